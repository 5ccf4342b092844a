/* paths.c - test_reduce's groups of contexts and their choices: paths (feature subsets,
   devices without features, workgroup sizes), kernels (each kernel path forced), caps
   (capability faking, the subgroup-size probe, the self-test), binding (push descriptors and
   descriptor sets), labels (debug labels through a shim), optouts (VK_REDUCE_NO_* builds). */
#include "harness.h"
#include "test_reduce.h"

/* Runs every supported op x type at a few sizes on context c (device d). Types the context
   reports unsupported must be VK_ERROR_FEATURE_NOT_PRESENT and allowed by `may_lack`
   (a mask of 1 << type). */
static void exercise(tdev *d, tbuf *in, tbuf *out, vkr_context c, const char *what,
                     unsigned may_lack, const vkr_op *ops, int nops)
{
    vkr_context_info info;
    batch_t b;
    arena_t a;
    int i, j, s;
    uint64_t sizes[8];
    if (!context_info(c, &info)) return;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = info.subgroup_size + 1;
    sizes[3] = info.workgroup_size + 1;
    sizes[4] = (uint64_t)info.workgroup_size * 16 + 3;  /* f32: 4 tiles: still one workgroup? */
    sizes[5] = (uint64_t)info.mid_workgroup_size * 64 + 5; /* several mid-size workgroups */
    sizes[6] = g_opt.quick ? 3001 : 300007;
    batch_init(&b, d, c, out);
    arena_init(&a, in);
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        for (i = 0; i < nops; i++) {
            vkr_op op = ops[i];
            VkResult r;
            if (!op_exists(op, t) || skip64(c, info.enabled_features, op, t)) continue;
            r = t_supports(c, op, t, VKR_TYPE_NONE);
            if (r != VK_SUCCESS) {
                const char *m = vkr_last_error(c);
                check(r == VK_ERROR_FEATURE_NOT_PRESENT && ((may_lack >> t) & 1) && m && m[0],
                      "%s: vkr_supports(%s, %s) = %d \"%s\"", what, opn(op), tyn(t), (int)r,
                      m ? m : "(null)");
                printf("  %s: %s %s reported unsupported: %s\n", what, opn(op), tyn(t),
                       m ? m : "(null)");
                continue;
            }
            for (s = 0; s < 7; s++) add_random(&b, &a, op, t, sizes[s], k_offsets[(s + i) % 4], D_DEFAULT);
        }
        batch_run(&b);
        arena_init(&a, in);
    }
}

static const vkr_op k_ops_all[7] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX,
                                    VKR_OP_AND, VKR_OP_OR,  VKR_OP_XOR};
static const vkr_op k_ops_some[3] = {VKR_OP_ADD, VKR_OP_MIN, VKR_OP_XOR};

/* i/paths: a device without optional features, feature subsets, workgroup sizes, workgroup
   counts: every kernel variant the library may select. */
void group_paths(void)
{
    const unsigned t64mask = (1u << VKR_TYPE_F64) | (1u << VKR_TYPE_I64) | (1u << VKR_TYPE_U64);
    vkr_context_desc cd;
    vkr_context c;
    vkr_context_info info;
    int v;

    /* a device with no optional feature enabled, enabled_features = 0 */
    {
        tdev md;
        tbuf in, out;
        VkResult r;
        where("device without optional features");
        if (create_device(&md, g_dev.phys, 0)) {
            if (buf_create(&md, 8u << 20, &in) && buf_create(&md, 1024 * SLOT_BYTES, &out)) {
                fill_context_desc(&cd, &md, 0);
                cd.api_version = 0; /* default: Vulkan 1.1 */
                c = make_context(&cd, "enabled_features = 0, own device");
                if (c) {
                    vkr_reduce_desc rd;
                    if (context_info(c, &info))
                        check((info.enabled_features & ~(uint32_t)VKR_FEATURE_PUSH_DESCRIPTOR) == 0,
                              "enabled_features 0x%x, declared 0 (and the push descriptors the device has)",
                              info.enabled_features);
                    r = t_supports(c, VKR_OP_ADD, VKR_TYPE_F64, VKR_TYPE_NONE);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "float64|shaderFloat64"),
                          "no features: vkr_supports(add, f64) = %d \"%s\" (want "
                          "VK_ERROR_FEATURE_NOT_PRESENT naming float64)", (int)r, lerr(c));
                    r = t_supports(c, VKR_OP_MAX, VKR_TYPE_I64, VKR_TYPE_NONE);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "int64|shaderInt64"),
                          "no features: vkr_supports(max, i64) = %d \"%s\" (want "
                          "VK_ERROR_FEATURE_NOT_PRESENT naming int64)", (int)r, lerr(c));
                    r = t_supports(c, VKR_OP_XOR, VKR_TYPE_U64, VKR_TYPE_NONE);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "int64|shaderInt64"),
                          "no features: vkr_supports(xor, u64) = %d \"%s\"", (int)r, lerr(c));
                    memset(&rd, 0, sizeof rd);
                    rd.op = VKR_OP_ADD;
                    rd.type = VKR_TYPE_F64;
                    rd.count = 10;
                    rd.input.buffer = in.buf;
                    rd.input.size = in.size;
                    rd.output.buffer = out.buf;
                    rd.output.size = out.size;
                    cmd_begin(&md);
                    r = vkr_cmd_reduce(c, md.cmd, &rd);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "float64|shaderFloat64"),
                          "no features: vkr_cmd_reduce(add, f64) = %d \"%s\"", (int)r, lerr(c));
                    rd.type = VKR_TYPE_U64;
                    r = vkr_cmd_reduce(c, md.cmd, &rd);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "int64|shaderInt64"),
                          "no features: vkr_cmd_reduce(add, u64) = %d \"%s\"", (int)r, lerr(c));
                    cmd_submit_wait(&md);
                    exercise(&md, &in, &out, c, "no features", t64mask, k_ops_all, 7);
                    vkr_destroy_context(c);
                }
            }
            buf_destroy(&md, &in);
            buf_destroy(&md, &out);
        }
        destroy_device(&md);
    }

    /* feature subsets on the full device */
    fill_context_desc(&cd, &g_dev, (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64) & g_dev.vkr_features);
    c = make_context(&cd, "FLOAT64|INT64 only");
    if (c) {
        exercise(&g_dev, &g_in, &g_out, c, "FLOAT64|INT64 only", t64mask, k_ops_all, 7);
        vkr_destroy_context(c);
    }
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_SUBGROUP_SIZE_CONTROL);
    c = make_context(&cd, "all but SUBGROUP_SIZE_CONTROL");
    if (c) {
        exercise(&g_dev, &g_in, &g_out, c, "all but SUBGROUP_SIZE_CONTROL",
                 no64(g_dev.vkr_features) ? t64mask : 0, k_ops_all, 7);
        vkr_destroy_context(c);
    }

    /* workgroup sizes and counts. A size the device cannot run with the subgroup size pinned
       (above requiredSubgroupSize * maxComputeWorkgroupSubgroups) may be refused at creation,
       naming the field. */
    for (v = 0; v < 6; v++) {
        const uint32_t wg[6] = {32, g_wg_limit, 1024, 64, 0, 0};
        const uint32_t mid[6] = {0, 0, 0, g_wg_limit, 32, 0};
        const uint32_t mw[6] = {0, 0, 0, 3, 0, 1};
        uint32_t S = g_info.subgroup_size;
        int valid = (!wg[v] || (wg[v] % S == 0 && wg[v] <= g_wg_limit)) &&
                    (!mid[v] || (mid[v] % S == 0 && mid[v] <= g_wg_limit));
        char what[96];
        VkResult r;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.workgroup_size = wg[v];
        cd.options.mid_workgroup_size = mid[v];
        cd.options.max_workgroups = mw[v];
        snprintf(what, sizeof what, "workgroup_size %u, mid_workgroup_size %u, max_workgroups %u",
                 wg[v], mid[v], mw[v]);
        if (!valid) {
            c = (vkr_context)&cd;
            cd.log = test_log;
            g_log_calls = 0;
            g_log_last[0] = 0;
            where("vkr_create_context(%s)", what);
            r = vkr_create_context(&cd, &c);
            printf("  %s (device limit %u): %d \"%s\"\n", what, g_wg_limit, (int)r, g_log_last);
            check(r < 0 && c == NULL && mentions(g_log_last, "workgroup_size"),
                  "%s is beyond the device limit %u: vkr_create_context returned %d, log \"%s\" "
                  "(want an error naming workgroup_size)", what, g_wg_limit, (int)r, g_log_last);
            if (r == VK_SUCCESS && c) vkr_destroy_context(c);
            skip("%s: beyond the device limit %u, not run", what, g_wg_limit);
            continue;
        }
        c = make_context(&cd, what);
        if (!c) continue;
        if (context_info(c, &info)) {
            if (wg[v])
                check(info.workgroup_size == wg[v], "%s: info.workgroup_size = %u", what,
                      info.workgroup_size);
            check(info.mid_workgroup_size == (mid[v] ? mid[v] : wg[v] ? wg[v]
                                                              : g_info.mid_workgroup_size),
                  "%s: info.mid_workgroup_size = %u", what, info.mid_workgroup_size);
            if (mw[v])
                check(info.max_workgroups == mw[v], "%s: info.max_workgroups = %u", what,
                      info.max_workgroups);
        }
        exercise(&g_dev, &g_in, &g_out, c, what, no64(g_dev.vkr_features) ? t64mask : 0,
                 k_ops_some, 3);
        vkr_destroy_context(c);
    }
}

/* kernels: each kernel path forced (every op x type), the per-type fallback of AUTO without
   shaderSubgroupExtendedTypes, and the shared path's independence of the subgroup size: a
   wrong size in the context (1, 3, 64, 128) and workgroup sizes that are not multiples of the
   real one (33, 100, 36, 40) must not matter. */
void group_kernels(void)
{
    static const vkr_kernel_path paths[3] = {VKR_PATH_NATIVE, VKR_PATH_SHUFFLE, VKR_PATH_SHARED};
    const int has_shuffle = (g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT) != 0;
    vkr_context_desc cd;
    vkr_context c;
    vkr_context_info info;
    VkResult r;
    char what[128];
    int p, v, i;
    /* every feature but shaderSubgroupExtendedTypes (and size control): push descriptors stay
       declared where the device has them, so VKR_TEST_BINDING=push still runs */
    const uint32_t no_ext_types = g_dev.vkr_features & (uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64 | VKR_FEATURE_PUSH_DESCRIPTOR);

    for (p = 0; p < 3; p++) {
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.path = paths[p];
        snprintf(what, sizeof what, "path %s forced", path_name(paths[p]));
        if (paths[p] == g_info.path) { /* every other group runs it */
            printf("  %s: the main context's path, covered by the other groups\n", what);
            continue;
        }
        c = make_context(&cd, what);
        if (!c) continue;
        if (context_info(c, &info))
            check(info.path == paths[p], "%s: vkr_context_info.path is %s", what, path_name(info.path));
        exercise(&g_dev, &g_in, &g_out, c, what, 0, k_ops_all, 7);
        vkr_destroy_context(c);
    }

    /* Without shaderSubgroupExtendedTypes: AUTO runs the 64-bit types on the next path that
       can (shuffle here); forced native refuses them naming the feature; forced shuffle runs
       them. */
    for (p = 0; p < 2; p++) {
        fill_context_desc(&cd, &g_dev, no_ext_types);
        cd.options.path = p ? VKR_PATH_SHUFFLE : VKR_PATH_AUTO;
        snprintf(what, sizeof what, "no extended types, path %s", path_name(cd.options.path));
        if ((g_dev.vkr_features & (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64)) != (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64)) {
            skip("%s: the device has no 64-bit types", what);
            continue;
        }
        if (!has_shuffle) {
            skip("%s: the device has no subgroup shuffle", what);
            continue;
        }
        c = make_context(&cd, what);
        if (!c) continue;
        for (i = 0; i < 3; i++) {
            static const vkr_type t[3] = {VKR_TYPE_I64, VKR_TYPE_U64, VKR_TYPE_F64};
            r = t_supports(c, VKR_OP_MIN, t[i], VKR_TYPE_NONE);
            check(r == VK_SUCCESS, "%s: vkr_supports(min, %s) = %d %s", what, tyn(t[i]), (int)r, lerr(c));
        }
        exercise(&g_dev, &g_in, &g_out, c, what, 0, k_ops_some, 3);
        vkr_destroy_context(c);
    }
    fill_context_desc(&cd, &g_dev, no_ext_types);
    cd.options.path = VKR_PATH_NATIVE;
    c = (g_dev.vkr_features & (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64)) == (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64)
      ? make_context(&cd, "no extended types, path native forced") : NULL;
    if (!c) skip("no extended types, path native forced: the device has no 64-bit types");
    if (c) {
        r = t_supports(c, VKR_OP_ADD, VKR_TYPE_I64, VKR_TYPE_NONE);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), "ExtendedTypes|EXTENDED_TYPES"),
              "forced native without extended types: vkr_supports(add, i64) = %d \"%s\" (want "
              "VK_ERROR_FEATURE_NOT_PRESENT naming shaderSubgroupExtendedTypes)", (int)r, lerr(c));
        r = t_supports(c, VKR_OP_ADD, VKR_TYPE_F64, VKR_TYPE_NONE); /* f64 add needs no extended types */
        check(r == VK_SUCCESS, "forced native without extended types: vkr_supports(add, f64) = %d %s", (int)r, lerr(c));
        vkr_destroy_context(c);
    }

    /* Shared path: the context's subgroup size set wrong on purpose, and workgroup sizes that
       are not multiples of the real subgroup size (nor powers of two). */
    for (v = 0; v < 4; v++) {
        static const uint32_t sg[4] = {1, 3, 64, 128};
        static const uint32_t wg[4] = {33, 100, 0, 40};
        static const uint32_t mid[4] = {100, 36, 0, 0};
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.path = VKR_PATH_SHARED;
        cd.options.workgroup_size = wg[v];
        cd.options.mid_workgroup_size = mid[v];
        snprintf(what, sizeof what, "shared path, context subgroup size %u (real %u), workgroup %u / %u",
                 sg[v], g_sgprops.subgroupSize, wg[v], mid[v]);
        c = make_context(&cd, what);
        if (!c) continue;
        hook_subgroup_size(c, sg[v]);
        if (context_info(c, &info)) {
            check(info.path == VKR_PATH_SHARED && info.subgroup_size == sg[v], "%s: info path %s, subgroup %u", what,
                  path_name(info.path), info.subgroup_size);
            if (wg[v]) check(info.workgroup_size == wg[v], "%s: info.workgroup_size = %u", what, info.workgroup_size);
            if (mid[v]) check(info.mid_workgroup_size == mid[v], "%s: info.mid_workgroup_size = %u", what,
                              info.mid_workgroup_size);
        }
        exercise(&g_dev, &g_in, &g_out, c, what, 0, v == 0 ? k_ops_all : k_ops_some, v == 0 ? 7 : 3);
        vkr_destroy_context(c);
    }

    /* The hook has teeth: the native path specialized for half the real subgroup size must
       go wrong (its shared array and strides are shaped by the size), so the shared path's
       results above do not come from a hook that changes nothing. */
    if (g_sgprops.subgroupSize >= 4) {
        static uint32_t ones[100003];
        uint32_t got = 0;
        for (i = 0; i < 100003; i++) ones[i] = 1;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.path = VKR_PATH_NATIVE;
        c = make_context(&cd, "native path, subgroup size hooked to half the real one");
        if (c) {
            hook_subgroup_size(c, g_sgprops.subgroupSize / 2);
            where("vkr_reduce(add u32, native, hooked subgroup size)");
            r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, ones, NULL, 100003, 0, &got);
            check(r == VK_SUCCESS && got != 100003,
                  "native path specialized for subgroup size %u on a device running %u: vkr_reduce = %d, sum %u "
                  "(want a wrong sum: the hook must reach the kernel)", g_sgprops.subgroupSize / 2,
                  g_sgprops.subgroupSize, (int)r, got);
            vkr_destroy_context(c);
        }
    }

    /* desc->options.path out of range */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.path = (vkr_kernel_path)7;
    cd.log = test_log;
    g_log_calls = 0;
    g_log_last[0] = 0;
    c = (vkr_context)&cd;
    where("vkr_create_context(path 7)");
    r = vkr_create_context(&cd, &c);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && c == NULL && mentions(g_log_last, "path"),
          "vkr_create_context(desc->options.path 7) = %d, log \"%s\" (want VK_ERROR_VALIDATION_FAILED_EXT naming path)",
          (int)r, g_log_last);
    if (r == VK_SUCCESS && c) vkr_destroy_context(c);
}

/* caps: the desc's testing hooks fake a device (capabilities hidden, a wrong reported subgroup
   size, a deliberately broken path); the context must choose as on such a device, catch the
   wrong size with its creation probe, fall back on a self-test failure, log each fallback as a
   WARNING, and reduce correctly afterwards. */
static vkr_context caps_context(vkr_context_desc *cd, const char *what, vkr_context_info *info)
{
    vkr_context c;
    cd->log = test_log;
    g_log_warnings = 0;
    g_log_last[0] = 0;
    c = make_context(cd, what);
    if (c && !context_info(c, info)) {
        vkr_destroy_context(c);
        return NULL;
    }
    if (c)
        printf("  %s: path %s, binding %d, subgroup %u (probed %u), adjustments 0x%x%s%s\n", what,
               path_name(info->path), (int)info->binding, info->subgroup_size, info->probed_subgroup_size,
               info->adjustments, info->notes[0] ? ": " : "", info->notes);
    return c;
}

static void caps_fill(vkr_context_desc *cd)
{
    fill_context_desc(cd, &g_dev, g_dev.vkr_features);
    cd->options.path = VKR_PATH_AUTO;
    cd->options.binding = VKR_BINDING_AUTO;
}

static uint32_t caps_sum_ones(vkr_context c, uint32_t n)
{
    static uint32_t ones[20011];
    uint32_t i, got = 0;
    VkResult r;
    for (i = 0; i < n && i < 20011; i++) ones[i] = 1;
    where("vkr_reduce(add u32 of %u ones)", n);
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, ones, NULL, n, 0, &got);
    check(r == VK_SUCCESS, "vkr_reduce(add u32): %d %s", (int)r, lerr(c));
    return got;
}

void group_caps(void)
{
    const unsigned t64mask = (1u << VKR_TYPE_F64) | (1u << VKR_TYPE_I64) | (1u << VKR_TYPE_U64);
    const uint32_t real = g_sgprops.subgroupSize;
    const int has_shuffle = (g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT) != 0;
    const int has_arith = (g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_ARITHMETIC_BIT) != 0;
    const int has64 = (g_dev.vkr_features & (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64)) == (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64);
    const unsigned lack64 = has64 ? 0u : t64mask;
    vkr_context_desc cd;
    vkr_context_info info;
    vkr_context c;
    VkResult r;
    char what[160];
    vkr_kernel_path want_path;
    VkBool32 want_keeps;
    int v;

    /* no arithmetic -> shuffle; no arithmetic and no shuffle -> shared */
    for (v = 0; v < 2; v++) {
        caps_fill(&cd);
        cd.options.testing.hide = (uint32_t)VKR_TESTING_HIDE_SUBGROUP_ARITHMETIC | (v ? (uint32_t)VKR_TESTING_HIDE_SUBGROUP_SHUFFLE : 0u);
        snprintf(what, sizeof what, "hide arithmetic%s", v ? " and shuffle" : "");
        if (!v && !has_shuffle) {
            skip("%s: the device has no subgroup shuffle", what);
            continue;
        }
        c = caps_context(&cd, what, &info);
        if (!c) continue;
        check(info.path == (v ? VKR_PATH_SHARED : VKR_PATH_SHUFFLE) && info.adjustments == 0 && g_log_warnings == 0,
              "%s: path %s, adjustments 0x%x, %lu warnings (want %s, none)", what, path_name(info.path),
              info.adjustments, g_log_warnings, v ? "shared" : "shuffle");
        exercise(&g_dev, &g_in, &g_out, c, what, lack64, k_ops_all, 7);
        vkr_destroy_context(c);
        /* forcing the hidden path is refused, naming what is missing */
        cd.options.path = v ? VKR_PATH_SHUFFLE : VKR_PATH_NATIVE;
        c = (vkr_context)&cd;
        where("vkr_create_context(%s, path forced)", what);
        r = vkr_create_context(&cd, &c);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && c == NULL && mentions(g_log_last, v ? "shuffle" : "arithmetic"),
              "%s, path %s forced: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming it)", what,
              path_name(cd.options.path), (int)r, g_log_last);
        if (r == VK_SUCCESS && c) vkr_destroy_context(c);
    }

    /* no push descriptor -> descriptor sets; forcing push descriptors is refused */
    caps_fill(&cd);
    cd.options.testing.hide = VKR_TESTING_HIDE_PUSH_DESCRIPTOR;
    c = caps_context(&cd, "hide push descriptor", &info);
    if (c) {
        check(info.binding == VKR_BINDING_DESCRIPTOR_SETS && !(info.enabled_features & VKR_FEATURE_PUSH_DESCRIPTOR),
              "hide push descriptor: binding %d, features 0x%x (want descriptor sets)", (int)info.binding, info.enabled_features);
        exercise(&g_dev, &g_in, &g_out, c, "hide push descriptor", lack64, k_ops_some, 3);
        vkr_destroy_context(c);
    }
    cd.options.binding = VKR_BINDING_PUSH_DESCRIPTORS;
    c = (vkr_context)&cd;
    where("vkr_create_context(hide push descriptor, push forced)");
    r = vkr_create_context(&cd, &c);
    check(r == VK_ERROR_EXTENSION_NOT_PRESENT && c == NULL && mentions(g_log_last, "push_descriptor"),
          "hide push descriptor, push descriptors forced: %d \"%s\"", (int)r, g_log_last);
    if (r == VK_SUCCESS && c) vkr_destroy_context(c);

    /* no int64 -> i64/u64 (and f64 min/max) refused; no float64 -> f64 refused */
    for (v = 0; v < 2; v++) {
        static const vkr_type refused[2][3] = {{VKR_TYPE_I64, VKR_TYPE_U64, VKR_TYPE_I64}, {VKR_TYPE_F64, VKR_TYPE_F64, VKR_TYPE_F64}};
        static const vkr_op rops[2][3] = {{VKR_OP_ADD, VKR_OP_MAX, VKR_OP_XOR}, {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_ADD}};
        int i;
        caps_fill(&cd);
        cd.options.testing.hide = v ? VKR_TESTING_HIDE_FLOAT64 : VKR_TESTING_HIDE_INT64;
        snprintf(what, sizeof what, "hide %s", v ? "float64" : "int64");
        if (!has64) {
            skip("%s: the device has no 64-bit types", what);
            continue;
        }
        c = caps_context(&cd, what, &info);
        if (!c) continue;
        check(!(info.enabled_features & (v ? VKR_FEATURE_FLOAT64 : VKR_FEATURE_INT64)), "%s: features 0x%x", what,
              info.enabled_features);
        for (i = 0; i < 3; i++) {
            r = t_supports(c, rops[v][i], refused[v][i], VKR_TYPE_NONE);
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), v ? "float64" : "int64"),
                  "%s: vkr_supports(%s, %s) = %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming %s)", what,
                  opn(rops[v][i]), tyn(refused[v][i]), (int)r, lerr(c), v ? "float64" : "int64");
        }
        {
            uint64_t data[4] = {1, 2, 3, 4}, res = 0;
            r = t_reduce(c, VKR_OP_ADD, refused[v][0], VKR_TYPE_NONE, data, NULL, 4, 0, &res);
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), v ? "float64" : "int64"),
                  "%s: vkr_reduce(add, %s) = %d \"%s\"", what, tyn(refused[v][0]), (int)r, lerr(c));
        }
        if (!v) { /* f64 add runs without int64; min/max (ordered keys) need it */
            r = t_supports(c, VKR_OP_ADD, VKR_TYPE_F64, VKR_TYPE_NONE);
            check(r == VK_SUCCESS, "hide int64: vkr_supports(add, f64) = %d %s", (int)r, lerr(c));
        }
        exercise(&g_dev, &g_in, &g_out, c, what, v ? (1u << VKR_TYPE_F64) : t64mask, k_ops_all, 7);
        vkr_destroy_context(c);
    }

    /* no size control: nothing pinned, the default size runs and the probe agrees */
    caps_fill(&cd);
    cd.options.testing.hide = VKR_TESTING_HIDE_SUBGROUP_SIZE_CONTROL;
    c = caps_context(&cd, "hide subgroup size control", &info);
    if (c) {
        check(info.subgroup_size == real && !(info.enabled_features & VKR_FEATURE_SUBGROUP_SIZE_CONTROL) &&
                  (info.path == VKR_PATH_SHARED || info.probed_subgroup_size == real) && info.adjustments == 0,
              "hide size control: subgroup %u, probed %u, features 0x%x, adjustments 0x%x (want %u, %u, no size control, 0)",
              info.subgroup_size, info.probed_subgroup_size, info.enabled_features, info.adjustments, real, real);
        exercise(&g_dev, &g_in, &g_out, c, "hide subgroup size control", lack64, k_ops_some, 3);
        vkr_destroy_context(c);
    }

    /* no integer dot product / float16: declared, hidden, not in the context's features (group
       narrow runs the 8-bit and f16 sums with and without them) */
    for (v = 0; v < 2; v++) {
        const uint32_t feature = v ? (uint32_t)VKR_FEATURE_FLOAT16 : (uint32_t)VKR_FEATURE_INTEGER_DOT_PRODUCT;
        snprintf(what, sizeof what, "hide %s", v ? "float16" : "integer dot product");
        caps_fill(&cd);
        cd.options.testing.hide = v ? VKR_TESTING_HIDE_FLOAT16 : VKR_TESTING_HIDE_INTEGER_DOT_PRODUCT;
        if (!(g_dev.vkr_features & feature)) {
            skip("%s: the device has no %s", what, v ? "shaderFloat16 with shaderDenormPreserveFloat16" : "shaderIntegerDotProduct");
        } else if ((c = caps_context(&cd, what, &info)) != NULL) {
            check(!(info.enabled_features & feature) && (g_info.enabled_features & feature),
                  "%s: features 0x%x (the suite's context: 0x%x)", what, info.enabled_features, g_info.enabled_features);
            vkr_destroy_context(c);
        }
    }

    /* A wrong reported subgroup size (twice, four times and half the real one) on native and on
       shuffle: the probe sees the real one, the context adopts it and says so. */
    for (v = 0; v < 6; v++) {
        const uint32_t rep[3] = {real * 2, real * 4, real / 2 >= 4 ? real / 2 : real * 8};
        const vkr_kernel_path path = v < 3 ? VKR_PATH_AUTO : VKR_PATH_SHUFFLE;
        caps_fill(&cd);
        cd.options.path = path;
        cd.options.testing.report_subgroup_size = rep[v % 3];
        snprintf(what, sizeof what, "path %s, reported subgroup size %u (real %u)", path_name(path), rep[v % 3], real);
        if ((path == VKR_PATH_AUTO && !has_arith) || (path == VKR_PATH_SHUFFLE && !has_shuffle)) {
            skip("%s: the device lacks the path", what);
            continue;
        }
        c = caps_context(&cd, what, &info);
        if (!c) continue;
        check(info.path == (path == VKR_PATH_AUTO ? VKR_PATH_NATIVE : path) && info.subgroup_size == real &&
                  info.probed_subgroup_size == real && info.adjustments == VKR_ADJUSTED_PROBED_SUBGROUP_SIZE &&
                  g_log_warnings == 1 && mentions(info.notes, "probe"),
              "%s: path %s, subgroup %u, probed %u, adjustments 0x%x, %lu warnings, notes \"%s\" (want the real size "
              "adopted, one warning)", what, path_name(info.path), info.subgroup_size, info.probed_subgroup_size,
              info.adjustments, g_log_warnings, info.notes);
        exercise(&g_dev, &g_in, &g_out, c, what, lack64, v % 3 ? k_ops_some : k_ops_all, v % 3 ? 3 : 7);
        vkr_destroy_context(c);
    }
    /* A running size that does not divide the workgroup size: the shared path runs. */
    caps_fill(&cd);
    cd.options.testing.report_subgroup_size = real / 2 >= 2 ? real / 2 : 2;
    cd.options.workgroup_size = cd.options.mid_workgroup_size = 32 + cd.options.testing.report_subgroup_size;
    snprintf(what, sizeof what, "reported subgroup size %u (real %u), workgroup size %u", cd.options.testing.report_subgroup_size,
             real, cd.options.workgroup_size);
    if (cd.options.workgroup_size % real == 0 || !has_arith) {
        skip("%s: divisible by the real size, or no arithmetic", what);
    } else if ((c = caps_context(&cd, what, &info)) != NULL) {
        check(info.path == VKR_PATH_SHARED && info.probed_subgroup_size == real &&
                  info.adjustments == VKR_ADJUSTED_PROBE_TO_SHARED && g_log_warnings == 1 && mentions(info.notes, "SHARED"),
              "%s: path %s, probed %u, adjustments 0x%x, %lu warnings, notes \"%s\" (want the shared path)", what,
              path_name(info.path), info.probed_subgroup_size, info.adjustments, g_log_warnings, info.notes);
        exercise(&g_dev, &g_in, &g_out, c, what, lack64, k_ops_some, 3);
        vkr_destroy_context(c);
    }
    /* The hook has teeth: without the probe's correction these contexts would run kernels
       shaped for the wrong size (kpaths shows that gives wrong sums). Here: the reported size
       did reach the context before the probe (the note names it). */

    /* Self-test: a broken path gives wrong answers without it, and is left with it. */
    for (v = 0; v < 3; v++) {
        static const vkr_kernel_path broken[3] = {VKR_PATH_NATIVE, VKR_PATH_SHUFFLE, VKR_PATH_SHARED};
        static const vkr_kernel_path next[3] = {VKR_PATH_SHUFFLE, VKR_PATH_SHARED, VKR_PATH_SHARED};
        uint32_t got;
        if ((v == 0 && !has_arith) || (v < 2 && !has_shuffle)) {
            skip("self-test with path %s broken: the device lacks a path", path_name(broken[v]));
            continue;
        }
        caps_fill(&cd);
        cd.options.path = v == 0 ? VKR_PATH_AUTO : broken[v];
        cd.options.testing.break_path = broken[v];
        snprintf(what, sizeof what, "path %s broken, no self-test", path_name(broken[v]));
        c = caps_context(&cd, what, &info);
        if (c) {
            got = caps_sum_ones(c, 20011);
            check(info.path == broken[v] && info.adjustments == 0 && got != 20011,
                  "%s: path %s, adjustments 0x%x, sum of 20011 ones %u (want the broken path and a wrong sum)", what,
                  path_name(info.path), info.adjustments, got);
            got = caps_sum_ones(c, 1);
            check(got != 1, "%s: sum of 1 one = %u (want wrong)", what, got);
            vkr_destroy_context(c);
        }
        cd.options.self_test = VK_TRUE;
        snprintf(what, sizeof what, "path %s broken, self-test", path_name(broken[v]));
        if (v == 2) { /* nothing after shared: creation fails, naming the self-test */
            cd.log = test_log;
            g_log_last[0] = 0;
            c = (vkr_context)&cd;
            where("vkr_create_context(%s)", what);
            r = vkr_create_context(&cd, &c);
            check(r == VK_ERROR_INITIALIZATION_FAILED && c == NULL && mentions(g_log_last, "self-test"),
                  "%s: %d \"%s\" (want VK_ERROR_INITIALIZATION_FAILED naming the self-test)", what, (int)r, g_log_last);
            if (r == VK_SUCCESS && c) vkr_destroy_context(c);
            continue;
        }
        c = caps_context(&cd, what, &info);
        if (!c) continue;
        check(info.path == next[v] && info.adjustments == VKR_ADJUSTED_SELF_TEST_FALLBACK && g_log_warnings == 1 &&
                  mentions(info.notes, "self-test") && info.cached_descriptor_sets == 0,
              "%s: path %s, adjustments 0x%x, %lu warnings, notes \"%s\", %u sets cached (want %s, one warning)", what,
              path_name(info.path), info.adjustments, g_log_warnings, info.notes, info.cached_descriptor_sets,
              path_name(next[v]));
        got = caps_sum_ones(c, 20011);
        check(got == 20011, "%s: sum of 20011 ones = %u", what, got);
        exercise(&g_dev, &g_in, &g_out, c, what, lack64, k_ops_all, 7);
        vkr_destroy_context(c);
    }
    /* self-test on a sound device: nothing changes (the same path as without the self-test) */
    caps_fill(&cd);
    c = caps_context(&cd, "no self-test", &info);
    want_path = c ? info.path : VKR_PATH_AUTO;
    want_keeps = c ? info.subgroup_add_keeps_negative_zero : VK_FALSE;
    if (c) vkr_destroy_context(c);
    cd.options.self_test = VK_TRUE;
    c = caps_context(&cd, "self-test, nothing broken", &info);
    if (c) { /* (the self-test also sums -0.0 where the probe saw subgroupAdd keep it: it must agree) */
        check(info.path == want_path && info.adjustments == 0 && g_log_warnings == 0 && info.notes[0] == 0 &&
                  info.subgroup_add_keeps_negative_zero == want_keeps,
              "self-test, nothing broken: path %s, adjustments 0x%x, %lu warnings, keeps -0.0 %u (want %s, none, %u)",
              path_name(info.path), info.adjustments, g_log_warnings, (unsigned)info.subgroup_add_keeps_negative_zero,
              path_name(want_path), (unsigned)want_keeps);
        exercise(&g_dev, &g_in, &g_out, c, "self-test, nothing broken", lack64, k_ops_some, 3);
        vkr_destroy_context(c);
    }

    /* unknown hide bits and a break_path that is no path are refused */
    for (v = 0; v < 2; v++) {
        caps_fill(&cd);
        if (v) cd.options.testing.break_path = (vkr_kernel_path)9;
        else cd.options.testing.hide = 1u << 20;
        cd.log = test_log;
        g_log_last[0] = 0;
        c = (vkr_context)&cd;
        where("vkr_create_context(bad testing field)");
        r = vkr_create_context(&cd, &c);
        check(r == VK_ERROR_VALIDATION_FAILED_EXT && c == NULL && mentions(g_log_last, v ? "break_path" : "hide"),
              "desc->options.testing.%s invalid: %d \"%s\"", v ? "break_path" : "hide", (int)r, g_log_last);
        if (r == VK_SUCCESS && c) vkr_destroy_context(c);
    }

    /* prototype mode passes the hooks on: no arithmetic or shuffle, self-test, validation on */
    {
        vkr_prototype_desc pd;
        uint32_t got;
        memset(&pd, 0, sizeof pd);
        pd.validation = g_validation ? VK_TRUE : VK_FALSE;
        pd.log = test_log;
        pd.options.self_test = VK_TRUE;
        pd.options.testing.hide = VKR_TESTING_HIDE_SUBGROUP_ARITHMETIC | VKR_TESTING_HIDE_SUBGROUP_SHUFFLE;
        g_log_validation = 0;
        where("vkr_create_prototype_context(hide arithmetic and shuffle, self-test)");
        r = vkr_create_prototype_context(&pd, &c);
        if (check(r == VK_SUCCESS && c, "vkr_create_prototype_context(hide arithmetic and shuffle): %d", (int)r)) {
            if (context_info(c, &info))
                check(info.path == VKR_PATH_SHARED && info.adjustments == 0,
                      "prototype, hide arithmetic and shuffle: path %s, adjustments 0x%x", path_name(info.path), info.adjustments);
            got = caps_sum_ones(c, 20011);
            check(got == 20011, "prototype, hide arithmetic and shuffle: sum of 20011 ones = %u", got);
            if (context_info(c, &info))
                check(info.validation_messages == 0 && g_log_validation == 0, "prototype: %llu validation messages",
                      (unsigned long long)info.validation_messages);
            vkr_destroy_context(c);
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Bindings: push descriptors and descriptor sets (the cache, vkr_forget_buffer)               */
/* ------------------------------------------------------------------------------------------ */

void group_binding(void)
{
    vkr_context_desc cd;
    vkr_context c;
    vkr_context_info info;
    int k;
    /* the default: push descriptors where the test enabled them, unless forced */
    if (context_info(g_ctx, &g_info)) {
        vkr_binding want = g_force_binding ? g_force_binding
                         : (g_dev.vkr_features & VKR_FEATURE_PUSH_DESCRIPTOR) ? VKR_BINDING_PUSH_DESCRIPTORS
                                                                              : VKR_BINDING_DESCRIPTOR_SETS;
        check(g_info.binding == want, "info.binding %d, want %d", (int)g_info.binding, (int)want);
        printf("  main context binds with %s\n", g_info.binding == VKR_BINDING_PUSH_DESCRIPTORS ? "push descriptors" : "descriptor sets");
    }
    /* push descriptors forced without the feature declared: refused, named */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.enabled_features &= ~(uint32_t)VKR_FEATURE_PUSH_DESCRIPTOR;
    cd.options.binding = VKR_BINDING_PUSH_DESCRIPTORS;
    c = NULL;
    check(vkr_create_context(&cd, &c) == VK_ERROR_EXTENSION_NOT_PRESENT && !c,
          "binding PUSH_DESCRIPTORS without VKR_FEATURE_PUSH_DESCRIPTOR must fail");
    cd.options.binding = (vkr_binding)7;
    check(vkr_create_context(&cd, &c) == VK_ERROR_VALIDATION_FAILED_EXT && !c, "binding 7 must fail");

    /* descriptor sets forced: every op and type, the cache, vkr_forget_buffer */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.binding = VKR_BINDING_DESCRIPTOR_SETS;
    cd.queue = g_dev.queue;
    c = make_context(&cd, "descriptor sets");
    if (!c) return;
    if (context_info(c, &info)) check(info.binding == VKR_BINDING_DESCRIPTOR_SETS, "info.binding %d", (int)info.binding);
    exercise(&g_dev, &g_in, &g_out, c, "descriptor sets", 0, k_ops_some, 3);
    if (context_info(c, &info)) {
        check(info.cached_descriptor_sets > 0, "no descriptor set cached after reduces");
        printf("  descriptor sets cached: %u\n", info.cached_descriptor_sets);
    }
    /* a buffer used, forgotten, destroyed, and a new one (maybe with the same handle) used */
    for (k = 0; k < 3; k++) {
        tbuf x;
        uint32_t got = 0, want = 0, i;
        vkr_context_info before, after;
        if (!buf_create(&g_dev, 4096, &x)) break;
        for (i = 0; i < 1000; i++) want += ((uint32_t *)x.map)[i] = i * (uint32_t)(k + 3);
        check(t_reduce_buffer(c, VKR_OP_ADD, VKR_TYPE_U32, x.buf, 0, x.size, 1000, &got) == VK_SUCCESS && got == want,
              "descriptor sets, buffer %d: got %u want %u", k, got, want);
        context_info(c, &before);
        check(vkr_forget_buffer(c, x.buf) == VK_SUCCESS, "vkr_forget_buffer: %s", lerr(c));
        context_info(c, &after);
        check(after.cached_descriptor_sets + 1 == before.cached_descriptor_sets,
              "vkr_forget_buffer dropped %d sets, want 1", (int)before.cached_descriptor_sets - (int)after.cached_descriptor_sets);
        buf_destroy(&g_dev, &x);
    }
    expect_fail(vkr_forget_buffer(c, VK_NULL_HANDLE), VK_ERROR_VALIDATION_FAILED_EXT, c, "buffer", "vkr_forget_buffer(NULL)");
    /* many reduces in one command buffer, submitted twice (sets are reused, never rewritten) */
    {
        batch_t b;
        arena_t a;
        int i;
        batch_init(&b, &g_dev, c, &g_out);
        arena_init(&a, &g_in);
        for (i = 0; i < 1000; i++) add_random(&b, &a, i % 2 ? VKR_OP_ADD : VKR_OP_MAX, VKR_TYPE_I32, 100 + (uint64_t)i, (unsigned)(i % 4), D_DEFAULT);
        batch_run(&b);
        if (context_info(c, &info)) printf("  after 1000 reduces in one command buffer: %u sets cached\n", info.cached_descriptor_sets);
    }
    vkr_destroy_context(c);
}

/* ------------------------------------------------------------------------------------------ */
/* Debug labels: with VKR_FEATURE_DEBUG_UTILS each recorded reduce / scan / rows /  */
/* segments / init_scratch is one vkCmdBeginDebugUtilsLabelEXT ... End region. A shim in       */
/* vkr_vulkan_functions records every Begin / End (name, depth, command buffer) and forwards   */
/* to the instance's functions, so the validation layer sees them too.                        */
/* ------------------------------------------------------------------------------------------ */

static PFN_vkCmdBeginDebugUtilsLabelEXT g_lb_real_begin;
static PFN_vkCmdEndDebugUtilsLabelEXT g_lb_real_end;
static char g_lb_log[4096];     /* "B<depth>:<name>|" per Begin, "E<depth>|" per End */
static int g_lb_depth;          /* open labels (the test's own included) */
static int g_lb_calls;          /* Begin and End calls */
static VkCommandBuffer g_lb_cmd; /* the command buffer of the last call */
static int g_lb_fail_alloc;     /* lb_alloc fails while set */

static void lb_append(const char *s)
{
    size_t n = strlen(g_lb_log);
    snprintf(g_lb_log + n, sizeof g_lb_log - n, "%s", s);
}

static VKAPI_ATTR void VKAPI_CALL lb_begin(VkCommandBuffer cmd, const VkDebugUtilsLabelEXT *label)
{
    char e[200];
    snprintf(e, sizeof e, "B%d:%s|", g_lb_depth, label && label->pLabelName ? label->pLabelName : "(null)");
    lb_append(e);
    g_lb_depth++;
    g_lb_calls++;
    g_lb_cmd = cmd;
    g_lb_real_begin(cmd, label);
}

static VKAPI_ATTR void VKAPI_CALL lb_end(VkCommandBuffer cmd)
{
    char e[16];
    snprintf(e, sizeof e, "E%d|", g_lb_depth);
    lb_append(e);
    g_lb_depth--;
    g_lb_calls++;
    g_lb_cmd = cmd;
    g_lb_real_end(cmd);
}

static void lb_reset(void)
{
    g_lb_log[0] = 0;
    g_lb_depth = 0;
    g_lb_calls = 0;
    g_lb_cmd = VK_NULL_HANDLE;
}

static void *VKAPI_CALL lb_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope s)
{
    return g_lb_fail_alloc ? NULL : t_alloc(user, size, align, s);
}

/* The label sequence since lb_reset must be `want`, every label closed. */
static void lb_expect(const char *what, const char *want)
{
    check(!strcmp(g_lb_log, want), "%s: labels\n      got  %s\n      want %s", what, g_lb_log, want);
    check(g_lb_depth == 0, "%s: %d labels left open", what, g_lb_depth);
}

/* A context on g_dev with every feature but `drop`, its label functions the shim. */
static vkr_context lb_context(uint32_t drop, VkBool32 no_labels, const VkAllocationCallbacks *cb, vkr_binding binding,
                              const char *what, VkBool32 want_labels)
{
    static vkr_vulkan_functions vf; /* zero but the label functions: the rest is the default */
    vkr_context_desc cd;
    vkr_context_info info;
    vkr_context c;
    vf.vkCmdBeginDebugUtilsLabelEXT = lb_begin;
    vf.vkCmdEndDebugUtilsLabelEXT = lb_end;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features & ~drop);
    cd.queue = g_dev.queue;
    cd.vulkan_functions = &vf;
    cd.options.no_debug_labels = no_labels;
    cd.allocation_callbacks = cb;
    if (binding) cd.options.binding = binding;
    c = make_context(&cd, what);
    if (c && context_info(c, &info))
        check(info.debug_labels == want_labels, "%s: vkr_context_info.debug_labels %u, want %u", what,
              (unsigned)info.debug_labels, (unsigned)want_labels);
    return c;
}

/* A reduce of `count` elements at byte in_off of in, its result at byte out_off of out. */
static vkr_reduce_desc lb_reduce_desc(vkr_op op, vkr_type t, uint64_t count, const tbuf *in, VkDeviceSize in_off,
                                      const tbuf *out, VkDeviceSize out_off)
{
    vkr_reduce_desc rd;
    memset(&rd, 0, sizeof rd);
    rd.op = op;
    rd.type = t;
    rd.count = count;
    rd.input.buffer = in->buf;
    rd.input.offset = in_off;
    rd.input.size = in->size;
    rd.output.buffer = out->buf;
    rd.output.offset = out_off;
    rd.output.size = out->size;
    return rd;
}

static void lb_engine(vkr_context c, tbuf *in, tbuf *out, tbuf *scratch)
{
    static const char *const want =
        "B0:test frame|B1:vk_reduce init_scratch|E2|B1:vk_reduce reduce add f32 n=1000|E2|"
        "B1:vk_reduce reduce add u32 n<=500|E2|B1:vk_reduce inclusive scan add u32 n=100|E2|"
        "B1:vk_reduce exclusive row scan add u32 2x50|E2|B1:vk_reduce inclusive scan add u32 n=100 by u8 head flags|E2|"
        "B1:vk_reduce rows add f32 rows=4 length=10|E2|B1:vk_reduce segments add f32 segments=3 n=10|E2|"
        "B1:vk_reduce reduce add f32 n=0|E2|E1|";
    VkDebugUtilsLabelEXT frame;
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    vkr_scan_rows_desc xd;
    vkr_scan_segments_desc qd;
    vkr_rows_desc wd;
    vkr_segments_desc gd;
    uint32_t i, *u = (uint32_t *)(void *)(in->map + 8192);
    float *f = (float *)(void *)in->map;
    VkResult r;
    for (i = 0; i < 1000; i++) f[i] = 1.0f;
    for (i = 0; i < 500; i++) u[i] = i + 1;
    *(uint32_t *)(void *)(in->map + 16384) = 300; /* the GPU-resident count */
    {
        static const uint32_t offs[4] = {0, 3, 3, 10};
        memcpy(in->map + 20480, offs, sizeof offs);
    }
    memset(in->map + 24576, 0, 100); /* u8 head flags: segments [0, 40) and [40, 100) */
    in->map[24576 + 40] = 7;
    memset(out->map, 0xff, (size_t)out->size);
    memset(&frame, 0, sizeof frame);
    frame.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_LABEL_EXT;
    frame.pLabelName = "test frame";
    lb_reset();
    cmd_begin(&g_dev);
    lb_begin(g_dev.cmd, &frame); /* the caller's own label: the library's nest inside it */
    where("labels: vkr_cmd_init_scratch");
    r = t_init_scratch(c, g_dev.cmd, scratch->buf, 0, scratch->size);
    check(r == VK_SUCCESS, "labels: vkr_cmd_init_scratch: %d %s", (int)r, lerr(c));
    rd = lb_reduce_desc(VKR_OP_ADD, VKR_TYPE_F32, 1000, in, 0, out, 0);
    rd.output.size = 0; /* refused: no label */
    where("labels: vkr_cmd_reduce");
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT, "labels: vkr_cmd_reduce with output.size 0: %d", (int)r);
    rd.output.size = out->size;
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce(add f32): %d %s", (int)r, lerr(c));
    rd = lb_reduce_desc(VKR_OP_ADD, VKR_TYPE_U32, 500, in, 8192, out, 256);
    rd.count_buffer.buffer = in->buf;
    rd.count_buffer.offset = 16384;
    rd.count_buffer.size = in->size;
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce(add u32, count buffer): %d %s", (int)r, lerr(c));
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_ADD;
    sd.type = VKR_TYPE_U32;
    sd.kind = (vkr_scan_kind)7; /* refused: no label */
    sd.count = 100;
    sd.input.buffer = in->buf;
    sd.input.offset = 8192;
    sd.input.size = in->size;
    sd.output.buffer = out->buf;
    sd.output.offset = 1024;
    sd.output.size = out->size;
    where("labels: vkr_cmd_scan");
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT, "labels: vkr_cmd_scan with kind 7: %d", (int)r);
    sd.kind = VKR_SCAN_INCLUSIVE;
    sd.count = 0; /* records nothing: no label */
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_scan(count 0): %d %s", (int)r, lerr(c));
    sd.count = 100;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_scan(inclusive add u32): %d %s", (int)r, lerr(c));
    memset(&xd, 0, sizeof xd);
    xd.op = VKR_OP_ADD;
    xd.type = VKR_TYPE_U32;
    xd.kind = VKR_SCAN_EXCLUSIVE;
    xd.rows = 0; /* records nothing: no label */
    xd.row_length = 50;
    xd.input = sd.input;
    xd.output = sd.output;
    xd.output.offset = 1536;
    where("labels: vkr_cmd_scan_rows");
    r = vkr_cmd_scan_rows(c, g_dev.cmd, &xd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_scan_rows(0 rows): %d %s", (int)r, lerr(c));
    xd.rows = 2;
    r = vkr_cmd_scan_rows(c, g_dev.cmd, &xd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_scan_rows(exclusive add u32 2 x 50): %d %s", (int)r, lerr(c));
    memset(&qd, 0, sizeof qd);
    qd.op = VKR_OP_ADD;
    qd.type = VKR_TYPE_U32;
    qd.kind = VKR_SCAN_INCLUSIVE;
    qd.count = 100;
    qd.segments = VKR_SEGMENT_HEAD_FLAGS_U8;
    qd.input = sd.input;
    qd.output = sd.output;
    qd.output.offset = 4096;
    qd.heads.buffer = in->buf;
    qd.heads.offset = 24576;
    qd.heads.size = in->size;
    where("labels: vkr_cmd_scan_segments");
    qd.segments = (vkr_segment_heads)0; /* refused: no label */
    r = vkr_cmd_scan_segments(c, g_dev.cmd, &qd);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT, "labels: vkr_cmd_scan_segments with segments 0: %d", (int)r);
    qd.segments = VKR_SEGMENT_HEAD_FLAGS_U8;
    r = vkr_cmd_scan_segments(c, g_dev.cmd, &qd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_scan_segments(inclusive add u32, u8 flags): %d %s", (int)r, lerr(c));
    memset(&wd, 0, sizeof wd);
    wd.op = VKR_OP_ADD;
    wd.type = VKR_TYPE_F32;
    wd.rows = 0; /* records nothing: no label */
    wd.row_length = 10;
    wd.input.buffer = in->buf;
    wd.input.size = in->size;
    wd.output.buffer = out->buf;
    wd.output.offset = 2048;
    wd.output.size = out->size;
    where("labels: vkr_cmd_reduce_rows");
    r = vkr_cmd_reduce_rows(c, g_dev.cmd, &wd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce_rows(0 rows): %d %s", (int)r, lerr(c));
    wd.rows = 4;
    r = vkr_cmd_reduce_rows(c, g_dev.cmd, &wd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce_rows(4 x 10): %d %s", (int)r, lerr(c));
    memset(&gd, 0, sizeof gd);
    gd.op = VKR_OP_ADD;
    gd.type = VKR_TYPE_F32;
    gd.segments = 3;
    gd.input.buffer = in->buf;
    gd.input.size = in->size;
    gd.input_count = 10;
    gd.offsets.buffer = in->buf;
    gd.offsets.offset = 20480;
    gd.offsets.size = in->size;
    gd.output.buffer = out->buf;
    gd.output.offset = 3072;
    gd.output.size = out->size;
    where("labels: vkr_cmd_reduce_segments");
    r = vkr_cmd_reduce_segments(c, g_dev.cmd, &gd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce_segments: %d %s", (int)r, lerr(c));
    rd = lb_reduce_desc(VKR_OP_ADD, VKR_TYPE_F32, 0, in, 0, out, 3328);
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd); /* count 0 records (the identity): a label */
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce(count 0): %d %s", (int)r, lerr(c));
    lb_end(g_dev.cmd);
    check(g_lb_cmd == g_dev.cmd, "labels: recorded into another command buffer than the caller's");
    lb_expect("engine mode", want);
    cmd_barrier_to_host(&g_dev);
    where("labels: submit");
    if (cmd_submit_wait(&g_dev)) { /* what the labels wrapped ran as usual */
        const float *of = (const float *)(const void *)out->map;
        const uint32_t *ou = (const uint32_t *)(const void *)out->map;
        int bad = 0;
        check(of[0] == 1000.0f, "labels: reduce add f32 of 1000 ones = %g", (double)of[0]);
        check(ou[64] == 45150u, "labels: reduce add u32 of 1..300 (GPU count 300, bound 500) = %u", ou[64]);
        for (i = 0; i < 100; i++) bad += ou[256 + i] != (i + 1) * (i + 2) / 2;
        check(!bad, "labels: inclusive scan of 1..100: %d wrong outputs", bad);
        for (i = 0, bad = 0; i < 100; i++) bad += ou[384 + i] != (i % 50) * (i - i % 50 + 1) + (i % 50) * (i % 50 - 1) / 2;
        check(!bad, "labels: exclusive row scans of 1..50 and 51..100: %d wrong outputs", bad);
        for (i = 0, bad = 0; i < 100; i++) /* sums of 1..i+1, from 41 on from element 40 */
            bad += ou[1024 + i] != (i < 40 ? (i + 1) * (i + 2) / 2 : (i + 1) * (i + 2) / 2 - 820u);
        check(!bad, "labels: inclusive segmented scan of 1..100 with a head at 40: %d wrong outputs", bad);
        check(of[512] == 10.0f && of[513] == 10.0f && of[514] == 10.0f && of[515] == 10.0f,
              "labels: rows 4 x 10 ones: %g %g %g %g", (double)of[512], (double)of[513], (double)of[514], (double)of[515]);
        check(of[768] == 3.0f && of[769] == 0.0f && of[770] == 7.0f, "labels: segments {0,3,3,10}: %g %g %g",
              (double)of[768], (double)of[769], (double)of[770]);
        check(ou[832] == 0u, "labels: reduce add f32 of 0 elements: bits 0x%08x", ou[832]);
    }
    vkr_forget_buffer(c, in->buf);
    vkr_forget_buffer(c, out->buf);
    vkr_forget_buffer(c, scratch->buf);
}

/* The synchronous helpers record through the same functions, in the context's command buffer. */
static void lb_sync(vkr_context c)
{
    float ones[300], res[4], sum = 0.0f;
    uint32_t u[100], p[100], i;
    int bad = 0;
    VkResult r;
    for (i = 0; i < 300; i++) ones[i] = 1.0f;
    for (i = 0; i < 100; i++) u[i] = i + 1;
    lb_reset();
    where("labels: vkr_reduce");
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, ones, NULL, 300, 0, &sum);
    check(r == VK_SUCCESS && sum == 300.0f, "labels: vkr_reduce: %d, %g %s", (int)r, (double)sum, lerr(c));
    check(g_lb_cmd != VK_NULL_HANDLE && g_lb_cmd != g_dev.cmd, "labels: vkr_reduce did not label its own command buffer");
    where("labels: vkr_scan");
    r = t_scan(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_SCAN_EXCLUSIVE, u, 100, NULL, p);
    for (i = 0; i < 100; i++) bad += p[i] != i * (i + 1) / 2;
    check(r == VK_SUCCESS && !bad, "labels: vkr_scan: %d, %d wrong %s", (int)r, bad, lerr(c));
    where("labels: vkr_reduce_rows");
    r = t_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, ones, 4, 10, 0, res);
    check(r == VK_SUCCESS && res[0] == 10.0f && res[3] == 10.0f, "labels: vkr_reduce_rows: %d, %g %g %s", (int)r,
          (double)res[0], (double)res[3], lerr(c));
    lb_expect("synchronous helpers",
              "B0:vk_reduce reduce add f32 n=300|E1|B0:vk_reduce exclusive scan add u32 n=100|E1|"
              "B0:vk_reduce rows add f32 rows=4 length=10|E1|");
}

/* A context without labels: nothing reaches the shim. */
static void lb_none(uint32_t drop, VkBool32 no_labels, const char *what, tbuf *in, tbuf *out)
{
    vkr_context c = lb_context(drop, no_labels, NULL, VKR_BINDING_AUTO, what, VK_FALSE);
    vkr_reduce_desc rd = lb_reduce_desc(VKR_OP_ADD, VKR_TYPE_F32, 1000, in, 0, out, 0);
    float sum = 0.0f, ones[64];
    VkResult r;
    int i;
    if (!c) return;
    for (i = 0; i < 64; i++) ones[i] = 1.0f;
    lb_reset();
    cmd_begin(&g_dev);
    where("labels: %s: vkr_cmd_reduce", what);
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "labels: %s: vkr_cmd_reduce: %d %s", what, (int)r, lerr(c));
    cmd_barrier_to_host(&g_dev);
    if (cmd_submit_wait(&g_dev))
        check(*(const float *)(const void *)out->map == 1000.0f, "labels: %s: reduce = %g", what,
              (double)*(const float *)(const void *)out->map);
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, ones, NULL, 64, 0, &sum);
    check(r == VK_SUCCESS && sum == 64.0f, "labels: %s: vkr_reduce: %d, %g %s", what, (int)r, (double)sum, lerr(c));
    check(g_lb_calls == 0, "labels: %s: %d label calls (want none): %s", what, g_lb_calls, g_lb_log);
    vkr_forget_buffer(c, in->buf);
    vkr_forget_buffer(c, out->buf);
    vkr_destroy_context(c);
}

/* A failure after the label began (the descriptor-set cache cannot grow: host allocations
   fail): the call returns the error and its label is still ended. */
static void lb_fail_after_begin(tbuf *in, tbuf *out)
{
    alloc_stats st;
    VkAllocationCallbacks cb;
    vkr_reduce_desc rd;
    vkr_context c;
    VkResult r = VK_SUCCESS;
    int k, ok_calls = 0, pairs = 0;
    const char *s;
    memset(&st, 0, sizeof st);
    memset(&cb, 0, sizeof cb);
    cb.pUserData = &st;
    cb.pfnAllocation = lb_alloc;
    cb.pfnReallocation = t_realloc;
    cb.pfnFree = t_free;
    c = lb_context(0, VK_FALSE, &cb, VKR_BINDING_DESCRIPTOR_SETS, "labels, descriptor sets, failing allocations", VK_TRUE);
    if (!c) return;
    rd = lb_reduce_desc(VKR_OP_MAX, VKR_TYPE_U32, 4, in, 8192, out, 0);
    cmd_begin(&g_dev);
    where("labels: failing allocations");
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd); /* the pipeline exists before allocations fail */
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce before failing allocations: %d %s", (int)r, lerr(c));
    lb_reset();
    g_lb_fail_alloc = 1;
    /* each reduce writes another 256-byte block: a new descriptor set, until the cache must grow */
    for (k = 1; k < 300 && (k + 1) * 256 <= (int)out->size; k++) {
        rd.output.offset = (VkDeviceSize)k * 256;
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
        if (r != VK_SUCCESS) break;
        ok_calls++;
    }
    g_lb_fail_alloc = 0;
    check(r == VK_ERROR_OUT_OF_HOST_MEMORY, "labels: no reduce failed for lack of host memory (%d calls, last %d)", ok_calls,
          (int)r);
    for (s = g_lb_log; (s = strstr(s, "B0:vk_reduce reduce max u32 n=4|E1|")) != NULL; s++) pairs++;
    check(pairs == ok_calls + 1 && (int)strlen(g_lb_log) == pairs * (int)strlen("B0:vk_reduce reduce max u32 n=4|E1|"),
          "labels: %d successful calls and a failed one after its label began: %d Begin/End pairs (want %d), depth %d",
          ok_calls, pairs, ok_calls + 1, g_lb_depth);
    printf("  labels: failing allocations: reduce %d of the command buffer failed with %d; %d balanced labels\n", ok_calls + 2,
           (int)r, pairs);
    cmd_barrier_to_host(&g_dev);
    cmd_submit_wait(&g_dev);
    vkr_forget_buffer(c, in->buf);
    vkr_forget_buffer(c, out->buf);
    vkr_destroy_context(c);
    check(st.live == 0, "labels: %ld allocations not freed after destroy", st.live);
}

/* Prototype mode: labels when validation is on (its instance enables VK_EXT_debug_utils), run
   through the instance's functions under the context's own validation layer; no_debug_labels
   reaches the context. */
static void lb_prototype(VkBool32 no_labels)
{
    vkr_prototype_desc pd;
    vkr_context_info info;
    vkr_context c = NULL;
    float ones[256], sum = 0.0f;
    VkResult r;
    int i;
    for (i = 0; i < 256; i++) ones[i] = 1.0f;
    memset(&pd, 0, sizeof pd);
    pd.validation = VK_TRUE;
    pd.options.no_debug_labels = no_labels;
    pd.options.binding = g_force_binding;
    pd.options.path = g_opt.path;
    where("labels: vkr_create_prototype_context(no_debug_labels %u)", (unsigned)no_labels);
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "labels: vkr_create_prototype_context(validation, no_debug_labels %u): %d", (unsigned)no_labels,
               (int)r))
        return;
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_NONE, ones, NULL, 256, 0, &sum);
    check(r == VK_SUCCESS && sum == 256.0f, "labels: prototype vkr_reduce: %d, %g %s", (int)r, (double)sum, lerr(c));
    if (context_info(c, &info)) {
        check(info.debug_labels == !no_labels, "labels: prototype context with validation, no_debug_labels %u: debug_labels %u",
              (unsigned)no_labels, (unsigned)info.debug_labels);
        check(info.validation_messages == 0, "labels: prototype context: %llu validation messages",
              (unsigned long long)info.validation_messages);
    }
    vkr_destroy_context(c);
}

void group_labels(void)
{
    VkDeviceSize scratch_size = 0, align = 0;
    tbuf in, out, scratch;
    vkr_context c;
    check(g_info.debug_labels == VK_TRUE, "the main context (VKR_FEATURE_DEBUG_UTILS, vulkan_functions NULL) has no labels");
    g_lb_real_begin = (PFN_vkCmdBeginDebugUtilsLabelEXT)vkGetInstanceProcAddr(g_inst, "vkCmdBeginDebugUtilsLabelEXT");
    g_lb_real_end = (PFN_vkCmdEndDebugUtilsLabelEXT)vkGetInstanceProcAddr(g_inst, "vkCmdEndDebugUtilsLabelEXT");
    if (!check(g_lb_real_begin && g_lb_real_end, "the instance has no vkCmdBegin/EndDebugUtilsLabelEXT")) return;
    if (!buf_create(&g_dev, 1 << 16, &in)) return;
    if (!buf_create(&g_dev, 1 << 16, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    c = lb_context(0, VK_FALSE, NULL, VKR_BINDING_AUTO, "labels through a shim", VK_TRUE);
    if (c && check(vkr_scratch_requirements(c, &scratch_size, &align) == VK_SUCCESS, "vkr_scratch_requirements") &&
        buf_create(&g_dev, scratch_size, &scratch)) {
        lb_engine(c, &in, &out, &scratch);
        lb_sync(c);
        buf_destroy(&g_dev, &scratch);
    }
    vkr_destroy_context(c);
    lb_none(0, VK_TRUE, "desc->options.no_debug_labels", &in, &out);
    lb_none(VKR_FEATURE_DEBUG_UTILS, VK_FALSE, "without VKR_FEATURE_DEBUG_UTILS", &in, &out);
    lb_fail_after_begin(&in, &out);
    lb_prototype(VK_FALSE);
    lb_prototype(VK_TRUE);
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
}


/* The macro that left kernel path p out, or NULL. */
static const char *opt_path_left_out(vkr_kernel_path p)
{
    (void)p;
#ifdef VK_REDUCE_NO_PATH_NATIVE
    if (p == VKR_PATH_NATIVE) return "VK_REDUCE_NO_PATH_NATIVE";
#endif
#if defined(VK_REDUCE_NO_PATH_SHUFFLE)
    if (p == VKR_PATH_SHUFFLE) return "VK_REDUCE_NO_PATH_SHUFFLE";
#elif defined(VK_REDUCE_ONLY_PATH_NATIVE)
    if (p == VKR_PATH_SHUFFLE) return "VK_REDUCE_ONLY_PATH_NATIVE";
#endif
#if defined(VK_REDUCE_NO_PATH_SHARED)
    if (p == VKR_PATH_SHARED) return "VK_REDUCE_NO_PATH_SHARED";
#elif defined(VK_REDUCE_ONLY_PATH_NATIVE)
    if (p == VKR_PATH_SHARED) return "VK_REDUCE_ONLY_PATH_NATIVE";
#endif
    return NULL;
}

/* The opt-out macros (VK_REDUCE_NO_*): every kernel this build left out is refused with
   VK_ERROR_FEATURE_NOT_PRESENT naming its macro, by vkr_supports(_acc) and the error-bound
   queries of reduces, compensated reduces, scans and rows, and by a host reduce; every other
   kernel is there (VK_SUCCESS, or a refusal for a device feature that names no macro); a
   forced path left out fails context creation naming the macro; AUTO picks a path of the
   build. Run by the opt-out builds of tests/run_tests.sh (phase optouts) and by every build. */
void group_optouts(void)
{
    static const vkr_op ops[14] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX, VKR_OP_AND, VKR_OP_OR, VKR_OP_XOR,
                                   VKR_OP_ARGMIN, VKR_OP_ARGMAX, VKR_OP_MINMAX, VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2,
                                   VKR_OP_MOMENTS};
    int k, i, left = 0, in = 0;
    uint32_t t, p;
    VkResult r;
    double b;
    vkr_context_desc cd;
    vkr_context c;
    check(!opt_path_left_out(g_info.path), "AUTO chose path %s, which %s left out", path_name(g_info.path),
          opt_path_left_out(g_info.path) ? opt_path_left_out(g_info.path) : "");
    for (k = 0; k < 4; k++) {
        int kernel = k == 3 ? OPT_REDUCE : k == 0 ? OPT_REDUCE : k == 1 ? OPT_SCAN : OPT_ROWS; /* 3: wide accumulators */
        for (i = 0; i < 14; i++)
            for (t = VKR_TYPE_F32; t < VKR_TYPE_USER; t++) { /* (user-defined operators: tests/test_operators.c) */
                vkr_op op = ops[i];
                int fl = t == VKR_TYPE_F32 || t == VKR_TYPE_F64 || t == VKR_TYPE_F16 || t == VKR_TYPE_BF16;
                int arg = op >= VKR_OP_ARGMIN && op <= VKR_OP_MINMAX, xform = op >= VKR_OP_DOT && op <= VKR_OP_NORM2;
                vkr_type acc = k == 3 ? (fl ? VKR_TYPE_F64 : (t == VKR_TYPE_I32 || t == VKR_TYPE_I8 || t == VKR_TYPE_I16) ? VKR_TYPE_I64
                                                                                                                     : VKR_TYPE_U64)
                                      : VKR_TYPE_NONE;
                const char *macro;
                /* only combinations the library has (without opt-outs) */
                if (fl && op >= VKR_OP_AND && op <= VKR_OP_XOR) continue;
                if (xform && t != VKR_TYPE_F32 && t != VKR_TYPE_F64) continue;
                if ((arg || xform) && (kernel != OPT_REDUCE || t >= VKR_TYPE_F16 || k == 3)) continue;
                if (kernel != OPT_REDUCE && t >= VKR_TYPE_F16) continue;
                if (op == VKR_OP_MOMENTS && (!fl || kernel == OPT_SCAN)) continue;
                if (k == 3 && (t == VKR_TYPE_F64 || t == VKR_TYPE_I64 || t == VKR_TYPE_U64)) continue;
                macro = opt_left_out(kernel, op, (vkr_type)t, acc, 0);
                where("optouts: %s %s %s acc %s", kernel == OPT_SCAN ? "scan" : kernel == OPT_ROWS ? "rows" : "reduce", opn(op),
                      vkr_type_name((vkr_type)t), acc ? vkr_type_name(acc) : "default");
                r = kernel == OPT_SCAN ? t_scan_error_bound(g_ctx, op, (vkr_type)t, 100, &b)
                    : kernel == OPT_ROWS ? t_rows_error_bound(g_ctx, op, (vkr_type)t, 2, 100, &b)
                                         : t_supports(g_ctx, op, (vkr_type)t, acc);
                if (macro) {
                    left++;
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(g_ctx), macro),
                          "%s %s %s (accumulator %s), left out by %s: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming it)",
                          kernel == OPT_SCAN ? "scan" : kernel == OPT_ROWS ? "rows" : "reduce", opn(op), vkr_type_name((vkr_type)t),
                          acc ? vkr_type_name(acc) : "default", macro, (int)r, lerr(g_ctx));
                } else {
                    in++;
                    check(r == VK_SUCCESS || (r == VK_ERROR_FEATURE_NOT_PRESENT && !mentions(vkr_last_error(g_ctx), "VK_REDUCE_")),
                          "%s %s %s (accumulator %s) is in this build: %d \"%s\"",
                          kernel == OPT_SCAN ? "scan" : kernel == OPT_ROWS ? "rows" : "reduce", opn(op), vkr_type_name((vkr_type)t),
                          acc ? vkr_type_name(acc) : "default", (int)r, lerr(g_ctx));
                }
            }
    }
    /* compensated f32 sums: the error-bound query checks the kernel */
    for (i = 0; i < 14; i++) {
        vkr_reduce_desc rd;
        const char *macro;
        if (ops[i] != VKR_OP_ADD && (ops[i] < VKR_OP_DOT || ops[i] > VKR_OP_NORM2)) continue;
        memset(&rd, 0, sizeof rd);
        rd.op = ops[i];
        rd.type = VKR_TYPE_F32;
        rd.count = 100;
        rd.flags = VKR_REDUCE_COMPENSATED;
        macro = opt_left_out(OPT_REDUCE, ops[i], VKR_TYPE_F32, VKR_TYPE_NONE, 1);
        r = vkr_reduce_error_bound(g_ctx, &rd, &b);
        check(macro ? r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(g_ctx), macro) : r == VK_SUCCESS,
              "compensated %s f32: %d \"%s\" (left out by %s)", opn(ops[i]), (int)r, lerr(g_ctx), macro ? macro : "nothing");
    }
    /* a host reduce of a left-out kernel is refused the same way (f64 add, argmin f32) */
    {
        static const vkr_op hops[2] = {VKR_OP_ADD, VKR_OP_ARGMIN};
        static const vkr_type htypes[2] = {VKR_TYPE_F64, VKR_TYPE_F32};
        unsigned char data[64], res[32];
        memset(data, 0, sizeof data);
        for (i = 0; i < 2; i++) {
            const char *macro = opt_left_out(OPT_REDUCE, hops[i], htypes[i], VKR_TYPE_NONE, 0);
            if (!macro) continue;
            r = t_reduce(g_ctx, hops[i], htypes[i], VKR_TYPE_NONE, data, NULL, 4, 0, res);
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(g_ctx), macro),
                  "vkr_reduce(%s, %s), left out by %s: %d \"%s\"", opn(hops[i]), tyn(htypes[i]), macro, (int)r, lerr(g_ctx));
        }
    }
    /* forced paths: a left-out path fails context creation naming its macro */
    for (p = VKR_PATH_NATIVE; p <= VKR_PATH_SHARED; p++) {
        const char *macro = opt_path_left_out((vkr_kernel_path)p);
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.path = (vkr_kernel_path)p;
        cd.log = test_log;
        c = NULL;
        g_log_last[0] = 0;
        where("optouts: vkr_create_context(path %s forced)", path_name((vkr_kernel_path)p));
        r = vkr_create_context(&cd, &c);
        if (macro)
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && !c && mentions(g_log_last, macro),
                  "path %s forced, left out by %s: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming it)",
                  path_name((vkr_kernel_path)p), macro, (int)r, g_log_last);
        else
            check(r == VK_SUCCESS || (r == VK_ERROR_FEATURE_NOT_PRESENT && !mentions(g_log_last, "VK_REDUCE_")),
                  "path %s forced, in this build: %d \"%s\"", path_name((vkr_kernel_path)p), (int)r, g_log_last);
        if (c) vkr_destroy_context(c);
    }
    /* the self-test runs what the build has: a sound device keeps its path; a broken path falls
       back to the next path the build has (or fails naming no macro when there is none) */
    for (k = 0; k < 2; k++) {
        vkr_context_info info;
        vkr_kernel_path next = VKR_PATH_AUTO;
        memset(&info, 0, sizeof info);
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.options.self_test = VK_TRUE;
        cd.log = test_log;
        if (k) cd.options.testing.break_path = g_info.path;
        for (p = (uint32_t)g_info.path + 1; k && p <= VKR_PATH_SHARED && next == VKR_PATH_AUTO; p++)
            if (!opt_path_left_out((vkr_kernel_path)p) && (p == VKR_PATH_SHARED || g_info.path == VKR_PATH_NATIVE))
                next = (vkr_kernel_path)p; /* (shuffle after native where the device has it: checked below) */
        c = NULL;
        g_log_last[0] = 0;
        where("optouts: vkr_create_context(self_test%s)", k ? ", the path broken" : "");
        r = vkr_create_context(&cd, &c);
        if (!k)
            check(r == VK_SUCCESS && c && context_info(c, &info) && info.path == g_info.path,
                  "self-test in this build: %d \"%s\", path %s (want %s)", (int)r, g_log_last, c ? path_name(info.path) : "-",
                  path_name(g_info.path));
        else if (next != VKR_PATH_AUTO)
            check(r == VK_SUCCESS && c && context_info(c, &info) && info.path != g_info.path && !opt_path_left_out(info.path),
                  "self-test with path %s broken: %d \"%s\", path %s (want a later path of this build)", path_name(g_info.path),
                  (int)r, g_log_last, c ? path_name(info.path) : "-");
        else
            check(r == VK_ERROR_INITIALIZATION_FAILED && !c, "self-test with path %s broken and no other path in this build: %d \"%s\" "
                  "(want VK_ERROR_INITIALIZATION_FAILED)", path_name(g_info.path), (int)r, g_log_last);
        if (c) vkr_destroy_context(c);
    }
    printf("  optouts: %d kernels left out of this build (refusals checked), %d in it; path %s\n", left, in,
           path_name(g_info.path));
}
