/* select.c - test_scan's groups for stream compaction (vkr_cmd_select, vkr_select).

   Every result is checked against the CPU, exactly: the count word, the selected records in
   input order (VKR_SELECT_PARTITION: then the others in input order), their indices, the
   dispatch command {ceil(min(count, capacity) / workgroup size), 1, 1}. The bytes the call
   must not write (the output and indices past what was written, up to a guard past the
   capacity, the bytes before them, the words around the count and the dispatch command) keep
   their poison, and the input and flags their bytes. Comparisons are checked against C's
   IEEE compares (NaN fails every one but NOT_EQUAL, -0 == +0) and integer compares, with a
   few hand-written cases that check the reference itself. Forced schedules, split binding
   ranges and host chunks must give the same bytes. */
#include "harness.h"

#include "scan_rows.h"
#include "select.h"

enum { DEN_NONE, DEN_ONE, DEN_ALL, DEN_HALF, DEN_SPARSE, DEN_SPECIAL, DEN_FIXED };

static const char *den_name(int d)
{
    static const char *n[] = {"none", "one", "all", "half", "sparse", "special values", "fixed"};
    return d >= 0 && d <= DEN_FIXED ? n[d] : "?";
}

static const char *mode_name(vkr_select_mode m)
{
    static const char *n[] = {"mode 0", "flags u32", "flags u8", "<", "<=", "==", "!=", ">=", ">"};
    return (int)m >= 0 && (int)m <= 8 ? n[m] : "mode ?";
}

static const vkr_select_mode k_cmp[6] = {VKR_SELECT_LESS, VKR_SELECT_LESS_EQUAL, VKR_SELECT_EQUAL,
                                         VKR_SELECT_NOT_EQUAL, VKR_SELECT_GREATER_EQUAL, VKR_SELECT_GREATER};
static const vkr_type k_keys[6] = {VKR_TYPE_F32, VKR_TYPE_F64, VKR_TYPE_I32, VKR_TYPE_U32, VKR_TYPE_I64, VKR_TYPE_U64};

typedef struct scase {
    vkr_select_mode mode;
    vkr_type type;            /* comparisons */
    uint32_t record_size;     /* as passed (0: the default) */
    uint32_t key_offset;
    uint64_t value;           /* the constant's bits */
    uint64_t count, capacity; /* capacity as passed (0: count) */
    uint32_t flags;           /* vkr_select_flags */
    int records, indices;     /* an output of records, of indices */
    uint32_t dispatch_wg;     /* 0: no dispatch command */
    int density;              /* DEN_* */
    const uint64_t *fixed;    /* DEN_FIXED: the keys (flag modes: the flags) */
    VkDeviceSize in_off, flags_off, out_off, idx_off, cnt_off, disp_off;
    uint64_t seed;
    int twice;                /* recorded twice in one command buffer (a barrier between) */
} scase;

static int by_flags(const scase *c) { return c->mode == VKR_SELECT_FLAGS_U32 || c->mode == VKR_SELECT_FLAGS_U8; }
static uint32_t rsize(const scase *c) { return c->record_size ? c->record_size : by_flags(c) ? 4u : (uint32_t)tsz(c->type); }
static uint32_t fsize(const scase *c) { return c->mode == VKR_SELECT_FLAGS_U8 ? 1u : 4u; }
static uint64_t cap_of(const scase *c) { return c->capacity ? c->capacity : c->count; }
static int partition(const scase *c) { return (c->flags & VKR_SELECT_PARTITION) != 0; }

static void case_name(char *s, size_t cap, const scase *c)
{
    char v[64] = "";
    if (!by_flags(c)) {
        char b[48];
        fmt_val(b, sizeof b, c->type, c->value);
        snprintf(v, sizeof v, " %s key@%u %s", tyn(c->type), c->key_offset, b);
    }
    snprintf(s, cap, "%s%s rs %u n %llu cap %llu %s%s%s%s%s%s%s wg %u offs %llu/%llu/%llu/%llu/%llu seed 0x%llx", mode_name(c->mode), v,
             rsize(c), (unsigned long long)c->count, (unsigned long long)cap_of(c), den_name(c->density),
             partition(c) ? " partition" : "", (c->flags & VKR_SELECT_NO_SCRATCH_BARRIER) ? " no-scratch-barrier" : "",
             c->twice ? " twice" : "", c->records ? " records" : "", c->indices ? " indices" : "",
             !c->records && !c->indices ? " count-only" : "", c->dispatch_wg, (unsigned long long)c->in_off,
             (unsigned long long)c->flags_off, (unsigned long long)c->out_off, (unsigned long long)c->idx_off,
             (unsigned long long)c->cnt_off, (unsigned long long)c->seed);
}

/* ---- the CPU reference ---------------------------------------------------------------------- */

/* key (op) value as C compares them: IEEE for floats, by the type's sign for integers. */
static int cmp_pass(vkr_select_mode m, vkr_type t, uint64_t k, uint64_t v)
{
    int lt = 0, eq = 0, gt = 0;
    if (t == VKR_TYPE_F32) {
        const uint32_t x = (uint32_t)k, y = (uint32_t)v;
        float a, b;
        memcpy(&a, &x, 4);
        memcpy(&b, &y, 4);
        lt = a < b, eq = a == b, gt = a > b;
    } else if (t == VKR_TYPE_F64) {
        double a, b;
        memcpy(&a, &k, 8);
        memcpy(&b, &v, 8);
        lt = a < b, eq = a == b, gt = a > b;
    } else if (tsigned(t)) {
        const int64_t a = sext(t, k), b = sext(t, v);
        lt = a < b, eq = a == b, gt = a > b;
    } else {
        const uint64_t a = k & tmask(t), b = v & tmask(t);
        lt = a < b, eq = a == b, gt = a > b;
    }
    switch (m) {
    case VKR_SELECT_LESS: return lt;
    case VKR_SELECT_LESS_EQUAL: return lt || eq;
    case VKR_SELECT_EQUAL: return eq;
    case VKR_SELECT_NOT_EQUAL: return !eq;
    case VKR_SELECT_GREATER_EQUAL: return gt || eq;
    default: return gt;
    }
}

static uint64_t f_up(vkr_type t, uint64_t b)
{
    const uint64_t s = b_sign(t);
    return b == s ? 1 : (b & s) ? b - 1 : b + 1;
}

static uint64_t f_down(vkr_type t, uint64_t b)
{
    const uint64_t s = b_sign(t);
    return b == 0 ? s | 1 : (b & s) ? b + 1 : b - 1;
}

/* Keys next to the constant v and at the edges of t: v itself, its neighbours, signed zeros,
   infinities, NaNs (with payloads, negative, signalling), words flipped in 64-bit keys. */
static int key_pool(vkr_type t, uint64_t v, uint64_t *p)
{
    int n = 0, i;
    p[n++] = v;
    if (tfloat(t)) {
        const uint64_t s = b_sign(t), inf = b_inf(t);
        p[n++] = f_up(t, v);
        p[n++] = f_down(t, v);
        p[n++] = v ^ s;
        p[n++] = 0;
        p[n++] = s;
        p[n++] = inf;
        p[n++] = inf | s;
        p[n++] = b_qnan(t);
        p[n++] = b_qnan(t) | s;
        p[n++] = b_qnan(t) | 1;
        p[n++] = inf | 1; /* signalling */
        p[n++] = b_one(t);
        p[n++] = b_one(t) | s;
        p[n++] = 1;       /* the smallest denormal */
        p[n++] = s | 1;
        p[n++] = inf - 1; /* the largest finite */
        if (t == VKR_TYPE_F64) {
            p[n++] = v ^ 1;
            p[n++] = v ^ (1ull << 32);
            p[n++] = v ^ 0x80000000ull;
            p[n++] = 0x0000000100000000ull;
            p[n++] = 0x00000000ffffffffull;
        }
    } else {
        p[n++] = v + 1;
        p[n++] = v - 1;
        p[n++] = v ^ 1;
        p[n++] = v ^ 0x80000000ull;
        p[n++] = 0;
        p[n++] = 1;
        p[n++] = ~0ull;
        p[n++] = 0x80000000ull;
        p[n++] = 0x7fffffffull;
        if (tsz(t) == 8) {
            p[n++] = v ^ (1ull << 32);
            p[n++] = v + (1ull << 32);
            p[n++] = v - (1ull << 32);
            p[n++] = v ^ 0x8000000000000000ull;
            p[n++] = 0xffffffffull;
            p[n++] = 0x100000000ull;
            p[n++] = 0xffffffff00000000ull;
            p[n++] = 0x8000000000000000ull;
            p[n++] = 0x7fffffffffffffffull;
            p[n++] = 0xfffffffeffffffffull;
            p[n++] = 0x80000000ffffffffull;
        }
    }
    for (i = 0; i < n; i++) p[i] &= tmask(t);
    return n;
}

/* A random key near v (or anywhere). */
static uint64_t near_key(rng_t *r, vkr_type t, uint64_t v)
{
    if (tfloat(t)) {
        long double x = ((long double)rbelow(r, 2001) - 1000) / 128;
        if (!b_isnan(t, v) && !b_isinf(t, v)) x += fval(t, v);
        if (rbelow(r, 4) == 0) return rnext(r) & tmask(t);
        return fbits(t, x);
    }
    if (rbelow(r, 3) == 0) return rnext(r) & tmask(t);
    return (v + rbelow(r, 65) - 32) & tmask(t);
}

typedef struct sdata {
    unsigned char *in;       /* count records */
    unsigned char *fl;       /* count flags */
    unsigned char *sel;      /* the reference's selection */
    unsigned char *want_out; /* capacity records */
    uint32_t *want_idx;      /* capacity indices */
    uint64_t selected, written;
} sdata;

static void free_data(sdata *d)
{
    free(d->in), free(d->fl), free(d->sel), free(d->want_out), free(d->want_idx);
    memset(d, 0, sizeof *d);
}

/* The case's input (records of random bytes with the keys or flags the density asks for) and
   what the call must write. */
static int make_data(const scase *c, sdata *d)
{
    const uint64_t n = c->count, cap = cap_of(c);
    const uint32_t rs = rsize(c), fs = fsize(c);
    uint64_t pool[48], i, k, one;
    int np = 0;
    rng_t r;
    memset(d, 0, sizeof *d);
    d->in = (unsigned char *)malloc((size_t)(n * rs + 16));
    d->fl = (unsigned char *)malloc((size_t)(n * fs + 16));
    d->sel = (unsigned char *)malloc((size_t)(n + 1));
    d->want_out = (unsigned char *)malloc((size_t)(cap * rs + 16));
    d->want_idx = (uint32_t *)malloc((size_t)(cap * 4 + 16));
    if (!check(d->in && d->fl && d->sel && d->want_out && d->want_idx, "out of host memory")) {
        free_data(d);
        return 0;
    }
    r.s = c->seed;
    for (i = 0; i < n * rs + 16; i += 8) {
        const uint64_t x = rnext(&r);
        memcpy(d->in + i, &x, (size_t)(n * rs + 16 - i < 8 ? n * rs + 16 - i : 8));
    }
    memset(d->fl, 0, (size_t)(n * fs + 16));
    if (!by_flags(c)) np = key_pool(c->type, c->value, pool);
    one = n ? rbelow(&r, n) : 0;
    for (i = 0; i < n; i++) {
        int want;
        switch (c->density) {
        case DEN_NONE: want = 0; break;
        case DEN_ONE: want = i == one; break;
        case DEN_ALL: want = 1; break;
        case DEN_SPARSE: want = rbelow(&r, 100) == 0; break;
        default: want = (int)rbelow(&r, 2); break;
        }
        if (by_flags(c)) {
            uint64_t f = 0;
            if (c->density == DEN_FIXED) f = c->fixed[i];
            else if (want && fs == 1) f = 1 + rbelow(&r, 255);
            else if (want) {
                static const uint32_t nz[5] = {1u, 0x80000000u, 0x100u, 0x10000u, 0xffffffffu};
                const uint64_t j = rbelow(&r, 6);
                f = j < 5 ? nz[j] : (rnext(&r) | 1u) & 0xffffffffu;
            }
            if (fs == 1) d->fl[i] = (unsigned char)f;
            else {
                const uint32_t w = (uint32_t)f;
                memcpy(d->fl + i * 4, &w, 4);
            }
            d->sel[i] = f != 0;
        } else {
            uint64_t key = 0;
            if (c->density == DEN_FIXED) key = c->fixed[i];
            else if (c->density == DEN_SPECIAL) key = pool[rbelow(&r, (uint64_t)np)];
            else {
                int t;
                for (t = 0; t < 24; t++) {
                    key = (t & 1) ? pool[rbelow(&r, (uint64_t)np)] : near_key(&r, c->type, c->value);
                    if (cmp_pass(c->mode, c->type, key, c->value) == want) break;
                }
            }
            memcpy(d->in + i * rs + c->key_offset, &key, tsz(c->type));
            d->sel[i] = (unsigned char)cmp_pass(c->mode, c->type, key, c->value);
        }
    }
    for (i = 0, k = 0; i < n; i++)
        if (d->sel[i]) {
            if (k < cap) {
                memcpy(d->want_out + k * rs, d->in + i * rs, rs);
                d->want_idx[k] = (uint32_t)i;
            }
            k++;
        }
    d->selected = k;
    if (partition(c))
        for (i = 0; i < n; i++)
            if (!d->sel[i]) {
                memcpy(d->want_out + k * rs, d->in + i * rs, rs);
                d->want_idx[k] = (uint32_t)i;
                k++;
            }
    d->written = partition(c) ? n : (d->selected < cap ? d->selected : cap);
    return 1;
}

/* ---- engine mode ----------------------------------------------------------------------------- */

#define SEL_GUARD 256u            /* poison bytes around what may be written */
#define SEL_INPUT_FILL 0x3c       /* around the input and the flags */
#define SEL_CNT_BYTES 4096u
static tbuf s_in, s_fl, s_out, s_idx, s_cnt;
static VkDeviceSize s_cap;

static int sel_left_out(void);

static int sel_buffers(void)
{
    if (sel_left_out()) return 0;
    if (s_in.buf) return 1;
    s_cap = (VkDeviceSize)8 << 20;
    return buf_create(&g_dev, s_cap, &s_in) && buf_create(&g_dev, s_cap, &s_fl) && buf_create(&g_dev, s_cap, &s_out) &&
           buf_create(&g_dev, s_cap, &s_idx) && buf_create(&g_dev, SEL_CNT_BYTES, &s_cnt);
}

/* A build without stream compaction (VK_REDUCE_NO_SELECT, VK_REDUCE_NO_SCAN): 1 after checking
   that vkr_select refuses with VK_ERROR_FEATURE_NOT_PRESENT naming the macro; the group then
   runs nothing else. */
static int sel_left_out(void)
{
#if defined(VK_REDUCE_NO_SELECT) || defined(VK_REDUCE_NO_SCAN)
    static const uint32_t flags[4] = {1, 0, 1, 1};
    uint64_t count = 0;
    vkr_select_desc d;
    VkResult r;
    memset(&d, 0, sizeof d);
    d.mode = VKR_SELECT_FLAGS_U32;
    d.count = 4;
    d.host_flags = flags;
    d.host_count = &count;
    r = vkr_select(g_ctx, &d);
    check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(lerr(g_ctx), "VK_REDUCE_NO_SELECT|VK_REDUCE_NO_SCAN"),
          "a build without stream compaction: vkr_select: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming the macro)", (int)r,
          lerr(g_ctx));
    return 1;
#else
    return 0;
#endif
}

void select_teardown(void)
{
    if (!g_dev.dev) return;
    g_dev.t.vkDeviceWaitIdle(g_dev.dev);
    buf_destroy(&g_dev, &s_in);
    buf_destroy(&g_dev, &s_fl);
    buf_destroy(&g_dev, &s_out);
    buf_destroy(&g_dev, &s_idx);
    buf_destroy(&g_dev, &s_cnt);
}

static uint64_t fnv1(uint64_t h, const unsigned char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

static vkr_buffer_range brange(const tbuf *b, VkDeviceSize off)
{
    vkr_buffer_range r;
    memset(&r, 0, sizeof r);
    r.buffer = b->buf;
    r.offset = off;
    r.size = b->size;
    return r;
}

/* The desc of case c without its buffers or host arrays. */
static vkr_select_desc case_desc(const scase *c)
{
    vkr_select_desc d;
    memset(&d, 0, sizeof d);
    d.mode = c->mode;
    d.type = by_flags(c) ? VKR_TYPE_NONE : c->type;
    d.record_size = c->record_size;
    d.key_offset = c->key_offset;
    d.value = by_flags(c) ? NULL : &c->value;
    d.count = c->count;
    d.capacity = c->capacity;
    d.flags = c->flags;
    return d;
}

/* The desc of case c over the test's buffers. */
static vkr_select_desc engine_desc(const scase *c)
{
    vkr_select_desc d = case_desc(c);
    if (!by_flags(c) || c->records) d.input = brange(&s_in, c->in_off);
    if (by_flags(c)) d.flags_buffer = brange(&s_fl, c->flags_off);
    if (c->records) d.output = brange(&s_out, c->out_off);
    if (c->indices) d.indices = brange(&s_idx, c->idx_off);
    d.count_buffer = brange(&s_cnt, c->cnt_off);
    if (c->dispatch_wg) {
        d.dispatch_buffer = brange(&s_cnt, c->disp_off);
        d.dispatch_workgroup_size = c->dispatch_wg;
    }
    return d;
}

/* The first byte of p[0, n) that is not b, or n. */
static uint64_t first_not(const unsigned char *p, uint64_t n, unsigned char b)
{
    uint64_t i;
    for (i = 0; i < n && p[i] == b; i++) {}
    return i;
}

/* Runs c on ctx with vkr_cmd_select and checks everything. *digest: a hash of every byte of the
   output, indices and count buffers the case uses; *count: the count word. Returns 0 on a
   failure (counted). */
static int run_engine(vkr_context ctx, const char *what, const scase *c, uint64_t *digest, uint64_t *count)
{
    const uint64_t n = c->count, cap = cap_of(c);
    const uint32_t rs = rsize(c), fs = fsize(c);
    const VkDeviceSize in_end = c->in_off + n * rs + SEL_GUARD, fl_end = c->flags_off + n * fs + SEL_GUARD;
    const VkDeviceSize out_end = c->out_off + cap * rs + SEL_GUARD, idx_end = c->idx_off + cap * 4 + SEL_GUARD;
    vkr_select_desc d;
    sdata sd;
    VkResult res;
    char name[300];
    int ok = 1;
    uint64_t b;
    case_name(name, sizeof name, c);
    where("%s: %s", what, name);
    if (!check(in_end <= s_cap && fl_end <= s_cap && out_end <= s_cap && idx_end <= s_cap && c->cnt_off + 8 <= SEL_CNT_BYTES &&
                   c->disp_off + 16 <= SEL_CNT_BYTES,
               "%s: %s does not fit the test buffers", what, name))
        return 0;
    if (!make_data(c, &sd)) return 0;
    memset(s_in.map, SEL_INPUT_FILL, (size_t)in_end);
    memcpy(s_in.map + c->in_off, sd.in, (size_t)(n * rs));
    memset(s_fl.map, SEL_INPUT_FILL, (size_t)fl_end);
    memcpy(s_fl.map + c->flags_off, sd.fl, (size_t)(n * fs));
    memset(s_out.map, SENTINEL, (size_t)out_end);
    memset(s_idx.map, SENTINEL, (size_t)idx_end);
    memset(s_cnt.map, SENTINEL, SEL_CNT_BYTES);
    d = engine_desc(c);
    cmd_begin(&g_dev);
    /* VKR_SELECT_NO_SCRATCH_BARRIER: the application's barrier (a fence wait does not count) */
    if (c->flags & VKR_SELECT_NO_SCRATCH_BARRIER) cmd_barrier_compute(&g_dev);
    res = vkr_cmd_select(ctx, g_dev.cmd, &d);
    if (c->twice && res == VK_SUCCESS) {
        cmd_barrier_compute(&g_dev);
        res = vkr_cmd_select(ctx, g_dev.cmd, &d);
    }
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev)) {
        free_data(&sd);
        return 0;
    }
    if (!check(res == VK_SUCCESS, "%s: %s: vkr_cmd_select: %d %s", what, name, (int)res, lerr(ctx))) {
        free_data(&sd);
        return 0;
    }
    {
        uint32_t got;
        memcpy(&got, s_cnt.map + c->cnt_off, 4);
        if (count) *count = got;
        if (got != sd.selected) ok = check(0, "%s: %s: count %u, want %llu", what, name, got, (unsigned long long)sd.selected) && ok;
    }
    if (c->dispatch_wg) {
        const uint64_t m = sd.selected < cap ? sd.selected : cap;
        uint64_t x = (m + c->dispatch_wg - 1) / c->dispatch_wg;
        uint32_t got[3];
        if (x > g_props.limits.maxComputeWorkGroupCount[0]) x = g_props.limits.maxComputeWorkGroupCount[0];
        memcpy(got, s_cnt.map + c->disp_off, 12);
        if (got[0] != x || got[1] != 1 || got[2] != 1)
            ok = check(0, "%s: %s: dispatch command {%u, %u, %u}, want {%llu, 1, 1}", what, name, got[0], got[1], got[2],
                       (unsigned long long)x) && ok;
    }
    for (b = 0; b < SEL_CNT_BYTES; b++) { /* the words around the count and the dispatch command */
        if (b >= c->cnt_off && b < c->cnt_off + 4) continue;
        if (c->dispatch_wg && b >= c->disp_off && b < c->disp_off + 12) continue;
        if (s_cnt.map[b] != SENTINEL) {
            ok = check(0, "%s: %s: count buffer byte %llu (count at %llu) was written", what, name, (unsigned long long)b,
                       (unsigned long long)c->cnt_off) && ok;
            break;
        }
    }
    if (c->records) {
        const unsigned char *o = s_out.map + c->out_off;
        if (memcmp(o, sd.want_out, (size_t)(sd.written * rs))) {
            uint64_t k = 0;
            while (k < sd.written && !memcmp(o + k * rs, sd.want_out + k * rs, rs)) k++;
            ok = check(0, "%s: %s: output record %llu of %llu differs (want input record %u; got first word 0x%08x, want 0x%08x)", what,
                       name, (unsigned long long)k, (unsigned long long)sd.written, sd.want_idx[k],
                       (unsigned)(o[k * rs] | o[k * rs + 1] << 8 | o[k * rs + 2] << 16 | (uint32_t)o[k * rs + 3] << 24),
                       (unsigned)(sd.want_out[k * rs] | sd.want_out[k * rs + 1] << 8 | sd.want_out[k * rs + 2] << 16 |
                                  (uint32_t)sd.want_out[k * rs + 3] << 24)) && ok;
        }
    }
    b = first_not(s_out.map, c->out_off, SENTINEL); /* before the output (or all of it: none) */
    if (b < c->out_off) ok = check(0, "%s: %s: output byte %llu before the output was written", what, name, (unsigned long long)b) && ok;
    {
        const VkDeviceSize from = c->records ? c->out_off + sd.written * rs : c->out_off;
        b = first_not(s_out.map + from, out_end - from, SENTINEL);
        if (b < out_end - from)
            ok = check(0, "%s: %s: output byte %llu past the %llu records written (capacity %llu) was written", what, name,
                       (unsigned long long)(from - c->out_off + b), (unsigned long long)sd.written, (unsigned long long)cap) && ok;
    }
    if (c->indices) {
        const unsigned char *o = s_idx.map + c->idx_off;
        uint64_t k;
        for (k = 0; k < sd.written; k++) {
            uint32_t got;
            memcpy(&got, o + k * 4, 4);
            if (got != sd.want_idx[k]) {
                ok = check(0, "%s: %s: index %llu of %llu: %u, want %u", what, name, (unsigned long long)k, (unsigned long long)sd.written,
                           got, sd.want_idx[k]) && ok;
                break;
            }
        }
    }
    b = first_not(s_idx.map, c->idx_off, SENTINEL);
    if (b < c->idx_off) ok = check(0, "%s: %s: indices byte %llu before the indices was written", what, name, (unsigned long long)b) && ok;
    {
        const VkDeviceSize from = c->indices ? c->idx_off + sd.written * 4 : c->idx_off;
        b = first_not(s_idx.map + from, idx_end - from, SENTINEL);
        if (b < idx_end - from)
            ok = check(0, "%s: %s: indices byte %llu past the %llu indices written (capacity %llu) was written", what, name,
                       (unsigned long long)(from - c->idx_off + b), (unsigned long long)sd.written, (unsigned long long)cap) && ok;
    }
    /* the input and the flags keep their bytes, and so do the bytes around them */
    if (memcmp(s_in.map + c->in_off, sd.in, (size_t)(n * rs)) || first_not(s_in.map, c->in_off, SEL_INPUT_FILL) < c->in_off ||
        first_not(s_in.map + c->in_off + n * rs, SEL_GUARD, SEL_INPUT_FILL) < SEL_GUARD)
        ok = check(0, "%s: %s: the input buffer was written", what, name) && ok;
    if (memcmp(s_fl.map + c->flags_off, sd.fl, (size_t)(n * fs)) || first_not(s_fl.map, c->flags_off, SEL_INPUT_FILL) < c->flags_off ||
        first_not(s_fl.map + c->flags_off + n * fs, SEL_GUARD, SEL_INPUT_FILL) < SEL_GUARD)
        ok = check(0, "%s: %s: the flags buffer was written", what, name) && ok;
    if (digest) {
        uint64_t h = 1469598103934665603ull;
        h = fnv1(h, s_out.map, (size_t)out_end);
        h = fnv1(h, s_idx.map, (size_t)idx_end);
        h = fnv1(h, s_cnt.map, SEL_CNT_BYTES);
        *digest = h;
    }
    free_data(&sd);
    return check(ok, "%s: %s", what, name);
}

/* A constant of type t, number j of a few per type (boundaries, high and low words). */
static uint64_t value_of(vkr_type t, unsigned j)
{
    static const uint64_t f32v[5] = {0x3f000000ull /* 0.5 */, 0 /* +0 */, 0xbfa00000ull /* -1.25 */, 0x40490fdbull, 0x80000000ull /* -0 */};
    static const uint64_t f64v[5] = {0x3fe0000000000000ull, 0, 0xbff4000000000000ull, 0x400921fb54442d18ull, 0x8000000000000000ull};
    static const uint64_t i32v[5] = {0, 0xfffffffbull /* -5 */, 0x7fffffffull, 0x80000000ull, 100};
    static const uint64_t u32v[5] = {0x80000000ull, 7, 0xfffffffeull, 1000, 0x7fffffffull};
    static const uint64_t i64v[5] = {0xffffffff00000000ull /* -2^32 */, 0x100000000ull, ~0ull, 0x8000000000000001ull, 0xffffffffull};
    static const uint64_t u64v[5] = {0x100000000ull, 0xffffffffull, 0x8000000000000000ull, 5, 0xffffffff00000000ull};
    j %= 5;
    switch (t) {
    case VKR_TYPE_F32: return f32v[j];
    case VKR_TYPE_F64: return f64v[j];
    case VKR_TYPE_I32: return i32v[j];
    case VKR_TYPE_U32: return u32v[j];
    case VKR_TYPE_I64: return i64v[j];
    default: return u64v[j];
    }
}

/* Offsets that move with k: multiples of 4 (u8 flags: of 1) past the guard. */
static void set_offsets(scase *c, unsigned k)
{
    c->in_off = SEL_GUARD + 4 * (k % 4) + 16 * (k % 3);
    c->flags_off = SEL_GUARD + (c->mode == VKR_SELECT_FLAGS_U8 ? k % 4 : 4 * (k % 4));
    c->out_off = SEL_GUARD + 4 * ((k + 1) % 4);
    c->idx_off = SEL_GUARD + 4 * ((k + 2) % 4);
    c->cnt_off = 64 + 4 * (k % 8);
    c->disp_off = 256 + 4 * (k % 4);
}

static void base_case(scase *c, vkr_select_mode m, vkr_type t, uint64_t n, int density, unsigned k)
{
    memset(c, 0, sizeof *c);
    c->mode = m;
    c->type = (m == VKR_SELECT_FLAGS_U32 || m == VKR_SELECT_FLAGS_U8) ? VKR_TYPE_NONE : t;
    c->record_size = c->type == VKR_TYPE_NONE ? 4u : 0u; /* flag modes with records need it */
    c->count = n;
    c->records = 1;
    c->indices = 1;
    c->density = density;
    c->seed = mix_seed(g_opt.seed, 90000u + k);
    set_offsets(c, k);
}

/* Is comparison (m, t) among those --quick runs? Every comparison on u32 and f32, one on each of
   the other key types. */
static int quick_cmp(vkr_select_mode m, vkr_type t)
{
    switch (t) {
    case VKR_TYPE_U32:
    case VKR_TYPE_F32: return 1;
    case VKR_TYPE_F64: return m == VKR_SELECT_LESS;
    case VKR_TYPE_I32: return m == VKR_SELECT_GREATER_EQUAL;
    case VKR_TYPE_I64: return m == VKR_SELECT_EQUAL;
    default: return m == VKR_SELECT_NOT_EQUAL;
    }
}

/* The modes a run covers: both flag modes, then the comparisons (all of them without --quick). */
static int mode_list(vkr_select_mode *m, vkr_type *t)
{
    int n = 0, i, j;
    m[n] = VKR_SELECT_FLAGS_U32, t[n++] = VKR_TYPE_NONE;
    m[n] = VKR_SELECT_FLAGS_U8, t[n++] = VKR_TYPE_NONE;
    for (i = 0; i < 6; i++)
        for (j = 0; j < 6; j++)
            if (!g_opt.quick || quick_cmp(k_cmp[j], k_keys[i])) m[n] = k_cmp[j], t[n++] = k_keys[i];
    return n;
}

/* Hand-written keys whose selections the test knows without the CPU reference: checks the
   reference's IEEE and integer compares too. */
static void hand_cases(vkr_context ctx, const char *what, unsigned *k)
{
    static const uint64_t f32_keys[8] = {0x80000000ull /* -0 */, 0, 0x7fc00000ull, 0x3f800000ull, 0x80000000ull, 0xff800000ull,
                                         0x7f800000ull, 0xffc00001ull};
    static const uint64_t f64_keys[6] = {0x7ff8000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull, 0x7ff0000000000001ull,
                                         0, 0xfff0000000000000ull};
    static const uint64_t i64_keys[6] = {0x8000000000000000ull, 0xffffffff00000000ull, 0x00000000ffffffffull, ~0ull,
                                         0xfffffffeffffffffull, 0x0000000100000000ull};
    static const uint64_t u64_keys[6] = {0x100000000ull, 0xffffffffull, 0x1ffffffffull, 0xffffffff00000000ull, 0, 0x1000000ffull};
    static const struct {
        vkr_select_mode m;
        vkr_type t;
        uint64_t v;
        const uint64_t *keys;
        unsigned n;
        unsigned want;      /* the count */
        uint32_t first_idx; /* the first selected index (want > 0) */
    } h[] = {
        /* +0 equals both zeros; NaN equals nothing */
        {VKR_SELECT_EQUAL, VKR_TYPE_F32, 0, f32_keys, 8, 3, 0},
        /* -0 as the constant: the same */
        {VKR_SELECT_EQUAL, VKR_TYPE_F32, 0x80000000ull, f32_keys, 8, 3, 0},
        /* != +0: the two NaNs, 1, -inf, +inf */
        {VKR_SELECT_NOT_EQUAL, VKR_TYPE_F32, 0, f32_keys, 8, 5, 2},
        /* < +inf: -0, 0, 1, -0, -inf (not the NaNs, not +inf) */
        {VKR_SELECT_LESS, VKR_TYPE_F32, 0x7f800000ull, f32_keys, 8, 5, 0},
        /* >= -inf: every non-NaN */
        {VKR_SELECT_GREATER_EQUAL, VKR_TYPE_F32, 0xff800000ull, f32_keys, 8, 6, 0},
        /* NaN as the constant: != selects everything, <= nothing */
        {VKR_SELECT_NOT_EQUAL, VKR_TYPE_F32, 0x7fc00000ull, f32_keys, 8, 8, 0},
        {VKR_SELECT_LESS_EQUAL, VKR_TYPE_F32, 0x7fc00000ull, f32_keys, 8, 0, 0},
        /* f64: <= +0 selects -0, 0, -inf; > -0 selects 1 */
        {VKR_SELECT_LESS_EQUAL, VKR_TYPE_F64, 0, f64_keys, 6, 3, 1},
        {VKR_SELECT_GREATER, VKR_TYPE_F64, 0x8000000000000000ull, f64_keys, 6, 1, 2},
        {VKR_SELECT_NOT_EQUAL, VKR_TYPE_F64, 0x3ff0000000000000ull, f64_keys, 6, 5, 0},
        /* i64 < -1: INT64_MIN, -2^32, -2^32 - 1 */
        {VKR_SELECT_LESS, VKR_TYPE_I64, ~0ull, i64_keys, 6, 3, 0},
        /* i64 >= 0xffffffff: 0xffffffff, 2^32 */
        {VKR_SELECT_GREATER_EQUAL, VKR_TYPE_I64, 0xffffffffull, i64_keys, 6, 2, 2},
        /* i64 == -2^32 (differs from -2^32 - 1 in the low word only... and from 2^32 by the high word) */
        {VKR_SELECT_EQUAL, VKR_TYPE_I64, 0xffffffff00000000ull, i64_keys, 6, 1, 1},
        /* u64 > 0xffffffff: 2^32, 0x1ffffffff, 0xffffffff00000000, 0x1000000ff */
        {VKR_SELECT_GREATER, VKR_TYPE_U64, 0xffffffffull, u64_keys, 6, 4, 0},
        /* u64 <= 2^32: 2^32, 0xffffffff, 0 */
        {VKR_SELECT_LESS_EQUAL, VKR_TYPE_U64, 0x100000000ull, u64_keys, 6, 3, 0},
        /* u64 == 0x1000000ff: the low word alone would also match 0xff... */
        {VKR_SELECT_EQUAL, VKR_TYPE_U64, 0x1000000ffull, u64_keys, 6, 1, 5},
    };
    unsigned i;
    for (i = 0; i < sizeof h / sizeof h[0]; i++) {
        scase c;
        uint64_t got = ~0ull;
        char name[300];
        unsigned j, ref = 0;
        if (g_opt.quick && !quick_cmp(h[i].m, h[i].t) && i % 2) continue;
        base_case(&c, h[i].m, h[i].t, h[i].n, DEN_FIXED, (*k)++);
        c.value = h[i].v;
        c.fixed = h[i].keys;
        c.dispatch_wg = 2;
        for (j = 0; j < h[i].n; j++) ref += (unsigned)cmp_pass(h[i].m, h[i].t, h[i].keys[j], h[i].v);
        case_name(name, sizeof name, &c);
        check(ref == h[i].want, "hand case %u (%s): the CPU reference selects %u, want %u", i, name, ref, h[i].want);
        if (run_engine(ctx, what, &c, NULL, &got)) {
            check(got == h[i].want, "%s: hand case %u (%s): count %llu, want %u", what, i, name, (unsigned long long)got, h[i].want);
            if (h[i].want) {
                uint32_t first;
                memcpy(&first, s_idx.map + c.idx_off, 4);
                check(first == h[i].first_idx, "%s: hand case %u (%s): first index %u, want %u", what, i, name, first, h[i].first_idx);
            }
        }
    }
}

/* A few cases on another context (other paths, descriptor sets). */
static void few_cases(vkr_context ctx, const char *what, uint64_t T)
{
    static const struct {
        vkr_select_mode m;
        vkr_type t;
        int64_t a, b; /* n = a T + b */
        int den;
        uint32_t flags;
    } f[] = {{VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 3, 5, DEN_HALF, VKR_SELECT_PARTITION},
             {VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, 1, 1, DEN_SPARSE, 0},
             {VKR_SELECT_LESS, VKR_TYPE_F32, 2, 3, DEN_SPECIAL, 0},
             {VKR_SELECT_GREATER_EQUAL, VKR_TYPE_I64, 0, 5, DEN_HALF, VKR_SELECT_PARTITION},
             {VKR_SELECT_NOT_EQUAL, VKR_TYPE_F64, 1, -1, DEN_SPECIAL, 0}};
    unsigned i;
    for (i = 0; i < sizeof f / sizeof f[0]; i++) {
        scase c;
        base_case(&c, f[i].m, f[i].t, (uint64_t)((int64_t)T * f[i].a + f[i].b), f[i].den, 500 + i);
        c.value = value_of(c.type, i);
        c.flags = f[i].flags;
        c.dispatch_wg = 64;
        if (i == 1) c.capacity = 7;
        run_engine(ctx, what, &c, NULL, NULL);
    }
}

void select_group_matrix(void)
{
    static const uint32_t wgs[4] = {1, 64, 256, 1000};
    vkr_context_info info;
    vkr_select_mode modes[40];
    vkr_type types[40];
    uint64_t sizes[24], T;
    unsigned k = 0;
    int nm, ns = 0, i, s, count = 0;
    if (!sel_buffers() || !context_info(g_ctx, &info)) return;
    T = info.scan_tile_elements[VKR_TYPE_U32];
    if (!check(T == (uint64_t)info.scan_workgroup_size * 16, "the select tile: scan_tile_elements[u32] %llu, want scan_workgroup_size %u x 16",
               (unsigned long long)T, info.scan_workgroup_size))
        return;
    printf("  select: tile %llu elements (scan workgroup %u), subgroup %u\n", (unsigned long long)T, info.scan_workgroup_size,
           info.subgroup_size);
    sizes[ns++] = 0;
    sizes[ns++] = 1;
    sizes[ns++] = 3;
    sizes[ns++] = info.subgroup_size + 1;
    sizes[ns++] = T - 1;
    sizes[ns++] = T + 1;
    sizes[ns++] = 3 * T + 5;
    sizes[ns++] = g_opt.quick ? 20011 : 100003;
    /* below 2^19 elements the library runs workgroups of 64 (tiles of 1,024): around that tile */
    sizes[ns++] = 1023;
    sizes[ns++] = 1025;
    if (!g_opt.quick) {
        sizes[ns++] = 1024;
        sizes[ns++] = 2049;
        sizes[ns++] = 600000; /* workgroups of 128 */
        sizes[ns++] = 4 * info.subgroup_size;
        sizes[ns++] = info.scan_workgroup_size - 1;
        sizes[ns++] = T;
        sizes[ns++] = 2 * T + 7;
    }
    ns = sort_unique(sizes, ns);
    nm = mode_list(modes, types);
    for (i = 0; i < nm; i++) {
        for (s = 0; s < ns; s++) {
            scase c;
            base_case(&c, modes[i], types[i], sizes[s], (s + i) % 5, k);
            c.value = value_of(c.type, (unsigned)(s + i));
            if (k % 4 == 3) c.flags = VKR_SELECT_PARTITION;
            if (k % 5 == 2 && !c.flags && c.count) c.capacity = c.count / 3 + 1;
            if (k % 8 == 7 && c.flags) c.capacity = c.count + 5;
            if (k % 7 == 5) c.records = 0;
            if (k % 6 == 4) c.indices = 0;
            if (k % 3 == 1) c.dispatch_wg = wgs[(k / 3) % 4];
            if (!c.records && k % 2) c.record_size = 0; /* no output: flag modes need no record size */
            if (k % 11 == 10) c.flags |= VKR_SELECT_NO_SCRATCH_BARRIER;
            if (k % 13 == 12) c.twice = 1;
            k++;
            run_engine(g_ctx, "select", &c, NULL, NULL);
            count++;
        }
    }
    /* special float keys (NaN, signed zeros, infinities) and integer keys at word and sign
       boundaries, every comparison, at a few constants */
    for (i = 0; i < 6; i++) {
        const vkr_type t = k_keys[i];
        for (s = 0; s < 6; s++) {
            unsigned v;
            if (g_opt.quick && !quick_cmp(k_cmp[s], t) && (s + i) % 3) continue;
            for (v = 0; v < 5; v++) {
                scase c;
                if (g_opt.quick && v % 2) continue;
                base_case(&c, k_cmp[s], t, v % 2 ? 3 * T + 5 : 777, DEN_SPECIAL, k++);
                c.value = value_of(t, v);
                if (tfloat(t) && v == 3) c.value = b_qnan(t);
                if (tfloat(t) && v == 4) c.value = b_inf(t) | (v % 2 ? 0 : b_sign(t));
                c.flags = (k % 3 == 0) ? VKR_SELECT_PARTITION : 0;
                c.dispatch_wg = 32;
                run_engine(g_ctx, "select special keys", &c, NULL, NULL);
                count++;
            }
        }
    }
    hand_cases(g_ctx, "select hand cases", &k);
    /* capacity below the count: count exact, only capacity records and indices */
    {
        static const struct {
            vkr_select_mode m;
            vkr_type t;
            int den;
            int64_t a, b, cap; /* n = a T + b; capacity cap (negative: n / -cap) */
        } cc[] = {{VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, DEN_ALL, 3, 5, -3},     {VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, DEN_HALF, 2, 1, 1},
                  {VKR_SELECT_LESS, VKR_TYPE_F32, DEN_HALF, 1, 3, -2},            {VKR_SELECT_EQUAL, VKR_TYPE_I64, DEN_ALL, 0, 100, 99},
                  {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, DEN_SPARSE, 3, 5, 10}};
        for (i = 0; i < (int)(sizeof cc / sizeof cc[0]); i++) {
            scase c;
            base_case(&c, cc[i].m, cc[i].t, (uint64_t)((int64_t)T * cc[i].a + cc[i].b), cc[i].den, k++);
            c.value = value_of(c.type, (unsigned)i);
            c.capacity = cc[i].cap < 0 ? c.count / (uint64_t)(-cc[i].cap) : (uint64_t)cc[i].cap;
            c.dispatch_wg = i % 2 ? 7 : 256;
            run_engine(g_ctx, "select capacity < count", &c, NULL, NULL);
            count++;
        }
    }
    /* count only (no output, no indices), with and without the dispatch command; partition with
       nothing to write */
    for (i = 0; i < 6; i++) {
        scase c;
        base_case(&c, i % 2 ? VKR_SELECT_LESS_EQUAL : VKR_SELECT_FLAGS_U32, VKR_TYPE_F32, i < 2 ? 3 * T + 5 : i < 4 ? 5 : 0,
                  DEN_HALF, k++);
        c.value = value_of(c.type, 0);
        c.records = c.indices = 0;
        c.dispatch_wg = i == 1 ? 0 : 100;
        if (i == 3 || i == 4) c.flags = VKR_SELECT_PARTITION;
        if (i == 5) { /* more workgroups than maxComputeWorkGroupCount[0] (when it is below 100000): clamped */
            c.count = g_props.limits.maxComputeWorkGroupCount[0] < 100000 ? (uint64_t)g_props.limits.maxComputeWorkGroupCount[0] + 1000 : 4;
            c.density = DEN_ALL;
            c.dispatch_wg = 1;
        }
        run_engine(g_ctx, "select count only", &c, NULL, NULL);
        count++;
    }
    /* partition: u8 flags over tiles, every density, and with capacity above the count */
    for (i = 0; i < 5; i++) {
        scase c;
        base_case(&c, i % 2 ? VKR_SELECT_FLAGS_U8 : VKR_SELECT_GREATER, VKR_TYPE_U32, 2 * T + 3 + (uint64_t)i, i, k++);
        c.value = value_of(c.type, (unsigned)i);
        c.flags = VKR_SELECT_PARTITION;
        if (i == 4) c.capacity = c.count + 9;
        if (i == 2) c.indices = 0;
        if (i == 3) c.records = 0;
        run_engine(g_ctx, "select partition", &c, NULL, NULL);
        count++;
    }
    /* bitwise determinism: twice, the same bytes */
    for (i = 0; i < 3; i++) {
        scase c;
        uint64_t h1 = 0, h2 = 1;
        base_case(&c, i == 0 ? VKR_SELECT_LESS : i == 1 ? VKR_SELECT_FLAGS_U8 : VKR_SELECT_NOT_EQUAL,
                  i == 0 ? VKR_TYPE_F32 : VKR_TYPE_I64, i == 1 ? sizes[ns - 1] : 3 * T + 5, DEN_HALF, k++);
        c.value = value_of(c.type, 1);
        if (i != 1) c.flags = VKR_SELECT_PARTITION;
        c.dispatch_wg = 64;
        if (run_engine(g_ctx, "select determinism, run 1", &c, &h1, NULL) && run_engine(g_ctx, "select determinism, run 2", &c, &h2, NULL))
            check(h1 == h2, "select determinism: case %d: two runs gave different bytes", i);
        count += 2;
    }
    /* the other kernel paths and descriptor sets (without --quick: run_tests.sh forces each path
       and binding in its --quick runs) */
    if (!g_opt.quick) {
        static const vkr_kernel_path paths[3] = {VKR_PATH_NATIVE, VKR_PATH_SHUFFLE, VKR_PATH_SHARED};
        int p, bnd;
        for (p = 0; p < 3; p++)
            for (bnd = 0; bnd < 2; bnd++) {
                const vkr_binding binding = bnd ? VKR_BINDING_DESCRIPTOR_SETS : VKR_BINDING_PUSH_DESCRIPTORS;
                vkr_context_desc cd;
                vkr_context c;
                char what[96];
                if (paths[p] == info.path && binding == info.binding) continue;
                if (paths[p] == VKR_PATH_NATIVE && !(g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)) continue;
                if (paths[p] == VKR_PATH_SHUFFLE && !(g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT)) continue;
                if (binding == VKR_BINDING_PUSH_DESCRIPTORS && !(g_dev.vkr_features & VKR_FEATURE_PUSH_DESCRIPTOR)) continue;
                fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
                cd.options.path = paths[p];
                cd.options.binding = binding;
                cd.options.testing.scan_schedule = g_broken;
                snprintf(what, sizeof what, "select, path %s, %s", path_name(paths[p]), bnd ? "descriptor sets" : "push descriptors");
                c = make_context(&cd, what);
                if (!c) continue;
                few_cases(c, what, T);
                count += 5;
                vkr_destroy_context(c);
            }
    }
    printf("  select: %d cases\n", count);
}

/* Records of 4 to 256 bytes, keys inside them, offsets that are multiples of 4 but not of 16. */
void select_group_records(void)
{
    static const struct {
        uint32_t rs;
        vkr_select_mode m;
        vkr_type t;
        uint32_t key_offset;
    } r[] = {{4, VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 0},    {4, VKR_SELECT_GREATER, VKR_TYPE_F32, 0},
             {8, VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, 0},     {8, VKR_SELECT_EQUAL, VKR_TYPE_I64, 0},
             {8, VKR_SELECT_EQUAL, VKR_TYPE_U32, 4},         {20, VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 0},
             {20, VKR_SELECT_LESS_EQUAL, VKR_TYPE_U32, 16},  {20, VKR_SELECT_GREATER_EQUAL, VKR_TYPE_I32, 8},
             {64, VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, 0},    {64, VKR_SELECT_LESS, VKR_TYPE_F64, 8},
             {64, VKR_SELECT_NOT_EQUAL, VKR_TYPE_U64, 56},   {256, VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 0},
             {256, VKR_SELECT_GREATER_EQUAL, VKR_TYPE_I32, 252}, {256, VKR_SELECT_LESS, VKR_TYPE_F64, 248},
             /* 64-bit keys at a multiple of 4 that is not one of 8 */
             {12, VKR_SELECT_LESS, VKR_TYPE_F64, 4},          {24, VKR_SELECT_EQUAL, VKR_TYPE_I64, 12}};
    vkr_context_info info;
    uint64_t sizes[4], T;
    unsigned k = 1000;
    int i, s, ns, count = 0;
    if (!sel_buffers() || !context_info(g_ctx, &info)) return;
    T = info.scan_tile_elements[VKR_TYPE_U32];
    ns = 0;
    if (!g_opt.quick) sizes[ns++] = 1;
    if (!g_opt.quick) sizes[ns++] = T - 1;
    sizes[ns++] = T + 1;
    sizes[ns++] = g_opt.quick ? 2 * T + 3 : 3 * T + 5;
    for (i = 0; i < (int)(sizeof r / sizeof r[0]); i++)
        for (s = 0; s < ns; s++) {
            scase c;
            /* --quick: records of 4, 20 and 64 bytes, one size each (on lavapipe each record
               layout is a pipeline to compile, 5-10 s) */
            if (g_opt.quick && (r[i].rs == 12 || r[i].rs == 24 || r[i].rs == 256 || r[i].rs == 8 || i == 6 || i == 10 || s != ns - 1)) continue;
            base_case(&c, r[i].m, r[i].t, sizes[s], (i + s) % 5 == 0 ? DEN_SPARSE : DEN_HALF, k);
            c.record_size = r[i].rs;
            c.key_offset = r[i].key_offset;
            c.value = value_of(c.type, (unsigned)(i + s));
            /* multiples of 4, not of 16 */
            c.in_off = SEL_GUARD + 4 + 8 * (k % 2);
            c.flags_off = SEL_GUARD + (c.mode == VKR_SELECT_FLAGS_U8 ? 5 : 8);
            c.out_off = SEL_GUARD + 20;
            c.idx_off = SEL_GUARD + 36;
            c.cnt_off = 52;
            c.disp_off = 100;
            if ((i + s) % 3 == 1) c.flags = VKR_SELECT_PARTITION;
            else if ((i + s) % 3 == 2) c.capacity = c.count / 4 + 1;
            if (i % 4 == 3) c.indices = 0;
            if (s == ns - 1) c.dispatch_wg = 128;
            k++;
            run_engine(g_ctx, "select records", &c, NULL, NULL);
            count++;
        }
    printf("  select records: %d cases\n", count);
}

/* ---- refusals ------------------------------------------------------------------------------- */

void select_group_badinput(void)
{
    static const float half = 0.5f;
    static const double dhalf = 0.5;
    vkr_select_desc good, cgood, d;
    VkResult res;
    const uint64_t n = 100;
    const VkDeviceSize in_off = SEL_GUARD, fl_off = SEL_GUARD, out_off = SEL_GUARD, idx_off = SEL_GUARD, cnt_off = 64, disp_off = 128;
    int i;
    uint64_t b;
    if (!sel_buffers()) return;
    memset(&good, 0, sizeof good);
    good.mode = VKR_SELECT_FLAGS_U32;
    good.record_size = 4;
    good.count = n;
    good.input = brange(&s_in, in_off);
    good.flags_buffer = brange(&s_fl, fl_off);
    good.output = brange(&s_out, out_off);
    good.indices = brange(&s_idx, idx_off);
    good.count_buffer = brange(&s_cnt, cnt_off);
    good.dispatch_buffer = brange(&s_cnt, disp_off);
    good.dispatch_workgroup_size = 64;
    memset(&cgood, 0, sizeof cgood);
    cgood.mode = VKR_SELECT_LESS;
    cgood.type = VKR_TYPE_F32;
    cgood.value = &half;
    cgood.count = n;
    cgood.input = brange(&s_in, in_off);
    cgood.output = brange(&s_out, out_off);
    cgood.indices = brange(&s_idx, idx_off);
    cgood.count_buffer = brange(&s_cnt, cnt_off);
    memset(s_in.map, 0, 4096);
    memset(s_fl.map, 1, 4096);
    memset(s_out.map, SENTINEL, 4096);
    memset(s_idx.map, SENTINEL, 4096);
    memset(s_cnt.map, SENTINEL, SEL_CNT_BYTES);
    cmd_begin(&g_dev);
    for (i = 0; i < 38; i++) {
        const char *words = "";
        d = i % 2 && i < 12 ? cgood : good;
        switch (i) {
        case 0: d.mode = (vkr_select_mode)0; words = "mode"; break;
        case 1: d.mode = (vkr_select_mode)9; words = "mode"; break;
        case 2: d.flags = 0x4; words = "flags"; break;
        case 3: d.flags = VKR_SELECT_PARTITION | 0x80000000u; words = "flags"; break;
        case 4: d.record_size = 0; words = "record_size"; break;
        case 5: d.record_size = 6; words = "record_size"; break;
        case 6: d.record_size = 260; words = "record_size"; break;
        case 7: d.record_size = 8; d.key_offset = 2; words = "key_offset"; break;
        case 8: d.record_size = 2; words = "record_size"; break;
        case 9: d.type = VKR_TYPE_F64; d.value = &dhalf; d.record_size = 8; d.key_offset = 4; words = "key_offset"; break;
        case 10: d.type = VKR_TYPE_U32; words = "type"; break;
        case 11: d.value = NULL; words = "value"; break;
        case 12: d.count = 1ull << 32; words = "count"; break;
        case 13: d.flags = VKR_SELECT_PARTITION; d.capacity = n - 1; words = "capacity"; break;
        case 14: d.output.size = out_off + (n - 1) * 4; words = "output"; break;
        case 15: d.flags_buffer.size = fl_off + (n - 1) * 4; words = "flags_buffer"; break;
        case 16: /* u8 flags: the range ends inside the buffer's last word */
            d.mode = VKR_SELECT_FLAGS_U8; d.count = n + 1; d.capacity = n + 1; d.flags_buffer.size = fl_off + n + 1; words = "flags_buffer";
            break;
        case 17: memset(&d.count_buffer, 0, sizeof d.count_buffer); words = "count_buffer"; break;
        case 18: d.dispatch_workgroup_size = 0; words = "dispatch_workgroup_size"; break;
        case 19: memset(&d.dispatch_buffer, 0, sizeof d.dispatch_buffer); words = "dispatch_workgroup_size,dispatch_buffer"; break;
        case 20: d.output = brange(&s_in, in_off + 8); words = "output,input,overlap"; break;
        case 21: d.output = brange(&s_fl, fl_off + 4); words = "output,flags_buffer,overlap"; break;
        case 22: d.count_buffer = brange(&s_out, out_off + 8); words = "count_buffer,output,overlap"; break;
        case 23: d.indices = brange(&s_out, out_off + 16); words = "indices,output,overlap"; break;
        case 24: d.host_input = s_in.map; words = "host_input"; break;
        case 25: { static uint64_t hc; d.host_count = &hc; words = "host_count"; } break;
        case 26: d.mode = VKR_SELECT_EQUAL; d.type = VKR_TYPE_F16; d.value = &half; memset(&d.flags_buffer, 0, sizeof d.flags_buffer); words = "type"; break;
        case 27: d.mode = VKR_SELECT_EQUAL; d.type = VKR_TYPE_F32; d.value = &half; words = "flags_buffer"; break; /* flags in a comparison */
        case 28: memset(&d.output, 0, sizeof d.output); words = "input"; break; /* input that nothing reads */
        case 29: d.output.offset = out_off + 2; words = "output"; break;
        case 30: d.capacity = 1ull << 32; words = "capacity"; break;
        case 31: d.dispatch_buffer.size = disp_off + 8; words = "dispatch_buffer"; break;
        case 32: d.key_offset = 4; words = "key_offset"; break;
        case 33: d.value = &half; words = "value"; break;
        case 34: d.mode = VKR_SELECT_GREATER; d.type = VKR_TYPE_F32; d.value = &half; memset(&d.flags_buffer, 0, sizeof d.flags_buffer);
            memset(&d.input, 0, sizeof d.input); words = "input"; break;
        case 35: d.flags_buffer.offset = fl_off + 2; words = "flags_buffer"; break;
        case 36: d.indices = brange(&s_in, in_off + 4); words = "indices,input,overlap"; break;
        default: d.dispatch_buffer = brange(&s_cnt, cnt_off - 4); words = "dispatch_buffer,count_buffer,overlap"; break;
        }
        res = vkr_cmd_select(g_ctx, g_dev.cmd, &d);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions_all(lerr(g_ctx), words, ','),
              "vkr_cmd_select bad case %d: %d \"%s\" (want VK_ERROR_VALIDATION_FAILED_EXT naming %s)", i, (int)res, lerr(g_ctx), words);
    }
    res = vkr_cmd_select(g_ctx, VK_NULL_HANDLE, &good);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "cmd"), "vkr_cmd_select(cmd NULL): %d %s", (int)res, lerr(g_ctx));
    res = vkr_cmd_select(g_ctx, g_dev.cmd, NULL);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "desc"), "vkr_cmd_select(desc NULL): %d %s", (int)res, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    b = first_not(s_out.map, 4096, SENTINEL);
    check(b == 4096, "refused selects wrote the output (byte %llu)", (unsigned long long)b);
    b = first_not(s_idx.map, 4096, SENTINEL);
    check(b == 4096, "refused selects wrote the indices (byte %llu)", (unsigned long long)b);
    b = first_not(s_cnt.map, SEL_CNT_BYTES, SENTINEL);
    check(b == SEL_CNT_BYTES, "refused selects wrote the count or dispatch buffer (byte %llu)", (unsigned long long)b);
    /* the good descs run (the refusals above are theirs alone) */
    cmd_begin(&g_dev);
    res = vkr_cmd_select(g_ctx, g_dev.cmd, &good);
    check(res == VK_SUCCESS, "vkr_cmd_select of the good flags desc: %d %s", (int)res, lerr(g_ctx));
    cmd_barrier_compute(&g_dev);
    res = vkr_cmd_select(g_ctx, g_dev.cmd, &cgood);
    check(res == VK_SUCCESS, "vkr_cmd_select of the good comparison desc: %d %s", (int)res, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    if (cmd_submit_wait(&g_dev)) {
        uint32_t got;
        memcpy(&got, s_cnt.map + cnt_off, 4);
        check(got == n, "the good comparison desc (100 keys 0.0 < 0.5): count %u, want 100", got);
    }

    /* vkr_select: host arrays only */
    {
        static float keys[100];
        static uint32_t flags[100], out[128], idx[128];
        uint64_t hcount = 0x5a5a5a5a5a5a5a5aull;
        vkr_select_desc hg;
        memset(&hg, 0, sizeof hg);
        hg.mode = VKR_SELECT_LESS;
        hg.type = VKR_TYPE_F32;
        hg.value = &half;
        hg.count = n;
        hg.host_input = keys;
        hg.host_output = out;
        hg.host_indices = idx;
        hg.host_count = &hcount;
        memset(out, SENTINEL, sizeof out);
        memset(idx, SENTINEL, sizeof idx);
        for (i = 0; i < 14; i++) {
            const char *words = "";
            d = hg;
            switch (i) {
            case 0: d.input = brange(&s_in, 0); words = "input"; break;
            case 1: d.count_buffer = brange(&s_cnt, 0); words = "count_buffer"; break;
            case 2: d.output = brange(&s_out, 0); words = "output"; break;
            case 3: d.dispatch_workgroup_size = 4; words = "dispatch_workgroup_size"; break;
            case 4: d.host_count = NULL; words = "host_count"; break;
            case 5: d.host_input = NULL; words = "host_input"; break;
            case 6: d.mode = VKR_SELECT_FLAGS_U32; d.type = VKR_TYPE_NONE; d.value = NULL; d.record_size = 4; words = "host_flags"; break;
            case 7: d.flags = VKR_SELECT_PARTITION; d.capacity = n - 1; words = "capacity"; break;
            case 8: d.mode = (vkr_select_mode)0; words = "mode"; break;
            case 9: d.host_flags = flags; words = "host_flags"; break;
            case 10: d.count = 1ull << 32; words = "count"; break;
            case 11: d.host_output = keys; words = "host_output,host_input"; break; /* in place */
            case 12: d.host_indices = out; words = "host_indices,host_output"; break;
            default: d.scratch = brange(&s_idx, 0); words = "scratch"; break;
            }
            res = vkr_select(g_ctx, &d);
            check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions_all(lerr(g_ctx), words, ','),
                  "vkr_select bad case %d: %d \"%s\" (want VK_ERROR_VALIDATION_FAILED_EXT naming %s)", i, (int)res, lerr(g_ctx), words);
        }
        res = vkr_select(g_ctx, NULL);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "desc"), "vkr_select(desc NULL): %d %s", (int)res, lerr(g_ctx));
        b = first_not((const unsigned char *)out, sizeof out, SENTINEL);
        check(b == sizeof out, "refused vkr_select calls wrote the host output (byte %llu)", (unsigned long long)b);
        b = first_not((const unsigned char *)idx, sizeof idx, SENTINEL);
        check(b == sizeof idx, "refused vkr_select calls wrote the host indices (byte %llu)", (unsigned long long)b);
        check(hcount == 0x5a5a5a5a5a5a5a5aull, "refused vkr_select calls wrote the host count (0x%llx)", (unsigned long long)hcount);
    }
}

/* ---- prototype mode ------------------------------------------------------------------------- */

static int run_proto(vkr_context ctx, const char *what, const scase *c)
{
    const uint64_t n = c->count, cap = cap_of(c);
    const uint32_t rs = rsize(c), fs = fsize(c);
    unsigned char *out = (unsigned char *)malloc((size_t)(cap * rs + SEL_GUARD));
    uint32_t *idx = (uint32_t *)malloc((size_t)(cap * 4 + SEL_GUARD));
    unsigned char *in_copy = NULL, *fl_copy = NULL;
    uint64_t hcount = 0x5a5a5a5a5a5a5a5aull, b;
    vkr_select_desc d;
    sdata sd;
    VkResult res;
    char name[300];
    int ok = 1;
    case_name(name, sizeof name, c);
    where("%s: %s", what, name);
    if (!check(out && idx, "out of host memory") || !make_data(c, &sd)) {
        free(out), free(idx);
        return 0;
    }
    in_copy = (unsigned char *)malloc((size_t)(n * rs + 1));
    fl_copy = (unsigned char *)malloc((size_t)(n * fs + 1));
    if (!check(in_copy && fl_copy, "out of host memory")) {
        free(out), free(idx), free(in_copy), free(fl_copy), free_data(&sd);
        return 0;
    }
    memcpy(in_copy, sd.in, (size_t)(n * rs));
    memcpy(fl_copy, sd.fl, (size_t)(n * fs));
    memset(out, SENTINEL, (size_t)(cap * rs + SEL_GUARD));
    memset(idx, SENTINEL, (size_t)(cap * 4 + SEL_GUARD));
    d = case_desc(c);
    if (n && (!by_flags(c) || c->records)) d.host_input = sd.in;
    if (n && by_flags(c)) d.host_flags = sd.fl;
    if (c->records) d.host_output = out;
    if (c->indices) d.host_indices = idx;
    d.host_count = &hcount;
    res = vkr_select(ctx, &d);
    if (!check(res == VK_SUCCESS, "%s: %s: vkr_select: %d %s", what, name, (int)res, lerr(ctx))) {
        free(out), free(idx), free(in_copy), free(fl_copy), free_data(&sd);
        return 0;
    }
    if (hcount != sd.selected)
        ok = check(0, "%s: %s: count %llu, want %llu", what, name, (unsigned long long)hcount, (unsigned long long)sd.selected) && ok;
    if (c->records && memcmp(out, sd.want_out, (size_t)(sd.written * rs))) {
        uint64_t k = 0;
        while (k < sd.written && !memcmp(out + k * rs, sd.want_out + k * rs, rs)) k++;
        ok = check(0, "%s: %s: output record %llu of %llu differs (want input record %u)", what, name, (unsigned long long)k,
                   (unsigned long long)sd.written, sd.want_idx[k]) && ok;
    }
    {
        const uint64_t from = c->records ? sd.written * rs : 0;
        b = first_not(out + from, cap * rs + SEL_GUARD - from, SENTINEL);
        if (b < cap * rs + SEL_GUARD - from)
            ok = check(0, "%s: %s: host output byte %llu past the %llu records written was written", what, name,
                       (unsigned long long)(from + b), (unsigned long long)sd.written) && ok;
    }
    if (c->indices && memcmp(idx, sd.want_idx, (size_t)(sd.written * 4))) {
        uint64_t k = 0;
        while (k < sd.written && idx[k] == sd.want_idx[k]) k++;
        ok = check(0, "%s: %s: index %llu of %llu: %u, want %u", what, name, (unsigned long long)k, (unsigned long long)sd.written, idx[k],
                   sd.want_idx[k]) && ok;
    }
    {
        const uint64_t from = c->indices ? sd.written * 4 : 0;
        b = first_not((const unsigned char *)idx + from, cap * 4 + SEL_GUARD - from, SENTINEL);
        if (b < cap * 4 + SEL_GUARD - from)
            ok = check(0, "%s: %s: host indices byte %llu past the %llu indices written was written", what, name,
                       (unsigned long long)(from + b), (unsigned long long)sd.written) && ok;
    }
    if (memcmp(in_copy, sd.in, (size_t)(n * rs)) || memcmp(fl_copy, sd.fl, (size_t)(n * fs)))
        ok = check(0, "%s: %s: the host input or flags were written", what, name) && ok;
    free(out), free(idx), free(in_copy), free(fl_copy), free_data(&sd);
    return check(ok, "%s: %s", what, name);
}

/* vkr_select of host arrays on a prototype context with validation and 64 KiB host chunks:
   several chunks (partition across them), records of 4 to 64 bytes, capacity below the count,
   count 0. */
void select_group_prototype(void)
{
    static const struct {
        vkr_select_mode m;
        vkr_type t;
        uint32_t rs, key_offset;
        uint64_t n, cap;
        int den, records, indices;
        uint32_t flags;
    } p[] = {
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 4, 0, 40000, 0, DEN_HALF, 1, 1, 0},       /* ~10 chunks */
        {VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, 20, 0, 9001, 0, DEN_SPARSE, 1, 0, 0},
        {VKR_SELECT_LESS, VKR_TYPE_F32, 0, 0, 30001, 10001, DEN_HALF, 0, 1, 0},          /* capacity < count */
        {VKR_SELECT_EQUAL, VKR_TYPE_U32, 20, 16, 7000, 0, DEN_HALF, 1, 1, VKR_SELECT_PARTITION},
        {VKR_SELECT_GREATER_EQUAL, VKR_TYPE_F64, 64, 8, 3001, 0, DEN_SPECIAL, 1, 1, VKR_SELECT_PARTITION},
        {VKR_SELECT_NOT_EQUAL, VKR_TYPE_I64, 8, 0, 20000, 0, DEN_HALF, 0, 0, 0},          /* count only */
        {VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, 64, 0, 2001, 2010, DEN_ALL, 1, 1, VKR_SELECT_PARTITION},
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 4, 0, 12345, 0, DEN_NONE, 1, 1, VKR_SELECT_PARTITION},
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 4, 0, 0, 0, DEN_HALF, 1, 1, 0},             /* count 0 */
        {VKR_SELECT_LESS, VKR_TYPE_F32, 0, 0, 0, 0, DEN_HALF, 1, 1, VKR_SELECT_PARTITION},
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 20, 0, 15000, 37, DEN_ALL, 1, 1, 0},        /* capacity < count, many chunks */
        {VKR_SELECT_GREATER, VKR_TYPE_U64, 64, 32, 5000, 0, DEN_SPARSE, 1, 1, VKR_SELECT_PARTITION},
    };
    vkr_context c = NULL;
    vkr_context_info info;
    int i;
    if (sel_left_out() || !(c = chunked_prototype_context())) return;
    for (i = 0; i < (int)(sizeof p / sizeof p[0]); i++) {
        scase sc;
        if (g_opt.quick && (i == 4 || i == 11)) continue;
        base_case(&sc, p[i].m, p[i].t, p[i].n, p[i].den, 3000u + (unsigned)i);
        sc.record_size = p[i].rs;
        sc.key_offset = p[i].key_offset;
        sc.value = value_of(sc.type, (unsigned)i);
        sc.capacity = p[i].cap;
        sc.records = p[i].records;
        sc.indices = p[i].indices;
        sc.flags = p[i].flags;
        run_proto(c, "vkr_select", &sc);
    }
    if (context_info(c, &info))
        check(info.validation_messages == 0 && g_log_validation == 0, "prototype selects: %llu validation messages",
              (unsigned long long)info.validation_messages);
    vkr_destroy_context(c);
}

/* ---- schedules and split ranges ------------------------------------------------------------- */

/* The cases of the schedules and split groups: n = a T + b. */
typedef struct mcase {
    vkr_select_mode m;
    vkr_type t;
    uint32_t rs;
    int64_t a, b, q, cap_a, cap_b; /* n = a T + b + q T / 4; capacity cap_a T + cap_b (0, 0: count) */
    int den, records, indices;
    uint32_t flags, wg;
} mcase;

static void from_mcase(scase *c, const mcase *m, uint64_t T, unsigned k)
{
    base_case(c, m->m, m->t, (uint64_t)((int64_t)T * m->a + m->b + (int64_t)T / 4 * m->q), m->den, k);
    c->record_size = m->rs;
    c->value = value_of(c->type, k);
    c->capacity = (uint64_t)((int64_t)T * m->cap_a + m->cap_b);
    c->records = m->records;
    c->indices = m->indices;
    c->flags = m->flags;
    c->dispatch_wg = m->wg;
}

/* The forced schedules (SWAP_PAIRS, REVERSE_64, FORCE_FALLBACK): the same bytes as the default. */
void select_group_schedules(void)
{
    static const uint32_t sched[3] = {VKR_TESTING_SCAN_SWAP_PAIRS, VKR_TESTING_SCAN_REVERSE_64, VKR_TESTING_SCAN_FORCE_FALLBACK};
    static const mcase mc[3] = {
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 4, 9, 7, 0, 0, 0, DEN_HALF, 1, 1, 0, 64},
        {VKR_SELECT_GREATER, VKR_TYPE_F32, 4, 5, 3, 0, 0, 0, DEN_HALF, 1, 1, VKR_SELECT_PARTITION, 0},
        {VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, 4, 9, 7, 0, 0, 0, DEN_SPARSE, 0, 1, VKR_SELECT_PARTITION, 32},
    };
    vkr_context_info info;
    uint64_t want[3], T;
    int i, s;
    if (!sel_buffers() || !context_info(g_ctx, &info)) return;
    T = info.scan_tile_elements[VKR_TYPE_U32];
    for (i = 0; i < 3; i++) {
        scase c;
        from_mcase(&c, &mc[i], T, 4000u + (unsigned)i);
        if (!run_engine(g_ctx, "select, default schedule", &c, &want[i], NULL)) return;
    }
    for (s = 0; s < 3; s++) {
        vkr_context_desc cd;
        vkr_context ctx;
        char what[64];
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.testing.scan_schedule = sched[s] | g_broken;
        snprintf(what, sizeof what, "select, scan_schedule 0x%x", sched[s]);
        ctx = make_context(&cd, what);
        if (!ctx) continue;
        for (i = 0; i < 3; i++) {
            scase c;
            uint64_t got = 0;
            from_mcase(&c, &mc[i], T, 4000u + (unsigned)i);
            if (run_engine(ctx, what, &c, &got, NULL))
                check(got == want[i], "%s: case %d's bytes differ from the default schedule's", what, i);
        }
        vkr_destroy_context(ctx);
    }
}

/* max_binding_range of 2.5 tiles of words: the input and flags split into ranges (whole tiles);
   counts, records, indices and partitions exact across them, the same bytes as one range; an
   output or indices larger than one range refused. */
void select_group_split(void)
{
    static const mcase mc[6] = {
        /* 2 ranges of u32 flags, 4-byte records, partition (the output fits one range) */
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 4, 2, 0, 1, 0, 0, DEN_HALF, 1, 1, VKR_SELECT_PARTITION, 64},
        /* 2 ranges of f32 keys, partition */
        {VKR_SELECT_GREATER, VKR_TYPE_F32, 4, 2, 3, 1, 0, 0, DEN_HALF, 1, 1, VKR_SELECT_PARTITION, 0},
        /* count only over 5 ranges */
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 0, 9, 7, 0, 0, 0, DEN_HALF, 0, 0, 0, 100},
        /* u8 flags with 4-byte records over 5 ranges, capacity 1000 */
        {VKR_SELECT_FLAGS_U8, VKR_TYPE_NONE, 4, 9, 7, 0, 0, 1000, DEN_HALF, 1, 1, 0, 16},
        /* i64 keys of 8-byte records over 10 ranges, sparse, capacity 1000 */
        {VKR_SELECT_LESS, VKR_TYPE_I64, 8, 9, 7, 0, 0, 1000, DEN_SPARSE, 1, 1, 0, 1},
        /* u32 flags, indices only, capacity 2T over 5 ranges: more selected than the capacity */
        {VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 0, 9, 7, 0, 2, 0, DEN_HALF, 0, 1, 0, 3},
    };
    vkr_context_info info;
    uint64_t want[6], T;
    VkDeviceSize range;
    vkr_context_desc cd;
    vkr_context ctx;
    int i;
    if (!sel_buffers() || !context_info(g_ctx, &info)) return;
    T = info.scan_tile_elements[VKR_TYPE_U32];
    range = T * 10 + g_props.limits.minStorageBufferOffsetAlignment;
    for (i = 0; i < 6; i++) {
        scase c;
        from_mcase(&c, &mc[i], T, 5000u + (unsigned)i);
        if (!run_engine(g_ctx, "select, one range", &c, &want[i], NULL)) return;
    }
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = range;
    cd.options.testing.scan_schedule = g_broken;
    ctx = make_context(&cd, "select, max_binding_range of 2.5 tiles");
    if (!ctx) return;
    for (i = 0; i < 6; i++) {
        scase c;
        uint64_t got = 0;
        from_mcase(&c, &mc[i], T, 5000u + (unsigned)i);
        if (run_engine(ctx, "select, max_binding_range of 2.5 tiles", &c, &got, NULL))
            check(got == want[i], "select, max_binding_range of 2.5 tiles: case %d's bytes differ from one range's", i);
    }
    /* an output or indices that do not fit one binding range */
    for (i = 0; i < 2; i++) {
        scase c;
        vkr_select_desc d;
        VkResult res;
        uint64_t b;
        base_case(&c, VKR_SELECT_FLAGS_U32, VKR_TYPE_NONE, 3 * T, DEN_HALF, 5100u + (unsigned)i);
        c.record_size = 4;
        c.records = i == 0;
        c.indices = i == 1;
        memset(s_out.map, SENTINEL, (size_t)(c.out_off + 3 * T * 4 + SEL_GUARD));
        memset(s_idx.map, SENTINEL, (size_t)(c.idx_off + 3 * T * 4 + SEL_GUARD));
        memset(s_cnt.map, SENTINEL, SEL_CNT_BYTES);
        d = engine_desc(&c);
        cmd_begin(&g_dev);
        res = vkr_cmd_select(ctx, g_dev.cmd, &d);
        cmd_barrier_to_host(&g_dev);
        cmd_submit_wait(&g_dev);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions_all(lerr(ctx), i ? "indices,binding range" : "output,binding range", ','),
              "select, max_binding_range of 2.5 tiles: %s of 3 tiles: %d \"%s\" (want VK_ERROR_VALIDATION_FAILED_EXT naming it and the "
              "binding range)", i ? "indices" : "output", (int)res, lerr(ctx));
        b = first_not(s_out.map, c.out_off + 3 * T * 4 + SEL_GUARD, SENTINEL) - (c.out_off + 3 * T * 4 + SEL_GUARD) +
            first_not(s_idx.map, c.idx_off + 3 * T * 4 + SEL_GUARD, SENTINEL) - (c.idx_off + 3 * T * 4 + SEL_GUARD);
        check(b == 0 && first_not(s_cnt.map, SEL_CNT_BYTES, SENTINEL) == SEL_CNT_BYTES,
              "select, max_binding_range of 2.5 tiles: the refused select wrote something");
    }
    vkr_destroy_context(ctx);
}
