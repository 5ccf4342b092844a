#!/usr/bin/env bash
# session 15 call 10 (review commit 1d6fd2a): the narrow-feature helper on the H100 (float16 with shaderDenormPreserveFloat16
# and the dot product: engine and prototype contexts)
set -u
. .gpu/setup.sh
for f in .gl/*validationlayers*.deb; do dpkg -x "$f" /; done
chmod +x .gpu/v/*
t0=$SECONDS
timeout 200 .gpu/v/test_reduce --quick --filter info,caps,narrow,prototype > $R/t_review.txt 2>&1; echo "validation on: $(tail -n1 $R/t_review.txt) $((SECONDS-t0))s"
grep -h "^FAIL\|skipped\|enabled_features\|features 0x" $R/t_review.txt | head -12
tar czf $OUT/t10.tgz -C $OUT r
