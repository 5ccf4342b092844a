/* bench.c - benchmark of vk_reduce.h on any Vulkan device, in engine mode.

   The instance and device are the tests' set-up (tests/harness.c, init_vulkan below: no
   validation layer; no libvulkan at link time: volk opens the loader). The bench fills one
   DEVICE_LOCAL buffer through a staging copy with floats in [0.5, 1) (word i = 0x3f000000 |
   ((i * 2654435761) & 0x7fffff), as cub_bench.cu does), and for every case (op x type) and N
   measures:
     - GPU time of one reduce: timestamps around exactly one vkr_cmd_reduce (default flags),
       each run its own submit, median after warm-up;
     - b2b (back to back, the headline view): K reduces in one command buffer, each followed
       by the COMPUTE write -> COMPUTE read|write barrier a user places,
       VKR_REDUCE_NO_SCRATCH_BARRIER; timestamps around the whole sequence / K, median
       (K = b2b_count(): 1000 up to 4 MiB of input, fewer above, at least 16);
     - hostcall: host wall time of one synchronous vkr_reduce (buffer) on the same buffer, median.
   Every result is checked against a CPU reference, and every timed run against the first
   (the library promises bit-identical results): a wrong case prints FAIL, is left out of the
   CSV, and the exit status is 1.

   Output: a table on stderr; CSV on stdout, `name,n,us,GBps` as cub_bench.cu, after `# key,value`
   comment lines (device, driver, Vulkan version, context configuration).

   --scan measures prefix scans instead (vkr_cmd_scan; see "scan mode" below): per variant
   (algorithm, test schedule, scan workgroup size) one scan and scans back to back, beside a copy
   shader (bench/copy.comp) and vkCmdCopyBuffer; GB/s there = (bytes read + written) / time.

   Build (from the repository root): make bench, i.e.
     glslangValidator -V --target-env vulkan1.1 --vn vkb_copy_spv -o build/bench/copy_spv.h bench/copy.comp
     gcc -std=c99 -O2 -Wall -Wextra -Werror -I. -Ibuild/bench -o build/bench/bench bench/bench.c tests/harness.c -ldl -lm
   Another commit's bench, for an A/B run: make bench-rev REV=<commit> (bench/README.md).
   Run:  build/bench/bench --help */
#define _POSIX_C_SOURCE 200809L
#include "../tests/harness.h" /* the instance and device set-up; tests/harness.c compiles vk_reduce.h and volk */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define OUT_SIZE 256u             /* output buffer: one element is written at offset 0 */
#define STAGING_SIZE (64u << 20)  /* upload chunk: a multiple of the fill's period, 2^23 words */
#define BATCH 1000
#define MAX_CASES 64
#define MAX_NS 40

/* ------------------------------------------------------------------ options */

typedef struct bcase { vkr_op op; vkr_type type; } bcase;

static struct {
    int min_lg, max_lg, with_2_30, reps, warmup, batch_reps, host_reps, no_batch, no_host;
    int extra_lg[8], n_extra;
    const char *cases, *device;
    uint32_t workgroup_size, mid_workgroup_size, max_workgroups;
    uint64_t max_binding_range;
    int sweep;
    const char *sweep_w, *sweep_g;
    int list_devices;
    int path; /* vkr_kernel_path, 0 = auto */
    int binding; /* vkr_binding, 0 = auto */
    /* --scan mode (0 / NULL = its default) */
    int scan, step_lg, batch_max_lg, no_copy, managed_scratch, full_check_mib, warmup_ms;
    const char *scan_cases, *variants, *algorithm, *schedule, *copy_groups, *scan_rows;
    uint32_t scan_wg, copy_wg;
    int rows; /* --rows: row / segmented reduce and GPU-count cases (rows_main) */
    int arg; /* --arg: argmin / argmax / minmax f32 */
} opt = {10, 28, 0, 0, 5, 5, 10, 0, 0, {0}, 0, "sum.f32,max.f32,sum.i32,sum.f64,sum.u64", NULL,
         0, 0, 0, 0, 0, NULL, NULL, 0, 0, 0,
         0, 0, 0, 0, 0, 64, 1000, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0};

static int g_xform; /* --xform: transform-reduce, compensated-sum and moments cases (xform_main); --moments: 2, the moments only */
static int opt_operators; /* --operators: operators_main() */
static int g_no_check; /* --no-check: time reduces and scans whose results are not checked (benchmark-only modules) */

/* The descs of the library's calls, for (op, type, count) cases. */
static vkr_reduce_desc reduce_desc(vkr_op op, vkr_type type, uint64_t n)
{
    vkr_reduce_desc d;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = type;
    d.count = n;
    return d;
}
static VkResult supports(vkr_context ctx, vkr_op op, vkr_type type)
{
    vkr_reduce_desc d = reduce_desc(op, type, 0);
    return vkr_supports(ctx, &d);
}
static VkResult prepare(vkr_context ctx, vkr_op op, vkr_type type)
{
    vkr_reduce_desc d = reduce_desc(op, type, 0);
    return vkr_prepare(ctx, &d);
}
/* vkr_reduce of n elements at the start of a buffer of `size` bytes */
static VkResult reduce_buffer(vkr_context ctx, vkr_op op, vkr_type type, VkBuffer buf, VkDeviceSize size, uint64_t n, void *out)
{
    vkr_reduce_desc d = reduce_desc(op, type, n);
    d.input.buffer = buf;
    d.input.size = size;
    return vkr_reduce(ctx, &d, out);
}

static void usage(void)
{
    fprintf(stderr,
        "usage: bench [options] > vkr.csv\n"
        "  --max-log2 K          largest N = 2^K (default 28); N = 2^min .. 2^K in steps of 4x\n"
        "  --min-log2 K          smallest N (default 10)\n"
        "  --extra-log2 a,b      also these N = 2^a, 2^b (e.g. 27)\n"
        "  --with-2-30           also N = 2^30 for 4-byte types, if the device memory allows\n"
        "  --reps R              timed runs per N (default 200 below 2^24, else 50)\n"
        "  --warmup W            warm-up runs (default 5)\n"
        "  --batch-reps R        timed back-to-back sequences (b2b, default 5); --no-batch skips them\n"
        "  --host-reps R         timed vkr_reduce (buffer) calls (default 10); --no-host skips\n"
        "  --cases list          op.type list (default sum.f32,max.f32,sum.i32,sum.f64,sum.u64);\n"
        "                        ops sum|add,mul,min,max,and,or,xor; types f32,f64,i32,u32,i64,u64;\n"
        "                        'all' = every supported combination\n"
        "  --device S            device index or name substring (default: first discrete GPU)\n"
        "  --list-devices        print the devices and exit\n"
        "  --workgroup-size W    vkr_context_desc.workgroup_size (0 = library default)\n"
        "  --mid-workgroup-size W  vkr_context_desc.mid_workgroup_size (0 = library default)\n"
        "  --max-workgroups G    vkr_context_desc.max_workgroups (0 = library default)\n"
        "  --max-binding-range B vkr_context_desc.max_binding_range in bytes (0 = device limit)\n"
        "  --path P              vkr_context_desc.path: auto (default), native, shuffle, shared\n"
        "  --binding B           vkr_context_desc.binding: auto (default), push, sets\n"
        "  --sweep               only sweep (workgroup size, workgroups) for sum.f32 at a few N\n"
        "  --no-check            reduce and scan modes: do not check results (for benchmark-only\n"
        "                        modules that compute something else: bench/ablation.sh, the scan\n"
        "                        status diagnostic); a '# unchecked' line says so\n"

        "  --sweep-w list        workgroup sizes to sweep (default 256,512,1024)\n"
        "  --sweep-g list        workgroup counts to sweep (default 0 plus 1,2,4,8 x SM count if\n"
        "                        VK_NV_shader_sm_builtins tells it, else 0,64,128,256,512,1024)\n"
        "rows mode (--rows): f32 sum: 1000 x 1024 rows in one vkr_cmd_reduce_rows vs 1000 vkr_cmd_reduce,\n"
        "  64 x 2^20 rows, 1000 random segments (mean 4096), batch-1000 reduces with a direct vs a\n"
        "  GPU-resident count (--reps, --warmup, --device, --path, --binding, --workgroup-size apply)\n"
        "transform mode (--xform): f32 sum plain vs VKR_REDUCE_COMPENSATED, dot (plain, compensated),\n"
        "  sum of squares f32, dot f64 and moments (f32, f32 in f64, f64) at N = 2^min .. 2^max (steps\n"
        "  of 4x; --reps, --warmup, --batch-reps, --no-batch, --path, --binding as above), one op and\n"
        "  ops back to back (.b2b); GB/s counts the bytes read (dot: both arrays); results checked\n"
        "  against long double within vkr_reduce_error_bound\n"
        "  --moments             the moments cases of --xform only\n"
        "operators mode (--operators): user-defined operators (the headers `make operators` writes):\n"
        "  reduces and inclusive scans of the 16-byte stats operator (f32 min, max, sum, u32 count) and\n"
        "  reduces of the 8-byte bicyclic monoid, beside our f32 sum and f32 scan of the same bytes, at\n"
        "  N = 2^min .. 2^max 16-byte elements (steps of 4x), back to back (.b2b); GB/s counts the\n"
        "  bytes read (scans: read + written); min, max and count checked against the CPU\n"
        "scan mode (--scan): vkr_cmd_scan, a copy shader and vkCmdCopyBuffer; GB/s = (read + written) / time\n"
        "  --scan                measure scans instead of reduces (--max-log2/--min-log2/--extra-log2,\n"
        "                        --reps, --warmup, --batch-reps, --no-batch, --device, --path as above)\n"
        "  --scan-rows RxL,...   also row scans (vkr_cmd_scan_rows) of R rows of L elements per case,\n"
        "                        the plain scan of R x L elements and the rows as segmented scans\n"
        "                        (vkr_cmd_scan_segments: by u8 head flags, by begin offsets)\n"
        "  --scan-cases list     kind.op.type (default incl.sum.f32,excl.sum.u32,incl.sum.f64);\n"
        "                        kind incl|excl, op and type as for --cases\n"
        "  --variants list       contexts to measure side by side, each ALG[+SCHEDULE][+wW]: ALG auto|\n"
        "                        single|rts, SCHEDULE normal|fallback|swap|reverse (vkr_testing_desc.\n"
        "                        scan_schedule), W scan_workgroup_size; e.g. auto,fallback,rts\n"
        "                        (default: one, from --algorithm, --schedule, --scan-workgroup-size)\n"
        "  --algorithm A         auto (default), single (VKR_SCAN_SINGLE_PASS), rts (REDUCE_THEN_SCAN)\n"
        "  --schedule S          normal (default), fallback (VKR_TESTING_SCAN_FORCE_FALLBACK), swap,\n"
        "                        reverse, or a number (the flag bits)\n"
        "  --scan-workgroup-size W  vkr_context_desc.scan_workgroup_size (0 = library default)\n"
        "  --step-log2 S         N = 2^min .. 2^max in steps of 2^S (default 2)\n"
        "  --batch-max-log2 K    back-to-back scans for N <= 2^K (default every N)\n"
        "  --no-copy             skip the copy references (vk.copy shader, vk.copybuf vkCmdCopyBuffer)\n"
        "  --copy-wg W           copy shader workgroup size (default 256)\n"
        "  --copy-groups list    copy shader workgroup counts tried, the fastest reported (default:\n"
        "                        4,8,16 x SM count if known, else 512,1024,2048; plus 0 = one pass)\n"
        "  --full-check-mib M    outputs up to M MiB are checked element by element, larger ones at\n"
        "                        about 5000 sample positions (default 64)\n"
        "  --managed-scratch     scans use the context's scratch (default: the bench's own, so the\n"
        "                        single-pass fallback counter can be read)\n"
        "  --warmup-ms M         a series after an idle GPU (every mode) warms up for at least M ms as\n"
        "                        well as --warmup runs (default 1000: the clocks drop to idle during the\n"
        "                        CPU checks between series and take hundreds of ms to come back)\n");
    fprintf(stderr,
        "select mode (--select): vkr_cmd_select of 2^min .. 2^max elements (step 4x): u32 values by u32 and\n"
        "                        u8 flags (half selected), by v < 2^31, 20-byte records by u32 flags (to\n"
        "                        2^24), partition by u32 flags; one call and back to back (.b2b); the\n"
        "                        count and the first 64 MiB of the output checked; GB/s = records and\n"
        "                        flags read + records written\n"
        "arg mode (--arg): argmin.f32, argmax.f32, minmax.f32 (VKR_OP_ARGMIN/ARGMAX/MINMAX) and\n"
        "                        minmax.f32.values (VKR_REDUCE_VALUES_ONLY: index UINT64_MAX) at\n"
        "                        N = 2^min .. 2^max (step 4x) and the extras; GB/s = bytes read / time;\n"
        "                        every result checked (value and first index) against the CPU\n");
    fprintf(stderr,
        "--pipeline-stats: the driver's statistics of the u8/i16/f16/bf16/f32 and compensated f32 sum pipelines and the\n"
        "                        single-pass f32/u32/f64/u64 add scan pipelines at --scan-workgroup-size (a diagnostic)\n"
        "narrow mode (--narrow): sum of u8, i16, f16 and bf16 (default accumulators u32, i32, f32) at\n"
        "  N = 2^min..2^max step 4x (default max 2^28); GB/s = N x element size / time\n"
        "  (--reps, --warmup, --device, --path, --binding, --extra-log2 as above)\n");
}

static void die(const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "bench: error: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(2);
}

static const char *vkres(VkResult r)
{
    switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_FORMAT_NOT_SUPPORTED: return "VK_ERROR_FORMAT_NOT_SUPPORTED";
    case VK_ERROR_VALIDATION_FAILED_EXT: return "VK_ERROR_VALIDATION_FAILED_EXT";
    default: return "VkResult";
    }
}

#define VK(call) do { VkResult r_ = (call); if (r_ != VK_SUCCESS) \
    die("%s failed: %s (%d), line %d", #call, vkres(r_), (int)r_, __LINE__); } while (0)

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec * 1e-3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Names as in the CSV: add is "sum" (CUB's name). */
static const char *const op_names[VKR_OP_COUNT] = {"none", "sum", "mul", "min", "max", "and", "or", "xor",
                                                   "argmin", "argmax", "minmax"};
static const char *const type_names[VKR_TYPE_COUNT] = {"none", "f32", "f64", "i32", "u32", "i64", "u64",
                                                       "f16", "bf16", "i8", "u8", "i16", "u16", "user"};
static const unsigned type_sizes[VKR_TYPE_COUNT] = {0, 4, 8, 4, 4, 8, 8, 2, 2, 1, 1, 2, 2, 0}; /* user: the operator's */
static int opt_narrow; /* --narrow: narrow_main() instead of the reduce cases */
static int opt_select; /* --select: select_main() */
static int opt_stats; /* --pipeline-stats: stats_main(): the driver's statistics of some reduce pipelines */
static int g_have_exec_props; /* the device enabled pipelineExecutableInfo */

static int is_float(vkr_type t) { return t == VKR_TYPE_F32 || t == VKR_TYPE_F64; }

static int parse_list_u32(const char *s, uint32_t *v, int max)
{
    int n = 0;
    while (s && *s && n < max) {
        char *end;
        v[n++] = (uint32_t)strtoul(s, &end, 10);
        if (end == s) die("bad number list '%s'", s);
        s = *end == ',' ? end + 1 : end;
    }
    return n;
}

/* The reduce cases read and check results in the input type; an input with a wider accumulator
   (u8, f16, ...) is measured by --narrow. */
static int result_in_input_type(vkr_type t) { return vkr_default_accumulator(t) == t; }

static int parse_cases(const char *s, bcase *out)
{
    int n = 0;
    if (!strcmp(s, "all")) {
        for (int t = 1; t < VKR_TYPE_USER; t++) /* (user-defined operators: --operators) */
            for (int o = 1; o <= VKR_OP_XOR; o++) /* the one-input plain ops; --arg and --xform have the others */
                if (!(is_float((vkr_type)t) && o >= VKR_OP_AND) && result_in_input_type((vkr_type)t))
                    out[n++] = (bcase){(vkr_op)o, (vkr_type)t};
        return n;
    }
    while (*s) {
        char tok[32];
        size_t len = strcspn(s, ",");
        if (len == 0 || len >= sizeof tok) die("bad --cases entry near '%s'", s);
        memcpy(tok, s, len);
        tok[len] = 0;
        s += len + (s[len] == ',');
        char *dot = strpbrk(tok, ".:");
        if (!dot) die("--cases: '%s' is not op.type", tok);
        *dot = 0;
        int o = !strcmp(tok, "add") ? VKR_OP_ADD : 0, t = 0;
        for (int i = 1; i <= VKR_OP_XOR && !o; i++) if (!strcmp(tok, op_names[i])) o = i;
        for (int i = 1; i < VKR_TYPE_COUNT && !t; i++) if (!strcmp(dot + 1, type_names[i])) t = i;
        if (!o || !t) die("--cases: unknown op or type in '%s.%s'", tok, dot + 1);
        if (o > VKR_OP_XOR) die("--cases: %s has no bench case yet", tok);
        if (!result_in_input_type((vkr_type)t))
            die("--cases: %s accumulates in %s: measure it with --narrow", dot + 1, type_names[vkr_default_accumulator((vkr_type)t)]);
        if (n == MAX_CASES) die("--cases: too many");
        out[n++] = (bcase){(vkr_op)o, (vkr_type)t};
    }
    return n;
}

static void parse_args(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
#define ARG() (i + 1 < argc ? argv[++i] : (die("%s needs a value", a), ""))
        if (!strcmp(a, "--max-log2")) opt.max_lg = atoi(ARG());
        else if (!strcmp(a, "--min-log2")) opt.min_lg = atoi(ARG());
        else if (!strcmp(a, "--extra-log2")) {
            uint32_t v[8];
            int k = parse_list_u32(ARG(), v, 8);
            for (int j = 0; j < k; j++) opt.extra_lg[j] = (int)v[j];
            opt.n_extra = k;
        }
        else if (!strcmp(a, "--with-2-30")) opt.with_2_30 = 1;
        else if (!strcmp(a, "--reps")) opt.reps = atoi(ARG());
        else if (!strcmp(a, "--warmup")) opt.warmup = atoi(ARG());
        else if (!strcmp(a, "--batch-reps")) opt.batch_reps = atoi(ARG());
        else if (!strcmp(a, "--host-reps")) opt.host_reps = atoi(ARG());
        else if (!strcmp(a, "--no-batch")) opt.no_batch = 1;
        else if (!strcmp(a, "--no-host")) opt.no_host = 1;
        else if (!strcmp(a, "--cases")) opt.cases = ARG();
        else if (!strcmp(a, "--narrow")) opt_narrow = 1;
        else if (!strcmp(a, "--pipeline-stats")) opt_stats = 1;
        else if (!strcmp(a, "--select")) opt_select = 1;
        else if (!strcmp(a, "--device")) opt.device = ARG();
        else if (!strcmp(a, "--list-devices")) opt.list_devices = 1;
        else if (!strcmp(a, "--workgroup-size")) opt.workgroup_size = (uint32_t)atoi(ARG());
        else if (!strcmp(a, "--mid-workgroup-size")) opt.mid_workgroup_size = (uint32_t)atoi(ARG());
        else if (!strcmp(a, "--max-workgroups")) opt.max_workgroups = (uint32_t)atoi(ARG());
        else if (!strcmp(a, "--max-binding-range")) opt.max_binding_range = strtoull(ARG(), NULL, 0);
        else if (!strcmp(a, "--path")) {
            const char *p = ARG();
            opt.path = !strcmp(p, "native") ? 1 : !strcmp(p, "shuffle") ? 2 : !strcmp(p, "shared") ? 3 : 0;
            if (!opt.path && strcmp(p, "auto")) die("--path %s: want auto, native, shuffle or shared", p);
        }
        else if (!strcmp(a, "--binding")) {
            const char *b = ARG();
            opt.binding = !strcmp(b, "push") ? 1 : !strcmp(b, "sets") ? 2 : 0;
            if (!opt.binding && strcmp(b, "auto")) die("--binding %s: want auto, push or sets", b);
        }
        else if (!strcmp(a, "--sweep")) opt.sweep = 1;
        else if (!strcmp(a, "--no-check")) g_no_check = 1;
        else if (!strcmp(a, "--sweep-w")) opt.sweep_w = ARG();
        else if (!strcmp(a, "--sweep-g")) opt.sweep_g = ARG();
        else if (!strcmp(a, "--scan")) opt.scan = 1;
        else if (!strcmp(a, "--rows")) opt.rows = 1;
        else if (!strcmp(a, "--arg")) opt.arg = 1;
        else if (!strcmp(a, "--xform")) g_xform = 1;
        else if (!strcmp(a, "--moments")) g_xform = 2;
        else if (!strcmp(a, "--operators")) opt_operators = 1;
        else if (!strcmp(a, "--scan-cases")) opt.scan_cases = ARG();
        else if (!strcmp(a, "--scan-rows")) opt.scan_rows = ARG();
        else if (!strcmp(a, "--variants")) opt.variants = ARG();
        else if (!strcmp(a, "--algorithm")) opt.algorithm = ARG();
        else if (!strcmp(a, "--schedule")) opt.schedule = ARG();
        else if (!strcmp(a, "--scan-workgroup-size")) opt.scan_wg = (uint32_t)atoi(ARG());
        else if (!strcmp(a, "--step-log2")) opt.step_lg = atoi(ARG());
        else if (!strcmp(a, "--batch-max-log2")) opt.batch_max_lg = atoi(ARG());
        else if (!strcmp(a, "--no-copy")) opt.no_copy = 1;
        else if (!strcmp(a, "--copy-wg")) opt.copy_wg = (uint32_t)atoi(ARG());
        else if (!strcmp(a, "--copy-groups")) opt.copy_groups = ARG();
        else if (!strcmp(a, "--full-check-mib")) opt.full_check_mib = atoi(ARG());
        else if (!strcmp(a, "--managed-scratch")) opt.managed_scratch = 1;
        else if (!strcmp(a, "--warmup-ms")) opt.warmup_ms = atoi(ARG());
        else if (!strcmp(a, "--help") || !strcmp(a, "-h")) { usage(); exit(0); }
        else { usage(); die("unknown option '%s'", a); }
#undef ARG
    }
    if (opt.min_lg < 0 || opt.max_lg > 32 || opt.min_lg > opt.max_lg) die("bad --min-log2/--max-log2");
    if (opt.reps < 0 || opt.warmup < 0 || opt.batch_reps < 1 || opt.host_reps < 1) die("bad rep counts");
    if (!opt.scan_cases) opt.scan_cases = "incl.sum.f32,excl.sum.u32,incl.sum.f64";
    if (!opt.step_lg) opt.step_lg = 2;
    if (!opt.batch_max_lg) opt.batch_max_lg = 40;
    if (!opt.copy_wg) opt.copy_wg = 256;
    if (opt.step_lg < 1 || opt.full_check_mib < 0) die("bad --step-log2 / --full-check-mib");
}

/* ------------------------------------------------------------------ Vulkan set-up */

/* The instance and device are tests/harness.c's (g_inst, g_dev: its table g_dev.t, queue,
   command pool and buffer, fence); these are the bench's own. */
static struct {
    VkPhysicalDeviceProperties props;
    VkDeviceSize max_alloc;
    uint32_t sm_count;
    char driver[VK_MAX_DRIVER_NAME_SIZE + VK_MAX_DRIVER_INFO_SIZE + 2];
    uint64_t ts_mask;
    double ts_period;   /* ns per tick */
    VkQueryPool qp;
    VkBuffer in, out, rb;
    VkDeviceMemory in_mem, out_mem, rb_mem;
    VkDeviceSize in_size;
    void *rb_map;
} g;

/* A plain instance (no validation layer, no debug messenger: nothing between the bench and the
   driver) of the loader's Vulkan up to 1.3; the device --device names (else the first discrete
   GPU, else the first), with every feature the library can use (through extensions on Vulkan
   1.1 / 1.2) and VK_KHR_push_descriptor, on a queue with timestamps; then what the CSV header
   reports (driver, SM count) and the timestamp query pool. */
static void init_vulkan(void)
{
    harness_instance_options io;
    harness_device_options dopt;
    VK(volkInitialize());
    g_group = "bench"; /* the harness's FAIL lines, if its set-up fails */
    memset(&io, 0, sizeof io);
    io.app_name = "vk_reduce bench";
    io.quiet = 1;
    io.plain = 1;
    io.api_up_to_loader = 1;
    if (!create_instance_with(&io)) die("instance creation failed (see the FAIL line)");
    VkPhysicalDevice pd = pick_physical_device(opt.device, stderr);
    if (opt.list_devices) exit(0);
    if (!pd) die(opt.device ? "no device matches '%s'" : "no Vulkan device", opt.device);
    vkGetPhysicalDeviceProperties(pd, &g.props);
    if (g.props.apiVersion < VK_API_VERSION_1_1) die("%s supports Vulkan 1.0 only", g.props.deviceName);
    memset(&dopt, 0, sizeof dopt);
    dopt.features = 2;
    dopt.timestamp_queue = 1;
    dopt.pipeline_executable_info = opt_stats;
    if (!create_device_with(&g_dev, pd, &dopt)) die("device set-up on %s failed (see the FAIL line)", g.props.deviceName);
    g_have_exec_props = g_dev.pipeline_executable_info;
    g.ts_mask = g_dev.timestamp_bits >= 64 ? ~0ull : (1ull << g_dev.timestamp_bits) - 1;
    g.ts_period = g.props.limits.timestampPeriod;

    /* properties: driver, SM count, max allocation */
    int e_drv = g_dev.api_version >= VK_API_VERSION_1_2 || phys_has_ext(pd, VK_KHR_DRIVER_PROPERTIES_EXTENSION_NAME);
    int e_sm = phys_has_ext(pd, VK_NV_SHADER_SM_BUILTINS_EXTENSION_NAME);
    VkPhysicalDeviceProperties2 p2 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, NULL, {0}};
    VkPhysicalDeviceMaintenance3Properties m3 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES, NULL, 0, 0};
    VkPhysicalDeviceDriverProperties drv;
    VkPhysicalDeviceShaderSMBuiltinsPropertiesNV sm;
    memset(&drv, 0, sizeof drv);
    memset(&sm, 0, sizeof sm);
    drv.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
    sm.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SM_BUILTINS_PROPERTIES_NV;
    p2.pNext = &m3;
    void **tail = &m3.pNext;
    if (e_drv) { *tail = &drv; tail = &drv.pNext; }
    if (e_sm) { *tail = &sm; tail = &sm.pNext; }
    vkGetPhysicalDeviceProperties2(pd, &p2);
    g.max_alloc = m3.maxMemoryAllocationSize;
    g.sm_count = e_sm ? sm.shaderSMCount : 0;
    if (e_drv) snprintf(g.driver, sizeof g.driver, "%s %s", drv.driverName, drv.driverInfo);
    else snprintf(g.driver, sizeof g.driver, "unknown");

    VkQueryPoolCreateInfo qpi = {VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO, NULL, 0, VK_QUERY_TYPE_TIMESTAMP, 2, 0};
    VK(g_dev.t.vkCreateQueryPool(g_dev.dev, &qpi, NULL, &g.qp));
}

static uint32_t find_memory(uint32_t type_bits, VkMemoryPropertyFlags need, VkMemoryPropertyFlags want)
{
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < g_dev.mem.memoryTypeCount; i++) {
            VkMemoryPropertyFlags f = g_dev.mem.memoryTypes[i].propertyFlags, w = need | (pass ? 0 : want);
            if ((type_bits & (1u << i)) && (f & w) == w) return i;
        }
    return UINT32_MAX;
}

/* Not the harness's buf_create (host-visible, mapped): device-local buffers too, and `want`
   flags preferred where a memory type has them. */
static VkResult make_buffer(VkDeviceSize size, VkBufferUsageFlags usage, VkMemoryPropertyFlags need,
                            VkMemoryPropertyFlags want, VkBuffer *buf, VkDeviceMemory *mem)
{
    VkBufferCreateInfo bci = {VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, NULL, 0, size, usage, VK_SHARING_MODE_EXCLUSIVE, 0, NULL};
    VkResult r = g_dev.t.vkCreateBuffer(g_dev.dev, &bci, NULL, buf);
    if (r != VK_SUCCESS) return r;
    VkMemoryRequirements req;
    g_dev.t.vkGetBufferMemoryRequirements(g_dev.dev, *buf, &req);
    uint32_t type = find_memory(req.memoryTypeBits, need, want);
    if (type == UINT32_MAX) die("no memory type with flags 0x%x for a buffer", (unsigned)need);
    VkMemoryAllocateInfo mai = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, NULL, req.size, type};
    r = g_dev.t.vkAllocateMemory(g_dev.dev, &mai, NULL, mem);
    if (r == VK_SUCCESS) r = g_dev.t.vkBindBufferMemory(g_dev.dev, *buf, *mem, 0);
    if (r != VK_SUCCESS) {
        g_dev.t.vkDestroyBuffer(g_dev.dev, *buf, NULL);
        if (*mem) g_dev.t.vkFreeMemory(g_dev.dev, *mem, NULL);
        *buf = VK_NULL_HANDLE;
        *mem = VK_NULL_HANDLE;
    }
    return r;
}

static void free_buffer(VkBuffer buf, VkDeviceMemory mem)
{
    g_dev.t.vkDestroyBuffer(g_dev.dev, buf, NULL);
    g_dev.t.vkFreeMemory(g_dev.dev, mem, NULL);
}

static VkDeviceSize device_local_heap(void)
{
    VkDeviceSize best = 0;
    for (uint32_t i = 0; i < g_dev.mem.memoryHeapCount; i++)
        if ((g_dev.mem.memoryHeaps[i].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) && g_dev.mem.memoryHeaps[i].size > best)
            best = g_dev.mem.memoryHeaps[i].size;
    return best;
}

/* Not the harness's cmd_begin / cmd_submit_wait: a timed command buffer is submitted again and
   again (no ONE_TIME_SUBMIT), and a wait gives up after 30 s. */
static void begin_cmd(void)
{
    VK(g_dev.t.vkResetCommandPool(g_dev.dev, g_dev.pool, 0));
    VkCommandBufferBeginInfo bi = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO, NULL, 0, NULL};
    VK(g_dev.t.vkBeginCommandBuffer(g_dev.cmd, &bi));
}

static void submit_wait(void)
{
    VkSubmitInfo si = {VK_STRUCTURE_TYPE_SUBMIT_INFO, NULL, 0, NULL, NULL, 1, &g_dev.cmd, 0, NULL};
    VK(g_dev.t.vkQueueSubmit(g_dev.queue, 1, &si, g_dev.fence));
    VkResult r = g_dev.t.vkWaitForFences(g_dev.dev, 1, &g_dev.fence, VK_TRUE, 30ull * 1000 * 1000 * 1000);
    if (r == VK_TIMEOUT) die("the GPU did not finish within 30 s (hung kernel?)");
    VK(r);
    VK(g_dev.t.vkResetFences(g_dev.dev, 1, &g_dev.fence));
}

static void barrier(VkPipelineStageFlags src, VkAccessFlags src_access, VkPipelineStageFlags dst, VkAccessFlags dst_access)
{
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, src_access, dst_access};
    g_dev.t.vkCmdPipelineBarrier(g_dev.cmd, src, dst, 0, 1, &mb, 0, NULL, 0, NULL);
}

static uint32_t word(uint64_t i) { return 0x3f000000u | (((uint32_t)i * 2654435761u) & 0x7fffffu); }
static uint64_t elem64(uint64_t i) { return (uint64_t)word(2 * i + 1) << 32 | word(2 * i); }

static void fill_words(void *map, VkDeviceSize bytes)
{
    uint32_t *w = (uint32_t *)map;
    for (uint64_t i = 0; i < bytes / 4; i++) w[i] = word(i);
}

/* The input buffer (size bytes) and the fill (one staging chunk, repeated: the fill must repeat
   at every chunk offset); returns VK_SUCCESS or the allocation error. */
static VkResult make_input_with(VkDeviceSize size, void (*fill)(void *map, VkDeviceSize bytes))
{
    VkResult r = make_buffer(size, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                                       VK_BUFFER_USAGE_TRANSFER_SRC_BIT, /* TRANSFER_SRC: the scan mode's vkCmdCopyBuffer */
                             VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &g.in, &g.in_mem);
    if (r != VK_SUCCESS) return r;
    g.in_size = size;
    VkBuffer st;
    VkDeviceMemory st_mem;
    VkDeviceSize chunk = size < STAGING_SIZE ? size : STAGING_SIZE;
    VK(make_buffer(chunk, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                   0, &st, &st_mem));
    void *map;
    VK(g_dev.t.vkMapMemory(g_dev.dev, st_mem, 0, chunk, 0, &map));
    double t0 = now_us();
    /* word(i) depends on i mod 2^23 only, and the chunk is a multiple of 2^23 words (or all of
       the buffer): one chunk's words repeat at every chunk offset */
    fill(map, chunk);
    begin_cmd();
    for (VkDeviceSize off = 0; off < size; off += chunk) {
        VkBufferCopy bc = {0, off, size - off < chunk ? size - off : chunk};
        g_dev.t.vkCmdCopyBuffer(g_dev.cmd, st, g.in, 1, &bc);
    }
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT);
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
    submit_wait();
    fprintf(stderr, "# filled %.1f MiB in %.2f s\n", size / 1048576.0, (now_us() - t0) * 1e-6);
    g_dev.t.vkUnmapMemory(g_dev.dev, st_mem);
    free_buffer(st, st_mem);
    return VK_SUCCESS;
}

static VkResult make_input(VkDeviceSize size) { return make_input_with(size, fill_words); }

static void make_small_buffers(void)
{
    VK(make_buffer(OUT_SIZE, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                   VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &g.out, &g.out_mem));
    VK(make_buffer(OUT_SIZE, VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                   VK_MEMORY_PROPERTY_HOST_CACHED_BIT, &g.rb, &g.rb_mem));
    VK(g_dev.t.vkMapMemory(g_dev.dev, g.rb_mem, 0, OUT_SIZE, 0, &g.rb_map));
}

/* ------------------------------------------------------------------ CPU reference */

typedef struct reduce_ref {
    uint64_t bits;        /* exact result: integers, float min/max */
    long double val;      /* float add/mul */
    long double abs_sum;  /* float add: sum of |x| */
} reduce_ref;

static float f32_of(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static double f64_of(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }

/* Prefix results at every N of ns[0..cnt) (sorted, distinct), in one pass over the data. */
#define REF_LOOP(DECL, LOAD, STEP, SAVE) do { DECL; int k_ = 0; \
        for (uint64_t i = 0; k_ < cnt; i++) { LOAD; STEP; if (i + 1 == ns[k_]) { SAVE; k_++; } } } while (0)

static void reduce_refs(bcase c, const uint64_t *ns, int cnt, reduce_ref *out)
{
    int w64 = type_sizes[c.type] == 8;
    uint64_t trunc = w64 ? ~0ull : 0xffffffffull;
    memset(out, 0, (size_t)cnt * sizeof *out);
    if (is_float(c.type)) {
#define FLOAD long double x = w64 ? (long double)f64_of(elem64(i)) : (long double)f32_of(word(i))
        switch (c.op) {
        case VKR_OP_ADD:
            REF_LOOP(long double acc = 0; long double sum_abs = 0, FLOAD, (acc += x, sum_abs += fabsl(x)),
                     (out[k_].val = acc, out[k_].abs_sum = sum_abs));
            break;
        case VKR_OP_MUL: REF_LOOP(long double acc = 1, FLOAD, acc *= x, out[k_].val = acc); break;
        case VKR_OP_MIN:
        case VKR_OP_MAX: {
            int mx = c.op == VKR_OP_MAX;
            REF_LOOP(long double best = 0; uint64_t bb = 0,
                     FLOAD; uint64_t b = w64 ? elem64(i) : word(i),
                     if (i == 0 || (mx ? x > best : x < best)) { best = x; bb = b; }, out[k_].bits = bb);
            break;
        }
        default: die("no float reference for op %d", (int)c.op);
        }
#undef FLOAD
        return;
    }
    int sgn = c.type == VKR_TYPE_I32 || c.type == VKR_TYPE_I64;
#define ILOAD uint64_t x = w64 ? elem64(i) : word(i)
    switch (c.op) {
    case VKR_OP_ADD: REF_LOOP(uint64_t acc = 0, ILOAD, acc += x, out[k_].bits = acc & trunc); break;
    case VKR_OP_MUL: REF_LOOP(uint64_t acc = 1, ILOAD, acc *= x, out[k_].bits = acc & trunc); break;
    case VKR_OP_AND: REF_LOOP(uint64_t acc = ~0ull, ILOAD, acc &= x, out[k_].bits = acc & trunc); break;
    case VKR_OP_OR: REF_LOOP(uint64_t acc = 0, ILOAD, acc |= x, out[k_].bits = acc & trunc); break;
    case VKR_OP_XOR: REF_LOOP(uint64_t acc = 0, ILOAD, acc ^= x, out[k_].bits = acc & trunc); break;
    case VKR_OP_MIN:
    case VKR_OP_MAX: {
        int mx = c.op == VKR_OP_MAX;
        REF_LOOP(uint64_t best = 0; int64_t sbest = 0,
                 ILOAD; int64_t s = w64 ? (int64_t)x : (int64_t)(int32_t)(uint32_t)x,
                 if (i == 0 || (sgn ? (mx ? s > sbest : s < sbest) : (mx ? x > best : x < best))) { best = x; sbest = s; },
                 out[k_].bits = best & trunc);
        break;
    }
    default: die("no integer reference for op %d", (int)c.op);
    }
#undef ILOAD
}

/* Worst-case bound for a float sum by a tree of height h: gamma_h * sum|x| (shared/docs/testing.md),
   h from the context's workgroup size W and workgroup count G: ceil(n / (W*G)) sequential
   steps per invocation, the log2 levels across subgroups and workgroups, G / 32 for a
   one-workgroup second pass; plus half an ulp for the final rounding. */
static int check_value(bcase c, uint64_t n, const reduce_ref *r, const void *got, const vkr_context_info *info,
                       char *msg, size_t msg_size)
{
    unsigned size = type_sizes[c.type];
    uint64_t bits = 0;
    memcpy(&bits, got, size);
    if (!is_float(c.type) || c.op == VKR_OP_MIN || c.op == VKR_OP_MAX) {
        if (bits == r->bits) return 1;
        snprintf(msg, msg_size, "got 0x%0*llx, expected 0x%0*llx", (int)size * 2, (unsigned long long)bits,
                 (int)size * 2, (unsigned long long)r->bits);
        return 0;
    }
    long double v = size == 4 ? (long double)f32_of((uint32_t)bits) : (long double)f64_of(bits);
    long double u = size == 4 ? ldexpl(1, -24) : ldexpl(1, -53), tol;
    if (c.op == VKR_OP_ADD) {
        uint32_t w = info->mid_workgroup_size < info->workgroup_size ? info->mid_workgroup_size : info->workgroup_size;
        long double threads = w && info->max_workgroups ? (long double)w * info->max_workgroups : 1;
        long double h = ceill(n / threads) + 2 * ceill(log2l(threads)) + info->max_workgroups / 32.0L + 64;
        if (h > n) h = n;
        tol = h * u / (1 - h * u) * r->abs_sum + u * fabsl(r->val);
    } else {  /* mul: data in [0.5, 1), so products underflow; compare above the denormal range */
        long double tiny = size == 4 ? ldexpl(1, -126) : ldexpl(1, -1022);
        if (fabsl(r->val) < tiny && fabsl(v) < tiny) return 1;
        tol = n * u / (1 - n * u) * fabsl(r->val);
    }
    if (isfinite((double)v) && fabsl(v - r->val) <= tol) return 1;
    snprintf(msg, msg_size, "got %.17Lg (0x%0*llx), expected %.17Lg, |error| %.3Lg > tolerance %.3Lg",
             v, (int)size * 2, (unsigned long long)bits, r->val, fabsl(v - r->val), tol);
    return 0;
}

/* ------------------------------------------------------------------ measurement */

static int failures;

/* How many ops a back-to-back sequence holds: 1000 up to 4 MiB of data, then about 4 GiB of
   data in all (a few ms at H100 bandwidth), at least 16. */
static int b2b_count(double bytes)
{
    double k = 4294967296.0 / (bytes > 1 ? bytes : 1);
    return k >= BATCH ? BATCH : k <= 16 ? 16 : (int)k;
}

static void csv_row(const char *name, uint64_t n, double us, double bytes)
{
    printf("%s,%llu,%.2f,%.1f\n", name, (unsigned long long)n, us, bytes / (us * 1e3));
    fflush(stdout);
}

/* Records the timed command buffer: `count` reduces between two timestamps, then a copy of
   the output to the readback buffer. */
static VkResult record(vkr_context ctx, const vkr_reduce_desc *rd0, int count, unsigned size)
{
    begin_cmd();
    g_dev.t.vkCmdResetQueryPool(g_dev.cmd, g.qp, 0, 2);
    /* the previous submission's reduces and copies are done before anything here */
    barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    g_dev.t.vkCmdFillBuffer(g_dev.cmd, g.out, 0, OUT_SIZE, 0xdeadbeefu);  /* poison: every run must write */
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    /* BOTTOM_OF_PIPE: written once everything before has finished, i.e. when the reduce may start */
    g_dev.t.vkCmdWriteTimestamp(g_dev.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.qp, 0);
    VkResult r = VK_SUCCESS;
    for (int k = 0; k < count && r == VK_SUCCESS; k++) {
        r = vkr_cmd_reduce(ctx, g_dev.cmd, rd0);
        if (count > 1)  /* the barrier a user places after each reduce */
            barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                    VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    }
    g_dev.t.vkCmdWriteTimestamp(g_dev.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.qp, 1);
    barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
            VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT);
    VkBufferCopy bc = {0, 0, size};
    g_dev.t.vkCmdCopyBuffer(g_dev.cmd, g.out, g.rb, 1, &bc);
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
    return r;
}

/* Runs the recorded buffer warmup + reps times; GPU microseconds per run into t[]; the first
   result into first[] and 0 if a later one differs from it. */
static double g_gpu_busy_us; /* when run_timed last had the GPU busy (now_us) */

static int run_timed(int warmup, int reps, double *t, unsigned size, unsigned char *first)
{
    int same = 1;
    /* warm-up: `warmup` runs, and after an idle GPU at least --warmup-ms: the clocks drop to
       idle (345 MHz on the H100) during the CPU reference of the previous series (seconds at
       2^28) and take hundreds of ms of work to come back (f16 at 2^28 timed 3.5x slow with
       100 ms, right with 1000 and 3000 ms) */
    double t0 = now_us();
    if (now_us() - g_gpu_busy_us > 20e3)
        while (warmup > 0 && now_us() - t0 < opt.warmup_ms * 1e3) submit_wait();
    for (int i = 0; i < warmup + reps; i++) {
        submit_wait();
        uint64_t ts[2];
        VK(g_dev.t.vkGetQueryPoolResults(g_dev.dev, g.qp, 0, 2, sizeof ts, ts, sizeof ts[0],
                                 VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
        if (i >= warmup) t[i - warmup] = (double)((ts[1] - ts[0]) & g.ts_mask) * g.ts_period * 1e-3;
        if (i == 0) memcpy(first, g.rb_map, size);
        else if (memcmp(first, g.rb_map, size)) same = 0;
    }
    g_gpu_busy_us = now_us();
    return same;
}

typedef struct meas { double us, batch_us, host_us; int have_batch, have_host; } meas;

static void case_name(char *buf, size_t size, const char *prefix, bcase c, const char *suffix)
{
    snprintf(buf, size, "%s.%s.%s%s", prefix, op_names[c.op], type_names[c.type], suffix);
}

static void report_fail(bcase c, uint64_t n, const char *what, const char *msg)
{
    char name[64];
    case_name(name, sizeof name, "vkr.reduce", c, "");
    fprintf(stderr, "FAIL %s n=%llu (%s): %s\n", name, (unsigned long long)n, what, msg);
    printf("# FAIL,%s,%llu,%s: %s\n", name, (unsigned long long)n, what, msg);
    fflush(stdout);
    failures++;
}

/* Measures one (case, N); 0 if anything was wrong (reported). */
static int measure(vkr_context ctx, const vkr_context_info *info, bcase c, uint64_t n, const reduce_ref *ref,
                   int do_batch, int do_host, meas *m)
{
    unsigned size = type_sizes[c.type];
    int reps = opt.reps ? opt.reps : n < (1ull << 24) ? 200 : 50;
    int nt = reps;
    if (opt.batch_reps > nt) nt = opt.batch_reps;
    if (opt.host_reps > nt) nt = opt.host_reps;
    double *t = malloc((size_t)nt * sizeof *t);
    unsigned char first[8], other[8];
    char msg[1024];
    int ok = 1;
    memset(m, 0, sizeof *m);

    vkr_reduce_desc rd;
    memset(&rd, 0, sizeof rd);
    rd.op = c.op;
    rd.type = c.type;
    rd.count = n;
    rd.input.buffer = g.in;
    rd.input.size = g.in_size;
    rd.output.buffer = g.out;
    rd.output.size = OUT_SIZE;

    VkResult r = record(ctx, &rd, 1, size);
    if (r != VK_SUCCESS) {
        snprintf(msg, sizeof msg, "vkr_cmd_reduce: %s: %s", vkres(r), vkr_last_error(ctx));
        report_fail(c, n, "single", msg);
        free(t);
        return 0;
    }
    int same = run_timed(opt.warmup, reps, t, size, first);
    m->us = median(t, reps);
    if (!g_no_check) {
        if (!check_value(c, n, ref, first, info, msg, sizeof msg)) { report_fail(c, n, "single", msg); ok = 0; }
        else if (!same) { report_fail(c, n, "single", "results differ between runs (must be bit-identical)"); ok = 0; }
    }

    if (ok && do_batch) {
        int kb = b2b_count((double)n * type_sizes[c.type]);
        rd.flags = VKR_REDUCE_NO_SCRATCH_BARRIER;
        r = record(ctx, &rd, kb, size);
        rd.flags = 0;
        if (r != VK_SUCCESS) {
            snprintf(msg, sizeof msg, "vkr_cmd_reduce: %s: %s", vkres(r), vkr_last_error(ctx));
            report_fail(c, n, "b2b", msg);
            ok = 0;
        } else {
            /* Warm up for 200 ms: a batch is only a few ms, and after the single-reduce runs (host
               waits between submits) the GPU's clocks have dropped and take tens of ms to ramp. */
            double w0 = now_us();
            do run_timed(5, 0, t, size, other); while (now_us() - w0 < 2e5);
            same = run_timed(0, opt.batch_reps, t, size, other);
            m->batch_us = median(t, opt.batch_reps) / kb;
            m->have_batch = 1;
            if (!g_no_check && (!same || memcmp(first, other, size))) {
                report_fail(c, n, "b2b", "result differs from the single reduce's");
                ok = 0;
            }
        }
    }

    if (ok && do_host) {
        for (int i = 0; i < 2 + opt.host_reps && ok; i++) {
            memset(other, 0xee, sizeof other);
            double t0 = now_us();
            r = reduce_buffer(ctx, c.op, c.type, g.in, g.in_size, n, other);
            double dt = now_us() - t0;
            if (r != VK_SUCCESS) {
                snprintf(msg, sizeof msg, "vkr_reduce (buffer): %s: %s", vkres(r), vkr_last_error(ctx));
                report_fail(c, n, "hostcall", msg);
                ok = 0;
            } else if (memcmp(first, other, size)) {
                report_fail(c, n, "hostcall", "vkr_reduce (buffer) result differs from vkr_cmd_reduce's");
                ok = 0;
            }
            if (i >= 2) t[i - 2] = dt;
        }
        if (ok) {
            m->host_us = median(t, opt.host_reps);
            m->have_host = 1;
        }
    }
    free(t);
    return ok;
}

/* ------------------------------------------------------------------ main */

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* The N list of a case: 2^min..2^max step 4x, the extras, 2^30 for 4-byte types if asked. */
static int n_list(bcase c, int with_2_30, uint64_t *ns)
{
    int k = 0;
    for (int lg = opt.min_lg; lg <= opt.max_lg; lg += 2) ns[k++] = 1ull << lg;
    for (int j = 0; j < opt.n_extra; j++) ns[k++] = 1ull << opt.extra_lg[j];
    if (with_2_30 && type_sizes[c.type] == 4) ns[k++] = 1ull << 30;
    qsort(ns, (size_t)k, sizeof *ns, cmp_u64);
    int u = 0;
    for (int i = 0; i < k; i++) if (!u || ns[i] != ns[u - 1]) ns[u++] = ns[i];
    return u;
}

/* The desc of every context of the bench: the harness's for g_dev (every feature it enabled)
   and the options (wg: workgroup_size, groups: max_workgroups). */
static void context_desc(vkr_context_desc *cd, uint32_t wg, uint32_t groups)
{
    fill_context_desc(cd, &g_dev, g_dev.vkr_features);
    cd->options.workgroup_size = wg;
    cd->options.mid_workgroup_size = opt.mid_workgroup_size;
    cd->options.max_workgroups = groups;
    cd->options.scan_workgroup_size = opt.scan_wg;
    cd->options.max_binding_range = opt.max_binding_range;
    cd->options.path = (vkr_kernel_path)opt.path;
    cd->options.binding = (vkr_binding)opt.binding;
}

static VkResult create_ctx(uint32_t wg, uint32_t groups, vkr_context *ctx, vkr_context_info *info)
{
    vkr_context_desc cd;
    context_desc(&cd, wg, groups);
    VkResult r = vkr_create_context(&cd, ctx);
    if (r == VK_SUCCESS) r = vkr_get_context_info(*ctx, info);
    return r;
}

static void print_header(const vkr_context_info *info)
{
    char api[32], inst[32];
    format_api_version(api, sizeof api, g.props.apiVersion);
    format_api_version(inst, sizeof inst, g_inst_api);
    time_t now = time(NULL);
    char date[64];
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    printf("# device,%s\n# driver,%s\n# driver_version_raw,0x%08x\n# vulkan_api,%s\n# instance_api,%s\n"
           "# vendor_device_id,0x%04x:0x%04x\n# vk_reduce,%d.%d.%d\n# date,%s\n# timestamp_period_ns,%g\n",
           g.props.deviceName, g.driver, g.props.driverVersion, api, inst, g.props.vendorID, g.props.deviceID,
           VK_REDUCE_VERSION_MAJOR, VK_REDUCE_VERSION_MINOR, VK_REDUCE_VERSION_PATCH, date, g.ts_period);
    if (g.sm_count) printf("# sm_count,%u\n", g.sm_count);
    if (g_no_check) printf("# unchecked,results not checked (--no-check)\n");
    if (info)
        printf("# context,binding=%d path=%d subgroup_size=%u workgroup_size=%u max_workgroups=%u max_binding_range=%llu features=0x%x\n",
               (int)info->binding, (int)info->path, info->subgroup_size, info->workgroup_size, info->max_workgroups,
               (unsigned long long)info->max_binding_range, info->enabled_features);
    printf("name,n,us,GBps\n");
    fflush(stdout);
    fprintf(stderr, "# %s, driver %s, Vulkan %s (instance %s), timestamp period %g ns%s\n", g.props.deviceName,
            g.driver, api, inst, g.ts_period, g.sm_count ? "" : ", SM count unknown");
    if (info)
        fprintf(stderr, "# vk_reduce context: path %d, subgroup %u, workgroup %u, max workgroups %u, binding range %llu, features 0x%x\n",
                (int)info->path, info->subgroup_size, info->workgroup_size, info->max_workgroups,
                (unsigned long long)info->max_binding_range, info->enabled_features);
}

static void sweep(const reduce_ref *refs, const uint64_t *ns_all, int n_all)
{
    static const int want_lg[] = {16, 20, 24, 26, 28};
    uint64_t ns[8];
    const reduce_ref *nref[8];
    int nn = 0;
    for (unsigned j = 0; j < sizeof want_lg / sizeof want_lg[0]; j++)
        for (int i = 0; i < n_all; i++)
            if (ns_all[i] == 1ull << want_lg[j]) { ns[nn] = ns_all[i]; nref[nn++] = &refs[i]; }
    if (!nn) { ns[0] = ns_all[n_all - 1]; nref[0] = &refs[n_all - 1]; nn = 1; }

    uint32_t ws[16], gs[16];
    int nw = parse_list_u32(opt.sweep_w ? opt.sweep_w : "256,512,1024", ws, 16), ng;
    if (opt.sweep_g) ng = parse_list_u32(opt.sweep_g, gs, 16);
    else if (g.sm_count) { gs[0] = 0; gs[1] = g.sm_count; gs[2] = 2 * g.sm_count; gs[3] = 4 * g.sm_count; gs[4] = 8 * g.sm_count; ng = 5; }
    else ng = parse_list_u32("0,64,128,256,512,1024", gs, 16);

    enum { MAXC = 256 };
    static uint32_t cw[MAXC], cg[MAXC];
    static double us[MAXC][8];
    static int is_default[MAXC];
    int nc = 0;
    bcase c = {VKR_OP_ADD, VKR_TYPE_F32};
    print_header(NULL);
    fprintf(stderr, "# sweep: sum.f32, %d workgroup sizes x %d workgroup counts, %d sizes\n", nw, ng, nn);
    /* the library default first, then the grid */
    for (int k = -1; k < nw * ng && nc < MAXC; k++) {
        uint32_t w = k < 0 ? 0 : ws[k / ng], gr = k < 0 ? 0 : gs[k % ng];
        vkr_context ctx;
        vkr_context_info info;
        VkResult r = create_ctx(w, gr, &ctx, &info);
        if (r != VK_SUCCESS) {
            fprintf(stderr, "# sweep: w=%u g=%u: vkr_create_context: %s\n", w, gr, vkres(r));
            continue;
        }
        int dup = -1;
        for (int i = 0; i < nc; i++) if (cw[i] == info.workgroup_size && cg[i] == info.max_workgroups) dup = i;
        if (dup >= 0) {
            vkr_destroy_context(ctx);
            continue;
        }
        cw[nc] = info.workgroup_size;
        cg[nc] = info.max_workgroups;
        is_default[nc] = k < 0;
        if (k < 0) printf("# sweep_default,w=%u g=%u\n", cw[nc], cg[nc]);
        char name[64];
        snprintf(name, sizeof name, "vkr.sweep.sum.f32.w%u.g%u", cw[nc], cg[nc]);
        int ok = 1;
        for (int i = 0; i < nn && ok; i++) {
            meas m;
            ok = measure(ctx, &info, c, ns[i], nref[i], 0, 0, &m);
            us[nc][i] = ok ? m.us : INFINITY;
            if (ok) csv_row(name, ns[i], m.us, ns[i] * 4.0);
        }
        VK(g_dev.t.vkDeviceWaitIdle(g_dev.dev));
        vkr_destroy_context(ctx);
        if (ok) nc++;
    }
    if (!nc) die("sweep: no configuration ran");
    fprintf(stderr, "\n%-12s %-22s %10s %10s   %s\n", "n", "best (w x g)", "GB/s", "default", "GB/s default");
    double score[MAXC];
    for (int j = 0; j < nc; j++) score[j] = 0;
    for (int i = 0; i < nn; i++) {
        int b = 0, d = 0;
        for (int j = 0; j < nc; j++) {
            if (us[j][i] < us[b][i]) b = j;
            if (is_default[j]) d = j;
        }
        for (int j = 0; j < nc; j++) score[j] += log(us[j][i] / us[b][i]);
        char cfg[32];
        snprintf(cfg, sizeof cfg, "%u x %u", cw[b], cg[b]);
        fprintf(stderr, "2^%-10d %-22s %10.1f %4u x %-5u %10.1f\n", (int)log2((double)ns[i]), cfg,
                ns[i] * 4.0 / (us[b][i] * 1e3), cw[d], cg[d], ns[i] * 4.0 / (us[d][i] * 1e3));
    }
    int b = 0;
    for (int j = 0; j < nc; j++) if (score[j] < score[b]) b = j;
    fprintf(stderr, "best overall: --workgroup-size %u --max-workgroups %u (geomean %.3fx of the per-N best)\n",
            cw[b], cg[b], exp(score[b] / nn));
    printf("# sweep_best,w=%u g=%u geomean_vs_best=%.3f\n", cw[b], cg[b], exp(score[b] / nn));
}

/* About half a second of reduces before the first measurement: an idle GPU runs at low clocks
   and ramps up over tens of milliseconds, which otherwise shows in the first case. */
static void warm_up(vkr_context ctx)
{
    /* 64 MiB, not the whole (up to 4 GiB) buffer: right after minutes of full-bandwidth reduces
       of GiB-sized inputs, small back-to-back reduces were measured 2.5x slower (power/clock
       state), so the warm-up must not be that heavy. */
    uint64_t n = (g.in_size < (64u << 20) ? g.in_size : (64u << 20)) / 4;
    double t0 = now_us();
    float out;
    while (now_us() - t0 < 5e5)
        if (reduce_buffer(ctx, VKR_OP_ADD, VKR_TYPE_F32, g.in, g.in_size, n, &out) != VK_SUCCESS) break;
}

/* ================================================================== scan mode (--scan)

   For every scan case (kind.op.type), N and variant (a context: algorithm, test schedule, scan
   workgroup size) the GPU time of one vkr_cmd_scan (timestamps around it, one submit per run,
   median after warm-up) and, for N <= 2^batch_max_log2, of 1000 scans in one command buffer
   (each followed by the COMPUTE write -> COMPUTE read|write barrier a user places,
   VKR_SCAN_NO_SCRATCH_BARRIER), per scan. Beside them the copy ceilings for the same bytes:
   bench/copy.comp (16-byte vectors, grid-stride; the fastest of a few grids) and
   vkCmdCopyBuffer. GB/s = (bytes read + bytes written) / time = 2 * N * size / time.

   Checks: the output is poisoned before each series; after it the output is read back, whole
   up to --full-check-mib, else at ~5000 positions (the first and last 256, four around each of
   up to 512 tile boundaries, 2048 pseudo-random ones), and compared with a CPU prefix over the
   same data: exact for integers and float min/max, within vkr_scan_error_bound (plus the
   reference's own rounding for f64) for float add/mul. A failed check prints FAIL, drops the
   row, and the exit status is 1. The copies are checked at sample positions too. */

#define SCAN_MAX_CASES 16
#define SCAN_MAX_VARIANTS 8
#define SAMPLE_MAX 8192
#define COPY_MAX_CONFIGS 8

typedef struct scase { vkr_scan_kind kind; vkr_op op; vkr_type type; } scase;

typedef struct svariant {
    char spec[48], suffix[48];
    vkr_scan_algorithm alg;
    uint32_t schedule, wg;
    vkr_context ctx;
    vkr_context_info info;
    VkBuffer scratch;
    VkDeviceMemory scratch_mem;
    VkDeviceSize scratch_size;
    uint32_t fallbacks;        /* counter value at the last read */
    uint64_t scans_since;      /* scans recorded and run since that read */
} svariant;

static struct {
    VkBuffer out, rbig;
    VkDeviceMemory out_mem, rbig_mem;
    VkDeviceSize out_size, rbig_size;
    void *rbig_map;
    /* the copy shader */
    VkShaderModule cp_sm;
    VkDescriptorSetLayout cp_dsl;
    VkPipelineLayout cp_pl;
    VkPipeline cp_pipe;
    VkDeviceSize max_range, align;
    uint32_t max_groups;
    uint64_t samples[SAMPLE_MAX];
} sg;

#include "copy_spv.h" /* build/bench/copy_spv.h, from bench/copy.comp (Makefile `bench`) */

static const char *const kind_names[] = {"none", "incl", "excl"};
static const char *const alg_names[] = {"auto", "single", "rts"};

static int parse_scan_cases(const char *s, scase *out)
{
    int n = 0;
    while (*s) {
        char tok[40];
        size_t len = strcspn(s, ",");
        if (len == 0 || len >= sizeof tok) die("bad --scan-cases entry near '%s'", s);
        memcpy(tok, s, len);
        tok[len] = 0;
        s += len + (s[len] == ',');
        char *d1 = strchr(tok, '.'), *d2 = d1 ? strchr(d1 + 1, '.') : NULL;
        if (!d2) die("--scan-cases: '%s' is not kind.op.type", tok);
        *d1 = *d2 = 0;
        int k = !strcmp(tok, "incl") || !strcmp(tok, "inclusive") ? 1 : !strcmp(tok, "excl") || !strcmp(tok, "exclusive") ? 2 : 0;
        int o = !strcmp(d1 + 1, "add") ? VKR_OP_ADD : 0, t = 0;
        for (int i = 1; i < VKR_OP_COUNT && !o; i++) if (!strcmp(d1 + 1, op_names[i])) o = i;
        for (int i = 1; i < VKR_TYPE_COUNT && !t; i++) if (!strcmp(d2 + 1, type_names[i])) t = i;
        if (!k || !o || !t) die("--scan-cases: unknown kind, op or type in '%s.%s.%s'", tok, d1 + 1, d2 + 1);
        if (n == SCAN_MAX_CASES) die("--scan-cases: too many");
        out[n++] = (scase){(vkr_scan_kind)k, (vkr_op)o, (vkr_type)t};
    }
    if (!n) die("--scan-cases: empty");
    return n;
}

static int parse_alg(const char *a)
{
    if (!strcmp(a, "auto")) return VKR_SCAN_AUTO;
    if (!strcmp(a, "single") || !strcmp(a, "single-pass")) return VKR_SCAN_SINGLE_PASS;
    if (!strcmp(a, "rts") || !strcmp(a, "reduce-then-scan")) return VKR_SCAN_REDUCE_THEN_SCAN;
    return -1;
}

static int parse_schedule(const char *a, uint32_t *out)
{
    char *end;
    if (!strcmp(a, "normal")) *out = 0;
    else if (!strcmp(a, "fallback")) *out = VKR_TESTING_SCAN_FORCE_FALLBACK;
    else if (!strcmp(a, "swap")) *out = VKR_TESTING_SCAN_SWAP_PAIRS;
    else if (!strcmp(a, "reverse")) *out = VKR_TESTING_SCAN_REVERSE_64;
    else if ((*out = (uint32_t)strtoul(a, &end, 0)), end != a && !*end) return 1;
    else return 0;
    return 1;
}

static const char *schedule_name(uint32_t s)
{
    return s == 0 ? "normal" : s == VKR_TESTING_SCAN_FORCE_FALLBACK ? "fallback" : s == VKR_TESTING_SCAN_SWAP_PAIRS ? "swap"
         : s == VKR_TESTING_SCAN_REVERSE_64 ? "reverse" : NULL;
}

/* "ALG[+SCHEDULE][+wW]" tokens in any order; the CSV suffix names what differs from the default. */
static void parse_variant(const char *spec, svariant *v)
{
    memset(v, 0, sizeof *v);
    if (strlen(spec) >= sizeof v->spec) die("--variants: '%s' too long", spec);
    snprintf(v->spec, sizeof v->spec, "%s", spec);
    v->wg = opt.scan_wg;
    char buf[48];
    snprintf(buf, sizeof buf, "%s", spec);
    int have_alg = 0, have_sched = 0, have_wg = 0;
    for (char *tok = strtok(buf, "+"); tok; tok = strtok(NULL, "+")) {
        int a = parse_alg(tok);
        if (a >= 0 && !have_alg) { v->alg = (vkr_scan_algorithm)a; have_alg = 1; }
        else if (tok[0] == 'w' && tok[1] >= '0' && tok[1] <= '9' && !have_wg) { v->wg = (uint32_t)atoi(tok + 1); have_wg = 1; }
        else if (!have_sched && parse_schedule(tok, &v->schedule)) have_sched = 1;
        else die("--variants: bad or repeated part '%s' in '%s' (want ALG[+SCHEDULE][+wW])", tok, spec);
    }
    char *p = v->suffix;
    size_t left = sizeof v->suffix;
    if (v->alg) { int k = snprintf(p, left, ".%s", alg_names[v->alg]); p += k; left -= (size_t)k; }
    if (v->schedule) {
        const char *sn = schedule_name(v->schedule);
        int k = sn ? snprintf(p, left, ".%s", sn) : snprintf(p, left, ".sched%u", v->schedule);
        p += k; left -= (size_t)k;
    }
    if (have_wg) snprintf(p, left, ".w%u", v->wg);
}

static int parse_variants(svariant *vs)
{
    if (!opt.variants) {  /* one variant from --algorithm, --schedule, --scan-workgroup-size */
        char spec[48];
        if (opt.algorithm && parse_alg(opt.algorithm) < 0) die("--algorithm %s: want auto, single or rts", opt.algorithm);
        uint32_t sched = 0;
        if (opt.schedule && !parse_schedule(opt.schedule, &sched))
            die("--schedule %s: want normal, fallback, swap, reverse or a number", opt.schedule);
        int k = snprintf(spec, sizeof spec, "%s+%s", opt.algorithm ? opt.algorithm : "auto", opt.schedule ? opt.schedule : "normal");
        if (opt.scan_wg) snprintf(spec + k, sizeof spec - (size_t)k, "+w%u", opt.scan_wg);
        parse_variant(spec, &vs[0]);
        return 1;
    }
    int n = 0;
    const char *s = opt.variants;
    while (*s) {
        char tok[48];
        size_t len = strcspn(s, ",");
        if (len == 0 || len >= sizeof tok) die("bad --variants entry near '%s'", s);
        memcpy(tok, s, len);
        tok[len] = 0;
        s += len + (s[len] == ',');
        if (n == SCAN_MAX_VARIANTS) die("--variants: at most %d", SCAN_MAX_VARIANTS);
        parse_variant(tok, &vs[n]);
        for (int j = 0; j < n; j++)
            if (!strcmp(vs[j].suffix, vs[n].suffix)) die("--variants: '%s' and '%s' are the same", vs[j].spec, tok);
        n++;
    }
    return n;
}

/* ------------------------------------------------------------------ scan: CPU reference */

typedef struct sref {
    uint64_t v;          /* integers; float min/max: the bits of the best element */
    long double f, abs;  /* float add/mul: the value; add: sum of |x| */
} sref;

static void sref_init(scase c, sref *r)
{
    int w64 = type_sizes[c.type] == 8, sgn = c.type == VKR_TYPE_I32 || c.type == VKR_TYPE_I64;
    uint64_t trunc = w64 ? ~0ull : 0xffffffffull;
    memset(r, 0, sizeof *r);
    if (is_float(c.type)) {
        r->f = c.op == VKR_OP_MUL ? 1 : c.op == VKR_OP_MIN ? INFINITY : c.op == VKR_OP_MAX ? -INFINITY : 0;
        if (c.op == VKR_OP_MIN) r->v = w64 ? 0x7ff0000000000000ull : 0x7f800000u;
        if (c.op == VKR_OP_MAX) r->v = w64 ? 0xfff0000000000000ull : 0xff800000u;
        return;
    }
    switch (c.op) {
    case VKR_OP_MUL: r->v = 1; break;
    case VKR_OP_AND: r->v = trunc; break;
    case VKR_OP_MIN: r->v = sgn ? trunc >> 1 : trunc; break;
    case VKR_OP_MAX: r->v = sgn ? (trunc >> 1) + 1 : 0; break;
    default: r->v = 0;
    }
}

static inline void sref_step(scase c, sref *r, uint64_t i)
{
    int w64 = type_sizes[c.type] == 8;
    uint64_t b = w64 ? elem64(i) : word(i);
    if (is_float(c.type)) {
        long double x = w64 ? (long double)f64_of(b) : (long double)f32_of((uint32_t)b);
        switch (c.op) {
        case VKR_OP_ADD: r->f += x; r->abs += fabsl(x); break;
        case VKR_OP_MUL: r->f *= x; break;
        case VKR_OP_MIN: if (x < r->f) { r->f = x; r->v = b; } break;
        default: if (x > r->f) { r->f = x; r->v = b; } break;
        }
        return;
    }
    uint64_t trunc = w64 ? ~0ull : 0xffffffffull;
    int sgn = c.type == VKR_TYPE_I32 || c.type == VKR_TYPE_I64;
    int64_t sx = w64 ? (int64_t)b : (int64_t)(int32_t)(uint32_t)b, sv = w64 ? (int64_t)r->v : (int64_t)(int32_t)(uint32_t)r->v;
    switch (c.op) {
    case VKR_OP_ADD: r->v = (r->v + b) & trunc; break;
    case VKR_OP_MUL: r->v = (r->v * b) & trunc; break;
    case VKR_OP_AND: r->v &= b; break;
    case VKR_OP_OR: r->v |= b; break;
    case VKR_OP_XOR: r->v ^= b; break;
    case VKR_OP_MIN: if (sgn ? sx < sv : b < r->v) r->v = b; break;
    default: if (sgn ? sx > sv : b > r->v) r->v = b; break;
    }
}

typedef struct scheck {
    double bound;        /* vkr_scan_error_bound */
    double worst;        /* max |error| / tolerance seen (float add/mul) */
    uint64_t checked;
} scheck;

/* 1 if got (one element's bytes) matches the reference at element i; else the message. */
static int sref_cmp(scase c, const sref *r, const unsigned char *got, uint64_t i, scheck *ck, char *msg, size_t msg_size)
{
    unsigned size = type_sizes[c.type];
    uint64_t bits = 0;
    memcpy(&bits, got, size);
    ck->checked++;
    if (!is_float(c.type) || c.op == VKR_OP_MIN || c.op == VKR_OP_MAX) {
        if (bits == r->v) return 1;
        snprintf(msg, msg_size, "element %llu: got 0x%0*llx, expected 0x%0*llx", (unsigned long long)i, (int)size * 2,
                 (unsigned long long)bits, (int)size * 2, (unsigned long long)r->v);
        return 0;
    }
    long double v = size == 4 ? (long double)f32_of((uint32_t)bits) : (long double)f64_of(bits), tol;
    /* the reference's own rounding: exact for f32 data in long double; f64: i steps of 2^-64 */
    long double ref_err = size == 8 ? (long double)(i + 1) * ldexpl(1, -63) : 0;
    if (c.op == VKR_OP_ADD) {
        tol = (long double)ck->bound * r->abs + ref_err * r->abs;
    } else {
        long double tiny = size == 4 ? ldexpl(1, -126) : ldexpl(1, -1022);
        if (fabsl(r->f) < tiny && fabsl(v) < tiny) return 1;
        tol = ((long double)ck->bound + ref_err) * fabsl(r->f);
    }
    long double err = fabsl(v - r->f);
    if (isfinite((double)v) && err <= tol) {
        if (tol > 0 && (double)(err / tol) > ck->worst) ck->worst = (double)(err / tol);
        return 1;
    }
    snprintf(msg, msg_size, "element %llu: got %.17Lg (0x%0*llx), expected %.17Lg, |error| %.3Lg > tolerance %.3Lg",
             (unsigned long long)i, v, (int)size * 2, (unsigned long long)bits, r->f, err, tol);
    return 0;
}

/* Compares got[] (m elements at positions pos[], or the first m when pos is NULL) with the
   prefix of the data; 1 if all match. */
static int scan_compare(scase c, uint64_t n, const uint64_t *pos, uint64_t m, const unsigned char *got, scheck *ck,
                        char *msg, size_t msg_size)
{
    unsigned size = type_sizes[c.type];
    int excl = c.kind == VKR_SCAN_EXCLUSIVE;
    sref r;
    sref_init(c, &r);
    uint64_t j = 0;
    for (uint64_t i = 0; i < n && j < m; i++) {
        uint64_t p = pos ? pos[j] : j;
        if (excl && i == p) {
            if (!sref_cmp(c, &r, got + j * size, i, ck, msg, msg_size)) return 0;
            p = pos ? (++j < m ? pos[j] : n) : ++j;
        }
        sref_step(c, &r, i);
        if (!excl && i == p) {
            if (!sref_cmp(c, &r, got + j * size, i, ck, msg, msg_size)) return 0;
            j++;
        }
    }
    if (j != m) { snprintf(msg, msg_size, "internal: %llu of %llu positions compared", (unsigned long long)j, (unsigned long long)m); return 0; }
    return 1;
}

static uint64_t lcg_next(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 11;
}

/* Sorted distinct sample positions in [0, n): the first and last 256, around up to 512 tile
   boundaries, 2048 pseudo-random ones. */
static uint64_t make_samples(uint64_t n, uint64_t tile, uint64_t *pos)
{
    uint64_t m = 0, seed = n * 0x9e3779b97f4a7c15ull + 1;
    for (uint64_t i = 0; i < 256 && i < n; i++) pos[m++] = i;
    for (uint64_t i = n > 256 ? n - 256 : 0; i < n; i++) pos[m++] = i;
    if (tile) {
        uint64_t nt = (n + tile - 1) / tile, k_count = nt < 512 ? nt : 512;
        for (uint64_t j = 0; j < k_count; j++) {
            uint64_t k = j * nt / k_count, base = k * tile;
            uint64_t cand[4] = {base ? base - 1 : 0, base, base + 1, base + tile - 1};
            for (int q = 0; q < 4; q++) if (cand[q] < n) pos[m++] = cand[q];
        }
    }
    for (int j = 0; j < 2048; j++) pos[m++] = lcg_next(&seed) % n;
    qsort(pos, (size_t)m, sizeof *pos, cmp_u64);
    uint64_t u = 0;
    for (uint64_t i = 0; i < m; i++) if (!u || pos[i] != pos[u - 1]) pos[u++] = pos[i];
    return u;
}

/* ------------------------------------------------------------------ scan: GPU helpers */

static void full_barrier(void)
{
    barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
}

/* begin_timed, record the work, end_timed, then run_timed_us. */
static void begin_timed(void)
{
    begin_cmd();
    g_dev.t.vkCmdResetQueryPool(g_dev.cmd, g.qp, 0, 2);
    full_barrier(); /* everything submitted before is done before the first timestamp */
    g_dev.t.vkCmdWriteTimestamp(g_dev.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.qp, 0);
}

static void end_timed(void)
{
    g_dev.t.vkCmdWriteTimestamp(g_dev.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.qp, 1);
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
}

/* Submits the recorded buffer: warm-up runs (at least `warmup`, and for the series of single
   scans / copies at least --warmup-ms: after the CPU checks between series the clocks have
   dropped, and they take tens of ms to come back), then `reps` timed runs, GPU microseconds into
   t[]. Returns the number of submissions. */
static int run_timed_us(int warmup, int reps, double *t)
{
    int w = 0;
    double t0 = now_us();
    const double warm_ms = now_us() - g_gpu_busy_us > 20e3 ? opt.warmup_ms : 0; /* after an idle GPU */
    while (w < warmup || (warmup > 0 && now_us() - t0 < warm_ms * 1e3 && w < 100000)) {
        submit_wait();
        w++;
    }
    for (int i = 0; i < reps; i++) {
        submit_wait();
        uint64_t ts[2];
        VK(g_dev.t.vkGetQueryPoolResults(g_dev.dev, g.qp, 0, 2, sizeof ts, ts, sizeof ts[0],
                                 VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
        t[i] = (double)((ts[1] - ts[0]) & g.ts_mask) * g.ts_period * 1e-3;
    }
    g_gpu_busy_us = now_us();
    return w + reps;
}

static void poison_output(VkDeviceSize bytes)
{
    begin_cmd();
    full_barrier();
    g_dev.t.vkCmdFillBuffer(g_dev.cmd, sg.out, 0, bytes, 0xdeadbeefu);
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
    submit_wait();
}

/* Reads back the output: the first m elements (pos NULL) or the elements at pos[], into
   sg.rbig_map; and the variant's fallback counter (if v has its own scratch) into g.rb_map. */
static void read_output(unsigned size, const uint64_t *pos, uint64_t m, const svariant *v)
{
    begin_cmd();
    full_barrier();
    if (pos) {
        static VkBufferCopy regions[SAMPLE_MAX];
        for (uint64_t j = 0; j < m; j++) regions[j] = (VkBufferCopy){pos[j] * size, j * size, size};
        g_dev.t.vkCmdCopyBuffer(g_dev.cmd, sg.out, sg.rbig, (uint32_t)m, regions);
    } else {
        VkBufferCopy bc = {0, 0, m * size};
        g_dev.t.vkCmdCopyBuffer(g_dev.cmd, sg.out, sg.rbig, 1, &bc);
    }
    if (v && v->scratch) {
        VkBufferCopy bc = {VKR_SCRATCH_SCAN_FALLBACKS, 0, 4};
        g_dev.t.vkCmdCopyBuffer(g_dev.cmd, v->scratch, g.rb, 1, &bc);
    }
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
    submit_wait();
}

static void scan_report_fail(const char *name, uint64_t n, const char *what, const char *msg)
{
    fprintf(stderr, "FAIL %s n=%llu (%s): %s\n", name, (unsigned long long)n, what, msg);
    printf("# FAIL,%s,%llu,%s: %s\n", name, (unsigned long long)n, what, msg);
    fflush(stdout);
    failures++;
}

/* Reads the output back and checks it; 1 if right. Also updates the fallback count of v. */
/* The reference at the sample positions of the last (case, N, tile): the variants of one
   (case, N) share it, so the O(N) pass runs once per (case, N), not once per variant. */
static struct {
    int valid;
    scase c;
    uint64_t n, tile, m;
    uint64_t pos[SAMPLE_MAX];
    sref ref[SAMPLE_MAX];
} scache;

static void sample_refs(scase c, uint64_t n, uint64_t tile)
{
    if (scache.valid && scache.n == n && scache.tile == tile && scache.c.kind == c.kind && scache.c.op == c.op &&
        scache.c.type == c.type)
        return;
    scache.valid = 0;
    scache.m = make_samples(n, tile, scache.pos);
    int excl = c.kind == VKR_SCAN_EXCLUSIVE;
    sref r;
    sref_init(c, &r);
    uint64_t j = 0;
    for (uint64_t i = 0; i < n && j < scache.m; i++) {
        if (excl && i == scache.pos[j]) scache.ref[j++] = r;
        sref_step(c, &r, i);
        if (!excl && j < scache.m && i == scache.pos[j]) scache.ref[j++] = r;
    }
    scache.c = c;
    scache.n = n;
    scache.tile = tile;
    scache.valid = 1;
}

/* --scan-rows: the row shape being measured (0: plain scans); sr_seg: the same rows as a
   segmented scan (a vkr_segment_heads: u8 head flags or begin offsets in sr_heads), else 0 */
static uint64_t sr_rows, sr_len;
static int sr_seg;
static VkBuffer sr_heads;
static VkDeviceSize sr_heads_size;
static void upload_generated(VkBuffer dst, VkDeviceSize bytes, void (*fill)(unsigned char *, VkDeviceSize, VkDeviceSize));
static void fill_row_flags8(unsigned char *m, VkDeviceSize at, VkDeviceSize n)
{
    for (VkDeviceSize k = 0; k < n; k++) m[k] = (at + k) % sr_len == 0;
}
static void fill_row_offsets(unsigned char *m, VkDeviceSize at, VkDeviceSize n)
{
    for (VkDeviceSize k = 0; k < n / 4; k++) ((uint32_t *)m)[k] = (uint32_t)((at / 4 + k) * sr_len);
}

/* Row scans: reads back the first --full-check-mib MiB of the output (at least the start of the
   first row) and checks every row in it against its own CPU scan; 1 if right. */
static int check_rows_output(scase c, uint64_t n, const char *name, const char *what, scheck *ck)
{
    unsigned size = type_sizes[c.type];
    uint64_t m = n * size > sg.rbig_size ? sg.rbig_size / size : n;
    char msg[512];
    int ok = 1, excl = c.kind == VKR_SCAN_EXCLUSIVE;
    read_output(size, NULL, m, NULL);
    const unsigned char *got = (const unsigned char *)sg.rbig_map;
    sref r;
    if (g_no_check) return 1;
    sref_init(c, &r);
    for (uint64_t i = 0; i < m && ok; i++) {
        if (i % sr_len == 0) sref_init(c, &r);
        if (excl) ok = sref_cmp(c, &r, got + i * size, i, ck, msg, sizeof msg);
        sref_step(c, &r, i);
        if (!excl) ok = sref_cmp(c, &r, got + i * size, i, ck, msg, sizeof msg);
    }
    if (!ok) scan_report_fail(name, n, what, msg);
    return ok;
}

/* Reads the output back and checks it; 1 if right. Also updates the fallback count of v. */
static int check_scan_output(svariant *v, scase c, uint64_t n, const char *name, const char *what, double *fb_per_scan,
                             scheck *ck)
{
    unsigned size = type_sizes[c.type];
    char msg[512];
    if (sr_len) {
        *fb_per_scan = -1;
        return check_rows_output(c, n, name, what, ck);
    }
    int sampled = (double)n * size > (double)opt.full_check_mib * 1048576.0 || n * size > sg.rbig_size;
    if (sampled) sample_refs(c, n, v->info.scan_tile_elements[c.type]);
    read_output(size, sampled ? scache.pos : NULL, sampled ? scache.m : n, v);
    if (v->scratch) {
        uint32_t now;
        memcpy(&now, g.rb_map, 4);
        *fb_per_scan = v->scans_since ? (double)(uint32_t)(now - v->fallbacks) / (double)v->scans_since : 0;
        v->fallbacks = now;
        v->scans_since = 0;
    } else {
        *fb_per_scan = -1;
    }
    const unsigned char *got = (const unsigned char *)sg.rbig_map;
    int ok = 1;
    if (g_no_check) return 1; /* benchmark-only modules (gen.py --define) that compute something else */
    if (!sampled) ok = scan_compare(c, n, NULL, n, got, ck, msg, sizeof msg);
    for (uint64_t j = 0; sampled && j < scache.m && ok; j++)
        ok = sref_cmp(c, &scache.ref[j], got + j * size, scache.pos[j], ck, msg, sizeof msg);
    if (!ok) scan_report_fail(name, n, what, msg);
    return ok;
}

static VkResult record_scans(svariant *v, scase c, uint64_t n, int count)
{
    vkr_scan_desc sd;
    memset(&sd, 0, sizeof sd);
    sd.op = c.op;
    sd.type = c.type;
    sd.kind = c.kind;
    sd.count = n;
    sd.input.buffer = g.in;
    sd.input.size = g.in_size;
    sd.output.buffer = sg.out;
    sd.output.size = sg.out_size;
    sd.algorithm = v->alg;
    if (v->scratch) {
        sd.scratch.buffer = v->scratch;
        sd.scratch.size = v->scratch_size;
    }
    sd.flags = count > 1 ? VKR_SCAN_NO_SCRATCH_BARRIER : 0;
    begin_timed();
    VkResult r = VK_SUCCESS;
    vkr_scan_rows_desc rd;
    memset(&rd, 0, sizeof rd);
    rd.op = c.op;
    rd.type = c.type;
    rd.kind = c.kind;
    rd.rows = sr_rows;
    rd.row_length = sr_len;
    rd.input = sd.input;
    rd.output = sd.output;
    rd.scratch = sd.scratch;
    rd.algorithm = sd.algorithm;
    rd.flags = sd.flags;
    vkr_scan_segments_desc gd;
    memset(&gd, 0, sizeof gd);
    gd.op = c.op;
    gd.type = c.type;
    gd.kind = c.kind;
    gd.count = n;
    gd.segments = (vkr_segment_heads)sr_seg;
    gd.input = sd.input;
    gd.output = sd.output;
    gd.heads.buffer = sr_heads;
    gd.heads.size = sr_heads_size;
    gd.segment_count = sr_seg == VKR_SEGMENT_BEGIN_OFFSETS ? sr_rows : 0;
    gd.scratch = sd.scratch;
    gd.algorithm = sd.algorithm;
    gd.flags = sd.flags;
    for (int k = 0; k < count && r == VK_SUCCESS; k++) {
        r = sr_seg ? vkr_cmd_scan_segments(v->ctx, g_dev.cmd, &gd)
            : sr_len ? vkr_cmd_scan_rows(v->ctx, g_dev.cmd, &rd) : vkr_cmd_scan(v->ctx, g_dev.cmd, &sd);
        if (count > 1)  /* the barrier a user places after each scan */
            barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                    VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    }
    end_timed();
    return r;
}

typedef struct smeas { double us, batch_us, fb, batch_fb, worst; int have_batch; uint64_t checked; int sampled; } smeas;

/* Measures one (variant, case, N); 0 if anything failed (reported) or was skipped. */
static int measure_scan(svariant *v, scase c, uint64_t n, int do_batch, const char *name, smeas *m)
{
    unsigned size = type_sizes[c.type];
    int reps = opt.reps ? opt.reps : n < (1ull << 24) ? 200 : 50;
    int nt = reps > opt.batch_reps ? reps : opt.batch_reps;
    double *t = malloc((size_t)nt * sizeof *t);
    memset(m, 0, sizeof *m);
    scheck ck = {0, 0, 0};
    if (is_float(c.type) && (c.op == VKR_OP_ADD || c.op == VKR_OP_MUL)) {
        vkr_scan_desc bd;
        VkResult r;
        memset(&bd, 0, sizeof bd);
        bd.op = c.op;
        bd.type = c.type;
        bd.count = sr_len ? sr_len : n; /* a row's bound is a scan's of row_length */
        r = vkr_scan_error_bound(v->ctx, &bd, &ck.bound);
        if (r != VK_SUCCESS) {
            char msg[1024];
            snprintf(msg, sizeof msg, "vkr_scan_error_bound: %s: %s", vkres(r), vkr_last_error(v->ctx));
            scan_report_fail(name, n, "bound", msg);
            free(t);
            return 0;
        }
    }
    poison_output(n * size);
    VkResult r = record_scans(v, c, n, 1);
    if (r != VK_SUCCESS) {
        char msg[1024];
        snprintf(msg, sizeof msg, "vkr_cmd_scan: %s: %s", vkres(r), vkr_last_error(v->ctx));
        if (r == VK_ERROR_FEATURE_NOT_PRESENT || r == VK_ERROR_FORMAT_NOT_SUPPORTED) {
            fprintf(stderr, "%s n=%llu skipped: %s\n", name, (unsigned long long)n, msg);
            printf("# skip,%s,%llu,%s\n", name, (unsigned long long)n, msg);
        } else {
            scan_report_fail(name, n, "single", msg);
        }
        free(t);
        return 0;
    }
    v->scans_since += (uint64_t)run_timed_us(opt.warmup > 0 ? opt.warmup : 1, reps, t);
    m->us = median(t, reps);
    int ok = check_scan_output(v, c, n, name, "single", &m->fb, &ck);
    m->sampled = (double)n * size > (double)opt.full_check_mib * 1048576.0 || n * size > sg.rbig_size;

    if (ok && do_batch) {
        int kb = b2b_count(2.0 * n * size);
        poison_output(n * size);
        r = record_scans(v, c, n, kb);
        if (r != VK_SUCCESS) {
            char msg[1024];
            snprintf(msg, sizeof msg, "vkr_cmd_scan: %s: %s", vkres(r), vkr_last_error(v->ctx));
            scan_report_fail(name, n, "b2b", msg);
            ok = 0;
        } else {
            /* warm up ~100 ms: after the single-scan runs (host waits between submits) the clocks
               have dropped (see the reduce bench) */
            double w0 = now_us();
            int wb = 0;
            do { run_timed_us(0, 1, t); wb++; } while (now_us() - w0 < 1e5 && wb < 1000);
            run_timed_us(0, opt.batch_reps, t);
            v->scans_since += (uint64_t)(wb + opt.batch_reps) * kb;
            m->batch_us = median(t, opt.batch_reps) / kb;
            m->have_batch = 1;
            char bname[160];
            snprintf(bname, sizeof bname, "%s.b2b", name);
            ok = check_scan_output(v, c, n, bname, "b2b", &m->batch_fb, &ck);
        }
    }
    m->worst = ck.worst;
    m->checked = ck.checked;
    free(t);
    return ok;
}

/* ------------------------------------------------------------------ scan: copy references */

static void make_copy_pipeline(void)
{
    /* the copy kernel (the scans' ceiling, the reduce mode's floor) binds with push descriptors */
    if (!(g_dev.vkr_features & VKR_FEATURE_PUSH_DESCRIPTOR)) die("%s lacks VK_KHR_push_descriptor (the copy kernel)", g.props.deviceName);
    VkShaderModuleCreateInfo smci = {VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, NULL, 0, sizeof vkb_copy_spv, vkb_copy_spv};
    VK(g_dev.t.vkCreateShaderModule(g_dev.dev, &smci, NULL, &sg.cp_sm));
    VkDescriptorSetLayoutBinding b[2] = {
        {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
        {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL}};
    VkDescriptorSetLayoutCreateInfo dci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, NULL,
                                           VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR, 2, b};
    VK(g_dev.t.vkCreateDescriptorSetLayout(g_dev.dev, &dci, NULL, &sg.cp_dsl));
    VkPushConstantRange pcr = {VK_SHADER_STAGE_COMPUTE_BIT, 0, 4};
    VkPipelineLayoutCreateInfo plci = {VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, NULL, 0, 1, &sg.cp_dsl, 1, &pcr};
    VK(g_dev.t.vkCreatePipelineLayout(g_dev.dev, &plci, NULL, &sg.cp_pl));
    VkSpecializationMapEntry me = {0, 0, 4};
    VkSpecializationInfo si = {1, &me, 4, &opt.copy_wg};
    VkComputePipelineCreateInfo cpci = {VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO, NULL, 0,
        {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, NULL, 0, VK_SHADER_STAGE_COMPUTE_BIT, sg.cp_sm, "main", &si},
        sg.cp_pl, VK_NULL_HANDLE, 0};
    VK(g_dev.t.vkCreateComputePipelines(g_dev.dev, VK_NULL_HANDLE, 1, &cpci, NULL, &sg.cp_pipe));
    /* one dispatch per binding range: a multiple of 16 and of the offset alignment */
    VkDeviceSize a = g.props.limits.minStorageBufferOffsetAlignment;
    sg.align = a < 16 ? 16 : a;
    sg.max_range = (VkDeviceSize)g.props.limits.maxStorageBufferRange / sg.align * sg.align;
    if (sg.max_range > (1ull << 32) - sg.align) sg.max_range = ((1ull << 32) - sg.align) / sg.align * sg.align;
    sg.max_groups = g.props.limits.maxComputeWorkGroupCount[0];
}

/* Records the copy of `bytes` (a multiple of 16) from g.in to sg.out with `groups` workgroups
   (0: enough for one pass, four vectors per invocation). */
static void record_copy_shader(VkDeviceSize bytes, uint32_t groups)
{
    g_dev.t.vkCmdBindPipeline(g_dev.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, sg.cp_pipe);
    for (VkDeviceSize off = 0; off < bytes; off += sg.max_range) {
        VkDeviceSize len = bytes - off < sg.max_range ? bytes - off : sg.max_range;
        VkDescriptorBufferInfo bi[2] = {{g.in, off, len}, {sg.out, off, len}};
        VkWriteDescriptorSet w[2] = {
            {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, NULL, VK_NULL_HANDLE, 0, 0, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, NULL, &bi[0], NULL},
            {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, NULL, VK_NULL_HANDLE, 1, 0, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, NULL, &bi[1], NULL}};
        g_dev.t.vkCmdPushDescriptorSetKHR(g_dev.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, sg.cp_pl, 0, 2, w);
        uint32_t n4 = (uint32_t)(len / 16);
        g_dev.t.vkCmdPushConstants(g_dev.cmd, sg.cp_pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 4, &n4);
        uint64_t gr = groups ? groups : (n4 + 4ull * opt.copy_wg - 1) / (4ull * opt.copy_wg);
        if (gr > sg.max_groups) gr = sg.max_groups;
        if (gr < 1) gr = 1;
        g_dev.t.vkCmdDispatch(g_dev.cmd, (uint32_t)gr, 1, 1);
        if (off + len < bytes)
            barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                    VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    }
}

/* The Vulkan dispatch floor, the b2b view: BATCH empty dispatches (the copy shader over 0
   bytes, one workgroup), each followed by the barrier a user places; and two timestamps with
   nothing between them. Rows vk.empty (n 1) and vk.timestamps (n 0). */
static void dispatch_floor(void)
{
    double t[64];
    int reps = 25;
    if (!sg.cp_pipe) make_copy_pipeline();
    begin_timed();
    end_timed();
    run_timed_us(5, reps, t);
    csv_row("vk.timestamps.b2b", 0, median(t, reps), 0);
    begin_timed();
    g_dev.t.vkCmdBindPipeline(g_dev.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, sg.cp_pipe);
    for (int k = 0; k < BATCH; k++) {
        VkDescriptorBufferInfo bi[2] = {{g.in, 0, 16}, {g.in, 0, 16}};
        VkWriteDescriptorSet w[2] = {
            {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, NULL, VK_NULL_HANDLE, 0, 0, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, NULL, &bi[0], NULL},
            {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, NULL, VK_NULL_HANDLE, 1, 0, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, NULL, &bi[1], NULL}};
        uint32_t n4 = 0;
        g_dev.t.vkCmdPushDescriptorSetKHR(g_dev.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, sg.cp_pl, 0, 2, w);
        g_dev.t.vkCmdPushConstants(g_dev.cmd, sg.cp_pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 4, &n4);
        g_dev.t.vkCmdDispatch(g_dev.cmd, 1, 1, 1);
        barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    }
    end_timed();
    double w0 = now_us();
    do run_timed_us(1, 0, t); while (now_us() - w0 < 2e5);
    run_timed_us(0, reps, t);
    csv_row("vk.empty.b2b", 1, median(t, reps) / BATCH, 0);
    fprintf(stderr, "dispatch floor: empty dispatch + barrier %.3f us back to back\n", median(t, reps) / BATCH);
}

/* 1 if sg.out holds the input's first `bytes` at sample positions (32-bit words). */
static int check_copy(VkDeviceSize bytes, const char *name, uint64_t n)
{
    uint64_t words = bytes / 4, m = make_samples(words, 0, sg.samples);
    read_output(4, sg.samples, m, NULL);
    const uint32_t *got = (const uint32_t *)sg.rbig_map;
    for (uint64_t j = 0; j < m; j++)
        if (got[j] != word(sg.samples[j])) {
            char msg[200];
            snprintf(msg, sizeof msg, "word %llu: got 0x%08x, expected 0x%08x", (unsigned long long)sg.samples[j], got[j],
                     word(sg.samples[j]));
            scan_report_fail(name, n, "copy", msg);
            return 0;
        }
    return 1;
}

/* The copy references for n elements of `size` bytes: rows vk.copy.TYPE (the fastest grid of
   the copy shader) and vk.copybuf.TYPE; TYPE f32 / f64 names the element size. */
static void measure_copies(unsigned size, uint64_t n, double *shader_us, double *copybuf_us)
{
    VkDeviceSize bytes = n * size;
    const char *tn = size == 4 ? "f32" : "f64";
    char name[64];
    int reps = opt.reps ? opt.reps : n < (1ull << 24) ? 200 : 50;
    double *t = malloc((size_t)reps * sizeof *t);
    uint32_t gl[COPY_MAX_CONFIGS];
    int ng;
    if (opt.copy_groups) ng = parse_list_u32(opt.copy_groups, gl, COPY_MAX_CONFIGS);
    else if (g.sm_count) { gl[0] = 4 * g.sm_count; gl[1] = 8 * g.sm_count; gl[2] = 16 * g.sm_count; gl[3] = 0; ng = 4; }
    else { gl[0] = 512; gl[1] = 1024; gl[2] = 2048; gl[3] = 0; ng = 4; }
    double best = INFINITY;
    uint32_t best_g = 0;
    snprintf(name, sizeof name, "vk.copy.%s", tn);
    *shader_us = *copybuf_us = -1;
    int has_zero = 0;
    for (int k = 0; k < ng; k++) has_zero |= gl[k] == 0;
    for (int k = 0; k < ng; k++) {
        /* far more threads than vectors: the one-pass grid (0) covers it */
        if (has_zero && gl[k] && (uint64_t)gl[k] * opt.copy_wg * 4 > bytes / 16 * 2) continue;
        poison_output(bytes);
        begin_timed();
        record_copy_shader(bytes, gl[k]);
        end_timed();
        run_timed_us(opt.warmup > 0 ? opt.warmup : 1, reps, t);
        double us = median(t, reps);
        if (!check_copy(bytes, name, n)) { free(t); return; }
        if (us < best) { best = us; best_g = gl[k]; }
    }
    csv_row(name, n, best, 2.0 * (double)bytes);
    printf("# copy_config,%s,%llu,wg=%u groups=%u\n", name, (unsigned long long)n, opt.copy_wg, best_g);
    *shader_us = best;

    snprintf(name, sizeof name, "vk.copybuf.%s", tn);
    poison_output(bytes);
    begin_timed();
    VkBufferCopy bc = {0, 0, bytes};
    g_dev.t.vkCmdCopyBuffer(g_dev.cmd, g.in, sg.out, 1, &bc);
    end_timed();
    run_timed_us(opt.warmup > 0 ? opt.warmup : 1, reps, t);
    double us = median(t, reps);
    if (check_copy(bytes, name, n)) {
        csv_row(name, n, us, 2.0 * (double)bytes);
        *copybuf_us = us;
    }
    free(t);
}

/* ------------------------------------------------------------------ scan: main */

static int scan_n_list(vkr_type t, uint64_t *ns)
{
    (void)t;
    int k = 0;
    for (int lg = opt.min_lg; lg <= opt.max_lg; lg += opt.step_lg) ns[k++] = 1ull << lg;
    for (int j = 0; j < opt.n_extra; j++) ns[k++] = 1ull << opt.extra_lg[j];
    qsort(ns, (size_t)k, sizeof *ns, cmp_u64);
    int u = 0;
    for (int i = 0; i < k; i++) if (!u || ns[i] != ns[u - 1]) ns[u++] = ns[i];
    return u;
}

static VkResult create_scan_ctx(svariant *v)
{
    vkr_context_desc cd;
    context_desc(&cd, opt.workgroup_size, opt.max_workgroups);
    cd.options.scan_workgroup_size = v->wg;
    cd.options.scan_algorithm = v->alg;
    cd.options.testing.scan_schedule = v->schedule;
    VkResult r = vkr_create_context(&cd, &v->ctx);
    if (r != VK_SUCCESS) return r;
    r = vkr_get_context_info(v->ctx, &v->info);
    if (r != VK_SUCCESS || opt.managed_scratch) return r;
    VkDeviceSize align;
    r = vkr_scratch_requirements(v->ctx, &v->scratch_size, &align);
    if (r != VK_SUCCESS) return r;
    r = make_buffer(v->scratch_size, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                    VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &v->scratch, &v->scratch_mem);
    if (r != VK_SUCCESS) return r;
    begin_cmd();
    {
        vkr_buffer_range sr;
        sr.buffer = v->scratch;
        sr.offset = 0;
        sr.size = v->scratch_size;
        r = vkr_cmd_init_scratch(v->ctx, g_dev.cmd, sr);
    }
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
    if (r == VK_SUCCESS) submit_wait();
    return r;
}

/* About half a second of copies before the first measurement (clocks ramp up). */
static void scan_warm_up(void)
{
    VkDeviceSize bytes = g.in_size < (64u << 20) ? g.in_size : (64u << 20);
    bytes &= ~(VkDeviceSize)15;
    begin_cmd();
    for (int k = 0; k < 10; k++) {
        record_copy_shader(bytes, 0);
        barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT);
    }
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
    double t0 = now_us();
    while (now_us() - t0 < 5e5) submit_wait();
}

static int scan_main(void)
{
    scase cases[SCAN_MAX_CASES];
    svariant vs[SCAN_MAX_VARIANTS];
    int nc = parse_scan_cases(opt.scan_cases, cases), nv = parse_variants(vs);

    /* buffers: input and output of the largest N x size; the readback for full checks */
    VkDeviceSize need = 0;
    for (int i = 0; i < nc; i++) {
        uint64_t ns[MAX_NS];
        int k = scan_n_list(cases[i].type, ns);
        if (ns[k - 1] * type_sizes[cases[i].type] > need) need = ns[k - 1] * type_sizes[cases[i].type];
    }
    VkResult r = make_input(need);
    if (r != VK_SUCCESS) die("cannot allocate the %llu-byte input buffer: %s", (unsigned long long)need, vkres(r));
    r = make_buffer(need, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                    VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &sg.out, &sg.out_mem);
    if (r != VK_SUCCESS) die("cannot allocate the %llu-byte output buffer: %s", (unsigned long long)need, vkres(r));
    sg.out_size = need;
    sg.rbig_size = (VkDeviceSize)opt.full_check_mib << 20;
    if (sg.rbig_size < SAMPLE_MAX * 8) sg.rbig_size = SAMPLE_MAX * 8;
    if (sg.rbig_size > need && need >= SAMPLE_MAX * 8) sg.rbig_size = need;
    VK(make_buffer(sg.rbig_size, VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                   VK_MEMORY_PROPERTY_HOST_CACHED_BIT, &sg.rbig, &sg.rbig_mem));
    VK(g_dev.t.vkMapMemory(g_dev.dev, sg.rbig_mem, 0, sg.rbig_size, 0, &sg.rbig_map));
    make_copy_pipeline();

    for (int i = 0; i < nv; i++) {
        r = create_scan_ctx(&vs[i]);
        if (r != VK_SUCCESS) die("variant %s: vkr_create_context: %s: %s", vs[i].spec, vkres(r), vs[i].ctx ? vkr_last_error(vs[i].ctx) : "");
        const vkr_context_info *in = &vs[i].info;
        printf("# variant,%s,spec=%s algorithm=%s schedule=0x%x scan_algorithm=%d scan_workgroup_size=%u tile_f32=%llu "
               "tile_f64=%llu path=%d subgroup_size=%u scratch=%s adjustments=0x%x\n",
               vs[i].suffix[0] ? vs[i].suffix + 1 : "default", vs[i].spec, alg_names[vs[i].alg], vs[i].schedule,
               (int)in->scan_algorithm, in->scan_workgroup_size, (unsigned long long)in->scan_tile_elements[VKR_TYPE_F32],
               (unsigned long long)in->scan_tile_elements[VKR_TYPE_F64], (int)in->path, in->subgroup_size,
               vs[i].scratch ? "own" : "managed", in->adjustments);
        fprintf(stderr, "# variant %-20s %s: scan algorithm %d, scan workgroup %u, tile f32 %llu, f64 %llu%s%s\n",
                vs[i].suffix[0] ? vs[i].suffix + 1 : "default", vs[i].spec, (int)in->scan_algorithm, in->scan_workgroup_size,
                (unsigned long long)in->scan_tile_elements[VKR_TYPE_F32], (unsigned long long)in->scan_tile_elements[VKR_TYPE_F64],
                in->notes && in->notes[0] ? ", notes: " : "", in->notes ? in->notes : "");
    }
    printf("# scan_bytes,read+written\n");
    print_header(NULL);
    scan_warm_up();

    fprintf(stderr, "\n%-40s %11s %10s %8s %11s %8s %8s  %s\n", "name", "n", "us", "GB/s", "b2b_us", "/copy",
            "fb/scan", "check");
    uint64_t copy_n[2][MAX_NS];  /* N already measured, per element size 4 / 8, and the copy shader's time */
    double copy_t[2][MAX_NS];
    int ncopy[2] = {0, 0};
    for (int ci = 0; ci < nc; ci++) {
        scase c = cases[ci];
        unsigned size = type_sizes[c.type];
        uint64_t ns[MAX_NS];
        int k = scan_n_list(c.type, ns);
        for (int i = 0; i < k; i++) {
            uint64_t n = ns[i];
            double bytes = 2.0 * (double)n * size, copy_us = -1, copybuf_us = -1;
            int si = size == 8;
            int seen = 0;
            for (int j = 0; j < ncopy[si]; j++) if (copy_n[si][j] == n) { seen = 1; copy_us = copy_t[si][j]; }
            if (!opt.no_copy && !seen && n * size >= 16) {
                measure_copies(size, n, &copy_us, &copybuf_us);
                copy_n[si][ncopy[si]] = n;
                copy_t[si][ncopy[si]++] = copy_us;
                fprintf(stderr, "%-40s %11llu %10.2f %8.1f\n", size == 4 ? "vk.copy.f32" : "vk.copy.f64",
                        (unsigned long long)n, copy_us, bytes / (copy_us * 1e3));
                fprintf(stderr, "%-40s %11llu %10.2f %8.1f\n", size == 4 ? "vk.copybuf.f32" : "vk.copybuf.f64",
                        (unsigned long long)n, copybuf_us, bytes / (copybuf_us * 1e3));
            }
            for (int vi = 0; vi < nv; vi++) {
                svariant *v = &vs[vi];
                char name[128];
                snprintf(name, sizeof name, "vkr.scan.%s.%s.%s%s", kind_names[c.kind], op_names[c.op], type_names[c.type], v->suffix);
                smeas m;
                int do_batch = !opt.no_batch && n <= (1ull << opt.batch_max_lg);
                if (!measure_scan(v, c, n, do_batch, name, &m)) continue;
                csv_row(name, n, m.us, bytes);
                char bname[160];
                if (m.have_batch) {
                    snprintf(bname, sizeof bname, "%s.b2b", name);
                    csv_row(bname, n, m.batch_us, bytes);
                }
                printf("# check,%s,%llu,%s %llu compared,max_error/tolerance %.3g", name, (unsigned long long)n,
                       m.sampled ? "samples" : "all", (unsigned long long)m.checked, m.worst);
                if (m.fb >= 0) printf(",fallbacks_per_scan %.3f", m.fb);
                if (m.have_batch && m.batch_fb >= 0) printf(",batch_fallbacks_per_scan %.3f", m.batch_fb);
                printf("\n");
                char bu[16] = "-", fb[16] = "-", rc[16] = "-";
                if (m.have_batch) snprintf(bu, sizeof bu, "%.2f", m.batch_us);
                if (copy_us > 0) snprintf(rc, sizeof rc, "%.3f", copy_us / m.us);
                if (m.fb >= 0) snprintf(fb, sizeof fb, "%.2f", m.fb);
                fprintf(stderr, "%-40s %11llu %10.2f %8.1f %11s %8s %8s  %s, err/tol %.2g\n", name, (unsigned long long)n,
                        m.us, bytes / (m.us * 1e3), bu, rc, fb, m.sampled ? "samples" : "all", m.worst);
            }
        }
        /* --scan-rows: row scans of each shape (csv n = rows x length; name ends .rowsRxL) */
        for (const char *p = opt.scan_rows; p && *p;) {
            unsigned long long R = 0, L = 0;
            if (sscanf(p, "%llux%llu", &R, &L) != 2 || !R || !L) die("--scan-rows: '%s' is not RxL[,RxL...]", p);
            uint64_t n = (uint64_t)R * L;
            if (n * size > sg.out_size) die("--scan-rows %llux%llu: more than the largest scan size's buffer", R, L);
            /* the row scans, the plain scan of the same R x L elements, the rows as a segmented scan
               by u8 head flags and by begin offsets */
            static const char *const shapes[4] = {"rows", "plain", "flags", "offsets"};
            for (int plain = 0; plain < 4; plain++) {
                sr_rows = plain == 1 ? 0 : R;
                sr_len = plain == 1 ? 0 : L;
                sr_seg = plain == 2 ? VKR_SEGMENT_HEAD_FLAGS_U8 : plain == 3 ? VKR_SEGMENT_BEGIN_OFFSETS : 0;
                VkDeviceMemory heads_m = VK_NULL_HANDLE;
                if (sr_seg) {
                    sr_heads_size = sr_seg == VKR_SEGMENT_HEAD_FLAGS_U8 ? (n + 4) / 4 * 4 : R * 4;
                    VK(make_buffer(sr_heads_size, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                                   VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &sr_heads, &heads_m));
                    upload_generated(sr_heads, sr_heads_size, sr_seg == VKR_SEGMENT_HEAD_FLAGS_U8 ? fill_row_flags8 : fill_row_offsets);
                }
                for (int vi = 0; vi < nv; vi++) {
                    char name[160];
                    smeas m;
                    snprintf(name, sizeof name, "vkr.scan_rows.%s.%s.%s%s.%s%llux%llu", kind_names[c.kind], op_names[c.op],
                             type_names[c.type], vs[vi].suffix, shapes[plain], R, L);
                    if (!measure_scan(&vs[vi], c, n, !opt.no_batch, name, &m)) continue;
                    csv_row(name, n, m.us, 2.0 * (double)n * size);
                    if (m.have_batch) {
                        char bname[200];
                        snprintf(bname, sizeof bname, "%s.b2b", name);
                        csv_row(bname, n, m.batch_us, 2.0 * (double)n * size);
                    }
                    fprintf(stderr, "%-40s %11llu %10.2f %8.1f %11.2f  %s, err/tol %.2g\n", name, (unsigned long long)n, m.us,
                            2.0 * (double)n * size / (m.us * 1e3), m.have_batch ? m.batch_us : -1.0,
                            plain == 1 ? "checked" : "rows read back checked", m.worst);
                }
                if (sr_seg) {
                    VK(g_dev.t.vkDeviceWaitIdle(g_dev.dev));
                    free_buffer(sr_heads, heads_m);
                    sr_heads = VK_NULL_HANDLE;
                }
            }
            sr_rows = sr_len = 0;
            sr_seg = 0;
            p = strchr(p, ',');
            if (p) p++;
        }
    }

    VK(g_dev.t.vkDeviceWaitIdle(g_dev.dev));
    for (int i = 0; i < nv; i++) {
        vkr_destroy_context(vs[i].ctx);
        if (vs[i].scratch) free_buffer(vs[i].scratch, vs[i].scratch_mem);
    }
    g_dev.t.vkDestroyPipeline(g_dev.dev, sg.cp_pipe, NULL);
    g_dev.t.vkDestroyPipelineLayout(g_dev.dev, sg.cp_pl, NULL);
    g_dev.t.vkDestroyDescriptorSetLayout(g_dev.dev, sg.cp_dsl, NULL);
    g_dev.t.vkDestroyShaderModule(g_dev.dev, sg.cp_sm, NULL);
    free_buffer(sg.out, sg.out_mem);
    free_buffer(sg.rbig, sg.rbig_mem);
    return 0;  /* main cleans up the rest and reports failures */
}

/* ------------------------------------------------------------------ narrow inputs (--narrow) */

/* 16-bit halves of the input: f16 values in [1, 2) (0x3c00 | 10 random mantissa bits), read
   as u8 bytes, i16 and f16 alike. Period 2^24 halves: one staging chunk repeats at every
   offset (as word() in make_input). */
static uint16_t narrow_half(uint64_t i) { return (uint16_t)(0x3c00u | ((((uint32_t)i & 0xffffffu) * 2654435761u) >> 12 & 0x3ffu)); }

static void fill_halves(void *map, VkDeviceSize bytes)
{
    uint16_t *h = (uint16_t *)map;
    for (uint64_t i = 0; i < bytes / 2; i++) h[i] = narrow_half(i);
}

static long double f16_value(uint16_t h)
{
    int e = h >> 10 & 31;
    long double v = e ? ldexpl((long double)(1024 | (h & 1023)), e - 25) : ldexpl((long double)(h & 1023), -24);
    return (h & 0x8000) ? -v : v; /* (no inf/NaN in this data) */
}

/* The sum of u8 / i16 / f16 at each N: timed like measure() (GPU timestamps around one reduce,
   median of the reps), checked against the CPU (integers exactly, mod 2^32; f16 within
   vkr_reduce_error_bound) and for identical bits across the runs. */
static void narrow_main(void)
{
    static const vkr_type types[4] = {VKR_TYPE_U8, VKR_TYPE_I16, VKR_TYPE_F16, VKR_TYPE_BF16};
    uint64_t ns[MAX_NS];
    bcase c0 = {VKR_OP_ADD, VKR_TYPE_U16};
    int k = n_list(c0, 0, ns);
    VkResult r = make_input_with((VkDeviceSize)ns[k - 1] * 2, fill_halves);
    if (r != VK_SUCCESS) die("cannot allocate the %llu-byte input buffer: %s", (unsigned long long)ns[k - 1] * 2, vkres(r));
    vkr_context ctx;
    vkr_context_info info;
    r = create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info);
    if (r != VK_SUCCESS) die("vkr_create_context: %s", vkres(r));
    print_header(&info);
    warm_up(ctx);
    for (int ti = 0; ti < 4; ti++) {
        vkr_type t = types[ti];
        bcase c = {VKR_OP_ADD, t};
        char name[64];
        case_name(name, sizeof name, "vkr.reduce", c, "");
        for (int i = 0; i < k; i++) {
            uint64_t n = ns[i];
            int reps = opt.reps ? opt.reps : n < (1ull << 24) ? 200 : 50;
            double *tm = malloc((size_t)reps * sizeof *tm);
            unsigned char first[8];
            char msg[1024];
            vkr_reduce_desc rd;
            memset(&rd, 0, sizeof rd);
            rd.op = VKR_OP_ADD;
            rd.type = t;
            rd.count = n;
            rd.input.buffer = g.in;
            rd.input.size = g.in_size;
            rd.output.buffer = g.out;
            rd.output.size = OUT_SIZE;
            r = record(ctx, &rd, 1, 4);
            if (r != VK_SUCCESS) {
                snprintf(msg, sizeof msg, "vkr_cmd_reduce: %s: %s", vkres(r), vkr_last_error(ctx));
                report_fail(c, n, "single", msg);
                free(tm);
                continue;
            }
            int same = run_timed(opt.warmup, reps, tm, 4, first);
            double us = median(tm, reps);
            free(tm);
            /* the reference over the same halves */
            uint32_t isum = 0;
            long double fsum = 0;
            for (uint64_t j = 0; j < n; j++) {
                if (t == VKR_TYPE_U8) isum += (uint32_t)(narrow_half(j / 2) >> (8 * (j & 1)) & 0xffu);
                else if (t == VKR_TYPE_I16) isum += (uint32_t)(int32_t)(int16_t)narrow_half(j);
                else if (t == VKR_TYPE_F16) fsum += f16_value(narrow_half(j));
                else fsum += ldexpl((long double)(128 | (narrow_half(j) & 127)), ((narrow_half(j) >> 7) & 255) - 134); /* bf16 */
            }
            int ok = same;
            uint32_t got;
            memcpy(&got, first, 4);
            if (t == VKR_TYPE_F16 || t == VKR_TYPE_BF16) {
                double bound = 0;
                float f;
                memcpy(&f, first, 4);
                {
                    vkr_reduce_desc bd = reduce_desc(VKR_OP_ADD, t, n);
                    vkr_reduce_error_bound(ctx, &bd, &bound);
                }
                if (!(fabsl((long double)f - fsum) <= (long double)bound * fsum)) {
                    snprintf(msg, sizeof msg, "got %.9g, exact %.9Lg, bound %.3g", f, fsum, bound);
                    report_fail(c, n, "single", msg);
                    ok = 0;
                }
            } else if (got != isum) {
                snprintf(msg, sizeof msg, "got 0x%08x, want 0x%08x", got, isum);
                report_fail(c, n, "single", msg);
                ok = 0;
            }
            if (!same) report_fail(c, n, "single", "results differ between runs (must be bit-identical)");
            if (ok) {
                csv_row(name, n, us, (double)n * type_sizes[t]);
                fprintf(stderr, "%-10s %12llu %10.2f %9.1f\n", name + 11, (unsigned long long)n, us, (double)n * type_sizes[t] / (us * 1e3));
            }
        }
    }
    VK(g_dev.t.vkDeviceWaitIdle(g_dev.dev));
    vkr_destroy_context(ctx);
}

/* --pipeline-stats: the driver's statistics (registers, spills, instruction counts: whatever
   VK_KHR_pipeline_executable_properties reports) of the reduce pipelines of u8, i16, f16, bf16
   and f32 sums and the compensated f32 sum, and of the single-pass f32, u32, f64 and u64 add
   scans, made as the library makes them (its SPIR-V, layout and specialization constants), at
   the context's workgroup size and the scan workgroup size (--scan-workgroup-size, else the
   context's). A diagnostic for speed (registers bound the occupancy). */
static void stats_main(void)
{
    /* the compensated sum: one shared-memory module for every path (hook_add_module, tests/harness.c);
       the scans are the single pass (spec ids 3, 4: pass 0, testing 0) */
    static const struct { vkr_type type; int compensated, scan; } pipes[] = {
        {VKR_TYPE_U8, 0, 0}, {VKR_TYPE_I16, 0, 0}, {VKR_TYPE_F16, 0, 0}, {VKR_TYPE_BF16, 0, 0}, {VKR_TYPE_F32, 0, 0},
        {VKR_TYPE_F32, 1, 0}, {VKR_TYPE_F32, 0, 1}, {VKR_TYPE_U32, 0, 1}, {VKR_TYPE_F64, 0, 1},
        {VKR_TYPE_U64, 0, 1}};
    vkr_context ctx;
    vkr_context_info info;
    if (!g_have_exec_props) die("the device lacks VK_KHR_pipeline_executable_properties");
    VkResult r = create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info);
    if (r != VK_SUCCESS) die("vkr_create_context: %s", vkres(r));
    PFN_vkGetPipelineExecutablePropertiesKHR get_props = g_dev.t.vkGetPipelineExecutablePropertiesKHR;
    PFN_vkGetPipelineExecutableStatisticsKHR get_stats = g_dev.t.vkGetPipelineExecutableStatisticsKHR;
    for (size_t pipe = 0; pipe < sizeof pipes / sizeof pipes[0]; pipe++) {
        const vkr_type type = pipes[pipe].type;
        const int scan = pipes[pipe].scan;
        const uint32_t wg = scan ? (opt.scan_wg ? opt.scan_wg : info.scan_workgroup_size) : info.workgroup_size;
        const uint32_t *code = NULL;
        uint32_t size_bytes = 0;
        VkPipelineLayout layout = VK_NULL_HANDLE;
        r = hook_add_module(ctx, type, scan, pipes[pipe].compensated, &code, &size_bytes, &layout);
        if (r == VK_ERROR_FEATURE_NOT_PRESENT) { printf("%s: no module\n", type_names[type]); continue; }
        if (r != VK_SUCCESS) die("%s", vkr_last_error(ctx));
        VkShaderModuleCreateInfo si = {VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, NULL, 0, size_bytes, code};
        VkShaderModule sm;
        VK(g_dev.t.vkCreateShaderModule(g_dev.dev, &si, NULL, &sm));
        uint32_t values[6] = {wg, VKR_OP_ADD, info.subgroup_size, 0, 0, 0};
        VkSpecializationMapEntry e[6];
        for (uint32_t i = 0; i < 6; i++) { e[i].constantID = i; e[i].offset = 4 * i; e[i].size = 4; }
        VkSpecializationInfo spec = {6, e, sizeof values, values};
        VkComputePipelineCreateInfo ci;
        memset(&ci, 0, sizeof ci);
        ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
        ci.flags = VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
        ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
        ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
        ci.stage.module = sm;
        ci.stage.pName = "main";
        ci.stage.pSpecializationInfo = &spec;
        ci.layout = layout;
        VkPipeline pl;
        VK(g_dev.t.vkCreateComputePipelines(g_dev.dev, VK_NULL_HANDLE, 1, &ci, NULL, &pl));
        VkPipelineInfoKHR pi = {VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR, NULL, pl};
        uint32_t nexe = 0;
        get_props(g_dev.dev, &pi, &nexe, NULL);
        for (uint32_t x = 0; x < nexe && x < 4; x++) {
            VkPipelineExecutableInfoKHR xi = {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR, NULL, pl, x};
            uint32_t ns = 0;
            get_stats(g_dev.dev, &xi, &ns, NULL);
            VkPipelineExecutableStatisticKHR *st = calloc(ns ? ns : 1, sizeof *st);
            for (uint32_t k = 0; k < ns; k++) st[k].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR;
            get_stats(g_dev.dev, &xi, &ns, st);
            printf("%s.%s%s (module %u bytes, wg %u):", scan ? "scan.incl" : "sum", type_names[type], pipes[pipe].compensated ? ".compensated" : "",
                   size_bytes, wg);
            for (uint32_t k = 0; k < ns; k++) {
                if (st[k].format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR) printf(" %s=%g", st[k].name, st[k].value.f64);
                else if (st[k].format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR) printf(" %s=%lld", st[k].name, (long long)st[k].value.i64);
                else if (st[k].format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR) printf(" %s=%u", st[k].name, st[k].value.b32);
                else printf(" %s=%llu", st[k].name, (unsigned long long)st[k].value.u64);
            }
            printf("\n");
            free(st);
        }
        g_dev.t.vkDestroyPipeline(g_dev.dev, pl, NULL);
        g_dev.t.vkDestroyShaderModule(g_dev.dev, sm, NULL);
    }
    vkr_destroy_context(ctx);
}

/* The reduce benchmark (and --sweep): everything main does between set-up and clean-up. */
static void reduce_main(void)
{
    bcase cases[MAX_CASES];
    int ncases = opt.sweep ? 1 : parse_cases(opt.cases, cases);
    if (opt.sweep) cases[0] = (bcase){VKR_OP_ADD, VKR_TYPE_F32};

    /* input size: the largest N of any case times its element size */
    int with_2_30 = opt.with_2_30 && opt.max_lg < 30 && !opt.sweep;
    for (int attempt = 0;; attempt++) {
        VkDeviceSize need = 0;
        uint64_t ns[MAX_NS];
        for (int i = 0; i < ncases; i++) {
            int k = n_list(cases[i], with_2_30, ns);
            if (ns[k - 1] * type_sizes[cases[i].type] > need) need = ns[k - 1] * type_sizes[cases[i].type];
        }
        const char *why = NULL;
        if (with_2_30 && need + (512ull << 20) > device_local_heap()) why = "larger than the device-local heap allows";
        if (!why) {
            VkResult r = make_input(need);
            if (r == VK_SUCCESS) {
                if (need > g.max_alloc)
                    fprintf(stderr, "# note: input buffer %llu bytes > maxMemoryAllocationSize %llu; allocated anyway\n",
                            (unsigned long long)need, (unsigned long long)g.max_alloc);
                break;
            }
            why = vkres(r);
        }
        if (!with_2_30) die("cannot allocate the %llu-byte input buffer: %s", (unsigned long long)need, why);
        fprintf(stderr, "# note: N = 2^30 skipped: %llu-byte buffer: %s\n", (unsigned long long)need, why);
        printf("# note,2^30 skipped: %s\n", why);
        with_2_30 = 0;
    }

    if (opt.sweep) {
        uint64_t ns[MAX_NS];
        reduce_ref refs[MAX_NS];
        int k = n_list(cases[0], 0, ns);
        reduce_refs(cases[0], ns, k, refs);
        sweep(refs, ns, k);
    } else {
        vkr_context ctx;
        vkr_context_info info;
        VkResult r = create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info);
        if (r != VK_SUCCESS) die("vkr_create_context: %s", vkres(r));
        print_header(&info);
        warm_up(ctx);
        dispatch_floor();
        fprintf(stderr, "\n%-10s %12s %10s %9s %11s %9s %10s\n", "case", "n", "us", "GB/s", "b2b_us", "host_us", "host GB/s");
        for (int ci = 0; ci < ncases; ci++) {
            bcase c = cases[ci];
            char name[64], label[32];
            case_name(name, sizeof name, "vkr.reduce", c, "");
            snprintf(label, sizeof label, "%s.%s", op_names[c.op], type_names[c.type]);
            r = supports(ctx, c.op, c.type);
            if (r == VK_SUCCESS) r = prepare(ctx, c.op, c.type);
            if (r != VK_SUCCESS) {
                fprintf(stderr, "%-10s skipped: %s: %s\n", label, vkres(r), vkr_last_error(ctx));
                printf("# skip,%s,%s: %s\n", name, vkres(r), vkr_last_error(ctx));
                continue;
            }
            uint64_t ns[MAX_NS];
            reduce_ref refs[MAX_NS];
            int k = n_list(c, with_2_30, ns);
            double t0 = now_us();
            reduce_refs(c, ns, k, refs);
            fprintf(stderr, "# %s: CPU reference %.2f s\n", label, (now_us() - t0) * 1e-6);
            for (int i = 0; i < k; i++) {
                uint64_t n = ns[i];
                double bytes = (double)n * type_sizes[c.type];
                meas m;
                int do_batch = !opt.no_batch;
                if (!measure(ctx, &info, c, n, &refs[i], do_batch, !opt.no_host, &m)) continue;
                char bname[80];
                csv_row(name, n, m.us, bytes);
                if (m.have_batch) {
                    snprintf(bname, sizeof bname, "%s.b2b", name);
                    csv_row(bname, n, m.batch_us, bytes);
                }
                if (m.have_host) {
                    snprintf(bname, sizeof bname, "%s.hostcall", name);
                    csv_row(bname, n, m.host_us, bytes);
                }
                char bu[16] = "-", hu[16] = "-", hg[16] = "-";
                if (m.have_batch) snprintf(bu, sizeof bu, "%.2f", m.batch_us);
                if (m.have_host) {
                    snprintf(hu, sizeof hu, "%.1f", m.host_us);
                    snprintf(hg, sizeof hg, "%.1f", bytes / (m.host_us * 1e3));
                }
                fprintf(stderr, "%-10s %12llu %10.2f %9.1f %11s %9s %10s\n", label, (unsigned long long)n, m.us,
                        bytes / (m.us * 1e3), bu, hu, hg);
            }
        }
        VK(g_dev.t.vkDeviceWaitIdle(g_dev.dev));
        vkr_destroy_context(ctx);
    }
}

/* ------------------------------------------------------------------ rows mode (--rows) */
/* Row reduce, segmented reduce and GPU-resident counts, f32 sum, each checked
   against a CPU double sum (relative 1e-5 of sum|x|: a broken run never reports a number):
     rows.f32.1000x1024       one vkr_cmd_reduce_rows of 1000 rows x 1024 (us per dispatch)
     loop.f32.1000x1024       the same 1000 sums as 1000 vkr_cmd_reduce (each + the user's barrier)
     rows.f32.64x1048576      one vkr_cmd_reduce_rows of 64 rows x 2^20 (GB/s = bytes read / time)
     segs.f32.1000.mean4096   one vkr_cmd_reduce_segments of 1000 segments of random lengths in
                              [0, 8192] (rows_lcg, seed 1; cub_bench --rows uses the same offsets)
     segs.f32.1000x1024[.max1024]  rows.f32.1000x1024 given as segments by offsets, without and
                              with max_segment_length
     batch.f32.direct / batch.f32.gpucount   1000 vkr_cmd_reduce of N (2^10, 2^16, 2^20) each, the
                              count direct or from a GPU buffer (bound N, GPU count N): us per reduce
   CSV rows as the reduce mode's: name,n,us,GB/s. */
static uint64_t rows_lcg(uint64_t *x)
{
    *x = *x * 6364136223846793005ull + 1442695040888963407ull;
    return *x >> 33;
}

/* n + 1 offsets of the random segments (the same in cub_bench.cu). */
static uint64_t rows_segment_offsets(uint32_t *off, uint32_t n)
{
    uint64_t x = 1, at = 0;
    off[0] = 0;
    for (uint32_t s = 0; s < n; s++) {
        at += rows_lcg(&x) % 8193;
        off[s + 1] = (uint32_t)at;
    }
    return at;
}

typedef struct rows_bufs {
    VkBuffer out, rb, aux;
    VkDeviceMemory out_mem, rb_mem, aux_mem;
    float *rb_map;
} rows_bufs;

#define ROWS_OUT_BYTES (64u << 10)
/* the offsets and counts buffer: random offsets at 0, the GPU count at 6000, equal offsets here */
#define ROWS_AUX_EQUAL 8192u
#define ROWS_AUX_BYTES 12288u

/* Writes bytes into the offsets / counts buffer (vkCmdUpdateBuffer), visible to compute shaders. */
static void rows_aux_write(rows_bufs *b, VkDeviceSize offset, const void *data, VkDeviceSize size)
{
    begin_cmd();
    g_dev.t.vkCmdUpdateBuffer(g_dev.cmd, b->aux, offset, size, data);
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT);
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
    submit_wait();
}

/* What one timed command buffer records: `count` commands between the timestamps. */
typedef enum { RK_ROWS, RK_SEGS, RK_REDUCE } rows_kind;

/* loop_bytes (RK_REDUCE): reduce i reads from input_offset i * loop_bytes and writes result
   slot i (the loop of 1000 separate reduces); 0: every reduce the same. */
static void rows_record(vkr_context ctx, rows_bufs *b, rows_kind k, const void *desc, int count, VkDeviceSize loop_bytes)
{
    begin_cmd();
    g_dev.t.vkCmdResetQueryPool(g_dev.cmd, g.qp, 0, 2);
    barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    g_dev.t.vkCmdFillBuffer(g_dev.cmd, b->out, 0, ROWS_OUT_BYTES, 0xdeadbeefu); /* poison: every run must write */
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    g_dev.t.vkCmdWriteTimestamp(g_dev.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.qp, 0);
    for (int i = 0; i < count; i++) {
        VkResult r;
        if (k == RK_ROWS) r = vkr_cmd_reduce_rows(ctx, g_dev.cmd, (const vkr_rows_desc *)desc);
        else if (k == RK_SEGS) r = vkr_cmd_reduce_segments(ctx, g_dev.cmd, (const vkr_segments_desc *)desc);
        else {
            vkr_reduce_desc rd = *(const vkr_reduce_desc *)desc;
            if (loop_bytes) {
                rd.input.offset = loop_bytes * (VkDeviceSize)i;
                rd.output.offset = (VkDeviceSize)4 * (VkDeviceSize)i;
            }
            r = vkr_cmd_reduce(ctx, g_dev.cmd, &rd);
        }
        if (r != VK_SUCCESS) die("rows mode: recording failed: %s", vkr_last_error(ctx));
        if (count > 1) /* the barrier a user places after each command */
            barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                    VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    }
    g_dev.t.vkCmdWriteTimestamp(g_dev.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.qp, 1);
    barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT);
    VkBufferCopy bc = {0, 0, ROWS_OUT_BYTES};
    g_dev.t.vkCmdCopyBuffer(g_dev.cmd, b->out, b->rb, 1, &bc);
    barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
    VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
}

/* Median GPU time (us) of the recorded buffer; the results (n floats) checked against the sums
   of the input words [begin[i], begin[i] + len[i]). */
static double rows_time(const char *name, rows_bufs *b, uint32_t n, const uint64_t *begin, const uint64_t *len)
{
    int reps = opt.reps ? opt.reps : 50;
    double *t = (double *)malloc(sizeof(double) * (size_t)reps);
    int bad = 0;
    run_timed_us(opt.warmup, reps, t); /* with --warmup-ms after an idle GPU, as the other modes */
    for (uint32_t s = 0; s < n && bad < 3; s++) {
        double sum = 0, abs = 0;
        for (uint64_t j = begin[s]; j < begin[s] + len[s]; j++) {
            double v = f32_of(word(j));
            sum += v;
            abs += fabs(v);
        }
        if (!(fabs((double)b->rb_map[s] - sum) <= 1e-5 * abs + 1e-30)) {
            fprintf(stderr, "FAIL %s: result %u = %.9g, want %.9g\n", name, s, (double)b->rb_map[s], sum);
            printf("# FAIL,%s,result %u\n", name, s);
            failures++;
            bad++;
        }
    }
    double m = median(t, reps);
    free(t);
    return m;
}

/* Times the rows or segments call `desc` (kind k; *flags: its desc's flags), checked: one call
   alone (`name`), then, unless --no-batch, back to back (`name`.b2b, each followed by the
   user's barrier: VKR_REDUCE_NO_SCRATCH_BARRIER). n results from `elements` f32 inputs. */
static void rows_single_and_b2b(vkr_context ctx, rows_bufs *b, rows_kind k, const void *desc, uint32_t *flags, const char *name,
                                uint32_t n, const uint64_t *begin, const uint64_t *len, uint64_t elements)
{
    char bname[128];
    rows_record(ctx, b, k, desc, 1, 0);
    csv_row(name, elements, rows_time(name, b, n, begin, len), (double)elements * 4);
    if (opt.no_batch || !elements) return;
    int kb = b2b_count((double)elements * 4);
    *flags |= VKR_REDUCE_NO_SCRATCH_BARRIER;
    rows_record(ctx, b, k, desc, kb, 0);
    snprintf(bname, sizeof bname, "%s.b2b", name);
    csv_row(bname, elements, rows_time(bname, b, n, begin, len) / kb, (double)elements * 4);
}

/* One vkr_cmd_reduce_rows of rows x len f32 (row r at r * len), timed and checked: the shapes
   around the kernel's tiers, and the floor (1-element rows: the dispatch without the reads). */
static void rows_shape(vkr_context ctx, rows_bufs *b, uint32_t rows, uint32_t len, uint32_t flags, const char *suffix,
                       uint64_t *begin, uint64_t *lens)
{
    vkr_rows_desc wd;
    char name[96];
    memset(&wd, 0, sizeof wd);
    wd.op = VKR_OP_ADD;
    wd.type = VKR_TYPE_F32;
    wd.rows = rows;
    wd.row_length = len;
    wd.flags = flags;
    wd.input.buffer = g.in;
    wd.input.size = g.in_size;
    wd.output.buffer = b->out;
    wd.output.size = ROWS_OUT_BYTES;
    for (uint32_t s = 0; s < rows; s++) {
        begin[s] = (uint64_t)s * len;
        lens[s] = len;
    }
    snprintf(name, sizeof name, "vkr.rows.f32.%ux%u%s", rows, len, suffix);
    rows_single_and_b2b(ctx, b, RK_ROWS, &wd, &wd.flags, name, rows, begin, lens, (uint64_t)rows * len);
}

/* One vkr_cmd_reduce_segments of n f32 segments whose n + 1 offsets `off` sit at aux_offset of
   the offsets buffer; max_len: desc.max_segment_length. Single call, then back to back. */
static void segs_shape(vkr_context ctx, rows_bufs *b, const char *label, VkDeviceSize aux_offset, const uint32_t *off, uint32_t n,
                       uint64_t max_len, uint64_t *begin, uint64_t *len)
{
    vkr_segments_desc sd;
    char name[112];
    const uint64_t total = off[n];
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_ADD;
    sd.type = VKR_TYPE_F32;
    sd.segments = n;
    sd.input.buffer = g.in;
    sd.input.size = g.in_size;
    sd.input_count = total;
    sd.offsets.buffer = b->aux;
    sd.offsets.offset = aux_offset;
    sd.offsets.size = ROWS_AUX_BYTES;
    sd.output.buffer = b->out;
    sd.output.size = ROWS_OUT_BYTES;
    sd.max_segment_length = max_len;
    for (uint32_t s = 0; s < n; s++) {
        begin[s] = off[s];
        len[s] = off[s + 1] - off[s];
    }
    snprintf(name, sizeof name, "vkr.%s", label);
    rows_single_and_b2b(ctx, b, RK_SEGS, &sd, &sd.flags, name, n, begin, len, total);
}

static void rows_main(void)
{
    const uint64_t big = 64ull << 20; /* 64 x 2^20 f32 */
    rows_bufs b;
    vkr_context ctx;
    vkr_context_info info;
    uint64_t *begin = (uint64_t *)calloc(4001, sizeof(uint64_t)), *len = (uint64_t *)calloc(4001, sizeof(uint64_t));
    uint32_t *off = (uint32_t *)calloc(1001, sizeof(uint32_t));
    uint64_t seg_total = rows_segment_offsets(off, 1000);
    VkDeviceSize in_bytes = (big > seg_total ? big : seg_total) * 4;
    char name[96];
    VK(make_input(in_bytes));
    memset(&b, 0, sizeof b);
    VK(make_buffer(ROWS_OUT_BYTES, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                   VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &b.out, &b.out_mem));
    VK(make_buffer(ROWS_OUT_BYTES, VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                   VK_MEMORY_PROPERTY_HOST_CACHED_BIT, &b.rb, &b.rb_mem));
    VK(g_dev.t.vkMapMemory(g_dev.dev, b.rb_mem, 0, ROWS_OUT_BYTES, 0, (void **)&b.rb_map));
    /* offsets and counts: device-local, as a GPU pass would leave them (written by vkCmdUpdateBuffer) */
    VK(make_buffer(ROWS_AUX_BYTES, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0,
                   &b.aux, &b.aux_mem));
    rows_aux_write(&b, 0, off, 1001 * 4);
    VK(create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info));
    print_header(&info);

    /* 1000 x 1024: one row-reduce dispatch, and 1000 reduces */
    {
        vkr_reduce_desc rd;
        double us;
        rows_shape(ctx, &b, 1000, 1024, 0, "", begin, len); /* (leaves begin / len of its rows) */
        memset(&rd, 0, sizeof rd);
        rd.op = VKR_OP_ADD;
        rd.type = VKR_TYPE_F32;
        rd.count = 1024;
        rd.input.buffer = g.in;
        rd.input.size = g.in_size;
        rd.output.buffer = b.out;
        rd.output.size = ROWS_OUT_BYTES;
        rd.flags = VKR_REDUCE_NO_SCRATCH_BARRIER; /* the barrier after each covers it, as the reduce mode's batch */
        rows_record(ctx, &b, RK_REDUCE, &rd, 1000, 4096);
        us = rows_time("loop.f32.1000x1024", &b, 1000, begin, len);
        csv_row("vkr.loop.f32.1000x1024", 1024000, us, 4096000.0);
    }
    /* the floor and the shapes around the tiers (rows_shape) */
    {
        static const uint32_t shapes[][2] = {{1, 1}, {1000, 1}, {1000, 128}, {1000, 256}, {1000, 512}, {1000, 1024},
                                             {1000, 1025}, {1000, 2048}, {1000, 4096}, {4000, 1024}};
        rows_record(ctx, &b, RK_ROWS, NULL, 0, 0); /* nothing between the timestamps */
        csv_row("vkr.rows.none", 0, rows_time("rows.none", &b, 0, begin, len), 0.0);
        rows_shape(ctx, &b, 1000, 1024, VKR_REDUCE_NO_SCRATCH_BARRIER, ".nsb", begin, len);
        for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) rows_shape(ctx, &b, shapes[i][0], shapes[i][1], 0, "", begin, len);
    }
    /* 64 x 2^20 (one binding range must hold it: not on lavapipe's 128 MiB) */
    if (big * 4 + 256 > info.max_binding_range) {
        printf("# rows.f32.64x1048576 skipped: 256 MiB exceed the binding range %llu\n", (unsigned long long)info.max_binding_range);
    } else {
        rows_shape(ctx, &b, 64, 1u << 20, 0, "", begin, len);
    }
    /* 1000 random segments, mean 4096; then 1000 x 1024 as segments (the rows above, given by
       offsets), without and with the length bound */
    segs_shape(ctx, &b, "segs.f32.1000.mean4096", 0, off, 1000, 0, begin, len);
    {
        uint32_t *eq = (uint32_t *)calloc(1001, sizeof(uint32_t));
        for (uint32_t s = 0; s <= 1000; s++) eq[s] = s * 1024;
        rows_aux_write(&b, ROWS_AUX_EQUAL, eq, 1001 * 4);
        segs_shape(ctx, &b, "segs.f32.1000x1024", ROWS_AUX_EQUAL, eq, 1000, 0, begin, len);
        segs_shape(ctx, &b, "segs.f32.1000x1024.max1024", ROWS_AUX_EQUAL, eq, 1000, 1024, begin, len);
        free(eq);
    }
    /* GPU-resident count overhead, batch of 1000 */
    for (int lg = 10; lg <= 20; lg += 5 + (lg == 15)) {
        uint64_t n = lg == 10 ? 1024 : lg == 15 ? 65536 : 1048576;
        vkr_reduce_desc rd;
        memset(&rd, 0, sizeof rd);
        rd.op = VKR_OP_ADD;
        rd.type = VKR_TYPE_F32;
        rd.count = n;
        rd.input.buffer = g.in;
        rd.input.size = g.in_size;
        rd.output.buffer = b.out;
        rd.output.size = ROWS_OUT_BYTES;
        rd.flags = VKR_REDUCE_NO_SCRATCH_BARRIER; /* as the reduce mode's batch */
        begin[0] = 0;
        len[0] = n;
        for (int gpu = 0; gpu < 2; gpu++) {
            if (gpu) {
                uint32_t n32 = (uint32_t)n;
                rows_aux_write(&b, 6000, &n32, 4);
                rd.count_buffer.buffer = b.aux;
                rd.count_buffer.offset = 6000;
                rd.count_buffer.size = ROWS_AUX_BYTES;
            }
            rows_record(ctx, &b, RK_REDUCE, &rd, 1000, 0);
            snprintf(name, sizeof name, "vkr.batch1000.f32.%s", gpu ? "gpucount" : "direct");
            double us = rows_time(name, &b, 1, begin, len) / 1000;
            csv_row(name, n, us, (double)n * 4);
        }
    }
    vkr_destroy_context(ctx);
    free_buffer(b.out, b.out_mem);
    free_buffer(b.rb, b.rb_mem);
    free_buffer(b.aux, b.aux_mem);
    free(begin);
    free(len);
    free(off);
}

/* ------------------------------------------------------------------ arg mode (--arg) */

/* The first index of the smallest (argmax: largest) word(i), i < n: word(i) depends on
   i mod 2^23 only (positive floats, so the bits order as the values), so the first period
   holds the answer. */
static void arg_reference_words(uint64_t n, int maxdir, uint32_t *bits, uint64_t *index)
{
    uint64_t m = n < (1ull << 23) ? n : (1ull << 23), best = 0;
    for (uint64_t i = 1; i < m; i++)
        if (maxdir ? word(i) > word(best) : word(i) < word(best)) best = i;
    *bits = word(best);
    *index = best;
}

static void arg_main(void)
{
    /* the fourth case: minmax with VKR_REDUCE_VALUES_ONLY (vkr.reduce.minmax.f32.values) */
    static const vkr_op ops[4] = {VKR_OP_ARGMIN, VKR_OP_ARGMAX, VKR_OP_MINMAX, VKR_OP_MINMAX};
    uint64_t ns[MAX_NS];
    bcase c0 = {VKR_OP_ARGMIN, VKR_TYPE_F32};
    int k = n_list(c0, 0, ns);
    VkResult r = make_input(ns[k - 1] * 4);
    if (r != VK_SUCCESS) die("cannot allocate the input buffer: %s", vkres(r));
    vkr_context ctx;
    vkr_context_info info;
    r = create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info);
    if (r != VK_SUCCESS) die("vkr_create_context: %s", vkres(r));
    print_header(&info);
    warm_up(ctx);
    fprintf(stderr, "\n%-12s %12s %10s %9s %11s\n", "case", "n", "us", "GB/s", "b2b_us");
    for (int oi = 0; oi < 4; oi++) {
        bcase c = {ops[oi], VKR_TYPE_F32};
        unsigned size = (unsigned)vkr_result_size(c.op, c.type);
        const uint32_t values_only = oi == 3 ? VKR_REDUCE_VALUES_ONLY : 0;
        char name[64];
        case_name(name, sizeof name, "vkr.reduce", c, values_only ? ".values" : "");
        if ((r = prepare(ctx, c.op, c.type)) != VK_SUCCESS) {
            printf("# skip,%s,%s: %s\n", name, vkres(r), vkr_last_error(ctx));
            continue;
        }
        for (int i = 0; i < k; i++) {
            uint64_t n = ns[i];
            int reps = opt.reps ? opt.reps : n < (1ull << 24) ? 200 : 50;
            double *t = malloc((size_t)(reps > opt.batch_reps ? reps : opt.batch_reps) * sizeof *t);
            unsigned char first[32], other[32];
            vkr_minmax_result want, got;
            char msg[1024];
            vkr_reduce_desc rd;
            if (!t) die("out of memory");
            memset(&want, 0, sizeof want);
            arg_reference_words(n, c.op == VKR_OP_ARGMAX, &want.min.value.u32, &want.min.index);
            if (c.op == VKR_OP_MINMAX) arg_reference_words(n, 1, &want.max.value.u32, &want.max.index);
            if (values_only) want.min.index = want.max.index = UINT64_MAX;
            memset(&rd, 0, sizeof rd);
            rd.flags = values_only;
            rd.op = c.op;
            rd.type = c.type;
            rd.count = n;
            rd.input.buffer = g.in;
            rd.input.size = g.in_size;
            rd.output.buffer = g.out;
            rd.output.size = OUT_SIZE;
            if ((r = record(ctx, &rd, 1, size)) != VK_SUCCESS) {
                snprintf(msg, sizeof msg, "vkr_cmd_reduce: %s: %s", vkres(r), vkr_last_error(ctx));
                report_fail(c, n, "single", msg);
                free(t);
                continue;
            }
            int same = run_timed(opt.warmup, reps, t, size, first);
            double us = median(t, reps), batch_us = 0;
            memset(&got, 0, sizeof got);
            memcpy(&got, first, size);
            if (memcmp(&got, &want, size)) {
                snprintf(msg, sizeof msg, "got 0x%08x at %llu / 0x%08x at %llu, want 0x%08x at %llu / 0x%08x at %llu",
                         got.min.value.u32, (unsigned long long)got.min.index, got.max.value.u32,
                         (unsigned long long)got.max.index, want.min.value.u32, (unsigned long long)want.min.index,
                         want.max.value.u32, (unsigned long long)want.max.index);
                report_fail(c, n, "single", msg);
                free(t);
                continue;
            }
            if (!same) {
                report_fail(c, n, "single", "results differ between runs");
                free(t);
                continue;
            }
            csv_row(name, n, us, (double)n * 4);
            if (!opt.no_batch) {
                int kb = b2b_count((double)n * 4);
                rd.flags = VKR_REDUCE_NO_SCRATCH_BARRIER | values_only;
                if (record(ctx, &rd, kb, size) == VK_SUCCESS) {
                    double w0 = now_us();
                    do run_timed(5, 0, t, size, other); while (now_us() - w0 < 2e5);
                    same = run_timed(0, opt.batch_reps, t, size, other);
                    if (!same || memcmp(first, other, size)) {
                        report_fail(c, n, "b2b", "result differs from the single reduce's");
                    } else {
                        char bname[80];
                        batch_us = median(t, opt.batch_reps) / kb;
                        snprintf(bname, sizeof bname, "%s.b2b", name);
                        csv_row(bname, n, batch_us, (double)n * 4);
                    }
                }
            }
            fprintf(stderr, "%-12s %12llu %10.2f %9.1f %11.2f\n", values_only ? "minmax.values" : op_names[c.op], (unsigned long long)n, us,
                    (double)n * 4 / (us * 1e3), batch_us);
            free(t);
        }
    }
    VK(g_dev.t.vkDeviceWaitIdle(g_dev.dev));
    vkr_destroy_context(ctx);
}

/* ------------------------------------------------------------------ transform mode */

/* --operators: user-defined operators against our built-in ops over the same bytes, one command
   buffer each of kb ops back to back (each followed by the user's barrier). */
#include "stats.h"    /* $(BUILD)/operators (make operators) */
#include "bicyclic.h"

static VkResult record_scans_b2b(vkr_context ctx, const vkr_scan_desc *sd, int kb)
{
    VkResult r = VK_SUCCESS;
    begin_timed();
    for (int k = 0; k < kb && r == VK_SUCCESS; k++) {
        r = vkr_cmd_scan(ctx, g_dev.cmd, sd);
        barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    }
    end_timed();
    return r;
}

static void operators_main(void)
{
    const uint64_t nmax = 1ull << opt.max_lg; /* 16-byte elements */
    vkr_context ctx;
    vkr_context_info info;
    vkr_op stats = VKR_OP_NONE, bicyclic = VKR_OP_NONE;
    VkBuffer sout;
    VkDeviceMemory sout_mem;
    VkResult r = make_input(nmax * 16);
    if (r != VK_SUCCESS) die("cannot allocate the operators-mode input: %s", vkres(r));
    VK(make_buffer(nmax * 16, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &sout, &sout_mem));
    VK(create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info));
    print_header(&info);
    VK(vkr_register_operator(ctx, &vkr_operator_stats, &stats));
    VK(vkr_register_operator(ctx, &vkr_operator_bicyclic, &bicyclic));
    warm_up(ctx);
    for (int lg = opt.min_lg; lg <= opt.max_lg; lg += 2) {
        const uint64_t n = 1ull << lg, bytes = n * 16;
        const int reps = opt.reps ? opt.reps : n < (1ull << 22) ? 100 : 20, kb = b2b_count((double)bytes);
        double *t = malloc((size_t)(reps > opt.batch_reps ? reps : opt.batch_reps) * sizeof *t);
        struct { const char *name; vkr_op op; vkr_type type; uint64_t count; unsigned rs; } red[3] = {
            {"vkr.operators.sum.f32", VKR_OP_ADD, VKR_TYPE_F32, 4 * n, 4},
            {"vkr.operators.stats.reduce", stats, VKR_TYPE_USER, n, 16},
            {"vkr.operators.bicyclic.reduce", bicyclic, VKR_TYPE_USER, 2 * n, 8},
        };
        for (int c = 0; c < 3; c++) { /* reduces */
            unsigned char first[16], other[16];
            vkr_reduce_desc rd;
            char bname[96];
            memset(&rd, 0, sizeof rd);
            rd.op = red[c].op;
            rd.type = red[c].type;
            rd.count = red[c].count;
            rd.flags = VKR_REDUCE_NO_SCRATCH_BARRIER;
            rd.input.buffer = g.in;
            rd.input.size = g.in_size;
            rd.output.buffer = g.out;
            rd.output.size = OUT_SIZE;
            if ((r = record(ctx, &rd, kb, red[c].rs)) != VK_SUCCESS) {
                printf("# FAIL,%s,%llu,vkr_cmd_reduce %s: %s\n", red[c].name, (unsigned long long)n, vkres(r), vkr_last_error(ctx));
                failures++;
                continue;
            }
            run_timed(opt.warmup, 1, t, red[c].rs, first);
            const int same = run_timed(0, opt.batch_reps, t, red[c].rs, other) && !memcmp(first, other, red[c].rs);
            snprintf(bname, sizeof bname, "%s.b2b", red[c].name);
            csv_row(bname, n, median(t, opt.batch_reps) / kb, (double)bytes);
            if (red[c].op == stats) { /* min, max, count against the CPU (the sum's rounding follows the tree) */
                float lo = INFINITY, hi = -INFINITY, g3[3];
                uint32_t cnt = 0, gc;
                for (uint64_t i = 0; i < n; i++) {
                    const float a = f32_of(word(4 * i)), b = f32_of(word(4 * i + 1));
                    lo = a < lo ? a : lo;
                    hi = b > hi ? b : hi;
                    cnt += word(4 * i + 3);
                }
                memcpy(g3, first, 12);
                memcpy(&gc, first + 12, 4);
                if (!same || g3[0] != lo || g3[1] != hi || gc != cnt) {
                    printf("# FAIL,%s,%llu,min %g/%g max %g/%g count %u/%u%s\n", red[c].name, (unsigned long long)n, g3[0], lo, g3[1], hi,
                           (unsigned)gc, (unsigned)cnt, same ? "" : ", results differ between runs");
                    failures++;
                } else {
                    printf("# check,%s,%llu,min max count exact, the same bits in every run\n", red[c].name, (unsigned long long)n);
                }
            } else if (!same) {
                printf("# FAIL,%s,%llu,results differ between runs\n", red[c].name, (unsigned long long)n);
                failures++;
            }
        }
        for (int c = 0; c < 3; c++) { /* inclusive scans of the same bytes (2: the operator's, reduce-then-scan) */
            vkr_scan_desc sd;
            char bname[96];
            memset(&sd, 0, sizeof sd);
            sd.op = c ? stats : VKR_OP_ADD;
            sd.algorithm = c == 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_AUTO;
            sd.type = c ? VKR_TYPE_USER : VKR_TYPE_F32;
            sd.kind = VKR_SCAN_INCLUSIVE;
            sd.count = c ? n : 4 * n;
            sd.flags = VKR_SCAN_NO_SCRATCH_BARRIER;
            sd.input.buffer = g.in;
            sd.input.size = g.in_size;
            sd.output.buffer = sout;
            sd.output.size = nmax * 16;
            if ((r = record_scans_b2b(ctx, &sd, kb)) != VK_SUCCESS) {
                printf("# FAIL,scan %d,%llu,vkr_cmd_scan %s: %s\n", c, (unsigned long long)n, vkres(r), vkr_last_error(ctx));
                failures++;
                continue;
            }
            run_timed_us(opt.warmup, opt.batch_reps, t);
            snprintf(bname, sizeof bname, "vkr.operators.%s.b2b", c == 2 ? "stats.scan.rts" : c ? "stats.scan" : "scan.f32");
            csv_row(bname, n, median(t, opt.batch_reps) / kb, 2.0 * (double)bytes);
        }
        free(t);
    }
    vkr_destroy_context(ctx);
    free_buffer(sout, sout_mem);
}

/* --xform: the transform-reduce, compensated-sum and moments cases. x is the input buffer's first N elements,
   y (dot) starts 4096 elements after x's largest N (another phase of word()'s pattern). One reduce per
   timed run, as the reduce mode's single-reduce column, then ops back to back (.b2b, the headline
   view, as the reduce mode's). */
typedef struct xcase { const char *name; vkr_op op; vkr_type type; uint32_t flags; vkr_type acc; } xcase;

static long double xval(vkr_type t, uint64_t i)
{
    return t == VKR_TYPE_F32 ? (long double)f32_of(word(i)) : (long double)f64_of(elem64(i));
}

static void xform_main(void)
{
    static const xcase cases[] = {
        {"sum.f32", VKR_OP_ADD, VKR_TYPE_F32, 0, VKR_TYPE_NONE},
        {"sum.f32.compensated", VKR_OP_ADD, VKR_TYPE_F32, VKR_REDUCE_COMPENSATED, VKR_TYPE_NONE},
        {"dot.f32", VKR_OP_DOT, VKR_TYPE_F32, 0, VKR_TYPE_NONE},
        {"dot.f32.compensated", VKR_OP_DOT, VKR_TYPE_F32, VKR_REDUCE_COMPENSATED, VKR_TYPE_NONE},
        {"sumsq.f32", VKR_OP_SUM_SQUARES, VKR_TYPE_F32, 0, VKR_TYPE_NONE},
        {"dot.f64", VKR_OP_DOT, VKR_TYPE_F64, 0, VKR_TYPE_NONE},
        {"moments.f32", VKR_OP_MOMENTS, VKR_TYPE_F32, 0, VKR_TYPE_NONE},
        {"moments.f32.in_f64", VKR_OP_MOMENTS, VKR_TYPE_F32, 0, VKR_TYPE_F64},
        {"moments.f64", VKR_OP_MOMENTS, VKR_TYPE_F64, 0, VKR_TYPE_NONE},
    };
    const uint64_t nmax = 1ull << opt.max_lg, y_words = nmax + 4096;
    vkr_context ctx;
    vkr_context_info info;
    VkResult r = make_input((2 * nmax + 8192) * 8); /* f64: two arrays of nmax doubles */
    if (r != VK_SUCCESS) die("cannot allocate the transform-mode input: %s", vkres(r));
    VK(create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info));
    print_header(&info);
    for (size_t ci = 0; ci < sizeof cases / sizeof cases[0]; ci++) {
        const xcase c = cases[ci];
        const unsigned es = type_sizes[c.type];
        const unsigned rs = (unsigned)(c.op == VKR_OP_MOMENTS ? (c.acc == VKR_TYPE_F64 || c.type == VKR_TYPE_F64 ? 40 : 24) : es);
        vkr_reduce_desc sd;
        if (g_xform == 2 && c.op != VKR_OP_MOMENTS) continue;
        memset(&sd, 0, sizeof sd);
        sd.op = c.op, sd.type = c.type, sd.accumulator = c.acc, sd.flags = c.flags;
        if (vkr_supports(ctx, &sd) != VK_SUCCESS) {
            printf("# skip,%s: %s\n", c.name, vkr_last_error(ctx));
            continue;
        }
        for (int lg = opt.min_lg; lg <= opt.max_lg; lg += 2) {
            uint64_t n = 1ull << lg;
            int reps = opt.reps ? opt.reps : n < (1ull << 24) ? 200 : 50;
            double *t = malloc((size_t)(reps > opt.batch_reps ? reps : opt.batch_reps) * sizeof *t), bound = 0;
            unsigned char first[48], other[48];
            vkr_reduce_desc rd;
            char name[96], msg[512];
            memset(&rd, 0, sizeof rd);
            rd.op = c.op;
            rd.type = c.type;
            rd.flags = c.flags;
            rd.accumulator = c.acc;
            rd.count = n;
            rd.input.buffer = g.in;
            rd.input.size = g.in_size;
            rd.output.buffer = g.out;
            rd.output.size = OUT_SIZE;
            if (c.op == VKR_OP_DOT) {
                rd.input2.buffer = g.in;
                rd.input2.offset = (c.type == VKR_TYPE_F64 ? y_words / 2 * 2 : y_words) * 4;
                rd.input2.size = g.in_size;
            }
            r = record(ctx, &rd, 1, rs);
            snprintf(name, sizeof name, "vkr.xform.%s", c.name);
            if (r != VK_SUCCESS) {
                fprintf(stderr, "FAIL %s n=%llu: vkr_cmd_reduce: %s: %s\n", name, (unsigned long long)n, vkres(r), vkr_last_error(ctx));
                printf("# FAIL,%s,%llu,vkr_cmd_reduce %s\n", name, (unsigned long long)n, vkres(r));
                failures++;
                free(t);
                continue;
            }
            int same = run_timed(opt.warmup, reps, t, rs, first);
            csv_row(name, n, median(t, reps), (double)n * es * (c.op == VKR_OP_DOT ? 2 : 1));
            if (!opt.no_batch) { /* back to back, each followed by the user's barrier (the headline view) */
                const int kb = b2b_count((double)n * es * (c.op == VKR_OP_DOT ? 2 : 1));
                rd.flags |= VKR_REDUCE_NO_SCRATCH_BARRIER;
                r = record(ctx, &rd, kb, rs);
                rd.flags = c.flags;
                if (r == VK_SUCCESS) {
                    double w0 = now_us();
                    char bname[112];
                    do run_timed(5, 0, t, rs, other); while (now_us() - w0 < 2e5);
                    if (!run_timed(0, opt.batch_reps, t, rs, other) || memcmp(first, other, rs)) same = 0;
                    snprintf(bname, sizeof bname, "%s.b2b", name);
                    csv_row(bname, n, median(t, opt.batch_reps) / kb, (double)n * es * (c.op == VKR_OP_DOT ? 2 : 1));
                } else {
                    same = 0;
                }
            }
            if (c.op == VKR_OP_MOMENTS) { /* count, mean and M2 against a long double two-pass reference */
                long double s = 0, m2 = 0, lo = 0, hi = 0, mean, gm, gm2;
                uint64_t gn;
                for (uint64_t i = 0; i < n; i++) {
                    const long double x = xval(c.type, i);
                    s += x;
                    if (!i || x < lo) lo = x;
                    if (!i || x > hi) hi = x;
                }
                mean = s / n;
                for (uint64_t i = 0; i < n; i++) m2 += (xval(c.type, i) - mean) * (xval(c.type, i) - mean);
                memcpy(&gn, first, 8);
                if (rs == 40) {
                    vkr_moments_f64 g64;
                    memcpy(&g64, first, sizeof g64);
                    gm = g64.mean, gm2 = g64.m2;
                } else {
                    vkr_moments_f32 g32;
                    memcpy(&g32, first, sizeof g32);
                    gm = g32.mean, gm2 = g32.m2;
                }
                vkr_reduce_error_bound(ctx, &rd, &bound);
                {
                    const long double u = rs == 40 ? 1.1102230246251565e-16L : 5.9604644775390625e-08L, r0 = hi - lo;
                    const int ok = same && gn == n && fabsl(gm - mean) <= u * fabsl(mean) + bound * r0 &&
                                   fabsl(gm2 - m2) <= bound * (m2 + n * r0 * r0);
                    snprintf(msg, sizeof msg, "count %llu, mean %.10Lg (long double %.10Lg), M2 %.10Lg (%.10Lg, |err|/M2 %.3Lg), bound %.3g%s",
                             (unsigned long long)gn, gm, mean, gm2, m2, fabsl(gm2 - m2) / m2, bound, same ? "" : ", results differ between runs");
                    if (!ok) {
                        fprintf(stderr, "FAIL %s n=%llu: %s\n", name, (unsigned long long)n, msg);
                        printf("# FAIL,%s,%llu,%s\n", name, (unsigned long long)n, msg);
                        failures++;
                    } else {
                        printf("# check,%s,%llu,%s\n", name, (unsigned long long)n, msg);
                    }
                }
            } else {
                /* the result against long double, within the library's stated bound */
                long double s = 0, a = 0, got;
                uint64_t y0 = rd.input2.offset / es;
                for (uint64_t i = 0; i < n; i++) {
                    long double x = xval(c.type, i), term = c.op == VKR_OP_ADD ? x : x * (c.op == VKR_OP_DOT ? xval(c.type, y0 + i) : x);
                    s += term;
                    a += term < 0 ? -term : term;
                }
                got = c.type == VKR_TYPE_F32 ? (long double)*(float *)first : (long double)*(double *)first;
                vkr_reduce_error_bound(ctx, &rd, &bound);
                snprintf(msg, sizeof msg, "got %.10Lg, long double %.10Lg, |err|/sum|t| %.3Lg, bound %.3g%s", got, s,
                         (got > s ? got - s : s - got) / a, bound, same ? "" : ", results differ between runs");
                if (!same || (got > s ? got - s : s - got) > (long double)bound * a * 1.0001L) {
                    fprintf(stderr, "FAIL %s n=%llu: %s\n", name, (unsigned long long)n, msg);
                    printf("# FAIL,%s,%llu,%s\n", name, (unsigned long long)n, msg);
                    failures++;
                } else {
                    printf("# check,%s,%llu,%s\n", name, (unsigned long long)n, msg);
                }
            }
            free(t);
        }
    }
    vkr_destroy_context(ctx);
}

/* ------------------------------------------------------------------ stream compaction (--select) */

/* The data of the select cases (cub_bench --select uses the same): values v(i) = i x 2654435761
   mod 2^32; flag(i) = bit 17 of i x 2246822519 (half selected); the comparison v(i) < 2^31
   (half). A record of w words: words v(w i) .. v(w i + w - 1). */
static uint32_t sel_value(uint64_t i) { return (uint32_t)i * 2654435761u; }
static uint32_t sel_flag(uint64_t i) { return ((uint32_t)i * 2246822519u) >> 17 & 1u; }

typedef struct select_case { const char *name; vkr_select_mode mode; uint32_t words; int partition; int max_lg; } select_case;

/* Fills the first `bytes` of a device-local buffer from fill(map, first_byte, bytes) in chunks. */
static void upload_generated(VkBuffer dst, VkDeviceSize bytes, void (*fill)(unsigned char *, VkDeviceSize, VkDeviceSize))
{
    const VkDeviceSize chunk = 64ull << 20;
    VkBuffer st;
    VkDeviceMemory sm;
    unsigned char *map;
    VK(make_buffer(chunk, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0, &st, &sm));
    VK(g_dev.t.vkMapMemory(g_dev.dev, sm, 0, chunk, 0, (void **)&map));
    for (VkDeviceSize at = 0; at < bytes; at += chunk) {
        VkDeviceSize n = bytes - at < chunk ? bytes - at : chunk;
        fill(map, at, n);
        begin_cmd();
        VkBufferCopy bc = {0, at, n};
        g_dev.t.vkCmdCopyBuffer(g_dev.cmd, st, dst, 1, &bc);
        VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
        submit_wait();
    }
    free_buffer(st, sm);
}
static void fill_sel_values(unsigned char *m, VkDeviceSize at, VkDeviceSize n)
{
    for (VkDeviceSize k = 0; k < n / 4; k++) ((uint32_t *)m)[k] = sel_value(at / 4 + k);
}
static void fill_sel_flags32(unsigned char *m, VkDeviceSize at, VkDeviceSize n)
{
    for (VkDeviceSize k = 0; k < n / 4; k++) ((uint32_t *)m)[k] = sel_flag(at / 4 + k);
}
static void fill_sel_flags8(unsigned char *m, VkDeviceSize at, VkDeviceSize n)
{
    for (VkDeviceSize k = 0; k < n; k++) m[k] = (unsigned char)sel_flag(at + k);
}

static void select_main(void)
{
    static const select_case cases[] = {
        {"flags_u32.u32", VKR_SELECT_FLAGS_U32, 1, 0, 28}, {"flags_u8.u32", VKR_SELECT_FLAGS_U8, 1, 0, 28},
        {"less.u32", VKR_SELECT_LESS, 1, 0, 28}, {"flags_u32.rec20", VKR_SELECT_FLAGS_U32, 5, 0, 24},
        {"partition.flags_u32.u32", VKR_SELECT_FLAGS_U32, 1, 1, 28}};
    const uint64_t max_n = 1ull << opt.max_lg;
    const VkDeviceSize in_bytes = max_n * 4 > (1ull << 24) * 20 ? max_n * 4 : (1ull << 24) * 20, rb_bytes = 64ull << 20;
    VkBuffer in, fl32, fl8, out, cnt, rb;
    VkDeviceMemory in_m, fl32_m, fl8_m, out_m, cnt_m, rb_m;
    unsigned char *rb_map;
    vkr_context ctx;
    vkr_context_info info;
    const VkBufferUsageFlags use = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    VK(make_buffer(in_bytes, use, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &in, &in_m));
    VK(make_buffer(in_bytes, use, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &out, &out_m));
    VK(make_buffer(max_n * 4, use, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &fl32, &fl32_m));
    VK(make_buffer(max_n + 4, use, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &fl8, &fl8_m));
    VK(make_buffer(256, use, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &cnt, &cnt_m));
    VK(make_buffer(rb_bytes + 256, VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                   VK_MEMORY_PROPERTY_HOST_CACHED_BIT, &rb, &rb_m));
    VK(g_dev.t.vkMapMemory(g_dev.dev, rb_m, 0, rb_bytes + 256, 0, (void **)&rb_map));
    upload_generated(in, in_bytes, fill_sel_values);
    upload_generated(fl32, max_n * 4, fill_sel_flags32);
    upload_generated(fl8, max_n, fill_sel_flags8);
    VK(create_ctx(opt.workgroup_size, opt.max_workgroups, &ctx, &info));
    print_header(&info);
    printf("# select_bytes,input records + flags read + selected records written\n");
    dispatch_floor();
    for (size_t ci = 0; ci < sizeof cases / sizeof cases[0]; ci++) {
        const select_case c = cases[ci];
        for (int lg = opt.min_lg; lg <= opt.max_lg && lg <= c.max_lg; lg += 2) {
            const uint64_t n = 1ull << lg;
            const uint32_t rs = 4 * c.words, th = 0x80000000u;
            const unsigned fs = c.mode == VKR_SELECT_FLAGS_U8 ? 1 : c.mode == VKR_SELECT_FLAGS_U32 ? 4 : 0;
            vkr_select_desc d;
            uint64_t want = 0;
            char name[128];
            memset(&d, 0, sizeof d);
            d.mode = c.mode;
            d.record_size = rs;
            d.count = n;
            d.input.buffer = in;
            d.input.size = in_bytes;
            d.output.buffer = out;
            d.output.size = in_bytes;
            d.count_buffer.buffer = cnt;
            d.count_buffer.size = 256;
            d.flags = c.partition ? VKR_SELECT_PARTITION : 0;
            if (fs) {
                d.flags_buffer.buffer = fs == 1 ? fl8 : fl32;
                d.flags_buffer.size = fs == 1 ? max_n + 4 : max_n * 4;
            } else {
                d.type = VKR_TYPE_U32;
                d.value = &th;
            }
            for (uint64_t i = 0; i < n; i++) want += fs ? sel_flag(i) : sel_value(i) < th;
            const double bytes = (double)n * (rs + fs) + (double)(c.partition ? n : want) * rs;
            for (int b2b = 0; b2b < 2; b2b++) {
                const int k = b2b ? b2b_count(bytes) : 1;
                int reps = opt.reps ? opt.reps : n < (1ull << 24) ? 200 : 50;
                double *t = (double *)malloc(sizeof(double) * (size_t)(reps > opt.batch_reps ? reps : opt.batch_reps));
                if (b2b && opt.no_batch) { free(t); break; }
                begin_timed();
                d.flags = (c.partition ? VKR_SELECT_PARTITION : 0) | (b2b ? VKR_SELECT_NO_SCRATCH_BARRIER : 0);
                for (int i = 0; i < k; i++) {
                    if (vkr_cmd_select(ctx, g_dev.cmd, &d) != VK_SUCCESS) die("vkr_cmd_select: %s", vkr_last_error(ctx));
                    if (k > 1) /* the barrier a user places after each */
                        barrier(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                                VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
                }
                end_timed();
                if (b2b) {
                    double w0 = now_us();
                    do run_timed_us(0, 1, t); while (now_us() - w0 < 1e5);
                    run_timed_us(0, opt.batch_reps, t);
                } else {
                    run_timed_us(opt.warmup > 0 ? opt.warmup : 1, reps, t);
                }
                const double us = median(t, b2b ? opt.batch_reps : reps) / k;
                free(t);
                /* the count and the first 64 MiB of the output, against the CPU */
                const VkDeviceSize ob = (VkDeviceSize)(c.partition ? n : want) * rs < rb_bytes ? (VkDeviceSize)(c.partition ? n : want) * rs : rb_bytes;
                begin_cmd();
                full_barrier();
                VkBufferCopy bc[2] = {{0, 0, 4}, {0, 256, ob ? ob : 4}};
                g_dev.t.vkCmdCopyBuffer(g_dev.cmd, cnt, rb, 1, &bc[0]);
                g_dev.t.vkCmdCopyBuffer(g_dev.cmd, out, rb, 1, &bc[1]);
                barrier(VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
                VK(g_dev.t.vkEndCommandBuffer(g_dev.cmd));
                submit_wait();
                uint32_t got;
                memcpy(&got, rb_map, 4);
                int ok = got == want;
                const uint32_t *o = (const uint32_t *)(rb_map + 256);
                for (int part = 0, j = 0; part < (c.partition ? 2 : 1) && ok; part++)
                    for (uint64_t i = 0; i < n && ok && (uint64_t)(j + 1) * rs <= ob; i++) {
                        const int sel = fs ? (int)sel_flag(i) : sel_value(i) < th;
                        if (sel != (part == 0)) continue;
                        for (uint32_t w = 0; w < c.words && ok; w++) ok = o[(uint64_t)j * c.words + w] == sel_value(i * c.words + w);
                        j++;
                    }
                snprintf(name, sizeof name, "vkr.select.%s%s", c.name, b2b ? ".b2b" : "");
                if (!ok) {
                    fprintf(stderr, "FAIL %s n=%llu: count %u (want %llu) or records wrong\n", name, (unsigned long long)n, got,
                            (unsigned long long)want);
                    printf("# FAIL,%s,%llu,count %u want %llu\n", name, (unsigned long long)n, got, (unsigned long long)want);
                    failures++;
                    continue;
                }
                csv_row(name, n, us, bytes);
                fprintf(stderr, "%-40s %11llu %10.2f us %8.1f GB/s  count %u checked\n", name, (unsigned long long)n, us, bytes / (us * 1e3), got);
            }
        }
    }
    vkr_destroy_context(ctx);
    free_buffer(in, in_m);
    free_buffer(out, out_m);
    free_buffer(fl32, fl32_m);
    free_buffer(fl8, fl8_m);
    free_buffer(cnt, cnt_m);
    free_buffer(rb, rb_m);
}

int main(int argc, char **argv)
{
    parse_args(argc, argv);
    if (!opt.scan && !opt.sweep && !opt.rows && !opt.arg && !g_xform && !opt_narrow && !opt_stats && !opt_select && !opt_operators) {  /* option errors before the device set-up */
        bcase cases[MAX_CASES];
        parse_cases(opt.cases, cases);
    }
    init_vulkan();
    make_small_buffers();
    if (opt.scan) scan_main();
    else if (opt.rows) rows_main();
    else if (opt.arg) arg_main();
    else if (g_xform) xform_main();
    else if (opt_operators) operators_main();
    else if (opt_narrow) narrow_main();
    else if (opt_stats) stats_main();
    else if (opt_select) select_main();
    else reduce_main();

    VK(g_dev.t.vkDeviceWaitIdle(g_dev.dev));
    free_buffer(g.in, g.in_mem);
    free_buffer(g.out, g.out_mem);
    free_buffer(g.rb, g.rb_mem);
    g_dev.t.vkDestroyQueryPool(g_dev.dev, g.qp, NULL);
    destroy_device(&g_dev);
    destroy_instance();
    if (failures) {
        fprintf(stderr, "bench: %d FAILED measurement(s): see FAIL lines above\n", failures);
        return 1;
    }
    return 0;
}
