/* The smallest build's measuring program (README "Size and opt-outs"): sums floats. */
#define VK_REDUCE_IMPLEMENTATION
#include "../vk_reduce.h"
#include <stdio.h>

int main(void) {
    static float data[1000];
    float sum = 0;
    vkr_context ctx;
    vkr_prototype_desc pd = {0};
    vkr_reduce_desc rd = {0};
    int i;
    for (i = 0; i < 1000; i++) data[i] = 0.5f;
    if (vkr_create_prototype_context(&pd, &ctx) != VK_SUCCESS) return 1;
    rd.op = VKR_OP_ADD;
    rd.type = VKR_TYPE_F32;
    rd.count = 1000;
    rd.host_input = data;
    if (vkr_reduce(ctx, &rd, &sum) != VK_SUCCESS) return 1;
    printf("sum %g\n", sum);
    vkr_destroy_context(ctx);
    return sum != 500.0f;
}
