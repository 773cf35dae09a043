"""The normalised projection two engines are compared on, one fact per Then-step.

A fact is a key such as ("life", "Alice"): a fact of steps/facts.py and its arguments.
``evaluate`` reads its value from a View by the fact's one definition, the one the Then-step
reads, and ``render`` writes the Then-step (steps/then.py) that asserts it, so a fact that
differs between two engines is a Then-step that passes on one and fails on the other. ``keys``
chooses which facts the fuzzer compares.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from operator import attrgetter

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import Observation
from rulings.steps.facts import FACTS, Missing, Value
from rulings.steps.then import write_fact

Key = tuple[str, ...]
MISSING = ("<missing>",)  # the Then-step could not even find what it looks at


@dataclass(frozen=True)
class View:
    """What the Then-steps see of one engine: the observation and every decision it asked."""

    obs: Observation
    asked: tuple[Decision, ...] = ()


def keys(view: View, *, stack: bool) -> list[Key]:
    """The facts worth comparing in ``view`` (compare the union of both engines' keys)."""
    obs = view.obs
    out: list[Key] = [("initiative",), ("turn",)]
    for p in obs.players:
        out += [(kind, p.name) for kind in ("life", "left", "dungeon", "completed-count", "hand",
                                            "library")]
        out += [("completed", p.name, d) for d in p.completed_dungeons]
        out += [("exile", p.name, e.name) for e in p.exile]
        out += [("unplayable", e.name) for e in p.exile]
    for perm in obs.battlefield:
        out += [("on", perm.label), ("tapped", perm.label), ("counters", perm.label, "+1/+1"),
                ("controls", perm.controller, perm.name)]
        out += [("counters", perm.label, kind) for kind in perm.counters]
    if stack:
        out.append(("stack",))
        out += [("stack-item", item.label()) for item in obs.stack]
    out += [("offered", d.player, d.kind) for d in view.asked]
    return list(dict.fromkeys(out))


def game_over(obs: Observation) -> bool:
    """One team (or none) is left in the game (CR 104.2a)."""
    return len({p.team or p.name for p in obs.players if not p.left_game}) <= 1


def union(*key_lists: Iterable[Key]) -> list[Key]:
    return list(dict.fromkeys(k for keys_ in key_lists for k in keys_))


def evaluate(key: Key, view: View) -> Value:
    """The value of fact ``key[0]`` of arguments ``key[1:]``, read by its one definition
    (steps/facts.py), the one the Then-step reads; MISSING if what it reads is not there."""
    try:
        return FACTS[key[0]].read(view, *key[1:])
    except (Missing, KeyError, IndexError, StopIteration):  # the engine lacks the player or object
        return MISSING


def render(key: Key, value: Value, players: Iterable[str]) -> str | None:
    """The Then-step (without keyword) asserting ``value``, or None if no step can say it:
    written by the Then-phrases over that fact (steps/then.py)."""
    if value == MISSING:
        return None
    if key[0] not in FACTS:
        raise KeyError(key[0])
    return write_fact(key[0], tuple(key[1:]), value, list(players))


# What a fact may read of an observation: everything but the event log (comparing two logs,
# event by event, was most of the time of comparing two views).
_READ = tuple(f.name for f in fields(Observation) if f.name != "events")
_read = attrgetter(*_READ)  # those fields of an observation, as one tuple


def _same_facts(a: View, b: View) -> bool:
    """The same decisions and the same observation but for its events: every fact is the same."""
    return a.asked == b.asked and _read(a.obs) == _read(b.obs)


def differences(ref: View, other: View, *, stack: bool) -> list[tuple[Key, str]]:
    """The facts on which ``other`` differs from ``ref``, each with its Then-step for ``ref``.

    Once the game is over in ``ref`` (CR 104.2a) only who left it is compared: what else an
    engine shows of a finished game is not a rule.
    """
    if _same_facts(ref, other):
        return []
    players = [p.name for p in ref.obs.players]
    out = []
    compared = union(keys(ref, stack=stack), keys(other, stack=stack))
    if game_over(ref.obs):
        compared = [key for key in compared if key[0] == "left"]
    for key in compared:
        value = evaluate(key, ref)
        if value != evaluate(key, other):
            step = render(key, value, players)
            if step is not None:
                out.append((key, step))
    return out
