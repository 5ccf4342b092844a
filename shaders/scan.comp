// vk_reduce: prefix scan. A chained scan with decoupled look-back and decoupled fallback
// (Smith, Levien, Owens, SPAA 2025), the three passes of reduce-then-scan, and a pass for a
// range of one tile; the pass is specialization constant SPEC_SCAN_PASS. Row scans
// (SPEC_SCAN_ROWS) run the same passes on tiles that never cross a row; segmented scans
// (KERNEL_SEGMENTS, the segments family; SPEC_SCAN_SEGMENTS says where the heads are) on (head,
// value) pairs: see SEGMENTS. Stream compaction
// (KERNEL_SELECT, the select family) is the single pass over 0/1 selections: see the SELECT
// sections. Same layers as
// reduce.comp (interface, ops, subgroup primitives, I/O); gen/gen.py compiles it per (type, op
// class, path) like the reduce.
//
// A tile is WG_SIZE x SCAN_VECTORS 16-byte vectors, held as slices (32-bit types: invocation i
// holds vector i of each slice, coalesced loads) or blocked (64-bit types: invocation i holds
// SCAN_VECTORS consecutive vectors, one subgroup scan per invocation); see tile_scan.
// tile_scan() is the one function that computes a tile's aggregate: the owner and any workgroup
// that falls back on the tile run it on the same input, so every writer of a tile's status
// writes the same bits.
//
// Single pass. Workgroups take tickets in order (tile = ticket, or a test permutation). Each
// posts its tile's aggregate A(j), then looks back over a window of W predecessors (one status
// read per invocation) for the nearest inclusive value P(k) with A(k+1..j-1) all posted; then
//     exclusive prefix of tile j = P(k) op A(k+1) op ... op A(j-1), folded left to right,
// and posts P(j) = that op A(j). Every P is therefore the left fold init op A(0) op ... op A(j),
// whatever k the look-back happened to find: the result has the same bits under any schedule.
// A predecessor whose aggregate is still missing after MAX_SPIN re-reads is reduced by the
// waiting workgroup itself (tile_scan on its input) and posted: the scan never waits on a
// workgroup that the device does not schedule, so it terminates without forward-progress
// guarantees between workgroups (the fallback only reads input, which no one waits for).
//
// Status: per tile, the aggregate and the inclusive value each in NP words (NP = accumulator
// bytes / 2): word k holds 16 bits of the value and a flag (0x10000) in its high half. Written
// with atomicMax (a value is only ever written with the same bits), read with relaxed atomic
// loads; a value counts only when every piece carries the flag. Only 32-bit atomics.
// Clearing: two status halves. A dispatch uses half PARITY (clean) and clears the tiles the
// previous dispatch wrote in the other half (DIRTY count), spread over its tiles; the last
// workgroup to finish flips PARITY and resets the counters: no clearing pass, and a command
// buffer can be submitted again.
#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_memory_scope_semantics : require
#define KERNEL_SCAN 1
#if defined(KERNEL_SELECT)
#define USES_INPUT2 1 // the flags
#endif
#include "kernel_io.glsl"

layout(constant_id = SPEC_SCAN_PASS) const uint PASS = SCAN_PASS_SINGLE;
layout(constant_id = SPEC_SCAN_TESTING) const uint TESTING = 0u;
layout(constant_id = SPEC_SCAN_ROWS) const uint ROWS = 0u;
// vkr_testing_scan_flags
const uint TESTING_SWAP_PAIRS = 1u;
const uint TESTING_REVERSE_64 = 2u;
const uint TESTING_FORCE_FALLBACK = 4u;
const uint TESTING_NO_FALLBACK = 8u;

#if defined(KERNEL_SELECT)
// ---- stream compaction (select family): the bindings --------------------------------------
// Compiled with TYPE_U32 (the accumulator counts selected elements, OP add). An element is a
// record of SELECT_WORDS 32-bit words (sel_in, from word pc.first); it is selected by a flag
// (in2_s: u32 flags, or u8 flags four to a word, from flag pc.first2) or by a comparison of the
// key at word SELECT_KEY_WORD of the record with the constant init_lo/init_hi. Specialization
// constant SELECT_MODE: the record's words in bits 0-7 and the key's word in bits 8-15 (the
// driver unrolls the record copies), in bits 16-17 how elements are selected (1 u32 flags, 2 u8
// flags, 3 a comparison: folded in, the H200 took 1.38x the time on u32 flags with the mode a push
// constant); the comparison and the key's vkr_type are push constants row_length and
// row_stride (a pipeline per layout and selection, not per comparison). Selected element number k
// (in input order) goes to record k of the output (words from pc.out_index) and index k of the
// indices (binding INIT, from word pc.offsets_index), when k < pc.seg_count (the capacity);
// with PARTITION the others follow, from the total (counts word pc.count_index, written by a
// COUNT_ONLY dispatch before). The last tile writes the total to the counts word and the
// dispatch command (binding INDIRECT, word pc.out_stride).
layout(constant_id = SPEC_SELECT_MODE) const uint SELECT_MODE = 0u;
const uint SELECT_FLAGS_U32 = 1u, SELECT_FLAGS_U8 = 2u, SELECT_LESS = 3u, SELECT_LESS_EQUAL = 4u, SELECT_EQUAL = 5u,
           SELECT_NOT_EQUAL = 6u, SELECT_GREATER_EQUAL = 7u, SELECT_GREATER = 8u;
const uint SELECT_WORDS = SELECT_MODE & 255u, SELECT_KEY_WORD = (SELECT_MODE >> 8) & 255u, SELECT_BY = SELECT_MODE >> 16;
const uint SELECT_BY_FLAGS_U32 = 1u, SELECT_BY_FLAGS_U8 = 2u, SELECT_BY_KEY = 3u;
#define SELECT_HOW pc.row_length
#define SELECT_KEY pc.row_stride
// The records (restrict: the loads of a slice's records may all go before its stores).
layout(std430, set = 0, binding = BINDING_INPUT) restrict readonly buffer SelIn { uint sel_in[]; };
layout(std430, set = 0, binding = BINDING_INPUT) restrict readonly buffer SelInV { uvec4 sel_in_v[]; };
layout(std430, set = 0, binding = BINDING_OUTPUT) restrict writeonly buffer SelOut { uint sel_out[]; };
layout(std430, set = 0, binding = BINDING_INIT) writeonly buffer Indices { uint indices_w[]; };
layout(std430, set = 0, binding = BINDING_COUNTS) buffer Counts { uint counts_w[]; };
layout(std430, set = 0, binding = BINDING_INDIRECT) writeonly buffer Indirect { uint indirect_w[]; };
#else
layout(std430, set = 0, binding = BINDING_INIT) readonly buffer Init { T init_s[]; };
#endif
#if defined(KERNEL_SEGMENTS)
// ---- segmented scans (KERNEL_SEGMENTS, the segments family): the bindings ------------------
// SEGMENTS (specialization constant): where segments start, read from binding INIT (which holds
// no initial value then): head flags (u32, or u8 four to a word) from element pc.first2, element
// i starting a segment where its flag is non-zero; or pc.seg_count begin offsets (u32 indices of
// the whole scan, non-decreasing) from pc.first2, this range's element i being pc.count_base + i.
// The range's first element starts a segment too (from the range's initial value).
layout(constant_id = SPEC_SCAN_SEGMENTS) const uint SEGMENTS = 1u;
layout(std430, set = 0, binding = BINDING_INIT) readonly buffer Heads { uint heads_w[]; };
layout(std430, set = 0, binding = BINDING_INIT) readonly buffer HeadsV { uvec4 heads_v[]; };
const uint SEGMENTS_FLAGS_U32 = 1u, SEGMENTS_FLAGS_U8 = 2u, SEGMENTS_OFFSETS = 3u;
// The heads of a tile's vectors travel with its prefixes (tile_scan -> write_tile): one more
// parameter, which the other families' modules do not have.
#define HEADS_OUT , out uint heads[VPT]
#define HEADS_IN , uint heads[VPT]
#define HEADS_ARG , heads
#else
#define HEADS_OUT
#define HEADS_IN
#define HEADS_ARG
#endif
layout(std430, set = 0, binding = BINDING_SCRATCH) coherent buffer ScratchWords { uint sw[]; };
layout(std430, set = 0, binding = BINDING_SCRATCH) coherent buffer ScratchAcc { ACC sacc[]; };

const uint VPT = SCAN_VECTORS;            // vectors per invocation per tile
const uint TILE_V = WG_SIZE * VPT;        // vectors per tile
const uint TILE = TILE_V * VN;            // elements per tile
#if defined(VKR_DIAG_STATUS_PIECES)
// Benchmark-only (gen.py --define VKR_DIAG_STATUS_PIECES=N --output PATH): post and read only N
// 16-bit pieces of each status value (64-bit types: 2 of 4), which prices the status protocol
// of 64-bit values. Wrong results; the shipped modules never define it.
const uint NP = min(uint(ACC_BYTES) / 2u, uint(VKR_DIAG_STATUS_PIECES));
#else
const uint NP = uint(ACC_BYTES) / 2u;     // 16-bit pieces per value
#endif
// Look-back window: LB_LANES invocations (subgroup 0 on the native and shuffle paths) read
// LB_PER_LANE tiles each per round trip. Measured on the H100 (2^28 f32, bench/results): a
// slow look-back posts P late, which makes the next look-backs longer (with one tile per lane
// and a fixed-length fold each tile walked ~9 windows back); 1/2/4 tiles per lane gave
// 2.23/2.36/2.17 TB/s at workgroup 512.
#if defined(PATH_SHARED)
const uint LB_LANES = 32u;
#else
const uint LB_LANES = SG_SIZE;
#endif
const uint LB_PER_LANE = 2u;
const uint LB_W = LB_LANES * LB_PER_LANE; // position q of a window is tile k - q
const uint MAX_SPIN = 16u;                // window re-reads before falling back
#if defined(TYPE_USER)
// A user-defined operator's value is up to 8 pieces: a tile's status is twice the built-in
// types' (aggregate in words 0-7, inclusive value in 8-15), so a dispatch holds half as many
// tiles (the host plans so). DIRTY counts the built-in types' status slots (32 bytes), so that a
// dispatch of either kind clears what one of the other kind left. The carries are four words,
// after the header (where a reduce keeps its partials).
const uint STATUS_WORDS = 2u * SCAN_STATUS_BYTES / 4u;
const uint MAX_TILES = SCAN_MAX_TILES / 2u;
#define INCLUSIVE_WORD 8u
#define DIRTY_SLOTS 2u
#define CARRY_WORD0 (SCRATCH_HEADER_BYTES / 4u)
#define CARRY_WORD1 (SCRATCH_HEADER_BYTES / 4u + 4u)
#define INIT_BITS uvec4(pc.init_lo, pc.init_hi, pc.init_w2, pc.init_w3)
#else
const uint STATUS_WORDS = SCAN_STATUS_BYTES / 4u;
const uint MAX_TILES = SCAN_MAX_TILES;
#define INCLUSIVE_WORD 4u
#define CARRY_WORD0 SCRATCH_WORD_CARRY0
#define CARRY_WORD1 SCRATCH_WORD_CARRY1
#define INIT_BITS uvec2(pc.init_lo, pc.init_hi)
#endif
const uint RTS_AGG = SCRATCH_SCAN_RTS_OFFSET / uint(ACC_BYTES);       // reduce-then-scan: A(j)
const uint RTS_PREFIX = RTS_AGG + MAX_TILES;                           // and P(j)
const uint NUM_SG = WG_SIZE / SG_SIZE;

shared ACC s_part[NUM_SG];        // subgroup totals, then their exclusive prefixes
#if defined(TYPE_USER)
shared ACC s_user_run[WG_SIZE / 8u], s_user_group[WG_SIZE / 64u + 1u]; // workgroup_exclusive's raking
#endif
shared ACC s_total[1];            // the workgroup's total
shared uint s_tile, s_parity, s_dirty;
shared ACC s_aval[LB_W], s_pval[LB_W]; // look-back window: aggregates, inclusive values
shared uint s_decision, s_pos, s_k;
shared ACC s_excl;

// ---- rows ---------------------------------------------------------------------------------
// ROWS = 1: tile j is tile j % seg_chunks of row j / seg_chunks; row r is row_length elements
// from input index first + r * row_stride, written from out_index + r * out_stride. Every row
// starts from its own initial value: a row's first tile posts its inclusive value at once (as
// tile 0 does), so no look-back passes it, and each row gets the bits a scan of that row alone
// gives. A specialization constant, so that the one-range pipelines fold it away.
struct Range {
    uint first;     // the range's (row's) first element in the bound input
    uint count;     // its elements
    uint out_index; // its first output in the bound output
    uint tile;      // the tile's index in it
};
Range tile_range(uint tile) {
    if (ROWS != 0u) {
        const uint r = tile / pc.seg_chunks;
        return Range(pc.first + r * pc.row_stride, pc.row_length, pc.out_index + r * pc.out_stride, tile - r * pc.seg_chunks);
    }
    return Range(pc.first, pc.count, pc.out_index, tile);
}
bool row_start(uint tile) { return ROWS != 0u ? tile % pc.seg_chunks == 0u : tile == 0u; }

// ---- the initial value ------------------------------------------------------------------
// of tile `tile`'s range (rows: one value per row from binding INIT)
ACC initial_prefix(uint tile) {
    if ((pc.flags & PUSH_FLAG_CARRY_IN) != 0u) {
        const uint w = (pc.flags & PUSH_FLAG_CARRY_SLOT) != 0u ? CARRY_WORD1 : CARRY_WORD0;
#if defined(TYPE_USER)
        return acc_unpack(uvec4(sw[w], sw[w + 1u], sw[w + 2u], sw[w + 3u]));
#else
        return acc_unpack(uvec2(sw[w], sw[w + 1u]));
#endif
    }
    if ((pc.flags & PUSH_FLAG_INIT_VALUE) != 0u) return ENCODE(element_from_bits(INIT_BITS));
#if !defined(KERNEL_SELECT)
    if ((pc.flags & PUSH_FLAG_INIT_BUFFER) != 0u) return ENCODE(init_s[pc.init_lo + (ROWS != 0u ? tile / pc.seg_chunks : 0u)]);
#endif
    return acc_identity();
}

#if defined(KERNEL_SEGMENTS)
// Segmented scans: where a segment starts, the op's fold starts again from this value (the
// scan's initial value, or the identity), in every range and chunk (a carry only continues the
// segment that crosses into the range).
ACC segment_reset() {
    return (pc.flags & PUSH_FLAG_INIT_VALUE) != 0u ? ENCODE(element_from_bits(INIT_BITS)) : acc_identity();
}
// The value a tile's P starts from: its row's (or the range's) initial value, or where the tile
// holds a segment's start, segment_reset() (P is then the fold from its last segment start).
ACC fresh_prefix(uint tile, bool head) { return head ? segment_reset() : initial_prefix(tile); }
#endif

void write_carry(ACC v) {
    const uint w = (pc.flags & PUSH_FLAG_CARRY_SLOT) != 0u ? CARRY_WORD0 : CARRY_WORD1;
    const ACC_WORDS b = acc_pack(v);
    sw[w] = b.x;
    sw[w + 1u] = b.y;
#if defined(TYPE_USER)
    sw[w + 2u] = b.z;
    sw[w + 3u] = b.w;
#endif
}

#if defined(TYPE_USER)
// PUSH_FLAG_SCAN_TOTAL: a reduce in index order (user-defined operators have no other): write_tile
// writes nothing; a range of one tile writes its inclusive value at out_index (write_total), a
// longer one runs user_reduce_upsweep and the spine, which writes the total (no downsweep);
// unless a later range continues from it (CARRY_OUT: the carry holds it). The host never runs
// the single pass or rows with it.
#define TOTALS_ONLY ((pc.flags & PUSH_FLAG_SCAN_TOTAL) != 0u)
void write_total(uint tile, ACC incl) {
    const Range g = tile_range(tile);
    if (TOTALS_ONLY && (pc.flags & PUSH_FLAG_CARRY_OUT) == 0u && g.count <= g.tile * TILE + TILE) out_s[g.out_index] = incl;
}
#endif

// ---- tile scan ---------------------------------------------------------------------------
ACCV load_checked(Range g, uint e) { // vector at element e of range g; identity past its count
    // The one-tile pass loads whole vectors where it can; the other passes load by elements here
    // (vector loads in the single pass made its multi-tile scans up to 8% slower on NVIDIA).
    if (PASS == SCAN_PASS_TILE && g.first % VN == 0u && e < g.count && g.count - e >= VN)
        return ENCODEV(in_v[(g.first + e) / VN]);
    ACCV r = ACCV(acc_identity());
    for (uint c = 0u; c < VN; c++)
        if (e + c < g.count) r[c] = ENCODE(in_s[g.first + e + c]);
    return r;
}

#if defined(KERNEL_SELECT)
// ---- select: which elements are selected --------------------------------------------------
// A 64-bit key's order against the constant's (-1, 0, 1; 2 unordered: a NaN), on 32-bit words
// only, so that no module needs a 64-bit feature. Floats by their bits too (the same on every
// driver, whatever it does with NaN in float compares): -0 equals +0, NaN is unordered.
int compare_words(uvec2 k, uvec2 v) {
    if (SELECT_KEY == VKR_TYPE_F32 || SELECT_KEY == VKR_TYPE_F64) {
        const bool wide = SELECT_KEY == VKR_TYPE_F64;
        const uint exp_hi = wide ? 0x7ff00000u : 0x7f800000u;
        const uvec2 ka = uvec2(k.x, k.y & 0x7fffffffu), va = uvec2(v.x, v.y & 0x7fffffffu);
        if (ka.y > exp_hi || (wide && ka.y == exp_hi && ka.x != 0u) || va.y > exp_hi || (wide && va.y == exp_hi && va.x != 0u)) return 2;
        if ((ka.x | ka.y) == 0u && (va.x | va.y) == 0u) return 0; // -0 == +0
        // sign-magnitude to an unsigned order: negatives complemented, positives get the top bit
        k = (k.y & 0x80000000u) != 0u ? ~k : uvec2(k.x, k.y | 0x80000000u);
        v = (v.y & 0x80000000u) != 0u ? ~v : uvec2(v.x, v.y | 0x80000000u);
    } else if (SELECT_KEY == VKR_TYPE_I32 || SELECT_KEY == VKR_TYPE_I64) {
        k.y ^= 0x80000000u;
        v.y ^= 0x80000000u;
    }
    if (k.y != v.y) return k.y < v.y ? -1 : 1;
    if (k.x != v.x) return k.x < v.x ? -1 : 1;
    return 0;
}
bool key_passes(uvec2 k) {
    const int c = compare_words(k, uvec2(pc.init_lo, pc.init_hi));
    if (SELECT_HOW == SELECT_NOT_EQUAL) return c != 0;
    if (c == 2) return false;
    if (SELECT_HOW == SELECT_LESS) return c < 0;
    if (SELECT_HOW == SELECT_LESS_EQUAL) return c <= 0;
    if (SELECT_HOW == SELECT_EQUAL) return c == 0;
    if (SELECT_HOW == SELECT_GREATER_EQUAL) return c >= 0;
    return c > 0;
}
#define KEY64 (SELECT_KEY == VKR_TYPE_F64 || SELECT_KEY == VKR_TYPE_I64 || SELECT_KEY == VKR_TYPE_U64)
// A 32-bit key as (low, high) words: high = the low word's sign or top bit, for one compare.
uvec2 key32(uint w) { return uvec2(0u, w); }
// Element i of the range (i < pc.count): 1 if selected.
uint selected(uint i) {
    if (SELECT_BY == SELECT_BY_FLAGS_U32) return uint(in2_s[pc.first2 + i] != 0u);
    if (SELECT_BY == SELECT_BY_FLAGS_U8) {
        const uint b = pc.first2 + i;
        return uint(((in2_s[b >> 2] >> ((b & 3u) * 8u)) & 0xffu) != 0u);
    }
    const uint w = pc.first + i * SELECT_WORDS + SELECT_KEY_WORD;
    return uint(key_passes(KEY64 ? uvec2(sel_in[w], sel_in[w + 1u]) : key32(sel_in[w])));
}
// The selections of elements e .. e + 3 of range g (0 past its count); whole 16-byte loads
// where the flags or 32-bit keys of four elements are one aligned vector.
ACCV selected_vector(Range g, uint e) {
    const bool whole = e < g.count && g.count - e >= 4u;
    if (whole && SELECT_BY == SELECT_BY_FLAGS_U32 && (pc.first2 + e) % 4u == 0u)
        return uvec4(notEqual(in2_v[(pc.first2 + e) / 4u], uvec4(0u)));
    if (whole && SELECT_BY == SELECT_BY_FLAGS_U8 && (pc.first2 + e) % 4u == 0u) {
        const uint w = in2_s[(pc.first2 + e) / 4u];
        return uvec4(notEqual(uvec4(w, w >> 8, w >> 16, w >> 24) & 0xffu, uvec4(0u)));
    }
    if (whole && SELECT_BY == SELECT_BY_KEY && SELECT_WORDS == 1u && (pc.first + e) % 4u == 0u) {
        const uvec4 k = sel_in_v[(pc.first + e) / 4u];
        return uvec4(key_passes(key32(k.x)), key_passes(key32(k.y)), key_passes(key32(k.z)), key_passes(key32(k.w)));
    }
    ACCV r = ACCV(0u);
    for (uint c = 0u; c < VN; c++)
        if (e + c < g.count) r[c] = selected(e + c);
    return r;
}
#endif

// The op over the invocations before this one of their values t (the same in every path);
// s_total[0] = the op over all of them (valid after the call, until the next call).
ACC workgroup_exclusive(ACC t) {
    const uint lid = gl_LocalInvocationID.x;
    ACC e;
#if defined(TYPE_USER)
    // User-defined operators: raking in three levels (runs of RAKE invocations, groups of RAKE
    // runs, the groups by one invocation), each in index order: 5 barriers where the
    // Kogge-Stone below takes 2 per level of the workgroup.
    const uint RAKE = 8u, RUNS = WG_SIZE / RAKE, GROUPS = (RUNS + RAKE - 1u) / RAKE;
    s_part[lid] = t;
    barrier();
    if (lid < RUNS) // each run: its inclusive scan, in place
        for (uint i = lid * RAKE + 1u; i < lid * RAKE + RAKE; i++) s_part[i] = combine(s_part[i - 1u], s_part[i]);
    barrier();
    if (lid < GROUPS) { // each group of runs: the runs' exclusive prefixes within it, its total
        ACC p = acc_identity();
        for (uint r = lid * RAKE; r < min(lid * RAKE + RAKE, RUNS); r++) {
            s_user_run[r] = p;
            p = combine(p, s_part[r * RAKE + RAKE - 1u]);
        }
        s_user_group[lid] = p;
    }
    barrier();
    if (lid == 0u) { // the groups' exclusive prefixes, in order
        ACC p = acc_identity();
        for (uint k = 0u; k < GROUPS; k++) {
            const ACC x = s_user_group[k];
            s_user_group[k] = p;
            p = combine(p, x);
        }
        s_total[0] = p;
    }
    barrier();
    {
        const uint r = lid / RAKE;
        const ACC before = combine(s_user_group[r / RAKE], s_user_run[r]);
        e = lid % RAKE == 0u ? before : combine(before, s_part[lid - 1u]);
    }
    barrier();
#elif defined(PATH_SHARED)
    // Kogge-Stone over the invocations in shared memory (no subgroup operation).
    s_part[lid] = t;
    barrier();
    for (uint d = 1u; d < WG_SIZE; d <<= 1u) {
        const ACC y = lid >= d ? s_part[lid - d] : acc_identity();
        barrier();
        if (lid >= d) s_part[lid] = combine(y, s_part[lid]);
        barrier();
    }
    e = lid > 0u ? s_part[lid - 1u] : acc_identity();
    if (lid == 0u) s_total[0] = s_part[WG_SIZE - 1u];
    barrier();
#else
    // A subgroup exclusive scan, the subgroup totals folded in order by one invocation
    // (NUM_SG is small: 16 on NVIDIA), then each subgroup's prefix added.
    e = sg_exclusive_scan(t);
    if (sg_lane() == SG_SIZE - 1u) s_part[sg_id()] = combine(e, t);
    barrier();
    if (lid == 0u) {
        ACC acc = acc_identity();
        for (uint k = 0u; k < NUM_SG; k++) {
            const ACC x = s_part[k];
            s_part[k] = acc;
            acc = combine(acc, x);
        }
        s_total[0] = acc;
    }
    barrier();
    e = combine(s_part[sg_id()], e);
#endif
    return e;
}

#if defined(VN_IS_4)
// 32-bit types: the tile is VPT slices of WG_SIZE vectors, invocation i holds vector i of each
// slice (coalesced 16-byte loads). s_slice_total[s] after the call: slice s's total.
shared ACC s_parts[VPT * NUM_SG];
shared ACC s_slice_total[VPT];
void workgroup_exclusive_slices(ACC t[VPT], out ACC e[VPT]) {
    const uint lid = gl_LocalInvocationID.x;
#if defined(PATH_SHARED)
    for (uint s = 0u; s < VPT; s++) s_parts[s * WG_SIZE + lid] = t[s];
    barrier();
    for (uint d = 1u; d < WG_SIZE; d <<= 1u) {
        ACC y[VPT];
        for (uint s = 0u; s < VPT; s++) y[s] = lid >= d ? s_parts[s * WG_SIZE + lid - d] : acc_identity();
        barrier();
        if (lid >= d)
            for (uint s = 0u; s < VPT; s++) s_parts[s * WG_SIZE + lid] = combine(y[s], s_parts[s * WG_SIZE + lid]);
        barrier();
    }
    for (uint s = 0u; s < VPT; s++) e[s] = lid > 0u ? s_parts[s * WG_SIZE + lid - 1u] : acc_identity();
    if (lid < VPT) s_slice_total[lid] = s_parts[lid * WG_SIZE + WG_SIZE - 1u];
    barrier();
#else
    for (uint s = 0u; s < VPT; s++) {
        e[s] = sg_exclusive_scan(t[s]);
        if (sg_lane() == SG_SIZE - 1u) s_parts[s * NUM_SG + sg_id()] = combine(e[s], t[s]);
    }
    barrier();
    if (lid < VPT) {
        ACC acc = acc_identity();
        for (uint k = 0u; k < NUM_SG; k++) {
            const ACC x = s_parts[lid * NUM_SG + k];
            s_parts[lid * NUM_SG + k] = acc;
            acc = combine(acc, x);
        }
        s_slice_total[lid] = acc;
    }
    barrier();
    for (uint s = 0u; s < VPT; s++) e[s] = combine(s_parts[s * NUM_SG + sg_id()], e[s]);
#endif
}
#if defined(KERNEL_SEGMENTS)
// Segmented scans hold the tile blocked, as the 64-bit types do (one workgroup scan per tile).
uint tile_vector(uint lid, uint s) { return lid * VPT + s; }
#else
uint tile_vector(uint lid, uint s) { return s * WG_SIZE + lid; }
#endif
#else
// 64-bit types: invocation i holds the tile's vectors i * VPT .. i * VPT + VPT - 1 (blocked):
// one subgroup scan per invocation instead of VPT. On the H100 (2^27 f64) the slice layout
// ran at 1.2 TB/s, this one at 1.9; for 32-bit types the slices are faster (2.45 vs 2.08).
uint tile_vector(uint lid, uint s) { return lid * VPT + s; }
#endif

// ---- segmented scans: heads and the workgroup's segmented scan -------------------------------
// A segmented scan scans (head, value) pairs: (h1, v1) then (h2, v2) gives (h1 | h2, h2 ? v2 :
// v1 op v2), an associative operator, so a tile's aggregate is (whether it holds a head, the fold
// since its last head); a tile that holds a head posts its P from segment_reset() at once, as a
// row's first tile does, and the look-back and fallback run unchanged. The status carries the
// head as bit 17 of the aggregate's first piece (every writer computes the same bit).
// Per invocation, heads[s] describes vector s: bits 0 .. VN-1 its elements that start a segment,
// SEG_BEFORE a head before the vector in the tile, SEG_TILE a head anywhere in the tile.
#if defined(KERNEL_SEGMENTS)
const uint SEG_BEFORE = 256u, SEG_TILE = 512u;
const uint SEG_RAKE = 8u; // the workgroup scan: invocations i * SEG_RAKE .. + SEG_RAKE - 1 per raking lane
const uint SEG_RUNS = WG_SIZE / SEG_RAKE, SEG_GROUPS = (SEG_RUNS + SEG_RAKE - 1u) / SEG_RAKE; // runs of 8 runs
shared ACC s_seg_v[WG_SIZE];
shared uint s_seg_h[WG_SIZE];
shared ACC s_seg_rv[SEG_RUNS];
shared uint s_seg_rh[SEG_RUNS];
shared ACC s_seg_gv[SEG_GROUPS];
shared uint s_seg_gh[SEG_GROUPS];
shared ACC s_seg_tv;
shared uint s_seg_th;
shared uint s_heads[TILE / 32u];  // begin offsets: the tile's heads, one bit per element
shared uint s_search[4], s_found[2];

// The exclusive segmented scan over the invocations of their (h, v), in invocation order:
// (hx, e) before this one; (th, tv) the whole workgroup's. Shared memory and barriers only (no
// subgroup operation can scan pairs); uniform control flow. Raking in
// three levels (runs of 8 invocations, groups of 8 runs, the groups), so that no invocation
// folds more than 8 in sequence: one invocation folding all 64 runs of 512 made 64 x 2^20
// segments 1.4x the plain scan's time on the H200.
void seg_workgroup_exclusive(bool h, ACC v, out bool hx, out ACC e, out bool th, out ACC tv) {
    const uint lid = gl_LocalInvocationID.x;
    s_seg_v[lid] = v;
    s_seg_h[lid] = uint(h);
    barrier();
    if (lid < SEG_RUNS) // each raking lane: inclusive scan of its run, in place
        for (uint i = lid * SEG_RAKE + 1u; i < lid * SEG_RAKE + SEG_RAKE; i++) {
            if (s_seg_h[i] == 0u) s_seg_v[i] = combine(s_seg_v[i - 1u], s_seg_v[i]);
            s_seg_h[i] |= s_seg_h[i - 1u];
        }
    barrier();
    if (lid < SEG_GROUPS) { // each group of 8 runs: the runs' prefixes within the group, its total
        ACC p = acc_identity();
        uint ph = 0u;
        for (uint r = lid * SEG_RAKE; r < min(lid * SEG_RAKE + SEG_RAKE, SEG_RUNS); r++) {
            s_seg_rv[r] = p;
            s_seg_rh[r] = ph;
            const uint last = r * SEG_RAKE + SEG_RAKE - 1u;
            p = s_seg_h[last] != 0u ? s_seg_v[last] : combine(p, s_seg_v[last]);
            ph |= s_seg_h[last];
        }
        s_seg_gv[lid] = p;
        s_seg_gh[lid] = ph;
    }
    barrier();
    if (lid == 0u) { // the groups' exclusive prefixes, in order
        ACC p = acc_identity();
        uint ph = 0u;
        for (uint k = 0u; k < SEG_GROUPS; k++) {
            const ACC gv = s_seg_gv[k];
            const uint gh = s_seg_gh[k];
            s_seg_gv[k] = p;
            s_seg_gh[k] = ph;
            p = gh != 0u ? gv : combine(p, gv);
            ph |= gh;
        }
        s_seg_tv = p;
        s_seg_th = ph;
    }
    barrier();
    if (lid < SEG_RUNS) { // each run's prefix: its group's, then its own within the group
        const uint k = lid / SEG_RAKE;
        if (s_seg_rh[lid] == 0u) s_seg_rv[lid] = combine(s_seg_gv[k], s_seg_rv[lid]);
        s_seg_rh[lid] |= s_seg_gh[k];
    }
    barrier();
    const uint r = lid / SEG_RAKE;
    if (lid % SEG_RAKE == 0u) {
        hx = s_seg_rh[r] != 0u;
        e = s_seg_rv[r];
    } else {
        const bool hp = s_seg_h[lid - 1u] != 0u;
        hx = hp || s_seg_rh[r] != 0u;
        e = hp ? s_seg_v[lid - 1u] : combine(s_seg_rv[r], s_seg_v[lid - 1u]);
    }
    th = s_seg_th != 0u;
    tv = s_seg_tv;
    barrier();
}

// Begin offsets: the bits of s_heads for the tile's elements [e0, e0 + TILE) of range g. The
// workgroup finds the offsets in [count_base + e0, count_base + e0 + TILE) by a WG_SIZE-ary search
// (log_WG of the offsets' number rounds), then sets their bits. Offsets out of order find some
// subset: wrong heads, but no access outside the offsets and no hang.
void mark_offsets(Range g, uint e0) {
    const uint lid = gl_LocalInvocationID.x;
    const uint lo_key = pc.count_base + e0, hi_key = pc.count_base + min(e0 + TILE, g.count);
    for (uint w = lid; w < TILE / 32u; w += WG_SIZE) s_heads[w] = 0u;
    if (lid == 0u) {
        s_search[0] = 0u;
        s_search[1] = pc.seg_count;
        s_search[2] = 0u;
        s_search[3] = pc.seg_count;
        s_found[0] = 0u;
        s_found[1] = 0u;
    }
    barrier();
    for (;;) { // s_search: [lo, hi) that holds the first offset >= lo_key, the same for hi_key
        const uvec4 b = uvec4(s_search[0], s_search[1], s_search[2], s_search[3]);
        if (b.x == b.y && b.z == b.w) break; // uniform: every invocation read the same words
        const uint step0 = (b.y - b.x + WG_SIZE - 1u) / WG_SIZE, step1 = (b.w - b.z + WG_SIZE - 1u) / WG_SIZE;
        const uint p0 = b.x + lid * step0, p1 = b.z + lid * step1;
        if (b.x < b.y && p0 < b.y && heads_w[pc.first2 + p0] < lo_key) atomicAdd(s_found[0], 1u);
        if (b.z < b.w && p1 < b.w && heads_w[pc.first2 + p1] < hi_key) atomicAdd(s_found[1], 1u);
        barrier();
        if (lid == 0u) {
            for (uint k = 0u; k < 2u; k++) {
                const uint lo = s_search[2u * k], hi = s_search[2u * k + 1u], step = k == 0u ? step0 : step1;
                if (lo < hi) {
                    const uint n = (hi - lo + step - 1u) / step, c = s_found[k]; // probes, probes below the key
                    s_search[2u * k] = c == 0u ? lo : lo + (c - 1u) * step + 1u;
                    s_search[2u * k + 1u] = c < n ? lo + c * step : hi;
                }
                s_found[k] = 0u;
            }
        }
        barrier();
    }
    for (uint k = s_search[0] + lid; k < s_search[2]; k += WG_SIZE) {
        const uint o = heads_w[pc.first2 + k];
        if (o >= lo_key && o < hi_key) atomicOr(s_heads[(o - lo_key) >> 5], 1u << ((o - lo_key) & 31u));
    }
    barrier();
}

// The heads of elements e .. e + VN - 1 of range g (tile elements from e0), as bits.
uint head_bits(Range g, uint e, uint e0) {
    uint h = 0u;
    if (SEGMENTS == SEGMENTS_OFFSETS) {
        for (uint c = 0u; c < VN; c++) h |= ((s_heads[(e + c - e0) >> 5] >> ((e + c - e0) & 31u)) & 1u) << c;
    } else if (SEGMENTS == SEGMENTS_FLAGS_U32 && VN == 4u && e < g.count && g.count - e >= 4u && (pc.first2 + e) % 4u == 0u) {
        const uvec4 f = heads_v[(pc.first2 + e) / 4u];
        h = uint(f.x != 0u) | uint(f.y != 0u) << 1 | uint(f.z != 0u) << 2 | uint(f.w != 0u) << 3;
    } else if (SEGMENTS == SEGMENTS_FLAGS_U8 && VN == 4u && e < g.count && g.count - e >= 4u && (pc.first2 + e) % 4u == 0u) {
        const uint w = heads_w[(pc.first2 + e) / 4u]; // the vector's four flags in one word
        h = uint((w & 0xffu) != 0u) | uint((w & 0xff00u) != 0u) << 1 | uint((w & 0xff0000u) != 0u) << 2 | uint((w >> 24) != 0u) << 3;
    } else {
        for (uint c = 0u; c < VN; c++) {
            if (e + c >= g.count) break;
            const uint i = pc.first2 + e + c;
            const bool f = SEGMENTS == SEGMENTS_FLAGS_U32 ? heads_w[i] != 0u : ((heads_w[i >> 2] >> ((i & 3u) * 8u)) & 0xffu) != 0u;
            h |= uint(f) << c;
        }
    }
    return h;
}
#endif

#if defined(KERNEL_SELECT)
// Records of up to STAGE / 16 words are loaded into registers for all slices at once (sel_rec);
// the single pass loads them before its look-back, whose latency then hides theirs. Longer ones,
// up to STAGE / 4 words, are loaded a slice at a time, every load of a slice before its stores
// (the loads of an invocation overlap).
const uint STAGE = 32u;
const uint STAGE_SLICES = SELECT_WORDS * VN * VPT <= STAGE ? VPT : SELECT_WORDS * VN <= STAGE ? 1u : 0u;
const bool PREFETCH_RECORDS = STAGE_SLICES == VPT && PASS == SCAN_PASS_SINGLE; // by single_pass, before its look-back
uint sel_rec[STAGE];
// The records of slices s0 .. s0 + STAGE_SLICES - 1 of this invocation into sel_rec (0 past the count).
void load_records(Range g, uint e0, uint s0) {
    const uint lid = gl_LocalInvocationID.x;
    for (uint s = 0u; s < STAGE_SLICES; s++) {
        const uint e = e0 + tile_vector(lid, s0 + s) * VN, at = pc.first + e * SELECT_WORDS;
        if (SELECT_WORDS == 1u && at % 4u == 0u && e < g.count && g.count - e >= 4u) {
            const uvec4 v = sel_in_v[at / 4u];
            sel_rec[s * 4u] = v.x;
            sel_rec[s * 4u + 1u] = v.y;
            sel_rec[s * 4u + 2u] = v.z;
            sel_rec[s * 4u + 3u] = v.w;
        } else {
            for (uint c = 0u; c < VN; c++)
                for (uint w = 0u; w < SELECT_WORDS; w++)
                    sel_rec[(s * VN + c) * SELECT_WORDS + w] = e + c < g.count ? sel_in[at + c * SELECT_WORDS + w] : 0u;
        }
    }
}
#endif

#if defined(TYPE_USER)
// ---- a user-defined operator's tiles as words ----------------------------------------------
// Invocation i's VPT elements are VPT x VKR_USER_BYTES contiguous bytes (a multiple of 16): a
// whole tile moves as uvec4s when the range starts at a multiple of 16 bytes (a struct's load
// or store is one 32-bit access per field, 64 bytes apart between invocations).
const uint USER_EW = VKR_USER_BYTES / 4u; // words per element
const uint USER_CV = VPT * USER_EW / 4u;  // uvec4 per invocation
layout(std430, set = 0, binding = BINDING_INPUT) readonly buffer InUserWords { uvec4 in_q[]; };
layout(std430, set = 0, binding = BINDING_OUTPUT) writeonly buffer OutUserWords { uvec4 out_q[]; };
bool user_chunk_aligned(uint first) { return first * USER_EW % 4u == 0u; }
// X = element S of Q, an array of uvec4s holding elements back to back (a macro: arrays of any
// length)
#define USER_ELEMENT(X, Q, S)                                                                     \
    {                                                                                           \
        uvec4 w_ = uvec4(0u);                                                                   \
        for (uint j_ = 0u; j_ < USER_EW; j_++) w_[j_] = Q[((S) * USER_EW + j_) / 4u][((S) * USER_EW + j_) % 4u]; \
        X = vkr_user_unpack(w_);                                                                \
    }
// the VPT elements from element `first` (user_chunk_aligned)
void user_load_chunk(uint first, out ACCV pv[VPT]) {
    uvec4 q[USER_CV];
    for (uint c = 0u; c < USER_CV; c++) q[c] = in_q[first * USER_EW / 4u + c];
    for (uint s = 0u; s < VPT; s++) USER_ELEMENT(pv[s][0], q, s)
}
void user_put(inout uvec4 q[USER_CV], uint s, ACC v) {
    const uvec4 w = vkr_user_pack(v);
    for (uint j = 0u; j < USER_EW; j++) q[(s * USER_EW + j) / 4u][(s * USER_EW + j) % 4u] = w[j];
}
// invocation i's elements of tile `tile`: i * VPT .. i * VPT + VPT - 1 of the tile (VN is 1)
void user_load_tile(uint tile, out ACCV pv[VPT]) {
    const uint lid = gl_LocalInvocationID.x;
    const Range g = tile_range(tile);
    const uint e0 = g.tile * TILE;
    if (g.count - e0 >= TILE && user_chunk_aligned(g.first)) {
        user_load_chunk(g.first + e0 + lid * VPT, pv);
    } else if (g.count - e0 >= TILE) {
        for (uint s = 0u; s < VPT; s++) pv[s] = in_v[g.first + e0 + tile_vector(lid, s)];
    } else {
        for (uint s = 0u; s < VPT; s++) pv[s] = load_checked(g, e0 + tile_vector(lid, s));
    }
}
#endif

#if defined(TYPE_USER) && !defined(KERNEL_SEGMENTS)
// ---- a user-defined operator's reduce ------------------------------------------------------
// The fold of x over the workgroup in invocation order, raking like workgroup_exclusive: runs
// of RAKE invocations, groups of RAKE runs, the groups by invocation 0: 3 barriers. Invocation
// 0's result only. The next call may follow at once: each shared array is read before a
// barrier that comes before its next write.
ACC user_tree(ACC x) {
    const uint lid = gl_LocalInvocationID.x;
    const uint RAKE = 8u, RUNS = WG_SIZE / RAKE, GROUPS = (RUNS + RAKE - 1u) / RAKE;
    s_part[lid] = x;
    barrier();
    if (lid < RUNS) {
        ACC r = s_part[lid * RAKE];
        for (uint i = 1u; i < RAKE; i++) r = combine(r, s_part[lid * RAKE + i]);
        s_user_run[lid] = r;
    }
    barrier();
    if (lid < GROUPS) {
        ACC g = s_user_run[lid * RAKE];
        for (uint r = lid * RAKE + 1u; r < min(lid * RAKE + RAKE, RUNS); r++) g = combine(g, s_user_run[r]);
        s_user_group[lid] = g;
    }
    barrier();
    if (lid == 0u) {
        x = s_user_group[0];
        for (uint k = 1u; k < GROUPS; k++) x = combine(x, s_user_group[k]);
    }
    return x;
}
// A tile's aggregate (invocation i holds elements i * VPT .. i * VPT + VPT - 1); invocation 0's.
ACC user_tile_tree(ACCV pv[VPT]) {
    ACC x = pv[0][0];
    for (uint s = 1u; s < VPT; s++) x = combine(x, pv[s][0]);
    return user_tree(x);
}

// A block: USER_BLOCK whole tiles, invocation i holding USER_BLOCK x VPT contiguous elements from
// element `first` + i USER_BLOCK VPT (user_chunk_aligned): one tree for two tiles, and 128
// contiguous bytes an invocation for a 16-byte struct (docs/design.md has the measurements).
const uint USER_BLOCK = 2u;
const uint USER_BQ = USER_BLOCK * USER_CV; // uvec4s an invocation
void user_block_load(uint first, out uvec4 q[USER_BQ]) {
    for (uint c = 0u; c < USER_BQ; c++) q[c] = in_q[first * USER_EW / 4u + c];
}
ACC user_block_fold(uvec4 q[USER_BQ]) {
    ACC x = acc_identity();
    for (uint s = 0u; s < USER_BLOCK * VPT; s++) {
        ACC v;
        USER_ELEMENT(v, q, s)
        x = s == 0u ? v : combine(x, v);
    }
    return x;
}

void spine();
shared uint s_user_last; // the ticket's verdict, broadcast to the workgroup
// A reduce: pc.group_total workgroups, workgroup w folding the range's tiles [w K, w K + K),
// K = ceil(tiles / workgroups), in order, into A(w) (the identity where it has none); the
// workgroup that takes the last ticket (SCRATCH_WORD_COUNTER, reset to 0 after) runs the spine,
// which folds the A(w) in order and writes the total: one dispatch. Whole blocks first, then
// tile by tile, a tile's loads before the previous tile's tree.
void user_reduce_upsweep() {
    const uint lid = gl_LocalInvocationID.x, tiles = (pc.count + TILE - 1u) / TILE;
    const uint per = (tiles + pc.group_total - 1u) / pc.group_total;
    const uint k0 = min(gl_WorkGroupID.x * per, tiles), k1 = min(k0 + per, tiles);
    ACC run = acc_identity();
    uint k = k0;
    if (user_chunk_aligned(pc.first)) {
        for (; k + USER_BLOCK <= k1 && k + USER_BLOCK <= pc.count / TILE; k += USER_BLOCK) {
            uvec4 q[USER_BQ];
            user_block_load(pc.first + k * TILE + lid * VPT * USER_BLOCK, q);
            const ACC a = user_tree(user_block_fold(q));
            if (lid == 0u) run = combine(run, a);
        }
    }
    ACCV pv[VPT], next[VPT];
    if (k < k1) user_load_tile(k, next);
    for (; k < k1; k++) {
        pv = next;
        if (k + 1u < k1) user_load_tile(k + 1u, next);
        const ACC a = user_tile_tree(pv);
        if (lid == 0u) run = combine(run, a);
    }
    if (lid == 0u) {
        sacc[RTS_AGG + gl_WorkGroupID.x] = run;
        memoryBarrierBuffer(); // release: the span's aggregate before the ticket
        const bool last = atomicAdd(sw[SCRATCH_WORD_COUNTER], 1u) == pc.group_total - 1u;
        if (last) memoryBarrierBuffer(); // acquire: every aggregate after the last ticket
        s_user_last = last ? 1u : 0u;
    }
    // hands s_user_last and invocation 0's acquire to the workgroup
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer | gl_StorageSemanticsShared,
                   gl_SemanticsAcquireRelease);
    if (s_user_last == 0u) return; // the same value in every invocation: uniform control flow
    spine();
    if (lid == 0u) sw[SCRATCH_WORD_COUNTER] = 0u;
}
#endif

// Loads tile `tile` of the dispatch's range and scans it: returns the tile's aggregate;
// pv[s] = this invocation's vector s as inclusive prefixes within the vector; base[s] = the
// op over everything in the tile before that vector; heads[s]: the vector's heads (segmented
// scans, else 0), and then pv and base restart at each head, the aggregate being the fold since
// the tile's last head (a user operator's reduce: invocation 0's aggregate, nothing else).
// Uniform control flow.
ACC tile_scan(uint tile, out ACCV pv[VPT], out ACC base[VPT] HEADS_OUT) {
    const uint lid = gl_LocalInvocationID.x;
    const Range g = tile_range(tile);
    const uint e0 = g.tile * TILE;
#if defined(KERNEL_SELECT)
    for (uint s = 0u; s < VPT; s++) pv[s] = selected_vector(g, e0 + tile_vector(lid, s) * VN);
#elif defined(TYPE_USER)
    user_load_tile(tile, pv);
#else
    if (g.count - e0 >= TILE && g.first % VN == 0u) {
        const uint vb = g.first / VN + g.tile * TILE_V;
        for (uint s = 0u; s < VPT; s++) pv[s] = ENCODEV(in_v[vb + tile_vector(lid, s)]);
    } else {
        for (uint s = 0u; s < VPT; s++) pv[s] = load_checked(g, e0 + tile_vector(lid, s) * VN);
    }
#endif
#if defined(TYPE_USER) && !defined(KERNEL_SEGMENTS)
    // a reduce's one tile: invocation 0's aggregate only (PASS: none of the tree in other passes)
    if (PASS == SCAN_PASS_TILE && TOTALS_ONLY) return user_tile_tree(pv);
#endif
#if defined(KERNEL_SEGMENTS)
    {
        if (SEGMENTS == SEGMENTS_OFFSETS) mark_offsets(g, e0);
        bool h = false; // a head in this invocation's vectors so far
        ACC run = acc_identity();
        for (uint s = 0u; s < VPT; s++) {
            const uint hm = head_bits(g, e0 + tile_vector(lid, s) * VN, e0);
            for (uint c = 1u; c < VN; c++)
                if ((hm & (1u << c)) == 0u) pv[s][c] = combine(pv[s][c - 1u], pv[s][c]);
            base[s] = run;
            heads[s] = hm | (h ? SEG_BEFORE : 0u);
            run = hm != 0u ? pv[s][VN - 1u] : combine(run, pv[s][VN - 1u]);
            h = h || hm != 0u;
        }
        bool hx, th;
        ACC e, tv;
        seg_workgroup_exclusive(h, run, hx, e, th, tv);
        for (uint s = 0u; s < VPT; s++) {
            if ((heads[s] & SEG_BEFORE) == 0u) {
                base[s] = combine(e, base[s]);
                if (hx) heads[s] |= SEG_BEFORE;
            }
            if (th) heads[s] |= SEG_TILE;
        }
        return tv;
    }
#else
    for (uint s = 0u; s < VPT; s++)
        for (uint c = 1u; c < VN; c++) pv[s][c] = combine(pv[s][c - 1u], pv[s][c]);
#if defined(VN_IS_4)
    ACC t[VPT], e[VPT];
    for (uint s = 0u; s < VPT; s++) t[s] = pv[s][VN - 1u];
    workgroup_exclusive_slices(t, e);
    ACC sp = acc_identity();
    for (uint s = 0u; s < VPT; s++) {
        base[s] = combine(sp, e[s]);
        sp = combine(sp, s_slice_total[s]);
    }
    return sp;
#else
    ACC run = acc_identity();
    for (uint s = 0u; s < VPT; s++) {
        base[s] = run;
        run = combine(run, pv[s][VN - 1u]);
    }
    const ACC e = workgroup_exclusive(run);
    for (uint s = 0u; s < VPT; s++) base[s] = combine(e, base[s]);
    return s_total[0];
#endif
#endif
}

// An output element. Float add / mul: every NaN becomes the canonical quiet NaN (as min / max
// write it). Which NaN an operation returns depends on its operands' payloads and order, and the
// order in which NaNs of different tiles meet is not the same every run (a tile's status value
// may be posted by its owner or by a workgroup that fell back on it, in 16-bit pieces): only
// whether an output is NaN is. A non-NaN output has no NaN before it, so its bits are fixed.
// NaN is recognised from the bits (isnan() may be folded to false without SignedZeroInfNanPreserve).
#if defined(FLOAT_KEY_BITS) && defined(OPCLASS_ADDMUL)
#if FLOAT_KEY_BITS == 32
T scan_output(ACC a) {
    return (floatBitsToUint(a) & 0x7fffffffu) > 0x7f800000u ? uintBitsToFloat(0x7fc00000u) : a;
}
#else
T scan_output(ACC a) {
    // (low, high): NaN iff |high| > 0x7ff00000, or equal and low != 0. One compare: on the H200
    // the two-compare form made the f64 scan 2-6% slower, this one is within 1.3% of no test.
    const uvec2 b = unpackDouble2x32(a);
    return ((b.y & 0x7fffffffu) | uint(b.x != 0u)) > 0x7ff00000u ? packDouble2x32(uvec2(0u, 0x7ff80000u)) : a;
}
#endif
#else
#define scan_output(a) DECODE(a)
#endif

#if defined(KERNEL_SELECT)
// Select: writes tile `tile`'s selected records and indices (PARTITION: and the others), `excl`
// being the number selected before the tile (the range's carry included); with PREFETCH_RECORDS
// single_pass loaded the records (sel_rec). Stores go straight to their places: gathering a
// slice's records in shared memory first and writing them contiguously made 2^24-2^28 u32 10-13%
// slower on the H200 (2^22: 12% faster).
void write_tile(uint tile, ACC excl, ACCV pv[VPT], ACC base[VPT] HEADS_IN) {
    if ((pc.flags & PUSH_FLAG_SELECT_COUNT_ONLY) != 0u) return;
    const uint lid = gl_LocalInvocationID.x, none = 0xffffffffu;
    const Range g = tile_range(tile);
    const uint e0 = g.tile * TILE, capacity = pc.seg_count;
    const bool rest = (pc.flags & PUSH_FLAG_SELECT_PARTITION) != 0u;
    const bool records = (pc.flags & PUSH_FLAG_SELECT_RECORDS) != 0u, indices = (pc.flags & PUSH_FLAG_SELECT_INDICES) != 0u;
    const uint total = rest ? counts_w[pc.count_index] : 0u;
    uint dst[VPT * VN]; // each element's place (none: not written)
    for (uint s = 0u; s < VPT; s++) {
        const uint b = excl + base[s], e = e0 + tile_vector(lid, s) * VN;
        for (uint c = 0u; c < VN; c++) {
            const uint prev = c == 0u ? 0u : pv[s][c - 1u]; // selected before it in the vector
            const bool sel = pv[s][c] != prev;
            const uint k = sel ? b + prev : total + (pc.count_base + e + c - (b + prev));
            dst[s * VN + c] = e + c < g.count && (sel || rest) && k < capacity ? k : none;
        }
    }
    if (records && STAGE_SLICES == 0u) { // long records: element by element
        for (uint s = 0u; s < VPT; s++) {
            const uint e = e0 + tile_vector(lid, s) * VN;
            for (uint c = 0u; c < VN; c++)
                if (dst[s * VN + c] != none)
                    for (uint w = 0u; w < SELECT_WORDS; w++)
                        sel_out[pc.out_index + dst[s * VN + c] * SELECT_WORDS + w] = sel_in[pc.first + (e + c) * SELECT_WORDS + w];
        }
    } else if (records) {
        for (uint s0 = 0u; s0 < VPT; s0 += STAGE_SLICES) {
            if (!PREFETCH_RECORDS) load_records(g, e0, s0);
            for (uint s = 0u; s < STAGE_SLICES; s++)
                for (uint c = 0u; c < VN; c++) {
                    const uint k = dst[(s0 + s) * VN + c];
                    if (k != none)
                        for (uint w = 0u; w < SELECT_WORDS; w++) sel_out[pc.out_index + k * SELECT_WORDS + w] = sel_rec[(s * VN + c) * SELECT_WORDS + w];
                }
        }
    }
    if (indices)
        for (uint s = 0u; s < VPT; s++) {
            const uint e = e0 + tile_vector(lid, s) * VN;
            for (uint c = 0u; c < VN; c++)
                if (dst[s * VN + c] != none) indices_w[pc.offsets_index + dst[s * VN + c]] = pc.count_base + e + c;
        }
}

// The last tile of the last range: the total selected, and the follow-up dispatch's command
// (workgroups for min(total, capacity) elements, at most pc.group_base: the device's limit).
void write_totals(uint total) {
    if ((pc.flags & PUSH_FLAG_SELECT_COUNT) != 0u) counts_w[pc.count_index] = total;
    if ((pc.flags & PUSH_FLAG_SELECT_DISPATCH) != 0u) {
        const uint n = min(total, pc.seg_count), wg = pc.seg_chunks;
        indirect_w[pc.out_stride] = min(n / wg + uint(n % wg != 0u), pc.group_base);
        indirect_w[pc.out_stride + 1u] = 1u;
        indirect_w[pc.out_stride + 2u] = 1u;
    }
}
#else
// Writes tile `tile`'s outputs, `excl` being the op over everything before the tile.
// Segmented: an element at or after a head in its vector folds from segment_reset(), one after
// a head earlier in the tile from segment_reset() and base; an exclusive scan writes a segment's
// first element as the reset value (no initial value: the op's public identity, as a scan's first).
void write_tile(uint tile, ACC excl, ACCV pv[VPT], ACC base[VPT] HEADS_IN) {
#if defined(TYPE_USER)
    if (TOTALS_ONLY) return;
#endif
    const uint lid = gl_LocalInvocationID.x;
    const Range g = tile_range(tile);
    const uint e0 = g.tile * TILE;
    const bool exclusive = (pc.flags & PUSH_FLAG_EXCLUSIVE) != 0u;
    // an exclusive scan (each row) without initial value starts with the op's public identity
    const bool empty_first = exclusive && g.tile == 0u && lid == 0u &&
                             (pc.flags & (PUSH_FLAG_INIT_VALUE | PUSH_FLAG_INIT_BUFFER | PUSH_FLAG_CARRY_IN)) == 0u;
    const bool vector_store = g.count - e0 >= TILE && g.out_index % VN == 0u;
#if defined(TYPE_USER)
    const bool chunk_store = vector_store && user_chunk_aligned(g.out_index);
    uvec4 qo[USER_CV];
#endif
#if defined(KERNEL_SEGMENTS)
    const ACC reset = segment_reset();
    for (uint s = 0u; s < VPT; s++) {
        const ACC b = combine((heads[s] & SEG_BEFORE) != 0u ? reset : excl, base[s]);
        V o;
        if ((heads[s] & ((1u << VN) - 1u)) == 0u) {
            for (uint c = 0u; c < VN; c++)
                o[c] = scan_output(exclusive ? (c == 0u ? b : combine(b, pv[s][c - 1u])) : combine(b, pv[s][c]));
        } else {
            for (uint c = 0u; c < VN; c++) {
                const uint upto = heads[s] & ((2u << c) - 1u); // heads at or before c in the vector
                if (exclusive && (heads[s] & (1u << c)) != 0u)
                    o[c] = (pc.flags & PUSH_FLAG_INIT_VALUE) != 0u ? scan_output(reset) : EMPTY_RESULT;
                else if (exclusive)
                    o[c] = scan_output(c == 0u ? b : combine((upto & ((1u << c) - 1u)) != 0u ? reset : b, pv[s][c - 1u]));
                else
                    o[c] = scan_output(combine(upto != 0u ? reset : b, pv[s][c]));
            }
        }
        if (s == 0u && empty_first && (heads[0] & 1u) == 0u) o[0] = EMPTY_RESULT;
#else
    for (uint s = 0u; s < VPT; s++) {
        const ACC b = combine(excl, base[s]);
        V o;
        for (uint c = 0u; c < VN; c++)
            o[c] = scan_output(exclusive ? (c == 0u ? b : combine(b, pv[s][c - 1u])) : combine(b, pv[s][c]));
        if (s == 0u && empty_first) o[0] = EMPTY_RESULT;
#endif
        const uint e = e0 + tile_vector(lid, s) * VN;
#if defined(TYPE_USER)
        if (chunk_store) user_put(qo, s, o[0]);
        else
#endif
        if (vector_store) {
            out_v[g.out_index / VN + g.tile * TILE_V + tile_vector(lid, s)] = o;
        } else if (PASS == SCAN_PASS_TILE && g.out_index % VN == 0u && e < g.count && g.count - e >= VN) {
            out_v[(g.out_index + e) / VN] = o;
        } else {
            for (uint c = 0u; c < VN; c++)
                if (e + c < g.count) out_s[g.out_index + e + c] = o[c];
        }
    }
#if defined(TYPE_USER)
    if (chunk_store)
        for (uint c = 0u; c < USER_CV; c++) out_q[(g.out_index + e0 + lid * VPT) * USER_EW / 4u + c] = qo[c];
#endif
}
#endif

// ---- single pass: status, look-back, fallback ---------------------------------------------
uint status_word(uint half_, uint tile, uint which) { // which: 0 aggregate, INCLUSIVE_WORD inclusive
    return SCRATCH_SCAN_STATUS_OFFSET / 4u + half_ * (SCRATCH_SCAN_STATUS_HALF_BYTES / 4u) + tile * STATUS_WORDS + which;
}

// Relaxed loads carry no storage-class semantics: SPIR-V allows those bits only with an
// acquire/release order (VUID-StandaloneSpirv-MemorySemantics-10871, current spirv-val).
#if defined(KERNEL_SEGMENTS)
// A value counts when every piece is posted; `head`: the segmented scans' bit 17 of piece 0.
bool read_value_head(uint w0, out ACC v, out bool head) {
    ACC_WORDS bits = ACC_WORDS(0u);
    bool ok = true;
    head = false;
    for (uint k = 0u; k < NP; k++) {
        const uint x = atomicLoad(sw[w0 + k], gl_ScopeDevice, 0, gl_SemanticsRelaxed);
        ok = ok && (x >> 16) != 0u;
        if (k == 0u) head = (x & 0x20000u) != 0u;
        bits[k >> 1] |= (x & 0xffffu) << (16u * (k & 1u));
    }
    v = acc_unpack(bits);
    return ok;
}
bool read_value(uint w0, out ACC v) {
    bool head;
    return read_value_head(w0, v, head);
}

void post_value_head(uint w0, ACC v, bool head) {
    const ACC_WORDS bits = acc_pack(v);
    for (uint k = 0u; k < NP; k++)
        atomicMax(sw[w0 + k], (k == 0u && head ? 0x30000u : 0x10000u) | ((bits[k >> 1] >> (16u * (k & 1u))) & 0xffffu));
}
void post_value(uint w0, ACC v) { post_value_head(w0, v, false); }
#else
bool read_value(uint w0, out ACC v) {
    ACC_WORDS bits = ACC_WORDS(0u);
    bool ok = true;
    for (uint k = 0u; k < NP; k++) {
        const uint x = atomicLoad(sw[w0 + k], gl_ScopeDevice, 0, gl_SemanticsRelaxed);
        ok = ok && (x >> 16) != 0u;
        bits[k >> 1] |= (x & 0xffffu) << (16u * (k & 1u));
    }
    v = acc_unpack(bits);
    return ok;
}

void post_value(uint w0, ACC v) {
    const ACC_WORDS bits = acc_pack(v);
    for (uint k = 0u; k < NP; k++) atomicMax(sw[w0 + k], 0x10000u | ((bits[k >> 1] >> (16u * (k & 1u))) & 0xffffu));
}
#endif

uint tile_of_ticket(uint t) {
    const uint n = pc.group_total;
    if ((TESTING & TESTING_SWAP_PAIRS) != 0u && (t ^ 1u) < n) t ^= 1u;
    if ((TESTING & TESTING_REVERSE_64) != 0u) {
        const uint b = t & ~63u;
        t = b + (min(64u, n - b) - 1u - (t - b));
    }
    return t;
}

// The waiting workgroup reduces tile m itself and posts its aggregate (and P(0) for tile 0).
// An in-place scan may have overwritten m's input if m's owner already posted: so after the
// loads, the owner's aggregate is read again, and if it is there it is taken instead (the
// owner posts before it writes any output, and the fences order the two).
void fallback(uint half_, uint m) {
    ACCV pv[VPT];
    ACC base[VPT];
#if defined(KERNEL_SEGMENTS)
    uint heads[VPT];
    ACC a = tile_scan(m, pv, base, heads);
    bool head = (heads[0] & SEG_TILE) != 0u;
#else
    ACC a = tile_scan(m, pv, base);
#endif
    memoryBarrierBuffer();
    barrier();
    if (gl_LocalInvocationID.x == 0u) {
        ACC posted;
#if defined(KERNEL_SEGMENTS)
        bool posted_head;
        if (read_value_head(status_word(half_, m, 0u), posted, posted_head)) {
            a = posted;
            head = posted_head;
        } else {
            post_value_head(status_word(half_, m, 0u), a, head);
        }
        if (row_start(m) || head) post_value(status_word(half_, m, INCLUSIVE_WORD), combine(fresh_prefix(m, head), a));
#else
        if (read_value(status_word(half_, m, 0u), posted)) a = posted;
        else post_value(status_word(half_, m, 0u), a);
        if (row_start(m)) post_value(status_word(half_, m, INCLUSIVE_WORD), combine(initial_prefix(m), a));
#endif
        atomicAdd(sw[SCRATCH_WORD_FALLBACKS], 1u);
    }
    // Fences only in uniform control flow: Mesa 22.3 drops an invocation's later stores after
    // an acquire fence that part of the workgroup runs inside a loop.
    memoryBarrierBuffer();
    barrier();
}

const uint LB_FOUND = 1u, LB_MISSING = 2u;

// Reads tile t's status for the look-back window: bit 0 aggregate posted, bit 1 inclusive.
uint read_status(uint half_, uint tile, uint t, bool ignore, out ACC a, out ACC p) {
#if defined(KERNEL_SEGMENTS)
    bool head;
    bool a_ok = read_value_head(status_word(half_, t, 0u), a, head);
    bool p_ok = read_value(status_word(half_, t, INCLUSIVE_WORD), p);
    if ((row_start(t) || head) && a_ok && !p_ok) { // P(0) (a row's first P, a head's tile's P) follows from A(0)
        p = combine(fresh_prefix(t, head), a);
        p_ok = true;
#else
    bool a_ok = read_value(status_word(half_, t, 0u), a);
    bool p_ok = read_value(status_word(half_, t, INCLUSIVE_WORD), p);
    if (row_start(t) && a_ok && !p_ok) { // P(0) (a row's first P) follows from A(0)
        p = combine(initial_prefix(t), a);
        p_ok = true;
#endif
    }
    if (ignore && t == tile - 1u) a_ok = p_ok = false; // TESTING_FORCE_FALLBACK
    return (a_ok ? 1u : 0u) | (p_ok ? 2u : 0u);
}

// The left fold P(k - pos) op A(k - pos + 1) op ... op A(k) of a window (position q holds
// tile k - q): pos steps (a fixed-length loop over the whole window cost ~2 us per tile).
// f64 reads eight aggregates ahead of the adds: about 2% faster on the H100 at 2^26-2^28 (the
// same form made f32 4% slower, so f32 keeps the plain loop). On the native and shuffle paths
// integers fold in parallel instead (see look_back_window).
ACC fold_window(uint pos) {
    ACC x = s_pval[pos];
    uint m = pos;
#if defined(TYPE_F64)
    for (; m >= 8u; m -= 8u) {
        ACC a[8];
        for (uint i = 0u; i < 8u; i++) a[i] = s_aval[m - 1u - i];
        for (uint i = 0u; i < 8u; i++) x = combine(x, a[i]);
    }
#endif
    for (; m > 0u; m--) x = combine(x, s_aval[m - 1u]);
    return x;
}

// Reads this lane's LB_PER_LANE positions of the window at k (lane + i * LB_LANES) into
// s_aval / s_pval; returns the first position with an inclusive value and the first with
// nothing posted (LB_W where none) among them, as (first_p, first_missing).
uvec2 read_window(uint half_, uint tile, bool ignore, uint k, uint lane) {
    uvec2 first = uvec2(LB_W);
    for (uint i = 0u; i < LB_PER_LANE; i++) {
        const uint q = lane + i * LB_LANES;
        ACC a = acc_identity(), p = acc_identity();
        const uint f = q <= k ? read_status(half_, tile, k - q, ignore, a, p) : 0u;
        s_aval[q] = a;
        s_pval[q] = p;
        if ((f & 2u) != 0u) first.x = min(first.x, q);
        if (f == 0u) first.y = min(first.y, q);
    }
    return first;
}

#if defined(PATH_SHARED)
// Shared path: the first LB_LANES invocations read a window, invocation 0 decides; two
// workgroup barriers per window.
shared uint s_first[2 * LB_LANES];
void look_back_window(uint half_, uint tile, bool ignore, inout uint k, out uint d, out uint pos) {
    const uint lid = gl_LocalInvocationID.x;
    uint spins = 0u;
    for (;;) {
        if (lid < LB_LANES) {
            const uvec2 f = read_window(half_, tile, ignore, k, lid);
            s_first[lid] = f.x;
            s_first[LB_LANES + lid] = f.y;
        }
        barrier();
        if (lid == 0u) {
            uint first_p = LB_W, first_missing = LB_W;
            for (uint l = 0u; l < LB_LANES; l++) {
                first_p = min(first_p, s_first[l]);
                first_missing = min(first_missing, s_first[LB_LANES + l]);
            }
            s_decision = first_p < first_missing ? LB_FOUND : first_missing < LB_W ? LB_MISSING : 0u;
            s_pos = min(first_p, first_missing);
            if (s_decision == LB_FOUND) s_excl = fold_window(first_p);
        }
        barrier();
        d = s_decision;
        pos = s_pos;
        if (d == LB_FOUND) return;
        if (d == 0u) { // a whole window of aggregates: the next one
            k -= LB_W;
            spins = 0u;
            continue;
        }
        const bool forced = ignore && k - pos == tile - 1u;
        if (forced || ((TESTING & TESTING_NO_FALLBACK) == 0u && spins >= MAX_SPIN)) return;
        spins++;
    }
}
#else
// Native and shuffle paths: subgroup 0 looks back alone, a subgroup-wide window at a time,
// with subgroup operations only; the others wait at one workgroup barrier.
void look_back_window(uint half_, uint tile, bool ignore, inout uint k, out uint d, out uint pos) {
    const uint lane = sg_lane();
    d = 0u;
    pos = 0u;
    if (sg_id() == 0u) {
        uint spins = 0u;
        for (;;) {
            const uvec2 f = read_window(half_, tile, ignore, k, lane);
            const uint first_p = sg_min_u32(f.x);
            const uint first_missing = sg_min_u32(f.y);
            if (first_p < first_missing) {
                d = LB_FOUND;
                pos = first_p;
                break;
            }
            if (first_missing == LB_W) {
                k -= LB_W;
                spins = 0u;
                continue;
            }
            pos = first_missing;
            const bool forced = ignore && k - pos == tile - 1u;
            if (forced || ((TESTING & TESTING_NO_FALLBACK) == 0u && spins >= MAX_SPIN)) {
                d = LB_MISSING;
                break;
            }
            spins++;
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier();
#if defined(INT_MIN_VALUE)
        // Integer ops are associative exactly: each lane folds its own positions below pos and
        // a subgroup reduce joins them, the same bits as the left fold in fewer steps (u32 at
        // 2^26-2^28 on the H100: 1.7% faster). Floats keep the left fold: it makes the bits
        // independent of where the look-back found its inclusive value.
        ACC t = acc_identity();
        if (d == LB_FOUND)
            for (uint i = 0u; i < LB_PER_LANE; i++) {
                const uint q = lane + i * LB_LANES;
                if (q < pos) t = combine(t, s_aval[q]);
            }
        t = sg_reduce(t);
#endif
        if (lane == 0u) {
#if defined(INT_MIN_VALUE)
            if (d == LB_FOUND) s_excl = combine(s_pval[pos], t);
#else
            if (d == LB_FOUND) s_excl = fold_window(pos);
#endif
            s_decision = d;
            s_pos = pos;
            s_k = k;
        }
    }
    barrier();
    d = s_decision;
    pos = s_pos;
    k = s_k;
}
#endif

// The exclusive prefix of tile `tile` > 0; uniform control flow, the same value everywhere.
ACC look_back(uint half_, uint tile) {
    uint k = tile - 1u, d, pos; // k: the highest tile of the window
    bool ignore = (TESTING & TESTING_FORCE_FALLBACK) != 0u;
    for (;;) {
        look_back_window(half_, tile, ignore, k, d, pos);
        if (d == LB_FOUND) break;
        ignore = false;
        fallback(half_, k - pos);
    }
    // The window moved down: fold in A(k + 1) .. A(tile - 1), in order, re-read (all posted).
    if (k + 1u < tile) {
        const uint lid = gl_LocalInvocationID.x;
        for (uint b = k + 1u; b < tile; b += LB_W) {
            for (uint q = lid; q < LB_W && b + q < tile; q += WG_SIZE) {
                ACC a;
                while (!read_value(status_word(half_, b + q, 0u), a)) {}
                s_aval[q] = a;
            }
            barrier();
            if (lid == 0u) {
                ACC x = s_excl;
                for (uint m = 0u; m < LB_W; m++)
                    if (b + m < tile) x = combine(x, s_aval[m]);
                s_excl = x;
            }
            barrier();
        }
    }
    return s_excl;
}

void single_pass() {
    const uint lid = gl_LocalInvocationID.x;
    if (lid == 0u) {
        s_tile = tile_of_ticket(atomicAdd(sw[SCRATCH_WORD_COUNTER], 1u));
        const uint p = sw[SCRATCH_WORD_PARITY]; // written by an earlier dispatch (or zeroed)
        s_parity = p;
#if defined(TYPE_USER)
        s_dirty = (sw[SCRATCH_WORD_DIRTY0 + (1u - p)] + DIRTY_SLOTS - 1u) / DIRTY_SLOTS; // in this module's tiles
#else
        s_dirty = sw[SCRATCH_WORD_DIRTY0 + (1u - p)];
#endif
    }
    barrier();
    const uint tile = s_tile, half_ = s_parity, dirty = s_dirty, n = pc.group_total;
    // Clear this tile's share of what the previous dispatch left in the other half.
    {
        const uint other = status_word(1u - half_, 0u, 0u);
        for (uint k = tile + (lid / STATUS_WORDS) * n; k < dirty; k += (WG_SIZE / STATUS_WORDS) * n)
            sw[other + k * STATUS_WORDS + lid % STATUS_WORDS] = 0u;
    }
    ACCV pv[VPT];
    ACC base[VPT];
#if defined(KERNEL_SEGMENTS)
    uint heads[VPT];
    const ACC agg = tile_scan(tile, pv, base, heads);
    const bool head = (heads[0] & SEG_TILE) != 0u, fresh = row_start(tile) || head;
    if (lid == 0u) { // tile 0 posts its aggregate too: a fallback on it must find it (in place)
        post_value_head(status_word(half_, tile, 0u), agg, head);
        if (fresh) post_value(status_word(half_, tile, INCLUSIVE_WORD), combine(fresh_prefix(tile, head), agg));
#else
    const ACC agg = tile_scan(tile, pv, base);
#if defined(KERNEL_SELECT)
    // (not in tile_scan: a fallback in the look-back scans other tiles with it)
    if (PREFETCH_RECORDS && (pc.flags & PUSH_FLAG_SELECT_RECORDS) != 0u && (pc.flags & PUSH_FLAG_SELECT_COUNT_ONLY) == 0u)
        load_records(tile_range(tile), tile_range(tile).tile * TILE, 0u);
#endif
    if (lid == 0u) { // tile 0 posts its aggregate too: a fallback on it must find it (in place)
        post_value(status_word(half_, tile, 0u), agg);
        if (row_start(tile)) post_value(status_word(half_, tile, INCLUSIVE_WORD), combine(initial_prefix(tile), agg));
#endif
        // In place, the status goes before any output (see fallback). A fence costs the
        // memory latency (out of place nothing waits for it): only where it is needed.
        if ((pc.flags & PUSH_FLAG_IN_PLACE) != 0u) memoryBarrierBuffer();
    }
    barrier();
#if defined(VKR_DIAG_NO_LOOK_BACK)
    const ACC excl = initial_prefix(tile); // benchmark-only: the single pass without its look-back
#else
    const ACC excl = row_start(tile) ? initial_prefix(tile) : look_back(half_, tile);
#endif
    if (lid == 0u) {
#if defined(KERNEL_SEGMENTS)
        const ACC incl = combine(fresh ? fresh_prefix(tile, head) : excl, agg);
        if (!fresh) post_value(status_word(half_, tile, INCLUSIVE_WORD), incl);
#else
        const ACC incl = combine(excl, agg);
        if (!row_start(tile)) post_value(status_word(half_, tile, INCLUSIVE_WORD), incl);
#endif
        if (tile == n - 1u && (pc.flags & PUSH_FLAG_CARRY_OUT) != 0u) write_carry(incl);
#if defined(KERNEL_SELECT)
        else if (tile == n - 1u) write_totals(incl);
#endif
    }
    write_tile(tile, excl, pv, base HEADS_ARG);
    // The last workgroup to finish resets the counters and flips the halves. No fence: what it
    // writes is read by the next dispatch only (after the barrier the library records), and
    // every workgroup read PARITY and DIRTY before it counted itself done.
    if (lid == 0u) {
        if (atomicAdd(sw[SCRATCH_WORD_DONE], 1u) == n - 1u) {
            sw[SCRATCH_WORD_COUNTER] = 0u;
            sw[SCRATCH_WORD_DONE] = 0u;
            sw[SCRATCH_WORD_DIRTY0 + (1u - half_)] = 0u;
#if defined(TYPE_USER)
            sw[SCRATCH_WORD_DIRTY0 + half_] = n * DIRTY_SLOTS;
#else
            sw[SCRATCH_WORD_DIRTY0 + half_] = n;
#endif
            sw[SCRATCH_WORD_PARITY] = 1u - half_;
        }
    }
}

// ---- reduce-then-scan ------------------------------------------------------------------
#if defined(KERNEL_SEGMENTS)
// Segmented: whether tile j holds a head, in the first word of P(j)'s slot until the spine
// writes P(j) there.
uint rts_head_word(uint j) { return (RTS_PREFIX + j) * (uint(ACC_BYTES) / 4u); }
void upsweep() {
    ACCV pv[VPT];
    ACC base[VPT];
    uint heads[VPT];
    const ACC a = tile_scan(gl_WorkGroupID.x, pv, base, heads);
    if (gl_LocalInvocationID.x == 0u) {
        sacc[RTS_AGG + gl_WorkGroupID.x] = a;
        sw[rts_head_word(gl_WorkGroupID.x)] = heads[0] & SEG_TILE;
    }
}

// Segmented: as spine() below on (head, aggregate) pairs; a head's tile starts from segment_reset().
void spine_segments() {
    const uint lid = gl_LocalInvocationID.x, n = pc.group_total;
    const uint seg = (n + WG_SIZE - 1u) / WG_SIZE, lo = min(lid * seg, n), hi = min(lo + seg, n);
    bool h = false;
    ACC t = acc_identity();
    for (uint j = lo; j < hi; j++) {
        const bool hj = sw[rts_head_word(j)] != 0u;
#if defined(TYPE_USER) // (no ?: with the buffer's value: see downsweep)
        if (hj) t = sacc[RTS_AGG + j];
        else t = combine(t, sacc[RTS_AGG + j]);
#else
        t = hj ? sacc[RTS_AGG + j] : combine(t, sacc[RTS_AGG + j]);
#endif
        h = h || hj;
    }
    bool hx, th;
    ACC e, tv;
    seg_workgroup_exclusive(h, t, hx, e, th, tv);
    ACC run = combine(hx ? segment_reset() : initial_prefix(0u), e);
    for (uint j = lo; j < hi; j++) {
        const bool hj = sw[rts_head_word(j)] != 0u;
        run = combine(hj ? segment_reset() : run, sacc[RTS_AGG + j]);
        sacc[RTS_PREFIX + j] = run;
    }
    if (lo < hi && hi == n && (pc.flags & PUSH_FLAG_CARRY_OUT) != 0u) write_carry(run);
}
#else
void upsweep() {
#if defined(TYPE_USER)
    if (TOTALS_ONLY) {
        user_reduce_upsweep();
        return;
    }
#endif
    ACCV pv[VPT];
    ACC base[VPT];
    const ACC a = tile_scan(gl_WorkGroupID.x, pv, base);
    if (gl_LocalInvocationID.x == 0u) sacc[RTS_AGG + gl_WorkGroupID.x] = a;
}
#endif

// Rows: invocation i folds whole rows' aggregates from each row's initial value, left to right
// (the single pass's bits, which the tree below does not give floats); a dispatch holds at most
// SCAN_MAX_TILES tiles.
void spine_rows() {
    const uint tpr = pc.seg_chunks, rows = pc.group_total / tpr;
    for (uint r = gl_LocalInvocationID.x; r < rows; r += WG_SIZE) {
        ACC run = initial_prefix(r * tpr);
        for (uint j = r * tpr; j < r * tpr + tpr; j++) {
            run = combine(run, sacc[RTS_AGG + j]);
            sacc[RTS_PREFIX + j] = run;
        }
    }
}

// One workgroup: invocation i folds a contiguous segment of the aggregates, the workgroup scans
// the segment totals, each invocation writes its segment's inclusive prefixes.
void spine() {
    if (ROWS != 0u) {
        spine_rows();
        return;
    }
#if defined(KERNEL_SEGMENTS)
    spine_segments();
    return;
#endif
    const uint lid = gl_LocalInvocationID.x, n = pc.group_total;
    const uint seg = (n + WG_SIZE - 1u) / WG_SIZE, lo = min(lid * seg, n), hi = min(lo + seg, n);
    ACC t = acc_identity();
    for (uint j = lo; j < hi; j++) t = combine(t, sacc[RTS_AGG + j]);
    ACC run = combine(initial_prefix(0u), workgroup_exclusive(t));
    for (uint j = lo; j < hi; j++) {
        run = combine(run, sacc[RTS_AGG + j]);
        sacc[RTS_PREFIX + j] = run;
    }
    if (lo < hi && hi == n && (pc.flags & PUSH_FLAG_CARRY_OUT) != 0u) write_carry(run);
#if defined(TYPE_USER)
    if (TOTALS_ONLY && lo < hi && hi == n && (pc.flags & PUSH_FLAG_CARRY_OUT) == 0u) out_s[pc.out_index] = run;
#endif
}

void downsweep() {
    const uint tile = gl_WorkGroupID.x;
    ACCV pv[VPT];
    ACC base[VPT];
#if defined(KERNEL_SEGMENTS)
    uint heads[VPT];
#endif
#if defined(TYPE_USER)
    tile_scan(tile, pv, base HEADS_ARG);
    ACC excl = initial_prefix(tile); // (no ?: with the buffer's value: glslang stores a struct of the buffer's layout then)
    if (!row_start(tile)) excl = sacc[RTS_PREFIX + tile - 1u];
    write_tile(tile, excl, pv, base HEADS_ARG);
#else
    tile_scan(tile, pv, base HEADS_ARG);
    write_tile(tile, row_start(tile) ? initial_prefix(tile) : sacc[RTS_PREFIX + tile - 1u], pv, base HEADS_ARG);
#endif
}

// ---- a range of one tile (either algorithm) ---------------------------------------------
// No ticket, no status, no look-back: the counters and status halves stay as they are. The
// same bits as either algorithm gives a tile 0. Rows of one tile: workgroup r scans row r.
void one_tile() {
    const uint tile = ROWS != 0u ? gl_WorkGroupID.x : 0u;
    ACCV pv[VPT];
    ACC base[VPT];
#if defined(KERNEL_SEGMENTS)
    uint heads[VPT];
    const ACC agg = tile_scan(tile, pv, base, heads), excl = initial_prefix(tile);
    const ACC incl = combine((heads[0] & SEG_TILE) != 0u ? segment_reset() : excl, agg);
    if (gl_LocalInvocationID.x == 0u && (pc.flags & PUSH_FLAG_CARRY_OUT) != 0u) write_carry(incl);
#else
    const ACC agg = tile_scan(tile, pv, base), excl = initial_prefix(tile);
    if (gl_LocalInvocationID.x == 0u && (pc.flags & PUSH_FLAG_CARRY_OUT) != 0u) write_carry(combine(excl, agg));
#if defined(TYPE_USER)
    if (gl_LocalInvocationID.x == 0u) write_total(tile, combine(excl, agg));
#endif
#if defined(KERNEL_SELECT)
    else if (gl_LocalInvocationID.x == 0u) write_totals(combine(excl, agg));
#endif
#endif
    write_tile(tile, excl, pv, base HEADS_ARG);
}

void main() {
    if (PASS == SCAN_PASS_SINGLE) single_pass();
    else if (PASS == SCAN_PASS_TILE) one_tile();
    else if (PASS == SCAN_PASS_UPSWEEP) upsweep();
    else if (PASS == SCAN_PASS_SPINE) spine();
    else downsweep();
}
