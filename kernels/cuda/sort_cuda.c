/* sort_cuda.c - the CUDA backend's sort: stage the arrays, make strided
 * lines contiguous, pick the kernels by the lines' number and length, and
 * plan the one-sweep passes of lines longer than a portion from their
 * histograms. */
#include <stdlib.h>

#include "cuda_state.h"
#include "sort_keys.h"
#include "tuning.h"

/* Scratch of one-sweep line sorts, grown as lines need. */
typedef struct sweep_scratch {
  void *keys;           /* one line of keys */
  unsigned *values[2];  /* two lines of positions */
} sweep_scratch;

/* Where each portion's elements of each digit (of pass p) start in the
 * line, from the portions' histograms: digit by digit, portion by portion. */
static void portion_bases(const unsigned *hist, int passes, long long portions, int p, long long *base)
{
  long long run = 0;
  for (int d = 0; d < 256; d++) {
    for (long long q = 0; q < portions; q++) {
      base[q * 256 + d] = run;
      run += hist[(q * passes + p) * 256 + d];
    }
  }
}

/* The passes whose digit not every key of the line shares, into active;
 * returns their number. */
static int active_passes(const unsigned *hist, int passes, long long portions, long long len, int *active)
{
  int m = 0;
  for (int p = 0; p < passes; p++) {
    int shared = 0;
    for (int d = 0; d < 256 && !shared; d++) {
      long long total = 0;
      for (long long q = 0; q < portions; q++)
        total += hist[(q * passes + p) * 256 + d];
      shared = total == len;
    }
    if (!shared)
      active[m++] = p;
  }
  return m;
}

/* The histograms of x's portions into hist_host (and the special flag after them). */
static gp_status portion_histograms(gp_cuda_state *s, gp_sort_keys keys, const void *x, int raw, long long len,
                                    long long portion, void *dev_hist, unsigned *hist_host, size_t hist_count)
{
  gp_status st = gp_cuda_sort_histogram(s, keys, x, raw, len, portion, (unsigned *) dev_hist,
                                        (unsigned *) dev_hist + hist_count, 0);
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemcpyAsync(hist_host, dev_hist, (hist_count + 1) * sizeof(unsigned),
                                        cudaMemcpyDeviceToHost, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));  /* the plan needs the counts */
  return st;
}

/* One contiguous line of len elements through the one-sweep passes: a line
 * of one portion planned on the device (sort_plan.cu), a longer one here,
 * from its portions' counts, copied back for each pass. */
static gp_status sweep_line(gp_cuda_state *s, gp_sort_keys keys, const char *x, char *y, double *idx, long long len,
                            void *const scratch[3])
{
  if (len <= s->sort_portion && gp_cuda_sort_plans_line(len))
    return gp_cuda_sort_lines_planned(s, keys, x, y, idx, 1, len, scratch);
  const int passes = keys.width;
  const long long portion = s->sort_portion, portions = (len + portion - 1) / portion;
  const size_t hist_count = (size_t) portions * passes * 256;
  unsigned *hist_host = (unsigned *) malloc((hist_count + 1) * sizeof(unsigned));
  long long *base_host = (long long *) malloc(hist_count * sizeof(long long));
  void *dev_hist = NULL, *dev_base = NULL;
  int active[8];
  gp_status st = hist_host && base_host ? GP_SUCCESS : GP_ERROR_HOST_OUT_OF_MEMORY;
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, (hist_count + 1) * sizeof(unsigned), &dev_hist);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, hist_count * sizeof(long long), &dev_base);
  if (st == GP_SUCCESS)
    st = portion_histograms(s, keys, x, 1, len, portion, dev_hist, hist_host, hist_count);
  int m = 0, special = 0;
  if (st == GP_SUCCESS) {
    special = hist_host[hist_count] != 0;
    m = active_passes(hist_host, passes, portions, len, active);
  }
  if (st == GP_SUCCESS && m == 0) {  /* all keys equal: sorted as it is */
    st = gp_cuda_status(cudaMemcpyAsync(y, x, (size_t) len * keys.width, cudaMemcpyDeviceToDevice, s->stream));
    if (st == GP_SUCCESS)
      st = gp_cuda_sort_finish(s, keys.width, x, NULL, 1, len, NULL, idx);
  }
  const int carry = idx != NULL || special;  /* positions: wanted, or needed to gather y */
  unsigned *values[2] = {(unsigned *) scratch[1], (unsigned *) scratch[2]};
  for (int k = 0; k < m && st == GP_SUCCESS; k++) {
    const int first = k == 0, last = k == m - 1;
    /* ping-pong so that the last pass lands in y */
    const char *src = first ? x : (m - k) % 2 == 0 ? y : (const char *) scratch[0];
    char *dst = (m - 1 - k) % 2 == 0 ? y : (char *) scratch[0];
    /* a later pass's portions hold other elements than x's: count them anew */
    if (!first && portions > 1)
      st = portion_histograms(s, keys, src, 0, len, portion, dev_hist, hist_host, hist_count);
    /* each pass its own slot of the tables: the host side is not reused while a copy may read it */
    long long *bases = base_host + (size_t) k * portions * 256, *dev_bases = (long long *) dev_base + k * portions * 256;
    if (st == GP_SUCCESS) {
      portion_bases(hist_host, passes, portions, active[k], bases);
      st = gp_cuda_status(cudaMemcpyAsync(dev_bases, bases, (size_t) portions * 256 * sizeof(long long),
                                          cudaMemcpyHostToDevice, s->stream));
    }
    for (long long q = 0; q < portions && st == GP_SUCCESS; q++) {
      const long long from = q * portion;
      gp_sort_pass p;
      p.in = src + (size_t) from * keys.width;
      p.in_raw = first;
      p.in_values = first || !carry ? NULL : values[(k - 1) % 2] + from;
      p.out = last && special ? NULL : dst;
      p.out_raw = last;
      p.out_values = carry ? values[k % 2] : NULL;
      p.n = len - from < portion ? len - from : portion;
      p.first = from;
      p.shift = 8 * active[k];
      p.base = dev_bases + q * 256;
      st = gp_cuda_sort_pass(s, keys, &p);
    }
  }
  if (st == GP_SUCCESS && m > 0 && carry)
    st = gp_cuda_sort_finish(s, keys.width, x, values[(m - 1) % 2], 1, len, special ? y : NULL, idx);
  /* the host tables may go only once the copies that read them are done */
  gp_status sync = gp_cuda_status(cudaStreamSynchronize(s->stream));
  if (st == GP_SUCCESS)
    st = sync;
  gp_pool_free(&s->pool, dev_hist);
  gp_pool_free(&s->pool, dev_base);
  free(hist_host);
  free(base_host);
  return st;
}

/* Contiguous lines: the split sort; long lines all at once through planned
 * one-sweep passes (GP_SORT_BATCH_MIN_LEN, tuning.h); one block per line;
 * or line by line through the one-sweep passes. */
static gp_status sort_contiguous(gp_cuda_state *s, gp_sort_algorithm alg, gp_sort_keys keys, const char *x, char *y,
                                 double *idx, long long lines, long long len)
{
  if (alg == GP_SORT_SPLIT)
    return gp_cuda_sort_split(s, keys, x, y, idx, lines, len);
  const long long n = lines * len;
  const int batched = alg == GP_SORT_AUTO && len <= s->sort_portion && gp_cuda_sort_batches_lines(lines, len);
  const int per_block = !batched && alg == GP_SORT_AUTO && lines > 1 &&
                        (len <= GP_SORT_LINE_MAX || lines >= 2ll * (s->sm_count > 0 ? s->sm_count : 1));
  const long long scratch_len = batched || per_block ? n : len;
  void *scratch[3] = {NULL, NULL, NULL};
  gp_status st = gp_pool_alloc(&s->pool, (size_t) scratch_len * keys.width, &scratch[0]);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, (size_t) scratch_len * 2 * sizeof(unsigned), &scratch[1]);
  if (st == GP_SUCCESS) {
    scratch[2] = (unsigned *) scratch[1] + scratch_len;
    if (batched)
      st = gp_cuda_sort_lines_planned(s, keys, x, y, idx, lines, len, scratch);
    else if (per_block)
      st = gp_cuda_sort_lines(s, keys, x, y, idx, scratch[0], (unsigned *) scratch[1], lines, len);
    for (long long l = 0; !batched && !per_block && l < lines && st == GP_SUCCESS; l++)
      st = sweep_line(s, keys, x + (size_t) (l * len) * keys.width, y + (size_t) (l * len) * keys.width,
                      idx ? idx + l * len : NULL, len, scratch);
  }
  gp_pool_free(&s->pool, scratch[0]);
  gp_pool_free(&s->pool, scratch[1]);
  return st;
}

gp_status gp_cuda_sort(gp_cuda_state *s, const gp_sort_call *c)
{
  const gp_shape3 sh = c->shape;
  const long long n = gp_array_numel(c->x), lines = sh.outer * sh.inner;
  const gp_sort_keys keys = {(int) gp_dtype_size(c->x->dtype), c->kind, c->order};
  const size_t bytes = (size_t) n * keys.width;
  const void *dx = NULL;
  void *dy = NULL, *didx = NULL;
  void *owned[6] = {NULL, NULL, NULL, NULL, NULL, NULL};
  gp_status st = gp_cuda_stage_in(s, c->x, bytes, &dx, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, c->y, bytes, &dy, &owned[1]);
  if (st == GP_SUCCESS && c->idx)
    st = gp_cuda_stage_out(s, c->idx, (size_t) n * sizeof(double), &didx, &owned[2]);
  if (st == GP_SUCCESS && c->algorithm == GP_SORT_AUTO && sh.len <= GP_SORT_SMALL_LINE) {
    st = gp_cuda_sort_small(s, keys, dx, dy, (double *) didx, sh);
  } else if (st == GP_SUCCESS && sh.inner == 1) {
    st = sort_contiguous(s, c->algorithm, keys, (const char *) dx, (char *) dy, (double *) didx, lines, sh.len);
  } else if (st == GP_SUCCESS) {  /* strided lines: sort a transposed copy, then transpose back */
    st = gp_pool_alloc(&s->pool, bytes, &owned[3]);
    if (st == GP_SUCCESS)
      st = gp_pool_alloc(&s->pool, bytes, &owned[4]);
    if (st == GP_SUCCESS && c->idx)
      st = gp_pool_alloc(&s->pool, (size_t) n * sizeof(double), &owned[5]);
    if (st == GP_SUCCESS)
      st = gp_cuda_transpose(s, keys.width, dx, owned[3], sh.outer, sh.len, sh.inner);
    if (st == GP_SUCCESS)
      st = sort_contiguous(s, c->algorithm, keys, (const char *) owned[3], (char *) owned[4], (double *) owned[5],
                           lines, sh.len);
    if (st == GP_SUCCESS)
      st = gp_cuda_transpose(s, keys.width, owned[4], dy, sh.outer, sh.inner, sh.len);
    if (st == GP_SUCCESS && c->idx)
      st = gp_cuda_transpose(s, sizeof(double), owned[5], didx, sh.outer, sh.inner, sh.len);
  }
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, c->y, dy, bytes);
  if (st == GP_SUCCESS && c->idx)
    st = gp_cuda_unstage_out(s, c->idx, didx, (size_t) n * sizeof(double));
  const int touches_host = c->x->location == GP_HOST || c->y->location == GP_HOST ||
                           (c->idx && c->idx->location == GP_HOST);
  return gp_cuda_finish_staged(s, touches_host, st, owned, 6);
}
