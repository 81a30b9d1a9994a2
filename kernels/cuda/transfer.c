/* transfer.c - host <-> device copies of large pageable arrays through a ring
 * of pinned buffers kept in the context.  Pageable memory crosses PCIe at a
 * fraction of the pinned rate, and a fresh output's pages fault in one by
 * one; so the copy team moves each chunk between the user's memory and a
 * pinned buffer while the copy engine moves the chunk before or after it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "copy_team.h"
#include "cuda_state.h"
#include "tuning.h"

void gp_transfer_release(gp_transfer *t)
{
  for (int b = 0; b < GP_TRANSFER_BUFFERS; b++) {
    if (t->pinned[b])
      cudaFreeHost(t->pinned[b]);
    if (t->done[b])
      cudaEventDestroy(t->done[b]);
  }
  gp_copy_team_destroy(t->team);
  cudaGetLastError();
  memset(t, 0, sizeof *t);
}

/* The ring and the team, made on first use; 0 where they cannot be (the
 * plain pageable copy serves then). */
static int ring_ready(gp_transfer *t)
{
  if (t->ready || t->failed)
    return t->ready;
  int ok = gp_copy_team_create(&t->team, gp_copy_team_default_size()) == GP_SUCCESS;
  for (int b = 0; ok && b < GP_TRANSFER_BUFFERS; b++)
    ok = cudaHostAlloc(&t->pinned[b], GP_TRANSFER_CHUNK_MAX, cudaHostAllocDefault) == cudaSuccess
         && cudaEventCreateWithFlags(&t->done[b], cudaEventDisableTiming) == cudaSuccess;
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

gp_status gp_transfer_to_device(gp_cuda_state *s, void *dev, const void *host, size_t bytes)
{
  if (!use_ring(s, bytes))
    return gp_cuda_status(cudaMemcpyAsync(dev, host, bytes, cudaMemcpyHostToDevice, s->stream));
  gp_transfer *t = &s->transfer;
  const chunked c = cut(t, bytes);
  cudaError_t err = cudaSuccess;
  for (size_t i = 0; i < c.count && err == cudaSuccess; i++) {
    int b = buffer_of(&c, i);
    size_t off = offset_of(&c, i), len = length_of(&c, i);
    err = cudaEventSynchronize(t->done[b]);  /* the buffer's last copy has left it */
    if (err == cudaSuccess)
      gp_copy_team_memcpy(t->team, t->pinned[b], (const char *) host + off, len);
    if (err == cudaSuccess)
      err = cudaMemcpyAsync((char *) dev + off, t->pinned[b], len, cudaMemcpyHostToDevice, s->stream);
    if (err == cudaSuccess)
      err = cudaEventRecord(t->done[b], s->stream);
  }
  finish(t, &c);
  return gp_cuda_status(err);
}

/* Large outputs are usually fresh pages: ask for huge ones, so that the
 * first touch faults 512 times less (a hint; GPUPRIM_HUGEPAGES=0 skips it). */
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

gp_status gp_transfer_to_host(gp_cuda_state *s, void *host, const void *dev, size_t bytes)
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
