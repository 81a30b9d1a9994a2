/* t_transfer.c - the copy team's split copies (on any machine), then host
 * <-> device copies through the transfer engine: every byte arrives, at
 * sizes around its thresholds and chunk edges, from misaligned host
 * addresses, with several copies interleaved on the pinned ring, with one
 * copy thread or several, with pinned staging off, and under a primitive
 * whose host input and output are staged in chunks. */
#include <stdint.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "copy_team.h"
#include "gp_measure.h"
#include "gpuprim.h"
#include "test_options.h"
#include "tap.h"

#define CASES 9

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static void fill_random(unsigned char *p, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    p[i] = (unsigned char) (rng_state >> 29);
  }
}

/* host[shift ..] -> device -> a fresh host buffer, compared byte for byte. */
static int round_trip(gp_context *ctx, size_t bytes, size_t shift)
{
  unsigned char *src = malloc(bytes + shift + 1), *dst = malloc(bytes + shift + 1);
  void *dev = NULL;
  int ok = src && dst && gp_device_alloc(ctx, bytes ? bytes : 1, &dev) == GP_SUCCESS;
  if (ok) {
    fill_random(src, bytes + shift);
    memset(dst, 0xA5, bytes + shift + 1);
    ok = gp_copy(ctx, dev, GP_DEVICE, src + shift, GP_HOST, bytes) == GP_SUCCESS
         && gp_copy(ctx, dst + shift, GP_HOST, dev, GP_DEVICE, bytes) == GP_SUCCESS
         && memcmp(src + shift, dst + shift, bytes) == 0 && dst[bytes + shift] == 0xA5
         && (shift == 0 || dst[shift - 1] == 0xA5);
  }
  if (dev)
    gp_device_free(ctx, dev);
  free(src);
  free(dst);
  return ok;
}

static void sizes_and_offsets(gp_context *ctx)
{
  static const size_t sizes[] = {0, 1, 4095, (256u << 10) - 1, 256u << 10, (256u << 10) + 1, (1u << 20) + 17,
                                 16u << 20, (64u << 20) + 12345, (200u << 20) + 3};
  int ok = 1;
  size_t failed = 0;
  for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++)
    for (size_t shift = 0; shift < 8; shift += 3)
      if (!round_trip(ctx, sizes[k], shift)) {
        ok = 0;
        failed = sizes[k];
      }
  tap_ok(ok, "cuda: round trips of 0 B .. 200 MiB + 3, at host offsets 0, 3, 6 (first failure %zu B)", failed);
}

/* Two uploads, then two downloads in the other order: ring buffers are
 * reused while earlier copies may still be in flight. */
static void interleaved(gp_context *ctx)
{
  const size_t na = (48u << 20) + 7, nb = (5u << 20) + 1;
  unsigned char *a = malloc(na), *b = malloc(nb), *a2 = malloc(na), *b2 = malloc(nb);
  void *da = NULL, *db = NULL;
  int ok = a && b && a2 && b2 && gp_device_alloc(ctx, na, &da) == GP_SUCCESS
           && gp_device_alloc(ctx, nb, &db) == GP_SUCCESS;
  if (ok) {
    fill_random(a, na);
    fill_random(b, nb);
    ok = gp_copy(ctx, da, GP_DEVICE, a, GP_HOST, na) == GP_SUCCESS
         && gp_copy(ctx, db, GP_DEVICE, b, GP_HOST, nb) == GP_SUCCESS
         && gp_copy(ctx, b2, GP_HOST, db, GP_DEVICE, nb) == GP_SUCCESS
         && gp_copy(ctx, a2, GP_HOST, da, GP_DEVICE, na) == GP_SUCCESS && memcmp(a, a2, na) == 0
         && memcmp(b, b2, nb) == 0;
  }
  gp_device_free(ctx, da);
  gp_device_free(ctx, db);
  free(a);
  free(b);
  free(a2);
  free(b2);
  tap_ok(ok, "cuda: 48 MiB and 5 MiB uploaded, then downloaded in the other order");
}

/* cumsum of a host int32 array of 2^25 elements (staged in and out in
 * chunks) against the host backend's: integers summed in double are exact. */
static void staged_scan(gp_context *ctx)
{
  const int64_t n = (int64_t) 1 << 25;
  int32_t *x = malloc((size_t) n * 4);
  double *y = malloc((size_t) n * 8), *ref = malloc((size_t) n * 8);
  gp_context *host = NULL;
  int ok = x && y && ref && gp_context_create_backend(&host, GP_BACKEND_HOST) == GP_SUCCESS;
  if (ok) {
    fill_random((unsigned char *) x, (size_t) n * 4);
    gp_array vx, vy, vr;
    gp_array_init(&vx, x, GP_INT32, GP_HOST, 1, &n);
    gp_array_init(&vy, y, GP_DOUBLE, GP_HOST, 1, &n);
    gp_array_init(&vr, ref, GP_DOUBLE, GP_HOST, 1, &n);
    ok = gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &vx, &vy, NULL, 0) == GP_SUCCESS
         && gp_scan(host, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &vx, &vr, NULL, 0) == GP_SUCCESS
         && memcmp(y, ref, (size_t) n * 8) == 0;
  }
  gp_context_destroy(host);
  free(x);
  free(y);
  free(ref);
  tap_ok(ok, "cuda: cumsum of 2^25 host int32 through staged chunks equals the host backend's, bit for bit");
}

/* A CUDA context opened with options o, running round trips. */
static void with_setting(const gp_context_options *o, const gp_measure_options *m, const char *what)
{
  gp_context *ctx = NULL;
  int ok = gp_context_create_measuring(&ctx, o, m) == GP_SUCCESS && round_trip(ctx, (40u << 20) + 5, 3)
           && round_trip(ctx, (300u << 10) + 1, 0);
  gp_context_destroy(ctx);
  tap_ok(ok, "cuda: round trips of 40 MiB + 5 and 300 KiB + 1 %s", what);
}

/* A team of `threads` with the tuned spin and pieces. */
static gp_status team_of(gp_copy_team **team, int threads)
{
  const gp_copy_team_settings settings = {threads, -1, 0};
  return gp_copy_team_create(team, &settings);
}

/* Teams of 1, 2, 5 and 16 threads copy sizes around their piece edges
 * between misaligned addresses; nothing outside the range is written. */
typedef struct run_counts {
  atomic_int runs[32];
} run_counts;

static void count_piece(void *arg, int k)
{
  atomic_fetch_add(&((run_counts *) arg)->runs[k], 1);
}

static void copy_teams(void)
{
  static const int threads[] = {1, 2, 5, 16};
  static const size_t sizes[] = {0, 1, 100, (128u << 10) - 1, (128u << 10) + 1, (1u << 20) + 3, (33u << 20) + 5};
  const size_t most = (33u << 20) + 5 + 16;
  unsigned char *src = malloc(most), *dst = malloc(most);
  int ok = src && dst;
  if (ok)
    fill_random(src, most);
  for (size_t t = 0; ok && t < sizeof threads / sizeof *threads; t++) {
    gp_copy_team *team = NULL;
    ok = team_of(&team, threads[t]) == GP_SUCCESS && gp_copy_team_size(team) == threads[t];
    for (size_t k = 0; ok && k < sizeof sizes / sizeof *sizes; k++) {
      memset(dst, 0x5A, most);
      gp_copy_team_memcpy(team, dst + 7, src + 3, sizes[k]);
      ok = memcmp(dst + 7, src + 3, sizes[k]) == 0 && dst[6] == 0x5A && dst[7 + sizes[k]] == 0x5A;
      /* a touch writes inside its range only, at its first and last bytes too */
      memset(dst, 0x5A, most);
      gp_copy_team_touch(team, dst + 7, sizes[k]);
      ok = ok && dst[6] == 0x5A && dst[7 + sizes[k]] == 0x5A
           && (sizes[k] == 0 || (dst[7] == 0 && dst[7 + sizes[k] - 1] == 0));
    }
    gp_copy_team_destroy(team);
  }
  free(src);
  free(dst);
  tap_ok(ok, "copy teams of 1, 2, 5 and 16 threads copy and touch 0 B .. 33 MiB + 5 exactly, misaligned");
  int cycles_ok = 1;
  for (int k = 0; k < 50 && cycles_ok; k++) {
    gp_copy_team *team = NULL;
    unsigned char a[4096], b[4096];
    memset(a, k, sizeof a);
    cycles_ok = team_of(&team, 4) == GP_SUCCESS;
    gp_copy_team_memcpy(team, b, a, sizeof a);
    cycles_ok = cycles_ok && memcmp(a, b, sizeof a) == 0;
    gp_copy_team_destroy(team);
  }
  tap_ok(cycles_ok, "50 teams of 4 threads created, used and joined");
  /* Jobs back to back whose piece counts go up and down, so that helpers
   * skip some; with helpers that poll between jobs and with helpers that sleep. */
  static const long spins[] = {1000, 0, 1000};
  static const size_t pieces[] = {0, 0, 4u << 10};  /* pieces of 4 KiB: many claims a job, racing the next job's */
  const size_t job_most = (16u << 17) + 8;
  unsigned char *from = malloc(job_most), *to = malloc(job_most);
  int jobs_ok = from && to;
  if (jobs_ok)
    fill_random(from, job_most);
  for (int s = 0; jobs_ok && s < 3; s++) {
    gp_copy_team *team = NULL;
    const gp_copy_team_settings settings = {16, spins[s], pieces[s]};
    jobs_ok = gp_copy_team_create(&team, &settings) == GP_SUCCESS;
    for (int j = 0; jobs_ok && j < 300; j++) {
      size_t bytes = (size_t) (j * 7 % 17) * (128u << 10) + (size_t) (j % 5);
      to[bytes] = 0x5A;
      gp_copy_team_memcpy(team, to, from + (j % 3), bytes);
      jobs_ok = memcmp(to, from + (j % 3), bytes) == 0 && to[bytes] == 0x5A;
    }
    gp_copy_team_destroy(team);
  }
  free(from);
  free(to);
  tap_ok(jobs_ok, "300 jobs of 0 to 32 pieces back to back, polling helpers, sleeping ones, and 4 KiB pieces");
  /* Jobs of work pieces (gp_copy_team_run), between memcpy jobs: every
   * piece runs once, whichever thread takes it. */
  gp_copy_team *team = NULL;
  int runs_ok = team_of(&team, 5) == GP_SUCCESS && gp_copy_team_pieces(team, 1000) == 10
                && gp_copy_team_pieces(team, 3) == 3 && gp_copy_team_pieces(NULL, 1000) == 1;
  for (int j = 0; runs_ok && j < 300; j++) {
    run_counts counts = {{0}};
    const int pieces = 1 + j % gp_copy_team_pieces(team, 1000);
    gp_copy_team_run(team, pieces, count_piece, &counts);
    for (int k = 0; k < 32; k++)
      runs_ok = runs_ok && atomic_load(&counts.runs[k]) == (k < pieces);
    unsigned char a[100], b[100] = {0};
    fill_random(a, sizeof a);
    gp_copy_team_memcpy(team, b, a, sizeof a);
    runs_ok = runs_ok && memcmp(a, b, sizeof a) == 0;
  }
  gp_copy_team_destroy(team);
  tap_ok(runs_ok, "300 jobs of 1 to 10 work pieces on a team of 5, each piece run once, between memcpys");
  const int machine = gp_copy_team_size_for(0);
  tap_ok(gp_copy_team_size_for(3) == 3 && gp_copy_team_size_for(1000) == 16 && machine >= 1 && machine <= 16,
         "the team size follows the options' copy_threads, at most 16 (this machine's default: %d)", machine);
}

/* The device memory a fresh "auto" context (crossover on or off) holds after sorting n host doubles. */
static size_t device_bytes_after_sort(int64_t n, int crossover)
{
  gp_context_options o;
  gp_context_options_init(&o, GP_BACKEND_AUTO);
  o.crossover = crossover;
  gp_context *ctx = NULL;
  double *x = calloc((size_t) n, 8), *y = calloc((size_t) n, 8);
  size_t in_use = 0, cached = 0;
  gp_array vx, vy;
  if (x && y && gp_context_create(&ctx, &o) == GP_SUCCESS) {
    gp_array_init(&vx, x, GP_DOUBLE, GP_HOST, 1, &n);
    gp_array_init(&vy, y, GP_DOUBLE, GP_HOST, 1, &n);
    if (gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), &vx, &vy, NULL, 0) != GP_SUCCESS)
      cached = (size_t) -1;
    else
      gp_context_pool_usage(ctx, &in_use, &cached);
  }
  gp_context_destroy(ctx);
  free(x);
  free(y);
  return in_use + cached;
}

/* An "auto" context sorts 16 host doubles on the host (no device memory
 * taken) and 2^20 on the device; with crossover 0 both on the device. */
static void routing(void)
{
  size_t small = device_bytes_after_sort(16, 1), large = device_bytes_after_sort((int64_t) 1 << 20, 1);
  size_t forced = device_bytes_after_sort(16, 0);
  tap_ok(small == 0 && large > 0 && large != (size_t) -1 && forced > 0 && forced != (size_t) -1,
         "cuda: an auto context keeps a sort of 16 host doubles on the host (%zu B on the device), "
         "runs 2^20 on the device (%zu B), and 16 too with crossover 0 (%zu B)", small, large, forced);
}

int main(void)
{
  copy_teams();
  gp_context *ctx = NULL;
  gp_status st = gp_context_create_backend(&ctx, GP_BACKEND_CUDA);
  if (st != GP_SUCCESS) {
    tap_gpu_cases_unavailable(CASES, st);
    return tap_done();
  }
  sizes_and_offsets(ctx);
  interleaved(ctx);
  staged_scan(ctx);
  gp_context_destroy(ctx);
  gp_context_options o[5];
  gp_measure_options m[5];
  for (int k = 0; k < 5; k++) {
    gp_context_options_init(&o[k], GP_BACKEND_CUDA);
    gp_measure_options_init(&m[k]);
  }
  o[0].copy_threads = 1;
  o[1].copy_threads = 3;
  m[2].pinned_staging = 0;
  m[3].touch_first = 0;
  m[4].direct_copies = 1;
  with_setting(&o[0], &m[0], "with one copy thread");
  with_setting(&o[1], &m[1], "with three copy threads (uneven pieces)");
  with_setting(&o[2], &m[2], "with pinned staging off");
  with_setting(&o[3], &m[3], "with outputs not faulted in first");
  with_setting(&o[4], &m[4], "with direct copies (the host memory pinned in place)");
  routing();
  return tap_done();
}
