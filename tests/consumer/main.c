/* tests/consumer/main.c - a project that uses vk_reduce the way a consumer would: through the
   CMake target vk_reduce::vk_reduce (add_subdirectory, FetchContent, find_package) or through
   pkg-config, as tests/packaging.sh builds it. It compiles the implementation here, reduces a
   known array on the default device in prototype mode (validation layer on unless
   VKR_CONSUMER_NO_VALIDATION=1) and checks the exact integer results. Prints PASS or FAIL.
   With VKR_CONSUMER_VOLK (the VK_REDUCE_USE_VOLK build) volk.h comes first, so the library
   takes vkGetInstanceProcAddr from volk. */
#ifdef VKR_CONSUMER_VOLK
#define VOLK_IMPLEMENTATION
#include <volk.h>
#endif
#define VK_REDUCE_IMPLEMENTATION
#include <vk_reduce.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef VKR_CONSUMER_WAY
#define VKR_CONSUMER_WAY "unnamed"
#endif

static void log_message(void *user, const vkr_log_message *m) {
    (void)user;
    fprintf(stderr, "vk_reduce %s: %s\n", m->source == VKR_LOG_SOURCE_VALIDATION ? "validation" : "library",
            m->message);
}

int main(void) {
    enum { N = 1000003 }; /* several workgroups, not a multiple of any of their sizes */
    uint32_t *data = (uint32_t *)malloc(N * sizeof *data);
    uint32_t want_sum = 0, want_max = 0, got_sum = 0, got_max = 0, x = 12345u;
    const char *nv = getenv("VKR_CONSUMER_NO_VALIDATION");
    vkr_prototype_desc pd;
    vkr_reduce_desc rd;
    vkr_context ctx;
    vkr_context_info info;
    VkResult r1, r2;
    size_t i;
    int ok;
    if (!data) return 1;
    for (i = 0; i < N; i++) { /* full-range words from an LCG: the sum wraps */
        x = x * 1664525u + 1013904223u;
        data[i] = x;
        want_sum += x;
        if (x > want_max) want_max = x;
    }
    memset(&pd, 0, sizeof pd);
    pd.validation = !(nv && !strcmp(nv, "1"));
    pd.log = log_message;
    if (vkr_create_prototype_context(&pd, &ctx) != VK_SUCCESS) {
        printf("FAIL [%s] vkr_create_prototype_context\n", VKR_CONSUMER_WAY);
        free(data);
        return 1;
    }
    vkr_get_context_info(ctx, &info);
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_U32;
    rd.count = N;
    rd.host_input = data;
    r1 = vkr_reduce(ctx, &rd, &got_sum);
    rd.op = VKR_OP_MAX;
    r2 = vkr_reduce(ctx, &rd, &got_max);
    vkr_get_context_info(ctx, &info); /* validation messages counted so far */
    ok = r1 == VK_SUCCESS && r2 == VK_SUCCESS && got_sum == want_sum && got_max == want_max &&
         info.validation_messages == 0;
    printf("%s [%s] %s, subgroup size %u, validation %s: sum %u (want %u), max %u (want %u), "
           "%llu validation messages\n",
           ok ? "PASS" : "FAIL", VKR_CONSUMER_WAY, info.device_name, info.subgroup_size,
           pd.validation ? "on" : "off", got_sum, want_sum, got_max, want_max,
           (unsigned long long)info.validation_messages);
    vkr_destroy_context(ctx);
    free(data);
    return ok ? 0 : 1;
}
