/* harness.h - what the test programs share (tests/test_reduce.c with its area files, and
   tests/test_scan.c): options and their parsing, counters and reporting, the validation layer's
   messages, random data sets, the type and op tables, the CPU reference, the Vulkan instance and
   devices, contexts, batches of reduces, a few helpers of the groups, and main()'s driver
   (harness_main: each program passes its own group table, set-up and tear-down). The other
   programs that set up their own instance and device (tests/test_alloc_fail.c,
   tests/test_threads.c, tests/probe_devices.c, and the benchmark bench/bench.c) use its
   instance and device set-up.

   The declarations are here; the definitions are in tests/harness.c, which every program links
   and which is the one translation unit that compiles the implementation (it defines
   VK_REDUCE_IMPLEMENTATION and VOLK_IMPLEMENTATION). The few test-only hooks that reach into
   the implementation (a context's fields, its internal constants) are harness.c's functions
   too, so that the other files need only the public API. Include it before anything else (it
   sets _POSIX_C_SOURCE). Every file is built as C99 or as C++11/C++17 (see the programs' own
   comments).

   Options (the programs that run harness_main: test_reduce and test_scan):
       [--quick] [--filter SUBSTR[,SUBSTR...]] [--skip SUBSTR[,...]] [--seed N]
       [--expect-subgroup-size S] [--no-validation] [--gpu-av] [--timeout SECONDS] [--verbose]
       [--no-64bit] [--list]
     --quick fewer sizes; --filter / --skip the groups whose names contain one of the words;
     --seed the base of every data set's seed (fixed by default: a run is repeatable);
     --expect-subgroup-size checks the device's and the context's subgroup size; --gpu-av
     GPU-assisted validation instead of synchronization validation; --timeout fails the run
     after that many seconds (default 900); --verbose (twice: every check); --list (or --help)
     prints the groups.
   Environment: VKR_TEST_EXPECT_SUBGROUP_SIZE=S is the same as --expect-subgroup-size S.
   VKR_TEST_PATH=native|shuffle|shared forces that kernel path (vkr_kernel_path) in every context
   the suite creates (engine and prototype mode); unset or "auto": the library's choice.
   VKR_TEST_BINDING=push|sets forces the binding (vkr_binding) the same way.

   Devices without VK_KHR_push_descriptor or 64-bit types (SwiftShader): the test takes the first
   device the loader lists (VK_ICD_FILENAMES names one driver) and enables VK_KHR_push_descriptor
   only where the device has it (whether the library accepts the device is the library's
   decision); --no-64bit enables neither shaderInt64 nor shaderFloat64 on the test's device, so
   every f64/i64/u64 reduce must be refused with VK_ERROR_FEATURE_NOT_PRESENT and is counted as
   skipped (one SKIP line per group). Pass it on SwiftShader (which has neither) and on lavapipe
   to run the same paths there. See the section "Devices without push descriptors or 64-bit
   types".

   Output: one "FAIL [group] ..." line per failed check (op, type, n, offsets, data set, seed,
   expected vs got with bits), "SKIP [group] ..." for checks that were not made (never counted
   as passed), "== group: N passed, N failed, N skipped, ..." after each group, and as the very
   last line "N passed, N failed". Exit status 0 only when nothing failed.

   Every check runs in engine mode on a device the test creates itself, under
   VK_LAYER_KHRONOS_validation with synchronization validation (or GPU-assisted validation
   with --gpu-av); any validation message of severity WARNING or ERROR fails the run. */
#ifndef VKR_TEST_HARNESS_H
#define VKR_TEST_HARNESS_H
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include <float.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <volk.h>
#include "../vk_reduce.h"

/* ------------------------------------------------------------------------------------------ */
/* Options, counters, reporting                                                                */
/* ------------------------------------------------------------------------------------------ */

typedef struct opts_t {
    int quick, no_validation, gpu_av, verbose, list;
    int no_64bit; /* --no-64bit */
    const char *filter;
    const char *skip; /* --skip: groups left out */
    unsigned long long seed;
    unsigned expect_sg;
    unsigned timeout;
    vkr_kernel_path path; /* VKR_TEST_PATH */
    VkBool32 plan_as_gpu; /* VKR_TEST_PLAN_AS_GPU=1: options.testing.plan_as_gpu in every context */
} opts_t;

extern opts_t g_opt;
extern unsigned long g_pass, g_fail, g_skip; /* checks passed and failed, SKIP lines */
extern const char *g_group; /* the [name] of FAIL / SKIP / VALIDATION lines: the running group */

/* For programs whose threads report (tests/test_threads.c): when set, called with 1 before and
   0 after each count and report line of check(), skip() and the harness's validation callback.
   NULL (the default): no locking. */
extern void (*g_report_lock)(int lock);

/* Counts one check. Returns ok. */
int check(int ok, const char *fmt, ...);

void skip(const char *fmt, ...);

const char *lerr(vkr_context c);

void where(const char *fmt, ...);

/* Case-insensitive: does s contain any of the '|'-separated words? */
int mentions(const char *s, const char *words);

/* Case-insensitive: does s contain every one of the sep-separated words? */
int mentions_all(const char *s, const char *words, char sep);

/* ------------------------------------------------------------------------------------------ */
/* Random numbers (splitmix64): every data set has its own printed seed                        */
/* ------------------------------------------------------------------------------------------ */

typedef struct rng_t { uint64_t s; } rng_t;

uint64_t rnext(rng_t *r);

uint64_t rbelow(rng_t *r, uint64_t n);

uint64_t mix_seed(uint64_t a, uint64_t b);

uint64_t next_seed(void);

/* ------------------------------------------------------------------------------------------ */
/* Types and ops (the test's own tables, independent of the library's)                         */
/* ------------------------------------------------------------------------------------------ */

extern const vkr_type k_types[6];
extern const vkr_op k_ops[7];

size_t tsz(vkr_type t);
int tfloat(vkr_type t);
int tsigned(vkr_type t);
int tbits(vkr_type t);
uint64_t tmask(vkr_type t);
int op_exists(vkr_op op, vkr_type t);

const char *opn(vkr_op op);
const char *tyn(vkr_type t);

uint64_t getb(const void *base, uint64_t i, vkr_type t);

void putb(void *base, uint64_t i, vkr_type t, uint64_t b);

long double fval(vkr_type t, uint64_t b);

uint64_t fbits(vkr_type t, long double v);

int b_isnan(vkr_type t, uint64_t b);
int b_isinf(vkr_type t, uint64_t b);
int b_issub(vkr_type t, uint64_t b);
uint64_t b_sign(vkr_type t);
uint64_t b_inf(vkr_type t);
uint64_t b_qnan(vkr_type t);
uint64_t b_one(vkr_type t);

/* Key that orders non-NaN floats totally, with -0 < +0. */
uint64_t fkey(vkr_type t, uint64_t b);

int64_t sext(vkr_type t, uint64_t b);

void fmt_val(char *s, size_t cap, vkr_type t, uint64_t b);

uint64_t identity_bits(vkr_op op, vkr_type t);

/* A value that changes the result if the library reads it from outside the range. */
uint64_t poison_bits(vkr_op op, vkr_type t);

/* ------------------------------------------------------------------------------------------ */
/* CPU reference                                                                               */
/* ------------------------------------------------------------------------------------------ */

enum { EXP_BITS, EXP_NAN, EXP_VALUE, EXP_TOL, EXP_SKIP };

typedef struct ref_t {
    int mode;          /* EXP_*: exact bits / any NaN / exact value (+0 == -0) / within tol */
    uint64_t bits;     /* EXP_BITS; also the rounded reference for printing */
    long double val;   /* EXP_VALUE, EXP_TOL */
    long double tol;   /* EXP_TOL */
    const char *why;   /* EXP_SKIP */
} ref_t;

long double gamma_k(long double k, long double u);

/* acc op v on integer type t, as the bits of t: add and mul wrap, min and max by t's sign. */
uint64_t int_combine(vkr_op op, vkr_type t, uint64_t acc, uint64_t v);

/* extra_depth: added to the tree height (e.g. the number of input ranges). W: the context's
   workgroup size. */
void reference(vkr_op op, vkr_type t, const void *data, uint64_t n, uint32_t W,
               uint64_t extra_depth, ref_t *r);

/* ------------------------------------------------------------------------------------------ */
/* Data sets                                                                                   */
/* ------------------------------------------------------------------------------------------ */

enum {
    D_DEFAULT,  /* the natural data set for the op: see default_dist */
    D_UNIFORM,  /* float: uniform in [-1, 1) */
    D_INTVAL,   /* float: small integers, exact sums */
    D_MULSAFE,  /* float: [0.5, 2] with random sign; mostly +-1 for large n */
    D_WIDE,     /* float: random sign, exponent in [-30, 30], random mantissa */
    D_FULL,     /* int: random bits over the full range */
    D_ODD,      /* int: random odd numbers (products never reach 0) */
    D_ANDBITS,  /* int: all ones with a few bits cleared */
    D_ORBITS    /* int: zero with a few bits set */
};

const char *dist_name(int d);

int default_dist(vkr_op op, vkr_type t);

void gen(void *dst, vkr_type t, uint64_t n, int dist, uint64_t seed);

void fill_bits(void *dst, vkr_type t, uint64_t n, uint64_t b);

/* Adversarial data sets (group adversarial; test_scan's special values): NaN, infinities,
   signed zeros, denormals, extremes. Each lists the ops it is meant for. */
enum {
    A_CONST, A_CONST_MUL, A_CANCEL, A_NAN_FIRST, A_NAN_MID, A_NAN_LAST, A_NAN_PAYLOADS,
    A_ALL_NAN, A_PINF, A_NINF, A_BOTH_INF, A_INF_MUL, A_INF_ZERO, A_ZERO_MUL, A_ZEROS,
    A_NEG_ZEROS, A_POS_ZEROS, A_DENORMALS, A_DENORMAL_MIX, A_HUGE,
    /* integers */
    A_INT_MIN, A_INT_MAX, A_INT_EXTREMES, A_INT_CANCEL, A_COUNT
};

const char *adv_name(int d);

/* Which ops a data set is for (bit 1<<op); 0 if the data set does not apply to t. */
unsigned adv_ops(int d, vkr_type t);

void adv_fill(int d, vkr_type t, void *p, uint64_t n, uint64_t seed);

/* ------------------------------------------------------------------------------------------ */
/* Vulkan: instance with validation, devices, buffers, command buffers                          */
/* ------------------------------------------------------------------------------------------ */

extern VkInstance g_inst;
extern int g_validation;            /* the layer is on */
extern unsigned long g_val_msgs;    /* VALIDATION warnings/errors and any ERROR */

/* Does the loader find instance layer `name`? */
int has_layer(const char *name);

/* What a program asks of g_inst; all zero: the test programs' instance. */
typedef struct harness_instance_options {
    const char *app_name;                          /* VkApplicationInfo's; NULL: "vk_reduce tests" */
    PFN_vkDebugUtilsMessengerCallbackEXT callback; /* the messenger's; NULL: the harness's */
    int quiet;                                     /* no "instance:" line */
    /* No validation layer and no VK_EXT_debug_utils or messenger, whatever g_opt says: nothing
       between a benchmark and the driver. */
    int plain;
    /* The loader's Vulkan version, at most 1.3, instead of 1.3 (a loader of 1.1 or later): so
       that a benchmark runs on a 1.1 or 1.2 loader too. */
    int api_up_to_loader;
} harness_instance_options;

/* Creates g_inst: Vulkan 1.3, VK_EXT_debug_utils and a messenger for every severity and, unless
   g_opt.no_validation, VK_LAYER_KHRONOS_validation with synchronization validation
   (GPU-assisted validation with g_opt.gpu_av); g_validation says whether the layer is on.
   The messenger's default callback: a WARNING or ERROR of type VALIDATION, or any ERROR, is
   counted in g_val_msgs and printed as a VALIDATION line; the layer's notices about its own
   settings are printed only. Checks: the loader's version (api_up_to_loader), the layer is
   installed (where asked for), vkCreateInstance, the messenger. Call volkInitialize first. */
int create_instance_with(const harness_instance_options *o);

/* The apiVersion g_inst was created with. */
extern uint32_t g_inst_api;

/* create_instance_with: app_name, cb (the callback) and quiet, the rest zero. */
int create_instance_for(const char *app_name, PFN_vkDebugUtilsMessengerCallbackEXT cb, int quiet);

/* create_instance_for("vk_reduce tests", NULL, 0): the test programs' instance. */
int create_instance(void);

/* "1.3.230": a Vulkan version as text. */
void format_api_version(char *s, size_t cap, uint32_t v);

/* Destroys the messenger and g_inst (where made). */
void destroy_instance(void);

/* ------------------------------------------------------------------------------------------ */
/* Devices without push descriptors or 64-bit types (SwiftShader: no VK_KHR_push_descriptor,  */
/* no shaderInt64 / shaderFloat64; --no-64bit does the same to lavapipe). Everything the suite */
/* changes for them goes through these helpers.                                               */
/* ------------------------------------------------------------------------------------------ */

/* A context declaring neither FLOAT64 nor INT64 must refuse every f64/i64/u64 reduce. */
int no64(uint32_t features);

/* What this build left out (the VK_REDUCE_NO_* opt-out macros, vk_reduce.h CONFIGURATION):
   the macro the library names for a kernel (kernel 0 reduce, 2 scan, 3 rows; acc the
   accumulator, 0 = the default), checked in the library's order, or NULL where it is in the
   build. A test meeting a left-out kernel checks the refusal instead of the result. */
#define OPT_REDUCE 0
#define OPT_SCAN 2
#define OPT_ROWS 3
const char *opt_left_out(int kernel, vkr_op op, vkr_type t, vkr_type acc, int compensated);
/* 1 if the reduce (op, t) was left out of this build: its refusal is checked (a pass when it
   is VK_ERROR_FEATURE_NOT_PRESENT naming the macro), the caller runs nothing. */
int opt_refused(vkr_context c, int kernel, vkr_op op, vkr_type t);

/* For a reduce of type t on context c (declaring `features`): 1 when it is not run because the
   context has no 64-bit types. It checks that the library refuses it as documented, prints one
   SKIP line per group and counts every skipped reduce. */
int skip64(vkr_context c, uint32_t features, vkr_op op, vkr_type t);

typedef struct tdev {
    VkPhysicalDevice phys;
    VkDevice dev;
    int owned;          /* the test created dev */
    struct VolkDeviceTable t;
    uint32_t family;
    VkQueue queue;
    VkPhysicalDeviceMemoryProperties mem;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
    uint32_t vkr_features; /* what the test enabled, as vkr_feature_flags */
    uint32_t api_version;  /* min(g_inst_api, the device's): the Vulkan its features were asked in */
    uint32_t timestamp_bits; /* the queue family's timestampValidBits */
    int pipeline_executable_info; /* VK_KHR_pipeline_executable_properties is enabled */
} tdev;

typedef struct tbuf {
    VkBuffer buf;
    VkDeviceMemory mem;
    unsigned char *map;
    VkDeviceSize size;
} tbuf;

extern tdev g_dev;      /* all features */

/* (Devices without push descriptors or 64-bit types, continued.) */
/* The 32-bit type of the same kind, where a test needs a reduce to run (e.g. the one that
   initialises a scratch region) and the device has no 64-bit types. */
vkr_type t32(vkr_type t);

extern VkPhysicalDeviceProperties g_props;

extern VkPhysicalDeviceSubgroupProperties g_sgprops;
extern VkPhysicalDeviceSubgroupSizeControlProperties g_sgcprops;
/* the largest workgroup with the subgroup size pinned (requiredSubgroupSize *
   maxComputeWorkgroupSubgroups) */
extern uint32_t g_wg_limit;

const char *path_name(vkr_kernel_path p);

/* The largest workgroup without a pinned subgroup size (the shared path pins none). */
uint32_t wg_limit_unpinned(void);

/* VKR_TEST_BINDING=push|sets forces vkr_context_desc.binding (and the prototype desc's). */
extern vkr_binding g_force_binding;

/* Does the device have extension `name`? */
int phys_has_ext(VkPhysicalDevice phys, const char *name);

/* What a program asks of its device; all zero: create_device(d, phys, 0). */
typedef struct harness_device_options {
    /* 1: every feature the library can use, checked against what the suite wants (a device
       without 64-bit types needs --no-64bit); 2: the same where the device has them, unchecked
       (programs that run on several kinds of device, the benchmark); 0: no feature. */
    int features;
    /* A queue family with compute and timestamps (timestampValidBits > 0), one with graphics
       too first, instead of the first one with compute: a benchmark times with timestamps. */
    int timestamp_queue;
    /* VK_KHR_pipeline_executable_properties and pipelineExecutableInfo where the device has
       them (d->pipeline_executable_info says): bench --pipeline-stats. */
    int pipeline_executable_info;
} harness_device_options;

/* A device on phys with one compute queue, its command pool, command buffer and fence, and
   VK_KHR_push_descriptor where the device has it (d->vkr_features: what was enabled). The
   features are asked in the Vulkan of d->api_version: below 1.2 and 1.3 through
   VK_KHR_shader_subgroup_extended_types and VK_EXT_subgroup_size_control where the device has
   them (no integer dot product below 1.3, no f16 below 1.2). Checks: the queue family, (features
   1:) the features, vkCreateDevice, the command pool / buffer / fence. Destroy with
   destroy_device. */
int create_device_with(tdev *d, VkPhysicalDevice phys, const harness_device_options *o);

/* create_device_with, features = full, the rest zero. */
int create_device(tdev *d, VkPhysicalDevice phys, int full);

/* The device a program asked for: `want` a device index or a name substring (any case); NULL:
   the first discrete GPU, else the first device. Lists each device as "# device I: NAME (type
   T)" on `list` (NULL: not listed). VK_NULL_HANDLE where none matches or there is none. */
VkPhysicalDevice pick_physical_device(const char *want, FILE *list);

void destroy_device(tdev *d);

int buf_create(tdev *d, VkDeviceSize size, tbuf *b);

void buf_destroy(tdev *d, tbuf *b);

void cmd_begin(tdev *d);

/* The barrier the header documents after vkr_cmd_reduce when the host reads the output. */
void cmd_barrier_to_host(tdev *d);

/* COMPUTE -> COMPUTE execution and memory barrier (what VKR_REDUCE_NO_SCRATCH_BARRIER needs) */
void cmd_barrier_compute(tdev *d);

/* One buffer range's barrier (what an application records between its own commands and ours). */
void cmd_buffer_barrier(tdev *d, VkBuffer b, VkDeviceSize off, VkDeviceSize size,
                        VkPipelineStageFlags src_stage, VkAccessFlags src,
                        VkPipelineStageFlags dst_stage, VkAccessFlags dst);

int cmd_submit_wait(tdev *d);

/* ------------------------------------------------------------------------------------------ */
/* Contexts                                                                                    */
/* ------------------------------------------------------------------------------------------ */

extern vkr_context g_ctx;            /* engine context on g_dev, all features, defaults */
extern vkr_context_info g_info;

/* An engine-mode desc on d: g_inst's Vulkan version, `features` (and VK_KHR_push_descriptor
   where d has it), the suite's pipeline cache on g_dev, VKR_TEST_BINDING and VKR_TEST_PATH; no
   queue (the library takes d's: the family's first). */
void fill_context_desc(vkr_context_desc *cd, tdev *d, uint32_t features);

vkr_context make_context(const vkr_context_desc *cd, const char *what);

int context_info(vkr_context c, vkr_context_info *info);

/* The public calls with their arguments spelled out: each builds the desc the call takes
   (vkr_reduce_desc, vkr_scan_desc, ...) from its arguments, the other fields 0, and makes the
   call, so that a check reads as the operation it checks. Group api (tests/api.c) tests the
   desc rules themselves (host arrays against buffers, the refusals). */
vkr_reduce_desc t_reduce_desc(vkr_op op, vkr_type t, vkr_type acc, uint64_t n, uint32_t flags);
/* vkr_reduce of host arrays x (and y for dot) */
VkResult t_reduce(vkr_context c, vkr_op op, vkr_type t, vkr_type acc, const void *x, const void *y, uint64_t n, uint32_t flags,
                  void *result);
/* vkr_reduce of n elements at `offset` of a buffer of `size` bytes */
VkResult t_reduce_buffer(vkr_context c, vkr_op op, vkr_type t, VkBuffer b, VkDeviceSize offset, VkDeviceSize size, uint64_t n,
                         void *result);
VkResult t_error_bound(vkr_context c, vkr_op op, vkr_type t, vkr_type acc, uint64_t n, double *bound);
VkResult t_supports(vkr_context c, vkr_op op, vkr_type t, vkr_type acc);
VkResult t_prepare(vkr_context c, vkr_op op, vkr_type t);
VkResult t_scan(vkr_context c, vkr_op op, vkr_type t, vkr_scan_kind kind, const void *in, uint64_t n, const void *init, void *out);
VkResult t_scan_error_bound(vkr_context c, vkr_op op, vkr_type t, uint64_t n, double *bound);
VkResult t_reduce_rows(vkr_context c, vkr_op op, vkr_type t, const void *data, uint64_t rows, uint64_t length, uint64_t stride,
                       void *results);
VkResult t_reduce_segments(vkr_context c, vkr_op op, vkr_type t, const void *data, uint64_t count, const uint32_t *offsets,
                           uint64_t segments, void *results);
/* vkr_segments_error_bound of segments over input_count elements, bounded by max_segment_length
   (0: none) */
VkResult t_segments_error_bound(vkr_context c, vkr_op op, vkr_type t, uint64_t input_count, uint64_t max_segment_length, double *bound);
/* rows > 0: vkr_rows_error_bound of rows x length; rows 0: vkr_segments_error_bound of
   segments of up to `length` elements */
VkResult t_rows_error_bound(vkr_context c, vkr_op op, vkr_type t, uint64_t rows, uint64_t length, double *bound);
VkResult t_init_scratch(vkr_context c, VkCommandBuffer cmd, VkBuffer b, VkDeviceSize offset, VkDeviceSize size);

/* ------------------------------------------------------------------------------------------ */
/* Batches: many reduces recorded into one command buffer, each into its own output slot       */
/* ------------------------------------------------------------------------------------------ */

#define MAX_JOBS 8192
#define SLOT_BYTES_MIN 64
/* Output slots of a batch: at least minStorageBufferOffsetAlignment apart, so that the bytes each
   reduce binds (its slot's aligned block, see ENGINE MODE: BARRIERS) are disjoint. */
extern VkDeviceSize g_slot_bytes;
#define SLOT_BYTES g_slot_bytes
#define SENTINEL 0xA5
#define GUARD_ELEMS 16

typedef struct job_t {
    vkr_op op;
    vkr_type type;
    uint64_t n;
    VkBuffer in;
    VkDeviceSize in_off, in_size;
    VkDeviceSize out_off;
    VkBuffer scratch;
    VkDeviceSize scratch_off, scratch_size;
    uint32_t flags;
    int init_scratch_before, barrier_before;
    ref_t ref;
    uint64_t seed;
    const char *data;   /* data set name */
    int recorded;
    uint64_t got;
} job_t;

typedef struct batch_t {
    tdev *d;
    vkr_context ctx;
    tbuf *out;
    uint32_t W;
    VkDeviceSize range;
    int n;
    job_t *jobs;
    uint32_t features; /* the context's enabled_features */
} batch_t;

extern tbuf g_out, g_in;       /* on g_dev: output slots, input arena */

void batch_init(batch_t *b, tdev *d, vkr_context ctx, tbuf *out);

/* Adds one reduce of n elements at in_off in `in`; host_data is the mapped copy of them. The
   output goes to slot b->n at element offset 0, 1 or 5 (cycling). */
job_t *batch_add(batch_t *b, vkr_op op, vkr_type t, uint64_t n, const tbuf *in,
                 VkDeviceSize in_off, uint64_t seed, const char *data);

int check_job(const job_t *j);

/* Records every job, submits, waits, checks results and output sentinels. */
int batch_run(batch_t *b);

/* Input arena: regions [poison GUARD][data n][poison GUARD], data at element offset k modulo
   256 bytes. The very first region of an arena with k == 0 starts at byte 0. */
typedef struct arena_t {
    tbuf *b;
    VkDeviceSize cur;
} arena_t;

void arena_init(arena_t *a, tbuf *b);

unsigned char *arena_region(arena_t *a, vkr_type t, uint64_t n, unsigned k,
                            uint64_t poison, VkDeviceSize *off);

/* A fresh region in the arena (flushing the batch when the arena is full). */
unsigned char *region(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n,
                      unsigned k, VkDeviceSize *off);

/* One random data set of `dist` in a fresh region, added to the batch. */
job_t *add_random(batch_t *b, arena_t *a, vkr_op op, vkr_type t, uint64_t n,
                                       unsigned k, int dist);

/* ------------------------------------------------------------------------------------------ */
/* Helpers of the groups of test_reduce and test_scan: sizes, argument errors, the library's log  */
/* ------------------------------------------------------------------------------------------ */

/* Input element offsets past a 256-byte boundary that the groups try. */
extern const unsigned k_offsets[4];

/* Sorts a size list and drops the repeats; returns the new length. */
int sort_unique(uint64_t *s, int n);

/* A call that must fail: with `want` (VK_SUCCESS: any error code), its vkr_last_error naming
   `words` (see mentions_words) when ctx is given. */
void expect_fail(VkResult r, VkResult want, vkr_context ctx, const char *words,
                 const char *what);

/* The library's log (vkr_context_desc.log = test_log): counts and the last message, so a group
   can check that a refusal or a fallback was logged and what it names. */
extern int g_log_calls;
extern char g_log_last[512];
extern unsigned long g_log_validation;
extern unsigned long g_log_library, g_log_bad_result; /* library messages; errors logged with VK_SUCCESS */
extern vkr_log_source g_log_last_source;
extern vkr_log_severity g_log_last_severity;
extern VkResult g_log_last_result;
extern unsigned long g_log_warnings; /* library WARNINGs (fallbacks taken at creation) */

void test_log(void *user, const vkr_log_message *m);

/* ------------------------------------------------------------------------------------------ */
/* The driver: options, set-up, the groups, tear-down, the summary                             */
/* ------------------------------------------------------------------------------------------ */

typedef struct group_def {
    const char *name;
    void (*fn)(void);
    const char *what;
} group_def;

/* One test program: its groups and what it adds to the shared set-up and tear-down. */
typedef struct harness_program {
    const char *name;          /* the usage line's program name */
    const char *title;         /* the first output line starts with it */
    const char *title_note;    /* appended to the first output line, or NULL */
    const char *environment;   /* usage: the program's own environment lines, or NULL */
    const group_def *groups;
    size_t n_groups;
    int (*setup)(void);        /* after the shared set-up; 0: no group runs. May be NULL */
    void (*teardown)(void);    /* before the shared tear-down. May be NULL */
    void (*group_start)(void); /* before each group. May be NULL */
} harness_program;

/* A program's main(): the options, the shared set-up and then the program's, every selected
   group (a group's validation messages fail it), the program's tear-down and then the shared
   one, and the last line "N passed, N failed". Returns the exit status. */
int harness_main(int argc, char **argv, const harness_program *p);

/* ------------------------------------------------------------------------------------------ */
/* Test-only hooks into the implementation (harness.c compiles it)                             */
/* ------------------------------------------------------------------------------------------ */

/* Sets the subgroup size context c's pipelines are specialized for (before any pipeline exists)
   and stops pinning it (a pinned wrong size would be refused by the device). */
void hook_subgroup_size(vkr_context c, uint32_t s);

/* The implementation's VKR__UNROLL * VKR__SINGLE_STEPS: the 16-byte vectors per invocation up to
   which a reduce runs in a single workgroup. */
uint64_t hook_single_vectors(void);

/* The SPIR-V words (size_bytes of them, owned by c) of the module context c makes its add
   pipelines of type t from (scan: the scan kernel's, else the reduce's; compensated: the
   compensated sum's; the default accumulator), and the layout of c's pipelines: what
   bench --pipeline-stats builds again with the driver's statistics captured.
   VK_ERROR_FEATURE_NOT_PRESENT where the library has no such module. */
VkResult hook_add_module(vkr_context c, vkr_type t, int scan, int compensated, const uint32_t **code,
                         uint32_t *size_bytes, VkPipelineLayout *layout);

/* Context c's own upload buffer (the host arrays' staging): its buffer and size, and its mapping
   (NULL where it is not host-visible, as on a discrete GPU). */
void *hook_upload_buffer(vkr_context c, VkBuffer *buffer, VkDeviceSize *size);

#endif /* VKR_TEST_HARNESS_H */
