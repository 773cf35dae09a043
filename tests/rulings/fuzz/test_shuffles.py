"""The fuzzer and shuffled libraries: after a shuffle each engine's library order is its own. A
difference the reference engine itself shows when it shuffles with other seeds (a scry's options,
the card drawn) stops the run instead of being reported; one it never shows (life, priority, the
initiative) still is."""
from __future__ import annotations

import dataclasses
from unittest import mock

import rulings.reference_engine.rooms as rooms
from rulings.adapters.actions import ResolveTop, Venture
from rulings.adapters.decisions import Decision
from rulings.adapters.position import PlayerSetup, Position
from rulings.reference_engine import ReferenceEngine
from rulings.fuzz.lockstep import Case, Lockstep, Move, Run, replay
from tests.support.broken_engines import BrokenEngine

REAL_SHUFFLE = rooms.shuffle


class ShufflesItsOwnWay(BrokenEngine):
    """A correct engine whose shuffles give another order than the reference engine's."""

    name = "own-shuffle"

    def patches(self):
        def shuffle(game, player):
            REAL_SHUFFLE(game, player)
            player.library.reverse()

        return [mock.patch.object(rooms, "shuffle", shuffle)]


class ShufflesAndMiscountsLife(ShufflesItsOwnWay):
    """Also shows Bob one life more once any library was shuffled: a real difference."""

    name = "own-shuffle-wrong-life"

    def observe(self):
        obs = super().observe()
        if not any(e.type == "shuffled" for e in obs.events):
            return obs
        return dataclasses.replace(obs, players=tuple(
            dataclasses.replace(p, life=p.life + 1) if p.name == "Bob" else p for p in obs.players))


# Secret Entrance finds the Forest and shuffles three different cards; Lost Well then scries 2:
# its options are the top two cards, which differ between the two shuffles.
CASE = Case(
    Position(players=(PlayerSetup("Alice", library=("Forest", "Island", "Craw Wurm", "Grizzly Bears")),
                      PlayerSetup("Bob")), turn=3, seed=7),
    moves=(Move(Venture("Alice", "undercity")), Move(ResolveTop(), (("Forest",),)),
           Move(Venture("Alice", "undercity"), (("Lost Well",),)), Move(ResolveTop())),
)


def scry_everything(decision: Decision, n: int) -> tuple[str, ...]:
    return decision.options if decision.kind == "scry" else decision.forced_answer()


def _scrying(next_move):
    def moves(i, obs):
        chosen = next_move(i, obs)
        if chosen is None:
            return None
        action, answers = chosen
        return action, lambda d, n: scry_everything(d, n) if d.kind == "scry" else answers(d, n)
    return moves


def play(engine) -> Run:
    start, next_move = replay(CASE)
    capabilities = frozenset(engine.info().capabilities)
    return Lockstep(ReferenceEngine(), engine, capabilities).run(CASE.position, start,
                                                                 _scrying(next_move))


def test_the_case_plays_to_its_end_on_the_reference_engine():
    run = play(ReferenceEngine())
    assert run.divergence is None and run.stopped is None
    assert len(run.played) == 1 + len(CASE.moves)
    assert run.shuffled and not run.cut_by_shuffle
    assert any(d.kind == "scry" for p in run.played for d, _ in p.asked)


def test_a_scry_after_a_shuffle_stops_the_run_instead_of_reporting_a_difference():
    run = play(ShufflesItsOwnWay())
    assert run.divergence is None and run.cut_by_shuffle
    assert run.stopped is not None and "a library was shuffled" in run.stopped
    assert len(run.played) == len(CASE.moves) + 1  # it got as far as the scry


def test_without_the_reshuffle_check_the_scry_would_be_reported():
    """The same case with the check switched off: the difference is there to be screened."""
    engine = ShufflesItsOwnWay()
    start, next_move = replay(CASE)
    lockstep = Lockstep(ReferenceEngine(), engine, frozenset(engine.info().capabilities),
                        reshuffles=0)
    run = lockstep.run(CASE.position, start, _scrying(next_move))
    assert run.divergence is not None and run.divergence.kind == "decisions"
    assert "scry" in run.divergence.detail


def test_a_difference_a_shuffle_cannot_explain_is_still_reported():
    run = play(ShufflesAndMiscountsLife())
    assert run.divergence is not None and run.divergence.kind == "observation"
    assert run.divergence.steps[0][0] == ("life", "Bob")


def test_fuzzing_an_engine_that_only_shuffles_differently_finds_nothing(tmp_path):
    from rulings.fuzz import fuzz

    report = fuzz(ShufflesItsOwnWay, examples=30, seed=101, out_dir=tmp_path)
    assert report.differences == [] and report.reference_errors == []
    assert report.cut_by_shuffles >= 1  # games did reach a shuffle of different cards
