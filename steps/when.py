"""When-steps (actions) and the Given/When steps that script decision answers."""
from __future__ import annotations

from .vocabulary import step, when

from adapters.actions import AdvanceTo, ResolveStack, ResolveTop

from .game import Game
from .phrases import PLAYER, VERBS, Table, infinitive, parse_action, parse_decision, parse_step

P = rf"(?P<player>{PLAYER})"


@step(rf"{P} will (?P<phrase>.+)")
def will(game: Game, player: str, phrase: str) -> None:
    kind, answer = parse_decision(phrase)
    game.session.expect(player, kind, answer, where=f"{player} will {phrase}")


@when(rf"{P} tries to (?P<phrase>.+)")
def tries_to(game: Game, player: str, phrase: str, datatable: Table | None = None) -> None:
    game.try_perform(parse_action(player, phrase, datatable))


@when(rf"{P} (?P<phrase>(?:{'|'.join(VERBS)})\b.*)")
def acts(game: Game, player: str, phrase: str, datatable: Table | None = None) -> None:
    game.perform(parse_action(player, infinitive(phrase), datatable))


@when("the top of the stack resolves")
def top_resolves(game: Game) -> None:
    game.perform(ResolveTop())


@when("the stack resolves")
def stack_resolves(game: Game) -> None:
    game.perform(ResolveStack())


@when(rf"the game advances to {P}'s (?P<step_name>.+)")
def advances(game: Game, player: str, step_name: str) -> None:
    game.perform(AdvanceTo(parse_step(step_name), player))
