/* config_macros.c - the configuration macros reach the implementation: VKR_MALLOC / VKR_FREE
   (aliases of VK_REDUCE_MALLOC / VK_REDUCE_FREE) must see every host allocation of a context's
   life, balanced; VK_REDUCE_ASSERT is overridable. Creates a prototype context on whatever
   device the loader offers (lavapipe in CI) and exits 0 only if all of it held. */
#include <stdio.h>
#include <stdlib.h>
static int n_alloc, n_free, n_assert;
#define VKR_MALLOC(size) (n_alloc++, malloc(size))
#define VKR_FREE(ptr) (n_free++, free(ptr))
#define VK_REDUCE_ASSERT(x) ((x) ? (void)0 : (void)n_assert++)
#define VK_REDUCE_IMPLEMENTATION
#include "../vk_reduce.h"

int main(void) {
    vkr_context ctx;
    vkr_prototype_desc desc;
    vkr_reduce_desc rd;
    float data[100], sum = 0;
    int i;
    memset(&desc, 0, sizeof desc);
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_F32;
    rd.count = 100;
    rd.host_input = data;
    for (i = 0; i < 100; i++) data[i] = (float)i;
    if (vkr_create_prototype_context(&desc, &ctx) != VK_SUCCESS) { puts("no context"); return 2; }
    if (vkr_reduce(ctx, &rd, &sum) != VK_SUCCESS || sum != 4950.0f) {
        printf("reduce failed: %g\n", sum);
        return 3;
    }
    vkr_destroy_context(ctx);
    printf("VKR_MALLOC calls %d, VKR_FREE calls %d, failed asserts %d\n", n_alloc, n_free, n_assert);
    return n_alloc > 0 && n_alloc == n_free && n_assert == 0 ? 0 : 1;
}
