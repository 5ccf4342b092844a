#!/usr/bin/env bash
# session 13 call 5: scans of 732a5bc beside CUB (run_scan_gpu.sh), then head vs ep (early P post)
set -u
. .gpu/setup.sh
t0=$SECONDS
mkdir -p $R/scan
ROUNDS=2 BIN_DIR=.gpu/h BUDGET_S=330 bash bench/run_scan_gpu.sh $R/scan > $R/scan_stdout.txt 2>&1; echo "scan rc=$? $((SECONDS-t0))s"
A="--scan --min-log2 24 --max-log2 28 --step-log2 2 --extra-log2 27 --no-batch --warmup-ms 500 --no-copy"
for k in 1 2; do
  for b in head ep; do
    timeout 60 .gpu/v/scan_$b $A > $R/s_${b}_$k.csv 2>$R/s_${b}_$k.err; echo "$b $k rc=$? $((SECONDS-t0))s"
  done
done
tar czf $OUT/s5.tgz -C $OUT r
