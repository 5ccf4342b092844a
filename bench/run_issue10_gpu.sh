#!/usr/bin/env bash
# The GPU run for the reduce shapes of issue 10, in one call: the new test groups on the real GPU,
# then vk_reduce's benches (bench --arg, --narrow, --xform, --rows) and CUB's (cub_bench --arg,
# --rows: ArgMin/ArgMax, DeviceSegmentedReduce::Sum, the read kernel), alternating ours and CUB
# for ROUNDS rounds; everything it prints goes into one archive (a GPU call returns 8 files).
#
#   bash bench/run_issue10_gpu.sh OUTDIR      from the repository root, on the GPU machine
#
# Needs, carried: .gl/*.deb (the Vulkan loader), $BIN_DIR (default .gpu) with bench (`make bench`)
# and test_reduce (`make gpu-tests`). cub_bench is built here with nvcc from bench/cub_bench.cu.
# Writes OUTDIR/issue10.tgz (logs and CSVs) and OUTDIR/log.txt. Every step has a time limit and
# none starts after BUDGET_S seconds (default 480).
# Environment: MODES (bench modes, default "arg narrow xform rows"), ROUNDS (default 2), BUDGET_S, BIN_DIR, MAX_LOG2 (default 28), TEST_FILTER (the
# test_reduce groups, default the issue-10 ones), TESTS=0 skips the tests.
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-${OUT:-build/issue10_gpu}}
res=$out/issue10
mkdir -p "$res" build
log=$out/log.txt
: >"$log"
budget=${BUDGET_S:-480}
bin=${BIN_DIR:-.gpu}
max_lg=${MAX_LOG2:-28}
rounds=${ROUNDS:-2}
filter=${TEST_FILTER:-argmin,narrow,transform,rows}
t0=$SECONDS
failed=""

say() { echo "== $*" | tee -a "$log" >&2; }
step() {  # step NAME LIMIT_S OUTFILE CMD...: as run_scan_gpu.sh
    local name=$1 limit=$2 outf=$3 rc s left
    shift 3
    left=$((budget - (SECONDS - t0)))
    [ "$left" -lt "$limit" ] && limit=$left
    if [ "$limit" -lt 15 ]; then say "$name: SKIPPED, time budget spent"; failed="$failed $name"; return 1; fi
    say "$name: $* (limit ${limit}s, $((SECONDS - t0))s into the run)"
    s=$SECONDS
    timeout -k 5 "$limit" "$@" >"$outf" 2>"$outf.err"; rc=$?
    [ "$rc" -eq 124 ] && say "$name: TIMED OUT after ${limit}s"
    say "$name: exit $rc after $((SECONDS - s))s"
    [ "$rc" -eq 0 ] || failed="$failed $name"
    return "$rc"
}

{
    echo "== date $(date -u +%FT%TZ) host $(uname -srm) commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
    nvidia-smi --query-gpu=name,driver_version,pstate,clocks.sm,clocks.max.sm,clocks.mem --format=csv
    command -v nvcc >/dev/null && nvcc --version | tail -n 2
} >>"$log" 2>&1
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
    # the validation layer too: the prototype-mode tests create a context with it
    for f in .gl/*.deb; do dpkg -x "$f" / >>"$log" 2>&1; done
    ldconfig
fi
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if ! ls /usr/share/vulkan/icd.d/nvidia*.json /etc/vulkan/icd.d/nvidia*.json >/dev/null 2>&1 && [ -f "$icd" ]; then
    export VK_DRIVER_FILES=$icd VK_ICD_FILENAMES=$icd
fi
chmod +x "$bin"/* 2>/dev/null

if [ "${TESTS:-1}" = 1 ] && [ -x "$bin/test_reduce" ]; then
    for p in native shuffle shared; do
        VKR_TEST_PATH=$p step "test_$p" 150 "$res/test_$p.txt" "$bin/test_reduce" --no-validation --filter "$filter"
        tail -n 1 "$res/test_$p.txt" | tee -a "$log" >&2
    done
fi

cub=build/cub_bench
if command -v nvcc >/dev/null && step nvcc 240 "$res/nvcc.txt" nvcc -O3 -arch=native -o "$cub" "$here/cub_bench.cu"; then :; else cub=""; fi
for k in $(seq 1 "$rounds"); do
    for m in ${MODES:-arg narrow xform rows}; do
        "$bin/bench" --help 2>&1 | grep -q -- "--$m" || { say "bench has no --$m: skipped"; continue; }
        step "vkr_${m}_$k" 90 "$res/vkr_${m}_$k.csv" "$bin/bench" "--$m" --max-log2 "$max_lg"
    done
    if [ -n "$cub" ]; then
        step "cub_arg_$k" 90 "$res/cub_arg_$k.csv" "$cub" "$max_lg" --arg
        step "cub_rows_$k" 90 "$res/cub_rows_$k.csv" "$cub" "$max_lg" --rows
    fi
done
nvidia-smi --query-gpu=pstate,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv >>"$log" 2>&1
say "done in $((SECONDS - t0))s${failed:+; FAILED steps:$failed}"
cp "$log" "$res/"
tar czf "$out/issue10.tgz" -C "$out" issue10
[ -z "$failed" ]
