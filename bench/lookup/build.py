"""``python -m bench.lookup.build``: (re)write bench/lookup/queries.json, the lookup query set.

Every query comes from the seed data the project already carries (the card pool, cardpool/cards/*.toml and
cardpool/rulings.toml, transcribed from the seed documents) or from questions.toml (written by hand):

- name-exact / name-partial / name-typo1 / name-typo2: every seed card's printed name in every
  language it was printed in, whole, in part (its longest word; for CJK and Hangul names a
  run of characters), with one typo and with two. The typos are made deterministically
  (a seeded random generator per name): a letter replaced by its neighbour in the alphabet,
  dropped, doubled, or two letters swapped. Answer: the scenarios tagged with the card.
- card-text: every line of every seed card's printed text in every language. Answer: the
  scenarios tagged with the Oracle ruling of that ability; an English Oracle line that does not
  name its card ("When this creature enters, ...") is answered by any card's ruling with the
  same text.
- ruling: every seed ruling's text (English: the seeds print the rulings in English only).
  Answer: the scenarios tagged with that ruling.
- question: questions.toml, short questions a judge would ask, in English and in several other
  seed languages. Answer: the scenarios tagged with the rulings listed there (or the ids listed).

The answers are scenario ids resolved here from the feature files' tags, so the file says
exactly which scenarios count as a hit. Rebuild it after adding scenarios.
"""
from __future__ import annotations

import json
import random
import sys
import tomllib
from pathlib import Path

from rulings.data import cards, rulings
from rulings.data.names import fold, is_wide
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

HERE = Path(__file__).resolve().parent
QUERIES = HERE / "queries.json"
QUESTIONS = HERE / "questions.toml"


def _typo(text: str, rng: random.Random, edits: int) -> str:
    chars = list(text)
    used: set[int] = set()
    for _ in range(edits):
        spots = [i for i, ch in enumerate(chars) if ch.isalpha() and 0 < i < len(chars) - 1
                 and i not in used and i - 1 not in used and i + 1 not in used]
        if not spots:
            break
        i = rng.choice(spots)
        used.add(i)
        if is_wide(chars[i]):
            op = rng.choice(("drop", "swap"))
        else:
            op = rng.choice(("replace", "drop", "double", "swap"))
        if op == "replace":
            nxt = chr(ord(chars[i]) + 1)
            chars[i] = nxt if nxt.isalpha() else chr(ord(chars[i]) - 1)
        elif op == "drop":
            del chars[i]
        elif op == "double":
            chars.insert(i, chars[i])
        elif i + 1 < len(chars) and chars[i + 1].isalpha():
            chars[i], chars[i + 1] = chars[i + 1], chars[i]
        else:
            del chars[i]
    out = "".join(chars)
    return out if out != text else text[:-1]


def _partial(name: str) -> str:
    if is_wide(name) and " " not in name.strip():
        core = name.replace(" ", "")
        # CJK: the second half of the name ("松明" of "先駆者の松明")
        return core[len(core) // 2:] if len(core) >= 4 else core[1:]
    words = [w.strip("'’,.") for w in name.replace("-", " ").split()]
    return max(words, key=len)


def build() -> list[dict[str, object]]:
    index = build_index([FEATURES_DIR])
    by_card: dict[str, list[str]] = {}
    by_ruling: dict[str, list[str]] = {}
    for e in index.entries:
        for slug in e.tag_values("card"):
            by_card.setdefault(slug, []).append(e.id)
        for rid in e.tag_values("ruling"):
            by_ruling.setdefault(rid, []).append(e.id)
    queries: list[dict[str, object]] = []

    def add(kind: str, lang: str, text: str, answers: list[str], source: str) -> None:
        if not answers:
            raise SystemExit(f"build: no scenario answers {source}: {text!r}")
        queries.append({"type": kind, "lang": lang, "query": text,
                        "answers": sorted(set(answers)), "source": source})

    oracle = [r for r in rulings().values() if r.kind == "oracle"]
    for card in cards():
        answers = by_card.get(card.slug, [])
        for lang, name in card.names.items():
            rng = random.Random(f"{card.slug}/{lang}")
            add("name-exact", lang, name, answers, f"card {card.slug}")
            part = _partial(name)
            if part != name:
                # a part of two cards' names ("Abenteurerin") names both: either answers it
                both = [c for c in cards() if fold(part) in fold(c.names.get(lang, ""))]
                add("name-partial", lang, part,
                    [s for c in both for s in by_card.get(c.slug, [])],
                    "card " + "/".join(c.slug for c in both))
            add("name-typo1", lang, _typo(name, rng, 1), answers, f"card {card.slug}")
            add("name-typo2", lang, _typo(name, rng, 2), answers, f"card {card.slug}")
        if card.slug == "undercity":
            continue  # its lines are the room rulings, asked below
        lines = card.oracle.strip().splitlines()
        for lang, printed in card.printed.items():
            for n, line in enumerate(printed.strip().splitlines()):
                own = [r.id for r in oracle if card.slug in r.cards and r.text == lines[n]]
                same = [r.id for r in oracle if r.text == lines[n]]
                named = card.names.get(lang, card.name) in line
                ids = own if named else same
                add("card-text", lang, line, [s for r in ids for s in by_ruling.get(r, [])],
                    f"ruling {'/'.join(ids)}")
    for ruling in rulings().values():
        # rulings with the same text (both cards' "Trample") answer the same query
        same = [r.id for r in rulings().values() if r.text == ruling.text]
        add("ruling", "en", ruling.text, [s for r in same for s in by_ruling.get(r, [])],
            f"ruling {'/'.join(same)}")
    with QUESTIONS.open("rb") as handle:
        for q in tomllib.load(handle)["question"]:
            answers = [s for r in q.get("rulings", []) for s in by_ruling.get(r, [])]
            answers += list(q.get("scenarios", []))
            add("question", q["lang"], q["query"], answers,
                "rulings " + "/".join(q.get("rulings", [])) if q.get("rulings") else "scenarios")
    return queries


def main() -> int:
    queries = build()
    QUERIES.write_text(json.dumps(queries, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(queries)} queries: {QUERIES}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
