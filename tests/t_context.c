/* t_context.c - gp_context_options: the defaults, refusals, and on a
 * device the options a C caller sets (device, caller's stream, memory cap,
 * copy threads), each checked by what it changes. */
#include <stdlib.h>
#include <string.h>

#include "gp_measure.h"
#include "gpuprim.h"
#include "test_options.h"
#include "tap.h"

static void defaults_and_refusals(void)
{
  gp_context_options o;
  memset(&o, 0x5A, sizeof o);
  gp_context_options_init(&o, GP_BACKEND_HOST);
  tap_ok(o.size == sizeof o && o.backend == GP_BACKEND_HOST && o.device == -1 && o.stream == NULL
           && o.memory_limit == 0 && o.copy_threads == 0 && o.copy_spin_us == -1 && o.crossover == 1
           && o.complex_arg_atan2 == 0,
         "gp_context_options_init fills every field with its default");
  gp_measure_options m;
  memset(&m, 0x5A, sizeof m);
  gp_measure_options_init(&m);
  tap_ok(m.pinned_staging == 1 && m.huge_pages == 1 && m.touch_first == -1 && m.direct_copies == -1
           && m.sort_portion == 0 && m.debug_sync == 0 && m.copy_piece_bytes == 0,
         "gp_measure_options_init fills every field with its default");

  gp_context *ctx = (gp_context *) &o;
  o.size = sizeof o - 1;
  tap_ok(gp_context_create(&ctx, &o) == GP_ERROR_INVALID_ARGUMENT && ctx == NULL,
         "options of another layout (size) are refused, and *ctx is NULL");
  gp_context_options_init(&o, GP_BACKEND_HOST);
  ctx = (gp_context *) &o;
  o.copy_threads = -2;
  tap_ok(gp_context_create(&ctx, &o) == GP_ERROR_INVALID_ARGUMENT && ctx == NULL,
         "a negative copy_threads is refused, and *ctx is NULL");
  gp_context_options_init(&o, GP_BACKEND_HOST);
  o.device = -7;
  tap_ok(gp_context_create(&ctx, &o) == GP_ERROR_INVALID_ARGUMENT, "a device ordinal below -1 is refused");
  gp_context_options_init(&o, (gp_backend) 9);
  tap_ok(gp_context_create(&ctx, &o) == GP_ERROR_INVALID_ARGUMENT, "an unknown backend is refused");
  tap_ok(gp_context_create(NULL, NULL) == GP_ERROR_NULL_POINTER, "a NULL ctx pointer is refused");

  const gp_status st = gp_context_create(&ctx, NULL);
  tap_ok(st == GP_SUCCESS && ctx && gp_context_backend(ctx) != GP_BACKEND_AUTO,
         "NULL options open the defaults (AUTO, resolved to %s)", gp_backend_name(gp_context_backend(ctx)));
  gp_context_destroy(ctx);

  /* A host context with two copy threads sums like one with the machine's count. */
  gp_context_options_init(&o, GP_BACKEND_HOST);
  o.copy_threads = 2;
  o.copy_spin_us = 0;
  gp_context *host = NULL;
  int64_t n = 3 << 20;
  double *x = malloc((size_t) n * sizeof *x), y = 0, want = 0;
  int ok = x && gp_context_create(&host, &o) == GP_SUCCESS;
  for (int64_t k = 0; ok && k < n; k++)
    x[k] = (double) (k % 1000) * 0.5;
  gp_array vx, vy;
  const int64_t one = 1;
  if (ok) {
    gp_array_init(&vx, x, GP_DOUBLE, GP_HOST, 1, &n);
    gp_array_init(&vy, &y, GP_DOUBLE, GP_HOST, 1, &one);
    for (int64_t k = 0; k < n; k++)
      want += x[k];
    ok = gp_reduce(host, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &vx, &vy, NULL, 0)
             == GP_SUCCESS
         && y == want;
  }
  size_t free_bytes = 1, total = 1;
  tap_ok(ok && gp_context_device_memory(host, &free_bytes, &total) == GP_ERROR_BACKEND_UNAVAILABLE
           && free_bytes == 0 && gp_context_stream(host) == NULL,
         "a host context of 2 copy threads and no spin sums 3 Mi doubles exactly (%.1f), and has no device", y);
  gp_context_destroy(host);
  free(x);
}

#define DEVICE_CASES 5

static void device_options(void)
{
  gp_context *first = NULL;
  gp_status st = gp_context_create_backend(&first, GP_BACKEND_CUDA);
  if (st != GP_SUCCESS) {
    tap_gpu_cases_unavailable(DEVICE_CASES, st);
    return;
  }
  gp_context_options o;
  gp_context_options_init(&o, GP_BACKEND_CUDA);
  o.device = 0;
  o.stream = gp_context_stream(first);
  gp_context *borrower = NULL;
  st = gp_context_create(&borrower, &o);
  tap_ok(st == GP_SUCCESS && gp_context_stream(borrower) == o.stream,
         "device 0 with a caller's stream: the context queues on that stream (%s)", gp_status_string(st));
  gp_context_destroy(borrower);
  /* the stream is still the first context's: a copy through it works */
  double a[4] = {1, 2, 3, 4}, b[4] = {0};
  void *dev = NULL;
  int ok = gp_device_alloc(first, sizeof a, &dev) == GP_SUCCESS
           && gp_copy(first, dev, GP_DEVICE, a, GP_HOST, sizeof a) == GP_SUCCESS
           && gp_copy(first, b, GP_HOST, dev, GP_DEVICE, sizeof a) == GP_SUCCESS && memcmp(a, b, sizeof a) == 0
           && gp_context_synchronize(first) == GP_SUCCESS;
  gp_device_free(first, dev);
  tap_ok(ok, "closing the borrowing context leaves the caller's stream alive");
  gp_context_destroy(first);

  gp_context_options_init(&o, GP_BACKEND_CUDA);
  o.device = 4096;
  gp_context *none = NULL;
  st = gp_context_create(&none, &o);
  tap_ok(st == GP_ERROR_NO_DEVICE && none == NULL, "device 4096 is no device: %s", gp_status_string(st));

  gp_context_options_init(&o, GP_BACKEND_CUDA);
  o.memory_limit = (size_t) 1 << 20;
  gp_context *capped = NULL;
  void *big = NULL, *small = NULL;
  st = gp_context_create(&capped, &o);
  ok = st == GP_SUCCESS && gp_device_alloc(capped, (size_t) 2 << 20, &big) == GP_ERROR_DEVICE_OUT_OF_MEMORY
       && gp_device_alloc(capped, (size_t) 1 << 19, &small) == GP_SUCCESS;
  gp_device_free(capped, small);
  gp_context_destroy(capped);
  tap_ok(ok, "memory_limit 1 MiB: 2 MiB is refused as out of memory, 512 KiB is given");

  /* An "auto" context with crossover 0 runs a 16-element sum on the device (pool memory taken). */
  gp_context_options_init(&o, GP_BACKEND_AUTO);
  o.crossover = 0;
  gp_context *forced = NULL;
  double x[16], y = 0;
  for (int k = 0; k < 16; k++)
    x[k] = k;
  const int64_t n = 16, one = 1;
  gp_array vx, vy;
  gp_array_init(&vx, x, GP_DOUBLE, GP_HOST, 1, &n);
  gp_array_init(&vy, &y, GP_DOUBLE, GP_HOST, 1, &one);
  size_t in_use = 0, cached = 0;
  ok = gp_context_create(&forced, &o) == GP_SUCCESS
       && gp_reduce(forced, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &vx, &vy, NULL, 0)
              == GP_SUCCESS
       && y == 120 && gp_context_pool_usage(forced, &in_use, &cached) == GP_SUCCESS && in_use + cached > 0;
  gp_context_destroy(forced);
  tap_ok(ok, "crossover 0: a 16-element sum runs on the device (%zu B of pool after)", in_use + cached);
}

int main(void)
{
  defaults_and_refusals();
  device_options();
  return tap_done();
}
