#!/usr/bin/env bash
# rows helper: A/B of the rows kernel variants (bench --rows), alternating, then CUB once.
set -u
. .gpu/setup.sh
t0=$SECONDS
mkdir -p /tmp/rb && tar xJf .gpu/rows/bins.tar.xz -C /tmp/rb
V=${V:-"main sg128 spec spec256 f8 f8w256 triv"}
for k in 1 2 3 4; do
  for v in $V; do
    [ $((SECONDS - t0)) -gt 300 ] && break 2
    timeout 60 /tmp/rb/bench_$v --rows --warmup-ms 1000 --reps 100 > $R/rows_${v}_$k.csv 2> $R/rows_${v}_$k.err
    echo "$v $k rc=$? $((SECONDS - t0))s"
  done
done
if [ $((SECONDS - t0)) -lt 330 ]; then
  mkdir -p build; nvcc -O3 -arch=native -o build/cub_bench bench/cub_bench.cu > $R/nvcc.txt 2>&1; echo "nvcc rc=$? $((SECONDS - t0))s"
  timeout 40 build/cub_bench --rows > $R/cub_rows.csv 2>&1; echo "cub rc=$? $((SECONDS - t0))s"
fi
grep -h "FAIL" $R/* | head
tar czf $OUT/rows.tgz -C $OUT r
