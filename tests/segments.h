/* segments.h - test_scan's segmented-scan groups (tests/segments.c). */
#ifndef VKR_TEST_SEGMENTS_H
#define VKR_TEST_SEGMENTS_H
void segments_group_matrix(void);
void segments_group_schedules(void);
void segments_group_split(void);
void segments_group_badinput(void);
void segments_group_prototype(void);
void segments_teardown(void);
/* test_scan.c: the CPU reference of a segmented scan (see there) */
uint64_t check_segmented(vkr_op op, vkr_type t, vkr_scan_kind kind, int has_init, uint64_t init, const unsigned char *heads,
                         const unsigned char *in, const unsigned char *out, uint64_t n, double bound, uint64_t *first_bad,
                         uint64_t *unasserted);
#endif
