## -*- texinfo -*-
## @deftypefn {} {[@var{args}, @var{options}] =} gpuprim_take_scan_options (@var{fname}, @var{args})
## Take the scan options out of the cell @var{args}: the pair
## @qcode{"algorithm"}, @var{name}, and the words @qcode{"exclusive"} /
## @qcode{"inclusive"} and @qcode{"reverse"} / @qcode{"forward"} (any case;
## a later word wins).  @var{options} is the cell @{@var{name}, @var{exclusive},
## @var{reverse}@} that follows the other arguments of the gateway's scan
## commands; @var{name} is @qcode{"auto"} without the pair, and the gateway
## checks it.
## @end deftypefn

function [args, options] = gpuprim_take_scan_options (fname, args)

  algorithm = "auto";
  exclusive = false;
  reverse = false;
  keep = true (size (args));
  k = 1;
  while (k <= numel (args))
    a = args{k};
    if (ischar (a) && rows (a) <= 1)
      switch (lower (a))
        case "algorithm"
          if (k == numel (args) || ! (ischar (args{k+1}) && rows (args{k+1}) <= 1))
            error ("gpuprim:invalidCall", "%s: \"algorithm\" needs a name, e.g. \"blelloch\"", fname);
          endif
          algorithm = lower (args{k+1});
          keep(k:k+1) = false;
          k += 1;
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
