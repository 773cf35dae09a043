"""``python -m bench.lookup.fts5``: the alternative measured against lookup's own BM25F (issue 24):
SQLite FTS5's ``bm25()`` with the same field weights, on the same analysed text (the word
index's Snowball stems, CJK bigrams and glossary keys, each key written as one ASCII token),
every key of a question OR-ed. Prints hit@1 and hit@3 per set on the development half only
(bench/README.md, "Why our own scorer")."""
from __future__ import annotations

import sqlite3
import sys

from rulings.judging import wordindex
from rulings.judging.lookup import _expansion
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

from .sets import load_all


def main() -> int:
    index = build_index([FEATURES_DIR])
    ready = wordindex.prepared(index)
    names = list(wordindex.WEIGHTS)
    tokens: dict[str, str] = {}

    def token(key: str) -> str:
        return tokens.setdefault(key, f"k{len(tokens)}")

    def analysed(text: str) -> str:
        out = []
        for t in wordindex.fold_both(text).split():
            if wordindex.is_wide(t):
                out += wordindex.grams(t)
            elif t in ready.stems.table:
                out.append(ready.stems.table[t])
        return " ".join(token(k) for k in out)

    db = sqlite3.connect(":memory:")
    db.execute(f"create virtual table d using fts5({', '.join(names)})")
    for entry in ready.entries:
        fields = wordindex.fields(entry)
        db.execute(f"insert into d values ({','.join('?' * len(names))})",
                   [analysed(" ".join(text for _, text in fields[n])) for n in names])
    weights = ", ".join(str(wordindex.WEIGHTS[n]) for n in names)
    results: dict[str, list[int | None]] = {}
    for q in load_all(index):
        if q["half"] != "dev":
            continue
        rest, groups = _expansion(wordindex.fold_both(q["query"]), ready.stems)
        keys = wordindex.analyze(rest, ready.stems) + [k for g in groups for k in g]
        wanted = sorted({token(k) for k in keys if k in ready.postings})
        ids = []
        if wanted:
            rows = db.execute(f"select rowid from d where d match ? order by bm25(d, {weights}) "
                              "limit 3", (" OR ".join(wanted),)).fetchall()
            ids = [ready.entries[r[0] - 1].id for r in rows]
        rank = next((n for n, i in enumerate(ids, 1) if i in set(q["answers"])), None)
        results.setdefault(q["set"], []).append(rank)
    for name, ranks in results.items():
        n = len(ranks)
        print(f"FTS5 {name:<10} {n:>4} hit@1 {sum(r == 1 for r in ranks) / n:.1%} "
              f"hit@3 {sum(r is not None for r in ranks) / n:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
