## t_bist.m - run the built-in self tests of every .m function and MEX gateway source.
tap_plan ();
srcdir = gpuprim_tests_srcdir;
files = [glob(fullfile (srcdir, "m", "*.m")); glob(fullfile (srcdir, "m", "entries", "*.m"));
         {fullfile(srcdir, "m", "@gparray", "gparray.m")};
         glob(fullfile (srcdir, "mex", "*.c"))];
for k = 1:numel (files)
  [~, name, ext] = fileparts (files{k});
  if (strcmp (ext, ".m") && isempty (strfind (files{k}, "@")))
    target = name;
  else
    target = files{k};
  endif
  [n_pass, n_test] = test (target, "quiet", stdout);
  if (n_test == 0)
    tap_ok (strcmp (ext, ".c") && isempty (strfind (fileread (files{k}), "%!")),
            "%s%s: has no BIST blocks", name, ext);
  else
    tap_ok (n_pass == n_test, "%s%s: %d of %d BIST blocks pass", name, ext, n_pass, n_test);
  endif
endfor
## help of the functions with a MEX entry of their own, with the build's
## folders on the path as README.md puts them: the text of m/entries/'s .m file
for name = {"gpu_cumsum", "gpu_max", "gpu_sort", "gpu_sortrows", "gpu_maxk", "gpu_mink", "gpu_nth_element", "gpu_unique", "gpu_median", "gpu_lookup", "gpu_histc", "gpu_accumarray", "gpu_boxfilter"}
  [~, ~, ext] = fileparts (which (name{1}));
  tap_ok (strcmp (ext, ".mex")
          && strcmp (get_help_text (name{1}), get_help_text (fullfile (srcdir, "m", "entries", [name{1} ".m"]))),
          "help %s (a MEX function) shows the text of m/entries/%s.m", name{1}, name{1});
endfor
## help gparray: the class's texinfo (Octave 7 reads a classdef's help
## only inside the classdef block)
[text, format] = get_help_text ("gparray");
tap_ok (strcmp (format, "texinfo") && ! isempty (strfind (text, "stays in GPU memory")),
        "help gparray shows the class's help (%s)", format);
## with m/ ahead of mex/ on the path (addpath ("m", "mex"), or genpath),
## each user function is still its MEX file: a .m file of its name in m/
## would run the Octave implementation on every call
saved = path ();
addpath (fullfile (srcdir, "m"));  # to the front
for name = {"gpu_cumsum", "gpu_sum", "gpu_max", "gpu_sort", "gpu_compact", "gpu_boxfilter"}
  found = which (name{1});
  tap_ok (! isempty (regexp (found, "\\.mex$", "once")), "m/ ahead on the path: %s is %s", name{1}, found);
endfor
path (saved);
tap_done ();
