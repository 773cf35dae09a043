"""When-steps (actions) and the Given/When steps that script decision answers."""
from __future__ import annotations

import re

from .vocabulary import step, when

from rulings.adapters.actions import AdvanceTo, Destroy, ResolveStack, ResolveTop

from .scenario_state import ScenarioState
from .phrases import (PLAYER, VERBS, Table, infinitive, parse_action, parse_damage_assignment,
                      parse_decision, parse_step)

P = rf"(?P<player>{PLAYER})"
_ASSIGN = re.compile(r'assign "(?P<source>[^"]+)"\'s damage: (?P<shares>.+)')


@step(rf"{P} will (?P<phrase>.+)")
def will(state: ScenarioState, player: str, phrase: str) -> None:
    assign = _ASSIGN.fullmatch(phrase)
    if assign:  # the assign-combat-damage answer for that one creature (CR 510.1c)
        state.session.expect(player, "assign-combat-damage",
                             parse_damage_assignment(assign["shares"]),
                             where=f"{player} will {phrase}", source=assign["source"])
        return
    kind, answer = parse_decision(phrase)
    state.session.expect(player, kind, answer, where=f"{player} will {phrase}")


@when(r'"(?P<label>[^"]+)" is destroyed')
def destroyed(state: ScenarioState, label: str) -> None:
    state.perform(Destroy(label))


@when(rf"{P} tries to (?P<phrase>.+)")
def tries_to(state: ScenarioState, player: str, phrase: str,
             datatable: Table | None = None) -> None:
    state.try_perform(parse_action(player, phrase, datatable))


@when(rf"{P} (?P<phrase>(?:{'|'.join(VERBS)})\b.*)")
def acts(state: ScenarioState, player: str, phrase: str, datatable: Table | None = None) -> None:
    state.perform(parse_action(player, infinitive(phrase), datatable))


@when("the top of the stack resolves")
def top_resolves(state: ScenarioState) -> None:
    state.perform(ResolveTop())


@when("the stack resolves")
def stack_resolves(state: ScenarioState) -> None:
    state.perform(ResolveStack())


@when(rf"the game advances to {P}'s (?P<step_name>.+)")
def advances(state: ScenarioState, player: str, step_name: str) -> None:
    state.perform(AdvanceTo(parse_step(step_name), player))
