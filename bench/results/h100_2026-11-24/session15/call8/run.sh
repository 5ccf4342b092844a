#!/usr/bin/env bash
# session 15 call 8: output staging, with a barrier after the staging stores (stageb)
set -u
. .gpu/setup.sh
t0=$SECONDS
for b in base stage stageb; do timeout 60 .gpu/v/scan_$b --pipeline-stats > $R/stats_$b.txt 2>&1; done
grep scan $R/stats_*.txt
A="--scan --min-log2 24 --max-log2 28 --step-log2 2 --extra-log2 27 --no-batch --warmup-ms 500 --no-copy --scan-cases incl.sum.f32,excl.sum.u32"
for k in 1 2; do
  for b in base stage stageb; do
    timeout 70 .gpu/v/scan_$b $A > $R/ab_${b}_$k.csv 2>$R/ab_${b}_$k.err; echo "$b $k rc=$? $((SECONDS-t0))s"
  done
done
grep -h FAIL $R/*.csv | head -3
tar czf $OUT/t8.tgz -C $OUT r
