/* reduce_core.c - test_reduce's groups of plain reduces (vkr_cmd_reduce) against the CPU
   reference: info (names, context info, vkr_supports, vkr_prepare), sizes, offsets, sweep,
   adversarial, scratch, split, large, determinism, tight. */
#include "harness.h"
#include "test_reduce.h"

/* Workgroup-dependent edge sizes for workgroup size W: W +- 1, one vector per invocation,
   k tiles +- 1 for k = 1, 2, 4, 8 (a tile is one grid-stride step of a workgroup: 4 unrolled
   16-byte loads per invocation; 4 tiles is where one workgroup stops being enough). */
static int wg_sizes(uint64_t *s, vkr_type t, uint64_t W)
{
    uint64_t V = 16 / tsz(t), tile = W * V * 4, k;
    int n = 0;
    s[n++] = W - 1; s[n++] = W; s[n++] = W + 1;
    s[n++] = W * V - 1; s[n++] = W * V + 1;
    for (k = 1; k <= 8; k *= 2) {
        s[n++] = k * tile - 1; s[n++] = k * tile; s[n++] = k * tile + 1;
    }
    return n;
}

/* The edge sizes for type t on a context with subgroup size S and workgroup sizes W (small
   and large inputs) and Wm (mid-size inputs). */
static int size_list(uint64_t *s, vkr_type t, uint32_t S, uint32_t W, uint32_t Wm,
                     int with_random)
{
    uint64_t V = 16 / tsz(t), tile = (uint64_t)W * V * 4;
    static const uint64_t fixed[] = {0, 1, 2, 3, 4, 5, 7, 8, 997, 10007, 65535, 65536, 65537};
    int n = 0, i;
    rng_t r;
    for (i = 0; i < (int)(sizeof fixed / sizeof fixed[0]); i++) s[n++] = fixed[i];
    s[n++] = S - 1; s[n++] = S; s[n++] = S + 1;
    n += wg_sizes(s + n, t, W);
    if (Wm && Wm != W) n += wg_sizes(s + n, t, Wm);
    if (!g_opt.quick) {
        s[n++] = 131071;
        s[n++] = 1000003;
        s[n++] = 7 * tile + 3;
    }
    if (with_random) {
        r.s = next_seed();
        printf("  random sizes for %s: seed 0x%016llx\n", tyn(t), (unsigned long long)r.s);
        for (i = 0; i < 3; i++) s[n++] = 1 + rbelow(&r, g_opt.quick ? 20000 : 300000);
    }
    return sort_unique(s, n);
}

void group_info(void)
{
    int i, j;
    VkResult r;
    const char *names[6];
    for (i = 0; i < 6; i++) {
        vkr_type t = k_types[i];
        check(vkr_type_size(t) == tsz(t), "vkr_type_size(%s) = %zu, want %zu", tyn(t),
              vkr_type_size(t), tsz(t));
        names[i] = vkr_type_name(t);
        check(names[i] && mentions(names[i], tsz(t) == 4 ? "32" : "64"),
              "vkr_type_name(%s) = '%s'", tyn(t), names[i] ? names[i] : "(null)");
        for (j = 0; j < i; j++)
            check(names[i] && names[j] && strcmp(names[i], names[j]),
                  "vkr_type_name: %s and %s share the name '%s'", tyn(k_types[j]), tyn(t),
                  names[i] ? names[i] : "(null)");
    }
    check(vkr_type_size(VKR_TYPE_NONE) == 0 && vkr_type_size((vkr_type)99) == 0 &&
              vkr_type_size(VKR_TYPE_COUNT) == 0,
          "vkr_type_size of invalid types must be 0");
    check(vkr_type_name((vkr_type)99) != NULL, "vkr_type_name(99) returned NULL");
    for (i = 0; i < 7; i++) {
        const char *n = vkr_op_name(k_ops[i]);
        check(n && !strcmp(n, opn(k_ops[i])), "vkr_op_name(%s) = '%s'", opn(k_ops[i]),
              n ? n : "(null)");
    }
    check(vkr_op_name((vkr_op)99) && !strcmp(vkr_op_name((vkr_op)99), "invalid"),
          "vkr_op_name(99) should be \"invalid\"");
    check(vkr_op_name(VKR_OP_NONE) && !strcmp(vkr_op_name(VKR_OP_NONE), "invalid"),
          "vkr_op_name(VKR_OP_NONE) should be \"invalid\"");

    /* context info */
    check(g_info.device == g_dev.dev && g_info.physical_device == g_dev.phys &&
              g_info.instance == g_inst,
          "vkr_context_info handles differ from the ones passed in");
    check(g_info.queue_family_index == g_dev.family && g_info.queue == g_dev.queue,
          "vkr_context_info queue/family differ: family %u queue %p", g_info.queue_family_index,
          (void *)g_info.queue);
    check(g_info.subgroup_size >= g_sgcprops.minSubgroupSize &&
              g_info.subgroup_size <= g_sgcprops.maxSubgroupSize &&
              (g_info.subgroup_size & (g_info.subgroup_size - 1)) == 0,
          "subgroup_size %u outside [%u, %u] or not a power of two", g_info.subgroup_size,
          g_sgcprops.minSubgroupSize, g_sgcprops.maxSubgroupSize);
    check(g_info.workgroup_size >= 32 && g_info.workgroup_size <= 1024 &&
              g_info.workgroup_size % 32 == 0 && g_info.subgroup_size &&
              (g_info.path == VKR_PATH_SHARED || g_info.workgroup_size % g_info.subgroup_size == 0) &&
              g_info.workgroup_size <= g_props.limits.maxComputeWorkGroupInvocations,
          "workgroup_size %u invalid", g_info.workgroup_size);
    check(g_info.mid_workgroup_size >= 32 && g_info.mid_workgroup_size <= 1024 &&
              g_info.subgroup_size &&
              (g_info.path == VKR_PATH_SHARED || g_info.mid_workgroup_size % g_info.subgroup_size == 0) &&
              g_info.mid_workgroup_size <= g_wg_limit,
          "mid_workgroup_size %u invalid (device limit %u)", g_info.mid_workgroup_size,
          g_wg_limit);
    check(g_info.workgroup_size <= g_wg_limit, "workgroup_size %u above the device limit %u",
          g_info.workgroup_size, g_wg_limit);
    check(g_info.max_workgroups >= 1, "max_workgroups %u", g_info.max_workgroups);
    check(g_info.max_binding_range >= 16 &&
              g_info.max_binding_range <= g_props.limits.maxStorageBufferRange,
          "max_binding_range %llu outside [16, maxStorageBufferRange %u]",
          (unsigned long long)g_info.max_binding_range, g_props.limits.maxStorageBufferRange);
    check(g_info.enabled_features == g_dev.vkr_features,
          "enabled_features 0x%x, declared 0x%x", g_info.enabled_features, g_dev.vkr_features);
    /* The native probe's -0.0 answer: only on the native path, and never on lavapipe, whose
       subgroupAdd starts from +0.0 (group reliability's 7.8 checks the sums either way). */
    printf("  subgroup_add_keeps_negative_zero %u (%s)\n", (unsigned)g_info.subgroup_add_keeps_negative_zero, path_name(g_info.path));
    check(!g_info.subgroup_add_keeps_negative_zero ||
              (g_info.path == VKR_PATH_NATIVE && !strstr(g_props.deviceName, "llvmpipe")),
          "subgroup_add_keeps_negative_zero %u on %s, %s", (unsigned)g_info.subgroup_add_keeps_negative_zero,
          path_name(g_info.path), g_props.deviceName);
    check(!strcmp(g_info.device_name, g_props.deviceName), "device_name '%s', device says '%s'",
          g_info.device_name, g_props.deviceName);
    check(g_info.validation_messages == 0, "validation_messages %llu in engine mode",
          (unsigned long long)g_info.validation_messages);

    /* supports / prepare */
    for (i = 0; i < 7; i++)
        for (j = 0; j < 6; j++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            where("vkr_supports/vkr_prepare(%s, %s)", opn(op), tyn(t));
            if (skip64(g_ctx, g_info.enabled_features, op, t)) continue; /* no 64-bit types */
            r = t_supports(g_ctx, op, t, VKR_TYPE_NONE);
            if (op_exists(op, t)) {
                check(r == VK_SUCCESS, "vkr_supports(%s, %s) = %d: %s", opn(op), tyn(t), (int)r,
                      lerr(g_ctx));
                r = t_prepare(g_ctx, op, t);
                check(r == VK_SUCCESS, "vkr_prepare(%s, %s) = %d: %s", opn(op), tyn(t), (int)r,
                      lerr(g_ctx));
            } else {
                check(r == VK_ERROR_FORMAT_NOT_SUPPORTED,
                      "vkr_supports(%s, %s) = %d, want VK_ERROR_FORMAT_NOT_SUPPORTED", opn(op),
                      tyn(t), (int)r);
                check(vkr_last_error(g_ctx) && vkr_last_error(g_ctx)[0],
                      "vkr_supports(%s, %s): empty vkr_last_error", opn(op), tyn(t));
                r = t_prepare(g_ctx, op, t);
                check(r == VK_ERROR_FORMAT_NOT_SUPPORTED,
                      "vkr_prepare(%s, %s) = %d, want VK_ERROR_FORMAT_NOT_SUPPORTED", opn(op),
                      tyn(t), (int)r);
            }
        }
}

/* b: every op x type at the edge sizes, natural data, regions with poison on both sides. */
void group_sizes(void)
{
    int i, j, s, ns;
    uint64_t sizes[96];
    batch_t b;
    arena_t a;
    batch_init(&b, &g_dev, g_ctx, &g_out);
    arena_init(&a, &g_in);
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        ns = size_list(sizes, t, g_info.subgroup_size, g_info.workgroup_size,
                       g_info.mid_workgroup_size, 1);
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            int pass, npass = (tfloat(t) && op == VKR_OP_ADD) ? 2 : 1;
            if (!op_exists(op, t)) continue;
            for (pass = 0; pass < npass; pass++) {
                for (s = 0; s < ns; s++)
                    add_random(&b, &a, op, t, sizes[s], k_offsets[(s + i + j) % 4],
                               pass ? D_INTVAL : D_DEFAULT);
                batch_run(&b);
                arena_init(&a, &g_in);
            }
        }
    }
}

/* c: input offsets 0, 1, 3, 7 elements x a few sizes, for every op x type; output offsets
   0, 1, 5 cycle through the slots. */
void group_offsets(void)
{
    static const uint64_t sizes[] = {1, 5, 1001, 65537};
    int i, j, s, k;
    batch_t b;
    arena_t a;
    batch_init(&b, &g_dev, g_ctx, &g_out);
    arena_init(&a, &g_in);
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            if (!op_exists(k_ops[i], k_types[j])) continue;
            for (s = 0; s < 4; s++)
                for (k = 0; k < 4; k++)
                    add_random(&b, &a, k_ops[i], k_types[j], sizes[s], k_offsets[k], D_DEFAULT);
            if (b.n > 200) {
                batch_run(&b);
                arena_init(&a, &g_in);
            }
        }
    batch_run(&b);
    arena_init(&a, &g_in);
    /* every n in [0, 40] at every element offset 0..7 (the 16-byte head and tail cases) */
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        vkr_op op = tfloat(t) ? VKR_OP_ADD : VKR_OP_XOR;
        for (s = 0; s <= 40; s++)
            for (k = 0; k < 8; k++) add_random(&b, &a, op, t, (uint64_t)s, (unsigned)k, D_DEFAULT);
        batch_run(&b);
        arena_init(&a, &g_in);
    }
}

/* Every n in [T, 2T) for the tile T = W * V * 4 of each type: all prefixes of one array (the
   data after n is live data, so reading past the range changes the result). Data sets whose
   every element matters: random bits (u64 add, u32 xor, i32 add), small integers (f32 add:
   exact), wide exponents (f64 max, exact). */
void group_sweep(void)
{
    static const vkr_op ops[5] = {VKR_OP_ADD, VKR_OP_XOR, VKR_OP_ADD, VKR_OP_ADD, VKR_OP_MAX};
    static const vkr_type types[5] = {VKR_TYPE_U64, VKR_TYPE_U32, VKR_TYPE_I32, VKR_TYPE_F32,
                                      VKR_TYPE_F64};
    static const int dists[5] = {D_FULL, D_FULL, D_FULL, D_INTVAL, D_WIDE};
    int i;
    for (i = 0; i < 5; i++) {
        vkr_type t = types[i];
        uint64_t T = (uint64_t)g_info.workgroup_size * (16 / tsz(t)) * 4, n, stride;
        uint64_t seed = next_seed();
        VkDeviceSize off;
        arena_t a;
        batch_t b;
        unsigned char *p;
        if (g_opt.quick && i >= 2) break;
        batch_init(&b, &g_dev, g_ctx, &g_out);
        arena_init(&a, &g_in);
        stride = (T + MAX_JOBS - 17) / (MAX_JOBS - 16);
        if (g_opt.quick) stride *= 13;
        p = arena_region(&a, t, 2 * T, (unsigned)i * 3 % 8, poison_bits(ops[i], t), &off);
        if (!check(p != NULL, "internal: arena too small for the sweep")) return;
        gen(p, t, 2 * T, dists[i], seed);
        printf("  sweep: %s %s, n in [%llu, %llu) step %llu, input offset %llu\n", opn(ops[i]),
               tyn(t), (unsigned long long)T, (unsigned long long)(2 * T),
               (unsigned long long)stride, (unsigned long long)off);
        for (n = T; n < 2 * T; n += stride)
            batch_add(&b, ops[i], t, n, &g_in, off, seed, dist_name(dists[i]));
        batch_run(&b);
    }
}

void group_adversarial(void)
{
    static const uint64_t big_sizes[] = {1, 2, 3, 5, 1000, 65537};
    int d, i, j, s;
    batch_t b;
    arena_t a;
    batch_init(&b, &g_dev, g_ctx, &g_out);
    arena_init(&a, &g_in);
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        for (d = 0; d < A_COUNT; d++) {
            unsigned ops = adv_ops(d, t);
            for (i = 0; i < 7; i++) {
                vkr_op op = k_ops[i];
                if (!(ops & (1u << op))) continue;
                for (s = 0; s < 6; s++) {
                    uint64_t n = big_sizes[s], seed = next_seed();
                    VkDeviceSize off;
                    unsigned char *p;
                    if (d == A_CANCEL && t == VKR_TYPE_F32 && n > 16000) n = 16000;
                    if ((d == A_ZERO_MUL || d == A_INF_ZERO || d == A_ZEROS) && n < 2) continue;
                    p = region(&b, &a, op, t, n, k_offsets[(s + d) % 4], &off);
                    if (!p) return;
                    adv_fill(d, t, p, n, seed);
                    batch_add(&b, op, t, n, &g_in, off, seed, adv_name(d));
                }
            }
        }
        /* {+0,-0} and {-0,+0} exactly, n = 2 */
        if (tfloat(t))
            for (i = 0; i < 4; i++) {
                vkr_op op = (i & 1) ? VKR_OP_MAX : VKR_OP_MIN;
                VkDeviceSize off;
                unsigned char *p = region(&b, &a, op, t, 2, (unsigned)i, &off);
                if (!p) return;
                putb(p, 0, t, (i & 2) ? b_sign(t) : 0);
                putb(p, 1, t, (i & 2) ? 0 : b_sign(t));
                batch_add(&b, op, t, 2, &g_in, off, 0, (i & 2) ? "{-0,+0}" : "{+0,-0}");
            }
        batch_run(&b);
        arena_init(&a, &g_in);
    }
}

/* e: caller-provided scratch, and many reduces back to back with the managed scratch. */
void group_scratch(void)
{
    VkDeviceSize size = 0, align = 0, off[2], k;
    tbuf sb;
    batch_t b;
    arena_t a;
    VkResult r;
    int i, round;
    static const vkr_op ops[6] = {VKR_OP_ADD, VKR_OP_MAX, VKR_OP_XOR,
                                  VKR_OP_MUL, VKR_OP_MIN, VKR_OP_ADD};
    static const vkr_type types[6] = {VKR_TYPE_F32, VKR_TYPE_I64, VKR_TYPE_U32,
                                      VKR_TYPE_F64, VKR_TYPE_U64, VKR_TYPE_I32};
    static const uint64_t sizes[6] = {1000003, 65537, 5, 4097, 0, 300001};

    r = vkr_scratch_requirements(g_ctx, &size, &align);
    if (!check(r == VK_SUCCESS && size > 0 && align > 0 && (align & (align - 1)) == 0,
               "vkr_scratch_requirements: %d size %llu alignment %llu", (int)r,
               (unsigned long long)size, (unsigned long long)align))
        return;
    printf("  scratch: %llu bytes, alignment %llu\n", (unsigned long long)size,
           (unsigned long long)align);
    off[0] = 3 * align;                                          /* nonzero, aligned */
    off[1] = ((off[0] + size + 100 + align - 1) / align) * align; /* a gap after region 0 */
    if (!buf_create(&g_dev, off[1] + size + 256, &sb)) return;
    memset(sb.map, 0x77, (size_t)sb.size); /* garbage: vkr_cmd_init_scratch must clear it */
    batch_init(&b, &g_dev, g_ctx, &g_out);
    arena_init(&a, &g_in);
    for (round = 0; round < 3; round++) {
        /* round 0: init both regions, reduces alternate between them; round 1: no init (each
           reduce left the region zeroed); round 2: VKR_REDUCE_NO_SCRATCH_BARRIER with the
           test's own COMPUTE->COMPUTE barriers */
        for (i = 0; i < 12; i++) {
            job_t *j = add_random(&b, &a, ops[i % 6], t32(types[i % 6]), /* t32: 64-bit types */
                                  g_opt.quick && sizes[i % 6] > 100000 ? 70001 : sizes[i % 6],
                                  (unsigned)i % 4, D_DEFAULT);
            if (!j) break;
            j->scratch = sb.buf;
            j->scratch_off = off[i % 2];
            j->scratch_size = sb.size;
            j->init_scratch_before = round == 0 && i < 2;
            if (round == 2) {
                j->flags = VKR_REDUCE_NO_SCRATCH_BARRIER;
                j->barrier_before = i >= 2;
            }
        }
        batch_run(&b);
        arena_init(&a, &g_in);
        {
            VkDeviceSize bad_out = sb.size, bad_in = sb.size, nonzero = 0;
            for (k = 0; k < sb.size; k++) {
                int inside =
                    (k >= off[0] && k < off[0] + size) || (k >= off[1] && k < off[1] + size);
                if (!inside && sb.map[k] != 0x77 && bad_out == sb.size) bad_out = k;
                /* the counter: the first 4 bytes of each region (the partials after it may hold anything) */
                if (((k >= off[0] && k < off[0] + 4) || (k >= off[1] && k < off[1] + 4)) && sb.map[k] != 0) {
                    if (bad_in == sb.size) bad_in = k;
                    nonzero++;
                }
            }
            check(bad_out == sb.size,
                  "round %d: scratch byte %llu outside the regions [%llu,+%llu) and [%llu,+%llu) "
                  "was written (0x%02x)", round, (unsigned long long)bad_out,
                  (unsigned long long)off[0], (unsigned long long)size,
                  (unsigned long long)off[1], (unsigned long long)size,
                  bad_out < sb.size ? sb.map[bad_out] : 0);
            /* the header: "its first 4 bytes are a counter that every reduce leaves at 0" */
            check(bad_in == sb.size,
                  "round %d: %llu counter bytes of the scratch regions are not zero after the reduces "
                  "(first at region byte %llu: 0x%02x); the header says every reduce leaves "
                  "the counter at 0", round, (unsigned long long)nonzero,
                  (unsigned long long)(bad_in >= off[1] ? bad_in - off[1] : bad_in - off[0]),
                  bad_in < sb.size ? sb.map[bad_in] : 0);
        }
    }
    buf_destroy(&g_dev, &sb);

    /* 50 reduces back to back in one command buffer, managed scratch, default barrier */
    {
        rng_t rr;
        rr.s = next_seed();
        printf("  50 back-to-back reduces: seed 0x%016llx\n", (unsigned long long)rr.s);
        for (i = 0; i < 50; i++) {
            vkr_type t = k_types[rbelow(&rr, 6)];
            vkr_op op = k_ops[rbelow(&rr, tfloat(t) ? 4 : 7)];
            uint64_t n = rbelow(&rr, 4) == 0 ? rbelow(&rr, 40) : rbelow(&rr, 200000);
            add_random(&b, &a, op, t, n, (unsigned)rbelow(&rr, 8), D_DEFAULT);
        }
        batch_run(&b);
    }

    /* a context without managed scratch: reduces need their own */
    {
        vkr_context_desc cd;
        vkr_context c;
        vkr_reduce_desc rd;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.no_managed_scratch = VK_TRUE;
        c = make_context(&cd, "no_managed_scratch");
        if (!c) return;
        if (buf_create(&g_dev, size + align, &sb)) {
            memset(&rd, 0, sizeof rd);
            rd.op = VKR_OP_ADD;
            rd.type = VKR_TYPE_F32;
            rd.count = 10;
            rd.input.buffer = g_in.buf;
            rd.input.size = g_in.size;
            rd.output.buffer = g_out.buf;
            rd.output.size = g_out.size;
            cmd_begin(&g_dev);
            r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
            check(r < 0 && mentions(vkr_last_error(c), "scratch"),
                  "no_managed_scratch context, reduce without scratch: %d '%s' (want an error "
                  "naming the scratch)", (int)r, lerr(c));
            cmd_submit_wait(&g_dev);
            batch_init(&b, &g_dev, c, &g_out);
            arena_init(&a, &g_in);
            for (i = 0; i < 4; i++) {
                job_t *j = add_random(&b, &a, i & 1 ? VKR_OP_MAX : VKR_OP_ADD,
                                      i & 2 ? t32(VKR_TYPE_U64) : VKR_TYPE_F32, 100000 + (uint64_t)i,
                                      (unsigned)i, D_DEFAULT);
                if (!j) break;
                j->scratch = sb.buf;
                j->scratch_off = 0;
                j->scratch_size = sb.size;
                j->init_scratch_before = i == 0;
            }
            batch_run(&b);
            buf_destroy(&g_dev, &sb);
        }
        vkr_destroy_context(c);
    }
}

/* f: contexts with a small max_binding_range: every input spans several ranges. */
static void run_split(VkDeviceSize range, int all_ops)
{
    vkr_context_desc cd;
    vkr_context c;
    vkr_context_info info;
    batch_t b;
    arena_t a;
    int i, j, s;
    char what[64];
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.options.max_binding_range = range;
    snprintf(what, sizeof what, "max_binding_range=%llu", (unsigned long long)range);
    c = make_context(&cd, what);
    if (!c) return;
    if (context_info(c, &info))
        check(info.max_binding_range == range, "%s: info.max_binding_range = %llu", what,
              (unsigned long long)info.max_binding_range);
    batch_init(&b, &g_dev, c, &g_out);
    arena_init(&a, &g_in);
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        uint64_t r = range / tsz(t), sizes[8];
        int ns = 0;
        sizes[ns++] = r + 1;
        sizes[ns++] = 3 * r + 7;
        if (!g_opt.quick) {
            sizes[ns++] = r - 1;
            sizes[ns++] = r;
            sizes[ns++] = 2 * r + 1;
            sizes[ns++] = all_ops ? 200003 : 1000003;
        }
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            if (!op_exists(op, t)) continue;
            if (!all_ops && op != VKR_OP_ADD && op != VKR_OP_MAX && op != VKR_OP_XOR) continue;
            for (s = 0; s < ns; s++) add_random(&b, &a, op, t, sizes[s], k_offsets[(s + i) % 4], D_DEFAULT);
        }
        batch_run(&b);
        arena_init(&a, &g_in);
    }
    vkr_destroy_context(c);
}

void group_split(void)
{
    run_split(65536 + 16, 1);
    run_split(1u << 20, 0);
}

/* c/f: inputs of 2^24 + 3 elements (8-byte types: past maxStorageBufferRange) and one u32
   input of 2^25 + 5 elements (128 MiB + 20 bytes) on the default context, checked exactly. */
void group_large(void)
{
    tbuf big;
    batch_t b;
    arena_t a;
    int j;
    if (g_opt.quick) {
        skip("large inputs (2^24+3 of every type, 2^25+5 u32) are not run with --quick");
        return;
    }
    if (!buf_create(&g_dev, (VkDeviceSize)((1u << 25) + 64) * 4 + 4096, &big)) return;
    batch_init(&b, &g_dev, g_ctx, &g_out);
    for (j = 0; j < 7; j++) {
        vkr_type t = j < 6 ? k_types[j] : VKR_TYPE_F32;
        int dist = tfloat(t) ? (j < 6 ? D_INTVAL : D_UNIFORM) : D_FULL;
        job_t *jb;
        arena_init(&a, &big);
        where("large %s", tyn(t));
        jb = add_random(&b, &a, VKR_OP_ADD, t, (1u << 24) + 3, (unsigned)j % 4, dist);
        if (jb && j < 6) { /* the same data, other ops */
            batch_add(&b, VKR_OP_MIN, t, jb->n, &big, jb->in_off, jb->seed, jb->data);
            batch_add(&b, VKR_OP_MAX, t, jb->n, &big, jb->in_off, jb->seed, jb->data);
            if (!tfloat(t))
                batch_add(&b, VKR_OP_XOR, t, jb->n, &big, jb->in_off, jb->seed, jb->data);
        }
        batch_run(&b);
    }
    /* around the 16 MiB switch from mid-size to large inputs (documented at
       mid_workgroup_size), for every type */
    for (j = 0; j < 6; j++) {
        vkr_type t = k_types[j];
        uint64_t n0 = (16u << 20) / tsz(t), d;
        arena_init(&a, &big);
        where("large: the 16 MiB tier switch, %s", tyn(t));
        for (d = 0; d < 3; d++) {
            job_t *jb = add_random(&b, &a, VKR_OP_ADD, t, n0 - 1 + d, (unsigned)(d + j) % 4,
                                   tfloat(t) ? D_INTVAL : D_FULL);
            if (jb)
                batch_add(&b, tfloat(t) ? VKR_OP_MAX : VKR_OP_XOR, t, jb->n, &big, jb->in_off,
                          jb->seed, jb->data);
        }
        batch_run(&b);
    }
    {
        uint64_t n = (1u << 25) + 5, seed = next_seed();
        VkDeviceSize off;
        unsigned char *p;
        arena_init(&a, &big);
        p = arena_region(&a, VKR_TYPE_U32, n, 1, 0x5A5A5A5Bu, &off);
        if (check(p != NULL, "internal: big buffer too small")) {
            gen(p, VKR_TYPE_U32, n, D_FULL, seed);
            batch_add(&b, VKR_OP_ADD, VKR_TYPE_U32, n, &big, off, seed, "random-bits");
            batch_add(&b, VKR_OP_MAX, VKR_TYPE_U32, n, &big, off, seed, "random-bits");
            batch_add(&b, VKR_OP_XOR, VKR_TYPE_U32, n, &big, off, seed, "random-bits");
            batch_add(&b, VKR_OP_MIN, VKR_TYPE_I32, n, &big, off, seed, "random-bits");
            where("u32 input of 2^25+5 elements");
            batch_run(&b);
        }
    }
    buf_destroy(&g_dev, &big);
}

/* g: the same input gives the same bits, 10 times in one command buffer, in separate
   submissions, and at other input offsets. */
static void determinism(vkr_op op, vkr_type t)
{
    uint64_t n = g_opt.quick ? 100003 : 1000000, seed = next_seed();
    static const unsigned shifts[4] = {4, 64, 1, 3};
    VkDeviceSize off0, off;
    batch_t b;
    arena_t a;
    unsigned char *p0, *p;
    uint64_t first;
    int i, rep;
    int dist = op == VKR_OP_MUL ? D_MULSAFE : D_UNIFORM;
    if (skip64(g_ctx, g_info.enabled_features, op, t)) return;
    batch_init(&b, &g_dev, g_ctx, &g_out);
    arena_init(&a, &g_in);
    p0 = region(&b, &a, op, t, n, 0, &off0);
    if (!p0) return;
    gen(p0, t, n, dist, seed);
    for (i = 0; i < 10; i++) batch_add(&b, op, t, n, &g_in, off0, seed, dist_name(dist));
    for (i = 0; i < 4; i++) {
        p = region(&b, &a, op, t, n, shifts[i], &off);
        if (!p) return;
        memcpy(p, p0, (size_t)(n * tsz(t)));
        batch_add(&b, op, t, n, &g_in, off, seed, dist_name(dist));
    }
    batch_run(&b);
    first = b.jobs[0].got;
    for (i = 1; i < 10; i++)
        check(b.jobs[i].got == first, "%s %s n=%llu seed=0x%016llx: run %d gave 0x%llx, run 0 "
              "0x%llx (same command buffer)", opn(op), tyn(t), (unsigned long long)n,
              (unsigned long long)seed, i, (unsigned long long)b.jobs[i].got,
              (unsigned long long)first);
    for (i = 0; i < 4; i++)
        check(b.jobs[10 + i].got == first,
              "%s %s n=%llu seed=0x%016llx: at input offset %llu bytes (%s) gave 0x%llx, at "
              "offset 0 0x%llx", opn(op), tyn(t), (unsigned long long)n,
              (unsigned long long)seed, (unsigned long long)b.jobs[10 + i].in_off,
              b.jobs[10 + i].in_off % 16 ? "not 16-byte aligned" : "16-byte aligned",
              (unsigned long long)b.jobs[10 + i].got, (unsigned long long)first);
    for (rep = 0; rep < 2; rep++) {
        batch_add(&b, op, t, n, &g_in, off0, seed, dist_name(dist));
        batch_run(&b);
        check(b.jobs[0].got == first, "%s %s n=%llu: separate submission %d gave 0x%llx, "
              "first 0x%llx", opn(op), tyn(t), (unsigned long long)n, rep,
              (unsigned long long)b.jobs[0].got, (unsigned long long)first);
    }
}

void group_determinism(void)
{
    determinism(VKR_OP_ADD, VKR_TYPE_F32);
    determinism(VKR_OP_ADD, VKR_TYPE_F64);
    determinism(VKR_OP_MUL, VKR_TYPE_F32);
}

/* Buffers exactly as large as the data (sizes not multiples of 16), and one-element outputs:
   over-reads/over-writes show up under GPU-assisted validation or as descriptor errors. */
void group_tight(void)
{
    static const vkr_type types[3] = {VKR_TYPE_F32, VKR_TYPE_U64, VKR_TYPE_I32};
    uint64_t sizes[6] = {1, 3, 5, 7, 33, 1000003};
    tbuf bufs[12];
    batch_t b;
    int i, j, nb;
    if (g_opt.quick) sizes[5] = 10007;
    batch_init(&b, &g_dev, g_ctx, &g_out);
    for (j = 0; j < 3; j++) {
        vkr_type t = types[j];
        vkr_op op = j == 1 ? VKR_OP_XOR : j == 2 ? VKR_OP_MIN : VKR_OP_ADD;
        nb = 0;
        for (i = 0; i < 12; i++) {
            uint64_t n = sizes[i % 6], k = (uint64_t)(i / 6), seed = next_seed();
            int dist = default_dist(op, t);
            if (!buf_create(&g_dev, (k + n) * tsz(t), &bufs[nb])) break;
            fill_bits(bufs[nb].map, t, k, poison_bits(op, t));
            gen(bufs[nb].map + k * tsz(t), t, n, dist, seed);
            batch_add(&b, op, t, n, &bufs[nb], k * tsz(t), seed, dist_name(dist));
            nb++;
        }
        batch_run(&b);
        for (i = 0; i < nb; i++) buf_destroy(&g_dev, &bufs[i]);
    }
    /* outputs: a buffer of one element; the last element of a 3-element buffer */
    for (j = 0; j < 2; j++) {
        tbuf o;
        vkr_type t = j ? VKR_TYPE_F32 : VKR_TYPE_U64;
        vkr_reduce_desc rd;
        VkResult r;
        uint64_t n = 1000, want, seed = next_seed();
        ref_t ref;
        VkDeviceSize osz = j ? 12 : 8, ooff = j ? 8 : 0;
        if (skip64(g_ctx, g_info.enabled_features, VKR_OP_ADD, t)) continue;
        if (!buf_create(&g_dev, osz, &o)) return;
        memset(o.map, SENTINEL, (size_t)osz);
        gen(g_in.map, t, n, D_FULL == default_dist(VKR_OP_ADD, t) ? D_FULL : D_INTVAL, seed);
        reference(VKR_OP_ADD, t, g_in.map, n, g_info.workgroup_size, 1, &ref);
        want = ref.bits;
        memset(&rd, 0, sizeof rd);
        rd.op = VKR_OP_ADD;
        rd.type = t;
        rd.count = n;
        rd.input.buffer = g_in.buf;
        rd.input.size = g_in.size;
        rd.output.buffer = o.buf;
        rd.output.offset = ooff;
        rd.output.size = osz;
        cmd_begin(&g_dev);
        r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
        check(r == VK_SUCCESS, "reduce into a %llu-byte output at offset %llu: %d %s",
              (unsigned long long)osz, (unsigned long long)ooff, (int)r, lerr(g_ctx));
        cmd_barrier_to_host(&g_dev);
        cmd_submit_wait(&g_dev);
        if (r == VK_SUCCESS) {
            uint64_t got = getb(o.map + ooff, 0, t);
            char e[64], g[64];
            fmt_val(e, sizeof e, t, want);
            fmt_val(g, sizeof g, t, got);
            check(got == want, "add %s n=%llu seed=0x%016llx into a %llu-byte output at offset "
                  "%llu: expected %s got %s", tyn(t), (unsigned long long)n,
                  (unsigned long long)seed, (unsigned long long)osz, (unsigned long long)ooff, e,
                  g);
            for (i = 0; i < (int)ooff; i++)
                if (o.map[i] != SENTINEL) break;
            check(i == (int)ooff, "output bytes before the element were overwritten");
        }
        buf_destroy(&g_dev, &o);
    }
}
