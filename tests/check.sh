#!/usr/bin/env bash
# tests/check.sh - the quick check (`make check`): every kernel family (reduce, rows and segments,
# argmin/minmax, transform and compensated sums, mean and variance, narrow inputs, scans, user-defined
# operators) with --quick at subgroup size 8 on lavapipe, under the validation layer with
# synchronization validation; test_reduce and test_scan side by side, then test_operators. About
# 2.5-3 minutes on 2 cores; `make test` runs the whole matrix.
#
#   BUILD_DIR=build/check bash tests/check.sh      (after building test_reduce, test_scan and
#                                                   test_operators there)
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=$(cd "${BUILD_DIR:-build/check}" && pwd) || exit 2
ICD=${VKR_TEST_ICD:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}
[ -f "$ICD" ] || { echo "lavapipe ICD $ICD not found (apt-get install mesa-vulkan-drivers)"; exit 2; }
export VK_ICD_FILENAMES=$ICD VK_DRIVER_FILES=$ICD LP_NATIVE_VECTOR_WIDTH=256
# Mesa's shader cache is right within one vector width (tests/run_tests.sh says why); its own folder
export MESA_SHADER_CACHE_DISABLE=false MESA_SHADER_CACHE_DIR=$BUILD_DIR/mesa-cache-w256 XDG_CACHE_HOME=$BUILD_DIR/cache
mkdir -p "$BUILD_DIR/run" "$MESA_SHADER_CACHE_DIR"
cd "$BUILD_DIR/run" || exit 2
# the groups of contexts and capabilities (caps, paths, kernels) and the look-back schedules are
# left to make test
"$BUILD_DIR/test_reduce" --quick --expect-subgroup-size 8 --skip caps,paths,kernels --timeout 600 \
    >"$BUILD_DIR/test_reduce.log" 2>&1 &
"$BUILD_DIR/test_scan" --quick --expect-subgroup-size 8 --skip schedules --timeout 600 \
    >"$BUILD_DIR/test_scan.log" 2>&1 &
wait
"$BUILD_DIR/test_operators" --quick --expect-subgroup-size 8 --skip schedules --timeout 600 \
    >"$BUILD_DIR/test_operators.log" 2>&1
pass=0 fail=0
for t in test_reduce test_scan test_operators; do
    log=$BUILD_DIR/$t.log
    grep -aE '^(FAIL|VALIDATION|CRASH)' "$log" | cut -c1-300 | head -n 40
    last=$(tail -n 1 "$log")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        pass=$((pass + BASH_REMATCH[1]))
        fail=$((fail + BASH_REMATCH[2]))
        echo "$t: $last ($(grep -a '^total time' "$log" | cut -d';' -f1))"
    else
        fail=$((fail + 1))
        echo "$t: no summary line (crash or timeout), see $log"
        tail -n 10 "$log"
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
