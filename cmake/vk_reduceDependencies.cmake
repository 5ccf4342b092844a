# What vk_reduce::vk_reduce needs, found in one place: included by the top-level CMakeLists.txt
# and by the installed vk_reduceConfig.cmake. In the build tree the items are wrapped in
# $<BUILD_INTERFACE:...>, so the exported target carries none of the build machine's paths or
# targets: the installed config finds them again, on the consumer's machine, with the options
# the package was installed with.
include_guard(GLOBAL)

# target: vk_reduce (build tree) or vk_reduce::vk_reduce (installed); build_tree: TRUE/FALSE;
# static_fns, dynamic_fns, use_volk: the VK_REDUCE_* options (see CMakeLists.txt).
function(_vk_reduce_add_dependencies target build_tree static_fns dynamic_fns use_volk)
    set(libs "")
    set(dirs "")
    set(defs "")
    # The Vulkan headers: a Vulkan::Headers target (made by the parent project, by CMake's
    # FindVulkan from 3.21, or by Vulkan-Headers' own config package), else the directory of
    # vulkan/vulkan.h (FindVulkan before 3.21, or headers without a package).
    if(NOT TARGET Vulkan::Headers)
        find_package(Vulkan QUIET)
    endif()
    if(NOT TARGET Vulkan::Headers)
        find_package(VulkanHeaders CONFIG QUIET)
    endif()
    if(TARGET Vulkan::Headers)
        list(APPEND libs Vulkan::Headers)
    else()
        find_path(VK_REDUCE_VULKAN_INCLUDE_DIR vulkan/vulkan.h
                  HINTS ${Vulkan_INCLUDE_DIRS} "$ENV{VULKAN_SDK}/include"
                  DOC "vk_reduce: the directory holding vulkan/vulkan.h")
        if(NOT VK_REDUCE_VULKAN_INCLUDE_DIR)
            message(FATAL_ERROR "vk_reduce: the Vulkan headers (vulkan/vulkan.h) were not found: "
                    "install them (Debian/Ubuntu: libvulkan-dev; else the Vulkan SDK) or set "
                    "VK_REDUCE_VULKAN_INCLUDE_DIR")
        endif()
        list(APPEND dirs "${VK_REDUCE_VULKAN_INCLUDE_DIR}")
    endif()

    # Where the library gets vkGetInstanceProcAddr (vk_reduce.h, "CONFIGURATION"): volk when
    # volk.h is included before it, else the linked loader (static), else dlopen (dynamic).
    if(use_volk)
        if(NOT TARGET volk::volk)
            find_package(volk CONFIG QUIET)
        endif()
        if(TARGET volk::volk)
            list(APPEND libs volk::volk) # upstream volk's package: volk.c compiled in
        else()
            # volk as Debian ships it (libvulkan-volk-dev: volk.h and volk.c, no package):
            # the header only; one file of the consumer defines VOLK_IMPLEMENTATION.
            find_path(VK_REDUCE_VOLK_INCLUDE_DIR volk.h DOC "vk_reduce: the directory holding volk.h")
            if(NOT VK_REDUCE_VOLK_INCLUDE_DIR)
                message(FATAL_ERROR "vk_reduce: VK_REDUCE_USE_VOLK is ON but neither a volk package "
                        "nor volk.h was found (Debian/Ubuntu: libvulkan-volk-dev; or set "
                        "VK_REDUCE_VOLK_INCLUDE_DIR)")
            endif()
            list(APPEND dirs "${VK_REDUCE_VOLK_INCLUDE_DIR}")
        endif()
        list(APPEND defs VK_NO_PROTOTYPES) # volk requires it wherever vulkan.h is included
    endif()
    if(static_fns)
        if(NOT TARGET Vulkan::Vulkan)
            find_package(Vulkan REQUIRED)
        endif()
        list(APPEND libs Vulkan::Vulkan)
        list(APPEND defs VK_REDUCE_STATIC_VULKAN_FUNCTIONS=1)
    endif()
    if(dynamic_fns)
        list(APPEND libs ${CMAKE_DL_LIBS}) # dlopen of the loader (empty where libc has it)
    else()
        list(APPEND defs VK_REDUCE_DYNAMIC_VULKAN_FUNCTIONS=0)
    endif()
    if(UNIX)
        list(APPEND libs m)
    endif()

    if(build_tree)
        list(TRANSFORM libs REPLACE "^(.+)$" "$<BUILD_INTERFACE:\\1>")
        list(TRANSFORM dirs REPLACE "^(.+)$" "$<BUILD_INTERFACE:\\1>")
        list(TRANSFORM defs REPLACE "^(.+)$" "$<BUILD_INTERFACE:\\1>")
    endif()
    target_link_libraries(${target} INTERFACE ${libs})
    if(dirs)
        target_include_directories(${target} SYSTEM INTERFACE ${dirs})
    endif()
    if(defs)
        target_compile_definitions(${target} INTERFACE ${defs})
    endif()
endfunction()
