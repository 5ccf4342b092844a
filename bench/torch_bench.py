#!/usr/bin/env python3
"""torch.sum on the GPU at the sizes of bench.c / cub_bench.cu, as CSV `name,n,us,GBps`.

Data as in cub_bench.cu: 32-bit word i = 0x3f000000 | ((i * 2654435761) & 0x7fffff), viewed as
float32 (or int32; float64 views pairs of words). Timing: CUDA events around one torch.sum,
synchronised after each run, median of 200 runs below 2^24 elements and 50 from there, after
5 warm-ups. batch1000 (N <= 2^20, float32): 1000 sums captured in one CUDA graph, replayed,
time per sum (median of 5 replays) - the analogue of 1000 reduces in one command buffer.

Usage: python3 bench/torch_bench.py [max_log2=28] [--reps R] > torch.csv
"""
import argparse
import statistics
import sys

import torch


def fill(words, dev):
    i = torch.arange(words, dtype=torch.int64, device=dev)
    return (((i * 2654435761) & 0x7FFFFF) | 0x3F000000).to(torch.int32)


def median_us(fn, reps, warmup=5):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    a = torch.cuda.Event(enable_timing=True)
    b = torch.cuda.Event(enable_timing=True)
    t = []
    for _ in range(reps):
        a.record()
        fn()
        b.record()
        b.synchronize()
        t.append(a.elapsed_time(b) * 1e3)
    return statistics.median(t)


def batch1000_us(xs):
    """Time per sum of 1000 torch.sum captured in one CUDA graph (median of 5 replays)."""
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):  # warm up outside the capture, as torch.cuda.graphs asks
        for _ in range(3):
            torch.sum(xs)
    torch.cuda.current_stream().wait_stream(s)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        outs = [torch.sum(xs) for _ in range(1000)]
    us = median_us(graph.replay, 5, warmup=2) / 1000
    del outs, graph
    return us


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("max_log2", nargs="?", type=int, default=28)
    ap.add_argument("--min-log2", type=int, default=10)
    ap.add_argument("--reps", type=int, default=0, help="timed runs (default 200 below 2^24, else 50)")
    ap.add_argument("--no-batch", action="store_true")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        sys.exit("torch_bench: no CUDA device")
    dev = torch.device("cuda")
    p = torch.cuda.get_device_properties(dev)
    print(f"# device,{p.name}\n# sm_count,{p.multi_processor_count}\n# torch,{torch.__version__}\n"
          f"# cuda,{torch.version.cuda}\nname,n,us,GBps", flush=True)
    max_n = 1 << args.max_log2
    words = fill(2 * max_n, dev)  # 8 bytes per element for the largest float64 case
    f32, i32, f64 = words.view(torch.float32), words, words.view(torch.float64)
    bad = 0

    def row(name, n, us, nbytes):
        print(f"{name},{n},{us:.2f},{nbytes / (us * 1e3):.1f}", flush=True)

    for lg in range(args.min_log2, args.max_log2 + 1, 2):
        n = 1 << lg
        reps = args.reps or (200 if lg < 24 else 50)
        # exact check of the data and of torch: f32 values are (0x800000 | low 23 bits) / 2^24
        exact = ((i32[:n] & 0x7FFFFF) | 0x800000).to(torch.int64).sum().item() / 2.0 ** 24
        got = f32[:n].sum().item()
        if abs(got - exact) > 1e-5 * exact:
            print(f"torch_bench: FAIL float32 sum n={n}: {got} vs exact {exact}", file=sys.stderr)
            bad += 1
        for name, x, size in (("torch.sum.f32", f32, 4), ("torch.sum.f64", f64, 8), ("torch.sum.i32", i32, 4)):
            xs = x[:n]
            row(name, n, median_us(lambda: torch.sum(xs), reps), n * size)
        if lg <= 20 and not args.no_batch:
            try:
                row("torch.sum.f32.batch1000", n, batch1000_us(f32[:n]), n * 4)
            except Exception as e:  # keep the other rows
                print(f"torch_bench: batch1000 n={n} failed: {e!r}", file=sys.stderr)
                bad += 1
        print(f"torch_bench: 2^{lg} done", file=sys.stderr, flush=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
