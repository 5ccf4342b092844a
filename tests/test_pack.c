/* test_pack.c - the packed SPIR-V of vk_reduce.h, without a GPU: every group of modules this
   build has decodes through the library's C decoder (vkr__pack_decode) to modules whose
   checksums match and that start with the SPIR-V magic; every group an opt-out macro left out
   has no text; a corrupted copy of a group's text (a character changed, a row cut short) is refused with
   VK_ERROR_INITIALIZATION_FAILED and a message naming a module of that group; an allocation
   failure is VK_ERROR_OUT_OF_HOST_MEMORY. Prints each group's decode time.

   Build (the opt-out macros may be added with -D): cc -std=c99 -O2 tests/test_pack.c -o test_pack -ldl -lm
   Run: test_pack          (last line: "N passed, N failed"; exit status 0 only when nothing failed) */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define VK_REDUCE_IMPLEMENTATION
#include "../vk_reduce.h"

static int g_pass, g_fail;

static int check(int ok, const char *what, const char *detail)
{
    if (ok) g_pass++;
    else {
        g_fail++;
        printf("FAIL %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    }
    return ok;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int g_fail_alloc; /* the allocation callbacks fail while set */
static void *VKAPI_PTR t_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope scope)
{
    (void)user;
    (void)align;
    (void)scope;
    return g_fail_alloc ? NULL : malloc(size);
}
static void *VKAPI_PTR t_realloc(void *user, void *p, size_t size, size_t align, VkSystemAllocationScope scope)
{
    (void)user;
    (void)align;
    (void)scope;
    return realloc(p, size);
}
static void VKAPI_PTR t_free(void *user, void *p)
{
    (void)user;
    free(p);
}

/* Does message m name a module of group g? */
static int names_module_of(const char *m, uint32_t g)
{
    size_t i;
    char name[96];
    for (i = 0; i < sizeof vkr__spirv_modules / sizeof vkr__spirv_modules[0]; i++) {
        if (vkr__spirv_modules[i].group != g) continue;
        vkr__module_name(&vkr__spirv_modules[i], name, sizeof name);
        if (strstr(m, name)) return 1;
    }
    return 0;
}

/* The first module of group g in the table. */
static const vkr__spirv_module *first_module(uint32_t g)
{
    size_t i;
    for (i = 0; i < sizeof vkr__spirv_modules / sizeof vkr__spirv_modules[0]; i++)
        if (vkr__spirv_modules[i].group == g) return &vkr__spirv_modules[i];
    return NULL;
}

/* Decodes a copy of group g's text with character `at` changed: must be refused naming a
   module of the group, or (where the change falls in bytes the decoder never needs, e.g. the
   range coder's last flushed byte) decode to the same checksummed modules. Returns 1 if refused. */
static int corrupt(struct vkr_context_T *ctx, uint32_t g, size_t at, int cut, char *detail, size_t cap)
{
    const vkr__pack_group *orig = &vkr__pack_groups[g];
    vkr__pack_group copy = *orig;
    size_t rows = 0, r, chars = 0;
    char **text;
    uint32_t *words = NULL;
    VkResult res;
    while (chars < (size_t)(orig->packed_bytes + 3) / 4 * 5) chars += strlen(orig->rows[rows++]);
    text = (char **)calloc(rows, sizeof *text);
    for (r = 0, chars = 0; r < rows; r++) {
        size_t len = strlen(orig->rows[r]);
        text[r] = (char *)malloc(len + 1);
        memcpy(text[r], orig->rows[r], len + 1);
        if (at >= chars && at < chars + len) text[r][at - chars] = cut ? 0 : text[r][at - chars] == '!' ? '#' : '!';
        chars += len;
    }
    copy.rows = (const char *const *)text;
    res = vkr__pack_decode(ctx, "test_pack", g, &copy, first_module(g), &words);
    snprintf(detail, cap, "group %s, character %zu changed: VkResult %d \"%.480s\"", orig->name, at, (int)res, ctx->error);
    if (res == VK_SUCCESS) {
        check(words && !memcmp(words, ctx->pack_words[g], (size_t)orig->words * 4u), "a harmless change decodes to the same words",
              detail);
        free(words);
    } else {
        check(res == VK_ERROR_INITIALIZATION_FAILED && strstr(ctx->error, "corrupt") && names_module_of(ctx->error, g),
              "a corrupted group is refused with VK_ERROR_INITIALIZATION_FAILED naming a module of it", detail);
    }
    for (r = 0; r < rows; r++) free(text[r]);
    free(text);
    return res != VK_SUCCESS;
}

int main(void)
{
    static struct vkr_context_T context; /* enough of a context for the decoder: messages, allocation */
    struct vkr_context_T *ctx = &context;
    VkAllocationCallbacks cb;
    uint32_t g, present = 0, left_out = 0;
    size_t i;
    double t_all = 0, t0;
    uint64_t raw = 0, packed = 0;
    char detail[2048];
    memset(&cb, 0, sizeof cb);
    cb.pfnAllocation = t_alloc;
    cb.pfnReallocation = t_realloc;
    cb.pfnFree = t_free;
    ctx->allocation_callbacks = cb;
    ctx->alloc = &ctx->allocation_callbacks;
    ctx->call = "test_pack";

    /* every group: present and decoding, or left out by a macro this build defines */
    for (g = 0; g < VKR__PACK_GROUP_COUNT; g++) {
        const vkr__pack_group *pg = &vkr__pack_groups[g];
        VkResult r;
        if (!pg->rows) {
            left_out++;
            snprintf(detail, sizeof detail, "group %s, mask 0x%x, VKR__OPTOUT 0x%x", pg->name, (unsigned)pg->optout,
                     (unsigned)VKR__OPTOUT);
            check((pg->optout & VKR__OPTOUT) != 0 && vkr__optout_name(pg->optout) != NULL, "a group without text is left out by a macro",
                  detail);
            continue;
        }
        present++;
        check(!(pg->optout & VKR__OPTOUT), "a group with text is not left out", pg->name);
        t0 = now_s();
        r = vkr__pack_decode(ctx, "test_pack", g, pg, first_module(g), &ctx->pack_words[g]);
        t0 = now_s() - t0;
        t_all += t0;
        snprintf(detail, sizeof detail, "group %s: VkResult %d \"%.480s\"", pg->name, (int)r, ctx->error);
        if (!check(r == VK_SUCCESS, "every group this build has decodes", detail)) continue;
        raw += (uint64_t)pg->words * 4u;
        packed += pg->packed_bytes;
        printf("  group %-26s %8u bytes of SPIR-V from %7u packed (%.3f): %6.2f ms\n", pg->name, (unsigned)pg->words * 4u,
               (unsigned)pg->packed_bytes, (double)pg->packed_bytes / (4.0 * pg->words), 1e3 * t0);
    }
    printf("  %u groups decoded (%llu bytes of SPIR-V from %llu packed: %.3f) in %.2f ms; %u left out by opt-out macros\n", present,
           (unsigned long long)raw, (unsigned long long)packed, raw ? (double)packed / (double)raw : 0.0, 1e3 * t_all, left_out);

    /* every module: in a group this build has (its words start with the magic number and
       match the checksum, through the library's lookup), or left out with its group */
    for (i = 0; i < sizeof vkr__spirv_modules / sizeof vkr__spirv_modules[0]; i++) {
        const vkr__spirv_module *m = &vkr__spirv_modules[i];
        const uint32_t *code = NULL;
        char name[96];
        VkResult r;
        vkr__module_name(m, name, sizeof name);
        if (vkr__module_left_out(m)) {
            r = vkr__module_code(ctx, "test_pack", m, &code);
            snprintf(detail, sizeof detail, "%s: VkResult %d \"%.480s\"", name, (int)r, ctx->error);
            check(r == VK_ERROR_FEATURE_NOT_PRESENT && strstr(ctx->error, vkr__module_left_out(m)) != NULL,
                  "a left-out module is refused naming its macro", detail);
            continue;
        }
        r = vkr__module_code(ctx, "test_pack", m, &code);
        snprintf(detail, sizeof detail, "%s: VkResult %d \"%.480s\"", name, (int)r, ctx->error);
        if (!check(r == VK_SUCCESS && code, "every module of the build has code", detail)) continue;
        check(code[0] == 0x07230203u && vkr__pack_checksum(code, m->size_bytes / 4u) == m->checksum,
              "every module starts with the SPIR-V magic and matches its checksum", name);
    }
    /* the probes are always in */
    check(vkr__probe_module(VKR_PATH_NATIVE) && !vkr__module_left_out(vkr__probe_module(VKR_PATH_NATIVE)) &&
              vkr__probe_module(VKR_PATH_SHARED) && !vkr__module_left_out(vkr__probe_module(VKR_PATH_SHARED)),
          "the probe modules are in every build", NULL);

    /* corruption: characters at 5 places in the first 90% of each group's text; the middle
       one must be refused */
    for (g = 0; g < VKR__PACK_GROUP_COUNT; g++) {
        const vkr__pack_group *pg = &vkr__pack_groups[g];
        size_t chars = (size_t)(pg->packed_bytes + 3) / 4 * 5, k;
        if (!pg->rows || !ctx->pack_words[g]) continue;
        for (k = 1; k <= 5; k++) {
            int refused = corrupt(ctx, g, chars * 9 / 10 * k / 6, 0, detail, sizeof detail);
            if (k == 3) check(refused, "a change in the middle of a group's text is refused", detail);
        }
        /* a row cut short in the middle: refused, nothing read past the text */
        check(corrupt(ctx, g, chars / 2, 1, detail, sizeof detail), "a group whose text is cut short is refused", detail);
    }

    /* allocation failure: VK_ERROR_OUT_OF_HOST_MEMORY, nothing cached */
    for (g = 0; g < VKR__PACK_GROUP_COUNT && !vkr__pack_groups[g].rows; g++) {
    }
    if (g < VKR__PACK_GROUP_COUNT) {
        uint32_t *words = NULL;
        VkResult r;
        g_fail_alloc = 1;
        r = vkr__pack_decode(ctx, "test_pack", g, &vkr__pack_groups[g], first_module(g), &words);
        g_fail_alloc = 0;
        snprintf(detail, sizeof detail, "VkResult %d \"%.480s\"", (int)r, ctx->error);
        check(r == VK_ERROR_OUT_OF_HOST_MEMORY && !words && strstr(ctx->error, "out of host memory"),
              "an allocation failure while decoding is VK_ERROR_OUT_OF_HOST_MEMORY", detail);
    }

    for (g = 0; g < VKR__PACK_GROUP_COUNT; g++) free(ctx->pack_words[g]);
    printf("%d passed, %d failed\n", g_pass, g_fail);
    return g_fail ? 1 : 0;
}
