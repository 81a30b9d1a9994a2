/* tap.h - a few lines of TAP output for the C tests. */
#ifndef GP_TAP_H
#define GP_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int tap_count = 0;
static int tap_failed = 0;

static int tap_ok(int cond, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  printf("%sok %d - ", cond ? "" : "not ", ++tap_count);
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
  fflush(stdout);
  if (!cond)
    tap_failed++;
  return cond;
}

static __attribute__((unused)) void tap_skip(const char *reason, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  printf("ok %d - ", ++tap_count);
  vprintf(fmt, ap);
  printf(" # SKIP %s\n", reason);
  va_end(ap);
  fflush(stdout);
}

static int tap_done(void)
{
  printf("1..%d\n", tap_count);
  return tap_failed ? 1 : 0;
}

/* GPUPRIM_REQUIRE_GPU=1: a GPU case without a device fails instead of skipping. */
static int tap_gpu_required(void)
{
  const char *v = getenv("GPUPRIM_REQUIRE_GPU");
  return v && strcmp(v, "1") == 0;
}

#endif
