#!/usr/bin/env bash
# tests/link_linkage.sh - the linkage macros (VK_REDUCE_API, VK_REDUCE_SHARED, VK_REDUCE_STATIC)
# with one compiler and language standard. Run by tests/run_tests.sh (phase build):
#
#   bash tests/link_linkage.sh OUT_DIR COMPILER "LANGUAGE FLAGS"    e.g. build/x gcc "-x c -std=c99"
#
# shared  link_impl.c as a shared object (-fPIC -shared -fvisibility=hidden, VK_REDUCE_SHARED +
#         VK_REDUCE_IMPLEMENTATION) and link_api.c (VK_REDUCE_SHARED, declarations only) linked
#         against it and run; nm -D: the object exports exactly the header's public functions
#         (every VK_REDUCE_API declaration) and the test's marker, no vkr__ (internal) symbol, no
#         other vkr_ symbol.
# static  link_static.c twice (VK_REDUCE_STATIC + VK_REDUCE_IMPLEMENTATION in both files) linked
#         into one program and run: no duplicate symbols; nm: no global vkr_ symbol, and each
#         file has its own (local) vkr_create_context.
# Warnings are errors (-Wall -Wextra -Wpedantic -Werror). Exit 0 when everything held.
set -eu
out=$1 cc=$2 lang=$3
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
warn="-Wall -Wextra -Wpedantic -Werror"
mkdir -p "$out"
cd "$root"
fail() { echo "FAIL: $*"; exit 1; }

# ---- shared object ----
# shellcheck disable=SC2086
$cc $lang $warn -fPIC -fvisibility=hidden -DVK_REDUCE_SHARED -c tests/link_impl.c -o "$out/impl_pic.o"
$cc -shared "$out/impl_pic.o" -o "$out/libvk_reduce_test.so" -ldl -lm
# shellcheck disable=SC2086
$cc $lang $warn -DVK_REDUCE_SHARED -c tests/link_api.c -o "$out/api.o"
$cc "$out/api.o" -L"$out" -lvk_reduce_test -Wl,-rpath,"$out" -o "$out/link_shared"
"$out/link_shared"
want=$( (sed -n 's/^VK_REDUCE_API [^(]*[ *]\(vkr_[a-z0-9_]*\)(.*/\1/p' vk_reduce.h; echo link_impl_marker) | sort -u)
have=$(nm -D --defined-only "$out/libvk_reduce_test.so" | awk '{print $3}' | grep -E '^(vkr_|link_impl_marker$)' | sort -u)
[ "$(echo "$want" | wc -l)" -ge 25 ] || fail "found only $(echo "$want" | wc -l) VK_REDUCE_API declarations in vk_reduce.h"
if [ "$want" != "$have" ]; then
    diff <(echo "$want") <(echo "$have") | sed -e 's/^</    declared, not exported:/' -e 's/^>/    exported, not declared:/'
    fail "the shared object's vkr_ exports differ from the header's VK_REDUCE_API functions"
fi
internal=$(nm -D --defined-only "$out/libvk_reduce_test.so" | awk '{print $3}' | grep -E '^vkr__|^VKR' || true)
[ -z "$internal" ] || fail "internal symbols exported: $internal"
other=$(nm -D --defined-only "$out/libvk_reduce_test.so" | awk '$2 ~ /^[TDBRVWi]$/ {print $3}' |
    grep -vE '^(vkr_|link_impl_marker$|_init$|_fini$|_edata$|_end$|__bss_start$)' || true)
[ -z "$other" ] || fail "other symbols exported: $other"
echo "shared: $(echo "$have" | wc -l) symbols exported (the $(($(echo "$want" | wc -l) - 1)) public functions and the marker), nothing internal"

# ---- two static copies ----
# shellcheck disable=SC2086
$cc $lang $warn -DLINK_STATIC_MAIN -c tests/link_static.c -o "$out/static_main.o"
# shellcheck disable=SC2086
$cc $lang $warn -c tests/link_static.c -o "$out/static_other.o"
$cc "$out/static_main.o" "$out/static_other.o" -o "$out/link_static" -ldl -lm
"$out/link_static"
global=$(nm -C "$out/link_static" | awk '$2 ~ /^[A-Z]$/ && $3 ~ /^vkr_/ {print $3}')
[ -z "$global" ] || fail "VK_REDUCE_STATIC left global vkr_ symbols: $global"
copies=$(nm -C "$out/link_static" | grep -cE ' t vkr_create_context(\(.*)?$' || true) # (C++: demangled)
[ "$copies" = 2 ] || fail "expected 2 local copies of vkr_create_context, found $copies"
echo "static: two private copies linked, no global vkr_ symbol"
