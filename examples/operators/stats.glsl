// Minimum, maximum, sum and count of f32 values in one pass (16 bytes). min and max are
// order-independent; the sum is folded in index order, so its bits are the same every run.
struct vkr_user { float lo; float hi; float sum; uint count; };
vkr_user vkr_user_identity() { return vkr_user(uintBitsToFloat(0x7f800000u), uintBitsToFloat(0xff800000u), 0.0, 0u); }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) {
    return vkr_user(min(x.lo, y.lo), max(x.hi, y.hi), x.sum + y.sum, x.count + y.count);
}
