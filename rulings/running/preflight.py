"""Checking feature files before a run: every step is in the vocabulary, every card exists.

A user's scenario with a step outside docs/STEPS.md or a card outside the suite's card pool is
bad input (named file:line, exit 2), not an engine's ERROR: no engine could run it. The card
pool is the suite's own (rulings.cardpool, cardpool/cards/), the one every engine is given;
tokens are the reference engine's token table.
"""
from __future__ import annotations

from collections.abc import Iterable

from rulings.steps import given
from rulings.steps import then
from rulings.steps import when  # noqa: F401 - importing registers the vocabulary's phrases
from rulings import cardpool
from rulings.reference_engine.tokens import TOKENS
from rulings.scenarios.entry import Step
from rulings.scenarios.index import Entry
from rulings.steps.phrases import PhraseError
from rulings.steps.scenario_state import ScenarioState
from rulings.steps.vocabulary import Phrase, lookup

from .. import RulingsError

KEYWORD_TYPES = {"Given": "given", "When": "when", "Then": "then"}


def typed_steps(entry: Entry) -> list[tuple[str, Step]]:
    """(type, step) of each step; And/But/* take the type of the step before."""
    out: list[tuple[str, Step]] = []
    current = "given"
    for step in entry.steps:
        current = KEYWORD_TYPES.get(step.keyword.strip(), current)
        out.append((current, step))
    return out


def check(entries: Iterable[Entry]) -> None:
    """Raise RulingsError naming the first step outside the vocabulary or unknown card."""
    for entry in entries:
        # only the position draft is used: no engine (none is ever called)
        state = ScenarioState(engine=None)  # type: ignore[arg-type]
        setting_up = True
        for kind, step in typed_steps(entry):
            where = f"{entry.file}:{step.line}"
            try:
                phrase = lookup(kind, step.text)
            except PhraseError as exc:
                raise RulingsError(f"{where}: {exc}") from None
            setting_up = setting_up and kind == "given"
            if setting_up and phrase.func.__module__ == "rulings.steps.given":
                _apply(phrase, step, state, where)


def _apply(phrase: Phrase, step, state: ScenarioState, where: str) -> None:
    try:
        phrase.run(state, step.text, [list(row) for row in step.table] if step.table else None)
    except PhraseError as exc:
        raise RulingsError(f"{where}: {exc}") from None
    for card, token in _cards(state):
        if token and card not in TOKENS:
            raise RulingsError(f"{where}: unknown token {card!r}: the suite's tokens are the "
                               "reference engine's (reference_engine/tokens.py)")
        found = None if token else cardpool.named(card)
        if not token and (found is None or found.is_dungeon):  # CR 309.2a: a dungeon is no card
            raise RulingsError(f"{where}: unknown card {card!r}: the suite's cards are the card "
                               "pool's (cardpool/cards/)")


def _cards(state: ScenarioState) -> Iterable[tuple[str, bool]]:
    for player in state.draft.players.values():
        for zone in (player.library, player.hand, player.graveyard, player.exile):
            yield from ((name, False) for name in zone)
        yield from ((p.card, p.token) for p in player.battlefield)
