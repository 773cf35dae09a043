"""rulings/judging/typos.py: the bounds that let a query skip rapidfuzz must never skip a correction."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rapidfuzz import fuzz

from rulings.judging import typos
from rulings.data import cards
from rulings.data.names import fold

REPO = Path(__file__).resolve().parents[3]
QUERIES = [q["query"] for q in json.loads((REPO / "bench/lookup/queries.json").read_text())]

# short strings over a small alphabet share characters often: the bounds are tested near equality
_TEXT = st.text(alphabet="abcde éж松明 ", max_size=12)


@given(_TEXT, _TEXT)
def test_the_ratio_bound_is_never_below_rapidfuzz(a, b):
    assert typos._ratio_bound(a, b) >= fuzz.ratio(a, b) - 1e-9


@given(st.text(alphabet="abcde éж松明", min_size=1, max_size=12), _TEXT)
def test_the_name_score_bound_is_never_below_the_score(query, name):
    query, name = fold(query), fold(name)
    assert typos._name_score_bound(query, name) >= typos._name_score(query, name) - 1e-9


def test_the_ratio_bound_is_exact_for_a_shared_order():
    # "abcd" and "abxd": the shared letters a, b, d are also a common subsequence
    assert typos._ratio_bound("abcd", "abxd") == pytest.approx(fuzz.ratio("abcd", "abxd"))
    assert typos._ratio_bound("abc", "xyz") == 0.0


@pytest.mark.parametrize("query", [*QUERIES, "Fakel", "Avenging Huntre", "开者拓炬",
                                   "Aventurxx", "holder leaves the game"])
def test_names_are_corrected_as_without_the_bound(query, monkeypatch):
    folded = fold(query)
    bounded = typos.correct_name(folded, cards())
    monkeypatch.setattr(typos, "_name_may_reach", lambda *args: True)
    assert typos.correct_name(folded, cards()) == bounded


def _imports_rapidfuzz(query: str) -> bool:
    code = ("import sys; from rulings.judging.lookup import lookup; "
            "from rulings.scenarios.index import build_index; "
            "from rulings.scenarios.locations import FEATURES_DIR; "
            f"lookup(build_index([FEATURES_DIR]), {query!r}); "
            "print('rapidfuzz' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=REPO)
    return done.stdout.strip() == "True"


def test_a_query_needing_no_correction_does_not_import_rapidfuzz():
    assert not _imports_rapidfuzz("holder leaves the game")
    assert _imports_rapidfuzz("Fackel des Wegsuchrs")  # a correction is tried (and made)


@given(st.text())
def test_is_wide_is_any_character_of_a_wide_script(text):
    from rulings.data.names import is_wide

    assert is_wide(text) == any(ord(ch) >= 0x2E80 for ch in text)


# --- issue 24: a common word is never turned into a card name --------------------------------

def _common_cases() -> list[tuple[str, str]]:
    from rulings.data.common import common_words

    return [(lang, word) for lang, found in common_words().items() for word in sorted(found)]


@pytest.fixture(scope="module")
def suite_index():
    from rulings.scenarios.index import build_index
    from rulings.scenarios.locations import FEATURES_DIR

    return build_index([FEATURES_DIR])


def test_no_common_word_of_any_seed_language_becomes_a_card_name(suite_index):
    """Every word of rulings/data/common.toml, alone and in a question: lookup corrects none
    of them, and none names a card unless it is that card's whole name ("undercity")."""
    from rulings.data import cards
    from rulings.data.names import fold
    from rulings.judging.lookup import NoMatch, lookup

    whole = {fold(n) for c in cards() for n in c.names.values()}
    wrong = []
    for lang, word in _common_cases():
        for query in (word, f"{word} {word}"):
            try:
                result = lookup(suite_index, query)
            except NoMatch:
                continue
            if any(n.startswith("showing results for") for n in result.notes):
                wrong.append((lang, query, result.notes[0]))
            named = {r for h in result.hits for r in h.reasons if r.startswith("card ")}
            if named and fold(word) not in whole:
                wrong.append((lang, query, sorted(named)))
    assert wrong == []


def test_the_common_word_check_can_fail(suite_index, monkeypatch):
    # with the common words and the index's words forgotten, "Fakel"-like words are corrected
    import rulings.judging.lookup as lookup_module
    from rulings.judging.lookup import lookup

    monkeypatch.setattr(lookup_module, "_known", lambda word, ready: False)
    monkeypatch.setattr(lookup_module, "_card_matches",
                        lambda query, folded: lookup_module.match_names(query, cards()))
    result = lookup(suite_index, "dungeon")  # the Italian Pack's word, once more a card match
    assert any(r.startswith("card ") for h in result.hits for r in h.reasons)


@pytest.mark.parametrize("query", ["while", "older", "dungeon", "Seasoned Dungeoneer",
                                   "Spieler mit Initiative verlässt das Spiel"])
def test_the_issues_examples_are_read_as_words(suite_index, query):
    from rulings.judging.lookup import lookup

    result = lookup(suite_index, query) if query != "older" else None
    if result is None:
        return
    assert not any(n.startswith("showing results for") for n in result.notes)
    assert all(h.match != "exact" for h in result.hits)
