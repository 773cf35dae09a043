"""``rulings fuzz``: differential fuzzing of an engine against the reference engine.

Each example is a random position and up to ``max_moves`` random actions, played on both
engines in lockstep (lockstep.py). A difference is shrunk (shrink.py) and written as a .feature
file (feature.py) that passes on the reference engine and fails on the other one.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rulings.scenarios.shards import Shard
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import Engine
from rulings.adapters.errors import ProtocolError
from rulings.adapters.observation import Observation
from rulings.reference_engine import ReferenceEngine
from rulings import RulingsError
from rulings.scenarios.atomic import WriteError

from .actions import generate_action
from .answers import random_answer
from .chooser import RandomChooser
from .facts import game_over
from .feature import WriterError, write_feature
from .fit import fit_position
from .lockstep import Case, Lockstep, ReferenceBug, Run, replay
from .positions import formats, generate_position
from .shrink import shrink

MAX_MOVES = 20
SHRINK_BUDGET = 400  # replays per difference
SHRINK_SECONDS = 60.0  # and at most this long (an engine that times out replays slowly)


class FuzzError(RulingsError):
    """The fuzz run can't start (an engine that can't be fuzzed, bad arguments): one line."""


@dataclass(frozen=True)
class Difference:
    feature: Path  # the written scenario: passes on the reference engine, fails on the engine
    id: str  # its @id, FUZZ-<hash>
    step: str  # the first step at which the engines differ, as written in the feature
    kind: str  # acceptance, decisions, observation or error
    detail: str  # one line: what the engine did
    example: int  # which example found it (with the seed, reproduces it)


@dataclass(frozen=True)
class Progress:
    done: int  # examples tried so far
    total: int
    differences: int


@dataclass
class FuzzReport:
    engine: str
    seed: int
    examples: int = 0  # tried
    skipped: int = 0  # examples the engine could not start or play far enough to compare
    cut_by_shuffles: int = 0  # examples ended early: a difference may come from a shuffle's order
    differences: list[Difference] = field(default_factory=list)
    repeats: int = 0  # further examples showing a difference already reported
    reference_errors: list[str] = field(default_factory=list)  # protocol breaks of the reference
    unwritten: list[str] = field(default_factory=list)  # differences no step can express (a bug)
    # differences whose file could not be written (a full disk), one line each naming the file
    write_errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    shard: Shard | None = None  # --shard K/N: the examples i with i mod N = K - 1 only


def fuzz(engine_factory: Callable[[], Engine], *, examples: int, seed: int,
         out_dir: str | Path, progress: Callable[[Progress], None] | None = None,
         max_moves: int = MAX_MOVES, shard: Shard | None = None) -> FuzzReport:
    """Fuzz the engine ``engine_factory`` builds against the reference engine: examples 0 to
    ``examples`` - 1, or of those the ones of ``shard`` (scenarios/shards.py). An example's
    game depends on the seed and its number only, so the shards of a campaign play exactly the
    games one unsharded campaign plays."""
    if examples < 1:
        raise FuzzError(f"examples: must be 1 or more, got {examples}")
    if max_moves < 1:
        raise FuzzError(f"max_moves: must be 1 or more, got {max_moves}")
    started = time.perf_counter()
    engine = engine_factory()
    try:
        info = engine.info()
    except ProtocolError as exc:
        raise FuzzError(f"the engine did not describe itself: {exc}") from None
    capabilities = frozenset(info.capabilities)
    _check_capabilities(info.name, capabilities)
    reference = ReferenceEngine()
    lockstep = Lockstep(reference, engine, capabilities)
    report = FuzzReport(engine=f"{info.name} {info.version}", seed=seed, shard=shard)
    seen: set[tuple] = set()
    mine = [i for i in range(examples) if shard is None or shard.has(i)]
    try:
        for done, index in enumerate(mine, start=1):
            _example(lockstep, report, seen, Path(out_dir), index, max_moves)
            report.examples += 1
            if progress is not None:
                progress(Progress(done, len(mine), len(report.differences)))
    finally:
        engine.close()
        reference.close()
    report.seconds = time.perf_counter() - started
    return report


def _check_capabilities(name: str, capabilities: frozenset[str]) -> None:
    if "position-setup" not in capabilities:
        raise FuzzError(f"engine {name} lacks capability position-setup: fuzzing starts every "
                        "game from a generated position")
    if not formats(capabilities):
        raise FuzzError(f"engine {name} declares no game format (two-player, multiplayer or "
                        "two-headed-giant)")


def _example(lockstep: Lockstep, report: FuzzReport, seen: set[tuple], out_dir: Path,
             index: int, max_moves: int) -> None:
    chooser = RandomChooser(random.Random(f"rulings-fuzz:{report.seed}:{index}"))
    position = generate_position(chooser, lockstep.capabilities)

    def answer(decision: Decision, n: int) -> tuple[str, ...]:  # an AnswerSource
        return random_answer(chooser, decision)

    def next_move(i: int, obs: Observation) -> tuple | None:
        if i >= max_moves or game_over(obs):
            return None
        return generate_action(chooser, obs, lockstep.capabilities), answer

    # Played as generated first: most engines start every generated position, and then this
    # is the run fit_position's probe would have led to, without the probe's start. Otherwise
    # (not started, or the reference failed) the example is played again, fitted, from the same
    # random state: exactly what fitting first would have given.
    drawn = chooser.rng.getstate()
    try:
        run = lockstep.run(position, answer, next_move)
    except ReferenceBug:
        run = None
    if run is None or not run.started:
        chooser.rng.setstate(drawn)
        fitted = fit_position(lockstep.other, position)
        if fitted is None:
            report.skipped += 1
            return
        try:
            run = lockstep.run(fitted, answer, next_move)
        except ReferenceBug as exc:
            report.reference_errors.append(f"seed {report.seed} example {index}: {exc}")
            return
    if run.divergence is None:
        report.skipped += run.stopped is not None and len(run.played) <= 1  # nothing compared
        report.cut_by_shuffles += run.cut_by_shuffle
        return
    signature = run.divergence.signature(run.last_action)
    if signature in seen:
        report.repeats += 1
        return
    seen.add(signature)
    small = shrink(run, lambda case: _reproduces(lockstep, case, signature), SHRINK_BUDGET,
                   SHRINK_SECONDS)
    assert small.divergence is not None
    try:
        written = write_feature(small, out_dir, engine=report.engine,
                                origin=f"seed {report.seed}, example {index}")
    except WriterError as exc:
        report.unwritten.append(f"seed {report.seed} example {index}: {small.divergence.detail}: "
                                f"{exc}")
        return
    except WriteError as exc:  # the campaign goes on; its summary says which file was lost
        report.write_errors.append(f"seed {report.seed} example {index}: {exc}")
        return
    report.differences.append(Difference(written.path, written.id, written.step,
                                         small.divergence.kind, small.divergence.detail, index))


def _reproduces(lockstep: Lockstep, case: Case, signature: tuple) -> Run | None:
    start_answers, next_move = replay(case)
    try:
        run = lockstep.run(case.position, start_answers, next_move)
    except ReferenceBug:
        return None
    if run.divergence is None or run.divergence.signature(run.last_action) != signature:
        return None
    return run


