"""The describers (rulings/describe.py): English written once in the phrase book, another
language as data (rulings/data/words.toml), a missing one said in English, labelled."""
from __future__ import annotations

import pytest

from rulings import RulingsError, describe
from rulings.describe import LANGUAGES, Said, check_templates, english, placeholders, say, say_step


def test_every_seed_language_has_its_slot_and_every_template_there_is_valid() -> None:
    data = describe._words()
    assert set(data) == set(LANGUAGES) - {"en"}
    assert all({"templates", "terms"} <= set(data[lang]) for lang in data)
    assert check_templates() == []


def test_a_missing_language_falls_back_to_english_labelled() -> None:
    # a fact's describer: words.toml says the events, decisions and actions in every language,
    # not yet the facts
    said = say("fact.life", "de", player="Alice", value="9")
    assert said == Said("Alice's life: 9", "en", fallback=True)
    assert said.labelled == "[en] Alice's life: 9"
    assert say("fact.life", "en", player="Alice", value="9").labelled == "Alice's life: 9"
    assert say("action.concede", "de", player="Alice") == Said("Alice gibt auf", "de")
    with pytest.raises(RulingsError, match="not a seed language"):
        say("action.concede", "xx")


def test_a_language_is_data_templates_and_glossary_terms(monkeypatch) -> None:
    words = {"de": {"templates": {"event.took-initiative": "{player} übernimmt die {term:initiative}",
                                  "then.life": "{player} hat {life} Lebenspunkte"},
                    "terms": {"initiative": "Initiative"}}}
    monkeypatch.setattr(describe, "_words", lambda: words)
    assert say("event.took-initiative", "de", player="Alice") == \
        Said("Alice übernimmt die Initiative", "de")
    assert say("event.took-initiative", "en", player="Alice").text == "Alice takes the initiative"
    assert say_step("then", "life", "Alice has 9 life", {"player": "Alice", "life": "9"}, "de") == \
        Said("Alice hat 9 Lebenspunkte", "de")
    assert say_step("then", "life", "Alice has 9 life", {}, "fr").labelled == "[en] Alice has 9 life"
    assert check_templates() == []


def test_a_wrong_id_or_placeholder_in_the_data_is_found(monkeypatch) -> None:
    words = {"fr": {"templates": {"then.nope": "x", "then.life": "{joueur} a {life} points de vie"},
                    "terms": {}}}
    monkeypatch.setattr(describe, "_words", lambda: words)
    assert check_templates() == ["[fr.templates] 'then.nope': no such describer",
                                 "[fr.templates] 'then.life': unknown placeholder {joueur}"]


def test_placeholders_are_the_steps_words_or_the_templates_fields() -> None:
    assert placeholders("then.life") == ["player", "life"]
    assert placeholders("when.cast") == ["player", "card", "zone", "free", "targets"]
    assert placeholders("action.cast") == ["player", "card", "from_zone", "targeting", "free"]
    assert placeholders("fact.counters") == ["kind", "label", "value"]
    assert {d.split(".")[0] for d in english()} >= {"given", "when", "will", "then", "action",
                                                    "fact", "event", "decision"}
