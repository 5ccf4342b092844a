#!/usr/bin/env bash
# tests/packaging.sh [OUT_DIR] - vk_reduce as a consumer takes it: tests/consumer (main.c
# compiles the implementation, reduces a known u32 array in prototype mode with the validation
# layer on, checks the exact sum and max, prints PASS/FAIL) built and run on lavapipe through
#   subdirectory   add_subdirectory of this checkout
#   fetchcontent   FetchContent from an archive of this working tree (URL + URL_HASH, offline)
#   find_package   find_package(vk_reduce CONFIG) after `cmake --install` into a temporary prefix
#   pkg-config     cc main.c $(pkg-config --cflags --libs vk_reduce) against that prefix
#   static         add_subdirectory with VK_REDUCE_STATIC_VULKAN_FUNCTIONS=ON and
#                  VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS=OFF: links libvulkan, never dlopens
#   volk           add_subdirectory with VK_REDUCE_USE_VOLK=ON (main.c includes volk.h first)
# The subproject ways also check that vk_reduce defines no tests / example targets and installs
# nothing there (its options default to OFF below the top level).
# Why an archive for FetchContent: GIT_REPOSITORY file://<checkout> would fetch the last commit,
# not the working tree under test (and needs git and a checkout); SOURCE_DIR would use the
# checkout in place, which is add_subdirectory again. URL + URL_HASH of a local .tar.gz is
# FetchContent's download, hash check and extraction of a release archive, offline.
# Environment: VKR_TEST_ICD (default lavapipe's ICD json; run_tests.sh's VK_ICD_FILENAMES if
# set). Prints one line per check and "N passed, N failed" last; exits 1 on a failure.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${1:-$ROOT/build/packaging}
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd) || exit 2
# only what this script writes (OUT may be any folder)
(cd "$OUT" && rm -rf logs cache subdirectory fetchcontent find_package static volk vk_reduce-build \
    prefix not-here vk_reduce.tar.gz pkg-config-consumer) && mkdir -p "$OUT/logs" || exit 2
ICD=${VKR_TEST_ICD:-${VK_ICD_FILENAMES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}}
# lavapipe as run_tests.sh's lp() sets it up (subgroup size 8), no shader cache, no layers but
# the one the consumer enables in code
export VK_ICD_FILENAMES=$ICD VK_DRIVER_FILES=$ICD LP_NATIVE_VECTOR_WIDTH=256 \
    MESA_SHADER_CACHE_DISABLE=true XDG_CACHE_HOME=$OUT/cache
unset VK_INSTANCE_LAYERS VK_LOADER_LAYERS_ENABLE VK_LAYER_ENABLES VK_REDUCE_DEVICE \
    CMAKE_PREFIX_PATH PKG_CONFIG_PATH
JOBS=${VKR_TEST_JOBS:-2}
CFLAGS_WARN="-std=c99 -Wall -Wextra -Wpedantic -Werror"

passed=0
failed=0
# One check: runs the commands (a bash -c script) with output in logs/NAME.log; the consumer's
# PASS line is printed; on failure the log's tail.
check() { # name, script
    local name=$1 log="$OUT/logs/$1.log" t0=$SECONDS
    if bash -c "set -eu; $2" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "PASS $name ($((SECONDS - t0))s): $(grep -a '^PASS' "$log" | tail -n 1)"
    else
        failed=$((failed + 1))
        echo "FAIL $name ($((SECONDS - t0))s), see $log:"
        tail -n 25 "$log" | sed -e 's/^/    /'
    fi
}

for tool in cmake pkg-config; do
    if ! command -v $tool >/dev/null 2>&1; then
        echo "FAIL $tool is not installed (Debian: apt-get install cmake pkgconf)"
        echo "0 passed, 1 failed"
        exit 1
    fi
done

C=$ROOT/tests/consumer
# configure, build, run; the consumer's own `cmake --install` must install nothing (it has no
# install rules, and vk_reduce's are off below the top level)
consumer() { # way, build dir, cmake arguments...
    local way=$1 dir=$2
    shift 2
    printf 'cmake -S %q -B %q -DVKR_CONSUMER_WAY=%q' "$C" "$dir" "$way"
    printf ' %q' "$@"
    printf '\ncmake --build %q -j %q\n%q/consumer\n' "$dir" "$JOBS" "$dir"
    printf 'cmake --install %q --prefix %q/none\n' "$dir" "$dir"
    printf 'test ! -e %q/none || { find %q/none; echo "a subproject installed files"; exit 1; }\n' "$dir" "$dir"
}

t0=$SECONDS
check subdirectory "$(consumer subdirectory "$OUT/subdirectory" -DVK_REDUCE_DIR="$ROOT")"

# the archive of the working tree: the files git knows (tracked and untracked, not ignored;
# a deleted file left out), or without git the tree less build/ and .git
tree_files() {
    if git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git -C "$ROOT" ls-files -z -co --exclude-standard |
            while IFS= read -r -d '' f; do [ -e "$ROOT/$f" ] && printf '%s\0' "$f"; done
    else
        (cd "$ROOT" && find . -path ./build -prune -o -path ./.git -prune -o -type f -print0)
    fi
}
A=$OUT/vk_reduce.tar.gz
tree_files | (cd "$ROOT" && tar --null -T - --transform 's,^\(\./\)\?,vk_reduce/,' -czf "$A") \
    >"$OUT/logs/archive.log" 2>&1
hash=$(sha256sum "$A" 2>/dev/null | cut -d' ' -f1)
check fetchcontent "
    tar -tzf '$A' | grep -qx vk_reduce/CMakeLists.txt || { cat '$OUT/logs/archive.log'; exit 1; }
    $(consumer fetchcontent "$OUT/fetchcontent" -DVK_REDUCE_URL="file://$A" -DVK_REDUCE_URL_HASH="SHA256=$hash")"

# install (top level: VK_REDUCE_INSTALL defaults to ON, tests and example off to save time) into
# a prefix other than the configured CMAKE_INSTALL_PREFIX: the package must be relocatable
P=$OUT/prefix
check install "
    cmake -S '$ROOT' -B '$OUT/vk_reduce-build' -DVK_REDUCE_BUILD_TESTS=OFF \
        -DVK_REDUCE_BUILD_EXAMPLES=OFF -DCMAKE_INSTALL_PREFIX='$OUT/not-here'
    cmake --install '$OUT/vk_reduce-build' --prefix '$P'
    for f in include/vk_reduce.h share/cmake/vk_reduce/vk_reduceConfig.cmake \
             share/cmake/vk_reduce/vk_reduceConfigVersion.cmake share/pkgconfig/vk_reduce.pc; do
        test -f '$P'/\$f || { echo \"not installed: \$f\"; exit 1; }
    done
    cmp '$ROOT/vk_reduce.h' '$P/include/vk_reduce.h'
    ! grep -rl '$OUT/vk_reduce-build\|$ROOT' '$P/share' || { echo 'build paths in the package'; exit 1; }
    echo 'PASS installed into a temporary prefix'"
check find_package "$(consumer find_package "$OUT/find_package" -DCMAKE_PREFIX_PATH="$P")"
# Requires.private: vulkan -> pkg-config needs vulkan.pc (libvulkan-dev) for the Cflags
check pkg-config "
    export PKG_CONFIG_PATH='$P/share/pkgconfig'
    pkg-config --modversion vk_reduce
    flags=\$(pkg-config --cflags --libs vk_reduce)
    echo \"pkg-config: \$flags\"
    cc $CFLAGS_WARN -DVKR_CONSUMER_WAY='\"pkg-config\"' '$C/main.c' -o '$OUT/pkg-config-consumer' \$flags
    '$OUT/pkg-config-consumer'"

check static "
    $(consumer subdirectory "$OUT/static" -DVK_REDUCE_DIR="$ROOT" \
        -DVK_REDUCE_STATIC_VULKAN_FUNCTIONS=ON -DVK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS=OFF)
    readelf -d '$OUT/static/consumer' | grep -q 'NEEDED.*libvulkan' || { echo 'libvulkan not linked'; exit 1; }
    ! nm -u '$OUT/static/consumer' | grep -w dlopen || { echo 'dlopen still referenced'; exit 1; }"
check volk "$(consumer subdirectory "$OUT/volk" -DVK_REDUCE_DIR="$ROOT" -DVK_REDUCE_USE_VOLK=ON)"

echo "packaging: $((SECONDS - t0))s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
