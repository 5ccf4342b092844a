/* test_reduce.c - functional tests of the reduces (vkr_cmd_reduce, vkr_reduce, rows and
   segments, argmin/argmax/minmax, transform-reduces, narrow inputs, ...) against a CPU
   reference.

   This file holds the program's group table, main() and the helpers its area files share
   (declared in tests/test_reduce.h); the groups are in the area files:
       reduce_core.c    info, sizes, offsets, sweep, adversarial, scratch, split, large,
                        determinism, tight (plain reduces)
       reduce_errors.c  badinput
       paths.c          paths, kernels, caps, binding, labels, optouts (contexts and choices)
       reliability.c    alloc, prototype, reliability
       rows.c           rows, rows_segments, rows_gpucount, rows_bad, rows_proto
       argmin.c         argmin
       transform.c      transform, transform-compensated, transform-errors, transform-proto
       moments.c        moments, moments-rows, moments-errors, moments-proto
       narrow.c         narrow
   Build (from the repository root; C99 or C++11, no libvulkan at link time; each file its own
   translation unit, linked with tests/harness.c, which compiles the implementation):
       cc  -std=c99 -O2 tests/test_reduce.c tests/reduce_core.c tests/reduce_errors.c tests/paths.c \
           tests/reliability.c tests/rows.c tests/argmin.c tests/transform.c tests/moments.c tests/narrow.c \
           tests/api.c tests/harness.c -o build/tests/test_reduce -ldl -lm
       c++ -x c++ -std=c++11 -O2 (the same files) -o build/tests/test_reduce_cpp -ldl -lm
   (the Makefile's TEST_REDUCE_SRC lists them).
   Run (tests/run_tests.sh runs the whole matrix on lavapipe):
       test_reduce [--quick] [--filter SUBSTR[,SUBSTR...]] [--skip SUBSTR[,...]] [--seed N] [--expect-subgroup-size S]
                   [--no-validation] [--gpu-av] [--timeout SECONDS] [--verbose] [--list]
                   [--no-64bit]
   The options, the environment (VKR_TEST_PATH, VKR_TEST_BINDING, VKR_TEST_EXPECT_SUBGROUP_SIZE),
   the device (devices without push descriptors or 64-bit types, --no-64bit), the validation
   layer (any WARNING or ERROR fails the run), the data sets and the reporting ("FAIL [group] ...",
   "SKIP [group] ...", last line "N passed, N failed") are tests/harness.h's: see its comment.
   Further environment:
     VKR_TEST_ARG_ONE_PATH=1  group argmin does not force the other kernel paths and descriptor
                              sets itself (the runs that force each path cover them). */
#include "harness.h"
#include "test_reduce.h"

/* ------------------------------------------------------------------------------------------ */
/* Helpers of several areas (see test_reduce.h)                                                */
/* ------------------------------------------------------------------------------------------ */

vkr_scan_desc scan_desc_on(vkr_op op, vkr_type t, uint64_t count, const tbuf *in, const tbuf *out)
{
    vkr_scan_desc sd;
    memset(&sd, 0, sizeof sd);
    sd.op = op;
    sd.type = t;
    sd.kind = VKR_SCAN_INCLUSIVE;
    sd.count = count;
    sd.input.buffer = in->buf;
    sd.input.size = in->size;
    sd.output.buffer = out->buf;
    sd.output.size = out->size;
    return sd;
}

vkr_reduce_desc slot_desc(vkr_op op, vkr_type t, uint32_t flags, uint64_t n, VkDeviceSize in_off, uint32_t slot)
{
    vkr_reduce_desc rd;
    memset(&rd, 0, sizeof rd);
    rd.op = op;
    rd.type = t;
    rd.flags = flags;
    rd.count = n;
    rd.input.buffer = g_in.buf;
    rd.input.offset = in_off;
    rd.input.size = g_in.size;
    rd.output.buffer = g_out.buf;
    rd.output.offset = (VkDeviceSize)slot * SLOT_BYTES;
    rd.output.size = g_out.size;
    return rd;
}

long double pairwise_ld(const long double *a, uint64_t n)
{
    long double s = 0;
    uint64_t i;
    if (n <= 16) {
        for (i = 0; i < n; i++) s += a[i];
        return s;
    }
    return pairwise_ld(a, n / 2) + pairwise_ld(a + n / 2, n - n / 2);
}

vkr_reduce_desc good_desc(const tbuf *in, const tbuf *out)
{
    vkr_reduce_desc rd;
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_F32;
    rd.count = 100;
    rd.input.buffer = in->buf;
    rd.input.offset = 0;
    rd.input.size = in->size;
    rd.output.buffer = out->buf;
    rd.output.offset = 0;
    rd.output.size = out->size;
    return rd;
}

void *VKAPI_CALL t_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope s)
{
    alloc_stats *st = (alloc_stats *)user;
    unsigned char *raw, *p;
    size_t a = align < 16 ? 16 : align;
    (void)s;
    raw = (unsigned char *)malloc(size + a + sizeof(void *) + sizeof(size_t));
    if (!raw) return NULL;
    p = raw + sizeof(void *) + sizeof(size_t);
    p += (a - ((uintptr_t)p % a)) % a;
    memcpy(p - sizeof(void *), &raw, sizeof raw);
    memcpy(p - sizeof(void *) - sizeof(size_t), &size, sizeof size);
    st->live++;
    st->total++;
    return p;
}

void VKAPI_CALL t_free(void *user, void *mem)
{
    alloc_stats *st = (alloc_stats *)user;
    unsigned char *raw;
    if (!mem) return;
    memcpy(&raw, (unsigned char *)mem - sizeof(void *), sizeof raw);
    free(raw);
    st->live--;
}

void *VKAPI_CALL t_realloc(void *user, void *orig, size_t size, size_t align, VkSystemAllocationScope s)
{
    void *p;
    size_t old = 0;
    if (!orig) return t_alloc(user, size, align, s);
    if (!size) {
        t_free(user, orig);
        return NULL;
    }
    memcpy(&old, (unsigned char *)orig - sizeof(void *) - sizeof(size_t), sizeof old);
    p = t_alloc(user, size, align, s);
    if (!p) return NULL;
    memcpy(p, orig, old < size ? old : size);
    t_free(user, orig);
    return p;
}

/* ------------------------------------------------------------------------------------------ */
/* The groups, in the order they run                                                           */
/* ------------------------------------------------------------------------------------------ */

static const group_def k_groups[] = {
    {"info", group_info, "type/op names, context info, vkr_supports, vkr_prepare"},
    {"sizes", group_sizes, "every op x type at the edge sizes (b, c)"},
    {"offsets", group_offsets, "input offsets 0/1/3/7 x output offsets 0/1/5 (c)"},
    {"sweep", group_sweep, "every n in [T, 2T) for one tile size (c)"},
    {"adversarial", group_adversarial, "NaN, inf, signed zeros, denormals, extremes (d)"},
    {"scratch", group_scratch, "caller scratch, 50 back-to-back reduces (e)"},
    {"split", group_split, "small max_binding_range: range splitting (f)"},
    {"large", group_large, "2^24+3 of every type, 2^25+5 u32 past 128 MiB (c, f)"},
    {"determinism", group_determinism, "bitwise repeatability and offset independence (g)"},
    {"tight", group_tight, "exactly sized input and output buffers"},
    {"badinput", group_badinput, "argument errors (i)"},
    {"paths", group_paths, "feature subsets, device without features, workgroup sizes (i)"},
    {"kernels", group_kernels, "kernel paths native/shuffle/shared forced, shared at wrong subgroup sizes"},
    {"caps", group_caps, "capability faking (testing.hide), the subgroup-size probe, the self-test"},
    {"alloc", group_alloc, "VkAllocationCallbacks"},
    {"prototype", group_prototype, "prototype mode, VK_REDUCE_DEVICE (h)"},
    {"binding", group_binding, "push descriptors and descriptor sets: choice, cache, vkr_forget_buffer"},
    {"reliability", group_reliability, "regressions: sync hazards, error bound, chunks, messages, -0"},
    {"rows", group_rows, "row reduce: every op x type at edge shapes, strides, output strides, long rows"},
    {"rows_segments", group_rows_segments, "segmented reduce: empty, tiny, huge, clamped, 64-bit offsets; determinism"},
    {"rows_gpucount", group_rows_gpucount, "GPU-resident counts 0/small/bound/past bound; ranges; engine batch"},
    {"rows_bad", group_rows_bad, "row / segmented reduce and count buffer argument errors"},
    {"rows_proto", group_rows_proto, "vkr_reduce_rows / vkr_reduce_segments in prototype mode"},
    {"argmin", group_argmin, "argmin/argmax/minmax: every type, edge sizes, ties, NaN, -0, paths, ranges, prototype"},
    {"transform", group_transform, "dot, sum_squares, norm2 (f32, f64): edge sizes, offsets, same buffer, specials"},
    {"transform-compensated", group_compensated, "VKR_REDUCE_COMPENSATED f32: bounds, adversarial and long-chain data, specials"},
    {"transform-errors", group_transform_bad, "transform-reduce / compensated argument errors, scans refuse them"},
    {"transform-proto", group_transform_proto, "vkr_reduce: dot / sum_squares / norm2 / compensated on host arrays, chunks"},
    {"moments", group_moments, "mean and variance: f32/f64/f16/bf16 in f32/f64, edge sizes, large means, constant, ranges, specials"},
    {"moments-rows", group_moments_rows, "row and segmented mean and variance: strides, 10,000 tiny segments, one huge"},
    {"moments-errors", group_moments_bad, "mean and variance refusals: types, flags, outputs, scans, rows of f16; nothing written"},
    {"moments-proto", group_moments_proto, "vkr_reduce / vkr_reduce_rows / vkr_reduce_segments moments on host arrays, chunks"},
    {"narrow", group_narrow, "f16/bf16/8/16-bit inputs and f32/i32/u32 with wide accumulators, every op"},
    {"labels", group_labels, "debug labels: the exact Begin/End sequence through a shim, none when off"},
    {"api", group_api, "desc rules: host arrays or buffers, refusals, error bounds, options.no_scan, rows past one range"},
    {"optouts", group_optouts, "VK_REDUCE_NO_* builds: left-out kernels and paths refused naming the macro, the rest present"},
};

/* The rows groups' buffers (if group rows_proto did not free them). */
static void reduce_teardown(void)
{
    if (g_dev.dev) rows_buffers_free();
}

int main(int argc, char **argv)
{
    harness_program p;
    memset(&p, 0, sizeof p);
    p.name = "test_reduce";
    p.title = "vk_reduce tests";
    p.environment = "             VKR_TEST_ARG_ONE_PATH=1 (group argmin: no other path or binding forced)\n";
    p.groups = k_groups;
    p.n_groups = sizeof k_groups / sizeof k_groups[0];
    p.teardown = reduce_teardown;
    return harness_main(argc, argv, &p);
}
