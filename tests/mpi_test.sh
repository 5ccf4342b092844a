#!/usr/bin/env bash
# tests/mpi_test.sh - vk_reduce under MPI on lavapipe: what README "MPI: across ranks and nodes"
# promises. Run by `make mpi-example` and by phase mpi of tests/run_tests.sh.
#
#   bash tests/mpi_test.sh            (BUILD_DIR, default build/tests: output in BUILD_DIR/mpi)
#
# tests/test_mpi.c holds the checks: every run has the Khronos validation layer with
# synchronization validation in every rank's context (any message fails), each rank's partial
# checked against its shard's reference and rank 0's result against a long double reference of
# the whole array (its counts are added here). Ops x types: f32 add and max, i64 and u32 add,
# max and xor.
#   build      tests/test_mpi.c and examples/mpi_reduce.c, each with
#              mpicc -std=c99 -Wall -Wextra -Wpedantic -Werror; the example also as C++11 with
#              mpicxx (compiled only; skipped without mpicxx)
#   uniform    4 ranks, all at subgroup size 8 (LP_NATIVE_VECTOR_WIDTH=256), --resident
#              (vkr_reduce (buffer) on the test's own device-local buffers), --reps 2 (the
#              repetitions must give the same bits)
#   example    examples/mpi_reduce.c (an f32 sum of host arrays) on the same 4 ranks and array:
#              it must exit 0 and print the uniform run's f32 add bits
#   mixed x2   4 ranks at subgroup sizes 4, 8, 16, 8 (MPMD: one LP_NATIVE_VECTOR_WIDTH per
#              rank), host arrays (vkr_reduce), twice: the sizes must be the ones asked for,
#              and the two runs must give the same bits (floats included)
#   integers   exact in every run, so the same bits in the uniform and the mixed runs (float
#              sums may differ in the last bits between subgroup sizes: printed, not checked)
#   3 ranks    the same global array (--total) in 3 uneven shards: the same integer bits
#   empty      4 ranks, 2 elements in all (two empty shards), unsigned and signed min/max: the
#              identities of the empty shards must not win in the rank-order combine
# The last line is "N passed, N failed". Environment: MPICC (default mpicc), MPIEXEC (default
# mpiexec), MPICXX (default mpicxx), VKR_TEST_ICD (lavapipe's ICD json), VKR_MPI_TIMEOUT (seconds per run, default 240).
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$ROOT/build/tests}
mkdir -p "$BUILD_DIR" || exit 2
D=$(cd "$BUILD_DIR" && pwd)/mpi
MPICC=${MPICC:-mpicc}
MPIEXEC=${MPIEXEC:-mpiexec}
ICD=${VKR_TEST_ICD:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}
LIMIT=${VKR_MPI_TIMEOUT:-240}
OPS=(--op add,max,xor --type f32,i64,u32)
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL [mpi_test] $*"; }

rm -rf "$D"
mkdir -p "$D/cache" "$D/run" || exit 2
for w in 128 256 512; do mkdir -p "$D/mesa-cache/w$w"; done

# lavapipe only; each vector width its own shader cache (Mesa's cache key ignores the width)
export VK_ICD_FILENAMES=$ICD VK_DRIVER_FILES=$ICD XDG_CACHE_HOME=$D/cache
unset VK_INSTANCE_LAYERS VK_LOADER_LAYERS_ENABLE VK_LOADER_LAYERS_DISABLE VK_LAYER_ENABLES \
    VK_LAYER_DISABLES VK_LAYER_SETTINGS_PATH VK_REDUCE_DEVICE LP_NATIVE_VECTOR_WIDTH VK_LAYER_PATH \
    VK_ADD_LAYER_PATH
lp() { # width: the env of one rank
    echo env LP_NATIVE_VECTOR_WIDTH=$1 MESA_SHADER_CACHE_DISABLE=false MESA_SHADER_CACHE_DIR=$D/mesa-cache/w$1
}

if ! command -v "$MPICC" >/dev/null 2>&1 || ! command -v "$MPIEXEC" >/dev/null 2>&1; then
    fail "$MPICC or $MPIEXEC not found (Debian: apt-get install mpich libmpich-dev)"
    echo "$passed passed, $failed failed"
    exit 1
fi
[ -f "$ICD" ] || fail "lavapipe ICD $ICD not found (install mesa-vulkan-drivers)"

# Open MPI refuses root without --allow-run-as-root and more ranks than cores without
# --oversubscribe; MPICH's hydra needs neither
MPIFLAGS=()
if "$MPIEXEC" --version 2>&1 | grep -qi 'open mpi\|open-rte\|openrte'; then
    MPIFLAGS+=(--oversubscribe)
    [ "$(id -u)" = 0 ] && MPIFLAGS+=(--allow-run-as-root)
fi
echo "mpi_test: $("$MPIEXEC" --version 2>&1 | grep -m1 -iE 'version|open mpi' | sed -e 's/^ *//')"

t0=$SECONDS
for src in tests/test_mpi.c examples/mpi_reduce.c; do
    name=$(basename "$src" .c)
    if "$MPICC" -std=c99 -Wall -Wextra -Wpedantic -Werror -O2 -I"$ROOT" "$ROOT/$src" \
        -o "$D/$name" -ldl -lm >"$D/build-$name.log" 2>&1; then
        pass
        echo "build: mpicc -std=c99 -Wall -Wextra -Wpedantic -Werror $src: ok ($((SECONDS - t0))s)"
    else
        fail "build: mpicc -std=c99 -Wall -Wextra -Wpedantic -Werror $src"
        sed -e 's/^/    /' "$D/build-$name.log" | head -n 30
    fi
done
# the example as C++ (it is meant to compile as both); no binary kept
MPICXX=${MPICXX:-mpicxx}
if command -v "$MPICXX" >/dev/null 2>&1; then
    if "$MPICXX" -x c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -O1 -I"$ROOT" -c "$ROOT/examples/mpi_reduce.c" \
        -o "$D/mpi_reduce_cxx.o" >"$D/build-mpi_reduce_cxx.log" 2>&1; then
        pass
        echo "build: mpicxx -x c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror examples/mpi_reduce.c: ok ($((SECONDS - t0))s)"
    else
        fail "build: mpicxx -x c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror examples/mpi_reduce.c"
        sed -e 's/^/    /' "$D/build-mpi_reduce_cxx.log" | head -n 30
    fi
    rm -f "$D/mpi_reduce_cxx.o"
fi
if [ ! -x "$D/test_mpi" ]; then
    echo "$passed passed, $failed failed"
    exit 1
fi
X=$D/test_mpi

# Runs mpiexec with the given arguments; adds test_mpi's counts; keeps its output in
# $D/NAME.log and prints it. A run without its summary line counts one failure.
run() { # name, mpiexec arguments...
    local name=$1 log=$D/$1.log rc last t=$SECONDS
    shift
    echo "--- $name: mpiexec $*"
    (cd "$D/run" && timeout --kill-after=10 "$LIMIT" "$MPIEXEC" "${MPIFLAGS[@]}" "$@") >"$log" 2>&1
    rc=$?
    sed -e 's/^/    /' "$log"
    last=$(tail -n 1 "$log")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        passed=$((passed + BASH_REMATCH[1]))
        failed=$((failed + BASH_REMATCH[2]))
        [ "$rc" -ne 0 ] && [ "${BASH_REMATCH[2]}" -eq 0 ] && fail "$name: exit $rc with 0 failures reported"
        [ "${BASH_REMATCH[1]}" -eq 0 ] && fail "$name: no check ran"
    else
        fail "$name: no summary line (exit $rc; timeout $LIMIT s)"
    fi
    echo "--- $name: exit $rc, $((SECONDS - t))s"
}
bits() { grep -a '^bits ' "$D/$1.log" | sort; }
ints() { bits "$1" | grep -v '^bits f' | sed -e 's/ ([0-9]* ranks)$//'; }
same() { # what, a, b: pass if equal and not empty
    if [ -n "$2" ] && [ "$2" = "$3" ]; then
        pass
        echo "$1: the same ($(echo "$2" | wc -l) results)"
    else
        fail "$1: different (or missing)"
        diff <(echo "$2") <(echo "$3") | sed -e 's/^/    /' | head -n 20
    fi
}
sizes() { # run name, expected "subgroup sizes:" line
    if grep -qx "subgroup sizes: $2" "$D/$1.log"; then
        pass
    else
        fail "$1: the ranks did not run at subgroup sizes $2: $(grep -a '^subgroup sizes' "$D/$1.log")"
    fi
}

common=("$X" --validation --check-bits "${OPS[@]}")
# shellcheck disable=SC2046
run uniform -n 4 $(lp 256) "${common[@]}" --resident --reps 2
sizes uniform "8 8 8 8"
# the example on the same ranks and array: it runs, and prints the bits test_mpi checked
if [ -x "$D/mpi_reduce" ]; then
    echo "--- example: mpiexec -n 4 mpi_reduce --count 4194304 --repeat 2"
    # shellcheck disable=SC2046
    (cd "$D/run" && timeout --kill-after=10 "$LIMIT" "$MPIEXEC" "${MPIFLAGS[@]}" -n 4 $(lp 256) \
        "$D/mpi_reduce" --count 4194304 --repeat 2) >"$D/example.log" 2>&1
    rc=$?
    sed -e 's/^/    /' "$D/example.log"
    got=$(grep -a '^add f32 of 4194304 elements on 4 ranks: ' "$D/example.log" | sed -n 's/.*(bits \(0x[0-9a-f]*\))$/\1/p')
    want=$(bits uniform | sed -n 's/^bits f32 add \(0x[0-9a-f]*\) (4 ranks)$/\1/p')
    if [ "$rc" -eq 0 ] && [ -n "$got" ] && [ "$got" = "$want" ]; then
        pass
        echo "example: exit 0, f32 add bits $got as test_mpi's uniform run"
    else
        fail "example: exit $rc, f32 add bits '$got', test_mpi's uniform run '$want'"
    fi
fi
mixed=()
for w in 128 256 512 256; do
    # shellcheck disable=SC2206
    mixed+=(-n 1 $(lp $w) "${common[@]}" :)
done
unset 'mixed[${#mixed[@]}-1]'
run mixed-1 "${mixed[@]}"
sizes mixed-1 "4 8 16 8"
run mixed-2 "${mixed[@]}"
same "mixed-1 and mixed-2 (subgroup sizes 4 8 16 8, every result's bits)" "$(bits mixed-1)" "$(bits mixed-2)"
same "uniform and mixed-1 (integer results' bits)" "$(ints uniform)" "$(ints mixed-1)"
fu=$(bits uniform | grep '^bits f')
fm=$(bits mixed-1 | grep '^bits f')
if [ "$fu" = "$fm" ]; then
    echo "float results: the same bits at subgroup sizes 8 8 8 8 and 4 8 16 8 (may differ: not checked)"
else
    echo "float results: other last bits at subgroup sizes 8 8 8 8 and 4 8 16 8 (documented; each within its bound):"
    diff <(echo "$fu") <(echo "$fm") | grep '^[<>]' | sed -e 's/^/    /'
fi
# the same global array (4 x 2^20 elements) in 3 uneven shards
# shellcheck disable=SC2046
run three-ranks -n 3 $(lp 256) "${common[@]}" --total 4194304
same "4 ranks and 3 ranks (integer results' bits, the same global array)" "$(ints uniform)" "$(ints three-ranks)"
# two empty shards: the min/max identities (UINT_MAX, 0 for unsigned) must not win in the combine
# shellcheck disable=SC2046
run empty-shards -n 4 $(lp 256) "$X" --validation --check-bits --op min,max --type u32,u64,i32 --total 2

echo "mpi_test: $((SECONDS - t0))s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
