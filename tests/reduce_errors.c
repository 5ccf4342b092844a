/* reduce_errors.c - test_reduce's group badinput: the argument errors of the reduces and of
   context creation (each must fail, name the argument in vkr_last_error, and record nothing). */
#include "harness.h"
#include "test_reduce.h"

/* i: bad input. Every call must fail with an error, name the argument in vkr_last_error, and
   record nothing that would fail validation; a valid reduce afterwards still works. */
void group_badinput(void)
{
    tbuf in, out, sb;
    vkr_reduce_desc rd;
    VkDeviceSize ssize = 0, salign = 1;
    VkCommandBuffer cmd = g_dev.cmd;
    vkr_context_info info;
    vkr_context c;
    vkr_context_desc cd;
    vkr_prototype_desc pd;
    uint64_t i;
    float res = 0;
    VkResult r;
    if (!buf_create(&g_dev, 4096, &in)) return;
    if (!buf_create(&g_dev, 64, &out)) return;
    for (i = 0; i < 1024; i++) putb(in.map, i, VKR_TYPE_F32, fbits(VKR_TYPE_F32, (long double)i));
    vkr_scratch_requirements(g_ctx, &ssize, &salign);
    if (!buf_create(&g_dev, ssize + 2 * salign + 64, &sb)) return;

    where("bad-input calls");
    cmd_begin(&g_dev);
#define BAD(field_stmt, want, words, what)                                                    \
    do {                                                                                       \
        rd = good_desc(&in, &out);                                                             \
        field_stmt;                                                                            \
        if (!skip64(g_ctx, g_info.enabled_features, rd.op, rd.type)) /* no 64-bit types */    \
            expect_fail(vkr_cmd_reduce(g_ctx, cmd, &rd), want, g_ctx, words, what);            \
    } while (0)
    BAD(rd.count = in.size / 4 + 1, VK_SUCCESS, "count|input.size",
        "count past input.size");
    BAD(rd.count = UINT64_MAX, VK_SUCCESS, "count|input.size", "count = UINT64_MAX");
    BAD(rd.count = (UINT64_MAX / 4) + 1, VK_SUCCESS, "count|input.size",
        "count*4 wraps to 0 (2^62)");
    BAD((rd.type = VKR_TYPE_F64, rd.count = (1ull << 61) + 1), VK_SUCCESS, "count|input.size",
        "f64 count*8 wraps to 8 (2^61+1)");
    BAD(rd.input.offset = 2, VK_SUCCESS, "input.offset", "input.offset not a multiple of 4");
    BAD((rd.type = VKR_TYPE_U64, rd.input.offset = 4), VK_SUCCESS, "input.offset",
        "u64 input.offset 4");
    BAD((rd.input.offset = in.size, rd.count = 1), VK_SUCCESS, "input.offset|count|input.size",
        "input.offset = input.size, count 1");
    BAD((rd.input.offset = UINT64_MAX - 3, rd.count = 2), VK_SUCCESS,
        "input.offset|count|input.size",
        "input.offset + count*4 overflows");
    BAD(rd.input.size = 0, VK_SUCCESS, "input.size|count", "input.size 0");
    BAD(rd.output.offset = 2, VK_SUCCESS, "output.offset", "output.offset not a multiple of 4");
    BAD((rd.type = VKR_TYPE_F64, rd.output.offset = 4), VK_SUCCESS, "output.offset",
        "f64 output.offset 4");
    BAD(rd.output.offset = out.size, VK_SUCCESS, "output", "output.offset = output size");
    BAD(rd.output.offset = UINT64_MAX - 3, VK_SUCCESS, "output", "output.offset near 2^64");
    BAD(rd.output.size = 2, VK_SUCCESS, "output", "output buffer of 2 bytes");
    BAD((rd.type = VKR_TYPE_U64, rd.output.size = 4), VK_SUCCESS, "output",
        "u64 into a 4-byte output");
    BAD(rd.op = VKR_OP_NONE, VK_SUCCESS, "op", "op 0 (VKR_OP_NONE)");
    BAD(rd.op = (vkr_op)99, VK_SUCCESS, "op", "op 99");
    BAD(rd.op = VKR_OP_COUNT, VK_SUCCESS, "op", "op VKR_OP_COUNT");
    BAD(rd.type = VKR_TYPE_NONE, VK_SUCCESS, "type", "type 0 (VKR_TYPE_NONE)");
    BAD(rd.type = (vkr_type)99, VK_SUCCESS, "type", "type 99");
    BAD(rd.op = VKR_OP_AND, VK_ERROR_FORMAT_NOT_SUPPORTED, "and|op|type|f32|float",
        "and on f32");
    BAD((rd.op = VKR_OP_XOR, rd.type = VKR_TYPE_F64), VK_ERROR_FORMAT_NOT_SUPPORTED,
        "xor|op|type|f64|float", "xor on f64");
    BAD(rd.input.buffer = VK_NULL_HANDLE, VK_SUCCESS, "input", "input = VK_NULL_HANDLE");
    BAD(rd.output.buffer = VK_NULL_HANDLE, VK_SUCCESS, "output", "output = VK_NULL_HANDLE");
    /* written ranges (the result, the scratch region) share no byte with what is read */
    BAD((rd.output.buffer = in.buf, rd.output.size = in.size, rd.output.offset = 200), VK_ERROR_VALIDATION_FAILED_EXT,
        "&overlap|output|input", "output inside the input");
    BAD((rd.output.buffer = in.buf, rd.output.size = in.size, rd.output.offset = 396), VK_ERROR_VALIDATION_FAILED_EXT,
        "&overlap|output|input", "output on the input's last element");
    BAD((rd.op = VKR_OP_DOT, rd.input2.buffer = out.buf, rd.input2.size = out.size, rd.count = 10, rd.input2.offset = 0,
         rd.output.offset = 36), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|output|input2", "dot: output on input2's last element");
    BAD((rd.count_buffer.buffer = out.buf, rd.count_buffer.size = out.size, rd.count_buffer.offset = 0), VK_ERROR_VALIDATION_FAILED_EXT,
        "&overlap|output|count_buffer", "the count word is the output");
    BAD((rd.scratch.buffer = sb.buf, rd.scratch.size = sb.size, rd.input.buffer = sb.buf, rd.input.size = sb.size),
        VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|scratch|input", "the input inside the scratch region");
    BAD((rd.scratch.buffer = sb.buf, rd.scratch.size = sb.size, rd.output.buffer = sb.buf, rd.output.size = sb.size,
         rd.output.offset = ssize - 4), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|scratch|output",
        "the output on the scratch region's last word");
    BAD((rd.scratch.buffer = sb.buf, rd.scratch.size = ssize - 1), VK_SUCCESS, "scratch",
        "scratch.size one byte too small");
    BAD((rd.scratch.buffer = sb.buf, rd.scratch.size = sb.size, rd.scratch.offset = sb.size),
        VK_SUCCESS, "scratch", "scratch.offset at the end of the scratch buffer");
    if (salign > 1)
        BAD((rd.scratch.buffer = sb.buf, rd.scratch.size = sb.size,
             rd.scratch.offset = salign / 2),
            VK_SUCCESS, "scratch", "scratch.offset misaligned");
    else
        skip("scratch alignment is 1: no misaligned scratch.offset exists");
    rd = good_desc(&in, &out);
    expect_fail(vkr_cmd_reduce(g_ctx, NULL, &rd), VK_SUCCESS, g_ctx, "cmd|command",
                "cmd = NULL");
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, NULL), VK_SUCCESS, g_ctx, "desc", "desc = NULL");
    expect_fail(vkr_cmd_reduce(NULL, cmd, &rd), VK_SUCCESS, NULL, NULL, "ctx = NULL");
    check(vkr_last_error(NULL) != NULL, "vkr_last_error(NULL) returned NULL");
    expect_fail(t_supports(g_ctx, VKR_OP_NONE, VKR_TYPE_F32, VKR_TYPE_NONE), VK_SUCCESS, g_ctx, "op",
                "vkr_supports(op 0)");
    expect_fail(t_supports(g_ctx, (vkr_op)99, VKR_TYPE_F32, VKR_TYPE_NONE), VK_SUCCESS, g_ctx, "op",
                "vkr_supports(op 99)");
    expect_fail(t_supports(g_ctx, VKR_OP_ADD, VKR_TYPE_NONE, VKR_TYPE_NONE), VK_SUCCESS, g_ctx, "type",
                "vkr_supports(type 0)");
    expect_fail(t_supports(g_ctx, VKR_OP_ADD, (vkr_type)99, VKR_TYPE_NONE), VK_SUCCESS, g_ctx, "type",
                "vkr_supports(type 99)");
    expect_fail(t_supports(NULL, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE), VK_SUCCESS, NULL, NULL,
                "vkr_supports(ctx NULL)");
    expect_fail(t_prepare(g_ctx, (vkr_op)99, VKR_TYPE_F32), VK_SUCCESS, g_ctx, "op",
                "vkr_prepare(op 99)");
    expect_fail(t_init_scratch(g_ctx, cmd, VK_NULL_HANDLE, 0, sb.size), VK_SUCCESS, g_ctx,
                "scratch", "vkr_cmd_init_scratch(scratch NULL)");
    expect_fail(t_init_scratch(g_ctx, NULL, sb.buf, 0, sb.size), VK_SUCCESS, g_ctx, "cmd|command",
                "vkr_cmd_init_scratch(cmd NULL)");
    if (salign > 1)
        expect_fail(t_init_scratch(g_ctx, cmd, sb.buf, salign / 2, sb.size), VK_SUCCESS, g_ctx,
                    "offset|align", "vkr_cmd_init_scratch(misaligned offset)");
    /* the region must fit in the buffer (a 1 KiB buffer once got a 64 KiB fill) */
    expect_fail(t_init_scratch(g_ctx, cmd, sb.buf, 0, 1024), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx,
                "scratch.size", "vkr_cmd_init_scratch(scratch.size 1024 < region)");
    expect_fail(t_init_scratch(g_ctx, cmd, sb.buf, salign, ssize), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx,
                "scratch.size", "vkr_cmd_init_scratch(offset + region > scratch.size)");
    expect_fail(vkr_scratch_requirements(NULL, &ssize, &salign), VK_SUCCESS, NULL, NULL,
                "vkr_scratch_requirements(ctx NULL)");
    expect_fail(vkr_get_context_info(NULL, &info), VK_SUCCESS, NULL, NULL,
                "vkr_get_context_info(ctx NULL)");
    expect_fail(vkr_get_context_info(g_ctx, NULL), VK_SUCCESS, g_ctx, "info",
                "vkr_get_context_info(info NULL)");
    /* after all of that, a valid reduce in the same command buffer */
    rd = good_desc(&in, &out);
    r = vkr_cmd_reduce(g_ctx, cmd, &rd);
    check(r == VK_SUCCESS, "valid reduce after the bad ones: %d %s", (int)r, lerr(g_ctx));
    cmd_barrier_to_host(&g_dev);
    where("submitting the command buffer that saw the bad-input calls");
    if (cmd_submit_wait(&g_dev) && r == VK_SUCCESS) {
        float got;
        memcpy(&got, out.map, 4);
        check(got == 4950.0f, "add f32 of 0..99 after the bad calls: got %.9g, want 4950", got);
    }
#undef BAD

    /* synchronous helpers */
    expect_fail(t_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, NULL, NULL, 5, 0, &res), VK_SUCCESS, g_ctx,
                "host_input", "vkr_reduce(host_input NULL, count 5)");
    expect_fail(t_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, in.map, NULL, 5, 0, NULL), VK_SUCCESS, g_ctx,
                "result", "vkr_reduce(result NULL)");
    expect_fail(t_reduce(g_ctx, VKR_OP_NONE, VKR_TYPE_F32, VKR_TYPE_NONE, in.map, NULL, 5, 0, &res), VK_SUCCESS,
                g_ctx, "op", "vkr_reduce(op 0)");
    expect_fail(t_reduce(g_ctx, VKR_OP_OR, VKR_TYPE_F32, VKR_TYPE_NONE, in.map, NULL, 5, 0, &res),
                VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "or|op|type|f32|float",
                "vkr_reduce(or f32)");
    expect_fail(t_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, in.buf, 0, in.size, in.size / 4 + 1, &res),
                VK_SUCCESS, g_ctx, "count|input.size", "vkr_reduce of a buffer (count past the buffer)");
    expect_fail(t_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, in.buf, 2, in.size, 1, &res),
                VK_SUCCESS, g_ctx, "offset", "vkr_reduce (buffer)(offset 2)");
    expect_fail(t_reduce(NULL, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, in.map, NULL, 5, 0, &res), VK_SUCCESS, NULL,
                NULL, "vkr_reduce(ctx NULL)");

    /* context creation */
    where("bad vkr_create_context calls");
    c = (vkr_context)&cd; /* must be overwritten with NULL */
    expect_fail(vkr_create_context(NULL, &c), VK_SUCCESS, NULL, NULL, "vkr_create_context(NULL)");
    check(c == NULL, "vkr_create_context(NULL desc) left *ctx non-NULL");
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    expect_fail(vkr_create_context(&cd, NULL), VK_SUCCESS, NULL, NULL,
                "vkr_create_context(ctx out NULL)");
#define BADCTX(stmt, words, what)                                                             \
    do {                                                                                       \
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);                                    \
        cd.log = test_log;                                                                     \
        stmt;                                                                                  \
        g_log_calls = 0;                                                                       \
        g_log_last[0] = 0;                                                                     \
        c = (vkr_context)&cd;                                                                  \
        r = vkr_create_context(&cd, &c);                                                       \
        expect_fail(r, VK_SUCCESS, NULL, NULL, what);                                          \
        check(c == NULL, "%s: *ctx not NULL after failure", what);                             \
        if (r == VK_SUCCESS && c) vkr_destroy_context(c);                                      \
        check(g_log_calls > 0 && mentions(g_log_last, words),                                  \
              "%s: log callback called %d times, last \"%s\" (should name %s)", what,          \
              g_log_calls, g_log_last, words);                                                 \
    } while (0)
    BADCTX(cd.device = VK_NULL_HANDLE, "device", "vkr_create_context(device NULL)");
    BADCTX(cd.instance = VK_NULL_HANDLE, "instance", "vkr_create_context(instance NULL)");
    BADCTX(cd.physical_device = VK_NULL_HANDLE, "physical_device|physical device",
           "vkr_create_context(physical_device NULL)");
    BADCTX(cd.queue_family_index = 99, "queue_family|family",
           "vkr_create_context(queue_family_index 99)");
    /* (the shared path accepts any size >= 32: 31 there) */
    BADCTX(cd.options.workgroup_size = g_opt.path == VKR_PATH_SHARED ? 31 : 33, "workgroup_size",
           "vkr_create_context(workgroup_size 33, shared path: 31)");
    BADCTX(cd.options.workgroup_size = 2048, "workgroup_size",
           "vkr_create_context(workgroup_size 2048)");
#undef BADCTX
    memset(&pd, 0, sizeof pd);
    expect_fail(vkr_create_prototype_context(&pd, NULL), VK_SUCCESS, NULL, NULL,
                "vkr_create_prototype_context(ctx out NULL)");
    memset(&pd, 0, sizeof pd);
    pd.options.workgroup_size = 33;
    c = (vkr_context)&cd;
    expect_fail(vkr_create_prototype_context(&pd, &c), VK_SUCCESS, NULL, NULL,
                "vkr_create_prototype_context(workgroup_size 33)");
    check(c == NULL, "vkr_create_prototype_context failure left *ctx non-NULL");
    vkr_destroy_context(NULL); /* documented to accept NULL */

    { /* integer and float row reduces are allowed on every device (SwiftShader included) */
        double b = -1;
        r = t_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_U32, 4, 100, &b);
        check(r == VK_SUCCESS && b == 0, "vkr_rows_error_bound(add, u32) on %s: %d \"%s\" %g (want VK_SUCCESS, 0)",
              g_props.deviceName, (int)r, lerr(g_ctx), b);
        r = t_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 4, 100, &b);
        check(r == VK_SUCCESS && b > 0, "vkr_rows_error_bound(add, f32) on %s: %d %g", g_props.deviceName, (int)r, b);
    }

    buf_destroy(&g_dev, &sb);
    buf_destroy(&g_dev, &out);
    buf_destroy(&g_dev, &in);
}
