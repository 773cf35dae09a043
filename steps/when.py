"""When-steps (actions) and the Given/When steps that script decision answers: the glue between
the phrase book's declarations (steps/phrasebook.py) and a ScenarioState."""
from __future__ import annotations

import re

from .vocabulary import step, when

from .scenario_state import ScenarioState
from .phrasebook import ACTION_PHRASES, VERBS, ActionPhrase, infinitive, parse_action, parse_decision
from .phrases import PLAYER, Table, parse_damage_assignment

P = rf"(?P<player>{PLAYER})"
_ASSIGN = re.compile(r'assign "(?P<source>[^"]+)"\'s damage: (?P<shares>.+)')


@step(rf"{P} will (?P<phrase>.+)", "Alice will <a scripted answer below>",
      "scripts the answer to a decision before the action that causes it")
def will(state: ScenarioState, player: str, phrase: str) -> None:
    assign = _ASSIGN.fullmatch(phrase)
    if assign:  # the assign-combat-damage answer for that one creature (CR 510.1c)
        state.session.expect(player, "assign-combat-damage",
                             parse_damage_assignment(assign["shares"]),
                             where=f"{player} will {phrase}", source=assign["source"])
        return
    kind, answer = parse_decision(phrase)
    state.session.expect(player, kind, answer, where=f"{player} will {phrase}")


@when(rf"{P} tries to (?P<phrase>.+)", "Alice tries to <any action below, infinitive>",
      "the action is expected to be rejected; e.g. `Alice tries to play \"Forest\" from exile`")
def tries_to(state: ScenarioState, player: str, phrase: str,
             datatable: Table | None = None) -> None:
    state.try_perform(parse_action(player, phrase, datatable))


@when(rf"{P} (?P<phrase>(?:{'|'.join(VERBS)})\b.*)", "Alice <an action below>",
      "the player performs the action (a rejection fails the scenario)")
def acts(state: ScenarioState, player: str, phrase: str, datatable: Table | None = None) -> None:
    state.perform(parse_action(player, infinitive(phrase), datatable))


def _game_step(entry: ActionPhrase) -> None:
    """A When-phrase that is a whole step of its own (no player's verb): registered as is."""
    def perform(state: ScenarioState, datatable: Table | None = None, **words: str) -> None:
        state.perform(entry.build("", words, datatable))  # the named groups, read as a match
    perform.__name__ = perform.__qualname__ = entry.id.replace("-", "_")
    when(entry.pattern, entry.example, entry.meaning)(perform)


for _entry in ACTION_PHRASES:
    if not _entry.by_player:
        _game_step(_entry)
