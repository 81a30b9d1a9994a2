# gp_cuda.m4 - find nvcc and choose the CUDA architectures.
#
# GP_CUDA_FIND_HOME sets CUDA_HOME to the toolkit that $NVCC belongs to.
# nvcc on PATH may be a wrapper script (/usr/local/bin/nvcc that execs the
# real one), so the directory above it is not enough: ask nvcc for its TOP,
# and keep the first candidate that holds the runtime headers.
AC_DEFUN([GP_CUDA_FIND_HOME], [
  AC_MSG_CHECKING([for the CUDA toolkit of $NVCC])
  gp_nvcc_dir=`AS_DIRNAME(["$NVCC"])`
  gp_nvcc_top=`echo > conftest.cu; "$NVCC" --dryrun -c conftest.cu 2>&1 | sed -n 's/^#\$ TOP=//p' | sed 1q`
  rm -f conftest.cu
  CUDA_HOME=
  for gp_candidate in "$gp_nvcc_top" `AS_DIRNAME(["$gp_nvcc_dir"])` /usr/local/cuda; do
    AS_IF([test -n "$gp_candidate" && test -r "$gp_candidate/include/cuda_runtime_api.h"],
      [CUDA_HOME=`cd "$gp_candidate" && pwd`; break])
  done
  AS_IF([test -n "$CUDA_HOME"], [AC_MSG_RESULT([$CUDA_HOME])], [AC_MSG_RESULT([not found])
    CUDA_HOME=`AS_DIRNAME(["$gp_nvcc_dir"])`])
])

# GP_CUDA sets NVCC, CUDA_CPPFLAGS, CUDA_LDFLAGS, CUDA_LIBS, NVCC_ARCH_FLAGS,
# the conditional GP_HAVE_CUDA, and the define GP_HAVE_CUDA.
AC_DEFUN([GP_CUDA], [
  AC_ARG_VAR([NVCC], [the CUDA compiler])
  AC_ARG_VAR([NVCCFLAGS], [flags for the CUDA compiler])
  AC_ARG_WITH([cuda],
    [AS_HELP_STRING([--with-cuda@<:@=DIR@:>@],
      [build the CUDA backend, with the toolkit in DIR (default: look on PATH, then /usr/local/cuda); --without-cuda builds a host-only library])],
    [], [with_cuda=check])
  AC_ARG_WITH([cuda-arch],
    [AS_HELP_STRING([--with-cuda-arch=LIST],
      [compute capabilities to build machine code for, such as "90" or "80 90" (default: 90); the last also gets PTX])],
    [], [with_cuda_arch=90])

  gp_have_cuda=no
  CUDA_HOME=
  AS_IF([test "x$with_cuda" != xno], [
    AS_IF([test "x$with_cuda" != xyes && test "x$with_cuda" != xcheck], [
      CUDA_HOME=$with_cuda
      AS_IF([test -z "$NVCC"], [NVCC=$CUDA_HOME/bin/nvcc])
    ], [
      AS_IF([test -z "$NVCC"],
        [AC_PATH_PROG([NVCC], [nvcc], [], [$PATH$PATH_SEPARATOR/usr/local/cuda/bin])])
    ])
    AS_IF([test -n "$NVCC" && test -x "$NVCC"], [
      AS_IF([test -z "$CUDA_HOME"], [GP_CUDA_FIND_HOME])
      gp_have_cuda=yes
    ], [
      AS_IF([test "x$with_cuda" != xcheck],
        [AC_MSG_ERROR([--with-cuda was given but nvcc was not found (looked for ${NVCC:-nvcc})])])
      AC_MSG_WARN([nvcc not found: building the host-only library])
    ])
  ])

  NVCC_ARCH_FLAGS=
  AS_IF([test "x$gp_have_cuda" = xyes], [
    AC_MSG_CHECKING([CUDA architectures])
    gp_last_arch=
    for gp_arch in `echo "$with_cuda_arch" | tr ',;' '  ' | sed 's/sm_//g; s/compute_//g'`; do
      AS_CASE([$gp_arch], [*[[!0-9a]]*|""], [AC_MSG_ERROR([bad --with-cuda-arch entry: $gp_arch])])
      NVCC_ARCH_FLAGS="$NVCC_ARCH_FLAGS -gencode=arch=compute_$gp_arch,code=sm_$gp_arch"
      gp_last_arch=$gp_arch
    done
    AS_IF([test -z "$gp_last_arch"], [AC_MSG_ERROR([--with-cuda-arch is empty])])
    NVCC_ARCH_FLAGS="$NVCC_ARCH_FLAGS -gencode=arch=compute_$gp_last_arch,code=compute_$gp_last_arch"
    AC_MSG_RESULT([$with_cuda_arch (PTX for $gp_last_arch)])

    AS_IF([test -r "$CUDA_HOME/include/cuda_runtime_api.h"], [],
      [AC_MSG_ERROR([no cuda_runtime_api.h in $CUDA_HOME/include; give the toolkit with --with-cuda=DIR])])
    CUDA_CPPFLAGS="-I$CUDA_HOME/include"
    gp_cuda_libdir=$CUDA_HOME/lib64
    AS_IF([test -d "$gp_cuda_libdir"], [], [gp_cuda_libdir=$CUDA_HOME/lib])
    CUDA_LDFLAGS="-L$gp_cuda_libdir"
    # The static runtime: the library and the MEX file need no CUDA library path at run time.
    CUDA_LIBS="-lcudart_static -lstdc++ -ldl -lrt -lpthread"
    AC_MSG_CHECKING([that $NVCC compiles for $with_cuda_arch])
    cat > conftest.cu <<_GP_EOF
__global__ void k(int *p) { p[[threadIdx.x]] = 1; }
int main(void) { return 0; }
_GP_EOF
    AS_IF([$NVCC $NVCC_ARCH_FLAGS -c conftest.cu -o conftest.o >&AS_MESSAGE_LOG_FD 2>&1],
      [AC_MSG_RESULT([yes])],
      [AC_MSG_RESULT([no]); AC_MSG_ERROR([$NVCC cannot compile for $with_cuda_arch; see config.log])])
    rm -f conftest.cu conftest.o
    AC_DEFINE([GP_HAVE_CUDA], [1], [Define to 1 when the CUDA backend is built.])
  ])
  AC_SUBST([CUDA_HOME])
  AC_SUBST([CUDA_CPPFLAGS])
  AC_SUBST([CUDA_LDFLAGS])
  AC_SUBST([CUDA_LIBS])
  AC_SUBST([NVCC_ARCH_FLAGS])
  AM_CONDITIONAL([GP_HAVE_CUDA], [test "x$gp_have_cuda" = xyes])
])
