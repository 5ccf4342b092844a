/* harness.h - what tests/test_reduce.c and tests/test_scan.c share: options and their parsing,
   counters and reporting, the validation layer's messages, random data sets, the type and op
   tables, the CPU reference, the Vulkan device, contexts, batches of reduces, a few helpers of
   the groups, and main()'s driver (harness_main: each program passes its own group table,
   set-up and tear-down).

   Include it from exactly one translation unit per program, before anything else: it defines
   VK_REDUCE_IMPLEMENTATION and VOLK_IMPLEMENTATION (the groups reach into the implementation:
   test-only hooks), and its functions are static. Each program is that one file, built as C99
   or as C++11/C++17 (see the programs' own comments).

   Options (both programs):
       [--quick] [--filter SUBSTR[,SUBSTR...]] [--skip SUBSTR[,...]] [--seed N]
       [--expect-subgroup-size S] [--no-validation] [--gpu-av] [--timeout SECONDS] [--verbose]
       [--no-64bit] [--list]
     --quick fewer sizes; --filter / --skip the groups whose names contain one of the words;
     --seed the base of every data set's seed (fixed by default: a run is repeatable);
     --expect-subgroup-size checks the device's and the context's subgroup size; --gpu-av
     GPU-assisted validation instead of synchronization validation; --timeout fails the run
     after that many seconds (default 900); --verbose (twice: every check); --list (or --help)
     prints the groups.
   Environment: VKR_TEST_EXPECT_SUBGROUP_SIZE=S is the same as --expect-subgroup-size S.
   VKR_TEST_PATH=native|shuffle|shared forces that kernel path (vkr_kernel_path) in every context
   the suite creates (engine and prototype mode); unset or "auto": the library's choice.
   VKR_TEST_BINDING=push|sets forces the binding (vkr_binding) the same way.

   Devices without VK_KHR_push_descriptor or 64-bit types (SwiftShader): the test takes the first
   device the loader lists (VK_ICD_FILENAMES names one driver) and enables VK_KHR_push_descriptor
   only where the device has it (whether the library accepts the device is the library's
   decision); --no-64bit enables neither shaderInt64 nor shaderFloat64 on the test's device, so
   every f64/i64/u64 reduce must be refused with VK_ERROR_FEATURE_NOT_PRESENT and is counted as
   skipped (one SKIP line per group). Pass it on SwiftShader (which has neither) and on lavapipe
   to run the same paths there. See the section "Devices without push descriptors or 64-bit
   types".

   Output: one "FAIL [group] ..." line per failed check (op, type, n, offsets, data set, seed,
   expected vs got with bits), "SKIP [group] ..." for checks that were not made (never counted
   as passed), "== group: N passed, N failed, N skipped, ..." after each group, and as the very
   last line "N passed, N failed". Exit status 0 only when nothing failed.

   Every check runs in engine mode on a device the test creates itself, under
   VK_LAYER_KHRONOS_validation with synchronization validation (or GPU-assisted validation
   with --gpu-av); any validation message of severity WARNING or ERROR fails the run. */
#ifndef VKR_TEST_HARNESS_H
#define VKR_TEST_HARNESS_H
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include <float.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "../vk_reduce.h"

/* For the few helpers that one of the programs does not call: each program is one translation
   unit, and gcc's -Wunused-function (an error under -Werror) would name them. */
#if defined(__GNUC__) || defined(__clang__)
#define HARNESS_MAYBE_UNUSED __attribute__((unused))
#else
#define HARNESS_MAYBE_UNUSED
#endif

/* ------------------------------------------------------------------------------------------ */
/* Options, counters, reporting                                                                */
/* ------------------------------------------------------------------------------------------ */

typedef struct opts_t {
    int quick, no_validation, gpu_av, verbose, list;
    int no_64bit; /* --no-64bit */
    const char *filter;
    const char *skip; /* --skip: groups left out */
    unsigned long long seed;
    unsigned expect_sg;
    unsigned timeout;
    vkr_kernel_path path; /* VKR_TEST_PATH */
} opts_t;

static opts_t g_opt;
static unsigned long g_pass, g_fail, g_skip;
static const char *g_group = "setup";
static char g_where[256] = "";  /* what runs now: printed if the process crashes */

static void vreport(const char *tag, const char *fmt, va_list ap)
{
    printf("%s [%s] ", tag, g_group);
    vprintf(fmt, ap);
    printf("\n");
    fflush(stdout);
}

/* Counts one check. Returns ok. */
static int check(int ok, const char *fmt, ...)
{
    va_list ap;
    if (ok) {
        g_pass++;
        if (g_opt.verbose > 1) {
            va_start(ap, fmt);
            vreport("ok  ", fmt, ap);
            va_end(ap);
        }
        return 1;
    }
    g_fail++;
    va_start(ap, fmt);
    vreport("FAIL", fmt, ap);
    va_end(ap);
    return 0;
}

static void skip(const char *fmt, ...)
{
    va_list ap;
    g_skip++;
    va_start(ap, fmt);
    vreport("SKIP", fmt, ap);
    va_end(ap);
}

static const char *lerr(vkr_context c)
{
    const char *m = vkr_last_error(c);
    return m ? m : "(null)";
}

static void where(const char *fmt, ...)
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

/* Case-insensitive: does s contain any of the '|'-separated words? */
static int mentions(const char *s, const char *words)
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

/* Case-insensitive: does s contain every one of the sep-separated words? */
static int mentions_all(const char *s, const char *words, char sep)
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

typedef struct rng_t { uint64_t s; } rng_t;

static uint64_t rnext(rng_t *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t rbelow(rng_t *r, uint64_t n) { return n ? rnext(r) % n : 0; }

static uint64_t mix_seed(uint64_t a, uint64_t b)
{
    rng_t r;
    r.s = a ^ (b * 0xD1B54A32D192ED03ull);
    return rnext(&r);
}

static uint64_t g_seq; /* data sets made so far: with the base seed, names each data set */

static uint64_t next_seed(void) { return mix_seed(g_opt.seed, ++g_seq); }

/* ------------------------------------------------------------------------------------------ */
/* Types and ops (the test's own tables, independent of the library's)                         */
/* ------------------------------------------------------------------------------------------ */

static const vkr_type k_types[6] = {VKR_TYPE_F32, VKR_TYPE_F64, VKR_TYPE_I32,
                                    VKR_TYPE_U32, VKR_TYPE_I64, VKR_TYPE_U64};
static const vkr_op k_ops[7] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX,
                                VKR_OP_AND, VKR_OP_OR,  VKR_OP_XOR};

static size_t tsz(vkr_type t)
{
    return (t == VKR_TYPE_F32 || t == VKR_TYPE_I32 || t == VKR_TYPE_U32) ? 4 : 8;
}
static int tfloat(vkr_type t) { return t == VKR_TYPE_F32 || t == VKR_TYPE_F64; }
static int tsigned(vkr_type t) { return t == VKR_TYPE_I32 || t == VKR_TYPE_I64; }
static int tbits(vkr_type t) { return (int)tsz(t) * 8; }
static uint64_t tmask(vkr_type t) { return tsz(t) == 4 ? 0xffffffffull : ~0ull; }
static int op_exists(vkr_op op, vkr_type t) { return !(tfloat(t) && op >= VKR_OP_AND && op <= VKR_OP_XOR); }

static const char *opn(vkr_op op)
{
    static const char *n[] = {"none", "add", "mul", "min", "max", "and", "or", "xor", "argmin", "argmax", "minmax"};
    return (op >= 0 && op <= VKR_OP_MINMAX) ? n[op] : "op?";
}
static const char *tyn(vkr_type t)
{
    static const char *n[] = {"none", "f32", "f64", "i32", "u32", "i64", "u64"};
    return (t >= 0 && t <= VKR_TYPE_U64) ? n[t] : "type?";
}

static uint64_t getb(const void *base, uint64_t i, vkr_type t)
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

static void putb(void *base, uint64_t i, vkr_type t, uint64_t b)
{
    unsigned char *p = (unsigned char *)base + i * tsz(t);
    if (tsz(t) == 4) {
        uint32_t v = (uint32_t)b;
        memcpy(p, &v, 4);
    } else {
        memcpy(p, &b, 8);
    }
}

static long double fval(vkr_type t, uint64_t b)
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

static uint64_t fbits(vkr_type t, long double v)
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

static int b_isnan(vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32) return (b & 0x7f800000u) == 0x7f800000u && (b & 0x7fffffu);
    return (b & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (b & 0xfffffffffffffull);
}
static int b_isinf(vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32) return (b & 0x7fffffffu) == 0x7f800000u;
    return (b & 0x7fffffffffffffffull) == 0x7ff0000000000000ull;
}
static int b_issub(vkr_type t, uint64_t b) /* subnormal, not zero */
{
    if (t == VKR_TYPE_F32) return (b & 0x7f800000u) == 0 && (b & 0x7fffffu);
    return (b & 0x7ff0000000000000ull) == 0 && (b & 0xfffffffffffffull);
}
static uint64_t b_sign(vkr_type t) { return t == VKR_TYPE_F32 ? 0x80000000ull : 0x8000000000000000ull; }
static uint64_t b_inf(vkr_type t) { return t == VKR_TYPE_F32 ? 0x7f800000ull : 0x7ff0000000000000ull; }
static uint64_t b_qnan(vkr_type t) { return t == VKR_TYPE_F32 ? 0x7fc00000ull : 0x7ff8000000000000ull; }
static uint64_t b_one(vkr_type t) { return t == VKR_TYPE_F32 ? 0x3f800000ull : 0x3ff0000000000000ull; }

/* Key that orders non-NaN floats totally, with -0 < +0. */
static uint64_t fkey(vkr_type t, uint64_t b)
{
    if (t == VKR_TYPE_F32) {
        uint32_t x = (uint32_t)b;
        return (x & 0x80000000u) ? (uint64_t)(~x & 0xffffffffu) : (uint64_t)(x | 0x80000000u);
    }
    return (b >> 63) ? ~b : (b | 0x8000000000000000ull);
}

static int64_t sext(vkr_type t, uint64_t b)
{
    if (tsz(t) == 4) return (int64_t)(int32_t)(uint32_t)b;
    return (int64_t)b;
}

static void fmt_val(char *s, size_t cap, vkr_type t, uint64_t b)
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

static uint64_t identity_bits(vkr_op op, vkr_type t)
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

/* A value that changes the result if the library reads it from outside the range. */
static uint64_t poison_bits(vkr_op op, vkr_type t)
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

enum { EXP_BITS, EXP_NAN, EXP_VALUE, EXP_TOL, EXP_SKIP };

typedef struct ref_t {
    int mode;          /* EXP_*: exact bits / any NaN / exact value (+0 == -0) / within tol */
    uint64_t bits;     /* EXP_BITS; also the rounded reference for printing */
    long double val;   /* EXP_VALUE, EXP_TOL */
    long double tol;   /* EXP_TOL */
    const char *why;   /* EXP_SKIP */
} ref_t;

static long double gamma_k(long double k, long double u)
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

/* acc op v on integer type t, as the bits of t: add and mul wrap, min and max by t's sign. */
static uint64_t int_combine(vkr_op op, vkr_type t, uint64_t acc, uint64_t v)
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

/* extra_depth: added to the tree height (e.g. the number of input ranges). W: the context's
   workgroup size. */
static void reference(vkr_op op, vkr_type t, const void *data, uint64_t n, uint32_t W,
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

enum {
    D_DEFAULT,  /* the natural data set for the op: see default_dist */
    D_UNIFORM,  /* float: uniform in [-1, 1) */
    D_INTVAL,   /* float: small integers, exact sums */
    D_MULSAFE,  /* float: [0.5, 2] with random sign; mostly +-1 for large n */
    D_WIDE,     /* float: random sign, exponent in [-30, 30], random mantissa */
    D_FULL,     /* int: random bits over the full range */
    D_ODD,      /* int: random odd numbers (products never reach 0) */
    D_ANDBITS,  /* int: all ones with a few bits cleared */
    D_ORBITS    /* int: zero with a few bits set */
};

static const char *dist_name(int d)
{
    static const char *n[] = {"default", "uniform[-1,1)", "small-integers", "mul-safe",
                              "wide-exponents", "random-bits", "random-odd", "and-bits",
                              "or-bits"};
    return n[d];
}

static int default_dist(vkr_op op, vkr_type t)
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

static void gen(void *dst, vkr_type t, uint64_t n, int dist, uint64_t seed)
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

static void fill_bits(void *dst, vkr_type t, uint64_t n, uint64_t b)
{
    uint64_t i;
    for (i = 0; i < n; i++) putb(dst, i, t, b);
}

/* Adversarial data sets (group adversarial; test_scan's special values): NaN, infinities,
   signed zeros, denormals, extremes. Each lists the ops it is meant for. */
enum {
    A_CONST, A_CONST_MUL, A_CANCEL, A_NAN_FIRST, A_NAN_MID, A_NAN_LAST, A_NAN_PAYLOADS,
    A_ALL_NAN, A_PINF, A_NINF, A_BOTH_INF, A_INF_MUL, A_INF_ZERO, A_ZERO_MUL, A_ZEROS,
    A_NEG_ZEROS, A_POS_ZEROS, A_DENORMALS, A_DENORMAL_MIX, A_HUGE,
    /* integers */
    A_INT_MIN, A_INT_MAX, A_INT_EXTREMES, A_INT_CANCEL, A_COUNT
};

static const char *adv_name(int d)
{
    static const char *n[] = {
        "const", "const-mul", "cancelling-pairs", "nan-first", "nan-middle", "nan-last",
        "nan-payloads", "all-nan", "+inf", "-inf", "+inf,-inf", "inf-mul", "inf-and-zero",
        "zero-mul", "+0/-0", "all--0", "all-+0", "denormals", "denormals+normals", "huge",
        "all-type-min", "all-type-max", "extremes", "cancelling-pairs"};
    return n[d];
}

/* Which ops a data set is for (bit 1<<op); 0 if the data set does not apply to t. */
static unsigned adv_ops(int d, vkr_type t)
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

static void adv_fill(int d, vkr_type t, void *p, uint64_t n, uint64_t seed)
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

static VkInstance g_inst;
static VkDebugUtilsMessengerEXT g_messenger;
static int g_validation;            /* the layer is on */
static unsigned long g_val_msgs;    /* VALIDATION warnings/errors and any ERROR */

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
    if (counted && !(sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) && data &&
        data->pMessageIdName && (!strcmp(data->pMessageIdName, "VALIDATION-SETTINGS") ||
                                 !strcmp(data->pMessageIdName, "WARNING-Setting-Limit-Adjusted"))) {
        printf("layer notice [%s] %s: %.300s\n", g_group, data->pMessageIdName,
               data->pMessage ? data->pMessage : "(null)");
        return VK_FALSE;
    }
    if (counted) {
        g_val_msgs++;
        printf("VALIDATION [%s] (%s) [%s] %s\n    while: %s\n", g_group,
               (sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) ? "error" : "warning",
               data && data->pMessageIdName ? data->pMessageIdName : "no id",
               data && data->pMessage ? data->pMessage : "(null)", g_where);
        fflush(stdout);
    } else if (g_opt.verbose > 1 && data && data->pMessage) {
        printf("debug: %s\n", data->pMessage);
    }
    return VK_FALSE;
}

static int has_layer(const char *name)
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

static int create_instance(void)
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

    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    dci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    dci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                      VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                      VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    dci.pfnUserCallback = debug_cb;

    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "vk_reduce tests";
    app.apiVersion = VK_API_VERSION_1_3;

    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    exts[next++] = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;

    g_validation = !g_opt.no_validation && has_layer(layer);
    if (!g_opt.no_validation &&
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
    } else {
        ici.pNext = &dci;
    }
    ici.enabledExtensionCount = next;
    ici.ppEnabledExtensionNames = exts;
    r = vkCreateInstance(&ici, NULL, &g_inst);
    if (!check(r == VK_SUCCESS, "vkCreateInstance: %d", (int)r)) return 0;
    volkLoadInstance(g_inst);
    r = vkCreateDebugUtilsMessengerEXT(g_inst, &dci, NULL, &g_messenger);
    if (!check(r == VK_SUCCESS, "vkCreateDebugUtilsMessengerEXT: %d", (int)r)) return 0;
    printf("instance: Vulkan 1.3, validation %s\n",
           g_validation ? (g_opt.gpu_av ? "on (GPU-assisted)" : "on (synchronization)")
                        : "OFF (--no-validation)");
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* Devices without push descriptors or 64-bit types (SwiftShader: no VK_KHR_push_descriptor,  */
/* no shaderInt64 / shaderFloat64; --no-64bit does the same to lavapipe). Everything the suite */
/* changes for them goes through these helpers.                                               */
/* ------------------------------------------------------------------------------------------ */

static int phys_has_ext(VkPhysicalDevice phys, const char *name)
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

/* A context declaring neither FLOAT64 nor INT64 must refuse every f64/i64/u64 reduce. */
static int no64(uint32_t features)
{
    return !(features & (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64));
}

/* What this build left out (the VK_REDUCE_NO_* opt-out macros, vk_reduce.h CONFIGURATION):
   the macro the library names for a kernel (kernel 0 reduce, 2 scan, 3 rows; acc the
   accumulator, 0 = the default), checked in the library's order, or NULL where it is in the
   build. A test meeting a left-out kernel checks the refusal instead of the result. */
#define OPT_REDUCE 0
#define OPT_SCAN 2
#define OPT_ROWS 3
static const char *opt_left_out(int kernel, vkr_op op, vkr_type t, vkr_type acc, int compensated)
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
#ifdef VK_REDUCE_NO_64BIT
    if (a == VKR_TYPE_F64 || a == VKR_TYPE_I64 || a == VKR_TYPE_U64) return "VK_REDUCE_NO_64BIT";
#endif
#ifdef VK_REDUCE_NO_NARROW
    if (t >= VKR_TYPE_F16) return "VK_REDUCE_NO_NARROW";
#endif
    return NULL;
}
/* 1 if the reduce (op, t) was left out of this build: its refusal is checked (a pass when it
   is VK_ERROR_FEATURE_NOT_PRESENT naming the macro), the caller runs nothing. */
static int opt_refused(vkr_context c, int kernel, vkr_op op, vkr_type t)
{
    const char *macro = opt_left_out(kernel, op, t, VKR_TYPE_NONE, 0);
    VkResult r;
    double b;
    if (!macro) return 0;
    r = kernel == OPT_SCAN ? vkr_scan_error_bound(c, op, t, 100, &b)
        : kernel == OPT_ROWS ? vkr_rows_error_bound(c, op, t, 2, 100, &b) : vkr_supports(c, op, t);
    check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), macro),
          "%s %s %s left out by %s: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming the macro)",
          kernel == OPT_SCAN ? "scan" : kernel == OPT_ROWS ? "rows" : "reduce", vkr_op_name(op), vkr_type_name(t), macro, (int)r,
          vkr_last_error(c));
    return 1;
}

static const char *g_skip64_group; /* the group that printed its SKIP line for 64-bit types */

/* For a reduce of type t on context c (declaring `features`): 1 when it is not run because the
   context has no 64-bit types. It checks that the library refuses it as documented, prints one
   SKIP line per group and counts every skipped reduce. */
static int skip64(vkr_context c, uint32_t features, vkr_op op, vkr_type t)
{
    VkResult r;
    if (op_exists(op, t) && opt_refused(c, OPT_REDUCE, op, t)) return 1; /* left out of this build: refusal checked */
    if ((t != VKR_TYPE_F64 && t != VKR_TYPE_I64 && t != VKR_TYPE_U64) || !op_exists(op, t) ||
        !no64(features))
        return 0;
    r = vkr_supports(c, op, t);
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

typedef struct tdev {
    VkPhysicalDevice phys;
    VkDevice dev;
    int owned;          /* the test created dev */
    struct VolkDeviceTable t;
    uint32_t family;
    VkQueue queue;
    VkPhysicalDeviceMemoryProperties mem;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
    uint32_t vkr_features; /* what the test enabled, as vkr_feature_flags */
} tdev;

typedef struct tbuf {
    VkBuffer buf;
    VkDeviceMemory mem;
    unsigned char *map;
    VkDeviceSize size;
} tbuf;

static tdev g_dev;      /* all features */

/* (Devices without push descriptors or 64-bit types, continued.) */
/* The 32-bit type of the same kind, where a test needs a reduce to run (e.g. the one that
   initialises a scratch region) and the device has no 64-bit types. */
static vkr_type t32(vkr_type t)
{
    if (!no64(g_dev.vkr_features)) return t;
    return t == VKR_TYPE_F64 ? VKR_TYPE_F32 : t == VKR_TYPE_I64 ? VKR_TYPE_I32
                                            : t == VKR_TYPE_U64 ? VKR_TYPE_U32 : t;
}

static VkPhysicalDeviceProperties g_props;

static VkPhysicalDeviceSubgroupProperties g_sgprops;
static VkPhysicalDeviceSubgroupSizeControlProperties g_sgcprops;
/* the largest workgroup with the subgroup size pinned (requiredSubgroupSize *
   maxComputeWorkgroupSubgroups) */
static uint32_t g_wg_limit;

static const char *path_name(vkr_kernel_path p)
{
    static const char *const names[4] = {"auto", "native", "shuffle", "shared"};
    return (unsigned)p < 4 ? names[p] : "invalid";
}

/* The largest workgroup without a pinned subgroup size (the shared path pins none). */
static uint32_t wg_limit_unpinned(void)
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

/* VKR_TEST_BINDING=push|sets forces vkr_context_desc.binding (and the prototype desc's). */
static vkr_binding g_force_binding;

/* Zeroed features structs chained 2 -> 1.2 -> 1.3 (to query, or to fill and enable). */
static void feature_chain(VkPhysicalDeviceFeatures2 *f2, VkPhysicalDeviceVulkan12Features *f12,
                          VkPhysicalDeviceVulkan13Features *f13)
{
    memset(f2, 0, sizeof *f2);
    memset(f12, 0, sizeof *f12);
    memset(f13, 0, sizeof *f13);
    f2->sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f12->sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    f13->sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
    f2->pNext = f12;
    f12->pNext = f13;
}

/* full: enable every feature the library can use; else none but VK_KHR_push_descriptor
   (where the device has it). */
static int create_device(tdev *d, VkPhysicalDevice phys, int full)
{
    VkPhysicalDeviceFeatures2 f2, have2;
    VkPhysicalDeviceVulkan12Features f12, have12;
    VkPhysicalDeviceVulkan13Features f13, have13;
    VkDeviceQueueCreateInfo qci;
    VkDeviceCreateInfo dci;
    const char *ext = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
    uint32_t want = 0x1f;
    float prio = 1.0f;
    uint32_t nq = 0, i, n_ext = 0;
    VkQueueFamilyProperties *qf;
    VkResult r;

    memset(d, 0, sizeof *d);
    d->phys = phys;
    d->family = UINT32_MAX;
    vkGetPhysicalDeviceQueueFamilyProperties(phys, &nq, NULL);
    qf = (VkQueueFamilyProperties *)calloc(nq ? nq : 1, sizeof *qf);
    vkGetPhysicalDeviceQueueFamilyProperties(phys, &nq, qf);
    for (i = 0; i < nq && d->family == UINT32_MAX; i++)
        if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) d->family = i;
    free(qf);
    if (!check(d->family != UINT32_MAX, "no compute queue family")) return 0;
    vkGetPhysicalDeviceMemoryProperties(phys, &d->mem);

    feature_chain(&have2, &have12, &have13);
    vkGetPhysicalDeviceFeatures2(phys, &have2);
    feature_chain(&f2, &f12, &f13);
    if (full) {
        if (!g_opt.no_64bit) { /* --no-64bit: see "Devices without push descriptors ..." */
            f2.features.shaderFloat64 = have2.features.shaderFloat64;
            f2.features.shaderInt64 = have2.features.shaderInt64;
        } else {
            want &= ~(uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64);
        }
        f12.shaderSubgroupExtendedTypes = have12.shaderSubgroupExtendedTypes;
        f13.subgroupSizeControl = have13.subgroupSizeControl;
        f13.computeFullSubgroups = have13.computeFullSubgroups;
        f13.shaderIntegerDotProduct = have13.shaderIntegerDotProduct; /* optional: faster 8-bit sums */
        if (f13.shaderIntegerDotProduct) d->vkr_features |= VKR_FEATURE_INTEGER_DOT_PRODUCT;
        { /* optional: faster f16 sums, where the device keeps f16 denormals */
            VkPhysicalDeviceProperties2 p2;
            VkPhysicalDeviceVulkan12Properties p12;
            memset(&p2, 0, sizeof p2);
            memset(&p12, 0, sizeof p12);
            p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
            p12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES;
            p2.pNext = &p12;
            vkGetPhysicalDeviceProperties2(phys, &p2);
            f12.shaderFloat16 = have12.shaderFloat16 && p12.shaderDenormPreserveFloat16;
            if (f12.shaderFloat16) d->vkr_features |= VKR_FEATURE_FLOAT16;
        }
        if (f2.features.shaderFloat64) d->vkr_features |= VKR_FEATURE_FLOAT64;
        if (f2.features.shaderInt64) d->vkr_features |= VKR_FEATURE_INT64;
        if (f12.shaderSubgroupExtendedTypes) d->vkr_features |= VKR_FEATURE_SUBGROUP_EXTENDED_TYPES;
        if (f13.subgroupSizeControl && f13.computeFullSubgroups)
            d->vkr_features |= VKR_FEATURE_SUBGROUP_SIZE_CONTROL;
        d->vkr_features |= VKR_FEATURE_DEBUG_UTILS; /* the instance enabled VK_EXT_debug_utils */
        check((d->vkr_features & ~(uint32_t)(VKR_FEATURE_INTEGER_DOT_PRODUCT | VKR_FEATURE_FLOAT16)) == want,
              "device lacks features the suite wants: have vkr_feature_flags 0x%x (want 0x%x%s)",
              d->vkr_features, want,
              d->vkr_features == (want & ~(uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64))
                  ? "; no 64-bit types: pass --no-64bit" : "");
    }
    if (phys_has_ext(phys, ext)) { /* else the library binds with descriptor sets */
        n_ext = 1;
        d->vkr_features |= VKR_FEATURE_PUSH_DESCRIPTOR;
    }

    memset(&qci, 0, sizeof qci);
    qci.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qci.queueFamilyIndex = d->family;
    qci.queueCount = 1;
    qci.pQueuePriorities = &prio;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.pNext = &f2;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    dci.enabledExtensionCount = n_ext;
    dci.ppEnabledExtensionNames = &ext;
    r = vkCreateDevice(phys, &dci, NULL, &d->dev);
    if (!check(r == VK_SUCCESS, "vkCreateDevice(%s features): %d", full ? "all" : "no", (int)r))
        return 0;
    d->owned = 1;
    return check(dev_tools(d), "command pool / buffer / fence creation failed");
}

static void destroy_device(tdev *d)
{
    if (!d->dev) return;
    d->t.vkDeviceWaitIdle(d->dev);
    if (d->fence) d->t.vkDestroyFence(d->dev, d->fence, NULL);
    if (d->pool) d->t.vkDestroyCommandPool(d->dev, d->pool, NULL);
    if (d->owned) d->t.vkDestroyDevice(d->dev, NULL);
    memset(d, 0, sizeof *d);
}

static int buf_create(tdev *d, VkDeviceSize size, tbuf *b)
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

static void buf_destroy(tdev *d, tbuf *b)
{
    if (b->buf) d->t.vkDestroyBuffer(d->dev, b->buf, NULL);
    if (b->mem) d->t.vkFreeMemory(d->dev, b->mem, NULL);
    memset(b, 0, sizeof *b);
}

static void cmd_begin(tdev *d)
{
    VkCommandBufferBeginInfo bi;
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    d->t.vkBeginCommandBuffer(d->cmd, &bi);
}

/* The barrier the header documents after vkr_cmd_reduce when the host reads the output. */
static void cmd_barrier_to_host(tdev *d)
{
    VkMemoryBarrier mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    d->t.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                              VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
}

/* COMPUTE -> COMPUTE execution and memory barrier (what VKR_REDUCE_NO_SCRATCH_BARRIER needs) */
static void cmd_barrier_compute(tdev *d)
{
    VkMemoryBarrier mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    d->t.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                              VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
}

/* One buffer range's barrier (what an application records between its own commands and ours). */
static void cmd_buffer_barrier(tdev *d, VkBuffer b, VkDeviceSize off, VkDeviceSize size,
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

static int cmd_submit_wait(tdev *d)
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

static vkr_context g_ctx;            /* engine context on g_dev, all features, defaults */
static vkr_context_info g_info;
static VkPipelineCache g_pcache;     /* shared by the engine contexts on g_dev */

static void fill_context_desc(vkr_context_desc *cd, tdev *d, uint32_t features)
{
    memset(cd, 0, sizeof *cd);
    cd->instance = g_inst;
    cd->physical_device = d->phys;
    cd->device = d->dev;
    cd->queue_family_index = d->family;
    cd->api_version = VK_API_VERSION_1_3;
    /* the device enabled VK_KHR_push_descriptor where it has it: declaring it is always true,
       whatever other features a test hides */
    cd->enabled_features = features | (d->vkr_features & VKR_FEATURE_PUSH_DESCRIPTOR);
    cd->pipeline_cache = d == &g_dev ? g_pcache : VK_NULL_HANDLE;
    cd->binding = g_force_binding; /* VKR_TEST_BINDING */
    cd->path = g_opt.path;         /* VKR_TEST_PATH */
}

static vkr_context make_context(const vkr_context_desc *cd, const char *what)
{
    vkr_context c = NULL;
    VkResult r;
    where("vkr_create_context(%s)", what);
    r = vkr_create_context(cd, &c);
    if (!check(r == VK_SUCCESS && c != NULL, "vkr_create_context(%s): %d", what, (int)r))
        return NULL;
    return c;
}

static int context_info(vkr_context c, vkr_context_info *info)
{
    VkResult r = vkr_get_context_info(c, info);
    return check(r == VK_SUCCESS, "vkr_get_context_info: %d", (int)r);
}

/* ------------------------------------------------------------------------------------------ */
/* Batches: many reduces recorded into one command buffer, each into its own output slot       */
/* ------------------------------------------------------------------------------------------ */

#define MAX_JOBS 8192
#define SLOT_BYTES_MIN 64
/* Output slots of a batch: at least minStorageBufferOffsetAlignment apart, so that the bytes each
   reduce binds (its slot's aligned block, see ENGINE MODE: BARRIERS) are disjoint. */
static VkDeviceSize g_slot_bytes = SLOT_BYTES_MIN;
#define SLOT_BYTES g_slot_bytes
#define SENTINEL 0xA5
#define GUARD_ELEMS 16

typedef struct job_t {
    vkr_op op;
    vkr_type type;
    uint64_t n;
    VkBuffer in;
    VkDeviceSize in_off, in_size;
    VkDeviceSize out_off;
    VkBuffer scratch;
    VkDeviceSize scratch_off, scratch_size;
    uint32_t flags;
    int init_scratch_before, barrier_before;
    ref_t ref;
    uint64_t seed;
    const char *data;   /* data set name */
    int recorded;
    uint64_t got;
} job_t;

typedef struct batch_t {
    tdev *d;
    vkr_context ctx;
    tbuf *out;
    uint32_t W;
    VkDeviceSize range;
    int n;
    job_t *jobs;
    uint32_t features; /* the context's enabled_features */
} batch_t;

static job_t *g_jobs;
static tbuf g_out, g_in;       /* on g_dev: output slots, input arena */

HARNESS_MAYBE_UNUSED static void batch_init(batch_t *b, tdev *d, vkr_context ctx, tbuf *out)
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

/* Adds one reduce of n elements at in_off in `in`; host_data is the mapped copy of them. The
   output goes to slot b->n at element offset 0, 1 or 5 (cycling). */
static job_t *batch_add(batch_t *b, vkr_op op, vkr_type t, uint64_t n, const tbuf *in,
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

static int check_job(const job_t *j)
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

/* Records every job, submits, waits, checks results and output sentinels. */
static int batch_run(batch_t *b)
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
            r = vkr_cmd_init_scratch(b->ctx, d->cmd, j->scratch, j->scratch_off, j->scratch_size);
            check(r == VK_SUCCESS, "vkr_cmd_init_scratch(offset %llu): %d %s",
                  (unsigned long long)j->scratch_off, (int)r, lerr(b->ctx));
        }
        if (j->barrier_before) cmd_barrier_compute(d);
        memset(&rd, 0, sizeof rd);
        rd.op = j->op;
        rd.type = j->type;
        rd.count = j->n;
        rd.input = j->in;
        rd.input_offset = j->in_off;
        rd.input_buffer_size = j->in_size;
        rd.output = b->out->buf;
        rd.output_offset = j->out_off;
        rd.output_buffer_size = b->out->size;
        rd.scratch = j->scratch;
        rd.scratch_offset = j->scratch_off;
        rd.scratch_buffer_size = j->scratch_size;
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

/* Input arena: regions [poison GUARD][data n][poison GUARD], data at element offset k modulo
   256 bytes. The very first region of an arena with k == 0 starts at byte 0. */
typedef struct arena_t {
    tbuf *b;
    VkDeviceSize cur;
} arena_t;

static void arena_init(arena_t *a, tbuf *b)
{
    a->b = b;
    a->cur = 0;
}

static unsigned char *arena_region(arena_t *a, vkr_type t, uint64_t n, unsigned k,
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

/* A fresh region in the arena (flushing the batch when the arena is full). */
static unsigned char *region(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n,
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

/* One random data set of `dist` in a fresh region, added to the batch. */
HARNESS_MAYBE_UNUSED static job_t *add_random(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n,
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
/* Helpers of the groups of both programs: sizes, argument errors, the library's log           */
/* ------------------------------------------------------------------------------------------ */

/* Input element offsets past a 256-byte boundary that the groups try. */
static const unsigned k_offsets[4] = {0, 1, 3, 7};

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Sorts a size list and drops the repeats; returns the new length. */
static int sort_unique(uint64_t *s, int n)
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

/* A call that must fail: with `want` (VK_SUCCESS: any error code), its vkr_last_error naming
   `words` (see mentions_words) when ctx is given. */
static void expect_fail(VkResult r, VkResult want, vkr_context ctx, const char *words,
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

/* The library's log (vkr_context_desc.log = test_log): counts and the last message, so a group
   can check that a refusal or a fallback was logged and what it names. */
static int g_log_calls;
static char g_log_last[512];
static unsigned long g_log_validation;
static unsigned long g_log_library, g_log_bad_result; /* library messages; errors logged with VK_SUCCESS */
static vkr_log_source g_log_last_source;
static vkr_log_severity g_log_last_severity;
static VkResult g_log_last_result;
static unsigned long g_log_warnings; /* library WARNINGs (fallbacks taken at creation) */

static void test_log(void *user, const vkr_log_message *m)
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

typedef struct group_def {
    const char *name;
    void (*fn)(void);
    const char *what;
} group_def;

/* One test program: its groups and what it adds to the shared set-up and tear-down. */
typedef struct harness_program {
    const char *name;          /* the usage line's program name */
    const char *title;         /* the first output line starts with it */
    const char *title_note;    /* appended to the first output line, or NULL */
    const char *environment;   /* usage: the program's own environment lines, or NULL */
    const group_def *groups;
    size_t n_groups;
    int (*setup)(void);        /* after the shared set-up; 0: no group runs. May be NULL */
    void (*teardown)(void);    /* before the shared tear-down. May be NULL */
    void (*group_start)(void); /* before each group. May be NULL */
} harness_program;

/* Does the comma-separated list p name a substring of name? */
static int listed(const char *name, const char *p)
{
    char w[64];
    while (*p) {
        size_t len = strcspn(p, ",");
        if (len >= sizeof w) len = sizeof w - 1;
        memcpy(w, p, len);
        w[len] = 0;
        if (len && strstr(name, w)) return 1;
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
           "%*s[--no-validation] [--gpu-av] [--timeout SECONDS] [--verbose] [--no-64bit] [--list]\n"
           "environment: VKR_TEST_PATH=native|shuffle|shared|auto, VKR_TEST_BINDING=push|sets,\n"
           "             VKR_TEST_EXPECT_SUBGROUP_SIZE=S (as --expect-subgroup-size S)\n%s"
           "groups:\n",
           p->name, indent, "", p->environment ? p->environment : "");
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
    if (g_messenger) vkDestroyDebugUtilsMessengerEXT(g_inst, g_messenger, NULL);
    if (g_inst) vkDestroyInstance(g_inst, NULL);
    g_messenger = VK_NULL_HANDLE;
    g_inst = VK_NULL_HANDLE;
    free(g_jobs);
    g_jobs = NULL;
}

/* A program's main(): the options, the shared set-up and then the program's, every selected
   group (a group's validation messages fail it), the program's tear-down and then the shared
   one, and the last line "N passed, N failed". Returns the exit status. */
static int harness_main(int argc, char **argv, const harness_program *p)
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

#endif /* VKR_TEST_HARNESS_H */
