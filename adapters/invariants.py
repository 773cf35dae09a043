"""Invariants: what holds in every observation of every legal game, whatever the engine.

A Then-step checks only what it names. These checks run on every observation the Session
receives (adapters/session.py), so an engine that reports an impossible state fails the scenario
with ``impossible observation: <invariant>`` whatever the scenario asks; the fuzzer
(rulings/fuzz/invariants.py) checks the same definitions after every step of its games.

Each invariant has a name, the rule it rests on (CR 2026-09-25 numbering, or ``protocol`` for a
promise of docs/PROTOCOL.md) and a one-line check that returns what breaks it (empty: it holds).
``INVARIANTS`` look at one observation; ``TRANSITIONS`` at two successive observations of one game.
They hold at every moment a game can be observed, mid-resolution and before state-based actions
included, so none of them is about what state-based actions would change.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from . import dungeon_maps
from .observation import Observation, PlayerView

ZONES = ("hand", "library", "graveyard", "exile")


@dataclass(frozen=True)
class Invariant:
    name: str
    rule: str  # a CR 2026-09-25 rule number, or "protocol" (docs/PROTOCOL.md)
    says: str  # the invariant in one sentence, for docs and messages
    check: Callable[..., list[str]]  # (obs) or (before, after) -> what breaks it

    def cite(self) -> str:
        return "docs/PROTOCOL.md" if self.rule == "protocol" else f"CR {self.rule}"


@dataclass(frozen=True)
class Violation:
    invariant: Invariant
    detail: str

    def __str__(self) -> str:
        return f"{self.invariant.name} ({self.invariant.cite()}): {self.detail}"


# --- helpers the one-line checks share -----------------------------------------------------
def _names(obs: Observation) -> set[str]:
    return {p.name for p in obs.players}


def _in_game(obs: Observation) -> set[str]:
    return {p.name for p in obs.players if not p.left_game}


def _left(obs: Observation) -> list[PlayerView]:
    return [p for p in obs.players if p.left_game]


def _repeated(items: Iterable[str]) -> list[str]:
    return sorted(name for name, n in Counter(items).items() if n > 1)


def _team_lives(obs: Observation) -> dict[str, set[int]]:
    lives: dict[str, set[int]] = {}
    for p in obs.players:
        if p.team is not None and not p.left_game:  # a player who left has no life total in the game
            lives.setdefault(p.team, set()).add(p.life)
    return lives


def _counts(obs: Observation) -> list[tuple[str, int]]:
    """Every count an observation reports (CR 107.1b: these are never negative)."""
    return ([(f"{p.name}'s lands played", p.lands_played) for p in obs.players]
            + [(f'damage marked on "{v.label}"', v.damage) for v in obs.battlefield]
            + [(f'{kind} counters on "{v.label}"', n) for v in obs.battlefield
               for kind, n in v.counters.items()])


# --- one observation -------------------------------------------------------------------------
INVARIANTS: tuple[Invariant, ...] = (
    Invariant("player names are unique", "protocol", "each player appears once, by a name of their own",
              lambda obs: [f"{n} is listed more than once" for n in _repeated(p.name for p in obs.players)]),
    Invariant("labels are unique", "protocol", "no two permanents on the battlefield share a label",
              lambda obs: [f'"{n}" labels more than one permanent'
                           for n in _repeated(v.label for v in obs.battlefield)]),
    Invariant("counts are not negative", "107.1b",
              "lands played, damage marked and counters on permanents are never below zero",
              lambda obs: [f"{what} is {n}" for what, n in _counts(obs) if n < 0]),
    Invariant("the initiative is held by a player", "726.1",
              "the initiative, if anyone has it, is a designation of a player of this game",
              lambda obs: [f"{obs.initiative!r} has it and is not a player"]
              if obs.initiative is not None and obs.initiative not in _names(obs) else []),
    Invariant("a player who left has no initiative", "726.4",
              "the initiative passes on as its holder leaves the game",
              lambda obs: [f"{obs.initiative} left the game and still has the initiative"]
              if obs.initiative in {p.name for p in _left(obs)} else []),
    Invariant("the active player is in the game", "800.4j",
              "the active player is a player still in the game; after they leave the turn has none",
              lambda obs: [f"the active player is {obs.active_player!r}, who is not in the game"]
              if obs.active_player is not None and obs.active_player not in _in_game(obs) else []),
    Invariant("priority is held by a player in the game", "800.4a",
              "priority, if anyone has it, belongs to a player still in the game",
              lambda obs: [f"priority is with {obs.priority!r}, who is not in the game"]
              if obs.priority is not None and obs.priority not in _in_game(obs) else []),
    Invariant("a player who left has no cards in the game", "800.4a",
              "a player who left has nothing in their hand, library, graveyard or exile",
              lambda obs: [f"{p.name} left the game and still has cards in their {zone}"
                           for p in _left(obs) for zone in ZONES if getattr(p, zone)]),
    Invariant("permanents belong to players in the game", "800.4a",
              "every permanent is owned and controlled by players still in the game",
              lambda obs: [f'"{v.label}" is {role} by {who!r}, who is not in the game'
                           for v in obs.battlefield
                           for role, who in (("owned", v.owner), ("controlled", v.controller))
                           if who not in _in_game(obs)]),
    Invariant("stack objects are controlled by players in the game", "800.4a",
              "every object on the stack is controlled by a player still in the game",
              lambda obs: [f'"{s.label()}" on the stack is controlled by {s.controller!r}, who is not in '
                           "the game" for s in obs.stack if s.controller not in _in_game(obs)]),
    Invariant("a player who left is in no dungeon", "800.4a",
              "a player who left has no dungeon in the command zone and has no venture marker",
              lambda obs: [f"{p.name} left the game and is still in {p.dungeon}"
                           for p in _left(obs) if p.dungeon is not None]),
    Invariant("a room belongs to its dungeon", "309.4",
              "a venture marker is on a room of the player's dungeon, and only a player in a dungeon has one",
              lambda obs: [f"{p.name}'s venture marker is on {p.room!r}, not a room of {p.dungeon!r}"
                           for p in obs.players if (p.dungeon, p.room) != (None, None)
                           and p.room not in dungeon_maps.MAPS.get(p.dungeon or "", {})]),
    Invariant("completed dungeons are dungeons", "309.7",
              "a completed dungeon is one of the game's dungeons",
              lambda obs: [f"{p.name} completed {d!r}, which is not a dungeon" for p in obs.players
                           for d in p.completed_dungeons if d not in dungeon_maps.MAPS]),
    Invariant("a team shares one life total", "810.4",
              "in Two-Headed Giant the players of a team still in the game show the team's one life total",
              lambda obs: [f"team {team!r} shows different life totals {sorted(lives)}"
                           for team, lives in _team_lives(obs).items() if len(lives) > 1]),
)


# --- two successive observations of one game -------------------------------------------------
TRANSITIONS: tuple[Invariant, ...] = (
    Invariant("the players stay the same", "protocol",
              "every observation lists the same players in turn order, players who left included",
              lambda before, after: [f"the players were {[p.name for p in before.players]}, now "
                                     f"{[p.name for p in after.players]}"]
              if [p.name for p in before.players] != [p.name for p in after.players] else []),
    Invariant("a player who left stays out", "800.4",
              "a player who left the game never comes back into it",
              lambda before, after: [f"{p.name} left the game and is back in it" for p in before.players
                                     if p.left_game and p.name in _in_game(after)]),
    Invariant("the event log only grows", "protocol",
              "the event log keeps every earlier event, in order, and only adds to its end",
              lambda before, after: ["earlier events changed or vanished"]
              if after.events[: len(before.events)] != before.events else []),
    Invariant("completed dungeons stay completed", "309.7",
              "each player's completed dungeons only grow, in order of completion",
              lambda before, after: [f"{b.name}'s completed dungeons went from {list(b.completed_dungeons)} "
                                     f"to {list(a.completed_dungeons)}"
                                     for b, a in zip(before.players, after.players, strict=False)
                                     if b.name == a.name and a.completed_dungeons[: len(b.completed_dungeons)]
                                     != b.completed_dungeons]),
    Invariant("turns only move forward", "protocol",
              "the turn number never goes back",
              lambda before, after: [f"the turn went from {before.turn} back to {after.turn}"]
              if after.turn < before.turn else []),
)


def violations(obs: Observation, before: Observation | None = None) -> list[Violation]:
    """Every invariant ``obs`` breaks, and every transition from ``before`` (the same game's
    previous observation, if any) that it breaks."""
    found = [Violation(inv, detail) for inv in INVARIANTS for detail in inv.check(obs)]
    if before is not None:
        found += [Violation(inv, detail) for inv in TRANSITIONS for detail in inv.check(before, obs)]
    return found


def problems(obs: Observation, before: Observation | None = None) -> list[str]:
    """``violations`` as one line each: ``<invariant> (CR <rule>): <what breaks it>``."""
    return [str(v) for v in violations(obs, before)]


def impossible(obs: Observation, before: Observation | None = None) -> str | None:
    """The one-line failure for an impossible observation, or None when ``obs`` is possible."""
    found = problems(obs, before)
    return "impossible observation: " + "; ".join(found) if found else None
