#!/usr/bin/env bash
# session 13 call 6: test_scan of 732a5bc on the H100 (native full; shuffle and shared+sets quick; validation quick)
set -u
. .gpu/setup.sh
for f in .gl/*validationlayers*.deb; do dpkg -x "$f" /; done
t0=$SECONDS
timeout 280 .gpu/h/test_scan --no-validation --timeout 270 > $R/t_native.txt 2>&1; echo "native: $(tail -n1 $R/t_native.txt) $((SECONDS-t0))s"
VKR_TEST_PATH=shuffle timeout 100 .gpu/h/test_scan --quick --no-validation --timeout 90 > $R/t_shuffle.txt 2>&1; echo "shuffle: $(tail -n1 $R/t_shuffle.txt) $((SECONDS-t0))s"
VKR_TEST_PATH=shared VKR_TEST_BINDING=sets timeout 100 .gpu/h/test_scan --quick --no-validation --timeout 90 > $R/t_shared_sets.txt 2>&1; echo "shared sets: $(tail -n1 $R/t_shared_sets.txt) $((SECONDS-t0))s"
timeout 120 .gpu/h/test_scan --quick --filter schedules,engine,determinism --timeout 110 > $R/t_validation.txt 2>&1; echo "validation: $(tail -n1 $R/t_validation.txt) $((SECONDS-t0))s"
grep -h "^FAIL" $R/t_*.txt | head -5
tar czf $OUT/s6.tgz -C $OUT r
