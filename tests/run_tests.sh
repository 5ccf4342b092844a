#!/usr/bin/env bash
# tests/run_tests.sh - the whole vk_reduce test matrix, on lavapipe (Mesa's CPU Vulkan driver).
#
#   BUILD_DIR=build/tests bash tests/run_tests.sh       (what `make test` runs)
#
# Phases (each adds to the totals; the last line of output is the total "N passed, N failed").
# The builds go two at a time; each phase then queues its test runs, and all of them run at the
# end in one pool, two at a time (VKR_TEST_JOBS, default the number of CPUs: they spend most of
# their time compiling pipelines on one thread), longest first. Each run's own time is in the
# summary at the end. The whole suite takes about 25 minutes on the 2-core CI machine; each
# group runs in full once, the other sizes, paths, bindings and drivers get what depends on them.
#   1 build   the warning flags reach each compiler; test_reduce (tests/test_reduce.c, the
#             group files by area and tests/harness.c: REDUCE_SRC below) as C99 (gcc, clang) and as
#             C++11/C++17 (g++, clang++), test_scan (SCAN_SRC) as C99 (gcc) and C++11/C++17 (g++,
#             clang++); the two-translation-unit link test (link_api.c +
#             link_impl.c) as C99, C11, C++11, C++17, mixed C/C++, with VK_NO_PROTOTYPES, and with
#             VK_NO_PROTOTYPES + volk. All with -Wall -Wextra -Wpedantic -Werror. Every linked
#             program is run and must check the implementation really got compiled.
#             The linkage macros (tests/link_linkage.sh, gcc C99 and clang++ C++17): a
#             VK_REDUCE_SHARED shared object built with -fvisibility=hidden exports exactly the
#             public functions (nm) and link_api.c runs against it; two VK_REDUCE_STATIC copies
#             of the implementation link into one program.
#   2 lavapipe  test_reduce at LP_NATIVE_VECTOR_WIDTH=128/256/512 (subgroup size 4/8/16, checked
#             with --expect-subgroup-size; the full sizes at 8, --quick at 4 and 16) under
#             VK_LAYER_KHRONOS_validation with synchronization validation, on the native kernel
#             path (VKR_TEST_PATH=native); group "binding" runs descriptor sets. Group
#             "kernels" (the shuffle and shared paths forced on every op x type, and the shared
#             path with a wrong subgroup size in the context) runs at size 8 in phase 7 and on
#             SwiftShader; 2b runs the other paths at every size.
#             The groups rows, rows_segments, rows_gpucount, rows_bad and rows_proto (row and
#             segmented reduce, GPU-resident counts) run in this phase at 8, at 4 without
#             rows_proto and moments-rows, at 16 rows alone; in 2b on the shuffle path at 16 and
#             the shared path at 8 (descriptor sets), in 4 (rows, rows_proto) and on SwiftShader
#             (rows, rows_segments); rows_bad (host-side argument checks) also under valgrind.
#             Group "argmin" (argmin/argmax/minmax) also forces the other two paths and
#             descriptor sets itself (outside --quick), and runs with 64 KiB binding ranges; it
#             runs in phases 2, 2b (one of its runs), newlayer and swiftshader.
#   2b paths  the same, --quick, with VKR_TEST_PATH=shuffle and VKR_TEST_PATH=shared (every
#             context of the suite on that path), each with push descriptors and with
#             descriptor sets (VKR_TEST_BINDING), over subgroup sizes 4/8/16; without
#             the groups "kernels" and "caps" (phase 2 runs them), and the descriptor-set runs
#             without group "paths" (feature subsets and workgroup sizes: once per path, in
#             its push-descriptor run). Then the GPU plans (VKR_TEST_PLAN_AS_GPU=1: one-step
#             grids, rows and segments on workgroup tiers) at size 8, --quick, on the reduce,
#             determinism and rows groups.
#   2t transform  the transform-reduce and compensated-sum groups (test_reduce --filter
#             transform: dot / sum_squares / norm2 on f32 and f64, VKR_REDUCE_COMPENSATED, their
#             argument errors, vkr_reduce) without --quick on the paths phase 2b runs only
#             --quick: shuffle + descriptor sets at size 8 and shared + push at size 16 (2b runs
#             them --quick on every path x binding; phase 2 on native + push at every size).
#   2o optouts  builds with the opt-out macros (VK_REDUCE_NO_*) under three sets: the smallest
#             build (f32/i32/u32 plain reduces, native path), no native path / 64-bit / narrow,
#             no shared path / rows / arg / transform / compensated. Each: test_pack (the packed
#             groups through the C decoder; left-out groups absent), test_reduce --quick on the
#             groups that recognise a left-out kernel and check its refusal instead of a result
#             (info, sizes, offsets, rows, transform, compensated, optouts), test_scan sinfo and
#             badinput where scans are in; the smallest build's size_min links <= 200 KB of text
#             and runs, the everything build <= 1.1 MB. Phase 1 also runs test_pack (C99, C++17).
#   2c scan   test_scan (vkr_cmd_scan, vkr_scan) on lavapipe: every group at subgroup size 8;
#             --quick at 4 and 16 (every op x type x kind x init, both algorithms; without the
#             groups schedules and selftest; row scans at 4 and 8, at 16 on the shuffle path);
#             LP_NUM_THREADS=1 at 4, 8 and 16 (workgroups one
#             at a time: groups schedules -- SWAP_PAIRS must fall back --, determinism, and
#             selftest -- the move to reduce-then-scan); the shuffle path with descriptor sets
#             (16) and the shared path with push descriptors (4), --quick; the scan digests of
#             fixed data compared between the runs with and without LP_NUM_THREADS=1 at each
#             size (the single pass gives the same bits whatever the thread count); and the
#             deliberately broken build (VKR_TEST_SCAN_BROKEN=1: no fallback, LP_NUM_THREADS=1,
#             group schedules), which counts as one pass only if the suite reports failures
#             ("broken build caught: N failures"). Stream compaction (the select groups, whose
#             pipelines take lavapipe seconds each to build): every select group --quick at size
#             8 in a run of its own; group select alone on the shuffle and shared paths and
#             SwiftShader; none in the other runs. Segmented scans (the segments groups): every
#             one --quick at size 8 in a run of their own, the schedules with LP_NUM_THREADS=1
#             at 8, split and badinput on the shuffle and shared paths (the binding: one module
#             serves every path), segments, split and badinput on SwiftShader.
#   2u operators  test_operators (user-defined operators: the headers of examples/operators made
#             by gen.py --user-op at build time; reduce, scan, row and segmented scans of
#             non-commutative operators, exact against the left fold): every group at size 8 on
#             the native path; --quick at 4 (shared path, descriptor sets) and 16 (shuffle); the
#             C++17 build's registration, edge and bad-input groups; SwiftShader (no f64: the f64
#             operator refused).
#   3 allocfail  test_alloc_fail: every host allocation made through VkAllocationCallbacks fails
#             in turn (k = 1, 2, ...) while creating contexts and in the synchronous helpers; each
#             k in a forked child; crashes inside lavapipe or the loader are SKIPped and named.
#   3 c++     the clang++ -std=c++17 builds, --quick, subgroup size 8: test_reduce without the
#             groups paths, kernels and caps (many contexts: the C builds run them) and the
#             groups argmin, narrow, rows, transform (the C builds run them); test_scan
#             groups sinfo, sweep, determinism, badinput, selftest.
#   4 asan    an -fsanitize=address,undefined build, --quick, subgroup size 8, validation on,
#             without the groups caps, kernels, paths, argmin, narrow, rows_segments,
#             rows_gpucount and moments-rows (the same host code as the other groups).
#   5 valgrind  memcheck (--leak-check=full, --error-exitcode) on the host-side groups, --quick
#             (test_reduce; test_operators register and badinput: registration, refused calls).
#   6 gpu-av  --quick with GPU-assisted validation (groups of plain reduces and narrow inputs on
#             lavapipe, of plain reduces on SwiftShader; argmin's accesses are the reduce's
#             loads plus a value and an index, and run under neither). With the validation layers of this
#             image (1.3.239) GPU-AV does
#             not track push descriptors, reports "Descriptor index 0 is uninitialized" for every
#             dispatch and its instrumentation then skips the buffer accesses, so results are
#             wrong too (KhronosGroup/Vulkan-ValidationLayers#5321, fixed after 1.3.239). Exactly
#             sized input/output buffers (group "tight") and the core descriptor-range checks
#             cover out-of-bounds bindings instead. When the current layer from chromium-common
#             can be had (tests/chromium_vulkan.sh, see below) this phase uses it (it follows
#             push descriptors; ~80 s on 2 cores); otherwise the system's, as before.
#   7 newlayer  the current Khronos validation layer from Debian's chromium-common
#             (1.4.x; fetched and unpacked by tests/chromium_vulkan.sh into VKR_CHROMIUM_DIR,
#             default build/chromium, never installed): tests/probe_devices checks that the
#             loader takes it (VK_LAYER_PATH replaces the system layer) and that it reports
#             deliberate errors on lavapipe, then test_reduce --quick, subgroup size 8, without
#             the groups caps and paths (contexts and choices, run by phases 2 and 2b; group
#             kernels stays: the layer's spirv-val sees every path's modules), under
#             synchronization validation with syncval_shader_accesses_heuristic on
#             (VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC=1; VKR_TEST_SYNCVAL_HEURISTIC=0 turns it
#             off): from 1.4.3xx on, synchronization validation ignores every shader access made
#             through a descriptor unless it is on, i.e. it would check no dispatch at all.
#             The duplicate-message limit is off (VK_LAYER_ENABLE_MESSAGE_LIMIT=0) so every
#             message is printed.
#   8 swiftshader  SwiftShader, the CPU driver in chromium-common (Vulkan 1.3,
#             subgroup size 4, no VK_KHR_push_descriptor, no shaderInt64/shaderFloat64),
#             under the same layer: probe_devices (device report, sync and GPU-AV checks), then
#             test_reduce --quick with --no-64bit (f64/i64/u64 must be refused with
#             VK_ERROR_FEATURE_NOT_PRESENT) under synchronization validation, and --quick
#             --gpu-av; test_scan --quick --no-64bit under synchronization validation, without
#             the schedules, wgsize, selftest and prototype groups (lavapipe runs them). The
#             library binds with descriptor sets there (no push descriptors).
#   packaging  tests/packaging.sh: tests/consumer built through CMake (add_subdirectory,
#             FetchContent of an archive of the working tree, find_package after
#             `cmake --install` into a temporary prefix; add_subdirectory with
#             VK_REDUCE_STATIC_VULKAN_FUNCTIONS and with VK_REDUCE_USE_VOLK) and through
#             pkg-config; each reduces a known u32 array on lavapipe (subgroup size 8) with the
#             validation layer on and checks the exact sum and max (~25 s on 2 cores).
#   mpi       tests/mpi_test.sh: tests/test_mpi.c (and examples/mpi_reduce.c, run once) built with mpicc (-Wpedantic -Werror), 4
#             MPI ranks on lavapipe under validation with sync validation (uniform subgroup
#             size 8; then sizes 4, 8, 16, 8 through MPMD, twice: the same bits), 3 ranks over
#             the same global array, empty shards; integer results exact and identical in every
#             run, floats within the stated bound (~50 s on 2 cores). Without mpicc/mpiexec it
#             is a SKIP, or a failure when VKR_TEST_PHASES names it (.ci/run installs mpich).
#   chromium-common cannot be fetched (no network, no apt-get): newlayer and swiftshader count
#   one failure each ("could not fetch"), gpu-av falls back to the system layer.
#   threads  tests/test_threads.c (several contexts from several threads, one context per
#             thread, engine and prototype mode; the fixed-order combine of shards) and
#             examples/multi_gpu.c, on lavapipe and SwiftShader in one process: see its block
#             below (it runs after phases 3-5, before 6-8).
#
# Why both ASan and valgrind: valgrind runs lavapipe's JIT-compiled kernels ~30-50x slower (the
# whole --quick suite takes over 10 minutes under memcheck on 2 cores), so memcheck only runs
# the groups that exercise host code (contexts, pipelines, recording, argument checks,
# prototype mode) with small data and without the validation layer. The ASan/UBSan build runs
# every group at native speed, but with detect_leaks=0: lavapipe and the validation layer are
# unloaded before exit, so LeakSanitizer cannot name their (not our) leaks to suppress them;
# leaks are checked under memcheck, which keeps their symbols (--keep-debuginfo) and suppresses
# only leaks allocated inside lavapipe/LLVM/the loader/the layers (tests/valgrind.supp).
#
# Where each dimension is covered (every other run repeats a part of it):
#   reduce, every op x type: phases 2 (native, push, subgroup sizes 4/8/16), 2b (shuffle and shared, push and sets, --quick),
#     8 (SwiftShader: size 4, sets, the 32-bit types; the 64-bit ones refused)
#   scan, every op x type x inclusive/exclusive x init none/const/buffer: phase 2c (native, push,
#     sizes 4/8/16; both algorithms on every op x type at 8, reduce-then-scan for add, min
#     (floats) and xor (integers) at 4 and 16; shuffle + sets at 16; shared + push at 4), 8
#   narrow inputs and wide accumulators (group narrow of test_reduce: f16/bf16/8/16-bit and
#     f32/i32/u32 -> 64-bit, every op, edge sizes, byte offsets 1-3, wraparound, specials,
#     engine + prototype, bad input, GPU-resident counts of narrow inputs, arg / transform /
#     compensated / rows refused for them): every test_reduce run above: 2 (native, sizes 4/8/16),
#     2b (shuffle/shared x push/sets, --quick), 3-4 (c++, asan), 6 and 8's GPU-AV runs (the
#     32-bit word reads checked for bounds), 7, 8 (SwiftShader: the f64/i64/u64 accumulators
#     must be refused with VK_ERROR_FEATURE_NOT_PRESENT; the 32-bit ones run)
#   subgroup sizes 4, 8, 16: phases 2, 2b, 2c (each size, each path); 4 only: SwiftShader
#   kernel paths: native (2, 2c, 3-7), shuffle and shared (2b, 2c, group kernels in 7 and 8)
#   bindings: push descriptors (2, 2b, 2c), descriptor sets (2 group binding, 2b, 2c: the
#     shuffle run and group engine of every run, 8)
#   LP_NUM_THREADS=1 (workgroups in order: the schedules that starve a tile): 2c
#
# Environment: BUILD_DIR (default build/tests), VKR_TEST_ICD (lavapipe's ICD json),
# VKR_TEST_PHASES (default "build lavapipe paths transform optouts scan operators allocfail c++ asan
# valgrind gpu-av newlayer swiftshader packaging mpi threads"), VKR_TEST_ARGS (extra arguments of the test programs,
# e.g. "--quick" or "--seed 7"), VKR_TEST_JOBS (test runs at a time, default the number of
# CPUs), VKR_CHROMIUM_DIR (default build/chromium),
# VKR_TEST_SYNCVAL_HEURISTIC (default 1, phases newlayer and swiftshader).
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 2
BUILD_DIR=${BUILD_DIR:-build/tests}
mkdir -p "$BUILD_DIR" || exit 2
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
LOGS=$BUILD_DIR/logs
RUNDIR=$BUILD_DIR/run # empty working directory: no stray vk_layer_settings.txt is picked up
mkdir -p "$LOGS" "$RUNDIR" "$BUILD_DIR/cache"
PHASES=${VKR_TEST_PHASES:-build lavapipe paths transform optouts scan operators allocfail c++ asan valgrind gpu-av newlayer swiftshader packaging mpi threads}
EXTRA_ARGS=${VKR_TEST_ARGS:-}
ICD=${VKR_TEST_ICD:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}

WARN="-Wall -Wextra -Wpedantic -Werror"
LIBS="-ldl -lm"
# The programs' source files, each its own translation unit (the Makefile's TEST_REDUCE_SRC and
# TEST_SCAN_SRC): tests/harness.c compiles the implementation; test_reduce.c holds the group
# table and main(), the other files the groups by area. test_alloc_fail, test_threads and
# probe_devices link tests/harness.c too (its instance and device set-up).
REDUCE_SRC="tests/test_reduce.c tests/reduce_core.c tests/reduce_errors.c tests/paths.c tests/reliability.c
    tests/rows.c tests/argmin.c tests/transform.c tests/moments.c tests/narrow.c tests/api.c tests/harness.c"
SCAN_SRC="tests/test_scan.c tests/scan_rows.c tests/select.c tests/segments.c tests/harness.c"

total_pass=0
total_fail=0
total_skip=0
summaries=()

pass() { total_pass=$((total_pass + 1)); }
fail() { total_fail=$((total_fail + 1)); echo "FAIL [run_tests] $*"; }
skip() { total_skip=$((total_skip + 1)); echo "SKIP [run_tests] $*"; }
have() { command -v "$1" >/dev/null 2>&1; }
phase_on() { case " $PHASES " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# Runs a command, logs its output; counts one pass or one failure.
step() { # name, command...
    local name=$1
    shift
    "$@" >"$LOGS/$name.log" 2>&1
    step_result "$name" $? "$*"
}

# Counts a finished step: one pass, or one failure with the head of its log.
step_result() { # name, exit status, command
    if [ "$2" = 0 ]; then
        pass
    else
        fail "$1 (exit $2)${3:+: $3}"
        sed -e 's/^/    /' "$LOGS/$1.log" | head -n 30
    fi
}

# step in the background, $JOBS at a time (the builds); build_wait counts them like step
built=()
bstep() { # name, command...
    local name=$1
    shift
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
    rm -f "$LOGS/$name.brc"
    ( "$@" >"$LOGS/$name.log" 2>&1; echo $? >"$LOGS/$name.brc" ) &
    built+=("$name")
}
build_wait() {
    local name rc
    wait
    for name in "${built[@]}"; do
        rc=$(cat "$LOGS/$name.brc" 2>/dev/null || echo 255)
        step_result "$name" "$rc" ""
    done
    built=()
}

# ------------------------------------------------------------------------------------------
# Lavapipe environment: only lavapipe, no shader cache across vector widths (lp() below gives
# each width its own), caches in BUILD_DIR
# ------------------------------------------------------------------------------------------
export VK_ICD_FILENAMES=$ICD VK_DRIVER_FILES=$ICD
export MESA_SHADER_CACHE_DISABLE=true XDG_CACHE_HOME=$BUILD_DIR/cache
unset VK_INSTANCE_LAYERS VK_LOADER_LAYERS_ENABLE VK_LOADER_LAYERS_DISABLE VK_LAYER_ENABLES \
    VK_LAYER_DISABLES VK_LAYER_SETTINGS_PATH VK_REDUCE_DEVICE VKR_TEST_EXPECT_SUBGROUP_SIZE \
    LP_NATIVE_VECTOR_WIDTH VKR_TEST_PATH VKR_TEST_BINDING VKR_TEST_PLAN_AS_GPU VK_LAYER_PATH VK_ADD_LAYER_PATH \
    VK_LAYER_ENABLE_MESSAGE_LIMIT VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC VKR_TEST_ARG_ONE_PATH

# Test runs are queued by the phases below (start_suite) and run at the end, at most $JOBS at a
# time (VKR_TEST_JOBS, default the number of CPUs), longest first: most of their time is lavapipe
# compiling pipelines on one thread, so two runs on two cores take little longer than one, and
# one pool over every phase keeps both cores busy to the end (barriers between phases left a
# core idle for minutes). SUITE_COST: seconds each run took on the 2-core CI machine (the
# order only; a run not listed counts 60).
JOBS=${VKR_TEST_JOBS:-$(nproc 2>/dev/null || echo 1)}
[[ $JOBS =~ ^[1-9][0-9]*$ ]] || JOBS=1
queued=()
declare -A suite_mode # name -> "broken": the run must report failures (see report_broken)
declare -A suite_cmd suite_limit
declare -A SUITE_COST=(
    [scan-swiftshader-quick-sg4]=330 [scan-sg8]=290 [lavapipe-sg8]=235 [swiftshader-sg4]=235
    [scan-shuffle-sets-quick-sg16]=215 [lavapipe-sg4]=200 [asan-ubsan-quick-sg8]=200
    [scan-shared-push-quick-sg4]=185 [shuffle-sets-quick-sg16]=177 [valgrind-quick-sg8]=174
    [segments-sg8]=130 [gpu-av-quick-sg8]=124 [scan-sg16]=112 [scan-sg4]=111 [lavapipe-sg16]=110
    [newlayer-quick-sg8]=90 [shared-push-quick-sg16]=79 [shared-sets-quick-sg8]=78
    [shuffle-push-quick-sg4]=70 [scan-sg4-lp1]=62 [select-sg8]=61 [gpu-plan-quick-sg8]=52
    [scan-sg8-lp1]=45 [scan-sg16-lp1]=38 [mpi]=38 [scan-broken-sg8-lp1]=37
    [swiftshader-gpu-av-quick]=32 [threads-sg8]=21 [alloc-fail-sg8]=20 [packaging]=16
    [c++17-quick-sg8]=15
)

start_suite() { # name, seconds, env/command...
    local name=$1
    suite_limit[$name]=$2
    shift 2
    suite_cmd[$name]=$(printf '%q ' "$@")
    queued+=("$name")
}

run_suite() { # name
    local name=$1 t0
    echo "--- $name: ${suite_cmd[$name]}"
    rm -f "$LOGS/$name.rc"
    (
        t0=$(date +%s)
        cd "$RUNDIR" && eval "timeout --kill-after=10 ${suite_limit[$name]} ${suite_cmd[$name]}" \
            </dev/null >"$LOGS/$name.log" 2>&1
        echo "$? $(($(date +%s) - t0))" >"$LOGS/$name.rc"
    ) &
}

# Prints a finished run's failures and summary, adds its counts. A run that ends without its
# summary line (crash, timeout) or exits non-zero with 0 failures counts one failure.
report_suite() { # name, exit status, seconds
    local name=$1 rc=$2 secs=$3 log="$LOGS/$1.log" last p f n
    echo "--- $name: exit $rc, ${secs}s"
    grep -aE '^(FAIL|VALIDATION|CRASH)' "$log" | cut -c1-400 | head -n 60
    n=$(grep -cE '^(FAIL|VALIDATION)' "$log")
    [ "$n" -gt 60 ] && echo "    ... $((n - 60)) more lines in $log"
    grep -E '^(total time|device:|context:|scan:)' "$log" | sed -e 's/^/    /'
    last=$(tail -n 1 "$log")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        p=${BASH_REMATCH[1]}
        f=${BASH_REMATCH[2]}
        total_pass=$((total_pass + p))
        total_fail=$((total_fail + f))
        if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
            fail "$name exited $rc with 0 failures reported (see $log)"
            tail -n 20 "$log" | sed -e 's/^/    /'
        fi
        summaries+=("$(printf '%-26s %s  (%ds, exit %d)' "$name" "$last" "$secs" "$rc")")
    else
        fail "$name ended without a summary line (exit $rc, see $log)"
        tail -n 20 "$log" | sed -e 's/^/    /'
        summaries+=("$(printf '%-26s no summary line (%ds, exit %d)' "$name" "$secs" "$rc")")
    fi
}

# The deliberately broken build: one pass if the suite reported failures (and ended with its
# summary line), one failure otherwise.
report_broken() { # name, exit status, seconds
    local name=$1 rc=$2 secs=$3 log="$LOGS/$1.log" last
    echo "--- $name: exit $rc, ${secs}s"
    last=$(tail -n 1 "$log")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && [ "${BASH_REMATCH[2]}" -gt 0 ]; then
        pass
        echo "    broken build caught: ${BASH_REMATCH[2]} failures"
        grep -aE '^FAIL' "$log" | cut -c1-200 | head -n 3 | sed -e 's/^/    /'
        summaries+=("$(printf '%-26s broken build caught: %s failures  (%ds)' "$name" "${BASH_REMATCH[2]}" "$secs")")
    else
        fail "$name: the broken build (VKR_TEST_SCAN_BROKEN) was not caught: '$last' (see $log)"
        tail -n 10 "$log" | sed -e 's/^/    /'
        summaries+=("$(printf '%-26s NOT caught: %s  (%ds)' "$name" "$last" "$secs")")
    fi
}

collect_suites() {
    local name rc secs
    # longest first (SUITE_COST), then in the order queued
    # (the queue on fd 3: a run must not read it; mpiexec forwards its stdin)
    while read -r -u 3 _ name; do
        while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
        run_suite "$name"
    done 3< <(for i in "${!queued[@]}"; do
        printf '%d %s\n' $((${SUITE_COST[${queued[$i]}]:-60} * 1000 - i)) "${queued[$i]}"
    done | sort -rn)
    wait
    for name in "${queued[@]}"; do
        read -r rc secs <"$LOGS/$name.rc" 2>/dev/null || { rc=255; secs=0; }
        if [ "${suite_mode[$name]:-}" = broken ]; then
            report_broken "$name" "$rc" "$secs"
        else
            report_suite "$name" "$rc" "$secs"
        fi
    done
    queued=()
}

# test_scan's "scan digest:" lines (outputs of fixed data) must be the same in two runs of the
# same subgroup size and path (or the lines matching another pattern: test_threads' combine
# digests).
compare_digests() { # run name, run name[, grep pattern]
    local a b pattern=${3:-'^scan digest:'}
    a=$(grep -a "$pattern" "$LOGS/$1.log" 2>/dev/null | sort)
    b=$(grep -a "$pattern" "$LOGS/$2.log" 2>/dev/null | sort)
    if [ -n "$a" ] && [ "$a" = "$b" ]; then
        pass
        echo "    $1 and $2: the same $(echo "$a" | wc -l) digests"
    else
        fail "digests of $1 and $2 differ (or are missing): the same data gave other bits"
        diff <(echo "$a") <(echo "$b") | head -n 20 | sed -e 's/^/    /'
    fi
}

# ------------------------------------------------------------------------------------------
# 1. Builds
# ------------------------------------------------------------------------------------------
t_phase=$SECONDS
if [ -n "$PHASES" ]; then
    echo "=== build"
    printf 'int main(void) { int unused; return 0; }\n' >"$BUILD_DIR/flags_probe.c"
    for cc in gcc clang g++ clang++; do
        if ! have $cc; then
            skip "$cc is not installed"
            continue
        fi
        lang=c
        case $cc in *++) lang=c++ ;; esac
        # the flags must reach the compiler: an unused variable must be an error
        if $cc -x $lang $WARN -c "$BUILD_DIR/flags_probe.c" -o "$BUILD_DIR/flags_probe.o" \
            >/dev/null 2>&1; then
            fail "$cc accepted an unused variable with $WARN: warning flags do not reach it"
        else
            pass
        fi
    done
    # test_reduce: the C99 gcc build runs phases 2 and 5; the C++17 clang++ build runs phase 3.
    # test_scan (both on tests/harness.h and tests/harness.c): the C99 gcc build runs the scan phases, the C++17
    # clang++ build phase 3; the g++ C++11 build is compiled only.
    bstep build-test_reduce-gcc-c99 gcc -std=c99 $WARN -O2 -g $REDUCE_SRC \
        -o "$BUILD_DIR/test_reduce" $LIBS
    if phase_on scan || phase_on swiftshader; then
        bstep build-test_scan-gcc-c99 gcc -std=c99 $WARN -O2 -g $SCAN_SRC \
            -o "$BUILD_DIR/test_scan" $LIBS
    fi
    if phase_on build; then
        if have clang; then
            bstep build-test_reduce-clang-c99 clang -std=c99 $WARN -O2 $REDUCE_SRC \
                -o "$BUILD_DIR/test_reduce_clang" $LIBS
        else
            skip "clang missing: no clang build of test_reduce"
        fi
        if have g++; then
            bstep build-test_reduce-g++-c++11 g++ -x c++ -std=c++11 $WARN -O2 \
                $REDUCE_SRC -o "$BUILD_DIR/test_reduce_gxx" $LIBS
            bstep build-test_scan-g++-c++11 g++ -x c++ -std=c++11 $WARN -O2 \
                $SCAN_SRC -o "$BUILD_DIR/test_scan_gxx" $LIBS
        else
            skip "g++ missing: no g++ build of test_reduce"
        fi
    fi
    if phase_on build || phase_on c++; then
        if have clang++; then
            bstep build-test_reduce-clang++-c++17 clang++ -x c++ -std=c++17 $WARN -O2 \
                $REDUCE_SRC -o "$BUILD_DIR/test_reduce_cxx17" $LIBS
            bstep build-test_scan-clang++-c++17 clang++ -x c++ -std=c++17 $WARN -O2 \
                $SCAN_SRC -o "$BUILD_DIR/test_scan_cxx17" $LIBS
        else
            skip "clang++ missing: no C++17 build of test_reduce"
        fi
    fi
    if phase_on operators || phase_on swiftshader; then
        # the user-defined operators of examples/operators (gen.py --user-op: glslang and
        # spirv-val at build time), then test_operators as C99 (gcc) and C++17 (clang++): the
        # generated headers compile as both
        bstep build-test_operators-gcc-c99 bash -c 'set -e; mkdir -p "$1/operators"
            for f in examples/operators/*.glsl; do
                python3 gen/gen.py --user-op "$f" --output "$1/operators/$(basename "$f" .glsl).h"; done
            gcc -std=c99 $2 -O2 -g -I"$1/operators" tests/test_operators.c tests/harness.c -o "$1/test_operators" $3
            gcc -std=c99 $2 -O2 -I. -I"$1/operators" examples/operators/brackets.c -o "$1/brackets" $3
            if command -v clang++ >/dev/null; then
                clang++ -x c++ -std=c++17 $2 -O2 -I"$1/operators" tests/test_operators.c tests/harness.c \
                    -o "$1/test_operators_cxx17" $3; fi' build-operators "$BUILD_DIR" "$WARN" "$LIBS"
    fi
    if phase_on allocfail; then
        # with an operator's header (registration under allocation failures), made first in the same
        # job: the builds run in parallel
        bstep build-test_alloc_fail-gcc-c99-g++-c++11 bash -c 'set -e; mkdir -p "$1/alloc-operators"
            python3 gen/gen.py --user-op examples/operators/bicyclic.glsl --output "$1/alloc-operators/bicyclic.h"
            gcc -std=c99 $2 -O2 -g -I"$1/alloc-operators" tests/test_alloc_fail.c tests/harness.c -o "$1/test_alloc_fail" $3
            if command -v g++ >/dev/null; then
                g++ -x c++ -std=c++11 $2 -O2 -I"$1/alloc-operators" tests/test_alloc_fail.c tests/harness.c \
                    -o "$1/test_alloc_fail_gxx" $3; fi' build-alloc "$BUILD_DIR" "$WARN" "$LIBS"
    fi
    if phase_on asan; then
        bstep build-test_reduce-asan gcc -std=c99 $WARN -O1 -g -fno-omit-frame-pointer \
            -fsanitize=address,undefined -fno-sanitize-recover=undefined $REDUCE_SRC \
            -o "$BUILD_DIR/test_reduce_asan" $LIBS
    fi
fi
if phase_on build; then
    # two-translation-unit link tests: "name api-compiler api-flags impl-compiler impl-flags"
    link_matrix=(
        "c99-gcc         gcc     -std=c99            gcc     -std=c99"
        "c11-clang       clang   -std=c11            clang   -std=c11"
        "c++11-g++       g++     -std=c++11          g++     -std=c++11"
        "c++17-clang++   clang++ -std=c++17          clang++ -std=c++17"
        "c++17-g++       g++     -std=c++17          g++     -std=c++17"
        "mixed-capi      gcc     -std=c99            g++     -std=c++11"
        "mixed-cppapi    clang++ -std=c++17          clang   -std=c99"
        "noproto-c99     gcc     -std=c99,-DVK_NO_PROTOTYPES       gcc   -std=c99,-DVK_NO_PROTOTYPES"
        "noproto-c++11   clang++ -std=c++11,-DVK_NO_PROTOTYPES     clang++ -std=c++11,-DVK_NO_PROTOTYPES"
        "volk-c99-gcc    gcc     -std=c99,-DLINK_TEST_VOLK         gcc   -std=c99,-DLINK_TEST_VOLK"
        "volk-c99-clang  clang   -std=c99,-DLINK_TEST_VOLK         clang -std=c99,-DLINK_TEST_VOLK"
        "volk-c++17-g++  g++     -std=c++17,-DLINK_TEST_VOLK       g++   -std=c++17,-DLINK_TEST_VOLK"
        "volk-c++11-clang++ clang++ -std=c++11,-DLINK_TEST_VOLK    clang++ -std=c++11,-DLINK_TEST_VOLK"
    )
    for row in "${link_matrix[@]}"; do
        read -r name acc aflags icc iflags <<<"$row"
        aflags=${aflags//,/ }
        iflags=${iflags//,/ }
        if ! have "$acc" || ! have "$icc"; then
            skip "link-$name: $acc or $icc is not installed"
            continue
        fi
        alang=c; ilang=c
        case $acc in *++) alang=c++ ;; esac
        case $icc in *++) ilang=c++ ;; esac
        d="$BUILD_DIR/link-$name"
        mkdir -p "$d"
        linker=$acc
        [ $ilang = c++ ] && linker=$icc
        bstep "link-$name" bash -c "set -e
            $acc -x $alang $aflags $WARN -c tests/link_api.c -o '$d/api.o'
            $icc -x $ilang $iflags $WARN -c tests/link_impl.c -o '$d/impl.o'
            $linker '$d/api.o' '$d/impl.o' -o '$d/link_test' $LIBS
            '$d/link_test'"
    done
    # VKR_MALLOC / VKR_FREE / VK_REDUCE_ASSERT reach the implementation (runs on lavapipe)
    if [ -f "$ICD" ]; then
        bstep config-macros bash -c "set -e
            gcc -std=c99 $WARN tests/config_macros.c -o '$BUILD_DIR/config_macros' $LIBS
            cd '$RUNDIR' && VK_ICD_FILENAMES='$ICD' XDG_CACHE_HOME='$BUILD_DIR/cache' '$BUILD_DIR/config_macros'"
    else
        skip "config-macros: lavapipe ICD $ICD not found"
    fi
fi
if phase_on build; then
    # linkage macros (tests/link_linkage.sh): VK_REDUCE_SHARED, a -fvisibility=hidden shared
    # object exporting exactly the public functions (checked with nm) used by link_api.c, and
    # VK_REDUCE_STATIC, two private copies of the implementation in one program
    for lc in "gcc -x,c,-std=c99" "clang++ -x,c++,-std=c++17"; do
        read -r lcc lflags <<<"$lc"
        if have "$lcc" && have nm; then
            bstep "linkage-$lcc" bash tests/link_linkage.sh "$BUILD_DIR/linkage-$lcc" "$lcc" "${lflags//,/ }"
        else
            skip "linkage-$lcc: $lcc or nm is not installed"
        fi
    done
fi
if phase_on build; then
    # the packed SPIR-V through the C decoder (tests/test_pack.c: every group, checksums,
    # corrupted copies refused naming a module); no GPU
    bstep test_pack-gcc-c99 bash -c "set -e
        gcc -std=c99 $WARN -O2 tests/test_pack.c -o '$BUILD_DIR/test_pack' $LIBS
        '$BUILD_DIR/test_pack' | tee '$LOGS/test_pack.out' | tail -n 3
        tail -n 1 '$LOGS/test_pack.out' | grep -qE '^[0-9]+ passed, 0 failed$'"
    have clang++ && bstep test_pack-clang++-c++17 bash -c "set -e
        clang++ -x c++ -std=c++17 $WARN -O2 tests/test_pack.c -o '$BUILD_DIR/test_pack_cxx17' $LIBS
        '$BUILD_DIR/test_pack_cxx17' | tail -n 1 | grep -qE '^[0-9]+ passed, 0 failed$'"
fi
build_wait
t_build=$((SECONDS - t_phase))
summaries+=("$(printf '%-22s %d passed, %d failed  (%ds)' "build+link" "$total_pass" "$total_fail" "$t_build")")
echo "=== build: ${t_build}s"

# ------------------------------------------------------------------------------------------
# 2-6. Functional runs on lavapipe
# ------------------------------------------------------------------------------------------
if [ ! -f "$ICD" ]; then
    fail "lavapipe ICD $ICD not found (install mesa-vulkan-drivers)"
elif [ ! -x "$BUILD_DIR/test_reduce" ]; then
    fail "test_reduce did not build: no functional runs"
else
    # width -> env prefix. Mesa's on-disk shader cache ignores LP_NATIVE_VECTOR_WIDTH (a binary
    # compiled for one subgroup size would be reused at another), so each width gets a cache
    # directory of its own (Mesa creates only its last component). Within a width it is correct
    # and it cuts the runs' time to a third: most of it was lavapipe compiling the same
    # pipelines again for every context (group paths: 63 s without, 24 s cold, 9 s warm).
    # (emptied first: every run compiles each pipeline at least once per width, as CI does)
    rm -rf "$BUILD_DIR/mesa-cache"
    for w in 128 256 512; do mkdir -p "$BUILD_DIR/mesa-cache/w$w"; done
    lp() {
        echo env LP_NATIVE_VECTOR_WIDTH=$1 MESA_SHADER_CACHE_DISABLE=false MESA_SHADER_CACHE_DIR=$BUILD_DIR/mesa-cache/w$1
    }
    if phase_on lavapipe; then
        echo "=== lavapipe: subgroup sizes 4, 8, 16, native path (queued)"
        for w in 128 256 512; do
            # group caps (device faking, probe, self-test: ~100 s) once, at subgroup size 4; the
            # quick path runs and SwiftShader run it again
            # group kernels (every path forced on every op x type) at 8 in the newlayer phase and
            # on SwiftShader; the paths phase runs the other paths at every size
            # the row groups but rows itself in full at 8 only (rows_proto, moments-rows: host
            # chunking and the moments kernel, which do not depend on the subgroup size; at 16
            # the shuffle + sets run has rows_segments and rows_gpucount, argmin and narrow)
            skip_caps="--skip kernels,rows_proto,moments-rows"
            [ "$w" = 256 ] && skip_caps="--skip caps,kernels"
            # group paths at 4 here and at 16 on the shared path (phase 2b)
            [ "$w" = 512 ] && skip_caps="--skip caps,kernels,paths,rows_proto,moments-rows,rows_segments,rows_gpucount,argmin,narrow"
            # group argmin forces the other paths and descriptor sets itself at size 8 only
            # (phase 2b runs it on every path and binding at every size)
            one_path=1
            [ "$w" = 256 ] && one_path=0
            # the full sizes at 8; --quick at 4 and 16 (every op x type, fewer sizes: the paths
            # phase adds the other paths at those sizes)
            quick=--quick
            [ "$w" = 256 ] && quick=""
            # shellcheck disable=SC2046,SC2086
            start_suite "lavapipe-sg$((w / 32))" 900 $(lp $w) VKR_TEST_PATH=native VKR_TEST_ARG_ONE_PATH=$one_path \
                "$BUILD_DIR/test_reduce" $quick --expect-subgroup-size $((w / 32)) --timeout 840 \
                $skip_caps $EXTRA_ARGS
        done
    fi
    if phase_on paths; then
        echo "=== paths: shuffle and shared kernel paths x push descriptors / descriptor sets, --quick (queued)"
        # each path with each binding once, over subgroup sizes 4, 8, 16 (group kernels already
        # runs every path at the size of each lavapipe run); group paths (feature subsets,
        # workgroup sizes: contexts, most of a quick run's time) once per path, with push
        # descriptors (the sets runs check the binding)
        for pbw in shuffle:push:128 shuffle:sets:512 shared:sets:256 shared:push:512; do
            IFS=: read -r p b w <<<"$pbw"
            skip=kernels,caps
            [ "$b" = sets ] && skip=kernels,caps,paths
            # argmin (it forces the other paths and descriptor sets itself in phase 2, size 8)
            # and rows_gpucount once more here: shuffle + sets at size 16; narrow not with shared +
            # sets; rows on the shared path at size 8 (sets)
            [ "$b" = push ] && skip=$skip,argmin,rows_gpucount
            # the row groups: shuffle at 16 (sets), shared at 8 (sets); at 4 the native run has them
            [ "$p:$b" = shuffle:push ] && skip=$skip,rows
            [ "$p:$b" = shuffle:sets ] && skip=$skip,rows_proto,moments-rows
            [ "$p:$b" = shared:push ] && skip=$skip,rows
            [ "$p:$b" = shared:sets ] && skip=kernels,caps,paths,argmin,narrow,rows_gpucount
            # shellcheck disable=SC2046,SC2086
            start_suite "$p-$b-quick-sg$((w / 32))" 900 $(lp $w) VKR_TEST_PATH=$p VKR_TEST_BINDING=$b \
                "$BUILD_DIR/test_reduce" --quick --expect-subgroup-size $((w / 32)) \
                --skip $skip --timeout 840 $EXTRA_ARGS
        done
        # the GPU plans on lavapipe (VKR_TEST_PLAN_AS_GPU=1): reduce grids of one step below
        # 4 MiB, rows and segments on the workgroup tiers of the native path (a CPU device runs
        # them on subgroups)
        # shellcheck disable=SC2046,SC2086
        start_suite "gpu-plan-quick-sg8" 900 $(lp 256) VKR_TEST_PATH=native VKR_TEST_PLAN_AS_GPU=1 \
            "$BUILD_DIR/test_reduce" --quick --expect-subgroup-size 8 \
            --filter sizes,offsets,determinism,rows,rows_segments,rows_gpucount,rows_proto --timeout 840 $EXTRA_ARGS
    fi
    if phase_on transform; then
        echo "=== transform: dot / sum_squares / norm2 / compensated groups, other paths and bindings"
        # (phase 2b runs them --quick on every path x binding; these two add the full sizes)
        for pbw in shuffle:sets:256 shared:push:512; do
            IFS=: read -r p b w <<<"$pbw"
            # shellcheck disable=SC2046,SC2086
            start_suite "transform-$p-$b-sg$((w / 32))" 900 $(lp $w) VKR_TEST_PATH=$p VKR_TEST_BINDING=$b \
                "$BUILD_DIR/test_reduce" --filter transform --expect-subgroup-size $((w / 32)) \
                --timeout 840 $EXTRA_ARGS
        done
    fi
    if phase_on optouts; then
        echo "=== optouts: builds with opt-out macros (VK_REDUCE_NO_*): test_pack, the test groups that remain, the refusals"
        # name | macros | test_reduce --filter | --skip | test_scan --filter (empty: none). The
        # groups listed recognise a left-out kernel (tests/harness.h opt_left_out) and check its
        # refusal instead of its result; group optouts checks every kernel and forced path.
        small="-DVK_REDUCE_NO_SCAN -DVK_REDUCE_NO_ROWS -DVK_REDUCE_NO_ARG -DVK_REDUCE_NO_TRANSFORM -DVK_REDUCE_NO_COMPENSATED -DVK_REDUCE_NO_MOMENTS"
        small="$small -DVK_REDUCE_NO_64BIT -DVK_REDUCE_NO_NARROW -DVK_REDUCE_ONLY_PATH_NATIVE"
        combos=(
            "smallest|$small|info,sizes,offsets,moments,optouts|nothing|"
            "no-native|-DVK_REDUCE_NO_PATH_NATIVE -DVK_REDUCE_NO_64BIT -DVK_REDUCE_NO_NARROW|info,sizes,transform,optouts|transform-errors,transform-proto|"
            "no-shared|-DVK_REDUCE_NO_PATH_SHARED -DVK_REDUCE_NO_SEGMENTS -DVK_REDUCE_NO_ROWS -DVK_REDUCE_NO_ARG -DVK_REDUCE_NO_TRANSFORM -DVK_REDUCE_NO_COMPENSATED|info,sizes,rows,moments,optouts|rows_|sinfo,badinput"
        )
        # the builds two at a time, then the runs queued
        for combo in "${combos[@]}"; do
            IFS='|' read -r name macros filter skipg sfilter <<<"$combo"
            d="$BUILD_DIR/optouts-$name"
            mkdir -p "$d"
            # shellcheck disable=SC2086
            bstep "optouts-$name-test_pack" bash -c "set -e
                gcc -std=c99 $WARN -O1 $macros tests/test_pack.c -o '$d/test_pack' $LIBS
                '$d/test_pack' | tail -n 1 | grep -qE '^[0-9]+ passed, 0 failed$'"
            # shellcheck disable=SC2086
            bstep "optouts-$name-build" gcc -std=c99 $WARN -O1 $macros $REDUCE_SRC -o "$d/test_reduce" $LIBS
            [ -n "$sfilter" ] && bstep "optouts-$name-build-scan" gcc -std=c99 $WARN -O1 $macros $SCAN_SRC -o "$d/test_scan" $LIBS
            if [ "$name" = smallest ]; then
                # the smallest build's size (README "Size and opt-outs"): <= 200 KB of text, and it runs;
                # everything: <= 1.1 MB (1,045,246 bytes with gcc 12 -O2)
                # shellcheck disable=SC2086
                bstep optouts-size bash -c "set -e
                    gcc -std=c99 -O2 $macros tests/size_min.c -o '$d/size_min' $LIBS
                    gcc -std=c99 -O2 tests/size_min.c -o '$d/size_all' $LIBS
                    size '$d/size_min' '$d/size_all'
                    [ \$(size '$d/size_min' | awk 'NR==2{print \$1}') -le 200000 ]
                    [ \$(size '$d/size_all' | awk 'NR==2{print \$1}') -le 1100000 ]
                    cd '$RUNDIR' && '$d/size_min'"
            fi
        done
        build_wait
        sed -e 's/^/    /' "$LOGS/optouts-size.log" | head -n 4
        for combo in "${combos[@]}"; do
            IFS='|' read -r name macros filter skipg sfilter <<<"$combo"
            d="$BUILD_DIR/optouts-$name"
            # shellcheck disable=SC2046,SC2086
            [ -x "$d/test_reduce" ] && start_suite "optouts-$name" 600 $(lp 256) \
                "$d/test_reduce" --quick --filter "$filter" --skip "$skipg" --expect-subgroup-size 8 --timeout 540 $EXTRA_ARGS
            # shellcheck disable=SC2046,SC2086
            [ -n "$sfilter" ] && [ -x "$d/test_scan" ] && start_suite "optouts-$name-scan" 600 $(lp 256) \
                "$d/test_scan" --quick --filter "$sfilter" --expect-subgroup-size 8 --timeout 540 $EXTRA_ARGS
        done
    fi
    if phase_on scan; then
        echo "=== scan: test_scan on lavapipe, subgroup sizes 4, 8, 16 x LP_NUM_THREADS=1 and default, paths, bindings"
        if [ ! -x "$BUILD_DIR/test_scan" ]; then
            fail "test_scan did not build: no scan runs"
        else
            # default threads, native path, push descriptors: every group at size 8; --quick at
            # sizes 4 and 16 without schedules and selftest (the LP_NUM_THREADS=1 runs below run
            # those at every size, where they assert more) and wgsize (the other paths' runs at
            # 4 and 16 have it)
            # (segmented scans and stream compaction run in their own runs below; row scans at 4
            # and 8, and at 16 on the shuffle path)
            for w in 256 128 512; do
                quick="--quick --skip schedules,selftest,wgsize,select,segments"
                [ "$w" = 256 ] && quick="--skip select,segments"
                [ "$w" = 512 ] && quick="$quick,rows"
                # shellcheck disable=SC2046,SC2086
                start_suite "scan-sg$((w / 32))" 900 $(lp $w) VKR_TEST_PATH=native \
                    "$BUILD_DIR/test_scan" $quick --expect-subgroup-size $((w / 32)) --timeout 840 $EXTRA_ARGS
            done
            # stream compaction, its own run (--quick: its pipelines take lavapipe 5-10 s each)
            # shellcheck disable=SC2046,SC2086
            start_suite "select-sg8" 900 $(lp 256) VKR_TEST_PATH=native \
                "$BUILD_DIR/test_scan" --quick --filter select --expect-subgroup-size 8 --timeout 840 $EXTRA_ARGS
            # segmented scans, every group (one module per type and op class serves every path:
            # the other paths' runs below add the binding, SwiftShader the other driver)
            # shellcheck disable=SC2046,SC2086
            start_suite "segments-sg8" 900 $(lp 256) VKR_TEST_PATH=native \
                "$BUILD_DIR/test_scan" --quick --filter segments --expect-subgroup-size 8 --timeout 840 $EXTRA_ARGS
            # LP_NUM_THREADS=1: workgroups one at a time in ticket order, the schedules that
            # starve a tile, the self-test's move to reduce-then-scan; digests compared below
            # (the row scans' and segmented scans' schedules at 8 only)
            for w in 256 128 512; do
                lp1_skip=select
                [ "$w" != 256 ] && lp1_skip=select,rows-,segments
                # shellcheck disable=SC2046,SC2086
                start_suite "scan-sg$((w / 32))-lp1" 900 $(lp $w) LP_NUM_THREADS=1 VKR_TEST_PATH=native \
                    "$BUILD_DIR/test_scan" --quick --filter schedules,determinism,selftest --skip $lp1_skip \
                    --expect-subgroup-size $((w / 32)) --timeout 840 $EXTRA_ARGS
            done
            # the other kernel paths, each with the other binding; a native descriptor-set
            # context is in group engine of every run. Without group schedules (the look-back
            # protocol does not depend on the path: the LP_NUM_THREADS=1 runs force them); of
            # the segmented scans the binding's groups (split, badinput: the module is the same)
            for pbw in shuffle:sets:512 shared:push:128; do
                IFS=: read -r p b w <<<"$pbw"
                # shellcheck disable=SC2046,SC2086
                start_suite "scan-$p-$b-quick-sg$((w / 32))" 900 $(lp $w) VKR_TEST_PATH=$p \
                    VKR_TEST_BINDING=$b "$BUILD_DIR/test_scan" --quick --skip schedules,select-,=segments,segments-prototype \
                    --expect-subgroup-size $((w / 32)) --timeout 840 $EXTRA_ARGS
            done
            # the deliberately broken build (no fallback): the schedules must fail
            suite_mode[scan-broken-sg8-lp1]=broken
            # shellcheck disable=SC2046
            start_suite "scan-broken-sg8-lp1" 600 $(lp 256) LP_NUM_THREADS=1 VKR_TEST_SCAN_BROKEN=1 \
                VKR_TEST_PATH=native "$BUILD_DIR/test_scan" --quick --filter =schedules --timeout 540
        fi
    fi
    if phase_on operators; then
        echo "=== operators: test_operators (user-defined operators) on lavapipe, subgroup sizes 8, 4, 16, paths, bindings, C++17"
        if [ -x "$BUILD_DIR/test_operators" ]; then
            # every group at size 8; the operators' modules are the shared path's and serve every
            # path: the other runs force the other paths (and descriptor sets) on the groups
            # that dispatch them
            # shellcheck disable=SC2046,SC2086
            start_suite "operators-sg8" 900 $(lp 256) VKR_TEST_PATH=native "$BUILD_DIR/test_operators" \
                --expect-subgroup-size 8 --timeout 840 $EXTRA_ARGS
            # shellcheck disable=SC2046,SC2086
            start_suite "operators-shared-sets-quick-sg4" 600 $(lp 128) VKR_TEST_PATH=shared VKR_TEST_BINDING=sets \
                "$BUILD_DIR/test_operators" --quick --filter matrix,edges,mixed --expect-subgroup-size 4 \
                --timeout 540 $EXTRA_ARGS
            # shellcheck disable=SC2046,SC2086
            start_suite "operators-shuffle-quick-sg16" 600 $(lp 512) VKR_TEST_PATH=shuffle "$BUILD_DIR/test_operators" \
                --quick --filter matrix,edges,mixed --expect-subgroup-size 16 --timeout 540 $EXTRA_ARGS
        else
            fail "test_operators did not build: no operator runs"
        fi
        # operators the generator must refuse (too large, unknown field types, GLSL errors): named, no header
        step operators-gen-refusals bash tests/gen_operators.sh "$BUILD_DIR/gen-refusals"
        # the example: unbalanced brackets exit 3, with the counts of the bicyclic reduce
        step operators-example-brackets env VK_ICD_FILENAMES="$ICD" VK_DRIVER_FILES="$ICD" bash -c \
            '"$1" "(a(b)c))(d" | tee /dev/stderr | grep -q "1 unmatched .). and 1 unmatched .(.*character 7"; r=("${PIPESTATUS[@]}")
                [ "${r[0]}" = 3 ] && [ "${r[2]}" = 0 ]' \
            brackets "$BUILD_DIR/brackets"
        if [ -x "$BUILD_DIR/test_operators_cxx17" ]; then
            # shellcheck disable=SC2046,SC2086
            start_suite "operators-c++17-quick-sg8" 600 $(lp 256) "$BUILD_DIR/test_operators_cxx17" --quick \
                --filter register,edges,badinput --expect-subgroup-size 8 --timeout 540 $EXTRA_ARGS
        else
            skip "no C++17 build of test_operators"
        fi
    fi
    if phase_on allocfail; then
        echo "=== allocfail: every host allocation failed in turn (create, prototype, sync helpers)"
        if [ -x "$BUILD_DIR/test_alloc_fail" ]; then
            # shellcheck disable=SC2046
            start_suite "alloc-fail-sg8" 900 $(lp 256) "$BUILD_DIR/test_alloc_fail"
        else
            fail "test_alloc_fail did not build"
        fi
    fi
    if phase_on c++; then
        echo "=== c++: the clang++ -std=c++17 builds, --quick"
        # the C++ build behaving as the C one: the groups without many contexts (the C builds
        # run paths, kernels and caps)
        if [ -x "$BUILD_DIR/test_reduce_cxx17" ]; then
            # shellcheck disable=SC2046,SC2086
            start_suite "c++17-quick-sg8" 900 $(lp 256) "$BUILD_DIR/test_reduce_cxx17" --quick \
                --expect-subgroup-size 8 --skip caps,paths,kernels,argmin,rows,transform,narrow --timeout 840 $EXTRA_ARGS
        else
            skip "no C++17 build of test_reduce"
        fi
        if [ -x "$BUILD_DIR/test_scan_cxx17" ]; then
            # shellcheck disable=SC2046,SC2086
            start_suite "scan-c++17-quick-sg8" 900 $(lp 256) "$BUILD_DIR/test_scan_cxx17" --quick \
                --expect-subgroup-size 8 --filter sinfo,sweep,determinism,badinput,selftest \
                --timeout 840 $EXTRA_ARGS
        else
            skip "no C++17 build of test_scan"
        fi
    fi
    if phase_on asan; then
        echo "=== asan: -fsanitize=address,undefined, --quick"
        if [ -x "$BUILD_DIR/test_reduce_asan" ]; then
            # group kernels (every path forced, every op and type: the same host code as the
            # other groups, ~4 min under ASan) is left to the other runs; so are argmin and narrow
            # (GPU-side groups: their host code is the shared dispatcher the other groups run)
            # and paths (~110 s under ASan: contexts on faked feature subsets; valgrind and
            # allocfail cover context creation); of the row groups rows and rows_proto (the
            # others' host code is theirs)
            # shellcheck disable=SC2046,SC2086
            start_suite "asan-ubsan-quick-sg8" 900 $(lp 256) \
                ASAN_OPTIONS=detect_leaks=0:abort_on_error=0:exitcode=97 \
                UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
                "$BUILD_DIR/test_reduce_asan" --quick --expect-subgroup-size 8 \
                --skip caps,kernels,argmin,narrow,paths,rows_segments,rows_gpucount,moments-rows \
                --timeout 840 $EXTRA_ARGS
        fi
    fi
    if phase_on valgrind; then
        echo "=== valgrind: memcheck on the host-side groups, --quick --no-validation"
        vlog="$LOGS/valgrind-memcheck.txt"
        if have valgrind; then
            # shellcheck disable=SC2046,SC2086
            start_suite "valgrind-quick-sg8" 900 $(lp 256) valgrind --tool=memcheck -q \
                --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
                --errors-for-leak-kinds=definite,indirect --keep-debuginfo=yes \
                --suppressions="$ROOT/tests/valgrind.supp" --log-file="$vlog" \
                "$BUILD_DIR/test_reduce" --quick --no-validation --timeout 840 \
                --filter info,badinput,alloc,prototype,rows_bad $EXTRA_ARGS
            # the operators' registration (decode, keep, free) and their refused calls
            # shellcheck disable=SC2046,SC2086
            [ -x "$BUILD_DIR/test_operators" ] && start_suite "valgrind-operators-sg8" 300 $(lp 256) valgrind --tool=memcheck -q \
                --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
                --errors-for-leak-kinds=definite,indirect --keep-debuginfo=yes \
                --suppressions="$ROOT/tests/valgrind.supp" --log-file="$LOGS/valgrind-operators.txt" \
                "$BUILD_DIR/test_operators" --quick --no-validation --timeout 240 --filter register,badinput $EXTRA_ARGS
        else
            skip "valgrind is not installed"
        fi
    fi
    if phase_on packaging; then
        echo "=== packaging: tests/consumer through add_subdirectory, FetchContent, find_package," \
            "pkg-config (tests/packaging.sh)"
        # its own "N passed, N failed" line: each build way counts (report_suite)
        start_suite "packaging" 600 bash "$ROOT/tests/packaging.sh" "$BUILD_DIR/packaging"
    fi
    if phase_on mpi; then
        echo "=== mpi: tests/test_mpi.c and examples/mpi_reduce.c on 4 MPI ranks, lavapipe (tests/mpi_test.sh)"
        if have mpicc && have mpiexec; then
            start_suite "mpi" 420 env BUILD_DIR="$BUILD_DIR" bash "$ROOT/tests/mpi_test.sh"
        elif [ -n "${VKR_TEST_PHASES:-}" ]; then
            fail "mpi: mpicc or mpiexec not found (apt-get install mpich libmpich-dev)"
        else
            skip "mpi: mpicc or mpiexec not found (apt-get install mpich libmpich-dev, or make mpi-example)"
        fi
    fi
    # Phase threads: tests/test_threads.c (several contexts used from several threads at once,
    # one context per thread: engine mode on one shared VkDevice and VkQueue, prototype mode,
    # every op class checked, the fixed-order combine of shards bit-identical over thread
    # schedules, sync validation, the header's THREAD SAFETY naming every public function) on
    # lavapipe at subgroup size 8 and, where chromium-common's SwiftShader is (or, with phase
    # swiftshader on, can be) unpacked, on SwiftShader in the same process (the loader offers
    # both); a second run (combine rounds only, lavapipe) must print the same combine digests;
    # examples/multi_gpu.c built and run on the same device list. About 30 s of CPU: the
    # three builds ~9 s, test_threads ~15 s with SwiftShader (~5 s on lavapipe alone), the
    # second run and the examples ~3 s.
    if phase_on threads; then
        echo "=== threads: tests/test_threads, examples/multi_gpu (one context per thread)"
        bstep build-test_threads-gcc-c99 gcc -std=c99 $WARN -O2 -g tests/test_threads.c tests/harness.c \
            -o "$BUILD_DIR/test_threads" -pthread $LIBS
        if have g++; then
            bstep build-test_threads-g++-c++11 g++ -x c++ -std=c++11 $WARN -O2 tests/test_threads.c tests/harness.c \
                -o "$BUILD_DIR/test_threads_gxx" -pthread $LIBS
            bstep build-multi_gpu-g++-c++11 g++ -x c++ -std=c++11 $WARN -O2 -I. examples/multi_gpu.c \
                -o "$BUILD_DIR/multi_gpu_gxx" -pthread $LIBS
        else
            skip "g++ missing: no C++ build of test_threads and multi_gpu"
        fi
        bstep build-multi_gpu-gcc-c99 gcc -std=c99 $WARN -O2 -I. examples/multi_gpu.c \
            -o "$BUILD_DIR/multi_gpu" -pthread $LIBS
        threads_icd=$ICD
        ss_icd=${VKR_CHROMIUM_DIR:-$ROOT/build/chromium}/root/usr/lib/chromium/vk_swiftshader_icd.json
        if [ ! -f "$ss_icd" ] && phase_on swiftshader; then
            # fetched now rather than in phase 8 (the same folder: phase 8 reuses it); in a
            # subshell, so that none of its variables leak into the phases below
            ss_icd=$(eval "$(bash tests/chromium_vulkan.sh "${VKR_CHROMIUM_DIR:-$ROOT/build/chromium}" \
                2>"$LOGS/chromium_vulkan_threads.log")" && echo "${VKR_SWIFTSHADER_ICD:-}")
        fi
        if [ -n "$ss_icd" ] && [ -f "$ss_icd" ]; then
            threads_icd="$ICD:$ss_icd"
            echo "    devices: lavapipe and SwiftShader ($ss_icd)"
        else
            echo "    devices: lavapipe (no SwiftShader from chromium-common here)"
        fi
        build_wait # the builds above, run while SwiftShader was fetched
        if [ -x "$BUILD_DIR/test_threads" ]; then
            # shellcheck disable=SC2046
            start_suite "threads-sg8" 600 $(lp 256) VK_ICD_FILENAMES="$threads_icd" \
                VK_DRIVER_FILES="$threads_icd" "$BUILD_DIR/test_threads" --header "$ROOT/vk_reduce.h"
            # shellcheck disable=SC2046
            start_suite "threads-again-sg8" 300 $(lp 256) "$BUILD_DIR/test_threads" --iters 0 --rounds 4 \
                --header "$ROOT/vk_reduce.h"
        else
            fail "test_threads did not build: no threads runs"
        fi
        if [ -x "$BUILD_DIR/multi_gpu" ]; then
            # one context per device (lavapipe and SwiftShader), or 2 on lavapipe alone; then 4
            # contexts on lavapipe (the results are checked by test_threads, not here)
            # shellcheck disable=SC2046
            step multi_gpu-example env $(lp 256 | cut -d' ' -f2-) VK_ICD_FILENAMES="$threads_icd" \
                VK_DRIVER_FILES="$threads_icd" "$BUILD_DIR/multi_gpu" --count 1000003 --repeat 2
            # shellcheck disable=SC2046
            step multi_gpu-example-4 env $(lp 256 | cut -d' ' -f2-) "$BUILD_DIR/multi_gpu" \
                --count 300007 --contexts 4 --repeat 2
            grep -hE '^(context|add f32 of)' "$LOGS/multi_gpu-example.log" \
                "$LOGS/multi_gpu-example-4.log" 2>/dev/null | sed -e 's/^/    /'
        fi
    fi
    # The current validation layer and SwiftShader from chromium-common (phases 6-8)
    NEW_LAYER_ENV=()
    if phase_on gpu-av || phase_on newlayer || phase_on swiftshader; then
        t_phase=$SECONDS
        echo "=== chromium-common: tests/chromium_vulkan.sh ${VKR_CHROMIUM_DIR:-build/chromium}"
        cvlog="$LOGS/chromium_vulkan.log"
        exports=$(bash tests/chromium_vulkan.sh "${VKR_CHROMIUM_DIR:-$ROOT/build/chromium}" \
            2>"$cvlog")
        cvrc=$?
        if [ $cvrc -eq 0 ] && eval "$exports" && [ -n "${VKR_NEW_LAYER_PATH:-}" ]; then
            echo "    chromium-common $VKR_CHROMIUM_COMMON_VERSION: VK_LAYER_KHRONOS_validation" \
                "$VKR_NEW_LAYER_VERSION, SwiftShader ($VKR_SWIFTSHADER_ICD)"
            NEW_LAYER_ENV=(VK_LAYER_PATH="$VKR_NEW_LAYER_PATH" VK_LAYER_ENABLE_MESSAGE_LIMIT=0)
            step build-probe_devices gcc -std=c99 $WARN tests/probe_devices.c tests/harness.c \
                -o "$BUILD_DIR/probe_devices" $LIBS
        else
            [ $cvrc -eq 2 ] && echo "    could not fetch chromium-common (exit 2)" ||
                echo "    tests/chromium_vulkan.sh failed (exit $cvrc)"
            sed -e 's/^/    /' "$cvlog" | tail -n 10
        fi
        echo "=== chromium-common: $((SECONDS - t_phase))s"
    fi
    heuristic=${VKR_TEST_SYNCVAL_HEURISTIC:-1}
    # probe_devices against one driver: name, ICD, layer mode
    probe() {
        step "probe-$1-$3" env VK_ICD_FILENAMES="$2" VK_DRIVER_FILES="$2" LP_NATIVE_VECTOR_WIDTH=256 \
            "${NEW_LAYER_ENV[@]}" "$BUILD_DIR/probe_devices" --layer "$3"
        grep -E '^(loader sees|  active tool|  FAIL)' "$LOGS/probe-$1-$3.log" | sed -e 's/^/    /'
    }

    if ! phase_on gpu-av; then
        skip "gpu-av: GPU-assisted validation of layers 1.3.239 cannot handle push descriptors" \
            "(KhronosGroup/Vulkan-ValidationLayers#5321); opt in with VKR_TEST_PHASES" \
            "(then it uses the current layer from chromium-common when it can be fetched)"
    else
        if [ ${#NEW_LAYER_ENV[@]} -gt 0 ]; then
            echo "=== gpu-av: GPU-assisted validation, --quick, layer $VKR_NEW_LAYER_VERSION (chromium-common)"
        else
            echo "=== gpu-av: GPU-assisted validation, --quick, the system's layer (see #5321)"
        fi
        # shellcheck disable=SC2046,SC2086
        start_suite "gpu-av-quick-sg8" 900 $(lp 256) "${NEW_LAYER_ENV[@]}" "$BUILD_DIR/test_reduce" \
            --quick --gpu-av --expect-subgroup-size 8 --timeout 840 \
            --filter info,offsets,sweep,adversarial,scratch,tight,badinput,narrow $EXTRA_ARGS
    fi

    if phase_on newlayer; then
        echo "=== newlayer: lavapipe, --quick, subgroup size 8, the current layer, synchronization" \
            "validation (syncval_shader_accesses_heuristic=$heuristic)"
        if [ ${#NEW_LAYER_ENV[@]} -eq 0 ]; then
            fail "newlayer: no validation layer from chromium-common (see $LOGS/chromium_vulkan.log)"
        else
            probe lavapipe "$ICD" sync
            probe lavapipe "$ICD" gpu-av
            # shellcheck disable=SC2046,SC2086
            start_suite "newlayer-quick-sg8" 900 $(lp 256) "${NEW_LAYER_ENV[@]}" \
                VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC="$heuristic" "$BUILD_DIR/test_reduce" \
                --quick --expect-subgroup-size 8 --skip caps,paths --timeout 840 $EXTRA_ARGS
        fi
    fi

    if phase_on swiftshader; then
        echo "=== swiftshader: SwiftShader (subgroup size 4, no push descriptors, no 64-bit types)," \
            "the current layer"
        if [ ${#NEW_LAYER_ENV[@]} -eq 0 ] || [ ! -f "${VKR_SWIFTSHADER_ICD:-}" ]; then
            fail "swiftshader: no SwiftShader from chromium-common (see $LOGS/chromium_vulkan.log)"
        else
            ss=(env VK_ICD_FILENAMES="$VKR_SWIFTSHADER_ICD" VK_DRIVER_FILES="$VKR_SWIFTSHADER_ICD"
                "${NEW_LAYER_ENV[@]}")
            step probe-swiftshader-none "${ss[@]}" "$BUILD_DIR/probe_devices"
            grep -E '^(device|  subgroupSize|  shader types|    VK_KHR_push)' \
                "$LOGS/probe-swiftshader-none.log" | sed -e 's/^/    /'
            probe swiftshader "$VKR_SWIFTSHADER_ICD" sync
            probe swiftshader "$VKR_SWIFTSHADER_ICD" gpu-av
            # shellcheck disable=SC2086
            # --quick: every op x type at fewer sizes (the whole matrix took 490 s); without the
            # groups of contexts on faked capabilities and feature subsets (caps, paths: 120 s of
            # SwiftShader compiling; lavapipe runs them), rows_proto (prototype-mode rows),
            # rows_gpucount and moments-rows (lavapipe runs them at every size)
            start_suite "swiftshader-sg4" 900 "${ss[@]}" \
                VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC="$heuristic" "$BUILD_DIR/test_reduce" \
                --quick --no-64bit --expect-subgroup-size 4 --skip caps,paths,rows_proto,rows_gpucount,moments-rows \
                --timeout 840 $EXTRA_ARGS
            # shellcheck disable=SC2086
            start_suite "swiftshader-gpu-av-quick" 900 "${ss[@]}" "$BUILD_DIR/test_reduce" \
                --no-64bit --quick --gpu-av --expect-subgroup-size 4 --timeout 840 \
                --filter info,sizes,offsets,sweep,adversarial,scratch,split,tight,badinput $EXTRA_ARGS
            if [ -x "$BUILD_DIR/test_scan" ]; then
                # shellcheck disable=SC2086
                start_suite "scan-swiftshader-quick-sg4" 900 "${ss[@]}" \
                    VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC="$heuristic" "$BUILD_DIR/test_scan" \
                    --no-64bit --quick --skip select-,schedules,wgsize,selftest,prototype \
                    --expect-subgroup-size 4 --timeout 840 $EXTRA_ARGS
            else
                fail "test_scan did not build: no scan run on SwiftShader"
            fi
            if [ -x "$BUILD_DIR/test_operators" ]; then
                # (--no-64bit: the affine and segsum operators must be refused)
                # shellcheck disable=SC2086
                start_suite "operators-swiftshader-quick-sg4" 600 "${ss[@]}" \
                    VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC="$heuristic" "$BUILD_DIR/test_operators" \
                    --no-64bit --quick --filter register,matrix,edges,badinput --expect-subgroup-size 4 --timeout 540 $EXTRA_ARGS
            else
                fail "test_operators did not build: no operator run on SwiftShader"
            fi
        fi
    fi
    # every queued run, longest first; then what compares or summarises their logs
    t_phase=$SECONDS
    echo "=== runs: ${#queued[@]} test runs, $JOBS at a time"
    collect_suites
    echo "=== runs: $((SECONDS - t_phase))s"
    if phase_on scan && [ -x "$BUILD_DIR/test_scan" ]; then
        # the single pass gives the same bits whatever the thread count
        for w in 4 8 16; do
            compare_digests "scan-sg$w" "scan-sg$w-lp1"
        done
    fi
    [ -f "$LOGS/alloc-fail-sg8.log" ] && phase_on allocfail &&
        grep -aE '^(create|sync)' "$LOGS/alloc-fail-sg8.log" | sed -e 's/^/    /'
    if phase_on valgrind &&
        grep -q 'ERROR SUMMARY: [1-9]\|definitely lost\|indirectly lost\|Invalid \|uninitialised' "$vlog" 2>/dev/null; then
        echo "    memcheck report ($vlog):"
        grep -v '^==[0-9]*== *$' "$vlog" | head -n 80 | sed -e 's/^/    /'
    fi
    phase_on mpi && [ -f "$LOGS/mpi.log" ] &&
        grep -aE '^(build:|mpi_test:|float results|mixed-1 and|uniform and|4 ranks and)' "$LOGS/mpi.log" |
        sed -e 's/^/    /'
    # the same shards on the same device give the same combined bits in another process
    phase_on threads && [ -x "$BUILD_DIR/test_threads" ] &&
        compare_digests threads-sg8 threads-again-sg8 '^combine digest:.*llvmpipe'
fi

echo "=== summary (logs in $LOGS)"
for s in "${summaries[@]}"; do echo "  $s"; done
[ "$total_skip" -gt 0 ] && echo "run_tests.sh: $total_skip skipped (not counted as passed)"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
