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

void main() {
    if (gl_LocalInvocationIndex == 0u) {
        probe_out[0] = gl_SubgroupSize;
        probe_out[1] = gl_NumSubgroups;
    }
}
