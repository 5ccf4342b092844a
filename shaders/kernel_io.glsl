// vk_reduce I/O layer, shared by every kernel family: the workgroup size, the bindings and the
// input loads, on top of the subgroup-primitive layer. Nothing here belongs to one family.
//
// Uses shaders/interface.glsl (push block `pc`, binding and specialization ids, scratch layout),
// ops.glsl (T, V, VN, ACC, combine, ...) and subgroup.glsl (SG_SIZE, sg_*). Defines:
//   WG_SIZE                   invocations per workgroup (specialization constant SPEC_WORKGROUP_SIZE)
//   in_s[], in_v[]            the input range as scalars / 16-byte vectors (binding INPUT)
//   in2_s[], in2_v[]          the second input (binding INPUT2, first element pc.first2), in
//                             modules that define USES_INPUT2 (transform-reduces)
//   out_s[]                   the output (binding OUTPUT)
//   counter, partials[k]      the scratch region (binding SCRATCH): SCRATCH_HEADER_BYTES of
//                             header with the ticket counter first, then room for
//                             SCRATCH_PARTIAL_BYTES per partial (reduce packs one ACC each)
//   load_unaligned(e)         one vector of VN elements from element e, by scalar loads
//   (widened inputs, ops.glsl IN_WIDEN: in_w[] / in_w4[] words, load_element(e),
//   load_words_unaligned(e), encode_words(w): IVN elements of 16 bytes encoded and folded)
// A new kernel family is a new .comp on these layers, with its own grid loop, workgroup code and
// shared memory, as scan.comp has. The reduce family's (count source, grid-stride accumulate,
// workgroup reduce, last-workgroup tail) is reduce_family.glsl, which reduce.comp and rows.comp
// include in place of this file.
#ifndef VKR_KERNEL_IO_GLSL
#define VKR_KERNEL_IO_GLSL
#include "subgroup.glsl"

layout(local_size_x_id = SPEC_WORKGROUP_SIZE) in;
const uint WG_SIZE = gl_WorkGroupSize.x;

#if defined(IN_WIDEN)
// A widened input (ops.glsl): 32-bit words, unpacked into T. The dispatcher binds whole words
// (the input range rounded out to 4 bytes), so every word read here is inside the binding.
layout(std430, set = 0, binding = BINDING_INPUT) readonly buffer InWords { uint in_w[]; };
layout(std430, set = 0, binding = BINDING_INPUT) readonly buffer InWords4 { uvec4 in_w4[]; };
#else
layout(std430, set = 0, binding = BINDING_INPUT) readonly buffer InScalar { T in_s[]; };
layout(std430, set = 0, binding = BINDING_INPUT) readonly buffer InVector { V in_v[]; };
#endif
layout(std430, set = 0, binding = BINDING_OUTPUT) writeonly buffer Out { T out_s[]; };
layout(std430, set = 0, binding = BINDING_OUTPUT) writeonly buffer OutVector { V out_v[]; };
#if OPS_ARG || OPS_MOMENTS
// argmin / argmax / minmax results as 32-bit words (pc.out_index counts words): per pair the
// value's bits (padded with zero to 8 bytes), then the 64-bit index (vkr_arg_result); moments:
// the count's two words, then the values' (vkr_moments_f32 / vkr_moments_f64)
layout(std430, set = 0, binding = BINDING_OUTPUT) writeonly buffer OutWords { uint out_w[]; };
#endif
layout(std430, set = 0, binding = BINDING_SCRATCH) coherent buffer Scratch {
    uint counter; // SCRATCH_COUNTER_OFFSET 0
    uint header_rest[SCRATCH_HEADER_BYTES / 4 - 1];
    // Each partial has SCRATCH_PARTIAL_BYTES of room; a kernel whose partial is one accumulator
    // packs them (stride ACC_BYTES), so the last workgroup reads 4x fewer cache lines (measured
    // on the H100: 16-byte records cost 2-5% on multi-workgroup reduces of 2^18..2^24).
    ACC partials[];
};

#if defined(IN_WIDEN)
// Element e of the input, as T.
T load_element(uint e) {
    const uint byte = e * IN_BYTES; // < 2^32: a binding range is at most 4 GiB
    return in_convert(in_w[byte >> 2], (byte & 3u) * 8u);
}
// The 16 bytes from element e (any alignment): five words funnel-shifted (four when aligned).
uvec4 load_words_unaligned(uint e) {
    const uint byte = e * IN_BYTES, w = byte >> 2, sh = (byte & 3u) * 8u;
    const uvec4 a = uvec4(in_w[w], in_w[w + 1u], in_w[w + 2u], in_w[w + 3u]);
    if (sh == 0u) return a;
    return (a >> sh) | (uvec4(a.yzw, in_w[w + 4u]) << (32u - sh));
}
// The IVN elements of 16 bytes, as VN-element vectors of T, each encoded and folded into one
// (in order: vkr__add_depth counts IVN / VN - 1 more additions). Macros with literal element
// numbers: straight-line code, constant shifts and components.
#define WORD_ELEMENT(w, j) in_convert((w)[((j) * IN_BITS) >> 5], ((j) * IN_BITS) & 31u)
#if defined(VN_IS_4)
#define WORDS_VECTOR(w, c) V(WORD_ELEMENT(w, 4u * (c)), WORD_ELEMENT(w, 4u * (c) + 1u), WORD_ELEMENT(w, 4u * (c) + 2u), \
                             WORD_ELEMENT(w, 4u * (c) + 3u))
#else
#define WORDS_VECTOR(w, c) V(WORD_ELEMENT(w, 2u * (c)), WORD_ELEMENT(w, 2u * (c) + 1u))
#endif
#if OPS_MOMENTS
// (the moments' grid loop takes the vectors one by one, WORDS_VECTOR)
#elif defined(INPUT_DOT)
// The dot-product modules serve the add op only (gen.py): the 16 elements of 16 bytes summed,
// one dot product per word (ops.glsl WORD_SUM), spread over the accumulator's components.
ACCV encode_words(uvec4 w) {
#if defined(VN_IS_4)
    return ACCV(WORD_SUM(w.x), WORD_SUM(w.y), WORD_SUM(w.z), WORD_SUM(w.w));
#else
    return ACCV(WORD_SUM(w.x) + WORD_SUM(w.y), WORD_SUM(w.z) + WORD_SUM(w.w));
#endif
}
#else
ACCV encode_words(uvec4 w) {
    ACCV a = combine(ENCODEV(WORDS_VECTOR(w, 0u)), ENCODEV(WORDS_VECTOR(w, 1u)));
#if IN_ACCV_PER_LOAD > 2
    a = combine(a, ENCODEV(WORDS_VECTOR(w, 2u)));
    a = combine(a, ENCODEV(WORDS_VECTOR(w, 3u)));
#endif
#if IN_ACCV_PER_LOAD > 4
    a = combine(a, ENCODEV(WORDS_VECTOR(w, 4u)));
    a = combine(a, ENCODEV(WORDS_VECTOR(w, 5u)));
    a = combine(a, ENCODEV(WORDS_VECTOR(w, 6u)));
    a = combine(a, ENCODEV(WORDS_VECTOR(w, 7u)));
#endif
    return a;
}
#endif
#else
// One relative vector of an unaligned range of a scalar array, from scalar loads (GLSL takes
// no buffer parameters: a macro makes the loader for each input).
#if defined(VN_IS_4)
#define VKR_UNALIGNED_LOADER(NAME, ARR) V NAME(uint e) { return V(ARR[e], ARR[e + 1u], ARR[e + 2u], ARR[e + 3u]); }
#elif defined(TYPE_USER)
#define VKR_UNALIGNED_LOADER(NAME, ARR) V NAME(uint e) { return V(ARR[e]); }
#else
#define VKR_UNALIGNED_LOADER(NAME, ARR) V NAME(uint e) { return V(ARR[e], ARR[e + 1u]); }
#endif
VKR_UNALIGNED_LOADER(load_unaligned, in_s)
#endif

#if defined(USES_INPUT2)
layout(std430, set = 0, binding = BINDING_INPUT2) readonly buffer In2Scalar { T in2_s[]; };
layout(std430, set = 0, binding = BINDING_INPUT2) readonly buffer In2Vector { V in2_v[]; };
VKR_UNALIGNED_LOADER(load_unaligned2, in2_s)
#endif

#endif // VKR_KERNEL_IO_GLSL
