## -*- texinfo -*-
## @deftypefn {} {[@var{args}, @var{options}] =} gpuprim_take_scan_options (@var{fname}, @var{args})
## Take the scan options out of the cell @var{args}: the pair
## @qcode{"algorithm"}, @var{name} (through @code{gpuprim_take_algorithm}), and the words @qcode{"exclusive"} /
## @qcode{"inclusive"} and @qcode{"reverse"} / @qcode{"forward"} (any case;
## a later word wins).  @var{options} is the cell @{@var{name}, @var{exclusive},
## @var{reverse}@} that follows the other arguments of the gateway's scan
## commands; @var{name} is @qcode{"auto"} without the pair, and the gateway
## checks it.
## @end deftypefn

function [args, options] = gpuprim_take_scan_options (fname, args)

  [args, algorithm] = gpuprim_take_algorithm (fname, args);
  exclusive = false;
  reverse = false;
  keep = true (size (args));
  k = 1;
  while (k <= numel (args))
    a = args{k};
    if (ischar (a) && rows (a) <= 1)
      switch (lower (a))
        case {"exclusive", "inclusive"}
          exclusive = strcmpi (a, "exclusive");
          keep(k) = false;
        case {"reverse", "forward"}
          reverse = strcmpi (a, "reverse");
          keep(k) = false;
      endswitch
    endif
    k += 1;
  endwhile
  args = args(keep);
  options = {algorithm, exclusive, reverse};

endfunction
