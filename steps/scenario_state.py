"""One scenario's state as its steps build and read it: the position draft, the scripted Session,
the decisions asked, and what the last action did."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from rulings.adapters.actions import Action
from rulings.adapters.codec import to_dict
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import Engine, EngineWrapper, seats
from rulings.adapters.errors import IllegalAction, UnknownCard
from rulings.adapters.observation import Event, Observation
from rulings.adapters.position import lacked_cards
from rulings.adapters.session import ScenarioFailure, Session

from .draft import PositionDraft


@dataclass
class Attempt:
    """The outcome of the last 'tries to' step."""

    action: Action
    rejection: IllegalAction | None
    before: Observation | None = None  # the game as the action was tried, when no decision was
    # answered in the attempt (docs/PROTOCOL.md: a refused action leaves the game unchanged)


class DecisionRecorder(EngineWrapper):
    """Wraps an engine and remembers every decision it asked, with the answer given."""

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)
        self.answered: list[tuple[Decision, tuple[str, ...]]] = []
        self._asked: Decision | None = None

    def pending(self) -> Decision | None:
        self._asked = self.engine.pending()
        return self._asked

    def decide(self, answer: tuple[str, ...]) -> None:
        if self._asked is not None:
            self.answered.append((self._asked, answer))
        self._asked = None
        self.engine.decide(answer)


@dataclass
class ScenarioState:
    """What one scenario's steps share: a Given adds to the position draft, the first When or
    Then sends it to the engine, and the rest act on the game and read it through the Session."""

    engine: Engine
    draft: PositionDraft = field(default_factory=PositionDraft)
    session: Session = field(init=False)
    decisions: DecisionRecorder = field(init=False)
    started: bool = False
    last_events: tuple[Event, ...] = ()
    attempt: Attempt | None = None
    steps_done: int = 0  # steps that completed; the scenario finishes only if all did

    def __post_init__(self) -> None:
        self.decisions = DecisionRecorder(self.engine)
        self.session = Session(self.decisions)

    def start(self) -> None:
        """The game starts at the first When/Then step: the position is sent to the engine."""
        if not self.started:
            self.started = True
            position = self.draft.build()
            info = self.engine.info()
            if not seats(info, len(position.players)):  # protocol 1.3, EngineInfo.players
                pytest.skip(f"engine {info.name} seats {' or '.join(map(str, info.players or ()))} "
                            f"players, not {len(position.players)}")
            try:
                self.session.start(position)
            except UnknownCard:
                # Protocol 1.3: an engine that declared the cards it knows, refusing a card it
                # did not declare, lacks that card: SKIP. A declared card refused stays an ERROR.
                lacking = lacked_cards(position, info.cards)
                if lacking:
                    pytest.skip(f"the engine lacks {', '.join(lacking)}")
                raise

    def observe(self) -> Observation:
        self.start()
        return self.session.observe()

    def perform(self, action: Action) -> None:
        """Perform an action the scenario expects to be legal (a rejection fails the scenario)."""
        try:
            self._perform(action)
        except IllegalAction as exc:
            rule = f" (CR {exc.rule})" if exc.rule else ""
            raise ScenarioFailure(f"the engine rejected {to_dict(action)} as illegal{rule}: "
                                  f"{exc.message}") from exc

    def try_perform(self, action: Action) -> None:
        """Perform an action the scenario expects to be rejected; the outcome is checked later."""
        before, answered = self.observe(), len(self.decisions.answered)
        try:
            self._perform(action)
        except IllegalAction as exc:
            # The protocol promises an unchanged game for a refused action; when the refusal came
            # after decisions were answered it may be an answer's, which promises less.
            self.attempt = Attempt(action, exc,
                                   before if len(self.decisions.answered) == answered else None)
            self.last_events = ()
        else:
            self.attempt = Attempt(action, None)

    def _perform(self, action: Action) -> None:
        before = len(self.observe().events)
        self.session.perform(action)
        # The log only grows: what the action added is everything past the old end.
        self.last_events = self.session.observe().events[before:]
