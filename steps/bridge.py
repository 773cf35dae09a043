"""pytest-bdd's view of the vocabulary: one catch-all step definition per keyword, which runs
the phrase steps/vocabulary.py finds for the words (importing the phrase modules registers them)."""
from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from . import given as _given_phrases, then as _then_phrases, when as _when_phrases  # noqa: F401
from .scenario_state import ScenarioState
from .vocabulary import lookup

_ANY = parsers.re(r"(?P<words>.*)")


@given(_ANY)
def given_step(state: ScenarioState, words: str, datatable: list[list[str]] | None = None) -> None:
    lookup("given", words).run(state, words, datatable)


@when(_ANY)
def when_step(state: ScenarioState, words: str, datatable: list[list[str]] | None = None) -> None:
    lookup("when", words).run(state, words, datatable)


@then(_ANY)
def then_step(state: ScenarioState, words: str, datatable: list[list[str]] | None = None) -> None:
    lookup("then", words).run(state, words, datatable)
