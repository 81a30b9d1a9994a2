/* gp_names.c - looking up the names of algorithms. */
#include <string.h>

#include "gp_internal.h"

int gp_name_index(const char *const *names, int count, const char *name)
{
  for (int k = 0; k < count; k++)
    if (strcmp(name, names[k]) == 0)
      return k;
  return -1;
}
