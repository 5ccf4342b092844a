// vk_reduce subgroup-primitive layer: three implementations, one chosen at generation time.
//
//   PATH_NATIVE   subgroup arithmetic (subgroupAdd/Mul/Min/Max/And/Or/Xor): needs
//                 VK_SUBGROUP_FEATURE_BASIC | VOTE | ARITHMETIC, and shaderSubgroupExtendedTypes
//                 for 64-bit integer accumulators.
//   PATH_SHUFFLE  butterfly subgroupShuffleXor over the subgroup (subgroupShuffleUp for scans):
//                 needs BASIC | SHUFFLE (| SHUFFLE_RELATIVE for scans). 64-bit values move as two
//                 32-bit halves, so no type needs shaderSubgroupExtendedTypes.
//   PATH_SHARED   no subgroup operation at all and no subgroup extension in the module: every
//                 invocation is a "subgroup" of one (SG_SIZE 1), so the primitives below are
//                 trivial and the workgroup layer does all the work with shared memory and
//                 barrier(). Correct whatever the real subgroup size is.
//
// Every path defines:
//   SG_SIZE              the subgroup size the code is shaped for. Native and shuffle: the
//                        specialization constant SPEC_SUBGROUP_SIZE, which the pipeline must run
//                        at (the context pins it where the device allows, else it is the device's
//                        default size, which SPIR-V 1.3 modules run at). Shared: 1.
//   sg_id(), sg_lane()   gl_SubgroupID / gl_SubgroupInvocationID (shared: the local invocation, 0)
//   sg_elect()           true in exactly one invocation of the subgroup
//   sg_any(b)            b of any invocation of the subgroup, in all of them
//   sg_reduce(x)         the op over the subgroup, the same value in every invocation
//   sg_inclusive_scan(x) combine(x_0 .. x_lane) in invocation `lane` (for the scan kernels)
//   sg_exclusive_scan(x) combine(x_0 .. x_lane-1), acc_identity() in lane 0
//   sg_min_u32(x)        the minimum of a uint over the subgroup (the scan's look-back)
// Native and shuffle assume full subgroups (a workgroup size that is a multiple of SG_SIZE; the
// context requires full subgroups where the device allows it).
#ifndef VKR_SUBGROUP_GLSL
#define VKR_SUBGROUP_GLSL
#include "ops.glsl"

#if defined(KERNEL_REDUCE)
// The reduce's variant bits (interface.glsl REDUCE_VARIANT_*), fixed per pipeline: the driver
// folds every test of them. Here for sg_reduce's -0.0 vote; reduce_family.glsl uses the others.
layout(constant_id = SPEC_REDUCE_VARIANT) const uint REDUCE_VARIANT = 0u;
#define SG_ADD_NEEDS_NEGATIVE_ZERO_VOTE ((REDUCE_VARIANT & REDUCE_VARIANT_ADD_KEEPS_NEGATIVE_ZERO) == 0u)
#endif

#if defined(PATH_NATIVE) || defined(PATH_SHUFFLE)
#extension GL_KHR_shader_subgroup_basic : require
layout(constant_id = SPEC_SUBGROUP_SIZE) const uint SG_SIZE = 32u;
uint sg_id() { return gl_SubgroupID; }
uint sg_lane() { return gl_SubgroupInvocationID; }
#endif

// ------------------------------------------------------------------------------------------
#if defined(PATH_NATIVE)
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#if defined(TYPE_F64) || defined(TYPE_I64) || defined(TYPE_U64)
#extension GL_EXT_shader_subgroup_extended_types_int64 : require
#endif

bool sg_elect() { return subgroupElect(); }
bool sg_any(bool b) { return subgroupAny(b); }

#if OPS_ARG
// No subgroup arithmetic works on a (rank, index) pair: the lowest rank first, then the lowest
// index high word among the lanes that hold it, then the low word. Three subgroupMin per pair,
// all arithmetic (no ballot or shuffle: the native path keeps its feature set); the rank's
// 64-bit min on 8-byte types needs shaderSubgroupExtendedTypes like the other 64-bit modules.
void sg_arg_pair(inout KEY k, inout uint lo, inout uint hi) {
    const KEY kb = subgroupMin(k);
    const uint hb = subgroupMin(k == kb ? hi : 0xffffffffu);
    lo = subgroupMin(k == kb && hi == hb ? lo : 0xffffffffu);
    k = kb;
    hi = hb;
}
ACC sg_reduce(ACC x) {
    sg_arg_pair(x.k0, x.lo0, x.hi0);
    if (OP == OP_MINMAX) sg_arg_pair(x.k1, x.lo1, x.hi1);
    return x;
}
#else
ACC sg_reduce(ACC x) {
    switch (COMBINE_OP) {
#if OPS_ADDMUL
    case OP_ADD: {
#if defined(HAS_NEGATIVE_ZERO) && FLOAT_KEY_BITS == 64
        const bool all_negative_zero = subgroupAll(is_negative_zero(x)); // f64: before the add, see below
#endif
        ACC r = subgroupAdd(x);
#if defined(HAS_NEGATIVE_ZERO)
        // A driver's subgroup add may start from +0.0 (Mesa's does), turning a sum of only -0.0
        // into +0.0. IEEE: a sum is -0.0 exactly when every operand is -0.0, so when the vote
        // says all are, the result is -0.0 (whatever r is: then r is +0.0 or -0.0). A select,
        // not a branch: on the H100 (inlined modules, gen.py) this was 0-2% faster than
        // `if (r == 0 && subgroupAll(..))` at 2^16..2^22 elements. f64 takes the vote before
        // the add: with the vote after it, f64 sums of 2^12..2^18 were 2-3% slower than without
        // the fix (H100 A/B); f32 was faster as it is.
        // An f32 reduce pipeline skips the vote where the context's creation probe saw the
        // driver's subgroupAdd keep -0.0 (REDUCE_VARIANT_ADD_KEEPS_NEGATIVE_ZERO, set by the host
        // for f32 accumulators; the probe adds f32): on the H100 the vote cost 2.7% at 2^16 f32
        // elements (8.22 against 8.00 us). f64, scans
        // and rows always vote (the preprocessor, not a constant test: no variant bit to read).
#if FLOAT_KEY_BITS == 64
        r = all_negative_zero ? ACC(-0.0) : r;
#elif defined(KERNEL_REDUCE)
        if (SG_ADD_NEEDS_NEGATIVE_ZERO_VOTE) r = subgroupAll(is_negative_zero(x)) ? ACC(-0.0) : r;
#else
        r = subgroupAll(is_negative_zero(x)) ? ACC(-0.0) : r;
#endif
#endif
        return r;
    }
    case OP_MUL: return subgroupMul(x);
#endif
#if OPS_MINMAX
    case OP_MIN: return subgroupMin(x);
    case OP_MAX: return subgroupMax(x);
#endif
#if OPS_BITWISE
    case OP_AND: return subgroupAnd(x);
    case OP_OR: return subgroupOr(x);
    case OP_XOR: return subgroupXor(x);
#endif
    default: return x;
    }
}

ACC sg_inclusive_scan(ACC x) {
    switch (COMBINE_OP) {
#if OPS_ADDMUL
    case OP_ADD: {
        ACC r = subgroupInclusiveAdd(x);
#if defined(HAS_NEGATIVE_ZERO)
        // As in sg_reduce: a prefix of only -0.0 is -0.0. The vote keeps the fix off the common path.
        if (subgroupAny(r == ACC(0))) {
            if (r == ACC(0) && subgroupInclusiveAnd(is_negative_zero(x) ? 1u : 0u) != 0u) r = ACC(-0.0);
        }
#endif
        return r;
    }
    case OP_MUL: return subgroupInclusiveMul(x);
#endif
#if OPS_MINMAX
    case OP_MIN: return subgroupInclusiveMin(x);
    case OP_MAX: return subgroupInclusiveMax(x);
#endif
#if OPS_BITWISE
    case OP_AND: return subgroupInclusiveAnd(x);
    case OP_OR: return subgroupInclusiveOr(x);
    case OP_XOR: return subgroupInclusiveXor(x);
#endif
    default: return x;
    }
}

uint sg_min_u32(uint x) { return subgroupMin(x); }

// Lane 0 gets acc_identity() (a driver's exclusive scan may start float add from +0.0 and
// float min/max keys from another neutral value).
ACC sg_exclusive_scan(ACC x) {
    ACC r = x;
    switch (COMBINE_OP) {
#if OPS_ADDMUL
    case OP_ADD:
        r = subgroupExclusiveAdd(x);
#if defined(HAS_NEGATIVE_ZERO)
        // (lane 0's exclusive value is the identity, which the return below sets: not a case)
        if (subgroupAny(r == ACC(0) && gl_SubgroupInvocationID != 0u)) {
            if (r == ACC(0) && subgroupExclusiveAnd(is_negative_zero(x) ? 1u : 0u) != 0u) r = ACC(-0.0);
        }
#endif
        break;
    case OP_MUL: r = subgroupExclusiveMul(x); break;
#endif
#if OPS_MINMAX
    case OP_MIN: r = subgroupExclusiveMin(x); break;
    case OP_MAX: r = subgroupExclusiveMax(x); break;
#endif
#if OPS_BITWISE
    case OP_AND: r = subgroupExclusiveAnd(x); break;
    case OP_OR: r = subgroupExclusiveOr(x); break;
    case OP_XOR: r = subgroupExclusiveXor(x); break;
#endif
    default: break;
    }
    return gl_SubgroupInvocationID == 0u ? acc_identity() : r;
}
#endif // !OPS_ARG

// ------------------------------------------------------------------------------------------
#elif defined(PATH_SHUFFLE)
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
// Execution dependency (seed 004, Nabla on NVIDIA): a shuffle reads another invocation's value,
// and nothing in the SPIR-V or Vulkan specs says the invocations of a subgroup execute it in
// lockstep. On NVIDIA since Volta (independent program counters) lanes that took different
// paths before the shuffle (here: the grid-stride loop runs a different number of iterations
// per lane; the ticket is taken by one lane only) can reach it at different times, and a
// shuffle then read stale values in loops; a subgroup execution barrier before every shuffle
// fixed it and cost nothing measurable. Native subgroup reductions return a uniform value and
// are not affected. So every shuffle below is preceded by subgroupBarrier(); none is in the hot
// loop (the workgroup reduce and the tail only).

#if OPS_ARG
// the pair(s) field by field, a 64-bit rank as two halves
KEY sg_key_shuffle_xor(KEY k, uint mask) {
#if defined(TYPE_F32) || defined(TYPE_I32) || defined(TYPE_U32)
    return subgroupShuffleXor(k, mask);
#else
    uvec2 h = unpackUint2x32(k);
    return packUint2x32(uvec2(subgroupShuffleXor(h.x, mask), subgroupShuffleXor(h.y, mask)));
#endif
}
ACC sg_shuffle_xor(ACC x, uint mask) {
    ACC y = x;
    y.k0 = sg_key_shuffle_xor(x.k0, mask);
    y.lo0 = subgroupShuffleXor(x.lo0, mask);
    y.hi0 = subgroupShuffleXor(x.hi0, mask);
    if (OP == OP_MINMAX) {
        y.k1 = sg_key_shuffle_xor(x.k1, mask);
        y.lo1 = subgroupShuffleXor(x.lo1, mask);
        y.hi1 = subgroupShuffleXor(x.hi1, mask);
    }
    return y;
}
#elif ACC_BYTES == 8
ACC sg_shuffle_xor(ACC x, uint mask) {
    uvec2 h = acc_to_uvec2(x);
    return acc_from_uvec2(uvec2(subgroupShuffleXor(h.x, mask), subgroupShuffleXor(h.y, mask)));
}
ACC sg_shuffle_up(ACC x, uint delta) {
    uvec2 h = acc_to_uvec2(x);
    return acc_from_uvec2(uvec2(subgroupShuffleUp(h.x, delta), subgroupShuffleUp(h.y, delta)));
}
#else
ACC sg_shuffle_xor(ACC x, uint mask) { return subgroupShuffleXor(x, mask); }
ACC sg_shuffle_up(ACC x, uint delta) { return subgroupShuffleUp(x, delta); }
#endif

bool sg_elect() { return gl_SubgroupInvocationID == 0u; }

bool sg_any(bool b) {
    uint v = b ? 1u : 0u;
    for (uint d = 1u; d < SG_SIZE; d <<= 1u) {
        subgroupBarrier(); // execution dependency before the shuffle, see above
        v |= subgroupShuffleXor(v, d);
    }
    return v != 0u;
}

uint sg_min_u32(uint x) {
    for (uint d = 1u; d < SG_SIZE; d <<= 1u) {
        subgroupBarrier(); // execution dependency before the shuffle, see above
        x = min(x, subgroupShuffleXor(x, d));
    }
    return x;
}

// Butterfly: after step d every invocation holds the op over its aligned group of 2d lanes.
// combine(x_i, x_j) in lane i and combine(x_j, x_i) in lane j give the same bits (every op is
// commutative, IEEE + and * included), so all lanes end with the same value.
ACC sg_reduce(ACC x) {
    for (uint d = 1u; d < SG_SIZE; d <<= 1u) {
        subgroupBarrier(); // execution dependency before the shuffle, see above
        x = combine(x, sg_shuffle_xor(x, d));
    }
    return x;
}

#if !OPS_ARG // (no scan of this class)
// Kogge-Stone with subgroupShuffleUp.
ACC sg_inclusive_scan(ACC x) {
    for (uint d = 1u; d < SG_SIZE; d <<= 1u) {
        subgroupBarrier(); // execution dependency before the shuffle, see above
        ACC y = sg_shuffle_up(x, d);
        if (gl_SubgroupInvocationID >= d) x = combine(y, x);
    }
    return x;
}

ACC sg_exclusive_scan(ACC x) {
    ACC r = sg_inclusive_scan(x);
    subgroupBarrier(); // execution dependency before the shuffle, see above
    r = sg_shuffle_up(r, 1u);
    return gl_SubgroupInvocationID == 0u ? acc_identity() : r;
}
#endif // !OPS_ARG

// ------------------------------------------------------------------------------------------
#elif defined(PATH_SHARED)
const uint SG_SIZE = 1u;
uint sg_id() { return gl_LocalInvocationIndex; }
uint sg_lane() { return 0u; }
bool sg_elect() { return true; }
bool sg_any(bool b) { return b; }
ACC sg_reduce(ACC x) { return x; }
#if !OPS_ARG
ACC sg_inclusive_scan(ACC x) { return x; }
ACC sg_exclusive_scan(ACC x) { return acc_identity(); }
#endif
uint sg_min_u32(uint x) { return x; }

#else
#error "define one PATH_*"
#endif

#endif // VKR_SUBGROUP_GLSL
