/* reliability.c - test_reduce's groups alloc (VkAllocationCallbacks), prototype (prototype
   mode, VK_REDUCE_DEVICE) and reliability (regressions: sync hazards, the error bound, host
   chunks, messages, -0). */
#include "harness.h"
#include "test_reduce.h"

void group_alloc(void)
{
    alloc_stats st;
    VkAllocationCallbacks cb;
    vkr_context_desc cd;
    vkr_context c;
    batch_t b;
    arena_t a;
    memset(&st, 0, sizeof st);
    memset(&cb, 0, sizeof cb);
    cb.pUserData = &st;
    cb.pfnAllocation = t_alloc;
    cb.pfnReallocation = t_realloc;
    cb.pfnFree = t_free;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.allocation_callbacks = &cb;
    c = make_context(&cd, "allocation_callbacks");
    if (!c) return;
    batch_init(&b, &g_dev, c, &g_out);
    arena_init(&a, &g_in);
    add_random(&b, &a, VKR_OP_ADD, VKR_TYPE_F32, 100003, 1, D_DEFAULT);
    add_random(&b, &a, VKR_OP_MAX, t32(VKR_TYPE_I64), 5, 0, D_DEFAULT);
    batch_run(&b);
    vkr_destroy_context(c);
    check(st.total > 0, "allocation callbacks were never called");
    check(st.live == 0, "allocation callbacks: %ld allocations (of %ld) not freed after destroy",
          st.live, st.total);
    printf("  allocation callbacks: %ld allocations, %ld live after destroy\n", st.total,
           st.live);
}

/* h: prototype mode. */
static void proto_check(vkr_context c, vkr_op op, vkr_type t, uint64_t n, int dist,
                        const char *what)
{
    uint64_t seed = next_seed(), got = 0;
    unsigned char *data = (unsigned char *)malloc((size_t)(n ? n : 1) * tsz(t));
    vkr_context_info info;
    ref_t ref;
    job_t j;
    VkResult r;
    if (!data) return;
    memset(&info, 0, sizeof info);
    vkr_get_context_info(c, &info);
    if (skip64(c, info.enabled_features, op, t)) {
        free(data);
        return;
    }
    gen(data, t, n, dist, seed);
    reference(op, t, data, n, info.workgroup_size ? info.workgroup_size : 1024, 1, &ref);
    where("vkr_reduce(%s %s n=%llu)", opn(op), tyn(t), (unsigned long long)n);
    r = t_reduce(c, op, t, VKR_TYPE_NONE, data, NULL, n, 0, &got);
    if (check(r == VK_SUCCESS, "%s: vkr_reduce(%s, %s, n=%llu) = %d %s", what, opn(op), tyn(t),
              (unsigned long long)n, (int)r, lerr(c))) {
        memset(&j, 0, sizeof j);
        j.op = op;
        j.type = t;
        j.n = n;
        j.seed = seed;
        j.data = what;
        j.ref = ref;
        j.got = tsz(t) == 4 ? (got & 0xffffffffull) : got;
        check_job(&j);
    }
    free(data);
}

void group_prototype(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL, c2;
    vkr_context_info info;
    VkResult r;
    int i;
    const char *old_env = getenv("VK_REDUCE_DEVICE");
    char *saved = old_env ? strdup(old_env) : NULL;
    unsetenv("VK_REDUCE_DEVICE");

    memset(&pd, 0, sizeof pd);
    pd.options.binding = g_force_binding;
    pd.validation = VK_TRUE;
    pd.log = test_log;
    pd.options.path = g_opt.path; /* VKR_TEST_PATH */
    g_log_validation = 0;
    where("vkr_create_prototype_context(validation)");
    r = vkr_create_prototype_context(&pd, &c);
    if (check(r == VK_SUCCESS && c, "vkr_create_prototype_context(validation on): %d", (int)r)) {
        memset(&info, 0, sizeof info);
        if (context_info(c, &info)) {
            printf("  prototype device: %s, subgroup %u, workgroup %u\n", info.device_name,
                   info.subgroup_size, info.workgroup_size);
            check(info.device && info.queue && info.instance && info.physical_device,
                  "prototype context info lacks handles");
            if (g_opt.expect_sg)
                check(info.subgroup_size == g_opt.expect_sg,
                      "prototype context subgroup_size %u, expected %u", info.subgroup_size,
                      g_opt.expect_sg);
        }
        proto_check(c, VKR_OP_ADD, VKR_TYPE_F32, 0, D_UNIFORM, "prototype");
        proto_check(c, VKR_OP_MIN, VKR_TYPE_I64, 0, D_FULL, "prototype");
        proto_check(c, VKR_OP_AND, VKR_TYPE_U32, 0, D_ANDBITS, "prototype");
        proto_check(c, VKR_OP_ADD, VKR_TYPE_F32, 1, D_UNIFORM, "prototype");
        proto_check(c, VKR_OP_ADD, VKR_TYPE_F32, 4099, D_UNIFORM, "prototype");
        proto_check(c, VKR_OP_ADD, VKR_TYPE_F32, g_opt.quick ? 200003 : 5000011, D_INTVAL,
                    "prototype large");
        proto_check(c, VKR_OP_MIN, VKR_TYPE_I64, 100003, D_FULL, "prototype");
        proto_check(c, VKR_OP_XOR, VKR_TYPE_U32, 7, D_FULL, "prototype");
        proto_check(c, VKR_OP_MUL, VKR_TYPE_F64, 1003, D_MULSAFE, "prototype");
        proto_check(c, VKR_OP_MAX, VKR_TYPE_F32, 65537, D_WIDE, "prototype");
        proto_check(c, VKR_OP_ADD, VKR_TYPE_U64, 1000003, D_FULL, "prototype");

        /* vkr_reduce (buffer) on a buffer the test makes on the context's device */
        if (info.device) {
            tdev pdv;
            tbuf pb;
            PFN_vkGetPhysicalDeviceMemoryProperties gpmp =
                (PFN_vkGetPhysicalDeviceMemoryProperties)vkGetInstanceProcAddr(
                    info.instance, "vkGetPhysicalDeviceMemoryProperties");
            memset(&pdv, 0, sizeof pdv);
            pdv.dev = info.device;
            pdv.phys = info.physical_device;
            volkLoadDeviceTable(&pdv.t, pdv.dev);
            if (gpmp) gpmp(pdv.phys, &pdv.mem);
            where("vkr_reduce (buffer)");
            if (buf_create(&pdv, 4 * 100000 + 64, &pb)) {
                for (i = 0; i < 2; i++) {
                    uint64_t n = i ? 99999 : 1234, off = i ? 12 : 0, got = 0, seed = next_seed();
                    ref_t ref;
                    job_t j;
                    vkr_type t = i ? VKR_TYPE_I32 : VKR_TYPE_U32;
                    vkr_op op = i ? VKR_OP_MAX : VKR_OP_ADD;
                    fill_bits(pb.map, t, off / 4, poison_bits(op, t));
                    gen(pb.map + off, t, n, D_FULL, seed);
                    fill_bits(pb.map + off + n * 4, t, 4, poison_bits(op, t));
                    reference(op, t, pb.map + off, n, info.workgroup_size, 1, &ref);
                    r = t_reduce_buffer(c, op, t, pb.buf, off, pb.size, n, &got);
                    if (check(r == VK_SUCCESS, "vkr_reduce (buffer)(%s %s n=%llu off=%llu): %d %s",
                              opn(op), tyn(t), (unsigned long long)n, (unsigned long long)off,
                              (int)r, lerr(c))) {
                        memset(&j, 0, sizeof j);
                        j.op = op;
                        j.type = t;
                        j.n = n;
                        j.in_off = off;
                        j.seed = seed;
                        j.data = "vkr_reduce (buffer)";
                        j.ref = ref;
                        j.got = got & 0xffffffffull;
                        check_job(&j);
                    }
                }
                buf_destroy(&pdv, &pb);
            }
        }
        /* an error goes to the log callback, naming the argument */
        g_log_calls = 0;
        g_log_last[0] = 0;
        {
            float res;
            float one = 1.0f;
            r = t_reduce(c, VKR_OP_NONE, VKR_TYPE_F32, VKR_TYPE_NONE, &one, NULL, 1, 0, &res);
            check(r < 0 && g_log_calls > 0 && mentions(g_log_last, "op"),
                  "prototype: vkr_reduce(op 0) = %d, log called %d times, last \"%s\"", (int)r,
                  g_log_calls, g_log_last);
        }
        if (context_info(c, &info))
            check(info.validation_messages == 0,
                  "prototype context counted %llu validation messages",
                  (unsigned long long)info.validation_messages);
        vkr_destroy_context(c);
        check(g_log_validation == 0, "prototype: %lu validation messages reached the log",
              g_log_validation);
    }

    /* device selection: VK_REDUCE_DEVICE and desc.device */
    for (i = 0; i < 5; i++) {
        static const char *env[5] = {"llvmpipe", NULL, NULL, "no-such-device", NULL};
        static const char *dev[5] = {NULL, "LLVMPIPE", "0", NULL, "99"};
        static const int ok[5] = {1, 1, 1, 0, 0};
        char what[96];
        snprintf(what, sizeof what, "VK_REDUCE_DEVICE=%s desc.device=%s", env[i] ? env[i] : "-",
                 dev[i] ? dev[i] : "NULL");
        if (env[i]) setenv("VK_REDUCE_DEVICE", env[i], 1);
        else unsetenv("VK_REDUCE_DEVICE");
        if (ok[i] && !mentions(g_props.deviceName, "llvmpipe") && i != 2) {
            skip("%s: the device is not llvmpipe", what);
            continue;
        }
        memset(&pd, 0, sizeof pd);
        pd.device = dev[i];
        pd.log = test_log;
        pd.options.path = g_opt.path; /* VKR_TEST_PATH */
        g_log_calls = 0;
        g_log_last[0] = 0;
        c2 = (vkr_context)&pd;
        where("vkr_create_prototype_context(%s)", what);
        r = vkr_create_prototype_context(&pd, &c2);
        if (ok[i]) {
            if (check(r == VK_SUCCESS && c2, "%s: %d", what, (int)r)) {
                memset(&info, 0, sizeof info);
                vkr_get_context_info(c2, &info);
                if (i != 2)
                    check(mentions(info.device_name, "llvmpipe"), "%s: got device '%s'", what,
                          info.device_name);
                proto_check(c2, VKR_OP_ADD, VKR_TYPE_I32, 1001, D_FULL, what);
                vkr_destroy_context(c2);
            }
        } else {
            check(r < 0, "%s: returned %d, want an error", what, (int)r);
            check(c2 == NULL, "%s: *ctx not NULL after failure", what);
            check(g_log_calls > 0 && g_log_last[0], "%s: no message reached the log", what);
            printf("  %s -> %d \"%s\"\n", what, (int)r, g_log_last);
            if (r == VK_SUCCESS && c2) vkr_destroy_context(c2);
        }
    }
    if (saved) {
        setenv("VK_REDUCE_DEVICE", saved, 1);
        free(saved);
    } else {
        unsetenv("VK_REDUCE_DEVICE");
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Reliability regressions: each names the defect it covers                                    */
/* ------------------------------------------------------------------------------------------ */

/* Expected result of op over n elements of `data` (integers: exact; floats: EXP_* rules). */
static int check_value(vkr_op op, vkr_type t, const void *data, uint64_t n, uint64_t got,
                       const char *what)
{
    ref_t ref;
    char e[64], g[64];
    int ok;
    reference(op, t, data, n, g_info.workgroup_size, 64, &ref);
    fmt_val(e, sizeof e, t, ref.bits);
    fmt_val(g, sizeof g, t, got);
    switch (ref.mode) {
    case EXP_BITS: ok = got == ref.bits; break;
    case EXP_NAN: ok = b_isnan(t, got); break;
    case EXP_VALUE: ok = fval(t, got) == ref.val; break;
    case EXP_TOL: ok = fabsl(fval(t, got) - ref.val) <= ref.tol; break;
    default: skip("%s: %s", what, ref.why); return 1;
    }
    return check(ok, "%s: %s %s n=%llu: expected %s got %s", what, opn(op), tyn(t),
                 (unsigned long long)n, e, g);
}

/* 7.1: an input split into binding ranges, its result right after it in the same buffer: the
   output binding (rounded down) covers the last input element; between the ranges the
   library must order its own dispatches. */
static void rel_split_output_after_input(void)
{
    static const vkr_type types[3] = {VKR_TYPE_U32, VKR_TYPE_F64, VKR_TYPE_I64};
    VkDeviceSize range = 4096, a = g_props.limits.minStorageBufferOffsetAlignment;
    vkr_context_desc cd;
    vkr_context c;
    int j;
    if (range < 4 * a) range = 4 * a;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = range;
    c = make_context(&cd, "max_binding_range 4096");
    if (!c) return;
    for (j = 0; j < 3; j++) {
        vkr_type t = types[j];
        uint64_t n = 3 * range / tsz(t) + 5, seed = next_seed();
        unsigned long v0 = g_val_msgs;
        vkr_reduce_desc rd;
        tbuf x;
        VkResult r;
        if (skip64(c, g_info.enabled_features, VKR_OP_ADD, t)) continue;
        if (!buf_create(&g_dev, (n + 1) * tsz(t), &x)) break;
        gen(x.map, t, n, tfloat(t) ? D_INTVAL : D_FULL, seed);
        fill_bits(x.map + n * tsz(t), t, 1, poison_bits(VKR_OP_ADD, t));
        memset(&rd, 0, sizeof rd);
        rd.op = VKR_OP_ADD;
        rd.type = t;
        rd.count = n;
        rd.input.buffer = x.buf;
        rd.input.size = x.size;
        rd.output.buffer = x.buf;
        rd.output.offset = n * tsz(t);
        rd.output.size = x.size;
        where("7.1 split ranges, output after input, %s", tyn(t));
        cmd_begin(&g_dev);
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
        check(r == VK_SUCCESS, "7.1 %s: vkr_cmd_reduce: %d %s", tyn(t), (int)r, lerr(c));
        cmd_barrier_to_host(&g_dev);
        cmd_submit_wait(&g_dev);
        check_value(VKR_OP_ADD, t, x.map, n, getb(x.map, n, t), "7.1 result after its input");
        check(g_val_msgs == v0, "7.1 %s: %lu validation messages for a reduce split into ranges "
              "whose output follows its input", tyn(t), g_val_msgs - v0);
        buf_destroy(&g_dev, &x);
    }
    vkr_destroy_context(c);
}

/* 7.2: a neighbour that an earlier command wrote and the reduce does not read. The documented
   contract: synchronise the bytes the reduce binds, [offset rounded down to
   minStorageBufferOffsetAlignment, last byte]. Past the end nothing more is bound. */
static void rel_neighbours(void)
{
    VkDeviceSize a = g_props.limits.minStorageBufferOffsetAlignment;
    tbuf x, o, ofs;
    vkr_reduce_desc rd;
    unsigned long v0;
    uint32_t k;
    float *xf;
    VkResult r;
    if (a < 16) a = 16;
    if (!buf_create(&g_dev, 4096, &x)) return;
    if (!buf_create(&g_dev, 4096, &o)) {
        buf_destroy(&g_dev, &x);
        return;
    }
    xf = (float *)x.map;
    for (k = 0; k < 1024; k++) xf[k] = (float)(k % 7);
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_F32;
    rd.input.buffer = x.buf;
    rd.input.size = x.size;
    rd.output.buffer = o.buf;
    rd.output.size = o.size;

    /* A writes X[99]; reduce X[0..98]: the barrier covers exactly the input range. */
    v0 = g_val_msgs;
    where("7.2 neighbour after the input");
    cmd_begin(&g_dev);
    g_dev.t.vkCmdFillBuffer(g_dev.cmd, x.buf, 99 * 4, 4, 0x40400000u /* 3.0f */);
    cmd_buffer_barrier(&g_dev, x.buf, 0, 99 * 4, VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_ACCESS_SHADER_READ_BIT);
    rd.count = 99;
    r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "7.2 reduce X[0..98]: %d %s", (int)r, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    check_value(VKR_OP_ADD, VKR_TYPE_F32, x.map, 99, getb(o.map, 0, VKR_TYPE_F32), "7.2 X[0..98]");
    check(g_val_msgs == v0, "7.2: %lu validation messages: an earlier write to X[99] and a reduce "
          "of X[0..98] (the input binding must end at its last element)", g_val_msgs - v0);

    /* A writes X[0]; reduce X[1..50] with the barrier over the documented bound bytes. */
    v0 = g_val_msgs;
    where("7.2 neighbour before the input");
    cmd_begin(&g_dev);
    g_dev.t.vkCmdFillBuffer(g_dev.cmd, x.buf, 0, 4, 0x40400000u);
    cmd_buffer_barrier(&g_dev, x.buf, 0, 4 + 50 * 4, VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_ACCESS_SHADER_READ_BIT);
    rd.count = 50;
    rd.input.offset = 4;
    r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "7.2 reduce X[1..50]: %d %s", (int)r, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    check_value(VKR_OP_ADD, VKR_TYPE_F32, xf + 1, 50, getb(o.map, 0, VKR_TYPE_F32), "7.2 X[1..50]");
    check(g_val_msgs == v0, "7.2: %lu validation messages with the documented barrier over the "
          "bound bytes [0, 204)", g_val_msgs - v0);

    /* The output's block: A writes O[0]; the reduce writes O[1]; the barrier covers the bound
       output bytes [0, 8) with SHADER_WRITE; O[0] is kept. */
    v0 = g_val_msgs;
    where("7.2 neighbour of the output");
    cmd_begin(&g_dev);
    g_dev.t.vkCmdFillBuffer(g_dev.cmd, o.buf, 0, 4, 0x12345678u);
    cmd_buffer_barrier(&g_dev, o.buf, 0, 8, VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_ACCESS_SHADER_WRITE_BIT);
    rd.count = 20;
    rd.input.offset = 0;
    rd.output.offset = 4;
    r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "7.2 reduce into O[1]: %d %s", (int)r, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    check_value(VKR_OP_ADD, VKR_TYPE_F32, xf, 20, getb(o.map, 1, VKR_TYPE_F32), "7.2 O[1]");
    check(getb(o.map, 0, VKR_TYPE_U32) == 0x12345678u, "7.2: O[0] changed to 0x%08llx",
          (unsigned long long)getb(o.map, 0, VKR_TYPE_U32));
    check(g_val_msgs == v0, "7.2: %lu validation messages with the documented barrier over the "
          "bound output bytes", g_val_msgs - v0);

    /* A writes X[0]; a reduce, a row reduce and a segmented reduce of 0 elements at byte 1024
       (a multiple of every device's alignment here: nothing of X is in their documented
       ranges): no barrier is needed, so nothing of X may be bound. Their results go to
       separate A-byte blocks of O (a bound output starts at its offset rounded down to A). */
    v0 = g_val_msgs;
    where("7.2 empty input after a write to X[0]");
    if (a <= 1024 && buf_create(&g_dev, 64, &ofs)) {
        vkr_rows_desc w;
        vkr_segments_desc sg;
        cmd_begin(&g_dev);
        g_dev.t.vkCmdFillBuffer(g_dev.cmd, x.buf, 0, 4, 0x40400000u);
        rd.count = 0;
        rd.input.offset = 1024;
        rd.output.offset = 0;
        r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
        check(r == VK_SUCCESS, "7.2 reduce of 0 elements at X + 1024: %d %s", (int)r, lerr(g_ctx));
        memset(&w, 0, sizeof w);
        w.op = VKR_OP_ADD;
        w.type = VKR_TYPE_F32;
        w.rows = 2;
        w.input.buffer = x.buf;
        w.input.offset = 1024;
        w.input.size = x.size;
        w.output.buffer = o.buf;
        w.output.offset = a;
        w.output.size = o.size;
        r = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &w);
        check(r == VK_SUCCESS, "7.2 2 rows of 0 elements at X + 1024: %d %s", (int)r, lerr(g_ctx));
        memset(&sg, 0, sizeof sg);
        sg.op = VKR_OP_ADD;
        sg.type = VKR_TYPE_F32;
        sg.segments = 2;
        sg.input.buffer = x.buf;
        sg.input.offset = 1024;
        sg.input.size = x.size;
        sg.offsets.buffer = ofs.buf;
        sg.offsets.size = ofs.size;
        sg.output.buffer = o.buf;
        sg.output.offset = 2 * a;
        sg.output.size = o.size;
        memset(ofs.map, 0, 12);
        memset(o.map, 0xff, (size_t)(3 * a));
        r = vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &sg);
        check(r == VK_SUCCESS, "7.2 2 segments of 0 elements at X + 1024: %d %s", (int)r, lerr(g_ctx));
        cmd_barrier_to_host(&g_dev);
        cmd_submit_wait(&g_dev);
        for (k = 0; k < 3; k++) { /* the reduce's one result; the rows' two; the segments' two */
            const uint64_t at = k * (a / 4);
            check(getb(o.map, at, VKR_TYPE_U32) == 0 && (k == 0 || getb(o.map, at + 1, VKR_TYPE_U32) == 0),
                  "7.2 empty inputs: results at word %llu are 0x%08llx 0x%08llx, want +0.0", (unsigned long long)at,
                  (unsigned long long)getb(o.map, at, VKR_TYPE_U32), (unsigned long long)getb(o.map, at + 1, VKR_TYPE_U32));
        }
        check(g_val_msgs == v0, "7.2: %lu validation messages: an earlier write to X[0] and ops of 0 elements at X + 1024 "
              "(nothing outside their documented ranges may be bound)", g_val_msgs - v0);
        vkr_forget_buffer(g_ctx, ofs.buf);
        buf_destroy(&g_dev, &ofs);
    }
    buf_destroy(&g_dev, &x);
    buf_destroy(&g_dev, &o);
}

/* Engine-style: 24 reduces in one command buffer, inputs and results interleaved in one
   buffer (each result in the aligned block before the next input), the documented barrier
   after each reduce. */
static void rel_interleaved(void)
{
    const uint32_t reduces = 24, m = 300; /* u32 elements per input */
    VkDeviceSize a = g_props.limits.minStorageBufferOffsetAlignment, stride;
    unsigned long v0 = g_val_msgs;
    tbuf x;
    uint32_t k;
    if (a < 16) a = 16;
    stride = ((m + 1) * 4 + a - 1) / a * a; /* input k at k*stride, its result right after */
    if (!buf_create(&g_dev, stride * reduces, &x)) return;
    gen(x.map, VKR_TYPE_U32, x.size / 4, D_FULL, next_seed());
    where("7.2 interleaved reduces in one command buffer");
    cmd_begin(&g_dev);
    for (k = 0; k < reduces; k++) {
        vkr_reduce_desc rd;
        VkResult r;
        memset(&rd, 0, sizeof rd);
        rd.op = k % 3 == 0 ? VKR_OP_ADD : k % 3 == 1 ? VKR_OP_XOR : VKR_OP_MAX;
        rd.type = VKR_TYPE_U32;
        rd.count = m;
        rd.input.buffer = x.buf;
        rd.input.offset = k * stride;
        rd.input.size = x.size;
        rd.output.buffer = x.buf;
        rd.output.offset = k * stride + m * 4;
        rd.output.size = x.size;
        r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
        check(r == VK_SUCCESS, "interleaved reduce %u: %d %s", k, (int)r, lerr(g_ctx));
        cmd_barrier_compute(&g_dev); /* documented: after it, COMPUTE write -> your access */
    }
    cmd_barrier_to_host(&g_dev);
    {
        /* the reference must see the inputs before the results overwrite nothing of them */
        unsigned char *copy = (unsigned char *)malloc((size_t)x.size);
        if (copy) memcpy(copy, x.map, (size_t)x.size);
        cmd_submit_wait(&g_dev);
        for (k = 0; copy && k < reduces; k++) {
            vkr_op op = k % 3 == 0 ? VKR_OP_ADD : k % 3 == 1 ? VKR_OP_XOR : VKR_OP_MAX;
            char what[64];
            snprintf(what, sizeof what, "interleaved reduce %u", k);
            check_value(op, VKR_TYPE_U32, copy + k * stride, m, getb(x.map + k * stride, m, VKR_TYPE_U32), what);
        }
        free(copy);
    }
    check(g_val_msgs == v0, "7.2: %lu validation messages for interleaved inputs and results",
          g_val_msgs - v0);
    buf_destroy(&g_dev, &x);
}

/* 7.3: the float error bound at the extreme knob values, with sums of equal values (every
   rounding error has the same sign), against vkr_reduce_error_bound. */
static void rel_error_bound(void)
{
    typedef struct {
        const char *what;
        vkr_type t;
        uint64_t n;
        uint32_t wg, max_wg;
        VkDeviceSize range;
    } bound_case;
    bound_case cases[5] = {
        {"8192 partials, workgroup 32", VKR_TYPE_F64, (uint64_t)4300000, 32, 8192, 0},
        {"8192 partials, workgroup 32", VKR_TYPE_F32, (uint64_t)9000000, 32, 8192, 0},
        {"workgroup max, 8192 workgroups", VKR_TYPE_F64, (uint64_t)4000000, 0, 8192, 0},
        {"ranges of 64 KiB, 8192 partials", VKR_TYPE_F64, (uint64_t)2000000, 32, 8192, 65536},
        {"one workgroup of 32", VKR_TYPE_F32, (uint64_t)1 << 21, 32, 1, 0},
    };
    int i;
    if (g_opt.quick) {
        cases[0].n = 1100000;
        cases[1].n = 2200000;
        cases[2].n = 1000000;
        cases[3].n = 600000;
        cases[4].n = (uint64_t)1 << 19;
    }
    for (i = 0; i < 5; i++) {
        bound_case *bc = &cases[i];
        vkr_context_desc cd;
        vkr_context c;
        tbuf x;
        double bound = -1, got;
        long double exact, err, c_val = bc->t == VKR_TYPE_F32 ? (long double)0.1f : (long double)0.1;
        uint64_t k, res;
        VkResult r;
        char what[128];
        snprintf(what, sizeof what, "7.3 %s %s n=%llu", bc->what, tyn(bc->t), (unsigned long long)bc->n);
        if (skip64(g_ctx, g_info.enabled_features, VKR_OP_ADD, bc->t)) continue;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.workgroup_size = bc->wg ? bc->wg : g_wg_limit;
        cd.options.mid_workgroup_size = cd.options.workgroup_size;
        cd.options.max_workgroups = bc->max_wg;
        cd.options.max_binding_range = bc->range;
        c = make_context(&cd, what);
        if (!c) continue;
        if (!buf_create(&g_dev, bc->n * tsz(bc->t), &x)) {
            vkr_destroy_context(c);
            break;
        }
        for (k = 0; k < bc->n; k++) {
            if (bc->t == VKR_TYPE_F32) ((float *)x.map)[k] = 0.1f;
            else ((double *)x.map)[k] = 0.1;
        }
        where("%s", what);
        r = t_reduce_buffer(c, VKR_OP_ADD, bc->t, x.buf, 0, x.size, bc->n, &res);
        check(r == VK_SUCCESS, "%s: vkr_reduce (buffer) %d %s", what, (int)r, lerr(c));
        r = t_error_bound(c, VKR_OP_ADD, bc->t, VKR_TYPE_NONE, bc->n, &bound);
        check(r == VK_SUCCESS && bound > 0 && bound < 0.5, "%s: vkr_reduce_error_bound %d, bound %g", what, (int)r, bound);
        got = (double)fval(bc->t, bc->t == VKR_TYPE_F32 ? (res & 0xffffffffu) : res);
        exact = c_val * (long double)bc->n;
        err = fabsl((long double)got - exact);
        printf("  %s: error %.3Le, bound %.3Le (%.3f of it)\n", what, err, (long double)bound * exact,
               (double)(err / ((long double)bound * exact)));
        check(err <= (long double)bound * exact * (1 + 1e-12L), "%s: error %.3Le exceeds vkr_reduce_error_bound %.3e * sum = %.3Le",
              what, err, bound, (long double)bound * exact);
        buf_destroy(&g_dev, &x);
        vkr_destroy_context(c);
    }
    {   /* the other ops and types */
        double b = -1;
        check(t_error_bound(g_ctx, VKR_OP_MAX, VKR_TYPE_F32, VKR_TYPE_NONE, 1000, &b) == VK_SUCCESS && b == 0, "bound of max: %g", b);
        check(t_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_I32, VKR_TYPE_NONE, 1000, &b) == VK_SUCCESS && b == 0, "bound of i32 add: %g", b);
        check(t_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, 1, &b) == VK_SUCCESS && b == 0, "bound of one element: %g", b);
        if (!skip64(g_ctx, g_info.enabled_features, VKR_OP_MUL, VKR_TYPE_F64))
        check(t_error_bound(g_ctx, VKR_OP_MUL, VKR_TYPE_F64, VKR_TYPE_NONE, 1001, &b) == VK_SUCCESS &&
              fabs(b - 1000 * ldexp(1.0, -53) / (1 - 1000 * ldexp(1.0, -53))) < 1e-20, "bound of f64 mul over 1001: %g", b);
        expect_fail(t_error_bound(g_ctx, VKR_OP_AND, VKR_TYPE_F32, VKR_TYPE_NONE, 10, &b), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
                    "and|op", "vkr_reduce_error_bound(and, f32)");
        expect_fail(t_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, 10, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx,
                    "bound", "vkr_reduce_error_bound(bound NULL)");
    }
}

/* 7.5: host arrays stream through chunks; results combine in a fixed order. */
static void rel_host_chunks(void)
{
    vkr_context_desc cd;
    vkr_context c;
    vkr_context_info info;
    uint64_t sizes[5], chunk;
    unsigned char *data;
    int i, j;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.queue = g_dev.queue;
    cd.options.host_chunk_bytes = 4096;
    c = make_context(&cd, "host_chunk_bytes 4096");
    if (!c) return;
    if (context_info(c, &info))
        check(info.host_chunk_bytes == 4096, "info.host_chunk_bytes %llu", (unsigned long long)info.host_chunk_bytes);
    data = (unsigned char *)malloc(8 * 20000 + 64);
    if (!data) return;
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        chunk = 4096 / tsz(t);
        sizes[0] = chunk - 1;
        sizes[1] = chunk;
        sizes[2] = chunk + 1;
        sizes[3] = 7 * chunk + 3;
        sizes[4] = 20000;
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            int s;
            if (!op_exists(op, t) || skip64(c, info.enabled_features, op, t)) continue;
            for (s = 0; s < 5; s++) {
                uint64_t got = 0, seed = next_seed();
                char what[96];
                VkResult r;
                gen(data, t, sizes[s], default_dist(op, t), seed);
                if (tfloat(t) && (op == VKR_OP_MIN || op == VKR_OP_MAX) && s == 4)
                    putb(data, sizes[s] - 2, t, b_qnan(t) | 5); /* a NaN in the last chunk */
                snprintf(what, sizeof what, "7.5 vkr_reduce in chunks of 4096 bytes, seed 0x%llx", (unsigned long long)seed);
                where("%s %s %s n=%llu", what, opn(op), tyn(t), (unsigned long long)sizes[s]);
                r = t_reduce(c, op, t, VKR_TYPE_NONE, data, NULL, sizes[s], 0, &got);
                if (check(r == VK_SUCCESS, "%s: %d %s", what, (int)r, lerr(c)))
                    check_value(op, t, data, sizes[s], got, what);
            }
        }
    }
    /* -0.0 over many chunks stays -0.0 (7.8 through the chunk combine) */
    for (j = 0; j < 2; j++) {
        vkr_type t = j ? VKR_TYPE_F64 : VKR_TYPE_F32;
        uint64_t got = 0;
        if (skip64(c, info.enabled_features, VKR_OP_ADD, t)) continue;
        fill_bits(data, t, 5000, b_sign(t));
        check(t_reduce(c, VKR_OP_ADD, t, VKR_TYPE_NONE, data, NULL, 5000, 0, &got) == VK_SUCCESS && got == b_sign(t),
              "7.8 sum of 5000 x -0.0 %s in chunks: 0x%llx", tyn(t), (unsigned long long)got);
    }
    free(data);
    vkr_destroy_context(c);

    /* the documented chunk limit: the chunk results share one binding range, so at most
       (max_binding_range - A) / result size chunks; one more is refused, naming the count */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.queue = g_dev.queue;
    cd.options.host_chunk_bytes = 64;
    cd.options.max_binding_range = 4 * (g_props.limits.minStorageBufferOffsetAlignment > 16 ? g_props.limits.minStorageBufferOffsetAlignment : 16);
    c = make_context(&cd, "host_chunk_bytes 64, the smallest max_binding_range");
    if (!c) return;
    if (context_info(c, &info)) {
        /* A: the context's offset alignment, minStorageBufferOffsetAlignment but at least 16 */
        VkDeviceSize a = g_props.limits.minStorageBufferOffsetAlignment < 16 ? 16 : g_props.limits.minStorageBufferOffsetAlignment;
        uint64_t per = info.host_chunk_bytes / 4, most = (info.max_binding_range - a) / 4, n, k;
        uint32_t *u = (uint32_t *)malloc((size_t)((most + 1) * per * 4)), got = 0, want = 0;
        VkResult r;
        if (u && check(per > 0 && most > 1, "chunk limit: %llu elements a chunk, %llu chunks", (unsigned long long)per,
                       (unsigned long long)most)) {
            n = most * per;
            for (k = 0; k < n + per; k++) u[k] = (uint32_t)(k * 2654435761u);
            for (k = 0; k < n; k++) want += u[k];
            r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, u, NULL, n, 0, &got);
            check(r == VK_SUCCESS && got == want, "7.5 u32 sum in %llu chunks (the most one binding range holds): %d %s, "
                  "got %u want %u", (unsigned long long)most, (int)r, lerr(c), got, want);
            expect_fail(t_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, u, NULL, n + per, 0, &got), VK_ERROR_VALIDATION_FAILED_EXT, c, "needs|chunks",
                        "7.5 one chunk more than one binding range of chunk results holds");
        }
        free(u);
    }
    vkr_destroy_context(c);
}

/* 7.5 on the real limit: 2,052 MiB of u32 through vkr_reduce (once one allocation past
   lavapipe's 2 GiB heap, VUID-vkAllocateMemory-pAllocateInfo-01713). */
static void rel_host_huge(void)
{
    const uint64_t n = (uint64_t)2052 << 18; /* 2052 MiB of u32 */
    uint32_t *data, got = 0, want = 0;
    unsigned long v0 = g_val_msgs;
    uint64_t k;
    VkResult r;
    if (g_opt.quick) {
        skip("7.5 2052 MiB host array: not in --quick");
        return;
    }
    data = (uint32_t *)malloc((size_t)(n * 4));
    if (!data) {
        skip("7.5 2052 MiB host array: malloc failed");
        return;
    }
    for (k = 0; k < n; k++) {
        data[k] = (uint32_t)(k * 2654435761u);
        want += data[k];
    }
    where("7.5 vkr_reduce of 2052 MiB u32");
    r = t_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, data, NULL, n, 0, &got);
    check(r == VK_SUCCESS && got == want, "7.5 vkr_reduce of 2052 MiB u32: %d, got %u want %u %s", (int)r, got, want,
          lerr(g_ctx));
    check(g_val_msgs == v0, "7.5: %lu validation messages for a 2052 MiB host array", g_val_msgs - v0);
    free(data);
}

/* 7.7: messages name the caller's function and arguments; unknown flags; last error cleared;
   the log gets source, severity and the returned result. */
static void rel_messages(void)
{
    vkr_context_desc cd;
    vkr_context c;
    vkr_reduce_desc rd;
    uint64_t res;
    VkResult r;
    const char *m;
    r = t_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, g_in.buf, 2, g_in.size, 10, &res);
    m = vkr_last_error(g_ctx);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && strstr(m, "vkr_reduce:") && strstr(m, "desc->input.offset") &&
          !strstr(m, "vkr_cmd_reduce"), "7.7 vkr_reduce of a buffer (offset 2): %d \"%s\"", (int)r, m);
    r = t_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, g_in.buf, 0, 64, 17, &res);
    m = vkr_last_error(g_ctx);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && strstr(m, "vkr_reduce:") && strstr(m, "desc->input.size") && !strstr(m, "upload"),
          "7.7 vkr_reduce of a buffer (count past input.size): %d \"%s\"", (int)r, m);
    r = t_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VK_NULL_HANDLE, 0, 64, 1, &res);
    m = vkr_last_error(g_ctx);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && strstr(m, "vkr_reduce: desc->host_input is NULL and desc->input.buffer"),
          "7.7 vkr_reduce with neither input: \"%s\"", m);
    r = t_supports(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE);
    check(r == VK_SUCCESS && vkr_last_error(g_ctx)[0] == 0, "7.7 vkr_last_error after a success: \"%s\"", vkr_last_error(g_ctx));
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_F32;
    rd.count = 4;
    rd.input.buffer = rd.output.buffer = g_in.buf;
    rd.input.size = rd.output.size = g_in.size;
    rd.output.offset = 64;
    rd.flags = 0x10;
    cmd_begin(&g_dev);
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc->flags",
                "vkr_cmd_reduce(flags 0x10)");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    g_dev.t.vkResetCommandBuffer(g_dev.cmd, 0);
    /* the log callback: a library error carries the returned result and ERROR severity */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.log = test_log;
    c = make_context(&cd, "with a log callback");
    if (!c) return;
    g_log_calls = 0;
    g_log_library = 0;
    g_log_bad_result = 0;
    g_log_last_result = VK_SUCCESS;
    r = t_supports(c, VKR_OP_XOR, VKR_TYPE_F64, VKR_TYPE_NONE);
    check(r == VK_ERROR_FORMAT_NOT_SUPPORTED && g_log_library == 1 && g_log_last_source == VKR_LOG_SOURCE_LIBRARY &&
          g_log_last_severity == VKR_LOG_SEVERITY_ERROR && g_log_last_result == r,
          "7.7 log of a library error: %d calls, source %d severity %d result %d (returned %d)", g_log_calls,
          (int)g_log_last_source, (int)g_log_last_severity, (int)g_log_last_result, (int)r);
    vkr_destroy_context(c);
}

/* 7.8: a sum of -0.0 is -0.0 (IEEE); +0.0 with any +0.0; count 0 writes +0.0. */
static void rel_negative_zero(void)
{
    static const uint64_t sizes[6] = {1, 2, 7, 4097, 100003, 1000003};
    int i, j;
    for (j = 0; j < 2; j++) {
        vkr_type t = j ? VKR_TYPE_F64 : VKR_TYPE_F32;
        if (skip64(g_ctx, g_info.enabled_features, VKR_OP_ADD, t)) continue;
        for (i = 0; i < 6; i++) {
            uint64_t n = sizes[i], got = 1;
            if (n * tsz(t) > g_in.size) continue;
            fill_bits(g_in.map, t, n, b_sign(t));
            where("7.8 sum of %llu x -0.0 %s", (unsigned long long)n, tyn(t));
            check(t_reduce_buffer(g_ctx, VKR_OP_ADD, t, g_in.buf, 0, g_in.size, n, &got) == VK_SUCCESS && got == b_sign(t),
                  "7.8 sum of %llu x -0.0 %s: 0x%llx, want -0.0", (unsigned long long)n, tyn(t), (unsigned long long)got);
            putb(g_in.map, n / 2, t, 0);
            check(t_reduce_buffer(g_ctx, VKR_OP_ADD, t, g_in.buf, 0, g_in.size, n, &got) == VK_SUCCESS && got == 0,
                  "7.8 sum of -0.0 with one +0.0 (%llu %s): 0x%llx, want +0.0", (unsigned long long)n, tyn(t),
                  (unsigned long long)got);
        }
        {
            uint64_t got = 1;
            check(t_reduce_buffer(g_ctx, VKR_OP_ADD, t, g_in.buf, 0, g_in.size, 0, &got) == VK_SUCCESS && got == 0,
                  "7.8 sum of 0 elements %s: 0x%llx, want +0.0", tyn(t), (unsigned long long)got);
        }
    }
}

void group_reliability(void)
{
    rel_split_output_after_input();
    rel_neighbours();
    rel_interleaved();
    rel_error_bound();
    rel_host_chunks();
    rel_messages();
    rel_negative_zero();
    rel_host_huge();
}
