/* examples/multi_gpu.c - one reduce over several GPUs in one process: the array cut into shards,
   each reduced by its own vk_reduce context on its own thread, the partial results combined in a
   fixed order, so that the result has the same bits whichever thread finishes first.

   multi_gpu [--op add|mul|min|max|and|or|xor] [--type f32|f64|i32|u32|i64|u64] [--count N]
             [--contexts K] [--repeat R] [--resident]
   Defaults: add f32, 2^24 elements, a context per Vulkan device (2 when there is only one;
   context k on device k mod D), R = 3 timed calls per shard. --resident copies each shard into a
   DEVICE_LOCAL buffer first and times vkr_reduce_buffer, the reduce alone (as for data that lives
   on the GPU); without it vkr_reduce of the host array is timed, upload included.
   Build: cc -std=c99 -O2 -I. examples/multi_gpu.c -o multi_gpu -pthread -ldl -lm
   Exits 1 if the result misses its CPU reference (tests/test_threads.c holds the library's tests
   with several threads). */
#define _POSIX_C_SOURCE 200112L /* clock_gettime */
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One element or result of any type (vkr_reduce writes the result's bytes at offset 0). */
typedef union value { float f32; double f64; int32_t i32; uint32_t u32; int64_t i64; uint64_t u64; } value;

static vkr_op g_op = VKR_OP_ADD; /* the options, read by every thread */
static vkr_type g_type = VKR_TYPE_F32;
static int g_repeat = 3, g_resident;
static VkInstance g_instance; /* volk's instance-level functions (--resident) come from it */

typedef struct shard {
    vkr_context ctx;
    const unsigned char *data; /* count elements of the host array */
    uint64_t count;
    VkBuffer buffer;           /* --resident: the shard in device memory */
    VkDeviceMemory memory;
    int timed;                 /* the pass: 0 warm-up, 1 timed */
    double ms;                 /* the fastest timed call */
    value partial;
    VkResult r;
} shard;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

/* Element i, a hash of i: floats in [-1, 1) (for mul near 1, so that the product stays finite),
   integers any bits. No NaN and no -0.0, so min and max need no more of vk_reduce's rules. */
static value element(uint64_t i) {
    uint64_t h = 0x9e3779b97f4a7c15ull + i;
    value v;
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ull; /* splitmix64's finaliser */
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebull;
    v.u64 = h ^ (h >> 31);
    if (g_type == VKR_TYPE_F32) v.f32 = (float)((int32_t)(v.u64 >> 40) - 8388608) / 0x1p23f;
    if (g_type == VKR_TYPE_F64) v.f64 = (double)((int64_t)(v.u64 >> 11) - 4503599627370496) / 0x1p52;
    if (g_op == VKR_OP_MUL && g_type == VKR_TYPE_F32) v.f32 = 1 + v.f32 / 1024;
    if (g_op == VKR_OP_MUL && g_type == VKR_TYPE_F64) v.f64 = 1 + v.f64 / 1024;
    return v;
}

/* a op b as vk_reduce computes it: floats round once per step; integers wrap (add and mul on the
   unsigned member give the signed types' two's complement bits too). */
static value combine(value a, value b) {
    const int f32 = g_type == VKR_TYPE_F32, f64 = g_type == VKR_TYPE_F64, four = vkr_type_size(g_type) == 4;
    const int b_less = f32 ? b.f32 < a.f32 : f64 ? b.f64 < a.f64 : g_type == VKR_TYPE_I32 ? b.i32 < a.i32
                     : g_type == VKR_TYPE_U32 ? b.u32 < a.u32 : g_type == VKR_TYPE_I64 ? b.i64 < a.i64 : b.u64 < a.u64;
    switch (g_op) {
    case VKR_OP_ADD: if (f32) a.f32 += b.f32; else if (f64) a.f64 += b.f64; else if (four) a.u32 += b.u32; else a.u64 += b.u64; break;
    case VKR_OP_MUL: if (f32) a.f32 *= b.f32; else if (f64) a.f64 *= b.f64; else if (four) a.u32 *= b.u32; else a.u64 *= b.u64; break;
    case VKR_OP_MIN: return b_less ? b : a;
    case VKR_OP_MAX: return b_less ? a : b;
    default: a.u64 = g_op == VKR_OP_AND ? a.u64 & b.u64 : g_op == VKR_OP_OR ? a.u64 | b.u64 : a.u64 ^ b.u64; /* every byte */
    }
    return a;
}

/* --resident: copies the shard into a DEVICE_LOCAL buffer (k = 0) through a HOST_VISIBLE one
   (k = 1) on the context's device and queue. Plain Vulkan; this thread is the context's only user. */
static VkResult upload(shard *s, const vkr_context_info *in, const struct VolkDeviceTable *d) {
    const VkMemoryPropertyFlags want[2] = {VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT,
                                           VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT};
    VkBufferCreateInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = s->count * vkr_type_size(g_type),
                             .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                                      VK_BUFFER_USAGE_TRANSFER_SRC_BIT};
    VkMemoryAllocateInfo mi = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    VkCommandPoolCreateInfo pi = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, .queueFamilyIndex = in->queue_family_index};
    VkCommandBufferAllocateInfo ci = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, .commandBufferCount = 1};
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT,
                          .dstAccessMask = VK_ACCESS_SHADER_READ_BIT};
    VkCommandBuffer cmd;
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
    VkBufferCopy copy = {0, 0, bi.size};
    VkBuffer buf[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
    VkDeviceMemory mem[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
    VkCommandPool pool = VK_NULL_HANDLE;
    VkPhysicalDeviceMemoryProperties mp;
    VkMemoryRequirements req;
    VkResult r = VK_SUCCESS;
    void *map;
    int k;
    vkGetPhysicalDeviceMemoryProperties(in->physical_device, &mp);
    for (k = 0; k < 2 && r == VK_SUCCESS && (r = d->vkCreateBuffer(in->device, &bi, NULL, &buf[k])) == VK_SUCCESS; k++) {
        d->vkGetBufferMemoryRequirements(in->device, buf[k], &req);
        mi.allocationSize = req.size;
        for (mi.memoryTypeIndex = 0; mi.memoryTypeIndex < mp.memoryTypeCount; mi.memoryTypeIndex++)
            if ((req.memoryTypeBits >> mi.memoryTypeIndex & 1) && (mp.memoryTypes[mi.memoryTypeIndex].propertyFlags & want[k]) == want[k])
                break;
        r = mi.memoryTypeIndex == mp.memoryTypeCount ? VK_ERROR_OUT_OF_DEVICE_MEMORY : d->vkAllocateMemory(in->device, &mi, NULL, &mem[k]);
        if (r == VK_SUCCESS) r = d->vkBindBufferMemory(in->device, buf[k], mem[k], 0);
    }
    if (r == VK_SUCCESS && (r = d->vkMapMemory(in->device, mem[1], 0, bi.size, 0, &map)) == VK_SUCCESS &&
        (r = d->vkCreateCommandPool(in->device, &pi, NULL, &pool)) == VK_SUCCESS &&
        (ci.commandPool = pool, r = d->vkAllocateCommandBuffers(in->device, &ci, &cmd)) == VK_SUCCESS) {
        memcpy(map, s->data, (size_t)bi.size);
        d->vkBeginCommandBuffer(cmd, &begin);
        d->vkCmdCopyBuffer(cmd, buf[1], buf[0], 1, &copy);
        /* the copy's writes made visible to the reduce's shader reads (ENGINE MODE: BARRIERS) */
        d->vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
        d->vkEndCommandBuffer(cmd);
        if ((r = d->vkQueueSubmit(in->queue, 1, &si, VK_NULL_HANDLE)) == VK_SUCCESS) r = d->vkQueueWaitIdle(in->queue);
    }
    d->vkDestroyCommandPool(in->device, pool, NULL); /* null handles are ignored */
    d->vkDestroyBuffer(in->device, buf[1], NULL);
    d->vkFreeMemory(in->device, mem[1], NULL);
    s->buffer = buf[0];
    s->memory = mem[0];
    return r;
}

/* A thread per context, in two passes (a context may move to another thread between calls).
   Pass 0: the upload (--resident) and one untimed call, which builds the pipeline and buffers and
   brings the GPU's clocks up from idle. Pass 1, every shard at once: R timed calls. */
static void *run(void *arg) {
    shard *s = (shard *)arg;
    vkr_context_info in;
    struct VolkDeviceTable d;
    int k;
    vkr_get_context_info(s->ctx, &in);
    volkLoadDeviceTable(&d, in.device);
    if (g_resident && !s->timed) s->r = upload(s, &in, &d);
    for (k = 0, s->ms = 1e300; k < (s->timed ? g_repeat : 1) && s->r == VK_SUCCESS; k++) {
        double t0 = now_ms();
        s->r = g_resident ? vkr_reduce_buffer(s->ctx, g_op, g_type, s->buffer, 0, s->count * vkr_type_size(g_type), s->count, &s->partial)
                          : vkr_reduce(s->ctx, g_op, g_type, s->data, s->count, &s->partial);
        s->ms = fmin(s->ms, now_ms() - t0);
    }
    if (g_resident && s->timed && s->r == VK_SUCCESS) {
        vkr_forget_buffer(s->ctx, s->buffer); /* a cached descriptor set may name it */
        d.vkDestroyBuffer(in.device, s->buffer, NULL);
        d.vkFreeMemory(in.device, s->memory, NULL);
    }
    return NULL;
}

static int name_index(const char *s, int ops) { /* the op or type named s, or 0 */
    int k;
    for (k = 1; k <= (ops ? VKR_OP_XOR : VKR_TYPE_U64); k++)
        if (!strcmp(s, ops ? vkr_op_name((vkr_op)k) : vkr_type_name((vkr_type)k))) return k;
    return 0;
}

/* The number of Vulkan devices: vkr_prototype_desc.device takes an index into the loader's list.
   volk is initialised here, before any thread creates a context (THREAD SAFETY). */
static int device_count(void) {
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_1};
    VkInstanceCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    uint32_t n = 0;
    if (volkInitialize() != VK_SUCCESS || vkCreateInstance(&ci, NULL, &g_instance) != VK_SUCCESS) return 0;
    volkLoadInstanceOnly(g_instance);
    vkEnumeratePhysicalDevices(g_instance, &n, NULL);
    return (int)n;
}

/* The CPU check: integers, min and max exactly (any order gives the same); float add within
   B * sum|x|, B = max_k b_k + gamma(K - 1) (1 + max_k b_k), b_k shard k's vkr_error_bound and
   gamma(K - 1) the combine's additions; float mul within gamma(n - 1) * |product| (n - 1
   roundings, wherever they happen); gamma(m) = m u / (1 - m u), u = 2^-24 (f32), 2^-53 (f64). */
static int check(value result, const shard *sh, int K, uint64_t n) {
    const int f32 = g_type == VKR_TYPE_F32, add = g_op == VKR_OP_ADD;
    const double u = f32 ? 0x1p-24 : 0x1p-53, m = (add ? K - 1 : (double)(n - 1)) * u;
    long double sum = 0, abs_sum = 0, product = 1, got, err;
    double b, worst = 0, bound = m < 1 ? m / (1 - m) : HUGE_VAL; /* gamma(K - 1) or gamma(n - 1) */
    value ref = element(0);
    uint64_t i;
    int k;
    if ((!f32 && g_type != VKR_TYPE_F64) || g_op > VKR_OP_MUL) { /* exact */
        for (i = 1; i < n; i++) ref = combine(ref, element(i));
        return !memcmp(&result, &ref, vkr_type_size(g_type));
    }
    for (i = 0; i < n; i++) {
        value x = element(i);
        long double v = f32 ? x.f32 : x.f64;
        sum += v, abs_sum += fabsl(v), product *= v;
    }
    for (k = 0; k < K; k++) worst = fmax(worst, vkr_error_bound(sh[k].ctx, g_op, g_type, sh[k].count, &b) ? HUGE_VAL : b);
    if (add) bound = worst + bound * (1 + worst);
    got = f32 ? result.f32 : result.f64;
    err = add ? fabsl(got - sum) / abs_sum : fabsl(got - product) / fabsl(product);
    printf("%s: |result - reference| = %.3Lg %s, bound %.3g\n", vkr_op_name(g_op), err, add ? "sum|x|" : "|product|", bound);
    return err <= bound;
}

int main(int argc, char **argv) {
    static shard sh[64];
    pthread_t th[64];
    uint64_t n = 1 << 24, i, begin = 0;
    int K = 0, ndev, a, k, pass, ok;
    unsigned char *data;
    size_t sz;
    value result;
    double t0, slowest = 0;

    for (a = 1; a < argc; a++) {
        const char *v = a + 1 < argc ? argv[a + 1] : "";
        if (!strcmp(argv[a], "--resident")) g_resident = 1;
        else if (!strcmp(argv[a], "--op") && (k = name_index(v, 1)) != 0) g_op = (vkr_op)k, a++;
        else if (!strcmp(argv[a], "--type") && (k = name_index(v, 0)) != 0) g_type = (vkr_type)k, a++;
        else if (!strcmp(argv[a], "--count") && *v) n = strtoull(v, NULL, 0), a++;
        else if (!strcmp(argv[a], "--contexts") && *v) K = atoi(v), a++;
        else if (!strcmp(argv[a], "--repeat") && *v) g_repeat = atoi(v), a++;
        else break;
    }
    ndev = device_count();
    if (!K) K = ndev > 1 ? ndev : 2;
    if (a < argc || K < 1 || K > 64 || g_repeat < 1 || n < (uint64_t)K || ndev < 1) {
        fprintf(stderr, "usage: %s [--op add|mul|min|max|and|or|xor] [--type f32|f64|i32|u32|i64|u64] [--count N]\n"
                        "       [--contexts 1..64, at most N] [--repeat R] [--resident]   (and a Vulkan device)\n", argv[0]);
        return 2;
    }
    sz = vkr_type_size(g_type);
    if (!(data = (unsigned char *)malloc(n * sz))) return 1;
    for (i = 0; i < n; i++) {
        value x = element(i);
        memcpy(data + i * sz, &x, sz);
    }
    /* context k on device k mod D; shard k: n / K elements, one more for the first n % K */
    for (k = 0; k < K; begin += sh[k++].count) {
        vkr_prototype_desc pd = {0};
        char device[16];
        snprintf(device, sizeof device, "%d", k % ndev);
        pd.device = device;
        if (vkr_create_prototype_context(&pd, &sh[k].ctx) != VK_SUCCESS) {
            fprintf(stderr, "context %d: vkr_create_prototype_context failed on device %s\n", k, device);
            return 1;
        }
        sh[k].data = data + begin * sz;
        sh[k].count = n / (uint64_t)K + ((uint64_t)k < n % (uint64_t)K);
    }
    for (pass = 0; pass < 2; pass++) {
        for (k = 0; k < K; k++)
            if ((sh[k].timed = pass, pthread_create(&th[k], NULL, run, &sh[k])) != 0) return 1;
        for (k = 0; k < K; k++) pthread_join(th[k], NULL);
    }
    for (k = 0, begin = 0; k < K; begin += sh[k++].count) {
        vkr_context_info in;
        if (sh[k].r != VK_SUCCESS) {
            fprintf(stderr, "context %d: VkResult %d %s\n", k, (int)sh[k].r, vkr_last_error(sh[k].ctx));
            return 1;
        }
        vkr_get_context_info(sh[k].ctx, &in);
        printf("context %d: device %s (subgroup size %u), shard [%llu, %llu): %.3f ms, %.2f GB/s (%s)\n", k, in.device_name,
               in.subgroup_size, (unsigned long long)begin, (unsigned long long)(begin + sh[k].count), sh[k].ms,
               (double)(sh[k].count * sz) / (sh[k].ms * 1e6), g_resident ? "data on the device" : "upload included");
        slowest = fmax(slowest, sh[k].ms);
    }
    printf("all shards: the slowest %.3f ms (each the fastest of %d calls, all at once), %.2f GB/s aggregate\n", slowest, g_repeat,
           (double)(n * sz) / (slowest * 1e6));

    /* the fixed order: 0, 1, ..., K-1, whichever thread finished first */
    t0 = now_ms();
    for (result = sh[0].partial, k = 1; k < K; k++) result = combine(result, sh[k].partial);
    printf("combine (%d partials, fixed order): %.6f ms\n", K, now_ms() - t0);

    ok = check(result, sh, K, n);
    printf("%s %s of %llu elements on %d contexts: ", vkr_op_name(g_op), vkr_type_name(g_type), (unsigned long long)n, K);
    if (g_type == VKR_TYPE_F32 || g_type == VKR_TYPE_F64) printf("%.9g", g_type == VKR_TYPE_F32 ? result.f32 : result.f64);
    else if (g_type == VKR_TYPE_I32 || g_type == VKR_TYPE_I64) printf("%lld", sz == 4 ? (long long)result.i32 : (long long)result.i64);
    else printf("%llu", sz == 4 ? (unsigned long long)result.u32 : (unsigned long long)result.u64);
    printf(" (bits 0x%0*llx): %s\n", (int)(2 * sz), sz == 4 ? (unsigned long long)result.u32 : (unsigned long long)result.u64,
           ok ? "OK (CPU reference)" : "WRONG (CPU reference)");
    for (k = 0; k < K; k++) vkr_destroy_context(sh[k].ctx);
    vkDestroyInstance(g_instance, NULL);
    free(data);
    return ok ? 0 : 1;
}
