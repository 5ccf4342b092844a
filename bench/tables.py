#!/usr/bin/env python3
"""The GPU benchmark's CSVs to bench/results: one CSV, the tables, a plot.

    python3 bench/tables.py RUN_DIR_OR_CSV... [--out bench/results] [--base bench/results/results.csv]

Inputs: the CSVs of bench/run_gpu.sh (bench.c and cub_bench.cu write `name,n,us,GBps` rows after
`# key,value` lines); each file is one run, and every point is the median over runs. Writes:
  results.csv  impl,case,n,view,us: one row per (implementation, case, N, view), the median time
               in us. impl vkr (vk_reduce), vk (plain Vulkan: the floor, the copy shader),
               cub, cuda (the read kernel, a copy kernel, memcpy). view b2b (ours: ops back to
               back in one command buffer, each followed by the user's barrier), graph (CUDA: K
               calls captured in one CUDA graph), single (one op between two timestamps),
               events (CUDA: an event pair around one call, its host launch inside). n is a count,
               or RxL for rows.
  tables.md    the like-for-like tables (b2b against graph): the headline of every comparison;
               the single/events view after them.
  f32_sum.png  f32 sum GB/s against N: ours b2b, CUB graph, the read kernel graph.
--base: start from an earlier results.csv (its median points) and replace every point these
runs measured; used when a run covers some modes only (each mode's ours and CUB come from the
same run). Standard library only.
"""
import argparse
import glob
import math
import os
import re
import statistics
import struct
import sys
import zlib

VIEWS = {"b2b": "b2b", "graph": "graph", "batch1000": "b2b", "hostcall": None}


def parse_name(name, n):
    """A row name of bench.c / cub_bench.cu -> (impl, case, n, view), or None to drop."""
    parts = name.split(".")
    impl, rest = parts[0], parts[1:]
    view = None
    if rest and rest[-1] in VIEWS:
        view = VIEWS[rest[-1]]
        if view is None:
            return None
        rest = rest[:-1]
    if view is None:
        view = "events" if impl in ("cub", "cuda") else "single"
    case = ".".join(rest)
    m = re.match(r"^(rows)\.(f32)\.(\d+x\d+)(.*)$", case)  # vkr.rows.f32.RxL
    if m:
        return impl, "rows.sum.f32" + m.group(4), m.group(3), view
    m = re.match(r"^segreduce\.sum\.f32\.(\d+x\d+)$", case)  # cub's segmented sum over rows
    if m:
        return impl, "rows.sum.f32", m.group(1), view
    m = re.match(r"^segs\.f32\.(\d+x\d+)(\.max\d+)?$", case)  # rows given as segments, with or without their length bound
    if m:
        return impl, "segments.sum.f32" + (".bounded" if m.group(2) else ""), m.group(1), view
    if re.match(r"^(segs\.f32|segreduce\.sum\.f32)\.1000\.mean4096$", case):
        return impl, "segments.sum.f32.random1000", n, view
    m = re.match(r"^read\.f32\.(\d+x\d+|1000\.mean4096)$", case)  # the read kernel beside the rows cases
    if m:
        return impl, "read.f32", m.group(1) if "x" in m.group(1) else n, view
    m = re.match(r"^(loop|reduce\.loop1000)\.f32\.(\d+x\d+)$", case)  # 1000 separate reduces of the rows
    if m:
        return impl, "loop1000.sum.f32", m.group(2), "b2b" if impl == "vkr" else view
    m = re.match(r"^batch1000\.f32\.(direct|gpucount)$", case)
    if m:
        return impl, "reduce.sum.f32.count_" + m.group(1), n, "b2b"
    # row scans, the plain scan of R x L, the rows as segmented scans by u8 head flags / begin offsets
    m = re.match(r"^(scan_rows|scan_by_key)\.(.*)\.(rows|plain|flags|offsets)(\d+x\d+)$", case)
    if m:
        return impl, "scan_rows." + m.group(2) + ("" if m.group(3) == "rows" else "." + m.group(3)), m.group(4), view
    if case == "rows.none":
        return None
    return impl, case, n, view


def read_runs(paths):
    points, meta = {}, {}
    for path in paths:
        with open(path) as f:
            header = None
            for line in f:
                line = line.strip()
                if not line:
                    continue
                if line.startswith("#"):
                    kv = line[1:].strip().split(",", 1)
                    if len(kv) == 2 and kv[0] in ("device", "driver", "vulkan_api", "cuda_runtime", "cub", "date",
                                                  "context", "vk_reduce", "cuda_driver_api"):
                        meta.setdefault(kv[0], kv[1])
                    continue
                if line.startswith("name,"):
                    header = line
                    continue
                if not header:
                    continue
                name, n, us = line.split(",")[:3]
                key = parse_name(name, n)
                if key:
                    points.setdefault(key, []).append(float(us))
    return {k: statistics.median(v) for k, v in points.items()}, meta


def nkey(n):
    if "x" in str(n):
        r, l = str(n).split("x")
        return (1, int(r) * int(l), int(r))
    return (0, int(n), 0)


def nfmt(n):
    if "x" in str(n):
        r, l = str(n).split("x")
        return f"{int(r):,} x {int(l):,}"
    v = int(n)
    return f"2^{int(math.log2(v))}" if v > 0 and v & (v - 1) == 0 else f"{v:,}"


def write_csv(pts, path):
    with open(path, "w") as f:
        f.write("impl,case,n,view,us\n")
        for (impl, case, n, view) in sorted(pts, key=lambda k: (k[1], k[0], k[3], nkey(k[2]))):
            f.write(f"{impl},{case},{n},{view},{pts[(impl, case, n, view)]:.3f}\n")


def compare(pts, title, ours, refs, note=""):
    """A markdown table: N | ours (b2b) | each reference | ref time / ours (>= 1: ours faster)."""
    ns = sorted({k[2] for k in pts if (k[0], k[1], k[3]) == ours}, key=nkey)
    if not ns:
        return ""
    head = ["N", f"ours us ({ours[2]})"]
    for label, _ in refs:
        head += [f"{label} us", f"{label} / ours"]
    lines = [f"### {title}", ""] + ([note, ""] if note else [])
    lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for n in ns:
        mine = pts[(ours[0], ours[1], n, ours[2])]
        row = [nfmt(n), f"{mine:.2f}"]
        for _, (impl, case, view) in refs:
            v = pts.get((impl, case, n, view))
            row += [f"{v:.2f}" if v else "-", f"**{v / mine:.3f}**" if v else "-"]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n\n"


def behind(pts):
    """Every like-for-like point where CUB's graph time is lower than ours (b2b)."""
    out = []
    for (impl, case, n, view), us in pts.items():
        if impl == "vkr" and view == "b2b":
            c = pts.get(("cub", case, n, "graph"))
            if c and c < us:
                out.append((case, n, us, c))
    return sorted(out, key=lambda r: (r[0], nkey(r[1])))


def read_base(path):
    """An earlier results.csv: {(impl, case, n, view): us}."""
    pts = {}
    with open(path) as f:
        next(f)
        for line in f:
            impl, case, n, view, us = line.strip().split(",")
            pts[(impl, case, n, view)] = float(us)
    return pts


def write_md(pts, meta, files, path, base_note=""):
    g = lambda case: ("cub", case, "graph")  # noqa: E731
    parts = ["# Benchmark tables", "",
             "Generated by `bench/tables.py` from " + ", ".join(f"`{os.path.basename(f)}`" for f in files) +
             " (`bench/run_gpu.sh`); every number is the median over those runs and is in `results.csv`." + base_note,
             "", "Device: **" + meta.get("device", "?") + "**; " +
             "; ".join(f"{k} {meta[k]}" for k in ("driver", "vulkan_api", "cuda_runtime", "cub", "date", "context") if k in meta) + ".",
             "",
             "Like for like (the headline): ours = ops back to back in one command buffer, each followed by the "
             "user's barrier (`b2b`, time per op); CUB, the read kernel, copies and memcpy = K calls captured in one "
             "CUDA graph on a non-blocking stream (`graph`, time per call), both after a warm-up. Ratios are "
             "reference time / our time: above 1 we are faster.", ""]
    fl = [("Vulkan: empty dispatch + barrier, back to back", ("vk", "empty", "1", "b2b")),
          ("Vulkan: two timestamps, nothing between", ("vk", "timestamps", "0", "b2b")),
          ("CUDA: empty kernel in a graph", ("cuda", "empty", "1", "graph")),
          ("CUDA: empty kernel, event pair around the launch", ("cuda", "empty", "1", "events"))]
    rows = [f"| {label} | {pts[k]:.2f} |" for label, k in fl if k in pts]
    if rows:
        parts += ["## Floors", "", "| what | us |", "|---|---|"] + rows + [""]
    parts += ["## Reduce", ""]
    for case, rd in (("reduce.sum.f32", "read.f32"), ("reduce.max.f32", "read.f32"), ("reduce.sum.i32", "read.f32"),
                     ("reduce.sum.f64", "read.f64"), ("reduce.sum.u64", "read.f64")):
        parts.append(compare(pts, case, ("vkr", case, "b2b"), [("CUB", g(case)), ("read kernel", ("cuda", rd, "graph"))]))
    parts += ["## Scan", ""]
    for case, cp in (("scan.incl.sum.f32", "f32"), ("scan.excl.sum.u32", "f32"), ("scan.incl.sum.f64", "f64"),
                     ("scan.incl.sum.u64", "f64")):
        parts.append(compare(pts, case, ("vkr", case, "b2b"),
                             [("CUB", g(case)), ("memcpy", ("cuda", "memcpy." + cp, "graph")), ("copy kernel", ("cuda", "copy." + cp, "graph"))]))
    parts += ["## Rows and segments", ""]
    parts.append(compare(pts, "rows.sum.f32 (one call)", ("vkr", "rows.sum.f32", "b2b"),
                         [("CUB segmented", g("rows.sum.f32")), ("read kernel", ("cuda", "read.f32", "graph"))]))
    parts.append(compare(pts, "segments.sum.f32.bounded (the rows as segments by offsets, max_segment_length given)",
                         ("vkr", "segments.sum.f32.bounded", "b2b"),
                         [("without the bound", ("vkr", "segments.sum.f32", "b2b")), ("ours as rows", ("vkr", "rows.sum.f32", "b2b")),
                          ("CUB segmented", g("rows.sum.f32"))]))
    parts.append(compare(pts, "segments.sum.f32.random1000 (1,000 segments, lengths 0-8192)", ("vkr", "segments.sum.f32.random1000", "b2b"),
                         [("CUB segmented", g("segments.sum.f32.random1000"))]))
    parts.append(compare(pts, "1,000 separate f32 sums of 1,024 (time for all 1,000)", ("vkr", "loop1000.sum.f32", "b2b"),
                         [("CUB", g("loop1000.sum.f32"))]))
    parts += ["## Row scans", ""]
    for case in ("scan_rows.incl.sum.f32", "scan_rows.excl.sum.u32"):
        parts.append(compare(pts, case + " (R x L: rows x row_length)", ("vkr", case, "b2b"),
                             [("CUB InclusiveScanByKey", g(case)), ("our plain scan of R x L", ("vkr", case + ".plain", "b2b")),
                              ("CUB InclusiveSum of R x L", g(case + ".plain"))]))
    parts += ["Segmented scans (vkr_cmd_scan_segments) of the same rows, segments by u8 head flags and by begin offsets "
              "(any lengths; the row scan needs a fixed stride); CUB: InclusiveScanByKey with the row index as key.", ""]
    for case in ("scan_rows.incl.sum.f32", "scan_rows.excl.sum.u32"):
        for how in ("flags", "offsets"):
            parts.append(compare(pts, f"{case}.{how} (segmented by {'u8 head flags' if how == 'flags' else 'begin offsets'})",
                                 ("vkr", f"{case}.{how}", "b2b"),
                                 [("CUB InclusiveScanByKey", g(case)), ("our row scan", ("vkr", case, "b2b")),
                                  ("our plain scan of R x L", ("vkr", case + ".plain", "b2b"))]))
    parts += ["## Stream compaction", "",
              "Half of the elements selected; CUB: DeviceSelect::Flagged (flags), ::If (v < 2^31), DevicePartition::Flagged "
              "(partition, which writes the others in reverse order).", ""]
    for case in sorted({k[1] for k in pts if k[0] == "vkr" and k[3] == "b2b" and k[1].startswith("select.")}):
        parts.append(compare(pts, case, ("vkr", case, "b2b"), [("CUB", g(case))]))
    parts += ["## Mean and variance", ""]
    parts.append(compare(pts, "xform.moments.f32 (count, mean, M2, variance in one pass)", ("vkr", "xform.moments.f32", "b2b"),
                         [("CUB Welford", g("xform.moments.f32")), ("read kernel", ("cuda", "read.f32.moments", "graph"))]))
    for case in ("xform.moments.f32.in_f64", "xform.moments.f64"):
        parts.append(compare(pts, case, ("vkr", case, "b2b"), [("ours in f32", ("vkr", "xform.moments.f32", "b2b"))]))
    parts += ["## User-defined operators", ""]
    ops_note = ("User-defined operators (gen.py --user-op); N = 16-byte elements, every row reads the same bytes: ours f32 "
                "sum (0.98-1.00x the CUDA read kernel at 2^28) is the read-speed reference; scans read and write.")
    parts.append(compare(pts, "operators.stats.reduce (f32 min, max, sum, u32 count: 16 bytes)", ("vkr", "operators.stats.reduce", "b2b"),
                         [("ours f32 sum", ("vkr", "operators.sum.f32", "b2b"))], ops_note))
    parts.append(compare(pts, "operators.bicyclic.reduce (8 bytes, not commutative)", ("vkr", "operators.bicyclic.reduce", "b2b"),
                         [("ours f32 sum", ("vkr", "operators.sum.f32", "b2b"))]))
    parts.append(compare(pts, "operators.stats.scan (inclusive)", ("vkr", "operators.stats.scan", "b2b"),
                         [("ours f32 scan", ("vkr", "operators.scan.f32", "b2b"))]))
    parts.append(compare(pts, "operators.stats.scan.rts (inclusive, reduce-then-scan)", ("vkr", "operators.stats.scan.rts", "b2b"),
                         [("ours f32 scan", ("vkr", "operators.scan.f32", "b2b"))]))
    parts += ["## Other types and ops", ""]
    for case in ("reduce.argmin.f32", "reduce.argmax.f32"):
        parts.append(compare(pts, case, ("vkr", case, "b2b"), [("CUB", g(case)), ("read kernel", ("cuda", "read.f32", "graph"))]))
    for case in sorted({k[1] for k in pts if k[0] == "vkr" and k[3] == "b2b" and re.match(r"reduce\.sum\.(u8|i8|u16|i16|f16|bf16)$", k[1])}):
        parts.append(compare(pts, case, ("vkr", case, "b2b"), []))
    parts += ["## The other view: one op alone", "",
              "Ours: one op between two timestamps (`single`, about 1 us of timestamp cost inside). CUB: an event pair "
              "around one call (`events`): that interval also holds the host launch of CUB's kernels. Not like for like; "
              "shown for completeness.", ""]
    parts.append(compare(pts, "reduce.sum.f32", ("vkr", "reduce.sum.f32", "single"), [("CUB events", ("cub", "reduce.sum.f32", "events"))]))
    b = behind(pts)
    parts += ["## Where CUB is faster (like for like)", ""]
    if b:
        parts += ["| case | N | ours us | CUB us | CUB / ours |", "|---|---|---|---|---|"]
        parts += [f"| {c} | {nfmt(n)} | {u:.2f} | {cu:.2f} | {cu / u:.3f} |" for c, n, u, cu in b]
    else:
        parts.append("Nowhere in these runs.")
    with open(path, "w") as f:
        f.write("\n".join(parts).rstrip() + "\n")


# ----------------------------------------------------------------------------- PNG (5x7 font)

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


def write_png(pts, path, title):
    series = [("vk_reduce sum f32 (b2b)", ("vkr", "reduce.sum.f32", "b2b"), (214, 39, 40)),
              ("CUB DeviceReduce::Sum f32 (graph)", ("cub", "reduce.sum.f32", "graph"), (31, 119, 180)),
              ("CUDA read kernel f32 (graph)", ("cuda", "read.f32", "graph"), (120, 120, 120))]
    pts_s = {}
    for _, (impl, case, view), _ in series:
        p = sorted((int(math.log2(int(k[2]))), int(k[2]) * 4 / (us * 1e3)) for k, us in pts.items()
                   if (k[0], k[1], k[3]) == (impl, case, view) and "x" not in k[2] and int(k[2]) > 0
                   and int(k[2]) & (int(k[2]) - 1) == 0)
        pts_s[(impl, case, view)] = p
    allp = [p for v in pts_s.values() for p in v]
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
    for i, (label, key, col) in enumerate(series):
        p = pts_s[key]
        for (x0, y0), (x1, y1) in zip(p, p[1:]):
            cv.line(px(x0), py(y0), px(x1), py(y1), col, width=3)
        for x, yv in p:
            cv.rect(px(x) - 3, py(yv) - 3, px(x) + 3, py(yv) + 3, col)
        ly = T + 12 + 24 * i
        cv.line(L + 20, ly + 7, L + 60, ly + 7, col, width=3)
        cv.text(L + 70, ly, label + ("" if p else " (no data)"))
    cv.save(path)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help="run folders (every *.csv in them) or CSV files")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "results"))
    ap.add_argument("--base", help="an earlier results.csv whose points these runs replace where they measured them")
    args = ap.parse_args()
    files = []
    for p in args.inputs:
        files += sorted(glob.glob(os.path.join(p, "*.csv"))) if os.path.isdir(p) else [p]
    files = [f for f in files if os.path.basename(f) != "results.csv"]
    pts, meta = read_runs(files)
    if not pts:
        sys.exit("tables.py: no rows in " + " ".join(files))
    base_note = ""
    if args.base:
        base = read_base(args.base)
        kept = {k: v for k, v in base.items() if k not in pts}
        modes = sorted({re.sub(r"_\d+\.csv$", "", os.path.basename(f)) for f in files})
        base_note = (f" Those runs ({', '.join(modes)}, {meta.get('date', '?')}) replace {len(base) - len(kept)} points of the "
                     f"previous `results.csv`; its other {len(kept)} points (the other modes, each from its own earlier run) "
                     "are kept as they were.")
        pts = {**kept, **pts}
    os.makedirs(args.out, exist_ok=True)
    write_csv(pts, os.path.join(args.out, "results.csv"))
    write_md(pts, meta, files, os.path.join(args.out, "tables.md"), base_note)
    write_png(pts, os.path.join(args.out, "f32_sum.png"), "f32 sum, GB/s vs N" + (": " + meta["device"] if "device" in meta else ""))
    print(f"tables.py: {len(files)} files, {len(pts)} points -> {args.out}/results.csv, tables.md, f32_sum.png")
    for case, n, u, c in behind(pts):
        print(f"  CUB faster: {case} {nfmt(n)}: ours {u:.2f} us, CUB {c:.2f} us ({c / u:.3f}x)")


if __name__ == "__main__":
    main()
