# gp_octave.m4 - find Octave's mkoctfile and octave-cli.
#
# MKOCTFILE and OCTAVE come from the environment (as Octave's pkg install sets
# them) or from PATH.  Sets the conditional GP_HAVE_OCTAVE.
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
])
