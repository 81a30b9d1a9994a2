/* mx_adopt.cc - results handed to Octave without a copy.
 *
 * The one C++ unit of the gateway, and the only place that uses Octave's C++
 * headers.  Octave copies every array a MEX file makes with mxCreate* into a
 * new, zero-filled array when the MEX file returns; an mxArray that wraps an
 * octave_value goes back as it is.  So a result's memory comes from the
 * allocator that Octave's Array<T> frees with, the C code fills it, and this
 * unit wraps it as an Octave array of its final dims: written once, never
 * copied, never zero-filled.  The interface is C (mx_adopt.h). */
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

#include <octave/oct.h>
#include <octave/mxarray.h>
#include <octave/mexproto.h>

#include "mx_adopt.h"

namespace {

/* The allocator type of Octave's Array<T> (std::allocator, or a
 * polymorphic allocator in builds with std::pmr). */
template <typename A>
struct alloc_of;
template <typename T, typename A>
struct alloc_of<Array<T, A>> {
  typedef A type;
};

template <typename T>
using array_alloc = typename alloc_of<Array<T>>::type;

template <typename T>
void *allocate(int64_t n)
{
  array_alloc<T> a;
  try {
    return std::allocator_traits<array_alloc<T>>::allocate(a, (size_t) n);
  } catch (const std::bad_alloc &) {
    return nullptr;
  }
}

template <typename T>
void deallocate(void *p, int64_t n)
{
  array_alloc<T> a;
  std::allocator_traits<array_alloc<T>>::deallocate(a, static_cast<T *>(p), (size_t) n);
}

/* A buffer of `capacity` elements cut to its first n.  Array<T> frees what
 * its dims count, so a buffer larger than its result is made exact: with
 * std::allocator (malloc underneath) by realloc, which shrinks in place or
 * remaps its pages; otherwise by a copy.  NULL where that fails. */
template <typename T>
T *exact(void *p, int64_t n, int64_t capacity)
{
  if (n == capacity)
    return static_cast<T *>(p);
  if (std::is_same<array_alloc<T>, std::allocator<T>>::value && n > 0) {
    void *q = std::realloc(p, (size_t) n * sizeof(T));
    return static_cast<T *>(q ? q : p);
  }
  T *q = static_cast<T *>(allocate<T>(n));
  if (q)
    std::memcpy(q, p, (size_t) n * sizeof(T));
  deallocate<T>(p, capacity);
  return q;
}

template <typename T, typename V>
octave_value wrap_as(void *p, const dim_vector &dv, int64_t capacity)
{
  T *data = exact<T>(p, dv.numel(), capacity);
  if (!data)
    throw std::bad_alloc();
  return octave_value(V(Array<T>(data, dv)));
}

/* A call that must never reach here: every dtype is listed below. */
template <typename F>
auto by_dtype(gp_dtype t, int complex, F f) -> decltype(f((double *) nullptr))
{
  if (complex)
    return t == GP_SINGLE ? f((FloatComplex *) nullptr) : f((Complex *) nullptr);
  switch (t) {
  case GP_SINGLE: return f((float *) nullptr);
  case GP_INT8: return f((octave_int8 *) nullptr);
  case GP_UINT8: return f((octave_uint8 *) nullptr);
  case GP_INT16: return f((octave_int16 *) nullptr);
  case GP_UINT16: return f((octave_uint16 *) nullptr);
  case GP_INT32: return f((octave_int32 *) nullptr);
  case GP_UINT32: return f((octave_uint32 *) nullptr);
  case GP_INT64: return f((octave_int64 *) nullptr);
  case GP_UINT64: return f((octave_uint64 *) nullptr);
  case GP_LOGICAL: return f((bool *) nullptr);
  default: return f((double *) nullptr);
  }
}

/* The Octave array type that holds elements of type T. */
template <typename T>
struct array_of;
template <> struct array_of<double> { typedef NDArray type; };
template <> struct array_of<float> { typedef FloatNDArray type; };
template <> struct array_of<Complex> { typedef ComplexNDArray type; };
template <> struct array_of<FloatComplex> { typedef FloatComplexNDArray type; };
template <> struct array_of<bool> { typedef boolNDArray type; };
template <typename I>
struct array_of<octave_int<I>> {
  typedef intNDArray<octave_int<I>> type;
};

}  // namespace

extern "C" {

void *mx_adopt_alloc(gp_dtype dtype, int complex, int64_t numel)
{
  if (numel < 0)
    return NULL;
  return by_dtype(dtype, complex, [numel](auto *t) { return allocate<std::remove_pointer_t<decltype(t)>>(numel); });
}

void mx_adopt_free(void *data, gp_dtype dtype, int complex, int64_t numel)
{
  if (data)
    by_dtype(dtype, complex, [=](auto *t) {
      deallocate<std::remove_pointer_t<decltype(t)>>(data, numel);
      return 0;
    });
}

mxArray *mx_adopt_wrap(void *data, gp_dtype dtype, int complex, int ndims, const int64_t *dims,
                                  int64_t capacity)
{
  dim_vector dv;
  dv.resize(ndims < 2 ? 2 : ndims, 1);
  for (int k = 0; k < ndims; k++)
    dv(k) = (octave_idx_type) dims[k];
  octave_value v;
  try {
    v = by_dtype(dtype, complex, [&](auto *t) {
      typedef std::remove_pointer_t<decltype(t)> T;
      return wrap_as<T, typename array_of<T>::type>(data, dv, capacity);
    });
  } catch (const std::bad_alloc &) {
    return NULL;  /* the buffer is gone: exact () freed it or left it to us */
  }
  mxArray *m = new mxArray(MX_HAS_INTERLEAVED_COMPLEX != 0, v);
  /* An mxArray made with new is not in the MEX call's list of arrays to
   * free when the call ends.  A cell made by the C API is: holding m, it
   * frees m after Octave has taken the value out of plhs (or after an
   * error), which drops m's reference to the data. */
  mxArray *keeper = mxCreateCellMatrix(1, 1);
  mxSetCell(keeper, 0, m);
  return m;
}

}  // extern "C"
