/* test_reduce.h - what test_reduce's files share (tests/test_reduce.c: the group table, main()
   and the helpers below; the groups by area in tests/reduce_core.c, reduce_errors.c, paths.c,
   reliability.c, rows.c, argmin.c, transform.c, narrow.c). Include it after tests/harness.h. */
#ifndef VKR_TEST_REDUCE_H
#define VKR_TEST_REDUCE_H

/* ------------------------------------------------------------------------------------------ */
/* The groups (k_groups in test_reduce.c runs them in its order)                               */
/* ------------------------------------------------------------------------------------------ */

/* reduce_core.c */
void group_info(void);
void group_sizes(void);
void group_offsets(void);
void group_sweep(void);
void group_adversarial(void);
void group_scratch(void);
void group_split(void);
void group_large(void);
void group_determinism(void);
void group_tight(void);

/* reduce_errors.c */
void group_badinput(void);

/* paths.c */
void group_paths(void);
void group_kernels(void);
void group_caps(void);
void group_binding(void);
void group_labels(void);
void group_optouts(void);

/* reliability.c */
void group_alloc(void);
void group_prototype(void);
void group_reliability(void);

/* rows.c */
void group_rows(void);
void group_rows_segments(void);
void group_rows_gpucount(void);
void group_rows_bad(void);
void group_rows_proto(void);

/* argmin.c */
void group_argmin(void);

/* transform.c */
void group_transform(void);
void group_compensated(void);
void group_transform_bad(void);
void group_transform_proto(void);

/* moments.c */
void group_moments(void);
void group_moments_rows(void);
void group_moments_bad(void);
void group_moments_proto(void);

/* narrow.c */
void group_narrow(void);

/* api.c */
void group_api(void);

/* ------------------------------------------------------------------------------------------ */
/* Helpers of several areas (defined in test_reduce.c unless noted)                            */
/* ------------------------------------------------------------------------------------------ */

/* An inclusive scan of count elements from in to out (whole buffers): the desc the groups
   that check which ops / types / flags a scan refuses start from. */
vkr_scan_desc scan_desc_on(vkr_op op, vkr_type t, uint64_t count, const tbuf *in, const tbuf *out);

/* A reduce of n elements of t at byte in_off of g_in, its result in output slot `slot` of g_out
   (transform.c and moments.c batch such reduces). */
vkr_reduce_desc slot_desc(vkr_op op, vkr_type t, uint32_t flags, uint64_t n, VkDeviceSize in_off, uint32_t slot);

/* Pairwise sum in long double: error about log2(n) * 2^-64 * sum|a_i|, far below the library's
   bounds (the references of transform.c and moments.c). */
long double pairwise_ld(const long double *a, uint64_t n);

/* A valid reduce (add, f32, 100 elements at offset 0 of in, the result at offset 0 of out): the
   desc the argument-error groups start from, each changing one field. */
vkr_reduce_desc good_desc(const tbuf *in, const tbuf *out);

/* VkAllocationCallbacks in the desc (groups alloc and labels): used, and balanced after destroy.
   pUserData is an alloc_stats. */
typedef struct alloc_stats {
    long live, total;
} alloc_stats;

void *VKAPI_CALL t_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope s);
void VKAPI_CALL t_free(void *user, void *mem);
void *VKAPI_CALL t_realloc(void *user, void *orig, size_t size, size_t align, VkSystemAllocationScope s);

/* rows.c: frees the rows groups' buffers (if group rows_proto did not). */
void rows_buffers_free(void);

#endif /* VKR_TEST_REDUCE_H */
