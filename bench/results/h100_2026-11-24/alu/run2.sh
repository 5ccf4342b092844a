#!/usr/bin/env bash
# helper alu, call 2: recover call 1's results if the machine kept them, then the missing runs;
# results tarred after every step (call 1 timed out before its tar)
set -u
. .gpu/setup.sh
t0=$SECONDS
pack() { tar czf $OUT/alu2.tgz -C $OUT r 2>/dev/null; }
log() { echo "$* ($((SECONDS-t0))s)" | tee -a $R/log.txt; pack; }
prev=$(timeout 20 find / -xdev -name xform_v3_2.csv -path '*/r/*' 2>/dev/null | grep -v "^$OUT" | head -1)
if [ -n "$prev" ]; then mkdir -p $R/prev && cp $(dirname $prev)/* $R/prev/; log "recovered $(ls $R/prev | wc -l) files from $(dirname $prev)"; else log "nothing to recover"; fi
D=/tmp/alu; mkdir -p $D
for f in .gpu/alu/*.xz; do b=$D/$(basename $f .xz)
  [ -x $b ] || { xz -dc $f > $b 2>/dev/null || python3 -c "import lzma,sys; sys.stdout.buffer.write(lzma.open(sys.argv[1]).read())" $f > $b; chmod +x $b; }; done
run() { local name=$1 lim=$2; shift 2; timeout $lim "$@" > $R/$name.csv 2> $R/$name.err; log "$name rc=$?"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv >> $R/log.txt 2>&1
mkdir -p build
[ -x build/cub_bench ] || (nvcc -O3 -arch=native -o build/cub_bench bench/cub_bench.cu > $R/nvcc.txt 2>&1; echo "nvcc rc=$?" >> $R/nvcc.txt) &
nv=$!
for b in main v1 v2 v3 v4; do [ -f $R/prev/stats_$b.txt ] || timeout 30 $D/bench_$b --pipeline-stats > $R/stats_$b.txt 2>&1; done; log stats
wait $nv; log "nvcc done"
run cub_read 40 build/cub_bench 28 --arg --extra-log2 26,27
rounds=2; [ -f $R/prev/xform_v3_2.csv ] && rounds=1
for k in 1 2; do
  if [ $k -le $rounds ]; then for b in main v1 v2 v3; do run xform_${b}_$k 45 $D/bench_$b --xform --min-log2 24 --max-log2 28 --warmup-ms 1000; done; fi
  for b in v1 main v4; do run narrow_${b}_$k 50 $D/bench_$b --narrow --min-log2 24 --warmup-ms 1000; done
done
log done
