// cub_bench.cu - the CUDA references of bench.c on the same data: CUB DeviceReduce, DeviceScan,
// DeviceSegmentedReduce and ArgMin/ArgMax, a read kernel, a copy kernel and device memcpy.
//
// Every case is timed two ways, after a warm-up, on one non-blocking stream:
//   graph   K calls captured in one CUDA graph, the graph launched and timed with an event pair,
//           time per call = median / K (K = 1000 up to 4 MiB of data, then about 4 GiB of data
//           per graph, at least 16). Like bench.c's b2b view (ours back to back in one command
//           buffer), this leaves the host launch out: the headline comparison.
//   events  an event pair around one call: it also times the host launch of CUB's kernels (an
//           empty kernel reads about 5.5 us this way, 0.8 us in a graph). Shown, never the headline.
// Rows are `name[.graph],n,us,GBps` (no suffix: events) after `# key,value` lines; GB/s = bytes
// read / time (scans, memcpy and copies: read + written). Every reduce, scan and segmented
// result is checked against the CPU; a wrong one prints FAIL, drops the row, exit status 1.
//
//   nvcc -O3 -arch=native -o cub_bench bench/cub_bench.cu
//   ./cub_bench [max_log2=28]            reduces, scans, read kernel, memcpy at 2^10..2^max
//   ./cub_bench [max_log2] --scan [--extra-log2 27]   scans, memcpy, copy kernel
//   ./cub_bench --rows                   segmented sums (bench --rows' shapes and offsets)
//   ./cub_bench [max_log2] --arg         ArgMin / ArgMax f32 and the read kernel
//   ./cub_bench [max_log2] --moments     mean and variance of f32: DeviceReduce::TransformReduce
//   ./cub_bench --scan-rows              row sums 1000 x 1024 and 64 x 2^20 f32: InclusiveScanByKey, InclusiveSum
//                                        with a Welford functor, and the read kernel
//   ./cub_bench [max_log2] --select      DeviceSelect::Flagged (u32, u8 flags; 20-byte records), ::If, DevicePartition
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

static cudaStream_t g_s;  // every call, every capture: a non-blocking stream

static double elapsed_ms(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// events view: an event pair around one call, median of reps, after 5 calls and warm_ms of
// calls (the clocks drop while the host checks results between cases).
template <class F> static float events_ms(F f, int reps, double warm_ms = 30) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  for (int i = 0; i < 5; i++) f();
  CK(cudaStreamSynchronize(g_s));
  for (auto t0 = std::chrono::steady_clock::now(); elapsed_ms(t0) < warm_ms;) { f(); CK(cudaStreamSynchronize(g_s)); }
  std::vector<float> t;
  for (int i = 0; i < reps; i++) {
    CK(cudaEventRecord(a, g_s)); f(); CK(cudaEventRecord(b, g_s)); CK(cudaEventSynchronize(b));
    float ms; CK(cudaEventElapsedTime(&ms, a, b)); t.push_back(ms);
  }
  CK(cudaEventDestroy(a)); CK(cudaEventDestroy(b));
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// How many calls one graph holds: 1000 up to 4 MiB of data, then about 4 GiB of data, at least
// 16 (bench.c's b2b_count).
static int graph_count(double bytes) {
  double k = 4294967296.0 / std::max(bytes, 1.0);
  return k >= 1000 ? 1000 : k <= 16 ? 16 : (int)k;
}

// graph view: k calls of f captured in one graph; median over reps launches / k, after a
// warm-up of at least warm_ms of launches.
template <class F> static float graph_ms(F f, int k, int reps = 15, double warm_ms = 200) {
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CK(cudaStreamBeginCapture(g_s, cudaStreamCaptureModeRelaxed));
  for (int i = 0; i < k; i++) f();
  CK(cudaStreamEndCapture(g_s, &graph));
  CK(cudaGraphInstantiate(&exec, graph, 0));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  int w = 0;
  for (auto t0 = std::chrono::steady_clock::now(); w < 3 || elapsed_ms(t0) < warm_ms; w++) {
    CK(cudaGraphLaunch(exec, g_s)); CK(cudaStreamSynchronize(g_s));
  }
  std::vector<float> t;
  for (int i = 0; i < reps; i++) {
    CK(cudaEventRecord(a, g_s)); CK(cudaGraphLaunch(exec, g_s)); CK(cudaEventRecord(b, g_s)); CK(cudaEventSynchronize(b));
    float ms; CK(cudaEventElapsedTime(&ms, a, b)); t.push_back(ms / k);
  }
  CK(cudaEventDestroy(a)); CK(cudaEventDestroy(b));
  CK(cudaGraphExecDestroy(exec)); CK(cudaGraphDestroy(graph));
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// One CSV row (and a line on stderr).
static void csv_row(const char *name, const char *view, size_t n, float ms, double bytes) {
  char full[128];
  snprintf(full, sizeof full, "%s%s", name, view);
  printf("%s,%zu,%.3f,%.1f\n", full, n, ms * 1e3, bytes / (ms * 1e6));
  fflush(stdout);
  fprintf(stderr, "%-40s %11zu %10.3f us %8.1f GB/s\n", full, n, ms * 1e3, bytes / (ms * 1e6));
}

__global__ void empty_kernel() {}

// The `# key,value` lines before a mode's rows: device, driver, CUDA and CUB versions, then `extra`.
static void print_meta(const cudaDeviceProp &prop, const char *extra) {
  int drv = 0, rt = 0; CK(cudaDriverGetVersion(&drv)); CK(cudaRuntimeGetVersion(&rt));
  printf("# device,%s\n# sm_count,%d\n# cuda_driver_api,%d\n# cuda_runtime,%d\n# cub,%d\n%s", prop.name,
         prop.multiProcessorCount, drv, rt, (int)CUB_VERSION, extra);
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
  uint64_t iacc = 0;  // integer sums wrap at the element's width
  size_t j = 0;
  for (size_t i = 0; i < n && j < 6; i++) {
    uint64_t b = sizeof(T) == 8 ? ((uint64_t)word_of(2 * i + 1) << 32 | word_of(2 * i)) : word_of(i);
    T x; memcpy(&x, &b, sizeof x);
    for (int pass = 0; pass < 2; pass++) {
      if (pass == 1) { acc += (long double)x; iacc += sizeof(T) == 8 ? b : (uint32_t)b; }
      if ((pass == 0) != !inclusive) continue;
      while (j < 6 && pos[j] == i) {
        T got; CK(cudaMemcpy(&got, (const char *)out + i * sizeof(T), sizeof(T), cudaMemcpyDeviceToHost));
        bool good;
        const uint64_t iwant = sizeof(T) == 8 ? iacc : (uint32_t)iacc;
        long double want = (long double)iwant;
        if (rel_tol == 0) good = (uint64_t)got == iwant;
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

static int scan_main(int max_lg, const std::vector<int> &extra, const cudaDeviceProp &prop) {
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
  for (size_t n = 1024; n <= max_n; n *= 2) {  // the largest need over every N
    cub::DeviceScan::InclusiveSum(nullptr, need, (float *)in, (float *)out, (int)n); tmp_bytes = std::max(tmp_bytes, need);
    cub::DeviceScan::ExclusiveSum(nullptr, need, (unsigned *)in, (unsigned *)out, (int)n); tmp_bytes = std::max(tmp_bytes, need);
    cub::DeviceScan::InclusiveSum(nullptr, need, (double *)in, (double *)out, (int)n); tmp_bytes = std::max(tmp_bytes, need);
    cub::DeviceScan::InclusiveSum(nullptr, need, (unsigned long long *)in, (unsigned long long *)out, (int)n);
    tmp_bytes = std::max(tmp_bytes, need);
  }
  void *tmp; CK(cudaMalloc(&tmp, tmp_bytes + 4096));
  print_meta(prop, "# scan_bytes,read+written\n");
  printf("name,n,us,GBps\n");
  const int sms = prop.multiProcessorCount;
  const int grids[4] = {4 * sms, 8 * sms, 16 * sms, 0};
  for (int lg : lgs) {
    size_t n = 1ull << lg, tb = tmp_bytes;
    int reps = lg < 24 ? 200 : 50;
    auto incl_f32 = [&] { CK(cub::DeviceScan::InclusiveSum(tmp, tb, (float *)in, (float *)out, (int)n, g_s)); };
    auto excl_u32 = [&] { CK(cub::DeviceScan::ExclusiveSum(tmp, tb, (unsigned *)in, (unsigned *)out, (int)n, g_s)); };
    auto incl_f64 = [&] { CK(cub::DeviceScan::InclusiveSum(tmp, tb, (double *)in, (double *)out, (int)n, g_s)); };
    auto incl_u64 = [&] {
      CK(cub::DeviceScan::InclusiveSum(tmp, tb, (unsigned long long *)in, (unsigned long long *)out, (int)n, g_s));
    };
    // each scan: events, checked; graph, checked again
    auto check = [&](const char *name, size_t size, bool inclusive, double u) {
      if (size == 8) return u ? check_scan<double>(name, out, n, inclusive, u) : check_scan<unsigned long long>(name, out, n, inclusive, u);
      return u ? check_scan<float>(name, out, n, inclusive, u) : check_scan<unsigned>(name, out, n, inclusive, u);
    };
    auto scan_case = [&](const char *name, auto f, size_t size, bool inclusive, double u) {
      const double bytes = 2.0 * n * size;
      float ms = events_ms(f, reps, kWarmMs);
      if (!check(name, size, inclusive, u)) return;
      csv_row(name, "", n, ms, bytes);
      CK(cudaMemset(out, 0, n * size));
      ms = graph_ms(f, graph_count(bytes));
      if (check(name, size, inclusive, u)) csv_row(name, ".graph", n, ms, bytes);
    };
    scan_case("cub.scan.incl.sum.f32", incl_f32, 4, true, 0x1p-24);
    scan_case("cub.scan.excl.sum.u32", excl_u32, 4, false, 0);
    scan_case("cub.scan.incl.sum.f64", incl_f64, 8, true, 0x1p-53);
    scan_case("cub.scan.incl.sum.u64", incl_u64, 8, true, 0);
    for (int size = 4; size <= 8; size += 4) {
      size_t bytes = n * size;
      char name[64];
      snprintf(name, sizeof name, "cuda.memcpy.%s", size == 4 ? "f32" : "f64");
      auto mc = [&] { CK(cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice, g_s)); };
      csv_row(name, "", n, events_ms(mc, reps, kWarmMs), 2.0 * bytes);
      csv_row(name, ".graph", n, graph_ms(mc, graph_count(2.0 * bytes)), 2.0 * bytes);
      float best = 1e30f;
      int best_g = -1;
      size_t best_grid = 1;
      size_t n4 = bytes / 16;
      for (int k = 0; k < 4; k++) {
        size_t g = grids[k] ? (size_t)grids[k] : (n4 + 4 * 256 - 1) / (4 * 256);
        if (grids[k] && (size_t)grids[k] * 256 * 4 > n4 * 2) continue;  // far more threads than vectors
        if (g < 1) g = 1;
        CK(cudaMemset(out, 0, bytes));
        float t = events_ms([&] { copy_kernel<<<(unsigned)g, 256, 0, g_s>>>((const uint4 *)in, (uint4 *)out, n4); }, reps, kWarmMs);
        CK(cudaGetLastError());
        uint32_t last; CK(cudaMemcpy(&last, out + bytes - 4, 4, cudaMemcpyDeviceToHost));
        if (last != word_of(bytes / 4 - 1)) {
          fprintf(stderr, "FAIL copy kernel n=%zu: last word 0x%08x\n", n, last);
          printf("# FAIL,cuda.copy,%zu,last word wrong\n", n);
          failures++;
          continue;
        }
        if (t < best) { best = t; best_g = grids[k]; best_grid = g; }
      }
      snprintf(name, sizeof name, "cuda.copy.%s", size == 4 ? "f32" : "f64");
      if (best_g >= 0) {
        csv_row(name, "", n, best, 2.0 * bytes);
        csv_row(name, ".graph", n, graph_ms([&] { copy_kernel<<<(unsigned)best_grid, 256, 0, g_s>>>((const uint4 *)in, (uint4 *)out, n4); },
                                            graph_count(2.0 * bytes)), 2.0 * bytes);
        printf("# copy_config,%s,%zu,block=256 grid=%d\n", name, n, best_g);
      }
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
    auto seg = [&] { CK(cub::DeviceSegmentedReduce::Sum(tmp, tb, in, out, nseg, d_off, d_off + 1, g_s)); };
    CK(cudaMemset(out, 0xff, 1000 * 4));
    float ms = events_ms(seg, 50, kWarmMs);
    if (check_sums(c.name, out, c.off)) csv_row(c.name, "", n, ms, n * 4.0);
    CK(cudaMemset(out, 0xff, 1000 * 4));
    ms = graph_ms(seg, graph_count(n * 4.0));
    if (check_sums(c.name, out, c.off)) csv_row(c.name, ".graph", n, ms, n * 4.0);
    CK(cudaFree(tmp));
    auto rd = [&] { read_bw<<<prop.multiProcessorCount * 8, 512, 0, g_s>>>((const uint4 *)in, n / 4, sink); };
    char name[96]; snprintf(name, sizeof name, "cuda.read.f32.%s", c.name + 22);
    csv_row(name, "", n, events_ms(rd, 50, kWarmMs), n * 4.0);
    csv_row(name, ".graph", n, graph_ms(rd, graph_count(n * 4.0)), n * 4.0);
  }
  {  // 1000 x 1024 as 1000 DeviceReduce::Sum launches
    size_t tb = 0;
    cub::DeviceReduce::Sum(nullptr, tb, in, out, 1024);
    void *tmp; CK(cudaMalloc(&tmp, tb + 16));
    auto loop = [&] { for (int k = 0; k < 1000; k++) CK(cub::DeviceReduce::Sum(tmp, tb, in + (size_t)k * 1024, out + k, 1024, g_s)); };
    CK(cudaMemset(out, 0xff, 1000 * 4));
    float ms = events_ms(loop, 20, kWarmMs);
    if (check_sums("cub.reduce.loop1000.f32.1000x1024", out, cases[0].off))
      csv_row("cub.reduce.loop1000.f32.1000x1024", "", 1024000, ms, 4096000.0);
    CK(cudaMemset(out, 0xff, 1000 * 4));
    ms = graph_ms(loop, 1);
    if (check_sums("cub.reduce.loop1000.f32.1000x1024", out, cases[0].off))
      csv_row("cub.reduce.loop1000.f32.1000x1024", ".graph", 1024000, ms, 4096000.0);
    CK(cudaFree(tmp));
  }
  CK(cudaFree(in)); CK(cudaFree(out)); CK(cudaFree(d_off)); CK(cudaFree(sink));
  return failures ? 1 : 0;
}

// N = 2^10..2^max_lg step 4x plus 2^e for each extra e, sorted, once each (arg and moments modes).
static std::vector<size_t> size_list(int max_lg, const std::vector<int> &extra) {
  std::vector<size_t> ns;
  for (int lg = 10; lg <= max_lg; lg += 2) ns.push_back(1ull << lg);
  for (int e : extra) ns.push_back(1ull << e);
  std::sort(ns.begin(), ns.end());
  ns.erase(std::unique(ns.begin(), ns.end()), ns.end());
  return ns;
}

// ---------------------------------------------------------------- arg mode (--arg)
// Beside bench --arg: cub::DeviceReduce::ArgMin / ArgMax on f32 (CUB 3: the interface with
// separate value and int64 index outputs, the one CUB recommends; older CUB: the
// KeyValuePair<int, float> one) and the read kernel, at N = 2^10..2^max step 4x plus the extras, on the same data
// (word_of(i): floats in [0.5, 1)). GB/s = bytes read / time. Each result is checked against
// the CPU (the first index of the extreme; word_of repeats every 2^23 elements).
static int arg_main(int max_lg, const std::vector<int> &extra, const cudaDeviceProp &prop) {
  const std::vector<size_t> ns = size_list(max_lg, extra);
  const size_t max_n = ns.back();
  char *in; cub::KeyValuePair<int, float> *out; float *out_val; int64_t *out_idx;
  CK(cudaMalloc(&in, max_n * 4)); CK(cudaMalloc(&out, sizeof *out));
  CK(cudaMalloc(&out_val, sizeof *out_val)); CK(cudaMalloc(&out_idx, sizeof *out_idx));
  auto argext = [&](bool mx, void *t, size_t &b, size_t n) {
#if CUB_VERSION >= 300000
    if (mx) CK(cub::DeviceReduce::ArgMax(t, b, (float *)in, out_val, out_idx, (::cuda::std::int64_t)n, g_s));
    else CK(cub::DeviceReduce::ArgMin(t, b, (float *)in, out_val, out_idx, (::cuda::std::int64_t)n, g_s));
#else
    if (mx) CK(cub::DeviceReduce::ArgMax(t, b, (float *)in, out, (int)n, g_s));
    else CK(cub::DeviceReduce::ArgMin(t, b, (float *)in, out, (int)n, g_s));
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
  print_meta(prop, "");
  printf("name,n,us,GBps\n");
  for (size_t n : ns) {
    size_t tb = tmp_bytes;
    int reps = n < (1ull << 24) ? 200 : 50;
    for (int mx = 0; mx < 2; mx++) {
      const char *name = mx ? "cub.reduce.argmax.f32" : "cub.reduce.argmin.f32";
      for (int graph = 0; graph < 2; graph++) {
      CK(cudaMemset(out_idx, 0xff, sizeof *out_idx)); CK(cudaMemset(out, 0xff, sizeof *out));
      auto f = [&] { argext(mx, tmp, tb, n); };
      float ms = graph ? graph_ms(f, graph_count(n * 4.0)) : events_ms(f, reps);
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
      csv_row(name, graph ? ".graph" : "", n, ms, n * 4.0);
      }
    }
    auto rd = [&] { read_bw<<<prop.multiProcessorCount * 8, 512, 0, g_s>>>((const uint4 *)in, n / 4, sink); };
    csv_row("cuda.read.f32", "", n, events_ms(rd, reps), n * 4.0);
    csv_row("cuda.read.f32", ".graph", n, graph_ms(rd, graph_count(n * 4.0)), n * 4.0);
  }
  return failures ? 1 : 0;
}

// ---------------------------------------------------------------- moments mode (--moments)
// Beside bench --xform's moments.f32: the count, mean and M2 of f32 in one pass, as a CUDA user
// writes it with CUB: DeviceReduce::TransformReduce of (1, x, 0) triples with Chan's merge
// (Welford's parallel form), in f32 with a float count (exact to 2^24 elements, then as f32
// rounds: CUB's rounding is not under test; the mean and M2 are checked loosely). The read
// kernel over the same bytes. N = 2^10..2^max step 4x plus the extras.
struct Moments { float n, mean, m2; };
struct ToMoments { __host__ __device__ Moments operator()(float x) const { return Moments{1.f, x, 0.f}; } };
struct MergeMoments {
  __host__ __device__ Moments operator()(const Moments &a, const Moments &b) const {
    if (b.n == 0.f) return a;
    if (a.n == 0.f) return b;
    const float n = a.n + b.n, d = b.mean - a.mean, wb = b.n / n;
    return Moments{n, a.mean + d * wb, a.m2 + b.m2 + d * d * a.n * wb};
  }
};
static int moments_main(int max_lg, const std::vector<int> &extra, const cudaDeviceProp &prop) {
  const std::vector<size_t> ns = size_list(max_lg, extra);
  const size_t max_n = ns.back();
  float *in; Moments *out;
  CK(cudaMalloc(&in, max_n * 4)); CK(cudaMalloc(&out, sizeof *out));
  std::vector<uint32_t> h(max_n);
  for (size_t i = 0; i < h.size(); i++) h[i] = word_of(i);
  CK(cudaMemcpy(in, h.data(), max_n * 4, cudaMemcpyHostToDevice));
  auto welford = [&](void *t, size_t &b, size_t n) {
    CK(cub::DeviceReduce::TransformReduce(t, b, in, out, (int64_t)n, MergeMoments(), ToMoments(), Moments{0.f, 0.f, 0.f}, g_s));
  };
  size_t tmp_bytes = 0, need = 0;
  for (size_t n : ns) { welford(nullptr, need, n); tmp_bytes = std::max(tmp_bytes, need); }
  void *tmp; CK(cudaMalloc(&tmp, tmp_bytes + 4096));
  unsigned *sink; CK(cudaMalloc(&sink, 4));
  print_meta(prop, "");
  printf("name,n,us,GBps\n");
  for (size_t n : ns) {
    size_t tb = tmp_bytes;
    int reps = n < (1ull << 24) ? 200 : 50;
    long double s = 0, m2 = 0;
    for (size_t i = 0; i < n; i++) { float x; memcpy(&x, &h[i], 4); s += x; }
    const long double mean = s / n;
    for (size_t i = 0; i < n; i++) { float x; memcpy(&x, &h[i], 4); m2 += (x - mean) * (x - mean); }
    for (int graph = 0; graph < 2; graph++) {
      CK(cudaMemset(out, 0xff, sizeof *out));
      auto f = [&] { welford(tmp, tb, n); };
      float ms = graph ? graph_ms(f, graph_count(n * 4.0)) : events_ms(f, reps);
      Moments got; CK(cudaMemcpy(&got, out, sizeof got, cudaMemcpyDeviceToHost));
      if (!(fabsl(got.mean - mean) <= 1e-3L * fabsl(mean) && fabsl(got.m2 - m2) <= 1e-2L * m2)) {
        fprintf(stderr, "FAIL cub.xform.moments.f32 n=%zu: mean %.9g M2 %.9g, want %.9Lg %.9Lg\n", n, got.mean, got.m2, mean, m2);
        printf("# FAIL,cub.xform.moments.f32,%zu,mean %.9g M2 %.9g want %.9Lg %.9Lg\n", n, got.mean, got.m2, mean, m2);
        failures++;
        continue;
      }
      csv_row("cub.xform.moments.f32", graph ? ".graph" : "", n, ms, n * 4.0);
    }
    // (its own name: the tables' ratios to it come from this run, beside CUB's moments)
    auto rd = [&] { read_bw<<<prop.multiProcessorCount * 8, 512, 0, g_s>>>((const uint4 *)in, n / 4, sink); };
    csv_row("cuda.read.f32.moments", "", n, events_ms(rd, reps), n * 4.0);
    csv_row("cuda.read.f32.moments", ".graph", n, graph_ms(rd, graph_count(n * 4.0)), n * 4.0);
  }
  return failures ? 1 : 0;
}

// ---------------------------------------------------------------- row scans (--scan-rows)
// Beside bench --scan --scan-rows: inclusive f32 sums of rows x length, as a CUDA user writes
// them: DeviceScan::InclusiveScanByKey with one u32 key per element (its row; CUB reads the
// keys too), and one InclusiveSum over the whole array (the plain scan of the same bytes).
// Checked at each row's first and last element against the CPU.
static int scan_rows_main(const cudaDeviceProp &prop) {
  const size_t shapes[2][2] = {{1000, 1024}, {64, 1u << 20}};
  size_t max_n = 0;
  for (auto &sh : shapes) max_n = std::max(max_n, sh[0] * sh[1]);
  float *in, *out; unsigned *keys;
  CK(cudaMalloc(&in, max_n * 4)); CK(cudaMalloc(&out, max_n * 4)); CK(cudaMalloc(&keys, max_n * 4));
  std::vector<uint32_t> h(max_n);
  for (size_t i = 0; i < max_n; i++) h[i] = word_of(i);
  CK(cudaMemcpy(in, h.data(), max_n * 4, cudaMemcpyHostToDevice));
  print_meta(prop, "# scan_bytes,read+written (values; the keys' reads not counted)\n");
  printf("name,n,us,GBps\n");
  for (auto &sh : shapes) {
    const size_t rows = sh[0], len = sh[1], n = rows * len;
    {
      std::vector<unsigned> hk(n);
      for (size_t i = 0; i < n; i++) hk[i] = (unsigned)(i / len);
      CK(cudaMemcpy(keys, hk.data(), n * 4, cudaMemcpyHostToDevice));
    }
    size_t tb = 0, tb2 = 0;
    CK(cub::DeviceScan::InclusiveScanByKey(nullptr, tb, keys, in, out, cuda::std::plus<float>(), (int)n));
    CK(cub::DeviceScan::InclusiveSum(nullptr, tb2, in, out, (int)n));
    void *tmp; CK(cudaMalloc(&tmp, std::max(tb, tb2) + 4096));
    auto by_key = [&] { CK(cub::DeviceScan::InclusiveScanByKey(tmp, tb, keys, in, out, cuda::std::plus<float>(), (int)n, cuda::std::equal_to<unsigned>(), g_s)); };
    auto plain = [&] { CK(cub::DeviceScan::InclusiveSum(tmp, tb2, in, out, (int)n, g_s)); };
    char name[96];
    for (int which = 0; which < 2; which++) {
      snprintf(name, sizeof name, which ? "cub.scan_rows.incl.sum.f32.plain%zux%zu" : "cub.scan_by_key.incl.sum.f32.rows%zux%zu", rows, len);
      CK(cudaMemset(out, 0, n * 4));
      float ms = graph_ms([&] { if (which) plain(); else by_key(); }, graph_count(8.0 * n));
      std::vector<float> o(n);
      CK(cudaMemcpy(o.data(), out, n * 4, cudaMemcpyDeviceToHost));
      bool good = true;
      long double acc = 0;
      for (size_t i = 0; i < n && good; i++) {
        float x; memcpy(&x, &h[i], 4);
        if (!which && i % len == 0) acc = 0;
        acc += x;
        if ((i % len == 0 || i % len == len - 1) && fabsl(o[i] - acc) > 1e-4L * fabsl(acc)) good = false;
      }
      if (!good) {
        fprintf(stderr, "FAIL %s\n", name);
        printf("# FAIL,%s,%zu,wrong sums\n", name, n);
        failures++;
        continue;
      }
      csv_row(name, ".graph", n, ms, 8.0 * n);
    }
    CK(cudaFree(tmp));
  }
  return failures ? 1 : 0;
}

// ---------------------------------------------------------------- stream compaction (--select)
// Beside bench --select, on the same data (bench.c sel_value / sel_flag): DeviceSelect::Flagged
// with u32 and u8 flags, DeviceSelect::If with v < 2^31, Flagged on 20-byte records, and
// DevicePartition::Flagged (which writes the unselected in reverse order: the nearest CUB call).
// The count and the output checked against the CPU.
static uint32_t sel_value(size_t i) { return (uint32_t)i * 2654435761u; }
static uint32_t sel_flag(size_t i) { return ((uint32_t)i * 2246822519u) >> 17 & 1u; }
struct Rec20 { uint32_t w[5]; };
struct LessThan { uint32_t t; __host__ __device__ bool operator()(const uint32_t &v) const { return v < t; } };

static int select_main(int max_lg, const cudaDeviceProp &prop) {
  const size_t max_n = (size_t)1 << max_lg, in_words = std::max(max_n, (size_t)5 << 24);
  uint32_t *in, *out, *fl32, *num; unsigned char *fl8;
  CK(cudaMalloc(&in, in_words * 4)); CK(cudaMalloc(&out, in_words * 4)); CK(cudaMalloc(&fl32, max_n * 4));
  CK(cudaMalloc(&fl8, max_n)); CK(cudaMalloc(&num, 16));
  {
    std::vector<uint32_t> h(in_words);
    for (size_t i = 0; i < in_words; i++) h[i] = sel_value(i);
    CK(cudaMemcpy(in, h.data(), in_words * 4, cudaMemcpyHostToDevice));
    std::vector<uint32_t> f(max_n);
    std::vector<unsigned char> f8(max_n);
    for (size_t i = 0; i < max_n; i++) f8[i] = (unsigned char)(f[i] = sel_flag(i));
    CK(cudaMemcpy(fl32, f.data(), max_n * 4, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(fl8, f8.data(), max_n, cudaMemcpyHostToDevice));
  }
  print_meta(prop, "# select_bytes,input records + flags read + selected records written\n");
  printf("name,n,us,GBps\n");
  const char *names[5] = {"flags_u32.u32", "flags_u8.u32", "less.u32", "flags_u32.rec20", "partition.flags_u32.u32"};
  for (int c = 0; c < 5; c++) {
    for (int lg = 12; lg <= max_lg && lg <= (c == 3 ? 24 : 28); lg += 2) {
      const size_t n = (size_t)1 << lg;
      const uint32_t words = c == 3 ? 5 : 1, fs = c == 1 ? 1 : c == 2 ? 0 : 4;
      const LessThan lt{0x80000000u};
      size_t want = 0;
      for (size_t i = 0; i < n; i++) want += fs ? sel_flag(i) : sel_value(i) < lt.t;
      size_t tb = 0;
      auto call = [&](void *tmp) {
        if (c == 0) CK(cub::DeviceSelect::Flagged(tmp, tb, in, fl32, out, num, (int)n, g_s));
        else if (c == 1) CK(cub::DeviceSelect::Flagged(tmp, tb, in, fl8, out, num, (int)n, g_s));
        else if (c == 2) CK(cub::DeviceSelect::If(tmp, tb, in, out, num, (int)n, lt, g_s));
        else if (c == 3) CK(cub::DeviceSelect::Flagged(tmp, tb, (const Rec20 *)in, fl32, (Rec20 *)out, num, (int)n, g_s));
        else CK(cub::DevicePartition::Flagged(tmp, tb, in, fl32, out, num, (int)n, g_s));
      };
      call(nullptr);
      void *tmp; CK(cudaMalloc(&tmp, tb + 4096));
      const double bytes = (double)n * (4.0 * words + fs) + (double)(c == 4 ? n : want) * 4.0 * words;
      char name[96];
      snprintf(name, sizeof name, "cub.select.%s", names[c]);
      float ms = graph_ms([&] { call(tmp); }, graph_count(bytes));
      float ems = events_ms([&] { call(tmp); }, 25);
      uint32_t got = 0;
      CK(cudaMemcpy(&got, num, 4, cudaMemcpyDeviceToHost));
      const size_t check = std::min(want, (size_t)(16u << 20));
      std::vector<uint32_t> o(check * words);
      CK(cudaMemcpy(o.data(), out, o.size() * 4, cudaMemcpyDeviceToHost));
      bool good = got == want;
      for (size_t i = 0, j = 0; i < n && j < check && good; i++) {
        if (!(fs ? sel_flag(i) : sel_value(i) < lt.t)) continue;
        for (uint32_t w = 0; w < words; w++) good = good && o[j * words + w] == sel_value(i * words + w);
        j++;
      }
      CK(cudaFree(tmp));
      if (!good) {
        fprintf(stderr, "FAIL %s n=%zu: count %u want %zu or records wrong\n", name, n, got, want);
        printf("# FAIL,%s,%zu,wrong\n", name, n);
        failures++;
        continue;
      }
      csv_row(name, ".graph", n, ms, bytes);
      csv_row(name, "", n, ems, bytes);
    }
  }
  CK(cudaFree(in)); CK(cudaFree(out)); CK(cudaFree(fl32)); CK(cudaFree(fl8)); CK(cudaFree(num));
  return failures ? 1 : 0;
}

// ---------------------------------------------------------------- reduce mode (default)
// sum/max f32, sum i32, sum f64/u64 (bench.c's default cases), the read kernel and memcpy, at
// N = 2^10..2^max step 4x; each reduce result checked against the CPU (integers exactly, max
// exactly, float sums within a loose relative bound: CUB's rounding is not under test).
struct RefSums { double f32_sum; uint32_t f32_max, i32_sum; long double f64_sum; uint64_t u64_sum; };

static bool check_reduce(const char *name, const void *d_out, int kind, const RefSums &r, size_t n) {
  unsigned char got[8];
  CK(cudaMemcpy(got, d_out, 8, cudaMemcpyDeviceToHost));
  bool ok;
  double have = 0, want = 0;
  if (kind == 0) { float f; memcpy(&f, got, 4); have = f; want = r.f32_sum; ok = fabs(have - want) <= 1e-4 * want; }
  else if (kind == 1) { uint32_t w; memcpy(&w, got, 4); have = w; want = r.f32_max; ok = w == r.f32_max; }
  else if (kind == 2) { uint32_t w; memcpy(&w, got, 4); have = w; want = r.i32_sum; ok = w == r.i32_sum; }
  else if (kind == 3) { double d; memcpy(&d, got, 8); have = d; want = (double)r.f64_sum; ok = fabs(have - want) <= 1e-12 * want; }
  else { uint64_t w; memcpy(&w, got, 8); have = (double)w; want = (double)r.u64_sum; ok = w == r.u64_sum; }
  if (!ok) {
    fprintf(stderr, "FAIL %s n=%zu: got %.17g, want %.17g\n", name, n, have, want);
    printf("# FAIL,%s,%zu,got %.17g want %.17g\n", name, n, have, want);
    failures++;
  }
  return ok;
}

static int reduce_main(int max_lg, const cudaDeviceProp &prop) {
  const size_t max_n = 1ull << max_lg;
  // One 8-byte-per-element buffer serves every type; the memcpy target is a second one.
  char *in, *out_copy, *out_red;
  CK(cudaMalloc(&in, max_n * 8)); CK(cudaMalloc(&out_copy, max_n * 4)); CK(cudaMalloc(&out_red, 64));
  std::vector<RefSums> refs;
  {
    std::vector<uint32_t> h(max_n * 2);
    for (size_t i = 0; i < h.size(); i++) h[i] = word_of(i);  // floats in [0.5, 1)
    CK(cudaMemcpy(in, h.data(), max_n * 8, cudaMemcpyHostToDevice));
    RefSums r = {0, 0, 0, 0, 0};
    size_t next = 1024;
    for (size_t i = 0; i < max_n; i++) {
      float f; memcpy(&f, &h[i], 4);
      r.f32_sum += f; r.i32_sum += h[i]; r.f32_max = std::max(r.f32_max, h[i]);
      uint64_t e = (uint64_t)h[2 * i + 1] << 32 | h[2 * i];
      double d; memcpy(&d, &e, 8);
      r.f64_sum += d; r.u64_sum += e;
      if (i + 1 == next) { refs.push_back(r); next *= 4; }
    }
  }
  size_t tmp_bytes = 0, need = 0;
  for (size_t n = 1024; n <= max_n; n *= 4) {
    cub::DeviceReduce::Sum(nullptr, need, (float *)in, (float *)out_red, (int)n); tmp_bytes = std::max(tmp_bytes, need);
    cub::DeviceReduce::Max(nullptr, need, (float *)in, (float *)out_red, (int)n); tmp_bytes = std::max(tmp_bytes, need);
    cub::DeviceReduce::Sum(nullptr, need, (int *)in, (int *)out_red, (int)n); tmp_bytes = std::max(tmp_bytes, need);
    cub::DeviceReduce::Sum(nullptr, need, (double *)in, (double *)out_red, (int)n); tmp_bytes = std::max(tmp_bytes, need);
    cub::DeviceReduce::Sum(nullptr, need, (unsigned long long *)in, (unsigned long long *)out_red, (int)n); tmp_bytes = std::max(tmp_bytes, need);
  }
  void *tmp; CK(cudaMalloc(&tmp, tmp_bytes + 4096));
  unsigned *sink; CK(cudaMalloc(&sink, 4));
  print_meta(prop, "");
  printf("name,n,us,GBps\n");
  {  // the floor: an empty kernel, one block of 32 threads
    auto e = [&] { empty_kernel<<<1, 32, 0, g_s>>>(); };
    csv_row("cuda.empty", "", 1, events_ms(e, 200), 0);
    csv_row("cuda.empty", ".graph", 1, graph_ms(e, 1000), 0);
  }
  for (int lg = 10, li = 0; lg <= max_lg; lg += 2, li++) {
    size_t n = 1ull << lg, tb = tmp_bytes;
    int reps = lg < 24 ? 200 : 50;
    const RefSums &r = refs[li];
    auto red = [&](const char *name, int kind, size_t size, auto f) {
      CK(cudaMemset(out_red, 0xff, 64));
      float ms = events_ms(f, reps);
      if (!check_reduce(name, out_red, kind, r, n)) return;
      csv_row(name, "", n, ms, (double)n * size);
      CK(cudaMemset(out_red, 0xff, 64));
      ms = graph_ms(f, graph_count((double)n * size));
      if (check_reduce(name, out_red, kind, r, n)) csv_row(name, ".graph", n, ms, (double)n * size);
    };
    red("cub.reduce.sum.f32", 0, 4, [&] { CK(cub::DeviceReduce::Sum(tmp, tb, (float *)in, (float *)out_red, (int)n, g_s)); });
    red("cub.reduce.max.f32", 1, 4, [&] { CK(cub::DeviceReduce::Max(tmp, tb, (float *)in, (float *)out_red, (int)n, g_s)); });
    red("cub.reduce.sum.i32", 2, 4, [&] { CK(cub::DeviceReduce::Sum(tmp, tb, (int *)in, (int *)out_red, (int)n, g_s)); });
    red("cub.reduce.sum.f64", 3, 8, [&] { CK(cub::DeviceReduce::Sum(tmp, tb, (double *)in, (double *)out_red, (int)n, g_s)); });
    red("cub.reduce.sum.u64", 4, 8, [&] { CK(cub::DeviceReduce::Sum(tmp, tb, (unsigned long long *)in, (unsigned long long *)out_red, (int)n, g_s)); });
    for (int size = 4; size <= 8; size += 4) {  // the read kernel over the bytes of the 4- and 8-byte cases
      auto rd = [&] { read_bw<<<prop.multiProcessorCount * 8, 512, 0, g_s>>>((const uint4 *)in, n * size / 16, sink); };
      const char *name = size == 4 ? "cuda.read.f32" : "cuda.read.f64";
      csv_row(name, "", n, events_ms(rd, reps), (double)n * size);
      csv_row(name, ".graph", n, graph_ms(rd, graph_count((double)n * size)), (double)n * size);
    }
    auto mc = [&] { CK(cudaMemcpyAsync(out_copy, in, n * 4, cudaMemcpyDeviceToDevice, g_s)); };
    csv_row("cuda.memcpy.f32", "", n, events_ms(mc, reps), n * 8.0);
    csv_row("cuda.memcpy.f32", ".graph", n, graph_ms(mc, graph_count(n * 8.0)), n * 8.0);
  }
  CK(cudaGetLastError());
  if (failures) fprintf(stderr, "cub_bench: %d FAILED check(s)\n", failures);
  return failures ? 1 : 0;
}

int main(int argc, char **argv) {
  int max_lg = 28;
  bool scan = false, rows = false, arg = false, moments = false, scan_rows = false, select = false;
  std::vector<int> extra;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--scan")) scan = true;
    else if (!strcmp(argv[i], "--rows")) rows = true;
    else if (!strcmp(argv[i], "--arg")) arg = true;
    else if (!strcmp(argv[i], "--moments")) moments = true;
    else if (!strcmp(argv[i], "--scan-rows")) scan_rows = true;
    else if (!strcmp(argv[i], "--select")) select = true;
    else if (!strcmp(argv[i], "--extra-log2") && i + 1 < argc) {
      for (char *p = argv[++i]; *p;) { extra.push_back((int)strtol(p, &p, 10)); if (*p == ',') p++; else if (*p) break; }
    }
    else if (argv[i][0] != '-') max_lg = atoi(argv[i]);
    else { fprintf(stderr, "usage: cub_bench [max_log2=28] [--scan [--extra-log2 a,b]] [--rows] [--arg|--moments [--extra-log2 a,b]] [--scan-rows] [--select]\n"); return 2; }
  }
  cudaDeviceProp prop; CK(cudaGetDeviceProperties(&prop, 0));
  CK(cudaStreamCreateWithFlags(&g_s, cudaStreamNonBlocking));
  fprintf(stderr, "device %s, %d SMs, L2 %d MB\n", prop.name, prop.multiProcessorCount, prop.l2CacheSize >> 20);
  if (scan) return scan_main(max_lg, extra, prop);
  if (rows) return rows_main(prop);
  if (arg) return arg_main(max_lg, extra, prop);
  if (moments) return moments_main(max_lg, extra, prop);
  if (scan_rows) return scan_rows_main(prop);
  if (select) return select_main(max_lg, prop);
  return reduce_main(max_lg, prop);
}
