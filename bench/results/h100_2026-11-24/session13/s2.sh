#!/usr/bin/env bash
# session 13 call 2: look-back window / fold variants, counters
set -u
. .gpu/setup.sh
t0=$SECONDS
A="--scan --min-log2 22 --max-log2 28 --step-log2 2 --extra-log2 27 --no-batch --warmup-ms 500 --no-copy"
for b in cntw cnts; do timeout 80 .gpu/v/scan_$b $A > $R/c_$b.csv 2>$R/c_$b.err; echo "$b rc=$? $((SECONDS-t0))s"; done
for k in 1 2; do
  for b in base fold8 lb3 lb4 lb4f8 ifold; do
    timeout 80 .gpu/v/scan_$b $A > $R/s_${b}_$k.csv 2>$R/s_${b}_$k.err; echo "$b $k rc=$? $((SECONDS-t0))s"
  done
done
tar czf $OUT/s2.tgz -C $OUT r
