/* gp_sort_spread.c - gp_sort of a host array spread over the context's members
 * (gp_context_options.device_count > 1), each member a context of one device.
 *
 * Several lines: each member sorts a run of whole outer groups of lines;
 * none needs another's elements.
 *
 * One line (a vector): a sample sort.  The splitters are the keys
 * (sort_keys.h) of evenly spaced elements of x, read on the host.  Each member
 * sorts its slice of x, with positions; a binary search of the splitters in
 * each sorted slice (single elements read back) cuts it into buckets, bucket
 * j holding the keys after splitter j - 1 up to splitter j;
 * member d gathers
 * bucket d of every slice, in slice order, and sorts that again; its keys
 * and positions go to their place in y and idx.  Equal keys (-0 and +0; NaN
 * of either sign) fall in one bucket, the slices are in input order and
 * both sorts are stable, so ties keep their input order: the result is
 * gp_sort's on one device, bit for bit.  The second sort stands in for a
 * merge of the gathered buckets; each slice's positions are made global (a
 * take of off + 1 .. off + n, a running sum of ones) before they travel.
 * The buckets travel through NCCL where the members' devices differ and it
 * loads (one group of sends and receives), else by each member's copies,
 * device to device (peer copies where the devices differ). */
#include <stdlib.h>
#include <string.h>

#include "gp_backend.h"
#include "sort_keys.h"

typedef struct slice {
  void *keys;                      /* sorted */
  double *pos;                     /* their positions in the line */
  int64_t cut[GP_MAX_DEVICES + 1]; /* bucket j: keys[cut[j] .. cut[j + 1]) */
} slice;

/* Member d's bucket: bucket d of every slice, gathered in slice order. */
typedef struct bucket {
  int64_t have, out; /* its keys, and where they go in y: the keys of the buckets before d */
  void *in, *in_pos; /* gathered keys and their positions */
  void *keys, *order, *pos; /* sorted again; the order; the positions taken by it */
} bucket;

typedef struct sort_job {
  const gp_sort_options *o;
  const gp_sort_call *call;
  size_t es;
  slice s[GP_MAX_DEVICES];        /* one line: member g's slice */
  uint64_t split[GP_MAX_DEVICES]; /* one line: the splitters' keys */
  bucket b[GP_MAX_DEVICES];       /* one line: member d's bucket */
  const gp_exchange *plan;        /* one line: the buckets' pieces (plan_of) */
  int exchanged;                  /* the plan moved through the backend's library, else peer copies */
} sort_job;

#define JOB(t) ((sort_job *) (t)->job)

/* ---- Several lines: whole outer groups to each member: up, sorted, down. */

static gp_status sort_groups_of(gp_spread *t, int g)
{
  const sort_job *j = JOB(t);
  const gp_sort_call *c = j->call;
  const gp_shape3 sh = c->shape;
  gp_context *part = gp_context_member(t->ctx, g);
  const gp_location at = gp_member_place(part);
  const int64_t group = sh.len * sh.inner, groups = t->first[g + 1] - t->first[g], count = groups * group;
  const int64_t dims[3] = {sh.inner, sh.len, groups}, first = t->first[g] * group;
  const size_t kb = (size_t) count * j->es, pb = (size_t) count * sizeof(double);
  void *mem[3] = {NULL, NULL, NULL};
  gp_array v[3];
  gp_status st = GP_SUCCESS;
  for (int a = 0; a < 3 && st == GP_SUCCESS; a++)
    if (a < 2 || c->idx)
      st = gp_spread_take(t, g, a < 2 ? kb : pb, &mem[a]);
  if (st == GP_SUCCESS)
    st = gp_copy(part, mem[0], at, (const char *) c->x->data + (size_t) first * j->es, GP_HOST, kb);
  for (int a = 0; a < 3 && st == GP_SUCCESS; a++)
    st = gp_array_init(&v[a], mem[a], a < 2 ? c->x->dtype : GP_DOUBLE, at, 3, dims);
  if (st == GP_SUCCESS)
    st = gp_sort(part, j->o, &v[0], &v[1], c->idx ? &v[2] : NULL, 1);
  if (st == GP_SUCCESS)
    st = gp_copy(part, (char *) c->y->data + (size_t) first * j->es, GP_HOST, mem[1], at, kb);
  if (st == GP_SUCCESS && c->idx)
    st = gp_copy(part, (double *) c->idx->data + first, GP_HOST, mem[2], at, pb);
  return st;
}

/* ---- One line: a sample sort. */

/* The key, in the call's order, of element k of an array of es-byte elements. */
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

/* SAMPLES evenly spaced keys a member, sorted; splitter j - 1 (j = 1 ..
 * parts - 1) is the sample at j / parts of them. */
enum { SAMPLES = 64 };

static gp_status choose_splitters(sort_job *j, int64_t n, int parts)
{
  const int64_t count = n < (int64_t) SAMPLES * parts ? n : (int64_t) SAMPLES * parts;
  uint64_t *keys = malloc((size_t) count * sizeof *keys);
  if (!keys)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  for (int64_t k = 0; k < count; k++)
    keys[k] = key_at(j->call, j->call->x->data, j->es, (2 * k + 1) * n / (2 * count));
  qsort(keys, (size_t) count, sizeof *keys, compare_keys);
  for (int b = 1; b < parts; b++)
    j->split[b - 1] = keys[count * b / parts];
  free(keys);
  return GP_SUCCESS;
}

/* The first of sorted[lo .. hi) whose key is past `split` (hi if none), by
 * elements read back one at a time: log2 of the slice reads, against a
 * copy of the slice. */
static gp_status first_past(const sort_job *j, gp_context *part, const void *sorted, int64_t lo, int64_t hi,
                            uint64_t split, int64_t *at)
{
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo) / 2;
    unsigned char bits[8] = {0};
    const gp_status st =
      gp_copy(part, bits, GP_HOST, (const char *) sorted + (size_t) mid * j->es, gp_member_place(part), j->es);
    if (st != GP_SUCCESS)
      return st;
    if (key_at(j->call, bits, j->es, 0) <= split)
      lo = mid + 1;
    else
      hi = mid;
  }
  *at = lo;
  return GP_SUCCESS;
}

/* pos = off + 1 .. off + n taken by the slice's positions (1-based in the
 * slice): the positions in the whole line; `at` (n doubles) is scratch. */
static gp_status global_positions(gp_context *part, double *pos, double *at, const double *local, int64_t n,
                                  int64_t off)
{
  static const double one = 1.0;
  const double start = (double) off + 1.0;
  const gp_location where = gp_member_place(part);
  const gp_runner r = gp_route(part, GP_WORK_ELEMENTWISE, 1, n, NULL, 0);
  unsigned char value[8];
  memcpy(value, &one, sizeof one);
  gp_status st = r.ops->fill(r.state, at, sizeof(double), value, n);
  if (st == GP_SUCCESS)
    st = gp_copy(part, at, where, &start, GP_HOST, sizeof start);
  gp_array ones = gp_member_column(part, at, GP_DOUBLE, n), run = gp_member_column(part, pos, GP_DOUBLE, n);
  if (st == GP_SUCCESS)
    st = gp_scan(part, GP_OP_SUM, NULL, &ones, &run, NULL, 0);
  gp_array by = gp_member_column(part, (void *) local, GP_DOUBLE, n);
  if (st == GP_SUCCESS)
    st = gp_take_along(part, &run, &by, &ones, 0, 0);  /* into `at`, then back to pos */
  if (st == GP_SUCCESS)
    st = gp_copy(part, pos, where, at, where, (size_t) n * sizeof(double));
  return st;
}

/* Member g: its slice up, sorted with its positions made the line's, and
 * cut by the splitters; its work done on the device before it returns. */
static gp_status slice_of(gp_spread *t, int g)
{
  sort_job *j = JOB(t);
  const gp_sort_call *c = j->call;
  gp_context *part = gp_context_member(t->ctx, g);
  const gp_location at = gp_member_place(part);
  slice *s = &j->s[g];
  const int64_t n = t->first[g + 1] - t->first[g];
  const size_t kb = (size_t) n * j->es, pb = (size_t) n * sizeof(double);
  void *x = NULL, *local = NULL, *sum = NULL;
  gp_status st = gp_spread_take(t, g, kb, &x);
  if (st == GP_SUCCESS)
    st = gp_spread_take(t, g, kb, &s->keys);
  if (st == GP_SUCCESS && c->idx)
    st = gp_spread_take(t, g, pb, &local);
  if (st == GP_SUCCESS && c->idx)
    st = gp_spread_take(t, g, pb, (void **) &s->pos);
  if (st == GP_SUCCESS && c->idx)
    st = gp_spread_take(t, g, pb, &sum);
  if (st == GP_SUCCESS)
    st = gp_copy(part, x, at, (const char *) c->x->data + (size_t) t->first[g] * j->es, GP_HOST, kb);
  gp_array vx = gp_member_column(part, x, c->x->dtype, n), vy = gp_member_column(part, s->keys, c->x->dtype, n);
  gp_array vi = gp_member_column(part, local, GP_DOUBLE, n);
  if (st == GP_SUCCESS)
    st = gp_sort(part, j->o, &vx, &vy, c->idx ? &vi : NULL, 0);
  if (st == GP_SUCCESS && c->idx)
    st = global_positions(part, s->pos, sum, local, n, t->first[g]);
  s->cut[0] = 0;
  s->cut[t->parts] = n;
  for (int b = 1; b < t->parts && st == GP_SUCCESS; b++)
    st = first_past(j, part, s->keys, s->cut[b - 1], n, j->split[b - 1], &s->cut[b]);
  if (st == GP_SUCCESS)  /* the other members read its memory next */
    st = gp_context_synchronize(part);
  gp_spread_give(t, g, x);  /* the buckets' memory may take their place */
  gp_spread_give(t, g, local);
  gp_spread_give(t, g, sum);
  return st;
}

/* Member d: room for its bucket. */
static gp_status bucket_take(gp_spread *t, int d)
{
  sort_job *j = JOB(t);
  bucket *b = &j->b[d];
  for (int g = 0; g < t->parts; g++) {
    b->have += j->s[g].cut[d + 1] - j->s[g].cut[d];
    b->out += j->s[g].cut[d];
  }
  if (b->have == 0)
    return GP_SUCCESS;
  const size_t kb = (size_t) b->have * j->es, pb = (size_t) b->have * sizeof(double);
  gp_status st = gp_spread_take(t, d, kb, &b->in);
  if (st == GP_SUCCESS)
    st = gp_spread_take(t, d, kb, &b->keys);
  if (st == GP_SUCCESS && j->call->idx)
    st = gp_spread_take(t, d, pb, &b->in_pos);
  if (st == GP_SUCCESS && j->call->idx)
    st = gp_spread_take(t, d, pb, &b->order);
  if (st == GP_SUCCESS && j->call->idx)
    st = gp_spread_take(t, d, pb, &b->pos);
  return st;
}

/* The pieces of the exchange: slice g's bucket d to its place in member d's. */
static void plan_of(const gp_spread *t, gp_exchange *plan)
{
  const sort_job *j = JOB(t);
  memset(plan, 0, sizeof *plan);
  plan->arrays = j->call->idx ? 2 : 1;
  for (int d = 0; d < t->parts; d++)
    for (int64_t g = 0, k = 0; g < t->parts; g++) {
      const int64_t lo = j->s[g].cut[d], m = j->s[g].cut[d + 1] - lo;
      plan->src[0][g][d] = (const char *) j->s[g].keys + (size_t) lo * j->es;
      plan->dst[0][g][d] = (char *) j->b[d].in + (size_t) k * j->es;
      plan->bytes[0][g][d] = (size_t) m * j->es;
      if (j->call->idx) {
        plan->src[1][g][d] = j->s[g].pos + lo;
        plan->dst[1][g][d] = (double *) j->b[d].in_pos + k;
        plan->bytes[1][g][d] = (size_t) m * sizeof(double);
      }
      k += m;
    }
}

/* Member d: its bucket gathered (peer copies of the plan's pieces, unless
 * the exchange moved them), sorted again, and down to its place in y and
 * idx. */
static gp_status bucket_of(gp_spread *t, int d)
{
  const sort_job *j = JOB(t);
  const gp_sort_call *c = j->call;
  const bucket *b = &j->b[d];
  gp_context *part = gp_context_member(t->ctx, d);
  const gp_location at = gp_member_place(part);
  if (b->have == 0)
    return GP_SUCCESS;
  gp_status st = GP_SUCCESS;
  for (int a = 0; !j->exchanged && a < j->plan->arrays && st == GP_SUCCESS; a++)
    for (int g = 0; g < t->parts && st == GP_SUCCESS; g++)
      st = gp_copy(part, j->plan->dst[a][g][d], at, j->plan->src[a][g][d],
                   gp_member_place(gp_context_member(t->ctx, g)), j->plan->bytes[a][g][d]);
  const size_t kb = (size_t) b->have * j->es, pb = (size_t) b->have * sizeof(double);
  gp_array vin = gp_member_column(part, b->in, c->x->dtype, b->have);
  gp_array vkeys = gp_member_column(part, b->keys, c->x->dtype, b->have);
  gp_array vorder = gp_member_column(part, b->order, GP_DOUBLE, b->have);
  if (st == GP_SUCCESS)
    st = gp_sort(part, j->o, &vin, &vkeys, c->idx ? &vorder : NULL, 0);
  gp_array vpos = gp_member_column(part, b->in_pos, GP_DOUBLE, b->have);
  gp_array vout = gp_member_column(part, b->pos, GP_DOUBLE, b->have);
  if (st == GP_SUCCESS && c->idx)
    st = gp_take_along(part, &vpos, &vorder, &vout, 0, 0);
  if (st == GP_SUCCESS)
    st = gp_copy(part, (char *) c->y->data + (size_t) b->out * j->es, GP_HOST, b->keys, at, kb);
  if (st == GP_SUCCESS && c->idx)
    st = gp_copy(part, (double *) c->idx->data + b->out, GP_HOST, b->pos, at, pb);
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
  sort_job j = {.o = options, .call = call, .es = gp_dtype_size(call->x->dtype)};
  gp_spread t = {.ctx = ctx, .job = &j};
  gp_status st;
  if (call->shape.outer > 1) {
    gp_spread_cut(&t, call->shape.outer);
    st = gp_spread_each(&t, sort_groups_of);
  } else {
    gp_spread_cut(&t, call->shape.len);
    st = choose_splitters(&j, call->shape.len, t.parts);
    if (st == GP_SUCCESS)
      st = gp_spread_each(&t, slice_of);
    if (st == GP_SUCCESS)  /* every slice cut and done before any bucket gathers */
      st = gp_spread_each(&t, bucket_take);
    gp_exchange *plan = st == GP_SUCCESS ? malloc(sizeof *plan) : NULL;
    if (st == GP_SUCCESS && !plan)
      st = GP_ERROR_HOST_OUT_OF_MEMORY;
    if (st == GP_SUCCESS) {  /* through NCCL where the members are joined, else peer copies in bucket_of */
      plan_of(&t, plan);
      j.plan = plan;
      const gp_status ex = gp_spread_exchange(&t, plan);
      j.exchanged = ex == GP_SUCCESS;
      st = ex == GP_ERROR_BACKEND_UNAVAILABLE ? GP_SUCCESS : ex;
    }
    if (st == GP_SUCCESS)
      st = gp_spread_each(&t, bucket_of);
    free(plan);
  }
  return gp_spread_finish(&t, st);
}
