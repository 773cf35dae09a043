"""Playing one case on the reference engine and another engine side by side.

Both engines get the same position and actions through the protocol. The reference's decisions
are answered by an answer source; the other engine gets those answers as a scenario script
(adapters.session.Session, as the feature file will), so it must ask the same decisions. After
every action the two are compared on the facts of facts.py; the first difference ends the run.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field

from rulings.adapters.actions import (Action, AdvanceTo, Concede, LoseLife, ResolveStack, ResolveTop,
                             TakeInitiative, Venture)
from rulings.adapters.codec import to_dict
from rulings.adapters.decisions import DEFAULTED_KINDS, Decision
from rulings.adapters.engine import Engine, EngineWrapper
from rulings.adapters.errors import IllegalAction, InvalidPosition, ProtocolError, UnknownCard, Unsupported
from rulings.adapters.observation import Observation
from rulings.adapters.position import Position
from rulings.adapters.session import ScenarioFailure, Session
from rulings.reference_engine import ReferenceEngine

from . import facts, pool
from .answers import default_answer
from .facts import View

AnswerSource = Callable[[Decision, int], tuple[str, ...]]  # (decision, n-th unforced one) -> answer
NextMove = Callable[[int, Observation], "tuple[Action, AnswerSource] | None"]
Asked = tuple[tuple[Decision, tuple[str, ...]], ...]


class ReferenceBug(Exception):
    """The reference engine broke the protocol (an error other than IllegalAction)."""


@dataclass(frozen=True)
class Move:
    action: Action
    answers: tuple[tuple[str, ...], ...] = ()  # answers to the reference's unforced decisions


@dataclass(frozen=True)
class Case:
    position: Position
    start_answers: tuple[tuple[str, ...], ...] = ()
    moves: tuple[Move, ...] = ()


@dataclass(frozen=True)
class Played:
    """One step as the reference played it; ``action`` None is the start of the game."""

    action: Action | None
    rejected: IllegalAction | None
    asked: Asked  # every decision asked (forced ones too) with its answer
    after: View

    def scripted(self) -> Asked:
        return tuple((d, a) for d, a in self.asked if not d.is_forced() and not _defaulted(d))


def _defaulted(decision: Decision) -> bool:
    """A decision the Session answers with the engine's default when unscripted (combat damage
    assignment): the fuzzer gives that default too and never scripts it (docs/PROTOCOL.md)."""
    return decision.kind in DEFAULTED_KINDS and decision.default is not None


@dataclass(frozen=True)
class Divergence:
    kind: str  # "acceptance", "decisions", "observation" or "error"
    detail: str  # one line: what the other engine did
    steps: tuple[tuple[facts.Key, str], ...] = ()  # differing facts, Then-steps for the reference

    def signature(self, action: Action | None) -> tuple:
        kind = getattr(action, "KIND", "start")
        return (self.kind, kind, self.steps[0][0][0] if self.steps else "")


@dataclass
class Run:
    position: Position
    played: list[Played] = field(default_factory=list)
    divergence: Divergence | None = None
    stopped: str | None = None  # why the run ended early without a difference
    shuffled: bool = False  # the reference shuffled a library: its order is each engine's own
    cut_by_shuffle: bool = False  # stopped at a difference the shuffles could explain
    started: bool = False  # the other engine started the position (its start() returned)

    def case(self) -> Case:
        start, *moves = self.played
        return Case(self.position, _answers(start), tuple(
            Move(p.action, _answers(p)) for p in moves if p.action is not None))

    @property
    def last_action(self) -> Action | None:
        return self.played[-1].action if self.played else None


def _answers(played: Played) -> tuple[tuple[str, ...], ...]:
    return tuple(a for _, a in played.scripted())


def replay_answers(preferred: tuple[tuple[str, ...], ...]) -> AnswerSource:
    """The n-th unforced decision gets preferred[n] if it fits, else the default answer."""
    def answer(decision: Decision, n: int) -> tuple[str, ...]:
        if n < len(preferred) and decision.check(preferred[n]) is None:
            return preferred[n]
        return default_answer(decision)
    return answer


def replay(case: Case) -> tuple[AnswerSource, NextMove]:
    def next_move(i: int, obs: Observation) -> tuple[Action, AnswerSource] | None:
        if i >= len(case.moves):
            return None
        return case.moves[i].action, replay_answers(case.moves[i].answers)
    return replay_answers(case.start_answers), next_move


class _Recorder(EngineWrapper):
    """Wraps an engine and remembers the decisions it asked, as the Then-steps do."""

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)
        self.asked: list[Decision] = []

    def decide(self, answer: tuple[str, ...]) -> None:
        asked = self.engine.pending()
        if asked is not None:
            self.asked.append(asked)
        self.engine.decide(answer)


def can_try(action: Action) -> bool:
    """Has the action a "<player> tries to ..." step (docs/STEPS.md)? Not those without an actor."""
    return not isinstance(action, (ResolveTop, ResolveStack, AdvanceTo))


# Every capability needs() may ask for: an engine declaring them all never lacks one, and the
# lockstep does not ask (tests/rulings/fuzz/test_fuzz.py holds needs() to this set).
MAY_NEED = frozenset({"direct-effects", "leave-game", "trigger-ordering", "dungeons-afr"})


def needs(action: Action | None, played: Played) -> set[str]:
    """Capabilities an engine must declare for a scenario to include this step."""
    out = set()
    if isinstance(action, (TakeInitiative, Venture, LoseLife)):
        out.add("direct-effects")
    obs = played.after.obs
    if isinstance(action, Concede) or any(p.left_game for p in obs.players):
        out.add("leave-game")
    if any(d.kind == "order-triggers" for d, _ in played.scripted()):
        out.add("trigger-ordering")
    names = {p.dungeon for p in obs.players} | {d for p in obs.players for d in p.completed_dungeons}
    names |= {o for d, _ in played.asked for o in d.options}
    if not names.isdisjoint(pool.AFR_DUNGEONS):
        out.add("dungeons-afr")
    return out


class Lockstep:
    def __init__(self, reference: Engine, other: Engine, capabilities: frozenset[str], *,
                 reshuffles: int = 12) -> None:
        self.reference = reference
        self.other = other
        self.capabilities = capabilities
        self.stack = "stack-inspection" in capabilities
        self.declares_all = MAY_NEED <= capabilities  # then no step needs one it lacks
        self.reshuffles = reshuffles  # other shuffle seeds a difference after a shuffle must survive
        # The reference's last observation: the game has not changed since (observing never
        # changes it), so the next move is chosen from it without observing again.
        self._observed: Observation | None = None

    def run(self, position: Position, start_answers: AnswerSource, next_move: NextMove) -> Run:
        """Play until a difference, the end of the moves, or a step the engine can't take.
        Raises ReferenceBug if the reference engine fails."""
        run = Run(position)
        history: list[tuple[Decision, tuple[str, ...]]] = []  # the reference's decisions
        session = self._start(run, start_answers, history)
        index = 0
        while session is not None and run.divergence is None and run.stopped is None:
            assert self._observed is not None  # a started session has observed the game
            chosen = next_move(index, self._observed)
            index += 1
            if chosen is None:
                break
            self._step(run, session, *chosen, history)
        return run

    def _start(self, run: Run, answers: AnswerSource,
               history: list[tuple[Decision, tuple[str, ...]]]) -> Session | None:
        start = self._reference(None, run.position, answers, history)
        if start.rejected is not None:
            raise ReferenceBug(f"the reference rejected a generated position: {start.rejected}")
        lacking = self._lacking(None, start)
        if lacking:
            run.stopped = f"the position needs {', '.join(sorted(lacking))}"
            return None
        run.played.append(start)
        session = Session(_Recorder(self.other))
        try:
            self._script(session, start)
            session.start(run.position)
            run.started = True
        except (Unsupported, UnknownCard, InvalidPosition) as exc:
            run.stopped = f"the engine can't start the position: {type(exc).__name__}: {exc}"
            return None
        except Exception as exc:  # noqa: BLE001 - anything else is the engine's failure
            run.divergence = _failure(exc)
            return None
        run.divergence = self._compare(session, start, rejected=None)
        return session

    def _step(self, run: Run, session: Session, action: Action, answers: AnswerSource,
              history: list[tuple[Decision, tuple[str, ...]]]) -> None:
        played = self._reference(action, run.position, answers, history)
        if played.rejected is not None and not can_try(action):
            return  # no "tries to" form for it: leave it out (it changed nothing)
        lacking = self._lacking(action, played)
        if lacking:
            run.stopped = f"the next step needs {', '.join(sorted(lacking))}"
            return
        try:
            self._script(session, played)
            session.perform(action)
            rejected = None
        except IllegalAction as exc:
            rejected = _untraced(exc)
        except Unsupported as exc:
            run.stopped = f"the engine does not support {to_dict(action)}: {exc}"
            return
        except Exception as exc:  # noqa: BLE001 - anything else is the engine's failure
            self._add(run, played)
            self._settle(run, _failure(exc))
            return
        self._add(run, played)
        self._settle(run, self._compare(session, played, rejected))

    # --- hidden library order ------------------------------------------------------------
    def _add(self, run: Run, played: Played) -> None:
        before = len(run.played[-1].after.obs.events)
        run.shuffled |= any(e.type == "shuffled" for e in played.after.obs.events[before:])
        run.played.append(played)

    def _settle(self, run: Run, found: Divergence | None) -> None:
        """Record ``found``, unless the reference engine itself, shuffling with other seeds,
        plays the same moves differently: then the difference may be the shuffle's (each
        engine's library order is its own, CR 701.24) and the run stops without one."""
        if found is not None and run.shuffled and self._shuffle_sensitive(run.case()):
            run.stopped = ("a library was shuffled, and with other shuffles the reference engine "
                           "itself plays these moves differently")
            run.cut_by_shuffle = True
            return
        run.divergence = found

    def _shuffle_sensitive(self, case: Case) -> bool:
        for offset in range(1, self.reshuffles + 1):
            reseeded = Reseeded(ReferenceEngine(), offset)
            twin = Lockstep(ReferenceEngine(), reseeded, self.capabilities, reshuffles=0)
            try:
                if twin.run(case.position, *replay(case)).divergence is not None:
                    return True
            finally:
                reseeded.close()
        return False

    # --- the reference -------------------------------------------------------------------
    def _lacking(self, action: Action | None, played: Played) -> set[str]:
        """The capabilities the step needs that the engine does not declare."""
        if self.declares_all:  # then no step needs one it lacks
            return set()
        return needs(action, played) - self.capabilities

    def _reference(self, action: Action | None, position: Position, answers: AnswerSource,
                   history: list[tuple[Decision, tuple[str, ...]]]) -> Played:
        engine = self.reference
        try:
            if action is None:
                engine.start(position)
            else:
                engine.perform(action)
        except IllegalAction as exc:
            self._observed = engine.observe()
            return Played(action, _untraced(exc), (),
                          View(self._observed, tuple(d for d, _ in history)))
        except ProtocolError as exc:
            raise ReferenceBug(f"{type(exc).__name__} on {_what(action)}: {exc}") from exc
        asked = []
        unforced = 0
        while (decision := engine.pending()) is not None:
            if decision.is_forced():
                answer = decision.forced_answer()
            elif _defaulted(decision):
                answer = tuple(decision.default or ())
            else:
                answer, unforced = answers(decision, unforced), unforced + 1
            try:
                engine.decide(answer)
            except ProtocolError as exc:
                raise ReferenceBug(f"{type(exc).__name__} answering {decision.kind} "
                                   f"{list(answer)} after {_what(action)}: {exc}") from exc
            asked.append((decision, answer))
            if len(asked) > 200:
                raise ReferenceBug(f"more than 200 decisions after {_what(action)}")
        history += asked
        self._observed = engine.observe()
        return Played(action, None, tuple(asked), View(self._observed, tuple(d for d, _ in history)))

    # --- the other engine ----------------------------------------------------------------
    def _script(self, session: Session, played: Played) -> None:
        for decision, answer in played.scripted():
            session.expect(decision.player, decision.kind, answer)

    def _compare(self, session: Session, played: Played,
                 rejected: IllegalAction | None) -> Divergence | None:
        unused = [s for s in session.script if not s.used]
        if unused:
            first = unused[0]
            return Divergence("decisions", f"never asked {first.player} to {first.kind} (the "
                              f"reference did; answer {list(first.answer)})")
        if (played.rejected is None) != (rejected is None):
            detail = (f"performed {to_dict(played.action)}, which the reference rejects: "
                      f"{played.rejected}" if rejected is None else
                      f"rejected {to_dict(played.action)}: {rejected}")
            return Divergence("acceptance", detail)
        try:
            recorder = session.engine
            assert isinstance(recorder, _Recorder)  # the session _start made
            view = View(self.other.observe(), tuple(recorder.asked))
        except Exception as exc:  # noqa: BLE001
            return _failure(exc)
        found = facts.differences(played.after, view, stack=self.stack)
        if not found:
            return None
        key, _ = found[0]
        theirs = facts.evaluate(key, view)
        detail = (f"{len(found)} fact(s) differ, first {' '.join(key)}: reference "
                  f"{facts.evaluate(key, played.after)!r}, engine {theirs!r}")
        return Divergence("observation", detail, tuple(found))


def _untraced(exc: IllegalAction) -> IllegalAction:
    """A refusal kept for its message only. Its traceback would hold the frame that keeps it
    (and, through the frames above, the whole run) in a reference cycle: garbage only the cyclic
    collector frees, which cost a fuzz run 7% of its time."""
    return exc.with_traceback(None)


def _failure(exc: BaseException) -> Divergence:
    if isinstance(exc, ScenarioFailure):
        return Divergence("decisions", str(exc).splitlines()[0])
    return Divergence("error", f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")


class Reseeded(EngineWrapper):
    """An engine that plays every position with its shuffle seed moved by ``offset``."""

    def __init__(self, engine: Engine, offset: int) -> None:
        super().__init__(engine)
        self.offset = offset

    def start(self, position: Position) -> None:
        self.engine.start(dataclasses.replace(position, seed=position.seed + self.offset))


def _what(action: Action | None) -> str:
    return "the start" if action is None else str(to_dict(action))
