#!/usr/bin/env bash
# session 14 call 1: device properties; #8 A/B (0.1.0 vs head, same bench.c of 0.1.0), 5 rounds;
# narrow sums base vs var (dot product u8, unpackHalf2x16 f16), 3 rounds; CUB read kernel
set -u
. .gpu/setup.sh
chmod +x .gpu/v/*
mkdir -p build
t0=$SECONDS
(nvcc -O3 -arch=native -o build/cub_bench bench/cub_bench.cu > $R/nvcc.txt 2>&1) &
NV=$!
.gpu/v/fc > $R/props.txt 2>&1; .gpu/v/dp >> $R/props.txt 2>&1; cat $R/props.txt
for k in 1 2 3 4 5; do for b in old new; do
  timeout 60 .gpu/v/bench_$b --min-log2 10 --max-log2 28 --no-host > $R/ab_${b}_$k.csv 2>/dev/null; echo "$b $k rc=$? $((SECONDS-t0))s"
done; done
for k in 1 2 3; do for b in base var; do
  timeout 40 .gpu/v/bench_$b --narrow --min-log2 26 --max-log2 28 > $R/nw_${b}_$k.csv 2>$R/nw_${b}_$k.err; echo "narrow $b $k rc=$? $((SECONDS-t0))s"
done; done
wait $NV; echo "nvcc rc=$? $((SECONDS-t0))s"
timeout 60 build/cub_bench 28 > $R/cub.csv 2>&1; echo "cub rc=$? $((SECONDS-t0))s"
cp build/cub_bench $OUT/cub_bench 2>/dev/null
grep -h FAIL $R/*.csv | head
tar czf $OUT/c1.tgz -C $OUT r
