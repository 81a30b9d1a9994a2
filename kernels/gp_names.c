/* gp_names.c - the algorithms' names: each family's table of names, looked
 * up one way (names are matched exactly, as gpuprim.h documents them). */
#include <string.h>

#include "gp_internal.h"

int gp_name_index(const char *const *names, int count, const char *name)
{
  for (int k = 0; k < count; k++)
    if (strcmp(name, names[k]) == 0)
      return k;
  return -1;
}

gp_status gp_name_lookup(const char *const *names, int count, const char *name, int *index)
{
  if (!name || !index)
    return GP_ERROR_NULL_POINTER;
  const int k = gp_name_index(names, count, name);
  if (k < 0)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  *index = k;
  return GP_SUCCESS;
}

const char *gp_name_of(const char *const *names, int count, int index)
{
  return index >= 0 && index < count ? names[index] : "unknown";
}
