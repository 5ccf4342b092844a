#!/usr/bin/env bash
# session 13 call 4: f64 pair layout; head = 732a5bc
set -u
. .gpu/setup.sh
t0=$SECONDS
for b in pair2 pair4; do timeout 60 .gpu/v/scan_$b --pipeline-stats > $R/stats_$b.txt 2>&1; done
A="--scan --min-log2 20 --max-log2 28 --step-log2 2 --extra-log2 27 --no-batch --warmup-ms 500 --no-copy"
for k in 1 2; do
  for b in base head pair2 pair4; do
    c="--scan-cases incl.sum.f64,incl.sum.u64"; [ $b = head -o $b = base ] && c=""
    timeout 80 .gpu/v/scan_$b $A $c > $R/s_${b}_$k.csv 2>$R/s_${b}_$k.err; echo "$b $k rc=$? $((SECONDS-t0))s"
  done
done
tar czf $OUT/s4.tgz -C $OUT r
