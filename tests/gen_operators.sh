#!/usr/bin/env bash
# tests/gen_operators.sh - gen.py --user-op on operators it must refuse: each exits non-zero with a
# message naming the problem, and writes no header. Prints "N passed, N failed".
#   bash tests/gen_operators.sh [WORK_DIR]
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
pass=0 fail=0
refuse() { # name, expected words (grep -E), GLSL source
    local name=$1 want=$2 out
    printf '%s\n' "$3" >"$work/$name.glsl"
    rm -f "$work/$name.h"
    if out=$(python3 "$ROOT/gen/gen.py" --user-op "$work/$name.glsl" --output "$work/$name.h" 2>&1); then
        echo "FAIL [gen_operators] $name: accepted"; fail=$((fail + 1))
    elif ! grep -qE "$want" <<<"$out"; then
        echo "FAIL [gen_operators] $name: the message does not name /$want/: $out"; fail=$((fail + 1))
    elif [ -e "$work/$name.h" ]; then
        echo "FAIL [gen_operators] $name: a header was written"; fail=$((fail + 1))
    else
        echo "refused $name: $(head -n 2 <<<"$out" | tr '\n' ' ' | cut -c1-200)"; pass=$((pass + 1))
    fi
}
ok_ops='vkr_user vkr_user_identity() { vkr_user u; return u; }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) { return x; }'
refuse no_struct 'defines no .struct vkr_user' "$ok_ops"
refuse too_large '20 bytes.*4 to 16' "struct vkr_user { uint a, b, c, d, e; };
$ok_ops"
refuse padded_large '24 bytes.*4 to 16' "struct vkr_user { uint a; double b; uint c; };
$ok_ops"
refuse vector_field 'a field is one of' "struct vkr_user { vec2 a; };
$ok_ops"
refuse array_field 'arrays and vectors are not fields' "struct vkr_user { uint a[2]; };
$ok_ops"
refuse syntax_error 'syntax_error.glsl:2: .*syntax error' "struct vkr_user { uint a; };
vkr_user vkr_user_identity() { return vkr_user(0u) }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) { return x; }"
refuse no_combine 'does not compile as an operator|vkr_user_combine' "struct vkr_user { uint a; };
vkr_user vkr_user_identity() { return vkr_user(0u); }"
printf 'struct vkr_user { uint a; };\n%s\n' "$ok_ops" >"$work/bad-name.glsl"
if out=$(python3 "$ROOT/gen/gen.py" --user-op "$work/bad-name.glsl" --output "$work/bad-name.h" 2>&1) || ! grep -q "C identifier" <<<"$out"; then
    echo "FAIL [gen_operators] a file name that is no C identifier (without --name): $out"; fail=$((fail + 1))
else
    echo "refused bad-name.glsl: $out"; pass=$((pass + 1))
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
