/* transform.c - test_reduce's transform-reduce groups: transform (dot, sum_squares, norm2 on
   f32 and f64), transform-compensated (VKR_REDUCE_COMPENSATED), transform-errors and
   transform-proto (vkr_reduce). */
#include "harness.h"
#include "test_reduce.h"

/* ------------------------------------------------------------------------------------------ */
/* Transform-reduces (dot, sum of squares, norm2) and compensated f32 sums                     */
/* ------------------------------------------------------------------------------------------ */

/* One reduce of g_in's bytes: x at xoff (and y at yoff for DOT), the result in slot `slot`. */
typedef struct xjob {
    vkr_op op;
    vkr_type t;
    uint32_t flags;
    uint64_t n;
    VkDeviceSize xoff, yoff;
    int expect;            /* X_BOUND, X_NAN, X_PINF, X_NEGZERO, X_EXACT */
    long double ref, mag;  /* the reference result; what the bound scales (sum|t_i|, or the norm) */
    char what[128];
} xjob;
enum { X_BOUND = 0, X_NAN, X_PINF, X_NEGZERO, X_EXACT };
#define X_MAX_JOBS 64

static VkDeviceSize g_xat; /* next free byte of g_in */

/* Bytes for n elements of t in g_in, `mis` elements past a 256-byte boundary; 0 if full. */
static int x_alloc(vkr_type t, uint64_t n, unsigned mis, VkDeviceSize *off)
{
    VkDeviceSize at = (g_xat + 255) / 256 * 256 + (VkDeviceSize)mis * tsz(t);
    if (at + n * tsz(t) > g_in.size) return 0;
    *off = at;
    g_xat = at + n * tsz(t);
    return 1;
}

static long double x_get(vkr_type t, VkDeviceSize off, uint64_t i)
{
    if (t == VKR_TYPE_F32) {
        float f;
        memcpy(&f, g_in.map + off + 4 * i, 4);
        return f;
    } else {
        double d;
        memcpy(&d, g_in.map + off + 8 * i, 8);
        return d;
    }
}

static void x_put(vkr_type t, VkDeviceSize off, uint64_t i, double v)
{
    if (t == VKR_TYPE_F32) {
        float f = (float)v;
        memcpy(g_in.map + off + 4 * i, &f, 4);
    } else {
        memcpy(g_in.map + off + 8 * i, &v, 8);
    }
}

/* uniform in [lo, hi) */
static double x_uniform(rng_t *r, double lo, double hi)
{
    return lo + (hi - lo) * ((double)(rnext(r) >> 11) * (1.0 / 9007199254740992.0));
}

/* The job's reference from g_in (fill the data first). */
static void x_reference(xjob *j)
{
    long double *tv = (long double *)malloc((j->n ? j->n : 1) * sizeof(long double));
    long double *ta = (long double *)malloc((j->n ? j->n : 1) * sizeof(long double));
    uint64_t i;
    if (!check(tv && ta, "out of host memory for the reference")) {
        free(tv);
        free(ta);
        return;
    }
    for (i = 0; i < j->n; i++) {
        long double x = x_get(j->t, j->xoff, i);
        long double y = j->op == VKR_OP_DOT ? x_get(j->t, j->yoff, i) : x;
        tv[i] = j->op == VKR_OP_ADD ? x : x * y; /* f32 products exact, f64 to 2^-64 */
        ta[i] = tv[i] < 0 ? -tv[i] : tv[i];
    }
    j->ref = pairwise_ld(tv, j->n);
    j->mag = pairwise_ld(ta, j->n);
    if (j->op == VKR_OP_NORM2) {
        j->ref = sqrtl(j->ref);
        j->mag = j->ref;
    }
    free(tv);
    free(ta);
}

static void x_desc(vkr_reduce_desc *rd, const xjob *j, uint32_t slot)
{
    *rd = slot_desc(j->op, j->t, j->flags, j->n, j->xoff, slot);
    if (j->op == VKR_OP_DOT) {
        rd->input2.buffer = g_in.buf;
        rd->input2.offset = j->yoff;
        rd->input2.size = g_in.size;
    }
}

/* Checks one result against the job's expectation; returns |err| / mag (or 0). */
static double x_check(vkr_context c, const xjob *j, const vkr_reduce_desc *rd, const unsigned char *res)
{
    long double got;
    double bound = 0;
    uint64_t bits;
    VkResult r;
    bits = tsz(j->t) == 4 ? (uint64_t)*(const uint32_t *)res : *(const uint64_t *)res;
    got = j->t == VKR_TYPE_F32 ? (long double)*(const float *)res : (long double)*(const double *)res;
    switch (j->expect) {
    case X_NAN:
        check(got != got, "%s: want NaN, got %.9Lg", j->what, got);
        return 0;
    case X_PINF:
        check(b_isinf(j->t, bits) && !(bits & b_sign(j->t)), "%s: want +inf, got %.9Lg", j->what, got);
        return 0;
    case X_NEGZERO:
        check(bits == b_sign(j->t), "%s: want -0.0 (bits 0x%llx), got bits 0x%llx", j->what,
              (unsigned long long)b_sign(j->t), (unsigned long long)bits);
        return 0;
    default:
        break;
    }
    r = vkr_reduce_error_bound(c, rd, &bound);
    if (!check(r == VK_SUCCESS && bound < 1e-3, "%s: vkr_reduce_error_bound %d, bound %g: %s", j->what, (int)r, bound, lerr(c)))
        return 0;
    {
        long double err = got > j->ref ? got - j->ref : j->ref - got;
        /* the reference's own error (pairwise, long double), and the smallest subnormal */
        long double allowed = (long double)bound * j->mag + j->mag * 1e-18L + 1e-300L;
        check(err <= allowed, "%s: got %.17Lg, reference %.17Lg, |error| %.3Lg > bound %.3g * %.6Lg = %.3Lg",
              j->what, got, j->ref, err, bound, j->mag, allowed);
        if (j->expect == X_EXACT)
            check(got == j->ref, "%s: got %.17Lg, want exactly %.17Lg", j->what, got, j->ref);
        if (g_opt.verbose)
            printf("  %-64s n %-8llu err/mag %.3Lg (bound %.3g)\n", j->what, (unsigned long long)j->n,
                   j->mag > 0 ? err / j->mag : 0.0L, bound);
        return j->mag > 0 ? (double)(err / j->mag) : 0.0;
    }
}

/* Records every job into one command buffer (engine mode: several reduces, one submission),
   runs it and checks each result; errs[k] gets job k's |error| / mag where not NULL. */
static void x_run(vkr_context c, xjob *jobs, int nj, double *errs)
{
    vkr_reduce_desc rd;
    VkResult r;
    int k, ok = 1;
    cmd_begin(&g_dev);
    for (k = 0; k < nj; k++) {
        x_desc(&rd, &jobs[k], (uint32_t)k);
        memset(g_out.map + rd.output.offset, 0xA5, 8); /* poison */
        where("vkr_cmd_reduce(%s)", jobs[k].what);
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
        ok &= check(r == VK_SUCCESS, "vkr_cmd_reduce(%s): %d %s", jobs[k].what, (int)r, lerr(c));
    }
    cmd_barrier_to_host(&g_dev);
    where("submit %d transform-reduce jobs", nj);
    if (!cmd_submit_wait(&g_dev) || !ok) return;
    for (k = 0; k < nj; k++) {
        double e;
        x_desc(&rd, &jobs[k], (uint32_t)k);
        e = x_check(c, &jobs[k], &rd, g_out.map + rd.output.offset);
        if (errs) errs[k] = e;
    }
}

/* A job over fresh random data: x in [-1, 1) (y too), `mis` / `mis2` elements of misalignment;
   same: y is x (the same bytes). Returns NULL when g_in is full (the caller runs the batch). */
static xjob *x_add(xjob *jobs, int *nj, vkr_op op, vkr_type t, uint32_t flags, uint64_t n, unsigned mis,
                   unsigned mis2, int same)
{
    xjob *j;
    rng_t rg;
    uint64_t i;
    if (*nj >= X_MAX_JOBS) return NULL;
    j = &jobs[*nj];
    memset(j, 0, sizeof *j);
    j->op = op;
    j->t = t;
    j->flags = flags;
    j->n = n;
    if (!x_alloc(t, n, mis, &j->xoff)) return NULL;
    j->yoff = j->xoff;
    if (op == VKR_OP_DOT && !same && !x_alloc(t, n, mis2, &j->yoff)) return NULL;
    rg.s = next_seed();
    for (i = 0; i < n; i++) x_put(t, j->xoff, i, x_uniform(&rg, -1, 1));
    if (j->yoff != j->xoff)
        for (i = 0; i < n; i++) x_put(t, j->yoff, i, x_uniform(&rg, -1, 1));
    snprintf(j->what, sizeof j->what, "%s%s %s n %llu x+%u%s", flags & VKR_REDUCE_COMPENSATED ? "compensated " : "",
             vkr_op_name(op), vkr_type_name(t), (unsigned long long)n, mis, op != VKR_OP_DOT ? "" : same ? " y=x" : "");
    if (op == VKR_OP_DOT && !same)
        snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " y+%u", mis2);
    (*nj)++;
    return j;
}

static void x_flush(vkr_context c, xjob *jobs, int *nj)
{
    int k;
    for (k = 0; k < *nj; k++) x_reference(&jobs[k]);
    if (*nj) x_run(c, jobs, *nj, NULL);
    *nj = 0;
    g_xat = 0;
}

/* Adds a job, running the batch first when it is full. */
static void x_queue(vkr_context c, xjob *jobs, int *nj, vkr_op op, vkr_type t, uint32_t flags, uint64_t n, unsigned mis,
                    unsigned mis2, int same)
{
    if (x_add(jobs, nj, op, t, flags, n, mis, mis2, same)) return;
    x_flush(c, jobs, nj);
    if (!x_add(jobs, nj, op, t, flags, n, mis, mis2, same))
        check(0, "transform job %s %s n %llu does not fit in the %llu-byte input arena", vkr_op_name(op), vkr_type_name(t),
              (unsigned long long)n, (unsigned long long)g_in.size);
}

/* Edge sizes for type t on g_ctx: 0, 1, subgroup and workgroup +-1, the last one-workgroup
   count +-1, several workgroups, and (not --quick) more partials than one subgroup / workgroup
   folds (multi-level). */
static int x_sizes(uint64_t *s, vkr_type t)
{
    const uint64_t S = g_info.subgroup_size, W = g_info.workgroup_size, vn = 16 / tsz(t);
    const uint64_t single = W * vn * 4 * 4, per_group = (uint64_t)g_info.mid_workgroup_size * vn * 4 * 2;
    int n = 0;
    s[n++] = 0, s[n++] = 1, s[n++] = 2, s[n++] = 3, s[n++] = 5;
    s[n++] = S - 1, s[n++] = S, s[n++] = S + 1, s[n++] = W * vn - 1, s[n++] = W * vn + 1;
    s[n++] = single - 1, s[n++] = single + 1, s[n++] = 3 * per_group + 7;
    /* partials past the subgroup fold (native/shuffle) and the workgroup fold (shared) */
    s[n++] = (g_opt.quick ? 2 * S + 1 : 2 * (uint64_t)g_info.mid_workgroup_size + 1) * per_group + 3;
    return sort_unique(s, n);
}

void group_transform(void)
{
    static const vkr_op ops[3] = {VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2};
    static const vkr_type types[2] = {VKR_TYPE_F32, VKR_TYPE_F64};
    xjob *jobs = (xjob *)calloc(X_MAX_JOBS, sizeof *jobs);
    uint64_t sizes[32];
    int nj = 0, ti, oi, si, ns;
    g_xat = 0;
    if (!check(jobs != NULL, "out of host memory")) return;
    for (ti = 0; ti < 2; ti++) {
        vkr_type t = types[ti];
        if (skip64(g_ctx, g_info.enabled_features, VKR_OP_DOT, t)) continue;
        /* edge sizes, aligned and misaligned inputs */
        ns = x_sizes(sizes, t);
        for (oi = 0; oi < 3; oi++)
            for (si = 0; si < ns; si++) {
                x_queue(g_ctx, jobs, &nj, ops[oi], t, 0, sizes[si], 0, 0, 0);
                if (sizes[si] < 100000 || !g_opt.quick) x_queue(g_ctx, jobs, &nj, ops[oi], t, 0, sizes[si], 1, 3, 0);
            }
        /* offsets of both inputs, the same buffer range for both (dot = sum of squares) */
        {
            static const unsigned mis[4] = {0, 1, 2, 3};
            int a, b;
            for (a = 0; a < 4; a++)
                for (b = 0; b < 4; b++) x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, 0, 4099 + (uint64_t)a, mis[a], mis[b], 0);
            x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, 0, 70001, 0, 0, 1);
            x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, 0, 70001, 3, 0, 1);
        }
        x_flush(g_ctx, jobs, &nj);
        /* many partials (max_workgroups 4096, workgroups of 64: more than a subgroup or a
           workgroup folds, the shared path's too) and
           binding ranges of 64 KiB (each range binds its own windows of both inputs, whose
           alignments differ) */
        {
            vkr_context_desc cd;
            vkr_context c;
            fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
            cd.queue = g_dev.queue;
            cd.options.max_workgroups = 4096;
            cd.options.max_binding_range = 64 << 10;
            cd.options.workgroup_size = cd.options.mid_workgroup_size = 64; /* partials past a 64-wide fold */
            c = make_context(&cd, "max_workgroups 4096, max_binding_range 64 KiB, workgroup 64");
            if (c) {
                const uint64_t r = (64 << 10) / tsz(t);
                for (oi = 0; oi < 3; oi++) {
                    x_queue(c, jobs, &nj, ops[oi], t, 0, r + 1, 1, 2, 0);
                    x_queue(c, jobs, &nj, ops[oi], t, 0, 3 * r + 7, 3, 0, 0);
                    if (!g_opt.quick) x_queue(c, jobs, &nj, ops[oi], t, 0, 1000003, 0, 1, 0);
                    if (t == VKR_TYPE_F32) {
                        x_queue(c, jobs, &nj, ops[oi], t, VKR_REDUCE_COMPENSATED, 3 * r + 7, 1, 3, 0);
                        x_queue(c, jobs, &nj, ops[oi], t, VKR_REDUCE_COMPENSATED, g_opt.quick ? 200003 : 1000003, 0, 0, 0);
                    }
                }
                x_queue(c, jobs, &nj, VKR_OP_DOT, t, 0, 2 * r + 3, 1, 0, 1);
                x_flush(c, jobs, &nj);
                vkr_destroy_context(c);
            }
        }
        /* specials: NaN and inf propagate; inf * 0 and inf - inf are NaN; -0.0 products sum to -0.0 */
        {
            struct { vkr_op op; int expect; double x0, y0; } sp[8];
            int k, m = 0;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_NAN, sp[m].x0 = NAN, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_SUM_SQUARES, sp[m].expect = X_NAN, sp[m].x0 = NAN, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_NORM2, sp[m].expect = X_NAN, sp[m].x0 = NAN, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_SUM_SQUARES, sp[m].expect = X_PINF, sp[m].x0 = -INFINITY, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_NORM2, sp[m].expect = X_PINF, sp[m].x0 = INFINITY, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_PINF, sp[m].x0 = INFINITY, sp[m].y0 = 2, m++;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_NAN, sp[m].x0 = INFINITY, sp[m].y0 = 0, m++;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_NEGZERO, sp[m].x0 = -0.0, sp[m].y0 = 1, m++;
            for (k = 0; k < m; k++) {
                static const uint64_t sn[3] = {1, 37, 100003};
                int q;
                for (q = 0; q < 3; q++) {
                    xjob *j = x_add(jobs, &nj, sp[k].op, t, 0, sn[q], 1, 2, 0);
                    uint64_t i, at = sn[q] / 2;
                    if (!check(j != NULL, "specials do not fit")) break;
                    if (sp[k].expect == X_NEGZERO) { /* every product -0.0 */
                        for (i = 0; i < j->n; i++) {
                            x_put(t, j->xoff, i, -0.0);
                            x_put(t, j->yoff, i, 1.0 + (double)(i % 7));
                        }
                    } else {
                        if (sp[k].op == VKR_OP_DOT) x_put(t, j->yoff, at, sp[k].y0);
                        x_put(t, j->xoff, at, sp[k].x0);
                        if (sp[k].op == VKR_OP_DOT && sp[k].expect == X_PINF) /* and a finite rest */
                            for (i = 0; i < j->n; i++) x_put(t, j->yoff, i, i == at ? 2.0 : 0.5);
                    }
                    j->expect = sp[k].expect;
                    snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " [%g * %g at %llu]", sp[k].x0,
                             sp[k].y0, (unsigned long long)at);
                }
                x_run(g_ctx, jobs, nj, NULL); /* one special per batch: the arena holds it */
                nj = 0;
                g_xat = 0;
            }
        }
    }
    free(jobs);
}

/* A context on g_dev with one workgroup per reduce: long per-invocation chains, where plain
   f32 sums drift. */
static vkr_context x_chain_context(void)
{
    vkr_context_desc cd;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.queue = g_dev.queue;
    cd.options.max_workgroups = 1;
    cd.options.workgroup_size = 64;
    cd.options.mid_workgroup_size = 64;
    return make_context(&cd, "max_workgroups 1");
}

void group_compensated(void)
{
    static const vkr_op ops[4] = {VKR_OP_ADD, VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2};
    const uint32_t C = VKR_REDUCE_COMPENSATED;
    const vkr_type t = VKR_TYPE_F32;
    const double u = 5.9604644775390625e-08;
    xjob *jobs = (xjob *)calloc(X_MAX_JOBS, sizeof *jobs);
    uint64_t sizes[32];
    int nj = 0, oi, si, ns, k;
    vkr_context cc;
    g_xat = 0;
    if (!check(jobs != NULL, "out of host memory")) return;
    /* every op at the edge sizes, aligned and not; dot of one range with itself */
    ns = x_sizes(sizes, t);
    for (oi = 0; oi < 4; oi++)
        for (si = 0; si < ns; si++) {
            x_queue(g_ctx, jobs, &nj, ops[oi], t, C, sizes[si], 0, 0, 0);
            if (sizes[si] < 100000 || !g_opt.quick) x_queue(g_ctx, jobs, &nj, ops[oi], t, C, sizes[si], 3, 1, 0);
        }
    x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, C, 9001, 1, 0, 1);
    x_flush(g_ctx, jobs, &nj);

    /* specials: NaN / inf propagate (the lo part never turns inf into NaN), inf - inf is NaN,
       a sum of only -0.0 is -0.0 */
    {
        static const int want[5] = {X_NAN, X_PINF, X_NAN, X_NEGZERO, X_NEGZERO};
        static const uint64_t sn[3] = {1, 37, 100003};
        int q;
        for (k = 0; k < 5; k++) {
            for (q = 0; q < 3; q++) {
                xjob *j = x_add(jobs, &nj, k == 3 ? VKR_OP_DOT : VKR_OP_ADD, t, C, sn[q], 2, 1, 0);
                uint64_t i;
                if (!check(j != NULL, "specials do not fit")) break;
                j->expect = want[k];
                if (k == 1) x_put(t, j->xoff, sn[q] / 2, INFINITY);
                if (k == 0) x_put(t, j->xoff, sn[q] - 1, NAN);
                if (k == 2) {
                    x_put(t, j->xoff, 0, INFINITY);
                    x_put(t, j->xoff, sn[q] - 1, -INFINITY);
                    if (sn[q] == 1) j->expect = X_PINF; /* only the +inf: sn[q] - 1 == 0 was overwritten */
                    if (sn[q] == 1) x_put(t, j->xoff, 0, INFINITY);
                }
                if (k >= 3)
                    for (i = 0; i < j->n; i++) {
                        x_put(t, j->xoff, i, -0.0);
                        if (k == 3) x_put(t, j->yoff, i, 3.0);
                    }
                snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " [special %d]", k);
            }
            x_run(g_ctx, jobs, nj, NULL);
            nj = 0;
            g_xat = 0;
        }
    }

    /* adversarial: 1e8, m ones, -1e8 (and the same with the big values in the middle): plain f32
       loses the ones that meet 1e8 (ulp(1e8) = 8); compensated gives m exactly (every rounding
       error of the his is an integer here, and the los sum them exactly: |partial sums| <= m <
       2^24) */
    cc = x_chain_context();
    {
        static const uint64_t ms[3] = {1000, 65536, 1048576};
        vkr_context ctxs[2];
        int ci, q;
        ctxs[0] = g_ctx;
        ctxs[1] = cc;
        for (ci = 0; ci < 2; ci++) {
            double errs[12];
            if (!ctxs[ci]) continue;
            for (q = 0; q < 3; q++) {
                int plain;
                if (g_opt.quick && ms[q] > 70000) continue;
                for (plain = 0; plain < 2; plain++) {
                    int mid;
                    for (mid = 0; mid < 2; mid++) {
                        xjob *j = x_add(jobs, &nj, VKR_OP_ADD, t, plain ? 0 : C, ms[q] + 2, 0, 0, 0);
                        uint64_t i, a = mid ? ms[q] / 3 : 0, b = mid ? 2 * ms[q] / 3 : ms[q] + 1;
                        if (!check(j != NULL, "adversarial data does not fit")) break;
                        for (i = 0; i < j->n; i++) x_put(t, j->xoff, i, i == a ? 1e8 : i == b ? -1e8 : 1.0);
                        j->expect = plain ? X_BOUND : X_EXACT;
                        snprintf(j->what, sizeof j->what, "%s add f32: 1e8, %llu x 1.0, -1e8%s (%s)",
                                 plain ? "plain" : "compensated", (unsigned long long)ms[q], mid ? " spread" : "",
                                 ci ? "one workgroup of 64" : "default grid");
                    }
                }
            }
            for (k = 0; k < nj; k++) x_reference(&jobs[k]);
            x_run(ctxs[ci], jobs, nj, errs);
            for (k = 0; ci == 1 && k + 3 < nj; k += 4) /* long chains: 1e8 swallows the ones of its lane */
                if (jobs[k].n > 65536) check(errs[k + 2] > 0 && errs[k + 3] > 0, "%s: plain f32 should lose ones to 1e8 on long chains "
                      "(|err|/sum|x| %.3g, %.3g): the data would not show the compensation", jobs[k + 2].what, errs[k + 2], errs[k + 3]);
            for (k = 0; k + 1 < nj; k += 4)
                printf("  %-70s |err|/sum|x|: plain %.3g / %.3g, compensated %.3g / %.3g (u = %.3g)\n", jobs[k + 2].what,
                       errs[k + 2], errs[k + 3], errs[k], errs[k + 1], u);
            nj = 0;
            g_xat = 0;
        }
    }

    /* Long chains (one workgroup of 64): plain f32 drifts past 2u * sum|x| where the roundings
       lean one way: a constant 0.1f (its dropped bits are 0xcccd...: always up), and random
       values in [1, 2) whose low 8 mantissa bits are 0xcd (random high bits); on uniform random
       data in [0, 1) roundings cancel and plain f32 stays near u. The compensated sum stays
       within its bound (and 2u) on all three. */
    if (cc) {
        double errs[6];
        uint64_t n = g_opt.quick ? (1u << 18) + 3 : (1u << 20) + 3;
        int plain;
        static const char *const names[3] = {"all 0.1f", "random [1,2) low bits 0xcd", "uniform [0,1)"};
        for (k = 0; k < 3; k++)
            for (plain = 0; plain < 2; plain++) {
                xjob *j = x_add(jobs, &nj, VKR_OP_ADD, t, plain ? 0 : C, n, 0, 0, 0);
                uint64_t i;
                rng_t rg;
                if (!check(j != NULL, "chain data does not fit")) break;
                rg.s = next_seed();
                for (i = 0; i < n; i++) {
                    uint32_t b = 0x3f800000u | ((uint32_t)rnext(&rg) & 0x007fff00u) | 0xcdu;
                    float f;
                    memcpy(&f, &b, 4);
                    x_put(t, j->xoff, i, k == 0 ? 0.1 : k == 1 ? (double)f : x_uniform(&rg, 0, 1));
                }
                snprintf(j->what, sizeof j->what, "%s add f32 n %llu %s (one workgroup of 64)", plain ? "plain" : "compensated",
                         (unsigned long long)n, names[k]);
            }
        for (k = 0; k < nj; k++) x_reference(&jobs[k]);
        x_run(cc, jobs, nj, errs);
        if (nj == 6) {
            for (k = 0; k < 3; k++) {
                printf("  long chains, %-28s |err|/sum|x|: plain %.3g, compensated %.3g (2u = %.3g)\n", names[k], errs[2 * k + 1],
                       errs[2 * k], 2 * u);
                if (k < 2)
                    check(errs[2 * k + 1] > 2 * u, "plain f32 sum of %s over long chains: error %.3g * sum|x|, expected past 2u = %.3g "
                          "(the data must show what compensation is for)", names[k], errs[2 * k + 1], 2 * u);
                check(errs[2 * k] <= 2 * u, "compensated sum of %s: error %.3g * sum|x| exceeds 2u", names[k], errs[2 * k]);
            }
        }
        nj = 0;
        g_xat = 0;
    }
    vkr_destroy_context(cc);
    free(jobs);
}

void group_transform_bad(void)
{
    tbuf *in = &g_in, *out = &g_out;
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    VkResult r;
    float f = 0;
    double bound;
    vkr_context c = g_ctx;
    cmd_begin(&g_dev);
#define XBAD(setup, want, words, what) \
    do { \
        rd = good_desc(in, out); \
        rd.op = VKR_OP_DOT; \
        rd.input2.buffer = in->buf; \
        rd.input2.offset = 0; \
        rd.input2.size = in->size; \
        setup; \
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd); \
        expect_fail(r, want, c, words, what); \
    } while (0)
    XBAD(rd.input2.buffer = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "input2", "vkr_cmd_reduce(dot, input2 NULL)");
    XBAD(rd.input2.size = 0, VK_ERROR_VALIDATION_FAILED_EXT, "input2.size", "vkr_cmd_reduce(dot, input2.size 0)");
    XBAD(rd.input2.size = 4 * 99, VK_ERROR_VALIDATION_FAILED_EXT, "input2",
         "vkr_cmd_reduce(dot, input2 holds 99 of 100 elements)");
    XBAD(rd.input2.offset = in->size - 4 * 99, VK_ERROR_VALIDATION_FAILED_EXT, "input2.offset",
         "vkr_cmd_reduce(dot, input2.offset near the end)");
    XBAD(rd.input2.offset = 2, VK_ERROR_VALIDATION_FAILED_EXT, "input2.offset",
         "vkr_cmd_reduce(dot, input2.offset 2)");
    XBAD(rd.op = VKR_OP_SUM_SQUARES, VK_ERROR_VALIDATION_FAILED_EXT, "input2",
         "vkr_cmd_reduce(sum_squares with input2 set)");
    XBAD((rd.op = VKR_OP_ADD, rd.input2.buffer = VK_NULL_HANDLE, rd.input2.offset = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "input2.offset", "vkr_cmd_reduce(add with input2.offset set)");
    XBAD(rd.type = VKR_TYPE_I32, VK_ERROR_FORMAT_NOT_SUPPORTED, "dot", "vkr_cmd_reduce(dot on i32)");
    XBAD((rd.op = VKR_OP_NORM2, rd.type = VKR_TYPE_U64, rd.input2.buffer = VK_NULL_HANDLE, rd.input2.size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "norm2", "vkr_cmd_reduce(norm2 on u64)");
    XBAD(rd.flags = VKR_REDUCE_COMPENSATED | (1u << 17), VK_ERROR_VALIDATION_FAILED_EXT, "flags",
         "vkr_cmd_reduce(unknown flag bit 17)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.type = VKR_TYPE_F64), VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED",
         "vkr_cmd_reduce(compensated dot f64)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.op = VKR_OP_MUL, rd.input2.buffer = VK_NULL_HANDLE, rd.input2.size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED", "vkr_cmd_reduce(compensated mul f32)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.op = VKR_OP_MAX, rd.input2.buffer = VK_NULL_HANDLE, rd.input2.size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED", "vkr_cmd_reduce(compensated max f32)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.op = VKR_OP_ADD, rd.type = VKR_TYPE_I32, rd.input2.buffer = VK_NULL_HANDLE,
          rd.input2.size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED", "vkr_cmd_reduce(compensated add i32)");
    XBAD(rd.op = (vkr_op)9, VK_ERROR_VALIDATION_FAILED_EXT, "op", "vkr_cmd_reduce(op 9, reserved)");
#undef XBAD
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    /* scans refuse the transform-reduces, and the compensated flag */
    sd = scan_desc_on(VKR_OP_DOT, VKR_TYPE_F32, 100, in, out);
    cmd_begin(&g_dev);
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "dot", "vkr_cmd_scan(dot)");
    sd.op = VKR_OP_NORM2;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "norm2", "vkr_cmd_scan(norm2)");
    sd.op = VKR_OP_ADD;
    sd.flags = VKR_REDUCE_COMPENSATED;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "flags", "vkr_cmd_scan(flags VKR_REDUCE_COMPENSATED)");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    r = t_scan(c, VKR_OP_SUM_SQUARES, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, &f, 1, NULL, &f);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "sum_squares", "vkr_scan(sum_squares)");
    r = t_scan_error_bound(c, VKR_OP_DOT, VKR_TYPE_F32, 10, &bound);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "dot", "vkr_scan_error_bound(dot)");
    /* synchronous helpers */
    r = t_reduce(c, VKR_OP_DOT, VKR_TYPE_F32, VKR_TYPE_NONE, &f, NULL, 1, 0, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "host_input2", "vkr_reduce(dot)");
    r = t_reduce(c, VKR_OP_DOT, VKR_TYPE_F32, VKR_TYPE_NONE, &f, NULL, 1, 0, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "host_input2", "vkr_reduce(dot, host_input2 NULL)");
    r = t_reduce(c, VKR_OP_SUM_SQUARES, VKR_TYPE_F32, VKR_TYPE_NONE, &f, &f, 1, 0, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "host_input2", "vkr_reduce(sum_squares, host_input2 set)");
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_F64, VKR_TYPE_NONE, &f, NULL, 1, VKR_REDUCE_COMPENSATED, &f);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "COMPENSATED", "vkr_reduce(compensated add f64)");
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, &f, NULL, 1, 1u << 19, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "flags", "vkr_reduce(unknown flag)");
    r = t_reduce_buffer(c, VKR_OP_DOT, VKR_TYPE_F32, in->buf, 0, in->size, 10, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "input2", "vkr_reduce of a buffer (dot)");
    r = vkr_reduce_error_bound(c, NULL, &bound);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "desc", "vkr_reduce_error_bound(desc NULL)");
    rd = good_desc(in, out);
    rd.flags = VKR_REDUCE_COMPENSATED;
    rd.type = VKR_TYPE_F64;
    r = vkr_reduce_error_bound(c, &rd, &bound);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "COMPENSATED", "vkr_reduce_error_bound(compensated f64)");
    check(!strcmp(vkr_op_name(VKR_OP_DOT), "dot") && !strcmp(vkr_op_name(VKR_OP_SUM_SQUARES), "sum_squares") &&
          !strcmp(vkr_op_name(VKR_OP_NORM2), "norm2") && !strcmp(vkr_op_name(VKR_OP_COUNT), "invalid"),
          "vkr_op_name of the transform-reduces");
    /* what works: vkr_supports, the bounds, and sum_squares / norm2 through vkr_reduce (buffer) */
    check(t_supports(c, VKR_OP_DOT, VKR_TYPE_F32, VKR_TYPE_NONE) == VK_SUCCESS, "vkr_supports(dot, f32): %s", lerr(c));
    check(t_supports(c, VKR_OP_DOT, VKR_TYPE_I32, VKR_TYPE_NONE) == VK_ERROR_FORMAT_NOT_SUPPORTED, "vkr_supports(dot, i32)");
    rd.type = VKR_TYPE_F32;
    rd.count = 1u << 20;
    r = vkr_reduce_error_bound(c, &rd, &bound);
    check(r == VK_SUCCESS && bound > 0 && bound < 2 * 5.9604644775390625e-08,
          "compensated f32 add bound %g at 2^20: want in (0, 2u)", bound);
    {
        double b2 = 0;
        rd.flags = 0;
        vkr_reduce_error_bound(c, &rd, &b2);
        check(b2 > bound, "plain f32 add bound %g should exceed the compensated %g at 2^20", b2, bound);
        check(t_error_bound(c, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, 1u << 20, &bound) == VK_SUCCESS && bound == b2,
              "vkr_reduce_error_bound(add) %g == vkr_reduce_error_bound %g", bound, b2);
    }
    {
        uint32_t i;
        float *h = (float *)in->map, got = 0;
        for (i = 0; i < 1000; i++) h[i] = (float)(i % 10) - 4.5f;
        r = t_reduce_buffer(c, VKR_OP_SUM_SQUARES, VKR_TYPE_F32, in->buf, 0, in->size, 1000, &got);
        check(r == VK_SUCCESS && got == 8250.0f, "vkr_reduce (buffer)(sum_squares): %d, %g (want 8250)", (int)r, got);
        r = t_reduce_buffer(c, VKR_OP_NORM2, VKR_TYPE_F32, in->buf, 0, in->size, 1000, &got);
        check(r == VK_SUCCESS && fabs(got - sqrt(8250.0)) < 1e-4, "vkr_reduce (buffer)(norm2): %d, %.9g (want %.9g)", (int)r, got,
              sqrt(8250.0));
    }
    /* a device context without f64: the f64 transform-reduces are refused, compensated f32 runs */
    {
        vkr_context_desc cd;
        vkr_context nc;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_FLOAT64);
        cd.queue = g_dev.queue;
        nc = make_context(&cd, "no shaderFloat64");
        if (nc) {
            float x[3] = {1e8f, 1.0f, -1e8f}, got = 0;
            r = t_supports(nc, VKR_OP_DOT, VKR_TYPE_F64, VKR_TYPE_NONE);
            expect_fail(r, VK_ERROR_FEATURE_NOT_PRESENT, nc, "shaderFloat64", "vkr_supports(dot f64) without FLOAT64");
            r = t_reduce(nc, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, x, NULL, 3, VKR_REDUCE_COMPENSATED, &got);
            check(r == VK_SUCCESS && got == 1.0f, "compensated {1e8, 1, -1e8} without f64: %d, %g (want 1)", (int)r, got);
            vkr_destroy_context(nc);
        }
    }
}

/* Prototype mode: vkr_reduce on host arrays (g_in's bytes used as host memory), one chunk
   and several (host_chunk_bytes 64 KiB): DOT's second array, NORM2's host square root. */
void group_transform_proto(void)
{
    vkr_prototype_desc pd;
    vkr_context pc = NULL;
    VkResult r;
    xjob *jobs = (xjob *)calloc(X_MAX_JOBS, sizeof *jobs);
    int k, nj = 0, chunked;
    if (!check(jobs != NULL, "out of host memory")) return;
    for (chunked = 0; chunked < 2; chunked++) {
        memset(&pd, 0, sizeof pd);
        pd.options.binding = g_force_binding;
        pd.validation = VK_TRUE;
        pd.log = test_log;
        pd.options.path = g_opt.path;
        if (chunked) pd.options.host_chunk_bytes = 64 << 10;
        where("vkr_create_prototype_context(transform)");
        g_log_validation = 0;
        r = vkr_create_prototype_context(&pd, &pc);
        if (!check(r == VK_SUCCESS && pc, "vkr_create_prototype_context: %d", (int)r)) break;
        g_xat = 0;
        nj = 0;
        {
            static const vkr_op ops[4] = {VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2, VKR_OP_ADD};
            static const uint64_t ns[4] = {0, 1, 4099, 100003};
            int oi, si, ti;
            for (ti = 0; ti < 3; ti++) /* f32, f64, compensated f32 */
                for (oi = 0; oi < 4; oi++)
                    for (si = 0; si < 4; si++) {
                        vkr_type t = ti == 1 ? VKR_TYPE_F64 : VKR_TYPE_F32;
                        if (ops[oi] == VKR_OP_ADD && ti != 2) continue;
                        if (t == VKR_TYPE_F64 && no64(g_dev.vkr_features)) continue;
                        if (!check(x_add(jobs, &nj, ops[oi], t, ti == 2 ? VKR_REDUCE_COMPENSATED : 0, ns[si], si & 1, 1, 0) != NULL,
                                   "prototype jobs do not fit"))
                            break;
                    }
        }
        for (k = 0; k < nj; k++) {
            xjob *j = &jobs[k];
            vkr_reduce_desc rd;
            unsigned char res[8];
            x_reference(j);
            memset(res, 0xA5, sizeof res);
            snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " vkr_reduce%s", chunked ? " 64 KiB chunks" : "");
            where("%s", j->what);
            r = t_reduce(pc, j->op, j->t, VKR_TYPE_NONE, g_in.map + j->xoff, j->op == VKR_OP_DOT ? g_in.map + j->yoff : NULL, j->n, j->flags, res);
            if (!check(r == VK_SUCCESS, "%s: %d %s", j->what, (int)r, lerr(pc))) continue;
            memset(&rd, 0, sizeof rd);
            rd.op = j->op;
            rd.type = j->t;
            rd.count = j->n;
            rd.flags = j->flags;
            x_check(pc, j, &rd, res);
        }
        /* vkr_reduce takes sum_squares and norm2 (one array) */
        if (nj > 5) {
            xjob *j = &jobs[5]; /* sum_squares f32 n 1 */
            unsigned char res[8];
            vkr_reduce_desc rd;
            r = t_reduce(pc, j->op, j->t, VKR_TYPE_NONE, g_in.map + j->xoff, NULL, j->n, 0, res);
            memset(&rd, 0, sizeof rd);
            rd.op = j->op;
            rd.type = j->t;
            rd.count = j->n;
            if (check(r == VK_SUCCESS, "vkr_reduce(%s): %s", j->what, lerr(pc))) x_check(pc, j, &rd, res);
        }
        check(g_log_validation == 0, "prototype validation messages: %lu", g_log_validation);
        vkr_destroy_context(pc);
        pc = NULL;
    }
    g_xat = 0;
    free(jobs);
}
