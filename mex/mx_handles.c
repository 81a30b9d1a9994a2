/* mx_handles.c - the table of the session's gparrays.
 *
 * A handle is epoch (24 bits) | generation (16) | slot (24): the slot finds
 * the array at once, the generation tells a freed and reused slot from the
 * one a handle named, the epoch tells this table from one that came before. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "mx_handles.h"

enum { SLOT_FREE = 0, SLOT_PENDING, SLOT_KEPT };
enum { MAX_SLOTS = 1 << 24, MAX_PENDING = 16, EPOCH_MASK = (1 << 24) - 1 };

typedef struct slot {
  gp_array view;   /* data, dtype, location, dims */
  size_t bytes;
  uint8_t complex; /* a complex array: view is its parts, a leading dim of 2 */
  uint16_t generation;
  uint8_t state;
} slot;

static slot *slots = NULL;
static uint32_t slot_count = 0, slot_capacity = 0;
static uint32_t lowest_free = 0;  /* no free slot below it */
static uint32_t epoch = 0;  /* 0: not yet chosen */
static uint32_t pending[MAX_PENDING];
static int pending_count = 0;

/* A fresh epoch, unlikely to repeat one of an earlier load of the MEX file. */
static uint32_t next_epoch(void)
{
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  uint32_t e = (uint32_t) (t.tv_nsec ^ (t.tv_sec << 7) ^ ((uint32_t) getpid() << 3)) ^ (epoch * 2654435761u);
  e &= EPOCH_MASK;
  return e == 0 || e == epoch ? epoch % EPOCH_MASK + 1 : e;
}

static uint64_t handle_of(uint32_t index)
{
  return ((uint64_t) epoch << 40) | ((uint64_t) slots[index].generation << 24) | index;
}

/* The slot a live handle names, or NULL. */
static slot *slot_of(uint64_t handle)
{
  uint32_t index = (uint32_t) (handle & 0xFFFFFF);
  if (epoch == 0 || (handle >> 40) != epoch || index >= slot_count)
    return NULL;
  slot *s = &slots[index];
  if (s->state == SLOT_FREE || s->generation != (uint16_t) (handle >> 24))
    return NULL;
  return s;
}

/* A free slot's index, growing the table as needed; MAX_SLOTS when full. */
static uint32_t free_slot(void)
{
  for (; lowest_free < slot_count; lowest_free++)
    if (slots[lowest_free].state == SLOT_FREE)
      return lowest_free;
  if (slot_count == slot_capacity) {
    uint32_t cap = slot_capacity ? slot_capacity * 2 : 64;
    if (cap > MAX_SLOTS)
      return MAX_SLOTS;
    slot *grown = realloc(slots, cap * sizeof *grown);
    if (!grown)
      return MAX_SLOTS;
    memset(grown + slot_capacity, 0, (cap - slot_capacity) * sizeof *grown);
    slots = grown;
    slot_capacity = cap;
  }
  return slot_count++;
}

static void release(gp_context *ctx, slot *s)
{
  if (s->view.location == GP_DEVICE)
    gp_device_free(ctx, s->view.data);
  else
    free(s->view.data);
  s->view.data = NULL;
  s->state = SLOT_FREE;
  s->generation++;
  if ((uint32_t) (s - slots) < lowest_free)
    lowest_free = (uint32_t) (s - slots);
}

uint64_t mx_handle_new(gp_context *ctx, const gp_array *shape, gp_dtype dtype, int complex, gp_array *view,
                       gp_status *st)
{
  if (epoch == 0)
    epoch = next_epoch();
  uint32_t index = pending_count < MAX_PENDING ? free_slot() : MAX_SLOTS;
  if (index == MAX_SLOTS) {
    *st = GP_ERROR_HOST_OUT_OF_MEMORY;
    return 0;
  }
  slot *s = &slots[index];
  s->view = *shape;
  s->view.dtype = dtype;
  s->complex = complex != 0;
  s->bytes = (size_t) gp_array_numel(shape) * gp_dtype_size(dtype);
  /* The CUDA backend's pool; the host backend keeps gparrays in host memory. */
  void *data = NULL;
  size_t asked = s->bytes ? s->bytes : 16;
  *st = gp_device_alloc(ctx, asked, &data);
  s->view.location = GP_DEVICE;
  if (*st == GP_ERROR_BACKEND_UNAVAILABLE) {
    data = malloc(asked);
    *st = data ? GP_SUCCESS : GP_ERROR_HOST_OUT_OF_MEMORY;
    s->view.location = GP_HOST;
  }
  if (*st != GP_SUCCESS)
    return 0;
  s->view.data = data;
  s->state = SLOT_PENDING;
  pending[pending_count++] = index;
  *view = s->view;
  return handle_of(index);
}

void mx_handle_keep(uint64_t handle)
{
  slot *s = slot_of(handle);
  if (!s)
    return;
  s->state = SLOT_KEPT;
  uint32_t index = (uint32_t) (s - slots);
  for (int k = 0; k < pending_count; k++)
    if (pending[k] == index) {
      pending[k] = pending[--pending_count];
      break;
    }
}

int mx_handle_lookup(uint64_t handle, gp_array *view, int *complex)
{
  slot *s = slot_of(handle);
  if (s)
    *view = s->view;
  if (s && complex)
    *complex = s->complex;
  return s != NULL;
}

void mx_handle_set_dims(uint64_t handle, int ndims, const int64_t *dims)
{
  slot *s = slot_of(handle);
  if (s)
    gp_array_init(&s->view, s->view.data, s->view.dtype, s->view.location, ndims, dims);
}

void mx_handle_free(gp_context *ctx, uint64_t handle)
{
  slot *s = slot_of(handle);
  if (!s)
    return;
  if (s->state == SLOT_PENDING)
    mx_handle_keep(handle);  /* off the pending list */
  release(ctx, s);
}

void mx_handles_drop_pending(gp_context *ctx)
{
  while (pending_count > 0)
    release(ctx, &slots[pending[--pending_count]]);
}

void mx_handles_release_all(gp_context *ctx)
{
  for (uint32_t i = 0; i < slot_count; i++)
    if (slots[i].state != SLOT_FREE)
      release(ctx, &slots[i]);
  pending_count = 0;
  slot_count = 0;
  lowest_free = 0;
  if (epoch != 0)
    epoch = next_epoch();
}

size_t mx_handles_live(size_t *bytes)
{
  size_t n = 0, b = 0;
  for (uint32_t i = 0; i < slot_count; i++)
    if (slots[i].state != SLOT_FREE) {
      n++;
      b += slots[i].bytes;
    }
  *bytes = b;
  return n;
}
