#!/usr/bin/env bash
# The GPU machine's checks for the reliability and portable-architecture work, in one call:
#   the whole test suite under the validation layer (synchronization validation) on the native
#   path, --quick on the shuffle and shared paths and with descriptor sets; every host
#   allocation failed in turn (engine-mode creation, synchronous helpers); > 2^32 elements;
#   then the benchmark of this commit against the commit before this work (BENCH_OLD),
#   alternating, and the shuffle / shared paths and descriptor-set binding beside native.
#
#   bash bench/run_gpu_checks.sh OUTDIR     from the repository root, on the GPU machine
#
# Needs, carried: .gl/*.deb (the Vulkan loader and vulkan-validationlayers), and prebuilt in .gpu/:
#   test_reduce test_alloc_fail test_huge (make gpu-tests), bench_new (this commit's bench),
#   bench_old (the commit before's, with its own vk_reduce.h: make bench-rev REV=<it>; the
#   commands: bench/README.md, "A/B").
# Writes OUTDIR/{tests.txt,bench_*.csv,log.txt}. Budget: BUDGET_S seconds (default 540).
set -u
out=${1:-${OUT:-build/gpu}}
mkdir -p "$out"
log=$out/log.txt
: >"$log"
budget=${BUDGET_S:-540}
t0=$SECONDS
say() { echo "== $*" | tee -a "$log" >&2; }
left() { echo $((budget - (SECONDS - t0))); }
run() { # name limit outfile cmd...
    local name=$1 limit=$2 outf=$3 l
    shift 3
    l=$(left)
    [ "$l" -lt "$limit" ] && limit=$l
    if [ "$limit" -lt 10 ]; then say "$name: SKIPPED (time budget spent)"; return; fi
    say "$name: $* (limit ${limit}s)"
    local s=$SECONDS
    timeout -k 5 "$limit" "$@" >>"$outf" 2>&1
    say "$name: exit $? after $((SECONDS - s))s"
}

for f in .gl/*.deb; do
    case $f in *validationlayers*) mkdir -p /tmp/vl && dpkg -x "$f" /tmp/vl ;; *) dpkg -x "$f" / ;; esac
done
ldconfig
if ! ls /usr/share/vulkan/icd.d/nvidia*.json /etc/vulkan/icd.d/nvidia*.json >/dev/null 2>&1; then
    export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
    export VK_ICD_FILENAMES=$VK_DRIVER_FILES
fi
export VK_LAYER_PATH=/tmp/vl/usr/share/vulkan/explicit_layer.d
export LD_LIBRARY_PATH=/tmp/vl/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
chmod +x .gpu/* 2>/dev/null
{
    echo "date $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD 2>/dev/null)"
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv
} >>"$log" 2>&1

T=$out/tests.txt
run suite-native 150 "$T" env VKR_TEST_PATH=native .gpu/test_reduce --timeout 140
run suite-shuffle-quick 80 "$T" env VKR_TEST_PATH=shuffle .gpu/test_reduce --quick --timeout 70
run suite-shared-sets-quick 80 "$T" env VKR_TEST_PATH=shared VKR_TEST_BINDING=sets .gpu/test_reduce --quick --timeout 70
run suite-native-sets-quick 80 "$T" env VKR_TEST_BINDING=sets .gpu/test_reduce --quick --timeout 70
run alloc-fail 60 "$T" .gpu/test_alloc_fail 20000 create-engine,sync-helpers
run huge 60 "$T" .gpu/test_huge
grep -aE '^(FAIL|VALIDATION|==|[0-9]+ passed|total time|device:|context:|create|sync|test_alloc)' "$T" | cut -c1-300 >>"$log"

C="--cases sum.f32,max.f32,sum.i32,sum.f64,sum.u64 --no-host"
for k in 1 2; do
    run "bench-old-$k" 60 "$out/bench_old_$k.csv" .gpu/bench_old $C
    run "bench-new-$k" 60 "$out/bench_new_$k.csv" .gpu/bench_new $C --path native
done
P="--cases sum.f32,sum.f64 --no-host --extra-log2 22"
run bench-shuffle 40 "$out/bench_paths.csv" .gpu/bench_new $P --path shuffle
run bench-shared 40 "$out/bench_paths.csv" .gpu/bench_new $P --path shared
run bench-sets 40 "$out/bench_paths.csv" .gpu/bench_new --cases sum.f32 --no-host --max-log2 20 --binding sets
run bench-push 40 "$out/bench_paths.csv" .gpu/bench_new --cases sum.f32 --no-host --max-log2 20 --binding push
say "done in $((SECONDS - t0))s"
