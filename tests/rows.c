/* rows.c - test_reduce's groups of row and segmented reduces and GPU-resident counts: rows,
   rows_segments, rows_gpucount, rows_bad, rows_proto. */
#include "harness.h"
#include "test_reduce.h"

/* ------------------------------------------------------------------------------------------ */
/* Row reduce, segmented reduce, GPU-resident counts                                          */
/* ------------------------------------------------------------------------------------------ */

/* Buffers of the rows groups: input (live random data everywhere, so a read outside a row
   changes its result), output (sentinel bytes where nothing may be written), counts and
   offsets. */
static tbuf g_rin, g_rout, g_rcnt, g_roff;
#define ROWS_IN_BYTES (24u << 20)
#define ROWS_OUT_BYTES (1u << 20)
#define ROWS_CNT_BYTES 4096u
#define ROWS_OFF_BYTES (1u << 20)

static int rows_buffers(void)
{
    if (g_rin.buf) return 1;
    return buf_create(&g_dev, ROWS_IN_BYTES, &g_rin) && buf_create(&g_dev, ROWS_OUT_BYTES, &g_rout) &&
           buf_create(&g_dev, ROWS_CNT_BYTES, &g_rcnt) && buf_create(&g_dev, ROWS_OFF_BYTES, &g_roff);
}

void rows_buffers_free(void)
{
    if (!g_rin.buf) return;
    g_dev.t.vkDeviceWaitIdle(g_dev.dev);
    vkr_forget_buffer(g_ctx, g_rin.buf);
    vkr_forget_buffer(g_ctx, g_rout.buf);
    vkr_forget_buffer(g_ctx, g_rcnt.buf);
    vkr_forget_buffer(g_ctx, g_roff.buf);
    buf_destroy(&g_dev, &g_rin);
    buf_destroy(&g_dev, &g_rout);
    buf_destroy(&g_dev, &g_rcnt);
    buf_destroy(&g_dev, &g_roff);
}

/* The expected result of n elements at p: exact for integers and min/max; float add within
   the library's stated bound (kind 0/1: vkr_rows_error_bound for rows_bound rows of n; 2:
   vkr_reduce_error_bound(count_bound) for a reduce with a GPU count; 3: segments with
   max_segment_length bound_arg, and for a segment longer than that, which the stated bound
   does not cover, gamma(n - 1), the bound of any order), plus the reference's own slack and a
   subnormal allowance; mul within gamma(n - 1) (reference()). */
static void rows_expect(vkr_context c, vkr_op op, vkr_type t, const unsigned char *p, uint64_t n, int kind,
                        uint64_t bound_arg, ref_t *r)
{
    reference(op, t, p, n, g_info.mid_workgroup_size, 0, r);
    if (r->mode == EXP_TOL && op == VKR_OP_ADD) {
        double b = -1;
        long double a = 0;
        uint64_t i;
        VkResult vr;
        if (kind == 3 && n > bound_arg) {
            vr = VK_SUCCESS;
            b = (double)gamma_k((long double)(n - 1), t == VKR_TYPE_F32 ? 5.9604644775390625e-08L : 1.1102230246251565e-16L);
        } else if (kind == 3) {
            vr = t_segments_error_bound(c, op, t, n, bound_arg, &b);
        } else {
            vr = kind == 2 ? t_error_bound(c, op, t, VKR_TYPE_NONE, bound_arg, &b) : t_rows_error_bound(c, op, t, bound_arg, n, &b);
        }
        for (i = 0; i < n; i++) a += fabsl(fval(t, getb(p, i, t)));
        if (!check(vr == VK_SUCCESS && b >= 0 && b < 0.01, "error bound for %s %s n=%llu: %d, %g", opn(op), tyn(t),
                   (unsigned long long)n, (int)vr, b))
            return;
        r->tol = (long double)b * a + 1.0842021724855044340e-19L * 8 * a +
                 (long double)(2 * n + 2) * (t == VKR_TYPE_F32 ? (long double)FLT_MIN : (long double)DBL_MIN);
    }
}

/* 1 if got matches r (writes the reason into why otherwise). */
static int rows_match(vkr_type t, uint64_t got, const ref_t *r, char *why, size_t cap)
{
    char e[64], g[64];
    int ok = 1;
    fmt_val(g, sizeof g, t, got);
    fmt_val(e, sizeof e, t, r->bits);
    switch (r->mode) {
    case EXP_BITS: ok = got == r->bits; break;
    case EXP_NAN: ok = b_isnan(t, got); break;
    case EXP_VALUE: ok = !b_isnan(t, got) && fval(t, got) == r->val; break;
    case EXP_TOL: ok = !b_isnan(t, got) && !b_isinf(t, got) && fabsl(fval(t, got) - r->val) <= r->tol; break;
    default: ok = 1; break; /* EXP_SKIP: counted by the caller */
    }
    if (!ok) snprintf(why, cap, "expected %s (%.21Lg +- %.3Lg, mode %d), got %s", e, r->val, r->tol, r->mode, g);
    return ok;
}

static int sentinel_ok(const unsigned char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != SENTINEL) return 0;
    return 1;
}

#define NO_GPU_COUNT UINT64_MAX

/* Checks `segs` results at out (stride ostride elements): result s (s < eff) against the
   elements [begin[s], begin[s] + len[s]) of data, the others and the gaps untouched. */
static void rows_verify(const char *what, vkr_context c, vkr_op op, vkr_type t, const unsigned char *data,
                        const uint64_t *begin, const uint64_t *len, uint64_t segs, uint64_t eff, const unsigned char *out,
                        uint64_t ostride, int kind, uint64_t bound_arg)
{
    const size_t es = tsz(t);
    uint64_t s, skipped = 0;
    char why[256];
    int ok = 1;
    for (s = 0; s < segs && ok; s++) {
        const unsigned char *o = out + s * ostride * es;
        if (s < eff) {
            ref_t r;
            rows_expect(c, op, t, data + begin[s] * es, len[s], kind, kind == 0 ? 0 : bound_arg, &r);
            if (r.mode == EXP_SKIP) skipped++;
            if (!rows_match(t, getb(o, 0, t), &r, why, sizeof why)) {
                ok = check(0, "%s: %s %s result %llu (%llu elements from %llu): %s", what, opn(op), tyn(t), (unsigned long long)s,
                           (unsigned long long)len[s], (unsigned long long)begin[s], why);
            }
        } else if (!sentinel_ok(o, es)) {
            ok = check(0, "%s: %s %s result %llu written past the GPU count %llu", what, opn(op), tyn(t), (unsigned long long)s,
                       (unsigned long long)eff);
        }
        if (ok && ostride > 1 && s + 1 < segs && !sentinel_ok(o + es, (size_t)(ostride - 1) * es))
            ok = check(0, "%s: %s %s bytes between results %llu and %llu written", what, opn(op), tyn(t), (unsigned long long)s,
                       (unsigned long long)s + 1);
    }
    if (ok && !sentinel_ok(out - 64, 64)) ok = check(0, "%s: %s %s bytes before result 0 written", what, opn(op), tyn(t));
    if (ok && !sentinel_ok(out + ((segs ? segs - 1 : 0) * ostride + 1) * es, 64))
        ok = check(0, "%s: %s %s bytes after the last result written", what, opn(op), tyn(t));
    if (ok) check(1, "");
    if (skipped) skip("%s: %s %s: %llu results not asserted (overflow or vacuous bound)", what, opn(op), tyn(t),
                      (unsigned long long)skipped);
}

/* One row reduce on g_ctx: rows x L at stride, results ostride apart; input element offset
   in_k, output element offset out_k (after 64 sentinel bytes); gcount: the GPU row count. */
static void run_rows(vkr_context c, vkr_op op, vkr_type t, uint64_t rows, uint64_t L, uint64_t stride, uint64_t ostride,
                     unsigned in_k, unsigned out_k, uint64_t gcount)
{
    const size_t es = tsz(t);
    const uint64_t st = stride ? stride : L, os = ostride ? ostride : 1;
    const uint64_t span = rows && L ? (rows - 1) * st + L : 0;
    const VkDeviceSize in_off = 256 + (VkDeviceSize)in_k * es, out_off = 64 + (VkDeviceSize)out_k * es;
    const VkDeviceSize out_bytes = out_off + ((rows ? rows - 1 : 0) * os + 1) * es + 64;
    uint64_t *begin, *len, r, eff;
    vkr_rows_desc d;
    VkResult vr;
    char what[160];
    if (opt_refused(c, OPT_ROWS, op, t) || skip64(c, g_info.enabled_features, op, t)) return;
    if (!check(in_off + (span + 64) * es <= g_rin.size && out_bytes <= g_rout.size, "internal: rows case too big")) return;
    snprintf(what, sizeof what, "rows %llux%llu stride %llu ostride %llu in+%u out+%u%s", (unsigned long long)rows,
             (unsigned long long)L, (unsigned long long)stride, (unsigned long long)ostride, in_k, out_k,
             gcount == NO_GPU_COUNT ? "" : " gpu-count");
    if (gcount != NO_GPU_COUNT) snprintf(what + strlen(what), sizeof what - strlen(what), " %llu", (unsigned long long)gcount);
    where("%s %s %s", what, opn(op), tyn(t));
    gen(g_rin.map, t, in_off / es + span + 64, default_dist(op, t), next_seed());
    memset(g_rout.map, SENTINEL, (size_t)out_bytes);
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.rows = rows;
    d.row_length = L;
    d.row_stride = stride;
    d.input.buffer = g_rin.buf;
    d.input.offset = in_off;
    d.input.size = g_rin.size;
    d.output.buffer = g_rout.buf;
    d.output.offset = out_off;
    d.output.size = g_rout.size;
    d.output_stride = ostride;
    if (gcount != NO_GPU_COUNT) {
        ((uint32_t *)g_rcnt.map)[3] = (uint32_t)gcount;
        d.count_buffer.buffer = g_rcnt.buf;
        d.count_buffer.offset = 12; /* not a multiple of the offset alignment: the index path */
        d.count_buffer.size = g_rcnt.size;
    }
    cmd_begin(&g_dev);
    vr = vkr_cmd_reduce_rows(c, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) || !check(vr == VK_SUCCESS, "%s %s %s: vkr_cmd_reduce_rows %d: %s", what, opn(op), tyn(t), (int)vr, lerr(c)))
        return;
    eff = gcount == NO_GPU_COUNT ? rows : gcount < rows ? gcount : rows;
    begin = (uint64_t *)calloc(rows + 1, sizeof *begin);
    len = (uint64_t *)calloc(rows + 1, sizeof *len);
    for (r = 0; r < rows; r++) {
        begin[r] = in_off / es + r * st;
        len[r] = L;
    }
    rows_verify(what, c, op, t, g_rin.map, begin, len, rows, eff, g_rout.map + out_off, os, 1, rows);
    free(begin);
    free(len);
}

/* One segmented reduce: n input elements, `segs` segments with host offsets off[0..segs],
   uint64_t in the buffer with wide (offsets_64bit), else uint32_t; hint: desc->max_segment_length
   (0: none; the segments may break it). */
static void run_segs_core(vkr_context c, vkr_op op, vkr_type t, uint64_t n, const uint64_t *off, int wide, uint64_t segs,
                          uint64_t ostride, unsigned in_k, unsigned out_k, uint64_t gcount, uint64_t hint, const char *shape)
{
    const size_t es = tsz(t);
    const uint64_t os = ostride ? ostride : 1;
    const VkDeviceSize in_off = 256 + (VkDeviceSize)in_k * es, out_off = 64 + (VkDeviceSize)out_k * es;
    const VkDeviceSize out_bytes = out_off + ((segs ? segs - 1 : 0) * os + 1) * es + 64;
    uint64_t *begin, *len, s, eff;
    vkr_segments_desc d;
    VkResult vr;
    char what[160];
    if (opt_refused(c, OPT_ROWS, op, t) || skip64(c, g_info.enabled_features, op, t)) return;
    if (!check(in_off + (n + 64) * es <= g_rin.size && out_bytes <= g_rout.size && 8 + (segs + 1) * 8 <= g_roff.size,
               "internal: segments case too big"))
        return;
    snprintf(what, sizeof what, "segments %s (%llu, n %llu)%s ostride %llu in+%u out+%u%s", shape, (unsigned long long)segs,
             (unsigned long long)n, wide ? " 64-bit offsets" : "", (unsigned long long)ostride, in_k, out_k,
             gcount == NO_GPU_COUNT ? "" : " gpu-count");
    if (gcount != NO_GPU_COUNT) snprintf(what + strlen(what), sizeof what - strlen(what), " %llu", (unsigned long long)gcount);
    if (hint) snprintf(what + strlen(what), sizeof what - strlen(what), " max_segment_length %llu", (unsigned long long)hint);
    where("%s %s %s", what, opn(op), tyn(t));
    gen(g_rin.map, t, in_off / es + n + 64, default_dist(op, t), next_seed());
    memset(g_rout.map, SENTINEL, (size_t)out_bytes);
    for (s = 0; s <= segs; s++) {
        if (wide) memcpy(g_roff.map + 8 + 8 * s, &off[s], 8);
        else ((uint32_t *)(g_roff.map + 8))[s] = (uint32_t)off[s];
    }
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.segments = segs;
    d.input.buffer = g_rin.buf;
    d.input.offset = in_off;
    d.input.size = g_rin.size;
    d.input_count = n;
    d.offsets.buffer = g_roff.buf;
    d.offsets.offset = 8;
    d.offsets.size = g_roff.size;
    d.offsets_64bit = wide ? VK_TRUE : VK_FALSE;
    d.output.buffer = g_rout.buf;
    d.output.offset = out_off;
    d.output.size = g_rout.size;
    d.output_stride = ostride;
    d.max_segment_length = hint;
    if (gcount != NO_GPU_COUNT) {
        ((uint32_t *)g_rcnt.map)[1] = (uint32_t)gcount;
        d.count_buffer.buffer = g_rcnt.buf;
        d.count_buffer.offset = 4;
        d.count_buffer.size = g_rcnt.size;
    }
    cmd_begin(&g_dev);
    vr = vkr_cmd_reduce_segments(c, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) ||
        !check(vr == VK_SUCCESS, "%s %s %s: vkr_cmd_reduce_segments %d: %s", what, opn(op), tyn(t), (int)vr, lerr(c)))
        return;
    eff = gcount == NO_GPU_COUNT ? segs : gcount < segs ? gcount : segs;
    begin = (uint64_t *)calloc(segs + 1, sizeof *begin);
    len = (uint64_t *)calloc(segs + 1, sizeof *len);
    for (s = 0; s < segs; s++) { /* the documented clamping: offsets past n are n; end <= begin is empty */
        uint64_t b = off[s] < n ? off[s] : n, e = off[s + 1] < n ? off[s + 1] : n;
        begin[s] = in_off / es + b;
        len[s] = e > b ? e - b : 0;
    }
    rows_verify(what, c, op, t, g_rin.map, begin, len, segs, eff, g_rout.map + out_off, os, hint ? 3 : 0, hint);
    free(begin);
    free(len);
}

static void run_segs(vkr_context c, vkr_op op, vkr_type t, uint64_t n, const uint32_t *off, uint64_t segs, uint64_t ostride,
                     unsigned in_k, unsigned out_k, uint64_t gcount, uint64_t hint, const char *shape)
{
    uint64_t *o = (uint64_t *)malloc((size_t)(segs + 1) * 8), s;
    if (!o) return;
    for (s = 0; s <= segs; s++) o[s] = off[s];
    run_segs_core(c, op, t, n, o, 0, segs, ostride, in_k, out_k, gcount, hint, shape);
    free(o);
}

/* Random offsets: segs segments of lengths in [0, maxlen], every `empty_every`-th empty. */
static uint64_t rows_random_offsets(uint32_t *off, uint64_t segs, uint64_t maxlen, uint64_t empty_every)
{
    rng_t rr;
    uint64_t s, at = 0;
    rr.s = next_seed();
    off[0] = 0;
    for (s = 0; s < segs; s++) {
        uint64_t l = empty_every && s % empty_every == empty_every - 1 ? 0 : rbelow(&rr, maxlen + 1);
        at += l;
        off[s + 1] = (uint32_t)at;
    }
    return at;
}

/* Rows a workgroup of subgroup rows holds (vkr__rows_sg_wg: min(256, mid_workgroup_size)
   invocations, one subgroup at least). */
static uint64_t rows_per_group(void)
{
    const uint64_t S = g_info.subgroup_size, W = g_info.mid_workgroup_size < 256 ? g_info.mid_workgroup_size : 256;
    return W > S ? W / S : 1;
}

/* The small rows workgroup (vkr__rows_small_wg: max(128, S), shared path max(64, S), at most
   mid_workgroup_size). */
static uint64_t rows_small_group(void)
{
    const uint64_t S = g_info.subgroup_size, base = g_info.path == VKR_PATH_SHARED ? 64 : 128, w = S > base ? S : base;
    return w < g_info.mid_workgroup_size ? w : g_info.mid_workgroup_size;
}

/* every op x type at the edge shapes; long rows (several workgroups per row + the fold) */
void group_rows(void)
{
    const uint64_t S = g_info.subgroup_size, W = g_info.mid_workgroup_size;
    const uint64_t V = 4 * 4 * 2 * W; /* f32 elements one workgroup takes before a second one is used */
    int i, j;
    uint64_t k;
    if (!rows_buffers()) return;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            if (!op_exists(op, t)) continue;
            run_rows(g_ctx, op, t, 1, 0, 0, 0, 0, 0, NO_GPU_COUNT);      /* rows of length 0: identity */
            run_rows(g_ctx, op, t, 5, 0, 3, 2, 1, 1, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 1, 1, 0, 0, 0, 0, NO_GPU_COUNT);      /* length 1 */
            run_rows(g_ctx, op, t, 7, 1, 3, 2, 3, 1, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 3, S - 1, 0, 0, 1, 0, NO_GPU_COUNT);  /* subgroup +- 1 */
            run_rows(g_ctx, op, t, 3, S + 1, S + 2, 3, 0, 5, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 4, W - 1, W + 3, 1, 7, 0, NO_GPU_COUNT); /* workgroup +- 1 */
            run_rows(g_ctx, op, t, 4, W + 1, 0, 1, 0, 0, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 9, 4 * W + 5, 4 * W + 6, 1, 2, 0, NO_GPU_COUNT); /* unaligned rows */
            { /* the small workgroup and the end of its tier (4 vectors per invocation) */
                const uint64_t ws = rows_small_group(), T = ws * (16 / tsz(t)) * 4;
                run_rows(g_ctx, op, t, 4, ws - 1, ws, 2, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, ws + 1, 0, 1, 0, 3, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T - 1, T + 2, 1, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 2, T, 0, 1, 0, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T + 1, 0, 1, 3, 1, NO_GPU_COUNT);
            }
            { /* subgroup rows (native, shuffle): the end of the tier (8 vectors per lane), of one
                 four-vector step per lane, and row counts around the rows a workgroup holds */
                const uint64_t T2 = S * (16 / tsz(t)) * 8, R = rows_per_group();
                run_rows(g_ctx, op, t, 3, T2 - 1, T2 + 1, 1, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 2, T2, 0, 1, 0, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T2 + 1, 0, 2, 3, 1, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T2 / 2 - 1, T2 / 2, 1, 0, 2, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T2 / 2 + 1, T2 / 2 + 3, 1, 2, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, R + 1, 3, 5, 2, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 2 * R - 1, T2 / 2 + 5, 0, 1, 0, 0, NO_GPU_COUNT);
            }
            run_rows(g_ctx, op, t, 1, 33333, 0, 0, 3, 0, NO_GPU_COUNT); /* one row */
            run_rows(g_ctx, op, t, g_opt.quick ? 300 : 1000, 5, 7, 1, 1, 0, NO_GPU_COUNT); /* many small rows */
            if (!g_opt.quick || (i == 0 && j < 3))
                run_rows(g_ctx, op, t, 3, V + 1, V + 9, 1, 1, 2, NO_GPU_COUNT); /* C > 1: partials + fold */
        }
    /* 1,000 x 1,024 (the bench case), long rows with several workgroups each, exactly V */
    run_rows(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 1000, 1024, 0, 0, 0, 0, NO_GPU_COUNT);
    run_rows(g_ctx, VKR_OP_XOR, VKR_TYPE_U32, 1000, 1024, 1025, 2, 1, 0, NO_GPU_COUNT);
    for (k = 0; k < 4; k++) {
        vkr_type t = k == 0 ? VKR_TYPE_F32 : k == 1 ? VKR_TYPE_U32 : k == 2 ? VKR_TYPE_F64 : VKR_TYPE_I64;
        vkr_op op = k == 1 ? VKR_OP_XOR : k == 3 ? VKR_OP_MIN : VKR_OP_ADD;
        run_rows(g_ctx, op, t, 2, 300000, 300001, 1, (unsigned)k, 0, NO_GPU_COUNT);
        run_rows(g_ctx, op, t, 8, 70000, 0, 3, 0, 1, NO_GPU_COUNT);
        run_rows(g_ctx, op, t, 5, V, 0, 1, 0, 0, NO_GPU_COUNT);
    }
}

/* Determinism: the same row reduce (float add, long rows with the fold, and short rows) run
   3 times gives the same bits; a segmented reduce of the same rows (offsets r * L) gives the
   bits of the row reduce when both run one mid_workgroup_size workgroup per row. */
static void rows_determinism(vkr_type t, uint64_t rows, uint64_t L)
{
    const size_t es = tsz(t);
    const VkDeviceSize out_bytes = rows * es, A = 4096;
    uint32_t *off = (uint32_t *)(g_roff.map);
    vkr_rows_desc d;
    vkr_segments_desc sd;
    uint64_t r;
    int k, ok = 1;
    VkResult vr = VK_SUCCESS;
    if (skip64(g_ctx, g_info.enabled_features, VKR_OP_ADD, t)) return;
    where("rows determinism %s %llu x %llu", tyn(t), (unsigned long long)rows, (unsigned long long)L);
    gen(g_rin.map, t, rows * L + 16, D_UNIFORM, next_seed());
    memset(g_rout.map, SENTINEL, 5 * A);
    memset(&d, 0, sizeof d);
    d.op = VKR_OP_ADD;
    d.type = t;
    d.rows = rows;
    d.row_length = L;
    d.input.buffer = g_rin.buf;
    d.input.size = g_rin.size;
    d.output.buffer = g_rout.buf;
    d.output.size = g_rout.size;
    for (r = 0; r <= rows; r++) off[r] = (uint32_t)(r * L);
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_ADD;
    sd.type = t;
    sd.segments = rows;
    sd.input.buffer = g_rin.buf;
    sd.input.size = g_rin.size;
    sd.input_count = rows * L;
    sd.offsets.buffer = g_roff.buf;
    sd.offsets.size = g_roff.size;
    sd.output.buffer = g_rout.buf;
    sd.output.offset = 3 * A;
    sd.output.size = g_rout.size;
    cmd_begin(&g_dev);
    for (k = 0; k < 3 && vr == VK_SUCCESS; k++) {
        d.output.offset = (VkDeviceSize)k * A;
        vr = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &d);
    }
    if (vr == VK_SUCCESS) vr = vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &sd);
    sd.output.offset = 4 * A;
    sd.max_segment_length = L; /* the rows' own kernel */
    if (vr == VK_SUCCESS) vr = vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &sd);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) || !check(vr == VK_SUCCESS, "rows determinism: %d %s", (int)vr, lerr(g_ctx))) return;
    for (k = 1; k < 3; k++) ok &= !memcmp(g_rout.map, g_rout.map + k * A, (size_t)out_bytes);
    check(ok, "rows determinism %s %llu x %llu: runs differ in bits", tyn(t), (unsigned long long)rows, (unsigned long long)L);
    /* one mid_workgroup_size workgroup per row in both (past the small workgroup's and the
       subgroup rows' tiers, below two workgroups' worth): the same grid, the same bits */
    if (L > rows_small_group() * (16 / es) * 4 && L > (uint64_t)g_info.subgroup_size * (16 / es) * 8 &&
        L <= (uint64_t)g_info.mid_workgroup_size * (16 / es) * 4 * 2)
        check(!memcmp(g_rout.map, g_rout.map + 3 * A, (size_t)out_bytes),
              "rows determinism %s %llu x %llu: the segmented reduce of the same rows has other bits", tyn(t),
              (unsigned long long)rows, (unsigned long long)L);
    /* with max_segment_length L, segments take the rows' tier: the same bits wherever a row is
       one workgroup's (or subgroup's) */
    if (L <= (uint64_t)g_info.mid_workgroup_size * (16 / es) * 4 * 2)
        check(!memcmp(g_rout.map, g_rout.map + 4 * A, (size_t)out_bytes),
              "rows determinism %s %llu x %llu: segments with max_segment_length %llu have other bits than the rows", tyn(t),
              (unsigned long long)rows, (unsigned long long)L, (unsigned long long)L);
}

/* every op x type: random lengths with empty segments, 1,000 tiny segments, one huge segment,
   offsets past the input and decreasing offsets (empty) */
void group_rows_segments(void)
{
    uint32_t *off = (uint32_t *)malloc(4 * 4096);
    int i, j;
    if (!rows_buffers() || !off) return;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            uint64_t n;
            if (!op_exists(op, t)) continue;
            n = rows_random_offsets(off, 60, 700, 5);
            run_segs(g_ctx, op, t, n, off, 60, 1, 1, 0, NO_GPU_COUNT, 0, "random 0..700, every 5th empty");
            n = rows_random_offsets(off, g_opt.quick ? 300 : 1000, 3, 0);
            run_segs(g_ctx, op, t, n, off, g_opt.quick ? 300 : 1000, 2, 0, 1, NO_GPU_COUNT, 0, "tiny 0..3");
            off[0] = 0;
            off[1] = 200003;
            run_segs(g_ctx, op, t, 200003, off, 1, 1, 3, 0, NO_GPU_COUNT, 0, "one huge");
            off[0] = 5;
            off[1] = 3;     /* end < begin: empty */
            off[2] = 70;
            off[3] = 90000; /* past n = 100: clamped to n */
            off[4] = 0xffffffffu;
            run_segs(g_ctx, op, t, 100, off, 4, 1, 0, 0, NO_GPU_COUNT, 0, "decreasing, past n");
            run_segs(g_ctx, op, t, 100, off, 4, 1, 0, 0, NO_GPU_COUNT, 100, "decreasing, past n");
            off[0] = 0;
            run_segs(g_ctx, op, t, 0, off, 1, 1, 0, 0, NO_GPU_COUNT, 0, "input_count 0");
            { /* 64-bit offsets: random lengths, and offsets past 2^32 (clamped to n) */
                uint64_t o64[62], s;
                n = rows_random_offsets(off, 60, 700, 5);
                for (s = 0; s <= 60; s++) o64[s] = off[s];
                run_segs_core(g_ctx, op, t, n, o64, 1, 60, 2, 1, 1, NO_GPU_COUNT, 0, "random 0..700");
                o64[0] = 10;
                o64[1] = 0x100000005ull; /* [10, n) */
                o64[2] = 3;              /* (past n, 3): empty */
                o64[3] = 0xffffffff00000000ull;
                run_segs_core(g_ctx, op, t, 5000, o64, 1, 3, 1, 0, 0, NO_GPU_COUNT, 0, "past 2^32");
                n = rows_random_offsets(off, 60, 300, 5); /* a broken bound, 64-bit offsets */
                for (s = 0; s <= 60; s++) o64[s] = off[s];
                run_segs_core(g_ctx, op, t, n, o64, 1, 60, 1, 3, 0, NO_GPU_COUNT, 12, "random 0..300");
            }
            { /* max_segment_length: the subgroup rows' limit E (native, shuffle), just past it,
                 tiny segments with a GPU count, and a bound the segments break */
                const uint64_t E = (uint64_t)g_info.subgroup_size * (16 / tsz(t)) * 8;
                const uint64_t tiny = g_opt.quick ? 300 : 1000;
                n = rows_random_offsets(off, 60, E, 7);
                run_segs(g_ctx, op, t, n, off, 60, 1, 1, 0, NO_GPU_COUNT, E, "random 0..E, every 7th empty");
                n = rows_random_offsets(off, 60, E + 1, 0);
                run_segs(g_ctx, op, t, n, off, 60, 2, 0, 1, NO_GPU_COUNT, E + 1, "random 0..E + 1");
                n = rows_random_offsets(off, tiny, 3, 0);
                run_segs(g_ctx, op, t, n, off, tiny, 1, 3, 0, tiny / 2, 3, "tiny 0..3");
                n = rows_random_offsets(off, 60, 4 * E, 5);
                run_segs(g_ctx, op, t, n, off, 60, 1, 0, 0, NO_GPU_COUNT, E / 4, "random 0..4E");
            }
        }
    rows_determinism(VKR_TYPE_F32, 300, 100);  /* subgroup rows at every subgroup size */
    rows_determinism(VKR_TYPE_F32, 300, 1000); /* the small workgroup, or subgroup rows (subgroup size >= 32) */
    rows_determinism(VKR_TYPE_F32, 300, 2000); /* the small workgroup (native, shuffle), or the mid one */
    rows_determinism(VKR_TYPE_F32, 300, 3000); /* the mid workgroup: also against the segments */
    rows_determinism(VKR_TYPE_F64, 50, 3001);
    rows_determinism(VKR_TYPE_F32, 3, 100000); /* several workgroups per row and the fold */
    free(off);
}

/* A plain reduce with a GPU count: dispatch sized for `bound`, the count read on the GPU. */
static void run_count_reduce(vkr_context c, vkr_op op, vkr_type t, uint64_t bound, uint64_t g, unsigned in_k)
{
    const size_t es = tsz(t);
    const VkDeviceSize in_off = 256 + (VkDeviceSize)in_k * es;
    const uint64_t eff = g < bound ? g : bound;
    vkr_reduce_desc d;
    VkResult vr;
    ref_t r;
    char why[256];
    if (skip64(c, g_info.enabled_features, op, t)) return;
    if (!check(in_off + (bound + 64) * es <= g_rin.size, "internal: reduce case too big")) return;
    where("reduce gpu-count bound %llu count %llu %s %s", (unsigned long long)bound, (unsigned long long)g, opn(op), tyn(t));
    gen(g_rin.map, t, in_off / es + bound + 64, default_dist(op, t), next_seed());
    memset(g_rout.map, SENTINEL, 256);
    ((uint32_t *)g_rcnt.map)[0] = (uint32_t)g;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.count = bound;
    d.input.buffer = g_rin.buf;
    d.input.offset = in_off;
    d.input.size = in_off + bound * es; /* exactly the bound */
    d.output.buffer = g_rout.buf;
    d.output.offset = 64;
    d.output.size = g_rout.size;
    d.count_buffer.buffer = g_rcnt.buf;
    d.count_buffer.offset = 0;
    d.count_buffer.size = 4;
    cmd_begin(&g_dev);
    vr = vkr_cmd_reduce(c, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) || !check(vr == VK_SUCCESS, "reduce gpu-count: %d: %s", (int)vr, lerr(c))) return;
    rows_expect(c, op, t, g_rin.map + in_off, eff, 2, bound, &r);
    if (r.mode == EXP_SKIP) skip("reduce gpu-count %s %s: %s", opn(op), tyn(t), r.why);
    check(rows_match(t, getb(g_rout.map + 64, 0, t), &r, why, sizeof why) && sentinel_ok(g_rout.map, 64) &&
              sentinel_ok(g_rout.map + 64 + es, 64),
          "reduce bound %llu, GPU count %llu (in+%u) %s %s: %s", (unsigned long long)bound, (unsigned long long)g, in_k, opn(op),
          tyn(t), why);
}

/* GPU-resident counts: 0, small, equal to and past the bound, for reduces, rows and segments;
   ranges; several in one command buffer sharing buffers */
void group_rows_gpucount(void)
{
    const uint64_t gs[6] = {0, 1, 3, 0, 0, 0xffffffffu}; /* [3] = bound, [4] = bound + 5 */
    uint32_t *off = (uint32_t *)malloc(4 * 4096);
    int i, j, k;
    if (!rows_buffers() || !off) return;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            uint64_t n, bounds[2] = {37, 100003}, b;
            if (!op_exists(op, t)) continue;
            for (b = 0; b < 2; b++)
                for (k = 0; k < 6; k++) {
                    uint64_t g = k == 3 ? bounds[b] : k == 4 ? bounds[b] + 5 : gs[k];
                    if (g_opt.quick && i > 0 && (k == 1 || k == 5)) continue;
                    run_count_reduce(g_ctx, op, t, bounds[b], g, (unsigned)k);
                    if (b == 0) {
                        if (k == 2) g = 40000; /* mid count, past 4 workgroups' worth of the bound */
                        if (k != 2 || !g_opt.quick) run_count_reduce(g_ctx, op, t, 100003, g == 1 ? 99999 : g, 1);
                    }
                }
            for (k = 0; k < 6; k++) {
                uint64_t g = k == 3 ? 50 : k == 4 ? 55 : gs[k];
                run_rows(g_ctx, op, t, 50, 9, 11, 2, 1, 1, g);
                n = rows_random_offsets(off, 40, 200, 4);
                g = k == 3 ? 40 : k == 4 ? 45 : gs[k];
                run_segs(g_ctx, op, t, n, off, 40, 1, 0, 0, g, 0, "random 0..200");
            }
            { /* subgroup rows: GPU counts inside the second workgroup's rows, and past the bound */
                const uint64_t R = rows_per_group();
                run_rows(g_ctx, op, t, 2 * R + 3, 9, 11, 2, 1, 1, R + 1);
                run_rows(g_ctx, op, t, 2 * R + 3, 30, 0, 1, 0, 0, 3 * R + 4);
            }
            if (i == 0) /* long rows: a GPU row count with the fold dispatch */
                for (k = 0; k < 6; k++) run_rows(g_ctx, op, t, 3, 4 * 4 * 2 * g_info.mid_workgroup_size + 7, 0, 1, 0, 0,
                                                 k == 3 ? 3 : k == 4 ? 8 : gs[k]);
        }
    /* ranges: a context with 64 KiB binding ranges; GPU counts inside the first, in a later
       one, and past the bound */
    {
        vkr_context_desc cd;
        vkr_context c;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.max_binding_range = 65536;
        c = make_context(&cd, "max_binding_range 64 KiB");
        if (c) {
            static const uint64_t cs[6] = {0, 5, 16000, 40001, 100003, 200000};
            for (k = 0; k < 6; k++) {
                run_count_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, 100003, cs[k], (unsigned)k);
                run_count_reduce(c, VKR_OP_ADD, VKR_TYPE_F64, 50003, cs[k], (unsigned)k);
                run_count_reduce(c, VKR_OP_MIN, VKR_TYPE_I32, 100003, cs[k], 0);
            }
            g_dev.t.vkDeviceWaitIdle(g_dev.dev);
            vkr_destroy_context(c);
        }
    }
    /* engine mode: a plain reduce, two row reduces and a segmented reduce in one command buffer,
       sharing the input, count and output buffers (outputs in disjoint aligned blocks) and the
       managed scratch; barriers only where the header says (none between them: each records
       its scratch barrier, and they read the same input) */
    {
        const VkDeviceSize A = 1024; /* apart: each result block (<= 400 bytes) in its own aligned block */
        uint32_t *cnt = (uint32_t *)g_rcnt.map;
        uint64_t n = rows_random_offsets(off, 100, 50, 7), s;
        vkr_reduce_desc rd;
        vkr_rows_desc wd, wd2;
        vkr_segments_desc sd;
        VkResult r1, r2, r3, r4;
        ref_t ref;
        char why[256];
        int ok = 1;
        where("engine batch: reduce + rows + rows + segments in one command buffer");
        gen(g_rin.map, VKR_TYPE_U32, 200000, D_FULL, next_seed());
        memset(g_rout.map, SENTINEL, 4 * A + 4096);
        memcpy(g_roff.map, off, 101 * 4);
        cnt[0] = 7777; /* reduce */
        cnt[1] = 90;   /* rows of wd */
        cnt[2] = 1000; /* rows of wd2: past its bound 64 */
        cnt[3] = 60;   /* segments */
        memset(&rd, 0, sizeof rd);
        rd.op = VKR_OP_ADD;
        rd.type = VKR_TYPE_U32;
        rd.count = 10000;
        rd.input.buffer = g_rin.buf;
        rd.input.size = g_rin.size;
        rd.output.buffer = g_rout.buf;
        rd.output.offset = 0;
        rd.output.size = g_rout.size;
        rd.count_buffer.buffer = g_rcnt.buf;
        rd.count_buffer.offset = 0;
        rd.count_buffer.size = 16;
        memset(&wd, 0, sizeof wd);
        wd.op = VKR_OP_XOR;
        wd.type = VKR_TYPE_U32;
        wd.rows = 100;
        wd.row_length = 300;
        wd.row_stride = 301;
        wd.input.buffer = g_rin.buf;
        wd.input.offset = 4;
        wd.input.size = g_rin.size;
        wd.output.buffer = g_rout.buf;
        wd.output.offset = A;
        wd.output.size = g_rout.size;
        wd.count_buffer.buffer = g_rcnt.buf;
        wd.count_buffer.offset = 4;
        wd.count_buffer.size = 16;
        wd2 = wd;
        wd2.op = VKR_OP_MAX;
        wd2.rows = 64;
        wd2.row_length = 1000;
        wd2.row_stride = 0;
        wd2.output.offset = 2 * A;
        wd2.count_buffer.offset = 8;
        memset(&sd, 0, sizeof sd);
        sd.op = VKR_OP_MIN;
        sd.type = VKR_TYPE_U32;
        sd.segments = 100;
        sd.input.buffer = g_rin.buf;
        sd.input.offset = 0;
        sd.input.size = g_rin.size;
        sd.input_count = n;
        sd.offsets.buffer = g_roff.buf;
        sd.offsets.size = g_roff.size;
        sd.output.buffer = g_rout.buf;
        sd.output.offset = 3 * A;
        sd.output.size = g_rout.size;
        sd.count_buffer.buffer = g_rcnt.buf;
        sd.count_buffer.offset = 12;
        sd.count_buffer.size = 16;
        cmd_begin(&g_dev);
        r1 = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
        r2 = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd);
        r3 = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd2);
        r4 = vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &sd);
        cmd_barrier_to_host(&g_dev);
        if (cmd_submit_wait(&g_dev) &&
            check(r1 == VK_SUCCESS && r2 == VK_SUCCESS && r3 == VK_SUCCESS && r4 == VK_SUCCESS, "engine batch: %d %d %d %d: %s",
                  (int)r1, (int)r2, (int)r3, (int)r4, lerr(g_ctx))) {
            reference(VKR_OP_ADD, VKR_TYPE_U32, g_rin.map, 7777, 256, 0, &ref);
            ok &= rows_match(VKR_TYPE_U32, getb(g_rout.map, 0, VKR_TYPE_U32), &ref, why, sizeof why);
            for (s = 0; s < 100 && ok; s++) {
                reference(VKR_OP_XOR, VKR_TYPE_U32, g_rin.map + 4 + s * 301 * 4, 300, 256, 0, &ref);
                ok &= s < 90 ? rows_match(VKR_TYPE_U32, getb(g_rout.map + A, s, VKR_TYPE_U32), &ref, why, sizeof why)
                             : sentinel_ok(g_rout.map + A + 4 * s, 4);
            }
            for (s = 0; s < 64 && ok; s++) {
                reference(VKR_OP_MAX, VKR_TYPE_U32, g_rin.map + 4 + s * 1000 * 4, 1000, 256, 0, &ref);
                ok &= rows_match(VKR_TYPE_U32, getb(g_rout.map + 2 * A, s, VKR_TYPE_U32), &ref, why, sizeof why);
            }
            for (s = 0; s < 100 && ok; s++) {
                reference(VKR_OP_MIN, VKR_TYPE_U32, g_rin.map + 4 * off[s], off[s + 1] - off[s], 256, 0, &ref);
                ok &= s < 60 ? rows_match(VKR_TYPE_U32, getb(g_rout.map + 3 * A, s, VKR_TYPE_U32), &ref, why, sizeof why)
                             : sentinel_ok(g_rout.map + 3 * A + 4 * s, 4);
            }
            check(ok, "engine batch (reduce + rows + rows + segments, shared buffers): wrong result (%s)", why);
        }
    }
    free(off);
}

/* bad input: a VkResult and a message naming the argument, nothing recorded */
void group_rows_bad(void)
{
    vkr_rows_desc w, w0;
    vkr_segments_desc s, s0;
    vkr_reduce_desc rd;
    VkCommandBuffer cmd = g_dev.cmd;
    double b;
    if (!rows_buffers()) return;
    memset(&w0, 0, sizeof w0);
    w0.op = VKR_OP_ADD;
    w0.type = VKR_TYPE_F32;
    w0.rows = 10;
    w0.row_length = 100;
    w0.input.buffer = g_rin.buf;
    w0.input.size = 4000;
    w0.output.buffer = g_rout.buf;
    w0.output.size = 40;
    memset(&s0, 0, sizeof s0);
    s0.op = VKR_OP_ADD;
    s0.type = VKR_TYPE_U32;
    s0.segments = 10;
    s0.input.buffer = g_rin.buf;
    s0.input.size = 4000;
    s0.input_count = 1000;
    s0.offsets.buffer = g_roff.buf;
    s0.offsets.size = 44;
    s0.output.buffer = g_rout.buf;
    s0.output.size = 40;
    where("rows bad-input calls");
    cmd_begin(&g_dev);
#define BADW(stmt, want, words, what)                                                         \
    do {                                                                                       \
        w = w0;                                                                                \
        stmt;                                                                                  \
        expect_fail(vkr_cmd_reduce_rows(g_ctx, cmd, &w), want, g_ctx, words, what);            \
    } while (0)
#define BADS(stmt, want, words, what)                                                         \
    do {                                                                                       \
        s = s0;                                                                                \
        stmt;                                                                                  \
        expect_fail(vkr_cmd_reduce_segments(g_ctx, cmd, &s), want, g_ctx, words, what);        \
    } while (0)
    /* the good descs are good (recorded, then the command buffer is submitted below) */
    /* input words written (memcheck sees the jitted shader read them), the output poisoned:
       after the submit below both good calls must have written zeros (rows of zeros, then the
       same 40 bytes as 10 empty segments); the barrier between them orders their writes */
    memset(g_rin.map, 0, 4000);
    memset(g_rout.map, 0xff, 40);
    memset(g_roff.map, 0, 44);
    check(vkr_cmd_reduce_rows(g_ctx, cmd, &w0) == VK_SUCCESS, "good rows desc: %s", lerr(g_ctx));
    cmd_barrier_compute(&g_dev);
    check(vkr_cmd_reduce_segments(g_ctx, cmd, &s0) == VK_SUCCESS, "good segments desc: %s", lerr(g_ctx));
    BADW(w.row_stride = 99, VK_ERROR_VALIDATION_FAILED_EXT, "row_stride|row_length", "row_stride < row_length");
    BADW(w.input.size = 3996, VK_ERROR_VALIDATION_FAILED_EXT, "input.size", "input too small for the rows");
    BADW(w.row_stride = 101, VK_ERROR_VALIDATION_FAILED_EXT, "input.size", "input too small with the stride");
    BADW(w.output.size = 36, VK_ERROR_VALIDATION_FAILED_EXT, "output.size", "output too small");
    BADW(w.output_stride = 2, VK_ERROR_VALIDATION_FAILED_EXT, "output.size", "output too small for output_stride");
    BADW(w.output.offset = 2, VK_ERROR_VALIDATION_FAILED_EXT, "output.offset", "output.offset misaligned");
    BADW(w.input.offset = 6, VK_ERROR_VALIDATION_FAILED_EXT, "input.offset", "input.offset misaligned");
    BADW(w.input.buffer = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "input", "input null");
    BADW(w.output.buffer = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "output", "output null");
    BADW(w.rows = 0x100000000ull, VK_ERROR_VALIDATION_FAILED_EXT, "rows", "rows 2^32");
    BADW((w.rows = 3, w.row_length = 0x80000000ull), VK_ERROR_VALIDATION_FAILED_EXT, "rows|row_stride", "span past 2^32 elements");
    BADW(w.flags = 1u << 30, VK_ERROR_VALIDATION_FAILED_EXT, "flags", "unknown flags");
    BADW(w.op = VKR_OP_AND, VK_ERROR_FORMAT_NOT_SUPPORTED, "and|f32", "and on f32");
    BADW(w.op = VKR_OP_NONE, VK_ERROR_VALIDATION_FAILED_EXT, "op", "op NONE");
    BADW(w.type = (vkr_type)99, VK_ERROR_VALIDATION_FAILED_EXT, "type", "type 99");
    BADW((w.count_buffer.buffer = g_rcnt.buf, w.count_buffer.offset = 2, w.count_buffer.size = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "count_buffer.offset", "count buffer misaligned");
    BADW((w.count_buffer.buffer = g_rcnt.buf, w.count_buffer.offset = 16, w.count_buffer.size = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "count_buffer.offset|count_buffer.size", "count word past the count buffer");
    BADW((w.count_buffer.buffer = g_rcnt.buf, w.count_buffer.size = 0), VK_ERROR_VALIDATION_FAILED_EXT, "count_buffer.size",
         "count_buffer.size 0");
    BADW((w.scratch.buffer = g_rcnt.buf, w.scratch.size = 16), VK_ERROR_VALIDATION_FAILED_EXT, "scratch", "scratch too small");
    BADS(s.offsets.size = 40, VK_ERROR_VALIDATION_FAILED_EXT, "offsets.size", "offsets buffer too small");
    BADS(s.offsets.offset = 4, VK_ERROR_VALIDATION_FAILED_EXT, "offsets", "offsets past the buffer by the offset");
    BADS((s.offsets.offset = 2, s.offsets.size = 64), VK_ERROR_VALIDATION_FAILED_EXT, "offsets.offset", "offsets misaligned");
    BADS(s.offsets.buffer = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "offsets", "offsets null");
    BADS((s.offsets_64bit = VK_TRUE, s.offsets.size = 88, s.offsets.offset = 4), VK_ERROR_VALIDATION_FAILED_EXT,
         "offsets.offset", "64-bit offsets at a multiple of 4 only");
    BADS((s.offsets_64bit = VK_TRUE, s.offsets.size = 87), VK_ERROR_VALIDATION_FAILED_EXT, "offsets.size",
         "64-bit offsets: buffer too small");
    BADS(s.offsets_64bit = 2, VK_ERROR_VALIDATION_FAILED_EXT, "offsets_64bit", "offsets_64bit 2");
    BADS(s.input_count = 1001, VK_ERROR_VALIDATION_FAILED_EXT, "input.size", "input_count past the input");
    BADS(s.input_count = 0x100000000ull, VK_ERROR_VALIDATION_FAILED_EXT, "input_count", "input_count 2^32");
    BADS(s.output.size = 39, VK_ERROR_VALIDATION_FAILED_EXT, "output", "segments output too small");
    BADS((s.count_buffer.buffer = g_rcnt.buf, s.count_buffer.offset = 1, s.count_buffer.size = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "count_buffer.offset", "segments count misaligned");
    if (!skip64(g_ctx, g_info.enabled_features, VKR_OP_ADD, VKR_TYPE_F64)) /* --no-64bit: refused first */
        BADS((s.type = VKR_TYPE_F64, s.output.size = 80), VK_ERROR_VALIDATION_FAILED_EXT, "input.size",
             "f64: 1000 elements past 4000 bytes");
    /* what rows and segments take: not the arg ops, transform-reduces or compensated sums */
    BADW(w.op = VKR_OP_ARGMIN, VK_ERROR_FEATURE_NOT_PRESENT, "argmin", "rows: argmin");
    BADW(w.op = VKR_OP_MINMAX, VK_ERROR_FEATURE_NOT_PRESENT, "minmax", "rows: minmax");
    BADW(w.op = VKR_OP_DOT, VK_ERROR_FORMAT_NOT_SUPPORTED, "dot", "rows: dot");
    BADW(w.op = VKR_OP_NORM2, VK_ERROR_FORMAT_NOT_SUPPORTED, "norm2", "rows: norm2");
    BADW(w.flags = VKR_REDUCE_COMPENSATED, VK_ERROR_FORMAT_NOT_SUPPORTED, "compensated", "rows: compensated");
    BADW(w.type = VKR_TYPE_F16, VK_ERROR_FORMAT_NOT_SUPPORTED, "f16", "rows: f16 input");
    BADS(s.op = VKR_OP_ARGMAX, VK_ERROR_FEATURE_NOT_PRESENT, "argmax", "segments: argmax");
    BADS(s.op = VKR_OP_SUM_SQUARES, VK_ERROR_FORMAT_NOT_SUPPORTED, "sum_squares", "segments: sum_squares");
    /* the results share no byte with the input, the offsets, the count word or the scratch region */
    BADW((w.output.buffer = g_rin.buf, w.output.size = 4000, w.output.offset = 400), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|input", "rows: results inside the input");
    BADW((w.output.buffer = g_rin.buf, w.output.size = g_rin.size, w.output.offset = 3996, w.input.offset = 4,
          w.input.size = 4004), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|output|input", "rows: a result on the last input element");
    BADW((w.count_buffer.buffer = g_rout.buf, w.count_buffer.offset = 36, w.count_buffer.size = 40), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|count_buffer", "rows: the count word among the results");
    BADW((w.scratch.buffer = g_rin.buf, w.scratch.size = g_rin.size), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|scratch|input",
         "rows: the input inside the scratch region");
    BADS((s.output.buffer = g_roff.buf, s.output.size = 44, s.output.offset = 4), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|offsets", "segments: results over the offsets");
    BADS((s.output.buffer = g_rin.buf, s.output.size = 4000, s.output.offset = 3960), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|input", "segments: results inside the input");
    /* 0 rows / segments record nothing and write nothing, whatever the output can hold (as a scan of 0) */
    w = w0;
    w.rows = 0;
    w.output.offset = 40;
    w.output.size = 40;
    check(vkr_cmd_reduce_rows(g_ctx, cmd, &w) == VK_SUCCESS, "rows 0 with an output that holds no element: %s", lerr(g_ctx));
    s = s0;
    s.segments = 0;
    s.output.offset = 40;
    s.output.size = 40;
    check(vkr_cmd_reduce_segments(g_ctx, cmd, &s) == VK_SUCCESS, "segments 0 with an output that holds no element: %s",
          lerr(g_ctx));
    expect_fail(vkr_cmd_reduce_rows(g_ctx, cmd, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc", "rows desc NULL");
    expect_fail(vkr_cmd_reduce_rows(g_ctx, NULL, &w0), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "cmd", "rows cmd NULL");
    expect_fail(vkr_cmd_reduce_segments(g_ctx, cmd, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc", "segments desc NULL");
    expect_fail(vkr_cmd_reduce_rows(NULL, cmd, &w0), VK_ERROR_VALIDATION_FAILED_EXT, NULL, NULL, "rows ctx NULL");
    /* plain reduce with a count buffer */
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_U32;
    rd.count = 100;
    rd.input.buffer = g_rin.buf;
    rd.input.size = g_rin.size;
    rd.output.buffer = g_rout.buf;
    rd.output.size = 64;
    rd.count_buffer.buffer = g_rcnt.buf;
    rd.count_buffer.offset = 6;
    rd.count_buffer.size = 16;
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "count_buffer.offset", "reduce: count misaligned");
    rd.count_buffer.offset = 16;
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "count_buffer.size",
                "reduce: count word past the buffer");
    rd.count_buffer.offset = 0;
    rd.count = 0x100000000ull;
    rd.input.size = 0x400000000ull; /* a claimed size: the bound check comes first */
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "count", "reduce: bound 2^32 with a count buffer");
    cmd_barrier_to_host(&g_dev);
    if (cmd_submit_wait(&g_dev)) {
        static const unsigned char zeros[40] = {0};
        check(memcmp(g_rout.map, zeros, 40) == 0, "good rows + segments descs: the 40 output bytes are not all zero");
    }
    /* the error bound: NULL, and a sane value */
    expect_fail(t_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 1, 10, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "bound",
                "vkr_rows_error_bound(bound NULL)");
    b = -1;
    check(t_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 1000, 1024, &b) == VK_SUCCESS && b > 0 && b < 1e-4,
          "vkr_rows_error_bound(f32 add, 1000 x 1024) = %g", b);
    b = -1;
    check(t_rows_error_bound(g_ctx, VKR_OP_MAX, VKR_TYPE_F32, 1000, 1024, &b) == VK_SUCCESS && b == 0,
          "vkr_rows_error_bound(f32 max) = %g, want 0", b);
#undef BADW
#undef BADS
}

/* prototype mode: vkr_reduce_rows / vkr_reduce_segments on host arrays, every op x type,
   validation on; then the buffers of the rows groups go */
void group_rows_proto(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    vkr_context_info info;
    unsigned char *data = (unsigned char *)malloc(8 * 70000), *res = (unsigned char *)malloc(8 * 1001);
    uint32_t *off = (uint32_t *)malloc(4 * 1001);
    uint64_t *begin = (uint64_t *)malloc(8 * 1001), *len = (uint64_t *)malloc(8 * 1001);
    int i, j;
    VkResult r;
    rows_buffers_free();
    if (!data || !res || !off || !begin || !len) return;
    memset(&pd, 0, sizeof pd);
    pd.validation = g_validation ? VK_TRUE : VK_FALSE;
    pd.log = test_log;
    pd.options.binding = g_force_binding;
    pd.options.path = g_opt.path;
    g_log_validation = 0;
    where("vkr_create_prototype_context (rows)");
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "vkr_create_prototype_context: %d", (int)r)) goto done;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            uint64_t rows = 30, L = 1000, st = 1003, s, n;
            unsigned char *out;
            if (!op_exists(op, t) || t_supports(c, op, t, VKR_TYPE_NONE) != VK_SUCCESS) {
                if (op_exists(op, t)) skip("prototype rows: %s %s not supported: %s", opn(op), tyn(t), lerr(c));
                continue;
            }
            where("prototype rows %s %s", opn(op), tyn(t));
            gen(data, t, 70000, default_dist(op, t), next_seed());
            out = res + 64;
            memset(res, SENTINEL, 8 * 1001);
            r = t_reduce_rows(c, op, t, data, rows, L, st, out);
            if (check(r == VK_SUCCESS, "vkr_reduce_rows %s %s: %d %s", opn(op), tyn(t), (int)r, lerr(c))) {
                for (s = 0; s < rows; s++) {
                    begin[s] = s * st;
                    len[s] = L;
                }
                rows_verify("prototype rows 30 x 1000 stride 1003", c, op, t, data, begin, len, rows, rows, out, 1, 1, rows);
            }
            where("prototype segments %s %s", opn(op), tyn(t));
            n = rows_random_offsets(off, 200, 300, 6);
            memset(res, SENTINEL, 8 * 1001);
            r = t_reduce_segments(c, op, t, data, n, off, 200, out);
            if (check(r == VK_SUCCESS, "vkr_reduce_segments %s %s: %d %s", opn(op), tyn(t), (int)r, lerr(c))) {
                for (s = 0; s < 200; s++) {
                    begin[s] = off[s];
                    len[s] = off[s + 1] - off[s];
                }
                rows_verify("prototype segments 200", c, op, t, data, begin, len, 200, 200, out, 1, 0, 0);
            }
        }
    /* bad input names the prototype function and the argument */
    expect_fail(t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, data, 3, 10, 9, res), VK_ERROR_VALIDATION_FAILED_EXT, c,
                "vkr_reduce_rows|row_stride", "vkr_reduce_rows(stride < length)");
    expect_fail(t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, NULL, 3, 10, 0, res), VK_ERROR_VALIDATION_FAILED_EXT, c,
                "vkr_reduce_rows|data", "vkr_reduce_rows(data NULL)");
    expect_fail(t_reduce_segments(c, VKR_OP_ADD, VKR_TYPE_F32, data, 10, NULL, 3, res), VK_ERROR_VALIDATION_FAILED_EXT, c,
                "vkr_reduce_segments|offsets", "vkr_reduce_segments(offsets NULL)");
    expect_fail(t_reduce_segments(c, VKR_OP_XOR, VKR_TYPE_F32, data, 10, off, 3, res), VK_ERROR_FORMAT_NOT_SUPPORTED, c,
                "xor|f32", "vkr_reduce_segments(xor f32)");
    check(t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, NULL, 0, 10, 0, NULL) == VK_SUCCESS, "vkr_reduce_rows(0 rows): %s", lerr(c));
    if (context_info(c, &info))
        check(info.validation_messages == 0 && g_log_validation == 0, "prototype rows: %llu validation messages",
              (unsigned long long)info.validation_messages);
done:
    vkr_destroy_context(c);
    free(data);
    free(res);
    free(off);
    free(begin);
    free(len);
}
