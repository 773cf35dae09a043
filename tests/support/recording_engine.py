"""A fake engine for the step and runner tests: it records every call and models almost nothing.

State: the initiative holder (TakeInitiative moves it, with a took-initiative event) and a queue
of decisions a test lines up. Some actions raise, to exercise result classification:
Concede -> EngineTimeout, LoseLife -> Unsupported, PassPriority -> IllegalAction.
"""
from __future__ import annotations

from rulings.adapters.actions import Action, Concede, LoseLife, PassPriority, TakeInitiative
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import EngineTimeout, IllegalAction, Unsupported
from rulings.adapters.observation import Event, Observation, PlayerView
from rulings.adapters.position import Position


class RecordingEngine:
    capabilities: tuple[str, ...] = ("two-player", "direct-effects", "position-setup", "event-log")

    def __init__(self) -> None:
        self.calls: list[tuple] = []
        self.position: Position | None = None
        self.holder: str | None = None
        self.events: list[Event] = []
        self.decisions: list[Decision] = []  # asked in order, one after another

    def info(self) -> EngineInfo:
        return EngineInfo("recording", "9.9", self.capabilities, protocol_version="1.0")

    def start(self, position: Position) -> None:
        self.calls.append(("start", position))
        self.position, self.holder, self.events = position, position.initiative, []

    def perform(self, action: Action) -> None:
        self.calls.append(("perform", action))
        if isinstance(action, Concede):
            raise EngineTimeout("no reply within 5 s")
        if isinstance(action, LoseLife):
            raise Unsupported("lose-life is not implemented")
        if isinstance(action, PassPriority):
            raise IllegalAction(f"{action.player} does not have priority", rule="117.3")
        if isinstance(action, TakeInitiative):
            self.holder = action.player
            self.events.append(Event("took-initiative", player=action.player, rule="726.2"))

    def pending(self) -> Decision | None:
        return self.decisions[0] if self.decisions else None

    def decide(self, answer: tuple[str, ...]) -> None:
        self.calls.append(("decide", self.decisions.pop(0), answer))

    def observe(self) -> Observation:
        assert self.position is not None, "observe before start"
        players = tuple(PlayerView(p.name, 20 if p.life is None else p.life)
                        for p in self.position.players)
        return Observation(self.position.turn, self.position.step, players[0].name, players,
                           initiative=self.holder, events=tuple(self.events))

    def close(self) -> None:
        self.calls.append(("close",))

    def actions(self) -> list[Action]:
        return [call[1] for call in self.calls if call[0] == "perform"]
