## B = bits_of (X) - the bits of a numeric array as a column of unsigned
## integers, so that NaN payloads and signs and -0 compare too; a complex
## array's real parts, then its imaginary parts.
function b = bits_of (x)
  if (iscomplex (x))
    b = [bits_of(real (x)); bits_of(imag (x))];
    return;
  endif
  x = x(:);
  switch (class (x))
    case "double", b = typecast (x, "uint64");
    case "single", b = typecast (x, "uint32");
    case "logical", b = uint8 (x);
    case "char", b = uint8 (x);
    otherwise, b = x;
  endswitch
endfunction
