## -*- texinfo -*-
## @deftypefn {} {@var{text} =} bench_provenance (@var{target})
## Where a benchmark's numbers come from, for its CSV heading: "commit C;
## DATE; make TARGET".  C is the COMMIT file of a release tree (make dist
## writes it), else what git says of the source tree ("-dirty" with
## uncommitted changes), else "unknown".
## @end deftypefn
function text = bench_provenance (target)
  top = fileparts (fileparts (mfilename ("fullpath")));
  commit = "unknown";
  stamp = fullfile (top, "COMMIT");
  if (exist (stamp, "file"))
    commit = strtrim (fileread (stamp));
  else
    [st, out] = system (sprintf ("git -C '%s' rev-parse --short HEAD 2>/dev/null", top));
    if (st == 0)
      commit = strtrim (out);
      [st, out] = system (sprintf ("git -C '%s' status --porcelain --untracked-files=no 2>/dev/null", top));
      if (st == 0 && ! isempty (strtrim (out)))
        commit = [commit "-dirty"];
      endif
    endif
  endif
  text = sprintf ("commit %s; %s; make %s", commit, datestr (now (), "yyyy-mm-dd"), target);
endfunction
