/* test_alloc_fail.c - every host allocation failure is reported as VK_ERROR_OUT_OF_HOST_MEMORY
   with a message, and never changes what a successful call does.

   For each scenario it fails the k-th allocation made through the VkAllocationCallbacks the
   library is given, for k = 1, 2, ... until the scenario runs without reaching allocation k.
   Each k runs in a forked child, so a crash is caught: a crash after a failed allocation that
   the driver or loader asked for (lavapipe does not survive all of them) is reported as SKIP,
   naming the library that asked; a crash after one that vk_reduce asked for is a failure.

   Scenarios (lavapipe; validation off: the layer's own allocations would multiply the count):
     create-engine     vkr_create_context on the test's own device
     create-prototype  vkr_create_prototype_context
     sync-helpers      vkr_reduce (host array, two chunks), vkr_scan_segments (begin offsets),
                       vkr_register_operator and a reduce of it, and vkr_reduce (buffer) on a
                       context made before the failures start, and a reduce afterwards still works
   A child's verdict: the call succeeded (no failure reached, or one the library or driver
   recovered from, in which case the context must match the one made without failures and the
   results must be right), or it returned VK_ERROR_OUT_OF_HOST_MEMORY (or, for a failure inside
   the driver, the driver's own error) with a message naming the function.

   Build: python3 gen/gen.py --user-op examples/operators/bicyclic.glsl --output build/operators/bicyclic.h
          cc -std=c99 -O2 -Ibuild/operators tests/test_alloc_fail.c tests/harness.c -o build/tests/test_alloc_fail -ldl -lm
   (the device set-up is tests/harness.c's; this program keeps its own reporting)
   Run:   test_alloc_fail [LIMIT [SCENARIO,SCENARIO...]]   (default 20000, all three)
   Ends with "N passed, N failed". */
#if !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* dladdr */
#endif
#include <dlfcn.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"
#include "bicyclic.h" /* gen.py --user-op examples/operators/bicyclic.glsl */

/* ---- the failing allocator ------------------------------------------------------------- */
static long g_count;         /* allocations so far */
static long g_fail_at;       /* 0: never fail */
static int g_failed;         /* the failure was injected */
static char g_failed_in[256]; /* the shared object that asked for the failed allocation */
static int g_report_fd = -1; /* where the child tells the parent, before it can crash */

static void note_failure(void *caller)
{
    Dl_info info;
    const char *obj = "?";
    memset(&info, 0, sizeof info);
    if (caller && dladdr(caller, &info) && info.dli_fname) obj = info.dli_fname;
    snprintf(g_failed_in, sizeof g_failed_in, "%s", obj);
    g_failed = 1;
    if (g_report_fd >= 0) {
        ssize_t w = write(g_report_fd, g_failed_in, strlen(g_failed_in));
        (void)w;
    }
}

/* Blocks carry their size in front so that reallocation can copy. */
static void *VKAPI_CALL fa_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope scope)
{
    unsigned char *p;
    (void)user;
    (void)scope;
    if (align < 16) align = 16;
    if (++g_count == g_fail_at) {
        note_failure(__builtin_return_address(0));
        return NULL;
    }
    p = (unsigned char *)malloc(size + align);
    if (!p) return NULL;
    memcpy(p + align - sizeof(size_t) - sizeof(size_t), &size, sizeof size);
    memcpy(p + align - sizeof(size_t), &align, sizeof align);
    return p + align;
}

static void VKAPI_CALL fa_free(void *user, void *mem)
{
    size_t align;
    (void)user;
    if (!mem) return;
    memcpy(&align, (unsigned char *)mem - sizeof(size_t), sizeof align);
    free((unsigned char *)mem - align);
}

static void *VKAPI_CALL fa_realloc(void *user, void *orig, size_t size, size_t align, VkSystemAllocationScope scope)
{
    size_t old;
    void *p;
    if (!orig) return fa_alloc(user, size, align, scope);
    if (!size) {
        fa_free(user, orig);
        return NULL;
    }
    if (++g_count == g_fail_at) {
        note_failure(__builtin_return_address(0));
        return NULL;
    }
    g_count--; /* fa_alloc counts it again */
    memcpy(&old, (unsigned char *)orig - 2 * sizeof(size_t), sizeof old);
    p = fa_alloc(user, size, align, scope);
    if (!p) return NULL;
    memcpy(p, orig, old < size ? old : size);
    fa_free(user, orig);
    return p;
}

static VkAllocationCallbacks g_cb = {NULL, fa_alloc, fa_realloc, fa_free, NULL, NULL};

/* ---- the log ------------------------------------------------------------------------- */
static char g_log[512];
static VkResult g_log_result;
static int g_log_n;
static void log_fn(void *user, const vkr_log_message *m)
{
    (void)user;
    if (m->source != VKR_LOG_SOURCE_LIBRARY) return;
    g_log_n++;
    g_log_result = m->result;
    snprintf(g_log, sizeof g_log, "%s", m->message ? m->message : "");
}

/* ---- the test's own Vulkan device (engine mode): tests/harness.c's g_inst and g_dev ------ */
static uint32_t g_features;

/* The driver's messages about the failed allocations it was given: expected, and not the
   verdict (the results are); dropped. */
static VKAPI_ATTR VkBool32 VKAPI_CALL drop_messages(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                                    VkDebugUtilsMessageTypeFlagsEXT type,
                                                    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
    (void)sev;
    (void)type;
    (void)data;
    (void)user;
    return VK_FALSE;
}

/* The harness's instance without the validation layer (its own allocations would multiply the
   count), its messages dropped, without its "instance:" line (every child makes one), and its
   device with every feature the library can use. The contexts declare the features they always
   did (64-bit types, subgroup extended types, subgroup size control): what a context allocates
   depends on them. */
static int make_device(void)
{
    VkPhysicalDevice phys;
    uint32_t n = 1;
    if (volkInitialize() != VK_SUCCESS) return 0;
    g_opt.no_validation = 1;
    if (!create_instance_for("vk_reduce test_alloc_fail", drop_messages, 1)) return 0;
    if (vkEnumeratePhysicalDevices(g_inst, &n, &phys) < 0 || !n) return 0;
    if (!create_device(&g_dev, phys, 2)) return 0;
    g_features = g_dev.vkr_features & (uint32_t)(VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64 |
                                                 VKR_FEATURE_SUBGROUP_EXTENDED_TYPES |
                                                 VKR_FEATURE_SUBGROUP_SIZE_CONTROL);
    return 1;
}

static void fill_engine_desc(vkr_context_desc *cd)
{
    memset(cd, 0, sizeof *cd);
    cd->instance = g_inst;
    cd->physical_device = g_dev.phys;
    cd->device = g_dev.dev;
    cd->queue_family_index = g_dev.family;
    cd->api_version = VK_API_VERSION_1_3;
    cd->enabled_features = g_features;
    cd->allocation_callbacks = &g_cb;
    cd->log = log_fn;
    cd->options.host_chunk_bytes = 1024; /* vkr_reduce of 300 u32 takes two chunks */
}

/* ---- scenarios: each returns the child's verdict ----------------------------------- */
enum { V_DONE = 0, V_RECOVERED = 10, V_OOM = 11, V_DRIVER = 12, V_BAD = 20 };

/* The failed allocation was asked for by the driver or the loader, not by vk_reduce. */
static int failed_in_driver(void) { return g_failed && !strstr(g_failed_in, "test_alloc_fail"); }

static const char *g_scenario;
static int bad(const char *fmt, ...)
{
    va_list ap;
    if (failed_in_driver()) { /* the driver swallowed or mishandled its own failure */
        printf("SKIP [%s] k=%ld: after a failed allocation asked by %s: ", g_scenario, g_fail_at, g_failed_in);
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
        printf("\n");
        fflush(stdout);
        return V_DRIVER;
    }
    printf("FAIL [%s] k=%ld (failed allocation asked by %s): ", g_scenario, g_fail_at, g_failed ? g_failed_in : "-");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
    return V_BAD;
}

/* The failed call's result: the library's VK_ERROR_OUT_OF_HOST_MEMORY with a message naming
   `fn`, or where the driver itself failed, any error it returned, with a message. */
static int judge_failure(VkResult r, const char *fn, const char *last_error)
{
    const char *m = last_error ? last_error : g_log;
    if (!g_failed) return bad("%s returned %d without a failed allocation", fn, (int)r);
    if (failed_in_driver() && r < 0 && m[0] && strstr(m, fn)) return r == VK_ERROR_OUT_OF_HOST_MEMORY ? V_OOM : V_DRIVER;
    if (r != VK_ERROR_OUT_OF_HOST_MEMORY) return bad("%s returned %d, not VK_ERROR_OUT_OF_HOST_MEMORY (message \"%s\")", fn, (int)r, m);
    if (!m[0] || !strstr(m, fn)) return bad("%s returned %d with message \"%s\" (must name %s)", fn, (int)r, m, fn);
    if (!last_error && (g_log_n == 0 || g_log_result != r)) return bad("%s: the log got %d messages, last result %d", fn, g_log_n, (int)g_log_result);
    return V_OOM;
}

static int same_info(const vkr_context_info *a, const vkr_context_info *b)
{
    return a->subgroup_size == b->subgroup_size && a->workgroup_size == b->workgroup_size &&
           a->mid_workgroup_size == b->mid_workgroup_size && a->max_workgroups == b->max_workgroups &&
           a->max_binding_range == b->max_binding_range && a->enabled_features == b->enabled_features &&
           a->host_chunk_bytes == b->host_chunk_bytes;
}

/* A reduce that must be right on a context that was created (or survived) under failures. */
static int still_works(vkr_context c)
{
    uint32_t data[300], got = 0, want = 0, i;
    for (i = 0; i < 300; i++) want += data[i] = i * 2654435761u;
    g_fail_at = 0;
    if (t_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, data, NULL, 300, 0, &got) != VK_SUCCESS || got != want)
        return bad("a reduce afterwards: got %u want %u (%s)", got, want, vkr_last_error(c));
    return 0;
}

static vkr_context_info g_baseline;

static int scenario_create(int prototype)
{
    vkr_context c = NULL;
    vkr_context_info info;
    VkResult r;
    const char *fn = prototype ? "vkr_create_prototype_context" : "vkr_create_context";
    if (prototype) {
        vkr_prototype_desc pd;
        memset(&pd, 0, sizeof pd);
        pd.allocation_callbacks = &g_cb;
        pd.log = log_fn;
        pd.options.host_chunk_bytes = 1024;
        r = vkr_create_prototype_context(&pd, &c);
    } else {
        vkr_context_desc cd;
        fill_engine_desc(&cd);
        r = vkr_create_context(&cd, &c);
    }
    if (r != VK_SUCCESS) {
        if (c) return bad("%s failed but *ctx is not NULL", fn);
        return judge_failure(r, fn, NULL);
    }
    vkr_get_context_info(c, &info);
    if (!same_info(&info, &g_baseline))
        return bad("%s succeeded with another context: features 0x%x (want 0x%x), subgroup %u (want %u), workgroups %u/%u/%u",
                   fn, info.enabled_features, g_baseline.enabled_features, info.subgroup_size, g_baseline.subgroup_size,
                   info.workgroup_size, info.mid_workgroup_size, info.max_workgroups);
    if (still_works(c)) return V_BAD;
    vkr_destroy_context(c);
    return g_failed ? V_RECOVERED : V_DONE;
}

/* A synchronous helper fn on context c failed with r: the verdict (an out-of-memory error must
   leave c working), c destroyed. */
static int failed_call(vkr_context c, VkResult r, const char *fn)
{
    int v = judge_failure(r, fn, vkr_last_error(c));
    if (v == V_OOM && still_works(c)) v = V_BAD;
    vkr_destroy_context(c);
    return v;
}

static int scenario_sync(void)
{
    vkr_context c = NULL;
    vkr_context_desc cd;
    uint32_t data[300], got = 0, want = 0, i;
    VkResult r;
    long armed;
    for (i = 0; i < 300; i++) want += data[i] = i * 40503u + 7u;
    armed = g_fail_at;
    g_fail_at = 0;
    fill_engine_desc(&cd);
    if (vkr_create_context(&cd, &c) != VK_SUCCESS) return bad("setup: vkr_create_context: %s", g_log);
    g_count = 0;
    g_fail_at = armed;
    r = t_reduce(c, VKR_OP_ADD, VKR_TYPE_U32, VKR_TYPE_NONE, data, NULL, 300, 0, &got);
    if (r != VK_SUCCESS) return failed_call(c, r, "vkr_reduce");
    if (got != want) return bad("vkr_reduce: got %u want %u", got, want);
    {   /* vkr_scan_segments by begin offsets: its host array of head flags, its pipeline */
        static const uint32_t offs[3] = {0, 100, 250};
        uint32_t out[300], run = 0;
        vkr_scan_segments_desc sd;
        memset(&sd, 0, sizeof sd);
        sd.op = VKR_OP_ADD;
        sd.type = VKR_TYPE_U32;
        sd.kind = VKR_SCAN_INCLUSIVE;
        sd.count = 300;
        sd.segments = VKR_SEGMENT_BEGIN_OFFSETS;
        sd.segment_count = 3;
        sd.host_input = data;
        sd.host_output = out;
        sd.host_heads = offs;
        r = vkr_scan_segments(c, &sd);
        if (r != VK_SUCCESS) return failed_call(c, r, "vkr_scan_segments");
        for (i = 0; i < 300; i++) {
            run = (i == 100 || i == 250 ? 0u : run) + data[i];
            if (out[i] != run) return bad("vkr_scan_segments: output %u is %u, want %u", i, out[i], run);
        }
    }
    {   /* vkr_register_operator (decodes its modules) and a reduce of it (its pipelines) */
        uint32_t pairs[2 * 300], res[2] = {0, 0}, close = 0, open = 0, m;
        vkr_op op = VKR_OP_NONE;
        vkr_reduce_desc rd;
        for (i = 0; i < 300; i++) { /* the bicyclic monoid: (unmatched ')', unmatched '(') */
            pairs[2 * i] = data[i] % 3u;
            pairs[2 * i + 1] = data[i] / 3u % 3u;
            m = open < pairs[2 * i] ? open : pairs[2 * i];
            close += pairs[2 * i] - m;
            open += pairs[2 * i + 1] - m;
        }
        r = vkr_register_operator(c, &vkr_operator_bicyclic, &op);
        if (r != VK_SUCCESS) return failed_call(c, r, "vkr_register_operator");
        memset(&rd, 0, sizeof rd);
        rd.op = op;
        rd.type = VKR_TYPE_USER;
        rd.count = 300;
        rd.host_input = pairs;
        r = vkr_reduce(c, &rd, res);
        if (r != VK_SUCCESS) return failed_call(c, r, "vkr_reduce");
        if (res[0] != close || res[1] != open)
            return bad("vkr_reduce of an operator: got (%u, %u) want (%u, %u)", res[0], res[1], close, open);
    }
    {   /* vkr_reduce (buffer) on the context's own (mapped, on lavapipe) upload buffer */
        uint32_t w2 = 0;
        VkBuffer upload;
        VkDeviceSize upload_size;
        void *upload_map = hook_upload_buffer(c, &upload, &upload_size);
        if (!upload_map) { /* a discrete GPU: vkr_reduce's staging path covered the copy */
            vkr_destroy_context(c);
            return g_failed ? V_RECOVERED : V_DONE;
        }
        memcpy(upload_map, data, 256 * sizeof data[0]);
        for (i = 0; i < 256; i++) w2 ^= data[i];
        r = t_reduce_buffer(c, VKR_OP_XOR, VKR_TYPE_U32, upload, 0, upload_size, 256, &got);
        if (r != VK_SUCCESS) return failed_call(c, r, "vkr_reduce (buffer)");
        if (got != w2) return bad("vkr_reduce (buffer): got %u want %u", got, w2);
    }
    if (still_works(c)) return V_BAD;
    vkr_destroy_context(c);
    return g_failed ? V_RECOVERED : V_DONE;
}

static int run_scenario(const char *name)
{
    if (!strcmp(name, "create-prototype")) return scenario_create(1);
    if (!make_device()) return bad("could not create the test's own device");
    if (!strcmp(name, "create-engine")) return scenario_create(0);
    return scenario_sync();
}

/* The baseline context (no failure), made in a child too: its info comes back through a pipe. */
static int baseline(const char *name)
{
    int fd[2];
    pid_t pid;
    int st;
    if (pipe(fd)) return 0;
    pid = fork();
    if (pid == 0) {
        vkr_context c = NULL;
        vkr_context_info info;
        VkResult r;
        close(fd[0]);
        memset(&info, 0, sizeof info);
        if (!strcmp(name, "create-prototype")) {
            vkr_prototype_desc pd;
            memset(&pd, 0, sizeof pd);
            pd.options.host_chunk_bytes = 1024;
            r = vkr_create_prototype_context(&pd, &c);
        } else {
            vkr_context_desc cd;
            if (!make_device()) _exit(3);
            fill_engine_desc(&cd);
            cd.allocation_callbacks = NULL;
            r = vkr_create_context(&cd, &c);
        }
        if (r != VK_SUCCESS) _exit(3);
        vkr_get_context_info(c, &info);
        if (write(fd[1], &info, sizeof info) != (ssize_t)sizeof info) _exit(3);
        _exit(0);
    }
    close(fd[1]);
    st = read(fd[0], &g_baseline, sizeof g_baseline) == (ssize_t)sizeof g_baseline;
    close(fd[0]);
    waitpid(pid, NULL, 0);
    return st;
}

int main(int argc, char **argv)
{
    static const char *const scenarios[3] = {"create-engine", "create-prototype", "sync-helpers"};
    long limit = argc > 1 ? atol(argv[1]) : 20000;
    const char *only = argc > 2 ? argv[2] : NULL; /* a comma list of scenarios */
    unsigned long passed = 0, failed = 0, skipped = 0;
    int s;
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (s = 0; s < 3; s++) {
        long k, oom = 0, recovered = 0, driver_crash = 0, driver_other = 0;
        int done = 0;
        g_scenario = scenarios[s];
        if (only && !strstr(only, scenarios[s])) continue;
        if (!baseline(scenarios[s])) {
            printf("FAIL [%s] the baseline context could not be created\n", scenarios[s]);
            failed++;
            continue;
        }
        for (k = 1; k <= limit && !done; k++) {
            int fd[2], st = 0, v;
            char who[256];
            ssize_t got;
            pid_t pid;
            if (pipe(fd)) break;
            pid = fork();
            if (pid == 0) {
                close(fd[0]);
                g_report_fd = fd[1];
                g_fail_at = k;
                _exit(run_scenario(scenarios[s]));
            }
            close(fd[1]);
            got = read(fd[0], who, sizeof who - 1);
            who[got > 0 ? got : 0] = 0;
            close(fd[0]);
            waitpid(pid, &st, 0);
            if (WIFSIGNALED(st)) {
                /* a crash after the failure: the driver's or loader's own handling, or ours */
                if (who[0] && !strstr(who, "test_alloc_fail")) {
                    driver_crash++;
                    if (driver_crash <= 5)
                        printf("SKIP [%s] k=%ld: signal %d after a failed allocation asked by %s (not vk_reduce)\n",
                               scenarios[s], k, WTERMSIG(st), who);
                    skipped++;
                } else {
                    printf("FAIL [%s] k=%ld: signal %d after a failed allocation asked by %s\n", scenarios[s], k,
                           WTERMSIG(st), who[0] ? who : "(none: no failure was injected)");
                    failed++;
                }
                continue;
            }
            v = WIFEXITED(st) ? WEXITSTATUS(st) : V_BAD;
            if (v == V_DONE) {
                done = 1;
                passed++;
            } else if (v == V_OOM) {
                oom++;
                passed++;
            } else if (v == V_RECOVERED) {
                recovered++;
                passed++;
            } else if (v == V_DRIVER) {
                driver_other++;
                skipped++;
            } else {
                failed++;
            }
        }
        printf("%-17s %ld allocations tried: %ld returned VK_ERROR_OUT_OF_HOST_MEMORY with a message, %ld recovered "
               "(same context), skipped: %ld driver crashes, %ld other driver errors or wrong results after the driver's own failure%s\n",
               scenarios[s], k - 1, oom, recovered, driver_crash, driver_other, done ? "" : " (LIMIT REACHED)");
        if (!done) failed++;
    }
    printf("test_alloc_fail: %lu skipped (failures inside the driver or loader, not counted as passed)\n", skipped);
    printf("%lu passed, %lu failed\n", passed, failed);
    return failed ? 1 : 0;
}
