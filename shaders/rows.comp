// vk_reduce: many reduces in one dispatch: rows of a matrix (row_length elements every
// row_stride elements) or segments [offsets[s], offsets[s + 1]) of an array; one result per
// row, out_stride elements apart.
//
// gen/gen.py compiles this once per (element type, op class, kernel path), like reduce.comp,
// on the same layers (ops.glsl, subgroup.glsl, kernel_io.glsl, reduce_family.glsl):
// range_accumulate and workgroup_reduce are the reduce's own, so a row's result is computed exactly as a reduce
// would compute it with a grid of seg_chunks workgroups.
//
// Grid: seg_chunks (C) workgroups per row, the dispatch's workgroups striding over the
// rows x C work items (so any number of rows runs in a dispatch of at most 65535 workgroups,
// and a GPU-resident row count needs no indirect dispatch). C == 1: the workgroup writes the
// row's result. C > 1 (long rows, host-chosen so rows x C <= SCRATCH_MAX_PARTIALS): each work
// item stores its partial at row * C + chunk, and a second dispatch (PUSH_FLAG_FOLD) folds each
// row's C partials in a fixed order. No atomics: deterministic.
// Short rows on the native and shuffle paths (ROWS_SUBGROUP pipelines, at most
// ROWS_SUBGROUP_VECTORS vectors per lane): a grid of one subgroup per row, range_accumulate's
// order, then the subgroup reduce alone (no workgroup reduce). The same for segments whose
// length bound the host has and, on CPU devices, for rows and segments of any length (a short
// row's worth at a time).
#version 450
#extension GL_GOOGLE_include_directive : require
#define KERNEL_ROWS 1
#include "reduce_family.glsl"

// PUSH_FLAG_SEGMENTS: n + 1 offsets, relative to the input's first element pc.first: 32-bit, or
// 64-bit (PUSH_FLAG_OFFSETS64, read as two words, low first: no 64-bit integers needed).
layout(std430, set = 0, binding = BINDING_INIT) readonly buffer Offsets { uint offsets_u32[]; };

#if !defined(PATH_SHARED)
// Subgroup rows: a specialization constant (a pipeline of its own), not a push flag: the driver
// drops the paths a pipeline does not run (H100: the flag's test cost the workgroup paths 1-4%,
// e.g. 1,000 segments of mean 4,096 f32 9.66 us against 9.34).
layout(constant_id = SPEC_ROWS_SUBGROUP) const uint ROWS_SUBGROUP = 0u;
#endif

// Offset i, clamped to the bound window of the input, elements [pc.count_base, pc.count_base +
// pc.count) (count_base 0 unless PUSH_FLAG_WINDOW), as an index into it (< 2^32: a 64-bit
// offset with a high word is past it).
uint segment_offset(const uint i) {
    uint off;
    if ((pc.flags & PUSH_FLAG_OFFSETS64) == 0u) {
        off = offsets_u32[pc.offsets_index + i];
    } else {
        const uint k = pc.offsets_index + 2u * i;
        off = offsets_u32[k + 1u] != 0u ? 0xffffffffu : offsets_u32[k];
    }
    return min(max(off, pc.count_base), pc.count_base + pc.count) - pc.count_base;
}

#if !defined(PATH_SHARED)
// Lane `lane`'s share of a short row (the host keeps it to ROWS_SUBGROUP_VECTORS vectors) as
// range_accumulate(first, count, lane, SG_SIZE) computes it, in the same order, so with the
// same bits (its four-wide loop takes whole groups of four vectors into a0..a3, the rest go to
// a0), but unrolled: every load in flight at once and no loop (H100, 1,000 rows x 1,024 f32:
// 4.65 us against 4.74 with range_accumulate's loops).
ACC rows_short_accumulate(const uint first, const uint count, const uint lane) {
    const uint nvec = count / VN, tail = count - nvec * VN;
    const uint m = nvec > lane ? (nvec - lane + SG_SIZE - 1u) / SG_SIZE : 0u; // this lane's vectors
    const uint q = m & ~3u; // those range_accumulate's four-wide loop takes
    ACCV a[4], v[ROWS_SUBGROUP_VECTORS];
    for (uint k = 0u; k < 4u; k++) a[k] = ACCV_IDENTITY();
    if (first % VN == 0u) {
        const uint vbase = first / VN + lane;
        for (uint k = 0u; k < ROWS_SUBGROUP_VECTORS; k++) v[k] = k < m ? ENCODEV(in_v[vbase + k * SG_SIZE]) : ACCV_IDENTITY();
    } else {
        for (uint k = 0u; k < ROWS_SUBGROUP_VECTORS; k++)
            v[k] = k < m ? ENCODEV(load_unaligned(first + (lane + k * SG_SIZE) * VN)) : ACCV_IDENTITY();
    }
    for (uint k = 0u; k < ROWS_SUBGROUP_VECTORS; k++) {
        if (k < q) a[k & 3u] = combine(a[k & 3u], v[k]);
        else if (k < m) a[0] = combine(a[0], v[k]);
    }
    ACC acc = HREDUCE(combine(combine(a[0], a[1]), combine(a[2], a[3])));
    if (lane < tail) acc = combine(acc, ENCODE(in_s[first + nvec * VN + lane]));
    return acc;
}
#endif

void main() {
    const uint lid = gl_LocalInvocationID.x;
    const uint C = pc.seg_chunks;
    uint nseg = pc.seg_count;
    if ((pc.flags & PUSH_FLAG_COUNT_BUFFER) != 0u) nseg = min(nseg, gpu_count()); // clamped to the bound
    // workgroup_reduce's result is valid in subgroup 0 (native, shuffle) or everywhere (shared)
    const bool writer = sg_id() == 0u && sg_elect();

#if !defined(PATH_SHARED)
    // Short rows (ROWS_SUBGROUP, host-chosen): each subgroup reduces whole rows, a grid of one
    // subgroup per row (rows_short_accumulate) and sg_reduce: no shared memory, no workgroup
    // barrier (the workgroup holds WG_SIZE / SG_SIZE rows at a time). H100, 1,000 rows x 1,024
    // f32: 4.7 us against 5.8 with a 64-invocation workgroup per row; of that, about 3.3 us is
    // the dispatch itself (the same dispatch reading nothing).
    // ROWS_SUBGROUP 2, a pipeline of its own so the short rows' code stays as it was (H200: a
    // segments test in their loop cost them 3 %): segments (on GPUs when the host has their
    // length bound, max_segment_length) and, on CPU devices, rows of any length. A segment or
    // row longer than one short row is taken a short row's worth at a time, each lane folding
    // its parts in order: deterministic, and within one short row the short rows' own bits.
    if (ROWS_SUBGROUP != 0u) {
        const uint rows_per_wg = WG_SIZE / SG_SIZE;
        const uint short_max = SG_SIZE * VN * ROWS_SUBGROUP_VECTORS;
        for (uint s = gl_WorkGroupID.x * rows_per_wg + sg_id(); s < nseg; s += gl_NumWorkGroups.x * rows_per_wg) {
            uint begin = s * pc.row_stride, n = pc.row_length;
            if (ROWS_SUBGROUP == 2u && (pc.flags & PUSH_FLAG_SEGMENTS) != 0u) {
                begin = segment_offset(s);
                const uint end = segment_offset(s + 1u);
                n = end > begin ? end - begin : 0u;
            }
            ACC a = acc_identity();
            uint done = 0u;
            do { // once in the short rows' pipeline (ROWS_SUBGROUP 1: the driver drops the loop)
                const ACC part = rows_short_accumulate(pc.first + begin + done, min(n - done, short_max), sg_lane());
                a = done == 0u ? part : combine(a, part);
                done += short_max;
            } while (ROWS_SUBGROUP == 2u && done < n);
            const ACC r = sg_reduce(a);
            if (sg_elect()) STORE_RESULT(pc.out_index + s * pc.out_stride, n == 0u, r);
        }
        return;
    }
#endif
    if ((pc.flags & PUSH_FLAG_FOLD) != 0u) {
        for (uint s = gl_WorkGroupID.x; s < nseg; s += gl_NumWorkGroups.x) {
            ACC acc = acc_identity();
            for (uint k = lid; k < C; k += WG_SIZE) acc = combine(acc, partials[s * C + k]);
            const ACC r = workgroup_reduce(acc);
            // segments in windows: an empty segment writes what a reduce of nothing writes (its
            // windows' partials are the accumulator's identity, e.g. -0.0 for a float sum)
            const bool empty = (pc.flags & PUSH_FLAG_SEGMENTS) != 0u && segment_offset(s + 1u) <= segment_offset(s);
            if (writer) STORE_RESULT(pc.out_index + s * pc.out_stride, empty, r);
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
            // a window's part of segment s (C is 1): partial s * windows + window (group_total, group_base)
            if (C == 1u && (pc.flags & PUSH_FLAG_WINDOW) == 0u) STORE_RESULT(pc.out_index + s * pc.out_stride, n == 0u, r);
            else partials[(pc.flags & PUSH_FLAG_WINDOW) != 0u ? s * pc.group_total + pc.group_base : s * C + c] = r;
        }
        if (w + gl_NumWorkGroups.x < nseg * C) barrier(); // as above
    }
}
