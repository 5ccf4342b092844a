/* scan_rows.c - test_scan's groups for the row scans (vkr_cmd_scan_rows, vkr_scan_rows).

   Every row's outputs must be bit for bit those of a single-pass vkr_cmd_scan of that row alone
   on the same context (same op, kind and initial value; test_scan's other groups check that
   scan against the CPU reference), whichever algorithm the row scan runs: reduce-then-scan rows
   fold their tiles left to right as the single pass does. Two exceptions, where the tree
   differs: float add / mul rows of one tile (a smaller workgroup scans them) are checked
   against the CPU within vkr_scan_error_bound instead, and rows longer than a binding range
   under reduce-then-scan against that algorithm's own scans. Integer rows are also checked
   against the exact CPU scan. The gaps
   between output rows and the bytes around them keep their sentinels, the input its bytes.
   Schedules, split binding ranges and host chunks must not change a bit. */
#include "harness.h"

#include "scan_rows.h"

enum { RINIT_NONE, RINIT_VALUE, RINIT_BUFFER };

typedef struct rcase {
    vkr_op op;
    vkr_type type;
    vkr_scan_kind kind;
    int init;                  /* RINIT_* */
    vkr_scan_algorithm algo;
    uint64_t rows, len, in_gap, out_gap; /* strides: len + gap */
    int in_place;              /* output = input (out_gap ignored) */
    uint64_t seed;
    vkr_scan_algorithm ref_algo; /* the reference scans' (0: single pass) */
} rcase;

#define ROWS_GUARD 256u /* sentinel bytes before the output */
static tbuf s_in, s_out, s_ref, s_init;
static VkDeviceSize s_cap; /* bytes of each of s_in, s_out, s_ref */

static int rows_buffers(void)
{
    if (s_in.buf) return 1;
    s_cap = (VkDeviceSize)(g_opt.quick ? 6 : 16) << 20;
    return buf_create(&g_dev, s_cap, &s_in) && buf_create(&g_dev, s_cap, &s_out) && buf_create(&g_dev, s_cap, &s_ref) &&
           buf_create(&g_dev, 1u << 20, &s_init);
}

void scan_rows_teardown(void)
{
    if (!g_dev.dev) return;
    g_dev.t.vkDeviceWaitIdle(g_dev.dev);
    buf_destroy(&g_dev, &s_in);
    buf_destroy(&g_dev, &s_out);
    buf_destroy(&g_dev, &s_ref);
    buf_destroy(&g_dev, &s_init);
}

static void case_name(char *s, size_t cap, const rcase *c)
{
    snprintf(s, cap, "%s %s %s init %s %s %llux%llu gaps %llu/%llu%s", opn(c->op), tyn(c->type),
             c->kind == VKR_SCAN_EXCLUSIVE ? "exclusive" : "inclusive",
             c->init == RINIT_NONE ? "none" : c->init == RINIT_VALUE ? "value" : "per-row",
             c->algo == VKR_SCAN_REDUCE_THEN_SCAN ? "reduce-then-scan" : c->algo == VKR_SCAN_SINGLE_PASS ? "single-pass" : "auto",
             (unsigned long long)c->rows, (unsigned long long)c->len, (unsigned long long)c->in_gap,
             (unsigned long long)c->out_gap, c->in_place ? " in place" : "");
}

static uint64_t in_stride(const rcase *c) { return c->len + c->in_gap; }
static uint64_t out_stride(const rcase *c) { return c->in_place ? in_stride(c) : c->len + c->out_gap; }
static uint64_t span_of(uint64_t rows, uint64_t stride, uint64_t len) { return rows && len ? (rows - 1) * stride + len : 0; }

static vkr_scan_rows_desc rows_desc(const rcase *c, const uint64_t *init_value)
{
    vkr_scan_rows_desc d;
    const size_t es = tsz(c->type);
    memset(&d, 0, sizeof d);
    d.op = c->op;
    d.type = c->type;
    d.kind = c->kind;
    d.rows = c->rows;
    d.row_length = c->len;
    d.input_row_stride = in_stride(c);
    d.output_row_stride = out_stride(c);
    d.input.buffer = c->in_place ? s_out.buf : s_in.buf;
    d.input.offset = c->in_place ? ROWS_GUARD : 0;
    d.input.size = s_cap;
    d.output.buffer = s_out.buf;
    d.output.offset = ROWS_GUARD;
    d.output.size = s_cap;
    if (c->init == RINIT_VALUE) d.init = init_value;
    if (c->init == RINIT_BUFFER) {
        d.init_buffer.buffer = s_init.buf;
        d.init_buffer.offset = 2 * es;
        d.init_buffer.size = s_init.size;
    }
    d.algorithm = c->algo;
    return d;
}

/* The exact scan of one integer row, compared with the GPU's outputs; 1 if equal. */
static int int_row_ok(const rcase *c, const unsigned char *in, const unsigned char *out, int has_init, uint64_t init,
                      uint64_t *first_bad)
{
    uint64_t acc = has_init ? init : identity_bits(c->op, c->type), i;
    for (i = 0; i < c->len; i++) {
        const uint64_t x = getb(in, i, c->type);
        uint64_t want;
        if (c->kind == VKR_SCAN_EXCLUSIVE) {
            want = acc;
            acc = int_combine(c->op, c->type, acc, x);
        } else {
            acc = int_combine(c->op, c->type, acc, x);
            want = acc;
        }
        if (getb(out, i, c->type) != (want & tmask(c->type))) {
            *first_bad = i;
            return 0;
        }
    }
    return 1;
}

/* Float add / mul rows of one tile (T elements on ctx): each element within b (|init| + sum |x|)
   of the exact value (mul: b |exact|), b = vkr_scan_error_bound of row_length; 1 if so. */
static int float_row_ok(vkr_context ctx, const rcase *c, const unsigned char *in, const unsigned char *out, int has_init,
                        uint64_t init, uint64_t *first_bad)
{
    double b = 0;
    long double acc = c->op == VKR_OP_MUL ? 1 : 0, abs_sum = 0;
    uint64_t i;
    if (t_scan_error_bound(ctx, c->op, c->type, c->len, &b) != VK_SUCCESS) return 0;
    if (has_init) {
        acc = fval(c->type, init);
        abs_sum = fabsl(acc);
    }
    for (i = 0; i < c->len; i++) {
        const long double x = fval(c->type, getb(in, i, c->type));
        long double want, got;
        if (c->kind == VKR_SCAN_INCLUSIVE) {
            acc = c->op == VKR_OP_MUL ? acc * x : acc + x;
            abs_sum += fabsl(x);
        }
        want = acc;
        got = fval(c->type, getb(out, i, c->type));
        if (!(fabsl(got - want) <= (long double)b * (c->op == VKR_OP_MUL ? fabsl(want) : abs_sum) + 1e-300L)) {
            *first_bad = i;
            return 0;
        }
        if (c->kind == VKR_SCAN_EXCLUSIVE) {
            acc = c->op == VKR_OP_MUL ? acc * x : acc + x;
            abs_sum += fabsl(x);
        }
    }
    return 1;
}

/* Runs c on context ctx: the row scan and, as the reference, one vkr_cmd_scan per row, in one
   command buffer; checks rows, gaps, guards and the input. *digest (if not NULL): a hash of
   the output rows. Returns 0 if the case could not run (checked as a failure). */
static int run_case(vkr_context ctx, const char *what, const rcase *c, uint64_t *digest)
{
    const size_t es = tsz(c->type);
    const uint64_t is = in_stride(c), os = out_stride(c);
    const uint64_t in_span = span_of(c->rows, is, c->len), out_span = span_of(c->rows, os, c->len);
    uint64_t init_value = 0, r, h = 1469598103934665603ull;
    unsigned char *src;
    vkr_context_info info;
    int by_bound; /* float add / mul rows of one tile: against the CPU within the bound */
    vkr_scan_rows_desc d;
    VkResult res;
    char name[200];
    int ok = 1;
    case_name(name, sizeof name, c);
    where("%s: %s", what, name);
    if (!context_info(ctx, &info)) return 0;
    by_bound = tfloat(c->type) && (c->op == VKR_OP_ADD || c->op == VKR_OP_MUL) && c->len <= info.scan_tile_elements[c->type];
    if (!check(ROWS_GUARD + (out_span + 64) * es <= s_cap && (in_span + 64) * es <= s_cap &&
                   c->rows * c->len * es <= s_cap && (c->rows + 4) * es <= s_init.size,
               "%s: %s does not fit the test buffers", what, name))
        return 0;
    gen(s_in.map, c->type, in_span + 16, default_dist(c->op, c->type), c->seed);
    memset(s_out.map, SENTINEL, (size_t)(ROWS_GUARD + (out_span + 64) * es));
    memset(s_ref.map, SENTINEL, (size_t)(c->rows * c->len * es + 64));
    if (c->in_place) memcpy(s_out.map + ROWS_GUARD, s_in.map, (size_t)(in_span * es));
    gen(s_init.map, c->type, c->rows + 4, default_dist(c->op, c->type), c->seed ^ 0x5bd1e995u);
    memcpy(&init_value, s_init.map, es);
    d = rows_desc(c, &init_value);
    cmd_begin(&g_dev);
    for (r = 0; r < c->rows && c->len; r++) { /* the reference: each row alone */
        vkr_scan_desc sd;
        /* the outputs' bindings, rounded down to minStorageBufferOffsetAlignment, overlap: a
           user's barrier between the scans (ENGINE MODE: BARRIERS) */
        if (r) cmd_barrier_compute(&g_dev);
        memset(&sd, 0, sizeof sd);
        sd.op = c->op;
        sd.type = c->type;
        sd.kind = c->kind;
        sd.count = c->len;
        sd.input.buffer = s_in.buf;
        sd.input.offset = r * is * es;
        sd.input.size = s_cap;
        sd.output.buffer = s_ref.buf;
        sd.output.offset = r * c->len * es;
        sd.output.size = s_cap;
        sd.algorithm = c->ref_algo ? c->ref_algo : VKR_SCAN_SINGLE_PASS; /* a row scan has its bits with either algorithm */
        if (c->init == RINIT_VALUE) sd.init = &init_value;
        if (c->init == RINIT_BUFFER) {
            sd.init_buffer.buffer = s_init.buf;
            sd.init_buffer.offset = (2 + r) * es;
            sd.init_buffer.size = s_init.size;
        }
        res = vkr_cmd_scan(ctx, g_dev.cmd, &sd);
        if (!check(res == VK_SUCCESS, "%s: %s: reference vkr_cmd_scan of row %llu: %d %s", what, name, (unsigned long long)r, (int)res,
                   lerr(ctx))) {
            cmd_submit_wait(&g_dev);
            return 0;
        }
    }
    res = vkr_cmd_scan_rows(ctx, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev)) return 0;
    if (!check(res == VK_SUCCESS, "%s: %s: vkr_cmd_scan_rows: %d %s", what, name, (int)res, lerr(ctx))) return 0;
    src = s_out.map + ROWS_GUARD;
    for (r = 0; r < c->rows && c->len; r++) {
        const unsigned char *o = src + r * os * es, *ref = s_ref.map + r * c->len * es;
        uint64_t bad = 0;
        if (by_bound) {
            if (!float_row_ok(ctx, c, s_in.map + r * is * es, o, c->init != RINIT_NONE,
                              c->init == RINIT_VALUE ? init_value : getb(s_init.map, 2 + r, c->type), &bad)) {
                ok = check(0, "%s: %s: row %llu element %llu: 0x%llx, outside the error bound of the exact scan", what, name,
                           (unsigned long long)r, (unsigned long long)bad, (unsigned long long)getb(o, bad, c->type)) && ok;
                break;
            }
        } else if (memcmp(o, ref, (size_t)(c->len * es))) {
            while (bad < c->len && getb(o, bad, c->type) == getb(ref, bad, c->type)) bad++;
            ok = check(0, "%s: %s: row %llu element %llu: 0x%llx, the row's own scan 0x%llx", what, name, (unsigned long long)r,
                       (unsigned long long)bad, (unsigned long long)getb(o, bad, c->type),
                       (unsigned long long)getb(ref, bad, c->type)) && ok;
            break;
        }
        if (!tfloat(c->type) &&
            !int_row_ok(c, s_in.map + r * is * es, o, c->init != RINIT_NONE,
                        c->init == RINIT_VALUE ? init_value : getb(s_init.map, 2 + r, c->type), &bad)) {
            ok = check(0, "%s: %s: row %llu element %llu differs from the exact scan", what, name, (unsigned long long)r,
                       (unsigned long long)bad) && ok;
            break;
        }
        h = (h ^ (uint64_t)(o[0] + 131u * o[c->len * es - 1])) * 1099511628211ull;
        {
            uint64_t i;
            for (i = 0; i < c->len * es; i += 61) h = (h ^ o[i]) * 1099511628211ull;
        }
        /* the gap after this row (out of place) keeps its sentinels */
        if (!c->in_place && r + 1 < c->rows && c->out_gap) {
            uint64_t i;
            for (i = c->len * es; i < os * es; i++)
                if (o[i] != SENTINEL) break;
            if (i < os * es) {
                ok = check(0, "%s: %s: gap byte %llu after row %llu was written", what, name, (unsigned long long)(i - c->len * es),
                           (unsigned long long)r) && ok;
                break;
            }
        }
    }
    {
        uint64_t i;
        for (i = 0; i < ROWS_GUARD; i++)
            if (s_out.map[i] != SENTINEL) break;
        for (r = 0; r < 64 * es && i == ROWS_GUARD; r++)
            if (src[out_span * es + r] != SENTINEL) i = 0;
        ok = check(i == ROWS_GUARD, "%s: %s: a byte around the output was written", what, name) && ok;
    }
    if (!c->in_place) { /* the input keeps its bytes */
        unsigned char *want = (unsigned char *)malloc((size_t)((in_span + 16) * es));
        if (want) {
            gen(want, c->type, in_span + 16, default_dist(c->op, c->type), c->seed);
            ok = check(!memcmp(want, s_in.map, (size_t)(in_span * es)), "%s: %s: the input was written", what, name) && ok;
        }
        free(want);
    }
    if (digest) *digest = h;
    return check(ok, "%s: %s", what, name);
}

static const vkr_op k_rows_ops[7] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX, VKR_OP_AND, VKR_OP_OR, VKR_OP_XOR};

/* Row shapes around the tile T: rows, length a * T + b, input gap, output gap, 1 = without
   --quick only */
static const int64_t k_shapes[][6] = {{1, 0, 1, 0, 0, 0},   {3, 0, 7, 5, 3, 0},     {5, 1, -1, 0, 2, 0},   {2, 1, 0, 0, 0, 0},
                                      {3, 0, 1, 3, 0, 0},   {2, 0, 2001, 0, 0, 1},  {100, 0, 33, 2, 1, 0}, {1, 1, 1, 0, 0, 0},
                                      {0, 0, 5, 0, 0, 0},   {4, 3, 5, 0, 0, 0},     {2, 0, 3, 0, 1, 1},    {7, 2, -1, 0, 0, 0}};

/* The shapes for tile T as (rows, length, input gap, output gap); returns how many. */
static int shapes(uint64_t T, uint64_t s[][4], int quick)
{
    int n = 0, i;
    for (i = 0; i < (int)(sizeof k_shapes / sizeof k_shapes[0]); i++) {
        if (quick && k_shapes[i][5]) continue;
        s[n][0] = (uint64_t)k_shapes[i][0];
        s[n][1] = (uint64_t)((int64_t)T * k_shapes[i][1] + k_shapes[i][2]);
        s[n][2] = (uint64_t)k_shapes[i][3];
        s[n][3] = (uint64_t)k_shapes[i][4];
        n++;
    }
    return n;
}

void scan_rows_group_matrix(void)
{
    vkr_context_info info;
    uint64_t sh[16][4];
    int t, k, i, n, count = 0;
    if (!rows_buffers() || !context_info(g_ctx, &info)) return;
    for (t = 0; t < 6; t++) {
        const vkr_type type = k_types[t];
        const uint64_t T = info.scan_tile_elements[type] ? info.scan_tile_elements[type] : 1;
        n = shapes(T, sh, g_opt.quick);
        for (k = 0; k < 7; k++) {
            const vkr_op op = k_rows_ops[k];
            if (!op_exists(op, type) || skip64(g_ctx, info.enabled_features, op, type)) continue;
            if (opt_refused(g_ctx, OPT_SCAN, op, type)) continue;
            /* two ops per type, three without --quick: pipelines are what lavapipe spends its
               time on (about 7 per op and type: single pass, reduce-then-scan, one-tile rows at
               three workgroup sizes), and the kernel code is the plain scan's */
            if (k != t % 7 && k != (t + 3) % 7 && !(k == 0 && t < 2) && (g_opt.quick || k != (t + 5) % 7)) continue;
            for (i = 0; i < n; i++) {
                rcase c;
                memset(&c, 0, sizeof c);
                c.op = op;
                c.type = type;
                c.kind = (i + k) % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
                c.init = (i + t + k) % 3;
                c.algo = (i + t) % 3 == 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_AUTO;
                c.rows = sh[i][0];
                c.len = sh[i][1];
                c.in_gap = sh[i][2];
                c.out_gap = sh[i][3];
                c.in_place = (i + k) % 4 == 3;
                c.seed = mix_seed(g_opt.seed, (uint64_t)(t * 100 + k * 16 + i));
                run_case(g_ctx, "row scan", &c, NULL);
                count++;
            }
        }
    }
    printf("  row scans: %d cases\n", count);
}

/* The forced schedules and several dispatches (rows of several tiles, many rows): the same bits
   as the default context. */
void scan_rows_group_schedules(void)
{
    static const uint32_t sched[3] = {VKR_TESTING_SCAN_SWAP_PAIRS, VKR_TESTING_SCAN_REVERSE_64, VKR_TESTING_SCAN_FORCE_FALLBACK};
    vkr_context_info info;
    rcase cs[4];
    uint64_t want[4];
    int i, s;
    if (!rows_buffers() || !context_info(g_ctx, &info)) return;
    memset(cs, 0, sizeof cs);
    for (i = 0; i < 4; i++) {
        const vkr_type type = i == 1 ? VKR_TYPE_U32 : i == 3 ? t32(VKR_TYPE_F64) : VKR_TYPE_F32;
        const uint64_t T = info.scan_tile_elements[type];
        cs[i].op = i == 1 ? VKR_OP_XOR : VKR_OP_ADD;
        cs[i].type = type;
        cs[i].kind = i % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
        cs[i].init = i % 3;
        cs[i].algo = VKR_SCAN_SINGLE_PASS;
        cs[i].rows = i == 2 ? 40 : 3;
        cs[i].len = i == 2 ? 2 * T : 5 * T + 3;
        cs[i].in_gap = (uint64_t)i;
        cs[i].seed = mix_seed(g_opt.seed, 7000u + (uint64_t)i);
        if (!run_case(g_ctx, "default schedule", &cs[i], &want[i])) return;
    }
    for (s = 0; s < 3; s++) {
        vkr_context_desc cd;
        vkr_context c;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.testing.scan_schedule = sched[s] | g_broken;
        c = make_context(&cd, "scan_schedule context");
        if (!c) continue;
        for (i = 0; i < 4; i++) {
            uint64_t got = 0;
            char what[64];
            snprintf(what, sizeof what, "scan_schedule 0x%x", sched[s]);
            if (run_case(c, what, &cs[i], &got))
                check(got == want[i], "%s: row %d's outputs differ from the default schedule's", what, i);
        }
        vkr_destroy_context(c);
    }
}

/* max_binding_range of three tiles: rows of two tiles run two rows per dispatch, rows of five
   tiles are longer than a range (scanned one by one, each in ranges). */
void scan_rows_group_split(void)
{
    vkr_context_info info;
    rcase cs[4];
    uint64_t want[4];
    int i;
    vkr_context_desc cd;
    vkr_context c;
    if (!rows_buffers() || !context_info(g_ctx, &info)) return;
    memset(cs, 0, sizeof cs);
    for (i = 0; i < 4; i++) {
        const uint64_t T = info.scan_tile_elements[VKR_TYPE_F32];
        cs[i].op = i == 1 ? VKR_OP_MAX : VKR_OP_ADD;
        cs[i].type = i == 3 ? VKR_TYPE_I32 : VKR_TYPE_F32;
        cs[i].kind = i % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
        cs[i].init = i == 0 ? RINIT_BUFFER : i % 3;
        cs[i].algo = i == 2 ? VKR_SCAN_REDUCE_THEN_SCAN : VKR_SCAN_SINGLE_PASS;
        cs[i].rows = i < 2 ? 9 : 3;
        cs[i].len = i < 2 ? T + 1 : 5 * T + 7;
        cs[i].in_gap = i == 1 ? 3 : 0;
        cs[i].out_gap = i == 0 ? 2 : 0;
        cs[i].in_place = i == 3;
        cs[i].seed = mix_seed(g_opt.seed, 7100u + (uint64_t)i);
        if (!run_case(g_ctx, "one range", &cs[i], &want[i])) return;
    }
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = 3 * info.scan_tile_elements[VKR_TYPE_F32] * 4 + g_props.limits.minStorageBufferOffsetAlignment;
    cd.options.testing.scan_schedule = g_broken;
    c = make_context(&cd, "small max_binding_range");
    if (!c) return;
    for (i = 0; i < 4; i++) {
        uint64_t got = 0;
        /* rows longer than a range scan as vkr_cmd_scan does: under reduce-then-scan with its
           tree (case 2), so against those scans, and with other float bits than one range's */
        const int long_rts = cs[i].algo == VKR_SCAN_REDUCE_THEN_SCAN && cs[i].len > 3 * info.scan_tile_elements[VKR_TYPE_F32];
        if (long_rts) cs[i].ref_algo = VKR_SCAN_REDUCE_THEN_SCAN;
        if (run_case(c, "max_binding_range of three tiles", &cs[i], &got) && !long_rts)
            check(got == want[i], "max_binding_range of three tiles: case %d's outputs differ from one range's", i);
    }
    vkr_destroy_context(c);
}

/* Refusals: a clear error naming the argument, nothing recorded or written. */
void scan_rows_group_badinput(void)
{
    rcase c;
    uint64_t init_value = 0;
    vkr_scan_rows_desc good, d;
    VkResult res;
    int i;
    if (!rows_buffers()) return;
    memset(&c, 0, sizeof c);
    c.op = VKR_OP_ADD;
    c.type = VKR_TYPE_U32;
    c.kind = VKR_SCAN_INCLUSIVE;
    c.rows = 4;
    c.len = 10;
    c.in_gap = 2;
    c.out_gap = 1;
    good = rows_desc(&c, &init_value);
    memset(s_out.map, SENTINEL, 4096);
    cmd_begin(&g_dev);
    for (i = 0; i < 16; i++) {
        const char *words = "";
        d = good;
        switch (i) {
        case 0: d.input_row_stride = 9; words = "input_row_stride,row_length"; break;
        case 1: d.output_row_stride = 5; words = "output_row_stride"; break;
        case 2: d.kind = VKR_SCAN_NONE; words = "kind"; break;
        case 3: d.flags = 0x80; words = "flags"; break;
        case 4: d.algorithm = (vkr_scan_algorithm)7; words = "algorithm"; break;
        case 5: d.init = &init_value; d.init_buffer.buffer = s_init.buf; d.init_buffer.size = s_init.size; words = "init,init_buffer"; break;
        case 6: d.init_buffer.buffer = s_init.buf; d.init_buffer.offset = s_init.size - 8; d.init_buffer.size = s_init.size; words = "init_buffer"; break;
        case 7: d.output.size = ROWS_GUARD + 40; words = "output"; break;
        case 8: d.input.size = 60; words = "input"; break;
        case 9: d.input.buffer = s_out.buf; d.input.offset = ROWS_GUARD + 4; words = "overlap,output,input"; break;
        case 10: d.input.buffer = s_out.buf; d.input.offset = ROWS_GUARD; words = "stride"; break; /* same offset, other stride */
        case 11: d.host_input = s_in.map; words = "host_input"; break;
        case 12: d.output.offset = ROWS_GUARD + 2; words = "output.offset"; break;
        case 13: d.type = (vkr_type)99; words = "type"; break;
        case 14: d.init_buffer.buffer = s_out.buf; d.init_buffer.offset = ROWS_GUARD + 8; d.init_buffer.size = s_cap; words = "init_buffer,output"; break;
        default: d.rows = ~0ull / 4; words = "input"; break;
        }
        res = vkr_cmd_scan_rows(g_ctx, g_dev.cmd, &d);
        check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions_all(lerr(g_ctx), words, ','),
              "vkr_cmd_scan_rows bad case %d: %d \"%s\" (want VK_ERROR_VALIDATION_FAILED_EXT naming %s)", i, (int)res, lerr(g_ctx), words);
    }
    res = vkr_cmd_scan_rows(g_ctx, VK_NULL_HANDLE, &good);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "cmd"), "vkr_cmd_scan_rows(cmd NULL): %d %s", (int)res, lerr(g_ctx));
    res = vkr_cmd_scan_rows(g_ctx, g_dev.cmd, NULL);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "desc"), "vkr_cmd_scan_rows(desc NULL): %d %s", (int)res, lerr(g_ctx));
    d = good;
    d.host_output = s_in.map;
    res = vkr_scan_rows(g_ctx, &d);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "input"), "vkr_scan_rows with buffers: %d %s", (int)res, lerr(g_ctx));
    memset(&d, 0, sizeof d);
    d.op = VKR_OP_ADD;
    d.type = VKR_TYPE_U32;
    d.kind = VKR_SCAN_INCLUSIVE;
    d.rows = 2;
    d.row_length = 4;
    d.output_row_stride = 5;
    d.host_input = s_in.map;
    d.host_output = s_ref.map;
    res = vkr_scan_rows(g_ctx, &d);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "output_row_stride"), "vkr_scan_rows strided output: %d %s",
          (int)res, lerr(g_ctx));
    d.output_row_stride = 0;
    d.input_row_stride = 6;
    d.host_output = (void *)((unsigned char *)s_in.map + 8);
    res = vkr_scan_rows(g_ctx, &d);
    check(res == VK_ERROR_VALIDATION_FAILED_EXT && mentions(lerr(g_ctx), "overlaps"), "vkr_scan_rows overlapping host arrays: %d %s",
          (int)res, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    for (i = 0; i < 4096 && s_out.map[i] == SENTINEL; i++) {}
    check(i == 4096, "refused row scans wrote the output (byte %d)", i);
}

/* vkr_scan_rows of host arrays on a prototype context with validation: chunks of rows (64 KiB
   host chunks), rows longer than a chunk, per-row initial values, in place; against each row's
   vkr_scan on the same context, bit for bit. */
/* A prototype context with validation and 64 KiB host chunks (calls of a few thousand elements
   run in several chunks), or NULL after a failed check. */
vkr_context chunked_prototype_context(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    VkResult res;
    memset(&pd, 0, sizeof pd);
    pd.options.binding = g_force_binding;
    pd.options.path = g_opt.path;
    pd.options.host_chunk_bytes = 64u << 10;
    pd.options.testing.scan_schedule = g_broken;
    pd.validation = VK_TRUE;
    pd.log = test_log;
    g_log_validation = 0;
    where("vkr_create_prototype_context(validation, 64 KiB host chunks)");
    res = vkr_create_prototype_context(&pd, &c);
    return check(res == VK_SUCCESS && c, "vkr_create_prototype_context: %d", (int)res) ? c : NULL;
}

void scan_rows_group_prototype(void)
{
    vkr_context c;
    vkr_context_info info;
    VkResult res;
    int i;
    if (!(c = chunked_prototype_context())) return;
    for (i = 0; i < 5 && context_info(c, &info); i++) {
        static const uint64_t dims[5][3] = {{300, 100, 7}, {3, 20000, 0}, {50, 1000, 24}, {30, 50, 0}, {40, 333, 5}};
        const vkr_type type = i == 1 ? VKR_TYPE_F32 : i == 2 ? VKR_TYPE_I32 : i == 4 ? VKR_TYPE_F32 : VKR_TYPE_U32;
        const vkr_op op = i == 2 ? VKR_OP_MAX : i == 3 ? VKR_OP_XOR : VKR_OP_ADD;
        const uint64_t rows = dims[i][0], len = dims[i][1], is = len + dims[i][2];
        const size_t es = tsz(type);
        const int in_place = i == 3;
        unsigned char *in = (unsigned char *)malloc((size_t)((rows * is + 8) * es));
        unsigned char *out = (unsigned char *)malloc((size_t)(rows * len * es + 8));
        unsigned char *ref = (unsigned char *)malloc((size_t)(rows * len * es + 8));
        unsigned char *init = (unsigned char *)malloc((size_t)(rows * es + 8));
        vkr_scan_rows_desc d;
        uint64_t r;
        if (!check(in && out && ref && init, "out of host memory")) {
            free(in), free(out), free(ref), free(init);
            break;
        }
        gen(in, type, rows * is, default_dist(op, type), mix_seed(g_opt.seed, 7200u + (uint64_t)i));
        gen(init, type, rows, default_dist(op, type), mix_seed(g_opt.seed, 7300u + (uint64_t)i));
        memset(&d, 0, sizeof d);
        d.op = op;
        d.type = type;
        d.kind = i % 2 ? VKR_SCAN_EXCLUSIVE : VKR_SCAN_INCLUSIVE;
        d.rows = rows;
        d.row_length = len;
        d.input_row_stride = is;
        d.host_input = in;
        d.host_output = in_place ? in : out;
        d.host_init = i % 2 == 0 ? init : NULL;
        for (r = 0; r < rows; r++) { /* the reference first: an in-place run overwrites the input */
            vkr_scan_desc sd;
            memset(&sd, 0, sizeof sd);
            sd.op = op;
            sd.type = type;
            sd.kind = d.kind;
            sd.count = len;
            sd.init = d.host_init ? init + r * es : NULL;
            sd.host_input = in + r * is * es;
            sd.host_output = ref + r * len * es;
            res = vkr_scan(c, &sd);
            if (!check(res == VK_SUCCESS, "prototype vkr_scan of row %llu: %d %s", (unsigned long long)r, (int)res, lerr(c))) break;
        }
        where("vkr_scan_rows %s %s %llux%llu stride %llu%s", opn(op), tyn(type), (unsigned long long)rows, (unsigned long long)len,
              (unsigned long long)is, in_place ? " in place" : "");
        res = vkr_scan_rows(c, &d);
        if (tfloat(type) && op == VKR_OP_ADD && len <= info.scan_tile_elements[type] && res == VK_SUCCESS) {
            /* one-tile float sums: another workgroup size than vkr_scan's, so within twice the
               bound of each other (each is within the bound of the exact sum); not in place */
            const unsigned char *got = out;
            double b = 0;
            uint64_t bad = rows * len, j;
            check(t_scan_error_bound(c, op, type, len, &b) == VK_SUCCESS, "vkr_scan_error_bound: %s", lerr(c));
            for (r = 0; r < rows && bad == rows * len; r++) {
                long double abs_sum = d.host_init ? fabsl(fval(type, getb(init, r, type))) : 0;
                for (j = 0; j < len; j++) {
                    const long double g = fval(type, getb(got, r * len + j, type)), w = fval(type, getb(ref, r * len + j, type));
                    if (d.kind == VKR_SCAN_INCLUSIVE || j)
                        abs_sum += fabsl(fval(type, getb(in, r * is + j - (d.kind == VKR_SCAN_INCLUSIVE ? 0 : 1), type)));
                    if (!(fabsl(g - w) <= 2 * (long double)b * abs_sum + 1e-300L)) {
                        bad = r * len + j;
                        break;
                    }
                }
            }
            check(bad == rows * len, "vkr_scan_rows %s %s %llux%llu: element %llu outside twice the bound of each row's vkr_scan",
                  opn(op), tyn(type), (unsigned long long)rows, (unsigned long long)len, (unsigned long long)bad);
        } else if (check(res == VK_SUCCESS, "vkr_scan_rows %s %s %llux%llu: %d %s", opn(op), tyn(type), (unsigned long long)rows,
                         (unsigned long long)len, (int)res, lerr(c)))
            check(!memcmp(in_place ? in : out, ref, (size_t)(rows * len * es)),
                  "vkr_scan_rows %s %s %llux%llu stride %llu%s: differs from each row's vkr_scan", opn(op), tyn(type),
                  (unsigned long long)rows, (unsigned long long)len, (unsigned long long)is, in_place ? " in place" : "");
        free(in), free(out), free(ref), free(init);
    }
    if (context_info(c, &info))
        check(info.validation_messages == 0 && g_log_validation == 0, "prototype row scans: %llu validation messages",
              (unsigned long long)info.validation_messages);
    vkr_destroy_context(c);
}
