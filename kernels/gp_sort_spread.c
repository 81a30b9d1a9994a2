/* gp_sort_spread.c - gp_sort of a host array spread over the context's members
 * (gp_context_options.device_count > 1), each member a context of one device.
 *
 * Several lines: each part sorts a run of whole outer groups of lines; no
 * part needs another's elements.
 *
 * One line (a vector): a sample sort.  The splitters are the keys
 * (sort_keys.h) of evenly spaced elements of x, read on the host.  Each part
 * sorts its slice of x, with positions; a binary search of the splitters in
 * each sorted slice (single elements read back) cuts it into buckets, bucket
 * j holding the keys after splitter j - 1 up to splitter j; part d gathers
 * bucket d of every slice, in slice order, and sorts that again; its keys
 * and positions go to their place in y and idx.  Equal keys (-0 and +0; NaN
 * of either sign) fall in one bucket, the slices are in input order and
 * both sorts are stable, so ties keep their input order: the result is
 * gp_sort's on one device, bit for bit.  The second sort stands in for a
 * merge of the gathered buckets; each slice's positions are made global (a
 * take of off + 1 .. off + n, a running sum of ones) before they travel.
 * The buckets travel by the part's copy, device to device (peer copies
 * where the devices differ). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "gp_backend.h"
#include "sort_keys.h"

/* Where a part's scratch lives: its device's memory, or the host's for a host part. */
static gp_location place_of(const gp_context *part)
{
  return part->device ? GP_DEVICE : GP_HOST;
}

typedef struct slice {
  int64_t first, count;            /* its elements of x */
  void *keys;                      /* sorted */
  double *pos;                     /* their positions in the line */
  int64_t cut[GP_MAX_DEVICES + 1]; /* bucket j: keys[cut[j] .. cut[j + 1]) */
} slice;

typedef struct spread {
  gp_context *ctx;
  const gp_sort_options *o;
  const gp_sort_call *call;
  size_t es;
  int parts;
  void *held[GP_MAX_DEVICES][12]; /* each member's scratch, given back at the end (at most 10) */
  int nheld[GP_MAX_DEVICES];
  slice s[GP_MAX_DEVICES];        /* one line: member g's slice */
  uint64_t split[GP_MAX_DEVICES]; /* one line: the splitters' keys */
  int64_t first[GP_MAX_DEVICES + 1]; /* several lines: member g's outer groups first[g] .. first[g + 1] */
} spread;

static gp_status take(spread *t, int k, size_t bytes, void **ptr)
{
  gp_context *part = gp_context_member(t->ctx, k);
  *ptr = NULL;
  gp_status st = gp_scratch_take(part, place_of(part), bytes ? bytes : 1, ptr);
  if (st == GP_SUCCESS)
    t->held[k][t->nheld[k]++] = *ptr;
  return st;
}

/* Each member's queued work done, then its scratch given back. */
static gp_status give_all(spread *t, gp_status st)
{
  for (int k = 0; k < t->ctx->member_count; k++) {
    gp_context *part = gp_context_member(t->ctx, k);
    const gp_status sync = gp_context_synchronize(part);
    if (st == GP_SUCCESS)
      st = sync;
    for (int h = 0; h < t->nheld[k]; h++)
      gp_scratch_give(part, place_of(part), t->held[k][h]);
  }
  return st;
}

/* step (t, k) for members k = 0 .. t->parts - 1 at once: member 0 on the
 * calling thread, each other on a thread of its own, so that every device's
 * copies and launches go out together (a member whose thread cannot start
 * runs after member 0, on the calling thread).  The first member's error. */
typedef gp_status (*member_step)(spread *t, int k);

typedef struct member_job {
  spread *t;
  member_step step;
  int k;
  gp_status st;
} member_job;

static void *run_job(void *arg)
{
  member_job *j = arg;
  j->st = j->step(j->t, j->k);
  return NULL;
}

static gp_status each_member(spread *t, member_step step)
{
  member_job jobs[GP_MAX_DEVICES];
  pthread_t threads[GP_MAX_DEVICES];
  int started[GP_MAX_DEVICES] = {0};
  for (int k = 1; k < t->parts; k++) {
    jobs[k] = (member_job){t, step, k, GP_SUCCESS};
    started[k] = pthread_create(&threads[k], NULL, run_job, &jobs[k]) == 0;
  }
  gp_status st = step(t, 0);
  for (int k = 1; k < t->parts; k++) {
    if (started[k])
      pthread_join(threads[k], NULL);
    else
      run_job(&jobs[k]);
    if (st == GP_SUCCESS)
      st = jobs[k].st;
  }
  return st;
}

/* A column view of n elements at data on a part. */
static gp_array column(const gp_context *part, void *data, gp_dtype dtype, int64_t n)
{
  return gp_column_view(data, dtype, place_of(part), n);
}

/* ---- Several lines: whole outer groups to each member: up, sorted, down. */

static gp_status sort_groups_of(spread *t, int g)
{
  const gp_sort_call *c = t->call;
  const gp_shape3 sh = c->shape;
  gp_context *part = gp_context_member(t->ctx, g);
  const int64_t group = sh.len * sh.inner, groups = t->first[g + 1] - t->first[g], count = groups * group;
  const int64_t dims[3] = {sh.inner, sh.len, groups};
  const size_t kb = (size_t) count * t->es, pb = (size_t) count * sizeof(double);
  void *mem[3] = {NULL, NULL, NULL};
  gp_array v[3];
  gp_status st = GP_SUCCESS;
  for (int a = 0; a < 3 && st == GP_SUCCESS; a++)
    if (a < 2 || c->idx)
      st = take(t, g, a < 2 ? kb : pb, &mem[a]);
  if (st == GP_SUCCESS)
    st = gp_copy(part, mem[0], place_of(part), (const char *) c->x->data + (size_t) (t->first[g] * group) * t->es,
                 GP_HOST, kb);
  for (int a = 0; a < 3 && st == GP_SUCCESS; a++)
    st = gp_array_init(&v[a], mem[a], a < 2 ? c->x->dtype : GP_DOUBLE, place_of(part), 3, dims);
  if (st == GP_SUCCESS)
    st = gp_sort_here(part, t->o, &v[0], &v[1], c->idx ? &v[2] : NULL, 1);
  if (st == GP_SUCCESS)
    st = gp_copy(part, (char *) c->y->data + (size_t) (t->first[g] * group) * t->es, GP_HOST, mem[1],
                 place_of(part), kb);
  if (st == GP_SUCCESS && c->idx)
    st = gp_copy(part, (double *) c->idx->data + t->first[g] * group, GP_HOST, mem[2], place_of(part), pb);
  return st;
}

static gp_status sort_groups(spread *t)
{
  const int64_t outer = t->call->shape.outer;
  t->parts = outer < t->ctx->member_count ? (int) outer : t->ctx->member_count;
  for (int g = 0; g <= t->parts; g++)
    t->first[g] = outer * g / t->parts;
  return each_member(t, sort_groups_of);
}

/* ---- One line: a sample sort. */

/* The key, in the call's order, of element k of a array of es-byte elements. */
static uint64_t key_at(const gp_sort_call *c, const void *data, size_t es, int64_t k)
{
  uint64_t bits = 0;
  memcpy(&bits, (const char *) data + (size_t) k * es, es);  /* the low bytes: little-endian hosts */
  return gp_key_of(bits, c->kind, (int) (es * 8), c->order);
}

static int compare_keys(const void *a, const void *b)
{
  const uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
  return (x > y) - (x < y);
}

/* SAMPLES evenly spaced keys of each part's share, sorted; splitter j - 1
 * (j = 1 .. parts - 1) is the sample at j / parts of them. */
enum { SAMPLES = 64 };

static gp_status choose_splitters(const gp_sort_call *c, size_t es, int64_t n, int parts, uint64_t *split)
{
  const int64_t count = n < (int64_t) SAMPLES * parts ? n : (int64_t) SAMPLES * parts;
  uint64_t *keys = malloc((size_t) count * sizeof *keys);
  if (!keys)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  for (int64_t k = 0; k < count; k++)
    keys[k] = key_at(c, c->x->data, es, (2 * k + 1) * n / (2 * count));
  qsort(keys, (size_t) count, sizeof *keys, compare_keys);
  for (int j = 1; j < parts; j++)
    split[j - 1] = keys[count * j / parts];
  free(keys);
  return GP_SUCCESS;
}

/* The first of sorted[lo .. hi) whose key is past `split` (hi if none), by
 * elements read back one at a time: few reads (log2 of the slice) against
 * a copy of the slice. */
static gp_status first_past(const spread *t, gp_context *part, const void *sorted, int64_t lo, int64_t hi,
                            uint64_t split, int64_t *at)
{
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo) / 2;
    unsigned char bits[8] = {0};
    const gp_status st = gp_copy(part, bits, GP_HOST, (const char *) sorted + (size_t) mid * t->es, place_of(part),
                                 t->es);
    if (st != GP_SUCCESS)
      return st;
    if (key_at(t->call, bits, t->es, 0) <= split)
      lo = mid + 1;
    else
      hi = mid;
  }
  *at = lo;
  return GP_SUCCESS;
}

/* pos = off + 1 .. off + n sorted by the slice's positions (1-based in the
 * slice): the positions in the whole line, where `at` (n doubles) is scratch. */
static gp_status global_positions(gp_context *part, double *pos, double *at, const double *local, int64_t n,
                                  int64_t off)
{
  static const double one = 1.0;
  const double start = (double) off + 1.0;
  const gp_array *none[] = {NULL};
  const gp_runner r = gp_route(part, GP_WORK_ELEMENTWISE, 1, n, none, 0);
  unsigned char value[8];
  memcpy(value, &one, sizeof one);
  gp_status st = r.ops->fill(r.state, at, sizeof(double), value, n);
  if (st == GP_SUCCESS)
    st = gp_copy(part, at, place_of(part), &start, GP_HOST, sizeof start);
  gp_array ones = column(part, at, GP_DOUBLE, n), run = column(part, pos, GP_DOUBLE, n);
  if (st == GP_SUCCESS)
    st = gp_scan(part, GP_OP_SUM, NULL, &ones, &run, NULL, 0);
  gp_array by = column(part, (void *) local, GP_DOUBLE, n);
  if (st == GP_SUCCESS)
    st = gp_take_along(part, &run, &by, &ones, 0, 0);  /* into `at`, then back to pos */
  if (st == GP_SUCCESS)
    st = gp_copy(part, pos, place_of(part), at, place_of(part), (size_t) n * sizeof(double));
  return st;
}

/* Member g: its slice up, sorted with its positions made the line's,
 * and cut by the splitters; done on the device before it returns. */
static gp_status slice_of(spread *t, int g)
{
  const gp_sort_call *c = t->call;
  gp_context *part = gp_context_member(t->ctx, g);
  slice *s = &t->s[g];
  const int64_t n = s->count;
  void *x = NULL, *local = NULL, *sum = NULL;
  gp_status st = take(t, g, (size_t) n * t->es, &x);
  if (st == GP_SUCCESS)
    st = take(t, g, (size_t) n * t->es, &s->keys);
  if (st == GP_SUCCESS && c->idx)
    st = take(t, g, (size_t) n * sizeof(double), &local);
  if (st == GP_SUCCESS && c->idx)
    st = take(t, g, (size_t) n * sizeof(double), (void **) &s->pos);
  if (st == GP_SUCCESS && c->idx)
    st = take(t, g, (size_t) n * sizeof(double), &sum);
  if (st == GP_SUCCESS)
    st = gp_copy(part, x, place_of(part), (const char *) c->x->data + (size_t) s->first * t->es, GP_HOST,
                 (size_t) n * t->es);
  gp_array vx = column(part, x, c->x->dtype, n), vy = column(part, s->keys, c->x->dtype, n);
  gp_array vi = column(part, local, GP_DOUBLE, n);
  if (st == GP_SUCCESS)
    st = gp_sort_here(part, t->o, &vx, &vy, c->idx ? &vi : NULL, 0);
  if (st == GP_SUCCESS && c->idx)
    st = global_positions(part, s->pos, sum, local, n, s->first);
  s->cut[0] = 0;
  s->cut[t->parts] = n;
  for (int j = 1; j < t->parts && st == GP_SUCCESS; j++)
    st = first_past(t, part, s->keys, s->cut[j - 1], n, t->split[j - 1], &s->cut[j]);
  if (st == GP_SUCCESS)  /* the other members read its memory next */
    st = gp_context_synchronize(part);
  return st;
}

/* Member d: bucket d of every slice, in slice order, sorted again, and
 * down to its place in y and idx. */
static gp_status bucket_of(spread *t, int d)
{
  const gp_sort_call *c = t->call;
  gp_context *part = gp_context_member(t->ctx, d);
  const gp_location at = place_of(part);
  int64_t have = 0, out = 0;
  for (int g = 0; g < t->parts; g++) {
    have += t->s[g].cut[d + 1] - t->s[g].cut[d];
    out += t->s[g].cut[d];  /* the keys of the buckets before d */
  }
  if (have == 0)
    return GP_SUCCESS;
  void *in = NULL, *keys = NULL, *in_pos = NULL, *order = NULL, *pos = NULL;
  const size_t kb = (size_t) have * t->es, pb = (size_t) have * sizeof(double);
  gp_status st = take(t, d, kb, &in);
  if (st == GP_SUCCESS)
    st = take(t, d, kb, &keys);
  if (st == GP_SUCCESS && c->idx)
    st = take(t, d, pb, &in_pos);
  if (st == GP_SUCCESS && c->idx)
    st = take(t, d, pb, &order);
  if (st == GP_SUCCESS && c->idx)
    st = take(t, d, pb, &pos);
  int64_t k = 0;
  for (int g = 0; g < t->parts && st == GP_SUCCESS; g++) {
    const slice *s = &t->s[g];
    const gp_location from = place_of(gp_context_member(t->ctx, g));
    const int64_t lo = s->cut[d], m = s->cut[d + 1] - lo;
    st = gp_copy(part, (char *) in + (size_t) k * t->es, at, (const char *) s->keys + (size_t) lo * t->es, from,
                 (size_t) m * t->es);
    if (st == GP_SUCCESS && c->idx)
      st = gp_copy(part, (double *) in_pos + k, at, s->pos + lo, from, (size_t) m * sizeof(double));
    k += m;
  }
  gp_array vin = column(part, in, c->x->dtype, have), vkeys = column(part, keys, c->x->dtype, have);
  gp_array vorder = column(part, order, GP_DOUBLE, have);
  if (st == GP_SUCCESS)
    st = gp_sort_here(part, t->o, &vin, &vkeys, c->idx ? &vorder : NULL, 0);
  gp_array vpos = column(part, in_pos, GP_DOUBLE, have), vout = column(part, pos, GP_DOUBLE, have);
  if (st == GP_SUCCESS && c->idx)
    st = gp_take_along(part, &vpos, &vorder, &vout, 0, 0);
  if (st == GP_SUCCESS)
    st = gp_copy(part, (char *) c->y->data + (size_t) out * t->es, GP_HOST, keys, at, kb);
  if (st == GP_SUCCESS && c->idx)
    st = gp_copy(part, (double *) c->idx->data + out, GP_HOST, pos, at, pb);
  return st;
}

static gp_status sort_line(spread *t)
{
  const int64_t n = t->call->shape.len;
  t->parts = n < t->ctx->member_count ? (int) n : t->ctx->member_count;
  for (int g = 0; g < t->parts; g++) {
    t->s[g].first = n * g / t->parts;
    t->s[g].count = n * (g + 1) / t->parts - t->s[g].first;
  }
  gp_status st = choose_splitters(t->call, t->es, n, t->parts, t->split);
  if (st == GP_SUCCESS)
    st = each_member(t, slice_of);
  if (st == GP_SUCCESS)  /* every slice cut and done before any bucket gathers */
    st = each_member(t, bucket_of);
  return st;
}

int gp_sort_spreads(const gp_context *ctx, const gp_sort_call *call)
{
  const gp_array *arrays[] = {call->x, call->y, call->idx};
  const gp_shape3 sh = call->shape;
  return (sh.outer > 1 || (sh.inner == 1 && sh.len > 1)) && gp_spreads(ctx, sh.outer * sh.len * sh.inner, arrays, 3);
}

gp_status gp_sort_spread(gp_context *ctx, const gp_sort_options *options, const gp_sort_call *call)
{
  spread t;
  memset(&t, 0, sizeof t);
  t.ctx = ctx;
  t.o = options;
  t.call = call;
  t.es = gp_dtype_size(call->x->dtype);
  const gp_status st = call->shape.outer > 1 ? sort_groups(&t) : sort_line(&t);
  return give_all(&t, st);
}
