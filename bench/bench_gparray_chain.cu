/* bench_gparray_chain.cu - the device time of the gparray chain
 *   g = gparray (x); s = sort (g); c = cumsum (s); t = sum (c)
 * through the C API on device arrays: each step timed alone with CUDA events
 * (warm-up, median of BENCH_RUNS), the upload from pageable host memory as
 * gparray makes it (gp_copy, through the transfer engine).  bench_gparray.m
 * compares the sum of these with the same chain run from Octave.
 *
 *   usage: bench_gparray_chain [log2_n]   (default 27: 1 GiB of doubles)
 * Output: a heading line, then CSV "step,ms" on stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_timing.h"
#include "gpuprim.h"

typedef struct {
  gp_context *ctx;
  const double *host;
  gp_array x, s, c, t;
  size_t bytes;
} chain;

static void check(gp_status st, const char *what)
{
  if (st != GP_SUCCESS) {
    fprintf(stderr, "bench_gparray_chain: %s: %s\n", what, gp_status_string(st));
    exit(1);
  }
}

static void upload(void *arg, int k)
{
  chain *c = (chain *) arg;
  (void) k;
  check(gp_copy(c->ctx, c->x.data, GP_DEVICE, c->host, GP_HOST, c->bytes), "upload");
}

static void sort_step(void *arg, int k)
{
  chain *c = (chain *) arg;
  (void) k;
  check(gp_sort(c->ctx, NULL, &c->x, &c->s, NULL, 0), "sort");
}

static void cumsum_step(void *arg, int k)
{
  chain *c = (chain *) arg;
  (void) k;
  check(gp_scan(c->ctx, GP_OP_SUM, NULL, &c->s, &c->c, NULL, 0), "cumsum");
}

static void sum_step(void *arg, int k)
{
  chain *c = (chain *) arg;
  (void) k;
  check(gp_reduce(c->ctx, GP_OP_SUM, NULL, &c->c, &c->t, NULL, 0), "sum");
}

static gp_array device_column(gp_context *ctx, int64_t n)
{
  gp_array a;
  void *data = NULL;
  int64_t dims[2] = {n, 1};
  check(gp_device_alloc(ctx, (size_t) n * sizeof(double), &data), "device memory");
  gp_array_init(&a, data, GP_DOUBLE, GP_DEVICE, 2, dims);
  return a;
}

int main(int argc, char **argv)
{
  int lg = argc > 1 ? atoi(argv[1]) : 27;
  int64_t n = (int64_t) 1 << lg;
  chain c;
  check(gp_context_create_backend(&c.ctx, GP_BACKEND_CUDA), "context");
  cudaStream_t stream = (cudaStream_t) gp_context_stream(c.ctx);
  double *host = (double *) malloc((size_t) n * sizeof(double));
  if (!host)
    return 1;
  srand(1);
  for (int64_t i = 0; i < n; i++)
    host[i] = (double) rand() / RAND_MAX - 0.5;
  c.host = host;
  c.bytes = (size_t) n * sizeof(double);
  c.x = device_column(c.ctx, n);
  c.s = device_column(c.ctx, n);
  c.c = device_column(c.ctx, n);
  c.t = device_column(c.ctx, 1);
  printf("# the gparray chain's steps on 2^%d doubles, %s\n", lg, gp_context_device_name(c.ctx));
  printf("step,ms\n");
  const char *names[4] = {"upload", "sort", "cumsum", "sum"};
  void (*steps[4])(void *, int) = {upload, sort_step, cumsum_step, sum_step};
  for (int k = 0; k < 4; k++)
    printf("%s,%.4f\n", names[k], bench_median_ms(stream, steps[k], &c));
  gp_context_destroy(c.ctx);
  free(host);
  return 0;
}
