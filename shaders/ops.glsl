// vk_reduce op layer: element types, accumulators and the op, no subgroup operation.
//
// gen/gen.py defines exactly one TYPE_* (the input element type) and one OPCLASS_* (the ops
// the module serves: OPCLASS_ADDMUL float add/mul, OPCLASS_MINMAX float min/max on ordered
// keys, OPCLASS_ALL every op of an integer type). The op itself is specialization constant
// SPEC_OP (vkr_op numbering, shaders/interface.glsl): the driver folds every `OP ==` test when
// it creates the pipeline, so one module serves all ops of its class at no run-time cost.
// From them this file defines:
//   T, V, VN        element type, its 16-byte vector, elements per vector
//   ACC, ACCV       accumulator scalar / vector (the accumulator type may be wider than T: a
//                   later f16 / 8-bit input type only adds a block here)
//   ACC_BYTES       4 or 8; for 8: acc_to_uvec2(a) / acc_from_uvec2(u) split and join the bits
//                   (the shuffle path moves 64-bit values as two 32-bit halves)
//   OPS_ADDMUL, OPS_MINMAX, OPS_BITWISE   1 where the module serves those ops
//   acc_identity()  identity of the op in the accumulator
//   ENCODE(x), ENCODEV(v), DECODE(acc)   element <-> accumulator
//   combine(a, b)   the op, on scalars or vectors; HREDUCE(v) folds a vector
//   EMPTY_RESULT    what a reduce of zero elements writes
// The subgroup-primitive layer (subgroup.glsl) builds its reductions from these.
//
// Float min/max run on ordered integer keys: key(x) flips the sign bit of positive floats and
// all bits of negative ones, so unsigned key order is float order with -0 < +0, and min/max
// return an element bit for bit. NaN is mapped to the key that wins (0 for min, all ones for
// max), so any NaN gives NaN; DECODE turns every NaN into the canonical quiet NaN. This avoids
// relying on float subgroupMin/Max, whose NaN handling is implementation-defined (lavapipe
// skips NaN operands).
#ifndef VKR_OPS_GLSL
#define VKR_OPS_GLSL
#include "interface.glsl"

#if defined(TYPE_F64) || defined(TYPE_I64) || defined(TYPE_U64)
#extension GL_ARB_gpu_shader_int64 : require
#endif

layout(constant_id = SPEC_OP) const uint OP = OP_ADD;

#if defined(OPCLASS_ADDMUL)
#define OPS_ADDMUL 1
#define OPS_MINMAX 0
#define OPS_BITWISE 0
#elif defined(OPCLASS_MINMAX)
#define OPS_ADDMUL 0
#define OPS_MINMAX 1
#define OPS_BITWISE 0
#elif defined(OPCLASS_ALL)
#define OPS_ADDMUL 1
#define OPS_MINMAX 1
#define OPS_BITWISE 1
#else
#error "define one OPCLASS_*"
#endif

// ---- element types ----------------------------------------------------------------------
#if defined(TYPE_F32)
#define T float
#define V vec4
#define VN 4u
#define VN_IS_4 1
#define FLOAT_KEY_BITS 32
#elif defined(TYPE_F64)
#define T double
#define V dvec2
#define VN 2u
#define FLOAT_KEY_BITS 64
#elif defined(TYPE_I32)
#define T int
#define V ivec4
#define VN 4u
#define VN_IS_4 1
#define INT_MIN_VALUE int(0x80000000u)
#define INT_MAX_VALUE int(0x7fffffffu)
#elif defined(TYPE_U32)
#define T uint
#define V uvec4
#define VN 4u
#define VN_IS_4 1
#define INT_MIN_VALUE 0u
#define INT_MAX_VALUE 0xffffffffu
#elif defined(TYPE_I64)
#define T int64_t
#define V i64vec2
#define VN 2u
#define INT_MIN_VALUE int64_t(0x8000000000000000ul)
#define INT_MAX_VALUE int64_t(0x7ffffffffffffffful)
#elif defined(TYPE_U64)
#define T uint64_t
#define V u64vec2
#define VN 2u
#define INT_MIN_VALUE 0ul
#define INT_MAX_VALUE 0xfffffffffffffffful
#else
#error "define one TYPE_*"
#endif

// ---- widened inputs: the element in memory is narrower than T -----------------------------
// gen.py compiles a reduce with a wide accumulator as TYPE_<accumulator> plus INPUT_<element>:
// everything above and below works on T (the accumulator's type, which is also the result's),
// and this block converts the stored elements into T, exactly (every f16, bf16, f32, 8/16-bit
// and 32-bit integer is a value of its wider T). The input is read as 32-bit words and unpacked
// with integer operations, so no module needs 8/16-bit storage, shaderInt8/Int16 or
// shaderFloat16: the narrow types run on every device. The float conversions are done on the
// bits, not with unpackHalf2x16 or float->double conversion instructions, because those may
// flush subnormals (Vulkan lets a device flush denormals unless it promises to preserve them).
//   IN_BITS             bits per input element (8, 16, 32)
//   IN_BYTES            bytes per input element
//   IVN                 input elements per 16-byte vector (VN when the input is T itself)
//   in_convert(w, bit)  the element at bit `bit` of word w, as T
//   IN_ACCV_PER_LOAD    VN-element vectors of T per 16-byte load (IVN / VN)
#if defined(INPUT_F16) || defined(INPUT_BF16) || defined(INPUT_I16) || defined(INPUT_U16)
#define IN_BITS 16u
#elif defined(INPUT_I8) || defined(INPUT_U8)
#define IN_BITS 8u
#elif defined(INPUT_F32) || defined(INPUT_I32) || defined(INPUT_U32)
#define IN_BITS 32u
#endif
#if defined(IN_BITS)
#define IN_WIDEN 1
#define IN_BYTES (IN_BITS / 8u)
#define IVN (128u / IN_BITS)
// f16 bits -> f32 bits, exact: normal numbers rebias the exponent, inf/NaN keep the mantissa
// (a NaN stays a NaN), subnormals are em * 2^-24 (exact, and a normal f32).
uint f16_to_f32_bits(uint h) {
    const uint em = h & 0x7fffu;
    const uint special = (em << 13) | 0x7f800000u;
    const uint normal = (em << 13) + 0x38000000u;
    const uint sub = floatBitsToUint(float(em) * 5.9604644775390625e-8);
    return ((h & 0x8000u) << 16) | (em >= 0x7c00u ? special : em >= 0x0400u ? normal : sub);
}
#if defined(TYPE_F64)
// f32 bits -> f64, exact, subnormals included (m * 2^-149 is a normal double).
double f32_bits_to_f64(uint b) {
    const uint s = b & 0x80000000u, e = (b >> 23) & 0xffu, m = b & 0x7fffffu;
    const uvec2 wide = uvec2(m << 29, s | ((e == 0xffu ? 0x7ffu : e + 896u) << 20) | (m >> 3));
    const double sub = double(m) * packDouble2x32(uvec2(0u, 0x36a00000u)); // 2^-149
    const uvec2 subw = unpackDouble2x32(sub);
    return packDouble2x32(e == 0u ? uvec2(subw.x, subw.y | s) : wide);
}
#define FROM_F32_BITS(b) f32_bits_to_f64(b)
#else
#define FROM_F32_BITS(b) uintBitsToFloat(b)
#endif
// A macro, not a function: with a literal `bit` (encode_words in kernel_io.glsl) every shift
// and component index is a constant in the SPIR-V (straight-line code, no dynamic indexing).
#if defined(INPUT_F16)
#define in_convert(w, bit) FROM_F32_BITS(f16_to_f32_bits(bitfieldExtract((w), int(bit), 16)))
#elif defined(INPUT_BF16)
#define in_convert(w, bit) FROM_F32_BITS(bitfieldExtract((w), int(bit), 16) << 16)
#elif defined(INPUT_F32)
#define in_convert(w, bit) FROM_F32_BITS(w)
#elif defined(INPUT_I8) || defined(INPUT_I16)
#define in_convert(w, bit) T(bitfieldExtract(int(w), int(bit), int(IN_BITS))) // sign-extended
#elif defined(INPUT_U8) || defined(INPUT_U16)
#define in_convert(w, bit) T(bitfieldExtract((w), int(bit), int(IN_BITS)))
#elif defined(INPUT_I32)
#define in_convert(w, bit) T(int(w))
#else
#define in_convert(w, bit) T(w)
#endif
// accumulator vectors (VN elements of T) per 16-byte load: 2, 4 or 8
#if defined(INPUT_I8) || defined(INPUT_U8)
#define IN_LOG2_ELEMENTS 4 // 16 elements per load
#elif defined(INPUT_F32) || defined(INPUT_I32) || defined(INPUT_U32)
#define IN_LOG2_ELEMENTS 2
#else
#define IN_LOG2_ELEMENTS 3
#endif
#if defined(VN_IS_4)
#define IN_ACCV_PER_LOAD (1 << (IN_LOG2_ELEMENTS - 2))
#else
#define IN_ACCV_PER_LOAD (1 << (IN_LOG2_ELEMENTS - 1))
#endif
#else
#define IVN VN
#endif

#if defined(VN_IS_4)
#define HREDUCE(v) combine(combine((v).x, (v).y), combine((v).z, (v).w))
#else
#define HREDUCE(v) combine((v).x, (v).y)
#endif

// ---- float min / max: ordered integer keys ---------------------------------------------
#if defined(FLOAT_KEY_BITS) && defined(OPCLASS_MINMAX)
#if FLOAT_KEY_BITS == 32
#define ACC uint
#define ACCV uvec4
#define SIGN 0x80000000u
#define ALL_ONES 0xffffffffu
#define BITS(x) floatBitsToUint(x)
#define FROM_BITS(b) uintBitsToFloat(b)
#define SIGN_MASK(b) (uint(int(b) >> 31) | SIGN)
#define QNAN 0x7fc00000u
#define INF_BITS 0x7f800000u
#else
#define ACC uint64_t
#define ACCV u64vec2
#define SIGN 0x8000000000000000ul
#define ALL_ONES 0xfffffffffffffffful
#define BITS(x) doubleBitsToUint64(x)
#define FROM_BITS(b) uint64BitsToDouble(b)
#define SIGN_MASK(b) (uint64_t(int64_t(b) >> 63) | SIGN)
#define QNAN 0x7ff8000000000000ul
#define INF_BITS 0x7ff0000000000000ul
#endif
ACC combine(ACC a, ACC b) { return OP == OP_MIN ? min(a, b) : max(a, b); }
ACCV combine(ACCV a, ACCV b) { return OP == OP_MIN ? min(a, b) : max(a, b); }
// key(+inf) for min, key(-inf) for max
ACC acc_identity() { return OP == OP_MIN ? (INF_BITS ^ SIGN) : ((INF_BITS | SIGN) ^ ALL_ONES); }
// NaN is recognised from the bits, not with isnan(): without SignedZeroInfNanPreserve a driver
// may assume floats are never NaN and fold isnan() to false.
bool bits_are_nan(ACC b) { return (b & ~SIGN) > INF_BITS; }
ACC float_key(T x) {
    ACC b = BITS(x);
    return bits_are_nan(b) ? (OP == OP_MIN ? ACC(0) : ALL_ONES) : b ^ SIGN_MASK(b);
}
ACCV float_keyv(V v) {
#if defined(VN_IS_4)
    return ACCV(float_key(v.x), float_key(v.y), float_key(v.z), float_key(v.w));
#else
    return ACCV(float_key(v.x), float_key(v.y));
#endif
}
T float_unkey(ACC k) {
    ACC b = (k & SIGN) != ACC(0) ? k ^ SIGN : k ^ ALL_ONES;
    return FROM_BITS(bits_are_nan(b) ? QNAN : b);
}
#define ENCODE(x) float_key(x)
#define ENCODEV(v) float_keyv(v)
#define DECODE(k) float_unkey(k)
#define EMPTY_RESULT DECODE(acc_identity())

// ---- float add / mul: accumulate in the element type -----------------------------------
#elif defined(FLOAT_KEY_BITS)
#define ACC T
#define ACCV V
#define ENCODE(x) (x)
#define ENCODEV(v) (v)
#define DECODE(a) (a)
ACC combine(ACC a, ACC b) { return OP == OP_ADD ? a + b : a * b; }
ACCV combine(ACCV a, ACCV b) { return OP == OP_ADD ? a + b : a * b; }
#if FLOAT_KEY_BITS == 32
bool is_negative_zero(T x) { return floatBitsToUint(x) == 0x80000000u; }
#else
bool is_negative_zero(T x) { uvec2 b = unpackDouble2x32(x); return b.x == 0u && b.y == 0x80000000u; }
#endif
#define HAS_NEGATIVE_ZERO 1
// -0.0 is the exact identity of float addition (+0.0 would turn a sum of -0.0 into +0.0);
// an empty input still writes +0.0.
ACC acc_identity() { return OP == OP_ADD ? T(-0.0) : T(1); }
#define EMPTY_RESULT (OP == OP_ADD ? T(0) : T(1))

// ---- integers: every op, in the element type -------------------------------------------
#else
#define ACC T
#define ACCV V
#define ENCODE(x) (x)
#define ENCODEV(v) (v)
#define DECODE(a) (a)
#define INT_COMBINE(a, b) \
    switch (OP) { \
    case OP_ADD: return a + b; \
    case OP_MUL: return a * b; \
    case OP_MIN: return min(a, b); \
    case OP_MAX: return max(a, b); \
    case OP_AND: return a & b; \
    case OP_OR: return a | b; \
    default: return a ^ b; \
    }
ACC combine(ACC a, ACC b) { INT_COMBINE(a, b) }
ACCV combine(ACCV a, ACCV b) { INT_COMBINE(a, b) }
ACC acc_identity() {
    switch (OP) {
    case OP_MUL: return T(1);
    case OP_MIN: return INT_MAX_VALUE;
    case OP_MAX: return INT_MIN_VALUE;
    case OP_AND: return T(~T(0));
    default: return T(0);
    }
}
#define EMPTY_RESULT acc_identity()
#endif

// ---- accumulator width, and its bits as two 32-bit halves ------------------------------
#if defined(TYPE_F64) && !defined(OPCLASS_MINMAX)
#define ACC_BYTES 8
uvec2 acc_to_uvec2(ACC a) { return unpackDouble2x32(a); }
ACC acc_from_uvec2(uvec2 u) { return packDouble2x32(u); }
#elif defined(TYPE_F64) || defined(TYPE_U64)
#define ACC_BYTES 8
uvec2 acc_to_uvec2(ACC a) { return unpackUint2x32(a); }
ACC acc_from_uvec2(uvec2 u) { return packUint2x32(u); }
#elif defined(TYPE_I64)
#define ACC_BYTES 8
uvec2 acc_to_uvec2(ACC a) { return unpackUint2x32(uint64_t(a)); }
ACC acc_from_uvec2(uvec2 u) { return int64_t(packUint2x32(u)); }
#else
#define ACC_BYTES 4
#endif

// ---- an accumulator's bits as (low, high) 32-bit words (high 0 for 4-byte accumulators),
// and an element from its bits (the scan's initial value arrives in push constants) --------
#if ACC_BYTES == 8
uvec2 acc_pack(ACC a) { return acc_to_uvec2(a); }
ACC acc_unpack(uvec2 u) { return acc_from_uvec2(u); }
#elif defined(TYPE_F32) && !defined(OPCLASS_MINMAX)
uvec2 acc_pack(ACC a) { return uvec2(floatBitsToUint(a), 0u); }
ACC acc_unpack(uvec2 u) { return uintBitsToFloat(u.x); }
#else
uvec2 acc_pack(ACC a) { return uvec2(uint(a), 0u); } // int -> uint keeps the bits
ACC acc_unpack(uvec2 u) { return ACC(u.x); }
#endif
#if defined(TYPE_F32)
T element_from_bits(uvec2 u) { return uintBitsToFloat(u.x); }
#elif defined(TYPE_F64)
T element_from_bits(uvec2 u) { return packDouble2x32(u); }
#elif defined(TYPE_I32) || defined(TYPE_U32)
T element_from_bits(uvec2 u) { return T(u.x); }
#elif defined(TYPE_I64)
T element_from_bits(uvec2 u) { return int64_t(packUint2x32(u)); }
#else
T element_from_bits(uvec2 u) { return packUint2x32(u); }
#endif

#endif // VKR_OPS_GLSL
