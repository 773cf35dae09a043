"""rulings.fuzz: differential fuzzing against the reference engine, and its feature writer.

The writer's steps are read back with the suite's own step definitions (Given-steps must
rebuild the very position, Then-steps must pass on the observation they describe), and the
features found against deliberately broken engines are run through pytest-bdd: they pass on
the reference engine and fail on the broken one.
"""
from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from gherkin.parser import Parser

from rulings.cr.crversion import CR_VERSION
from rulings.steps import given
from rulings.steps import then
from rulings.steps import when  # noqa: F401 - importing registers the step definitions
from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import EngineError, Unsupported
from rulings.reference_engine import ReferenceEngine
from rulings.fuzz import FuzzError, Progress, fuzz
from rulings.fuzz.actions import generate_action
from rulings.fuzz.answers import random_answer
from rulings.fuzz.chooser import RandomChooser
from rulings.fuzz.facts import View, differences, evaluate, game_over, keys, render
from rulings.fuzz.feature import given_steps
from rulings.fuzz.fit import fit_position
from rulings.fuzz.lockstep import MAY_NEED, Lockstep, needs
from rulings.fuzz.positions import generate_position
from rulings.fuzz.strategies import ALL_CAPABILITIES
from tests.support.runs import suite_run
from rulings.steps.draft import PositionDraft
from rulings.steps.vocabulary import lookup
from tests.support.broken_engines import (
    LeavingPassesToNextPlayer, PlainVentureStartsUndercity, RetakeDoesNotVenture,
    VenturesOnEveryUpkeep,
)

def run_step(kind: str, text: str, game: object, table: list[list[str]] | None = None) -> None:
    """Run one step through the suite's own vocabulary, as the pytest-bdd bridge would."""
    lookup(kind, text).run(game, text, table)


def random_game(seed: int, moves: int) -> tuple[object, list[tuple]]:
    """A random position and actions on the reference engine; the decisions asked, answered."""
    chooser = RandomChooser(random.Random(seed))
    position = generate_position(chooser, ALL_CAPABILITIES)
    engine = ReferenceEngine()
    engine.start(position)
    asked = []
    try:
        for _ in range(moves):
            while (decision := engine.pending()) is not None:
                answer = random_answer(chooser, decision)
                engine.decide(answer)
                asked.append((decision, answer))
            obs = engine.observe()
            if game_over(obs):
                break
            engine.perform(generate_action(chooser, obs, ALL_CAPABILITIES))
    except Exception:  # noqa: BLE001 - a rejection (or an engine bug, test_invariants' job):
        pass  # the game so far serves as well
    return position, engine, asked


# --- the writer, read back by the step definitions ---------------------------------------

@pytest.mark.parametrize("seed", range(150))
def test_given_steps_rebuild_the_position(seed: int) -> None:
    position = generate_position(RandomChooser(random.Random(seed)), ALL_CAPABILITIES)
    game = SimpleNamespace(draft=PositionDraft())
    for step in given_steps(position):
        run_step("given", step.text, game, step.table)
    assert game.draft.build() == position


@pytest.mark.parametrize("seed", range(60))
def test_then_steps_pass_on_the_observation_they_describe(seed: int) -> None:
    _, engine, asked = random_game(seed, moves=12)
    obs = engine.observe()
    view = View(obs, tuple(d for d, _ in asked))
    game = SimpleNamespace(observe=lambda: obs, start=lambda: None,
                           decisions=SimpleNamespace(answered=asked))
    players = [p.name for p in obs.players]
    written = 0
    for key in keys(view, stack=True):
        text = render(key, evaluate(key, view), players)
        if text is not None:
            run_step("then", text, game)
            written += 1
    assert written >= 3 * len(players)


def test_no_fact_reads_the_event_log() -> None:
    """facts.differences skips comparing events when everything else is the same."""
    checked = 0
    for seed in range(20):
        _, engine, asked = random_game(seed, moves=12)
        obs = engine.observe()
        if not obs.events or game_over(obs):
            continue
        view = View(obs, tuple(d for d, _ in asked))
        other = View(dataclasses.replace(obs, events=()), view.asked)
        assert [evaluate(k, view) for k in keys(view, stack=True)] == \
            [evaluate(k, other) for k in keys(other, stack=True)]
        assert differences(view, other, stack=True) == []
        later = View(dataclasses.replace(obs, turn=obs.turn + 1), view.asked)
        assert differences(view, later, stack=True)
        checked += 1
    assert checked >= 10


def test_then_steps_fail_on_a_different_observation() -> None:
    _, engine, asked = random_game(3, moves=8)
    obs = engine.observe()
    view = View(obs, tuple(d for d, _ in asked))
    other_obs = ReferenceEngine()
    other_obs.start(generate_position(RandomChooser(random.Random(4)), ALL_CAPABILITIES))
    other = SimpleNamespace(observe=other_obs.observe, start=lambda: None,
                            decisions=SimpleNamespace(answered=[]))
    failures = 0
    for key in keys(view, stack=True):
        value = evaluate(key, view)
        text = render(key, value, [p.name for p in obs.players])
        if text is not None and evaluate(key, View(other_obs.observe())) != value:
            with pytest.raises(AssertionError):
                run_step("then", text, other)
            failures += 1
    assert failures > 0


# --- fuzzing ---------------------------------------------------------------------------------

def test_the_reference_engine_against_itself_shows_no_difference(tmp_path: Path) -> None:
    seen: list[Progress] = []
    report = fuzz(ReferenceEngine, examples=60, seed=11, out_dir=tmp_path, progress=seen.append)
    assert report.differences == [] and report.repeats == 0
    assert report.examples == 60 and report.skipped == 0
    assert [p.done for p in seen] == list(range(1, 61)) and {p.total for p in seen} == {60}
    assert report.engine == "reference 0.1.0" and report.seconds > 0
    assert not list(tmp_path.glob("*.feature"))


def test_a_step_needs_no_capability_outside_may_need() -> None:
    """The lockstep skips needs() for an engine declaring every capability of MAY_NEED: that
    is sound only while needs() asks for none other. Random games on the reference engine
    (every capability) meet each of them (seed 1953: a choice of trigger order; the seed moves
    whenever the card pool changes the random games)."""
    met: set[str] = set()
    for seed in (*range(12), 1953):
        chooser = RandomChooser(random.Random(seed))

        def answer(decision, n):
            return random_answer(chooser, decision)

        def next_move(i, obs):
            if i >= 30 or game_over(obs):
                return None
            return generate_action(chooser, obs, ALL_CAPABILITIES), answer

        lockstep = Lockstep(ReferenceEngine(), ReferenceEngine(), frozenset(ALL_CAPABILITIES))
        run = lockstep.run(generate_position(chooser, ALL_CAPABILITIES), answer, next_move)
        for played in run.played:
            asked = needs(played.action, played)
            assert asked <= MAY_NEED, sorted(asked - MAY_NEED)
            met |= asked
    assert met == MAY_NEED


BROKEN = [  # (engine, seed, examples): with that seed a difference shows within those examples
    (RetakeDoesNotVenture, 1, 6),
    (LeavingPassesToNextPlayer, 3, 15),
    (VenturesOnEveryUpkeep, 1, 6),
    (PlainVentureStartsUndercity, 3, 6),
]


@pytest.mark.parametrize("broken, seed, examples", BROKEN, ids=[b.name for b, _, _ in BROKEN])
def test_a_broken_engine_gives_a_feature_that_fails_only_on_it(tmp_path: Path, broken, seed: int,
                                                               examples: int) -> None:
    report = fuzz(broken, examples=examples, seed=seed, out_dir=tmp_path)
    assert report.differences, f"no difference found in {report.examples} examples"
    ids = []
    for difference in report.differences:
        text = difference.feature.read_text(encoding="utf-8")
        document = Parser().parse(text)
        scenario = document["feature"]["children"][0]["scenario"]
        tags = {t["name"] for t in scenario["tags"]}
        assert {"@found-by:fuzz", f"@id:{difference.id}"} <= tags
        assert any(re.fullmatch(rf"@cr:\d{{3}}(\.\d+[a-z]?)?:{CR_VERSION}", t) for t in tags)
        assert f"seed {seed}, example {difference.example}" in text
        assert difference.step in text
        assert len(actions(scenario)) <= 4, "the difference was not shrunk"
        ids.append(difference.id)
    on_reference = suite_run(engine="reference", features=[tmp_path], ids=ids)
    assert {r.id: r.status for r in on_reference.results} == dict.fromkeys(ids, "PASS")
    on_broken = suite_run(engine=f"tests.support.broken_engines:{broken.__name__}", features=[tmp_path],
                          ids=ids)
    assert {r.id: r.status for r in on_broken.results} == dict.fromkeys(ids, "FAIL")


def actions(scenario: dict) -> list[str]:
    """The When-steps of a parsed scenario that perform actions (not the scripted answers)."""
    out, kind = [], None
    for step in scenario["steps"]:
        kind = step["keywordType"] if step["keywordType"] != "Conjunction" else kind
        if kind == "Action" and " will " not in step["text"]:
            out.append(step["text"])
    return out


class WrongStartLife(ReferenceEngine):
    """Shows the first player one life more than the position gives them."""

    def info(self) -> EngineInfo:
        return dataclasses.replace(super().info(), name="wrong-start-life")

    def observe(self):
        obs = super().observe()
        first = obs.players[0]
        return dataclasses.replace(obs, players=(dataclasses.replace(first, life=first.life + 1),
                                                 *obs.players[1:]))


class CrashesOnStart(ReferenceEngine):
    def start(self, position) -> None:
        raise EngineError("crashed")


@pytest.mark.parametrize("broken, status", [(WrongStartLife, "FAIL"), (CrashesOnStart, "ERROR")])
def test_a_difference_at_the_start_is_written_with_a_then_step(tmp_path: Path, broken,
                                                               status: str) -> None:
    report = fuzz(broken, examples=3, seed=0, out_dir=tmp_path)
    assert len(report.differences) == 1 and report.repeats == 2
    difference = report.differences[0]
    assert difference.step == "the game start"
    scenario = Parser().parse(difference.feature.read_text())["feature"]["children"][0]["scenario"]
    keywords = [s["keyword"].strip() for s in scenario["steps"]]
    assert actions(scenario) == [] and "Then" in keywords  # a Then-step starts the game
    path = f"{__name__}:{broken.__name__}"  # this module, as the running pytest imported it
    for engine, expected in (("reference", "PASS"), (path, status)):
        run = suite_run(engine=engine, features=[tmp_path], ids=[difference.id])
        assert [r.status for r in run.results] == [expected], run.results


class MainPhaseOnly(ReferenceEngine):
    """Sets up only two-player games in a main phase, with nothing in graveyards or exile."""

    def info(self) -> EngineInfo:
        return dataclasses.replace(super().info(), name="main-phase-only",
                                   capabilities=("two-player", "position-setup"))

    def start(self, position) -> None:
        if position.step not in ("precombat main", "postcombat main"):
            raise Unsupported("position.step: only a main phase")
        for p in position.players:
            for zone in ("graveyard", "exile"):
                if getattr(p, zone):
                    raise Unsupported(f"{p.name}.{zone}: can't set this up")
        super().start(position)


def test_positions_are_simplified_until_the_engine_can_start_them(tmp_path: Path) -> None:
    engine, refused = MainPhaseOnly(), 0
    for seed in range(20):
        position = generate_position(RandomChooser(random.Random(seed)), ("two-player",
                                                                          "position-setup"))
        main = position.step if position.step.endswith("main") else "precombat main"
        needed = dataclasses.replace(position, step=main, players=tuple(
            dataclasses.replace(p, graveyard=(), exile=()) for p in position.players))
        refused += needed != position
        assert fit_position(engine, position) == needed  # only what the engine refused is cut
    assert refused >= 10
    report = fuzz(MainPhaseOnly, examples=10, seed=0, out_dir=tmp_path)
    assert report.skipped == 0 and report.differences == []


class NoSetupEngine(ReferenceEngine):
    def info(self) -> EngineInfo:
        return EngineInfo("no-setup", "1", ("two-player", "direct-effects"))


def test_engines_that_cannot_be_fuzzed_are_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(FuzzError, match="^engine no-setup lacks capability position-setup"):
        fuzz(NoSetupEngine, examples=1, seed=0, out_dir=tmp_path)
    with pytest.raises(FuzzError, match="^examples: must be 1 or more, got 0$"):
        fuzz(ReferenceEngine, examples=0, seed=0, out_dir=tmp_path)
