/* bench_timing.h - CUDA-event timing: warm-up, then the median of many runs. */
#ifndef GP_BENCH_TIMING_H
#define GP_BENCH_TIMING_H

#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

#define BENCH_WARMUP 3
#define BENCH_RUNS 25

static inline int bench_cmp_float(const void *a, const void *b)
{
  float x = *(const float *) a, y = *(const float *) b;
  return (x > y) - (x < y);
}

/* Milliseconds, median over BENCH_RUNS timed calls of run(arg, k), k = run
 * index (to rotate input buffers), each timed alone with events on `stream`. */
static inline float bench_median_ms(cudaStream_t stream, void (*run)(void *, int), void *arg)
{
  float ms[BENCH_RUNS];
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int k = 0; k < BENCH_WARMUP; k++)
    run(arg, k);
  cudaStreamSynchronize(stream);
  for (int k = 0; k < BENCH_RUNS; k++) {
    cudaEventRecord(start, stream);
    run(arg, k);
    cudaEventRecord(stop, stream);
    cudaEventSynchronize(stop);
    cudaEventElapsedTime(&ms[k], start, stop);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  qsort(ms, BENCH_RUNS, sizeof ms[0], bench_cmp_float);
  return ms[BENCH_RUNS / 2];
}

#define BENCH_CHECK(call)                                                              \
  do {                                                                                 \
    cudaError_t e_ = (call);                                                           \
    if (e_ != cudaSuccess) {                                                           \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

#endif
