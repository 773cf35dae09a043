"""Shrinking a difference: fewer actions, a smaller position, default answers.

Greedy delta debugging: try ever smaller variants of the case (large chunks of the action list
first, then single actions, then position simplifications) and keep the first one that still
shows the same kind of difference, until nothing smaller does or the replay budget is spent.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from rulings.adapters.actions import Action, DeclareAttackers, DeclareBlockers
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position

from .lockstep import Case, Move, Run

Test = Callable[[Case], "Run | None"]  # the run if the case still shows the difference


def shrink(run: Run, test: Test, budget: int, seconds: float) -> Run:
    """The smallest run found within ``budget`` replays and ``seconds``. Passes over the
    candidates until one pass improves nothing; after an improvement it goes on from there."""
    best, left, improved = run, budget, True
    deadline = time.monotonic() + seconds
    while improved and left > 0:
        improved, place = False, 0
        while left > 0 and time.monotonic() < deadline:
            candidates = list(smaller(best.case()))
            if place >= len(candidates):
                break
            left -= 1
            found = test(candidates[place])
            if found is not None and size(found.case()) < size(best.case()):
                best, improved = found, True
            else:
                place += 1
    return best


def size(case: Case) -> int:
    answers = sum(len(a) for m in case.moves for a in m.answers) + len(case.start_answers)
    parts = sum(len(getattr(m.action, "attacks", ())) + len(getattr(m.action, "blocks", ()))
                for m in case.moves)
    return len(case.moves) * 1000 + (_position_size(case.position) + parts) * 10 + answers


def _position_size(position: Position) -> int:
    total = bool(position.initiative) + bool(position.seed) + (position.turn > 2)
    for p in position.players:
        total += len(p.library) + len(p.hand) + len(p.graveyard) + len(p.exile)
        total += bool(p.dungeon) + len(p.completed_dungeons) + p.mana_pool.count("{")
        total += p.lands_played + (p.life is not None)
        total += sum(2 + perm.tapped + bool(perm.counters) + bool(perm.attached_to)
                     + perm.summoning_sick for perm in p.battlefield)
    return total


def smaller(case: Case) -> Iterator[Case]:
    moves = case.moves
    chunk = len(moves) // 2
    while chunk >= 1:  # drop a chunk of actions, halving the chunk size
        for start in range(0, len(moves), chunk):
            yield replace(case, moves=moves[:start] + moves[start + chunk:])
        chunk //= 2
    for k, move in enumerate(moves):
        for action in _simpler_actions(move.action):
            yield replace(case, moves=moves[:k] + (replace(move, action=action),) + moves[k + 1:])
    for position in simpler_positions(case.position):
        yield replace(case, position=position)
    if any(m.answers for m in moves) or case.start_answers:
        yield replace(case, start_answers=(), moves=tuple(Move(m.action) for m in moves))


def _simpler_actions(action: Action) -> Iterator[Action]:
    """Combat declarations with one attacker or blocker fewer."""
    if isinstance(action, DeclareAttackers) and len(action.attacks) > 1:
        for k in range(len(action.attacks)):
            yield replace(action, attacks=action.attacks[:k] + action.attacks[k + 1:])
    if isinstance(action, DeclareBlockers) and action.blocks:
        for k in range(len(action.blocks)):
            yield replace(action, blocks=action.blocks[:k] + action.blocks[k + 1:])


def simpler_positions(position: Position) -> Iterator[Position]:
    """Positions with something less: the big cuts, then one card or permanent less."""
    yield from big_cuts(position)
    for i, p in enumerate(position.players):
        for changed in _single_cuts(p):
            yield _with_player(position, i, changed)
    for p in position.players:
        if p.life is not None:  # a team shares one life total: reset both together
            yield replace(position, players=tuple(
                replace(q, life=None) if (q.team or q.name) == (p.team or p.name) else q
                for q in position.players))


def big_cuts(position: Position) -> Iterator[Position]:
    """Positions with a player, a whole zone or a setting less."""
    yield from _fewer_players(position)
    if position.step != "precombat main":
        yield replace(position, step="precombat main")
    if position.initiative:
        yield replace(position, initiative=None)
    if position.seed:
        yield replace(position, seed=0)
    if position.turn > 2:
        yield replace(position, turn=2)
    for i, p in enumerate(position.players):
        for changed in _cleared(p):
            yield _with_player(position, i, changed)


def _fewer_players(position: Position) -> Iterator[Position]:
    """Two-player games of any two players; free-for-all games with one player fewer."""
    players = position.players
    groups = [tuple(replace(p, team=None) for p in (a, b))
              for i, a in enumerate(players) for b in players[i + 1:]]
    if position.format == "two-player":
        groups = []
    if position.format == "free-for-all" and len(players) > 3:
        groups += [players[:k] + players[k + 1:] for k in range(len(players))]
    for kept in groups:
        names = {p.name for p in kept}
        if {position.active_player, position.initiative} - {None} <= names:
            yield replace(position, players=kept,
                          format="free-for-all" if len(kept) > 2 else "two-player")


def _cleared(p: PlayerSetup) -> Iterator[PlayerSetup]:
    """The player with one zone emptied, or one setting back to its default."""
    for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
        if getattr(p, zone):
            emptied: dict[str, Any] = {zone: ()}
            yield replace(p, **emptied)
    plain = tuple(_plain(perm) for perm in p.battlefield)
    if plain != p.battlefield:
        yield replace(p, battlefield=plain)
    if p.dungeon:
        yield replace(p, dungeon=None)
    if p.completed_dungeons:
        yield replace(p, completed_dungeons=())
    if p.mana_pool:
        yield replace(p, mana_pool="")
    if p.lands_played:
        yield replace(p, lands_played=0)


def _single_cuts(p: PlayerSetup) -> Iterator[PlayerSetup]:
    """The player with one card or one permanent less, or one permanent plainer."""
    for zone in ("library", "hand", "graveyard", "exile"):
        cards = getattr(p, zone)
        if len(cards) > 1:
            for k in range(len(cards)):
                yield replace(p, **{zone: cards[:k] + cards[k + 1:]})
    for k, perm in enumerate(p.battlefield):
        if len(p.battlefield) > 1:
            rest = tuple(q if q.attached_to != perm.label else replace(q, attached_to=None)
                         for q in p.battlefield[:k] + p.battlefield[k + 1:])
            yield replace(p, battlefield=rest)
        if _plain(perm) != perm:
            yield replace(p, battlefield=p.battlefield[:k] + (_plain(perm),) + p.battlefield[k + 1:])


def _plain(perm: PermanentSetup) -> PermanentSetup:
    """Untapped, no counters, unattached, not summoning sick (tokens stay tokens)."""
    return replace(perm, tapped=False, counters={}, attached_to=None, summoning_sick=False)


def _with_player(position: Position, index: int, player: PlayerSetup) -> Position:
    players = list(position.players)
    players[index] = player
    return replace(position, players=tuple(players))
