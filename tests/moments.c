/* moments.c - test_reduce's mean-and-variance groups (VKR_OP_MOMENTS): moments (reduces of
   f32, f64, f16 and bf16 inputs, f32 and f64 accumulators), moments-rows (row and segmented
   reduces), moments-errors (refusals, nothing written) and moments-proto (vkr_reduce,
   vkr_reduce_rows and vkr_reduce_segments on host arrays). Every result is checked against a
   long double two-pass reference within the library's stated bound (vk_reduce.h MEAN AND
   VARIANCE): |mean - mean*| <= u|mean*| + b R, |M2 - M2*| <= b (M2* + n R^2), R the spread. */
#include "harness.h"
#include "test_reduce.h"

/* The data sets: values around `center` (0 or a large mean), spread `spread`. */
enum { M_UNIFORM = 0, M_OFFSET, M_CONSTANT, M_SORTED, M_DATA_COUNT };
static const char *const k_mdata[M_DATA_COUNT] = {"uniform", "large mean", "constant", "sorted"};

/* One moments case: type t (f32, f64, f16, bf16) accumulating in acc, n elements at byte off of
   g_in, its result in output slot `slot`. */
typedef struct mjob {
    vkr_type t, acc;
    uint32_t flags;
    uint64_t n;
    VkDeviceSize off;
    int data;
    long double mean, m2, spread; /* the reference */
    char what[128];
} mjob;
#define M_MAX_JOBS 48

/* An exactly representable f16's bits (|v| a normal f16 or 0; the data below are). */
static uint16_t m_f16_bits(float v)
{
    uint32_t b, e, m;
    memcpy(&b, &v, 4);
    if (!(b & 0x7fffffffu)) return (uint16_t)(b >> 16);
    e = (b >> 23) & 0xff;
    m = b & 0x7fffff;
    return (uint16_t)(((b >> 16) & 0x8000u) | ((e - 112) << 10) | (m >> 13));
}

/* v rounded to what type t holds (f16 / bf16: to 11 / 8 significant bits, toward zero). */
static double m_round(vkr_type t, double v)
{
    int e;
    double f;
    if (t == VKR_TYPE_F64) return v;
    if (t == VKR_TYPE_F32) return (float)v;
    if (fabs(v) < (t == VKR_TYPE_F16 ? 6.103515625e-05 : 1.1754943508222875e-38)) return 0; /* (no subnormals) */
    f = frexp(v, &e);
    f = trunc(ldexp(f, t == VKR_TYPE_F16 ? 11 : 8));
    return (float)ldexp(f, e - (t == VKR_TYPE_F16 ? 11 : 8));
}

static void m_put(vkr_type t, unsigned char *p, uint64_t i, double v)
{
    if (t == VKR_TYPE_F64) {
        memcpy(p + 8 * i, &v, 8);
    } else if (t == VKR_TYPE_F32) {
        float f = (float)v;
        memcpy(p + 4 * i, &f, 4);
    } else {
        float f = (float)v;
        uint32_t b;
        uint16_t h;
        memcpy(&b, &f, 4);
        h = t == VKR_TYPE_F16 ? m_f16_bits(f) : (uint16_t)(b >> 16);
        memcpy(p + 2 * i, &h, 2);
    }
}

/* The value of element i (the bits decoded exactly). */
static long double m_get(vkr_type t, const unsigned char *p, uint64_t i)
{
    if (t == VKR_TYPE_F64) {
        double d;
        memcpy(&d, p + 8 * i, 8);
        return d;
    } else if (t == VKR_TYPE_F32) {
        float f;
        memcpy(&f, p + 4 * i, 4);
        return f;
    } else {
        uint16_t h;
        uint32_t b;
        float f;
        memcpy(&h, p + 2 * i, 2);
        if (t == VKR_TYPE_BF16) {
            b = (uint32_t)h << 16;
        } else if (!(h & 0x7fff)) {
            b = (uint32_t)(h & 0x8000) << 16;
        } else if ((h & 0x7c00) == 0x7c00) {
            b = ((uint32_t)(h & 0x8000) << 16) | 0x7f800000u | ((uint32_t)(h & 0x3ff) << 13);
        } else {
            b = ((uint32_t)(h & 0x8000) << 16) | ((uint32_t)(((h >> 10) & 0x1f) + 112) << 23) | ((uint32_t)(h & 0x3ff) << 13);
        }
        memcpy(&f, &b, 4);
        return f;
    }
}

/* Fills n elements of data set `data` for type t at p. */
static void m_fill(vkr_type t, unsigned char *p, uint64_t n, int data, rng_t *rg)
{
    /* a center far from 0 relative to the spread, within what each type holds */
    const double center = t == VKR_TYPE_F64 ? 1e8 : t == VKR_TYPE_F32 ? 1e4 : 1000.0;
    const double spread = t == VKR_TYPE_F64 || t == VKR_TYPE_F32 ? 1.0 : 16.0;
    uint64_t i;
    for (i = 0; i < n; i++) {
        double u = (double)(rnext(rg) >> 11) * (1.0 / 9007199254740992.0) * 2 - 1, v;
        switch (data) {
        case M_UNIFORM: v = u; break;
        case M_OFFSET: v = center + spread * u; break;
        case M_CONSTANT: v = center + 0.375; break;
        default: v = -center + 2 * center * (double)i / (double)(n > 1 ? n - 1 : 1); break; /* sorted */
        }
        m_put(t, p, i, m_round(t, v));
    }
}

/* Two-pass reference of n elements at p: mean, M2, spread (max - min). */
static void m_reference(vkr_type t, const unsigned char *p, uint64_t n, long double *mean, long double *m2, long double *spread)
{
    long double *v = (long double *)malloc((n ? n : 1) * sizeof *v), lo = 0, hi = 0;
    uint64_t i;
    *mean = *m2 = *spread = 0;
    if (!check(v != NULL, "out of host memory for the reference")) return;
    for (i = 0; i < n; i++) {
        v[i] = m_get(t, p, i);
        if (!i || v[i] < lo) lo = v[i];
        if (!i || v[i] > hi) hi = v[i];
    }
    if (n) {
        *mean = pairwise_ld(v, n) / (long double)n;
        for (i = 0; i < n; i++) v[i] = (v[i] - *mean) * (v[i] - *mean);
        *m2 = pairwise_ld(v, n);
        *spread = hi - lo;
    }
    free(v);
}

/* The result at res (vkr_moments_f32 or _f64 by acc) as long doubles. */
typedef struct mres {
    uint64_t count;
    long double mean, m2, variance, stddev;
} mres;
static mres m_read(vkr_type acc, const unsigned char *res)
{
    mres m;
    if (acc == VKR_TYPE_F64) {
        vkr_moments_f64 r;
        memcpy(&r, res, sizeof r);
        m.count = r.count, m.mean = r.mean, m.m2 = r.m2, m.variance = r.variance, m.stddev = r.stddev;
    } else {
        vkr_moments_f32 r;
        memcpy(&r, res, sizeof r);
        m.count = r.count, m.mean = r.mean, m.m2 = r.m2, m.variance = r.variance, m.stddev = r.stddev;
    }
    return m;
}

/* Checks a result of n elements against the reference (mean, m2, spread) with bound b. */
static void m_check(const char *what, vkr_type acc, uint32_t flags, uint64_t n, long double mean, long double m2, long double spread,
                    int constant, double b, const unsigned char *res)
{
    const mres g = m_read(acc, res);
    const long double u = acc == VKR_TYPE_F64 ? 1.1102230246251565e-16L : 5.9604644775390625e-08L;
    const int sample = (flags & VKR_REDUCE_SAMPLE_VARIANCE) != 0;
    const long double den = (long double)n - (sample ? 1 : 0);
    check(g.count == n, "%s: count %llu, want %llu", what, (unsigned long long)g.count, (unsigned long long)n);
    if (!n) {
        check(g.mean != g.mean && g.m2 == 0 && g.variance != g.variance && g.stddev != g.stddev,
              "%s: empty: mean %Lg m2 %Lg variance %Lg stddev %Lg, want NaN, 0, NaN, NaN", what, g.mean, g.m2, g.variance, g.stddev);
        return;
    }
    {
        const long double em = fabsl(g.mean - mean), am = u * fabsl(mean) + (long double)b * spread + 1e-300L;
        const long double e2 = fabsl(g.m2 - m2), a2 = (long double)b * (m2 + (long double)n * spread * spread) + 1e-300L;
        check(em <= am, "%s: mean %.17Lg, reference %.17Lg, |error| %.3Lg > %.3Lg (b %.3g, spread %.3Lg)", what, g.mean, mean, em, am,
              b, spread);
        check(e2 <= a2, "%s: M2 %.17Lg, reference %.17Lg, |error| %.3Lg > %.3Lg (b %.3g, spread %.3Lg)", what, g.m2, m2, e2, a2, b,
              spread);
        if (constant)
            check(g.m2 == 0 && g.variance == 0 && g.stddev == 0 && g.mean == mean,
                  "%s: constant data: mean %.17Lg (want %.17Lg exactly), m2 %Lg, variance %Lg, stddev %Lg (want 0)", what, g.mean,
                  mean, g.m2, g.variance, g.stddev);
        if (den <= 0) {
            check(g.variance != g.variance && g.stddev != g.stddev, "%s: %s of %llu: variance %Lg stddev %Lg, want NaN", what,
                  sample ? "sample variance" : "variance", (unsigned long long)n, g.variance, g.stddev);
        } else {
            /* the GPU's own variance and deviation from its m2: one division, one square root,
               within 3 ulp (Vulkan's f32 division: 2.5 ulp; f64: Newton-refined) */
            check(fabsl(g.variance - g.m2 / den) <= 6 * u * fabsl(g.m2 / den) + 1e-300L, "%s: variance %.17Lg, m2 / %Lg = %.17Lg", what,
                  g.variance, den, g.m2 / den);
            check(fabsl(g.stddev - sqrtl(g.variance)) <= 8 * u * sqrtl(g.variance) + 1e-300L, "%s: stddev %.17Lg, sqrt(variance) %.17Lg",
                  what, g.stddev, sqrtl(g.variance));
        }
        if (g_opt.verbose)
            printf("  %-60s n %-8llu mean err %.3Lg, M2 err/M2 %.3Lg (b %.3g)\n", what, (unsigned long long)n, em,
                   m2 > 0 ? e2 / m2 : e2, b);
    }
}

/* The (type, accumulator) pairs every group runs. */
static const vkr_type k_mt[7][2] = {{VKR_TYPE_F32, VKR_TYPE_F32}, {VKR_TYPE_F64, VKR_TYPE_F64}, {VKR_TYPE_F32, VKR_TYPE_F64},
                                    {VKR_TYPE_F16, VKR_TYPE_F32}, {VKR_TYPE_F16, VKR_TYPE_F64}, {VKR_TYPE_BF16, VKR_TYPE_F32},
                                    {VKR_TYPE_BF16, VKR_TYPE_F64}};

/* 1 (after a checked refusal) when context c cannot run the moments of t in acc on `kernel`
   (OPT_REDUCE, OPT_ROWS): left out of this build (VK_REDUCE_NO_*), or no 64-bit floats. */
static int m_skip(vkr_context c, uint32_t features, int kernel, vkr_type t, vkr_type acc)
{
    const char *macro = opt_left_out(kernel, VKR_OP_MOMENTS, t, acc, 0);
    vkr_reduce_desc rd;
    double b;
    VkResult r;
    if (!macro && (!no64(features) || (t != VKR_TYPE_F64 && acc != VKR_TYPE_F64))) return 0;
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_MOMENTS, rd.type = t, rd.accumulator = acc == t ? VKR_TYPE_NONE : acc;
    r = kernel == OPT_ROWS ? t_rows_error_bound(c, VKR_OP_MOMENTS, t, 2, 100, &b) : vkr_supports(c, &rd);
    check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(lerr(c), macro ? macro : "shaderFloat64"),
          "moments of %s in %s %s: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming %s)", vkr_type_name(t), vkr_type_name(acc),
          macro ? "left out" : "without 64-bit floats", (int)r, lerr(c), macro ? macro : "shaderFloat64");
    return 1;
}

static VkDeviceSize g_mat; /* next free byte of g_in */

static void m_desc(vkr_reduce_desc *rd, const mjob *j, uint32_t slot)
{
    *rd = slot_desc(VKR_OP_MOMENTS, j->t, j->flags, j->n, j->off, slot);
    rd->accumulator = j->acc == j->t ? VKR_TYPE_NONE : j->acc;
}

/* Records every job into one command buffer, runs it, checks each result and that the rest of
   each output slot is untouched; `bits` (when not NULL) gets the slots' bytes. */
static void m_run(vkr_context c, mjob *jobs, int nj, unsigned char *bits)
{
    vkr_reduce_desc rd;
    VkResult r;
    int k, ok = 1;
    cmd_begin(&g_dev);
    for (k = 0; k < nj; k++) {
        m_desc(&rd, &jobs[k], (uint32_t)k);
        memset(g_out.map + rd.output.offset, SENTINEL, SLOT_BYTES);
        where("vkr_cmd_reduce(%s)", jobs[k].what);
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
        ok &= check(r == VK_SUCCESS, "vkr_cmd_reduce(%s): %d %s", jobs[k].what, (int)r, lerr(c));
    }
    cmd_barrier_to_host(&g_dev);
    where("submit %d moments jobs", nj);
    if (!cmd_submit_wait(&g_dev) || !ok) return;
    for (k = 0; k < nj; k++) {
        const mjob *j = &jobs[k];
        const size_t rs = j->acc == VKR_TYPE_F64 ? sizeof(vkr_moments_f64) : sizeof(vkr_moments_f32);
        double b = -1;
        VkDeviceSize i;
        int untouched = 1;
        m_desc(&rd, j, (uint32_t)k);
        r = vkr_reduce_error_bound(c, &rd, &b);
        if (!check(r == VK_SUCCESS && b >= 0 && b < 1e-2, "%s: vkr_reduce_error_bound %d, b %g: %s", j->what, (int)r, b, lerr(c))) continue;
        m_check(j->what, j->acc, j->flags, j->n, j->mean, j->m2, j->spread, j->data == M_CONSTANT, b, g_out.map + rd.output.offset);
        for (i = rs; i < SLOT_BYTES; i++) untouched &= g_out.map[rd.output.offset + i] == SENTINEL;
        check(untouched, "%s: bytes past the %u-byte result written", j->what, (unsigned)rs);
        if (bits) memcpy(bits + (size_t)k * 40, g_out.map + rd.output.offset, rs); /* (40: the larger result) */
    }
}

/* Adds a job of fresh data (mis elements past a 256-byte boundary); 0 when g_in or the batch is
   full. */
static int m_add(mjob *jobs, int *nj, vkr_type t, vkr_type acc, uint32_t flags, uint64_t n, unsigned mis, int data)
{
    mjob *j;
    rng_t rg;
    VkDeviceSize at = (g_mat + 255) / 256 * 256 + (VkDeviceSize)mis * vkr_type_size(t);
    if (*nj >= M_MAX_JOBS || at + n * vkr_type_size(t) + 4 > g_in.size) return 0;
    j = &jobs[(*nj)++];
    memset(j, 0, sizeof *j);
    j->t = t, j->acc = acc, j->flags = flags, j->n = n, j->off = at, j->data = data;
    g_mat = at + n * vkr_type_size(t) + 4; /* (2-byte types: the last word is read whole) */
    rg.s = next_seed();
    m_fill(t, g_in.map + at, n, data, &rg);
    m_reference(t, g_in.map + at, n, &j->mean, &j->m2, &j->spread);
    snprintf(j->what, sizeof j->what, "moments %s->%s %s n %llu +%u%s", vkr_type_name(t), vkr_type_name(acc), k_mdata[data],
             (unsigned long long)n, mis, flags & VKR_REDUCE_SAMPLE_VARIANCE ? " sample" : "");
    return 1;
}

static void m_flush(vkr_context c, mjob *jobs, int *nj)
{
    if (*nj) m_run(c, jobs, *nj, NULL);
    *nj = 0;
    g_mat = 0;
}

static void m_queue(vkr_context c, mjob *jobs, int *nj, vkr_type t, vkr_type acc, uint32_t flags, uint64_t n, unsigned mis, int data)
{
    if (m_add(jobs, nj, t, acc, flags, n, mis, data)) return;
    m_flush(c, jobs, nj);
    if (!m_add(jobs, nj, t, acc, flags, n, mis, data))
        check(0, "moments job %s n %llu does not fit in the %llu-byte input arena", vkr_type_name(t), (unsigned long long)n,
              (unsigned long long)g_in.size);
}

void group_moments(void)
{
    mjob *jobs = (mjob *)calloc(M_MAX_JOBS, sizeof *jobs);
    const uint64_t S = g_info.subgroup_size, W = g_info.workgroup_size;
    int nj = 0, p, d, si;
    g_mat = 0;
    if (!check(jobs != NULL, "out of host memory")) return;
    for (p = 0; p < 7; p++) {
        const vkr_type t = k_mt[p][0], acc = k_mt[p][1];
        const uint64_t vn = 16 / vkr_type_size(t), single = W * vn * 16;
        uint64_t sizes[16];
        int ns = 0;
        if (m_skip(g_ctx, g_info.enabled_features, OPT_REDUCE, t, acc)) continue;
        sizes[ns++] = 0, sizes[ns++] = 1, sizes[ns++] = 2, sizes[ns++] = 7, sizes[ns++] = S - 1, sizes[ns++] = S + 1;
        sizes[ns++] = W * vn - 1, sizes[ns++] = W * vn + 1, sizes[ns++] = single - 1, sizes[ns++] = single + 3;
        sizes[ns++] = 100003, sizes[ns++] = g_opt.quick ? 200003 : 2000003;
        ns = sort_unique(sizes, ns);
        for (si = 0; si < ns; si++) /* every data set at every size; misaligned where it can be */
            for (d = 0; d < M_DATA_COUNT; d++)
                m_queue(g_ctx, jobs, &nj, t, acc, 0, sizes[si], (unsigned)(d + si) % 3, d);
        m_queue(g_ctx, jobs, &nj, t, acc, VKR_REDUCE_SAMPLE_VARIANCE, 1, 0, M_UNIFORM);
        m_queue(g_ctx, jobs, &nj, t, acc, VKR_REDUCE_SAMPLE_VARIANCE, 1000, 1, M_OFFSET);
        m_flush(g_ctx, jobs, &nj);
    }
    /* many partials and binding ranges of 64 KiB (the count and shift carried across them) */
    {
        vkr_context_desc cd;
        vkr_context c;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.queue = g_dev.queue;
        cd.options.max_workgroups = 4096;
        cd.options.max_binding_range = 64 << 10;
        cd.options.workgroup_size = cd.options.mid_workgroup_size = 64;
        c = make_context(&cd, "max_workgroups 4096, max_binding_range 64 KiB, workgroup 64");
        if (c) {
            for (p = 0; p < 7; p++) {
                const vkr_type t = k_mt[p][0], acc = k_mt[p][1];
                const uint64_t r = (64 << 10) / vkr_type_size(t);
                if (m_skip(c, g_dev.vkr_features, OPT_REDUCE, t, acc)) continue;
                m_queue(c, jobs, &nj, t, acc, 0, 3 * r + 7, 1, M_OFFSET);
                m_queue(c, jobs, &nj, t, acc, 0, 3 * r + 7, 0, M_CONSTANT);
                m_queue(c, jobs, &nj, t, acc, VKR_REDUCE_SAMPLE_VARIANCE, g_opt.quick ? 200003 : 1000003, 0, M_SORTED);
            }
            m_flush(c, jobs, &nj);
            vkr_destroy_context(c);
        }
    }
    /* a GPU-resident count (0, some, the bound, past the bound: clamped), as a count read when
       the reduce runs: the moments of the first `count` elements */
    for (p = 0; p < 2; p++) {
        const vkr_type t = p ? VKR_TYPE_F64 : VKR_TYPE_F32;
        static const uint32_t gpu_counts[4] = {0, 777, 100003, 200000};
        int k;
        if (m_skip(g_ctx, g_info.enabled_features, OPT_REDUCE, t, t)) continue;
        if (!m_add(jobs, &nj, t, t, 0, 100003, 1, M_OFFSET)) break;
        for (k = 0; k < 4; k++) {
            mjob *j = &jobs[0];
            vkr_reduce_desc rd;
            long double mean, m2, spread;
            const uint64_t n = gpu_counts[k] < j->n ? gpu_counts[k] : j->n;
            const VkDeviceSize at = (VkDeviceSize)SLOT_BYTES * 8; /* the count word, in an output slot of its own */
            double b = -1;
            char what[160];
            VkResult r;
            m_desc(&rd, j, 0);
            memcpy(g_out.map + at, &gpu_counts[k], 4);
            rd.count_buffer.buffer = g_out.buf;
            rd.count_buffer.offset = at;
            rd.count_buffer.size = g_out.size;
            memset(g_out.map, SENTINEL, SLOT_BYTES);
            snprintf(what, sizeof what, "%s, GPU count %u", j->what, gpu_counts[k]);
            where("%s", what);
            cmd_begin(&g_dev);
            r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
            cmd_barrier_to_host(&g_dev);
            if (!check(r == VK_SUCCESS && cmd_submit_wait(&g_dev), "%s: %d %s", what, (int)r, lerr(g_ctx))) continue;
            rd.count = n;
            memset(&rd.count_buffer, 0, sizeof rd.count_buffer);
            if (!check(vkr_reduce_error_bound(g_ctx, &rd, &b) == VK_SUCCESS, "%s: bound %s", what, lerr(g_ctx))) continue;
            m_reference(t, g_in.map + j->off, n, &mean, &m2, &spread);
            m_check(what, t, 0, n, mean, m2, spread, 0, b, g_out.map);
        }
        nj = 0;
        g_mat = 0;
    }
    /* determinism: the same jobs twice give the same bytes */
    {
        unsigned char *a = (unsigned char *)malloc(M_MAX_JOBS * 40), *b = (unsigned char *)malloc(M_MAX_JOBS * 40);
        if (check(a && b, "out of host memory")) {
            int want = 0;
            for (p = 0; p < 7; p++)
                if (!m_skip(g_ctx, g_info.enabled_features, OPT_REDUCE, k_mt[p][0], k_mt[p][1])) {
                    m_add(jobs, &nj, k_mt[p][0], k_mt[p][1], 0, 300007, (unsigned)p % 3, M_UNIFORM);
                    want++;
                }
            m_run(g_ctx, jobs, nj, a);
            m_run(g_ctx, jobs, nj, b);
            check(nj == want, "moments: %d determinism jobs of %d fit the input arena", nj, want);
            for (p = 0; p < nj; p++)
                check(!memcmp(a + p * 40, b + p * 40, jobs[p].acc == VKR_TYPE_F64 ? 40 : 24), "%s: two runs differ", jobs[p].what);
        }
        free(a);
        free(b);
        nj = 0;
        g_mat = 0;
    }
    /* NaN and inf: a NaN gives NaN mean and M2, an inf NaN M2 */
    for (p = 0; p < 2; p++) {
        const vkr_type t = p ? VKR_TYPE_F64 : VKR_TYPE_F32;
        int s;
        if (m_skip(g_ctx, g_info.enabled_features, OPT_REDUCE, t, t)) continue;
        for (s = 0; s < 4; s++) {
            static const uint64_t where_at[4] = {0, 5, 4098, 99999};
            mjob *j;
            vkr_reduce_desc rd;
            VkResult r;
            mres g;
            if (!m_add(jobs, &nj, t, t, 0, 100000, 0, M_UNIFORM)) break;
            j = &jobs[nj - 1];
            m_put(t, g_in.map + j->off, where_at[s], s & 1 ? INFINITY : NAN);
            snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " %s at %llu", s & 1 ? "inf" : "NaN",
                     (unsigned long long)where_at[s]);
            m_desc(&rd, j, 0);
            cmd_begin(&g_dev);
            r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
            cmd_barrier_to_host(&g_dev);
            if (check(r == VK_SUCCESS && cmd_submit_wait(&g_dev), "%s: %d %s", j->what, (int)r, lerr(g_ctx))) {
                g = m_read(t, g_out.map);
                check(g.count == 100000 && g.m2 != g.m2 && ((s & 1) || g.mean != g.mean), "%s: count %llu mean %Lg m2 %Lg (want NaN)",
                      j->what, (unsigned long long)g.count, g.mean, g.m2);
            }
            nj = 0;
            g_mat = 0;
        }
    }
    free(jobs);
}

/* Row and segmented moments (f32, f64, and f16 / bf16 in f32): rows with strides and strided
   results, segments of every length (empty, one element, one huge), each result against its
   reference; the slots between strided results untouched. */
void group_moments_rows(void)
{
    static const vkr_type types[4] = {VKR_TYPE_F32, VKR_TYPE_F64, VKR_TYPE_F16, VKR_TYPE_BF16};
    int ti, sample;
    for (ti = 0; ti < 4; ti++)
        for (sample = 0; sample < (ti ? 1 : 2); sample++) { /* (the sample variance of f32 rows: one division more) */
            const vkr_type t = types[ti], acc = vkr_default_accumulator(t);
            const size_t es = vkr_type_size(t), rs = acc == VKR_TYPE_F64 ? sizeof(vkr_moments_f64) : sizeof(vkr_moments_f32);
            const uint32_t flags = sample ? VKR_REDUCE_SAMPLE_VARIANCE : 0;
            /* (--quick: the long rows 20,001 elements, not 70,001) */
            const uint64_t lr = g_opt.quick ? 20001 : 70001;
            const uint64_t shapes[6][3] = {{1, 1, 1}, {3, 0, 5}, {64, 17, 20}, {10, 1000, 1003}, {1000, 1024, 1024}, {4, lr, lr}};
            int k;
            if (m_skip(g_ctx, g_info.enabled_features, OPT_ROWS, t, acc)) continue;
            for (k = 0; k < 6; k++) {
                const uint64_t rows = shapes[k][0], len = shapes[k][1], stride = shapes[k][2], ostride = k & 1 ? 2 : 1;
                const uint64_t span = (rows - 1) * stride + len;
                vkr_rows_desc rd;
                rng_t rg;
                VkResult r;
                double b = -1;
                uint64_t i;
                char what[96];
                if (!check(span * es + 16 <= g_in.size && ((rows - 1) * ostride + 1) * rs <= g_out.size, "rows shape too large")) continue;
                rg.s = next_seed();
                m_fill(t, g_in.map + es, span, k % 2 ? M_OFFSET : M_SORTED, &rg);
                memset(g_out.map, SENTINEL, ((rows - 1) * ostride + 1) * rs + 64);
                memset(&rd, 0, sizeof rd);
                rd.op = VKR_OP_MOMENTS, rd.type = t, rd.rows = rows, rd.row_length = len, rd.row_stride = stride, rd.flags = flags;
                rd.input.buffer = g_in.buf, rd.input.offset = es, rd.input.size = g_in.size;
                rd.output.buffer = g_out.buf, rd.output.offset = 0, rd.output.size = g_out.size, rd.output_stride = ostride;
                snprintf(what, sizeof what, "moments rows %s %llu x %llu stride %llu out stride %llu%s", vkr_type_name(t),
                         (unsigned long long)rows, (unsigned long long)len, (unsigned long long)stride, (unsigned long long)ostride,
                         sample ? " sample" : "");
                where("%s", what);
                cmd_begin(&g_dev);
                r = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &rd);
                cmd_barrier_to_host(&g_dev);
                if (!check(r == VK_SUCCESS && cmd_submit_wait(&g_dev), "%s: %d %s", what, (int)r, lerr(g_ctx))) continue;
                r = vkr_rows_error_bound(g_ctx, &rd, &b);
                if (!check(r == VK_SUCCESS && b >= 0 && b < 1e-2, "%s: vkr_rows_error_bound %d, b %g %s", what, (int)r, b, lerr(g_ctx)))
                    continue;
                for (i = 0; i < rows; i++) {
                    long double mean, m2, spread;
                    char rw[128];
                    m_reference(t, g_in.map + es + i * stride * es, len, &mean, &m2, &spread);
                    snprintf(rw, sizeof rw, "%s row %llu", what, (unsigned long long)i);
                    m_check(rw, acc, flags, len, mean, m2, spread, 0, b, g_out.map + i * ostride * rs);
                    if (ostride > 1 && i + 1 < rows) {
                        size_t q;
                        int untouched = 1;
                        for (q = 0; q < rs; q++) untouched &= g_out.map[(i * ostride + 1) * rs + q] == SENTINEL;
                        check(untouched, "%s: the gap after result %llu written", what, (unsigned long long)i);
                    }
                }
            }
            /* segments: empty, one element, short, one huge, then 10,000 tiny ones (0-3 elements) */
            {
                const uint64_t nseg = 10006;
                uint32_t *off = (uint32_t *)malloc((nseg + 1) * 4);
                vkr_segments_desc sd;
                VkDeviceSize off_at;
                uint64_t s, n = 0;
                rng_t rg;
                VkResult r;
                double b = -1;
                if (!check(off != NULL, "out of host memory")) continue;
                rg.s = next_seed();
                for (s = 0; s < nseg; s++) {
                    const uint64_t huge = g_opt.quick ? 60001 : 300001; /* (--quick: shorter) */
                    const uint64_t first[6] = {0, 1, 7, huge, 0, 1000};
                    off[s] = (uint32_t)n;
                    n += s < 6 ? first[s] : rbelow(&rg, 4);
                }
                off[nseg] = (uint32_t)n;
                off_at = (n * es + 256 + 255) / 256 * 256;
                if (!check(off_at + (nseg + 1) * 4 <= g_in.size && nseg * rs <= g_out.size, "segments too large")) {
                    free(off);
                    continue;
                }
                m_fill(t, g_in.map + 256, n, M_OFFSET, &rg);
                memcpy(g_in.map + off_at, off, (nseg + 1) * 4);
                memset(g_out.map, SENTINEL, nseg * rs);
                memset(&sd, 0, sizeof sd);
                sd.op = VKR_OP_MOMENTS, sd.type = t, sd.segments = nseg, sd.flags = flags, sd.input_count = n;
                sd.max_segment_length = g_opt.quick ? 60001 : 300001;
                sd.input.buffer = g_in.buf, sd.input.offset = 256, sd.input.size = g_in.size;
                sd.offsets.buffer = g_in.buf, sd.offsets.offset = off_at, sd.offsets.size = g_in.size;
                sd.output.buffer = g_out.buf, sd.output.size = g_out.size;
                where("moments segments %s", vkr_type_name(t));
                cmd_begin(&g_dev);
                r = vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &sd);
                cmd_barrier_to_host(&g_dev);
                if (check(r == VK_SUCCESS && cmd_submit_wait(&g_dev), "moments segments: %d %s", (int)r, lerr(g_ctx)) &&
                    (r = vkr_segments_error_bound(g_ctx, &sd, &b),
                     check(r == VK_SUCCESS && b >= 0 && b < 1e-2, "vkr_segments_error_bound: %d, b %g %s", (int)r, b, lerr(g_ctx))))
                    for (s = 0; s < nseg; s++) {
                        long double mean, m2, spread;
                        char what[96];
                        const uint64_t len = off[s + 1] - off[s];
                        m_reference(t, g_in.map + 256 + off[s] * es, len, &mean, &m2, &spread);
                        snprintf(what, sizeof what, "moments segment %llu of %s (%llu elements)%s", (unsigned long long)s, vkr_type_name(t),
                                 (unsigned long long)len, sample ? " sample" : "");
                        m_check(what, acc, flags, len, mean, m2, spread, 0, b, g_out.map + s * rs);
                    }
                free(off);
            }
        }
}

/* Refusals: each names the argument, and nothing is recorded or written. */
void group_moments_bad(void)
{
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    vkr_rows_desc wd;
    VkResult r;
    unsigned char before[64];
    if (opt_refused(g_ctx, OPT_REDUCE, VKR_OP_MOMENTS, VKR_TYPE_F32)) return;
    memset(g_out.map, SENTINEL, 64);
    memcpy(before, g_out.map, 64);
#define MBAD(SETUP, WANT, WORDS, WHAT)                                                   \
    do {                                                                                 \
        memset(&rd, 0, sizeof rd);                                                       \
        rd.op = VKR_OP_MOMENTS, rd.type = VKR_TYPE_F32, rd.count = 100;                  \
        rd.input.buffer = g_in.buf, rd.input.size = g_in.size;                           \
        rd.output.buffer = g_out.buf, rd.output.size = g_out.size;                       \
        SETUP;                                                                           \
        cmd_begin(&g_dev);                                                               \
        r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);                                       \
        cmd_barrier_to_host(&g_dev);                                                     \
        cmd_submit_wait(&g_dev);                                                         \
        expect_fail(r, WANT, g_ctx, WORDS, WHAT);                                        \
        check(!memcmp(before, g_out.map, 64), "%s: the output was written", WHAT);       \
    } while (0)
    MBAD(rd.type = VKR_TYPE_I32, VK_ERROR_FORMAT_NOT_SUPPORTED, "moments|i32", "moments of i32");
    MBAD(rd.type = VKR_TYPE_U8, VK_ERROR_FORMAT_NOT_SUPPORTED, "moments|u8", "moments of u8");
    MBAD(rd.flags = VKR_REDUCE_COMPENSATED, VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED", "compensated moments");
    MBAD(rd.flags = VKR_REDUCE_VALUES_ONLY, VK_ERROR_VALIDATION_FAILED_EXT, "VALUES_ONLY", "moments with VKR_REDUCE_VALUES_ONLY");
    MBAD((rd.op = VKR_OP_ADD, rd.flags = VKR_REDUCE_SAMPLE_VARIANCE), VK_ERROR_VALIDATION_FAILED_EXT, "SAMPLE_VARIANCE|add",
         "add with VKR_REDUCE_SAMPLE_VARIANCE");
    MBAD(rd.output.offset = 4, VK_ERROR_VALIDATION_FAILED_EXT, "output.offset|multiple of 8", "moments output at byte 4");
    MBAD(rd.output.size = 16, VK_ERROR_VALIDATION_FAILED_EXT, "output|vkr_moments_f32", "moments output of 16 bytes");
    if (!no64(g_info.enabled_features) && !opt_left_out(OPT_REDUCE, VKR_OP_MOMENTS, VKR_TYPE_F32, VKR_TYPE_F64, 0))
        MBAD((rd.accumulator = VKR_TYPE_F64, rd.output.size = 32), VK_ERROR_VALIDATION_FAILED_EXT, "output|vkr_moments_f64",
             "f64 moments output of 32 bytes");
    MBAD(rd.accumulator = VKR_TYPE_I32, VK_ERROR_FORMAT_NOT_SUPPORTED, "accumulate|i32", "moments accumulating in i32");
#undef MBAD
    /* scans have no moments; rows of f16 take moments only */
    sd = scan_desc_on(VKR_OP_MOMENTS, VKR_TYPE_F32, 100, &g_in, &g_out);
    cmd_begin(&g_dev);
    r = vkr_cmd_scan(g_ctx, g_dev.cmd, &sd);
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    expect_fail(r, VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "moments|scan", "scan of moments");
    memset(&wd, 0, sizeof wd);
    wd.op = VKR_OP_ADD, wd.type = VKR_TYPE_F16, wd.rows = 4, wd.row_length = 10;
    wd.input.buffer = g_in.buf, wd.input.size = g_in.size, wd.output.buffer = g_out.buf, wd.output.size = g_out.size;
    cmd_begin(&g_dev);
    r = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd);
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "f16", "rows of f16 add (f16 rows take moments only)");
    check(vkr_result_size(VKR_OP_MOMENTS, VKR_TYPE_F32) == 24 && vkr_result_size(VKR_OP_MOMENTS, VKR_TYPE_F64) == 40 &&
              vkr_result_size(VKR_OP_MOMENTS, VKR_TYPE_BF16) == 24 && sizeof(vkr_moments_f32) == 24 && sizeof(vkr_moments_f64) == 40 &&
              !strcmp(vkr_op_name(VKR_OP_MOMENTS), "moments"),
          "vkr_result_size / vkr_op_name of moments");
    /* f16 rows are read as whole 32-bit words: an input ending inside a word is refused */
    if (!opt_left_out(OPT_ROWS, VKR_OP_MOMENTS, VKR_TYPE_F16, VKR_TYPE_NONE, 0)) {
        wd.op = VKR_OP_MOMENTS, wd.rows = 3, wd.row_length = 5, wd.input.size = 30;
        cmd_begin(&g_dev);
        r = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd);
        cmd_barrier_to_host(&g_dev);
        cmd_submit_wait(&g_dev);
        expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "multiple of 4", "rows of 15 f16 in a 30-byte buffer");
    }
    if (opt_left_out(OPT_ROWS, VKR_OP_MOMENTS, VKR_TYPE_F32, VKR_TYPE_NONE, 0)) return;
    /* rows: output offset not a multiple of 8, too small for the strided results */
    wd.op = VKR_OP_MOMENTS, wd.type = VKR_TYPE_F32, wd.rows = 4, wd.row_length = 10, wd.input.size = g_in.size, wd.output.offset = 4;
    cmd_begin(&g_dev);
    r = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd);
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output.offset", "rows of moments at byte 4");
    wd.output.offset = 0, wd.output.size = 4 * 24 - 8;
    cmd_begin(&g_dev);
    r = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd);
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output", "4 rows of moments into 88 bytes");
    check(!memcmp(before, g_out.map, 64), "refused rows: the output was written");
}

/* vkr_reduce, vkr_reduce_rows and vkr_reduce_segments of host arrays, whole and in chunks of
   64 KiB (the chunks' moments merged on the host). */
void group_moments_proto(void)
{
    int chunked;
    for (chunked = 0; chunked < 2; chunked++) {
        vkr_prototype_desc pd;
        vkr_context pc = NULL;
        VkResult r;
        int p;
        memset(&pd, 0, sizeof pd);
        pd.options.binding = g_force_binding;
        pd.validation = VK_TRUE;
        pd.log = test_log;
        pd.options.path = g_opt.path;
        if (chunked) pd.options.host_chunk_bytes = 64 << 10;
        g_log_validation = 0;
        where("vkr_create_prototype_context(moments)");
        r = vkr_create_prototype_context(&pd, &pc);
        if (!check(r == VK_SUCCESS && pc, "vkr_create_prototype_context: %d", (int)r)) return;
        for (p = 0; p < 7; p++) {
            const vkr_type t = k_mt[p][0], acc = k_mt[p][1];
            static const uint64_t ns[4] = {0, 1, 4099, 100003};
            int si;
            vkr_context_info info;
            vkr_get_context_info(pc, &info);
            if (m_skip(pc, info.enabled_features, OPT_REDUCE, t, acc)) continue;
            for (si = 0; si < 4; si++) {
                vkr_reduce_desc rd;
                unsigned char res[48];
                long double mean, m2, spread;
                double b = -1;
                char what[96];
                rng_t rg;
                const int data = si == 3 ? M_OFFSET : M_UNIFORM;
                rg.s = next_seed();
                m_fill(t, g_in.map, ns[si], data, &rg);
                m_reference(t, g_in.map, ns[si], &mean, &m2, &spread);
                memset(&rd, 0, sizeof rd);
                rd.op = VKR_OP_MOMENTS, rd.type = t, rd.accumulator = acc == t ? VKR_TYPE_NONE : acc, rd.count = ns[si];
                rd.flags = si == 2 ? VKR_REDUCE_SAMPLE_VARIANCE : 0;
                rd.host_input = g_in.map;
                snprintf(what, sizeof what, "vkr_reduce moments %s->%s %s n %llu%s", vkr_type_name(t), vkr_type_name(acc), k_mdata[data],
                         (unsigned long long)ns[si], chunked ? " 64 KiB chunks" : "");
                where("%s", what);
                memset(res, SENTINEL, sizeof res);
                r = vkr_reduce(pc, &rd, res);
                if (!check(r == VK_SUCCESS, "%s: %d %s", what, (int)r, lerr(pc))) continue;
                if (!check(vkr_reduce_error_bound(pc, &rd, &b) == VK_SUCCESS && b < 1e-2, "%s: bound %g %s", what, b, lerr(pc))) continue;
                m_check(what, acc, rd.flags, ns[si], mean, m2, spread, 0, b, res);
                check(res[acc == VKR_TYPE_F64 ? 40 : 24] == SENTINEL, "%s: wrote past the result", what);
            }
        }
        /* rows and segments of host arrays */
        if (!m_skip(pc, VKR_FEATURE_FLOAT64, OPT_ROWS, VKR_TYPE_F32, VKR_TYPE_F32)) {
            vkr_rows_desc wd;
            vkr_segments_desc sd;
            vkr_moments_f32 out[8];
            uint32_t offs[5] = {0, 0, 1, 1000, 5000};
            long double mean, m2, spread;
            double b = -1;
            rng_t rg;
            int k;
            rg.s = next_seed();
            m_fill(VKR_TYPE_F32, g_in.map, 8 * 1000, M_OFFSET, &rg);
            memset(&wd, 0, sizeof wd);
            wd.op = VKR_OP_MOMENTS, wd.type = VKR_TYPE_F32, wd.rows = 8, wd.row_length = 999, wd.row_stride = 1000;
            wd.host_input = g_in.map, wd.host_output = out;
            r = vkr_reduce_rows(pc, &wd);
            if (check(r == VK_SUCCESS && vkr_rows_error_bound(pc, &wd, &b) == VK_SUCCESS, "vkr_reduce_rows(moments): %d %s", (int)r, lerr(pc)))
                for (k = 0; k < 8; k++) {
                    m_reference(VKR_TYPE_F32, g_in.map + (size_t)k * 4000, 999, &mean, &m2, &spread);
                    m_check("vkr_reduce_rows moments f32 8 x 999", VKR_TYPE_F32, 0, 999, mean, m2, spread, 0, b, (unsigned char *)&out[k]);
                }
            memset(&sd, 0, sizeof sd);
            sd.op = VKR_OP_MOMENTS, sd.type = VKR_TYPE_F32, sd.segments = 4, sd.input_count = 5000;
            sd.host_input = g_in.map, sd.host_offsets = offs, sd.host_output = out;
            r = vkr_reduce_segments(pc, &sd);
            if (check(r == VK_SUCCESS && vkr_segments_error_bound(pc, &sd, &b) == VK_SUCCESS, "vkr_reduce_segments(moments): %d %s", (int)r,
                      lerr(pc)))
                for (k = 0; k < 4; k++) {
                    m_reference(VKR_TYPE_F32, g_in.map + (size_t)offs[k] * 4, offs[k + 1] - offs[k], &mean, &m2, &spread);
                    m_check("vkr_reduce_segments moments f32", VKR_TYPE_F32, 0, offs[k + 1] - offs[k], mean, m2, spread, 0, b,
                            (unsigned char *)&out[k]);
                }
        }
        check(g_log_validation == 0, "prototype validation messages: %lu", g_log_validation);
        vkr_destroy_context(pc);
    }
}
