/* brackets.c - a user-defined operator in ten lines of use: are the brackets of a text balanced,
   and where does the first unmatched ')' stand? The bicyclic monoid (bicyclic.glsl beside this
   file) is not commutative, so the library must combine in index order.

       python3 gen/gen.py --user-op examples/operators/bicyclic.glsl --output build/operators/bicyclic.h
       cc -std=c99 -O2 -I. -Ibuild/operators examples/operators/brackets.c -o build/brackets -ldl -lm
       ./build/brackets "(a(b)c)(d"

   (make operators-example does both.) Each character becomes (close, open): '(' is (0, 1), ')'
   is (1, 0), anything else (0, 0); the reduce gives the unmatched brackets of the whole text,
   the inclusive scan those of every prefix. */
#define VK_REDUCE_IMPLEMENTATION
#include "vk_reduce.h"
#include "bicyclic.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct brackets { uint32_t close, open; } brackets; /* struct vkr_user of bicyclic.glsl */

int main(int argc, char **argv)
{
    const char *text = argc > 1 ? argv[1] : "(a(b)c))(d";
    const size_t n = strlen(text);
    brackets *x = (brackets *)calloc(n ? n : 1, sizeof *x), *prefix = (brackets *)calloc(n ? n : 1, sizeof *x), total;
    vkr_context ctx;
    vkr_op op;
    size_t i, first = n;
    if (!x || !prefix || vkr_create_prototype_context(NULL, &ctx) != VK_SUCCESS) return 1;
    for (i = 0; i < n; i++) {
        x[i].close = text[i] == ')';
        x[i].open = text[i] == '(';
    }
    if (vkr_register_operator(ctx, &vkr_operator_bicyclic, &op) == VK_SUCCESS) {
        vkr_reduce_desc rd;
        vkr_scan_desc sd;
        memset(&rd, 0, sizeof rd);
        memset(&sd, 0, sizeof sd);
        rd.op = op, rd.type = VKR_TYPE_USER, rd.count = n, rd.host_input = x;
        sd.op = op, sd.type = VKR_TYPE_USER, sd.kind = VKR_SCAN_INCLUSIVE, sd.count = n;
        sd.host_input = x, sd.host_output = prefix;
        if (vkr_reduce(ctx, &rd, &total) == VK_SUCCESS && vkr_scan(ctx, &sd) == VK_SUCCESS) {
            for (i = 0; i < n && first == n; i++)
                if (prefix[i].close) first = i; /* the first prefix with an unmatched ')' */
            printf("\"%s\": %u unmatched ')' and %u unmatched '(': %s", text, (unsigned)total.close, (unsigned)total.open,
                   total.close || total.open ? "unbalanced" : "balanced");
            if (first < n) printf("; the first unmatched ')' is character %zu", first);
            printf("\n");
            vkr_destroy_context(ctx);
            free(x), free(prefix);
            return total.close || total.open ? 3 : 0;
        }
    }
    fprintf(stderr, "vk_reduce: %s\n", vkr_last_error(ctx));
    vkr_destroy_context(ctx);
    free(x), free(prefix);
    return 1;
}
