#!/usr/bin/env bash
# session 15 call 1: scan tiles of two sub-tiles (32-bit types) vs base; test_scan on sub2
set -u
. .gpu/setup.sh
t0=$SECONDS
for b in base sub2; do timeout 60 .gpu/v/scan_$b --pipeline-stats > $R/stats_$b.txt 2>&1; done
A="--scan --min-log2 24 --max-log2 28 --step-log2 2 --extra-log2 27 --no-batch --warmup-ms 500 --no-copy --variants auto,auto+w256"
for k in 1 2 3; do
  for b in base sub2; do
    timeout 70 .gpu/v/scan_$b $A > $R/s_${b}_$k.csv 2>$R/s_${b}_$k.err; echo "$b $k rc=$? $((SECONDS-t0))s"
  done
done
timeout 150 .gpu/v/test_scan_sub2 --quick > $R/t_sub2.txt 2>&1; echo "test rc=$? $((SECONDS-t0))s"
tail -3 $R/t_sub2.txt; grep "^FAIL" $R/t_sub2.txt | head -20
tar czf $OUT/t1.tgz -C $OUT r
