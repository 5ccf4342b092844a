// vk_reduce op layer: element types, accumulators and the op, no subgroup operation.
//
// gen/gen.py defines exactly one TYPE_* (the input element type) and one OPCLASS_* (the ops
// the module serves: OPCLASS_ADDMUL float add/mul, OPCLASS_MINMAX float min/max on ordered
// keys, OPCLASS_ALL every op of an integer type but the arg ops, OPCLASS_ARG argmin / argmax /
// minmax of any type, reduce kernel only: see its block). The op itself is specialization constant
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
//   COMBINE_OP      the op combine() applies (OP, or OP_ADD for the transform-reduces)
//   ACCV_IDENTITY() acc_identity() in every component of an ACCV
//   USES_INPUT2     defined where the module reads binding INPUT2; then XFORM(x, y) /
//                   XFORMV(x, y) turn elements of the two inputs into what is summed
//                   (x * y for OP_DOT, x * x for OP_SUM_SQUARES / OP_NORM2; y is ignored
//                   unless OP_DOT), in the accumulator type (OPCLASS_COMP: XFORMV gives the
//                   term vector V, which the grid loop folds with combine(ACCV, V))
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
#elif defined(OPCLASS_ARG)
#define OPS_ADDMUL 0
#define OPS_MINMAX 0
#define OPS_BITWISE 0
#define OPS_ARG 1
#elif defined(OPCLASS_XFORM) || defined(OPCLASS_COMP)
// Transform-reduces (dot, sum of squares, L2 norm) sum a transform of the input: combine() is
// addition, whatever OP is. OPCLASS_COMP: f32 compensated sums (plain add too), see below.
#define OPS_ADDMUL 1
#define OPS_MINMAX 0
#define OPS_BITWISE 0
#define COMBINE_OP OP_ADD
#define USES_INPUT2 1
#elif defined(OPCLASS_MOMENTS)
// Mean and variance (VKR_OP_MOMENTS): (count, mean, M2) accumulators, see below.
#define OPS_ADDMUL 0
#define OPS_MINMAX 0
#define OPS_BITWISE 0
#define OPS_MOMENTS 1
#elif defined(OPCLASS_USER)
// A user-defined operator (TYPE_USER): its own combine, see its block below.
#define OPS_ADDMUL 0
#define OPS_MINMAX 0
#define OPS_BITWISE 0
#else
#error "define one OPCLASS_*"
#endif
#if !defined(OPS_MOMENTS)
#define OPS_MOMENTS 0
#endif
#if !defined(OPS_ARG)
#define OPS_ARG 0
#endif
#if !defined(COMBINE_OP)
#define COMBINE_OP OP
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
#elif defined(TYPE_USER)
// A user-defined operator (gen.py --user-op FILE): FILE defines struct vkr_user (the element,
// at most 16 bytes), vkr_user_identity() and vkr_user_combine(a, b) (a: the lower indices);
// gen.py writes user_pack.glsl from the struct's fields: VKR_USER_BYTES (its std430 size),
// VKR_USER_WORDS (32-bit words of its fields), vkr_user_pack() / vkr_user_unpack() (as uvec4).
// A "vector" is one element (VN = 1; V an array of one, so that v[c] still indexes it).
#include "user_op.glsl"
#include "user_pack.glsl"
#define T vkr_user
#define V vkr_user[1]
#define VN 1u
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
// f16 -> f32 bits, exact, on the element's two parts as they sit in its word: t = its
// exponent and mantissa moved to f32's places ((bits & 0x7fff) << 13), sign = its sign bit at
// bit 31. Normal numbers rebias the exponent (n = t + (112 << 23)); inf/NaN also get exponent
// 255 (the mantissa kept: a NaN stays a NaN). Subnormals (and zero) are m * 2^-24: as a float
// with exponent field 112, n = 2^-15 + m * 2^-25, so 2n - 2^-14 is m * 2^-24 exactly, and it is
// smaller than n (m < 1024); for a normal n, 2n - 2^-14 >= n (n >= 2^-14): min(n, 2n - 2^-14)
// is the value in both cases. Every float here is a normal f32 or zero (no denormal support
// needed); two full-rate float ops and a few integer ones per element, where an int-to-float
// conversion (quarter rate on NVIDIA) and two selects made the f16 sum ALU-bound on the H100.
uint f16_parts_to_f32_bits(uint t, uint sign) {
    const float n = uintBitsToFloat(t + 0x38000000u);
    const uint special = t >= 0x0f800000u ? 0x7f800000u : 0u; // exponent 31: inf / NaN
    return floatBitsToUint(min(n, n * 2.0 - 6.103515625e-05)) | special | sign; // 2^-14
}
// the f16 at bit 0 or 16 of word w (a literal in the hot loop: constant shifts)
#define F16_TO_F32_BITS(w, bit) \
    ((bit) == 0u ? f16_parts_to_f32_bits(((w) << 13) & 0x0fffe000u, ((w) << 16) & 0x80000000u) \
                 : f16_parts_to_f32_bits(((w) >> 3) & 0x0fffe000u, (w) & 0x80000000u))
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
#if defined(INPUT_F16_HW)
// f16 with the hardware conversion (gen.py's f16 "hw" modules, VKR_FEATURE_FLOAT16): the word as
// two float16_t, each converted with OpFConvert. DenormPreserve for 16-bit floats (the library
// uses these modules only where shaderDenormPreserveFloat16 says the device honours it) keeps
// f16 subnormals, so the value is exact as above; inf and NaN convert as themselves.
#extension GL_EXT_spirv_intrinsics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4464], 4459, 16); // DenormPreserve 16
#define in_convert(w, bit) T(float(unpackFloat2x16(w)[(bit) >> 4]))
#elif defined(INPUT_F16)
#define in_convert(w, bit) FROM_F32_BITS(F16_TO_F32_BITS(w, bit))
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
// 8-bit sums with the integer dot product (gen.py's INPUT_DOT modules: u8 / i8 inputs, the add op,
// native path; VKR_FEATURE_INTEGER_DOT_PRODUCT): one OpUDot / OpSDot of a word with (1, 1, 1, 1)
// sums its four elements, exactly (integer adds in any grouping give the same result). glslang
// has no GL_EXT_integer_dot_product yet: the instructions are declared with spirv_intrinsics
// (SPV_KHR_integer_dot_product: OpSDot 4450, OpUDot 4451; capabilities DotProduct 6019,
// DotProductInput4x8BitPacked 6018; last operand PackedVectorFormat4x8Bit = 0).
#if defined(INPUT_DOT)
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4451)
uint vkr_udot4x8(uint a, uint b, spirv_literal int packed_format);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4450)
int vkr_sdot4x8(uint a, uint b, spirv_literal int packed_format);
#if defined(INPUT_U8)
#define WORD_SUM(x) T(vkr_udot4x8((x), 0x01010101u, 0))
#else
#define WORD_SUM(x) T(vkr_sdot4x8((x), 0x01010101u, 0))
#endif
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

// ---- argmin / argmax / fused min+max (OPCLASS_ARG, reduce kernel only) ------------------
// Every element gets a rank: an unsigned integer whose order is the order the op wants first.
// Argmin direction: floats their ordered key (as for min/max below: -0 < +0), signed integers
// the sign bit flipped, unsigned integers as they are; argmax direction: the complement. A NaN
// ranks 0 in both directions and no number does (the lowest number ranks key(-inf) =
// 0x007fffff, or ~key(+inf), the same): a NaN beats every number, so the FIRST NaN wins, as in
// torch and numpy; the result value is then the canonical NaN (as min/max return). An
// accumulator holds the best rank and its 64-bit element index (two words: the index of a
// whole reduce exceeds 32 bits); combine keeps the lower (rank, index) pair. That order is
// total on distinct indices, so combine is associative and commutative: any tree (subgroup,
// workgroup, partials, whichever workgroup is last) gives the same pair, the lowest index
// among the equal best values. ARGMIN and ARGMAX use pair 0 (their direction's rank); MINMAX
// carries pair 0 (argmin) and pair 1 (argmax). Pair 1 is only touched under OP == OP_MINMAX, a
// specialization constant, so the driver drops it for ARGMIN / ARGMAX.
// The identity rank is the worst a number can have (key(+inf), or all ones for integers) with
// index UINT64_MAX: any element beats it, and an empty reduce decodes it to +inf / -inf (the
// type's max / min) with index UINT64_MAX.
// Defines, beside the common names: KEY (rank type), ArgAcc, arg_rank(x, maxdir),
// arg_value_words(rank, maxdir) (the element bits as two words, high word 0 for 4-byte types),
// arg_before(ka, la, ha, kb, lb, hb) (pair b first), no ACCV / ENCODE: reduce_family.glsl has its
// own grid loop for this class (the index rides along).
#if OPS_ARG
#if defined(TYPE_F32) || defined(TYPE_I32) || defined(TYPE_U32)
#define KEY uint
#define KEY_ONES 0xffffffffu
#define KEY_SIGN 0x80000000u
#else
#define KEY uint64_t
#define KEY_ONES 0xfffffffffffffffful
#define KEY_SIGN 0x8000000000000000ul
#endif
#if defined(TYPE_F32)
#define ELEM_BITS(x) floatBitsToUint(x)
#define KEY_INF 0x7f800000u
#define KEY_QNAN 0x7fc00000u
#elif defined(TYPE_F64)
#define ELEM_BITS(x) doubleBitsToUint64(x)
#define KEY_INF 0x7ff0000000000000ul
#define KEY_QNAN 0x7ff8000000000000ul
#else
#define ELEM_BITS(x) KEY(x) // two's complement bits, sign extension irrelevant at equal width
#endif
#if defined(FLOAT_KEY_BITS)
#define KEY_WORST (KEY_INF ^ KEY_SIGN) // rank of +inf (argmin) = rank of -inf (argmax)
#else
#define KEY_WORST KEY_ONES
#endif
struct ArgAcc {
    KEY k0; uint lo0; uint hi0; // pair 0: rank, index (low, high word)
    KEY k1; uint lo1; uint hi1; // pair 1 (MINMAX: the argmax pair)
};
#define ACC ArgAcc
KEY arg_rank(T x, bool maxdir) {
    KEY b = ELEM_BITS(x);
#if defined(FLOAT_KEY_BITS)
    // NaN from the bits, not isnan() (see the float min/max block)
    if ((b & ~KEY_SIGN) > KEY_INF) return KEY(0);
    KEY k = b ^ ((b & KEY_SIGN) != KEY(0) ? KEY_ONES : KEY_SIGN);
#elif defined(TYPE_I32) || defined(TYPE_I64)
    KEY k = b ^ KEY_SIGN;
#else
    KEY k = b;
#endif
    return maxdir ? ~k : k;
}
// The argmax-direction rank from the argmin-direction one (MINMAX's second pair: two
// operations instead of a second arg_rank): the complement, but a NaN stays 0.
KEY arg_flip(KEY rank) {
#if defined(FLOAT_KEY_BITS)
    return rank == KEY(0) ? KEY(0) : ~rank;
#else
    return ~rank;
#endif
}
uvec2 arg_value_words(KEY rank, bool maxdir) {
    KEY k = maxdir ? ~rank : rank;
#if defined(FLOAT_KEY_BITS)
    k = rank == KEY(0) ? KEY_QNAN : (k & KEY_SIGN) != KEY(0) ? k ^ KEY_SIGN : k ^ KEY_ONES;
#elif defined(TYPE_I32) || defined(TYPE_I64)
    k = k ^ KEY_SIGN;
#endif
#if defined(TYPE_F32) || defined(TYPE_I32) || defined(TYPE_U32)
    return uvec2(k, 0u);
#else
    return unpackUint2x32(k);
#endif
}
// true when pair b comes first: lower rank, or the same rank and a lower index
bool arg_before(KEY ka, uint la, uint ha, KEY kb, uint lb, uint hb) {
    return kb < ka || (kb == ka && (hb < ha || (hb == ha && lb < la)));
}
ACC combine(ACC a, ACC b) {
    ACC r = a;
    if (arg_before(a.k0, a.lo0, a.hi0, b.k0, b.lo0, b.hi0)) { r.k0 = b.k0; r.lo0 = b.lo0; r.hi0 = b.hi0; }
    if (OP == OP_MINMAX && arg_before(a.k1, a.lo1, a.hi1, b.k1, b.lo1, b.hi1)) { r.k1 = b.k1; r.lo1 = b.lo1; r.hi1 = b.hi1; }
    return r;
}
ACC acc_identity() { return ACC(KEY_WORST, 0xffffffffu, 0xffffffffu, KEY_WORST, 0xffffffffu, 0xffffffffu); }
// ---- mean and variance: (count, shift, mean, M2) -----------------------------------------
// An accumulator holds the count n (64 bits: a reduce may span several binding ranges), a shift
// K (one of its elements), the mean of its elements minus K, and M2 = sum (x - mean)^2. The grid
// loop sums x - K and (x - K)^2 (reduce_family.glsl moments_add) and folds the sums into one
// such accumulator per component; two accumulators merge with Chan's formula, keeping the left
// one's shift:
//   d = (K_b - K_a) + (mean_b - mean_a), mean = mean_a + d * n_b / n,
//   M2 = M2_a + M2_b + d^2 * n_a * n_b / n.
// Every quantity is of the data's spread, not its magnitude: no sum of raw squares, and a large mean
// costs nothing (the shifts' difference is exact for elements within a factor 2 of each other);
// constant data gives M2 = 0 exactly. The mean K + mean rounds once, when written (vk_reduce.h
// MEAN AND VARIANCE states the bound). An empty side returns the other one as it is. The merge
// order is fixed by the tree, as for sums: the same bits on every run.
#elif defined(OPCLASS_MOMENTS)
#if !defined(FLOAT_KEY_BITS)
#error "OPCLASS_MOMENTS takes float types"
#endif
struct MomentsAcc {
    uint n_lo;
    uint n_hi;
    T shift;
    T mean;
    T m2;
};
#define ACC MomentsAcc
ACC acc_identity() { return ACC(0u, 0u, T(0), T(0), T(0)); }
// Division and square root: Vulkan lets a device compute them on doubles with single precision
// only (the H200 does: M2 of three f64 elements off by 1e-9 relative), so f64 refines them with
// Newton steps (fma: each doubles the correct bits) to within an ulp or two; f32 keeps the
// device's (2.5 ulp at most).
#if FLOAT_KEY_BITS == 64
#define MOMENTS_DIV(TY) \
    TY moments_recip(const TY b) { \
        TY y = TY(1) / b; \
        y = fma(fma(-b, y, TY(1)), y, y); \
        return fma(fma(-b, y, TY(1)), y, y); \
    } \
    TY moments_div(const TY a, const TY b) { \
        const TY y = moments_recip(b), q = a * y; \
        return fma(fma(-b, q, a), y, q); \
    }
MOMENTS_DIV(T) // scalars and 16-byte vectors
MOMENTS_DIV(V)
T moments_sqrt(const T v) {
    if (!(v > T(0)) || isinf(v)) return sqrt(v); // 0, NaN, inf, negative: as they are
    T s = sqrt(v);
    s = fma(fma(-s, s, v), T(0.5) * moments_recip(s), s);
    return fma(fma(-s, s, v), T(0.5) * moments_recip(s), s);
}
bool moments_nan(const T x) {
    const uvec2 b = unpackDouble2x32(x);
    return (b.y & 0x7fffffffu) > 0x7ff00000u || ((b.y & 0x7fffffffu) == 0x7ff00000u && b.x != 0u);
}
#else
T moments_recip(const T b) { return T(1) / b; }
T moments_div(const T a, const T b) { return a / b; }
V moments_div(const V a, const V b) { return a / b; }
T moments_sqrt(const T v) { return sqrt(v); }
bool moments_nan(const T x) { return (floatBitsToUint(x) & 0x7fffffffu) > 0x7f800000u; }
#endif
T moments_count(ACC a) { return T(a.n_hi) * T(4294967296.0) + T(a.n_lo); }
ACC combine(ACC a, ACC b) {
    if (b.n_lo == 0u && b.n_hi == 0u) return a;
    if (a.n_lo == 0u && a.n_hi == 0u) return b;
    const T na = moments_count(a), nb = moments_count(b);
    ACC r;
    uint carry;
    r.n_lo = uaddCarry(a.n_lo, b.n_lo, carry);
    r.n_hi = a.n_hi + b.n_hi + carry;
    r.shift = a.shift;
    const T wb = moments_div(nb, na + nb);
    // precise (NoContraction): a compiler that regrouped d as ((K_b + mean_b) - K_a) - mean_a
    // would round at the mean's magnitude (the H200's did: M2 of 1e8 +- 1 off by 3e-9)
    precise T d = (b.shift - a.shift) + (b.mean - a.mean);
    precise T mean = a.mean + d * wb;
    precise T m2 = (a.m2 + b.m2) + d * (d * (na * wb));
    r.mean = mean;
    r.m2 = m2;
    return r;
}
// NaN: the mean, variance and standard deviation of no element
#if FLOAT_KEY_BITS == 32
#define MOMENTS_NAN uintBitsToFloat(0x7fc00000u)
#else
#define MOMENTS_NAN packDouble2x32(uvec2(0u, 0x7ff80000u))
#endif
// ---- compensated f32 sums: (hi, lo) pairs ----------------------------------------------
// The value of an accumulator is hi + lo. Adding x: (hi, e) = TwoSum(hi, x), lo += e, where
// TwoSum (Knuth, 6 flops, no branch) gives the rounded sum and its exact rounding error.
// Merging two pairs: TwoSum of the his, the los and the error added. So the his are an
// ordinary float sum over the reduce's tree, and the los sum every rounding error it made:
// |result - sum| <= u |sum| + (1 + u) gamma(2h + 1) gamma(h) sum|x_i| (h the tree depth; the
// grid loop's one lo per invocation and a merge's two lo additions make the los' depth up to
// 2h: vk_reduce.h RESULTS).
// The arithmetic is `precise` (SPIR-V NoContraction): a compiler must not fuse or rewrite it
// (a + b - a -> b would delete the error term; NIR does exactly that to inexact adds).
#elif defined(OPCLASS_COMP)
#if !defined(TYPE_F32)
#error "OPCLASS_COMP is f32 only"
#endif
#define ACC vec2
struct PairV { V hi; V lo; };
#define ACCV PairV
#define TWO_SUM(TY) \
    void two_sum(TY a, TY b, out TY s, out TY e) { \
        precise TY ss = a + b; \
        precise TY bb = ss - a; \
        precise TY ee = (a - (ss - bb)) + (b - bb); \
        s = ss; \
        e = ee; \
    }
TWO_SUM(T) // scalars and 16-byte vectors
TWO_SUM(V)
ACC combine(ACC a, ACC b) {
    T s, e;
    two_sum(a.x, b.x, s, e);
    precise T lo = (a.y + b.y) + e;
    return ACC(s, lo);
}
ACCV combine(ACCV a, ACCV b) {
    V s, e;
    two_sum(a.hi, b.hi, s, e);
    precise V lo = (a.lo + b.lo) + e;
    return PairV(s, lo);
}
ACC acc_identity() { return ACC(-0.0, 0.0); } // -0.0: as for float add
#define ACCV_IDENTITY() PairV(V(-0.0), V(0.0))
ACC comp_hreduce(ACCV v) {
    return combine(combine(ACC(v.hi.x, v.lo.x), ACC(v.hi.y, v.lo.y)), combine(ACC(v.hi.z, v.lo.z), ACC(v.hi.w, v.lo.w)));
}
#undef HREDUCE
#define HREDUCE(v) comp_hreduce(v)
// What is summed: x (add), x * y (dot), x * x; the product rounds once (precise: not fused
// into the TwoSum that follows, whose error term assumes a rounded operand).
#define COMP_TERM(TY) \
    TY comp_term(TY x, TY y) { \
        precise TY p = x * (OP == OP_DOT ? y : x); \
        return OP == OP_ADD ? x : p; \
    }
COMP_TERM(T)
COMP_TERM(V)
#define ENCODE(x) ACC(x, 0.0)
#define ENCODEV(v) PairV(v, V(0.0))
#define XFORM(x, y) ENCODE(comp_term(x, y))
// The grid loop's terms stay plain vectors, added by comp_add: TwoSum and lo += e, without the
// lo + 0.0 a PairV(term, 0) would cost (precise: not foldable, -0.0 + 0.0 = +0.0). The loop
// keeps two his and ONE lo (reduce_family.glsl): 12 accumulator registers instead of 32.
#define XFORMV(x, y) comp_term(x, y)
void comp_add(inout V hi, inout V lo, V t) {
    V s, e;
    two_sum(hi, t, s, e);
    precise V l = lo + e;
    hi = s;
    lo = l;
}
// hi + lo once at the end. A non-finite hi (an inf or NaN input, or overflow) is the result
// as it is (lo may hold inf - inf = NaN then); lo == 0 keeps hi's sign (a sum of -0.0 is -0.0).
T comp_decode(ACC a) {
    const bool finite = (floatBitsToUint(a.x) & 0x7f800000u) != 0x7f800000u;
    T r = finite && a.y != 0.0 ? a.x + a.y : a.x;
    return OP == OP_NORM2 ? sqrt(r) : r;
}
#define DECODE(a) comp_decode(a)
#define EMPTY_RESULT T(0)

// ---- float min / max: ordered integer keys ---------------------------------------------
#elif defined(FLOAT_KEY_BITS) && defined(OPCLASS_MINMAX)
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
ACC combine(ACC a, ACC b) { return COMBINE_OP == OP_ADD ? a + b : a * b; }
ACCV combine(ACCV a, ACCV b) { return COMBINE_OP == OP_ADD ? a + b : a * b; }
#if FLOAT_KEY_BITS == 32
bool is_negative_zero(T x) { return floatBitsToUint(x) == 0x80000000u; }
#else
bool is_negative_zero(T x) { uvec2 b = unpackDouble2x32(x); return b.x == 0u && b.y == 0x80000000u; }
#endif
#define HAS_NEGATIVE_ZERO 1
// -0.0 is the exact identity of float addition (+0.0 would turn a sum of -0.0 into +0.0);
// an empty input still writes +0.0.
ACC acc_identity() { return COMBINE_OP == OP_ADD ? T(-0.0) : T(1); }
#define EMPTY_RESULT (COMBINE_OP == OP_ADD ? T(0) : T(1))

// ---- a user-defined operator: the user's combine, in index order ---------------------------
#elif defined(TYPE_USER)
#define ACC T
#define ACCV V
#define ENCODE(x) (x)
#define ENCODEV(v) (v)
#define DECODE(a) (a)
ACC combine(ACC a, ACC b) { return vkr_user_combine(a, b); }
ACC acc_identity() { return vkr_user_identity(); }
#define EMPTY_RESULT acc_identity()

// ---- integers: every op, in the element type -------------------------------------------
#elif !defined(FLOAT_KEY_BITS)
#define ACC T
#define ACCV V
#define ENCODE(x) (x)
#define ENCODEV(v) (v)
#define DECODE(a) (a)
// An if chain, not a switch: SwiftShader (5.0.0, chromium-common 156) does not fold the
// specialization constant OP before it optimizes, and the OpSwitch of this combine in the rows
// kernel's loops made its compiler exhaust memory (std::bad_alloc after 2.7-7.7 GB) on every
// integer rows pipeline; with the chain each compiles in about half a second. A driver that
// folds OP keeps one line of either form.
#define INT_COMBINE(a, b) \
    if (OP == OP_ADD) return a + b; \
    if (OP == OP_MUL) return a * b; \
    if (OP == OP_MIN) return min(a, b); \
    if (OP == OP_MAX) return max(a, b); \
    if (OP == OP_AND) return a & b; \
    if (OP == OP_OR) return a | b; \
    return a ^ b;
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

// ---- transform-reduces in the accumulator type (plain classes; OPCLASS_COMP has its own) --
#if defined(OPCLASS_XFORM)
ACC xform_acc(ACC x, ACC y) { return x * (OP == OP_DOT ? y : x); }
ACCV xform_acc(ACCV x, ACCV y) { return x * (OP == OP_DOT ? y : x); }
#define XFORM(x, y) xform_acc(ENCODE(x), ENCODE(y))
#define XFORMV(x, y) xform_acc(ENCODEV(x), ENCODEV(y))
#undef DECODE
#define DECODE(a) (OP == OP_NORM2 ? sqrt(a) : (a)) // the square root once, at the end
#endif
#if !defined(ACCV_IDENTITY)
#define ACCV_IDENTITY() ACCV(acc_identity())
#endif

// ---- accumulator width, and its bits as two 32-bit halves ------------------------------
#if OPS_ARG || OPS_MOMENTS
// (a struct: subgroup.glsl moves its fields one by one; no scan serves this class)
#elif defined(TYPE_USER)
#define ACC_BYTES VKR_USER_BYTES
#elif defined(OPCLASS_COMP)
#define ACC_BYTES 8
uvec2 acc_to_uvec2(ACC a) { return floatBitsToUint(a); }
ACC acc_from_uvec2(uvec2 u) { return uintBitsToFloat(u); }
#elif defined(TYPE_F64) && !defined(OPCLASS_MINMAX)
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
#if OPS_ARG || OPS_MOMENTS
// (the scan kernel never includes these classes)
#elif defined(TYPE_USER)
// up to four words: ACC_WORDS is uvec4 here, uvec2 for the built-in types
#define ACC_WORDS uvec4
ACC_WORDS acc_pack(ACC a) { return vkr_user_pack(a); }
ACC acc_unpack(ACC_WORDS u) { return vkr_user_unpack(u); }
#elif ACC_BYTES == 8
uvec2 acc_pack(ACC a) { return acc_to_uvec2(a); }
ACC acc_unpack(uvec2 u) { return acc_from_uvec2(u); }
#elif defined(TYPE_F32) && !defined(OPCLASS_MINMAX)
uvec2 acc_pack(ACC a) { return uvec2(floatBitsToUint(a), 0u); }
ACC acc_unpack(uvec2 u) { return uintBitsToFloat(u.x); }
#else
uvec2 acc_pack(ACC a) { return uvec2(uint(a), 0u); } // int -> uint keeps the bits
ACC acc_unpack(uvec2 u) { return ACC(u.x); }
#endif
#if !defined(ACC_WORDS)
#define ACC_WORDS uvec2
#endif
#if OPS_ARG || OPS_MOMENTS
#elif defined(TYPE_USER)
T element_from_bits(ACC_WORDS u) { return vkr_user_unpack(u); }
#elif defined(TYPE_F32)
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
