/* transfer.c - host <-> device copies of large pageable arrays.  Pageable
 * memory crosses PCIe at a fraction of the pinned rate, and a fresh output's
 * pages fault in one by one.  Two ways around that:
 *  - staged: a ring of pinned buffers kept in the context; the copy team
 *    moves each chunk between the user's memory and a pinned buffer while the
 *    copy engine moves the chunk before or after it;
 *  - direct (the context option direct_copies): the user's memory itself is pinned a
 *    piece at a time (cudaHostRegister), after the copy team has faulted a
 *    fresh output's piece in, and the copy engine moves it with no host copy;
 *    the next piece is pinned while the copy engine moves this one.
 * An upload may also go beside the stream's work, on a second stream that
 * the stream then waits for (gp_transfer_to_device_beside). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "copy_team.h"
#include "cuda_state.h"
#include "tuning.h"

void gp_transfer_release(gp_transfer *t)
{
  if (t->side)  /* its copies read the pinned buffers */
    cudaStreamSynchronize(t->side);
  for (int b = 0; b < GP_TRANSFER_BUFFERS; b++) {
    if (t->pinned[b])
      cudaFreeHost(t->pinned[b]);
    if (t->done[b])
      cudaEventDestroy(t->done[b]);
    if (t->direct_done[b])
      cudaEventDestroy(t->direct_done[b]);
  }
  if (t->side_done)
    cudaEventDestroy(t->side_done);
  if (t->side)
    cudaStreamDestroy(t->side);
  cudaGetLastError();
  gp_copy_team *team = t->team;  /* the context's */
  memset(t, 0, sizeof *t);
  t->team = team;
}

/* The ring, made on first use; 0 where it cannot be, or there is no team
 * (the plain pageable copy serves then). */
static int ring_ready(gp_transfer *t)
{
  if (t->ready || t->failed)
    return t->ready;
  int ok = t->team != NULL;
  for (int b = 0; ok && b < GP_TRANSFER_BUFFERS; b++)
    ok = cudaHostAlloc(&t->pinned[b], GP_TRANSFER_CHUNK_MAX, cudaHostAllocDefault) == cudaSuccess
         && cudaEventCreateWithFlags(&t->done[b], cudaEventDisableTiming) == cudaSuccess
         && cudaEventCreateWithFlags(&t->direct_done[b], cudaEventDisableTiming) == cudaSuccess;
  if (!ok) {
    gp_transfer_release(t);
    t->failed = 1;
  }
  t->ready = ok;
  return ok;
}

/* Chunks of a quarter of the copy, within [MIN, MAX]: even a copy of a few
 * chunks overlaps its two halves. */
static size_t chunk_for(size_t bytes)
{
  size_t c = (bytes / 4 + 65535) & ~(size_t) 65535;
  return c < GP_TRANSFER_CHUNK_MIN ? GP_TRANSFER_CHUNK_MIN : c > GP_TRANSFER_CHUNK_MAX ? GP_TRANSFER_CHUNK_MAX : c;
}

static int use_ring(gp_cuda_state *s, size_t bytes)
{
  return bytes >= GP_TRANSFER_MIN_BYTES && !s->transfer_off && ring_ready(&s->transfer);
}

/* A large copy in chunks: chunk i covers bytes [i * chunk, ..) and goes
 * through ring buffer (first + i) % BUFFERS. */
typedef struct chunked {
  size_t bytes, chunk, count;
  int first;
} chunked;

static chunked cut(const gp_transfer *t, size_t bytes)
{
  chunked c = {bytes, chunk_for(bytes), 0, t->next};
  c.count = (bytes + c.chunk - 1) / c.chunk;
  return c;
}

static size_t offset_of(const chunked *c, size_t i)
{
  return i * c->chunk;
}

static size_t length_of(const chunked *c, size_t i)
{
  size_t left = c->bytes - offset_of(c, i);
  return left < c->chunk ? left : c->chunk;
}

static int buffer_of(const chunked *c, size_t i)
{
  return (int) ((c->first + i) % GP_TRANSFER_BUFFERS);
}

/* The ring goes on after the copy's last buffer. */
static void finish(gp_transfer *t, const chunked *c)
{
  t->next = buffer_of(c, c->count);
}

/* What fills a ring buffer: the chunk of bytes [off, off + len) of the
 * device side, from arg. */
typedef void (*fill_fn)(gp_transfer *t, void *pinned, size_t off, size_t len, void *arg);

/* bytes to dev on stream through the ring, each chunk filled by fill while
 * the copy engine moves the one before. */
static gp_status ring_to_device(gp_cuda_state *s, cudaStream_t stream, void *dev, size_t bytes, fill_fn fill,
                                void *arg)
{
  gp_transfer *t = &s->transfer;
  const chunked c = cut(t, bytes);
  cudaError_t err = cudaSuccess;
  for (size_t i = 0; i < c.count && err == cudaSuccess; i++) {
    int b = buffer_of(&c, i);
    size_t off = offset_of(&c, i), len = length_of(&c, i);
    err = cudaEventSynchronize(t->done[b]);  /* the buffer's last copy has left it */
    if (err == cudaSuccess)
      fill(t, t->pinned[b], off, len, arg);
    if (err == cudaSuccess)
      err = cudaMemcpyAsync((char *) dev + off, t->pinned[b], len, cudaMemcpyHostToDevice, stream);
    if (err == cudaSuccess)
      err = cudaEventRecord(t->done[b], stream);
  }
  finish(t, &c);
  return gp_cuda_status(err);
}

static void fill_copy(gp_transfer *t, void *pinned, size_t off, size_t len, void *arg)
{
  gp_copy_team_memcpy(t->team, pinned, (const char *) arg + off, len);
}

static gp_status staged_to_device(gp_cuda_state *s, cudaStream_t stream, void *dev, const void *host, size_t bytes)
{
  if (!use_ring(s, bytes))
    return gp_cuda_status(cudaMemcpyAsync(dev, host, bytes, cudaMemcpyHostToDevice, stream));
  return ring_to_device(s, stream, dev, bytes, fill_copy, (void *) host);
}

/* Large outputs are usually fresh pages: ask for huge ones, so that the
 * first touch faults 512 times less (a hint; the context option huge_pages 0 skips it). */
static void advise_huge_pages(gp_cuda_state *s, void *host, size_t bytes)
{
  const uintptr_t huge = (uintptr_t) 2 << 20;
  uintptr_t first = ((uintptr_t) host + huge - 1) & ~(huge - 1), end = ((uintptr_t) host + bytes) & ~(huge - 1);
  if (!s->huge_pages_off && end > first)
    madvise((void *) first, end - first, MADV_HUGEPAGE);
}

/* Chunk i of dev into its ring buffer, with the event that says it is there. */
static cudaError_t queue_download(gp_cuda_state *s, const chunked *c, const void *dev, size_t i)
{
  gp_transfer *t = &s->transfer;
  int b = buffer_of(c, i);
  cudaError_t err = cudaMemcpyAsync(t->pinned[b], (const char *) dev + offset_of(c, i), length_of(c, i),
                                    cudaMemcpyDeviceToHost, s->stream);
  return err == cudaSuccess ? cudaEventRecord(t->done[b], s->stream) : err;
}

static gp_status staged_to_host(gp_cuda_state *s, void *host, const void *dev, size_t bytes)
{
  if (!use_ring(s, bytes))
    return gp_cuda_status(cudaMemcpyAsync(host, dev, bytes, cudaMemcpyDeviceToHost, s->stream));
  gp_transfer *t = &s->transfer;
  advise_huge_pages(s, host, bytes);
  const chunked c = cut(t, bytes);
  cudaError_t err = cudaSuccess;
  /* Up to BUFFERS chunks in flight: chunk i + BUFFERS is queued once chunk i has been copied out. */
  for (size_t i = 0; i < c.count && i < GP_TRANSFER_BUFFERS && err == cudaSuccess; i++)
    err = queue_download(s, &c, dev, i);
  /* A fresh output faults in fastest with each thread on a long stretch of
   * its own; chunk by chunk, each thread's piece is a part of a huge page
   * that others fault too.  Done while the first chunks cross. */
  if (s->touch_first && bytes >= GP_TRANSFER_TOUCH_MIN)
    gp_copy_team_touch(t->team, host, bytes);
  for (size_t i = 0; i < c.count && err == cudaSuccess; i++) {
    int b = buffer_of(&c, i);
    err = cudaEventSynchronize(t->done[b]);
    if (err == cudaSuccess)
      gp_copy_team_memcpy(t->team, (char *) host + offset_of(&c, i), t->pinned[b], length_of(&c, i));
    if (err == cudaSuccess && i + GP_TRANSFER_BUFFERS < c.count)
      err = queue_download(s, &c, dev, i + GP_TRANSFER_BUFFERS);
  }
  finish(t, &c);
  return gp_cuda_status(err);
}

/* Direct copies: pieces of the user's memory pinned in place.  A piece
 * starts and ends on a boundary of `align` (a page; for a fresh output a
 * huge page, which the first touch fills whole), so no two pieces share a
 * page; the ends outside those bounds go staged. */
typedef struct direct_run {
  gp_cuda_state *s;
  char *pinned[GP_TRANSFER_BUFFERS];  /* the pieces pinned now, by slot */
} direct_run;

static char *align_up(const char *p, uintptr_t align)
{
  return (char *) (((uintptr_t) p + align - 1) & ~(align - 1));
}

static char *align_down(const char *p, uintptr_t align)
{
  return (char *) ((uintptr_t) p & ~(align - 1));
}

/* host[0 .. len) to or from dev[0 .. len), staged. */
static gp_status staged_copy(gp_cuda_state *s, char *host, char *dev, size_t len, int to_host)
{
  return to_host ? staged_to_host(s, host, dev, len) : staged_to_device(s, s->stream, dev, host, len);
}

/* Free slot `slot`: wait for its piece's copy, then unpin it. */
static cudaError_t direct_release(direct_run *r, int slot)
{
  cudaError_t err = cudaSuccess;
  if (r->pinned[slot]) {
    err = cudaEventSynchronize(r->s->transfer.direct_done[slot]);
    cudaError_t un = cudaHostUnregister(r->pinned[slot]);
    r->pinned[slot] = NULL;
    if (err == cudaSuccess)
      err = un;
  }
  return err;
}

/* Copy host[0 .. bytes) of a run's middle part, piece by piece; a piece that
 * cannot be pinned goes staged.  to_host: dev -> host (host fresh: touched
 * first), else host -> dev. */
static gp_status direct_middle(direct_run *r, char *host, char *dev, size_t bytes, int to_host)
{
  gp_cuda_state *s = r->s;
  gp_transfer *t = &s->transfer;
  gp_status st = GP_SUCCESS;
  for (size_t off = 0, i = 0; off < bytes && st == GP_SUCCESS; off += GP_TRANSFER_DIRECT_PIECE, i++) {
    const int slot = (int) (i % GP_TRANSFER_BUFFERS);
    const size_t len = bytes - off < GP_TRANSFER_DIRECT_PIECE ? bytes - off : GP_TRANSFER_DIRECT_PIECE;
    st = gp_cuda_status(direct_release(r, slot));
    if (st != GP_SUCCESS)
      break;
    if (to_host)
      gp_copy_team_touch(t->team, host + off, len);
    if (cudaHostRegister(host + off, len, cudaHostRegisterDefault) != cudaSuccess) {
      cudaGetLastError();
      st = staged_copy(s, host + off, dev + off, len, to_host);
      continue;
    }
    r->pinned[slot] = host + off;
    cudaError_t err = to_host ? cudaMemcpyAsync(host + off, dev + off, len, cudaMemcpyDeviceToHost, s->stream)
                              : cudaMemcpyAsync(dev + off, host + off, len, cudaMemcpyHostToDevice, s->stream);
    if (err == cudaSuccess)
      err = cudaEventRecord(t->direct_done[slot], s->stream);
    st = gp_cuda_status(err);
  }
  for (int slot = 0; slot < GP_TRANSFER_BUFFERS; slot++) {
    gp_status un = gp_cuda_status(direct_release(r, slot));
    if (st == GP_SUCCESS)
      st = un;
  }
  return st;
}

static int use_direct(gp_cuda_state *s, size_t bytes)
{
  return s->direct_copies && bytes >= GP_TRANSFER_DIRECT_MIN && use_ring(s, bytes);
}

/* A direct copy: the part between align's boundaries pinned piece by piece,
 * the two ends staged; returns with the copy complete (its pieces unpinned). */
static gp_status direct_copy(gp_cuda_state *s, char *host, char *dev, size_t bytes, int to_host, uintptr_t align)
{
  direct_run r = {s, {NULL}};
  char *first = align_up(host, align), *end = align_down(host + bytes, align);
  if (end <= first)
    return staged_copy(s, host, dev, bytes, to_host);
  const size_t head = (size_t) (first - host), tail = (size_t) (host + bytes - end);
  gp_status st = direct_middle(&r, first, dev + head, (size_t) (end - first), to_host);
  if (st == GP_SUCCESS && head)
    st = staged_copy(s, host, dev, head, to_host);
  if (st == GP_SUCCESS && tail)
    st = staged_copy(s, end, dev + (bytes - tail), tail, to_host);
  if (st == GP_SUCCESS && !to_host)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));  /* the staged ends are queued only */
  return st;
}

gp_status gp_transfer_to_device(gp_cuda_state *s, void *dev, const void *host, size_t bytes)
{
  if (use_direct(s, bytes))
    return direct_copy(s, (char *) host, (char *) dev, bytes, 0, 4096);
  return staged_to_device(s, s->stream, dev, host, bytes);
}

/* The second stream (non-blocking: it never waits for the legacy default
 * stream) and its event, made on first use. */
static cudaError_t side_ready(gp_transfer *t)
{
  cudaError_t err = cudaSuccess;
  if (!t->side)
    err = cudaStreamCreateWithFlags(&t->side, cudaStreamNonBlocking);
  if (err == cudaSuccess && !t->side_done)
    err = cudaEventCreateWithFlags(&t->side_done, cudaEventDisableTiming);
  return err;
}

gp_status gp_transfer_to_device_beside(gp_cuda_state *s, void *dev, const void *host, size_t bytes)
{
  if (use_direct(s, bytes) || !use_ring(s, bytes))  /* pinned in place, or small: on the stream itself */
    return gp_transfer_to_device(s, dev, host, bytes);
  gp_transfer *t = &s->transfer;
  gp_status st = gp_cuda_status(side_ready(t));
  if (st == GP_SUCCESS)
    st = staged_to_device(s, t->side, dev, host, bytes);
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaEventRecord(t->side_done, t->side));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamWaitEvent(s->stream, t->side_done, 0));
  return st;
}

gp_status gp_transfer_to_host(gp_cuda_state *s, void *host, const void *dev, size_t bytes)
{
  if (use_direct(s, bytes)) {
    advise_huge_pages(s, host, bytes);
    return direct_copy(s, (char *) host, (char *) dev, bytes, 1, s->huge_pages_off ? 4096 : (uintptr_t) 2 << 20);
  }
  return staged_to_host(s, host, dev, bytes);
}

/* Subscripts narrowed by the team, a piece a thread. */
typedef struct narrow_job {
  const double *src;
  uint32_t *dst;
  size_t n;
  uint32_t limit;
  int pieces;
  int ok[GP_COPY_TEAM_PIECES_MAX];
} narrow_job;

static void narrow_piece(void *arg, int k)
{
  narrow_job *j = (narrow_job *) arg;
  const size_t lo = j->n * (size_t) k / (size_t) j->pieces, hi = j->n * (size_t) (k + 1) / (size_t) j->pieces;
  j->ok[k] = gp_narrow_subscripts(j->src + lo, j->dst + lo, hi - lo, j->limit);
}

static int narrow(gp_copy_team *team, uint32_t *dst, const double *src, size_t n, uint32_t limit)
{
  narrow_job j = {src, dst, n, limit, gp_copy_team_pieces(team, GP_COPY_TEAM_PIECES_MAX), {0}};
  gp_copy_team_run(team, j.pieces, narrow_piece, &j);
  int ok = 1;
  for (int k = 0; k < j.pieces; k++)
    ok &= j.ok[k];
  return ok;
}

typedef struct narrow_fill {
  const double *src;
  uint32_t limit;
  int ok;
} narrow_fill;

static void fill_narrow(gp_transfer *t, void *pinned, size_t off, size_t len, void *arg)
{
  narrow_fill *f = (narrow_fill *) arg;
  const size_t w = sizeof(uint32_t);
  f->ok &= narrow(t->team, (uint32_t *) pinned, f->src + off / w, len / w, f->limit);
}

gp_status gp_transfer_subscripts(gp_cuda_state *s, uint32_t *dev, const double *host, size_t n, uint32_t limit,
                                 int *valid)
{
  const size_t bytes = n * sizeof(uint32_t);
  *valid = 0;
  if (use_ring(s, bytes)) {
    narrow_fill f = {host, limit, 1};
    gp_status st = ring_to_device(s, s->stream, dev, bytes, fill_narrow, &f);
    *valid = st == GP_SUCCESS && f.ok;
    return st;
  }
  /* small, or no ring: narrowed into memory of its own, which the copy reads before it is freed */
  uint32_t *tmp = (uint32_t *) malloc(bytes ? bytes : 1);
  if (!tmp)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  const int ok = narrow(s->transfer.team, tmp, host, n, limit);
  gp_status st = gp_cuda_status(cudaMemcpyAsync(dev, tmp, bytes, cudaMemcpyHostToDevice, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));
  free(tmp);
  *valid = st == GP_SUCCESS && ok;
  return st;
}
