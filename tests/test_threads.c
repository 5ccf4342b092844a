/* test_threads.c - several vk_reduce contexts used from several threads at once, one context
   per thread (the header's THREAD SAFETY), on every device the loader offers.
   Defaults: T = 4 threads, N = 24 iterations per thread and mode, R = 8 combine rounds.

   Build (from the repository root; C99 or C++11, POSIX threads, no libvulkan at link time; the
   instance, the devices and the reporting are tests/harness.c's):
       cc  -std=c99 -O2 tests/test_threads.c tests/harness.c -o build/tests/test_threads -pthread -ldl -lm
       c++ -x c++ -std=c++11 -O2 tests/test_threads.c tests/harness.c -o build/tests/test_threads_cxx \
           -pthread -ldl -lm
   Run (tests/run_tests.sh, phase threads: lavapipe at subgroup size 8, plus SwiftShader when
   VK_ICD_FILENAMES lists it):
       test_threads [--threads T] [--iters N] [--rounds R] [--no-validation] [--header PATH]

   For each device (each VkPhysicalDevice the loader offers: lavapipe, SwiftShader, ...):
     engine mode  one VkDevice and ONE VkQueue shared by T threads; each thread creates its own
                  vkr_context on that device, its own command pool, command buffer, fence and
                  buffers, records reduces and scans into its own command buffer, submits to
                  the shared queue under a mutex (Vulkan: a queue is externally synchronized;
                  context creation submits too, so it takes the same mutex) and waits on its
                  own fence, N iterations;
     prototype    T threads, each with its own prototype context (own instance and device, the
                  validation layer on in it), vkr_reduce / vkr_scan of host arrays, N iterations.
     Every op class (thread k runs the cases c with c % T == k % T; all threads together run
     every case, at the same time), each result checked: f32 add within vkr_reduce_error_bound *
     sum|x| (long double reference), scans of f32 add per element within
     vkr_scan_error_bound, integer add / xor / scans exact, float and integer min / max bit
     for bit; 64-bit integers where the context has them (vkr_supports; SwiftShader has none:
     their refusal checked, the cases counted as skipped, not passed).
     The fixed-order combine (what examples/multi_gpu.c does): an array split into T shards by
     a fixed rule, shard k reduced by context k on its own thread, the partials combined on the
     host in order 0, 1, ..., T-1, for f32 add, i64 max, f64 add and f32 mul (64-bit types
     where the context has them); R rounds under different thread schedules (all at once;
     started in reverse order with staggered delays; one at a time in reverse order, i.e.
     serially from different threads; random delays) must give the same partials and the same
     combined bits; the combined result must equal the reference (i64 max) or lie within its
     bound (float add: B * sum|x|, B = max_k b_k + gamma(T - 1) (1 + max_k b_k), b_k shard k's
     vkr_reduce_error_bound; f32 mul: gamma(N - 1) * |product|). Prototype mode runs the rounds twice:
     host arrays (vkr_reduce), then each shard copied into a buffer on its context's device and
     reduced with vkr_reduce (buffer) (the buffer made, vkr_forget_buffer'd and destroyed around
     each call). "combine digest: <mode> <device> ..." lines let run_tests.sh compare the bits
     between runs.
     Mixed devices (when the loader offers two or more): T prototype contexts, context k on
     device k mod D, created concurrently; the combine rounds as above (the cases every
     context supports).
   Validation: VK_LAYER_KHRONOS_validation with synchronization validation on the test's
   instance (engine mode; messages counted by a debug messenger that also sees instance
   creation) and in every prototype context (vkr_context_info.validation_messages and the log
   callback): any validation warning or error fails the run.
   Documentation (--header, default the vk_reduce.h next to this file's directory): the
   header's THREAD SAFETY section must say that one context must not be used from two threads
   at once (not tested: that would be undefined behaviour), that contexts are independent, and
   must name every public function of the interface.
   Ends with "N passed, N failed". */
#include "harness.h" /* sets _POSIX_C_SOURCE (clock_gettime, nanosleep) */

#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 16
#define MAX_N 70001u

/* ------------------------------------------------------------------------------------------ */
/* Reporting, thread-safe: the harness's check() and validation messages, under g_lock         */
/* ------------------------------------------------------------------------------------------ */

/* g_lock: the harness's counters (g_pass, g_fail, g_skip, g_val_msgs) and report lines, g_device
   (the lines' [name]: the harness's g_group points at it) */
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static char g_device[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE] = "-";

static void report_lock(int lock) {
    if (lock) pthread_mutex_lock(&g_lock);
    else pthread_mutex_unlock(&g_lock);
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void sleep_us(unsigned us) {
    struct timespec t;
    t.tv_sec = us / 1000000u;
    t.tv_nsec = (long)(us % 1000000u) * 1000L;
    nanosleep(&t, NULL);
}

static uint64_t rng(uint64_t *s) { /* splitmix64 */
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* prototype contexts: validation messages (counted in the context too, and checked); the
   library's own errors reach the checks through the VkResult and vkr_last_error */
static void log_cb(void *user, const vkr_log_message *m) {
    (void)user;
    if (m->source != VKR_LOG_SOURCE_VALIDATION) return;
    pthread_mutex_lock(&g_lock);
    printf("%s [%s] vk_reduce %s: %.600s\n", m->source == VKR_LOG_SOURCE_VALIDATION ? "VALIDATION" : "LOG", g_device,
           m->severity == VKR_LOG_SEVERITY_ERROR ? "error" : "warning", m->message);
    fflush(stdout);
    pthread_mutex_unlock(&g_lock);
}

/* ------------------------------------------------------------------------------------------ */
/* The cases: every op class, data, CPU reference, check                                       */
/* ------------------------------------------------------------------------------------------ */

typedef struct tcase {
    vkr_op op;
    vkr_type type;
    int scan;              /* 0 reduce, else a vkr_scan_kind */
    const char *name;
} tcase;

static const tcase g_cases[] = {
    {VKR_OP_ADD, VKR_TYPE_F32, 0, "reduce add f32"},
    {VKR_OP_ADD, VKR_TYPE_U32, 0, "reduce add u32"},
    {VKR_OP_XOR, VKR_TYPE_I64, 0, "reduce xor i64"},
    {VKR_OP_ADD, VKR_TYPE_U64, 0, "reduce add u64"},
    {VKR_OP_MIN, VKR_TYPE_F32, 0, "reduce min f32"},
    {VKR_OP_MAX, VKR_TYPE_I32, 0, "reduce max i32"},
    {VKR_OP_ADD, VKR_TYPE_U32, VKR_SCAN_INCLUSIVE, "scan inclusive add u32"},
    {VKR_OP_MAX, VKR_TYPE_F32, VKR_SCAN_EXCLUSIVE, "scan exclusive max f32"},
    {VKR_OP_ADD, VKR_TYPE_F32, VKR_SCAN_INCLUSIVE, "scan inclusive add f32"},
};
#define NCASES (int)(sizeof g_cases / sizeof g_cases[0])

/* Thread k of T runs the cases c with c % T == k % T, in turn (each context builds few
   pipelines: building them is most of the time on the CPU drivers; the threads together run
   every case, all at the same time). */
static const tcase *case_of(int k, int T, int it) {
    int n = 0, c, m = T < NCASES ? T : NCASES;
    for (c = k % m; c < NCASES; c += m) n++;
    return &g_cases[k % m + m * (it % n)];
}

static const uint64_t g_sizes[] = {1, 2, 7, 33, 257, 1000, 4099, 12345, MAX_N};

static int is_f32(vkr_type t) { return t == VKR_TYPE_F32; }
/* tsz, getb, putb: the harness's (element size, element bits of 32- and 64-bit types) */
static float bf(uint64_t b) {
    float f;
    uint32_t w = (uint32_t)b;
    memcpy(&f, &w, 4);
    return f;
}
static uint64_t fb(float f) {
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
}
static double bd(uint64_t b) {
    double d;
    memcpy(&d, &b, 8);
    return d;
}
static uint64_t db(double d) {
    uint64_t b;
    memcpy(&b, &d, 8);
    return b;
}
static uint64_t mask(vkr_type t) { return tsz(t) == 4 ? 0xffffffffull : ~0ull; }

static void gen_case(unsigned char *p, const tcase *c, uint64_t n, uint64_t seed) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        uint64_t r = rng(&seed);
        if (is_f32(c->type)) putb(p, i, c->type, fb((float)(r >> 40) * (1.0f / 8388608.0f) - 1.0f)); /* [-1, 1) */
        else putb(p, i, c->type, r & mask(c->type));
    }
}

/* a < b for min / max (no NaN in the data; -0 < +0) */
static int lt(vkr_type t, uint64_t a, uint64_t b) {
    if (is_f32(t)) {
        float x = bf(a), y = bf(b);
        if (x == y) return signbit(x) && !signbit(y);
        return x < y;
    }
    if (t == VKR_TYPE_I32) return (int32_t)(uint32_t)a < (int32_t)(uint32_t)b;
    if (t == VKR_TYPE_I64) return (int64_t)a < (int64_t)b;
    return a < b;
}

static uint64_t identity(const tcase *c) {
    if (c->op == VKR_OP_MAX) return is_f32(c->type) ? fb(-INFINITY) : c->type == VKR_TYPE_I32 ? 0x80000000ull : 0;
    if (c->op == VKR_OP_MIN) return is_f32(c->type) ? fb(INFINITY) : c->type == VKR_TYPE_I32 ? 0x7fffffffull : mask(c->type);
    return 0; /* add, xor (f32 add: +0.0) */
}

/* exact combine for integers and min/max */
static uint64_t step(const tcase *c, uint64_t a, uint64_t b) {
    switch (c->op) {
    case VKR_OP_ADD: return (a + b) & mask(c->type);
    case VKR_OP_XOR: return a ^ b;
    case VKR_OP_MIN: return lt(c->type, b, a) ? b : a;
    case VKR_OP_MAX: return lt(c->type, a, b) ? b : a;
    default: return 0;
    }
}

/* Checks out (one result, or n scan outputs) against the data in. */
static int check_result(vkr_context ctx, const tcase *c, const unsigned char *in, const unsigned char *out, uint64_t n,
                        const char *who) {
    uint64_t i, acc = identity(c);
    long double s = 0, sabs = 0;
    double b = 0;
    if (is_f32(c->type) && c->op == VKR_OP_ADD) {
        VkResult r = c->scan ? t_scan_error_bound(ctx, c->op, c->type, n, &b) : t_error_bound(ctx, c->op, c->type, VKR_TYPE_NONE, n, &b);
        if (!check(r == VK_SUCCESS, "%s: %s n=%llu: error bound: %d %s", who, c->name, (unsigned long long)n, (int)r,
                   vkr_last_error(ctx)))
            return 0;
    }
    for (i = 0; i < n; i++) {
        uint64_t x = getb(in, i, c->type);
        if (c->scan == VKR_SCAN_EXCLUSIVE) {
            if (getb(out, i, c->type) != acc)
                return check(0, "%s: %s n=%llu: out[%llu] = 0x%llx, want 0x%llx", who, c->name, (unsigned long long)n,
                             (unsigned long long)i, (unsigned long long)getb(out, i, c->type), (unsigned long long)acc);
        }
        if (is_f32(c->type) && c->op == VKR_OP_ADD) {
            s += bf(x);
            sabs += fabsl((long double)bf(x));
            if (c->scan) {
                long double e = fabsl((long double)bf(getb(out, i, c->type)) - s);
                if (!(e <= (long double)b * sabs))
                    return check(0, "%s: %s n=%llu: out[%llu] = %.9g, reference %.12Lg, |error| %.3Lg > bound %.3g * %.6Lg",
                                 who, c->name, (unsigned long long)n, (unsigned long long)i, (double)bf(getb(out, i, c->type)),
                                 s, e, b, sabs);
            }
        } else {
            acc = step(c, acc, x);
        }
        if (c->scan == VKR_SCAN_INCLUSIVE && !(is_f32(c->type) && c->op == VKR_OP_ADD) && getb(out, i, c->type) != acc)
            return check(0, "%s: %s n=%llu: out[%llu] = 0x%llx, want 0x%llx", who, c->name, (unsigned long long)n,
                         (unsigned long long)i, (unsigned long long)getb(out, i, c->type), (unsigned long long)acc);
    }
    if (!c->scan) {
        uint64_t got = getb(out, 0, c->type);
        if (is_f32(c->type) && c->op == VKR_OP_ADD) {
            long double e = fabsl((long double)bf(got) - s);
            return check(e <= (long double)b * sabs, "%s: %s n=%llu: %.9g, reference %.12Lg, |error| %.3Lg > bound %.3g * %.6Lg",
                         who, c->name, (unsigned long long)n, (double)bf(got), s, e, b, sabs);
        }
        return check(got == acc, "%s: %s n=%llu: 0x%llx, want 0x%llx", who, c->name, (unsigned long long)n,
                     (unsigned long long)got, (unsigned long long)acc);
    }
    return check(1, "");
}

/* ------------------------------------------------------------------------------------------ */
/* The fixed-order combine: shards, schedules, digests                                          */
/* ------------------------------------------------------------------------------------------ */

#define COMBINE_N 200003u
/* an engine worker's buffers: the largest case, or a whole combine array of 8-byte elements (T = 1) */
#define EBUF_BYTES ((VkDeviceSize)(COMBINE_N > MAX_N ? COMBINE_N : MAX_N) * 8)

/* The combine's cases: f32 add (its digest is compared between runs), i64 max (exact: the
   example's --op max --type i64 run), f64 add (the bound at u = 2^-53) and f32 mul (the
   product's relative bound). 64-bit types only where the context has them. */
static const tcase g_ccases[] = {
    {VKR_OP_ADD, VKR_TYPE_F32, 0, "combine add f32"},
    {VKR_OP_MAX, VKR_TYPE_I64, 0, "combine max i64"},
    {VKR_OP_ADD, VKR_TYPE_F64, 0, "combine add f64"},
    {VKR_OP_MUL, VKR_TYPE_F32, 0, "combine mul f32"},
};
#define NCCASES (int)(sizeof g_ccases / sizeof g_ccases[0])

static unsigned char *g_cdata[NCCASES];    /* COMBINE_N elements per case, fixed */
static long double g_cref[NCCASES], g_cabs[NCCASES]; /* floats: the sum (mul: product), sum|x| */
static uint64_t g_cexact[NCCASES];         /* integers: the result's bits */

/* Shard k of T: COMBINE_N / T elements, one more for the first COMBINE_N % T (the example's rule). */
static void shard_range(int k, int T, uint64_t *first, uint64_t *count) {
    uint64_t base = COMBINE_N / (uint64_t)T, extra = COMBINE_N % (uint64_t)T, kk = (uint64_t)k;
    *first = kk * base + (kk < extra ? kk : extra);
    *count = base + (kk < extra ? 1 : 0);
}

enum { SCHED_ALL, SCHED_STAGGER_REVERSE, SCHED_SERIAL_REVERSE, SCHED_RANDOM, SCHED_COUNT };
static const char *const g_sched_name[SCHED_COUNT] = {"all at once", "reverse, staggered", "serial, reverse",
                                                      "random delays"};

/* ------------------------------------------------------------------------------------------ */
/* Engine mode: one VkDevice and one VkQueue, a context, pool, command buffer per thread        */
/* ------------------------------------------------------------------------------------------ */

/* the instance is the harness's g_inst */
typedef struct edev {
    tdev td;                    /* the harness's device: phys, dev, table t, family, queue, mem */
    uint32_t features, api;     /* what the contexts declare, their api_version */
    pthread_mutex_t queue_lock; /* the queue is externally synchronized */
    VkPipelineCache cache;      /* shared by the threads' contexts (internally synchronized) */
} edev;

typedef struct ebuf {
    VkBuffer buf;
    VkDeviceMemory mem;
    unsigned char *map;
    VkDeviceSize size;
} ebuf;

typedef struct eworker {
    edev *d;
    int index, iters, T;
    vkr_context ctx;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
    ebuf in, out;
    unsigned char *host;  /* the data, for the reference */
} eworker;

/* The harness's device (every feature the library can use, where the device has it; its own
   command pool, buffer and fence go unused), a mutex for its queue and a pipeline cache. The
   contexts declare the features they always did: 64-bit types, subgroup extended types and size
   control, push descriptors. */
static int create_edev(edev *d, VkPhysicalDevice phys) {
    VkPhysicalDeviceProperties props;
    memset(d, 0, sizeof *d);
    vkGetPhysicalDeviceProperties(phys, &props);
    d->api = props.apiVersion < VK_API_VERSION_1_3 ? props.apiVersion : VK_API_VERSION_1_3;
    if (!create_device(&d->td, phys, 2)) return 0;
    d->features = d->td.vkr_features & (uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64 |
                                                  VKR_FEATURE_SUBGROUP_EXTENDED_TYPES |
                                                  VKR_FEATURE_SUBGROUP_SIZE_CONTROL | VKR_FEATURE_PUSH_DESCRIPTOR);
    pthread_mutex_init(&d->queue_lock, NULL);
    {
        VkPipelineCacheCreateInfo pc;
        memset(&pc, 0, sizeof pc);
        pc.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
        if (!check(d->td.t.vkCreatePipelineCache(d->td.dev, &pc, NULL, &d->cache) == VK_SUCCESS,
                   "vkCreatePipelineCache"))
            return 0;
    }
    return 1;
}

static int ebuf_create(edev *d, VkDeviceSize size, ebuf *b) {
    VkBufferCreateInfo bci;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo mai;
    VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    uint32_t i;
    void *p = NULL;
    memset(b, 0, sizeof *b);
    memset(&bci, 0, sizeof bci);
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = size;
    bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    if (d->td.t.vkCreateBuffer(d->td.dev, &bci, NULL, &b->buf) != VK_SUCCESS) return 0;
    d->td.t.vkGetBufferMemoryRequirements(d->td.dev, b->buf, &req);
    memset(&mai, 0, sizeof mai);
    mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = UINT32_MAX;
    for (i = 0; i < d->td.mem.memoryTypeCount && mai.memoryTypeIndex == UINT32_MAX; i++)
        if ((req.memoryTypeBits & (1u << i)) && (d->td.mem.memoryTypes[i].propertyFlags & want) == want)
            mai.memoryTypeIndex = i;
    if (mai.memoryTypeIndex == UINT32_MAX || d->td.t.vkAllocateMemory(d->td.dev, &mai, NULL, &b->mem) != VK_SUCCESS ||
        d->td.t.vkBindBufferMemory(d->td.dev, b->buf, b->mem, 0) != VK_SUCCESS ||
        d->td.t.vkMapMemory(d->td.dev, b->mem, 0, VK_WHOLE_SIZE, 0, &p) != VK_SUCCESS)
        return 0;
    b->map = (unsigned char *)p;
    b->size = size;
    return 1;
}

static void ebuf_destroy(edev *d, ebuf *b) {
    if (b->buf) d->td.t.vkDestroyBuffer(d->td.dev, b->buf, NULL);
    if (b->mem) d->td.t.vkFreeMemory(d->td.dev, b->mem, NULL);
    memset(b, 0, sizeof *b);
}

static void barrier(edev *d, VkCommandBuffer cmd, VkPipelineStageFlags src, VkAccessFlags sa, VkPipelineStageFlags dst,
                    VkAccessFlags da) {
    VkMemoryBarrier mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = sa;
    mb.dstAccessMask = da;
    d->td.t.vkCmdPipelineBarrier(cmd, src, dst, 0, 1, &mb, 0, NULL, 0, NULL);
}

/* Records one reduce or scan of n elements of in into out (with the documented barriers),
   submits it to the shared queue under its mutex and waits on this thread's fence. */
static int eworker_run(eworker *w, const tcase *c, uint64_t n) {
    edev *d = w->d;
    VkCommandBufferBeginInfo bi;
    VkSubmitInfo si;
    VkResult r;
    size_t sz = tsz(c->type);
    d->td.t.vkResetCommandPool(d->td.dev, w->pool, 0);
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    d->td.t.vkBeginCommandBuffer(w->cmd, &bi);
    /* the previous submission's dispatches (reads of in, writes of out) before this one's */
    barrier(d, w->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT,
            VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    if (c->scan) {
        vkr_scan_desc sd;
        memset(&sd, 0, sizeof sd);
        sd.op = c->op;
        sd.type = c->type;
        sd.kind = (vkr_scan_kind)c->scan;
        sd.count = n;
        sd.input.buffer = w->in.buf;
        sd.input.size = w->in.size;
        sd.output.buffer = w->out.buf;
        sd.output.size = w->out.size;
        r = vkr_cmd_scan(w->ctx, w->cmd, &sd);
    } else {
        vkr_reduce_desc rd;
        memset(&rd, 0, sizeof rd);
        rd.op = c->op;
        rd.type = c->type;
        rd.count = n;
        rd.input.buffer = w->in.buf;
        rd.input.size = w->in.size;
        rd.output.buffer = w->out.buf;
        rd.output.size = w->out.size;
        r = vkr_cmd_reduce(w->ctx, w->cmd, &rd);
    }
    barrier(d, w->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
            VK_ACCESS_HOST_READ_BIT);
    d->td.t.vkEndCommandBuffer(w->cmd);
    if (!check(r == VK_SUCCESS, "engine thread %d: %s n=%llu: %d %s", w->index, c->name, (unsigned long long)n, (int)r,
               vkr_last_error(w->ctx)))
        return 0;
    (void)sz;
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &w->cmd;
    pthread_mutex_lock(&d->queue_lock);
    r = d->td.t.vkQueueSubmit(d->td.queue, 1, &si, w->fence);
    pthread_mutex_unlock(&d->queue_lock);
    if (!check(r == VK_SUCCESS, "engine thread %d: vkQueueSubmit: %d", w->index, (int)r)) return 0;
    r = d->td.t.vkWaitForFences(d->td.dev, 1, &w->fence, VK_TRUE, UINT64_MAX);
    d->td.t.vkResetFences(d->td.dev, 1, &w->fence);
    return check(r == VK_SUCCESS, "engine thread %d: vkWaitForFences: %d", w->index, (int)r);
}

/* 64-bit types only where the context has them (SwiftShader has none): skipped, counted as
   skipped (not passed), and the refusal must be the documented one */
static int runnable(vkr_context ctx, const tcase *c, const char *who) {
    VkResult r = t_supports(ctx, c->op, c->type, VKR_TYPE_NONE);
    if (r == VK_SUCCESS) return 1;
    check(r == VK_ERROR_FEATURE_NOT_PRESENT && (c->type == VKR_TYPE_I64 || c->type == VKR_TYPE_U64 || c->type == VKR_TYPE_F64),
          "%s: vkr_supports(%s) = %d: %s", who, c->name, (int)r, vkr_last_error(ctx));
    pthread_mutex_lock(&g_lock);
    g_skip++; /* the total is printed at the end */
    pthread_mutex_unlock(&g_lock);
    return 0;
}

static void *eworker_main(void *arg) {
    eworker *w = (eworker *)arg;
    edev *d = w->d;
    vkr_context_desc cd;
    VkCommandPoolCreateInfo pci;
    VkCommandBufferAllocateInfo cai;
    VkFenceCreateInfo fci;
    VkResult r;
    int it;
    uint64_t seed = 0x7157 + (uint64_t)w->index * 1000003u;
    char who[64];
    snprintf(who, sizeof who, "engine thread %d", w->index);
    memset(&cd, 0, sizeof cd);
    cd.instance = g_inst;
    cd.physical_device = d->td.phys;
    cd.device = d->td.dev;
    cd.queue_family_index = d->td.family;
    cd.queue = d->td.queue;
    cd.api_version = d->api;
    cd.enabled_features = d->features | VKR_FEATURE_DEBUG_UTILS;
    cd.pipeline_cache = d->cache; /* one cache, used by every thread's context at once */
    /* creation submits to the queue (scratch zeroing, the probe): under the queue's mutex */
    pthread_mutex_lock(&d->queue_lock);
    r = vkr_create_context(&cd, &w->ctx);
    pthread_mutex_unlock(&d->queue_lock);
    if (!check(r == VK_SUCCESS, "%s: vkr_create_context: %d", who, (int)r)) return NULL;
    memset(&pci, 0, sizeof pci);
    pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pci.queueFamilyIndex = d->td.family;
    memset(&fci, 0, sizeof fci);
    fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    if (!check(d->td.t.vkCreateCommandPool(d->td.dev, &pci, NULL, &w->pool) == VK_SUCCESS, "%s: vkCreateCommandPool", who))
        return NULL;
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = w->pool;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    if (!check(d->td.t.vkAllocateCommandBuffers(d->td.dev, &cai, &w->cmd) == VK_SUCCESS &&
                   d->td.t.vkCreateFence(d->td.dev, &fci, NULL, &w->fence) == VK_SUCCESS &&
                   ebuf_create(d, EBUF_BYTES, &w->in) && ebuf_create(d, EBUF_BYTES, &w->out),
               "%s: command buffer, fence or buffers", who))
        return NULL;
    for (it = 0; it < w->iters; it++) {
        const tcase *c = case_of(w->index, w->T, it);
        uint64_t n = g_sizes[rng(&seed) % (sizeof g_sizes / sizeof g_sizes[0])];
        if (!runnable(w->ctx, c, who)) continue;
        gen_case(w->in.map, c, n, rng(&seed));
        memset(w->out.map, 0xcd, (size_t)(n * tsz(c->type)));
        if (eworker_run(w, c, n)) check_result(w->ctx, c, w->in.map, w->out.map, n, who);
    }
    return NULL;
}

/* ------------------------------------------------------------------------------------------ */
/* Prototype mode: a prototype context per thread (own instance and device)                    */
/* ------------------------------------------------------------------------------------------ */

typedef struct pworker {
    int index, iters, T;
    unsigned device_index;
    vkr_context ctx;
} pworker;

static void *pworker_main(void *arg) {
    pworker *w = (pworker *)arg;
    vkr_prototype_desc pd;
    char choice[16], who[64];
    unsigned char *in = (unsigned char *)malloc(MAX_N * 8), *out = (unsigned char *)malloc(MAX_N * 8);
    uint64_t seed = 0x9e37 + (uint64_t)w->index * 7919u;
    VkResult r;
    int it;
    snprintf(who, sizeof who, "prototype thread %d", w->index);
    snprintf(choice, sizeof choice, "%u", w->device_index);
    memset(&pd, 0, sizeof pd);
    pd.device = choice;
    pd.validation = g_validation ? VK_TRUE : VK_FALSE;
    pd.log = log_cb;
    /* created on this thread, concurrently with the other threads' */
    r = vkr_create_prototype_context(&pd, &w->ctx);
    if (!check(in && out && r == VK_SUCCESS, "%s: vkr_create_prototype_context: %d", who, (int)r)) {
        free(in);
        free(out);
        return NULL;
    }
    for (it = 0; it < w->iters; it++) {
        const tcase *c = case_of(w->index, w->T, it);
        uint64_t n = g_sizes[rng(&seed) % (sizeof g_sizes / sizeof g_sizes[0])];
        if (!runnable(w->ctx, c, who)) continue;
        gen_case(in, c, n, rng(&seed));
        memset(out, 0xcd, (size_t)(n * tsz(c->type)));
        r = c->scan ? t_scan(w->ctx, c->op, c->type, (vkr_scan_kind)c->scan, in, n, NULL, out)
                    : t_reduce(w->ctx, c->op, c->type, VKR_TYPE_NONE, in, NULL, n, 0, out);
        if (check(r == VK_SUCCESS, "%s: %s n=%llu: %d %s", who, c->name, (unsigned long long)n, (int)r,
                  vkr_last_error(w->ctx)))
            check_result(w->ctx, c, in, out, n, who);
    }
    free(in);
    free(out);
    return NULL;
}

/* Every prototype context: no validation message, then destroyed. */
static void end_pworkers(pworker *pw, int T) {
    int k;
    for (k = 0; k < T; k++) {
        if (pw[k].ctx) {
            vkr_context_info info;
            vkr_get_context_info(pw[k].ctx, &info);
            check(info.validation_messages == 0, "prototype thread %d: %llu validation messages", k,
                  (unsigned long long)info.validation_messages);
        }
        vkr_destroy_context(pw[k].ctx);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Combine rounds, shared by both modes                                                        */
/* ------------------------------------------------------------------------------------------ */

/* One shard of a combine round: shard `index` of T, on the worker's context, on its own thread. */
typedef struct sjob {
    int index, T, c;       /* c: the case, g_ccases[c] */
    eworker *ew;           /* engine mode, or */
    pworker *pw;           /* prototype mode */
    int in_buffer;         /* prototype mode: the shard in a buffer, vkr_reduce (buffer) */
    unsigned delay_us;     /* the schedule: wait this long before starting */
    uint64_t partial;      /* the shard's result (bits) */
} sjob;

/* The shard copied into a buffer on the prototype context's own device and reduced with
   vkr_reduce of that buffer, as for data that lives on the GPU. The buffer is made and destroyed around
   each call (a new handle may equal a destroyed one), so vkr_forget_buffer must drop any cached
   descriptor set that names it. */
static VkResult reduce_in_buffer(vkr_context ctx, const tcase *c, const unsigned char *shard, uint64_t count,
                                 unsigned char *r) {
    vkr_context_info info;
    edev d;
    ebuf b;
    VkResult res = VK_ERROR_OUT_OF_DEVICE_MEMORY;
    vkr_get_context_info(ctx, &info);
    memset(&d, 0, sizeof d);
    d.td.phys = info.physical_device;
    d.td.dev = info.device;
    volkLoadDeviceTable(&d.td.t, info.device);
    vkGetPhysicalDeviceMemoryProperties(info.physical_device, &d.td.mem);
    if (ebuf_create(&d, count * tsz(c->type), &b)) {
        memcpy(b.map, shard, (size_t)(count * tsz(c->type)));
        res = t_reduce_buffer(ctx, c->op, c->type, b.buf, 0, b.size, count, r);
        if (vkr_forget_buffer(ctx, b.buf) != VK_SUCCESS && res == VK_SUCCESS) res = VK_ERROR_UNKNOWN;
    }
    ebuf_destroy(&d, &b);
    return res;
}

static void *sjob_main(void *arg) {
    sjob *j = (sjob *)arg;
    const tcase *c = &g_ccases[j->c];
    const unsigned char *shard;
    uint64_t first, count;
    if (j->delay_us) sleep_us(j->delay_us);
    shard_range(j->index, j->T, &first, &count);
    shard = g_cdata[j->c] + first * tsz(c->type);
    j->partial = ~0ull;
    if (j->ew) {
        memcpy(j->ew->in.map, shard, (size_t)(count * tsz(c->type)));
        if (eworker_run(j->ew, c, count)) j->partial = getb(j->ew->out.map, 0, c->type);
    } else {
        unsigned char r[8];
        VkResult res = j->in_buffer ? reduce_in_buffer(j->pw->ctx, c, shard, count, r)
                                    : t_reduce(j->pw->ctx, c->op, c->type, VKR_TYPE_NONE, shard, NULL, count, 0, r);
        if (check(res == VK_SUCCESS, "prototype thread %d: %s shard%s: %d %s", j->index, c->name,
                  j->in_buffer ? " (vkr_reduce (buffer))" : "", (int)res, vkr_last_error(j->pw->ctx)))
            j->partial = getb(r, 0, c->type);
    }
    return NULL;
}

/* a op b as the fixed-order combine computes it: float add / mul rounded once in the type, the
   rest exact */
static uint64_t cstep(const tcase *c, uint64_t a, uint64_t b) {
    if (c->type == VKR_TYPE_F32 && c->op == VKR_OP_ADD) return fb(bf(a) + bf(b));
    if (c->type == VKR_TYPE_F32 && c->op == VKR_OP_MUL) return fb(bf(a) * bf(b));
    if (c->type == VKR_TYPE_F64 && c->op == VKR_OP_ADD) return db(bd(a) + bd(b));
    return step(c, a, b);
}

/* Per case: R rounds of "every shard on its own thread" under the schedules, the partials
   combined in order 0..T-1; the partials and the combined bits must stay the same; round 0's
   result within the bound of the reference (float add: B * sum|x|, B = max_k b_k + gamma(T - 1)
   (1 + max_k b_k); float mul: gamma(N - 1) * |product|, N - 1 roundings wherever they happen)
   or equal to it (integers). */
static void combine_rounds(const char *mode, int T, int R, sjob *jobs, vkr_context *ctxs) {
    uint64_t first_partials[MAX_THREADS], first_bits = 0;
    int round, k, ci, order[MAX_THREADS];
    uint64_t seed = 0xc0b1;
    for (ci = 0; ci < NCCASES; ci++) {
        const tcase *c = &g_ccases[ci];
        const int digits = (int)(2 * tsz(c->type));
        for (k = 0; k < T && runnable(ctxs[k], c, mode); k++) {} /* every context (mixed devices) */
        if (k < T) continue;
        for (k = 0; k < T; k++) jobs[k].c = ci;
        for (round = 0; round < R; round++) {
            int sched = round % SCHED_COUNT;
            pthread_t th[MAX_THREADS];
            uint64_t acc;
            for (k = 0; k < T; k++) {
                order[k] = sched == SCHED_ALL ? k : T - 1 - k;
                jobs[k].delay_us = sched == SCHED_STAGGER_REVERSE ? (unsigned)(T - 1 - k) * 2000u
                            : sched == SCHED_RANDOM        ? (unsigned)(rng(&seed) % 5000u)
                                                           : 0u;
            }
            for (k = 0; k < T; k++) {
                int j = order[k];
                if (!check(pthread_create(&th[j], NULL, sjob_main, &jobs[j]) == 0, "pthread_create")) return;
                if (sched == SCHED_SERIAL_REVERSE) pthread_join(th[j], NULL); /* one at a time */
            }
            if (sched != SCHED_SERIAL_REVERSE)
                for (k = 0; k < T; k++) pthread_join(th[k], NULL);
            /* the fixed order: 0, 1, ..., T-1, in the element type */
            acc = jobs[0].partial;
            for (k = 1; k < T; k++) acc = cstep(c, acc, jobs[k].partial);
            if (round == 0) {
                const double u = c->type == VKR_TYPE_F32 ? 5.9604644775390625e-08 : 1.1102230246251565e-16;
                double b, worst = 0, m;
                long double got = c->type == VKR_TYPE_F32 ? (long double)bf(acc) : (long double)bd(acc), e;
                for (k = 0; k < T; k++) {
                    uint64_t f0, cnt;
                    shard_range(k, T, &f0, &cnt);
                    b = 0;
                    if (c->op == VKR_OP_ADD) t_error_bound(ctxs[k], c->op, c->type, VKR_TYPE_NONE, cnt, &b);
                    if (b > worst) worst = b;
                    first_partials[k] = jobs[k].partial;
                }
                first_bits = acc;
                if (c->type == VKR_TYPE_I64) {
                    check(acc == g_cexact[ci], "%s: %s of %d shards: 0x%016llx, reference 0x%016llx", mode, c->name, T,
                          (unsigned long long)acc, (unsigned long long)g_cexact[ci]);
                } else if (c->op == VKR_OP_ADD) {
                    m = (double)(T - 1) * u;
                    b = worst + m / (1 - m) * (1 + worst);
                    e = fabsl(got - g_cref[ci]);
                    check(e <= (long double)b * g_cabs[ci], "%s: %s of %d shards: %.17Lg, reference %.17Lg, |error| %.3Lg > %.3g * %.6Lg",
                          mode, c->name, T, got, g_cref[ci], e, b, g_cabs[ci]);
                } else { /* mul */
                    m = (double)(COMBINE_N - 1) * u;
                    b = m / (1 - m);
                    e = fabsl(got - g_cref[ci]);
                    check(e <= (long double)b * fabsl(g_cref[ci]),
                          "%s: %s of %d shards: %.17Lg, reference %.17Lg, |error| %.3Lg > %.3g * |product|", mode, c->name, T, got,
                          g_cref[ci], e, b);
                }
                pthread_mutex_lock(&g_lock);
                if (ci == 0) /* f32 add: the line as it has always been */
                    printf("combine digest: %s %s T=%d 0x%08llx (%.9g)\n", mode, g_device, T, (unsigned long long)acc, (double)bf(acc));
                else
                    printf("combine digest: %s %s T=%d %s 0x%0*llx\n", mode, g_device, T, c->name + 8, digits, (unsigned long long)acc);
                pthread_mutex_unlock(&g_lock);
            } else {
                for (k = 0; k < T; k++)
                    check(jobs[k].partial == first_partials[k], "%s: %s round %d (%s): shard %d partial 0x%0*llx, round 0 0x%0*llx",
                          mode, c->name, round, g_sched_name[sched], k, digits, (unsigned long long)jobs[k].partial, digits,
                          (unsigned long long)first_partials[k]);
                check(acc == first_bits, "%s: %s round %d (%s): combined 0x%0*llx, round 0 0x%0*llx", mode, c->name, round,
                      g_sched_name[sched], digits, (unsigned long long)acc, digits, (unsigned long long)first_bits);
            }
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* The header's THREAD SAFETY section                                                          */
/* ------------------------------------------------------------------------------------------ */

static int word_in(const char *text, const char *word) {
    size_t n = strlen(word);
    const char *p = text;
    while ((p = strstr(p, word)) != NULL) {
        char before = p == text ? ' ' : p[-1], after = p[n];
        if (!(before == '_' || (before >= 'a' && before <= 'z') || (before >= '0' && before <= '9')) &&
            !(after == '_' || (after >= 'a' && after <= 'z') || (after >= '0' && after <= '9')))
            return 1;
        p += n;
    }
    return 0;
}

static void check_header(const char *path) {
    FILE *f = fopen(path, "rb");
    char *text, *ts, *ts_end, *api, *api_end, *line;
    long len;
    int functions = 0, named = 0;
    if (!check(f != NULL, "doc: cannot open %s (--header PATH)", path)) return;
    fseek(f, 0, SEEK_END);
    len = ftell(f);
    fseek(f, 0, SEEK_SET);
    text = (char *)malloc((size_t)len + 1);
    if (!text || fread(text, 1, (size_t)len, f) != (size_t)len) {
        check(0, "doc: cannot read %s", path);
        fclose(f);
        free(text);
        return;
    }
    fclose(f);
    text[len] = 0;
    ts = strstr(text, "\n   THREAD SAFETY\n");
    ts_end = ts ? strstr(ts + 1, "\n   ERRORS\n") : NULL;
    api = strstr(text, "1. PUBLIC API");
    api_end = api ? strstr(api, "#ifdef __cplusplus\n}") : NULL;
    if (!check(ts && ts_end && api && api_end, "doc: %s: THREAD SAFETY section or public API not found", path)) {
        free(text);
        return;
    }
    *ts_end = 0;
    *api_end = 0;
    { /* the section's text with each run of spaces and line breaks as one space */
        char *src = ts, *dst = ts;
        for (; *src; src++)
            if (!(*src == ' ' || *src == '\n') || (dst > ts && dst[-1] != ' ')) *dst++ = *src == '\n' ? ' ' : *src;
        *dst = 0;
    }
    /* one context from two threads: documented as not allowed (not tested: undefined behaviour) */
    check(strstr(ts, "externally synchronized") && strstr(ts, "do not call two functions on the same context") &&
              strstr(ts, "from two threads at once"),
          "doc: THREAD SAFETY does not say one context must not be used from two threads at once");
    check(strstr(ts, "Different contexts are independent") != NULL, "doc: THREAD SAFETY does not say contexts are independent");
    check(strstr(ts, "no global mutable state") != NULL, "doc: THREAD SAFETY does not say there is no global mutable state");
    check(strstr(ts, "share") && strstr(ts, "queue"), "doc: THREAD SAFETY does not say what contexts sharing a queue must do");
    /* every public function of the interface is named in it */
    for (line = api; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        const char *p, *q;
        char name[96];
        if (!((*line >= 'A' && *line <= 'Z') || (*line >= 'a' && *line <= 'z'))) continue;
        if (!strncmp(line, "typedef", 7) || !strncmp(line, "static", 6)) continue;
        for (p = line; *p && *p != '\n' && *p != '('; p++) {}
        if (*p != '(') continue;
        for (q = p; q > line && (q[-1] == '_' || (q[-1] >= 'a' && q[-1] <= 'z') || (q[-1] >= '0' && q[-1] <= '9')); q--) {}
        if (p - q < 5 || strncmp(q, "vkr_", 4) || (size_t)(p - q) >= sizeof name) continue;
        memcpy(name, q, (size_t)(p - q));
        name[p - q] = 0;
        functions++;
        if (check(word_in(ts, name), "doc: THREAD SAFETY does not name %s", name)) named++;
    }
    check(functions >= 25, "doc: only %d public functions found in %s (parser out of date?)", functions, path);
    printf("doc: THREAD SAFETY names %d of %d public functions\n", named, functions);
    free(text);
}

/* ------------------------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    int T = 4, iters = 24, R = 8, a, k;
    const char *header = NULL;
    char default_header[1024];
    VkPhysicalDevice devs[8];
    uint32_t ndev = 8, di, usable[8], nusable = 0; /* usable: the Vulkan 1.1 devices */
    uint64_t seed = 0x5eed;
    double t0 = now_ms();
    for (a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--threads") && a + 1 < argc) T = atoi(argv[++a]);
        else if (!strcmp(argv[a], "--iters") && a + 1 < argc) iters = atoi(argv[++a]);
        else if (!strcmp(argv[a], "--rounds") && a + 1 < argc) R = atoi(argv[++a]);
        else if (!strcmp(argv[a], "--header") && a + 1 < argc) header = argv[++a];
        else if (!strcmp(argv[a], "--no-validation")) g_opt.no_validation = 1;
        else {
            fprintf(stderr, "usage: %s [--threads T] [--iters N] [--rounds R] [--no-validation] [--header PATH]\n", argv[0]);
            return 2;
        }
    }
    if (T < 1 || T > MAX_THREADS) T = 4;
    if (!header) { /* tests/test_threads.c -> vk_reduce.h */
        const char *slash = strrchr(__FILE__, '/');
        size_t dir = slash ? (size_t)(slash - __FILE__) : 0;
        snprintf(default_header, sizeof default_header, "%.*s%svk_reduce.h", (int)dir, __FILE__, dir ? "/../" : "../");
        header = default_header;
    }
    printf("test_threads: %d threads, %d iterations each, %d combine rounds, validation %s\n", T, iters, R,
           !g_opt.no_validation ? "on (synchronization)" : "OFF");
    g_group = g_device;
    g_report_lock = report_lock;
    check_header(header);

    for (k = 0; k < NCCASES; k++) { /* the combine's arrays (add f32 first: its data as before) */
        const tcase *c = &g_ccases[k];
        if (!(g_cdata[k] = (unsigned char *)malloc(COMBINE_N * 8))) return 1;
        g_cref[k] = c->op == VKR_OP_MUL ? 1 : 0;
        for (di = 0; di < COMBINE_N; di++) {
            uint64_t r = rng(&seed), b = r;
            long double x = 0;
            if (c->type == VKR_TYPE_F32) { /* [-1, 1); for mul near 1, so that the product stays finite */
                float f = (float)(r >> 40) * (1.0f / 8388608.0f) - 1.0f;
                if (c->op == VKR_OP_MUL) f = 1.0f + f / 1024.0f;
                b = fb(f);
                x = f;
            } else if (c->type == VKR_TYPE_F64) {
                b = db((double)(r >> 11) * (1.0 / 4503599627370496.0) - 1.0);
                x = bd(b);
            }
            putb(g_cdata[k], di, c->type, b);
            if (c->type == VKR_TYPE_I64) {
                g_cexact[k] = di ? step(c, g_cexact[k], b) : b;
            } else if (c->op == VKR_OP_MUL) {
                g_cref[k] *= x;
            } else {
                g_cref[k] += x;
                g_cabs[k] += fabsl(x);
            }
        }
    }
    /* volk (and so the library's loader) first, on this thread, before any thread starts */
    if (!check(volkInitialize() == VK_SUCCESS, "volkInitialize: no Vulkan loader") ||
        !create_instance_for("vk_reduce test_threads", NULL, 1))
        goto done;
    if (!check(vkEnumeratePhysicalDevices(g_inst, &ndev, devs) >= 0 && ndev > 0, "no Vulkan device")) goto done;
    for (di = 0; di < ndev; di++) {
        VkPhysicalDeviceProperties p;
        edev d;
        eworker ew[MAX_THREADS];
        pworker pw[MAX_THREADS];
        pthread_t th[MAX_THREADS];
        sjob jobs[MAX_THREADS];
        vkr_context ctxs[MAX_THREADS];
        unsigned long f0 = g_fail, p0 = g_pass;
        double td = now_ms();
        vkGetPhysicalDeviceProperties(devs[di], &p);
        pthread_mutex_lock(&g_lock);
        snprintf(g_device, sizeof g_device, "%s", p.deviceName);
        pthread_mutex_unlock(&g_lock);
        printf("device %u: %s\n", di, p.deviceName);
        if (p.apiVersion < VK_API_VERSION_1_1) {
            printf("  not Vulkan 1.1: not used\n");
            continue;
        }
        usable[nusable++] = di;
        /* engine mode: T threads, one context each, on one VkDevice and one VkQueue */
        if (!create_edev(&d, devs[di])) continue;
        memset(ew, 0, sizeof ew);
        for (k = 0; k < T; k++) {
            ew[k].d = &d;
            ew[k].index = k;
            ew[k].iters = iters;
            ew[k].T = T;
            if (!check(pthread_create(&th[k], NULL, eworker_main, &ew[k]) == 0, "pthread_create")) return 1;
        }
        for (k = 0; k < T; k++) pthread_join(th[k], NULL);
        for (k = 0; k < T && ew[k].ctx && ew[k].fence && ew[k].out.map; k++) {}
        if (check(k == T, "engine mode: a thread could not set up (see above): no combine rounds")) {
            memset(jobs, 0, sizeof jobs);
            for (k = 0; k < T; k++) {
                jobs[k].index = k;
                jobs[k].T = T;
                jobs[k].ew = &ew[k]; /* the context moves to the round's thread: one thread at a time */
                ctxs[k] = ew[k].ctx;
            }
            combine_rounds("engine", T, R, jobs, ctxs);
        }
        printf("  engine mode + combine: %lu passed, %lu failed (%.1f s)\n", g_pass - p0, g_fail - f0,
               (now_ms() - td) / 1e3);
        d.td.t.vkDeviceWaitIdle(d.td.dev);
        for (k = 0; k < T; k++) {
            vkr_destroy_context(ew[k].ctx);
            ebuf_destroy(&d, &ew[k].in);
            ebuf_destroy(&d, &ew[k].out);
            if (ew[k].fence) d.td.t.vkDestroyFence(d.td.dev, ew[k].fence, NULL);
            if (ew[k].pool) d.td.t.vkDestroyCommandPool(d.td.dev, ew[k].pool, NULL);
        }
        d.td.t.vkDestroyPipelineCache(d.td.dev, d.cache, NULL);
        destroy_device(&d.td);
        pthread_mutex_destroy(&d.queue_lock);

        /* prototype mode: T threads, each creating and using its own prototype context */
        f0 = g_fail;
        p0 = g_pass;
        td = now_ms();
        memset(pw, 0, sizeof pw);
        for (k = 0; k < T; k++) {
            pw[k].index = k;
            pw[k].iters = iters;
            pw[k].T = T;
            pw[k].device_index = di; /* vkr_prototype_desc.device: the loader's index */
            if (!check(pthread_create(&th[k], NULL, pworker_main, &pw[k]) == 0, "pthread_create")) return 1;
        }
        for (k = 0; k < T; k++) pthread_join(th[k], NULL);
        for (k = 0; k < T && pw[k].ctx; k++) {}
        if (check(k == T, "prototype mode: a thread could not create its context: no combine rounds")) {
            vkr_context_info info;
            vkr_get_context_info(pw[0].ctx, &info);
            check(!strcmp(info.device_name, p.deviceName), "prototype context on %s, want %s", info.device_name,
                  p.deviceName);
            memset(jobs, 0, sizeof jobs);
            for (k = 0; k < T; k++) {
                jobs[k].index = k;
                jobs[k].T = T;
                jobs[k].pw = &pw[k];
                ctxs[k] = pw[k].ctx;
            }
            combine_rounds("prototype", T, R, jobs, ctxs);
            for (k = 0; k < T; k++) jobs[k].in_buffer = 1; /* the same shards from device buffers */
            combine_rounds("prototype-buffer", T, R, jobs, ctxs);
        }
        end_pworkers(pw, T);
        printf("  prototype mode + combine: %lu passed, %lu failed (%.1f s)\n", g_pass - p0, g_fail - f0,
               (now_ms() - td) / 1e3);
    }
    if (nusable > 1) { /* the multi-GPU example's layout: context k on device k mod D, all at once */
        pworker pw[MAX_THREADS];
        pthread_t th[MAX_THREADS];
        sjob jobs[MAX_THREADS];
        vkr_context ctxs[MAX_THREADS];
        unsigned long f0 = g_fail, p0 = g_pass;
        double td = now_ms();
        pthread_mutex_lock(&g_lock);
        snprintf(g_device, sizeof g_device, "mixed devices"); /* not a device name: the digests differ */
        pthread_mutex_unlock(&g_lock);
        printf("mixed devices: %d prototype contexts, context k on device k mod %u\n", T, nusable);
        memset(pw, 0, sizeof pw);
        for (k = 0; k < T; k++) {
            pw[k].index = k;
            pw[k].T = T;
            pw[k].device_index = usable[(uint32_t)k % nusable]; /* iters 0: the thread only creates it */
            if (!check(pthread_create(&th[k], NULL, pworker_main, &pw[k]) == 0, "pthread_create")) return 1;
        }
        for (k = 0; k < T; k++) pthread_join(th[k], NULL);
        for (k = 0; k < T && pw[k].ctx; k++) {}
        if (check(k == T, "mixed devices: a thread could not create its context: no combine rounds")) {
            memset(jobs, 0, sizeof jobs);
            for (k = 0; k < T; k++) {
                jobs[k].index = k;
                jobs[k].T = T;
                jobs[k].pw = &pw[k];
                ctxs[k] = pw[k].ctx;
            }
            combine_rounds("mixed", T, R, jobs, ctxs);
        }
        end_pworkers(pw, T);
        printf("  mixed devices + combine: %lu passed, %lu failed (%.1f s)\n", g_pass - p0, g_fail - f0,
               (now_ms() - td) / 1e3);
    }
done:
    printf("total time %.1f s\n", (now_ms() - t0) / 1e3);
    printf("validation messages: %lu\n", g_val_msgs);
    if (g_skip)
        printf("SKIP %lu reduces or scans of 64-bit types on devices without them (refused as documented; "
               "not counted as passed)\n", g_skip);
    check(g_val_msgs == 0, "%lu validation messages", g_val_msgs);
    printf("%lu passed, %lu failed\n", g_pass, g_fail);
    return g_fail ? 1 : 0;
}
