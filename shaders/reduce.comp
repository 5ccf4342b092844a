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
// Each workgroup reduces a grid-stride share of the input (16-byte loads, four independent
// accumulators), then subgroup arithmetic, then shared memory across subgroups. With one
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

void write_result(ACC r) {
    out_s[pc.out_index] = (pc.flags & 1u) != 0u ? EMPTY_RESULT : DECODE(r);
}

void main() {
    const uint lid = gl_LocalInvocationID.x;
    const uint gsize = gl_NumWorkGroups.x * WG_SIZE;
    const uint t = gl_WorkGroupID.x * WG_SIZE + lid;

    // [first, first + count) = scalar head | 16-byte vectors | scalar tail
    const uint head = min(pc.count, (VN - pc.first % VN) % VN);
    const uint vbegin = (pc.first + head) / VN;
    const uint vend = vbegin + (pc.count - head) / VN;
    const uint tail_begin = vend * VN;
    const uint tail = pc.first + pc.count - tail_begin;

    ACCV a0 = ACCV(acc_identity()), a1 = a0, a2 = a0, a3 = a0;
    uint i = vbegin + t;
    for (; i + 3u * gsize < vend; i += 4u * gsize) {
        a0 = combine(a0, ENCODEV(in_v[i]));
        a1 = combine(a1, ENCODEV(in_v[i + gsize]));
        a2 = combine(a2, ENCODEV(in_v[i + 2u * gsize]));
        a3 = combine(a3, ENCODEV(in_v[i + 3u * gsize]));
    }
    for (; i < vend; i += gsize) a0 = combine(a0, ENCODEV(in_v[i]));
    ACC acc = HREDUCE(combine(combine(a0, a1), combine(a2, a3)));
    // At most 2 * (VN - 1) scalars, one each for the first invocations of the grid.
    if (t < head) acc = combine(acc, ENCODE(in_s[pc.first + t]));
    else if (t < head + tail) acc = combine(acc, ENCODE(in_s[tail_begin + (t - head)]));

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
        memoryBarrierBuffer();
        is_last = atomicAdd(counter, 1u) == pc.group_total - 1u;
    }
    if (!subgroupAny(is_last)) return;

    // The last workgroup: all partials are written; combine them in index order.
    memoryBarrierBuffer();
    acc = acc_identity();
    for (uint k = gl_SubgroupInvocationID; k < pc.group_total; k += SG_SIZE) acc = combine(acc, partials[k]);
    r = subgroup_op(acc);
    if (subgroupElect()) {
        write_result(r);
        counter = 0u;
    }
}
