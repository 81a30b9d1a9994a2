/* reduce_clear_run.cuh - the rows reduction's walk of a share by squared
 * magnitudes alone, while every step is clear (GP_REDUCE_CLEAR_RUN,
 * tuning.h), for the ops whose accumulator ranks elements by them
 * (gp_folds_by_candidate: the complex extremes; an accumulator with fields
 * `at` and `v`).
 *
 * A clear step decides what the exact step (Op::run_step) decides: an
 * element clearly behind the lead by squared magnitude is behind it by abs,
 * one clearly ahead is ahead, so the lead is the element the exact steps
 * would hold, and lifting it once at the end gives the same accumulator,
 * bit for bit.  Anything else goes to the exact step. */
#ifndef GP_REDUCE_CLEAR_RUN_CUH
#define GP_REDUCE_CLEAR_RUN_CUH

#include "reduce_fold.cuh"

template <class Op>
struct gp_reduce_clear_run : cuda::std::bool_constant<GP_REDUCE_CLEAR_RUN && gp_folds_by_candidate<Op>::value> {};

/* The element the exact steps would hold (at < 0: none yet) and its squared magnitude. */
template <class In>
struct gp_clear_lead {
  In v;
  long long at;
  double q;
};

/* Element x at line position j: false where its step is not clear; else
 * true, with the lead after it. */
template <class Op, class In>
__device__ __forceinline__ bool gp_clear_step(gp_clear_lead<In> &lead, In x, long long j)
{
  double q;
  if (!Op::candidate_key(x, q))
    return false;
  if (lead.at >= 0 && Op::key_clearly_behind(q, lead.q))
    return true;
  if (lead.at >= 0 && !Op::key_clearly_behind(lead.q, q))
    return false;  /* within the margin: abs, then arg, decide */
  lead.v = x;
  lead.at = j;
  lead.q = q;
  return true;
}

/* The same for the elements of 16 bytes, the first at line position j. */
template <class Op, class In>
__device__ __forceinline__ bool gp_clear_vector(gp_clear_lead<In> &lead, uint4 bits, long long j)
{
  gp_vector16<In> u;
  u.q = bits;
  bool clear = true;
#pragma unroll
  for (int k = 0; k < u.VEC; k++)
    clear = clear && gp_clear_step<Op, In>(lead, u.e[k], j + k);
  return clear;
}

/* From vector u of the share (line position head + u * VEC), walk groups
 * of four loads, step apart, while each group is clear; acc (the exact
 * fold so far) becomes the fold through the last clear group.  Returns the
 * first vector not walked: the group that was not clear, or what is left
 * past the last whole group. */
template <class Op, class In>
__device__ __forceinline__ long long gp_clear_run(const uint4 *__restrict__ v, long long head, long long u,
                                                  long long step, long long body, typename Op::T &acc)
{
  enum { VEC = 16 / sizeof(In) };
  double q0 = 0;
  if (acc.at >= 0 && !Op::candidate_key(acc.v, q0))
    return u;  /* a NaN or far-out lead: every step is the exact one */
  gp_clear_lead<In> lead = {acc.v, acc.at, q0};
  for (; u + 3 * step < body; u += 4 * step) {
    const uint4 a = __ldg(v + u), b = __ldg(v + u + step), c = __ldg(v + u + 2 * step), d = __ldg(v + u + 3 * step);
    gp_clear_lead<In> next = lead;
    if (!(gp_clear_vector<Op, In>(next, a, head + u * VEC) &&
          gp_clear_vector<Op, In>(next, b, head + (u + step) * VEC) &&
          gp_clear_vector<Op, In>(next, c, head + (u + 2 * step) * VEC) &&
          gp_clear_vector<Op, In>(next, d, head + (u + 3 * step) * VEC)))
      break;
    lead = next;
  }
  if (lead.at != acc.at)
    acc = Op::lift(lead.v, lead.at);
  return u;
}

#endif
