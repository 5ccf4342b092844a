/* scan_rows.h - test_scan's row-scan groups (tests/scan_rows.c). */
#ifndef VKR_TEST_SCAN_ROWS_H
#define VKR_TEST_SCAN_ROWS_H
void scan_rows_group_matrix(void);
void scan_rows_group_schedules(void);
void scan_rows_group_split(void);
void scan_rows_group_badinput(void);
void scan_rows_group_prototype(void);
void scan_rows_teardown(void);
/* a prototype context with validation and 64 KiB host chunks (select.c's prototype group too) */
vkr_context chunked_prototype_context(void);
/* test_scan.c: VKR_TEST_SCAN_BROKEN's NO_FALLBACK, added to every context's scan_schedule */
extern uint32_t g_broken;
#endif
