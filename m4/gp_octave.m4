# gp_octave.m4 - find Octave's mkoctfile and octave-cli.
#
# MKOCTFILE and OCTAVE come from the environment (as Octave's pkg install sets
# them) or from PATH.  Sets the conditional GP_HAVE_OCTAVE, and GP_HAVE_ADOPT
# where Octave's C++ headers build mex/mx_adopt.cc (results handed to Octave
# without a copy; --disable-adopt builds the plain C path alone).
AC_DEFUN([GP_OCTAVE], [
  AC_ARG_VAR([MKOCTFILE], [Octave's mkoctfile, which builds the MEX gateway])
  AC_ARG_VAR([OCTAVE], [the Octave interpreter that runs the .m tests (octave-cli)])
  AC_ARG_WITH([octave],
    [AS_HELP_STRING([--without-octave], [build the C library only, with no MEX gateway])],
    [], [with_octave=check])
  gp_have_octave=no
  AS_IF([test "x$with_octave" != xno], [
    AS_IF([test -z "$MKOCTFILE"], [AC_PATH_PROG([MKOCTFILE], [mkoctfile])])
    AS_IF([test -z "$OCTAVE"], [AC_PATH_PROGS([OCTAVE], [octave-cli octave])])
    AS_IF([test -n "$MKOCTFILE" && test -n "$OCTAVE"], [gp_have_octave=yes], [
      AS_IF([test "x$with_octave" = xyes], [AC_MSG_ERROR([Octave (mkoctfile and octave-cli) not found])])
      AC_MSG_WARN([Octave not found: building the C library only])
    ])
  ])
  AM_CONDITIONAL([GP_HAVE_OCTAVE], [test "x$gp_have_octave" = xyes])

  AC_ARG_ENABLE([adopt],
    [AS_HELP_STRING([--disable-adopt],
      [hand results to Octave through mxCreate* alone (Octave copies them), not through Octave's C++ headers])],
    [], [enable_adopt=check])
  gp_outputs=plain
  AS_IF([test "x$gp_have_octave" = xyes && test "x$enable_adopt" != xno], [
    AC_MSG_CHECKING([whether Octave's C++ headers can hand MEX results over without a copy])
    gp_adopt_dir=`mktemp -d`
    cat > "$gp_adopt_dir/conftest.cc" <<'GP_EOF'
#include <octave/oct.h>
#include <octave/mxarray.h>
#include <octave/mexproto.h>
mxArray *f (void)
{
  double *p = std::allocator<double> ().allocate (2);
  mxArray *m = new mxArray (false, octave_value (NDArray (Array<double> (p, dim_vector (2, 1)))));
  mxSetCell (mxCreateCellMatrix (1, 1), 0, m);
  return m;
}
GP_EOF
    AS_IF([(cd "$gp_adopt_dir" && $MKOCTFILE --mex -c conftest.cc -o conftest.o) >&AS_MESSAGE_LOG_FD 2>&1],
      [gp_outputs=adopt])
    rm -rf "$gp_adopt_dir"
    AC_MSG_RESULT([$gp_outputs])
    AS_IF([test "x$enable_adopt" = xyes && test "x$gp_outputs" != xadopt],
      [AC_MSG_ERROR([--enable-adopt: Octave's C++ headers do not build the adopting unit (see config.log)])])
  ])
  AM_CONDITIONAL([GP_HAVE_ADOPT], [test "x$gp_outputs" = xadopt])
])
