#!/usr/bin/env bash
# session 14 call 3 (ea9e1c6): H100 tests of the dot-product modules (narrow, caps, info; native);
# #8 A/B 0.1.0 vs head with 0.1.0's bench.c (every default case, 2^10..2^28, 5 rounds); narrow sums beside the CUDA read kernel
set -u
. .gpu/setup.sh
chmod +x .gpu/v/*
t0=$SECONDS
timeout 150 .gpu/v/test_reduce --no-validation --quick --filter info,narrow,caps > $R/t_native.txt 2>&1; echo "tests: $(tail -n1 $R/t_native.txt) $((SECONDS-t0))s"
grep -h "^FAIL" $R/t_native.txt | head -5
for k in 1 2 3 4 5; do for b in old new; do
  timeout 60 .gpu/v/bench_$b --min-log2 10 --max-log2 28 --no-host > $R/ab_${b}_$k.csv 2>/dev/null; echo "$b $k rc=$? $((SECONDS-t0))s"
done; done
for k in 1 2; do
  timeout 45 .gpu/v/bench_cur --narrow --min-log2 26 --max-log2 28 > $R/nw_cur_$k.csv 2>$R/nw_cur_$k.err; echo "narrow $k rc=$? $((SECONDS-t0))s"
  timeout 60 .gpu/v/cub_bench 28 --arg --extra-log2 26,27 > $R/cub_arg_$k.csv 2>&1; echo "cub $k rc=$? $((SECONDS-t0))s"
done
grep -h FAIL $R/*.csv | head
tar czf $OUT/c3.tgz -C $OUT r
