#!/usr/bin/env bash
# session 14 call 6 (f16 hw commit): H100 tests native --quick every group, validation layer unpacked (prototype
# contexts with validation); shuffle and shared+sets on narrow/caps/info/reliability; narrow sums beside the CUDA read
set -u
. .gpu/setup.sh
for f in .gl/*validationlayers*.deb; do dpkg -x "$f" /; done
chmod +x .gpu/v/*
t0=$SECONDS
timeout 240 .gpu/v/test_reduce --no-validation --quick > $R/t_native_quick.txt 2>&1; echo "native quick: $(tail -n1 $R/t_native_quick.txt) $((SECONDS-t0))s"
grep -h "^FAIL\|keeps_negative" $R/t_native_quick.txt | head -5
VKR_TEST_PATH=shuffle timeout 90 .gpu/v/test_reduce --no-validation --quick --filter info,caps,narrow,reliability > $R/t_shuffle.txt 2>&1; echo "shuffle: $(tail -n1 $R/t_shuffle.txt) $((SECONDS-t0))s"
VKR_TEST_PATH=shared VKR_TEST_BINDING=sets timeout 90 .gpu/v/test_reduce --no-validation --quick --filter info,caps,narrow,reliability > $R/t_shared_sets.txt 2>&1; echo "shared sets: $(tail -n1 $R/t_shared_sets.txt) $((SECONDS-t0))s"
timeout 120 .gpu/v/test_reduce --filter narrow,reliability,info > $R/t_valid.txt 2>&1; echo "validation on: $(tail -n1 $R/t_valid.txt) $((SECONDS-t0))s"
grep -h "^FAIL\|^VALIDATION" $R/t_*.txt | head -8
for k in 1 2; do
  timeout 45 .gpu/v/bench_cur --narrow --min-log2 26 --max-log2 28 > $R/nw_cur_$k.csv 2>$R/nw_cur_$k.err; echo "narrow $k rc=$? $((SECONDS-t0))s"
  timeout 60 .gpu/v/cub_bench 28 --arg --extra-log2 26,27 > $R/cub_arg_$k.csv 2>&1; echo "cub $k rc=$? $((SECONDS-t0))s"
done
grep -h FAIL $R/*.csv | head
tar czf $OUT/c6.tgz -C $OUT r
