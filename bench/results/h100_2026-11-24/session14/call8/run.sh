#!/usr/bin/env bash
# session 14 call 8 (86c47f1, final): test_reduce --quick native every group (the self-test's -0.0 sum in group caps)
set -u
. .gpu/setup.sh
for f in .gl/*validationlayers*.deb; do dpkg -x "$f" /; done
chmod +x .gpu/v/*
t0=$SECONDS
timeout 240 .gpu/v/test_reduce --no-validation --quick > $R/t_reduce_native_quick.txt 2>&1; echo "test_reduce native quick: $(tail -n1 $R/t_reduce_native_quick.txt) $((SECONDS-t0))s"
grep -h "^FAIL\|keeps_negative\|self-test, nothing" $R/t_*.txt | head -8
tar czf $OUT/c8.tgz -C $OUT r
