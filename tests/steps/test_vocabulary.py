"""steps/vocabulary.py: the one table of phrases that pytest-bdd (through steps/bridge.py),
the pre-flight check and the fuzzer's tests all read."""
from __future__ import annotations

import pytest

from rulings.steps import given
from rulings.steps import then
from rulings.steps import when  # noqa: F401 - importing registers the phrases
from rulings.steps.phrases import PhraseError
from rulings.steps.scenario_state import ScenarioState
from rulings.steps.vocabulary import KINDS, PHRASES, lookup, matching


def test_every_phrase_belongs_to_a_phrase_module():
    assert len(PHRASES) >= 50
    assert {p.func.__module__ for p in PHRASES} == {"rulings.steps.given", "rulings.steps.when", "rulings.steps.then"}
    assert all(set(p.kinds) <= set(KINDS) for p in PHRASES)


def test_words_are_matched_whole():
    assert matching("then", "Alice has the initiative")
    assert not matching("then", "Alice has the initiative now")
    assert not matching("then", "so Alice has the initiative")


def test_the_keyword_decides_between_phrases_with_the_same_words():
    given = lookup("given", "Alice has the initiative")
    then = lookup("then", "Alice has the initiative")
    assert (given.func.__module__, then.func.__module__) == ("rulings.steps.given", "rulings.steps.then")


def test_a_phrase_for_any_keyword():
    (will,) = [p for p in PHRASES if p.func.__name__ == "will"]
    assert will.kinds == KINDS
    assert all(lookup(kind, "Alice will choose the room Forge") is will for kind in KINDS)


def test_unknown_words_are_a_phrase_error_naming_them():
    with pytest.raises(PhraseError, match=r"then step 'Alice dances' matches 0 step definitions"):
        lookup("then", "Alice dances")


def test_run_passes_arguments_and_a_table_only_to_a_phrase_that_takes_one():
    state = ScenarioState(engine=None)  # type: ignore[arg-type]  # Given-steps only touch the draft
    lookup("given", "a two-player game between Alice and Bob").run(
        state, "a two-player game between Alice and Bob", [["ignored"]])
    lookup("given", "Alice has 7 life").run(state, "Alice has 7 life")
    controls = lookup("given", "Bob controls:")
    assert controls.takes_table
    controls.run(state, "Bob controls:", [["card"], ["Grizzly Bears"]])
    position = state.draft.build()
    alice, bob = position.players
    assert (alice.name, alice.life, bob.name) == ("Alice", 7, "Bob")
    assert [p.card for p in bob.battlefield] == ["Grizzly Bears"]
