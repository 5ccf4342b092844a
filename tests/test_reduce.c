/* test_reduce.c - functional tests of the reduces (vkr_cmd_reduce, vkr_reduce, rows and
   segments, argmin/argmax/minmax, transform-reduces, narrow inputs, ...) against a CPU
   reference.

   Build (from the repository root; C99 or C++11, no libvulkan at link time; one translation
   unit: it includes tests/harness.h, which compiles the implementation):
       cc  -std=c99 -O2 tests/test_reduce.c -o build/tests/test_reduce -ldl -lm
       c++ -x c++ -std=c++11 -O2 tests/test_reduce.c -o build/tests/test_reduce_cpp -ldl -lm
   Run (tests/run_tests.sh runs the whole matrix on lavapipe):
       test_reduce [--quick] [--filter SUBSTR[,SUBSTR...]] [--skip SUBSTR[,...]] [--seed N] [--expect-subgroup-size S]
                   [--no-validation] [--gpu-av] [--timeout SECONDS] [--verbose] [--list]
                   [--no-64bit]
   The options, the environment (VKR_TEST_PATH, VKR_TEST_BINDING, VKR_TEST_EXPECT_SUBGROUP_SIZE),
   the device (devices without push descriptors or 64-bit types, --no-64bit), the validation
   layer (any WARNING or ERROR fails the run), the data sets and the reporting ("FAIL [group] ...",
   "SKIP [group] ...", last line "N passed, N failed") are tests/harness.h's: see its comment.
   Further environment:
     VKR_TEST_ARG_ONE_PATH=1  group argmin does not force the other kernel paths and descriptor
                              sets itself (the runs that force each path cover them). */
#include "harness.h"

/* ------------------------------------------------------------------------------------------ */
/* Groups                                                                                      */
/* ------------------------------------------------------------------------------------------ */

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

static void group_info(void)
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
            r = vkr_supports(g_ctx, op, t);
            if (op_exists(op, t)) {
                check(r == VK_SUCCESS, "vkr_supports(%s, %s) = %d: %s", opn(op), tyn(t), (int)r,
                      lerr(g_ctx));
                r = vkr_prepare(g_ctx, op, t);
                check(r == VK_SUCCESS, "vkr_prepare(%s, %s) = %d: %s", opn(op), tyn(t), (int)r,
                      lerr(g_ctx));
            } else {
                check(r == VK_ERROR_FORMAT_NOT_SUPPORTED,
                      "vkr_supports(%s, %s) = %d, want VK_ERROR_FORMAT_NOT_SUPPORTED", opn(op),
                      tyn(t), (int)r);
                check(vkr_last_error(g_ctx) && vkr_last_error(g_ctx)[0],
                      "vkr_supports(%s, %s): empty vkr_last_error", opn(op), tyn(t));
                r = vkr_prepare(g_ctx, op, t);
                check(r == VK_ERROR_FORMAT_NOT_SUPPORTED,
                      "vkr_prepare(%s, %s) = %d, want VK_ERROR_FORMAT_NOT_SUPPORTED", opn(op),
                      tyn(t), (int)r);
            }
        }
}

/* b: every op x type at the edge sizes, natural data, regions with poison on both sides. */
static void group_sizes(void)
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
static void group_offsets(void)
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
static void group_sweep(void)
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

static void group_adversarial(void)
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
static void group_scratch(void)
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
            rd.input = g_in.buf;
            rd.input_buffer_size = g_in.size;
            rd.output = g_out.buf;
            rd.output_buffer_size = g_out.size;
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
    cd.max_binding_range = range;
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

static void group_split(void)
{
    run_split(65536 + 16, 1);
    run_split(1u << 20, 0);
}

/* c/f: inputs of 2^24 + 3 elements (8-byte types: past maxStorageBufferRange) and one u32
   input of 2^25 + 5 elements (128 MiB + 20 bytes) on the default context, checked exactly. */
static void group_large(void)
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

static void group_determinism(void)
{
    determinism(VKR_OP_ADD, VKR_TYPE_F32);
    determinism(VKR_OP_ADD, VKR_TYPE_F64);
    determinism(VKR_OP_MUL, VKR_TYPE_F32);
}

/* Buffers exactly as large as the data (sizes not multiples of 16), and one-element outputs:
   over-reads/over-writes show up under GPU-assisted validation or as descriptor errors. */
static void group_tight(void)
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
        rd.input = g_in.buf;
        rd.input_buffer_size = g_in.size;
        rd.output = o.buf;
        rd.output_offset = ooff;
        rd.output_buffer_size = osz;
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

/* An inclusive scan of count elements from in to out (whole buffers): the desc the groups
   that check which ops / types / flags a scan refuses start from. */
static vkr_scan_desc scan_desc_on(vkr_op op, vkr_type t, uint64_t count, const tbuf *in, const tbuf *out)
{
    vkr_scan_desc sd;
    memset(&sd, 0, sizeof sd);
    sd.op = op;
    sd.type = t;
    sd.kind = VKR_SCAN_INCLUSIVE;
    sd.count = count;
    sd.input = in->buf;
    sd.input_buffer_size = in->size;
    sd.output = out->buf;
    sd.output_buffer_size = out->size;
    return sd;
}

/* i: bad input. Every call must fail with an error, name the argument in vkr_last_error, and
   record nothing that would fail validation; a valid reduce afterwards still works. */
static vkr_reduce_desc good_desc(const tbuf *in, const tbuf *out)
{
    vkr_reduce_desc rd;
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_F32;
    rd.count = 100;
    rd.input = in->buf;
    rd.input_offset = 0;
    rd.input_buffer_size = in->size;
    rd.output = out->buf;
    rd.output_offset = 0;
    rd.output_buffer_size = out->size;
    return rd;
}

static void group_badinput(void)
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
    BAD(rd.count = in.size / 4 + 1, VK_SUCCESS, "count|input_buffer_size",
        "count past input_buffer_size");
    BAD(rd.count = UINT64_MAX, VK_SUCCESS, "count|input_buffer_size", "count = UINT64_MAX");
    BAD(rd.count = (UINT64_MAX / 4) + 1, VK_SUCCESS, "count|input_buffer_size",
        "count*4 wraps to 0 (2^62)");
    BAD((rd.type = VKR_TYPE_F64, rd.count = (1ull << 61) + 1), VK_SUCCESS, "count|input_buffer_size",
        "f64 count*8 wraps to 8 (2^61+1)");
    BAD(rd.input_offset = 2, VK_SUCCESS, "input_offset", "input_offset not a multiple of 4");
    BAD((rd.type = VKR_TYPE_U64, rd.input_offset = 4), VK_SUCCESS, "input_offset",
        "u64 input_offset 4");
    BAD((rd.input_offset = in.size, rd.count = 1), VK_SUCCESS, "input_offset|count|input_buffer_size",
        "input_offset = input_buffer_size, count 1");
    BAD((rd.input_offset = UINT64_MAX - 3, rd.count = 2), VK_SUCCESS,
        "input_offset|count|input_buffer_size",
        "input_offset + count*4 overflows");
    BAD(rd.input_buffer_size = 0, VK_SUCCESS, "input_buffer_size|count", "input_buffer_size 0");
    BAD(rd.output_offset = 2, VK_SUCCESS, "output_offset", "output_offset not a multiple of 4");
    BAD((rd.type = VKR_TYPE_F64, rd.output_offset = 4), VK_SUCCESS, "output_offset",
        "f64 output_offset 4");
    BAD(rd.output_offset = out.size, VK_SUCCESS, "output", "output_offset = output size");
    BAD(rd.output_offset = UINT64_MAX - 3, VK_SUCCESS, "output", "output_offset near 2^64");
    BAD(rd.output_buffer_size = 2, VK_SUCCESS, "output", "output buffer of 2 bytes");
    BAD((rd.type = VKR_TYPE_U64, rd.output_buffer_size = 4), VK_SUCCESS, "output",
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
    BAD(rd.input = VK_NULL_HANDLE, VK_SUCCESS, "input", "input = VK_NULL_HANDLE");
    BAD(rd.output = VK_NULL_HANDLE, VK_SUCCESS, "output", "output = VK_NULL_HANDLE");
    /* written ranges (the result, the scratch region) share no byte with what is read */
    BAD((rd.output = in.buf, rd.output_buffer_size = in.size, rd.output_offset = 200), VK_ERROR_VALIDATION_FAILED_EXT,
        "&overlap|output|input", "output inside the input");
    BAD((rd.output = in.buf, rd.output_buffer_size = in.size, rd.output_offset = 396), VK_ERROR_VALIDATION_FAILED_EXT,
        "&overlap|output|input", "output on the input's last element");
    BAD((rd.op = VKR_OP_DOT, rd.input2 = out.buf, rd.input2_buffer_size = out.size, rd.count = 10, rd.input2_offset = 0,
         rd.output_offset = 36), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|output|input2", "dot: output on input2's last element");
    BAD((rd.count_buffer = out.buf, rd.count_buffer_size = out.size, rd.count_offset = 0), VK_ERROR_VALIDATION_FAILED_EXT,
        "&overlap|output|count_buffer", "the count word is the output");
    BAD((rd.scratch = sb.buf, rd.scratch_buffer_size = sb.size, rd.input = sb.buf, rd.input_buffer_size = sb.size),
        VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|scratch|input", "the input inside the scratch region");
    BAD((rd.scratch = sb.buf, rd.scratch_buffer_size = sb.size, rd.output = sb.buf, rd.output_buffer_size = sb.size,
         rd.output_offset = ssize - 4), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|scratch|output",
        "the output on the scratch region's last word");
    BAD((rd.scratch = sb.buf, rd.scratch_buffer_size = ssize - 1), VK_SUCCESS, "scratch",
        "scratch_buffer_size one byte too small");
    BAD((rd.scratch = sb.buf, rd.scratch_buffer_size = sb.size, rd.scratch_offset = sb.size),
        VK_SUCCESS, "scratch", "scratch_offset at the end of the scratch buffer");
    if (salign > 1)
        BAD((rd.scratch = sb.buf, rd.scratch_buffer_size = sb.size,
             rd.scratch_offset = salign / 2),
            VK_SUCCESS, "scratch", "scratch_offset misaligned");
    else
        skip("scratch alignment is 1: no misaligned scratch_offset exists");
    rd = good_desc(&in, &out);
    expect_fail(vkr_cmd_reduce(g_ctx, NULL, &rd), VK_SUCCESS, g_ctx, "cmd|command",
                "cmd = NULL");
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, NULL), VK_SUCCESS, g_ctx, "desc", "desc = NULL");
    expect_fail(vkr_cmd_reduce(NULL, cmd, &rd), VK_SUCCESS, NULL, NULL, "ctx = NULL");
    check(vkr_last_error(NULL) != NULL, "vkr_last_error(NULL) returned NULL");
    expect_fail(vkr_supports(g_ctx, VKR_OP_NONE, VKR_TYPE_F32), VK_SUCCESS, g_ctx, "op",
                "vkr_supports(op 0)");
    expect_fail(vkr_supports(g_ctx, (vkr_op)99, VKR_TYPE_F32), VK_SUCCESS, g_ctx, "op",
                "vkr_supports(op 99)");
    expect_fail(vkr_supports(g_ctx, VKR_OP_ADD, VKR_TYPE_NONE), VK_SUCCESS, g_ctx, "type",
                "vkr_supports(type 0)");
    expect_fail(vkr_supports(g_ctx, VKR_OP_ADD, (vkr_type)99), VK_SUCCESS, g_ctx, "type",
                "vkr_supports(type 99)");
    expect_fail(vkr_supports(NULL, VKR_OP_ADD, VKR_TYPE_F32), VK_SUCCESS, NULL, NULL,
                "vkr_supports(ctx NULL)");
    expect_fail(vkr_prepare(g_ctx, (vkr_op)99, VKR_TYPE_F32), VK_SUCCESS, g_ctx, "op",
                "vkr_prepare(op 99)");
    expect_fail(vkr_cmd_init_scratch(g_ctx, cmd, VK_NULL_HANDLE, 0, sb.size), VK_SUCCESS, g_ctx,
                "scratch", "vkr_cmd_init_scratch(scratch NULL)");
    expect_fail(vkr_cmd_init_scratch(g_ctx, NULL, sb.buf, 0, sb.size), VK_SUCCESS, g_ctx, "cmd|command",
                "vkr_cmd_init_scratch(cmd NULL)");
    if (salign > 1)
        expect_fail(vkr_cmd_init_scratch(g_ctx, cmd, sb.buf, salign / 2, sb.size), VK_SUCCESS, g_ctx,
                    "offset|align", "vkr_cmd_init_scratch(misaligned offset)");
    /* the region must fit in the buffer (a 1 KiB buffer once got a 64 KiB fill) */
    expect_fail(vkr_cmd_init_scratch(g_ctx, cmd, sb.buf, 0, 1024), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx,
                "buffer_size", "vkr_cmd_init_scratch(buffer_size 1024 < region)");
    expect_fail(vkr_cmd_init_scratch(g_ctx, cmd, sb.buf, salign, ssize), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx,
                "buffer_size", "vkr_cmd_init_scratch(offset + region > buffer_size)");
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
    expect_fail(vkr_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, NULL, 5, &res), VK_SUCCESS, g_ctx,
                "data", "vkr_reduce(data NULL, count 5)");
    expect_fail(vkr_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, in.map, 5, NULL), VK_SUCCESS, g_ctx,
                "result", "vkr_reduce(result NULL)");
    expect_fail(vkr_reduce(g_ctx, VKR_OP_NONE, VKR_TYPE_F32, in.map, 5, &res), VK_SUCCESS,
                g_ctx, "op", "vkr_reduce(op 0)");
    expect_fail(vkr_reduce(g_ctx, VKR_OP_OR, VKR_TYPE_F32, in.map, 5, &res),
                VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "or|op|type|f32|float",
                "vkr_reduce(or f32)");
    expect_fail(vkr_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, in.buf, 0, in.size,
                                  in.size / 4 + 1, &res),
                VK_SUCCESS, g_ctx, "count|buffer_size", "vkr_reduce_buffer(count past the buffer)");
    expect_fail(vkr_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, in.buf, 2, in.size, 1, &res),
                VK_SUCCESS, g_ctx, "offset", "vkr_reduce_buffer(offset 2)");
    expect_fail(vkr_reduce(NULL, VKR_OP_ADD, VKR_TYPE_F32, in.map, 5, &res), VK_SUCCESS, NULL,
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
    BADCTX(cd.workgroup_size = g_opt.path == VKR_PATH_SHARED ? 31 : 33, "workgroup_size",
           "vkr_create_context(workgroup_size 33, shared path: 31)");
    BADCTX(cd.workgroup_size = 2048, "workgroup_size",
           "vkr_create_context(workgroup_size 2048)");
#undef BADCTX
    memset(&pd, 0, sizeof pd);
    expect_fail(vkr_create_prototype_context(&pd, NULL), VK_SUCCESS, NULL, NULL,
                "vkr_create_prototype_context(ctx out NULL)");
    memset(&pd, 0, sizeof pd);
    pd.workgroup_size = 33;
    c = (vkr_context)&cd;
    expect_fail(vkr_create_prototype_context(&pd, &c), VK_SUCCESS, NULL, NULL,
                "vkr_create_prototype_context(workgroup_size 33)");
    check(c == NULL, "vkr_create_prototype_context failure left *ctx non-NULL");
    vkr_destroy_context(NULL); /* documented to accept NULL */

    { /* integer and float row reduces are allowed on every device (SwiftShader included) */
        double b = -1;
        r = vkr_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_U32, 4, 100, &b);
        check(r == VK_SUCCESS && b == 0, "vkr_rows_error_bound(add, u32) on %s: %d \"%s\" %g (want VK_SUCCESS, 0)",
              g_props.deviceName, (int)r, lerr(g_ctx), b);
        r = vkr_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 4, 100, &b);
        check(r == VK_SUCCESS && b > 0, "vkr_rows_error_bound(add, f32) on %s: %d %g", g_props.deviceName, (int)r, b);
    }

    buf_destroy(&g_dev, &sb);
    buf_destroy(&g_dev, &out);
    buf_destroy(&g_dev, &in);
}

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
            r = vkr_supports(c, op, t);
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
static void group_paths(void)
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
                    r = vkr_supports(c, VKR_OP_ADD, VKR_TYPE_F64);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "float64|shaderFloat64"),
                          "no features: vkr_supports(add, f64) = %d \"%s\" (want "
                          "VK_ERROR_FEATURE_NOT_PRESENT naming float64)", (int)r, lerr(c));
                    r = vkr_supports(c, VKR_OP_MAX, VKR_TYPE_I64);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "int64|shaderInt64"),
                          "no features: vkr_supports(max, i64) = %d \"%s\" (want "
                          "VK_ERROR_FEATURE_NOT_PRESENT naming int64)", (int)r, lerr(c));
                    r = vkr_supports(c, VKR_OP_XOR, VKR_TYPE_U64);
                    check(r == VK_ERROR_FEATURE_NOT_PRESENT &&
                              mentions(vkr_last_error(c), "int64|shaderInt64"),
                          "no features: vkr_supports(xor, u64) = %d \"%s\"", (int)r, lerr(c));
                    memset(&rd, 0, sizeof rd);
                    rd.op = VKR_OP_ADD;
                    rd.type = VKR_TYPE_F64;
                    rd.count = 10;
                    rd.input = in.buf;
                    rd.input_buffer_size = in.size;
                    rd.output = out.buf;
                    rd.output_buffer_size = out.size;
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
        cd.workgroup_size = wg[v];
        cd.mid_workgroup_size = mid[v];
        cd.max_workgroups = mw[v];
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

/* Test-only hook: this translation unit compiles the implementation (harness.h defines
   VK_REDUCE_IMPLEMENTATION), so it can reach into a context and set the subgroup size its
   pipelines are specialized for (before any pipeline exists), and stop pinning it (a pinned
   wrong size would be refused by the device). */
static void hook_subgroup_size(vkr_context c, uint32_t s)
{
    c->subgroup_size = s;
    c->pin_subgroup_size = VK_FALSE;
}

/* kernels: each kernel path forced (every op x type), the per-type fallback of AUTO without
   shaderSubgroupExtendedTypes, and the shared path's independence of the subgroup size: a
   wrong size in the context (1, 3, 64, 128) and workgroup sizes that are not multiples of the
   real one (33, 100, 36, 40) must not matter. */
static void group_kernels(void)
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
        cd.path = paths[p];
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
        cd.path = p ? VKR_PATH_SHUFFLE : VKR_PATH_AUTO;
        snprintf(what, sizeof what, "no extended types, path %s", path_name(cd.path));
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
            r = vkr_supports(c, VKR_OP_MIN, t[i]);
            check(r == VK_SUCCESS, "%s: vkr_supports(min, %s) = %d %s", what, tyn(t[i]), (int)r, lerr(c));
        }
        exercise(&g_dev, &g_in, &g_out, c, what, 0, k_ops_some, 3);
        vkr_destroy_context(c);
    }
    fill_context_desc(&cd, &g_dev, no_ext_types);
    cd.path = VKR_PATH_NATIVE;
    c = (g_dev.vkr_features & (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64)) == (VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64)
      ? make_context(&cd, "no extended types, path native forced") : NULL;
    if (!c) skip("no extended types, path native forced: the device has no 64-bit types");
    if (c) {
        r = vkr_supports(c, VKR_OP_ADD, VKR_TYPE_I64);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), "ExtendedTypes|EXTENDED_TYPES"),
              "forced native without extended types: vkr_supports(add, i64) = %d \"%s\" (want "
              "VK_ERROR_FEATURE_NOT_PRESENT naming shaderSubgroupExtendedTypes)", (int)r, lerr(c));
        r = vkr_supports(c, VKR_OP_ADD, VKR_TYPE_F64); /* f64 add needs no extended types */
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
        cd.path = VKR_PATH_SHARED;
        cd.workgroup_size = wg[v];
        cd.mid_workgroup_size = mid[v];
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
        cd.path = VKR_PATH_NATIVE;
        c = make_context(&cd, "native path, subgroup size hooked to half the real one");
        if (c) {
            hook_subgroup_size(c, g_sgprops.subgroupSize / 2);
            where("vkr_reduce(add u32, native, hooked subgroup size)");
            r = vkr_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, ones, 100003, &got);
            check(r == VK_SUCCESS && got != 100003,
                  "native path specialized for subgroup size %u on a device running %u: vkr_reduce = %d, sum %u "
                  "(want a wrong sum: the hook must reach the kernel)", g_sgprops.subgroupSize / 2,
                  g_sgprops.subgroupSize, (int)r, got);
            vkr_destroy_context(c);
        }
    }

    /* desc->path out of range */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.path = (vkr_kernel_path)7;
    cd.log = test_log;
    g_log_calls = 0;
    g_log_last[0] = 0;
    c = (vkr_context)&cd;
    where("vkr_create_context(path 7)");
    r = vkr_create_context(&cd, &c);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && c == NULL && mentions(g_log_last, "path"),
          "vkr_create_context(desc->path 7) = %d, log \"%s\" (want VK_ERROR_VALIDATION_FAILED_EXT naming path)",
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
    cd->path = VKR_PATH_AUTO;
    cd->binding = VKR_BINDING_AUTO;
}

static uint32_t caps_sum_ones(vkr_context c, uint32_t n)
{
    static uint32_t ones[20011];
    uint32_t i, got = 0;
    VkResult r;
    for (i = 0; i < n && i < 20011; i++) ones[i] = 1;
    where("vkr_reduce(add u32 of %u ones)", n);
    r = vkr_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, ones, n, &got);
    check(r == VK_SUCCESS, "vkr_reduce(add u32): %d %s", (int)r, lerr(c));
    return got;
}

static void group_caps(void)
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
        cd.testing.hide = (uint32_t)VKR_TESTING_HIDE_SUBGROUP_ARITHMETIC | (v ? (uint32_t)VKR_TESTING_HIDE_SUBGROUP_SHUFFLE : 0u);
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
        cd.path = v ? VKR_PATH_SHUFFLE : VKR_PATH_NATIVE;
        c = (vkr_context)&cd;
        where("vkr_create_context(%s, path forced)", what);
        r = vkr_create_context(&cd, &c);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && c == NULL && mentions(g_log_last, v ? "shuffle" : "arithmetic"),
              "%s, path %s forced: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming it)", what,
              path_name(cd.path), (int)r, g_log_last);
        if (r == VK_SUCCESS && c) vkr_destroy_context(c);
    }

    /* no push descriptor -> descriptor sets; forcing push descriptors is refused */
    caps_fill(&cd);
    cd.testing.hide = VKR_TESTING_HIDE_PUSH_DESCRIPTOR;
    c = caps_context(&cd, "hide push descriptor", &info);
    if (c) {
        check(info.binding == VKR_BINDING_DESCRIPTOR_SETS && !(info.enabled_features & VKR_FEATURE_PUSH_DESCRIPTOR),
              "hide push descriptor: binding %d, features 0x%x (want descriptor sets)", (int)info.binding, info.enabled_features);
        exercise(&g_dev, &g_in, &g_out, c, "hide push descriptor", lack64, k_ops_some, 3);
        vkr_destroy_context(c);
    }
    cd.binding = VKR_BINDING_PUSH_DESCRIPTORS;
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
        cd.testing.hide = v ? VKR_TESTING_HIDE_FLOAT64 : VKR_TESTING_HIDE_INT64;
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
            r = vkr_supports(c, rops[v][i], refused[v][i]);
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), v ? "float64" : "int64"),
                  "%s: vkr_supports(%s, %s) = %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming %s)", what,
                  opn(rops[v][i]), tyn(refused[v][i]), (int)r, lerr(c), v ? "float64" : "int64");
        }
        {
            uint64_t data[4] = {1, 2, 3, 4}, res = 0;
            r = vkr_reduce(c, VKR_OP_ADD, refused[v][0], data, 4, &res);
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), v ? "float64" : "int64"),
                  "%s: vkr_reduce(add, %s) = %d \"%s\"", what, tyn(refused[v][0]), (int)r, lerr(c));
        }
        if (!v) { /* f64 add runs without int64; min/max (ordered keys) need it */
            r = vkr_supports(c, VKR_OP_ADD, VKR_TYPE_F64);
            check(r == VK_SUCCESS, "hide int64: vkr_supports(add, f64) = %d %s", (int)r, lerr(c));
        }
        exercise(&g_dev, &g_in, &g_out, c, what, v ? (1u << VKR_TYPE_F64) : t64mask, k_ops_all, 7);
        vkr_destroy_context(c);
    }

    /* no size control: nothing pinned, the default size runs and the probe agrees */
    caps_fill(&cd);
    cd.testing.hide = VKR_TESTING_HIDE_SUBGROUP_SIZE_CONTROL;
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
        cd.testing.hide = v ? VKR_TESTING_HIDE_FLOAT16 : VKR_TESTING_HIDE_INTEGER_DOT_PRODUCT;
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
        cd.path = path;
        cd.testing.report_subgroup_size = rep[v % 3];
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
    cd.testing.report_subgroup_size = real / 2 >= 2 ? real / 2 : 2;
    cd.workgroup_size = cd.mid_workgroup_size = 32 + cd.testing.report_subgroup_size;
    snprintf(what, sizeof what, "reported subgroup size %u (real %u), workgroup size %u", cd.testing.report_subgroup_size,
             real, cd.workgroup_size);
    if (cd.workgroup_size % real == 0 || !has_arith) {
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
        cd.path = v == 0 ? VKR_PATH_AUTO : broken[v];
        cd.testing.break_path = broken[v];
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
        cd.self_test = VK_TRUE;
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
    cd.self_test = VK_TRUE;
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
        if (v) cd.testing.break_path = (vkr_kernel_path)9;
        else cd.testing.hide = 1u << 20;
        cd.log = test_log;
        g_log_last[0] = 0;
        c = (vkr_context)&cd;
        where("vkr_create_context(bad testing field)");
        r = vkr_create_context(&cd, &c);
        check(r == VK_ERROR_VALIDATION_FAILED_EXT && c == NULL && mentions(g_log_last, v ? "break_path" : "hide"),
              "desc->testing.%s invalid: %d \"%s\"", v ? "break_path" : "hide", (int)r, g_log_last);
        if (r == VK_SUCCESS && c) vkr_destroy_context(c);
    }

    /* prototype mode passes the hooks on: no arithmetic or shuffle, self-test, validation on */
    {
        vkr_prototype_desc pd;
        uint32_t got;
        memset(&pd, 0, sizeof pd);
        pd.validation = g_validation ? VK_TRUE : VK_FALSE;
        pd.log = test_log;
        pd.self_test = VK_TRUE;
        pd.testing.hide = VKR_TESTING_HIDE_SUBGROUP_ARITHMETIC | VKR_TESTING_HIDE_SUBGROUP_SHUFFLE;
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

/* VkAllocationCallbacks in the desc: used, and balanced after destroy. */
typedef struct alloc_stats {
    long live, total;
} alloc_stats;

static void *VKAPI_CALL t_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope s)
{
    alloc_stats *st = (alloc_stats *)user;
    unsigned char *raw, *p;
    size_t a = align < 16 ? 16 : align;
    (void)s;
    raw = (unsigned char *)malloc(size + a + sizeof(void *) + sizeof(size_t));
    if (!raw) return NULL;
    p = raw + sizeof(void *) + sizeof(size_t);
    p += (a - ((uintptr_t)p % a)) % a;
    memcpy(p - sizeof(void *), &raw, sizeof raw);
    memcpy(p - sizeof(void *) - sizeof(size_t), &size, sizeof size);
    st->live++;
    st->total++;
    return p;
}

static void VKAPI_CALL t_free(void *user, void *mem)
{
    alloc_stats *st = (alloc_stats *)user;
    unsigned char *raw;
    if (!mem) return;
    memcpy(&raw, (unsigned char *)mem - sizeof(void *), sizeof raw);
    free(raw);
    st->live--;
}

static void *VKAPI_CALL t_realloc(void *user, void *orig, size_t size, size_t align,
                                  VkSystemAllocationScope s)
{
    void *p;
    size_t old = 0;
    if (!orig) return t_alloc(user, size, align, s);
    if (!size) {
        t_free(user, orig);
        return NULL;
    }
    memcpy(&old, (unsigned char *)orig - sizeof(void *) - sizeof(size_t), sizeof old);
    p = t_alloc(user, size, align, s);
    if (!p) return NULL;
    memcpy(p, orig, old < size ? old : size);
    t_free(user, orig);
    return p;
}

static void group_alloc(void)
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
    r = vkr_reduce(c, op, t, data, n, &got);
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

static void group_prototype(void)
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
    pd.binding = g_force_binding;
    pd.validation = VK_TRUE;
    pd.log = test_log;
    pd.path = g_opt.path; /* VKR_TEST_PATH */
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

        /* vkr_reduce_buffer on a buffer the test makes on the context's device */
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
            where("vkr_reduce_buffer");
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
                    r = vkr_reduce_buffer(c, op, t, pb.buf, off, pb.size, n, &got);
                    if (check(r == VK_SUCCESS, "vkr_reduce_buffer(%s %s n=%llu off=%llu): %d %s",
                              opn(op), tyn(t), (unsigned long long)n, (unsigned long long)off,
                              (int)r, lerr(c))) {
                        memset(&j, 0, sizeof j);
                        j.op = op;
                        j.type = t;
                        j.n = n;
                        j.in_off = off;
                        j.seed = seed;
                        j.data = "vkr_reduce_buffer";
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
            r = vkr_reduce(c, VKR_OP_NONE, VKR_TYPE_F32, &one, 1, &res);
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
        pd.path = g_opt.path; /* VKR_TEST_PATH */
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
    cd.max_binding_range = range;
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
        rd.input = x.buf;
        rd.input_buffer_size = x.size;
        rd.output = x.buf;
        rd.output_offset = n * tsz(t);
        rd.output_buffer_size = x.size;
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
    rd.input = x.buf;
    rd.input_buffer_size = x.size;
    rd.output = o.buf;
    rd.output_buffer_size = o.size;

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
    rd.input_offset = 4;
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
    rd.input_offset = 0;
    rd.output_offset = 4;
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
        rd.input_offset = 1024;
        rd.output_offset = 0;
        r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
        check(r == VK_SUCCESS, "7.2 reduce of 0 elements at X + 1024: %d %s", (int)r, lerr(g_ctx));
        memset(&w, 0, sizeof w);
        w.op = VKR_OP_ADD;
        w.type = VKR_TYPE_F32;
        w.rows = 2;
        w.input = x.buf;
        w.input_offset = 1024;
        w.input_buffer_size = x.size;
        w.output = o.buf;
        w.output_offset = a;
        w.output_buffer_size = o.size;
        r = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &w);
        check(r == VK_SUCCESS, "7.2 2 rows of 0 elements at X + 1024: %d %s", (int)r, lerr(g_ctx));
        memset(&sg, 0, sizeof sg);
        sg.op = VKR_OP_ADD;
        sg.type = VKR_TYPE_F32;
        sg.segments = 2;
        sg.input = x.buf;
        sg.input_offset = 1024;
        sg.input_buffer_size = x.size;
        sg.offsets = ofs.buf;
        sg.offsets_buffer_size = ofs.size;
        sg.output = o.buf;
        sg.output_offset = 2 * a;
        sg.output_buffer_size = o.size;
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
        rd.input = x.buf;
        rd.input_offset = k * stride;
        rd.input_buffer_size = x.size;
        rd.output = x.buf;
        rd.output_offset = k * stride + m * 4;
        rd.output_buffer_size = x.size;
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
   rounding error has the same sign), against vkr_error_bound. */
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
        cd.workgroup_size = bc->wg ? bc->wg : g_wg_limit;
        cd.mid_workgroup_size = cd.workgroup_size;
        cd.max_workgroups = bc->max_wg;
        cd.max_binding_range = bc->range;
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
        r = vkr_reduce_buffer(c, VKR_OP_ADD, bc->t, x.buf, 0, x.size, bc->n, &res);
        check(r == VK_SUCCESS, "%s: vkr_reduce_buffer %d %s", what, (int)r, lerr(c));
        r = vkr_error_bound(c, VKR_OP_ADD, bc->t, bc->n, &bound);
        check(r == VK_SUCCESS && bound > 0 && bound < 0.5, "%s: vkr_error_bound %d, bound %g", what, (int)r, bound);
        got = (double)fval(bc->t, bc->t == VKR_TYPE_F32 ? (res & 0xffffffffu) : res);
        exact = c_val * (long double)bc->n;
        err = fabsl((long double)got - exact);
        printf("  %s: error %.3Le, bound %.3Le (%.3f of it)\n", what, err, (long double)bound * exact,
               (double)(err / ((long double)bound * exact)));
        check(err <= (long double)bound * exact * (1 + 1e-12L), "%s: error %.3Le exceeds vkr_error_bound %.3e * sum = %.3Le",
              what, err, bound, (long double)bound * exact);
        buf_destroy(&g_dev, &x);
        vkr_destroy_context(c);
    }
    {   /* the other ops and types */
        double b = -1;
        check(vkr_error_bound(g_ctx, VKR_OP_MAX, VKR_TYPE_F32, 1000, &b) == VK_SUCCESS && b == 0, "bound of max: %g", b);
        check(vkr_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_I32, 1000, &b) == VK_SUCCESS && b == 0, "bound of i32 add: %g", b);
        check(vkr_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 1, &b) == VK_SUCCESS && b == 0, "bound of one element: %g", b);
        if (!skip64(g_ctx, g_info.enabled_features, VKR_OP_MUL, VKR_TYPE_F64))
        check(vkr_error_bound(g_ctx, VKR_OP_MUL, VKR_TYPE_F64, 1001, &b) == VK_SUCCESS &&
              fabs(b - 1000 * ldexp(1.0, -53) / (1 - 1000 * ldexp(1.0, -53))) < 1e-20, "bound of f64 mul over 1001: %g", b);
        expect_fail(vkr_error_bound(g_ctx, VKR_OP_AND, VKR_TYPE_F32, 10, &b), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
                    "and|op", "vkr_error_bound(and, f32)");
        expect_fail(vkr_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 10, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx,
                    "bound", "vkr_error_bound(bound NULL)");
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
    cd.host_chunk_bytes = 4096;
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
                r = vkr_reduce(c, op, t, data, sizes[s], &got);
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
        check(vkr_reduce(c, VKR_OP_ADD, t, data, 5000, &got) == VK_SUCCESS && got == b_sign(t),
              "7.8 sum of 5000 x -0.0 %s in chunks: 0x%llx", tyn(t), (unsigned long long)got);
    }
    free(data);
    vkr_destroy_context(c);

    /* the documented chunk limit: the chunk results share one binding range, so at most
       (max_binding_range - A) / result size chunks; one more is refused, naming the count */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.queue = g_dev.queue;
    cd.host_chunk_bytes = 64;
    cd.max_binding_range = 4 * (g_props.limits.minStorageBufferOffsetAlignment > 16 ? g_props.limits.minStorageBufferOffsetAlignment : 16);
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
            r = vkr_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, u, n, &got);
            check(r == VK_SUCCESS && got == want, "7.5 u32 sum in %llu chunks (the most one binding range holds): %d %s, "
                  "got %u want %u", (unsigned long long)most, (int)r, lerr(c), got, want);
            expect_fail(vkr_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, u, n + per, &got), VK_ERROR_VALIDATION_FAILED_EXT, c, "needs|chunks",
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
    r = vkr_reduce(g_ctx, VKR_OP_ADD, VKR_TYPE_U32, data, n, &got);
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
    r = vkr_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, g_in.buf, 2, g_in.size, 10, &res);
    m = vkr_last_error(g_ctx);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && strstr(m, "vkr_reduce_buffer") && strstr(m, "offset") && !strstr(m, "desc->") &&
          !strstr(m, "vkr_cmd_reduce"), "7.7 vkr_reduce_buffer(offset 2): %d \"%s\"", (int)r, m);
    r = vkr_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, g_in.buf, 0, 64, 17, &res);
    m = vkr_last_error(g_ctx);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && strstr(m, "vkr_reduce_buffer") && strstr(m, "buffer_size") && !strstr(m, "desc->"),
          "7.7 vkr_reduce_buffer(count past buffer_size): %d \"%s\"", (int)r, m);
    r = vkr_reduce_buffer(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, VK_NULL_HANDLE, 0, 64, 1, &res);
    m = vkr_last_error(g_ctx);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT && strstr(m, "vkr_reduce_buffer: buffer "), "7.7 vkr_reduce_buffer(buffer NULL): \"%s\"", m);
    r = vkr_supports(g_ctx, VKR_OP_ADD, VKR_TYPE_F32);
    check(r == VK_SUCCESS && vkr_last_error(g_ctx)[0] == 0, "7.7 vkr_last_error after a success: \"%s\"", vkr_last_error(g_ctx));
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_F32;
    rd.count = 4;
    rd.input = rd.output = g_in.buf;
    rd.input_buffer_size = rd.output_buffer_size = g_in.size;
    rd.output_offset = 64;
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
    r = vkr_supports(c, VKR_OP_XOR, VKR_TYPE_F64);
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
            check(vkr_reduce_buffer(g_ctx, VKR_OP_ADD, t, g_in.buf, 0, g_in.size, n, &got) == VK_SUCCESS && got == b_sign(t),
                  "7.8 sum of %llu x -0.0 %s: 0x%llx, want -0.0", (unsigned long long)n, tyn(t), (unsigned long long)got);
            putb(g_in.map, n / 2, t, 0);
            check(vkr_reduce_buffer(g_ctx, VKR_OP_ADD, t, g_in.buf, 0, g_in.size, n, &got) == VK_SUCCESS && got == 0,
                  "7.8 sum of -0.0 with one +0.0 (%llu %s): 0x%llx, want +0.0", (unsigned long long)n, tyn(t),
                  (unsigned long long)got);
        }
        {
            uint64_t got = 1;
            check(vkr_reduce_buffer(g_ctx, VKR_OP_ADD, t, g_in.buf, 0, g_in.size, 0, &got) == VK_SUCCESS && got == 0,
                  "7.8 sum of 0 elements %s: 0x%llx, want +0.0", tyn(t), (unsigned long long)got);
        }
    }
}

static void group_reliability(void)
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

/* ------------------------------------------------------------------------------------------ */
/* Bindings: push descriptors and descriptor sets (the cache, vkr_forget_buffer)               */
/* ------------------------------------------------------------------------------------------ */

static void group_binding(void)
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
    cd.binding = VKR_BINDING_PUSH_DESCRIPTORS;
    c = NULL;
    check(vkr_create_context(&cd, &c) == VK_ERROR_EXTENSION_NOT_PRESENT && !c,
          "binding PUSH_DESCRIPTORS without VKR_FEATURE_PUSH_DESCRIPTOR must fail");
    cd.binding = (vkr_binding)7;
    check(vkr_create_context(&cd, &c) == VK_ERROR_VALIDATION_FAILED_EXT && !c, "binding 7 must fail");

    /* descriptor sets forced: every op and type, the cache, vkr_forget_buffer */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.binding = VKR_BINDING_DESCRIPTOR_SETS;
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
        check(vkr_reduce_buffer(c, VKR_OP_ADD, VKR_TYPE_U32, x.buf, 0, x.size, 1000, &got) == VK_SUCCESS && got == want,
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
/* Row reduce, segmented reduce, GPU-resident counts                                          */
/* ------------------------------------------------------------------------------------------ */

/* Buffers of the rows groups: input (live random data everywhere, so a read outside a row
   changes its result), output (sentinel bytes where nothing may be written), counts and
   offsets. */
static tbuf g_rin, g_rout, g_rcnt, g_roff;
#define ROWS_IN_BYTES (24u << 20)
#define ROWS_OUT_BYTES (1u << 20)
#define ROWS_CNT_BYTES 4096u
#define ROWS_OFF_BYTES (1u << 20)

static int rows_buffers(void)
{
    if (g_rin.buf) return 1;
    return buf_create(&g_dev, ROWS_IN_BYTES, &g_rin) && buf_create(&g_dev, ROWS_OUT_BYTES, &g_rout) &&
           buf_create(&g_dev, ROWS_CNT_BYTES, &g_rcnt) && buf_create(&g_dev, ROWS_OFF_BYTES, &g_roff);
}

static void rows_buffers_free(void)
{
    if (!g_rin.buf) return;
    g_dev.t.vkDeviceWaitIdle(g_dev.dev);
    vkr_forget_buffer(g_ctx, g_rin.buf);
    vkr_forget_buffer(g_ctx, g_rout.buf);
    vkr_forget_buffer(g_ctx, g_rcnt.buf);
    vkr_forget_buffer(g_ctx, g_roff.buf);
    buf_destroy(&g_dev, &g_rin);
    buf_destroy(&g_dev, &g_rout);
    buf_destroy(&g_dev, &g_rcnt);
    buf_destroy(&g_dev, &g_roff);
}

/* The expected result of n elements at p: exact for integers and min/max; float add within
   the library's stated bound (vkr_rows_error_bound for rows_bound rows of n, or
   vkr_error_bound(count_bound) for a reduce with a GPU count), plus the reference's own
   slack and a subnormal allowance; mul within gamma(n - 1) (reference()). */
static void rows_expect(vkr_context c, vkr_op op, vkr_type t, const unsigned char *p, uint64_t n, int kind,
                        uint64_t bound_arg, ref_t *r)
{
    reference(op, t, p, n, g_info.mid_workgroup_size, 0, r);
    if (r->mode == EXP_TOL && op == VKR_OP_ADD) {
        double b = -1;
        long double a = 0;
        uint64_t i;
        VkResult vr = kind == 2 ? vkr_error_bound(c, op, t, bound_arg, &b) : vkr_rows_error_bound(c, op, t, bound_arg, n, &b);
        for (i = 0; i < n; i++) a += fabsl(fval(t, getb(p, i, t)));
        if (!check(vr == VK_SUCCESS && b >= 0 && b < 0.01, "error bound for %s %s n=%llu: %d, %g", opn(op), tyn(t),
                   (unsigned long long)n, (int)vr, b))
            return;
        r->tol = (long double)b * a + 1.0842021724855044340e-19L * 8 * a +
                 (long double)(2 * n + 2) * (t == VKR_TYPE_F32 ? (long double)FLT_MIN : (long double)DBL_MIN);
    }
}

/* 1 if got matches r (writes the reason into why otherwise). */
static int rows_match(vkr_type t, uint64_t got, const ref_t *r, char *why, size_t cap)
{
    char e[64], g[64];
    int ok = 1;
    fmt_val(g, sizeof g, t, got);
    fmt_val(e, sizeof e, t, r->bits);
    switch (r->mode) {
    case EXP_BITS: ok = got == r->bits; break;
    case EXP_NAN: ok = b_isnan(t, got); break;
    case EXP_VALUE: ok = !b_isnan(t, got) && fval(t, got) == r->val; break;
    case EXP_TOL: ok = !b_isnan(t, got) && !b_isinf(t, got) && fabsl(fval(t, got) - r->val) <= r->tol; break;
    default: ok = 1; break; /* EXP_SKIP: counted by the caller */
    }
    if (!ok) snprintf(why, cap, "expected %s (%.21Lg +- %.3Lg, mode %d), got %s", e, r->val, r->tol, r->mode, g);
    return ok;
}

static int sentinel_ok(const unsigned char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != SENTINEL) return 0;
    return 1;
}

#define NO_GPU_COUNT UINT64_MAX

/* Checks `segs` results at out (stride ostride elements): result s (s < eff) against the
   elements [begin[s], begin[s] + len[s]) of data, the others and the gaps untouched. */
static void rows_verify(const char *what, vkr_context c, vkr_op op, vkr_type t, const unsigned char *data,
                        const uint64_t *begin, const uint64_t *len, uint64_t segs, uint64_t eff, const unsigned char *out,
                        uint64_t ostride, int kind, uint64_t bound_arg)
{
    const size_t es = tsz(t);
    uint64_t s, skipped = 0;
    char why[256];
    int ok = 1;
    for (s = 0; s < segs && ok; s++) {
        const unsigned char *o = out + s * ostride * es;
        if (s < eff) {
            ref_t r;
            rows_expect(c, op, t, data + begin[s] * es, len[s], kind, kind == 1 ? bound_arg : kind == 0 ? 0 : bound_arg, &r);
            if (r.mode == EXP_SKIP) skipped++;
            if (!rows_match(t, getb(o, 0, t), &r, why, sizeof why)) {
                ok = check(0, "%s: %s %s result %llu (%llu elements from %llu): %s", what, opn(op), tyn(t), (unsigned long long)s,
                           (unsigned long long)len[s], (unsigned long long)begin[s], why);
            }
        } else if (!sentinel_ok(o, es)) {
            ok = check(0, "%s: %s %s result %llu written past the GPU count %llu", what, opn(op), tyn(t), (unsigned long long)s,
                       (unsigned long long)eff);
        }
        if (ok && ostride > 1 && s + 1 < segs && !sentinel_ok(o + es, (size_t)(ostride - 1) * es))
            ok = check(0, "%s: %s %s bytes between results %llu and %llu written", what, opn(op), tyn(t), (unsigned long long)s,
                       (unsigned long long)s + 1);
    }
    if (ok && !sentinel_ok(out - 64, 64)) ok = check(0, "%s: %s %s bytes before result 0 written", what, opn(op), tyn(t));
    if (ok && !sentinel_ok(out + ((segs ? segs - 1 : 0) * ostride + 1) * es, 64))
        ok = check(0, "%s: %s %s bytes after the last result written", what, opn(op), tyn(t));
    if (ok) check(1, "");
    if (skipped) skip("%s: %s %s: %llu results not asserted (overflow or vacuous bound)", what, opn(op), tyn(t),
                      (unsigned long long)skipped);
}

/* One row reduce on g_ctx: rows x L at stride, results ostride apart; input element offset
   in_k, output element offset out_k (after 64 sentinel bytes); gcount: the GPU row count. */
static void run_rows(vkr_context c, vkr_op op, vkr_type t, uint64_t rows, uint64_t L, uint64_t stride, uint64_t ostride,
                     unsigned in_k, unsigned out_k, uint64_t gcount)
{
    const size_t es = tsz(t);
    const uint64_t st = stride ? stride : L, os = ostride ? ostride : 1;
    const uint64_t span = rows && L ? (rows - 1) * st + L : 0;
    const VkDeviceSize in_off = 256 + (VkDeviceSize)in_k * es, out_off = 64 + (VkDeviceSize)out_k * es;
    const VkDeviceSize out_bytes = out_off + ((rows ? rows - 1 : 0) * os + 1) * es + 64;
    uint64_t *begin, *len, r, eff;
    vkr_rows_desc d;
    VkResult vr;
    char what[160];
    if (opt_refused(c, OPT_ROWS, op, t) || skip64(c, g_info.enabled_features, op, t)) return;
    if (!check(in_off + (span + 64) * es <= g_rin.size && out_bytes <= g_rout.size, "internal: rows case too big")) return;
    snprintf(what, sizeof what, "rows %llux%llu stride %llu ostride %llu in+%u out+%u%s", (unsigned long long)rows,
             (unsigned long long)L, (unsigned long long)stride, (unsigned long long)ostride, in_k, out_k,
             gcount == NO_GPU_COUNT ? "" : " gpu-count");
    if (gcount != NO_GPU_COUNT) snprintf(what + strlen(what), sizeof what - strlen(what), " %llu", (unsigned long long)gcount);
    where("%s %s %s", what, opn(op), tyn(t));
    gen(g_rin.map, t, in_off / es + span + 64, default_dist(op, t), next_seed());
    memset(g_rout.map, SENTINEL, (size_t)out_bytes);
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.rows = rows;
    d.row_length = L;
    d.row_stride = stride;
    d.input = g_rin.buf;
    d.input_offset = in_off;
    d.input_buffer_size = g_rin.size;
    d.output = g_rout.buf;
    d.output_offset = out_off;
    d.output_buffer_size = g_rout.size;
    d.output_stride = ostride;
    if (gcount != NO_GPU_COUNT) {
        ((uint32_t *)g_rcnt.map)[3] = (uint32_t)gcount;
        d.count_buffer = g_rcnt.buf;
        d.count_offset = 12; /* not a multiple of the offset alignment: the index path */
        d.count_buffer_size = g_rcnt.size;
    }
    cmd_begin(&g_dev);
    vr = vkr_cmd_reduce_rows(c, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) || !check(vr == VK_SUCCESS, "%s %s %s: vkr_cmd_reduce_rows %d: %s", what, opn(op), tyn(t), (int)vr, lerr(c)))
        return;
    eff = gcount == NO_GPU_COUNT ? rows : gcount < rows ? gcount : rows;
    begin = (uint64_t *)calloc(rows + 1, sizeof *begin);
    len = (uint64_t *)calloc(rows + 1, sizeof *len);
    for (r = 0; r < rows; r++) {
        begin[r] = in_off / es + r * st;
        len[r] = L;
    }
    rows_verify(what, c, op, t, g_rin.map, begin, len, rows, eff, g_rout.map + out_off, os, 1, rows);
    free(begin);
    free(len);
}

/* One segmented reduce: n input elements, `segs` segments with host offsets off[0..segs],
   uint64_t in the buffer with wide (offsets_64bit), else uint32_t. */
static void run_segs_core(vkr_context c, vkr_op op, vkr_type t, uint64_t n, const uint64_t *off, int wide, uint64_t segs,
                          uint64_t ostride, unsigned in_k, unsigned out_k, uint64_t gcount, const char *shape)
{
    const size_t es = tsz(t);
    const uint64_t os = ostride ? ostride : 1;
    const VkDeviceSize in_off = 256 + (VkDeviceSize)in_k * es, out_off = 64 + (VkDeviceSize)out_k * es;
    const VkDeviceSize out_bytes = out_off + ((segs ? segs - 1 : 0) * os + 1) * es + 64;
    uint64_t *begin, *len, s, eff;
    vkr_segments_desc d;
    VkResult vr;
    char what[160];
    if (opt_refused(c, OPT_ROWS, op, t) || skip64(c, g_info.enabled_features, op, t)) return;
    if (!check(in_off + (n + 64) * es <= g_rin.size && out_bytes <= g_rout.size && 8 + (segs + 1) * 8 <= g_roff.size,
               "internal: segments case too big"))
        return;
    snprintf(what, sizeof what, "segments %s (%llu, n %llu)%s ostride %llu in+%u out+%u%s", shape, (unsigned long long)segs,
             (unsigned long long)n, wide ? " 64-bit offsets" : "", (unsigned long long)ostride, in_k, out_k,
             gcount == NO_GPU_COUNT ? "" : " gpu-count");
    if (gcount != NO_GPU_COUNT) snprintf(what + strlen(what), sizeof what - strlen(what), " %llu", (unsigned long long)gcount);
    where("%s %s %s", what, opn(op), tyn(t));
    gen(g_rin.map, t, in_off / es + n + 64, default_dist(op, t), next_seed());
    memset(g_rout.map, SENTINEL, (size_t)out_bytes);
    for (s = 0; s <= segs; s++) {
        if (wide) memcpy(g_roff.map + 8 + 8 * s, &off[s], 8);
        else ((uint32_t *)(g_roff.map + 8))[s] = (uint32_t)off[s];
    }
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.segments = segs;
    d.input = g_rin.buf;
    d.input_offset = in_off;
    d.input_buffer_size = g_rin.size;
    d.input_count = n;
    d.offsets = g_roff.buf;
    d.offsets_offset = 8;
    d.offsets_buffer_size = g_roff.size;
    d.offsets_64bit = wide ? VK_TRUE : VK_FALSE;
    d.output = g_rout.buf;
    d.output_offset = out_off;
    d.output_buffer_size = g_rout.size;
    d.output_stride = ostride;
    if (gcount != NO_GPU_COUNT) {
        ((uint32_t *)g_rcnt.map)[1] = (uint32_t)gcount;
        d.count_buffer = g_rcnt.buf;
        d.count_offset = 4;
        d.count_buffer_size = g_rcnt.size;
    }
    cmd_begin(&g_dev);
    vr = vkr_cmd_reduce_segments(c, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) ||
        !check(vr == VK_SUCCESS, "%s %s %s: vkr_cmd_reduce_segments %d: %s", what, opn(op), tyn(t), (int)vr, lerr(c)))
        return;
    eff = gcount == NO_GPU_COUNT ? segs : gcount < segs ? gcount : segs;
    begin = (uint64_t *)calloc(segs + 1, sizeof *begin);
    len = (uint64_t *)calloc(segs + 1, sizeof *len);
    for (s = 0; s < segs; s++) { /* the documented clamping: offsets past n are n; end <= begin is empty */
        uint64_t b = off[s] < n ? off[s] : n, e = off[s + 1] < n ? off[s + 1] : n;
        begin[s] = in_off / es + b;
        len[s] = e > b ? e - b : 0;
    }
    rows_verify(what, c, op, t, g_rin.map, begin, len, segs, eff, g_rout.map + out_off, os, 0, 0);
    free(begin);
    free(len);
}

static void run_segs(vkr_context c, vkr_op op, vkr_type t, uint64_t n, const uint32_t *off, uint64_t segs, uint64_t ostride,
                     unsigned in_k, unsigned out_k, uint64_t gcount, const char *shape)
{
    uint64_t *o = (uint64_t *)malloc((size_t)(segs + 1) * 8), s;
    if (!o) return;
    for (s = 0; s <= segs; s++) o[s] = off[s];
    run_segs_core(c, op, t, n, o, 0, segs, ostride, in_k, out_k, gcount, shape);
    free(o);
}

/* Random offsets: segs segments of lengths in [0, maxlen], every `empty_every`-th empty. */
static uint64_t rows_random_offsets(uint32_t *off, uint64_t segs, uint64_t maxlen, uint64_t empty_every)
{
    rng_t rr;
    uint64_t s, at = 0;
    rr.s = next_seed();
    off[0] = 0;
    for (s = 0; s < segs; s++) {
        uint64_t l = empty_every && s % empty_every == empty_every - 1 ? 0 : rbelow(&rr, maxlen + 1);
        at += l;
        off[s + 1] = (uint32_t)at;
    }
    return at;
}

/* Rows a workgroup of subgroup rows holds (vkr__rows_sg_wg: min(256, mid_workgroup_size)
   invocations, one subgroup at least). */
static uint64_t rows_per_group(void)
{
    const uint64_t S = g_info.subgroup_size, W = g_info.mid_workgroup_size < 256 ? g_info.mid_workgroup_size : 256;
    return W > S ? W / S : 1;
}

/* The small rows workgroup (vkr__rows_small_wg: max(128, S), shared path max(64, S), at most
   mid_workgroup_size). */
static uint64_t rows_small_group(void)
{
    const uint64_t S = g_info.subgroup_size, base = g_info.path == VKR_PATH_SHARED ? 64 : 128, w = S > base ? S : base;
    return w < g_info.mid_workgroup_size ? w : g_info.mid_workgroup_size;
}

/* every op x type at the edge shapes; long rows (several workgroups per row + the fold) */
static void group_rows(void)
{
    const uint64_t S = g_info.subgroup_size, W = g_info.mid_workgroup_size;
    const uint64_t V = 4 * 4 * 2 * W; /* f32 elements one workgroup takes before a second one is used */
    int i, j;
    uint64_t k;
    if (!rows_buffers()) return;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            if (!op_exists(op, t)) continue;
            run_rows(g_ctx, op, t, 1, 0, 0, 0, 0, 0, NO_GPU_COUNT);      /* rows of length 0: identity */
            run_rows(g_ctx, op, t, 5, 0, 3, 2, 1, 1, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 1, 1, 0, 0, 0, 0, NO_GPU_COUNT);      /* length 1 */
            run_rows(g_ctx, op, t, 7, 1, 3, 2, 3, 1, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 3, S - 1, 0, 0, 1, 0, NO_GPU_COUNT);  /* subgroup +- 1 */
            run_rows(g_ctx, op, t, 3, S + 1, S + 2, 3, 0, 5, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 4, W - 1, W + 3, 1, 7, 0, NO_GPU_COUNT); /* workgroup +- 1 */
            run_rows(g_ctx, op, t, 4, W + 1, 0, 1, 0, 0, NO_GPU_COUNT);
            run_rows(g_ctx, op, t, 9, 4 * W + 5, 4 * W + 6, 1, 2, 0, NO_GPU_COUNT); /* unaligned rows */
            { /* the small workgroup and the end of its tier (4 vectors per invocation) */
                const uint64_t ws = rows_small_group(), T = ws * (16 / tsz(t)) * 4;
                run_rows(g_ctx, op, t, 4, ws - 1, ws, 2, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, ws + 1, 0, 1, 0, 3, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T - 1, T + 2, 1, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 2, T, 0, 1, 0, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T + 1, 0, 1, 3, 1, NO_GPU_COUNT);
            }
            { /* subgroup rows (native, shuffle): the end of the tier (8 vectors per lane), of one
                 four-vector step per lane, and row counts around the rows a workgroup holds */
                const uint64_t T2 = S * (16 / tsz(t)) * 8, R = rows_per_group();
                run_rows(g_ctx, op, t, 3, T2 - 1, T2 + 1, 1, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 2, T2, 0, 1, 0, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T2 + 1, 0, 2, 3, 1, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T2 / 2 - 1, T2 / 2, 1, 0, 2, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 3, T2 / 2 + 1, T2 / 2 + 3, 1, 2, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, R + 1, 3, 5, 2, 1, 0, NO_GPU_COUNT);
                run_rows(g_ctx, op, t, 2 * R - 1, T2 / 2 + 5, 0, 1, 0, 0, NO_GPU_COUNT);
            }
            run_rows(g_ctx, op, t, 1, 33333, 0, 0, 3, 0, NO_GPU_COUNT); /* one row */
            run_rows(g_ctx, op, t, g_opt.quick ? 300 : 1000, 5, 7, 1, 1, 0, NO_GPU_COUNT); /* many small rows */
            if (!g_opt.quick || (i == 0 && j < 3))
                run_rows(g_ctx, op, t, 3, V + 1, V + 9, 1, 1, 2, NO_GPU_COUNT); /* C > 1: partials + fold */
        }
    /* 1,000 x 1,024 (the bench case), long rows with several workgroups each, exactly V */
    run_rows(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 1000, 1024, 0, 0, 0, 0, NO_GPU_COUNT);
    run_rows(g_ctx, VKR_OP_XOR, VKR_TYPE_U32, 1000, 1024, 1025, 2, 1, 0, NO_GPU_COUNT);
    for (k = 0; k < 4; k++) {
        vkr_type t = k == 0 ? VKR_TYPE_F32 : k == 1 ? VKR_TYPE_U32 : k == 2 ? VKR_TYPE_F64 : VKR_TYPE_I64;
        vkr_op op = k == 1 ? VKR_OP_XOR : k == 3 ? VKR_OP_MIN : VKR_OP_ADD;
        run_rows(g_ctx, op, t, 2, 300000, 300001, 1, (unsigned)k, 0, NO_GPU_COUNT);
        run_rows(g_ctx, op, t, 8, 70000, 0, 3, 0, 1, NO_GPU_COUNT);
        run_rows(g_ctx, op, t, 5, V, 0, 1, 0, 0, NO_GPU_COUNT);
    }
}

/* Determinism: the same row reduce (float add, long rows with the fold, and short rows) run
   3 times gives the same bits; a segmented reduce of the same rows (offsets r * L) gives the
   bits of the row reduce when both run one mid_workgroup_size workgroup per row. */
static void rows_determinism(vkr_type t, uint64_t rows, uint64_t L)
{
    const size_t es = tsz(t);
    const VkDeviceSize out_bytes = rows * es, A = 4096;
    uint32_t *off = (uint32_t *)(g_roff.map);
    vkr_rows_desc d;
    vkr_segments_desc sd;
    uint64_t r;
    int k, ok = 1;
    VkResult vr = VK_SUCCESS;
    if (skip64(g_ctx, g_info.enabled_features, VKR_OP_ADD, t)) return;
    where("rows determinism %s %llu x %llu", tyn(t), (unsigned long long)rows, (unsigned long long)L);
    gen(g_rin.map, t, rows * L + 16, D_UNIFORM, next_seed());
    memset(g_rout.map, SENTINEL, 4 * A);
    memset(&d, 0, sizeof d);
    d.op = VKR_OP_ADD;
    d.type = t;
    d.rows = rows;
    d.row_length = L;
    d.input = g_rin.buf;
    d.input_buffer_size = g_rin.size;
    d.output = g_rout.buf;
    d.output_buffer_size = g_rout.size;
    for (r = 0; r <= rows; r++) off[r] = (uint32_t)(r * L);
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_ADD;
    sd.type = t;
    sd.segments = rows;
    sd.input = g_rin.buf;
    sd.input_buffer_size = g_rin.size;
    sd.input_count = rows * L;
    sd.offsets = g_roff.buf;
    sd.offsets_buffer_size = g_roff.size;
    sd.output = g_rout.buf;
    sd.output_offset = 3 * A;
    sd.output_buffer_size = g_rout.size;
    cmd_begin(&g_dev);
    for (k = 0; k < 3 && vr == VK_SUCCESS; k++) {
        d.output_offset = (VkDeviceSize)k * A;
        vr = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &d);
    }
    if (vr == VK_SUCCESS) vr = vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &sd);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) || !check(vr == VK_SUCCESS, "rows determinism: %d %s", (int)vr, lerr(g_ctx))) return;
    for (k = 1; k < 3; k++) ok &= !memcmp(g_rout.map, g_rout.map + k * A, (size_t)out_bytes);
    check(ok, "rows determinism %s %llu x %llu: runs differ in bits", tyn(t), (unsigned long long)rows, (unsigned long long)L);
    /* one mid_workgroup_size workgroup per row in both (past the small workgroup's and the
       subgroup rows' tiers, below two workgroups' worth): the same grid, the same bits */
    if (L > rows_small_group() * (16 / es) * 4 && L > (uint64_t)g_info.subgroup_size * (16 / es) * 8 &&
        L <= (uint64_t)g_info.mid_workgroup_size * (16 / es) * 4 * 2)
        check(!memcmp(g_rout.map, g_rout.map + 3 * A, (size_t)out_bytes),
              "rows determinism %s %llu x %llu: the segmented reduce of the same rows has other bits", tyn(t),
              (unsigned long long)rows, (unsigned long long)L);
}

/* every op x type: random lengths with empty segments, 1,000 tiny segments, one huge segment,
   offsets past the input and decreasing offsets (empty) */
static void group_rows_segments(void)
{
    uint32_t *off = (uint32_t *)malloc(4 * 4096);
    int i, j;
    if (!rows_buffers() || !off) return;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            uint64_t n;
            if (!op_exists(op, t)) continue;
            n = rows_random_offsets(off, 60, 700, 5);
            run_segs(g_ctx, op, t, n, off, 60, 1, 1, 0, NO_GPU_COUNT, "random 0..700, every 5th empty");
            n = rows_random_offsets(off, g_opt.quick ? 300 : 1000, 3, 0);
            run_segs(g_ctx, op, t, n, off, g_opt.quick ? 300 : 1000, 2, 0, 1, NO_GPU_COUNT, "tiny 0..3");
            off[0] = 0;
            off[1] = 200003;
            run_segs(g_ctx, op, t, 200003, off, 1, 1, 3, 0, NO_GPU_COUNT, "one huge");
            off[0] = 5;
            off[1] = 3;     /* end < begin: empty */
            off[2] = 70;
            off[3] = 90000; /* past n = 100: clamped to n */
            off[4] = 0xffffffffu;
            run_segs(g_ctx, op, t, 100, off, 4, 1, 0, 0, NO_GPU_COUNT, "decreasing, past n");
            off[0] = 0;
            run_segs(g_ctx, op, t, 0, off, 1, 1, 0, 0, NO_GPU_COUNT, "input_count 0");
            { /* 64-bit offsets: random lengths, and offsets past 2^32 (clamped to n) */
                uint64_t o64[62], s;
                n = rows_random_offsets(off, 60, 700, 5);
                for (s = 0; s <= 60; s++) o64[s] = off[s];
                run_segs_core(g_ctx, op, t, n, o64, 1, 60, 2, 1, 1, NO_GPU_COUNT, "random 0..700");
                o64[0] = 10;
                o64[1] = 0x100000005ull; /* [10, n) */
                o64[2] = 3;              /* (past n, 3): empty */
                o64[3] = 0xffffffff00000000ull;
                run_segs_core(g_ctx, op, t, 5000, o64, 1, 3, 1, 0, 0, NO_GPU_COUNT, "past 2^32");
            }
        }
    rows_determinism(VKR_TYPE_F32, 300, 100);  /* subgroup rows at every subgroup size */
    rows_determinism(VKR_TYPE_F32, 300, 1000); /* the small workgroup, or subgroup rows (subgroup size >= 32) */
    rows_determinism(VKR_TYPE_F32, 300, 2000); /* the small workgroup (native, shuffle), or the mid one */
    rows_determinism(VKR_TYPE_F32, 300, 3000); /* the mid workgroup: also against the segments */
    rows_determinism(VKR_TYPE_F64, 50, 3001);
    rows_determinism(VKR_TYPE_F32, 3, 100000); /* several workgroups per row and the fold */
    free(off);
}

/* A plain reduce with a GPU count: dispatch sized for `bound`, the count read on the GPU. */
static void run_count_reduce(vkr_context c, vkr_op op, vkr_type t, uint64_t bound, uint64_t g, unsigned in_k)
{
    const size_t es = tsz(t);
    const VkDeviceSize in_off = 256 + (VkDeviceSize)in_k * es;
    const uint64_t eff = g < bound ? g : bound;
    vkr_reduce_desc d;
    VkResult vr;
    ref_t r;
    char why[256];
    if (skip64(c, g_info.enabled_features, op, t)) return;
    if (!check(in_off + (bound + 64) * es <= g_rin.size, "internal: reduce case too big")) return;
    where("reduce gpu-count bound %llu count %llu %s %s", (unsigned long long)bound, (unsigned long long)g, opn(op), tyn(t));
    gen(g_rin.map, t, in_off / es + bound + 64, default_dist(op, t), next_seed());
    memset(g_rout.map, SENTINEL, 256);
    ((uint32_t *)g_rcnt.map)[0] = (uint32_t)g;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = t;
    d.count = bound;
    d.input = g_rin.buf;
    d.input_offset = in_off;
    d.input_buffer_size = in_off + bound * es; /* exactly the bound */
    d.output = g_rout.buf;
    d.output_offset = 64;
    d.output_buffer_size = g_rout.size;
    d.count_buffer = g_rcnt.buf;
    d.count_offset = 0;
    d.count_buffer_size = 4;
    cmd_begin(&g_dev);
    vr = vkr_cmd_reduce(c, g_dev.cmd, &d);
    cmd_barrier_to_host(&g_dev);
    if (!cmd_submit_wait(&g_dev) || !check(vr == VK_SUCCESS, "reduce gpu-count: %d: %s", (int)vr, lerr(c))) return;
    rows_expect(c, op, t, g_rin.map + in_off, eff, 2, bound, &r);
    if (r.mode == EXP_SKIP) skip("reduce gpu-count %s %s: %s", opn(op), tyn(t), r.why);
    check(rows_match(t, getb(g_rout.map + 64, 0, t), &r, why, sizeof why) && sentinel_ok(g_rout.map, 64) &&
              sentinel_ok(g_rout.map + 64 + es, 64),
          "reduce bound %llu, GPU count %llu (in+%u) %s %s: %s", (unsigned long long)bound, (unsigned long long)g, in_k, opn(op),
          tyn(t), why);
}

/* GPU-resident counts: 0, small, equal to and past the bound, for reduces, rows and segments;
   ranges; several in one command buffer sharing buffers */
static void group_rows_gpucount(void)
{
    const uint64_t gs[6] = {0, 1, 3, 0, 0, 0xffffffffu}; /* [3] = bound, [4] = bound + 5 */
    uint32_t *off = (uint32_t *)malloc(4 * 4096);
    int i, j, k;
    if (!rows_buffers() || !off) return;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            uint64_t n, bounds[2] = {37, 100003}, b;
            if (!op_exists(op, t)) continue;
            for (b = 0; b < 2; b++)
                for (k = 0; k < 6; k++) {
                    uint64_t g = k == 3 ? bounds[b] : k == 4 ? bounds[b] + 5 : gs[k];
                    if (g_opt.quick && i > 0 && (k == 1 || k == 5)) continue;
                    run_count_reduce(g_ctx, op, t, bounds[b], g, (unsigned)k);
                    if (b == 0) {
                        if (k == 2) g = 40000; /* mid count, past 4 workgroups' worth of the bound */
                        if (k != 2 || !g_opt.quick) run_count_reduce(g_ctx, op, t, 100003, g == 1 ? 99999 : g, 1);
                    }
                }
            for (k = 0; k < 6; k++) {
                uint64_t g = k == 3 ? 50 : k == 4 ? 55 : gs[k];
                run_rows(g_ctx, op, t, 50, 9, 11, 2, 1, 1, g);
                n = rows_random_offsets(off, 40, 200, 4);
                g = k == 3 ? 40 : k == 4 ? 45 : gs[k];
                run_segs(g_ctx, op, t, n, off, 40, 1, 0, 0, g, "random 0..200");
            }
            { /* subgroup rows: GPU counts inside the second workgroup's rows, and past the bound */
                const uint64_t R = rows_per_group();
                run_rows(g_ctx, op, t, 2 * R + 3, 9, 11, 2, 1, 1, R + 1);
                run_rows(g_ctx, op, t, 2 * R + 3, 30, 0, 1, 0, 0, 3 * R + 4);
            }
            if (i == 0) /* long rows: a GPU row count with the fold dispatch */
                for (k = 0; k < 6; k++) run_rows(g_ctx, op, t, 3, 4 * 4 * 2 * g_info.mid_workgroup_size + 7, 0, 1, 0, 0,
                                                 k == 3 ? 3 : k == 4 ? 8 : gs[k]);
        }
    /* ranges: a context with 64 KiB binding ranges; GPU counts inside the first, in a later
       one, and past the bound */
    {
        vkr_context_desc cd;
        vkr_context c;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.max_binding_range = 65536;
        c = make_context(&cd, "max_binding_range 64 KiB");
        if (c) {
            static const uint64_t cs[6] = {0, 5, 16000, 40001, 100003, 200000};
            for (k = 0; k < 6; k++) {
                run_count_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, 100003, cs[k], (unsigned)k);
                run_count_reduce(c, VKR_OP_ADD, VKR_TYPE_F64, 50003, cs[k], (unsigned)k);
                run_count_reduce(c, VKR_OP_MIN, VKR_TYPE_I32, 100003, cs[k], 0);
            }
            g_dev.t.vkDeviceWaitIdle(g_dev.dev);
            vkr_destroy_context(c);
        }
    }
    /* engine mode: a plain reduce, two row reduces and a segmented reduce in one command buffer,
       sharing the input, count and output buffers (outputs in disjoint aligned blocks) and the
       managed scratch; barriers only where the header says (none between them: each records
       its scratch barrier, and they read the same input) */
    {
        const VkDeviceSize A = 1024; /* apart: each result block (<= 400 bytes) in its own aligned block */
        uint32_t *cnt = (uint32_t *)g_rcnt.map;
        uint64_t n = rows_random_offsets(off, 100, 50, 7), s;
        vkr_reduce_desc rd;
        vkr_rows_desc wd, wd2;
        vkr_segments_desc sd;
        VkResult r1, r2, r3, r4;
        ref_t ref;
        char why[256];
        int ok = 1;
        where("engine batch: reduce + rows + rows + segments in one command buffer");
        gen(g_rin.map, VKR_TYPE_U32, 200000, D_FULL, next_seed());
        memset(g_rout.map, SENTINEL, 4 * A + 4096);
        memcpy(g_roff.map, off, 101 * 4);
        cnt[0] = 7777; /* reduce */
        cnt[1] = 90;   /* rows of wd */
        cnt[2] = 1000; /* rows of wd2: past its bound 64 */
        cnt[3] = 60;   /* segments */
        memset(&rd, 0, sizeof rd);
        rd.op = VKR_OP_ADD;
        rd.type = VKR_TYPE_U32;
        rd.count = 10000;
        rd.input = g_rin.buf;
        rd.input_buffer_size = g_rin.size;
        rd.output = g_rout.buf;
        rd.output_offset = 0;
        rd.output_buffer_size = g_rout.size;
        rd.count_buffer = g_rcnt.buf;
        rd.count_offset = 0;
        rd.count_buffer_size = 16;
        memset(&wd, 0, sizeof wd);
        wd.op = VKR_OP_XOR;
        wd.type = VKR_TYPE_U32;
        wd.rows = 100;
        wd.row_length = 300;
        wd.row_stride = 301;
        wd.input = g_rin.buf;
        wd.input_offset = 4;
        wd.input_buffer_size = g_rin.size;
        wd.output = g_rout.buf;
        wd.output_offset = A;
        wd.output_buffer_size = g_rout.size;
        wd.count_buffer = g_rcnt.buf;
        wd.count_offset = 4;
        wd.count_buffer_size = 16;
        wd2 = wd;
        wd2.op = VKR_OP_MAX;
        wd2.rows = 64;
        wd2.row_length = 1000;
        wd2.row_stride = 0;
        wd2.output_offset = 2 * A;
        wd2.count_offset = 8;
        memset(&sd, 0, sizeof sd);
        sd.op = VKR_OP_MIN;
        sd.type = VKR_TYPE_U32;
        sd.segments = 100;
        sd.input = g_rin.buf;
        sd.input_offset = 0;
        sd.input_buffer_size = g_rin.size;
        sd.input_count = n;
        sd.offsets = g_roff.buf;
        sd.offsets_buffer_size = g_roff.size;
        sd.output = g_rout.buf;
        sd.output_offset = 3 * A;
        sd.output_buffer_size = g_rout.size;
        sd.count_buffer = g_rcnt.buf;
        sd.count_offset = 12;
        sd.count_buffer_size = 16;
        cmd_begin(&g_dev);
        r1 = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
        r2 = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd);
        r3 = vkr_cmd_reduce_rows(g_ctx, g_dev.cmd, &wd2);
        r4 = vkr_cmd_reduce_segments(g_ctx, g_dev.cmd, &sd);
        cmd_barrier_to_host(&g_dev);
        if (cmd_submit_wait(&g_dev) &&
            check(r1 == VK_SUCCESS && r2 == VK_SUCCESS && r3 == VK_SUCCESS && r4 == VK_SUCCESS, "engine batch: %d %d %d %d: %s",
                  (int)r1, (int)r2, (int)r3, (int)r4, lerr(g_ctx))) {
            reference(VKR_OP_ADD, VKR_TYPE_U32, g_rin.map, 7777, 256, 0, &ref);
            ok &= rows_match(VKR_TYPE_U32, getb(g_rout.map, 0, VKR_TYPE_U32), &ref, why, sizeof why);
            for (s = 0; s < 100 && ok; s++) {
                reference(VKR_OP_XOR, VKR_TYPE_U32, g_rin.map + 4 + s * 301 * 4, 300, 256, 0, &ref);
                ok &= s < 90 ? rows_match(VKR_TYPE_U32, getb(g_rout.map + A, s, VKR_TYPE_U32), &ref, why, sizeof why)
                             : sentinel_ok(g_rout.map + A + 4 * s, 4);
            }
            for (s = 0; s < 64 && ok; s++) {
                reference(VKR_OP_MAX, VKR_TYPE_U32, g_rin.map + 4 + s * 1000 * 4, 1000, 256, 0, &ref);
                ok &= rows_match(VKR_TYPE_U32, getb(g_rout.map + 2 * A, s, VKR_TYPE_U32), &ref, why, sizeof why);
            }
            for (s = 0; s < 100 && ok; s++) {
                reference(VKR_OP_MIN, VKR_TYPE_U32, g_rin.map + 4 * off[s], off[s + 1] - off[s], 256, 0, &ref);
                ok &= s < 60 ? rows_match(VKR_TYPE_U32, getb(g_rout.map + 3 * A, s, VKR_TYPE_U32), &ref, why, sizeof why)
                             : sentinel_ok(g_rout.map + 3 * A + 4 * s, 4);
            }
            check(ok, "engine batch (reduce + rows + rows + segments, shared buffers): wrong result (%s)", why);
        }
    }
    free(off);
}

/* bad input: a VkResult and a message naming the argument, nothing recorded */
static void group_rows_bad(void)
{
    vkr_rows_desc w, w0;
    vkr_segments_desc s, s0;
    vkr_reduce_desc rd;
    VkCommandBuffer cmd = g_dev.cmd;
    double b;
    if (!rows_buffers()) return;
    memset(&w0, 0, sizeof w0);
    w0.op = VKR_OP_ADD;
    w0.type = VKR_TYPE_F32;
    w0.rows = 10;
    w0.row_length = 100;
    w0.input = g_rin.buf;
    w0.input_buffer_size = 4000;
    w0.output = g_rout.buf;
    w0.output_buffer_size = 40;
    memset(&s0, 0, sizeof s0);
    s0.op = VKR_OP_ADD;
    s0.type = VKR_TYPE_U32;
    s0.segments = 10;
    s0.input = g_rin.buf;
    s0.input_buffer_size = 4000;
    s0.input_count = 1000;
    s0.offsets = g_roff.buf;
    s0.offsets_buffer_size = 44;
    s0.output = g_rout.buf;
    s0.output_buffer_size = 40;
    where("rows bad-input calls");
    cmd_begin(&g_dev);
#define BADW(stmt, want, words, what)                                                         \
    do {                                                                                       \
        w = w0;                                                                                \
        stmt;                                                                                  \
        expect_fail(vkr_cmd_reduce_rows(g_ctx, cmd, &w), want, g_ctx, words, what);            \
    } while (0)
#define BADS(stmt, want, words, what)                                                         \
    do {                                                                                       \
        s = s0;                                                                                \
        stmt;                                                                                  \
        expect_fail(vkr_cmd_reduce_segments(g_ctx, cmd, &s), want, g_ctx, words, what);        \
    } while (0)
    /* the good descs are good (recorded, then the command buffer is submitted below) */
    /* input words written (memcheck sees the jitted shader read them), the output poisoned:
       after the submit below both good calls must have written zeros (rows of zeros, then the
       same 40 bytes as 10 empty segments); the barrier between them orders their writes */
    memset(g_rin.map, 0, 4000);
    memset(g_rout.map, 0xff, 40);
    memset(g_roff.map, 0, 44);
    check(vkr_cmd_reduce_rows(g_ctx, cmd, &w0) == VK_SUCCESS, "good rows desc: %s", lerr(g_ctx));
    cmd_barrier_compute(&g_dev);
    check(vkr_cmd_reduce_segments(g_ctx, cmd, &s0) == VK_SUCCESS, "good segments desc: %s", lerr(g_ctx));
    BADW(w.row_stride = 99, VK_ERROR_VALIDATION_FAILED_EXT, "row_stride|row_length", "row_stride < row_length");
    BADW(w.input_buffer_size = 3996, VK_ERROR_VALIDATION_FAILED_EXT, "input_buffer_size", "input too small for the rows");
    BADW(w.row_stride = 101, VK_ERROR_VALIDATION_FAILED_EXT, "input_buffer_size", "input too small with the stride");
    BADW(w.output_buffer_size = 36, VK_ERROR_VALIDATION_FAILED_EXT, "output_buffer_size", "output too small");
    BADW(w.output_stride = 2, VK_ERROR_VALIDATION_FAILED_EXT, "output_buffer_size", "output too small for output_stride");
    BADW(w.output_offset = 2, VK_ERROR_VALIDATION_FAILED_EXT, "output_offset", "output_offset misaligned");
    BADW(w.input_offset = 6, VK_ERROR_VALIDATION_FAILED_EXT, "input_offset", "input_offset misaligned");
    BADW(w.input = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "input", "input null");
    BADW(w.output = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "output", "output null");
    BADW(w.rows = 0x100000000ull, VK_ERROR_VALIDATION_FAILED_EXT, "rows", "rows 2^32");
    BADW((w.rows = 3, w.row_length = 0x80000000ull), VK_ERROR_VALIDATION_FAILED_EXT, "rows|row_stride", "span past 2^32 elements");
    BADW(w.flags = 1u << 30, VK_ERROR_VALIDATION_FAILED_EXT, "flags", "unknown flags");
    BADW(w.op = VKR_OP_AND, VK_ERROR_FORMAT_NOT_SUPPORTED, "and|f32", "and on f32");
    BADW(w.op = VKR_OP_NONE, VK_ERROR_VALIDATION_FAILED_EXT, "op", "op NONE");
    BADW(w.type = (vkr_type)99, VK_ERROR_VALIDATION_FAILED_EXT, "type", "type 99");
    BADW((w.count_buffer = g_rcnt.buf, w.count_offset = 2, w.count_buffer_size = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "count_offset", "count buffer misaligned");
    BADW((w.count_buffer = g_rcnt.buf, w.count_offset = 16, w.count_buffer_size = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "count_offset|count_buffer_size", "count word past the count buffer");
    BADW((w.count_buffer = g_rcnt.buf, w.count_buffer_size = 0), VK_ERROR_VALIDATION_FAILED_EXT, "count_buffer_size",
         "count_buffer_size 0");
    BADW((w.scratch = g_rcnt.buf, w.scratch_buffer_size = 16), VK_ERROR_VALIDATION_FAILED_EXT, "scratch", "scratch too small");
    BADS(s.offsets_buffer_size = 40, VK_ERROR_VALIDATION_FAILED_EXT, "offsets_buffer_size", "offsets buffer too small");
    BADS(s.offsets_offset = 4, VK_ERROR_VALIDATION_FAILED_EXT, "offsets", "offsets past the buffer by the offset");
    BADS((s.offsets_offset = 2, s.offsets_buffer_size = 64), VK_ERROR_VALIDATION_FAILED_EXT, "offsets_offset", "offsets misaligned");
    BADS(s.offsets = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "offsets", "offsets null");
    BADS((s.offsets_64bit = VK_TRUE, s.offsets_buffer_size = 88, s.offsets_offset = 4), VK_ERROR_VALIDATION_FAILED_EXT,
         "offsets_offset", "64-bit offsets at a multiple of 4 only");
    BADS((s.offsets_64bit = VK_TRUE, s.offsets_buffer_size = 87), VK_ERROR_VALIDATION_FAILED_EXT, "offsets_buffer_size",
         "64-bit offsets: buffer too small");
    BADS(s.offsets_64bit = 2, VK_ERROR_VALIDATION_FAILED_EXT, "offsets_64bit", "offsets_64bit 2");
    BADS(s.input_count = 1001, VK_ERROR_VALIDATION_FAILED_EXT, "input_buffer_size", "input_count past the input");
    BADS(s.input_count = 0x100000000ull, VK_ERROR_VALIDATION_FAILED_EXT, "input_count", "input_count 2^32");
    BADS(s.output_buffer_size = 39, VK_ERROR_VALIDATION_FAILED_EXT, "output", "segments output too small");
    BADS((s.count_buffer = g_rcnt.buf, s.count_offset = 1, s.count_buffer_size = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "count_offset", "segments count misaligned");
    if (!skip64(g_ctx, g_info.enabled_features, VKR_OP_ADD, VKR_TYPE_F64)) /* --no-64bit: refused first */
        BADS((s.type = VKR_TYPE_F64, s.output_buffer_size = 80), VK_ERROR_VALIDATION_FAILED_EXT, "input_buffer_size",
             "f64: 1000 elements past 4000 bytes");
    /* what rows and segments take: not the arg ops, transform-reduces or compensated sums */
    BADW(w.op = VKR_OP_ARGMIN, VK_ERROR_FEATURE_NOT_PRESENT, "argmin", "rows: argmin");
    BADW(w.op = VKR_OP_MINMAX, VK_ERROR_FEATURE_NOT_PRESENT, "minmax", "rows: minmax");
    BADW(w.op = VKR_OP_DOT, VK_ERROR_FORMAT_NOT_SUPPORTED, "dot", "rows: dot");
    BADW(w.op = VKR_OP_NORM2, VK_ERROR_FORMAT_NOT_SUPPORTED, "norm2", "rows: norm2");
    BADW(w.flags = VKR_REDUCE_COMPENSATED, VK_ERROR_FORMAT_NOT_SUPPORTED, "compensated", "rows: compensated");
    BADW(w.type = VKR_TYPE_F16, VK_ERROR_FORMAT_NOT_SUPPORTED, "f16", "rows: f16 input");
    BADS(s.op = VKR_OP_ARGMAX, VK_ERROR_FEATURE_NOT_PRESENT, "argmax", "segments: argmax");
    BADS(s.op = VKR_OP_SUM_SQUARES, VK_ERROR_FORMAT_NOT_SUPPORTED, "sum_squares", "segments: sum_squares");
    /* the results share no byte with the input, the offsets, the count word or the scratch region */
    BADW((w.output = g_rin.buf, w.output_buffer_size = 4000, w.output_offset = 400), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|input", "rows: results inside the input");
    BADW((w.output = g_rin.buf, w.output_buffer_size = g_rin.size, w.output_offset = 3996, w.input_offset = 4,
          w.input_buffer_size = 4004), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|output|input", "rows: a result on the last input element");
    BADW((w.count_buffer = g_rout.buf, w.count_offset = 36, w.count_buffer_size = 40), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|count_buffer", "rows: the count word among the results");
    BADW((w.scratch = g_rin.buf, w.scratch_buffer_size = g_rin.size), VK_ERROR_VALIDATION_FAILED_EXT, "&overlap|scratch|input",
         "rows: the input inside the scratch region");
    BADS((s.output = g_roff.buf, s.output_buffer_size = 44, s.output_offset = 4), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|offsets", "segments: results over the offsets");
    BADS((s.output = g_rin.buf, s.output_buffer_size = 4000, s.output_offset = 3960), VK_ERROR_VALIDATION_FAILED_EXT,
         "&overlap|output|input", "segments: results inside the input");
    /* 0 rows / segments record nothing and write nothing, whatever the output can hold (as a scan of 0) */
    w = w0;
    w.rows = 0;
    w.output_offset = 40;
    w.output_buffer_size = 40;
    check(vkr_cmd_reduce_rows(g_ctx, cmd, &w) == VK_SUCCESS, "rows 0 with an output that holds no element: %s", lerr(g_ctx));
    s = s0;
    s.segments = 0;
    s.output_offset = 40;
    s.output_buffer_size = 40;
    check(vkr_cmd_reduce_segments(g_ctx, cmd, &s) == VK_SUCCESS, "segments 0 with an output that holds no element: %s",
          lerr(g_ctx));
    expect_fail(vkr_cmd_reduce_rows(g_ctx, cmd, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc", "rows desc NULL");
    expect_fail(vkr_cmd_reduce_rows(g_ctx, NULL, &w0), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "cmd", "rows cmd NULL");
    expect_fail(vkr_cmd_reduce_segments(g_ctx, cmd, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "desc", "segments desc NULL");
    expect_fail(vkr_cmd_reduce_rows(NULL, cmd, &w0), VK_ERROR_VALIDATION_FAILED_EXT, NULL, NULL, "rows ctx NULL");
    /* plain reduce with a count buffer */
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_U32;
    rd.count = 100;
    rd.input = g_rin.buf;
    rd.input_buffer_size = g_rin.size;
    rd.output = g_rout.buf;
    rd.output_buffer_size = 64;
    rd.count_buffer = g_rcnt.buf;
    rd.count_offset = 6;
    rd.count_buffer_size = 16;
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "count_offset", "reduce: count misaligned");
    rd.count_offset = 16;
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "count_buffer_size",
                "reduce: count word past the buffer");
    rd.count_offset = 0;
    rd.count = 0x100000000ull;
    rd.input_buffer_size = 0x400000000ull; /* a claimed size: the bound check comes first */
    expect_fail(vkr_cmd_reduce(g_ctx, cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "count", "reduce: bound 2^32 with a count buffer");
    cmd_barrier_to_host(&g_dev);
    if (cmd_submit_wait(&g_dev)) {
        static const unsigned char zeros[40] = {0};
        check(memcmp(g_rout.map, zeros, 40) == 0, "good rows + segments descs: the 40 output bytes are not all zero");
    }
    /* the error bound: NULL, and a sane value */
    expect_fail(vkr_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 1, 10, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "bound",
                "vkr_rows_error_bound(bound NULL)");
    b = -1;
    check(vkr_rows_error_bound(g_ctx, VKR_OP_ADD, VKR_TYPE_F32, 1000, 1024, &b) == VK_SUCCESS && b > 0 && b < 1e-4,
          "vkr_rows_error_bound(f32 add, 1000 x 1024) = %g", b);
    b = -1;
    check(vkr_rows_error_bound(g_ctx, VKR_OP_MAX, VKR_TYPE_F32, 1000, 1024, &b) == VK_SUCCESS && b == 0,
          "vkr_rows_error_bound(f32 max) = %g, want 0", b);
#undef BADW
#undef BADS
}

/* prototype mode: vkr_reduce_rows / vkr_reduce_segments on host arrays, every op x type,
   validation on; then the buffers of the rows groups go */
static void group_rows_proto(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    vkr_context_info info;
    unsigned char *data = (unsigned char *)malloc(8 * 70000), *res = (unsigned char *)malloc(8 * 1001);
    uint32_t *off = (uint32_t *)malloc(4 * 1001);
    uint64_t *begin = (uint64_t *)malloc(8 * 1001), *len = (uint64_t *)malloc(8 * 1001);
    int i, j;
    VkResult r;
    rows_buffers_free();
    if (!data || !res || !off || !begin || !len) return;
    memset(&pd, 0, sizeof pd);
    pd.validation = g_validation ? VK_TRUE : VK_FALSE;
    pd.log = test_log;
    pd.binding = g_force_binding;
    pd.path = g_opt.path;
    g_log_validation = 0;
    where("vkr_create_prototype_context (rows)");
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "vkr_create_prototype_context: %d", (int)r)) goto done;
    for (j = 0; j < 6; j++)
        for (i = 0; i < 7; i++) {
            vkr_op op = k_ops[i];
            vkr_type t = k_types[j];
            uint64_t rows = 30, L = 1000, st = 1003, s, n;
            unsigned char *out;
            if (!op_exists(op, t) || vkr_supports(c, op, t) != VK_SUCCESS) {
                if (op_exists(op, t)) skip("prototype rows: %s %s not supported: %s", opn(op), tyn(t), lerr(c));
                continue;
            }
            where("prototype rows %s %s", opn(op), tyn(t));
            gen(data, t, 70000, default_dist(op, t), next_seed());
            out = res + 64;
            memset(res, SENTINEL, 8 * 1001);
            r = vkr_reduce_rows(c, op, t, data, rows, L, st, out);
            if (check(r == VK_SUCCESS, "vkr_reduce_rows %s %s: %d %s", opn(op), tyn(t), (int)r, lerr(c))) {
                for (s = 0; s < rows; s++) {
                    begin[s] = s * st;
                    len[s] = L;
                }
                rows_verify("prototype rows 30 x 1000 stride 1003", c, op, t, data, begin, len, rows, rows, out, 1, 1, rows);
            }
            where("prototype segments %s %s", opn(op), tyn(t));
            n = rows_random_offsets(off, 200, 300, 6);
            memset(res, SENTINEL, 8 * 1001);
            r = vkr_reduce_segments(c, op, t, data, n, off, 200, out);
            if (check(r == VK_SUCCESS, "vkr_reduce_segments %s %s: %d %s", opn(op), tyn(t), (int)r, lerr(c))) {
                for (s = 0; s < 200; s++) {
                    begin[s] = off[s];
                    len[s] = off[s + 1] - off[s];
                }
                rows_verify("prototype segments 200", c, op, t, data, begin, len, 200, 200, out, 1, 0, 0);
            }
        }
    /* bad input names the prototype function and the argument */
    expect_fail(vkr_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, data, 3, 10, 9, res), VK_ERROR_VALIDATION_FAILED_EXT, c,
                "vkr_reduce_rows|row_stride", "vkr_reduce_rows(stride < length)");
    expect_fail(vkr_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, NULL, 3, 10, 0, res), VK_ERROR_VALIDATION_FAILED_EXT, c,
                "vkr_reduce_rows|data", "vkr_reduce_rows(data NULL)");
    expect_fail(vkr_reduce_segments(c, VKR_OP_ADD, VKR_TYPE_F32, data, 10, NULL, 3, res), VK_ERROR_VALIDATION_FAILED_EXT, c,
                "vkr_reduce_segments|offsets", "vkr_reduce_segments(offsets NULL)");
    expect_fail(vkr_reduce_segments(c, VKR_OP_XOR, VKR_TYPE_F32, data, 10, off, 3, res), VK_ERROR_FORMAT_NOT_SUPPORTED, c,
                "xor|f32", "vkr_reduce_segments(xor f32)");
    check(vkr_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, NULL, 0, 10, 0, NULL) == VK_SUCCESS, "vkr_reduce_rows(0 rows): %s", lerr(c));
    if (context_info(c, &info))
        check(info.validation_messages == 0 && g_log_validation == 0, "prototype rows: %llu validation messages",
              (unsigned long long)info.validation_messages);
done:
    vkr_destroy_context(c);
    free(data);
    free(res);
    free(off);
    free(begin);
    free(len);
}

/* ------------------------------------------------------------------------------------------ */
/* argmin / argmax / minmax (VKR_OP_ARGMIN, VKR_OP_ARGMAX, VKR_OP_MINMAX)                       */
/* ------------------------------------------------------------------------------------------ */

/* The reference, written from the documented rule (not from the kernel's ranks): the first
   NaN wins; else the smallest (argmin) / largest (argmax) value, -0.0 < +0.0, and the first
   index among equal values. Returns the index (UINT64_MAX for n == 0) and the value bits
   (canonical NaN for a NaN, the op's identity for n == 0). */
static int arg_better(vkr_type t, uint64_t a, uint64_t b, int maxdir) /* a strictly before b? */
{
    if (tfloat(t)) {
        long double x, y;
        int an = b_isnan(t, a), bn = b_isnan(t, b);
        if (an || bn) return an && !bn;
        x = fval(t, a);
        y = fval(t, b);
        if (x == y && x == 0) { /* zeros: the sign decides (-0 < +0) */
            int as = (a & b_sign(t)) != 0, bs = (b & b_sign(t)) != 0;
            return maxdir ? (!as && bs) : (as && !bs);
        }
        return maxdir ? x > y : x < y;
    }
    if (tsigned(t)) return maxdir ? sext(t, a) > sext(t, b) : sext(t, a) < sext(t, b);
    return maxdir ? a > b : a < b;
}

static void arg_reference(vkr_type t, const void *data, uint64_t n, int maxdir, uint64_t *bits, uint64_t *index)
{
    uint64_t i, best = 0;
    if (!n) {
        *index = UINT64_MAX;
        *bits = identity_bits(maxdir ? VKR_OP_MAX : VKR_OP_MIN, t);
        return;
    }
    for (i = 1; i < n; i++)
        if (arg_better(t, getb(data, i, t), getb(data, best, t), maxdir)) best = i;
    *index = best;
    *bits = getb(data, best, t);
    if (tfloat(t) && b_isnan(t, *bits)) *bits = b_qnan(t);
}

typedef struct argjob_t {
    vkr_op op;
    vkr_type t;
    uint64_t n;
    VkDeviceSize in_off, out_off;
    uint64_t want_bits[2], want_index[2];
    const char *data;
    uint64_t seed;
    int recorded;
    int values_only; /* VKR_REDUCE_VALUES_ONLY: the same value bits, index UINT64_MAX */
} argjob_t;

/* arg_add gives its jobs VKR_REDUCE_VALUES_ONLY while this is set */
static int g_arg_values_only;

#define ARG_MAX_JOBS 256
static argjob_t g_argjobs[ARG_MAX_JOBS];
static int g_nargjobs;
static const VkDeviceSize k_arg_out_off[3] = {0, 8, 24};

static const char *arg_data_names[] = {"random", "small-range", "all-equal", "dup-min", "dup-max", "nan", "signed-zeros",
                                       "inf", "extremes", "descending"};
enum { AD_RANDOM, AD_SMALL, AD_EQUAL, AD_DUPMIN, AD_DUPMAX, AD_NAN, AD_ZEROS, AD_INF, AD_EXTREMES, AD_DESC, AD_COUNT };

/* Fills n elements of data set d. */
static void arg_fill(vkr_type t, unsigned char *p, uint64_t n, int d, uint64_t seed)
{
    rng_t r;
    uint64_t i, k;
    r.s = seed | 1;
    for (i = 0; i < n; i++) {
        uint64_t b;
        switch (d) {
        case AD_RANDOM: b = tfloat(t) ? fbits(t, (long double)(int64_t)rbelow(&r, 2000001) - 1000000.0L) : rnext(&r) & tmask(t); break;
        case AD_SMALL: b = tfloat(t) ? fbits(t, (long double)rbelow(&r, 7) - 3.0L) : rbelow(&r, 5) & tmask(t); break;
        case AD_EQUAL: b = tfloat(t) ? fbits(t, 2.5L) : 42; break;
        case AD_DUPMIN: case AD_DUPMAX: b = tfloat(t) ? fbits(t, (long double)(10 + rbelow(&r, 1000))) : 10 + rbelow(&r, 1000); break;
        case AD_ZEROS: b = tfloat(t) ? (rbelow(&r, 2) ? b_sign(t) : 0) : rbelow(&r, 2); break;
        case AD_INF: b = tfloat(t) ? (rbelow(&r, 3) == 0 ? b_inf(t) : rbelow(&r, 2) ? (b_inf(t) | b_sign(t)) : fbits(t, 1.0L))
                                   : rbelow(&r, 2) ? (tsigned(t) ? (tmask(t) >> 1) : tmask(t)) : (tsigned(t) ? (1ull << (tbits(t) - 1)) : 0);
            break;
        case AD_EXTREMES: {
            static const long double fv[4] = {1e30L, -1e30L, 1e-30L, -1e-30L};
            uint64_t ib[4];
            ib[0] = tmask(t) >> 1;
            ib[1] = (tmask(t) >> 1) + 1;
            ib[2] = tmask(t);
            ib[3] = 0;
            k = rbelow(&r, 4);
            b = tfloat(t) ? fbits(t, fv[k] * (t == VKR_TYPE_F32 ? 1.0L : 1e200L)) : ib[k];
            break;
        }
        case AD_DESC: b = tfloat(t) ? fbits(t, (long double)(n - i)) : (n - i) & tmask(t); break;
        default: b = tfloat(t) ? fbits(t, (long double)rbelow(&r, 100)) : rbelow(&r, 100); break; /* AD_NAN base */
        }
        putb(p, i, t, b);
    }
    if (!n) return;
    if (d == AD_DUPMIN || d == AD_DUPMAX) { /* the extreme at 3 positions: the first must win */
        uint64_t v = tfloat(t) ? fbits(t, d == AD_DUPMIN ? 1.0L : 5000.0L) : (d == AD_DUPMIN ? 1 : 5000);
        for (k = 0; k < 3; k++) putb(p, rbelow(&r, n), t, v);
    }
    if (d == AD_NAN && tfloat(t)) { /* NaNs of different signs and payloads; the first wins */
        uint64_t q = b_qnan(t);
        putb(p, rbelow(&r, n), t, q | b_sign(t) | 5);
        putb(p, rbelow(&r, n), t, q | 3);
        putb(p, rbelow(&r, n), t, b_inf(t) | 1); /* signalling payload */
        putb(p, rbelow(&r, n), t, b_inf(t) | b_sign(t));
    }
}

static void arg_add(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n, unsigned k, int d)
{
    argjob_t *j;
    unsigned char *p;
    VkDeviceSize off;
    uint64_t poison;
    if (g_nargjobs >= ARG_MAX_JOBS) {
        check(0, "internal: too many argmin jobs");
        return;
    }
    if (skip64(b->ctx, b->features, op, t)) return;
    /* poison that would win if read: a NaN, or the extreme of the op's direction */
    poison = tfloat(t) ? b_qnan(t) : op == VKR_OP_ARGMAX ? (tsigned(t) ? (tmask(t) >> 1) : tmask(t))
                                                         : (tsigned(t) ? (1ull << (tbits(t) - 1)) : 0);
    p = arena_region(a, t, n, k, poison, &off);
    if (!p) {
        check(0, "internal: argmin arena full (%s n=%llu)", tyn(t), (unsigned long long)n);
        return;
    }
    j = &g_argjobs[g_nargjobs];
    memset(j, 0, sizeof *j);
    j->op = op;
    j->t = t;
    j->n = n;
    j->in_off = off;
    j->out_off = (VkDeviceSize)g_nargjobs * SLOT_BYTES + k_arg_out_off[g_nargjobs % 3];
    j->data = arg_data_names[d];
    j->values_only = g_arg_values_only;
    j->seed = next_seed();
    arg_fill(t, p, n, d, j->seed);
    arg_reference(t, p, n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
    if (op == VKR_OP_MINMAX) arg_reference(t, p, n, 1, &j->want_bits[1], &j->want_index[1]);
    g_nargjobs++;
}

/* Records every job into one command buffer, runs it, checks each result (value bits, zero
   padding, index) and that no other output byte changed. */
static void arg_run(batch_t *b, arena_t *a, const char *what)
{
    tdev *d = b->d;
    int i, h;
    VkDeviceSize k;
    memset(b->out->map, SENTINEL, (size_t)b->out->size);
    cmd_begin(d);
    for (i = 0; i < g_nargjobs; i++) {
        argjob_t *j = &g_argjobs[i];
        vkr_reduce_desc rd;
        VkResult r;
        memset(&rd, 0, sizeof rd);
        rd.op = j->op;
        rd.type = j->t;
        rd.count = j->n;
        rd.input = a->b->buf;
        rd.input_offset = j->in_off;
        rd.input_buffer_size = a->b->size;
        rd.output = b->out->buf;
        rd.output_offset = j->out_off;
        rd.output_buffer_size = b->out->size;
        rd.flags = j->values_only ? VKR_REDUCE_VALUES_ONLY : 0;
        where("%s: recording %s %s n=%llu", what, opn(j->op), tyn(j->t), (unsigned long long)j->n);
        r = vkr_cmd_reduce(b->ctx, d->cmd, &rd);
        j->recorded = r == VK_SUCCESS;
        check(j->recorded, "%s: vkr_cmd_reduce(%s %s n=%llu) = %d %s", what, opn(j->op), tyn(j->t), (unsigned long long)j->n,
              (int)r, lerr(b->ctx));
    }
    cmd_barrier_to_host(d);
    where("%s: executing %d argmin jobs", what, g_nargjobs);
    if (cmd_submit_wait(d)) {
        for (i = 0; i < g_nargjobs; i++) {
            argjob_t *j = &g_argjobs[i];
            unsigned char *p = b->out->map + j->out_off;
            size_t rs = vkr_result_size(j->op, j->t);
            if (!j->recorded) continue;
            for (h = 0; h < (j->op == VKR_OP_MINMAX ? 2 : 1); h++) {
                vkr_arg_result res;
                char e[64], g[64];
                uint64_t pad;
                memcpy(&res, p + 16 * h, sizeof res);
                pad = tsz(j->t) == 4 ? res.value.u64 >> 32 : 0;
                fmt_val(e, sizeof e, j->t, j->want_bits[h]);
                fmt_val(g, sizeof g, j->t, res.value.u64 & tmask(j->t));
                const uint64_t want_index = j->values_only ? UINT64_MAX : j->want_index[h];
                check((res.value.u64 & tmask(j->t)) == j->want_bits[h] && res.index == want_index && pad == 0,
                      "%s: %s%s%s %s n=%llu in_off=%llu out_off=%llu data=%s seed=0x%016llx: want %s at %llu, got %s at %llu (pad 0x%llx)",
                      what, opn(j->op), j->op == VKR_OP_MINMAX ? (h ? ".max" : ".min") : "", j->values_only ? " values-only" : "",
                      tyn(j->t), (unsigned long long)j->n, (unsigned long long)j->in_off, (unsigned long long)j->out_off, j->data,
                      (unsigned long long)j->seed, e, (unsigned long long)want_index, g, (unsigned long long)res.index,
                      (unsigned long long)pad);
            }
            memset(p, SENTINEL, rs);
        }
        for (k = 0; k < b->out->size; k++)
            if (b->out->map[k] != SENTINEL) break;
        check(k == b->out->size, "%s: output byte %llu outside every result was written", what, (unsigned long long)k);
    }
    g_nargjobs = 0;
    arena_init(a, a->b);
}

static const vkr_op k_arg_ops[3] = {VKR_OP_ARGMIN, VKR_OP_ARGMAX, VKR_OP_MINMAX};

/* Every type x op at the edge sizes and data sets, on context c; `light`: fewer sizes. */
static void arg_exercise(vkr_context c, const char *what, int light)
{
    batch_t b;
    arena_t a;
    vkr_context_info info;
    uint64_t sizes[40];
    int ns = 0, ti, oi, si, d;
    uint32_t S, W, Wm;
    uint64_t single, big;
    if (!context_info(c, &info)) return;
    batch_init(&b, &g_dev, c, &g_out);
    arena_init(&a, &g_in);
    S = info.subgroup_size ? info.subgroup_size : 4;
    W = info.workgroup_size;
    Wm = info.mid_workgroup_size;
    for (ti = 0; ti < 6; ti++) {
        vkr_type t = k_types[ti];
        uint64_t vn = 16 / tsz(t);
        ns = 0;
        single = (uint64_t)W * vn * 16; /* the largest one-workgroup count (kernel_io: 4 x 4 vectors per invocation) */
        big = (g_in.size / 4) / tsz(t);
        sizes[ns++] = 0;
        sizes[ns++] = 1;
        sizes[ns++] = 2;
        sizes[ns++] = 5;
        sizes[ns++] = S - 1;
        sizes[ns++] = S + 1;
        sizes[ns++] = W * vn - 1;
        sizes[ns++] = W * vn + 1;
        sizes[ns++] = single + 1;     /* several workgroups of mid_workgroup_size */
        sizes[ns++] = big < 1000003 ? big : 1000003; /* many partials */
        if (!light) {
            sizes[ns++] = 3;
            sizes[ns++] = S;
            sizes[ns++] = W - 1;
            sizes[ns++] = W + 1;
            sizes[ns++] = single;
            sizes[ns++] = (uint64_t)Wm * vn * 32 * 5 + 7;
        }
        for (oi = 0; oi < 3; oi++) {
            vkr_op op = k_arg_ops[oi];
            for (si = 0; si < ns; si++) {
                int dd = si % AD_COUNT;
                if (dd == AD_NAN && !tfloat(t)) dd = AD_RANDOM;
                arg_add(&b, &a, op, t, sizes[si], (unsigned)(si % 4) * (si % 2 ? 1u : 0u) + (si % 3 == 2 ? 3u : 0u), dd);
                if (a.cur > g_in.size / 2 || g_nargjobs > ARG_MAX_JOBS - 8) arg_run(&b, &a, what);
            }
            /* every data set at a mid size, offsets 0/1/3/7 */
            for (d = 0; d < AD_COUNT; d++) {
                if (d == AD_NAN && !tfloat(t)) continue;
                if (light && d % 2) continue;
                arg_add(&b, &a, op, t, 100 + (uint64_t)d * 37, k_offsets[d % 4], d);
                arg_add(&b, &a, op, t, single + 1 + (uint64_t)d, k_offsets[(d + 1) % 4], d);
            }
            if (a.cur > g_in.size / 2 || g_nargjobs > ARG_MAX_JOBS - 32) arg_run(&b, &a, what);
        }
    }
    if (g_nargjobs) arg_run(&b, &a, what);
}

/* Hand-made cases: exact positions of ties, NaNs, zeros and infinities. */
static void arg_cases(vkr_context c)
{
    batch_t b;
    arena_t a;
    vkr_context_info info;
    int ti, oi;
    if (!context_info(c, &info)) return;
    batch_init(&b, &g_dev, c, &g_out);
    arena_init(&a, &g_in);
    for (ti = 0; ti < 6; ti++) {
        vkr_type t = k_types[ti];
        for (oi = 0; oi < 3; oi++) {
            vkr_op op = k_arg_ops[oi];
            uint64_t n = 3000, pos;
            static const uint64_t nanpos[3] = {0, 1777, 2999};
            int q;
            if (a.cur > g_in.size / 4 || g_nargjobs > ARG_MAX_JOBS - 16) arg_run(&b, &a, "cases"); /* room for this round */
            /* all equal: index 0 */
            arg_add(&b, &a, op, t, n, 0, AD_EQUAL);
            arg_add(&b, &a, op, t, 1, 1, AD_EQUAL);
            if (skip64(c, info.enabled_features, op, t)) continue;
            /* all the worst value of the op's direction (the kernel's start rank for integers:
               UINT_MAX / INT_MAX for argmin, 0 / INT_MIN for argmax): index 0; then one better
               element at the end, or at 1 */
            for (q = 0; q < 3; q++) {
                arg_add(&b, &a, op, t, q == 2 ? 70001 : n, q == 1 ? 3u : 0u, AD_EQUAL);
                if (g_nargjobs) {
                    argjob_t *j = &g_argjobs[g_nargjobs - 1];
                    unsigned char *p = g_in.map + j->in_off;
                    const uint64_t worst = identity_bits(op == VKR_OP_ARGMAX ? VKR_OP_MAX : VKR_OP_MIN, t);
                    const uint64_t better = tfloat(t) ? fbits(t, 0.0L) : tsigned(t) ? 0 : (op == VKR_OP_ARGMAX ? 1 : 7);
                    for (pos = 0; pos < j->n; pos++) putb(p, pos, t, worst);
                    if (q == 1) putb(p, j->n - 1, t, better);
                    if (q == 2) putb(p, 1, t, better);
                    j->data = q == 0 ? "all the worst value" : q == 1 ? "worst, one better last" : "worst, one better at 1";
                    arg_reference(t, p, j->n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
                    if (op == VKR_OP_MINMAX) arg_reference(t, p, j->n, 1, &j->want_bits[1], &j->want_index[1]);
                    check(j->want_index[0] == (q == 0 ? 0 : q == 1 ? j->n - 1 : 1), "internal: worst-value reference");
                }
            }
            if (!tfloat(t)) continue;
            /* one NaN at the start, middle, end (the rest small numbers); then two NaNs */
            for (q = 0; q < 3; q++) {
                arg_add(&b, &a, op, t, n, 0, AD_SMALL);
                if (g_nargjobs) {
                    argjob_t *j = &g_argjobs[g_nargjobs - 1];
                    unsigned char *p = g_in.map + j->in_off;
                    putb(p, nanpos[q], t, b_qnan(t) | b_sign(t));
                    if (q == 1) putb(p, 2500, t, b_qnan(t) | 1);
                    j->data = q == 0 ? "NaN at 0" : q == 1 ? "-NaN at 1777, NaN at 2500" : "NaN last";
                    arg_reference(t, p, n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
                    if (op == VKR_OP_MINMAX) arg_reference(t, p, n, 1, &j->want_bits[1], &j->want_index[1]);
                    check(j->want_index[0] == nanpos[q] && j->want_bits[0] == b_qnan(t), "internal: NaN reference");
                }
            }
            /* zeros: +0 then -0 (argmin: the -0), -0 then +0 (argmax: the +0) */
            for (q = 0; q < 2; q++) {
                arg_add(&b, &a, op, t, n, 0, AD_EQUAL);
                if (g_nargjobs) {
                    argjob_t *j = &g_argjobs[g_nargjobs - 1];
                    unsigned char *p = g_in.map + j->in_off;
                    for (pos = 0; pos < n; pos++) putb(p, pos, t, pos < 1000 ? (q ? b_sign(t) : 0) : (q ? 0 : b_sign(t)));
                    j->data = q ? "-0 x1000 then +0" : "+0 x1000 then -0";
                    arg_reference(t, p, n, op == VKR_OP_ARGMAX, &j->want_bits[0], &j->want_index[0]);
                    if (op == VKR_OP_MINMAX) arg_reference(t, p, n, 1, &j->want_bits[1], &j->want_index[1]);
                    if (op == VKR_OP_ARGMIN)
                        check(j->want_index[0] == (q ? 0u : 1000u) && j->want_bits[0] == b_sign(t), "internal: -0 reference");
                }
            }
        }
    }
    arg_run(&b, &a, "cases");
}

/* Bad input: outputs, scans, names and sizes. */
static void arg_badinput(void)
{
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    unsigned char host[64];
    double bound = 1;
    int ti;
    check(vkr_result_size(VKR_OP_ARGMIN, VKR_TYPE_F32) == 16 && vkr_result_size(VKR_OP_ARGMAX, VKR_TYPE_U64) == 16 &&
              vkr_result_size(VKR_OP_MINMAX, VKR_TYPE_I32) == 32 && vkr_result_size(VKR_OP_ADD, VKR_TYPE_F64) == 8 &&
              vkr_result_size(VKR_OP_MIN, VKR_TYPE_U32) == 4 && vkr_result_size(VKR_OP_COUNT, VKR_TYPE_F32) == 0 &&
              vkr_result_size(VKR_OP_ARGMIN, VKR_TYPE_COUNT) == 0 && sizeof(vkr_arg_result) == 16 && sizeof(vkr_minmax_result) == 32,
          "vkr_result_size / struct sizes");
    check(!strcmp(vkr_op_name(VKR_OP_ARGMIN), "argmin") && !strcmp(vkr_op_name(VKR_OP_ARGMAX), "argmax") &&
              !strcmp(vkr_op_name(VKR_OP_MINMAX), "minmax"), "vkr_op_name of the arg ops");
    for (ti = 0; ti < 6; ti++) {
        int oi;
        for (oi = 0; oi < 3; oi++) {
            VkResult r = vkr_supports(g_ctx, k_arg_ops[oi], k_types[ti]);
            if (no64(g_info.enabled_features) && tsz(k_types[ti]) == 8) continue;
            check(r == VK_SUCCESS, "vkr_supports(%s, %s) = %d %s", opn(k_arg_ops[oi]), tyn(k_types[ti]), (int)r, lerr(g_ctx));
            r = vkr_error_bound(g_ctx, k_arg_ops[oi], k_types[ti], 1000, &bound);
            check(r == VK_SUCCESS && bound == 0, "vkr_error_bound(%s, %s) = %d, bound %g", opn(k_arg_ops[oi]), tyn(k_types[ti]),
                  (int)r, bound);
        }
    }
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ARGMIN;
    rd.type = VKR_TYPE_F32;
    rd.count = 10;
    rd.input = g_in.buf;
    rd.input_buffer_size = g_in.size;
    rd.output = g_out.buf;
    rd.output_buffer_size = 64;
    cmd_begin(&g_dev);
    rd.output_offset = 4; /* a multiple of the element size, not of 8 */
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output_offset|8|argmin",
                "argmin output_offset 4");
    rd.output_offset = 56; /* 8 bytes left, the result is 16 */
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output|16|64",
                "argmin output too small");
    rd.op = VKR_OP_MINMAX;
    rd.output_offset = 40; /* 24 bytes left, the result is 32 */
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output|32|minmax",
                "minmax output too small");
    rd.output_offset = 0;
    rd.output = VK_NULL_HANDLE;
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output", "minmax output NULL");
    rd.output = g_out.buf;
    rd.output_buffer_size = 0;
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "output_buffer_size",
                "minmax output size 0");
    /* VKR_REDUCE_VALUES_ONLY belongs to the arg ops */
    rd.op = VKR_OP_MAX;
    rd.flags = VKR_REDUCE_VALUES_ONLY;
    expect_fail(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "VKR_REDUCE_VALUES_ONLY|max",
                "max with VKR_REDUCE_VALUES_ONLY");
    rd.op = VKR_OP_ADD;
    expect_fail(vkr_reduce_error_bound(g_ctx, &rd, &bound), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "VKR_REDUCE_VALUES_ONLY|add",
                "vkr_reduce_error_bound(add, VALUES_ONLY)");
    rd.flags = 0;
    /* scans of them: refused */
    sd = scan_desc_on(VKR_OP_ARGMAX, VKR_TYPE_I32, 10, &g_in, &g_out);
    expect_fail(vkr_cmd_scan(g_ctx, g_dev.cmd, &sd), VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "argmax|scan", "vkr_cmd_scan(argmax)");
    memset(host, 0, sizeof host);
    expect_fail(vkr_scan(g_ctx, VKR_OP_MINMAX, VKR_TYPE_F32, VKR_SCAN_EXCLUSIVE, host, 4, NULL, host + 16),
                VK_ERROR_FEATURE_NOT_PRESENT, g_ctx, "minmax|scan", "vkr_scan(minmax)");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
}

/* Prototype mode: host arrays through small chunks (combined on the host) and one chunk,
   vkr_reduce_buffer, against the reference. */
static void arg_prototype(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    vkr_context_info info;
    VkResult r;
    int ti, oi, si;
    static const uint64_t sizes[5] = {0, 1, 1000, 5000, 70001};
    memset(&pd, 0, sizeof pd);
    pd.binding = g_force_binding;
    pd.path = g_opt.path;
    pd.validation = g_validation ? VK_TRUE : VK_FALSE;
    pd.log = test_log;
    pd.host_chunk_bytes = 4096; /* 1024 or 512 elements a chunk: many chunks */
    where("vkr_create_prototype_context(argmin)");
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "vkr_create_prototype_context(host_chunk_bytes 4096): %d", (int)r)) return;
    if (!context_info(c, &info)) {
        vkr_destroy_context(c);
        return;
    }
    for (ti = 0; ti < 6; ti++) {
        vkr_type t = k_types[ti];
        for (oi = 0; oi < 3; oi++) {
            vkr_op op = k_arg_ops[oi];
            if (skip64(c, info.enabled_features, op, t)) continue;
            for (si = 0; si < 5; si++) {
                uint64_t n = sizes[si], want_bits[2], want_index[2];
                int d = (ti + oi + si) % AD_COUNT, h;
                unsigned char *data;
                vkr_minmax_result got;
                if (d == AD_NAN && !tfloat(t)) d = AD_DUPMIN;
                data = (unsigned char *)malloc((size_t)(n ? n : 1) * tsz(t));
                if (!data) return;
                arg_fill(t, data, n, d, 1000 + (uint64_t)si);
                if (n > 2500 && d != AD_NAN) putb(data, n - 3, t, getb(data, 2, t)); /* a tie across chunks */
                arg_reference(t, data, n, op == VKR_OP_ARGMAX, &want_bits[0], &want_index[0]);
                arg_reference(t, data, n, 1, &want_bits[1], &want_index[1]);
                memset(&got, 0xA5, sizeof got);
                where("vkr_reduce(%s %s n=%llu)", opn(op), tyn(t), (unsigned long long)n);
                r = vkr_reduce(c, op, t, data, n, &got);
                if (check(r == VK_SUCCESS, "vkr_reduce(%s, %s, n=%llu) = %d %s", opn(op), tyn(t), (unsigned long long)n, (int)r, lerr(c)))
                    for (h = 0; h < (op == VKR_OP_MINMAX ? 2 : 1); h++) {
                        const vkr_arg_result *g = h ? &got.max : &got.min;
                        check((g->value.u64 & tmask(t)) == want_bits[h] && g->index == want_index[h] &&
                                  (tsz(t) == 8 || g->value.u64 >> 32 == 0),
                              "prototype vkr_reduce(%s%s, %s, n=%llu, data %s): want 0x%llx at %llu, got 0x%llx at %llu", opn(op),
                              h ? ".max" : "", tyn(t), (unsigned long long)n, arg_data_names[d], (unsigned long long)want_bits[h],
                              (unsigned long long)want_index[h], (unsigned long long)g->value.u64, (unsigned long long)g->index);
                    }
                /* values only, through the chunks (combined on the host: the index stays UINT64_MAX) */
                memset(&got, 0xA5, sizeof got);
                r = vkr_reduce_ex(c, op, t, data, NULL, n, VKR_REDUCE_VALUES_ONLY, &got);
                if (check(r == VK_SUCCESS, "vkr_reduce_ex(%s, %s, n=%llu, VALUES_ONLY) = %d %s", opn(op), tyn(t), (unsigned long long)n,
                          (int)r, lerr(c)))
                    for (h = 0; h < (op == VKR_OP_MINMAX ? 2 : 1); h++) {
                        const vkr_arg_result *g = h ? &got.max : &got.min;
                        check((g->value.u64 & tmask(t)) == want_bits[h] && g->index == UINT64_MAX,
                              "prototype vkr_reduce_ex(%s%s, %s, n=%llu, data %s, VALUES_ONLY): want 0x%llx at UINT64_MAX, got 0x%llx "
                              "at %llu", opn(op), h ? ".max" : "", tyn(t), (unsigned long long)n, arg_data_names[d],
                              (unsigned long long)want_bits[h], (unsigned long long)g->value.u64, (unsigned long long)g->index);
                    }
                if (op == VKR_OP_ARGMIN && n == 1000) { /* result bytes past 16 untouched */
                    check(got.max.index == 0xA5A5A5A5A5A5A5A5ull, "vkr_reduce(argmin) wrote past its 16-byte result");
                }
                free(data);
            }
        }
    }
    vkr_destroy_context(c);
    /* vkr_reduce_buffer (synchronous, the engine context) over the test's buffer at an offset */
    {
        vkr_minmax_result got;
        uint64_t want_bits[2], want_index[2];
        const uint64_t n = 4099;
        arg_fill(VKR_TYPE_F32, g_in.map + 12, n, AD_NAN, 77);
        arg_reference(VKR_TYPE_F32, g_in.map + 12, n, 0, &want_bits[0], &want_index[0]);
        arg_reference(VKR_TYPE_F32, g_in.map + 12, n, 1, &want_bits[1], &want_index[1]);
        memset(&got, 0, sizeof got);
        r = vkr_reduce_buffer(g_ctx, VKR_OP_MINMAX, VKR_TYPE_F32, g_in.buf, 12, g_in.size, n, &got);
        check(r == VK_SUCCESS && got.min.value.u32 == want_bits[0] && got.min.index == want_index[0] &&
                  got.max.value.u32 == want_bits[1] && got.max.index == want_index[1],
              "vkr_reduce_buffer(minmax f32 NaN data) = %d %s: min 0x%x at %llu (want 0x%llx at %llu), max 0x%x at %llu", (int)r,
              lerr(g_ctx), got.min.value.u32, (unsigned long long)got.min.index, (unsigned long long)want_bits[0],
              (unsigned long long)want_index[0], got.max.value.u32, (unsigned long long)got.max.index);
    }
}

static void group_argmin(void)
{
    vkr_context_desc cd;
    vkr_context c;
    char what[96];
    static const vkr_kernel_path paths[3] = {VKR_PATH_NATIVE, VKR_PATH_SHUFFLE, VKR_PATH_SHARED};
    int p;
    arg_badinput();
    arg_cases(g_ctx);
    arg_exercise(g_ctx, "main context", 0);
    /* VKR_REDUCE_VALUES_ONLY: the same values (NaN, -0, ties, every size), no index */
    g_arg_values_only = 1;
    arg_cases(g_ctx);
    arg_exercise(g_ctx, "values only", 1);
    g_arg_values_only = 0;
    /* the other paths and descriptor-set binding, inside every full run (fewer sizes);
       VKR_TEST_ARG_ONE_PATH=1 leaves them to the runs that force each path (run_tests.sh
       phase 2 sets it at subgroup sizes 4 and 16: phase 2b runs every path there) */
    const int others = !g_opt.quick && !(getenv("VKR_TEST_ARG_ONE_PATH") && !strcmp(getenv("VKR_TEST_ARG_ONE_PATH"), "1"));
    for (p = 0; p < 3 && others; p++) {
        if (paths[p] == g_info.path) continue;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.path = paths[p];
        snprintf(what, sizeof what, "path %s forced", path_name(paths[p]));
        if (paths[p] == VKR_PATH_NATIVE && !(g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)) continue;
        if (paths[p] == VKR_PATH_SHUFFLE && !(g_sgprops.supportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT)) continue;
        c = make_context(&cd, what);
        if (!c) continue;
        arg_exercise(c, what, 1);
        g_arg_values_only = 1;
        arg_exercise(c, what, 1);
        g_arg_values_only = 0;
        vkr_destroy_context(c);
    }
    if (g_info.binding == VKR_BINDING_PUSH_DESCRIPTORS && others) {
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.binding = VKR_BINDING_DESCRIPTOR_SETS;
        c = make_context(&cd, "descriptor sets");
        if (c) {
            arg_exercise(c, "descriptor sets", 1);
            vkr_destroy_context(c);
        }
    }
    /* many partials: small mid-size workgroups, up to 4096 of them (hundreds of partials at
       the large sizes, folded strided by the last workgroup: ties across partials) */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.mid_workgroup_size = 64;
    cd.max_workgroups = 4096;
    c = make_context(&cd, "mid_workgroup_size 64, max_workgroups 4096");
    if (c) {
        arg_exercise(c, "many partials", 1);
        vkr_destroy_context(c);
    }
    /* small binding ranges: the reduce splits into ranges, indices continue across them */
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.max_binding_range = 65536;
    c = make_context(&cd, "max_binding_range 64 KiB");
    if (c) {
        arg_exercise(c, "max_binding_range 64 KiB", 1);
        vkr_destroy_context(c);
    }
    arg_prototype();
}

/* ------------------------------------------------------------------------------------------ */
/* Transform-reduces (dot, sum of squares, norm2) and compensated f32 sums                     */
/* ------------------------------------------------------------------------------------------ */

/* One reduce of g_in's bytes: x at xoff (and y at yoff for DOT), the result in slot `slot`. */
typedef struct xjob {
    vkr_op op;
    vkr_type t;
    uint32_t flags;
    uint64_t n;
    VkDeviceSize xoff, yoff;
    int expect;            /* X_BOUND, X_NAN, X_PINF, X_NEGZERO, X_EXACT */
    long double ref, mag;  /* the reference result; what the bound scales (sum|t_i|, or the norm) */
    char what[128];
} xjob;
enum { X_BOUND = 0, X_NAN, X_PINF, X_NEGZERO, X_EXACT };
#define X_MAX_JOBS 64

static VkDeviceSize g_xat; /* next free byte of g_in */

/* Bytes for n elements of t in g_in, `mis` elements past a 256-byte boundary; 0 if full. */
static int x_alloc(vkr_type t, uint64_t n, unsigned mis, VkDeviceSize *off)
{
    VkDeviceSize at = (g_xat + 255) / 256 * 256 + (VkDeviceSize)mis * tsz(t);
    if (at + n * tsz(t) > g_in.size) return 0;
    *off = at;
    g_xat = at + n * tsz(t);
    return 1;
}

static long double x_get(vkr_type t, VkDeviceSize off, uint64_t i)
{
    if (t == VKR_TYPE_F32) {
        float f;
        memcpy(&f, g_in.map + off + 4 * i, 4);
        return f;
    } else {
        double d;
        memcpy(&d, g_in.map + off + 8 * i, 8);
        return d;
    }
}

static void x_put(vkr_type t, VkDeviceSize off, uint64_t i, double v)
{
    if (t == VKR_TYPE_F32) {
        float f = (float)v;
        memcpy(g_in.map + off + 4 * i, &f, 4);
    } else {
        memcpy(g_in.map + off + 8 * i, &v, 8);
    }
}

/* uniform in [lo, hi) */
static double x_uniform(rng_t *r, double lo, double hi)
{
    return lo + (hi - lo) * ((double)(rnext(r) >> 11) * (1.0 / 9007199254740992.0));
}

/* Pairwise sum in long double: error about log2(n) * 2^-64 * sum|a_i|, far below the bounds. */
static long double x_pairwise(const long double *a, uint64_t n)
{
    long double s = 0;
    uint64_t i;
    if (n <= 16) {
        for (i = 0; i < n; i++) s += a[i];
        return s;
    }
    return x_pairwise(a, n / 2) + x_pairwise(a + n / 2, n - n / 2);
}

/* The job's reference from g_in (fill the data first). */
static void x_reference(xjob *j)
{
    long double *tv = (long double *)malloc((j->n ? j->n : 1) * sizeof(long double));
    long double *ta = (long double *)malloc((j->n ? j->n : 1) * sizeof(long double));
    uint64_t i;
    if (!check(tv && ta, "out of host memory for the reference")) {
        free(tv);
        free(ta);
        return;
    }
    for (i = 0; i < j->n; i++) {
        long double x = x_get(j->t, j->xoff, i);
        long double y = j->op == VKR_OP_DOT ? x_get(j->t, j->yoff, i) : x;
        tv[i] = j->op == VKR_OP_ADD ? x : x * y; /* f32 products exact, f64 to 2^-64 */
        ta[i] = tv[i] < 0 ? -tv[i] : tv[i];
    }
    j->ref = x_pairwise(tv, j->n);
    j->mag = x_pairwise(ta, j->n);
    if (j->op == VKR_OP_NORM2) {
        j->ref = sqrtl(j->ref);
        j->mag = j->ref;
    }
    free(tv);
    free(ta);
}

static void x_desc(vkr_reduce_desc *rd, const xjob *j, uint32_t slot)
{
    memset(rd, 0, sizeof *rd);
    rd->op = j->op;
    rd->type = j->t;
    rd->flags = j->flags;
    rd->count = j->n;
    rd->input = g_in.buf;
    rd->input_offset = j->xoff;
    rd->input_buffer_size = g_in.size;
    rd->output = g_out.buf;
    rd->output_offset = (VkDeviceSize)slot * SLOT_BYTES;
    rd->output_buffer_size = g_out.size;
    if (j->op == VKR_OP_DOT) {
        rd->input2 = g_in.buf;
        rd->input2_offset = j->yoff;
        rd->input2_buffer_size = g_in.size;
    }
}

/* Checks one result against the job's expectation; returns |err| / mag (or 0). */
static double x_check(vkr_context c, const xjob *j, const vkr_reduce_desc *rd, const unsigned char *res)
{
    long double got;
    double bound = 0;
    uint64_t bits;
    VkResult r;
    bits = tsz(j->t) == 4 ? (uint64_t)*(const uint32_t *)res : *(const uint64_t *)res;
    got = j->t == VKR_TYPE_F32 ? (long double)*(const float *)res : (long double)*(const double *)res;
    switch (j->expect) {
    case X_NAN:
        check(got != got, "%s: want NaN, got %.9Lg", j->what, got);
        return 0;
    case X_PINF:
        check(b_isinf(j->t, bits) && !(bits & b_sign(j->t)), "%s: want +inf, got %.9Lg", j->what, got);
        return 0;
    case X_NEGZERO:
        check(bits == b_sign(j->t), "%s: want -0.0 (bits 0x%llx), got bits 0x%llx", j->what,
              (unsigned long long)b_sign(j->t), (unsigned long long)bits);
        return 0;
    default:
        break;
    }
    r = vkr_reduce_error_bound(c, rd, &bound);
    if (!check(r == VK_SUCCESS && bound < 1e-3, "%s: vkr_reduce_error_bound %d, bound %g: %s", j->what, (int)r, bound, lerr(c)))
        return 0;
    {
        long double err = got > j->ref ? got - j->ref : j->ref - got;
        /* the reference's own error (pairwise, long double), and the smallest subnormal */
        long double allowed = (long double)bound * j->mag + j->mag * 1e-18L + 1e-300L;
        check(err <= allowed, "%s: got %.17Lg, reference %.17Lg, |error| %.3Lg > bound %.3g * %.6Lg = %.3Lg",
              j->what, got, j->ref, err, bound, j->mag, allowed);
        if (j->expect == X_EXACT)
            check(got == j->ref, "%s: got %.17Lg, want exactly %.17Lg", j->what, got, j->ref);
        if (g_opt.verbose)
            printf("  %-64s n %-8llu err/mag %.3Lg (bound %.3g)\n", j->what, (unsigned long long)j->n,
                   j->mag > 0 ? err / j->mag : 0.0L, bound);
        return j->mag > 0 ? (double)(err / j->mag) : 0.0;
    }
}

/* Records every job into one command buffer (engine mode: several reduces, one submission),
   runs it and checks each result; errs[k] gets job k's |error| / mag where not NULL. */
static void x_run(vkr_context c, xjob *jobs, int nj, double *errs)
{
    vkr_reduce_desc rd;
    VkResult r;
    int k, ok = 1;
    cmd_begin(&g_dev);
    for (k = 0; k < nj; k++) {
        x_desc(&rd, &jobs[k], (uint32_t)k);
        memset(g_out.map + rd.output_offset, 0xA5, 8); /* poison */
        where("vkr_cmd_reduce(%s)", jobs[k].what);
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
        ok &= check(r == VK_SUCCESS, "vkr_cmd_reduce(%s): %d %s", jobs[k].what, (int)r, lerr(c));
    }
    cmd_barrier_to_host(&g_dev);
    where("submit %d transform-reduce jobs", nj);
    if (!cmd_submit_wait(&g_dev) || !ok) return;
    for (k = 0; k < nj; k++) {
        double e;
        x_desc(&rd, &jobs[k], (uint32_t)k);
        e = x_check(c, &jobs[k], &rd, g_out.map + rd.output_offset);
        if (errs) errs[k] = e;
    }
}

/* A job over fresh random data: x in [-1, 1) (y too), `mis` / `mis2` elements of misalignment;
   same: y is x (the same bytes). Returns NULL when g_in is full (the caller runs the batch). */
static xjob *x_add(xjob *jobs, int *nj, vkr_op op, vkr_type t, uint32_t flags, uint64_t n, unsigned mis,
                   unsigned mis2, int same)
{
    xjob *j;
    rng_t rg;
    uint64_t i;
    if (*nj >= X_MAX_JOBS) return NULL;
    j = &jobs[*nj];
    memset(j, 0, sizeof *j);
    j->op = op;
    j->t = t;
    j->flags = flags;
    j->n = n;
    if (!x_alloc(t, n, mis, &j->xoff)) return NULL;
    j->yoff = j->xoff;
    if (op == VKR_OP_DOT && !same && !x_alloc(t, n, mis2, &j->yoff)) return NULL;
    rg.s = next_seed();
    for (i = 0; i < n; i++) x_put(t, j->xoff, i, x_uniform(&rg, -1, 1));
    if (j->yoff != j->xoff)
        for (i = 0; i < n; i++) x_put(t, j->yoff, i, x_uniform(&rg, -1, 1));
    snprintf(j->what, sizeof j->what, "%s%s %s n %llu x+%u%s", flags & VKR_REDUCE_COMPENSATED ? "compensated " : "",
             vkr_op_name(op), vkr_type_name(t), (unsigned long long)n, mis, op != VKR_OP_DOT ? "" : same ? " y=x" : "");
    if (op == VKR_OP_DOT && !same)
        snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " y+%u", mis2);
    (*nj)++;
    return j;
}

static void x_flush(vkr_context c, xjob *jobs, int *nj)
{
    int k;
    for (k = 0; k < *nj; k++) x_reference(&jobs[k]);
    if (*nj) x_run(c, jobs, *nj, NULL);
    *nj = 0;
    g_xat = 0;
}

/* Adds a job, running the batch first when it is full. */
static void x_queue(vkr_context c, xjob *jobs, int *nj, vkr_op op, vkr_type t, uint32_t flags, uint64_t n, unsigned mis,
                    unsigned mis2, int same)
{
    if (x_add(jobs, nj, op, t, flags, n, mis, mis2, same)) return;
    x_flush(c, jobs, nj);
    if (!x_add(jobs, nj, op, t, flags, n, mis, mis2, same))
        check(0, "transform job %s %s n %llu does not fit in the %llu-byte input arena", vkr_op_name(op), vkr_type_name(t),
              (unsigned long long)n, (unsigned long long)g_in.size);
}

/* Edge sizes for type t on g_ctx: 0, 1, subgroup and workgroup +-1, the last one-workgroup
   count +-1, several workgroups, and (not --quick) more partials than one subgroup / workgroup
   folds (multi-level). */
static int x_sizes(uint64_t *s, vkr_type t)
{
    const uint64_t S = g_info.subgroup_size, W = g_info.workgroup_size, vn = 16 / tsz(t);
    const uint64_t single = W * vn * 4 * 4, per_group = (uint64_t)g_info.mid_workgroup_size * vn * 4 * 2;
    int n = 0;
    s[n++] = 0, s[n++] = 1, s[n++] = 2, s[n++] = 3, s[n++] = 5;
    s[n++] = S - 1, s[n++] = S, s[n++] = S + 1, s[n++] = W * vn - 1, s[n++] = W * vn + 1;
    s[n++] = single - 1, s[n++] = single + 1, s[n++] = 3 * per_group + 7;
    /* partials past the subgroup fold (native/shuffle) and the workgroup fold (shared) */
    s[n++] = (g_opt.quick ? 2 * S + 1 : 2 * (uint64_t)g_info.mid_workgroup_size + 1) * per_group + 3;
    return sort_unique(s, n);
}

static void group_transform(void)
{
    static const vkr_op ops[3] = {VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2};
    static const vkr_type types[2] = {VKR_TYPE_F32, VKR_TYPE_F64};
    xjob *jobs = (xjob *)calloc(X_MAX_JOBS, sizeof *jobs);
    uint64_t sizes[32];
    int nj = 0, ti, oi, si, ns;
    g_xat = 0;
    if (!check(jobs != NULL, "out of host memory")) return;
    for (ti = 0; ti < 2; ti++) {
        vkr_type t = types[ti];
        if (skip64(g_ctx, g_info.enabled_features, VKR_OP_DOT, t)) continue;
        /* edge sizes, aligned and misaligned inputs */
        ns = x_sizes(sizes, t);
        for (oi = 0; oi < 3; oi++)
            for (si = 0; si < ns; si++) {
                x_queue(g_ctx, jobs, &nj, ops[oi], t, 0, sizes[si], 0, 0, 0);
                if (sizes[si] < 100000 || !g_opt.quick) x_queue(g_ctx, jobs, &nj, ops[oi], t, 0, sizes[si], 1, 3, 0);
            }
        /* offsets of both inputs, the same buffer range for both (dot = sum of squares) */
        {
            static const unsigned mis[4] = {0, 1, 2, 3};
            int a, b;
            for (a = 0; a < 4; a++)
                for (b = 0; b < 4; b++) x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, 0, 4099 + (uint64_t)a, mis[a], mis[b], 0);
            x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, 0, 70001, 0, 0, 1);
            x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, 0, 70001, 3, 0, 1);
        }
        x_flush(g_ctx, jobs, &nj);
        /* many partials (max_workgroups 4096, workgroups of 64: more than a subgroup or a
           workgroup folds, the shared path's too) and
           binding ranges of 64 KiB (each range binds its own windows of both inputs, whose
           alignments differ) */
        {
            vkr_context_desc cd;
            vkr_context c;
            fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
            cd.queue = g_dev.queue;
            cd.max_workgroups = 4096;
            cd.max_binding_range = 64 << 10;
            cd.workgroup_size = cd.mid_workgroup_size = 64; /* partials past a 64-wide fold */
            c = make_context(&cd, "max_workgroups 4096, max_binding_range 64 KiB, workgroup 64");
            if (c) {
                const uint64_t r = (64 << 10) / tsz(t);
                for (oi = 0; oi < 3; oi++) {
                    x_queue(c, jobs, &nj, ops[oi], t, 0, r + 1, 1, 2, 0);
                    x_queue(c, jobs, &nj, ops[oi], t, 0, 3 * r + 7, 3, 0, 0);
                    if (!g_opt.quick) x_queue(c, jobs, &nj, ops[oi], t, 0, 1000003, 0, 1, 0);
                    if (t == VKR_TYPE_F32) {
                        x_queue(c, jobs, &nj, ops[oi], t, VKR_REDUCE_COMPENSATED, 3 * r + 7, 1, 3, 0);
                        x_queue(c, jobs, &nj, ops[oi], t, VKR_REDUCE_COMPENSATED, g_opt.quick ? 200003 : 1000003, 0, 0, 0);
                    }
                }
                x_queue(c, jobs, &nj, VKR_OP_DOT, t, 0, 2 * r + 3, 1, 0, 1);
                x_flush(c, jobs, &nj);
                vkr_destroy_context(c);
            }
        }
        /* specials: NaN and inf propagate; inf * 0 and inf - inf are NaN; -0.0 products sum to -0.0 */
        {
            struct { vkr_op op; int expect; double x0, y0; } sp[8];
            int k, m = 0;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_NAN, sp[m].x0 = NAN, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_SUM_SQUARES, sp[m].expect = X_NAN, sp[m].x0 = NAN, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_NORM2, sp[m].expect = X_NAN, sp[m].x0 = NAN, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_SUM_SQUARES, sp[m].expect = X_PINF, sp[m].x0 = -INFINITY, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_NORM2, sp[m].expect = X_PINF, sp[m].x0 = INFINITY, sp[m].y0 = 1, m++;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_PINF, sp[m].x0 = INFINITY, sp[m].y0 = 2, m++;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_NAN, sp[m].x0 = INFINITY, sp[m].y0 = 0, m++;
            sp[m].op = VKR_OP_DOT, sp[m].expect = X_NEGZERO, sp[m].x0 = -0.0, sp[m].y0 = 1, m++;
            for (k = 0; k < m; k++) {
                static const uint64_t sn[3] = {1, 37, 100003};
                int q;
                for (q = 0; q < 3; q++) {
                    xjob *j = x_add(jobs, &nj, sp[k].op, t, 0, sn[q], 1, 2, 0);
                    uint64_t i, at = sn[q] / 2;
                    if (!check(j != NULL, "specials do not fit")) break;
                    if (sp[k].expect == X_NEGZERO) { /* every product -0.0 */
                        for (i = 0; i < j->n; i++) {
                            x_put(t, j->xoff, i, -0.0);
                            x_put(t, j->yoff, i, 1.0 + (double)(i % 7));
                        }
                    } else {
                        if (sp[k].op == VKR_OP_DOT) x_put(t, j->yoff, at, sp[k].y0);
                        x_put(t, j->xoff, at, sp[k].x0);
                        if (sp[k].op == VKR_OP_DOT && sp[k].expect == X_PINF) /* and a finite rest */
                            for (i = 0; i < j->n; i++) x_put(t, j->yoff, i, i == at ? 2.0 : 0.5);
                    }
                    j->expect = sp[k].expect;
                    snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " [%g * %g at %llu]", sp[k].x0,
                             sp[k].y0, (unsigned long long)at);
                }
                x_run(g_ctx, jobs, nj, NULL); /* one special per batch: the arena holds it */
                nj = 0;
                g_xat = 0;
            }
        }
    }
    free(jobs);
}

/* A context on g_dev with one workgroup per reduce: long per-invocation chains, where plain
   f32 sums drift. */
static vkr_context x_chain_context(void)
{
    vkr_context_desc cd;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.queue = g_dev.queue;
    cd.max_workgroups = 1;
    cd.workgroup_size = 64;
    cd.mid_workgroup_size = 64;
    return make_context(&cd, "max_workgroups 1");
}

static void group_compensated(void)
{
    static const vkr_op ops[4] = {VKR_OP_ADD, VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2};
    const uint32_t C = VKR_REDUCE_COMPENSATED;
    const vkr_type t = VKR_TYPE_F32;
    const double u = 5.9604644775390625e-08;
    xjob *jobs = (xjob *)calloc(X_MAX_JOBS, sizeof *jobs);
    uint64_t sizes[32];
    int nj = 0, oi, si, ns, k;
    vkr_context cc;
    g_xat = 0;
    if (!check(jobs != NULL, "out of host memory")) return;
    /* every op at the edge sizes, aligned and not; dot of one range with itself */
    ns = x_sizes(sizes, t);
    for (oi = 0; oi < 4; oi++)
        for (si = 0; si < ns; si++) {
            x_queue(g_ctx, jobs, &nj, ops[oi], t, C, sizes[si], 0, 0, 0);
            if (sizes[si] < 100000 || !g_opt.quick) x_queue(g_ctx, jobs, &nj, ops[oi], t, C, sizes[si], 3, 1, 0);
        }
    x_queue(g_ctx, jobs, &nj, VKR_OP_DOT, t, C, 9001, 1, 0, 1);
    x_flush(g_ctx, jobs, &nj);

    /* specials: NaN / inf propagate (the lo part never turns inf into NaN), inf - inf is NaN,
       a sum of only -0.0 is -0.0 */
    {
        static const int want[5] = {X_NAN, X_PINF, X_NAN, X_NEGZERO, X_NEGZERO};
        static const uint64_t sn[3] = {1, 37, 100003};
        int q;
        for (k = 0; k < 5; k++) {
            for (q = 0; q < 3; q++) {
                xjob *j = x_add(jobs, &nj, k == 3 ? VKR_OP_DOT : VKR_OP_ADD, t, C, sn[q], 2, 1, 0);
                uint64_t i;
                if (!check(j != NULL, "specials do not fit")) break;
                j->expect = want[k];
                if (k == 1) x_put(t, j->xoff, sn[q] / 2, INFINITY);
                if (k == 0) x_put(t, j->xoff, sn[q] - 1, NAN);
                if (k == 2) {
                    x_put(t, j->xoff, 0, INFINITY);
                    x_put(t, j->xoff, sn[q] - 1, -INFINITY);
                    if (sn[q] == 1) j->expect = X_PINF; /* only the +inf: sn[q] - 1 == 0 was overwritten */
                    if (sn[q] == 1) x_put(t, j->xoff, 0, INFINITY);
                }
                if (k >= 3)
                    for (i = 0; i < j->n; i++) {
                        x_put(t, j->xoff, i, -0.0);
                        if (k == 3) x_put(t, j->yoff, i, 3.0);
                    }
                snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " [special %d]", k);
            }
            x_run(g_ctx, jobs, nj, NULL);
            nj = 0;
            g_xat = 0;
        }
    }

    /* adversarial: 1e8, m ones, -1e8 (and the same with the big values in the middle): plain f32
       loses the ones that meet 1e8 (ulp(1e8) = 8); compensated gives m exactly (every rounding
       error of the his is an integer here, and the los sum them exactly: |partial sums| <= m <
       2^24) */
    cc = x_chain_context();
    {
        static const uint64_t ms[3] = {1000, 65536, 1048576};
        vkr_context ctxs[2];
        int ci, q;
        ctxs[0] = g_ctx;
        ctxs[1] = cc;
        for (ci = 0; ci < 2; ci++) {
            double errs[12];
            if (!ctxs[ci]) continue;
            for (q = 0; q < 3; q++) {
                int plain;
                if (g_opt.quick && ms[q] > 70000) continue;
                for (plain = 0; plain < 2; plain++) {
                    int mid;
                    for (mid = 0; mid < 2; mid++) {
                        xjob *j = x_add(jobs, &nj, VKR_OP_ADD, t, plain ? 0 : C, ms[q] + 2, 0, 0, 0);
                        uint64_t i, a = mid ? ms[q] / 3 : 0, b = mid ? 2 * ms[q] / 3 : ms[q] + 1;
                        if (!check(j != NULL, "adversarial data does not fit")) break;
                        for (i = 0; i < j->n; i++) x_put(t, j->xoff, i, i == a ? 1e8 : i == b ? -1e8 : 1.0);
                        j->expect = plain ? X_BOUND : X_EXACT;
                        snprintf(j->what, sizeof j->what, "%s add f32: 1e8, %llu x 1.0, -1e8%s (%s)",
                                 plain ? "plain" : "compensated", (unsigned long long)ms[q], mid ? " spread" : "",
                                 ci ? "one workgroup of 64" : "default grid");
                    }
                }
            }
            for (k = 0; k < nj; k++) x_reference(&jobs[k]);
            x_run(ctxs[ci], jobs, nj, errs);
            for (k = 0; ci == 1 && k + 3 < nj; k += 4) /* long chains: 1e8 swallows the ones of its lane */
                if (jobs[k].n > 65536) check(errs[k + 2] > 0 && errs[k + 3] > 0, "%s: plain f32 should lose ones to 1e8 on long chains "
                      "(|err|/sum|x| %.3g, %.3g): the data would not show the compensation", jobs[k + 2].what, errs[k + 2], errs[k + 3]);
            for (k = 0; k + 1 < nj; k += 4)
                printf("  %-70s |err|/sum|x|: plain %.3g / %.3g, compensated %.3g / %.3g (u = %.3g)\n", jobs[k + 2].what,
                       errs[k + 2], errs[k + 3], errs[k], errs[k + 1], u);
            nj = 0;
            g_xat = 0;
        }
    }

    /* Long chains (one workgroup of 64): plain f32 drifts past 2u * sum|x| where the roundings
       lean one way: a constant 0.1f (its dropped bits are 0xcccd...: always up), and random
       values in [1, 2) whose low 8 mantissa bits are 0xcd (random high bits); on uniform random
       data in [0, 1) roundings cancel and plain f32 stays near u. The compensated sum stays
       within its bound (and 2u) on all three. */
    if (cc) {
        double errs[6];
        uint64_t n = g_opt.quick ? (1u << 18) + 3 : (1u << 20) + 3;
        int plain;
        static const char *const names[3] = {"all 0.1f", "random [1,2) low bits 0xcd", "uniform [0,1)"};
        for (k = 0; k < 3; k++)
            for (plain = 0; plain < 2; plain++) {
                xjob *j = x_add(jobs, &nj, VKR_OP_ADD, t, plain ? 0 : C, n, 0, 0, 0);
                uint64_t i;
                rng_t rg;
                if (!check(j != NULL, "chain data does not fit")) break;
                rg.s = next_seed();
                for (i = 0; i < n; i++) {
                    uint32_t b = 0x3f800000u | ((uint32_t)rnext(&rg) & 0x007fff00u) | 0xcdu;
                    float f;
                    memcpy(&f, &b, 4);
                    x_put(t, j->xoff, i, k == 0 ? 0.1 : k == 1 ? (double)f : x_uniform(&rg, 0, 1));
                }
                snprintf(j->what, sizeof j->what, "%s add f32 n %llu %s (one workgroup of 64)", plain ? "plain" : "compensated",
                         (unsigned long long)n, names[k]);
            }
        for (k = 0; k < nj; k++) x_reference(&jobs[k]);
        x_run(cc, jobs, nj, errs);
        if (nj == 6) {
            for (k = 0; k < 3; k++) {
                printf("  long chains, %-28s |err|/sum|x|: plain %.3g, compensated %.3g (2u = %.3g)\n", names[k], errs[2 * k + 1],
                       errs[2 * k], 2 * u);
                if (k < 2)
                    check(errs[2 * k + 1] > 2 * u, "plain f32 sum of %s over long chains: error %.3g * sum|x|, expected past 2u = %.3g "
                          "(the data must show what compensation is for)", names[k], errs[2 * k + 1], 2 * u);
                check(errs[2 * k] <= 2 * u, "compensated sum of %s: error %.3g * sum|x| exceeds 2u", names[k], errs[2 * k]);
            }
        }
        nj = 0;
        g_xat = 0;
    }
    vkr_destroy_context(cc);
    free(jobs);
}

static void group_transform_bad(void)
{
    tbuf *in = &g_in, *out = &g_out;
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    VkResult r;
    float f = 0;
    double bound;
    vkr_context c = g_ctx;
    cmd_begin(&g_dev);
#define XBAD(setup, want, words, what) \
    do { \
        rd = good_desc(in, out); \
        rd.op = VKR_OP_DOT; \
        rd.input2 = in->buf; \
        rd.input2_offset = 0; \
        rd.input2_buffer_size = in->size; \
        setup; \
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd); \
        expect_fail(r, want, c, words, what); \
    } while (0)
    XBAD(rd.input2 = VK_NULL_HANDLE, VK_ERROR_VALIDATION_FAILED_EXT, "input2", "vkr_cmd_reduce(dot, input2 NULL)");
    XBAD(rd.input2_buffer_size = 0, VK_ERROR_VALIDATION_FAILED_EXT, "input2_buffer_size", "vkr_cmd_reduce(dot, input2_buffer_size 0)");
    XBAD(rd.input2_buffer_size = 4 * 99, VK_ERROR_VALIDATION_FAILED_EXT, "input2",
         "vkr_cmd_reduce(dot, input2 holds 99 of 100 elements)");
    XBAD(rd.input2_offset = in->size - 4 * 99, VK_ERROR_VALIDATION_FAILED_EXT, "input2_offset",
         "vkr_cmd_reduce(dot, input2_offset near the end)");
    XBAD(rd.input2_offset = 2, VK_ERROR_VALIDATION_FAILED_EXT, "input2_offset",
         "vkr_cmd_reduce(dot, input2_offset 2)");
    XBAD(rd.op = VKR_OP_SUM_SQUARES, VK_ERROR_VALIDATION_FAILED_EXT, "input2",
         "vkr_cmd_reduce(sum_squares with input2 set)");
    XBAD((rd.op = VKR_OP_ADD, rd.input2 = VK_NULL_HANDLE, rd.input2_offset = 16), VK_ERROR_VALIDATION_FAILED_EXT,
         "input2_offset", "vkr_cmd_reduce(add with input2_offset set)");
    XBAD(rd.type = VKR_TYPE_I32, VK_ERROR_FORMAT_NOT_SUPPORTED, "dot", "vkr_cmd_reduce(dot on i32)");
    XBAD((rd.op = VKR_OP_NORM2, rd.type = VKR_TYPE_U64, rd.input2 = VK_NULL_HANDLE, rd.input2_buffer_size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "norm2", "vkr_cmd_reduce(norm2 on u64)");
    XBAD(rd.flags = VKR_REDUCE_COMPENSATED | (1u << 17), VK_ERROR_VALIDATION_FAILED_EXT, "flags",
         "vkr_cmd_reduce(unknown flag bit 17)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.type = VKR_TYPE_F64), VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED",
         "vkr_cmd_reduce(compensated dot f64)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.op = VKR_OP_MUL, rd.input2 = VK_NULL_HANDLE, rd.input2_buffer_size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED", "vkr_cmd_reduce(compensated mul f32)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.op = VKR_OP_MAX, rd.input2 = VK_NULL_HANDLE, rd.input2_buffer_size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED", "vkr_cmd_reduce(compensated max f32)");
    XBAD((rd.flags = VKR_REDUCE_COMPENSATED, rd.op = VKR_OP_ADD, rd.type = VKR_TYPE_I32, rd.input2 = VK_NULL_HANDLE,
          rd.input2_buffer_size = 0),
         VK_ERROR_FORMAT_NOT_SUPPORTED, "COMPENSATED", "vkr_cmd_reduce(compensated add i32)");
    XBAD(rd.op = (vkr_op)9, VK_ERROR_VALIDATION_FAILED_EXT, "op", "vkr_cmd_reduce(op 9, reserved)");
#undef XBAD
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    /* scans refuse the transform-reduces, and the compensated flag */
    sd = scan_desc_on(VKR_OP_DOT, VKR_TYPE_F32, 100, in, out);
    cmd_begin(&g_dev);
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "dot", "vkr_cmd_scan(dot)");
    sd.op = VKR_OP_NORM2;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "norm2", "vkr_cmd_scan(norm2)");
    sd.op = VKR_OP_ADD;
    sd.flags = VKR_REDUCE_COMPENSATED;
    r = vkr_cmd_scan(c, g_dev.cmd, &sd);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "flags", "vkr_cmd_scan(flags VKR_REDUCE_COMPENSATED)");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    r = vkr_scan(c, VKR_OP_SUM_SQUARES, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, &f, 1, NULL, &f);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "sum_squares", "vkr_scan(sum_squares)");
    r = vkr_scan_error_bound(c, VKR_OP_DOT, VKR_TYPE_F32, 10, &bound);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "dot", "vkr_scan_error_bound(dot)");
    /* synchronous helpers */
    r = vkr_reduce(c, VKR_OP_DOT, VKR_TYPE_F32, &f, 1, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "vkr_reduce_ex", "vkr_reduce(dot)");
    r = vkr_reduce_ex(c, VKR_OP_DOT, VKR_TYPE_F32, &f, NULL, 1, 0, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "y", "vkr_reduce_ex(dot, y NULL)");
    r = vkr_reduce_ex(c, VKR_OP_SUM_SQUARES, VKR_TYPE_F32, &f, &f, 1, 0, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "y", "vkr_reduce_ex(sum_squares, y set)");
    r = vkr_reduce_ex(c, VKR_OP_ADD, VKR_TYPE_F64, &f, NULL, 1, VKR_REDUCE_COMPENSATED, &f);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "COMPENSATED", "vkr_reduce_ex(compensated add f64)");
    r = vkr_reduce_ex(c, VKR_OP_ADD, VKR_TYPE_F32, &f, NULL, 1, 1u << 19, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "flags", "vkr_reduce_ex(unknown flag)");
    r = vkr_reduce_buffer(c, VKR_OP_DOT, VKR_TYPE_F32, in->buf, 0, in->size, 10, &f);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "input2", "vkr_reduce_buffer(dot)");
    r = vkr_reduce_error_bound(c, NULL, &bound);
    expect_fail(r, VK_ERROR_VALIDATION_FAILED_EXT, c, "desc", "vkr_reduce_error_bound(desc NULL)");
    rd = good_desc(in, out);
    rd.flags = VKR_REDUCE_COMPENSATED;
    rd.type = VKR_TYPE_F64;
    r = vkr_reduce_error_bound(c, &rd, &bound);
    expect_fail(r, VK_ERROR_FORMAT_NOT_SUPPORTED, c, "COMPENSATED", "vkr_reduce_error_bound(compensated f64)");
    check(!strcmp(vkr_op_name(VKR_OP_DOT), "dot") && !strcmp(vkr_op_name(VKR_OP_SUM_SQUARES), "sum_squares") &&
          !strcmp(vkr_op_name(VKR_OP_NORM2), "norm2") && !strcmp(vkr_op_name(VKR_OP_COUNT), "invalid"),
          "vkr_op_name of the transform-reduces");
    /* what works: vkr_supports, the bounds, and sum_squares / norm2 through vkr_reduce_buffer */
    check(vkr_supports(c, VKR_OP_DOT, VKR_TYPE_F32) == VK_SUCCESS, "vkr_supports(dot, f32): %s", lerr(c));
    check(vkr_supports(c, VKR_OP_DOT, VKR_TYPE_I32) == VK_ERROR_FORMAT_NOT_SUPPORTED, "vkr_supports(dot, i32)");
    rd.type = VKR_TYPE_F32;
    rd.count = 1u << 20;
    r = vkr_reduce_error_bound(c, &rd, &bound);
    check(r == VK_SUCCESS && bound > 0 && bound < 2 * 5.9604644775390625e-08,
          "compensated f32 add bound %g at 2^20: want in (0, 2u)", bound);
    {
        double b2 = 0;
        rd.flags = 0;
        vkr_reduce_error_bound(c, &rd, &b2);
        check(b2 > bound, "plain f32 add bound %g should exceed the compensated %g at 2^20", b2, bound);
        check(vkr_error_bound(c, VKR_OP_ADD, VKR_TYPE_F32, 1u << 20, &bound) == VK_SUCCESS && bound == b2,
              "vkr_error_bound(add) %g == vkr_reduce_error_bound %g", bound, b2);
    }
    {
        uint32_t i;
        float *h = (float *)in->map, got = 0;
        for (i = 0; i < 1000; i++) h[i] = (float)(i % 10) - 4.5f;
        r = vkr_reduce_buffer(c, VKR_OP_SUM_SQUARES, VKR_TYPE_F32, in->buf, 0, in->size, 1000, &got);
        check(r == VK_SUCCESS && got == 8250.0f, "vkr_reduce_buffer(sum_squares): %d, %g (want 8250)", (int)r, got);
        r = vkr_reduce_buffer(c, VKR_OP_NORM2, VKR_TYPE_F32, in->buf, 0, in->size, 1000, &got);
        check(r == VK_SUCCESS && fabs(got - sqrt(8250.0)) < 1e-4, "vkr_reduce_buffer(norm2): %d, %.9g (want %.9g)", (int)r, got,
              sqrt(8250.0));
    }
    /* a device context without f64: the f64 transform-reduces are refused, compensated f32 runs */
    {
        vkr_context_desc cd;
        vkr_context nc;
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_FLOAT64);
        cd.queue = g_dev.queue;
        nc = make_context(&cd, "no shaderFloat64");
        if (nc) {
            float x[3] = {1e8f, 1.0f, -1e8f}, got = 0;
            r = vkr_supports(nc, VKR_OP_DOT, VKR_TYPE_F64);
            expect_fail(r, VK_ERROR_FEATURE_NOT_PRESENT, nc, "shaderFloat64", "vkr_supports(dot f64) without FLOAT64");
            r = vkr_reduce_ex(nc, VKR_OP_ADD, VKR_TYPE_F32, x, NULL, 3, VKR_REDUCE_COMPENSATED, &got);
            check(r == VK_SUCCESS && got == 1.0f, "compensated {1e8, 1, -1e8} without f64: %d, %g (want 1)", (int)r, got);
            vkr_destroy_context(nc);
        }
    }
}

/* Prototype mode: vkr_reduce_ex on host arrays (g_in's bytes used as host memory), one chunk
   and several (host_chunk_bytes 64 KiB): DOT's second array, NORM2's host square root. */
static void group_transform_proto(void)
{
    vkr_prototype_desc pd;
    vkr_context pc = NULL;
    VkResult r;
    xjob *jobs = (xjob *)calloc(X_MAX_JOBS, sizeof *jobs);
    int k, nj = 0, chunked;
    if (!check(jobs != NULL, "out of host memory")) return;
    for (chunked = 0; chunked < 2; chunked++) {
        memset(&pd, 0, sizeof pd);
        pd.binding = g_force_binding;
        pd.validation = VK_TRUE;
        pd.log = test_log;
        pd.path = g_opt.path;
        if (chunked) pd.host_chunk_bytes = 64 << 10;
        where("vkr_create_prototype_context(transform)");
        g_log_validation = 0;
        r = vkr_create_prototype_context(&pd, &pc);
        if (!check(r == VK_SUCCESS && pc, "vkr_create_prototype_context: %d", (int)r)) break;
        g_xat = 0;
        nj = 0;
        {
            static const vkr_op ops[4] = {VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2, VKR_OP_ADD};
            static const uint64_t ns[4] = {0, 1, 4099, 100003};
            int oi, si, ti;
            for (ti = 0; ti < 3; ti++) /* f32, f64, compensated f32 */
                for (oi = 0; oi < 4; oi++)
                    for (si = 0; si < 4; si++) {
                        vkr_type t = ti == 1 ? VKR_TYPE_F64 : VKR_TYPE_F32;
                        if (ops[oi] == VKR_OP_ADD && ti != 2) continue;
                        if (t == VKR_TYPE_F64 && no64(g_dev.vkr_features)) continue;
                        if (!check(x_add(jobs, &nj, ops[oi], t, ti == 2 ? VKR_REDUCE_COMPENSATED : 0, ns[si], si & 1, 1, 0) != NULL,
                                   "prototype jobs do not fit"))
                            break;
                    }
        }
        for (k = 0; k < nj; k++) {
            xjob *j = &jobs[k];
            vkr_reduce_desc rd;
            unsigned char res[8];
            x_reference(j);
            memset(res, 0xA5, sizeof res);
            snprintf(j->what + strlen(j->what), sizeof j->what - strlen(j->what), " vkr_reduce_ex%s", chunked ? " 64 KiB chunks" : "");
            where("%s", j->what);
            r = vkr_reduce_ex(pc, j->op, j->t, g_in.map + j->xoff, j->op == VKR_OP_DOT ? g_in.map + j->yoff : NULL, j->n, j->flags,
                              res);
            if (!check(r == VK_SUCCESS, "%s: %d %s", j->what, (int)r, lerr(pc))) continue;
            memset(&rd, 0, sizeof rd);
            rd.op = j->op;
            rd.type = j->t;
            rd.count = j->n;
            rd.flags = j->flags;
            x_check(pc, j, &rd, res);
        }
        /* vkr_reduce takes sum_squares and norm2 (one array) */
        if (nj > 5) {
            xjob *j = &jobs[5]; /* sum_squares f32 n 1 */
            unsigned char res[8];
            vkr_reduce_desc rd;
            r = vkr_reduce(pc, j->op, j->t, g_in.map + j->xoff, j->n, res);
            memset(&rd, 0, sizeof rd);
            rd.op = j->op;
            rd.type = j->t;
            rd.count = j->n;
            if (check(r == VK_SUCCESS, "vkr_reduce(%s): %s", j->what, lerr(pc))) x_check(pc, j, &rd, res);
        }
        check(g_log_validation == 0, "prototype validation messages: %lu", g_log_validation);
        vkr_destroy_context(pc);
        pc = NULL;
    }
    g_xat = 0;
    free(jobs);
}

/* ------------------------------------------------------------------------------------------ */
/* Narrow inputs, wide accumulators (group "narrow")                                          */
/* ------------------------------------------------------------------------------------------ */
/* Every narrow type (f16, bf16, i8, u8, i16, u16) and the widened 32-bit inputs (f32 -> f64,
   i32 -> i64, u32 -> u64) x every op x both accumulators, at edge sizes and byte offsets that
   are not multiples of 4, in engine mode (one command buffer per type and accumulator) and in
   prototype mode (vkr_reduce / vkr_reduce_acc, host arrays in several chunks), against a CPU
   reference: integers exact (wrapping in the accumulator), min/max the input element exactly
   (widened), add/mul within vkr_error_bound_acc against long double. An accumulator the
   device lacks (f64, 64-bit integers) must be refused (VK_ERROR_FEATURE_NOT_PRESENT): checked,
   not skipped. */
static const vkr_type k_narrow_in[9] = {VKR_TYPE_F16, VKR_TYPE_BF16, VKR_TYPE_I8, VKR_TYPE_U8, VKR_TYPE_I16,
                                        VKR_TYPE_U16, VKR_TYPE_F32, VKR_TYPE_I32, VKR_TYPE_U32};

static int nt_float(vkr_type t)
{
    return t == VKR_TYPE_F16 || t == VKR_TYPE_BF16 || t == VKR_TYPE_F32 || t == VKR_TYPE_F64;
}
static int nt_signed(vkr_type t)
{
    return t == VKR_TYPE_I8 || t == VKR_TYPE_I16 || t == VKR_TYPE_I32 || t == VKR_TYPE_I64;
}
/* the test's own table: the accumulators a type may have, the default first */
static vkr_type nt_wide(vkr_type t)
{
    return nt_float(t) ? VKR_TYPE_F64 : nt_signed(t) ? VKR_TYPE_I64 : VKR_TYPE_U64;
}
static vkr_type nt_default(vkr_type t)
{
    if (t == VKR_TYPE_F16 || t == VKR_TYPE_BF16) return VKR_TYPE_F32;
    if (t == VKR_TYPE_I8 || t == VKR_TYPE_I16) return VKR_TYPE_I32;
    if (t == VKR_TYPE_U8 || t == VKR_TYPE_U16) return VKR_TYPE_U32;
    return t;
}
static const char *nt_name(vkr_type t)
{
    static const char *const n[13] = {"?", "f32", "f64", "i32", "u32", "i64", "u64",
                                      "f16", "bf16", "i8", "u8", "i16", "u16"};
    return (unsigned)t < 13 ? n[t] : "?";
}

static uint64_t n_get(const unsigned char *p, uint64_t i, size_t es)
{
    uint64_t b = 0;
    size_t k;
    for (k = 0; k < es; k++) b |= (uint64_t)p[i * es + k] << (8 * k);
    return b;
}
static void n_put(unsigned char *p, uint64_t i, size_t es, uint64_t b)
{
    size_t k;
    for (k = 0; k < es; k++) p[i * es + k] = (unsigned char)(b >> (8 * k));
}

/* float formats: exponent bits, mantissa bits */
static void nt_fmt(vkr_type t, int *ebits, int *mbits)
{
    *ebits = t == VKR_TYPE_F16 ? 5 : 8;
    *mbits = t == VKR_TYPE_F16 ? 10 : t == VKR_TYPE_BF16 ? 7 : 23;
}

/* The value of float element bits b of type t (f16, bf16, f32), exactly; *nan set for NaN. */
static long double n_fval(vkr_type t, uint64_t b, int *nan)
{
    int eb, mb;
    uint64_t e, m, s;
    long double v;
    nt_fmt(t, &eb, &mb);
    s = b >> (eb + mb) & 1;
    e = b >> mb & ((1u << eb) - 1);
    m = b & ((1ull << mb) - 1);
    *nan = 0;
    if (e == (1u << eb) - 1) {
        if (m) *nan = 1;
        v = m ? 0.0L : HUGE_VALL;
    } else if (e == 0) {
        v = ldexpl((long double)m, 2 - (1 << (eb - 1)) - mb);
    } else {
        v = ldexpl((long double)(m | 1ull << mb), (int)e - ((1 << (eb - 1)) - 1) - mb);
    }
    return s ? -v : v;
}

/* data kinds */
enum { ND_RAND, ND_WRAP, ND_EXTREME, ND_NEGZERO, ND_ZEROS, ND_SUB, ND_INF, ND_INFS, ND_NAN, ND_COUNT };
static const char *const k_nd_names[ND_COUNT] = {"random", "wrap", "extremes", "all -0", "+-0", "subnormals",
                                                 "+inf", "+inf and -inf", "NaN"};

static uint64_t n_float_bits(vkr_type t, rng_t *r, int sign, int e, uint64_t m)
{
    int eb, mb;
    nt_fmt(t, &eb, &mb);
    (void)r;
    return (uint64_t)(sign & 1) << (eb + mb) | (uint64_t)e << mb | (m & ((1ull << mb) - 1));
}

/* n elements of type t for op and kind, at p */
static void n_gen(vkr_type t, vkr_op op, int kind, unsigned char *p, uint64_t n, uint64_t seed)
{
    rng_t r;
    size_t es = vkr_type_size(t);
    unsigned bits = (unsigned)es * 8;
    uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1, i, special = 0;
    r.s = seed;
    if (n) special = rbelow(&r, n);
    for (i = 0; i < n; i++) {
        uint64_t b, x = rnext(&r);
        if (!nt_float(t)) {
            if (kind == ND_WRAP) b = nt_signed(t) ? 1ull << (bits - 1) : mask; /* the minimum / maximum */
            else if (kind == ND_EXTREME) {
                static const uint64_t pick[5] = {0, 1, ~0ull, 0, 0};
                unsigned k = (unsigned)rbelow(&r, 5);
                b = k == 3 ? 1ull << (bits - 1) : k == 4 ? (mask >> 1) : pick[k];
            } else if (op == VKR_OP_MUL) b = x | 1;                           /* odd: products stay non-zero */
            else if (op == VKR_OP_AND) b = ~(x & rnext(&r) & rnext(&r) & rnext(&r));
            else if (op == VKR_OP_OR) b = x & rnext(&r) & rnext(&r) & rnext(&r);
            else b = x;
            n_put(p, i, es, b & mask);
            continue;
        }
        {
            int eb, mb, bias, sign = (int)(x >> 63);
            nt_fmt(t, &eb, &mb);
            bias = (1 << (eb - 1)) - 1;
            if (op == VKR_OP_MUL) { /* near 1, symmetric in the exponent's drift */
                uint64_t one = (uint64_t)bias << mb, k = x >> 40 & 3;
                b = n > 4096 && i % 64 ? one : (x >> 20 & 1) ? one + k : one - 2 * k;
                b |= (uint64_t)sign << (eb + mb);
            } else {
                switch (kind) {
                case ND_NEGZERO: b = 1ull << (eb + mb); break;
                case ND_ZEROS: b = (uint64_t)sign << (eb + mb); break;
                case ND_SUB: b = n_float_bits(t, &r, sign, 0, x >> 8 | 1); break;
                default: b = n_float_bits(t, &r, sign, bias - 4 + (int)(x >> 8 & 7), x >> 16); break;
                }
                if (i == special && kind == ND_INF) b = (uint64_t)((1 << eb) - 1) << mb;
                if (i == special && kind == ND_INFS) b = (uint64_t)((1 << eb) - 1) << mb;
                if (i == (special + 1) % n && kind == ND_INFS && n > 1) b = (uint64_t)((1 << eb) - 1) << mb | 1ull << (eb + mb);
                if (i == special && kind == ND_NAN) b = (uint64_t)((1 << eb) - 1) << mb | (x & ((1ull << mb) - 1)) | 1;
            }
            n_put(p, i, es, b);
        }
    }
}

typedef struct njob {
    vkr_op op;
    vkr_type t, acc_arg, acc; /* acc_arg: what the desc passes (0 = default); acc: resolved */
    int kind;
    uint64_t n;
    VkDeviceSize in_off, out_off;
} njob;

static void n_describe(char *s, size_t cap, const njob *j)
{
    snprintf(s, cap, "%s %s->%s%s n=%llu in_off=%llu out_off=%llu (%s)", opn(j->op), nt_name(j->t), nt_name(j->acc),
             j->acc_arg ? "" : " (default)", (unsigned long long)j->n, (unsigned long long)j->in_off,
             (unsigned long long)j->out_off, k_nd_names[j->kind]);
}

/* A job: acc_arg is what the desc passes (0 = the default accumulator). */
static njob n_job(vkr_op op, vkr_type t, vkr_type acc_arg, uint64_t n, VkDeviceSize in_off, int kind)
{
    njob j;
    memset(&j, 0, sizeof j);
    j.op = op;
    j.t = t;
    j.acc_arg = acc_arg;
    j.acc = acc_arg ? acc_arg : nt_default(t);
    j.n = n;
    j.in_off = in_off;
    j.kind = kind;
    return j;
}

/* Checks `got` (the accumulator's bits) for job j over data p; c gives the error bound. */
static int n_check(vkr_context c, const njob *j, const unsigned char *p, uint64_t got, const char *mode)
{
    char what[200];
    size_t es = vkr_type_size(j->t), ea = vkr_type_size(j->acc);
    unsigned abits = (unsigned)ea * 8;
    uint64_t amask = abits == 64 ? ~0ull : (1ull << abits) - 1, i;
    n_describe(what, sizeof what, j);
    got &= amask;
    if (!nt_float(j->t)) {
        uint64_t r;
        int sg = nt_signed(j->t);
        unsigned ib = (unsigned)es * 8;
        switch (j->op) {
        case VKR_OP_MUL: r = 1; break;
        case VKR_OP_MIN: r = sg ? amask >> 1 : amask; break;
        case VKR_OP_MAX: r = sg ? (amask >> 1) + 1 : 0; break;
        case VKR_OP_AND: r = amask; break;
        default: r = 0; break;
        }
        for (i = 0; i < j->n; i++) {
            uint64_t x = n_get(p, i, es);
            if (sg && ib < 64 && (x >> (ib - 1) & 1)) x |= ~0ull << ib; /* sign-extend */
            x &= amask;
            switch (j->op) {
            case VKR_OP_ADD: r = (r + x) & amask; break;
            case VKR_OP_MUL: r = (r * x) & amask; break;
            case VKR_OP_MIN:
            case VKR_OP_MAX: {
                /* compare in the accumulator's signedness: flip the sign bit for signed */
                uint64_t flip = sg ? 1ull << (abits - 1) : 0;
                int less = (x ^ flip) < (r ^ flip);
                if (j->op == VKR_OP_MIN ? less : (!less && x != r)) r = x;
                break;
            }
            case VKR_OP_AND: r &= x; break;
            case VKR_OP_OR: r |= x; break;
            default: r ^= x; break;
            }
        }
        return check(got == r, "%s %s: got 0x%llx, want 0x%llx", mode, what, (unsigned long long)got, (unsigned long long)r);
    }
    {
        int any_nan = 0, pinf = 0, ninf = 0, all_negzero = j->n > 0, all_zero = j->n > 0, nan, flushable = 0;
        long double sum = -0.0L, abs_sum = 0.0L, prod = 1.0L, best = 0.0L;
        uint64_t best_bits = 0;
        int have_best = 0;
        for (i = 0; i < j->n; i++) {
            uint64_t b = n_get(p, i, es);
            long double v = n_fval(j->t, b, &nan);
            if (nan) {
                any_nan = 1;
                continue;
            }
            if (v == HUGE_VALL) pinf = 1;
            if (v == -HUGE_VALL) ninf = 1;
            if (v != 0.0L) all_zero = all_negzero = 0;
            else if (!signbit(v)) all_negzero = 0;
            if (j->t == VKR_TYPE_BF16 || j->t == VKR_TYPE_F32) {
                int eb, mb;
                nt_fmt(j->t, &eb, &mb);
                if (v != 0.0L && !(b >> mb & ((1u << eb) - 1))) flushable = 1; /* an f32 subnormal */
            }
            sum += v;
            abs_sum += fabsl(v);
            prod *= v;
            if (!have_best || (j->op == VKR_OP_MIN ? (v < best || (v == best && signbit(v) && !signbit(best)))
                                                   : (v > best || (v == best && !signbit(v) && signbit(best))))) {
                best = v;
                best_bits = b;
                have_best = 1;
            }
        }
        (void)best_bits;
        if (j->op == VKR_OP_MIN || j->op == VKR_OP_MAX) {
            uint64_t want;
            if (any_nan) return check(b_isnan(j->acc, got) && got == b_qnan(j->acc), "%s %s: got 0x%llx, want the quiet NaN 0x%llx",
                                      mode, what, (unsigned long long)got, (unsigned long long)b_qnan(j->acc));
            if (!have_best) want = j->op == VKR_OP_MIN ? b_inf(j->acc) : b_inf(j->acc) | b_sign(j->acc);
            else want = fbits(j->acc, best); /* exact: every input is a value of the accumulator's type */
            return check(got == want, "%s %s: got 0x%llx, want 0x%llx (the element, widened)", mode, what,
                         (unsigned long long)got, (unsigned long long)want);
        }
        if (j->n == 0) {
            uint64_t want = j->op == VKR_OP_ADD ? 0 : b_one(j->acc);
            return check(got == want, "%s %s: empty: got 0x%llx, want 0x%llx", mode, what, (unsigned long long)got,
                         (unsigned long long)want);
        }
        if (any_nan || (j->op == VKR_OP_ADD && pinf && ninf))
            return check(b_isnan(j->acc, got), "%s %s: got 0x%llx, want a NaN", mode, what, (unsigned long long)got);
        if (j->op == VKR_OP_ADD && (pinf || ninf))
            return check(got == (b_inf(j->acc) | (ninf ? b_sign(j->acc) : 0)), "%s %s: got 0x%llx, want %sinf", mode, what,
                         (unsigned long long)got, ninf ? "-" : "+");
        if (j->op == VKR_OP_ADD && all_zero)
            return check(got == (all_negzero ? b_sign(j->acc) : 0), "%s %s: got 0x%llx, want %s0", mode, what,
                         (unsigned long long)got, all_negzero ? "-" : "+");
        {
            double bound = -1.0;
            long double exact = j->op == VKR_OP_ADD ? sum : prod, v = fval(j->acc, got), err, tol;
            VkResult r = vkr_error_bound_acc(c, j->op, j->t, j->acc_arg, j->n, &bound);
            if (!check(r == VK_SUCCESS && bound >= 0.0 && (j->n < 2 || bound > 0.0), "%s %s: vkr_error_bound_acc: %d, bound %g",
                       mode, what, (int)r, bound))
                return 0;
            err = fabsl(v - exact);
            tol = (long double)bound * (j->op == VKR_OP_ADD ? abs_sum : fabsl(exact));
            /* an accumulator of f32 may flush the f32 subnormals a bf16 (or f32) input has: each
               such element may be lost, at most 2^-126 each */
            if (flushable && j->acc == VKR_TYPE_F32) tol += (long double)j->n * ldexpl(1.0L, -126);
            return check(!b_isnan(j->acc, got) && err <= tol, "%s %s: got %.10Lg, exact %.10Lg, error %.3Lg > bound %.3Lg", mode,
                         what, v, exact, err, tol);
        }
    }
}

/* An accumulator of 64 bits needs FLOAT64 (f64) or INT64 (i64/u64) on the context. */
static int n_acc_present(vkr_type acc, uint32_t features)
{
    if (acc == VKR_TYPE_F64) return (features & VKR_FEATURE_FLOAT64) != 0;
    if (acc == VKR_TYPE_I64 || acc == VKR_TYPE_U64) return (features & VKR_FEATURE_INT64) != 0;
    return 1;
}

/* Runs jobs[0..nj) in one command buffer on context c (device d), checks each. Jobs whose
   accumulator the context lacks are checked for the refusal instead. */
static void n_run(vkr_context c, tdev *d, uint32_t features, njob *jobs, size_t nj)
{
    size_t k, ok = 0;
    VkDeviceSize in_bytes = 64, out_bytes = 0, slot = 256;
    tbuf in, out;
    VkResult r;
    for (k = 0; k < nj; k++) {
        jobs[k].out_off = out_bytes + (k % 3) * vkr_type_size(jobs[k].acc);
        out_bytes += slot;
        in_bytes = (in_bytes + 63) / 64 * 64;
        jobs[k].in_off = in_bytes + jobs[k].in_off;
        in_bytes = jobs[k].in_off + jobs[k].n * vkr_type_size(jobs[k].t) + 4;
    }
    if (!buf_create(d, (in_bytes + 63) / 64 * 64, &in)) return;
    if (!buf_create(d, out_bytes, &out)) {
        buf_destroy(d, &in);
        return;
    }
    memset(out.map, 0xA5, (size_t)out_bytes);
    for (k = 0; k < nj; k++) n_gen(jobs[k].t, jobs[k].op, jobs[k].kind, in.map + jobs[k].in_off, jobs[k].n, next_seed());
    cmd_begin(d);
    for (k = 0; k < nj; k++) {
        vkr_reduce_desc rd;
        char what[200];
        memset(&rd, 0, sizeof rd);
        rd.op = jobs[k].op;
        rd.type = jobs[k].t;
        rd.accumulator = jobs[k].acc_arg;
        rd.count = jobs[k].n;
        rd.input = in.buf;
        rd.input_offset = jobs[k].in_off;
        rd.input_buffer_size = in.size;
        rd.output = out.buf;
        rd.output_offset = jobs[k].out_off;
        rd.output_buffer_size = out.size;
        n_describe(what, sizeof what, &jobs[k]);
        where("narrow: vkr_cmd_reduce %s", what);
        r = vkr_cmd_reduce(c, d->cmd, &rd);
        if (!n_acc_present(jobs[k].acc, features)) {
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(c), jobs[k].acc == VKR_TYPE_F64 ? "shaderFloat64" : "shaderInt64"),
                  "engine %s: the context lacks the accumulator: got %d \"%s\", want VK_ERROR_FEATURE_NOT_PRESENT naming the feature",
                  what, (int)r, lerr(c));
            jobs[k].n = UINT64_MAX; /* not run */
            continue;
        }
        if (!check(r == VK_SUCCESS, "engine %s: vkr_cmd_reduce: %d %s", what, (int)r, lerr(c))) jobs[k].n = UINT64_MAX;
    }
    cmd_barrier_to_host(d);
    if (cmd_submit_wait(d)) {
        for (k = 0; k < nj; k++) {
            if (jobs[k].n == UINT64_MAX) continue;
            ok += (size_t)n_check(c, &jobs[k], in.map + jobs[k].in_off, n_get(out.map + jobs[k].out_off, 0, vkr_type_size(jobs[k].acc)),
                                  "engine");
        }
    }
    if (g_opt.verbose) printf("  narrow engine batch: %zu jobs, %zu correct\n", nj, ok);
    vkr_forget_buffer(c, in.buf);
    vkr_forget_buffer(c, out.buf);
    buf_destroy(d, &in);
    buf_destroy(d, &out);
}

static const vkr_op k_nops_float[4] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX};

/* Sizes: edges around a subgroup, a 16-byte vector, a workgroup's vectors, the one-workgroup
   limit, several workgroups (mid tier), and more. */
static int n_sizes(uint64_t *s, vkr_type t)
{
    uint64_t S = g_info.subgroup_size, W = g_info.workgroup_size, ivn = 16 / vkr_type_size(t);
    uint64_t single = W * ivn * VKR__UNROLL * VKR__SINGLE_STEPS;
    int n = 0;
    uint64_t base[] = {0, 1, 2, 3, 5, 7, 15, 16, 17, 31, 33, S - 1, S, S + 1, ivn * S - 1, ivn * S + 1, W * ivn - 1, W * ivn,
                       W * ivn + 1, single - 1, single + 1, 3 * single + 5, 100003};
    size_t i;
    for (i = 0; i < sizeof base / sizeof base[0]; i++) {
        if (g_opt.quick && (i % 3 == 1) && base[i] > 40) continue;
        s[n++] = base[i];
    }
    return sort_unique(s, n);
}

/* Byte offsets of the first element: not multiples of 4 where the element is narrower. */
static VkDeviceSize n_offset(vkr_type t, size_t k)
{
    size_t es = vkr_type_size(t);
    static const VkDeviceSize b8[4] = {0, 1, 2, 3}, b16[4] = {0, 2, 6, 14}, b32[4] = {0, 4, 8, 12};
    return es == 1 ? b8[k % 4] : es == 2 ? b16[k % 4] : b32[k % 4];
}

/* One context per input type (destroyed after it, with its pipelines: SwiftShader keeps
   hundreds of MiB of compiled code per pipeline, and the group makes up to 28 per type). */
static void n_engine(tdev *d, uint32_t features, uint32_t type_mask)
{
    size_t ti, ai, oi, si, cap = 4096, nj;
    njob *jobs = (njob *)calloc(cap, sizeof *jobs);
    uint64_t sizes[64];
    vkr_context_desc cd;
    if (!check(jobs != NULL, "out of memory")) return;
    for (ti = 0; ti < 9; ti++) {
        vkr_type t = k_narrow_in[ti];
        int ns = n_sizes(sizes, t);
        vkr_context c;
        if (type_mask && !(type_mask >> t & 1u)) continue; /* 0: every type */
        fill_context_desc(&cd, d, features);
        cd.pipeline_cache = VK_NULL_HANDLE;
        c = make_context(&cd, "narrow engine");
        if (!c) break;
        for (ai = 0; ai < 2; ai++) {
            vkr_type acc_arg = ai == 0 ? VKR_TYPE_NONE : nt_wide(t);
            size_t nops = nt_float(t) ? 4 : 7;
            if (ai == 0 && nt_default(t) == t) continue; /* 32-bit inputs: the wide accumulator only */
            nj = 0;
            for (oi = 0; oi < nops; oi++) {
                vkr_op op = nt_float(t) ? k_nops_float[oi] : k_ops[oi];
                if (g_opt.quick && (op == VKR_OP_AND || op == VKR_OP_OR)) continue;
                for (si = 0; si < (size_t)ns; si++) jobs[nj++] = n_job(op, t, acc_arg, sizes[si], n_offset(t, si + oi), ND_RAND);
                /* integer extremes; float specials (add, min, max) */
                if (!nt_float(t)) {
                    jobs[nj++] = n_job(op, t, acc_arg, 1003, n_offset(t, 1), ND_EXTREME);
                } else if (op != VKR_OP_MUL) {
                    int kind;
                    for (kind = ND_NEGZERO; kind < ND_COUNT; kind++) {
                        static const uint64_t kn[3] = {1, 17, 4099};
                        int m;
                        for (m = 0; m < 3; m++)
                            jobs[nj++] = n_job(op, t, acc_arg, kind == ND_INFS && kn[m] == 1 ? 2 : kn[m], n_offset(t, (size_t)m + 1), kind);
                    }
                }
            }
            /* accumulator wraparound (16-bit: 2^16+ elements of the extreme value; 8-bit: 2^24+,
               not with --quick): wraps the 32-bit accumulator, not the 64-bit one */
            if (!nt_float(t) && vkr_type_size(t) <= 2 && (vkr_type_size(t) == 2 || !g_opt.quick))
                jobs[nj++] = n_job(VKR_OP_ADD, t, acc_arg, vkr_type_size(t) == 2 ? 70001 : 17000001, n_offset(t, 3), ND_WRAP);
            where("narrow engine %s acc %s", nt_name(t), nt_name(acc_arg));
            n_run(c, d, features, jobs, nj);
        }
        vkr_destroy_context(c);
    }
    free(jobs);
}

/* Prototype mode: vkr_reduce (default accumulator) and vkr_reduce_acc (the wide one) of host
   arrays, with a small host_chunk_bytes so larger arrays go through several chunks. */
static void n_prototype(void)
{
    vkr_prototype_desc pd;
    vkr_context c = NULL;
    vkr_context_info info;
    VkResult r;
    size_t ti, oi, ni, ai;
    static const uint64_t ns[4] = {0, 1, 1001, 40007};
    unsigned char *data;
    memset(&pd, 0, sizeof pd);
    pd.binding = g_force_binding;
    pd.validation = g_validation ? VK_TRUE : VK_FALSE;
    pd.log = test_log;
    pd.path = g_opt.path;
    pd.host_chunk_bytes = 8192; /* 40007 elements: several chunks */
    where("narrow: vkr_create_prototype_context");
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "narrow: vkr_create_prototype_context: %d", (int)r)) return;
    if (!context_info(c, &info)) {
        vkr_destroy_context(c);
        return;
    }
    /* prototype mode enables the optional narrow-sum features the device has, as the suite's
       own device declares them (the same device: the faster modules run here too) */
    if (!strcmp(info.device_name, g_props.deviceName)) {
        const uint32_t opt = (uint32_t)(VKR_FEATURE_INTEGER_DOT_PRODUCT | VKR_FEATURE_FLOAT16);
        check((info.enabled_features & opt) == (g_dev.vkr_features & opt), "narrow prototype: enabled_features 0x%x, the suite's device 0x%x",
              info.enabled_features, g_dev.vkr_features);
    }
    data = (unsigned char *)malloc(40007 * 8 + 16);
    for (ti = 0; ti < 9 && data; ti++) {
        vkr_type t = k_narrow_in[ti];
        for (oi = 0; oi < 4; oi++) {
            vkr_op op = oi == 0 ? VKR_OP_ADD : oi == 1 ? VKR_OP_MAX : oi == 2 ? VKR_OP_MIN : nt_float(t) ? VKR_OP_MUL : VKR_OP_XOR;
            for (ai = 0; ai < 2; ai++) {
                vkr_type acc_arg = ai ? nt_wide(t) : VKR_TYPE_NONE;
                if (!ai && nt_default(t) == t) continue;
                for (ni = 0; ni < 4; ni++) {
                    njob j;
                    char what[200];
                    uint64_t got = 0xA5A5A5A5A5A5A5A5ull;
                    j = n_job(op, t, acc_arg, ns[ni], 0, ND_RAND);
                    n_gen(t, op, j.kind, data, j.n, next_seed());
                    n_describe(what, sizeof what, &j);
                    where("narrow prototype %s", what);
                    r = ai ? vkr_reduce_acc(c, op, t, acc_arg, data, j.n, &got) : vkr_reduce(c, op, t, data, j.n, &got);
                    if (!n_acc_present(j.acc, info.enabled_features)) {
                        check(r == VK_ERROR_FEATURE_NOT_PRESENT, "prototype %s: got %d, want VK_ERROR_FEATURE_NOT_PRESENT (no %s)", what,
                              (int)r, nt_name(j.acc));
                        continue;
                    }
                    if (!check(r == VK_SUCCESS, "prototype %s: %d %s", what, (int)r, lerr(c))) continue;
                    if (vkr_type_size(j.acc) == 4) /* only the accumulator's bytes were written */
                        check((got >> 32) == 0xA5A5A5A5u, "prototype %s: wrote past the 4-byte result", what);
                    n_check(c, &j, data, got, "prototype");
                }
            }
        }
    }
    free(data);
    if (context_info(c, &info))
        check(info.validation_messages == 0, "narrow prototype: %llu validation messages", (unsigned long long)info.validation_messages);
    vkr_destroy_context(c);
}

/* Every comma-separated word of `words` appears in s (case-insensitive). */
static int n_mentions_all(const char *s, const char *words) { return mentions_all(s, words, ','); }

static void n_expect(VkResult r, VkResult want, vkr_context ctx, const char *words, const char *what)
{
    expect_fail(r, want, ctx, NULL, what);
    check(n_mentions_all(vkr_last_error(ctx), words), "%s: vkr_last_error \"%s\" should name %s", what, lerr(ctx), words);
}

/* Bad input: pairs that never exist, features a context lacks, sizes and offsets. */
static void n_badinput(void)
{
    tbuf in, out;
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
    vkr_context_desc cd;
    vkr_context c0;
    VkResult r;
    double b;
    if (!buf_create(&g_dev, 4096, &in)) return;
    if (!buf_create(&g_dev, 256, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    memset(in.map, 0, 4096);
    /* pure helpers */
    check(vkr_default_accumulator(VKR_TYPE_F16) == VKR_TYPE_F32 && vkr_default_accumulator(VKR_TYPE_BF16) == VKR_TYPE_F32 &&
              vkr_default_accumulator(VKR_TYPE_I8) == VKR_TYPE_I32 && vkr_default_accumulator(VKR_TYPE_U16) == VKR_TYPE_U32 &&
              vkr_default_accumulator(VKR_TYPE_F32) == VKR_TYPE_F32 && vkr_default_accumulator(VKR_TYPE_NONE) == VKR_TYPE_NONE &&
              vkr_default_accumulator(VKR_TYPE_COUNT) == VKR_TYPE_NONE,
          "vkr_default_accumulator: wrong defaults");
    check(vkr_accumulator_allowed(VKR_TYPE_U8, VKR_TYPE_U64) && vkr_accumulator_allowed(VKR_TYPE_F32, VKR_TYPE_F64) &&
              vkr_accumulator_allowed(VKR_TYPE_I16, VKR_TYPE_NONE) && !vkr_accumulator_allowed(VKR_TYPE_U8, VKR_TYPE_I32) &&
              !vkr_accumulator_allowed(VKR_TYPE_F16, VKR_TYPE_F16) && !vkr_accumulator_allowed(VKR_TYPE_F64, VKR_TYPE_F32) &&
              !vkr_accumulator_allowed(VKR_TYPE_I8, VKR_TYPE_U32),
          "vkr_accumulator_allowed: wrong pairs");
    check(vkr_type_size(VKR_TYPE_F16) == 2 && vkr_type_size(VKR_TYPE_BF16) == 2 && vkr_type_size(VKR_TYPE_U8) == 1 &&
              vkr_type_size(VKR_TYPE_I16) == 2 && !strcmp(vkr_type_name(VKR_TYPE_BF16), "bf16") && !strcmp(vkr_type_name(VKR_TYPE_U8), "u8"),
          "vkr_type_size / vkr_type_name of the narrow types");
#define NBAD(stmt, want, words, what)                                        \
    do {                                                                      \
        rd = good_desc(&in, &out);                                            \
        rd.type = VKR_TYPE_U8;                                                \
        stmt;                                                                 \
        n_expect(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), want, g_ctx, words, what); \
    } while (0)
    cmd_begin(&g_dev);
    NBAD(rd.accumulator = VKR_TYPE_I32, VK_ERROR_FORMAT_NOT_SUPPORTED, "u8,i32", "u8 accumulating in i32");
    NBAD((rd.type = VKR_TYPE_F16, rd.accumulator = VKR_TYPE_F16), VK_ERROR_FORMAT_NOT_SUPPORTED, "f16", "f16 accumulating in f16");
    NBAD((rd.type = VKR_TYPE_F64, rd.accumulator = VKR_TYPE_F32), VK_ERROR_FORMAT_NOT_SUPPORTED, "f64,f32", "f64 accumulating in f32");
    NBAD(rd.accumulator = (vkr_type)99, VK_ERROR_VALIDATION_FAILED_EXT, "accumulator,99", "accumulator 99");
    NBAD((rd.type = VKR_TYPE_BF16, rd.op = VKR_OP_XOR), VK_ERROR_FORMAT_NOT_SUPPORTED, "xor,bf16", "xor on bf16");
    NBAD((rd.type = VKR_TYPE_F16, rd.input_offset = 1), VK_ERROR_VALIDATION_FAILED_EXT, "input_offset,element size", "f16 at an odd byte offset");
    if (g_dev.vkr_features & VKR_FEATURE_INT64) /* (without INT64 the accumulator is refused first) */
        NBAD((rd.accumulator = VKR_TYPE_U64, rd.output_buffer_size = 4), VK_ERROR_VALIDATION_FAILED_EXT, "output,8 bytes",
             "u8 -> u64 into a 4-byte output");
    NBAD((rd.output_buffer_size = 2), VK_ERROR_VALIDATION_FAILED_EXT, "output_buffer_size,4 bytes", "u8 -> u32 into a 2-byte output");
    NBAD((rd.output_offset = 2), VK_ERROR_VALIDATION_FAILED_EXT, "output_offset,element size", "u8 -> u32 at output_offset 2");
    NBAD((rd.count = 5, rd.input_offset = 0, rd.input_buffer_size = 5), VK_ERROR_VALIDATION_FAILED_EXT, "32-bit word,input_buffer_size",
         "5 u8 in a 5-byte buffer (the last word is not whole)");
    NBAD((rd.count = 4, rd.input_offset = 0, rd.input_buffer_size = 3), VK_ERROR_VALIDATION_FAILED_EXT, "exceeds", "4 u8 in a 3-byte buffer");
    check(g_dev.t.vkEndCommandBuffer(g_dev.cmd) == VK_SUCCESS, "vkEndCommandBuffer after the refused reduces");
    /* an exactly sized buffer whose size is a multiple of 4 is fine; so is a count that ends
       inside the last word of a buffer that holds the whole word */
    {
        njob j[2];
        j[0] = n_job(VKR_OP_ADD, VKR_TYPE_U8, VKR_TYPE_NONE, 5, 3, ND_RAND);
        j[1] = n_job(VKR_OP_MAX, VKR_TYPE_I16, VKR_TYPE_NONE, 3, 2, ND_RAND);
        n_run(g_ctx, &g_dev, g_dev.vkr_features, j, 2);
    }
    /* scans refuse the narrow types */
    sd = scan_desc_on(VKR_OP_ADD, VKR_TYPE_F16, 4, &in, &out);
    cmd_begin(&g_dev);
    n_expect(vkr_cmd_scan(g_ctx, g_dev.cmd, &sd), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "f16,scan", "vkr_cmd_scan of f16");
    g_dev.t.vkEndCommandBuffer(g_dev.cmd);
    n_expect(vkr_scan(g_ctx, VKR_OP_ADD, VKR_TYPE_U8, VKR_SCAN_INCLUSIVE, in.map, 4, NULL, out.map), VK_ERROR_FORMAT_NOT_SUPPORTED,
                g_ctx, "u8,scan", "vkr_scan of u8");
    n_expect(vkr_supports_acc(g_ctx, VKR_OP_ADD, VKR_TYPE_I8, VKR_TYPE_U64), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "i8,u64",
                "vkr_supports_acc(i8, u64)");
    n_expect(vkr_error_bound_acc(g_ctx, VKR_OP_ADD, VKR_TYPE_F16, VKR_TYPE_F32, 10, NULL), VK_ERROR_VALIDATION_FAILED_EXT, g_ctx, "bound",
                "vkr_error_bound_acc(bound NULL)");
    n_expect(vkr_reduce_acc(g_ctx, VKR_OP_ADD, VKR_TYPE_U16, VKR_TYPE_I64, in.map, 4, &b), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
                "u16,i64", "vkr_reduce_acc(u16, i64)");
    /* a context without 64-bit features: the default accumulators run (no 8/16-bit feature is
       needed), the 64-bit ones are refused naming the feature */
    fill_context_desc(&cd, &g_dev, 0);
    c0 = make_context(&cd, "narrow, no features");
    if (c0) {
        r = vkr_supports_acc(c0, VKR_OP_ADD, VKR_TYPE_F16, VKR_TYPE_F64);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && n_mentions_all(vkr_last_error(c0), "f16,f64,shaderFloat64"),
              "no-feature context: f16 -> f64: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming shaderFloat64)", (int)r, lerr(c0));
        r = vkr_supports_acc(c0, VKR_OP_MAX, VKR_TYPE_U8, VKR_TYPE_U64);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT && n_mentions_all(vkr_last_error(c0), "u8,u64,shaderInt64"),
              "no-feature context: u8 -> u64: %d \"%s\" (want VK_ERROR_FEATURE_NOT_PRESENT naming shaderInt64)", (int)r, lerr(c0));
        r = vkr_supports_acc(c0, VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_F64);
        check(r == VK_ERROR_FEATURE_NOT_PRESENT, "no-feature context: f32 -> f64: %d (want VK_ERROR_FEATURE_NOT_PRESENT)", (int)r);
        {
            size_t ti;
            for (ti = 0; ti < 6; ti++)
                check(vkr_supports(c0, VKR_OP_ADD, k_narrow_in[ti]) == VK_SUCCESS, "no-feature context: add %s unsupported: %s",
                      nt_name(k_narrow_in[ti]), lerr(c0));
        }
        {
            njob j[4];
            j[0] = n_job(VKR_OP_ADD, VKR_TYPE_F16, VKR_TYPE_NONE, 1001, 2, ND_RAND);
            j[1] = n_job(VKR_OP_MIN, VKR_TYPE_I8, VKR_TYPE_NONE, 333, 1, ND_RAND);
            j[2] = n_job(VKR_OP_ADD, VKR_TYPE_U16, VKR_TYPE_U64, 77, 0, ND_RAND);
            j[3] = n_job(VKR_OP_ADD, VKR_TYPE_BF16, VKR_TYPE_F64, 77, 0, ND_RAND);
            n_run(c0, &g_dev, 0, j, 4); /* 2 and 3 are checked for the refusal */
        }
        vkr_destroy_context(c0);
    }
#undef NBAD
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
}

/* Across the newer features: widened inputs (a narrow type, or a wider accumulator) have
   plain-op modules only, so arg ops, transform-reduces, VKR_REDUCE_COMPENSATED and row /
   segmented reduces refuse them with a message; the refusal is checked, not skipped. */
static void n_cross(void)
{
    tbuf in, out;
    vkr_reduce_desc rd;
    uint32_t offs[3] = {0, 2, 4};
    unsigned char res[64];
    double b;
    if (!buf_create(&g_dev, 4096, &in)) return;
    if (!buf_create(&g_dev, 256, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    memset(in.map, 0, 4096);
#define NX(stmt, words, what)                                                                           \
    do {                                                                                                \
        rd = good_desc(&in, &out);                                                                      \
        rd.type = VKR_TYPE_U8;                                                                          \
        stmt;                                                                                           \
        n_expect(vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, words, what); \
    } while (0)
    cmd_begin(&g_dev);
    NX(rd.op = VKR_OP_ARGMIN, "argmin,u8", "argmin of u8");
    NX((rd.op = VKR_OP_MINMAX, rd.type = VKR_TYPE_F16), "minmax,f16", "minmax of f16");
    NX((rd.op = VKR_OP_ARGMAX, rd.type = VKR_TYPE_I32, rd.accumulator = VKR_TYPE_I64), "argmax,i32,i64", "argmax of i32 in i64");
    NX((rd.op = VKR_OP_DOT, rd.type = VKR_TYPE_BF16, rd.input2 = in.buf, rd.input2_buffer_size = in.size), "dot,bf16", "dot of bf16");
    NX((rd.op = VKR_OP_SUM_SQUARES, rd.type = VKR_TYPE_F32, rd.accumulator = VKR_TYPE_F64), "sum_squares,f32,f64",
       "sum_squares of f32 in f64");
    NX((rd.op = VKR_OP_ADD, rd.type = VKR_TYPE_F16, rd.flags = VKR_REDUCE_COMPENSATED), "add,COMPENSATED,f16",
       "compensated add of f16");
    NX((rd.op = VKR_OP_ADD, rd.type = VKR_TYPE_F32, rd.accumulator = VKR_TYPE_F64, rd.flags = VKR_REDUCE_COMPENSATED),
       "add,COMPENSATED,f32,f64", "compensated add of f32 in f64");
    check(g_dev.t.vkEndCommandBuffer(g_dev.cmd) == VK_SUCCESS, "vkEndCommandBuffer after the refused reduces");
#undef NX
    n_expect(vkr_supports(g_ctx, VKR_OP_ARGMAX, VKR_TYPE_BF16), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "argmax,bf16",
             "vkr_supports(argmax, bf16)");
    n_expect(vkr_supports_acc(g_ctx, VKR_OP_NORM2, VKR_TYPE_F32, VKR_TYPE_F64), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "norm2,f32,f64",
             "vkr_supports_acc(norm2, f32, f64)");
    n_expect(vkr_error_bound_acc(g_ctx, VKR_OP_DOT, VKR_TYPE_F32, VKR_TYPE_F64, 100, &b), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
             "dot,f32,f64", "vkr_error_bound_acc(dot, f32, f64)");
    n_expect(vkr_reduce(g_ctx, VKR_OP_ARGMIN, VKR_TYPE_I8, in.map, 4, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "argmin,i8",
             "vkr_reduce(argmin, i8)");
    n_expect(vkr_reduce_ex(g_ctx, VKR_OP_ADD, VKR_TYPE_BF16, in.map, NULL, 4, VKR_REDUCE_COMPENSATED, res), VK_ERROR_FORMAT_NOT_SUPPORTED,
             g_ctx, "add,COMPENSATED,bf16", "vkr_reduce_ex(compensated add, bf16)");
    n_expect(vkr_reduce_ex(g_ctx, VKR_OP_SUM_SQUARES, VKR_TYPE_F16, in.map, NULL, 4, 0, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
             "sum_squares,f16", "vkr_reduce_ex(sum_squares, f16)");
    n_expect(vkr_reduce_rows(g_ctx, VKR_OP_ADD, VKR_TYPE_I16, in.map, 2, 4, 4, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx, "i16,row",
             "vkr_reduce_rows(add, i16)");
    n_expect(vkr_reduce_segments(g_ctx, VKR_OP_MAX, VKR_TYPE_F16, in.map, 4, offs, 2, res), VK_ERROR_FORMAT_NOT_SUPPORTED, g_ctx,
             "f16,segmented", "vkr_reduce_segments(max, f16)");
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
}

/* GPU-resident counts (vkr_reduce_desc.count_buffer) of narrow inputs: the widened modules take
   the count through the same grid loop (kernel_io.glsl range_accumulate); each job's bound is
   its n, its GPU count 0, inside, at or past the bound (clamped), at byte offsets inside words;
   the result is checked as a direct reduce of the clamped count. On context c. */
static void n_gpucount(vkr_context c, uint64_t bound)
{
    static const vkr_type ts[4] = {VKR_TYPE_U8, VKR_TYPE_I16, VKR_TYPE_F16, VKR_TYPE_BF16};
    static const vkr_op ops[4] = {VKR_OP_ADD, VKR_OP_MIN, VKR_OP_MAX, VKR_OP_ADD};
    static const VkDeviceSize offs[4] = {3, 2, 6, 14};
    njob jobs[20];
    uint64_t gc[20];
    VkDeviceSize in_bytes = 64, slot = 256;
    tbuf in, out, cnt;
    size_t k, nj = 20, ok = 0;
    VkResult r;
    for (k = 0; k < nj; k++) {
        const uint64_t counts[5] = {0, 13, bound / 2 + 5, bound, 2 * bound + 1};
        jobs[k] = n_job(ops[k / 5], ts[k / 5], VKR_TYPE_NONE, bound, offs[k / 5], ND_RAND);
        gc[k] = counts[k % 5];
        jobs[k].out_off = k * slot;
        in_bytes = (in_bytes + 63) / 64 * 64;
        jobs[k].in_off += in_bytes;
        in_bytes = jobs[k].in_off + bound * vkr_type_size(jobs[k].t) + 4;
    }
    if (!buf_create(&g_dev, (in_bytes + 63) / 64 * 64, &in)) return;
    if (!buf_create(&g_dev, nj * slot, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    if (!buf_create(&g_dev, 4 * nj, &cnt)) {
        buf_destroy(&g_dev, &in);
        buf_destroy(&g_dev, &out);
        return;
    }
    memset(out.map, 0xA5, (size_t)(nj * slot));
    for (k = 0; k < nj; k++) {
        uint32_t g = (uint32_t)gc[k];
        n_gen(jobs[k].t, jobs[k].op, jobs[k].kind, in.map + jobs[k].in_off, bound, next_seed());
        memcpy(cnt.map + 4 * k, &g, 4);
    }
    cmd_begin(&g_dev);
    for (k = 0; k < nj; k++) {
        vkr_reduce_desc rd;
        char what[200];
        memset(&rd, 0, sizeof rd);
        rd.op = jobs[k].op;
        rd.type = jobs[k].t;
        rd.count = bound;
        rd.input = in.buf;
        rd.input_offset = jobs[k].in_off;
        rd.input_buffer_size = in.size;
        rd.output = out.buf;
        rd.output_offset = jobs[k].out_off;
        rd.output_buffer_size = out.size;
        rd.count_buffer = cnt.buf;
        rd.count_offset = 4 * k;
        rd.count_buffer_size = cnt.size;
        n_describe(what, sizeof what, &jobs[k]);
        where("narrow: vkr_cmd_reduce, GPU count %llu, %s", (unsigned long long)gc[k], what);
        r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
        if (!check(r == VK_SUCCESS, "GPU count %llu, %s: vkr_cmd_reduce: %d %s", (unsigned long long)gc[k], what, (int)r, lerr(c)))
            jobs[k].n = UINT64_MAX;
    }
    cmd_barrier_to_host(&g_dev);
    if (cmd_submit_wait(&g_dev)) {
        for (k = 0; k < nj; k++) {
            char mode[64];
            if (jobs[k].n == UINT64_MAX) continue;
            jobs[k].n = gc[k] < bound ? gc[k] : bound; /* the clamped count */
            snprintf(mode, sizeof mode, "engine, GPU count %llu of bound %llu", (unsigned long long)gc[k], (unsigned long long)bound);
            ok += (size_t)n_check(c, &jobs[k], in.map + jobs[k].in_off,
                                  n_get(out.map + jobs[k].out_off, 0, vkr_type_size(jobs[k].acc)), mode);
        }
    }
    if (g_opt.verbose) printf("  narrow GPU-count batch (bound %llu): %zu jobs, %zu correct\n", (unsigned long long)bound, nj, ok);
    vkr_forget_buffer(c, in.buf);
    vkr_forget_buffer(c, out.buf);
    vkr_forget_buffer(c, cnt.buf);
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
    buf_destroy(&g_dev, &cnt);
}

/* Range splitting (a small max_binding_range): narrow ranges start inside words, and each
   range's binding ends at its last word; and vkr_reduce_buffer (default accumulator). */
static void n_split(void)
{
    vkr_context_desc cd;
    vkr_context c;
    njob j[6];
    VkDeviceSize range = 65536 + 16;
    fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
    cd.max_binding_range = range;
    c = make_context(&cd, "narrow, max_binding_range 65552");
    if (!c) return;
    j[0] = n_job(VKR_OP_ADD, VKR_TYPE_U8, VKR_TYPE_NONE, 3 * range + 7, 3, ND_RAND);
    j[1] = n_job(VKR_OP_ADD, VKR_TYPE_I8, VKR_TYPE_I64, 2 * range + 1, 1, ND_RAND);
    j[2] = n_job(VKR_OP_MAX, VKR_TYPE_F16, VKR_TYPE_NONE, range + 5, 2, ND_RAND);
    j[3] = n_job(VKR_OP_ADD, VKR_TYPE_BF16, VKR_TYPE_NONE, 100003, 6, ND_RAND);
    j[4] = n_job(VKR_OP_XOR, VKR_TYPE_U16, VKR_TYPE_NONE, 3 * range / 2 + 3, 14, ND_RAND);
    j[5] = n_job(VKR_OP_ADD, VKR_TYPE_F32, VKR_TYPE_F64, range / 2 + 9, 4, ND_RAND);
    n_run(c, &g_dev, g_dev.vkr_features, j, 6);
    n_gpucount(c, 3 * range + 7); /* GPU counts across ranges (count_base) */
    vkr_destroy_context(c);
    {
        tbuf in;
        uint64_t got = ~0ull;
        njob jb;
        VkResult r;
        jb = n_job(VKR_OP_MIN, VKR_TYPE_I16, VKR_TYPE_NONE, 777, 2, ND_RAND);
        if (!buf_create(&g_dev, 4096, &in)) return;
        n_gen(jb.t, jb.op, ND_RAND, in.map + 2, jb.n, next_seed());
        r = vkr_reduce_buffer(g_ctx, jb.op, jb.t, in.buf, 2, in.size, jb.n, &got);
        if (check(r == VK_SUCCESS, "vkr_reduce_buffer(min, i16): %d %s", (int)r, lerr(g_ctx))) {
            check((got >> 32) == 0xffffffffu, "vkr_reduce_buffer(min, i16) wrote more than the 4-byte i32 result");
            n_check(g_ctx, &jb, in.map + 2, got, "vkr_reduce_buffer");
        }
        buf_destroy(&g_dev, &in);
    }
}

/* Every f16 bit pattern through the kernels' conversion (ops.glsl), exactly: one add reduce of
   8 elements (a whole 16-byte vector, so the grid loop's unpacking converts it, not the tail's
   load_element) per pattern p, with p at element p % 8 (both halves of all four words) and -0.0
   elsewhere (x + -0.0 is x, bit for bit, for every x; -0.0 stays -0.0). The sum must be p's
   value exactly, -0.0 and inf included, and a NaN for a NaN. Into f32, and f64 where the device
   has it (that path converts through the f32 bits). --quick: every 7th pattern. The results
   lie 256 bytes apart (the largest minStorageBufferOffsetAlignment): a reduce binds its output
   from the offset rounded down to that alignment, so closer results would be bound by the
   next reduce of the command buffer too (a write-after-write hazard for sync validation). */
static void n_f16_all(void)
{
    const uint64_t per = 8, es = 2, ostride = 256;
    uint32_t p, step = g_opt.quick ? 7 : 1, np = 0;
    int ai;
    tbuf in, out;
    if (!buf_create(&g_dev, 65536 * per * es, &in)) return;
    if (!buf_create(&g_dev, 65536 * ostride, &out)) {
        buf_destroy(&g_dev, &in);
        return;
    }
    for (p = 0; p < 65536; p++) {
        uint64_t k;
        for (k = 0; k < per; k++) n_put(in.map, p * per + k, es, k == p % per ? p : 0x8000);
    }
    for (ai = 0; ai < 2; ai++) {
        vkr_type acc = ai ? VKR_TYPE_F64 : VKR_TYPE_F32;
        size_t ea = vkr_type_size(acc);
        uint32_t bad = 0, ran = 0;
        if (ai && !n_acc_present(acc, g_dev.vkr_features)) continue;
        memset(out.map, 0xA5, (size_t)out.size);
        /* 512 reduces per command buffer: the synchronization validation's bookkeeping grows
           faster than linearly with the dispatches of one command buffer */
        for (p = 0; p < 65536;) {
            uint32_t end = p + 512 * step;
            cmd_begin(&g_dev);
            for (; p < end && p < 65536; p += step) {
                vkr_reduce_desc rd;
                VkResult r;
                memset(&rd, 0, sizeof rd);
                rd.op = VKR_OP_ADD;
                rd.type = VKR_TYPE_F16;
                rd.accumulator = ai ? acc : VKR_TYPE_NONE;
                rd.count = per;
                rd.input = in.buf;
                rd.input_offset = p * per * es;
                rd.input_buffer_size = in.size;
                rd.output = out.buf;
                rd.output_offset = (VkDeviceSize)p * ostride;
                rd.output_buffer_size = out.size;
                where("narrow f16 patterns: add f16->%s, pattern 0x%04x", nt_name(acc), (unsigned)p);
                r = vkr_cmd_reduce(g_ctx, g_dev.cmd, &rd);
                if (r == VK_SUCCESS) {
                    ran++;
                } else { /* counted below as a failure; not a pass per reduce */
                    check(0, "f16 patterns: vkr_cmd_reduce(0x%04x -> %s): %d %s", (unsigned)p, nt_name(acc), (int)r, lerr(g_ctx));
                    p = 65536;
                }
            }
            cmd_barrier_to_host(&g_dev);
            if (!cmd_submit_wait(&g_dev)) ran = 0;
        }
        for (p = 0; p < 65536 && ran == (65535 / step + 1); p += step) {
            int nan;
            long double v = n_fval(VKR_TYPE_F16, p, &nan);
            uint64_t got = n_get(out.map + (size_t)p * ostride, 0, ea), want = nan ? b_qnan(acc) : fbits(acc, v);
            if (nan ? b_isnan(acc, got) : got == want) continue;
            if (bad++ < 8)
                check(0, "f16 pattern 0x%04x summed into %s: got 0x%llx, want 0x%llx%s", (unsigned)p, nt_name(acc),
                      (unsigned long long)got, (unsigned long long)want, nan ? " (a NaN)" : "");
        }
        np += ran;
        check(ran == 65535 / step + 1 && bad == 0, "f16 patterns into %s: %u of %u reduces wrong (%u recorded)", nt_name(acc), (unsigned)bad,
              (unsigned)(65535 / step + 1), (unsigned)ran);
    }
    if (g_opt.verbose) printf("  f16 patterns: %u reduces\n", (unsigned)np);
    vkr_forget_buffer(g_ctx, in.buf);
    vkr_forget_buffer(g_ctx, out.buf);
    buf_destroy(&g_dev, &in);
    buf_destroy(&g_dev, &out);
}

static void group_narrow(void)
{
    n_f16_all();
    n_badinput();
    n_cross();
    n_gpucount(g_ctx, 100003);
    n_split();
    n_engine(&g_dev, g_dev.vkr_features, 0);
    /* 8-bit sums take the integer dot product's module where the context has the feature (the
       run above, on lavapipe, SwiftShader and the H100), f16 add / mul the hardware conversion's
       where it has VKR_FEATURE_FLOAT16 (the H100; lavapipe and SwiftShader do not promise to
       keep f16 denormals), else the plain ones: both run */
    if (g_dev.vkr_features & VKR_FEATURE_INTEGER_DOT_PRODUCT)
        n_engine(&g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_INTEGER_DOT_PRODUCT, 1u << VKR_TYPE_I8 | 1u << VKR_TYPE_U8);
    if (g_dev.vkr_features & VKR_FEATURE_FLOAT16)
        n_engine(&g_dev, g_dev.vkr_features & ~(uint32_t)VKR_FEATURE_FLOAT16, 1u << VKR_TYPE_F16);
    n_prototype();
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
    cd.no_debug_labels = no_labels;
    cd.allocation_callbacks = cb;
    if (binding) cd.binding = binding;
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
    rd.input = in->buf;
    rd.input_offset = in_off;
    rd.input_buffer_size = in->size;
    rd.output = out->buf;
    rd.output_offset = out_off;
    rd.output_buffer_size = out->size;
    return rd;
}

static void lb_engine(vkr_context c, tbuf *in, tbuf *out, tbuf *scratch)
{
    static const char *const want =
        "B0:test frame|B1:vk_reduce init_scratch|E2|B1:vk_reduce reduce add f32 n=1000|E2|"
        "B1:vk_reduce reduce add u32 n<=500|E2|B1:vk_reduce inclusive scan add u32 n=100|E2|"
        "B1:vk_reduce rows add f32 rows=4 length=10|E2|B1:vk_reduce segments add f32 segments=3 n=10|E2|"
        "B1:vk_reduce reduce add f32 n=0|E2|E1|";
    VkDebugUtilsLabelEXT frame;
    vkr_reduce_desc rd;
    vkr_scan_desc sd;
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
    memset(out->map, 0xff, (size_t)out->size);
    memset(&frame, 0, sizeof frame);
    frame.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_LABEL_EXT;
    frame.pLabelName = "test frame";
    lb_reset();
    cmd_begin(&g_dev);
    lb_begin(g_dev.cmd, &frame); /* the caller's own label: the library's nest inside it */
    where("labels: vkr_cmd_init_scratch");
    r = vkr_cmd_init_scratch(c, g_dev.cmd, scratch->buf, 0, scratch->size);
    check(r == VK_SUCCESS, "labels: vkr_cmd_init_scratch: %d %s", (int)r, lerr(c));
    rd = lb_reduce_desc(VKR_OP_ADD, VKR_TYPE_F32, 1000, in, 0, out, 0);
    rd.output_buffer_size = 0; /* refused: no label */
    where("labels: vkr_cmd_reduce");
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_ERROR_VALIDATION_FAILED_EXT, "labels: vkr_cmd_reduce with output_buffer_size 0: %d", (int)r);
    rd.output_buffer_size = out->size;
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce(add f32): %d %s", (int)r, lerr(c));
    rd = lb_reduce_desc(VKR_OP_ADD, VKR_TYPE_U32, 500, in, 8192, out, 256);
    rd.count_buffer = in->buf;
    rd.count_offset = 16384;
    rd.count_buffer_size = in->size;
    r = vkr_cmd_reduce(c, g_dev.cmd, &rd);
    check(r == VK_SUCCESS, "labels: vkr_cmd_reduce(add u32, count buffer): %d %s", (int)r, lerr(c));
    memset(&sd, 0, sizeof sd);
    sd.op = VKR_OP_ADD;
    sd.type = VKR_TYPE_U32;
    sd.kind = (vkr_scan_kind)7; /* refused: no label */
    sd.count = 100;
    sd.input = in->buf;
    sd.input_offset = 8192;
    sd.input_buffer_size = in->size;
    sd.output = out->buf;
    sd.output_offset = 1024;
    sd.output_buffer_size = out->size;
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
    memset(&wd, 0, sizeof wd);
    wd.op = VKR_OP_ADD;
    wd.type = VKR_TYPE_F32;
    wd.rows = 0; /* records nothing: no label */
    wd.row_length = 10;
    wd.input = in->buf;
    wd.input_buffer_size = in->size;
    wd.output = out->buf;
    wd.output_offset = 2048;
    wd.output_buffer_size = out->size;
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
    gd.input = in->buf;
    gd.input_buffer_size = in->size;
    gd.input_count = 10;
    gd.offsets = in->buf;
    gd.offsets_offset = 20480;
    gd.offsets_buffer_size = in->size;
    gd.output = out->buf;
    gd.output_offset = 3072;
    gd.output_buffer_size = out->size;
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
    r = vkr_reduce(c, VKR_OP_ADD, VKR_TYPE_F32, ones, 300, &sum);
    check(r == VK_SUCCESS && sum == 300.0f, "labels: vkr_reduce: %d, %g %s", (int)r, (double)sum, lerr(c));
    check(g_lb_cmd != VK_NULL_HANDLE && g_lb_cmd != g_dev.cmd, "labels: vkr_reduce did not label its own command buffer");
    where("labels: vkr_scan");
    r = vkr_scan(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_SCAN_EXCLUSIVE, u, 100, NULL, p);
    for (i = 0; i < 100; i++) bad += p[i] != i * (i + 1) / 2;
    check(r == VK_SUCCESS && !bad, "labels: vkr_scan: %d, %d wrong %s", (int)r, bad, lerr(c));
    where("labels: vkr_reduce_rows");
    r = vkr_reduce_rows(c, VKR_OP_ADD, VKR_TYPE_F32, ones, 4, 10, 0, res);
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
    r = vkr_reduce(c, VKR_OP_ADD, VKR_TYPE_F32, ones, 64, &sum);
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
        rd.output_offset = (VkDeviceSize)k * 256;
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
    pd.no_debug_labels = no_labels;
    pd.binding = g_force_binding;
    pd.path = g_opt.path;
    where("labels: vkr_create_prototype_context(no_debug_labels %u)", (unsigned)no_labels);
    r = vkr_create_prototype_context(&pd, &c);
    if (!check(r == VK_SUCCESS && c, "labels: vkr_create_prototype_context(validation, no_debug_labels %u): %d", (unsigned)no_labels,
               (int)r))
        return;
    r = vkr_reduce(c, VKR_OP_ADD, VKR_TYPE_F32, ones, 256, &sum);
    check(r == VK_SUCCESS && sum == 256.0f, "labels: prototype vkr_reduce: %d, %g %s", (int)r, (double)sum, lerr(c));
    if (context_info(c, &info)) {
        check(info.debug_labels == !no_labels, "labels: prototype context with validation, no_debug_labels %u: debug_labels %u",
              (unsigned)no_labels, (unsigned)info.debug_labels);
        check(info.validation_messages == 0, "labels: prototype context: %llu validation messages",
              (unsigned long long)info.validation_messages);
    }
    vkr_destroy_context(c);
}

static void group_labels(void)
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
    lb_none(0, VK_TRUE, "desc->no_debug_labels", &in, &out);
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
static void group_optouts(void)
{
    static const vkr_op ops[13] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX, VKR_OP_AND, VKR_OP_OR, VKR_OP_XOR,
                                   VKR_OP_ARGMIN, VKR_OP_ARGMAX, VKR_OP_MINMAX, VKR_OP_DOT, VKR_OP_SUM_SQUARES, VKR_OP_NORM2};
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
        for (i = 0; i < 13; i++)
            for (t = VKR_TYPE_F32; t < VKR_TYPE_COUNT; t++) {
                vkr_op op = ops[i];
                int fl = t == VKR_TYPE_F32 || t == VKR_TYPE_F64 || t == VKR_TYPE_F16 || t == VKR_TYPE_BF16;
                int arg = op >= VKR_OP_ARGMIN && op <= VKR_OP_MINMAX, xform = op >= VKR_OP_DOT;
                vkr_type acc = k == 3 ? (fl ? VKR_TYPE_F64 : (t == VKR_TYPE_I32 || t == VKR_TYPE_I8 || t == VKR_TYPE_I16) ? VKR_TYPE_I64
                                                                                                                     : VKR_TYPE_U64)
                                      : VKR_TYPE_NONE;
                const char *macro;
                /* only combinations the library has (without opt-outs) */
                if (fl && op >= VKR_OP_AND && op <= VKR_OP_XOR) continue;
                if (xform && t != VKR_TYPE_F32 && t != VKR_TYPE_F64) continue;
                if ((arg || xform) && (kernel != OPT_REDUCE || t >= VKR_TYPE_F16 || k == 3)) continue;
                if (kernel != OPT_REDUCE && t >= VKR_TYPE_F16) continue;
                if (k == 3 && (t == VKR_TYPE_F64 || t == VKR_TYPE_I64 || t == VKR_TYPE_U64)) continue;
                macro = opt_left_out(kernel, op, (vkr_type)t, acc, 0);
                where("optouts: %s %s %s acc %s", kernel == OPT_SCAN ? "scan" : kernel == OPT_ROWS ? "rows" : "reduce", opn(op),
                      vkr_type_name((vkr_type)t), acc ? vkr_type_name(acc) : "default");
                r = kernel == OPT_SCAN ? vkr_scan_error_bound(g_ctx, op, (vkr_type)t, 100, &b)
                    : kernel == OPT_ROWS ? vkr_rows_error_bound(g_ctx, op, (vkr_type)t, 2, 100, &b)
                                         : vkr_supports_acc(g_ctx, op, (vkr_type)t, acc);
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
    for (i = 0; i < 13; i++) {
        vkr_reduce_desc rd;
        const char *macro;
        if (ops[i] != VKR_OP_ADD && ops[i] < VKR_OP_DOT) continue;
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
            r = vkr_reduce(g_ctx, hops[i], htypes[i], data, 4, res);
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && mentions(vkr_last_error(g_ctx), macro),
                  "vkr_reduce(%s, %s), left out by %s: %d \"%s\"", opn(hops[i]), tyn(htypes[i]), macro, (int)r, lerr(g_ctx));
        }
    }
    /* forced paths: a left-out path fails context creation naming its macro */
    for (p = VKR_PATH_NATIVE; p <= VKR_PATH_SHARED; p++) {
        const char *macro = opt_path_left_out((vkr_kernel_path)p);
        fill_context_desc(&cd, &g_dev, g_dev.vkr_features);
        cd.path = (vkr_kernel_path)p;
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
        cd.self_test = VK_TRUE;
        cd.log = test_log;
        if (k) cd.testing.break_path = g_info.path;
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

static const group_def k_groups[] = {
    {"info", group_info, "type/op names, context info, vkr_supports, vkr_prepare"},
    {"sizes", group_sizes, "every op x type at the edge sizes (b, c)"},
    {"offsets", group_offsets, "input offsets 0/1/3/7 x output offsets 0/1/5 (c)"},
    {"sweep", group_sweep, "every n in [T, 2T) for one tile size (c)"},
    {"adversarial", group_adversarial, "NaN, inf, signed zeros, denormals, extremes (d)"},
    {"scratch", group_scratch, "caller scratch, 50 back-to-back reduces (e)"},
    {"split", group_split, "small max_binding_range: range splitting (f)"},
    {"large", group_large, "2^24+3 of every type, 2^25+5 u32 past 128 MiB (c, f)"},
    {"determinism", group_determinism, "bitwise repeatability and offset independence (g)"},
    {"tight", group_tight, "exactly sized input and output buffers"},
    {"badinput", group_badinput, "argument errors (i)"},
    {"paths", group_paths, "feature subsets, device without features, workgroup sizes (i)"},
    {"kernels", group_kernels, "kernel paths native/shuffle/shared forced, shared at wrong subgroup sizes"},
    {"caps", group_caps, "capability faking (testing.hide), the subgroup-size probe, the self-test"},
    {"alloc", group_alloc, "VkAllocationCallbacks"},
    {"prototype", group_prototype, "prototype mode, VK_REDUCE_DEVICE (h)"},
    {"binding", group_binding, "push descriptors and descriptor sets: choice, cache, vkr_forget_buffer"},
    {"reliability", group_reliability, "regressions: sync hazards, error bound, chunks, messages, -0"},
    {"rows", group_rows, "row reduce: every op x type at edge shapes, strides, output strides, long rows"},
    {"rows_segments", group_rows_segments, "segmented reduce: empty, tiny, huge, clamped, 64-bit offsets; determinism"},
    {"rows_gpucount", group_rows_gpucount, "GPU-resident counts 0/small/bound/past bound; ranges; engine batch"},
    {"rows_bad", group_rows_bad, "row / segmented reduce and count buffer argument errors"},
    {"rows_proto", group_rows_proto, "vkr_reduce_rows / vkr_reduce_segments in prototype mode"},
    {"argmin", group_argmin, "argmin/argmax/minmax: every type, edge sizes, ties, NaN, -0, paths, ranges, prototype"},
    {"transform", group_transform, "dot, sum_squares, norm2 (f32, f64): edge sizes, offsets, same buffer, specials"},
    {"transform-compensated", group_compensated, "VKR_REDUCE_COMPENSATED f32: bounds, adversarial and long-chain data, specials"},
    {"transform-errors", group_transform_bad, "transform-reduce / compensated argument errors, scans refuse them"},
    {"transform-proto", group_transform_proto, "vkr_reduce_ex: dot / sum_squares / norm2 / compensated on host arrays, chunks"},
    {"narrow", group_narrow, "f16/bf16/8/16-bit inputs and f32/i32/u32 with wide accumulators, every op"},
    {"labels", group_labels, "debug labels: the exact Begin/End sequence through a shim, none when off"},
    {"optouts", group_optouts, "VK_REDUCE_NO_* builds: left-out kernels and paths refused naming the macro, the rest present"},
};

/* The rows groups' buffers (if group rows_proto did not free them). */
static void reduce_teardown(void)
{
    if (g_dev.dev) rows_buffers_free();
}

int main(int argc, char **argv)
{
    harness_program p;
    memset(&p, 0, sizeof p);
    p.name = "test_reduce";
    p.title = "vk_reduce tests";
    p.environment = "             VKR_TEST_ARG_ONE_PATH=1 (group argmin: no other path or binding forced)\n";
    p.groups = k_groups;
    p.n_groups = sizeof k_groups / sizeof k_groups[0];
    p.teardown = reduce_teardown;
    return harness_main(argc, argv, &p);
}
