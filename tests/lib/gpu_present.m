## gpu_present () - whether gpuprim can use a CUDA device in this session.
function r = gpu_present ()
  r = gpuprim_info ().cuda_available;
endfunction
