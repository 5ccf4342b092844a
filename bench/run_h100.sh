#!/usr/bin/env bash
# The one GPU run of the vk_reduce benchmark (H100 or any NVIDIA machine with nvcc + PyTorch).
#
#   bash bench/run_h100.sh [OUTDIR]        from the repository root
#
# Needs: the Vulkan bench prebuilt into .gpu/bench (`make bench`; carry .gpu), the Vulkan loader
# (unpacked here from .gl/*.deb when ldconfig does not know libvulkan.so.1; carry .gl), nvcc,
# python3 with torch. OUTDIR defaults to $OUT, else build/h100. It receives at most 7 files:
#   vkr1..3.csv cub1..3.csv torch.csv log.txt (RUNS=3; with SWEEP=1 use RUNS=2 to stay at 8 files)
# Then, here: python3 bench/merge.py OUTDIR   (writes bench/results/h100.{csv,md,png}).
# Order: vkr, cub, vkr, cub, vkr, cub, torch (, sweep). A failing step is reported and the next one runs;
# the exit status is 1 if any step failed. Every step has a time limit and the whole run stops
# starting steps after BUDGET_S seconds (default 480), so it ends within about 8 minutes; expected
# on an H100: about 3 minutes (nvcc ~0.5-1 min, each vkr run ~20-30 s, each cub run ~10 s, torch
# ~30 s, sweep ~20 s).
# Environment: SWEEP=1 also runs `bench --sweep`; VKR_ARGS replaces the bench's arguments
# (default: --with-2-30 --extra-log2 27); BENCH=path of the bench binary (default .gpu/bench);
# MAX_LOG2 (default 28) for all three programs.
set -u
out=${1:-${OUT:-build/h100}}
mkdir -p "$out" build
log=$out/log.txt
: > "$log"
budget=${BUDGET_S:-480}
bench=${BENCH:-.gpu/bench}
max_lg=${MAX_LOG2:-28}
vkr_args=${VKR_ARGS:---with-2-30 --extra-log2 27}
t_start=$SECONDS
failed=""

say() { echo "== $*" | tee -a "$log" >&2; }

# step NAME LIMIT_S OUTFILE CMD... : runs CMD with stdout to OUTFILE (or the log for '-') and
# stderr to the log, under min(LIMIT_S, what is left of the budget).
step() {
  local name=$1 limit=$2 outf=$3; shift 3
  local left=$((budget - (SECONDS - t_start)))
  [ "$left" -lt "$limit" ] && limit=$left
  if [ "$limit" -lt 15 ]; then say "$name: SKIPPED, time budget spent"; failed="$failed $name"; return; fi
  say "$name: $* (limit ${limit}s, $((SECONDS - t_start))s into the run)"
  local t0=$SECONDS rc
  if [ "$outf" = - ]; then timeout -k 5 "$limit" "$@" >> "$log" 2>&1; rc=$?
  else timeout -k 5 "$limit" "$@" > "$outf" 2>> "$log"; rc=$?; fi
  [ "$rc" -eq 124 ] && say "$name: TIMED OUT after ${limit}s"
  say "$name: exit $rc after $((SECONDS - t0))s"
  [ "$rc" -eq 0 ] || failed="$failed $name"
}

{
  echo "== date: $(date -u +%FT%TZ)  host: $(uname -srm)  repo: $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
  nvidia-smi 2>&1
  nvidia-smi --query-gpu=name,driver_version,pstate,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw,power.limit --format=csv 2>&1
  command -v nvcc >/dev/null && nvcc --version | tail -n 2
  python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda)' 2>&1
} >> "$log" 2>&1

# Vulkan loader and NVIDIA ICD
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
  if ls .gl/*.deb >/dev/null 2>&1; then
    say "unpacking the Vulkan loader from .gl/*.deb"
    for f in .gl/*.deb; do dpkg -x "$f" / >> "$log" 2>&1 || say "dpkg -x $f failed"; done
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
  say "$bench missing: build it with 'make bench' and carry .gpu"
fi

step nvcc 240 - nvcc -O3 -arch=native -o build/cub_bench bench/cub_bench.cu

# Alternate ours and CUB RUNS times (default 3): the machine drifts, and the first run after
# start-up can be slow; merge.py takes the median over runs.
for k in $(seq 1 "${RUNS:-3}"); do
  # shellcheck disable=SC2086
  [ -x "$bench" ] && step "vkr$k" 120 "$out/vkr$k.csv" "$bench" --max-log2 "$max_lg" $vkr_args
  [ -x build/cub_bench ] && step "cub$k" 90 "$out/cub$k.csv" build/cub_bench "$max_lg"
done
step torch 150 "$out/torch.csv" env PYTHONUNBUFFERED=1 python3 bench/torch_bench.py "$max_lg"
if [ "${SWEEP:-0}" = 1 ] && [ -x "$bench" ]; then
  step sweep 120 "$out/sweep.csv" "$bench" --sweep --max-log2 "$max_lg"
fi

nvidia-smi --query-gpu=pstate,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv >> "$log" 2>&1
say "done in $((SECONDS - t_start))s; files: $(cd "$out" && echo *)"
if [ -n "$failed" ]; then say "FAILED steps:$failed"; exit 1; fi
say "all steps passed"
