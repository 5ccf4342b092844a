// vk_reduce: one-dispatch reduce with a last-workgroup-done counter.
//
// Templated GLSL: gen/gen.py compiles this once per (op, type, subgroup size) with -D defines
// from shaders/common.glsl's contract:
//   T, V, VN       element type, its 16-byte vector type, elements per vector (4 or 2)
//   ACC, ACCV      accumulator scalar / vector type (T, or an ordered integer key for float
//                  min/max, see common.glsl)
//   SG_SIZE        the subgroup size the pipeline is pinned to
// Workgroup size is specialization constant 0, the op (vkr_op) specialization constant 1.
//
// Each workgroup reduces a grid-stride share of the input (16-byte loads where the input is
// 16-byte aligned, four independent accumulators), then subgroup arithmetic, then shared memory across subgroups. With one
// workgroup it writes the result directly. Otherwise it stores its partial in the scratch
// buffer and takes a ticket from an atomic counter; the workgroup that takes the last ticket
// combines all partials in index order (so the result does not depend on which workgroup
// finished last), writes the result and resets the counter to 0 for the next reduce. Only
// subgroup 0 takes part after the workgroup reduce: the tail is the latency that separates a
// multi-workgroup reduce from a one-workgroup one, so it avoids workgroup barriers.
#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_vote : require
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform Push {
    uint count;        // elements in this dispatch's range
    uint first;        // index of the range's first element in the bound input
    uint group_base;   // index of this dispatch's first partial
    uint group_total;  // partials of the whole reduce (all ranges)
    uint out_index;    // element index of the result in the bound output
    uint flags;        // bit 0: the whole input is empty (write the public identity)
} pc;

layout(std430, set = 0, binding = 0) readonly buffer InScalar { T in_s[]; };
layout(std430, set = 0, binding = 0) readonly buffer InVector { V in_v[]; };
layout(std430, set = 0, binding = 1) writeonly buffer Out { T out_s[]; };
layout(std430, set = 0, binding = 2) coherent buffer Scratch {
    uint counter;
    uint reserved[3];
    ACC partials[];
};

const uint WG_SIZE = gl_WorkGroupSize.x;
const uint NUM_SG = WG_SIZE / SG_SIZE;
shared ACC s_subgroup[NUM_SG];

// Reduces one value per invocation to the workgroup's result: valid in every invocation of
// subgroup 0, undefined elsewhere.
ACC workgroup_reduce(ACC v) {
    v = subgroup_op(v);
    if (subgroupElect()) s_subgroup[gl_SubgroupID] = v;
    barrier();
    ACC r = acc_identity();
    if (gl_SubgroupID == 0u) {
        for (uint k = gl_SubgroupInvocationID; k < NUM_SG; k += SG_SIZE) r = combine(r, s_subgroup[k]);
        r = subgroup_op(r);
    }
    return r;
}

// One relative vector of an unaligned range, from scalar loads.
V load_unaligned(uint e) {
#if defined(VN_IS_4)
    return V(in_s[e], in_s[e + 1u], in_s[e + 2u], in_s[e + 3u]);
#else
    return V(in_s[e], in_s[e + 1u]);
#endif
}

void write_result(ACC r) {
    out_s[pc.out_index] = (pc.flags & 1u) != 0u ? EMPTY_RESULT : DECODE(r);
}

void main() {
    const uint lid = gl_LocalInvocationID.x;
    const uint gsize = gl_NumWorkGroups.x * WG_SIZE;
    const uint t = gl_WorkGroupID.x * WG_SIZE + lid;

    // Element j of the range goes to component j % VN of relative vector j / VN, whatever the
    // range's alignment, so the same data gives the same bits at any offset. Aligned ranges read
    // the vectors with 16-byte loads; others assemble them from scalar loads. The count % VN
    // elements after the last whole vector go to the first invocations of the grid.
    const uint nvec = pc.count / VN;
    const uint tail = pc.count - nvec * VN;
    const bool aligned = pc.first % VN == 0u;
    const uint vbase = pc.first / VN;

    ACCV a0 = ACCV(acc_identity()), a1 = a0, a2 = a0, a3 = a0;
    uint i = t;
    // One grid-stride loop, instantiated for both loads so the hot loop has no branch.
#define GRID_STRIDE(LOAD) \
    for (; i + 3u * gsize < nvec; i += 4u * gsize) { \
        a0 = combine(a0, ENCODEV(LOAD(i))); \
        a1 = combine(a1, ENCODEV(LOAD(i + gsize))); \
        a2 = combine(a2, ENCODEV(LOAD(i + 2u * gsize))); \
        a3 = combine(a3, ENCODEV(LOAD(i + 3u * gsize))); \
    } \
    for (; i < nvec; i += gsize) a0 = combine(a0, ENCODEV(LOAD(i)));
#define LOAD_ALIGNED(k) in_v[vbase + k] /* k is a sum: expands to the same adds as before */
#define LOAD_UNALIGNED(k) load_unaligned(pc.first + (k) * VN)
    if (aligned) {
        GRID_STRIDE(LOAD_ALIGNED)
    } else {
        GRID_STRIDE(LOAD_UNALIGNED)
    }
    ACC acc = HREDUCE(combine(combine(a0, a1), combine(a2, a3)));
    if (t < tail) acc = combine(acc, ENCODE(in_s[pc.first + nvec * VN + t]));

    ACC r = workgroup_reduce(acc);
    if (gl_SubgroupID != 0u) return;
    if (pc.group_total == 1u) {
        if (subgroupElect()) write_result(r);
        return;
    }
    // Subgroup 0 alone finishes: no further workgroup barrier on the critical path.
    bool is_last = false;
    if (subgroupElect()) {
        partials[pc.group_base + gl_WorkGroupID.x] = r;
        memoryBarrierBuffer(); // release: the partial before the ticket
        is_last = atomicAdd(counter, 1u) == pc.group_total - 1u;
        if (is_last) memoryBarrierBuffer(); // acquire: every partial after the last ticket
    }
    if (!subgroupAny(is_last)) return;
    subgroupBarrier(); // the lane that took the ticket hands its acquire to the others

    // The last workgroup: all partials are written; combine them in index order.
    acc = acc_identity();
    for (uint k = gl_SubgroupInvocationID; k < pc.group_total; k += SG_SIZE) acc = combine(acc, partials[k]);
    r = subgroup_op(acc);
    if (subgroupElect()) {
        write_result(r);
        counter = 0u;
    }
}
