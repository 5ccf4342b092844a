// Benchmark-only: the reduce kernel cut short after one of its stages, to price each stage on a
// GPU (docs/performance.md, "Where the time goes"). Never in vk_reduce.h: only a header made by
// `gen.py --define VKR_ABLATE_STAGE=K --output PATH` (bench/ablation.sh) compiles it.
//   0  nothing: the dispatch and what the host records around it
//   1  one store: invocation 0 writes the identity (the result's write, and the barrier after it)
//   2  the grid-stride loop: its loads and folds; kept by a store taken only if an invocation's
//      value equals the identity (never with the bench's data: a store the compiler cannot sink
//      the loop into, as it can into a branch on a push constant)
//   3  + the workgroup reduce; workgroup 0 writes its value (the right result with one workgroup)
//   4  + the partial's store and the ticket; the last workgroup writes its own value, without
//      folding the partials
//   6  stage 4 without its two fences (not a correct ticket: it prices the fences)
// The full kernel (reduce_finish: the last workgroup folds the partials) is stage 5.
void main() {
#if VKR_ABLATE_STAGE == 1
    if (gl_GlobalInvocationID.x == 0u) write_result(acc_identity());
#elif VKR_ABLATE_STAGE >= 2
    const ACC acc = grid_accumulate();
#if VKR_ABLATE_STAGE == 2
    if (acc == acc_identity()) write_result(acc);
#else
    const ACC r = workgroup_reduce(acc);
#if defined(PATH_SHARED)
    const bool leader = gl_LocalInvocationID.x == 0u; // workgroup_reduce: valid everywhere
#else
    const bool leader = sg_id() == 0u && sg_elect(); // valid in subgroup 0
#endif
#if VKR_ABLATE_STAGE == 3
    if (gl_WorkGroupID.x == 0u && leader) write_result(r);
#else
    if (!leader) return;
    if (pc.group_total == 1u) {
        write_result(r);
        return;
    }
    partials[pc.group_base + gl_WorkGroupID.x] = r;
#if VKR_ABLATE_STAGE != 6
    memoryBarrierBuffer(); // release: the partial before the ticket
#endif
    if (atomicAdd(counter, 1u) == pc.group_total - 1u) {
#if VKR_ABLATE_STAGE != 6
        memoryBarrierBuffer(); // acquire
#endif
        write_result(r);
        counter = 0u;
    }
#endif
#endif
#endif
}
