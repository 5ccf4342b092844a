// Affine maps x -> a x + b in f64, composed in index order: element i applied after elements
// 0 .. i-1, so the fold of (a0, b0) then (a1, b1) is (a0 a1, a1 b0 + b1). Not commutative. A scan
// gives every prefix's composed map (linear recurrences: y_i = a_i y_{i-1} + b_i).
struct vkr_user { double a; double b; };
vkr_user vkr_user_identity() { return vkr_user(1.0, 0.0); }
vkr_user vkr_user_combine(vkr_user x, vkr_user y) { return vkr_user(x.a * y.a, y.a * x.b + y.b); }
