/* link_api.c - link test, translation unit 1 of 2: includes vk_reduce.h WITHOUT the
   implementation and calls the API. link_impl.c holds the implementation. Built as C99/C11
   and as C++11/C++17 (with -x c++) by tests/run_tests.sh, with and without VK_NO_PROTOTYPES
   + volk (-DLINK_TEST_VOLK), and against link_impl.c built as a shared library with
   VK_REDUCE_SHARED (tests/link_linkage.sh). The program checks that the implementation really was compiled
   and linked (real results from the pure helpers and argument checks), prints one line and
   exits 0. */
#include <stdio.h>
#include <string.h>
#ifdef LINK_TEST_VOLK
#include <volk.h> /* defines VK_NO_PROTOTYPES; link_impl.c has VOLK_IMPLEMENTATION */
#endif
#include "../vk_reduce.h"
#include "../vk_reduce.h" /* a second include must be harmless */

#ifdef VK_REDUCE_IMPLEMENTATION_DONE
#error "link_api.c must not contain the implementation"
#endif

/* defined in link_impl.c */
#ifdef __cplusplus
extern "C" {
#endif
VK_REDUCE_API int link_impl_marker(void); /* (imported from a DLL with VK_REDUCE_SHARED) */
#ifdef __cplusplus
}
#endif

static int failures;

static void expect(int ok, const char *what)
{
    if (!ok) {
        printf("link test FAILED: %s\n", what);
        failures++;
    }
}

int main(void)
{
    vkr_context ctx = (vkr_context)&failures; /* must be set to NULL by the failing create */
    vkr_context_desc cd;
    vkr_reduce_desc rd;
    VkResult r;
    memset(&cd, 0, sizeof cd);
    memset(&rd, 0, sizeof rd);
    expect(link_impl_marker() == VK_REDUCE_VERSION_MAJOR * 10000 + VK_REDUCE_VERSION_MINOR * 100 +
                                     VK_REDUCE_VERSION_PATCH,
           "link_impl_marker");
    expect(vkr_type_size(VKR_TYPE_F32) == 4, "vkr_type_size(f32) == 4");
    expect(vkr_type_size(VKR_TYPE_U64) == 8, "vkr_type_size(u64) == 8");
    expect(vkr_type_size(VKR_TYPE_NONE) == 0, "vkr_type_size(none) == 0");
    expect(strcmp(vkr_op_name(VKR_OP_XOR), "xor") == 0, "vkr_op_name(xor) == \"xor\"");
    expect(strcmp(vkr_op_name((vkr_op)99), "invalid") == 0, "vkr_op_name(99) == \"invalid\"");
    expect(vkr_type_name(VKR_TYPE_I64) != NULL && strstr(vkr_type_name(VKR_TYPE_I64), "64") != NULL,
           "vkr_type_name(i64) names 64 bits");
    r = vkr_create_context(NULL, &ctx);
    expect(r < 0 && ctx == NULL, "vkr_create_context(NULL) fails and nulls *ctx");
    r = vkr_cmd_reduce(NULL, NULL, &rd);
    expect(r < 0, "vkr_cmd_reduce(NULL ctx) fails");
    expect(vkr_last_error(NULL) != NULL, "vkr_last_error(NULL) is not NULL");
    vkr_destroy_context(NULL);
    printf("link test (%s%s%s): %s\n",
#ifdef __cplusplus
           "C++",
#else
           "C",
#endif
#ifdef VK_NO_PROTOTYPES
           ", VK_NO_PROTOTYPES",
#else
           "",
#endif
#ifdef LINK_TEST_VOLK
           " + volk",
#else
           "",
#endif
           failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
