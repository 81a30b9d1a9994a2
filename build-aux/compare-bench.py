#!/usr/bin/env python3
"""compare-bench.py - the 2^28 rows of gpu-validate.sh's bench_compare, base
against new: per row the median of the rounds' "ours" times and their ratio.

  usage: build-aux/compare-bench.py DIR ROUND[,ROUND...]
  (DIR holds compare-bench_{scan,sort,reduce,compact}-{base,new}-ROUND.csv)
"""
import csv
import io
import statistics
import sys


def rows(path, prog):
    """{row key: ours_ms} for the rows of 2^28 elements of one bench output."""
    text = open(path).read().splitlines()
    out = {}
    if prog == "scan":  # a Markdown table: job | n | ours ms | ...
        for line in text:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if line.startswith("| ") and len(cells) > 2 and cells[1] == "2^28":
                out[(cells[0],)] = float(cells[2])
        return out
    body = "\n".join(l for l in text if l.strip() and not l.startswith("#"))
    for r in csv.DictReader(io.StringIO(body)):
        n = int(float(r["n"])) if "n" in r else int(r["rows"]) * int(r["cols"])
        if n >= 1 << 28:
            key = tuple(v for k, v in r.items()
                        if k not in ("ours_ms", "cub_ms", "copy_ms", "ours_read_GBs", "max_rel_diff", "check"))
            out[key] = float(r["ours_ms"])
    return out


def main():
    d, rounds = sys.argv[1], sys.argv[2].split(",")
    for prog in ("scan", "sort", "reduce", "compact"):
        base = [rows(f"{d}/compare-bench_{prog}-base-{r}.csv", prog) for r in rounds]
        new = [rows(f"{d}/compare-bench_{prog}-new-{r}.csv", prog) for r in rounds]
        ratios = []
        for k in base[0]:
            b, n = statistics.median(x[k] for x in base), statistics.median(x[k] for x in new)
            ratios.append((n / b, b, n, k))
        rs = [r[0] for r in ratios]
        total = sum(r[2] for r in ratios) / sum(r[1] for r in ratios)
        print(f"{prog}: {len(rs)} rows; summed time new/base {total:.4f}; per row (median of {len(rounds)}): "
              f"min {min(rs):.4f}, max {max(rs):.4f}, over 1.02: {sum(r > 1.02 for r in rs)}")
        for r, b, n, k in sorted(ratios)[-2:]:
            print(f"    {r:.4f}  {' '.join(k)}: base {b:.4f} ms, new {n:.4f} ms")


if __name__ == "__main__":
    main()
