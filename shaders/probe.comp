// vk_reduce: subgroup-size probe, run once at context creation.
//
// The context creates this pipeline exactly as it creates its native and shuffle pipelines
// (same layout, workgroup size constant 0, the same required subgroup size and full subgroups
// where it pins one), dispatches one workgroup, and compares what the driver really runs at
// with the subgroup size the kernels are specialized for (constant 2). A driver that reports
// one default size and runs another is caught here, before any reduce gives a wrong answer.
// Layers: interface.glsl only (bindings, specialization ids); no op, no subgroup operation
// beyond the basic built-ins.
#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_basic : require
#include "interface.glsl"

layout(local_size_x_id = SPEC_WORKGROUP_SIZE) in;
layout(std430, set = 0, binding = BINDING_OUTPUT) writeonly buffer Out { uint probe_out[]; };
#if defined(PROBE_ADD)
// The native path's probe (gen.py compiles this file twice) also asks whether the driver's
// subgroupAdd keeps -0.0: every invocation adds -0.0 (word 3 of the input, written by the host,
// so the compiler cannot fold it); IEEE says the sum is -0.0, a driver that starts from +0.0
// (Mesa) gives +0.0. Where it is kept, the reduce's f32 sums skip their vote (subgroup.glsl).
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(std430, set = 0, binding = BINDING_INPUT) readonly buffer In { uint probe_in[]; };
#endif

void main() {
#if defined(PROBE_ADD)
    const float negative_zero_sum = subgroupAdd(uintBitsToFloat(probe_in[3]));
#endif
    if (gl_LocalInvocationIndex == 0u) {
        probe_out[0] = gl_SubgroupSize;
        probe_out[1] = gl_NumSubgroups;
#if defined(PROBE_ADD)
        probe_out[2] = floatBitsToUint(negative_zero_sum);
#endif
    }
}
