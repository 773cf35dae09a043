"""rulings.adapters.invariants: each invariant of any legal game catches the impossible state it
names, and nothing else; possible states and possible transitions break none."""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from rulings.adapters import invariants
from rulings.adapters.observation import Event, Observation, PermanentView, PlayerView, StackItem
from rulings.adapters.position import DungeonSetup, PlayerSetup, Position
from rulings.reference_engine import ReferenceEngine

BEAR = PermanentView("Bear", "Grizzly Bears", "A", "A", 2, 2, counters={"+1/+1": 1}, damage=1)
VENTURE = StackItem("triggered", "A", "venture-into-undercity", player="A")
GOOD = Observation(
    turn=3, step="precombat main", active_player="A", initiative="A", priority="A",
    players=(PlayerView("A", 30, team="T", dungeon="Undercity", room="Forge",
                        completed_dungeons=("Tomb of Annihilation",), lands_played=1),
             PlayerView("B", 30, team="T", hand=("Forest",)),
             PlayerView("C", 27, team="U"), PlayerView("D", 27, team="U")),
    battlefield=(BEAR,), stack=(VENTURE,), events=(Event("took-initiative", player="A"),))


def player(obs: Observation, name: str, **changes: object) -> Observation:
    return dataclasses.replace(obs, players=tuple(
        dataclasses.replace(p, **changes) if p.name == name else p for p in obs.players))


def gone(obs: Observation, name: str = "D", **changes: object) -> Observation:
    return player(obs, name, left_game=True, **changes)


# invariant name -> an observation breaking it (and, the test checks, only it)
BREAKS: dict[str, Callable[[], Observation]] = {
    "player names are unique": lambda: dataclasses.replace(GOOD, players=(*GOOD.players, GOOD.players[1])),
    "labels are unique": lambda: dataclasses.replace(GOOD, battlefield=(BEAR, BEAR)),
    "counts are not negative": lambda: dataclasses.replace(GOOD, battlefield=(
        dataclasses.replace(BEAR, counters={"+1/+1": -1}),)),
    "the initiative is held by a player": lambda: dataclasses.replace(GOOD, initiative="Zed"),
    "a player who left has no initiative": lambda: dataclasses.replace(gone(GOOD), initiative="D"),
    "the active player is in the game": lambda: dataclasses.replace(GOOD, active_player="Zed"),
    "priority is held by a player in the game": lambda: dataclasses.replace(gone(GOOD), priority="D"),
    "a player who left has no cards in the game": lambda: gone(GOOD, graveyard=("Forest",)),
    "permanents belong to players in the game": lambda: dataclasses.replace(gone(GOOD), battlefield=(
        dataclasses.replace(BEAR, owner="D"),)),
    "stack objects are controlled by players in the game": lambda: dataclasses.replace(
        gone(GOOD), stack=(dataclasses.replace(VENTURE, controller="D"),)),
    "a player who left is in no dungeon": lambda: gone(GOOD, dungeon="Tomb of Annihilation",
                                                        room="Trapped Entry"),
    "a room belongs to its dungeon": lambda: player(GOOD, "A", room="Forge #2"),
    "completed dungeons are dungeons": lambda: player(GOOD, "A", completed_dungeons=("Tomb of Horrors",)),
    "a team shares one life total": lambda: player(GOOD, "B", life=29),
}
# transition name -> (before, after) breaking it
TRANSITION_BREAKS: dict[str, Callable[[], tuple[Observation, Observation]]] = {
    "the players stay the same": lambda: (GOOD, dataclasses.replace(GOOD, players=GOOD.players[::-1])),
    "a player who left stays out": lambda: (gone(GOOD), GOOD),
    "the event log only grows": lambda: (GOOD, dataclasses.replace(GOOD, events=())),
    "completed dungeons stay completed": lambda: (GOOD, player(GOOD, "A", completed_dungeons=())),
    "turns only move forward": lambda: (GOOD, dataclasses.replace(GOOD, turn=2)),
}


def names(found: list[invariants.Violation]) -> set[str]:
    return {v.invariant.name for v in found}


def test_every_invariant_has_a_name_a_rule_and_a_case_here() -> None:
    every = invariants.INVARIANTS + invariants.TRANSITIONS
    assert len({i.name for i in every}) == len(every)
    assert all(i.rule == "protocol" or re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", i.rule) for i in every)
    assert [i.name for i in invariants.INVARIANTS] == list(BREAKS)
    assert [i.name for i in invariants.TRANSITIONS] == list(TRANSITION_BREAKS)


def test_a_possible_observation_and_possible_transitions_break_nothing() -> None:
    assert invariants.violations(GOOD) == []
    later = dataclasses.replace(
        player(gone(GOOD), "A", completed_dungeons=("Tomb of Annihilation", "Undercity"),
               dungeon=None, room=None),
        turn=4, events=(*GOOD.events, Event("left-game", player="D")))
    assert invariants.violations(later, GOOD) == []
    assert invariants.impossible(later, GOOD) is None


@pytest.mark.parametrize("name", list(BREAKS))
def test_each_invariant_catches_the_state_it_names_and_only_it(name: str) -> None:
    found = invariants.violations(BREAKS[name]())
    assert names(found) == {name}
    assert invariants.impossible(BREAKS[name]()).startswith(f"impossible observation: {name} (")


@pytest.mark.parametrize("name", list(TRANSITION_BREAKS))
def test_each_transition_catches_the_change_it_names_and_only_it(name: str) -> None:
    before, after = TRANSITION_BREAKS[name]()
    assert names(invariants.violations(after, before)) == {name}
    assert invariants.violations(after) == []  # on its own the later observation is possible


def test_the_message_is_one_line_naming_the_invariant_its_rule_and_what_broke_it() -> None:
    obs = dataclasses.replace(gone(GOOD, dungeon="Undercity", room="Forge"), initiative="D")
    assert invariants.impossible(obs) == (
        "impossible observation: a player who left has no initiative (CR 726.4): D left the game and "
        "still has the initiative; a player who left is in no dungeon (CR 800.4a): D left the game "
        "and is still in Undercity")
    assert invariants.problems(dataclasses.replace(GOOD, battlefield=(BEAR, BEAR))) == [
        'labels are unique (docs/PROTOCOL.md): "Bear" labels more than one permanent']


def test_a_room_needs_a_dungeon_and_a_player_who_left_keeps_no_life_total_in_a_team() -> None:
    assert names(invariants.violations(player(GOOD, "B", room="Forge"))) == {"a room belongs to its dungeon"}
    assert invariants.violations(gone(GOOD, life=0)) == []  # CR 810.4, 810.8b: the team's total is C's


def test_the_reference_engine_reports_possible_states() -> None:
    engine = ReferenceEngine()
    engine.start(Position((PlayerSetup("A", team="T"), PlayerSetup("B", team="T"),
                           PlayerSetup("C", team="U", dungeon=DungeonSetup("Undercity", "Arena")),
                           PlayerSetup("D", team="U")), format="two-headed-giant", initiative="C"))
    assert invariants.violations(engine.observe()) == []


def test_interpreting_md_lists_every_invariant_with_its_rule() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "INTERPRETING.md").read_text(encoding="utf-8")
    rows = {tuple(cell.strip() for cell in line.strip("|").split("|")[:2])
            for line in text.splitlines() if line.startswith("| ")}
    assert {(i.name, i.rule) for i in invariants.INVARIANTS + invariants.TRANSITIONS} <= rows
