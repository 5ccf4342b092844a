#!/usr/bin/env bash
# session 14 call 2: #8 f32 -0.0 fix forms (old 0.1.0, new head, pre = vote before the add, nofix = diagnostic)
# with the 0.1.0 bench.c; narrow sums base / var2 (dot u8, unpackHalf2x16 f16, unrolled 4-load widened loop) / unroll; CUDA read
set -u
. .gpu/setup.sh
chmod +x .gpu/v/*
t0=$SECONDS
for k in 1 2 3 4 5; do for b in old new pre nofix; do
  timeout 40 .gpu/v/bench_$b --cases sum.f32,max.f32,sum.f64 --min-log2 12 --max-log2 22 --no-host > $R/ab_${b}_$k.csv 2>/dev/null; echo "$b $k rc=$? $((SECONDS-t0))s"
done; done
for k in 1 2; do for b in base var2 unroll; do
  timeout 45 .gpu/v/bench_$b --narrow --min-log2 26 --max-log2 28 > $R/nw_${b}_$k.csv 2>$R/nw_${b}_$k.err; echo "narrow $b $k rc=$? $((SECONDS-t0))s"
done
timeout 60 .gpu/v/cub_bench 28 --arg --extra-log2 26,27 > $R/cub_arg_$k.csv 2>&1; echo "cub $k rc=$? $((SECONDS-t0))s"
done
grep -h FAIL $R/*.csv | head
tar czf $OUT/c2.tgz -C $OUT r
