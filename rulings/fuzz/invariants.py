"""Rules that must hold in every observation of every game, checked step by step.

The invariants of any one observation (and of two successive ones) live in
rulings.adapters.invariants, where the suite's Session checks them too; static_problems applies
them. InvariantChecker adds what only following one game from its position through the event log
can tell (it needs an engine with event-log): the initiative (CR 726), venture markers and
dungeons (CR 309, 701.49) moving only as the events say.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from rulings.adapters import dungeon_maps
from rulings.adapters.actions import Action, Venture
from rulings.adapters.invariants import problems as invariant_problems
from rulings.adapters.observation import Event, Observation
from rulings.adapters.position import Position

from .pool import VENTURES

DUNGEON_EVENTS = ("entered-dungeon", "entered-room", "completed-dungeon")
VENTURE_INTO_DUNGEON_CARDS = VENTURES  # the pool's "venture" cards


class InvariantViolation(AssertionError):
    """The game broke a rule that holds in every game; the message lists what and where."""


def static_problems(obs: Observation, before: Observation | None = None) -> list[str]:
    """What is wrong with one observation on its own (and since ``before``, the game's previous
    one): the invariants of any legal game, defined once in rulings.adapters.invariants."""
    return invariant_problems(obs, before)


@dataclass
class _Marker:
    dungeon: str | None
    room: str | None
    entering: bool = False  # the dungeon was just put in the command zone: next is its top room
    venture: str | None = None  # a venture ("into Undercity"/"into the dungeon") yet to move it


@dataclass
class InvariantChecker:
    """Follows one game; ``after`` raises InvariantViolation when a step broke a rule."""

    position: Position
    holder: str | None = None
    markers: dict[str, _Marker] = field(default_factory=dict)
    completed: dict[str, list[str]] = field(default_factory=dict)
    teams: dict[str, str] = field(default_factory=dict)
    credits: Counter[str] = field(default_factory=Counter)  # explained venture triggers to come
    triggered: Counter[str] = field(default_factory=Counter)  # venture abilities put on the stack
    resolved: Counter[str] = field(default_factory=Counter)
    last: Observation | None = None

    def __post_init__(self) -> None:
        self.holder = self.position.initiative
        for p in self.position.players:
            dungeon = p.dungeon
            self.markers[p.name] = _Marker(dungeon.dungeon if dungeon else None,
                                           dungeon.room if dungeon else None)
            self.completed[p.name] = list(p.completed_dungeons)
            self.teams[p.name] = p.team or p.name

    def after(self, action: Action | None, obs: Observation) -> None:
        """Check the game after ``action`` (None: after the start) and its decisions."""
        problems = static_problems(obs, self.last)  # the event log only growing among them
        seen = self.last.events if self.last else ()
        new = obs.events[len(seen):]
        for index, event in enumerate(new):
            problems += self._event(event, index, new, action)
        problems += [f"{name} ventured ({m.venture}) but their venture marker never moved "
                     "(CR 701.49)" for name, m in self.markers.items() if m.venture]
        problems += self._state(obs)
        self.last = obs
        if problems:
            raise InvariantViolation("; ".join(problems))

    # --- the event log -------------------------------------------------------------------
    def _event(self, e: Event, index: int, new: tuple[Event, ...], action: Action | None) -> list[str]:
        player = str(e.player)
        if e.type == "took-initiative":
            self.holder = player
            self.credits[player] += 1  # CR 726.2: whenever a player takes the initiative
        elif e.type == "step" and e.text == "upkeep" and self.holder is not None \
                and self.teams[self.holder] == self.teams.get(player):
            self.credits[self.holder] += 1  # CR 726.2: the holder's upkeep
        elif e.type == "trigger":
            return self._trigger(e)
        elif e.type == "resolved" and e.text in self.triggered:
            self.resolved[str(e.text)] += 1
            if self.resolved[str(e.text)] > self.triggered[str(e.text)]:
                return [f"{e.text!r} resolved more often than it triggered"]
        elif e.type == "ventured":
            return self._ventured(e, index, new, action)
        elif e.type in DUNGEON_EVENTS:
            return self._dungeon_event(e)
        elif e.type == "left-game":
            self.markers[player] = _Marker(None, None)
        return []

    def _trigger(self, e: Event) -> list[str]:
        text, player = str(e.text), str(e.player)
        if text == f"{player} ventures into Undercity":
            if e.source is not None:
                return [f"{text!r} has source {e.source!r}; the initiative's abilities have none (CR 726.2)"]
            self.credits[player] -= 1
            if self.credits[player] < 0:
                self.credits[player] = 0
                return [f"{text!r} triggered without {player} taking the initiative or an upkeep "
                        "with the initiative (CR 726.2)"]
            self.triggered[text] += 1
        elif text == f"{player} ventures into the dungeon":
            if e.source not in VENTURE_INTO_DUNGEON_CARDS:
                return [f"{text!r} triggered from {e.source!r}, which does not venture"]
            self.triggered[text] += 1
        return []

    def _ventured(self, e: Event, index: int, new: tuple[Event, ...], action: Action | None) -> list[str]:
        player, text = str(e.player), str(e.text)
        marker = self.markers[player]
        problems = []
        if marker.venture:
            problems.append(f"{player} ventured again before the last venture moved the marker")
        marker.venture = text
        into = "into Undercity" if text == "into Undercity" else "into the dungeon"
        direct = (index == 0 and isinstance(action, Venture) and action.player == player
                  and into == ("into Undercity" if action.into == "undercity" else "into the dungeon"))
        if direct:
            return problems
        label = f"{player} ventures {into}"
        after = next((x for x in new[index + 1:] if x.type not in DUNGEON_EVENTS), None)
        if after is None or after.type != "resolved" or after.text != label:
            problems.append(f"{player} ventured {into} with nothing to explain it: no direct effect "
                            f"and no {label!r} resolving (CR 701.49)")
        return problems

    def _dungeon_event(self, e: Event) -> list[str]:
        player, dungeon, room = str(e.player), str(e.dungeon), e.room
        m = self.markers[player]
        if e.type == "completed-dungeon":
            if m.dungeon != dungeon or m.room is None or not dungeon_maps.is_bottom(dungeon, m.room):
                problems = [f"{player} completed {dungeon} from {m.dungeon}/{m.room}, not from its "
                            "bottom room (CR 309.7, 704.5t, 701.49c)"]
            else:
                problems = []
            self.completed[player].append(dungeon)
            self.markers[player] = _Marker(None, None, venture=m.venture)
            return problems
        if e.type == "entered-dungeon":
            problems = []
            if m.dungeon is not None:
                problems.append(f"{player} entered {dungeon} while still in {m.dungeon} (CR 309.2)")
            if m.venture is None:
                problems.append(f"{player} entered {dungeon} without venturing (CR 701.49a)")
            elif (dungeon == "Undercity") != (m.venture == "into Undercity"):
                problems.append(f"{player} entered {dungeon} by venturing {m.venture} "
                                "(CR 701.49d; Undercity: only by venturing into Undercity)")
            known = dungeon if dungeon in dungeon_maps.MAPS else None
            if known is None:
                problems.append(f"{player} entered an unknown dungeon {dungeon!r}")
            self.markers[player] = _Marker(known, None, entering=True, venture=m.venture)
            return problems
        # entered-room
        problems = []
        if m.venture is None:
            problems.append(f"{player}'s venture marker moved to {room} without a venture (CR 309.5)")
        if dungeon != m.dungeon:
            problems.append(f"{player} moved into {room} of {dungeon} while in {m.dungeon}")
        elif m.entering and room != dungeon_maps.top_room(dungeon):
            problems.append(f"{player} entered {dungeon} in {room}, not its top room (CR 309.4)")
        elif not m.entering and not dungeon_maps.leads(dungeon, str(m.room), str(room)):
            problems.append(f"{player}'s venture marker moved {m.room} -> {room}, not along an arrow "
                            f"of {dungeon} (CR 309.5a)")
        self.markers[player] = _Marker(dungeon, room)
        return problems

    # --- the state after the step --------------------------------------------------------
    def _state(self, obs: Observation) -> list[str]:
        problems = []
        left = {p.name for p in obs.players if p.left_game}
        if obs.initiative != self.holder and not (obs.initiative is None and self.holder in left):
            problems.append(f"{obs.initiative or 'nobody'} has the initiative, but the last to take it "
                            f"was {self.holder or 'nobody (and nobody may have it until then)'} "
                            "(CR 726.1, 726.3)")
        for p in obs.players:
            m = self.markers[p.name]
            if not p.left_game and (p.dungeon, p.room) != (m.dungeon, m.room):
                problems.append(f"{p.name} is in {p.dungeon}/{p.room}, but the events put their marker "
                                f"in {m.dungeon}/{m.room}")
            if p.completed_dungeons != tuple(self.completed[p.name]):
                problems.append(f"{p.name}'s completed dungeons are {list(p.completed_dungeons)}, "
                                f"expected {self.completed[p.name]} (they only grow, CR 309.7)")
        return problems
