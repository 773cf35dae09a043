"""The describers (rulings/judging/describe.py): English written once in the phrase book, another
language as data (rulings/data/words.toml), a missing one said in English, labelled."""
from __future__ import annotations

import pytest

from rulings import RulingsError
from rulings.judging import describe
from rulings.judging.describe import LANGUAGES, Said, check_templates, english, placeholders, say, say_step


def test_every_seed_language_has_its_slot_and_every_template_there_is_valid() -> None:
    data = describe._words()
    assert set(data) == set(LANGUAGES) - {"en"}
    assert all({"templates", "terms"} <= set(data[lang]) for lang in data)
    assert check_templates() == []


def test_a_missing_language_falls_back_to_english_labelled(monkeypatch) -> None:
    # a Given step: words.toml says every describer but the Given, When and will steps (the
    # steps as written are shown in English)
    said = say_step("given", "life", "Alice has 12 life", {"player": "Alice", "life": "12"}, "de")
    assert said == Said("Alice has 12 life", "en", fallback=True)
    assert said.labelled == "[en] Alice has 12 life"
    words = {"de": {"templates": {}, "terms": {}}}
    monkeypatch.setattr(describe, "_words", lambda: words)
    assert say("fact.life", "de", player="Alice", value="9").labelled == "[en] Alice's life: 9"
    monkeypatch.undo()
    assert say("fact.life", "de", player="Alice", value="9") == \
        Said("Lebenspunkte von Alice: 9", "de")
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


def test_every_seed_language_says_every_describer_show_and_explain_use() -> None:
    # the Then steps, facts, events, decisions, actions, the trace's and the outcome's words and
    # the labels; only the Given/When/will steps are shown as written (English)
    for lang in set(LANGUAGES) - {"en"}:
        templates, _ = describe.translations(lang)
        missing = [d for d in english() if d not in templates
                   and d.split(".")[0] not in ("given", "when", "will")
                   and d != "then.will"]  # a scripted answer written after Then: a will step
        assert missing == [], lang


def test_a_steps_english_words_are_said_through_the_languages_values() -> None:
    said = say_step("then", "zone_contains", "Alice's graveyard does not contain \"Shock\"",
                    {"player": "Alice", "zone": "graveyard", "verb": "does not contain",
                     "card": "Shock"}, "de")
    assert said == Said("der Friedhof von Alice enthält nicht „Shock“", "de")
    said = say_step("then", "on_battlefield", '"Bear" is not on the battlefield',
                    {"label": "Bear", "negation": "not "}, "ja")
    assert said.text == "「Bear」は戦場にない"
    said = say_step("then", "on_battlefield", '"Bear" is on the battlefield',
                    {"label": "Bear", "negation": None}, "ja")
    assert said.text == "「Bear」は戦場にある"
    said = say_step("then", "offered", "...", {"player": "Alice", "kind": "choose-room",
                                               "options": '"Forge" and "Lost Well"'}, "fr")
    assert said.text == ("la dernière décision « choisir une pièce » d'Alice proposait "
                         'exactement "Forge" et "Lost Well"')


def test_a_wrong_values_key_is_found(monkeypatch) -> None:
    words = {"it": {"templates": {}, "terms": {}, "values": {"zona=hand": "mano", "and": " e "}}}
    monkeypatch.setattr(describe, "_words", lambda: words)
    assert check_templates() == ["[it.values] 'zona=hand': no step has the words {zona}"]
