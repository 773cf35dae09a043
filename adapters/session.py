"""A scripted game: the piece between the steps and an engine.

Scenarios script decision answers before the actions that cause them. After every action the
session answers pending decisions from the script (forced decisions answer themselves) and
fails loudly on a decision nobody scripted or on an answer left unused. An optional decision
with no options (min 0) is forced too: its one legal answer is "choose nothing", so a scenario
passes alike on an engine that asks it and on one that does not (Decision.is_forced). Every observation it
receives is checked once against the invariants of any legal game (adapters/invariants.py): an
impossible one fails the scenario as "impossible observation: <invariant> ...".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action
from .codec import to_dict
from .decisions import DEFAULTED_KINDS, Decision
from .engine import Engine
from .invariants import impossible
from .observation import Observation
from .position import Position


class ScenarioFailure(AssertionError):
    """The engine did something the scenario does not allow (reported as FAIL)."""


@dataclass
class ScriptedAnswer:
    player: str
    kind: str
    answer: tuple[str, ...]
    where: str = ""  # the Gherkin step that scripted it
    used: bool = False
    source: str | None = None  # when set, only a decision asked by this source matches


ANY_KIND = "*"  # a scripted "choose nothing": declines the player's next optional decision


@dataclass
class Session:
    engine: Engine
    script: list[ScriptedAnswer] = field(default_factory=list)
    log: list[str] = field(default_factory=list)  # what was asked and answered, for messages
    max_decisions: int = 200
    check_invariants: bool = True  # every observation against adapters/invariants.py
    # Observing has no effect on the game (PROTOCOL.md), so an observation stands until the
    # session next changes the game: Then-steps and "what did the action add" share one.
    _observed: Observation | None = field(default=None, init=False, repr=False)
    # The game's last checked observation, for the invariants between two observations.
    _previous: Observation | None = field(default=None, init=False, repr=False)

    def start(self, position: Position) -> None:
        self.log.append(f"start {to_dict(position)}")
        self._observed = self._previous = None
        self.engine.start(position)
        self._settle()

    def expect(self, player: str, kind: str, answer: tuple[str, ...], where: str = "",
               source: str | None = None) -> None:
        """Script an answer; kind ANY_KIND (with the empty answer) declines the player's next
        decision that no answer of its own kind is scripted for and that is not forced."""
        self.script.append(ScriptedAnswer(player, kind, tuple(answer), where, source=source))

    def perform(self, action: Action) -> None:
        self.log.append(f"perform {to_dict(action)}")
        self._observed = None  # a rejected action too: observed again, not assumed unchanged
        self.engine.perform(action)
        self._settle()

    def observe(self) -> Observation:
        if self._observed is None:
            observed = self.engine.observe()
            if self.check_invariants:  # once per observation received: it stands until the game changes
                failure = impossible(observed, self._previous)
                if failure:
                    raise ScenarioFailure(failure)
            self._observed = self._previous = observed
        return self._observed

    def finish(self) -> None:
        """Fail on scripted answers the engine never asked for."""
        unused = [s for s in self.script if not s.used]
        if unused:
            first = unused[0]
            raise ScenarioFailure(
                f"scripted answer never asked for: {first.player} {first.kind} "
                f"{list(first.answer)} ({first.where or 'script'}); the engine asked: "
                f"{self._asked() or 'nothing'}"
            )

    def _asked(self) -> str:
        return "; ".join(line for line in self.log if line.startswith("decision"))

    def _settle(self) -> None:
        for _ in range(self.max_decisions):
            decision = self.engine.pending()
            if decision is None:
                return
            answer = self._answer_for(decision)
            self.log.append(f"decision {decision.player} {decision.kind} "
                            f"{list(decision.options)} -> {list(answer)}")
            self._observed = None
            self.engine.decide(answer)
        raise ScenarioFailure(f"more than {self.max_decisions} decisions in a row: the engine loops")

    def _scripted(self, decision: Decision) -> ScriptedAnswer | None:
        mine = [s for s in self.script if not s.used and s.player == decision.player
                and (s.source is None or s.source == decision.source)]
        for scripted in mine:
            if scripted.kind == decision.kind:
                return scripted
        if decision.is_forced() or decision.kind in DEFAULTED_KINDS:
            return None
        return next((s for s in mine if s.kind == ANY_KIND), None)

    def _answer_for(self, decision: Decision) -> tuple[str, ...]:
        scripted = self._scripted(decision)
        if scripted is not None:
            scripted.used = True
            problem = decision.check(scripted.answer)
            if problem:
                raise ScenarioFailure(
                    f"{decision.player}'s scripted {decision.kind} answer does not fit "
                    f"({scripted.where or 'script'}): {problem}"
                )
            return scripted.answer
        if decision.is_forced():
            return decision.forced_answer()
        if decision.kind in DEFAULTED_KINDS and decision.default is not None:
            return decision.default  # the engine's own choice (docs/PROTOCOL.md)
        raise ScenarioFailure(
            f"unscripted decision: {decision.player} must {decision.kind} "
            f"(source: {decision.source or '-'}) among {list(decision.options)}"
        )
