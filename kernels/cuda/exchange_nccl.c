/* exchange_nccl.c - the members of a context of several GPUs exchanging
 * buffers through NCCL: one communicator over their devices
 * (ncclCommInitAll), then every pair's bytes in one group of ncclSend and
 * ncclRecv, queued on the members' streams.
 *
 * NCCL is loaded when a context of several distinct devices first asks
 * for it (dlopen), never linked: most sessions never use it, the library
 * is large, and a machine without it still builds and runs gpuprim, whose
 * members then copy peer to peer.  Where NCCL does not load, or the
 * devices repeat (NCCL takes one rank a device), or its communicator
 * fails, the members are left unjoined and gp_cuda_exchange reports
 * GP_ERROR_BACKEND_UNAVAILABLE.  Only what is called is declared here: the
 * API's opaque communicator, its byte type (ncclUint8, 1) and success (0). */
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_state.h"
#include "gp_measure.h"

typedef int (*nccl_version_fn)(int *version);
typedef int (*nccl_init_all_fn)(void **comms, int ndev, const int *devlist);
typedef int (*nccl_destroy_fn)(void *comm);
typedef int (*nccl_group_fn)(void);
typedef int (*nccl_move_fn)(void *buf, size_t count, int datatype, int peer, void *comm, cudaStream_t stream);

enum { NCCL_UINT8 = 1, NCCL_SUCCESS = 0 };

typedef struct nccl_api {
  void *handle;
  nccl_version_fn version;
  nccl_init_all_fn init_all;
  nccl_destroy_fn destroy;
  nccl_group_fn group_start, group_end;
  nccl_move_fn send, recv;
} nccl_api;

static nccl_api api;
static pthread_once_t api_once = PTHREAD_ONCE_INIT;
static const char *api_path;

/* The library's default names: the loader's search, then the CUDA toolkit's place. */
static const char *const default_paths[] = {"libnccl.so.2", "/usr/local/cuda/lib64/libnccl.so.2"};

static void load_api(void)
{
  void *h = NULL;
  if (api_path)
    h = dlopen(api_path, RTLD_NOW | RTLD_LOCAL);
  for (size_t k = 0; !h && !api_path && k < sizeof default_paths / sizeof default_paths[0]; k++)
    h = dlopen(default_paths[k], RTLD_NOW | RTLD_LOCAL);
  if (!h)
    return;
  nccl_api a = {h, (nccl_version_fn) dlsym(h, "ncclGetVersion"), (nccl_init_all_fn) dlsym(h, "ncclCommInitAll"),
                (nccl_destroy_fn) dlsym(h, "ncclCommDestroy"), (nccl_group_fn) dlsym(h, "ncclGroupStart"),
                (nccl_group_fn) dlsym(h, "ncclGroupEnd"), (nccl_move_fn) dlsym(h, "ncclSend"),
                (nccl_move_fn) dlsym(h, "ncclRecv")};
  if (a.version && a.init_all && a.destroy && a.group_start && a.group_end && a.send && a.recv)
    api = a;
  else
    dlclose(h);
}

int gp_cuda_nccl_version(const char *path)
{
  api_path = path;  /* the first caller's choice holds for the process */
  pthread_once(&api_once, load_api);
  int version = 0;
  return api.handle && api.version(&version) == NCCL_SUCCESS ? version : 0;
}

void gp_cuda_join(gp_cuda_state *const *members, int count, int how, const char *path)
{
  if (how == GP_EXCHANGE_PEER || count < 2 || count > GP_MAX_DEVICES || gp_cuda_nccl_version(path) == 0)
    return;
  int devices[GP_MAX_DEVICES];
  void *comms[GP_MAX_DEVICES] = {NULL};
  for (int k = 0; k < count; k++) {
    devices[k] = members[k]->device;
    for (int j = 0; j < k; j++)
      if (devices[j] == devices[k])
        return;  /* one rank a device */
  }
  if (api.init_all(comms, count, devices) != NCCL_SUCCESS) {
    cudaGetLastError();
    return;
  }
  for (int k = 0; k < count; k++) {
    members[k]->nccl_comm = comms[k];
    members[k]->nccl_rank = k;
  }
}

void gp_cuda_leave(gp_cuda_state *s)
{
  if (s->nccl_comm && api.handle)
    api.destroy(s->nccl_comm);
  s->nccl_comm = NULL;
}

gp_status gp_cuda_exchange(gp_cuda_state *const *members, int count, const gp_exchange *plan)
{
  for (int k = 0; k < count; k++)
    if (!members[k]->nccl_comm || members[k]->nccl_rank != k)
      return GP_ERROR_BACKEND_UNAVAILABLE;
  int failed = api.group_start() != NCCL_SUCCESS;
  for (int a = 0; a < plan->arrays && !failed; a++)
    for (int g = 0; g < count && !failed; g++)
      for (int d = 0; d < count && !failed; d++) {
        const size_t bytes = plan->bytes[a][g][d];
        if (bytes == 0)
          continue;
        if (g == d) {  /* a member's own bucket: a copy on its stream */
          failed = gp_cuda_enter(members[d]) != GP_SUCCESS
                   || cudaMemcpyAsync(plan->dst[a][g][d], plan->src[a][g][d], bytes, cudaMemcpyDeviceToDevice,
                                      members[d]->stream) != cudaSuccess;
          continue;
        }
        failed = api.send((void *) plan->src[a][g][d], bytes, NCCL_UINT8, d, members[g]->nccl_comm,
                          members[g]->stream) != NCCL_SUCCESS
                 || api.recv(plan->dst[a][g][d], bytes, NCCL_UINT8, g, members[d]->nccl_comm, members[d]->stream)
                      != NCCL_SUCCESS;
      }
  failed |= api.group_end() != NCCL_SUCCESS;  /* closes the group whatever happened in it */
  return failed ? GP_ERROR_DEVICE : GP_SUCCESS;
}
