// vk_reduce reduce-family layer: the count source, the grid-stride accumulate (plain, compensated,
// narrow and arg classes), the workgroup reduce and the last-workgroup ticket tail, on top of
// kernel_io.glsl. Included by reduce.comp and rows.comp (a row is reduced exactly as a reduce
// of its elements would be); other families (scan.comp) include kernel_io.glsl alone and bring
// their own workgroup code.
//
// Defines (besides kernel_io.glsl's):
//   gpu_count()               a GPU-resident count (binding COUNTS, PUSH_FLAG_COUNT_BUFFER)
//   COUNT_FROM_BUFFER         whether this pipeline reads its count from binding COUNTS
//   range_accumulate(first, count, t, gsize)   invocation t's share of a range, grid of gsize
//   grid_accumulate()         this invocation's share of the dispatch's range, folded (reduce;
//                             with PUSH_FLAG_COUNT_BUFFER the count read from binding COUNTS)
//   workgroup_reduce(v)       the op over the workgroup; see below for where the value is valid
//   reduce_finish(r)          write the result, or store the partial and let the last
//                             workgroup combine all partials
//   STORE_RESULT(i, empty, r) write result r at output index i (elements; moments: 32-bit
//                             words), or the empty result
//   shared memory             s_tree[] and s_last (shared path), s_subgroup[] (other paths)
#ifndef VKR_REDUCE_FAMILY_GLSL
#define VKR_REDUCE_FAMILY_GLSL
#if defined(PATH_SHARED)
#extension GL_KHR_memory_scope_semantics : require // reduce_finish's controlBarrier
#endif
#include "kernel_io.glsl"

// GPU-resident counts (PUSH_FLAG_COUNT_BUFFER): a u32 in binding COUNTS, read when the kernel
// runs; the dispatch was sized for the bound on the host.
layout(std430, set = 0, binding = BINDING_COUNTS) readonly buffer Counts { uint counts_u32[]; };
uint gpu_count() { return counts_u32[pc.count_index]; }

#if defined(KERNEL_REDUCE)
// The reduce's count source is fixed when its pipeline is created (the host sets it with
// PUSH_FLAG_COUNT_BUFFER): the driver folds the choice, so without a count buffer the grid
// loop's bound is the push constant itself, which the compiler knows is uniform. A count
// chosen at run time (a flag test, or a second copy of the loop) made every 32-bit reduce
// 3-15% slower at 2^12..2^20 elements on the H100, or every module twice as large.
// (REDUCE_VARIANT: subgroup.glsl)
#define COUNT_FROM_BUFFER ((REDUCE_VARIANT & REDUCE_VARIANT_COUNT_BUFFER) != 0u)
// argmin / argmax / minmax without indices (VKR_REDUCE_VALUES_ONLY): the grid loop keeps only the
// best ranks, and the result's index words are all ones
#define ARG_VALUES_ONLY ((REDUCE_VARIANT & REDUCE_VARIANT_VALUES_ONLY) != 0u)
// (not for compensated sums, which have their own grid loop, nor for narrow inputs, whose
// encode_words would be copied four more times: 1.4 MB more header)
#if !OPS_ARG && !OPS_MOMENTS && !defined(OPCLASS_COMP) && !defined(IN_WIDEN)
#define SPECULATE_COUNT 1 // range_accumulate issues its first loads before reading the count
#endif
#else
#define COUNT_FROM_BUFFER ((pc.flags & PUSH_FLAG_COUNT_BUFFER) != 0u)
#define ARG_VALUES_ONLY false // arg ops are reduce-only
#endif

// Elements of this dispatch's range: pc.count, or with a GPU count the part of
// [count_base, count_base + pc.count) below it: the count is clamped to the bound (the last
// range ends at the bound).
// The GPU count is read once, at the start, and kept for write_result's empty test (a second
// load there would follow the ticket's barriers; on the H100 the two forms timed the same).
uint g_gpu_count = 0u;
uint reduce_range_count() {
    if (!COUNT_FROM_BUFFER) return pc.count;
    g_gpu_count = gpu_count();
    const uint g = g_gpu_count;
    return g <= pc.count_base ? 0u : min(g - pc.count_base, pc.count);
}


#if OPS_ARG
// ---- argmin / argmax / minmax: the grid loop with the index riding along ------------------
#if defined(VN_IS_4)
#define UV uvec4
#else
#define UV uvec2
#endif
// The element index of a range-relative index j: the range's first element in the whole
// reduce is pc.init_lo / pc.init_hi (a reduce split into binding ranges has several).
// 0xffffffff (no element) stays the identity's UINT64_MAX.
void arg_global(uint j, out uint lo, out uint hi) {
    uint carry;
    lo = uaddCarry(pc.init_lo, j, carry);
    hi = pc.init_hi + carry;
    if (j == 0xffffffffu) { lo = 0xffffffffu; hi = 0xffffffffu; }
}
// One vector of the grid loop: per component the best rank so far and the vector index it came
// from. Vectors arrive in increasing index order per invocation, so a strict < keeps the first.
// The start rank is all ones, which an integer can have (UINT_MAX in an argmin of u32): a
// component never updated holds only such elements, and grid_accumulate then takes its first
// vector (no extra test in the loop).
void arg_update(V v, uint k, bool two, bool maxdir, inout KEY m0[VN], inout UV j0, inout KEY m1[VN], inout UV j1) {
    for (uint c = 0u; c < VN; c++) {
        const KEY r0 = arg_rank(v[c], maxdir);
        if (ARG_VALUES_ONLY) { // no index: plain min of the ranks (the driver drops j0 / j1)
            m0[c] = min(m0[c], r0);
            if (two) m1[c] = min(m1[c], arg_flip(r0));
            continue;
        }
        if (r0 < m0[c]) { m0[c] = r0; j0[c] = k; }
        if (two) {
            const KEY r1 = arg_flip(r0); // two is only set for MINMAX, whose pair 0 is argmin
            if (r1 < m1[c]) { m1[c] = r1; j1[c] = k; }
        }
    }
}
ACC arg_grid_accumulate(const uint count) { // count: the range's elements (reduce_range_count)
    const uint gsize = gl_NumWorkGroups.x * WG_SIZE;
    const uint t = gl_WorkGroupID.x * WG_SIZE + gl_LocalInvocationID.x;
    const uint nvec = count / VN;
    const uint tail = count - nvec * VN;
    const bool aligned = pc.first % VN == 0u;
    const uint vbase = pc.first / VN;
    const bool two = OP == OP_MINMAX, maxdir = OP == OP_ARGMAX;
    KEY m0[VN], m1[VN];
    for (uint c = 0u; c < VN; c++) { m0[c] = KEY_ONES; m1[c] = KEY_ONES; }
    UV j0 = UV(0xffffffffu), j1 = j0;
    uint i = t;
    // Four loads in flight per iteration (64 bytes), as in the other classes' loop. Written as
    // constant-trip loops, not unrolled by hand: the driver unrolls them, and the module stays
    // small (each arg_update is a few dozen instructions per component once inlined).
    V v[4];
#define ARG_GRID_STRIDE(LOAD) \
    for (; i + 3u * gsize < nvec; i += 4u * gsize) { \
        for (uint u = 0u; u < 4u; u++) v[u] = LOAD(i + u * gsize); \
        for (uint u = 0u; u < 4u; u++) arg_update(v[u], i + u * gsize, two, maxdir, m0, j0, m1, j1); \
    } \
    for (; i < nvec; i += gsize) arg_update(LOAD(i), i, two, maxdir, m0, j0, m1, j1);
#define LOAD_ALIGNED(k) in_v[vbase + (k)]
#define LOAD_UNALIGNED(k) load_unaligned(pc.first + (k) * VN)
    if (aligned) {
        ARG_GRID_STRIDE(LOAD_ALIGNED)
    } else {
        ARG_GRID_STRIDE(LOAD_UNALIGNED)
    }
#undef ARG_GRID_STRIDE
#undef LOAD_ALIGNED
#undef LOAD_UNALIGNED
    // the components, then the tail element, as pairs with global indices (combine orders them);
    // a component with vectors but no update: all its ranks were all ones, the first vector wins
    ACC acc = acc_identity();
    if (t < nvec) {
        j0 = mix(j0, UV(t), equal(j0, UV(0xffffffffu)));
        j1 = mix(j1, UV(t), equal(j1, UV(0xffffffffu)));
    }
    for (uint c = 0u; c < VN; c++) {
        ACC e = acc_identity();
        e.k0 = m0[c];
        arg_global(j0[c] == 0xffffffffu ? j0[c] : j0[c] * VN + c, e.lo0, e.hi0);
        if (two) {
            e.k1 = m1[c];
            arg_global(j1[c] == 0xffffffffu ? j1[c] : j1[c] * VN + c, e.lo1, e.hi1);
        }
        acc = combine(acc, e);
    }
    if (t < tail) {
        const uint j = nvec * VN + t;
        const T x = in_s[pc.first + j];
        ACC e = acc_identity();
        e.k0 = arg_rank(x, maxdir);
        arg_global(j, e.lo0, e.hi0);
        if (two) {
            e.k1 = arg_flip(e.k0);
            arg_global(j, e.lo1, e.hi1);
        }
        acc = combine(acc, e);
    }
    return acc;
}
#elif OPS_MOMENTS
// ---- mean and variance: shifted sums per invocation, Chan's merge after (ops.glsl) ---------
// The invocation's shift K is the first element of its first vector (a repeated load, from
// cache). Per component it sums y = x - K and y^2, four loads in flight as in the other
// classes' loop: |y| is at most the data's spread R, so these sums carry no magnitude, and
// folding them into (n, K, mean, M2) at the end (mean = s1 / n, M2 = s2 - s1 * mean) loses at
// most u n R^2 per rounding, the bound's scale. Three float ops per element and no division.
// H200, f32 2^28: 0.995x the read kernel with one set of sums and one shift; a shift per
// component took 266 us against 239, two sets of sums 292; Welford's update per element (a
// reciprocal per vector, a dependent chain per component) read at 0.81x. Element j of the
// range goes to component j % VN, as for sums: the same data gives the same bits at any offset.
struct MomentsV {
    V s1;
    V s2;
    uint n;
};
void moments_add(inout MomentsV a, const V x, const T shift) {
    precise V y = x - V(shift); // (precise: no regrouping with the sums, ops.glsl combine)
    precise V s1 = a.s1 + y;
    a.n++;
    a.s1 = s1;
    a.s2 = fma(y, y, a.s2);
}
ACC moments_fold(const MomentsV a, const T shift) { // one accumulator per component, merged
    ACC acc = acc_identity();
    if (a.n != 0u) {
        const V mean = moments_div(a.s1, V(T(a.n)));
        precise V m2 = fma(-a.s1, mean, a.s2);
        for (uint c = 0u; c < VN; c++) acc = combine(acc, ACC(a.n, 0u, shift, mean[c], m2[c]));
    }
    return acc;
}
ACC range_accumulate(const uint first, const uint count, const uint t, const uint gsize) {
    const uint nvec = count / IVN, tail = count - nvec * IVN;
    const bool aligned = first % IVN == 0u;
    const uint vbase = first / IVN;
    MomentsV a = MomentsV(V(0), V(0), 0u);
    uint i = t;
#if defined(IN_WIDEN)
    // a 16-byte load holds IN_ACCV_PER_LOAD (2 or 4) vectors of T
#define LOAD_WORDS(k) (aligned ? in_w4[vbase + (k)] : load_words_unaligned(first + (k) * IVN))
    const T shift = t < nvec ? WORDS_VECTOR(LOAD_WORDS(t), 0u).x : T(0);
    for (; i < nvec; i += gsize) {
        const uvec4 w = LOAD_WORDS(i);
        moments_add(a, WORDS_VECTOR(w, 0u), shift);
        moments_add(a, WORDS_VECTOR(w, 1u), shift);
#if IN_ACCV_PER_LOAD > 2
        moments_add(a, WORDS_VECTOR(w, 2u), shift);
        moments_add(a, WORDS_VECTOR(w, 3u), shift);
#endif
    }
#undef LOAD_WORDS
#define LOAD_ELEMENT(e) load_element(e)
#else
#define MOMENTS_GRID_STRIDE(LOAD) \
    shift = t < nvec ? LOAD(t).x : T(0); \
    for (; i + 3u * gsize < nvec; i += 4u * gsize) { \
        const V l0 = LOAD(i), l1 = LOAD(i + gsize), l2 = LOAD(i + 2u * gsize), l3 = LOAD(i + 3u * gsize); \
        moments_add(a, l0, shift); \
        moments_add(a, l1, shift); \
        moments_add(a, l2, shift); \
        moments_add(a, l3, shift); \
    } \
    for (; i < nvec; i += gsize) moments_add(a, LOAD(i), shift);
#define LOAD_ALIGNED(k) in_v[vbase + (k)]
#define LOAD_UNALIGNED(k) load_unaligned(first + (k) * VN)
    T shift;
    if (aligned) {
        MOMENTS_GRID_STRIDE(LOAD_ALIGNED)
    } else {
        MOMENTS_GRID_STRIDE(LOAD_UNALIGNED)
    }
#undef MOMENTS_GRID_STRIDE
#undef LOAD_ALIGNED
#undef LOAD_UNALIGNED
#define LOAD_ELEMENT(e) in_s[e]
#endif
    ACC acc = moments_fold(a, shift);
    if (t < tail) acc = combine(acc, ACC(1u, 0u, LOAD_ELEMENT(first + nvec * IVN + t), T(0), T(0)));
#undef LOAD_ELEMENT
    return acc;
}
#else
// Invocation t's share (of a grid of gsize invocations) of the elements first .. first + count
// of the input binding, folded.
// Element j of the range goes to component j % VN of relative vector j / VN, whatever the
// range's alignment, so the same data gives the same bits at any offset. Aligned ranges read
// the vectors with 16-byte loads; others assemble them from scalar loads. The count % VN
// elements after the last whole vector go to the first invocations of the grid. Four
// independent accumulators: 64 bytes in flight per invocation.
// The reduce's grid is the dispatch (grid_accumulate below); the rows kernel runs one grid of
// seg_chunks workgroups per row over the row's elements. A widened input (IN_WIDEN; reduce
// kernel only, never with USES_INPUT2) counts its vectors in IVN input elements of 16 bytes.
// SPECULATE_COUNT (the reduce kernel, its count from binding COUNTS): `count` is the bound, and
// the real count is read here, after the loads of this invocation's first grid-stride step
// (aligned ranges; within the bound, so inside the binding) are issued: the count's load
// latency no longer comes before the first data loads (H100, batch of 1000 reduces of 2^16
// f32: +0.81 us per reduce over a direct count before, +0.43 us after). The peeled step folds
// exactly as the loops below would (same accumulators, same order): the same bits as without it.
ACC range_accumulate(const uint first, const uint count_arg, const uint t, const uint gsize) {
    uint count = count_arg;
#if defined(USES_INPUT2) // the second input is read at the same relative indices (reduce kernel only)
    const uint first2 = pc.first2 + (first - pc.first);
    const bool aligned = first % VN == 0u && first2 % VN == 0u;
    const uint vbase2 = first2 / VN;
#else
    const bool aligned = first % IVN == 0u;
#endif
    const uint vbase = first / IVN;

    uint i = t;
    // One grid-stride loop, instantiated for both loads so the hot loop has no branch.
#if defined(OPCLASS_COMP)
    // Compensated sums (ops.glsl): four loads in flight, two hi vectors, one lo vector for all
    // their errors: 32 registers on the H100 (2 workgroups of 1024 per SM), where four (hi, lo)
    // pairs took 59 and four his with one lo 49 (2^28: 0.98x the plain sum, against 0.976x / 0.90x)
    V h0 = V(-0.0), h1 = h0, lo = V(0.0);
#define GRID_STRIDE(LOAD) \
    for (; i + 3u * gsize < nvec; i += 4u * gsize) { \
        const V l0 = LOAD(i), l1 = LOAD(i + gsize), l2 = LOAD(i + 2u * gsize), l3 = LOAD(i + 3u * gsize); \
        comp_add(h0, lo, l0); \
        comp_add(h1, lo, l1); \
        comp_add(h0, lo, l2); \
        comp_add(h1, lo, l3); \
    } \
    for (; i < nvec; i += gsize) comp_add(h0, lo, LOAD(i));
#else
    ACCV a0 = ACCV_IDENTITY(), a1 = a0, a2 = a0, a3 = a0;
#define GRID_STRIDE(LOAD) \
    for (; i + 3u * gsize < nvec; i += 4u * gsize) { \
        a0 = combine(a0, LOAD(i)); \
        a1 = combine(a1, LOAD(i + gsize)); \
        a2 = combine(a2, LOAD(i + 2u * gsize)); \
        a3 = combine(a3, LOAD(i + 3u * gsize)); \
    } \
    for (; i < nvec; i += gsize) a0 = combine(a0, LOAD(i));
#endif
    // LOAD(k): relative vector k in the accumulator type (k is a sum: expands to the same adds
    // as before); transform-reduces apply their transform to both inputs' vectors here
#if defined(IN_WIDEN)
#define LOAD_ELEMENT(e) load_element(e)
#elif defined(USES_INPUT2)
#define LOAD_ALIGNED(k) XFORMV(in_v[vbase + k], in2_v[vbase2 + k])
#define LOAD_UNALIGNED(k) XFORMV(load_unaligned(first + (k) * VN), load_unaligned2(first2 + (k) * VN))
#else
#define LOAD_ALIGNED(k) ENCODEV(in_v[vbase + k])
#define LOAD_UNALIGNED(k) ENCODEV(load_unaligned(first + (k) * VN))
#define LOAD_ELEMENT(e) in_s[e]
#endif
#if defined(SPECULATE_COUNT)
    uint nvec;
    if (COUNT_FROM_BUFFER && aligned) {
        // Four named vectors, not a loop over an array: with that form (dead code without a
        // count buffer) the H100 ran the plain reduces 3-10% faster at 2^14..2^20 but 1-6%
        // slower at 2^22..2^26; with this one every size is within 0.5% of the code before.
        const uint bvec = count / IVN; // whole vectors of the bound
        const V w0 = i < bvec ? in_v[vbase + (i)] : V(0);
        const V w1 = i + gsize < bvec ? in_v[vbase + (i + gsize)] : V(0);
        const V w2 = i + 2u * gsize < bvec ? in_v[vbase + (i + 2u * gsize)] : V(0);
        const V w3 = i + 3u * gsize < bvec ? in_v[vbase + (i + 3u * gsize)] : V(0);
#if defined(USES_INPUT2)
        const V x0 = i < bvec ? in2_v[vbase2 + i] : V(0);
        const V x1 = i + gsize < bvec ? in2_v[vbase2 + i + gsize] : V(0);
        const V x2 = i + 2u * gsize < bvec ? in2_v[vbase2 + i + 2u * gsize] : V(0);
        const V x3 = i + 3u * gsize < bvec ? in2_v[vbase2 + i + 3u * gsize] : V(0);
#define E0 XFORMV(w0, x0)
#define E1 XFORMV(w1, x1)
#define E2 XFORMV(w2, x2)
#define E3 XFORMV(w3, x3)
#else
#define E0 ENCODEV(w0)
#define E1 ENCODEV(w1)
#define E2 ENCODEV(w2)
#define E3 ENCODEV(w3)
#endif
        count = reduce_range_count();
        nvec = count / IVN;
        if (i + 3u * gsize < nvec) { // the unrolled loop's first iteration
            a0 = combine(a0, E0);
            a1 = combine(a1, E1);
            a2 = combine(a2, E2);
            a3 = combine(a3, E3);
            i += 4u * gsize;
        } else { // the remainder loop, all of it
            if (i < nvec) a0 = combine(a0, E0);
            if (i + gsize < nvec) a0 = combine(a0, E1);
            if (i + 2u * gsize < nvec) a0 = combine(a0, E2);
            i += 3u * gsize; // >= nvec
        }
#undef E0
#undef E1
#undef E2
#undef E3
    } else {
        if (COUNT_FROM_BUFFER) count = reduce_range_count(); // unaligned: no speculation
        nvec = count / IVN;
    }
#else
    const uint nvec = count / IVN;
#endif
    const uint tail = count - nvec * IVN;
#if defined(IN_WIDEN)
    // Widened inputs: each load unpacks, converts and folds IVN elements, so the loop has ONE
    // load and one encode_words (the (uniform) alignment test inside): with the five copies of
    // GRID_STRIDE x two loads, SwiftShader needed over 6 GB to compile one module, and the
    // SPIR-V was 2-4x larger. The four accumulators rotate instead of being unrolled: each
    // still folds every fourth vector (the same chains, so vkr__add_depth's count holds), and
    // the loads of successive iterations do not depend on the accumulators.
#if defined(INPUT_DOT)
    // 8-bit sums with the dot product: four loads in flight per iteration, as the 32-bit loop.
    // On the H100 (u8 sum, 2^28): 94.6 us against 95.9 with one load per iteration (0.99x the
    // CUDA read kernel against 0.978x); the same unrolled loop with the unpacking of the other
    // modules was slower (96.8 us), and the dot product alone changed nothing (95.8 us).
    if (aligned) {
        for (; i + 3u * gsize < nvec; i += 4u * gsize) {
            const uvec4 l0 = in_w4[vbase + i], l1 = in_w4[vbase + i + gsize], l2 = in_w4[vbase + i + 2u * gsize],
                        l3 = in_w4[vbase + i + 3u * gsize];
            a0 = combine(a0, encode_words(l0));
            a1 = combine(a1, encode_words(l1));
            a2 = combine(a2, encode_words(l2));
            a3 = combine(a3, encode_words(l3));
        }
    }
#endif
    for (; i < nvec; i += gsize) {
        const ACCV r = combine(a0, encode_words(aligned ? in_w4[vbase + i] : load_words_unaligned(first + i * IVN)));
        a0 = a1;
        a1 = a2;
        a2 = a3;
        a3 = r;
    }
#else
    if (aligned) {
        GRID_STRIDE(LOAD_ALIGNED)
    } else {
        GRID_STRIDE(LOAD_UNALIGNED)
    }
#endif
#undef GRID_STRIDE
#undef LOAD_ALIGNED
#undef LOAD_UNALIGNED
#if defined(OPCLASS_COMP)
    ACC acc = HREDUCE(combine(PairV(h0, lo), PairV(h1, V(0.0))));
#else
    ACC acc = HREDUCE(combine(combine(a0, a1), combine(a2, a3)));
#endif
#if defined(USES_INPUT2)
    if (t < tail) acc = combine(acc, XFORM(in_s[first + nvec * VN + t], in2_s[first2 + nvec * VN + t]));
#else
    if (t < tail) acc = combine(acc, ENCODE(LOAD_ELEMENT(first + nvec * IVN + t)));
#undef LOAD_ELEMENT
#endif
    return acc;
}
#endif // OPS_ARG, OPS_MOMENTS

// This invocation's share of the dispatch's range (pc.first, reduce_range_count()), folded.
ACC grid_accumulate() {
#if OPS_ARG
    return arg_grid_accumulate(reduce_range_count());
#else
    const uint t = gl_WorkGroupID.x * WG_SIZE + gl_LocalInvocationID.x, gsize = gl_NumWorkGroups.x * WG_SIZE;
#if defined(SPECULATE_COUNT)
    return range_accumulate(pc.first, pc.count, t, gsize); // reads the count itself (above)
#else
    return range_accumulate(pc.first, reduce_range_count(), t, gsize);
#endif
#endif
}

#if OPS_ARG
// vkr_arg_result per pair: value bits (8 bytes, zero padded), index. An empty reduce holds the
// identity: +inf / -inf (the type's max / min) with index UINT64_MAX.
void write_result(ACC r) {
    const uint w = pc.out_index;
    uvec2 v = arg_value_words(r.k0, OP == OP_ARGMAX);
    out_w[w] = v.x;
    out_w[w + 1u] = v.y;
    out_w[w + 2u] = ARG_VALUES_ONLY ? 0xffffffffu : r.lo0;
    out_w[w + 3u] = ARG_VALUES_ONLY ? 0xffffffffu : r.hi0;
    if (OP == OP_MINMAX) {
        v = arg_value_words(r.k1, true);
        out_w[w + 4u] = v.x;
        out_w[w + 5u] = v.y;
        out_w[w + 6u] = ARG_VALUES_ONLY ? 0xffffffffu : r.lo1;
        out_w[w + 7u] = ARG_VALUES_ONLY ? 0xffffffffu : r.hi1;
    }
}
#elif OPS_MOMENTS
// vkr_moments_f32 / vkr_moments_f64 at word w: the count (64 bits), then mean, M2, variance and
// standard deviation in T. Variance divides M2 by count (count - 1 with PUSH_FLAG_SAMPLE); no
// element (or one, for the sample variance) gives NaN there, and no element a NaN mean.
#if FLOAT_KEY_BITS == 32
#define T_WORDS 1u
void store_t(const uint k, const T v) { out_w[k] = floatBitsToUint(v); }
#else
#define T_WORDS 2u
void store_t(const uint k, const T v) {
    const uvec2 b = unpackDouble2x32(v);
    out_w[k] = b.x;
    out_w[k + 1u] = b.y;
}
#endif
// With PUSH_FLAG_SHIFT the mean is written relative to the accumulator value whose bits are
// init_lo / init_hi (vkr_reduce's host chunks, merged on the host: their means then keep the
// spread's scale, not the mean's).
void store_moments(const uint w, const ACC r) {
    const T n = moments_count(r);
#if FLOAT_KEY_BITS == 32
    const T base = uintBitsToFloat(pc.init_lo);
#else
    const T base = packDouble2x32(uvec2(pc.init_lo, pc.init_hi));
#endif
    precise T mean = (pc.flags & PUSH_FLAG_SHIFT) != 0u ? (r.shift - base) + r.mean : r.shift + r.mean;
    const T denom = (pc.flags & PUSH_FLAG_SAMPLE) != 0u ? n - T(1) : n;
    // (a rounding below 0 is clamped; NaN, tested on its bits, stays: a compiler may turn the
    // plain compare into max(), which drops NaN on some devices)
    const T m2 = !moments_nan(r.m2) && r.m2 < T(0) ? T(0) : r.m2;
    const T variance = denom > T(0) ? moments_div(m2, denom) : MOMENTS_NAN;
    out_w[w] = r.n_lo;
    out_w[w + 1u] = r.n_hi;
    store_t(w + 2u, n > T(0) ? mean : MOMENTS_NAN);
    store_t(w + 2u + T_WORDS, m2);
    store_t(w + 2u + 2u * T_WORDS, variance);
    store_t(w + 2u + 3u * T_WORDS, moments_sqrt(variance));
}
#define STORE_RESULT(i, empty, r) store_moments(i, r)
void write_result(ACC r) { store_moments(pc.out_index, r); }
#else
#define STORE_RESULT(i, empty, r) out_s[i] = (empty) ? EMPTY_RESULT : DECODE(r)
// The whole input is empty: known on the host (EMPTY), or a GPU count of 0.
void write_result(ACC r) {
    const bool empty = (pc.flags & PUSH_FLAG_EMPTY) != 0u || (COUNT_FROM_BUFFER && g_gpu_count == 0u);
    out_s[pc.out_index] = empty ? EMPTY_RESULT : DECODE(r);
}
#endif

#if defined(PATH_SHARED)
// ------------------------------------------------------------------------------------------
// Shared-memory path: a tree over the whole workgroup, only barrier() and shared memory, so
// neither the subgroup size nor whether subgroups are full matters, and the workgroup size
// need not be a multiple of anything (nor a power of two).
shared ACC s_tree[WG_SIZE];
shared uint s_last; // the ticket's verdict, broadcast to the workgroup

// The op over the workgroup in a fixed tree (halving, the odd element carried): valid in every
// invocation. It reuses s_tree: two calls need a barrier() between the reads of the first
// result and the second call.
ACC workgroup_reduce(ACC v) {
    const uint lid = gl_LocalInvocationID.x;
    s_tree[lid] = v;
    barrier();
    for (uint n = WG_SIZE; n > 1u;) {
        const uint h = (n + 1u) >> 1; // [h, n) folds onto [0, n - h); n - h <= h: no overlap
        if (lid < n - h) s_tree[lid] = combine(s_tree[lid], s_tree[lid + h]);
        n = h;
        barrier();
    }
    return s_tree[0];
}

// One workgroup: write the result. Several: invocation 0 stores the partial and takes a ticket;
// the verdict goes to the whole workgroup through shared memory (the workgroup cannot leave the
// tail to one subgroup: here a "subgroup" is one invocation, and the real subgroups are
// unknown). In the workgroup with the last ticket every invocation folds a strided share of the
// partials (k = lid, lid + WG_SIZE, ...) and the workgroup tree combines them: error depth
// ceil(partials / WG_SIZE) + ceil(log2 WG_SIZE), the same order whichever workgroup was last.
void reduce_finish(ACC r) {
    const uint lid = gl_LocalInvocationID.x;
    if (pc.group_total == 1u) {
        if (lid == 0u) write_result(r);
        return;
    }
    if (lid == 0u) {
        partials[pc.group_base + gl_WorkGroupID.x] = r;
        memoryBarrierBuffer(); // release: the partial before the ticket
        const bool last = atomicAdd(counter, 1u) == pc.group_total - 1u;
        if (last) memoryBarrierBuffer(); // acquire: every partial after the last ticket
        s_last = last ? 1u : 0u;
    }
    // Workgroup execution barrier that also orders buffer memory: hands s_last and invocation
    // 0's acquire to the workgroup. Also separates the reads of s_tree[0] above from the second
    // workgroup_reduce below.
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer | gl_StorageSemanticsShared,
                   gl_SemanticsAcquireRelease);
    if (s_last == 0u) return; // the same value in every invocation: uniform control flow

    ACC acc = acc_identity();
    for (uint k = lid; k < pc.group_total; k += WG_SIZE) acc = combine(acc, partials[k]);
    r = workgroup_reduce(acc);
    if (lid == 0u) {
        write_result(r);
        counter = 0u;
    }
}

#else
// ------------------------------------------------------------------------------------------
// Native and shuffle paths: subgroup reduce, shared memory across the subgroups, one more
// subgroup reduce in subgroup 0.
const uint NUM_SG = WG_SIZE / SG_SIZE;
shared ACC s_subgroup[NUM_SG];

// The op over the workgroup: valid in every invocation of subgroup 0, undefined elsewhere.
ACC workgroup_reduce(ACC v) {
    v = sg_reduce(v);
    if (sg_elect()) s_subgroup[sg_id()] = v;
    barrier();
    ACC r = acc_identity();
    if (sg_id() == 0u) {
        for (uint k = sg_lane(); k < NUM_SG; k += SG_SIZE) r = combine(r, s_subgroup[k]);
        r = sg_reduce(r);
    }
    return r;
}

// One workgroup: write the result. Several: subgroup 0 of each stores its partial and takes a
// ticket; subgroup 0 of the workgroup with the last ticket finishes alone (no further workgroup
// barrier on the latency-critical tail): each lane folds a strided share of the partials
// (k = lane, lane + SG_SIZE, ...), then the subgroup reduce: error depth
// ceil(partials / SG_SIZE) + log2 SG_SIZE, the same order whichever workgroup was last.
void reduce_finish(ACC r) {
    if (sg_id() != 0u) return;
    if (pc.group_total == 1u) {
        if (sg_elect()) write_result(r);
        return;
    }
    bool is_last = false;
    if (sg_elect()) {
        partials[pc.group_base + gl_WorkGroupID.x] = r;
        memoryBarrierBuffer(); // release: the partial before the ticket
        is_last = atomicAdd(counter, 1u) == pc.group_total - 1u;
        if (is_last) memoryBarrierBuffer(); // acquire: every partial after the last ticket
    }
    if (!sg_any(is_last)) return;
    subgroupBarrier(); // the lane that took the ticket hands its acquire to the others

    ACC acc = acc_identity();
    for (uint k = sg_lane(); k < pc.group_total; k += SG_SIZE) acc = combine(acc, partials[k]);
    r = sg_reduce(acc);
    if (sg_elect()) {
        write_result(r);
        counter = 0u;
    }
}
#endif

#endif // VKR_REDUCE_FAMILY_GLSL
