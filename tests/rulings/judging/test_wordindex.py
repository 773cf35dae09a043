"""The word index (rulings/judging/wordindex.py): analysis, the stem table, BM25F."""
from __future__ import annotations

import subprocess
import sys

import pytest

from rulings.judging import wordindex
from rulings.data.names import fold
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR


@pytest.fixture(scope="module")
def ready():
    return wordindex.prepared(build_index([FEATURES_DIR]))


def test_words_are_snowball_stems_in_their_language(ready):
    table = ready.stems.table
    assert table["concedes"] == table["conceded"] == "conced"  # English
    assert table["leaves"] == "leav"
    # a card name's words are names: kept whole, not conflated with "dungeon"
    assert table["dungeoneer"] == "dungeoneer" and table["dungeon"] == "dungeon"


def test_a_word_the_table_lacks_takes_the_longest_stem_it_starts_with(ready):
    # a made-up inflection no text of the suite holds (its questions say "conceding" too)
    assert "concedzz" not in ready.stems.table
    assert ready.stems.stem("concedzz") == "conced"
    assert ready.stems.stem("zzzzqqq") == "zzzzqqq"  # nothing: kept whole
    assert ready.stems.stem("concedingly") == "concedingly"  # more than 3 letters longer


def test_analysis_drops_stop_words_and_cuts_cjk_into_bigrams(ready):
    keys = wordindex.analyze(fold("what happens when the holder concedes"), ready.stems)
    assert keys == ["holder", "conced"]
    assert wordindex.analyze(fold("イニシアチブを得る"), ready.stems) == \
        ["イニ", "ニシ", "シア", "アチ", "チブ", "ブを", "を得", "得る"]


def test_bm25f_ranks_more_and_rarer_matches_higher(ready):
    scored, covered, possible = wordindex.score(ready, ["holder", "conced"])
    both = [p for p in scored if covered[p] == pytest.approx(possible)]
    one = [p for p in scored if covered[p] < possible - 1e-9]
    assert both and one
    assert min(scored[p] for p in both) > 0 and max(covered.values()) <= possible + 1e-9
    # a synonym set is one term: its idf counted once, however many keys it has
    _, _, alone = wordindex.score(ready, [], [["conced"]])
    _, _, merged = wordindex.score(ready, [], [["conced", "leav"]])
    assert merged <= alone  # more scenarios have one of them: a lower idf


def test_a_lookup_from_the_cache_imports_no_stemmer(tmp_path):
    # the stems are built once and kept; a lookup's start never imports snowballstemmer
    code = ("import sys; from rulings.judging.lookup import lookup; "
            "from rulings.scenarios.index import build_index; "
            "from rulings.scenarios.locations import FEATURES_DIR; "
            "lookup(build_index([FEATURES_DIR]), 'holder leaves the game'); "
            "print('snowballstemmer' in sys.modules)")
    env = {"RULINGS_CACHE_DIR": str(tmp_path)}
    import os

    env = {**os.environ, **env}
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    second = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert first.stdout.strip() == "True"  # built: the stemmer was needed
    assert second.stdout.strip() == "False", second.stderr


# -- the asked questions, each a document (wordindex.score_asked) ------------------------------

def _asked_sample(ready, every: int = 97):
    """Every 97th asked question of the suite, with its scenario's id (fixed: no randomness)."""
    out = []
    for place, entry in enumerate(ready.entries):
        if "#" in entry.id and not entry.id.endswith("#1"):
            continue  # an outline's rows share their questions
        for lang, text in wordindex.fields(entry)["asked"]:
            out.append((entry.id.split("#")[0], lang, text))
    return out[::every]


def test_each_asked_question_is_a_document_of_its_scenario(ready):
    assert len(ready.asked_places) == len(ready.asked_norms) > 10_000
    assert set(ready.asked_places) <= set(range(len(ready.entries)))
    # every scenario of the suite has questions (rulings/data/asked)
    assert len(set(ready.asked_places)) == len(ready.entries)


def test_a_question_as_written_finds_its_own_scenario_first(ready):
    sample = _asked_sample(ready)
    found = 0
    for family, _, text in sample:
        keys = wordindex.analyze(wordindex.fold_both(text), ready.stems)
        best = wordindex.score_asked(ready, keys)
        top = max(best, key=best.get)
        found += ready.entries[top].id.split("#")[0] == family
    # near-twins in other scenarios ("... concedes" / "... loses") may take a few
    assert found >= 0.9 * len(sample), f"{found} of {len(sample)}"


def test_a_scenario_scores_its_best_question_whole_and_the_next_ones_less(ready):
    """Two questions of one scenario that both match: the better counts whole, the other
    ASKED_DECAY of it; the sum of all would count a scenario with many near-twins too often."""
    place = ready.asked_places[0]
    mine = [q for q, p in enumerate(ready.asked_places) if p == place]
    key = next(k for k in ready.keys if sum(1 for q in mine if q in ready.asked.get(k, {})) >= 2)
    one = wordindex.score_asked(ready, [key])[place]
    by_question, _, _ = wordindex._bm25(ready.asked_row, len(ready.asked_places), ready, [key], ())
    values = sorted((by_question[q] for q in mine if q in by_question), reverse=True)
    expected = sum(v * wordindex.ASKED_DECAY ** i
                   for i, v in enumerate(values[:wordindex.ASKED_TOP]))
    assert one == pytest.approx(expected)
    assert values[0] < one < sum(values)
