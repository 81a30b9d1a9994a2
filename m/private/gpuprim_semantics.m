## -*- texinfo -*-
## @deftypefn {} {@var{s} =} gpuprim_semantics ()
## What the running Octave's builtins do where releases differ, as the
## gateway decided it once at load time from the version (mex/mex_semantics.c,
## the one table of those differences): fields @code{version},
## @code{integer_scans_native}, @code{scan_type_options},
## @code{empty_as_column_by_dim}, @code{sort_index_past_ndims},
## @code{complex_arg_raw}, @code{pair_ties_take_a},
## @code{extra_sum_plain_when_nonfinite} and @code{plain_outputs_uncopied}.
## @end deftypefn
function s = gpuprim_semantics ()
  persistent cached;
  if (isempty (cached))
    cached = __gpuprim_mex__ ("semantics");
  endif
  s = cached;
endfunction

%!assert (gpuprim_semantics ().integer_scans_native, isa (cumsum (int8 (1)), "int8"))
%!assert (gpuprim_semantics ().plain_outputs_uncopied, compare_versions (OCTAVE_VERSION, "11.0.0", ">="))
