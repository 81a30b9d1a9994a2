/* box_sum.h - one output of gp_boxfilter from a summed-area table: four
 * reads, whatever the box size.  Shared by the host reference and the CUDA
 * kernel, so both round alike. */
#ifndef GP_BOX_SUM_H
#define GP_BOX_SUM_H

#include <stdint.h>

#ifdef __CUDACC__
#define GP_BOX_FN static inline __host__ __device__
#else
#define GP_BOX_FN static inline
#endif

/* S(r, c) of one page's table (m rows, column-major, an element every
 * `inner`), 0 above or left of it. */
GP_BOX_FN double gp_sat_at(const double *sat, int64_t m, int64_t inner, int64_t r, int64_t c)
{
  return r < 0 || c < 0 ? 0.0 : sat[(c * m + r) * inner];
}

/* The sum over rows i + h/2 - h + 1 .. i + h/2 and columns j + w/2 - w + 1
 * .. j + w/2 (conv2's "same" centre), clipped to the m x n page.  The two
 * column differences come first: each is a sum of whole box columns. */
GP_BOX_FN double gp_box_sum(const double *sat, int64_t m, int64_t n, int64_t inner, int64_t i, int64_t j, int64_t h,
                            int64_t w)
{
  int64_t bottom = i + h / 2, right = j + w / 2;
  int64_t above = bottom - h, left_of = right - w;  /* the last row and column outside the box */
  bottom = bottom < m - 1 ? bottom : m - 1;
  right = right < n - 1 ? right : n - 1;
  double right_part = gp_sat_at(sat, m, inner, bottom, right) - gp_sat_at(sat, m, inner, above, right);
  double left_part = gp_sat_at(sat, m, inner, bottom, left_of) - gp_sat_at(sat, m, inner, above, left_of);
  return right_part - left_part;
}

#endif
