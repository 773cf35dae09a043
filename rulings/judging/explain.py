"""``rulings explain``: one scenario run on an engine, told step by step for a judge.

The scenario runs through the suite's own step definitions (rulings.running.runner) on any engine: the
reference (the default), a registered one (``--engine phase``) or a wire engine
(``--engine-cmd``). A pytest plugin marks where each Gherkin step begins and ends (pytest-bdd's
step hooks), and a tracing wrapper given the engine object (``TracingEngine``, at the adapter
protocol) records what the steps asked of it: the game's start, actions, rejections and
answered decisions, each at its place in the engine's event log. Every line of the trace
carries the CR rule the engine cites for it; a step that fails shows where that engine departs
from the scenario. The words come from the describers (rulings/judging/describe.py).
"""
from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from rulings.adapters.actions import Action
from rulings.adapters.codec import to_dict
from rulings.adapters.decisions import RESOLVING_CHOICE, Decision, decision_rule
from rulings.adapters.engine import Engine, EngineInfo
from rulings.adapters.errors import ProtocolError
from rulings.adapters.observation import Event, Observation
from rulings.adapters.position import Position
from rulings.scenarios.index import Entry, Step, build_index
from rulings.scenarios.locations import feature_files
from rulings.scenarios.request import EngineChoice, RunRequest
from rulings.scenarios.selection import Selection
from rulings.scenarios.results import one_line

from .. import CR_VERSION
from .. import RulingsError
from .describe import LANGUAGES, Said, english, say, say_step, step_values
from .lookup import NoMatch, suggest
from ..running.runner import run_suite


@dataclass(frozen=True)
class TraceLine:
    kind: str  # "start", "action", "rejected", "decision" or "event"
    text: str  # in words
    rule: str | None = None  # the CR rule cited for it, if any
    raw: str = ""  # an action's protocol JSON (shown with --verbose only)


@dataclass(frozen=True)
class StepTrace:
    keyword: str
    text: str
    line: int
    status: str  # "passed", "failed" or "not run"
    table: tuple[tuple[str, ...], ...] = ()
    lines: tuple[TraceLine, ...] = ()
    error: str = ""
    said: str = ""  # a Then step in the reader's language (empty in English: the step says it)


@dataclass(frozen=True)
class ScenarioTrace:
    id: str
    name: str
    where: str
    status: str  # PASS, FAIL, ERROR, TIMEOUT or SKIP
    message: str
    steps: tuple[StepTrace, ...]


@dataclass(frozen=True)
class Explanation:
    engine: str
    engine_version: str
    cr_version: str  # the CR version the engine's rule numbers follow
    scenarios: tuple[ScenarioTrace, ...]
    lang: str = "en"  # the language the trace's lines are said in

    def citation(self, rule: str) -> str:
        return f"CR {rule} ({self.cr_version})"


def trace_scenario(scenario_id: str, *,
                   features: Sequence[str | os.PathLike[str]] = (),
                   engine: EngineChoice = EngineChoice(), lang: str = "en") -> Explanation:
    """Run ``scenario_id`` (or every row of the outline with that id) on an engine (the reference
    engine unless ``engine`` says another, as for ``rulings run``) and trace it: each step with the
    engine's calls, events and decisions during it, each citing a rule.

    ``features`` adds feature files or directories to the suite's own, as for ``rulings run``.
    An unknown id raises NoMatch naming the closest ids. ``lang`` (a seed language) says the
    trace's lines, the Then steps and the outcome in that language (rulings/judging/describe.py).
    """
    _check_lang(lang)
    extra = [str(Path(p).resolve()) for p in features]
    index = build_index(feature_files(extra))
    family = index.family(scenario_id)
    if not family:
        raise NoMatch(f"no scenario has the id {scenario_id!r}",
                      suggest(scenario_id, [e.id for e in index.entries]))
    return _traced(family, extra, ids=[e.id for e in family], engine=engine, langs=(lang,))[0]


def _check_lang(lang: str) -> None:
    if lang not in LANGUAGES:
        raise RulingsError(f"--lang: {lang!r} is not a seed language ({', '.join(LANGUAGES)})")


def trace_scenarios(scenario_ids: Sequence[str], *, engine: EngineChoice = EngineChoice(),
                    lang: str = "en") -> Explanation:
    """The suite's scenarios ``scenario_ids`` (an outline's id: its every row) traced in one
    run, as trace_scenario traces one (unknown ids are left out)."""
    _check_lang(lang)
    index = build_index(feature_files([]))
    entries = list({e.id: e for sid in scenario_ids for e in index.family(sid)}.values())
    return _traced(entries, [], ids=[e.id for e in entries], engine=engine, langs=(lang,))[0]


def trace_all(*, features: Sequence[str | os.PathLike[str]] = (),
              engine: EngineChoice = EngineChoice()) -> Explanation:
    """Every scenario of the suite (and of ``features``) traced in one run, as trace_scenario
    traces one."""
    return trace_all_languages(("en",), features=features, engine=engine)["en"]


def trace_all_languages(langs: Sequence[str], *,
                        features: Sequence[str | os.PathLike[str]] = (),
                        engine: EngineChoice = EngineChoice()) -> dict[str, Explanation]:
    """Every scenario traced in one run, as trace_all, said in each of ``langs`` (the judge
    book's answers and steps in every seed language, from one run on the reference engine)."""
    for lang in langs:
        _check_lang(lang)
    extra = [str(Path(p).resolve()) for p in features]
    index = build_index(feature_files(extra))
    told = _traced(index.entries, extra, ids=[], engine=engine, langs=tuple(langs))
    return dict(zip(langs, told))


def _traced(entries: Sequence[Entry], extra: list[str], *, ids: list[str], engine: EngineChoice,
            langs: Sequence[str] = ("en",)) -> list[Explanation]:
    """The run's trace, said in each of ``langs`` (one Explanation per language)."""
    recorder = _StepRecorder()
    request = RunRequest(engine=engine, features=tuple(Path(p) for p in extra),
                         selection=Selection(ids=tuple(ids)))
    run = run_suite(request, plugins=[recorder], wrap=recorder.trace)
    by_id = {e.id: e for e in entries}

    def told(said_in: str) -> Explanation:
        scenarios = tuple(
            _scenario_trace(by_id[r.id], r.status, r.message, recorder.steps.get(r.id, []),
                            said_in)
            for r in run.results if r.id in by_id
        )
        return Explanation(run.engine, run.engine_version, recorder.cr_version or CR_VERSION,
                           scenarios, said_in)
    return [told(code) for code in langs]


# --- the tracing engine -------------------------------------------------------------------------

@dataclass(frozen=True)
class _Call:
    kind: str  # "start", "action", "rejected" or "decision"
    at: int  # the length of the event log when it happened
    detail: Any


class TracingEngine:
    """Any engine (``inner``, an Engine object), recording each start, action, rejection and
    answered decision at the adapter protocol; everything else is passed through."""

    def __init__(self, inner: Engine) -> None:
        self.inner = inner
        self.calls: list[_Call] = []
        self.started = False
        self._asked: Decision | None = None

    def __getattr__(self, name: str) -> Any:  # what the runner asks of a wire engine, say
        return getattr(self.inner, name)

    def reset(self) -> None:
        """A new scenario: nothing recorded, no game yet."""
        self.calls, self.started, self._asked = [], False, None

    def event_count(self) -> int:
        return len(self.inner.observe().events) if self.started else 0

    def info(self) -> EngineInfo:
        return self.inner.info()

    def start(self, position: Position) -> None:
        self.calls.append(_Call("start", 0, position))
        self.inner.start(position)
        self.started = True

    def perform(self, action: Action) -> None:
        at = self.event_count()
        self.calls.append(_Call("action", at, action))
        try:
            self.inner.perform(action)
        except ProtocolError as exc:
            self.calls.append(_Call("rejected", at, exc))
            raise

    def pending(self) -> Decision | None:
        self._asked = self.inner.pending()
        return self._asked

    def decide(self, answer: tuple[str, ...]) -> None:
        asked, self._asked = self._asked, None
        self.calls.append(_Call("decision", self.event_count(), (asked, tuple(answer))))
        self.inner.decide(answer)

    def observe(self) -> Observation:
        return self.inner.observe()

    def close(self) -> None:
        self.inner.close()


# --- the pytest plugin ---------------------------------------------------------------------------

@dataclass
class _Recorded:
    status: str
    calls: list[_Call]
    events: list[Event]
    events_from: int
    error: str = ""


@dataclass(eq=False)  # hashable: pytest registers it as a plugin
class _StepRecorder:
    """Records, per scenario id, what the engine did during each step: ``trace`` wraps the
    run's engine (the runner gives it the engine object before the session plays on it)."""

    steps: dict[str, list[_Recorded]] = field(default_factory=dict)
    cr_version: str | None = None
    tracer: TracingEngine | None = None
    _mark: tuple[int, int] = (0, 0)

    def trace(self, engine: Engine) -> TracingEngine:
        self.tracer = TracingEngine(engine)
        return self.tracer

    def pytest_bdd_before_scenario(self, request: pytest.FixtureRequest) -> None:
        engine = self._engine(request)
        engine.reset()
        self.cr_version = engine.info().cr_version
        self.steps[self._id(request)] = []

    def pytest_bdd_before_step(self, request: pytest.FixtureRequest) -> None:
        self._start_step(request)

    def pytest_bdd_after_step(self, request: pytest.FixtureRequest) -> None:
        self._record(request, "passed")

    def pytest_bdd_step_error(self, request: pytest.FixtureRequest, exception: Exception) -> None:
        self._record(request, "failed", _error_text(exception))

    def _start_step(self, request: pytest.FixtureRequest) -> None:
        engine = self._engine(request)
        self._mark = (len(engine.calls), engine.event_count())

    def _record(self, request: pytest.FixtureRequest, status: str, error: str = "") -> None:
        engine = self._engine(request)
        calls_from, events_from = self._mark
        events = list(engine.observe().events[events_from:]) if engine.started else []
        self.steps.setdefault(self._id(request), []).append(
            _Recorded(status, engine.calls[calls_from:], events, events_from, error))

    def _engine(self, request: pytest.FixtureRequest) -> TracingEngine:
        engine = self.tracer
        assert engine is not None and request.getfixturevalue("engine") is engine, \
            "explain's session plays on the engine it traces"
        return engine

    @staticmethod
    def _id(request: pytest.FixtureRequest) -> str:
        return str(dict(request.node.user_properties).get("rulings_id", request.node.nodeid))


def _error_text(exc: BaseException) -> str:
    return one_line(str(exc)) or type(exc).__name__


# --- the trace -----------------------------------------------------------------------------------

def _scenario_trace(entry: Entry, status: str, message: str,
                    recorded: list[_Recorded], lang: str = "en") -> ScenarioTrace:
    steps = []
    in_then = False
    for n, step in enumerate(entry.steps):
        keyword = step.keyword.strip()
        in_then = keyword == "Then" or (in_then and keyword in ("And", "But", "*"))
        said = _said_check(step.text, lang) if in_then and lang != "en" else ""
        if n < len(recorded):
            done = recorded[n]
            steps.append(_step(step, done.status, _lines(done, lang), done.error, said))
        else:
            steps.append(_step(step, "not run", (), "", said))
    return ScenarioTrace(entry.id, entry.name, entry.where, status, message, tuple(steps))


def _said_check(text: str, lang: str) -> str:
    """A Then step in ``lang`` (its describer; the step as written, labelled, without one)."""
    from rulings.steps import given, then, when  # noqa: F401 - the vocabulary's phrases
    from rulings.steps.phrases import PhraseError
    from rulings.steps.vocabulary import lookup

    try:
        phrase = lookup("then", text)
    except PhraseError:
        return Said(text, "en", True).labelled
    return say_step("then", phrase.id, text, phrase.arguments(text) or {}, lang).labelled


def _step(step: Step, status: str, lines: tuple[TraceLine, ...], error: str,
          said: str = "") -> StepTrace:
    return StepTrace(step.keyword.strip(), step.text, step.line, status, step.table, lines, error,
                     said)


def _lines(done: _Recorded, lang: str = "en") -> tuple[TraceLine, ...]:
    """The step's calls and events in the order they happened."""
    out: list[TraceLine] = []
    calls = list(done.calls)
    for offset, event in enumerate(done.events):
        while calls and calls[0].at <= done.events_from + offset:
            out.append(_call_line(calls.pop(0), lang))
        out.append(event_line(event, lang))
    out.extend(_call_line(call, lang) for call in calls)
    return tuple(out)


def _call_line(call: _Call, lang: str = "en") -> TraceLine:
    if call.kind == "start":
        return TraceLine("start", _start_text(call.detail, lang))
    if call.kind == "action":
        raw = to_dict(call.detail)
        return TraceLine("action", action_text(raw, lang), None,
                         json.dumps(raw, ensure_ascii=False))
    if call.kind == "rejected":
        exc: ProtocolError = call.detail
        message = exc.message if lang == "en" else f'"{exc.message}"'  # the engine's own words
        return TraceLine("rejected", say("trace.rejected", lang, code=exc.code,
                                         message=message).text, exc.rule)
    asked, answer = call.detail
    return decision_line(asked, answer, lang)


def _start_text(position: Position, lang: str = "en") -> str:
    players = ", ".join(p.name for p in position.players)
    active = position.active_player or position.players[0].name
    holder = (say("trace.holder", lang, player=position.initiative).text if position.initiative
              else say("trace.no-holder", lang).text)
    step = _step_name(position.step, lang, within=True)
    return say("trace.start", lang, format=say(f"trace.format.{position.format}", lang).text,
               players=players, player=active, turn=position.turn, step=step,
               holder=holder).text


def decision_line(asked: Decision | None, answer: tuple[str, ...], lang: str = "en") -> TraceLine:
    """An answered decision, citing the rule that gives the player the choice
    (adapters/decisions.py)."""
    if asked is None:
        return TraceLine("decision", say("decision.no-pending", lang,
                                         answer=_names(answer, lang)).text)
    named = asked.source if lang == "en" else f'"{asked.source}"'  # a card, or the engine's words
    source = say("decision.source", lang, source=named).text if asked.source else ""
    how = say("decision.forced" if asked.is_forced() else "decision.scripted", lang).text
    kind = step_values(lang).get(f"kind={asked.kind}", asked.kind) if lang != "en" else asked.kind
    text = say("decision", lang, player=asked.player, kind=kind, source=source,
               options=_names(asked.options, lang), answer=_names(answer, lang), how=how).text
    return TraceLine("decision", text, decision_rule(asked.kind) or RESOLVING_CHOICE)


def _names(values: Sequence[str], lang: str = "en") -> str:
    return ", ".join(f'"{v}"' for v in values) or say("word.nothing", lang).text


@dataclass(frozen=True)
class EventLine(TraceLine):
    event: Event | None = None  # what the engine reported (the one-line outcome reads it)


def event_line(event: Event, lang: str = "en") -> TraceLine:
    text = _event_text(event, lang)
    if event.rule and event.rule.startswith("704."):
        text = say("event.state-based", lang, said=text).text
    return EventLine("event", text, event.rule, "", event)


def _event_text(event: Event, lang: str) -> str:
    """The event's describer (rulings/judging/describe.py EVENT_TEMPLATES) filled with its fields; an
    event type without one is listed field by field."""
    e = _said(event)
    describer = event.type
    if event.type == "ventured" and not event.text:
        describer = "ventured.plain"
    elif event.type == "trigger" and not event.source:
        describer = "trigger.no-source"
    elif event.type == "damage" and event.text == "combat":
        describer = "damage.combat"
    elif event.type == "life" and (event.amount or 0) > 0:
        describer = "life.gains"
    if f"event.{describer}" not in english():
        return _generic(e)
    values = dict(vars(e))
    if event.type == "life":
        values["amount"] = abs(event.amount or 0)
    if event.type in ("left-game", "lost-game"):
        why = f"event.why.{event.text}" if f"event.why.{event.text}" in english() else "event.why"
        values["why"] = say(why, lang, text=event.text).text if event.text else ""
    if lang != "en" and event.text:  # the engine's own English words for a step or a venture
        if event.type == "step":
            values["text"] = _step_name(event.text, lang)
        elif event.type == "ventured" and event.text in ("into Undercity", "into the dungeon"):
            into = "undercity" if event.text == "into Undercity" else "dungeon"
            values["text"] = say(f"action.part.into.{into}", lang).text
    return say(f"event.{describer}", lang, **values).text


def _step_name(step: str, lang: str, within: bool = False) -> str:
    """A step's name ("upkeep", "combat damage") as ``lang`` says it (rulings/data/words.toml:
    ``step=``, the name alone; ``within``: ``step_name=``, "in the upkeep" as a Then step says)."""
    if lang == "en":
        return step
    return step_values(lang).get(f"{'step_name' if within else 'step'}={step}", step)


def _said(event: Event) -> Any:
    """``event`` with each missing name as "unknown", so no text ever says "None"."""
    from types import SimpleNamespace

    return SimpleNamespace(**{k: ("unknown" if v is None and k in ("player", "dungeon", "room", "target")
                                  else v) for k, v in vars(event).items()})


def _generic(e: Any) -> str:
    fields = {k: v for k, v in vars(e).items()
              if v not in (None, "unknown", ()) and k not in ("type", "rule")}
    return f"{e.type}: " + ", ".join(f"{k}={plain(v)}" for k, v in fields.items())


def plain(value: Any) -> str:
    """A value in words, never a Python literal: lists joined, booleans as yes/no, none as -."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(plain(v) for v in value) or "nothing"
    if isinstance(value, dict):
        return ", ".join(f"{k} {plain(v)}" for k, v in value.items())
    return str(value)


def action_text(raw: dict[str, Any], lang: str = "en") -> str:
    """What a step asked of the engine, in words (``raw`` is the action's protocol form): the
    action kind's describer (steps/phrasebook.py ACTION_KINDS)."""
    kind = raw.get("type")
    if f"action.{kind}" not in english():
        rest = {k: v for k, v in raw.items() if k != "type"}
        return f"asks: {kind} " + ", ".join(f"{k} {plain(v)}" for k, v in rest.items())

    def part(name: str, **values: Any) -> str:
        return say(f"action.part.{name}", lang, **values).text
    targets = raw.get("targets") or ()
    ability = raw.get("ability") or "activated"
    values = {k: plain(v) for k, v in raw.items()}
    if kind == "destroy":  # the describer names the permanent by its label
        values["label"] = plain(raw.get("permanent"))
    if kind == "advance" and raw.get("step"):
        values["step"] = _step_name(str(raw["step"]), lang)
    words = step_values(lang) if lang != "en" else {}
    zone = str(raw.get("from_zone", "hand"))
    zone = words.get(f"from-zone.zone={zone}", words.get(f"zone={zone}", zone))
    values.update(
        from_zone=part("from-zone", zone=zone)
        if raw.get("from_zone", "hand") != "hand" else "",
        targeting=part("targeting", targets=plain(targets)) if targets else "",
        free=part("free") if raw.get("without_paying") else "",
        ability=part(f"ability.{ability if ability in ('equip', 'mana') else 'activated'}"),
        attacks="; ".join(part("attack", attacker=a.get("attacker"), defender=a.get("defender"))
                          for a in raw.get("attacks", [])) or part("no-attackers"),
        blocks="; ".join(part("block", blocker=b.get("blocker"), attacker=b.get("attacker"))
                         for b in raw.get("blocks", [])) or part("no-blockers"),
        into=part("into.undercity" if raw.get("into") == "undercity" else "into.dungeon"),
    )
    return say("trace.asks", lang, said=say(f"action.{kind}", lang, **values).text).text


def outcome(scenario: ScenarioTrace, lang: str = "en") -> str:
    """The scenario's outcome in one line, from what the engine did: who took the initiative,
    ventured (into which rooms), completed a dungeon, lost or left the game (in ``lang``; the
    scenario's name, English, when none of these happened)."""
    done: dict[str, dict[str, list[str]]] = {}
    for step in scenario.steps:
        for line in step.lines:
            event = getattr(line, "event", None)
            if event is None:
                continue
            who = done.setdefault(event.player or "", {})
            if event.type == "took-initiative":
                who.setdefault("initiative", []).append("")
            elif event.type == "entered-room":
                who.setdefault("rooms", []).append(event.room or "")
            elif event.type == "completed-dungeon":
                who.setdefault("completed", []).append(event.dungeon or "")
            elif event.type in ("lost-game", "left-game"):
                who.setdefault("out", []).append("loses" if event.type == "lost-game"
                                                 else "leaves")

    def named(names: list[str]) -> str:  # rooms and dungeons: bare in English, else quoted
        return ", ".join(n if lang == "en" else f'"{n}"' for n in names)
    parts = []
    for player, what in done.items():
        if not player or not what:
            continue
        said = []
        if "initiative" in what:
            said.append(say("outcome.initiative", lang,
                            times=_times(len(what["initiative"]), lang)).text)
        if "rooms" in what:
            rooms = what["rooms"]
            said.append(say("outcome.ventures", lang, times=_times(len(rooms), lang, once=True),
                            rooms=named(rooms)).text)
        if "completed" in what:
            said.append(say("outcome.completes", lang, dungeons=named(what["completed"])).text)
        out = what.get("out", [])
        if out:  # a player who concedes both loses and leaves: say the leaving
            said.append(say("outcome.leaves" if "leaves" in out else f"outcome.{out[0]}",
                            lang).text)
        parts.append(say("outcome.player", lang, player=player, said=_and(said, lang)).text)
    if not parts:  # no initiative, venture or loss: the scenario's name says the outcome
        return scenario.name
    return say("outcome.sep", lang).text.join(parts)


def _times(n: int, lang: str = "en", once: bool = False) -> str:
    if n == 1:
        return say("outcome.once", lang).text if once else ""
    return say("outcome.twice", lang).text if n == 2 else say("outcome.times", lang, n=n).text


def _and(items: list[str], lang: str = "en") -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + say("outcome.and", lang).text + items[-1]
