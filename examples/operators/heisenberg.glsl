// The Heisenberg group over u32 (products wrap): upper unitriangular 3x3 integer matrices
// [[1, a, c], [0, 1, b], [0, 0, 1]] as (a, b, c), 12 bytes; the product is not commutative.
struct vkr_user { uint a, b, c; };
vkr_user vkr_user_identity() { return vkr_user(0u, 0u, 0u); }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) { return vkr_user(x.a + y.a, x.b + y.b, x.c + y.c + x.a * y.b); }
