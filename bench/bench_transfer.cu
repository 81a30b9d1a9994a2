/* bench_transfer.cu - wall time of host <-> device copies of 256 KiB to
 * 128 MiB: the library's (gp_copy, through the transfer engine) in several
 * settings of the engine, against the copy engine alone (cudaMemcpy from and
 * to pinned memory), plain pageable cudaMemcpy, and one thread's memcpy
 * between two warm host buffers.  Host clock, warm-up, median of BENCH_RUNS.
 * Each setting has its own context and the settings take turns at every
 * size, so that the host's drift over the run does not favour one.
 *
 *   usage: bench_transfer SETTING...   SETTING: THREADS:SPIN_US[:direct|:touch]
 *          (copy threads, how long they poll between jobs, and direct copies
 *          that pin the user's memory in place, or staged ones whose output is
 *          faulted in first), or "pageable" (no staging)
 *   GPUPRIM_BENCH_TRANSFER_MIN / _MAX: the smallest and largest sizes in bytes
 *   (default 256 KiB and 128 MiB), doubling in between
 * Output: a heading line, then CSV "setting,what,bytes,us" on stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_timing.h"
#include "gp_measure.h"
#include "gpuprim.h"

typedef struct {
  gp_context *ctx;  /* the setting's */
  char *host, *host2, *pinned, *dev;
  size_t bytes;
} copies;

#define SETTINGS_MAX 16

typedef void (*copy_fn)(copies *);

static void check(gp_status st, const char *what)
{
  if (st != GP_SUCCESS) {
    fprintf(stderr, "bench_transfer: %s: %s\n", what, gp_status_string(st));
    exit(1);
  }
}

static void engine_in(copies *c)
{
  check(gp_copy(c->ctx, c->dev, GP_DEVICE, c->host, GP_HOST, c->bytes), "upload");
}

static void engine_out(copies *c)
{
  check(gp_copy(c->ctx, c->host2, GP_HOST, c->dev, GP_DEVICE, c->bytes), "download");
}

/* The download into a new allocation, as a MEX output gets it. */
static void engine_out_fresh(copies *c)
{
  char *out = (char *) malloc(c->bytes);
  if (!out)
    exit(1);
  check(gp_copy(c->ctx, out, GP_HOST, c->dev, GP_DEVICE, c->bytes), "download");
  free(out);
}

static void pinned_in(copies *c)
{
  BENCH_CHECK(cudaMemcpy(c->dev, c->pinned, c->bytes, cudaMemcpyHostToDevice));
}

static void pinned_out(copies *c)
{
  BENCH_CHECK(cudaMemcpy(c->pinned, c->dev, c->bytes, cudaMemcpyDeviceToHost));
}

static void pageable_in(copies *c)
{
  BENCH_CHECK(cudaMemcpy(c->dev, c->host, c->bytes, cudaMemcpyHostToDevice));
}

static void pageable_out(copies *c)
{
  BENCH_CHECK(cudaMemcpy(c->host2, c->dev, c->bytes, cudaMemcpyDeviceToHost));
}

static void host_memcpy(copies *c)
{
  memcpy(c->host2, c->host, c->bytes);
}

static double now_us(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double median_us(copy_fn f, copies *c)
{
  double us[BENCH_RUNS];
  for (int k = 0; k < BENCH_WARMUP; k++)
    f(c);
  for (int k = 0; k < BENCH_RUNS; k++) {
    double t0 = now_us();
    f(c);
    us[k] = now_us() - t0;
  }
  qsort(us, BENCH_RUNS, sizeof us[0], cmp_double);
  return us[BENCH_RUNS / 2];
}

/* A context whose copy team and staging follow `setting`. */
static gp_context *context_for(const char *setting, char *dev, const char *host)
{
  gp_context *ctx = NULL;
  char threads[32] = "16", spin[32] = "0", how[32] = "";
  gp_context_options o;
  gp_context_options_init(&o, GP_BACKEND_CUDA);
  gp_measure_options m;
  gp_measure_options_init(&m);
  if (strcmp(setting, "pageable") == 0)
    m.pinned_staging = 0;
  else if (sscanf(setting, "%31[0-9]:%31[0-9]:%31s", threads, spin, how) < 2
           || (*how && strcmp(how, "direct") != 0 && strcmp(how, "touch") != 0)) {
    fprintf(stderr, "bench_transfer: a setting is THREADS:SPIN_US[:direct|:touch] or pageable, not %s\n", setting);
    exit(2);
  }
  m.direct_copies = strcmp(how, "direct") == 0;
  m.touch_first = strcmp(how, "touch") == 0;
  o.copy_threads = atoi(threads) > 0 ? atoi(threads) : 1;
  o.copy_spin_us = atol(spin);
  check(gp_context_create_measuring(&ctx, &o, &m), "context");
  check(gp_copy(ctx, dev, GP_DEVICE, host, GP_HOST, (size_t) 1 << 20), "first copy");
  return ctx;
}

int main(int argc, char **argv)
{
  const char *lo = getenv("GPUPRIM_BENCH_TRANSFER_MIN"), *hi = getenv("GPUPRIM_BENCH_TRANSFER_MAX");
  const size_t least = lo ? (size_t) atoll(lo) : (size_t) 256 << 10, most = hi ? (size_t) atoll(hi) : (size_t) 128 << 20;
  int settings = argc - 1 < SETTINGS_MAX ? argc - 1 : SETTINGS_MAX;
  gp_context *ctx[SETTINGS_MAX];
  copies c;
  if (settings < 1) {
    fprintf(stderr, "usage: bench_transfer THREADS:SPIN_US|pageable ...\n");
    return 2;
  }
  c.host = (char *) malloc(most);
  c.host2 = (char *) malloc(most);
  if (!c.host || !c.host2)
    return 1;
  memset(c.host, 1, most);
  memset(c.host2, 2, most);
  BENCH_CHECK(cudaMallocHost((void **) &c.pinned, most));
  memset(c.pinned, 3, most);
  BENCH_CHECK(cudaMalloc((void **) &c.dev, most));
  for (int k = 0; k < settings; k++)
    ctx[k] = context_for(argv[k + 1], c.dev, c.host);
  const char *engine_names[] = {"engine_in", "engine_out", "engine_out_fresh"};
  copy_fn engine_fns[] = {engine_in, engine_out, engine_out_fresh};
  const char *plain_names[] = {"pinned_in", "pinned_out", "pageable_in", "pageable_out", "host_memcpy"};
  copy_fn plain_fns[] = {pinned_in, pinned_out, pageable_in, pageable_out, host_memcpy};
  printf("# host <-> device copies on %s, us (median of %d)\n", gp_context_device_name(ctx[0]), BENCH_RUNS);
  printf("setting,what,bytes,us\n");
  for (size_t bytes = least; bytes <= most; bytes *= 2) {
    c.bytes = bytes;
    for (size_t f = 0; f < sizeof engine_fns / sizeof engine_fns[0]; f++)
      for (int k = 0; k < settings; k++) {
        c.ctx = ctx[k];
        printf("%s,%s,%zu,%.1f\n", argv[k + 1], engine_names[f], bytes, median_us(engine_fns[f], &c));
      }
    for (size_t f = 0; f < sizeof plain_fns / sizeof plain_fns[0]; f++)
      printf("-,%s,%zu,%.1f\n", plain_names[f], bytes, median_us(plain_fns[f], &c));
    fflush(stdout);
  }
  for (int k = 0; k < settings; k++)
    gp_context_destroy(ctx[k]);
  cudaFree(c.dev);
  cudaFreeHost(c.pinned);
  free(c.host);
  free(c.host2);
  return 0;
}
