/* examples/mpi_reduce.c - one float sum over an array spread across MPI ranks.

   Each rank makes its own shard of the array, sums it with its own vk_reduce context on its
   node's GPU, and sends the partial sum to rank 0, which adds the partials in rank order and
   broadcasts the result. Why not MPI_Reduce: it may add floats in any order (chosen by the rank
   count and the MPI library), and float addition is not associative, so the last bits could
   change from run to run. A fixed order gives the same bits every time.

   mpicc -std=c99 -O2 -I. examples/mpi_reduce.c -o mpi_reduce -ldl -lm
   mpiexec -n 4 ./mpi_reduce [--count N (the whole array; default 2^24)] [--repeat R (default 3)]

   tests/test_mpi.c checks this pattern for every op and type (run by tests/mpi_test.sh, which
   also runs this example and compares its bits). */
#include <mpi.h>
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Element i of the global array: a hash of i alone, so each rank can make its own shard and only
   the partial sums travel. Values k / 2^23 in [-1, 1): exact in a float. */
static float element(uint64_t i) {
    uint64_t h = 0x9e3779b97f4a7c15ull + i;
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ull; /* splitmix64's finaliser */
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebull;
    h ^= h >> 31;
    return (float)((int32_t)(h >> 40) - 8388608) / 8388608.0f;
}

/* Shard r of R: [floor(r n / R), floor((r + 1) n / R)), computed without overflowing 64 bits. */
static uint64_t shard_begin(uint64_t n, int r, int ranks) {
    return n / (uint64_t)ranks * (uint64_t)r + n % (uint64_t)ranks * (uint64_t)r / (uint64_t)ranks;
}

/* This rank's device, as an index into the loader's list (what vkr_prototype_desc.device takes):
   the node-local rank modulo the node's GPUs, so that ranks on one node spread over its GPUs and
   a CPU driver such as lavapipe gets no rank while there is a GPU; with no GPU, modulo all
   devices. -1: no device found (the library then picks one itself). */
static int pick_device(int node_rank) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkInstance instance;
    VkPhysicalDevice devices[16];
    uint32_t n = 16, i, ngpu = 0, gpus[16];
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_1;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    if (volkInitialize() != VK_SUCCESS || vkCreateInstance(&ci, NULL, &instance) != VK_SUCCESS) return -1;
    volkLoadInstanceOnly(instance);
    if (vkEnumeratePhysicalDevices(instance, &n, devices) < 0) n = 0;
    for (i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(devices[i], &p);
        if (p.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU && p.deviceType != VK_PHYSICAL_DEVICE_TYPE_OTHER) gpus[ngpu++] = i;
    }
    vkDestroyInstance(instance, NULL);
    return !n ? -1 : ngpu ? (int)gpus[node_rank % (int)ngpu] : node_rank % (int)n;
}

int main(int argc, char **argv) {
    vkr_prototype_desc pd;
    vkr_reduce_desc rd;
    vkr_context ctx;
    MPI_Comm node;
    int rank, ranks, node_rank, device, a, k, repeat = 3;
    uint64_t n = 1 << 24, begin, count, i;
    float *shard, *partials, partial = 0, sum = 0;
    double t0, dt, ms = 1e300, slowest;
    char choice[16];
    uint32_t bits;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    for (a = 1; a + 1 < argc; a += 2) { /* every rank gets the same arguments */
        if (!strcmp(argv[a], "--count")) n = strtoull(argv[a + 1], NULL, 0);
        else if (!strcmp(argv[a], "--repeat") && atoi(argv[a + 1]) > 0) repeat = atoi(argv[a + 1]);
        else break;
    }
    if (a < argc) {
        if (!rank) fprintf(stderr, "usage: mpiexec -n R %s [--count N] [--repeat R]\n", argv[0]);
        MPI_Finalize();
        return 2;
    }

    /* this rank's shard, made here */
    begin = shard_begin(n, rank, ranks);
    count = shard_begin(n, rank + 1, ranks) - begin;
    shard = (float *)malloc(count * sizeof *shard + 1);
    partials = (float *)malloc((size_t)ranks * sizeof *partials);
    for (i = 0; shard && i < count; i++) shard[i] = element(begin + i);

    /* this rank's context, on a device of its node (VK_REDUCE_DEVICE, read by the library, wins) */
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &node_rank);
    memset(&pd, 0, sizeof pd);
    if (!getenv("VK_REDUCE_DEVICE") && (device = pick_device(node_rank)) >= 0) {
        snprintf(choice, sizeof choice, "%d", device);
        pd.device = choice;
    }
    if (!shard || !partials || vkr_create_prototype_context(&pd, &ctx) != VK_SUCCESS) {
        fprintf(stderr, "rank %d: out of memory, or no vk_reduce context\n", rank);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }

    memset(&rd, 0, sizeof rd); /* one desc for every call: an f32 sum of this rank's shard */
    rd.op = VKR_OP_ADD; rd.type = VKR_TYPE_F32; rd.count = count; rd.host_input = shard;
    /* k = -1 is an untimed warm-up: the first call builds the pipeline and the upload buffer, and
       brings an idle GPU's clocks up. Then the timed calls, every rank starting together. An
       empty shard's partial is 0, which changes nothing below. */
    for (k = -1; k < repeat; k++) {
        MPI_Barrier(MPI_COMM_WORLD);
        t0 = MPI_Wtime();
        if (vkr_reduce(ctx, &rd, &partial) != VK_SUCCESS) {
            fprintf(stderr, "rank %d: %s\n", rank, vkr_last_error(ctx));
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
        dt = (MPI_Wtime() - t0) * 1e3;
        if (k >= 0 && dt < ms) ms = dt;
    }

    /* the combine: the partials gathered in rank order and added on rank 0 from left to right,
       ((p0 + p1) + p2) + ..., then the result sent to every rank */
    MPI_Gather(&partial, 1, MPI_FLOAT, partials, 1, MPI_FLOAT, 0, MPI_COMM_WORLD);
    if (rank == 0)
        for (sum = partials[0], k = 1; k < ranks; k++) sum += partials[k];
    MPI_Bcast(&sum, 1, MPI_FLOAT, 0, MPI_COMM_WORLD);
    MPI_Reduce(&ms, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD); /* a max: any order will do */

    if (rank == 0) {
        memcpy(&bits, &sum, sizeof bits);
        printf("add f32 of %llu elements on %d ranks: %.9g (bits 0x%08x)\n", (unsigned long long)n, ranks, (double)sum,
               (unsigned)bits);
        printf("reduce: %.3f ms (the slowest rank, the fastest of %d calls), %.2f GB/s aggregate\n", slowest, repeat,
               (double)(n * sizeof(float)) / (slowest * 1e6));
    }
    vkr_destroy_context(ctx);
    free(shard);
    free(partials);
    MPI_Comm_free(&node);
    MPI_Finalize();
    return 0;
}
