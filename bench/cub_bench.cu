// Copy of shared/bench/cub_bench.cu with '# key,value' device lines before the CSV header, a rows
// mode (--rows: DeviceSegmentedReduce::Sum on bench --rows' data, see rows_main), an arg mode
// (--arg: DeviceReduce::ArgMin / ArgMax f32 beside bench --arg, see arg_main), and a
// scan mode (--scan, below main's reduce rows, which are unchanged):
//   ./cub_bench [max_log2=28] --scan [--extra-log2 27] [--batch-max-log2 20] > cub_scan.csv
// CUB DeviceScan InclusiveSum f32, ExclusiveSum u32, InclusiveSum f64, cudaMemcpyAsync
// device-to-device and a CUDA copy kernel (16-byte vectors, grid-stride, the fastest of a few
// grids) for the same bytes (f32 = 4-byte, f64 = 8-byte elements), at N = 2^10..2^max step 4x
// plus the extras; for N <= 2^20 also 1000 scans back to back on one stream (no sync between),
// time per scan (`.batch1000`). GB/s = (bytes read + bytes written) / time. Every scan's output
// is checked at 6 positions against a CPU prefix (exact for u32; floats within a loose
// (n / 1024 + 1024) * u relative, u = 2^-24 / 2^-53: CUB's rounding is not under test, only that
// it ran and wrote its output) so a broken build never reports a number.
// Reference numbers for vk_reduce benchmarks: CUB DeviceReduce / DeviceScan and two raw-bandwidth
// kernels (read-only, and device memcpy), on whatever CUDA GPU runs it.
//
// Build on a machine with nvcc:   nvcc -O3 -arch=native -o cub_bench cub_bench.cu
// Run:                            ./cub_bench [max_log2_n=28] > cub.csv
// Output: CSV, one row per (name, n): median GPU time over repeated runs (cudaEvent) and GB/s,
// where bytes = bytes read (reduce, read kernel) or read + written (scan, memcpy).
#include <cub/cub.cuh>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

// warm_ms (scan mode): also warm up, one synchronized call at a time, for at least that long
// (as bench --scan --warmup-ms: the clocks drop during the CPU checks between series).
template <class F> static float median_ms(F f, int reps, double warm_ms = 0) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  for (int i = 0; i < 5; i++) f();
  CK(cudaDeviceSynchronize());
  for (auto t0 = std::chrono::steady_clock::now();
       std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() < warm_ms;) {
    f();
    CK(cudaDeviceSynchronize());
  }
  std::vector<float> t;
  for (int i = 0; i < reps; i++) {
    CK(cudaEventRecord(a)); f(); CK(cudaEventRecord(b)); CK(cudaEventSynchronize(b));
    float ms; CK(cudaEventElapsedTime(&ms, a, b)); t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

__global__ void read_bw(const uint4 *p, size_t n4, unsigned *out) {
  unsigned acc = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n4; i += (size_t)gridDim.x * blockDim.x) {
    uint4 v = p[i]; acc += v.x ^ v.y ^ v.z ^ v.w;
  }
  if (acc == 0x12345678u) out[0] = acc;  // never true for the fill below; keeps the loads alive
}

// ---------------------------------------------------------------- scan mode (--scan)

// The copy kernel: four 16-byte loads in flight per thread, then the stores (as bench/copy.comp).
__global__ void copy_kernel(const uint4 *__restrict__ src, uint4 *__restrict__ dst, size_t n4) {
  size_t s = (size_t)gridDim.x * blockDim.x, i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  for (; i + 3 * s < n4; i += 4 * s) {
    uint4 a = src[i], b = src[i + s], c = src[i + 2 * s], d = src[i + 3 * s];
    dst[i] = a; dst[i + s] = b; dst[i + 2 * s] = c; dst[i + 3 * s] = d;
  }
  for (; i < n4; i += s) dst[i] = src[i];
}

static uint32_t word_of(size_t i) { return 0x3f000000u | (uint32_t)((i * 2654435761u) & 0x7fffffu); }
static int failures = 0;

// Checks a scan's output (device, n elements of T) at a few positions against a CPU prefix of
// the data; reports and counts a failure.
template <class T> static bool check_scan(const char *name, const void *out, size_t n, bool inclusive, double u) {
  const double rel_tol = u == 0 ? 0 : (n / 1024.0 + 1024.0) * u;
  const size_t pos[6] = {0, 1, n / 3, n / 2 + 1, n - 2, n - 1};
  long double acc = 0;
  uint32_t iacc = 0;
  size_t j = 0;
  for (size_t i = 0; i < n && j < 6; i++) {
    uint64_t b = sizeof(T) == 8 ? ((uint64_t)word_of(2 * i + 1) << 32 | word_of(2 * i)) : word_of(i);
    T x; memcpy(&x, &b, sizeof x);
    for (int pass = 0; pass < 2; pass++) {
      if (pass == 1) { acc += (long double)x; iacc += (uint32_t)b; }
      if ((pass == 0) != !inclusive) continue;
      while (j < 6 && pos[j] == i) {
        T got; CK(cudaMemcpy(&got, (const char *)out + i * sizeof(T), sizeof(T), cudaMemcpyDeviceToHost));
        bool good;
        long double want = (long double)iacc;
        if (rel_tol == 0) good = (uint32_t)got == iacc;
        else { want = acc; good = fabsl((long double)got - acc) <= rel_tol * fabsl(acc) + 1e-30L; }
        if (!good) {
          fprintf(stderr, "FAIL %s n=%zu element %zu: got %.17g, expected %.17Lg\n", name, n, i, (double)got, want);
          printf("# FAIL,%s,%zu,element %zu: got %.17g expected %.17Lg\n", name, n, i, (double)got, want);
          failures++;
          return false;
        }
        j++;
      }
    }
  }
  return true;
}

static const double kWarmMs = 30;  // ms of warm-up per series, as bench --warmup-ms

static int scan_main(int max_lg, const std::vector<int> &extra, int batch_max_lg, const cudaDeviceProp &prop) {
  std::vector<int> lgs;
  for (int lg = 10; lg <= max_lg; lg += 2) lgs.push_back(lg);
  for (int e : extra) if (e >= 1 && e <= 31) lgs.push_back(e);
  std::sort(lgs.begin(), lgs.end());
  lgs.erase(std::unique(lgs.begin(), lgs.end()), lgs.end());
  const size_t max_n = 1ull << lgs.back();
  char *in, *out;
  CK(cudaMalloc(&in, max_n * 8)); CK(cudaMalloc(&out, max_n * 8));
  {
    std::vector<uint32_t> h(max_n * 2);
    for (size_t i = 0; i < h.size(); i++) h[i] = word_of(i);  // floats in [0.5, 1)
    CK(cudaMemcpy(in, h.data(), max_n * 8, cudaMemcpyHostToDevice));
  }
  size_t tmp_bytes = 0, need = 0;
  cub::DeviceScan::InclusiveSum(nullptr, need, (float *)in, (float *)out, (int)max_n); tmp_bytes = std::max(tmp_bytes, need);
  cub::DeviceScan::ExclusiveSum(nullptr, need, (unsigned *)in, (unsigned *)out, (int)max_n); tmp_bytes = std::max(tmp_bytes, need);
  cub::DeviceScan::InclusiveSum(nullptr, need, (double *)in, (double *)out, (int)max_n); tmp_bytes = std::max(tmp_bytes, need);
  void *tmp; CK(cudaMalloc(&tmp, tmp_bytes + 4096));
  {
    int drv = 0, rt = 0; CK(cudaDriverGetVersion(&drv)); CK(cudaRuntimeGetVersion(&rt));
    printf("# device,%s\n# sm_count,%d\n# cuda_driver_api,%d\n# cuda_runtime,%d\n# cub,%d\n# scan_bytes,read+written\n",
           prop.name, prop.multiProcessorCount, drv, rt, (int)CUB_VERSION);
  }
  printf("name,n,us,GBps\n");
  const int sms = prop.multiProcessorCount;
  const int grids[4] = {4 * sms, 8 * sms, 16 * sms, 0};
  for (int lg : lgs) {
    size_t n = 1ull << lg, tb = tmp_bytes;
    int reps = lg < 24 ? 200 : 50;
    auto row = [&](const char *name, float ms, double bytes) {
      printf("%s,%zu,%.2f,%.1f\n", name, n, ms * 1e3, bytes / (ms * 1e6));
      fflush(stdout);
      fprintf(stderr, "%-34s %11zu %10.2f us %8.1f GB/s\n", name, n, ms * 1e3, bytes / (ms * 1e6));
    };
    auto incl_f32 = [&] { cub::DeviceScan::InclusiveSum(tmp, tb, (float *)in, (float *)out, (int)n); };
    auto excl_u32 = [&] { cub::DeviceScan::ExclusiveSum(tmp, tb, (unsigned *)in, (unsigned *)out, (int)n); };
    auto incl_f64 = [&] { cub::DeviceScan::InclusiveSum(tmp, tb, (double *)in, (double *)out, (int)n); };
    float ms;
    ms = median_ms(incl_f32, reps, kWarmMs);
    if (check_scan<float>("cub.scan.incl.sum.f32", out, n, true, 0x1p-24)) row("cub.scan.incl.sum.f32", ms, n * 8.0);
    ms = median_ms(excl_u32, reps, kWarmMs);
    if (check_scan<unsigned>("cub.scan.excl.sum.u32", out, n, false, 0)) row("cub.scan.excl.sum.u32", ms, n * 8.0);
    ms = median_ms(incl_f64, reps, kWarmMs);
    if (check_scan<double>("cub.scan.incl.sum.f64", out, n, true, 0x1p-53)) row("cub.scan.incl.sum.f64", ms, n * 16.0);
    for (int size = 4; size <= 8; size += 4) {
      size_t bytes = n * size;
      char name[64];
      snprintf(name, sizeof name, "cuda.memcpy.%s", size == 4 ? "f32" : "f64");
      row(name, median_ms([&] { CK(cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice)); }, reps, kWarmMs), 2.0 * bytes);
      float best = 1e30f;
      int best_g = -1;
      size_t n4 = bytes / 16;
      for (int k = 0; k < 4; k++) {
        size_t g = grids[k] ? (size_t)grids[k] : (n4 + 4 * 256 - 1) / (4 * 256);
        if (grids[k] && (size_t)grids[k] * 256 * 4 > n4 * 2) continue;  // far more threads than vectors
        if (g < 1) g = 1;
        CK(cudaMemset(out, 0, bytes));
        float t = median_ms([&] { copy_kernel<<<(unsigned)g, 256>>>((const uint4 *)in, (uint4 *)out, n4); }, reps, kWarmMs);
        CK(cudaGetLastError());
        uint32_t last; CK(cudaMemcpy(&last, out + bytes - 4, 4, cudaMemcpyDeviceToHost));
        if (last != word_of(bytes / 4 - 1)) {
          fprintf(stderr, "FAIL copy kernel n=%zu: last word 0x%08x\n", n, last);
          printf("# FAIL,cuda.copy,%zu,last word wrong\n", n);
          failures++;
          continue;
        }
        if (t < best) { best = t; best_g = grids[k]; }
      }
      snprintf(name, sizeof name, "cuda.copy.%s", size == 4 ? "f32" : "f64");
      if (best_g >= 0) { row(name, best, 2.0 * bytes); printf("# copy_config,%s,%zu,block=256 grid=%d\n", name, n, best_g); }
    }
    if (lg <= batch_max_lg) {  // 1000 scans back to back on one stream, time per scan
      ms = median_ms([&] { for (int k = 0; k < 1000; k++) incl_f32(); }, 5, 100) / 1000;
      if (check_scan<float>("cub.scan.incl.sum.f32.batch1000", out, n, true, 0x1p-24)) row("cub.scan.incl.sum.f32.batch1000", ms, n * 8.0);
      ms = median_ms([&] { for (int k = 0; k < 1000; k++) excl_u32(); }, 5, 100) / 1000;
      if (check_scan<unsigned>("cub.scan.excl.sum.u32.batch1000", out, n, false, 0)) row("cub.scan.excl.sum.u32.batch1000", ms, n * 8.0);
      ms = median_ms([&] { for (int k = 0; k < 1000; k++) incl_f64(); }, 5, 100) / 1000;
      if (check_scan<double>("cub.scan.incl.sum.f64.batch1000", out, n, true, 0x1p-53)) row("cub.scan.incl.sum.f64.batch1000", ms, n * 16.0);
    }
  }
  CK(cudaGetLastError());
  if (failures) fprintf(stderr, "cub_bench: %d FAILED check(s)\n", failures);
  return failures ? 1 : 0;
}

// ---------------------------------------------------------------- rows mode (--rows)
// The cases of bench --rows, same data (word_of) and the same random segment offsets (rows_lcg,
// seed 1, lengths in [0, 8192]): CUB DeviceSegmentedReduce::Sum f32 over 1000 x 1024 rows, 64 x
// 2^20 rows and 1000 random segments (mean 4096); the read kernel over the same bytes; and for
// 1000 x 1024 also 1000 DeviceReduce::Sum launches (the loop a user would write). Every
// result is checked against a CPU double sum (relative 1e-5).
static uint64_t rows_lcg(uint64_t *x) { *x = *x * 6364136223846793005ull + 1442695040888963407ull; return *x >> 33; }

static bool check_sums(const char *name, const float *d_out, const std::vector<int> &off) {
  size_t n = off.size() - 1;
  std::vector<float> h(n);
  CK(cudaMemcpy(h.data(), d_out, n * 4, cudaMemcpyDeviceToHost));
  for (size_t s = 0; s < n; s++) {
    double sum = 0, abs = 0;
    for (int j = off[s]; j < off[s + 1]; j++) { uint32_t w = word_of((size_t)j); float f; memcpy(&f, &w, 4); sum += f; abs += fabs(f); }
    if (!(fabs(h[s] - sum) <= 1e-5 * abs + 1e-30)) {
      fprintf(stderr, "FAIL %s: segment %zu = %.9g, want %.9g\n", name, s, (double)h[s], sum);
      printf("# FAIL,%s,segment %zu\n", name, s);
      failures++;
      return false;
    }
  }
  return true;
}

static int rows_main(const cudaDeviceProp &prop) {
  const size_t big = 64ull << 20;
  std::vector<int> seg(1001);
  uint64_t x = 1;
  seg[0] = 0;
  for (int s = 0; s < 1000; s++) seg[s + 1] = seg[s] + (int)(rows_lcg(&x) % 8193);
  size_t max_n = std::max(big, (size_t)seg[1000]);
  float *in, *out; int *d_off;
  CK(cudaMalloc(&in, max_n * 4)); CK(cudaMalloc(&out, 1000 * 4)); CK(cudaMalloc(&d_off, 1001 * 4));
  {
    std::vector<uint32_t> h(max_n);
    for (size_t i = 0; i < max_n; i++) h[i] = word_of(i);
    CK(cudaMemcpy(in, h.data(), max_n * 4, cudaMemcpyHostToDevice));
  }
  unsigned *sink; CK(cudaMalloc(&sink, 4));
  printf("name,n,us,GBps\n");
  auto row = [&](const char *name, size_t n, float ms, double bytes) { printf("%s,%zu,%.2f,%.1f\n", name, n, ms * 1e3, bytes / (ms * 1e6)); };
  struct Case { const char *name; std::vector<int> off; };
  std::vector<Case> cases(3);
  cases[0].name = "cub.segreduce.sum.f32.1000x1024"; for (int s = 0; s <= 1000; s++) cases[0].off.push_back(s * 1024);
  cases[1].name = "cub.segreduce.sum.f32.64x1048576"; for (int s = 0; s <= 64; s++) cases[1].off.push_back(s << 20);
  cases[2].name = "cub.segreduce.sum.f32.1000.mean4096"; cases[2].off = seg;
  for (auto &c : cases) {
    int nseg = (int)c.off.size() - 1;
    size_t n = (size_t)c.off[nseg], tb = 0;
    CK(cudaMemcpy(d_off, c.off.data(), c.off.size() * 4, cudaMemcpyHostToDevice));
    cub::DeviceSegmentedReduce::Sum(nullptr, tb, in, out, nseg, d_off, d_off + 1);
    void *tmp; CK(cudaMalloc(&tmp, tb + 16));
    CK(cudaMemset(out, 0xff, 1000 * 4));
    float ms = median_ms([&] { cub::DeviceSegmentedReduce::Sum(tmp, tb, in, out, nseg, d_off, d_off + 1); }, 50, kWarmMs);
    check_sums(c.name, out, c.off);
    row(c.name, n, ms, n * 4.0);
    CK(cudaFree(tmp));
    ms = median_ms([&] { read_bw<<<prop.multiProcessorCount * 8, 512>>>((const uint4 *)in, n / 4, sink); }, 50, kWarmMs);
    char name[96]; snprintf(name, sizeof name, "cuda.read.f32.%s", c.name + 22);
    row(name, n, ms, n * 4.0);
  }
  {  // 1000 x 1024 as 1000 DeviceReduce::Sum launches
    size_t tb = 0;
    cub::DeviceReduce::Sum(nullptr, tb, in, out, 1024);
    void *tmp; CK(cudaMalloc(&tmp, tb + 16));
    CK(cudaMemset(out, 0xff, 1000 * 4));
    float ms = median_ms([&] { for (int k = 0; k < 1000; k++) cub::DeviceReduce::Sum(tmp, tb, in + (size_t)k * 1024, out + k, 1024); }, 20, kWarmMs);
    check_sums("cub.reduce.loop1000.f32.1000x1024", out, cases[0].off);
    row("cub.reduce.loop1000.f32.1000x1024", 1024000, ms, 4096000.0);
    CK(cudaFree(tmp));
  }
  CK(cudaFree(in)); CK(cudaFree(out)); CK(cudaFree(d_off)); CK(cudaFree(sink));
  return failures ? 1 : 0;
}

// ---------------------------------------------------------------- arg mode (--arg)
// Beside bench --arg: cub::DeviceReduce::ArgMin / ArgMax on f32 (CUB 3: the interface with
// separate value and int64 index outputs, the one CUB recommends; older CUB: the
// KeyValuePair<int, float> one) and the read kernel, at N = 2^10..2^max step 4x plus the extras, on the same data
// (word_of(i): floats in [0.5, 1)). GB/s = bytes read / time. Each result is checked against
// the CPU (the first index of the extreme; word_of repeats every 2^23 elements).
static int arg_main(int max_lg, const std::vector<int> &extra, const cudaDeviceProp &prop) {
  std::vector<size_t> ns;
  for (int lg = 10; lg <= max_lg; lg += 2) ns.push_back(1ull << lg);
  for (int e : extra) ns.push_back(1ull << e);
  std::sort(ns.begin(), ns.end());
  ns.erase(std::unique(ns.begin(), ns.end()), ns.end());
  const size_t max_n = ns.back();
  char *in; cub::KeyValuePair<int, float> *out; float *out_val; int64_t *out_idx;
  CK(cudaMalloc(&in, max_n * 4)); CK(cudaMalloc(&out, sizeof *out));
  CK(cudaMalloc(&out_val, sizeof *out_val)); CK(cudaMalloc(&out_idx, sizeof *out_idx));
  auto argext = [&](bool mx, void *t, size_t &b, size_t n) {
#if CUB_VERSION >= 300000
    if (mx) CK(cub::DeviceReduce::ArgMax(t, b, (float *)in, out_val, out_idx, (::cuda::std::int64_t)n));
    else CK(cub::DeviceReduce::ArgMin(t, b, (float *)in, out_val, out_idx, (::cuda::std::int64_t)n));
#else
    if (mx) CK(cub::DeviceReduce::ArgMax(t, b, (float *)in, out, (int)n));
    else CK(cub::DeviceReduce::ArgMin(t, b, (float *)in, out, (int)n));
#endif
  };
  {
    std::vector<uint32_t> h(max_n);
    for (size_t i = 0; i < h.size(); i++) h[i] = word_of(i);
    CK(cudaMemcpy(in, h.data(), max_n * 4, cudaMemcpyHostToDevice));
  }
  size_t tmp_bytes = 0, need = 0;
  for (size_t n : ns) for (int mx = 0; mx < 2; mx++) { argext(mx, nullptr, need, n); tmp_bytes = std::max(tmp_bytes, need); }
  void *tmp; CK(cudaMalloc(&tmp, tmp_bytes + 4096));
  unsigned *sink; CK(cudaMalloc(&sink, 4));
  {
    int drv = 0, rt = 0; CK(cudaDriverGetVersion(&drv)); CK(cudaRuntimeGetVersion(&rt));
    printf("# device,%s\n# sm_count,%d\n# cuda_driver_api,%d\n# cuda_runtime,%d\n# cub,%d\n", prop.name,
           prop.multiProcessorCount, drv, rt, (int)CUB_VERSION);
  }
  printf("name,n,us,GBps\n");
  for (size_t n : ns) {
    size_t tb = tmp_bytes;
    int reps = n < (1ull << 24) ? 200 : 50;
    auto row = [&](const char *name, float ms) { printf("%s,%zu,%.2f,%.1f\n", name, n, ms * 1e3, n * 4.0 / (ms * 1e6)); fflush(stdout); };
    for (int mx = 0; mx < 2; mx++) {
      const char *name = mx ? "cub.reduce.argmax.f32" : "cub.reduce.argmin.f32";
      CK(cudaMemset(out_idx, 0xff, sizeof *out_idx)); CK(cudaMemset(out, 0xff, sizeof *out));
      float ms = median_ms([&] { argext(mx, tmp, tb, n); }, reps);
      cub::KeyValuePair<int, float> got; CK(cudaMemcpy(&got, out, sizeof got, cudaMemcpyDeviceToHost));
#if CUB_VERSION >= 300000
      int64_t gi; CK(cudaMemcpy(&gi, out_idx, sizeof gi, cudaMemcpyDeviceToHost));
      CK(cudaMemcpy(&got.value, out_val, sizeof got.value, cudaMemcpyDeviceToHost));
      got.key = (int)gi;
#endif
      size_t best = 0, m = std::min(n, (size_t)1 << 23);
      for (size_t i = 1; i < m; i++) if (mx ? word_of(i) > word_of(best) : word_of(i) < word_of(best)) best = i;
      uint32_t gb; memcpy(&gb, &got.value, 4);
      if ((size_t)got.key != best || gb != word_of(best)) {
        fprintf(stderr, "FAIL %s n=%zu: got index %d value 0x%08x, want %zu 0x%08x\n", name, n, got.key, gb, best, word_of(best));
        printf("# FAIL,%s,%zu,got index %d want %zu\n", name, n, got.key, best);
        failures++;
        continue;
      }
      row(name, ms);
    }
    row("cuda.read.f32", median_ms([&] { read_bw<<<prop.multiProcessorCount * 8, 512>>>((const uint4 *)in, n / 4, sink); }, reps));
  }
  return failures ? 1 : 0;
}

int main(int argc, char **argv) {
  int max_lg = 28, batch_max_lg = 20;
  bool scan = false, rows = false, arg = false;
  std::vector<int> extra;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--scan")) scan = true;
    else if (!strcmp(argv[i], "--rows")) rows = true;
    else if (!strcmp(argv[i], "--arg")) arg = true;
    else if (!strcmp(argv[i], "--extra-log2") && i + 1 < argc) {
      for (char *p = argv[++i]; *p;) { extra.push_back((int)strtol(p, &p, 10)); if (*p == ',') p++; else if (*p) break; }
    }
    else if (!strcmp(argv[i], "--batch-max-log2") && i + 1 < argc) batch_max_lg = atoi(argv[++i]);
    else if (argv[i][0] != '-') max_lg = atoi(argv[i]);
    else { fprintf(stderr, "usage: cub_bench [max_log2=28] [--scan [--extra-log2 a,b] [--batch-max-log2 20]] [--rows] [--arg [--extra-log2 a,b]]\n"); return 2; }
  }
  cudaDeviceProp prop; CK(cudaGetDeviceProperties(&prop, 0));
  fprintf(stderr, "device %s, %d SMs, L2 %d MB\n", prop.name, prop.multiProcessorCount, prop.l2CacheSize >> 20);
  if (scan) return scan_main(max_lg, extra, batch_max_lg, prop);
  if (rows) return rows_main(prop);
  if (arg) return arg_main(max_lg, extra, prop);
  const size_t max_n = 1ull << max_lg;
  // One 8-byte-per-element buffer serves every type; the scan output is a second one.
  char *in, *out_scan, *out_red;
  CK(cudaMalloc(&in, max_n * 8)); CK(cudaMalloc(&out_scan, max_n * 8)); CK(cudaMalloc(&out_red, 64));
  {
    std::vector<uint32_t> h(max_n * 2);
    for (size_t i = 0; i < h.size(); i++) h[i] = 0x3f000000u | (uint32_t)((i * 2654435761u) & 0x7fffffu);  // floats in [0.5, 1)
    CK(cudaMemcpy(in, h.data(), max_n * 8, cudaMemcpyHostToDevice));
  }
  size_t tmp_bytes = 0, need = 0;
  cub::DeviceScan::InclusiveSum(nullptr, need, (float *)in, (float *)out_scan, (int)max_n); tmp_bytes = std::max(tmp_bytes, need);
  cub::DeviceScan::InclusiveSum(nullptr, need, (double *)in, (double *)out_scan, (int)max_n); tmp_bytes = std::max(tmp_bytes, need);
  cub::DeviceReduce::Sum(nullptr, need, (double *)in, (double *)out_red, (int)max_n); tmp_bytes = std::max(tmp_bytes, need);
  void *tmp; CK(cudaMalloc(&tmp, tmp_bytes + 4096));
  unsigned *sink; CK(cudaMalloc(&sink, 4));

  {  // device lines for merge.py (CSV comments; the rows below are the original ones)
    int drv = 0, rt = 0; CK(cudaDriverGetVersion(&drv)); CK(cudaRuntimeGetVersion(&rt));
    printf("# device,%s\n# sm_count,%d\n# cuda_driver_api,%d\n# cuda_runtime,%d\n# cub,%d\n", prop.name,
           prop.multiProcessorCount, drv, rt, (int)CUB_VERSION);
  }
  printf("name,n,us,GBps\n");
  for (int lg = 10; lg <= max_lg; lg += 2) {
    size_t n = 1ull << lg, tb = tmp_bytes;
    int reps = lg < 24 ? 200 : 50;
    auto row = [&](const char *name, float ms, double bytes) { printf("%s,%zu,%.2f,%.1f\n", name, n, ms * 1e3, bytes / (ms * 1e6)); };
    row("cub.reduce.sum.f32", median_ms([&] { cub::DeviceReduce::Sum(tmp, tb, (float *)in, (float *)out_red, (int)n); }, reps), n * 4.0);
    row("cub.reduce.max.f32", median_ms([&] { cub::DeviceReduce::Max(tmp, tb, (float *)in, (float *)out_red, (int)n); }, reps), n * 4.0);
    row("cub.reduce.sum.i32", median_ms([&] { cub::DeviceReduce::Sum(tmp, tb, (int *)in, (int *)out_red, (int)n); }, reps), n * 4.0);
    row("cub.reduce.sum.f64", median_ms([&] { cub::DeviceReduce::Sum(tmp, tb, (double *)in, (double *)out_red, (int)n); }, reps), n * 8.0);
    row("cub.reduce.sum.u64", median_ms([&] { cub::DeviceReduce::Sum(tmp, tb, (unsigned long long *)in, (unsigned long long *)out_red, (int)n); }, reps), n * 8.0);
    row("cub.scan.incl.sum.f32", median_ms([&] { cub::DeviceScan::InclusiveSum(tmp, tb, (float *)in, (float *)out_scan, (int)n); }, reps), n * 8.0);
    row("cub.scan.excl.sum.u32", median_ms([&] { cub::DeviceScan::ExclusiveSum(tmp, tb, (unsigned *)in, (unsigned *)out_scan, (int)n); }, reps), n * 8.0);
    row("cub.scan.incl.sum.f64", median_ms([&] { cub::DeviceScan::InclusiveSum(tmp, tb, (double *)in, (double *)out_scan, (int)n); }, reps), n * 16.0);
    row("cuda.read.f32", median_ms([&] { read_bw<<<prop.multiProcessorCount * 8, 512>>>((const uint4 *)in, n / 4, sink); }, reps), n * 4.0);
    row("cuda.memcpy.f32", median_ms([&] { CK(cudaMemcpyAsync(out_scan, in, n * 4, cudaMemcpyDeviceToDevice)); }, reps), n * 8.0);
    if (lg <= 20) {  // small N the way engines pay it: 1000 reduces back to back, time per reduce
      float ms = median_ms([&] { for (int k = 0; k < 1000; k++) cub::DeviceReduce::Sum(tmp, tb, (float *)in, (float *)out_red, (int)n); }, 5) / 1000;
      row("cub.reduce.sum.f32.batch1000", ms, n * 4.0);
    }
  }
  return 0;
}
