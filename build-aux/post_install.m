## -*- texinfo -*-
## @deftypefn {} {} post_install (@var{desc})
## Run by @code{pkg install} once the files are in place: copy each user
## function's .m file (its help text and tests, from the package's entries/
## folder, which is on no path) beside the MEX entry of the same name, into
## the package's architecture-dependent folder.  Octave reads a MEX
## function's help from the .m file in the MEX file's own folder; in one
## folder the MEX file still runs: Octave takes a .mex before a .m of the
## same name.
## @end deftypefn

function post_install (desc)
  mex = [dir(fullfile (desc.archprefix, "*", "*.mex")); dir(fullfile (desc.dir, "*", "*.mex"))];
  for k = 1:numel (mex)
    [~, name] = fileparts (mex(k).name);
    m = fullfile (desc.dir, "entries", [name ".m"]);
    if (exist (m, "file") == 2)
      copyfile (m, mex(k).folder);
    endif
  endfor
endfunction
