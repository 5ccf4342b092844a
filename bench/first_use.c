/* first_use.c - what the first use of each kernel costs: context creation and pipeline creation.

   Measures with the monotonic host clock (CLOCK_MONOTONIC), in one process, in this order:
     - prototype context: vkr_create_prototype_context (instance, device, and the context with
       its subgroup-size probe pipelines);
     - engine context: vkr_create_context on that device (what an engine that owns its device
       pays; the probe modules were compiled once already in this process, by the prototype
       context: a driver with an in-memory cache may serve them from it), then destroyed;
     - reduce: vkr_prepare of every supported (op, type) of the reduce kernel (every
       vkr_op x vkr_type that vkr_supports accepts; default accumulator), on the prototype
       context, each the first use of its pipelines;
     - scan: the first vkr_scan (inclusive add of 4096 elements) of each type, then a second one:
       first - second is the pipeline creation (the rest is the upload, the dispatch, the read);
     - rows: the first vkr_reduce_rows (add, 64 rows of 1024 elements) of each type, then a
       second one, as for the scan (--all-ops: every op of the rows kernel, each a new pipeline).
   Output: CSV on stdout (family,op,type,first_ms,again_ms,first_use_ms,first_use_cpu_ms: the
   last the process CPU time of the same span, first minus again); a markdown summary on stderr
   (per family: count, min, median, max, total of first_use_ms, wall time).

   It makes no instance or device of its own (so not tests/harness.c's, as bench.c does): the
   prototype context's creation of them is part of what it measures.

   Measure without the driver's disk cache: NVIDIA __GL_SHADER_DISK_CACHE=0, Mesa
   MESA_SHADER_CACHE_DISABLE=true (lavapipe); SwiftShader keeps none across processes.

   Build: make bench (also builds bench.c), i.e.
     gcc -std=c99 -O2 -Wall -Wextra -Werror -I. -o build/bench/first_use bench/first_use.c -ldl -lm
   Another header: add -I<folder of that vk_reduce.h> before -I.
   Run:  build/bench/first_use --help */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#define SCAN_COUNT 4096u
#define ROWS 64u
#define ROW_LENGTH 1024u
#define MAX_SAMPLES 256

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* CPU time of the whole process (every thread): a second measure for a machine shared with
   other work, where the wall time also counts the time other processes ran (CPU drivers compile
   on the calling thread; a GPU driver's compile threads are counted too) */
static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static void die(const char *what, VkResult r, vkr_context ctx) {
    fprintf(stderr, "first_use: %s failed (VkResult %d)%s%s\n", what, (int)r, ctx ? ": " : "", ctx ? vkr_last_error(ctx) : "");
    exit(1);
}

typedef struct family {
    const char *name;
    double ms[MAX_SAMPLES];
    int n;
} family;

static void add_sample(family *f, double ms) {
    if (f->n < MAX_SAMPLES) f->ms[f->n++] = ms;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void summary_row(family *f) {
    double total = 0;
    int i;
    if (!f->n) return;
    for (i = 0; i < f->n; i++) total += f->ms[i];
    qsort(f->ms, (size_t)f->n, sizeof f->ms[0], cmp_double);
    fprintf(stderr, "| %-18s | %5d | %9.1f | %9.1f | %9.1f | %10.1f |\n", f->name, f->n, f->ms[0], f->ms[f->n / 2], f->ms[f->n - 1],
            total);
}

static void usage(void) {
    fprintf(stderr,
            "usage: first_use [options] > first_use.csv\n"
            "  --families list   reduce,scan,rows (default all three); context creation is always measured\n"
            "  --device S        device index or name substring (default $VK_REDUCE_DEVICE, else the library's choice)\n"
            "  --path P          auto (default), native, shuffle, shared\n"
            "  --all-ops         rows: every op of each type (default: add only)\n"
            "  --no-engine       skip the engine-mode context\n");
}

static int has_family(const char *list, const char *name) {
    size_t n = strlen(name);
    const char *p = list;
    while ((p = strstr(p, name)) != NULL) {
        if ((p == list || p[-1] == ',') && (p[n] == 0 || p[n] == ',')) return 1;
        p += n;
    }
    return 0;
}

/* One desc per call: the (op, type) descs this program's calls take. */
static vkr_reduce_desc reduce_desc(int op, int type) {
    vkr_reduce_desc d;
    memset(&d, 0, sizeof d);
    d.op = (vkr_op)op;
    d.type = (vkr_type)type;
    return d;
}
static VkResult supports(vkr_context ctx, int op, int type) {
    vkr_reduce_desc d = reduce_desc(op, type);
    return vkr_supports(ctx, &d);
}
static VkResult prepare(vkr_context ctx, int op, int type) {
    vkr_reduce_desc d = reduce_desc(op, type);
    return vkr_prepare(ctx, &d);
}
static VkResult scan_host(vkr_context ctx, int type, const void *in, uint64_t n, void *out) {
    vkr_scan_desc d;
    memset(&d, 0, sizeof d);
    d.op = VKR_OP_ADD;
    d.type = (vkr_type)type;
    d.kind = VKR_SCAN_INCLUSIVE;
    d.count = n;
    d.host_input = in;
    d.host_output = out;
    return vkr_scan(ctx, &d);
}
static VkResult rows_host(vkr_context ctx, int op, int type, const void *in, uint64_t rows, uint64_t length, void *out) {
    vkr_rows_desc d;
    memset(&d, 0, sizeof d);
    d.op = (vkr_op)op;
    d.type = (vkr_type)type;
    d.rows = rows;
    d.row_length = length;
    d.host_input = in;
    d.host_output = out;
    return vkr_reduce_rows(ctx, &d);
}

int main(int argc, char **argv) {
    const char *families = "reduce,scan,rows";
    const char *device = NULL;
    vkr_kernel_path path = VKR_PATH_AUTO;
    int all_ops = 0, engine = 1, i, op, type;
    vkr_prototype_desc pd;
    vkr_context ctx = NULL, ectx = NULL;
    vkr_context_info info;
    VkResult r;
    double t0, t1, t2, c0, c1, c2;
    static unsigned char input[ROWS * ROW_LENGTH * 8], output[SCAN_COUNT * 8];
    static family fam_reduce = {"reduce vkr_prepare", {0}, 0}, fam_scan = {"scan first", {0}, 0}, fam_rows = {"rows first", {0}, 0};

    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--families") && i + 1 < argc) families = argv[++i];
        else if (!strcmp(argv[i], "--device") && i + 1 < argc) device = argv[++i];
        else if (!strcmp(argv[i], "--path") && i + 1 < argc) {
            const char *p = argv[++i];
            path = !strcmp(p, "native") ? VKR_PATH_NATIVE : !strcmp(p, "shuffle") ? VKR_PATH_SHUFFLE
                 : !strcmp(p, "shared") ? VKR_PATH_SHARED : VKR_PATH_AUTO;
        } else if (!strcmp(argv[i], "--all-ops")) all_ops = 1;
        else if (!strcmp(argv[i], "--no-engine")) engine = 0;
        else {
            usage();
            return strcmp(argv[i], "--help") ? 2 : 0;
        }
    }
    memset(input, 0, sizeof input); /* zeros: a valid element of every type */

    r = volkInitialize();
    if (r != VK_SUCCESS) die("volkInitialize", r, NULL);
    memset(&pd, 0, sizeof pd);
    pd.device = device;
    pd.options.path = path;
    c0 = cpu_ms();
    t0 = now_ms();
    r = vkr_create_prototype_context(&pd, &ctx);
    t1 = now_ms();
    c1 = cpu_ms();
    if (r != VK_SUCCESS) die("vkr_create_prototype_context", r, ctx);
    r = vkr_get_context_info(ctx, &info);
    if (r != VK_SUCCESS) die("vkr_get_context_info", r, ctx);
    fprintf(stderr, "# device: %s, path %d, subgroup size %u, features 0x%x\n", info.device_name, (int)info.path, info.subgroup_size,
            info.enabled_features);
    printf("family,op,type,first_ms,again_ms,first_use_ms,first_use_cpu_ms\n");
    printf("context,prototype,-,%.3f,,%.3f,%.3f\n", t1 - t0, t1 - t0, c1 - c0);
    fprintf(stderr, "prototype context (instance + device + context): %.1f ms\n", t1 - t0);
    if (engine) {
        vkr_context_desc cd;
        uint32_t api = VK_API_VERSION_1_1;
        volkLoadInstanceOnly(info.instance);
        if (vkEnumerateInstanceVersion) vkEnumerateInstanceVersion(&api);
        if (api > VK_API_VERSION_1_3) api = VK_API_VERSION_1_3; /* what the prototype instance asked for */
        memset(&cd, 0, sizeof cd);
        cd.instance = info.instance;
        cd.physical_device = info.physical_device;
        cd.device = info.device;
        cd.queue_family_index = info.queue_family_index;
        cd.queue = info.queue;
        cd.api_version = api;
        cd.enabled_features = info.enabled_features;
        cd.options.path = path;
        c0 = cpu_ms();
        t0 = now_ms();
        r = vkr_create_context(&cd, &ectx);
        t1 = now_ms();
        c1 = cpu_ms();
        if (r != VK_SUCCESS) die("vkr_create_context", r, ectx);
        vkr_destroy_context(ectx);
        printf("context,engine,-,%.3f,,%.3f,%.3f\n", t1 - t0, t1 - t0, c1 - c0);
        fprintf(stderr, "engine context (vkr_create_context on that device): %.1f ms\n", t1 - t0);
    }

    if (has_family(families, "reduce"))
        for (type = 1; type < VKR_TYPE_COUNT; type++)
            for (op = 1; op < VKR_OP_COUNT; op++) {
                if (supports(ctx, op, type) != VK_SUCCESS) continue;
                c0 = cpu_ms();
                t0 = now_ms();
                r = prepare(ctx, op, type);
                t1 = now_ms();
                c1 = cpu_ms();
                if (r != VK_SUCCESS) die("vkr_prepare", r, ctx);
                printf("reduce,%s,%s,%.3f,,%.3f,%.3f\n", vkr_op_name((vkr_op)op), vkr_type_name((vkr_type)type), t1 - t0, t1 - t0,
                       c1 - c0);
                add_sample(&fam_reduce, t1 - t0);
                fflush(stdout);
            }
    /* scans and rows: the types that have them (no 8/16-bit), those the context runs */
    for (type = VKR_TYPE_F32; type <= VKR_TYPE_U64; type++) {
        if (supports(ctx, VKR_OP_ADD, type) != VK_SUCCESS) continue;
        if (has_family(families, "scan")) {
            c0 = cpu_ms();
            t0 = now_ms();
            r = scan_host(ctx, type, input, SCAN_COUNT, output);
            t1 = now_ms();
            c1 = cpu_ms();
            if (r != VK_SUCCESS) die("vkr_scan", r, ctx);
            r = scan_host(ctx, type, input, SCAN_COUNT, output);
            t2 = now_ms();
            c2 = cpu_ms();
            if (r != VK_SUCCESS) die("vkr_scan", r, ctx);
            printf("scan,add,%s,%.3f,%.3f,%.3f,%.3f\n", vkr_type_name((vkr_type)type), t1 - t0, t2 - t1, (t1 - t0) - (t2 - t1),
                   (c1 - c0) - (c2 - c1));
            add_sample(&fam_scan, (t1 - t0) - (t2 - t1));
            fflush(stdout);
        }
        if (has_family(families, "rows"))
            for (op = 1; op < VKR_OP_COUNT; op++) {
                if (op != VKR_OP_ADD && !all_ops) continue;
                if (op >= VKR_OP_ARGMIN) continue; /* arg ops and transform-reduces: reduce only */
                if (supports(ctx, op, type) != VK_SUCCESS) continue;
                c0 = cpu_ms();
                t0 = now_ms();
                r = rows_host(ctx, op, type, input, ROWS, ROW_LENGTH, output);
                t1 = now_ms();
                c1 = cpu_ms();
                if (r == VK_ERROR_FEATURE_NOT_PRESENT) { /* refused on this device (a header that refuses it) */
                    printf("rows,%s,%s,refused,,,\n", vkr_op_name((vkr_op)op), vkr_type_name((vkr_type)type));
                    fprintf(stderr, "rows %s %s refused: %s\n", vkr_op_name((vkr_op)op), vkr_type_name((vkr_type)type), vkr_last_error(ctx));
                    continue;
                }
                if (r != VK_SUCCESS) die("vkr_reduce_rows", r, ctx);
                r = rows_host(ctx, op, type, input, ROWS, ROW_LENGTH, output);
                t2 = now_ms();
                c2 = cpu_ms();
                if (r != VK_SUCCESS) die("vkr_reduce_rows", r, ctx);
                printf("rows,%s,%s,%.3f,%.3f,%.3f,%.3f\n", vkr_op_name((vkr_op)op), vkr_type_name((vkr_type)type), t1 - t0, t2 - t1,
                       (t1 - t0) - (t2 - t1), (c1 - c0) - (c2 - c1));
                add_sample(&fam_rows, (t1 - t0) - (t2 - t1));
                fflush(stdout);
            }
    }
    vkr_destroy_context(ctx);

    fprintf(stderr, "| first use (ms)     | count |       min |    median |       max |      total |\n");
    fprintf(stderr, "|--------------------|------:|----------:|----------:|----------:|-----------:|\n");
    summary_row(&fam_reduce);
    summary_row(&fam_scan);
    summary_row(&fam_rows);
    return 0;
}
