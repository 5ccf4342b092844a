#!/usr/bin/env python3
"""Median time per (case, N) of alternating A/B bench runs, and each variant's ratio to the first.

    python3 bench/ab_ratios.py DIR base,v1,v2,...

DIR holds ab_<variant>_<round>.csv files (bench.c CSV: name,n,us,GBps); the first variant named
is the base. Ratios are time(variant) / time(base): below 1 is faster.
"""
import collections
import glob
import os
import statistics
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    d, variants = sys.argv[1], sys.argv[2].split(",")
    t = collections.defaultdict(list)
    for f in glob.glob(os.path.join(d, "ab_*.csv")):
        v = os.path.basename(f).split("_")[1]
        for row in open(f):
            p = row.strip().split(",")
            if row.startswith(("#", "name")) or len(p) < 3:
                continue
            try:
                t[(v, p[0], int(p[1]))].append(float(p[2]))
            except ValueError:
                pass
    print("case n " + " ".join(variants) + "  ratios to " + variants[0])
    for name, n in sorted({(k[1], k[2]) for k in t}):
        m = {v: statistics.median(t[(v, name, n)]) for v in variants if (v, name, n) in t}
        if variants[0] not in m:
            continue
        print(name.replace("vkr.reduce.", ""), n, " ".join("%.2f" % m.get(v, 0) for v in variants),
              " ".join("%.3f" % (m[v] / m[variants[0]]) for v in variants[1:] if v in m))


if __name__ == "__main__":
    main()
