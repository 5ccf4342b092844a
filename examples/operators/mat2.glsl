// 2x2 matrices of u32 (products wrap modulo 2^32), row-major: the product, which is not
// commutative. A scan gives the running products M0 M1 ... Mi.
struct vkr_user { uint a, b, c, d; };
vkr_user vkr_user_identity() { return vkr_user(1u, 0u, 0u, 1u); }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) { // x: the lower indices
    return vkr_user(x.a * y.a + x.b * y.c, x.a * y.b + x.b * y.d, x.c * y.a + x.d * y.c, x.c * y.b + x.d * y.d);
}
