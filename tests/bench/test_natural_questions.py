"""bench/lookup/natural.toml, the natural-language ruling questions (issue 24 item 5): parses,
ids stable and unique, at least 20 per seed language, every answer a scenario of the suite,
written in the glossary's terms and without card names or printed card text."""
from __future__ import annotations

import hashlib
import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from rulings.data import cards
from rulings.data.glossary import LANGUAGES, glossary
from rulings.data.names import fold, is_wide
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

NATURAL = Path(__file__).resolve().parents[2] / "bench" / "lookup" / "natural.toml"
FIELDS = {"id", "lang", "query", "answers", "topic", "why"}


def half(qid: str) -> str:
    """The evaluation split shared by the evaluation sets: fixed by the id alone."""
    digest = hashlib.sha256(("rulings-lookup-eval-v1:" + qid).encode()).digest()
    return "dev" if digest[0] % 2 == 0 else "test"


@pytest.fixture(scope="module")
def questions():
    with NATURAL.open("rb") as handle:
        return tomllib.load(handle)["question"]


def test_every_question_has_its_fields(questions):
    for q in questions:
        assert set(q) == FIELDS, q.get("id")
        assert all(isinstance(q[k], str) and q[k].strip() for k in FIELDS - {"answers"}), q["id"]
        assert isinstance(q["answers"], list) and q["answers"], q["id"]


def test_ids_are_unique_and_name_their_language(questions):
    ids = [q["id"] for q in questions]
    assert len(ids) == len(set(ids))
    for q in questions:
        match = re.fullmatch(r"nl-([a-z]+)-(\d{3})", q["id"])
        assert match and match.group(1) == q["lang"], q["id"]


def test_at_least_twenty_questions_in_every_seed_language(questions):
    per = Counter(q["lang"] for q in questions)
    assert set(per) == set(LANGUAGES)
    assert min(per.values()) >= 20, per


def test_every_answer_is_a_scenario_of_the_suite(questions):
    ids = {e.id for e in build_index([FEATURES_DIR]).entries}
    for q in questions:
        missing = [a for a in q["answers"] if a not in ids]
        assert not missing, f"{q['id']}: {missing} (rulings show ID names a scenario)"
        assert len(set(q["answers"])) == len(q["answers"]), q["id"]


def test_no_question_is_asked_twice_and_topics_are_spread(questions):
    texts = [fold(q["query"]) for q in questions]
    assert len(texts) == len(set(texts))
    for lang in LANGUAGES:
        mine = [q for q in questions if q["lang"] == lang]
        topics = Counter(q["topic"] for q in mine)
        assert len(topics) >= 8, (lang, topics)
        # within a language each question asks its own thing: no two share an answer set
        answer_sets = Counter(tuple(sorted(q["answers"])) for q in mine)
        assert max(answer_sets.values()) == 1, (lang, answer_sets.most_common(1))


def test_questions_use_no_card_name_and_no_printed_card_text(questions):
    """Judges ask in rules words: a card's name (in any language) or a line of its printed text
    would be a name or text query, which the other query sets measure. Undercity is the
    rules' dungeon ("venture into Undercity") and may be named."""
    names, lines = set(), set()
    for card in cards():
        if card.slug == "undercity":
            continue
        names |= {fold(n) for n in card.names.values()}
        for text in (*card.printed.values(), card.oracle):
            lines |= {fold(line) for line in text.splitlines() if len(fold(line)) > 12}
    for q in questions:
        folded = fold(q["query"])
        assert not [n for n in names if n in folded], q["id"]
        assert not [line for line in lines if line in folded], q["id"]


def test_every_foreign_question_uses_the_glossarys_terms_of_its_language(questions):
    terms = glossary()
    for q in questions:
        if q["lang"] == "en":
            continue
        folded = fold(q["query"])
        used = [t.id for t in terms for lang, f in t.forms if lang == q["lang"]
                and (f in folded if is_wide(f) else f" {f}" in f" {folded}")]
        assert used, f"{q['id']}: no glossary term of {q['lang']}"


def test_the_split_gives_every_language_both_halves(questions):
    for lang in LANGUAGES:
        halves = Counter(half(q["id"]) for q in questions if q["lang"] == lang)
        assert halves["dev"] and halves["test"], (lang, halves)
