/* extreme_order.h - when the host backend's max and min take an element v
 * over the one they hold, best: one rule for the running extremes
 * (scan_extreme_host.c) and for max (a, b) (extreme2_host.c), as the CUDA
 * kernels share gp_extreme_op's.  CMP is > for max and < for min; v != v
 * only for NaN (for integer classes it folds away). */
#ifndef GP_EXTREME_ORDER_H
#define GP_EXTREME_ORDER_H

#include <math.h>
#include <stdint.h>

/* Octave's rule: strictly first, or a number where best is NaN.  The
 * comparisons are joined by & and |, not && and ||: both sides are cheap,
 * and without the branches the compiler selects or vectorises (with the
 * branches, random data mispredicted one element in two: 5 ns an element
 * on the H200 machine's host). */
#define BETTER(v, best, CMP) (((v) CMP (best)) | (((best) != (best)) & ((v) == (v))))

/* "includenan": a NaN replaces a number and nothing replaces a NaN, so the
 * first NaN wins; else the strictly better number. */
#define BETTER_NAN(v, best, CMP) ((((v) != (v)) & ((best) == (best))) | ((v) CMP (best)))

/* "ComparisonMethod", "abs" on a real class: CMP on the magnitude, and on
 * equal magnitudes CMP on the angle (1 for a negative, -0 too; 0 else); the
 * default NaN rule.  Integer magnitudes as uint64 (INT64_MIN's too). */
#define MAG_F(v) fabs ((double) (v))
#define ANGLE_F(v) (signbit (v) ? 1 : 0)
#define MAG_I(v) ((v) < 0 ? (uint64_t) 0 - (uint64_t) (int64_t) (v) : (uint64_t) (v))
#define ANGLE_I(v) ((v) < 0 ? 1 : 0)
#define BETTER_ABS(MAG, ANGLE, v, best, CMP)                                                     \
  (MAG (v) != MAG (best) ? MAG (v) CMP MAG (best) || ((best) != (best) && (v) == (v))          \
                         : ANGLE (v) CMP ANGLE (best))
#define BETTER_ABS_F(v, best, CMP) BETTER_ABS (MAG_F, ANGLE_F, v, best, CMP)
#define BETTER_ABS_I(v, best, CMP) BETTER_ABS (MAG_I, ANGLE_I, v, best, CMP)
/* "abs" with "includenan" (float classes): the first NaN wins */
#define BETTER_ABS_NAN_F(v, best, CMP) ((best) == (best) && ((v) != (v) || BETTER_ABS_F (v, best, CMP)))

#endif
