#!/usr/bin/env bash
# session 14 call 9 (review: dot modules add-only, one caps query): narrow/caps/info tests native; narrow sums + CUDA read
set -u
. .gpu/setup.sh
for f in .gl/*validationlayers*.deb; do dpkg -x "$f" /; done
chmod +x .gpu/v/*
t0=$SECONDS
timeout 120 .gpu/v/test_reduce --no-validation --quick --filter info,caps,narrow > $R/t_native.txt 2>&1; echo "tests: $(tail -n1 $R/t_native.txt) $((SECONDS-t0))s"
grep -h "^FAIL" $R/t_native.txt | head -5
timeout 45 .gpu/v/bench_cur --narrow --min-log2 26 --max-log2 28 > $R/nw_cur_1.csv 2>$R/nw_cur_1.err; echo "narrow rc=$? $((SECONDS-t0))s"
timeout 60 .gpu/v/cub_bench 28 --arg --extra-log2 26,27 > $R/cub_arg_1.csv 2>&1; echo "cub rc=$? $((SECONDS-t0))s"
grep -h "^vkr" $R/nw_cur_1.csv | cut -d, -f1-3; grep -h "cuda.read.f32,\(67108864\|134217728\)" $R/cub_arg_1.csv
tar czf $OUT/c9.tgz -C $OUT r
