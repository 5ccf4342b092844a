#!/usr/bin/env bash
# session 14 call 5 (probe commit): H100 tests (native --quick, every group; reliability + info with the probe);
# #8 A/B 0.1.0 vs head with 0.1.0's bench.c (default cases, 2^10..2^28, 5 rounds); narrow sums + CUDA read
set -u
. .gpu/setup.sh
chmod +x .gpu/v/*
t0=$SECONDS
timeout 240 .gpu/v/test_reduce --no-validation --quick > $R/t_native_quick.txt 2>&1; echo "tests: $(tail -n1 $R/t_native_quick.txt) $((SECONDS-t0))s"
grep -h "^FAIL\|keeps_negative" $R/t_native_quick.txt | head -5
for k in 1 2 3 4 5; do for b in old new; do
  timeout 60 .gpu/v/bench_$b --min-log2 10 --max-log2 28 --no-host > $R/ab_${b}_$k.csv 2>/dev/null; echo "$b $k rc=$? $((SECONDS-t0))s"
done; done
timeout 45 .gpu/v/bench_cur --narrow --min-log2 26 --max-log2 28 > $R/nw_cur_1.csv 2>$R/nw_cur_1.err; echo "narrow rc=$? $((SECONDS-t0))s"
timeout 60 .gpu/v/cub_bench 28 --arg --extra-log2 26,27 > $R/cub_arg_1.csv 2>&1; echo "cub rc=$? $((SECONDS-t0))s"
grep -h FAIL $R/*.csv | head
tar czf $OUT/c5.tgz -C $OUT r
