#!/usr/bin/env bash
# The GPU benchmark: ours (bench.c) and CUB (cub_bench.cu) alternately, per mode, on an NVIDIA
# machine with nvcc. From the repository root:
#
#   bash bench/run_gpu.sh [MODE...]        MODE: reduce rows types scan moments scanrows select operators multi-gpu (default: the first seven)
#   python3 bench/tables.py DIR            here, afterwards: bench/results/{results.csv,tables.md,f32_sum.png}
#
# Needs the Vulkan bench prebuilt (`make bench`, copied to .gpu/bench; multi-gpu: build/multi_gpu
# from `make build/multi_gpu`, copied to .gpu/multi_gpu) since the GPU machine has no volk, and the
# Vulkan loader: .gl/*.deb are unpacked into / when ldconfig does not know libvulkan.so.1.
# Environment: DIR (default $OUT/run, else build/gpu-run) receives vkr_MODE_R.csv, cub_MODE_R.csv,
# log.txt; ROUNDS (default 3) alternations per mode; MAX_LOG2 (default 28); BUDGET_S (default 540):
# no step starts after it; BENCH (default .gpu/bench); CUB_BENCH (default build/cub_bench, built
# with nvcc -O3 -arch=native when missing).
#
# What each mode runs (both programs warm up before every case and check every result):
#   reduce   bench (sum/max f32, sum i32, sum f64/u64, the dispatch floor) / cub_bench (the same
#            CUB reduces, the read kernel, memcpy, an empty kernel)
#   rows     bench --rows / cub_bench --rows (DeviceSegmentedReduce on the same shapes and offsets)
#   types    bench --arg and --narrow / cub_bench --arg (ArgMin/ArgMax, the read kernel)
#   scan     bench --scan (incl f32, excl u32, incl f64, incl u64; single pass) / cub_bench --scan
#   moments  bench --moments (mean and variance of f32, in f32 and f64; f64) / cub_bench --moments
#            (TransformReduce with a Welford functor, the read kernel)
#   scanrows bench --scan --scan-rows (row scans 1,000 x 1,024 and 64 x 2^20, f32 and u32 sums, the
#            plain scan of the same elements, and the rows as segmented scans by u8 head flags and
#            by begin offsets) / cub_bench --scan-rows (InclusiveScanByKey with row keys,
#            InclusiveSum)
#   select   bench --select (stream compaction of u32 by u32 / u8 flags and by v < 2^31, 20-byte
#            records, partition) / cub_bench --select (DeviceSelect::Flagged, ::If, DevicePartition)
#   operators  bench --operators (user-defined operators: reduces and scans of a 16-byte struct,
#            reduces of an 8-byte one, beside our f32 sum and scan of the same bytes; no CUB run)
#   multi-gpu  examples/multi_gpu on every Vulkan device (log only; its times include the upload)
set -u
dir=${DIR:-${OUT:+$OUT/run}}
dir=${dir:-build/gpu-run}
mkdir -p "$dir" build
log=$dir/log.txt
: >"$log"
modes=${*:-reduce rows types scan moments scanrows select}
rounds=${ROUNDS:-3}
max_lg=${MAX_LOG2:-28}
budget=${BUDGET_S:-540}
bench=${BENCH:-.gpu/bench}
cub=${CUB_BENCH:-build/cub_bench}
t_start=$SECONDS
failed=""

say() { echo "== $*" | tee -a "$log" >&2; }

# step NAME LIMIT OUTFILE CMD...: stdout to OUTFILE ('-': the log), stderr to the log, under
# min(LIMIT, what is left of the budget)
step() {
    local name=$1 limit=$2 outf=$3 left rc t0=$SECONDS
    shift 3
    left=$((budget - (SECONDS - t_start)))
    [ "$left" -lt "$limit" ] && limit=$left
    if [ "$limit" -lt 10 ]; then
        say "$name: SKIPPED, time budget spent"
        failed="$failed $name"
        return
    fi
    say "$name: $* (limit ${limit}s, $((SECONDS - t_start))s into the run)"
    if [ "$outf" = - ]; then
        timeout -k 5 "$limit" "$@" >>"$log" 2>&1
    else
        timeout -k 5 "$limit" "$@" >"$outf" 2>>"$log"
    fi
    rc=$?
    say "$name: exit $rc after $((SECONDS - t0))s"
    [ "$rc" -eq 0 ] || failed="$failed $name"
}

{
    echo "date: $(date -u +%FT%TZ)  repo: $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv 2>&1
    command -v nvcc >/dev/null && nvcc --version | tail -n 1
} >>"$log" 2>&1

if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
    for f in .gl/lib*.deb; do [ -f "$f" ] && dpkg -x "$f" /; done
    ldconfig
fi
if ! ls /usr/share/vulkan/icd.d/nvidia*.json /etc/vulkan/icd.d/nvidia*.json >/dev/null 2>&1; then
    icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
    [ -f "$icd" ] && export VK_DRIVER_FILES=$icd VK_ICD_FILENAMES=$icd
fi
[ -x "$cub" ] || step nvcc 240 - nvcc -O3 -arch=native -o "$cub" bench/cub_bench.cu

for mode in $modes; do
    case $mode in
    reduce) vargs=(--max-log2 "$max_lg" --no-host); cargs=("$max_lg") ;;
    rows) vargs=(--rows); cargs=(--rows) ;;
    types) vargs=(--arg --max-log2 "$max_lg"); cargs=("$max_lg" --arg) ;;
    scan) vargs=(--scan --max-log2 "$max_lg" --extra-log2 27 --scan-cases incl.sum.f32,excl.sum.u32,incl.sum.f64,incl.sum.u64)
          cargs=("$max_lg" --scan --extra-log2 27) ;;
    moments) vargs=(--moments --max-log2 "$max_lg"); cargs=("$max_lg" --moments) ;;
    scanrows) vargs=(--scan --scan-cases incl.sum.f32,excl.sum.u32 --min-log2 26 --max-log2 26 --scan-rows 1000x1024,64x1048576)
              cargs=(--scan-rows) ;;
    select) vargs=(--select --max-log2 "$max_lg"); cargs=("$max_lg" --select) ;;
    operators) vargs=(--operators --min-log2 12 --max-log2 "$max_lg"); cargs=() ;; # against our own f32 sum and scan
    multi-gpu)
        step multi-gpu 120 - .gpu/multi_gpu --count $((1 << max_lg)) --repeat 3
        continue ;;
    *) say "unknown mode $mode"; failed="$failed $mode"; continue ;;
    esac
    for r in $(seq 1 "$rounds"); do
        step "vkr-$mode-$r" 240 "$dir/vkr_${mode}_$r.csv" "$bench" "${vargs[@]}"
        [ "$mode" = types ] && step "vkr-narrow-$r" 240 "$dir/vkr_narrow_$r.csv" "$bench" --narrow --max-log2 "$max_lg"
        [ ${#cargs[@]} -gt 0 ] && step "cub-$mode-$r" 240 "$dir/cub_${mode}_$r.csv" "$cub" "${cargs[@]}"
    done
done
say "done in $((SECONDS - t_start))s"
if [ -n "$failed" ]; then
    say "FAILED:$failed"
    exit 1
fi
