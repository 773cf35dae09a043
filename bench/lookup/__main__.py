"""``python -m bench.lookup [--misses] [--json PATH]``: run every query of bench/lookup/queries.json
through ``rulings.lookup.lookup`` on the suite's scenarios and print hit@1 and hit@3 per language
and per query type. A query scores a hit@k when one of its answers is among the first k
scenarios lookup returns (a query lookup finds nothing for is a miss).

``--browser`` runs the same queries through the judge book's search (rulings/book/search.js) in
headless Chromium instead (bench/lookup/browser.py; needs playwright and Debian's chromium).

Targets (issue 13): hit@3 at least 90% over all queries, at least 80% in every language and in
every query type. Exit code 1 when a target is missed.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

from rulings import RulingsError
from rulings.lookup import lookup
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

HERE = Path(__file__).resolve().parent
QUERIES = HERE / "queries.json"
LANGS = ("en", "de", "es", "fr", "it", "pt", "ru", "ja", "ko", "zhs", "zht")
TYPES = ("name-exact", "name-partial", "name-typo1", "name-typo2", "card-text", "ruling",
         "question")
OVERALL, EVERY = 0.90, 0.80


def evaluate(queries: list[dict]) -> list[dict]:
    index = build_index([FEATURES_DIR])
    out = []
    for q in queries:
        try:
            ids = [h.entry.id for h in lookup(index, q["query"]).hits[:3]]
        except RulingsError:
            ids = []
        answers = set(q["answers"])
        rank = next((n for n, i in enumerate(ids, 1) if i in answers), None)
        out.append({**q, "top3": ids, "rank": rank})
    return out


def table(results: list[dict]) -> dict[str, dict[str, tuple[int, float, float]]]:
    groups: dict[str, dict[str, list[dict]]] = {"language": defaultdict(list),
                                                 "type": defaultdict(list)}
    for r in results:
        groups["language"][r["lang"]].append(r)
        groups["type"][r["type"]].append(r)
    out: dict[str, dict[str, tuple[int, float, float]]] = {}
    for name, order in (("language", LANGS), ("type", TYPES)):
        out[name] = {key: _rates(groups[name][key]) for key in order if groups[name].get(key)}
    out["all"] = {"all": _rates(results)}
    return out


def _rates(rows: list[dict]) -> tuple[int, float, float]:
    n = len(rows)
    at1 = sum(1 for r in rows if r["rank"] == 1)
    at3 = sum(1 for r in rows if r["rank"] is not None)
    return n, at1 / n, at3 / n


def met(summary: dict) -> list[str]:
    missed = []
    n, _, at3 = summary["all"]["all"]
    if at3 < OVERALL:
        missed.append(f"hit@3 over all {at3:.1%} < {OVERALL:.0%}")
    for group in ("language", "type"):
        for key, (_, _, rate) in summary[group].items():
            if rate < EVERY:
                missed.append(f"hit@3 {group} {key} {rate:.1%} < {EVERY:.0%}")
    return missed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.lookup", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--misses", action="store_true", help="list the queries missed at 3")
    parser.add_argument("--json", type=Path, help="write every query's result here")
    parser.add_argument("--browser", action="store_true",
                        help="search with the judge book's search.js in headless Chromium")
    args = parser.parse_args(argv)
    queries = json.loads(QUERIES.read_text(encoding="utf-8"))
    started = time.perf_counter()
    if args.browser:
        from .browser import evaluate as in_browser

        results = in_browser(queries)
    else:
        results = evaluate(queries)
    took = time.perf_counter() - started
    summary = table(results)
    for group in ("language", "type", "all"):
        print(f"{'by ' + group if group != 'all' else 'overall':<14} {'n':>4} {'hit@1':>7} "
              f"{'hit@3':>7}")
        for key, (n, at1, at3) in summary[group].items():
            print(f"  {key:<12} {n:>4} {at1:>7.1%} {at3:>7.1%}")
    print(f"{len(results)} queries in {took:.1f} s")
    if args.misses:
        for r in results:
            if r["rank"] is None:
                print(f"MISS {r['type']:<12} {r['lang']:<3} {r['query'][:70]!r} -> {r['top3']} "
                      f"(want {r['source']})")
    if args.json:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    missed = met(summary)
    print("targets: " + ("met" if not missed else "MISSED: " + "; ".join(missed)))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
