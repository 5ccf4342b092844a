/* narrow.c - test_reduce's group narrow: f16 / bf16 / 8- and 16-bit inputs and f32 / i32 / u32
   with wide accumulators, every op; engine and prototype mode, argument errors, GPU counts,
   range splitting, every f16 bit pattern. */
#include "harness.h"
#include "test_reduce.h"

/* ------------------------------------------------------------------------------------------ */
/* Narrow inputs, wide accumulators (group "narrow")                                          */
/* ------------------------------------------------------------------------------------------ */
/* Every narrow type (f16, bf16, i8, u8, i16, u16) and the widened 32-bit inputs (f32 -> f64,
   i32 -> i64, u32 -> u64) x every op x both accumulators, at edge sizes and byte offsets that
   are not multiples of 4, in engine mode (one command buffer per type and accumulator) and in
   prototype mode (vkr_reduce / vkr_reduce (accumulator), host arrays in several chunks), against a CPU
   reference: integers exact (wrapping in the accumulator), min/max the input element exactly
   (widened), add/mul within vkr_reduce_error_bound (accumulator) against long double. An accumulator the
   device lacks (f64, 64-bit integers) must be refused (VK_ERROR_FEATURE_NOT_PRESENT): checked,
   not skipped. */
static const vkr_type k_narrow_in[9] = {VKR_TYPE_F16, VKR_TYPE_BF16, VKR_TYPE_I8, VKR_TYPE_U8, VKR_TYPE_I16,
                                        VKR_TYPE_U16, VKR_TYPE_F32, VKR_TYPE_I32, VKR_TYPE_U32};

static int nt_float(vkr_type t)
{
    return t == VKR_TYPE_F16 || t == VKR_TYPE_BF16 || t == VKR_TYPE_F32 || t == VKR_TYPE_F64;
}
static int nt_signed(vkr_type t)
{
    return t == VKR_TYPE_I8 || t == VKR_TYPE_I16 || t == VKR_TYPE_I32 || t == VKR_TYPE_I64;
}
/* the test's own table: the accumulators a type may have, the default first */
static vkr_type nt_wide(vkr_type t)
{
    return nt_float(t) ? VKR_TYPE_F64 : nt_signed(t) ? VKR_TYPE_I64 : VKR_TYPE_U64;
}
static vkr_type nt_default(vkr_type t)
{
    if (t == VKR_TYPE_F16 || t == VKR_TYPE_BF16) return VKR_TYPE_F32;
    if (t == VKR_TYPE_I8 || t == VKR_TYPE_I16) return VKR_TYPE_I32;
    if (t == VKR_TYPE_U8 || t == VKR_TYPE_U16) return VKR_TYPE_U32;
    return t;
}
static const char *nt_name(vkr_type t)
{
    static const char *const n[13] = {"?", "f32", "f64", "i32", "u32", "i64", "u64",
                                      "f16", "bf16", "i8", "u8", "i16", "u16"};
    return (unsigned)t < 13 ? n[t] : "?";
}

static uint64_t n_get(const unsigned char *p, uint64_t i, size_t es)
{
    uint64_t b = 0;
    size_t k;
    for (k = 0; k < es; k++) b |= (uint64_t)p[i * es + k] << (8 * k);
    return b;
}
static void n_put(unsigned char *p, uint64_t i, size_t es, uint64_t b)
{
    size_t k;
    for (k = 0; k < es; k++) p[i * es + k] = (unsigned char)(b >> (8 * k));
}

/* float formats: exponent bits, mantissa bits */
static void nt_fmt(vkr_type t, int *ebits, int *mbits)
{
    *ebits = t == VKR_TYPE_F16 ? 5 : 8;
    *mbits = t == VKR_TYPE_F16 ? 10 : t == VKR_TYPE_BF16 ? 7 : 23;
}

/* The value of float element bits b of type t (f16, bf16, f32), exactly; *nan set for NaN. */
static long double n_fval(vkr_type t, uint64_t b, int *nan)
{
    int eb, mb;
    uint64_t e, m, s;
    long double v;
    nt_fmt(t, &eb, &mb);
    s = b >> (eb + mb) & 1;
    e = b >> mb & ((1u << eb) - 1);
    m = b & ((1ull << mb) - 1);
    *nan = 0;
    if (e == (1u << eb) - 1) {
        if (m) *nan = 1;
        v = m ? 0.0L : HUGE_VALL;
    } else if (e == 0) {
        v = ldexpl((long double)m, 2 - (1 << (eb - 1)) - mb);
    } else {
        v = ldexpl((long double)(m | 1ull << mb), (int)e - ((1 << (eb - 1)) - 1) - mb);
    }
    return s ? -v : v;
}

/* data kinds */
enum { ND_RAND, ND_WRAP, ND_EXTREME, ND_NEGZERO, ND_ZEROS, ND_SUB, ND_INF, ND_INFS, ND_NAN, ND_COUNT };
static const char *const k_nd_names[ND_COUNT] = {"random", "wrap", "extremes", "all -0", "+-0", "subnormals",
                                                 "+inf", "+inf and -inf", "NaN"};

static uint64_t n_float_bits(vkr_type t, rng_t *r, int sign, int e, uint64_t m)
{
    int eb, mb;
    nt_fmt(t, &eb, &mb);
    (void)r;
    return (uint64_t)(sign & 1) << (eb + mb) | (uint64_t)e << mb | (m & ((1ull << mb) - 1));
}

/* n elements of type t for op and kind, at p */
static void n_gen(vkr_type t, vkr_op op, int kind, unsigned char *p, uint64_t n, uint64_t seed)
{
    rng_t r;
    size_t es = vkr_type_size(t);
    unsigned bits = (unsigned)es * 8;
    uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1, i, special = 0;
    r.s = seed;
    if (n) special = rbelow(&r, n);
    for (i = 0; i < n; i++) {
        uint64_t b, x = rnext(&r);
        if (!nt_float(t)) {
            if (kind == ND_WRAP) b = nt_signed(t) ? 1ull << (bits - 1) : mask; /* the minimum / maximum */
            else if (kind == ND_EXTREME) {
                static const uint64_t pick[5] = {0, 1, ~0ull, 0, 0};
                unsigned k = (unsigned)rbelow(&r, 5);
                b = k == 3 ? 1ull << (bits - 1) : k == 4 ? (mask >> 1) : pick[k];
            } else if (op == VKR_OP_MUL) b = x | 1;                           /* odd: products stay non-zero */
            else if (op == VKR_OP_AND) b = ~(x & rnext(&r) & rnext(&r) & rnext(&r));
            else if (op == VKR_OP_OR) b = x & rnext(&r) & rnext(&r) & rnext(&r);
            else b = x;
            n_put(p, i, es, b & mask);
            continue;
        }
        {
            int eb, mb, bias, sign = (int)(x >> 63);
            nt_fmt(t, &eb, &mb);
            bias = (1 << (eb - 1)) - 1;
            if (op == VKR_OP_MUL) { /* near 1, symmetric in the exponent's drift */
                uint64_t one = (uint64_t)bias << mb, k = x >> 40 & 3;
                b = n > 4096 && i % 64 ? one : (x >> 20 & 1) ? one + k : one - 2 * k;
                b |= (uint64_t)sign << (eb + mb);
            } else {
                switch (kind) {
                case ND_NEGZERO: b = 1ull << (eb + mb); break;
                case ND_ZEROS: b = (uint64_t)sign << (eb + mb); break;
                case ND_SUB: b = n_float_bits(t, &r, sign, 0, x >> 8 | 1); break;
                default: b = n_float_bits(t, &r, sign, bias - 4 + (int)(x >> 8 & 7), x >> 16); break;
                }
                if (i == special && kind == ND_INF) b = (uint64_t)((1 << eb) - 1) << mb;
                if (i == special && kind == ND_INFS) b = (uint64_t)((1 << eb) - 1) << mb;
                if (i == (special + 1) % n && kind == ND_INFS && n > 1) b = (uint64_t)((1 << eb) - 1) << mb | 1ull << (eb + mb);
                if (i == special && kind == ND_NAN) b = (uint64_t)((1 << eb) - 1) << mb | (x & ((1ull << mb) - 1)) | 1;
            }
            n_put(p, i, es, b);
        }
    }
}

typedef struct njob {
    vkr_op op;
    vkr_type t, acc_arg, acc; /* acc_arg: what the desc passes (0 = default); acc: resolved */
    int kind;
    uint64_t n;
    VkDeviceSize in_off, out_off;
} njob;

static void n_describe(char *s, size_t cap, const njob *j)
{
    snprintf(s, cap, "%s %s->%s%s n=%llu in_off=%llu out_off=%llu (%s)", opn(j->op), nt_name(j->t), nt_name(j->acc),
             j->acc_arg ? "" : " (default)", (unsigned long long)j->n, (unsigned long long)j->in_off,
             (unsigned long long)j->out_off, k_nd_names[j->kind]);
}

/* A job: acc_arg is what the desc passes (0 = the default accumulator). */
static njob n_job(vkr_op op, vkr_type t, vkr_type acc_arg, uint64_t n, VkDeviceSize in_off, int kind)
{
    njob j;
    memset(&j, 0, sizeof j);
    j.op = op;
    j.t = t;
    j.acc_arg = acc_arg;
    j.acc = acc_arg ? acc_arg : nt_default(t);
    j.n = n;
    j.in_off = in_off;
    j.kind = kind;
    return j;
}

/* Checks `got` (the accumulator's bits) for job j over data p; c gives the error bound. */
static int n_check(vkr_context c, const njob *j, const unsigned char *p, uint64_t got, const char *mode)
{
    char what[200];
    size_t es = vkr_type_size(j->t), ea = vkr_type_size(j->acc);
    unsigned abits = (unsigned)ea * 8;
    uint64_t amask = abits == 64 ? ~0ull : (1ull << abits) - 1, i;
    n_describe(what, sizeof what, j);
    got &= amask;
    if (!nt_float(j->t)) {
        uint64_t r;
        int sg = nt_signed(j->t);
        unsigned ib = (unsigned)es * 8;
        switch (j->op) {
        case VKR_OP_MUL: r = 1; break;
        case VKR_OP_MIN: r = sg ? amask >> 1 : amask; break;
        case VKR_OP_MAX: r = sg ? (amask >> 1) + 1 : 0; break;
        case VKR_OP_AND: r = amask; break;
        default: r = 0; break;
        }
        for (i = 0; i < j->n; i++) {
            uint64_t x = n_get(p, i, es);
            if (sg && ib < 64 && (x >> (ib - 1) & 1)) x |= ~0ull << ib; /* sign-extend */
            x &= amask;
            switch (j->op) {
            case VKR_OP_ADD: r = (r + x) & amask; break;
            case VKR_OP_MUL: r = (r * x) & amask; break;
            case VKR_OP_MIN:
            case VKR_OP_MAX: {
                /* compare in the accumulator's signedness: flip the sign bit for signed */
                uint64_t flip = sg ? 1ull << (abits - 1) : 0;
                int less = (x ^ flip) < (r ^ flip);
                if (j->op == VKR_OP_MIN ? less : (!less && x != r)) r = x;
                break;
            }
            case VKR_OP_AND: r &= x; break;
            case VKR_OP_OR: r |= x; break;
            default: r ^= x; break;
            }
        }
        return check(got == r, "%s %s: got 0x%llx, want 0x%llx", mode, what, (unsigned long long)got, (unsigned long long)r);
    }
    {
        int any_nan = 0, pinf = 0, ninf = 0, all_negzero = j->n > 0, all_zero = j->n > 0, nan, flushable = 0;
        long double sum = -0.0L, abs_sum = 0.0L, prod = 1.0L, best = 0.0L;
        uint64_t best_bits = 0;
        int have_best = 0;
        for (i = 0; i < j->n; i++) {
            uint64_t b = n_get(p, i, es);
            long double v = n_fval(j->t, b, &nan);
            if (nan) {
                any_nan = 1;
                continue;
            }
            if (v == HUGE_VALL) pinf = 1;
            if (v == -HUGE_VALL) ninf = 1;
            if (v != 0.0L) all_zero = all_negzero = 0;
            else if (!signbit(v)) all_negzero = 0;
            if (j->t == VKR_TYPE_BF16 || j->t == VKR_TYPE_F32) {
                int eb, mb;
                nt_fmt(j->t, &eb, &mb);
                if (v != 0.0L && !(b >> mb & ((1u << eb) - 1))) flushable = 1; /* an f32 subnormal */
            }
            sum += v;
            abs_sum += fabsl(v);
            prod *= v;
            if (!have_best || (j->op == VKR_OP_MIN ? (v < best || (v == best && signbit(v) && !signbit(best)))
                                                   : (v > best || (v == best && !signbit(v) && signbit(best))))) {
                best = v;
                best_bits = b;
                have_best = 1;
            }
        }
        (void)best_bits;
        if (j->op == VKR_OP_MIN || j->op == VKR_OP_MAX) {
            uint64_t want;
            if (any_nan) return check(b_isnan(j->acc, got) && got == b_qnan(j->acc), "%s %s: got 0x%llx, want the quiet NaN 0x%llx",
                                      mode, what, (unsigned long long)got, (unsigned long long)b_qnan(j->acc));
            if (!have_best) want = j->op == VKR_OP_MIN ? b_inf(j->acc) : b_inf(j->acc) | b_sign(j->acc);
            else want = fbits(j->acc, best); /* exact: every input is a value of the accumulator's type */
            return check(got == want, "%s %s: got 0x%llx, want 0x%llx (the element, widened)", mode, what,
                         (unsigned long long)got, (unsigned long long)want);
        }
        if (j->n == 0) {
            uint64_t want = j->op == VKR_OP_ADD ? 0 : b_one(j->acc);
            return check(got == want, "%s %s: empty: got 0x%llx, want 0x%llx", mode, what, (unsigned long long)got,
                         (unsigned long long)want);
        }
        if (any_nan || (j->op == VKR_OP_ADD && pinf && ninf))
            return check(b_isnan(j->acc, got), "%s %s: got 0x%llx, want a NaN", mode, what, (unsigned long long)got);
        if (j->op == VKR_OP_ADD && (pinf || ninf))
            return check(got == (b_inf(j->acc) | (ninf ? b_sign(j->acc) : 0)), "%s %s: got 0x%llx, want %sinf", mode, what,
                         (unsigned long long)got, ninf ? "-" : "+");
        if (j->op == VKR_OP_ADD && all_zero)
            return check(got == (all_negzero ? b_sign(j->acc) : 0), "%s %s: got 0x%llx, want %s0", mode, what,
                         (unsigned long long)got, all_negzero ? "-" : "+");
        {
            double bound = -1.0;
            long double exact = j->op == VKR_OP_ADD ? sum : prod, v = fval(j->acc, got), err, tol;
            VkResult r = t_error_bound(c, j->op, j->t, j->acc_arg, j->n, &bound);
            if (!check(r == VK_SUCCESS && bound >= 0.0 && (j->n < 2 || bound > 0.0), "%s %s: vkr_reduce_error_bound (accumulator): %d, bound %g",
                       mode, what, (int)r, bound))
                return 0;
            err = fabsl(v - exact);
            tol = (long double)bound * (j->op == VKR_OP_ADD ? abs_sum : fabsl(exact));
            /* an accumulator of f32 may flush the f32 subnormals a bf16 (or f32) input has: each
               such element may be lost, at most 2^-126 each */
            if (flushable && j->acc == VKR_TYPE_F32) tol += (long double)j->n * ldexpl(1.0L, -126);
            return check(!b_isnan(j->acc, got) && err <= tol, "%s %s: got %.10Lg, exact %.10Lg, error %.3Lg > bound %.3Lg", mode,
                         what, v, exact, err, tol);
        }
    }
}

/* An accumulator of 64 bits needs FLOAT64 (f64) or INT64 (i64/u64) on the context. */
static int n_acc_present(vkr_type acc, uint32_t features)
{
    if (acc == VKR_TYPE_F64) return (features & VKR_FEATURE_FLOAT64) != 0;
    if (acc == VKR_TYPE_I64 || acc == VKR_TYPE_U64) return (features & VKR_FEATURE_INT64) != 0;
    return 1;
}

/* Runs jobs[0..nj) in one command buffer on context c (device d), checks each. Jobs whose
   accumulator the context lacks are checked for the refusal instead. */
static void n_run(vkr_context c, tdev *d, uint32_t features, njob *jobs, size_t nj)
{
    size_t k, ok = 0;
    VkDeviceSize in_bytes = 64, out_bytes = 0, slot = 256;
    tbuf in, out;
    VkResult r;
    for (k = 0; k < nj; k++) {
        jobs[k].out_off = out_bytes + (k % 3) * vkr_type_size(jobs[k].acc);
        out_bytes += slot;
        in_bytes = (in_bytes + 63) / 64 * 64;
        jobs[k].in_off = in_bytes + jobs[k].in_off;
        in_bytes = jobs[k].in_off + jobs[k].n * vkr_type_size(jobs[k].t) + 4;
    }
    if (!buf_create(d, (in_bytes + 63) / 64 * 64, &in)) return;
    if (!buf_create(d, out_bytes, &out)) {
        buf_destroy(d, &in);
        return;
    }
    memset(out.map, 0xA5, (size_t)out_bytes);
    for (k = 0; k < nj; k++) n_gen(jobs[k].t, jobs[k].op, jobs[k].kind, in.map + jobs[k].in_off, jobs[k].n, next_seed());
    cmd_begin(d);
    for (k = 0; k < nj; k++) {
        vkr_reduce_desc rd;
        char what[200];
        memset(&rd, 0, sizeof rd);
        rd.op = jobs[k].op;
        rd.type = jobs[k].t;
        rd.accumulator = jobs[k].acc_arg;
        rd.count = jobs[k].n;
        rd.input.buffer = in.buf;
        rd.input.offset = jobs[k].in_off;
        rd.input.size = in.size;
        rd.output.buffer = out.buf;
        rd.output.offset = jobs[k].out_off;
        rd.output.size = out.size;
        n_describe(what, sizeof what, &jobs[k]);
        where("narrow: vkr_cmd_reduce %s", what);
        r = vkr_cmd_reduce(c, d->cmd, &rd);
        if (!n_acc_present(jobs[k].acc, features)) {
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), jobs[k].acc == VKR_TYPE_F64 ? "shaderFloat64" : "shaderInt64"),
                  "engine %s: the context lacks the accumulator: got %d \"%s\", want VK_ERROR_FEATURE_NOT_PRESENT naming the feature",
                  what, (int)r, lerr(c));
            jobs[k].n = UINT64_MAX; /* not run */
            continue;
        }
        if (!check(r == VK_SUCCESS, "engine %s: vkr_cmd_reduce: %d %s", what, (int)r, lerr(c))) jobs[k].n = UINT64_MAX;
    }
    cmd_barrier_to_host(d);
    if (cmd_submit_wait(d)) {
        for (k = 0; k < nj; k++) {
            if (jobs[k].n == UINT64_MAX) continue;
            ok += (size_t)n_check(c, &jobs[k], in.map + jobs[k].in_off, n_get(out.map + jobs[k].out_off, 0, vkr_type_size(jobs[k].acc)),
                                  "engine");
        }
    }
    if (g_opt.verbose) printf("  narrow engine batch: %zu jobs, %zu correct\n", nj, ok);
    vkr_forget_buffer(c, in.buf);
    vkr_forget_buffer(c, out.buf);
    buf_destroy(d, &in);
    buf_destroy(d, &out);
}

static const vkr_op k_nops_float[4] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX};

/* Sizes: edges around a subgroup, a 16-byte vector, a workgroup's vectors, the one-workgroup
   limit, several workgroups (mid tier), and more. */
static int n_sizes(uint64_t *s, vkr_type t)
{
    uint64_t S = g_info.subgroup_size, W = g_info.workgroup_size, ivn = 16 / vkr_type_size(t);
    uint64_t single = W * ivn * hook_single_vectors();
    int n = 0;
    uint64_t base[] = {0, 1, 2, 3, 5, 7, 15, 16, 17, 31, 33, S - 1, S, S + 1, ivn * S - 1, ivn * S + 1, W * ivn - 1, W * ivn,
                       W * ivn + 1, single - 1, single + 1, 3 * single + 5, 100003};
    size_t i;
    for (i = 0; i < sizeof base / sizeof base[0]; i++) {
        if (g_opt.quick && (i % 3 == 1) && base[i] > 40) continue;
        s[n++] = base[i];
    }
    return sort_unique(s, n);
}

/* Byte offsets of the first element: not multiples of 4 where the element is narrower. */
static VkDeviceSize n_offset(vkr_type t, size_t k)
{
    size_t es = vkr_type_size(t);
    static const VkDeviceSize b8[4] = {0, 1, 2, 3}, b16[4] = {0, 2, 6, 14}, b32[4] = {0, 4, 8, 12};
    return es == 1 ? b8[k % 4] : es == 2 ? b16[k % 4] : b32[k % 4];
}

/* One context per input type (destroyed after it, with its pipelines: SwiftShader keeps
   hundreds of MiB of compiled code per pipeline, and the group makes up to 28 per type). */
static void n_engine(tdev *d, uint32_t features, uint32_t type_mask)
{
    size_t ti, ai, oi, si, cap = 4096, nj;
    njob *jobs = (njob *)calloc(cap, sizeof *jobs);
    uint64_t sizes[64];
    vkr_context_desc cd;
    if (!check(jobs != NULL, "out of memory")) return;
    for (ti = 0; ti < 9; ti++) {
        vkr_type t = k_narrow_in[ti];
        int ns = n_sizes(sizes, t);
        vkr_context c;
        if (type_mask && !(type_mask >> t & 1u)) continue; /* 0: every type */
        fill_context_desc(&cd, d, features);
        cd.pipeline_cache = VK_NULL_HANDLE;
        c = make_context(&cd, "narrow engine");
        if (!c) break;
        for (ai = 0; ai < 2; ai++) {
            vkr_type acc_arg = ai == 0 ? VKR_TYPE_NONE : nt_wide(t);
            size_t nops = nt_float(t) ? 4 : 7;
            if (ai == 0 && nt_default(t) == t) continue; /* 32-bit inputs: the wide accumulator only */
            nj = 0;
            for (oi = 0; oi < nops; oi++) {
                vkr_op op = nt_float(t) ? k_nops_float[oi] : k_ops[oi];
                if (g_opt.quick && (op == VKR_OP_AND || op == VKR_OP_OR)) continue;
                for (si = 0; si < (size_t)ns; si++) jobs[nj++] = n_job(op, t, acc_arg, sizes[si], n_offset(t, si + oi), ND_RAND);
                /* integer extremes; float specials (add, min, max) */
                if (!nt_float(t)) {
                    jobs[nj++] = n_job(op, t, acc_arg, 1003, n_offset(t, 1), ND_EXTREME);
                } else if (op != VKR_OP_MUL) {
                    int kind;
                    for (kind = ND_NEGZERO; kind < ND_COUNT; kind++) {
                        static const uint64_t kn[3] = {1, 17, 4099};
                        int m;
                        for (m = 0; m < 3; m++)
                            jobs[nj++] = n_job(op, t, acc_arg, kind == ND_INFS && kn[m] == 1 ? 2 : kn[m], n_offset(t, (size_t)m + 1), kind);
                    }
                }
            }
            /* accumulator wraparound (16-bit: 2^16+ elements of the extreme value; 8-bit: 2^24+,
               not with --quick): wraps the 32-bit accumulator, not the 64-bit one */
            if (!nt_float(t) && vkr_type_size(t) <= 2 && (vkr_type_size(t) == 2 || !g_opt.quick))
                jobs[nj++] = n_job(VKR_OP_ADD, t, acc_arg, vkr_type_size(t) == 2 ? 70001 : 17000001, n_offset(t, 3), ND_WRAP);
            where("narrow engine %s acc %s", nt_name(t), nt_name(acc_arg));
            n_run(c, d, features, jobs, nj);
        }
        vkr_destroy_context(c);
    }
    free(jobs);
}

/* Prototype mode: vkr_reduce (default accumulator) and vkr_reduce (accumulator) (the wide one) of host
   arrays, with a small host_chunk_bytes so larger arrays go through several chunks. */
static void n_prototype(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    vkr_context_info info;
    VkResult r;
    size_t ti, oi, ni, ai;
    static const uint64_t ns[4] = {0, 1, 1001, 40007};
    unsigned char *data;
    memset(&pd, 0, sizeof pd);
    pd.options.binding = g_force_binding;
    pd.validation = g_validation ? VK_TRUE : VK_FALSE;
    pd.log = test_log;
    pd.options.path = g_opt.path;
    pd.options.host_chunk_bytes = 8192; /* 40007 elements: several chunks */
    where("narrow: vkr_create_prototype_context");
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "narrow: vkr_create_prototype_context: %d", (int)r)) return;
    if (!context_info(c, &info)) {
        vkr_destroy_context(c);
        return;
    }
    /* prototype mode enables the optional narrow-sum features the device has, as the suite's
       own device declares them (the same device: the faster modules run here too) */
    if (!strcmp(info.device_name, g_props.deviceName)) {
        const uint32_t opt = (uint32_t)(VKR_FEATURE_INTEGER_DOT_PRODUCT | VKR_FEATURE_FLOAT16);
        check((info.enabled_features & opt) == (g_dev.vkr_features & opt), "narrow prototype: enabled_features 0x%x, the suite's device 0x%x",
              info.enabled_features, g_dev.vkr_features);
    }
    data = (unsigned char *)malloc(40007 * 8 + 16);
    for (ti = 0; ti < 9 && data; ti++) {
        vkr_type t = k_narrow_in[ti];
        for (oi = 0; oi < 4; oi++) {
            vkr_op op = oi == 0 ? VKR_OP_ADD : oi == 1 ? VKR_OP_MAX : oi == 2 ? VKR_OP_MIN : nt_float(t) ? VKR_OP_MUL : VKR_OP_XOR;
            for (ai = 0; ai < 2; ai++) {
                vkr_type acc_arg = ai ? nt_wide(t) : VKR_TYPE_NONE;
                if (!ai && nt_default(t) == t) continue;
                for (ni = 0; ni < 4; ni++) {
                    njob j;
                    char what[200];
                    uint64_t got = 0xA5A5A5A5A5A5A5A5ull;
                    j = n_job(op, t, acc_arg, ns[ni], 0, ND_RAND);
                    n_gen(t, op, j.kind, data, j.n, next_seed());
                    n_describe(what, sizeof what, &j);
                    where("narrow prototype %s", what);
                    r = ai ? t_reduce(c, op, t, acc_arg, data, NULL, j.n, 0, &got) : t_reduce(c, op, t, VKR_TYPE_NONE, data, NULL, j.n, 0, &got);
                    if (!n_acc_present(j.acc, info.enabled_features)) {
                        check(r == VK_ERROR_FEATURE_NOT_PRESENT, "prototype %s: got %d, want VK_ERROR_FEATURE_NOT_PRESENT (no %s)", what,
                              (int)r, nt_name(j.acc));
                        continue;
                    }
                    if (!check(r == VK_SUCCESS, "prototype %s: %d %s", what, (int)r, lerr(c))) continue;
                    if (vkr_type_size(j.acc) == 4) /* only the accumulator's bytes were written */
                        check((got >> 32) == 0xA5A5A5A5u, "prototype %s: wrote past the 4-byte result", what);
                    n_check(c, &j, data, got, "prototype");
                }
            }
        }
    }
    free(data);
    if (context_info(c, &info))
        check(info.validation_messages == 0, "narrow prototype: %llu validation messages", (unsigned long long)info.validation_messages);
    vkr_destroy_context(c);
}

/* Every comma-separated word of `words` appears in s (case-insensitive). */
static int n_mentions_all(const char *s, const char *words) { return mentions_all(s, words, ','); }

static void n_expect(VkResult r, VkResult want, vkr_context ctx, const char *words, const char *what)
{
    expect_fail(r, want, ctx, NULL, what);
    check(n_mentions_all(vkr_last_error(ctx), words), "%s: vkr_last_error \"%s\" should name %s", what, lerr(ctx), words);
}

/* Bad input: pairs that never exist, features a context lacks, sizes and offsets. */
static void n_badinput(void)
{
    tbuf in, out;
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    vkr_context_desc cd;
    vkr_context c0;
    VkResult r;
    double b;
    if (!buf_create(&g_dev, 4096, &in)) return;
    if (!buf_create(&g_dev, 256, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    memset(in.map, 0, 4096);
    /* pure helpers */
    check(vkr_default_accumulator(VKR_TYPE_F16) == VKR_TYPE_F32 && vkr_default_accumulator(VKR_TYPE_BF16) == VKR_TYPE_F32 &&
              vkr_default_accumulator(VKR_TYPE_I8) == VKR_TYPE_I32 && vkr_default_accumulator(VKR_TYPE_U16) == VKR_TYPE_U32 &&
              vkr_default_accumulator(VKR_TYPE_F32) == VKR_TYPE_F32 && vkr_default_accumulator(VKR_TYPE_NONE) == VKR_TYPE_NONE &&
              vkr_default_accumulator(VKR_TYPE_COUNT) == VKR_TYPE_NONE,
          "vkr_default_accumulator: wrong defaults");
    check(vkr_accumulator_allowed(VKR_TYPE_U8, VKR_TYPE_U64) && vkr_accumulator_allowed(VKR_TYPE_F32, VKR_TYPE_F64) &&
              vkr_accumulator_allowed(VKR_TYPE_I16, VKR_TYPE_NONE) && !vkr_accumulator_allowed(VKR_TYPE_U8, VKR_TYPE_I32) &&
              !vkr_accumulator_allowed(VKR_TYPE_F16, VKR_TYPE_F16) && !vkr_accumulator_allowed(VKR_TYPE_F64, VKR_TYPE_F32) &&
              !vkr_accumulator_allowed(VKR_TYPE_I8, VKR_TYPE_U32),
          "vkr_accumulator_allowed: wrong pairs");
    check(vkr_type_size(VKR_TYPE_F16) == 2 && vkr_type_size(VKR_TYPE_BF16) == 2 && vkr_type_size(VKR_TYPE_U8) == 1 &&
              vkr_type_size(VKR_TYPE_I16) == 2 && !strcmp(vkr_type_name(VKR_TYPE_BF16), "bf16") && !strcmp(vkr_type_name(VKR_TYPE_U8), "u8"),
          "vkr_type_size / vkr_type_name of the narrow types");
#define NBAD(stmt, want, words, what)                                        \
    do {                                                                      \
        rd = good_desc(&in, &out);                                            \
        rd.type = VKR_TYPE_U8;                                                \
        stmt;                                                                 \
        n_expect(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), want, g_ctx, words, what); \
    } while (0)
    cmd_begin(&g_dev);
    NBAD(rd.accumulator = VKR_TYPE_I32, VK_ERROR_FORMAT_NOT_SUPPORTED, "u8,i32", "u8 accumulating in i32");
    NBAD((rd.type = VKR_TYPE_F16, rd.accumulator = VKR_TYPE_F16), VK_ERROR_FORMAT_NOT_SUPPORTED, "f16", "f16 accumulating in f16");
    NBAD((rd.type = VKR_TYPE_F64, rd.accumulator = VKR_TYPE_F32), VK_ERROR_FORMAT_NOT_SUPPORTED, "f64,f32", "f64 accumulating in f32");
    NBAD(rd.accumulator = (vkr_type)99, VK_ERROR_VALIDATION_FAILED_EXT, "accumulator,99", "accumulator 99");
    NBAD((rd.type = VKR_TYPE_BF16, rd.op = VKR_OP_XOR), VK_ERROR_FORMAT_NOT_SUPPORTED, "xor,bf16", "xor on bf16");
    NBAD((rd.type = VKR_TYPE_F16, rd.input.offset = 1), VK_ERROR_VALIDATION_FAILED_EXT, "input.offset,element size", "f16 at an odd byte offset");
    if (g_dev.vkr_features & VKR_FEATURE_INT64) /* (without INT64 the accumulator is refused first) */
        NBAD((rd.accumulator = VKR_TYPE_U64, rd.output.size = 4), VK_ERROR_VALIDATION_FAILED_EXT, "output,8 bytes",
             "u8 -> u64 into a 4-byte output");
    NBAD((rd.output.size = 2), VK_ERROR_VALIDATION_FAILED_EXT, "output.size,4 bytes", "u8 -> u32 into a 2-byte output");
    NBAD((rd.output.offset = 2), VK_ERROR_VALIDATION_FAILED_EXT, "output.offset,element size", "u8 -> u32 at output.offset 2");
    NBAD((rd.count = 5, rd.input.offset = 0, rd.input.size = 5), VK_ERROR_VALIDATION_FAILED_EXT, "32-bit word,input.size",
         "5 u8 in a 5-byte buffer (the last word is not whole)");
    NBAD((rd.count = 4, rd.input.offset = 0, rd.input.size = 3), VK_ERROR_VALIDATION_FAILED_EXT, "exceeds", "4 u8 in a 3-byte buffer");
    check(g_dev.t.vkEndCommandBuffer(g_dev.cmd) == VK_SUCCESS, "vkEndCommandBuffer after the refused reduces");
    /* an exactly sized buffer whose size is a multiple of 4 is fine; so is a count that ends
       inside the last word of a buffer that holds the whole word */
    {
        njob j[2];
        j[0] = n_job(VKR_OP_ADD, VKR_TYPE_U8, VKR_TYPE_NONE, 5, 3, ND_RAND);
        j[1] = n_job(VKR_OP_MAX, VKR_TYPE_I16, VKR_TYPE_NONE, 3, 2, ND_RAND);
        n_run(g_ctx, &g_dev, g_dev.vkr_features, j, 2);
    }
    /* scans refuse the narrow types */
    sd = scan_desc_on(VKR_OP_ADD, VKR_TYPE_F16, 4, &in, &out);
    cmd_begin(&g_dev);
    n_expect(vkr_cmd_scan(g_ctx, g_dev.cmd, &sd), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "f16,scan", "vkr_cmd_scan of f16");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    n_expect(t_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_U8, VKR_SCAN_INCLUSIVE, in.map, 4, NULL, out.map), VK_ERROR_FORMAT_NOT_SUPPORTED,
                g_ctx, "u8,scan", "vkr_scan of u8");
    n_expect(t_supports(g_ctx, VKR_OP_ADD, VKR_TYPE_I8, VKR_TYPE_U64), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "i8,u64",
                "vkr_supports (accumulator)(i8, u64)");
    n_expect(t_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F16, VKR_TYPE_F32, 10, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "bound",
                "vkr_reduce_error_bound (accumulator)(bound NULL)");
    n_expect(t_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_U16, VKR_TYPE_I64, in.map, NULL, 4, 0, &b), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
                "u16,i64", "vkr_reduce (accumulator)(u16, i64)");
    /* a context without 64-bit features: the default accumulators run (no 8/16-bit feature is
       needed), the 64-bit ones are refused naming the feature */
    fill_context_desc(&cd, &g_dev, 0);
    c0 = make_context(&cd, "narrow, no features");
    if (c0) {
        r = t_supports(c0, VKR_OP_ADD, VKR_TYPE_F16, VKR_TYPE_F64);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && n_mentions_all(vkr_last_error(c0), "f16,f64,shaderFloat64"),
              "no-feature context: f16 -> f64: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming shaderFloat64)", (int)r, lerr(c0));
        r = t_supports(c0, VKR_OP_MAX, VKR_TYPE_U8, VKR_TYPE_U64);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && n_mentions_all(vkr_last_error(c0), "u8,u64,shaderInt64"),
              "no-feature context: u8 -> u64: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming shaderInt64)", (int)r, lerr(c0));
        r = t_supports(c0, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_F64);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT, "no-feature context: f32 -> f64: %d (want VK_ERROR_FEATURE_NOT_PRESENT)", (int)r);
        {
            size_t ti;
            for (ti = 0; ti < 6; ti++)
                check(t_supports(c0, VKR_OP_ADD, k_narrow_in[ti], VKR_TYPE_NONE) == VK_SUCCESS, "no-feature context: add %s unsupported: %s",
                      nt_name(k_narrow_in[ti]), lerr(c0));
        }
        {
            njob j[4];
            j[0] = n_job(VKR_OP_ADD, VKR_TYPE_F16, VKR_TYPE_NONE, 1001, 2, ND_RAND);
            j[1] = n_job(VKR_OP_MIN, VKR_TYPE_I8, VKR_TYPE_NONE, 333, 1, ND_RAND);
            j[2] = n_job(VKR_OP_ADD, VKR_TYPE_U16, VKR_TYPE_U64, 77, 0, ND_RAND);
            j[3] = n_job(VKR_OP_ADD, VKR_TYPE_BF16, VKR_TYPE_F64, 77, 0, ND_RAND);
            n_run(c0, &g_dev, 0, j, 4); /* 2 and 3 are checked for the refusal */
        }
        vkr_destroy_context(c0);
    }
#undef NBAD
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
}

/* Across the newer features: widened inputs (a narrow type, or a wider accumulator) have
   plain-op modules only, so arg ops, transform-reduces, VKR_REDUCE_COMPENSATED and row /
   segmented reduces refuse them with a message; the refusal is checked, not skipped. */
static void n_cross(void)
{
    tbuf in, out;
    vkr_reduce_desc rd;
    uint32_t offs[3] = {0, 2, 4};
    unsigned char res[64];
    double b;
    if (!buf_create(&g_dev, 4096, &in)) return;
    if (!buf_create(&g_dev, 256, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    memset(in.map, 0, 4096);
#define NX(stmt, words, what)                                                                           \
    do {                                                                                                \
        rd = good_desc(&in, &out);                                                                      \
        rd.type = VKR_TYPE_U8;                                                                          \
        stmt;                                                                                           \
        n_expect(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, words, what); \
    } while (0)
    cmd_begin(&g_dev);
    NX(rd.op = VKR_OP_ARGMIN, "argmin,u8", "argmin of u8");
    NX((rd.op = VKR_OP_MINMAX, rd.type = VKR_TYPE_F16), "minmax,f16", "minmax of f16");
    NX((rd.op = VKR_OP_ARGMAX, rd.type = VKR_TYPE_I32, rd.accumulator = VKR_TYPE_I64), "argmax,i32,i64", "argmax of i32 in i64");
    NX((rd.op = VKR_OP_DOT, rd.type = VKR_TYPE_BF16, rd.input2.buffer = in.buf, rd.input2.size = in.size), "dot,bf16", "dot of bf16");
    NX((rd.op = VKR_OP_SUM_SQUARES, rd.type = VKR_TYPE_F32, rd.accumulator = VKR_TYPE_F64), "sum_squares,f32,f64",
       "sum_squares of f32 in f64");
    NX((rd.op = VKR_OP_ADD, rd.type = VKR_TYPE_F16, rd.flags = VKR_REDUCE_COMPENSATED), "add,COMPENSATED,f16",
       "compensated add of f16");
    NX((rd.op = VKR_OP_ADD, rd.type = VKR_TYPE_F32, rd.accumulator = VKR_TYPE_F64, rd.flags = VKR_REDUCE_COMPENSATED),
       "add,COMPENSATED,f32,f64", "compensated add of f32 in f64");
    check(g_dev.t.vkEndCommandBuffer(g_dev.cmd) == VK_SUCCESS, "vkEndCommandBuffer after the refused reduces");
#undef NX
    n_expect(t_supports(g_ctx, VKR_OP_ARGMAX, VKR_TYPE_BF16, VKR_TYPE_NONE), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "argmax,bf16",
             "vkr_supports(argmax, bf16)");
    n_expect(t_supports(g_ctx, VKR_OP_NORM2, VKR_TYPE_F32, VKR_TYPE_F64), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "norm2,f32,f64",
             "vkr_supports (accumulator)(norm2, f32, f64)");
    n_expect(t_error_bound(g_ctx, VKR_OP_DOT, VKR_TYPE_F32, VKR_TYPE_F64, 100, &b), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
             "dot,f32,f64", "vkr_reduce_error_bound (accumulator)(dot, f32, f64)");
    n_expect(t_reduce(g_ctx, VKR_OP_ARGMIN, VKR_TYPE_I8, VKR_TYPE_NONE, in.map, NULL, 4, 0, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "argmin,i8",
             "vkr_reduce(argmin, i8)");
    n_expect(t_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_BF16, VKR_TYPE_NONE, in.map, NULL, 4, VKR_REDUCE_COMPENSATED, res), VK_ERROR_FORMAT_NOT_SUPPORTED,
             g_ctx, "add,COMPENSATED,bf16", "vkr_reduce(compensated add, bf16)");
    n_expect(t_reduce(g_ctx, VKR_OP_SUM_SQUARES, VKR_TYPE_F16, VKR_TYPE_NONE, in.map, NULL, 4, 0, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
             "sum_squares,f16", "vkr_reduce(sum_squares, f16)");
    n_expect(t_reduce_rows(g_ctx, VKR_OP_ADD, VKR_TYPE_I16, in.map, 2, 4, 4, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "i16,row",
             "vkr_reduce_rows(add, i16)");
    n_expect(t_reduce_segments(g_ctx, VKR_OP_MAX, VKR_TYPE_F16, in.map, 4, offs, 2, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
             "f16,segmented", "vkr_reduce_segments(max, f16)");
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
}

/* GPU-resident counts (vkr_reduce_desc.count_buffer) of narrow inputs: the widened modules take
   the count through the same grid loop (kernel_io.glsl range_accumulate); each job's bound is
   its n, its GPU count 0, inside, at or past the bound (clamped), at byte offsets inside words;
   the result is checked as a direct reduce of the clamped count. On context c. */
static void n_gpucount(vkr_context c, uint64_t bound)
{
    static const vkr_type ts[4] = {VKR_TYPE_U8, VKR_TYPE_I16, VKR_TYPE_F16, VKR_TYPE_BF16};
    static const vkr_op ops[4] = {VKR_OP_ADD, VKR_OP_MIN, VKR_OP_MAX, VKR_OP_ADD};
    static const VkDeviceSize offs[4] = {3, 2, 6, 14};
    njob jobs[20];
    uint64_t gc[20];
    VkDeviceSize in_bytes = 64, slot = 256;
    tbuf in, out, cnt;
    size_t k, nj = 20, ok = 0;
    VkResult r;
    for (k = 0; k < nj; k++) {
        const uint64_t counts[5] = {0, 13, bound / 2 + 5, bound, 2 * bound + 1};
        jobs[k] = n_job(ops[k / 5], ts[k / 5], VKR_TYPE_NONE, bound, offs[k / 5], ND_RAND);
        gc[k] = counts[k % 5];
        jobs[k].out_off = k * slot;
        in_bytes = (in_bytes + 63) / 64 * 64;
        jobs[k].in_off += in_bytes;
        in_bytes = jobs[k].in_off + bound * vkr_type_size(jobs[k].t) + 4;
    }
    if (!buf_create(&g_dev, (in_bytes + 63) / 64 * 64, &in)) return;
    if (!buf_create(&g_dev, nj * slot, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    if (!buf_create(&g_dev, 4 * nj, &cnt)) {
        buf_destroy(&g_dev, &in);
        buf_destroy(&g_dev, &out);
        return;
    }
    memset(out.map, 0xA5, (size_t)(nj * slot));
    for (k = 0; k < nj; k++) {
        uint32_t g = (uint32_t)gc[k];
        n_gen(jobs[k].t, jobs[k].op, jobs[k].kind, in.map + jobs[k].in_off, bound, next_seed());
        memcpy(cnt.map + 4 * k, &g, 4);
    }
    cmd_begin(&g_dev);
    for (k = 0; k < nj; k++) {
        vkr_reduce_desc rd;
        char what[200];
        memset(&rd, 0, sizeof rd);
        rd.op = jobs[k].op;
        rd.type = jobs[k].t;
        rd.count = bound;
        rd.input.buffer = in.buf;
        rd.input.offset = jobs[k].in_off;
        rd.input.size = in.size;
        rd.output.buffer = out.buf;
        rd.output.offset = jobs[k].out_off;
        rd.output.size = out.size;
        rd.count_buffer.buffer = cnt.buf;
        rd.count_buffer.offset = 4 * k;
        rd.count_buffer.size = cnt.size;
        n_describe(what, sizeof what, &jobs[k]);
        where("narrow: vkr_cmd_reduce, GPU count %llu, %s", (unsigned long long)gc[k], what);
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
        if (!check(r == VK_SUCCESS, "GPU count %llu, %s: vkr_cmd_reduce: %d %s", (unsigned long long)gc[k], what, (int)r, lerr(c)))
            jobs[k].n = UINT64_MAX;
    }
    cmd_barrier_to_host(&g_dev);
    if (cmd_submit_wait(&g_dev)) {
        for (k = 0; k < nj; k++) {
            char mode[64];
            if (jobs[k].n == UINT64_MAX) continue;
            jobs[k].n = gc[k] < bound ? gc[k] : bound; /* the clamped count */
            snprintf(mode, sizeof mode, "engine, GPU count %llu of bound %llu", (unsigned long long)gc[k], (unsigned long long)bound);
            ok += (size_t)n_check(c, &jobs[k], in.map + jobs[k].in_off,
                                  n_get(out.map + jobs[k].out_off, 0, vkr_type_size(jobs[k].acc)), mode);
        }
    }
    if (g_opt.verbose) printf("  narrow GPU-count batch (bound %llu): %zu jobs, %zu correct\n", (unsigned long long)bound, nj, ok);
    vkr_forget_buffer(c, in.buf);
    vkr_forget_buffer(c, out.buf);
    vkr_forget_buffer(c, cnt.buf);
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
    buf_destroy(&g_dev, &cnt);
}

/* Range splitting (a small max_binding_range): narrow ranges start inside words, and each
   range's binding ends at its last word; and vkr_reduce (buffer) (default accumulator). */
static void n_split(void)
{
    vkr_context_desc cd;
    vkr_context c;
    njob j[6];
    VkDeviceSize range = 65536 + 16;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = range;
    c = make_context(&cd, "narrow, max_binding_range 65552");
    if (!c) return;
    j[0] = n_job(VKR_OP_ADD, VKR_TYPE_U8, VKR_TYPE_NONE, 3 * range + 7, 3, ND_RAND);
    j[1] = n_job(VKR_OP_ADD, VKR_TYPE_I8, VKR_TYPE_I64, 2 * range + 1, 1, ND_RAND);
    j[2] = n_job(VKR_OP_MAX, VKR_TYPE_F16, VKR_TYPE_NONE, range + 5, 2, ND_RAND);
    j[3] = n_job(VKR_OP_ADD, VKR_TYPE_BF16, VKR_TYPE_NONE, 100003, 6, ND_RAND);
    j[4] = n_job(VKR_OP_XOR, VKR_TYPE_U16, VKR_TYPE_NONE, 3 * range / 2 + 3, 14, ND_RAND);
    j[5] = n_job(VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_F64, range / 2 + 9, 4, ND_RAND);
    n_run(c, &g_dev, g_dev.vkr_features, j, 6);
    n_gpucount(c, 3 * range + 7); /* GPU counts across ranges (count_base) */
    vkr_destroy_context(c);
    {
        tbuf in;
        uint64_t got = ~0ull;
        njob jb;
        VkResult r;
        jb = n_job(VKR_OP_MIN, VKR_TYPE_I16, VKR_TYPE_NONE, 777, 2, ND_RAND);
        if (!buf_create(&g_dev, 4096, &in)) return;
        n_gen(jb.t, jb.op, ND_RAND, in.map + 2, jb.n, next_seed());
        r = t_reduce_buffer(g_ctx, jb.op, jb.t, in.buf, 2, in.size, jb.n, &got);
        if (check(r == VK_SUCCESS, "vkr_reduce (buffer)(min, i16): %d %s", (int)r, lerr(g_ctx))) {
            check((got >> 32) == 0xffffffffu, "vkr_reduce (buffer)(min, i16) wrote more than the 4-byte i32 result");
            n_check(g_ctx, &jb, in.map + 2, got, "vkr_reduce (buffer)");
        }
        buf_destroy(&g_dev, &in);
    }
}

/* Every f16 bit pattern through the kernels' conversion (ops.glsl), exactly: one add reduce of
   8 elements (a whole 16-byte vector, so the grid loop's unpacking converts it, not the tail's
   load_element) per pattern p, with p at element p % 8 (both halves of all four words) and -0.0
   elsewhere (x + -0.0 is x, bit for bit, for every x; -0.0 stays -0.0). The sum must be p's
   value exactly, -0.0 and inf included, and a NaN for a NaN. Into f32, and f64 where the device
   has it (that path converts through the f32 bits). --quick: every 7th pattern. The results
   lie 256 bytes apart (the largest minStorageBufferOffsetAlignment): a reduce binds its output
   from the offset rounded down to that alignment, so closer results would be bound by the
   next reduce of the command buffer too (a write-after-write hazard for sync validation). */
static void n_f16_all(void)
{
    const uint64_t per = 8, es = 2, ostride = 256;
    uint32_t p, step = g_opt.quick ? 7 : 1, np = 0;
    int ai;
    tbuf in, out;
    if (!buf_create(&g_dev, 65536 * per * es, &in)) return;
    if (!buf_create(&g_dev, 65536 * ostride, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    for (p = 0; p < 65536; p++) {
        uint64_t k;
        for (k = 0; k < per; k++) n_put(in.map, p * per + k, es, k == p % per ? p : 0x8000);
    }
    for (ai = 0; ai < 2; ai++) {
        vkr_type acc = ai ? VKR_TYPE_F64 : VKR_TYPE_F32;
        size_t ea = vkr_type_size(acc);
        uint32_t bad = 0, ran = 0;
        if (ai && !n_acc_present(acc, g_dev.vkr_features)) continue;
        memset(out.map, 0xA5, (size_t)out.size);
        /* 512 reduces per command buffer: the synchronization validation's bookkeeping grows
           faster than linearly with the dispatches of one command buffer */
        for (p = 0; p < 65536;) {
            uint32_t end = p + 512 * step;
            cmd_begin(&g_dev);
            for (; p < end && p < 65536; p += step) {
                vkr_reduce_desc rd;
                VkResult r;
                memset(&rd, 0, sizeof rd);
                rd.op = VKR_OP_ADD;
                rd.type = VKR_TYPE_F16;
                rd.accumulator = ai ? acc : VKR_TYPE_NONE;
                rd.count = per;
                rd.input.buffer = in.buf;
                rd.input.offset = p * per * es;
                rd.input.size = in.size;
                rd.output.buffer = out.buf;
                rd.output.offset = (VkDeviceSize)p * ostride;
                rd.output.size = out.size;
                where("narrow f16 patterns: add f16->%s, pattern 0x%04x", nt_name(acc), (unsigned)p);
                r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
                if (r == VK_SUCCESS) {
                    ran++;
                } else { /* counted below as a failure; not a pass per reduce */
                    check(0, "f16 patterns: vkr_cmd_reduce(0x%04x -> %s): %d %s", (unsigned)p, nt_name(acc), (int)r, lerr(g_ctx));
                    p = 65536;
                }
            }
            cmd_barrier_to_host(&g_dev);
            if (!cmd_submit_wait(&g_dev)) ran = 0;
        }
        for (p = 0; p < 65536 && ran == (65535 / step + 1); p += step) {
            int nan;
            long double v = n_fval(VKR_TYPE_F16, p, &nan);
            uint64_t got = n_get(out.map + (size_t)p * ostride, 0, ea), want = nan ? b_qnan(acc) : fbits(acc, v);
            if (nan ? b_isnan(acc, got) : got == want) continue;
            if (bad++ < 8)
                check(0, "f16 pattern 0x%04x summed into %s: got 0x%llx, want 0x%llx%s", (unsigned)p, nt_name(acc),
                      (unsigned long long)got, (unsigned long long)want, nan ? " (a NaN)" : "");
        }
        np += ran;
        check(ran == 65535 / step + 1 && bad == 0, "f16 patterns into %s: %u of %u reduces wrong (%u recorded)", nt_name(acc), (unsigned)bad,
              (unsigned)(65535 / step + 1), (unsigned)ran);
    }
    if (g_opt.verbose) printf("  f16 patterns: %u reduces\n", (unsigned)np);
    vkr_forget_buffer(g_ctx, in.buf);
    vkr_forget_buffer(g_ctx, out.buf);
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
}

void group_narrow(void)
{
    n_f16_all();
    n_badinput();
    n_cross();
    n_gpucount(g_ctx, 100003);
    n_split();
    n_engine(&g_dev, g_dev.vkr_features, 0);
    /* 8-bit sums take the integer dot product's module where the context has the feature (the
       run above, on lavapipe, SwiftShader and the H100), f16 add / mul the hardware conversion's
       where it has VKR_FEATURE_FLOAT16 (the H100; lavapipe and SwiftShader do not promise to
       keep f16 denormals), else the plain ones: both run */
    if (g_dev.vkr_features & VKR_FEATURE_INTEGER_DOT_PRODUCT)
        n_engine(&g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_INTEGER_DOT_PRODUCT, 1u << VKR_TYPE_I8 | 1u << VKR_TYPE_U8);
    if (g_dev.vkr_features & VKR_FEATURE_FLOAT16)
        n_engine(&g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_FLOAT16, 1u << VKR_TYPE_F16);
    n_prototype();
}
