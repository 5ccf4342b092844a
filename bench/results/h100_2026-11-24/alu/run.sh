#!/usr/bin/env bash
# helper alu: f16 conversion and compensated-sum variants against main (one device call)
set -u
. .gpu/setup.sh
t0=$SECONDS
D=/tmp/alu; mkdir -p $D
for f in .gpu/alu/*.xz; do b=$D/$(basename $f .xz)
  xz -dc $f > $b 2>/dev/null || python3 -c "import lzma,sys; sys.stdout.buffer.write(lzma.open(sys.argv[1]).read())" $f > $b
  chmod +x $b; done
log() { echo "$* ($((SECONDS-t0))s)" | tee -a $R/log.txt; }
run() { local name=$1 lim=$2; shift 2; timeout $lim "$@" > $R/$name.csv 2> $R/$name.err; log "$name rc=$?"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv >> $R/log.txt 2>&1
mkdir -p build
(nvcc -O3 -arch=native -o build/cub_bench bench/cub_bench.cu > $R/nvcc.txt 2>&1; echo "nvcc rc=$?" >> $R/nvcc.txt) &
nv=$!
for b in main v1 v2 v3; do timeout 30 $D/bench_$b --pipeline-stats > $R/stats_$b.txt 2>&1; log "stats_$b rc=$?"; done
wait $nv; log "nvcc: $(tail -n1 $R/nvcc.txt)"
for k in 1 2; do
  for b in main v1; do run narrow_${b}_$k 60 $D/bench_$b --narrow --warmup-ms 1000; done
done
for k in 1 2; do
  for b in main v1 v2 v3; do run xform_${b}_$k 45 $D/bench_$b --xform --min-log2 24 --max-log2 28 --warmup-ms 1000; done
done
run cub_read 40 build/cub_bench 28 --arg --extra-log2 26,27
grep -h "FAIL" $R/*.csv $R/*.err | head >> $R/log.txt
log done
tar czf $OUT/alu.tgz -C $OUT r
