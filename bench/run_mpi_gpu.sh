#!/usr/bin/env bash
# The MPI example (examples/mpi_reduce.c) on the GPU machine, in one call: 2 ranks on the one
# H100 (node rank mod 1 GPU: both on it, each with its own context), 2^30 f32 per rank in a
# device-local buffer (--resident: the time is vkr_reduce_buffer alone), per-rank time, the
# combine's cost and the aggregate bandwidth; 1 rank alone with the same shard size for
# comparison (two ranks share one GPU's memory bandwidth: expect ~1.0x, not the 1.9x of two
# GPUs); the 2-rank run again (the same bits); and 2 ranks over host arrays (vkr_reduce,
# the upload through the context's staging buffer included) on more ops and types.
#
#   bash bench/run_mpi_gpu.sh OUTDIR         from the repository root, on the GPU machine
#
# Needs, carried:
#   .gl/*.deb      the Vulkan loader (libvulkan1), as for bench/run_scan_gpu.sh
#   .gpu/mpi_reduce   built here (Debian 12, MPICH 4.0.2):
#                  mpicc -std=c99 -O2 -I. examples/mpi_reduce.c -o .gpu/mpi_reduce -ldl -lm
#   .gl/mpi/*.deb  MPICH's run-time files, fetched here and unpacked there with dpkg -x into
#                  build/mpich (never installed; mpiexec.hydra finds hydra_pmi_proxy next to
#                  itself, LD_LIBRARY_PATH the libraries):
#                    mkdir -p .gl/mpi && cd .gl/mpi && apt-get download mpich libmpich12 libhwloc15 \
#                        libslurm38 libucx0 libnuma1 libibverbs1 librdmacm1 ibverbs-providers
#                  (9 .debs, 9.3 MB on 2026-11-24; libc6 and libudev1 are assumed present). The
#                  machine's own mpiexec is used only when no .debs are carried.
# Writes OUTDIR (default $OUT, else build/mpi_gpu): log.txt, two2.txt (2 ranks, 2^30 f32 each),
# one.txt (1 rank), two2b.txt (the 2-rank run again), host.txt (host arrays), summary.txt.
# Every step has a time limit and none starts after BUDGET_S seconds (default 420).
# Environment: BUDGET_S, BIN_DIR (default .gpu), MPI_DEBS (default .gl/mpi: carried with .gl;
# the other GPU scripts unpack only .gl/*.deb), PER_RANK (default 2^30), REPS (default 5),
# HOST_PER_RANK (default 2^26).
set -u
out=${1:-${OUT:-build/mpi_gpu}}
mkdir -p "$out" build
log=$out/log.txt
: >"$log"
budget=${BUDGET_S:-420}
bin=${BIN_DIR:-.gpu}
debs=${MPI_DEBS:-.gl/mpi}
per_rank=${PER_RANK:-2^30}
reps=${REPS:-5}
host_per_rank=${HOST_PER_RANK:-2^26}
x=$bin/mpi_reduce
t0=$SECONDS
failed=""

say() { echo "== $*" | tee -a "$log" >&2; }
step() { # step NAME LIMIT_S OUTFILE CMD...: as run_scan_gpu.sh (stdout to OUTFILE, stderr to the log)
    local name=$1 limit=$2 outf=$3 rc s left
    shift 3
    left=$((budget - (SECONDS - t0)))
    [ "$left" -lt "$limit" ] && limit=$left
    if [ "$limit" -lt 15 ]; then say "$name: SKIPPED, time budget spent"; failed="$failed $name"; return 1; fi
    say "$name: $* (limit ${limit}s, $((SECONDS - t0))s into the run)"
    s=$SECONDS
    timeout -k 5 "$limit" "$@" >"$outf" 2>>"$log"; rc=$?
    [ "$rc" -eq 124 ] && say "$name: TIMED OUT after ${limit}s"
    say "$name: exit $rc after $((SECONDS - s))s"
    [ "$rc" -eq 0 ] || failed="$failed $name"
    return "$rc"
}

{
    echo "== date $(date -u +%FT%TZ) host $(uname -srm) commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
    nvidia-smi --query-gpu=name,driver_version,pstate,clocks.sm,clocks.max.sm,clocks.mem,memory.total --format=csv
    nproc
} >>"$log" 2>&1

# Vulkan loader and the NVIDIA ICD (as run_scan_gpu.sh)
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
    for f in .gl/*.deb; do
        case $f in *validationlayers*) ;; *) dpkg -x "$f" / >>"$log" 2>&1 || say "dpkg -x $f failed" ;; esac
    done
    ldconfig
fi
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if ! ls /usr/share/vulkan/icd.d/nvidia*.json /etc/vulkan/icd.d/nvidia*.json >/dev/null 2>&1 && [ -f "$icd" ]; then
    export VK_DRIVER_FILES=$icd VK_ICD_FILENAMES=$icd
    say "using the NVIDIA ICD $icd"
fi

# MPICH: the carried .debs unpacked into build/mpich, else the machine's mpiexec (the binary
# links Debian's libmpich.so.12: another MPI's mpiexec, e.g. the GPU machine's own, cannot
# start it, and its library is not there)
mpiexec=""
if ! ls "$debs"/*.deb >/dev/null 2>&1 && command -v mpiexec >/dev/null 2>&1; then
    mpiexec=$(command -v mpiexec)
elif ls "$debs"/*.deb >/dev/null 2>&1; then
    rm -rf build/mpich
    for f in "$debs"/*.deb; do dpkg -x "$f" build/mpich >>"$log" 2>&1 || say "dpkg -x $f failed"; done
    mpiexec=$PWD/build/mpich/usr/bin/mpiexec.hydra
    export LD_LIBRARY_PATH=$PWD/build/mpich/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    export PATH=$PWD/build/mpich/usr/bin:$PATH
fi
if [ -z "$mpiexec" ] || [ ! -x "$mpiexec" ]; then
    say "no mpiexec and no $debs/*.deb: nothing to run (see the top of this script)"
    exit 1
fi
chmod +x "$x" 2>/dev/null
if [ ! -x "$x" ]; then
    say "$x missing: build it with mpicc (see the top of this script) and carry $bin"
    exit 1
fi
say "mpiexec: $mpiexec ($("$mpiexec" --version 2>&1 | grep -m1 -i version | sed -e 's/^ *//'))"
ldd "$x" >>"$log" 2>&1
# hydra: fork every rank here, with the control port on the loopback (the machine's host name
# may not resolve); Open MPI: root needs --allow-run-as-root
mflags=(-launcher fork -localhost 127.0.0.1 -hosts 127.0.0.1)
if "$mpiexec" --version 2>&1 | grep -qi 'open mpi\|open-rte'; then
    mflags=(--oversubscribe)
    [ "$(id -u)" = 0 ] && mflags+=(--allow-run-as-root)
fi
unset VK_REDUCE_DEVICE # the node-local rank picks the device (both: the one GPU)

resident=("$x" --resident --op add --type f32 --per-rank "$per_rank" --reps "$reps" --check-bits)
step two-ranks 150 "$out/two2.txt" "$mpiexec" "${mflags[@]}" -n 2 "${resident[@]}"
step one-rank 120 "$out/one.txt" "$mpiexec" "${mflags[@]}" -n 1 "${resident[@]}"
step two-ranks-again 150 "$out/two2b.txt" "$mpiexec" "${mflags[@]}" -n 2 "${resident[@]}"
step host-arrays 150 "$out/host.txt" "$mpiexec" "${mflags[@]}" -n 2 "$x" --op add,max,xor --type f32,u32,i64 \
    --per-rank "$host_per_rank" --reps 3 --check-bits

{
    echo "# bench/run_mpi_gpu.sh $(date -u +%FT%TZ), $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)"
    for f in two2 one two2b host; do
        [ -f "$out/$f.txt" ] || continue
        echo "## $f"
        grep -aE '^(mpi_reduce|  --resident|  host arrays|subgroup|[fiu][0-9]+ [a-z]+ \(|  +rank|  +[0-9]+ |  aggregate|  result|bits|FAIL|[0-9]+ passed)' "$out/$f.txt"
    done
    a2=$(grep -a -m1 '^  aggregate' "$out/two2.txt" 2>/dev/null | sed -e 's/.* = \([0-9.]*\) GB\/s.*/\1/')
    a1=$(grep -a -m1 '^  aggregate' "$out/one.txt" 2>/dev/null | sed -e 's/.* = \([0-9.]*\) GB\/s.*/\1/')
    if [ -n "$a2" ] && [ -n "$a1" ]; then
        echo "aggregate bandwidth: 2 ranks on one GPU $a2 GB/s, 1 rank $a1 GB/s: $(awk -v a="$a2" -v b="$a1" 'BEGIN { printf "%.3f", a / b }')x"
    fi
    b1=$(grep -a '^bits' "$out/two2.txt" 2>/dev/null)
    b2=$(grep -a '^bits' "$out/two2b.txt" 2>/dev/null)
    if [ -n "$b1" ] && [ "$b1" = "$b2" ]; then echo "two 2-rank runs: the same bits ($b1)"
    else echo "two 2-rank runs: DIFFERENT bits or missing: '$b1' vs '$b2'"; failed="$failed bits"; fi
} >"$out/summary.txt" 2>&1
cat "$out/summary.txt" >&2
say "done in $((SECONDS - t0))s; files: $(cd "$out" && echo *)"
if [ -n "$failed" ]; then say "FAILED steps:$failed"; exit 1; fi
say "all steps passed"
