// vk_reduce: one-dispatch reduce with a last-workgroup-done counter.
//
// gen/gen.py compiles this once per (element type, op class, kernel path) with -DTYPE_*,
// -DOPCLASS_* and -DPATH_*; the layers it stands on:
//   interface.glsl  push constants, bindings, specialization ids, scratch layout (generated)
//   ops.glsl        element / accumulator types, identity, combine, ordered float keys
//   subgroup.glsl   subgroup primitives: native arithmetic, shuffle butterfly, or none (shared)
//   kernel_io.glsl  bindings and loads (every family's)
//   reduce_family.glsl  count source, grid-stride accumulate, workgroup reduce, last-workgroup
//                   tail (the reduce family's: reduce.comp and rows.comp)
// Workgroup size, op and subgroup size are specialization constants 0, 1 and 2; the count's
// source (push constant or GPU-resident count) is constant 5.
//
// Each workgroup reduces a grid-stride share of the input, then the workgroup. With one
// workgroup it writes the result directly. Otherwise it stores its partial in the scratch
// buffer and takes a ticket from an atomic counter; the workgroup that takes the last ticket
// combines all partials in a fixed tree (so the result does not depend on which workgroup
// finished last), writes the result and resets the counter to 0 for the next reduce.
#version 450
#extension GL_GOOGLE_include_directive : require
#define KERNEL_REDUCE 1
#include "reduce_family.glsl"

#if defined(VKR_ABLATE_STAGE)
#include "ablation.glsl" // benchmark-only headers (gen.py --define)
#else
void main() {
    ACC acc = grid_accumulate();
    ACC r = workgroup_reduce(acc);
    reduce_finish(r);
}
#endif
