/* test_scan.c - functional tests of the scans (vkr_cmd_scan, vkr_scan, vkr_scan_error_bound)
   against a CPU reference.

   Build (from the repository root; C99 or C++11, no libvulkan at link time; linked with
   tests/harness.c, which compiles the implementation):
       cc  -std=c99 -O2 tests/test_scan.c tests/harness.c -o build/tests/test_scan -ldl -lm
       c++ -x c++ -std=c++11 -O2 tests/test_scan.c tests/harness.c -o build/tests/test_scan_cpp -ldl -lm
   Run (tests/run_tests.sh runs the matrix on lavapipe and SwiftShader):
       test_scan [--quick] [--filter G1,G2] [--skip G1,G2] [--seed N] [--expect-subgroup-size S]
                 [--no-validation] [--gpu-av] [--timeout SECONDS] [--verbose] [--list] [--no-64bit]
   The options, the environment (VKR_TEST_PATH, VKR_TEST_BINDING, VKR_TEST_EXPECT_SUBGROUP_SIZE),
   the device, the validation layer (any WARNING or ERROR fails the run), the data sets and the
   reporting ("FAIL [group] ...", "SKIP [group] ...", last line "N passed, N failed") are
   tests/harness.h's, as in test_reduce.c; this file adds the scan groups.
   Further environment:
     VKR_TEST_SCAN_BROKEN=1  adds VKR_TESTING_SCAN_NO_FALLBACK to every context's scan_schedule
                             (the deliberately broken build, lavapipe only): with LP_NUM_THREADS=1
                             the group "schedules" must then report failures (run_tests.sh counts
                             that run as passed only if it does).
     LP_NUM_THREADS=1        (lavapipe) workgroups run one at a time in ticket order: the checks
                             that need it (fallbacks under SWAP_PAIRS, the self-test's move to
                             reduce-then-scan) are asserted only then.

   What is checked, per output element (a scan is correct only if every element is):
     integers exact (wrapping); float min/max bit for bit (NaN in the prefix or init: the
     canonical quiet NaN; -0.0 < +0.0); float add/mul: a NaN prefix gives the canonical quiet NaN
     (whatever the payloads; data set nan_tiles spreads many over the tiles), else |out - exact| <= b * (|init| + sum |x_k|) and
     mul |out - exact| <= b * |exact|, b from vkr_scan_error_bound, exact in long double;
     exactly representable prefixes (small integers) exact; a prefix of one term (inclusive
     out[0] without init, exclusive out[0] with init) that term bit for bit; exclusive out[0]
     without init the op's identity; sums of zeros with the IEEE sign. Bytes around every output
     (and the input, for in-place scans) keep their sentinels, the input its bytes.
   Determinism: the single-pass scan must give the same bits whatever the schedule
   (testing.scan_schedule), the binding ranges (max_binding_range) and the host chunks
   (vkr_scan with host_chunk_bytes), as one vkr_cmd_scan on the default context; group
   "determinism" prints "scan digest: NAME HEX" lines of fixed data, which run_tests.sh compares
   between runs at the same subgroup size and path (LP_NUM_THREADS=1 and default, push
   descriptors and descriptor sets). */
#include "harness.h"
#include "scan_rows.h"
#include "segments.h"
#include "select.h"

/* ------------------------------------------------------------------------------------------ */
/* Scan specs: what one scan does; the data comes from (dist, seed), so a spec can run again   */
/* on another context and must give the same bits there                                        */
/* ------------------------------------------------------------------------------------------ */

enum { INIT_NONE, INIT_CONST, INIT_BUFFER };
#define ADV(d) (-1 - (d)) /* sspec.dist: adversarial data set d (A_* of harness.h) */

typedef struct sspec {
    vkr_op op;
    vkr_type type;
    vkr_scan_kind kind;
    int init_mode;             /* INIT_* */
    uint64_t init;             /* its bits (INIT_CONST, INIT_BUFFER) */
    vkr_scan_algorithm algo;
    uint64_t n;
    unsigned in_k, out_k;      /* element offsets past a 256-byte boundary */
    int in_place;
    int reduce;                /* a vkr_cmd_reduce of the same data instead (group engine) */
    int dist;                  /* D_* of harness.h, or ADV(d) */
    uint64_t seed;
    int keep;                  /* keep a copy of the output in kept (malloc; the caller frees) */
    unsigned char *kept;
    /* results */
    int ran, ok;
    uint64_t digest, head, tail; /* FNV-1a of out[0, n), out[0, n-1), out[1, n) */
} sspec;

static const char *kind_name(vkr_scan_kind k)
{
    return k == VKR_SCAN_INCLUSIVE ? "inclusive" : k == VKR_SCAN_EXCLUSIVE ? "exclusive" : "kind?";
}
static const char *algo_name(vkr_scan_algorithm a)
{
    static const char *const n[3] = {"auto", "single-pass", "reduce-then-scan"};
    return (unsigned)a < 3 ? n[a] : "algorithm?";
}
static const char *init_name(int m)
{
    static const char *const n[3] = {"none", "const", "buffer"};
    return n[m];
}
/* sspec.dist of the scan-only data set: NaNs of different payloads and signs (quiet and
   signaling) spread over many tiles of uniform data, so NaNs from different tiles meet in the
   look-back and the fallbacks */
#define DIST_NAN_TILES (-1000)
static const char *data_name(int dist)
{
    return dist == DIST_NAN_TILES ? "nan_tiles" : dist >= 0 ? dist_name(dist) : adv_name(-1 - dist);
}

static void spec_describe(char *s, size_t cap, const sspec *p)
{
    char iv[64] = "";
    if (p->init_mode != INIT_NONE) fmt_val(iv, sizeof iv, p->type, p->init);
    if (p->reduce)
        snprintf(s, cap, "reduce %s %s n=%llu in_k=%u data=%s seed=0x%016llx", opn(p->op), tyn(p->type),
                 (unsigned long long)p->n, p->in_k, data_name(p->dist), (unsigned long long)p->seed);
    else
        snprintf(s, cap, "%s %s %s init=%s%s%s%s %s n=%llu in_k=%u out_k=%u%s data=%s seed=0x%016llx",
                 opn(p->op), tyn(p->type), kind_name(p->kind), init_name(p->init_mode),
                 iv[0] ? "(" : "", iv, iv[0] ? ")" : "", algo_name(p->algo), (unsigned long long)p->n,
                 p->in_k, p->out_k, p->in_place ? " in-place" : "", data_name(p->dist),
                 (unsigned long long)p->seed);
}

/* A spec with the natural data for (op, t) and a random init of the same data set. */
static sspec spec(vkr_op op, vkr_type t, vkr_scan_kind kind, int init_mode, vkr_scan_algorithm algo, uint64_t n)
{
    sspec s;
    memset(&s, 0, sizeof s);
    s.op = op;
    s.type = t;
    s.kind = kind;
    s.init_mode = init_mode;
    s.algo = algo;
    s.n = n;
    s.dist = D_DEFAULT;
    s.seed = next_seed();
    if (init_mode != INIT_NONE) {
        unsigned char v[8];
        gen(v, t, 1, default_dist(op, t), mix_seed(s.seed, 77));
        s.init = getb(v, 0, t);
    }
    return s;
}

static void spec_fill(const sspec *s, void *p)
{
    if (s->dist == DIST_NAN_TILES) {
        vkr_type t = s->type;
        uint64_t k, payload_mask = t == VKR_TYPE_F32 ? 0x3fffffull : 0x7ffffffffffffull;
        gen(p, t, s->n, default_dist(s->op, t), s->seed);
        for (k = 1; k <= 12; k++) { /* at n * k / 13: about one NaN a tile at 9 tiles and more */
            uint64_t payload = (k * 0x9e3779b97f4a7c15ull) & payload_mask;
            uint64_t nan = (k % 3 == 0 ? b_inf(t) | (payload | 1) : b_qnan(t) | payload) | (k & 1 ? b_sign(t) : 0);
            putb(p, s->n * k / 13, t, nan); /* quiet, or signaling (k % 3 == 0); negative for odd k */
        }
    } else if (s->dist >= 0)
        gen(p, s->type, s->n, s->dist == D_DEFAULT ? default_dist(s->op, s->type) : s->dist, s->seed);
    else
        adv_fill(-1 - s->dist, s->type, p, s->n, s->seed);
}

static uint64_t fnv(uint64_t h, const unsigned char *p, size_t len)
{
    size_t i;
    for (i = 0; i < len; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}
#define FNV0 0xcbf29ce484222325ull

/* ------------------------------------------------------------------------------------------ */
/* CPU reference: the state of a prefix, and what its output element must be                  */
/* ------------------------------------------------------------------------------------------ */

typedef struct pstate {
    vkr_op op;
    vkr_type t;
    uint64_t terms;  /* init and elements so far */
    uint64_t acc;    /* integers: the value; float min/max: the best non-NaN term */
    uint64_t first;  /* the first term's bits */
    uint64_t best_key;
    int have_best, nan, pinf, ninf, zero, sub, neg, allnegz, allzero, allint, haspos, hasneg, ge1;
    long double s, c, a, p, logsum;
} pstate;

static void ps_init(pstate *p, vkr_op op, vkr_type t)
{
    memset(p, 0, sizeof *p);
    p->op = op;
    p->t = t;
    p->acc = identity_bits(op, t);
    p->allnegz = p->allzero = p->allint = p->ge1 = 1;
    p->p = 1;
}

static void ps_add(pstate *p, uint64_t v)
{
    vkr_type t = p->t;
    long double x;
    if (p->terms++ == 0) p->first = v;
    if (!tfloat(t)) {
        p->acc = int_combine(p->op, t, p->acc, v);
        return;
    }
    if (b_isnan(t, v)) {
        p->nan = 1;
        return;
    }
    if (p->op == VKR_OP_MIN || p->op == VKR_OP_MAX) {
        uint64_t k = fkey(t, v);
        if (!p->have_best || (p->op == VKR_OP_MIN ? k < p->best_key : k > p->best_key)) {
            p->acc = v;
            p->best_key = k;
            p->have_best = 1;
        }
        return;
    }
    if (v & b_sign(t)) p->neg ^= 1;
    if (b_isinf(t, v)) {
        if (v & b_sign(t)) p->ninf = 1;
        else p->pinf = 1;
        p->allzero = p->allnegz = 0;
        return;
    }
    x = fval(t, v);
    if (b_issub(t, v)) p->sub = 1;
    if (x != 0) p->allzero = 0;
    if (x != 0 || !(v & b_sign(t))) p->allnegz = 0;
    if (x > 0) p->haspos = 1;
    if (x < 0) p->hasneg = 1;
    if (p->op == VKR_OP_ADD) {
        long double tt = p->s + x;
        if (fabsl(p->s) >= fabsl(x)) p->c += (p->s - tt) + x;
        else p->c += (x - tt) + p->s;
        p->s = tt;
        p->a += fabsl(x);
        if (x != floorl(x)) p->allint = 0;
    } else {
        if (x == 0) {
            p->zero = 1;
            return;
        }
        if (fabsl(x) < 1) p->ge1 = 0;
        p->logsum += fabsl(log2l(fabsl(x)));
        p->p *= x;
    }
}

/* What the output element for prefix state p must be; bound: vkr_scan_error_bound's b. */
static void ps_expect(const pstate *p, double bound, ref_t *r)
{
    vkr_type t = p->t;
    const long double u = t == VKR_TYPE_F32 ? 5.9604644775390625e-08L : 1.1102230246251565404e-16L;
    const long double maxf = t == VKR_TYPE_F32 ? (long double)FLT_MAX : (long double)DBL_MAX;
    const long double minf = t == VKR_TYPE_F32 ? (long double)FLT_MIN : (long double)DBL_MIN;
    const long double exact_lim = t == VKR_TYPE_F32 ? 16777216.0L : 9007199254740992.0L;
    const long double slack = 1.0842021724855044340e-19L * 8; /* 2^-60: the long double reference */
    memset(r, 0, sizeof *r);
    r->mode = EXP_BITS;
    if (p->terms == 0) { /* exclusive out[0] without init */
        r->bits = identity_bits(p->op, t);
        return;
    }
    if (!tfloat(t)) {
        r->bits = p->acc;
        return;
    }
    if (p->op == VKR_OP_MIN || p->op == VKR_OP_MAX) {
        r->bits = p->nan ? b_qnan(t) : p->acc;
        return;
    }
    if (p->terms == 1) { /* the term itself (combined with the identity: bit for bit, but a
                            subnormal may come back flushed to zero, see ref_ok, and a NaN is
                            the canonical NaN, whatever its payload) */
        r->bits = p->first;
        if (p->nan) r->mode = EXP_NAN;
        return;
    }
    if (p->op == VKR_OP_ADD) {
        long double sum = p->s + p->c;
        if (p->nan || (p->pinf && p->ninf)) {
            r->mode = EXP_NAN;
            return;
        }
        if (p->pinf || p->ninf) {
            /* the finite terms may overflow first: to an infinity of their own sign */
            int may_overflow = p->a * (1 + (long double)bound) >= maxf;
            if (!may_overflow || (p->ninf ? !p->haspos : !p->hasneg)) {
                r->bits = b_inf(t) | (p->ninf ? b_sign(t) : 0);
                return;
            }
            r->mode = EXP_SKIP;
            r->why = "an infinity, and finite terms whose sum may overflow to the other infinity first";
            return;
        }
        if (p->allzero) { /* IEEE: -0 only if every term is -0 */
            r->bits = p->allnegz ? b_sign(t) : 0;
            return;
        }
        r->val = sum;
        r->bits = fbits(t, sum);
        if (p->allint && p->a <= exact_lim) {
            r->mode = EXP_VALUE;
            return;
        }
        if (p->a <= maxf) {
            r->mode = EXP_TOL;
            r->tol = (long double)bound * p->a + slack * p->a;
            if (p->sub) r->tol += (long double)(2 * p->terms + 2) * minf; /* flushed subnormals */
            return;
        }
        if (!(p->haspos && p->hasneg) && p->a * (1 - (long double)bound) > maxf * (1 + u)) {
            r->bits = b_inf(t) | (sum < 0 ? b_sign(t) : 0);
            return;
        }
        r->mode = EXP_SKIP;
        r->why = "the sum may overflow";
        return;
    }
    /* MUL */
    {
        const long double lim = t == VKR_TYPE_F32 ? 120.0L : 1000.0L;
        if (p->nan || ((p->pinf || p->ninf) && p->zero)) {
            r->mode = EXP_NAN;
            return;
        }
        if (p->zero) {
            if (p->logsum <= lim) {
                r->bits = p->neg ? b_sign(t) : 0;
                return;
            }
            r->mode = EXP_SKIP;
            r->why = "partial products may overflow before the zero";
            return;
        }
        if (p->pinf || p->ninf) {
            if (p->ge1) {
                r->bits = b_inf(t) | (p->neg ? b_sign(t) : 0);
                return;
            }
            r->mode = EXP_SKIP;
            r->why = "partial products may underflow before the infinity";
            return;
        }
        if (p->sub || p->logsum > lim) {
            r->mode = EXP_SKIP;
            r->why = p->sub ? "subnormal factors" : "partial products may leave the normal range";
            return;
        }
        r->val = p->p;
        r->bits = fbits(t, p->p);
        r->mode = EXP_TOL;
        r->tol = (long double)bound * fabsl(p->p) + slack * (long double)p->terms * fabsl(p->p);
    }
}

/* Does got satisfy r? *ratio: error / tolerance for EXP_TOL. */
static int ref_ok(const ref_t *r, vkr_type t, uint64_t got, long double *ratio)
{
    long double d;
    switch (r->mode) {
    case EXP_BITS: /* a device that flushes subnormals (SwiftShader) may flush one to its zero */
        return got == r->bits || (tfloat(t) && b_issub(t, r->bits) && got == (r->bits & b_sign(t)));
    case EXP_NAN: return got == b_qnan(t); /* float add/mul scans write the canonical NaN */
    case EXP_VALUE: return !b_isnan(t, got) && fval(t, got) == r->val;
    case EXP_TOL:
        if (b_isnan(t, got) || b_isinf(t, got)) return 0;
        d = fabsl(fval(t, got) - r->val);
        if (r->tol > 0 && d / r->tol > *ratio) *ratio = d / r->tol;
        return d <= r->tol;
    default: return 1;
    }
}

static long double g_worst_ratio; /* the largest float error seen, as a fraction of its bound */

/* segments.h: a segmented scan's n outputs against the CPU reference, the prefix state starting
   again (from init, if has_init) at element 0 and at each element whose heads[i] is non-zero;
   bound: the float add / mul error bound per term. Returns the wrong elements (0: all right),
   the first in *first_bad; *unasserted: elements the reference cannot assert (float ranges). */
uint64_t check_segmented(vkr_op op, vkr_type t, vkr_scan_kind kind, int has_init, uint64_t init, const unsigned char *heads,
                         const unsigned char *in, const unsigned char *out, uint64_t n, double bound, uint64_t *first_bad,
                         uint64_t *unasserted)
{
    pstate st;
    ref_t r;
    uint64_t i, bad = 0;
    long double ratio = 0;
    *unasserted = 0;
    for (i = 0; i < n; i++) {
        if (i == 0 || heads[i]) {
            ps_init(&st, op, t);
            if (has_init) ps_add(&st, init);
        }
        if (kind == VKR_SCAN_INCLUSIVE) ps_add(&st, getb(in, i, t));
        ps_expect(&st, bound, &r);
        if (kind == VKR_SCAN_EXCLUSIVE) ps_add(&st, getb(in, i, t));
        if (r.mode == EXP_SKIP) (*unasserted)++;
        else if (!ref_ok(&r, t, getb(out, i, t), &ratio) && !bad++) *first_bad = i;
    }
    if (ratio > g_worst_ratio) g_worst_ratio = ratio;
    return bad;
}

/* Checks the n outputs of scan s of input `in`; bound: vkr_scan_error_bound (float add/mul).
   Sets s->ok and the digests. */
static int check_scan(sspec *s, const unsigned char *in, const unsigned char *out, double bound,
                      const char *where_ran)
{
    vkr_type t = s->type;
    size_t es = tsz(t);
    pstate st;
    ref_t r, first_r;
    uint64_t i, bad = 0, first_bad = 0, first_got = 0, unasserted = 0;
    long double ratio = 0;
    const char *why = NULL;
    char d[320];
    memset(&first_r, 0, sizeof first_r);
    ps_init(&st, s->op, t);
    if (s->init_mode != INIT_NONE) ps_add(&st, s->init);
    for (i = 0; i < s->n; i++) {
        uint64_t got = getb(out, i, t);
        if (s->kind == VKR_SCAN_INCLUSIVE) ps_add(&st, getb(in, i, t));
        ps_expect(&st, bound, &r);
        if (r.mode == EXP_NAN) r.bits = b_qnan(t); /* (for the message) */
        if (s->kind == VKR_SCAN_EXCLUSIVE) ps_add(&st, getb(in, i, t));
        if (r.mode == EXP_SKIP) {
            unasserted++;
            why = r.why;
        } else if (!ref_ok(&r, t, got, &ratio)) {
            if (!bad++) {
                first_bad = i;
                first_got = got;
                first_r = r;
            }
        }
    }
    s->digest = fnv(FNV0, out, (size_t)(s->n * es));
    s->head = s->n ? fnv(FNV0, out, (size_t)((s->n - 1) * es)) : FNV0;
    s->tail = s->n ? fnv(FNV0, out + es, (size_t)((s->n - 1) * es)) : FNV0;
    if (ratio > g_worst_ratio) g_worst_ratio = ratio;
    spec_describe(d, sizeof d, s);
    if (unasserted) skip("%s on %s: %llu elements not asserted (%s)", d, where_ran, (unsigned long long)unasserted, why);
    if (bad) {
        char e[64], g[64], x[64];
        fmt_val(e, sizeof e, t, first_r.bits);
        fmt_val(g, sizeof g, t, first_got);
        fmt_val(x, sizeof x, t, getb(in, first_bad, t));
        s->ok = check(0, "%s on %s: %llu of %llu elements wrong; first out[%llu] (input %s): expected %s%s "
                      "(%s, +- %.3Lg), got %s", d, where_ran, (unsigned long long)bad, (unsigned long long)s->n,
                      (unsigned long long)first_bad, x, e, "",
                      first_r.mode == EXP_BITS ? "bits" : first_r.mode == EXP_NAN ? "the canonical NaN"
                      : first_r.mode == EXP_VALUE ? "exactly" : "within", first_r.tol, g);
    } else {
        s->ok = check(1, "%s", d);
    }
    return s->ok;
}

/* ------------------------------------------------------------------------------------------ */
/* Batches: many scans (and reduces) recorded into one command buffer                           */
/* ------------------------------------------------------------------------------------------ */

#define MAX_SJOBS 2048
typedef struct sjob {
    sspec *s;
    VkDeviceSize in_off, out_off, init_off;
    unsigned char *copy;   /* in place: the input as it was */
    uint64_t guard_hash;   /* the input region with its guards (in place: the guards only) */
    int recorded;
} sjob;

static tbuf g_sout, g_sinit;            /* output arena, init values */
static tbuf *g_arena_in = &g_in, *g_arena_out = &g_sout;
static sjob *g_sjobs;
uint32_t g_broken;                      /* VKR_TEST_SCAN_BROKEN: NO_FALLBACK everywhere (scan_rows.h) */
static int g_lavapipe, g_lp_single;     /* llvmpipe; LP_NUM_THREADS=1 */

typedef struct sbatch {
    vkr_context ctx;
    vkr_context_info info;
    const char *label;     /* the context, for messages */
    arena_t in, out;
    int n;
    tbuf *scratch;         /* own scratch region for every job (0: the managed one) */
    VkDeviceSize scratch_off;
    int scratch_fresh;     /* zero it (vkr_cmd_init_scratch) before the next job */
    int own_barriers;      /* NO_SCRATCH_BARRIER flags and the test's own barriers between jobs */
    uint64_t fallbacks;    /* the counter's advance over the runs (own scratch) */
    uint64_t min_fallbacks;/* sum of tiles - 1 of the single-pass scans run */
} sbatch;

static void sbatch_init(sbatch *b, vkr_context c, const char *label)
{
    memset(b, 0, sizeof *b);
    b->ctx = c;
    b->label = label;
    vkr_get_context_info(c, &b->info);
    arena_init(&b->in, g_arena_in);
    arena_init(&b->out, g_arena_out);
}

static uint32_t read_fallbacks(const sbatch *b)
{
    uint32_t v;
    memcpy(&v, b->scratch->map + b->scratch_off + VKR_SCRATCH_SCAN_FALLBACKS, 4);
    return v;
}

static uint64_t region_hash(const tbuf *buf, VkDeviceSize off, uint64_t n, size_t es, int guards_only)
{
    VkDeviceSize lo = off >= GUARD_ELEMS * es ? off - GUARD_ELEMS * es : 0;
    uint64_t h = fnv(FNV0, buf->map + lo, (size_t)(off - lo));
    if (!guards_only) h = fnv(h, buf->map + off, (size_t)(n * es));
    return fnv(h, buf->map + off + n * es, GUARD_ELEMS * es);
}

static double scan_bound(vkr_context c, const sspec *s)
{
    double bound = 0;
    VkResult r;
    if (!tfloat(s->type) || (s->op != VKR_OP_ADD && s->op != VKR_OP_MUL)) return 0;
    r = t_scan_error_bound(c, s->op, s->type, s->n, &bound);
    if (r != VK_SUCCESS || !(bound >= 0)) {
        check(0, "vkr_scan_error_bound(%s, %s, %llu): %d, bound %g %s", opn(s->op), tyn(s->type),
              (unsigned long long)s->n, (int)r, bound, lerr(c));
        return 0;
    }
    return bound;
}

/* Records every job, submits, waits, checks the outputs, the sentinels and the inputs. */
static void srun(sbatch *b)
{
    tdev *d = &g_dev;
    VkDeviceSize hw = b->out.cur + 256, k;
    uint32_t fb0 = 0;
    int i;
    if (!b->n) return;
    if (hw > b->out.b->size) hw = b->out.b->size;
    memset(b->out.b->map, SENTINEL, (size_t)hw);
    if (b->scratch && !b->scratch_fresh) fb0 = read_fallbacks(b);
    cmd_begin(d);
    for (i = 0; i < b->n; i++) {
        sjob *j = &g_sjobs[i];
        sspec *s = j->s;
        VkResult r;
        char desc[320];
        uint64_t init_copy = s->init;
        spec_describe(desc, sizeof desc, s);
        where("recording %s on %s", desc, b->label);
        if (b->scratch && b->scratch_fresh) {
            r = t_init_scratch(b->ctx, d->cmd, b->scratch->buf, b->scratch_off, b->scratch->size);
            check(r == VK_SUCCESS, "vkr_cmd_init_scratch: %d %s", (int)r, lerr(b->ctx));
            b->scratch_fresh = 0;
        }
        if (b->own_barriers && i > 0) cmd_barrier_compute(d);
        if (s->reduce) {
            vkr_reduce_desc rd;
            memset(&rd, 0, sizeof rd);
            rd.op = s->op;
            rd.type = s->type;
            rd.count = s->n;
            rd.input.buffer = b->in.b->buf;
            rd.input.offset = j->in_off;
            rd.input.size = b->in.b->size;
            rd.output.buffer = b->out.b->buf;
            rd.output.offset = j->out_off;
            rd.output.size = b->out.b->size;
            if (b->scratch) {
                rd.scratch.buffer = b->scratch->buf;
                rd.scratch.offset = b->scratch_off;
                rd.scratch.size = b->scratch->size;
            }
            rd.flags = b->own_barriers && i > 0 ? (uint32_t)VKR_REDUCE_NO_SCRATCH_BARRIER : 0u;
            r = vkr_cmd_reduce(b->ctx, d->cmd, &rd);
        } else {
            vkr_scan_desc sd;
            memset(&sd, 0, sizeof sd);
            sd.op = s->op;
            sd.type = s->type;
            sd.kind = s->kind;
            sd.count = s->n;
            sd.input.buffer = b->in.b->buf;
            sd.input.offset = j->in_off;
            sd.input.size = b->in.b->size;
            sd.output.buffer = s->in_place ? b->in.b->buf : b->out.b->buf;
            sd.output.offset = j->out_off;
            sd.output.size = s->in_place ? b->in.b->size : b->out.b->size;
            if (s->init_mode == INIT_CONST) sd.init = &init_copy;
            if (s->init_mode == INIT_BUFFER) {
                sd.init_buffer.buffer = g_sinit.buf;
                sd.init_buffer.offset = j->init_off;
                sd.init_buffer.size = g_sinit.size;
            }
            if (b->scratch) {
                sd.scratch.buffer = b->scratch->buf;
                sd.scratch.offset = b->scratch_off;
                sd.scratch.size = b->scratch->size;
            }
            sd.algorithm = s->algo;
            sd.flags = b->own_barriers && i > 0 ? (uint32_t)VKR_SCAN_NO_SCRATCH_BARRIER : 0u;
            r = vkr_cmd_scan(b->ctx, d->cmd, &sd);
            init_copy = ~init_copy; /* "copied at record time" */
            if (r == VK_SUCCESS && s->n > 1 &&
                (s->algo == VKR_SCAN_SINGLE_PASS || (s->algo == VKR_SCAN_AUTO && b->info.scan_algorithm == VKR_SCAN_SINGLE_PASS))) {
                uint64_t T = b->info.scan_tile_elements[s->type];
                if (T && s->n * tsz(s->type) <= b->info.max_binding_range) /* one range */
                    b->min_fallbacks += (s->n + T - 1) / T - 1;
            }
        }
        j->recorded = r == VK_SUCCESS;
        if (!j->recorded) check(0, "%s on %s: %s returned %d: %s", desc, b->label, s->reduce ? "vkr_cmd_reduce" : "vkr_cmd_scan",
                                (int)r, lerr(b->ctx));
    }
    cmd_barrier_to_host(d);
    where("executing a batch of %d scans on %s", b->n, b->label);
    if (cmd_submit_wait(d)) {
        if (b->scratch) b->fallbacks += (uint32_t)(read_fallbacks(b) - fb0);
        for (i = 0; i < b->n; i++) {
            sjob *j = &g_sjobs[i];
            sspec *s = j->s;
            size_t es = tsz(s->type);
            char desc[320];
            if (!j->recorded) continue;
            s->ran = 1;
            spec_describe(desc, sizeof desc, s);
            where("checking %s", desc);
            if (s->reduce) {
                job_t rj;
                uint32_t W = b->info.workgroup_size;
                if (b->info.mid_workgroup_size && b->info.mid_workgroup_size < W) W = b->info.mid_workgroup_size;
                memset(&rj, 0, sizeof rj);
                rj.op = s->op;
                rj.type = s->type;
                rj.n = s->n;
                rj.in_off = j->in_off;
                rj.out_off = j->out_off;
                rj.seed = s->seed;
                rj.data = data_name(s->dist);
                reference(s->op, s->type, b->in.b->map + j->in_off, s->n, W, 64, &rj.ref);
                rj.got = getb(b->out.b->map + j->out_off, 0, s->type);
                s->ok = check_job(&rj);
                memset(b->out.b->map + j->out_off, SENTINEL, es);
            } else {
                const unsigned char *in = s->in_place ? j->copy : b->in.b->map + j->in_off;
                unsigned char *out = (s->in_place ? b->in.b->map : b->out.b->map) + j->out_off;
                check_scan(s, in, out, scan_bound(b->ctx, s), b->label);
                if (s->keep && (s->kept = (unsigned char *)malloc((size_t)(s->n * es) + 1)) != NULL)
                    memcpy(s->kept, out, (size_t)(s->n * es));
                if (!s->in_place) memset(out, SENTINEL, (size_t)(s->n * es));
            }
            check(region_hash(b->in.b, j->in_off, s->n, es, s->in_place) == j->guard_hash,
                  "%s on %s: the input%s changed", desc, b->label,
                  s->in_place ? "'s neighbours (poisoned guards around the in-place region)" : " or its neighbours");
        }
        for (k = 0; k < hw; k++)
            if (b->out.b->map[k] != SENTINEL) break;
        check(k == hw, "%s: output sentinel overwritten at byte %llu (0x%02x): a scan wrote outside its output",
              b->label, (unsigned long long)k, k < hw ? b->out.b->map[k] : 0);
    }
    for (i = 0; i < b->n; i++) {
        free(g_sjobs[i].copy);
        g_sjobs[i].copy = NULL;
    }
    b->n = 0;
    arena_init(&b->in, b->in.b);
    arena_init(&b->out, b->out.b);
}

/* Adds spec s (kept by pointer until the batch runs). Returns 0 if it is not run (no 64-bit
   types, or an internal error). */
static int sadd(sbatch *b, sspec *s)
{
    size_t es = tsz(s->type);
    unsigned char *p = NULL;
    VkDeviceSize in_off = 0, out_off = 0;
    sjob *j;
    int tries;
    s->ran = s->ok = 0;
    if (skip64(b->ctx, b->info.enabled_features, s->op, s->type)) return 0;
    if (b->n == MAX_SJOBS) srun(b);
    for (tries = 0; tries < 2; tries++) {
        p = arena_region(&b->in, s->type, s->n, s->in_k, poison_bits(s->op, s->type), &in_off);
        if (p && s->in_place) out_off = in_off;
        else if (p && !arena_region(&b->out, s->type, s->reduce ? 1 : s->n, s->out_k, 0, &out_off)) p = NULL;
        if (p) break;
        srun(b);
    }
    if (!p) {
        check(0, "internal: arena too small for %s n=%llu", tyn(s->type), (unsigned long long)s->n);
        return 0;
    }
    spec_fill(s, p);
    j = &g_sjobs[b->n];
    memset(j, 0, sizeof *j);
    j->s = s;
    j->in_off = in_off;
    j->out_off = out_off;
    if (s->in_place) {
        j->copy = (unsigned char *)malloc((size_t)(s->n * es) + 1);
        if (!j->copy) {
            check(0, "internal: out of host memory");
            return 0;
        }
        memcpy(j->copy, p, (size_t)(s->n * es));
    }
    j->guard_hash = region_hash(b->in.b, in_off, s->n, es, s->in_place);
    j->init_off = (VkDeviceSize)b->n * SLOT_BYTES + (VkDeviceSize)(b->n % 2) * es;
    if (s->init_mode == INIT_BUFFER) putb(g_sinit.map + j->init_off, 0, s->type, s->init);
    b->n++;
    return 1;
}

/* Runs specs on context c (one or more batches); b_opt: a prepared batch (own scratch) or NULL. */
static void run_specs(vkr_context c, const char *label, sspec *s, int n, sbatch *b_opt)
{
    sbatch local;
    sbatch *b = b_opt;
    int i;
    if (!b) {
        sbatch_init(&local, c, label);
        b = &local;
    }
    for (i = 0; i < n; i++) sadd(b, &s[i]);
    srun(b);
}

/* Specs a and b (the same data) ran on two contexts: their outputs must be bit-identical. */
static void same_bits(const sspec *a, const sspec *b, int n, const char *what)
{
    int i, bad = 0;
    char d[320];
    for (i = 0; i < n; i++) {
        if (!a[i].ran || !b[i].ran || a[i].reduce) continue;
        if (a[i].digest != b[i].digest && !bad++) {
            spec_describe(d, sizeof d, &b[i]);
            check(0, "%s: %s differs from the same scan on the default context (digest 0x%016llx vs 0x%016llx)",
                  what, d, (unsigned long long)b[i].digest, (unsigned long long)a[i].digest);
        }
    }
    if (!bad) check(1, "%s", what);
    else if (bad > 1) printf("  (%d scans differ in all)\n", bad);
}

static sspec *g_specs; /* scratch list of specs for the groups */
#define MAX_SPECS 8192

/* ------------------------------------------------------------------------------------------ */
/* Contexts                                                                                    */
/* ------------------------------------------------------------------------------------------ */

static const char *sched_name(uint32_t s)
{
    static char buf[96];
    buf[0] = 0;
    if (!s) return "normal";
    if (s & VKR_TESTING_SCAN_SWAP_PAIRS) strcat(buf, "swap-pairs ");
    if (s & VKR_TESTING_SCAN_REVERSE_64) strcat(buf, "reverse-64 ");
    if (s & VKR_TESTING_SCAN_FORCE_FALLBACK) strcat(buf, "force-fallback ");
    if (s & VKR_TESTING_SCAN_NO_FALLBACK) strcat(buf, "NO-FALLBACK ");
    buf[strlen(buf) - 1] = 0;
    return buf;
}

static void scan_desc_fill(vkr_context_desc *cd, uint32_t schedule)
{
    fill_context_desc(cd, &g_dev, g_dev.vkr_features);
    cd->queue = g_dev.queue;
    cd->options.testing.scan_schedule = schedule | g_broken;
}

static vkr_context scan_context(vkr_context_desc *cd, const char *what, vkr_context_info *info)
{
    vkr_context c = make_context(cd, what);
    if (c && !context_info(c, info)) {
        vkr_destroy_context(c);
        return NULL;
    }
    if (c)
        printf("  context %s: path %s, subgroup %u, scan %s, scan workgroup %u, tile f32 %llu, schedule %s, "
               "max_binding_range %llu, host_chunk_bytes %llu%s%s\n", what, path_name(info->path), info->subgroup_size,
               algo_name(info->scan_algorithm), info->scan_workgroup_size,
               (unsigned long long)info->scan_tile_elements[VKR_TYPE_F32], sched_name(cd->options.testing.scan_schedule),
               (unsigned long long)info->max_binding_range, (unsigned long long)info->host_chunk_bytes,
               info->notes && info->notes[0] ? ", notes: " : "", info->notes ? info->notes : "");
    return c;
}

/* A host-visible scratch region of one context (zeroed by the first batch that uses it). */
static int own_scratch(vkr_context c, tbuf *sb, sbatch *b)
{
    VkDeviceSize size = 0, align = 0;
    if (!check(vkr_scratch_requirements(c, &size, &align) == VK_SUCCESS && size >= VKR_SCRATCH_SCAN_FALLBACKS + 4,
               "vkr_scratch_requirements: size %llu", (unsigned long long)size))
        return 0;
    if (!buf_create(&g_dev, size + align, sb)) return 0;
    memset(sb->map, 0x77, (size_t)sb->size); /* garbage: vkr_cmd_init_scratch must clear it */
    b->scratch = sb;
    b->scratch_off = align; /* a nonzero offset */
    b->scratch_fresh = 1;
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* Groups                                                                                      */
/* ------------------------------------------------------------------------------------------ */

static const vkr_scan_kind k_kinds[2] = {VKR_SCAN_INCLUSIVE, VKR_SCAN_EXCLUSIVE};
static const unsigned k_out_offsets[4] = {0, 1, 3, 5};

static uint64_t tile_of(const vkr_context_info *info, vkr_type t)
{
    return info->scan_tile_elements[t] ? info->scan_tile_elements[t] : 1;
}

/* Pipelines are what a scan run costs on lavapipe: it compiles about 1.2 s of CPU per (op, type)
   for the single pass and 0.7 s for the three reduce-then-scan passes, on one thread. So the
   default context runs every (op, type) with both algorithms (--quick: reduce-then-scan for add
   on every type, min on floats, xor on integers), and the other contexts only a few. */
static int rts_ok(vkr_op op, vkr_type t)
{
    return !g_opt.quick || op == VKR_OP_ADD || op == (tfloat(t) ? VKR_OP_MIN : VKR_OP_XOR);
}

/* The k-th op that type t has, cyclically (add, mul, min, max, and, or, xor). */
static vkr_op op_rot(vkr_type t, int k)
{
    return k_ops[k % (tfloat(t) ? 4 : 7)];
}

/* The edge sizes of a scan of type t on a context: 0, 1, 2, 3, subgroup +- 1, workgroup +- 1,
   tile +- 1, several tiles + 1, primes. */
static int scan_sizes(uint64_t *s, vkr_type t, const vkr_context_info *info, int more)
{
    uint64_t S = info->subgroup_size, W = info->scan_workgroup_size ? info->scan_workgroup_size : 1, T = tile_of(info, t);
    int n = 0;
    s[n++] = 0; s[n++] = 1; s[n++] = 2; s[n++] = 3;
    s[n++] = S - 1; s[n++] = S; s[n++] = S + 1;
    s[n++] = W - 1; s[n++] = W; s[n++] = W + 1;
    s[n++] = T - 1; s[n++] = T; s[n++] = T + 1;
    s[n++] = 2 * T + 1;
    s[n++] = 997;
    if (more) {
        s[n++] = 5 * T + 1;
        s[n++] = 10007;
        s[n++] = 65537;
    }
    return sort_unique(s, n);
}

/* info: the context's scan fields, vkr_scan_error_bound. */
static void scan_group_sinfo(void)
{
    static const uint64_t counts[6] = {1, 2, 100, 4097, 1000003, 1u << 24};
    int j, i, k;
    check(g_info.scan_algorithm == VKR_SCAN_SINGLE_PASS, "info.scan_algorithm %d, want single pass (%d) by default",
          (int)g_info.scan_algorithm, (int)VKR_SCAN_SINGLE_PASS);
    {   /* the default: 512 on NVIDIA, else 256, at most the largest workgroup the path allows */
        uint32_t want = g_props.vendorID == 0x10DE ? 512u : 256u;
        if (want > g_wg_limit) want = g_wg_limit;
        check(g_info.scan_workgroup_size == want, "info.scan_workgroup_size %u, want %u by default (device limit %u)",
              g_info.scan_workgroup_size, want, g_wg_limit);
    }
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        uint64_t want = (uint64_t)g_info.scan_workgroup_size * 64 / tsz(t);
        check(g_info.scan_tile_elements[t] == want, "info.scan_tile_elements[%s] = %llu, want %llu (4 16-byte vectors "
              "per invocation)", tyn(t), (unsigned long long)g_info.scan_tile_elements[t], (unsigned long long)want);
    }
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_type t = k_types[j];
            vkr_op op = k_ops[i];
            for (k = 0; k < 6; k++) {
                double b = -1;
                VkResult r;
                if (skip64(g_ctx, g_info.enabled_features, op, t)) break;
                r = t_scan_error_bound(g_ctx, op, t, counts[k], &b);
                if (!op_exists(op, t)) {
                    check(r == VK_ERROR_FORMAT_NOT_SUPPORTED, "vkr_scan_error_bound(%s, %s) = %d, want "
                          "VK_ERROR_FORMAT_NOT_SUPPORTED", opn(op), tyn(t), (int)r);
                    break;
                }
                if (!check(r == VK_SUCCESS, "vkr_scan_error_bound(%s, %s, %llu) = %d %s", opn(op), tyn(t),
                           (unsigned long long)counts[k], (int)r, lerr(g_ctx)))
                    continue;
                if (!tfloat(t) || op == VKR_OP_MIN || op == VKR_OP_MAX) {
                    check(b == 0, "vkr_scan_error_bound(%s, %s, %llu) = %g, want 0", opn(op), tyn(t),
                          (unsigned long long)counts[k], b);
                    continue;
                }
                {
                    /* any summation order is within gamma(terms - 1), terms = count + init: a
                       bound far above that says nothing (1024: room for a fixed depth) */
                    long double u = t == VKR_TYPE_F32 ? 5.9604644775390625e-08L : 1.1102230246251565404e-16L;
                    long double cap = gamma_k((long double)counts[k] + 1024, u);
                    check(b > 0 && (cap < 0 || (long double)b <= cap),
                          "vkr_scan_error_bound(%s, %s, %llu) = %g: not in (0, gamma(count + 1024) = %Lg]", opn(op),
                          tyn(t), (unsigned long long)counts[k], b, cap);
                    if (op == VKR_OP_ADD && (k == 3 || k == 5))
                        printf("  vkr_scan_error_bound(add, %s, %llu) = %.3g (%.0f roundings of u)\n", tyn(t),
                               (unsigned long long)counts[k], b, (double)((long double)b / u));
                }
            }
        }
}

/* Every op x type x inclusive/exclusive x init none/const/buffer x algorithm at the edge sizes,
   input offsets 0/1/3/7, output offsets 0/1/3/5, every fourth scan in place; float add again
   with small integers (exact). */
static void scan_group_matrix(void)
{
    int i, j, k, m, a, s, ns, n = 0;
    uint64_t sizes[32];
    sbatch b;
    sbatch_init(&b, g_ctx, "the default context");
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        ns = scan_sizes(sizes, t, &g_info, !g_opt.quick);
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            if (!op_exists(op, t)) continue;
            for (a = 1; a <= 2; a++)
                for (k = 0; k < 2; k++)
                    for (m = 0; m < 3; m++)
                        for (s = 0; s < ns; s++) {
                            sspec *p = &g_specs[n];
                            if (a == 2 && !rts_ok(op, t)) continue;
                            if (g_opt.quick && m == 2 && (s & 1)) continue; /* quick: init buffer at half the sizes */
                            *p = spec(op, t, k_kinds[k], m, (vkr_scan_algorithm)a, sizes[s]);
                            p->in_k = k_offsets[(s + i + m) % 4];
                            p->out_k = k_out_offsets[(s + k + j) % 4];
                            p->in_place = (s + m + a) % 4 == 2;
                            sadd(&b, p);
                            if (++n == MAX_SPECS) {
                                srun(&b);
                                n = 0;
                            }
                        }
            if (tfloat(t) && op == VKR_OP_ADD)
                for (k = 0; k < 2; k++)
                    for (s = 0; s < ns; s++) {
                        sspec *p = &g_specs[n];
                        *p = spec(op, t, k_kinds[k], s % 3, s % 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_SINGLE_PASS, sizes[s]);
                        p->dist = D_INTVAL;
                        if (p->init_mode) p->init = fbits(t, (long double)((int64_t)(p->seed % 17) - 8));
                        p->in_k = k_offsets[s % 4];
                        sadd(&b, p);
                        if (++n == MAX_SPECS) {
                            srun(&b);
                            n = 0;
                        }
                    }
            srun(&b);
            n = 0;
        }
    }
    printf("  float error: at most %.3Lg of the bound\n", g_worst_ratio);
}

/* Every n in [T - 40, T + 40] and [2T - 8, 2T + 8] (and [T, 2T) every so often) of one array for
   the tile T of u32, f32 and f64: the data after n is live, so reading past n shows. */
static void scan_group_sweep(void)
{
    static const vkr_type types[3] = {VKR_TYPE_U32, VKR_TYPE_F32, VKR_TYPE_F64};
    static const vkr_op ops[3] = {VKR_OP_ADD, VKR_OP_ADD, VKR_OP_MAX};
    int i, n = 0;
    sbatch b;
    sbatch_init(&b, g_ctx, "the default context");
    for (i = 0; i < 3; i++) {
        vkr_type t = types[i];
        uint64_t T = tile_of(&g_info, t), x, step = g_opt.quick ? T / 7 : T / 61;
        for (x = T - 40; x < 2 * T + 9; x = (x < T + 40 || x >= 2 * T - 8) ? x + 1 : x + step < 2 * T - 8 ? x + step : 2 * T - 8) {
            sspec *p = &g_specs[n++];
            *p = spec(ops[i], t, k_kinds[x % 2], (int)(x % 3), (vkr_scan_algorithm)(1 + (x / 2) % 2), x);
            p->seed = mix_seed(g_opt.seed, 0x5EE9 + (uint64_t)i); /* all prefixes of one array */
            p->dist = tfloat(t) && ops[i] == VKR_OP_ADD ? D_INTVAL : D_DEFAULT;
            p->in_k = (unsigned)(x % 8);
            p->out_k = (unsigned)(x % 5);
            sadd(&b, p);
        }
        srun(&b);
        n = 0;
    }
}

/* NaN, infinities, signed zeros, denormals, extremes (the adversarial data sets of harness.h) at
   sizes across tiles, inclusive and exclusive, without init and with special inits. */
static void scan_group_special(void)
{
    int d, i, j, s, n = 0, k;
    sbatch b;
    sbatch_init(&b, g_ctx, "the default context");
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        uint64_t T = tile_of(&g_info, t), S = g_info.subgroup_size;
        uint64_t sizes[6];
        int ns = 0;
        sizes[ns++] = 1; sizes[ns++] = 2; sizes[ns++] = 3; sizes[ns++] = S + 1; sizes[ns++] = T + 1;
        sizes[ns++] = 2 * T + 3;
        for (d = 0; d < A_COUNT; d++) {
            unsigned ops = adv_ops(d, t);
            for (i = 0; i < 7; i++) {
                vkr_op op = k_ops[i];
                if (!(ops & (1u << op))) continue;
                for (s = 0; s < ns; s++)
                    for (k = 0; k < 2; k++) {
                        sspec *p = &g_specs[n++];
                        uint64_t nn = sizes[s];
                        if ((d == A_ZERO_MUL || d == A_INF_ZERO || d == A_ZEROS) && nn < 2) nn = 2;
                        *p = spec(op, t, k_kinds[k], (s + k) % 3,
                                  (s + d) % 2 && rts_ok(op, t) ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_SINGLE_PASS, nn);
                        p->dist = ADV(d);
                        if (p->init_mode != INIT_NONE) {
                            if (tfloat(t)) { /* the special values as init, too */
                                switch ((s + d + i) % 6) {
                                case 0: p->init = b_qnan(t) | 0x123; break;     /* NaN with a payload */
                                case 1: p->init = b_sign(t); break;             /* -0 */
                                case 2: p->init = 0; break;                     /* +0 */
                                case 3: p->init = b_inf(t); break;              /* +inf */
                                case 4: p->init = b_inf(t) | b_sign(t); break;  /* -inf */
                                default: p->init = op == VKR_OP_MUL ? b_one(t) | b_sign(t) : fbits(t, 0.5L); break;
                                }
                            } else {
                                p->init = (s & 1) ? (tmask(t) >> 1) : (1ull << (tbits(t) - 1)); /* signed MAX, MIN */
                            }
                        }
                        p->in_k = k_offsets[(s + d) % 4];
                        p->out_k = k_out_offsets[(s + i) % 4];
                        p->in_place = (s + d + k) % 5 == 1;
                        sadd(&b, p);
                    }
            }
        }
        if (tfloat(t)) /* sums of -0.0: -0.0 (no init, or init -0.0); +0.0 with init +0.0 */
            for (k = 0; k < 6; k++) {
                sspec *p = &g_specs[n++];
                *p = spec(VKR_OP_ADD, t, k_kinds[k % 2], k / 2, (vkr_scan_algorithm)(1 + k % 2), k < 2 ? 5 : 3 * T + 1);
                p->dist = ADV(A_NEG_ZEROS);
                p->init = k >= 4 ? 0 : b_sign(t);
                sadd(&b, p);
            }
        srun(&b);
        n = 0;
    }
}

/* Other scan workgroup sizes: 64 (small tiles, many of them) and the largest the device allows;
   three (op, type) each, reduce-then-scan for f32 add. */
static void scan_group_wgsize(void)
{
    uint32_t sizes[2];
    int v, j, n;
    sizes[0] = 64;
    sizes[1] = g_wg_limit < 1024 ? g_wg_limit : 1024;
    if (g_info.path == VKR_PATH_SHARED && sizes[1] > wg_limit_unpinned()) sizes[1] = wg_limit_unpinned();
    for (v = 0; v < 2; v++) {
        static const vkr_type types[3] = {VKR_TYPE_F32, VKR_TYPE_U64, VKR_TYPE_I32};
        vkr_context_desc cd;
        vkr_context_info info;
        vkr_context c;
        char what[64];
        uint64_t sz[32];
        scan_desc_fill(&cd, 0);
        cd.options.scan_workgroup_size = sizes[v];
        snprintf(what, sizeof what, "scan_workgroup_size %u", sizes[v]);
        c = scan_context(&cd, what, &info);
        if (!c) continue;
        check(info.scan_workgroup_size == sizes[v], "%s: info.scan_workgroup_size %u", what, info.scan_workgroup_size);
        for (j = 0; j < 6; j++)
            check(info.scan_tile_elements[k_types[j]] == (uint64_t)sizes[v] * 64 / tsz(k_types[j]),
                  "%s: info.scan_tile_elements[%s] = %llu", what, tyn(k_types[j]),
                  (unsigned long long)info.scan_tile_elements[k_types[j]]);
        n = 0;
        for (j = 0; j < 3; j++) {
            vkr_type t = types[j];
            vkr_op op = j == 0 ? VKR_OP_ADD : op_rot(t, 2 * v + 3 + j); /* max/xor, or/min ... */
            int ns = scan_sizes(sz, t, &info, 1), s;
            for (s = 0; s < ns; s++) {
                sspec *p = &g_specs[n++];
                *p = spec(op, t, k_kinds[(s + j) % 2], (s + j) % 3,
                          j == 0 && s % 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_SINGLE_PASS, sz[s]);
                p->in_k = k_offsets[s % 4];
                p->out_k = k_out_offsets[(s + j) % 4];
                p->in_place = s % 5 == 3;
            }
        }
        run_specs(c, what, g_specs, n, NULL);
        vkr_destroy_context(c);
    }
}

/* Every testing.scan_schedule on every type (one op each), bit-identical to the normal
   schedule on the default context, with the fallback counter in an own scratch region. */
static void scan_group_schedules(void)
{
    static const uint32_t scheds[3] = {VKR_TESTING_SCAN_SWAP_PAIRS, VKR_TESTING_SCAN_REVERSE_64,
                                       VKR_TESTING_SCAN_FORCE_FALLBACK};
    sspec *base = g_specs, *run = g_specs + MAX_SPECS / 2;
    int v, j, s, n;
    /* the broken build: SWAP_PAIRS at up to 3 tiles shows it (each starved tile spins 65535
       iterations on lavapipe: the larger scans only cost time) */
    for (v = 0; v < (g_broken ? 1 : 3); v++) {
        vkr_context_desc cd;
        vkr_context_info info;
        vkr_context c;
        sbatch b, b0;
        tbuf sb, sb0;
        char what[96];
        scan_desc_fill(&cd, scheds[v]);
        snprintf(what, sizeof what, "schedule %s%s", sched_name(cd.options.testing.scan_schedule),
                 g_lp_single ? " (LP_NUM_THREADS=1)" : "");
        c = scan_context(&cd, what, &info);
        if (!c) continue;
        n = 0;
        for (j = 0; j < 6; j++) {
            vkr_type t = k_types[j];
            vkr_op op = op_rot(t, j); /* f32 add, f64 mul, i32 min, u32 max, i64 and, u64 or */
            uint64_t T = tile_of(&info, t), sizes[5];
            int ns = 0;
            sizes[ns++] = 1;
            sizes[ns++] = T + 1;
            sizes[ns++] = 3 * T + 1;
            if (!g_broken) sizes[ns++] = 67 * T + 5; /* more than one block of 64 tiles (REVERSE_64) */
            if (!g_broken && !g_opt.quick) sizes[ns++] = 130 * T + 7;
            for (s = 0; s < ns; s++) {
                sspec *p = &base[n++];
                *p = spec(op, t, k_kinds[(s + j) % 2], (s + j + v) % 3, VKR_SCAN_SINGLE_PASS, sizes[s]);
                p->in_k = k_offsets[(s + j) % 4];
                p->out_k = k_out_offsets[(s + v) % 4];
                p->in_place = (s + j) % 4 == 3;
                if (tfloat(t) && s >= 2) { /* and NaNs of many payloads in many tiles, add and mul */
                    sspec *q = &base[n++];
                    *q = spec(op == VKR_OP_ADD ? VKR_OP_MUL : VKR_OP_ADD, t, k_kinds[s % 2], INIT_NONE, VKR_SCAN_SINGLE_PASS,
                              sizes[s]);
                    q->dist = DIST_NAN_TILES;
                    q->in_place = s == 3;
                }
            }
        }
        memcpy(run, base, (size_t)n * sizeof *run);
        sbatch_init(&b0, g_ctx, "the default context (normal schedule)");
        if (own_scratch(g_ctx, &sb0, &b0)) {
            run_specs(g_ctx, b0.label, base, n, &b0);
            printf("  normal schedule: %llu fallbacks (single-pass tiles after the first: %llu)\n",
                   (unsigned long long)b0.fallbacks, (unsigned long long)b0.min_fallbacks);
            buf_destroy(&g_dev, &sb0);
        }
        sbatch_init(&b, c, what);
        if (own_scratch(c, &sb, &b)) {
            run_specs(c, what, run, n, &b);
            same_bits(base, run, n, what);
            printf("  %s: %llu fallbacks (single-pass tiles after the first: %llu)\n", what,
                   (unsigned long long)b.fallbacks, (unsigned long long)b.min_fallbacks);
            if (scheds[v] == VKR_TESTING_SCAN_FORCE_FALLBACK)
                check(b.fallbacks >= b.min_fallbacks, "%s: %llu fallbacks counted, want >= %llu (every tile > 0 "
                      "of a single-pass scan falls back once)", what, (unsigned long long)b.fallbacks,
                      (unsigned long long)b.min_fallbacks);
            if (scheds[v] == VKR_TESTING_SCAN_SWAP_PAIRS && g_lp_single && g_lavapipe)
                check(b.fallbacks > 0, "%s: no fallback counted; under LP_NUM_THREADS=1 tile 2k+1 runs before "
                      "tile 2k and must fall back", what);
            buf_destroy(&g_dev, &sb);
        }
        vkr_destroy_context(c);
    }
}

/* Where two outputs of the same data differ first (for the messages). */
static void first_difference(const sspec *a, const unsigned char *pa, const sspec *b, const unsigned char *pb,
                             uint64_t n, const char *what)
{
    uint64_t i;
    vkr_type t = a->type;
    char x[64], y[64], d[320];
    if (!pa || !pb) return;
    for (i = 0; i < n && getb(pa, i, t) == getb(pb, i, t); i++) {}
    if (i == n) return;
    fmt_val(x, sizeof x, t, getb(pa, i, t));
    fmt_val(y, sizeof y, t, getb(pb, i, t));
    spec_describe(d, sizeof d, b);
    printf("  %s: %s: first difference at element %llu of %llu (tile %llu): %s vs %s\n", what, d,
           (unsigned long long)i, (unsigned long long)n, (unsigned long long)(i / tile_of(&g_info, t)), x, y);
}

/* The same input gives the same bits: 10 times in one command buffer, at other offsets, in
   place, in another submission; init as a constant or from a buffer the same bits; and the
   documented exclusive out[i] == inclusive out[i-1] (no init) bit for bit. Prints digests of
   fixed data ("scan digest: NAME HEX HEX") for run_tests.sh to compare between runs of the same
   subgroup size and path (thread counts, bindings). */
static void scan_group_determinism(void)
{
    /* the last two: NaNs of many payloads in many tiles (canonical NaN outputs, the same bits) */
    static const vkr_op ops[6] = {VKR_OP_ADD, VKR_OP_ADD, VKR_OP_MUL, VKR_OP_ADD, VKR_OP_ADD, VKR_OP_MUL};
    static const vkr_type types[6] = {VKR_TYPE_F32, VKR_TYPE_F64, VKR_TYPE_F32, VKR_TYPE_I64, VKR_TYPE_F32, VKR_TYPE_F64};
    int c, a, i, n;
    for (c = 0; c < 6; c++)
        for (a = 1; a <= 2; a++) {
            vkr_type t = types[c];
            vkr_op op = ops[c];
            vkr_scan_algorithm al = (vkr_scan_algorithm)a;
            uint64_t nn = 9 * tile_of(&g_info, t) + 5, seed = mix_seed(g_opt.seed, 0xD16E57ull + (uint64_t)c);
            sspec *s = g_specs;
            if (skip64(g_ctx, g_info.enabled_features, op, t)) continue;
            n = 0;
            for (i = 0; i < 19; i++) {
                sspec *p = &s[n++];
                /* 0-9 the same; 10-13 other input offsets and in place; 14 exclusive; 15/16
                   inclusive with init const/buffer; 17/18 exclusive with init const/buffer */
                *p = spec(op, t, i == 14 || i >= 17 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE,
                          i == 15 || i == 17 ? INIT_CONST : i == 16 || i == 18 ? INIT_BUFFER : INIT_NONE, al, nn);
                p->seed = seed;
                if (c >= 4) p->dist = DIST_NAN_TILES;
                p->init = tfloat(t) ? fbits(t, 1.25L) : 0x1234567;
                p->in_k = i >= 10 && i < 14 ? (unsigned)(i == 10 ? 1 : i == 11 ? 3 : i == 12 ? 64 : 7) : 0;
                p->in_place = i == 13;
                p->out_k = k_out_offsets[i % 4];
                p->keep = i == 0 || i == 14;
            }
            run_specs(g_ctx, "the default context", s, n, NULL);
            s[n] = s[0];
            s[n].keep = 0;
            run_specs(g_ctx, "the default context, another submission", &s[n], 1, NULL);
            for (i = 1; i < 14; i++) {
                char d[320];
                spec_describe(d, sizeof d, &s[i]);
                check(s[i].digest == s[0].digest, "%s: differs from the first run (digest 0x%016llx vs 0x%016llx)",
                      d, (unsigned long long)s[i].digest, (unsigned long long)s[0].digest);
            }
            /* Exclusive out[i+1] and inclusive out[i] are the same prefix, folded in another
               association for float add/mul (each within the bound, checked above): bit for bit
               only where the op is exact (integers, min, max). The H100 differs in the last
               bits; lavapipe happens not to. */
            if (!(tfloat(t) && (op == VKR_OP_ADD || op == VKR_OP_MUL)) &&
                !check(s[14].tail == s[0].head, "%s %s %s n=%llu seed=0x%016llx: exclusive out[1..n) differs from "
                       "inclusive out[0..n-1) (bit for bit for exact ops)", opn(op), tyn(t), algo_name(al),
                       (unsigned long long)nn, (unsigned long long)seed) && s[0].kept && s[14].kept)
                first_difference(&s[0], s[0].kept, &s[14], s[14].kept + tsz(t), nn - 1,
                                 "exclusive out[i+1] vs inclusive out[i]");
            free(s[0].kept);
            free(s[14].kept);
            check(s[n].digest == s[0].digest, "%s %s %s: another submission gave other bits", opn(op), tyn(t), algo_name(al));
            check(s[15].digest == s[16].digest, "%s %s %s: inclusive with init as a constant and from a buffer differ",
                  opn(op), tyn(t), algo_name(al));
            check(s[17].digest == s[18].digest, "%s %s %s: exclusive with init as a constant and from a buffer differ",
                  opn(op), tyn(t), algo_name(al));
            printf("scan digest: %s-%s-%s%s-n%llu %016llx %016llx\n", opn(op), tyn(t), algo_name(al), c >= 4 ? "-nan" : "",
                   (unsigned long long)nn, (unsigned long long)s[0].digest, (unsigned long long)s[17].digest);
        }
}

/* Inputs and outputs past the binding range (max_binding_range 64 KiB; without --quick also
   3 * 64 KiB + 16, not a multiple of the tile): correct, and the single pass bit-identical to
   the default context. One op per type (rotating), reduce-then-scan for f32 add and u32 xor. */
static void scan_group_split(void)
{
    /* the third: one tile per range (tiles have the same bytes for every type; the window of a
       range loses up to an offset alignment), every range scanned by the one-tile pass */
    const VkDeviceSize ranges[3] = {65536, 3 * 65536 + 16, (VkDeviceSize)tile_of(&g_info, VKR_TYPE_F32) * 4 + 256};
    int v, j, s, n;
    for (v = 0; v < 3; v++) {
        vkr_context_desc cd;
        vkr_context_info info;
        vkr_context c;
        char what[64];
        sspec *base = g_specs, *run = g_specs + MAX_SPECS / 2;
        if (g_opt.quick && v == 1) continue;
        scan_desc_fill(&cd, 0);
        cd.options.max_binding_range = ranges[v];
        snprintf(what, sizeof what, "max_binding_range %llu", (unsigned long long)ranges[v]);
        c = scan_context(&cd, what, &info);
        if (!c) continue;
        check(info.max_binding_range == ranges[v], "%s: info.max_binding_range %llu", what,
              (unsigned long long)info.max_binding_range);
        if (v == 2)
            for (j = 0; j < 6; j++)
                check(tile_of(&info, k_types[j]) * tsz(k_types[j]) == ranges[v] - 256, "%s: the %s tile is not one range", what,
                      tyn(k_types[j]));
        n = 0;
        for (j = 0; j < 6; j++) {
            vkr_type t = k_types[j];
            vkr_op op = j == 0 ? VKR_OP_ADD : j == 3 ? VKR_OP_XOR : op_rot(t, j + 1);
            uint64_t r = ranges[v] / tsz(t), sizes[6];
            int ns = 0, rts = j == 0 || j == 3;
            if (v == 1 && t != VKR_TYPE_F32) continue;
            sizes[ns++] = r + 1;
            sizes[ns++] = 3 * r + 7;
            if (!g_opt.quick) {
                sizes[ns++] = r - 1;
                sizes[ns++] = r;
                sizes[ns++] = 2 * r + 1;
                sizes[ns++] = 9 * r + 5;
            }
            for (s = 0; s < ns; s++) {
                sspec *p = &base[n++];
                *p = spec(op, t, k_kinds[s % 2], (s + j) % 3, rts && s % 3 == 2 ? VKR_SCAN_REDUCE_THEN_SCAN
                          : VKR_SCAN_SINGLE_PASS, sizes[s]);
                p->in_k = k_offsets[(s + j) % 4];
                p->out_k = k_out_offsets[(s + j) % 4];
                p->in_place = (s + j) % 4 == 1;
            }
        }
        memcpy(run, base, (size_t)n * sizeof *run);
        run_specs(c, what, run, n, NULL);
        run_specs(g_ctx, "the default context", base, n, NULL);
        for (j = 0; j < n; j++) /* reduce-then-scan: only within the bound */
            if (base[j].algo != VKR_SCAN_SINGLE_PASS) base[j].ran = 0;
        same_bits(base, run, n, what);
        vkr_destroy_context(c);
    }
}

/* vkr_scan: host arrays streamed in chunks (host_chunk_bytes 4096), in place and not, init or
   not: correct and bit-identical to one vkr_cmd_scan on the default context. */
static void scan_group_chunks(void)
{
    vkr_context_desc cd;
    vkr_context_info info;
    vkr_context c, ctxs[2];
    unsigned char *in, *out;
    int j, i, s, n = 0, v;
    sspec *base = g_specs, *run = g_specs + MAX_SPECS / 2;
    scan_desc_fill(&cd, 0);
    cd.options.host_chunk_bytes = 4096;
    c = scan_context(&cd, "host_chunk_bytes 4096", &info);
    if (!c) return;
    check(info.host_chunk_bytes == 4096, "info.host_chunk_bytes %llu", (unsigned long long)info.host_chunk_bytes);
    in = (unsigned char *)malloc(8 * 40000 + 64);
    out = (unsigned char *)malloc(8 * 40000 + 64);
    if (!in || !out) {
        free(in);
        free(out);
        vkr_destroy_context(c);
        return;
    }
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        uint64_t chunk = 4096 / tsz(t), sizes[6] = {0, 1, 0, 0, 0, 0};
        sizes[2] = chunk - 1; sizes[3] = chunk + 1; sizes[4] = 7 * chunk + 3; sizes[5] = g_opt.quick ? 10007 : 40000;
        for (i = 0; i < 2; i++) { /* one op per type on the chunked context, another on the default one */
            vkr_op op = op_rot(t, j + 2 * i);
            for (s = 1; s < 6; s++) {
                sspec *p = &base[n++];
                *p = spec(op, t, k_kinds[(s + i) % 2], (s + i + j) % 2 ? INIT_CONST : INIT_NONE, VKR_SCAN_SINGLE_PASS, sizes[s]);
                p->in_place = (s + i) % 3 == 0;
            }
        }
    }
    memcpy(run, base, (size_t)n * sizeof *run);
    run_specs(g_ctx, "the default context", base, n, NULL);
    ctxs[0] = c;
    ctxs[1] = g_ctx; /* one chunk */
    for (v = 0; v < 2; v++) {
        for (i = 0; i < n; i++) {
            sspec *p = &run[i];
            size_t bytes = (size_t)(p->n * tsz(p->type));
            unsigned char *dst = p->in_place ? in : out;
            VkResult r;
            char d[320];
            vkr_context_info ci;
            p->ran = 0;
            if ((i % 10 >= 5) != v) continue; /* per type: 5 on the chunked context, 5 on the default */
            vkr_get_context_info(ctxs[v], &ci);
            if (skip64(ctxs[v], ci.enabled_features, p->op, p->type)) continue;
            spec_fill(p, in);
            memset(out, SENTINEL, bytes + 64);
            memset(in + bytes, SENTINEL, 64);
            spec_describe(d, sizeof d, p);
            where("vkr_scan %s", d);
            r = t_scan(ctxs[v], p->op, p->type, p->kind, in, p->n, p->init_mode ? &p->init : NULL, dst);
            if (!check(r == VK_SUCCESS, "vkr_scan %s: %d %s", d, (int)r, lerr(ctxs[v]))) continue;
            p->ran = 1;
            if (p->in_place) { /* the reference needs the input: regenerate it into out */
                spec_fill(p, out);
                check_scan(p, out, in, scan_bound(ctxs[v], p), v ? "vkr_scan, the default context" : "vkr_scan, chunks of 4096 bytes");
            } else {
                unsigned char *again = (unsigned char *)malloc(bytes + 1);
                if (again) {
                    spec_fill(p, again);
                    check(!memcmp(again, in, bytes), "vkr_scan %s: the input array changed", d);
                    free(again);
                }
                check_scan(p, in, out, scan_bound(ctxs[v], p), v ? "vkr_scan, the default context" : "vkr_scan, chunks of 4096 bytes");
            }
            for (s = 0; s < 64; s++)
                if ((p->in_place ? in : out)[bytes + (size_t)s] != SENTINEL) break;
            check(s == 64, "vkr_scan %s: wrote past the output array", d);
        }
        same_bits(base, run, n, v ? "vkr_scan on the default context (one chunk): the bits of vkr_cmd_scan"
                                  : "vkr_scan in chunks of 4096 bytes: the bits of one vkr_cmd_scan");
    }
    free(in);
    free(out);
    vkr_destroy_context(c);
}

/* 2^24 + 3 elements of f32 (add, both algorithms) and u32 (add, exclusive, init buffer, in
   place) on the default context. */
static void scan_group_large(void)
{
    tbuf bin, bout;
    sspec *s = g_specs;
    uint64_t n = (1u << 24) + 3;
    if (g_opt.quick) {
        skip("scans of 2^24 + 3 elements are not run with --quick");
        return;
    }
    if (!buf_create(&g_dev, n * 4 + 4096, &bin)) return;
    if (!buf_create(&g_dev, n * 4 + 4096, &bout)) {
        buf_destroy(&g_dev, &bin);
        return;
    }
    g_arena_in = &bin;
    g_arena_out = &bout;
    s[0] = spec(VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, INIT_NONE, VKR_SCAN_SINGLE_PASS, n);
    s[0].in_k = 1;
    s[1] = spec(VKR_OP_ADD, VKR_TYPE_U32, VKR_SCAN_EXCLUSIVE, INIT_BUFFER, VKR_SCAN_SINGLE_PASS, n);
    s[1].dist = D_FULL;
    s[1].in_place = 1;
    s[2] = spec(VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_EXCLUSIVE, INIT_CONST, VKR_SCAN_REDUCE_THEN_SCAN, n);
    s[2].out_k = 3;
    run_specs(g_ctx, "the default context", s, 3, NULL);
    g_arena_in = &g_in;
    g_arena_out = &g_sout;
    buf_destroy(&g_dev, &bout);
    buf_destroy(&g_dev, &bin);
    printf("  float error: at most %.3Lg of the bound\n", g_worst_ratio);
}

/* Engine mode as an application uses it: a chain of transfers, scans and reduces over one
   buffer that also holds the application's own data, with the documented barriers; then many
   scans and reduces interleaved in one command buffer (managed scratch; own scratch with
   NO_SCRATCH_BARRIER and own barriers); descriptor sets with vkr_forget_buffer. */
static void engine_chain(vkr_context c, const char *what)
{
    const uint64_t n = 5000;
    VkDeviceSize A = g_props.limits.minStorageBufferOffsetAlignment, oX, oY, oZ, oR, oW, oN, size;
    tbuf U, V;
    uint32_t *x, *z, *w, R = 0;
    uint64_t i;
    VkResult r;
    vkr_scan_desc sd;
    vkr_reduce_desc rd;
    VkBufferCopy bc;
    rng_t rr;
    int bad = 0;
    if (A < 4) A = 4;
    /* X (host data), Y = copy of X, Z = inclusive add of Y, R = max of Z right after Z,
       W = exclusive add of Z with init R, then W xor-scanned in place; N: the application's
       data in the A-block where W starts, filled by a transfer afterwards */
    oX = 3 * 4;
    oY = ((oX + n * 4 + A - 1) / A) * A + 5 * 4;
    oZ = ((oY + n * 4 + A - 1) / A) * A + 3 * 4;
    oR = oZ + n * 4;
    oN = ((oR + 4 + 2 * A - 1) / A) * A;
    oW = oN + 4 * 4; /* N is the 4 words before W */
    size = oW + n * 4 + 64;
    if (!buf_create(&g_dev, size, &U)) return;
    if (!buf_create(&g_dev, n * 4, &V)) {
        buf_destroy(&g_dev, &U);
        return;
    }
    memset(U.map, 0xEE, (size_t)size);
    x = (uint32_t *)malloc(3 * n * 4);
    if (!x) {
        buf_destroy(&g_dev, &V);
        buf_destroy(&g_dev, &U);
        return;
    }
    z = x + n;
    w = z + n;
    rr.s = next_seed();
    for (i = 0; i < n; i++) x[i] = (uint32_t)rnext(&rr);
    memcpy(U.map + oX, x, n * 4);
    cmd_begin(&g_dev);
    memset(&bc, 0, sizeof bc);
    bc.srcOffset = oX;
    bc.dstOffset = oY;
    bc.size = n * 4;
    g_dev.t.vkCmdCopyBuffer(g_dev.cmd, U.buf, U.buf, 1, &bc);
    cmd_buffer_barrier(&g_dev, U.buf, oY, n * 4, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                       VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT);
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_ADD;
    sd.type = VKR_TYPE_U32;
    sd.kind = VKR_SCAN_INCLUSIVE;
    sd.count = n;
    sd.input.buffer = U.buf;
    sd.input.offset = oY;
    sd.input.size = size;
    sd.output.buffer = U.buf;
    sd.output.offset = oZ;
    sd.output.size = size;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    check(r == VK_SUCCESS, "%s: scan Y -> Z: %d %s", what, (int)r, lerr(c));
    cmd_barrier_compute(&g_dev);
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_MAX;
    rd.type = VKR_TYPE_U32;
    rd.count = n;
    rd.input.buffer = U.buf;
    rd.input.offset = oZ;
    rd.input.size = size;
    rd.output.buffer = U.buf;
    rd.output.offset = oR;
    rd.output.size = size;
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "%s: reduce Z -> R: %d %s", what, (int)r, lerr(c));
    cmd_barrier_compute(&g_dev);
    sd.kind = VKR_SCAN_EXCLUSIVE;
    sd.input.offset = oZ;
    sd.output.offset = oW;
    sd.init_buffer.buffer = U.buf;
    sd.init_buffer.offset = oR;
    sd.init_buffer.size = size;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    check(r == VK_SUCCESS, "%s: scan Z -> W with init R: %d %s", what, (int)r, lerr(c));
    cmd_barrier_compute(&g_dev);
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_XOR;
    sd.type = VKR_TYPE_U32;
    sd.kind = VKR_SCAN_INCLUSIVE;
    sd.count = n;
    sd.input.buffer = sd.output.buffer = U.buf;
    sd.input.offset = sd.output.offset = oW;
    sd.input.size = sd.output.size = size;
    sd.algorithm = VKR_SCAN_REDUCE_THEN_SCAN;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    check(r == VK_SUCCESS, "%s: xor scan of W in place: %d %s", what, (int)r, lerr(c));
    /* the scan's output bytes (with N in W's first A-block) -> the transfers */
    cmd_buffer_barrier(&g_dev, U.buf, oN, oW + n * 4 - oN, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                       VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    g_dev.t.vkCmdFillBuffer(g_dev.cmd, U.buf, oN, 16, 0x600DF00Du);
    bc.srcOffset = oW;
    bc.dstOffset = 0;
    g_dev.t.vkCmdCopyBuffer(g_dev.cmd, U.buf, V.buf, 1, &bc);
    {
        VkMemoryBarrier mb;
        memset(&mb, 0, sizeof mb);
        mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
        mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT;
        mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
        g_dev.t.vkCmdPipelineBarrier(g_dev.cmd, VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                                     VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    }
    where("%s: the chain copy, scan, reduce, scan, in-place scan, fill, copy", what);
    if (cmd_submit_wait(&g_dev)) {
        uint32_t acc = 0, mx = 0;
        for (i = 0; i < n; i++) {
            acc += x[i];
            z[i] = acc;
            if (acc > mx) mx = acc;
        }
        acc = mx;
        for (i = 0; i < n; i++) {
            w[i] = acc;
            acc += z[i];
        }
        for (acc = 0, i = 0; i < n; i++) w[i] = acc ^= w[i];
        check(!memcmp(U.map + oY, x, n * 4), "%s: Y (the copy) wrong", what);
        check(!memcmp(U.map + oZ, z, n * 4), "%s: Z = inclusive add wrong", what);
        memcpy(&R, U.map + oR, 4);
        check(R == mx, "%s: R = max of Z: got %u want %u", what, R, mx);
        check(!memcmp(V.map, w, n * 4), "%s: W (exclusive add with init R, then xor in place) wrong", what);
        check(!memcmp(U.map + oW, w, n * 4), "%s: W in U wrong", what);
        for (i = 0; i < 4; i++) {
            uint32_t v;
            memcpy(&v, U.map + oN + 4 * i, 4);
            if (v != 0x600DF00Du) bad++;
        }
        check(!bad, "%s: the application's words before W were not filled", what);
        for (i = 0, bad = 0; i < size; i++) {
            int inside = (i >= oX && i < oX + n * 4) || (i >= oY && i < oY + n * 4) || (i >= oZ && i < oR + 4) ||
                         (i >= oN && i < oW + n * 4);
            if (!inside && U.map[i] != 0xEE) bad++;
        }
        check(!bad, "%s: %d bytes outside the application's ranges changed", what, bad);
    }
    free(x);
    if (c != g_ctx) {
        vkr_forget_buffer(c, U.buf);
        vkr_forget_buffer(c, V.buf);
    }
    buf_destroy(&g_dev, &V);
    buf_destroy(&g_dev, &U);
}

/* narrow: only what engine_chain compiled (u32: add single pass, xor reduce-then-scan, max
   reduce), for a context that should compile nothing more. */
static void engine_mix(vkr_context c, const char *what, int own, int narrow)
{
    sbatch b;
    tbuf sb;
    rng_t rr;
    int i, n = 60;
    sbatch_init(&b, c, what);
    if (own) {
        if (!own_scratch(c, &sb, &b)) return;
        b.own_barriers = 1;
    }
    rr.s = next_seed();
    printf("  %s: %d scans and reduces in one command buffer%s, seed 0x%016llx\n", what, n,
           own ? " (own scratch, NO_SCRATCH_BARRIER and own barriers)" : "", (unsigned long long)rr.s);
    for (i = 0; i < n; i++) {
        vkr_type t = k_types[rbelow(&rr, 6)];
        vkr_op op = k_ops[rbelow(&rr, tfloat(t) ? 4 : 7)];
        uint64_t nn = rbelow(&rr, 3) == 0 ? rbelow(&rr, 40) : rbelow(&rr, 100000);
        vkr_scan_algorithm al = (vkr_scan_algorithm)rbelow(&rr, 3);
        int reduce = rbelow(&rr, 3) == 0;
        sspec *p = &g_specs[i];
        if (al == VKR_SCAN_REDUCE_THEN_SCAN && !rts_ok(op, t)) al = VKR_SCAN_SINGLE_PASS;
        if (narrow) {
            t = VKR_TYPE_U32;
            op = reduce ? VKR_OP_MAX : i % 2 ? VKR_OP_XOR : VKR_OP_ADD;
            al = i % 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_SINGLE_PASS;
        }
        *p = spec(op, t, k_kinds[rbelow(&rr, 2)], (int)rbelow(&rr, 3), al, nn);
        p->reduce = reduce;
        p->in_k = (unsigned)rbelow(&rr, 8);
        p->out_k = (unsigned)rbelow(&rr, 4);
        p->in_place = !p->reduce && rbelow(&rr, 4) == 0;
        sadd(&b, p);
    }
    srun(&b);
    if (own) buf_destroy(&g_dev, &sb);
}

static void scan_group_engine(void)
{
    vkr_context_desc cd;
    vkr_context_info info;
    vkr_context c;
    int k;
    engine_chain(g_ctx, "engine chain");
    engine_mix(g_ctx, "interleaved", 0, 0);
    engine_mix(g_ctx, "interleaved", 1, 0);
    /* descriptor sets: every binding (input, output, init buffer, scratch) cached and forgotten */
    scan_desc_fill(&cd, 0);
    cd.options.binding = VKR_BINDING_DESCRIPTOR_SETS;
    c = scan_context(&cd, "descriptor sets", &info);
    if (!c) return;
    engine_chain(c, "engine chain, descriptor sets");
    for (k = 0; k < 3; k++) {
        tbuf in, out, ib;
        vkr_context_info before, after;
        vkr_scan_desc sd;
        uint32_t i, acc;
        VkResult r;
        if (!buf_create(&g_dev, 4096, &in)) break;
        buf_create(&g_dev, 4096, &out);
        buf_create(&g_dev, 64, &ib);
        for (i = 0; i < 1000; i++) ((uint32_t *)in.map)[i] = i * (uint32_t)(k + 3);
        ((uint32_t *)ib.map)[1] = 7;
        memset(&sd, 0, sizeof sd);
        sd.op = VKR_OP_ADD;
        sd.type = VKR_TYPE_U32;
        sd.kind = VKR_SCAN_EXCLUSIVE;
        sd.count = 1000;
        sd.input.buffer = in.buf;
        sd.input.size = in.size;
        sd.output.buffer = out.buf;
        sd.output.size = out.size;
        sd.init_buffer.buffer = ib.buf;
        sd.init_buffer.offset = 4;
        sd.init_buffer.size = ib.size;
        cmd_begin(&g_dev);
        r = vkr_cmd_scan(c, g_dev.cmd, &sd);
        check(r == VK_SUCCESS, "descriptor sets, round %d: vkr_cmd_scan %d %s", k, (int)r, lerr(c));
        cmd_barrier_to_host(&g_dev);
        if (cmd_submit_wait(&g_dev) && r == VK_SUCCESS) {
            int bad = 0;
            for (acc = 7, i = 0; i < 1000; i++) {
                if (((uint32_t *)out.map)[i] != acc) bad++;
                acc += i * (uint32_t)(k + 3);
            }
            check(!bad, "descriptor sets, round %d: %d elements wrong", k, bad);
        }
        context_info(c, &before);
        check(vkr_forget_buffer(c, in.buf) == VK_SUCCESS && vkr_forget_buffer(c, out.buf) == VK_SUCCESS &&
              vkr_forget_buffer(c, ib.buf) == VK_SUCCESS, "vkr_forget_buffer: %s", lerr(c));
        context_info(c, &after);
        check(after.cached_descriptor_sets < before.cached_descriptor_sets,
              "descriptor sets, round %d: vkr_forget_buffer left %u of %u sets", k, after.cached_descriptor_sets,
              before.cached_descriptor_sets);
        buf_destroy(&g_dev, &ib);
        buf_destroy(&g_dev, &out);
        buf_destroy(&g_dev, &in);
    }
    engine_mix(c, "interleaved, descriptor sets", 0, 1);
    vkr_destroy_context(c);
}

/* Bad input: each call fails with the documented VkResult and names the argument; a valid
   scan afterwards in the same command buffer works. */
static void scan_group_badinput(void)
{
    tbuf in, out, sb, ib;
    vkr_scan_desc sd;
    VkDeviceSize ssize = 0, salign = 1;
    VkCommandBuffer cmd = g_dev.cmd;
    vkr_context_desc cd;
    vkr_context c;
    uint64_t i, init = 0;
    float host[64], res[64];
    double bound;
    VkResult r;
    if (!buf_create(&g_dev, 4096, &in)) return;
    if (!buf_create(&g_dev, 4096, &out)) return;
    if (!buf_create(&g_dev, 64, &ib)) return;
    for (i = 0; i < 1024; i++) putb(in.map, i, VKR_TYPE_F32, fbits(VKR_TYPE_F32, (long double)i));
    vkr_scratch_requirements(g_ctx, &ssize, &salign);
    if (!buf_create(&g_dev, ssize + 2 * salign + 64, &sb)) return;
    memset(out.map, SENTINEL, 4096);
    where("bad-input scan calls");
    cmd_begin(&g_dev);
#define GOOD()                                                                                 \
    do {                                                                                       \
        memset(&sd, 0, sizeof sd);                                                             \
        sd.op = VKR_OP_ADD;                                                                    \
        sd.type = VKR_TYPE_F32;                                                                \
        sd.kind = VKR_SCAN_INCLUSIVE;                                                          \
        sd.count = 100;                                                                        \
        sd.input.buffer = in.buf;                                                                     \
        sd.input.size = in.size;                                                        \
        sd.output.buffer = out.buf;                                                                   \
        sd.output.size = out.size;                                                      \
    } while (0)
#define BAD(stmt, want, words, what)                                                           \
    do {                                                                                       \
        GOOD();                                                                                \
        stmt;                                                                                  \
        expect_fail(vkr_cmd_scan(g_ctx, cmd, &sd), want, g_ctx, words, what);                  \
    } while (0)
    {
        const VkResult V = VK_ERROR_VALIDATION_FAILED_EXT;
        BAD(sd.count = in.size / 4 + 1, V, "count|input.size", "scan: count past input.size");
        BAD(sd.count = UINT64_MAX, V, "count|input.size", "scan: count = UINT64_MAX");
        BAD(sd.count = (UINT64_MAX / 4) + 1, V, "count|input.size", "scan: count*4 wraps to 0 (2^62)");
        BAD((sd.output.size = 399), V, "output", "scan: output.size one byte short");
        BAD((sd.output.offset = out.size - 396), V, "output", "scan: output.offset + count*4 past the buffer");
        BAD((sd.output.offset = UINT64_MAX - 3), V, "output", "scan: output.offset near 2^64");
        BAD(sd.input.offset = 2, V, "input.offset", "scan: input.offset not a multiple of 4");
        BAD(sd.output.offset = 6, V, "output.offset", "scan: output.offset not a multiple of 4");
        if (!no64(g_info.enabled_features))
            BAD((sd.type = VKR_TYPE_F64, sd.count = 10, sd.input.offset = 4), V, "input.offset", "scan: f64 input.offset 4");
        BAD((sd.init_buffer.buffer = ib.buf, sd.init_buffer.size = 0), V, "init", "scan: init_buffer with init_buffer.size 0");
        BAD((sd.init_buffer.buffer = ib.buf, sd.init_buffer.size = ib.size, sd.init_buffer.offset = 2), V, "init_buffer.offset",
            "scan: init_buffer.offset not a multiple of 4");
        BAD((sd.init_buffer.buffer = ib.buf, sd.init_buffer.size = ib.size, sd.init_buffer.offset = 64), V, "init",
            "scan: init_buffer.offset at the end of init_buffer");
        BAD((sd.init_buffer.buffer = ib.buf, sd.init_buffer.size = 2), V, "init", "scan: init_buffer.size 2 for an f32");
        BAD((sd.init_buffer.buffer = ib.buf, sd.init_buffer.size = ib.size, sd.init = &init), V, "init",
            "scan: init and init_buffer both set");
        BAD(sd.kind = VKR_SCAN_NONE, V, "kind", "scan: kind 0 (VKR_SCAN_NONE)");
        BAD(sd.kind = (vkr_scan_kind)3, V, "kind", "scan: kind 3");
        BAD(sd.algorithm = (vkr_scan_algorithm)3, V, "algorithm", "scan: algorithm 3");
        BAD(sd.algorithm = (vkr_scan_algorithm)99, V, "algorithm", "scan: algorithm 99");
        BAD(sd.flags = 1u << 1, V, "flags", "scan: flags bit 1");
        BAD(sd.flags = 0x80000000u, V, "flags", "scan: flags bit 31");
        BAD(sd.op = VKR_OP_NONE, V, "op", "scan: op 0");
        BAD(sd.op = (vkr_op)99, V, "op", "scan: op 99");
        BAD(sd.type = VKR_TYPE_NONE, V, "type", "scan: type 0");
        BAD(sd.type = (vkr_type)99, V, "type", "scan: type 99");
        BAD(sd.op = VKR_OP_AND, VK_ERROR_FORMAT_NOT_SUPPORTED, "and|op|type|f32|float", "scan: and on f32");
        BAD(sd.op = VKR_OP_OR, VK_ERROR_FORMAT_NOT_SUPPORTED, "or|op|type|f32|float", "scan: or on f32");
        BAD((sd.op = VKR_OP_XOR, sd.type = VKR_TYPE_F64), VK_ERROR_FORMAT_NOT_SUPPORTED, "xor|op|type|f64|float",
            "scan: xor on f64");
        BAD(sd.input.buffer = VK_NULL_HANDLE, V, "input", "scan: input = VK_NULL_HANDLE");
        BAD(sd.output.buffer = VK_NULL_HANDLE, V, "output", "scan: output = VK_NULL_HANDLE");
        BAD((sd.output.buffer = in.buf, sd.output.size = in.size, sd.output.offset = 4), V, "overlap|output|input",
            "scan: output one element after the input, overlapping");
        BAD((sd.output.buffer = in.buf, sd.output.size = in.size, sd.input.offset = 200), V, "overlap|output|input",
            "scan: output before the input, overlapping its start");
        BAD((sd.output.buffer = in.buf, sd.output.size = in.size, sd.input.offset = 8, sd.output.offset = 396), V,
            "overlap|output|input", "scan: output overlapping the input's last element");
        /* the scratch region is written: it shares no byte with the input, output or init value */
        BAD((sd.scratch.buffer = sb.buf, sd.scratch.size = sb.size, sd.input.buffer = sb.buf, sd.input.size = sb.size), V,
            "&overlap|scratch|input", "scan: the input inside the scratch region");
        BAD((sd.scratch.buffer = sb.buf, sd.scratch.size = sb.size, sd.output.buffer = sb.buf, sd.output.size = sb.size,
             sd.output.offset = ssize - 4, sd.count = 10), V, "&overlap|scratch|output", "scan: the output overlapping the scratch region's end");
        BAD((sd.scratch.buffer = sb.buf, sd.scratch.size = sb.size, sd.init_buffer.buffer = sb.buf, sd.init_buffer.size = sb.size,
             sd.init_buffer.offset = 64), V, "&overlap|scratch|init_buffer", "scan: the init value inside the scratch region");
        BAD((sd.scratch.buffer = sb.buf, sd.scratch.size = ssize - 1), V, "scratch", "scan: scratch one byte too small");
        BAD((sd.scratch.buffer = sb.buf, sd.scratch.size = sb.size, sd.scratch.offset = sb.size), V, "scratch",
            "scan: scratch.offset at the end of the scratch buffer");
        if (salign > 1)
            BAD((sd.scratch.buffer = sb.buf, sd.scratch.size = sb.size, sd.scratch.offset = salign / 2), V, "scratch",
                "scan: scratch.offset misaligned");
        GOOD();
        expect_fail(vkr_cmd_scan(g_ctx, NULL, &sd), V, g_ctx, "cmd|command", "scan: cmd = NULL");
        expect_fail(vkr_cmd_scan(g_ctx, cmd, NULL), V, g_ctx, "desc", "scan: desc = NULL");
        expect_fail(vkr_cmd_scan(NULL, cmd, &sd), VK_SUCCESS, NULL, NULL, "scan: ctx = NULL");
    }
#undef BAD
    /* accepted: count 0 (writes nothing), in place, the output right after the input */
    GOOD();
    sd.count = 0;
    r = vkr_cmd_scan(g_ctx, cmd, &sd);
    check(r == VK_SUCCESS, "scan: count 0: %d %s", (int)r, lerr(g_ctx));
    sd.init_buffer.buffer = ib.buf; /* an init buffer is never read for count 0 */
    sd.init_buffer.size = ib.size;
    sd.kind = VKR_SCAN_EXCLUSIVE;
    r = vkr_cmd_scan(g_ctx, cmd, &sd);
    check(r == VK_SUCCESS, "scan: count 0, exclusive with init_buffer: %d %s", (int)r, lerr(g_ctx));
    GOOD();
    sd.output.buffer = in.buf;
    sd.output.size = in.size;
    sd.input.offset = 2048;
    sd.output.offset = 2048 + 400; /* right after the input, same buffer */
    r = vkr_cmd_scan(g_ctx, cmd, &sd);
    check(r == VK_SUCCESS, "scan: output right after the input in the same buffer: %d %s", (int)r, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    where("submitting the command buffer that saw the bad-input scan calls");
    if (cmd_submit_wait(&g_dev)) {
        int bad = 0;
        float acc = 0, got;
        for (i = 0; i < 4096; i++)
            if (out.map[i] != SENTINEL) bad++;
        check(!bad, "scan: %d output bytes written by the failed calls or the count-0 scans", bad);
        for (i = 0; i < 100; i++) {
            acc += (float)(512 + i);
            memcpy(&got, in.map + 2448 + 4 * i, 4);
            if (got != acc) bad++;
        }
        check(!bad, "scan with the output right after the input: %d of 100 wrong", bad);
    }
#undef GOOD
    /* vkr_scan (host arrays) */
    for (i = 0; i < 64; i++) host[i] = (float)i;
    expect_fail(t_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, NULL, 5, NULL, res),
                VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "input", "vkr_scan(input NULL, count 5)");
    expect_fail(t_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, host, 5, NULL, NULL),
                VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output", "vkr_scan(output NULL)");
    expect_fail(t_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_NONE, host, 5, NULL, res),
                VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "kind", "vkr_scan(kind 0)");
    expect_fail(t_scan(g_ctx, VKR_OP_NONE, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, host, 5, NULL, res),
                VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "op", "vkr_scan(op 0)");
    expect_fail(t_scan(g_ctx, VKR_OP_XOR, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, host, 5, NULL, res),
                VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "xor|op|type|f32|float", "vkr_scan(xor f32)");
    expect_fail(t_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, host, 5, NULL, host + 1),
                VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "overlap|output|input", "vkr_scan(output = input + 1 element)");
    expect_fail(t_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, host + 2, 5, NULL, host),
                VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "overlap|output|input", "vkr_scan(output = input - 2 elements)");
    expect_fail(t_scan(NULL, VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, host, 5, NULL, res), VK_SUCCESS, NULL,
                NULL, "vkr_scan(ctx NULL)");
    r = t_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, host, 5, NULL, host);
    check(r == VK_SUCCESS && host[4] == 10.0f, "vkr_scan in place (output == input): %d %s, host[4] %g", (int)r,
          lerr(g_ctx), (double)host[4]);
    /* vkr_scan_error_bound */
    expect_fail(t_scan_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 10, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx,
                "bound", "vkr_scan_error_bound(bound NULL)");
    expect_fail(t_scan_error_bound(g_ctx, (vkr_op)99, VKR_TYPE_F32, 10, &bound), VK_ERROR_VALIDATION_FAILED_EXT,
                g_ctx, "op", "vkr_scan_error_bound(op 99)");
    expect_fail(t_scan_error_bound(g_ctx, VKR_OP_ADD, (vkr_type)99, 10, &bound), VK_ERROR_VALIDATION_FAILED_EXT,
                g_ctx, "type", "vkr_scan_error_bound(type 99)");
    expect_fail(t_scan_error_bound(NULL, VKR_OP_ADD, VKR_TYPE_F32, 10, &bound), VK_SUCCESS, NULL, NULL,
                "vkr_scan_error_bound(ctx NULL)");
    /* 64-bit types on a context without them */
    scan_desc_fill(&cd, 0);
    cd.options.testing.hide = VKR_TESTING_HIDE_INT64 | VKR_TESTING_HIDE_FLOAT64;
    c = make_context(&cd, "hide int64 and float64");
    if (c) {
        int k;
        static const vkr_type t64[3] = {VKR_TYPE_F64, VKR_TYPE_I64, VKR_TYPE_U64};
        cmd_begin(&g_dev);
        for (k = 0; k < 3; k++) {
            char what[80];
            memset(&sd, 0, sizeof sd);
            sd.op = VKR_OP_ADD;
            sd.type = t64[k];
            sd.kind = VKR_SCAN_INCLUSIVE;
            sd.count = 10;
            sd.input.buffer = in.buf;
            sd.input.size = in.size;
            sd.output.buffer = out.buf;
            sd.output.size = out.size;
            snprintf(what, sizeof what, "scan: %s on a context without 64-bit types", tyn(t64[k]));
            expect_fail(vkr_cmd_scan(c, cmd, &sd), VK_ERROR_FEATURE_NOT_PRESENT, c, NULL, what);
            snprintf(what, sizeof what, "vkr_scan: %s on a context without 64-bit types", tyn(t64[k]));
            expect_fail(t_scan(c, VKR_OP_MAX, t64[k], VKR_SCAN_EXCLUSIVE, in.map, 10, NULL, out.map),
                        VK_ERROR_FEATURE_NOT_PRESENT, c, NULL, what);
        }
        cmd_submit_wait(&g_dev);
        vkr_destroy_context(c);
    }
    /* context creation: the scan knobs */
#define BADCTX(stmt, words, what)                                                             \
    do {                                                                                       \
        scan_desc_fill(&cd, 0);                                                                \
        stmt;                                                                                  \
        c = (vkr_context)&cd;                                                                  \
        cd.log = test_log;                                                                     \
        g_log_last[0] = 0;                                                                     \
        r = vkr_create_context(&cd, &c);                                                       \
        expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, NULL, NULL, what);                      \
        check(c == NULL, "%s: *ctx not NULL after failure", what);                             \
        if (r == VK_SUCCESS && c) vkr_destroy_context(c);                                      \
        check(mentions(g_log_last, words), "%s: message \"%s\" should name %s", what,          \
              g_log_last, words);                                                              \
    } while (0)
    BADCTX(cd.options.scan_workgroup_size = 4096, "scan_workgroup_size", "vkr_create_context(scan_workgroup_size 4096)");
    BADCTX(cd.options.scan_workgroup_size = g_info.path == VKR_PATH_SHARED ? 31 : 33, "scan_workgroup_size",
           "vkr_create_context(scan_workgroup_size 33, shared path: 31)");
    BADCTX(cd.options.scan_algorithm = (vkr_scan_algorithm)3, "scan_algorithm", "vkr_create_context(scan_algorithm 3)");
    BADCTX(cd.options.testing.scan_schedule = 1u << 7, "scan_schedule", "vkr_create_context(testing.scan_schedule bit 7)");
#undef BADCTX
    buf_destroy(&g_dev, &sb);
    buf_destroy(&g_dev, &ib);
    buf_destroy(&g_dev, &out);
    buf_destroy(&g_dev, &in);
}

/* desc->options.self_test and desc->options.scan_algorithm: the context's choice of algorithm. */
static void scan_group_selftest(void)
{
    vkr_context_desc cd;
    vkr_context_info info;
    vkr_context c;
    sspec *s = g_specs;
    int i, n;
    /* scan_algorithm = reduce-then-scan: AUTO runs it (no fallback even when forced), SINGLE_PASS
       still runs the single pass (every tile falls back) */
    scan_desc_fill(&cd, VKR_TESTING_SCAN_FORCE_FALLBACK);
    cd.options.scan_algorithm = VKR_SCAN_REDUCE_THEN_SCAN;
    c = scan_context(&cd, "scan_algorithm reduce-then-scan, force-fallback", &info);
    if (c) {
        sbatch b;
        tbuf sb;
        check(info.scan_algorithm == VKR_SCAN_REDUCE_THEN_SCAN && !(info.adjustments & VKR_ADJUSTED_SCAN_REDUCE_THEN_SCAN),
              "scan_algorithm reduce-then-scan: info.scan_algorithm %d, adjustments 0x%x", (int)info.scan_algorithm,
              info.adjustments);
        for (i = 0; i < 2; i++) {
            sbatch_init(&b, c, i ? "force-fallback, explicit single pass" : "force-fallback, AUTO = reduce-then-scan");
            if (!own_scratch(c, &sb, &b)) break;
            for (n = 0; n < 4; n++) /* f32 add, u64 max: 2 (op, type), both algorithms */
                s[n] = spec(n % 2 ? VKR_OP_MAX : VKR_OP_ADD, n % 2 ? t32(VKR_TYPE_U64) : VKR_TYPE_F32, k_kinds[n / 2],
                            n % 3, i ? VKR_SCAN_SINGLE_PASS : VKR_SCAN_AUTO, 5 * tile_of(&info, VKR_TYPE_F32) + 3);
            run_specs(c, b.label, s, n, &b);
            if (i)
                check(b.fallbacks >= b.min_fallbacks && b.min_fallbacks > 0, "%s: %llu fallbacks, want >= %llu", b.label,
                      (unsigned long long)b.fallbacks, (unsigned long long)b.min_fallbacks);
            else
                check(b.fallbacks == 0, "%s: %llu fallbacks counted: AUTO did not run reduce-then-scan", b.label,
                      (unsigned long long)b.fallbacks);
            buf_destroy(&g_dev, &sb);
        }
        vkr_destroy_context(c);
    }
    /* the self-test on a sound schedule keeps the single pass */
    scan_desc_fill(&cd, 0);
    cd.options.self_test = VK_TRUE;
    cd.log = test_log;
    g_log_warnings = 0;
    c = scan_context(&cd, "self_test", &info);
    if (c) {
        check(info.scan_algorithm == VKR_SCAN_SINGLE_PASS && !(info.adjustments & VKR_ADJUSTED_SCAN_REDUCE_THEN_SCAN),
              "self_test, normal schedule: info.scan_algorithm %d, adjustments 0x%x (want single pass, none)",
              (int)info.scan_algorithm, info.adjustments);
        vkr_destroy_context(c);
    }
    /* the self-test on the broken build with a starving schedule moves to reduce-then-scan */
    if (!g_lavapipe) {
        skip("self_test with SWAP_PAIRS | NO_FALLBACK: only on lavapipe (it cuts endless loops; another device "
             "may hang)");
        return;
    }
    scan_desc_fill(&cd, VKR_TESTING_SCAN_SWAP_PAIRS | VKR_TESTING_SCAN_NO_FALLBACK);
    cd.options.self_test = VK_TRUE;
    cd.log = test_log;
    g_log_warnings = 0;
    c = scan_context(&cd, "self_test, swap-pairs and no fallback", &info);
    if (!c) return;
    if (g_lp_single)
        check(info.scan_algorithm == VKR_SCAN_REDUCE_THEN_SCAN && (info.adjustments & VKR_ADJUSTED_SCAN_REDUCE_THEN_SCAN) &&
              g_log_warnings > 0 && info.notes && info.notes[0],
              "self_test, SWAP_PAIRS | NO_FALLBACK, LP_NUM_THREADS=1: info.scan_algorithm %d, adjustments 0x%x, %lu "
              "warnings, notes \"%s\" (want reduce-then-scan, VKR_ADJUSTED_SCAN_REDUCE_THEN_SCAN, a warning, a note)",
              (int)info.scan_algorithm, info.adjustments, g_log_warnings, info.notes ? info.notes : "");
    else
        printf("  (not LP_NUM_THREADS=1: the move to reduce-then-scan is not asserted; it %s)\n",
               info.scan_algorithm == VKR_SCAN_REDUCE_THEN_SCAN ? "moved" : "did not move");
    if (info.scan_algorithm == VKR_SCAN_REDUCE_THEN_SCAN) {
        for (n = 0; n < 9; n++) { /* f32 add, u32 and, f64 min */
            vkr_type t = n % 3 == 0 ? VKR_TYPE_F32 : n % 3 == 1 ? VKR_TYPE_U32 : VKR_TYPE_F64;
            s[n] = spec(n % 3 == 0 ? VKR_OP_ADD : n % 3 == 1 ? VKR_OP_AND : VKR_OP_MIN, t, k_kinds[n % 2], n / 3,
                        VKR_SCAN_AUTO, n < 3 ? 77 : 9 * tile_of(&info, t) + 1);
        }
        run_specs(c, "the context the self-test moved to reduce-then-scan", s, n, NULL);
    }
    vkr_destroy_context(c);
}

/* Prototype mode: vkr_scan on the library's own device, validation on. */
static void scan_group_prototype(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    vkr_context_info info;
    sspec *s = g_specs;
    VkResult r;
    int i;
    memset(&pd, 0, sizeof pd);
    pd.options.binding = g_force_binding;
    pd.options.path = g_opt.path;
    pd.validation = VK_TRUE;
    pd.log = test_log;
    pd.options.scan_workgroup_size = 128;
    pd.options.scan_algorithm = VKR_SCAN_REDUCE_THEN_SCAN;
    pd.options.testing.scan_schedule = g_broken;
    g_log_validation = 0;
    where("vkr_create_prototype_context(validation, scan knobs)");
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "vkr_create_prototype_context: %d", (int)r)) return;
    if (context_info(c, &info)) {
        check(info.scan_workgroup_size == 128 && info.scan_algorithm == VKR_SCAN_REDUCE_THEN_SCAN &&
              info.scan_tile_elements[VKR_TYPE_F32] == 128 * 16,
              "prototype: scan_workgroup_size %u, scan_algorithm %d, tile f32 %llu (want 128, reduce-then-scan, 2048)",
              info.scan_workgroup_size, (int)info.scan_algorithm, (unsigned long long)info.scan_tile_elements[VKR_TYPE_F32]);
        for (i = 0; i < 6; i += 2) { /* f32 add, u32 xor, u64 and */
            static const vkr_op ops[6] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_XOR, VKR_OP_MIN, VKR_OP_AND, VKR_OP_ADD};
            unsigned char *in, *out;
            size_t bytes;
            s[i] = spec(ops[i], k_types[i + (i > 0)], k_kinds[i / 2 % 2], i / 2 % 2 ? INIT_CONST : INIT_NONE, VKR_SCAN_AUTO,
                        i == 0 ? 100003 : 1000 + (uint64_t)i);
            if (skip64(c, info.enabled_features, s[i].op, s[i].type)) continue;
            bytes = (size_t)(s[i].n * tsz(s[i].type));
            in = (unsigned char *)malloc(bytes);
            out = (unsigned char *)malloc(bytes);
            if (in && out) {
                spec_fill(&s[i], in);
                r = t_scan(c, s[i].op, s[i].type, s[i].kind, in, s[i].n, s[i].init_mode ? &s[i].init : NULL, out);
                if (check(r == VK_SUCCESS, "prototype vkr_scan(%s %s): %d %s", opn(s[i].op), tyn(s[i].type), (int)r, lerr(c)))
                    check_scan(&s[i], in, out, scan_bound(c, &s[i]), "the prototype context");
            }
            free(in);
            free(out);
        }
        context_info(c, &info);
        check(info.validation_messages == 0 && g_log_validation == 0, "prototype: %llu validation messages",
              (unsigned long long)info.validation_messages);
    }
    vkr_destroy_context(c);
}

static const group_def k_scan_groups[] = {
    {"sinfo", scan_group_sinfo, "scan fields of vkr_context_info, vkr_scan_error_bound"},
    {"matrix", scan_group_matrix, "op x type x inclusive/exclusive x init none/const/buffer x algorithm at edge sizes"},
    {"sweep", scan_group_sweep, "every n around one and two tiles, all prefixes of one array"},
    {"special", scan_group_special, "NaN, inf, signed zeros, denormals, integer extremes; special inits"},
    {"wgsize", scan_group_wgsize, "scan_workgroup_size 64 and the largest"},
    {"schedules", scan_group_schedules, "every testing.scan_schedule on every type: fallbacks, same bits"},
    {"determinism", scan_group_determinism, "repeatability, offsets, exclusive = shifted inclusive, digests"},
    {"split", scan_group_split, "inputs and outputs past max_binding_range: same bits as one range"},
    {"chunks", scan_group_chunks, "vkr_scan of host arrays in chunks, in place: same bits as vkr_cmd_scan"},
    {"large", scan_group_large, "2^24 + 3 elements (f32, u32)"},
    {"engine", scan_group_engine, "scans and reduces in one command buffer with the application's data and barriers"},
    {"badinput", scan_group_badinput, "argument errors of vkr_cmd_scan, vkr_scan, vkr_scan_error_bound, the context"},
    {"selftest", scan_group_selftest, "scan_algorithm, the self-test's move to reduce-then-scan"},
    {"prototype", scan_group_prototype, "vkr_scan in prototype mode with validation"},
    {"rows", scan_rows_group_matrix, "row scans: op x type x kind x init none/value/per row x algorithm, shapes around a tile, strides, in place"},
    {"rows-schedules", scan_rows_group_schedules, "row scans under every forced schedule: same bits"},
    {"rows-split", scan_rows_group_split, "row scans past max_binding_range (rows per dispatch, rows longer than a range): same bits"},
    {"rows-badinput", scan_rows_group_badinput, "argument errors of vkr_cmd_scan_rows and vkr_scan_rows, nothing written"},
    {"rows-prototype", scan_rows_group_prototype, "vkr_scan_rows of host arrays: chunks of rows, long rows, per-row init, in place"},
    {"segments", segments_group_matrix, "segmented scans: op x type x kind x init x algorithm, heads by u32 / u8 flags and begin offsets (repeats, past the count), none / every element / tiny / sparse / tile edges / one huge segment, sizes around a tile, in place, determinism"},
    {"segments-schedules", segments_group_schedules, "segmented scans under every forced schedule: same bits"},
    {"segments-split", segments_group_split, "segmented scans past max_binding_range (flag windows, offsets from each range): same bits as one range"},
    {"segments-badinput", segments_group_badinput, "argument errors of vkr_cmd_scan_segments and vkr_scan_segments (offsets out of order or past the count), nothing written"},
    {"segments-prototype", segments_group_prototype, "vkr_scan_segments of host arrays: 64 KiB chunks, flags and offsets across chunks, in place"},
    {"select", select_group_matrix, "stream compaction: flags u32/u8 and every comparison x key type, sizes around a tile, densities, capacity, partition, count only, dispatch command, NaN / signed zeros / word boundaries, determinism"},
    {"select-records", select_group_records, "stream compaction of 4- to 256-byte records, keys inside them, offsets not multiples of 16"},
    {"select-badinput", select_group_badinput, "argument errors of vkr_cmd_select and vkr_select, nothing written"},
    {"select-prototype", select_group_prototype, "vkr_select of host arrays: 64 KiB chunks, partition across chunks, capacity, count 0"},
    {"select-schedules", select_group_schedules, "stream compaction under every forced schedule: same bytes"},
    {"select-split", select_group_split, "stream compaction past max_binding_range: same bytes as one range; outputs past one range refused"},
};

static int scan_setup(void)
{
    const char *e;
    g_lavapipe = strstr(g_props.deviceName, "llvmpipe") != NULL;
    e = getenv("LP_NUM_THREADS");
    g_lp_single = e && !strcmp(e, "1");
    if (g_broken && !check(g_lavapipe, "VKR_TEST_SCAN_BROKEN: only on lavapipe, which cuts endless loops (%s may hang)",
                           g_props.deviceName))
        return 0;
    if (g_broken) { /* the main context too */
        vkr_context_desc cd;
        vkr_destroy_context(g_ctx);
        scan_desc_fill(&cd, 0);
        g_ctx = make_context(&cd, "main engine context, NO_FALLBACK");
        if (!g_ctx || !context_info(g_ctx, &g_info)) return 0;
    }
    if (!buf_create(&g_dev, (VkDeviceSize)(g_opt.quick ? 8 : 48) << 20, &g_sout)) return 0;
    if (!buf_create(&g_dev, (VkDeviceSize)MAX_SJOBS * SLOT_BYTES + 256, &g_sinit)) return 0;
    g_sjobs = (sjob *)calloc(MAX_SJOBS, sizeof *g_sjobs);
    g_specs = (sspec *)calloc(MAX_SPECS + 1, sizeof *g_specs);
    if (!g_sjobs || !g_specs) return 0;
    printf("scan: algorithm %s, workgroup %u, tile %llu (f32) %llu (f64) elements%s%s\n",
           algo_name(g_info.scan_algorithm), g_info.scan_workgroup_size,
           (unsigned long long)g_info.scan_tile_elements[VKR_TYPE_F32],
           (unsigned long long)g_info.scan_tile_elements[VKR_TYPE_F64], g_lp_single ? ", LP_NUM_THREADS=1" : "",
           g_broken ? ", VKR_TEST_SCAN_BROKEN: NO_FALLBACK in every context" : "");
    return 1;
}

static void scan_teardown(void)
{
    if (g_dev.dev) {
        g_dev.t.vkDeviceWaitIdle(g_dev.dev);
        buf_destroy(&g_dev, &g_sout);
        buf_destroy(&g_dev, &g_sinit);
    }
    scan_rows_teardown();
    select_teardown();
    segments_teardown();
    free(g_sjobs);
    free(g_specs);
    g_sjobs = NULL;
    g_specs = NULL;
}

static void scan_group_start(void) { g_worst_ratio = 0; }

int main(int argc, char **argv)
{
    harness_program p;
    const char *e = getenv("VKR_TEST_SCAN_BROKEN");
    if (e && *e && strcmp(e, "0")) g_broken = VKR_TESTING_SCAN_NO_FALLBACK;
    memset(&p, 0, sizeof p);
    p.name = "test_scan";
    p.title = "vk_reduce scan tests";
    p.title_note = g_broken ? ", BROKEN (NO_FALLBACK)" : "";
    p.environment = "             VKR_TEST_SCAN_BROKEN=1 (NO_FALLBACK in every context: group schedules must fail)\n";
    p.groups = k_scan_groups;
    p.n_groups = sizeof k_scan_groups / sizeof k_scan_groups[0];
    p.setup = scan_setup;
    p.teardown = scan_teardown;
    p.group_start = scan_group_start;
    return harness_main(argc, argv, &p);
}
