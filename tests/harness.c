/* harness.c - the definitions of tests/harness.h (see its comment), linked into every test
   program that uses it; the one translation unit of each such program that compiles the
   implementation (vk_reduce.h and volk), so that the test-only hooks at its end can reach into
   it. */
#define VOLK_IMPLEMENTATION
#define VK_REDUCE_IMPLEMENTATION
#include "harness.h"

/* ------------------------------------------------------------------------------------------ */
/* Options, counters, reporting                                                                */
/* ------------------------------------------------------------------------------------------ */

opts_t g_opt;
unsigned long g_pass, g_fail, g_skip;
const char *g_group = "setup";
void (*g_report_lock)(int lock);
static char g_where[256] = "";  /* what runs now: printed if the process crashes */

static void vreport(const char *tag, const char *fmt, va_list ap)
{
    printf("%s [%s] ", tag, g_group);
    vprintf(fmt, ap);
    printf("\n");
    fflush(stdout);
}

int check(int ok, const char *fmt, ...)
{
    va_list ap;
    if (g_report_lock) g_report_lock(1);
    if (ok) {
        g_pass++;
        if (g_opt.verbose > 1) {
            va_start(ap, fmt);
            vreport("ok  ", fmt, ap);
            va_end(ap);
        }
    } else {
        g_fail++;
        va_start(ap, fmt);
        vreport("FAIL", fmt, ap);
        va_end(ap);
    }
    if (g_report_lock) g_report_lock(0);
    return ok ? 1 : 0;
}

void skip(const char *fmt, ...)
{
    va_list ap;
    if (g_report_lock) g_report_lock(1);
    g_skip++;
    va_start(ap, fmt);
    vreport("SKIP", fmt, ap);
    va_end(ap);
    if (g_report_lock) g_report_lock(0);
}

const char *lerr(vkr_context c)
{
    const char *m = vkr_last_error(c);
    return m ? m : "(null)";
}

void where(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g_where, sizeof g_where, fmt, ap);
    va_end(ap);
}

static void on_fatal_signal(int sig)
{
    char buf[700];
    int len = snprintf(buf, sizeof buf,
                       "\nFAIL [%s] %s (signal %d) while: %s\n%lu passed, %lu failed\n", g_group,
                       sig == SIGALRM ? "TIMEOUT" : "CRASH", sig, g_where, g_pass, g_fail + 1);
    if (len > 0) {
        ssize_t w = write(1, buf, (size_t)len < sizeof buf ? (size_t)len : sizeof buf - 1);
        (void)w;
    }
    _exit(3);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int mentions(const char *s, const char *words)
{
    char w[64];
    const char *p = words;
    if (!s) return 0;
    while (*p) {
        size_t len = strcspn(p, "|"), i, j;
        if (len >= sizeof w) len = sizeof w - 1;
        memcpy(w, p, len);
        w[len] = 0;
        for (i = 0; s[i]; i++) {
            for (j = 0; w[j] && s[i + j]; j++) {
                char a = s[i + j], b = w[j];
                if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
                if (b >= 'A' && b <= 'Z') b = (char)(b - 'A' + 'a');
                if (a != b) break;
            }
            if (!w[j]) return 1;
        }
        p += len;
        if (*p == '|') p++;
    }
    return 0;
}

int mentions_all(const char *s, const char *words, char sep)
{
    char w[64];
    const char sep_str[2] = {sep, 0};
    while (*words) {
        size_t len = strcspn(words, sep_str);
        if (len >= sizeof w) len = sizeof w - 1;
        memcpy(w, words, len);
        w[len] = 0;
        if (!mentions(s, w)) return 0;
        words += len;
        if (*words == sep) words++;
    }
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* Random numbers (splitmix64): every data set has its own printed seed                        */
/* ------------------------------------------------------------------------------------------ */

uint64_t rnext(rng_t *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t rbelow(rng_t *r, uint64_t n) { return n ? rnext(r) % n : 0; }

uint64_t mix_seed(uint64_t a, uint64_t b)
{
    rng_t r;
    r.s = a ^ (b * 0xD1B54A32D192ED03ull);
    return rnext(&r);
}

static uint64_t g_seq; /* data sets made so far: with the base seed, names each data set */

uint64_t next_seed(void) { return mix_seed(g_opt.seed, ++g_seq); }

/* ------------------------------------------------------------------------------------------ */
/* Types and ops (the test's own tables, independent of the library's)                         */
/* ------------------------------------------------------------------------------------------ */

const vkr_type k_types[6] = {VKR_TYPE_F32, VKR_TYPE_F64, VKR_TYPE_I32,
                                    VKR_TYPE_U32, VKR_TYPE_I64, VKR_TYPE_U64};
const vkr_op k_ops[7] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX,
                                VKR_OP_AND, VKR_OP_OR,  VKR_OP_XOR};

size_t tsz(vkr_type t)
{
    return (t == VKR_TYPE_F32 || t == VKR_TYPE_I32 || t == VKR_TYPE_U32) ? 4 : 8;
}
int tfloat(vkr_type t) { return t == VKR_TYPE_F32 || t == VKR_TYPE_F64; }
int tsigned(vkr_type t) { return t == VKR_TYPE_I32 || t == VKR_TYPE_I64; }
int tbits(vkr_type t) { return (int)tsz(t) * 8; }
uint64_t tmask(vkr_type t) { return tsz(t) == 4 ? 0xffffffffull : ~0ull; }
int op_exists(vkr_op op, vkr_type t) { return !(tfloat(t) && op >= VKR_OP_AND && op <= VKR_OP_XOR); }

const char *opn(vkr_op op)
{
    static const char *n[] = {"none", "add", "mul", "min", "max", "and", "or", "xor", "argmin", "argmax", "minmax"};
    return (op >= 0 && op <= VKR_OP_MINMAX) ? n[op] : "op?";
}
const char *tyn(vkr_type t)
{
    static const char *n[] = {"none", "f32", "f64", "i32", "u32", "i64", "u64"};
    return (t >= 0 && t <= VKR_TYPE_U64) ? n[t] : "type?";
}

uint64_t getb(const void *base, uint64_t i, vkr_type t)
{
    const unsigned char *p = (const unsigned char *)base + i * tsz(t);
    if (tsz(t) == 4) {
        uint32_t v;
        memcpy(&v, p, 4);
        return v;
    } else {
        uint64_t v;
        memcpy(&v, p, 8);
        return v;
    }
}

void putb(void *base, uint64_t i, vkr_type t, uint64_t b)
{
    unsigned char *p = (unsigned char *)base + i * tsz(t);
    if (tsz(t) == 4) {
        uint32_t v = (uint32_t)b;
        memcpy(p, &v, 4);
    } else {
        memcpy(p, &b, 8);
    }
}

long double fval(vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32) {
        uint32_t u = (uint32_t)b;
        float f;
        memcpy(&f, &u, 4);
        return (long double)f;
    } else {
        double d;
        memcpy(&d, &b, 8);
        return (long double)d;
    }
}

uint64_t fbits(vkr_type t, long double v)
{
    if (t == VKR_TYPE_F32) {
        float f = (float)v;
        uint32_t u;
        memcpy(&u, &f, 4);
        return u;
    } else {
        double d = (double)v;
        uint64_t u;
        memcpy(&u, &d, 8);
        return u;
    }
}

int b_isnan(vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32) return (b & 0x7f800000u) == 0x7f800000u && (b & 0x7fffffu);
    return (b & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (b & 0xfffffffffffffull);
}
int b_isinf(vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32) return (b & 0x7fffffffu) == 0x7f800000u;
    return (b & 0x7fffffffffffffffull) == 0x7ff0000000000000ull;
}
int b_issub(vkr_type t, uint64_t b) /* subnormal, not zero */
{
    if (t == VKR_TYPE_F32) return (b & 0x7f800000u) == 0 && (b & 0x7fffffu);
    return (b & 0x7ff0000000000000ull) == 0 && (b & 0xfffffffffffffull);
}
uint64_t b_sign(vkr_type t) { return t == VKR_TYPE_F32 ? 0x80000000ull : 0x8000000000000000ull; }
uint64_t b_inf(vkr_type t) { return t == VKR_TYPE_F32 ? 0x7f800000ull : 0x7ff0000000000000ull; }
uint64_t b_qnan(vkr_type t) { return t == VKR_TYPE_F32 ? 0x7fc00000ull : 0x7ff8000000000000ull; }
uint64_t b_one(vkr_type t) { return t == VKR_TYPE_F32 ? 0x3f800000ull : 0x3ff0000000000000ull; }

uint64_t fkey(vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32) {
        uint32_t x = (uint32_t)b;
        return (x & 0x80000000u) ? (uint64_t)(~x & 0xffffffffu) : (uint64_t)(x | 0x80000000u);
    }
    return (b >> 63) ? ~b : (b | 0x8000000000000000ull);
}

int64_t sext(vkr_type t, uint64_t b)
{
    if (tsz(t) == 4) return (int64_t)(int32_t)(uint32_t)b;
    return (int64_t)b;
}

void fmt_val(char *s, size_t cap, vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32)
        snprintf(s, cap, "%.9g (0x%08llx)", (double)fval(t, b), (unsigned long long)b);
    else if (t == VKR_TYPE_F64)
        snprintf(s, cap, "%.17g (0x%016llx)", (double)fval(t, b), (unsigned long long)b);
    else if (tsigned(t))
        snprintf(s, cap, "%lld (0x%0*llx)", (long long)sext(t, b), tbits(t) / 4,
                 (unsigned long long)b);
    else
        snprintf(s, cap, "%llu (0x%0*llx)", (unsigned long long)b, tbits(t) / 4,
                 (unsigned long long)b);
}

uint64_t identity_bits(vkr_op op, vkr_type t)
{
    int sg = tsigned(t), nb = tbits(t);
    switch (op) {
    case VKR_OP_ADD: return 0;
    case VKR_OP_MUL: return tfloat(t) ? b_one(t) : 1;
    case VKR_OP_MIN:
        if (tfloat(t)) return b_inf(t);
        return sg ? (tmask(t) >> 1) : tmask(t);
    case VKR_OP_MAX:
        if (tfloat(t)) return b_inf(t) | b_sign(t);
        return sg ? (1ull << (nb - 1)) : 0;
    case VKR_OP_AND: return tmask(t);
    default: return 0;
    }
}

uint64_t poison_bits(vkr_op op, vkr_type t)
{
    int nb = tbits(t);
    if (tfloat(t)) {
        switch (op) {
        case VKR_OP_MIN: return b_inf(t) | b_sign(t);
        case VKR_OP_MAX: return b_inf(t);
        default: return t == VKR_TYPE_F32 ? 0x71800000ull : 0x4630000000000000ull; /* 2^100 */
        }
    }
    switch (op) {
    case VKR_OP_MUL: return 0;
    case VKR_OP_MIN: return tsigned(t) ? (1ull << (nb - 1)) : 0;
    case VKR_OP_MAX: return tsigned(t) ? (tmask(t) >> 1) : tmask(t);
    case VKR_OP_AND: return 0;
    case VKR_OP_OR: return tmask(t);
    default: return 0x5A5A5A5A5A5A5A5Bull & tmask(t);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* CPU reference                                                                               */
/* ------------------------------------------------------------------------------------------ */

long double gamma_k(long double k, long double u)
{
    if (k * u >= 0.5L) return -1; /* vacuous */
    return k * u / (1 - k * u);
}

static uint64_t ceil_log2(uint64_t x)
{
    uint64_t k = 0;
    while (k < 64 && (1ull << k) < x) k++;
    return k;
}

uint64_t int_combine(vkr_op op, vkr_type t, uint64_t acc, uint64_t v)
{
    const uint64_t m = tmask(t);
    switch (op) {
    case VKR_OP_ADD: return (acc + v) & m;
    case VKR_OP_MUL: return (acc * v) & m;
    case VKR_OP_MIN: return (tsigned(t) ? sext(t, v) < sext(t, acc) : v < acc) ? v : acc;
    case VKR_OP_MAX: return (tsigned(t) ? sext(t, v) > sext(t, acc) : v > acc) ? v : acc;
    case VKR_OP_AND: return acc & v;
    case VKR_OP_OR: return acc | v;
    case VKR_OP_XOR: return acc ^ v;
    default: return acc;
    }
}

void reference(vkr_op op, vkr_type t, const void *data, uint64_t n, uint32_t W,
               uint64_t extra_depth, ref_t *r)
{
    uint64_t i;
    memset(r, 0, sizeof *r);
    r->mode = EXP_BITS;
    r->bits = identity_bits(op, t);
    if (!tfloat(t)) {
        uint64_t acc = identity_bits(op, t);
        for (i = 0; i < n; i++) acc = int_combine(op, t, acc, getb(data, i, t));
        r->bits = acc;
        return;
    }
    if (n == 0) return; /* identity, exact bits */
    if (op == VKR_OP_MIN || op == VKR_OP_MAX) {
        uint64_t best = 0, bk = 0;
        for (i = 0; i < n; i++) {
            uint64_t v = getb(data, i, t), k;
            if (b_isnan(t, v)) {
                r->bits = b_qnan(t); /* documented canonical NaN */
                return;
            }
            k = fkey(t, v);
            if (i == 0 || (op == VKR_OP_MIN ? k < bk : k > bk)) {
                best = v;
                bk = k;
            }
        }
        r->bits = best;
        return;
    }
    {
        const long double u = t == VKR_TYPE_F32 ? 5.9604644775390625e-08L /* 2^-24 */
                                                : 1.1102230246251565404e-16L; /* 2^-53 */
        const long double maxf = t == VKR_TYPE_F32 ? (long double)FLT_MAX : (long double)DBL_MAX;
        const long double exact_lim = t == VKR_TYPE_F32 ? 16777216.0L : 9007199254740992.0L;
        const long double ref_slack = 1.0842021724855044340e-19L * 8; /* 2^-60 */
        int nan = 0, pinf = 0, ninf = 0, zero = 0, sub = 0, allint = 1, neg = 0, ge1 = 1;
        int haspos = 0, hasneg = 0;
        long double s = 0, c = 0, a = 0, p = 1, logsum = 0, k = 0;
        for (i = 0; i < n; i++) {
            uint64_t v = getb(data, i, t);
            long double x;
            if (b_isnan(t, v)) {
                nan = 1;
                continue;
            }
            if (v & b_sign(t)) neg ^= 1;
            if (b_isinf(t, v)) {
                if (v & b_sign(t)) ninf = 1;
                else pinf = 1;
                continue;
            }
            x = fval(t, v);
            if (b_issub(t, v)) sub = 1;
            if (x > 0) haspos = 1;
            if (x < 0) hasneg = 1;
            if (op == VKR_OP_ADD) {
                long double tt = s + x;
                if (fabsl(s) >= fabsl(x)) c += (s - tt) + x;
                else c += (x - tt) + s;
                s = tt;
                a += fabsl(x);
                if (x != floorl(x)) allint = 0;
            } else {
                if (x == 0) {
                    zero = 1;
                    continue;
                }
                if (fabsl(x) != 1) k += 1;
                if (fabsl(x) < 1) ge1 = 0;
                logsum += fabsl(log2l(fabsl(x)));
                p *= x;
            }
        }
        if (op == VKR_OP_ADD) {
            long double sum = s + c, h, g;
            if (nan || (pinf && ninf)) {
                r->mode = EXP_NAN;
                return;
            }
            if (pinf || ninf) {
                r->bits = b_inf(t) | (ninf ? b_sign(t) : 0);
                return;
            }
            h = (long double)((n + (uint64_t)W * (16 / tsz(t)) - 1) / ((uint64_t)W * (16 / tsz(t))))
                + 2.0L * (long double)ceil_log2(n + 1) + 64 + (long double)extra_depth;
            g = gamma_k(h, u);
            r->val = sum;
            r->bits = fbits(t, sum);
            if (allint && a <= exact_lim) {
                r->mode = EXP_VALUE; /* every partial sum is an integer below 2^p: exact */
                return;
            }
            if (g < 0) {
                r->mode = EXP_SKIP;
                r->why = "error bound vacuous (h*u >= 1/2)";
                return;
            }
            if (a <= maxf) { /* no partial sum can overflow in exact arithmetic */
                r->mode = EXP_TOL;
                r->tol = g * a + ref_slack * a;
                /* subnormals may be flushed to zero (lavapipe): each operand or result that is
                   flushed moves the sum by less than the smallest normal number */
                if (sub)
                    r->tol += (long double)(2 * n + 2) *
                              (t == VKR_TYPE_F32 ? (long double)FLT_MIN : (long double)DBL_MIN);
                return;
            }
            if (!(haspos && hasneg) && a * (1 - g) > maxf * (1 + u)) {
                r->bits = b_inf(t) | (sum < 0 ? b_sign(t) : 0); /* same sign, surely overflows */
                return;
            }
            r->mode = EXP_SKIP;
            r->why = "sum may overflow";
            return;
        } else { /* MUL */
            const long double lim = t == VKR_TYPE_F32 ? 120.0L : 1000.0L;
            if (nan || ((pinf || ninf) && zero)) {
                r->mode = EXP_NAN;
                return;
            }
            if (zero) {
                if (logsum <= lim) {
                    r->bits = neg ? b_sign(t) : 0; /* sign of a product is the xor of signs */
                    return;
                }
                r->mode = EXP_SKIP;
                r->why = "partial products may overflow before the zero";
                return;
            }
            if (pinf || ninf) {
                if (ge1) {
                    r->bits = b_inf(t) | (neg ? b_sign(t) : 0);
                    return;
                }
                r->mode = EXP_SKIP;
                r->why = "partial products may underflow before the infinity";
                return;
            }
            if (sub) {
                r->mode = EXP_SKIP;
                r->why = "subnormal factors (lavapipe may flush denormals)";
                return;
            }
            if (logsum > lim) {
                r->mode = EXP_SKIP;
                r->why = "partial products may leave the normal range";
                return;
            }
            r->val = p;
            r->bits = fbits(t, p);
            r->mode = EXP_TOL;
            r->tol = gamma_k(k, u) * fabsl(p) + ref_slack * (long double)n * fabsl(p);
            return;
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Data sets                                                                                   */
/* ------------------------------------------------------------------------------------------ */

const char *dist_name(int d)
{
    static const char *n[] = {"default", "uniform[-1,1)", "small-integers", "mul-safe",
                              "wide-exponents", "random-bits", "random-odd", "and-bits",
                              "or-bits"};
    return n[d];
}

int default_dist(vkr_op op, vkr_type t)
{
    if (tfloat(t)) {
        if (op == VKR_OP_ADD) return D_UNIFORM;
        if (op == VKR_OP_MUL) return D_MULSAFE;
        return D_WIDE;
    }
    if (op == VKR_OP_MUL) return D_ODD;
    if (op == VKR_OP_AND) return D_ANDBITS;
    if (op == VKR_OP_OR) return D_ORBITS;
    return D_FULL;
}

void gen(void *dst, vkr_type t, uint64_t n, int dist, uint64_t seed)
{
    rng_t r;
    uint64_t i;
    int nb = tbits(t);
    r.s = seed;
    switch (dist) {
    case D_UNIFORM:
        for (i = 0; i < n; i++) {
            uint64_t x = rnext(&r);
            if (t == VKR_TYPE_F32)
                putb(dst, i, t, fbits(t, (long double)(x >> 40) * 1.1920928955078125e-07L - 1));
            else
                putb(dst, i, t, fbits(t, (long double)(x >> 11) * 2.220446049250313e-16L - 1));
        }
        break;
    case D_INTVAL: {
        /* keep sum |x| <= 2^24 (f32) so that every partial sum is exact */
        int64_t lim = (t == VKR_TYPE_F32 && n * 8 > (1u << 24)) ? 1 : 8;
        for (i = 0; i < n; i++)
            putb(dst, i, t, fbits(t, (long double)((int64_t)rbelow(&r, 2 * lim + 1) - lim)));
        break;
    }
    case D_MULSAFE: {
        uint64_t lim = t == VKR_TYPE_F32 ? 100 : 900;
        for (i = 0; i < n; i++) {
            uint64_t x = rnext(&r);
            long double v = (n <= lim || rbelow(&r, n) < lim)
                                ? 0.5L + 1.5L * (long double)(x >> 40) * 5.9604644775390625e-08L
                                : 1.0L;
            if (x & 1) v = -v;
            putb(dst, i, t, fbits(t, v));
        }
        break;
    }
    case D_WIDE:
        for (i = 0; i < n; i++) {
            uint64_t x = rnext(&r), e = rbelow(&r, 61);
            if (t == VKR_TYPE_F32)
                putb(dst, i, t, ((x >> 63) << 31) | ((97 + e) << 23) | (x & 0x7fffffu));
            else
                putb(dst, i, t, (x & 0x800fffffffffffffull) | ((993 + e) << 52));
        }
        break;
    case D_FULL:
        for (i = 0; i < n; i++) putb(dst, i, t, rnext(&r));
        break;
    case D_ODD:
        for (i = 0; i < n; i++) putb(dst, i, t, rnext(&r) | 1);
        break;
    case D_ANDBITS:
    case D_ORBITS:
        for (i = 0; i < n; i++) {
            uint64_t v = dist == D_ANDBITS ? tmask(t) : 0;
            if (rbelow(&r, n) < (uint64_t)nb / 2) {
                uint64_t bit = 1ull << rbelow(&r, (uint64_t)nb);
                v = dist == D_ANDBITS ? (v & ~bit) : (v | bit);
            }
            putb(dst, i, t, v);
        }
        break;
    default: break;
    }
}

void fill_bits(void *dst, vkr_type t, uint64_t n, uint64_t b)
{
    uint64_t i;
    for (i = 0; i < n; i++) putb(dst, i, t, b);
}

const char *adv_name(int d)
{
    static const char *n[] = {
        "const", "const-mul", "cancelling-pairs", "nan-first", "nan-middle", "nan-last",
        "nan-payloads", "all-nan", "+inf", "-inf", "+inf,-inf", "inf-mul", "inf-and-zero",
        "zero-mul", "+0/-0", "all--0", "all-+0", "denormals", "denormals+normals", "huge",
        "all-type-min", "all-type-max", "extremes", "cancelling-pairs"};
    return n[d];
}

unsigned adv_ops(int d, vkr_type t)
{
    const unsigned add = 1u << VKR_OP_ADD, mul = 1u << VKR_OP_MUL,
                   mm = (1u << VKR_OP_MIN) | (1u << VKR_OP_MAX), all = 0xfeu;
    if (!tfloat(t)) return d >= A_INT_MIN ? all : 0;
    switch (d) {
    case A_CONST: case A_CANCEL: case A_PINF: case A_NINF: case A_BOTH_INF: case A_ZEROS:
    case A_NEG_ZEROS: case A_POS_ZEROS: case A_HUGE:
        return add | mm;
    case A_CONST_MUL: case A_INF_MUL: case A_INF_ZERO: case A_ZERO_MUL: return mul;
    case A_NAN_FIRST: case A_NAN_MID: case A_NAN_LAST: case A_NAN_PAYLOADS: case A_ALL_NAN:
        return add | mul | mm;
    case A_DENORMALS: return add | mm;
    case A_DENORMAL_MIX: return mm;
    default: return 0;
    }
}

void adv_fill(int d, vkr_type t, void *p, uint64_t n, uint64_t seed)
{
    rng_t r;
    uint64_t i, sgn = b_sign(t), nb = (uint64_t)tbits(t);
    r.s = seed;
    switch (d) {
    case A_CONST: fill_bits(p, t, n, fbits(t, 0.1L)); break;
    case A_CONST_MUL: fill_bits(p, t, n, fbits(t, 1.0L + 1.0L / 1024)); break;
    case A_CANCEL:
    case A_INT_CANCEL:
        for (i = 0; i + 1 < n; i += 2) {
            uint64_t x = rnext(&r);
            if (tfloat(t)) {
                long double v = (long double)((int64_t)rbelow(&r, 2001) - 1000);
                putb(p, i, t, fbits(t, v));
                putb(p, i + 1, t, fbits(t, -v));
            } else {
                putb(p, i, t, x);
                putb(p, i + 1, t, (0 - x) & tmask(t));
            }
        }
        if (n & 1) putb(p, n - 1, t, 0);
        break;
    case A_NAN_FIRST: case A_NAN_MID: case A_NAN_LAST:
        gen(p, t, n, D_UNIFORM, seed);
        putb(p, d == A_NAN_FIRST ? 0 : d == A_NAN_MID ? n / 2 : n - 1, t, b_qnan(t));
        break;
    case A_NAN_PAYLOADS:
        gen(p, t, n, D_UNIFORM, seed);
        /* negative quiet NaN, signaling NaN, quiet NaN with a payload */
        putb(p, n / 3, t, b_qnan(t) | sgn);
        putb(p, n / 2, t, b_inf(t) | 1);
        putb(p, n - 1, t, b_qnan(t) | 0x12345);
        break;
    case A_ALL_NAN: fill_bits(p, t, n, b_qnan(t)); break;
    case A_PINF: case A_NINF: case A_BOTH_INF:
        gen(p, t, n, D_UNIFORM, seed);
        if (d != A_NINF) putb(p, n / 3, t, b_inf(t));
        if (d != A_PINF) putb(p, (2 * n) / 3 + (n > 2), t, b_inf(t) | sgn);
        break;
    case A_INF_MUL: /* |x| in [1, 2] and one infinity: the product is +-inf in any order */
        for (i = 0; i < n; i++) {
            uint64_t x = rnext(&r);
            long double v = 1.0L + (long double)(x >> 40) * 5.9604644775390625e-08L;
            putb(p, i, t, fbits(t, (x & 1) ? -v : v));
        }
        putb(p, n / 2, t, b_inf(t) | ((rnext(&r) & 1) ? sgn : 0));
        break;
    case A_INF_ZERO:
        for (i = 0; i < n; i++) putb(p, i, t, b_one(t) | ((rnext(&r) & 1) ? sgn : 0));
        putb(p, n / 4, t, b_inf(t));
        putb(p, n - 1, t, sgn); /* -0 */
        break;
    case A_ZERO_MUL:
        gen(p, t, n, D_MULSAFE, seed);
        putb(p, n / 2, t, (rnext(&r) & 1) ? sgn : 0);
        break;
    case A_ZEROS:
        for (i = 0; i < n; i++) putb(p, i, t, (rnext(&r) & 1) ? sgn : 0);
        if (n >= 2) { /* both signs present, the -0 at a random place */
            putb(p, 0, t, 0);
            putb(p, rbelow(&r, n - 1) + 1, t, sgn);
        }
        break;
    case A_NEG_ZEROS: fill_bits(p, t, n, sgn); break;
    case A_POS_ZEROS: fill_bits(p, t, n, 0); break;
    case A_DENORMALS:
    case A_DENORMAL_MIX:
        for (i = 0; i < n; i++) {
            uint64_t x = rnext(&r), m = t == VKR_TYPE_F32 ? 0x7fffffull : 0xfffffffffffffull;
            uint64_t v = (x & m) ? (x & m) : 1;
            if (d == A_DENORMAL_MIX && (x >> 62) == 0) /* a quarter normal, tiny */
                v |= (t == VKR_TYPE_F32 ? 1ull << 23 : 1ull << 52);
            putb(p, i, t, v | ((x >> 61) & 1 ? sgn : 0));
        }
        break;
    case A_HUGE:
        fill_bits(p, t, n, fbits(t, t == VKR_TYPE_F32 ? (long double)FLT_MAX / 2
                                                      : (long double)DBL_MAX / 2));
        break;
    case A_INT_MIN: fill_bits(p, t, n, tsigned(t) ? 1ull << (nb - 1) : 0); break;
    case A_INT_MAX: fill_bits(p, t, n, tsigned(t) ? tmask(t) >> 1 : tmask(t)); break;
    case A_INT_EXTREMES:
        for (i = 0; i < n; i++) {
            static const int pick_n = 5;
            uint64_t v[5];
            v[0] = 1ull << (nb - 1);
            v[1] = tmask(t) >> 1;
            v[2] = 0;
            v[3] = 1;
            v[4] = tmask(t);
            putb(p, i, t, v[rbelow(&r, (uint64_t)pick_n)]);
        }
        break;
    default: break;
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Vulkan: instance with validation, devices, buffers, command buffers                          */
/* ------------------------------------------------------------------------------------------ */

VkInstance g_inst;
static VkDebugUtilsMessengerEXT g_messenger;
int g_validation;            /* the layer is on */
unsigned long g_val_msgs;    /* VALIDATION warnings/errors and any ERROR */

static VKAPI_ATTR VkBool32 VKAPI_CALL debug_cb(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                               VkDebugUtilsMessageTypeFlagsEXT type,
                                               const VkDebugUtilsMessengerCallbackDataEXT *data,
                                               void *user)
{
    int counted = ((type & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT) &&
                   sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) ||
                  (sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT);
    (void)user;
    /* Layers 1.4.x report their own configuration as VALIDATION warnings: VALIDATION-SETTINGS
       (e.g. "GPU-AV and core checks are both on: slow") and WARNING-Setting-Limit-Adjusted
       (GPU-AV turning on device features it needs, at every vkCreateDevice). They say nothing
       about the program: printed, not counted. */
    if (g_report_lock) g_report_lock(1);
    if (counted && !(sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) && data &&
        data->pMessageIdName && (!strcmp(data->pMessageIdName, "VALIDATION-SETTINGS") ||
                                 !strcmp(data->pMessageIdName, "WARNING-Setting-Limit-Adjusted"))) {
        printf("layer notice [%s] %s: %.300s\n", g_group, data->pMessageIdName,
               data->pMessage ? data->pMessage : "(null)");
    } else if (counted) {
        g_val_msgs++;
        printf("VALIDATION [%s] (%s) [%s] %s\n    while: %s\n", g_group,
               (sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) ? "error" : "warning",
               data && data->pMessageIdName ? data->pMessageIdName : "no id",
               data && data->pMessage ? data->pMessage : "(null)", g_where);
        fflush(stdout);
    } else if (g_opt.verbose > 1 && data && data->pMessage) {
        printf("debug: %s\n", data->pMessage);
    }
    if (g_report_lock) g_report_lock(0);
    return VK_FALSE;
}

int has_layer(const char *name)
{
    uint32_t n = 0, i;
    int found = 0;
    VkLayerProperties *p;
    if (vkEnumerateInstanceLayerProperties(&n, NULL) != VK_SUCCESS || !n) return 0;
    p = (VkLayerProperties *)calloc(n, sizeof *p);
    if (vkEnumerateInstanceLayerProperties(&n, p) == VK_SUCCESS)
        for (i = 0; i < n; i++)
            if (!strcmp(p[i].layerName, name)) found = 1;
    free(p);
    return found;
}

uint32_t g_inst_api;
static int g_inst_debug_utils; /* g_inst has VK_EXT_debug_utils: contexts may label their objects */

void format_api_version(char *s, size_t cap, uint32_t v)
{
    snprintf(s, cap, "%u.%u.%u", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v),
             VK_API_VERSION_PATCH(v));
}

int create_instance_with(const harness_instance_options *o)
{
    static const char *layer = "VK_LAYER_KHRONOS_validation";
    const char *exts[2];
    uint32_t next = 0, nen = 0;
    VkApplicationInfo app;
    VkInstanceCreateInfo ici;
    VkValidationFeaturesEXT vf;
    VkValidationFeatureEnableEXT en[2];
    VkDebugUtilsMessengerCreateInfoEXT dci;
    VkResult r;

    g_inst_api = VK_API_VERSION_1_3;
    if (o->api_up_to_loader) {
        uint32_t loader = volkGetInstanceVersion();
        if (!check(loader >= VK_API_VERSION_1_1, "the Vulkan loader is 1.0; Vulkan 1.1 is needed")) return 0;
        if (loader < VK_API_VERSION_1_3)
            g_inst_api = VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(loader), VK_API_VERSION_MINOR(loader), 0);
    }
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    dci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    dci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                      VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                      VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    dci.pfnUserCallback = o->callback ? o->callback : debug_cb;

    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = o->app_name ? o->app_name : "vk_reduce tests";
    app.apiVersion = g_inst_api;

    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    g_inst_debug_utils = !o->plain;
    if (g_inst_debug_utils) exts[next++] = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;

    g_validation = !o->plain && !g_opt.no_validation && has_layer(layer);
    if (!o->plain && !g_opt.no_validation &&
        !check(g_validation, "%s is not installed (pass --no-validation to run without it)",
               layer))
        return 0;
    if (g_validation) {
        ici.enabledLayerCount = 1;
        ici.ppEnabledLayerNames = &layer;
        exts[next++] = VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME;
        if (g_opt.gpu_av) {
            en[nen++] = VK_VALIDATION_FEATURE_ENABLE_GPU_ASSISTED_EXT;
        } else {
            en[nen++] = VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT;
        }
        memset(&vf, 0, sizeof vf);
        vf.sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT;
        vf.enabledValidationFeatureCount = nen;
        vf.pEnabledValidationFeatures = en;
        vf.pNext = &dci;
        ici.pNext = &vf;
    } else if (g_inst_debug_utils) {
        ici.pNext = &dci;
    }
    ici.enabledExtensionCount = next;
    ici.ppEnabledExtensionNames = next ? exts : NULL;
    r = vkCreateInstance(&ici, NULL, &g_inst);
    if (!check(r == VK_SUCCESS, "vkCreateInstance: %d", (int)r)) return 0;
    volkLoadInstance(g_inst);
    if (g_inst_debug_utils) {
        r = vkCreateDebugUtilsMessengerEXT(g_inst, &dci, NULL, &g_messenger);
        if (!check(r == VK_SUCCESS, "vkCreateDebugUtilsMessengerEXT: %d", (int)r)) return 0;
    }
    if (!o->quiet)
        printf("instance: Vulkan %u.%u, validation %s\n", VK_API_VERSION_MAJOR(g_inst_api),
               VK_API_VERSION_MINOR(g_inst_api),
               g_validation ? (g_opt.gpu_av ? "on (GPU-assisted)" : "on (synchronization)")
                            : "OFF (--no-validation)");
    return 1;
}

int create_instance_for(const char *app_name, PFN_vkDebugUtilsMessengerCallbackEXT cb, int quiet)
{
    harness_instance_options o;
    memset(&o, 0, sizeof o);
    o.app_name = app_name;
    o.callback = cb;
    o.quiet = quiet;
    return create_instance_with(&o);
}

int create_instance(void)
{
    return create_instance_for("vk_reduce tests", NULL, 0);
}

void destroy_instance(void)
{
    if (g_messenger) vkDestroyDebugUtilsMessengerEXT(g_inst, g_messenger, NULL);
    if (g_inst) vkDestroyInstance(g_inst, NULL);
    g_messenger = VK_NULL_HANDLE;
    g_inst = VK_NULL_HANDLE;
}

/* ------------------------------------------------------------------------------------------ */
/* Devices without push descriptors or 64-bit types (SwiftShader: no VK_KHR_push_descriptor,  */
/* no shaderInt64 / shaderFloat64; --no-64bit does the same to lavapipe). Everything the suite */
/* changes for them goes through these helpers.                                               */
/* ------------------------------------------------------------------------------------------ */

int phys_has_ext(VkPhysicalDevice phys, const char *name)
{
    uint32_t n = 0, k;
    int found = 0;
    VkExtensionProperties *ep;
    vkEnumerateDeviceExtensionProperties(phys, NULL, &n, NULL);
    ep = (VkExtensionProperties *)calloc(n ? n : 1, sizeof *ep);
    if (!ep) return 0;
    vkEnumerateDeviceExtensionProperties(phys, NULL, &n, ep);
    for (k = 0; k < n; k++)
        if (!strcmp(ep[k].extensionName, name)) found = 1;
    free(ep);
    return found;
}

int no64(uint32_t features)
{
    return !(features & (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64));
}
const char *opt_left_out(int kernel, vkr_op op, vkr_type t, vkr_type acc, int compensated)
{
    int arg = op == VKR_OP_ARGMIN || op == VKR_OP_ARGMAX || op == VKR_OP_MINMAX;
    int xform = op == VKR_OP_DOT || op == VKR_OP_SUM_SQUARES || op == VKR_OP_NORM2;
    vkr_type a = acc ? acc : vkr_default_accumulator(t);
    (void)arg; (void)xform; (void)a; (void)kernel; (void)compensated;
#ifdef VK_REDUCE_NO_SCAN
    if (kernel == OPT_SCAN) return "VK_REDUCE_NO_SCAN";
#endif
#ifdef VK_REDUCE_NO_ROWS
    if (kernel == OPT_ROWS) return "VK_REDUCE_NO_ROWS";
#endif
#ifdef VK_REDUCE_NO_ARG
    if (kernel == OPT_REDUCE && arg) return "VK_REDUCE_NO_ARG";
#endif
#ifdef VK_REDUCE_NO_TRANSFORM
    if (kernel == OPT_REDUCE && xform && !compensated) return "VK_REDUCE_NO_TRANSFORM";
#endif
#ifdef VK_REDUCE_NO_COMPENSATED
    if (compensated) return "VK_REDUCE_NO_COMPENSATED";
#endif
#ifdef VK_REDUCE_NO_MOMENTS
    if (op == VKR_OP_MOMENTS) return "VK_REDUCE_NO_MOMENTS";
#endif
#ifdef VK_REDUCE_NO_64BIT
    if (a == VKR_TYPE_F64 || a == VKR_TYPE_I64 || a == VKR_TYPE_U64) return "VK_REDUCE_NO_64BIT";
#endif
#ifdef VK_REDUCE_NO_NARROW
    if (t >= VKR_TYPE_F16) return "VK_REDUCE_NO_NARROW";
#endif
    return NULL;
}
int opt_refused(vkr_context c, int kernel, vkr_op op, vkr_type t)
{
    const char *macro = opt_left_out(kernel, op, t, VKR_TYPE_NONE, 0);
    VkResult r;
    double b;
    if (!macro) return 0;
    r = kernel == OPT_SCAN ? t_scan_error_bound(c, op, t, 100, &b)
        : kernel == OPT_ROWS ? t_rows_error_bound(c, op, t, 2, 100, &b) : t_supports(c, op, t, VKR_TYPE_NONE);
    check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), macro),
          "%s %s %s left out by %s: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming the macro)",
          kernel == OPT_SCAN ? "scan" : kernel == OPT_ROWS ? "rows" : "reduce", vkr_op_name(op), vkr_type_name(t), macro, (int)r,
          vkr_last_error(c));
    return 1;
}

static const char *g_skip64_group; /* the group that printed its SKIP line for 64-bit types */

int skip64(vkr_context c, uint32_t features, vkr_op op, vkr_type t)
{
    VkResult r;
    if (op_exists(op, t) && opt_refused(c, OPT_REDUCE, op, t)) return 1; /* left out of this build: refusal checked */
    if ((t != VKR_TYPE_F64 && t != VKR_TYPE_I64 && t != VKR_TYPE_U64) || !op_exists(op, t) ||
        !no64(features))
        return 0;
    r = t_supports(c, op, t, VKR_TYPE_NONE);
    check(r == VK_ERROR_FEATURE_NOT_PRESENT,
          "vkr_supports(%s, %s) = %d without FLOAT64/INT64 (want VK_ERROR_FEATURE_NOT_PRESENT)",
          opn(op), tyn(t), (int)r);
    if (g_skip64_group != g_group) {
        g_skip64_group = g_group;
        skip("f64/i64/u64 reduces not run: the context has neither FLOAT64 nor INT64 (%s); "
             "each is counted as skipped", g_opt.no_64bit ? "--no-64bit" : "the device lacks them");
    } else {
        g_skip++;
    }
    return 1;
}

tdev g_dev;      /* all features */
vkr_type t32(vkr_type t)
{
    if (!no64(g_dev.vkr_features)) return t;
    return t == VKR_TYPE_F64 ? VKR_TYPE_F32 : t == VKR_TYPE_I64 ? VKR_TYPE_I32
                                            : t == VKR_TYPE_U64 ? VKR_TYPE_U32 : t;
}

VkPhysicalDeviceProperties g_props;

VkPhysicalDeviceSubgroupProperties g_sgprops;
VkPhysicalDeviceSubgroupSizeControlProperties g_sgcprops;
uint32_t g_wg_limit;

const char *path_name(vkr_kernel_path p)
{
    static const char *const names[4] = {"auto", "native", "shuffle", "shared"};
    return (unsigned)p < 4 ? names[p] : "invalid";
}

uint32_t wg_limit_unpinned(void)
{
    uint32_t w = g_props.limits.maxComputeWorkGroupInvocations;
    return g_props.limits.maxComputeWorkGroupSize[0] < w ? g_props.limits.maxComputeWorkGroupSize[0] : w;
}

static int dev_tools(tdev *d)
{
    VkCommandPoolCreateInfo pci;
    VkCommandBufferAllocateInfo cai;
    VkFenceCreateInfo fci;
    volkLoadDeviceTable(&d->t, d->dev);
    if (!d->queue) d->t.vkGetDeviceQueue(d->dev, d->family, 0, &d->queue);
    memset(&pci, 0, sizeof pci);
    pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pci.queueFamilyIndex = d->family;
    if (d->t.vkCreateCommandPool(d->dev, &pci, NULL, &d->pool) != VK_SUCCESS) return 0;
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = d->pool;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    if (d->t.vkAllocateCommandBuffers(d->dev, &cai, &d->cmd) != VK_SUCCESS) return 0;
    memset(&fci, 0, sizeof fci);
    fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    return d->t.vkCreateFence(d->dev, &fci, NULL, &d->fence) == VK_SUCCESS;
}

vkr_binding g_force_binding;

/* The features structs of the Vulkan version api, zeroed and chained to f2 (to query, or to
   fill and enable): 1.2 and 1.3 core, or below them the extensions' (ext_types:
   VK_KHR_shader_subgroup_extended_types, size_control: VK_EXT_subgroup_size_control) where
   asked for; exec: pipelineExecutableInfo's. */
typedef struct feature_chain {
    VkPhysicalDeviceFeatures2 f2;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceVulkan13Features f13;
    VkPhysicalDeviceShaderSubgroupExtendedTypesFeatures ext_types;
    VkPhysicalDeviceSubgroupSizeControlFeatures size_control;
    VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR exec;
} feature_chain;

static void feature_chain_init(feature_chain *c, uint32_t api, int ext_types, int size_control, int exec)
{
    void **tail = &c->f2.pNext;
    memset(c, 0, sizeof *c);
    c->f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    c->f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    c->f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
    c->ext_types.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_EXTENDED_TYPES_FEATURES;
    c->size_control.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES;
    c->exec.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR;
    if (api >= VK_API_VERSION_1_2) { *tail = &c->f12; tail = &c->f12.pNext; }
    else if (ext_types) { *tail = &c->ext_types; tail = &c->ext_types.pNext; }
    if (api >= VK_API_VERSION_1_3) { *tail = &c->f13; tail = &c->f13.pNext; }
    else if (size_control) { *tail = &c->size_control; tail = &c->size_control.pNext; }
    if (exec) *tail = &c->exec;
}

/* The queue family create_device_with takes (UINT32_MAX: none): the first with compute; with
   timestamps, the first with compute and timestamps, one with graphics too first. */
static uint32_t pick_queue_family(VkPhysicalDevice phys, int timestamps, uint32_t *timestamp_bits)
{
    uint32_t nq = 0, i, family = UINT32_MAX;
    int pass;
    VkQueueFamilyProperties *qf;
    vkGetPhysicalDeviceQueueFamilyProperties(phys, &nq, NULL);
    qf = (VkQueueFamilyProperties *)calloc(nq ? nq : 1, sizeof *qf);
    if (!qf) return UINT32_MAX;
    vkGetPhysicalDeviceQueueFamilyProperties(phys, &nq, qf);
    for (pass = timestamps ? 0 : 1; pass < 2 && family == UINT32_MAX; pass++)
        for (i = 0; i < nq && family == UINT32_MAX; i++) {
            VkQueueFlags need = VK_QUEUE_COMPUTE_BIT | (pass == 0 ? VK_QUEUE_GRAPHICS_BIT : 0);
            if ((qf[i].queueFlags & need) == need && (!timestamps || qf[i].timestampValidBits)) family = i;
        }
    if (family != UINT32_MAX) *timestamp_bits = qf[family].timestampValidBits;
    free(qf);
    return family;
}

int create_device_with(tdev *d, VkPhysicalDevice phys, const harness_device_options *o)
{
    feature_chain en, have;
    VkPhysicalDeviceProperties props;
    VkDeviceQueueCreateInfo qci;
    VkDeviceCreateInfo dci;
    const char *exts[4];
    uint32_t want = 0x1f;
    float prio = 1.0f;
    uint32_t n_ext = 0;
    int ext_types, size_control, exec;
    VkBool32 sub_types = VK_FALSE, sizes = VK_FALSE;
    VkResult r;

    memset(d, 0, sizeof *d);
    d->phys = phys;
    d->family = pick_queue_family(phys, o->timestamp_queue, &d->timestamp_bits);
    if (!check(d->family != UINT32_MAX, o->timestamp_queue ? "no compute queue family with timestamps"
                                                           : "no compute queue family"))
        return 0;
    vkGetPhysicalDeviceMemoryProperties(phys, &d->mem);
    vkGetPhysicalDeviceProperties(phys, &props);
    d->api_version = props.apiVersion < g_inst_api ? props.apiVersion : g_inst_api;

    /* below 1.2 / 1.3 the extensions' structs (the device may have neither) */
    ext_types = o->features && d->api_version < VK_API_VERSION_1_2 &&
                phys_has_ext(phys, VK_KHR_SHADER_SUBGROUP_EXTENDED_TYPES_EXTENSION_NAME);
    size_control = o->features && d->api_version < VK_API_VERSION_1_3 &&
                   phys_has_ext(phys, VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME);
    exec = o->pipeline_executable_info && phys_has_ext(phys, VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
    feature_chain_init(&have, d->api_version, ext_types, size_control, 0);
    vkGetPhysicalDeviceFeatures2(phys, &have.f2);
    if (o->features) {
        sub_types = d->api_version >= VK_API_VERSION_1_2 ? have.f12.shaderSubgroupExtendedTypes
                                                         : have.ext_types.shaderSubgroupExtendedTypes;
        /* together or not at all: the library uses them together (Vulkan 1.3 has both) */
        sizes = d->api_version >= VK_API_VERSION_1_3
                    ? have.f13.subgroupSizeControl && have.f13.computeFullSubgroups
                    : have.size_control.subgroupSizeControl && have.size_control.computeFullSubgroups;
    }
    /* an extension's struct is chained (and the extension enabled) only for a feature it gives */
    feature_chain_init(&en, d->api_version, ext_types && sub_types, size_control && sizes, exec);
    if (o->features) {
        if (!g_opt.no_64bit) { /* --no-64bit: see "Devices without push descriptors ..." */
            en.f2.features.shaderFloat64 = have.f2.features.shaderFloat64;
            en.f2.features.shaderInt64 = have.f2.features.shaderInt64;
        } else {
            want &= ~(uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64);
        }
        en.f12.shaderSubgroupExtendedTypes = en.ext_types.shaderSubgroupExtendedTypes = sub_types;
        en.f13.subgroupSizeControl = en.f13.computeFullSubgroups = sizes;
        en.size_control.subgroupSizeControl = en.size_control.computeFullSubgroups = sizes;
        if (ext_types && sub_types) exts[n_ext++] = VK_KHR_SHADER_SUBGROUP_EXTENDED_TYPES_EXTENSION_NAME;
        if (size_control && sizes) exts[n_ext++] = VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME;
        en.f13.shaderIntegerDotProduct = have.f13.shaderIntegerDotProduct; /* optional: faster 8-bit sums */
        if (en.f13.shaderIntegerDotProduct) d->vkr_features |= VKR_FEATURE_INTEGER_DOT_PRODUCT;
        if (d->api_version >= VK_API_VERSION_1_2) { /* optional: faster f16 sums, where the device keeps f16 denormals */
            VkPhysicalDeviceProperties2 p2;
            VkPhysicalDeviceVulkan12Properties p12;
            memset(&p2, 0, sizeof p2);
            memset(&p12, 0, sizeof p12);
            p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
            p12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES;
            p2.pNext = &p12;
            vkGetPhysicalDeviceProperties2(phys, &p2);
            en.f12.shaderFloat16 = have.f12.shaderFloat16 && p12.shaderDenormPreserveFloat16;
            if (en.f12.shaderFloat16) d->vkr_features |= VKR_FEATURE_FLOAT16;
        }
        if (en.f2.features.shaderFloat64) d->vkr_features |= VKR_FEATURE_FLOAT64;
        if (en.f2.features.shaderInt64) d->vkr_features |= VKR_FEATURE_INT64;
        if (sub_types) d->vkr_features |= VKR_FEATURE_SUBGROUP_EXTENDED_TYPES;
        if (sizes) d->vkr_features |= VKR_FEATURE_SUBGROUP_SIZE_CONTROL;
        if (g_inst_debug_utils) d->vkr_features |= VKR_FEATURE_DEBUG_UTILS;
        if (o->features == 1)
            check((d->vkr_features & ~(uint32_t)(VKR_FEATURE_INTEGER_DOT_PRODUCT | VKR_FEATURE_FLOAT16)) == want,
                  "device lacks features the suite wants: have vkr_feature_flags 0x%x (want 0x%x%s)",
                  d->vkr_features, want,
                  d->vkr_features == (want & ~(uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64))
                      ? "; no 64-bit types: pass --no-64bit" : "");
    }
    if (phys_has_ext(phys, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME)) { /* else the library binds with descriptor sets */
        exts[n_ext++] = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
        d->vkr_features |= VKR_FEATURE_PUSH_DESCRIPTOR;
    }
    if (exec) {
        en.exec.pipelineExecutableInfo = VK_TRUE;
        exts[n_ext++] = VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME;
        d->pipeline_executable_info = 1;
    }

    memset(&qci, 0, sizeof qci);
    qci.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qci.queueFamilyIndex = d->family;
    qci.queueCount = 1;
    qci.pQueuePriorities = &prio;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.pNext = &en.f2;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    dci.enabledExtensionCount = n_ext;
    dci.ppEnabledExtensionNames = exts;
    r = vkCreateDevice(phys, &dci, NULL, &d->dev);
    if (!check(r == VK_SUCCESS, "vkCreateDevice(%s features): %d", o->features ? "all" : "no", (int)r))
        return 0;
    d->owned = 1;
    return check(dev_tools(d), "command pool / buffer / fence creation failed");
}

int create_device(tdev *d, VkPhysicalDevice phys, int full)
{
    harness_device_options o;
    memset(&o, 0, sizeof o);
    o.features = full;
    return create_device_with(d, phys, &o);
}

VkPhysicalDevice pick_physical_device(const char *want, FILE *list)
{
    uint32_t n = 0, i;
    int pick = -1;
    VkPhysicalDevice *pds, chosen = VK_NULL_HANDLE;
    if (vkEnumeratePhysicalDevices(g_inst, &n, NULL) < 0 || !n) return VK_NULL_HANDLE;
    pds = (VkPhysicalDevice *)calloc(n, sizeof *pds);
    if (!pds) return VK_NULL_HANDLE;
    vkEnumeratePhysicalDevices(g_inst, &n, pds);
    for (i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(pds[i], &p);
        if (list) fprintf(list, "# device %u: %s (type %d)\n", i, p.deviceName, (int)p.deviceType);
        if (pick >= 0) continue;
        if (want) {
            char *end;
            long idx = strtol(want, &end, 10);
            if (*end == 0 ? idx == (long)i : mentions(p.deviceName, want)) pick = (int)i;
        } else if (p.deviceType == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU) {
            pick = (int)i;
        }
    }
    if (pick >= 0 || !want) chosen = pds[pick >= 0 ? pick : 0];
    free(pds);
    return chosen;
}

void destroy_device(tdev *d)
{
    if (!d->dev) return;
    d->t.vkDeviceWaitIdle(d->dev);
    if (d->fence) d->t.vkDestroyFence(d->dev, d->fence, NULL);
    if (d->pool) d->t.vkDestroyCommandPool(d->dev, d->pool, NULL);
    if (d->owned) d->t.vkDestroyDevice(d->dev, NULL);
    memset(d, 0, sizeof *d);
}

int buf_create(tdev *d, VkDeviceSize size, tbuf *b)
{
    VkBufferCreateInfo bci;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo mai;
    VkMemoryPropertyFlags want =
        VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    uint32_t i;
    void *p = NULL;
    memset(b, 0, sizeof *b);
    memset(&bci, 0, sizeof bci);
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = size;
    bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    if (!check(d->t.vkCreateBuffer(d->dev, &bci, NULL, &b->buf) == VK_SUCCESS,
               "vkCreateBuffer(%llu bytes)", (unsigned long long)size))
        return 0;
    d->t.vkGetBufferMemoryRequirements(d->dev, b->buf, &req);
    memset(&mai, 0, sizeof mai);
    mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = UINT32_MAX;
    for (i = 0; i < d->mem.memoryTypeCount; i++)
        if ((req.memoryTypeBits & (1u << i)) &&
            (d->mem.memoryTypes[i].propertyFlags & want) == want) {
            mai.memoryTypeIndex = i;
            break;
        }
    if (!check(mai.memoryTypeIndex != UINT32_MAX, "no HOST_VISIBLE|HOST_COHERENT memory type") ||
        !check(d->t.vkAllocateMemory(d->dev, &mai, NULL, &b->mem) == VK_SUCCESS,
               "vkAllocateMemory(%llu bytes)", (unsigned long long)req.size) ||
        !check(d->t.vkBindBufferMemory(d->dev, b->buf, b->mem, 0) == VK_SUCCESS,
               "vkBindBufferMemory") ||
        !check(d->t.vkMapMemory(d->dev, b->mem, 0, VK_WHOLE_SIZE, 0, &p) == VK_SUCCESS,
               "vkMapMemory")) {
        if (b->mem) d->t.vkFreeMemory(d->dev, b->mem, NULL);
        d->t.vkDestroyBuffer(d->dev, b->buf, NULL);
        memset(b, 0, sizeof *b);
        return 0;
    }
    b->map = (unsigned char *)p;
    b->size = size;
    return 1;
}

void buf_destroy(tdev *d, tbuf *b)
{
    if (b->buf) d->t.vkDestroyBuffer(d->dev, b->buf, NULL);
    if (b->mem) d->t.vkFreeMemory(d->dev, b->mem, NULL);
    memset(b, 0, sizeof *b);
}

void cmd_begin(tdev *d)
{
    VkCommandBufferBeginInfo bi;
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    d->t.vkBeginCommandBuffer(d->cmd, &bi);
}

void cmd_barrier_to_host(tdev *d)
{
    VkMemoryBarrier mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    d->t.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                              VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
}

void cmd_barrier_compute(tdev *d)
{
    VkMemoryBarrier mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    d->t.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                              VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
}

void cmd_buffer_barrier(tdev *d, VkBuffer b, VkDeviceSize off, VkDeviceSize size,
                        VkPipelineStageFlags src_stage, VkAccessFlags src,
                        VkPipelineStageFlags dst_stage, VkAccessFlags dst)
{
    VkBufferMemoryBarrier bb;
    memset(&bb, 0, sizeof bb);
    bb.sType = VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER;
    bb.srcAccessMask = src;
    bb.dstAccessMask = dst;
    bb.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    bb.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    bb.buffer = b;
    bb.offset = off;
    bb.size = size;
    d->t.vkCmdPipelineBarrier(d->cmd, src_stage, dst_stage, 0, 0, NULL, 1, &bb, 0, NULL);
}

int cmd_submit_wait(tdev *d)
{
    VkSubmitInfo si;
    VkResult r;
    r = d->t.vkEndCommandBuffer(d->cmd);
    if (!check(r == VK_SUCCESS, "vkEndCommandBuffer: %d", (int)r)) return 0;
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &d->cmd;
    r = d->t.vkQueueSubmit(d->queue, 1, &si, d->fence);
    if (!check(r == VK_SUCCESS, "vkQueueSubmit: %d", (int)r)) return 0;
    r = d->t.vkWaitForFences(d->dev, 1, &d->fence, VK_TRUE, UINT64_MAX);
    if (!check(r == VK_SUCCESS, "vkWaitForFences: %d", (int)r)) return 0;
    d->t.vkResetFences(d->dev, 1, &d->fence);
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* Contexts                                                                                    */
/* ------------------------------------------------------------------------------------------ */

vkr_context g_ctx;            /* engine context on g_dev, all features, defaults */
vkr_context_info g_info;
static VkPipelineCache g_pcache;     /* shared by the engine contexts on g_dev */

void fill_context_desc(vkr_context_desc *cd, tdev *d, uint32_t features)
{
    memset(cd, 0, sizeof *cd);
    cd->instance = g_inst;
    cd->physical_device = d->phys;
    cd->device = d->dev;
    cd->queue_family_index = d->family;
    cd->api_version = g_inst_api;
    /* the device enabled VK_KHR_push_descriptor where it has it: declaring it is always true,
       whatever other features a test hides */
    cd->enabled_features = features | (d->vkr_features & VKR_FEATURE_PUSH_DESCRIPTOR);
    cd->pipeline_cache = d == &g_dev ? g_pcache : VK_NULL_HANDLE;
    cd->options.binding = g_force_binding; /* VKR_TEST_BINDING */
    cd->options.path = g_opt.path;         /* VKR_TEST_PATH */
    cd->options.testing.plan_as_gpu = g_opt.plan_as_gpu; /* VKR_TEST_PLAN_AS_GPU */
}

vkr_context make_context(const vkr_context_desc *cd, const char *what)
{
    vkr_context c = NULL;
    VkResult r;
    where("vkr_create_context(%s)", what);
    r = vkr_create_context(cd, &c);
    if (!check(r == VK_SUCCESS && c != NULL, "vkr_create_context(%s): %d", what, (int)r))
        return NULL;
    return c;
}

int context_info(vkr_context c, vkr_context_info *info)
{
    VkResult r = vkr_get_context_info(c, info);
    return check(r == VK_SUCCESS, "vkr_get_context_info: %d", (int)r);
}

/* ---- the public calls with their arguments spelled out (harness.h) ---- */
vkr_reduce_desc t_reduce_desc(vkr_op op, vkr_type t, vkr_type acc, uint64_t n, uint32_t flags)
{
    vkr_reduce_desc d;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.accumulator = acc;
    d.count = n;
    d.flags = flags;
    return d;
}
VkResult t_reduce(vkr_context c, vkr_op op, vkr_type t, vkr_type acc, const void *x, const void *y, uint64_t n,
                         uint32_t flags, void *result)
{
    vkr_reduce_desc d = t_reduce_desc(op, t, acc, n, flags);
    d.host_input = x;
    d.host_input2 = y;
    return vkr_reduce(c, &d, result);
}
VkResult t_reduce_buffer(vkr_context c, vkr_op op, vkr_type t, VkBuffer b, VkDeviceSize offset, VkDeviceSize size,
                                uint64_t n, void *result)
{
    vkr_reduce_desc d = t_reduce_desc(op, t, VKR_TYPE_NONE, n, 0);
    d.input.buffer = b;
    d.input.offset = offset;
    d.input.size = size;
    return vkr_reduce(c, &d, result);
}
VkResult t_error_bound(vkr_context c, vkr_op op, vkr_type t, vkr_type acc, uint64_t n, double *bound)
{
    vkr_reduce_desc d = t_reduce_desc(op, t, acc, n, 0);
    return vkr_reduce_error_bound(c, &d, bound);
}
VkResult t_supports(vkr_context c, vkr_op op, vkr_type t, vkr_type acc)
{
    vkr_reduce_desc d = t_reduce_desc(op, t, acc, 0, 0);
    return vkr_supports(c, &d);
}
VkResult t_prepare(vkr_context c, vkr_op op, vkr_type t)
{
    vkr_reduce_desc d = t_reduce_desc(op, t, VKR_TYPE_NONE, 0, 0);
    return vkr_prepare(c, &d);
}
static vkr_scan_desc t_scan_desc(vkr_op op, vkr_type t, vkr_scan_kind kind, uint64_t n)
{
    vkr_scan_desc d;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.kind = kind;
    d.count = n;
    return d;
}
VkResult t_scan(vkr_context c, vkr_op op, vkr_type t, vkr_scan_kind kind, const void *in, uint64_t n, const void *init,
                       void *out)
{
    vkr_scan_desc d = t_scan_desc(op, t, kind, n);
    d.host_input = in;
    d.host_output = out;
    d.init = init;
    return vkr_scan(c, &d);
}
VkResult t_scan_error_bound(vkr_context c, vkr_op op, vkr_type t, uint64_t n, double *bound)
{
    vkr_scan_desc d = t_scan_desc(op, t, VKR_SCAN_INCLUSIVE, n);
    return vkr_scan_error_bound(c, &d, bound);
}
VkResult t_reduce_rows(vkr_context c, vkr_op op, vkr_type t, const void *data, uint64_t rows, uint64_t length,
                              uint64_t stride, void *results)
{
    vkr_rows_desc d;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.rows = rows;
    d.row_length = length;
    d.row_stride = stride;
    d.host_input = data;
    d.host_output = results;
    return vkr_reduce_rows(c, &d);
}
VkResult t_reduce_segments(vkr_context c, vkr_op op, vkr_type t, const void *data, uint64_t count, const uint32_t *offsets,
                                  uint64_t segments, void *results)
{
    vkr_segments_desc d;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.segments = segments;
    d.input_count = count;
    d.host_input = data;
    d.host_offsets = offsets;
    d.host_output = results;
    return vkr_reduce_segments(c, &d);
}
VkResult t_segments_error_bound(vkr_context c, vkr_op op, vkr_type t, uint64_t input_count, uint64_t max_segment_length, double *bound)
{
    vkr_segments_desc d;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.input_count = input_count;
    d.max_segment_length = max_segment_length;
    return vkr_segments_error_bound(c, &d, bound);
}
VkResult t_rows_error_bound(vkr_context c, vkr_op op, vkr_type t, uint64_t rows, uint64_t length, double *bound)
{
    if (!rows) {
        return t_segments_error_bound(c, op, t, length, 0, bound);
    } else {
        vkr_rows_desc d;
        memset(&d, 0, sizeof d);
        d.op = op;
        d.type = t;
        d.rows = rows;
        d.row_length = length;
        return vkr_rows_error_bound(c, &d, bound);
    }
}
VkResult t_init_scratch(vkr_context c, VkCommandBuffer cmd, VkBuffer b, VkDeviceSize offset, VkDeviceSize size)
{
    vkr_buffer_range r;
    r.buffer = b;
    r.offset = offset;
    r.size = size;
    return vkr_cmd_init_scratch(c, cmd, r);
}

/* ------------------------------------------------------------------------------------------ */
/* Batches: many reduces recorded into one command buffer, each into its own output slot       */
/* ------------------------------------------------------------------------------------------ */
VkDeviceSize g_slot_bytes = SLOT_BYTES_MIN;

static job_t *g_jobs;
tbuf g_out, g_in;       /* on g_dev: output slots, input arena */

void batch_init(batch_t *b, tdev *d, vkr_context ctx, tbuf *out)
{
    vkr_context_info info;
    memset(b, 0, sizeof *b);
    b->d = d;
    b->ctx = ctx;
    b->out = out;
    b->jobs = g_jobs;
    memset(&info, 0, sizeof info);
    if (vkr_get_context_info(ctx, &info) == VK_SUCCESS) {
        /* the error bound uses the smaller workgroup size of the two tiers (more sequential
           steps per invocation: the larger, safer tree height) */
        b->W = info.workgroup_size;
        if (info.mid_workgroup_size && info.mid_workgroup_size < b->W)
            b->W = info.mid_workgroup_size;
        b->range = info.max_binding_range;
        b->features = info.enabled_features;
    }
    if (!b->W) b->W = 1024;
    if (!b->range) b->range = 1;
}

job_t *batch_add(batch_t *b, vkr_op op, vkr_type t, uint64_t n, const tbuf *in,
                 VkDeviceSize in_off, uint64_t seed, const char *data)
{
    job_t *j;
    static const int out_elem[3] = {0, 1, 5};
    uint64_t ranges;
    if (b->n >= MAX_JOBS) {
        check(0, "internal: too many jobs in a batch");
        return NULL;
    }
    if (skip64(b->ctx, b->features, op, t)) return NULL; /* no 64-bit types: not run */
    j = &b->jobs[b->n];
    memset(j, 0, sizeof *j);
    j->op = op;
    j->type = t;
    j->n = n;
    j->in = in->buf;
    j->in_size = in->size;
    j->in_off = in_off;
    j->out_off = (VkDeviceSize)b->n * SLOT_BYTES + (VkDeviceSize)out_elem[b->n % 3] * tsz(t);
    j->seed = seed;
    j->data = data;
    ranges = (in_off % 256 + n * tsz(t)) / b->range + 1;
    reference(op, t, in->map + in_off, n, b->W, ranges, &j->ref);
    b->n++;
    return j;
}

static void describe(char *s, size_t cap, const job_t *j)
{
    snprintf(s, cap, "%s %s n=%llu in_off=%llu (elem %llu) out_off=%llu data=%s seed=0x%016llx%s",
             opn(j->op), tyn(j->type), (unsigned long long)j->n, (unsigned long long)j->in_off,
             (unsigned long long)(j->in_off / tsz(j->type)), (unsigned long long)j->out_off,
             j->data, (unsigned long long)j->seed,
             j->scratch ? " (own scratch)" : "");
}

int check_job(const job_t *j)
{
    char d[256], e[64], g[64];
    const ref_t *r = &j->ref;
    vkr_type t = j->type;
    int ok = 0;
    describe(d, sizeof d, j);
    fmt_val(g, sizeof g, t, j->got);
    fmt_val(e, sizeof e, t, r->bits);
    switch (r->mode) {
    case EXP_BITS:
        return check(j->got == r->bits, "%s: expected %s, got %s", d, e, g);
    case EXP_NAN:
        return check(b_isnan(t, j->got), "%s: expected NaN, got %s", d, g);
    case EXP_VALUE:
        return check(!b_isnan(t, j->got) && fval(t, j->got) == r->val,
                     "%s: expected exactly %.21Lg, got %s", d, r->val, g);
    case EXP_TOL: {
        long double diff = fabsl(fval(t, j->got) - r->val);
        ok = !b_isnan(t, j->got) && !b_isinf(t, j->got) && diff <= r->tol;
        return check(ok, "%s: expected %.21Lg +- %.3Lg, got %s (diff %.3Lg = %.3Lg x bound)", d,
                     r->val, r->tol, g, diff, r->tol > 0 ? diff / r->tol : diff);
    }
    default:
        skip("%s: not asserted (%s); got %s, naive reference %s", d, r->why, g, e);
        return 1;
    }
}

int batch_run(batch_t *b)
{
    int i, ok = 1;
    tdev *d = b->d;
    VkDeviceSize k;
    memset(b->out->map, SENTINEL, (size_t)b->out->size);
    cmd_begin(d);
    for (i = 0; i < b->n; i++) {
        job_t *j = &b->jobs[i];
        vkr_reduce_desc rd;
        VkResult r;
        char s[256];
        describe(s, sizeof s, j);
        where("recording %s", s);
        if (j->init_scratch_before) {
            r = t_init_scratch(b->ctx, d->cmd, j->scratch, j->scratch_off, j->scratch_size);
            check(r == VK_SUCCESS, "vkr_cmd_init_scratch(offset %llu): %d %s",
                  (unsigned long long)j->scratch_off, (int)r, lerr(b->ctx));
        }
        if (j->barrier_before) cmd_barrier_compute(d);
        memset(&rd, 0, sizeof rd);
        rd.op = j->op;
        rd.type = j->type;
        rd.count = j->n;
        rd.input.buffer = j->in;
        rd.input.offset = j->in_off;
        rd.input.size = j->in_size;
        rd.output.buffer = b->out->buf;
        rd.output.offset = j->out_off;
        rd.output.size = b->out->size;
        rd.scratch.buffer = j->scratch;
        rd.scratch.offset = j->scratch_off;
        rd.scratch.size = j->scratch_size;
        rd.flags = j->flags;
        r = vkr_cmd_reduce(b->ctx, d->cmd, &rd);
        j->recorded = r == VK_SUCCESS;
        if (!j->recorded) {
            ok = check(0, "%s: vkr_cmd_reduce returned %d: %s", s, (int)r,
                       lerr(b->ctx));
        }
    }
    cmd_barrier_to_host(d);
    where("executing a batch of %d reduces", b->n);
    if (!cmd_submit_wait(d)) return 0;
    for (i = 0; i < b->n; i++) {
        job_t *j = &b->jobs[i];
        unsigned char *p = b->out->map + j->out_off;
        if (!j->recorded) continue;
        j->got = getb(p, 0, j->type);
        if (!check_job(j)) ok = 0;
        memset(p, SENTINEL, tsz(j->type)); /* so that the sentinel scan below skips it */
    }
    for (k = 0; k < b->out->size; k++)
        if (b->out->map[k] != SENTINEL) break;
    if (!check(k == b->out->size,
               "output sentinel overwritten at byte %llu (slot %llu, byte %llu in slot): 0x%02x",
               (unsigned long long)k, (unsigned long long)(k / SLOT_BYTES),
               (unsigned long long)(k % SLOT_BYTES), k < b->out->size ? b->out->map[k] : 0))
        ok = 0;
    b->n = 0;
    return ok;
}

void arena_init(arena_t *a, tbuf *b)
{
    a->b = b;
    a->cur = 0;
}

unsigned char *arena_region(arena_t *a, vkr_type t, uint64_t n, unsigned k,
                            uint64_t poison, VkDeviceSize *off)
{
    size_t es = tsz(t);
    VkDeviceSize start = a->cur ? a->cur + GUARD_ELEMS * es : 0;
    unsigned char *p;
    start = (start + 255) & ~(VkDeviceSize)255;
    start += (VkDeviceSize)k * es;
    if (start + (n + GUARD_ELEMS) * es > a->b->size) return NULL;
    p = a->b->map + start;
    fill_bits(p - (start >= GUARD_ELEMS * es ? GUARD_ELEMS * es : start), t,
              start >= GUARD_ELEMS * es ? GUARD_ELEMS : start / es, poison);
    fill_bits(p + n * es, t, GUARD_ELEMS, poison);
    a->cur = start + n * es + GUARD_ELEMS * es;
    *off = start;
    return p;
}

unsigned char *region(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n,
                      unsigned k, VkDeviceSize *off)
{
    unsigned char *p = arena_region(a, t, n, k, poison_bits(op, t), off);
    if (!p) {
        if (b->n) batch_run(b);
        arena_init(a, a->b);
        p = arena_region(a, t, n, k, poison_bits(op, t), off);
        check(p != NULL, "internal: arena too small for %s n=%llu", tyn(t),
              (unsigned long long)n);
    }
    return p;
}

job_t *add_random(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n,
                                       unsigned k, int dist)
{
    VkDeviceSize off;
    uint64_t seed = next_seed();
    unsigned char *p;
    if (dist == D_DEFAULT) dist = default_dist(op, t);
    p = region(b, a, op, t, n, k, &off);
    if (!p) return NULL;
    gen(p, t, n, dist, seed);
    return batch_add(b, op, t, n, a->b, off, seed, dist_name(dist));
}

/* ------------------------------------------------------------------------------------------ */
/* Helpers of the groups of test_reduce and test_scan: sizes, argument errors, the library's log  */
/* ------------------------------------------------------------------------------------------ */

const unsigned k_offsets[4] = {0, 1, 3, 7};

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

int sort_unique(uint64_t *s, int n)
{
    int i, m = 0;
    qsort(s, (size_t)n, sizeof *s, cmp_u64);
    for (i = 0; i < n; i++)
        if (m == 0 || s[i] != s[m - 1]) s[m++] = s[i];
    return m;
}

/* words starting with '&': does s contain every one of them (after the '&')? Else mentions(). */
static int mentions_words(const char *s, const char *words)
{
    return words[0] == '&' ? mentions_all(s, words + 1, '|') : mentions(s, words);
}

void expect_fail(VkResult r, VkResult want, vkr_context ctx, const char *words,
                 const char *what)
{
    const char *m = ctx ? vkr_last_error(ctx) : NULL;
    printf("  bad input: %-58s -> %d%s%s%s\n", what, (int)r, m ? " \"" : "", m ? m : "",
           m ? "\"" : "");
    if (want != VK_SUCCESS)
        check(r == want, "%s: returned %d, want %d", what, (int)r, (int)want);
    else
        check(r < 0, "%s: returned %d, want an error code", what, (int)r);
    if (ctx && words)
        check(m && mentions_words(m, words), "%s: vkr_last_error \"%s\" should name %s", what,
              m ? m : "(null)", words);
}

int g_log_calls;
char g_log_last[512];
unsigned long g_log_validation;
unsigned long g_log_library, g_log_bad_result; /* library messages; errors logged with VK_SUCCESS */
vkr_log_source g_log_last_source;
vkr_log_severity g_log_last_severity;
VkResult g_log_last_result;
unsigned long g_log_warnings; /* library WARNINGs (fallbacks taken at creation) */

void test_log(void *user, const vkr_log_message *m)
{
    const char *message = m->message;
    (void)user;
    g_log_calls++;
    if (m->source == VKR_LOG_SOURCE_VALIDATION) {
        g_log_validation++;
        printf("  prototype validation message: %s\n", message ? message : "(null)");
    } else {
        g_log_library++;
        if (m->severity == VKR_LOG_SEVERITY_WARNING) g_log_warnings++;
        if (m->severity == VKR_LOG_SEVERITY_ERROR && m->result == VK_SUCCESS) g_log_bad_result++;
    }
    g_log_last_source = m->source;
    g_log_last_severity = m->severity;
    g_log_last_result = m->result;
    snprintf(g_log_last, sizeof g_log_last, "%s", message ? message : "");
    if (g_opt.verbose) printf("  log(%d, %d): %s\n", (int)m->severity, (int)m->result, message ? message : "(null)");
}

/* ------------------------------------------------------------------------------------------ */
/* The driver: options, set-up, the groups, tear-down, the summary                             */
/* ------------------------------------------------------------------------------------------ */

/* Does the comma-separated list p name a substring of name? */
/* Whether a --filter / --skip list names group `name`: an entry matches the groups whose names
   contain it, "=G" group G alone. */
static int listed(const char *name, const char *p)
{
    char w[64];
    while (*p) {
        size_t len = strcspn(p, ",");
        if (len >= sizeof w) len = sizeof w - 1;
        memcpy(w, p, len);
        w[len] = 0;
        if (w[0] == '=' ? !strcmp(name, w + 1) : len && strstr(name, w)) return 1;
        p += len;
        if (*p == ',') p++;
    }
    return 0;
}

static int selected(const char *name)
{
    if (g_opt.skip && listed(name, g_opt.skip)) return 0;
    return !g_opt.filter || !*g_opt.filter || listed(name, g_opt.filter);
}

static void usage(const harness_program *p)
{
    size_t i;
    int indent = (int)strlen("usage: ") + (int)strlen(p->name) + 1;
    printf("usage: %s [--quick] [--filter G1,G2] [--skip G1,G2] [--seed N] [--expect-subgroup-size S]\n"
           "%*s(G: the groups whose names contain G; =G: group G alone)\n"
           "%*s[--no-validation] [--gpu-av] [--timeout SECONDS] [--verbose] [--no-64bit] [--list]\n"
           "environment: VKR_TEST_PATH=native|shuffle|shared|auto, VKR_TEST_BINDING=push|sets,\n"
           "             VKR_TEST_EXPECT_SUBGROUP_SIZE=S (as --expect-subgroup-size S),\n"
           "             VKR_TEST_PLAN_AS_GPU=1 (a CPU device plans grids and row tiers as a GPU)\n%s"
           "groups:\n",
           p->name, indent, "", indent, "", p->environment ? p->environment : "");
    for (i = 0; i < p->n_groups; i++) printf("  %-12s %s\n", p->groups[i].name, p->groups[i].what);
}

/* 0: exit with status 2 (the usage was printed for a bad option). --list and --help set
   g_opt.list. */
static int parse_args(const harness_program *p, int argc, char **argv)
{
    int i;
    const char *e = getenv("VKR_TEST_EXPECT_SUBGROUP_SIZE");
    g_opt.seed = 0x5EEDC0DE2024ull;
    g_opt.timeout = 900;
    if (e && *e) g_opt.expect_sg = (unsigned)strtoul(e, NULL, 0);
    /* VKR_TEST_PATH: force a kernel path in every context */
    e = getenv("VKR_TEST_PATH");
    if (e && *e && strcmp(e, "auto")) {
        if (!strcmp(e, "native")) g_opt.path = VKR_PATH_NATIVE;
        else if (!strcmp(e, "shuffle")) g_opt.path = VKR_PATH_SHUFFLE;
        else if (!strcmp(e, "shared")) g_opt.path = VKR_PATH_SHARED;
        else {
            printf("VKR_TEST_PATH=%s: want native, shuffle, shared or auto\n", e);
            return 0;
        }
    }
    e = getenv("VKR_TEST_PLAN_AS_GPU");
    g_opt.plan_as_gpu = e && !strcmp(e, "1") ? VK_TRUE : VK_FALSE;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--quick")) g_opt.quick = 1;
        else if (!strcmp(a, "--no-validation")) g_opt.no_validation = 1;
        else if (!strcmp(a, "--gpu-av")) g_opt.gpu_av = 1;
        else if (!strcmp(a, "--no-64bit")) g_opt.no_64bit = 1;
        else if (!strcmp(a, "--verbose") || !strcmp(a, "-v")) g_opt.verbose++;
        else if (!strcmp(a, "--list") || !strcmp(a, "--help")) g_opt.list = 1;
        else if (!strcmp(a, "--filter") && v) g_opt.filter = argv[++i];
        else if (!strcmp(a, "--skip") && v) g_opt.skip = argv[++i];
        else if (!strcmp(a, "--seed") && v) g_opt.seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(a, "--expect-subgroup-size") && v)
            g_opt.expect_sg = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(a, "--timeout") && v) g_opt.timeout = (unsigned)strtoul(argv[++i], NULL, 0);
        else {
            usage(p);
            return 0;
        }
    }
    return 1;
}

/* The instance, g_dev (every feature the library can use), the batches' buffers and the main
   engine context g_ctx (g_info); the subgroup size checked against --expect-subgroup-size. */
static int setup(void)
{
    uint32_t n = 0;
    VkPhysicalDevice *pds;
    VkPhysicalDeviceProperties2 p2;
    VkPipelineCacheCreateInfo pcci;
    vkr_context_desc cd;
    VkResult r = volkInitialize();
    if (!check(r == VK_SUCCESS, "volkInitialize: %d (no Vulkan loader?)", (int)r)) return 0;
    if (!create_instance()) return 0;
    vkEnumeratePhysicalDevices(g_inst, &n, NULL);
    if (!check(n > 0, "no Vulkan physical device")) return 0;
    pds = (VkPhysicalDevice *)calloc(n, sizeof *pds);
    vkEnumeratePhysicalDevices(g_inst, &n, pds);
    g_dev.phys = pds[0]; /* the one device VK_ICD_FILENAMES leaves */
    free(pds);
    {
        const char *b = getenv("VKR_TEST_BINDING");
        g_force_binding = !b || !*b ? VKR_BINDING_AUTO : !strcmp(b, "push") ? VKR_BINDING_PUSH_DESCRIPTORS
                        : VKR_BINDING_DESCRIPTOR_SETS;
        if (b && *b && strcmp(b, "push") && strcmp(b, "sets"))
            check(0, "VKR_TEST_BINDING=%s: want push or sets", b);
    }

    memset(&p2, 0, sizeof p2);
    memset(&g_sgprops, 0, sizeof g_sgprops);
    memset(&g_sgcprops, 0, sizeof g_sgcprops);
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    g_sgprops.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    g_sgcprops.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES;
    p2.pNext = &g_sgprops;
    g_sgprops.pNext = &g_sgcprops;
    vkGetPhysicalDeviceProperties2(g_dev.phys, &p2);
    g_props = p2.properties;
    g_wg_limit = wg_limit_unpinned();
    if (g_sgcprops.maxComputeWorkgroupSubgroups &&
        g_sgprops.subgroupSize * g_sgcprops.maxComputeWorkgroupSubgroups < g_wg_limit)
        g_wg_limit = g_sgprops.subgroupSize * g_sgcprops.maxComputeWorkgroupSubgroups;
    if (!create_device(&g_dev, g_dev.phys, 1)) return 0;
    printf("device: %s, subgroup size %u (min %u, max %u), maxStorageBufferRange %u\n",
           g_props.deviceName, g_sgprops.subgroupSize, g_sgcprops.minSubgroupSize,
           g_sgcprops.maxSubgroupSize, g_props.limits.maxStorageBufferRange);

    memset(&pcci, 0, sizeof pcci);
    pcci.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
    if (g_dev.t.vkCreatePipelineCache(g_dev.dev, &pcci, NULL, &g_pcache) != VK_SUCCESS)
        g_pcache = VK_NULL_HANDLE;
    if (!buf_create(&g_dev, (VkDeviceSize)(g_opt.quick ? 8 : 48) << 20, &g_in)) return 0;
    if (g_props.limits.minStorageBufferOffsetAlignment > g_slot_bytes) g_slot_bytes = g_props.limits.minStorageBufferOffsetAlignment;
    if (!buf_create(&g_dev, (VkDeviceSize)MAX_JOBS * SLOT_BYTES + 256, &g_out)) return 0;
    g_jobs = (job_t *)calloc(MAX_JOBS, sizeof *g_jobs);
    if (!g_jobs) return 0;

    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.queue = g_dev.queue;
    g_ctx = make_context(&cd, "main engine context");
    if (!g_ctx) return 0;
    if (!context_info(g_ctx, &g_info)) return 0;
    /* kernel path: the forced one; the shared path pins no subgroup size, so its workgroups
       are not capped at subgroupSize * maxComputeWorkgroupSubgroups */
    check(g_opt.path ? g_info.path == g_opt.path
                     : g_info.path >= VKR_PATH_NATIVE && g_info.path <= VKR_PATH_SHARED,
          "vkr_context_info.path %d, VKR_TEST_PATH %s", (int)g_info.path, path_name(g_opt.path));
    if (g_info.path == VKR_PATH_SHARED) g_wg_limit = wg_limit_unpinned();
    printf("context: path %s, subgroup %u, workgroup %u (mid-size inputs %u, device limit %u), "
           "max_workgroups %u, max_binding_range %llu, features 0x%x\n", path_name(g_info.path),
           g_info.subgroup_size, g_info.workgroup_size, g_info.mid_workgroup_size, g_wg_limit,
           g_info.max_workgroups,
           (unsigned long long)g_info.max_binding_range, g_info.enabled_features);
    if (g_opt.expect_sg) {
        check(g_sgprops.subgroupSize == g_opt.expect_sg,
              "--expect-subgroup-size %u: the device reports subgroupSize %u", g_opt.expect_sg,
              g_sgprops.subgroupSize);
        check(g_info.subgroup_size == g_opt.expect_sg,
              "--expect-subgroup-size %u: vkr_context_info.subgroup_size is %u",
              g_opt.expect_sg, g_info.subgroup_size);
    }
    return 1;
}

/* What setup made, in reverse (also after a set-up that failed half-way). */
static void teardown(void)
{
    if (g_dev.dev) g_dev.t.vkDeviceWaitIdle(g_dev.dev);
    vkr_destroy_context(g_ctx);
    g_ctx = NULL;
    if (g_dev.dev) {
        buf_destroy(&g_dev, &g_in);
        buf_destroy(&g_dev, &g_out);
        if (g_pcache) g_dev.t.vkDestroyPipelineCache(g_dev.dev, g_pcache, NULL);
        destroy_device(&g_dev);
    }
    destroy_instance();
    free(g_jobs);
    g_jobs = NULL;
}

int harness_main(int argc, char **argv, const harness_program *p)
{
    size_t i;
    double t_all = now_s();
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (!parse_args(p, argc, argv)) return 2;
    if (g_opt.list) {
        usage(p);
        return 0;
    }
    signal(SIGSEGV, on_fatal_signal);
    signal(SIGBUS, on_fatal_signal);
    signal(SIGFPE, on_fatal_signal);
    signal(SIGILL, on_fatal_signal);
    signal(SIGABRT, on_fatal_signal);
    signal(SIGALRM, on_fatal_signal);
    if (g_opt.timeout) alarm(g_opt.timeout);
    printf("%s: seed 0x%llx%s%s%s, expect subgroup size %u, path %s%s\n", p->title, g_opt.seed,
           g_opt.quick ? ", quick" : "", g_opt.filter ? ", filter " : "", g_opt.filter ? g_opt.filter : "",
           g_opt.expect_sg, path_name(g_opt.path), p->title_note ? p->title_note : "");

    g_group = "setup";
    {
        int any = 0;
        for (i = 0; i < p->n_groups; i++) any |= selected(p->groups[i].name);
        check(any, "--filter '%s' selects no group (see --list)", g_opt.filter ? g_opt.filter : "");
    }
    if (setup() && (!p->setup || p->setup())) {
        for (i = 0; i < p->n_groups; i++) {
            const group_def *g = &p->groups[i];
            unsigned long p0 = g_pass, f0 = g_fail, s0 = g_skip, v0 = g_val_msgs;
            double t0, c0 = (double)clock() / CLOCKS_PER_SEC;
            if (!selected(g->name)) continue;
            g_group = g->name;
            if (p->group_start) p->group_start();
            printf("== %s: %s\n", g->name, g->what);
            t0 = now_s();
            g->fn();
            check(g_val_msgs == v0, "%lu validation messages during this group", g_val_msgs - v0);
            printf("== %s: %lu passed, %lu failed, %lu skipped, %.1f s (cpu %.1f s)\n", g->name, g_pass - p0,
                   g_fail - f0, g_skip - s0, now_s() - t0, (double)clock() / CLOCKS_PER_SEC - c0);
        }
    }
    g_group = "teardown";
    {
        unsigned long v0 = g_val_msgs;
        where("teardown");
        if (p->teardown) p->teardown();
        teardown();
        check(g_val_msgs == v0, "%lu validation messages at teardown", g_val_msgs - v0);
    }
    printf("total time %.1f s (cpu %.1f s); %lu skipped (not counted as passed); %lu validation messages\n",
           now_s() - t_all, (double)clock() / CLOCKS_PER_SEC, g_skip, g_val_msgs);
    printf("%lu passed, %lu failed\n", g_pass, g_fail);
    return g_fail ? 1 : 0;
}

/* ------------------------------------------------------------------------------------------ */
/* Test-only hooks into the implementation                                                     */
/* ------------------------------------------------------------------------------------------ */

void hook_subgroup_size(vkr_context c, uint32_t s)
{
    c->subgroup_size = s;
    c->pin_subgroup_size = VK_FALSE;
}

uint64_t hook_single_vectors(void)
{
    return (uint64_t)VKR__UNROLL * VKR__SINGLE_STEPS;
}

VkResult hook_add_module(vkr_context c, vkr_type t, int scan, int compensated, const uint32_t **code,
                         uint32_t *size_bytes, VkPipelineLayout *layout)
{
    vkr_type acc = vkr_default_accumulator(t);
    const vkr__spirv_module *m =
        compensated ? vkr__find_module_key(c, VKR__KERNEL_REDUCE, VKR_OP_ADD + VKR__OP_KEY_COMPENSATED, t)
                    : vkr__find_module_acc(c, scan ? VKR__KERNEL_SCAN : VKR__KERNEL_REDUCE, VKR_OP_ADD, t,
                                           acc == t ? VKR_TYPE_NONE : acc);
    if (!m) return VK_ERROR_FEATURE_NOT_PRESENT;
    *size_bytes = m->size_bytes;
    *layout = c->pipeline_layout;
    return vkr__module_code(c, "hook_add_module", m, code);
}

void *hook_upload_buffer(vkr_context c, VkBuffer *buffer, VkDeviceSize *size)
{
    *buffer = c->upload.buffer;
    *size = c->upload.size;
    return c->upload.map;
}
