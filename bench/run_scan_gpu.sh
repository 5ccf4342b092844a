#!/usr/bin/env bash
# The GPU run of the scan benchmark, in one call: vk_reduce's scans (bench --scan: normal,
# forced fallback, reduce-then-scan; batches of 1000; the Vulkan copy shader and vkCmdCopyBuffer)
# and CUB (cub_bench --scan: DeviceScan, cudaMemcpyAsync, a CUDA copy kernel; batches of 1000),
# alternating ours, CUB, ours, CUB, ...; then a markdown summary of the ratios.
#
#   bash bench/run_scan_gpu.sh OUTDIR        from the repository root, on the GPU machine
#
# Needs, carried: .gl/*.deb (the Vulkan loader: libvulkan1; unpacked into / when ldconfig does
# not know libvulkan.so.1) and $BIN_DIR/bench (default .gpu/bench: `make bench`, then
# cp build/bench/bench .gpu/bench). cub_bench is built here with nvcc from bench/cub_bench.cu
# (next to this script); if that fails or nvcc is missing, $BIN_DIR/cub_bench is used if present.
# Writes OUTDIR (default $OUT, else build/scan_gpu): vkr1.csv cub1.csv ... vkr3.csv cub3.csv
# (ROUNDS, default 3), summary.md (bench/scan_summary.py), log.txt: 8 files, the most a GPU call
# returns. Time: every step has a limit and no step starts after BUDGET_S seconds (default 390),
# so the whole run ends within about 7 minutes; on an H100 (2026-11-24, ROUNDS=1): nvcc 21 s,
# cub 14 s, bench 40 s (before the 30 ms warm-up per series: add ~5 s each), i.e. about 3.5
# minutes for 3 rounds.
# Environment: ROUNDS, BUDGET_S, BIN_DIR, MAX_LOG2 (default 28), EXTRA_LOG2 (default 27: also
# N = 2^27 where <= MAX_LOG2), VARIANTS (default
# auto,fallback,rts), VKR_ARGS (more bench arguments), CUB_ARGS (more cub_bench arguments),
# CUB_FIRST=1 (each round runs CUB before ours).
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-${OUT:-build/scan_gpu}}
mkdir -p "$out" build
log=$out/log.txt
: >"$log"
budget=${BUDGET_S:-390}
bin=${BIN_DIR:-.gpu}
bench=$bin/bench
max_lg=${MAX_LOG2:-28}
extra_lg=${EXTRA_LOG2:-27}
variants=${VARIANTS:-auto,fallback,rts}
rounds=${ROUNDS:-3}
t0=$SECONDS
failed=""

say() { echo "== $*" | tee -a "$log" >&2; }

# step NAME LIMIT_S OUTFILE CMD... : CMD with stdout to OUTFILE ('-': the log) and stderr to the
# log, under min(LIMIT_S, what is left of the budget); skipped when less than 15 s are left.
step() {
    local name=$1 limit=$2 outf=$3 rc s left
    shift 3
    left=$((budget - (SECONDS - t0)))
    [ "$left" -lt "$limit" ] && limit=$left
    if [ "$limit" -lt 15 ]; then say "$name: SKIPPED, time budget spent"; failed="$failed $name"; return 1; fi
    say "$name: $* (limit ${limit}s, $((SECONDS - t0))s into the run)"
    s=$SECONDS
    if [ "$outf" = - ]; then timeout -k 5 "$limit" "$@" >>"$log" 2>&1; rc=$?
    else timeout -k 5 "$limit" "$@" >"$outf" 2>>"$log"; rc=$?; fi
    [ "$rc" -eq 124 ] && say "$name: TIMED OUT after ${limit}s"
    say "$name: exit $rc after $((SECONDS - s))s"
    [ "$rc" -eq 0 ] || failed="$failed $name"
    return "$rc"
}

{
    echo "== date $(date -u +%FT%TZ) host $(uname -srm) commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
    nvidia-smi --query-gpu=name,driver_version,pstate,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw,power.limit --format=csv
    command -v nvcc >/dev/null && nvcc --version | tail -n 2
} >>"$log" 2>&1

# Vulkan loader and the NVIDIA ICD
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
    if ls .gl/*.deb >/dev/null 2>&1; then
        say "unpacking the Vulkan loader from .gl/*.deb"
        for f in .gl/*.deb; do
            case $f in *validationlayers*) ;; *) dpkg -x "$f" / >>"$log" 2>&1 || say "dpkg -x $f failed" ;; esac
        done
        ldconfig
    else
        say "no libvulkan.so.1 and no .gl/*.deb: the Vulkan steps will fail"
    fi
fi
if ! ls /usr/share/vulkan/icd.d/nvidia*.json /etc/vulkan/icd.d/nvidia*.json /usr/local/share/vulkan/icd.d/nvidia*.json >/dev/null 2>&1; then
    icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
    if [ -f "$icd" ]; then
        export VK_DRIVER_FILES=$icd VK_ICD_FILENAMES=$icd
        say "using the NVIDIA ICD $icd"
    fi
fi
[ -f "$bench" ] && [ ! -x "$bench" ] && chmod +x "$bench"
if [ -x "$bench" ]; then
    step devices 30 - "$bench" --list-devices
else
    say "$bench missing: build it with 'make bench' and copy it there (carry $bin)"
fi

# CUB: build here (the machine's nvcc matches its driver); the prebuilt one only as a fallback.
cub=build/cub_bench
if command -v nvcc >/dev/null && step nvcc 240 - nvcc -O3 -arch=native -o "$cub" "$here/cub_bench.cu"; then
    :
elif [ -f "$bin/cub_bench" ]; then
    cub=$bin/cub_bench
    chmod +x "$cub" 2>/dev/null
    say "using the prebuilt $cub"
else
    cub=""
    say "no cub_bench: CUB steps skipped"
fi

# Alternate ours and CUB: the machine drifts; scan_summary.py takes the median over runs.
extra=""
[ "$extra_lg" -le "$max_lg" ] && extra="--extra-log2 $extra_lg"
# shellcheck disable=SC2086
run_vkr() { [ -x "$bench" ] && step "vkr$1" 150 "$out/vkr$1.csv" "$bench" --scan --max-log2 "$max_lg" $extra \
    --variants "$variants" ${VKR_ARGS:-}; }
# shellcheck disable=SC2086
run_cub() { [ -n "$cub" ] && step "cub$1" 90 "$out/cub$1.csv" "$cub" "$max_lg" --scan $extra ${CUB_ARGS:-}; }
for k in $(seq 1 "$rounds"); do
    if [ "${CUB_FIRST:-0}" = 1 ]; then run_cub "$k"; run_vkr "$k"; else run_vkr "$k"; run_cub "$k"; fi
done

command -v nvidia-smi >/dev/null &&
    nvidia-smi --query-gpu=pstate,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv >>"$log" 2>&1
if command -v python3 >/dev/null; then
    python3 "$here/scan_summary.py" "$out" -o "$out/summary.md" >>"$log" 2>&1 || say "summary: exit $? (FAIL lines or missing data)"
    cat "$out/summary.md" >&2
fi
say "done in $((SECONDS - t0))s; files: $(cd "$out" && echo *)"
if [ -n "$failed" ]; then say "FAILED steps:$failed"; exit 1; fi
say "all steps passed"
