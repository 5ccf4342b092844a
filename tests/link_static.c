/* link_static.c - VK_REDUCE_STATIC link test: built twice (-DLINK_STATIC_MAIN for the file
   with main), each translation unit with its own private, static copy of the implementation;
   the two must link together without duplicate symbols (tests/link_linkage.sh also checks
   with nm that no vkr_ function is a global symbol). Each copy answers through its own
   functions; the program prints one line and exits 0. */
#include <stdio.h>
#include <string.h>
#define VK_REDUCE_STATIC
#define VK_REDUCE_IMPLEMENTATION
#include "../vk_reduce.h"

#ifndef VK_REDUCE_IMPLEMENTATION_DONE
#error "VK_REDUCE_IMPLEMENTATION did not compile the implementation"
#endif

#ifdef __cplusplus
extern "C" {
#endif
int link_static_other(void); /* the other file's copy: a few pure helpers and an argument check */
int link_static_this(void);
#ifdef __cplusplus
}
#endif

#ifdef LINK_STATIC_MAIN
int link_static_this(void)
#else
int link_static_other(void)
#endif
{
    vkr_context ctx = (vkr_context)&ctx;
    int ok = vkr_type_size(VKR_TYPE_F64) == 8 && strcmp(vkr_op_name(VKR_OP_MIN), "min") == 0 &&
             vkr_result_size(VKR_OP_ARGMIN, VKR_TYPE_F32) == 16 && vkr_default_accumulator(VKR_TYPE_U8) == VKR_TYPE_U32;
    ok = ok && vkr_create_context(NULL, &ctx) == VK_ERROR_VALIDATION_FAILED_EXT && ctx == NULL;
    return ok ? 1 : 0;
}

#ifdef LINK_STATIC_MAIN
int main(void)
{
    int a = link_static_this(), b = link_static_other();
    printf("static link test (%s): %s\n",
#ifdef __cplusplus
           "C++",
#else
           "C",
#endif
           a && b ? "ok" : "FAILED");
    return a && b ? 0 : 1;
}
#endif
