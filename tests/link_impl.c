/* link_impl.c - link test, translation unit 2 of 2: the implementation. See link_api.c. */
#ifdef LINK_TEST_VOLK
#define VOLK_IMPLEMENTATION
#include <volk.h>
#endif
#define VK_REDUCE_IMPLEMENTATION
#include "../vk_reduce.h"
#include "../vk_reduce.h" /* a second include with the macro still set must be harmless */

#ifndef VK_REDUCE_IMPLEMENTATION_DONE
#error "VK_REDUCE_IMPLEMENTATION did not compile the implementation"
#endif

#ifdef __cplusplus
extern "C" {
#endif
/* VK_REDUCE_API: exported from the shared-library build (VK_REDUCE_SHARED) like the API */
VK_REDUCE_API int link_impl_marker(void);
VK_REDUCE_API int link_impl_marker(void)
{
    return VK_REDUCE_VERSION_MAJOR * 10000 + VK_REDUCE_VERSION_MINOR * 100 +
           VK_REDUCE_VERSION_PATCH;
}
#ifdef __cplusplus
}
#endif
