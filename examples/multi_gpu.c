/* examples/multi_gpu.c - one float sum over several GPUs in one process.

   The array is cut into K shards; each shard is summed by its own vk_reduce context (one per
   device) on its own thread, and the K partial sums are added in a fixed order, 0, 1, ..., K-1.
   Float addition is not associative: adding the partials as the threads finish would let the
   thread schedule change the last bits. In a fixed order the result is the same every run.

   cc -std=c99 -O2 -I. examples/multi_gpu.c -o multi_gpu -pthread -ldl -lm
   multi_gpu [--count N (default 2^24)] [--contexts K] [--repeat R (default 3)]
   K defaults to one context per Vulkan device (2 when there is only one); context k runs on
   device k mod D. tests/test_threads.c checks this pattern (several ops and types, several
   thread schedules, against a CPU reference). */
#define _POSIX_C_SOURCE 200112L /* clock_gettime */
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_CONTEXTS 64

typedef struct shard {
    vkr_context ctx;
    const float *data;
    uint64_t count;
    int calls;     /* how many calls this pass makes: 1 (warm-up) or R (timed) */
    double ms;     /* the fastest call */
    float partial; /* the shard's sum */
    VkResult r;
} shard;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

/* One thread per shard. A context may be used by one thread at a time, not by two at once (the
   header's THREAD SAFETY): each thread has its own context, so no lock is needed. */
static void *run(void *arg) {
    shard *s = (shard *)arg;
    int k;
    vkr_reduce_desc rd; /* an f32 sum of this shard (fields not set stay 0) */
    memset(&rd, 0, sizeof rd);
    rd.op = VKR_OP_ADD; rd.type = VKR_TYPE_F32; rd.count = s->count; rd.host_input = s->data;
    s->ms = 1e300;
    for (k = 0; k < s->calls && s->r == VK_SUCCESS; k++) {
        double t0 = now_ms(), dt;
        s->r = vkr_reduce(s->ctx, &rd, &s->partial);
        dt = now_ms() - t0;
        if (dt < s->ms) s->ms = dt;
    }
    return NULL;
}

/* The number of Vulkan devices (vkr_prototype_desc.device takes an index into this list). It
   also initialises volk, which must happen before threads create contexts (THREAD SAFETY). */
static int device_count(void) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkInstance instance;
    uint32_t n = 0;
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_1;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    if (volkInitialize() != VK_SUCCESS || vkCreateInstance(&ci, NULL, &instance) != VK_SUCCESS) return 0;
    volkLoadInstanceOnly(instance);
    vkEnumeratePhysicalDevices(instance, &n, NULL);
    vkDestroyInstance(instance, NULL);
    return (int)n;
}

int main(int argc, char **argv) {
    static shard sh[MAX_CONTEXTS];
    pthread_t th[MAX_CONTEXTS];
    uint64_t n = 1 << 24, i, begin = 0;
    int K = 0, repeat = 3, ndev, a, k, pass;
    float *data, sum;
    double slowest = 0;

    for (a = 1; a + 1 < argc; a += 2) {
        if (!strcmp(argv[a], "--count")) n = strtoull(argv[a + 1], NULL, 0);
        else if (!strcmp(argv[a], "--contexts")) K = atoi(argv[a + 1]);
        else if (!strcmp(argv[a], "--repeat")) repeat = atoi(argv[a + 1]);
        else break;
    }
    ndev = device_count();
    if (!K) K = ndev > 1 ? ndev : 2;
    if (a < argc || K < 1 || K > MAX_CONTEXTS || repeat < 1 || n < (uint64_t)K || ndev < 1) {
        fprintf(stderr, "usage: %s [--count N] [--contexts 1..64, at most N] [--repeat R]   (and a Vulkan device)\n", argv[0]);
        return 2;
    }
    /* the array: values k / 2^23 in [-1, 1) from the top bits of i times an odd constant (any data will do) */
    if (!(data = (float *)malloc(n * sizeof *data))) return 1;
    for (i = 0; i < n; i++) data[i] = (float)((int32_t)((i * 2862933555777941757ull + 3037000493ull) >> 40) - 8388608) / 8388608.0f;

    /* context k on device k mod D; shard k: n / K elements, one more for the first n % K shards
       (contiguous and in order, so that shard k is always the same part of the array) */
    for (k = 0; k < K; begin += sh[k++].count) {
        vkr_prototype_desc pd;
        char device[16];
        memset(&pd, 0, sizeof pd);
        snprintf(device, sizeof device, "%d", k % ndev);
        pd.device = device;
        if (vkr_create_prototype_context(&pd, &sh[k].ctx) != VK_SUCCESS) {
            fprintf(stderr, "context %d: vkr_create_prototype_context failed on device %s\n", k, device);
            return 1;
        }
        sh[k].data = data + begin;
        sh[k].count = n / (uint64_t)K + ((uint64_t)k < n % (uint64_t)K);
    }

    /* pass 0: one untimed call per shard (it builds the pipeline and buffers, and brings an idle
       GPU's clocks up); pass 1: every shard at once, R timed calls each. A context may move to
       another thread between calls. */
    for (pass = 0; pass < 2; pass++) {
        for (k = 0; k < K; k++)
            if ((sh[k].calls = pass ? repeat : 1, pthread_create(&th[k], NULL, run, &sh[k])) != 0) return 1;
        for (k = 0; k < K; k++) pthread_join(th[k], NULL);
    }
    for (k = 0, begin = 0; k < K; begin += sh[k++].count) {
        vkr_context_info in;
        if (sh[k].r != VK_SUCCESS) {
            fprintf(stderr, "context %d: VkResult %d %s\n", k, (int)sh[k].r, vkr_last_error(sh[k].ctx));
            return 1;
        }
        vkr_get_context_info(sh[k].ctx, &in);
        printf("context %d: %s, shard [%llu, %llu): %.3f ms, %.2f GB/s (upload included)\n", k, in.device_name,
               (unsigned long long)begin, (unsigned long long)(begin + sh[k].count), sh[k].ms,
               (double)(sh[k].count * sizeof(float)) / (sh[k].ms * 1e6));
        if (sh[k].ms > slowest) slowest = sh[k].ms;
    }

    /* the combine, in the fixed order 0, 1, ..., K-1, whichever thread finished first */
    for (sum = sh[0].partial, k = 1; k < K; k++) sum += sh[k].partial;
    printf("add f32 of %llu elements on %d contexts: %.9g; the slowest shard %.3f ms (the fastest of %d calls), "
           "%.2f GB/s aggregate\n", (unsigned long long)n, K, (double)sum, slowest, repeat,
           (double)(n * sizeof(float)) / (slowest * 1e6));
    for (k = 0; k < K; k++) vkr_destroy_context(sh[k].ctx);
    free(data);
    return 0;
}
