#!/usr/bin/env bash
# session 13 call 1: scan diagnostics (variants in .gpu/v/scan_*)
set -u
. .gpu/setup.sh
t0=$SECONDS
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv > $R/smi.txt 2>&1
for b in base vpt8 f64tr; do timeout 60 .gpu/v/scan_$b --pipeline-stats > $R/stats_$b.txt 2>&1; done
A="--scan --min-log2 20 --max-log2 28 --step-log2 2 --extra-log2 27 --no-batch --warmup-ms 500"
timeout 120 .gpu/v/scan_base $A --variants auto,auto+w256,auto+w1024 > $R/s_base_1.csv 2>$R/s_base_1.err; echo "base1 rc=$? $((SECONDS-t0))s"
for k in 1 2; do
  for b in nolb vpt8 pd notk; do
    nc=""; [ $b = nolb ] && nc=1
    env ${nc:+BENCH_NO_CHECK=1} timeout 90 .gpu/v/scan_$b $A --no-copy > $R/s_${b}_$k.csv 2>$R/s_${b}_$k.err; echo "$b $k rc=$? $((SECONDS-t0))s"
  done
  timeout 60 .gpu/v/scan_f64tr $A --no-copy --scan-cases incl.sum.f64,incl.sum.u64 > $R/s_f64tr_$k.csv 2>$R/s_f64tr_$k.err; echo "f64tr $k rc=$? $((SECONDS-t0))s"
  timeout 60 .gpu/v/scan_base $A --no-copy --scan-cases incl.sum.f32,excl.sum.u32,incl.sum.f64,incl.sum.u64 > $R/s_base_r$k.csv 2>$R/s_base_r$k.err; echo "base r$k rc=$? $((SECONDS-t0))s"
done
tar czf $OUT/s1.tgz -C $OUT r
