/* test_operators.c - user-defined operators: headers made by gen/gen.py --user-op from
   examples/operators/ (the GLSL files), registered with vkr_register_operator, through every call that
   takes them (vkr_cmd_reduce, vkr_reduce, vkr_cmd_scan, vkr_scan, vkr_cmd_scan_rows,
   vkr_scan_rows, vkr_cmd_scan_segments, vkr_scan_segments) against a CPU reference.

   Build (from the repository root, after generating the headers into build/operators, as
   tests/run_tests.sh and the Makefile do; C99 or C++11, linked with tests/harness.c):
       make operators     (for each examples/operators/NAME.glsl:
                          python3 gen/gen.py --user-op examples/operators/NAME.glsl --output build/operators/NAME.h)
       cc -std=c99 -O2 -Ibuild/operators tests/test_operators.c tests/harness.c -o build/tests/test_operators -ldl -lm
   Options, environment (VKR_TEST_PATH, VKR_TEST_BINDING, ...), validation (any WARNING or ERROR
   fails the run) and reporting are tests/harness.h's.

   The operators: six of them are not commutative (2x2 u32 matrix product, the bicyclic monoid,
   "last write wins", f64 affine maps composed in order, the 12-byte Heisenberg group, a u64
   segmented sum whose struct has 4 bytes of padding, random in the inputs and not compared)
   and one is (f32 min, max, sum, count);
   the data keep every result exact (wrapping integers, small integers in floats), so every
   output is compared bit for bit with the left fold in index order: a combine with its operands
   swapped, or prefixes joined in another order, changes it. Each scan and reduce also checks
   the bytes around its output (sentinels), and in place that the scan read its input before
   writing. */
#include "harness.h"
#include "mat2.h"
#include "bicyclic.h"
#include "last_write.h"
#include "stats.h"
#include "affine.h"
#include "heisenberg.h"
#include "segsum.h"

/* ------------------------------------------------------------------------------------------ */
/* The operators on the CPU                                                                    */
/* ------------------------------------------------------------------------------------------ */

typedef struct uop_def {
    const char *name;
    const vkr_operator_desc *desc;
    uint32_t features; /* vkr_feature_flags it needs */
    void (*identity)(unsigned char *out);
    void (*combine)(const unsigned char *x, const unsigned char *y, unsigned char *out); /* x: lower indices */
    void (*random)(unsigned char *out, rng_t *r);
    uint32_t pad_words; /* bit k: 32-bit word k is padding (not compared; random in the inputs) */
} uop_def;

static void get_words(const unsigned char *p, uint32_t *w, int n) { memcpy(w, p, (size_t)n * 4); }
static void put_words(unsigned char *p, const uint32_t *w, int n) { memcpy(p, w, (size_t)n * 4); }

static void mat2_identity(unsigned char *o)
{
    const uint32_t w[4] = {1, 0, 0, 1};
    put_words(o, w, 4);
}
static void mat2_combine(const unsigned char *x, const unsigned char *y, unsigned char *o)
{
    uint32_t a[4], b[4], c[4];
    get_words(x, a, 4);
    get_words(y, b, 4);
    c[0] = a[0] * b[0] + a[1] * b[2];
    c[1] = a[0] * b[1] + a[1] * b[3];
    c[2] = a[2] * b[0] + a[3] * b[2];
    c[3] = a[2] * b[1] + a[3] * b[3];
    put_words(o, c, 4);
}
/* unit triangular or a swap: invertible, so long products never collapse to 0 */
static void mat2_random(unsigned char *o, rng_t *r)
{
    const uint32_t k = (uint32_t)rbelow(r, 3), v = (uint32_t)rnext(r);
    uint32_t w[4];
    w[0] = k == 2 ? 0 : 1;
    w[1] = k == 0 ? v : k == 2 ? 1 : 0;
    w[2] = k == 1 ? v : k == 2 ? 1 : 0;
    w[3] = k == 2 ? 0 : 1;
    put_words(o, w, 4);
}

static void bicyclic_identity(unsigned char *o)
{
    const uint32_t w[2] = {0, 0};
    put_words(o, w, 2);
}
static void bicyclic_combine(const unsigned char *x, const unsigned char *y, unsigned char *o)
{
    uint32_t a[2], b[2], c[2], m;
    get_words(x, a, 2);
    get_words(y, b, 2);
    m = a[1] < b[0] ? a[1] : b[0];
    c[0] = a[0] + b[0] - m;
    c[1] = a[1] + b[1] - m;
    put_words(o, c, 2);
}
static void bicyclic_random(unsigned char *o, rng_t *r)
{
    uint32_t w[2];
    w[0] = (uint32_t)rbelow(r, 4);
    w[1] = (uint32_t)rbelow(r, 4);
    put_words(o, w, 2);
}

static void last_identity(unsigned char *o) { bicyclic_identity(o); }
static void last_combine(const unsigned char *x, const unsigned char *y, unsigned char *o)
{
    uint32_t b[2];
    get_words(y, b, 2);
    memmove(o, b[1] ? y : x, 8);
}
static void last_random(unsigned char *o, rng_t *r)
{
    uint32_t w[2];
    w[0] = (uint32_t)rnext(r);
    w[1] = rbelow(r, 8) == 0;
    put_words(o, w, 2);
}

static void stats_identity(unsigned char *o)
{
    const uint32_t w[4] = {0x7f800000u, 0xff800000u, 0, 0};
    put_words(o, w, 4);
}
static void stats_combine(const unsigned char *x, const unsigned char *y, unsigned char *o)
{
    float a[3], b[3], c[3];
    uint32_t n[2];
    memcpy(a, x, 12);
    memcpy(b, y, 12);
    memcpy(&n[0], x + 12, 4);
    memcpy(&n[1], y + 12, 4);
    c[0] = a[0] < b[0] ? a[0] : b[0];
    c[1] = a[1] > b[1] ? a[1] : b[1];
    c[2] = a[2] + b[2];
    n[0] += n[1];
    memcpy(o, c, 12);
    memcpy(o + 12, &n[0], 4);
}
/* small integers: every sum of up to 2^20 of them is exact in f32 */
static void stats_random(unsigned char *o, rng_t *r)
{
    const float v = (float)rbelow(r, 16);
    const uint32_t one = 1;
    memcpy(o, &v, 4);
    memcpy(o + 4, &v, 4);
    memcpy(o + 8, &v, 4);
    memcpy(o + 12, &one, 4);
}

static void affine_identity(unsigned char *o)
{
    const double w[2] = {1.0, 0.0};
    memcpy(o, w, 16);
}
static void affine_combine(const unsigned char *x, const unsigned char *y, unsigned char *o)
{
    double a[2], b[2], c[2];
    memcpy(a, x, 16);
    memcpy(b, y, 16);
    c[0] = a[0] * b[0];
    c[1] = b[0] * a[1] + b[1];
    memcpy(o, c, 16);
}
/* slopes +-1, small integer offsets: every composition is exact */
static void affine_random(unsigned char *o, rng_t *r)
{
    double w[2];
    w[0] = rbelow(r, 2) ? 1.0 : -1.0;
    w[1] = (double)((int)rbelow(r, 17) - 8);
    memcpy(o, w, 16);
}

static void heis_identity(unsigned char *o)
{
    const uint32_t w[3] = {0, 0, 0};
    put_words(o, w, 3);
}
static void heis_combine(const unsigned char *x, const unsigned char *y, unsigned char *o)
{
    uint32_t a[3], b[3], c[3];
    get_words(x, a, 3);
    get_words(y, b, 3);
    c[0] = a[0] + b[0];
    c[1] = a[1] + b[1];
    c[2] = a[2] + b[2] + a[0] * b[1];
    put_words(o, c, 3);
}
static void heis_random(unsigned char *o, rng_t *r)
{
    uint32_t w[3];
    w[0] = (uint32_t)rnext(r);
    w[1] = (uint32_t)rnext(r);
    w[2] = (uint32_t)rnext(r);
    put_words(o, w, 3);
}

/* a segmented sum of u64 (a set reset restarts the sum): 4 bytes of padding after the flag */
static void segsum_identity(unsigned char *o) { memset(o, 0, 16); }
static void segsum_combine(const unsigned char *x, const unsigned char *y, unsigned char *o)
{
    uint32_t reset;
    uint64_t a, b;
    memcpy(&reset, y, 4);
    if (reset) {
        memmove(o, y, 16);
        return;
    }
    memcpy(&reset, x, 4);
    memcpy(&a, x + 8, 8);
    memcpy(&b, y + 8, 8);
    a += b;
    memset(o, 0, 16);
    memcpy(o, &reset, 4);
    memcpy(o + 8, &a, 8);
}
static void segsum_random(unsigned char *o, rng_t *r)
{
    const uint32_t reset = rbelow(r, 8) == 0, pad = (uint32_t)rnext(r);
    const uint64_t v = rnext(r);
    memcpy(o, &reset, 4);
    memcpy(o + 4, &pad, 4);
    memcpy(o + 8, &v, 8);
}

static const uop_def k_uops[] = {
    {"mat2", &vkr_operator_mat2, 0, mat2_identity, mat2_combine, mat2_random, 0},
    {"bicyclic", &vkr_operator_bicyclic, 0, bicyclic_identity, bicyclic_combine, bicyclic_random, 0},
    {"last_write", &vkr_operator_last_write, 0, last_identity, last_combine, last_random, 0},
    {"stats", &vkr_operator_stats, 0, stats_identity, stats_combine, stats_random, 0},
    {"affine", &vkr_operator_affine, VKR_FEATURE_FLOAT64, affine_identity, affine_combine, affine_random, 0},
    {"heisenberg", &vkr_operator_heisenberg, 0, heis_identity, heis_combine, heis_random, 0}, /* 12 bytes */
    {"segsum", &vkr_operator_segsum, VKR_FEATURE_INT64, segsum_identity, segsum_combine, segsum_random, 0x2u}, /* padded */
};
#define N_UOPS ((int)(sizeof k_uops / sizeof k_uops[0]))

static vkr_op g_uop[N_UOPS];     /* each operator's op on g_ctx (VKR_OP_NONE: not registered) */
static tbuf g_uin, g_uout, g_uaux; /* input, output (with guards), init values / heads */
static uint64_t g_tile;          /* elements per scan tile of a user type on g_ctx */
#define UBUF_BYTES ((VkDeviceSize)24 << 20)
#define GUARD 4                  /* elements of sentinel around every output */

static size_t ues(int u) { return k_uops[u].desc->element_bytes; }
/* the word a refusal for missing features names (the lowest one missing) */
static const char *feature_word(uint32_t missing) { return missing & VKR_FEATURE_FLOAT64 ? "shaderFloat64" : "shaderInt64"; }

/* The data of a case: n random elements of operator u from seed. */
static unsigned char *make_data(int u, uint64_t n, uint64_t seed)
{
    unsigned char *p = (unsigned char *)malloc((size_t)(n ? n : 1) * ues(u));
    rng_t r;
    uint64_t i;
    r.s = seed;
    for (i = 0; p && i < n; i++) k_uops[u].random(p + i * ues(u), &r);
    return p;
}

/* The left fold in index order: out[i] = init op x[0] op ... op x[i] (inclusive), or the fold
   before x[i] (exclusive); heads (non-NULL): element i restarts from init where heads[i] (and
   i == 0 always). init NULL: the identity. */
static void ref_scan(int u, const unsigned char *x, uint64_t n, int exclusive, const unsigned char *init,
                     const unsigned char *heads, unsigned char *out)
{
    unsigned char acc[16], start[16], t[16];
    const size_t es = ues(u);
    uint64_t i;
    if (init) memcpy(start, init, es);
    else k_uops[u].identity(start);
    memcpy(acc, start, es);
    for (i = 0; i < n; i++) {
        if (heads && heads[i]) memcpy(acc, start, es);
        if (exclusive) memcpy(out + i * es, acc, es);
        k_uops[u].combine(acc, x + i * es, t);
        memcpy(acc, t, es);
        if (!exclusive) memcpy(out + i * es, acc, es);
    }
}

static void ref_reduce(int u, const unsigned char *x, uint64_t n, unsigned char *out)
{
    unsigned char acc[16], t[16];
    const size_t es = ues(u);
    uint64_t i;
    k_uops[u].identity(acc);
    for (i = 0; i < n; i++) {
        k_uops[u].combine(acc, x + i * es, t);
        memcpy(acc, t, es);
    }
    memcpy(out, acc, es);
}

static void fmt_elem(char *s, size_t cap, int u, const unsigned char *p)
{
    uint32_t w[4] = {0, 0, 0, 0};
    memcpy(w, p, ues(u));
    snprintf(s, cap, "%08x %08x %08x %08x", (unsigned)w[0], (unsigned)w[1], (unsigned)w[2], (unsigned)w[3]);
}

/* Whether elements a and b of operator u are equal but for their padding. */
static int same_elem(int u, const unsigned char *a, const unsigned char *b)
{
    uint32_t x[4] = {0, 0, 0, 0}, y[4] = {0, 0, 0, 0};
    int k;
    memcpy(x, a, ues(u));
    memcpy(y, b, ues(u));
    for (k = 0; k < 4; k++)
        if (!(k_uops[u].pad_words >> k & 1u) && x[k] != y[k]) return 0;
    return 1;
}

/* Compares got[0, n) with want (not the padding); returns 1 when equal, else reports the first difference. */
static int same_elems(int u, const unsigned char *got, const unsigned char *want, uint64_t n, const char *what)
{
    const size_t es = ues(u);
    uint64_t i;
    char a[64], b[64];
    for (i = 0; i < n; i++)
        if (!same_elem(u, got + i * es, want + i * es)) {
            fmt_elem(a, sizeof a, u, got + i * es);
            fmt_elem(b, sizeof b, u, want + i * es);
            return check(0, "%s %s: element %llu of %llu is [%s], want [%s]", k_uops[u].name, what, (unsigned long long)i,
                         (unsigned long long)n, a, b);
        }
    return check(1, "%s %s", k_uops[u].name, what);
}

/* The sentinel bytes of [from, to) of the output buffer are intact. */
static int guards_intact(const tbuf *b, VkDeviceSize from, VkDeviceSize to, const char *what)
{
    VkDeviceSize i;
    for (i = from; i < to; i++)
        if (b->map[i] != SENTINEL) return check(0, "%s: byte %llu next to the output was written", what, (unsigned long long)i);
    return 1;
}

static vkr_context make_user_context(uint32_t scan_schedule, VkDeviceSize max_range, uint32_t max_workgroups, vkr_op *ops,
                                     const char *what)
{
    vkr_context_desc cd;
    vkr_context c;
    int u, k = 0;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.testing.scan_schedule = scan_schedule;
    cd.options.max_binding_range = max_range;
    cd.options.max_workgroups = max_workgroups;
    c = make_context(&cd, what);
    for (u = 0; c && u < N_UOPS; u++) {
        VkResult r;
        ops[u] = VKR_OP_NONE;
        if (k_uops[u].features & ~g_dev.vkr_features) continue; /* checked refused in group register */
        r = vkr_register_operator(c, k_uops[u].desc, &ops[u]);
        check(r == VK_SUCCESS && ops[u] == (vkr_op)(VKR_OP_USER + k), "%s: vkr_register_operator(%s): %d, op %d: %s", what,
              k_uops[u].name, (int)r, (int)ops[u], lerr(c));
        k++; /* ops number the registered operators in order */
    }
    return c;
}

/* ------------------------------------------------------------------------------------------ */
/* One scan or reduce of buffers (engine mode)                                                  */
/* ------------------------------------------------------------------------------------------ */

enum { INIT_NONE, INIT_VALUE, INIT_BUFFER };
enum { DO_SCAN, DO_REDUCE };

typedef struct ucase {
    int u;
    int what;                  /* DO_* */
    uint64_t n;
    vkr_scan_kind kind;
    int init_mode;             /* INIT_* */
    vkr_scan_algorithm algo;
    unsigned in_k, out_k;      /* element offsets of input and output */
    int in_place;
    uint64_t seed;
} ucase;

static void case_name(char *s, size_t cap, const ucase *k)
{
    static const char *const inits[3] = {"no init", "init value", "init buffer"};
    snprintf(s, cap, "%s %s n=%llu %s %s algo %d in+%u out+%u%s seed %llu", k->what == DO_REDUCE ? "reduce" : "scan",
             k->kind == VKR_SCAN_EXCLUSIVE ? "exclusive" : "inclusive", (unsigned long long)k->n, inits[k->init_mode], "",
             (int)k->algo, k->in_k, k->out_k, k->in_place ? " in place" : "", (unsigned long long)k->seed);
}

/* Runs case k on context c (op = the operator's op there); returns 1 when every check passed. */
static int run_case(vkr_context c, vkr_op op, const ucase *k)
{
    const int u = k->u;
    const size_t es = ues(u);
    const uint64_t n = k->n, outs = k->what == DO_REDUCE ? 1 : n;
    unsigned char init[16], *x, *want;
    const VkDeviceSize in_off = (VkDeviceSize)k->in_k * es;
    const VkDeviceSize out_off = k->in_place ? in_off : (VkDeviceSize)(GUARD + k->out_k) * es;
    const tbuf *ob = k->in_place ? &g_uin : &g_uout;
    char name[160];
    VkResult r;
    int ok;
    case_name(name, sizeof name, k);
    where("%s %s", k_uops[u].name, name);
    if ((n + 2 * GUARD + 64) * es > UBUF_BYTES) return check(0, "%s: case too large for the test buffers", name);
    x = make_data(u, n, k->seed);
    want = (unsigned char *)malloc((size_t)(outs ? outs : 1) * es);
    if (!check(x && want, "out of memory")) {
        free(x);
        free(want);
        return 0;
    }
    {
        rng_t r2;
        r2.s = k->seed ^ 0x9e3779b97f4a7c15ull;
        k_uops[u].random(init, &r2);
    }
    if (k->what == DO_REDUCE) ref_reduce(u, x, n, want);
    else ref_scan(u, x, n, k->kind == VKR_SCAN_EXCLUSIVE, k->init_mode ? init : NULL, NULL, want);
    memset(g_uout.map, SENTINEL, (size_t)((outs + 2 * GUARD + 64) * es));
    memset(g_uin.map, SENTINEL, (size_t)((n + 2 * GUARD + 64) * es));
    memcpy(g_uin.map + in_off, x, (size_t)(n * es));
    memcpy(g_uaux.map, init, es);
    cmd_begin(&g_dev);
    if (k->what == DO_REDUCE) {
        vkr_reduce_desc d;
        memset(&d, 0, sizeof d);
        d.op = op;
        d.type = VKR_TYPE_USER;
        d.count = n;
        d.input.buffer = g_uin.buf;
        d.input.offset = in_off;
        d.input.size = g_uin.size;
        d.output.buffer = g_uout.buf;
        d.output.offset = out_off;
        d.output.size = g_uout.size;
        r = vkr_cmd_reduce(c, g_dev.cmd, &d);
    } else {
        vkr_scan_desc d;
        memset(&d, 0, sizeof d);
        d.op = op;
        d.type = VKR_TYPE_USER;
        d.kind = k->kind;
        d.count = n;
        d.algorithm = k->algo;
        d.input.buffer = g_uin.buf;
        d.input.offset = in_off;
        d.input.size = g_uin.size;
        d.output.buffer = ob->buf;
        d.output.offset = out_off;
        d.output.size = ob->size;
        if (k->init_mode == INIT_VALUE) d.init = init;
        if (k->init_mode == INIT_BUFFER) {
            d.init_buffer.buffer = g_uaux.buf;
            d.init_buffer.size = g_uaux.size;
        }
        r = vkr_cmd_scan(c, g_dev.cmd, &d);
    }
    cmd_barrier_to_host(&g_dev);
    ok = check(r == VK_SUCCESS, "%s %s: recorded %d: %s", k_uops[u].name, name, (int)r, lerr(c));
    ok = cmd_submit_wait(&g_dev) && ok;
    if (ok) {
        ok = same_elems(u, ob->map + out_off, want, outs, name);
        if (!k->in_place) {
            char what[200];
            snprintf(what, sizeof what, "%s %s", k_uops[u].name, name);
            ok = guards_intact(ob, 0, out_off, what) && guards_intact(ob, out_off + outs * es, out_off + (outs + GUARD) * es, what) && ok;
            ok = check(!memcmp(g_uin.map + in_off, x, (size_t)(n * es)), "%s %s: the input changed", k_uops[u].name, name) && ok;
        }
    }
    free(x);
    free(want);
    return ok;
}

/* The sizes around the tiles (t: elements per tile). */
static int case_sizes(uint64_t *s, uint64_t t)
{
    int k = 0;
    s[k++] = 1;
    s[k++] = 2;
    s[k++] = 5;
    s[k++] = t - 1;
    s[k++] = t;
    s[k++] = t + 1;
    s[k++] = 2 * t + 3;
    s[k++] = 7 * t - 1;
    if (!g_opt.quick) {
        s[k++] = 31 * t + 17;
        s[k++] = 100003; /* a prime */
    }
    return sort_unique(s, k);
}

/* ------------------------------------------------------------------------------------------ */
/* Groups                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/* Registration: each operator once per context (the same op again), its modules' needs. */
static void group_register(void)
{
    vkr_context_desc cd;
    vkr_context c;
    int u;
    for (u = 0; u < N_UOPS; u++) {
        vkr_op again = VKR_OP_NONE;
        VkResult r;
        if (k_uops[u].features & ~g_dev.vkr_features) {
            /* a device without 64-bit floats or integers: the operator needing them is refused by name */
            r = vkr_register_operator(g_ctx, k_uops[u].desc, &again);
            expect_fail(r, VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, feature_word(k_uops[u].features & ~g_dev.vkr_features),
                        "register an operator without the 64-bit feature it needs");
            check(again == VKR_OP_NONE, "a refused registration leaves op VKR_OP_NONE");
            continue;
        }
        r = vkr_register_operator(g_ctx, k_uops[u].desc, &again);
        check(r == VK_SUCCESS && again == g_uop[u], "registering %s again gives the same op (%d, %d): %s", k_uops[u].name, (int)again,
              (int)g_uop[u], lerr(g_ctx));
    }
    /* a context that hides the f64 feature refuses the f64 operator, takes the others */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features & ~(uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64));
    c = make_context(&cd, "no 64-bit features");
    if (c) {
        vkr_op op = VKR_OP_NONE;
        expect_fail(vkr_register_operator(c, &vkr_operator_affine, &op), VK_ERROR_FEATURE_NOT_PRESENT, c, "shaderFloat64",
                    "register the f64 operator on a context without FLOAT64");
        expect_fail(vkr_register_operator(c, &vkr_operator_segsum, &op), VK_ERROR_FEATURE_NOT_PRESENT, c, "shaderInt64",
                    "register the u64 operator on a context without INT64");
        check(vkr_register_operator(c, &vkr_operator_mat2, &op) == VK_SUCCESS && op == VKR_OP_USER,
              "the first operator a context registers is VKR_OP_USER: %d %s", (int)op, lerr(c));
        vkr_destroy_context(c);
    }
    {
        vkr_context_info info;
        if (context_info(g_ctx, &info))
            check(info.scan_tile_elements[VKR_TYPE_USER] == g_tile && g_tile == (uint64_t)info.scan_workgroup_size * 4,
                  "scan_tile_elements[VKR_TYPE_USER] %llu = scan_workgroup_size x 4", (unsigned long long)g_tile);
    }
}

/* Every operator: scans (inclusive, exclusive x no init, a value, a buffer x both algorithms)
   and reduces at sizes around the tiles, offsets, in place. */
static void group_matrix(void)
{
    uint64_t sizes[16];
    const int ns = case_sizes(sizes, g_tile);
    int u, i, kind, init, algo;
    for (u = 0; u < N_UOPS; u++) {
        if (!g_uop[u]) continue;
        for (i = 0; i < ns; i++) {
            ucase k;
            memset(&k, 0, sizeof k);
            k.u = u;
            k.n = sizes[i];
            k.seed = mix_seed((uint64_t)u, sizes[i]);
            k.what = DO_REDUCE;
            k.in_k = (unsigned)(i % 3);
            k.out_k = (unsigned)(i % 2);
            run_case(g_ctx, g_uop[u], &k);
            k.what = DO_SCAN;
            for (kind = 0; kind < 2; kind++)
                for (init = 0; init < 3; init++)
                    for (algo = 1; algo <= 2; algo++) {
                        if (g_opt.quick && (init + algo + kind + i) % 3) continue;
                        k.kind = kind ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
                        k.init_mode = init;
                        k.algo = (vkr_scan_algorithm)algo;
                        k.in_place = (init + i) % 4 == 3;
                        k.seed = mix_seed(k.seed, (uint64_t)(kind * 8 + init * 2 + algo));
                        run_case(g_ctx, g_uop[u], &k);
                    }
        }
    }
}

/* Reduces of nothing (the identity), of one element, and scans of nothing (nothing written). */
static void group_edges(void)
{
    int u;
    for (u = 0; u < N_UOPS; u++) {
        ucase k;
        if (!g_uop[u]) continue;
        memset(&k, 0, sizeof k);
        k.u = u;
        k.kind = VKR_SCAN_INCLUSIVE;
        k.what = DO_REDUCE;
        k.n = 0;
        k.seed = 7;
        run_case(g_ctx, g_uop[u], &k);
        k.what = DO_SCAN;
        k.init_mode = INIT_VALUE;
        run_case(g_ctx, g_uop[u], &k); /* n = 0: the guards must stay */
        {
            unsigned char got[16], want[16];
            vkr_reduce_desc d;
            memset(&d, 0, sizeof d);
            d.op = g_uop[u];
            d.type = VKR_TYPE_USER;
            k_uops[u].identity(want);
            check(vkr_reduce(g_ctx, &d, got) == VK_SUCCESS && same_elem(u, got, want), "%s: vkr_reduce of nothing is the identity: %s",
                  k_uops[u].name, lerr(g_ctx));
        }
    }
}

/* Forced schedules (tiles out of order, fallbacks on every predecessor) and binding ranges of
   a few tiles (carries between ranges): the same exact results. Then reduces on a context of 2
   workgroups (the library folds 2 x max_workgroups spans of tiles): one tile more than the
   spans (spans of 2, the last empty), and spans of 4 tiles, the last short. */
static void group_schedules(void)
{
    static const uint32_t schedules[4] = {VKR_TESTING_SCAN_SWAP_PAIRS, VKR_TESTING_SCAN_REVERSE_64, VKR_TESTING_SCAN_FORCE_FALLBACK, 0};
    int s, u;
    {
        vkr_op ops[N_UOPS];
        vkr_context c = make_user_context(0, 0, 2, ops, "max_workgroups 2");
        for (u = 0; c && u < N_UOPS; u++) {
            ucase k;
            int i;
            if (!ops[u]) continue;
            memset(&k, 0, sizeof k);
            k.u = u;
            k.what = DO_REDUCE;
            for (i = 0; i < 2; i++) {
                k.n = i ? 13 * g_tile + 3 : 5 * g_tile;
                k.seed = mix_seed((uint64_t)u + 40, k.n);
                k.in_k = (unsigned)i;
                run_case(c, ops[u], &k);
            }
        }
        if (c) vkr_destroy_context(c);
    }
    for (s = 0; s < 4; s++) {
        vkr_op ops[N_UOPS];
        /* the last: no schedule, binding ranges of three tiles of the largest element (plus alignment) */
        const VkDeviceSize range = s == 3 ? 3 * g_tile * 16 + g_props.limits.minStorageBufferOffsetAlignment : 0;
        char what[64];
        vkr_context c;
        snprintf(what, sizeof what, s == 3 ? "max_binding_range %llu" : "scan_schedule 0x%llx",
                 (unsigned long long)(s == 3 ? range : schedules[s]));
        c = make_user_context(s == 3 ? 0 : schedules[s], range, 0, ops, what);
        if (!c) continue;
        for (u = 0; u < N_UOPS; u++) {
            ucase k;
            /* each schedule's pipelines cost lavapipe seconds: five operators a schedule, each in two or
               more (--quick: three) */
            if (!ops[u] || (g_opt.quick ? (u + s) % 5 >= 3 : (u + s) % 7 >= 5)) continue;
            memset(&k, 0, sizeof k);
            k.u = u;
            k.n = 11 * g_tile + 5;
            k.kind = VKR_SCAN_INCLUSIVE;
            k.seed = mix_seed(99, (uint64_t)(s * 16 + u));
            k.what = DO_REDUCE;
            run_case(c, ops[u], &k);
            if (s == 3) { /* ranges of whole tiles (upsweep, spine: the carry out), then 7 elements (8, 16 bytes: the one-tile pass) */
                k.n = 48 / ues(u) * g_tile + 7;
                run_case(c, ops[u], &k);
                k.n = 11 * g_tile + 5;
            }
            k.what = DO_SCAN;
            k.algo = VKR_SCAN_SINGLE_PASS;
            k.init_mode = INIT_VALUE;
            run_case(c, ops[u], &k);
            k.kind = VKR_SCAN_EXCLUSIVE;
            k.init_mode = INIT_BUFFER;
            k.in_place = 1;
            run_case(c, ops[u], &k);
            k.algo = VKR_SCAN_REDUCE_THEN_SCAN;
            k.in_place = 0;
            run_case(c, ops[u], &k);
        }
        vkr_destroy_context(c);
    }
}

/* Row scans: rows x length at strides, one init value or one per row, and segmented scans by
   u32 / u8 flags and begin offsets. */
static void group_rows_segments(void)
{
    int u, shape;
    for (u = 0; u < N_UOPS; u++) {
        const size_t es = ues(u);
        if (!g_uop[u]) continue;
        /* every shape for the first operator, one each for the others: the operator's own code is
           its combine, the rest is the modules' (test_scan's row and segmented scan groups) */
        for (shape = 0; shape < 3; shape++) {
            const uint64_t rows = shape == 0 ? 1000 : shape == 1 ? 5 : 3, len = shape == 0 ? 7 : shape == 1 ? g_tile + 3 : 3 * g_tile;
            const uint64_t is = len + (uint64_t)shape, os = len + 2;
            const uint64_t nin = (rows - 1) * is + len, nout = (rows - 1) * os + len;
            unsigned char *x = make_data(u, nin, mix_seed(5, (uint64_t)(u * 4 + shape)));
            unsigned char *inits = make_data(u, rows, mix_seed(6, (uint64_t)(u * 4 + shape)));
            unsigned char *want = (unsigned char *)malloc((size_t)nout * es);
            vkr_scan_rows_desc d;
            uint64_t r;
            VkResult res;
            int ok;
            if (u && shape != u % 3 && !(shape == 1 && ues(u) == 16)) {
                free(x), free(inits), free(want);
                continue;
            }
            if (!check(x && inits && want, "out of memory")) {
                free(x), free(inits), free(want);
                continue;
            }
            memset(g_uout.map, SENTINEL, (size_t)((nout + GUARD) * es));
            memcpy(g_uin.map, x, (size_t)(nin * es));
            memcpy(g_uaux.map, inits, (size_t)(rows * es));
            memset(&d, 0, sizeof d);
            d.op = g_uop[u];
            d.type = VKR_TYPE_USER;
            d.kind = shape == 1 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
            d.rows = rows;
            d.row_length = len;
            d.input_row_stride = is;
            d.output_row_stride = os;
            d.input.buffer = g_uin.buf;
            d.input.size = g_uin.size;
            d.output.buffer = g_uout.buf;
            d.output.size = g_uout.size;
            d.algorithm = shape == 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_AUTO;
            if (shape != 1) { /* one initial value per row */
                d.init_buffer.buffer = g_uaux.buf;
                d.init_buffer.size = g_uaux.size;
            } else { /* one for every row (16 bytes: four push-constant words) */
                d.init = inits;
            }
            where("%s row scan %llu x %llu", k_uops[u].name, (unsigned long long)rows, (unsigned long long)len);
            cmd_begin(&g_dev);
            res = vkr_cmd_scan_rows(g_ctx, g_dev.cmd, &d);
            cmd_barrier_to_host(&g_dev);
            ok = check(res == VK_SUCCESS, "%s vkr_cmd_scan_rows: %d %s", k_uops[u].name, (int)res, lerr(g_ctx));
            if (cmd_submit_wait(&g_dev) && ok) {
                for (r = 0; r < rows; r++) {
                    char what[96];
                    ref_scan(u, x + r * is * es, len, d.kind == VKR_SCAN_EXCLUSIVE, shape != 1 ? inits + r * es : inits, NULL,
                             want + r * os * es);
                    snprintf(what, sizeof what, "row scan %llu x %llu, row %llu", (unsigned long long)rows, (unsigned long long)len,
                             (unsigned long long)r);
                    if (!same_elems(u, g_uout.map + r * os * es, want + r * os * es, len, what)) break;
                    if (r + 1 < rows) guards_intact(&g_uout, (r * os + len) * es, (r + 1) * os * es, what);
                }
            }
            free(x), free(inits), free(want);
        }
        /* segmented scans */
        for (shape = 0; shape < 3; shape++) {
            const uint64_t n = shape == 2 ? 9 * g_tile + 7 : 3 * g_tile + 1;
            const vkr_segment_heads how = shape == 0 ? VKR_SEGMENT_HEAD_FLAGS_U32 : shape == 1 ? VKR_SEGMENT_HEAD_FLAGS_U8
                                                                                             : VKR_SEGMENT_BEGIN_OFFSETS;
            unsigned char *x = make_data(u, n, mix_seed(8, (uint64_t)(u * 4 + shape)));
            unsigned char *want = (unsigned char *)malloc((size_t)n * es), *heads = (unsigned char *)calloc((size_t)n, 1);
            unsigned char init[16];
            uint32_t *offs = (uint32_t *)malloc((size_t)n * 4);
            uint64_t i, nseg = 0;
            vkr_scan_segments_desc d;
            rng_t rg;
            VkResult res;
            int ok;
            if (u && shape != (u + 1) % 3) {
                free(x), free(want), free(heads), free(offs);
                continue;
            }
            if (!check(x && want && heads && offs, "out of memory")) {
                free(x), free(want), free(heads), free(offs);
                continue;
            }
            rg.s = mix_seed(9, (uint64_t)(u * 4 + shape));
            k_uops[u].random(init, &rg);
            /* heads: one dense stretch of tiny segments, sparse elsewhere, one segment across tiles */
            for (i = 0; i < n; i++) heads[i] = (unsigned char)(i < 300 ? rbelow(&rg, 2) : rbelow(&rg, 997) == 0);
            for (i = 0; i < n; i++)
                if (heads[i]) offs[nseg++] = (uint32_t)i;
            memset(g_uout.map, SENTINEL, (size_t)((n + GUARD) * es));
            memcpy(g_uin.map, x, (size_t)(n * es));
            memset(g_uaux.map, 0, (size_t)n * 4 + 64);
            if (how == VKR_SEGMENT_HEAD_FLAGS_U32)
                for (i = 0; i < n; i++) ((uint32_t *)(void *)g_uaux.map)[i] = heads[i] ? (uint32_t)(i + 1) : 0u;
            else if (how == VKR_SEGMENT_HEAD_FLAGS_U8)
                memcpy(g_uaux.map, heads, (size_t)n);
            else {
                memcpy(g_uaux.map, offs, (size_t)nseg * 4);
                ((uint32_t *)(void *)g_uaux.map)[nseg] = (uint32_t)n; /* an offset at the count starts nothing */
                nseg++;
            }
            heads[0] = 1;
            ref_scan(u, x, n, shape == 1, shape != 0 ? init : NULL, heads, want);
            memset(&d, 0, sizeof d);
            d.op = g_uop[u];
            d.type = VKR_TYPE_USER;
            d.kind = shape == 1 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
            d.count = n;
            d.segments = how;
            d.input.buffer = g_uin.buf;
            d.input.size = g_uin.size;
            d.output.buffer = g_uout.buf;
            d.output.size = g_uout.size;
            d.heads.buffer = g_uaux.buf;
            d.heads.size = g_uaux.size;
            d.segment_count = how == VKR_SEGMENT_BEGIN_OFFSETS ? nseg : 0;
            d.init = shape != 0 ? init : NULL;
            d.algorithm = shape == 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_SINGLE_PASS;
            where("%s segmented scan n=%llu heads %d", k_uops[u].name, (unsigned long long)n, (int)how);
            cmd_begin(&g_dev);
            res = vkr_cmd_scan_segments(g_ctx, g_dev.cmd, &d);
            cmd_barrier_to_host(&g_dev);
            ok = check(res == VK_SUCCESS, "%s vkr_cmd_scan_segments: %d %s", k_uops[u].name, (int)res, lerr(g_ctx));
            if (cmd_submit_wait(&g_dev) && ok) {
                same_elems(u, g_uout.map, want, n, "segmented scan");
                guards_intact(&g_uout, n * es, (n + GUARD) * es, "segmented scan");
            }
            free(x), free(want), free(heads), free(offs);
        }
    }
}

/* The synchronous helpers on host arrays: a context streaming them in chunks of a few tiles
   (the carry between chunks), and a prototype-mode context under validation. */
static void group_prototype(void)
{
    int pass, u;
    for (pass = 0; pass < 2; pass++) {
        vkr_context c = NULL;
        vkr_op ops[N_UOPS];
        VkResult r;
        if (pass == 0) {
            vkr_context_desc cd;
            fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
            cd.options.host_chunk_bytes = 64 << 10;
            c = make_context(&cd, "host_chunk_bytes 64 KiB");
        } else {
            vkr_prototype_desc pd;
            memset(&pd, 0, sizeof pd);
            pd.validation = g_validation ? VK_TRUE : VK_FALSE;
            pd.log = test_log;
            pd.options.path = g_opt.path;
            pd.options.binding = g_force_binding;
            r = vkr_create_prototype_context(&pd, &c);
            if (!check(r == VK_SUCCESS, "vkr_create_prototype_context: %d", (int)r)) continue;
        }
        if (!c) continue;
        for (u = 0; u < N_UOPS; u++) {
            vkr_context_info info;
            const size_t es = ues(u);
            const uint64_t n = 3 * (64 << 10) / es + 77;
            unsigned char *x, *want, *got, init[16];
            ops[u] = VKR_OP_NONE;
            if (!context_info(c, &info)) break;
            r = vkr_register_operator(c, k_uops[u].desc, &ops[u]);
            if (k_uops[u].features & ~info.enabled_features) {
                expect_fail(r, VK_ERROR_FEATURE_NOT_PRESENT, c, feature_word(k_uops[u].features & ~info.enabled_features),
                            "register an operator without the 64-bit feature it needs");
                continue;
            }
            if (!check(r == VK_SUCCESS, "%s: register %s: %s", pass ? "prototype" : "chunks", k_uops[u].name, lerr(c))) continue;
            x = make_data(u, n, mix_seed(11, (uint64_t)(pass * 8 + u)));
            want = (unsigned char *)malloc((size_t)n * es);
            got = (unsigned char *)malloc((size_t)n * es);
            if (!check(x && want && got, "out of memory")) {
                free(x), free(want), free(got);
                continue;
            }
            memcpy(init, x + es, es);
            {
                vkr_reduce_desc d;
                memset(&d, 0, sizeof d);
                d.op = ops[u];
                d.type = VKR_TYPE_USER;
                d.count = n;
                d.host_input = x;
                ref_reduce(u, x, n, want);
                r = vkr_reduce(c, &d, got);
                if (check(r == VK_SUCCESS, "%s vkr_reduce: %d %s", k_uops[u].name, (int)r, lerr(c)))
                    same_elems(u, got, want, 1, pass ? "vkr_reduce (prototype)" : "vkr_reduce in chunks");
            }
            {
                vkr_scan_desc d;
                memset(&d, 0, sizeof d);
                d.op = ops[u];
                d.type = VKR_TYPE_USER;
                d.kind = VKR_SCAN_EXCLUSIVE;
                d.count = n;
                d.init = init;
                d.host_input = x;
                d.host_output = got;
                ref_scan(u, x, n, 1, init, NULL, want);
                r = vkr_scan(c, &d);
                if (check(r == VK_SUCCESS, "%s vkr_scan: %d %s", k_uops[u].name, (int)r, lerr(c)))
                    same_elems(u, got, want, n, pass ? "vkr_scan (prototype)" : "vkr_scan in chunks");
                memcpy(got, x, (size_t)(n * es)); /* in place */
                d.host_input = got;
                r = vkr_scan(c, &d);
                if (check(r == VK_SUCCESS, "%s vkr_scan in place: %d %s", k_uops[u].name, (int)r, lerr(c)))
                    same_elems(u, got, want, n, "vkr_scan in place");
            }
            {
                const uint64_t rows = 4, len = n / 4;
                uint64_t row;
                vkr_scan_rows_desc d;
                memset(&d, 0, sizeof d);
                d.op = ops[u];
                d.type = VKR_TYPE_USER;
                d.kind = VKR_SCAN_INCLUSIVE;
                d.rows = rows;
                d.row_length = len;
                d.host_input = x;
                d.host_output = got;
                d.host_init = x + es * 3;
                for (row = 0; row < rows; row++) ref_scan(u, x + row * len * es, len, 0, x + (3 + row) * es, NULL, want + row * len * es);
                r = vkr_scan_rows(c, &d);
                if (check(r == VK_SUCCESS, "%s vkr_scan_rows: %d %s", k_uops[u].name, (int)r, lerr(c)))
                    same_elems(u, got, want, rows * len, "vkr_scan_rows");
            }
            {
                unsigned char *heads = (unsigned char *)calloc((size_t)n, 1);
                uint64_t i;
                vkr_scan_segments_desc d;
                if (heads) {
                    for (i = 0; i < n; i++) heads[i] = (unsigned char)(i % 1000 == 999 || i % 7919 == 3);
                    memset(&d, 0, sizeof d);
                    d.op = ops[u];
                    d.type = VKR_TYPE_USER;
                    d.kind = VKR_SCAN_INCLUSIVE;
                    d.count = n;
                    d.segments = VKR_SEGMENT_HEAD_FLAGS_U8;
                    d.host_input = x;
                    d.host_output = got;
                    d.host_heads = heads;
                    r = vkr_scan_segments(c, &d);
                    heads[0] = 1;
                    ref_scan(u, x, n, 0, NULL, heads, want);
                    if (check(r == VK_SUCCESS, "%s vkr_scan_segments: %d %s", k_uops[u].name, (int)r, lerr(c)))
                        same_elems(u, got, want, n, "vkr_scan_segments");
                    free(heads);
                }
            }
            free(x), free(want), free(got);
        }
        vkr_destroy_context(c);
    }
}

/* Argument errors: each refused with its code and a message naming what is wrong; nothing
   written. */
static void group_badinput(void)
{
    vkr_op op = VKR_OP_NONE;
    vkr_operator_desc bad;
    const vkr_op m = g_uop[0];
    unsigned char result[16];
    VkResult r;
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    expect_fail(vkr_register_operator(g_ctx, NULL, &op), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc", "register NULL");
    expect_fail(vkr_register_operator(g_ctx, &vkr_operator_mat2, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "op", "register into NULL");
    bad = vkr_operator_mat2;
    bad.interface_hash ^= 1;
    expect_fail(vkr_register_operator(g_ctx, &bad, &op), VK_ERROR_INCOMPATIBLE_DRIVER, g_ctx, "regenerate", "another header's operator");
    bad = vkr_operator_mat2;
    bad.modules[1].checksum ^= 1;
    expect_fail(vkr_register_operator(g_ctx, &bad, &op), VK_ERROR_INITIALIZATION_FAILED, g_ctx, "corrupt", "a corrupt module");
    bad = vkr_operator_mat2;
    bad.element_bytes = 20;
    expect_fail(vkr_register_operator(g_ctx, &bad, &op), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "element_bytes", "20-byte element");
    check(op == VKR_OP_NONE, "refused registrations leave op VKR_OP_NONE");
    { /* a context's VKR_MAX_OPERATORS */
        vkr_context_desc cd;
        vkr_context c;
        static vkr_operator_desc copies[VKR_MAX_OPERATORS + 1];
        uint32_t i;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        c = make_context(&cd, "operators to the limit");
        for (i = 0; c && i <= VKR_MAX_OPERATORS; i++) {
            copies[i] = vkr_operator_bicyclic; /* another desc object: another operator */
            r = vkr_register_operator(c, &copies[i], &op);
            if (i < VKR_MAX_OPERATORS) check(r == VK_SUCCESS && op == (vkr_op)(VKR_OP_USER + i), "operator %u: %s", (unsigned)i, lerr(c));
            else expect_fail(r, VK_ERROR_TOO_MANY_OBJECTS, c, "VKR_MAX_OPERATORS", "one operator too many");
        }
        vkr_destroy_context(c);
    }
    if (!m) return;
    memset(&rd, 0, sizeof rd);
    rd.op = m;
    rd.type = VKR_TYPE_USER;
    rd.count = 10;
    rd.host_input = g_uin.map;
    memset(g_uout.map, SENTINEL, 256);
    { /* error bounds know the built-in ops only; vkr_supports and vkr_prepare take operators */
        double bound = -1;
        vkr_scan_desc bd;
        check(vkr_supports(g_ctx, &rd) == VK_SUCCESS, "vkr_supports of an operator's reduce: %s", lerr(g_ctx));
        check(vkr_prepare(g_ctx, &rd) == VK_SUCCESS, "vkr_prepare of an operator's reduce: %s", lerr(g_ctx));
        expect_fail(vkr_reduce_error_bound(g_ctx, &rd, &bound), VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "user-defined",
                    "vkr_reduce_error_bound of an operator");
        memset(&bd, 0, sizeof bd);
        bd.op = m;
        bd.type = VKR_TYPE_USER;
        bd.kind = VKR_SCAN_INCLUSIVE;
        bd.count = 10;
        expect_fail(vkr_scan_error_bound(g_ctx, &bd, &bound), VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "user-defined",
                    "vkr_scan_error_bound of an operator");
    }
    rd.op = (vkr_op)(VKR_OP_USER + 15);
    expect_fail(vkr_reduce(g_ctx, &rd, result), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "registered", "an unregistered operator");
    rd.op = m;
    rd.type = VKR_TYPE_U32;
    expect_fail(vkr_reduce(g_ctx, &rd, result), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "VKR_TYPE_USER", "an operator with type u32");
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_USER;
    expect_fail(vkr_reduce(g_ctx, &rd, result), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "registered", "type user with op add");
    rd.op = m;
    rd.accumulator = VKR_TYPE_F64;
    expect_fail(vkr_reduce(g_ctx, &rd, result), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "accumulator", "an accumulator");
    rd.accumulator = VKR_TYPE_NONE;
    rd.flags = VKR_REDUCE_VALUES_ONLY;
    expect_fail(vkr_reduce(g_ctx, &rd, result), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "&desc->flags|NO_SCRATCH_BARRIER", "values only");
    rd.flags = VKR_REDUCE_COMPENSATED;
    expect_fail(vkr_reduce(g_ctx, &rd, result), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "COMPENSATED", "compensated");
    rd.flags = 0;
    rd.host_input2 = g_uin.map;
    expect_fail(vkr_reduce(g_ctx, &rd, result), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "input2", "a second array");
    rd.host_input2 = NULL;
    rd.host_input = NULL;
    rd.input.buffer = g_uin.buf;
    rd.input.size = g_uin.size;
    rd.output.buffer = g_uout.buf;
    rd.output.size = g_uout.size;
    rd.output.offset = 16;
    rd.count_buffer.buffer = g_uaux.buf;
    rd.count_buffer.size = 4;
    cmd_begin(&g_dev);
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc->count_buffer", "a GPU-resident count");
    memset(&rd.count_buffer, 0, sizeof rd.count_buffer);
    rd.output.offset = 8; /* not a multiple of 16 */
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc->output.offset", "output offset");
    rd.output.buffer = g_uin.buf;
    rd.output.offset = 32;
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "overlap", "output inside the input");
    {
        vkr_rows_desc rw;
        memset(&rw, 0, sizeof rw);
        rw.op = m;
        rw.type = VKR_TYPE_USER;
        rw.rows = 2;
        rw.row_length = 4;
        rw.input.buffer = g_uin.buf;
        rw.input.size = g_uin.size;
        rw.output.buffer = g_uout.buf;
        rw.output.size = g_uout.size;
        expect_fail(vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &rw), VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "user-defined", "a row reduce");
    }
    memset(&sd, 0, sizeof sd);
    sd.op = m;
    sd.type = VKR_TYPE_USER;
    sd.kind = VKR_SCAN_INCLUSIVE;
    sd.count = 100;
    sd.input.buffer = g_uin.buf;
    sd.input.size = g_uin.size;
    sd.output.buffer = g_uout.buf;
    sd.output.size = 99 * 16;
    expect_fail(vkr_cmd_scan(g_ctx, g_dev.cmd, &sd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc->output.size", "output too small for 100 16-byte elements");
    sd.output.size = g_uout.size;
    sd.input.offset = 4;
    expect_fail(vkr_cmd_scan(g_ctx, g_dev.cmd, &sd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc->input.offset", "input offset not a multiple of 16");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    guards_intact(&g_uout, 0, 256, "refused calls");
    {
        vkr_context_desc cd;
        vkr_context c;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.no_scan = VK_TRUE;
        c = make_context(&cd, "no_scan");
        if (c && check(vkr_register_operator(c, &vkr_operator_mat2, &op) == VK_SUCCESS, "register on a no_scan context: %s", lerr(c))) {
            rd = t_reduce_desc(op, VKR_TYPE_USER, VKR_TYPE_NONE, 10, 0);
            rd.host_input = g_uin.map;
            expect_fail(vkr_reduce(c, &rd, result), VK_ERROR_FEATURE_NOT_PRESENT, c, "no_scan", "a reduce without scan status");
        }
        vkr_destroy_context(c);
    }
}

/* Scans of a built-in type and of user operators in turn on one context (one scratch region):
   their tile status differs in size (32 and 64 bytes), and each dispatch clears what the one
   before it left in the other status half, whichever kind it was. Each vkr_scan is one
   single-pass dispatch, so the halves alternate: the sequence puts a large dispatch of one kind,
   a small one of the other (which clears after it), then a large one reading the first one's
   half. */
static void group_mixed(void)
{
    static const struct { int user, big; } seq[7] = {{1, 1}, {0, 0}, {0, 1}, {1, 0}, {1, 1}, {0, 0}, {0, 1}};
    int step, u = 0;
    vkr_context_info info;
    if (!context_info(g_ctx, &info)) return;
    while (u < N_UOPS && !g_uop[u]) u++;
    if (u == N_UOPS) return;
    for (step = 0; step < 7; step++) {
        const int user = seq[step].user;
        const uint64_t tile = user ? g_tile : info.scan_tile_elements[VKR_TYPE_U32];
        /* a large built-in dispatch spans more status than a large user one, which spans twice its tiles */
        const uint64_t n = seq[step].big ? (user ? 100 : 250) * tile + 3 : 2 * tile + 1;
        const size_t es = user ? ues(u) : 4;
        unsigned char *x = user ? make_data(u, n, mix_seed(21, (uint64_t)step)) : (unsigned char *)malloc((size_t)n * 4);
        unsigned char *want = (unsigned char *)malloc((size_t)n * es), *got = (unsigned char *)malloc((size_t)n * es);
        vkr_scan_desc d;
        VkResult r;
        uint64_t i;
        if (!check(x && want && got, "out of memory")) {
            free(x), free(want), free(got);
            return;
        }
        memset(&d, 0, sizeof d);
        d.kind = VKR_SCAN_INCLUSIVE;
        d.count = n;
        d.algorithm = VKR_SCAN_SINGLE_PASS;
        d.host_input = x;
        d.host_output = got;
        if (user) {
            d.op = g_uop[u];
            d.type = VKR_TYPE_USER;
            ref_scan(u, x, n, 0, NULL, NULL, want);
        } else {
            uint32_t acc = 0, v;
            rng_t rg;
            rg.s = mix_seed(22, (uint64_t)step);
            d.op = VKR_OP_ADD;
            d.type = VKR_TYPE_U32;
            for (i = 0; i < n; i++) {
                v = (uint32_t)rnext(&rg);
                acc += v;
                memcpy(x + i * 4, &v, 4);
                memcpy(want + i * 4, &acc, 4);
            }
        }
        r = vkr_scan(g_ctx, &d);
        if (check(r == VK_SUCCESS, "mixed step %d: vkr_scan: %d %s", step, (int)r, lerr(g_ctx)))
            check(!memcmp(got, want, (size_t)n * es), "mixed step %d: %s scan of %llu elements (its status half last written by a %s scan): %s", step,
                  user ? k_uops[u].name : "u32 add", (unsigned long long)n, step >= 2 && seq[step - 2].user ? "user" : "u32",
                  memcmp(got, want, (size_t)n * es) ? "wrong" : "right");
        free(x), free(want), free(got);
    }
    /* A user-defined operator's reduce takes its workgroups' tickets from the word that built-in
       reduces and single-pass scans take theirs from; each must leave it at 0 for the next. */
    for (step = 0; step < 2; step++) {
        const uint64_t n = 100 * g_tile + 3, m = 50000;
        unsigned char *x = make_data(u, n, mix_seed(23, (uint64_t)step)), want[16], got[16];
        uint32_t *y = (uint32_t *)malloc((size_t)m * 4), sum = 0, sum_got = 0;
        vkr_reduce_desc d;
        uint64_t i;
        if (!check(x && y, "out of memory")) {
            free(x), free(y);
            return;
        }
        memset(&d, 0, sizeof d);
        d.op = g_uop[u];
        d.type = VKR_TYPE_USER;
        d.count = n;
        d.host_input = x;
        ref_reduce(u, x, n, want);
        if (check(vkr_reduce(g_ctx, &d, got) == VK_SUCCESS, "mixed reduce %d: vkr_reduce (user): %s", step, lerr(g_ctx)))
            same_elems(u, got, want, 1, "mixed: a user reduce after built-in scans and reduces");
        for (i = 0; i < m; i++) sum += y[i] = (uint32_t)(i * 2654435761u);
        memset(&d, 0, sizeof d);
        d.op = VKR_OP_ADD;
        d.type = VKR_TYPE_U32;
        d.count = m;
        d.host_input = y;
        if (check(vkr_reduce(g_ctx, &d, &sum_got) == VK_SUCCESS, "mixed reduce %d: vkr_reduce (u32): %s", step, lerr(g_ctx)))
            check(sum_got == sum, "mixed reduce %d: u32 sum of %llu after a user reduce: 0x%08x, want 0x%08x", step,
                  (unsigned long long)m, (unsigned)sum_got, (unsigned)sum);
        free(x), free(y);
    }
}

static const group_def k_groups[] = {
    {"register", group_register, "vkr_register_operator: the same op again, the 64-bit features, scan_tile_elements"},
    {"matrix", group_matrix, "each operator: reduces and scans (kinds, inits, algorithms, in place, offsets) at sizes around the tiles"},
    {"edges", group_edges, "reduces and scans of nothing, vkr_reduce of nothing"},
    {"schedules", group_schedules, "forced schedules and binding ranges of three tiles: the same exact results"},
    {"rows-segments", group_rows_segments, "row scans (strides, inits per row) and segmented scans (u32 / u8 flags, begin offsets)"},
    {"prototype", group_prototype, "vkr_reduce, vkr_scan, vkr_scan_rows, vkr_scan_segments on host arrays: chunks, prototype mode"},
    {"mixed", group_mixed, "built-in and user scans in turn on one scratch region: each clears the other's status; "
                           "user and built-in reduces in turn (their tickets)"},
    {"badinput", group_badinput, "refused registrations and calls, nothing written"},
};

static int setup(void)
{
    int u;
    vkr_context_info info;
    if (!context_info(g_ctx, &info)) return 0;
    g_tile = info.scan_tile_elements[VKR_TYPE_USER];
    if (!buf_create(&g_dev, UBUF_BYTES, &g_uin) || !buf_create(&g_dev, UBUF_BYTES, &g_uout) || !buf_create(&g_dev, 1 << 20, &g_uaux))
        return 0;
    for (u = 0; u < N_UOPS; u++) {
        VkResult r;
        g_uop[u] = VKR_OP_NONE;
        if (k_uops[u].features & ~g_dev.vkr_features) {
            printf("operators: %s needs features 0x%x the device lacks: group register checks its refusal\n", k_uops[u].name,
                   (unsigned)k_uops[u].features);
            continue;
        }
        r = vkr_register_operator(g_ctx, k_uops[u].desc, &g_uop[u]);
        if (!check(r == VK_SUCCESS, "vkr_register_operator(%s): %d %s", k_uops[u].name, (int)r, lerr(g_ctx))) return 0;
    }
    printf("operators: %d, scan tile %llu elements, path %s\n", N_UOPS, (unsigned long long)g_tile, path_name(info.path));
    return 1;
}

static void teardown(void)
{
    if (g_dev.dev) {
        g_dev.t.vkDeviceWaitIdle(g_dev.dev);
        buf_destroy(&g_dev, &g_uin);
        buf_destroy(&g_dev, &g_uout);
        buf_destroy(&g_dev, &g_uaux);
    }
}

int main(int argc, char **argv)
{
    harness_program p;
    memset(&p, 0, sizeof p);
    p.name = "test_operators";
    p.title = "vk_reduce user-defined operator tests";
    p.groups = k_groups;
    p.n_groups = sizeof k_groups / sizeof k_groups[0];
    p.setup = setup;
    p.teardown = teardown;
    return harness_main(argc, argv, &p);
}
