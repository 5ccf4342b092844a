/* test_huge.c - (GPU machine only: needs ~17 GB of device memory) reduce more than 2^32 elements on a real GPU and check the result exactly.
   The buffer (u32, ~17 GB by default) is filled on the GPU with vkCmdFillBuffer, then a few
   marker values are written around 2^30, 2^31, 2^32 and the ends, so the expected sum and max
   are closed-form; argmin / argmax / minmax find markers past 2^32 (64-bit indices). Prints throughput from the wall time of the synchronous call. */
#define _POSIX_C_SOURCE 200112L
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "../vk_reduce.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}
static void log_fn(void *u, const vkr_log_message *m) { (void)u; fprintf(stderr, "vk_reduce %d: %s\n", (int)m->result, m->message); }

#define CHECK(x) do { VkResult r_ = (x); if (r_ != VK_SUCCESS) { fprintf(stderr, "%s failed: %d\n", #x, (int)r_); return 2; } } while (0)

/* vkr_reduce of a buffer range */
static VkResult reduce_buffer(vkr_context ctx, vkr_op op, vkr_type type, VkBuffer buf, VkDeviceSize offset, VkDeviceSize size,
                              uint64_t n, void *result) {
    vkr_reduce_desc d;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = type;
    d.count = n;
    d.input.buffer = buf;
    d.input.offset = offset;
    d.input.size = size;
    return vkr_reduce(ctx, &d, result);
}

int main(int argc, char **argv) {
    uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 0) : (1ull << 32) + (1ull << 20) + 3;
    const uint32_t fill = 3;
    /* past 2^32: the smallest and the largest value, each twice (argmin / argmax: the first,
       an index whose high word is 1) */
    uint64_t markers[] = {0, (1ull << 30) - 1, 1ull << 30, (1ull << 31) + 7, (1ull << 32) - 1, 1ull << 32,
                          (1ull << 32) + 5, (1ull << 32) + 9, (1ull << 32) + 1000, (1ull << 32) + 2000, 0};
    uint32_t values[] = {11, 0xfffffff0u, 5, 123456789u, 0xdeadbeefu, 42, 1, 0xffffffffu, 1, 0xffffffffu, 7};
    const size_t nm = sizeof markers / sizeof markers[0];
    vkr_prototype_desc pd;
    vkr_context ctx;
    vkr_context_info info;
    VkBuffer buf;
    VkDeviceMemory mem;
    VkMemoryRequirements req;
    VkPhysicalDeviceMemoryProperties mp;
    VkBufferCreateInfo bi;
    VkMemoryAllocateInfo ai;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkCommandPoolCreateInfo pi;
    VkCommandBufferAllocateInfo cai;
    VkCommandBufferBeginInfo cbi;
    VkSubmitInfo si;
    uint32_t expect_sum = 0, expect_max = fill, got = 0, t;
    size_t i;
    int fails = 0;
    double t0, ms;

    markers[nm - 1] = n - 1;
    memset(&pd, 0, sizeof pd);
    pd.log = log_fn;
    CHECK(vkr_create_prototype_context(&pd, &ctx));
    vkr_get_context_info(ctx, &info);
    volkLoadInstanceOnly(info.instance);
    volkLoadDevice(info.device);
    printf("device %s, n = %llu u32 (%.2f GB), binding range %llu bytes\n", info.device_name, (unsigned long long)n,
           n * 4.0 / 1e9, (unsigned long long)info.max_binding_range);

    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = n * 4;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    CHECK(vkCreateBuffer(info.device, &bi, NULL, &buf));
    vkGetBufferMemoryRequirements(info.device, buf, &req);
    vkGetPhysicalDeviceMemoryProperties(info.physical_device, &mp);
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = req.size;
    for (t = 0; t < mp.memoryTypeCount; t++)
        if ((req.memoryTypeBits >> t & 1) && (mp.memoryTypes[t].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)) break;
    ai.memoryTypeIndex = t;
    CHECK(vkAllocateMemory(info.device, &ai, NULL, &mem));
    CHECK(vkBindBufferMemory(info.device, buf, mem, 0));

    memset(&pi, 0, sizeof pi);
    pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pi.queueFamilyIndex = info.queue_family_index;
    CHECK(vkCreateCommandPool(info.device, &pi, NULL, &pool));
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = pool;
    cai.commandBufferCount = 1;
    CHECK(vkAllocateCommandBuffers(info.device, &cai, &cmd));
    memset(&cbi, 0, sizeof cbi);
    cbi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    CHECK(vkBeginCommandBuffer(cmd, &cbi));
    vkCmdFillBuffer(cmd, buf, 0, VK_WHOLE_SIZE, fill);
    {
        VkMemoryBarrier mb;
        memset(&mb, 0, sizeof mb);
        mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
        mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
        mb.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
        vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    }
    for (i = 0; i < nm; i++)
        if (markers[i] < n) vkCmdUpdateBuffer(cmd, buf, markers[i] * 4, 4, &values[i]);
    CHECK(vkEndCommandBuffer(cmd));
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cmd;
    CHECK(vkQueueSubmit(info.queue, 1, &si, VK_NULL_HANDLE));
    CHECK(vkQueueWaitIdle(info.queue));

    /* expected: fill everywhere, markers replace it (later markers at the same index win) */
    expect_sum = (uint32_t)(n * fill);
    for (i = 0; i < nm; i++) {
        size_t j, last = 1;
        if (markers[i] >= n) continue;
        for (j = i + 1; j < nm; j++) if (markers[j] == markers[i]) last = 0;
        if (!last) continue;
        expect_sum += values[i] - fill;
        if (values[i] > expect_max) expect_max = values[i];
    }
    for (i = 0; i < 3; i++) {
        t0 = now_ms();
        CHECK(reduce_buffer(ctx, VKR_OP_ADD, VKR_TYPE_U32, buf, 0, n * 4, n, &got));
        ms = now_ms() - t0;
        printf("u32 add: got %u expected %u %s  %.2f ms  %.1f GB/s (wall, synchronous call)\n", got, expect_sum,
               got == expect_sum ? "OK" : "FAIL", ms, n * 4.0 / (ms * 1e6));
        fails += got != expect_sum;
    }
    t0 = now_ms();
    CHECK(reduce_buffer(ctx, VKR_OP_MAX, VKR_TYPE_U32, buf, 0, n * 4, n, &got));
    ms = now_ms() - t0;
    printf("u32 max: got %u expected %u %s  %.2f ms\n", got, expect_max, got == expect_max ? "OK" : "FAIL", ms);
    fails += got != expect_max;
    /* argmin / argmax / minmax: the expected (value, first index) from the markers and the fill
       (the fill's first index is the first one no marker overwrites) */
    {
        uint32_t want_v[2];
        uint64_t want_i[2], fill_at = 0;
        vkr_minmax_result mm;
        vkr_arg_result ar;
        int h;
        for (;;) {
            size_t k;
            for (k = 0; k < nm && markers[k] != fill_at; k++) {}
            if (k == nm) break;
            fill_at++;
        }
        for (h = 0; h < 2; h++) {
            want_v[h] = fill;
            want_i[h] = fill_at;
            for (i = 0; i < nm; i++) {
                size_t j, last = 1;
                if (markers[i] >= n) continue;
                for (j = i + 1; j < nm; j++) if (markers[j] == markers[i]) last = 0;
                if (!last) continue;
                if ((h ? values[i] > want_v[h] : values[i] < want_v[h]) || (values[i] == want_v[h] && markers[i] < want_i[h])) {
                    want_v[h] = values[i];
                    want_i[h] = markers[i];
                }
            }
        }
        for (h = 0; h < 2; h++) {
            t0 = now_ms();
            CHECK(reduce_buffer(ctx, h ? VKR_OP_ARGMAX : VKR_OP_ARGMIN, VKR_TYPE_U32, buf, 0, n * 4, n, &ar));
            ms = now_ms() - t0;
            printf("u32 %s: got %u at %llu expected %u at %llu %s  %.2f ms\n", h ? "argmax" : "argmin", ar.value.u32,
                   (unsigned long long)ar.index, want_v[h], (unsigned long long)want_i[h],
                   ar.value.u32 == want_v[h] && ar.index == want_i[h] ? "OK" : "FAIL", ms);
            fails += !(ar.value.u32 == want_v[h] && ar.index == want_i[h]);
        }
        t0 = now_ms();
        CHECK(reduce_buffer(ctx, VKR_OP_MINMAX, VKR_TYPE_U32, buf, 0, n * 4, n, &mm));
        ms = now_ms() - t0;
        h = mm.min.value.u32 == want_v[0] && mm.min.index == want_i[0] && mm.max.value.u32 == want_v[1] && mm.max.index == want_i[1];
        printf("u32 minmax: got %u at %llu, %u at %llu %s  %.2f ms\n", mm.min.value.u32, (unsigned long long)mm.min.index,
               mm.max.value.u32, (unsigned long long)mm.max.index, h ? "OK" : "FAIL", ms);
        fails += !h;
    }
    /* offset by one element: the first marker drops out */
    CHECK(reduce_buffer(ctx, VKR_OP_ADD, VKR_TYPE_U32, buf, 4, n * 4, n - 1, &got));
    printf("u32 add at offset 4: got %u expected %u %s\n", got, expect_sum - values[0], got == expect_sum - values[0] ? "OK" : "FAIL");
    fails += got != expect_sum - values[0];

    vkDestroyCommandPool(info.device, pool, NULL);
    vkDestroyBuffer(info.device, buf, NULL);
    vkFreeMemory(info.device, mem, NULL);
    vkr_destroy_context(ctx);
    printf("HUGE %s\n", fails ? "FAIL" : "PASS");
    return fails != 0;
}
