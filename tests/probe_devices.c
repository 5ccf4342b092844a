/* probe_devices.c - what the Vulkan devices the loader sees offer vk_reduce.h, and whether the
   validation layer the loader finds loads and really validates on each of them.

       cc -std=c99 -Wall -Wextra -Wpedantic -Werror tests/probe_devices.c tests/harness.c -o probe_devices -ldl -lm
       probe_devices [--layer none|sync|gpu-av] [--device SUBSTR]

   Without --layer (or --layer none) it lists, for every physical device: driver, API version,
   subgroup size and supported operations/stages, subgroup size control, float controls,
   64-bit / 8-bit / 16-bit support, the limits the library reads, and the extensions it uses.
   With --layer sync or --layer gpu-av it enables VK_LAYER_KHRONOS_validation with
   synchronization validation or GPU-assisted validation (VkValidationFeaturesEXT), prints the
   layer the loader found (vkEnumerateInstanceLayerProperties) and the one that is active on
   each device (vkGetPhysicalDeviceToolProperties), and on each device runs one small compute
   shader through an ordinary descriptor set (no push descriptors: SwiftShader has none):
     clean     one dispatch, correct barriers: must give the subgroup size in every element and
               no validation message;
     faulty    an error the mode must catch: sync: vkCmdCopyBuffer reads what the dispatch
               wrote, with no barrier (read-after-write). Not two dispatches writing the same
               buffer: 1.3.239 suppresses write-after-write hazards between bound descriptors
               (SyncValidator::SupressedBoundDescriptorWAW); 1.4.364 reports them, but only
               with the heuristic below;
               gpu-av: a dispatch that writes one element past the descriptor's range. At
               least one validation message must come (else the layer is not validating);
     core      vkCmdPushConstants past the layout's range, recorded only: core validation
               must report it in both modes.
   Every message of severity WARNING or ERROR is printed with its message id and type
   (G general, V validation, P performance); counted are those of type VALIDATION with
   severity WARNING or worse and any ERROR (what tests/test_reduce.c counts), except the
   layer's notices about its own settings (VALIDATION-SETTINGS,
   WARNING-Setting-Limit-Adjusted: GPU-AV turning on device features it needs), printed as
   "notice". PROBE_VERBOSE=1 prints INFO and VERBOSE messages too.
   --layer sync sets VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC=1 unless it is set: from
   1.4.3xx on, synchronization validation ignores every shader access through a descriptor
   unless the layer setting syncval_shader_accesses_heuristic is on (its default is off), so
   no hazard involving a dispatch is found (set it to 0 to see).
   The instance, each device and its buffer are tests/harness.c's (create_instance_for with this
   program's message callback, create_device without features, buf_create); a failed check of
   theirs prints a "FAIL [probe_devices] ..." line and fails the run.
   Exit status: 0 when every expectation held, 1 otherwise, 2 bad arguments.

   The shader (SPIR-V below; glslangValidator --target-env vulkan1.1 -V, then spirv-opt -O):
       #version 450
       #extension GL_KHR_shader_subgroup_arithmetic : require
       layout(local_size_x = 64) in;
       layout(set = 0, binding = 0, std430) writeonly buffer Out { uint d[]; } o;
       layout(push_constant) uniform PC { uint n; } pc;
       void main()
       {
           uint s = subgroupAdd(1u);
           if (gl_GlobalInvocationID.x < pc.n) o.d[gl_GlobalInvocationID.x] = s;
       } */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "harness.h"

static const uint32_t k_spv[] = {
    0x07230203, 0x00010300, 0x0008000b, 0x0000002a, 0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000003d, 0x00020011, 0x0000003f, 0x0006000b, 0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e,
    0x00000000, 0x0003000e, 0x00000000, 0x00000001, 0x0006000f, 0x00000005, 0x00000004, 0x6e69616d,
    0x00000000, 0x0000000e, 0x00060010, 0x00000004, 0x00000011, 0x00000040, 0x00000001, 0x00000001,
    0x00030003, 0x00000002, 0x000001c2, 0x000a0004, 0x4b5f4c47, 0x735f5248, 0x65646168, 0x75735f72,
    0x6f726762, 0x615f7075, 0x68746972, 0x6974656d, 0x00000063, 0x00090004, 0x4b5f4c47, 0x735f5248,
    0x65646168, 0x75735f72, 0x6f726762, 0x625f7075, 0x63697361, 0x00000000, 0x00040005, 0x00000004,
    0x6e69616d, 0x00000000, 0x00080005, 0x0000000e, 0x475f6c67, 0x61626f6c, 0x766e496c, 0x7461636f,
    0x496e6f69, 0x00000044, 0x00030005, 0x00000013, 0x00004350, 0x00040006, 0x00000013, 0x00000000,
    0x0000006e, 0x00030005, 0x00000015, 0x00006370, 0x00030005, 0x00000020, 0x0074754f, 0x00040006,
    0x00000020, 0x00000000, 0x00000064, 0x00030005, 0x00000022, 0x0000006f, 0x00040047, 0x0000000e,
    0x0000000b, 0x0000001c, 0x00050048, 0x00000013, 0x00000000, 0x00000023, 0x00000000, 0x00030047,
    0x00000013, 0x00000002, 0x00040047, 0x0000001f, 0x00000006, 0x00000004, 0x00040048, 0x00000020,
    0x00000000, 0x00000019, 0x00050048, 0x00000020, 0x00000000, 0x00000023, 0x00000000, 0x00030047,
    0x00000020, 0x00000002, 0x00040047, 0x00000022, 0x00000022, 0x00000000, 0x00040047, 0x00000022,
    0x00000021, 0x00000000, 0x00040047, 0x00000029, 0x0000000b, 0x00000019, 0x00020013, 0x00000002,
    0x00030021, 0x00000003, 0x00000002, 0x00040015, 0x00000006, 0x00000020, 0x00000000, 0x0004002b,
    0x00000006, 0x00000009, 0x00000001, 0x0004002b, 0x00000006, 0x0000000a, 0x00000003, 0x00040017,
    0x0000000c, 0x00000006, 0x00000003, 0x00040020, 0x0000000d, 0x00000001, 0x0000000c, 0x0004003b,
    0x0000000d, 0x0000000e, 0x00000001, 0x0004002b, 0x00000006, 0x0000000f, 0x00000000, 0x00040020,
    0x00000010, 0x00000001, 0x00000006, 0x0003001e, 0x00000013, 0x00000006, 0x00040020, 0x00000014,
    0x00000009, 0x00000013, 0x0004003b, 0x00000014, 0x00000015, 0x00000009, 0x00040015, 0x00000016,
    0x00000020, 0x00000001, 0x0004002b, 0x00000016, 0x00000017, 0x00000000, 0x00040020, 0x00000018,
    0x00000009, 0x00000006, 0x00020014, 0x0000001b, 0x0003001d, 0x0000001f, 0x00000006, 0x0003001e,
    0x00000020, 0x0000001f, 0x00040020, 0x00000021, 0x0000000c, 0x00000020, 0x0004003b, 0x00000021,
    0x00000022, 0x0000000c, 0x00040020, 0x00000026, 0x0000000c, 0x00000006, 0x0004002b, 0x00000006,
    0x00000028, 0x00000040, 0x0006002c, 0x0000000c, 0x00000029, 0x00000028, 0x00000009, 0x00000009,
    0x00050036, 0x00000002, 0x00000004, 0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x0006015d,
    0x00000006, 0x0000000b, 0x0000000a, 0x00000000, 0x00000009, 0x00050041, 0x00000010, 0x00000011,
    0x0000000e, 0x0000000f, 0x0004003d, 0x00000006, 0x00000012, 0x00000011, 0x00050041, 0x00000018,
    0x00000019, 0x00000015, 0x00000017, 0x0004003d, 0x00000006, 0x0000001a, 0x00000019, 0x000500b0,
    0x0000001b, 0x0000001c, 0x00000012, 0x0000001a, 0x000300f7, 0x0000001e, 0x00000000, 0x000400fa,
    0x0000001c, 0x0000001d, 0x0000001e, 0x000200f8, 0x0000001d, 0x00060041, 0x00000026, 0x00000027,
    0x00000022, 0x00000017, 0x00000012, 0x0003003e, 0x00000027, 0x0000000b, 0x000200f9, 0x0000001e,
    0x000200f8, 0x0000001e, 0x000100fd, 0x00010038,
};

static const char *g_mode = "none"; /* none, sync, gpu-av */
static const char *g_phase = "instance";
static unsigned g_msgs;     /* counted: VALIDATION warning/error, or any error */
static int g_failed;

static VKAPI_ATTR VkBool32 VKAPI_CALL debug_cb(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                               VkDebugUtilsMessageTypeFlagsEXT type,
                                               const VkDebugUtilsMessengerCallbackDataEXT *d,
                                               void *user)
{
    const char *id = d && d->pMessageIdName ? d->pMessageIdName : "(no id)";
    int notice = !strcmp(id, "VALIDATION-SETTINGS") || !strcmp(id, "WARNING-Setting-Limit-Adjusted");
    int counted = !notice && (((type & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT) &&
                               sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) ||
                              (sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT));
    (void)user;
    if (sev < VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT && !getenv("PROBE_VERBOSE"))
        return VK_FALSE;
    if (counted) g_msgs++;
    printf("    %s [%s] %s%s%s %s %s (0x%08x): %.600s\n",
           counted ? "MESSAGE" : notice ? "notice" : "message", g_phase,
           type & VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT ? "G" : "",
           type & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT ? "V" : "",
           type & VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT ? "P" : "",
           (sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)     ? "error"
           : (sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) ? "warning"
                                                                      : "info",
           id, d ? (unsigned)d->messageIdNumber : 0u, d && d->pMessage ? d->pMessage : "(null)");
    return VK_FALSE;
}

static void expect(int ok, const char *what)
{
    printf("  %s: %s\n", ok ? "ok  " : "FAIL", what);
    if (!ok) g_failed = 1;
}

static const char *yn(VkBool32 b) { return b ? "yes" : "no"; }

static void flags(const char *label, uint32_t v, const char *const *names, int n)
{
    int i, first = 1;
    printf("  %-34s 0x%x =", label, v);
    for (i = 0; i < n; i++)
        if (v & (1u << i)) {
            printf("%s%s", first ? " " : "|", names[i]);
            first = 0;
        }
    printf("%s\n", first ? " none" : "");
}

static const char *const k_exts[] = {
    VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME,          VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME,
    VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME,    VK_KHR_SHADER_SUBGROUP_EXTENDED_TYPES_EXTENSION_NAME,
    VK_KHR_8BIT_STORAGE_EXTENSION_NAME,             VK_KHR_16BIT_STORAGE_EXTENSION_NAME,
    VK_KHR_SHADER_ATOMIC_INT64_EXTENSION_NAME,      VK_KHR_MAINTENANCE_4_EXTENSION_NAME,
    VK_KHR_BUFFER_DEVICE_ADDRESS_EXTENSION_NAME,    VK_KHR_TIMELINE_SEMAPHORE_EXTENSION_NAME,
    VK_KHR_VULKAN_MEMORY_MODEL_EXTENSION_NAME,      VK_EXT_DESCRIPTOR_INDEXING_EXTENSION_NAME,
    VK_KHR_SHADER_NON_SEMANTIC_INFO_EXTENSION_NAME, VK_EXT_PIPELINE_CREATION_CACHE_CONTROL_EXTENSION_NAME,
};

static void describe(VkPhysicalDevice pd)
{
    static const char *const ops[] = {"basic", "vote", "arithmetic", "ballot", "shuffle",
                                      "shuffle_relative", "clustered", "quad", "partitioned_nv"};
    static const char *const stages[] = {"vertex", "tess_ctrl", "tess_eval", "geometry",
                                         "fragment", "compute"};
    VkPhysicalDeviceProperties2 p2;
    VkPhysicalDeviceSubgroupProperties sg;
    VkPhysicalDeviceSubgroupSizeControlProperties sgc;
    VkPhysicalDeviceVulkan12Properties p12;
    VkPhysicalDeviceFeatures2 f2;
    VkPhysicalDeviceVulkan11Features f11;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceVulkan13Features f13;
    const VkPhysicalDeviceLimits *l;
    uint32_t n = 0, i;
    char v[32];

    memset(&p2, 0, sizeof p2);
    memset(&sg, 0, sizeof sg);
    memset(&sgc, 0, sizeof sgc);
    memset(&p12, 0, sizeof p12);
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    sg.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    sgc.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES;
    p12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES;
    vkGetPhysicalDeviceProperties(pd, &p2.properties);
    if (p2.properties.apiVersion < VK_API_VERSION_1_3) {
        format_api_version(v, sizeof v, p2.properties.apiVersion);
        printf("  Vulkan %s < 1.3: details not probed\n", v);
        return;
    }
    p2.pNext = &sg;
    sg.pNext = &sgc;
    sgc.pNext = &p12;
    vkGetPhysicalDeviceProperties2(pd, &p2);
    l = &p2.properties.limits;

    memset(&f2, 0, sizeof f2);
    memset(&f11, 0, sizeof f11);
    memset(&f12, 0, sizeof f12);
    memset(&f13, 0, sizeof f13);
    f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
    f2.pNext = &f11;
    f11.pNext = &f12;
    f12.pNext = &f13;
    vkGetPhysicalDeviceFeatures2(pd, &f2);

    format_api_version(v, sizeof v, p2.properties.apiVersion);
    printf("  driver: %s (%s), driverVersion 0x%x, conformance %u.%u.%u.%u\n", p12.driverName,
           p12.driverInfo, p2.properties.driverVersion, p12.conformanceVersion.major,
           p12.conformanceVersion.minor, p12.conformanceVersion.subminor,
           p12.conformanceVersion.patch);
    printf("  %-34s %u\n", "subgroupSize", sg.subgroupSize);
    flags("subgroup supportedOperations", sg.supportedOperations, ops, 9);
    flags("subgroup supportedStages", sg.supportedStages, stages, 6);
    printf("  %-34s %s / %s\n", "subgroupSizeControl / computeFullSubgroups",
           yn(f13.subgroupSizeControl), yn(f13.computeFullSubgroups));
    printf("  %-34s min %u max %u, maxComputeWorkgroupSubgroups %u, requiredSubgroupSizeStages 0x%x\n",
           "subgroup size range", sgc.minSubgroupSize, sgc.maxSubgroupSize,
           sgc.maxComputeWorkgroupSubgroups, sgc.requiredSubgroupSizeStages);
    printf("  %-34s %s\n", "shaderSubgroupExtendedTypes", yn(f12.shaderSubgroupExtendedTypes));
    printf("  %-34s shaderInt64 %s, shaderFloat64 %s, shaderInt16 %s, shaderInt8 %s, shaderFloat16 %s\n",
           "shader types", yn(f2.features.shaderInt64), yn(f2.features.shaderFloat64),
           yn(f2.features.shaderInt16), yn(f12.shaderInt8), yn(f12.shaderFloat16));
    printf("  %-34s storageBuffer8BitAccess %s, storageBuffer16BitAccess %s\n", "storage access",
           yn(f12.storageBuffer8BitAccess), yn(f11.storageBuffer16BitAccess));
    printf("  %-34s F32 %s, F64 %s; denormPreserve F32 %s, denormFlushToZero F32 %s, RTE F32 %s\n",
           "shaderSignedZeroInfNanPreserve", yn(p12.shaderSignedZeroInfNanPreserveFloat32),
           yn(p12.shaderSignedZeroInfNanPreserveFloat64), yn(p12.shaderDenormPreserveFloat32),
           yn(p12.shaderDenormFlushToZeroFloat32), yn(p12.shaderRoundingModeRTEFloat32));
    printf("  %-34s %llu\n", "minStorageBufferOffsetAlignment",
           (unsigned long long)l->minStorageBufferOffsetAlignment);
    printf("  %-34s %u (size %u x %u x %u, count %u x %u x %u)\n",
           "maxComputeWorkGroupInvocations", l->maxComputeWorkGroupInvocations,
           l->maxComputeWorkGroupSize[0], l->maxComputeWorkGroupSize[1],
           l->maxComputeWorkGroupSize[2], l->maxComputeWorkGroupCount[0],
           l->maxComputeWorkGroupCount[1], l->maxComputeWorkGroupCount[2]);
    printf("  %-34s %u (%.1f MiB)\n", "maxStorageBufferRange", l->maxStorageBufferRange,
           l->maxStorageBufferRange / 1048576.0);
    printf("  %-34s push constants %u, shared memory %u, bound sets %u, storage buffers/stage %u\n",
           "other limits", l->maxPushConstantsSize, l->maxComputeSharedMemorySize,
           l->maxBoundDescriptorSets, l->maxPerStageDescriptorStorageBuffers);
    printf("  %-34s robustBufferAccess %s, bufferDeviceAddress %s, timelineSemaphore %s, "
           "vulkanMemoryModel %s, maintenance4 %s\n", "other features",
           yn(f2.features.robustBufferAccess), yn(f12.bufferDeviceAddress),
           yn(f12.timelineSemaphore), yn(f12.vulkanMemoryModel), yn(f13.maintenance4));
    vkEnumerateDeviceExtensionProperties(pd, NULL, &n, NULL);
    printf("  device extensions: %u; of interest:\n", n);
    for (i = 0; i < sizeof k_exts / sizeof k_exts[0]; i++)
        printf("    %-44s %s\n", k_exts[i], phys_has_ext(pd, k_exts[i]) ? "yes" : "NO");
}

/* the layers named VK_LAYER_KHRONOS_validation that the loader sees; returns how many */
static int list_layers(void)
{
    uint32_t n = 0, i;
    int found = 0;
    char v[32];
    VkLayerProperties *p;
    vkEnumerateInstanceLayerProperties(&n, NULL);
    p = (VkLayerProperties *)calloc(n ? n : 1, sizeof *p);
    if (!p) return 0;
    vkEnumerateInstanceLayerProperties(&n, p);
    for (i = 0; i < n; i++) {
        if (strcmp(p[i].layerName, "VK_LAYER_KHRONOS_validation")) continue;
        format_api_version(v, sizeof v, p[i].specVersion);
        printf("loader sees %s: spec version %s, implementation version %u, \"%s\"\n",
               p[i].layerName, v, p[i].implementationVersion, p[i].description);
        found++;
    }
    free(p);
    return found;
}

static void tools(VkPhysicalDevice pd)
{
    uint32_t n = 0, i;
    VkPhysicalDeviceToolProperties *t;
    if (!vkGetPhysicalDeviceToolProperties) return;
    vkGetPhysicalDeviceToolProperties(pd, &n, NULL);
    t = (VkPhysicalDeviceToolProperties *)calloc(n ? n : 1, sizeof *t);
    if (!t) return;
    for (i = 0; i < n; i++) t[i].sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TOOL_PROPERTIES;
    vkGetPhysicalDeviceToolProperties(pd, &n, t);
    for (i = 0; i < n; i++)
        printf("  active tool: %s %s (%s)\n", t[i].name, t[i].version, t[i].layer);
    if (!n) printf("  active tools: none\n");
    free(t);
}

typedef struct pdev {
    tdev td; /* the harness's device: dev, table t, queue, command pool and buffer, fence */
    tbuf b;  /* the harness's host-visible buffer of N_ELEMS words */
    uint32_t *map;
    VkDescriptorSetLayout dsl;
    VkPipelineLayout pl;
    VkPipeline pipe;
    VkDescriptorPool pool;
    VkDescriptorSet set;
} pdev;

#define N_ELEMS 256u

static int make_device(pdev *d, VkPhysicalDevice pd)
{
    VkDescriptorSetLayoutBinding b;
    VkDescriptorSetLayoutCreateInfo dslci;
    VkPushConstantRange pcr;
    VkPipelineLayoutCreateInfo plci;
    VkShaderModuleCreateInfo smci;
    VkShaderModule sm;
    VkComputePipelineCreateInfo cpci;
    VkDescriptorPoolSize ps;
    VkDescriptorPoolCreateInfo dpci;
    VkDescriptorSetAllocateInfo dsai;
    VkResult r;

    memset(d, 0, sizeof *d);
    g_phase = "vkCreateDevice";
    if (!create_device(&d->td, pd, 0)) return 0;

    g_phase = "setup";
    if (!buf_create(&d->td, N_ELEMS * 4, &d->b)) return 0;
    d->map = (uint32_t *)d->b.map;

    memset(&b, 0, sizeof b);
    b.binding = 0;
    b.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    b.descriptorCount = 1;
    b.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    memset(&dslci, 0, sizeof dslci);
    dslci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    dslci.bindingCount = 1;
    dslci.pBindings = &b;
    if (d->td.t.vkCreateDescriptorSetLayout(d->td.dev, &dslci, NULL, &d->dsl) != VK_SUCCESS) return 0;
    memset(&pcr, 0, sizeof pcr);
    pcr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    pcr.size = 4;
    memset(&plci, 0, sizeof plci);
    plci.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    plci.setLayoutCount = 1;
    plci.pSetLayouts = &d->dsl;
    plci.pushConstantRangeCount = 1;
    plci.pPushConstantRanges = &pcr;
    if (d->td.t.vkCreatePipelineLayout(d->td.dev, &plci, NULL, &d->pl) != VK_SUCCESS) return 0;
    memset(&smci, 0, sizeof smci);
    smci.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    smci.codeSize = sizeof k_spv;
    smci.pCode = k_spv;
    if (d->td.t.vkCreateShaderModule(d->td.dev, &smci, NULL, &sm) != VK_SUCCESS) return 0;
    memset(&cpci, 0, sizeof cpci);
    cpci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    cpci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    cpci.stage.module = sm;
    cpci.stage.pName = "main";
    cpci.layout = d->pl;
    r = d->td.t.vkCreateComputePipelines(d->td.dev, VK_NULL_HANDLE, 1, &cpci, NULL, &d->pipe);
    d->td.t.vkDestroyShaderModule(d->td.dev, sm, NULL);
    if (r != VK_SUCCESS) return 0;
    ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    ps.descriptorCount = 1;
    memset(&dpci, 0, sizeof dpci);
    dpci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    dpci.maxSets = 1;
    dpci.poolSizeCount = 1;
    dpci.pPoolSizes = &ps;
    if (d->td.t.vkCreateDescriptorPool(d->td.dev, &dpci, NULL, &d->pool) != VK_SUCCESS) return 0;
    memset(&dsai, 0, sizeof dsai);
    dsai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    dsai.descriptorPool = d->pool;
    dsai.descriptorSetCount = 1;
    dsai.pSetLayouts = &d->dsl;
    if (d->td.t.vkAllocateDescriptorSets(d->td.dev, &dsai, &d->set) != VK_SUCCESS) return 0;
    return 1;
}

static void destroy_pdev(pdev *d)
{
    if (!d->td.dev) return;
    d->td.t.vkDeviceWaitIdle(d->td.dev);
    if (d->pool) d->td.t.vkDestroyDescriptorPool(d->td.dev, d->pool, NULL);
    if (d->pipe) d->td.t.vkDestroyPipeline(d->td.dev, d->pipe, NULL);
    if (d->pl) d->td.t.vkDestroyPipelineLayout(d->td.dev, d->pl, NULL);
    if (d->dsl) d->td.t.vkDestroyDescriptorSetLayout(d->td.dev, d->dsl, NULL);
    buf_destroy(&d->td, &d->b);
    destroy_device(&d->td);
    memset(d, 0, sizeof *d);
}

/* Records and runs: the set bound with `range` bytes, one dispatch of n invocations; with
   `copy` a copy of the first half of the buffer onto its second half right after the dispatch,
   with no barrier (a read-after-write hazard); then COMPUTE|TRANSFER -> HOST. */
static int run(pdev *d, VkDeviceSize range, uint32_t n, int copy)
{
    VkDescriptorBufferInfo dbi;
    VkWriteDescriptorSet w;
    VkMemoryBarrier mb;
    VkSubmitInfo si;
    VkBufferCopy bc;
    dbi.buffer = d->b.buf;
    dbi.offset = 0;
    dbi.range = range;
    memset(&w, 0, sizeof w);
    w.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    w.dstSet = d->set;
    w.descriptorCount = 1;
    w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    w.pBufferInfo = &dbi;
    d->td.t.vkUpdateDescriptorSets(d->td.dev, 1, &w, 0, NULL);
    memset(d->map, 0xff, N_ELEMS * 4);
    cmd_begin(&d->td);
    d->td.t.vkCmdBindPipeline(d->td.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->pipe);
    d->td.t.vkCmdBindDescriptorSets(d->td.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->pl, 0, 1, &d->set, 0,
                                 NULL);
    d->td.t.vkCmdPushConstants(d->td.cmd, d->pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 4, &n);
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    d->td.t.vkCmdDispatch(d->td.cmd, (n + 63) / 64, 1, 1);
    if (copy) {
        bc.srcOffset = 0;
        bc.dstOffset = N_ELEMS * 2;
        bc.size = N_ELEMS * 2;
        d->td.t.vkCmdCopyBuffer(d->td.cmd, d->b.buf, d->b.buf, 1, &bc);
    }
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    d->td.t.vkCmdPipelineBarrier(d->td.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT |
                              VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                              &mb, 0, NULL, 0, NULL);
    /* not cmd_submit_wait: a faulty dispatch may hang the device; wait 10 s, not forever */
    d->td.t.vkEndCommandBuffer(d->td.cmd);
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &d->td.cmd;
    if (d->td.t.vkQueueSubmit(d->td.queue, 1, &si, d->td.fence) != VK_SUCCESS ||
        d->td.t.vkWaitForFences(d->td.dev, 1, &d->td.fence, VK_TRUE, 10000000000ull) != VK_SUCCESS)
        return 0;
    d->td.t.vkResetFences(d->td.dev, 1, &d->td.fence);
    return 1;
}

static void exercise(VkPhysicalDevice pd)
{
    pdev d;
    VkPhysicalDeviceSubgroupProperties sg;
    VkPhysicalDeviceProperties2 p2;
    unsigned m0, i, bad = 0;
    char what[160];

    memset(&p2, 0, sizeof p2);
    memset(&sg, 0, sizeof sg);
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    sg.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    p2.pNext = &sg;
    vkGetPhysicalDeviceProperties2(pd, &p2);
    memset(&d, 0, sizeof d);
    m0 = g_msgs;
    if (!make_device(&d, pd)) {
        expect(0, "device, buffer, pipeline, descriptor set creation");
        destroy_pdev(&d);
        return;
    }
    expect(g_msgs == m0, "device and pipeline creation: no validation message");

    g_phase = "clean";
    m0 = g_msgs;
    if (run(&d, N_ELEMS * 4, N_ELEMS, 0)) {
        for (i = 0; i < N_ELEMS; i++)
            if (d.map[i] != sg.subgroupSize) bad++;
        snprintf(what, sizeof what,
                 "clean dispatch: every element is subgroupAdd(1) = %u (%u differ, element 0 = %u)",
                 sg.subgroupSize, bad, d.map[0]);
        expect(bad == 0, what);
    } else {
        expect(0, "clean dispatch: submit/wait");
    }
    expect(g_msgs == m0, "clean dispatch: no validation message");

    if (strcmp(g_mode, "none")) {
        g_phase = "faulty";
        m0 = g_msgs;
        if (!strcmp(g_mode, "sync"))
            run(&d, N_ELEMS * 4, N_ELEMS, 1); /* shader write, then a transfer read */
        else
            run(&d, (N_ELEMS - 1) * 4, N_ELEMS, 0); /* last invocation writes past the range */
        snprintf(what, sizeof what, "faulty %s: the layer reported it (%u messages)",
                 !strcmp(g_mode, "sync") ? "vkCmdCopyBuffer reads what the dispatch wrote, no barrier"
                                         : "store one element past the descriptor range",
                 g_msgs - m0);
        expect(g_msgs > m0, what);
    }
    if (strcmp(g_mode, "none")) {
        /* core validation: push constants past the layout's 4-byte range, recorded only */
        VkCommandBufferBeginInfo bi;
        uint32_t pc[2] = {0, 0};
        g_phase = "core";
        m0 = g_msgs;
        memset(&bi, 0, sizeof bi);
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        d.td.t.vkBeginCommandBuffer(d.td.cmd, &bi);
        d.td.t.vkCmdPushConstants(d.td.cmd, d.pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 8, pc);
        d.td.t.vkEndCommandBuffer(d.td.cmd);
        snprintf(what, sizeof what,
                 "faulty vkCmdPushConstants (8 bytes, layout has 4): core validation reported it "
                 "(%u messages)", g_msgs - m0);
        expect(g_msgs > m0, what);
    }
    g_phase = "vkDestroyDevice";
    destroy_pdev(&d);
}

int main(int argc, char **argv)
{
    const char *only = NULL;
    VkPhysicalDevice pds[16];
    uint32_t n = 16, i;
    int a;
    char v[32];

    for (a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--layer") && a + 1 < argc) g_mode = argv[++a];
        else if (!strcmp(argv[a], "--device") && a + 1 < argc) only = argv[++a];
        else break;
    }
    if (a < argc || (strcmp(g_mode, "none") && strcmp(g_mode, "sync") && strcmp(g_mode, "gpu-av"))) {
        fprintf(stderr, "usage: probe_devices [--layer none|sync|gpu-av] [--device SUBSTR]\n");
        return 2;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    /* layers from 1.4.3xx on see no shader access through a descriptor without this (default
       off): no hazard involving a dispatch would be found. Older layers ignore it. */
    if (!strcmp(g_mode, "sync")) {
        const char *h = getenv("VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC");
        if (!h || !*h) setenv("VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC", "1", 1);
    }
    if (volkInitialize() != VK_SUCCESS) {
        printf("FAIL: no Vulkan loader\n");
        return 1;
    }
    format_api_version(v, sizeof v, volkGetInstanceVersion());
    printf("loader: Vulkan %s; layer mode: %s%s%s\n", v, g_mode,
           !strcmp(g_mode, "sync") ? ", VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC=" : "",
           !strcmp(g_mode, "sync") ? getenv("VK_LAYER_SYNCVAL_SHADER_ACCESSES_HEURISTIC") : "");

    /* the harness's instance (every message to debug_cb): the layer in sync or gpu-av mode */
    g_group = "probe_devices";
    g_opt.no_validation = !strcmp(g_mode, "none");
    g_opt.gpu_av = !strcmp(g_mode, "gpu-av");
    if (!g_opt.no_validation) expect(list_layers() > 0, "the loader finds VK_LAYER_KHRONOS_validation");
    if (!create_instance_for("vk_reduce probe_devices", debug_cb, 1)) {
        printf("FAIL: the instance (see above)\n");
        return 1;
    }
    vkEnumeratePhysicalDevices(g_inst, &n, pds);
    printf("%u physical device(s)\n", n);
    for (i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(pds[i], &p);
        if (only && !strstr(p.deviceName, only)) continue;
        format_api_version(v, sizeof v, p.apiVersion);
        printf("device %u: %s, Vulkan %s, vendor 0x%04x device 0x%04x\n", i, p.deviceName, v,
               p.vendorID, p.deviceID);
        g_phase = "device";
        if (!strcmp(g_mode, "none")) describe(pds[i]);
        else tools(pds[i]);
        exercise(pds[i]);
    }
    expect(n > 0, "at least one physical device");
    g_phase = "vkDestroyInstance";
    destroy_instance();
    if (g_fail) g_failed = 1; /* the harness's checks (instance, devices) */
    printf("%s: %u validation messages\n", g_failed ? "FAILED" : "OK", g_msgs);
    return g_failed ? 1 : 0;
}
