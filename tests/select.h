/* select.h - test_scan's stream-compaction groups (tests/select.c): vkr_cmd_select, vkr_select. */
#ifndef VKR_TEST_SELECT_H
#define VKR_TEST_SELECT_H
void select_group_matrix(void);
void select_group_records(void);
void select_group_badinput(void);
void select_group_prototype(void);
void select_group_schedules(void);
void select_group_split(void);
void select_teardown(void);
#endif
