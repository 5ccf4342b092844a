// Benchmark-only: the reduce kernel cut short after one of its stages, to price each stage on a
// GPU (docs/performance.md, "Where the time goes"). Never in vk_reduce.h: only a header made by
// `gen.py --define VKR_ABLATE_STAGE=K --output PATH` (bench/ablation.sh) compiles it.
//   0  nothing: the dispatch and what the host records around it
//   1  the grid-stride loop: its loads and folds (the value kept by a store that never runs)
//   2  + the workgroup reduce; workgroup 0 writes its value (the right result with one workgroup)
//   3  + the partial's store and the ticket; the last workgroup writes its own value, without
//      folding the partials
// The full kernel (reduce_finish: the last workgroup folds the partials) is stage 4.
void main() {
#if VKR_ABLATE_STAGE >= 1
    const ACC acc = grid_accumulate();
#endif
#if VKR_ABLATE_STAGE == 1
    if (pc.flags == 0xffffffffu) write_result(acc); // never: no push flag has every bit set
#elif VKR_ABLATE_STAGE >= 2
    const ACC r = workgroup_reduce(acc);
#if defined(PATH_SHARED)
    const bool leader = gl_LocalInvocationID.x == 0u; // workgroup_reduce: valid everywhere
#else
    const bool leader = sg_id() == 0u && sg_elect(); // valid in subgroup 0
#endif
#if VKR_ABLATE_STAGE == 2
    if (gl_WorkGroupID.x == 0u && leader) write_result(r);
#else
    if (!leader) return;
    if (pc.group_total == 1u) {
        write_result(r);
        return;
    }
    partials[pc.group_base + gl_WorkGroupID.x] = r;
    memoryBarrierBuffer(); // release: the partial before the ticket
    if (atomicAdd(counter, 1u) == pc.group_total - 1u) {
        memoryBarrierBuffer(); // acquire
        write_result(r);
        counter = 0u;
    }
#endif
#endif
}
