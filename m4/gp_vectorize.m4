# GP_VECTORIZE sets GP_VECTORIZE_CFLAGS: the loop vectoriser at its full
# cost model, where the C compiler takes it.  The host backend's loops
# (kernels/host/) are written for it; at GCC's -O2 alone it takes only the
# cheapest loops, and max (a, b) of 2^14 doubles ran branch by branch,
# 97 us against the builtin's 32 on the H200 machine's host (27 us with
# these flags).  Results do not change: without -ffast-math the vectoriser
# keeps every floating-point operation in order.
AC_DEFUN([GP_VECTORIZE], [
  GP_VECTORIZE_CFLAGS=
  AC_MSG_CHECKING([whether $CC takes -ftree-vectorize -fvect-cost-model=dynamic])
  gp_save_CFLAGS=$CFLAGS
  CFLAGS="$CFLAGS -Werror -ftree-vectorize -fvect-cost-model=dynamic"
  AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])],
    [GP_VECTORIZE_CFLAGS="-ftree-vectorize -fvect-cost-model=dynamic"; AC_MSG_RESULT([yes])],
    [AC_MSG_RESULT([no])])
  CFLAGS=$gp_save_CFLAGS
  AC_SUBST([GP_VECTORIZE_CFLAGS])
])
