/* tap.h - a few lines of TAP output for the C tests. */
#ifndef GP_TAP_H
#define GP_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuprim.h"

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

/* Whether the environment variable `name` is "1" (the tests' switches). */
static int tap_env_on(const char *name)
{
  const char *v = getenv(name);
  return v && strcmp(v, "1") == 0;
}

/* Whether a test's part `name` runs: all do unless GPUPRIM_TEST_PARTS names
 * some (comma-separated), which lets a slow sanitizer run be split into
 * processes that run side by side. */
static __attribute__((unused)) int tap_part_wanted(const char *name)
{
  const char *parts = getenv("GPUPRIM_TEST_PARTS");
  const size_t len = strlen(name);
  for (const char *p = parts; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
    if (strncmp(p, name, len) == 0 && (p[len] == ',' || p[len] == '\0'))
      return 1;
  return parts == NULL || *parts == '\0';
}

/* GPUPRIM_REQUIRE_GPU=1: a GPU case without a device fails instead of skipping. */
static int tap_gpu_required(void)
{
  return tap_env_on("GPUPRIM_REQUIRE_GPU");
}

/* The `cases` GPU cases of a test whose CUDA context failed to open with
 * status st: skipped, or failed where a GPU is required. */
static __attribute__((unused)) void tap_gpu_cases_unavailable(int cases, gp_status st)
{
  const char *reason = st == GP_ERROR_BACKEND_UNAVAILABLE ? "built without CUDA" : "no CUDA device";
  const char *detail = gp_status_string(st);
  for (int k = 0; k < cases; k++) {
    if (tap_gpu_required())
      tap_ok(0, "cuda case %d: GPUPRIM_REQUIRE_GPU=1 but %s (%s)", k + 1, reason, detail);
    else
      tap_skip(reason, "cuda case %d", k + 1);
  }
}

#endif
