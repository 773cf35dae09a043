"""The observable facts, declared once: what a Then-step checks and the fuzzer compares.

A fact reads one value from what the steps see of an engine (a view: ``obs``, the observation,
and ``asked``, every decision the engine asked), given its arguments: ``FACTS["life"].read(view,
"Alice")`` is Alice's life total. The Then-steps (steps/then.py) assert a fact's value; the
fuzzer (rulings/fuzz/facts.py) compares the same reads between two engines and writes the
Then-step for the reference's value. A fact whose object is not there raises ``Missing`` (an
AssertionError: the Then-step fails saying so; the fuzzer records it as missing).

Each fact cites the CR rule that defines what it reads (one place, one number) and has a
describer: ``says``, the English template for "this fact has this value" (placeholders: the
fact's argument names and ``{value}``; docs/STEPS.md "Describing in other languages").
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import Observation, PermanentView, StackItem


class Seen(Protocol):
    """What the steps see of one engine."""

    @property
    def obs(self) -> Observation: ...

    @property
    def asked(self) -> tuple[Decision, ...]: ...


# What a fact reads: a number, a word, a list or a tuple of them, None; compared with ==, never
# hashed. Any, not a union: each Then-step knows the shape of its own fact's value.
Value = Any


class Missing(AssertionError):
    """The fact's player, permanent, card, stack object or decision is not there."""


@dataclass(frozen=True)
class Fact:
    name: str
    args: tuple[str, ...]  # the argument names, in order (the describer's placeholders too)
    read: Callable[..., Value]  # (view, *args) -> the value
    rule: str  # CR 2026-09-25: the rule defining what the fact reads
    says: str  # the describer's English template: the fact has {value}


def the_permanent(obs: Observation, label: str) -> PermanentView:
    found = obs.permanents(label)
    if len(found) != 1:
        raise Missing(f'expected one permanent "{label}" on the battlefield, found '
                      f"{len(found)} (battlefield: {[p.label for p in obs.battlefield]})")
    return found[0]


def stack_labels(obs: Observation) -> list[str]:
    return [item.label() for item in obs.stack]


def stack_item(obs: Observation, label: str) -> StackItem:
    found = [item for item in obs.stack if item.label() == label]
    if not found:
        raise Missing(f'no "{label}" on the stack (stack, top first: {stack_labels(obs)})')
    return found[0]


def exile_names(view: Seen, player: str) -> list[str]:
    return [c.name for c in view.obs.player(player).exile]


def zone_cards(view: Seen, player: str, zone: str) -> tuple[str, ...]:
    """The card names in one of a player's zones (exile's cards by name)."""
    if zone == "exile":
        return tuple(exile_names(view, player))
    return tuple(getattr(view.obs.player(player), zone))


def _exile_permission(view: Seen, player: str, card: str) -> str:
    exiled = [c for c in view.obs.player(player).exile if c.name == card]
    if not exiled:
        raise Missing(f"{card!r} is not in {player}'s exile")
    return exiled[0].playable


def _anyone_exile_permission(view: Seen, card: str) -> str:
    exiled = [c for p in view.obs.players for c in p.exile if c.name == card]
    if not exiled:
        raise Missing(f"{card!r} is in nobody's exile")
    return exiled[0].playable


def last_asked(view: Seen, player: str, kind: str) -> Decision:
    asked = asked_of(view, player, kind)
    if not asked:
        raise Missing(f"{player} was never asked a {kind} decision")
    return asked[-1]


def asked_of(view: Seen, player: str, kind: str) -> list[Decision]:
    return [d for d in view.asked if d.player == player and d.kind == kind]


def _events(view: Seen, kind: str, player: str) -> int:
    return sum(1 for e in view.obs.events if e.type == kind and e.player == player)


def _player(field: str) -> Callable[[Seen, str], Any]:
    return lambda view, player: getattr(view.obs.player(player), field)


def _permanent(read: Callable[[PermanentView], Value]) -> Callable[[Seen, str], Value]:
    return lambda view, label: read(the_permanent(view.obs, label))


_FACTS: tuple[Fact, ...] = (
    # the initiative and the dungeons
    Fact("initiative", (), lambda v: v.obs.initiative, "726.3",
         "the initiative: {value}"),
    Fact("dungeon", ("player",), lambda v, p: (v.obs.player(p).dungeon, v.obs.player(p).room),
         "701.49", "{player}'s dungeon and room: {value}"),
    Fact("completed", ("player", "dungeon"),
         lambda v, p, d: d in v.obs.player(p).completed_dungeons, "309.7",
         "{player} has completed {dungeon}: {value}"),
    Fact("completed-count", ("player",), lambda v, p: len(v.obs.player(p).completed_dungeons),
         "309.7", "{player}'s completed dungeons: {value}"),
    Fact("completed-list", ("player",), _player("completed_dungeons"), "309.7",
         "{player}'s completed dungeons: {value}"),
    Fact("events", ("player", "event"), lambda v, p, e: _events(v, e, p), "701.49",
         "{player}'s {event} events since the game started: {value}"),
    # players
    Fact("turn", (), lambda v: (v.obs.active_player, v.obs.turn, v.obs.step), "500.1",
         "the turn (active player, number, step): {value}"),
    Fact("priority", (), lambda v: v.obs.priority, "117.1", "who has priority: {value}"),
    Fact("life", ("player",), _player("life"), "119.3", "{player}'s life: {value}"),
    Fact("left", ("player",), _player("left_game"), "800.4a", "{player} has left the game: {value}"),
    Fact("team", ("player",), _player("team"), "810.1", "{player}'s team: {value}"),
    Fact("hand", ("player",), lambda v, p: len(v.obs.player(p).hand), "121.1",
         "{player}'s hand size: {value}"),
    Fact("library", ("player",), lambda v, p: len(v.obs.player(p).library), "121.1",
         "{player}'s library size: {value}"),
    Fact("zone", ("player", "zone"), zone_cards, "400.1", "{player}'s {zone}: {value}"),
    Fact("lands-played", ("player",), _player("lands_played"), "305.2",
         "lands {player} played this turn: {value}"),
    Fact("mana-pool", ("player",), _player("mana_pool"), "106.4", "{player}'s mana pool: {value}"),
    Fact("shuffles", ("player",), lambda v, p: _events(v, "shuffled", p), "701.24",
         "'shuffled' events for {player}'s library since the game started: {value}"),
    Fact("exile", ("player", "card"), _exile_permission, "601.2",
         "play permission of the exiled {card} ({player}'s exile): {value}"),
    Fact("unplayable", ("card",), _anyone_exile_permission, "601.2",
         "play permission of the exiled {card}: {value}"),
    # permanents
    Fact("on", ("label",), lambda v, label: bool(v.obs.permanents(label)), "110.1",
         "{label} is on the battlefield: {value}"),
    Fact("tapped", ("label",), _permanent(lambda p: p.tapped), "110.5", "{label} tapped: {value}"),
    Fact("counters", ("label", "kind"),
         lambda v, label, kind: the_permanent(v.obs, label).counters.get(kind, 0), "122.1",
         "{kind} counters on {label}: {value}"),
    Fact("power-toughness", ("label",), _permanent(lambda p: (p.power, p.toughness)), "208.1",
         "{label} power/toughness: {value}"),
    Fact("keywords", ("label",), _permanent(lambda p: p.keywords), "702.1",
         "{label}'s keywords: {value}"),
    Fact("goaded-by", ("label",), _permanent(lambda p: p.goaded_by), "701.15",
         "the players goading {label}: {value}"),
    Fact("attached-to", ("label",), _permanent(lambda p: p.attached_to), "301.5",
         "what {label} is attached to: {value}"),
    Fact("effects", ("label",), _permanent(lambda p: tuple(sorted(p.until))), "611.2",
         "the effects on {label}: {value}"),
    Fact("damage", ("label",), _permanent(lambda p: p.damage), "120.6",
         "damage marked on {label}: {value}"),
    Fact("token", ("label",), _permanent(lambda p: p.token), "111.1", "{label} is a token: {value}"),
    Fact("controls", ("player", "card"),
         lambda v, player, card: sum(1 for p in v.obs.battlefield
                                     if p.name == card and p.controller == player), "110.1",
         "the number of {card} {player} controls: {value}"),
    Fact("controlled", ("player",),
         lambda v, player: tuple(p.label for p in v.obs.battlefield if p.controller == player),
         "110.1", "what {player} controls: {value}"),
    # the stack
    Fact("stack", (), lambda v: tuple(stack_labels(v.obs)), "405.1",
         "the stack, top first: {value}"),
    Fact("stack-item", ("label",),
         lambda v, label: (lambda i: (i.controller, i.source))(stack_item(v.obs, label)), "405.1",
         "controller and source of {label} on the stack: {value}"),
    Fact("stack-targets", ("label",), lambda v, label: tuple(sorted(stack_item(v.obs, label).targets)),
         "115.1", "the targets of {label} on the stack: {value}"),
    Fact("removed-from-stack", (),
         lambda v: tuple(e.text for e in v.obs.events if e.type == "removed-from-stack"), "603.3d",
         "removed from the stack with no legal target since the game started: {value}"),
    # decisions
    Fact("offered", ("player", "kind"),
         lambda v, player, kind: tuple(sorted(set(last_asked(v, player, kind).options))), "",
         "the options of {player}'s last {kind} decision: {value}"),
    Fact("asked", ("player", "kind"), lambda v, player, kind: len(asked_of(v, player, kind)), "",
         "{kind} decisions asked of {player}: {value}"),
    Fact("bounds", ("player", "kind"),
         lambda v, player, kind: (lambda d: (d.min, d.max))(last_asked(v, player, kind)), "",
         "how many choices {player}'s last {kind} decision asked for: {value}"),
)
FACTS: dict[str, Fact] = {fact.name: fact for fact in _FACTS}
# "offered", "asked" and "bounds" cite the rule of their decision kind (adapters/decisions.py).
