// A segmented sum: an element with `reset` set starts the sum again from its own value. A scan
// gives running sums that restart at each reset. Not commutative. In std430 (and C) the struct
// is 16 bytes with 4 bytes of padding after `reset`.
struct vkr_user { uint reset; uint64_t value; };
vkr_user vkr_user_identity() { return vkr_user(0u, uint64_t(0)); }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) {
    if (y.reset != 0u) return y;
    return vkr_user(x.reset, x.value + y.value);
}
