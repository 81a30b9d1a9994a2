/* gp_status.c - words for status codes. */
#include "gpuprim.h"

const char *gp_status_string(gp_status status)
{
  switch (status) {
  case GP_SUCCESS: return "success";
  case GP_ERROR_INVALID_ARGUMENT: return "invalid argument";
  case GP_ERROR_NULL_POINTER: return "a required pointer is NULL";
  case GP_ERROR_UNSUPPORTED_DTYPE: return "element type not supported for this operation";
  case GP_ERROR_INVALID_DIM: return "invalid dimension";
  case GP_ERROR_SHAPE_MISMATCH: return "array sizes do not match";
  case GP_ERROR_UNKNOWN_ALGORITHM: return "unknown algorithm";
  case GP_ERROR_WRONG_LOCATION: return "array is not where this backend can reach it";
  case GP_ERROR_UNSUPPORTED_ALGORITHM: return "this algorithm cannot compute this operation";
  case GP_ERROR_NAN_TO_LOGICAL: return "NaN cannot be converted to a logical value";
  case GP_ERROR_NO_DEVICE: return "no CUDA device is available";
  case GP_ERROR_BACKEND_UNAVAILABLE: return "this build of libgpuprim has no CUDA backend";
  case GP_ERROR_HOST_OUT_OF_MEMORY: return "out of host memory";
  case GP_ERROR_DEVICE_OUT_OF_MEMORY: return "out of device memory";
  case GP_ERROR_LAUNCH_FAILED: return "a kernel launch failed";
  case GP_ERROR_DEVICE: return "the CUDA device reported an error";
  case GP_ERROR_INTERNAL: return "internal error in libgpuprim";
  }
  return "unknown status";
}

const char *gp_status_id(gp_status status)
{
  switch (status) {
  case GP_SUCCESS: return "success";
  case GP_ERROR_INVALID_ARGUMENT: return "invalidArgument";
  case GP_ERROR_NULL_POINTER: return "nullPointer";
  case GP_ERROR_UNSUPPORTED_DTYPE: return "unsupportedType";
  case GP_ERROR_INVALID_DIM: return "invalidDim";
  case GP_ERROR_SHAPE_MISMATCH: return "shapeMismatch";
  case GP_ERROR_UNKNOWN_ALGORITHM: return "unknownAlgorithm";
  case GP_ERROR_WRONG_LOCATION: return "wrongLocation";
  case GP_ERROR_UNSUPPORTED_ALGORITHM: return "unsupportedAlgorithm";
  case GP_ERROR_NAN_TO_LOGICAL: return "nanToLogical";
  case GP_ERROR_NO_DEVICE: return "noDevice";
  case GP_ERROR_BACKEND_UNAVAILABLE: return "backendUnavailable";
  case GP_ERROR_HOST_OUT_OF_MEMORY: return "hostOutOfMemory";
  case GP_ERROR_DEVICE_OUT_OF_MEMORY: return "deviceOutOfMemory";
  case GP_ERROR_LAUNCH_FAILED: return "launchFailed";
  case GP_ERROR_DEVICE: return "deviceError";
  case GP_ERROR_INTERNAL: return "internalError";
  }
  return "unknownStatus";
}
