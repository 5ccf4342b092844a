// The bicyclic monoid: (a, b) stands for a word of a closing and b opening brackets, ")^a (^b";
// concatenation cancels matching pairs. Not commutative. A scan gives, at each position, the
// unmatched brackets of the prefix.
struct vkr_user { uint close, open; };
vkr_user vkr_user_identity() { return vkr_user(0u, 0u); }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) {
    const uint m = min(x.open, y.close);
    return vkr_user(x.close + y.close - m, x.open + y.open - m);
}
