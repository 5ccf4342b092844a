// vk_reduce: many reduces in one dispatch: rows of a matrix (row_length elements every
// row_stride elements) or segments [offsets[s], offsets[s + 1]) of an array; one result per
// row, out_stride elements apart.
//
// gen/gen.py compiles this once per (element type, op class, kernel path), like reduce.comp,
// on the same layers (ops.glsl, subgroup.glsl, kernel_io.glsl): range_accumulate and
// workgroup_reduce are the reduce's own, so a row's result is computed exactly as a reduce
// would compute it with a grid of seg_chunks workgroups.
//
// Grid: seg_chunks (C) workgroups per row, the dispatch's workgroups striding over the
// rows x C work items (so any number of rows runs in a dispatch of at most 65535 workgroups,
// and a GPU-resident row count needs no indirect dispatch). C == 1: the workgroup writes the
// row's result. C > 1 (long rows, host-chosen so rows x C <= SCRATCH_MAX_PARTIALS): each work
// item stores its partial at row * C + chunk, and a second dispatch (PUSH_FLAG_FOLD) folds each
// row's C partials in a fixed order. No atomics: deterministic.
#version 450
#extension GL_GOOGLE_include_directive : require
#define KERNEL_ROWS 1
#include "kernel_io.glsl"

// PUSH_FLAG_SEGMENTS: n + 1 offsets, relative to the input's first element pc.first: 32-bit, or
// 64-bit (PUSH_FLAG_OFFSETS64, read as two words, low first: no 64-bit integers needed).
layout(std430, set = 0, binding = BINDING_INIT) readonly buffer Offsets { uint offsets_u32[]; };

// Offset i, clamped to the input's extent pc.count (< 2^32: a 64-bit offset with a high word
// is past it).
uint segment_offset(const uint i) {
    if ((pc.flags & PUSH_FLAG_OFFSETS64) == 0u) return min(offsets_u32[pc.offsets_index + i], pc.count);
    const uint k = pc.offsets_index + 2u * i;
    return offsets_u32[k + 1u] != 0u ? pc.count : min(offsets_u32[k], pc.count);
}

void main() {
    const uint lid = gl_LocalInvocationID.x;
    const uint C = pc.seg_chunks;
    uint nseg = pc.seg_count;
    if ((pc.flags & PUSH_FLAG_COUNT_BUFFER) != 0u) nseg = min(nseg, gpu_count()); // clamped to the bound
    // workgroup_reduce's result is valid in subgroup 0 (native, shuffle) or everywhere (shared)
    const bool writer = sg_id() == 0u && sg_elect();

#if !defined(PATH_SHARED)
    // Short rows (PUSH_FLAG_SUBGROUP_ROWS, host-chosen): each subgroup reduces whole rows, a grid
    // of one subgroup per row: range_accumulate over SG_SIZE lanes and sg_reduce, no shared
    // memory and no workgroup barrier (the workgroup holds WG_SIZE / SG_SIZE rows at a time).
    if ((pc.flags & PUSH_FLAG_SUBGROUP_ROWS) != 0u) {
        const uint rows_per_wg = WG_SIZE / SG_SIZE;
        for (uint s = gl_WorkGroupID.x * rows_per_wg + sg_id(); s < nseg; s += gl_NumWorkGroups.x * rows_per_wg) {
            const ACC r = sg_reduce(range_accumulate(pc.first + s * pc.row_stride, pc.row_length, sg_lane(), SG_SIZE));
            if (sg_elect()) out_s[pc.out_index + s * pc.out_stride] = pc.row_length == 0u ? EMPTY_RESULT : DECODE(r);
        }
        return;
    }
#endif
    if ((pc.flags & PUSH_FLAG_FOLD) != 0u) {
        for (uint s = gl_WorkGroupID.x; s < nseg; s += gl_NumWorkGroups.x) {
            ACC acc = acc_identity();
            for (uint k = lid; k < C; k += WG_SIZE) acc = combine(acc, partials[s * C + k]);
            const ACC r = workgroup_reduce(acc);
            if (writer) out_s[pc.out_index + s * pc.out_stride] = DECODE(r);
            // the next row's workgroup_reduce reuses its shared memory (a uniform test: no
            // barrier when this was the workgroup's last row, the common case)
            if (s + gl_NumWorkGroups.x < nseg) barrier();
        }
        return;
    }
    for (uint w = gl_WorkGroupID.x; w < nseg * C; w += gl_NumWorkGroups.x) {
        const uint s = w / C, c = w - s * C;
        uint begin, n;
        if ((pc.flags & PUSH_FLAG_SEGMENTS) != 0u) {
            // offsets past the input's extent (pc.count) are clamped to it; end < begin is empty
            begin = segment_offset(s);
            const uint end = segment_offset(s + 1u);
            n = end > begin ? end - begin : 0u;
        } else {
            begin = s * pc.row_stride;
            n = pc.row_length;
        }
        const ACC r = workgroup_reduce(range_accumulate(pc.first + begin, n, c * WG_SIZE + lid, C * WG_SIZE));
        if (writer) {
            if (C == 1u) out_s[pc.out_index + s * pc.out_stride] = n == 0u ? EMPTY_RESULT : DECODE(r);
            else partials[s * C + c] = r;
        }
        if (w + gl_NumWorkGroups.x < nseg * C) barrier(); // as above
    }
}
