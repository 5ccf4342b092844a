/* examples/mpi_reduce.c - one reduce over an array spread across MPI ranks: each rank reduces its
   shard with its own vk_reduce context (prototype mode) on its node's GPU; rank 0 combines the
   partials in rank order and broadcasts the result. (MPI_Reduce may combine floats in any order,
   chosen by the rank count and the MPI library: the fixed order is what makes the bits repeat.)

   mpicc -std=c99 -O2 -I. examples/mpi_reduce.c -o mpi_reduce -ldl -lm
   mpiexec -n 4 ./mpi_reduce [--op add|mul|min|max|and|or|xor] [--type f32|f64|i32|u32|i64|u64]
                             [--count N (the whole array; default 2^24)] [--repeat R]
   The checks (every rank's partial and the result against a CPU reference, the bits across rank
   counts and subgroup sizes) are in tests/test_mpi.c, run by tests/mpi_test.sh. */
#include <mpi.h>
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One element or result of any type (vkr_reduce writes the result's bytes at offset 0). */
typedef union value { float f32; double f64; int32_t i32; uint32_t u32; int64_t i64; uint64_t u64; } value;

static vkr_op g_op = VKR_OP_ADD;
static vkr_type g_type = VKR_TYPE_F32;

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
   unsigned member give the signed types' two's complement bits too). An empty shard's partial is
   the op's identity, which changes nothing here. */
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

/* This rank's device, as an index into the loader's list (vkr_prototype_desc.device): the
   node-local rank modulo the node's GPUs (so that a CPU driver such as lavapipe gets no rank
   while there is a GPU), else modulo its devices; -1: none found. */
static int pick_device(int node_rank) {
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_1};
    VkInstanceCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    VkInstance instance;
    VkPhysicalDevice devices[16];
    uint32_t n = 16, i, ngpu = 0, gpus[16];
    if (volkInitialize() != VK_SUCCESS || vkCreateInstance(&ci, NULL, &instance) != VK_SUCCESS) return -1;
    volkLoadInstanceOnly(instance);
    if (vkEnumeratePhysicalDevices(instance, &n, devices) < 0) n = 0;
    for (i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(devices[i], &p);
        if (p.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU && p.deviceType != VK_PHYSICAL_DEVICE_TYPE_OTHER) gpus[ngpu++] = i;
    }
    vkDestroyInstance(instance, NULL);
    return !n ? -1 : ngpu ? (int)gpus[node_rank % ngpu] : node_rank % (int)n;
}

static int name_index(const char *s, int ops) { /* the op or type named s, or 0 */
    int k;
    for (k = 1; k <= (ops ? VKR_OP_XOR : VKR_TYPE_U64); k++)
        if (!strcmp(s, ops ? vkr_op_name((vkr_op)k) : vkr_type_name((vkr_type)k))) return k;
    return 0;
}

/* Shard r of R: [floor(r n / R), floor((r + 1) n / R)), without overflowing 64 bits. Each rank
   makes its own shard (element i depends on i alone): only the partials travel. */
static uint64_t shard_begin(uint64_t n, int r, int ranks) {
    return n / (uint64_t)ranks * (uint64_t)r + n % (uint64_t)ranks * (uint64_t)r / (uint64_t)ranks;
}

int main(int argc, char **argv) {
    vkr_prototype_desc pd = {0};
    vkr_context ctx;
    MPI_Comm node;
    int rank, ranks, node_rank, device, a, k, repeat = 3;
    uint64_t n = 1 << 24, begin, count, i;
    value partial, result, *partials;
    unsigned char *shard;
    double t0, ms = HUGE_VAL, slowest, combine_ms;
    char choice[16];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    for (a = 1; a + 1 < argc; a += 2) { /* every rank gets the same arguments */
        if (!strcmp(argv[a], "--op") && (k = name_index(argv[a + 1], 1)) != 0) g_op = (vkr_op)k;
        else if (!strcmp(argv[a], "--type") && (k = name_index(argv[a + 1], 0)) != 0) g_type = (vkr_type)k;
        else if (!strcmp(argv[a], "--count")) n = strtoull(argv[a + 1], NULL, 0);
        else if (!strcmp(argv[a], "--repeat") && atoi(argv[a + 1]) > 0) repeat = atoi(argv[a + 1]);
        else break;
    }
    if (a < argc) {
        if (!rank) fprintf(stderr, "usage: mpiexec -n R %s [--op add|mul|min|max|and|or|xor] [--type f32|f64|i32|u32|i64|u64] "
                                   "[--count N] [--repeat R]\n", argv[0]);
        MPI_Finalize();
        return 2;
    }
    /* this rank's shard */
    begin = shard_begin(n, rank, ranks);
    count = shard_begin(n, rank + 1, ranks) - begin;
    shard = (unsigned char *)malloc(count * vkr_type_size(g_type) + 1);
    partials = (value *)malloc((size_t)ranks * sizeof *partials);
    for (i = 0; shard && i < count; i++) {
        value x = element(begin + i);
        memcpy(shard + i * vkr_type_size(g_type), &x, vkr_type_size(g_type));
    }
    /* this rank's context, on its node's device (VK_REDUCE_DEVICE wins: the library reads it) */
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &node_rank);
    if (!getenv("VK_REDUCE_DEVICE") && (device = pick_device(node_rank)) >= 0) {
        snprintf(choice, sizeof choice, "%d", device);
        pd.device = choice;
    }
    if (!shard || !partials || vkr_create_prototype_context(&pd, &ctx) != VK_SUCCESS) {
        fprintf(stderr, "rank %d: out of memory, or no vk_reduce context\n", rank);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    /* one untimed call first: it builds the pipeline and the upload buffer, and brings the GPU's
       clocks up from idle; then the timed calls, every rank starting together */
    for (k = -1; k < repeat; k++) {
        MPI_Barrier(MPI_COMM_WORLD);
        t0 = MPI_Wtime();
        partial.u64 = 0;
        if (vkr_reduce(ctx, g_op, g_type, shard, count, &partial) != VK_SUCCESS) {
            fprintf(stderr, "rank %d: %s\n", rank, vkr_last_error(ctx));
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
        if (k >= 0) ms = fmin(ms, (MPI_Wtime() - t0) * 1e3);
    }
    /* the combine: the partials gathered in rank order, combined on rank 0 from left to right */
    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    MPI_Gather(&partial, (int)sizeof partial, MPI_BYTE, partials, (int)sizeof partial, MPI_BYTE, 0, MPI_COMM_WORLD);
    if (rank == 0)
        for (result = partials[0], k = 1; k < ranks; k++) result = combine(result, partials[k]);
    MPI_Bcast(&result, (int)sizeof result, MPI_BYTE, 0, MPI_COMM_WORLD);
    combine_ms = (MPI_Wtime() - t0) * 1e3;
    MPI_Reduce(&ms, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD); /* the ranks ran at once */

    if (rank == 0) {
        const size_t sz = vkr_type_size(g_type);
        printf("%s %s of %llu elements on %d ranks: ", vkr_op_name(g_op), vkr_type_name(g_type), (unsigned long long)n, ranks);
        if (g_type == VKR_TYPE_F32 || g_type == VKR_TYPE_F64) printf("%.9g", g_type == VKR_TYPE_F32 ? result.f32 : result.f64);
        else if (g_type == VKR_TYPE_I32 || g_type == VKR_TYPE_I64) printf("%lld", sz == 4 ? (long long)result.i32 : (long long)result.i64);
        else printf("%llu", sz == 4 ? (unsigned long long)result.u32 : (unsigned long long)result.u64);
        printf(" (bits 0x%0*llx)\n", (int)(2 * sz), sz == 4 ? (unsigned long long)result.u32 : (unsigned long long)result.u64);
        printf("reduce: %.3f ms (the slowest rank, the fastest of %d), %.2f GB/s aggregate; combine: %.3f ms\n", slowest, repeat,
               (double)(n * sz) / (slowest * 1e6), combine_ms);
    }
    vkr_destroy_context(ctx);
    free(shard);
    free(partials);
    MPI_Comm_free(&node);
    MPI_Finalize();
    return 0;
}
