#!/usr/bin/env bash
# Where a reduce's time goes: the reduce kernel cut short after each of its stages
# (shaders/ablation.glsl: 0 nothing, 1 one store, 2 the grid-stride loop, 3 + the workgroup
# reduce, 4 + the partial and the ticket, 6 stage 4 without its fences; the full kernel is stage
# 5), timed back to back beside
# the dispatch floor, with push descriptors and with descriptor sets, in alternating rounds.
# docs/performance.md has the table and what it says.
#
#   bash bench/ablation.sh build       here: build/ablation/K/tree/vk_reduce.h (gen.py --define
#                                      VKR_ABLATE_STAGE=K, about a minute each) and the benches
#                                      .gpu/ablation/bench_sK built against them, and bench_s5
#                                      (this tree's header)
#   bash bench/ablation.sh run [DIR]   on the GPU machine (carry .gpu and .gl): ROUNDS rounds
#                                      (default 2) of every stage x binding into DIR (default
#                                      $OUT/ablation), then the median per stage (bench/ab_ratios.py)
#
# Stages 0-4 and 6 do not compute the reduce (3, 4 and 6 do with one workgroup): they run with
# --no-check. STAGES (default "0 1 2 3 4 6") chooses the cut-short stages, CASES (default
# sum.f32) and ARGS (default 2^12..2^24, every power of two) what is timed.
set -eu
stages=${STAGES:-0 1 2 3 4 6}
case ${1:-} in
build)
    make -s build/bench/copy_spv.h
    mkdir -p .gpu/ablation
    for k in $stages 5; do
        tree=build/ablation/$k/tree
        rm -rf "$tree"
        mkdir -p "$tree/bench" "$tree/tests"
        cp bench/bench.c "$tree/bench/"
        cp tests/harness.c tests/harness.h "$tree/tests/"
        if [ "$k" = 5 ]; then
            cp vk_reduce.h "$tree/"
        else
            python3 gen/gen.py --define "VKR_ABLATE_STAGE=$k" --output "$tree/vk_reduce.h"
        fi
        ${CC:-cc} -std=c99 -O2 -I"$tree" -Ibuild/bench "$tree/bench/bench.c" "$tree/tests/harness.c" -o ".gpu/ablation/bench_s$k" -ldl -lm
    done
    ;;
run)
    dir=${2:-${OUT:-build}/ablation}
    mkdir -p "$dir"
    if ! ldconfig -p | grep -q libvulkan.so.1; then
        for f in .gl/*.deb; do case $f in *validationlayers*) ;; *) dpkg -x "$f" / ;; esac; done
        ldconfig
    fi
    cases=${CASES:-sum.f32}
    args=${ARGS:---min-log2 12 --max-log2 24 --extra-log2 13,15,17,19,21,23}
    variants=
    for r in $(seq 1 "${ROUNDS:-2}"); do
        for k in 5 $stages; do
            check=--no-check
            [ "$k" = 5 ] && check=
            for b in push sets; do
                echo "== round $r stage $k $b" >&2
                # shellcheck disable=SC2086
                timeout 120 .gpu/ablation/bench_s$k --cases "$cases" $args --no-host --reps 30 --binding $b $check \
                    >"$dir/ab_s$k${b}_$r.csv" 2>>"$dir/log.txt" || echo "   exit $?" >&2
                [ "$r" = 1 ] && variants=$variants${variants:+,}s$k$b
            done
        done
    done
    python3 bench/ab_ratios.py "$dir" "$variants" | tee "$dir/table.txt"
    ;;
*)
    sed -n 2,18p "$0"
    exit 2
    ;;
esac
