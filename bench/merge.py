#!/usr/bin/env python3
"""Merge the CSVs of a GPU run of bench/run_h100.sh into bench/results/.

    python3 bench/merge.py RUN_DIR_OR_CSV... [--out bench/results] [--name h100]

Every input CSV (`name,n,us,GBps` rows after `# key,value` comment lines, as bench.c,
cub_bench.cu and torch_bench.py write them) is one run. Writes:
  NAME.csv  name,n,us_median_of_runs,GBps,runs  (GBps recomputed from the median time)
  NAME.md   GB/s vs N tables and the target ratios with PASS/MISS
  NAME.png  GB/s vs N (log2 axis): vk_reduce f32 sum, CUB, cuda.read, torch.sum
Standard library only (the PNG is drawn here, with a built-in 5x7 font).
"""
import argparse
import datetime
import glob
import math
import os
import statistics
import struct
import sys
import zlib

# Targets of the performance issue. kind "bw": vk_reduce GB/s / reference GB/s >= target;
# kind "time": vk_reduce time / reference time <= target.
# Given in the brief: the two batch1000 targets. ASSUMED (edit here): the others.
TARGETS = {  # the H100 performance issue's targets
    "f32_sum_vs_cub": 1.00,       # f32 add, every N from 2^20 to 2^28, vs CUB DeviceReduce::Sum
    "f32_sum_28_vs_cub": 1.02,    # f32 add at 2^28 vs CUB
    "f32_sum_vs_read": 0.99,      # f32 add at 2^28 vs the CUDA read kernel
    "f32_max_vs_cub": 1.00,       # "the same as f32 add"
    "i32_sum_vs_cub": 1.00,       # "the same as f32 add"
    "batch_small": 0.90,          # N <= 2^12, per-reduce time vs CUB
    "batch_mid": 0.50,            # 2^14 <= N <= 2^20
    "wide_vs_read": 0.98,         # f64 / u64 add vs cuda.read.f32 bytes/s at 2^27 elements
}
ASSUMED = set()

TYPE_BYTES = {"f32": 4, "i32": 4, "u32": 4, "f64": 8, "i64": 8, "u64": 8}


def bytes_per_elem(name):
    """Bytes counted per element, as the programs count them (read, or read + written)."""
    parts = name.split(".")
    size = next((TYPE_BYTES[p] for p in parts if p in TYPE_BYTES), None)
    if size is None:
        return None
    if ".scan." in name or name.startswith("cuda.memcpy."):
        return 2 * size
    return size


def read_csv(path):
    meta, rows, notes = {}, [], []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            if line.startswith("#"):
                key, _, val = line[1:].strip().partition(",")
                if key in ("FAIL", "skip", "note"):
                    notes.append(f"{os.path.basename(path)}: {key} {val}")
                else:
                    meta.setdefault(key, val)
                continue
            if line.startswith("name,"):
                continue
            f4 = line.split(",")
            if len(f4) != 4:
                notes.append(f"{os.path.basename(path)}: ignored line '{line[:80]}'")
                continue
            try:
                rows.append((f4[0], int(f4[1]), float(f4[2]), float(f4[3])))
            except ValueError:
                notes.append(f"{os.path.basename(path)}: ignored line '{line[:80]}'")
    return meta, rows, notes


def source_of(rows, path):
    if rows:
        return "sweep" if rows[0][0].startswith("vkr.sweep.") else rows[0][0].split(".")[0]
    return os.path.basename(path).split(".")[0]


class Data:
    def __init__(self, files):
        self.runs = {}      # (name, n) -> [us, ...]
        self.row_gbps = {}  # (name, n) -> GBps of the first row (for names of unknown size)
        self.meta = {}      # source -> {key: value}
        self.notes = []
        self.files = []
        for path in files:
            meta, rows, notes = read_csv(path)
            src = source_of(rows, path)
            self.files.append((os.path.basename(path), src, len(rows)))
            for k, v in meta.items():
                self.meta.setdefault(src, {}).setdefault(k, v)
            self.notes += notes
            for name, n, us, gbps in rows:
                self.runs.setdefault((name, n), []).append(us)
                self.row_gbps.setdefault((name, n), gbps)

    def us(self, name, n):
        v = self.runs.get((name, n))
        return statistics.median(v) if v else None

    def spread(self, name, n):
        v = self.runs.get((name, n))
        if not v or len(v) < 2:
            return None
        return (max(v) - min(v)) / statistics.median(v)

    def gbps(self, name, n):
        us = self.us(name, n)
        if us is None or us <= 0:
            return None
        b = bytes_per_elem(name)
        if b is None:  # unknown name: keep the bytes the program counted
            first = self.runs[(name, n)][0]
            return self.row_gbps[(name, n)] * first / us
        return n * b / (us * 1e3)

    def ns(self, name):
        return sorted(n for (nm, n) in self.runs if nm == name)

    def names(self):
        return sorted({nm for (nm, _) in self.runs})


def lg(n):
    return int(round(math.log2(n)))


def fmt(v, digits=1):
    return "n/a" if v is None else f"{v:.{digits}f}"


# ----------------------------------------------------------------------------- ratios

def ratio_rows(d):
    """(check, vkr label, ref label, vkr value, ref value, ratio, target, kind, spread)."""
    rows = []

    def bw(check, key, vname, vn, rname, rn, note=""):
        v, r = d.gbps(vname, vn), d.gbps(rname, rn)
        ratio = v / r if v and r else None
        rows.append((check + note, f"{vname} @2^{lg(vn)}", f"{rname} @2^{lg(rn)}", v, r, ratio,
                     TARGETS[key], "bw", d.spread(vname, vn), key))

    def tm(check, key, vname, rname, n):
        v, r = d.us(vname, n), d.us(rname, n)
        ratio = v / r if v and r else None
        rows.append((check, f"{vname} @2^{lg(n)}", f"{rname} @2^{lg(n)}", v, r, ratio,
                     TARGETS[key], "time", d.spread(vname, n), key))

    n28 = 1 << 28
    for l in range(20, 29, 2):
        bw(f"f32 sum 2^{l} vs CUB", "f32_sum_vs_cub", "vkr.reduce.sum.f32", 1 << l, "cub.reduce.sum.f32", 1 << l)
    bw("f32 sum 2^28 vs CUB (1.02x)", "f32_sum_28_vs_cub", "vkr.reduce.sum.f32", n28, "cub.reduce.sum.f32", n28)
    bw("f32 sum 2^28 vs CUDA read kernel", "f32_sum_vs_read", "vkr.reduce.sum.f32", n28, "cuda.read.f32", n28)
    for l in range(10, 21, 2):
        key = "batch_small" if l <= 12 else "batch_mid"
        tm(f"batch1000 f32 sum 2^{l}: time per reduce vs CUB", key,
           "vkr.reduce.sum.f32.batch1000", "cub.reduce.sum.f32.batch1000", 1 << l)
    for l in range(20, 29, 2):
        bw(f"f32 max 2^{l} vs CUB", "f32_max_vs_cub", "vkr.reduce.max.f32", 1 << l, "cub.reduce.max.f32", 1 << l)
    for l in range(20, 29, 2):
        bw(f"i32 sum 2^{l} vs CUB", "i32_sum_vs_cub", "vkr.reduce.sum.i32", 1 << l, "cub.reduce.sum.i32", 1 << l)
    # 8-byte sums at 2^27 elements (1 GiB) vs the read kernel at the same bytes (2^28 f32)
    want = 1 << 27
    for t in ("f64", "u64"):
        name = f"vkr.reduce.sum.{t}"
        vn = nearest(d.ns(name), want)
        rn = nearest(d.ns("cuda.read.f32"), 2 * vn if vn else 2 * want)
        if vn is None or rn is None:
            rows.append((f"{t} sum 2^27 vs CUDA read", name, "cuda.read.f32", None, None, None,
                         TARGETS["wide_vs_read"], "bw", None, "wide_vs_read"))
            continue
        note = "" if vn == want else f" (2^27 not measured: nearest 2^{lg(vn)})"
        bw(f"{t} sum 2^27 vs CUDA read (same bytes)", "wide_vs_read", name, vn, "cuda.read.f32", rn, note)
    return rows


def nearest(ns, want):
    """The measured N nearest to want on a log scale; ties go to the larger N."""
    if not ns:
        return None
    return min(ns, key=lambda n: (abs(math.log2(n) - math.log2(want)), -n))


def verdict(ratio, target, kind):
    if ratio is None:
        return "MISSING"
    ok = ratio >= target if kind == "bw" else ratio <= target
    return "PASS" if ok else "MISS"


# ----------------------------------------------------------------------------- markdown

def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def gbps_table(d, cols, ns):
    rows = []
    for n in ns:
        cells = [fmt(d.gbps(name, n)) for _, name in cols]
        if all(c == "n/a" for c in cells):
            continue
        rows.append([f"2^{lg(n)}"] + cells)
    return table(["N"] + [label for label, _ in cols], rows)


def write_md(d, path, name, sources):
    all_ns = sorted({n for (_, n) in d.runs})
    lines = [f"# vk_reduce benchmark: {name}", ""]
    dev = d.meta.get("vkr", {}).get("device") or d.meta.get("cub", {}).get("device", "?")
    lines.append(f"Device: **{dev}**. " + "; ".join(
        f"{k}: {v}" for k, v in (
            ("Vulkan driver", d.meta.get("vkr", {}).get("driver")),
            ("Vulkan API", d.meta.get("vkr", {}).get("vulkan_api")),
            ("vk_reduce context", d.meta.get("vkr", {}).get("context")),
            ("CUDA runtime", d.meta.get("cub", {}).get("cuda_runtime")),
            ("CUB", d.meta.get("cub", {}).get("cub")),
            ("torch", d.meta.get("torch", {}).get("torch")),
            ("date", d.meta.get("vkr", {}).get("date"))) if v) + ".")
    lines.append("")
    lines.append("Runs: " + ", ".join(f"`{f}` ({s}, {c} rows)" for f, s, c in sources) +
                 ". Each value is the median over runs of each run's median GPU time "
                 "(Vulkan timestamps / CUDA events); GB/s = bytes read / time "
                 "(scan and memcpy: read + written). `hostcall` is host wall time of one "
                 "synchronous `vkr_reduce_buffer`; batch1000 is time per reduce of 1000 "
                 "back to back (torch: 1000 sums in one CUDA graph).")
    lines.append("")
    lines.append("## Target ratios")
    lines.append("")
    rr = []
    for check, vl, rl, v, r, ratio, target, kind, spread, key in ratio_rows(d):
        unit = "GB/s" if kind == "bw" else "us"
        tgt = (">= " if kind == "bw" else "<= ") + f"{target:.2f}x" + (" (assumed)" if key in ASSUMED else "")
        rr.append([check, f"{fmt(v, 2 if kind == 'time' else 1)} {unit}", f"{fmt(r, 2 if kind == 'time' else 1)} {unit}",
                   "n/a" if ratio is None else f"{ratio:.3f}x", tgt, verdict(ratio, target, kind),
                   "n/a" if spread is None else f"{100 * spread:.1f}%"])
    lines.append(table(["check", "vk_reduce", "reference", "ratio", "target", "result",
                        "vk_reduce run-to-run spread"], rr))
    lines.append("")
    passed = sum(1 for r in rr if r[5] == "PASS")
    lines.append(f"{passed} of {len(rr)} checks pass; {sum(1 for r in rr if r[5] == 'MISS')} miss, "
                 f"{sum(1 for r in rr if r[5] == 'MISSING')} missing.")
    lines.append("")
    lines.append("## float32 sum, GB/s")
    lines.append("")
    lines.append(gbps_table(d, [("vk_reduce", "vkr.reduce.sum.f32"), ("CUB", "cub.reduce.sum.f32"),
                                ("cuda.read", "cuda.read.f32"), ("torch.sum", "torch.sum.f32"),
                                ("vk_reduce hostcall", "vkr.reduce.sum.f32.hostcall")], all_ns))
    lines.append("")
    lines.append("## Other cases, GB/s")
    lines.append("")
    cols = []
    for op, t in (("max", "f32"), ("sum", "i32"), ("sum", "f64"), ("sum", "u64")):
        cols += [(f"vkr {op}.{t}", f"vkr.reduce.{op}.{t}"), (f"CUB {op}.{t}", f"cub.reduce.{op}.{t}")]
        if op == "sum" and f"torch.sum.{t}" in d.names():
            cols.append((f"torch {op}.{t}", f"torch.sum.{t}"))
    lines.append(gbps_table(d, cols, all_ns))
    extra = sorted(nm for nm in d.names() if nm.startswith("vkr.reduce.") and not nm.endswith((".batch1000", ".hostcall"))
                   and nm not in {c[1] for c in cols} | {"vkr.reduce.sum.f32"})
    if extra:
        lines.append("")
        lines.append(gbps_table(d, [(nm[len("vkr.reduce."):], nm) for nm in extra], all_ns))
    lines.append("")
    lines.append("## batch1000: microseconds per reduce, 1000 back to back")
    lines.append("")
    bnames = [nm for nm in d.names() if nm.endswith(".batch1000")]
    brows = []
    for n in all_ns:
        cells = [fmt(d.us(nm, n), 2) for nm in bnames]
        if any(c != "n/a" for c in cells):
            brows.append([f"2^{lg(n)}"] + cells)
    lines.append(table(["N"] + [nm.replace(".batch1000", "") for nm in bnames], brows))
    lines.append("")
    lines.append("## Host wall time of one synchronous vkr_reduce_buffer, microseconds")
    lines.append("")
    hnames = [nm for nm in d.names() if nm.endswith(".hostcall")]
    hrows = []
    for n in all_ns:
        cells = [fmt(d.us(nm, n), 1) for nm in hnames]
        if any(c != "n/a" for c in cells):
            hrows.append([f"2^{lg(n)}"] + cells)
    lines.append(table(["N"] + [nm.replace(".hostcall", "").replace("vkr.reduce.", "") for nm in hnames], hrows))
    sweep = [nm for nm in d.names() if nm.startswith("vkr.sweep.")]
    if sweep:
        lines.append("")
        lines.append("## Sweep (sum.f32): best workgroup size x workgroup count per N")
        lines.append("")
        srows = []
        default = d.meta.get("sweep", {}).get("sweep_default", "")
        for n in sorted({n for (nm, n) in d.runs if nm.startswith("vkr.sweep.")}):
            cand = [(d.gbps(nm, n), nm) for nm in sweep if d.us(nm, n)]
            best = max(cand)
            srows.append([f"2^{lg(n)}", best[1][len("vkr.sweep.sum.f32."):], fmt(best[0])])
        lines.append(table(["N", "best (w.g)", "GB/s"], srows))
        if default:
            lines.append("")
            lines.append(f"Library default in the sweep: {default}; best overall: "
                         f"{d.meta.get('sweep', {}).get('sweep_best', '?')}.")
    if d.notes:
        lines.append("")
        lines.append("## Notes from the runs")
        lines.append("")
        lines += [f"- {n}" for n in d.notes]
    lines.append("")
    with open(path, "w") as f:
        f.write("\n".join(lines))


def write_csv(d, path, sources):
    with open(path, "w") as f:
        f.write(f"# merged by bench/merge.py at {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%dT%H:%M:%SZ} "
                f"from {' '.join(s[0] for s in sources)}\n")
        for src in sorted(d.meta):
            for k, v in d.meta[src].items():
                f.write(f"# {src}.{k},{v}\n")
        f.write("name,n,us_median_of_runs,GBps,runs\n")
        for name in d.names():
            for n in d.ns(name):
                g = d.gbps(name, n)
                f.write(f"{name},{n},{d.us(name, n):.2f},{'' if g is None else f'{g:.1f}'},{len(d.runs[(name, n)])}\n")


# ----------------------------------------------------------------------------- PNG

# 5x7 font: 5 column bytes per glyph, bit 0 = top row.
FONT = {
    " ": "0000000000", "!": "00005f0000", "%": "2313086462", "(": "001c224100", ")": "0041221c00",
    "+": "08083e0808", ",": "0050300000", "-": "0808080808", ".": "0060600000", "/": "2010080402",
    "0": "3e5149453e", "1": "00427f4000", "2": "4261514946", "3": "2141454b31", "4": "1814127f10",
    "5": "2745454539", "6": "3c4a494930", "7": "0171090503", "8": "3649494936", "9": "064949291e",
    ":": "0036360000", "=": "1414141414", "<": "0008142241", ">": "4122140800", "^": "0402010204",
    "_": "4040404040", "x": "4428102844", "[": "007f414100", "]": "0041417f00",
    "A": "7e1111117e", "B": "7f49494936", "C": "3e41414122", "D": "7f4141221c", "E": "7f49494941",
    "F": "7f09090901", "G": "3e4149497a", "H": "7f0808087f", "I": "00417f4100", "J": "2040413f01",
    "K": "7f08142241", "L": "7f40404040", "M": "7f020c027f", "N": "7f0408107f", "O": "3e4141413e",
    "P": "7f09090906", "Q": "3e4151215e", "R": "7f09192946", "S": "4649494931", "T": "01017f0101",
    "U": "3f4040403f", "V": "1f2040201f", "W": "3f4038403f", "X": "6314081463", "Y": "0708700807",
    "Z": "6151494543",
    "a": "2054545478", "b": "7f48444438", "c": "3844444420", "d": "384444487f", "e": "3854545418",
    "f": "087e090102", "g": "0c5252523e", "h": "7f08040478", "i": "00447d4000", "j": "2040443d00",
    "k": "7f10284400", "l": "00417f4000", "m": "7c04180478", "n": "7c08040478", "o": "3844444438",
    "p": "7c14141408", "q": "081414187c", "r": "7c08040408", "s": "4854545420", "t": "043f444020",
    "u": "3c4040207c", "v": "1c2040201c", "w": "3c4030403c", "y": "0c5050503c", "z": "4464544c44",
}


class Canvas:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.px = bytearray(b"\xff" * (w * h * 3))

    def dot(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            i = (y * self.w + x) * 3
            self.px[i:i + 3] = bytes(c)

    def rect(self, x0, y0, x1, y1, c):
        for y in range(max(0, y0), min(self.h, y1 + 1)):
            for x in range(max(0, x0), min(self.w, x1 + 1)):
                self.dot(x, y, c)

    def line(self, x0, y0, x1, y1, c, width=1):
        steps = max(abs(x1 - x0), abs(y1 - y0), 1)
        r = width // 2
        for s in range(steps + 1):
            x = round(x0 + (x1 - x0) * s / steps)
            y = round(y0 + (y1 - y0) * s / steps)
            if r:
                self.rect(x - r, y - r, x + r, y + r, c)
            else:
                self.dot(x, y, c)

    def text(self, x, y, s, c=(0, 0, 0), scale=2):
        for ch in s:
            g = FONT.get(ch) or FONT.get(ch.lower()) or "7f4141417f"  # unknown: a box
            for col in range(5):
                bits = int(g[2 * col:2 * col + 2], 16)
                for row in range(7):
                    if bits >> row & 1:
                        self.rect(x + col * scale, y + row * scale, x + col * scale + scale - 1,
                                  y + row * scale + scale - 1, c)
            x += 6 * scale

    def save(self, path):
        raw = b"".join(b"\x00" + bytes(self.px[y * self.w * 3:(y + 1) * self.w * 3]) for y in range(self.h))

        def chunk(tag, data):
            return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0)) +
                    chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def text_width(s, scale=2):
    return 6 * scale * len(s)


def nice_step(span, ticks=6):
    raw = span / ticks
    mag = 10 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)


def write_png(d, path, title):
    series = [("vk_reduce sum.f32", "vkr.reduce.sum.f32", (214, 39, 40)),
              ("CUB DeviceReduce::Sum f32", "cub.reduce.sum.f32", (31, 119, 180)),
              ("CUDA read kernel f32", "cuda.read.f32", (120, 120, 120)),
              ("torch.sum f32", "torch.sum.f32", (44, 160, 44))]
    pts = {name: [(lg(n), d.gbps(name, n)) for n in d.ns(name) if d.gbps(name, n)] for _, name, _ in series}
    allp = [p for v in pts.values() for p in v]
    W, H = 1000, 620
    L, R, T, B = 100, 30, 60, 70
    cv = Canvas(W, H)
    cv.text((W - text_width(title)) // 2, 18, title)
    if not allp:
        cv.text(L, H // 2, "no data")
        cv.save(path)
        return
    xmin, xmax = min(p[0] for p in allp), max(p[0] for p in allp)
    if xmin == xmax:
        xmax += 1
    step = nice_step(max(p[1] for p in allp) * 1.05)
    ymax = step * math.ceil(max(p[1] for p in allp) * 1.05 / step)
    px = lambda x: L + round((x - xmin) / (xmax - xmin) * (W - L - R))  # noqa: E731
    py = lambda y: H - B - round(y / ymax * (H - T - B))  # noqa: E731
    grid, axis = (225, 225, 225), (0, 0, 0)
    y = 0.0
    while y <= ymax + 1e-9:
        cv.line(L, py(y), W - R, py(y), grid)
        lab = f"{y:g}"
        cv.text(L - 8 - text_width(lab), py(y) - 7, lab)
        y += step
    for x in range(xmin, xmax + 1):
        cv.line(px(x), T, px(x), H - B, grid)
        if (x - xmin) % 2 == 0 or xmax - xmin <= 10:
            lab = f"2^{x}"
            cv.text(px(x) - text_width(lab) // 2, H - B + 10, lab)
    cv.line(L, H - B, W - R, H - B, axis)
    cv.line(L, T, L, H - B, axis)
    xl = "N (elements, log2 scale)"
    cv.text((L + W - R - text_width(xl)) // 2, H - 30, xl)
    cv.text(10, T - 30, "GB/s")
    for i, (label, name, col) in enumerate(series):
        p = pts[name]
        for (x0, y0), (x1, y1) in zip(p, p[1:]):
            cv.line(px(x0), py(y0), px(x1), py(y1), col, width=3)
        for x, yv in p:
            cv.rect(px(x) - 3, py(yv) - 3, px(x) + 3, py(yv) + 3, col)
        ly = T + 12 + 24 * i
        cv.line(L + 20, ly + 7, L + 60, ly + 7, col, width=3)
        cv.text(L + 70, ly, label + ("" if p else " (no data)"))
    cv.save(path)


# ----------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help="run folders (every *.csv in them) or CSV files")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "results"))
    ap.add_argument("--name", default="h100")
    args = ap.parse_args()
    files = []
    for p in args.inputs:
        if os.path.isdir(p):
            files += sorted(glob.glob(os.path.join(p, "*.csv")))
        else:
            files.append(p)
    files = [f for f in files if os.path.basename(f) != f"{args.name}.csv"]
    if not files:
        sys.exit("merge.py: no CSV files")
    d = Data(files)
    if not d.runs:
        sys.exit("merge.py: no rows in " + " ".join(files))
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, args.name)
    write_csv(d, base + ".csv", d.files)
    write_md(d, base + ".md", args.name, d.files)
    dev = d.meta.get("vkr", {}).get("device") or d.meta.get("cub", {}).get("device", "")
    write_png(d, base + ".png", f"Reduce float32 sum, GB/s vs N{': ' + dev if dev else ''}")
    rows = ratio_rows(d)
    print(f"merge.py: {len(files)} files, {len(d.runs)} (name, n) points -> {base}.csv/.md/.png")
    for check, _, _, _, _, ratio, target, kind, _, _ in rows:
        print(f"  {verdict(ratio, target, kind):8s} {check}: {'n/a' if ratio is None else f'{ratio:.3f}x'}")


if __name__ == "__main__":
    main()
