/* pool.c - a caching allocator for temporary device memory.
 *
 * Blocks are rounded up (powers of two below 1 MiB, 1 MiB steps above) and,
 * when freed, kept for the next request of a similar size.  All work runs on
 * the context's one stream, so a block freed after queuing a kernel can be
 * handed to the next call at once: stream order keeps the uses apart. */
#include <stdlib.h>

#include "cuda_state.h"

#define POOL_SMALL_LIMIT ((size_t) 1 << 20)

static size_t round_request(size_t bytes)
{
  if (bytes < 512)
    return 512;
  if (bytes < POOL_SMALL_LIMIT) {
    size_t r = 512;
    while (r < bytes)
      r <<= 1;
    return r;
  }
  return (bytes + POOL_SMALL_LIMIT - 1) & ~(POOL_SMALL_LIMIT - 1);
}

static gp_status append_block(gp_pool *pool, void *ptr, size_t size)
{
  if (pool->count == pool->capacity) {
    int cap = pool->capacity ? 2 * pool->capacity : 16;
    gp_pool_block *b = realloc(pool->blocks, (size_t) cap * sizeof *b);
    if (!b)
      return GP_ERROR_HOST_OUT_OF_MEMORY;
    pool->blocks = b;
    pool->capacity = cap;
  }
  pool->blocks[pool->count].ptr = ptr;
  pool->blocks[pool->count].size = size;
  pool->blocks[pool->count].in_use = 1;
  pool->count++;
  return GP_SUCCESS;
}

gp_status gp_pool_alloc(gp_pool *pool, size_t bytes, void **ptr)
{
  size_t want = round_request(bytes);
  *ptr = NULL;
  /* Best fit among cached blocks no more than twice the size asked for. */
  int best = -1;
  for (int i = 0; i < pool->count; i++) {
    gp_pool_block *b = &pool->blocks[i];
    if (!b->in_use && b->size >= want && b->size <= 2 * want
        && (best < 0 || b->size < pool->blocks[best].size))
      best = i;
  }
  if (best >= 0) {
    gp_pool_block *b = &pool->blocks[best];
    b->in_use = 1;
    pool->cached_bytes -= b->size;
    pool->in_use_bytes += b->size;
    *ptr = b->ptr;
    return GP_SUCCESS;
  }
  if (pool->limit && pool->in_use_bytes + pool->cached_bytes + want > pool->limit)
    gp_pool_trim(pool);
  if (pool->limit && pool->in_use_bytes + want > pool->limit)
    return GP_ERROR_DEVICE_OUT_OF_MEMORY;

  void *p = NULL;
  if (cudaMalloc(&p, want) != cudaSuccess) {
    cudaGetLastError();
    gp_pool_trim(pool);           /* give the cache back and try once more */
    if (cudaMalloc(&p, want) != cudaSuccess) {
      cudaGetLastError();
      return GP_ERROR_DEVICE_OUT_OF_MEMORY;
    }
  }
  gp_status st = append_block(pool, p, want);
  if (st != GP_SUCCESS) {
    cudaFree(p);
    return st;
  }
  pool->in_use_bytes += want;
  *ptr = p;
  return GP_SUCCESS;
}

size_t gp_pool_available(const gp_pool *pool)
{
  size_t free_bytes = 0, total = 0;
  if (cudaMemGetInfo(&free_bytes, &total) != cudaSuccess) {
    cudaGetLastError();
    free_bytes = 0;
  }
  const size_t device = free_bytes + pool->cached_bytes;  /* the cache can be given back */
  if (!pool->limit)
    return device;
  const size_t capped = pool->limit > pool->in_use_bytes ? pool->limit - pool->in_use_bytes : 0;
  return capped < device ? capped : device;
}

void gp_pool_free(gp_pool *pool, void *ptr)
{
  if (!ptr)
    return;
  for (int i = 0; i < pool->count; i++) {
    gp_pool_block *b = &pool->blocks[i];
    if (b->ptr == ptr && b->in_use) {
      b->in_use = 0;
      pool->in_use_bytes -= b->size;
      pool->cached_bytes += b->size;
      return;
    }
  }
}

/* cudaFree synchronises the device, so no queued work still uses these blocks. */
void gp_pool_trim(gp_pool *pool)
{
  int kept = 0;
  for (int i = 0; i < pool->count; i++) {
    gp_pool_block b = pool->blocks[i];
    if (b.in_use) {
      pool->blocks[kept++] = b;
    } else {
      cudaFree(b.ptr);
      pool->cached_bytes -= b.size;
    }
  }
  pool->count = kept;
  cudaGetLastError();
}

void gp_pool_release(gp_pool *pool)
{
  for (int i = 0; i < pool->count; i++)
    cudaFree(pool->blocks[i].ptr);
  cudaGetLastError();
  free(pool->blocks);
  pool->blocks = NULL;
  pool->count = pool->capacity = 0;
  pool->in_use_bytes = pool->cached_bytes = 0;
}
