/* tests/test_mpi.c - vk_reduce under MPI: one reduce over a global array spread across MPI
   ranks, each rank's shard reduced by its own prototype context, the partials combined as
   examples/mpi_reduce.c combines them (gathered in rank order, combined on rank 0 from left to
   right, broadcast), every result checked against a CPU reference. Built and run by
   tests/mpi_test.sh (phase mpi of tests/run_tests.sh; make mpi-example):
     mpicc -std=c99 -O2 -I. tests/test_mpi.c -o test_mpi -ldl -lm
     mpiexec -n 4 ./test_mpi --op add,max --type f32,u32 --per-rank 2^20 --check-bits

   The global array. N elements; element i is a function of (seed, op, type, i) only (a
   splitmix64 hash of seed and i, shaped per op and type: floats in [-1, 1) for add / min /
   max, near 1 for mul, full-range integers, odd ones for mul, mostly-one / mostly-zero bits
   for and / or), so any rank count describes the same array; with seed 1 the f32 add array
   is examples/mpi_reduce.c's. --per-rank n makes N = n * R;
   --total N fixes N whatever R is. Rank r of R owns the shard [floor(r*N/R), floor((r+1)*N/R))
   and generates it itself.

   The device. VK_REDUCE_DEVICE (an index or a name substring, as in prototype mode) if set;
   else the node-local rank (MPI_Comm_split_type(MPI_COMM_TYPE_SHARED)) modulo the number of
   devices on the node, counting GPUs only when there is one, else every Vulkan 1.1 compute
   device. Ranks beyond the device count share devices.

   The combine, for every type: rank 0 gathers the partials (MPI_Gather), combines them in rank
   order in the element type ((p0 + p1) + p2) + ... with vk_reduce's rules (integers wrap; any
   NaN gives the canonical NaN and -0.0 < +0.0 in min/max), and broadcasts the result. An empty
   shard's partial is the op's identity, which the combine takes exactly. Integers, min and max
   are exact in any order; float add and mul give the same bits for the same rank count,
   devices and subgroup sizes.
   Float error bound. Rank r's partial has |p_r - S_r| <= b_r * sum|x| over its shard, b_r =
   vkr_reduce_error_bound of its shard's desc on its own context (its grid and subgroup size). The
   ordered combine of the R' non-empty partials adds R' - 1 roundings (steps with an identity
   are exact), so for add
       |result - S| <= B * sum|x|,  B = b + (1 + b) * gamma(R' - 1),  b = max over ranks of b_r
   (gamma(k) = k*u / (1 - k*u), u = 2^-24 for f32, 2^-53 for f64); for mul, relatively,
   B = prod_r (1 + b_r) * (1 + gamma(R' - 1)) - 1. Both against a long double reference.

   The checks. Every rank's partial against a reference of its own shard (exact for integers
   and min/max; within b_r for float add/mul); rank 0's result against the reference of the
   whole array [0, N), computed from the generator independently of the shard rule; every
   rank's copy of the result the same bits; with --reps every repetition the same bits as the
   first; with --validation no validation message in any rank's context. The last line is
   "N passed, N failed"; the exit status is 0 only if nothing failed.

   Options (every rank must get the same):
     --op LIST        add,mul,min,max,and,or,xor (comma-separated; default add)
     --type LIST      f32,f64,i32,u32,i64,u64 (default f32); every op x type that exists runs
     --per-rank N     elements per rank (default 2^20; 2^k and k-digit forms accepted)
     --total N        N elements in all instead (shards of floor(N/R) or floor(N/R) + 1)
     --reps K         repetitions after one warm-up (default 1); times are medians
     --resident       upload each shard once into a device-local VkBuffer and reduce it with
                      vkr_reduce of that buffer; default: vkr_reduce of a host array
     --check-bits     print "bits TYPE OP 0x... (R ranks)" for comparing runs
     --validation     the Khronos validation layer with synchronization validation in every
                      context (pd.validation); any message counts as a failure
     --seed S         the generator's seed (default 1)
   Times (MPI_Wtime, after an MPI_Barrier), for information: "reduce" is one rank's call,
   "combine" from a barrier after every rank's reduce until the result is on every rank. The
   partials are exchanged as 64-bit patterns: ranks must share the byte order (any homogeneous
   cluster). */
#define _POSIX_C_SOURCE 200112L
#include <mpi.h>
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LIST 8

static int g_rank;

/* ---- the global array ------------------------------------------------------------------ */

static uint64_t mix64(uint64_t z) { /* splitmix64's finaliser */
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Element i's bits (the low 32 for 4-byte types): a function of (seed, op, type, i) only. */
static uint64_t element_bits(uint64_t seed, vkr_op op, vkr_type type, uint64_t i) {
    uint64_t h = mix64(seed * 0x9e3779b97f4a7c15ull + i);
    switch (type) {
    case VKR_TYPE_F32: {
        float v;
        uint32_t b;
        if (op == VKR_OP_MUL) /* 1 + k 2^-23, |k| <= 512: exact, products stay near 1 */
            v = 1.0f + (float)((int32_t)(h >> 54) - 512) * (1.0f / 8388608.0f);
        else /* k 2^-23 in [-1, 1): exact */
            v = (float)((int32_t)(h >> 40) - 8388608) * (1.0f / 8388608.0f);
        memcpy(&b, &v, 4);
        return b;
    }
    case VKR_TYPE_F64: {
        double v;
        uint64_t b;
        if (op == VKR_OP_MUL) /* 1 + k 2^-33, |k| <= 2^19 */
            v = 1.0 + (double)((int64_t)(h >> 44) - 524288) * (1.0 / 8589934592.0);
        else /* k 2^-52 in [-1, 1) */
            v = (double)((int64_t)(h >> 11) - 4503599627370496ll) * (1.0 / 4503599627370496.0);
        memcpy(&b, &v, 8);
        return b;
    }
    default: { /* integers */
        uint64_t v = h;
        if (op == VKR_OP_MUL) v |= 1;                      /* odd: the product never becomes 0 */
        if (op == VKR_OP_AND) v |= 0x5555555555555555ull;  /* the AND keeps a pattern */
        if (op == VKR_OP_OR) v &= 0x0f0f0f0f0f0f0f0full;   /* the OR keeps one */
        return vkr_type_size(type) == 4 ? v & 0xffffffffu : v;
    }
    }
}

/* Shard r of R: [floor(r N / R), floor((r + 1) N / R)), without overflowing 64 bits. */
static uint64_t shard_begin(uint64_t n, int r, int ranks) {
    return (n / (uint64_t)ranks) * (uint64_t)r + (n % (uint64_t)ranks) * (uint64_t)r / (uint64_t)ranks;
}

static void fill(uint64_t seed, vkr_op op, vkr_type type, uint64_t begin, uint64_t count, void *dst) {
    uint64_t i;
    if (vkr_type_size(type) == 4)
        for (i = 0; i < count; i++) ((uint32_t *)dst)[i] = (uint32_t)element_bits(seed, op, type, begin + i);
    else
        for (i = 0; i < count; i++) ((uint64_t *)dst)[i] = element_bits(seed, op, type, begin + i);
}

/* ---- op semantics on the host (vk_reduce's rules) --------------------------------------- */

static int is_float(vkr_type t) { return t == VKR_TYPE_F32 || t == VKR_TYPE_F64; }
static int is_signed(vkr_type t) { return t == VKR_TYPE_I32 || t == VKR_TYPE_I64; }

/* An unsigned key with the order vk_reduce uses: -0.0 < +0.0, signed integers by value. */
static uint64_t order_key(vkr_type t, uint64_t bits) {
    switch (t) {
    case VKR_TYPE_F32: return (bits & 0x80000000u) ? (~bits & 0xffffffffu) : (bits | 0x80000000u);
    case VKR_TYPE_F64: return (bits >> 63) ? ~bits : (bits | 0x8000000000000000ull);
    case VKR_TYPE_I32: return bits ^ 0x80000000u;
    case VKR_TYPE_I64: return bits ^ 0x8000000000000000ull;
    default: return bits;
    }
}

static int is_nan_bits(vkr_type t, uint64_t b) {
    if (t == VKR_TYPE_F32) return (b & 0x7fffffffu) > 0x7f800000u;
    if (t == VKR_TYPE_F64) return (b & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
    return 0;
}

/* a op b on bits, as vk_reduce defines it (for float add/mul: one rounding in the type). */
static uint64_t combine_bits(vkr_op op, vkr_type t, uint64_t a, uint64_t b) {
    const uint64_t mask = vkr_type_size(t) == 4 ? 0xffffffffull : ~0ull;
    if (t == VKR_TYPE_F32 && (op == VKR_OP_ADD || op == VKR_OP_MUL)) {
        float x, y, z;
        uint32_t a32 = (uint32_t)a, b32 = (uint32_t)b, r;
        memcpy(&x, &a32, 4);
        memcpy(&y, &b32, 4);
        z = op == VKR_OP_ADD ? x + y : x * y; /* assignment rounds to float (C99 6.3.1.8) */
        memcpy(&r, &z, 4);
        return r;
    }
    if (t == VKR_TYPE_F64 && (op == VKR_OP_ADD || op == VKR_OP_MUL)) {
        double x, y, z;
        uint64_t r;
        memcpy(&x, &a, 8);
        memcpy(&y, &b, 8);
        z = op == VKR_OP_ADD ? x + y : x * y;
        memcpy(&r, &z, 8);
        return r;
    }
    switch (op) {
    case VKR_OP_ADD: return (a + b) & mask;
    case VKR_OP_MUL: return (a * b) & mask;
    case VKR_OP_AND: return a & b;
    case VKR_OP_OR: return a | b;
    case VKR_OP_XOR: return a ^ b;
    case VKR_OP_MIN:
    case VKR_OP_MAX:
        if (is_nan_bits(t, a) || is_nan_bits(t, b)) return t == VKR_TYPE_F32 ? 0x7fc00000u : 0x7ff8000000000000ull;
        if (op == VKR_OP_MIN) return order_key(t, a) <= order_key(t, b) ? a : b;
        return order_key(t, a) >= order_key(t, b) ? a : b;
    default: return 0;
    }
}

static uint64_t identity_bits(vkr_op op, vkr_type t) {
    const int four = vkr_type_size(t) == 4;
    switch (op) {
    case VKR_OP_ADD: return 0;
    case VKR_OP_MUL: return t == VKR_TYPE_F32 ? 0x3f800000u : t == VKR_TYPE_F64 ? 0x3ff0000000000000ull : 1;
    case VKR_OP_MIN:
        if (t == VKR_TYPE_F32) return 0x7f800000u;
        if (t == VKR_TYPE_F64) return 0x7ff0000000000000ull;
        if (is_signed(t)) return four ? 0x7fffffffu : 0x7fffffffffffffffull;
        return four ? 0xffffffffu : ~0ull;
    case VKR_OP_MAX:
        if (t == VKR_TYPE_F32) return 0xff800000u;
        if (t == VKR_TYPE_F64) return 0xfff0000000000000ull;
        if (is_signed(t)) return four ? 0x80000000u : 0x8000000000000000ull;
        return 0;
    case VKR_OP_AND: return four ? 0xffffffffu : ~0ull;
    default: return 0; /* or, xor */
    }
}

static long double bits_value(vkr_type t, uint64_t b) {
    if (t == VKR_TYPE_F32) {
        float f;
        uint32_t b32 = (uint32_t)b;
        memcpy(&f, &b32, 4);
        return (long double)f;
    } else {
        double d;
        memcpy(&d, &b, 8);
        return (long double)d;
    }
}

/* The reference of elements [begin, end): exact bits for integers and min/max; for float
   add the long double sum and sum|x|, for float mul the long double product. */
typedef struct reference {
    uint64_t bits;
    long double value, abs_sum;
} reference;

static reference compute_reference(uint64_t seed, vkr_op op, vkr_type t, uint64_t begin, uint64_t end) {
    reference ref;
    uint64_t i;
    ref.bits = identity_bits(op, t);
    ref.value = op == VKR_OP_MUL ? 1.0L : 0.0L;
    ref.abs_sum = 0.0L;
    if (is_float(t) && (op == VKR_OP_ADD || op == VKR_OP_MUL)) {
        for (i = begin; i < end; i++) {
            long double x = bits_value(t, element_bits(seed, op, t, i));
            if (op == VKR_OP_ADD) {
                ref.value += x;
                ref.abs_sum += fabsl(x);
            } else {
                ref.value *= x;
            }
        }
    } else {
        for (i = begin; i < end; i++) ref.bits = combine_bits(op, t, ref.bits, element_bits(seed, op, t, i));
    }
    return ref;
}

static double gamma_k(uint64_t k, double u) {
    double ku = (double)k * u;
    return ku >= 1.0 ? HUGE_VAL : ku / (1.0 - ku);
}

/* ---- device choice ---------------------------------------------------------------------- */

/* Writes the index (as vkr_prototype_desc.device takes it) of the node_rank-th device modulo
   the candidates: the GPUs (discrete, integrated, virtual) if the node has one, else every
   Vulkan 1.1 device with a compute queue. Returns the number of candidates (0: let the
   library choose). */
static uint32_t choose_device(int node_rank, char *choice, size_t size) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice devs[64];
    uint32_t n = 64, i, gpus[64], all[64], ngpu = 0, nall = 0, pick;
    if (volkInitialize() != VK_SUCCESS) return 0;
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_1;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    if (vkCreateInstance(&ci, NULL, &instance) != VK_SUCCESS) return 0;
    volkLoadInstanceOnly(instance);
    if (vkEnumeratePhysicalDevices(instance, &n, devs) < 0) n = 0;
    for (i = 0; i < n; i++) { /* the library's own eligibility rule (vkr__pick_device) */
        VkPhysicalDeviceProperties p;
        VkQueueFamilyProperties q[16];
        uint32_t nq = 16, k, compute = 0;
        vkGetPhysicalDeviceProperties(devs[i], &p);
        vkGetPhysicalDeviceQueueFamilyProperties(devs[i], &nq, q);
        for (k = 0; k < nq; k++) compute |= (q[k].queueFlags & VK_QUEUE_COMPUTE_BIT) != 0;
        if (!compute || p.apiVersion < VK_API_VERSION_1_1) continue;
        all[nall++] = i;
        if (p.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU && p.deviceType != VK_PHYSICAL_DEVICE_TYPE_OTHER) gpus[ngpu++] = i;
    }
    vkDestroyInstance(instance, NULL);
    if (!nall) return 0;
    pick = ngpu ? gpus[(uint32_t)node_rank % ngpu] : all[(uint32_t)node_rank % nall];
    snprintf(choice, size, "%u", pick);
    return ngpu ? ngpu : nall;
}

/* ---- --resident: the shard in a device-local buffer -------------------------------------- */

typedef struct resident {
    VkDevice device;
    VkQueue queue;
    VkBuffer buffer, staging;
    VkDeviceMemory memory, staging_memory;
    void *map;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
    VkDeviceSize size, chunk;
} resident;

static uint32_t memory_type(VkPhysicalDevice pd, uint32_t bits, VkMemoryPropertyFlags want, VkMemoryPropertyFlags must) {
    VkPhysicalDeviceMemoryProperties mp;
    uint32_t i;
    vkGetPhysicalDeviceMemoryProperties(pd, &mp);
    for (i = 0; i < mp.memoryTypeCount; i++)
        if ((bits >> i & 1) && (mp.memoryTypes[i].propertyFlags & (want | must)) == (want | must)) return i;
    for (i = 0; i < mp.memoryTypeCount; i++)
        if ((bits >> i & 1) && (mp.memoryTypes[i].propertyFlags & must) == must) return i;
    return UINT32_MAX;
}

static VkResult make_buffer(const vkr_context_info *info, VkDeviceSize size, VkBufferUsageFlags usage, VkMemoryPropertyFlags want,
                            VkMemoryPropertyFlags must, VkBuffer *buffer, VkDeviceMemory *memory) {
    VkBufferCreateInfo bi;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo ai;
    VkResult r;
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = size;
    bi.usage = usage;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    if ((r = vkCreateBuffer(info->device, &bi, NULL, buffer)) != VK_SUCCESS) return r;
    vkGetBufferMemoryRequirements(info->device, *buffer, &req);
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = memory_type(info->physical_device, req.memoryTypeBits, want, must);
    if (ai.memoryTypeIndex == UINT32_MAX) return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    if ((r = vkAllocateMemory(info->device, &ai, NULL, memory)) != VK_SUCCESS) return r;
    return vkBindBufferMemory(info->device, *buffer, *memory, 0);
}

static VkResult resident_create(const vkr_context_info *info, VkDeviceSize size, resident *res) {
    VkCommandPoolCreateInfo pi;
    VkCommandBufferAllocateInfo ai;
    VkFenceCreateInfo fi;
    VkResult r;
    memset(res, 0, sizeof *res);
    res->device = info->device;
    res->queue = info->queue;
    res->size = size < 16 ? 16 : size;
    res->chunk = res->size < ((VkDeviceSize)64 << 20) ? res->size : (VkDeviceSize)64 << 20;
    volkLoadInstanceOnly(info->instance);
    volkLoadDevice(info->device);
    if ((r = make_buffer(info, res->size, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                         VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, &res->buffer, &res->memory)) != VK_SUCCESS)
        return r;
    if ((r = make_buffer(info, res->chunk, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, 0,
                         VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, &res->staging,
                         &res->staging_memory)) != VK_SUCCESS)
        return r;
    if ((r = vkMapMemory(res->device, res->staging_memory, 0, VK_WHOLE_SIZE, 0, &res->map)) != VK_SUCCESS) return r;
    memset(&pi, 0, sizeof pi);
    pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pi.queueFamilyIndex = info->queue_family_index;
    if ((r = vkCreateCommandPool(res->device, &pi, NULL, &res->pool)) != VK_SUCCESS) return r;
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandPool = res->pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    if ((r = vkAllocateCommandBuffers(res->device, &ai, &res->cmd)) != VK_SUCCESS) return r;
    memset(&fi, 0, sizeof fi);
    fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    return vkCreateFence(res->device, &fi, NULL, &res->fence);
}

/* Generates elements [begin, begin + count) into the buffer, a staging chunk at a time. Each
   copy ends with a barrier to the compute shader's reads: vk_reduce's reduce (a later
   submission on the same queue) is in its second scope. */
static VkResult resident_fill(resident *res, uint64_t seed, vkr_op op, vkr_type type, uint64_t begin, uint64_t count) {
    const size_t es = vkr_type_size(type);
    const uint64_t per_chunk = res->chunk / es;
    uint64_t done = 0;
    do {
        uint64_t n = count - done < per_chunk ? count - done : per_chunk;
        VkCommandBufferBeginInfo bi;
        VkBufferCopy copy;
        VkBufferMemoryBarrier b;
        VkSubmitInfo si;
        VkResult r;
        fill(seed, op, type, begin + done, n, res->map);
        memset(&bi, 0, sizeof bi);
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        if ((r = vkBeginCommandBuffer(res->cmd, &bi)) != VK_SUCCESS) return r;
        copy.srcOffset = 0;
        copy.dstOffset = done * es;
        copy.size = n ? n * es : 16;
        if (!count) vkCmdFillBuffer(res->cmd, res->buffer, 0, 16, 0);
        else vkCmdCopyBuffer(res->cmd, res->staging, res->buffer, 1, &copy);
        memset(&b, 0, sizeof b);
        b.sType = VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER;
        b.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
        b.dstAccessMask = VK_ACCESS_SHADER_READ_BIT;
        b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
        b.buffer = res->buffer;
        b.offset = copy.dstOffset;
        b.size = copy.size;
        vkCmdPipelineBarrier(res->cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 0, NULL, 1, &b, 0,
                             NULL);
        if ((r = vkEndCommandBuffer(res->cmd)) != VK_SUCCESS) return r;
        memset(&si, 0, sizeof si);
        si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
        si.commandBufferCount = 1;
        si.pCommandBuffers = &res->cmd;
        if ((r = vkQueueSubmit(res->queue, 1, &si, res->fence)) != VK_SUCCESS) return r;
        if ((r = vkWaitForFences(res->device, 1, &res->fence, VK_TRUE, UINT64_MAX)) != VK_SUCCESS) return r;
        if ((r = vkResetFences(res->device, 1, &res->fence)) != VK_SUCCESS) return r;
        done += n;
    } while (done < count);
    return VK_SUCCESS;
}

static void resident_destroy(vkr_context ctx, resident *res) {
    if (!res->device) return;
    if (res->buffer) vkr_forget_buffer(ctx, res->buffer); /* a descriptor set may name it */
    if (res->fence) vkDestroyFence(res->device, res->fence, NULL);
    if (res->pool) vkDestroyCommandPool(res->device, res->pool, NULL);
    if (res->staging) vkDestroyBuffer(res->device, res->staging, NULL);
    if (res->staging_memory) vkFreeMemory(res->device, res->staging_memory, NULL);
    if (res->buffer) vkDestroyBuffer(res->device, res->buffer, NULL);
    if (res->memory) vkFreeMemory(res->device, res->memory, NULL);
    memset(res, 0, sizeof *res);
}

/* ---- options ------------------------------------------------------------------------------ */

typedef struct options {
    vkr_op ops[MAX_LIST];
    vkr_type types[MAX_LIST];
    int nops, ntypes;
    uint64_t per_rank, total, seed;
    int reps, resident, check_bits, validation;
} options;

static int parse_count(const char *s, uint64_t *out) {
    char *end;
    unsigned long long v;
    if (!s || !*s) return 0;
    if (s[0] == '2' && s[1] == '^') {
        v = strtoull(s + 2, &end, 10);
        if (*end || v > 62) return 0;
        *out = 1ull << v;
        return 1;
    }
    v = strtoull(s, &end, 10);
    if (*end) return 0;
    *out = v;
    return 1;
}

static int parse_list(const char *s, int want_ops, int *count, int *values) {
    static const char *const op_names[] = {"add", "mul", "min", "max", "and", "or", "xor"};
    static const vkr_op op_values[] = {VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX, VKR_OP_AND, VKR_OP_OR, VKR_OP_XOR};
    static const char *const type_names[] = {"f32", "f64", "i32", "u32", "i64", "u64"};
    static const vkr_type type_values[] = {VKR_TYPE_F32, VKR_TYPE_F64, VKR_TYPE_I32, VKR_TYPE_U32, VKR_TYPE_I64, VKR_TYPE_U64};
    const char *p = s;
    *count = 0;
    while (p && *p) {
        size_t len = strcspn(p, ","), k, n = want_ops ? 7 : 6;
        int found = 0;
        for (k = 0; k < n && !found; k++) {
            const char *name = want_ops ? op_names[k] : type_names[k];
            if (strlen(name) == len && !strncmp(name, p, len)) {
                if (*count == MAX_LIST) return 0;
                values[(*count)++] = want_ops ? (int)op_values[k] : (int)type_values[k];
                found = 1;
            }
        }
        if (!found) return 0;
        p += len;
        if (*p == ',') p++;
    }
    return *count > 0;
}

static void usage(void) {
    if (g_rank) return;
    fprintf(stderr, "usage: mpiexec -n R test_mpi [--op add,mul,min,max,and,or,xor] [--type f32,f64,i32,u32,i64,u64]\n"
                    "         [--per-rank N | --total N] [--reps K] [--resident] [--check-bits] [--validation] [--seed S]\n"
                    "  N: a count or 2^k; defaults: --op add --type f32 --per-rank 2^20 --reps 1 --seed 1\n");
}

static int parse_options(int argc, char **argv, options *o) {
    int i, tmp[MAX_LIST], k;
    memset(o, 0, sizeof *o);
    o->ops[0] = VKR_OP_ADD;
    o->types[0] = VKR_TYPE_F32;
    o->nops = o->ntypes = 1;
    o->per_rank = (uint64_t)1 << 20;
    o->seed = 1;
    o->reps = 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--op") && v && parse_list(v, 1, &o->nops, tmp)) {
            for (k = 0; k < o->nops; k++) o->ops[k] = (vkr_op)tmp[k];
            i++;
        } else if (!strcmp(a, "--type") && v && parse_list(v, 0, &o->ntypes, tmp)) {
            for (k = 0; k < o->ntypes; k++) o->types[k] = (vkr_type)tmp[k];
            i++;
        } else if (!strcmp(a, "--per-rank") && parse_count(v, &o->per_rank)) {
            o->total = 0;
            i++;
        } else if (!strcmp(a, "--total") && parse_count(v, &o->total) && o->total) {
            i++;
        } else if (!strcmp(a, "--reps") && v && atoi(v) > 0) {
            o->reps = atoi(v);
            i++;
        } else if (!strcmp(a, "--seed") && parse_count(v, &o->seed)) {
            i++;
        } else if (!strcmp(a, "--resident")) {
            o->resident = 1;
        } else if (!strcmp(a, "--check-bits")) {
            o->check_bits = 1;
        } else if (!strcmp(a, "--validation")) {
            o->validation = 1;
        } else {
            if (!g_rank) fprintf(stderr, "test_mpi: bad argument \"%s%s%s\"\n", a, v ? " " : "", v ? v : "");
            usage();
            return 0;
        }
    }
    return 1;
}

/* ---- one rank's report, gathered to rank 0 ------------------------------------------------ */

typedef struct rank_report {
    char device[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    char host[MPI_MAX_PROCESSOR_NAME];
    char device_choice[64];
    uint32_t node_rank, subgroup_size, path, supported, reps_identical, partial_ok;
    uint64_t begin, count, partial, result, validation_messages;
    double bound, reduce_ms, combine_ms, upload_ms;
} rank_report;

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static void print_log(void *user, const vkr_log_message *m) {
    (void)user;
    fprintf(stderr, "rank %d: vk_reduce %s %d: %s\n", g_rank,
            m->source == VKR_LOG_SOURCE_VALIDATION ? "VALIDATION" : m->severity == VKR_LOG_SEVERITY_ERROR ? "error" : "note",
            (int)m->result, m->message);
}

static const char *path_name(vkr_kernel_path p) {
    return p == VKR_PATH_NATIVE ? "native" : p == VKR_PATH_SHUFFLE ? "shuffle" : p == VKR_PATH_SHARED ? "shared" : "?";
}

static void print_bits(vkr_type t, uint64_t b) {
    if (vkr_type_size(t) == 4) printf("0x%08x", (unsigned)b);
    else printf("0x%016llx", (unsigned long long)b);
}

static void print_value(vkr_type t, uint64_t b) {
    if (is_float(t)) printf("%.17Lg", bits_value(t, b));
    else if (is_signed(t)) printf("%lld", vkr_type_size(t) == 4 ? (long long)(int32_t)(uint32_t)b : (long long)(int64_t)b);
    else printf("%llu", (unsigned long long)b);
}

/* Combines every rank's partial into *result on every rank, as examples/mpi_reduce.c does:
   gathered to rank 0, combined in rank order (empty shards' identities included), broadcast.
   Returns 0 on an MPI error. */
static int combine(vkr_op op, vkr_type t, uint64_t partial, int ranks, uint64_t *partials, uint64_t *result) {
    if (MPI_Gather(&partial, 1, MPI_UINT64_T, partials, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD) != MPI_SUCCESS) return 0;
    if (g_rank == 0) {
        int r;
        uint64_t acc = partials[0];
        for (r = 1; r < ranks; r++) acc = combine_bits(op, t, acc, partials[r]);
        *result = acc;
    }
    return MPI_Bcast(result, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD) == MPI_SUCCESS;
}

int main(int argc, char **argv) {
    options o;
    int ranks, node_rank, node_ranks, nodes, r, ti, oi, rep, passed = 0, failed = 0, ok, all_ok;
    MPI_Comm node;
    vkr_prototype_desc pd;
    vkr_context ctx = NULL;
    vkr_context_info info;
    rank_report me, *all = NULL;
    uint64_t n_global, begin, count, *partials = NULL;
    char choice[32];
    const char *env_device;
    void *data = NULL;
    resident res;
    double *times, *ctimes;
    size_t max_size;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (!parse_options(argc, argv, &o)) {
        MPI_Finalize();
        return 2;
    }
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &node_rank);
    MPI_Comm_size(node, &node_ranks);
    { /* nodes = the number of node-local rank 0s */
        int leader = node_rank == 0;
        MPI_Allreduce(&leader, &nodes, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    memset(&me, 0, sizeof me);
    me.node_rank = (uint32_t)node_rank;
    {
        int len = 0;
        char host[MPI_MAX_PROCESSOR_NAME];
        MPI_Get_processor_name(host, &len);
        snprintf(me.host, sizeof me.host, "%s", host);
    }

    /* the device: VK_REDUCE_DEVICE, else node rank modulo the node's devices */
    memset(&pd, 0, sizeof pd);
    pd.log = print_log;
    pd.validation = o.validation ? VK_TRUE : VK_FALSE;
    env_device = getenv("VK_REDUCE_DEVICE");
    if (env_device && *env_device) {
        snprintf(me.device_choice, sizeof me.device_choice, "VK_REDUCE_DEVICE=%s", env_device);
    } else {
        uint32_t candidates = choose_device(node_rank, choice, sizeof choice);
        if (candidates) {
            pd.device = choice;
            snprintf(me.device_choice, sizeof me.device_choice, "%s (node rank %d mod %u)", choice, node_rank, candidates);
        } else {
            snprintf(me.device_choice, sizeof me.device_choice, "library's best (enumeration failed)");
        }
    }
    ok = vkr_create_prototype_context(&pd, &ctx) == VK_SUCCESS;
    if (!ok) fprintf(stderr, "rank %d: vkr_create_prototype_context failed (device %s)\n", g_rank, me.device_choice);
    MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (!all_ok) {
        vkr_destroy_context(ctx);
        if (!g_rank) printf("0 passed, 1 failed\n");
        MPI_Finalize();
        return 1;
    }
    vkr_get_context_info(ctx, &info);
    snprintf(me.device, sizeof me.device, "%s", info.device_name);
    me.subgroup_size = info.subgroup_size;
    me.path = (uint32_t)info.path;

    n_global = o.total ? o.total : o.per_rank * (uint64_t)ranks;
    begin = shard_begin(n_global, g_rank, ranks);
    count = shard_begin(n_global, g_rank + 1, ranks) - begin;
    me.begin = begin;
    me.count = count;
    times = (double *)malloc((size_t)o.reps * sizeof *times);
    ctimes = (double *)malloc((size_t)o.reps * sizeof *ctimes);
    partials = (uint64_t *)calloc((size_t)ranks, sizeof *partials);
    all = (rank_report *)calloc((size_t)ranks, sizeof *all);
    memset(&res, 0, sizeof res);
    ok = times && ctimes && partials && all;
    for (ti = 0, max_size = 4; ti < o.ntypes; ti++)
        if (vkr_type_size(o.types[ti]) > max_size) max_size = vkr_type_size(o.types[ti]);
    if (ok && o.resident) {
        VkResult vr = resident_create(&info, count * max_size, &res);
        if (vr != VK_SUCCESS) fprintf(stderr, "rank %d: --resident: buffer set-up failed (VkResult %d)\n", g_rank, (int)vr);
        ok = vr == VK_SUCCESS;
    } else if (ok) {
        data = malloc(count ? (size_t)(count * max_size) : 8);
        ok = data != NULL;
    }
    MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (!all_ok) {
        if (!g_rank) printf("out of memory (or --resident set-up failed) on some rank\n0 passed, 1 failed\n");
        resident_destroy(ctx, &res);
        vkr_destroy_context(ctx);
        MPI_Finalize();
        return 1;
    }

    /* the ranks' devices and subgroup sizes, once (the tables below repeat them) */
    MPI_Gather(&me, (int)sizeof me, MPI_BYTE, all, (int)sizeof me, MPI_BYTE, 0, MPI_COMM_WORLD);
    if (!g_rank) {
        printf("test_mpi: %d ranks on %d node(s), N = %llu elements (shard r = [floor(r*N/R), floor((r+1)*N/R))), seed %llu\n",
               ranks, nodes, (unsigned long long)n_global, (unsigned long long)o.seed);
        printf("  %s, %d timed rep(s) after a warm-up, validation %s\n",
               o.resident ? "--resident: vkr_reduce of a device-local buffer (upload not timed)"
                          : "host arrays: vkr_reduce (upload included)",
               o.reps, o.validation ? "on" : "off");
        printf("subgroup sizes:");
        for (r = 0; r < ranks; r++) printf(" %u", all[r].subgroup_size);
        printf("\n");
    }

    for (ti = 0; ti < o.ntypes; ti++) {
        for (oi = 0; oi < o.nops; oi++) {
            const vkr_type t = o.types[ti];
            const vkr_op op = o.ops[oi];
            const size_t es = vkr_type_size(t);
            uint64_t result = 0, first_partial = 0, first_result = 0;
            int supported, all_supported, fails_before = failed;
            vkr_reduce_desc rd; /* this rank's shard: a host array, or a device buffer (--resident) */
            if (is_float(t) && op >= VKR_OP_AND) continue; /* no bitwise ops on floats */
            memset(&rd, 0, sizeof rd);
            rd.op = op;
            rd.type = t;
            rd.count = count;
            supported = vkr_supports(ctx, &rd) == VK_SUCCESS && vkr_prepare(ctx, &rd) == VK_SUCCESS;
            MPI_Allreduce(&supported, &all_supported, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
            if (!all_supported) {
                if (!supported) fprintf(stderr, "rank %d: %s %s: %s\n", g_rank, vkr_type_name(t), vkr_op_name(op), vkr_last_error(ctx));
                if (!g_rank) printf("%s %s: not supported on every rank: skipped (not counted)\n", vkr_type_name(t), vkr_op_name(op));
                continue;
            }
            me.bound = 0;
            vkr_reduce_error_bound(ctx, &rd, &me.bound);
            /* the shard */
            {
                double t0 = MPI_Wtime();
                ok = 1;
                if (o.resident) ok = resident_fill(&res, o.seed, op, t, begin, count) == VK_SUCCESS;
                else fill(o.seed, op, t, begin, count, data);
                me.upload_ms = (MPI_Wtime() - t0) * 1e3;
            }
            me.reps_identical = 1;
            /* every rank runs every repetition (a failed call is reported after the loop: the
               collectives inside must stay matched) */
            for (rep = -1; rep < o.reps; rep++) { /* rep -1: warm-up (buffers, pipelines) */
                double t0, t1, t2;
                VkResult vr;
                MPI_Barrier(MPI_COMM_WORLD);
                t0 = MPI_Wtime();
                me.partial = 0;
                if (o.resident) {
                    rd.input.buffer = res.buffer;
                    rd.input.size = res.size;
                } else {
                    rd.host_input = data;
                }
                vr = vkr_reduce(ctx, &rd, &me.partial);
                t1 = MPI_Wtime();
                if (vr != VK_SUCCESS) {
                    fprintf(stderr, "rank %d: %s\n", g_rank, vkr_last_error(ctx));
                    ok = 0;
                }
                MPI_Barrier(MPI_COMM_WORLD);
                t1 = t1 - t0;
                t0 = MPI_Wtime();
                if (!combine(op, t, me.partial, ranks, partials, &result)) ok = 0;
                t2 = MPI_Wtime();
                if (rep < 0) {
                    first_partial = me.partial;
                    first_result = result;
                } else {
                    times[rep] = t1 * 1e3;
                    ctimes[rep] = (t2 - t0) * 1e3;
                    if (me.partial != first_partial || result != first_result) me.reps_identical = 0;
                }
            }
            MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
            if (!all_ok) {
                if (!g_rank) printf("%s %s: a reduce or an MPI call failed on some rank\n", vkr_type_name(t), vkr_op_name(op));
                failed++;
                continue;
            }
            me.reduce_ms = median(times, o.reps);
            me.combine_ms = median(ctimes, o.reps);
            me.result = result;
            { /* this rank's partial against its shard's reference */
                reference ref = compute_reference(o.seed, op, t, begin, begin + count);
                if (is_float(t) && op == VKR_OP_ADD)
                    me.partial_ok = fabsl(bits_value(t, me.partial) - ref.value) <= (long double)me.bound * ref.abs_sum;
                else if (is_float(t) && op == VKR_OP_MUL)
                    me.partial_ok = fabsl(bits_value(t, me.partial) - ref.value) <= (long double)me.bound * fabsl(ref.value);
                else
                    me.partial_ok = me.partial == ref.bits;
            }
            info.validation_messages = 0;
            vkr_get_context_info(ctx, &info);
            me.validation_messages = info.validation_messages;
            MPI_Gather(&me, (int)sizeof me, MPI_BYTE, all, (int)sizeof me, MPI_BYTE, 0, MPI_COMM_WORLD);
            if (!g_rank) {
                double slowest = 0, b = 0, bound, err, u = t == VKR_TYPE_F32 ? 5.9604644775390625e-08 : 1.1102230246251565e-16;
                uint64_t nonempty = 0;
                reference ref = compute_reference(o.seed, op, t, 0, n_global); /* independent of the shards */
                int good;
                printf("\n%s %s (%llu elements, %.1f MiB in all):\n", vkr_type_name(t), vkr_op_name(op), (unsigned long long)n_global,
                       (double)(n_global * es) / 1048576.0);
                printf("  rank  node  host              device choice                   device                          sg  path     "
                       "elements     %s  reduce ms   GB/s  combine ms  partial\n",
                       o.resident ? "upload ms" : " fill ms ");
                for (r = 0; r < ranks; r++) {
                    rank_report *p = &all[r];
                    printf("  %4d  %4u  %-16.16s  %-30.30s  %-30.30s  %2u  %-7s  %11llu  %9.2f  %9.3f  %6.1f  %10.3f  ", r, p->node_rank,
                           p->host, p->device_choice, p->device, p->subgroup_size, path_name((vkr_kernel_path)p->path),
                           (unsigned long long)p->count, p->upload_ms, p->reduce_ms,
                           p->reduce_ms > 0 ? (double)(p->count * es) / (p->reduce_ms * 1e6) : 0.0, p->combine_ms);
                    print_bits(t, p->partial);
                    printf("%s\n", p->partial_ok ? "" : "  WRONG (against its shard's reference)");
                    if (p->reduce_ms > slowest) slowest = p->reduce_ms;
                    if (p->bound > b) b = p->bound;
                    if (p->count) nonempty++;
                }
                printf("  aggregate: %.1f MiB in %.3f ms (the slowest rank) = %.1f GB/s; combine (rank 0): %.3f ms (%s)\n",
                       (double)(n_global * es) / 1048576.0, slowest, slowest > 0 ? (double)(n_global * es) / (slowest * 1e6) : 0.0,
                       all[0].combine_ms, "MPI_Gather, rank-ordered combine, MPI_Bcast");
                /* the checks */
                for (r = 0; r < ranks; r++) {
                    good = all[r].partial_ok && all[r].reps_identical && all[r].result == result && !all[r].validation_messages;
                    good ? passed++ : failed++;
                    if (!good)
                        printf("  FAIL rank %d:%s%s%s%s\n", r, all[r].partial_ok ? "" : " partial outside its shard's reference",
                               all[r].reps_identical ? "" : " repetitions gave different bits",
                               all[r].result == result ? "" : " its copy of the result differs from rank 0's",
                               all[r].validation_messages ? " validation messages" : "");
                }
                printf("  result ");
                print_value(t, result);
                printf(" (");
                print_bits(t, result);
                printf(")  reference ");
                if (is_float(t) && (op == VKR_OP_ADD || op == VKR_OP_MUL)) {
                    if (op == VKR_OP_ADD) {
                        bound = b + (1.0 + b) * gamma_k(nonempty ? nonempty - 1 : 0, u);
                        err = (double)(fabsl(bits_value(t, result) - ref.value) / (ref.abs_sum > 0 ? ref.abs_sum : 1.0L));
                        good = fabsl(bits_value(t, result) - ref.value) <= (long double)bound * ref.abs_sum;
                        printf("%.17Lg: |error| / sum|x| = %.3g, bound B = %.3g (max rank b %.3g + %llu ordered adds): %s\n", ref.value, err,
                               bound, b, (unsigned long long)(nonempty ? nonempty - 1 : 0), good ? "within" : "OUTSIDE");
                    } else {
                        bound = 1.0 + gamma_k(nonempty ? nonempty - 1 : 0, u);
                        for (r = 0; r < ranks; r++) bound *= 1.0 + all[r].bound;
                        bound -= 1.0;
                        err = (double)(fabsl(bits_value(t, result) - ref.value) / fabsl(ref.value));
                        good = fabsl(bits_value(t, result) - ref.value) <= (long double)bound * fabsl(ref.value);
                        printf("%.17Lg: relative error %.3g, bound B = %.3g: %s\n", ref.value, err, bound, good ? "within" : "OUTSIDE");
                    }
                } else {
                    good = result == ref.bits;
                    print_value(t, ref.bits);
                    printf(" (");
                    print_bits(t, ref.bits);
                    printf("): %s\n", good ? "exact" : "DIFFERENT");
                }
                good ? passed++ : failed++;
                if (o.check_bits) {
                    printf("bits %s %s ", vkr_type_name(t), vkr_op_name(op));
                    print_bits(t, result);
                    printf(" (%d ranks)\n", ranks);
                }
                if (failed > fails_before) printf("FAIL %s %s\n", vkr_type_name(t), vkr_op_name(op));
            }
        }
    }
    resident_destroy(ctx, &res);
    vkr_destroy_context(ctx);
    free(data);
    free(times);
    free(ctimes);
    free(partials);
    free(all);
    MPI_Bcast(&failed, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (!g_rank) printf("%d passed, %d failed\n", passed, failed);
    MPI_Comm_free(&node);
    MPI_Finalize();
    (void)node_ranks;
    return failed ? 1 : 0;
}
