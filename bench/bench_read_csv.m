## -*- texinfo -*-
## @deftypefn {} {[@var{heading}, @var{fields}] =} bench_read_csv (@var{text})
## Split the output of a C benchmark (a "# ..." heading line, a CSV header,
## then rows) into the heading and an N-by-columns cell of the rows' fields.
## @end deftypefn
function [heading, fields] = bench_read_csv (text)
  lines = strsplit (strtrim (text), "\n");
  heading = lines{1};
  fields = cellfun (@(l) strsplit (strtrim (l), ","), lines(3:end)(:), "UniformOutput", false);
  fields = vertcat (fields{:});
endfunction
