"""The rules glossary (rulings/data/glossary.toml): complete, sourced, and true to its sources."""
from __future__ import annotations

import pytest

from rulings.data import DataError, cards, rulings
from rulings.data import glossary as module
from rulings.data.glossary import LANGUAGES, entries, glossary, source_keys, term
from rulings.data.names import fold, is_wide

# the seed documents' keys in [source], and the card each prints
SEED_CARDS = {"seed-torch": "trailblazers-torch", "seed-pack": "dungeoneers-pack",
              "seed-hunter": "avenging-hunter", "seed-plume": "white-plume-adventurer",
              "seed-caves": "caves-of-chaos-adventurer"}
TERMS = entries()


def _found(form: str, text: str) -> bool:
    folded = fold(text)
    return form in folded if is_wide(form) else f" {form}" in f" {folded}"


def test_the_glossary_has_the_rulings_words_and_names():
    ids = {t.id for t in TERMS}
    for needed in ("initiative", "take-initiative", "have-initiative", "venture-undercity",
                   "venture-dungeon", "dungeon", "room", "complete-dungeon", "leave-game",
                   "concede", "active-player", "turn-order", "next-player", "two-headed-giant",
                   "team", "teammate", "combat-damage", "deal-damage", "triggered-ability",
                   "stack", "resolve", "upkeep", "beginning-of-combat", "attack", "block",
                   "creature", "token", "equipment", "player", "opponent", "life", "draw",
                   "command-zone", "venture-marker", "name-undercity",
                   *(f"name-{slug}" for slug in SEED_CARDS.values())):
        assert needed in ids
    assert len(ids) == len(TERMS)  # every term has its own id


@pytest.mark.parametrize("t", TERMS, ids=[t.id for t in TERMS])
def test_every_term_has_every_language_or_a_reasoned_gap(t):
    written = dict(t.writes)
    gaps = dict(t.gaps)
    assert written.get("en"), "English is written for every term"
    for lang in LANGUAGES:
        assert (lang in written) != (lang in gaps), f"{t.id}: {lang} needs a term or a gap"
        if lang in gaps:
            assert len(gaps[lang].split()) >= 4, f"{t.id}.{lang}: a gap says why"
        else:
            assert t.source_of(lang), f"{t.id}.{lang}: no source"
    # every language read is a language written: no form without a term behind it
    assert {lang for lang, _ in t.forms} == set(written) - {"en"}


@pytest.mark.parametrize("t", TERMS, ids=[t.id for t in TERMS])
def test_every_source_is_a_known_one_or_a_reasoned_project_term(t):
    keys = source_keys()
    for lang, source in t.sources:
        if source.startswith("project:"):
            assert len(source.split()) >= 5, f"{t.id}.{lang}: a project term says why"
        else:
            assert all(k in keys for k in source.split()), f"{t.id}.{lang}: {source}"


def test_every_listed_source_is_cited():
    cited = {k for t in TERMS for _, s in t.sources if not s.startswith("project:")
             for k in s.split()}
    cited |= {k for t in TERMS for _, s in t.sources + t.gaps for k in source_keys() if k in s}
    assert set(source_keys()) <= cited


@pytest.mark.parametrize("t", TERMS, ids=[t.id for t in TERMS])
def test_a_term_from_a_seed_card_is_printed_on_it(t):
    """Where an entry cites a seed card, the card's transcribed text in that language
    (rulings/data/cards.toml) holds one of the entry's forms: the citation can be checked."""
    by_slug = {c.slug: c for c in cards()}
    forms: dict[str, list[str]] = {}
    for lang, form in t.forms:
        forms.setdefault(lang, []).append(form)
    for lang, source in t.sources:
        seeds = [SEED_CARDS[k] for k in source.split() if k in SEED_CARDS]
        if not seeds or lang == "en":
            continue
        texts = [by_slug[s].printed.get(lang, "") + "\n" + by_slug[s].names.get(lang, "")
                 for s in seeds]
        assert any(texts), f"{t.id}.{lang}: the seed does not print this language"
        assert any(_found(f, text) for f in forms[lang] for text in texts), \
            f"{t.id}.{lang}: none of {forms[lang]} is printed on {seeds}"


def test_english_words_from_the_rulings_are_in_them():
    text = "\n".join(r.text for r in rulings().values())
    for t in TERMS:
        if t.source_of("en") == "seed-rulings":
            assert any(_found(fold(w), text) for w in t.en.split()), t.id


def test_lookup_reads_the_rules_words_and_names_are_left_to_its_name_search():
    assert glossary() == tuple(t for t in TERMS if t.kind == "rule")
    assert all(t.kind == "name" for t in TERMS if t not in glossary())
    assert term("name-undercity").write("ja") == "地下街"
    assert term("take-initiative").write("de") == "übernimmt die Initiative"
    assert term("name-undercity").write("ko") is None and term("name-undercity").gap("ko")
    assert term("no-such-term") is None
    assert term("name-undercity").write("ko", english_if_missing=True) == "Undercity"
    assert term("upkeep").reads("de") == ("versorgung",)
    assert term("upkeep").reads("en") == ("upkeep",)


def test_a_question_in_another_language_finds_the_terms_it_uses():
    found = [t.id for t in glossary()
             if t.found_in(fold("Wer übernimmt die Initiative, wenn der Spieler das Spiel "
                                "verlässt?"))]
    assert {"take-initiative", "initiative", "leave-game"} <= set(found)
    found = [t.id for t in glossary() if t.found_in(fold("双頭巨人戦で戦闘ダメージ"))]
    assert {"two-headed-giant", "combat-damage"} <= set(found)


@pytest.mark.parametrize(("entry", "message"), [
    ({"id": "x", "en": {"write": "x", "read": ["x"], "source": "cr"},
      "de": {"write": "y", "read": ["y"]}}, r"term 'x'\.de: missing 'source'"),
    ({"id": "x", "en": {"write": "x", "read": ["x"], "source": "cr"},
      "de": {"write": "y", "read": ["y"], "source": "nowhere"}},
     r"term 'x'\.de: source 'nowhere' is not in \[source\]"),
    ({"id": "x", "en": {"write": "x", "read": ["x"], "source": "cr"},
      "de": {"write": "y", "read": ["y"], "source": "project:"}}, r"'project:' needs a reason"),
    ({"id": "x", "en": {"write": "x", "read": ["x"], "source": "cr"},
      "xx": {"write": "y", "read": ["y"], "source": "cr"}}, r"term 'x'\.xx: not a seed language"),
    ({"id": "x", "en": {"write": "x", "read": ["x"], "source": "cr"},
      "de": {"gap": "why", "write": "y"}}, r"a gap is a reason alone"),
    ({"id": "X y", "en": {"write": "x", "read": ["x"], "source": "cr"}}, r"'id' must be"),
    ({"id": "x", "kind": "card", "en": {"write": "x", "read": ["x"], "source": "cr"}},
     r"'kind' must be one of rule, name"),
])
def test_a_malformed_entry_names_the_term_and_the_language(monkeypatch, entry, message):
    monkeypatch.setattr(module, "_load", lambda name: {"source": {"cr": "the CR"},
                                                       "term": [entry]})
    with pytest.raises(DataError, match=message):
        module._read()


def test_a_second_term_with_the_same_id_is_refused(monkeypatch):
    entry = {"id": "x", "en": {"write": "x", "read": ["x"], "source": "cr"}}
    monkeypatch.setattr(module, "_load", lambda name: {"source": {"cr": "the CR"},
                                                       "term": [entry, entry]})
    with pytest.raises(DataError, match=r"term 'x': a second term with this id"):
        module._read()


def test_the_describers_terms_are_the_glossarys_words_to_write():
    """rulings/data/words.toml gives each language the glossary's terms (`{term:<id>}` in a
    describer's template): they are the glossary's `write`, not a second translation."""
    import tomllib

    from rulings.judging.describe import WORDS

    with WORDS.open("rb") as handle:
        words = tomllib.load(handle)
    for lang, section in words.items():
        for tid, word in section.get("terms", {}).items():
            assert term(tid) is not None, f"[{lang}.terms] {tid!r}: no such glossary term"
            assert word == term(tid).write(lang), f"[{lang}.terms] {tid!r}"
