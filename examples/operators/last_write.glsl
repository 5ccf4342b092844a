// "Last write wins": each element is an optional write (valid != 0) of a value; the fold keeps
// the last valid one. A scan carries the latest write forward (fill-forward of a sparse array).
struct vkr_user { uint value; uint valid; };
vkr_user vkr_user_identity() { return vkr_user(0u, 0u); }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) { return y.valid != 0u ? y : x; }
