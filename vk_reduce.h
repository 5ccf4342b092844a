/* vk_reduce.h - v0.2.0 - parallel reductions on any Vulkan GPU, in one header.

   Do this:
       #define VK_REDUCE_IMPLEMENTATION
   before you include this file in *one* C or C++ file to create the implementation.
   Every other file just includes it.

   QUICK START (prototype mode: the library makes its own device, takes host arrays)

       #define VK_REDUCE_IMPLEMENTATION
       #include "vk_reduce.h"

       vkr_context ctx;
       vkr_prototype_desc pd = {0};          // zero = defaults (C++: vkr_prototype_desc pd = {};)
       if (vkr_create_prototype_context(&pd, &ctx) != VK_SUCCESS) return 1;
       float sum;
       vkr_reduce(ctx, VKR_OP_ADD, VKR_TYPE_F32, data, n, &sum);  // synchronous
       vkr_destroy_context(ctx);

   QUICK START (engine mode: your instance, device, buffers and command buffer)

       vkr_context_desc cd = {0};
       cd.instance = instance; cd.physical_device = gpu; cd.device = device;
       cd.queue_family_index = family; cd.queue = queue;
       cd.enabled_features = VKR_FEATURE_FLOAT64 | VKR_FEATURE_INT64   // what you enabled
                           | VKR_FEATURE_SUBGROUP_EXTENDED_TYPES;
       vkr_create_context(&cd, &ctx);
       vkr_reduce_desc rd = {0};
       rd.op = VKR_OP_MAX; rd.type = VKR_TYPE_F32; rd.count = n;
       rd.input = buf;  rd.input_offset = 0;  rd.input_buffer_size = buf_size;
       rd.output = out; rd.output_offset = 0; rd.output_buffer_size = out_size;
       vkr_cmd_reduce(ctx, cmd, &rd);   // records into your command buffer

   The device needs Vulkan 1.1; subgroup support decides the kernel path (KERNEL PATHS).
   With VK_KHR_push_descriptor enabled (declare VKR_FEATURE_PUSH_DESCRIPTOR) buffers are pushed,
   else bound as cached descriptor sets (BINDING). See "ENGINE MODE: BARRIERS" below for what
   to place around vkr_cmd_reduce.

   BINDING
       Push descriptors record nothing but the command. Descriptor sets (no push descriptors, or
       desc->binding = VKR_BINDING_DESCRIPTOR_SETS): one set per distinct (input, output,
       scratch) binding, written once and cached in the context, so recording many reduces in
       one command buffer, and re-submitting it, stays valid. Call vkr_forget_buffer(ctx, buf)
       before you destroy a buffer a reduce used; destroying the context drops every set.

   KERNEL PATHS
       Each kernel exists in three implementations; a context runs one (vkr_context_info.path),
       chosen from VkPhysicalDeviceSubgroupProperties (compute stage, supportedOperations) or
       forced with desc->path:
         VKR_PATH_NATIVE   subgroup arithmetic (BASIC, VOTE, ARITHMETIC); 64-bit integer types
                           (and f64 min/max) also need shaderSubgroupExtendedTypes
         VKR_PATH_SHUFFLE  butterfly subgroupShuffleXor (BASIC, SHUFFLE); no extended types
         VKR_PATH_SHARED   shared memory and barriers only: no subgroup operation, correct at any
                           subgroup size, and workgroup sizes need not be multiples of it
       Native and shuffle run at the context's subgroup size (a specialization constant; pinned
       with VK_EXT_subgroup_size_control / Vulkan 1.3 where the device allows). With AUTO, a
       64-bit type that native cannot run for lack of shaderSubgroupExtendedTypes runs on the
       shuffle path (or shared, without shuffle). Float sums differ in the last bits between
       paths and subgroup sizes (different trees); each is deterministic.

   CHOICE AND TRUTH
       The context gathers the device's capabilities in one place (vkr__query_caps) and makes
       its choices from them in another (vkr__choose). At creation a probe kernel, created like
       the native / shuffle pipelines (pinned where they are), reports the subgroup size that
       really runs; if it differs from the context's, the context re-specializes for it (a
       power of two 4..128 dividing the workgroup sizes) or falls back to the shared path, logs
       a WARNING and reports it (vkr_context_info.probed_subgroup_size, adjustments, notes).
       desc->self_test (off by default) runs each kernel of the path on known input and falls
       back to the next path on a wrong answer, logged and reported the same way.
       desc->testing (zero = off) fakes a device for tests and driver workarounds: hidden
       capabilities, a reported subgroup size, a deliberately broken path (vkr_testing_desc).

   CONFIGURATION (define before including the implementation)
       VK_REDUCE_MALLOC(size), VK_REDUCE_FREE(ptr)   host allocation (default malloc/free);
                                                    VkAllocationCallbacks in the descs win
       VK_REDUCE_ASSERT(x)                          internal invariants (default assert)
       (VKR_MALLOC, VKR_FREE and VKR_ASSERT are accepted as the same.)
       VK_REDUCE_STATIC_VULKAN_FUNCTIONS  1         use the linked vkGetInstanceProcAddr
                                                    (default 0: no libvulkan link needed)
       VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS 0         never dlopen the Vulkan loader
                                                    (default 1)
   If volk.h is included before this file, the library gets vkGetInstanceProcAddr from volk.

   THREAD SAFETY
       A vkr_context is externally synchronized: do not call two functions on the same context
       from two threads at once (pipelines are created lazily and cached in it, and the last
       error message is stored in it). Different contexts are independent; there is no global
       mutable state. Per function:
         vkr_type_size, vkr_op_name, vkr_type_name    any thread, any time
         vkr_create_context, vkr_create_prototype_context   any thread; creating an engine-mode
                                  context submits to desc->queue (externally synchronized) and
                                  waits: once (scratch zeroing and the subgroup-size probe),
                                  once more if the probe corrects the size, and a few times
                                  with desc->self_test
         vkr_destroy_context      externally synchronized with every other use of the context
         vkr_get_context_info, vkr_last_error, vkr_supports, vkr_scratch_requirements,
         vkr_error_bound
                                  read-only, but vkr_supports and the others write the last
                                  error: treat as externally synchronized
         vkr_prepare, vkr_cmd_reduce, vkr_cmd_init_scratch, vkr_forget_buffer
                                  externally synchronized per context;
                                  the command buffer too, as Vulkan requires
         vkr_reduce, vkr_reduce_buffer   externally synchronized per context, and they submit to
                                  the context's queue (externally synchronized, as in Vulkan)

   ERRORS
       Every function returns a VkResult and, on failure, stores a message naming the function
       and the argument (vkr_last_error) and passes it to the log callback:
         VK_ERROR_VALIDATION_FAILED_EXT   a bad argument (null handle, bad offset, count past the
                                          buffer, unknown op or type, bad tuning knob)
         VK_ERROR_FORMAT_NOT_SUPPORTED    an op the type does not have (and/or/xor on floats)
         VK_ERROR_FEATURE_NOT_PRESENT     the device lacks (or desc->enabled_features does not
                                          declare) what the type needs, or what a forced
                                          desc->path needs
         VK_ERROR_EXTENSION_NOT_PRESENT   desc->binding forces push descriptors the device
                                          lacks (or you did not declare)
         VK_ERROR_OUT_OF_HOST_MEMORY      a host allocation failed (ours, or the allocation
                                          callbacks'); never read as "feature absent"
         VK_ERROR_INITIALIZATION_FAILED   desc->self_test found a wrong answer on every path
                                          the device can run (or no Vulkan loader was found)
         others                           passed on from Vulkan (device memory, device lost)
       Each call on a context clears the message first: after a success vkr_last_error is "".
       The log callback gets each message with its source (library or validation layer) and
       severity. In prototype mode with validation on it also receives each validation-layer
       warning and error (VKR_LOG_SOURCE_VALIDATION; they are not errors of the call).

   ENGINE MODE: BARRIERS
       vkr_cmd_reduce records, in this order: one buffer memory barrier on its scratch
       (COMPUTE_SHADER read|write -> COMPUTE_SHADER read|write, skipped with
       VKR_REDUCE_NO_SCRATCH_BARRIER), then one compute dispatch per input range (one for inputs
       up to maxStorageBufferRange bytes), with a global COMPUTE_SHADER write -> COMPUTE_SHADER
       read|write memory barrier between ranges. It binds its own compute pipeline and push
       descriptors: re-bind your compute state afterwards.
       The bytes it binds: a descriptor must start at a multiple of A =
       minStorageBufferOffsetAlignment, so each binding starts at its offset rounded down to A
       and ends at the last byte of its data:
         input   [input_offset rounded down to A, input_offset + count * size)      read
         output  [output_offset rounded down to A, output_offset + size)            written
       Only the elements in range are accessed, but synchronization validation (and a strict
       reading of Vulkan) counts a whole bound range as accessed. So:
         before it, make earlier writes to the input bytes above available to COMPUTE_SHADER /
         SHADER_READ (after a transfer: TRANSFER_WRITE -> SHADER_READ), and order earlier
         accesses to the output bytes above before COMPUTE_SHADER / SHADER_WRITE;
         after it, before anything reads or writes the output bytes above (your result, or a
         neighbour in the same A-byte block), place COMPUTE_SHADER / SHADER_WRITE -> (your
         stage / access).
       With offsets that are multiples of A nothing outside your data is bound.
       VKR_REDUCE_NO_SCRATCH_BARRIER: you guarantee a COMPUTE_SHADER -> COMPUTE_SHADER execution
       and memory dependency since the previous reduce on the same scratch: a pipeline barrier
       in the same or an earlier command buffer of the queue, or a semaphore wait at
       COMPUTE_SHADER between submissions. A fence wait on the host between two submissions is
       NOT such a dependency (it makes the writes available, not visible to the next
       submission's shaders): leave the flag off there.

   CONTENTS
       1. Public API: types, enums, descs, functions
       2. Implementation (behind VK_REDUCE_IMPLEMENTATION)
          2.1 configuration and platform
          2.2 context, Vulkan function loading, errors
          2.3 kernels: selection, pipelines, recording, creation probe and self-test
          2.4 prototype mode
          2.5 generated SPIR-V (machine generated, between markers)
       3. Version history, licence

   RESULTS
       Integer add and mul wrap around (two's complement / unsigned modulo 2^bits), exactly.
       Float add and mul accumulate in the element type in a fixed tree order: the same input
       on the same device, driver and subgroup size gives bit-identical results every run and
       at every input offset. Different subgroup sizes (or devices) use other trees: the last
       bits may differ between them.
       Float error: vkr_error_bound(ctx, op, type, count, &b) gives b for the context's grid:
       add: |result - sum| <= b * sum|x_i|, b = h*u / (1 - h*u), u = 2^-24 (f32), 2^-53 (f64),
       h the longest chain of additions from an element to the result: the grid-stride steps
       per invocation / 4 + 3, + 4 (accumulators and vector lanes) + 1, then the workgroup
       reduce and, with several workgroups, ceil(partials / S) + one more reduce. A subgroup
       reduce counts S - 1 on the native path (S = subgroup size; the driver's order is its
       own), log2 S on the shuffle path (butterfly); the native/shuffle workgroup reduce is two
       of them + ceil(subgroups / S); the shared path's is a tree of ceil(log2 W) (W workgroup
       size, and partials are folded W-wide). vkr_reduce of a host array in several chunks adds
       the depth of the reduce of the chunk results. mul:
       |result - product| <= gamma(count - 1) * |product|. Both without overflow or underflow
       (a device may flush subnormals to zero). Defaults keep h in the low hundreds; the knobs
       (max_workgroups 1, or 8192 partials at subgroup size 4) can make it thousands.
       Signed zero: a sum of only -0.0 is -0.0, any +0.0 makes it +0.0 (IEEE); count 0 gives
       +0.0. A NaN from add or mul carries an input NaN's payload (min/max canonicalise it).
       Float min/max: if any element is NaN the result is NaN (0x7fc00000 / 0x7ff8000000000000);
       otherwise the result is an element of the input, and -0.0 < +0.0 (min of {+0,-0} is -0,
       max is +0). count == 0 gives the op's identity: add 0, mul 1, min +inf / type max,
       max -inf / type min, and all ones, or/xor 0.
*/
#ifndef VK_REDUCE_H
#define VK_REDUCE_H

#define VK_REDUCE_VERSION_MAJOR 0
#define VK_REDUCE_VERSION_MINOR 2
#define VK_REDUCE_VERSION_PATCH 0

#include <stddef.h>
#include <stdint.h>
#if !defined(VULKAN_H_) && !defined(VOLK_H_)
#include <vulkan/vulkan.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ============================== 1. PUBLIC API ============================== */

typedef struct vkr_context_T *vkr_context;

/* Value 0 of every enum is "unset": passing it is an error, never a silent default. */
typedef enum vkr_op {
    VKR_OP_NONE = 0,
    VKR_OP_ADD, VKR_OP_MUL, VKR_OP_MIN, VKR_OP_MAX,
    VKR_OP_AND, VKR_OP_OR, VKR_OP_XOR, /* integer types only */
    VKR_OP_COUNT
} vkr_op;

typedef enum vkr_type {
    VKR_TYPE_NONE = 0,
    VKR_TYPE_F32, VKR_TYPE_F64, VKR_TYPE_I32, VKR_TYPE_U32, VKR_TYPE_I64, VKR_TYPE_U64,
    VKR_TYPE_COUNT
} vkr_type;

/* Device features you enabled on your VkDevice (engine mode). The library uses only what you
   declare here; a type that needs more is reported unsupported (VK_ERROR_FEATURE_NOT_PRESENT). */
typedef enum vkr_feature_flags {
    VKR_FEATURE_FLOAT64 = 1u << 0,                  /* VkPhysicalDeviceFeatures.shaderFloat64 */
    VKR_FEATURE_INT64 = 1u << 1,                    /* VkPhysicalDeviceFeatures.shaderInt64 */
    VKR_FEATURE_SUBGROUP_EXTENDED_TYPES = 1u << 2,  /* shaderSubgroupExtendedTypes (Vulkan 1.2) */
    VKR_FEATURE_SUBGROUP_SIZE_CONTROL = 1u << 3,    /* subgroupSizeControl + computeFullSubgroups */
    VKR_FEATURE_DEBUG_UTILS = 1u << 4,              /* the instance enabled VK_EXT_debug_utils */
    VKR_FEATURE_PUSH_DESCRIPTOR = 1u << 5           /* the device enabled VK_KHR_push_descriptor */
} vkr_feature_flags;

/* Which kernel implementation runs (see "KERNEL PATHS" at the top). AUTO: the fastest the device
   can run: native if it has subgroup arithmetic in compute shaders, else shuffle, else shared. */
typedef enum vkr_kernel_path {
    VKR_PATH_AUTO = 0,
    VKR_PATH_NATIVE,   /* subgroup arithmetic (VK_SUBGROUP_FEATURE_ARITHMETIC_BIT, VOTE_BIT) */
    VKR_PATH_SHUFFLE,  /* butterfly subgroup shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT) */
    VKR_PATH_SHARED    /* shared memory only: no subgroup operation, any subgroup size */
} vkr_kernel_path;

typedef enum vkr_reduce_flags {
    /* You guarantee a COMPUTE->COMPUTE execution and memory dependency since the previous use
       of this scratch (e.g. the barrier you place after each reduce anyway); saves one barrier.
       A host fence wait between submissions does not count (see ENGINE MODE: BARRIERS). */
    VKR_REDUCE_NO_SCRATCH_BARRIER = 1u << 0
    /* Any other bit is rejected (VK_ERROR_VALIDATION_FAILED_EXT). */
} vkr_reduce_flags;

/* Where a log message comes from, and how bad it is. */
typedef enum vkr_log_source {
    VKR_LOG_SOURCE_LIBRARY = 0,    /* vk_reduce itself: a failed call, or a notice */
    VKR_LOG_SOURCE_VALIDATION = 1  /* the validation layer (prototype mode with validation on) */
} vkr_log_source;
typedef enum vkr_log_severity {
    VKR_LOG_SEVERITY_INFO = 0,     /* a notice (e.g. which kernel path a context chose) */
    VKR_LOG_SEVERITY_WARNING = 1,  /* a validation warning, or the library took a fallback */
    VKR_LOG_SEVERITY_ERROR = 2     /* a failed call (result says why), or a validation error */
} vkr_log_severity;
typedef struct vkr_log_message {
    vkr_log_source source;
    vkr_log_severity severity;
    VkResult result;               /* library errors: what the call returns; else VK_SUCCESS */
    const char *message;           /* names the function and argument; valid during the call */
} vkr_log_message;
/* Called with every library error and notice, and in prototype mode with validation on, with
   every validation-layer warning and error. */
typedef void (*vkr_log_fn)(void *user_data, const vkr_log_message *message);

/* Where the library gets Vulkan functions. NULL fields: volk's vkGetInstanceProcAddr if volk.h
   was included first, else the linked one with VK_REDUCE_STATIC_VULKAN_FUNCTIONS, else the
   loader opened at run time (VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS). */
typedef struct vkr_vulkan_functions {
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr vkGetDeviceProcAddr; /* NULL: loaded through vkGetInstanceProcAddr */
} vkr_vulkan_functions;

/* How kernels get their buffers. Push descriptors record nothing but the command; descriptor
   sets (devices without VK_KHR_push_descriptor) are written once per distinct binding and
   cached in the context (see vkr_forget_buffer). */
typedef enum vkr_binding {
    VKR_BINDING_AUTO = 0,              /* push descriptors where available, else descriptor sets */
    VKR_BINDING_PUSH_DESCRIPTORS = 1,  /* needs VKR_FEATURE_PUSH_DESCRIPTOR */
    VKR_BINDING_DESCRIPTOR_SETS = 2
} vkr_binding;

/* Test hooks (vkr_context_desc.testing, vkr_prototype_desc.testing): for the library's tests
   and for driver workarounds. All zero (the default) = off. They change only what the library
   believes about the device and how it records, never the device itself.
   hide                  vkr_testing_hide_flags: capabilities treated as absent, as if the
                         device lacked them (path, binding and types are chosen accordingly)
   report_subgroup_size  pretend the device reports this default subgroup size (and has no
                         subgroup size control, so nothing is pinned); the creation probe then
                         sees the size that really runs (see vkr_context_info.adjustments)
   break_path            a vkr_kernel_path whose reduces the library deliberately corrupts (it
                         passes count - 1 for each range): shows that desc->self_test catches a
                         kernel that gives wrong answers. Never set it outside tests. */
typedef enum vkr_testing_hide_flags {
    VKR_TESTING_HIDE_SUBGROUP_ARITHMETIC = 1u << 0,   /* VK_SUBGROUP_FEATURE_ARITHMETIC_BIT */
    VKR_TESTING_HIDE_SUBGROUP_SHUFFLE = 1u << 1,      /* SHUFFLE_BIT and SHUFFLE_RELATIVE_BIT */
    VKR_TESTING_HIDE_PUSH_DESCRIPTOR = 1u << 2,       /* VK_KHR_push_descriptor */
    VKR_TESTING_HIDE_INT64 = 1u << 3,                 /* shaderInt64 */
    VKR_TESTING_HIDE_FLOAT64 = 1u << 4,               /* shaderFloat64 */
    VKR_TESTING_HIDE_SUBGROUP_SIZE_CONTROL = 1u << 5  /* subgroup size control in compute */
    /* Any other bit is rejected (VK_ERROR_VALIDATION_FAILED_EXT). */
} vkr_testing_hide_flags;
/* Scan schedules (vkr_testing_desc.scan_schedule): force the cases the single-pass scan must
   survive, on a driver that would never produce them by itself (lavapipe with LP_NUM_THREADS=1
   runs workgroups one at a time in ticket order). The scan counts its fallbacks (a workgroup
   reducing a predecessor's tile itself) in the 32-bit word at byte VKR_SCRATCH_SCAN_FALLBACKS
   of the scratch region; the count only grows (and wraps). */
typedef enum vkr_testing_scan_flags {
    VKR_TESTING_SCAN_SWAP_PAIRS = 1u << 0,     /* ticket t scans tile t ^ 1: tile 2k+1 runs before
                                                  tile 2k, whose owner cannot start until it ends */
    VKR_TESTING_SCAN_REVERSE_64 = 1u << 1,     /* tickets run blocks of 64 tiles in reverse */
    VKR_TESTING_SCAN_FORCE_FALLBACK = 1u << 2, /* every tile > 0 ignores its predecessor's status
                                                  once and reduces that tile itself */
    VKR_TESTING_SCAN_NO_FALLBACK = 1u << 3     /* the broken build: never fall back, wait for the
                                                  predecessor however long. Hangs on a GPU whose
                                                  schedule starves it; lavapipe cuts such loops
                                                  after 65535 iterations: wrong results. Only to
                                                  show that the tests catch a missing fallback */
} vkr_testing_scan_flags;
#define VKR_SCRATCH_SCAN_FALLBACKS 20u
typedef struct vkr_testing_desc {
    uint32_t hide;                   /* vkr_testing_hide_flags */
    uint32_t report_subgroup_size;   /* 0: the device's own report */
    vkr_kernel_path break_path;      /* 0 (AUTO): no path is broken */
    uint32_t scan_schedule;          /* vkr_testing_scan_flags; 0: the normal schedule */
} vkr_testing_desc;

/* What a context did at creation beyond its first choice (vkr_context_info.adjustments); each
   is also logged as a VKR_LOG_SEVERITY_WARNING and described in vkr_context_info.notes. */
typedef enum vkr_adjustment_flags {
    VKR_ADJUSTED_PROBED_SUBGROUP_SIZE = 1u << 0, /* the probe saw another subgroup size running
                                                    than the device reports: the kernels are
                                                    specialized for the running size */
    VKR_ADJUSTED_PROBE_TO_SHARED = 1u << 1,      /* the running size was not usable (not a power
                                                    of two 4..128, not dividing the workgroup
                                                    size, or unstable): the shared path runs */
    VKR_ADJUSTED_SELF_TEST_FALLBACK = 1u << 2,   /* desc->self_test found a wrong answer and the
                                                    context moved to the next path */
    VKR_ADJUSTED_SCAN_REDUCE_THEN_SCAN = 1u << 3 /* desc->self_test found the single-pass scan
                                                    wrong: VKR_SCAN_AUTO runs reduce-then-scan */
} vkr_adjustment_flags;

/* Scans (vkr_cmd_scan, vkr_scan). With init v (default: the op's identity):
     inclusive  out[i] = v op x[0] op x[1] op ... op x[i]
     exclusive  out[i] = v op x[0] op ... op x[i-1]     (out[0] = v) */
typedef enum vkr_scan_kind {
    VKR_SCAN_NONE = 0,
    VKR_SCAN_INCLUSIVE = 1,
    VKR_SCAN_EXCLUSIVE = 2
} vkr_scan_kind;

/* How a scan runs (see SCANS at the top). */
typedef enum vkr_scan_algorithm {
    VKR_SCAN_AUTO = 0,              /* the context's choice: single pass, unless desc->self_test
                                       found it wrong on this device or the context desc says */
    VKR_SCAN_SINGLE_PASS = 1,       /* chained scan with decoupled look-back and decoupled
                                       fallback: one dispatch, input read once */
    VKR_SCAN_REDUCE_THEN_SCAN = 2   /* three dispatches (tile reduce, spine, tile scan), no
                                       workgroup ever waits for another; reads the input twice */
} vkr_scan_algorithm;

typedef enum vkr_scan_flags {
    VKR_SCAN_NO_SCRATCH_BARRIER = 1u << 0  /* as VKR_REDUCE_NO_SCRATCH_BARRIER */
    /* Any other bit is rejected (VK_ERROR_VALIDATION_FAILED_EXT). */
} vkr_scan_flags;

/* Engine mode. Zero-initialise, then fill the required fields. */
typedef struct vkr_context_desc {
    VkInstance instance;               /* required */
    VkPhysicalDevice physical_device;  /* required */
    VkDevice device;                   /* required; VK_KHR_push_descriptor must be enabled */
    uint32_t queue_family_index;       /* family your command buffers belong to (compute) */
    VkQueue queue;                     /* 0: vkGetDeviceQueue(family, 0). Used to zero the
                                          managed scratch at creation and by the synchronous
                                          helpers; externally synchronized while they run */
    uint32_t api_version;              /* the instance's apiVersion; 0 = VK_API_VERSION_1_1 */
    uint32_t enabled_features;         /* vkr_feature_flags you enabled on the device */
    const vkr_vulkan_functions *vulkan_functions;     /* NULL: see vkr_vulkan_functions */
    const VkAllocationCallbacks *allocation_callbacks; /* NULL: VK_REDUCE_MALLOC/FREE */
    VkPipelineCache pipeline_cache;    /* 0: none */
    vkr_log_fn log;                    /* NULL: errors only via vkr_last_error */
    void *log_user_data;
    VkBool32 no_managed_scratch;       /* VK_TRUE: every reduce must pass its own scratch */
    /* Tuning and testing knobs; 0 = the tuned default for the device. */
    uint32_t workgroup_size;           /* invocations per workgroup for small inputs (one
                                          workgroup) and large ones: a multiple of the subgroup
                                          size, >= 32, <= the device's limit (with a pinned
                                          subgroup size also <= requiredSubgroupSize *
                                          maxComputeWorkgroupSubgroups) */
    uint32_t mid_workgroup_size;       /* the same for mid-size inputs (several workgroups,
                                          below 16 MiB); 0 = workgroup_size if that is set */
    uint32_t max_workgroups;           /* upper bound of workgroups per input range, at most
                                          8192: one scratch region holds 8192 partials for the
                                          whole reduce, so an input split into R ranges gets at
                                          most min(max_workgroups, 8192 / R) per range, and a
                                          count needing more than 8192 ranges is refused */
    VkDeviceSize max_binding_range;    /* bytes per descriptor range; smaller than the
                                          device's maxStorageBufferRange forces range splitting */
    VkDeviceSize host_chunk_bytes;     /* vkr_reduce streams host arrays through buffers of this
                                          size (0 = 64 MiB; capped at maxMemoryAllocationSize, a
                                          quarter of the smallest heap and one binding range) */
    vkr_binding binding;               /* 0: push descriptors if enabled_features declares
                                          VKR_FEATURE_PUSH_DESCRIPTOR, else descriptor sets */
    vkr_kernel_path path;              /* AUTO (0): chosen from the device's subgroup support.
                                          Else forced: VK_ERROR_FEATURE_NOT_PRESENT if the device
                                          cannot run it (tests, driver workarounds) */
    uint32_t scan_workgroup_size;      /* invocations per scan workgroup (0 = 256); a tile is
                                          4 16-byte vectors per invocation */
    vkr_scan_algorithm scan_algorithm; /* what VKR_SCAN_AUTO means on this context (0: single
                                          pass) */
    VkBool32 self_test;                /* VK_TRUE: at creation, run each kernel of the chosen path
                                          (f32 add, u32 xor, and u64 max / f64 add where the
                                          context runs them) on known input, counts 1 and several
                                          workgroups; on a wrong answer fall back to the next path
                                          (native -> shuffle -> shared), logged as a WARNING and
                                          reported in vkr_context_info. Costs a few submissions
                                          and pipelines at creation. Default off */
    vkr_testing_desc testing;          /* zero: off. Test hooks, see vkr_testing_desc */
} vkr_context_desc;

/* One reduce. Zero-initialise, then fill. Offsets are bytes. */
typedef struct vkr_reduce_desc {
    vkr_op op;
    vkr_type type;
    uint64_t count;                     /* elements; 0 writes the op's identity */
    VkBuffer input;                     /* STORAGE_BUFFER usage */
    VkDeviceSize input_offset;          /* multiple of the element size */
    VkDeviceSize input_buffer_size;     /* the size input was created with (bounds check) */
    VkBuffer output;                    /* STORAGE_BUFFER usage; one element is written */
    VkDeviceSize output_offset;         /* multiple of the element size */
    VkDeviceSize output_buffer_size;    /* the size output was created with */
    VkBuffer scratch;                   /* 0: the context's managed scratch */
    VkDeviceSize scratch_offset;        /* multiple of vkr_scratch_requirements' alignment */
    VkDeviceSize scratch_buffer_size;
    uint32_t flags;                     /* vkr_reduce_flags */
} vkr_reduce_desc;

/* One scan. Zero-initialise, then fill. Offsets are bytes. */
typedef struct vkr_scan_desc {
    vkr_op op;
    vkr_type type;
    vkr_scan_kind kind;
    uint64_t count;                     /* elements; 0 records nothing (and writes nothing) */
    VkBuffer input;                     /* STORAGE_BUFFER usage */
    VkDeviceSize input_offset;          /* multiple of the element size */
    VkDeviceSize input_buffer_size;     /* the size input was created with (bounds check) */
    VkBuffer output;                    /* STORAGE_BUFFER usage; count elements are written. The
                                           same buffer and offset as the input scans in place;
                                           any other overlap with the input is an error */
    VkDeviceSize output_offset;         /* multiple of the element size */
    VkDeviceSize output_buffer_size;
    const void *init;                   /* NULL: the op's identity; else the initial value
                                           (vkr_type_size bytes), copied at record time */
    VkBuffer init_buffer;               /* or the initial value read from this buffer when the
                                           scan executes (not with init) */
    VkDeviceSize init_offset;           /* multiple of the element size */
    VkDeviceSize init_buffer_size;
    VkBuffer scratch;                   /* 0: the context's managed scratch (as for reduces) */
    VkDeviceSize scratch_offset;
    VkDeviceSize scratch_buffer_size;
    vkr_scan_algorithm algorithm;       /* AUTO: the context's (vkr_context_info.scan_algorithm) */
    uint32_t flags;                     /* vkr_scan_flags */
} vkr_scan_desc;

/* Prototype mode: the library creates instance, device and queue itself. */
typedef struct vkr_prototype_desc {
    const char *device;      /* NULL: $VK_REDUCE_DEVICE, else the best device. A decimal index
                                or a case-insensitive substring of the device name */
    VkBool32 validation;     /* VK_TRUE: enable VK_LAYER_KHRONOS_validation with synchronization
                                validation; messages go to log and are counted */
    vkr_log_fn log;
    void *log_user_data;
    const VkAllocationCallbacks *allocation_callbacks;
    uint32_t workgroup_size;         /* as in vkr_context_desc */
    uint32_t mid_workgroup_size;
    uint32_t max_workgroups;
    VkDeviceSize max_binding_range;
    VkDeviceSize host_chunk_bytes;
    vkr_binding binding;             /* 0: push descriptors where the device has them */
    vkr_kernel_path path;            /* as in vkr_context_desc */
    uint32_t scan_workgroup_size;    /* as in vkr_context_desc */
    vkr_scan_algorithm scan_algorithm;
    VkBool32 self_test;              /* as in vkr_context_desc */
    vkr_testing_desc testing;        /* as in vkr_context_desc (zero: off) */
} vkr_prototype_desc;

/* What a context runs on. Handles are owned by the context in prototype mode. */
typedef struct vkr_context_info {
    VkInstance instance;
    VkPhysicalDevice physical_device;
    VkDevice device;
    VkQueue queue;
    uint32_t queue_family_index;
    uint32_t subgroup_size;          /* the size the kernels run at (pinned where possible,
                                        checked by the creation probe); on the shared path the
                                        device's default (or the probed size), which it ignores */
    vkr_kernel_path path;            /* the path the context runs (never AUTO); with AUTO, a type
                                        the path cannot run (64-bit on native without
                                        shaderSubgroupExtendedTypes) uses the next path */
    uint32_t workgroup_size;         /* small and large inputs */
    uint32_t mid_workgroup_size;     /* mid-size inputs */
    uint32_t max_workgroups;
    VkDeviceSize max_binding_range;
    VkDeviceSize host_chunk_bytes;   /* vkr_reduce's chunk of a host array */
    vkr_binding binding;             /* PUSH_DESCRIPTORS or DESCRIPTOR_SETS */
    uint32_t cached_descriptor_sets; /* descriptor-set binding: sets held in the cache now */
    uint32_t enabled_features;       /* vkr_feature_flags in use */
    uint64_t validation_messages;    /* prototype mode with validation: messages so far */
    char device_name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    uint32_t probed_subgroup_size;   /* the subgroup size the creation probe saw the native /
                                        shuffle pipelines run at; 0 when no probe ran (the
                                        shared path was chosen first) */
    uint32_t adjustments;            /* vkr_adjustment_flags: what creation changed after the
                                        probe or the self-test; 0 = nothing */
    const char *notes;               /* those adjustments in words ("" if none); valid while
                                        the context lives */
    vkr_scan_algorithm scan_algorithm; /* what VKR_SCAN_AUTO runs (never AUTO) */
    uint32_t scan_workgroup_size;
    uint64_t scan_tile_elements[VKR_TYPE_COUNT]; /* elements per scan tile, per type */
} vkr_context_info;

/* Create / destroy. On failure *ctx is NULL and nothing is leaked. destroy accepts NULL and
   waits for nothing: make sure the GPU no longer uses the context's objects. */
VkResult vkr_create_context(const vkr_context_desc *desc, vkr_context *ctx);
VkResult vkr_create_prototype_context(const vkr_prototype_desc *desc, vkr_context *ctx);
void vkr_destroy_context(vkr_context ctx);
VkResult vkr_get_context_info(vkr_context ctx, vkr_context_info *info);

/* The message of the failed call on ctx: every function that takes a context clears it when it
   starts, so after a successful call it is "". Valid until the next call on ctx. */
const char *vkr_last_error(vkr_context ctx);

/* VK_SUCCESS if (op, type) runs on this context, else VK_ERROR_FEATURE_NOT_PRESENT (or
   VK_ERROR_FORMAT_NOT_SUPPORTED for a combination that never exists, like AND on f32), with
   the reason in vkr_last_error. */
VkResult vkr_supports(vkr_context ctx, vkr_op op, vkr_type type);

/* Creates the pipeline for (op, type) now instead of on first use. */
VkResult vkr_prepare(vkr_context ctx, vkr_op op, vkr_type type);

/* Caller-provided scratch: size and offset alignment of one scratch region. A region serves
   any op, type and count. Zero it once before first use (vkr_cmd_init_scratch or your own
   vkCmdFillBuffer with 0): its first 4 bytes are a counter that every reduce leaves at 0 again;
   the rest holds per-workgroup partials, left as they are. Reduces that may run at the same
   time on the GPU need separate regions. */
VkResult vkr_scratch_requirements(vkr_context ctx, VkDeviceSize *size, VkDeviceSize *alignment);
/* Records vkCmdFillBuffer(0) of one region followed by a TRANSFER_WRITE -> COMPUTE_SHADER
   read|write barrier. */
VkResult vkr_cmd_init_scratch(vkr_context ctx, VkCommandBuffer cmd, VkBuffer scratch,
                              VkDeviceSize offset, VkDeviceSize buffer_size);

/* Descriptor-set binding only (a no-op with push descriptors): drops every cached descriptor
   set that refers to `buffer`. Call it before you destroy a buffer that a reduce on this
   context used (a new buffer may get the same handle), once no pending command buffer uses
   those reduces. Destroying the context drops them all. */
VkResult vkr_forget_buffer(vkr_context ctx, VkBuffer buffer);

/* Records a reduce into cmd (a compute-capable command buffer in the recording state). */
VkResult vkr_cmd_reduce(vkr_context ctx, VkCommandBuffer cmd, const vkr_reduce_desc *desc);

/* Records a scan into cmd (a compute-capable command buffer in the recording state). The
   same barrier rules as vkr_cmd_reduce (ENGINE MODE: BARRIERS), with the output range
   [output_offset rounded down to A, output_offset + count * size) written, the init_buffer
   element read, and, for reduce-then-scan, barriers between its three dispatches. */
VkResult vkr_cmd_scan(vkr_context ctx, VkCommandBuffer cmd, const vkr_scan_desc *desc);

/* Synchronous scan of host arrays: input and output hold count elements (output == input
   scans in place; other overlap is an error); init NULL = identity. Streams through buffers
   of host_chunk_bytes, carrying the running value on the GPU from chunk to chunk, so the
   result has the same bits as one vkr_cmd_scan over the whole array. */
VkResult vkr_scan(vkr_context ctx, vkr_op op, vkr_type type, vkr_scan_kind kind, const void *input, uint64_t count,
                  const void *init, void *output);

/* The float error bound of a scan: for VKR_OP_ADD, every output element satisfies
   |out[i] - exact[i]| <= *bound * (|init| + sum over its elements of |x_k|); for VKR_OP_MUL,
   |out[i] - exact[i]| <= *bound * |exact[i]|; as vkr_error_bound otherwise (0 for integers,
   min, max). For the single-pass and reduce-then-scan algorithms alike. */
VkResult vkr_scan_error_bound(vkr_context ctx, vkr_op op, vkr_type type, uint64_t count, double *bound);

/* The float error bound of a reduce of `count` elements on this context, for its grid (tuning
   knobs included) and subgroup size: for VKR_OP_ADD, |result - exact sum| <= *bound * sum|x_i|;
   for VKR_OP_MUL, |result - exact product| <= *bound * |exact product|; both where no partial
   result overflows or underflows (a device may flush subnormals). 0 for integers, min, max and
   count < 2; HUGE_VAL where the bound is vacuous. It holds for vkr_cmd_reduce,
   vkr_reduce_buffer and vkr_reduce (host arrays in chunks). See RESULTS. */
VkResult vkr_error_bound(vkr_context ctx, vkr_op op, vkr_type type, uint64_t count, double *bound);

/* Synchronous helpers: upload (host array) or use a buffer, reduce, wait, write the value
   (vkr_type_size bytes) to *result. Work on any context with a queue. vkr_reduce streams the
   array through one buffer of host_chunk_bytes (default 64 MiB): each chunk is reduced into
   its own slot, then the slots in order, so the result stays deterministic; arrays of one
   chunk give the same bits as vkr_reduce_buffer. Out of host memory (also inside the
   allocation callbacks) is VK_ERROR_OUT_OF_HOST_MEMORY with a message. */
VkResult vkr_reduce(vkr_context ctx, vkr_op op, vkr_type type, const void *data, uint64_t count,
                    void *result);
VkResult vkr_reduce_buffer(vkr_context ctx, vkr_op op, vkr_type type, VkBuffer buffer,
                           VkDeviceSize offset, VkDeviceSize buffer_size, uint64_t count,
                           void *result);

/* Pure helpers, thread-safe. */
size_t vkr_type_size(vkr_type type);   /* 0 for an invalid type */
const char *vkr_op_name(vkr_op op);    /* "add", ...; "invalid" */
const char *vkr_type_name(vkr_type type);

#ifdef __cplusplus
}
#endif
#endif /* VK_REDUCE_H */

/* ======================= 2. IMPLEMENTATION BELOW ======================= */
#if defined(VK_REDUCE_IMPLEMENTATION) && !defined(VK_REDUCE_IMPLEMENTATION_DONE)
#define VK_REDUCE_IMPLEMENTATION_DONE

/* ---------------------------------------------------------------------------------------
   2.1 Configuration and platform
   --------------------------------------------------------------------------------------- */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h> /* HUGE_VAL */

#if !defined(VK_REDUCE_MALLOC) && defined(VKR_MALLOC) && defined(VKR_FREE)
#define VK_REDUCE_MALLOC(size) VKR_MALLOC(size)
#define VK_REDUCE_FREE(ptr) VKR_FREE(ptr)
#endif
#if !defined(VK_REDUCE_ASSERT) && defined(VKR_ASSERT)
#define VK_REDUCE_ASSERT(x) VKR_ASSERT(x)
#endif
#ifndef VK_REDUCE_MALLOC
#define VK_REDUCE_MALLOC(size) malloc(size)
#define VK_REDUCE_FREE(ptr) free(ptr)
#endif
#ifndef VK_REDUCE_ASSERT
#include <assert.h>
#define VK_REDUCE_ASSERT(x) assert(x)
#endif
#ifndef VK_REDUCE_STATIC_VULKAN_FUNCTIONS
#define VK_REDUCE_STATIC_VULKAN_FUNCTIONS 0
#endif
#ifndef VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS
#define VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS 1
#endif
#if VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS
#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <dlfcn.h>
#endif
#endif

/* Bad arguments are "invalid usage detected": the library's own validation. */
#define VKR__INVALID VK_ERROR_VALIDATION_FAILED_EXT
/* The kernel interface (push constants, bindings, specialization ids, scratch layout, kernel
   ids): generated from gen/gen.py's INTERFACE table, like shaders/interface.glsl. */
/* BEGIN GENERATED INTERFACE: machine generated by gen/gen.py from its INTERFACE table, do not edit.
   shaders/interface.glsl comes from the same table; `make gen-check` fails on any difference. */
#define VKR__SPEC_WORKGROUP_SIZE 0u /* invocations per workgroup (local_size_x_id) */
#define VKR__SPEC_OP 1u /* the vkr_op; the driver folds every `OP ==` test */
#define VKR__SPEC_SUBGROUP_SIZE 2u /* the subgroup size the pipeline runs at (native and shuffle paths) */
#define VKR__BINDING_INPUT 0u /* the input range (read only) */
#define VKR__BINDING_OUTPUT 1u /* the result element (write only) */
#define VKR__BINDING_SCRATCH 2u /* counter and per-workgroup partials */
#define VKR__BINDING_COUNT 3u
/* push constants, in the kernels' order */
typedef struct vkr__push {
    uint32_t count; /* elements in this dispatch's range */
    uint32_t first; /* index of the range's first element in the bound input */
    uint32_t group_base; /* index of this dispatch's first partial */
    uint32_t group_total; /* partials of the whole reduce (all ranges) */
    uint32_t out_index; /* element index of the result in the bound output */
    uint32_t flags; /* PUSH_FLAG_* bits */
} vkr__push;
#define VKR__PUSH_SIZE 24u
#define VKR__PUSH_FLAG_EMPTY 1u /* the whole input is empty: write the public identity */
#define VKR__SCRATCH_HEADER 16u /* bytes before the partials; the counter is at byte 0 */
#define VKR__SCRATCH_PARTIAL_BYTES 16u
#define VKR__MAX_PARTIALS 8192u /* partials one scratch region holds */
enum { VKR__KERNEL_REDUCE = 0, VKR__KERNEL_PROBE = 1 };
typedef char vkr__interface_check[(
    sizeof(vkr__push) == VKR__PUSH_SIZE &&
    VKR_OP_ADD == 1 &&
    VKR_OP_MUL == 2 &&
    VKR_OP_MIN == 3 &&
    VKR_OP_MAX == 4 &&
    VKR_OP_AND == 5 &&
    VKR_OP_OR == 6 &&
    VKR_OP_XOR == 7 &&
    VKR_TYPE_F32 == 1 &&
    VKR_TYPE_F64 == 2 &&
    VKR_TYPE_I32 == 3 &&
    VKR_TYPE_U32 == 4 &&
    VKR_TYPE_I64 == 5 &&
    VKR_TYPE_U64 == 6 &&
    VKR_PATH_NATIVE == 1 &&
    VKR_PATH_SHUFFLE == 2 &&
    VKR_PATH_SHARED == 3 &&
    VKR_FEATURE_FLOAT64 == 1 &&
    VKR_FEATURE_INT64 == 2 &&
    VKR_FEATURE_SUBGROUP_EXTENDED_TYPES == 4) ? 1 : -1];
/* END GENERATED INTERFACE */
/* vkr_reduce streams a host array through buffers of at most this size (see host_chunk_bytes). */
#define VKR__HOST_CHUNK_BYTES ((VkDeviceSize)64u << 20)
/* The kernel's grid-stride loop reads VKR__UNROLL 16-byte vectors per invocation per step.
   Grid sizing (tuned on an H100, see bench/results): one workgroup while each invocation has at
   most VKR__SINGLE_STEPS steps (a multi-workgroup reduce pays ~2 us more for its ticket, so one
   busy workgroup wins up to there); then enough workgroups of the mid size for VKR__STEPS steps
   each; from VKR__LARGE_BYTES on, the large workgroup size and max_workgroups. */
#define VKR__UNROLL 4u
#ifndef VKR__SINGLE_STEPS /* overridable only for tuning builds of the benchmark */
#define VKR__SINGLE_STEPS 4u
#endif
#ifndef VKR__STEPS
#define VKR__STEPS 2u
#endif
#ifndef VKR__LARGE_BYTES
#define VKR__LARGE_BYTES (16u << 20)
#endif

/* One SPIR-V module: a kernel for one type's op class on one path. `features` and
   `subgroup_ops` are read back from the module by gen/gen.py (its capabilities, and
   shaderSubgroupExtendedTypes where a group operation works on 64-bit integers). */
typedef struct vkr__spirv_module {
    uint8_t kernel, type, path, op_mask;   /* path: vkr_kernel_path */
    uint32_t features;                     /* vkr_feature_flags the module needs */
    uint32_t subgroup_ops;                 /* VkSubgroupFeatureFlags the module needs in compute */
    uint32_t size_bytes;
    const uint32_t *code;
} vkr__spirv_module;
/* Defined after the generated SPIR-V table (2.5). */
static const vkr__spirv_module *vkr__find_module(vkr_context ctx, uint32_t kernel, vkr_op op, vkr_type type);
static uint32_t vkr__path_subgroup_ops(uint32_t path);
static const vkr__spirv_module *vkr__probe_module(void);

/* Every Vulkan function the library calls, loaded through the context's loader entry points. */
#define VKR__INSTANCE_FUNCS(X) \
    X(GetPhysicalDeviceProperties) X(GetPhysicalDeviceProperties2) \
    X(GetPhysicalDeviceFeatures) X(GetPhysicalDeviceFeatures2) \
    X(GetPhysicalDeviceMemoryProperties) X(GetPhysicalDeviceQueueFamilyProperties) \
    X(EnumerateDeviceExtensionProperties) X(EnumeratePhysicalDevices) X(CreateDevice) \
    X(DestroyInstance)
#define VKR__DEVICE_FUNCS(X) \
    X(DestroyDevice) X(DeviceWaitIdle) X(GetDeviceQueue) X(CreateBuffer) X(DestroyBuffer) \
    X(GetBufferMemoryRequirements) X(AllocateMemory) X(FreeMemory) X(BindBufferMemory) \
    X(MapMemory) X(UnmapMemory) X(CreateShaderModule) X(DestroyShaderModule) \
    X(CreateDescriptorSetLayout) X(DestroyDescriptorSetLayout) X(CreatePipelineLayout) \
    X(DestroyPipelineLayout) X(CreateComputePipelines) X(DestroyPipeline) \
    X(CreateCommandPool) X(DestroyCommandPool) X(AllocateCommandBuffers) \
    X(BeginCommandBuffer) X(EndCommandBuffer) X(ResetCommandBuffer) X(CmdBindPipeline) \
    X(CmdPushConstants) X(CmdDispatch) X(CmdPipelineBarrier) X(CmdFillBuffer) \
    X(CmdCopyBuffer) X(QueueSubmit) X(CreateFence) X(DestroyFence) X(WaitForFences) \
    X(ResetFences) X(CreateDescriptorPool) X(DestroyDescriptorPool) X(AllocateDescriptorSets) \
    X(FreeDescriptorSets) X(UpdateDescriptorSets) X(CmdBindDescriptorSets)

typedef struct vkr__functions {
    PFN_vkGetInstanceProcAddr GetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr GetDeviceProcAddr;
#define VKR__DECLARE(name) PFN_vk##name name;
    VKR__INSTANCE_FUNCS(VKR__DECLARE)
    VKR__DEVICE_FUNCS(VKR__DECLARE)
#undef VKR__DECLARE
    PFN_vkCmdPushDescriptorSetKHR CmdPushDescriptorSetKHR;
    PFN_vkSetDebugUtilsObjectNameEXT SetDebugUtilsObjectNameEXT;
    PFN_vkCreateDebugUtilsMessengerEXT CreateDebugUtilsMessengerEXT;
    PFN_vkDestroyDebugUtilsMessengerEXT DestroyDebugUtilsMessengerEXT;
} vkr__functions;

/* A buffer with its memory; `map` is set for host-visible ones. */
typedef struct vkr__buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    VkDeviceSize size;
    void *map;
} vkr__buffer;

/* Descriptor-set binding: one set per distinct (input, output, scratch) binding triple,
   written once; a set never changes after its write, so one set serves every command buffer
   that records a reduce over the same bytes. Open-addressing hash of entry indices. */
typedef struct vkr__set_entry {
    VkDescriptorBufferInfo bufs[3];
    VkDescriptorSet set;
    uint32_t pool;
} vkr__set_entry;
typedef struct vkr__set_cache {
    vkr__set_entry *entries;
    uint32_t count, capacity;
    uint32_t *slots;              /* entry index + 1; 0 = empty; capacity * 2 of them */
    VkDescriptorPool *pools;
    uint32_t pool_count, pool_capacity;
} vkr__set_cache;

/* What the device has (vkr__query_caps), apart from what the context chooses (vkr__choose).
   desc->testing edits it. */
typedef struct vkr__caps {
    uint32_t subgroup_size;              /* the default size the device reports */
    uint32_t subgroup_stages;            /* VkPhysicalDeviceSubgroupProperties.supportedStages */
    uint32_t subgroup_ops;               /* supportedOperations, 0 unless compute is in the stages */
    VkBool32 size_control;               /* subgroup size control usable for compute */
    uint32_t min_subgroup_size, max_subgroup_size, max_compute_workgroup_subgroups; /* size control */
    uint32_t features;                   /* vkr_feature_flags declared and present */
    VkBool32 push_descriptor;            /* VK_KHR_push_descriptor declared and present */
    uint32_t max_workgroup_invocations;  /* min(maxComputeWorkGroupInvocations, maxComputeWorkGroupSize[0]) */
    uint32_t max_workgroup_count;        /* maxComputeWorkGroupCount[0] */
    VkDeviceSize min_storage_offset_alignment, max_storage_range;
    VkDeviceSize max_allocation;         /* maxMemoryAllocationSize (0: not reported) */
    VkDeviceSize smallest_heap;
} vkr__caps;
#define VKR__TESTING_HIDE_KNOWN 0x3fu

struct vkr_context_T {
    vkr__functions vk;
    VkInstance instance;
    VkPhysicalDevice physical_device;
    VkDevice device;
    VkQueue queue;
    uint32_t queue_family_index;
    VkAllocationCallbacks allocation_callbacks;
    const VkAllocationCallbacks *alloc; /* NULL or &allocation_callbacks */
    VkPipelineCache pipeline_cache;
    vkr_log_fn log;
    void *log_user_data;

    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties memory_props;
    vkr__caps caps;               /* what the device has (desc->testing applied) */
    uint32_t features;            /* vkr_feature_flags usable (declared and supported) */
    uint32_t subgroup_size;       /* specialization constant 2 of native and shuffle modules */
    VkBool32 pin_subgroup_size;   /* create native / shuffle pipelines with a required size */
    vkr_kernel_path path;         /* the context's kernel path (never AUTO) */
    VkBool32 path_forced;         /* desc->path was set: no per-type fallback to another path */
    uint32_t subgroup_ops;        /* VkSubgroupFeatureFlags the device has in compute shaders */
    uint32_t workgroup_size;      /* tier 0: one workgroup (small inputs) and large inputs */
    uint32_t mid_workgroup_size;  /* tier 1: several workgroups below VKR__LARGE_BYTES */
    uint32_t max_workgroups;
    VkDeviceSize max_range;       /* bytes one descriptor range may span (multiple of 16) */
    VkDeviceSize offset_alignment; /* binding offsets: lcm(minStorageBufferOffsetAlignment, 16) */
    VkDeviceSize host_chunk_bytes; /* vkr_reduce streams host arrays in chunks of this size */

    VkDescriptorSetLayout set_layout;
    VkPipelineLayout pipeline_layout;
    vkr_binding binding;          /* PUSH_DESCRIPTORS or DESCRIPTOR_SETS */
    vkr__set_cache sets;          /* descriptor-set binding only */
    VkPipeline pipelines[VKR_TYPE_COUNT][VKR_OP_COUNT][2]; /* [tier] */
    vkr__buffer scratch;          /* managed scratch; buffer 0 with no_managed_scratch */

    /* synchronous helpers */
    VkCommandPool command_pool;
    VkCommandBuffer command_buffer;
    VkFence fence;
    vkr__buffer result;           /* host-visible, one element */
    vkr__buffer upload;           /* device copy of a host array */
    vkr__buffer staging;          /* host-visible, for the copy */

    /* prototype mode */
    VkBool32 owns_device;
    uint32_t instance_api;        /* the apiVersion the prototype instance was created with */
    VkDebugUtilsMessengerEXT messenger;
    uint64_t validation_messages;
    void *loader_library;

    /* creation checks */
    vkr_kernel_path break_path;   /* desc->testing.break_path: reduces on it get count - 1 */
    uint32_t probed_subgroup_size;
    uint32_t adjustments;         /* vkr_adjustment_flags */
    char notes[512];

    char device_name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    const char *call;             /* the public function running now, for messages */
    char error[512];
};

/* ---------------------------------------------------------------------------------------
   2.2 Context, Vulkan function loading, errors
   --------------------------------------------------------------------------------------- */
static const size_t vkr__type_sizes[VKR_TYPE_COUNT] = {0, 4, 8, 4, 4, 8, 8};
static const char *const vkr__type_names[VKR_TYPE_COUNT] = {"invalid", "f32", "f64", "i32", "u32", "i64", "u64"};
static const char *const vkr__op_names[VKR_OP_COUNT] = {"invalid", "add", "mul", "min", "max", "and", "or", "xor"};

size_t vkr_type_size(vkr_type type) {
    return (type > VKR_TYPE_NONE && type < VKR_TYPE_COUNT) ? vkr__type_sizes[type] : 0;
}
const char *vkr_op_name(vkr_op op) { return (op > VKR_OP_NONE && op < VKR_OP_COUNT) ? vkr__op_names[op] : "invalid"; }
const char *vkr_type_name(vkr_type type) {
    return (type > VKR_TYPE_NONE && type < VKR_TYPE_COUNT) ? vkr__type_names[type] : "invalid";
}

static void vkr__log(vkr_context ctx, vkr_log_source source, vkr_log_severity severity, VkResult result, const char *text) {
    vkr_log_message m;
    if (!ctx->log) return;
    m.source = source;
    m.severity = severity;
    m.result = result;
    m.message = text;
    ctx->log(ctx->log_user_data, &m);
}

static VkResult vkr__fail(vkr_context ctx, VkResult result, const char *fmt, ...) {
    va_list args;
    va_start(args, fmt);
    vsnprintf(ctx->error, sizeof ctx->error, fmt, args);
    va_end(args);
    vkr__log(ctx, VKR_LOG_SOURCE_LIBRARY, VKR_LOG_SEVERITY_ERROR, result, ctx->error);
    return result;
}
#define VKR__CHECK(ctx, expr, what) \
    do { \
        VkResult r_ = (expr); \
        if (r_ != VK_SUCCESS) return vkr__fail(ctx, r_, "%s: %s failed (VkResult %d)", (ctx)->call, what, (int)r_); \
    } while (0)

static void *vkr__alloc(const VkAllocationCallbacks *a, size_t size) {
    void *p = a ? a->pfnAllocation(a->pUserData, size, 16, VK_SYSTEM_ALLOCATION_SCOPE_OBJECT) : VK_REDUCE_MALLOC(size);
    if (p) memset(p, 0, size);
    return p;
}
static void vkr__free(const VkAllocationCallbacks *a, void *p) {
    if (!p) return;
    if (a) a->pfnFree(a->pUserData, p);
    else VK_REDUCE_FREE(p);
}

const char *vkr_last_error(vkr_context ctx) { return ctx ? ctx->error : "ctx is NULL"; }

/* Every public function on a context starts here: a NULL context is an error with nowhere to
   store a message, and a new call clears the last error. */
#define VKR__ENTER(ctx) \
    do { if (!(ctx)) return VKR__INVALID; (ctx)->error[0] = 0; (ctx)->call = __func__; } while (0)

/* The loader entry point when the caller gave none: volk, the linked loader, or dlopen. */
static PFN_vkGetInstanceProcAddr vkr__default_loader(vkr_context ctx) {
    if (ctx->vk.GetInstanceProcAddr) return ctx->vk.GetInstanceProcAddr; /* prototype mode: already found */
#if defined(VOLK_HEADER_VERSION)
    if (!vkGetInstanceProcAddr) volkInitialize();
    if (vkGetInstanceProcAddr) return vkGetInstanceProcAddr;
#elif VK_REDUCE_STATIC_VULKAN_FUNCTIONS
    return vkGetInstanceProcAddr;
#endif
#if VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS
#if defined(_WIN32)
    HMODULE lib = LoadLibraryA("vulkan-1.dll");
    if (!lib) return NULL;
    ctx->loader_library = (void *)lib;
    return (PFN_vkGetInstanceProcAddr)(void (*)(void))GetProcAddress(lib, "vkGetInstanceProcAddr");
#else
    static const char *const names[] = {
#if defined(__APPLE__)
        "libvulkan.1.dylib", "libvulkan.dylib", "libMoltenVK.dylib",
#else
        "libvulkan.so.1", "libvulkan.so",
#endif
    };
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0] && !ctx->loader_library; i++)
        ctx->loader_library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!ctx->loader_library) return NULL;
    {
        PFN_vkGetInstanceProcAddr gipa;
        void *sym = dlsym(ctx->loader_library, "vkGetInstanceProcAddr");
        memcpy(&gipa, &sym, sizeof gipa); /* object -> function pointer without a pedantic cast */
        return gipa;
    }
#endif
#else
    (void)ctx;
    return NULL;
#endif
}

static void vkr__close_loader(vkr_context ctx) {
#if VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS
    if (ctx->loader_library) {
#if defined(_WIN32)
        FreeLibrary((HMODULE)ctx->loader_library);
#else
        dlclose(ctx->loader_library);
#endif
    }
#endif
    ctx->loader_library = NULL;
}

static void vkr__load_instance_functions(vkr_context ctx) {
    vkr__functions *f = &ctx->vk;
#define VKR__LOAD(name) f->name = (PFN_vk##name)f->GetInstanceProcAddr(ctx->instance, "vk" #name);
    VKR__INSTANCE_FUNCS(VKR__LOAD)
#undef VKR__LOAD
    if (!f->GetDeviceProcAddr)
        f->GetDeviceProcAddr = (PFN_vkGetDeviceProcAddr)f->GetInstanceProcAddr(ctx->instance, "vkGetDeviceProcAddr");
    f->CreateDebugUtilsMessengerEXT = (PFN_vkCreateDebugUtilsMessengerEXT)f->GetInstanceProcAddr(ctx->instance, "vkCreateDebugUtilsMessengerEXT");
    f->DestroyDebugUtilsMessengerEXT = (PFN_vkDestroyDebugUtilsMessengerEXT)f->GetInstanceProcAddr(ctx->instance, "vkDestroyDebugUtilsMessengerEXT");
}

static VkResult vkr__load_device_functions(vkr_context ctx) {
    vkr__functions *f = &ctx->vk;
    if (!f->GetDeviceProcAddr) return vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "%s: vkGetDeviceProcAddr not found", ctx->call);
#define VKR__LOAD(name) \
    f->name = (PFN_vk##name)f->GetDeviceProcAddr(ctx->device, "vk" #name); \
    if (!f->name) return vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "%s: vk" #name " not found", ctx->call);
    VKR__DEVICE_FUNCS(VKR__LOAD)
#undef VKR__LOAD
    if (ctx->binding == VKR_BINDING_PUSH_DESCRIPTORS) {
        f->CmdPushDescriptorSetKHR = (PFN_vkCmdPushDescriptorSetKHR)f->GetDeviceProcAddr(ctx->device, "vkCmdPushDescriptorSetKHR");
        if (!f->CmdPushDescriptorSetKHR)
            return vkr__fail(ctx, VK_ERROR_EXTENSION_NOT_PRESENT, "%s: vkCmdPushDescriptorSetKHR not found (desc->binding)", ctx->call);
    }
    if (ctx->features & VKR_FEATURE_DEBUG_UTILS)
        f->SetDebugUtilsObjectNameEXT = (PFN_vkSetDebugUtilsObjectNameEXT)f->GetInstanceProcAddr(ctx->instance, "vkSetDebugUtilsObjectNameEXT");
    return VK_SUCCESS;
}

static void vkr__name(vkr_context ctx, VkObjectType type, uint64_t handle, const char *name) {
    VkDebugUtilsObjectNameInfoEXT info;
    if (!ctx->vk.SetDebugUtilsObjectNameEXT || !handle) return;
    memset(&info, 0, sizeof info);
    info.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    info.objectType = type;
    info.objectHandle = handle;
    info.pObjectName = name;
    ctx->vk.SetDebugUtilsObjectNameEXT(ctx->device, &info);
}
#define VKR__HANDLE(h) ((uint64_t)(uintptr_t)(h))
#define VKR__HOST_COHERENT (VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)

/* *found: whether the physical device has the extension. Fails only when the query does
   (out of memory): a failure must never read as "absent". */
static VkResult vkr__has_device_extension(vkr_context ctx, const char *fn, const char *name, VkBool32 *found) {
    uint32_t n = 0, i;
    VkExtensionProperties *ext;
    VkResult r;
    *found = VK_FALSE;
    r = ctx->vk.EnumerateDeviceExtensionProperties(ctx->physical_device, NULL, &n, NULL);
    if (r != VK_SUCCESS) return vkr__fail(ctx, r, "%s: vkEnumerateDeviceExtensionProperties failed (VkResult %d)", fn, (int)r);
    if (!n) return VK_SUCCESS;
    ext = (VkExtensionProperties *)vkr__alloc(ctx->alloc, n * sizeof *ext);
    if (!ext) return vkr__fail(ctx, VK_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory listing %u device extensions", fn, n);
    r = ctx->vk.EnumerateDeviceExtensionProperties(ctx->physical_device, NULL, &n, ext);
    if (r == VK_SUCCESS || r == VK_INCOMPLETE)
        for (i = 0; i < n && !*found; i++) *found = strcmp(ext[i].extensionName, name) == 0;
    vkr__free(ctx->alloc, ext);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE)
        return vkr__fail(ctx, r, "%s: vkEnumerateDeviceExtensionProperties failed (VkResult %d)", fn, (int)r);
    return VK_SUCCESS;
}

static int32_t vkr__memory_type(vkr_context ctx, uint32_t type_bits, VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred) {
    uint32_t i;
    int32_t fallback = -1;
    for (i = 0; i < ctx->memory_props.memoryTypeCount; i++) {
        VkMemoryPropertyFlags f = ctx->memory_props.memoryTypes[i].propertyFlags;
        if (!(type_bits & (1u << i)) || (f & required) != required) continue;
        if ((f & preferred) == preferred) return (int32_t)i;
        if (fallback < 0) fallback = (int32_t)i;
    }
    return fallback;
}

static void vkr__set_cache_forget(vkr_context ctx, VkBuffer buffer);
static void vkr__set_cache_release(vkr_context ctx);

static void vkr__destroy_buffer(vkr_context ctx, vkr__buffer *b) {
    if (b->buffer) vkr__set_cache_forget(ctx, b->buffer);
    if (b->buffer) ctx->vk.DestroyBuffer(ctx->device, b->buffer, ctx->alloc);
    if (b->memory) ctx->vk.FreeMemory(ctx->device, b->memory, ctx->alloc); /* unmaps */
    memset(b, 0, sizeof *b);
}

static VkResult vkr__create_buffer(vkr_context ctx, vkr__buffer *b, VkDeviceSize size, VkBufferUsageFlags usage,
                                   VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred, const char *name) {
    VkBufferCreateInfo bi;
    VkMemoryAllocateInfo ai;
    VkMemoryRequirements req;
    int32_t type;
    memset(b, 0, sizeof *b);
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = size;
    bi.usage = usage;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    VKR__CHECK(ctx, ctx->vk.CreateBuffer(ctx->device, &bi, ctx->alloc, &b->buffer), "vkCreateBuffer");
    b->size = size;
    ctx->vk.GetBufferMemoryRequirements(ctx->device, b->buffer, &req);
    type = vkr__memory_type(ctx, req.memoryTypeBits, required, preferred);
    if (type < 0) {
        vkr__destroy_buffer(ctx, b);
        return vkr__fail(ctx, VK_ERROR_OUT_OF_DEVICE_MEMORY, "%s: no memory type for %s", ctx->call, name);
    }
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = (uint32_t)type;
    {
        VkResult r = ctx->vk.AllocateMemory(ctx->device, &ai, ctx->alloc, &b->memory);
        if (r == VK_SUCCESS) r = ctx->vk.BindBufferMemory(ctx->device, b->buffer, b->memory, 0);
        /* mapped only where coherent: the library never flushes or invalidates */
        if (r == VK_SUCCESS && (ctx->memory_props.memoryTypes[type].propertyFlags & VKR__HOST_COHERENT) == VKR__HOST_COHERENT)
            r = ctx->vk.MapMemory(ctx->device, b->memory, 0, VK_WHOLE_SIZE, 0, &b->map);
        if (r != VK_SUCCESS) {
            vkr__destroy_buffer(ctx, b);
            return vkr__fail(ctx, r, "%s: allocating %llu bytes for %s failed (VkResult %d)", ctx->call, (unsigned long long)size, name, (int)r);
        }
    }
    vkr__name(ctx, VK_OBJECT_TYPE_BUFFER, VKR__HANDLE(b->buffer), name);
    return VK_SUCCESS;
}

/* Memory barrier between two compute passes (or transfer -> compute). */
static void vkr__barrier(vkr_context ctx, VkCommandBuffer cmd, VkPipelineStageFlags src_stage, VkAccessFlags src_access,
                         VkPipelineStageFlags dst_stage, VkAccessFlags dst_access, VkBuffer buffer, VkDeviceSize offset,
                         VkDeviceSize size) {
    VkBufferMemoryBarrier b;
    memset(&b, 0, sizeof b);
    b.sType = VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER;
    b.srcAccessMask = src_access;
    b.dstAccessMask = dst_access;
    b.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.buffer = buffer;
    b.offset = offset;
    b.size = size;
    ctx->vk.CmdPipelineBarrier(cmd, src_stage, dst_stage, 0, 0, NULL, 1, &b, 0, NULL);
}

static VkDeviceSize vkr__scratch_size(void) { return VKR__SCRATCH_HEADER + (VkDeviceSize)VKR__SCRATCH_PARTIAL_BYTES * VKR__MAX_PARTIALS; }

/* Elements of one chunk of a host array in vkr_reduce (a multiple of 4). */
static uint64_t vkr__host_chunk_elements(vkr_context ctx, vkr_type type) {
    uint64_t n = ctx->host_chunk_bytes / vkr__type_sizes[type];
    return n - n % 4;
}

/* A global memory barrier: every `src` access of `src_stage` before it, available and visible
   to `dst` accesses of `dst_stage` after it. */
static void vkr__memory_barrier(vkr_context ctx, VkCommandBuffer cmd, VkPipelineStageFlags src_stage, VkAccessFlags src,
                                VkPipelineStageFlags dst_stage, VkAccessFlags dst) {
    VkMemoryBarrier mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = src;
    mb.dstAccessMask = dst;
    ctx->vk.CmdPipelineBarrier(cmd, src_stage, dst_stage, 0, 1, &mb, 0, NULL, 0, NULL);
}

/* Every compute shader write before it, visible to every compute shader access after it. */
static void vkr__compute_barrier(vkr_context ctx, VkCommandBuffer cmd) {
    vkr__memory_barrier(ctx, cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                        VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
}

/* Orders a scratch region's use after the previous dispatch's (partials and counter). */
static void vkr__scratch_barrier(vkr_context ctx, VkCommandBuffer cmd, VkBuffer scratch, VkDeviceSize offset) {
    vkr__barrier(ctx, cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT,
                 VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT, scratch, offset,
                 vkr__scratch_size());
}

/* Begins the helper command buffer (synchronous paths only). */
static VkResult vkr__begin(vkr_context ctx) {
    VkCommandBufferBeginInfo bi;
    if (!ctx->command_buffer) return vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "%s: the context has no queue for synchronous work", ctx->call);
    VKR__CHECK(ctx, ctx->vk.ResetCommandBuffer(ctx->command_buffer, 0), "vkResetCommandBuffer");
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    VKR__CHECK(ctx, ctx->vk.BeginCommandBuffer(ctx->command_buffer, &bi), "vkBeginCommandBuffer");
    return VK_SUCCESS;
}

/* Ends, submits and waits for the helper command buffer. */
static VkResult vkr__submit_and_wait(vkr_context ctx) {
    VkSubmitInfo si;
    VKR__CHECK(ctx, ctx->vk.EndCommandBuffer(ctx->command_buffer), "vkEndCommandBuffer");
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &ctx->command_buffer;
    VKR__CHECK(ctx, ctx->vk.ResetFences(ctx->device, 1, &ctx->fence), "vkResetFences");
    VKR__CHECK(ctx, ctx->vk.QueueSubmit(ctx->queue, 1, &si, ctx->fence), "vkQueueSubmit");
    VKR__CHECK(ctx, ctx->vk.WaitForFences(ctx->device, 1, &ctx->fence, VK_TRUE, UINT64_MAX), "vkWaitForFences");
    return VK_SUCCESS;
}

static VkResult vkr__create_helpers(vkr_context ctx) {
    VkCommandPoolCreateInfo pi;
    VkCommandBufferAllocateInfo ai;
    VkFenceCreateInfo fi;
    memset(&pi, 0, sizeof pi);
    pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pi.queueFamilyIndex = ctx->queue_family_index;
    VKR__CHECK(ctx, ctx->vk.CreateCommandPool(ctx->device, &pi, ctx->alloc, &ctx->command_pool), "vkCreateCommandPool");
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandPool = ctx->command_pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    VKR__CHECK(ctx, ctx->vk.AllocateCommandBuffers(ctx->device, &ai, &ctx->command_buffer), "vkAllocateCommandBuffers");
    memset(&fi, 0, sizeof fi);
    fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    VKR__CHECK(ctx, ctx->vk.CreateFence(ctx->device, &fi, ctx->alloc, &ctx->fence), "vkCreateFence");
    return vkr__create_buffer(ctx, &ctx->result, 64, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
                              VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                              VK_MEMORY_PROPERTY_HOST_CACHED_BIT, "vk_reduce result");
}

/* A workgroup size: the requested one (0: the default, clamped to the device's limit). Paths
   that use subgroups need a multiple of the subgroup size; the shared path does not. */
static VkResult vkr__workgroup_size(vkr_context ctx, const char *name, uint32_t requested, uint32_t fallback, uint32_t limit,
                                    uint32_t *out) {
    uint32_t w = requested ? requested : fallback < limit ? fallback : limit;
    if (ctx->path == VKR_PATH_SHARED) {
        if (w < 32 || w > limit)
            return vkr__fail(ctx, VKR__INVALID, "%s: desc->%s %u must be >= 32 and <= %u", ctx->call, name, w, limit);
    } else if (w % ctx->subgroup_size || w < 32 || w > limit)
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->%s %u must be a multiple of the subgroup size %u, >= 32 and <= %u", ctx->call,
                         name, w, ctx->subgroup_size, limit);
    *out = w;
    return VK_SUCCESS;
}

static const char *const vkr__path_names[4] = {"VKR_PATH_AUTO", "VKR_PATH_NATIVE", "VKR_PATH_SHUFFLE", "VKR_PATH_SHARED"};

/* What the device lacks to run `path` at subgroup size s (NULL: nothing). */
static const char *vkr__path_missing(vkr_context ctx, uint32_t path, uint32_t s) {
    uint32_t missing = vkr__path_subgroup_ops(path) & ~ctx->subgroup_ops;
    if (missing & VK_SUBGROUP_FEATURE_BASIC_BIT) return "subgroup operations in compute shaders (VK_SUBGROUP_FEATURE_BASIC_BIT)";
    if (missing & VK_SUBGROUP_FEATURE_ARITHMETIC_BIT) return "subgroup arithmetic in compute shaders (VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)";
    if (missing & VK_SUBGROUP_FEATURE_VOTE_BIT) return "subgroup votes in compute shaders (VK_SUBGROUP_FEATURE_VOTE_BIT)";
    if (missing & VK_SUBGROUP_FEATURE_SHUFFLE_BIT) return "subgroup shuffles in compute shaders (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)";
    if (missing & VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT) return "relative subgroup shuffles in compute shaders (VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT)";
    if (missing) return "subgroup operations in compute shaders it does not support";
    if (path != VKR_PATH_SHARED && (s < 1 || s > 128 || (s & (s - 1))))
        return "a subgroup size that is a power of two up to 128";
    return NULL;
}

/* Capabilities: what the physical device has, in one place, apart from the choices made from
   it (vkr__choose). desc->testing.hide / report_subgroup_size edit this picture only, so a test
   (or a driver workaround) sees the library decide as it would on such a device. */
static VkResult vkr__query_caps(vkr_context ctx, uint32_t api_version, const vkr_context_desc *desc, vkr__caps *c) {
    VkPhysicalDeviceProperties2 p2;
    VkPhysicalDeviceSubgroupProperties sg;
    VkPhysicalDeviceSubgroupSizeControlProperties sgc;
    VkPhysicalDeviceMaintenance3Properties m3;
    VkPhysicalDeviceFeatures f;
    VkBool32 has_size_control;
    VkResult r;
    uint32_t device_api, h, hide = desc->testing.hide;
    memset(c, 0, sizeof *c);
    if (!ctx->vk.GetPhysicalDeviceProperties2 || !ctx->vk.GetPhysicalDeviceProperties)
        return vkr__fail(ctx, VK_ERROR_INCOMPATIBLE_DRIVER, "%s: Vulkan 1.1 instance functions not found (desc->api_version)", ctx->call);
    if (hide & ~(uint32_t)VKR__TESTING_HIDE_KNOWN)
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->testing.hide 0x%x has unknown bits 0x%x", ctx->call, hide,
                         hide & ~(uint32_t)VKR__TESTING_HIDE_KNOWN);
    if ((uint32_t)desc->testing.break_path > (uint32_t)VKR_PATH_SHARED)
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->testing.break_path %d is not a vkr_kernel_path", ctx->call,
                         (int)desc->testing.break_path);
    ctx->vk.GetPhysicalDeviceProperties(ctx->physical_device, &ctx->props);
    ctx->vk.GetPhysicalDeviceMemoryProperties(ctx->physical_device, &ctx->memory_props);
    ctx->vk.GetPhysicalDeviceFeatures(ctx->physical_device, &f);
    memcpy(ctx->device_name, ctx->props.deviceName, sizeof ctx->device_name);
    device_api = ctx->props.apiVersion < api_version ? ctx->props.apiVersion : api_version;
    if (VK_API_VERSION_MINOR(device_api) < 1 && VK_API_VERSION_MAJOR(device_api) == 1)
        return vkr__fail(ctx, VK_ERROR_INCOMPATIBLE_DRIVER, "%s: Vulkan 1.1 is required (device and desc->api_version)", ctx->call);
    has_size_control = VK_API_VERSION_MINOR(device_api) >= 3;
    if (!has_size_control &&
        (r = vkr__has_device_extension(ctx, "vkr_create_context", "VK_EXT_subgroup_size_control", &has_size_control)) != VK_SUCCESS)
        return r;
    memset(&p2, 0, sizeof p2);
    memset(&sg, 0, sizeof sg);
    memset(&sgc, 0, sizeof sgc);
    memset(&m3, 0, sizeof m3);
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    m3.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES;
    sg.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    sgc.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES;
    p2.pNext = &m3;
    m3.pNext = &sg;
    if (has_size_control) sg.pNext = &sgc;
    ctx->vk.GetPhysicalDeviceProperties2(ctx->physical_device, &p2);

    /* subgroups */
    c->subgroup_size = sg.subgroupSize;
    c->subgroup_stages = sg.supportedStages;
    c->subgroup_ops = (sg.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT) ? sg.supportedOperations : 0u;
    if (hide & VKR_TESTING_HIDE_SUBGROUP_ARITHMETIC) c->subgroup_ops &= ~(uint32_t)VK_SUBGROUP_FEATURE_ARITHMETIC_BIT;
    if (hide & VKR_TESTING_HIDE_SUBGROUP_SHUFFLE)
        c->subgroup_ops &= ~(uint32_t)(VK_SUBGROUP_FEATURE_SHUFFLE_BIT | VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT);
    c->size_control = has_size_control && (sgc.requiredSubgroupSizeStages & VK_SHADER_STAGE_COMPUTE_BIT) ? VK_TRUE : VK_FALSE;
    if (hide & VKR_TESTING_HIDE_SUBGROUP_SIZE_CONTROL) c->size_control = VK_FALSE;
    if (desc->testing.report_subgroup_size) { /* pretend the device reports this default size */
        c->subgroup_size = desc->testing.report_subgroup_size;
        c->size_control = VK_FALSE;
    }
    if (c->size_control) {
        c->min_subgroup_size = sgc.minSubgroupSize;
        c->max_subgroup_size = sgc.maxSubgroupSize;
        c->max_compute_workgroup_subgroups = sgc.maxComputeWorkgroupSubgroups;
    }

    /* Declared features count only where the device has them (and the test hook shows them). */
    c->features = desc->enabled_features;
    if (!f.shaderFloat64 || (hide & VKR_TESTING_HIDE_FLOAT64)) c->features &= ~(uint32_t)VKR_FEATURE_FLOAT64;
    if (!f.shaderInt64 || (hide & VKR_TESTING_HIDE_INT64)) c->features &= ~(uint32_t)VKR_FEATURE_INT64;
    if (!c->size_control) c->features &= ~(uint32_t)VKR_FEATURE_SUBGROUP_SIZE_CONTROL;
    if (c->features & VKR_FEATURE_PUSH_DESCRIPTOR) {
        VkBool32 has_push;
        if ((r = vkr__has_device_extension(ctx, ctx->call, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME, &has_push)) != VK_SUCCESS) return r;
        if (!has_push || (hide & VKR_TESTING_HIDE_PUSH_DESCRIPTOR)) c->features &= ~(uint32_t)VKR_FEATURE_PUSH_DESCRIPTOR;
    }
    c->push_descriptor = (c->features & VKR_FEATURE_PUSH_DESCRIPTOR) ? VK_TRUE : VK_FALSE;

    /* limits the library uses */
    c->max_workgroup_invocations = ctx->props.limits.maxComputeWorkGroupInvocations < ctx->props.limits.maxComputeWorkGroupSize[0]
                                 ? ctx->props.limits.maxComputeWorkGroupInvocations : ctx->props.limits.maxComputeWorkGroupSize[0];
    c->max_workgroup_count = ctx->props.limits.maxComputeWorkGroupCount[0];
    c->min_storage_offset_alignment = ctx->props.limits.minStorageBufferOffsetAlignment;
    c->max_storage_range = ctx->props.limits.maxStorageBufferRange;
    c->max_allocation = m3.maxMemoryAllocationSize;
    c->smallest_heap = 0;
    for (h = 0; h < ctx->memory_props.memoryHeapCount; h++)
        if (ctx->memory_props.memoryHeaps[h].size && (!c->smallest_heap || ctx->memory_props.memoryHeaps[h].size < c->smallest_heap))
            c->smallest_heap = ctx->memory_props.memoryHeaps[h].size;
    return VK_SUCCESS;
}

/* Choices, from ctx->caps and the desc alone: binding, kernel path (`path`: desc->path, or the
   path a probe or self-test falls back to), subgroup size and pinning, workgroup sizes, grid,
   binding ranges, host chunk. Called again when the probe or the self-test changes the
   picture. */
static VkResult vkr__choose(vkr_context ctx, const vkr_context_desc *desc, vkr_kernel_path path) {
    const vkr__caps *c = &ctx->caps;
    uint32_t s, w;
    VkResult r;
    ctx->features = c->features;
    /* Binding: push descriptors where declared, else descriptor sets; forceable. */
    if ((uint32_t)desc->binding > (uint32_t)VKR_BINDING_DESCRIPTOR_SETS)
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->binding %d is not a vkr_binding", ctx->call, (int)desc->binding);
    ctx->binding = desc->binding != VKR_BINDING_AUTO ? desc->binding
                 : c->push_descriptor ? VKR_BINDING_PUSH_DESCRIPTORS : VKR_BINDING_DESCRIPTOR_SETS;
    if (ctx->binding == VKR_BINDING_PUSH_DESCRIPTORS && !c->push_descriptor)
        return vkr__fail(ctx, VK_ERROR_EXTENSION_NOT_PRESENT,
                         "%s: desc->binding is VKR_BINDING_PUSH_DESCRIPTORS, but the device lacks VK_KHR_push_descriptor or "
                         "desc->enabled_features does not declare VKR_FEATURE_PUSH_DESCRIPTOR", ctx->call);

    /* Subgroup size: pin the largest the device allows (fewest reduction steps), else the
       device's default, which is what SubgroupSize reports for SPIR-V 1.3 modules. */
    s = c->subgroup_size;
    ctx->pin_subgroup_size = VK_FALSE;
    if (ctx->features & VKR_FEATURE_SUBGROUP_SIZE_CONTROL) {
        s = c->max_subgroup_size > 128 ? 128 : c->max_subgroup_size;
        if (s < c->min_subgroup_size) s = c->subgroup_size;
        else ctx->pin_subgroup_size = VK_TRUE;
    }

    /* Kernel path: native, else shuffle, else shared, from the subgroup operations the device
       has in compute shaders; desc->path forces one. */
    ctx->subgroup_ops = c->subgroup_ops;
    if ((uint32_t)desc->path > (uint32_t)VKR_PATH_SHARED)
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->path %d is not a vkr_kernel_path", ctx->call, (int)desc->path);
    ctx->path_forced = desc->path != VKR_PATH_AUTO;
    if (path != VKR_PATH_AUTO) {
        const char *missing = vkr__path_missing(ctx, path, s);
        if (missing)
            return vkr__fail(ctx, VK_ERROR_FEATURE_NOT_PRESENT, "%s: desc->path %s needs %s, which the device lacks", ctx->call,
                             vkr__path_names[path], missing);
        ctx->path = path;
    } else {
        ctx->path = !vkr__path_missing(ctx, VKR_PATH_NATIVE, s) ? VKR_PATH_NATIVE
                  : !vkr__path_missing(ctx, VKR_PATH_SHUFFLE, s) ? VKR_PATH_SHUFFLE : VKR_PATH_SHARED;
    }
    if (ctx->path == VKR_PATH_SHARED) { /* no subgroup operation: nothing to pin */
        s = c->subgroup_size;
        ctx->pin_subgroup_size = VK_FALSE;
    }
    ctx->subgroup_size = s;

    /* Workgroup size and grid: tuned defaults per vendor, overridable. */
    /* a pinned subgroup size also caps the workgroup at maxComputeWorkgroupSubgroups of them */
    w = c->max_workgroup_invocations;
    if (ctx->pin_subgroup_size && c->max_compute_workgroup_subgroups && s * c->max_compute_workgroup_subgroups < w)
        w = s * c->max_compute_workgroup_subgroups;
    r = vkr__workgroup_size(ctx, "workgroup_size", desc->workgroup_size, ctx->props.vendorID == 0x10DE ? 1024u : 256u, w,
                            &ctx->workgroup_size);
    if (r == VK_SUCCESS)
        r = vkr__workgroup_size(ctx, "mid_workgroup_size", desc->mid_workgroup_size ? desc->mid_workgroup_size : desc->workgroup_size,
                                256u, w, &ctx->mid_workgroup_size);
    if (r != VK_SUCCESS) return r;
    ctx->max_workgroups = desc->max_workgroups;
    if (!ctx->max_workgroups)
        ctx->max_workgroups = ctx->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? 16u
                            : ctx->props.vendorID == 0x10DE ? 264u : 512u;
    if (ctx->max_workgroups > VKR__MAX_PARTIALS || ctx->max_workgroups > c->max_workgroup_count)
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->max_workgroups %u exceeds %u", ctx->call, ctx->max_workgroups, VKR__MAX_PARTIALS);

    ctx->offset_alignment = c->min_storage_offset_alignment > 16 ? c->min_storage_offset_alignment : 16;
    ctx->max_range = c->max_storage_range & ~(VkDeviceSize)15;
    if (desc->max_binding_range) {
        if (desc->max_binding_range % 16 || desc->max_binding_range < 4 * ctx->offset_alignment || desc->max_binding_range > ctx->max_range)
            return vkr__fail(ctx, VKR__INVALID, "%s: desc->max_binding_range %llu must be a multiple of 16 in [%llu, %llu]", ctx->call,
                             (unsigned long long)desc->max_binding_range, (unsigned long long)(4 * ctx->offset_alignment),
                             (unsigned long long)ctx->max_range);
        ctx->max_range = desc->max_binding_range;
    }

    /* vkr_reduce's chunk of a host array: one binding range, one allocation, a quarter of the
       smallest heap at most. */
    {
        VkDeviceSize chunk = desc->host_chunk_bytes ? desc->host_chunk_bytes : VKR__HOST_CHUNK_BYTES;
        if (desc->host_chunk_bytes && desc->host_chunk_bytes < 64)
            return vkr__fail(ctx, VKR__INVALID, "%s: desc->host_chunk_bytes %llu must be 0 or at least 64", ctx->call,
                             (unsigned long long)desc->host_chunk_bytes);
        if (c->max_allocation && chunk > c->max_allocation) chunk = c->max_allocation;
        if (c->smallest_heap && chunk > c->smallest_heap / 4) chunk = c->smallest_heap / 4;
        if (chunk > ctx->max_range - ctx->offset_alignment) chunk = ctx->max_range - ctx->offset_alignment;
        ctx->host_chunk_bytes = chunk & ~(VkDeviceSize)31;
        if (ctx->host_chunk_bytes < 32) ctx->host_chunk_bytes = 32;
    }
    return VK_SUCCESS;
}

static VkResult vkr__create_layouts(vkr_context ctx) {
    VkDescriptorSetLayoutBinding b[3];
    VkDescriptorSetLayoutCreateInfo li;
    VkPushConstantRange pcr;
    VkPipelineLayoutCreateInfo pi;
    uint32_t i;
    memset(b, 0, sizeof b);
    for (i = 0; i < 3; i++) {
        b[i].binding = i;
        b[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        b[i].descriptorCount = 1;
        b[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    memset(&li, 0, sizeof li);
    li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    li.flags = ctx->binding == VKR_BINDING_PUSH_DESCRIPTORS ? (VkDescriptorSetLayoutCreateFlags)VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR : 0u;
    li.bindingCount = 3;
    li.pBindings = b;
    VKR__CHECK(ctx, ctx->vk.CreateDescriptorSetLayout(ctx->device, &li, ctx->alloc, &ctx->set_layout), "vkCreateDescriptorSetLayout");
    memset(&pcr, 0, sizeof pcr);
    pcr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    pcr.size = VKR__PUSH_SIZE;
    memset(&pi, 0, sizeof pi);
    pi.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    pi.setLayoutCount = 1;
    pi.pSetLayouts = &ctx->set_layout;
    pi.pushConstantRangeCount = 1;
    pi.pPushConstantRanges = &pcr;
    VKR__CHECK(ctx, ctx->vk.CreatePipelineLayout(ctx->device, &pi, ctx->alloc, &ctx->pipeline_layout), "vkCreatePipelineLayout");
    vkr__name(ctx, VK_OBJECT_TYPE_PIPELINE_LAYOUT, VKR__HANDLE(ctx->pipeline_layout), "vk_reduce pipeline layout");
    return VK_SUCCESS;
}

/* Zeroes a scratch region: the counter must start at 0 (each reduce leaves it at 0). */
static void vkr__record_scratch_init(vkr_context ctx, VkCommandBuffer cmd, VkBuffer buffer, VkDeviceSize offset) {
    ctx->vk.CmdFillBuffer(cmd, buffer, offset, vkr__scratch_size(), 0);
    vkr__barrier(ctx, cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                 VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT, buffer, offset, vkr__scratch_size());
}

/* The probe and the self-test (defined in 2.3): zeroes the managed scratch, probes the running
   subgroup size, and runs the self-test where desc asks for it. */
static VkResult vkr__creation_checks(vkr_context ctx, const vkr_context_desc *desc);

static VkResult vkr__init_context(vkr_context ctx, const vkr_context_desc *desc) {
    VkResult r;
    uint32_t api = desc->api_version ? desc->api_version : VK_API_VERSION_1_1;
    ctx->instance = desc->instance;
    ctx->physical_device = desc->physical_device;
    ctx->device = desc->device;
    ctx->queue_family_index = desc->queue_family_index;
    ctx->pipeline_cache = desc->pipeline_cache;
    if (desc->vulkan_functions && desc->vulkan_functions->vkGetInstanceProcAddr)
        ctx->vk.GetInstanceProcAddr = desc->vulkan_functions->vkGetInstanceProcAddr;
    if (desc->vulkan_functions) ctx->vk.GetDeviceProcAddr = desc->vulkan_functions->vkGetDeviceProcAddr;
    ctx->vk.GetInstanceProcAddr = vkr__default_loader(ctx);
    if (!ctx->vk.GetInstanceProcAddr)
        return vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED,
                         "vkr_create_context: no vkGetInstanceProcAddr (desc->vulkan_functions is NULL and no Vulkan loader was found)");
    vkr__load_instance_functions(ctx);
    if ((r = vkr__query_caps(ctx, api, desc, &ctx->caps)) != VK_SUCCESS) return r;
    if ((r = vkr__choose(ctx, desc, desc->path)) != VK_SUCCESS) return r; /* sets ctx->features */
    ctx->break_path = desc->testing.break_path;
    {
        VkQueueFamilyProperties q[32];
        uint32_t nq = 32;
        ctx->vk.GetPhysicalDeviceQueueFamilyProperties(ctx->physical_device, &nq, q);
        if (ctx->queue_family_index >= nq || !(q[ctx->queue_family_index].queueFlags & VK_QUEUE_COMPUTE_BIT))
            return vkr__fail(ctx, VKR__INVALID, "%s: desc->queue_family_index %u is not a compute queue family", ctx->call,
                             ctx->queue_family_index);
    }
    if ((r = vkr__load_device_functions(ctx)) != VK_SUCCESS) return r;
    if ((r = vkr__create_layouts(ctx)) != VK_SUCCESS) return r;
    ctx->queue = desc->queue;
    if (!ctx->queue) ctx->vk.GetDeviceQueue(ctx->device, ctx->queue_family_index, 0, &ctx->queue);
    if ((r = vkr__create_helpers(ctx)) != VK_SUCCESS) return r;
    if (!desc->no_managed_scratch) {
        r = vkr__create_buffer(ctx, &ctx->scratch, vkr__scratch_size(),
                               VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                               VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, "vk_reduce scratch");
        if (r != VK_SUCCESS) return r;
    }
    return vkr__creation_checks(ctx, desc);
}

static void vkr__release(vkr_context ctx) {
    const VkAllocationCallbacks *a = ctx->alloc;
    uint32_t t, o;
    if (ctx->device && ctx->vk.DestroyPipeline) {
        if (ctx->owns_device) ctx->vk.DeviceWaitIdle(ctx->device);
        for (t = 0; t < VKR_TYPE_COUNT; t++)
            for (o = 0; o < 2 * VKR_OP_COUNT; o++)
                if (ctx->pipelines[t][o / 2][o % 2]) ctx->vk.DestroyPipeline(ctx->device, ctx->pipelines[t][o / 2][o % 2], a);
        if (ctx->pipeline_layout) ctx->vk.DestroyPipelineLayout(ctx->device, ctx->pipeline_layout, a);
        if (ctx->set_layout) ctx->vk.DestroyDescriptorSetLayout(ctx->device, ctx->set_layout, a);
        vkr__set_cache_release(ctx);
        vkr__destroy_buffer(ctx, &ctx->scratch);
        vkr__destroy_buffer(ctx, &ctx->result);
        vkr__destroy_buffer(ctx, &ctx->upload);
        vkr__destroy_buffer(ctx, &ctx->staging);
        if (ctx->fence) ctx->vk.DestroyFence(ctx->device, ctx->fence, a);
        if (ctx->command_pool) ctx->vk.DestroyCommandPool(ctx->device, ctx->command_pool, a);
    }
    if (ctx->owns_device) {
        if (ctx->device && ctx->vk.DestroyDevice) ctx->vk.DestroyDevice(ctx->device, a);
        if (ctx->messenger && ctx->vk.DestroyDebugUtilsMessengerEXT)
            ctx->vk.DestroyDebugUtilsMessengerEXT(ctx->instance, ctx->messenger, a);
        if (ctx->instance && ctx->vk.DestroyInstance) ctx->vk.DestroyInstance(ctx->instance, a);
    }
    vkr__close_loader(ctx);
    vkr__free(a, ctx);
}

static vkr_context vkr__new_context(const char *fn, const VkAllocationCallbacks *a, vkr_log_fn log, void *log_user_data) {
    vkr_context ctx = (vkr_context)vkr__alloc(a, sizeof *ctx);
    if (!ctx) { /* no context to hold the message: the log callback alone gets it */
        if (log) {
            char text[128];
            vkr_log_message m;
            snprintf(text, sizeof text, "%s: out of host memory allocating the context (%u bytes)", fn, (unsigned)sizeof *ctx);
            m.source = VKR_LOG_SOURCE_LIBRARY;
            m.severity = VKR_LOG_SEVERITY_ERROR;
            m.result = VK_ERROR_OUT_OF_HOST_MEMORY;
            m.message = text;
            log(log_user_data, &m);
        }
        return NULL;
    }
    ctx->call = fn;
    if (a) {
        ctx->allocation_callbacks = *a;
        ctx->alloc = &ctx->allocation_callbacks;
    }
    ctx->log = log;
    ctx->log_user_data = log_user_data;
    return ctx;
}

VkResult vkr_create_context(const vkr_context_desc *desc, vkr_context *out) {
    vkr_context ctx;
    VkResult r;
    if (!out) return VKR__INVALID;
    *out = NULL;
    if (!desc) return VKR__INVALID;
    ctx = vkr__new_context("vkr_create_context", desc->allocation_callbacks, desc->log, desc->log_user_data);
    if (!ctx) return VK_ERROR_OUT_OF_HOST_MEMORY;
    if (!desc->instance) r = vkr__fail(ctx, VKR__INVALID, "%s: desc->instance is VK_NULL_HANDLE", ctx->call);
    else if (!desc->physical_device) r = vkr__fail(ctx, VKR__INVALID, "%s: desc->physical_device is VK_NULL_HANDLE", ctx->call);
    else if (!desc->device) r = vkr__fail(ctx, VKR__INVALID, "%s: desc->device is VK_NULL_HANDLE", ctx->call);
    else r = vkr__init_context(ctx, desc);
    if (r != VK_SUCCESS) {
        vkr__release(ctx);
        return r;
    }
    *out = ctx;
    return VK_SUCCESS;
}

void vkr_destroy_context(vkr_context ctx) {
    if (ctx) vkr__release(ctx);
}

VkResult vkr_get_context_info(vkr_context ctx, vkr_context_info *info) {
    VKR__ENTER(ctx);
    if (!info) return vkr__fail(ctx, VKR__INVALID, "vkr_get_context_info: info is NULL");
    memset(info, 0, sizeof *info);
    info->instance = ctx->instance;
    info->physical_device = ctx->physical_device;
    info->device = ctx->device;
    info->queue = ctx->queue;
    info->queue_family_index = ctx->queue_family_index;
    info->subgroup_size = ctx->subgroup_size;
    info->path = ctx->path;
    info->workgroup_size = ctx->workgroup_size;
    info->mid_workgroup_size = ctx->mid_workgroup_size;
    info->max_workgroups = ctx->max_workgroups;
    info->max_binding_range = ctx->max_range;
    info->host_chunk_bytes = ctx->host_chunk_bytes;
    info->binding = ctx->binding;
    info->cached_descriptor_sets = ctx->sets.count;
    info->enabled_features = ctx->features;
    info->validation_messages = ctx->validation_messages;
    memcpy(info->device_name, ctx->device_name, sizeof info->device_name);
    info->probed_subgroup_size = ctx->probed_subgroup_size;
    info->adjustments = ctx->adjustments;
    info->notes = ctx->notes;
    return VK_SUCCESS;
}

/* ---------------------------------------------------------------------------------------
   2.3 Kernels: selection, pipelines, recording; creation checks (probe, self-test)
   --------------------------------------------------------------------------------------- */
static const char *vkr__feature_name(uint32_t bit) {
    switch (bit) {
    case VKR_FEATURE_FLOAT64: return "shaderFloat64 (VKR_FEATURE_FLOAT64)";
    case VKR_FEATURE_INT64: return "shaderInt64 (VKR_FEATURE_INT64)";
    case VKR_FEATURE_SUBGROUP_EXTENDED_TYPES: return "shaderSubgroupExtendedTypes (VKR_FEATURE_SUBGROUP_EXTENDED_TYPES)";
    default: return "a feature";
    }
}

static VkResult vkr__check_op_type(vkr_context ctx, const char *fn, vkr_op op, vkr_type type, const vkr__spirv_module **module) {
    const vkr__spirv_module *m;
    uint32_t missing;
    if (op <= VKR_OP_NONE || op >= VKR_OP_COUNT) return vkr__fail(ctx, VKR__INVALID, "%s: op %d is not a vkr_op", fn, (int)op);
    if (type <= VKR_TYPE_NONE || type >= VKR_TYPE_COUNT) return vkr__fail(ctx, VKR__INVALID, "%s: type %d is not a vkr_type", fn, (int)type);
    if ((type == VKR_TYPE_F32 || type == VKR_TYPE_F64) && op >= VKR_OP_AND)
        return vkr__fail(ctx, VK_ERROR_FORMAT_NOT_SUPPORTED, "%s: op %s is not defined for type %s (bitwise ops take integer types)",
                         fn, vkr__op_names[op], vkr__type_names[type]);
    m = vkr__find_module(ctx, VKR__KERNEL_REDUCE, op, type);
    if (!m) return vkr__fail(ctx, VK_ERROR_FEATURE_NOT_PRESENT, "%s: no kernel for %s %s on %s", fn,
                             vkr__op_names[op], vkr__type_names[type], vkr__path_names[ctx->path]);
    missing = m->features & ~ctx->features;
    if (missing) {
        uint32_t bit = missing & (~missing + 1u);
        return vkr__fail(ctx, VK_ERROR_FEATURE_NOT_PRESENT, "%s: type %s needs %s, which the device lacks or enabled_features does not declare",
                         fn, vkr__type_names[type], vkr__feature_name(bit));
    }
    if (module) *module = m;
    return VK_SUCCESS;
}

VkResult vkr_supports(vkr_context ctx, vkr_op op, vkr_type type) {
    VKR__ENTER(ctx);
    return vkr__check_op_type(ctx, "vkr_supports", op, type, NULL);
}

/* Creates a compute pipeline of module m: workgroup size `wg` (constant 0), op (constant 1),
   the context's subgroup size (constant 2, absent from shared-path and probe modules), and on
   every module but the shared path's the pinned subgroup size where the context pins one. The
   probe is created through here too, so it runs as the native / shuffle pipelines do. */
static VkResult vkr__create_pipeline(vkr_context ctx, const char *fn, const vkr__spirv_module *m, uint32_t wg, uint32_t op,
                                     VkPipeline *out) {
    VkShaderModuleCreateInfo si;
    VkShaderModule module;
    VkComputePipelineCreateInfo ci;
    VkPipelineShaderStageRequiredSubgroupSizeCreateInfo rs;
    VkSpecializationMapEntry entries[3];
    VkSpecializationInfo spec;
    uint32_t values[3], i;
    VkResult r;
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    si.codeSize = m->size_bytes;
    si.pCode = m->code;
    VKR__CHECK(ctx, ctx->vk.CreateShaderModule(ctx->device, &si, ctx->alloc, &module), "vkCreateShaderModule");
    values[0] = wg;
    values[1] = op;
    values[2] = ctx->subgroup_size; /* not in shared-path modules: ignored there */
    entries[0].constantID = VKR__SPEC_WORKGROUP_SIZE;
    entries[1].constantID = VKR__SPEC_OP;
    entries[2].constantID = VKR__SPEC_SUBGROUP_SIZE;
    for (i = 0; i < 3; i++) {
        entries[i].offset = 4 * i;
        entries[i].size = 4;
    }
    spec.mapEntryCount = 3;
    spec.pMapEntries = entries;
    spec.dataSize = sizeof values;
    spec.pData = values;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    ci.stage.module = module;
    ci.stage.pName = "main";
    ci.stage.pSpecializationInfo = &spec;
    if (ctx->pin_subgroup_size && m->path != VKR_PATH_SHARED) { /* the shared path needs neither */
        memset(&rs, 0, sizeof rs);
        rs.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO;
        rs.requiredSubgroupSize = ctx->subgroup_size;
        ci.stage.pNext = &rs;
        ci.stage.flags = VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
    }
    ci.layout = ctx->pipeline_layout;
    r = ctx->vk.CreateComputePipelines(ctx->device, ctx->pipeline_cache, 1, &ci, ctx->alloc, out);
    ctx->vk.DestroyShaderModule(ctx->device, module, ctx->alloc);
    if (r != VK_SUCCESS) {
        *out = VK_NULL_HANDLE;
        return vkr__fail(ctx, r, "%s: vkCreateComputePipelines for %s failed (VkResult %d)", fn,
                         m->kernel == VKR__KERNEL_PROBE ? "the subgroup-size probe" : vkr__type_names[m->type], (int)r);
    }
    return VK_SUCCESS;
}

static VkResult vkr__pipeline(vkr_context ctx, const char *fn, vkr_op op, vkr_type type, uint32_t tier, VkPipeline *out) {
    const vkr__spirv_module *m;
    VkResult r;
    uint32_t wg;
    char name[96];
    if ((r = vkr__check_op_type(ctx, fn, op, type, &m)) != VK_SUCCESS) return r;
    if (ctx->pipelines[type][op][tier]) {
        *out = ctx->pipelines[type][op][tier];
        return VK_SUCCESS;
    }
    wg = tier ? ctx->mid_workgroup_size : ctx->workgroup_size;
    if ((r = vkr__create_pipeline(ctx, fn, m, wg, (uint32_t)op, &ctx->pipelines[type][op][tier])) != VK_SUCCESS) return r;
    snprintf(name, sizeof name, "vk_reduce %s %s %s sg%u wg%u", vkr__op_names[op], vkr__type_names[type], vkr__path_names[m->path] + 9,
             ctx->subgroup_size, wg);
    vkr__name(ctx, VK_OBJECT_TYPE_PIPELINE, VKR__HANDLE(ctx->pipelines[type][op][tier]), name);
    *out = ctx->pipelines[type][op][tier];
    return VK_SUCCESS;
}

/* Destroys every cached reduce pipeline (the path or subgroup size changed). */
static void vkr__drop_pipelines(vkr_context ctx) {
    uint32_t t, o;
    for (t = 0; t < VKR_TYPE_COUNT; t++)
        for (o = 0; o < 2 * VKR_OP_COUNT; o++)
            if (ctx->pipelines[t][o / 2][o % 2]) {
                ctx->vk.DestroyPipeline(ctx->device, ctx->pipelines[t][o / 2][o % 2], ctx->alloc);
                ctx->pipelines[t][o / 2][o % 2] = VK_NULL_HANDLE;
            }
}

VkResult vkr_prepare(vkr_context ctx, vkr_op op, vkr_type type) {
    VkPipeline p;
    VkResult r;
    VKR__ENTER(ctx);
    r = vkr__pipeline(ctx, "vkr_prepare", op, type, 0, &p);
    return r == VK_SUCCESS ? vkr__pipeline(ctx, "vkr_prepare", op, type, 1, &p) : r;
}

VkResult vkr_scratch_requirements(vkr_context ctx, VkDeviceSize *size, VkDeviceSize *alignment) {
    VKR__ENTER(ctx);
    if (!size) return vkr__fail(ctx, VKR__INVALID, "vkr_scratch_requirements: size is NULL");
    *size = vkr__scratch_size();
    if (alignment) *alignment = ctx->offset_alignment;
    return VK_SUCCESS;
}

VkResult vkr_cmd_init_scratch(vkr_context ctx, VkCommandBuffer cmd, VkBuffer scratch, VkDeviceSize offset,
                              VkDeviceSize buffer_size) {
    VKR__ENTER(ctx);
    if (!cmd) return vkr__fail(ctx, VKR__INVALID, "vkr_cmd_init_scratch: cmd is NULL");
    if (!scratch) return vkr__fail(ctx, VKR__INVALID, "vkr_cmd_init_scratch: scratch is VK_NULL_HANDLE");
    if (offset % ctx->offset_alignment)
        return vkr__fail(ctx, VKR__INVALID, "vkr_cmd_init_scratch: offset %llu is not a multiple of %llu",
                         (unsigned long long)offset, (unsigned long long)ctx->offset_alignment);
    if (offset > buffer_size || buffer_size - offset < vkr__scratch_size())
        return vkr__fail(ctx, VKR__INVALID, "vkr_cmd_init_scratch: the region (offset %llu + %llu bytes) does not fit in buffer_size %llu",
                         (unsigned long long)offset, (unsigned long long)vkr__scratch_size(), (unsigned long long)buffer_size);
    vkr__record_scratch_init(ctx, cmd, scratch, offset);
    return VK_SUCCESS;
}

/* The names of the caller's arguments, so that messages name what the caller wrote. */
typedef struct vkr__argnames {
    const char *fn, *count, *input, *input_offset, *input_size, *output, *output_offset, *output_size;
} vkr__argnames;
static const vkr__argnames vkr__names_cmd_reduce = {"vkr_cmd_reduce", "desc->count", "desc->input", "desc->input_offset",
                                                    "desc->input_buffer_size", "desc->output", "desc->output_offset",
                                                    "desc->output_buffer_size"};
static const vkr__argnames vkr__names_reduce_buffer = {"vkr_reduce_buffer", "count", "buffer", "offset", "buffer_size",
                                                       "(result buffer)", "(result offset)", "(result size)"};
static const vkr__argnames vkr__names_reduce = {"vkr_reduce", "count", "(upload buffer)", "(upload offset)", "(upload size)",
                                                "(result buffer)", "(result offset)", "(result size)"};

/* Checks that [offset, offset + count * elem) lies in a buffer of `size` bytes. */
static VkResult vkr__check_range(vkr_context ctx, const char *fn, const char *buffer_name, const char *offset_name,
                                 const char *size_name, VkBuffer buffer, VkDeviceSize offset, VkDeviceSize size, uint64_t count,
                                 size_t elem) {
    if (!buffer) return vkr__fail(ctx, VKR__INVALID, "%s: %s is VK_NULL_HANDLE", fn, buffer_name);
    if (!size) return vkr__fail(ctx, VKR__INVALID, "%s: %s is 0 (pass the size the buffer was created with)", fn, size_name);
    if (offset % elem)
        return vkr__fail(ctx, VKR__INVALID, "%s: %s %llu is not a multiple of the element size %u", fn, offset_name,
                         (unsigned long long)offset, (unsigned)elem);
    if (offset > size || count > (size - offset) / elem)
        return vkr__fail(ctx, VKR__INVALID, "%s: %s range (%s %llu + %llu elements of %u bytes) exceeds %s %llu", fn, buffer_name,
                         offset_name, (unsigned long long)offset, (unsigned long long)count, (unsigned)elem, size_name,
                         (unsigned long long)size);
    return VK_SUCCESS;
}

/* Elements of the range that starts at element `done`. */
static uint64_t vkr__range_count(uint64_t count, uint64_t done, uint64_t per_range) {
    return count - done < per_range ? count - done : per_range;
}

/* Workgroups for a range of n elements: one per `per_group` elements, at least 1, at most max. */
static uint64_t vkr__range_groups(uint64_t n, uint64_t per_group, uint64_t max) {
    uint64_t g = n / per_group + (n % per_group != 0);
    return g < 1 ? 1 : g > max ? max : g;
}

/* How a reduce of `count` elements is laid out: binding ranges (one dispatch each), the
   workgroup-size tier and the workgroups per range (see VKR__SINGLE_STEPS). */
typedef struct vkr__plan {
    uint64_t per_range;        /* elements per binding range (a multiple of 4) */
    uint64_t ranges;           /* dispatches; 1 for count 0 */
    uint64_t groups_per_range; /* upper bound per range */
    uint64_t per_group;        /* elements one workgroup is sized for */
    uint64_t total_groups;     /* partials of the whole reduce */
    uint32_t tier;             /* 0: workgroup_size (one workgroup, or large); 1: mid_workgroup_size */
    uint32_t workgroup_size;
} vkr__plan;

static VkResult vkr__make_plan(vkr_context ctx, const char *fn, const char *count_name, vkr_type type, uint64_t count, vkr__plan *p) {
    const uint64_t es = vkr__type_sizes[type];
    uint64_t single_max, done;
    memset(p, 0, sizeof *p);
    p->per_range = (ctx->max_range - ctx->offset_alignment) / es;
    p->per_range -= p->per_range % 4;
    p->ranges = count ? (count - 1) / p->per_range + 1 : 1;
    if (p->ranges > VKR__MAX_PARTIALS)
        return vkr__fail(ctx, VKR__INVALID, "%s: %s %llu needs %llu binding ranges of %llu elements, more than %u", fn, count_name,
                         (unsigned long long)count, (unsigned long long)p->ranges, (unsigned long long)p->per_range, VKR__MAX_PARTIALS);
    p->groups_per_range = VKR__MAX_PARTIALS / p->ranges;
    if (p->groups_per_range > ctx->max_workgroups) p->groups_per_range = ctx->max_workgroups;
    single_max = (uint64_t)ctx->workgroup_size * (16 / es) * VKR__UNROLL * VKR__SINGLE_STEPS;
    p->tier = count > single_max && count * es < VKR__LARGE_BYTES;
    p->workgroup_size = p->tier ? ctx->mid_workgroup_size : ctx->workgroup_size;
    p->per_group = count <= single_max ? count + 1 /* one workgroup */
                 : (uint64_t)p->workgroup_size * (16 / es) * VKR__UNROLL * VKR__STEPS;
    for (done = 0; done < count; done += p->per_range)
        p->total_groups += vkr__range_groups(vkr__range_count(count, done, p->per_range), p->per_group, p->groups_per_range);
    if (!p->total_groups) p->total_groups = 1;
    return VK_SUCCESS;
}

/* Longest chain of float additions from an input element to the result, for the plan (see
   vkr_error_bound). Mirrors shaders/kernel_io.glsl: per invocation VKR__UNROLL accumulators
   over its grid-stride vectors (+3 for the loop's remainder), the fold of the accumulators and
   of one 16-byte vector, the tail element; then the workgroup reduce and, with several
   workgroups, the strided fold of the partials and one more reduce. A subgroup reduce is
   SG - 1 deep on the native path (the driver's order: any tree of SG leaves is at most that
   deep), log2 SG on the shuffle path (butterfly); the shared path's workgroup tree is
   ceil(log2 W) deep. */
static uint64_t vkr__ceil_log2(uint64_t x) {
    uint64_t k = 0;
    while (k < 63 && ((uint64_t)1 << k) < x) k++;
    return k;
}

static uint64_t vkr__add_depth(vkr_context ctx, const vkr__spirv_module *m, vkr_type type, uint64_t count, const vkr__plan *p) {
    const uint64_t es = vkr__type_sizes[type], vn = 16 / es, wg = p->workgroup_size;
    const uint64_t sg = m->path == VKR_PATH_SHARED ? 1 : ctx->subgroup_size;
    const uint64_t sg_depth = m->path == VKR_PATH_NATIVE ? sg - 1 : vkr__ceil_log2(sg);
    const uint64_t wg_depth = m->path == VKR_PATH_SHARED ? vkr__ceil_log2(wg)
                            : sg_depth + ((wg + sg - 1) / sg + sg - 1) / sg + sg_depth;
    const uint64_t fold = m->path == VKR_PATH_SHARED ? wg : sg; /* who folds the partials */
    uint64_t depth = 0, done = 0;
    do {
        uint64_t n = vkr__range_count(count, done, p->per_range);
        uint64_t g = vkr__range_groups(n, p->per_group, p->groups_per_range);
        uint64_t gsize = g * wg, nvec = n / vn, steps = (nvec + gsize - 1) / gsize;
        uint64_t d = steps / VKR__UNROLL + 3 + 2 + (vn == 4 ? 2 : 1) + 1 + wg_depth;
        if (d > depth) depth = d;
        done += n;
    } while (done < count);
    if (p->total_groups > 1) /* the partials: a strided fold, then a subgroup or workgroup reduce */
        depth += (p->total_groups + fold - 1) / fold + (m->path == VKR_PATH_SHARED ? vkr__ceil_log2(wg) : sg_depth);
    return depth;
}

static double vkr__gamma(uint64_t k, double u) {
    double ku = (double)k * u;
    return ku >= 1.0 ? HUGE_VAL : ku / (1.0 - ku);
}

VkResult vkr_error_bound(vkr_context ctx, vkr_op op, vkr_type type, uint64_t count, double *bound) {
    const vkr__spirv_module *m;
    vkr__plan p;
    VkResult r;
    double u;
    VKR__ENTER(ctx);
    if (!bound) return vkr__fail(ctx, VKR__INVALID, "vkr_error_bound: bound is NULL");
    *bound = 0.0;
    if ((r = vkr__check_op_type(ctx, "vkr_error_bound", op, type, &m)) != VK_SUCCESS) return r;
    if ((type != VKR_TYPE_F32 && type != VKR_TYPE_F64) || (op != VKR_OP_ADD && op != VKR_OP_MUL) || count < 2) return VK_SUCCESS;
    u = type == VKR_TYPE_F32 ? 5.9604644775390625e-08 /* 2^-24 */ : 1.1102230246251565e-16 /* 2^-53 */;
    if (op == VKR_OP_MUL) { /* every product rounds once, whatever the tree */
        *bound = vkr__gamma(count - 1, u);
        return VK_SUCCESS;
    }
    {
        uint64_t depth, chunk = vkr__host_chunk_elements(ctx, type);
        if ((r = vkr__make_plan(ctx, "vkr_error_bound", "count", type, count, &p)) != VK_SUCCESS) return r;
        depth = vkr__add_depth(ctx, m, type, count, &p);
        if (count > chunk) { /* vkr_reduce of a host array: chunks, then a reduce of their results */
            vkr__plan pc, pf;
            uint64_t chunks = (count - 1) / chunk + 1, d;
            vkr__make_plan(ctx, "vkr_error_bound", "count", type, chunk, &pc);
            vkr__make_plan(ctx, "vkr_error_bound", "count", type, chunks, &pf);
            d = vkr__add_depth(ctx, m, type, chunk, &pc) + vkr__add_depth(ctx, m, type, chunks, &pf);
            if (d > depth) depth = d;
        }
        *bound = vkr__gamma(depth, u);
    }
    return VK_SUCCESS;
}

static VkDescriptorBufferInfo vkr__binding(VkBuffer buffer, VkDeviceSize offset, VkDeviceSize range) {
    VkDescriptorBufferInfo b;
    b.buffer = buffer;
    b.offset = offset;
    b.range = range;
    return b;
}

/* ---- descriptor-set binding: the set cache -------------------------------------------- */
static uint32_t vkr__set_hash(const VkDescriptorBufferInfo *b) {
    uint64_t h = 1469598103934665603ull, v[9];
    uint32_t i;
    for (i = 0; i < 3; i++) {
        v[3 * i] = VKR__HANDLE(b[i].buffer);
        v[3 * i + 1] = b[i].offset;
        v[3 * i + 2] = b[i].range;
    }
    for (i = 0; i < 9; i++) h = (h ^ v[i]) * 1099511628211ull;
    return (uint32_t)(h ^ (h >> 32));
}

static int vkr__same_bindings(const VkDescriptorBufferInfo *a, const VkDescriptorBufferInfo *b) {
    uint32_t i;
    for (i = 0; i < 3; i++)
        if (a[i].buffer != b[i].buffer || a[i].offset != b[i].offset || a[i].range != b[i].range) return 0;
    return 1;
}

/* The slot of bufs: its entry, or the empty slot where it goes. */
static uint32_t vkr__set_slot(const vkr__set_cache *c, const VkDescriptorBufferInfo *bufs) {
    uint32_t mask = 2 * c->capacity - 1, k = vkr__set_hash(bufs) & mask;
    while (c->slots[k] && !vkr__same_bindings(c->entries[c->slots[k] - 1].bufs, bufs)) k = (k + 1) & mask;
    return k;
}

static void vkr__set_rehash(vkr__set_cache *c) {
    uint32_t i;
    memset(c->slots, 0, 2 * c->capacity * sizeof *c->slots);
    for (i = 0; i < c->count; i++) c->slots[vkr__set_slot(c, c->entries[i].bufs)] = i + 1;
}

/* Grows an array of `count` elements of `size` bytes to `capacity` elements. */
static VkResult vkr__grow(vkr_context ctx, void **array, uint32_t count, uint32_t capacity, size_t size) {
    void *p = vkr__alloc(ctx->alloc, capacity * size);
    if (!p) return vkr__fail(ctx, VK_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory growing the descriptor-set cache", ctx->call);
    if (*array) memcpy(p, *array, count * size);
    vkr__free(ctx->alloc, *array);
    *array = p;
    return VK_SUCCESS;
}

static void vkr__set_cache_release(vkr_context ctx) {
    vkr__set_cache *c = &ctx->sets;
    uint32_t i;
    for (i = 0; i < c->pool_count; i++) ctx->vk.DestroyDescriptorPool(ctx->device, c->pools[i], ctx->alloc);
    vkr__free(ctx->alloc, c->entries);
    vkr__free(ctx->alloc, c->slots);
    vkr__free(ctx->alloc, c->pools);
    memset(c, 0, sizeof *c);
}

static void vkr__set_cache_forget(vkr_context ctx, VkBuffer buffer) {
    vkr__set_cache *c = &ctx->sets;
    uint32_t i = 0, removed = 0;
    while (i < c->count) {
        vkr__set_entry *e = &c->entries[i];
        if (e->bufs[0].buffer == buffer || e->bufs[1].buffer == buffer || e->bufs[2].buffer == buffer) {
            ctx->vk.FreeDescriptorSets(ctx->device, c->pools[e->pool], 1, &e->set);
            *e = c->entries[--c->count];
            removed++;
        } else {
            i++;
        }
    }
    if (removed) vkr__set_rehash(c);
}

VkResult vkr_forget_buffer(vkr_context ctx, VkBuffer buffer) {
    VKR__ENTER(ctx);
    if (!buffer) return vkr__fail(ctx, VKR__INVALID, "vkr_forget_buffer: buffer is VK_NULL_HANDLE");
    vkr__set_cache_forget(ctx, buffer);
    return VK_SUCCESS;
}

/* A descriptor set holding bufs, from the cache or written now. */
static VkResult vkr__cached_set(vkr_context ctx, VkWriteDescriptorSet *writes, const VkDescriptorBufferInfo *bufs, VkDescriptorSet *out) {
    enum { SETS_PER_POOL = 256 };
    vkr__set_cache *c = &ctx->sets;
    VkDescriptorSetAllocateInfo ai;
    vkr__set_entry *e;
    VkResult r;
    uint32_t k, i;
    if (c->capacity) {
        k = vkr__set_slot(c, bufs);
        if (c->slots[k]) {
            *out = c->entries[c->slots[k] - 1].set;
            return VK_SUCCESS;
        }
    }
    if (c->count == c->capacity) { /* the hash table stays at most half full */
        uint32_t cap = c->capacity ? 2 * c->capacity : 64;
        uint32_t *slots = NULL;
        if ((r = vkr__grow(ctx, (void **)&c->entries, c->count, cap, sizeof *c->entries)) != VK_SUCCESS) return r;
        if ((r = vkr__grow(ctx, (void **)&slots, 0, 2 * cap, sizeof *slots)) != VK_SUCCESS) return r;
        vkr__free(ctx->alloc, c->slots);
        c->slots = slots;
        c->capacity = cap;
        vkr__set_rehash(c);
    }
    e = &c->entries[c->count];
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    ai.descriptorSetCount = 1;
    ai.pSetLayouts = &ctx->set_layout;
    r = VK_ERROR_OUT_OF_POOL_MEMORY;
    if (c->pool_count) {
        ai.descriptorPool = c->pools[c->pool_count - 1];
        r = ctx->vk.AllocateDescriptorSets(ctx->device, &ai, &e->set);
    }
    if (r == VK_ERROR_OUT_OF_POOL_MEMORY || r == VK_ERROR_FRAGMENTED_POOL) { /* a new pool */
        VkDescriptorPoolCreateInfo pi;
        VkDescriptorPoolSize size;
        if (c->pool_count == c->pool_capacity &&
            (r = vkr__grow(ctx, (void **)&c->pools, c->pool_count, c->pool_capacity ? 2 * c->pool_capacity : 4, sizeof *c->pools)) != VK_SUCCESS)
            return r;
        if (c->pool_count == c->pool_capacity) c->pool_capacity = c->pool_capacity ? 2 * c->pool_capacity : 4;
        size.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        size.descriptorCount = 3 * SETS_PER_POOL;
        memset(&pi, 0, sizeof pi);
        pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
        pi.flags = VK_DESCRIPTOR_POOL_CREATE_FREE_DESCRIPTOR_SET_BIT; /* vkr_forget_buffer */
        pi.maxSets = SETS_PER_POOL;
        pi.poolSizeCount = 1;
        pi.pPoolSizes = &size;
        VKR__CHECK(ctx, ctx->vk.CreateDescriptorPool(ctx->device, &pi, ctx->alloc, &c->pools[c->pool_count]), "vkCreateDescriptorPool");
        c->pool_count++;
        ai.descriptorPool = c->pools[c->pool_count - 1];
        r = ctx->vk.AllocateDescriptorSets(ctx->device, &ai, &e->set);
    }
    if (r != VK_SUCCESS) return vkr__fail(ctx, r, "%s: vkAllocateDescriptorSets failed (VkResult %d)", ctx->call, (int)r);
    e->pool = c->pool_count - 1;
    for (i = 0; i < 3; i++) {
        e->bufs[i] = bufs[i];
        writes[i].dstSet = e->set;
    }
    ctx->vk.UpdateDescriptorSets(ctx->device, 3, writes, 0, NULL);
    for (i = 0; i < 3; i++) writes[i].dstSet = VK_NULL_HANDLE;
    c->count++;
    c->slots[vkr__set_slot(c, bufs)] = c->count;
    *out = e->set;
    return VK_SUCCESS;
}

/* Binds the kernel's three buffers: pushed, or as a cached descriptor set. */
static VkResult vkr__bind_buffers(vkr_context ctx, VkCommandBuffer cmd, VkWriteDescriptorSet *writes, const VkDescriptorBufferInfo *bufs) {
    VkDescriptorSet set;
    VkResult r;
    if (ctx->binding == VKR_BINDING_PUSH_DESCRIPTORS) {
        ctx->vk.CmdPushDescriptorSetKHR(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, ctx->pipeline_layout, 0, 3, writes);
        return VK_SUCCESS;
    }
    if ((r = vkr__cached_set(ctx, writes, bufs, &set)) != VK_SUCCESS) return r;
    ctx->vk.CmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, ctx->pipeline_layout, 0, 1, &set, 0, NULL);
    return VK_SUCCESS;
}

/* Bits of vkr_reduce_flags this version knows. */
#define VKR__REDUCE_FLAGS_KNOWN ((uint32_t)VKR_REDUCE_NO_SCRATCH_BARRIER)

/* vkr_cmd_reduce's work; `names` are the caller's argument names for messages. */
static VkResult vkr__record_reduce(vkr_context ctx, VkCommandBuffer cmd, const vkr_reduce_desc *desc, const vkr__argnames *names) {
    const char *fn = names->fn;
    VkPipeline pipeline;
    VkResult r;
    size_t es;
    vkr__plan plan;
    uint64_t done, group_base;
    VkDeviceSize a, out_bind, scratch_offset;
    VkBuffer scratch;
    VkDescriptorBufferInfo bufs[3];
    VkWriteDescriptorSet writes[3];
    uint32_t i;
    vkr__push push;
    const vkr__spirv_module *module;
    if ((r = vkr__check_op_type(ctx, fn, desc->op, desc->type, &module)) != VK_SUCCESS) return r;
    if (desc->flags & ~VKR__REDUCE_FLAGS_KNOWN)
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->flags 0x%x has unknown bits 0x%x", fn, desc->flags,
                         desc->flags & ~VKR__REDUCE_FLAGS_KNOWN);
    es = vkr__type_sizes[desc->type];
    if ((r = vkr__check_range(ctx, fn, names->input, names->input_offset, names->input_size, desc->input, desc->input_offset,
                              desc->input_buffer_size, desc->count, es)) != VK_SUCCESS)
        return r;
    if ((r = vkr__check_range(ctx, fn, names->output, names->output_offset, names->output_size, desc->output, desc->output_offset,
                              desc->output_buffer_size, 1, es)) != VK_SUCCESS)
        return r;
    scratch = desc->scratch ? desc->scratch : ctx->scratch.buffer;
    scratch_offset = desc->scratch ? desc->scratch_offset : 0;
    if (!scratch) return vkr__fail(ctx, VKR__INVALID, "%s: desc->scratch is VK_NULL_HANDLE and the context has no managed scratch", fn);
    if (desc->scratch && (scratch_offset % ctx->offset_alignment || scratch_offset > desc->scratch_buffer_size ||
                          desc->scratch_buffer_size - scratch_offset < vkr__scratch_size()))
        return vkr__fail(ctx, VKR__INVALID, "%s: desc->scratch region (desc->scratch_offset %llu, desc->scratch_buffer_size %llu) must be %llu bytes at a multiple of %llu",
                         fn, (unsigned long long)scratch_offset, (unsigned long long)desc->scratch_buffer_size,
                         (unsigned long long)vkr__scratch_size(), (unsigned long long)ctx->offset_alignment);
    if ((r = vkr__make_plan(ctx, fn, names->count, desc->type, desc->count, &plan)) != VK_SUCCESS) return r;
    if ((r = vkr__pipeline(ctx, fn, desc->op, desc->type, plan.tier, &pipeline)) != VK_SUCCESS) return r;

    if (!(desc->flags & VKR_REDUCE_NO_SCRATCH_BARRIER)) vkr__scratch_barrier(ctx, cmd, scratch, scratch_offset);
    ctx->vk.CmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);

    /* Bindings: a descriptor's offset must be a multiple of minStorageBufferOffsetAlignment,
       so each starts at its offset rounded down (ENGINE MODE: BARRIERS); each ends at the last
       byte the reduce touches. */
    a = ctx->offset_alignment;
    out_bind = desc->output_offset - desc->output_offset % a;
    bufs[1] = vkr__binding(desc->output, out_bind, desc->output_offset + es - out_bind);
    bufs[2] = vkr__binding(scratch, scratch_offset, vkr__scratch_size());
    memset(writes, 0, sizeof writes);
    for (i = 0; i < 3; i++) {
        writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[i].dstBinding = i;
        writes[i].descriptorCount = 1;
        writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[i].pBufferInfo = &bufs[i];
    }
    push.group_total = (uint32_t)plan.total_groups;
    push.out_index = (uint32_t)((desc->output_offset - out_bind) / es);
    push.flags = desc->count ? 0u : VKR__PUSH_FLAG_EMPTY;
    group_base = 0;
    done = 0;
    do {
        uint64_t n = vkr__range_count(desc->count, done, plan.per_range);
        VkDeviceSize start = desc->input_offset + done * es, bind = start - start % a, bytes;
        uint64_t g = vkr__range_groups(n, plan.per_group, plan.groups_per_range);
        if (n) {
            bytes = (start - bind) + n * es; /* only whole vectors inside the count are loaded */
        } else { /* empty input: bind the smallest valid range, read nothing */
            bind = 0;
            bytes = desc->input_buffer_size < es ? desc->input_buffer_size : es;
        }
        bufs[0] = vkr__binding(desc->input, bind, bytes);
        push.count = (uint32_t)n;
        if (n && module->path == (uint32_t)ctx->break_path) push.count--; /* desc->testing.break_path: wrong on purpose */
        push.first = (uint32_t)((start - bind) / es);
        push.group_base = (uint32_t)group_base;
        /* Between ranges: the previous dispatch's scratch writes, and its output binding, which
           may share bytes with this range's input (sync validation counts a bound range as
           accessed), are ordered before this dispatch. A global barrier covers both. */
        if (done) vkr__compute_barrier(ctx, cmd);
        if ((r = vkr__bind_buffers(ctx, cmd, writes, bufs)) != VK_SUCCESS) return r;
        ctx->vk.CmdPushConstants(cmd, ctx->pipeline_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, VKR__PUSH_SIZE, &push);
        ctx->vk.CmdDispatch(cmd, (uint32_t)g, 1, 1);
        group_base += g;
        done += n;
    } while (done < desc->count);
    VK_REDUCE_ASSERT(group_base == plan.total_groups);
    return VK_SUCCESS;
}

VkResult vkr_cmd_reduce(vkr_context ctx, VkCommandBuffer cmd, const vkr_reduce_desc *desc) {
    VKR__ENTER(ctx);
    if (!cmd) return vkr__fail(ctx, VKR__INVALID, "vkr_cmd_reduce: cmd is NULL");
    if (!desc) return vkr__fail(ctx, VKR__INVALID, "vkr_cmd_reduce: desc is NULL");
    return vkr__record_reduce(ctx, cmd, desc, &vkr__names_cmd_reduce);
}

/* SCAN STUBS: replaced by the implementation (work in progress). */
VkResult vkr_cmd_scan(vkr_context ctx, VkCommandBuffer cmd, const vkr_scan_desc *desc) {
    VKR__ENTER(ctx);
    (void)cmd; (void)desc;
    return vkr__fail(ctx, VK_ERROR_FEATURE_NOT_PRESENT, "vkr_cmd_scan: not implemented yet");
}
VkResult vkr_scan(vkr_context ctx, vkr_op op, vkr_type type, vkr_scan_kind kind, const void *input, uint64_t count,
                  const void *init, void *output) {
    VKR__ENTER(ctx);
    (void)op; (void)type; (void)kind; (void)input; (void)count; (void)init; (void)output;
    return vkr__fail(ctx, VK_ERROR_FEATURE_NOT_PRESENT, "vkr_scan: not implemented yet");
}
VkResult vkr_scan_error_bound(vkr_context ctx, vkr_op op, vkr_type type, uint64_t count, double *bound) {
    VKR__ENTER(ctx);
    (void)op; (void)type; (void)count; (void)bound;
    return vkr__fail(ctx, VK_ERROR_FEATURE_NOT_PRESENT, "vkr_scan_error_bound: not implemented yet");
}

/* Records: earlier writes to the input visible; the reduce; the result visible to the host. */
static VkResult vkr__record_sync_reduce(vkr_context ctx, const vkr_reduce_desc *d, const vkr__argnames *names) {
    VkResult r;
    if ((r = vkr__begin(ctx)) != VK_SUCCESS) return r;
    /* Earlier GPU writes to the buffer (finished or not) become visible to the reduce. */
    vkr__memory_barrier(ctx, ctx->command_buffer, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_WRITE_BIT,
                        VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    r = vkr__record_reduce(ctx, ctx->command_buffer, d, names);
    if (r != VK_SUCCESS) {
        ctx->vk.EndCommandBuffer(ctx->command_buffer);
        return r;
    }
    vkr__barrier(ctx, ctx->command_buffer, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
                 VK_ACCESS_HOST_READ_BIT, d->output, 0, VK_WHOLE_SIZE);
    return vkr__submit_and_wait(ctx);
}

/* Synchronous reduce of a buffer into the context's result buffer. */
VkResult vkr_reduce_buffer(vkr_context ctx, vkr_op op, vkr_type type, VkBuffer buffer, VkDeviceSize offset,
                           VkDeviceSize buffer_size, uint64_t count, void *result) {
    vkr_reduce_desc d;
    VkResult r;
    VKR__ENTER(ctx);
    if (!result) return vkr__fail(ctx, VKR__INVALID, "vkr_reduce_buffer: result is NULL");
    if ((r = vkr__check_op_type(ctx, "vkr_reduce_buffer", op, type, NULL)) != VK_SUCCESS) return r;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = type;
    d.count = count;
    d.input = buffer;
    d.input_offset = offset;
    d.input_buffer_size = buffer_size;
    d.output = ctx->result.buffer;
    d.output_buffer_size = ctx->result.size;
    if ((r = vkr__record_sync_reduce(ctx, &d, &vkr__names_reduce_buffer)) != VK_SUCCESS) return r;
    memcpy(result, ctx->result.map, vkr__type_sizes[type]);
    return VK_SUCCESS;
}

/* Grows a helper buffer to at least `size` bytes. */
static VkResult vkr__ensure(vkr_context ctx, vkr__buffer *b, VkDeviceSize size, VkBufferUsageFlags usage,
                            VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred, const char *name) {
    if (b->buffer && b->size >= size) return VK_SUCCESS;
    vkr__destroy_buffer(ctx, b);
    size = (size + 0xFFFF) & ~(VkDeviceSize)0xFFFF; /* whole 64 KiB: fewer re-creations */
    return vkr__create_buffer(ctx, b, size, usage, required, preferred, name);
}

/* Copies host elements [first, first + n) into the upload buffer (directly where it is mapped,
   else through the staging buffer), ready for a compute read. */
static VkResult vkr__upload(vkr_context ctx, const void *data, VkDeviceSize first_byte, VkDeviceSize bytes) {
    VkBufferCopy region;
    VkResult r;
    if (ctx->upload.map) {
        memcpy(ctx->upload.map, (const char *)data + first_byte, (size_t)bytes);
        return VK_SUCCESS; /* vkQueueSubmit makes host writes visible */
    }
    memcpy(ctx->staging.map, (const char *)data + first_byte, (size_t)bytes);
    if ((r = vkr__begin(ctx)) != VK_SUCCESS) return r;
    region.srcOffset = 0;
    region.dstOffset = 0;
    region.size = bytes;
    ctx->vk.CmdCopyBuffer(ctx->command_buffer, ctx->staging.buffer, ctx->upload.buffer, 1, &region);
    return vkr__submit_and_wait(ctx);
}

VkResult vkr_reduce(vkr_context ctx, vkr_op op, vkr_type type, const void *data, uint64_t count, void *result) {
    VkResult r;
    size_t es;
    uint64_t chunk, chunks, c;
    VkDeviceSize chunk_bytes, results_at;
    VkBool32 direct;
    vkr_reduce_desc d;
    VKR__ENTER(ctx);
    if ((r = vkr__check_op_type(ctx, "vkr_reduce", op, type, NULL)) != VK_SUCCESS) return r;
    if (!data && count) return vkr__fail(ctx, VKR__INVALID, "vkr_reduce: data is NULL");
    if (!result) return vkr__fail(ctx, VKR__INVALID, "vkr_reduce: result is NULL");
    es = vkr__type_sizes[type];
    if (count > SIZE_MAX / es) return vkr__fail(ctx, VKR__INVALID, "vkr_reduce: count %llu elements do not fit in memory", (unsigned long long)count);
    /* The array streams through one upload buffer of at most host_chunk_bytes: each chunk is
       reduced into its own slot of the result buffer, then the slots are reduced in order. */
    chunk = vkr__host_chunk_elements(ctx, type);
    chunks = count ? (count - 1) / chunk + 1 : 1;
    chunk_bytes = (count < chunk ? count : chunk) * es;
    if (chunks > 1 && chunks > (ctx->max_range - ctx->offset_alignment) / es)
        return vkr__fail(ctx, VKR__INVALID, "vkr_reduce: count %llu needs %llu chunks, more than one binding range holds",
                         (unsigned long long)count, (unsigned long long)chunks);
    /* CPU and integrated devices: write the device buffer directly; others: staging copies. */
    direct = ctx->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU || ctx->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU;
    r = vkr__ensure(ctx, &ctx->upload, chunk_bytes ? chunk_bytes : 16, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                    direct ? VKR__HOST_COHERENT : 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, "vk_reduce upload");
    if (r == VK_SUCCESS && !ctx->upload.map && chunk_bytes)
        r = vkr__ensure(ctx, &ctx->staging, chunk_bytes, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, VKR__HOST_COHERENT, 0, "vk_reduce staging");
    results_at = ctx->offset_alignment > 64 ? ctx->offset_alignment : 64;
    if (r == VK_SUCCESS && chunks > 1)
        r = vkr__ensure(ctx, &ctx->result, results_at + chunks * es, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, VKR__HOST_COHERENT,
                        VK_MEMORY_PROPERTY_HOST_CACHED_BIT, "vk_reduce result");
    if (r != VK_SUCCESS) return r;
    memset(&d, 0, sizeof d);
    d.op = op;
    d.type = type;
    d.input = ctx->upload.buffer;
    d.input_buffer_size = ctx->upload.size;
    d.output = ctx->result.buffer;
    d.output_buffer_size = ctx->result.size;
    for (c = 0; c < chunks; c++) {
        d.count = c + 1 < chunks ? chunk : count - c * chunk;
        d.output_offset = chunks > 1 ? results_at + c * es : 0;
        if (d.count && (r = vkr__upload(ctx, data, c * chunk * es, d.count * es)) != VK_SUCCESS) return r;
        if ((r = vkr__record_sync_reduce(ctx, &d, &vkr__names_reduce)) != VK_SUCCESS) return r;
    }
    if (chunks > 1) {
        d.input = ctx->result.buffer;
        d.input_offset = results_at;
        d.input_buffer_size = ctx->result.size;
        d.count = chunks;
        d.output_offset = 0;
        if ((r = vkr__record_sync_reduce(ctx, &d, &vkr__names_reduce)) != VK_SUCCESS) return r;
    }
    memcpy(result, ctx->result.map, es);
    return VK_SUCCESS;
}

/* ---- creation checks: the subgroup-size probe and the self-test ----------------------- */
static void vkr__note(vkr_context ctx, uint32_t adjustment, const char *fmt, ...) {
    char text[384];
    size_t used = strlen(ctx->notes);
    va_list args;
    va_start(args, fmt);
    vsnprintf(text, sizeof text, fmt, args);
    va_end(args);
    ctx->adjustments |= adjustment;
    if (used + 3 < sizeof ctx->notes)
        snprintf(ctx->notes + used, sizeof ctx->notes - used, "%s%s", used ? "; " : "", text);
    vkr__log(ctx, VKR_LOG_SOURCE_LIBRARY, VKR_LOG_SEVERITY_WARNING, VK_SUCCESS, text);
}

/* One submission on the context's queue: zeroes the managed scratch (init_scratch) and runs
   the probe (probe: one workgroup of workgroup_size writing gl_SubgroupSize into the result
   buffer, through a pipeline created like the native / shuffle ones). */
static VkResult vkr__submit_probe(vkr_context ctx, VkBool32 init_scratch, VkBool32 probe, uint32_t *size) {
    VkPipeline pipeline = VK_NULL_HANDLE;
    VkDescriptorBufferInfo bufs[3];
    VkWriteDescriptorSet writes[3];
    const vkr__spirv_module *m = vkr__probe_module();
    VkResult r;
    uint32_t i;
    VK_REDUCE_ASSERT(m->kernel == VKR__KERNEL_PROBE);
    if (!init_scratch && !probe) return VK_SUCCESS;
    if (probe && (r = vkr__create_pipeline(ctx, ctx->call, m, ctx->workgroup_size, 0, &pipeline)) != VK_SUCCESS) return r;
    if (probe) vkr__name(ctx, VK_OBJECT_TYPE_PIPELINE, VKR__HANDLE(pipeline), "vk_reduce subgroup-size probe");
    r = vkr__begin(ctx);
    if (r == VK_SUCCESS && init_scratch) vkr__record_scratch_init(ctx, ctx->command_buffer, ctx->scratch.buffer, 0);
    if (r == VK_SUCCESS && probe) {
        memset(ctx->result.map, 0, 8);
        for (i = 0; i < 3; i++) bufs[i] = vkr__binding(ctx->result.buffer, 0, ctx->result.size);
        memset(writes, 0, sizeof writes);
        for (i = 0; i < 3; i++) {
            writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
            writes[i].dstBinding = i;
            writes[i].descriptorCount = 1;
            writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
            writes[i].pBufferInfo = &bufs[i];
        }
        ctx->vk.CmdBindPipeline(ctx->command_buffer, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
        r = vkr__bind_buffers(ctx, ctx->command_buffer, writes, bufs);
        if (r == VK_SUCCESS) {
            ctx->vk.CmdDispatch(ctx->command_buffer, 1, 1, 1);
            vkr__barrier(ctx, ctx->command_buffer, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT, ctx->result.buffer, 0, VK_WHOLE_SIZE);
        } else {
            ctx->vk.EndCommandBuffer(ctx->command_buffer);
        }
    }
    if (r == VK_SUCCESS) r = vkr__submit_and_wait(ctx);
    if (pipeline) ctx->vk.DestroyPipeline(ctx->device, pipeline, ctx->alloc);
    if (probe) vkr__set_cache_forget(ctx, ctx->result.buffer);
    if (r == VK_SUCCESS && probe) memcpy(size, ctx->result.map, 4);
    return r;
}

/* The running subgroup size against the context's, on the native and shuffle paths: adopt a
   usable running size (re-specialize, checked by a second probe), else the shared path. */
static VkResult vkr__check_probe(vkr_context ctx, const vkr_context_desc *desc) {
    uint32_t got = ctx->probed_subgroup_size, reported = ctx->subgroup_size, again = 0;
    const char *why = NULL;
    VkResult r;
    if (ctx->path == VKR_PATH_SHARED || got == reported) return VK_SUCCESS;
    if (got < 4 || got > 128 || (got & (got - 1))) why = "not a power of two from 4 to 128";
    else if ((desc->workgroup_size && desc->workgroup_size % got) ||
             (desc->mid_workgroup_size && desc->mid_workgroup_size % got))
        why = "not a divisor of desc->workgroup_size / mid_workgroup_size";
    if (!why) {
        vkr_kernel_path path = ctx->path;
        ctx->caps.subgroup_size = got; /* the truth, unpinned: what ran unpinned or despite a pin */
        ctx->caps.size_control = VK_FALSE;
        ctx->caps.features &= ~(uint32_t)VKR_FEATURE_SUBGROUP_SIZE_CONTROL;
        if ((r = vkr__choose(ctx, desc, path)) != VK_SUCCESS) return r;
        if ((r = vkr__submit_probe(ctx, VK_FALSE, VK_TRUE, &again)) != VK_SUCCESS) return r;
        if (again == got) {
            vkr__note(ctx, VKR_ADJUSTED_PROBED_SUBGROUP_SIZE,
                      "%s: the device reports subgroup size %u, but the probe saw %s pipelines run at %u: the kernels are "
                      "specialized for %u", ctx->call, reported, vkr__path_names[path] + 9, got, got);
            return VK_SUCCESS;
        }
        why = "not stable (a second probe saw another size)";
        got = again;
    }
    vkr__note(ctx, VKR_ADJUSTED_PROBE_TO_SHARED,
              "%s: the device reports subgroup size %u, but the probe saw %s pipelines run at %u, %s: falling back to VKR_PATH_SHARED",
              ctx->call, reported, vkr__path_names[ctx->path] + 9, got, why);
    if (got) ctx->caps.subgroup_size = got; /* the shared path ignores it; info reports the truth */
    ctx->caps.size_control = VK_FALSE;
    ctx->caps.features &= ~(uint32_t)VKR_FEATURE_SUBGROUP_SIZE_CONTROL;
    return vkr__choose(ctx, desc, VKR_PATH_SHARED);
}

/* One self-test reduce on the context's path: NULL if right, else what went wrong. */
static const char *vkr__self_test_one(vkr_context ctx, vkr_op op, vkr_type type, void *data, uint64_t n, char *what, size_t cap,
                                      VkResult *err) {
    const vkr__spirv_module *m = vkr__find_module(ctx, VKR__KERNEL_REDUCE, op, type);
    uint64_t i, want = 0, got = 0, lcg = 0x9E3779B97F4A7C15ull;
    const char *call = ctx->call;
    VkResult r;
    *err = VK_SUCCESS;
    if (!m || (m->features & ~ctx->features) || (m->subgroup_ops & ~ctx->subgroup_ops)) return NULL; /* not run here */
    for (i = 0; i < n; i++) {
        lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
        switch (type) {
        case VKR_TYPE_F32: { float v = (float)(i % 7 + 1); memcpy((char *)data + 4 * i, &v, 4); break; }
        case VKR_TYPE_F64: { double v = (double)(i % 13 + 1); memcpy((char *)data + 8 * i, &v, 8); break; }
        case VKR_TYPE_U32: { uint32_t v = (uint32_t)(lcg >> 32) | 1u; memcpy((char *)data + 4 * i, &v, 4); want ^= v; break; }
        default: { uint64_t v = lcg | 1u; memcpy((char *)data + 8 * i, &v, 8); if (v > want) want = v; break; }
        }
    }
    if (type == VKR_TYPE_F32) { float v = (float)(28 * (n / 7) + (n % 7) * (n % 7 + 1) / 2); memcpy(&want, &v, 4); }
    if (type == VKR_TYPE_F64) { double v = (double)(91 * (n / 13) + (n % 13) * (n % 13 + 1) / 2); memcpy(&want, &v, 8); }
    r = vkr_reduce(ctx, op, type, data, n, &got);
    ctx->call = call;
    if (r != VK_SUCCESS) {
        *err = r;
        return "failed";
    }
    if (vkr__type_sizes[type] == 4) got &= 0xffffffffull;
    if (got == want) return NULL;
    snprintf(what, cap, "%s %s of %llu elements gave 0x%llx, want 0x%llx", vkr__op_names[op], vkr__type_names[type],
             (unsigned long long)n, (unsigned long long)got, (unsigned long long)want);
    return what;
}

/* desc->self_test: each kernel of the path on known input; a wrong answer moves the context
   to the next path that the device can run (native -> shuffle -> shared). */
static VkResult vkr__self_test(vkr_context ctx, const vkr_context_desc *desc) {
    static const vkr_op ops[4] = {VKR_OP_ADD, VKR_OP_XOR, VKR_OP_MAX, VKR_OP_ADD};
    static const vkr_type types[4] = {VKR_TYPE_F32, VKR_TYPE_U32, VKR_TYPE_U64, VKR_TYPE_F64};
    uint64_t counts[2];
    void *data;
    char what[160];
    VkResult r = VK_SUCCESS, err;
    counts[0] = 1;
    /* past one workgroup's 4 steps of 4 vectors at any type size, at both tiers */
    counts[1] = (uint64_t)(ctx->workgroup_size > ctx->mid_workgroup_size ? ctx->workgroup_size : ctx->mid_workgroup_size) * 64 * 4 + 5;
    data = vkr__alloc(ctx->alloc, (size_t)counts[1] * 8);
    if (!data) return vkr__fail(ctx, VK_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory for the self-test", ctx->call);
    for (;;) {
        const char *bad = NULL;
        uint32_t k, c, next;
        for (k = 0; k < 4 && !bad && r == VK_SUCCESS; k++)
            for (c = 0; c < 2 && !bad; c++) {
                bad = vkr__self_test_one(ctx, ops[k], types[k], data, counts[c], what, sizeof what, &err);
                if (err != VK_SUCCESS) r = err;
            }
        if (r != VK_SUCCESS || !bad) break;
        for (next = (uint32_t)ctx->path + 1; next <= VKR_PATH_SHARED; next++)
            if (!vkr__path_missing(ctx, next, ctx->caps.subgroup_size)) break;
        if (next > VKR_PATH_SHARED) {
            r = vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "%s: self-test on %s: %s, and no further path to fall back to",
                          ctx->call, vkr__path_names[ctx->path], bad);
            break;
        }
        vkr__note(ctx, VKR_ADJUSTED_SELF_TEST_FALLBACK, "%s: self-test on %s: %s: falling back to %s", ctx->call,
                  vkr__path_names[ctx->path], bad, vkr__path_names[next]);
        vkr__drop_pipelines(ctx);
        if ((r = vkr__choose(ctx, desc, (vkr_kernel_path)next)) != VK_SUCCESS) break;
    }
    vkr__free(ctx->alloc, data);
    /* leave the context as creation without the self-test does (its pipelines aside) */
    vkr__destroy_buffer(ctx, &ctx->upload);
    vkr__destroy_buffer(ctx, &ctx->staging);
    vkr__set_cache_forget(ctx, ctx->result.buffer);
    ctx->error[0] = 0;
    return r;
}

static VkResult vkr__creation_checks(vkr_context ctx, const vkr_context_desc *desc) {
    VkBool32 probe = ctx->path != VKR_PATH_SHARED;
    VkResult r;
    if ((r = vkr__submit_probe(ctx, ctx->scratch.buffer != VK_NULL_HANDLE, probe, &ctx->probed_subgroup_size)) != VK_SUCCESS) return r;
    if (probe && (r = vkr__check_probe(ctx, desc)) != VK_SUCCESS) return r;
    if (desc->self_test && (r = vkr__self_test(ctx, desc)) != VK_SUCCESS) return r;
    return VK_SUCCESS;
}

/* ---------------------------------------------------------------------------------------
   2.4 Prototype mode: own instance and device
   --------------------------------------------------------------------------------------- */
static VKAPI_ATTR VkBool32 VKAPI_CALL vkr__debug_callback(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                          VkDebugUtilsMessageTypeFlagsEXT type,
                                                          const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
    vkr_context ctx = (vkr_context)user;
    int counts = (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) ||
                 ((type & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT) && (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT));
    if (counts) {
        ctx->validation_messages++;
        vkr__log(ctx, VKR_LOG_SOURCE_VALIDATION,
                 (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) ? VKR_LOG_SEVERITY_ERROR : VKR_LOG_SEVERITY_WARNING,
                 VK_SUCCESS, data && data->pMessage ? data->pMessage : "");
    }
    return VK_FALSE;
}

static int vkr__name_matches(const char *name, const char *pattern) {
    size_t n = strlen(name), p = strlen(pattern), i, j;
    for (i = 0; p <= n && i + p <= n; i++) {
        for (j = 0; j < p; j++) {
            char a = name[i + j], b = pattern[j];
            if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
            if (b >= 'A' && b <= 'Z') b = (char)(b - 'A' + 'a');
            if (a != b) break;
        }
        if (j == p) return 1;
    }
    return 0;
}

static uint32_t vkr__device_rank(VkPhysicalDeviceType type) {
    switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 4;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 3;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 1;
    default: return 0;
    }
}

/* Picks the device: the desc's / $VK_REDUCE_DEVICE choice (index or name), else the best. */
static VkResult vkr__pick_device(vkr_context ctx, const char *choice, uint32_t *family) {
    VkPhysicalDevice *devs;
    uint32_t n = 0, i, best_rank = 0;
    VkResult r;
    int index = -1;
    VKR__CHECK(ctx, ctx->vk.EnumeratePhysicalDevices(ctx->instance, &n, NULL), "vkEnumeratePhysicalDevices");
    if (!n) return vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "vkr_create_prototype_context: no Vulkan device found");
    devs = (VkPhysicalDevice *)vkr__alloc(ctx->alloc, n * sizeof *devs);
    if (!devs) return vkr__fail(ctx, VK_ERROR_OUT_OF_HOST_MEMORY, "vkr_create_prototype_context: out of host memory listing %u devices", n);
    r = ctx->vk.EnumeratePhysicalDevices(ctx->instance, &n, devs);
    if (choice && *choice && strspn(choice, "0123456789") == strlen(choice)) index = atoi(choice);
    ctx->physical_device = VK_NULL_HANDLE;
    for (i = 0; r >= 0 && i < n; i++) {
        VkPhysicalDeviceProperties p;
        VkQueueFamilyProperties q[16];
        uint32_t nq = 16, k, fam = UINT32_MAX, rank;
        ctx->vk.GetPhysicalDeviceProperties(devs[i], &p);
        ctx->vk.GetPhysicalDeviceQueueFamilyProperties(devs[i], &nq, q);
        for (k = 0; k < nq && fam == UINT32_MAX; k++)
            if (q[k].queueFlags & VK_QUEUE_COMPUTE_BIT) fam = k;
        if (fam == UINT32_MAX || p.apiVersion < VK_API_VERSION_1_1) continue;
        if (index >= 0) rank = (uint32_t)index == i ? 1 : 0;
        else if (choice && *choice) rank = vkr__name_matches(p.deviceName, choice) ? 1 : 0;
        else rank = 1 + vkr__device_rank(p.deviceType);
        if (rank > best_rank) {
            best_rank = rank;
            ctx->physical_device = devs[i];
            *family = fam;
        }
    }
    vkr__free(ctx->alloc, devs);
    if (r < 0) return vkr__fail(ctx, r, "vkr_create_prototype_context: vkEnumeratePhysicalDevices failed (VkResult %d)", (int)r);
    if (!ctx->physical_device)
        return vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "vkr_create_prototype_context: no Vulkan 1.1 compute device matches \"%s\" (desc->device or VK_REDUCE_DEVICE)",
                         choice ? choice : "");
    return VK_SUCCESS;
}

static VkResult vkr__create_instance(vkr_context ctx, VkBool32 validation) {
    PFN_vkCreateInstance create = (PFN_vkCreateInstance)ctx->vk.GetInstanceProcAddr(NULL, "vkCreateInstance");
    PFN_vkEnumerateInstanceVersion version = (PFN_vkEnumerateInstanceVersion)ctx->vk.GetInstanceProcAddr(NULL, "vkEnumerateInstanceVersion");
    PFN_vkEnumerateInstanceLayerProperties layers = (PFN_vkEnumerateInstanceLayerProperties)ctx->vk.GetInstanceProcAddr(NULL, "vkEnumerateInstanceLayerProperties");
    static const char *const layer_name = "VK_LAYER_KHRONOS_validation";
    static const char *const ext_name = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkValidationFeaturesEXT vf;
    VkValidationFeatureEnableEXT enables[1];
    VkDebugUtilsMessengerCreateInfoEXT mi;
    uint32_t api = VK_API_VERSION_1_1;
    if (!create) return vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "vkr_create_prototype_context: vkCreateInstance not found in the Vulkan loader");
    if (version) version(&api);
    if (api > VK_API_VERSION_1_3) api = VK_API_VERSION_1_3;
    if (api < VK_API_VERSION_1_1) return vkr__fail(ctx, VK_ERROR_INCOMPATIBLE_DRIVER, "vkr_create_prototype_context: the Vulkan loader is older than 1.1");
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "vk_reduce";
    app.apiVersion = api;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    if (validation) {
        uint32_t n = 0, i;
        VkBool32 found = VK_FALSE;
        VkLayerProperties *lp;
        if (layers && layers(&n, NULL) == VK_SUCCESS && n) {
            lp = (VkLayerProperties *)vkr__alloc(ctx->alloc, n * sizeof *lp);
            if (!lp) return vkr__fail(ctx, VK_ERROR_OUT_OF_HOST_MEMORY, "vkr_create_prototype_context: out of host memory listing %u layers", n);
            if (layers(&n, lp) == VK_SUCCESS)
                for (i = 0; i < n; i++) found |= strcmp(lp[i].layerName, layer_name) == 0;
            vkr__free(ctx->alloc, lp);
        }
        if (!found) return vkr__fail(ctx, VK_ERROR_LAYER_NOT_PRESENT, "vkr_create_prototype_context: desc->validation: VK_LAYER_KHRONOS_validation is not installed");
        enables[0] = VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT;
        memset(&vf, 0, sizeof vf);
        vf.sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT;
        vf.enabledValidationFeatureCount = 1;
        vf.pEnabledValidationFeatures = enables;
        memset(&mi, 0, sizeof mi);
        mi.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mi.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                         VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
        mi.pfnUserCallback = vkr__debug_callback;
        mi.pUserData = ctx;
        vf.pNext = &mi;
        ci.pNext = &vf;
        ci.enabledLayerCount = 1;
        ci.ppEnabledLayerNames = &layer_name;
        ci.enabledExtensionCount = 1;
        ci.ppEnabledExtensionNames = &ext_name;
    }
    VKR__CHECK(ctx, create(&ci, ctx->alloc, &ctx->instance), "vkCreateInstance");
    ctx->instance_api = api;
    vkr__load_instance_functions(ctx);
    if (validation) {
        if (!ctx->vk.CreateDebugUtilsMessengerEXT) return vkr__fail(ctx, VK_ERROR_EXTENSION_NOT_PRESENT, "%s: vkCreateDebugUtilsMessengerEXT not found", ctx->call);
        VKR__CHECK(ctx, ctx->vk.CreateDebugUtilsMessengerEXT(ctx->instance, &mi, ctx->alloc, &ctx->messenger), "vkCreateDebugUtilsMessengerEXT");
    }
    return VK_SUCCESS;
}

/* Creates the device with every feature vk_reduce can use; fills the engine-mode desc. */
static VkResult vkr__create_device(vkr_context ctx, uint32_t family, vkr_context_desc *cd) {
    VkPhysicalDeviceFeatures2 f2;
    VkPhysicalDeviceShaderSubgroupExtendedTypesFeatures ext_types;
    VkPhysicalDeviceSubgroupSizeControlFeatures size_control;
    VkPhysicalDeviceProperties p;
    VkDeviceQueueCreateInfo qi;
    VkDeviceCreateInfo di;
    const char *exts[2];
    uint32_t n_ext = 0, api;
    float priority = 1.0f;
    VkBool32 has;
    VkResult r;
    ctx->vk.GetPhysicalDeviceProperties(ctx->physical_device, &p);
    api = p.apiVersion < ctx->instance_api ? p.apiVersion : ctx->instance_api; /* the instance caps it at 1.3 */
    if ((r = vkr__has_device_extension(ctx, "vkr_create_prototype_context", VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME, &has)) != VK_SUCCESS)
        return r;
    if (has) exts[n_ext++] = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME; /* else descriptor sets */
    cd->enabled_features = has ? (uint32_t)VKR_FEATURE_PUSH_DESCRIPTOR : 0u;
    memset(&f2, 0, sizeof f2);
    memset(&ext_types, 0, sizeof ext_types);
    memset(&size_control, 0, sizeof size_control);
    f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    ext_types.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_EXTENDED_TYPES_FEATURES;
    size_control.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES;
    has = api >= VK_API_VERSION_1_2;
    if (!has && (r = vkr__has_device_extension(ctx, "vkr_create_prototype_context", "VK_KHR_shader_subgroup_extended_types", &has)) != VK_SUCCESS)
        return r;
    if (has) {
        ext_types.pNext = f2.pNext;
        f2.pNext = &ext_types;
        if (api < VK_API_VERSION_1_2) exts[n_ext++] = "VK_KHR_shader_subgroup_extended_types";
    }
    if (api >= VK_API_VERSION_1_3) {
        size_control.pNext = f2.pNext;
        f2.pNext = &size_control;
    }
    ctx->vk.GetPhysicalDeviceFeatures2(ctx->physical_device, &f2);
    /* Enable only what vk_reduce uses. */
    {
        VkBool32 f64 = f2.features.shaderFloat64, i64 = f2.features.shaderInt64;
        memset(&f2.features, 0, sizeof f2.features);
        f2.features.shaderFloat64 = f64;
        f2.features.shaderInt64 = i64;
        cd->enabled_features |= (f64 ? (uint32_t)VKR_FEATURE_FLOAT64 : 0u) | (i64 ? (uint32_t)VKR_FEATURE_INT64 : 0u) |
                               (ext_types.shaderSubgroupExtendedTypes ? (uint32_t)VKR_FEATURE_SUBGROUP_EXTENDED_TYPES : 0u) |
                               (size_control.subgroupSizeControl && size_control.computeFullSubgroups ? (uint32_t)VKR_FEATURE_SUBGROUP_SIZE_CONTROL : 0u);
    }
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = family;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    memset(&di, 0, sizeof di);
    di.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    di.pNext = &f2;
    di.queueCreateInfoCount = 1;
    di.pQueueCreateInfos = &qi;
    di.enabledExtensionCount = n_ext;
    di.ppEnabledExtensionNames = exts;
    VKR__CHECK(ctx, ctx->vk.CreateDevice(ctx->physical_device, &di, ctx->alloc, &ctx->device), "vkCreateDevice");
    /* Loaded here too so that a failure later in creation still destroys the device. */
    ctx->vk.DestroyDevice = (PFN_vkDestroyDevice)ctx->vk.GetInstanceProcAddr(ctx->instance, "vkDestroyDevice");
    cd->api_version = api;
    return VK_SUCCESS;
}

VkResult vkr_create_prototype_context(const vkr_prototype_desc *desc, vkr_context *out) {
    vkr_prototype_desc zero;
    vkr_context_desc cd;
    vkr_context ctx;
    uint32_t family = 0;
    const char *choice;
    VkResult r;
    if (!out) return VKR__INVALID;
    *out = NULL;
    if (!desc) {
        memset(&zero, 0, sizeof zero);
        desc = &zero;
    }
    ctx = vkr__new_context("vkr_create_prototype_context", desc->allocation_callbacks, desc->log, desc->log_user_data);
    if (!ctx) return VK_ERROR_OUT_OF_HOST_MEMORY;
    ctx->owns_device = VK_TRUE;
    memset(&cd, 0, sizeof cd);
    choice = desc->device ? desc->device : getenv("VK_REDUCE_DEVICE");
    ctx->vk.GetInstanceProcAddr = vkr__default_loader(ctx);
    if (!ctx->vk.GetInstanceProcAddr)
        r = vkr__fail(ctx, VK_ERROR_INITIALIZATION_FAILED, "vkr_create_prototype_context: the Vulkan loader (libvulkan) was not found");
    else if ((r = vkr__create_instance(ctx, desc->validation)) == VK_SUCCESS &&
             (r = vkr__pick_device(ctx, choice, &family)) == VK_SUCCESS &&
             (r = vkr__create_device(ctx, family, &cd)) == VK_SUCCESS) {
        cd.instance = ctx->instance;
        cd.physical_device = ctx->physical_device;
        cd.device = ctx->device;
        cd.queue_family_index = family;
        cd.enabled_features |= desc->validation ? (uint32_t)VKR_FEATURE_DEBUG_UTILS : 0u;
        cd.workgroup_size = desc->workgroup_size;
        cd.mid_workgroup_size = desc->mid_workgroup_size;
        cd.max_workgroups = desc->max_workgroups;
        cd.max_binding_range = desc->max_binding_range;
        cd.host_chunk_bytes = desc->host_chunk_bytes;
        cd.binding = desc->binding;
        cd.path = desc->path;
        cd.self_test = desc->self_test;
        cd.testing = desc->testing;
        r = vkr__init_context(ctx, &cd);
    }
    if (r != VK_SUCCESS) {
        vkr__release(ctx);
        return r;
    }
    *out = ctx;
    return VK_SUCCESS;
}

/* ---------------------------------------------------------------------------------------
   2.5 Generated SPIR-V
   --------------------------------------------------------------------------------------- */
/* BEGIN GENERATED SPIR-V: machine generated by gen/gen.py, do not edit.
   Tools: glslangValidator 11:12.0.0, SPIRV-Tools v2023.1. Regenerate: make gen */
static const uint32_t vkr__spv_reduce_f32_addmul_native[3472] = {
    119734787,66304,524299,657,0,131089,1,131089,61,131089,62,131089,63,393227,1,1280527431,
    1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,106,110,181,190,194,
    393232,4,17,1,1,1,262215,63,1,1,262215,106,11,40,196679,110,
    0,262215,110,11,41,196679,111,0,262215,152,6,4,262216,153,0,24,
    327752,153,0,35,0,196679,153,2,262215,155,34,0,262215,155,33,0,
    262215,181,11,24,262215,185,1,0,262215,186,11,25,262215,190,11,26,
    262215,194,11,27,327752,199,0,35,0,327752,199,1,35,4,327752,199,
    2,35,8,327752,199,3,35,12,327752,199,4,35,16,327752,199,5,
    35,20,196679,199,2,262215,248,6,16,262216,249,0,24,327752,249,0,
    35,0,196679,249,2,262215,251,34,0,262215,251,33,0,262215,498,6,
    4,262216,499,0,25,327752,499,0,35,0,196679,499,2,262215,501,34,
    0,262215,501,33,1,262215,521,1,2,262215,584,6,4,262215,585,6,
    4,262216,586,0,23,327752,586,0,35,0,262216,586,1,23,327752,586,
    1,35,4,262216,586,2,23,327752,586,2,35,16,196679,586,2,262215,
    588,34,0,262215,588,33,2,131091,2,196641,3,2,196630,6,32,262176,
    7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,7,13,
    327713,15,13,14,14,131092,20,262177,21,20,7,196641,25,6,262165,28,
    32,0,196641,29,28,196641,34,20,262176,37,7,20,262177,38,20,37,
    262177,42,6,7,262176,46,7,28,262177,47,13,46,262177,53,2,7,
    262194,28,63,1,262187,28,64,1,393268,20,65,170,63,64,393268,20,
    79,170,63,64,262187,28,95,2147483648,393268,20,99,170,63,64,262187,6,
    100,2147483648,262187,6,101,1065353216,458804,6,102,169,99,100,101,262176,105,1,
    28,262203,105,106,1,262203,105,110,1,262187,28,116,3,262187,6,132,
    0,196637,152,6,196638,153,152,262176,154,12,153,262203,154,155,12,262165,
    156,32,1,262187,156,157,0,262176,159,12,6,262187,28,167,2,262167,
    179,28,3,262176,180,1,179,262203,180,181,1,262187,28,182,0,262194,
    28,185,1,393267,179,186,185,64,64,393268,28,187,81,186,0,262203,
    180,190,1,262203,180,194,1,524318,199,28,28,28,28,28,28,262176,
    200,9,199,262203,200,201,9,262176,202,9,28,262187,28,205,4,262187,
    156,214,1,196637,248,13,196638,249,248,262176,250,12,249,262203,250,251,
    12,262176,258,12,13,196637,498,6,196638,499,498,262176,500,12,499,262203,
    500,501,12,262187,156,502,4,262187,156,505,5,393268,20,510,170,63,
    64,458804,6,511,169,510,132,101,262194,28,521,32,393268,28,522,134,
    187,521,262172,523,6,522,262176,524,4,523,262203,524,525,4,262176,528,
    4,6,262187,28,530,264,262187,156,566,3,196650,20,580,262172,584,28,
    116,196637,585,6,327710,586,28,584,585,262176,587,12,586,262203,587,588,
    12,262187,156,589,2,262187,28,597,72,262176,598,12,28,262187,28,615,
    3400,327734,2,4,0,3,131320,5,262203,7,648,7,262203,7,650,7,
    262203,7,651,7,262203,7,654,7,262201,6,649,51,196670,648,649,262205,
    6,652,648,196670,651,652,327737,6,653,58,651,196670,650,653,262205,6,
    655,650,196670,654,655,327737,2,656,61,654,65789,65592,327734,6,11,0,
    8,196663,7,9,196663,7,10,131320,12,262203,7,66,7,196855,68,0,
    262394,65,67,72,131320,67,262205,6,69,9,262205,6,70,10,327809,6,
    71,69,70,196670,66,71,131321,68,131320,72,262205,6,73,9,262205,6,
    74,10,327813,6,75,73,74,196670,66,75,131321,68,131320,68,262205,6,
    76,66,131326,76,65592,327734,13,18,0,15,196663,14,16,196663,14,17,
    131320,19,262203,14,80,7,196855,82,0,262394,79,81,86,131320,81,262205,
    13,83,16,262205,13,84,17,327809,13,85,83,84,196670,80,85,131321,
    82,131320,86,262205,13,87,16,262205,13,88,17,327813,13,89,87,88,
    196670,80,89,131321,82,131320,82,262205,13,90,80,131326,90,65592,327734,20,
    23,0,21,196663,7,22,131320,24,262205,6,93,22,262268,28,94,93,
    327850,20,96,94,95,131326,96,65592,327734,6,26,0,25,131320,27,131326,
    102,65592,327734,28,30,0,29,131320,31,262205,28,107,106,131326,107,65592,
    327734,28,32,0,29,131320,33,262203,46,112,7,262205,28,111,110,196670,
    112,111,262205,28,113,112,131326,113,65592,327734,20,35,0,34,131320,36,
    262477,20,117,116,131326,117,65592,327734,20,40,0,38,196663,37,39,131320,
    41,262205,20,120,39,328015,20,121,116,120,131326,121,65592,327734,6,44,
    0,42,196663,7,43,131320,45,262203,7,128,7,262203,7,136,7,196855,
    127,0,459003,63,126,1,124,2,125,131320,126,262205,6,148,43,131326,
    148,131320,124,262205,6,129,43,393566,6,130,116,0,129,196670,128,130,
    262205,6,131,128,327860,20,133,131,132,196855,135,0,262394,133,134,135,
    131320,134,262205,6,137,43,196670,136,137,327737,20,138,23,136,328014,20,
    139,116,138,131321,135,131320,135,458997,20,140,133,124,139,134,196855,142,
    0,262394,140,141,142,131320,141,196670,128,100,131321,142,131320,142,262205,6,
    143,128,131326,143,131320,125,262205,6,145,43,393568,6,146,116,0,145,
    131326,146,131320,127,65791,65592,327734,13,49,0,47,196663,46,48,131320,50,
    262205,28,158,48,393281,159,160,155,157,158,262205,6,161,160,262205,28,
    162,48,327808,28,163,162,64,393281,159,164,155,157,163,262205,6,165,
    164,262205,28,166,48,327808,28,168,166,167,393281,159,169,155,157,168,
    262205,6,170,169,262205,28,171,48,327808,28,172,171,116,393281,159,173,
    155,157,172,262205,6,174,173,458832,13,175,161,165,170,174,131326,175,
    65592,327734,6,51,0,25,131320,52,262203,46,178,7,262203,46,189,7,
    262203,46,198,7,262203,46,207,7,262203,37,213,7,262203,46,219,7,
    262203,14,223,7,262203,14,226,7,262203,14,228,7,262203,14,230,7,
    262203,46,232,7,262203,14,255,7,262203,14,257,7,262203,14,267,7,
    262203,14,269,7,262203,14,279,7,262203,14,281,7,262203,14,291,7,
    262203,14,293,7,262203,14,312,7,262203,14,314,7,262203,46,338,7,
    262203,14,340,7,262203,14,342,7,262203,46,351,7,262203,14,353,7,
    262203,14,355,7,262203,46,365,7,262203,14,367,7,262203,14,369,7,
    262203,46,379,7,262203,14,381,7,262203,14,383,7,262203,46,402,7,
    262203,14,404,7,262203,14,406,7,262203,7,411,7,262203,14,412,7,
    262203,14,414,7,262203,14,417,7,262203,14,419,7,262203,14,422,7,
    262203,14,423,7,262203,14,425,7,262203,14,427,7,262203,14,430,7,
    262203,14,432,7,262203,14,435,7,262203,14,436,7,262203,7,438,7,
    262203,7,440,7,262203,14,443,7,262203,14,445,7,262203,14,448,7,
    262203,14,450,7,262203,14,453,7,262203,14,454,7,262203,14,456,7,
    262203,14,458,7,262203,14,461,7,262203,14,463,7,262203,14,466,7,
    262203,14,467,7,262203,7,469,7,262203,7,471,7,262203,7,474,7,
    262203,7,475,7,262203,7,489,7,262203,7,491,7,327745,105,183,181,
    182,262205,28,184,183,327812,28,188,184,187,196670,178,188,327745,105,191,
    190,182,262205,28,192,191,327812,28,193,192,187,327745,105,195,194,182,
    262205,28,196,195,327808,28,197,193,196,196670,189,197,327745,202,203,201,
    157,262205,28,204,203,327814,28,206,204,205,196670,198,206,327745,202,208,
    201,157,262205,28,209,208,262205,28,210,198,327812,28,211,210,205,327810,
    28,212,209,211,196670,207,212,327745,202,215,201,214,262205,28,216,215,
    327817,28,217,216,205,327850,20,218,217,182,196670,213,218,327745,202,220,
    201,214,262205,28,221,220,327814,28,222,221,205,196670,219,222,262201,6,
    224,26,458832,13,225,224,224,224,224,196670,223,225,262205,13,227,223,
    196670,226,227,262205,13,229,223,196670,228,229,262205,13,231,223,196670,230,
    231,262205,28,233,189,196670,232,233,262205,20,234,213,196855,236,0,262394,
    234,235,321,131320,235,131321,237,131320,237,262390,239,240,0,131321,241,131320,
    241,262205,28,242,232,262205,28,243,178,327812,28,244,116,243,327808,28,
    245,242,244,262205,28,246,198,327856,20,247,245,246,262394,247,238,239,
    131320,238,262205,28,252,219,262205,28,253,232,327808,28,254,252,253,262205,
    13,256,223,196670,255,256,393281,258,259,251,157,254,262205,13,260,259,
    196670,257,260,393273,13,261,18,255,257,196670,223,261,262205,28,262,219,
    262205,28,263,232,327808,28,264,262,263,262205,28,265,178,327808,28,266,
    264,265,262205,13,268,226,196670,267,268,393281,258,270,251,157,266,262205,
    13,271,270,196670,269,271,393273,13,272,18,267,269,196670,226,272,262205,
    28,273,219,262205,28,274,232,327808,28,275,273,274,262205,28,276,178,
    327812,28,277,167,276,327808,28,278,275,277,262205,13,280,228,196670,279,
    280,393281,258,282,251,157,278,262205,13,283,282,196670,281,283,393273,13,
    284,18,279,281,196670,228,284,262205,28,285,219,262205,28,286,232,327808,
    28,287,285,286,262205,28,288,178,327812,28,289,116,288,327808,28,290,
    287,289,262205,13,292,230,196670,291,292,393281,258,294,251,157,290,262205,
    13,295,294,196670,293,295,393273,13,296,18,291,293,196670,230,296,131321,
    240,131320,240,262205,28,297,178,327812,28,298,205,297,262205,28,299,232,
    327808,28,300,299,298,196670,232,300,131321,237,131320,239,131321,301,131320,301,
    262390,303,304,0,131321,305,131320,305,262205,28,306,232,262205,28,307,198,
    327856,20,308,306,307,262394,308,302,303,131320,302,262205,28,309,219,262205,
    28,310,232,327808,28,311,309,310,262205,13,313,223,196670,312,313,393281,
    258,315,251,157,311,262205,13,316,315,196670,314,316,393273,13,317,18,
    312,314,196670,223,317,131321,304,131320,304,262205,28,318,178,262205,28,319,
    232,327808,28,320,319,318,196670,232,320,131321,301,131320,303,131321,236,131320,
    321,131321,322,131320,322,262390,324,325,0,131321,326,131320,326,262205,28,327,
    232,262205,28,328,178,327812,28,329,116,328,327808,28,330,327,329,262205,
    28,331,198,327856,20,332,330,331,262394,332,323,324,131320,323,327745,202,
    333,201,214,262205,28,334,333,262205,28,335,232,327812,28,336,335,205,
    327808,28,337,334,336,196670,338,337,327737,13,339,49,338,262205,13,341,
    223,196670,340,341,196670,342,339,393273,13,343,18,340,342,196670,223,343,
    327745,202,344,201,214,262205,28,345,344,262205,28,346,232,262205,28,347,
    178,327808,28,348,346,347,327812,28,349,348,205,327808,28,350,345,349,
    196670,351,350,327737,13,352,49,351,262205,13,354,226,196670,353,354,196670,
    355,352,393273,13,356,18,353,355,196670,226,356,327745,202,357,201,214,
    262205,28,358,357,262205,28,359,232,262205,28,360,178,327812,28,361,167,
    360,327808,28,362,359,361,327812,28,363,362,205,327808,28,364,358,363,
    196670,365,364,327737,13,366,49,365,262205,13,368,228,196670,367,368,196670,
    369,366,393273,13,370,18,367,369,196670,228,370,327745,202,371,201,214,
    262205,28,372,371,262205,28,373,232,262205,28,374,178,327812,28,375,116,
    374,327808,28,376,373,375,327812,28,377,376,205,327808,28,378,372,377,
    196670,379,378,327737,13,380,49,379,262205,13,382,230,196670,381,382,196670,
    383,380,393273,13,384,18,381,383,196670,230,384,131321,325,131320,325,262205,
    28,385,178,327812,28,386,205,385,262205,28,387,232,327808,28,388,387,
    386,196670,232,388,131321,322,131320,324,131321,389,131320,389,262390,391,392,0,
    131321,393,131320,393,262205,28,394,232,262205,28,395,198,327856,20,396,394,
    395,262394,396,390,391,131320,390,327745,202,397,201,214,262205,28,398,397,
    262205,28,399,232,327812,28,400,399,205,327808,28,401,398,400,196670,402,
    401,327737,13,403,49,402,262205,13,405,223,196670,404,405,196670,406,403,
    393273,13,407,18,404,406,196670,223,407,131321,392,131320,392,262205,28,408,
    178,262205,28,409,232,327808,28,410,409,408,196670,232,410,131321,389,131320,
    391,131321,236,131320,236,262205,13,413,223,196670,412,413,262205,13,415,226,
    196670,414,415,393273,13,416,18,412,414,262205,13,418,228,196670,417,418,
    262205,13,420,230,196670,419,420,393273,13,421,18,417,419,196670,422,416,
    196670,423,421,393273,13,424,18,422,423,262205,13,426,223,196670,425,426,
    262205,13,428,226,196670,427,428,393273,13,429,18,425,427,262205,13,431,
    228,196670,430,431,262205,13,433,230,196670,432,433,393273,13,434,18,430,
    432,196670,435,429,196670,436,434,393273,13,437,18,435,436,327761,6,439,
    424,0,196670,438,439,327761,6,441,437,1,196670,440,441,393273,6,442,
    11,438,440,262205,13,444,223,196670,443,444,262205,13,446,226,196670,445,
    446,393273,13,447,18,443,445,262205,13,449,228,196670,448,449,262205,13,
    451,230,196670,450,451,393273,13,452,18,448,450,196670,453,447,196670,454,
    452,393273,13,455,18,453,454,262205,13,457,223,196670,456,457,262205,13,
    459,226,196670,458,459,393273,13,460,18,456,458,262205,13,462,228,196670,
    461,462,262205,13,464,230,196670,463,464,393273,13,465,18,461,463,196670,
    466,460,196670,467,465,393273,13,468,18,466,467,327761,6,470,455,2,
    196670,469,470,327761,6,472,468,3,196670,471,472,393273,6,473,11,469,
    471,196670,474,442,196670,475,473,393273,6,476,11,474,475,196670,411,476,
    262205,28,477,189,262205,28,478,207,327856,20,479,477,478,196855,481,0,
    262394,479,480,481,131320,480,327745,202,482,201,214,262205,28,483,482,262205,
    28,484,198,327812,28,485,484,205,327808,28,486,483,485,262205,28,487,
    189,327808,28,488,486,487,262205,6,490,411,196670,489,490,393281,159,492,
    155,157,488,262205,6,493,492,196670,491,493,393273,6,494,11,489,491,
    196670,411,494,131321,481,131320,481,262205,6,495,411,131326,495,65592,327734,2,
    55,0,53,196663,7,54,131320,56,327745,202,503,201,502,262205,28,504,
    503,327745,202,506,201,505,262205,28,507,506,327879,28,508,507,64,327851,
    20,509,508,182,262205,6,512,54,393385,6,513,509,511,512,393281,159,
    514,501,157,504,196670,514,513,65789,65592,327734,6,58,0,42,196663,7,
    57,131320,59,262203,7,515,7,262203,7,531,7,262203,46,537,7,262203,
    7,547,7,262203,7,549,7,262203,7,555,7,262205,6,516,57,196670,
    515,516,327737,6,517,44,515,196670,57,517,262201,20,518,35,196855,520,
    0,262394,518,519,520,131320,519,262201,28,526,30,262205,6,527,57,327745,
    528,529,525,526,196670,529,527,131321,520,131320,520,262368,167,167,530,262201,
    6,532,26,196670,531,532,262201,28,533,30,327850,20,534,533,182,196855,
    536,0,262394,534,535,536,131320,535,262201,28,538,32,196670,537,538,131321,
    539,131320,539,262390,541,542,0,131321,543,131320,543,262205,28,544,537,327856,
    20,545,544,522,262394,545,540,541,131320,540,262205,28,546,537,262205,6,
    548,531,196670,547,548,327745,528,550,525,546,262205,6,551,550,196670,549,
    551,393273,6,552,11,547,549,196670,531,552,131321,542,131320,542,262205,28,
    553,537,327808,28,554,553,521,196670,537,554,131321,539,131320,541,262205,6,
    556,531,196670,555,556,327737,6,557,44,555,196670,531,557,131321,536,131320,
    536,262205,6,558,531,131326,558,65592,327734,2,61,0,53,196663,7,60,
    131320,62,262203,7,575,7,262203,37,579,7,262203,37,608,7,262203,7,
    616,7,262203,46,618,7,262203,7,630,7,262203,7,632,7,262203,7,
    638,7,262203,7,644,7,262201,28,561,30,327851,20,562,561,182,196855,
    564,0,262394,562,563,564,131320,563,65789,131320,564,327745,202,567,201,566,
    262205,28,568,567,327850,20,569,568,64,196855,571,0,262394,569,570,571,
    131320,570,262201,20,572,35,196855,574,0,262394,572,573,574,131320,573,262205,
    6,576,60,196670,575,576,327737,2,577,55,575,131321,574,131320,574,65789,
    131320,571,196670,579,580,262201,20,581,35,196855,583,0,262394,581,582,583,
    131320,582,327745,202,590,201,589,262205,28,591,590,327745,105,592,190,182,
    262205,28,593,592,327808,28,594,591,593,262205,6,595,60,393281,159,596,
    588,589,594,196670,596,595,196833,64,597,327745,598,599,588,157,458986,28,
    600,599,64,182,64,327745,202,601,201,566,262205,28,602,601,327810,28,
    603,602,64,327850,20,604,600,603,196670,579,604,262205,20,605,579,196855,
    607,0,262394,605,606,607,131320,606,196833,64,597,131321,607,131320,607,131321,
    583,131320,583,262205,20,609,579,196670,608,609,327737,20,610,40,608,262312,
    20,611,610,196855,613,0,262394,611,612,613,131320,612,65789,131320,613,262368,
    116,116,615,262201,6,617,26,196670,616,617,262201,28,619,32,196670,618,
    619,131321,620,131320,620,262390,622,623,0,131321,624,131320,624,262205,28,625,
    618,327745,202,626,201,566,262205,28,627,626,327856,20,628,625,627,262394,
    628,621,622,131320,621,262205,28,629,618,262205,6,631,616,196670,630,631,
    393281,159,633,588,589,629,262205,6,634,633,196670,632,634,393273,6,635,
    11,630,632,196670,616,635,131321,623,131320,623,262205,28,636,618,327808,28,
    637,636,521,196670,618,637,131321,620,131320,622,262205,6,639,616,196670,638,
    639,327737,6,640,44,638,196670,60,640,262201,20,641,35,196855,643,0,
    262394,641,642,643,131320,642,262205,6,645,60,196670,644,645,327737,2,646,
    55,644,327745,598,647,588,157,196670,647,182,131321,643,131320,643,65789,65592,
};
static const uint32_t vkr__spv_reduce_f32_addmul_shuffle[3573] = {
    119734787,66304,524299,671,0,131089,1,131089,61,131089,65,393227,1,1280527431,1685353262,808793134,
    0,196622,0,1,655375,5,4,1852399981,0,101,105,197,205,209,393232,4,
    17,1,1,1,262215,64,1,1,262215,101,11,40,196679,105,0,262215,
    105,11,41,196679,106,0,196679,117,0,262215,132,1,2,262215,168,6,
    4,262216,169,0,24,327752,169,0,35,0,196679,169,2,262215,171,34,
    0,262215,171,33,0,262215,197,11,24,262215,200,1,0,262215,201,11,
    25,262215,205,11,26,262215,209,11,27,327752,214,0,35,0,327752,214,
    1,35,4,327752,214,2,35,8,327752,214,3,35,12,327752,214,4,
    35,16,327752,214,5,35,20,196679,214,2,262215,263,6,16,262216,264,
    0,24,327752,264,0,35,0,196679,264,2,262215,266,34,0,262215,266,
    33,0,262215,513,6,4,262216,514,0,25,327752,514,0,35,0,196679,
    514,2,262215,516,34,0,262215,516,33,1,262215,599,6,4,262215,600,
    6,4,262216,601,0,23,327752,601,0,35,0,262216,601,1,23,327752,
    601,1,35,4,262216,601,2,23,327752,601,2,35,16,196679,601,2,
    262215,603,34,0,262215,603,33,2,131091,2,196641,3,2,196630,6,32,
    262176,7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,7,
    13,327713,15,13,14,14,196641,20,6,262165,23,32,0,196641,24,23,
    262176,29,7,23,327713,30,6,7,29,131092,35,196641,36,35,262176,39,
    7,35,262177,40,35,39,262177,44,6,7,262177,48,13,29,262177,54,
    2,7,262194,23,64,1,262187,23,65,1,393268,35,66,170,64,65,
    393268,35,80,170,64,65,393268,35,94,170,64,65,262187,6,95,2147483648,
    262187,6,96,1065353216,458804,6,97,169,94,95,96,262176,100,1,23,262203,
    100,101,1,262203,100,105,1,262187,23,113,3,262187,23,118,0,262194,
    23,132,32,262187,23,134,3400,196637,168,6,196638,169,168,262176,170,12,
    169,262203,170,171,12,262165,172,32,1,262187,172,173,0,262176,175,12,
    6,262187,23,183,2,262167,195,23,3,262176,196,1,195,262203,196,197,
    1,262194,23,200,1,393267,195,201,200,65,65,393268,23,202,81,201,
    0,262203,196,205,1,262203,196,209,1,524318,214,23,23,23,23,23,
    23,262176,215,9,214,262203,215,216,9,262176,217,9,23,262187,23,220,
    4,262187,172,229,1,196637,263,13,196638,264,263,262176,265,12,264,262203,
    265,266,12,262176,273,12,13,196637,513,6,196638,514,513,262176,515,12,
    514,262203,515,516,12,262187,172,517,4,262187,172,520,5,393268,35,525,
    170,64,65,262187,6,526,0,458804,6,527,169,525,526,96,393268,23,
    537,134,202,132,262172,538,6,537,262176,539,4,538,262203,539,540,4,
    262176,543,4,6,262187,23,545,264,262187,172,581,3,196650,35,595,262172,
    599,23,113,196637,600,6,327710,601,23,599,600,262176,602,12,601,262203,
    602,603,12,262187,172,604,2,262187,23,612,72,262176,613,12,23,327734,
    2,4,0,3,131320,5,262203,7,662,7,262203,7,664,7,262203,7,
    665,7,262203,7,668,7,262201,6,663,52,196670,662,663,262205,6,666,
    662,196670,665,666,327737,6,667,59,665,196670,664,667,262205,6,669,664,
    196670,668,669,327737,2,670,62,668,65789,65592,327734,6,11,0,8,196663,
    7,9,196663,7,10,131320,12,262203,7,67,7,196855,69,0,262394,66,
    68,73,131320,68,262205,6,70,9,262205,6,71,10,327809,6,72,70,
    71,196670,67,72,131321,69,131320,73,262205,6,74,9,262205,6,75,10,
    327813,6,76,74,75,196670,67,76,131321,69,131320,69,262205,6,77,67,
    131326,77,65592,327734,13,18,0,15,196663,14,16,196663,14,17,131320,19,
    262203,14,81,7,196855,83,0,262394,80,82,87,131320,82,262205,13,84,
    16,262205,13,85,17,327809,13,86,84,85,196670,81,86,131321,83,131320,
    87,262205,13,88,16,262205,13,89,17,327813,13,90,88,89,196670,81,
    90,131321,83,131320,83,262205,13,91,81,131326,91,65592,327734,6,21,0,
    20,131320,22,131326,97,65592,327734,23,25,0,24,131320,26,262205,23,102,
    101,131326,102,65592,327734,23,27,0,24,131320,28,262203,29,107,7,262205,
    23,106,105,196670,107,106,262205,23,108,107,131326,108,65592,327734,6,33,
    0,30,196663,7,31,196663,29,32,131320,34,262205,6,111,31,262205,23,
    112,32,393562,6,114,113,111,112,131326,114,65592,327734,35,37,0,36,
    131320,38,262205,23,117,105,327850,35,119,117,118,131326,119,65592,327734,35,
    42,0,40,196663,39,41,131320,43,262203,29,122,7,262203,29,125,7,
    262205,35,123,41,393385,23,124,123,65,118,196670,122,124,196670,125,65,
    131321,126,131320,126,262390,128,129,0,131321,130,131320,130,262205,23,131,125,
    327856,35,133,131,132,262394,133,127,128,131320,127,262368,113,113,134,262205,
    23,135,122,262205,23,136,125,393562,23,137,113,135,136,262205,23,138,
    122,327877,23,139,138,137,196670,122,139,131321,129,131320,129,262205,23,140,
    125,327876,23,141,140,65,196670,125,141,131321,126,131320,128,262205,23,142,
    122,327851,35,143,142,118,131326,143,65592,327734,6,46,0,44,196663,7,
    45,131320,47,262203,29,146,7,262203,7,154,7,262203,29,156,7,262203,
    7,159,7,262203,7,161,7,196670,146,65,131321,147,131320,147,262390,149,
    150,0,131321,151,131320,151,262205,23,152,146,327856,35,153,152,132,262394,
    153,148,149,131320,148,262368,113,113,134,262205,6,155,45,196670,154,155,
    262205,23,157,146,196670,156,157,393273,6,158,33,154,156,262205,6,160,
    45,196670,159,160,196670,161,158,393273,6,162,11,159,161,196670,45,162,
    131321,150,131320,150,262205,23,163,146,327876,23,164,163,65,196670,146,164,
    131321,147,131320,149,262205,6,165,45,131326,165,65592,327734,13,50,0,48,
    196663,29,49,131320,51,262205,23,174,49,393281,175,176,171,173,174,262205,
    6,177,176,262205,23,178,49,327808,23,179,178,65,393281,175,180,171,
    173,179,262205,6,181,180,262205,23,182,49,327808,23,184,182,183,393281,
    175,185,171,173,184,262205,6,186,185,262205,23,187,49,327808,23,188,
    187,113,393281,175,189,171,173,188,262205,6,190,189,458832,13,191,177,
    181,186,190,131326,191,65592,327734,6,52,0,20,131320,53,262203,29,194,
    7,262203,29,204,7,262203,29,213,7,262203,29,222,7,262203,39,228,
    7,262203,29,234,7,262203,14,238,7,262203,14,241,7,262203,14,243,
    7,262203,14,245,7,262203,29,247,7,262203,14,270,7,262203,14,272,
    7,262203,14,282,7,262203,14,284,7,262203,14,294,7,262203,14,296,
    7,262203,14,306,7,262203,14,308,7,262203,14,327,7,262203,14,329,
    7,262203,29,353,7,262203,14,355,7,262203,14,357,7,262203,29,366,
    7,262203,14,368,7,262203,14,370,7,262203,29,380,7,262203,14,382,
    7,262203,14,384,7,262203,29,394,7,262203,14,396,7,262203,14,398,
    7,262203,29,417,7,262203,14,419,7,262203,14,421,7,262203,7,426,
    7,262203,14,427,7,262203,14,429,7,262203,14,432,7,262203,14,434,
    7,262203,14,437,7,262203,14,438,7,262203,14,440,7,262203,14,442,
    7,262203,14,445,7,262203,14,447,7,262203,14,450,7,262203,14,451,
    7,262203,7,453,7,262203,7,455,7,262203,14,458,7,262203,14,460,
    7,262203,14,463,7,262203,14,465,7,262203,14,468,7,262203,14,469,
    7,262203,14,471,7,262203,14,473,7,262203,14,476,7,262203,14,478,
    7,262203,14,481,7,262203,14,482,7,262203,7,484,7,262203,7,486,
    7,262203,7,489,7,262203,7,490,7,262203,7,504,7,262203,7,506,
    7,327745,100,198,197,118,262205,23,199,198,327812,23,203,199,202,196670,
    194,203,327745,100,206,205,118,262205,23,207,206,327812,23,208,207,202,
    327745,100,210,209,118,262205,23,211,210,327808,23,212,208,211,196670,204,
    212,327745,217,218,216,173,262205,23,219,218,327814,23,221,219,220,196670,
    213,221,327745,217,223,216,173,262205,23,224,223,262205,23,225,213,327812,
    23,226,225,220,327810,23,227,224,226,196670,222,227,327745,217,230,216,
    229,262205,23,231,230,327817,23,232,231,220,327850,35,233,232,118,196670,
    228,233,327745,217,235,216,229,262205,23,236,235,327814,23,237,236,220,
    196670,234,237,262201,6,239,21,458832,13,240,239,239,239,239,196670,238,
    240,262205,13,242,238,196670,241,242,262205,13,244,238,196670,243,244,262205,
    13,246,238,196670,245,246,262205,23,248,204,196670,247,248,262205,35,249,
    228,196855,251,0,262394,249,250,336,131320,250,131321,252,131320,252,262390,254,
    255,0,131321,256,131320,256,262205,23,257,247,262205,23,258,194,327812,23,
    259,113,258,327808,23,260,257,259,262205,23,261,213,327856,35,262,260,
    261,262394,262,253,254,131320,253,262205,23,267,234,262205,23,268,247,327808,
    23,269,267,268,262205,13,271,238,196670,270,271,393281,273,274,266,173,
    269,262205,13,275,274,196670,272,275,393273,13,276,18,270,272,196670,238,
    276,262205,23,277,234,262205,23,278,247,327808,23,279,277,278,262205,23,
    280,194,327808,23,281,279,280,262205,13,283,241,196670,282,283,393281,273,
    285,266,173,281,262205,13,286,285,196670,284,286,393273,13,287,18,282,
    284,196670,241,287,262205,23,288,234,262205,23,289,247,327808,23,290,288,
    289,262205,23,291,194,327812,23,292,183,291,327808,23,293,290,292,262205,
    13,295,243,196670,294,295,393281,273,297,266,173,293,262205,13,298,297,
    196670,296,298,393273,13,299,18,294,296,196670,243,299,262205,23,300,234,
    262205,23,301,247,327808,23,302,300,301,262205,23,303,194,327812,23,304,
    113,303,327808,23,305,302,304,262205,13,307,245,196670,306,307,393281,273,
    309,266,173,305,262205,13,310,309,196670,308,310,393273,13,311,18,306,
    308,196670,245,311,131321,255,131320,255,262205,23,312,194,327812,23,313,220,
    312,262205,23,314,247,327808,23,315,314,313,196670,247,315,131321,252,131320,
    254,131321,316,131320,316,262390,318,319,0,131321,320,131320,320,262205,23,321,
    247,262205,23,322,213,327856,35,323,321,322,262394,323,317,318,131320,317,
    262205,23,324,234,262205,23,325,247,327808,23,326,324,325,262205,13,328,
    238,196670,327,328,393281,273,330,266,173,326,262205,13,331,330,196670,329,
    331,393273,13,332,18,327,329,196670,238,332,131321,319,131320,319,262205,23,
    333,194,262205,23,334,247,327808,23,335,334,333,196670,247,335,131321,316,
    131320,318,131321,251,131320,336,131321,337,131320,337,262390,339,340,0,131321,341,
    131320,341,262205,23,342,247,262205,23,343,194,327812,23,344,113,343,327808,
    23,345,342,344,262205,23,346,213,327856,35,347,345,346,262394,347,338,
    339,131320,338,327745,217,348,216,229,262205,23,349,348,262205,23,350,247,
    327812,23,351,350,220,327808,23,352,349,351,196670,353,352,327737,13,354,
    50,353,262205,13,356,238,196670,355,356,196670,357,354,393273,13,358,18,
    355,357,196670,238,358,327745,217,359,216,229,262205,23,360,359,262205,23,
    361,247,262205,23,362,194,327808,23,363,361,362,327812,23,364,363,220,
    327808,23,365,360,364,196670,366,365,327737,13,367,50,366,262205,13,369,
    241,196670,368,369,196670,370,367,393273,13,371,18,368,370,196670,241,371,
    327745,217,372,216,229,262205,23,373,372,262205,23,374,247,262205,23,375,
    194,327812,23,376,183,375,327808,23,377,374,376,327812,23,378,377,220,
    327808,23,379,373,378,196670,380,379,327737,13,381,50,380,262205,13,383,
    243,196670,382,383,196670,384,381,393273,13,385,18,382,384,196670,243,385,
    327745,217,386,216,229,262205,23,387,386,262205,23,388,247,262205,23,389,
    194,327812,23,390,113,389,327808,23,391,388,390,327812,23,392,391,220,
    327808,23,393,387,392,196670,394,393,327737,13,395,50,394,262205,13,397,
    245,196670,396,397,196670,398,395,393273,13,399,18,396,398,196670,245,399,
    131321,340,131320,340,262205,23,400,194,327812,23,401,220,400,262205,23,402,
    247,327808,23,403,402,401,196670,247,403,131321,337,131320,339,131321,404,131320,
    404,262390,406,407,0,131321,408,131320,408,262205,23,409,247,262205,23,410,
    213,327856,35,411,409,410,262394,411,405,406,131320,405,327745,217,412,216,
    229,262205,23,413,412,262205,23,414,247,327812,23,415,414,220,327808,23,
    416,413,415,196670,417,416,327737,13,418,50,417,262205,13,420,238,196670,
    419,420,196670,421,418,393273,13,422,18,419,421,196670,238,422,131321,407,
    131320,407,262205,23,423,194,262205,23,424,247,327808,23,425,424,423,196670,
    247,425,131321,404,131320,406,131321,251,131320,251,262205,13,428,238,196670,427,
    428,262205,13,430,241,196670,429,430,393273,13,431,18,427,429,262205,13,
    433,243,196670,432,433,262205,13,435,245,196670,434,435,393273,13,436,18,
    432,434,196670,437,431,196670,438,436,393273,13,439,18,437,438,262205,13,
    441,238,196670,440,441,262205,13,443,241,196670,442,443,393273,13,444,18,
    440,442,262205,13,446,243,196670,445,446,262205,13,448,245,196670,447,448,
    393273,13,449,18,445,447,196670,450,444,196670,451,449,393273,13,452,18,
    450,451,327761,6,454,439,0,196670,453,454,327761,6,456,452,1,196670,
    455,456,393273,6,457,11,453,455,262205,13,459,238,196670,458,459,262205,
    13,461,241,196670,460,461,393273,13,462,18,458,460,262205,13,464,243,
    196670,463,464,262205,13,466,245,196670,465,466,393273,13,467,18,463,465,
    196670,468,462,196670,469,467,393273,13,470,18,468,469,262205,13,472,238,
    196670,471,472,262205,13,474,241,196670,473,474,393273,13,475,18,471,473,
    262205,13,477,243,196670,476,477,262205,13,479,245,196670,478,479,393273,13,
    480,18,476,478,196670,481,475,196670,482,480,393273,13,483,18,481,482,
    327761,6,485,470,2,196670,484,485,327761,6,487,483,3,196670,486,487,
    393273,6,488,11,484,486,196670,489,457,196670,490,488,393273,6,491,11,
    489,490,196670,426,491,262205,23,492,204,262205,23,493,222,327856,35,494,
    492,493,196855,496,0,262394,494,495,496,131320,495,327745,217,497,216,229,
    262205,23,498,497,262205,23,499,213,327812,23,500,499,220,327808,23,501,
    498,500,262205,23,502,204,327808,23,503,501,502,262205,6,505,426,196670,
    504,505,393281,175,507,171,173,503,262205,6,508,507,196670,506,508,393273,
    6,509,11,504,506,196670,426,509,131321,496,131320,496,262205,6,510,426,
    131326,510,65592,327734,2,56,0,54,196663,7,55,131320,57,327745,217,518,
    216,517,262205,23,519,518,327745,217,521,216,520,262205,23,522,521,327879,
    23,523,522,65,327851,35,524,523,118,262205,6,528,55,393385,6,529,
    524,527,528,393281,175,530,516,173,519,196670,530,529,65789,65592,327734,6,
    59,0,44,196663,7,58,131320,60,262203,7,531,7,262203,7,546,7,
    262203,29,552,7,262203,7,562,7,262203,7,564,7,262203,7,570,7,
    262205,6,532,58,196670,531,532,327737,6,533,46,531,196670,58,533,262201,
    35,534,37,196855,536,0,262394,534,535,536,131320,535,262201,23,541,25,
    262205,6,542,58,327745,543,544,540,541,196670,544,542,131321,536,131320,536,
    262368,183,183,545,262201,6,547,21,196670,546,547,262201,23,548,25,327850,
    35,549,548,118,196855,551,0,262394,549,550,551,131320,550,262201,23,553,
    27,196670,552,553,131321,554,131320,554,262390,556,557,0,131321,558,131320,558,
    262205,23,559,552,327856,35,560,559,537,262394,560,555,556,131320,555,262205,
    23,561,552,262205,6,563,546,196670,562,563,327745,543,565,540,561,262205,
    6,566,565,196670,564,566,393273,6,567,11,562,564,196670,546,567,131321,
    557,131320,557,262205,23,568,552,327808,23,569,568,132,196670,552,569,131321,
    554,131320,556,262205,6,571,546,196670,570,571,327737,6,572,46,570,196670,
    546,572,131321,551,131320,551,262205,6,573,546,131326,573,65592,327734,2,62,
    0,54,196663,7,61,131320,63,262203,7,590,7,262203,39,594,7,262203,
    39,623,7,262203,7,630,7,262203,29,632,7,262203,7,644,7,262203,
    7,646,7,262203,7,652,7,262203,7,658,7,262201,23,576,25,327851,
    35,577,576,118,196855,579,0,262394,577,578,579,131320,578,65789,131320,579,
    327745,217,582,216,581,262205,23,583,582,327850,35,584,583,65,196855,586,
    0,262394,584,585,586,131320,585,262201,35,587,37,196855,589,0,262394,587,
    588,589,131320,588,262205,6,591,61,196670,590,591,327737,2,592,56,590,
    131321,589,131320,589,65789,131320,586,196670,594,595,262201,35,596,37,196855,598,
    0,262394,596,597,598,131320,597,327745,217,605,216,604,262205,23,606,605,
    327745,100,607,205,118,262205,23,608,607,327808,23,609,606,608,262205,6,
    610,61,393281,175,611,603,604,609,196670,611,610,196833,65,612,327745,613,
    614,603,173,458986,23,615,614,65,118,65,327745,217,616,216,581,262205,
    23,617,616,327810,23,618,617,65,327850,35,619,615,618,196670,594,619,
    262205,35,620,594,196855,622,0,262394,620,621,622,131320,621,196833,65,612,
    131321,622,131320,622,131321,598,131320,598,262205,35,624,594,196670,623,624,327737,
    35,625,42,623,262312,35,626,625,196855,628,0,262394,626,627,628,131320,
    627,65789,131320,628,262368,113,113,134,262201,6,631,21,196670,630,631,262201,
    23,633,27,196670,632,633,131321,634,131320,634,262390,636,637,0,131321,638,
    131320,638,262205,23,639,632,327745,217,640,216,581,262205,23,641,640,327856,
    35,642,639,641,262394,642,635,636,131320,635,262205,23,643,632,262205,6,
    645,630,196670,644,645,393281,175,647,603,604,643,262205,6,648,647,196670,
    646,648,393273,6,649,11,644,646,196670,630,649,131321,637,131320,637,262205,
    23,650,632,327808,23,651,650,132,196670,632,651,131321,634,131320,636,262205,
    6,653,630,196670,652,653,327737,6,654,46,652,196670,61,654,262201,35,
    655,37,196855,657,0,262394,655,656,657,131320,656,262205,6,659,61,196670,
    658,659,327737,2,660,56,658,327745,613,661,603,173,196670,661,118,131321,
    657,131320,657,65789,65592,
};
static const uint32_t vkr__spv_reduce_f32_addmul_shared[3205] = {
    119734787,66304,524299,594,0,131089,1,393227,1,1280527431,1685353262,808793134,0,196622,0,1,
    524303,5,4,1852399981,0,109,119,123,393232,4,17,1,1,1,262215,42,
    1,1,262215,79,6,4,262216,80,0,24,327752,80,0,35,0,196679,
    80,2,262215,82,34,0,262215,82,33,0,262215,109,11,24,262215,114,
    1,0,262215,115,11,25,262215,119,11,26,262215,123,11,27,327752,128,
    0,35,0,327752,128,1,35,4,327752,128,2,35,8,327752,128,3,
    35,12,327752,128,4,35,16,327752,128,5,35,20,196679,128,2,262215,
    178,6,16,262216,179,0,24,327752,179,0,35,0,196679,179,2,262215,
    181,34,0,262215,181,33,0,262215,428,6,4,262216,429,0,25,327752,
    429,0,35,0,196679,429,2,262215,431,34,0,262215,431,33,1,262215,
    515,6,4,262215,516,6,4,262216,517,0,23,327752,517,0,35,0,
    262216,517,1,23,327752,517,1,35,4,262216,517,2,23,327752,517,2,
    35,16,196679,517,2,262215,519,34,0,262215,519,33,2,131091,2,196641,
    3,2,196630,6,32,262176,7,7,6,327713,8,6,7,7,262167,13,
    6,4,262176,14,7,13,327713,15,13,14,14,196641,20,6,262165,23,
    32,0,262176,24,7,23,262177,25,13,24,262177,31,2,7,262177,35,
    6,7,262194,23,42,1,262187,23,43,1,131092,44,393268,44,45,170,
    42,43,393268,44,59,170,42,43,393268,44,73,170,42,43,262187,6,
    74,2147483648,262187,6,75,1065353216,458804,6,76,169,73,74,75,196637,79,6,
    196638,80,79,262176,81,12,80,262203,81,82,12,262165,83,32,1,262187,
    83,84,0,262176,86,12,6,262187,23,94,2,262187,23,99,3,262167,
    107,23,3,262176,108,1,107,262203,108,109,1,262187,23,110,0,262176,
    111,1,23,262194,23,114,1,393267,107,115,114,43,43,393268,23,116,
    81,115,0,262203,108,119,1,262203,108,123,1,524318,128,23,23,23,
    23,23,23,262176,129,9,128,262203,129,130,9,262176,131,9,23,262187,
    23,134,4,262176,142,7,44,262187,83,144,1,196637,178,13,196638,179,
    178,262176,180,12,179,262203,180,181,12,262176,188,12,13,196637,428,6,
    196638,429,428,262176,430,12,429,262203,430,431,12,262187,83,432,4,262187,
    83,435,5,393268,44,440,170,42,43,262187,6,441,0,458804,6,442,
    169,440,441,75,262172,449,6,116,262176,450,4,449,262203,450,451,4,
    262176,454,4,6,262187,23,456,264,262187,83,497,3,262172,515,23,99,
    196637,516,6,327710,517,23,515,516,262176,518,12,517,262203,518,519,12,
    262187,83,520,2,262187,23,528,72,262176,530,12,23,262176,540,4,23,
    262203,540,541,4,262187,83,544,320,262187,83,545,8,262187,23,546,328,
    327734,2,4,0,3,131320,5,262203,7,585,7,262203,7,587,7,262203,
    7,588,7,262203,7,591,7,262201,6,586,29,196670,585,586,262205,6,
    589,585,196670,588,589,327737,6,590,37,588,196670,587,590,262205,6,592,
    587,196670,591,592,327737,2,593,40,591,65789,65592,327734,6,11,0,8,
    196663,7,9,196663,7,10,131320,12,262203,7,46,7,196855,48,0,262394,
    45,47,52,131320,47,262205,6,49,9,262205,6,50,10,327809,6,51,
    49,50,196670,46,51,131321,48,131320,52,262205,6,53,9,262205,6,54,
    10,327813,6,55,53,54,196670,46,55,131321,48,131320,48,262205,6,56,
    46,131326,56,65592,327734,13,18,0,15,196663,14,16,196663,14,17,131320,
    19,262203,14,60,7,196855,62,0,262394,59,61,66,131320,61,262205,13,
    63,16,262205,13,64,17,327809,13,65,63,64,196670,60,65,131321,62,
    131320,66,262205,13,67,16,262205,13,68,17,327813,13,69,67,68,196670,
    60,69,131321,62,131320,62,262205,13,70,60,131326,70,65592,327734,6,21,
    0,20,131320,22,131326,76,65592,327734,13,27,0,25,196663,24,26,131320,
    28,262205,23,85,26,393281,86,87,82,84,85,262205,6,88,87,262205,
    23,89,26,327808,23,90,89,43,393281,86,91,82,84,90,262205,6,
    92,91,262205,23,93,26,327808,23,95,93,94,393281,86,96,82,84,
    95,262205,6,97,96,262205,23,98,26,327808,23,100,98,99,393281,86,
    101,82,84,100,262205,6,102,101,458832,13,103,88,92,97,102,131326,
    103,65592,327734,6,29,0,20,131320,30,262203,24,106,7,262203,24,118,
    7,262203,24,127,7,262203,24,136,7,262203,142,143,7,262203,24,149,
    7,262203,14,153,7,262203,14,156,7,262203,14,158,7,262203,14,160,
    7,262203,24,162,7,262203,14,185,7,262203,14,187,7,262203,14,197,
    7,262203,14,199,7,262203,14,209,7,262203,14,211,7,262203,14,221,
    7,262203,14,223,7,262203,14,242,7,262203,14,244,7,262203,24,268,
    7,262203,14,270,7,262203,14,272,7,262203,24,281,7,262203,14,283,
    7,262203,14,285,7,262203,24,295,7,262203,14,297,7,262203,14,299,
    7,262203,24,309,7,262203,14,311,7,262203,14,313,7,262203,24,332,
    7,262203,14,334,7,262203,14,336,7,262203,7,341,7,262203,14,342,
    7,262203,14,344,7,262203,14,347,7,262203,14,349,7,262203,14,352,
    7,262203,14,353,7,262203,14,355,7,262203,14,357,7,262203,14,360,
    7,262203,14,362,7,262203,14,365,7,262203,14,366,7,262203,7,368,
    7,262203,7,370,7,262203,14,373,7,262203,14,375,7,262203,14,378,
    7,262203,14,380,7,262203,14,383,7,262203,14,384,7,262203,14,386,
    7,262203,14,388,7,262203,14,391,7,262203,14,393,7,262203,14,396,
    7,262203,14,397,7,262203,7,399,7,262203,7,401,7,262203,7,404,
    7,262203,7,405,7,262203,7,419,7,262203,7,421,7,327745,111,112,
    109,110,262205,23,113,112,327812,23,117,113,116,196670,106,117,327745,111,
    120,119,110,262205,23,121,120,327812,23,122,121,116,327745,111,124,123,
    110,262205,23,125,124,327808,23,126,122,125,196670,118,126,327745,131,132,
    130,84,262205,23,133,132,327814,23,135,133,134,196670,127,135,327745,131,
    137,130,84,262205,23,138,137,262205,23,139,127,327812,23,140,139,134,
    327810,23,141,138,140,196670,136,141,327745,131,145,130,144,262205,23,146,
    145,327817,23,147,146,134,327850,44,148,147,110,196670,143,148,327745,131,
    150,130,144,262205,23,151,150,327814,23,152,151,134,196670,149,152,262201,
    6,154,21,458832,13,155,154,154,154,154,196670,153,155,262205,13,157,
    153,196670,156,157,262205,13,159,153,196670,158,159,262205,13,161,153,196670,
    160,161,262205,23,163,118,196670,162,163,262205,44,164,143,196855,166,0,
    262394,164,165,251,131320,165,131321,167,131320,167,262390,169,170,0,131321,171,
    131320,171,262205,23,172,162,262205,23,173,106,327812,23,174,99,173,327808,
    23,175,172,174,262205,23,176,127,327856,44,177,175,176,262394,177,168,
    169,131320,168,262205,23,182,149,262205,23,183,162,327808,23,184,182,183,
    262205,13,186,153,196670,185,186,393281,188,189,181,84,184,262205,13,190,
    189,196670,187,190,393273,13,191,18,185,187,196670,153,191,262205,23,192,
    149,262205,23,193,162,327808,23,194,192,193,262205,23,195,106,327808,23,
    196,194,195,262205,13,198,156,196670,197,198,393281,188,200,181,84,196,
    262205,13,201,200,196670,199,201,393273,13,202,18,197,199,196670,156,202,
    262205,23,203,149,262205,23,204,162,327808,23,205,203,204,262205,23,206,
    106,327812,23,207,94,206,327808,23,208,205,207,262205,13,210,158,196670,
    209,210,393281,188,212,181,84,208,262205,13,213,212,196670,211,213,393273,
    13,214,18,209,211,196670,158,214,262205,23,215,149,262205,23,216,162,
    327808,23,217,215,216,262205,23,218,106,327812,23,219,99,218,327808,23,
    220,217,219,262205,13,222,160,196670,221,222,393281,188,224,181,84,220,
    262205,13,225,224,196670,223,225,393273,13,226,18,221,223,196670,160,226,
    131321,170,131320,170,262205,23,227,106,327812,23,228,134,227,262205,23,229,
    162,327808,23,230,229,228,196670,162,230,131321,167,131320,169,131321,231,131320,
    231,262390,233,234,0,131321,235,131320,235,262205,23,236,162,262205,23,237,
    127,327856,44,238,236,237,262394,238,232,233,131320,232,262205,23,239,149,
    262205,23,240,162,327808,23,241,239,240,262205,13,243,153,196670,242,243,
    393281,188,245,181,84,241,262205,13,246,245,196670,244,246,393273,13,247,
    18,242,244,196670,153,247,131321,234,131320,234,262205,23,248,106,262205,23,
    249,162,327808,23,250,249,248,196670,162,250,131321,231,131320,233,131321,166,
    131320,251,131321,252,131320,252,262390,254,255,0,131321,256,131320,256,262205,23,
    257,162,262205,23,258,106,327812,23,259,99,258,327808,23,260,257,259,
    262205,23,261,127,327856,44,262,260,261,262394,262,253,254,131320,253,327745,
    131,263,130,144,262205,23,264,263,262205,23,265,162,327812,23,266,265,
    134,327808,23,267,264,266,196670,268,267,327737,13,269,27,268,262205,13,
    271,153,196670,270,271,196670,272,269,393273,13,273,18,270,272,196670,153,
    273,327745,131,274,130,144,262205,23,275,274,262205,23,276,162,262205,23,
    277,106,327808,23,278,276,277,327812,23,279,278,134,327808,23,280,275,
    279,196670,281,280,327737,13,282,27,281,262205,13,284,156,196670,283,284,
    196670,285,282,393273,13,286,18,283,285,196670,156,286,327745,131,287,130,
    144,262205,23,288,287,262205,23,289,162,262205,23,290,106,327812,23,291,
    94,290,327808,23,292,289,291,327812,23,293,292,134,327808,23,294,288,
    293,196670,295,294,327737,13,296,27,295,262205,13,298,158,196670,297,298,
    196670,299,296,393273,13,300,18,297,299,196670,158,300,327745,131,301,130,
    144,262205,23,302,301,262205,23,303,162,262205,23,304,106,327812,23,305,
    99,304,327808,23,306,303,305,327812,23,307,306,134,327808,23,308,302,
    307,196670,309,308,327737,13,310,27,309,262205,13,312,160,196670,311,312,
    196670,313,310,393273,13,314,18,311,313,196670,160,314,131321,255,131320,255,
    262205,23,315,106,327812,23,316,134,315,262205,23,317,162,327808,23,318,
    317,316,196670,162,318,131321,252,131320,254,131321,319,131320,319,262390,321,322,
    0,131321,323,131320,323,262205,23,324,162,262205,23,325,127,327856,44,326,
    324,325,262394,326,320,321,131320,320,327745,131,327,130,144,262205,23,328,
    327,262205,23,329,162,327812,23,330,329,134,327808,23,331,328,330,196670,
    332,331,327737,13,333,27,332,262205,13,335,153,196670,334,335,196670,336,
    333,393273,13,337,18,334,336,196670,153,337,131321,322,131320,322,262205,23,
    338,106,262205,23,339,162,327808,23,340,339,338,196670,162,340,131321,319,
    131320,321,131321,166,131320,166,262205,13,343,153,196670,342,343,262205,13,345,
    156,196670,344,345,393273,13,346,18,342,344,262205,13,348,158,196670,347,
    348,262205,13,350,160,196670,349,350,393273,13,351,18,347,349,196670,352,
    346,196670,353,351,393273,13,354,18,352,353,262205,13,356,153,196670,355,
    356,262205,13,358,156,196670,357,358,393273,13,359,18,355,357,262205,13,
    361,158,196670,360,361,262205,13,363,160,196670,362,363,393273,13,364,18,
    360,362,196670,365,359,196670,366,364,393273,13,367,18,365,366,327761,6,
    369,354,0,196670,368,369,327761,6,371,367,1,196670,370,371,393273,6,
    372,11,368,370,262205,13,374,153,196670,373,374,262205,13,376,156,196670,
    375,376,393273,13,377,18,373,375,262205,13,379,158,196670,378,379,262205,
    13,381,160,196670,380,381,393273,13,382,18,378,380,196670,383,377,196670,
    384,382,393273,13,385,18,383,384,262205,13,387,153,196670,386,387,262205,
    13,389,156,196670,388,389,393273,13,390,18,386,388,262205,13,392,158,
    196670,391,392,262205,13,394,160,196670,393,394,393273,13,395,18,391,393,
    196670,396,390,196670,397,395,393273,13,398,18,396,397,327761,6,400,385,
    2,196670,399,400,327761,6,402,398,3,196670,401,402,393273,6,403,11,
    399,401,196670,404,372,196670,405,403,393273,6,406,11,404,405,196670,341,
    406,262205,23,407,118,262205,23,408,136,327856,44,409,407,408,196855,411,
    0,262394,409,410,411,131320,410,327745,131,412,130,144,262205,23,413,412,
    262205,23,414,127,327812,23,415,414,134,327808,23,416,413,415,262205,23,
    417,118,327808,23,418,416,417,262205,6,420,341,196670,419,420,393281,86,
    422,82,84,418,262205,6,423,422,196670,421,423,393273,6,424,11,419,
    421,196670,341,424,131321,411,131320,411,262205,6,425,341,131326,425,65592,327734,
    2,33,0,31,196663,7,32,131320,34,327745,131,433,130,432,262205,23,
    434,433,327745,131,436,130,435,262205,23,437,436,327879,23,438,437,43,
    327851,44,439,438,110,262205,6,443,32,393385,6,444,439,442,443,393281,
    86,445,431,84,434,196670,445,444,65789,65592,327734,6,37,0,35,196663,
    7,36,131320,38,262203,24,446,7,262203,24,457,7,262203,24,465,7,
    262203,7,481,7,262203,7,484,7,327745,111,447,123,110,262205,23,448,
    447,196670,446,448,262205,23,452,446,262205,6,453,36,327745,454,455,451,
    452,196670,455,453,262368,94,94,456,196670,457,116,131321,458,131320,458,262390,
    460,461,0,131321,462,131320,462,262205,23,463,457,327852,44,464,463,43,
    262394,464,459,460,131320,459,262205,23,466,457,327808,23,467,466,43,327874,
    23,468,467,144,196670,465,468,262205,23,469,446,262205,23,470,457,262205,
    23,471,465,327810,23,472,470,471,327856,44,473,469,472,196855,475,0,
    262394,473,474,475,131320,474,262205,23,476,446,262205,23,477,446,262205,23,
    478,446,262205,23,479,465,327808,23,480,478,479,327745,454,482,451,477,
    262205,6,483,482,196670,481,483,327745,454,485,451,480,262205,6,486,485,
    196670,484,486,393273,6,487,11,481,484,327745,454,488,451,476,196670,488,
    487,131321,475,131320,475,262205,23,489,465,196670,457,489,262368,94,94,456,
    131321,461,131320,461,131321,458,131320,460,327745,454,490,451,84,262205,6,491,
    490,131326,491,65592,327734,2,40,0,31,196663,7,39,131320,41,262203,24,
    494,7,262203,7,507,7,262203,142,529,7,262203,7,552,7,262203,24,
    554,7,262203,7,566,7,262203,7,568,7,262203,7,574,7,262203,7,
    581,7,327745,111,495,123,110,262205,23,496,495,196670,494,496,327745,131,
    498,130,497,262205,23,499,498,327850,44,500,499,43,196855,502,0,262394,
    500,501,502,131320,501,262205,23,503,494,327850,44,504,503,110,196855,506,
    0,262394,504,505,506,131320,505,262205,6,508,39,196670,507,508,327737,2,
    509,33,507,131321,506,131320,506,65789,131320,502,262205,23,511,494,327850,44,
    512,511,110,196855,514,0,262394,512,513,514,131320,513,327745,131,521,130,
    520,262205,23,522,521,327745,111,523,119,110,262205,23,524,523,327808,23,
    525,522,524,262205,6,526,39,393281,86,527,519,520,525,196670,527,526,
    196833,43,528,327745,530,531,519,84,458986,23,532,531,43,110,43,327745,
    131,533,130,497,262205,23,534,533,327810,23,535,534,43,327850,44,536,
    532,535,196670,529,536,262205,44,537,529,196855,539,0,262394,537,538,539,
    131320,538,196833,43,528,131321,539,131320,539,262205,44,542,529,393385,23,543,
    542,43,110,196670,541,543,131321,514,131320,514,262368,94,94,546,262205,23,
    547,541,327850,44,548,547,110,196855,550,0,262394,548,549,550,131320,549,
    65789,131320,550,262201,6,553,21,196670,552,553,262205,23,555,494,196670,554,
    555,131321,556,131320,556,262390,558,559,0,131321,560,131320,560,262205,23,561,
    554,327745,131,562,130,497,262205,23,563,562,327856,44,564,561,563,262394,
    564,557,558,131320,557,262205,23,565,554,262205,6,567,552,196670,566,567,
    393281,86,569,519,520,565,262205,6,570,569,196670,568,570,393273,6,571,
    11,566,568,196670,552,571,131321,559,131320,559,262205,23,572,554,327808,23,
    573,572,116,196670,554,573,131321,556,131320,558,262205,6,575,552,196670,574,
    575,327737,6,576,37,574,196670,39,576,262205,23,577,494,327850,44,578,
    577,110,196855,580,0,262394,578,579,580,131320,579,262205,6,582,39,196670,
    581,582,327737,2,583,33,581,327745,530,584,519,84,196670,584,110,131321,
    580,131320,580,65789,65592,
};
static const uint32_t vkr__spv_reduce_f32_minmax_native[3945] = {
    119734787,66304,524299,752,0,131089,1,131089,61,131089,62,131089,63,393227,1,1280527431,
    1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,190,194,248,256,260,
    393232,4,17,1,1,1,262215,76,1,1,262215,190,11,40,196679,194,
    0,262215,194,11,41,196679,195,0,262215,221,6,4,262216,222,0,24,
    327752,222,0,35,0,196679,222,2,262215,224,34,0,262215,224,33,0,
    262215,248,11,24,262215,251,1,0,262215,252,11,25,262215,256,11,26,
    262215,260,11,27,327752,265,0,35,0,327752,265,1,35,4,327752,265,
    2,35,8,327752,265,3,35,12,327752,265,4,35,16,327752,265,5,
    35,20,196679,265,2,262215,314,6,16,262216,315,0,24,327752,315,0,
    35,0,196679,315,2,262215,317,34,0,262215,317,33,0,262215,586,6,
    4,262216,587,0,25,327752,587,0,35,0,196679,587,2,262215,589,34,
    0,262215,589,33,1,262215,616,1,2,262215,679,6,4,262215,680,6,
    4,262216,681,0,23,327752,681,0,35,0,262216,681,1,23,327752,681,
    1,35,4,262216,681,2,23,327752,681,2,35,16,196679,681,2,262215,
    683,34,0,262215,683,33,2,131091,2,196641,3,2,262165,6,32,0,
    262176,7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,7,
    13,327713,15,13,14,14,196641,20,6,131092,23,262177,24,23,7,196630,
    28,32,262176,29,7,28,262177,30,6,29,262167,34,28,4,262176,35,
    7,34,262177,36,13,35,262177,40,28,7,196641,48,23,262176,51,7,
    23,262177,52,23,51,262177,56,6,7,262177,60,34,7,262177,66,2,
    7,262194,6,76,1,262187,6,77,3,393268,23,78,170,76,77,393268,
    23,92,170,76,77,393268,23,106,170,76,77,262187,6,107,4286578688,262187,
    6,108,8388607,458804,6,109,169,106,107,108,262187,6,113,2147483647,262187,6,
    115,2139095040,393268,23,128,170,76,77,262187,6,129,0,262187,6,130,4294967295,
    458804,6,131,169,128,129,130,262165,135,32,1,262187,135,137,31,262187,
    6,140,2147483648,262187,6,151,1,262187,6,156,2,262187,6,183,2143289344,262176,
    189,1,6,262203,189,190,1,262203,189,194,1,196637,221,28,196638,222,
    221,262176,223,12,222,262203,223,224,12,262187,135,225,0,262176,227,12,
    28,262167,246,6,3,262176,247,1,246,262203,247,248,1,262194,6,251,
    1,393267,246,252,251,151,151,393268,6,253,81,252,0,262203,247,256,
    1,262203,247,260,1,524318,265,6,6,6,6,6,6,262176,266,9,
    265,262203,266,267,9,262176,268,9,6,262187,6,271,4,262187,135,280,
    1,196637,314,34,196638,315,314,262176,316,12,315,262203,316,317,12,262176,
    322,12,34,196637,586,28,196638,587,586,262176,588,12,587,262203,588,589,
    12,262187,135,590,4,262187,135,593,5,262194,6,616,32,393268,6,617,
    134,253,616,262172,618,6,617,262176,619,4,618,262203,619,620,4,262176,
    623,4,6,262187,6,625,264,262187,135,661,3,196650,23,675,262172,679,
    6,77,196637,680,6,327710,681,6,679,680,262176,682,12,681,262203,682,
    683,12,262187,135,684,2,262176,691,12,6,262187,6,693,72,262187,6,
    710,3400,327734,2,4,0,3,131320,5,262203,7,743,7,262203,7,745,
    7,262203,7,746,7,262203,7,749,7,262201,6,744,64,196670,743,744,
    262205,6,747,743,196670,746,747,327737,6,748,71,746,196670,745,748,262205,
    6,750,745,196670,749,750,327737,2,751,74,749,65789,65592,327734,6,11,
    0,8,196663,7,9,196663,7,10,131320,12,262203,7,79,7,196855,81,
    0,262394,78,80,85,131320,80,262205,6,82,9,262205,6,83,10,458764,
    6,84,1,38,82,83,196670,79,84,131321,81,131320,85,262205,6,86,
    9,262205,6,87,10,458764,6,88,1,41,86,87,196670,79,88,131321,
    81,131320,81,262205,6,89,79,131326,89,65592,327734,13,18,0,15,196663,
    14,16,196663,14,17,131320,19,262203,14,93,7,196855,95,0,262394,92,
    94,99,131320,94,262205,13,96,16,262205,13,97,17,458764,13,98,1,
    38,96,97,196670,93,98,131321,95,131320,99,262205,13,100,16,262205,13,
    101,17,458764,13,102,1,41,100,101,196670,93,102,131321,95,131320,95,
    262205,13,103,93,131326,103,65592,327734,6,21,0,20,131320,22,131326,109,
    65592,327734,23,26,0,24,196663,7,25,131320,27,262205,6,112,25,327879,
    6,114,112,113,327852,23,116,114,115,131326,116,65592,327734,6,32,0,
    30,196663,29,31,131320,33,262203,7,119,7,262203,7,122,7,262203,7,
    125,7,262205,28,120,31,262268,6,121,120,196670,119,121,262205,6,123,
    119,196670,122,123,327737,23,124,26,122,196855,127,0,262394,124,126,132,
    131320,126,196670,125,131,131321,127,131320,132,262205,6,133,119,262205,6,134,
    119,262268,135,136,134,327875,135,138,136,137,262268,6,139,138,327877,6,
    141,139,140,327878,6,142,133,141,196670,125,142,131321,127,131320,127,262205,
    6,143,125,131326,143,65592,327734,13,38,0,36,196663,35,37,131320,39,
    262203,29,146,7,262203,29,150,7,262203,29,155,7,262203,29,160,7,
    327745,29,147,37,129,262205,28,148,147,196670,146,148,327737,6,149,32,
    146,327745,29,152,37,151,262205,28,153,152,196670,150,153,327737,6,154,
    32,150,327745,29,157,37,156,262205,28,158,157,196670,155,158,327737,6,
    159,32,155,327745,29,161,37,77,262205,28,162,161,196670,160,162,327737,
    6,163,32,160,458832,13,164,149,154,159,163,131326,164,65592,327734,28,
    42,0,40,196663,7,41,131320,43,262203,7,167,7,262203,7,171,7,
    262203,7,180,7,262205,6,168,41,327879,6,169,168,140,327851,23,170,
    169,129,196855,173,0,262394,170,172,176,131320,172,262205,6,174,41,327878,
    6,175,174,140,196670,171,175,131321,173,131320,176,262205,6,177,41,327878,
    6,178,177,130,196670,171,178,131321,173,131320,173,262205,6,179,171,196670,
    167,179,262205,6,181,167,196670,180,181,327737,23,182,26,180,262205,6,
    184,167,393385,6,185,182,183,184,262268,28,186,185,131326,186,65592,327734,
    6,44,0,20,131320,45,262205,6,191,190,131326,191,65592,327734,6,46,
    0,20,131320,47,262203,7,196,7,262205,6,195,194,196670,196,195,262205,
    6,197,196,131326,197,65592,327734,23,49,0,48,131320,50,262477,23,200,
    77,131326,200,65592,327734,23,54,0,52,196663,51,53,131320,55,262205,23,
    203,53,328015,23,204,77,203,131326,204,65592,327734,6,58,0,56,196663,
    7,57,131320,59,196855,210,0,459003,76,209,3,207,4,208,131320,209,
    262205,6,217,57,131326,217,131320,207,262205,6,211,57,393570,6,212,77,
    0,211,131326,212,131320,208,262205,6,214,57,393573,6,215,77,0,214,
    131326,215,131320,210,65791,65592,327734,34,62,0,60,196663,7,61,131320,63,
    262205,6,226,61,393281,227,228,224,225,226,262205,28,229,228,262205,6,
    230,61,327808,6,231,230,151,393281,227,232,224,225,231,262205,28,233,
    232,262205,6,234,61,327808,6,235,234,156,393281,227,236,224,225,235,
    262205,28,237,236,262205,6,238,61,327808,6,239,238,77,393281,227,240,
    224,225,239,262205,28,241,240,458832,34,242,229,233,237,241,131326,242,
    65592,327734,6,64,0,20,131320,65,262203,7,245,7,262203,7,255,7,
    262203,7,264,7,262203,7,273,7,262203,51,279,7,262203,7,285,7,
    262203,14,289,7,262203,14,292,7,262203,14,294,7,262203,14,296,7,
    262203,7,298,7,262203,35,321,7,262203,14,326,7,262203,14,328,7,
    262203,35,335,7,262203,14,339,7,262203,14,341,7,262203,35,349,7,
    262203,14,353,7,262203,14,355,7,262203,35,363,7,262203,14,367,7,
    262203,14,369,7,262203,35,386,7,262203,14,390,7,262203,14,392,7,
    262203,7,414,7,262203,35,416,7,262203,14,418,7,262203,14,420,7,
    262203,7,429,7,262203,35,431,7,262203,14,433,7,262203,14,435,7,
    262203,7,445,7,262203,35,447,7,262203,14,449,7,262203,14,451,7,
    262203,7,461,7,262203,35,463,7,262203,14,465,7,262203,14,467,7,
    262203,7,486,7,262203,35,488,7,262203,14,490,7,262203,14,492,7,
    262203,7,497,7,262203,14,498,7,262203,14,500,7,262203,14,503,7,
    262203,14,505,7,262203,14,508,7,262203,14,509,7,262203,14,511,7,
    262203,14,513,7,262203,14,516,7,262203,14,518,7,262203,14,521,7,
    262203,14,522,7,262203,7,524,7,262203,7,526,7,262203,14,529,7,
    262203,14,531,7,262203,14,534,7,262203,14,536,7,262203,14,539,7,
    262203,14,540,7,262203,14,542,7,262203,14,544,7,262203,14,547,7,
    262203,14,549,7,262203,14,552,7,262203,14,553,7,262203,7,555,7,
    262203,7,557,7,262203,7,560,7,262203,7,561,7,262203,29,575,7,
    262203,7,579,7,262203,7,581,7,327745,189,249,248,129,262205,6,250,
    249,327812,6,254,250,253,196670,245,254,327745,189,257,256,129,262205,6,
    258,257,327812,6,259,258,253,327745,189,261,260,129,262205,6,262,261,
    327808,6,263,259,262,196670,255,263,327745,268,269,267,225,262205,6,270,
    269,327814,6,272,270,271,196670,264,272,327745,268,274,267,225,262205,6,
    275,274,262205,6,276,264,327812,6,277,276,271,327810,6,278,275,277,
    196670,273,278,327745,268,281,267,280,262205,6,282,281,327817,6,283,282,
    271,327850,23,284,283,129,196670,279,284,327745,268,286,267,280,262205,6,
    287,286,327814,6,288,287,271,196670,285,288,262201,6,290,21,458832,13,
    291,290,290,290,290,196670,289,291,262205,13,293,289,196670,292,293,262205,
    13,295,289,196670,294,295,262205,13,297,289,196670,296,297,262205,6,299,
    255,196670,298,299,262205,23,300,279,196855,302,0,262394,300,301,397,131320,
    301,131321,303,131320,303,262390,305,306,0,131321,307,131320,307,262205,6,308,
    298,262205,6,309,245,327812,6,310,77,309,327808,6,311,308,310,262205,
    6,312,264,327856,23,313,311,312,262394,313,304,305,131320,304,262205,6,
    318,285,262205,6,319,298,327808,6,320,318,319,393281,322,323,317,225,
    320,262205,34,324,323,196670,321,324,327737,13,325,38,321,262205,13,327,
    289,196670,326,327,196670,328,325,393273,13,329,18,326,328,196670,289,329,
    262205,6,330,285,262205,6,331,298,327808,6,332,330,331,262205,6,333,
    245,327808,6,334,332,333,393281,322,336,317,225,334,262205,34,337,336,
    196670,335,337,327737,13,338,38,335,262205,13,340,292,196670,339,340,196670,
    341,338,393273,13,342,18,339,341,196670,292,342,262205,6,343,285,262205,
    6,344,298,327808,6,345,343,344,262205,6,346,245,327812,6,347,156,
    346,327808,6,348,345,347,393281,322,350,317,225,348,262205,34,351,350,
    196670,349,351,327737,13,352,38,349,262205,13,354,294,196670,353,354,196670,
    355,352,393273,13,356,18,353,355,196670,294,356,262205,6,357,285,262205,
    6,358,298,327808,6,359,357,358,262205,6,360,245,327812,6,361,77,
    360,327808,6,362,359,361,393281,322,364,317,225,362,262205,34,365,364,
    196670,363,365,327737,13,366,38,363,262205,13,368,296,196670,367,368,196670,
    369,366,393273,13,370,18,367,369,196670,296,370,131321,306,131320,306,262205,
    6,371,245,327812,6,372,271,371,262205,6,373,298,327808,6,374,373,
    372,196670,298,374,131321,303,131320,305,131321,375,131320,375,262390,377,378,0,
    131321,379,131320,379,262205,6,380,298,262205,6,381,264,327856,23,382,380,
    381,262394,382,376,377,131320,376,262205,6,383,285,262205,6,384,298,327808,
    6,385,383,384,393281,322,387,317,225,385,262205,34,388,387,196670,386,
    388,327737,13,389,38,386,262205,13,391,289,196670,390,391,196670,392,389,
    393273,13,393,18,390,392,196670,289,393,131321,378,131320,378,262205,6,394,
    245,262205,6,395,298,327808,6,396,395,394,196670,298,396,131321,375,131320,
    377,131321,302,131320,397,131321,398,131320,398,262390,400,401,0,131321,402,131320,
    402,262205,6,403,298,262205,6,404,245,327812,6,405,77,404,327808,6,
    406,403,405,262205,6,407,264,327856,23,408,406,407,262394,408,399,400,
    131320,399,327745,268,409,267,280,262205,6,410,409,262205,6,411,298,327812,
    6,412,411,271,327808,6,413,410,412,196670,414,413,327737,34,415,62,
    414,196670,416,415,327737,13,417,38,416,262205,13,419,289,196670,418,419,
    196670,420,417,393273,13,421,18,418,420,196670,289,421,327745,268,422,267,
    280,262205,6,423,422,262205,6,424,298,262205,6,425,245,327808,6,426,
    424,425,327812,6,427,426,271,327808,6,428,423,427,196670,429,428,327737,
    34,430,62,429,196670,431,430,327737,13,432,38,431,262205,13,434,292,
    196670,433,434,196670,435,432,393273,13,436,18,433,435,196670,292,436,327745,
    268,437,267,280,262205,6,438,437,262205,6,439,298,262205,6,440,245,
    327812,6,441,156,440,327808,6,442,439,441,327812,6,443,442,271,327808,
    6,444,438,443,196670,445,444,327737,34,446,62,445,196670,447,446,327737,
    13,448,38,447,262205,13,450,294,196670,449,450,196670,451,448,393273,13,
    452,18,449,451,196670,294,452,327745,268,453,267,280,262205,6,454,453,
    262205,6,455,298,262205,6,456,245,327812,6,457,77,456,327808,6,458,
    455,457,327812,6,459,458,271,327808,6,460,454,459,196670,461,460,327737,
    34,462,62,461,196670,463,462,327737,13,464,38,463,262205,13,466,296,
    196670,465,466,196670,467,464,393273,13,468,18,465,467,196670,296,468,131321,
    401,131320,401,262205,6,469,245,327812,6,470,271,469,262205,6,471,298,
    327808,6,472,471,470,196670,298,472,131321,398,131320,400,131321,473,131320,473,
    262390,475,476,0,131321,477,131320,477,262205,6,478,298,262205,6,479,264,
    327856,23,480,478,479,262394,480,474,475,131320,474,327745,268,481,267,280,
    262205,6,482,481,262205,6,483,298,327812,6,484,483,271,327808,6,485,
    482,484,196670,486,485,327737,34,487,62,486,196670,488,487,327737,13,489,
    38,488,262205,13,491,289,196670,490,491,196670,492,489,393273,13,493,18,
    490,492,196670,289,493,131321,476,131320,476,262205,6,494,245,262205,6,495,
    298,327808,6,496,495,494,196670,298,496,131321,473,131320,475,131321,302,131320,
    302,262205,13,499,289,196670,498,499,262205,13,501,292,196670,500,501,393273,
    13,502,18,498,500,262205,13,504,294,196670,503,504,262205,13,506,296,
    196670,505,506,393273,13,507,18,503,505,196670,508,502,196670,509,507,393273,
    13,510,18,508,509,262205,13,512,289,196670,511,512,262205,13,514,292,
    196670,513,514,393273,13,515,18,511,513,262205,13,517,294,196670,516,517,
    262205,13,519,296,196670,518,519,393273,13,520,18,516,518,196670,521,515,
    196670,522,520,393273,13,523,18,521,522,327761,6,525,510,0,196670,524,
    525,327761,6,527,523,1,196670,526,527,393273,6,528,11,524,526,262205,
    13,530,289,196670,529,530,262205,13,532,292,196670,531,532,393273,13,533,
    18,529,531,262205,13,535,294,196670,534,535,262205,13,537,296,196670,536,
    537,393273,13,538,18,534,536,196670,539,533,196670,540,538,393273,13,541,
    18,539,540,262205,13,543,289,196670,542,543,262205,13,545,292,196670,544,
    545,393273,13,546,18,542,544,262205,13,548,294,196670,547,548,262205,13,
    550,296,196670,549,550,393273,13,551,18,547,549,196670,552,546,196670,553,
    551,393273,13,554,18,552,553,327761,6,556,541,2,196670,555,556,327761,
    6,558,554,3,196670,557,558,393273,6,559,11,555,557,196670,560,528,
    196670,561,559,393273,6,562,11,560,561,196670,497,562,262205,6,563,255,
    262205,6,564,273,327856,23,565,563,564,196855,567,0,262394,565,566,567,
    131320,566,327745,268,568,267,280,262205,6,569,568,262205,6,570,264,327812,
    6,571,570,271,327808,6,572,569,571,262205,6,573,255,327808,6,574,
    572,573,393281,227,576,224,225,574,262205,28,577,576,196670,575,577,327737,
    6,578,32,575,262205,6,580,497,196670,579,580,196670,581,578,393273,6,
    582,11,579,581,196670,497,582,131321,567,131320,567,262205,6,583,497,131326,
    583,65592,327734,2,68,0,66,196663,7,67,131320,69,262203,29,598,7,
    262203,7,602,7,262203,7,605,7,327745,268,591,267,590,262205,6,592,
    591,327745,268,594,267,593,262205,6,595,594,327879,6,596,595,151,327851,
    23,597,596,129,196855,600,0,262394,597,599,604,131320,599,262201,6,601,
    21,196670,602,601,327737,28,603,42,602,196670,598,603,131321,600,131320,604,
    262205,6,606,67,196670,605,606,327737,28,607,42,605,196670,598,607,131321,
    600,131320,600,262205,28,608,598,393281,227,609,589,225,592,196670,609,608,
    65789,65592,327734,6,71,0,56,196663,7,70,131320,72,262203,7,610,7,
    262203,7,626,7,262203,7,632,7,262203,7,642,7,262203,7,644,7,
    262203,7,650,7,262205,6,611,70,196670,610,611,327737,6,612,58,610,
    196670,70,612,262201,23,613,49,196855,615,0,262394,613,614,615,131320,614,
    262201,6,621,44,262205,6,622,70,327745,623,624,620,621,196670,624,622,
    131321,615,131320,615,262368,156,156,625,262201,6,627,21,196670,626,627,262201,
    6,628,44,327850,23,629,628,129,196855,631,0,262394,629,630,631,131320,
    630,262201,6,633,46,196670,632,633,131321,634,131320,634,262390,636,637,0,
    131321,638,131320,638,262205,6,639,632,327856,23,640,639,617,262394,640,635,
    636,131320,635,262205,6,641,632,262205,6,643,626,196670,642,643,327745,623,
    645,620,641,262205,6,646,645,196670,644,646,393273,6,647,11,642,644,
    196670,626,647,131321,637,131320,637,262205,6,648,632,327808,6,649,648,616,
    196670,632,649,131321,634,131320,636,262205,6,651,626,196670,650,651,327737,6,
    652,58,650,196670,626,652,131321,631,131320,631,262205,6,653,626,131326,653,
    65592,327734,2,74,0,66,196663,7,73,131320,75,262203,7,670,7,262203,
    51,674,7,262203,51,703,7,262203,7,711,7,262203,7,713,7,262203,
    7,725,7,262203,7,727,7,262203,7,733,7,262203,7,739,7,262201,
    6,656,44,327851,23,657,656,129,196855,659,0,262394,657,658,659,131320,
    658,65789,131320,659,327745,268,662,267,661,262205,6,663,662,327850,23,664,
    663,151,196855,666,0,262394,664,665,666,131320,665,262201,23,667,49,196855,
    669,0,262394,667,668,669,131320,668,262205,6,671,73,196670,670,671,327737,
    2,672,68,670,131321,669,131320,669,65789,131320,666,196670,674,675,262201,23,
    676,49,196855,678,0,262394,676,677,678,131320,677,327745,268,685,267,684,
    262205,6,686,685,327745,189,687,256,129,262205,6,688,687,327808,6,689,
    686,688,262205,6,690,73,393281,691,692,683,684,689,196670,692,690,196833,
    151,693,327745,691,694,683,225,458986,6,695,694,151,129,151,327745,268,
    696,267,661,262205,6,697,696,327810,6,698,697,151,327850,23,699,695,
    698,196670,674,699,262205,23,700,674,196855,702,0,262394,700,701,702,131320,
    701,196833,151,693,131321,702,131320,702,131321,678,131320,678,262205,23,704,674,
    196670,703,704,327737,23,705,54,703,262312,23,706,705,196855,708,0,262394,
    706,707,708,131320,707,65789,131320,708,262368,77,77,710,262201,6,712,21,
    196670,711,712,262201,6,714,46,196670,713,714,131321,715,131320,715,262390,717,
    718,0,131321,719,131320,719,262205,6,720,713,327745,268,721,267,661,262205,
    6,722,721,327856,23,723,720,722,262394,723,716,717,131320,716,262205,6,
    724,713,262205,6,726,711,196670,725,726,393281,691,728,683,684,724,262205,
    6,729,728,196670,727,729,393273,6,730,11,725,727,196670,711,730,131321,
    718,131320,718,262205,6,731,713,327808,6,732,731,616,196670,713,732,131321,
    715,131320,717,262205,6,734,711,196670,733,734,327737,6,735,58,733,196670,
    73,735,262201,23,736,49,196855,738,0,262394,736,737,738,131320,737,262205,
    6,740,73,196670,739,740,327737,2,741,68,739,327745,691,742,683,225,
    196670,742,129,131321,738,131320,738,65789,65592,
};
static const uint32_t vkr__spv_reduce_f32_minmax_shuffle[4152] = {
    119734787,66304,524299,788,0,131089,1,131089,61,131089,65,393227,1,1280527431,1685353262,808793134,
    0,196622,0,1,655375,5,4,1852399981,0,194,198,286,294,298,393232,4,
    17,1,1,1,262215,80,1,1,262215,194,11,40,196679,198,0,262215,
    198,11,41,196679,199,0,196679,209,0,262215,223,1,2,262215,259,6,
    4,262216,260,0,24,327752,260,0,35,0,196679,260,2,262215,262,34,
    0,262215,262,33,0,262215,286,11,24,262215,289,1,0,262215,290,11,
    25,262215,294,11,26,262215,298,11,27,327752,303,0,35,0,327752,303,
    1,35,4,327752,303,2,35,8,327752,303,3,35,12,327752,303,4,
    35,16,327752,303,5,35,20,196679,303,2,262215,352,6,16,262216,353,
    0,24,327752,353,0,35,0,196679,353,2,262215,355,34,0,262215,355,
    33,0,262215,624,6,4,262216,625,0,25,327752,625,0,35,0,196679,
    625,2,262215,627,34,0,262215,627,33,1,262215,716,6,4,262215,717,
    6,4,262216,718,0,23,327752,718,0,35,0,262216,718,1,23,327752,
    718,1,35,4,262216,718,2,23,327752,718,2,35,16,196679,718,2,
    262215,720,34,0,262215,720,33,2,131091,2,196641,3,2,262165,6,32,
    0,262176,7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,
    7,13,327713,15,13,14,14,196641,20,6,131092,23,262177,24,23,7,
    196630,28,32,262176,29,7,28,262177,30,6,29,262167,34,28,4,262176,
    35,7,34,262177,36,13,35,262177,40,28,7,196641,52,23,262176,55,
    7,23,262177,56,23,55,262177,60,6,7,262177,64,34,7,262177,70,
    2,7,262194,6,80,1,262187,6,81,3,393268,23,82,170,80,81,
    393268,23,96,170,80,81,393268,23,110,170,80,81,262187,6,111,4286578688,
    262187,6,112,8388607,458804,6,113,169,110,111,112,262187,6,117,2147483647,262187,
    6,119,2139095040,393268,23,132,170,80,81,262187,6,133,0,262187,6,134,
    4294967295,458804,6,135,169,132,133,134,262165,139,32,1,262187,139,141,31,
    262187,6,144,2147483648,262187,6,155,1,262187,6,160,2,262187,6,187,2143289344,
    262176,193,1,6,262203,193,194,1,262203,193,198,1,262194,6,223,32,
    262187,6,225,3400,196637,259,28,196638,260,259,262176,261,12,260,262203,261,
    262,12,262187,139,263,0,262176,265,12,28,262167,284,6,3,262176,285,
    1,284,262203,285,286,1,262194,6,289,1,393267,284,290,289,155,155,
    393268,6,291,81,290,0,262203,285,294,1,262203,285,298,1,524318,303,
    6,6,6,6,6,6,262176,304,9,303,262203,304,305,9,262176,306,
    9,6,262187,6,309,4,262187,139,318,1,196637,352,34,196638,353,352,
    262176,354,12,353,262203,354,355,12,262176,360,12,34,196637,624,28,196638,
    625,624,262176,626,12,625,262203,626,627,12,262187,139,628,4,262187,139,
    631,5,393268,6,654,134,291,223,262172,655,6,654,262176,656,4,655,
    262203,656,657,4,262176,660,4,6,262187,6,662,264,262187,139,698,3,
    196650,23,712,262172,716,6,81,196637,717,6,327710,718,6,716,717,262176,
    719,12,718,262203,719,720,12,262187,139,721,2,262176,728,12,6,262187,
    6,730,72,327734,2,4,0,3,131320,5,262203,7,779,7,262203,7,
    781,7,262203,7,782,7,262203,7,785,7,262201,6,780,68,196670,779,
    780,262205,6,783,779,196670,782,783,327737,6,784,75,782,196670,781,784,
    262205,6,786,781,196670,785,786,327737,2,787,78,785,65789,65592,327734,6,
    11,0,8,196663,7,9,196663,7,10,131320,12,262203,7,83,7,196855,
    85,0,262394,82,84,89,131320,84,262205,6,86,9,262205,6,87,10,
    458764,6,88,1,38,86,87,196670,83,88,131321,85,131320,89,262205,6,
    90,9,262205,6,91,10,458764,6,92,1,41,90,91,196670,83,92,
    131321,85,131320,85,262205,6,93,83,131326,93,65592,327734,13,18,0,15,
    196663,14,16,196663,14,17,131320,19,262203,14,97,7,196855,99,0,262394,
    96,98,103,131320,98,262205,13,100,16,262205,13,101,17,458764,13,102,
    1,38,100,101,196670,97,102,131321,99,131320,103,262205,13,104,16,262205,
    13,105,17,458764,13,106,1,41,104,105,196670,97,106,131321,99,131320,
    99,262205,13,107,97,131326,107,65592,327734,6,21,0,20,131320,22,131326,
    113,65592,327734,23,26,0,24,196663,7,25,131320,27,262205,6,116,25,
    327879,6,118,116,117,327852,23,120,118,119,131326,120,65592,327734,6,32,
    0,30,196663,29,31,131320,33,262203,7,123,7,262203,7,126,7,262203,
    7,129,7,262205,28,124,31,262268,6,125,124,196670,123,125,262205,6,
    127,123,196670,126,127,327737,23,128,26,126,196855,131,0,262394,128,130,
    136,131320,130,196670,129,135,131321,131,131320,136,262205,6,137,123,262205,6,
    138,123,262268,139,140,138,327875,139,142,140,141,262268,6,143,142,327877,
    6,145,143,144,327878,6,146,137,145,196670,129,146,131321,131,131320,131,
    262205,6,147,129,131326,147,65592,327734,13,38,0,36,196663,35,37,131320,
    39,262203,29,150,7,262203,29,154,7,262203,29,159,7,262203,29,164,
    7,327745,29,151,37,133,262205,28,152,151,196670,150,152,327737,6,153,
    32,150,327745,29,156,37,155,262205,28,157,156,196670,154,157,327737,6,
    158,32,154,327745,29,161,37,160,262205,28,162,161,196670,159,162,327737,
    6,163,32,159,327745,29,165,37,81,262205,28,166,165,196670,164,166,
    327737,6,167,32,164,458832,13,168,153,158,163,167,131326,168,65592,327734,
    28,42,0,40,196663,7,41,131320,43,262203,7,171,7,262203,7,175,
    7,262203,7,184,7,262205,6,172,41,327879,6,173,172,144,327851,23,
    174,173,133,196855,177,0,262394,174,176,180,131320,176,262205,6,178,41,
    327878,6,179,178,144,196670,175,179,131321,177,131320,180,262205,6,181,41,
    327878,6,182,181,134,196670,175,182,131321,177,131320,177,262205,6,183,175,
    196670,171,183,262205,6,185,171,196670,184,185,327737,23,186,26,184,262205,
    6,188,171,393385,6,189,186,187,188,262268,28,190,189,131326,190,65592,
    327734,6,44,0,20,131320,45,262205,6,195,194,131326,195,65592,327734,6,
    46,0,20,131320,47,262203,7,200,7,262205,6,199,198,196670,200,199,
    262205,6,201,200,131326,201,65592,327734,6,50,0,8,196663,7,48,196663,
    7,49,131320,51,262205,6,204,48,262205,6,205,49,393562,6,206,81,
    204,205,131326,206,65592,327734,23,53,0,52,131320,54,262205,6,209,198,
    327850,23,210,209,133,131326,210,65592,327734,23,58,0,56,196663,55,57,
    131320,59,262203,7,213,7,262203,7,216,7,262205,23,214,57,393385,6,
    215,214,155,133,196670,213,215,196670,216,155,131321,217,131320,217,262390,219,
    220,0,131321,221,131320,221,262205,6,222,216,327856,23,224,222,223,262394,
    224,218,219,131320,218,262368,81,81,225,262205,6,226,213,262205,6,227,
    216,393562,6,228,81,226,227,262205,6,229,213,327877,6,230,229,228,
    196670,213,230,131321,220,131320,220,262205,6,231,216,327876,6,232,231,155,
    196670,216,232,131321,217,131320,219,262205,6,233,213,327851,23,234,233,133,
    131326,234,65592,327734,6,62,0,60,196663,7,61,131320,63,262203,7,237,
    7,262203,7,245,7,262203,7,247,7,262203,7,250,7,262203,7,252,
    7,196670,237,155,131321,238,131320,238,262390,240,241,0,131321,242,131320,242,
    262205,6,243,237,327856,23,244,243,223,262394,244,239,240,131320,239,262368,
    81,81,225,262205,6,246,61,196670,245,246,262205,6,248,237,196670,247,
    248,393273,6,249,50,245,247,262205,6,251,61,196670,250,251,196670,252,
    249,393273,6,253,11,250,252,196670,61,253,131321,241,131320,241,262205,6,
    254,237,327876,6,255,254,155,196670,237,255,131321,238,131320,240,262205,6,
    256,61,131326,256,65592,327734,34,66,0,64,196663,7,65,131320,67,262205,
    6,264,65,393281,265,266,262,263,264,262205,28,267,266,262205,6,268,
    65,327808,6,269,268,155,393281,265,270,262,263,269,262205,28,271,270,
    262205,6,272,65,327808,6,273,272,160,393281,265,274,262,263,273,262205,
    28,275,274,262205,6,276,65,327808,6,277,276,81,393281,265,278,262,
    263,277,262205,28,279,278,458832,34,280,267,271,275,279,131326,280,65592,
    327734,6,68,0,20,131320,69,262203,7,283,7,262203,7,293,7,262203,
    7,302,7,262203,7,311,7,262203,55,317,7,262203,7,323,7,262203,
    14,327,7,262203,14,330,7,262203,14,332,7,262203,14,334,7,262203,
    7,336,7,262203,35,359,7,262203,14,364,7,262203,14,366,7,262203,
    35,373,7,262203,14,377,7,262203,14,379,7,262203,35,387,7,262203,
    14,391,7,262203,14,393,7,262203,35,401,7,262203,14,405,7,262203,
    14,407,7,262203,35,424,7,262203,14,428,7,262203,14,430,7,262203,
    7,452,7,262203,35,454,7,262203,14,456,7,262203,14,458,7,262203,
    7,467,7,262203,35,469,7,262203,14,471,7,262203,14,473,7,262203,
    7,483,7,262203,35,485,7,262203,14,487,7,262203,14,489,7,262203,
    7,499,7,262203,35,501,7,262203,14,503,7,262203,14,505,7,262203,
    7,524,7,262203,35,526,7,262203,14,528,7,262203,14,530,7,262203,
    7,535,7,262203,14,536,7,262203,14,538,7,262203,14,541,7,262203,
    14,543,7,262203,14,546,7,262203,14,547,7,262203,14,549,7,262203,
    14,551,7,262203,14,554,7,262203,14,556,7,262203,14,559,7,262203,
    14,560,7,262203,7,562,7,262203,7,564,7,262203,14,567,7,262203,
    14,569,7,262203,14,572,7,262203,14,574,7,262203,14,577,7,262203,
    14,578,7,262203,14,580,7,262203,14,582,7,262203,14,585,7,262203,
    14,587,7,262203,14,590,7,262203,14,591,7,262203,7,593,7,262203,
    7,595,7,262203,7,598,7,262203,7,599,7,262203,29,613,7,262203,
    7,617,7,262203,7,619,7,327745,193,287,286,133,262205,6,288,287,
    327812,6,292,288,291,196670,283,292,327745,193,295,294,133,262205,6,296,
    295,327812,6,297,296,291,327745,193,299,298,133,262205,6,300,299,327808,
    6,301,297,300,196670,293,301,327745,306,307,305,263,262205,6,308,307,
    327814,6,310,308,309,196670,302,310,327745,306,312,305,263,262205,6,313,
    312,262205,6,314,302,327812,6,315,314,309,327810,6,316,313,315,196670,
    311,316,327745,306,319,305,318,262205,6,320,319,327817,6,321,320,309,
    327850,23,322,321,133,196670,317,322,327745,306,324,305,318,262205,6,325,
    324,327814,6,326,325,309,196670,323,326,262201,6,328,21,458832,13,329,
    328,328,328,328,196670,327,329,262205,13,331,327,196670,330,331,262205,13,
    333,327,196670,332,333,262205,13,335,327,196670,334,335,262205,6,337,293,
    196670,336,337,262205,23,338,317,196855,340,0,262394,338,339,435,131320,339,
    131321,341,131320,341,262390,343,344,0,131321,345,131320,345,262205,6,346,336,
    262205,6,347,283,327812,6,348,81,347,327808,6,349,346,348,262205,6,
    350,302,327856,23,351,349,350,262394,351,342,343,131320,342,262205,6,356,
    323,262205,6,357,336,327808,6,358,356,357,393281,360,361,355,263,358,
    262205,34,362,361,196670,359,362,327737,13,363,38,359,262205,13,365,327,
    196670,364,365,196670,366,363,393273,13,367,18,364,366,196670,327,367,262205,
    6,368,323,262205,6,369,336,327808,6,370,368,369,262205,6,371,283,
    327808,6,372,370,371,393281,360,374,355,263,372,262205,34,375,374,196670,
    373,375,327737,13,376,38,373,262205,13,378,330,196670,377,378,196670,379,
    376,393273,13,380,18,377,379,196670,330,380,262205,6,381,323,262205,6,
    382,336,327808,6,383,381,382,262205,6,384,283,327812,6,385,160,384,
    327808,6,386,383,385,393281,360,388,355,263,386,262205,34,389,388,196670,
    387,389,327737,13,390,38,387,262205,13,392,332,196670,391,392,196670,393,
    390,393273,13,394,18,391,393,196670,332,394,262205,6,395,323,262205,6,
    396,336,327808,6,397,395,396,262205,6,398,283,327812,6,399,81,398,
    327808,6,400,397,399,393281,360,402,355,263,400,262205,34,403,402,196670,
    401,403,327737,13,404,38,401,262205,13,406,334,196670,405,406,196670,407,
    404,393273,13,408,18,405,407,196670,334,408,131321,344,131320,344,262205,6,
    409,283,327812,6,410,309,409,262205,6,411,336,327808,6,412,411,410,
    196670,336,412,131321,341,131320,343,131321,413,131320,413,262390,415,416,0,131321,
    417,131320,417,262205,6,418,336,262205,6,419,302,327856,23,420,418,419,
    262394,420,414,415,131320,414,262205,6,421,323,262205,6,422,336,327808,6,
    423,421,422,393281,360,425,355,263,423,262205,34,426,425,196670,424,426,
    327737,13,427,38,424,262205,13,429,327,196670,428,429,196670,430,427,393273,
    13,431,18,428,430,196670,327,431,131321,416,131320,416,262205,6,432,283,
    262205,6,433,336,327808,6,434,433,432,196670,336,434,131321,413,131320,415,
    131321,340,131320,435,131321,436,131320,436,262390,438,439,0,131321,440,131320,440,
    262205,6,441,336,262205,6,442,283,327812,6,443,81,442,327808,6,444,
    441,443,262205,6,445,302,327856,23,446,444,445,262394,446,437,438,131320,
    437,327745,306,447,305,318,262205,6,448,447,262205,6,449,336,327812,6,
    450,449,309,327808,6,451,448,450,196670,452,451,327737,34,453,66,452,
    196670,454,453,327737,13,455,38,454,262205,13,457,327,196670,456,457,196670,
    458,455,393273,13,459,18,456,458,196670,327,459,327745,306,460,305,318,
    262205,6,461,460,262205,6,462,336,262205,6,463,283,327808,6,464,462,
    463,327812,6,465,464,309,327808,6,466,461,465,196670,467,466,327737,34,
    468,66,467,196670,469,468,327737,13,470,38,469,262205,13,472,330,196670,
    471,472,196670,473,470,393273,13,474,18,471,473,196670,330,474,327745,306,
    475,305,318,262205,6,476,475,262205,6,477,336,262205,6,478,283,327812,
    6,479,160,478,327808,6,480,477,479,327812,6,481,480,309,327808,6,
    482,476,481,196670,483,482,327737,34,484,66,483,196670,485,484,327737,13,
    486,38,485,262205,13,488,332,196670,487,488,196670,489,486,393273,13,490,
    18,487,489,196670,332,490,327745,306,491,305,318,262205,6,492,491,262205,
    6,493,336,262205,6,494,283,327812,6,495,81,494,327808,6,496,493,
    495,327812,6,497,496,309,327808,6,498,492,497,196670,499,498,327737,34,
    500,66,499,196670,501,500,327737,13,502,38,501,262205,13,504,334,196670,
    503,504,196670,505,502,393273,13,506,18,503,505,196670,334,506,131321,439,
    131320,439,262205,6,507,283,327812,6,508,309,507,262205,6,509,336,327808,
    6,510,509,508,196670,336,510,131321,436,131320,438,131321,511,131320,511,262390,
    513,514,0,131321,515,131320,515,262205,6,516,336,262205,6,517,302,327856,
    23,518,516,517,262394,518,512,513,131320,512,327745,306,519,305,318,262205,
    6,520,519,262205,6,521,336,327812,6,522,521,309,327808,6,523,520,
    522,196670,524,523,327737,34,525,66,524,196670,526,525,327737,13,527,38,
    526,262205,13,529,327,196670,528,529,196670,530,527,393273,13,531,18,528,
    530,196670,327,531,131321,514,131320,514,262205,6,532,283,262205,6,533,336,
    327808,6,534,533,532,196670,336,534,131321,511,131320,513,131321,340,131320,340,
    262205,13,537,327,196670,536,537,262205,13,539,330,196670,538,539,393273,13,
    540,18,536,538,262205,13,542,332,196670,541,542,262205,13,544,334,196670,
    543,544,393273,13,545,18,541,543,196670,546,540,196670,547,545,393273,13,
    548,18,546,547,262205,13,550,327,196670,549,550,262205,13,552,330,196670,
    551,552,393273,13,553,18,549,551,262205,13,555,332,196670,554,555,262205,
    13,557,334,196670,556,557,393273,13,558,18,554,556,196670,559,553,196670,
    560,558,393273,13,561,18,559,560,327761,6,563,548,0,196670,562,563,
    327761,6,565,561,1,196670,564,565,393273,6,566,11,562,564,262205,13,
    568,327,196670,567,568,262205,13,570,330,196670,569,570,393273,13,571,18,
    567,569,262205,13,573,332,196670,572,573,262205,13,575,334,196670,574,575,
    393273,13,576,18,572,574,196670,577,571,196670,578,576,393273,13,579,18,
    577,578,262205,13,581,327,196670,580,581,262205,13,583,330,196670,582,583,
    393273,13,584,18,580,582,262205,13,586,332,196670,585,586,262205,13,588,
    334,196670,587,588,393273,13,589,18,585,587,196670,590,584,196670,591,589,
    393273,13,592,18,590,591,327761,6,594,579,2,196670,593,594,327761,6,
    596,592,3,196670,595,596,393273,6,597,11,593,595,196670,598,566,196670,
    599,597,393273,6,600,11,598,599,196670,535,600,262205,6,601,293,262205,
    6,602,311,327856,23,603,601,602,196855,605,0,262394,603,604,605,131320,
    604,327745,306,606,305,318,262205,6,607,606,262205,6,608,302,327812,6,
    609,608,309,327808,6,610,607,609,262205,6,611,293,327808,6,612,610,
    611,393281,265,614,262,263,612,262205,28,615,614,196670,613,615,327737,6,
    616,32,613,262205,6,618,535,196670,617,618,196670,619,616,393273,6,620,
    11,617,619,196670,535,620,131321,605,131320,605,262205,6,621,535,131326,621,
    65592,327734,2,72,0,70,196663,7,71,131320,73,262203,29,636,7,262203,
    7,640,7,262203,7,643,7,327745,306,629,305,628,262205,6,630,629,
    327745,306,632,305,631,262205,6,633,632,327879,6,634,633,155,327851,23,
    635,634,133,196855,638,0,262394,635,637,642,131320,637,262201,6,639,21,
    196670,640,639,327737,28,641,42,640,196670,636,641,131321,638,131320,642,262205,
    6,644,71,196670,643,644,327737,28,645,42,643,196670,636,645,131321,638,
    131320,638,262205,28,646,636,393281,265,647,627,263,630,196670,647,646,65789,
    65592,327734,6,75,0,60,196663,7,74,131320,76,262203,7,648,7,262203,
    7,663,7,262203,7,669,7,262203,7,679,7,262203,7,681,7,262203,
    7,687,7,262205,6,649,74,196670,648,649,327737,6,650,62,648,196670,
    74,650,262201,23,651,53,196855,653,0,262394,651,652,653,131320,652,262201,
    6,658,44,262205,6,659,74,327745,660,661,657,658,196670,661,659,131321,
    653,131320,653,262368,160,160,662,262201,6,664,21,196670,663,664,262201,6,
    665,44,327850,23,666,665,133,196855,668,0,262394,666,667,668,131320,667,
    262201,6,670,46,196670,669,670,131321,671,131320,671,262390,673,674,0,131321,
    675,131320,675,262205,6,676,669,327856,23,677,676,654,262394,677,672,673,
    131320,672,262205,6,678,669,262205,6,680,663,196670,679,680,327745,660,682,
    657,678,262205,6,683,682,196670,681,683,393273,6,684,11,679,681,196670,
    663,684,131321,674,131320,674,262205,6,685,669,327808,6,686,685,223,196670,
    669,686,131321,671,131320,673,262205,6,688,663,196670,687,688,327737,6,689,
    62,687,196670,663,689,131321,668,131320,668,262205,6,690,663,131326,690,65592,
    327734,2,78,0,70,196663,7,77,131320,79,262203,7,707,7,262203,55,
    711,7,262203,55,740,7,262203,7,747,7,262203,7,749,7,262203,7,
    761,7,262203,7,763,7,262203,7,769,7,262203,7,775,7,262201,6,
    693,44,327851,23,694,693,133,196855,696,0,262394,694,695,696,131320,695,
    65789,131320,696,327745,306,699,305,698,262205,6,700,699,327850,23,701,700,
    155,196855,703,0,262394,701,702,703,131320,702,262201,23,704,53,196855,706,
    0,262394,704,705,706,131320,705,262205,6,708,77,196670,707,708,327737,2,
    709,72,707,131321,706,131320,706,65789,131320,703,196670,711,712,262201,23,713,
    53,196855,715,0,262394,713,714,715,131320,714,327745,306,722,305,721,262205,
    6,723,722,327745,193,724,294,133,262205,6,725,724,327808,6,726,723,
    725,262205,6,727,77,393281,728,729,720,721,726,196670,729,727,196833,155,
    730,327745,728,731,720,263,458986,6,732,731,155,133,155,327745,306,733,
    305,698,262205,6,734,733,327810,6,735,734,155,327850,23,736,732,735,
    196670,711,736,262205,23,737,711,196855,739,0,262394,737,738,739,131320,738,
    196833,155,730,131321,739,131320,739,131321,715,131320,715,262205,23,741,711,196670,
    740,741,327737,23,742,58,740,262312,23,743,742,196855,745,0,262394,743,
    744,745,131320,744,65789,131320,745,262368,81,81,225,262201,6,748,21,196670,
    747,748,262201,6,750,46,196670,749,750,131321,751,131320,751,262390,753,754,
    0,131321,755,131320,755,262205,6,756,749,327745,306,757,305,698,262205,6,
    758,757,327856,23,759,756,758,262394,759,752,753,131320,752,262205,6,760,
    749,262205,6,762,747,196670,761,762,393281,728,764,720,721,760,262205,6,
    765,764,196670,763,765,393273,6,766,11,761,763,196670,747,766,131321,754,
    131320,754,262205,6,767,749,327808,6,768,767,223,196670,749,768,131321,751,
    131320,753,262205,6,770,747,196670,769,770,327737,6,771,62,769,196670,77,
    771,262201,23,772,53,196855,774,0,262394,772,773,774,131320,773,262205,6,
    776,77,196670,775,776,327737,2,777,72,775,327745,728,778,720,263,196670,
    778,133,131321,774,131320,774,65789,65592,
};
static const uint32_t vkr__spv_reduce_f32_minmax_shared[3788] = {
    119734787,66304,524299,712,0,131089,1,393227,1,1280527431,1685353262,808793134,0,196622,0,1,
    524303,5,4,1852399981,0,201,210,214,393232,4,17,1,1,1,262215,61,
    1,1,262215,174,6,4,262216,175,0,24,327752,175,0,35,0,196679,
    175,2,262215,177,34,0,262215,177,33,0,262215,201,11,24,262215,205,
    1,0,262215,206,11,25,262215,210,11,26,262215,214,11,27,327752,219,
    0,35,0,327752,219,1,35,4,327752,219,2,35,8,327752,219,3,
    35,12,327752,219,4,35,16,327752,219,5,35,20,196679,219,2,262215,
    269,6,16,262216,270,0,24,327752,270,0,35,0,196679,270,2,262215,
    272,34,0,262215,272,33,0,262215,541,6,4,262216,542,0,25,327752,
    542,0,35,0,196679,542,2,262215,544,34,0,262215,544,33,1,262215,
    634,6,4,262215,635,6,4,262216,636,0,23,327752,636,0,35,0,
    262216,636,1,23,327752,636,1,35,4,262216,636,2,23,327752,636,2,
    35,16,196679,636,2,262215,638,34,0,262215,638,33,2,131091,2,196641,
    3,2,262165,6,32,0,262176,7,7,6,327713,8,6,7,7,262167,
    13,6,4,262176,14,7,13,327713,15,13,14,14,196641,20,6,131092,
    23,262177,24,23,7,196630,28,32,262176,29,7,28,262177,30,6,29,
    262167,34,28,4,262176,35,7,34,262177,36,13,35,262177,40,28,7,
    262177,44,34,7,262177,50,2,7,262177,54,6,7,262194,6,61,1,
    262187,6,62,3,393268,23,63,170,61,62,393268,23,77,170,61,62,
    393268,23,91,170,61,62,262187,6,92,4286578688,262187,6,93,8388607,458804,6,
    94,169,91,92,93,262187,6,98,2147483647,262187,6,100,2139095040,393268,23,113,
    170,61,62,262187,6,114,0,262187,6,115,4294967295,458804,6,116,169,113,
    114,115,262165,120,32,1,262187,120,122,31,262187,6,125,2147483648,262187,6,
    136,1,262187,6,141,2,262187,6,168,2143289344,196637,174,28,196638,175,174,
    262176,176,12,175,262203,176,177,12,262187,120,178,0,262176,180,12,28,
    262167,199,6,3,262176,200,1,199,262203,200,201,1,262176,202,1,6,
    262194,6,205,1,393267,199,206,205,136,136,393268,6,207,81,206,0,
    262203,200,210,1,262203,200,214,1,524318,219,6,6,6,6,6,6,
    262176,220,9,219,262203,220,221,9,262176,222,9,6,262187,6,225,4,
    262176,233,7,23,262187,120,235,1,196637,269,34,196638,270,269,262176,271,
    12,270,262203,271,272,12,262176,277,12,34,196637,541,28,196638,542,541,
    262176,543,12,542,262203,543,544,12,262187,120,545,4,262187,120,548,5,
    262172,568,6,207,262176,569,4,568,262203,569,570,4,262176,573,4,6,
    262187,6,575,264,262187,120,616,3,262172,634,6,62,196637,635,6,327710,
    636,6,634,635,262176,637,12,636,262203,637,638,12,262187,120,639,2,
    262176,646,12,6,262187,6,648,72,262203,573,659,4,262187,120,662,320,
    262187,120,663,8,262187,6,664,328,327734,2,4,0,3,131320,5,262203,
    7,703,7,262203,7,705,7,262203,7,706,7,262203,7,709,7,262201,
    6,704,48,196670,703,704,262205,6,707,703,196670,706,707,327737,6,708,
    56,706,196670,705,708,262205,6,710,705,196670,709,710,327737,2,711,59,
    709,65789,65592,327734,6,11,0,8,196663,7,9,196663,7,10,131320,12,
    262203,7,64,7,196855,66,0,262394,63,65,70,131320,65,262205,6,67,
    9,262205,6,68,10,458764,6,69,1,38,67,68,196670,64,69,131321,
    66,131320,70,262205,6,71,9,262205,6,72,10,458764,6,73,1,41,
    71,72,196670,64,73,131321,66,131320,66,262205,6,74,64,131326,74,65592,
    327734,13,18,0,15,196663,14,16,196663,14,17,131320,19,262203,14,78,
    7,196855,80,0,262394,77,79,84,131320,79,262205,13,81,16,262205,13,
    82,17,458764,13,83,1,38,81,82,196670,78,83,131321,80,131320,84,
    262205,13,85,16,262205,13,86,17,458764,13,87,1,41,85,86,196670,
    78,87,131321,80,131320,80,262205,13,88,78,131326,88,65592,327734,6,21,
    0,20,131320,22,131326,94,65592,327734,23,26,0,24,196663,7,25,131320,
    27,262205,6,97,25,327879,6,99,97,98,327852,23,101,99,100,131326,
    101,65592,327734,6,32,0,30,196663,29,31,131320,33,262203,7,104,7,
    262203,7,107,7,262203,7,110,7,262205,28,105,31,262268,6,106,105,
    196670,104,106,262205,6,108,104,196670,107,108,327737,23,109,26,107,196855,
    112,0,262394,109,111,117,131320,111,196670,110,116,131321,112,131320,117,262205,
    6,118,104,262205,6,119,104,262268,120,121,119,327875,120,123,121,122,
    262268,6,124,123,327877,6,126,124,125,327878,6,127,118,126,196670,110,
    127,131321,112,131320,112,262205,6,128,110,131326,128,65592,327734,13,38,0,
    36,196663,35,37,131320,39,262203,29,131,7,262203,29,135,7,262203,29,
    140,7,262203,29,145,7,327745,29,132,37,114,262205,28,133,132,196670,
    131,133,327737,6,134,32,131,327745,29,137,37,136,262205,28,138,137,
    196670,135,138,327737,6,139,32,135,327745,29,142,37,141,262205,28,143,
    142,196670,140,143,327737,6,144,32,140,327745,29,146,37,62,262205,28,
    147,146,196670,145,147,327737,6,148,32,145,458832,13,149,134,139,144,
    148,131326,149,65592,327734,28,42,0,40,196663,7,41,131320,43,262203,7,
    152,7,262203,7,156,7,262203,7,165,7,262205,6,153,41,327879,6,
    154,153,125,327851,23,155,154,114,196855,158,0,262394,155,157,161,131320,
    157,262205,6,159,41,327878,6,160,159,125,196670,156,160,131321,158,131320,
    161,262205,6,162,41,327878,6,163,162,115,196670,156,163,131321,158,131320,
    158,262205,6,164,156,196670,152,164,262205,6,166,152,196670,165,166,327737,
    23,167,26,165,262205,6,169,152,393385,6,170,167,168,169,262268,28,
    171,170,131326,171,65592,327734,34,46,0,44,196663,7,45,131320,47,262205,
    6,179,45,393281,180,181,177,178,179,262205,28,182,181,262205,6,183,
    45,327808,6,184,183,136,393281,180,185,177,178,184,262205,28,186,185,
    262205,6,187,45,327808,6,188,187,141,393281,180,189,177,178,188,262205,
    28,190,189,262205,6,191,45,327808,6,192,191,62,393281,180,193,177,
    178,192,262205,28,194,193,458832,34,195,182,186,190,194,131326,195,65592,
    327734,6,48,0,20,131320,49,262203,7,198,7,262203,7,209,7,262203,
    7,218,7,262203,7,227,7,262203,233,234,7,262203,7,240,7,262203,
    14,244,7,262203,14,247,7,262203,14,249,7,262203,14,251,7,262203,
    7,253,7,262203,35,276,7,262203,14,281,7,262203,14,283,7,262203,
    35,290,7,262203,14,294,7,262203,14,296,7,262203,35,304,7,262203,
    14,308,7,262203,14,310,7,262203,35,318,7,262203,14,322,7,262203,
    14,324,7,262203,35,341,7,262203,14,345,7,262203,14,347,7,262203,
    7,369,7,262203,35,371,7,262203,14,373,7,262203,14,375,7,262203,
    7,384,7,262203,35,386,7,262203,14,388,7,262203,14,390,7,262203,
    7,400,7,262203,35,402,7,262203,14,404,7,262203,14,406,7,262203,
    7,416,7,262203,35,418,7,262203,14,420,7,262203,14,422,7,262203,
    7,441,7,262203,35,443,7,262203,14,445,7,262203,14,447,7,262203,
    7,452,7,262203,14,453,7,262203,14,455,7,262203,14,458,7,262203,
    14,460,7,262203,14,463,7,262203,14,464,7,262203,14,466,7,262203,
    14,468,7,262203,14,471,7,262203,14,473,7,262203,14,476,7,262203,
    14,477,7,262203,7,479,7,262203,7,481,7,262203,14,484,7,262203,
    14,486,7,262203,14,489,7,262203,14,491,7,262203,14,494,7,262203,
    14,495,7,262203,14,497,7,262203,14,499,7,262203,14,502,7,262203,
    14,504,7,262203,14,507,7,262203,14,508,7,262203,7,510,7,262203,
    7,512,7,262203,7,515,7,262203,7,516,7,262203,29,530,7,262203,
    7,534,7,262203,7,536,7,327745,202,203,201,114,262205,6,204,203,
    327812,6,208,204,207,196670,198,208,327745,202,211,210,114,262205,6,212,
    211,327812,6,213,212,207,327745,202,215,214,114,262205,6,216,215,327808,
    6,217,213,216,196670,209,217,327745,222,223,221,178,262205,6,224,223,
    327814,6,226,224,225,196670,218,226,327745,222,228,221,178,262205,6,229,
    228,262205,6,230,218,327812,6,231,230,225,327810,6,232,229,231,196670,
    227,232,327745,222,236,221,235,262205,6,237,236,327817,6,238,237,225,
    327850,23,239,238,114,196670,234,239,327745,222,241,221,235,262205,6,242,
    241,327814,6,243,242,225,196670,240,243,262201,6,245,21,458832,13,246,
    245,245,245,245,196670,244,246,262205,13,248,244,196670,247,248,262205,13,
    250,244,196670,249,250,262205,13,252,244,196670,251,252,262205,6,254,209,
    196670,253,254,262205,23,255,234,196855,257,0,262394,255,256,352,131320,256,
    131321,258,131320,258,262390,260,261,0,131321,262,131320,262,262205,6,263,253,
    262205,6,264,198,327812,6,265,62,264,327808,6,266,263,265,262205,6,
    267,218,327856,23,268,266,267,262394,268,259,260,131320,259,262205,6,273,
    240,262205,6,274,253,327808,6,275,273,274,393281,277,278,272,178,275,
    262205,34,279,278,196670,276,279,327737,13,280,38,276,262205,13,282,244,
    196670,281,282,196670,283,280,393273,13,284,18,281,283,196670,244,284,262205,
    6,285,240,262205,6,286,253,327808,6,287,285,286,262205,6,288,198,
    327808,6,289,287,288,393281,277,291,272,178,289,262205,34,292,291,196670,
    290,292,327737,13,293,38,290,262205,13,295,247,196670,294,295,196670,296,
    293,393273,13,297,18,294,296,196670,247,297,262205,6,298,240,262205,6,
    299,253,327808,6,300,298,299,262205,6,301,198,327812,6,302,141,301,
    327808,6,303,300,302,393281,277,305,272,178,303,262205,34,306,305,196670,
    304,306,327737,13,307,38,304,262205,13,309,249,196670,308,309,196670,310,
    307,393273,13,311,18,308,310,196670,249,311,262205,6,312,240,262205,6,
    313,253,327808,6,314,312,313,262205,6,315,198,327812,6,316,62,315,
    327808,6,317,314,316,393281,277,319,272,178,317,262205,34,320,319,196670,
    318,320,327737,13,321,38,318,262205,13,323,251,196670,322,323,196670,324,
    321,393273,13,325,18,322,324,196670,251,325,131321,261,131320,261,262205,6,
    326,198,327812,6,327,225,326,262205,6,328,253,327808,6,329,328,327,
    196670,253,329,131321,258,131320,260,131321,330,131320,330,262390,332,333,0,131321,
    334,131320,334,262205,6,335,253,262205,6,336,218,327856,23,337,335,336,
    262394,337,331,332,131320,331,262205,6,338,240,262205,6,339,253,327808,6,
    340,338,339,393281,277,342,272,178,340,262205,34,343,342,196670,341,343,
    327737,13,344,38,341,262205,13,346,244,196670,345,346,196670,347,344,393273,
    13,348,18,345,347,196670,244,348,131321,333,131320,333,262205,6,349,198,
    262205,6,350,253,327808,6,351,350,349,196670,253,351,131321,330,131320,332,
    131321,257,131320,352,131321,353,131320,353,262390,355,356,0,131321,357,131320,357,
    262205,6,358,253,262205,6,359,198,327812,6,360,62,359,327808,6,361,
    358,360,262205,6,362,218,327856,23,363,361,362,262394,363,354,355,131320,
    354,327745,222,364,221,235,262205,6,365,364,262205,6,366,253,327812,6,
    367,366,225,327808,6,368,365,367,196670,369,368,327737,34,370,46,369,
    196670,371,370,327737,13,372,38,371,262205,13,374,244,196670,373,374,196670,
    375,372,393273,13,376,18,373,375,196670,244,376,327745,222,377,221,235,
    262205,6,378,377,262205,6,379,253,262205,6,380,198,327808,6,381,379,
    380,327812,6,382,381,225,327808,6,383,378,382,196670,384,383,327737,34,
    385,46,384,196670,386,385,327737,13,387,38,386,262205,13,389,247,196670,
    388,389,196670,390,387,393273,13,391,18,388,390,196670,247,391,327745,222,
    392,221,235,262205,6,393,392,262205,6,394,253,262205,6,395,198,327812,
    6,396,141,395,327808,6,397,394,396,327812,6,398,397,225,327808,6,
    399,393,398,196670,400,399,327737,34,401,46,400,196670,402,401,327737,13,
    403,38,402,262205,13,405,249,196670,404,405,196670,406,403,393273,13,407,
    18,404,406,196670,249,407,327745,222,408,221,235,262205,6,409,408,262205,
    6,410,253,262205,6,411,198,327812,6,412,62,411,327808,6,413,410,
    412,327812,6,414,413,225,327808,6,415,409,414,196670,416,415,327737,34,
    417,46,416,196670,418,417,327737,13,419,38,418,262205,13,421,251,196670,
    420,421,196670,422,419,393273,13,423,18,420,422,196670,251,423,131321,356,
    131320,356,262205,6,424,198,327812,6,425,225,424,262205,6,426,253,327808,
    6,427,426,425,196670,253,427,131321,353,131320,355,131321,428,131320,428,262390,
    430,431,0,131321,432,131320,432,262205,6,433,253,262205,6,434,218,327856,
    23,435,433,434,262394,435,429,430,131320,429,327745,222,436,221,235,262205,
    6,437,436,262205,6,438,253,327812,6,439,438,225,327808,6,440,437,
    439,196670,441,440,327737,34,442,46,441,196670,443,442,327737,13,444,38,
    443,262205,13,446,244,196670,445,446,196670,447,444,393273,13,448,18,445,
    447,196670,244,448,131321,431,131320,431,262205,6,449,198,262205,6,450,253,
    327808,6,451,450,449,196670,253,451,131321,428,131320,430,131321,257,131320,257,
    262205,13,454,244,196670,453,454,262205,13,456,247,196670,455,456,393273,13,
    457,18,453,455,262205,13,459,249,196670,458,459,262205,13,461,251,196670,
    460,461,393273,13,462,18,458,460,196670,463,457,196670,464,462,393273,13,
    465,18,463,464,262205,13,467,244,196670,466,467,262205,13,469,247,196670,
    468,469,393273,13,470,18,466,468,262205,13,472,249,196670,471,472,262205,
    13,474,251,196670,473,474,393273,13,475,18,471,473,196670,476,470,196670,
    477,475,393273,13,478,18,476,477,327761,6,480,465,0,196670,479,480,
    327761,6,482,478,1,196670,481,482,393273,6,483,11,479,481,262205,13,
    485,244,196670,484,485,262205,13,487,247,196670,486,487,393273,13,488,18,
    484,486,262205,13,490,249,196670,489,490,262205,13,492,251,196670,491,492,
    393273,13,493,18,489,491,196670,494,488,196670,495,493,393273,13,496,18,
    494,495,262205,13,498,244,196670,497,498,262205,13,500,247,196670,499,500,
    393273,13,501,18,497,499,262205,13,503,249,196670,502,503,262205,13,505,
    251,196670,504,505,393273,13,506,18,502,504,196670,507,501,196670,508,506,
    393273,13,509,18,507,508,327761,6,511,496,2,196670,510,511,327761,6,
    513,509,3,196670,512,513,393273,6,514,11,510,512,196670,515,483,196670,
    516,514,393273,6,517,11,515,516,196670,452,517,262205,6,518,209,262205,
    6,519,227,327856,23,520,518,519,196855,522,0,262394,520,521,522,131320,
    521,327745,222,523,221,235,262205,6,524,523,262205,6,525,218,327812,6,
    526,525,225,327808,6,527,524,526,262205,6,528,209,327808,6,529,527,
    528,393281,180,531,177,178,529,262205,28,532,531,196670,530,532,327737,6,
    533,32,530,262205,6,535,452,196670,534,535,196670,536,533,393273,6,537,
    11,534,536,196670,452,537,131321,522,131320,522,262205,6,538,452,131326,538,
    65592,327734,2,52,0,50,196663,7,51,131320,53,262203,29,553,7,262203,
    7,557,7,262203,7,560,7,327745,222,546,221,545,262205,6,547,546,
    327745,222,549,221,548,262205,6,550,549,327879,6,551,550,136,327851,23,
    552,551,114,196855,555,0,262394,552,554,559,131320,554,262201,6,556,21,
    196670,557,556,327737,28,558,42,557,196670,553,558,131321,555,131320,559,262205,
    6,561,51,196670,560,561,327737,28,562,42,560,196670,553,562,131321,555,
    131320,555,262205,28,563,553,393281,180,564,544,178,547,196670,564,563,65789,
    65592,327734,6,56,0,54,196663,7,55,131320,57,262203,7,565,7,262203,
    7,576,7,262203,7,584,7,262203,7,600,7,262203,7,603,7,327745,
    202,566,214,114,262205,6,567,566,196670,565,567,262205,6,571,565,262205,
    6,572,55,327745,573,574,570,571,196670,574,572,262368,141,141,575,196670,
    576,207,131321,577,131320,577,262390,579,580,0,131321,581,131320,581,262205,6,
    582,576,327852,23,583,582,136,262394,583,578,579,131320,578,262205,6,585,
    576,327808,6,586,585,136,327874,6,587,586,235,196670,584,587,262205,6,
    588,565,262205,6,589,576,262205,6,590,584,327810,6,591,589,590,327856,
    23,592,588,591,196855,594,0,262394,592,593,594,131320,593,262205,6,595,
    565,262205,6,596,565,262205,6,597,565,262205,6,598,584,327808,6,599,
    597,598,327745,573,601,570,596,262205,6,602,601,196670,600,602,327745,573,
    604,570,599,262205,6,605,604,196670,603,605,393273,6,606,11,600,603,
    327745,573,607,570,595,196670,607,606,131321,594,131320,594,262205,6,608,584,
    196670,576,608,262368,141,141,575,131321,580,131320,580,131321,577,131320,579,327745,
    573,609,570,178,262205,6,610,609,131326,610,65592,327734,2,59,0,50,
    196663,7,58,131320,60,262203,7,613,7,262203,7,626,7,262203,233,649,
    7,262203,7,670,7,262203,7,672,7,262203,7,684,7,262203,7,686,
    7,262203,7,692,7,262203,7,699,7,327745,202,614,214,114,262205,6,
    615,614,196670,613,615,327745,222,617,221,616,262205,6,618,617,327850,23,
    619,618,136,196855,621,0,262394,619,620,621,131320,620,262205,6,622,613,
    327850,23,623,622,114,196855,625,0,262394,623,624,625,131320,624,262205,6,
    627,58,196670,626,627,327737,2,628,52,626,131321,625,131320,625,65789,131320,
    621,262205,6,630,613,327850,23,631,630,114,196855,633,0,262394,631,632,
    633,131320,632,327745,222,640,221,639,262205,6,641,640,327745,202,642,210,
    114,262205,6,643,642,327808,6,644,641,643,262205,6,645,58,393281,646,
    647,638,639,644,196670,647,645,196833,136,648,327745,646,650,638,178,458986,
    6,651,650,136,114,136,327745,222,652,221,616,262205,6,653,652,327810,
    6,654,653,136,327850,23,655,651,654,196670,649,655,262205,23,656,649,
    196855,658,0,262394,656,657,658,131320,657,196833,136,648,131321,658,131320,658,
    262205,23,660,649,393385,6,661,660,136,114,196670,659,661,131321,633,131320,
    633,262368,141,141,664,262205,6,665,659,327850,23,666,665,114,196855,668,
    0,262394,666,667,668,131320,667,65789,131320,668,262201,6,671,21,196670,670,
    671,262205,6,673,613,196670,672,673,131321,674,131320,674,262390,676,677,0,
    131321,678,131320,678,262205,6,679,672,327745,222,680,221,616,262205,6,681,
    680,327856,23,682,679,681,262394,682,675,676,131320,675,262205,6,683,672,
    262205,6,685,670,196670,684,685,393281,646,687,638,639,683,262205,6,688,
    687,196670,686,688,393273,6,689,11,684,686,196670,670,689,131321,677,131320,
    677,262205,6,690,672,327808,6,691,690,207,196670,672,691,131321,674,131320,
    676,262205,6,693,670,196670,692,693,327737,6,694,56,692,196670,58,694,
    262205,6,695,613,327850,23,696,695,114,196855,698,0,262394,696,697,698,
    131320,697,262205,6,700,58,196670,699,700,327737,2,701,52,699,327745,646,
    702,638,178,196670,702,114,131321,698,131320,698,65789,65592,
};
static const uint32_t vkr__spv_reduce_f64_addmul_native[3293] = {
    119734787,66304,524299,626,0,131089,1,131089,10,131089,61,131089,62,131089,63,393227,
    1,1280527431,1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,118,122,184,
    192,196,393232,4,17,1,1,1,262215,63,1,1,262215,118,11,40,
    196679,122,0,262215,122,11,41,196679,123,0,262215,164,6,8,262216,165,
    0,24,327752,165,0,35,0,196679,165,2,262215,167,34,0,262215,167,
    33,0,262215,184,11,24,262215,187,1,0,262215,188,11,25,262215,192,
    11,26,262215,196,11,27,327752,201,0,35,0,327752,201,1,35,4,
    327752,201,2,35,8,327752,201,3,35,12,327752,201,4,35,16,327752,
    201,5,35,20,196679,201,2,262215,250,6,16,262216,251,0,24,327752,
    251,0,35,0,196679,251,2,262215,253,34,0,262215,253,33,0,262215,
    467,6,8,262216,468,0,25,327752,468,0,35,0,196679,468,2,262215,
    470,34,0,262215,470,33,1,262215,490,1,2,262215,553,6,4,262215,
    554,6,8,262216,555,0,23,327752,555,0,35,0,262216,555,1,23,
    327752,555,1,35,4,262216,555,2,23,327752,555,2,35,16,196679,555,
    2,262215,557,34,0,262215,557,33,2,131091,2,196641,3,2,196630,6,
    64,262176,7,7,6,327713,8,6,7,7,262167,13,6,2,262176,14,
    7,13,327713,15,13,14,14,131092,20,262177,21,20,7,196641,25,6,
    262165,28,32,0,196641,29,28,196641,34,20,262176,37,7,20,262177,38,
    20,37,262177,42,6,7,262176,46,7,28,262177,47,13,46,262177,53,
    2,7,262194,28,63,1,262187,28,64,1,393268,20,65,170,63,64,
    393268,20,79,170,63,64,262167,93,28,2,262176,94,7,93,262187,28,
    98,0,262187,28,106,2147483648,393268,20,111,170,63,64,327723,6,112,0,
    2147483648,327723,6,113,0,1072693248,458804,6,114,169,111,112,113,262176,117,1,
    28,262203,117,118,1,262203,117,122,1,262187,28,128,3,327723,6,144,
    0,0,196637,164,6,196638,165,164,262176,166,12,165,262203,166,167,12,
    262165,168,32,1,262187,168,169,0,262176,171,12,6,262167,182,28,3,
    262176,183,1,182,262203,183,184,1,262194,28,187,1,393267,182,188,187,
    64,64,393268,28,189,81,188,0,262203,183,192,1,262203,183,196,1,
    524318,201,28,28,28,28,28,28,262176,202,9,201,262203,202,203,9,
    262176,204,9,28,262187,28,207,2,262187,168,216,1,196637,250,13,196638,
    251,250,262176,252,12,251,262203,252,253,12,262176,260,12,13,262187,28,
    299,4,196637,467,6,196638,468,467,262176,469,12,468,262203,469,470,12,
    262187,168,471,4,262187,168,474,5,393268,20,479,170,63,64,458804,6,
    480,169,479,144,113,262194,28,490,32,393268,28,491,134,189,490,262172,
    492,6,491,262176,493,4,492,262203,493,494,4,262176,497,4,6,262187,
    28,499,264,262187,168,535,3,196650,20,549,262172,553,28,128,196637,554,
    6,327710,555,28,553,554,262176,556,12,555,262203,556,557,12,262187,168,
    558,2,262187,28,566,72,262176,567,12,28,262187,28,584,3400,327734,2,
    4,0,3,131320,5,262203,7,617,7,262203,7,619,7,262203,7,620,
    7,262203,7,623,7,262201,6,618,51,196670,617,618,262205,6,621,617,
    196670,620,621,327737,6,622,58,620,196670,619,622,262205,6,624,619,196670,
    623,624,327737,2,625,61,623,65789,65592,327734,6,11,0,8,196663,7,
    9,196663,7,10,131320,12,262203,7,66,7,196855,68,0,262394,65,67,
    72,131320,67,262205,6,69,9,262205,6,70,10,327809,6,71,69,70,
    196670,66,71,131321,68,131320,72,262205,6,73,9,262205,6,74,10,327813,
    6,75,73,74,196670,66,75,131321,68,131320,68,262205,6,76,66,131326,
    76,65592,327734,13,18,0,15,196663,14,16,196663,14,17,131320,19,262203,
    14,80,7,196855,82,0,262394,79,81,86,131320,81,262205,13,83,16,
    262205,13,84,17,327809,13,85,83,84,196670,80,85,131321,82,131320,86,
    262205,13,87,16,262205,13,88,17,327813,13,89,87,88,196670,80,89,
    131321,82,131320,82,262205,13,90,80,131326,90,65592,327734,20,23,0,21,
    196663,7,22,131320,24,262203,94,95,7,262205,6,96,22,393228,93,97,
    1,65,96,196670,95,97,327745,46,99,95,98,262205,28,100,99,327850,
    20,101,100,98,196855,103,0,262394,101,102,103,131320,102,327745,46,104,
    95,64,262205,28,105,104,327850,20,107,105,106,131321,103,131320,103,458997,
    20,108,101,24,107,102,131326,108,65592,327734,6,26,0,25,131320,27,
    131326,114,65592,327734,28,30,0,29,131320,31,262205,28,119,118,131326,119,
    65592,327734,28,32,0,29,131320,33,262203,46,124,7,262205,28,123,122,
    196670,124,123,262205,28,125,124,131326,125,65592,327734,20,35,0,34,131320,
    36,262477,20,129,128,131326,129,65592,327734,20,40,0,38,196663,37,39,
    131320,41,262205,20,132,39,328015,20,133,128,132,131326,133,65592,327734,6,
    44,0,42,196663,7,43,131320,45,262203,7,140,7,262203,7,148,7,
    196855,139,0,459003,63,138,1,136,2,137,131320,138,262205,6,160,43,
    131326,160,131320,136,262205,6,141,43,393566,6,142,128,0,141,196670,140,
    142,262205,6,143,140,327860,20,145,143,144,196855,147,0,262394,145,146,
    147,131320,146,262205,6,149,43,196670,148,149,327737,20,150,23,148,328014,
    20,151,128,150,131321,147,131320,147,458997,20,152,145,136,151,146,196855,
    154,0,262394,152,153,154,131320,153,196670,140,112,131321,154,131320,154,262205,
    6,155,140,131326,155,131320,137,262205,6,157,43,393568,6,158,128,0,
    157,131326,158,131320,139,65791,65592,327734,13,49,0,47,196663,46,48,131320,
    50,262205,28,170,48,393281,171,172,167,169,170,262205,6,173,172,262205,
    28,174,48,327808,28,175,174,64,393281,171,176,167,169,175,262205,6,
    177,176,327760,13,178,173,177,131326,178,65592,327734,6,51,0,25,131320,
    52,262203,46,181,7,262203,46,191,7,262203,46,200,7,262203,46,209,
    7,262203,37,215,7,262203,46,221,7,262203,14,225,7,262203,14,228,
    7,262203,14,230,7,262203,14,232,7,262203,46,234,7,262203,14,257,
    7,262203,14,259,7,262203,14,269,7,262203,14,271,7,262203,14,281,
    7,262203,14,283,7,262203,14,293,7,262203,14,295,7,262203,14,315,
    7,262203,14,317,7,262203,46,341,7,262203,14,343,7,262203,14,345,
    7,262203,46,354,7,262203,14,356,7,262203,14,358,7,262203,46,368,
    7,262203,14,370,7,262203,14,372,7,262203,46,382,7,262203,14,384,
    7,262203,14,386,7,262203,46,405,7,262203,14,407,7,262203,14,409,
    7,262203,7,414,7,262203,14,415,7,262203,14,417,7,262203,14,420,
    7,262203,14,422,7,262203,14,425,7,262203,14,426,7,262203,14,428,
    7,262203,14,430,7,262203,14,433,7,262203,14,435,7,262203,14,438,
    7,262203,14,439,7,262203,7,441,7,262203,7,443,7,262203,7,458,
    7,262203,7,460,7,327745,117,185,184,98,262205,28,186,185,327812,28,
    190,186,189,196670,181,190,327745,117,193,192,98,262205,28,194,193,327812,
    28,195,194,189,327745,117,197,196,98,262205,28,198,197,327808,28,199,
    195,198,196670,191,199,327745,204,205,203,169,262205,28,206,205,327814,28,
    208,206,207,196670,200,208,327745,204,210,203,169,262205,28,211,210,262205,
    28,212,200,327812,28,213,212,207,327810,28,214,211,213,196670,209,214,
    327745,204,217,203,216,262205,28,218,217,327817,28,219,218,207,327850,20,
    220,219,98,196670,215,220,327745,204,222,203,216,262205,28,223,222,327814,
    28,224,223,207,196670,221,224,262201,6,226,26,327760,13,227,226,226,
    196670,225,227,262205,13,229,225,196670,228,229,262205,13,231,225,196670,230,
    231,262205,13,233,225,196670,232,233,262205,28,235,191,196670,234,235,262205,
    20,236,215,196855,238,0,262394,236,237,324,131320,237,131321,239,131320,239,
    262390,241,242,0,131321,243,131320,243,262205,28,244,234,262205,28,245,181,
    327812,28,246,128,245,327808,28,247,244,246,262205,28,248,200,327856,20,
    249,247,248,262394,249,240,241,131320,240,262205,28,254,221,262205,28,255,
    234,327808,28,256,254,255,262205,13,258,225,196670,257,258,393281,260,261,
    253,169,256,262205,13,262,261,196670,259,262,393273,13,263,18,257,259,
    196670,225,263,262205,28,264,221,262205,28,265,234,327808,28,266,264,265,
    262205,28,267,181,327808,28,268,266,267,262205,13,270,228,196670,269,270,
    393281,260,272,253,169,268,262205,13,273,272,196670,271,273,393273,13,274,
    18,269,271,196670,228,274,262205,28,275,221,262205,28,276,234,327808,28,
    277,275,276,262205,28,278,181,327812,28,279,207,278,327808,28,280,277,
    279,262205,13,282,230,196670,281,282,393281,260,284,253,169,280,262205,13,
    285,284,196670,283,285,393273,13,286,18,281,283,196670,230,286,262205,28,
    287,221,262205,28,288,234,327808,28,289,287,288,262205,28,290,181,327812,
    28,291,128,290,327808,28,292,289,291,262205,13,294,232,196670,293,294,
    393281,260,296,253,169,292,262205,13,297,296,196670,295,297,393273,13,298,
    18,293,295,196670,232,298,131321,242,131320,242,262205,28,300,181,327812,28,
    301,299,300,262205,28,302,234,327808,28,303,302,301,196670,234,303,131321,
    239,131320,241,131321,304,131320,304,262390,306,307,0,131321,308,131320,308,262205,
    28,309,234,262205,28,310,200,327856,20,311,309,310,262394,311,305,306,
    131320,305,262205,28,312,221,262205,28,313,234,327808,28,314,312,313,262205,
    13,316,225,196670,315,316,393281,260,318,253,169,314,262205,13,319,318,
    196670,317,319,393273,13,320,18,315,317,196670,225,320,131321,307,131320,307,
    262205,28,321,181,262205,28,322,234,327808,28,323,322,321,196670,234,323,
    131321,304,131320,306,131321,238,131320,324,131321,325,131320,325,262390,327,328,0,
    131321,329,131320,329,262205,28,330,234,262205,28,331,181,327812,28,332,128,
    331,327808,28,333,330,332,262205,28,334,200,327856,20,335,333,334,262394,
    335,326,327,131320,326,327745,204,336,203,216,262205,28,337,336,262205,28,
    338,234,327812,28,339,338,207,327808,28,340,337,339,196670,341,340,327737,
    13,342,49,341,262205,13,344,225,196670,343,344,196670,345,342,393273,13,
    346,18,343,345,196670,225,346,327745,204,347,203,216,262205,28,348,347,
    262205,28,349,234,262205,28,350,181,327808,28,351,349,350,327812,28,352,
    351,207,327808,28,353,348,352,196670,354,353,327737,13,355,49,354,262205,
    13,357,228,196670,356,357,196670,358,355,393273,13,359,18,356,358,196670,
    228,359,327745,204,360,203,216,262205,28,361,360,262205,28,362,234,262205,
    28,363,181,327812,28,364,207,363,327808,28,365,362,364,327812,28,366,
    365,207,327808,28,367,361,366,196670,368,367,327737,13,369,49,368,262205,
    13,371,230,196670,370,371,196670,372,369,393273,13,373,18,370,372,196670,
    230,373,327745,204,374,203,216,262205,28,375,374,262205,28,376,234,262205,
    28,377,181,327812,28,378,128,377,327808,28,379,376,378,327812,28,380,
    379,207,327808,28,381,375,380,196670,382,381,327737,13,383,49,382,262205,
    13,385,232,196670,384,385,196670,386,383,393273,13,387,18,384,386,196670,
    232,387,131321,328,131320,328,262205,28,388,181,327812,28,389,299,388,262205,
    28,390,234,327808,28,391,390,389,196670,234,391,131321,325,131320,327,131321,
    392,131320,392,262390,394,395,0,131321,396,131320,396,262205,28,397,234,262205,
    28,398,200,327856,20,399,397,398,262394,399,393,394,131320,393,327745,204,
    400,203,216,262205,28,401,400,262205,28,402,234,327812,28,403,402,207,
    327808,28,404,401,403,196670,405,404,327737,13,406,49,405,262205,13,408,
    225,196670,407,408,196670,409,406,393273,13,410,18,407,409,196670,225,410,
    131321,395,131320,395,262205,28,411,181,262205,28,412,234,327808,28,413,412,
    411,196670,234,413,131321,392,131320,394,131321,238,131320,238,262205,13,416,225,
    196670,415,416,262205,13,418,228,196670,417,418,393273,13,419,18,415,417,
    262205,13,421,230,196670,420,421,262205,13,423,232,196670,422,423,393273,13,
    424,18,420,422,196670,425,419,196670,426,424,393273,13,427,18,425,426,
    262205,13,429,225,196670,428,429,262205,13,431,228,196670,430,431,393273,13,
    432,18,428,430,262205,13,434,230,196670,433,434,262205,13,436,232,196670,
    435,436,393273,13,437,18,433,435,196670,438,432,196670,439,437,393273,13,
    440,18,438,439,327761,6,442,427,0,196670,441,442,327761,6,444,440,
    1,196670,443,444,393273,6,445,11,441,443,196670,414,445,262205,28,446,
    191,262205,28,447,209,327856,20,448,446,447,196855,450,0,262394,448,449,
    450,131320,449,327745,204,451,203,216,262205,28,452,451,262205,28,453,200,
    327812,28,454,453,207,327808,28,455,452,454,262205,28,456,191,327808,28,
    457,455,456,262205,6,459,414,196670,458,459,393281,171,461,167,169,457,
    262205,6,462,461,196670,460,462,393273,6,463,11,458,460,196670,414,463,
    131321,450,131320,450,262205,6,464,414,131326,464,65592,327734,2,55,0,53,
    196663,7,54,131320,56,327745,204,472,203,471,262205,28,473,472,327745,204,
    475,203,474,262205,28,476,475,327879,28,477,476,64,327851,20,478,477,
    98,262205,6,481,54,393385,6,482,478,480,481,393281,171,483,470,169,
    473,196670,483,482,65789,65592,327734,6,58,0,42,196663,7,57,131320,59,
    262203,7,484,7,262203,7,500,7,262203,46,506,7,262203,7,516,7,
    262203,7,518,7,262203,7,524,7,262205,6,485,57,196670,484,485,327737,
    6,486,44,484,196670,57,486,262201,20,487,35,196855,489,0,262394,487,
    488,489,131320,488,262201,28,495,30,262205,6,496,57,327745,497,498,494,
    495,196670,498,496,131321,489,131320,489,262368,207,207,499,262201,6,501,26,
    196670,500,501,262201,28,502,30,327850,20,503,502,98,196855,505,0,262394,
    503,504,505,131320,504,262201,28,507,32,196670,506,507,131321,508,131320,508,
    262390,510,511,0,131321,512,131320,512,262205,28,513,506,327856,20,514,513,
    491,262394,514,509,510,131320,509,262205,28,515,506,262205,6,517,500,196670,
    516,517,327745,497,519,494,515,262205,6,520,519,196670,518,520,393273,6,
    521,11,516,518,196670,500,521,131321,511,131320,511,262205,28,522,506,327808,
    28,523,522,490,196670,506,523,131321,508,131320,510,262205,6,525,500,196670,
    524,525,327737,6,526,44,524,196670,500,526,131321,505,131320,505,262205,6,
    527,500,131326,527,65592,327734,2,61,0,53,196663,7,60,131320,62,262203,
    7,544,7,262203,37,548,7,262203,37,577,7,262203,7,585,7,262203,
    46,587,7,262203,7,599,7,262203,7,601,7,262203,7,607,7,262203,
    7,613,7,262201,28,530,30,327851,20,531,530,98,196855,533,0,262394,
    531,532,533,131320,532,65789,131320,533,327745,204,536,203,535,262205,28,537,
    536,327850,20,538,537,64,196855,540,0,262394,538,539,540,131320,539,262201,
    20,541,35,196855,543,0,262394,541,542,543,131320,542,262205,6,545,60,
    196670,544,545,327737,2,546,55,544,131321,543,131320,543,65789,131320,540,196670,
    548,549,262201,20,550,35,196855,552,0,262394,550,551,552,131320,551,327745,
    204,559,203,558,262205,28,560,559,327745,117,561,192,98,262205,28,562,
    561,327808,28,563,560,562,262205,6,564,60,393281,171,565,557,558,563,
    196670,565,564,196833,64,566,327745,567,568,557,169,458986,28,569,568,64,
    98,64,327745,204,570,203,535,262205,28,571,570,327810,28,572,571,64,
    327850,20,573,569,572,196670,548,573,262205,20,574,548,196855,576,0,262394,
    574,575,576,131320,575,196833,64,566,131321,576,131320,576,131321,552,131320,552,
    262205,20,578,548,196670,577,578,327737,20,579,40,577,262312,20,580,579,
    196855,582,0,262394,580,581,582,131320,581,65789,131320,582,262368,128,128,584,
    262201,6,586,26,196670,585,586,262201,28,588,32,196670,587,588,131321,589,
    131320,589,262390,591,592,0,131321,593,131320,593,262205,28,594,587,327745,204,
    595,203,535,262205,28,596,595,327856,20,597,594,596,262394,597,590,591,
    131320,590,262205,28,598,587,262205,6,600,585,196670,599,600,393281,171,602,
    557,558,598,262205,6,603,602,196670,601,603,393273,6,604,11,599,601,
    196670,585,604,131321,592,131320,592,262205,28,605,587,327808,28,606,605,490,
    196670,587,606,131321,589,131320,591,262205,6,608,585,196670,607,608,327737,6,
    609,44,607,196670,60,609,262201,20,610,35,196855,612,0,262394,610,611,
    612,131320,611,262205,6,614,60,196670,613,614,327737,2,615,55,613,327745,
    567,616,557,169,196670,616,98,131321,612,131320,612,65789,65592,
};
static const uint32_t vkr__spv_reduce_f64_addmul_shuffle[3460] = {
    119734787,66304,524299,659,0,131089,1,131089,10,131089,61,131089,65,393227,1,1280527431,
    1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,119,123,218,226,230,
    393232,4,17,1,1,1,262215,74,1,1,262215,119,11,40,196679,123,
    0,262215,123,11,41,196679,124,0,196679,148,0,262215,162,1,2,262215,
    198,6,8,262216,199,0,24,327752,199,0,35,0,196679,199,2,262215,
    201,34,0,262215,201,33,0,262215,218,11,24,262215,221,1,0,262215,
    222,11,25,262215,226,11,26,262215,230,11,27,327752,235,0,35,0,
    327752,235,1,35,4,327752,235,2,35,8,327752,235,3,35,12,327752,
    235,4,35,16,327752,235,5,35,20,196679,235,2,262215,284,6,16,
    262216,285,0,24,327752,285,0,35,0,196679,285,2,262215,287,34,0,
    262215,287,33,0,262215,501,6,8,262216,502,0,25,327752,502,0,35,
    0,196679,502,2,262215,504,34,0,262215,504,33,1,262215,587,6,4,
    262215,588,6,8,262216,589,0,23,327752,589,0,35,0,262216,589,1,
    23,327752,589,1,35,4,262216,589,2,23,327752,589,2,35,16,196679,
    589,2,262215,591,34,0,262215,591,33,2,131091,2,196641,3,2,196630,
    6,64,262176,7,7,6,327713,8,6,7,7,262167,13,6,2,262176,
    14,7,13,327713,15,13,14,14,196641,20,6,262165,23,32,0,262167,
    24,23,2,262177,25,24,7,262176,29,7,24,262177,30,6,29,196641,
    34,23,262176,39,7,23,327713,40,6,7,39,131092,45,196641,46,45,
    262176,49,7,45,262177,50,45,49,262177,54,6,7,262177,58,13,39,
    262177,64,2,7,262194,23,74,1,262187,23,75,1,393268,45,76,170,
    74,75,393268,45,90,170,74,75,393268,45,104,170,74,75,327723,6,
    105,0,2147483648,327723,6,106,0,1072693248,458804,6,107,169,104,105,106,262176,
    118,1,23,262203,118,119,1,262203,118,123,1,262187,23,133,0,262187,
    23,137,3,262194,23,162,32,262187,23,164,3400,196637,198,6,196638,199,
    198,262176,200,12,199,262203,200,201,12,262165,202,32,1,262187,202,203,
    0,262176,205,12,6,262167,216,23,3,262176,217,1,216,262203,217,218,
    1,262194,23,221,1,393267,216,222,221,75,75,393268,23,223,81,222,
    0,262203,217,226,1,262203,217,230,1,524318,235,23,23,23,23,23,
    23,262176,236,9,235,262203,236,237,9,262176,238,9,23,262187,23,241,
    2,262187,202,250,1,196637,284,13,196638,285,284,262176,286,12,285,262203,
    286,287,12,262176,294,12,13,262187,23,333,4,196637,501,6,196638,502,
    501,262176,503,12,502,262203,503,504,12,262187,202,505,4,262187,202,508,
    5,393268,45,513,170,74,75,327723,6,514,0,0,458804,6,515,169,
    513,514,106,393268,23,525,134,223,162,262172,526,6,525,262176,527,4,
    526,262203,527,528,4,262176,531,4,6,262187,23,533,264,262187,202,569,
    3,196650,45,583,262172,587,23,137,196637,588,6,327710,589,23,587,588,
    262176,590,12,589,262203,590,591,12,262187,202,592,2,262187,23,600,72,
    262176,601,12,23,327734,2,4,0,3,131320,5,262203,7,650,7,262203,
    7,652,7,262203,7,653,7,262203,7,656,7,262201,6,651,62,196670,
    650,651,262205,6,654,650,196670,653,654,327737,6,655,69,653,196670,652,
    655,262205,6,657,652,196670,656,657,327737,2,658,72,656,65789,65592,327734,
    6,11,0,8,196663,7,9,196663,7,10,131320,12,262203,7,77,7,
    196855,79,0,262394,76,78,83,131320,78,262205,6,80,9,262205,6,81,
    10,327809,6,82,80,81,196670,77,82,131321,79,131320,83,262205,6,84,
    9,262205,6,85,10,327813,6,86,84,85,196670,77,86,131321,79,131320,
    79,262205,6,87,77,131326,87,65592,327734,13,18,0,15,196663,14,16,
    196663,14,17,131320,19,262203,14,91,7,196855,93,0,262394,90,92,97,
    131320,92,262205,13,94,16,262205,13,95,17,327809,13,96,94,95,196670,
    91,96,131321,93,131320,97,262205,13,98,16,262205,13,99,17,327813,13,
    100,98,99,196670,91,100,131321,93,131320,93,262205,13,101,91,131326,101,
    65592,327734,6,21,0,20,131320,22,131326,107,65592,327734,24,27,0,25,
    196663,7,26,131320,28,262205,6,110,26,393228,24,111,1,65,110,131326,
    111,65592,327734,6,32,0,30,196663,29,31,131320,33,262205,24,114,31,
    393228,6,115,1,59,114,131326,115,65592,327734,23,35,0,34,131320,36,
    262205,23,120,119,131326,120,65592,327734,23,37,0,34,131320,38,262203,39,
    125,7,262205,23,124,123,196670,125,124,262205,23,126,125,131326,126,65592,
    327734,6,43,0,40,196663,7,41,196663,39,42,131320,44,262203,29,129,
    7,262203,7,130,7,262203,29,144,7,262205,6,131,41,196670,130,131,
    327737,24,132,27,130,196670,129,132,327745,39,134,129,133,262205,23,135,
    134,262205,23,136,42,393562,23,138,137,135,136,327745,39,139,129,75,
    262205,23,140,139,262205,23,141,42,393562,23,142,137,140,141,327760,24,
    143,138,142,196670,144,143,327737,6,145,32,144,131326,145,65592,327734,45,
    47,0,46,131320,48,262205,23,148,123,327850,45,149,148,133,131326,149,
    65592,327734,45,52,0,50,196663,49,51,131320,53,262203,39,152,7,262203,
    39,155,7,262205,45,153,51,393385,23,154,153,75,133,196670,152,154,
    196670,155,75,131321,156,131320,156,262390,158,159,0,131321,160,131320,160,262205,
    23,161,155,327856,45,163,161,162,262394,163,157,158,131320,157,262368,137,
    137,164,262205,23,165,152,262205,23,166,155,393562,23,167,137,165,166,
    262205,23,168,152,327877,23,169,168,167,196670,152,169,131321,159,131320,159,
    262205,23,170,155,327876,23,171,170,75,196670,155,171,131321,156,131320,158,
    262205,23,172,152,327851,45,173,172,133,131326,173,65592,327734,6,56,0,
    54,196663,7,55,131320,57,262203,39,176,7,262203,7,184,7,262203,39,
    186,7,262203,7,189,7,262203,7,191,7,196670,176,75,131321,177,131320,
    177,262390,179,180,0,131321,181,131320,181,262205,23,182,176,327856,45,183,
    182,162,262394,183,178,179,131320,178,262368,137,137,164,262205,6,185,55,
    196670,184,185,262205,23,187,176,196670,186,187,393273,6,188,43,184,186,
    262205,6,190,55,196670,189,190,196670,191,188,393273,6,192,11,189,191,
    196670,55,192,131321,180,131320,180,262205,23,193,176,327876,23,194,193,75,
    196670,176,194,131321,177,131320,179,262205,6,195,55,131326,195,65592,327734,13,
    60,0,58,196663,39,59,131320,61,262205,23,204,59,393281,205,206,201,
    203,204,262205,6,207,206,262205,23,208,59,327808,23,209,208,75,393281,
    205,210,201,203,209,262205,6,211,210,327760,13,212,207,211,131326,212,
    65592,327734,6,62,0,20,131320,63,262203,39,215,7,262203,39,225,7,
    262203,39,234,7,262203,39,243,7,262203,49,249,7,262203,39,255,7,
    262203,14,259,7,262203,14,262,7,262203,14,264,7,262203,14,266,7,
    262203,39,268,7,262203,14,291,7,262203,14,293,7,262203,14,303,7,
    262203,14,305,7,262203,14,315,7,262203,14,317,7,262203,14,327,7,
    262203,14,329,7,262203,14,349,7,262203,14,351,7,262203,39,375,7,
    262203,14,377,7,262203,14,379,7,262203,39,388,7,262203,14,390,7,
    262203,14,392,7,262203,39,402,7,262203,14,404,7,262203,14,406,7,
    262203,39,416,7,262203,14,418,7,262203,14,420,7,262203,39,439,7,
    262203,14,441,7,262203,14,443,7,262203,7,448,7,262203,14,449,7,
    262203,14,451,7,262203,14,454,7,262203,14,456,7,262203,14,459,7,
    262203,14,460,7,262203,14,462,7,262203,14,464,7,262203,14,467,7,
    262203,14,469,7,262203,14,472,7,262203,14,473,7,262203,7,475,7,
    262203,7,477,7,262203,7,492,7,262203,7,494,7,327745,118,219,218,
    133,262205,23,220,219,327812,23,224,220,223,196670,215,224,327745,118,227,
    226,133,262205,23,228,227,327812,23,229,228,223,327745,118,231,230,133,
    262205,23,232,231,327808,23,233,229,232,196670,225,233,327745,238,239,237,
    203,262205,23,240,239,327814,23,242,240,241,196670,234,242,327745,238,244,
    237,203,262205,23,245,244,262205,23,246,234,327812,23,247,246,241,327810,
    23,248,245,247,196670,243,248,327745,238,251,237,250,262205,23,252,251,
    327817,23,253,252,241,327850,45,254,253,133,196670,249,254,327745,238,256,
    237,250,262205,23,257,256,327814,23,258,257,241,196670,255,258,262201,6,
    260,21,327760,13,261,260,260,196670,259,261,262205,13,263,259,196670,262,
    263,262205,13,265,259,196670,264,265,262205,13,267,259,196670,266,267,262205,
    23,269,225,196670,268,269,262205,45,270,249,196855,272,0,262394,270,271,
    358,131320,271,131321,273,131320,273,262390,275,276,0,131321,277,131320,277,262205,
    23,278,268,262205,23,279,215,327812,23,280,137,279,327808,23,281,278,
    280,262205,23,282,234,327856,45,283,281,282,262394,283,274,275,131320,274,
    262205,23,288,255,262205,23,289,268,327808,23,290,288,289,262205,13,292,
    259,196670,291,292,393281,294,295,287,203,290,262205,13,296,295,196670,293,
    296,393273,13,297,18,291,293,196670,259,297,262205,23,298,255,262205,23,
    299,268,327808,23,300,298,299,262205,23,301,215,327808,23,302,300,301,
    262205,13,304,262,196670,303,304,393281,294,306,287,203,302,262205,13,307,
    306,196670,305,307,393273,13,308,18,303,305,196670,262,308,262205,23,309,
    255,262205,23,310,268,327808,23,311,309,310,262205,23,312,215,327812,23,
    313,241,312,327808,23,314,311,313,262205,13,316,264,196670,315,316,393281,
    294,318,287,203,314,262205,13,319,318,196670,317,319,393273,13,320,18,
    315,317,196670,264,320,262205,23,321,255,262205,23,322,268,327808,23,323,
    321,322,262205,23,324,215,327812,23,325,137,324,327808,23,326,323,325,
    262205,13,328,266,196670,327,328,393281,294,330,287,203,326,262205,13,331,
    330,196670,329,331,393273,13,332,18,327,329,196670,266,332,131321,276,131320,
    276,262205,23,334,215,327812,23,335,333,334,262205,23,336,268,327808,23,
    337,336,335,196670,268,337,131321,273,131320,275,131321,338,131320,338,262390,340,
    341,0,131321,342,131320,342,262205,23,343,268,262205,23,344,234,327856,45,
    345,343,344,262394,345,339,340,131320,339,262205,23,346,255,262205,23,347,
    268,327808,23,348,346,347,262205,13,350,259,196670,349,350,393281,294,352,
    287,203,348,262205,13,353,352,196670,351,353,393273,13,354,18,349,351,
    196670,259,354,131321,341,131320,341,262205,23,355,215,262205,23,356,268,327808,
    23,357,356,355,196670,268,357,131321,338,131320,340,131321,272,131320,358,131321,
    359,131320,359,262390,361,362,0,131321,363,131320,363,262205,23,364,268,262205,
    23,365,215,327812,23,366,137,365,327808,23,367,364,366,262205,23,368,
    234,327856,45,369,367,368,262394,369,360,361,131320,360,327745,238,370,237,
    250,262205,23,371,370,262205,23,372,268,327812,23,373,372,241,327808,23,
    374,371,373,196670,375,374,327737,13,376,60,375,262205,13,378,259,196670,
    377,378,196670,379,376,393273,13,380,18,377,379,196670,259,380,327745,238,
    381,237,250,262205,23,382,381,262205,23,383,268,262205,23,384,215,327808,
    23,385,383,384,327812,23,386,385,241,327808,23,387,382,386,196670,388,
    387,327737,13,389,60,388,262205,13,391,262,196670,390,391,196670,392,389,
    393273,13,393,18,390,392,196670,262,393,327745,238,394,237,250,262205,23,
    395,394,262205,23,396,268,262205,23,397,215,327812,23,398,241,397,327808,
    23,399,396,398,327812,23,400,399,241,327808,23,401,395,400,196670,402,
    401,327737,13,403,60,402,262205,13,405,264,196670,404,405,196670,406,403,
    393273,13,407,18,404,406,196670,264,407,327745,238,408,237,250,262205,23,
    409,408,262205,23,410,268,262205,23,411,215,327812,23,412,137,411,327808,
    23,413,410,412,327812,23,414,413,241,327808,23,415,409,414,196670,416,
    415,327737,13,417,60,416,262205,13,419,266,196670,418,419,196670,420,417,
    393273,13,421,18,418,420,196670,266,421,131321,362,131320,362,262205,23,422,
    215,327812,23,423,333,422,262205,23,424,268,327808,23,425,424,423,196670,
    268,425,131321,359,131320,361,131321,426,131320,426,262390,428,429,0,131321,430,
    131320,430,262205,23,431,268,262205,23,432,234,327856,45,433,431,432,262394,
    433,427,428,131320,427,327745,238,434,237,250,262205,23,435,434,262205,23,
    436,268,327812,23,437,436,241,327808,23,438,435,437,196670,439,438,327737,
    13,440,60,439,262205,13,442,259,196670,441,442,196670,443,440,393273,13,
    444,18,441,443,196670,259,444,131321,429,131320,429,262205,23,445,215,262205,
    23,446,268,327808,23,447,446,445,196670,268,447,131321,426,131320,428,131321,
    272,131320,272,262205,13,450,259,196670,449,450,262205,13,452,262,196670,451,
    452,393273,13,453,18,449,451,262205,13,455,264,196670,454,455,262205,13,
    457,266,196670,456,457,393273,13,458,18,454,456,196670,459,453,196670,460,
    458,393273,13,461,18,459,460,262205,13,463,259,196670,462,463,262205,13,
    465,262,196670,464,465,393273,13,466,18,462,464,262205,13,468,264,196670,
    467,468,262205,13,470,266,196670,469,470,393273,13,471,18,467,469,196670,
    472,466,196670,473,471,393273,13,474,18,472,473,327761,6,476,461,0,
    196670,475,476,327761,6,478,474,1,196670,477,478,393273,6,479,11,475,
    477,196670,448,479,262205,23,480,225,262205,23,481,243,327856,45,482,480,
    481,196855,484,0,262394,482,483,484,131320,483,327745,238,485,237,250,262205,
    23,486,485,262205,23,487,234,327812,23,488,487,241,327808,23,489,486,
    488,262205,23,490,225,327808,23,491,489,490,262205,6,493,448,196670,492,
    493,393281,205,495,201,203,491,262205,6,496,495,196670,494,496,393273,6,
    497,11,492,494,196670,448,497,131321,484,131320,484,262205,6,498,448,131326,
    498,65592,327734,2,66,0,64,196663,7,65,131320,67,327745,238,506,237,
    505,262205,23,507,506,327745,238,509,237,508,262205,23,510,509,327879,23,
    511,510,75,327851,45,512,511,133,262205,6,516,65,393385,6,517,512,
    515,516,393281,205,518,504,203,507,196670,518,517,65789,65592,327734,6,69,
    0,54,196663,7,68,131320,70,262203,7,519,7,262203,7,534,7,262203,
    39,540,7,262203,7,550,7,262203,7,552,7,262203,7,558,7,262205,
    6,520,68,196670,519,520,327737,6,521,56,519,196670,68,521,262201,45,
    522,47,196855,524,0,262394,522,523,524,131320,523,262201,23,529,35,262205,
    6,530,68,327745,531,532,528,529,196670,532,530,131321,524,131320,524,262368,
    241,241,533,262201,6,535,21,196670,534,535,262201,23,536,35,327850,45,
    537,536,133,196855,539,0,262394,537,538,539,131320,538,262201,23,541,37,
    196670,540,541,131321,542,131320,542,262390,544,545,0,131321,546,131320,546,262205,
    23,547,540,327856,45,548,547,525,262394,548,543,544,131320,543,262205,23,
    549,540,262205,6,551,534,196670,550,551,327745,531,553,528,549,262205,6,
    554,553,196670,552,554,393273,6,555,11,550,552,196670,534,555,131321,545,
    131320,545,262205,23,556,540,327808,23,557,556,162,196670,540,557,131321,542,
    131320,544,262205,6,559,534,196670,558,559,327737,6,560,56,558,196670,534,
    560,131321,539,131320,539,262205,6,561,534,131326,561,65592,327734,2,72,0,
    64,196663,7,71,131320,73,262203,7,578,7,262203,49,582,7,262203,49,
    611,7,262203,7,618,7,262203,39,620,7,262203,7,632,7,262203,7,
    634,7,262203,7,640,7,262203,7,646,7,262201,23,564,35,327851,45,
    565,564,133,196855,567,0,262394,565,566,567,131320,566,65789,131320,567,327745,
    238,570,237,569,262205,23,571,570,327850,45,572,571,75,196855,574,0,
    262394,572,573,574,131320,573,262201,45,575,47,196855,577,0,262394,575,576,
    577,131320,576,262205,6,579,71,196670,578,579,327737,2,580,66,578,131321,
    577,131320,577,65789,131320,574,196670,582,583,262201,45,584,47,196855,586,0,
    262394,584,585,586,131320,585,327745,238,593,237,592,262205,23,594,593,327745,
    118,595,226,133,262205,23,596,595,327808,23,597,594,596,262205,6,598,
    71,393281,205,599,591,592,597,196670,599,598,196833,75,600,327745,601,602,
    591,203,458986,23,603,602,75,133,75,327745,238,604,237,569,262205,23,
    605,604,327810,23,606,605,75,327850,45,607,603,606,196670,582,607,262205,
    45,608,582,196855,610,0,262394,608,609,610,131320,609,196833,75,600,131321,
    610,131320,610,131321,586,131320,586,262205,45,612,582,196670,611,612,327737,45,
    613,52,611,262312,45,614,613,196855,616,0,262394,614,615,616,131320,615,
    65789,131320,616,262368,137,137,164,262201,6,619,21,196670,618,619,262201,23,
    621,37,196670,620,621,131321,622,131320,622,262390,624,625,0,131321,626,131320,
    626,262205,23,627,620,327745,238,628,237,569,262205,23,629,628,327856,45,
    630,627,629,262394,630,623,624,131320,623,262205,23,631,620,262205,6,633,
    618,196670,632,633,393281,205,635,591,592,631,262205,6,636,635,196670,634,
    636,393273,6,637,11,632,634,196670,618,637,131321,625,131320,625,262205,23,
    638,620,327808,23,639,638,162,196670,620,639,131321,622,131320,624,262205,6,
    641,618,196670,640,641,327737,6,642,56,640,196670,71,642,262201,45,643,
    47,196855,645,0,262394,643,644,645,131320,644,262205,6,647,71,196670,646,
    647,327737,2,648,66,646,327745,601,649,591,203,196670,649,133,131321,645,
    131320,645,65789,65592,
};
static const uint32_t vkr__spv_reduce_f64_addmul_shared[2966] = {
    119734787,66304,524299,552,0,131089,1,131089,10,393227,1,1280527431,1685353262,808793134,0,196622,
    0,1,524303,5,4,1852399981,0,99,109,113,393232,4,17,1,1,1,
    262215,42,1,1,262215,79,6,8,262216,80,0,24,327752,80,0,35,
    0,196679,80,2,262215,82,34,0,262215,82,33,0,262215,99,11,24,
    262215,104,1,0,262215,105,11,25,262215,109,11,26,262215,113,11,27,
    327752,118,0,35,0,327752,118,1,35,4,327752,118,2,35,8,327752,
    118,3,35,12,327752,118,4,35,16,327752,118,5,35,20,196679,118,
    2,262215,169,6,16,262216,170,0,24,327752,170,0,35,0,196679,170,
    2,262215,172,34,0,262215,172,33,0,262215,386,6,8,262216,387,0,
    25,327752,387,0,35,0,196679,387,2,262215,389,34,0,262215,389,33,
    1,262215,473,6,4,262215,474,6,8,262216,475,0,23,327752,475,0,
    35,0,262216,475,1,23,327752,475,1,35,4,262216,475,2,23,327752,
    475,2,35,16,196679,475,2,262215,477,34,0,262215,477,33,2,131091,
    2,196641,3,2,196630,6,64,262176,7,7,6,327713,8,6,7,7,
    262167,13,6,2,262176,14,7,13,327713,15,13,14,14,196641,20,6,
    262165,23,32,0,262176,24,7,23,262177,25,13,24,262177,31,2,7,
    262177,35,6,7,262194,23,42,1,262187,23,43,1,131092,44,393268,44,
    45,170,42,43,393268,44,59,170,42,43,393268,44,73,170,42,43,
    327723,6,74,0,2147483648,327723,6,75,0,1072693248,458804,6,76,169,73,74,
    75,196637,79,6,196638,80,79,262176,81,12,80,262203,81,82,12,262165,
    83,32,1,262187,83,84,0,262176,86,12,6,262167,97,23,3,262176,
    98,1,97,262203,98,99,1,262187,23,100,0,262176,101,1,23,262194,
    23,104,1,393267,97,105,104,43,43,393268,23,106,81,105,0,262203,
    98,109,1,262203,98,113,1,524318,118,23,23,23,23,23,23,262176,
    119,9,118,262203,119,120,9,262176,121,9,23,262187,23,124,2,262176,
    132,7,44,262187,83,134,1,262187,23,163,3,196637,169,13,196638,170,
    169,262176,171,12,170,262203,171,172,12,262176,179,12,13,262187,23,218,
    4,196637,386,6,196638,387,386,262176,388,12,387,262203,388,389,12,262187,
    83,390,4,262187,83,393,5,393268,44,398,170,42,43,327723,6,399,
    0,0,458804,6,400,169,398,399,75,262172,407,6,106,262176,408,4,
    407,262203,408,409,4,262176,412,4,6,262187,23,414,264,262187,83,455,
    3,262172,473,23,163,196637,474,6,327710,475,23,473,474,262176,476,12,
    475,262203,476,477,12,262187,83,478,2,262187,23,486,72,262176,488,12,
    23,262176,498,4,23,262203,498,499,4,262187,83,502,320,262187,83,503,
    8,262187,23,504,328,327734,2,4,0,3,131320,5,262203,7,543,7,
    262203,7,545,7,262203,7,546,7,262203,7,549,7,262201,6,544,29,
    196670,543,544,262205,6,547,543,196670,546,547,327737,6,548,37,546,196670,
    545,548,262205,6,550,545,196670,549,550,327737,2,551,40,549,65789,65592,
    327734,6,11,0,8,196663,7,9,196663,7,10,131320,12,262203,7,46,
    7,196855,48,0,262394,45,47,52,131320,47,262205,6,49,9,262205,6,
    50,10,327809,6,51,49,50,196670,46,51,131321,48,131320,52,262205,6,
    53,9,262205,6,54,10,327813,6,55,53,54,196670,46,55,131321,48,
    131320,48,262205,6,56,46,131326,56,65592,327734,13,18,0,15,196663,14,
    16,196663,14,17,131320,19,262203,14,60,7,196855,62,0,262394,59,61,
    66,131320,61,262205,13,63,16,262205,13,64,17,327809,13,65,63,64,
    196670,60,65,131321,62,131320,66,262205,13,67,16,262205,13,68,17,327813,
    13,69,67,68,196670,60,69,131321,62,131320,62,262205,13,70,60,131326,
    70,65592,327734,6,21,0,20,131320,22,131326,76,65592,327734,13,27,0,
    25,196663,24,26,131320,28,262205,23,85,26,393281,86,87,82,84,85,
    262205,6,88,87,262205,23,89,26,327808,23,90,89,43,393281,86,91,
    82,84,90,262205,6,92,91,327760,13,93,88,92,131326,93,65592,327734,
    6,29,0,20,131320,30,262203,24,96,7,262203,24,108,7,262203,24,
    117,7,262203,24,126,7,262203,132,133,7,262203,24,139,7,262203,14,
    143,7,262203,14,146,7,262203,14,148,7,262203,14,150,7,262203,24,
    152,7,262203,14,176,7,262203,14,178,7,262203,14,188,7,262203,14,
    190,7,262203,14,200,7,262203,14,202,7,262203,14,212,7,262203,14,
    214,7,262203,14,234,7,262203,14,236,7,262203,24,260,7,262203,14,
    262,7,262203,14,264,7,262203,24,273,7,262203,14,275,7,262203,14,
    277,7,262203,24,287,7,262203,14,289,7,262203,14,291,7,262203,24,
    301,7,262203,14,303,7,262203,14,305,7,262203,24,324,7,262203,14,
    326,7,262203,14,328,7,262203,7,333,7,262203,14,334,7,262203,14,
    336,7,262203,14,339,7,262203,14,341,7,262203,14,344,7,262203,14,
    345,7,262203,14,347,7,262203,14,349,7,262203,14,352,7,262203,14,
    354,7,262203,14,357,7,262203,14,358,7,262203,7,360,7,262203,7,
    362,7,262203,7,377,7,262203,7,379,7,327745,101,102,99,100,262205,
    23,103,102,327812,23,107,103,106,196670,96,107,327745,101,110,109,100,
    262205,23,111,110,327812,23,112,111,106,327745,101,114,113,100,262205,23,
    115,114,327808,23,116,112,115,196670,108,116,327745,121,122,120,84,262205,
    23,123,122,327814,23,125,123,124,196670,117,125,327745,121,127,120,84,
    262205,23,128,127,262205,23,129,117,327812,23,130,129,124,327810,23,131,
    128,130,196670,126,131,327745,121,135,120,134,262205,23,136,135,327817,23,
    137,136,124,327850,44,138,137,100,196670,133,138,327745,121,140,120,134,
    262205,23,141,140,327814,23,142,141,124,196670,139,142,262201,6,144,21,
    327760,13,145,144,144,196670,143,145,262205,13,147,143,196670,146,147,262205,
    13,149,143,196670,148,149,262205,13,151,143,196670,150,151,262205,23,153,
    108,196670,152,153,262205,44,154,133,196855,156,0,262394,154,155,243,131320,
    155,131321,157,131320,157,262390,159,160,0,131321,161,131320,161,262205,23,162,
    152,262205,23,164,96,327812,23,165,163,164,327808,23,166,162,165,262205,
    23,167,117,327856,44,168,166,167,262394,168,158,159,131320,158,262205,23,
    173,139,262205,23,174,152,327808,23,175,173,174,262205,13,177,143,196670,
    176,177,393281,179,180,172,84,175,262205,13,181,180,196670,178,181,393273,
    13,182,18,176,178,196670,143,182,262205,23,183,139,262205,23,184,152,
    327808,23,185,183,184,262205,23,186,96,327808,23,187,185,186,262205,13,
    189,146,196670,188,189,393281,179,191,172,84,187,262205,13,192,191,196670,
    190,192,393273,13,193,18,188,190,196670,146,193,262205,23,194,139,262205,
    23,195,152,327808,23,196,194,195,262205,23,197,96,327812,23,198,124,
    197,327808,23,199,196,198,262205,13,201,148,196670,200,201,393281,179,203,
    172,84,199,262205,13,204,203,196670,202,204,393273,13,205,18,200,202,
    196670,148,205,262205,23,206,139,262205,23,207,152,327808,23,208,206,207,
    262205,23,209,96,327812,23,210,163,209,327808,23,211,208,210,262205,13,
    213,150,196670,212,213,393281,179,215,172,84,211,262205,13,216,215,196670,
    214,216,393273,13,217,18,212,214,196670,150,217,131321,160,131320,160,262205,
    23,219,96,327812,23,220,218,219,262205,23,221,152,327808,23,222,221,
    220,196670,152,222,131321,157,131320,159,131321,223,131320,223,262390,225,226,0,
    131321,227,131320,227,262205,23,228,152,262205,23,229,117,327856,44,230,228,
    229,262394,230,224,225,131320,224,262205,23,231,139,262205,23,232,152,327808,
    23,233,231,232,262205,13,235,143,196670,234,235,393281,179,237,172,84,
    233,262205,13,238,237,196670,236,238,393273,13,239,18,234,236,196670,143,
    239,131321,226,131320,226,262205,23,240,96,262205,23,241,152,327808,23,242,
    241,240,196670,152,242,131321,223,131320,225,131321,156,131320,243,131321,244,131320,
    244,262390,246,247,0,131321,248,131320,248,262205,23,249,152,262205,23,250,
    96,327812,23,251,163,250,327808,23,252,249,251,262205,23,253,117,327856,
    44,254,252,253,262394,254,245,246,131320,245,327745,121,255,120,134,262205,
    23,256,255,262205,23,257,152,327812,23,258,257,124,327808,23,259,256,
    258,196670,260,259,327737,13,261,27,260,262205,13,263,143,196670,262,263,
    196670,264,261,393273,13,265,18,262,264,196670,143,265,327745,121,266,120,
    134,262205,23,267,266,262205,23,268,152,262205,23,269,96,327808,23,270,
    268,269,327812,23,271,270,124,327808,23,272,267,271,196670,273,272,327737,
    13,274,27,273,262205,13,276,146,196670,275,276,196670,277,274,393273,13,
    278,18,275,277,196670,146,278,327745,121,279,120,134,262205,23,280,279,
    262205,23,281,152,262205,23,282,96,327812,23,283,124,282,327808,23,284,
    281,283,327812,23,285,284,124,327808,23,286,280,285,196670,287,286,327737,
    13,288,27,287,262205,13,290,148,196670,289,290,196670,291,288,393273,13,
    292,18,289,291,196670,148,292,327745,121,293,120,134,262205,23,294,293,
    262205,23,295,152,262205,23,296,96,327812,23,297,163,296,327808,23,298,
    295,297,327812,23,299,298,124,327808,23,300,294,299,196670,301,300,327737,
    13,302,27,301,262205,13,304,150,196670,303,304,196670,305,302,393273,13,
    306,18,303,305,196670,150,306,131321,247,131320,247,262205,23,307,96,327812,
    23,308,218,307,262205,23,309,152,327808,23,310,309,308,196670,152,310,
    131321,244,131320,246,131321,311,131320,311,262390,313,314,0,131321,315,131320,315,
    262205,23,316,152,262205,23,317,117,327856,44,318,316,317,262394,318,312,
    313,131320,312,327745,121,319,120,134,262205,23,320,319,262205,23,321,152,
    327812,23,322,321,124,327808,23,323,320,322,196670,324,323,327737,13,325,
    27,324,262205,13,327,143,196670,326,327,196670,328,325,393273,13,329,18,
    326,328,196670,143,329,131321,314,131320,314,262205,23,330,96,262205,23,331,
    152,327808,23,332,331,330,196670,152,332,131321,311,131320,313,131321,156,131320,
    156,262205,13,335,143,196670,334,335,262205,13,337,146,196670,336,337,393273,
    13,338,18,334,336,262205,13,340,148,196670,339,340,262205,13,342,150,
    196670,341,342,393273,13,343,18,339,341,196670,344,338,196670,345,343,393273,
    13,346,18,344,345,262205,13,348,143,196670,347,348,262205,13,350,146,
    196670,349,350,393273,13,351,18,347,349,262205,13,353,148,196670,352,353,
    262205,13,355,150,196670,354,355,393273,13,356,18,352,354,196670,357,351,
    196670,358,356,393273,13,359,18,357,358,327761,6,361,346,0,196670,360,
    361,327761,6,363,359,1,196670,362,363,393273,6,364,11,360,362,196670,
    333,364,262205,23,365,108,262205,23,366,126,327856,44,367,365,366,196855,
    369,0,262394,367,368,369,131320,368,327745,121,370,120,134,262205,23,371,
    370,262205,23,372,117,327812,23,373,372,124,327808,23,374,371,373,262205,
    23,375,108,327808,23,376,374,375,262205,6,378,333,196670,377,378,393281,
    86,380,82,84,376,262205,6,381,380,196670,379,381,393273,6,382,11,
    377,379,196670,333,382,131321,369,131320,369,262205,6,383,333,131326,383,65592,
    327734,2,33,0,31,196663,7,32,131320,34,327745,121,391,120,390,262205,
    23,392,391,327745,121,394,120,393,262205,23,395,394,327879,23,396,395,
    43,327851,44,397,396,100,262205,6,401,32,393385,6,402,397,400,401,
    393281,86,403,389,84,392,196670,403,402,65789,65592,327734,6,37,0,35,
    196663,7,36,131320,38,262203,24,404,7,262203,24,415,7,262203,24,423,
    7,262203,7,439,7,262203,7,442,7,327745,101,405,113,100,262205,23,
    406,405,196670,404,406,262205,23,410,404,262205,6,411,36,327745,412,413,
    409,410,196670,413,411,262368,124,124,414,196670,415,106,131321,416,131320,416,
    262390,418,419,0,131321,420,131320,420,262205,23,421,415,327852,44,422,421,
    43,262394,422,417,418,131320,417,262205,23,424,415,327808,23,425,424,43,
    327874,23,426,425,134,196670,423,426,262205,23,427,404,262205,23,428,415,
    262205,23,429,423,327810,23,430,428,429,327856,44,431,427,430,196855,433,
    0,262394,431,432,433,131320,432,262205,23,434,404,262205,23,435,404,262205,
    23,436,404,262205,23,437,423,327808,23,438,436,437,327745,412,440,409,
    435,262205,6,441,440,196670,439,441,327745,412,443,409,438,262205,6,444,
    443,196670,442,444,393273,6,445,11,439,442,327745,412,446,409,434,196670,
    446,445,131321,433,131320,433,262205,23,447,423,196670,415,447,262368,124,124,
    414,131321,419,131320,419,131321,416,131320,418,327745,412,448,409,84,262205,6,
    449,448,131326,449,65592,327734,2,40,0,31,196663,7,39,131320,41,262203,
    24,452,7,262203,7,465,7,262203,132,487,7,262203,7,510,7,262203,
    24,512,7,262203,7,524,7,262203,7,526,7,262203,7,532,7,262203,
    7,539,7,327745,101,453,113,100,262205,23,454,453,196670,452,454,327745,
    121,456,120,455,262205,23,457,456,327850,44,458,457,43,196855,460,0,
    262394,458,459,460,131320,459,262205,23,461,452,327850,44,462,461,100,196855,
    464,0,262394,462,463,464,131320,463,262205,6,466,39,196670,465,466,327737,
    2,467,33,465,131321,464,131320,464,65789,131320,460,262205,23,469,452,327850,
    44,470,469,100,196855,472,0,262394,470,471,472,131320,471,327745,121,479,
    120,478,262205,23,480,479,327745,101,481,109,100,262205,23,482,481,327808,
    23,483,480,482,262205,6,484,39,393281,86,485,477,478,483,196670,485,
    484,196833,43,486,327745,488,489,477,84,458986,23,490,489,43,100,43,
    327745,121,491,120,455,262205,23,492,491,327810,23,493,492,43,327850,44,
    494,490,493,196670,487,494,262205,44,495,487,196855,497,0,262394,495,496,
    497,131320,496,196833,43,486,131321,497,131320,497,262205,44,500,487,393385,23,
    501,500,43,100,196670,499,501,131321,472,131320,472,262368,124,124,504,262205,
    23,505,499,327850,44,506,505,100,196855,508,0,262394,506,507,508,131320,
    507,65789,131320,508,262201,6,511,21,196670,510,511,262205,23,513,452,196670,
    512,513,131321,514,131320,514,262390,516,517,0,131321,518,131320,518,262205,23,
    519,512,327745,121,520,120,455,262205,23,521,520,327856,44,522,519,521,
    262394,522,515,516,131320,515,262205,23,523,512,262205,6,525,510,196670,524,
    525,393281,86,527,477,478,523,262205,6,528,527,196670,526,528,393273,6,
    529,11,524,526,196670,510,529,131321,517,131320,517,262205,23,530,512,327808,
    23,531,530,106,196670,512,531,131321,514,131320,516,262205,6,533,510,196670,
    532,533,327737,6,534,37,532,196670,39,534,262205,23,535,452,327850,44,
    536,535,100,196855,538,0,262394,536,537,538,131320,537,262205,6,540,39,
    196670,539,540,327737,2,541,33,539,327745,488,542,477,84,196670,542,100,
    131321,538,131320,538,65789,65592,
};
static const uint32_t vkr__spv_reduce_f64_minmax_native[3692] = {
    119734787,66304,524299,708,0,131089,1,131089,10,131089,11,131089,61,131089,62,131089,
    63,393227,1,1280527431,1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,186,
    190,236,244,248,393232,4,17,1,1,1,262215,79,1,1,262215,186,
    11,40,196679,190,0,262215,190,11,41,196679,191,0,262215,217,6,8,
    262216,218,0,24,327752,218,0,35,0,196679,218,2,262215,220,34,0,
    262215,220,33,0,262215,236,11,24,262215,239,1,0,262215,240,11,25,
    262215,244,11,26,262215,248,11,27,327752,253,0,35,0,327752,253,1,
    35,4,327752,253,2,35,8,327752,253,3,35,12,327752,253,4,35,
    16,327752,253,5,35,20,196679,253,2,262215,302,6,16,262216,303,0,
    24,327752,303,0,35,0,196679,303,2,262215,305,34,0,262215,305,33,
    0,262215,541,6,8,262216,542,0,25,327752,542,0,35,0,196679,542,
    2,262215,544,34,0,262215,544,33,1,262215,571,1,2,262215,634,6,
    4,262215,635,6,8,262216,636,0,23,327752,636,0,35,0,262216,636,
    1,23,327752,636,1,35,4,262216,636,2,23,327752,636,2,35,16,
    196679,636,2,262215,638,34,0,262215,638,33,2,131091,2,196641,3,2,
    262165,6,64,0,262176,7,7,6,327713,8,6,7,7,262167,13,6,
    2,262176,14,7,13,327713,15,13,14,14,196641,20,6,131092,23,262177,
    24,23,7,196630,28,64,262176,29,7,28,262177,30,6,29,262167,34,
    28,2,262176,35,7,34,262177,36,13,35,262177,40,28,7,262165,44,
    32,0,196641,45,44,196641,50,23,262176,53,7,23,262177,54,23,53,
    262177,58,6,7,262176,62,7,44,262177,63,34,62,262177,69,2,7,
    262194,44,79,1,262187,44,80,3,393268,23,81,170,79,80,393268,23,
    95,170,79,80,393268,23,109,170,79,80,327723,6,110,0,4293918720,327723,
    6,111,4294967295,1048575,458804,6,112,169,109,110,111,327723,6,116,4294967295,2147483647,
    327723,6,118,0,2146435072,393268,23,131,170,79,80,327723,6,132,0,0,
    327723,6,133,4294967295,4294967295,458804,6,134,169,131,132,133,262165,138,64,1,
    262165,140,32,1,262187,140,141,63,327723,6,144,0,2147483648,262187,44,151,
    0,262187,44,156,1,327723,6,179,0,2146959360,262176,185,1,44,262203,185,
    186,1,262203,185,190,1,196637,217,28,196638,218,217,262176,219,12,218,
    262203,219,220,12,262187,140,221,0,262176,223,12,28,262167,234,44,3,
    262176,235,1,234,262203,235,236,1,262194,44,239,1,393267,234,240,239,
    156,156,393268,44,241,81,240,0,262203,235,244,1,262203,235,248,1,
    524318,253,44,44,44,44,44,44,262176,254,9,253,262203,254,255,9,
    262176,256,9,44,262187,44,259,2,262187,140,268,1,196637,302,34,196638,
    303,302,262176,304,12,303,262203,304,305,12,262176,310,12,34,262187,44,
    359,4,196637,541,28,196638,542,541,262176,543,12,542,262203,543,544,12,
    262187,140,545,4,262187,140,548,5,262194,44,571,32,393268,44,572,134,
    241,571,262172,573,6,572,262176,574,4,573,262203,574,575,4,262176,578,
    4,6,262187,44,580,264,262187,140,616,3,196650,23,630,262172,634,44,
    80,196637,635,6,327710,636,44,634,635,262176,637,12,636,262203,637,638,
    12,262187,140,639,2,262176,646,12,6,262187,44,648,72,262176,649,12,
    44,262187,44,666,3400,327734,2,4,0,3,131320,5,262203,7,699,7,
    262203,7,701,7,262203,7,702,7,262203,7,705,7,262201,6,700,67,
    196670,699,700,262205,6,703,699,196670,702,703,327737,6,704,74,702,196670,
    701,704,262205,6,706,701,196670,705,706,327737,2,707,77,705,65789,65592,
    327734,6,11,0,8,196663,7,9,196663,7,10,131320,12,262203,7,82,
    7,196855,84,0,262394,81,83,88,131320,83,262205,6,85,9,262205,6,
    86,10,458764,6,87,1,38,85,86,196670,82,87,131321,84,131320,88,
    262205,6,89,9,262205,6,90,10,458764,6,91,1,41,89,90,196670,
    82,91,131321,84,131320,84,262205,6,92,82,131326,92,65592,327734,13,18,
    0,15,196663,14,16,196663,14,17,131320,19,262203,14,96,7,196855,98,
    0,262394,95,97,102,131320,97,262205,13,99,16,262205,13,100,17,458764,
    13,101,1,38,99,100,196670,96,101,131321,98,131320,102,262205,13,103,
    16,262205,13,104,17,458764,13,105,1,41,103,104,196670,96,105,131321,
    98,131320,98,262205,13,106,96,131326,106,65592,327734,6,21,0,20,131320,
    22,131326,112,65592,327734,23,26,0,24,196663,7,25,131320,27,262205,6,
    115,25,327879,6,117,115,116,327852,23,119,117,118,131326,119,65592,327734,
    6,32,0,30,196663,29,31,131320,33,262203,7,122,7,262203,7,125,
    7,262203,7,128,7,262205,28,123,31,262268,6,124,123,196670,122,124,
    262205,6,126,122,196670,125,126,327737,23,127,26,125,196855,130,0,262394,
    127,129,135,131320,129,196670,128,134,131321,130,131320,135,262205,6,136,122,
    262205,6,137,122,262268,138,139,137,327875,138,142,139,141,262268,6,143,
    142,327877,6,145,143,144,327878,6,146,136,145,196670,128,146,131321,130,
    131320,130,262205,6,147,128,131326,147,65592,327734,13,38,0,36,196663,35,
    37,131320,39,262203,29,150,7,262203,29,155,7,327745,29,152,37,151,
    262205,28,153,152,196670,150,153,327737,6,154,32,150,327745,29,157,37,
    156,262205,28,158,157,196670,155,158,327737,6,159,32,155,327760,13,160,
    154,159,131326,160,65592,327734,28,42,0,40,196663,7,41,131320,43,262203,
    7,163,7,262203,7,167,7,262203,7,176,7,262205,6,164,41,327879,
    6,165,164,144,327851,23,166,165,132,196855,169,0,262394,166,168,172,
    131320,168,262205,6,170,41,327878,6,171,170,144,196670,167,171,131321,169,
    131320,172,262205,6,173,41,327878,6,174,173,133,196670,167,174,131321,169,
    131320,169,262205,6,175,167,196670,163,175,262205,6,177,163,196670,176,177,
    327737,23,178,26,176,262205,6,180,163,393385,6,181,178,179,180,262268,
    28,182,181,131326,182,65592,327734,44,46,0,45,131320,47,262205,44,187,
    186,131326,187,65592,327734,44,48,0,45,131320,49,262203,62,192,7,262205,
    44,191,190,196670,192,191,262205,44,193,192,131326,193,65592,327734,23,51,
    0,50,131320,52,262477,23,196,80,131326,196,65592,327734,23,56,0,54,
    196663,53,55,131320,57,262205,23,199,55,328015,23,200,80,199,131326,200,
    65592,327734,6,60,0,58,196663,7,59,131320,61,196855,206,0,459003,79,
    205,3,203,4,204,131320,205,262205,6,213,59,131326,213,131320,203,262205,
    6,207,59,393570,6,208,80,0,207,131326,208,131320,204,262205,6,210,
    59,393573,6,211,80,0,210,131326,211,131320,206,65791,65592,327734,34,65,
    0,63,196663,62,64,131320,66,262205,44,222,64,393281,223,224,220,221,
    222,262205,28,225,224,262205,44,226,64,327808,44,227,226,156,393281,223,
    228,220,221,227,262205,28,229,228,327760,34,230,225,229,131326,230,65592,
    327734,6,67,0,20,131320,68,262203,62,233,7,262203,62,243,7,262203,
    62,252,7,262203,62,261,7,262203,53,267,7,262203,62,273,7,262203,
    14,277,7,262203,14,280,7,262203,14,282,7,262203,14,284,7,262203,
    62,286,7,262203,35,309,7,262203,14,314,7,262203,14,316,7,262203,
    35,323,7,262203,14,327,7,262203,14,329,7,262203,35,337,7,262203,
    14,341,7,262203,14,343,7,262203,35,351,7,262203,14,355,7,262203,
    14,357,7,262203,35,375,7,262203,14,379,7,262203,14,381,7,262203,
    62,403,7,262203,35,405,7,262203,14,407,7,262203,14,409,7,262203,
    62,418,7,262203,35,420,7,262203,14,422,7,262203,14,424,7,262203,
    62,434,7,262203,35,436,7,262203,14,438,7,262203,14,440,7,262203,
    62,450,7,262203,35,452,7,262203,14,454,7,262203,14,456,7,262203,
    62,475,7,262203,35,477,7,262203,14,479,7,262203,14,481,7,262203,
    7,486,7,262203,14,487,7,262203,14,489,7,262203,14,492,7,262203,
    14,494,7,262203,14,497,7,262203,14,498,7,262203,14,500,7,262203,
    14,502,7,262203,14,505,7,262203,14,507,7,262203,14,510,7,262203,
    14,511,7,262203,7,513,7,262203,7,515,7,262203,29,530,7,262203,
    7,534,7,262203,7,536,7,327745,185,237,236,151,262205,44,238,237,
    327812,44,242,238,241,196670,233,242,327745,185,245,244,151,262205,44,246,
    245,327812,44,247,246,241,327745,185,249,248,151,262205,44,250,249,327808,
    44,251,247,250,196670,243,251,327745,256,257,255,221,262205,44,258,257,
    327814,44,260,258,259,196670,252,260,327745,256,262,255,221,262205,44,263,
    262,262205,44,264,252,327812,44,265,264,259,327810,44,266,263,265,196670,
    261,266,327745,256,269,255,268,262205,44,270,269,327817,44,271,270,259,
    327850,23,272,271,151,196670,267,272,327745,256,274,255,268,262205,44,275,
    274,327814,44,276,275,259,196670,273,276,262201,6,278,21,327760,13,279,
    278,278,196670,277,279,262205,13,281,277,196670,280,281,262205,13,283,277,
    196670,282,283,262205,13,285,277,196670,284,285,262205,44,287,243,196670,286,
    287,262205,23,288,267,196855,290,0,262394,288,289,386,131320,289,131321,291,
    131320,291,262390,293,294,0,131321,295,131320,295,262205,44,296,286,262205,44,
    297,233,327812,44,298,80,297,327808,44,299,296,298,262205,44,300,252,
    327856,23,301,299,300,262394,301,292,293,131320,292,262205,44,306,273,262205,
    44,307,286,327808,44,308,306,307,393281,310,311,305,221,308,262205,34,
    312,311,196670,309,312,327737,13,313,38,309,262205,13,315,277,196670,314,
    315,196670,316,313,393273,13,317,18,314,316,196670,277,317,262205,44,318,
    273,262205,44,319,286,327808,44,320,318,319,262205,44,321,233,327808,44,
    322,320,321,393281,310,324,305,221,322,262205,34,325,324,196670,323,325,
    327737,13,326,38,323,262205,13,328,280,196670,327,328,196670,329,326,393273,
    13,330,18,327,329,196670,280,330,262205,44,331,273,262205,44,332,286,
    327808,44,333,331,332,262205,44,334,233,327812,44,335,259,334,327808,44,
    336,333,335,393281,310,338,305,221,336,262205,34,339,338,196670,337,339,
    327737,13,340,38,337,262205,13,342,282,196670,341,342,196670,343,340,393273,
    13,344,18,341,343,196670,282,344,262205,44,345,273,262205,44,346,286,
    327808,44,347,345,346,262205,44,348,233,327812,44,349,80,348,327808,44,
    350,347,349,393281,310,352,305,221,350,262205,34,353,352,196670,351,353,
    327737,13,354,38,351,262205,13,356,284,196670,355,356,196670,357,354,393273,
    13,358,18,355,357,196670,284,358,131321,294,131320,294,262205,44,360,233,
    327812,44,361,359,360,262205,44,362,286,327808,44,363,362,361,196670,286,
    363,131321,291,131320,293,131321,364,131320,364,262390,366,367,0,131321,368,131320,
    368,262205,44,369,286,262205,44,370,252,327856,23,371,369,370,262394,371,
    365,366,131320,365,262205,44,372,273,262205,44,373,286,327808,44,374,372,
    373,393281,310,376,305,221,374,262205,34,377,376,196670,375,377,327737,13,
    378,38,375,262205,13,380,277,196670,379,380,196670,381,378,393273,13,382,
    18,379,381,196670,277,382,131321,367,131320,367,262205,44,383,233,262205,44,
    384,286,327808,44,385,384,383,196670,286,385,131321,364,131320,366,131321,290,
    131320,386,131321,387,131320,387,262390,389,390,0,131321,391,131320,391,262205,44,
    392,286,262205,44,393,233,327812,44,394,80,393,327808,44,395,392,394,
    262205,44,396,252,327856,23,397,395,396,262394,397,388,389,131320,388,327745,
    256,398,255,268,262205,44,399,398,262205,44,400,286,327812,44,401,400,
    259,327808,44,402,399,401,196670,403,402,327737,34,404,65,403,196670,405,
    404,327737,13,406,38,405,262205,13,408,277,196670,407,408,196670,409,406,
    393273,13,410,18,407,409,196670,277,410,327745,256,411,255,268,262205,44,
    412,411,262205,44,413,286,262205,44,414,233,327808,44,415,413,414,327812,
    44,416,415,259,327808,44,417,412,416,196670,418,417,327737,34,419,65,
    418,196670,420,419,327737,13,421,38,420,262205,13,423,280,196670,422,423,
    196670,424,421,393273,13,425,18,422,424,196670,280,425,327745,256,426,255,
    268,262205,44,427,426,262205,44,428,286,262205,44,429,233,327812,44,430,
    259,429,327808,44,431,428,430,327812,44,432,431,259,327808,44,433,427,
    432,196670,434,433,327737,34,435,65,434,196670,436,435,327737,13,437,38,
    436,262205,13,439,282,196670,438,439,196670,440,437,393273,13,441,18,438,
    440,196670,282,441,327745,256,442,255,268,262205,44,443,442,262205,44,444,
    286,262205,44,445,233,327812,44,446,80,445,327808,44,447,444,446,327812,
    44,448,447,259,327808,44,449,443,448,196670,450,449,327737,34,451,65,
    450,196670,452,451,327737,13,453,38,452,262205,13,455,284,196670,454,455,
    196670,456,453,393273,13,457,18,454,456,196670,284,457,131321,390,131320,390,
    262205,44,458,233,327812,44,459,359,458,262205,44,460,286,327808,44,461,
    460,459,196670,286,461,131321,387,131320,389,131321,462,131320,462,262390,464,465,
    0,131321,466,131320,466,262205,44,467,286,262205,44,468,252,327856,23,469,
    467,468,262394,469,463,464,131320,463,327745,256,470,255,268,262205,44,471,
    470,262205,44,472,286,327812,44,473,472,259,327808,44,474,471,473,196670,
    475,474,327737,34,476,65,475,196670,477,476,327737,13,478,38,477,262205,
    13,480,277,196670,479,480,196670,481,478,393273,13,482,18,479,481,196670,
    277,482,131321,465,131320,465,262205,44,483,233,262205,44,484,286,327808,44,
    485,484,483,196670,286,485,131321,462,131320,464,131321,290,131320,290,262205,13,
    488,277,196670,487,488,262205,13,490,280,196670,489,490,393273,13,491,18,
    487,489,262205,13,493,282,196670,492,493,262205,13,495,284,196670,494,495,
    393273,13,496,18,492,494,196670,497,491,196670,498,496,393273,13,499,18,
    497,498,262205,13,501,277,196670,500,501,262205,13,503,280,196670,502,503,
    393273,13,504,18,500,502,262205,13,506,282,196670,505,506,262205,13,508,
    284,196670,507,508,393273,13,509,18,505,507,196670,510,504,196670,511,509,
    393273,13,512,18,510,511,327761,6,514,499,0,196670,513,514,327761,6,
    516,512,1,196670,515,516,393273,6,517,11,513,515,196670,486,517,262205,
    44,518,243,262205,44,519,261,327856,23,520,518,519,196855,522,0,262394,
    520,521,522,131320,521,327745,256,523,255,268,262205,44,524,523,262205,44,
    525,252,327812,44,526,525,259,327808,44,527,524,526,262205,44,528,243,
    327808,44,529,527,528,393281,223,531,220,221,529,262205,28,532,531,196670,
    530,532,327737,6,533,32,530,262205,6,535,486,196670,534,535,196670,536,
    533,393273,6,537,11,534,536,196670,486,537,131321,522,131320,522,262205,6,
    538,486,131326,538,65592,327734,2,71,0,69,196663,7,70,131320,72,262203,
    29,553,7,262203,7,557,7,262203,7,560,7,327745,256,546,255,545,
    262205,44,547,546,327745,256,549,255,548,262205,44,550,549,327879,44,551,
    550,156,327851,23,552,551,151,196855,555,0,262394,552,554,559,131320,554,
    262201,6,556,21,196670,557,556,327737,28,558,42,557,196670,553,558,131321,
    555,131320,559,262205,6,561,70,196670,560,561,327737,28,562,42,560,196670,
    553,562,131321,555,131320,555,262205,28,563,553,393281,223,564,544,221,547,
    196670,564,563,65789,65592,327734,6,74,0,58,196663,7,73,131320,75,262203,
    7,565,7,262203,7,581,7,262203,62,587,7,262203,7,597,7,262203,
    7,599,7,262203,7,605,7,262205,6,566,73,196670,565,566,327737,6,
    567,60,565,196670,73,567,262201,23,568,51,196855,570,0,262394,568,569,
    570,131320,569,262201,44,576,46,262205,6,577,73,327745,578,579,575,576,
    196670,579,577,131321,570,131320,570,262368,259,259,580,262201,6,582,21,196670,
    581,582,262201,44,583,46,327850,23,584,583,151,196855,586,0,262394,584,
    585,586,131320,585,262201,44,588,48,196670,587,588,131321,589,131320,589,262390,
    591,592,0,131321,593,131320,593,262205,44,594,587,327856,23,595,594,572,
    262394,595,590,591,131320,590,262205,44,596,587,262205,6,598,581,196670,597,
    598,327745,578,600,575,596,262205,6,601,600,196670,599,601,393273,6,602,
    11,597,599,196670,581,602,131321,592,131320,592,262205,44,603,587,327808,44,
    604,603,571,196670,587,604,131321,589,131320,591,262205,6,606,581,196670,605,
    606,327737,6,607,60,605,196670,581,607,131321,586,131320,586,262205,6,608,
    581,131326,608,65592,327734,2,77,0,69,196663,7,76,131320,78,262203,7,
    625,7,262203,53,629,7,262203,53,659,7,262203,7,667,7,262203,62,
    669,7,262203,7,681,7,262203,7,683,7,262203,7,689,7,262203,7,
    695,7,262201,44,611,46,327851,23,612,611,151,196855,614,0,262394,612,
    613,614,131320,613,65789,131320,614,327745,256,617,255,616,262205,44,618,617,
    327850,23,619,618,156,196855,621,0,262394,619,620,621,131320,620,262201,23,
    622,51,196855,624,0,262394,622,623,624,131320,623,262205,6,626,76,196670,
    625,626,327737,2,627,71,625,131321,624,131320,624,65789,131320,621,196670,629,
    630,262201,23,631,51,196855,633,0,262394,631,632,633,131320,632,327745,256,
    640,255,639,262205,44,641,640,327745,185,642,244,151,262205,44,643,642,
    327808,44,644,641,643,262205,6,645,76,393281,646,647,638,639,644,196670,
    647,645,196833,156,648,327745,649,650,638,221,458986,44,651,650,156,151,
    156,327745,256,652,255,616,262205,44,653,652,327810,44,654,653,156,327850,
    23,655,651,654,196670,629,655,262205,23,656,629,196855,658,0,262394,656,
    657,658,131320,657,196833,156,648,131321,658,131320,658,131321,633,131320,633,262205,
    23,660,629,196670,659,660,327737,23,661,56,659,262312,23,662,661,196855,
    664,0,262394,662,663,664,131320,663,65789,131320,664,262368,80,80,666,262201,
    6,668,21,196670,667,668,262201,44,670,48,196670,669,670,131321,671,131320,
    671,262390,673,674,0,131321,675,131320,675,262205,44,676,669,327745,256,677,
    255,616,262205,44,678,677,327856,23,679,676,678,262394,679,672,673,131320,
    672,262205,44,680,669,262205,6,682,667,196670,681,682,393281,646,684,638,
    639,680,262205,6,685,684,196670,683,685,393273,6,686,11,681,683,196670,
    667,686,131321,674,131320,674,262205,44,687,669,327808,44,688,687,571,196670,
    669,688,131321,671,131320,673,262205,6,690,667,196670,689,690,327737,6,691,
    60,689,196670,76,691,262201,23,692,51,196855,694,0,262394,692,693,694,
    131320,693,262205,6,696,76,196670,695,696,327737,2,697,71,695,327745,649,
    698,638,221,196670,698,151,131321,694,131320,694,65789,65592,
};
static const uint32_t vkr__spv_reduce_f64_minmax_shuffle[4026] = {
    119734787,66304,524299,775,0,131089,1,131089,10,131089,11,131089,61,131089,65,393227,
    1,1280527431,1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,209,213,305,
    313,317,393232,4,17,1,1,1,262215,94,1,1,262215,209,11,40,
    196679,213,0,262215,213,11,41,196679,214,0,196679,236,0,262215,250,1,
    2,262215,286,6,8,262216,287,0,24,327752,287,0,35,0,196679,287,
    2,262215,289,34,0,262215,289,33,0,262215,305,11,24,262215,308,1,
    0,262215,309,11,25,262215,313,11,26,262215,317,11,27,327752,322,0,
    35,0,327752,322,1,35,4,327752,322,2,35,8,327752,322,3,35,
    12,327752,322,4,35,16,327752,322,5,35,20,196679,322,2,262215,371,
    6,16,262216,372,0,24,327752,372,0,35,0,196679,372,2,262215,374,
    34,0,262215,374,33,0,262215,610,6,8,262216,611,0,25,327752,611,
    0,35,0,196679,611,2,262215,613,34,0,262215,613,33,1,262215,702,
    6,4,262215,703,6,8,262216,704,0,23,327752,704,0,35,0,262216,
    704,1,23,327752,704,1,35,4,262216,704,2,23,327752,704,2,35,
    16,196679,704,2,262215,706,34,0,262215,706,33,2,131091,2,196641,3,
    2,262165,6,64,0,262176,7,7,6,327713,8,6,7,7,262167,13,
    6,2,262176,14,7,13,327713,15,13,14,14,196641,20,6,131092,23,
    262177,24,23,7,196630,28,64,262176,29,7,28,262177,30,6,29,262167,
    34,28,2,262176,35,7,34,262177,36,13,35,262177,40,28,7,262165,
    44,32,0,262167,45,44,2,262177,46,45,7,262176,50,7,45,262177,
    51,6,50,196641,55,44,262176,60,7,44,327713,61,6,7,60,196641,
    66,23,262176,69,7,23,262177,70,23,69,262177,74,6,7,262177,78,
    34,60,262177,84,2,7,262194,44,94,1,262187,44,95,3,393268,23,
    96,170,94,95,393268,23,110,170,94,95,393268,23,124,170,94,95,
    327723,6,125,0,4293918720,327723,6,126,4294967295,1048575,458804,6,127,169,124,125,
    126,327723,6,131,4294967295,2147483647,327723,6,133,0,2146435072,393268,23,146,170,94,
    95,327723,6,147,0,0,327723,6,148,4294967295,4294967295,458804,6,149,169,146,
    147,148,262165,153,64,1,262165,155,32,1,262187,155,156,63,327723,6,
    159,0,2147483648,262187,44,166,0,262187,44,171,1,327723,6,194,0,2146959360,
    262176,208,1,44,262203,208,209,1,262203,208,213,1,262194,44,250,32,
    262187,44,252,3400,196637,286,28,196638,287,286,262176,288,12,287,262203,288,
    289,12,262187,155,290,0,262176,292,12,28,262167,303,44,3,262176,304,
    1,303,262203,304,305,1,262194,44,308,1,393267,303,309,308,171,171,
    393268,44,310,81,309,0,262203,304,313,1,262203,304,317,1,524318,322,
    44,44,44,44,44,44,262176,323,9,322,262203,323,324,9,262176,325,
    9,44,262187,44,328,2,262187,155,337,1,196637,371,34,196638,372,371,
    262176,373,12,372,262203,373,374,12,262176,379,12,34,262187,44,428,4,
    196637,610,28,196638,611,610,262176,612,12,611,262203,612,613,12,262187,155,
    614,4,262187,155,617,5,393268,44,640,134,310,250,262172,641,6,640,
    262176,642,4,641,262203,642,643,4,262176,646,4,6,262187,44,648,264,
    262187,155,684,3,196650,23,698,262172,702,44,95,196637,703,6,327710,704,
    44,702,703,262176,705,12,704,262203,705,706,12,262187,155,707,2,262176,
    714,12,6,262187,44,716,72,262176,717,12,44,327734,2,4,0,3,
    131320,5,262203,7,766,7,262203,7,768,7,262203,7,769,7,262203,7,
    772,7,262201,6,767,82,196670,766,767,262205,6,770,766,196670,769,770,
    327737,6,771,89,769,196670,768,771,262205,6,773,768,196670,772,773,327737,
    2,774,92,772,65789,65592,327734,6,11,0,8,196663,7,9,196663,7,
    10,131320,12,262203,7,97,7,196855,99,0,262394,96,98,103,131320,98,
    262205,6,100,9,262205,6,101,10,458764,6,102,1,38,100,101,196670,
    97,102,131321,99,131320,103,262205,6,104,9,262205,6,105,10,458764,6,
    106,1,41,104,105,196670,97,106,131321,99,131320,99,262205,6,107,97,
    131326,107,65592,327734,13,18,0,15,196663,14,16,196663,14,17,131320,19,
    262203,14,111,7,196855,113,0,262394,110,112,117,131320,112,262205,13,114,
    16,262205,13,115,17,458764,13,116,1,38,114,115,196670,111,116,131321,
    113,131320,117,262205,13,118,16,262205,13,119,17,458764,13,120,1,41,
    118,119,196670,111,120,131321,113,131320,113,262205,13,121,111,131326,121,65592,
    327734,6,21,0,20,131320,22,131326,127,65592,327734,23,26,0,24,196663,
    7,25,131320,27,262205,6,130,25,327879,6,132,130,131,327852,23,134,
    132,133,131326,134,65592,327734,6,32,0,30,196663,29,31,131320,33,262203,
    7,137,7,262203,7,140,7,262203,7,143,7,262205,28,138,31,262268,
    6,139,138,196670,137,139,262205,6,141,137,196670,140,141,327737,23,142,
    26,140,196855,145,0,262394,142,144,150,131320,144,196670,143,149,131321,145,
    131320,150,262205,6,151,137,262205,6,152,137,262268,153,154,152,327875,153,
    157,154,156,262268,6,158,157,327877,6,160,158,159,327878,6,161,151,
    160,196670,143,161,131321,145,131320,145,262205,6,162,143,131326,162,65592,327734,
    13,38,0,36,196663,35,37,131320,39,262203,29,165,7,262203,29,170,
    7,327745,29,167,37,166,262205,28,168,167,196670,165,168,327737,6,169,
    32,165,327745,29,172,37,171,262205,28,173,172,196670,170,173,327737,6,
    174,32,170,327760,13,175,169,174,131326,175,65592,327734,28,42,0,40,
    196663,7,41,131320,43,262203,7,178,7,262203,7,182,7,262203,7,191,
    7,262205,6,179,41,327879,6,180,179,159,327851,23,181,180,147,196855,
    184,0,262394,181,183,187,131320,183,262205,6,185,41,327878,6,186,185,
    159,196670,182,186,131321,184,131320,187,262205,6,188,41,327878,6,189,188,
    148,196670,182,189,131321,184,131320,184,262205,6,190,182,196670,178,190,262205,
    6,192,178,196670,191,192,327737,23,193,26,191,262205,6,195,178,393385,
    6,196,193,194,195,262268,28,197,196,131326,197,65592,327734,45,48,0,
    46,196663,7,47,131320,49,262205,6,200,47,262268,45,201,200,131326,201,
    65592,327734,6,53,0,51,196663,50,52,131320,54,262205,45,204,52,262268,
    6,205,204,131326,205,65592,327734,44,56,0,55,131320,57,262205,44,210,
    209,131326,210,65592,327734,44,58,0,55,131320,59,262203,60,215,7,262205,
    44,214,213,196670,215,214,262205,44,216,215,131326,216,65592,327734,6,64,
    0,61,196663,7,62,196663,60,63,131320,65,262203,50,219,7,262203,7,
    220,7,262203,50,232,7,262205,6,221,62,196670,220,221,327737,45,222,
    48,220,196670,219,222,327745,60,223,219,166,262205,44,224,223,262205,44,
    225,63,393562,44,226,95,224,225,327745,60,227,219,171,262205,44,228,
    227,262205,44,229,63,393562,44,230,95,228,229,327760,45,231,226,230,
    196670,232,231,327737,6,233,53,232,131326,233,65592,327734,23,67,0,66,
    131320,68,262205,44,236,213,327850,23,237,236,166,131326,237,65592,327734,23,
    72,0,70,196663,69,71,131320,73,262203,60,240,7,262203,60,243,7,
    262205,23,241,71,393385,44,242,241,171,166,196670,240,242,196670,243,171,
    131321,244,131320,244,262390,246,247,0,131321,248,131320,248,262205,44,249,243,
    327856,23,251,249,250,262394,251,245,246,131320,245,262368,95,95,252,262205,
    44,253,240,262205,44,254,243,393562,44,255,95,253,254,262205,44,256,
    240,327877,44,257,256,255,196670,240,257,131321,247,131320,247,262205,44,258,
    243,327876,44,259,258,171,196670,243,259,131321,244,131320,246,262205,44,260,
    240,327851,23,261,260,166,131326,261,65592,327734,6,76,0,74,196663,7,
    75,131320,77,262203,60,264,7,262203,7,272,7,262203,60,274,7,262203,
    7,277,7,262203,7,279,7,196670,264,171,131321,265,131320,265,262390,267,
    268,0,131321,269,131320,269,262205,44,270,264,327856,23,271,270,250,262394,
    271,266,267,131320,266,262368,95,95,252,262205,6,273,75,196670,272,273,
    262205,44,275,264,196670,274,275,393273,6,276,64,272,274,262205,6,278,
    75,196670,277,278,196670,279,276,393273,6,280,11,277,279,196670,75,280,
    131321,268,131320,268,262205,44,281,264,327876,44,282,281,171,196670,264,282,
    131321,265,131320,267,262205,6,283,75,131326,283,65592,327734,34,80,0,78,
    196663,60,79,131320,81,262205,44,291,79,393281,292,293,289,290,291,262205,
    28,294,293,262205,44,295,79,327808,44,296,295,171,393281,292,297,289,
    290,296,262205,28,298,297,327760,34,299,294,298,131326,299,65592,327734,6,
    82,0,20,131320,83,262203,60,302,7,262203,60,312,7,262203,60,321,
    7,262203,60,330,7,262203,69,336,7,262203,60,342,7,262203,14,346,
    7,262203,14,349,7,262203,14,351,7,262203,14,353,7,262203,60,355,
    7,262203,35,378,7,262203,14,383,7,262203,14,385,7,262203,35,392,
    7,262203,14,396,7,262203,14,398,7,262203,35,406,7,262203,14,410,
    7,262203,14,412,7,262203,35,420,7,262203,14,424,7,262203,14,426,
    7,262203,35,444,7,262203,14,448,7,262203,14,450,7,262203,60,472,
    7,262203,35,474,7,262203,14,476,7,262203,14,478,7,262203,60,487,
    7,262203,35,489,7,262203,14,491,7,262203,14,493,7,262203,60,503,
    7,262203,35,505,7,262203,14,507,7,262203,14,509,7,262203,60,519,
    7,262203,35,521,7,262203,14,523,7,262203,14,525,7,262203,60,544,
    7,262203,35,546,7,262203,14,548,7,262203,14,550,7,262203,7,555,
    7,262203,14,556,7,262203,14,558,7,262203,14,561,7,262203,14,563,
    7,262203,14,566,7,262203,14,567,7,262203,14,569,7,262203,14,571,
    7,262203,14,574,7,262203,14,576,7,262203,14,579,7,262203,14,580,
    7,262203,7,582,7,262203,7,584,7,262203,29,599,7,262203,7,603,
    7,262203,7,605,7,327745,208,306,305,166,262205,44,307,306,327812,44,
    311,307,310,196670,302,311,327745,208,314,313,166,262205,44,315,314,327812,
    44,316,315,310,327745,208,318,317,166,262205,44,319,318,327808,44,320,
    316,319,196670,312,320,327745,325,326,324,290,262205,44,327,326,327814,44,
    329,327,328,196670,321,329,327745,325,331,324,290,262205,44,332,331,262205,
    44,333,321,327812,44,334,333,328,327810,44,335,332,334,196670,330,335,
    327745,325,338,324,337,262205,44,339,338,327817,44,340,339,328,327850,23,
    341,340,166,196670,336,341,327745,325,343,324,337,262205,44,344,343,327814,
    44,345,344,328,196670,342,345,262201,6,347,21,327760,13,348,347,347,
    196670,346,348,262205,13,350,346,196670,349,350,262205,13,352,346,196670,351,
    352,262205,13,354,346,196670,353,354,262205,44,356,312,196670,355,356,262205,
    23,357,336,196855,359,0,262394,357,358,455,131320,358,131321,360,131320,360,
    262390,362,363,0,131321,364,131320,364,262205,44,365,355,262205,44,366,302,
    327812,44,367,95,366,327808,44,368,365,367,262205,44,369,321,327856,23,
    370,368,369,262394,370,361,362,131320,361,262205,44,375,342,262205,44,376,
    355,327808,44,377,375,376,393281,379,380,374,290,377,262205,34,381,380,
    196670,378,381,327737,13,382,38,378,262205,13,384,346,196670,383,384,196670,
    385,382,393273,13,386,18,383,385,196670,346,386,262205,44,387,342,262205,
    44,388,355,327808,44,389,387,388,262205,44,390,302,327808,44,391,389,
    390,393281,379,393,374,290,391,262205,34,394,393,196670,392,394,327737,13,
    395,38,392,262205,13,397,349,196670,396,397,196670,398,395,393273,13,399,
    18,396,398,196670,349,399,262205,44,400,342,262205,44,401,355,327808,44,
    402,400,401,262205,44,403,302,327812,44,404,328,403,327808,44,405,402,
    404,393281,379,407,374,290,405,262205,34,408,407,196670,406,408,327737,13,
    409,38,406,262205,13,411,351,196670,410,411,196670,412,409,393273,13,413,
    18,410,412,196670,351,413,262205,44,414,342,262205,44,415,355,327808,44,
    416,414,415,262205,44,417,302,327812,44,418,95,417,327808,44,419,416,
    418,393281,379,421,374,290,419,262205,34,422,421,196670,420,422,327737,13,
    423,38,420,262205,13,425,353,196670,424,425,196670,426,423,393273,13,427,
    18,424,426,196670,353,427,131321,363,131320,363,262205,44,429,302,327812,44,
    430,428,429,262205,44,431,355,327808,44,432,431,430,196670,355,432,131321,
    360,131320,362,131321,433,131320,433,262390,435,436,0,131321,437,131320,437,262205,
    44,438,355,262205,44,439,321,327856,23,440,438,439,262394,440,434,435,
    131320,434,262205,44,441,342,262205,44,442,355,327808,44,443,441,442,393281,
    379,445,374,290,443,262205,34,446,445,196670,444,446,327737,13,447,38,
    444,262205,13,449,346,196670,448,449,196670,450,447,393273,13,451,18,448,
    450,196670,346,451,131321,436,131320,436,262205,44,452,302,262205,44,453,355,
    327808,44,454,453,452,196670,355,454,131321,433,131320,435,131321,359,131320,455,
    131321,456,131320,456,262390,458,459,0,131321,460,131320,460,262205,44,461,355,
    262205,44,462,302,327812,44,463,95,462,327808,44,464,461,463,262205,44,
    465,321,327856,23,466,464,465,262394,466,457,458,131320,457,327745,325,467,
    324,337,262205,44,468,467,262205,44,469,355,327812,44,470,469,328,327808,
    44,471,468,470,196670,472,471,327737,34,473,80,472,196670,474,473,327737,
    13,475,38,474,262205,13,477,346,196670,476,477,196670,478,475,393273,13,
    479,18,476,478,196670,346,479,327745,325,480,324,337,262205,44,481,480,
    262205,44,482,355,262205,44,483,302,327808,44,484,482,483,327812,44,485,
    484,328,327808,44,486,481,485,196670,487,486,327737,34,488,80,487,196670,
    489,488,327737,13,490,38,489,262205,13,492,349,196670,491,492,196670,493,
    490,393273,13,494,18,491,493,196670,349,494,327745,325,495,324,337,262205,
    44,496,495,262205,44,497,355,262205,44,498,302,327812,44,499,328,498,
    327808,44,500,497,499,327812,44,501,500,328,327808,44,502,496,501,196670,
    503,502,327737,34,504,80,503,196670,505,504,327737,13,506,38,505,262205,
    13,508,351,196670,507,508,196670,509,506,393273,13,510,18,507,509,196670,
    351,510,327745,325,511,324,337,262205,44,512,511,262205,44,513,355,262205,
    44,514,302,327812,44,515,95,514,327808,44,516,513,515,327812,44,517,
    516,328,327808,44,518,512,517,196670,519,518,327737,34,520,80,519,196670,
    521,520,327737,13,522,38,521,262205,13,524,353,196670,523,524,196670,525,
    522,393273,13,526,18,523,525,196670,353,526,131321,459,131320,459,262205,44,
    527,302,327812,44,528,428,527,262205,44,529,355,327808,44,530,529,528,
    196670,355,530,131321,456,131320,458,131321,531,131320,531,262390,533,534,0,131321,
    535,131320,535,262205,44,536,355,262205,44,537,321,327856,23,538,536,537,
    262394,538,532,533,131320,532,327745,325,539,324,337,262205,44,540,539,262205,
    44,541,355,327812,44,542,541,328,327808,44,543,540,542,196670,544,543,
    327737,34,545,80,544,196670,546,545,327737,13,547,38,546,262205,13,549,
    346,196670,548,549,196670,550,547,393273,13,551,18,548,550,196670,346,551,
    131321,534,131320,534,262205,44,552,302,262205,44,553,355,327808,44,554,553,
    552,196670,355,554,131321,531,131320,533,131321,359,131320,359,262205,13,557,346,
    196670,556,557,262205,13,559,349,196670,558,559,393273,13,560,18,556,558,
    262205,13,562,351,196670,561,562,262205,13,564,353,196670,563,564,393273,13,
    565,18,561,563,196670,566,560,196670,567,565,393273,13,568,18,566,567,
    262205,13,570,346,196670,569,570,262205,13,572,349,196670,571,572,393273,13,
    573,18,569,571,262205,13,575,351,196670,574,575,262205,13,577,353,196670,
    576,577,393273,13,578,18,574,576,196670,579,573,196670,580,578,393273,13,
    581,18,579,580,327761,6,583,568,0,196670,582,583,327761,6,585,581,
    1,196670,584,585,393273,6,586,11,582,584,196670,555,586,262205,44,587,
    312,262205,44,588,330,327856,23,589,587,588,196855,591,0,262394,589,590,
    591,131320,590,327745,325,592,324,337,262205,44,593,592,262205,44,594,321,
    327812,44,595,594,328,327808,44,596,593,595,262205,44,597,312,327808,44,
    598,596,597,393281,292,600,289,290,598,262205,28,601,600,196670,599,601,
    327737,6,602,32,599,262205,6,604,555,196670,603,604,196670,605,602,393273,
    6,606,11,603,605,196670,555,606,131321,591,131320,591,262205,6,607,555,
    131326,607,65592,327734,2,86,0,84,196663,7,85,131320,87,262203,29,622,
    7,262203,7,626,7,262203,7,629,7,327745,325,615,324,614,262205,44,
    616,615,327745,325,618,324,617,262205,44,619,618,327879,44,620,619,171,
    327851,23,621,620,166,196855,624,0,262394,621,623,628,131320,623,262201,6,
    625,21,196670,626,625,327737,28,627,42,626,196670,622,627,131321,624,131320,
    628,262205,6,630,85,196670,629,630,327737,28,631,42,629,196670,622,631,
    131321,624,131320,624,262205,28,632,622,393281,292,633,613,290,616,196670,633,
    632,65789,65592,327734,6,89,0,74,196663,7,88,131320,90,262203,7,634,
    7,262203,7,649,7,262203,60,655,7,262203,7,665,7,262203,7,667,
    7,262203,7,673,7,262205,6,635,88,196670,634,635,327737,6,636,76,
    634,196670,88,636,262201,23,637,67,196855,639,0,262394,637,638,639,131320,
    638,262201,44,644,56,262205,6,645,88,327745,646,647,643,644,196670,647,
    645,131321,639,131320,639,262368,328,328,648,262201,6,650,21,196670,649,650,
    262201,44,651,56,327850,23,652,651,166,196855,654,0,262394,652,653,654,
    131320,653,262201,44,656,58,196670,655,656,131321,657,131320,657,262390,659,660,
    0,131321,661,131320,661,262205,44,662,655,327856,23,663,662,640,262394,663,
    658,659,131320,658,262205,44,664,655,262205,6,666,649,196670,665,666,327745,
    646,668,643,664,262205,6,669,668,196670,667,669,393273,6,670,11,665,
    667,196670,649,670,131321,660,131320,660,262205,44,671,655,327808,44,672,671,
    250,196670,655,672,131321,657,131320,659,262205,6,674,649,196670,673,674,327737,
    6,675,76,673,196670,649,675,131321,654,131320,654,262205,6,676,649,131326,
    676,65592,327734,2,92,0,84,196663,7,91,131320,93,262203,7,693,7,
    262203,69,697,7,262203,69,727,7,262203,7,734,7,262203,60,736,7,
    262203,7,748,7,262203,7,750,7,262203,7,756,7,262203,7,762,7,
    262201,44,679,56,327851,23,680,679,166,196855,682,0,262394,680,681,682,
    131320,681,65789,131320,682,327745,325,685,324,684,262205,44,686,685,327850,23,
    687,686,171,196855,689,0,262394,687,688,689,131320,688,262201,23,690,67,
    196855,692,0,262394,690,691,692,131320,691,262205,6,694,91,196670,693,694,
    327737,2,695,86,693,131321,692,131320,692,65789,131320,689,196670,697,698,262201,
    23,699,67,196855,701,0,262394,699,700,701,131320,700,327745,325,708,324,
    707,262205,44,709,708,327745,208,710,313,166,262205,44,711,710,327808,44,
    712,709,711,262205,6,713,91,393281,714,715,706,707,712,196670,715,713,
    196833,171,716,327745,717,718,706,290,458986,44,719,718,171,166,171,327745,
    325,720,324,684,262205,44,721,720,327810,44,722,721,171,327850,23,723,
    719,722,196670,697,723,262205,23,724,697,196855,726,0,262394,724,725,726,
    131320,725,196833,171,716,131321,726,131320,726,131321,701,131320,701,262205,23,728,
    697,196670,727,728,327737,23,729,72,727,262312,23,730,729,196855,732,0,
    262394,730,731,732,131320,731,65789,131320,732,262368,95,95,252,262201,6,735,
    21,196670,734,735,262201,44,737,58,196670,736,737,131321,738,131320,738,262390,
    740,741,0,131321,742,131320,742,262205,44,743,736,327745,325,744,324,684,
    262205,44,745,744,327856,23,746,743,745,262394,746,739,740,131320,739,262205,
    44,747,736,262205,6,749,734,196670,748,749,393281,714,751,706,707,747,
    262205,6,752,751,196670,750,752,393273,6,753,11,748,750,196670,734,753,
    131321,741,131320,741,262205,44,754,736,327808,44,755,754,250,196670,736,755,
    131321,738,131320,740,262205,6,757,734,196670,756,757,327737,6,758,76,756,
    196670,91,758,262201,23,759,67,196855,761,0,262394,759,760,761,131320,760,
    262205,6,763,91,196670,762,763,327737,2,764,86,762,327745,717,765,706,
    290,196670,765,166,131321,761,131320,761,65789,65592,
};
static const uint32_t vkr__spv_reduce_f64_minmax_shared[3536] = {
    119734787,66304,524299,668,0,131089,1,131089,10,131089,11,393227,1,1280527431,1685353262,808793134,
    0,196622,0,1,524303,5,4,1852399981,0,188,197,201,393232,4,17,1,
    1,1,262215,63,1,1,262215,169,6,8,262216,170,0,24,327752,170,
    0,35,0,196679,170,2,262215,172,34,0,262215,172,33,0,262215,188,
    11,24,262215,192,1,0,262215,193,11,25,262215,197,11,26,262215,201,
    11,27,327752,206,0,35,0,327752,206,1,35,4,327752,206,2,35,
    8,327752,206,3,35,12,327752,206,4,35,16,327752,206,5,35,20,
    196679,206,2,262215,256,6,16,262216,257,0,24,327752,257,0,35,0,
    196679,257,2,262215,259,34,0,262215,259,33,0,262215,495,6,8,262216,
    496,0,25,327752,496,0,35,0,196679,496,2,262215,498,34,0,262215,
    498,33,1,262215,588,6,4,262215,589,6,8,262216,590,0,23,327752,
    590,0,35,0,262216,590,1,23,327752,590,1,35,4,262216,590,2,
    23,327752,590,2,35,16,196679,590,2,262215,592,34,0,262215,592,33,
    2,131091,2,196641,3,2,262165,6,64,0,262176,7,7,6,327713,8,
    6,7,7,262167,13,6,2,262176,14,7,13,327713,15,13,14,14,
    196641,20,6,131092,23,262177,24,23,7,196630,28,64,262176,29,7,28,
    262177,30,6,29,262167,34,28,2,262176,35,7,34,262177,36,13,35,
    262177,40,28,7,262165,44,32,0,262176,45,7,44,262177,46,34,45,
    262177,52,2,7,262177,56,6,7,262194,44,63,1,262187,44,64,3,
    393268,23,65,170,63,64,393268,23,79,170,63,64,393268,23,93,170,
    63,64,327723,6,94,0,4293918720,327723,6,95,4294967295,1048575,458804,6,96,169,
    93,94,95,327723,6,100,4294967295,2147483647,327723,6,102,0,2146435072,393268,23,115,
    170,63,64,327723,6,116,0,0,327723,6,117,4294967295,4294967295,458804,6,118,
    169,115,116,117,262165,122,64,1,262165,124,32,1,262187,124,125,63,
    327723,6,128,0,2147483648,262187,44,135,0,262187,44,140,1,327723,6,163,
    0,2146959360,196637,169,28,196638,170,169,262176,171,12,170,262203,171,172,12,
    262187,124,173,0,262176,175,12,28,262167,186,44,3,262176,187,1,186,
    262203,187,188,1,262176,189,1,44,262194,44,192,1,393267,186,193,192,
    140,140,393268,44,194,81,193,0,262203,187,197,1,262203,187,201,1,
    524318,206,44,44,44,44,44,44,262176,207,9,206,262203,207,208,9,
    262176,209,9,44,262187,44,212,2,262176,220,7,23,262187,124,222,1,
    196637,256,34,196638,257,256,262176,258,12,257,262203,258,259,12,262176,264,
    12,34,262187,44,313,4,196637,495,28,196638,496,495,262176,497,12,496,
    262203,497,498,12,262187,124,499,4,262187,124,502,5,262172,522,6,194,
    262176,523,4,522,262203,523,524,4,262176,527,4,6,262187,44,529,264,
    262187,124,570,3,262172,588,44,64,196637,589,6,327710,590,44,588,589,
    262176,591,12,590,262203,591,592,12,262187,124,593,2,262176,600,12,6,
    262187,44,602,72,262176,604,12,44,262176,614,4,44,262203,614,615,4,
    262187,124,618,320,262187,124,619,8,262187,44,620,328,327734,2,4,0,
    3,131320,5,262203,7,659,7,262203,7,661,7,262203,7,662,7,262203,
    7,665,7,262201,6,660,50,196670,659,660,262205,6,663,659,196670,662,
    663,327737,6,664,58,662,196670,661,664,262205,6,666,661,196670,665,666,
    327737,2,667,61,665,65789,65592,327734,6,11,0,8,196663,7,9,196663,
    7,10,131320,12,262203,7,66,7,196855,68,0,262394,65,67,72,131320,
    67,262205,6,69,9,262205,6,70,10,458764,6,71,1,38,69,70,
    196670,66,71,131321,68,131320,72,262205,6,73,9,262205,6,74,10,458764,
    6,75,1,41,73,74,196670,66,75,131321,68,131320,68,262205,6,76,
    66,131326,76,65592,327734,13,18,0,15,196663,14,16,196663,14,17,131320,
    19,262203,14,80,7,196855,82,0,262394,79,81,86,131320,81,262205,13,
    83,16,262205,13,84,17,458764,13,85,1,38,83,84,196670,80,85,
    131321,82,131320,86,262205,13,87,16,262205,13,88,17,458764,13,89,1,
    41,87,88,196670,80,89,131321,82,131320,82,262205,13,90,80,131326,90,
    65592,327734,6,21,0,20,131320,22,131326,96,65592,327734,23,26,0,24,
    196663,7,25,131320,27,262205,6,99,25,327879,6,101,99,100,327852,23,
    103,101,102,131326,103,65592,327734,6,32,0,30,196663,29,31,131320,33,
    262203,7,106,7,262203,7,109,7,262203,7,112,7,262205,28,107,31,
    262268,6,108,107,196670,106,108,262205,6,110,106,196670,109,110,327737,23,
    111,26,109,196855,114,0,262394,111,113,119,131320,113,196670,112,118,131321,
    114,131320,119,262205,6,120,106,262205,6,121,106,262268,122,123,121,327875,
    122,126,123,125,262268,6,127,126,327877,6,129,127,128,327878,6,130,
    120,129,196670,112,130,131321,114,131320,114,262205,6,131,112,131326,131,65592,
    327734,13,38,0,36,196663,35,37,131320,39,262203,29,134,7,262203,29,
    139,7,327745,29,136,37,135,262205,28,137,136,196670,134,137,327737,6,
    138,32,134,327745,29,141,37,140,262205,28,142,141,196670,139,142,327737,
    6,143,32,139,327760,13,144,138,143,131326,144,65592,327734,28,42,0,
    40,196663,7,41,131320,43,262203,7,147,7,262203,7,151,7,262203,7,
    160,7,262205,6,148,41,327879,6,149,148,128,327851,23,150,149,116,
    196855,153,0,262394,150,152,156,131320,152,262205,6,154,41,327878,6,155,
    154,128,196670,151,155,131321,153,131320,156,262205,6,157,41,327878,6,158,
    157,117,196670,151,158,131321,153,131320,153,262205,6,159,151,196670,147,159,
    262205,6,161,147,196670,160,161,327737,23,162,26,160,262205,6,164,147,
    393385,6,165,162,163,164,262268,28,166,165,131326,166,65592,327734,34,48,
    0,46,196663,45,47,131320,49,262205,44,174,47,393281,175,176,172,173,
    174,262205,28,177,176,262205,44,178,47,327808,44,179,178,140,393281,175,
    180,172,173,179,262205,28,181,180,327760,34,182,177,181,131326,182,65592,
    327734,6,50,0,20,131320,51,262203,45,185,7,262203,45,196,7,262203,
    45,205,7,262203,45,214,7,262203,220,221,7,262203,45,227,7,262203,
    14,231,7,262203,14,234,7,262203,14,236,7,262203,14,238,7,262203,
    45,240,7,262203,35,263,7,262203,14,268,7,262203,14,270,7,262203,
    35,277,7,262203,14,281,7,262203,14,283,7,262203,35,291,7,262203,
    14,295,7,262203,14,297,7,262203,35,305,7,262203,14,309,7,262203,
    14,311,7,262203,35,329,7,262203,14,333,7,262203,14,335,7,262203,
    45,357,7,262203,35,359,7,262203,14,361,7,262203,14,363,7,262203,
    45,372,7,262203,35,374,7,262203,14,376,7,262203,14,378,7,262203,
    45,388,7,262203,35,390,7,262203,14,392,7,262203,14,394,7,262203,
    45,404,7,262203,35,406,7,262203,14,408,7,262203,14,410,7,262203,
    45,429,7,262203,35,431,7,262203,14,433,7,262203,14,435,7,262203,
    7,440,7,262203,14,441,7,262203,14,443,7,262203,14,446,7,262203,
    14,448,7,262203,14,451,7,262203,14,452,7,262203,14,454,7,262203,
    14,456,7,262203,14,459,7,262203,14,461,7,262203,14,464,7,262203,
    14,465,7,262203,7,467,7,262203,7,469,7,262203,29,484,7,262203,
    7,488,7,262203,7,490,7,327745,189,190,188,135,262205,44,191,190,
    327812,44,195,191,194,196670,185,195,327745,189,198,197,135,262205,44,199,
    198,327812,44,200,199,194,327745,189,202,201,135,262205,44,203,202,327808,
    44,204,200,203,196670,196,204,327745,209,210,208,173,262205,44,211,210,
    327814,44,213,211,212,196670,205,213,327745,209,215,208,173,262205,44,216,
    215,262205,44,217,205,327812,44,218,217,212,327810,44,219,216,218,196670,
    214,219,327745,209,223,208,222,262205,44,224,223,327817,44,225,224,212,
    327850,23,226,225,135,196670,221,226,327745,209,228,208,222,262205,44,229,
    228,327814,44,230,229,212,196670,227,230,262201,6,232,21,327760,13,233,
    232,232,196670,231,233,262205,13,235,231,196670,234,235,262205,13,237,231,
    196670,236,237,262205,13,239,231,196670,238,239,262205,44,241,196,196670,240,
    241,262205,23,242,221,196855,244,0,262394,242,243,340,131320,243,131321,245,
    131320,245,262390,247,248,0,131321,249,131320,249,262205,44,250,240,262205,44,
    251,185,327812,44,252,64,251,327808,44,253,250,252,262205,44,254,205,
    327856,23,255,253,254,262394,255,246,247,131320,246,262205,44,260,227,262205,
    44,261,240,327808,44,262,260,261,393281,264,265,259,173,262,262205,34,
    266,265,196670,263,266,327737,13,267,38,263,262205,13,269,231,196670,268,
    269,196670,270,267,393273,13,271,18,268,270,196670,231,271,262205,44,272,
    227,262205,44,273,240,327808,44,274,272,273,262205,44,275,185,327808,44,
    276,274,275,393281,264,278,259,173,276,262205,34,279,278,196670,277,279,
    327737,13,280,38,277,262205,13,282,234,196670,281,282,196670,283,280,393273,
    13,284,18,281,283,196670,234,284,262205,44,285,227,262205,44,286,240,
    327808,44,287,285,286,262205,44,288,185,327812,44,289,212,288,327808,44,
    290,287,289,393281,264,292,259,173,290,262205,34,293,292,196670,291,293,
    327737,13,294,38,291,262205,13,296,236,196670,295,296,196670,297,294,393273,
    13,298,18,295,297,196670,236,298,262205,44,299,227,262205,44,300,240,
    327808,44,301,299,300,262205,44,302,185,327812,44,303,64,302,327808,44,
    304,301,303,393281,264,306,259,173,304,262205,34,307,306,196670,305,307,
    327737,13,308,38,305,262205,13,310,238,196670,309,310,196670,311,308,393273,
    13,312,18,309,311,196670,238,312,131321,248,131320,248,262205,44,314,185,
    327812,44,315,313,314,262205,44,316,240,327808,44,317,316,315,196670,240,
    317,131321,245,131320,247,131321,318,131320,318,262390,320,321,0,131321,322,131320,
    322,262205,44,323,240,262205,44,324,205,327856,23,325,323,324,262394,325,
    319,320,131320,319,262205,44,326,227,262205,44,327,240,327808,44,328,326,
    327,393281,264,330,259,173,328,262205,34,331,330,196670,329,331,327737,13,
    332,38,329,262205,13,334,231,196670,333,334,196670,335,332,393273,13,336,
    18,333,335,196670,231,336,131321,321,131320,321,262205,44,337,185,262205,44,
    338,240,327808,44,339,338,337,196670,240,339,131321,318,131320,320,131321,244,
    131320,340,131321,341,131320,341,262390,343,344,0,131321,345,131320,345,262205,44,
    346,240,262205,44,347,185,327812,44,348,64,347,327808,44,349,346,348,
    262205,44,350,205,327856,23,351,349,350,262394,351,342,343,131320,342,327745,
    209,352,208,222,262205,44,353,352,262205,44,354,240,327812,44,355,354,
    212,327808,44,356,353,355,196670,357,356,327737,34,358,48,357,196670,359,
    358,327737,13,360,38,359,262205,13,362,231,196670,361,362,196670,363,360,
    393273,13,364,18,361,363,196670,231,364,327745,209,365,208,222,262205,44,
    366,365,262205,44,367,240,262205,44,368,185,327808,44,369,367,368,327812,
    44,370,369,212,327808,44,371,366,370,196670,372,371,327737,34,373,48,
    372,196670,374,373,327737,13,375,38,374,262205,13,377,234,196670,376,377,
    196670,378,375,393273,13,379,18,376,378,196670,234,379,327745,209,380,208,
    222,262205,44,381,380,262205,44,382,240,262205,44,383,185,327812,44,384,
    212,383,327808,44,385,382,384,327812,44,386,385,212,327808,44,387,381,
    386,196670,388,387,327737,34,389,48,388,196670,390,389,327737,13,391,38,
    390,262205,13,393,236,196670,392,393,196670,394,391,393273,13,395,18,392,
    394,196670,236,395,327745,209,396,208,222,262205,44,397,396,262205,44,398,
    240,262205,44,399,185,327812,44,400,64,399,327808,44,401,398,400,327812,
    44,402,401,212,327808,44,403,397,402,196670,404,403,327737,34,405,48,
    404,196670,406,405,327737,13,407,38,406,262205,13,409,238,196670,408,409,
    196670,410,407,393273,13,411,18,408,410,196670,238,411,131321,344,131320,344,
    262205,44,412,185,327812,44,413,313,412,262205,44,414,240,327808,44,415,
    414,413,196670,240,415,131321,341,131320,343,131321,416,131320,416,262390,418,419,
    0,131321,420,131320,420,262205,44,421,240,262205,44,422,205,327856,23,423,
    421,422,262394,423,417,418,131320,417,327745,209,424,208,222,262205,44,425,
    424,262205,44,426,240,327812,44,427,426,212,327808,44,428,425,427,196670,
    429,428,327737,34,430,48,429,196670,431,430,327737,13,432,38,431,262205,
    13,434,231,196670,433,434,196670,435,432,393273,13,436,18,433,435,196670,
    231,436,131321,419,131320,419,262205,44,437,185,262205,44,438,240,327808,44,
    439,438,437,196670,240,439,131321,416,131320,418,131321,244,131320,244,262205,13,
    442,231,196670,441,442,262205,13,444,234,196670,443,444,393273,13,445,18,
    441,443,262205,13,447,236,196670,446,447,262205,13,449,238,196670,448,449,
    393273,13,450,18,446,448,196670,451,445,196670,452,450,393273,13,453,18,
    451,452,262205,13,455,231,196670,454,455,262205,13,457,234,196670,456,457,
    393273,13,458,18,454,456,262205,13,460,236,196670,459,460,262205,13,462,
    238,196670,461,462,393273,13,463,18,459,461,196670,464,458,196670,465,463,
    393273,13,466,18,464,465,327761,6,468,453,0,196670,467,468,327761,6,
    470,466,1,196670,469,470,393273,6,471,11,467,469,196670,440,471,262205,
    44,472,196,262205,44,473,214,327856,23,474,472,473,196855,476,0,262394,
    474,475,476,131320,475,327745,209,477,208,222,262205,44,478,477,262205,44,
    479,205,327812,44,480,479,212,327808,44,481,478,480,262205,44,482,196,
    327808,44,483,481,482,393281,175,485,172,173,483,262205,28,486,485,196670,
    484,486,327737,6,487,32,484,262205,6,489,440,196670,488,489,196670,490,
    487,393273,6,491,11,488,490,196670,440,491,131321,476,131320,476,262205,6,
    492,440,131326,492,65592,327734,2,54,0,52,196663,7,53,131320,55,262203,
    29,507,7,262203,7,511,7,262203,7,514,7,327745,209,500,208,499,
    262205,44,501,500,327745,209,503,208,502,262205,44,504,503,327879,44,505,
    504,140,327851,23,506,505,135,196855,509,0,262394,506,508,513,131320,508,
    262201,6,510,21,196670,511,510,327737,28,512,42,511,196670,507,512,131321,
    509,131320,513,262205,6,515,53,196670,514,515,327737,28,516,42,514,196670,
    507,516,131321,509,131320,509,262205,28,517,507,393281,175,518,498,173,501,
    196670,518,517,65789,65592,327734,6,58,0,56,196663,7,57,131320,59,262203,
    45,519,7,262203,45,530,7,262203,45,538,7,262203,7,554,7,262203,
    7,557,7,327745,189,520,201,135,262205,44,521,520,196670,519,521,262205,
    44,525,519,262205,6,526,57,327745,527,528,524,525,196670,528,526,262368,
    212,212,529,196670,530,194,131321,531,131320,531,262390,533,534,0,131321,535,
    131320,535,262205,44,536,530,327852,23,537,536,140,262394,537,532,533,131320,
    532,262205,44,539,530,327808,44,540,539,140,327874,44,541,540,222,196670,
    538,541,262205,44,542,519,262205,44,543,530,262205,44,544,538,327810,44,
    545,543,544,327856,23,546,542,545,196855,548,0,262394,546,547,548,131320,
    547,262205,44,549,519,262205,44,550,519,262205,44,551,519,262205,44,552,
    538,327808,44,553,551,552,327745,527,555,524,550,262205,6,556,555,196670,
    554,556,327745,527,558,524,553,262205,6,559,558,196670,557,559,393273,6,
    560,11,554,557,327745,527,561,524,549,196670,561,560,131321,548,131320,548,
    262205,44,562,538,196670,530,562,262368,212,212,529,131321,534,131320,534,131321,
    531,131320,533,327745,527,563,524,173,262205,6,564,563,131326,564,65592,327734,
    2,61,0,52,196663,7,60,131320,62,262203,45,567,7,262203,7,580,
    7,262203,220,603,7,262203,7,626,7,262203,45,628,7,262203,7,640,
    7,262203,7,642,7,262203,7,648,7,262203,7,655,7,327745,189,568,
    201,135,262205,44,569,568,196670,567,569,327745,209,571,208,570,262205,44,
    572,571,327850,23,573,572,140,196855,575,0,262394,573,574,575,131320,574,
    262205,44,576,567,327850,23,577,576,135,196855,579,0,262394,577,578,579,
    131320,578,262205,6,581,60,196670,580,581,327737,2,582,54,580,131321,579,
    131320,579,65789,131320,575,262205,44,584,567,327850,23,585,584,135,196855,587,
    0,262394,585,586,587,131320,586,327745,209,594,208,593,262205,44,595,594,
    327745,189,596,197,135,262205,44,597,596,327808,44,598,595,597,262205,6,
    599,60,393281,600,601,592,593,598,196670,601,599,196833,140,602,327745,604,
    605,592,173,458986,44,606,605,140,135,140,327745,209,607,208,570,262205,
    44,608,607,327810,44,609,608,140,327850,23,610,606,609,196670,603,610,
    262205,23,611,603,196855,613,0,262394,611,612,613,131320,612,196833,140,602,
    131321,613,131320,613,262205,23,616,603,393385,44,617,616,140,135,196670,615,
    617,131321,587,131320,587,262368,212,212,620,262205,44,621,615,327850,23,622,
    621,135,196855,624,0,262394,622,623,624,131320,623,65789,131320,624,262201,6,
    627,21,196670,626,627,262205,44,629,567,196670,628,629,131321,630,131320,630,
    262390,632,633,0,131321,634,131320,634,262205,44,635,628,327745,209,636,208,
    570,262205,44,637,636,327856,23,638,635,637,262394,638,631,632,131320,631,
    262205,44,639,628,262205,6,641,626,196670,640,641,393281,600,643,592,593,
    639,262205,6,644,643,196670,642,644,393273,6,645,11,640,642,196670,626,
    645,131321,633,131320,633,262205,44,646,628,327808,44,647,646,194,196670,628,
    647,131321,630,131320,632,262205,6,649,626,196670,648,649,327737,6,650,58,
    648,196670,60,650,262205,44,651,567,327850,23,652,651,135,196855,654,0,
    262394,652,653,654,131320,653,262205,6,656,60,196670,655,656,327737,2,657,
    54,655,327745,604,658,592,173,196670,658,135,131321,654,131320,654,65789,65592,
};
static const uint32_t vkr__spv_reduce_i32_all_native[3645] = {
    119734787,66304,524299,715,0,131089,1,131089,61,131089,62,131089,63,393227,1,1280527431,
    1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,155,159,237,246,250,
    393232,4,17,1,1,1,262215,59,1,1,262215,155,11,40,196679,159,
    0,262215,159,11,41,196679,160,0,262215,209,6,4,262216,210,0,24,
    327752,210,0,35,0,196679,210,2,262215,212,34,0,262215,212,33,0,
    262215,237,11,24,262215,241,1,0,262215,242,11,25,262215,246,11,26,
    262215,250,11,27,327752,255,0,35,0,327752,255,1,35,4,327752,255,
    2,35,8,327752,255,3,35,12,327752,255,4,35,16,327752,255,5,
    35,20,196679,255,2,262215,303,6,16,262216,304,0,24,327752,304,0,
    35,0,196679,304,2,262215,306,34,0,262215,306,33,0,262215,553,6,
    4,262216,554,0,25,327752,554,0,35,0,196679,554,2,262215,556,34,
    0,262215,556,33,1,262215,579,1,2,262215,642,6,4,262215,643,6,
    4,262216,644,0,23,327752,644,0,35,0,262216,644,1,23,327752,644,
    1,35,4,262216,644,2,23,327752,644,2,35,16,196679,644,2,262215,
    646,34,0,262215,646,33,2,131091,2,196641,3,2,262165,6,32,1,
    262176,7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,7,
    13,327713,15,13,14,14,196641,20,6,262165,23,32,0,196641,24,23,
    131092,29,196641,30,29,262176,33,7,29,262177,34,29,33,262177,38,6,
    7,262176,42,7,23,262177,43,13,42,262177,49,2,7,262194,23,59,
    1,262187,6,142,1,262187,6,144,2147483647,262187,6,146,2147483648,262187,6,148,
    4294967295,262187,6,150,0,262176,154,1,23,262203,154,155,1,262203,154,159,
    1,262187,23,165,3,196637,209,6,196638,210,209,262176,211,12,210,262203,
    211,212,12,262176,214,12,6,262187,23,218,1,262187,23,223,2,262167,
    235,23,3,262176,236,1,235,262203,236,237,1,262187,23,238,0,262194,
    23,241,1,393267,235,242,241,218,218,393268,23,243,81,242,0,262203,
    236,246,1,262203,236,250,1,524318,255,23,23,23,23,23,23,262176,
    256,9,255,262203,256,257,9,262176,258,9,23,262187,23,261,4,196637,
    303,13,196638,304,303,262176,305,12,304,262203,305,306,12,262176,313,12,
    13,196637,553,6,196638,554,553,262176,555,12,554,262203,555,556,12,262187,
    6,557,4,262187,6,560,5,262194,23,579,32,393268,23,580,134,243,
    579,262172,581,6,580,262176,582,4,581,262203,582,583,4,262176,586,4,
    6,262187,23,588,264,262187,6,624,3,196650,29,638,262172,642,23,165,
    196637,643,6,327710,644,23,642,643,262176,645,12,644,262203,645,646,12,
    262187,6,647,2,262187,23,655,72,262176,656,12,23,262187,23,673,3400,
    327734,2,4,0,3,131320,5,262203,7,706,7,262203,7,708,7,262203,
    7,709,7,262203,7,712,7,262201,6,707,47,196670,706,707,262205,6,
    710,706,196670,709,710,327737,6,711,54,709,196670,708,711,262205,6,713,
    708,196670,712,713,327737,2,714,57,712,65789,65592,327734,6,11,0,8,
    196663,7,9,196663,7,10,131320,12,196855,67,0,983291,59,66,1,60,
    2,61,3,62,4,63,5,64,6,65,131320,66,262205,6,92,9,
    262205,6,93,10,327878,6,94,92,93,131326,94,131320,60,262205,6,68,
    9,262205,6,69,10,327808,6,70,68,69,131326,70,131320,61,262205,6,
    72,9,262205,6,73,10,327812,6,74,72,73,131326,74,131320,62,262205,
    6,76,9,262205,6,77,10,458764,6,78,1,39,76,77,131326,78,
    131320,63,262205,6,80,9,262205,6,81,10,458764,6,82,1,42,80,
    81,131326,82,131320,64,262205,6,84,9,262205,6,85,10,327879,6,86,
    84,85,131326,86,131320,65,262205,6,88,9,262205,6,89,10,327877,6,
    90,88,89,131326,90,131320,67,65791,65592,327734,13,18,0,15,196663,14,
    16,196663,14,17,131320,19,196855,105,0,983291,59,104,1,98,2,99,
    3,100,4,101,5,102,6,103,131320,104,262205,13,130,16,262205,13,
    131,17,327878,13,132,130,131,131326,132,131320,98,262205,13,106,16,262205,
    13,107,17,327808,13,108,106,107,131326,108,131320,99,262205,13,110,16,
    262205,13,111,17,327812,13,112,110,111,131326,112,131320,100,262205,13,114,
    16,262205,13,115,17,458764,13,116,1,39,114,115,131326,116,131320,101,
    262205,13,118,16,262205,13,119,17,458764,13,120,1,42,118,119,131326,
    120,131320,102,262205,13,122,16,262205,13,123,17,327879,13,124,122,123,
    131326,124,131320,103,262205,13,126,16,262205,13,127,17,327877,13,128,126,
    127,131326,128,131320,105,65791,65592,327734,6,21,0,20,131320,22,196855,141,
    0,721147,59,140,2,136,3,137,4,138,5,139,131320,140,131326,150,
    131320,136,131326,142,131320,137,131326,144,131320,138,131326,146,131320,139,131326,148,
    131320,141,65791,65592,327734,23,25,0,24,131320,26,262205,23,156,155,131326,
    156,65592,327734,23,27,0,24,131320,28,262203,42,161,7,262205,23,160,
    159,196670,161,160,262205,23,162,161,131326,162,65592,327734,29,31,0,30,
    131320,32,262477,29,166,165,131326,166,65592,327734,29,36,0,34,196663,33,
    35,131320,37,262205,29,169,35,328015,29,170,165,169,131326,170,65592,327734,
    6,40,0,38,196663,7,39,131320,41,262203,7,182,7,196855,181,0,
    1114363,59,180,1,173,2,174,3,175,4,176,5,177,6,178,7,
    179,131320,180,262205,6,205,39,131326,205,131320,173,262205,6,183,39,393565,
    6,184,165,0,183,196670,182,184,262205,6,185,182,131326,185,131320,174,
    262205,6,187,39,393567,6,188,165,0,187,131326,188,131320,175,262205,6,
    190,39,393569,6,191,165,0,190,131326,191,131320,176,262205,6,193,39,
    393572,6,194,165,0,193,131326,194,131320,177,262205,6,196,39,393575,6,
    197,165,0,196,131326,197,131320,178,262205,6,199,39,393576,6,200,165,
    0,199,131326,200,131320,179,262205,6,202,39,393577,6,203,165,0,202,
    131326,203,131320,181,65791,65592,327734,13,45,0,43,196663,42,44,131320,46,
    262205,23,213,44,393281,214,215,212,150,213,262205,6,216,215,262205,23,
    217,44,327808,23,219,217,218,393281,214,220,212,150,219,262205,6,221,
    220,262205,23,222,44,327808,23,224,222,223,393281,214,225,212,150,224,
    262205,6,226,225,262205,23,227,44,327808,23,228,227,165,393281,214,229,
    212,150,228,262205,6,230,229,458832,13,231,216,221,226,230,131326,231,
    65592,327734,6,47,0,20,131320,48,262203,42,234,7,262203,42,245,7,
    262203,42,254,7,262203,42,263,7,262203,33,269,7,262203,42,274,7,
    262203,14,278,7,262203,14,281,7,262203,14,283,7,262203,14,285,7,
    262203,42,287,7,262203,14,310,7,262203,14,312,7,262203,14,322,7,
    262203,14,324,7,262203,14,334,7,262203,14,336,7,262203,14,346,7,
    262203,14,348,7,262203,14,367,7,262203,14,369,7,262203,42,393,7,
    262203,14,395,7,262203,14,397,7,262203,42,406,7,262203,14,408,7,
    262203,14,410,7,262203,42,420,7,262203,14,422,7,262203,14,424,7,
    262203,42,434,7,262203,14,436,7,262203,14,438,7,262203,42,457,7,
    262203,14,459,7,262203,14,461,7,262203,7,466,7,262203,14,467,7,
    262203,14,469,7,262203,14,472,7,262203,14,474,7,262203,14,477,7,
    262203,14,478,7,262203,14,480,7,262203,14,482,7,262203,14,485,7,
    262203,14,487,7,262203,14,490,7,262203,14,491,7,262203,7,493,7,
    262203,7,495,7,262203,14,498,7,262203,14,500,7,262203,14,503,7,
    262203,14,505,7,262203,14,508,7,262203,14,509,7,262203,14,511,7,
    262203,14,513,7,262203,14,516,7,262203,14,518,7,262203,14,521,7,
    262203,14,522,7,262203,7,524,7,262203,7,526,7,262203,7,529,7,
    262203,7,530,7,262203,7,544,7,262203,7,546,7,327745,154,239,237,
    238,262205,23,240,239,327812,23,244,240,243,196670,234,244,327745,154,247,
    246,238,262205,23,248,247,327812,23,249,248,243,327745,154,251,250,238,
    262205,23,252,251,327808,23,253,249,252,196670,245,253,327745,258,259,257,
    150,262205,23,260,259,327814,23,262,260,261,196670,254,262,327745,258,264,
    257,150,262205,23,265,264,262205,23,266,254,327812,23,267,266,261,327810,
    23,268,265,267,196670,263,268,327745,258,270,257,142,262205,23,271,270,
    327817,23,272,271,261,327850,29,273,272,238,196670,269,273,327745,258,275,
    257,142,262205,23,276,275,327814,23,277,276,261,196670,274,277,262201,6,
    279,21,458832,13,280,279,279,279,279,196670,278,280,262205,13,282,278,
    196670,281,282,262205,13,284,278,196670,283,284,262205,13,286,278,196670,285,
    286,262205,23,288,245,196670,287,288,262205,29,289,269,196855,291,0,262394,
    289,290,376,131320,290,131321,292,131320,292,262390,294,295,0,131321,296,131320,
    296,262205,23,297,287,262205,23,298,234,327812,23,299,165,298,327808,23,
    300,297,299,262205,23,301,254,327856,29,302,300,301,262394,302,293,294,
    131320,293,262205,23,307,274,262205,23,308,287,327808,23,309,307,308,262205,
    13,311,278,196670,310,311,393281,313,314,306,150,309,262205,13,315,314,
    196670,312,315,393273,13,316,18,310,312,196670,278,316,262205,23,317,274,
    262205,23,318,287,327808,23,319,317,318,262205,23,320,234,327808,23,321,
    319,320,262205,13,323,281,196670,322,323,393281,313,325,306,150,321,262205,
    13,326,325,196670,324,326,393273,13,327,18,322,324,196670,281,327,262205,
    23,328,274,262205,23,329,287,327808,23,330,328,329,262205,23,331,234,
    327812,23,332,223,331,327808,23,333,330,332,262205,13,335,283,196670,334,
    335,393281,313,337,306,150,333,262205,13,338,337,196670,336,338,393273,13,
    339,18,334,336,196670,283,339,262205,23,340,274,262205,23,341,287,327808,
    23,342,340,341,262205,23,343,234,327812,23,344,165,343,327808,23,345,
    342,344,262205,13,347,285,196670,346,347,393281,313,349,306,150,345,262205,
    13,350,349,196670,348,350,393273,13,351,18,346,348,196670,285,351,131321,
    295,131320,295,262205,23,352,234,327812,23,353,261,352,262205,23,354,287,
    327808,23,355,354,353,196670,287,355,131321,292,131320,294,131321,356,131320,356,
    262390,358,359,0,131321,360,131320,360,262205,23,361,287,262205,23,362,254,
    327856,29,363,361,362,262394,363,357,358,131320,357,262205,23,364,274,262205,
    23,365,287,327808,23,366,364,365,262205,13,368,278,196670,367,368,393281,
    313,370,306,150,366,262205,13,371,370,196670,369,371,393273,13,372,18,
    367,369,196670,278,372,131321,359,131320,359,262205,23,373,234,262205,23,374,
    287,327808,23,375,374,373,196670,287,375,131321,356,131320,358,131321,291,131320,
    376,131321,377,131320,377,262390,379,380,0,131321,381,131320,381,262205,23,382,
    287,262205,23,383,234,327812,23,384,165,383,327808,23,385,382,384,262205,
    23,386,254,327856,29,387,385,386,262394,387,378,379,131320,378,327745,258,
    388,257,142,262205,23,389,388,262205,23,390,287,327812,23,391,390,261,
    327808,23,392,389,391,196670,393,392,327737,13,394,45,393,262205,13,396,
    278,196670,395,396,196670,397,394,393273,13,398,18,395,397,196670,278,398,
    327745,258,399,257,142,262205,23,400,399,262205,23,401,287,262205,23,402,
    234,327808,23,403,401,402,327812,23,404,403,261,327808,23,405,400,404,
    196670,406,405,327737,13,407,45,406,262205,13,409,281,196670,408,409,196670,
    410,407,393273,13,411,18,408,410,196670,281,411,327745,258,412,257,142,
    262205,23,413,412,262205,23,414,287,262205,23,415,234,327812,23,416,223,
    415,327808,23,417,414,416,327812,23,418,417,261,327808,23,419,413,418,
    196670,420,419,327737,13,421,45,420,262205,13,423,283,196670,422,423,196670,
    424,421,393273,13,425,18,422,424,196670,283,425,327745,258,426,257,142,
    262205,23,427,426,262205,23,428,287,262205,23,429,234,327812,23,430,165,
    429,327808,23,431,428,430,327812,23,432,431,261,327808,23,433,427,432,
    196670,434,433,327737,13,435,45,434,262205,13,437,285,196670,436,437,196670,
    438,435,393273,13,439,18,436,438,196670,285,439,131321,380,131320,380,262205,
    23,440,234,327812,23,441,261,440,262205,23,442,287,327808,23,443,442,
    441,196670,287,443,131321,377,131320,379,131321,444,131320,444,262390,446,447,0,
    131321,448,131320,448,262205,23,449,287,262205,23,450,254,327856,29,451,449,
    450,262394,451,445,446,131320,445,327745,258,452,257,142,262205,23,453,452,
    262205,23,454,287,327812,23,455,454,261,327808,23,456,453,455,196670,457,
    456,327737,13,458,45,457,262205,13,460,278,196670,459,460,196670,461,458,
    393273,13,462,18,459,461,196670,278,462,131321,447,131320,447,262205,23,463,
    234,262205,23,464,287,327808,23,465,464,463,196670,287,465,131321,444,131320,
    446,131321,291,131320,291,262205,13,468,278,196670,467,468,262205,13,470,281,
    196670,469,470,393273,13,471,18,467,469,262205,13,473,283,196670,472,473,
    262205,13,475,285,196670,474,475,393273,13,476,18,472,474,196670,477,471,
    196670,478,476,393273,13,479,18,477,478,262205,13,481,278,196670,480,481,
    262205,13,483,281,196670,482,483,393273,13,484,18,480,482,262205,13,486,
    283,196670,485,486,262205,13,488,285,196670,487,488,393273,13,489,18,485,
    487,196670,490,484,196670,491,489,393273,13,492,18,490,491,327761,6,494,
    479,0,196670,493,494,327761,6,496,492,1,196670,495,496,393273,6,497,
    11,493,495,262205,13,499,278,196670,498,499,262205,13,501,281,196670,500,
    501,393273,13,502,18,498,500,262205,13,504,283,196670,503,504,262205,13,
    506,285,196670,505,506,393273,13,507,18,503,505,196670,508,502,196670,509,
    507,393273,13,510,18,508,509,262205,13,512,278,196670,511,512,262205,13,
    514,281,196670,513,514,393273,13,515,18,511,513,262205,13,517,283,196670,
    516,517,262205,13,519,285,196670,518,519,393273,13,520,18,516,518,196670,
    521,515,196670,522,520,393273,13,523,18,521,522,327761,6,525,510,2,
    196670,524,525,327761,6,527,523,3,196670,526,527,393273,6,528,11,524,
    526,196670,529,497,196670,530,528,393273,6,531,11,529,530,196670,466,531,
    262205,23,532,245,262205,23,533,263,327856,29,534,532,533,196855,536,0,
    262394,534,535,536,131320,535,327745,258,537,257,142,262205,23,538,537,262205,
    23,539,254,327812,23,540,539,261,327808,23,541,538,540,262205,23,542,
    245,327808,23,543,541,542,262205,6,545,466,196670,544,545,393281,214,547,
    212,150,543,262205,6,548,547,196670,546,548,393273,6,549,11,544,546,
    196670,466,549,131321,536,131320,536,262205,6,550,466,131326,550,65592,327734,2,
    51,0,49,196663,7,50,131320,52,262203,7,565,7,327745,258,558,257,
    557,262205,23,559,558,327745,258,561,257,560,262205,23,562,561,327879,23,
    563,562,218,327851,29,564,563,238,196855,567,0,262394,564,566,569,131320,
    566,262201,6,568,21,196670,565,568,131321,567,131320,569,262205,6,570,50,
    196670,565,570,131321,567,131320,567,262205,6,571,565,393281,214,572,556,150,
    559,196670,572,571,65789,65592,327734,6,54,0,38,196663,7,53,131320,55,
    262203,7,573,7,262203,7,589,7,262203,42,595,7,262203,7,605,7,
    262203,7,607,7,262203,7,613,7,262205,6,574,53,196670,573,574,327737,
    6,575,40,573,196670,53,575,262201,29,576,31,196855,578,0,262394,576,
    577,578,131320,577,262201,23,584,25,262205,6,585,53,327745,586,587,583,
    584,196670,587,585,131321,578,131320,578,262368,223,223,588,262201,6,590,21,
    196670,589,590,262201,23,591,25,327850,29,592,591,238,196855,594,0,262394,
    592,593,594,131320,593,262201,23,596,27,196670,595,596,131321,597,131320,597,
    262390,599,600,0,131321,601,131320,601,262205,23,602,595,327856,29,603,602,
    580,262394,603,598,599,131320,598,262205,23,604,595,262205,6,606,589,196670,
    605,606,327745,586,608,583,604,262205,6,609,608,196670,607,609,393273,6,
    610,11,605,607,196670,589,610,131321,600,131320,600,262205,23,611,595,327808,
    23,612,611,579,196670,595,612,131321,597,131320,599,262205,6,614,589,196670,
    613,614,327737,6,615,40,613,196670,589,615,131321,594,131320,594,262205,6,
    616,589,131326,616,65592,327734,2,57,0,49,196663,7,56,131320,58,262203,
    7,633,7,262203,33,637,7,262203,33,666,7,262203,7,674,7,262203,
    42,676,7,262203,7,688,7,262203,7,690,7,262203,7,696,7,262203,
    7,702,7,262201,23,619,25,327851,29,620,619,238,196855,622,0,262394,
    620,621,622,131320,621,65789,131320,622,327745,258,625,257,624,262205,23,626,
    625,327850,29,627,626,218,196855,629,0,262394,627,628,629,131320,628,262201,
    29,630,31,196855,632,0,262394,630,631,632,131320,631,262205,6,634,56,
    196670,633,634,327737,2,635,51,633,131321,632,131320,632,65789,131320,629,196670,
    637,638,262201,29,639,31,196855,641,0,262394,639,640,641,131320,640,327745,
    258,648,257,647,262205,23,649,648,327745,154,650,246,238,262205,23,651,
    650,327808,23,652,649,651,262205,6,653,56,393281,214,654,646,647,652,
    196670,654,653,196833,218,655,327745,656,657,646,150,458986,23,658,657,218,
    238,218,327745,258,659,257,624,262205,23,660,659,327810,23,661,660,218,
    327850,29,662,658,661,196670,637,662,262205,29,663,637,196855,665,0,262394,
    663,664,665,131320,664,196833,218,655,131321,665,131320,665,131321,641,131320,641,
    262205,29,667,637,196670,666,667,327737,29,668,36,666,262312,29,669,668,
    196855,671,0,262394,669,670,671,131320,670,65789,131320,671,262368,165,165,673,
    262201,6,675,21,196670,674,675,262201,23,677,27,196670,676,677,131321,678,
    131320,678,262390,680,681,0,131321,682,131320,682,262205,23,683,676,327745,258,
    684,257,624,262205,23,685,684,327856,29,686,683,685,262394,686,679,680,
    131320,679,262205,23,687,676,262205,6,689,674,196670,688,689,393281,214,691,
    646,647,687,262205,6,692,691,196670,690,692,393273,6,693,11,688,690,
    196670,674,693,131321,681,131320,681,262205,23,694,676,327808,23,695,694,579,
    196670,676,695,131321,678,131320,680,262205,6,697,674,196670,696,697,327737,6,
    698,40,696,196670,56,698,262201,29,699,31,196855,701,0,262394,699,700,
    701,131320,700,262205,6,703,56,196670,702,703,327737,2,704,51,702,327745,
    656,705,646,150,196670,705,238,131321,701,131320,701,65789,65592,
};
static const uint32_t vkr__spv_reduce_i32_all_shuffle[3766] = {
    119734787,66304,524299,730,0,131089,1,131089,61,131089,65,393227,1,1280527431,1685353262,808793134,
    0,196622,0,1,655375,5,4,1852399981,0,160,164,255,263,267,393232,4,
    17,1,1,1,262215,64,1,1,262215,160,11,40,196679,164,0,262215,
    164,11,41,196679,165,0,196679,176,0,262215,192,1,2,262215,228,6,
    4,262216,229,0,24,327752,229,0,35,0,196679,229,2,262215,231,34,
    0,262215,231,33,0,262215,255,11,24,262215,258,1,0,262215,259,11,
    25,262215,263,11,26,262215,267,11,27,327752,272,0,35,0,327752,272,
    1,35,4,327752,272,2,35,8,327752,272,3,35,12,327752,272,4,
    35,16,327752,272,5,35,20,196679,272,2,262215,320,6,16,262216,321,
    0,24,327752,321,0,35,0,196679,321,2,262215,323,34,0,262215,323,
    33,0,262215,570,6,4,262216,571,0,25,327752,571,0,35,0,196679,
    571,2,262215,573,34,0,262215,573,33,1,262215,658,6,4,262215,659,
    6,4,262216,660,0,23,327752,660,0,35,0,262216,660,1,23,327752,
    660,1,35,4,262216,660,2,23,327752,660,2,35,16,196679,660,2,
    262215,662,34,0,262215,662,33,2,131091,2,196641,3,2,262165,6,32,
    1,262176,7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,
    7,13,327713,15,13,14,14,196641,20,6,262165,23,32,0,196641,24,
    23,262176,29,7,23,327713,30,6,7,29,131092,35,196641,36,35,262176,
    39,7,35,262177,40,35,39,262177,44,6,7,262177,48,13,29,262177,
    54,2,7,262194,23,64,1,262187,6,147,1,262187,6,149,2147483647,262187,
    6,151,2147483648,262187,6,153,4294967295,262187,6,155,0,262176,159,1,23,262203,
    159,160,1,262203,159,164,1,262187,23,172,3,262187,23,177,0,262187,
    23,183,1,262194,23,192,32,262187,23,194,3400,196637,228,6,196638,229,
    228,262176,230,12,229,262203,230,231,12,262176,233,12,6,262187,23,241,
    2,262167,253,23,3,262176,254,1,253,262203,254,255,1,262194,23,258,
    1,393267,253,259,258,183,183,393268,23,260,81,259,0,262203,254,263,
    1,262203,254,267,1,524318,272,23,23,23,23,23,23,262176,273,9,
    272,262203,273,274,9,262176,275,9,23,262187,23,278,4,196637,320,13,
    196638,321,320,262176,322,12,321,262203,322,323,12,262176,330,12,13,196637,
    570,6,196638,571,570,262176,572,12,571,262203,572,573,12,262187,6,574,
    4,262187,6,577,5,393268,23,596,134,260,192,262172,597,6,596,262176,
    598,4,597,262203,598,599,4,262176,602,4,6,262187,23,604,264,262187,
    6,640,3,196650,35,654,262172,658,23,172,196637,659,6,327710,660,23,
    658,659,262176,661,12,660,262203,661,662,12,262187,6,663,2,262187,23,
    671,72,262176,672,12,23,327734,2,4,0,3,131320,5,262203,7,721,
    7,262203,7,723,7,262203,7,724,7,262203,7,727,7,262201,6,722,
    52,196670,721,722,262205,6,725,721,196670,724,725,327737,6,726,59,724,
    196670,723,726,262205,6,728,723,196670,727,728,327737,2,729,62,727,65789,
    65592,327734,6,11,0,8,196663,7,9,196663,7,10,131320,12,196855,72,
    0,983291,64,71,1,65,2,66,3,67,4,68,5,69,6,70,
    131320,71,262205,6,97,9,262205,6,98,10,327878,6,99,97,98,131326,
    99,131320,65,262205,6,73,9,262205,6,74,10,327808,6,75,73,74,
    131326,75,131320,66,262205,6,77,9,262205,6,78,10,327812,6,79,77,
    78,131326,79,131320,67,262205,6,81,9,262205,6,82,10,458764,6,83,
    1,39,81,82,131326,83,131320,68,262205,6,85,9,262205,6,86,10,
    458764,6,87,1,42,85,86,131326,87,131320,69,262205,6,89,9,262205,
    6,90,10,327879,6,91,89,90,131326,91,131320,70,262205,6,93,9,
    262205,6,94,10,327877,6,95,93,94,131326,95,131320,72,65791,65592,327734,
    13,18,0,15,196663,14,16,196663,14,17,131320,19,196855,110,0,983291,
    64,109,1,103,2,104,3,105,4,106,5,107,6,108,131320,109,
    262205,13,135,16,262205,13,136,17,327878,13,137,135,136,131326,137,131320,
    103,262205,13,111,16,262205,13,112,17,327808,13,113,111,112,131326,113,
    131320,104,262205,13,115,16,262205,13,116,17,327812,13,117,115,116,131326,
    117,131320,105,262205,13,119,16,262205,13,120,17,458764,13,121,1,39,
    119,120,131326,121,131320,106,262205,13,123,16,262205,13,124,17,458764,13,
    125,1,42,123,124,131326,125,131320,107,262205,13,127,16,262205,13,128,
    17,327879,13,129,127,128,131326,129,131320,108,262205,13,131,16,262205,13,
    132,17,327877,13,133,131,132,131326,133,131320,110,65791,65592,327734,6,21,
    0,20,131320,22,196855,146,0,721147,64,145,2,141,3,142,4,143,
    5,144,131320,145,131326,155,131320,141,131326,147,131320,142,131326,149,131320,143,
    131326,151,131320,144,131326,153,131320,146,65791,65592,327734,23,25,0,24,131320,
    26,262205,23,161,160,131326,161,65592,327734,23,27,0,24,131320,28,262203,
    29,166,7,262205,23,165,164,196670,166,165,262205,23,167,166,131326,167,
    65592,327734,6,33,0,30,196663,7,31,196663,29,32,131320,34,262205,6,
    170,31,262205,23,171,32,393562,6,173,172,170,171,131326,173,65592,327734,
    35,37,0,36,131320,38,262205,23,176,164,327850,35,178,176,177,131326,
    178,65592,327734,35,42,0,40,196663,39,41,131320,43,262203,29,181,7,
    262203,29,185,7,262205,35,182,41,393385,23,184,182,183,177,196670,181,
    184,196670,185,183,131321,186,131320,186,262390,188,189,0,131321,190,131320,190,
    262205,23,191,185,327856,35,193,191,192,262394,193,187,188,131320,187,262368,
    172,172,194,262205,23,195,181,262205,23,196,185,393562,23,197,172,195,
    196,262205,23,198,181,327877,23,199,198,197,196670,181,199,131321,189,131320,
    189,262205,23,200,185,327876,23,201,200,183,196670,185,201,131321,186,131320,
    188,262205,23,202,181,327851,35,203,202,177,131326,203,65592,327734,6,46,
    0,44,196663,7,45,131320,47,262203,29,206,7,262203,7,214,7,262203,
    29,216,7,262203,7,219,7,262203,7,221,7,196670,206,183,131321,207,
    131320,207,262390,209,210,0,131321,211,131320,211,262205,23,212,206,327856,35,
    213,212,192,262394,213,208,209,131320,208,262368,172,172,194,262205,6,215,
    45,196670,214,215,262205,23,217,206,196670,216,217,393273,6,218,33,214,
    216,262205,6,220,45,196670,219,220,196670,221,218,393273,6,222,11,219,
    221,196670,45,222,131321,210,131320,210,262205,23,223,206,327876,23,224,223,
    183,196670,206,224,131321,207,131320,209,262205,6,225,45,131326,225,65592,327734,
    13,50,0,48,196663,29,49,131320,51,262205,23,232,49,393281,233,234,
    231,155,232,262205,6,235,234,262205,23,236,49,327808,23,237,236,183,
    393281,233,238,231,155,237,262205,6,239,238,262205,23,240,49,327808,23,
    242,240,241,393281,233,243,231,155,242,262205,6,244,243,262205,23,245,
    49,327808,23,246,245,172,393281,233,247,231,155,246,262205,6,248,247,
    458832,13,249,235,239,244,248,131326,249,65592,327734,6,52,0,20,131320,
    53,262203,29,252,7,262203,29,262,7,262203,29,271,7,262203,29,280,
    7,262203,39,286,7,262203,29,291,7,262203,14,295,7,262203,14,298,
    7,262203,14,300,7,262203,14,302,7,262203,29,304,7,262203,14,327,
    7,262203,14,329,7,262203,14,339,7,262203,14,341,7,262203,14,351,
    7,262203,14,353,7,262203,14,363,7,262203,14,365,7,262203,14,384,
    7,262203,14,386,7,262203,29,410,7,262203,14,412,7,262203,14,414,
    7,262203,29,423,7,262203,14,425,7,262203,14,427,7,262203,29,437,
    7,262203,14,439,7,262203,14,441,7,262203,29,451,7,262203,14,453,
    7,262203,14,455,7,262203,29,474,7,262203,14,476,7,262203,14,478,
    7,262203,7,483,7,262203,14,484,7,262203,14,486,7,262203,14,489,
    7,262203,14,491,7,262203,14,494,7,262203,14,495,7,262203,14,497,
    7,262203,14,499,7,262203,14,502,7,262203,14,504,7,262203,14,507,
    7,262203,14,508,7,262203,7,510,7,262203,7,512,7,262203,14,515,
    7,262203,14,517,7,262203,14,520,7,262203,14,522,7,262203,14,525,
    7,262203,14,526,7,262203,14,528,7,262203,14,530,7,262203,14,533,
    7,262203,14,535,7,262203,14,538,7,262203,14,539,7,262203,7,541,
    7,262203,7,543,7,262203,7,546,7,262203,7,547,7,262203,7,561,
    7,262203,7,563,7,327745,159,256,255,177,262205,23,257,256,327812,23,
    261,257,260,196670,252,261,327745,159,264,263,177,262205,23,265,264,327812,
    23,266,265,260,327745,159,268,267,177,262205,23,269,268,327808,23,270,
    266,269,196670,262,270,327745,275,276,274,155,262205,23,277,276,327814,23,
    279,277,278,196670,271,279,327745,275,281,274,155,262205,23,282,281,262205,
    23,283,271,327812,23,284,283,278,327810,23,285,282,284,196670,280,285,
    327745,275,287,274,147,262205,23,288,287,327817,23,289,288,278,327850,35,
    290,289,177,196670,286,290,327745,275,292,274,147,262205,23,293,292,327814,
    23,294,293,278,196670,291,294,262201,6,296,21,458832,13,297,296,296,
    296,296,196670,295,297,262205,13,299,295,196670,298,299,262205,13,301,295,
    196670,300,301,262205,13,303,295,196670,302,303,262205,23,305,262,196670,304,
    305,262205,35,306,286,196855,308,0,262394,306,307,393,131320,307,131321,309,
    131320,309,262390,311,312,0,131321,313,131320,313,262205,23,314,304,262205,23,
    315,252,327812,23,316,172,315,327808,23,317,314,316,262205,23,318,271,
    327856,35,319,317,318,262394,319,310,311,131320,310,262205,23,324,291,262205,
    23,325,304,327808,23,326,324,325,262205,13,328,295,196670,327,328,393281,
    330,331,323,155,326,262205,13,332,331,196670,329,332,393273,13,333,18,
    327,329,196670,295,333,262205,23,334,291,262205,23,335,304,327808,23,336,
    334,335,262205,23,337,252,327808,23,338,336,337,262205,13,340,298,196670,
    339,340,393281,330,342,323,155,338,262205,13,343,342,196670,341,343,393273,
    13,344,18,339,341,196670,298,344,262205,23,345,291,262205,23,346,304,
    327808,23,347,345,346,262205,23,348,252,327812,23,349,241,348,327808,23,
    350,347,349,262205,13,352,300,196670,351,352,393281,330,354,323,155,350,
    262205,13,355,354,196670,353,355,393273,13,356,18,351,353,196670,300,356,
    262205,23,357,291,262205,23,358,304,327808,23,359,357,358,262205,23,360,
    252,327812,23,361,172,360,327808,23,362,359,361,262205,13,364,302,196670,
    363,364,393281,330,366,323,155,362,262205,13,367,366,196670,365,367,393273,
    13,368,18,363,365,196670,302,368,131321,312,131320,312,262205,23,369,252,
    327812,23,370,278,369,262205,23,371,304,327808,23,372,371,370,196670,304,
    372,131321,309,131320,311,131321,373,131320,373,262390,375,376,0,131321,377,131320,
    377,262205,23,378,304,262205,23,379,271,327856,35,380,378,379,262394,380,
    374,375,131320,374,262205,23,381,291,262205,23,382,304,327808,23,383,381,
    382,262205,13,385,295,196670,384,385,393281,330,387,323,155,383,262205,13,
    388,387,196670,386,388,393273,13,389,18,384,386,196670,295,389,131321,376,
    131320,376,262205,23,390,252,262205,23,391,304,327808,23,392,391,390,196670,
    304,392,131321,373,131320,375,131321,308,131320,393,131321,394,131320,394,262390,396,
    397,0,131321,398,131320,398,262205,23,399,304,262205,23,400,252,327812,23,
    401,172,400,327808,23,402,399,401,262205,23,403,271,327856,35,404,402,
    403,262394,404,395,396,131320,395,327745,275,405,274,147,262205,23,406,405,
    262205,23,407,304,327812,23,408,407,278,327808,23,409,406,408,196670,410,
    409,327737,13,411,50,410,262205,13,413,295,196670,412,413,196670,414,411,
    393273,13,415,18,412,414,196670,295,415,327745,275,416,274,147,262205,23,
    417,416,262205,23,418,304,262205,23,419,252,327808,23,420,418,419,327812,
    23,421,420,278,327808,23,422,417,421,196670,423,422,327737,13,424,50,
    423,262205,13,426,298,196670,425,426,196670,427,424,393273,13,428,18,425,
    427,196670,298,428,327745,275,429,274,147,262205,23,430,429,262205,23,431,
    304,262205,23,432,252,327812,23,433,241,432,327808,23,434,431,433,327812,
    23,435,434,278,327808,23,436,430,435,196670,437,436,327737,13,438,50,
    437,262205,13,440,300,196670,439,440,196670,441,438,393273,13,442,18,439,
    441,196670,300,442,327745,275,443,274,147,262205,23,444,443,262205,23,445,
    304,262205,23,446,252,327812,23,447,172,446,327808,23,448,445,447,327812,
    23,449,448,278,327808,23,450,444,449,196670,451,450,327737,13,452,50,
    451,262205,13,454,302,196670,453,454,196670,455,452,393273,13,456,18,453,
    455,196670,302,456,131321,397,131320,397,262205,23,457,252,327812,23,458,278,
    457,262205,23,459,304,327808,23,460,459,458,196670,304,460,131321,394,131320,
    396,131321,461,131320,461,262390,463,464,0,131321,465,131320,465,262205,23,466,
    304,262205,23,467,271,327856,35,468,466,467,262394,468,462,463,131320,462,
    327745,275,469,274,147,262205,23,470,469,262205,23,471,304,327812,23,472,
    471,278,327808,23,473,470,472,196670,474,473,327737,13,475,50,474,262205,
    13,477,295,196670,476,477,196670,478,475,393273,13,479,18,476,478,196670,
    295,479,131321,464,131320,464,262205,23,480,252,262205,23,481,304,327808,23,
    482,481,480,196670,304,482,131321,461,131320,463,131321,308,131320,308,262205,13,
    485,295,196670,484,485,262205,13,487,298,196670,486,487,393273,13,488,18,
    484,486,262205,13,490,300,196670,489,490,262205,13,492,302,196670,491,492,
    393273,13,493,18,489,491,196670,494,488,196670,495,493,393273,13,496,18,
    494,495,262205,13,498,295,196670,497,498,262205,13,500,298,196670,499,500,
    393273,13,501,18,497,499,262205,13,503,300,196670,502,503,262205,13,505,
    302,196670,504,505,393273,13,506,18,502,504,196670,507,501,196670,508,506,
    393273,13,509,18,507,508,327761,6,511,496,0,196670,510,511,327761,6,
    513,509,1,196670,512,513,393273,6,514,11,510,512,262205,13,516,295,
    196670,515,516,262205,13,518,298,196670,517,518,393273,13,519,18,515,517,
    262205,13,521,300,196670,520,521,262205,13,523,302,196670,522,523,393273,13,
    524,18,520,522,196670,525,519,196670,526,524,393273,13,527,18,525,526,
    262205,13,529,295,196670,528,529,262205,13,531,298,196670,530,531,393273,13,
    532,18,528,530,262205,13,534,300,196670,533,534,262205,13,536,302,196670,
    535,536,393273,13,537,18,533,535,196670,538,532,196670,539,537,393273,13,
    540,18,538,539,327761,6,542,527,2,196670,541,542,327761,6,544,540,
    3,196670,543,544,393273,6,545,11,541,543,196670,546,514,196670,547,545,
    393273,6,548,11,546,547,196670,483,548,262205,23,549,262,262205,23,550,
    280,327856,35,551,549,550,196855,553,0,262394,551,552,553,131320,552,327745,
    275,554,274,147,262205,23,555,554,262205,23,556,271,327812,23,557,556,
    278,327808,23,558,555,557,262205,23,559,262,327808,23,560,558,559,262205,
    6,562,483,196670,561,562,393281,233,564,231,155,560,262205,6,565,564,
    196670,563,565,393273,6,566,11,561,563,196670,483,566,131321,553,131320,553,
    262205,6,567,483,131326,567,65592,327734,2,56,0,54,196663,7,55,131320,
    57,262203,7,582,7,327745,275,575,274,574,262205,23,576,575,327745,275,
    578,274,577,262205,23,579,578,327879,23,580,579,183,327851,35,581,580,
    177,196855,584,0,262394,581,583,586,131320,583,262201,6,585,21,196670,582,
    585,131321,584,131320,586,262205,6,587,55,196670,582,587,131321,584,131320,584,
    262205,6,588,582,393281,233,589,573,155,576,196670,589,588,65789,65592,327734,
    6,59,0,44,196663,7,58,131320,60,262203,7,590,7,262203,7,605,
    7,262203,29,611,7,262203,7,621,7,262203,7,623,7,262203,7,629,
    7,262205,6,591,58,196670,590,591,327737,6,592,46,590,196670,58,592,
    262201,35,593,37,196855,595,0,262394,593,594,595,131320,594,262201,23,600,
    25,262205,6,601,58,327745,602,603,599,600,196670,603,601,131321,595,131320,
    595,262368,241,241,604,262201,6,606,21,196670,605,606,262201,23,607,25,
    327850,35,608,607,177,196855,610,0,262394,608,609,610,131320,609,262201,23,
    612,27,196670,611,612,131321,613,131320,613,262390,615,616,0,131321,617,131320,
    617,262205,23,618,611,327856,35,619,618,596,262394,619,614,615,131320,614,
    262205,23,620,611,262205,6,622,605,196670,621,622,327745,602,624,599,620,
    262205,6,625,624,196670,623,625,393273,6,626,11,621,623,196670,605,626,
    131321,616,131320,616,262205,23,627,611,327808,23,628,627,192,196670,611,628,
    131321,613,131320,615,262205,6,630,605,196670,629,630,327737,6,631,46,629,
    196670,605,631,131321,610,131320,610,262205,6,632,605,131326,632,65592,327734,2,
    62,0,54,196663,7,61,131320,63,262203,7,649,7,262203,39,653,7,
    262203,39,682,7,262203,7,689,7,262203,29,691,7,262203,7,703,7,
    262203,7,705,7,262203,7,711,7,262203,7,717,7,262201,23,635,25,
    327851,35,636,635,177,196855,638,0,262394,636,637,638,131320,637,65789,131320,
    638,327745,275,641,274,640,262205,23,642,641,327850,35,643,642,183,196855,
    645,0,262394,643,644,645,131320,644,262201,35,646,37,196855,648,0,262394,
    646,647,648,131320,647,262205,6,650,61,196670,649,650,327737,2,651,56,
    649,131321,648,131320,648,65789,131320,645,196670,653,654,262201,35,655,37,196855,
    657,0,262394,655,656,657,131320,656,327745,275,664,274,663,262205,23,665,
    664,327745,159,666,263,177,262205,23,667,666,327808,23,668,665,667,262205,
    6,669,61,393281,233,670,662,663,668,196670,670,669,196833,183,671,327745,
    672,673,662,155,458986,23,674,673,183,177,183,327745,275,675,274,640,
    262205,23,676,675,327810,23,677,676,183,327850,35,678,674,677,196670,653,
    678,262205,35,679,653,196855,681,0,262394,679,680,681,131320,680,196833,183,
    671,131321,681,131320,681,131321,657,131320,657,262205,35,683,653,196670,682,683,
    327737,35,684,42,682,262312,35,685,684,196855,687,0,262394,685,686,687,
    131320,686,65789,131320,687,262368,172,172,194,262201,6,690,21,196670,689,690,
    262201,23,692,27,196670,691,692,131321,693,131320,693,262390,695,696,0,131321,
    697,131320,697,262205,23,698,691,327745,275,699,274,640,262205,23,700,699,
    327856,35,701,698,700,262394,701,694,695,131320,694,262205,23,702,691,262205,
    6,704,689,196670,703,704,393281,233,706,662,663,702,262205,6,707,706,
    196670,705,707,393273,6,708,11,703,705,196670,689,708,131321,696,131320,696,
    262205,23,709,691,327808,23,710,709,192,196670,691,710,131321,693,131320,695,
    262205,6,712,689,196670,711,712,327737,6,713,46,711,196670,61,713,262201,
    35,714,37,196855,716,0,262394,714,715,716,131320,715,262205,6,718,61,
    196670,717,718,327737,2,719,56,717,327745,672,720,662,155,196670,720,177,
    131321,716,131320,716,65789,65592,
};
static const uint32_t vkr__spv_reduce_i32_all_shared[3398] = {
    119734787,66304,524299,653,0,131089,1,393227,1,1280527431,1685353262,808793134,0,196622,0,1,
    524303,5,4,1852399981,0,166,176,180,393232,4,17,1,1,1,262215,42,
    1,1,262215,137,6,4,262216,138,0,24,327752,138,0,35,0,196679,
    138,2,262215,140,34,0,262215,140,33,0,262215,166,11,24,262215,171,
    1,0,262215,172,11,25,262215,176,11,26,262215,180,11,27,327752,185,
    0,35,0,327752,185,1,35,4,327752,185,2,35,8,327752,185,3,
    35,12,327752,185,4,35,16,327752,185,5,35,20,196679,185,2,262215,
    235,6,16,262216,236,0,24,327752,236,0,35,0,196679,236,2,262215,
    238,34,0,262215,238,33,0,262215,485,6,4,262216,486,0,25,327752,
    486,0,35,0,196679,486,2,262215,488,34,0,262215,488,33,1,262215,
    574,6,4,262215,575,6,4,262216,576,0,23,327752,576,0,35,0,
    262216,576,1,23,327752,576,1,35,4,262216,576,2,23,327752,576,2,
    35,16,196679,576,2,262215,578,34,0,262215,578,33,2,131091,2,196641,
    3,2,262165,6,32,1,262176,7,7,6,327713,8,6,7,7,262167,
    13,6,4,262176,14,7,13,327713,15,13,14,14,196641,20,6,262165,
    23,32,0,262176,24,7,23,262177,25,13,24,262177,31,2,7,262177,
    35,6,7,262194,23,42,1,262187,6,125,1,262187,6,127,2147483647,262187,
    6,129,2147483648,262187,6,131,4294967295,262187,6,133,0,196637,137,6,196638,138,
    137,262176,139,12,138,262203,139,140,12,262176,142,12,6,262187,23,146,
    1,262187,23,151,2,262187,23,156,3,262167,164,23,3,262176,165,1,
    164,262203,165,166,1,262187,23,167,0,262176,168,1,23,262194,23,171,
    1,393267,164,172,171,146,146,393268,23,173,81,172,0,262203,165,176,
    1,262203,165,180,1,524318,185,23,23,23,23,23,23,262176,186,9,
    185,262203,186,187,9,262176,188,9,23,262187,23,191,4,131092,199,262176,
    200,7,199,196637,235,13,196638,236,235,262176,237,12,236,262203,237,238,
    12,262176,245,12,13,196637,485,6,196638,486,485,262176,487,12,486,262203,
    487,488,12,262187,6,489,4,262187,6,492,5,262172,508,6,173,262176,
    509,4,508,262203,509,510,4,262176,513,4,6,262187,23,515,264,262187,
    6,556,3,262172,574,23,156,196637,575,6,327710,576,23,574,575,262176,
    577,12,576,262203,577,578,12,262187,6,579,2,262187,23,587,72,262176,
    589,12,23,262176,599,4,23,262203,599,600,4,262187,6,603,320,262187,
    6,604,8,262187,23,605,328,327734,2,4,0,3,131320,5,262203,7,
    644,7,262203,7,646,7,262203,7,647,7,262203,7,650,7,262201,6,
    645,29,196670,644,645,262205,6,648,644,196670,647,648,327737,6,649,37,
    647,196670,646,649,262205,6,651,646,196670,650,651,327737,2,652,40,650,
    65789,65592,327734,6,11,0,8,196663,7,9,196663,7,10,131320,12,196855,
    50,0,983291,42,49,1,43,2,44,3,45,4,46,5,47,6,
    48,131320,49,262205,6,75,9,262205,6,76,10,327878,6,77,75,76,
    131326,77,131320,43,262205,6,51,9,262205,6,52,10,327808,6,53,51,
    52,131326,53,131320,44,262205,6,55,9,262205,6,56,10,327812,6,57,
    55,56,131326,57,131320,45,262205,6,59,9,262205,6,60,10,458764,6,
    61,1,39,59,60,131326,61,131320,46,262205,6,63,9,262205,6,64,
    10,458764,6,65,1,42,63,64,131326,65,131320,47,262205,6,67,9,
    262205,6,68,10,327879,6,69,67,68,131326,69,131320,48,262205,6,71,
    9,262205,6,72,10,327877,6,73,71,72,131326,73,131320,50,65791,65592,
    327734,13,18,0,15,196663,14,16,196663,14,17,131320,19,196855,88,0,
    983291,42,87,1,81,2,82,3,83,4,84,5,85,6,86,131320,
    87,262205,13,113,16,262205,13,114,17,327878,13,115,113,114,131326,115,
    131320,81,262205,13,89,16,262205,13,90,17,327808,13,91,89,90,131326,
    91,131320,82,262205,13,93,16,262205,13,94,17,327812,13,95,93,94,
    131326,95,131320,83,262205,13,97,16,262205,13,98,17,458764,13,99,1,
    39,97,98,131326,99,131320,84,262205,13,101,16,262205,13,102,17,458764,
    13,103,1,42,101,102,131326,103,131320,85,262205,13,105,16,262205,13,
    106,17,327879,13,107,105,106,131326,107,131320,86,262205,13,109,16,262205,
    13,110,17,327877,13,111,109,110,131326,111,131320,88,65791,65592,327734,6,
    21,0,20,131320,22,196855,124,0,721147,42,123,2,119,3,120,4,
    121,5,122,131320,123,131326,133,131320,119,131326,125,131320,120,131326,127,131320,
    121,131326,129,131320,122,131326,131,131320,124,65791,65592,327734,13,27,0,25,
    196663,24,26,131320,28,262205,23,141,26,393281,142,143,140,133,141,262205,
    6,144,143,262205,23,145,26,327808,23,147,145,146,393281,142,148,140,
    133,147,262205,6,149,148,262205,23,150,26,327808,23,152,150,151,393281,
    142,153,140,133,152,262205,6,154,153,262205,23,155,26,327808,23,157,
    155,156,393281,142,158,140,133,157,262205,6,159,158,458832,13,160,144,
    149,154,159,131326,160,65592,327734,6,29,0,20,131320,30,262203,24,163,
    7,262203,24,175,7,262203,24,184,7,262203,24,193,7,262203,200,201,
    7,262203,24,206,7,262203,14,210,7,262203,14,213,7,262203,14,215,
    7,262203,14,217,7,262203,24,219,7,262203,14,242,7,262203,14,244,
    7,262203,14,254,7,262203,14,256,7,262203,14,266,7,262203,14,268,
    7,262203,14,278,7,262203,14,280,7,262203,14,299,7,262203,14,301,
    7,262203,24,325,7,262203,14,327,7,262203,14,329,7,262203,24,338,
    7,262203,14,340,7,262203,14,342,7,262203,24,352,7,262203,14,354,
    7,262203,14,356,7,262203,24,366,7,262203,14,368,7,262203,14,370,
    7,262203,24,389,7,262203,14,391,7,262203,14,393,7,262203,7,398,
    7,262203,14,399,7,262203,14,401,7,262203,14,404,7,262203,14,406,
    7,262203,14,409,7,262203,14,410,7,262203,14,412,7,262203,14,414,
    7,262203,14,417,7,262203,14,419,7,262203,14,422,7,262203,14,423,
    7,262203,7,425,7,262203,7,427,7,262203,14,430,7,262203,14,432,
    7,262203,14,435,7,262203,14,437,7,262203,14,440,7,262203,14,441,
    7,262203,14,443,7,262203,14,445,7,262203,14,448,7,262203,14,450,
    7,262203,14,453,7,262203,14,454,7,262203,7,456,7,262203,7,458,
    7,262203,7,461,7,262203,7,462,7,262203,7,476,7,262203,7,478,
    7,327745,168,169,166,167,262205,23,170,169,327812,23,174,170,173,196670,
    163,174,327745,168,177,176,167,262205,23,178,177,327812,23,179,178,173,
    327745,168,181,180,167,262205,23,182,181,327808,23,183,179,182,196670,175,
    183,327745,188,189,187,133,262205,23,190,189,327814,23,192,190,191,196670,
    184,192,327745,188,194,187,133,262205,23,195,194,262205,23,196,184,327812,
    23,197,196,191,327810,23,198,195,197,196670,193,198,327745,188,202,187,
    125,262205,23,203,202,327817,23,204,203,191,327850,199,205,204,167,196670,
    201,205,327745,188,207,187,125,262205,23,208,207,327814,23,209,208,191,
    196670,206,209,262201,6,211,21,458832,13,212,211,211,211,211,196670,210,
    212,262205,13,214,210,196670,213,214,262205,13,216,210,196670,215,216,262205,
    13,218,210,196670,217,218,262205,23,220,175,196670,219,220,262205,199,221,
    201,196855,223,0,262394,221,222,308,131320,222,131321,224,131320,224,262390,226,
    227,0,131321,228,131320,228,262205,23,229,219,262205,23,230,163,327812,23,
    231,156,230,327808,23,232,229,231,262205,23,233,184,327856,199,234,232,
    233,262394,234,225,226,131320,225,262205,23,239,206,262205,23,240,219,327808,
    23,241,239,240,262205,13,243,210,196670,242,243,393281,245,246,238,133,
    241,262205,13,247,246,196670,244,247,393273,13,248,18,242,244,196670,210,
    248,262205,23,249,206,262205,23,250,219,327808,23,251,249,250,262205,23,
    252,163,327808,23,253,251,252,262205,13,255,213,196670,254,255,393281,245,
    257,238,133,253,262205,13,258,257,196670,256,258,393273,13,259,18,254,
    256,196670,213,259,262205,23,260,206,262205,23,261,219,327808,23,262,260,
    261,262205,23,263,163,327812,23,264,151,263,327808,23,265,262,264,262205,
    13,267,215,196670,266,267,393281,245,269,238,133,265,262205,13,270,269,
    196670,268,270,393273,13,271,18,266,268,196670,215,271,262205,23,272,206,
    262205,23,273,219,327808,23,274,272,273,262205,23,275,163,327812,23,276,
    156,275,327808,23,277,274,276,262205,13,279,217,196670,278,279,393281,245,
    281,238,133,277,262205,13,282,281,196670,280,282,393273,13,283,18,278,
    280,196670,217,283,131321,227,131320,227,262205,23,284,163,327812,23,285,191,
    284,262205,23,286,219,327808,23,287,286,285,196670,219,287,131321,224,131320,
    226,131321,288,131320,288,262390,290,291,0,131321,292,131320,292,262205,23,293,
    219,262205,23,294,184,327856,199,295,293,294,262394,295,289,290,131320,289,
    262205,23,296,206,262205,23,297,219,327808,23,298,296,297,262205,13,300,
    210,196670,299,300,393281,245,302,238,133,298,262205,13,303,302,196670,301,
    303,393273,13,304,18,299,301,196670,210,304,131321,291,131320,291,262205,23,
    305,163,262205,23,306,219,327808,23,307,306,305,196670,219,307,131321,288,
    131320,290,131321,223,131320,308,131321,309,131320,309,262390,311,312,0,131321,313,
    131320,313,262205,23,314,219,262205,23,315,163,327812,23,316,156,315,327808,
    23,317,314,316,262205,23,318,184,327856,199,319,317,318,262394,319,310,
    311,131320,310,327745,188,320,187,125,262205,23,321,320,262205,23,322,219,
    327812,23,323,322,191,327808,23,324,321,323,196670,325,324,327737,13,326,
    27,325,262205,13,328,210,196670,327,328,196670,329,326,393273,13,330,18,
    327,329,196670,210,330,327745,188,331,187,125,262205,23,332,331,262205,23,
    333,219,262205,23,334,163,327808,23,335,333,334,327812,23,336,335,191,
    327808,23,337,332,336,196670,338,337,327737,13,339,27,338,262205,13,341,
    213,196670,340,341,196670,342,339,393273,13,343,18,340,342,196670,213,343,
    327745,188,344,187,125,262205,23,345,344,262205,23,346,219,262205,23,347,
    163,327812,23,348,151,347,327808,23,349,346,348,327812,23,350,349,191,
    327808,23,351,345,350,196670,352,351,327737,13,353,27,352,262205,13,355,
    215,196670,354,355,196670,356,353,393273,13,357,18,354,356,196670,215,357,
    327745,188,358,187,125,262205,23,359,358,262205,23,360,219,262205,23,361,
    163,327812,23,362,156,361,327808,23,363,360,362,327812,23,364,363,191,
    327808,23,365,359,364,196670,366,365,327737,13,367,27,366,262205,13,369,
    217,196670,368,369,196670,370,367,393273,13,371,18,368,370,196670,217,371,
    131321,312,131320,312,262205,23,372,163,327812,23,373,191,372,262205,23,374,
    219,327808,23,375,374,373,196670,219,375,131321,309,131320,311,131321,376,131320,
    376,262390,378,379,0,131321,380,131320,380,262205,23,381,219,262205,23,382,
    184,327856,199,383,381,382,262394,383,377,378,131320,377,327745,188,384,187,
    125,262205,23,385,384,262205,23,386,219,327812,23,387,386,191,327808,23,
    388,385,387,196670,389,388,327737,13,390,27,389,262205,13,392,210,196670,
    391,392,196670,393,390,393273,13,394,18,391,393,196670,210,394,131321,379,
    131320,379,262205,23,395,163,262205,23,396,219,327808,23,397,396,395,196670,
    219,397,131321,376,131320,378,131321,223,131320,223,262205,13,400,210,196670,399,
    400,262205,13,402,213,196670,401,402,393273,13,403,18,399,401,262205,13,
    405,215,196670,404,405,262205,13,407,217,196670,406,407,393273,13,408,18,
    404,406,196670,409,403,196670,410,408,393273,13,411,18,409,410,262205,13,
    413,210,196670,412,413,262205,13,415,213,196670,414,415,393273,13,416,18,
    412,414,262205,13,418,215,196670,417,418,262205,13,420,217,196670,419,420,
    393273,13,421,18,417,419,196670,422,416,196670,423,421,393273,13,424,18,
    422,423,327761,6,426,411,0,196670,425,426,327761,6,428,424,1,196670,
    427,428,393273,6,429,11,425,427,262205,13,431,210,196670,430,431,262205,
    13,433,213,196670,432,433,393273,13,434,18,430,432,262205,13,436,215,
    196670,435,436,262205,13,438,217,196670,437,438,393273,13,439,18,435,437,
    196670,440,434,196670,441,439,393273,13,442,18,440,441,262205,13,444,210,
    196670,443,444,262205,13,446,213,196670,445,446,393273,13,447,18,443,445,
    262205,13,449,215,196670,448,449,262205,13,451,217,196670,450,451,393273,13,
    452,18,448,450,196670,453,447,196670,454,452,393273,13,455,18,453,454,
    327761,6,457,442,2,196670,456,457,327761,6,459,455,3,196670,458,459,
    393273,6,460,11,456,458,196670,461,429,196670,462,460,393273,6,463,11,
    461,462,196670,398,463,262205,23,464,175,262205,23,465,193,327856,199,466,
    464,465,196855,468,0,262394,466,467,468,131320,467,327745,188,469,187,125,
    262205,23,470,469,262205,23,471,184,327812,23,472,471,191,327808,23,473,
    470,472,262205,23,474,175,327808,23,475,473,474,262205,6,477,398,196670,
    476,477,393281,142,479,140,133,475,262205,6,480,479,196670,478,480,393273,
    6,481,11,476,478,196670,398,481,131321,468,131320,468,262205,6,482,398,
    131326,482,65592,327734,2,33,0,31,196663,7,32,131320,34,262203,7,497,
    7,327745,188,490,187,489,262205,23,491,490,327745,188,493,187,492,262205,
    23,494,493,327879,23,495,494,146,327851,199,496,495,167,196855,499,0,
    262394,496,498,501,131320,498,262201,6,500,21,196670,497,500,131321,499,131320,
    501,262205,6,502,32,196670,497,502,131321,499,131320,499,262205,6,503,497,
    393281,142,504,488,133,491,196670,504,503,65789,65592,327734,6,37,0,35,
    196663,7,36,131320,38,262203,24,505,7,262203,24,516,7,262203,24,524,
    7,262203,7,540,7,262203,7,543,7,327745,168,506,180,167,262205,23,
    507,506,196670,505,507,262205,23,511,505,262205,6,512,36,327745,513,514,
    510,511,196670,514,512,262368,151,151,515,196670,516,173,131321,517,131320,517,
    262390,519,520,0,131321,521,131320,521,262205,23,522,516,327852,199,523,522,
    146,262394,523,518,519,131320,518,262205,23,525,516,327808,23,526,525,146,
    327874,23,527,526,125,196670,524,527,262205,23,528,505,262205,23,529,516,
    262205,23,530,524,327810,23,531,529,530,327856,199,532,528,531,196855,534,
    0,262394,532,533,534,131320,533,262205,23,535,505,262205,23,536,505,262205,
    23,537,505,262205,23,538,524,327808,23,539,537,538,327745,513,541,510,
    536,262205,6,542,541,196670,540,542,327745,513,544,510,539,262205,6,545,
    544,196670,543,545,393273,6,546,11,540,543,327745,513,547,510,535,196670,
    547,546,131321,534,131320,534,262205,23,548,524,196670,516,548,262368,151,151,
    515,131321,520,131320,520,131321,517,131320,519,327745,513,549,510,133,262205,6,
    550,549,131326,550,65592,327734,2,40,0,31,196663,7,39,131320,41,262203,
    24,553,7,262203,7,566,7,262203,200,588,7,262203,7,611,7,262203,
    24,613,7,262203,7,625,7,262203,7,627,7,262203,7,633,7,262203,
    7,640,7,327745,168,554,180,167,262205,23,555,554,196670,553,555,327745,
    188,557,187,556,262205,23,558,557,327850,199,559,558,146,196855,561,0,
    262394,559,560,561,131320,560,262205,23,562,553,327850,199,563,562,167,196855,
    565,0,262394,563,564,565,131320,564,262205,6,567,39,196670,566,567,327737,
    2,568,33,566,131321,565,131320,565,65789,131320,561,262205,23,570,553,327850,
    199,571,570,167,196855,573,0,262394,571,572,573,131320,572,327745,188,580,
    187,579,262205,23,581,580,327745,168,582,176,167,262205,23,583,582,327808,
    23,584,581,583,262205,6,585,39,393281,142,586,578,579,584,196670,586,
    585,196833,146,587,327745,589,590,578,133,458986,23,591,590,146,167,146,
    327745,188,592,187,556,262205,23,593,592,327810,23,594,593,146,327850,199,
    595,591,594,196670,588,595,262205,199,596,588,196855,598,0,262394,596,597,
    598,131320,597,196833,146,587,131321,598,131320,598,262205,199,601,588,393385,23,
    602,601,146,167,196670,600,602,131321,573,131320,573,262368,151,151,605,262205,
    23,606,600,327850,199,607,606,167,196855,609,0,262394,607,608,609,131320,
    608,65789,131320,609,262201,6,612,21,196670,611,612,262205,23,614,553,196670,
    613,614,131321,615,131320,615,262390,617,618,0,131321,619,131320,619,262205,23,
    620,613,327745,188,621,187,556,262205,23,622,621,327856,199,623,620,622,
    262394,623,616,617,131320,616,262205,23,624,613,262205,6,626,611,196670,625,
    626,393281,142,628,578,579,624,262205,6,629,628,196670,627,629,393273,6,
    630,11,625,627,196670,611,630,131321,618,131320,618,262205,23,631,613,327808,
    23,632,631,173,196670,613,632,131321,615,131320,617,262205,6,634,611,196670,
    633,634,327737,6,635,37,633,196670,39,635,262205,23,636,553,327850,199,
    637,636,167,196855,639,0,262394,637,638,639,131320,638,262205,6,641,39,
    196670,640,641,327737,2,642,33,640,327745,589,643,578,133,196670,643,167,
    131321,639,131320,639,65789,65592,
};
static const uint32_t vkr__spv_reduce_u32_all_native[3626] = {
    119734787,66304,524299,710,0,131089,1,131089,61,131089,62,131089,63,393227,1,1280527431,
    1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,150,154,233,241,245,
    393232,4,17,1,1,1,262215,56,1,1,262215,150,11,40,196679,154,
    0,262215,154,11,41,196679,155,0,262215,204,6,4,262216,205,0,24,
    327752,205,0,35,0,196679,205,2,262215,207,34,0,262215,207,33,0,
    262215,233,11,24,262215,236,1,0,262215,237,11,25,262215,241,11,26,
    262215,245,11,27,327752,250,0,35,0,327752,250,1,35,4,327752,250,
    2,35,8,327752,250,3,35,12,327752,250,4,35,16,327752,250,5,
    35,20,196679,250,2,262215,299,6,16,262216,300,0,24,327752,300,0,
    35,0,196679,300,2,262215,302,34,0,262215,302,33,0,262215,549,6,
    4,262216,550,0,25,327752,550,0,35,0,196679,550,2,262215,552,34,
    0,262215,552,33,1,262215,575,1,2,262215,638,6,4,262215,639,6,
    4,262216,640,0,23,327752,640,0,35,0,262216,640,1,23,327752,640,
    1,35,4,262216,640,2,23,327752,640,2,35,16,196679,640,2,262215,
    642,34,0,262215,642,33,2,131091,2,196641,3,2,262165,6,32,0,
    262176,7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,7,
    13,327713,15,13,14,14,196641,20,6,131092,27,196641,28,27,262176,31,
    7,27,262177,32,27,31,262177,36,6,7,262177,40,13,7,262177,46,
    2,7,262194,6,56,1,262187,6,139,1,262187,6,141,4294967295,262187,6,
    143,0,262176,149,1,6,262203,149,150,1,262203,149,154,1,262187,6,
    160,3,196637,204,6,196638,205,204,262176,206,12,205,262203,206,207,12,
    262165,208,32,1,262187,208,209,0,262176,211,12,6,262187,6,219,2,
    262167,231,6,3,262176,232,1,231,262203,232,233,1,262194,6,236,1,
    393267,231,237,236,139,139,393268,6,238,81,237,0,262203,232,241,1,
    262203,232,245,1,524318,250,6,6,6,6,6,6,262176,251,9,250,
    262203,251,252,9,262176,253,9,6,262187,6,256,4,262187,208,265,1,
    196637,299,13,196638,300,299,262176,301,12,300,262203,301,302,12,262176,309,
    12,13,196637,549,6,196638,550,549,262176,551,12,550,262203,551,552,12,
    262187,208,553,4,262187,208,556,5,262194,6,575,32,393268,6,576,134,
    238,575,262172,577,6,576,262176,578,4,577,262203,578,579,4,262176,582,
    4,6,262187,6,584,264,262187,208,620,3,196650,27,634,262172,638,6,
    160,196637,639,6,327710,640,6,638,639,262176,641,12,640,262203,641,642,
    12,262187,208,643,2,262187,6,651,72,262187,6,668,3400,327734,2,4,
    0,3,131320,5,262203,7,701,7,262203,7,703,7,262203,7,704,7,
    262203,7,707,7,262201,6,702,44,196670,701,702,262205,6,705,701,196670,
    704,705,327737,6,706,51,704,196670,703,706,262205,6,708,703,196670,707,
    708,327737,2,709,54,707,65789,65592,327734,6,11,0,8,196663,7,9,
    196663,7,10,131320,12,196855,64,0,983291,56,63,1,57,2,58,3,
    59,4,60,5,61,6,62,131320,63,262205,6,89,9,262205,6,90,
    10,327878,6,91,89,90,131326,91,131320,57,262205,6,65,9,262205,6,
    66,10,327808,6,67,65,66,131326,67,131320,58,262205,6,69,9,262205,
    6,70,10,327812,6,71,69,70,131326,71,131320,59,262205,6,73,9,
    262205,6,74,10,458764,6,75,1,38,73,74,131326,75,131320,60,262205,
    6,77,9,262205,6,78,10,458764,6,79,1,41,77,78,131326,79,
    131320,61,262205,6,81,9,262205,6,82,10,327879,6,83,81,82,131326,
    83,131320,62,262205,6,85,9,262205,6,86,10,327877,6,87,85,86,
    131326,87,131320,64,65791,65592,327734,13,18,0,15,196663,14,16,196663,14,
    17,131320,19,196855,102,0,983291,56,101,1,95,2,96,3,97,4,
    98,5,99,6,100,131320,101,262205,13,127,16,262205,13,128,17,327878,
    13,129,127,128,131326,129,131320,95,262205,13,103,16,262205,13,104,17,
    327808,13,105,103,104,131326,105,131320,96,262205,13,107,16,262205,13,108,
    17,327812,13,109,107,108,131326,109,131320,97,262205,13,111,16,262205,13,
    112,17,458764,13,113,1,38,111,112,131326,113,131320,98,262205,13,115,
    16,262205,13,116,17,458764,13,117,1,41,115,116,131326,117,131320,99,
    262205,13,119,16,262205,13,120,17,327879,13,121,119,120,131326,121,131320,
    100,262205,13,123,16,262205,13,124,17,327877,13,125,123,124,131326,125,
    131320,102,65791,65592,327734,6,21,0,20,131320,22,196855,138,0,721147,56,
    137,2,133,3,134,4,135,5,136,131320,137,131326,143,131320,133,131326,
    139,131320,134,131326,141,131320,135,131326,143,131320,136,131326,141,131320,138,65791,
    65592,327734,6,23,0,20,131320,24,262205,6,151,150,131326,151,65592,327734,
    6,25,0,20,131320,26,262203,7,156,7,262205,6,155,154,196670,156,
    155,262205,6,157,156,131326,157,65592,327734,27,29,0,28,131320,30,262477,
    27,161,160,131326,161,65592,327734,27,34,0,32,196663,31,33,131320,35,
    262205,27,164,33,328015,27,165,160,164,131326,165,65592,327734,6,38,0,
    36,196663,7,37,131320,39,262203,7,177,7,196855,176,0,1114363,56,175,
    1,168,2,169,3,170,4,171,5,172,6,173,7,174,131320,175,
    262205,6,200,37,131326,200,131320,168,262205,6,178,37,393565,6,179,160,
    0,178,196670,177,179,262205,6,180,177,131326,180,131320,169,262205,6,182,
    37,393567,6,183,160,0,182,131326,183,131320,170,262205,6,185,37,393570,
    6,186,160,0,185,131326,186,131320,171,262205,6,188,37,393573,6,189,
    160,0,188,131326,189,131320,172,262205,6,191,37,393575,6,192,160,0,
    191,131326,192,131320,173,262205,6,194,37,393576,6,195,160,0,194,131326,
    195,131320,174,262205,6,197,37,393577,6,198,160,0,197,131326,198,131320,
    176,65791,65592,327734,13,42,0,40,196663,7,41,131320,43,262205,6,210,
    41,393281,211,212,207,209,210,262205,6,213,212,262205,6,214,41,327808,
    6,215,214,139,393281,211,216,207,209,215,262205,6,217,216,262205,6,
    218,41,327808,6,220,218,219,393281,211,221,207,209,220,262205,6,222,
    221,262205,6,223,41,327808,6,224,223,160,393281,211,225,207,209,224,
    262205,6,226,225,458832,13,227,213,217,222,226,131326,227,65592,327734,6,
    44,0,20,131320,45,262203,7,230,7,262203,7,240,7,262203,7,249,
    7,262203,7,258,7,262203,31,264,7,262203,7,270,7,262203,14,274,
    7,262203,14,277,7,262203,14,279,7,262203,14,281,7,262203,7,283,
    7,262203,14,306,7,262203,14,308,7,262203,14,318,7,262203,14,320,
    7,262203,14,330,7,262203,14,332,7,262203,14,342,7,262203,14,344,
    7,262203,14,363,7,262203,14,365,7,262203,7,389,7,262203,14,391,
    7,262203,14,393,7,262203,7,402,7,262203,14,404,7,262203,14,406,
    7,262203,7,416,7,262203,14,418,7,262203,14,420,7,262203,7,430,
    7,262203,14,432,7,262203,14,434,7,262203,7,453,7,262203,14,455,
    7,262203,14,457,7,262203,7,462,7,262203,14,463,7,262203,14,465,
    7,262203,14,468,7,262203,14,470,7,262203,14,473,7,262203,14,474,
    7,262203,14,476,7,262203,14,478,7,262203,14,481,7,262203,14,483,
    7,262203,14,486,7,262203,14,487,7,262203,7,489,7,262203,7,491,
    7,262203,14,494,7,262203,14,496,7,262203,14,499,7,262203,14,501,
    7,262203,14,504,7,262203,14,505,7,262203,14,507,7,262203,14,509,
    7,262203,14,512,7,262203,14,514,7,262203,14,517,7,262203,14,518,
    7,262203,7,520,7,262203,7,522,7,262203,7,525,7,262203,7,526,
    7,262203,7,540,7,262203,7,542,7,327745,149,234,233,143,262205,6,
    235,234,327812,6,239,235,238,196670,230,239,327745,149,242,241,143,262205,
    6,243,242,327812,6,244,243,238,327745,149,246,245,143,262205,6,247,
    246,327808,6,248,244,247,196670,240,248,327745,253,254,252,209,262205,6,
    255,254,327814,6,257,255,256,196670,249,257,327745,253,259,252,209,262205,
    6,260,259,262205,6,261,249,327812,6,262,261,256,327810,6,263,260,
    262,196670,258,263,327745,253,266,252,265,262205,6,267,266,327817,6,268,
    267,256,327850,27,269,268,143,196670,264,269,327745,253,271,252,265,262205,
    6,272,271,327814,6,273,272,256,196670,270,273,262201,6,275,21,458832,
    13,276,275,275,275,275,196670,274,276,262205,13,278,274,196670,277,278,
    262205,13,280,274,196670,279,280,262205,13,282,274,196670,281,282,262205,6,
    284,240,196670,283,284,262205,27,285,264,196855,287,0,262394,285,286,372,
    131320,286,131321,288,131320,288,262390,290,291,0,131321,292,131320,292,262205,6,
    293,283,262205,6,294,230,327812,6,295,160,294,327808,6,296,293,295,
    262205,6,297,249,327856,27,298,296,297,262394,298,289,290,131320,289,262205,
    6,303,270,262205,6,304,283,327808,6,305,303,304,262205,13,307,274,
    196670,306,307,393281,309,310,302,209,305,262205,13,311,310,196670,308,311,
    393273,13,312,18,306,308,196670,274,312,262205,6,313,270,262205,6,314,
    283,327808,6,315,313,314,262205,6,316,230,327808,6,317,315,316,262205,
    13,319,277,196670,318,319,393281,309,321,302,209,317,262205,13,322,321,
    196670,320,322,393273,13,323,18,318,320,196670,277,323,262205,6,324,270,
    262205,6,325,283,327808,6,326,324,325,262205,6,327,230,327812,6,328,
    219,327,327808,6,329,326,328,262205,13,331,279,196670,330,331,393281,309,
    333,302,209,329,262205,13,334,333,196670,332,334,393273,13,335,18,330,
    332,196670,279,335,262205,6,336,270,262205,6,337,283,327808,6,338,336,
    337,262205,6,339,230,327812,6,340,160,339,327808,6,341,338,340,262205,
    13,343,281,196670,342,343,393281,309,345,302,209,341,262205,13,346,345,
    196670,344,346,393273,13,347,18,342,344,196670,281,347,131321,291,131320,291,
    262205,6,348,230,327812,6,349,256,348,262205,6,350,283,327808,6,351,
    350,349,196670,283,351,131321,288,131320,290,131321,352,131320,352,262390,354,355,
    0,131321,356,131320,356,262205,6,357,283,262205,6,358,249,327856,27,359,
    357,358,262394,359,353,354,131320,353,262205,6,360,270,262205,6,361,283,
    327808,6,362,360,361,262205,13,364,274,196670,363,364,393281,309,366,302,
    209,362,262205,13,367,366,196670,365,367,393273,13,368,18,363,365,196670,
    274,368,131321,355,131320,355,262205,6,369,230,262205,6,370,283,327808,6,
    371,370,369,196670,283,371,131321,352,131320,354,131321,287,131320,372,131321,373,
    131320,373,262390,375,376,0,131321,377,131320,377,262205,6,378,283,262205,6,
    379,230,327812,6,380,160,379,327808,6,381,378,380,262205,6,382,249,
    327856,27,383,381,382,262394,383,374,375,131320,374,327745,253,384,252,265,
    262205,6,385,384,262205,6,386,283,327812,6,387,386,256,327808,6,388,
    385,387,196670,389,388,327737,13,390,42,389,262205,13,392,274,196670,391,
    392,196670,393,390,393273,13,394,18,391,393,196670,274,394,327745,253,395,
    252,265,262205,6,396,395,262205,6,397,283,262205,6,398,230,327808,6,
    399,397,398,327812,6,400,399,256,327808,6,401,396,400,196670,402,401,
    327737,13,403,42,402,262205,13,405,277,196670,404,405,196670,406,403,393273,
    13,407,18,404,406,196670,277,407,327745,253,408,252,265,262205,6,409,
    408,262205,6,410,283,262205,6,411,230,327812,6,412,219,411,327808,6,
    413,410,412,327812,6,414,413,256,327808,6,415,409,414,196670,416,415,
    327737,13,417,42,416,262205,13,419,279,196670,418,419,196670,420,417,393273,
    13,421,18,418,420,196670,279,421,327745,253,422,252,265,262205,6,423,
    422,262205,6,424,283,262205,6,425,230,327812,6,426,160,425,327808,6,
    427,424,426,327812,6,428,427,256,327808,6,429,423,428,196670,430,429,
    327737,13,431,42,430,262205,13,433,281,196670,432,433,196670,434,431,393273,
    13,435,18,432,434,196670,281,435,131321,376,131320,376,262205,6,436,230,
    327812,6,437,256,436,262205,6,438,283,327808,6,439,438,437,196670,283,
    439,131321,373,131320,375,131321,440,131320,440,262390,442,443,0,131321,444,131320,
    444,262205,6,445,283,262205,6,446,249,327856,27,447,445,446,262394,447,
    441,442,131320,441,327745,253,448,252,265,262205,6,449,448,262205,6,450,
    283,327812,6,451,450,256,327808,6,452,449,451,196670,453,452,327737,13,
    454,42,453,262205,13,456,274,196670,455,456,196670,457,454,393273,13,458,
    18,455,457,196670,274,458,131321,443,131320,443,262205,6,459,230,262205,6,
    460,283,327808,6,461,460,459,196670,283,461,131321,440,131320,442,131321,287,
    131320,287,262205,13,464,274,196670,463,464,262205,13,466,277,196670,465,466,
    393273,13,467,18,463,465,262205,13,469,279,196670,468,469,262205,13,471,
    281,196670,470,471,393273,13,472,18,468,470,196670,473,467,196670,474,472,
    393273,13,475,18,473,474,262205,13,477,274,196670,476,477,262205,13,479,
    277,196670,478,479,393273,13,480,18,476,478,262205,13,482,279,196670,481,
    482,262205,13,484,281,196670,483,484,393273,13,485,18,481,483,196670,486,
    480,196670,487,485,393273,13,488,18,486,487,327761,6,490,475,0,196670,
    489,490,327761,6,492,488,1,196670,491,492,393273,6,493,11,489,491,
    262205,13,495,274,196670,494,495,262205,13,497,277,196670,496,497,393273,13,
    498,18,494,496,262205,13,500,279,196670,499,500,262205,13,502,281,196670,
    501,502,393273,13,503,18,499,501,196670,504,498,196670,505,503,393273,13,
    506,18,504,505,262205,13,508,274,196670,507,508,262205,13,510,277,196670,
    509,510,393273,13,511,18,507,509,262205,13,513,279,196670,512,513,262205,
    13,515,281,196670,514,515,393273,13,516,18,512,514,196670,517,511,196670,
    518,516,393273,13,519,18,517,518,327761,6,521,506,2,196670,520,521,
    327761,6,523,519,3,196670,522,523,393273,6,524,11,520,522,196670,525,
    493,196670,526,524,393273,6,527,11,525,526,196670,462,527,262205,6,528,
    240,262205,6,529,258,327856,27,530,528,529,196855,532,0,262394,530,531,
    532,131320,531,327745,253,533,252,265,262205,6,534,533,262205,6,535,249,
    327812,6,536,535,256,327808,6,537,534,536,262205,6,538,240,327808,6,
    539,537,538,262205,6,541,462,196670,540,541,393281,211,543,207,209,539,
    262205,6,544,543,196670,542,544,393273,6,545,11,540,542,196670,462,545,
    131321,532,131320,532,262205,6,546,462,131326,546,65592,327734,2,48,0,46,
    196663,7,47,131320,49,262203,7,561,7,327745,253,554,252,553,262205,6,
    555,554,327745,253,557,252,556,262205,6,558,557,327879,6,559,558,139,
    327851,27,560,559,143,196855,563,0,262394,560,562,565,131320,562,262201,6,
    564,21,196670,561,564,131321,563,131320,565,262205,6,566,47,196670,561,566,
    131321,563,131320,563,262205,6,567,561,393281,211,568,552,209,555,196670,568,
    567,65789,65592,327734,6,51,0,36,196663,7,50,131320,52,262203,7,569,
    7,262203,7,585,7,262203,7,591,7,262203,7,601,7,262203,7,603,
    7,262203,7,609,7,262205,6,570,50,196670,569,570,327737,6,571,38,
    569,196670,50,571,262201,27,572,29,196855,574,0,262394,572,573,574,131320,
    573,262201,6,580,23,262205,6,581,50,327745,582,583,579,580,196670,583,
    581,131321,574,131320,574,262368,219,219,584,262201,6,586,21,196670,585,586,
    262201,6,587,23,327850,27,588,587,143,196855,590,0,262394,588,589,590,
    131320,589,262201,6,592,25,196670,591,592,131321,593,131320,593,262390,595,596,
    0,131321,597,131320,597,262205,6,598,591,327856,27,599,598,576,262394,599,
    594,595,131320,594,262205,6,600,591,262205,6,602,585,196670,601,602,327745,
    582,604,579,600,262205,6,605,604,196670,603,605,393273,6,606,11,601,
    603,196670,585,606,131321,596,131320,596,262205,6,607,591,327808,6,608,607,
    575,196670,591,608,131321,593,131320,595,262205,6,610,585,196670,609,610,327737,
    6,611,38,609,196670,585,611,131321,590,131320,590,262205,6,612,585,131326,
    612,65592,327734,2,54,0,46,196663,7,53,131320,55,262203,7,629,7,
    262203,31,633,7,262203,31,661,7,262203,7,669,7,262203,7,671,7,
    262203,7,683,7,262203,7,685,7,262203,7,691,7,262203,7,697,7,
    262201,6,615,23,327851,27,616,615,143,196855,618,0,262394,616,617,618,
    131320,617,65789,131320,618,327745,253,621,252,620,262205,6,622,621,327850,27,
    623,622,139,196855,625,0,262394,623,624,625,131320,624,262201,27,626,29,
    196855,628,0,262394,626,627,628,131320,627,262205,6,630,53,196670,629,630,
    327737,2,631,48,629,131321,628,131320,628,65789,131320,625,196670,633,634,262201,
    27,635,29,196855,637,0,262394,635,636,637,131320,636,327745,253,644,252,
    643,262205,6,645,644,327745,149,646,241,143,262205,6,647,646,327808,6,
    648,645,647,262205,6,649,53,393281,211,650,642,643,648,196670,650,649,
    196833,139,651,327745,211,652,642,209,458986,6,653,652,139,143,139,327745,
    253,654,252,620,262205,6,655,654,327810,6,656,655,139,327850,27,657,
    653,656,196670,633,657,262205,27,658,633,196855,660,0,262394,658,659,660,
    131320,659,196833,139,651,131321,660,131320,660,131321,637,131320,637,262205,27,662,
    633,196670,661,662,327737,27,663,34,661,262312,27,664,663,196855,666,0,
    262394,664,665,666,131320,665,65789,131320,666,262368,160,160,668,262201,6,670,
    21,196670,669,670,262201,6,672,25,196670,671,672,131321,673,131320,673,262390,
    675,676,0,131321,677,131320,677,262205,6,678,671,327745,253,679,252,620,
    262205,6,680,679,327856,27,681,678,680,262394,681,674,675,131320,674,262205,
    6,682,671,262205,6,684,669,196670,683,684,393281,211,686,642,643,682,
    262205,6,687,686,196670,685,687,393273,6,688,11,683,685,196670,669,688,
    131321,676,131320,676,262205,6,689,671,327808,6,690,689,575,196670,671,690,
    131321,673,131320,675,262205,6,692,669,196670,691,692,327737,6,693,38,691,
    196670,53,693,262201,27,694,29,196855,696,0,262394,694,695,696,131320,695,
    262205,6,698,53,196670,697,698,327737,2,699,48,697,327745,211,700,642,
    209,196670,700,143,131321,696,131320,696,65789,65592,
};
static const uint32_t vkr__spv_reduce_u32_all_shuffle[3742] = {
    119734787,66304,524299,724,0,131089,1,131089,61,131089,65,393227,1,1280527431,1685353262,808793134,
    0,196622,0,1,655375,5,4,1852399981,0,154,158,249,257,261,393232,4,
    17,1,1,1,262215,60,1,1,262215,154,11,40,196679,158,0,262215,
    158,11,41,196679,159,0,196679,170,0,262215,184,1,2,262215,220,6,
    4,262216,221,0,24,327752,221,0,35,0,196679,221,2,262215,223,34,
    0,262215,223,33,0,262215,249,11,24,262215,252,1,0,262215,253,11,
    25,262215,257,11,26,262215,261,11,27,327752,266,0,35,0,327752,266,
    1,35,4,327752,266,2,35,8,327752,266,3,35,12,327752,266,4,
    35,16,327752,266,5,35,20,196679,266,2,262215,315,6,16,262216,316,
    0,24,327752,316,0,35,0,196679,316,2,262215,318,34,0,262215,318,
    33,0,262215,565,6,4,262216,566,0,25,327752,566,0,35,0,196679,
    566,2,262215,568,34,0,262215,568,33,1,262215,653,6,4,262215,654,
    6,4,262216,655,0,23,327752,655,0,35,0,262216,655,1,23,327752,
    655,1,35,4,262216,655,2,23,327752,655,2,35,16,196679,655,2,
    262215,657,34,0,262215,657,33,2,131091,2,196641,3,2,262165,6,32,
    0,262176,7,7,6,327713,8,6,7,7,262167,13,6,4,262176,14,
    7,13,327713,15,13,14,14,196641,20,6,131092,31,196641,32,31,262176,
    35,7,31,262177,36,31,35,262177,40,6,7,262177,44,13,7,262177,
    50,2,7,262194,6,60,1,262187,6,143,1,262187,6,145,4294967295,262187,
    6,147,0,262176,153,1,6,262203,153,154,1,262203,153,158,1,262187,
    6,166,3,262194,6,184,32,262187,6,186,3400,196637,220,6,196638,221,
    220,262176,222,12,221,262203,222,223,12,262165,224,32,1,262187,224,225,
    0,262176,227,12,6,262187,6,235,2,262167,247,6,3,262176,248,1,
    247,262203,248,249,1,262194,6,252,1,393267,247,253,252,143,143,393268,
    6,254,81,253,0,262203,248,257,1,262203,248,261,1,524318,266,6,
    6,6,6,6,6,262176,267,9,266,262203,267,268,9,262176,269,9,
    6,262187,6,272,4,262187,224,281,1,196637,315,13,196638,316,315,262176,
    317,12,316,262203,317,318,12,262176,325,12,13,196637,565,6,196638,566,
    565,262176,567,12,566,262203,567,568,12,262187,224,569,4,262187,224,572,
    5,393268,6,591,134,254,184,262172,592,6,591,262176,593,4,592,262203,
    593,594,4,262176,597,4,6,262187,6,599,264,262187,224,635,3,196650,
    31,649,262172,653,6,166,196637,654,6,327710,655,6,653,654,262176,656,
    12,655,262203,656,657,12,262187,224,658,2,262187,6,666,72,327734,2,
    4,0,3,131320,5,262203,7,715,7,262203,7,717,7,262203,7,718,
    7,262203,7,721,7,262201,6,716,48,196670,715,716,262205,6,719,715,
    196670,718,719,327737,6,720,55,718,196670,717,720,262205,6,722,717,196670,
    721,722,327737,2,723,58,721,65789,65592,327734,6,11,0,8,196663,7,
    9,196663,7,10,131320,12,196855,68,0,983291,60,67,1,61,2,62,
    3,63,4,64,5,65,6,66,131320,67,262205,6,93,9,262205,6,
    94,10,327878,6,95,93,94,131326,95,131320,61,262205,6,69,9,262205,
    6,70,10,327808,6,71,69,70,131326,71,131320,62,262205,6,73,9,
    262205,6,74,10,327812,6,75,73,74,131326,75,131320,63,262205,6,77,
    9,262205,6,78,10,458764,6,79,1,38,77,78,131326,79,131320,64,
    262205,6,81,9,262205,6,82,10,458764,6,83,1,41,81,82,131326,
    83,131320,65,262205,6,85,9,262205,6,86,10,327879,6,87,85,86,
    131326,87,131320,66,262205,6,89,9,262205,6,90,10,327877,6,91,89,
    90,131326,91,131320,68,65791,65592,327734,13,18,0,15,196663,14,16,196663,
    14,17,131320,19,196855,106,0,983291,60,105,1,99,2,100,3,101,
    4,102,5,103,6,104,131320,105,262205,13,131,16,262205,13,132,17,
    327878,13,133,131,132,131326,133,131320,99,262205,13,107,16,262205,13,108,
    17,327808,13,109,107,108,131326,109,131320,100,262205,13,111,16,262205,13,
    112,17,327812,13,113,111,112,131326,113,131320,101,262205,13,115,16,262205,
    13,116,17,458764,13,117,1,38,115,116,131326,117,131320,102,262205,13,
    119,16,262205,13,120,17,458764,13,121,1,41,119,120,131326,121,131320,
    103,262205,13,123,16,262205,13,124,17,327879,13,125,123,124,131326,125,
    131320,104,262205,13,127,16,262205,13,128,17,327877,13,129,127,128,131326,
    129,131320,106,65791,65592,327734,6,21,0,20,131320,22,196855,142,0,721147,
    60,141,2,137,3,138,4,139,5,140,131320,141,131326,147,131320,137,
    131326,143,131320,138,131326,145,131320,139,131326,147,131320,140,131326,145,131320,142,
    65791,65592,327734,6,23,0,20,131320,24,262205,6,155,154,131326,155,65592,
    327734,6,25,0,20,131320,26,262203,7,160,7,262205,6,159,158,196670,
    160,159,262205,6,161,160,131326,161,65592,327734,6,29,0,8,196663,7,
    27,196663,7,28,131320,30,262205,6,164,27,262205,6,165,28,393562,6,
    167,166,164,165,131326,167,65592,327734,31,33,0,32,131320,34,262205,6,
    170,158,327850,31,171,170,147,131326,171,65592,327734,31,38,0,36,196663,
    35,37,131320,39,262203,7,174,7,262203,7,177,7,262205,31,175,37,
    393385,6,176,175,143,147,196670,174,176,196670,177,143,131321,178,131320,178,
    262390,180,181,0,131321,182,131320,182,262205,6,183,177,327856,31,185,183,
    184,262394,185,179,180,131320,179,262368,166,166,186,262205,6,187,174,262205,
    6,188,177,393562,6,189,166,187,188,262205,6,190,174,327877,6,191,
    190,189,196670,174,191,131321,181,131320,181,262205,6,192,177,327876,6,193,
    192,143,196670,177,193,131321,178,131320,180,262205,6,194,174,327851,31,195,
    194,147,131326,195,65592,327734,6,42,0,40,196663,7,41,131320,43,262203,
    7,198,7,262203,7,206,7,262203,7,208,7,262203,7,211,7,262203,
    7,213,7,196670,198,143,131321,199,131320,199,262390,201,202,0,131321,203,
    131320,203,262205,6,204,198,327856,31,205,204,184,262394,205,200,201,131320,
    200,262368,166,166,186,262205,6,207,41,196670,206,207,262205,6,209,198,
    196670,208,209,393273,6,210,29,206,208,262205,6,212,41,196670,211,212,
    196670,213,210,393273,6,214,11,211,213,196670,41,214,131321,202,131320,202,
    262205,6,215,198,327876,6,216,215,143,196670,198,216,131321,199,131320,201,
    262205,6,217,41,131326,217,65592,327734,13,46,0,44,196663,7,45,131320,
    47,262205,6,226,45,393281,227,228,223,225,226,262205,6,229,228,262205,
    6,230,45,327808,6,231,230,143,393281,227,232,223,225,231,262205,6,
    233,232,262205,6,234,45,327808,6,236,234,235,393281,227,237,223,225,
    236,262205,6,238,237,262205,6,239,45,327808,6,240,239,166,393281,227,
    241,223,225,240,262205,6,242,241,458832,13,243,229,233,238,242,131326,
    243,65592,327734,6,48,0,20,131320,49,262203,7,246,7,262203,7,256,
    7,262203,7,265,7,262203,7,274,7,262203,35,280,7,262203,7,286,
    7,262203,14,290,7,262203,14,293,7,262203,14,295,7,262203,14,297,
    7,262203,7,299,7,262203,14,322,7,262203,14,324,7,262203,14,334,
    7,262203,14,336,7,262203,14,346,7,262203,14,348,7,262203,14,358,
    7,262203,14,360,7,262203,14,379,7,262203,14,381,7,262203,7,405,
    7,262203,14,407,7,262203,14,409,7,262203,7,418,7,262203,14,420,
    7,262203,14,422,7,262203,7,432,7,262203,14,434,7,262203,14,436,
    7,262203,7,446,7,262203,14,448,7,262203,14,450,7,262203,7,469,
    7,262203,14,471,7,262203,14,473,7,262203,7,478,7,262203,14,479,
    7,262203,14,481,7,262203,14,484,7,262203,14,486,7,262203,14,489,
    7,262203,14,490,7,262203,14,492,7,262203,14,494,7,262203,14,497,
    7,262203,14,499,7,262203,14,502,7,262203,14,503,7,262203,7,505,
    7,262203,7,507,7,262203,14,510,7,262203,14,512,7,262203,14,515,
    7,262203,14,517,7,262203,14,520,7,262203,14,521,7,262203,14,523,
    7,262203,14,525,7,262203,14,528,7,262203,14,530,7,262203,14,533,
    7,262203,14,534,7,262203,7,536,7,262203,7,538,7,262203,7,541,
    7,262203,7,542,7,262203,7,556,7,262203,7,558,7,327745,153,250,
    249,147,262205,6,251,250,327812,6,255,251,254,196670,246,255,327745,153,
    258,257,147,262205,6,259,258,327812,6,260,259,254,327745,153,262,261,
    147,262205,6,263,262,327808,6,264,260,263,196670,256,264,327745,269,270,
    268,225,262205,6,271,270,327814,6,273,271,272,196670,265,273,327745,269,
    275,268,225,262205,6,276,275,262205,6,277,265,327812,6,278,277,272,
    327810,6,279,276,278,196670,274,279,327745,269,282,268,281,262205,6,283,
    282,327817,6,284,283,272,327850,31,285,284,147,196670,280,285,327745,269,
    287,268,281,262205,6,288,287,327814,6,289,288,272,196670,286,289,262201,
    6,291,21,458832,13,292,291,291,291,291,196670,290,292,262205,13,294,
    290,196670,293,294,262205,13,296,290,196670,295,296,262205,13,298,290,196670,
    297,298,262205,6,300,256,196670,299,300,262205,31,301,280,196855,303,0,
    262394,301,302,388,131320,302,131321,304,131320,304,262390,306,307,0,131321,308,
    131320,308,262205,6,309,299,262205,6,310,246,327812,6,311,166,310,327808,
    6,312,309,311,262205,6,313,265,327856,31,314,312,313,262394,314,305,
    306,131320,305,262205,6,319,286,262205,6,320,299,327808,6,321,319,320,
    262205,13,323,290,196670,322,323,393281,325,326,318,225,321,262205,13,327,
    326,196670,324,327,393273,13,328,18,322,324,196670,290,328,262205,6,329,
    286,262205,6,330,299,327808,6,331,329,330,262205,6,332,246,327808,6,
    333,331,332,262205,13,335,293,196670,334,335,393281,325,337,318,225,333,
    262205,13,338,337,196670,336,338,393273,13,339,18,334,336,196670,293,339,
    262205,6,340,286,262205,6,341,299,327808,6,342,340,341,262205,6,343,
    246,327812,6,344,235,343,327808,6,345,342,344,262205,13,347,295,196670,
    346,347,393281,325,349,318,225,345,262205,13,350,349,196670,348,350,393273,
    13,351,18,346,348,196670,295,351,262205,6,352,286,262205,6,353,299,
    327808,6,354,352,353,262205,6,355,246,327812,6,356,166,355,327808,6,
    357,354,356,262205,13,359,297,196670,358,359,393281,325,361,318,225,357,
    262205,13,362,361,196670,360,362,393273,13,363,18,358,360,196670,297,363,
    131321,307,131320,307,262205,6,364,246,327812,6,365,272,364,262205,6,366,
    299,327808,6,367,366,365,196670,299,367,131321,304,131320,306,131321,368,131320,
    368,262390,370,371,0,131321,372,131320,372,262205,6,373,299,262205,6,374,
    265,327856,31,375,373,374,262394,375,369,370,131320,369,262205,6,376,286,
    262205,6,377,299,327808,6,378,376,377,262205,13,380,290,196670,379,380,
    393281,325,382,318,225,378,262205,13,383,382,196670,381,383,393273,13,384,
    18,379,381,196670,290,384,131321,371,131320,371,262205,6,385,246,262205,6,
    386,299,327808,6,387,386,385,196670,299,387,131321,368,131320,370,131321,303,
    131320,388,131321,389,131320,389,262390,391,392,0,131321,393,131320,393,262205,6,
    394,299,262205,6,395,246,327812,6,396,166,395,327808,6,397,394,396,
    262205,6,398,265,327856,31,399,397,398,262394,399,390,391,131320,390,327745,
    269,400,268,281,262205,6,401,400,262205,6,402,299,327812,6,403,402,
    272,327808,6,404,401,403,196670,405,404,327737,13,406,46,405,262205,13,
    408,290,196670,407,408,196670,409,406,393273,13,410,18,407,409,196670,290,
    410,327745,269,411,268,281,262205,6,412,411,262205,6,413,299,262205,6,
    414,246,327808,6,415,413,414,327812,6,416,415,272,327808,6,417,412,
    416,196670,418,417,327737,13,419,46,418,262205,13,421,293,196670,420,421,
    196670,422,419,393273,13,423,18,420,422,196670,293,423,327745,269,424,268,
    281,262205,6,425,424,262205,6,426,299,262205,6,427,246,327812,6,428,
    235,427,327808,6,429,426,428,327812,6,430,429,272,327808,6,431,425,
    430,196670,432,431,327737,13,433,46,432,262205,13,435,295,196670,434,435,
    196670,436,433,393273,13,437,18,434,436,196670,295,437,327745,269,438,268,
    281,262205,6,439,438,262205,6,440,299,262205,6,441,246,327812,6,442,
    166,441,327808,6,443,440,442,327812,6,444,443,272,327808,6,445,439,
    444,196670,446,445,327737,13,447,46,446,262205,13,449,297,196670,448,449,
    196670,450,447,393273,13,451,18,448,450,196670,297,451,131321,392,131320,392,
    262205,6,452,246,327812,6,453,272,452,262205,6,454,299,327808,6,455,
    454,453,196670,299,455,131321,389,131320,391,131321,456,131320,456,262390,458,459,
    0,131321,460,131320,460,262205,6,461,299,262205,6,462,265,327856,31,463,
    461,462,262394,463,457,458,131320,457,327745,269,464,268,281,262205,6,465,
    464,262205,6,466,299,327812,6,467,466,272,327808,6,468,465,467,196670,
    469,468,327737,13,470,46,469,262205,13,472,290,196670,471,472,196670,473,
    470,393273,13,474,18,471,473,196670,290,474,131321,459,131320,459,262205,6,
    475,246,262205,6,476,299,327808,6,477,476,475,196670,299,477,131321,456,
    131320,458,131321,303,131320,303,262205,13,480,290,196670,479,480,262205,13,482,
    293,196670,481,482,393273,13,483,18,479,481,262205,13,485,295,196670,484,
    485,262205,13,487,297,196670,486,487,393273,13,488,18,484,486,196670,489,
    483,196670,490,488,393273,13,491,18,489,490,262205,13,493,290,196670,492,
    493,262205,13,495,293,196670,494,495,393273,13,496,18,492,494,262205,13,
    498,295,196670,497,498,262205,13,500,297,196670,499,500,393273,13,501,18,
    497,499,196670,502,496,196670,503,501,393273,13,504,18,502,503,327761,6,
    506,491,0,196670,505,506,327761,6,508,504,1,196670,507,508,393273,6,
    509,11,505,507,262205,13,511,290,196670,510,511,262205,13,513,293,196670,
    512,513,393273,13,514,18,510,512,262205,13,516,295,196670,515,516,262205,
    13,518,297,196670,517,518,393273,13,519,18,515,517,196670,520,514,196670,
    521,519,393273,13,522,18,520,521,262205,13,524,290,196670,523,524,262205,
    13,526,293,196670,525,526,393273,13,527,18,523,525,262205,13,529,295,
    196670,528,529,262205,13,531,297,196670,530,531,393273,13,532,18,528,530,
    196670,533,527,196670,534,532,393273,13,535,18,533,534,327761,6,537,522,
    2,196670,536,537,327761,6,539,535,3,196670,538,539,393273,6,540,11,
    536,538,196670,541,509,196670,542,540,393273,6,543,11,541,542,196670,478,
    543,262205,6,544,256,262205,6,545,274,327856,31,546,544,545,196855,548,
    0,262394,546,547,548,131320,547,327745,269,549,268,281,262205,6,550,549,
    262205,6,551,265,327812,6,552,551,272,327808,6,553,550,552,262205,6,
    554,256,327808,6,555,553,554,262205,6,557,478,196670,556,557,393281,227,
    559,223,225,555,262205,6,560,559,196670,558,560,393273,6,561,11,556,
    558,196670,478,561,131321,548,131320,548,262205,6,562,478,131326,562,65592,327734,
    2,52,0,50,196663,7,51,131320,53,262203,7,577,7,327745,269,570,
    268,569,262205,6,571,570,327745,269,573,268,572,262205,6,574,573,327879,
    6,575,574,143,327851,31,576,575,147,196855,579,0,262394,576,578,581,
    131320,578,262201,6,580,21,196670,577,580,131321,579,131320,581,262205,6,582,
    51,196670,577,582,131321,579,131320,579,262205,6,583,577,393281,227,584,568,
    225,571,196670,584,583,65789,65592,327734,6,55,0,40,196663,7,54,131320,
    56,262203,7,585,7,262203,7,600,7,262203,7,606,7,262203,7,616,
    7,262203,7,618,7,262203,7,624,7,262205,6,586,54,196670,585,586,
    327737,6,587,42,585,196670,54,587,262201,31,588,33,196855,590,0,262394,
    588,589,590,131320,589,262201,6,595,23,262205,6,596,54,327745,597,598,
    594,595,196670,598,596,131321,590,131320,590,262368,235,235,599,262201,6,601,
    21,196670,600,601,262201,6,602,23,327850,31,603,602,147,196855,605,0,
    262394,603,604,605,131320,604,262201,6,607,25,196670,606,607,131321,608,131320,
    608,262390,610,611,0,131321,612,131320,612,262205,6,613,606,327856,31,614,
    613,591,262394,614,609,610,131320,609,262205,6,615,606,262205,6,617,600,
    196670,616,617,327745,597,619,594,615,262205,6,620,619,196670,618,620,393273,
    6,621,11,616,618,196670,600,621,131321,611,131320,611,262205,6,622,606,
    327808,6,623,622,184,196670,606,623,131321,608,131320,610,262205,6,625,600,
    196670,624,625,327737,6,626,42,624,196670,600,626,131321,605,131320,605,262205,
    6,627,600,131326,627,65592,327734,2,58,0,50,196663,7,57,131320,59,
    262203,7,644,7,262203,35,648,7,262203,35,676,7,262203,7,683,7,
    262203,7,685,7,262203,7,697,7,262203,7,699,7,262203,7,705,7,
    262203,7,711,7,262201,6,630,23,327851,31,631,630,147,196855,633,0,
    262394,631,632,633,131320,632,65789,131320,633,327745,269,636,268,635,262205,6,
    637,636,327850,31,638,637,143,196855,640,0,262394,638,639,640,131320,639,
    262201,31,641,33,196855,643,0,262394,641,642,643,131320,642,262205,6,645,
    57,196670,644,645,327737,2,646,52,644,131321,643,131320,643,65789,131320,640,
    196670,648,649,262201,31,650,33,196855,652,0,262394,650,651,652,131320,651,
    327745,269,659,268,658,262205,6,660,659,327745,153,661,257,147,262205,6,
    662,661,327808,6,663,660,662,262205,6,664,57,393281,227,665,657,658,
    663,196670,665,664,196833,143,666,327745,227,667,657,225,458986,6,668,667,
    143,147,143,327745,269,669,268,635,262205,6,670,669,327810,6,671,670,
    143,327850,31,672,668,671,196670,648,672,262205,31,673,648,196855,675,0,
    262394,673,674,675,131320,674,196833,143,666,131321,675,131320,675,131321,652,131320,
    652,262205,31,677,648,196670,676,677,327737,31,678,38,676,262312,31,679,
    678,196855,681,0,262394,679,680,681,131320,680,65789,131320,681,262368,166,166,
    186,262201,6,684,21,196670,683,684,262201,6,686,25,196670,685,686,131321,
    687,131320,687,262390,689,690,0,131321,691,131320,691,262205,6,692,685,327745,
    269,693,268,635,262205,6,694,693,327856,31,695,692,694,262394,695,688,
    689,131320,688,262205,6,696,685,262205,6,698,683,196670,697,698,393281,227,
    700,657,658,696,262205,6,701,700,196670,699,701,393273,6,702,11,697,
    699,196670,683,702,131321,690,131320,690,262205,6,703,685,327808,6,704,703,
    184,196670,685,704,131321,687,131320,689,262205,6,706,683,196670,705,706,327737,
    6,707,42,705,196670,57,707,262201,31,708,33,196855,710,0,262394,708,
    709,710,131320,709,262205,6,712,57,196670,711,712,327737,2,713,52,711,
    327745,227,714,657,225,196670,714,147,131321,710,131320,710,65789,65592,
};
static const uint32_t vkr__spv_reduce_u32_all_shared[3378] = {
    119734787,66304,524299,648,0,131089,1,393227,1,1280527431,1685353262,808793134,0,196622,0,1,
    524303,5,4,1852399981,0,163,172,176,393232,4,17,1,1,1,262215,40,
    1,1,262215,133,6,4,262216,134,0,24,327752,134,0,35,0,196679,
    134,2,262215,136,34,0,262215,136,33,0,262215,163,11,24,262215,167,
    1,0,262215,168,11,25,262215,172,11,26,262215,176,11,27,327752,181,
    0,35,0,327752,181,1,35,4,327752,181,2,35,8,327752,181,3,
    35,12,327752,181,4,35,16,327752,181,5,35,20,196679,181,2,262215,
    232,6,16,262216,233,0,24,327752,233,0,35,0,196679,233,2,262215,
    235,34,0,262215,235,33,0,262215,482,6,4,262216,483,0,25,327752,
    483,0,35,0,196679,483,2,262215,485,34,0,262215,485,33,1,262215,
    571,6,4,262215,572,6,4,262216,573,0,23,327752,573,0,35,0,
    262216,573,1,23,327752,573,1,35,4,262216,573,2,23,327752,573,2,
    35,16,196679,573,2,262215,575,34,0,262215,575,33,2,131091,2,196641,
    3,2,262165,6,32,0,262176,7,7,6,327713,8,6,7,7,262167,
    13,6,4,262176,14,7,13,327713,15,13,14,14,196641,20,6,262177,
    23,13,7,262177,29,2,7,262177,33,6,7,262194,6,40,1,262187,
    6,123,1,262187,6,125,4294967295,262187,6,127,0,196637,133,6,196638,134,
    133,262176,135,12,134,262203,135,136,12,262165,137,32,1,262187,137,138,
    0,262176,140,12,6,262187,6,148,2,262187,6,153,3,262167,161,6,
    3,262176,162,1,161,262203,162,163,1,262176,164,1,6,262194,6,167,
    1,393267,161,168,167,123,123,393268,6,169,81,168,0,262203,162,172,
    1,262203,162,176,1,524318,181,6,6,6,6,6,6,262176,182,9,
    181,262203,182,183,9,262176,184,9,6,262187,6,187,4,131092,195,262176,
    196,7,195,262187,137,198,1,196637,232,13,196638,233,232,262176,234,12,
    233,262203,234,235,12,262176,242,12,13,196637,482,6,196638,483,482,262176,
    484,12,483,262203,484,485,12,262187,137,486,4,262187,137,489,5,262172,
    505,6,169,262176,506,4,505,262203,506,507,4,262176,510,4,6,262187,
    6,512,264,262187,137,553,3,262172,571,6,153,196637,572,6,327710,573,
    6,571,572,262176,574,12,573,262203,574,575,12,262187,137,576,2,262187,
    6,584,72,262203,510,595,4,262187,137,598,320,262187,137,599,8,262187,
    6,600,328,327734,2,4,0,3,131320,5,262203,7,639,7,262203,7,
    641,7,262203,7,642,7,262203,7,645,7,262201,6,640,27,196670,639,
    640,262205,6,643,639,196670,642,643,327737,6,644,35,642,196670,641,644,
    262205,6,646,641,196670,645,646,327737,2,647,38,645,65789,65592,327734,6,
    11,0,8,196663,7,9,196663,7,10,131320,12,196855,48,0,983291,40,
    47,1,41,2,42,3,43,4,44,5,45,6,46,131320,47,262205,
    6,73,9,262205,6,74,10,327878,6,75,73,74,131326,75,131320,41,
    262205,6,49,9,262205,6,50,10,327808,6,51,49,50,131326,51,131320,
    42,262205,6,53,9,262205,6,54,10,327812,6,55,53,54,131326,55,
    131320,43,262205,6,57,9,262205,6,58,10,458764,6,59,1,38,57,
    58,131326,59,131320,44,262205,6,61,9,262205,6,62,10,458764,6,63,
    1,41,61,62,131326,63,131320,45,262205,6,65,9,262205,6,66,10,
    327879,6,67,65,66,131326,67,131320,46,262205,6,69,9,262205,6,70,
    10,327877,6,71,69,70,131326,71,131320,48,65791,65592,327734,13,18,0,
    15,196663,14,16,196663,14,17,131320,19,196855,86,0,983291,40,85,1,
    79,2,80,3,81,4,82,5,83,6,84,131320,85,262205,13,111,
    16,262205,13,112,17,327878,13,113,111,112,131326,113,131320,79,262205,13,
    87,16,262205,13,88,17,327808,13,89,87,88,131326,89,131320,80,262205,
    13,91,16,262205,13,92,17,327812,13,93,91,92,131326,93,131320,81,
    262205,13,95,16,262205,13,96,17,458764,13,97,1,38,95,96,131326,
    97,131320,82,262205,13,99,16,262205,13,100,17,458764,13,101,1,41,
    99,100,131326,101,131320,83,262205,13,103,16,262205,13,104,17,327879,13,
    105,103,104,131326,105,131320,84,262205,13,107,16,262205,13,108,17,327877,
    13,109,107,108,131326,109,131320,86,65791,65592,327734,6,21,0,20,131320,
    22,196855,122,0,721147,40,121,2,117,3,118,4,119,5,120,131320,
    121,131326,127,131320,117,131326,123,131320,118,131326,125,131320,119,131326,127,131320,
    120,131326,125,131320,122,65791,65592,327734,13,25,0,23,196663,7,24,131320,
    26,262205,6,139,24,393281,140,141,136,138,139,262205,6,142,141,262205,
    6,143,24,327808,6,144,143,123,393281,140,145,136,138,144,262205,6,
    146,145,262205,6,147,24,327808,6,149,147,148,393281,140,150,136,138,
    149,262205,6,151,150,262205,6,152,24,327808,6,154,152,153,393281,140,
    155,136,138,154,262205,6,156,155,458832,13,157,142,146,151,156,131326,
    157,65592,327734,6,27,0,20,131320,28,262203,7,160,7,262203,7,171,
    7,262203,7,180,7,262203,7,189,7,262203,196,197,7,262203,7,203,
    7,262203,14,207,7,262203,14,210,7,262203,14,212,7,262203,14,214,
    7,262203,7,216,7,262203,14,239,7,262203,14,241,7,262203,14,251,
    7,262203,14,253,7,262203,14,263,7,262203,14,265,7,262203,14,275,
    7,262203,14,277,7,262203,14,296,7,262203,14,298,7,262203,7,322,
    7,262203,14,324,7,262203,14,326,7,262203,7,335,7,262203,14,337,
    7,262203,14,339,7,262203,7,349,7,262203,14,351,7,262203,14,353,
    7,262203,7,363,7,262203,14,365,7,262203,14,367,7,262203,7,386,
    7,262203,14,388,7,262203,14,390,7,262203,7,395,7,262203,14,396,
    7,262203,14,398,7,262203,14,401,7,262203,14,403,7,262203,14,406,
    7,262203,14,407,7,262203,14,409,7,262203,14,411,7,262203,14,414,
    7,262203,14,416,7,262203,14,419,7,262203,14,420,7,262203,7,422,
    7,262203,7,424,7,262203,14,427,7,262203,14,429,7,262203,14,432,
    7,262203,14,434,7,262203,14,437,7,262203,14,438,7,262203,14,440,
    7,262203,14,442,7,262203,14,445,7,262203,14,447,7,262203,14,450,
    7,262203,14,451,7,262203,7,453,7,262203,7,455,7,262203,7,458,
    7,262203,7,459,7,262203,7,473,7,262203,7,475,7,327745,164,165,
    163,127,262205,6,166,165,327812,6,170,166,169,196670,160,170,327745,164,
    173,172,127,262205,6,174,173,327812,6,175,174,169,327745,164,177,176,
    127,262205,6,178,177,327808,6,179,175,178,196670,171,179,327745,184,185,
    183,138,262205,6,186,185,327814,6,188,186,187,196670,180,188,327745,184,
    190,183,138,262205,6,191,190,262205,6,192,180,327812,6,193,192,187,
    327810,6,194,191,193,196670,189,194,327745,184,199,183,198,262205,6,200,
    199,327817,6,201,200,187,327850,195,202,201,127,196670,197,202,327745,184,
    204,183,198,262205,6,205,204,327814,6,206,205,187,196670,203,206,262201,
    6,208,21,458832,13,209,208,208,208,208,196670,207,209,262205,13,211,
    207,196670,210,211,262205,13,213,207,196670,212,213,262205,13,215,207,196670,
    214,215,262205,6,217,171,196670,216,217,262205,195,218,197,196855,220,0,
    262394,218,219,305,131320,219,131321,221,131320,221,262390,223,224,0,131321,225,
    131320,225,262205,6,226,216,262205,6,227,160,327812,6,228,153,227,327808,
    6,229,226,228,262205,6,230,180,327856,195,231,229,230,262394,231,222,
    223,131320,222,262205,6,236,203,262205,6,237,216,327808,6,238,236,237,
    262205,13,240,207,196670,239,240,393281,242,243,235,138,238,262205,13,244,
    243,196670,241,244,393273,13,245,18,239,241,196670,207,245,262205,6,246,
    203,262205,6,247,216,327808,6,248,246,247,262205,6,249,160,327808,6,
    250,248,249,262205,13,252,210,196670,251,252,393281,242,254,235,138,250,
    262205,13,255,254,196670,253,255,393273,13,256,18,251,253,196670,210,256,
    262205,6,257,203,262205,6,258,216,327808,6,259,257,258,262205,6,260,
    160,327812,6,261,148,260,327808,6,262,259,261,262205,13,264,212,196670,
    263,264,393281,242,266,235,138,262,262205,13,267,266,196670,265,267,393273,
    13,268,18,263,265,196670,212,268,262205,6,269,203,262205,6,270,216,
    327808,6,271,269,270,262205,6,272,160,327812,6,273,153,272,327808,6,
    274,271,273,262205,13,276,214,196670,275,276,393281,242,278,235,138,274,
    262205,13,279,278,196670,277,279,393273,13,280,18,275,277,196670,214,280,
    131321,224,131320,224,262205,6,281,160,327812,6,282,187,281,262205,6,283,
    216,327808,6,284,283,282,196670,216,284,131321,221,131320,223,131321,285,131320,
    285,262390,287,288,0,131321,289,131320,289,262205,6,290,216,262205,6,291,
    180,327856,195,292,290,291,262394,292,286,287,131320,286,262205,6,293,203,
    262205,6,294,216,327808,6,295,293,294,262205,13,297,207,196670,296,297,
    393281,242,299,235,138,295,262205,13,300,299,196670,298,300,393273,13,301,
    18,296,298,196670,207,301,131321,288,131320,288,262205,6,302,160,262205,6,
    303,216,327808,6,304,303,302,196670,216,304,131321,285,131320,287,131321,220,
    131320,305,131321,306,131320,306,262390,308,309,0,131321,310,131320,310,262205,6,
    311,216,262205,6,312,160,327812,6,313,153,312,327808,6,314,311,313,
    262205,6,315,180,327856,195,316,314,315,262394,316,307,308,131320,307,327745,
    184,317,183,198,262205,6,318,317,262205,6,319,216,327812,6,320,319,
    187,327808,6,321,318,320,196670,322,321,327737,13,323,25,322,262205,13,
    325,207,196670,324,325,196670,326,323,393273,13,327,18,324,326,196670,207,
    327,327745,184,328,183,198,262205,6,329,328,262205,6,330,216,262205,6,
    331,160,327808,6,332,330,331,327812,6,333,332,187,327808,6,334,329,
    333,196670,335,334,327737,13,336,25,335,262205,13,338,210,196670,337,338,
    196670,339,336,393273,13,340,18,337,339,196670,210,340,327745,184,341,183,
    198,262205,6,342,341,262205,6,343,216,262205,6,344,160,327812,6,345,
    148,344,327808,6,346,343,345,327812,6,347,346,187,327808,6,348,342,
    347,196670,349,348,327737,13,350,25,349,262205,13,352,212,196670,351,352,
    196670,353,350,393273,13,354,18,351,353,196670,212,354,327745,184,355,183,
    198,262205,6,356,355,262205,6,357,216,262205,6,358,160,327812,6,359,
    153,358,327808,6,360,357,359,327812,6,361,360,187,327808,6,362,356,
    361,196670,363,362,327737,13,364,25,363,262205,13,366,214,196670,365,366,
    196670,367,364,393273,13,368,18,365,367,196670,214,368,131321,309,131320,309,
    262205,6,369,160,327812,6,370,187,369,262205,6,371,216,327808,6,372,
    371,370,196670,216,372,131321,306,131320,308,131321,373,131320,373,262390,375,376,
    0,131321,377,131320,377,262205,6,378,216,262205,6,379,180,327856,195,380,
    378,379,262394,380,374,375,131320,374,327745,184,381,183,198,262205,6,382,
    381,262205,6,383,216,327812,6,384,383,187,327808,6,385,382,384,196670,
    386,385,327737,13,387,25,386,262205,13,389,207,196670,388,389,196670,390,
    387,393273,13,391,18,388,390,196670,207,391,131321,376,131320,376,262205,6,
    392,160,262205,6,393,216,327808,6,394,393,392,196670,216,394,131321,373,
    131320,375,131321,220,131320,220,262205,13,397,207,196670,396,397,262205,13,399,
    210,196670,398,399,393273,13,400,18,396,398,262205,13,402,212,196670,401,
    402,262205,13,404,214,196670,403,404,393273,13,405,18,401,403,196670,406,
    400,196670,407,405,393273,13,408,18,406,407,262205,13,410,207,196670,409,
    410,262205,13,412,210,196670,411,412,393273,13,413,18,409,411,262205,13,
    415,212,196670,414,415,262205,13,417,214,196670,416,417,393273,13,418,18,
    414,416,196670,419,413,196670,420,418,393273,13,421,18,419,420,327761,6,
    423,408,0,196670,422,423,327761,6,425,421,1,196670,424,425,393273,6,
    426,11,422,424,262205,13,428,207,196670,427,428,262205,13,430,210,196670,
    429,430,393273,13,431,18,427,429,262205,13,433,212,196670,432,433,262205,
    13,435,214,196670,434,435,393273,13,436,18,432,434,196670,437,431,196670,
    438,436,393273,13,439,18,437,438,262205,13,441,207,196670,440,441,262205,
    13,443,210,196670,442,443,393273,13,444,18,440,442,262205,13,446,212,
    196670,445,446,262205,13,448,214,196670,447,448,393273,13,449,18,445,447,
    196670,450,444,196670,451,449,393273,13,452,18,450,451,327761,6,454,439,
    2,196670,453,454,327761,6,456,452,3,196670,455,456,393273,6,457,11,
    453,455,196670,458,426,196670,459,457,393273,6,460,11,458,459,196670,395,
    460,262205,6,461,171,262205,6,462,189,327856,195,463,461,462,196855,465,
    0,262394,463,464,465,131320,464,327745,184,466,183,198,262205,6,467,466,
    262205,6,468,180,327812,6,469,468,187,327808,6,470,467,469,262205,6,
    471,171,327808,6,472,470,471,262205,6,474,395,196670,473,474,393281,140,
    476,136,138,472,262205,6,477,476,196670,475,477,393273,6,478,11,473,
    475,196670,395,478,131321,465,131320,465,262205,6,479,395,131326,479,65592,327734,
    2,31,0,29,196663,7,30,131320,32,262203,7,494,7,327745,184,487,
    183,486,262205,6,488,487,327745,184,490,183,489,262205,6,491,490,327879,
    6,492,491,123,327851,195,493,492,127,196855,496,0,262394,493,495,498,
    131320,495,262201,6,497,21,196670,494,497,131321,496,131320,498,262205,6,499,
    30,196670,494,499,131321,496,131320,496,262205,6,500,494,393281,140,501,485,
    138,488,196670,501,500,65789,65592,327734,6,35,0,33,196663,7,34,131320,
    36,262203,7,502,7,262203,7,513,7,262203,7,521,7,262203,7,537,
    7,262203,7,540,7,327745,164,503,176,127,262205,6,504,503,196670,502,
    504,262205,6,508,502,262205,6,509,34,327745,510,511,507,508,196670,511,
    509,262368,148,148,512,196670,513,169,131321,514,131320,514,262390,516,517,0,
    131321,518,131320,518,262205,6,519,513,327852,195,520,519,123,262394,520,515,
    516,131320,515,262205,6,522,513,327808,6,523,522,123,327874,6,524,523,
    198,196670,521,524,262205,6,525,502,262205,6,526,513,262205,6,527,521,
    327810,6,528,526,527,327856,195,529,525,528,196855,531,0,262394,529,530,
    531,131320,530,262205,6,532,502,262205,6,533,502,262205,6,534,502,262205,
    6,535,521,327808,6,536,534,535,327745,510,538,507,533,262205,6,539,
    538,196670,537,539,327745,510,541,507,536,262205,6,542,541,196670,540,542,
    393273,6,543,11,537,540,327745,510,544,507,532,196670,544,543,131321,531,
    131320,531,262205,6,545,521,196670,513,545,262368,148,148,512,131321,517,131320,
    517,131321,514,131320,516,327745,510,546,507,138,262205,6,547,546,131326,547,
    65592,327734,2,38,0,29,196663,7,37,131320,39,262203,7,550,7,262203,
    7,563,7,262203,196,585,7,262203,7,606,7,262203,7,608,7,262203,
    7,620,7,262203,7,622,7,262203,7,628,7,262203,7,635,7,327745,
    164,551,176,127,262205,6,552,551,196670,550,552,327745,184,554,183,553,
    262205,6,555,554,327850,195,556,555,123,196855,558,0,262394,556,557,558,
    131320,557,262205,6,559,550,327850,195,560,559,127,196855,562,0,262394,560,
    561,562,131320,561,262205,6,564,37,196670,563,564,327737,2,565,31,563,
    131321,562,131320,562,65789,131320,558,262205,6,567,550,327850,195,568,567,127,
    196855,570,0,262394,568,569,570,131320,569,327745,184,577,183,576,262205,6,
    578,577,327745,164,579,172,127,262205,6,580,579,327808,6,581,578,580,
    262205,6,582,37,393281,140,583,575,576,581,196670,583,582,196833,123,584,
    327745,140,586,575,138,458986,6,587,586,123,127,123,327745,184,588,183,
    553,262205,6,589,588,327810,6,590,589,123,327850,195,591,587,590,196670,
    585,591,262205,195,592,585,196855,594,0,262394,592,593,594,131320,593,196833,
    123,584,131321,594,131320,594,262205,195,596,585,393385,6,597,596,123,127,
    196670,595,597,131321,570,131320,570,262368,148,148,600,262205,6,601,595,327850,
    195,602,601,127,196855,604,0,262394,602,603,604,131320,603,65789,131320,604,
    262201,6,607,21,196670,606,607,262205,6,609,550,196670,608,609,131321,610,
    131320,610,262390,612,613,0,131321,614,131320,614,262205,6,615,608,327745,184,
    616,183,553,262205,6,617,616,327856,195,618,615,617,262394,618,611,612,
    131320,611,262205,6,619,608,262205,6,621,606,196670,620,621,393281,140,623,
    575,576,619,262205,6,624,623,196670,622,624,393273,6,625,11,620,622,
    196670,606,625,131321,613,131320,613,262205,6,626,608,327808,6,627,626,169,
    196670,608,627,131321,610,131320,612,262205,6,629,606,196670,628,629,327737,6,
    630,35,628,196670,37,630,262205,6,631,550,327850,195,632,631,127,196855,
    634,0,262394,632,633,634,131320,633,262205,6,636,37,196670,635,636,327737,
    2,637,31,635,327745,140,638,575,138,196670,638,127,131321,634,131320,634,
    65789,65592,
};
static const uint32_t vkr__spv_reduce_i64_all_native[3420] = {
    119734787,66304,524299,676,0,131089,1,131089,11,131089,61,131089,62,131089,63,393227,
    1,1280527431,1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,155,159,230,
    239,243,393232,4,17,1,1,1,262215,59,1,1,262215,155,11,40,
    196679,159,0,262215,159,11,41,196679,160,0,262215,209,6,8,262216,210,
    0,24,327752,210,0,35,0,196679,210,2,262215,212,34,0,262215,212,
    33,0,262215,230,11,24,262215,234,1,0,262215,235,11,25,262215,239,
    11,26,262215,243,11,27,327752,248,0,35,0,327752,248,1,35,4,
    327752,248,2,35,8,327752,248,3,35,12,327752,248,4,35,16,327752,
    248,5,35,20,196679,248,2,262215,297,6,16,262216,298,0,24,327752,
    298,0,35,0,196679,298,2,262215,300,34,0,262215,300,33,0,262215,
    514,6,8,262216,515,0,25,327752,515,0,35,0,196679,515,2,262215,
    517,34,0,262215,517,33,1,262215,540,1,2,262215,603,6,4,262215,
    604,6,8,262216,605,0,23,327752,605,0,35,0,262216,605,1,23,
    327752,605,1,35,4,262216,605,2,23,327752,605,2,35,16,196679,605,
    2,262215,607,34,0,262215,607,33,2,131091,2,196641,3,2,262165,6,
    64,1,262176,7,7,6,327713,8,6,7,7,262167,13,6,2,262176,
    14,7,13,327713,15,13,14,14,196641,20,6,262165,23,32,0,196641,
    24,23,131092,29,196641,30,29,262176,33,7,29,262177,34,29,33,262177,
    38,6,7,262176,42,7,23,262177,43,13,42,262177,49,2,7,262194,
    23,59,1,327723,6,142,1,0,327723,6,144,4294967295,2147483647,327723,6,146,
    0,2147483648,327723,6,148,4294967295,4294967295,327723,6,150,0,0,262176,154,1,23,
    262203,154,155,1,262203,154,159,1,262187,23,165,3,196637,209,6,196638,
    210,209,262176,211,12,210,262203,211,212,12,262165,213,32,1,262187,213,
    214,0,262176,216,12,6,262187,23,220,1,262167,228,23,3,262176,229,
    1,228,262203,229,230,1,262187,23,231,0,262194,23,234,1,393267,228,
    235,234,220,220,393268,23,236,81,235,0,262203,229,239,1,262203,229,
    243,1,524318,248,23,23,23,23,23,23,262176,249,9,248,262203,249,
    250,9,262176,251,9,23,262187,23,254,2,262187,213,263,1,196637,297,
    13,196638,298,297,262176,299,12,298,262203,299,300,12,262176,307,12,13,
    262187,23,346,4,196637,514,6,196638,515,514,262176,516,12,515,262203,516,
    517,12,262187,213,518,4,262187,213,521,5,262194,23,540,32,393268,23,
    541,134,236,540,262172,542,6,541,262176,543,4,542,262203,543,544,4,
    262176,547,4,6,262187,23,549,264,262187,213,585,3,196650,29,599,262172,
    603,23,165,196637,604,6,327710,605,23,603,604,262176,606,12,605,262203,
    606,607,12,262187,213,608,2,262187,23,616,72,262176,617,12,23,262187,
    23,634,3400,327734,2,4,0,3,131320,5,262203,7,667,7,262203,7,
    669,7,262203,7,670,7,262203,7,673,7,262201,6,668,47,196670,667,
    668,262205,6,671,667,196670,670,671,327737,6,672,54,670,196670,669,672,
    262205,6,674,669,196670,673,674,327737,2,675,57,673,65789,65592,327734,6,
    11,0,8,196663,7,9,196663,7,10,131320,12,196855,67,0,983291,59,
    66,1,60,2,61,3,62,4,63,5,64,6,65,131320,66,262205,
    6,92,9,262205,6,93,10,327878,6,94,92,93,131326,94,131320,60,
    262205,6,68,9,262205,6,69,10,327808,6,70,68,69,131326,70,131320,
    61,262205,6,72,9,262205,6,73,10,327812,6,74,72,73,131326,74,
    131320,62,262205,6,76,9,262205,6,77,10,458764,6,78,1,39,76,
    77,131326,78,131320,63,262205,6,80,9,262205,6,81,10,458764,6,82,
    1,42,80,81,131326,82,131320,64,262205,6,84,9,262205,6,85,10,
    327879,6,86,84,85,131326,86,131320,65,262205,6,88,9,262205,6,89,
    10,327877,6,90,88,89,131326,90,131320,67,65791,65592,327734,13,18,0,
    15,196663,14,16,196663,14,17,131320,19,196855,105,0,983291,59,104,1,
    98,2,99,3,100,4,101,5,102,6,103,131320,104,262205,13,130,
    16,262205,13,131,17,327878,13,132,130,131,131326,132,131320,98,262205,13,
    106,16,262205,13,107,17,327808,13,108,106,107,131326,108,131320,99,262205,
    13,110,16,262205,13,111,17,327812,13,112,110,111,131326,112,131320,100,
    262205,13,114,16,262205,13,115,17,458764,13,116,1,39,114,115,131326,
    116,131320,101,262205,13,118,16,262205,13,119,17,458764,13,120,1,42,
    118,119,131326,120,131320,102,262205,13,122,16,262205,13,123,17,327879,13,
    124,122,123,131326,124,131320,103,262205,13,126,16,262205,13,127,17,327877,
    13,128,126,127,131326,128,131320,105,65791,65592,327734,6,21,0,20,131320,
    22,196855,141,0,721147,59,140,2,136,3,137,4,138,5,139,131320,
    140,131326,150,131320,136,131326,142,131320,137,131326,144,131320,138,131326,146,131320,
    139,131326,148,131320,141,65791,65592,327734,23,25,0,24,131320,26,262205,23,
    156,155,131326,156,65592,327734,23,27,0,24,131320,28,262203,42,161,7,
    262205,23,160,159,196670,161,160,262205,23,162,161,131326,162,65592,327734,29,
    31,0,30,131320,32,262477,29,166,165,131326,166,65592,327734,29,36,0,
    34,196663,33,35,131320,37,262205,29,169,35,328015,29,170,165,169,131326,
    170,65592,327734,6,40,0,38,196663,7,39,131320,41,262203,7,182,7,
    196855,181,0,1114363,59,180,1,173,2,174,3,175,4,176,5,177,
    6,178,7,179,131320,180,262205,6,205,39,131326,205,131320,173,262205,6,
    183,39,393565,6,184,165,0,183,196670,182,184,262205,6,185,182,131326,
    185,131320,174,262205,6,187,39,393567,6,188,165,0,187,131326,188,131320,
    175,262205,6,190,39,393569,6,191,165,0,190,131326,191,131320,176,262205,
    6,193,39,393572,6,194,165,0,193,131326,194,131320,177,262205,6,196,
    39,393575,6,197,165,0,196,131326,197,131320,178,262205,6,199,39,393576,
    6,200,165,0,199,131326,200,131320,179,262205,6,202,39,393577,6,203,
    165,0,202,131326,203,131320,181,65791,65592,327734,13,45,0,43,196663,42,
    44,131320,46,262205,23,215,44,393281,216,217,212,214,215,262205,6,218,
    217,262205,23,219,44,327808,23,221,219,220,393281,216,222,212,214,221,
    262205,6,223,222,327760,13,224,218,223,131326,224,65592,327734,6,47,0,
    20,131320,48,262203,42,227,7,262203,42,238,7,262203,42,247,7,262203,
    42,256,7,262203,33,262,7,262203,42,268,7,262203,14,272,7,262203,
    14,275,7,262203,14,277,7,262203,14,279,7,262203,42,281,7,262203,
    14,304,7,262203,14,306,7,262203,14,316,7,262203,14,318,7,262203,
    14,328,7,262203,14,330,7,262203,14,340,7,262203,14,342,7,262203,
    14,362,7,262203,14,364,7,262203,42,388,7,262203,14,390,7,262203,
    14,392,7,262203,42,401,7,262203,14,403,7,262203,14,405,7,262203,
    42,415,7,262203,14,417,7,262203,14,419,7,262203,42,429,7,262203,
    14,431,7,262203,14,433,7,262203,42,452,7,262203,14,454,7,262203,
    14,456,7,262203,7,461,7,262203,14,462,7,262203,14,464,7,262203,
    14,467,7,262203,14,469,7,262203,14,472,7,262203,14,473,7,262203,
    14,475,7,262203,14,477,7,262203,14,480,7,262203,14,482,7,262203,
    14,485,7,262203,14,486,7,262203,7,488,7,262203,7,490,7,262203,
    7,505,7,262203,7,507,7,327745,154,232,230,231,262205,23,233,232,
    327812,23,237,233,236,196670,227,237,327745,154,240,239,231,262205,23,241,
    240,327812,23,242,241,236,327745,154,244,243,231,262205,23,245,244,327808,
    23,246,242,245,196670,238,246,327745,251,252,250,214,262205,23,253,252,
    327814,23,255,253,254,196670,247,255,327745,251,257,250,214,262205,23,258,
    257,262205,23,259,247,327812,23,260,259,254,327810,23,261,258,260,196670,
    256,261,327745,251,264,250,263,262205,23,265,264,327817,23,266,265,254,
    327850,29,267,266,231,196670,262,267,327745,251,269,250,263,262205,23,270,
    269,327814,23,271,270,254,196670,268,271,262201,6,273,21,327760,13,274,
    273,273,196670,272,274,262205,13,276,272,196670,275,276,262205,13,278,272,
    196670,277,278,262205,13,280,272,196670,279,280,262205,23,282,238,196670,281,
    282,262205,29,283,262,196855,285,0,262394,283,284,371,131320,284,131321,286,
    131320,286,262390,288,289,0,131321,290,131320,290,262205,23,291,281,262205,23,
    292,227,327812,23,293,165,292,327808,23,294,291,293,262205,23,295,247,
    327856,29,296,294,295,262394,296,287,288,131320,287,262205,23,301,268,262205,
    23,302,281,327808,23,303,301,302,262205,13,305,272,196670,304,305,393281,
    307,308,300,214,303,262205,13,309,308,196670,306,309,393273,13,310,18,
    304,306,196670,272,310,262205,23,311,268,262205,23,312,281,327808,23,313,
    311,312,262205,23,314,227,327808,23,315,313,314,262205,13,317,275,196670,
    316,317,393281,307,319,300,214,315,262205,13,320,319,196670,318,320,393273,
    13,321,18,316,318,196670,275,321,262205,23,322,268,262205,23,323,281,
    327808,23,324,322,323,262205,23,325,227,327812,23,326,254,325,327808,23,
    327,324,326,262205,13,329,277,196670,328,329,393281,307,331,300,214,327,
    262205,13,332,331,196670,330,332,393273,13,333,18,328,330,196670,277,333,
    262205,23,334,268,262205,23,335,281,327808,23,336,334,335,262205,23,337,
    227,327812,23,338,165,337,327808,23,339,336,338,262205,13,341,279,196670,
    340,341,393281,307,343,300,214,339,262205,13,344,343,196670,342,344,393273,
    13,345,18,340,342,196670,279,345,131321,289,131320,289,262205,23,347,227,
    327812,23,348,346,347,262205,23,349,281,327808,23,350,349,348,196670,281,
    350,131321,286,131320,288,131321,351,131320,351,262390,353,354,0,131321,355,131320,
    355,262205,23,356,281,262205,23,357,247,327856,29,358,356,357,262394,358,
    352,353,131320,352,262205,23,359,268,262205,23,360,281,327808,23,361,359,
    360,262205,13,363,272,196670,362,363,393281,307,365,300,214,361,262205,13,
    366,365,196670,364,366,393273,13,367,18,362,364,196670,272,367,131321,354,
    131320,354,262205,23,368,227,262205,23,369,281,327808,23,370,369,368,196670,
    281,370,131321,351,131320,353,131321,285,131320,371,131321,372,131320,372,262390,374,
    375,0,131321,376,131320,376,262205,23,377,281,262205,23,378,227,327812,23,
    379,165,378,327808,23,380,377,379,262205,23,381,247,327856,29,382,380,
    381,262394,382,373,374,131320,373,327745,251,383,250,263,262205,23,384,383,
    262205,23,385,281,327812,23,386,385,254,327808,23,387,384,386,196670,388,
    387,327737,13,389,45,388,262205,13,391,272,196670,390,391,196670,392,389,
    393273,13,393,18,390,392,196670,272,393,327745,251,394,250,263,262205,23,
    395,394,262205,23,396,281,262205,23,397,227,327808,23,398,396,397,327812,
    23,399,398,254,327808,23,400,395,399,196670,401,400,327737,13,402,45,
    401,262205,13,404,275,196670,403,404,196670,405,402,393273,13,406,18,403,
    405,196670,275,406,327745,251,407,250,263,262205,23,408,407,262205,23,409,
    281,262205,23,410,227,327812,23,411,254,410,327808,23,412,409,411,327812,
    23,413,412,254,327808,23,414,408,413,196670,415,414,327737,13,416,45,
    415,262205,13,418,277,196670,417,418,196670,419,416,393273,13,420,18,417,
    419,196670,277,420,327745,251,421,250,263,262205,23,422,421,262205,23,423,
    281,262205,23,424,227,327812,23,425,165,424,327808,23,426,423,425,327812,
    23,427,426,254,327808,23,428,422,427,196670,429,428,327737,13,430,45,
    429,262205,13,432,279,196670,431,432,196670,433,430,393273,13,434,18,431,
    433,196670,279,434,131321,375,131320,375,262205,23,435,227,327812,23,436,346,
    435,262205,23,437,281,327808,23,438,437,436,196670,281,438,131321,372,131320,
    374,131321,439,131320,439,262390,441,442,0,131321,443,131320,443,262205,23,444,
    281,262205,23,445,247,327856,29,446,444,445,262394,446,440,441,131320,440,
    327745,251,447,250,263,262205,23,448,447,262205,23,449,281,327812,23,450,
    449,254,327808,23,451,448,450,196670,452,451,327737,13,453,45,452,262205,
    13,455,272,196670,454,455,196670,456,453,393273,13,457,18,454,456,196670,
    272,457,131321,442,131320,442,262205,23,458,227,262205,23,459,281,327808,23,
    460,459,458,196670,281,460,131321,439,131320,441,131321,285,131320,285,262205,13,
    463,272,196670,462,463,262205,13,465,275,196670,464,465,393273,13,466,18,
    462,464,262205,13,468,277,196670,467,468,262205,13,470,279,196670,469,470,
    393273,13,471,18,467,469,196670,472,466,196670,473,471,393273,13,474,18,
    472,473,262205,13,476,272,196670,475,476,262205,13,478,275,196670,477,478,
    393273,13,479,18,475,477,262205,13,481,277,196670,480,481,262205,13,483,
    279,196670,482,483,393273,13,484,18,480,482,196670,485,479,196670,486,484,
    393273,13,487,18,485,486,327761,6,489,474,0,196670,488,489,327761,6,
    491,487,1,196670,490,491,393273,6,492,11,488,490,196670,461,492,262205,
    23,493,238,262205,23,494,256,327856,29,495,493,494,196855,497,0,262394,
    495,496,497,131320,496,327745,251,498,250,263,262205,23,499,498,262205,23,
    500,247,327812,23,501,500,254,327808,23,502,499,501,262205,23,503,238,
    327808,23,504,502,503,262205,6,506,461,196670,505,506,393281,216,508,212,
    214,504,262205,6,509,508,196670,507,509,393273,6,510,11,505,507,196670,
    461,510,131321,497,131320,497,262205,6,511,461,131326,511,65592,327734,2,51,
    0,49,196663,7,50,131320,52,262203,7,526,7,327745,251,519,250,518,
    262205,23,520,519,327745,251,522,250,521,262205,23,523,522,327879,23,524,
    523,220,327851,29,525,524,231,196855,528,0,262394,525,527,530,131320,527,
    262201,6,529,21,196670,526,529,131321,528,131320,530,262205,6,531,50,196670,
    526,531,131321,528,131320,528,262205,6,532,526,393281,216,533,517,214,520,
    196670,533,532,65789,65592,327734,6,54,0,38,196663,7,53,131320,55,262203,
    7,534,7,262203,7,550,7,262203,42,556,7,262203,7,566,7,262203,
    7,568,7,262203,7,574,7,262205,6,535,53,196670,534,535,327737,6,
    536,40,534,196670,53,536,262201,29,537,31,196855,539,0,262394,537,538,
    539,131320,538,262201,23,545,25,262205,6,546,53,327745,547,548,544,545,
    196670,548,546,131321,539,131320,539,262368,254,254,549,262201,6,551,21,196670,
    550,551,262201,23,552,25,327850,29,553,552,231,196855,555,0,262394,553,
    554,555,131320,554,262201,23,557,27,196670,556,557,131321,558,131320,558,262390,
    560,561,0,131321,562,131320,562,262205,23,563,556,327856,29,564,563,541,
    262394,564,559,560,131320,559,262205,23,565,556,262205,6,567,550,196670,566,
    567,327745,547,569,544,565,262205,6,570,569,196670,568,570,393273,6,571,
    11,566,568,196670,550,571,131321,561,131320,561,262205,23,572,556,327808,23,
    573,572,540,196670,556,573,131321,558,131320,560,262205,6,575,550,196670,574,
    575,327737,6,576,40,574,196670,550,576,131321,555,131320,555,262205,6,577,
    550,131326,577,65592,327734,2,57,0,49,196663,7,56,131320,58,262203,7,
    594,7,262203,33,598,7,262203,33,627,7,262203,7,635,7,262203,42,
    637,7,262203,7,649,7,262203,7,651,7,262203,7,657,7,262203,7,
    663,7,262201,23,580,25,327851,29,581,580,231,196855,583,0,262394,581,
    582,583,131320,582,65789,131320,583,327745,251,586,250,585,262205,23,587,586,
    327850,29,588,587,220,196855,590,0,262394,588,589,590,131320,589,262201,29,
    591,31,196855,593,0,262394,591,592,593,131320,592,262205,6,595,56,196670,
    594,595,327737,2,596,51,594,131321,593,131320,593,65789,131320,590,196670,598,
    599,262201,29,600,31,196855,602,0,262394,600,601,602,131320,601,327745,251,
    609,250,608,262205,23,610,609,327745,154,611,239,231,262205,23,612,611,
    327808,23,613,610,612,262205,6,614,56,393281,216,615,607,608,613,196670,
    615,614,196833,220,616,327745,617,618,607,214,458986,23,619,618,220,231,
    220,327745,251,620,250,585,262205,23,621,620,327810,23,622,621,220,327850,
    29,623,619,622,196670,598,623,262205,29,624,598,196855,626,0,262394,624,
    625,626,131320,625,196833,220,616,131321,626,131320,626,131321,602,131320,602,262205,
    29,628,598,196670,627,628,327737,29,629,36,627,262312,29,630,629,196855,
    632,0,262394,630,631,632,131320,631,65789,131320,632,262368,165,165,634,262201,
    6,636,21,196670,635,636,262201,23,638,27,196670,637,638,131321,639,131320,
    639,262390,641,642,0,131321,643,131320,643,262205,23,644,637,327745,251,645,
    250,585,262205,23,646,645,327856,29,647,644,646,262394,647,640,641,131320,
    640,262205,23,648,637,262205,6,650,635,196670,649,650,393281,216,652,607,
    608,648,262205,6,653,652,196670,651,653,393273,6,654,11,649,651,196670,
    635,654,131321,642,131320,642,262205,23,655,637,327808,23,656,655,540,196670,
    637,656,131321,639,131320,641,262205,6,658,635,196670,657,658,327737,6,659,
    40,657,196670,56,659,262201,29,660,31,196855,662,0,262394,660,661,662,
    131320,661,262205,6,664,56,196670,663,664,327737,2,665,51,663,327745,617,
    666,607,214,196670,666,231,131321,662,131320,662,65789,65592,
};
static const uint32_t vkr__spv_reduce_i64_all_shuffle[3675] = {
    119734787,66304,524299,724,0,131089,1,131089,11,131089,61,131089,65,393227,1,1280527431,
    1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,181,185,281,289,293,
    393232,4,17,1,1,1,262215,74,1,1,262215,181,11,40,196679,185,
    0,262215,185,11,41,196679,186,0,196679,211,0,262215,225,1,2,262215,
    261,6,8,262216,262,0,24,327752,262,0,35,0,196679,262,2,262215,
    264,34,0,262215,264,33,0,262215,281,11,24,262215,284,1,0,262215,
    285,11,25,262215,289,11,26,262215,293,11,27,327752,298,0,35,0,
    327752,298,1,35,4,327752,298,2,35,8,327752,298,3,35,12,327752,
    298,4,35,16,327752,298,5,35,20,196679,298,2,262215,347,6,16,
    262216,348,0,24,327752,348,0,35,0,196679,348,2,262215,350,34,0,
    262215,350,33,0,262215,564,6,8,262216,565,0,25,327752,565,0,35,
    0,196679,565,2,262215,567,34,0,262215,567,33,1,262215,652,6,4,
    262215,653,6,8,262216,654,0,23,327752,654,0,35,0,262216,654,1,
    23,327752,654,1,35,4,262216,654,2,23,327752,654,2,35,16,196679,
    654,2,262215,656,34,0,262215,656,33,2,131091,2,196641,3,2,262165,
    6,64,1,262176,7,7,6,327713,8,6,7,7,262167,13,6,2,
    262176,14,7,13,327713,15,13,14,14,196641,20,6,262165,23,32,0,
    262167,24,23,2,262177,25,24,7,262176,29,7,24,262177,30,6,29,
    196641,34,23,262176,39,7,23,327713,40,6,7,39,131092,45,196641,46,
    45,262176,49,7,45,262177,50,45,49,262177,54,6,7,262177,58,13,
    39,262177,64,2,7,262194,23,74,1,327723,6,157,1,0,327723,6,
    159,4294967295,2147483647,327723,6,161,0,2147483648,327723,6,163,4294967295,4294967295,327723,6,165,
    0,0,262165,170,64,0,262176,180,1,23,262203,180,181,1,262203,180,
    185,1,262187,23,195,0,262187,23,199,3,262187,23,201,1,262194,23,
    225,32,262187,23,227,3400,196637,261,6,196638,262,261,262176,263,12,262,
    262203,263,264,12,262165,265,32,1,262187,265,266,0,262176,268,12,6,
    262167,279,23,3,262176,280,1,279,262203,280,281,1,262194,23,284,1,
    393267,279,285,284,201,201,393268,23,286,81,285,0,262203,280,289,1,
    262203,280,293,1,524318,298,23,23,23,23,23,23,262176,299,9,298,
    262203,299,300,9,262176,301,9,23,262187,23,304,2,262187,265,313,1,
    196637,347,13,196638,348,347,262176,349,12,348,262203,349,350,12,262176,357,
    12,13,262187,23,396,4,196637,564,6,196638,565,564,262176,566,12,565,
    262203,566,567,12,262187,265,568,4,262187,265,571,5,393268,23,590,134,
    286,225,262172,591,6,590,262176,592,4,591,262203,592,593,4,262176,596,
    4,6,262187,23,598,264,262187,265,634,3,196650,45,648,262172,652,23,
    199,196637,653,6,327710,654,23,652,653,262176,655,12,654,262203,655,656,
    12,262187,265,657,2,262187,23,665,72,262176,666,12,23,327734,2,4,
    0,3,131320,5,262203,7,715,7,262203,7,717,7,262203,7,718,7,
    262203,7,721,7,262201,6,716,62,196670,715,716,262205,6,719,715,196670,
    718,719,327737,6,720,69,718,196670,717,720,262205,6,722,717,196670,721,
    722,327737,2,723,72,721,65789,65592,327734,6,11,0,8,196663,7,9,
    196663,7,10,131320,12,196855,82,0,983291,74,81,1,75,2,76,3,
    77,4,78,5,79,6,80,131320,81,262205,6,107,9,262205,6,108,
    10,327878,6,109,107,108,131326,109,131320,75,262205,6,83,9,262205,6,
    84,10,327808,6,85,83,84,131326,85,131320,76,262205,6,87,9,262205,
    6,88,10,327812,6,89,87,88,131326,89,131320,77,262205,6,91,9,
    262205,6,92,10,458764,6,93,1,39,91,92,131326,93,131320,78,262205,
    6,95,9,262205,6,96,10,458764,6,97,1,42,95,96,131326,97,
    131320,79,262205,6,99,9,262205,6,100,10,327879,6,101,99,100,131326,
    101,131320,80,262205,6,103,9,262205,6,104,10,327877,6,105,103,104,
    131326,105,131320,82,65791,65592,327734,13,18,0,15,196663,14,16,196663,14,
    17,131320,19,196855,120,0,983291,74,119,1,113,2,114,3,115,4,
    116,5,117,6,118,131320,119,262205,13,145,16,262205,13,146,17,327878,
    13,147,145,146,131326,147,131320,113,262205,13,121,16,262205,13,122,17,
    327808,13,123,121,122,131326,123,131320,114,262205,13,125,16,262205,13,126,
    17,327812,13,127,125,126,131326,127,131320,115,262205,13,129,16,262205,13,
    130,17,458764,13,131,1,39,129,130,131326,131,131320,116,262205,13,133,
    16,262205,13,134,17,458764,13,135,1,42,133,134,131326,135,131320,117,
    262205,13,137,16,262205,13,138,17,327879,13,139,137,138,131326,139,131320,
    118,262205,13,141,16,262205,13,142,17,327877,13,143,141,142,131326,143,
    131320,120,65791,65592,327734,6,21,0,20,131320,22,196855,156,0,721147,74,
    155,2,151,3,152,4,153,5,154,131320,155,131326,165,131320,151,131326,
    157,131320,152,131326,159,131320,153,131326,161,131320,154,131326,163,131320,156,65791,
    65592,327734,24,27,0,25,196663,7,26,131320,28,262205,6,169,26,262268,
    170,171,169,262268,24,172,171,131326,172,65592,327734,6,32,0,30,196663,
    29,31,131320,33,262205,24,175,31,262268,170,176,175,262268,6,177,176,
    131326,177,65592,327734,23,35,0,34,131320,36,262205,23,182,181,131326,182,
    65592,327734,23,37,0,34,131320,38,262203,39,187,7,262205,23,186,185,
    196670,187,186,262205,23,188,187,131326,188,65592,327734,6,43,0,40,196663,
    7,41,196663,39,42,131320,44,262203,29,191,7,262203,7,192,7,262203,
    29,207,7,262205,6,193,41,196670,192,193,327737,24,194,27,192,196670,
    191,194,327745,39,196,191,195,262205,23,197,196,262205,23,198,42,393562,
    23,200,199,197,198,327745,39,202,191,201,262205,23,203,202,262205,23,
    204,42,393562,23,205,199,203,204,327760,24,206,200,205,196670,207,206,
    327737,6,208,32,207,131326,208,65592,327734,45,47,0,46,131320,48,262205,
    23,211,185,327850,45,212,211,195,131326,212,65592,327734,45,52,0,50,
    196663,49,51,131320,53,262203,39,215,7,262203,39,218,7,262205,45,216,
    51,393385,23,217,216,201,195,196670,215,217,196670,218,201,131321,219,131320,
    219,262390,221,222,0,131321,223,131320,223,262205,23,224,218,327856,45,226,
    224,225,262394,226,220,221,131320,220,262368,199,199,227,262205,23,228,215,
    262205,23,229,218,393562,23,230,199,228,229,262205,23,231,215,327877,23,
    232,231,230,196670,215,232,131321,222,131320,222,262205,23,233,218,327876,23,
    234,233,201,196670,218,234,131321,219,131320,221,262205,23,235,215,327851,45,
    236,235,195,131326,236,65592,327734,6,56,0,54,196663,7,55,131320,57,
    262203,39,239,7,262203,7,247,7,262203,39,249,7,262203,7,252,7,
    262203,7,254,7,196670,239,201,131321,240,131320,240,262390,242,243,0,131321,
    244,131320,244,262205,23,245,239,327856,45,246,245,225,262394,246,241,242,
    131320,241,262368,199,199,227,262205,6,248,55,196670,247,248,262205,23,250,
    239,196670,249,250,393273,6,251,43,247,249,262205,6,253,55,196670,252,
    253,196670,254,251,393273,6,255,11,252,254,196670,55,255,131321,243,131320,
    243,262205,23,256,239,327876,23,257,256,201,196670,239,257,131321,240,131320,
    242,262205,6,258,55,131326,258,65592,327734,13,60,0,58,196663,39,59,
    131320,61,262205,23,267,59,393281,268,269,264,266,267,262205,6,270,269,
    262205,23,271,59,327808,23,272,271,201,393281,268,273,264,266,272,262205,
    6,274,273,327760,13,275,270,274,131326,275,65592,327734,6,62,0,20,
    131320,63,262203,39,278,7,262203,39,288,7,262203,39,297,7,262203,39,
    306,7,262203,49,312,7,262203,39,318,7,262203,14,322,7,262203,14,
    325,7,262203,14,327,7,262203,14,329,7,262203,39,331,7,262203,14,
    354,7,262203,14,356,7,262203,14,366,7,262203,14,368,7,262203,14,
    378,7,262203,14,380,7,262203,14,390,7,262203,14,392,7,262203,14,
    412,7,262203,14,414,7,262203,39,438,7,262203,14,440,7,262203,14,
    442,7,262203,39,451,7,262203,14,453,7,262203,14,455,7,262203,39,
    465,7,262203,14,467,7,262203,14,469,7,262203,39,479,7,262203,14,
    481,7,262203,14,483,7,262203,39,502,7,262203,14,504,7,262203,14,
    506,7,262203,7,511,7,262203,14,512,7,262203,14,514,7,262203,14,
    517,7,262203,14,519,7,262203,14,522,7,262203,14,523,7,262203,14,
    525,7,262203,14,527,7,262203,14,530,7,262203,14,532,7,262203,14,
    535,7,262203,14,536,7,262203,7,538,7,262203,7,540,7,262203,7,
    555,7,262203,7,557,7,327745,180,282,281,195,262205,23,283,282,327812,
    23,287,283,286,196670,278,287,327745,180,290,289,195,262205,23,291,290,
    327812,23,292,291,286,327745,180,294,293,195,262205,23,295,294,327808,23,
    296,292,295,196670,288,296,327745,301,302,300,266,262205,23,303,302,327814,
    23,305,303,304,196670,297,305,327745,301,307,300,266,262205,23,308,307,
    262205,23,309,297,327812,23,310,309,304,327810,23,311,308,310,196670,306,
    311,327745,301,314,300,313,262205,23,315,314,327817,23,316,315,304,327850,
    45,317,316,195,196670,312,317,327745,301,319,300,313,262205,23,320,319,
    327814,23,321,320,304,196670,318,321,262201,6,323,21,327760,13,324,323,
    323,196670,322,324,262205,13,326,322,196670,325,326,262205,13,328,322,196670,
    327,328,262205,13,330,322,196670,329,330,262205,23,332,288,196670,331,332,
    262205,45,333,312,196855,335,0,262394,333,334,421,131320,334,131321,336,131320,
    336,262390,338,339,0,131321,340,131320,340,262205,23,341,331,262205,23,342,
    278,327812,23,343,199,342,327808,23,344,341,343,262205,23,345,297,327856,
    45,346,344,345,262394,346,337,338,131320,337,262205,23,351,318,262205,23,
    352,331,327808,23,353,351,352,262205,13,355,322,196670,354,355,393281,357,
    358,350,266,353,262205,13,359,358,196670,356,359,393273,13,360,18,354,
    356,196670,322,360,262205,23,361,318,262205,23,362,331,327808,23,363,361,
    362,262205,23,364,278,327808,23,365,363,364,262205,13,367,325,196670,366,
    367,393281,357,369,350,266,365,262205,13,370,369,196670,368,370,393273,13,
    371,18,366,368,196670,325,371,262205,23,372,318,262205,23,373,331,327808,
    23,374,372,373,262205,23,375,278,327812,23,376,304,375,327808,23,377,
    374,376,262205,13,379,327,196670,378,379,393281,357,381,350,266,377,262205,
    13,382,381,196670,380,382,393273,13,383,18,378,380,196670,327,383,262205,
    23,384,318,262205,23,385,331,327808,23,386,384,385,262205,23,387,278,
    327812,23,388,199,387,327808,23,389,386,388,262205,13,391,329,196670,390,
    391,393281,357,393,350,266,389,262205,13,394,393,196670,392,394,393273,13,
    395,18,390,392,196670,329,395,131321,339,131320,339,262205,23,397,278,327812,
    23,398,396,397,262205,23,399,331,327808,23,400,399,398,196670,331,400,
    131321,336,131320,338,131321,401,131320,401,262390,403,404,0,131321,405,131320,405,
    262205,23,406,331,262205,23,407,297,327856,45,408,406,407,262394,408,402,
    403,131320,402,262205,23,409,318,262205,23,410,331,327808,23,411,409,410,
    262205,13,413,322,196670,412,413,393281,357,415,350,266,411,262205,13,416,
    415,196670,414,416,393273,13,417,18,412,414,196670,322,417,131321,404,131320,
    404,262205,23,418,278,262205,23,419,331,327808,23,420,419,418,196670,331,
    420,131321,401,131320,403,131321,335,131320,421,131321,422,131320,422,262390,424,425,
    0,131321,426,131320,426,262205,23,427,331,262205,23,428,278,327812,23,429,
    199,428,327808,23,430,427,429,262205,23,431,297,327856,45,432,430,431,
    262394,432,423,424,131320,423,327745,301,433,300,313,262205,23,434,433,262205,
    23,435,331,327812,23,436,435,304,327808,23,437,434,436,196670,438,437,
    327737,13,439,60,438,262205,13,441,322,196670,440,441,196670,442,439,393273,
    13,443,18,440,442,196670,322,443,327745,301,444,300,313,262205,23,445,
    444,262205,23,446,331,262205,23,447,278,327808,23,448,446,447,327812,23,
    449,448,304,327808,23,450,445,449,196670,451,450,327737,13,452,60,451,
    262205,13,454,325,196670,453,454,196670,455,452,393273,13,456,18,453,455,
    196670,325,456,327745,301,457,300,313,262205,23,458,457,262205,23,459,331,
    262205,23,460,278,327812,23,461,304,460,327808,23,462,459,461,327812,23,
    463,462,304,327808,23,464,458,463,196670,465,464,327737,13,466,60,465,
    262205,13,468,327,196670,467,468,196670,469,466,393273,13,470,18,467,469,
    196670,327,470,327745,301,471,300,313,262205,23,472,471,262205,23,473,331,
    262205,23,474,278,327812,23,475,199,474,327808,23,476,473,475,327812,23,
    477,476,304,327808,23,478,472,477,196670,479,478,327737,13,480,60,479,
    262205,13,482,329,196670,481,482,196670,483,480,393273,13,484,18,481,483,
    196670,329,484,131321,425,131320,425,262205,23,485,278,327812,23,486,396,485,
    262205,23,487,331,327808,23,488,487,486,196670,331,488,131321,422,131320,424,
    131321,489,131320,489,262390,491,492,0,131321,493,131320,493,262205,23,494,331,
    262205,23,495,297,327856,45,496,494,495,262394,496,490,491,131320,490,327745,
    301,497,300,313,262205,23,498,497,262205,23,499,331,327812,23,500,499,
    304,327808,23,501,498,500,196670,502,501,327737,13,503,60,502,262205,13,
    505,322,196670,504,505,196670,506,503,393273,13,507,18,504,506,196670,322,
    507,131321,492,131320,492,262205,23,508,278,262205,23,509,331,327808,23,510,
    509,508,196670,331,510,131321,489,131320,491,131321,335,131320,335,262205,13,513,
    322,196670,512,513,262205,13,515,325,196670,514,515,393273,13,516,18,512,
    514,262205,13,518,327,196670,517,518,262205,13,520,329,196670,519,520,393273,
    13,521,18,517,519,196670,522,516,196670,523,521,393273,13,524,18,522,
    523,262205,13,526,322,196670,525,526,262205,13,528,325,196670,527,528,393273,
    13,529,18,525,527,262205,13,531,327,196670,530,531,262205,13,533,329,
    196670,532,533,393273,13,534,18,530,532,196670,535,529,196670,536,534,393273,
    13,537,18,535,536,327761,6,539,524,0,196670,538,539,327761,6,541,
    537,1,196670,540,541,393273,6,542,11,538,540,196670,511,542,262205,23,
    543,288,262205,23,544,306,327856,45,545,543,544,196855,547,0,262394,545,
    546,547,131320,546,327745,301,548,300,313,262205,23,549,548,262205,23,550,
    297,327812,23,551,550,304,327808,23,552,549,551,262205,23,553,288,327808,
    23,554,552,553,262205,6,556,511,196670,555,556,393281,268,558,264,266,
    554,262205,6,559,558,196670,557,559,393273,6,560,11,555,557,196670,511,
    560,131321,547,131320,547,262205,6,561,511,131326,561,65592,327734,2,66,0,
    64,196663,7,65,131320,67,262203,7,576,7,327745,301,569,300,568,262205,
    23,570,569,327745,301,572,300,571,262205,23,573,572,327879,23,574,573,
    201,327851,45,575,574,195,196855,578,0,262394,575,577,580,131320,577,262201,
    6,579,21,196670,576,579,131321,578,131320,580,262205,6,581,65,196670,576,
    581,131321,578,131320,578,262205,6,582,576,393281,268,583,567,266,570,196670,
    583,582,65789,65592,327734,6,69,0,54,196663,7,68,131320,70,262203,7,
    584,7,262203,7,599,7,262203,39,605,7,262203,7,615,7,262203,7,
    617,7,262203,7,623,7,262205,6,585,68,196670,584,585,327737,6,586,
    56,584,196670,68,586,262201,45,587,47,196855,589,0,262394,587,588,589,
    131320,588,262201,23,594,35,262205,6,595,68,327745,596,597,593,594,196670,
    597,595,131321,589,131320,589,262368,304,304,598,262201,6,600,21,196670,599,
    600,262201,23,601,35,327850,45,602,601,195,196855,604,0,262394,602,603,
    604,131320,603,262201,23,606,37,196670,605,606,131321,607,131320,607,262390,609,
    610,0,131321,611,131320,611,262205,23,612,605,327856,45,613,612,590,262394,
    613,608,609,131320,608,262205,23,614,605,262205,6,616,599,196670,615,616,
    327745,596,618,593,614,262205,6,619,618,196670,617,619,393273,6,620,11,
    615,617,196670,599,620,131321,610,131320,610,262205,23,621,605,327808,23,622,
    621,225,196670,605,622,131321,607,131320,609,262205,6,624,599,196670,623,624,
    327737,6,625,56,623,196670,599,625,131321,604,131320,604,262205,6,626,599,
    131326,626,65592,327734,2,72,0,64,196663,7,71,131320,73,262203,7,643,
    7,262203,49,647,7,262203,49,676,7,262203,7,683,7,262203,39,685,
    7,262203,7,697,7,262203,7,699,7,262203,7,705,7,262203,7,711,
    7,262201,23,629,35,327851,45,630,629,195,196855,632,0,262394,630,631,
    632,131320,631,65789,131320,632,327745,301,635,300,634,262205,23,636,635,327850,
    45,637,636,201,196855,639,0,262394,637,638,639,131320,638,262201,45,640,
    47,196855,642,0,262394,640,641,642,131320,641,262205,6,644,71,196670,643,
    644,327737,2,645,66,643,131321,642,131320,642,65789,131320,639,196670,647,648,
    262201,45,649,47,196855,651,0,262394,649,650,651,131320,650,327745,301,658,
    300,657,262205,23,659,658,327745,180,660,289,195,262205,23,661,660,327808,
    23,662,659,661,262205,6,663,71,393281,268,664,656,657,662,196670,664,
    663,196833,201,665,327745,666,667,656,266,458986,23,668,667,201,195,201,
    327745,301,669,300,634,262205,23,670,669,327810,23,671,670,201,327850,45,
    672,668,671,196670,647,672,262205,45,673,647,196855,675,0,262394,673,674,
    675,131320,674,196833,201,665,131321,675,131320,675,131321,651,131320,651,262205,45,
    677,647,196670,676,677,327737,45,678,52,676,262312,45,679,678,196855,681,
    0,262394,679,680,681,131320,680,65789,131320,681,262368,199,199,227,262201,6,
    684,21,196670,683,684,262201,23,686,37,196670,685,686,131321,687,131320,687,
    262390,689,690,0,131321,691,131320,691,262205,23,692,685,327745,301,693,300,
    634,262205,23,694,693,327856,45,695,692,694,262394,695,688,689,131320,688,
    262205,23,696,685,262205,6,698,683,196670,697,698,393281,268,700,656,657,
    696,262205,6,701,700,196670,699,701,393273,6,702,11,697,699,196670,683,
    702,131321,690,131320,690,262205,23,703,685,327808,23,704,703,225,196670,685,
    704,131321,687,131320,689,262205,6,706,683,196670,705,706,327737,6,707,56,
    705,196670,71,707,262201,45,708,47,196855,710,0,262394,708,709,710,131320,
    709,262205,6,712,71,196670,711,712,327737,2,713,66,711,327745,666,714,
    656,266,196670,714,195,131321,710,131320,710,65789,65592,
};
static const uint32_t vkr__spv_reduce_i64_all_shared[3173] = {
    119734787,66304,524299,614,0,131089,1,131089,11,393227,1,1280527431,1685353262,808793134,0,196622,
    0,1,524303,5,4,1852399981,0,158,168,172,393232,4,17,1,1,1,
    262215,42,1,1,262215,137,6,8,262216,138,0,24,327752,138,0,35,
    0,196679,138,2,262215,140,34,0,262215,140,33,0,262215,158,11,24,
    262215,163,1,0,262215,164,11,25,262215,168,11,26,262215,172,11,27,
    327752,177,0,35,0,327752,177,1,35,4,327752,177,2,35,8,327752,
    177,3,35,12,327752,177,4,35,16,327752,177,5,35,20,196679,177,
    2,262215,229,6,16,262216,230,0,24,327752,230,0,35,0,196679,230,
    2,262215,232,34,0,262215,232,33,0,262215,446,6,8,262216,447,0,
    25,327752,447,0,35,0,196679,447,2,262215,449,34,0,262215,449,33,
    1,262215,535,6,4,262215,536,6,8,262216,537,0,23,327752,537,0,
    35,0,262216,537,1,23,327752,537,1,35,4,262216,537,2,23,327752,
    537,2,35,16,196679,537,2,262215,539,34,0,262215,539,33,2,131091,
    2,196641,3,2,262165,6,64,1,262176,7,7,6,327713,8,6,7,
    7,262167,13,6,2,262176,14,7,13,327713,15,13,14,14,196641,20,
    6,262165,23,32,0,262176,24,7,23,262177,25,13,24,262177,31,2,
    7,262177,35,6,7,262194,23,42,1,327723,6,125,1,0,327723,6,
    127,4294967295,2147483647,327723,6,129,0,2147483648,327723,6,131,4294967295,4294967295,327723,6,133,
    0,0,196637,137,6,196638,138,137,262176,139,12,138,262203,139,140,12,
    262165,141,32,1,262187,141,142,0,262176,144,12,6,262187,23,148,1,
    262167,156,23,3,262176,157,1,156,262203,157,158,1,262187,23,159,0,
    262176,160,1,23,262194,23,163,1,393267,156,164,163,148,148,393268,23,
    165,81,164,0,262203,157,168,1,262203,157,172,1,524318,177,23,23,
    23,23,23,23,262176,178,9,177,262203,178,179,9,262176,180,9,23,
    262187,23,183,2,131092,191,262176,192,7,191,262187,141,194,1,262187,23,
    223,3,196637,229,13,196638,230,229,262176,231,12,230,262203,231,232,12,
    262176,239,12,13,262187,23,278,4,196637,446,6,196638,447,446,262176,448,
    12,447,262203,448,449,12,262187,141,450,4,262187,141,453,5,262172,469,
    6,165,262176,470,4,469,262203,470,471,4,262176,474,4,6,262187,23,
    476,264,262187,141,517,3,262172,535,23,223,196637,536,6,327710,537,23,
    535,536,262176,538,12,537,262203,538,539,12,262187,141,540,2,262187,23,
    548,72,262176,550,12,23,262176,560,4,23,262203,560,561,4,262187,141,
    564,320,262187,141,565,8,262187,23,566,328,327734,2,4,0,3,131320,
    5,262203,7,605,7,262203,7,607,7,262203,7,608,7,262203,7,611,
    7,262201,6,606,29,196670,605,606,262205,6,609,605,196670,608,609,327737,
    6,610,37,608,196670,607,610,262205,6,612,607,196670,611,612,327737,2,
    613,40,611,65789,65592,327734,6,11,0,8,196663,7,9,196663,7,10,
    131320,12,196855,50,0,983291,42,49,1,43,2,44,3,45,4,46,
    5,47,6,48,131320,49,262205,6,75,9,262205,6,76,10,327878,6,
    77,75,76,131326,77,131320,43,262205,6,51,9,262205,6,52,10,327808,
    6,53,51,52,131326,53,131320,44,262205,6,55,9,262205,6,56,10,
    327812,6,57,55,56,131326,57,131320,45,262205,6,59,9,262205,6,60,
    10,458764,6,61,1,39,59,60,131326,61,131320,46,262205,6,63,9,
    262205,6,64,10,458764,6,65,1,42,63,64,131326,65,131320,47,262205,
    6,67,9,262205,6,68,10,327879,6,69,67,68,131326,69,131320,48,
    262205,6,71,9,262205,6,72,10,327877,6,73,71,72,131326,73,131320,
    50,65791,65592,327734,13,18,0,15,196663,14,16,196663,14,17,131320,19,
    196855,88,0,983291,42,87,1,81,2,82,3,83,4,84,5,85,
    6,86,131320,87,262205,13,113,16,262205,13,114,17,327878,13,115,113,
    114,131326,115,131320,81,262205,13,89,16,262205,13,90,17,327808,13,91,
    89,90,131326,91,131320,82,262205,13,93,16,262205,13,94,17,327812,13,
    95,93,94,131326,95,131320,83,262205,13,97,16,262205,13,98,17,458764,
    13,99,1,39,97,98,131326,99,131320,84,262205,13,101,16,262205,13,
    102,17,458764,13,103,1,42,101,102,131326,103,131320,85,262205,13,105,
    16,262205,13,106,17,327879,13,107,105,106,131326,107,131320,86,262205,13,
    109,16,262205,13,110,17,327877,13,111,109,110,131326,111,131320,88,65791,
    65592,327734,6,21,0,20,131320,22,196855,124,0,721147,42,123,2,119,
    3,120,4,121,5,122,131320,123,131326,133,131320,119,131326,125,131320,120,
    131326,127,131320,121,131326,129,131320,122,131326,131,131320,124,65791,65592,327734,13,
    27,0,25,196663,24,26,131320,28,262205,23,143,26,393281,144,145,140,
    142,143,262205,6,146,145,262205,23,147,26,327808,23,149,147,148,393281,
    144,150,140,142,149,262205,6,151,150,327760,13,152,146,151,131326,152,
    65592,327734,6,29,0,20,131320,30,262203,24,155,7,262203,24,167,7,
    262203,24,176,7,262203,24,185,7,262203,192,193,7,262203,24,199,7,
    262203,14,203,7,262203,14,206,7,262203,14,208,7,262203,14,210,7,
    262203,24,212,7,262203,14,236,7,262203,14,238,7,262203,14,248,7,
    262203,14,250,7,262203,14,260,7,262203,14,262,7,262203,14,272,7,
    262203,14,274,7,262203,14,294,7,262203,14,296,7,262203,24,320,7,
    262203,14,322,7,262203,14,324,7,262203,24,333,7,262203,14,335,7,
    262203,14,337,7,262203,24,347,7,262203,14,349,7,262203,14,351,7,
    262203,24,361,7,262203,14,363,7,262203,14,365,7,262203,24,384,7,
    262203,14,386,7,262203,14,388,7,262203,7,393,7,262203,14,394,7,
    262203,14,396,7,262203,14,399,7,262203,14,401,7,262203,14,404,7,
    262203,14,405,7,262203,14,407,7,262203,14,409,7,262203,14,412,7,
    262203,14,414,7,262203,14,417,7,262203,14,418,7,262203,7,420,7,
    262203,7,422,7,262203,7,437,7,262203,7,439,7,327745,160,161,158,
    159,262205,23,162,161,327812,23,166,162,165,196670,155,166,327745,160,169,
    168,159,262205,23,170,169,327812,23,171,170,165,327745,160,173,172,159,
    262205,23,174,173,327808,23,175,171,174,196670,167,175,327745,180,181,179,
    142,262205,23,182,181,327814,23,184,182,183,196670,176,184,327745,180,186,
    179,142,262205,23,187,186,262205,23,188,176,327812,23,189,188,183,327810,
    23,190,187,189,196670,185,190,327745,180,195,179,194,262205,23,196,195,
    327817,23,197,196,183,327850,191,198,197,159,196670,193,198,327745,180,200,
    179,194,262205,23,201,200,327814,23,202,201,183,196670,199,202,262201,6,
    204,21,327760,13,205,204,204,196670,203,205,262205,13,207,203,196670,206,
    207,262205,13,209,203,196670,208,209,262205,13,211,203,196670,210,211,262205,
    23,213,167,196670,212,213,262205,191,214,193,196855,216,0,262394,214,215,
    303,131320,215,131321,217,131320,217,262390,219,220,0,131321,221,131320,221,262205,
    23,222,212,262205,23,224,155,327812,23,225,223,224,327808,23,226,222,
    225,262205,23,227,176,327856,191,228,226,227,262394,228,218,219,131320,218,
    262205,23,233,199,262205,23,234,212,327808,23,235,233,234,262205,13,237,
    203,196670,236,237,393281,239,240,232,142,235,262205,13,241,240,196670,238,
    241,393273,13,242,18,236,238,196670,203,242,262205,23,243,199,262205,23,
    244,212,327808,23,245,243,244,262205,23,246,155,327808,23,247,245,246,
    262205,13,249,206,196670,248,249,393281,239,251,232,142,247,262205,13,252,
    251,196670,250,252,393273,13,253,18,248,250,196670,206,253,262205,23,254,
    199,262205,23,255,212,327808,23,256,254,255,262205,23,257,155,327812,23,
    258,183,257,327808,23,259,256,258,262205,13,261,208,196670,260,261,393281,
    239,263,232,142,259,262205,13,264,263,196670,262,264,393273,13,265,18,
    260,262,196670,208,265,262205,23,266,199,262205,23,267,212,327808,23,268,
    266,267,262205,23,269,155,327812,23,270,223,269,327808,23,271,268,270,
    262205,13,273,210,196670,272,273,393281,239,275,232,142,271,262205,13,276,
    275,196670,274,276,393273,13,277,18,272,274,196670,210,277,131321,220,131320,
    220,262205,23,279,155,327812,23,280,278,279,262205,23,281,212,327808,23,
    282,281,280,196670,212,282,131321,217,131320,219,131321,283,131320,283,262390,285,
    286,0,131321,287,131320,287,262205,23,288,212,262205,23,289,176,327856,191,
    290,288,289,262394,290,284,285,131320,284,262205,23,291,199,262205,23,292,
    212,327808,23,293,291,292,262205,13,295,203,196670,294,295,393281,239,297,
    232,142,293,262205,13,298,297,196670,296,298,393273,13,299,18,294,296,
    196670,203,299,131321,286,131320,286,262205,23,300,155,262205,23,301,212,327808,
    23,302,301,300,196670,212,302,131321,283,131320,285,131321,216,131320,303,131321,
    304,131320,304,262390,306,307,0,131321,308,131320,308,262205,23,309,212,262205,
    23,310,155,327812,23,311,223,310,327808,23,312,309,311,262205,23,313,
    176,327856,191,314,312,313,262394,314,305,306,131320,305,327745,180,315,179,
    194,262205,23,316,315,262205,23,317,212,327812,23,318,317,183,327808,23,
    319,316,318,196670,320,319,327737,13,321,27,320,262205,13,323,203,196670,
    322,323,196670,324,321,393273,13,325,18,322,324,196670,203,325,327745,180,
    326,179,194,262205,23,327,326,262205,23,328,212,262205,23,329,155,327808,
    23,330,328,329,327812,23,331,330,183,327808,23,332,327,331,196670,333,
    332,327737,13,334,27,333,262205,13,336,206,196670,335,336,196670,337,334,
    393273,13,338,18,335,337,196670,206,338,327745,180,339,179,194,262205,23,
    340,339,262205,23,341,212,262205,23,342,155,327812,23,343,183,342,327808,
    23,344,341,343,327812,23,345,344,183,327808,23,346,340,345,196670,347,
    346,327737,13,348,27,347,262205,13,350,208,196670,349,350,196670,351,348,
    393273,13,352,18,349,351,196670,208,352,327745,180,353,179,194,262205,23,
    354,353,262205,23,355,212,262205,23,356,155,327812,23,357,223,356,327808,
    23,358,355,357,327812,23,359,358,183,327808,23,360,354,359,196670,361,
    360,327737,13,362,27,361,262205,13,364,210,196670,363,364,196670,365,362,
    393273,13,366,18,363,365,196670,210,366,131321,307,131320,307,262205,23,367,
    155,327812,23,368,278,367,262205,23,369,212,327808,23,370,369,368,196670,
    212,370,131321,304,131320,306,131321,371,131320,371,262390,373,374,0,131321,375,
    131320,375,262205,23,376,212,262205,23,377,176,327856,191,378,376,377,262394,
    378,372,373,131320,372,327745,180,379,179,194,262205,23,380,379,262205,23,
    381,212,327812,23,382,381,183,327808,23,383,380,382,196670,384,383,327737,
    13,385,27,384,262205,13,387,203,196670,386,387,196670,388,385,393273,13,
    389,18,386,388,196670,203,389,131321,374,131320,374,262205,23,390,155,262205,
    23,391,212,327808,23,392,391,390,196670,212,392,131321,371,131320,373,131321,
    216,131320,216,262205,13,395,203,196670,394,395,262205,13,397,206,196670,396,
    397,393273,13,398,18,394,396,262205,13,400,208,196670,399,400,262205,13,
    402,210,196670,401,402,393273,13,403,18,399,401,196670,404,398,196670,405,
    403,393273,13,406,18,404,405,262205,13,408,203,196670,407,408,262205,13,
    410,206,196670,409,410,393273,13,411,18,407,409,262205,13,413,208,196670,
    412,413,262205,13,415,210,196670,414,415,393273,13,416,18,412,414,196670,
    417,411,196670,418,416,393273,13,419,18,417,418,327761,6,421,406,0,
    196670,420,421,327761,6,423,419,1,196670,422,423,393273,6,424,11,420,
    422,196670,393,424,262205,23,425,167,262205,23,426,185,327856,191,427,425,
    426,196855,429,0,262394,427,428,429,131320,428,327745,180,430,179,194,262205,
    23,431,430,262205,23,432,176,327812,23,433,432,183,327808,23,434,431,
    433,262205,23,435,167,327808,23,436,434,435,262205,6,438,393,196670,437,
    438,393281,144,440,140,142,436,262205,6,441,440,196670,439,441,393273,6,
    442,11,437,439,196670,393,442,131321,429,131320,429,262205,6,443,393,131326,
    443,65592,327734,2,33,0,31,196663,7,32,131320,34,262203,7,458,7,
    327745,180,451,179,450,262205,23,452,451,327745,180,454,179,453,262205,23,
    455,454,327879,23,456,455,148,327851,191,457,456,159,196855,460,0,262394,
    457,459,462,131320,459,262201,6,461,21,196670,458,461,131321,460,131320,462,
    262205,6,463,32,196670,458,463,131321,460,131320,460,262205,6,464,458,393281,
    144,465,449,142,452,196670,465,464,65789,65592,327734,6,37,0,35,196663,
    7,36,131320,38,262203,24,466,7,262203,24,477,7,262203,24,485,7,
    262203,7,501,7,262203,7,504,7,327745,160,467,172,159,262205,23,468,
    467,196670,466,468,262205,23,472,466,262205,6,473,36,327745,474,475,471,
    472,196670,475,473,262368,183,183,476,196670,477,165,131321,478,131320,478,262390,
    480,481,0,131321,482,131320,482,262205,23,483,477,327852,191,484,483,148,
    262394,484,479,480,131320,479,262205,23,486,477,327808,23,487,486,148,327874,
    23,488,487,194,196670,485,488,262205,23,489,466,262205,23,490,477,262205,
    23,491,485,327810,23,492,490,491,327856,191,493,489,492,196855,495,0,
    262394,493,494,495,131320,494,262205,23,496,466,262205,23,497,466,262205,23,
    498,466,262205,23,499,485,327808,23,500,498,499,327745,474,502,471,497,
    262205,6,503,502,196670,501,503,327745,474,505,471,500,262205,6,506,505,
    196670,504,506,393273,6,507,11,501,504,327745,474,508,471,496,196670,508,
    507,131321,495,131320,495,262205,23,509,485,196670,477,509,262368,183,183,476,
    131321,481,131320,481,131321,478,131320,480,327745,474,510,471,142,262205,6,511,
    510,131326,511,65592,327734,2,40,0,31,196663,7,39,131320,41,262203,24,
    514,7,262203,7,527,7,262203,192,549,7,262203,7,572,7,262203,24,
    574,7,262203,7,586,7,262203,7,588,7,262203,7,594,7,262203,7,
    601,7,327745,160,515,172,159,262205,23,516,515,196670,514,516,327745,180,
    518,179,517,262205,23,519,518,327850,191,520,519,148,196855,522,0,262394,
    520,521,522,131320,521,262205,23,523,514,327850,191,524,523,159,196855,526,
    0,262394,524,525,526,131320,525,262205,6,528,39,196670,527,528,327737,2,
    529,33,527,131321,526,131320,526,65789,131320,522,262205,23,531,514,327850,191,
    532,531,159,196855,534,0,262394,532,533,534,131320,533,327745,180,541,179,
    540,262205,23,542,541,327745,160,543,168,159,262205,23,544,543,327808,23,
    545,542,544,262205,6,546,39,393281,144,547,539,540,545,196670,547,546,
    196833,148,548,327745,550,551,539,142,458986,23,552,551,148,159,148,327745,
    180,553,179,517,262205,23,554,553,327810,23,555,554,148,327850,191,556,
    552,555,196670,549,556,262205,191,557,549,196855,559,0,262394,557,558,559,
    131320,558,196833,148,548,131321,559,131320,559,262205,191,562,549,393385,23,563,
    562,148,159,196670,561,563,131321,534,131320,534,262368,183,183,566,262205,23,
    567,561,327850,191,568,567,159,196855,570,0,262394,568,569,570,131320,569,
    65789,131320,570,262201,6,573,21,196670,572,573,262205,23,575,514,196670,574,
    575,131321,576,131320,576,262390,578,579,0,131321,580,131320,580,262205,23,581,
    574,327745,180,582,179,517,262205,23,583,582,327856,191,584,581,583,262394,
    584,577,578,131320,577,262205,23,585,574,262205,6,587,572,196670,586,587,
    393281,144,589,539,540,585,262205,6,590,589,196670,588,590,393273,6,591,
    11,586,588,196670,572,591,131321,579,131320,579,262205,23,592,574,327808,23,
    593,592,165,196670,574,593,131321,576,131320,578,262205,6,595,572,196670,594,
    595,327737,6,596,37,594,196670,39,596,262205,23,597,514,327850,191,598,
    597,159,196855,600,0,262394,598,599,600,131320,599,262205,6,602,39,196670,
    601,602,327737,2,603,33,601,327745,550,604,539,142,196670,604,159,131321,
    600,131320,600,65789,65592,
};
static const uint32_t vkr__spv_reduce_u64_all_native[3410] = {
    119734787,66304,524299,674,0,131089,1,131089,11,131089,61,131089,62,131089,63,393227,
    1,1280527431,1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,153,157,228,
    237,241,393232,4,17,1,1,1,262215,59,1,1,262215,153,11,40,
    196679,157,0,262215,157,11,41,196679,158,0,262215,207,6,8,262216,208,
    0,24,327752,208,0,35,0,196679,208,2,262215,210,34,0,262215,210,
    33,0,262215,228,11,24,262215,232,1,0,262215,233,11,25,262215,237,
    11,26,262215,241,11,27,327752,246,0,35,0,327752,246,1,35,4,
    327752,246,2,35,8,327752,246,3,35,12,327752,246,4,35,16,327752,
    246,5,35,20,196679,246,2,262215,295,6,16,262216,296,0,24,327752,
    296,0,35,0,196679,296,2,262215,298,34,0,262215,298,33,0,262215,
    512,6,8,262216,513,0,25,327752,513,0,35,0,196679,513,2,262215,
    515,34,0,262215,515,33,1,262215,538,1,2,262215,601,6,4,262215,
    602,6,8,262216,603,0,23,327752,603,0,35,0,262216,603,1,23,
    327752,603,1,35,4,262216,603,2,23,327752,603,2,35,16,196679,603,
    2,262215,605,34,0,262215,605,33,2,131091,2,196641,3,2,262165,6,
    64,0,262176,7,7,6,327713,8,6,7,7,262167,13,6,2,262176,
    14,7,13,327713,15,13,14,14,196641,20,6,262165,23,32,0,196641,
    24,23,131092,29,196641,30,29,262176,33,7,29,262177,34,29,33,262177,
    38,6,7,262176,42,7,23,262177,43,13,42,262177,49,2,7,262194,
    23,59,1,327723,6,142,1,0,327723,6,144,4294967295,4294967295,327723,6,146,
    0,0,262176,152,1,23,262203,152,153,1,262203,152,157,1,262187,23,
    163,3,196637,207,6,196638,208,207,262176,209,12,208,262203,209,210,12,
    262165,211,32,1,262187,211,212,0,262176,214,12,6,262187,23,218,1,
    262167,226,23,3,262176,227,1,226,262203,227,228,1,262187,23,229,0,
    262194,23,232,1,393267,226,233,232,218,218,393268,23,234,81,233,0,
    262203,227,237,1,262203,227,241,1,524318,246,23,23,23,23,23,23,
    262176,247,9,246,262203,247,248,9,262176,249,9,23,262187,23,252,2,
    262187,211,261,1,196637,295,13,196638,296,295,262176,297,12,296,262203,297,
    298,12,262176,305,12,13,262187,23,344,4,196637,512,6,196638,513,512,
    262176,514,12,513,262203,514,515,12,262187,211,516,4,262187,211,519,5,
    262194,23,538,32,393268,23,539,134,234,538,262172,540,6,539,262176,541,
    4,540,262203,541,542,4,262176,545,4,6,262187,23,547,264,262187,211,
    583,3,196650,29,597,262172,601,23,163,196637,602,6,327710,603,23,601,
    602,262176,604,12,603,262203,604,605,12,262187,211,606,2,262187,23,614,
    72,262176,615,12,23,262187,23,632,3400,327734,2,4,0,3,131320,5,
    262203,7,665,7,262203,7,667,7,262203,7,668,7,262203,7,671,7,
    262201,6,666,47,196670,665,666,262205,6,669,665,196670,668,669,327737,6,
    670,54,668,196670,667,670,262205,6,672,667,196670,671,672,327737,2,673,
    57,671,65789,65592,327734,6,11,0,8,196663,7,9,196663,7,10,131320,
    12,196855,67,0,983291,59,66,1,60,2,61,3,62,4,63,5,
    64,6,65,131320,66,262205,6,92,9,262205,6,93,10,327878,6,94,
    92,93,131326,94,131320,60,262205,6,68,9,262205,6,69,10,327808,6,
    70,68,69,131326,70,131320,61,262205,6,72,9,262205,6,73,10,327812,
    6,74,72,73,131326,74,131320,62,262205,6,76,9,262205,6,77,10,
    458764,6,78,1,38,76,77,131326,78,131320,63,262205,6,80,9,262205,
    6,81,10,458764,6,82,1,41,80,81,131326,82,131320,64,262205,6,
    84,9,262205,6,85,10,327879,6,86,84,85,131326,86,131320,65,262205,
    6,88,9,262205,6,89,10,327877,6,90,88,89,131326,90,131320,67,
    65791,65592,327734,13,18,0,15,196663,14,16,196663,14,17,131320,19,196855,
    105,0,983291,59,104,1,98,2,99,3,100,4,101,5,102,6,
    103,131320,104,262205,13,130,16,262205,13,131,17,327878,13,132,130,131,
    131326,132,131320,98,262205,13,106,16,262205,13,107,17,327808,13,108,106,
    107,131326,108,131320,99,262205,13,110,16,262205,13,111,17,327812,13,112,
    110,111,131326,112,131320,100,262205,13,114,16,262205,13,115,17,458764,13,
    116,1,38,114,115,131326,116,131320,101,262205,13,118,16,262205,13,119,
    17,458764,13,120,1,41,118,119,131326,120,131320,102,262205,13,122,16,
    262205,13,123,17,327879,13,124,122,123,131326,124,131320,103,262205,13,126,
    16,262205,13,127,17,327877,13,128,126,127,131326,128,131320,105,65791,65592,
    327734,6,21,0,20,131320,22,196855,141,0,721147,59,140,2,136,3,
    137,4,138,5,139,131320,140,131326,146,131320,136,131326,142,131320,137,131326,
    144,131320,138,131326,146,131320,139,131326,144,131320,141,65791,65592,327734,23,25,
    0,24,131320,26,262205,23,154,153,131326,154,65592,327734,23,27,0,24,
    131320,28,262203,42,159,7,262205,23,158,157,196670,159,158,262205,23,160,
    159,131326,160,65592,327734,29,31,0,30,131320,32,262477,29,164,163,131326,
    164,65592,327734,29,36,0,34,196663,33,35,131320,37,262205,29,167,35,
    328015,29,168,163,167,131326,168,65592,327734,6,40,0,38,196663,7,39,
    131320,41,262203,7,180,7,196855,179,0,1114363,59,178,1,171,2,172,
    3,173,4,174,5,175,6,176,7,177,131320,178,262205,6,203,39,
    131326,203,131320,171,262205,6,181,39,393565,6,182,163,0,181,196670,180,
    182,262205,6,183,180,131326,183,131320,172,262205,6,185,39,393567,6,186,
    163,0,185,131326,186,131320,173,262205,6,188,39,393570,6,189,163,0,
    188,131326,189,131320,174,262205,6,191,39,393573,6,192,163,0,191,131326,
    192,131320,175,262205,6,194,39,393575,6,195,163,0,194,131326,195,131320,
    176,262205,6,197,39,393576,6,198,163,0,197,131326,198,131320,177,262205,
    6,200,39,393577,6,201,163,0,200,131326,201,131320,179,65791,65592,327734,
    13,45,0,43,196663,42,44,131320,46,262205,23,213,44,393281,214,215,
    210,212,213,262205,6,216,215,262205,23,217,44,327808,23,219,217,218,
    393281,214,220,210,212,219,262205,6,221,220,327760,13,222,216,221,131326,
    222,65592,327734,6,47,0,20,131320,48,262203,42,225,7,262203,42,236,
    7,262203,42,245,7,262203,42,254,7,262203,33,260,7,262203,42,266,
    7,262203,14,270,7,262203,14,273,7,262203,14,275,7,262203,14,277,
    7,262203,42,279,7,262203,14,302,7,262203,14,304,7,262203,14,314,
    7,262203,14,316,7,262203,14,326,7,262203,14,328,7,262203,14,338,
    7,262203,14,340,7,262203,14,360,7,262203,14,362,7,262203,42,386,
    7,262203,14,388,7,262203,14,390,7,262203,42,399,7,262203,14,401,
    7,262203,14,403,7,262203,42,413,7,262203,14,415,7,262203,14,417,
    7,262203,42,427,7,262203,14,429,7,262203,14,431,7,262203,42,450,
    7,262203,14,452,7,262203,14,454,7,262203,7,459,7,262203,14,460,
    7,262203,14,462,7,262203,14,465,7,262203,14,467,7,262203,14,470,
    7,262203,14,471,7,262203,14,473,7,262203,14,475,7,262203,14,478,
    7,262203,14,480,7,262203,14,483,7,262203,14,484,7,262203,7,486,
    7,262203,7,488,7,262203,7,503,7,262203,7,505,7,327745,152,230,
    228,229,262205,23,231,230,327812,23,235,231,234,196670,225,235,327745,152,
    238,237,229,262205,23,239,238,327812,23,240,239,234,327745,152,242,241,
    229,262205,23,243,242,327808,23,244,240,243,196670,236,244,327745,249,250,
    248,212,262205,23,251,250,327814,23,253,251,252,196670,245,253,327745,249,
    255,248,212,262205,23,256,255,262205,23,257,245,327812,23,258,257,252,
    327810,23,259,256,258,196670,254,259,327745,249,262,248,261,262205,23,263,
    262,327817,23,264,263,252,327850,29,265,264,229,196670,260,265,327745,249,
    267,248,261,262205,23,268,267,327814,23,269,268,252,196670,266,269,262201,
    6,271,21,327760,13,272,271,271,196670,270,272,262205,13,274,270,196670,
    273,274,262205,13,276,270,196670,275,276,262205,13,278,270,196670,277,278,
    262205,23,280,236,196670,279,280,262205,29,281,260,196855,283,0,262394,281,
    282,369,131320,282,131321,284,131320,284,262390,286,287,0,131321,288,131320,288,
    262205,23,289,279,262205,23,290,225,327812,23,291,163,290,327808,23,292,
    289,291,262205,23,293,245,327856,29,294,292,293,262394,294,285,286,131320,
    285,262205,23,299,266,262205,23,300,279,327808,23,301,299,300,262205,13,
    303,270,196670,302,303,393281,305,306,298,212,301,262205,13,307,306,196670,
    304,307,393273,13,308,18,302,304,196670,270,308,262205,23,309,266,262205,
    23,310,279,327808,23,311,309,310,262205,23,312,225,327808,23,313,311,
    312,262205,13,315,273,196670,314,315,393281,305,317,298,212,313,262205,13,
    318,317,196670,316,318,393273,13,319,18,314,316,196670,273,319,262205,23,
    320,266,262205,23,321,279,327808,23,322,320,321,262205,23,323,225,327812,
    23,324,252,323,327808,23,325,322,324,262205,13,327,275,196670,326,327,
    393281,305,329,298,212,325,262205,13,330,329,196670,328,330,393273,13,331,
    18,326,328,196670,275,331,262205,23,332,266,262205,23,333,279,327808,23,
    334,332,333,262205,23,335,225,327812,23,336,163,335,327808,23,337,334,
    336,262205,13,339,277,196670,338,339,393281,305,341,298,212,337,262205,13,
    342,341,196670,340,342,393273,13,343,18,338,340,196670,277,343,131321,287,
    131320,287,262205,23,345,225,327812,23,346,344,345,262205,23,347,279,327808,
    23,348,347,346,196670,279,348,131321,284,131320,286,131321,349,131320,349,262390,
    351,352,0,131321,353,131320,353,262205,23,354,279,262205,23,355,245,327856,
    29,356,354,355,262394,356,350,351,131320,350,262205,23,357,266,262205,23,
    358,279,327808,23,359,357,358,262205,13,361,270,196670,360,361,393281,305,
    363,298,212,359,262205,13,364,363,196670,362,364,393273,13,365,18,360,
    362,196670,270,365,131321,352,131320,352,262205,23,366,225,262205,23,367,279,
    327808,23,368,367,366,196670,279,368,131321,349,131320,351,131321,283,131320,369,
    131321,370,131320,370,262390,372,373,0,131321,374,131320,374,262205,23,375,279,
    262205,23,376,225,327812,23,377,163,376,327808,23,378,375,377,262205,23,
    379,245,327856,29,380,378,379,262394,380,371,372,131320,371,327745,249,381,
    248,261,262205,23,382,381,262205,23,383,279,327812,23,384,383,252,327808,
    23,385,382,384,196670,386,385,327737,13,387,45,386,262205,13,389,270,
    196670,388,389,196670,390,387,393273,13,391,18,388,390,196670,270,391,327745,
    249,392,248,261,262205,23,393,392,262205,23,394,279,262205,23,395,225,
    327808,23,396,394,395,327812,23,397,396,252,327808,23,398,393,397,196670,
    399,398,327737,13,400,45,399,262205,13,402,273,196670,401,402,196670,403,
    400,393273,13,404,18,401,403,196670,273,404,327745,249,405,248,261,262205,
    23,406,405,262205,23,407,279,262205,23,408,225,327812,23,409,252,408,
    327808,23,410,407,409,327812,23,411,410,252,327808,23,412,406,411,196670,
    413,412,327737,13,414,45,413,262205,13,416,275,196670,415,416,196670,417,
    414,393273,13,418,18,415,417,196670,275,418,327745,249,419,248,261,262205,
    23,420,419,262205,23,421,279,262205,23,422,225,327812,23,423,163,422,
    327808,23,424,421,423,327812,23,425,424,252,327808,23,426,420,425,196670,
    427,426,327737,13,428,45,427,262205,13,430,277,196670,429,430,196670,431,
    428,393273,13,432,18,429,431,196670,277,432,131321,373,131320,373,262205,23,
    433,225,327812,23,434,344,433,262205,23,435,279,327808,23,436,435,434,
    196670,279,436,131321,370,131320,372,131321,437,131320,437,262390,439,440,0,131321,
    441,131320,441,262205,23,442,279,262205,23,443,245,327856,29,444,442,443,
    262394,444,438,439,131320,438,327745,249,445,248,261,262205,23,446,445,262205,
    23,447,279,327812,23,448,447,252,327808,23,449,446,448,196670,450,449,
    327737,13,451,45,450,262205,13,453,270,196670,452,453,196670,454,451,393273,
    13,455,18,452,454,196670,270,455,131321,440,131320,440,262205,23,456,225,
    262205,23,457,279,327808,23,458,457,456,196670,279,458,131321,437,131320,439,
    131321,283,131320,283,262205,13,461,270,196670,460,461,262205,13,463,273,196670,
    462,463,393273,13,464,18,460,462,262205,13,466,275,196670,465,466,262205,
    13,468,277,196670,467,468,393273,13,469,18,465,467,196670,470,464,196670,
    471,469,393273,13,472,18,470,471,262205,13,474,270,196670,473,474,262205,
    13,476,273,196670,475,476,393273,13,477,18,473,475,262205,13,479,275,
    196670,478,479,262205,13,481,277,196670,480,481,393273,13,482,18,478,480,
    196670,483,477,196670,484,482,393273,13,485,18,483,484,327761,6,487,472,
    0,196670,486,487,327761,6,489,485,1,196670,488,489,393273,6,490,11,
    486,488,196670,459,490,262205,23,491,236,262205,23,492,254,327856,29,493,
    491,492,196855,495,0,262394,493,494,495,131320,494,327745,249,496,248,261,
    262205,23,497,496,262205,23,498,245,327812,23,499,498,252,327808,23,500,
    497,499,262205,23,501,236,327808,23,502,500,501,262205,6,504,459,196670,
    503,504,393281,214,506,210,212,502,262205,6,507,506,196670,505,507,393273,
    6,508,11,503,505,196670,459,508,131321,495,131320,495,262205,6,509,459,
    131326,509,65592,327734,2,51,0,49,196663,7,50,131320,52,262203,7,524,
    7,327745,249,517,248,516,262205,23,518,517,327745,249,520,248,519,262205,
    23,521,520,327879,23,522,521,218,327851,29,523,522,229,196855,526,0,
    262394,523,525,528,131320,525,262201,6,527,21,196670,524,527,131321,526,131320,
    528,262205,6,529,50,196670,524,529,131321,526,131320,526,262205,6,530,524,
    393281,214,531,515,212,518,196670,531,530,65789,65592,327734,6,54,0,38,
    196663,7,53,131320,55,262203,7,532,7,262203,7,548,7,262203,42,554,
    7,262203,7,564,7,262203,7,566,7,262203,7,572,7,262205,6,533,
    53,196670,532,533,327737,6,534,40,532,196670,53,534,262201,29,535,31,
    196855,537,0,262394,535,536,537,131320,536,262201,23,543,25,262205,6,544,
    53,327745,545,546,542,543,196670,546,544,131321,537,131320,537,262368,252,252,
    547,262201,6,549,21,196670,548,549,262201,23,550,25,327850,29,551,550,
    229,196855,553,0,262394,551,552,553,131320,552,262201,23,555,27,196670,554,
    555,131321,556,131320,556,262390,558,559,0,131321,560,131320,560,262205,23,561,
    554,327856,29,562,561,539,262394,562,557,558,131320,557,262205,23,563,554,
    262205,6,565,548,196670,564,565,327745,545,567,542,563,262205,6,568,567,
    196670,566,568,393273,6,569,11,564,566,196670,548,569,131321,559,131320,559,
    262205,23,570,554,327808,23,571,570,538,196670,554,571,131321,556,131320,558,
    262205,6,573,548,196670,572,573,327737,6,574,40,572,196670,548,574,131321,
    553,131320,553,262205,6,575,548,131326,575,65592,327734,2,57,0,49,196663,
    7,56,131320,58,262203,7,592,7,262203,33,596,7,262203,33,625,7,
    262203,7,633,7,262203,42,635,7,262203,7,647,7,262203,7,649,7,
    262203,7,655,7,262203,7,661,7,262201,23,578,25,327851,29,579,578,
    229,196855,581,0,262394,579,580,581,131320,580,65789,131320,581,327745,249,584,
    248,583,262205,23,585,584,327850,29,586,585,218,196855,588,0,262394,586,
    587,588,131320,587,262201,29,589,31,196855,591,0,262394,589,590,591,131320,
    590,262205,6,593,56,196670,592,593,327737,2,594,51,592,131321,591,131320,
    591,65789,131320,588,196670,596,597,262201,29,598,31,196855,600,0,262394,598,
    599,600,131320,599,327745,249,607,248,606,262205,23,608,607,327745,152,609,
    237,229,262205,23,610,609,327808,23,611,608,610,262205,6,612,56,393281,
    214,613,605,606,611,196670,613,612,196833,218,614,327745,615,616,605,212,
    458986,23,617,616,218,229,218,327745,249,618,248,583,262205,23,619,618,
    327810,23,620,619,218,327850,29,621,617,620,196670,596,621,262205,29,622,
    596,196855,624,0,262394,622,623,624,131320,623,196833,218,614,131321,624,131320,
    624,131321,600,131320,600,262205,29,626,596,196670,625,626,327737,29,627,36,
    625,262312,29,628,627,196855,630,0,262394,628,629,630,131320,629,65789,131320,
    630,262368,163,163,632,262201,6,634,21,196670,633,634,262201,23,636,27,
    196670,635,636,131321,637,131320,637,262390,639,640,0,131321,641,131320,641,262205,
    23,642,635,327745,249,643,248,583,262205,23,644,643,327856,29,645,642,
    644,262394,645,638,639,131320,638,262205,23,646,635,262205,6,648,633,196670,
    647,648,393281,214,650,605,606,646,262205,6,651,650,196670,649,651,393273,
    6,652,11,647,649,196670,633,652,131321,640,131320,640,262205,23,653,635,
    327808,23,654,653,538,196670,635,654,131321,637,131320,639,262205,6,656,633,
    196670,655,656,327737,6,657,40,655,196670,56,657,262201,29,658,31,196855,
    660,0,262394,658,659,660,131320,659,262205,6,662,56,196670,661,662,327737,
    2,663,51,661,327745,615,664,605,212,196670,664,229,131321,660,131320,660,
    65789,65592,
};
static const uint32_t vkr__spv_reduce_u64_all_shuffle[3653] = {
    119734787,66304,524299,719,0,131089,1,131089,11,131089,61,131089,65,393227,1,1280527431,
    1685353262,808793134,0,196622,0,1,655375,5,4,1852399981,0,176,180,276,284,288,
    393232,4,17,1,1,1,262215,74,1,1,262215,176,11,40,196679,180,
    0,262215,180,11,41,196679,181,0,196679,206,0,262215,220,1,2,262215,
    256,6,8,262216,257,0,24,327752,257,0,35,0,196679,257,2,262215,
    259,34,0,262215,259,33,0,262215,276,11,24,262215,279,1,0,262215,
    280,11,25,262215,284,11,26,262215,288,11,27,327752,293,0,35,0,
    327752,293,1,35,4,327752,293,2,35,8,327752,293,3,35,12,327752,
    293,4,35,16,327752,293,5,35,20,196679,293,2,262215,342,6,16,
    262216,343,0,24,327752,343,0,35,0,196679,343,2,262215,345,34,0,
    262215,345,33,0,262215,559,6,8,262216,560,0,25,327752,560,0,35,
    0,196679,560,2,262215,562,34,0,262215,562,33,1,262215,647,6,4,
    262215,648,6,8,262216,649,0,23,327752,649,0,35,0,262216,649,1,
    23,327752,649,1,35,4,262216,649,2,23,327752,649,2,35,16,196679,
    649,2,262215,651,34,0,262215,651,33,2,131091,2,196641,3,2,262165,
    6,64,0,262176,7,7,6,327713,8,6,7,7,262167,13,6,2,
    262176,14,7,13,327713,15,13,14,14,196641,20,6,262165,23,32,0,
    262167,24,23,2,262177,25,24,7,262176,29,7,24,262177,30,6,29,
    196641,34,23,262176,39,7,23,327713,40,6,7,39,131092,45,196641,46,
    45,262176,49,7,45,262177,50,45,49,262177,54,6,7,262177,58,13,
    39,262177,64,2,7,262194,23,74,1,327723,6,157,1,0,327723,6,
    159,4294967295,4294967295,327723,6,161,0,0,262176,175,1,23,262203,175,176,1,
    262203,175,180,1,262187,23,190,0,262187,23,194,3,262187,23,196,1,
    262194,23,220,32,262187,23,222,3400,196637,256,6,196638,257,256,262176,258,
    12,257,262203,258,259,12,262165,260,32,1,262187,260,261,0,262176,263,
    12,6,262167,274,23,3,262176,275,1,274,262203,275,276,1,262194,23,
    279,1,393267,274,280,279,196,196,393268,23,281,81,280,0,262203,275,
    284,1,262203,275,288,1,524318,293,23,23,23,23,23,23,262176,294,
    9,293,262203,294,295,9,262176,296,9,23,262187,23,299,2,262187,260,
    308,1,196637,342,13,196638,343,342,262176,344,12,343,262203,344,345,12,
    262176,352,12,13,262187,23,391,4,196637,559,6,196638,560,559,262176,561,
    12,560,262203,561,562,12,262187,260,563,4,262187,260,566,5,393268,23,
    585,134,281,220,262172,586,6,585,262176,587,4,586,262203,587,588,4,
    262176,591,4,6,262187,23,593,264,262187,260,629,3,196650,45,643,262172,
    647,23,194,196637,648,6,327710,649,23,647,648,262176,650,12,649,262203,
    650,651,12,262187,260,652,2,262187,23,660,72,262176,661,12,23,327734,
    2,4,0,3,131320,5,262203,7,710,7,262203,7,712,7,262203,7,
    713,7,262203,7,716,7,262201,6,711,62,196670,710,711,262205,6,714,
    710,196670,713,714,327737,6,715,69,713,196670,712,715,262205,6,717,712,
    196670,716,717,327737,2,718,72,716,65789,65592,327734,6,11,0,8,196663,
    7,9,196663,7,10,131320,12,196855,82,0,983291,74,81,1,75,2,
    76,3,77,4,78,5,79,6,80,131320,81,262205,6,107,9,262205,
    6,108,10,327878,6,109,107,108,131326,109,131320,75,262205,6,83,9,
    262205,6,84,10,327808,6,85,83,84,131326,85,131320,76,262205,6,87,
    9,262205,6,88,10,327812,6,89,87,88,131326,89,131320,77,262205,6,
    91,9,262205,6,92,10,458764,6,93,1,38,91,92,131326,93,131320,
    78,262205,6,95,9,262205,6,96,10,458764,6,97,1,41,95,96,
    131326,97,131320,79,262205,6,99,9,262205,6,100,10,327879,6,101,99,
    100,131326,101,131320,80,262205,6,103,9,262205,6,104,10,327877,6,105,
    103,104,131326,105,131320,82,65791,65592,327734,13,18,0,15,196663,14,16,
    196663,14,17,131320,19,196855,120,0,983291,74,119,1,113,2,114,3,
    115,4,116,5,117,6,118,131320,119,262205,13,145,16,262205,13,146,
    17,327878,13,147,145,146,131326,147,131320,113,262205,13,121,16,262205,13,
    122,17,327808,13,123,121,122,131326,123,131320,114,262205,13,125,16,262205,
    13,126,17,327812,13,127,125,126,131326,127,131320,115,262205,13,129,16,
    262205,13,130,17,458764,13,131,1,38,129,130,131326,131,131320,116,262205,
    13,133,16,262205,13,134,17,458764,13,135,1,41,133,134,131326,135,
    131320,117,262205,13,137,16,262205,13,138,17,327879,13,139,137,138,131326,
    139,131320,118,262205,13,141,16,262205,13,142,17,327877,13,143,141,142,
    131326,143,131320,120,65791,65592,327734,6,21,0,20,131320,22,196855,156,0,
    721147,74,155,2,151,3,152,4,153,5,154,131320,155,131326,161,131320,
    151,131326,157,131320,152,131326,159,131320,153,131326,161,131320,154,131326,159,131320,
    156,65791,65592,327734,24,27,0,25,196663,7,26,131320,28,262205,6,167,
    26,262268,24,168,167,131326,168,65592,327734,6,32,0,30,196663,29,31,
    131320,33,262205,24,171,31,262268,6,172,171,131326,172,65592,327734,23,35,
    0,34,131320,36,262205,23,177,176,131326,177,65592,327734,23,37,0,34,
    131320,38,262203,39,182,7,262205,23,181,180,196670,182,181,262205,23,183,
    182,131326,183,65592,327734,6,43,0,40,196663,7,41,196663,39,42,131320,
    44,262203,29,186,7,262203,7,187,7,262203,29,202,7,262205,6,188,
    41,196670,187,188,327737,24,189,27,187,196670,186,189,327745,39,191,186,
    190,262205,23,192,191,262205,23,193,42,393562,23,195,194,192,193,327745,
    39,197,186,196,262205,23,198,197,262205,23,199,42,393562,23,200,194,
    198,199,327760,24,201,195,200,196670,202,201,327737,6,203,32,202,131326,
    203,65592,327734,45,47,0,46,131320,48,262205,23,206,180,327850,45,207,
    206,190,131326,207,65592,327734,45,52,0,50,196663,49,51,131320,53,262203,
    39,210,7,262203,39,213,7,262205,45,211,51,393385,23,212,211,196,
    190,196670,210,212,196670,213,196,131321,214,131320,214,262390,216,217,0,131321,
    218,131320,218,262205,23,219,213,327856,45,221,219,220,262394,221,215,216,
    131320,215,262368,194,194,222,262205,23,223,210,262205,23,224,213,393562,23,
    225,194,223,224,262205,23,226,210,327877,23,227,226,225,196670,210,227,
    131321,217,131320,217,262205,23,228,213,327876,23,229,228,196,196670,213,229,
    131321,214,131320,216,262205,23,230,210,327851,45,231,230,190,131326,231,65592,
    327734,6,56,0,54,196663,7,55,131320,57,262203,39,234,7,262203,7,
    242,7,262203,39,244,7,262203,7,247,7,262203,7,249,7,196670,234,
    196,131321,235,131320,235,262390,237,238,0,131321,239,131320,239,262205,23,240,
    234,327856,45,241,240,220,262394,241,236,237,131320,236,262368,194,194,222,
    262205,6,243,55,196670,242,243,262205,23,245,234,196670,244,245,393273,6,
    246,43,242,244,262205,6,248,55,196670,247,248,196670,249,246,393273,6,
    250,11,247,249,196670,55,250,131321,238,131320,238,262205,23,251,234,327876,
    23,252,251,196,196670,234,252,131321,235,131320,237,262205,6,253,55,131326,
    253,65592,327734,13,60,0,58,196663,39,59,131320,61,262205,23,262,59,
    393281,263,264,259,261,262,262205,6,265,264,262205,23,266,59,327808,23,
    267,266,196,393281,263,268,259,261,267,262205,6,269,268,327760,13,270,
    265,269,131326,270,65592,327734,6,62,0,20,131320,63,262203,39,273,7,
    262203,39,283,7,262203,39,292,7,262203,39,301,7,262203,49,307,7,
    262203,39,313,7,262203,14,317,7,262203,14,320,7,262203,14,322,7,
    262203,14,324,7,262203,39,326,7,262203,14,349,7,262203,14,351,7,
    262203,14,361,7,262203,14,363,7,262203,14,373,7,262203,14,375,7,
    262203,14,385,7,262203,14,387,7,262203,14,407,7,262203,14,409,7,
    262203,39,433,7,262203,14,435,7,262203,14,437,7,262203,39,446,7,
    262203,14,448,7,262203,14,450,7,262203,39,460,7,262203,14,462,7,
    262203,14,464,7,262203,39,474,7,262203,14,476,7,262203,14,478,7,
    262203,39,497,7,262203,14,499,7,262203,14,501,7,262203,7,506,7,
    262203,14,507,7,262203,14,509,7,262203,14,512,7,262203,14,514,7,
    262203,14,517,7,262203,14,518,7,262203,14,520,7,262203,14,522,7,
    262203,14,525,7,262203,14,527,7,262203,14,530,7,262203,14,531,7,
    262203,7,533,7,262203,7,535,7,262203,7,550,7,262203,7,552,7,
    327745,175,277,276,190,262205,23,278,277,327812,23,282,278,281,196670,273,
    282,327745,175,285,284,190,262205,23,286,285,327812,23,287,286,281,327745,
    175,289,288,190,262205,23,290,289,327808,23,291,287,290,196670,283,291,
    327745,296,297,295,261,262205,23,298,297,327814,23,300,298,299,196670,292,
    300,327745,296,302,295,261,262205,23,303,302,262205,23,304,292,327812,23,
    305,304,299,327810,23,306,303,305,196670,301,306,327745,296,309,295,308,
    262205,23,310,309,327817,23,311,310,299,327850,45,312,311,190,196670,307,
    312,327745,296,314,295,308,262205,23,315,314,327814,23,316,315,299,196670,
    313,316,262201,6,318,21,327760,13,319,318,318,196670,317,319,262205,13,
    321,317,196670,320,321,262205,13,323,317,196670,322,323,262205,13,325,317,
    196670,324,325,262205,23,327,283,196670,326,327,262205,45,328,307,196855,330,
    0,262394,328,329,416,131320,329,131321,331,131320,331,262390,333,334,0,131321,
    335,131320,335,262205,23,336,326,262205,23,337,273,327812,23,338,194,337,
    327808,23,339,336,338,262205,23,340,292,327856,45,341,339,340,262394,341,
    332,333,131320,332,262205,23,346,313,262205,23,347,326,327808,23,348,346,
    347,262205,13,350,317,196670,349,350,393281,352,353,345,261,348,262205,13,
    354,353,196670,351,354,393273,13,355,18,349,351,196670,317,355,262205,23,
    356,313,262205,23,357,326,327808,23,358,356,357,262205,23,359,273,327808,
    23,360,358,359,262205,13,362,320,196670,361,362,393281,352,364,345,261,
    360,262205,13,365,364,196670,363,365,393273,13,366,18,361,363,196670,320,
    366,262205,23,367,313,262205,23,368,326,327808,23,369,367,368,262205,23,
    370,273,327812,23,371,299,370,327808,23,372,369,371,262205,13,374,322,
    196670,373,374,393281,352,376,345,261,372,262205,13,377,376,196670,375,377,
    393273,13,378,18,373,375,196670,322,378,262205,23,379,313,262205,23,380,
    326,327808,23,381,379,380,262205,23,382,273,327812,23,383,194,382,327808,
    23,384,381,383,262205,13,386,324,196670,385,386,393281,352,388,345,261,
    384,262205,13,389,388,196670,387,389,393273,13,390,18,385,387,196670,324,
    390,131321,334,131320,334,262205,23,392,273,327812,23,393,391,392,262205,23,
    394,326,327808,23,395,394,393,196670,326,395,131321,331,131320,333,131321,396,
    131320,396,262390,398,399,0,131321,400,131320,400,262205,23,401,326,262205,23,
    402,292,327856,45,403,401,402,262394,403,397,398,131320,397,262205,23,404,
    313,262205,23,405,326,327808,23,406,404,405,262205,13,408,317,196670,407,
    408,393281,352,410,345,261,406,262205,13,411,410,196670,409,411,393273,13,
    412,18,407,409,196670,317,412,131321,399,131320,399,262205,23,413,273,262205,
    23,414,326,327808,23,415,414,413,196670,326,415,131321,396,131320,398,131321,
    330,131320,416,131321,417,131320,417,262390,419,420,0,131321,421,131320,421,262205,
    23,422,326,262205,23,423,273,327812,23,424,194,423,327808,23,425,422,
    424,262205,23,426,292,327856,45,427,425,426,262394,427,418,419,131320,418,
    327745,296,428,295,308,262205,23,429,428,262205,23,430,326,327812,23,431,
    430,299,327808,23,432,429,431,196670,433,432,327737,13,434,60,433,262205,
    13,436,317,196670,435,436,196670,437,434,393273,13,438,18,435,437,196670,
    317,438,327745,296,439,295,308,262205,23,440,439,262205,23,441,326,262205,
    23,442,273,327808,23,443,441,442,327812,23,444,443,299,327808,23,445,
    440,444,196670,446,445,327737,13,447,60,446,262205,13,449,320,196670,448,
    449,196670,450,447,393273,13,451,18,448,450,196670,320,451,327745,296,452,
    295,308,262205,23,453,452,262205,23,454,326,262205,23,455,273,327812,23,
    456,299,455,327808,23,457,454,456,327812,23,458,457,299,327808,23,459,
    453,458,196670,460,459,327737,13,461,60,460,262205,13,463,322,196670,462,
    463,196670,464,461,393273,13,465,18,462,464,196670,322,465,327745,296,466,
    295,308,262205,23,467,466,262205,23,468,326,262205,23,469,273,327812,23,
    470,194,469,327808,23,471,468,470,327812,23,472,471,299,327808,23,473,
    467,472,196670,474,473,327737,13,475,60,474,262205,13,477,324,196670,476,
    477,196670,478,475,393273,13,479,18,476,478,196670,324,479,131321,420,131320,
    420,262205,23,480,273,327812,23,481,391,480,262205,23,482,326,327808,23,
    483,482,481,196670,326,483,131321,417,131320,419,131321,484,131320,484,262390,486,
    487,0,131321,488,131320,488,262205,23,489,326,262205,23,490,292,327856,45,
    491,489,490,262394,491,485,486,131320,485,327745,296,492,295,308,262205,23,
    493,492,262205,23,494,326,327812,23,495,494,299,327808,23,496,493,495,
    196670,497,496,327737,13,498,60,497,262205,13,500,317,196670,499,500,196670,
    501,498,393273,13,502,18,499,501,196670,317,502,131321,487,131320,487,262205,
    23,503,273,262205,23,504,326,327808,23,505,504,503,196670,326,505,131321,
    484,131320,486,131321,330,131320,330,262205,13,508,317,196670,507,508,262205,13,
    510,320,196670,509,510,393273,13,511,18,507,509,262205,13,513,322,196670,
    512,513,262205,13,515,324,196670,514,515,393273,13,516,18,512,514,196670,
    517,511,196670,518,516,393273,13,519,18,517,518,262205,13,521,317,196670,
    520,521,262205,13,523,320,196670,522,523,393273,13,524,18,520,522,262205,
    13,526,322,196670,525,526,262205,13,528,324,196670,527,528,393273,13,529,
    18,525,527,196670,530,524,196670,531,529,393273,13,532,18,530,531,327761,
    6,534,519,0,196670,533,534,327761,6,536,532,1,196670,535,536,393273,
    6,537,11,533,535,196670,506,537,262205,23,538,283,262205,23,539,301,
    327856,45,540,538,539,196855,542,0,262394,540,541,542,131320,541,327745,296,
    543,295,308,262205,23,544,543,262205,23,545,292,327812,23,546,545,299,
    327808,23,547,544,546,262205,23,548,283,327808,23,549,547,548,262205,6,
    551,506,196670,550,551,393281,263,553,259,261,549,262205,6,554,553,196670,
    552,554,393273,6,555,11,550,552,196670,506,555,131321,542,131320,542,262205,
    6,556,506,131326,556,65592,327734,2,66,0,64,196663,7,65,131320,67,
    262203,7,571,7,327745,296,564,295,563,262205,23,565,564,327745,296,567,
    295,566,262205,23,568,567,327879,23,569,568,196,327851,45,570,569,190,
    196855,573,0,262394,570,572,575,131320,572,262201,6,574,21,196670,571,574,
    131321,573,131320,575,262205,6,576,65,196670,571,576,131321,573,131320,573,262205,
    6,577,571,393281,263,578,562,261,565,196670,578,577,65789,65592,327734,6,
    69,0,54,196663,7,68,131320,70,262203,7,579,7,262203,7,594,7,
    262203,39,600,7,262203,7,610,7,262203,7,612,7,262203,7,618,7,
    262205,6,580,68,196670,579,580,327737,6,581,56,579,196670,68,581,262201,
    45,582,47,196855,584,0,262394,582,583,584,131320,583,262201,23,589,35,
    262205,6,590,68,327745,591,592,588,589,196670,592,590,131321,584,131320,584,
    262368,299,299,593,262201,6,595,21,196670,594,595,262201,23,596,35,327850,
    45,597,596,190,196855,599,0,262394,597,598,599,131320,598,262201,23,601,
    37,196670,600,601,131321,602,131320,602,262390,604,605,0,131321,606,131320,606,
    262205,23,607,600,327856,45,608,607,585,262394,608,603,604,131320,603,262205,
    23,609,600,262205,6,611,594,196670,610,611,327745,591,613,588,609,262205,
    6,614,613,196670,612,614,393273,6,615,11,610,612,196670,594,615,131321,
    605,131320,605,262205,23,616,600,327808,23,617,616,220,196670,600,617,131321,
    602,131320,604,262205,6,619,594,196670,618,619,327737,6,620,56,618,196670,
    594,620,131321,599,131320,599,262205,6,621,594,131326,621,65592,327734,2,72,
    0,64,196663,7,71,131320,73,262203,7,638,7,262203,49,642,7,262203,
    49,671,7,262203,7,678,7,262203,39,680,7,262203,7,692,7,262203,
    7,694,7,262203,7,700,7,262203,7,706,7,262201,23,624,35,327851,
    45,625,624,190,196855,627,0,262394,625,626,627,131320,626,65789,131320,627,
    327745,296,630,295,629,262205,23,631,630,327850,45,632,631,196,196855,634,
    0,262394,632,633,634,131320,633,262201,45,635,47,196855,637,0,262394,635,
    636,637,131320,636,262205,6,639,71,196670,638,639,327737,2,640,66,638,
    131321,637,131320,637,65789,131320,634,196670,642,643,262201,45,644,47,196855,646,
    0,262394,644,645,646,131320,645,327745,296,653,295,652,262205,23,654,653,
    327745,175,655,284,190,262205,23,656,655,327808,23,657,654,656,262205,6,
    658,71,393281,263,659,651,652,657,196670,659,658,196833,196,660,327745,661,
    662,651,261,458986,23,663,662,196,190,196,327745,296,664,295,629,262205,
    23,665,664,327810,23,666,665,196,327850,45,667,663,666,196670,642,667,
    262205,45,668,642,196855,670,0,262394,668,669,670,131320,669,196833,196,660,
    131321,670,131320,670,131321,646,131320,646,262205,45,672,642,196670,671,672,327737,
    45,673,52,671,262312,45,674,673,196855,676,0,262394,674,675,676,131320,
    675,65789,131320,676,262368,194,194,222,262201,6,679,21,196670,678,679,262201,
    23,681,37,196670,680,681,131321,682,131320,682,262390,684,685,0,131321,686,
    131320,686,262205,23,687,680,327745,296,688,295,629,262205,23,689,688,327856,
    45,690,687,689,262394,690,683,684,131320,683,262205,23,691,680,262205,6,
    693,678,196670,692,693,393281,263,695,651,652,691,262205,6,696,695,196670,
    694,696,393273,6,697,11,692,694,196670,678,697,131321,685,131320,685,262205,
    23,698,680,327808,23,699,698,220,196670,680,699,131321,682,131320,684,262205,
    6,701,678,196670,700,701,327737,6,702,56,700,196670,71,702,262201,45,
    703,47,196855,705,0,262394,703,704,705,131320,704,262205,6,707,71,196670,
    706,707,327737,2,708,66,706,327745,661,709,651,261,196670,709,190,131321,
    705,131320,705,65789,65592,
};
static const uint32_t vkr__spv_reduce_u64_all_shared[3163] = {
    119734787,66304,524299,612,0,131089,1,131089,11,393227,1,1280527431,1685353262,808793134,0,196622,
    0,1,524303,5,4,1852399981,0,156,166,170,393232,4,17,1,1,1,
    262215,42,1,1,262215,135,6,8,262216,136,0,24,327752,136,0,35,
    0,196679,136,2,262215,138,34,0,262215,138,33,0,262215,156,11,24,
    262215,161,1,0,262215,162,11,25,262215,166,11,26,262215,170,11,27,
    327752,175,0,35,0,327752,175,1,35,4,327752,175,2,35,8,327752,
    175,3,35,12,327752,175,4,35,16,327752,175,5,35,20,196679,175,
    2,262215,227,6,16,262216,228,0,24,327752,228,0,35,0,196679,228,
    2,262215,230,34,0,262215,230,33,0,262215,444,6,8,262216,445,0,
    25,327752,445,0,35,0,196679,445,2,262215,447,34,0,262215,447,33,
    1,262215,533,6,4,262215,534,6,8,262216,535,0,23,327752,535,0,
    35,0,262216,535,1,23,327752,535,1,35,4,262216,535,2,23,327752,
    535,2,35,16,196679,535,2,262215,537,34,0,262215,537,33,2,131091,
    2,196641,3,2,262165,6,64,0,262176,7,7,6,327713,8,6,7,
    7,262167,13,6,2,262176,14,7,13,327713,15,13,14,14,196641,20,
    6,262165,23,32,0,262176,24,7,23,262177,25,13,24,262177,31,2,
    7,262177,35,6,7,262194,23,42,1,327723,6,125,1,0,327723,6,
    127,4294967295,4294967295,327723,6,129,0,0,196637,135,6,196638,136,135,262176,137,
    12,136,262203,137,138,12,262165,139,32,1,262187,139,140,0,262176,142,
    12,6,262187,23,146,1,262167,154,23,3,262176,155,1,154,262203,155,
    156,1,262187,23,157,0,262176,158,1,23,262194,23,161,1,393267,154,
    162,161,146,146,393268,23,163,81,162,0,262203,155,166,1,262203,155,
    170,1,524318,175,23,23,23,23,23,23,262176,176,9,175,262203,176,
    177,9,262176,178,9,23,262187,23,181,2,131092,189,262176,190,7,189,
    262187,139,192,1,262187,23,221,3,196637,227,13,196638,228,227,262176,229,
    12,228,262203,229,230,12,262176,237,12,13,262187,23,276,4,196637,444,
    6,196638,445,444,262176,446,12,445,262203,446,447,12,262187,139,448,4,
    262187,139,451,5,262172,467,6,163,262176,468,4,467,262203,468,469,4,
    262176,472,4,6,262187,23,474,264,262187,139,515,3,262172,533,23,221,
    196637,534,6,327710,535,23,533,534,262176,536,12,535,262203,536,537,12,
    262187,139,538,2,262187,23,546,72,262176,548,12,23,262176,558,4,23,
    262203,558,559,4,262187,139,562,320,262187,139,563,8,262187,23,564,328,
    327734,2,4,0,3,131320,5,262203,7,603,7,262203,7,605,7,262203,
    7,606,7,262203,7,609,7,262201,6,604,29,196670,603,604,262205,6,
    607,603,196670,606,607,327737,6,608,37,606,196670,605,608,262205,6,610,
    605,196670,609,610,327737,2,611,40,609,65789,65592,327734,6,11,0,8,
    196663,7,9,196663,7,10,131320,12,196855,50,0,983291,42,49,1,43,
    2,44,3,45,4,46,5,47,6,48,131320,49,262205,6,75,9,
    262205,6,76,10,327878,6,77,75,76,131326,77,131320,43,262205,6,51,
    9,262205,6,52,10,327808,6,53,51,52,131326,53,131320,44,262205,6,
    55,9,262205,6,56,10,327812,6,57,55,56,131326,57,131320,45,262205,
    6,59,9,262205,6,60,10,458764,6,61,1,38,59,60,131326,61,
    131320,46,262205,6,63,9,262205,6,64,10,458764,6,65,1,41,63,
    64,131326,65,131320,47,262205,6,67,9,262205,6,68,10,327879,6,69,
    67,68,131326,69,131320,48,262205,6,71,9,262205,6,72,10,327877,6,
    73,71,72,131326,73,131320,50,65791,65592,327734,13,18,0,15,196663,14,
    16,196663,14,17,131320,19,196855,88,0,983291,42,87,1,81,2,82,
    3,83,4,84,5,85,6,86,131320,87,262205,13,113,16,262205,13,
    114,17,327878,13,115,113,114,131326,115,131320,81,262205,13,89,16,262205,
    13,90,17,327808,13,91,89,90,131326,91,131320,82,262205,13,93,16,
    262205,13,94,17,327812,13,95,93,94,131326,95,131320,83,262205,13,97,
    16,262205,13,98,17,458764,13,99,1,38,97,98,131326,99,131320,84,
    262205,13,101,16,262205,13,102,17,458764,13,103,1,41,101,102,131326,
    103,131320,85,262205,13,105,16,262205,13,106,17,327879,13,107,105,106,
    131326,107,131320,86,262205,13,109,16,262205,13,110,17,327877,13,111,109,
    110,131326,111,131320,88,65791,65592,327734,6,21,0,20,131320,22,196855,124,
    0,721147,42,123,2,119,3,120,4,121,5,122,131320,123,131326,129,
    131320,119,131326,125,131320,120,131326,127,131320,121,131326,129,131320,122,131326,127,
    131320,124,65791,65592,327734,13,27,0,25,196663,24,26,131320,28,262205,23,
    141,26,393281,142,143,138,140,141,262205,6,144,143,262205,23,145,26,
    327808,23,147,145,146,393281,142,148,138,140,147,262205,6,149,148,327760,
    13,150,144,149,131326,150,65592,327734,6,29,0,20,131320,30,262203,24,
    153,7,262203,24,165,7,262203,24,174,7,262203,24,183,7,262203,190,
    191,7,262203,24,197,7,262203,14,201,7,262203,14,204,7,262203,14,
    206,7,262203,14,208,7,262203,24,210,7,262203,14,234,7,262203,14,
    236,7,262203,14,246,7,262203,14,248,7,262203,14,258,7,262203,14,
    260,7,262203,14,270,7,262203,14,272,7,262203,14,292,7,262203,14,
    294,7,262203,24,318,7,262203,14,320,7,262203,14,322,7,262203,24,
    331,7,262203,14,333,7,262203,14,335,7,262203,24,345,7,262203,14,
    347,7,262203,14,349,7,262203,24,359,7,262203,14,361,7,262203,14,
    363,7,262203,24,382,7,262203,14,384,7,262203,14,386,7,262203,7,
    391,7,262203,14,392,7,262203,14,394,7,262203,14,397,7,262203,14,
    399,7,262203,14,402,7,262203,14,403,7,262203,14,405,7,262203,14,
    407,7,262203,14,410,7,262203,14,412,7,262203,14,415,7,262203,14,
    416,7,262203,7,418,7,262203,7,420,7,262203,7,435,7,262203,7,
    437,7,327745,158,159,156,157,262205,23,160,159,327812,23,164,160,163,
    196670,153,164,327745,158,167,166,157,262205,23,168,167,327812,23,169,168,
    163,327745,158,171,170,157,262205,23,172,171,327808,23,173,169,172,196670,
    165,173,327745,178,179,177,140,262205,23,180,179,327814,23,182,180,181,
    196670,174,182,327745,178,184,177,140,262205,23,185,184,262205,23,186,174,
    327812,23,187,186,181,327810,23,188,185,187,196670,183,188,327745,178,193,
    177,192,262205,23,194,193,327817,23,195,194,181,327850,189,196,195,157,
    196670,191,196,327745,178,198,177,192,262205,23,199,198,327814,23,200,199,
    181,196670,197,200,262201,6,202,21,327760,13,203,202,202,196670,201,203,
    262205,13,205,201,196670,204,205,262205,13,207,201,196670,206,207,262205,13,
    209,201,196670,208,209,262205,23,211,165,196670,210,211,262205,189,212,191,
    196855,214,0,262394,212,213,301,131320,213,131321,215,131320,215,262390,217,218,
    0,131321,219,131320,219,262205,23,220,210,262205,23,222,153,327812,23,223,
    221,222,327808,23,224,220,223,262205,23,225,174,327856,189,226,224,225,
    262394,226,216,217,131320,216,262205,23,231,197,262205,23,232,210,327808,23,
    233,231,232,262205,13,235,201,196670,234,235,393281,237,238,230,140,233,
    262205,13,239,238,196670,236,239,393273,13,240,18,234,236,196670,201,240,
    262205,23,241,197,262205,23,242,210,327808,23,243,241,242,262205,23,244,
    153,327808,23,245,243,244,262205,13,247,204,196670,246,247,393281,237,249,
    230,140,245,262205,13,250,249,196670,248,250,393273,13,251,18,246,248,
    196670,204,251,262205,23,252,197,262205,23,253,210,327808,23,254,252,253,
    262205,23,255,153,327812,23,256,181,255,327808,23,257,254,256,262205,13,
    259,206,196670,258,259,393281,237,261,230,140,257,262205,13,262,261,196670,
    260,262,393273,13,263,18,258,260,196670,206,263,262205,23,264,197,262205,
    23,265,210,327808,23,266,264,265,262205,23,267,153,327812,23,268,221,
    267,327808,23,269,266,268,262205,13,271,208,196670,270,271,393281,237,273,
    230,140,269,262205,13,274,273,196670,272,274,393273,13,275,18,270,272,
    196670,208,275,131321,218,131320,218,262205,23,277,153,327812,23,278,276,277,
    262205,23,279,210,327808,23,280,279,278,196670,210,280,131321,215,131320,217,
    131321,281,131320,281,262390,283,284,0,131321,285,131320,285,262205,23,286,210,
    262205,23,287,174,327856,189,288,286,287,262394,288,282,283,131320,282,262205,
    23,289,197,262205,23,290,210,327808,23,291,289,290,262205,13,293,201,
    196670,292,293,393281,237,295,230,140,291,262205,13,296,295,196670,294,296,
    393273,13,297,18,292,294,196670,201,297,131321,284,131320,284,262205,23,298,
    153,262205,23,299,210,327808,23,300,299,298,196670,210,300,131321,281,131320,
    283,131321,214,131320,301,131321,302,131320,302,262390,304,305,0,131321,306,131320,
    306,262205,23,307,210,262205,23,308,153,327812,23,309,221,308,327808,23,
    310,307,309,262205,23,311,174,327856,189,312,310,311,262394,312,303,304,
    131320,303,327745,178,313,177,192,262205,23,314,313,262205,23,315,210,327812,
    23,316,315,181,327808,23,317,314,316,196670,318,317,327737,13,319,27,
    318,262205,13,321,201,196670,320,321,196670,322,319,393273,13,323,18,320,
    322,196670,201,323,327745,178,324,177,192,262205,23,325,324,262205,23,326,
    210,262205,23,327,153,327808,23,328,326,327,327812,23,329,328,181,327808,
    23,330,325,329,196670,331,330,327737,13,332,27,331,262205,13,334,204,
    196670,333,334,196670,335,332,393273,13,336,18,333,335,196670,204,336,327745,
    178,337,177,192,262205,23,338,337,262205,23,339,210,262205,23,340,153,
    327812,23,341,181,340,327808,23,342,339,341,327812,23,343,342,181,327808,
    23,344,338,343,196670,345,344,327737,13,346,27,345,262205,13,348,206,
    196670,347,348,196670,349,346,393273,13,350,18,347,349,196670,206,350,327745,
    178,351,177,192,262205,23,352,351,262205,23,353,210,262205,23,354,153,
    327812,23,355,221,354,327808,23,356,353,355,327812,23,357,356,181,327808,
    23,358,352,357,196670,359,358,327737,13,360,27,359,262205,13,362,208,
    196670,361,362,196670,363,360,393273,13,364,18,361,363,196670,208,364,131321,
    305,131320,305,262205,23,365,153,327812,23,366,276,365,262205,23,367,210,
    327808,23,368,367,366,196670,210,368,131321,302,131320,304,131321,369,131320,369,
    262390,371,372,0,131321,373,131320,373,262205,23,374,210,262205,23,375,174,
    327856,189,376,374,375,262394,376,370,371,131320,370,327745,178,377,177,192,
    262205,23,378,377,262205,23,379,210,327812,23,380,379,181,327808,23,381,
    378,380,196670,382,381,327737,13,383,27,382,262205,13,385,201,196670,384,
    385,196670,386,383,393273,13,387,18,384,386,196670,201,387,131321,372,131320,
    372,262205,23,388,153,262205,23,389,210,327808,23,390,389,388,196670,210,
    390,131321,369,131320,371,131321,214,131320,214,262205,13,393,201,196670,392,393,
    262205,13,395,204,196670,394,395,393273,13,396,18,392,394,262205,13,398,
    206,196670,397,398,262205,13,400,208,196670,399,400,393273,13,401,18,397,
    399,196670,402,396,196670,403,401,393273,13,404,18,402,403,262205,13,406,
    201,196670,405,406,262205,13,408,204,196670,407,408,393273,13,409,18,405,
    407,262205,13,411,206,196670,410,411,262205,13,413,208,196670,412,413,393273,
    13,414,18,410,412,196670,415,409,196670,416,414,393273,13,417,18,415,
    416,327761,6,419,404,0,196670,418,419,327761,6,421,417,1,196670,420,
    421,393273,6,422,11,418,420,196670,391,422,262205,23,423,165,262205,23,
    424,183,327856,189,425,423,424,196855,427,0,262394,425,426,427,131320,426,
    327745,178,428,177,192,262205,23,429,428,262205,23,430,174,327812,23,431,
    430,181,327808,23,432,429,431,262205,23,433,165,327808,23,434,432,433,
    262205,6,436,391,196670,435,436,393281,142,438,138,140,434,262205,6,439,
    438,196670,437,439,393273,6,440,11,435,437,196670,391,440,131321,427,131320,
    427,262205,6,441,391,131326,441,65592,327734,2,33,0,31,196663,7,32,
    131320,34,262203,7,456,7,327745,178,449,177,448,262205,23,450,449,327745,
    178,452,177,451,262205,23,453,452,327879,23,454,453,146,327851,189,455,
    454,157,196855,458,0,262394,455,457,460,131320,457,262201,6,459,21,196670,
    456,459,131321,458,131320,460,262205,6,461,32,196670,456,461,131321,458,131320,
    458,262205,6,462,456,393281,142,463,447,140,450,196670,463,462,65789,65592,
    327734,6,37,0,35,196663,7,36,131320,38,262203,24,464,7,262203,24,
    475,7,262203,24,483,7,262203,7,499,7,262203,7,502,7,327745,158,
    465,170,157,262205,23,466,465,196670,464,466,262205,23,470,464,262205,6,
    471,36,327745,472,473,469,470,196670,473,471,262368,181,181,474,196670,475,
    163,131321,476,131320,476,262390,478,479,0,131321,480,131320,480,262205,23,481,
    475,327852,189,482,481,146,262394,482,477,478,131320,477,262205,23,484,475,
    327808,23,485,484,146,327874,23,486,485,192,196670,483,486,262205,23,487,
    464,262205,23,488,475,262205,23,489,483,327810,23,490,488,489,327856,189,
    491,487,490,196855,493,0,262394,491,492,493,131320,492,262205,23,494,464,
    262205,23,495,464,262205,23,496,464,262205,23,497,483,327808,23,498,496,
    497,327745,472,500,469,495,262205,6,501,500,196670,499,501,327745,472,503,
    469,498,262205,6,504,503,196670,502,504,393273,6,505,11,499,502,327745,
    472,506,469,494,196670,506,505,131321,493,131320,493,262205,23,507,483,196670,
    475,507,262368,181,181,474,131321,479,131320,479,131321,476,131320,478,327745,472,
    508,469,140,262205,6,509,508,131326,509,65592,327734,2,40,0,31,196663,
    7,39,131320,41,262203,24,512,7,262203,7,525,7,262203,190,547,7,
    262203,7,570,7,262203,24,572,7,262203,7,584,7,262203,7,586,7,
    262203,7,592,7,262203,7,599,7,327745,158,513,170,157,262205,23,514,
    513,196670,512,514,327745,178,516,177,515,262205,23,517,516,327850,189,518,
    517,146,196855,520,0,262394,518,519,520,131320,519,262205,23,521,512,327850,
    189,522,521,157,196855,524,0,262394,522,523,524,131320,523,262205,6,526,
    39,196670,525,526,327737,2,527,33,525,131321,524,131320,524,65789,131320,520,
    262205,23,529,512,327850,189,530,529,157,196855,532,0,262394,530,531,532,
    131320,531,327745,178,539,177,538,262205,23,540,539,327745,158,541,166,157,
    262205,23,542,541,327808,23,543,540,542,262205,6,544,39,393281,142,545,
    537,538,543,196670,545,544,196833,146,546,327745,548,549,537,140,458986,23,
    550,549,146,157,146,327745,178,551,177,515,262205,23,552,551,327810,23,
    553,552,146,327850,189,554,550,553,196670,547,554,262205,189,555,547,196855,
    557,0,262394,555,556,557,131320,556,196833,146,546,131321,557,131320,557,262205,
    189,560,547,393385,23,561,560,146,157,196670,559,561,131321,532,131320,532,
    262368,181,181,564,262205,23,565,559,327850,189,566,565,157,196855,568,0,
    262394,566,567,568,131320,567,65789,131320,568,262201,6,571,21,196670,570,571,
    262205,23,573,512,196670,572,573,131321,574,131320,574,262390,576,577,0,131321,
    578,131320,578,262205,23,579,572,327745,178,580,177,515,262205,23,581,580,
    327856,189,582,579,581,262394,582,575,576,131320,575,262205,23,583,572,262205,
    6,585,570,196670,584,585,393281,142,587,537,538,583,262205,6,588,587,
    196670,586,588,393273,6,589,11,584,586,196670,570,589,131321,577,131320,577,
    262205,23,590,572,327808,23,591,590,163,196670,572,591,131321,574,131320,576,
    262205,6,593,570,196670,592,593,327737,6,594,37,592,196670,39,594,262205,
    23,595,512,327850,189,596,595,157,196855,598,0,262394,596,597,598,131320,
    597,262205,6,600,39,196670,599,600,327737,2,601,33,599,327745,548,602,
    537,140,196670,602,157,131321,598,131320,598,65789,65592,
};
static const uint32_t vkr__spv_probe[267] = {
    119734787,66304,524299,36,0,131089,1,131089,61,393227,1,1280527431,1685353262,808793134,0,196622,
    0,1,524303,5,4,1852399981,0,8,21,26,393232,4,17,1,1,1,
    262215,8,11,29,262215,15,6,4,262216,16,0,25,327752,16,0,35,
    0,196679,16,2,262215,18,34,0,262215,18,33,1,196679,21,0,262215,
    21,11,36,196679,22,0,262215,26,11,38,327752,29,0,35,0,327752,
    29,1,35,4,327752,29,2,35,8,327752,29,3,35,12,327752,29,
    4,35,16,327752,29,5,35,20,196679,29,2,262215,32,1,0,262215,
    35,11,25,131091,2,196641,3,2,262165,6,32,0,262176,7,1,6,
    262203,7,8,1,262187,6,10,0,131092,11,196637,15,6,196638,16,15,
    262176,17,12,16,262203,17,18,12,262165,19,32,1,262187,19,20,0,
    262203,7,21,1,262176,23,12,6,262187,19,25,1,262203,7,26,1,
    524318,29,6,6,6,6,6,6,262176,30,9,29,262203,30,31,9,
    262194,6,32,1,262187,6,33,1,262167,34,6,3,393267,34,35,32,
    33,33,327734,2,4,0,3,131320,5,262205,6,9,8,327850,11,12,
    9,10,196855,14,0,262394,12,13,14,131320,13,262205,6,22,21,393281,
    23,24,18,20,20,196670,24,22,262205,6,27,26,393281,23,28,18,
    20,25,196670,28,27,131321,14,131320,14,65789,65592,
};
static const vkr__spirv_module vkr__spirv_modules[25] = {
    /* kernel, type, path, op mask (1 << vkr_op), features (vkr_feature_flags), subgroup operations
       (VkSubgroupFeatureFlags), bytes, code */
    {0, 1, 1, 0x06u, 0x0u, 0x07u, 13888, vkr__spv_reduce_f32_addmul_native},
    {0, 1, 2, 0x06u, 0x0u, 0x11u, 14292, vkr__spv_reduce_f32_addmul_shuffle},
    {0, 1, 3, 0x06u, 0x0u, 0x00u, 12820, vkr__spv_reduce_f32_addmul_shared},
    {0, 1, 1, 0x18u, 0x0u, 0x07u, 15780, vkr__spv_reduce_f32_minmax_native},
    {0, 1, 2, 0x18u, 0x0u, 0x11u, 16608, vkr__spv_reduce_f32_minmax_shuffle},
    {0, 1, 3, 0x18u, 0x0u, 0x00u, 15152, vkr__spv_reduce_f32_minmax_shared},
    {0, 2, 1, 0x06u, 0x1u, 0x07u, 13172, vkr__spv_reduce_f64_addmul_native},
    {0, 2, 2, 0x06u, 0x1u, 0x11u, 13840, vkr__spv_reduce_f64_addmul_shuffle},
    {0, 2, 3, 0x06u, 0x1u, 0x00u, 11864, vkr__spv_reduce_f64_addmul_shared},
    {0, 2, 1, 0x18u, 0x7u, 0x07u, 14768, vkr__spv_reduce_f64_minmax_native},
    {0, 2, 2, 0x18u, 0x3u, 0x11u, 16104, vkr__spv_reduce_f64_minmax_shuffle},
    {0, 2, 3, 0x18u, 0x3u, 0x00u, 14144, vkr__spv_reduce_f64_minmax_shared},
    {0, 3, 1, 0xfeu, 0x0u, 0x07u, 14580, vkr__spv_reduce_i32_all_native},
    {0, 3, 2, 0xfeu, 0x0u, 0x11u, 15064, vkr__spv_reduce_i32_all_shuffle},
    {0, 3, 3, 0xfeu, 0x0u, 0x00u, 13592, vkr__spv_reduce_i32_all_shared},
    {0, 4, 1, 0xfeu, 0x0u, 0x07u, 14504, vkr__spv_reduce_u32_all_native},
    {0, 4, 2, 0xfeu, 0x0u, 0x11u, 14968, vkr__spv_reduce_u32_all_shuffle},
    {0, 4, 3, 0xfeu, 0x0u, 0x00u, 13512, vkr__spv_reduce_u32_all_shared},
    {0, 5, 1, 0xfeu, 0x6u, 0x07u, 13680, vkr__spv_reduce_i64_all_native},
    {0, 5, 2, 0xfeu, 0x2u, 0x11u, 14700, vkr__spv_reduce_i64_all_shuffle},
    {0, 5, 3, 0xfeu, 0x2u, 0x00u, 12692, vkr__spv_reduce_i64_all_shared},
    {0, 6, 1, 0xfeu, 0x6u, 0x07u, 13640, vkr__spv_reduce_u64_all_native},
    {0, 6, 2, 0xfeu, 0x2u, 0x11u, 14612, vkr__spv_reduce_u64_all_shuffle},
    {0, 6, 3, 0xfeu, 0x2u, 0x00u, 12652, vkr__spv_reduce_u64_all_shared},
    {1, 0, 0, 0x00u, 0x0u, 0x01u, 1068, vkr__spv_probe},
};
/* 25 modules, 341696 bytes of SPIR-V */
/* END GENERATED SPIR-V */

static const vkr__spirv_module *vkr__lookup_module(uint32_t kernel, vkr_op op, vkr_type type, uint32_t path) {
    size_t i;
    for (i = 0; i < sizeof vkr__spirv_modules / sizeof vkr__spirv_modules[0]; i++) {
        const vkr__spirv_module *m = &vkr__spirv_modules[i];
        if (m->kernel == kernel && m->type == (uint8_t)type && m->path == path && (m->op_mask >> op & 1u)) return m;
    }
    return NULL;
}

/* The module for (kernel, op, type) on the context's path. With VKR_PATH_AUTO, a type whose
   module the device cannot run on that path (64-bit integers on native without
   shaderSubgroupExtendedTypes) takes the next path's (native -> shuffle -> shared). Returns the
   context path's module when none runs, so the caller names what is missing. */
static const vkr__spirv_module *vkr__find_module(vkr_context ctx, uint32_t kernel, vkr_op op, vkr_type type) {
    const vkr__spirv_module *first = NULL, *m;
    uint32_t path;
    for (path = ctx->path; path <= VKR_PATH_SHARED; path++) {
        m = vkr__lookup_module(kernel, op, type, path);
        if (!first) first = m;
        if (m && !(m->features & ~ctx->features) && !(m->subgroup_ops & ~ctx->subgroup_ops)) return m;
        if (ctx->path_forced) break;
    }
    return first;
}

/* The subgroup-size probe's module (kernel VKR__KERNEL_PROBE, no type, op or path). */
static const vkr__spirv_module *vkr__probe_module(void) {
    size_t i;
    for (i = 0; i < sizeof vkr__spirv_modules / sizeof vkr__spirv_modules[0]; i++)
        if (vkr__spirv_modules[i].kernel == VKR__KERNEL_PROBE) return &vkr__spirv_modules[i];
    VK_REDUCE_ASSERT(0);
    return NULL;
}

/* Subgroup operations the modules of a path use (VkSubgroupFeatureFlags). */
static uint32_t vkr__path_subgroup_ops(uint32_t path) {
    uint32_t ops = 0;
    size_t i;
    for (i = 0; i < sizeof vkr__spirv_modules / sizeof vkr__spirv_modules[0]; i++)
        if (vkr__spirv_modules[i].path == path) ops |= vkr__spirv_modules[i].subgroup_ops;
    return ops;
}

#endif /* VK_REDUCE_IMPLEMENTATION */

/* ==================== 3. VERSION HISTORY, LICENCE ====================

   unreleased          capabilities apart from choices (desc->testing fakes a device), a
                       subgroup-size probe at creation, optional desc->self_test with path
                       fallback; vkr_context_info.probed_subgroup_size / adjustments / notes.
   0.2.0 (2026-11-23)  reliability: exact input bindings and a global barrier between ranges
                       (silent under sync validation), vkr_error_bound, host arrays streamed
                       in chunks (host_chunk_bytes), vkr_cmd_init_scratch takes the buffer
                       size, unknown flags rejected, messages name the caller's function and
                       arguments, vkr_last_error cleared by each call, the log callback gets
                       a vkr_log_message (source, severity, result), out-of-memory is always
                       VK_ERROR_OUT_OF_HOST_MEMORY with a message, sums of -0.0 give -0.0.
                       Portability: native / shuffle / shared-memory kernel paths on layered
                       templates (desc->path), the subgroup size a specialization constant
                       (24 modules instead of 48), a generated kernel interface, descriptor
                       sets where push descriptors are absent (desc->binding,
                       VKR_FEATURE_PUSH_DESCRIPTOR, vkr_forget_buffer); runs on SwiftShader.
   0.1.0 (2026-11-22)  first release: reduce (add mul min max and or xor) over f32 f64 i32 u32
                       i64 u64; engine and prototype modes; one-dispatch kernel with a
                       last-workgroup counter; range splitting past maxStorageBufferRange.

   This software is available under two licences; choose whichever you prefer.
   ------------------------------------------------------------------------------------------
   ALTERNATIVE A - MIT License
   Copyright (c) 2026 the vk_reduce.h authors
   Permission is hereby granted, free of charge, to any person obtaining a copy of this
   software and associated documentation files (the "Software"), to deal in the Software
   without restriction, including without limitation the rights to use, copy, modify, merge,
   publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
   to whom the Software is furnished to do so, subject to the following conditions:
   The above copyright notice and this permission notice shall be included in all copies or
   substantial portions of the Software.
   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
   INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
   PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
   FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
   OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
   DEALINGS IN THE SOFTWARE.
   ------------------------------------------------------------------------------------------
   ALTERNATIVE B - Public Domain (www.unlicense.org)
   This is free and unencumbered software released into the public domain. Anyone is free to
   copy, modify, publish, use, compile, sell, or distribute this software, either in source
   code form or as a compiled binary, for any purpose, commercial or non-commercial, and by
   any means. In jurisdictions that recognize copyright laws, the author or authors of this
   software dedicate any and all copyright interest in the software to the public domain.
   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
   ------------------------------------------------------------------------------------------
*/
