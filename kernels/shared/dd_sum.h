/* dd_sum.h - double-double sums for "extra": a value as an unevaluated
 * hi + lo, added with the exact error of every rounding carried along
 * (Knuth's two-sum, then a renormalising fast two-sum).  Shared by the host
 * reference and the CUDA kernels, so both round alike.  Additions only: no
 * multiply for the compiler to fuse. */
#ifndef GP_DD_SUM_H
#define GP_DD_SUM_H

#ifdef __CUDACC__
#define GP_DD_FN static inline __host__ __device__
#else
#define GP_DD_FN static inline
#endif

typedef struct gp_dd {
  double hi, lo;
} gp_dd;

/* a + b and its exact rounding error, for any a and b (two-sum). */
GP_DD_FN gp_dd gp_two_sum(double a, double b)
{
  gp_dd r;
  r.hi = a + b;
  double bb = r.hi - a;
  r.lo = (a - (r.hi - bb)) + (b - bb);
  return r;
}

/* The double-double sum of a and b, renormalised so that hi = fl(hi + lo).
 * Symmetric in a and b, so a reduction tree may pair them either way.  An
 * infinity or an overflow makes the error term, and so the sum, NaN: the
 * builtin's "extra" sum gives NaN there too. */
GP_DD_FN gp_dd gp_dd_add(gp_dd a, gp_dd b)
{
  gp_dd s = gp_two_sum(a.hi, b.hi);
  double lo = s.lo + (a.lo + b.lo);
  gp_dd r;
  r.hi = s.hi + lo;
  r.lo = lo - (r.hi - s.hi);
  return r;
}

/* The double a sum comes to: hi, with +0 for a zero (as Octave's loop from +0). */
GP_DD_FN double gp_dd_value(gp_dd a)
{
  return a.hi + 0.0;
}

#endif
