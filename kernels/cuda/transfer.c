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

gp_status gp_transfer_to_device(gp_cuda_state *s, void *dev, const void *host, size_t bytes)
{
  if (!use_ring(s, bytes))
    return gp_cuda_status(cudaMemcpyAsync(dev, host, bytes, cudaMemcpyHostToDevice, s->stream));
  gp_transfer *t = &s->transfer;
  size_t chunk = chunk_for(bytes);
  for (size_t off = 0; off < bytes; off += chunk) {
    size_t len = bytes - off < chunk ? bytes - off : chunk;
    int b = t->next;
    t->next = (b + 1) % GP_TRANSFER_BUFFERS;
    cudaError_t err = cudaEventSynchronize(t->done[b]);  /* the buffer's last copy has left it */
    if (err == cudaSuccess)
      gp_copy_team_memcpy(t->team, t->pinned[b], (const char *) host + off, len);
    if (err == cudaSuccess)
      err = cudaMemcpyAsync((char *) dev + off, t->pinned[b], len, cudaMemcpyHostToDevice, s->stream);
    if (err == cudaSuccess)
      err = cudaEventRecord(t->done[b], s->stream);
    if (err != cudaSuccess)
      return gp_cuda_status(err);
  }
  return GP_SUCCESS;
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

static cudaError_t queue_download(gp_cuda_state *s, void *pinned, cudaEvent_t done, const void *dev, size_t len)
{
  cudaError_t err = cudaMemcpyAsync(pinned, dev, len, cudaMemcpyDeviceToHost, s->stream);
  return err == cudaSuccess ? cudaEventRecord(done, s->stream) : err;
}

gp_status gp_transfer_to_host(gp_cuda_state *s, void *host, const void *dev, size_t bytes)
{
  if (!use_ring(s, bytes))
    return gp_cuda_status(cudaMemcpyAsync(host, dev, bytes, cudaMemcpyDeviceToHost, s->stream));
  gp_transfer *t = &s->transfer;
  advise_huge_pages(s, host, bytes);
  size_t chunk = chunk_for(bytes), chunks = (bytes + chunk - 1) / chunk;
  int first = t->next;
  cudaError_t err = cudaSuccess;
  /* Chunk i lands in buffer (first + i) % BUFFERS; up to BUFFERS of them in flight. */
  for (size_t i = 0; i < chunks && i < GP_TRANSFER_BUFFERS && err == cudaSuccess; i++) {
    int b = (int) ((first + i) % GP_TRANSFER_BUFFERS);
    size_t off = i * chunk;
    err = queue_download(s, t->pinned[b], t->done[b], (const char *) dev + off, bytes - off < chunk ? bytes - off : chunk);
  }
  for (size_t i = 0; i < chunks && err == cudaSuccess; i++) {
    int b = (int) ((first + i) % GP_TRANSFER_BUFFERS);
    size_t off = i * chunk, len = bytes - off < chunk ? bytes - off : chunk;
    err = cudaEventSynchronize(t->done[b]);
    if (err != cudaSuccess)
      break;
    gp_copy_team_memcpy(t->team, (char *) host + off, t->pinned[b], len);
    size_t later = i + GP_TRANSFER_BUFFERS;
    if (later < chunks) {
      size_t loff = later * chunk;
      err = queue_download(s, t->pinned[b], t->done[b], (const char *) dev + loff,
                           bytes - loff < chunk ? bytes - loff : chunk);
    }
  }
  t->next = (int) ((first + chunks) % GP_TRANSFER_BUFFERS);
  return gp_cuda_status(err);
}
