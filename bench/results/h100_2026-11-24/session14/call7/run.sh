#!/usr/bin/env bash
# session 14 call 7 (31b9c86, final): test_reduce --quick native (every group) and test_scan --quick native, validation layer unpacked
set -u
. .gpu/setup.sh
for f in .gl/*validationlayers*.deb; do dpkg -x "$f" /; done
chmod +x .gpu/v/*
t0=$SECONDS
timeout 240 .gpu/v/test_reduce --no-validation --quick > $R/t_reduce_native_quick.txt 2>&1; echo "test_reduce native quick: $(tail -n1 $R/t_reduce_native_quick.txt) $((SECONDS-t0))s"
timeout 240 .gpu/v/test_scan --no-validation --quick > $R/t_scan_native_quick.txt 2>&1; echo "test_scan native quick: $(tail -n1 $R/t_scan_native_quick.txt) $((SECONDS-t0))s"
grep -h "^FAIL\|keeps_negative" $R/t_*.txt | head -8
tar czf $OUT/c7.tgz -C $OUT r
