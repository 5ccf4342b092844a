/* layer_manifest.c - writes the loader manifest (JSON) of a Vulkan layer library that ships
   without one (the Khronos validation layer in Debian's chromium-common package).

       cc -std=c99 -Wall -Wextra -Wpedantic -Werror tests/layer_manifest.c -o layer_manifest -ldl
       layer_manifest /path/to/libVkLayer_khronos_validation.so > VkLayer_khronos_validation.json

   Everything in the manifest comes from the library itself, through the layer's own exported
   functions (no loader, no driver): vkEnumerateInstanceLayerProperties gives the name, spec
   (api) version and implementation version; vkEnumerateInstanceExtensionProperties and
   vkEnumerateDeviceExtensionProperties with the layer's name give the extensions the layer
   implements, which the manifest must declare: the loader refuses to enable an instance
   extension (e.g. VK_EXT_validation_features) that no driver and no manifest declares.
   library_path is the file name only: the loader resolves it relative to the manifest, so the
   JSON must sit in the same folder as the library. Exit status 0, 1 if the library is not a
   layer. */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

/* entry points the loader must route to the layer for each device extension it implements
   (the same lists as the manifest the layer's own build writes) */
static const char *const k_entrypoints[][6] = {
    {"VK_EXT_debug_marker", "vkDebugMarkerSetObjectTagEXT", "vkDebugMarkerSetObjectNameEXT",
     "vkCmdDebugMarkerBeginEXT", "vkCmdDebugMarkerEndEXT", "vkCmdDebugMarkerInsertEXT"},
    {"VK_EXT_validation_cache", "vkCreateValidationCacheEXT", "vkDestroyValidationCacheEXT",
     "vkGetValidationCacheDataEXT", "vkMergeValidationCachesEXT", NULL},
    {"VK_EXT_tooling_info", "vkGetPhysicalDeviceToolPropertiesEXT", NULL, NULL, NULL, NULL},
};

static void *sym(void *lib, const char *name)
{
    return dlsym(lib, name);
}

/* ISO C has no cast from void * to a function pointer: copy the bits */
#define LOAD(fp, p) memcpy(&(fp), &(p), sizeof(fp))

static const char *basename_of(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

static void print_exts(const char *key, const VkExtensionProperties *e, uint32_t n, int device,
                       int last)
{
    uint32_t i;
    size_t k;
    int j;
    printf("        \"%s\": [", key);
    for (i = 0; i < n; i++) {
        printf("%s\n            { \"name\": \"%s\", \"spec_version\": \"%u\"", i ? "," : "",
               e[i].extensionName, e[i].specVersion);
        for (k = 0; device && k < sizeof k_entrypoints / sizeof k_entrypoints[0]; k++) {
            if (strcmp(k_entrypoints[k][0], e[i].extensionName)) continue;
            printf(", \"entrypoints\": [");
            for (j = 1; j < 6 && k_entrypoints[k][j]; j++)
                printf("%s\"%s\"", j > 1 ? ", " : "", k_entrypoints[k][j]);
            printf("]");
        }
        printf(" }");
    }
    printf("%s]%s\n", n ? "\n        " : "", last ? "" : ",");
}

int main(int argc, char **argv)
{
    void *lib, *p;
    PFN_vkEnumerateInstanceLayerProperties enum_layers = NULL;
    PFN_vkEnumerateInstanceExtensionProperties enum_iext = NULL;
    PFN_vkGetInstanceProcAddr gipa = NULL;
    PFN_vkEnumerateDeviceExtensionProperties enum_dext = NULL;
    VkLayerProperties lp[4];
    VkExtensionProperties ie[32], de[32];
    uint32_t nl = 4, ni = 32, nd = 0;
    VkResult r;

    if (argc != 2) {
        fprintf(stderr, "usage: layer_manifest LIBRARY.so > MANIFEST.json\n");
        return 1;
    }
    lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "layer_manifest: %s\n", dlerror());
        return 1;
    }
    p = sym(lib, "vkEnumerateInstanceLayerProperties");
    LOAD(enum_layers, p);
    p = sym(lib, "vkEnumerateInstanceExtensionProperties");
    LOAD(enum_iext, p);
    p = sym(lib, "vkGetInstanceProcAddr");
    LOAD(gipa, p);
    if (!enum_layers || !enum_iext || !gipa) {
        fprintf(stderr, "layer_manifest: %s does not export the layer entry points\n", argv[1]);
        return 1;
    }
    r = enum_layers(&nl, lp);
    if ((r != VK_SUCCESS && r != VK_INCOMPLETE) || nl != 1) {
        fprintf(stderr, "layer_manifest: vkEnumerateInstanceLayerProperties: %d, %u layers\n",
                (int)r, nl);
        return 1;
    }
    r = enum_iext(lp[0].layerName, &ni, ie);
    if (r != VK_SUCCESS) {
        fprintf(stderr, "layer_manifest: vkEnumerateInstanceExtensionProperties(%s): %d\n",
                lp[0].layerName, (int)r);
        return 1;
    }
    /* with the layer's name the layer answers from its own table: no physical device needed */
    enum_dext = (PFN_vkEnumerateDeviceExtensionProperties)gipa(
        VK_NULL_HANDLE, "vkEnumerateDeviceExtensionProperties");
    if (enum_dext) {
        nd = 32;
        if (enum_dext(VK_NULL_HANDLE, lp[0].layerName, &nd, de) != VK_SUCCESS) nd = 0;
    }

    printf("{\n    \"file_format_version\": \"1.2.0\",\n    \"layer\": {\n");
    printf("        \"name\": \"%s\",\n", lp[0].layerName);
    printf("        \"type\": \"INSTANCE\",\n");
    printf("        \"library_path\": \"./%s\",\n", basename_of(argv[1]));
    printf("        \"api_version\": \"%u.%u.%u\",\n", VK_API_VERSION_MAJOR(lp[0].specVersion),
           VK_API_VERSION_MINOR(lp[0].specVersion), VK_API_VERSION_PATCH(lp[0].specVersion));
    printf("        \"implementation_version\": \"%u\",\n", lp[0].implementationVersion);
    printf("        \"description\": \"%s (manifest written by tests/layer_manifest.c)\",\n",
           lp[0].description);
    print_exts("instance_extensions", ie, ni, 0, 0);
    print_exts("device_extensions", de, nd, 1, 1);
    printf("    }\n}\n");
    return 0;
}
