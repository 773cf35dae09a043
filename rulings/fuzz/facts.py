"""The normalised projection two engines are compared on, one fact per Then-step.

A fact is a key such as ("life", "Alice"). ``evaluate`` reads its value from a View exactly as
the Then-step of docs/STEPS.md that ``render`` writes would (same lookups, same counting), so a
fact that differs between two engines is a Then-step that passes on one and fails on the other.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, fields
from operator import attrgetter

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import Observation

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


def evaluate(key: Key, view: View) -> Hashable:
    try:
        return _evaluate(key, view)
    except (KeyError, IndexError, StopIteration):  # the engine lacks the player or object
        return MISSING


def _evaluate(key: Key, view: View) -> Hashable:
    obs, kind = view.obs, key[0]
    if kind == "initiative":
        return obs.initiative
    if kind == "turn":
        return (obs.active_player, obs.turn, obs.step)
    if kind in ("life", "left", "dungeon", "completed-count", "hand", "library", "completed", "exile"):
        p = obs.player(key[1])
        return {
            "life": lambda: p.life, "left": lambda: p.left_game,
            "dungeon": lambda: (p.dungeon, p.room),
            "completed-count": lambda: len(p.completed_dungeons),
            "hand": lambda: len(p.hand), "library": lambda: len(p.library),
            "completed": lambda: key[2] in p.completed_dungeons,
            "exile": lambda: next(e.playable for e in p.exile if e.name == key[2]),
        }[kind]()
    if kind == "unplayable":
        return next(e.playable for p in obs.players for e in p.exile if e.name == key[1])
    if kind == "on":
        return bool(obs.permanents(key[1]))
    if kind in ("tapped", "counters"):
        found = obs.permanents(key[1])
        if len(found) != 1:
            return MISSING
        return found[0].tapped if kind == "tapped" else found[0].counters.get(key[2], 0)
    if kind == "controls":
        return sum(1 for p in obs.battlefield if p.name == key[2] and p.controller == key[1])
    if kind == "stack":
        return tuple(item.label() for item in obs.stack)
    if kind == "stack-item":
        item = next(i for i in obs.stack if i.label() == key[1])
        return (item.controller, item.source)
    if kind == "offered":
        asked = [d for d in view.asked if d.player == key[1] and d.kind == key[2]]
        return tuple(sorted(set(asked[-1].options)))
    raise KeyError(kind)


def render(key: Key, value: Hashable, players: Iterable[str]) -> str | None:
    """The Then-step (without keyword) asserting ``value``, or None if no step can say it."""
    if value == MISSING:
        return None
    kind = key[0]
    if kind == "initiative":
        return f"{value} has the initiative" if value else "nobody has the initiative"
    if kind == "turn":
        active, turn, step = value  # type: ignore[misc]
        return f"it is {active}'s turn {turn}, in the {step_phrase(step)}" if active else None
    if kind == "life":
        return f"{key[1]} has {value} life"
    if kind == "left":
        return f"{key[1]} has left the game" if value else f"{key[1]} is still in the game"
    if kind == "dungeon":
        dungeon, room = value  # type: ignore[misc]
        if dungeon is None and room is None:
            return f"{key[1]} is not in a dungeon"
        return f'{key[1]} is in "{dungeon}" in room "{room}"' if dungeon and room else None
    if kind == "completed-count":
        return f"{key[1]} has completed {value or 'no'} dungeon{'' if value == 1 else 's'}"
    if kind == "completed":
        return f'{key[1]} has completed "{key[2]}"' if value else None
    if kind == "hand":
        return f"{key[1]} has {value} card{'' if value == 1 else 's'} in hand"
    if kind == "library":
        return f"{key[1]}'s library has {value} card{'' if value == 1 else 's'}"
    if kind == "exile":
        free = " only without paying its mana cost" if value == "this-turn-free" else ""
        return f'the exiled "{key[2]}" may be played by {key[1]} this turn{free}' if value else None
    if kind == "unplayable":
        return f'the exiled "{key[1]}" may not be played' if value == "" else None
    if kind == "on":
        return f'"{key[1]}" is {"" if value else "not "}on the battlefield'
    if kind == "tapped":
        return f'"{key[1]}" is {"tapped" if value else "untapped"}'
    if kind == "counters":
        return f'"{key[1]}" has {value} {key[2]} counter{"" if value == 1 else "s"}'
    if kind == "controls":
        return f'{key[1]} controls {value or "no"} "{key[2]}"'
    if kind == "stack":
        return ("the stack from top to bottom is " + quoted(value, ())  # type: ignore[arg-type]
                if value else "the stack is empty")
    if kind == "stack-item":
        controller, source = value  # type: ignore[misc]
        where = f'source "{source}"' if source else "no source"
        return f'"{key[1]}" on the stack is controlled by {controller} with {where}'
    if kind == "offered":
        return f"{key[1]}'s last {key[2]} decision offered exactly {quoted(value, players)}"  # type: ignore[arg-type]
    raise KeyError(kind)


def quoted(items: Iterable[str], players: Iterable[str]) -> str:
    """'"A", "B" and C' (player names bare, everything else in double quotes)."""
    names = set(players)
    parts = [item if item in names else f'"{item}"' for item in items]
    return " and ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " and " + parts[-1]


def step_phrase(step: str) -> str:
    """A step name as the steps write it: "upkeep", "precombat main phase", "end step"."""
    if step.endswith("main"):
        return f"{step} phase"
    return step if step == "upkeep" else f"{step} step"


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
