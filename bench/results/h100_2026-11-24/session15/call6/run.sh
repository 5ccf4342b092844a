#!/usr/bin/env bash
# session 15 call 6 (.gpu/t5.sh): f64 reduce modules always vote (no variant bit): H100 tests and A/B old/new (sum.f64, xform)
set -u
. .gpu/setup.sh
for f in .gl/*validationlayers*.deb; do dpkg -x "$f" /; done
chmod +x .gpu/v/*
t0=$SECONDS
timeout 240 .gpu/v/test_reduce --no-validation --quick > $R/t_native_quick.txt 2>&1; echo "native quick: $(tail -n1 $R/t_native_quick.txt) $((SECONDS-t0))s"
timeout 100 .gpu/v/test_reduce --quick --filter reliability,info,transform,narrow > $R/t_valid.txt 2>&1; echo "validation on: $(tail -n1 $R/t_valid.txt) $((SECONDS-t0))s"
grep -h "^FAIL\|^VALIDATION" $R/t_*.txt | head -8
for k in 1 2 3 4 5; do for b in old new; do
  timeout 40 .gpu/v/b_$b --cases sum.f64 --min-log2 10 --max-log2 28 --no-host > $R/ab_${b}_$k.csv 2>/dev/null; echo "$b $k rc=$? $((SECONDS-t0))s"
done; done
for k in 1 2; do for b in old new; do
  timeout 60 .gpu/v/b_$b --xform --min-log2 16 --max-log2 26 > $R/xf_${b}_$k.csv 2>/dev/null; echo "xform $b $k rc=$? $((SECONDS-t0))s"
done; done
grep -h FAIL $R/*.csv | head
tar czf $OUT/t5.tgz -C $OUT r
