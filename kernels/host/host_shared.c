/* host_shared.c - the host backend's reductions and elementwise max and
 * min on large arrays, cut into pieces that the context's team of threads
 * runs at once (copy_team.h).  Every cut is fixed by the array alone, never
 * by the number of threads, so a call gives the same bits on any machine:
 *  - many lines: each piece folds a run of whole lines, in the loop order
 *    of gp_host_fold (the same bits as one thread);
 *  - one long line: each block of GP_HOST_SHARE_BLOCK elements is folded
 *    on its own, then the blocks' results in order.  For max and min that
 *    is the same result and position as one loop (the first extreme of
 *    the first block that holds it); a floating-point sum groups the
 *    elements differently from one loop, as the CUDA backend's do. */
#include <stdlib.h>

#include "copy_team.h"
#include "gp_internal.h"

/* Reductions and elementwise max and min of at least SHARE_MIN elements go
 * to the team, in pieces of whole lines or of blocks of SHARE_BLOCK
 * elements (the blocks fix a long line's grouping, whatever the team).
 * The crossovers of shared work (gp_route.c) hold for a team of at least
 * SHARE_THREADS_MIN threads, cutting the work into at least that many units. */
#define GP_HOST_SHARE_MIN ((int64_t) 1 << 15)
#define GP_HOST_SHARE_BLOCK ((int64_t) 1 << 13)
#define GP_HOST_SHARE_THREADS_MIN 8

/* ----- reductions ----- */

typedef struct fold_job {
  gp_opcode op;
  gp_dtype in, out;
  const char *x;
  char *y;                 /* many lines: y; one line: the blocks' results */
  double *idx;             /* the same for positions, or NULL */
  gp_shape3 shape;
  int64_t units, pieces;   /* lines (outer blocks) or blocks of the one line, and pieces */
  int one_line;
  gp_status status[GP_COPY_TEAM_PIECES_MAX];
} fold_job;

static void fold_piece(void *arg, int k)
{
  fold_job *j = (fold_job *) arg;
  const int64_t first = j->units * k / j->pieces, end = j->units * (k + 1) / j->pieces;
  const size_t in_size = gp_dtype_size(j->in), out_size = gp_dtype_size(j->out);
  gp_status st = GP_SUCCESS;
  if (j->one_line) {
    for (int64_t b = first; b < end && st == GP_SUCCESS; b++) {
      const int64_t start = b * GP_HOST_SHARE_BLOCK, rest = j->shape.len - start;
      const gp_shape3 block = {1, rest < GP_HOST_SHARE_BLOCK ? rest : GP_HOST_SHARE_BLOCK, 1};
      st = gp_host_fold(j->op, j->in, j->out, j->x + (size_t) start * in_size, j->y + (size_t) b * out_size,
                        j->idx ? j->idx + b : NULL, block);
    }
  } else {
    const gp_shape3 part = {end - first, j->shape.len, j->shape.inner};
    const int64_t lines_before = first * j->shape.inner;
    if (part.outer > 0)
      st = gp_host_fold(j->op, j->in, j->out, j->x + (size_t) (lines_before * j->shape.len) * in_size,
                        j->y + (size_t) lines_before * out_size, j->idx ? j->idx + lines_before : NULL, part);
  }
  j->status[k] = st;
}

static gp_status first_error(const gp_status *status, int64_t pieces)
{
  for (int64_t k = 0; k < pieces; k++)
    if (status[k] != GP_SUCCESS)
      return status[k];
  return GP_SUCCESS;
}

/* Whether one line's blocks may be folded apart: max and min of any class
 * (the result does not depend on the grouping), and sums of a float class
 * into itself (whose grouping is fixed by the blocks).  Integer sums stay
 * one loop: a saturating one depends on the order, and a sum in double of
 * 64-bit integers rounds. */
static int blocks_allowed(gp_opcode op, gp_dtype in, gp_dtype out)
{
  const gp_opcode base = gp_op_base(op);
  if (base == GP_OP_MAX || base == GP_OP_MIN)
    return in == out;
  return base == GP_OP_SUM && in == out && (in == GP_DOUBLE || in == GP_SINGLE);
}

/* The operator that folds the blocks' results: a sum's omitted NaN is gone
 * from them (a NaN there was made by the arithmetic, and stays); NaN still
 * wins among "includenan" extremes. */
static gp_opcode blocks_op(gp_opcode op)
{
  return op == GP_OP_SUM_OMITNAN || op == GP_OP_PROD_OMITNAN ? gp_op_base(op) : op;
}

/* The units a fold is cut into: blocks of its one line where they may be
 * folded apart (*one_line set), else its outer blocks of whole lines. */
static int64_t fold_units(gp_opcode op, gp_dtype in, gp_dtype out, gp_shape3 shape, int *one_line)
{
  *one_line = shape.outer * shape.inner == 1 && blocks_allowed(op, in, out);
  return *one_line ? (shape.len + GP_HOST_SHARE_BLOCK - 1) / GP_HOST_SHARE_BLOCK : shape.outer;
}

/* Whether a team shares the work among enough threads (the crossovers of
 * the shared work are measured with 16). */
static int team_shares(const gp_copy_team *team, int64_t units)
{
  return gp_copy_team_size(team) >= GP_HOST_SHARE_THREADS_MIN && units >= GP_HOST_SHARE_THREADS_MIN;
}

int gp_host_fold_shares(const gp_copy_team *team, gp_opcode op, gp_dtype in, gp_dtype out, gp_shape3 shape)
{
  int one_line;
  return shape.outer * shape.len * shape.inner >= GP_HOST_SHARE_MIN
         && team_shares(team, fold_units(op, in, out, shape, &one_line));
}

/* The blocks' results (and positions) folded in order into y (and idx). */
static gp_status fold_blocks(const fold_job *j, void *y, double *idx)
{
  const gp_shape3 blocks = {1, j->units, 1};
  double at = 0;
  gp_status st = gp_host_fold(blocks_op(j->op), j->out, j->out, j->y, y, idx ? &at : NULL, blocks);
  if (st == GP_SUCCESS && idx) {  /* the block's position plus the place in it */
    const int64_t b = (int64_t) at - 1;
    idx[0] = (double) (b * GP_HOST_SHARE_BLOCK) + j->idx[b];
  }
  return st;
}

gp_status gp_host_fold_shared(gp_copy_team *team, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                              double *idx, gp_shape3 shape)
{
  const int64_t elements = shape.outer * shape.inner * shape.len;
  fold_job j = {op, in, out, (const char *) x, (char *) y, idx, shape, 0, 0, 0, {GP_SUCCESS}};
  j.units = fold_units(op, in, out, shape, &j.one_line);
  j.pieces = gp_copy_team_pieces(team, (size_t) j.units);
  if (elements < GP_HOST_SHARE_MIN || (!j.one_line && j.pieces <= 1))
    return gp_host_fold(op, in, out, x, y, idx, shape);
  if (!j.one_line) {
    gp_copy_team_run(team, (int) j.pieces, fold_piece, &j);
    return first_error(j.status, j.pieces);
  }
  /* one line: in blocks even on one thread, so that the bits never depend on the team */
  j.y = (char *) malloc((size_t) j.units * gp_dtype_size(out));
  j.idx = idx ? (double *) malloc((size_t) j.units * sizeof(double)) : NULL;
  gp_status st = j.y && (j.idx || !idx) ? GP_SUCCESS : GP_ERROR_HOST_OUT_OF_MEMORY;
  if (st == GP_SUCCESS) {
    gp_copy_team_run(team, (int) j.pieces, fold_piece, &j);
    st = first_error(j.status, j.pieces);
  }
  if (st == GP_SUCCESS)
    st = fold_blocks(&j, y, idx);
  free(j.y);
  free(j.idx);
  return st;
}

/* ----- elementwise max and min ----- */

typedef struct extreme2_job {
  gp_opcode op;
  gp_dtype dtype;
  const char *a, *b;
  char *y;
  const gp_broadcast *bc;
  int64_t below;           /* output elements in one step of the last dim */
  int64_t pieces;
  gp_status status[GP_COPY_TEAM_PIECES_MAX];
} extreme2_job;

/* Piece k: a run of the last dim's steps, with the dims below it whole. */
static void extreme2_piece(void *arg, int k)
{
  extreme2_job *j = (extreme2_job *) arg;
  const int last = j->bc->ndims - 1;
  const int64_t n = j->bc->dims[last], first = n * k / j->pieces, end = n * (k + 1) / j->pieces;
  const size_t size = gp_dtype_size(j->dtype);
  gp_broadcast part = *j->bc;
  part.dims[last] = end - first;
  j->status[k] = end > first ? gp_host_elementwise_extreme(j->op, j->dtype,
                                                            j->a + (size_t) (first * j->bc->a_step[last]) * size,
                                                            j->b + (size_t) (first * j->bc->b_step[last]) * size,
                                                            j->y + (size_t) (first * j->below) * size, &part)
                             : GP_SUCCESS;
}

/* Output elements in one step of bc's last dim, and the units (runs of
 * those steps, of at least GP_HOST_SHARE_BLOCK outputs) the work is cut into. */
static int64_t extreme2_units(const gp_broadcast *bc, int64_t *below)
{
  const int last = bc->ndims - 1;
  *below = 1;
  for (int d = 0; d < last; d++)
    *below *= bc->dims[d];
  const int64_t blocks = *below * bc->dims[last] / GP_HOST_SHARE_BLOCK;
  return blocks < bc->dims[last] ? blocks : bc->dims[last];
}

int gp_host_elementwise_shares(const gp_copy_team *team, const gp_broadcast *bc)
{
  int64_t below;
  const int64_t units = extreme2_units(bc, &below);
  return below * bc->dims[bc->ndims - 1] >= GP_HOST_SHARE_MIN && team_shares(team, units);
}

gp_status gp_host_elementwise_shared(gp_copy_team *team, gp_opcode op, gp_dtype dtype, const void *a, const void *b,
                                     void *y, const gp_broadcast *bc)
{
  int64_t below;
  const int64_t units = extreme2_units(bc, &below);
  extreme2_job j = {op, dtype, (const char *) a, (const char *) b, (char *) y, bc, below, 0, {GP_SUCCESS}};
  j.pieces = gp_copy_team_pieces(team, (size_t) units);
  if (below * bc->dims[bc->ndims - 1] < GP_HOST_SHARE_MIN || j.pieces <= 1)
    return gp_host_elementwise_extreme(op, dtype, a, b, y, bc);
  gp_copy_team_run(team, (int) j.pieces, extreme2_piece, &j);
  return first_error(j.status, j.pieces);
}
