/* example.c - vk_reduce.h in prototype mode: sum, min and max of a large random float array,
   and its running sum (an inclusive prefix scan).
   The library makes its own Vulkan device (set VK_REDUCE_DEVICE=<index or name> to choose) and
   loads Vulkan at run time through volk: nothing links libvulkan.
   Build: cc -std=c99 -I. example.c -o example -ldl -lm   (or: make example) */
#define _POSIX_C_SOURCE 200112L /* clock_gettime */
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void print_error(void *user, const vkr_log_message *m) {
    (void)user;
    fprintf(stderr, "vk_reduce %s %d: %s\n", m->severity == VKR_LOG_SEVERITY_ERROR ? "error" : "note", (int)m->result,
            m->message);
}

int main(int argc, char **argv) {
    size_t n = argc > 1 ? (size_t)strtoull(argv[1], NULL, 10) : (size_t)1 << 24;
    float *data = (float *)malloc(n * sizeof *data);
    long double ref_sum = 0, abs_sum = 0;
    float ref_min = INFINITY, ref_max = -INFINITY, sum, mn, mx;
    unsigned seed = 12345u;
    size_t i;
    double t0, t_sum, t_min, t_max;
    vkr_prototype_desc pd;
    vkr_context ctx;
    vkr_context_info info;
    if (!data) return 1;
    for (i = 0; i < n; i++) { /* floats in [-1, 1) from a fixed LCG, so runs compare */
        seed = seed * 1664525u + 1013904223u;
        data[i] = (float)(seed >> 8) / 8388608.0f - 1.0f;
        ref_sum += data[i];
        abs_sum += fabsl((long double)data[i]);
        if (data[i] < ref_min) ref_min = data[i];
        if (data[i] > ref_max) ref_max = data[i];
    }

    memset(&pd, 0, sizeof pd); /* zero = defaults */
    pd.log = print_error;
    if (vkr_create_prototype_context(&pd, &ctx) != VK_SUCCESS) return 1;
    vkr_get_context_info(ctx, &info);
    printf("device: %s (subgroup size %u)\n", info.device_name, info.subgroup_size);

    {
        /* one desc per call; unnamed fields are 0 */
        vkr_reduce_desc rd = {.op = VKR_OP_ADD, .type = VKR_TYPE_F32, .count = n, .host_input = data};
        vkr_prepare(ctx, &rd); /* pipelines are otherwise built on first use */
        t0 = now_ms();
        if (vkr_reduce(ctx, &rd, &sum) != VK_SUCCESS) return 1;
        t_sum = now_ms() - t0;
        rd.op = VKR_OP_MIN;
        t0 = now_ms();
        if (vkr_reduce(ctx, &rd, &mn) != VK_SUCCESS) return 1;
        t_min = now_ms() - t0;
        rd.op = VKR_OP_MAX;
        t0 = now_ms();
        if (vkr_reduce(ctx, &rd, &mx) != VK_SUCCESS) return 1;
        t_max = now_ms() - t0;
    }

    printf("n = %zu floats\n", n);
    printf("sum: GPU %.6f  CPU (long double) %.6Lf  |diff| %.3g (sum|x| = %.6Lg)  %.2f ms\n", sum, ref_sum,
           (double)fabsl((long double)sum - ref_sum), abs_sum, t_sum);
    printf("min: GPU %.9g  CPU %.9g  %s  %.2f ms\n", mn, ref_min, mn == ref_min ? "equal" : "DIFFERENT", t_min);
    printf("max: GPU %.9g  CPU %.9g  %s  %.2f ms\n", mx, ref_max, mx == ref_max ? "equal" : "DIFFERENT", t_max);
    printf("(times are whole synchronous calls: upload, reduce, read back)\n");

    { /* the running sum: prefix[i] = data[0] + ... + data[i], checked against the bound */
        float *prefix = (float *)malloc(n * sizeof *prefix);
        long double run = 0, run_abs = 0, worst = 0;
        double bound = 0;
        int ok;
        vkr_scan_desc sd = {.op = VKR_OP_ADD, .type = VKR_TYPE_F32, .kind = VKR_SCAN_INCLUSIVE, .count = n,
                            .host_input = data, .host_output = prefix};
        if (!prefix) return 1;
        t0 = now_ms();
        if (vkr_scan(ctx, &sd) != VK_SUCCESS) return 1;
        t_sum = now_ms() - t0;
        vkr_scan_error_bound(ctx, &sd, &bound);
        for (i = 0, ok = 1; i < n; i++) {
            long double err;
            run += data[i];
            run_abs += fabsl((long double)data[i]);
            err = fabsl((long double)prefix[i] - run) / run_abs;
            if (err > worst) worst = err;
            ok &= err <= bound;
        }
        printf("scan: prefix[n-1] %.6f, worst |error| / sum|x| %.3Lg, bound %.3g: %s  %.2f ms\n", n ? prefix[n - 1] : 0.0f,
               worst, bound, ok ? "within" : "OUTSIDE", t_sum);
        free(prefix);
        if (!ok) return 1;
    }
    vkr_destroy_context(ctx);
    free(data);
    return mn == ref_min && mx == ref_max ? 0 : 1;
}
