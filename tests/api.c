/* api.c - group api of test_reduce: the rules of the desc-taking API itself. One desc per call:
   vkr_reduce runs on host arrays or on buffers (the same bits), and refuses a desc that mixes
   them or names an output; the recording calls refuse host arrays and the synchronous ones
   buffers; the error bounds take the call's desc; options.no_scan gives reduce-only scratch
   regions and refuses scans; row reduces past one binding range run in groups of rows with the
   bits of one range. */
#include "harness.h"
#include "test_reduce.h"

/* An f32 / u32 data set of n elements. */
static void api_fill_u32(uint32_t *p, uint64_t n, uint64_t seed)
{
    rng_t r;
    uint64_t i;
    r.s = seed;
    for (i = 0; i < n; i++) p[i] = (uint32_t)rnext(&r);
}
static void api_fill_f32(float *p, uint64_t n, uint64_t seed)
{
    rng_t r;
    uint64_t i;
    r.s = seed;
    for (i = 0; i < n; i++) p[i] = (float)((double)(int64_t)(rnext(&r) >> 11) / 4503599627370496.0 - 1.0);
}

/* vkr_reduce: host arrays and a buffer give the same bits; a GPU-resident count through it. */
static void api_reduce_sync(void)
{
    const uint64_t n = 100003;
    float *x = (float *)malloc(n * sizeof *x);
    tbuf b;
    vkr_reduce_desc d;
    float host = 0, dev = 0;
    uint32_t u[1000], su = 0, want = 0, i;
    VkResult r1, r2;
    where("api: vkr_reduce host / buffer");
    if (!x || !buf_create(&g_dev, n * 4 + 64, &b)) {
        check(0, "api: allocation");
        free(x);
        return;
    }
    api_fill_f32(x, n, next_seed());
    memset(&d, 0, sizeof d);
    d.op = VKR_OP_ADD;
    d.type = VKR_TYPE_F32;
    d.count = n;
    d.host_input = x;
    r1 = vkr_reduce(g_ctx, &d, &host);
    memcpy(b.map + 16, x, n * 4);
    d.host_input = NULL;
    d.input.buffer = b.buf;
    d.input.offset = 16;
    d.input.size = b.size;
    r2 = vkr_reduce(g_ctx, &d, &dev);
    check(r1 == VK_SUCCESS && r2 == VK_SUCCESS && memcmp(&host, &dev, 4) == 0,
          "api: f32 sum of %llu on the host array %d (%.9g) and in a buffer %d (%.9g): the same bits", (unsigned long long)n, (int)r1,
          (double)host, (int)r2, (double)dev);
#if !defined(VK_REDUCE_NO_TRANSFORM)
    /* dot of the array with itself: host_input2 against input2 (the same range of the buffer) */
    d.op = VKR_OP_DOT;
    d.input2 = d.input;
    r2 = vkr_reduce(g_ctx, &d, &dev);
    memset(&d.input, 0, sizeof d.input);
    memset(&d.input2, 0, sizeof d.input2);
    d.host_input = x;
    d.host_input2 = x;
    r1 = vkr_reduce(g_ctx, &d, &host);
    check(r1 == VK_SUCCESS && r2 == VK_SUCCESS && memcmp(&host, &dev, 4) == 0 && host > 0,
          "api: f32 dot of %llu: host arrays %d (%.9g), buffers %d (%.9g): the same bits", (unsigned long long)n, (int)r1, (double)host,
          (int)r2, (double)dev);
#endif
    /* a GPU-resident count (700 of the 1000 words), read when the reduce runs */
    for (i = 0; i < 1000; i++) u[i] = i * 2654435761u;
    for (i = 0; i < 700; i++) want += u[i];
    memcpy(b.map, u, sizeof u);
    i = 700;
    memcpy(b.map + 4096, &i, 4);
    memset(&d, 0, sizeof d);
    d.op = VKR_OP_ADD;
    d.type = VKR_TYPE_U32;
    d.count = 1000;
    d.input.buffer = b.buf;
    d.input.size = b.size;
    d.count_buffer.buffer = b.buf;
    d.count_buffer.offset = 4096;
    d.count_buffer.size = b.size;
    r1 = vkr_reduce(g_ctx, &d, &su);
    check(r1 == VK_SUCCESS && su == want, "api: vkr_reduce of a buffer with a GPU count of 700 of 1000: %d, %u (want %u)", (int)r1, su,
          want);
    vkr_forget_buffer(g_ctx, b.buf);
    buf_destroy(&g_dev, &b);
    free(x);
}

/* A refusal: `call` returns `res` and context c's last message names every comma-separated word. */
#define API_REFUSED(c, call, res, words, what)                                                                                     \
    do {                                                                                                                           \
        VkResult r_ = (call);                                                                                                      \
        check(r_ == (res) && mentions_all(lerr(c), words, ','), "api: %s: %d \"%s\" (want %d naming %s)", what, (int)r_, lerr(c), \
              (int)(res), words);                                                                                                  \
    } while (0)

/* The descs the refusals start from: an f32 add (a scan of 64, 2 rows of 32, 2 segments over
   20 elements) naming the given host arrays (NULL: none), so that each refusal adds or changes
   only what it is about. */
static vkr_scan_desc api_scan_desc(const float *in, float *out)
{
    vkr_scan_desc s;
    memset(&s, 0, sizeof s);
    s.op = VKR_OP_ADD;
    s.type = VKR_TYPE_F32;
    s.kind = VKR_SCAN_INCLUSIVE;
    s.count = 64;
    s.host_input = in;
    s.host_output = out;
    return s;
}
static vkr_rows_desc api_rows_desc(const float *in, float *out)
{
    vkr_rows_desc w;
    memset(&w, 0, sizeof w);
    w.op = VKR_OP_ADD;
    w.type = VKR_TYPE_F32;
    w.rows = 2;
    w.row_length = 32;
    w.host_input = in;
    w.host_output = out;
    return w;
}
static vkr_segments_desc api_segments_desc(const float *in, const uint32_t *offsets, float *out)
{
    vkr_segments_desc g;
    memset(&g, 0, sizeof g);
    g.op = VKR_OP_ADD;
    g.type = VKR_TYPE_F32;
    g.segments = 2;
    g.input_count = 20;
    g.host_input = in;
    g.host_offsets = offsets;
    g.host_output = out;
    return g;
}

/* Each call takes what its kind takes: host arrays for the synchronous calls, buffers for the
   recording ones; a desc may not mix them. The synchronous refusals start from a desc of host
   arrays (h*) that the call would run, and change one thing. */
static void api_refusals(void)
{
    const VkResult bad = VK_ERROR_VALIDATION_FAILED_EXT;
    float x[64] = {0}, out[64], result;
    uint32_t offs[3] = {0, 10, 20};
    vkr_reduce_desc hd = t_reduce_desc(VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, 64, 0), d;
    const vkr_scan_desc hs = api_scan_desc(x, out);
    const vkr_rows_desc hw = api_rows_desc(x, out);
    const vkr_segments_desc hg = api_segments_desc(x, offs, out);
    vkr_scan_desc s;
    vkr_rows_desc w;
    vkr_segments_desc g;
    double bound;
    where("api: refusals");
    hd.host_input = x;
    d = hd;
    d.input.buffer = g_in.buf;
    d.input.size = g_in.size;
    API_REFUSED(g_ctx, vkr_reduce(g_ctx, &d, &result), bad, "vkr_reduce,host_input,input", "vkr_reduce with host_input and input");
    d = hd;
    d.output.buffer = g_out.buf;
    d.output.size = g_out.size;
    API_REFUSED(g_ctx, vkr_reduce(g_ctx, &d, &result), bad, "vkr_reduce,desc->output", "vkr_reduce with an output");
    API_REFUSED(g_ctx, vkr_reduce(g_ctx, &hd, NULL), bad, "vkr_reduce,result", "vkr_reduce with result NULL");
    API_REFUSED(g_ctx, vkr_reduce(g_ctx, NULL, &result), bad, "vkr_reduce,desc", "vkr_reduce with desc NULL");
    d = hd;
    d.host_input = NULL;
    API_REFUSED(g_ctx, vkr_reduce(g_ctx, &d, &result), bad, "vkr_reduce,host_input,input.buffer", "vkr_reduce with neither input");
    d = hd;
    d.host_input2 = x;
    API_REFUSED(g_ctx, vkr_reduce(g_ctx, &d, &result), bad, "vkr_reduce,host_input2,add", "vkr_reduce add with host_input2");
    /* the recording calls, each desc naming one host array: nothing is recorded */
    cmd_begin(&g_dev);
    API_REFUSED(g_ctx, vkr_cmd_reduce(g_ctx, g_dev.cmd, &hd), bad, "vkr_cmd_reduce,host_input", "vkr_cmd_reduce with host_input");
    s = api_scan_desc(NULL, out);
    API_REFUSED(g_ctx, vkr_cmd_scan(g_ctx, g_dev.cmd, &s), bad, "vkr_cmd_scan,host_output", "vkr_cmd_scan with host_output");
    w = api_rows_desc(x, NULL);
    API_REFUSED(g_ctx, vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &w), bad, "vkr_cmd_reduce_rows,host_input",
                "vkr_cmd_reduce_rows with host_input");
    g = api_segments_desc(NULL, offs, NULL);
    API_REFUSED(g_ctx, vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &g), bad, "vkr_cmd_reduce_segments,host_offsets",
                "vkr_cmd_reduce_segments with host_offsets");
    cmd_submit_wait(&g_dev);
    s = hs;
    s.output.buffer = g_out.buf;
    s.output.size = g_out.size;
    API_REFUSED(g_ctx, vkr_scan(g_ctx, &s), bad, "vkr_scan,desc->output", "vkr_scan with an output buffer");
    s = hs;
    s.input.offset = 16;
    API_REFUSED(g_ctx, vkr_scan(g_ctx, &s), bad, "vkr_scan,desc->input", "vkr_scan with input.offset 16");
    s = hs;
    s.flags = 0x80;
    API_REFUSED(g_ctx, vkr_scan(g_ctx, &s), bad, "vkr_scan,flags", "vkr_scan with unknown flags");
    API_REFUSED(g_ctx, vkr_scan(g_ctx, NULL), bad, "vkr_scan,desc", "vkr_scan with desc NULL");
    w = hw;
    w.output_stride = 2;
    API_REFUSED(g_ctx, vkr_reduce_rows(g_ctx, &w), bad, "vkr_reduce_rows,output_stride", "vkr_reduce_rows with output_stride 2");
    w = hw;
    w.scratch.buffer = g_out.buf;
    API_REFUSED(g_ctx, vkr_reduce_rows(g_ctx, &w), bad, "vkr_reduce_rows,scratch", "vkr_reduce_rows with a scratch buffer");
    w = hw;
    w.output.offset = 8; /* a range copied from a recording desc, its buffer cleared: still refused */
    API_REFUSED(g_ctx, vkr_reduce_rows(g_ctx, &w), bad, "vkr_reduce_rows,desc->output", "vkr_reduce_rows with output.offset 8");
    g = hg;
    g.offsets.buffer = g_out.buf;
    API_REFUSED(g_ctx, vkr_reduce_segments(g_ctx, &g), bad, "vkr_reduce_segments,offsets", "vkr_reduce_segments with an offsets buffer");
    g = hg;
    g.host_offsets = NULL;
    API_REFUSED(g_ctx, vkr_reduce_segments(g_ctx, &g), bad, "vkr_reduce_segments,host_offsets", "vkr_reduce_segments without offsets");
    API_REFUSED(g_ctx, vkr_reduce_error_bound(g_ctx, NULL, &bound), bad, "vkr_reduce_error_bound,desc", "vkr_reduce_error_bound desc NULL");
    API_REFUSED(g_ctx, vkr_rows_error_bound(g_ctx, NULL, &bound), bad, "vkr_rows_error_bound,desc", "vkr_rows_error_bound desc NULL");
    API_REFUSED(g_ctx, vkr_segments_error_bound(g_ctx, NULL, &bound), bad, "vkr_segments_error_bound,desc",
                "vkr_segments_error_bound desc NULL");
    API_REFUSED(g_ctx, vkr_scan_error_bound(g_ctx, NULL, &bound), bad, "vkr_scan_error_bound,desc", "vkr_scan_error_bound desc NULL");
    API_REFUSED(g_ctx, vkr_supports(g_ctx, NULL), bad, "vkr_supports,desc", "vkr_supports desc NULL");
    API_REFUSED(g_ctx, vkr_prepare(g_ctx, NULL), bad, "vkr_prepare,desc", "vkr_prepare desc NULL");
    /* vkr_supports and vkr_prepare read the flags and the accumulator */
    d = t_reduce_desc(VKR_OP_ADD, VKR_TYPE_F64, VKR_TYPE_NONE, 0, VKR_REDUCE_COMPENSATED);
    API_REFUSED(g_ctx, vkr_supports(g_ctx, &d), VK_ERROR_FORMAT_NOT_SUPPORTED, "vkr_supports,COMPENSATED", "vkr_supports compensated f64");
    d = t_reduce_desc(VKR_OP_ADD, VKR_TYPE_F64, VKR_TYPE_NONE, 0, 0x100000);
    API_REFUSED(g_ctx, vkr_prepare(g_ctx, &d), bad, "vkr_prepare,flags", "vkr_prepare with unknown flags");
    d = t_reduce_desc(VKR_OP_ADD, VKR_TYPE_F16, VKR_TYPE_I32, 0, 0);
    API_REFUSED(g_ctx, vkr_supports(g_ctx, &d), VK_ERROR_FORMAT_NOT_SUPPORTED, "vkr_supports,accumulate", "vkr_supports f16 into i32");
}

/* The error bounds take the desc of the call they bound. */
static void api_bounds(void)
{
    vkr_segments_desc g;
    vkr_rows_desc w;
    double b_short = -1, b_long = -1, b_rows = -1, b_cap = -1;
    VkResult r1, r2, r3, r4;
    where("api: error bounds");
    memset(&g, 0, sizeof g);
    g.op = VKR_OP_ADD;
    g.type = VKR_TYPE_F32;
    g.segments = 10;
    g.input_count = 1000000;
    g.max_segment_length = 1000;
    r1 = vkr_segments_error_bound(g_ctx, &g, &b_short);
    g.max_segment_length = 0; /* input_count: one segment may cover everything */
    r2 = vkr_segments_error_bound(g_ctx, &g, &b_long);
    g.input_count = 1000;
    r4 = vkr_segments_error_bound(g_ctx, &g, &b_cap);
    memset(&w, 0, sizeof w);
    w.op = VKR_OP_ADD;
    w.type = VKR_TYPE_F32;
    w.rows = 10;
    w.row_length = 1000;
    r3 = vkr_rows_error_bound(g_ctx, &w, &b_rows);
    /* segments bounded by 1000 run on the kernel of rows of 1000, with its bound */
    check(r1 == VK_SUCCESS && r2 == VK_SUCCESS && r3 == VK_SUCCESS && r4 == VK_SUCCESS && b_short > 0 && b_short < b_long &&
              b_cap > 0 && b_cap < b_long && b_short == b_rows,
          "api: segment bounds: max_segment_length 1000 %g < input_count 10^6 %g (> input_count 1000: %g); = rows 10 x 1000 %g",
          b_short, b_long, b_cap, b_rows);
}

/* vkr_reduce_segments of g with 32-bit host offsets o32 (results in r32, VkResult *a), then with
   64-bit ones o64 (r64, *b); g is left on the 64-bit ones. */
static void api_segments_32_64(vkr_context c, vkr_segments_desc *g, const uint32_t *o32, void *r32, const uint64_t *o64, void *r64,
                               VkResult *a, VkResult *b)
{
    g->offsets_64bit = VK_FALSE;
    g->host_offsets = o32;
    g->host_output = r32;
    *a = vkr_reduce_segments(c, g);
    g->offsets_64bit = VK_TRUE;
    g->host_offsets = o64;
    g->host_output = r64;
    *b = vkr_reduce_segments(c, g);
}

/* An offset clamped to the input's n elements, as the library clamps it. */
static uint64_t api_clamp(uint64_t offset, uint64_t n) { return offset < n ? offset : n; }

/* Segments on the host with 64-bit offsets: the results of the 32-bit ones. */
static void api_segments64(void)
{
    uint32_t x[5000], o32[9], r32[8], r64[8];
    uint64_t o64[9];
    vkr_segments_desc g;
    VkResult a, b;
    int i;
    where("api: host segments, 64-bit offsets");
    api_fill_u32(x, 5000, next_seed());
    for (i = 0; i < 9; i++) o64[i] = o32[i] = (uint32_t)(i * 611 % 5001);
    o32[8] = 5000;
    o64[8] = 5000;
    memset(&g, 0, sizeof g);
    g.op = VKR_OP_XOR;
    g.type = VKR_TYPE_U32;
    g.segments = 8;
    g.input_count = 5000;
    g.host_input = x;
    api_segments_32_64(g_ctx, &g, o32, r32, o64, r64, &a, &b);
    for (i = 0; i < 8; i++) {
        uint32_t want = 0, k;
        for (k = o32[i]; k < o32[i + 1] && k < 5000; k++) want ^= x[k];
        check(a == VK_SUCCESS && b == VK_SUCCESS && r32[i] == want && r64[i] == want,
              "api: segment %d [%u, %u) xor: 32-bit offsets %d 0x%08x, 64-bit %d 0x%08x, want 0x%08x", i, o32[i], o32[i + 1], (int)a,
              r32[i], (int)b, r64[i], want);
    }
}

/* A context without managed scratch: vkr_reduce of host arrays takes the caller's region
   (desc->scratch), and without one it is refused naming it. */
static void api_own_scratch(void)
{
    vkr_context_desc cd;
    vkr_context c;
    VkDeviceSize size = 0, align = 0;
    tbuf sc;
    uint32_t x[5000], sum = 0, want = 0, i;
    vkr_reduce_desc d;
    VkResult r;
    where("api: vkr_reduce with the caller's scratch");
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.no_managed_scratch = VK_TRUE;
    c = make_context(&cd, "no_managed_scratch");
    if (!c) return;
    vkr_scratch_requirements(c, &size, &align);
    if (!buf_create(&g_dev, size, &sc)) {
        check(0, "api: scratch allocation");
        vkr_destroy_context(c);
        return;
    }
    cmd_begin(&g_dev);
    r = t_init_scratch(c, g_dev.cmd, sc.buf, 0, sc.size);
    cmd_submit_wait(&g_dev);
    api_fill_u32(x, 5000, next_seed());
    for (i = 0; i < 5000; i++) want += x[i];
    d = t_reduce_desc(VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, 5000, 0);
    d.host_input = x;
    check(r == VK_SUCCESS, "api: vkr_cmd_init_scratch of the caller's region: %d %s", (int)r, lerr(c));
    API_REFUSED(c, vkr_reduce(c, &d, &sum), VK_ERROR_VALIDATION_FAILED_EXT, "scratch",
                "no managed scratch, vkr_reduce without desc->scratch");
    d.scratch.buffer = sc.buf;
    d.scratch.size = sc.size;
    sum = 0;
    r = vkr_reduce(c, &d, &sum);
    check(r == VK_SUCCESS && sum == want, "api: no managed scratch, vkr_reduce with desc->scratch: %d, %u (want %u)", (int)r, sum, want);
    vkr_forget_buffer(c, sc.buf);
    buf_destroy(&g_dev, &sc);
    vkr_destroy_context(c);
}

/* options.no_scan: reduce-only scratch regions, reduces and rows run, scans refused. */
static void api_no_scan(void)
{
    vkr_context_desc cd;
    vkr_context c;
    VkDeviceSize full = 0, small = 0;
    uint32_t x[3000], sum = 0, want = 0, rows[3], i;
    vkr_scan_desc s;
    VkResult r;
    where("api: options.no_scan");
    vkr_scratch_requirements(g_ctx, &full, NULL);
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.no_scan = 2;
    c = NULL;
    r = vkr_create_context(&cd, &c);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && !c, "api: options.no_scan 2: %d (want VK_ERROR_VALIDATION_FAILED_EXT)", (int)r);
    cd.options.no_scan = VK_TRUE;
    c = make_context(&cd, "options.no_scan");
    if (!c) return;
    vkr_scratch_requirements(c, &small, NULL);
#if defined(VK_REDUCE_NO_SCAN) /* every context of this build is reduce-only */
    check(full == 262192 && small == 262192, "api: scratch region %llu bytes, with no_scan %llu (want 262192 in a VK_REDUCE_NO_SCAN build)",
          (unsigned long long)full, (unsigned long long)small);
#else
    check(full == 2883632 && small == 262192, "api: scratch region %llu bytes, with no_scan %llu (want 2883632, 262192)",
          (unsigned long long)full, (unsigned long long)small);
#endif
    api_fill_u32(x, 3000, next_seed());
    for (i = 0; i < 3000; i++) want += x[i];
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, x, NULL, 3000, 0, &sum);
    check(r == VK_SUCCESS && sum == want, "api: no_scan context: u32 sum %d %u (want %u)", (int)r, sum, want);
#if !defined(VK_REDUCE_NO_ROWS)
    r = t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_U32, x, 3, 1000, 0, rows);
    for (i = 0, want = 0; i < 1000; i++) want += x[2000 + i];
    check(r == VK_SUCCESS && rows[2] == want, "api: no_scan context: rows %d, row 2 %u (want %u)", (int)r, rows[2], want);
#else
    (void)rows;
#endif
    memset(&s, 0, sizeof s);
    s.op = VKR_OP_ADD;
    s.type = VKR_TYPE_U32;
    s.kind = VKR_SCAN_INCLUSIVE;
    s.count = 3000;
    s.host_input = x;
    s.host_output = x;
    API_REFUSED(c, vkr_scan(c, &s), VK_ERROR_FEATURE_NOT_PRESENT, "no_scan", "vkr_scan on a no_scan context");
    s.host_input = NULL;
    s.host_output = NULL;
    s.input.buffer = s.output.buffer = g_in.buf;
    s.input.size = s.output.size = g_in.size;
    cmd_begin(&g_dev);
    API_REFUSED(c, vkr_cmd_scan(c, g_dev.cmd, &s), VK_ERROR_FEATURE_NOT_PRESENT, "no_scan", "vkr_cmd_scan on a no_scan context");
    {
        vkr_scan_rows_desc rd;
        memset(&rd, 0, sizeof rd);
        rd.op = VKR_OP_ADD;
        rd.type = VKR_TYPE_U32;
        rd.kind = VKR_SCAN_INCLUSIVE;
        rd.rows = 3;
        rd.row_length = 1000;
        rd.input = s.input;
        rd.output = s.output;
        API_REFUSED(c, vkr_cmd_scan_rows(c, g_dev.cmd, &rd), VK_ERROR_FEATURE_NOT_PRESENT, "no_scan",
                    "vkr_cmd_scan_rows on a no_scan context");
        memset(&rd.input, 0, sizeof rd.input);
        memset(&rd.output, 0, sizeof rd.output);
        rd.host_input = x;
        rd.host_output = x;
        API_REFUSED(c, vkr_scan_rows(c, &rd), VK_ERROR_FEATURE_NOT_PRESENT, "no_scan", "vkr_scan_rows on a no_scan context");
    }
    cmd_submit_wait(&g_dev);
    vkr_destroy_context(c);
}

/* Rows past one binding range: groups of whole rows, the bits of one range; one row past a
   range, or a GPU row count, refused. Long rows (a fold) in groups of one row. */
static void api_rows_ranges(void)
{
    static const struct { uint64_t rows, length, stride; } k_shapes[] = {{50, 100, 110}, {7, 3000, 3001}, {300, 33, 40}};
    vkr_context_desc cd;
    vkr_context c, c1;
    unsigned s;
    where("api: rows past one binding range");
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.mid_workgroup_size = 32; /* long rows need several workgroups and a fold */
    c1 = make_context(&cd, "mid_workgroup_size 32");
    cd.options.max_binding_range = 16384; /* 4,092 f32 per range */
    c = make_context(&cd, "mid_workgroup_size 32, max_binding_range 16384");
    if (!c || !c1) {
        if (c) vkr_destroy_context(c);
        if (c1) vkr_destroy_context(c1);
        return;
    }
    for (s = 0; s < sizeof k_shapes / sizeof k_shapes[0]; s++) {
        const uint64_t rows = k_shapes[s].rows, len = k_shapes[s].length, stride = k_shapes[s].stride;
        const uint64_t span = (rows - 1) * stride + len;
        float *x = (float *)malloc(span * 4), *one = (float *)malloc(rows * 4), *split = (float *)malloc(rows * 4);
        uint32_t *u = (uint32_t *)malloc(span * 4), *usum = (uint32_t *)malloc(rows * 4);
        VkResult r1, r2, r3;
        uint64_t i, k, bad = 0, ubad = 0;
        if (!x || !one || !split || !u || !usum) {
            check(0, "api: allocation");
        } else {
            api_fill_f32(x, span, next_seed());
            api_fill_u32(u, span, next_seed());
            r1 = t_reduce_rows(c1, VKR_OP_ADD, VKR_TYPE_F32, x, rows, len, stride, one);
            r2 = t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, x, rows, len, stride, split);
            r3 = t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_U32, u, rows, len, stride, usum);
            for (i = 0; i < rows; i++) {
                uint32_t want = 0;
                for (k = 0; k < len; k++) want += u[i * stride + k];
                ubad += usum[i] != want;
            }
            for (i = 0; i < rows; i++) bad += memcmp(&one[i], &split[i], 4) != 0; /* the same tree, split or not */
            check(r1 == VK_SUCCESS && r2 == VK_SUCCESS && r3 == VK_SUCCESS && ubad == 0 && bad == 0,
                  "api: rows %llu x %llu (stride %llu, %llu bytes) past one 16 KiB range: f32 %d (%llu rows differ from one range), u32 "
                  "%d (%llu rows wrong)",
                  (unsigned long long)rows, (unsigned long long)len, (unsigned long long)stride, (unsigned long long)(span * 4), (int)r2,
                  (unsigned long long)bad, (int)r3, (unsigned long long)ubad);
        }
        free(x);
        free(one);
        free(split);
        free(u);
        free(usum);
    }
    { /* a row longer than one range; a GPU row count with rows past one range */
        static float big[5000];
        float res[2];
        API_REFUSED(c, t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, big, 1, 5000, 0, res), VK_ERROR_VALIDATION_FAILED_EXT, "row_length",
                    "one row of 5000 f32 past a 16 KiB range");
    }
    {
        tbuf in, out;
        vkr_rows_desc w;
        if (buf_create(&g_dev, 40000, &in) && buf_create(&g_dev, 4096, &out)) {
            memset(&w, 0, sizeof w);
            w.op = VKR_OP_ADD;
            w.type = VKR_TYPE_F32;
            w.rows = 10;
            w.row_length = 1000;
            w.input.buffer = in.buf;
            w.input.size = in.size;
            w.output.buffer = out.buf;
            w.output.size = 64;
            w.count_buffer.buffer = out.buf;
            w.count_buffer.offset = 1024;
            w.count_buffer.size = out.size;
            cmd_begin(&g_dev);
            API_REFUSED(c, vkr_cmd_reduce_rows(c, g_dev.cmd, &w), VK_ERROR_VALIDATION_FAILED_EXT, "count_buffer",
                        "a GPU row count with rows past one range");
            cmd_submit_wait(&g_dev);
            vkr_forget_buffer(c, in.buf);
            vkr_forget_buffer(c, out.buf);
            buf_destroy(&g_dev, &in);
            buf_destroy(&g_dev, &out);
        } else {
            check(0, "api: allocation");
        }
    }
    vkr_destroy_context(c);
    vkr_destroy_context(c1);
}

/* Segments whose input exceeds one binding range: windows of the input, each segment's part in
   each, then a fold. Integers exact, floats within vkr_segments_error_bound, -0.0 kept, empty
   segments +0.0, NaN canonical, 64-bit offsets, a GPU segment count, too many partials refused. */
static void api_segments_windows(void)
{
    enum { N = 20000, S = 40 };
    static uint32_t u[N], r32[S], r64[S];
    static float x[N], fr[S];
    static uint32_t offs[S + 1];
    static uint64_t offs64[S + 1];
    vkr_context_desc cd;
    vkr_context c;
    vkr_segments_desc g;
    double bound = -1;
    uint64_t i, k, seed = next_seed(), bad = 0, fbad = 0;
    rng_t rg;
    VkResult a, b, f, e;
    where("api: segments past one binding range");
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = 16384; /* 4,092 f32 per range: 5 windows */
    c = make_context(&cd, "max_binding_range 16384 (segments)");
    if (!c) return;
    api_fill_u32(u, N, seed);
    api_fill_f32(x, N, seed + 1);
    rg.s = seed + 2;
    for (i = 0; i <= S; i++) offs[i] = (uint32_t)rbelow(&rg, N + 1);
    for (i = 1; i <= S; i++) /* mostly ascending; some empty (end <= begin) */
        if (rbelow(&rg, 4)) offs[i] = offs[i - 1] + (uint32_t)rbelow(&rg, 3000);
    offs[3] = 0;
    offs[4] = N; /* segment 3: everything */
    offs[9] = N + 5000; /* past input_count: clamped */
    for (i = 0; i < 8; i++) x[12000 + i] = -0.0f; /* segment 20: only -0.0, across a window boundary (12276) */
    offs[20] = 12000;
    offs[21] = 12008;
    offs[22] = 12008; /* segment 21 empty: +0.0 */
    for (i = 0; i <= S; i++) offs64[i] = offs[i];
    offs64[30] = 0x100000000ull; /* a 64-bit offset past everything */
    memset(&g, 0, sizeof g);
    g.op = VKR_OP_ADD;
    g.type = VKR_TYPE_U32;
    g.segments = S;
    g.input_count = N;
    g.host_input = u;
    api_segments_32_64(c, &g, offs, r32, offs64, r64, &a, &b);
    for (i = 0; i < S; i++) {
        uint32_t w32 = 0, w64 = 0;
        for (k = api_clamp(offs[i], N); k < api_clamp(offs[i + 1], N); k++) w32 += u[k];
        for (k = api_clamp(offs64[i], N); k < api_clamp(offs64[i + 1], N); k++) w64 += u[k];
        bad += r32[i] != w32 || r64[i] != w64;
    }
    check(a == VK_SUCCESS && b == VK_SUCCESS && bad == 0, "api: %d u32 segments over %d elements in 5 windows: 32-bit offsets %d, "
          "64-bit %d, %llu wrong", S, N, (int)a, (int)b, (unsigned long long)bad);
    g.type = VKR_TYPE_F32;
    g.offsets_64bit = VK_FALSE;
    g.host_input = x;
    g.host_offsets = offs;
    g.host_output = fr;
    f = vkr_reduce_segments(c, &g);
    e = vkr_segments_error_bound(c, &g, &bound);
    for (i = 0; i < S; i++) {
        long double sum = 0, abs = 0;
        for (k = api_clamp(offs[i], N); k < api_clamp(offs[i + 1], N); k++) {
            sum += x[k];
            abs += fabsl((long double)x[k]);
        }
        if (i == 20 || i == 21) continue;
        fbad += fabsl((long double)fr[i] - sum) > (long double)bound * abs;
    }
    {
        uint32_t nz, pz;
        memcpy(&nz, &fr[20], 4);
        memcpy(&pz, &fr[21], 4);
        check(f == VK_SUCCESS && e == VK_SUCCESS && bound > 0 && fbad == 0 && nz == 0x80000000u && pz == 0,
              "api: f32 segments in windows: %d, bound %d %g, %llu outside it; only -0.0 gives 0x%08x (want 0x80000000), empty 0x%08x "
              "(want 0)", (int)f, (int)e, bound, (unsigned long long)fbad, nz, pz);
    }
    { /* max with a NaN in the whole-array segment: the canonical NaN */
        uint32_t got, qnan = 0x7fc00001u;
        memcpy(&x[15000], &qnan, 4);
        g.op = VKR_OP_MAX;
        f = vkr_reduce_segments(c, &g);
        memcpy(&got, &fr[3], 4);
        check(f == VK_SUCCESS && got == 0x7fc00000u, "api: f32 max over windows with a NaN: %d 0x%08x (want 0x7fc00000)", (int)f, got);
        x[15000] = 0.0f;
    }
    { /* engine mode, a GPU segment count of 30 of 40: results 30.. untouched */
        tbuf in, out;
        memset(&in, 0, sizeof in);
        memset(&out, 0, sizeof out);
        if (buf_create(&g_dev, N * 4 + 256, &in) && buf_create(&g_dev, 16384, &out)) {
            uint32_t cnt = 30, sentinel = 0xdeadbeefu, want = 0;
            vkr_segments_desc d;
            VkResult r;
            memcpy(in.map, u, N * 4);
            memcpy(in.map + N * 4, offs, sizeof offs);
            memcpy(out.map + 2048, &cnt, 4);
            for (i = 0; i < S; i++) memcpy(out.map + 4 * i, &sentinel, 4);
            memset(&d, 0, sizeof d);
            d.op = VKR_OP_ADD;
            d.type = VKR_TYPE_U32;
            d.segments = S;
            d.input.buffer = in.buf;
            d.input.size = in.size;
            d.input_count = N;
            d.offsets.buffer = in.buf;
            d.offsets.offset = N * 4;
            d.offsets.size = in.size;
            d.output.buffer = out.buf;
            d.output.size = 2048;
            d.count_buffer.buffer = out.buf;
            d.count_buffer.offset = 2048;
            d.count_buffer.size = out.size;
            cmd_begin(&g_dev);
            r = vkr_cmd_reduce_segments(c, g_dev.cmd, &d);
            cmd_barrier_to_host(&g_dev);
            cmd_submit_wait(&g_dev);
            for (i = 0, bad = 0; i < S; i++) {
                uint32_t got;
                memcpy(&got, out.map + 4 * i, 4);
                want = i < 30 ? r32[i] : sentinel;
                bad += got != want;
            }
            check(r == VK_SUCCESS && bad == 0, "api: engine-mode segments in windows with a GPU count of 30 of 40: %d, %llu results wrong",
                  (int)r, (unsigned long long)bad);
            d.segments = 2000; /* 2,000 segments x 5 windows: 10,000 partials */
            d.output.size = 12288;
            memset(&d.count_buffer, 0, sizeof d.count_buffer);
            d.offsets.offset = 0;
            cmd_begin(&g_dev);
            API_REFUSED(c, vkr_cmd_reduce_segments(c, g_dev.cmd, &d), VK_ERROR_VALIDATION_FAILED_EXT, "partials",
                        "2,000 segments over 5 windows");
            cmd_submit_wait(&g_dev);
            vkr_forget_buffer(c, in.buf);
            vkr_forget_buffer(c, out.buf);
        } else {
            check(0, "api: allocation");
        }
        buf_destroy(&g_dev, &in);
        buf_destroy(&g_dev, &out);
    }
    vkr_destroy_context(c);
}

void group_api(void)
{
    api_reduce_sync();
    api_refusals();
    api_no_scan();
    api_own_scratch();
#if !defined(VK_REDUCE_NO_ROWS)
    api_bounds();
    api_segments64();
    api_rows_ranges();
    api_segments_windows();
#else
    skip("api: segment bounds, host segments, rows past one range: VK_REDUCE_NO_ROWS build");
    (void)api_bounds;
    (void)api_segments64;
    (void)api_rows_ranges;
    (void)api_segments_windows;
#endif
}
