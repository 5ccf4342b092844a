#!/usr/bin/env python3
"""Summary of a scan run (bench/run_scan_gpu.sh): ratios of vk_reduce's scans to CUB and to
the copy ceilings, as a markdown table.

    python3 bench/scan_summary.py RUN_DIR [-o summary.md]

RUN_DIR holds vkr*.csv (bench --scan) and cub*.csv (cub_bench --scan): `name,n,us,GBps` rows
after `# key,value` comment lines. Each file is one run; every (name, n) is the median of its
runs' times. All bytes are read + written (2 * n * element size), so every ratio below is a
ratio of GB/s, equal to the inverse ratio of times: "A / B" > 1 means A is faster than B.
Standard library only.
"""
import argparse
import glob
import os
import statistics
import sys

# The targets (H100): (case, log2 n, reference row, minimum of ours/reference).
TARGETS = [
    ("incl.sum.f32", 28, "cub.scan.incl.sum.f32", 1.10, "vs CUB DeviceScan::InclusiveSum"),
    ("incl.sum.f32", 28, "cuda.memcpy.f32", 0.90, "vs cudaMemcpyAsync D2D"),
    ("excl.sum.u32", 27, "cub.scan.excl.sum.u32", 1.05, "vs CUB DeviceScan::ExclusiveSum"),
    ("incl.sum.f64", 27, "cub.scan.incl.sum.f64", 1.05, "vs CUB DeviceScan::InclusiveSum"),
]
# Reported beside the targets, no threshold.
CEILINGS = [("vk.copy", "Vulkan copy shader"), ("vk.copybuf", "vkCmdCopyBuffer"), ("cuda.memcpy", "cudaMemcpyAsync"),
            ("cuda.copy", "CUDA copy kernel")]
TYPE_BYTES = {"f32": 4, "i32": 4, "u32": 4, "f64": 8, "i64": 8, "u64": 8}


def read_csv(path, rows, meta, notes):
    base = os.path.basename(path)
    with open(path, errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("name,"):
                continue
            if line.startswith("#"):
                key, _, val = line[1:].strip().partition(",")
                if key in ("FAIL", "skip", "note"):
                    notes.append(f"{base}: {key} {val}")
                elif key == "check":
                    meta.setdefault("check", []).append(val)
                elif key == "variant":
                    meta.setdefault("variant", {}).setdefault(val.split(",")[0], val)
                else:
                    meta.setdefault(key, val)
                continue
            p = line.split(",")
            if len(p) != 4:
                notes.append(f"{base}: ignored line '{line[:80]}'")
                continue
            try:
                rows.setdefault((p[0], int(p[1])), []).append(float(p[2]))
            except ValueError:
                notes.append(f"{base}: ignored line '{line[:80]}'")


def lg(n):
    return n.bit_length() - 1


def fmt(x, nd=3):
    return "-" if x is None else f"{x:.{nd}f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("run_dir")
    ap.add_argument("-o", "--out", help="write here (default: stdout)")
    a = ap.parse_args()

    ours, cub = {}, {}
    meta_o, meta_c, notes = {}, {}, []
    fo = sorted(glob.glob(os.path.join(a.run_dir, "vkr*.csv")))
    fc = sorted(glob.glob(os.path.join(a.run_dir, "cub*.csv")))
    for f in fo:
        read_csv(f, ours, meta_o, notes)
    for f in fc:
        read_csv(f, cub, meta_c, notes)
    allr = dict(ours)
    allr.update(cub)
    med = {k: statistics.median(v) for k, v in allr.items()}
    spread = {k: (max(v) / min(v) - 1) * 100 if len(v) > 1 and min(v) > 0 else 0.0 for k, v in allr.items()}

    def t(name, n):
        return med.get((name, n))

    def ratio(a_name, b_name, n, nb=None):
        """GB/s of a over GB/s of b at the same bytes: time(b) / time(a)."""
        ta, tb = t(a_name, n), t(b_name, nb if nb is not None else n)
        return None if ta is None or tb is None or ta <= 0 else tb / ta

    out = []
    w = out.append
    w("# Scan benchmark: vk_reduce vs CUB and the copy ceilings")
    w("")
    w(f"Ours: {meta_o.get('device', '?')} ({meta_o.get('driver', '?')}, Vulkan {meta_o.get('vulkan_api', '?')}), "
      f"vk_reduce {meta_o.get('vk_reduce', '?')}, {len(fo)} run(s). CUB: {meta_c.get('device', '?')}, "
      f"CUDA runtime {meta_c.get('cuda_runtime', '?')}, CUB {meta_c.get('cub', '?')}, {len(fc)} run(s). "
      "Times are medians over runs (each run: median of 50-200 GPU-timed repetitions). Bytes = read + written; "
      "every ratio A / B is GB/s(A) / GB/s(B) = time(B) / time(A): > 1 means A is faster.")
    w("")
    for k, v in sorted(meta_o.get("variant", {}).items()):
        w(f"- variant `{k}`: {v.partition(',')[2]}")
    w("")

    # which variants exist (suffix after the case name)
    cases = ["incl.sum.f32", "excl.sum.u32", "incl.sum.f64"]
    extra_cases = sorted({".".join(k[0].split(".")[2:5]) for k in ours if k[0].startswith("vkr.scan.")} - set(cases))
    cases += extra_cases
    suffixes = set()
    for (name, n) in ours:
        if name.startswith("vkr.scan."):
            rest = name.split(".")[5:]
            if rest and rest[-1] == "batch1000":
                rest = rest[:-1]
            suffixes.add(".".join(rest))
    variants = [""] + sorted(s for s in suffixes if s)

    w("## Targets")
    w("")
    w("| case | n | ours us | reference | ref us | ours / ref | target | |")
    w("|---|---|---|---|---|---|---|---|")
    for case, l, ref, tgt, what in TARGETS:
        n = 1 << l
        o, r = t(f"vkr.scan.{case}", n), t(ref, n)
        x = ratio(f"vkr.scan.{case}", ref, n)
        verdict = "-" if x is None else ("PASS" if x >= tgt else "MISS")
        w(f"| {case} | 2^{l} | {fmt(o, 2)} | {ref} ({what}) | {fmt(r, 2)} | {fmt(x)} | >= {tgt:.2f} | {verdict} |")
    for case, l in (("incl.sum.f32", 28), ("excl.sum.u32", 27), ("incl.sum.f64", 27)):
        n = 1 << l
        tb = TYPE_BYTES[case.split(".")[-1]]
        for pre, what in CEILINGS:
            ref = f"{pre}.{'f32' if tb == 4 else 'f64'}"
            x = ratio(f"vkr.scan.{case}", ref, n)
            if x is not None:
                w(f"| {case} | 2^{l} | {fmt(t(f'vkr.scan.{case}', n), 2)} | {ref} ({what}) | {fmt(t(ref, n), 2)} | {fmt(x)} | | |")
    w("")

    for case in cases:
        base = f"vkr.scan.{case}"
        tname = case.split(".")[-1]
        cname = f"cub.scan.{case}"
        tb = TYPE_BYTES.get(tname, 4)
        ct = "f32" if tb == 4 else "f64"
        ns = sorted({n for (nm, n) in ours if nm == base} | {n for (nm, n) in cub if nm == cname})
        if not ns:
            continue
        w(f"## {case}")
        w("")
        head = ["n", "ours us", "ours GB/s", "CUB GB/s", "ours / CUB", "ours / cuda.memcpy", "ours / vk.copy",
                "ours / vk.copybuf", "vk.copy / cuda.memcpy"]
        for s in variants[1:]:
            head += [f"{s} / normal"]
        head += ["ours spread %"]
        w("| " + " | ".join(head) + " |")
        w("|" + "---|" * len(head))
        for n in ns:
            o = t(base, n)
            c = t(cname, n)
            cells = [f"2^{lg(n)}", fmt(o, 2), fmt(2 * n * tb / (o * 1e3), 1) if o else "-",
                     fmt(2 * n * tb / (c * 1e3), 1) if c else "-", fmt(ratio(base, cname, n)),
                     fmt(ratio(base, f"cuda.memcpy.{ct}", n)), fmt(ratio(base, f"vk.copy.{ct}", n)),
                     fmt(ratio(base, f"vk.copybuf.{ct}", n)), fmt(ratio(f"vk.copy.{ct}", f"cuda.memcpy.{ct}", n))]
            for s in variants[1:]:
                cells.append(fmt(ratio(f"{base}.{s}", base, n)))
            cells.append(fmt(spread.get((base, n)), 1))
            w("| " + " | ".join(cells) + " |")
        w("")
        # batch
        bns = sorted({n for (nm, n) in allr if nm in (f"{base}.batch1000", f"{cname}.batch1000")})
        if bns:
            w(f"Batch of 1000 {case} scans in one command buffer / on one stream, us per scan:")
            w("")
            head = ["n", "CUB us"] + [f"ours{('.' + s) if s else ''} us" for s in variants] + \
                   [f"ours{('.' + s) if s else ''} / CUB" for s in variants]
            w("| " + " | ".join(head) + " |")
            w("|" + "---|" * len(head))
            for n in bns:
                cells = [f"2^{lg(n)}", fmt(t(f"{cname}.batch1000", n), 2)]
                for s in variants:
                    cells.append(fmt(t(f"{base}{('.' + s) if s else ''}.batch1000", n), 2))
                for s in variants:
                    cells.append(fmt(ratio(f"{base}{('.' + s) if s else ''}.batch1000", f"{cname}.batch1000", n)))
                w("| " + " | ".join(cells) + " |")
            w("")

    # fallbacks per scan, from the checks (shows the forced-fallback schedule took effect)
    fb = {}
    for val in meta_o.get("check", []):
        p = val.split(",")
        for q in p[3:]:
            if q.startswith("fallbacks_per_scan "):
                fb.setdefault((p[0], int(p[1])), []).append(float(q.split()[1]))
    if fb:
        w("## Single-pass fallbacks per scan (the scratch counter; read after each series)")
        w("")
        w("| name | " + " | ".join(f"2^{lg(n)}" for n in sorted({n for (_, n) in fb})) + " |")
        nsall = sorted({n for (_, n) in fb})
        w("|---|" + "---|" * len(nsall))
        for name in sorted({k[0] for k in fb}):
            w(f"| {name} | " + " | ".join(fmt(statistics.median(fb[(name, n)]), 2) if (name, n) in fb else "-"
                                          for n in nsall) + " |")
        w("")
    if notes:
        w("## Notes (FAIL, skip)")
        w("")
        for s in notes[:60]:
            w(f"- {s}")
        if len(notes) > 60:
            w(f"- ... {len(notes) - 60} more")
        w("")
    text = "\n".join(out) + "\n"
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 1 if any("FAIL" in s for s in notes) else 0


if __name__ == "__main__":
    sys.exit(main())
