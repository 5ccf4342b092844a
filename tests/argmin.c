/* argmin.c - test_reduce's group argmin: argmin / argmax / minmax on every type, edge sizes,
   ties, NaN, -0, the other paths and descriptor sets, binding ranges, prototype mode. */
#include "harness.h"
#include "test_reduce.h"

/* ------------------------------------------------------------------------------------------ */
/* argmin / argmax / minmax (VKR_OP_ARGMIN, VKR_OP_ARGMAX, VKR_OP_MINMAX)                       */
/* ------------------------------------------------------------------------------------------ */

/* The reference, written from the documented rule (not from the kernel's ranks): the first
   NaN wins; else the smallest (argmin) / largest (argmax) value, -0.0 < +0.0, and the first
   index among equal values. Returns the index (UINT64_MAX for n == 0) and the value bits
   (canonical NaN for a NaN, the op's identity for n == 0). */
static int arg_better(vkr_type t, uint64_t a, uint64_t b, int maxdir) /* a strictly before b? */
{
    if (tfloat(t)) {
        long double x, y;
        int an = b_isnan(t, a), bn = b_isnan(t, b);
        if (an || bn) return an && !bn;
        x = fval(t, a);
        y = fval(t, b);
        if (x == y && x == 0) { /* zeros: the sign decides (-0 < +0) */
            int as = (a & b_sign(t)) != 0, bs = (b & b_sign(t)) != 0;
            return maxdir ? (!as && bs) : (as && !bs);
        }
        return maxdir ? x > y : x < y;
    }
    if (tsigned(t)) return maxdir ? sext(t, a) > sext(t, b) : sext(t, a) < sext(t, b);
    return maxdir ? a > b : a < b;
}

static void arg_reference(vkr_type t, const void *data, uint64_t n, int maxdir, uint64_t *bits, uint64_t *index)
{
    uint64_t i, best = 0;
    if (!n) {
        *index = UINT64_MAX;
        *bits = identity_bits(maxdir ? VKR_OP_MAX : VKR_OP_MIN, t);
        return;
    }
    for (i = 1; i < n; i++)
        if (arg_better(t, getb(data, i, t), getb(data, best, t), maxdir)) best = i;
    *index = best;
    *bits = getb(data, best, t);
    if (tfloat(t) && b_isnan(t, *bits)) *bits = b_qnan(t);
}

typedef struct argjob_t {
    vkr_op op;
    vkr_type t;
    uint64_t n;
    VkDeviceSize in_off, out_off;
    uint64_t want_bits[2], want_index[2];
    const char *data;
    uint64_t seed;
    int recorded;
    int values_only; /* VKR_REDUCE_VALUES_ONLY: the same value bits, index UINT64_MAX */
} argjob_t;

/* arg_add gives its jobs VKR_REDUCE_VALUES_ONLY while this is set */
static int g_arg_values_only;

#define ARG_MAX_JOBS 256
static argjob_t g_argjobs[ARG_MAX_JOBS];
static int g_nargjobs;
static const VkDeviceSize k_arg_out_off[3] = {0, 8, 24};

static const char *arg_data_names[] = {"random", "small-range", "all-equal", "dup-min", "dup-max", "nan", "signed-zeros",
                                       "inf", "extremes", "descending"};
enum { AD_RANDOM, AD_SMALL, AD_EQUAL, AD_DUPMIN, AD_DUPMAX, AD_NAN, AD_ZEROS, AD_INF, AD_EXTREMES, AD_DESC, AD_COUNT };

/* Fills n elements of data set d. */
static void arg_fill(vkr_type t, unsigned char *p, uint64_t n, int d, uint64_t seed)
{
    rng_t r;
    uint64_t i, k;
    r.s = seed | 1;
    for (i = 0; i < n; i++) {
        uint64_t b;
        switch (d) {
        case AD_RANDOM: b = tfloat(t) ? fbits(t, (long double)(int64_t)rbelow(&r, 2000001) - 1000000.0L) : rnext(&r) & tmask(t); break;
        case AD_SMALL: b = tfloat(t) ? fbits(t, (long double)rbelow(&r, 7) - 3.0L) : rbelow(&r, 5) & tmask(t); break;
        case AD_EQUAL: b = tfloat(t) ? fbits(t, 2.5L) : 42; break;
        case AD_DUPMIN: case AD_DUPMAX: b = tfloat(t) ? fbits(t, (long double)(10 + rbelow(&r, 1000))) : 10 + rbelow(&r, 1000); break;
        case AD_ZEROS: b = tfloat(t) ? (rbelow(&r, 2) ? b_sign(t) : 0) : rbelow(&r, 2); break;
        case AD_INF: b = tfloat(t) ? (rbelow(&r, 3) == 0 ? b_inf(t) : rbelow(&r, 2) ? (b_inf(t) | b_sign(t)) : fbits(t, 1.0L))
                                   : rbelow(&r, 2) ? (tsigned(t) ? (tmask(t) >> 1) : tmask(t)) : (tsigned(t) ? (1ull << (tbits(t) - 1)) : 0);
            break;
        case AD_EXTREMES: {
            static const long double fv[4] = {1e30L, -1e30L, 1e-30L, -1e-30L};
            uint64_t ib[4];
            ib[0] = tmask(t) >> 1;
            ib[1] = (tmask(t) >> 1) + 1;
            ib[2] = tmask(t);
            ib[3] = 0;
            k = rbelow(&r, 4);
            b = tfloat(t) ? fbits(t, fv[k] * (t == VKR_TYPE_F32 ? 1.0L : 1e200L)) : ib[k];
            break;
        }
        case AD_DESC: b = tfloat(t) ? fbits(t, (long double)(n - i)) : (n - i) & tmask(t); break;
        default: b = tfloat(t) ? fbits(t, (long double)rbelow(&r, 100)) : rbelow(&r, 100); break; /* AD_NAN base */
        }
        putb(p, i, t, b);
    }
    if (!n) return;
    if (d == AD_DUPMIN || d == AD_DUPMAX) { /* the extreme at 3 positions: the first must win */
        uint64_t v = tfloat(t) ? fbits(t, d == AD_DUPMIN ? 1.0L : 5000.0L) : (d == AD_DUPMIN ? 1 : 5000);
        for (k = 0; k < 3; k++) putb(p, rbelow(&r, n), t, v);
    }
    if (d == AD_NAN && tfloat(t)) { /* NaNs of different signs and payloads; the first wins */
        uint64_t q = b_qnan(t);
        putb(p, rbelow(&r, n), t, q | b_sign(t) | 5);
        putb(p, rbelow(&r, n), t, q | 3);
        putb(p, rbelow(&r, n), t, b_inf(t) | 1); /* signalling payload */
        putb(p, rbelow(&r, n), t, b_inf(t) | b_sign(t));
    }
}

static void arg_add(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n, unsigned k, int d)
{
    argjob_t *j;
    unsigned char *p;
    VkDeviceSize off;
    uint64_t poison;
    if (g_nargjobs >= ARG_MAX_JOBS) {
        check(0, "internal: too many argmin jobs");
        return;
    }
    if (skip64(b->ctx, b->features, op, t)) return;
    /* poison that would win if read: a NaN, or the extreme of the op's direction */
    poison = tfloat(t) ? b_qnan(t) : op == VKR_OP_ARGMAX ? (tsigned(t) ? (tmask(t) >> 1) : tmask(t))
                                                         : (tsigned(t) ? (1ull << (tbits(t) - 1)) : 0);
    p = arena_region(a, t, n, k, poison, &off);
    if (!p) {
        check(0, "internal: argmin arena full (%s n=%llu)", tyn(t), (unsigned long long)n);
        return;
    }
    j = &g_argjobs[g_nargjobs];
    memset(j, 0, sizeof *j);
    j->op = op;
    j->t = t;
    j->n = n;
    j->in_off = off;
    j->out_off = (VkDeviceSize)g_nargjobs * SLOT_BYTES + k_arg_out_off[g_nargjobs % 3];
    j->data = arg_data_names[d];
    j->values_only = g_arg_values_only;
    j->seed = next_seed();
    arg_fill(t, p, n, d, j->seed);
    arg_reference(t, p, n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
    if (op == VKR_OP_MINMAX) arg_reference(t, p, n, 1, &j->want_bits[1], &j->want_index[1]);
    g_nargjobs++;
}

/* Records every job into one command buffer, runs it, checks each result (value bits, zero
   padding, index) and that no other output byte changed. */
static void arg_run(batch_t *b, arena_t *a, const char *what)
{
    tdev *d = b->d;
    int i, h;
    VkDeviceSize k;
    memset(b->out->map, SENTINEL, (size_t)b->out->size);
    cmd_begin(d);
    for (i = 0; i < g_nargjobs; i++) {
        argjob_t *j = &g_argjobs[i];
        vkr_reduce_desc rd;
        VkResult r;
        memset(&rd, 0, sizeof rd);
        rd.op = j->op;
        rd.type = j->t;
        rd.count = j->n;
        rd.input.buffer = a->b->buf;
        rd.input.offset = j->in_off;
        rd.input.size = a->b->size;
        rd.output.buffer = b->out->buf;
        rd.output.offset = j->out_off;
        rd.output.size = b->out->size;
        rd.flags = j->values_only ? VKR_REDUCE_VALUES_ONLY : 0;
        where("%s: recording %s %s n=%llu", what, opn(j->op), tyn(j->t), (unsigned long long)j->n);
        r = vkr_cmd_reduce(b->ctx, d->cmd, &rd);
        j->recorded = r == VK_SUCCESS;
        check(j->recorded, "%s: vkr_cmd_reduce(%s %s n=%llu) = %d %s", what, opn(j->op), tyn(j->t), (unsigned long long)j->n,
              (int)r, lerr(b->ctx));
    }
    cmd_barrier_to_host(d);
    where("%s: executing %d argmin jobs", what, g_nargjobs);
    if (cmd_submit_wait(d)) {
        for (i = 0; i < g_nargjobs; i++) {
            argjob_t *j = &g_argjobs[i];
            unsigned char *p = b->out->map + j->out_off;
            size_t rs = vkr_result_size(j->op, j->t);
            if (!j->recorded) continue;
            for (h = 0; h < (j->op == VKR_OP_MINMAX ? 2 : 1); h++) {
                vkr_arg_result res;
                char e[64], g[64];
                uint64_t pad;
                memcpy(&res, p + 16 * h, sizeof res);
                pad = tsz(j->t) == 4 ? res.value.u64 >> 32 : 0;
                fmt_val(e, sizeof e, j->t, j->want_bits[h]);
                fmt_val(g, sizeof g, j->t, res.value.u64 & tmask(j->t));
                const uint64_t want_index = j->values_only ? UINT64_MAX : j->want_index[h];
                check((res.value.u64 & tmask(j->t)) == j->want_bits[h] && res.index == want_index && pad == 0,
                      "%s: %s%s%s %s n=%llu in_off=%llu out_off=%llu data=%s seed=0x%016llx: want %s at %llu, got %s at %llu (pad 0x%llx)",
                      what, opn(j->op), j->op == VKR_OP_MINMAX ? (h ? ".max" : ".min") : "", j->values_only ? " values-only" : "",
                      tyn(j->t), (unsigned long long)j->n, (unsigned long long)j->in_off, (unsigned long long)j->out_off, j->data,
                      (unsigned long long)j->seed, e, (unsigned long long)want_index, g, (unsigned long long)res.index,
                      (unsigned long long)pad);
            }
            memset(p, SENTINEL, rs);
        }
        for (k = 0; k < b->out->size; k++)
            if (b->out->map[k] != SENTINEL) break;
        check(k == b->out->size, "%s: output byte %llu outside every result was written", what, (unsigned long long)k);
    }
    g_nargjobs = 0;
    arena_init(a, a->b);
}

static const vkr_op k_arg_ops[3] = {VKR_OP_ARGMIN, VKR_OP_ARGMAX, VKR_OP_MINMAX};

/* Every type x op at the edge sizes and data sets, on context c; `light`: fewer sizes. */
static void arg_exercise(vkr_context c, const char *what, int light)
{
    batch_t b;
    arena_t a;
    vkr_context_info info;
    uint64_t sizes[40];
    int ns = 0, ti, oi, si, d;
    uint32_t S, W, Wm;
    uint64_t single, big;
    if (!context_info(c, &info)) return;
    batch_init(&b, &g_dev, c, &g_out);
    arena_init(&a, &g_in);
    S = info.subgroup_size ? info.subgroup_size : 4;
    W = info.workgroup_size;
    Wm = info.mid_workgroup_size;
    for (ti = 0; ti < 6; ti++) {
        vkr_type t = k_types[ti];
        uint64_t vn = 16 / tsz(t);
        ns = 0;
        single = (uint64_t)W * vn * 16; /* the largest one-workgroup count (kernel_io: 4 x 4 vectors per invocation) */
        big = (g_in.size / 4) / tsz(t);
        sizes[ns++] = 0;
        sizes[ns++] = 1;
        sizes[ns++] = 2;
        sizes[ns++] = 5;
        sizes[ns++] = S - 1;
        sizes[ns++] = S + 1;
        sizes[ns++] = W * vn - 1;
        sizes[ns++] = W * vn + 1;
        sizes[ns++] = single + 1;     /* several workgroups of mid_workgroup_size */
        sizes[ns++] = big < 1000003 ? big : 1000003; /* many partials */
        if (!light) {
            sizes[ns++] = 3;
            sizes[ns++] = S;
            sizes[ns++] = W - 1;
            sizes[ns++] = W + 1;
            sizes[ns++] = single;
            sizes[ns++] = (uint64_t)Wm * vn * 32 * 5 + 7;
        }
        for (oi = 0; oi < 3; oi++) {
            vkr_op op = k_arg_ops[oi];
            for (si = 0; si < ns; si++) {
                int dd = si % AD_COUNT;
                if (dd == AD_NAN && !tfloat(t)) dd = AD_RANDOM;
                arg_add(&b, &a, op, t, sizes[si], (unsigned)(si % 4) * (si % 2 ? 1u : 0u) + (si % 3 == 2 ? 3u : 0u), dd);
                if (a.cur > g_in.size / 2 || g_nargjobs > ARG_MAX_JOBS - 8) arg_run(&b, &a, what);
            }
            /* every data set at a mid size, offsets 0/1/3/7 */
            for (d = 0; d < AD_COUNT; d++) {
                if (d == AD_NAN && !tfloat(t)) continue;
                if (light && d % 2) continue;
                arg_add(&b, &a, op, t, 100 + (uint64_t)d * 37, k_offsets[d % 4], d);
                arg_add(&b, &a, op, t, single + 1 + (uint64_t)d, k_offsets[(d + 1) % 4], d);
            }
            if (a.cur > g_in.size / 2 || g_nargjobs > ARG_MAX_JOBS - 32) arg_run(&b, &a, what);
        }
    }
    if (g_nargjobs) arg_run(&b, &a, what);
}

/* Hand-made cases: exact positions of ties, NaNs, zeros and infinities. */
static void arg_cases(vkr_context c)
{
    batch_t b;
    arena_t a;
    vkr_context_info info;
    int ti, oi;
    if (!context_info(c, &info)) return;
    batch_init(&b, &g_dev, c, &g_out);
    arena_init(&a, &g_in);
    for (ti = 0; ti < 6; ti++) {
        vkr_type t = k_types[ti];
        for (oi = 0; oi < 3; oi++) {
            vkr_op op = k_arg_ops[oi];
            uint64_t n = 3000, pos;
            static const uint64_t nanpos[3] = {0, 1777, 2999};
            int q;
            if (a.cur > g_in.size / 4 || g_nargjobs > ARG_MAX_JOBS - 16) arg_run(&b, &a, "cases"); /* room for this round */
            /* all equal: index 0 */
            arg_add(&b, &a, op, t, n, 0, AD_EQUAL);
            arg_add(&b, &a, op, t, 1, 1, AD_EQUAL);
            if (skip64(c, info.enabled_features, op, t)) continue;
            /* all the worst value of the op's direction (the kernel's start rank for integers:
               UINT_MAX / INT_MAX for argmin, 0 / INT_MIN for argmax): index 0; then one better
               element at the end, or at 1 */
            for (q = 0; q < 3; q++) {
                arg_add(&b, &a, op, t, q == 2 ? 70001 : n, q == 1 ? 3u : 0u, AD_EQUAL);
                if (g_nargjobs) {
                    argjob_t *j = &g_argjobs[g_nargjobs - 1];
                    unsigned char *p = g_in.map + j->in_off;
                    const uint64_t worst = identity_bits(op == VKR_OP_ARGMAX ? VKR_OP_MAX : VKR_OP_MIN, t);
                    const uint64_t better = tfloat(t) ? fbits(t, 0.0L) : tsigned(t) ? 0 : (op == VKR_OP_ARGMAX ? 1 : 7);
                    for (pos = 0; pos < j->n; pos++) putb(p, pos, t, worst);
                    if (q == 1) putb(p, j->n - 1, t, better);
                    if (q == 2) putb(p, 1, t, better);
                    j->data = q == 0 ? "all the worst value" : q == 1 ? "worst, one better last" : "worst, one better at 1";
                    arg_reference(t, p, j->n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
                    if (op == VKR_OP_MINMAX) arg_reference(t, p, j->n, 1, &j->want_bits[1], &j->want_index[1]);
                    check(j->want_index[0] == (q == 0 ? 0 : q == 1 ? j->n - 1 : 1), "internal: worst-value reference");
                }
            }
            if (!tfloat(t)) continue;
            /* one NaN at the start, middle, end (the rest small numbers); then two NaNs */
            for (q = 0; q < 3; q++) {
                arg_add(&b, &a, op, t, n, 0, AD_SMALL);
                if (g_nargjobs) {
                    argjob_t *j = &g_argjobs[g_nargjobs - 1];
                    unsigned char *p = g_in.map + j->in_off;
                    putb(p, nanpos[q], t, b_qnan(t) | b_sign(t));
                    if (q == 1) putb(p, 2500, t, b_qnan(t) | 1);
                    j->data = q == 0 ? "NaN at 0" : q == 1 ? "-NaN at 1777, NaN at 2500" : "NaN last";
                    arg_reference(t, p, n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
                    if (op == VKR_OP_MINMAX) arg_reference(t, p, n, 1, &j->want_bits[1], &j->want_index[1]);
                    check(j->want_index[0] == nanpos[q] && j->want_bits[0] == b_qnan(t), "internal: NaN reference");
                }
            }
            /* zeros: +0 then -0 (argmin: the -0), -0 then +0 (argmax: the +0) */
            for (q = 0; q < 2; q++) {
                arg_add(&b, &a, op, t, n, 0, AD_EQUAL);
                if (g_nargjobs) {
                    argjob_t *j = &g_argjobs[g_nargjobs - 1];
                    unsigned char *p = g_in.map + j->in_off;
                    for (pos = 0; pos < n; pos++) putb(p, pos, t, pos < 1000 ? (q ? b_sign(t) : 0) : (q ? 0 : b_sign(t)));
                    j->data = q ? "-0 x1000 then +0" : "+0 x1000 then -0";
                    arg_reference(t, p, n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
                    if (op == VKR_OP_MINMAX) arg_reference(t, p, n, 1, &j->want_bits[1], &j->want_index[1]);
                    if (op == VKR_OP_ARGMIN)
                        check(j->want_index[0] == (q ? 0u : 1000u) && j->want_bits[0] == b_sign(t), "internal: -0 reference");
                }
            }
        }
    }
    arg_run(&b, &a, "cases");
}

/* Bad input: outputs, scans, names and sizes. */
static void arg_badinput(void)
{
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    unsigned char host[64];
    double bound = 1;
    int ti;
    check(vkr_result_size(VKR_OP_ARGMIN, VKR_TYPE_F32) == 16 && vkr_result_size(VKR_OP_ARGMAX, VKR_TYPE_U64) == 16 &&
              vkr_result_size(VKR_OP_MINMAX, VKR_TYPE_I32) == 32 && vkr_result_size(VKR_OP_ADD, VKR_TYPE_F64) == 8 &&
              vkr_result_size(VKR_OP_MIN, VKR_TYPE_U32) == 4 && vkr_result_size(VKR_OP_COUNT, VKR_TYPE_F32) == 0 &&
              vkr_result_size(VKR_OP_ARGMIN, VKR_TYPE_COUNT) == 0 && sizeof(vkr_arg_result) == 16 && sizeof(vkr_minmax_result) == 32,
          "vkr_result_size / struct sizes");
    check(!strcmp(vkr_op_name(VKR_OP_ARGMIN), "argmin") && !strcmp(vkr_op_name(VKR_OP_ARGMAX), "argmax") &&
              !strcmp(vkr_op_name(VKR_OP_MINMAX), "minmax"), "vkr_op_name of the arg ops");
    for (ti = 0; ti < 6; ti++) {
        int oi;
        for (oi = 0; oi < 3; oi++) {
            VkResult r = t_supports(g_ctx, k_arg_ops[oi], k_types[ti], VKR_TYPE_NONE);
            if (no64(g_info.enabled_features) && tsz(k_types[ti]) == 8) continue;
            check(r == VK_SUCCESS, "vkr_supports(%s, %s) = %d %s", opn(k_arg_ops[oi]), tyn(k_types[ti]), (int)r, lerr(g_ctx));
            r = t_error_bound(g_ctx, k_arg_ops[oi], k_types[ti], VKR_TYPE_NONE, 1000, &bound);
            check(r == VK_SUCCESS && bound == 0, "vkr_reduce_error_bound(%s, %s) = %d, bound %g", opn(k_arg_ops[oi]), tyn(k_types[ti]),
                  (int)r, bound);
        }
    }
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ARGMIN;
    rd.type = VKR_TYPE_F32;
    rd.count = 10;
    rd.input.buffer = g_in.buf;
    rd.input.size = g_in.size;
    rd.output.buffer = g_out.buf;
    rd.output.size = 64;
    cmd_begin(&g_dev);
    rd.output.offset = 4; /* a multiple of the element size, not of 8 */
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output.offset|8|argmin",
                "argmin output.offset 4");
    rd.output.offset = 56; /* 8 bytes left, the result is 16 */
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output|16|64",
                "argmin output too small");
    rd.op = VKR_OP_MINMAX;
    rd.output.offset = 40; /* 24 bytes left, the result is 32 */
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output|32|minmax",
                "minmax output too small");
    rd.output.offset = 0;
    rd.output.buffer = VK_NULL_HANDLE;
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output", "minmax output NULL");
    rd.output.buffer = g_out.buf;
    rd.output.size = 0;
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output.size",
                "minmax output size 0");
    /* VKR_REDUCE_VALUES_ONLY belongs to the arg ops */
    rd.op = VKR_OP_MAX;
    rd.flags = VKR_REDUCE_VALUES_ONLY;
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "VKR_REDUCE_VALUES_ONLY|max",
                "max with VKR_REDUCE_VALUES_ONLY");
    rd.op = VKR_OP_ADD;
    expect_fail(vkr_reduce_error_bound(g_ctx, &rd, &bound), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "VKR_REDUCE_VALUES_ONLY|add",
                "vkr_reduce_error_bound(add, VALUES_ONLY)");
    rd.flags = 0;
    /* scans of them: refused */
    sd = scan_desc_on(VKR_OP_ARGMAX, VKR_TYPE_I32, 10, &g_in, &g_out);
    expect_fail(vkr_cmd_scan(g_ctx, g_dev.cmd, &sd), VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "argmax|scan", "vkr_cmd_scan(argmax)");
    memset(host, 0, sizeof host);
    expect_fail(t_scan(g_ctx, VKR_OP_MINMAX, VKR_TYPE_F32, VKR_SCAN_EXCLUSIVE, host, 4, NULL, host + 16),
                VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "minmax|scan", "vkr_scan(minmax)");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
}

/* Prototype mode: host arrays through small chunks (combined on the host) and one chunk,
   vkr_reduce (buffer), against the reference. */
static void arg_prototype(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    vkr_context_info info;
    VkResult r;
    int ti, oi, si;
    static const uint64_t sizes[5] = {0, 1, 1000, 5000, 70001};
    memset(&pd, 0, sizeof pd);
    pd.options.binding = g_force_binding;
    pd.options.path = g_opt.path;
    pd.validation = g_validation ? VK_TRUE : VK_FALSE;
    pd.log = test_log;
    pd.options.host_chunk_bytes = 4096; /* 1024 or 512 elements a chunk: many chunks */
    where("vkr_create_prototype_context(argmin)");
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "vkr_create_prototype_context(host_chunk_bytes 4096): %d", (int)r)) return;
    if (!context_info(c, &info)) {
        vkr_destroy_context(c);
        return;
    }
    for (ti = 0; ti < 6; ti++) {
        vkr_type t = k_types[ti];
        for (oi = 0; oi < 3; oi++) {
            vkr_op op = k_arg_ops[oi];
            if (skip64(c, info.enabled_features, op, t)) continue;
            for (si = 0; si < 5; si++) {
                uint64_t n = sizes[si], want_bits[2], want_index[2];
                int d = (ti + oi + si) % AD_COUNT, h;
                unsigned char *data;
                vkr_minmax_result got;
                if (d == AD_NAN && !tfloat(t)) d = AD_DUPMIN;
                data = (unsigned char *)malloc((size_t)(n ? n : 1) * tsz(t));
                if (!data) return;
                arg_fill(t, data, n, d, 1000 + (uint64_t)si);
                if (n > 2500 && d != AD_NAN) putb(data, n - 3, t, getb(data, 2, t)); /* a tie across chunks */
                arg_reference(t, data, n, op == VKR_OP_ARGMAX, &want_bits[0], &want_index[0]);
                arg_reference(t, data, n, 1, &want_bits[1], &want_index[1]);
                memset(&got, 0xA5, sizeof got);
                where("vkr_reduce(%s %s n=%llu)", opn(op), tyn(t), (unsigned long long)n);
                r = t_reduce(c, op, t, VKR_TYPE_NONE, data, NULL, n, 0, &got);
                if (check(r == VK_SUCCESS, "vkr_reduce(%s, %s, n=%llu) = %d %s", opn(op), tyn(t), (unsigned long long)n, (int)r, lerr(c)))
                    for (h = 0; h < (op == VKR_OP_MINMAX ? 2 : 1); h++) {
                        const vkr_arg_result *g = h ? &got.max : &got.min;
                        check((g->value.u64 & tmask(t)) == want_bits[h] && g->index == want_index[h] &&
                                  (tsz(t) == 8 || g->value.u64 >> 32 == 0),
                              "prototype vkr_reduce(%s%s, %s, n=%llu, data %s): want 0x%llx at %llu, got 0x%llx at %llu", opn(op),
                              h ? ".max" : "", tyn(t), (unsigned long long)n, arg_data_names[d], (unsigned long long)want_bits[h],
                              (unsigned long long)want_index[h], (unsigned long long)g->value.u64, (unsigned long long)g->index);
                    }
                /* values only, through the chunks (combined on the host: the index stays UINT64_MAX) */
                memset(&got, 0xA5, sizeof got);
                r = t_reduce(c, op, t, VKR_TYPE_NONE, data, NULL, n, VKR_REDUCE_VALUES_ONLY, &got);
                if (check(r == VK_SUCCESS, "vkr_reduce(%s, %s, n=%llu, VALUES_ONLY) = %d %s", opn(op), tyn(t), (unsigned long long)n,
                          (int)r, lerr(c)))
                    for (h = 0; h < (op == VKR_OP_MINMAX ? 2 : 1); h++) {
                        const vkr_arg_result *g = h ? &got.max : &got.min;
                        check((g->value.u64 & tmask(t)) == want_bits[h] && g->index == UINT64_MAX,
                              "prototype vkr_reduce(%s%s, %s, n=%llu, data %s, VALUES_ONLY): want 0x%llx at UINT64_MAX, got 0x%llx "
                              "at %llu", opn(op), h ? ".max" : "", tyn(t), (unsigned long long)n, arg_data_names[d],
                              (unsigned long long)want_bits[h], (unsigned long long)g->value.u64, (unsigned long long)g->index);
                    }
                if (op == VKR_OP_ARGMIN && n == 1000) { /* result bytes past 16 untouched */
                    check(got.max.index == 0xA5A5A5A5A5A5A5A5ull, "vkr_reduce(argmin) wrote past its 16-byte result");
                }
                free(data);
            }
        }
    }
    vkr_destroy_context(c);
    /* vkr_reduce (buffer) (synchronous, the engine context) over the test's buffer at an offset */
    {
        vkr_minmax_result got;
        uint64_t want_bits[2], want_index[2];
        const uint64_t n = 4099;
        arg_fill(VKR_TYPE_F32, g_in.map + 12, n, AD_NAN, 77);
        arg_reference(VKR_TYPE_F32, g_in.map + 12, n, 0, &want_bits[0], &want_index[0]);
        arg_reference(VKR_TYPE_F32, g_in.map + 12, n, 1, &want_bits[1], &want_index[1]);
        memset(&got, 0, sizeof got);
        r = t_reduce_buffer(g_ctx, VKR_OP_MINMAX, VKR_TYPE_F32, g_in.buf, 12, g_in.size, n, &got);
        check(r == VK_SUCCESS && got.min.value.u32 == want_bits[0] && got.min.index == want_index[0] &&
                  got.max.value.u32 == want_bits[1] && got.max.index == want_index[1],
              "vkr_reduce (buffer)(minmax f32 NaN data) = %d %s: min 0x%x at %llu (want 0x%llx at %llu), max 0x%x at %llu", (int)r,
              lerr(g_ctx), got.min.value.u32, (unsigned long long)got.min.index, (unsigned long long)want_bits[0],
              (unsigned long long)want_index[0], got.max.value.u32, (unsigned long long)got.max.index);
    }
}

void group_argmin(void)
{
    vkr_context_desc cd;
    vkr_context c;
    char what[96];
    static const vkr_kernel_path paths[3] = {VKR_PATH_NATIVE, VKR_PATH_SHUFFLE, VKR_PATH_SHARED};
    int p;
    arg_badinput();
    arg_cases(g_ctx);
    arg_exercise(g_ctx, "main context", 0);
    /* VKR_REDUCE_VALUES_ONLY: the same values (NaN, -0, ties, every size), no index */
    g_arg_values_only = 1;
    arg_cases(g_ctx);
    arg_exercise(g_ctx, "values only", 1);
    g_arg_values_only = 0;
    /* the other paths and descriptor-set binding, inside every full run (fewer sizes);
       VKR_TEST_ARG_ONE_PATH=1 leaves them to the runs that force each path (run_tests.sh
       phase 2 sets it at subgroup sizes 4 and 16: phase 2b runs every path there) */
    const int others = !g_opt.quick && !(getenv("VKR_TEST_ARG_ONE_PATH") && !strcmp(getenv("VKR_TEST_ARG_ONE_PATH"), "1"));
    for (p = 0; p < 3 && others; p++) {
        if (paths[p] == g_info.path) continue;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.path = paths[p];
        snprintf(what, sizeof what, "path %s forced", path_name(paths[p]));
        if (paths[p] == VKR_PATH_NATIVE && !(g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)) continue;
        if (paths[p] == VKR_PATH_SHUFFLE && !(g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT)) continue;
        c = make_context(&cd, what);
        if (!c) continue;
        arg_exercise(c, what, 1);
        g_arg_values_only = 1;
        arg_exercise(c, what, 1);
        g_arg_values_only = 0;
        vkr_destroy_context(c);
    }
    if (g_info.binding == VKR_BINDING_PUSH_DESCRIPTORS && others) {
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.binding = VKR_BINDING_DESCRIPTOR_SETS;
        c = make_context(&cd, "descriptor sets");
        if (c) {
            arg_exercise(c, "descriptor sets", 1);
            vkr_destroy_context(c);
        }
    }
    /* many partials: small mid-size workgroups, up to 4096 of them (hundreds of partials at
       the large sizes, folded strided by the last workgroup: ties across partials) */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.mid_workgroup_size = 64;
    cd.options.max_workgroups = 4096;
    c = make_context(&cd, "mid_workgroup_size 64, max_workgroups 4096");
    if (c) {
        arg_exercise(c, "many partials", 1);
        vkr_destroy_context(c);
    }
    /* small binding ranges: the reduce splits into ranges, indices continue across them */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = 65536;
    c = make_context(&cd, "max_binding_range 64 KiB");
    if (c) {
        arg_exercise(c, "max_binding_range 64 KiB", 1);
        vkr_destroy_context(c);
    }
    arg_prototype();
}
