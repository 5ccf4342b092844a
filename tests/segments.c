/* segments.c - test_scan's groups for the segmented scans (vkr_cmd_scan_segments,
   vkr_scan_segments).

   Every output is checked against the CPU reference of test_scan (check_segmented: integers and
   float min / max exactly, float add / mul within the segmented error bound, segment_bound
   below), the prefix starting again at each head. The bytes around the output keep their
   sentinels, the input its bytes. The same case gives the same bits run after run, under every
   forced schedule and split over binding ranges. */
#include "harness.h"

#include "scan_rows.h"
#include "segments.h"

/* where the heads are */
enum { H_NONE, H_ALL, H_TINY, H_SPARSE, H_TILES, H_HUGE, H_COUNT };
static const char *const k_pattern_names[H_COUNT] = {"no heads", "every element", "tiny segments", "1% heads", "tile edges",
                                                      "one huge segment"};

typedef struct gcase {
    vkr_op op;
    vkr_type type;
    vkr_scan_kind kind;
    int has_init;
    vkr_scan_algorithm algo;
    vkr_segment_heads segments;
    int pattern;
    uint64_t count;
    int in_place;
    uint64_t seed;
} gcase;

#define SEG_GUARD 256u /* sentinel bytes before the output */
static tbuf s_in, s_out, s_heads;
static VkDeviceSize s_cap;
static unsigned char *s_hb; /* the heads as one byte per element (0/1) */

/* A build without segmented scans (VK_REDUCE_NO_SEGMENTS, VK_REDUCE_NO_SCAN): 1 after checking
   that vkr_scan_segments refuses with VK_ERROR_FEATURE_NOT_PRESENT naming the macro; the group
   then runs nothing else. */
static int seg_left_out(void)
{
#if defined(VK_REDUCE_NO_SEGMENTS) || defined(VK_REDUCE_NO_SCAN)
    static const float in[4] = {1, 2, 3, 4};
    static const uint32_t heads[4] = {1, 0, 1, 0};
    float out[4] = {-1, -1, -1, -1};
    vkr_scan_segments_desc d;
    VkResult r;
    memset(&d, 0, sizeof d);
    d.op = VKR_OP_ADD;
    d.type = VKR_TYPE_F32;
    d.segments = VKR_SEGMENT_HEAD_FLAGS_U32;
    d.count = 4;
    d.host_input = in;
    d.host_output = out;
    d.host_heads = heads;
    r = vkr_scan_segments(g_ctx, &d);
    check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(lerr(g_ctx), "VK_REDUCE_NO_SEGMENTS|VK_REDUCE_NO_SCAN") && out[0] == -1 &&
              out[3] == -1,
          "a build without segmented scans: vkr_scan_segments: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming the macro, "
          "nothing written)", (int)r, lerr(g_ctx));
    return 1;
#else
    return 0;
#endif
}

static int seg_buffers(void)
{
    if (seg_left_out()) return 0;
    if (s_in.buf) return 1;
    s_cap = (VkDeviceSize)(g_opt.quick ? 4 : 12) << 20;
    s_hb = (unsigned char *)malloc((size_t)s_cap);
    return check(s_hb != NULL, "out of host memory") && buf_create(&g_dev, s_cap, &s_in) && buf_create(&g_dev, s_cap, &s_out) &&
           buf_create(&g_dev, s_cap, &s_heads);
}

void segments_teardown(void)
{
    free(s_hb);
    s_hb = NULL;
    if (!g_dev.dev) return;
    g_dev.t.vkDeviceWaitIdle(g_dev.dev);
    buf_destroy(&g_dev, &s_in);
    buf_destroy(&g_dev, &s_out);
    buf_destroy(&g_dev, &s_heads);
}

static const char *heads_name(vkr_segment_heads h)
{
    return h == VKR_SEGMENT_HEAD_FLAGS_U32 ? "u32 flags" : h == VKR_SEGMENT_HEAD_FLAGS_U8 ? "u8 flags" : "offsets";
}

static void case_name(char *s, size_t cap, const gcase *c)
{
    snprintf(s, cap, "segmented %s %s %s%s by %s, %s, n=%llu%s%s", opn(c->op), tyn(c->type),
             c->kind == VKR_SCAN_EXCLUSIVE ? "exclusive" : "inclusive", c->has_init ? " init" : "", heads_name(c->segments),
             k_pattern_names[c->pattern], (unsigned long long)c->count,
             c->algo == VKR_SCAN_REDUCE_THEN_SCAN ? " reduce-then-scan" : "", c->in_place ? " in place" : "");
}

/* The heads of c as bytes (s_hb) for tile T. */
static void make_heads(const gcase *c, uint64_t T)
{
    rng_t r;
    uint64_t i;
    r.s = mix_seed(c->seed, 0x4ead5u);
    memset(s_hb, 0, (size_t)c->count);
    for (i = 0; i < c->count; i++) {
        switch (c->pattern) {
        case H_ALL: s_hb[i] = 1; break;
        case H_TINY: s_hb[i] = rbelow(&r, 2) == 0; break;
        case H_SPARSE: s_hb[i] = rbelow(&r, 100) == 0; break;
        case H_TILES: s_hb[i] = i % T == 0 || i % T == T - 1 || i % T == 1; break;
        case H_HUGE: s_hb[i] = i == c->count / 3; break;
        default: break;
        }
    }
}

/* Writes the heads buffer from s_hb; returns the offsets' number (begin offsets), else 0. Flags
   are other non-zero values than 1; offsets repeat some heads, start with 0 half the time and
   end with offsets past the count. */
static uint64_t write_heads(const gcase *c)
{
    rng_t r;
    uint64_t i, n = 0;
    r.s = mix_seed(c->seed, 0xf1a95u);
    for (i = 0; i < c->count; i++) {
        if (c->segments == VKR_SEGMENT_HEAD_FLAGS_U32) {
            const uint32_t v = s_hb[i] ? (uint32_t)(1u << rbelow(&r, 32)) : 0u;
            memcpy(s_heads.map + i * 4, &v, 4);
        } else if (c->segments == VKR_SEGMENT_HEAD_FLAGS_U8) {
            s_heads.map[i] = s_hb[i] ? (unsigned char)(1u + rbelow(&r, 255)) : 0u;
        } else if (s_hb[i] || (i == 0 && rbelow(&r, 2))) {
            const uint32_t o = (uint32_t)i;
            const int times = rbelow(&r, 8) == 0 ? 2 : 1;
            int k;
            for (k = 0; k < times && (n + 3) * 4 <= s_cap; k++) memcpy(s_heads.map + 4 * n++, &o, 4);
        }
    }
    if (c->segments == VKR_SEGMENT_BEGIN_OFFSETS)
        for (i = 0; i < 2; i++) {
            const uint32_t o = (uint32_t)(c->count + i * 7);
            memcpy(s_heads.map + 4 * n++, &o, 4);
        }
    return n;
}

static vkr_scan_segments_desc seg_desc(const gcase *c, const uint64_t *init, uint64_t offsets)
{
    vkr_scan_segments_desc d;
    memset(&d, 0, sizeof d);
    d.op = c->op;
    d.type = c->type;
    d.kind = c->kind;
    d.count = c->count;
    d.segments = c->segments;
    d.input.buffer = c->in_place ? s_out.buf : s_in.buf;
    d.input.offset = c->in_place ? SEG_GUARD : 0;
    d.input.size = s_cap;
    d.output.buffer = s_out.buf;
    d.output.offset = SEG_GUARD;
    d.output.size = s_cap;
    d.heads.buffer = s_heads.buf;
    d.heads.size = s_cap;
    d.segment_count = offsets;
    d.init = c->has_init ? init : NULL;
    d.algorithm = c->algo;
    return d;
}

/* The float add / mul error bound per term of a segmented scan of n elements on ctx:
   vkr_scan_segments_error_bound, checked against the test's own count of the roundings
   (mul: gamma(n); add: gamma(k), k = the tiles + 2 + 2 x the depth inside a tile: an
   invocation's elements, a run of 8 invocations, 8 runs, the groups of 64, two combines placing
   the run and the invocation, three placing the value; docs/design.md). 0 if it failed. */
static double segment_bound(vkr_context ctx, vkr_op op, vkr_type t, uint64_t n)
{
    vkr_context_info info;
    vkr_scan_segments_desc d;
    uint64_t T, per, w, k;
    long double u;
    double b = -1;
    VkResult r;
    if (!context_info(ctx, &info)) return 0;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.count = n;
    r = vkr_scan_segments_error_bound(ctx, &d, &b);
    if (!check(r == VK_SUCCESS, "vkr_scan_segments_error_bound(%s %s, %llu): %d %s", opn(op), tyn(t), (unsigned long long)n, (int)r,
               lerr(ctx)))
        return 0;
    if ((t != VKR_TYPE_F32 && t != VKR_TYPE_F64) || (op != VKR_OP_ADD && op != VKR_OP_MUL) || !n) {
        check(b == 0, "vkr_scan_segments_error_bound(%s %s): %g, want 0 (exact)", opn(op), tyn(t), b);
        return 0;
    }
    T = info.scan_tile_elements[t];
    w = info.scan_workgroup_size;
    per = T / w;
    u = t == VKR_TYPE_F32 ? 5.9604644775390625e-08L : 1.1102230246251565404e-16L;
    k = op == VKR_OP_MUL ? n : (n + T - 1) / T + 1 + 2 * (per + 16 + (w + 63) / 64 + 5);
    check(b >= (double)gamma_k((long double)k, u) * (1 - 1e-12), "vkr_scan_segments_error_bound(%s %s, %llu): %g, below gamma(%llu)",
          opn(op), tyn(t), (unsigned long long)n, b, (unsigned long long)k);
    return b;
}

/* Runs c on ctx and checks it; *digest (if not NULL): a hash of the outputs. 0 if it failed. */
static int run_case(vkr_context ctx, const char *what, const gcase *c, uint64_t *digest)
{
    const size_t es = tsz(c->type);
    vkr_context_info info;
    vkr_scan_segments_desc d;
    uint64_t init = 0, offsets, bad, first_bad = 0, unasserted = 0, i, h = 1469598103934665603ull;
    unsigned char *want_in;
    VkResult res;
    char name[200];
    int ok = 1;
    case_name(name, sizeof name, c);
    where("%s: %s", what, name);
    if (!context_info(ctx, &info)) return 0;
    if (!check(SEG_GUARD + (c->count + 64) * es <= s_cap && (c->count + 64) * 4 <= s_cap, "%s: %s does not fit the test buffers", what,
               name))
        return 0;
    make_heads(c, info.scan_tile_elements[c->type]);
    offsets = write_heads(c);
    gen(s_in.map, c->type, c->count + 16, default_dist(c->op, c->type), c->seed);
    gen(&init, c->type, 1, default_dist(c->op, c->type), c->seed ^ 0x5bd1e995u);
    memset(s_out.map, SENTINEL, (size_t)(SEG_GUARD + (c->count + 64) * es));
    if (c->in_place) memcpy(s_out.map + SEG_GUARD, s_in.map, (size_t)(c->count * es));
    d = seg_desc(c, &init, offsets);
    cmd_begin(&g_dev);
    res = vkr_cmd_scan_segments(ctx, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev)) return 0;
    if (!check(res == VK_SUCCESS, "%s: %s: vkr_cmd_scan_segments: %d %s", what, name, (int)res, lerr(ctx))) return 0;
    bad = check_segmented(c->op, c->type, c->kind, c->has_init, init, s_hb, s_in.map, s_out.map + SEG_GUARD, c->count,
                          segment_bound(ctx, c->op, c->type, c->count), &first_bad, &unasserted);
    if (bad) {
        char g[64], x[64];
        fmt_val(g, sizeof g, c->type, getb(s_out.map + SEG_GUARD, first_bad, c->type));
        fmt_val(x, sizeof x, c->type, getb(s_in.map, first_bad, c->type));
        ok = check(0, "%s: %s: %llu of %llu outputs wrong; first out[%llu] = %s (input %s, head %d)", what, name, (unsigned long long)bad,
                   (unsigned long long)c->count, (unsigned long long)first_bad, g, x, s_hb[first_bad]);
    }
    if (unasserted) skip("%s: %s: %llu outputs not asserted (float range)", what, name, (unsigned long long)unasserted);
    for (i = 0; i < SEG_GUARD && s_out.map[i] == SENTINEL; i++) {}
    ok = check(i == SEG_GUARD, "%s: %s: a byte before the output was written", what, name) && ok;
    for (i = 0; i < 64 * es && s_out.map[SEG_GUARD + c->count * es + i] == SENTINEL; i++) {}
    ok = check(i == 64 * es, "%s: %s: a byte after the output was written", what, name) && ok;
    if (!c->in_place && (want_in = (unsigned char *)malloc((size_t)((c->count + 16) * es))) != NULL) {
        gen(want_in, c->type, c->count + 16, default_dist(c->op, c->type), c->seed);
        ok = check(!memcmp(want_in, s_in.map, (size_t)(c->count * es)), "%s: %s: the input was written", what, name) && ok;
        free(want_in);
    }
    for (i = 0; i < c->count * es; i++) h = (h ^ s_out.map[SEG_GUARD + i]) * 1099511628211ull;
    if (digest) *digest = h;
    return check(ok, "%s: %s", what, name);
}

/* A native-path context without VKR_FEATURE_SUBGROUP_EXTENDED_TYPES, where the plain scan of f64
   min needs that feature: the segmented scans have their own modules (shared memory), which do
   not, so they must run there, not be refused with the plain scan. */
static void seg_without_extended_types(void)
{
    vkr_context_desc cd;
    vkr_context c;
    vkr_scan_desc sd;
    vkr_context_info info;
    gcase g;
    double bound = 0;
    VkResult r;
    if (!context_info(g_ctx, &info) || skip64(g_ctx, info.enabled_features, VKR_OP_MIN, VKR_TYPE_F64)) return;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_SUBGROUP_EXTENDED_TYPES);
    cd.options.path = VKR_PATH_NATIVE;
    c = make_context(&cd, "native path without VKR_FEATURE_SUBGROUP_EXTENDED_TYPES");
    if (!c) return;
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_MIN;
    sd.type = VKR_TYPE_F64;
    sd.kind = VKR_SCAN_INCLUSIVE;
    sd.count = 1000;
    r = vkr_scan_error_bound(c, &sd, &bound);
    if (r != VK_ERROR_FEATURE_NOT_PRESENT) {
        skip("the native path's plain f64 min scan runs without shaderSubgroupExtendedTypes here (%d): nothing to tell apart", (int)r);
    } else {
        memset(&g, 0, sizeof g);
        g.op = VKR_OP_MIN;
        g.type = VKR_TYPE_F64;
        g.kind = VKR_SCAN_EXCLUSIVE;
        g.segments = VKR_SEGMENT_HEAD_FLAGS_U8;
        g.pattern = H_SPARSE;
        g.count = 3 * info.scan_tile_elements[VKR_TYPE_F64] + 5;
        g.seed = mix_seed(g_opt.seed, 9990u);
        run_case(c, "native path without shaderSubgroupExtendedTypes (the plain f64 min scan refused)", &g, NULL);
    }
    vkr_destroy_context(c);
}

static const vkr_op k_seg_ops[7] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX, VKR_OP_AND, VKR_OP_OR, VKR_OP_XOR};

/* Every type with two ops (three without --quick), each case its own head layout, kind, init,
   algorithm and size around the tile T; the sizes with tiny segments past 10,000 segments. */
void segments_group_matrix(void)
{
    vkr_context_info info;
    int t, k, i, count = 0;
    if (!seg_buffers() || !context_info(g_ctx, &info)) return;
    for (t = 0; t < 6; t++) {
        const vkr_type type = k_types[t];
        const uint64_t T = info.scan_tile_elements[type] ? info.scan_tile_elements[type] : 1;
        const uint64_t sizes[10] = {1, 3, T - 1, T, T + 1, 3 * T + 5, 20011, 2, 0, g_opt.quick ? 5 * T + 3 : 100003};
        for (k = 0; k < 7; k++) {
            const vkr_op op = k_seg_ops[k];
            if (!op_exists(op, type) || skip64(g_ctx, info.enabled_features, op, type)) continue;
            if (opt_refused(g_ctx, OPT_SCAN, op, type)) continue;
            if (k != t % 7 && k != (t + 3) % 7 && (g_opt.quick || k != (t + 5) % 7)) continue;
            for (i = 0; i < 10; i++) {
                gcase c;
                uint64_t d1 = 0, d2 = 0;
                memset(&c, 0, sizeof c);
                c.op = op;
                c.type = type;
                c.kind = (i + k) % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
                c.has_init = (i + t + k) % 3 == 1;
                c.algo = (i + t) % 4 == 3 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_AUTO;
                c.segments = (vkr_segment_heads)(1 + (i + t + 2 * k) % 3);
                c.pattern = i == 6 ? H_TINY : i == 9 ? H_HUGE : (i + t + k) % H_COUNT;
                c.count = sizes[i];
                c.in_place = (i + k) % 4 == 2;
                c.seed = mix_seed(g_opt.seed, (uint64_t)(9000 + t * 100 + k * 16 + i));
                if (!run_case(g_ctx, "segmented scan", &c, &d1)) continue;
                count++;
                if (i == 5 && !c.in_place && run_case(g_ctx, "segmented scan again", &c, &d2))
                    check(d1 == d2, "segmented scan %s %s: the same input gave other bits the second time", opn(op), tyn(type));
            }
        }
    }
    check(count > 0, "segmented scans: no case ran");
    printf("  segmented scans: %d cases\n", count);
    seg_without_extended_types();
}

/* The forced schedules (SWAP_PAIRS, REVERSE_64, FORCE_FALLBACK: the fallback computes a tile's
   head bit and aggregate itself): the same bits as the default context. */
void segments_group_schedules(void)
{
    static const uint32_t sched[3] = {VKR_TESTING_SCAN_SWAP_PAIRS, VKR_TESTING_SCAN_REVERSE_64, VKR_TESTING_SCAN_FORCE_FALLBACK};
    vkr_context_info info;
    gcase cs[4];
    uint64_t want[4];
    int i, s;
    if (!seg_buffers() || !context_info(g_ctx, &info)) return;
    memset(cs, 0, sizeof cs);
    for (i = 0; i < 4; i++) {
        const vkr_type type = i == 1 ? VKR_TYPE_U32 : i == 3 ? t32(VKR_TYPE_F64) : VKR_TYPE_F32;
        cs[i].op = i == 1 ? VKR_OP_XOR : VKR_OP_ADD;
        cs[i].type = type;
        cs[i].kind = i % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
        cs[i].has_init = i == 2;
        cs[i].algo = VKR_SCAN_SINGLE_PASS;
        cs[i].segments = (vkr_segment_heads)(1 + i % 3);
        cs[i].pattern = i == 0 ? H_SPARSE : i == 1 ? H_TILES : i == 2 ? H_HUGE : H_TINY;
        cs[i].count = 70 * info.scan_tile_elements[type] + 9;
        cs[i].seed = mix_seed(g_opt.seed, 9700u + (uint64_t)i);
        if (!run_case(g_ctx, "default schedule", &cs[i], &want[i])) return;
    }
    for (s = 0; s < 3; s++) {
        vkr_context_desc cd;
        vkr_context c;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.testing.scan_schedule = sched[s] | g_broken;
        c = make_context(&cd, "scan_schedule context");
        if (!c) continue;
        for (i = 0; i < 4; i++) {
            uint64_t got = 0;
            char what[64];
            snprintf(what, sizeof what, "scan_schedule 0x%x", sched[s]);
            if (run_case(c, what, &cs[i], &got)) check(got == want[i], "%s: case %d's outputs differ from the default schedule's", what, i);
        }
        vkr_destroy_context(c);
    }
}

/* max_binding_range of three tiles: the scan in ranges, the flags in windows, the offsets
   found from each range's first element on: the same bits as one range. */
void segments_group_split(void)
{
    vkr_context_info info;
    gcase cs[4];
    uint64_t want[4];
    int i;
    vkr_context_desc cd;
    vkr_context c;
    if (!seg_buffers() || !context_info(g_ctx, &info)) return;
    memset(cs, 0, sizeof cs);
    for (i = 0; i < 4; i++) {
        cs[i].op = i == 1 ? VKR_OP_MAX : VKR_OP_ADD;
        cs[i].type = i == 3 ? VKR_TYPE_I32 : VKR_TYPE_F32;
        cs[i].kind = i % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
        cs[i].has_init = i != 1;
        cs[i].algo = i == 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_SINGLE_PASS;
        cs[i].segments = (vkr_segment_heads)(1 + (i + 2) % 3);
        cs[i].pattern = i == 0 ? H_TILES : i == 1 ? H_TINY : i == 2 ? H_NONE : H_SPARSE; /* offsets (0, 3): one binding range */
        cs[i].count = 10 * info.scan_tile_elements[VKR_TYPE_F32] + 17;
        cs[i].in_place = i == 3;
        cs[i].seed = mix_seed(g_opt.seed, 9800u + (uint64_t)i);
        if (!run_case(g_ctx, "one range", &cs[i], &want[i])) return;
    }
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = 3 * info.scan_tile_elements[VKR_TYPE_F32] * 4 + g_props.limits.minStorageBufferOffsetAlignment;
    cd.options.testing.scan_schedule = g_broken;
    c = make_context(&cd, "small max_binding_range");
    if (!c) return;
    for (i = 0; i < 4; i++) {
        uint64_t got = 0;
        /* reduce-then-scan's spine folds each range alone: other float bits than one range's */
        if (run_case(c, "max_binding_range of three tiles", &cs[i], &got) && cs[i].algo != VKR_SCAN_REDUCE_THEN_SCAN)
            check(got == want[i], "max_binding_range of three tiles: case %d's outputs differ from one range's", i);
    }
    vkr_destroy_context(c);
}

/* Refusals: a clear error naming the argument, nothing recorded or written. */
void segments_group_badinput(void)
{
    gcase c;
    uint64_t init = 0;
    vkr_scan_segments_desc good, d;
    VkResult res;
    int i;
    if (!seg_buffers()) return;
    memset(&c, 0, sizeof c);
    c.op = VKR_OP_ADD;
    c.type = VKR_TYPE_U32;
    c.kind = VKR_SCAN_INCLUSIVE;
    c.segments = VKR_SEGMENT_HEAD_FLAGS_U8;
    c.count = 100;
    good = seg_desc(&c, &init, 0);
    memset(s_out.map, SENTINEL, 4096);
    cmd_begin(&g_dev);
    for (i = 0; i < 18; i++) {
        const char *words = "";
        d = good;
        switch (i) {
        case 0: d.segments = (vkr_segment_heads)0; words = "segments"; break;
        case 1: d.segments = (vkr_segment_heads)4; words = "segments"; break;
        case 2: d.segment_count = 3; words = "segment_count"; break;
        case 3: d.heads.buffer = VK_NULL_HANDLE; words = "heads.buffer"; break;
        case 4: d.heads.offset = s_cap - 50; words = "heads,size"; break;
        case 5: d.segments = VKR_SEGMENT_HEAD_FLAGS_U32; d.heads.offset = 2; words = "heads.offset"; break;
        case 6: d.segments = VKR_SEGMENT_BEGIN_OFFSETS; d.segment_count = 5; d.heads.offset = 6; words = "heads.offset"; break;
        case 7: d.heads.size = 0; words = "heads.size"; break;
        case 8: d.heads.size = 102; d.heads.offset = 2; words = "heads,word"; break; /* u8 flags: whole words */
        case 9: d.heads.buffer = s_out.buf; d.heads.offset = SEG_GUARD + 8; words = "heads,output"; break;
        case 10: d.kind = VKR_SCAN_NONE; words = "kind"; break;
        case 11: d.flags = 0x80; words = "flags"; break;
        case 12: d.host_heads = s_hb; words = "host_heads"; break;
        case 13: d.segments = VKR_SEGMENT_BEGIN_OFFSETS; d.count = 1ull << 33; d.segment_count = 1; words = "count,32-bit"; break;
        case 14: d.output.size = SEG_GUARD + 40; words = "output"; break;
        case 15: d.input.buffer = s_out.buf; d.input.offset = SEG_GUARD + 4; words = "overlap,output,input"; break;
        case 16: d.scratch = d.heads; words = "heads,scratch"; break; /* the scratch is written while the heads are read */
        default: d.type = (vkr_type)99; words = "type"; break;
        }
        res = vkr_cmd_scan_segments(g_ctx, g_dev.cmd, &d);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions_all(lerr(g_ctx), words, ','),
              "vkr_cmd_scan_segments bad case %d: %d \"%s\" (want VK_ERROR_VALIDATION_FAILED_EXT naming %s)", i, (int)res, lerr(g_ctx),
              words);
    }
    res = vkr_cmd_scan_segments(g_ctx, VK_NULL_HANDLE, &good);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "cmd"), "vkr_cmd_scan_segments(cmd NULL): %d %s", (int)res,
          lerr(g_ctx));
    res = vkr_cmd_scan_segments(g_ctx, g_dev.cmd, NULL);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "desc"), "vkr_cmd_scan_segments(desc NULL): %d %s", (int)res,
          lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    for (i = 0; i < 4096 && s_out.map[i] == SENTINEL; i++) {}
    check(i == 4096, "refused segmented scans wrote the output (byte %d)", i);
    { /* vkr_scan_segments: buffers, offsets out of order (past the count: accepted), overlaps */
        uint32_t offs[4] = {0, 5, 3, 9}, in[16], out[16];
        memset(&d, 0, sizeof d);
        d.op = VKR_OP_ADD;
        d.type = VKR_TYPE_U32;
        d.kind = VKR_SCAN_INCLUSIVE;
        d.count = 16;
        d.segments = VKR_SEGMENT_BEGIN_OFFSETS;
        d.segment_count = 4;
        d.host_input = in;
        d.host_output = out;
        d.host_heads = offs;
        memset(in, 0, sizeof in);
        memset(out, 0xA5, sizeof out);
        res = vkr_scan_segments(g_ctx, &d);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions_all(lerr(g_ctx), "host_heads[2],non-decreasing", ','),
              "vkr_scan_segments offsets out of order: %d %s", (int)res, lerr(g_ctx));
        { /* offsets at or past the count start nothing (a CUB-style trailing end offset), as on the GPU */
            uint32_t k, bad = 0;
            offs[2] = 16;
            offs[3] = 40;
            for (k = 0; k < 16; k++) in[k] = 1;
            res = vkr_scan_segments(g_ctx, &d);
            for (k = 0; k < 16 && res == VK_SUCCESS; k++) bad += out[k] != (k < 5 ? k + 1 : k - 4);
            check(res == VK_SUCCESS && !bad, "vkr_scan_segments with offsets {0, 5, 16, 40} of 16 elements: %d, %u outputs wrong %s", (int)res,
                  bad, lerr(g_ctx));
            memset(in, 0, sizeof in);
            memset(out, 0xA5, sizeof out);
        }
        offs[2] = 7;
        offs[3] = 9;
        d.host_heads = NULL;
        res = vkr_scan_segments(g_ctx, &d);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "host_heads"), "vkr_scan_segments without heads: %d %s",
              (int)res, lerr(g_ctx));
        d.host_heads = out + 2;
        res = vkr_scan_segments(g_ctx, &d);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions_all(lerr(g_ctx), "host_heads,host_output", ','),
              "vkr_scan_segments heads in the output: %d %s", (int)res, lerr(g_ctx));
        d.host_heads = offs;
        d.heads.buffer = s_heads.buf;
        res = vkr_scan_segments(g_ctx, &d);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "heads"), "vkr_scan_segments with a buffer: %d %s", (int)res,
              lerr(g_ctx));
        for (i = 0; i < 16 && out[i] == 0xA5A5A5A5u; i++) {}
        check(i == 16, "refused vkr_scan_segments wrote its output (element %d)", i);
    }
}

/* vkr_scan_segments of host arrays (64 KiB host chunks): flags and offsets (made flags, chunk by
   chunk) across chunks, in place, against the CPU reference. */
void segments_group_prototype(void)
{
    vkr_context c;
    vkr_context_info info;
    VkResult res;
    int i;
    if (!seg_buffers() || !(c = chunked_prototype_context())) return;
    for (i = 0; i < 5 && context_info(c, &info); i++) {
        const vkr_type type = i == 1 ? VKR_TYPE_F32 : i == 2 ? VKR_TYPE_I32 : i == 4 ? t32(VKR_TYPE_F64) : VKR_TYPE_U32;
        const vkr_op op = i == 2 ? VKR_OP_MAX : i == 3 ? VKR_OP_XOR : VKR_OP_ADD;
        const uint64_t n = i == 3 ? 1000 : 50000 + 17 * (uint64_t)i;
        const size_t es = tsz(type);
        const int in_place = i == 3;
        unsigned char *in = (unsigned char *)malloc((size_t)(n * es + 8)), *out = (unsigned char *)malloc((size_t)(n * es + 8));
        unsigned char *keep = (unsigned char *)malloc((size_t)(n * es + 8));
        uint32_t *heads = (uint32_t *)malloc((size_t)(n * 4 + 64));
        gcase g;
        vkr_scan_segments_desc d;
        uint64_t init = 0, k, offsets = 0, bad, first_bad = 0, unasserted = 0;
        if (!check(in && out && keep && heads, "out of host memory")) {
            free(in), free(out), free(keep), free(heads);
            break;
        }
        memset(&g, 0, sizeof g);
        g.count = n;
        g.pattern = i == 0 ? H_TINY : i == 1 ? H_SPARSE : i == 2 ? H_TILES : i == 3 ? H_ALL : H_HUGE;
        g.seed = mix_seed(g_opt.seed, 9900u + (uint64_t)i);
        make_heads(&g, info.scan_tile_elements[type]);
        memset(&d, 0, sizeof d);
        d.segments = (vkr_segment_heads)(1 + i % 3);
        for (k = 0; k < n; k++) {
            if (d.segments == VKR_SEGMENT_HEAD_FLAGS_U32) heads[k] = s_hb[k] ? 3u : 0u;
            else if (d.segments == VKR_SEGMENT_HEAD_FLAGS_U8) ((unsigned char *)heads)[k] = s_hb[k] ? 0x80 : 0;
            else if (s_hb[k]) heads[offsets++] = (uint32_t)k;
        }
        gen(in, type, n, default_dist(op, type), g.seed);
        gen(&init, type, 1, default_dist(op, type), g.seed ^ 1u);
        memcpy(keep, in, (size_t)(n * es));
        d.op = op;
        d.type = type;
        d.kind = i % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
        d.count = n;
        d.segment_count = offsets;
        d.init = i % 2 == 0 ? &init : NULL;
        d.host_input = in;
        d.host_output = in_place ? in : out;
        d.host_heads = heads;
        where("vkr_scan_segments %s %s n=%llu by %s%s", opn(op), tyn(type), (unsigned long long)n, heads_name(d.segments),
              in_place ? " in place" : "");
        res = vkr_scan_segments(c, &d);
        if (check(res == VK_SUCCESS, "vkr_scan_segments %s %s n=%llu: %d %s", opn(op), tyn(type), (unsigned long long)n, (int)res, lerr(c))) {
            bad = check_segmented(op, type, d.kind, d.init != NULL, init, s_hb, keep, in_place ? in : out, n, segment_bound(c, op, type, n),
                                  &first_bad, &unasserted);
            check(bad == 0, "vkr_scan_segments %s %s n=%llu by %s: %llu outputs wrong, first %llu", opn(op), tyn(type), (unsigned long long)n,
                  heads_name(d.segments), (unsigned long long)bad, (unsigned long long)first_bad);
            if (unasserted) skip("vkr_scan_segments: %llu outputs not asserted (float range)", (unsigned long long)unasserted);
        }
        free(in), free(out), free(keep), free(heads);
    }
    if (context_info(c, &info))
        check(info.validation_messages == 0 && g_log_validation == 0, "prototype segmented scans: %llu validation messages",
              (unsigned long long)info.validation_messages);
    vkr_destroy_context(c);
}
