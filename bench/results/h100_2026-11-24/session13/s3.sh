#!/usr/bin/env bash
# session 13 call 3: f64 slices
set -u
. .gpu/setup.sh
t0=$SECONDS
for b in f64sl base; do timeout 60 .gpu/v/scan_$b --pipeline-stats > $R/stats_$b.txt 2>&1; done
A="--scan --min-log2 20 --max-log2 28 --step-log2 2 --extra-log2 27 --no-batch --warmup-ms 500 --no-copy --scan-cases incl.sum.f64,incl.sum.u64,incl.sum.f32"
for k in 1 2; do
  for b in base f64sl f64slf8 fold8; do
    timeout 80 .gpu/v/scan_$b $A > $R/s_${b}_$k.csv 2>$R/s_${b}_$k.err; echo "$b $k rc=$? $((SECONDS-t0))s"
  done
done
tar czf $OUT/s3.tgz -C $OUT r
