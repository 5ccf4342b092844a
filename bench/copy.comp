// The bench's copy kernel: the bandwidth ceiling a scan (read n, write n) is compared with.
// 16-byte vectors, grid-stride, four loads in flight per invocation before its four stores.
// Workgroup size: specialization constant 0. Compiled at bench build time (Makefile `bench`):
//   glslangValidator -V --target-env vulkan1.1 --vn vkb_copy_spv -o build/bench/copy_spv.h bench/copy.comp
#version 450
layout(local_size_x_id = 0) in;
layout(std430, set = 0, binding = 0) readonly buffer Src { uvec4 src[]; };
layout(std430, set = 0, binding = 1) writeonly buffer Dst { uvec4 dst[]; };
layout(push_constant) uniform PC { uint n4; } pc;  // 16-byte vectors to copy

void main()
{
    uint s = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    uint i = gl_GlobalInvocationID.x;
    for (; i + 3u * s < pc.n4; i += 4u * s) {
        uvec4 a = src[i], b = src[i + s], c = src[i + 2u * s], d = src[i + 3u * s];
        dst[i] = a;
        dst[i + s] = b;
        dst[i + 2u * s] = c;
        dst[i + 3u * s] = d;
    }
    for (; i < pc.n4; i += s) dst[i] = src[i];
}
