/* examples/multi_gpu.c - one reduce over several GPUs in one process, deterministic.

   What it does:
     1. Lists the Vulkan physical devices (through volk: vk_reduce.h has no listing helper; the
        prototype desc's `device` takes the index this list prints).
     2. Creates one vk_reduce prototype context per device (D devices: D contexts); with only
        one device, 2 contexts on it. --contexts N makes N contexts, context k on device
        k mod D (--contexts 1: the first device alone, the one-GPU baseline). Each context has
        its own instance, device and queue.
     3. Splits the host array into one shard per context by a FIXED RULE: with n elements and K
        contexts, shard k has n / K elements, plus one for the first n % K shards, and the
        shards are contiguous in order (shard 0 first). The rule depends only on n and K.
     4. Reduces every shard at once, each on its own thread with its own context (the header's
        THREAD SAFETY: a context is used by one thread at a time; different contexts are
        independent). POSIX threads here; on Windows the same code would use CreateThread /
        _beginthreadex (or C11 <threads.h>) with the same one-context-per-thread rule.
     5. Combines the partial results on the host in a FIXED ORDER, context 0, 1, 2, ..., with
        the op in the result type (integers wrap, min/max as the library: NaN wins, -0 < +0,
        floats add / multiply in the accumulator type). Each partial is deterministic for its
        device, driver and subgroup size, and the order never depends on which thread finished
        first, so the result is bit-identical run after run for a given device list.
     6. Checks the result against a CPU reference: integers, min, max, and, or, xor exactly;
        float add within B * sum|x|, B = max_k b_k + gamma(K - 1) * (1 + max_k b_k), where b_k
        is vkr_error_bound of shard k on its context and gamma(K - 1) = (K - 1) u / (1 - (K - 1) u)
        the combine's additions (u = 2^-24 for f32, 2^-53 for f64); float mul within
        gamma(n - 1) * |product| (every multiplication of the whole product rounds once,
        whichever context does it). The reference is computed in long double.

   Prints the devices, each shard's size and time (its whole vkr_reduce call: upload, reduce,
   read back), the combine's cost, the result and the check.

   Usage: multi_gpu [--op add|mul|min|max|and|or|xor] [--type f32|f64|i32|u32|i64|u64]
                    [--count N] [--contexts N] [--repeat R] [--resident]
          (defaults: add, f32, 2^24, 2 contexts when there is one device, 3 repeats; with
          --repeat R each shard is reduced R times, the bits must not change, the fastest time
          is printed; --resident copies each shard into a DEVICE_LOCAL buffer first, waits
          until every shard is on its device, then times vkr_reduce_buffer, i.e. the reduce
          alone, as with data already on the GPU: the per-device and aggregate bandwidth)
   Build: cc -std=c99 -I. examples/multi_gpu.c -o multi_gpu -pthread -ldl -lm
          (or: make multi-gpu-example, which builds and runs it; on lavapipe without a GPU) */
#define _POSIX_C_SOURCE 200112L /* clock_gettime */
#define VOLK_IMPLEMENTATION
#include <volk.h>
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"

#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_CONTEXTS 64

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void print_log(void *user, const vkr_log_message *m) {
    fprintf(stderr, "vk_reduce [context %d] %s %d: %s\n", (int)(size_t)user,
            m->severity == VKR_LOG_SEVERITY_ERROR ? "error" : "note", (int)m->result, m->message);
}

/* ---- values as 64-bit patterns (the low vkr_type_size bytes hold the element) ---- */

static int is_float(vkr_type t) { return t == VKR_TYPE_F32 || t == VKR_TYPE_F64; }
static int is_signed(vkr_type t) { return t == VKR_TYPE_I32 || t == VKR_TYPE_I64; }

static uint64_t get_bits(const void *p, vkr_type t) {
    uint64_t v = 0;
    if (vkr_type_size(t) == 4) {
        uint32_t w;
        memcpy(&w, p, 4);
        v = w;
    } else {
        memcpy(&v, p, 8);
    }
    return v;
}
static void put_bits(void *p, vkr_type t, uint64_t v) {
    if (vkr_type_size(t) == 4) {
        uint32_t w = (uint32_t)v;
        memcpy(p, &w, 4);
    } else {
        memcpy(p, &v, 8);
    }
}
static long double to_ld(vkr_type t, uint64_t b) {
    if (t == VKR_TYPE_F32) {
        float f;
        uint32_t w = (uint32_t)b;
        memcpy(&f, &w, 4);
        return f;
    } else {
        double d;
        memcpy(&d, &b, 8);
        return d;
    }
}
static uint64_t from_ld(vkr_type t, long double v) { /* rounds to the type */
    if (t == VKR_TYPE_F32) {
        float f = (float)v;
        uint32_t w;
        memcpy(&w, &f, 4);
        return w;
    } else {
        double d = (double)v;
        uint64_t b;
        memcpy(&b, &d, 8);
        return b;
    }
}
static int is_nan_bits(vkr_type t, uint64_t b) { return isnan(to_ld(t, b)); }
static uint64_t sign_extend(vkr_type t, uint64_t b) {
    return t == VKR_TYPE_I32 ? (uint64_t)(int64_t)(int32_t)(uint32_t)b : b;
}
static uint64_t type_mask(vkr_type t) { return vkr_type_size(t) == 4 ? 0xffffffffull : ~0ull; }

/* a < b in the library's order for min/max (floats: -0 < +0; NaN handled by the caller) */
static int less(vkr_type t, uint64_t a, uint64_t b) {
    if (is_float(t)) {
        long double x = to_ld(t, a), y = to_ld(t, b);
        if (x == y) return signbit(x) && !signbit(y);
        return x < y;
    }
    if (is_signed(t)) return (int64_t)sign_extend(t, a) < (int64_t)sign_extend(t, b);
    return a < b;
}

/* One step of the combine: a op b, in the result type, as the library computes it. Floats add
   and multiply rounding to the type once per step (C's float/double arithmetic). */
static uint64_t combine(vkr_op op, vkr_type t, uint64_t a, uint64_t b) {
    if (is_float(t) && (op == VKR_OP_MIN || op == VKR_OP_MAX)) {
        if (is_nan_bits(t, a) || is_nan_bits(t, b))
            return t == VKR_TYPE_F32 ? 0x7fc00000ull : 0x7ff8000000000000ull; /* canonical NaN */
    }
    switch (op) {
    case VKR_OP_ADD:
        if (t == VKR_TYPE_F32) {
            float x = (float)to_ld(t, a), y = (float)to_ld(t, b), s = x + y;
            return from_ld(t, s);
        }
        if (t == VKR_TYPE_F64) {
            double x = (double)to_ld(t, a), y = (double)to_ld(t, b), s = x + y;
            return from_ld(t, s);
        }
        return (a + b) & type_mask(t);
    case VKR_OP_MUL:
        if (t == VKR_TYPE_F32) {
            float x = (float)to_ld(t, a), y = (float)to_ld(t, b), s = x * y;
            return from_ld(t, s);
        }
        if (t == VKR_TYPE_F64) {
            double x = (double)to_ld(t, a), y = (double)to_ld(t, b), s = x * y;
            return from_ld(t, s);
        }
        return (a * b) & type_mask(t);
    case VKR_OP_MIN: return less(t, b, a) ? b : a;
    case VKR_OP_MAX: return less(t, a, b) ? b : a;
    case VKR_OP_AND: return a & b;
    case VKR_OP_OR: return a | b;
    case VKR_OP_XOR: return a ^ b;
    default: return 0;
    }
}

/* ---- data: fixed LCG, so runs compare ---- */

static uint64_t rng_next(uint64_t *s) { /* splitmix64 */
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static uint64_t gen(vkr_op op, vkr_type t, uint64_t *s, uint64_t n) {
    uint64_t r = rng_next(s);
    if (is_float(t)) {
        long double u = (long double)(r >> 11) * 1.1102230246251565404236316680908203125e-16L; /* [0, 1) */
        if (op == VKR_OP_MUL) /* 1 + [-2^-20, 2^-20): the product stays far from overflow */
            return from_ld(t, 1.0L + (2 * u - 1) * 9.5367431640625e-07L);
        return from_ld(t, 2 * u - 1); /* [-1, 1) */
    }
    if (op == VKR_OP_AND) /* mostly all ones: an AND of random words would be 0 */
        return (r % n < 16 ? ~(1ull << (r >> 58)) : ~0ull) & type_mask(t);
    if (op == VKR_OP_OR) return (r % n < 16 ? 1ull << (r >> 58) : 0) & type_mask(t);
    if (op == VKR_OP_MUL) return (r | 1) & type_mask(t); /* odd: the product is not 0 */
    return r & type_mask(t);
}

/* ---- one shard per context, each on its own thread ---- */

typedef struct shard {
    vkr_context ctx;
    int index;
    vkr_op op;
    vkr_type type;
    const unsigned char *data; /* this shard's first element */
    uint64_t count;
    int repeat;
    unsigned char result[8];   /* the partial result */
    double ms;                 /* the fastest of the repeats */
    VkResult r;
    int unstable;              /* a repeat gave other bits */
    int resident;              /* --resident: upload first, then time vkr_reduce_buffer */
    double upload_ms;
    char error[160];           /* what failed in the upload, if anything */
} shard;

/* --resident: every thread uploads its shard, then waits here until all have, so that the
   timed reduces of all devices run at the same time. */
static pthread_mutex_t g_gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_gate_cond = PTHREAD_COND_INITIALIZER;
static int g_gate_ready, g_gate_open;

static void gate_arrive_and_wait(void) {
    pthread_mutex_lock(&g_gate_lock);
    g_gate_ready++;
    pthread_cond_broadcast(&g_gate_cond);
    while (!g_gate_open) pthread_cond_wait(&g_gate_cond, &g_gate_lock);
    pthread_mutex_unlock(&g_gate_lock);
}

/* A buffer on the context's device: DEVICE_LOCAL for the data, HOST_VISIBLE | HOST_COHERENT
   for the staging buffer. */
typedef struct dbuf {
    VkBuffer buf;
    VkDeviceMemory mem;
} dbuf;

static int dbuf_create(const struct VolkDeviceTable *t, VkDevice dev, const VkPhysicalDeviceMemoryProperties *mp,
                       VkDeviceSize size, VkBufferUsageFlags usage, VkMemoryPropertyFlags want, dbuf *b) {
    VkBufferCreateInfo bci;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo mai;
    uint32_t i;
    memset(b, 0, sizeof *b);
    memset(&bci, 0, sizeof bci);
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = size;
    bci.usage = usage;
    bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    if (t->vkCreateBuffer(dev, &bci, NULL, &b->buf) != VK_SUCCESS) return 0;
    t->vkGetBufferMemoryRequirements(dev, b->buf, &req);
    memset(&mai, 0, sizeof mai);
    mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = UINT32_MAX;
    for (i = 0; i < mp->memoryTypeCount && mai.memoryTypeIndex == UINT32_MAX; i++)
        if ((req.memoryTypeBits & (1u << i)) && (mp->memoryTypes[i].propertyFlags & want) == want)
            mai.memoryTypeIndex = i;
    return mai.memoryTypeIndex != UINT32_MAX && t->vkAllocateMemory(dev, &mai, NULL, &b->mem) == VK_SUCCESS &&
           t->vkBindBufferMemory(dev, b->buf, b->mem, 0) == VK_SUCCESS;
}

static void dbuf_destroy(const struct VolkDeviceTable *t, VkDevice dev, dbuf *b) {
    if (b->buf) t->vkDestroyBuffer(dev, b->buf, NULL);
    if (b->mem) t->vkFreeMemory(dev, b->mem, NULL);
}

/* --resident: copies the shard into a DEVICE_LOCAL buffer through a 64 MiB staging buffer
   (on the context's own queue: this thread is the only user of the context), then times
   vkr_reduce_buffer on it: the reduce alone, as an application with data on the GPU sees it. */
static void *reduce_shard_resident(shard *s) {
    const VkDeviceSize chunk = (VkDeviceSize)64 << 20;
    VkDeviceSize bytes = (VkDeviceSize)s->count * vkr_type_size(s->type), done;
    vkr_context_info info;
    struct VolkDeviceTable t;
    VkPhysicalDeviceMemoryProperties mp;
    dbuf data, staging;
    VkCommandPool pool = VK_NULL_HANDLE;
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    VkFence fence = VK_NULL_HANDLE;
    void *map = NULL;
    int k, ok;
    double t0;
    memset(&data, 0, sizeof data);
    memset(&staging, 0, sizeof staging);
    vkr_get_context_info(s->ctx, &info);
    volkLoadDeviceTable(&t, info.device);
    vkGetPhysicalDeviceMemoryProperties(info.physical_device, &mp);
    t0 = now_ms();
    ok = dbuf_create(&t, info.device, &mp, bytes ? bytes : 4,
                     VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                     VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, &data) &&
         dbuf_create(&t, info.device, &mp, chunk, VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
                     VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, &staging) &&
         t.vkMapMemory(info.device, staging.mem, 0, VK_WHOLE_SIZE, 0, &map) == VK_SUCCESS;
    if (ok) {
        VkCommandPoolCreateInfo pci;
        VkCommandBufferAllocateInfo cai;
        VkFenceCreateInfo fci;
        memset(&pci, 0, sizeof pci);
        pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
        pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
        pci.queueFamilyIndex = info.queue_family_index;
        memset(&cai, 0, sizeof cai);
        cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
        cai.commandBufferCount = 1;
        memset(&fci, 0, sizeof fci);
        fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
        ok = t.vkCreateCommandPool(info.device, &pci, NULL, &pool) == VK_SUCCESS &&
             (cai.commandPool = pool, t.vkAllocateCommandBuffers(info.device, &cai, &cmd) == VK_SUCCESS) &&
             t.vkCreateFence(info.device, &fci, NULL, &fence) == VK_SUCCESS;
    }
    for (done = 0; ok && done < bytes; done += chunk) {
        VkDeviceSize len = bytes - done < chunk ? bytes - done : chunk;
        VkCommandBufferBeginInfo bi;
        VkBufferCopy region;
        VkSubmitInfo si;
        memcpy(map, s->data + done, (size_t)len);
        memset(&bi, 0, sizeof bi);
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        t.vkBeginCommandBuffer(cmd, &bi);
        region.srcOffset = 0;
        region.dstOffset = done;
        region.size = len;
        t.vkCmdCopyBuffer(cmd, staging.buf, data.buf, 1, &region);
        if (done + len == bytes) { /* the copies -> the reduces' shader reads (ENGINE MODE: BARRIERS) */
            VkMemoryBarrier mb;
            memset(&mb, 0, sizeof mb);
            mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
            mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
            mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT;
            t.vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb,
                                   0, NULL, 0, NULL);
        }
        t.vkEndCommandBuffer(cmd);
        memset(&si, 0, sizeof si);
        si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
        si.commandBufferCount = 1;
        si.pCommandBuffers = &cmd;
        ok = t.vkQueueSubmit(info.queue, 1, &si, fence) == VK_SUCCESS &&
             t.vkWaitForFences(info.device, 1, &fence, VK_TRUE, UINT64_MAX) == VK_SUCCESS &&
             t.vkResetFences(info.device, 1, &fence) == VK_SUCCESS;
    }
    s->upload_ms = now_ms() - t0;
    if (!ok) {
        snprintf(s->error, sizeof s->error, "upload of %llu bytes to a DEVICE_LOCAL buffer failed",
                 (unsigned long long)bytes);
        s->r = VK_ERROR_OUT_OF_DEVICE_MEMORY;
    } else {
        /* a first reduce outside the timing (pipelines, descriptor sets, caches) */
        unsigned char res[8] = {0};
        s->r = vkr_reduce_buffer(s->ctx, s->op, s->type, data.buf, 0, bytes ? bytes : 4, s->count, res);
        memcpy(s->result, res, sizeof res);
    }
    gate_arrive_and_wait();
    s->ms = 1e300;
    for (k = 0; ok && s->r == VK_SUCCESS && k < s->repeat; k++) {
        unsigned char res[8] = {0};
        double t1 = now_ms(), dt;
        s->r = vkr_reduce_buffer(s->ctx, s->op, s->type, data.buf, 0, bytes ? bytes : 4, s->count, res);
        dt = now_ms() - t1;
        if (dt < s->ms) s->ms = dt;
        if (memcmp(res, s->result, sizeof res)) s->unstable = 1;
    }
    if (fence) t.vkDestroyFence(info.device, fence, NULL);
    if (pool) t.vkDestroyCommandPool(info.device, pool, NULL);
    dbuf_destroy(&t, info.device, &staging);
    dbuf_destroy(&t, info.device, &data);
    return NULL;
}

static void *reduce_shard(void *arg) {
    shard *s = (shard *)arg;
    int k;
    if (s->resident) return reduce_shard_resident(s);
    s->ms = 1e300;
    for (k = 0; k < s->repeat; k++) {
        unsigned char res[8] = {0};
        double t0 = now_ms(), dt;
        s->r = vkr_reduce(s->ctx, s->op, s->type, s->data, s->count, res);
        dt = now_ms() - t0;
        if (s->r != VK_SUCCESS) break;
        if (dt < s->ms) s->ms = dt;
        if (k > 0 && memcmp(res, s->result, sizeof res)) s->unstable = 1;
        memcpy(s->result, res, sizeof res);
    }
    return NULL;
}

static int parse_op(const char *s, vkr_op *op) {
    static const char *const names[] = {"add", "mul", "min", "max", "and", "or", "xor"};
    int i;
    for (i = 0; i < 7; i++)
        if (!strcmp(s, names[i])) {
            *op = (vkr_op)(VKR_OP_ADD + i);
            return 1;
        }
    return 0;
}
static int parse_type(const char *s, vkr_type *t) {
    static const char *const names[] = {"f32", "f64", "i32", "u32", "i64", "u64"};
    int i;
    for (i = 0; i < 6; i++)
        if (!strcmp(s, names[i])) {
            *t = (vkr_type)(VKR_TYPE_F32 + i);
            return 1;
        }
    return 0;
}

/* The indices (in the loader's order, which vkr_prototype_desc.device takes) and names of the
   Vulkan 1.1 devices with a compute queue. */
static uint32_t list_devices(VkInstance *instance, uint32_t *index, char (*name)[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE],
                             uint32_t cap) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkInstance inst;
    VkPhysicalDevice devs[MAX_CONTEXTS];
    uint32_t n = MAX_CONTEXTS, i, found = 0;
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_1;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    if (vkCreateInstance(&ci, NULL, &inst) != VK_SUCCESS) return 0;
    volkLoadInstanceOnly(inst);
    if (vkEnumeratePhysicalDevices(inst, &n, devs) < 0) n = 0;
    for (i = 0; i < n && found < cap; i++) {
        VkPhysicalDeviceProperties p;
        VkQueueFamilyProperties q[16];
        uint32_t nq = 16, k, compute = 0;
        vkGetPhysicalDeviceProperties(devs[i], &p);
        vkGetPhysicalDeviceQueueFamilyProperties(devs[i], &nq, q);
        for (k = 0; k < nq; k++) compute |= (q[k].queueFlags & VK_QUEUE_COMPUTE_BIT) != 0;
        printf("device %u: %s (Vulkan %u.%u)%s\n", i, p.deviceName, VK_API_VERSION_MAJOR(p.apiVersion),
               VK_API_VERSION_MINOR(p.apiVersion),
               compute && p.apiVersion >= VK_API_VERSION_1_1 ? "" : "  (not used: no Vulkan 1.1 compute)");
        if (!compute || p.apiVersion < VK_API_VERSION_1_1) continue;
        index[found] = i;
        memcpy(name[found], p.deviceName, sizeof name[found]);
        found++;
    }
    *instance = inst; /* kept: volk's functions (--resident) come from it */
    return found;
}

int main(int argc, char **argv) {
    vkr_op op = VKR_OP_ADD;
    vkr_type type = VKR_TYPE_F32;
    uint64_t n = (uint64_t)1 << 24, i, seed = 12345, pos;
    int contexts = 0, repeat = 3, resident = 0, a, k, ndev, rc = 0;
    VkInstance list_instance = VK_NULL_HANDLE;
    uint32_t dev_index[MAX_CONTEXTS];
    char dev_name[MAX_CONTEXTS][VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    shard sh[MAX_CONTEXTS];
    pthread_t th[MAX_CONTEXTS];
    unsigned char *data;
    size_t sz;
    uint64_t result, ref_bits = 0;
    long double ref = 0, ref_abs = 0;
    double t0, t_all, t_combine, bound = 0, worst_b = 0, max_ms = 0;

    for (a = 1; a < argc; a++) {
        const char *v = a + 1 < argc ? argv[a + 1] : NULL;
        if (!strcmp(argv[a], "--op") && v && parse_op(v, &op)) a++;
        else if (!strcmp(argv[a], "--type") && v && parse_type(v, &type)) a++;
        else if (!strcmp(argv[a], "--count") && v) n = strtoull(argv[++a], NULL, 0);
        else if (!strcmp(argv[a], "--contexts") && v) contexts = atoi(argv[++a]);
        else if (!strcmp(argv[a], "--repeat") && v) repeat = atoi(argv[++a]);
        else if (!strcmp(argv[a], "--resident")) resident = 1;
        else {
            fprintf(stderr, "usage: %s [--op add|mul|min|max|and|or|xor] [--type f32|f64|i32|u32|i64|u64] "
                            "[--count N] [--contexts N] [--repeat R] [--resident]\n", argv[0]);
            return 2;
        }
    }
    if (contexts < 0 || contexts > MAX_CONTEXTS || repeat < 1 || n == 0) {
        fprintf(stderr, "--contexts must be 1..%d (0: the default), --repeat >= 1, --count >= 1\n", MAX_CONTEXTS);
        return 2;
    }
    if (is_float(type) && op >= VKR_OP_AND) {
        fprintf(stderr, "%s has no %s (integer types only)\n", vkr_type_name(type), vkr_op_name(op));
        return 2;
    }
    /* volk's loader first, once, on this thread: vk_reduce.h then takes its
       vkGetInstanceProcAddr from volk in every context (no global state written later) */
    if (volkInitialize() != VK_SUCCESS) {
        fprintf(stderr, "no Vulkan loader\n");
        return 1;
    }
    ndev = (int)list_devices(&list_instance, dev_index, dev_name, MAX_CONTEXTS);
    if (ndev == 0) {
        fprintf(stderr, "no Vulkan 1.1 device with a compute queue\n");
        return 1;
    }
    if (!contexts) contexts = ndev > 1 ? ndev : 2; /* one context per device, or 2 on one */

    sz = vkr_type_size(type);
    data = (unsigned char *)malloc((size_t)n * sz + 1);
    if (!data) {
        fprintf(stderr, "out of host memory for %llu elements\n", (unsigned long long)n);
        return 1;
    }
    for (i = 0; i < n; i++) {
        uint64_t b = gen(op, type, &seed, n);
        put_bits(data + i * sz, type, b);
        if (is_float(type)) {
            long double x = to_ld(type, b);
            if (i == 0) ref = x;
            else if (op == VKR_OP_ADD) ref += x;
            else if (op == VKR_OP_MUL) ref *= x;
            ref_abs += fabsl(x);
        }
        ref_bits = i == 0 ? b : (op == VKR_OP_ADD || op == VKR_OP_MUL) && is_float(type)
                                    ? 0 : combine(op, type, ref_bits, b);
    }

    /* contexts, in order: context k runs shard k */
    for (k = 0, pos = 0; k < contexts; k++) {
        vkr_prototype_desc pd;
        vkr_context_info info;
        char choice[16];
        uint64_t count = n / (uint64_t)contexts + ((uint64_t)k < n % (uint64_t)contexts ? 1 : 0);
        VkResult r;
        memset(&pd, 0, sizeof pd);
        snprintf(choice, sizeof choice, "%u", dev_index[k % ndev]);
        pd.device = choice;
        pd.log = print_log;
        pd.log_user_data = (void *)(size_t)k;
        memset(&sh[k], 0, sizeof sh[k]);
        t0 = now_ms();
        r = vkr_create_prototype_context(&pd, &sh[k].ctx);
        if (r != VK_SUCCESS) {
            fprintf(stderr, "context %d: vkr_create_prototype_context failed (%d)\n", k, (int)r);
            return 1;
        }
        if ((r = vkr_supports(sh[k].ctx, op, type)) != VK_SUCCESS) {
            fprintf(stderr, "context %d: %s\n", k, vkr_last_error(sh[k].ctx));
            return 1;
        }
        vkr_prepare(sh[k].ctx, op, type); /* pipelines are otherwise built on first use */
        vkr_get_context_info(sh[k].ctx, &info);
        sh[k].index = k;
        sh[k].op = op;
        sh[k].type = type;
        sh[k].data = data + pos * sz;
        sh[k].count = count;
        sh[k].repeat = repeat;
        sh[k].resident = resident;
        if (is_float(type) && op == VKR_OP_ADD) {
            double b = 0;
            vkr_error_bound(sh[k].ctx, op, type, count, &b);
            if (b > worst_b) worst_b = b;
        }
        printf("context %d: device %s (subgroup size %u), shard [%llu, %llu) = %llu elements, created in %.1f ms\n",
               k, info.device_name, info.subgroup_size, (unsigned long long)pos,
               (unsigned long long)(pos + count), (unsigned long long)count, now_ms() - t0);
        pos += count;
    }

    /* every shard at once, one thread (and one context) each */
    t0 = now_ms();
    for (k = 0; k < contexts; k++)
        if (pthread_create(&th[k], NULL, reduce_shard, &sh[k]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    if (resident) { /* the clock starts once every shard is on its device */
        pthread_mutex_lock(&g_gate_lock);
        while (g_gate_ready < contexts) pthread_cond_wait(&g_gate_cond, &g_gate_lock);
        g_gate_open = 1;
        pthread_cond_broadcast(&g_gate_cond);
        pthread_mutex_unlock(&g_gate_lock);
        t0 = now_ms();
    }
    for (k = 0; k < contexts; k++) pthread_join(th[k], NULL);
    t_all = now_ms() - t0;
    for (k = 0; k < contexts; k++) {
        if (sh[k].r != VK_SUCCESS) {
            fprintf(stderr, "context %d: %s\n", k, sh[k].error[0] ? sh[k].error : vkr_last_error(sh[k].ctx));
            return 1;
        }
        if (sh[k].unstable) {
            fprintf(stderr, "context %d: repeats gave different bits\n", k);
            rc = 1;
        }
        if (sh[k].ms > max_ms) max_ms = sh[k].ms;
        if (resident)
            printf("shard %d: %llu elements, %.3f ms (%.2f GB/s, data on the device; upload %.1f ms)\n", k,
                   (unsigned long long)sh[k].count, sh[k].ms, (double)sh[k].count * (double)sz / (sh[k].ms * 1e6),
                   sh[k].upload_ms);
        else
            printf("shard %d: %llu elements, %.3f ms (%.2f GB/s, upload included)\n", k,
                   (unsigned long long)sh[k].count, sh[k].ms, (double)sh[k].count * (double)sz / (sh[k].ms * 1e6));
    }

    /* the fixed-order combine: context 0, 1, 2, ... whatever order the threads finished in */
    t0 = now_ms();
    result = get_bits(sh[0].result, type);
    for (k = 1; k < contexts; k++) result = combine(op, type, result, get_bits(sh[k].result, type));
    t_combine = now_ms() - t0;
    printf("all shards: %.3f ms wall (%d threads, repeat %d), slowest shard %.3f ms, %.2f GB/s aggregate\n", t_all,
           contexts, repeat, max_ms, (double)n * (double)sz / (max_ms * 1e6));
    printf("combine (%d partials, fixed order): %.6f ms\n", contexts, t_combine);

    {
        char got[64], want[64];
        int ok;
        if (is_float(type)) {
            long double r = to_ld(type, result), err;
            snprintf(got, sizeof got, "%.17Lg", r);
            if (op == VKR_OP_ADD || op == VKR_OP_MUL) {
                long double u = type == VKR_TYPE_F32 ? 5.9604644775390625e-08L : 1.1102230246251565404236316680908203125e-16L, g;
                snprintf(want, sizeof want, "%.17Lg", ref);
                if (op == VKR_OP_ADD) {
                    g = (long double)(contexts - 1) * u / (1 - (long double)(contexts - 1) * u);
                    bound = (double)(worst_b + g * (1 + worst_b));
                    err = fabsl(r - ref);
                    ok = err <= (long double)bound * ref_abs;
                    printf("add: |result - reference| = %.3Lg, bound %.3g * sum|x| = %.3Lg\n", err, bound,
                           (long double)bound * ref_abs);
                } else {
                    long double m = (long double)(n ? n - 1 : 0) * u;
                    bound = (double)(m / (1 - m));
                    err = fabsl(r - ref);
                    ok = err <= (long double)bound * fabsl(ref);
                    printf("mul: |result - reference| = %.3Lg, bound gamma(n-1) * |product| = %.3Lg\n", err,
                           (long double)bound * fabsl(ref));
                }
            } else {
                snprintf(want, sizeof want, "%.17Lg", to_ld(type, ref_bits));
                ok = result == ref_bits;
            }
        } else {
            if (is_signed(type)) {
                snprintf(got, sizeof got, "%lld", (long long)(int64_t)sign_extend(type, result));
                snprintf(want, sizeof want, "%lld", (long long)(int64_t)sign_extend(type, ref_bits));
            } else {
                snprintf(got, sizeof got, "%llu", (unsigned long long)result);
                snprintf(want, sizeof want, "%llu", (unsigned long long)ref_bits);
            }
            ok = result == ref_bits;
        }
        printf("%s %s of %llu elements on %d contexts: %s (bits 0x%0*llx), CPU reference %s: %s\n",
               vkr_op_name(op), vkr_type_name(type), (unsigned long long)n, contexts, got, (int)(2 * sz),
               (unsigned long long)result, want, ok ? "OK" : "WRONG");
        if (!ok) rc = 1;
    }
    for (k = 0; k < contexts; k++) vkr_destroy_context(sh[k].ctx);
    vkDestroyInstance(list_instance, NULL);
    free(data);
    return rc;
}
