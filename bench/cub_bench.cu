// Copy of shared/bench/cub_bench.cu; the one change: '# key,value' device lines before the CSV header.
// Reference numbers for vk_reduce benchmarks: CUB DeviceReduce / DeviceScan and two raw-bandwidth
// kernels (read-only, and device memcpy), on whatever CUDA GPU runs it.
//
// Build on a machine with nvcc:   nvcc -O3 -arch=native -o cub_bench cub_bench.cu
// Run:                            ./cub_bench [max_log2_n=28] > cub.csv
// Output: CSV, one row per (name, n): median GPU time over repeated runs (cudaEvent) and GB/s,
// where bytes = bytes read (reduce, read kernel) or read + written (scan, memcpy).
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

template <class F> static float median_ms(F f, int reps) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  for (int i = 0; i < 5; i++) f();
  CK(cudaDeviceSynchronize());
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

int main(int argc, char **argv) {
  int max_lg = argc > 1 ? atoi(argv[1]) : 28;
  cudaDeviceProp prop; CK(cudaGetDeviceProperties(&prop, 0));
  fprintf(stderr, "device %s, %d SMs, L2 %d MB\n", prop.name, prop.multiProcessorCount, prop.l2CacheSize >> 20);
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
