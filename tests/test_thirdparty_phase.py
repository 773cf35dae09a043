"""The phase.rs adapter against the real engine (skipped when phase-python is not installed)."""
from __future__ import annotations

import time

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install phase-python)")

from adapters.actions import AdvanceTo, CastSpell, ResolveStack, ResolveTop, TakeInitiative, Venture
from adapters.engine import Engine
from adapters.errors import IllegalAction, UnknownCard, Unsupported
from adapters.position import DungeonSetup, PermanentSetup, PlayerSetup, Position
from adapters.session import Session
from adapters.thirdparty.phase_cards import new_engine
from adapters.thirdparty.phase_engine import PhaseEngine
from adapters.thirdparty.phase_setup import keep_opening_hands

FORESTS = tuple(PermanentSetup("Forest") for _ in range(5))


def _position(**alice: object) -> Position:
    return Position(players=(PlayerSetup("Alice", **alice), PlayerSetup("Bob")))  # type: ignore[arg-type]


@pytest.fixture()
def session() -> Session:
    return Session(PhaseEngine())


def test_implements_the_protocol() -> None:
    engine = PhaseEngine()
    assert isinstance(engine, Engine)
    assert "direct-effects" in engine.info().capabilities
    assert "two-headed-giant" not in engine.info().capabilities


def test_position_is_set_up_as_described(session: Session) -> None:
    session.start(_position(
        library=("Island", "Forest"), hand=("Shock",), life=12,
        battlefield=(PermanentSetup("Grizzly Bears", label="Bear", counters={"+1/+1": 2}),
                     PermanentSetup("Forest", tapped=True)),
        dungeon=DungeonSetup("Undercity", "Forge"), completed_dungeons=("Tomb of Annihilation",),
    ))
    seen = session.observe()
    alice = seen.player("Alice")
    assert (alice.life, alice.hand, alice.library) == (12, ("Shock",), ("Island", "Forest"))
    assert (alice.dungeon, alice.room, alice.completed_dungeons) == (
        "Undercity", "Forge", ("Tomb of Annihilation",))
    bear = seen.permanents("Bear")[0]
    assert (bear.power, bear.toughness, bear.counters) == (4, 4, {"+1/+1": 2})
    assert seen.permanents("Forest")[0].tapped
    assert seen.initiative is None and seen.step == "precombat main"


def test_casting_avenging_hunter_takes_the_initiative_and_enters_undercity(session: Session) -> None:
    session.start(_position(hand=("Avenging Hunter",), library=("Plains", "Island"),
                            battlefield=FORESTS))
    session.perform(CastSpell("Alice", "Avenging Hunter"))
    session.perform(ResolveTop())
    assert [item.label() for item in session.observe().stack] == ["Avenging Hunter ability"]
    session.expect("Alice", "search-library", ("Plains",))
    session.perform(ResolveStack())
    seen = session.observe()
    assert seen.initiative == "Alice"
    assert (seen.player("Alice").dungeon, seen.player("Alice").room) == (
        "Undercity", "Secret Entrance")
    assert "Plains" in seen.player("Alice").hand
    session.finish()


def test_venture_asks_for_the_room_by_name_and_the_room_ability_uses_the_stack(
        session: Session) -> None:
    session.start(_position(dungeon=DungeonSetup("Undercity", "Secret Entrance"),
                            battlefield=(PermanentSetup("Grizzly Bears"),)))
    session.expect("Alice", "choose-room", ("Forge",))
    session.perform(Venture("Alice", "undercity"))
    assert [item.label() for item in session.observe().stack] == ["Forge"]
    session.perform(ResolveStack())  # the only creature: a forced target
    assert session.observe().permanents("Grizzly Bears")[0].counters == {"+1/+1": 2}
    session.finish()


def test_taking_the_initiative_moves_the_designation(session: Session) -> None:
    session.start(Position(players=(PlayerSetup("Alice"), PlayerSetup("Bob")), initiative="Alice"))
    session.perform(TakeInitiative("Bob"))
    session.perform(ResolveStack())
    seen = session.observe()
    assert seen.initiative == "Bob"
    assert seen.player("Bob").room == "Secret Entrance"
    assert [e.type for e in seen.events][:2] == ["took-initiative", "ventured"]


def test_upkeep_venture_of_the_holder_waits_on_the_stack(session: Session) -> None:
    session.start(Position(players=(PlayerSetup("Alice"), PlayerSetup("Bob")), initiative="Bob"))
    session.perform(AdvanceTo("upkeep", "Bob"))
    seen = session.observe()
    assert (seen.active_player, seen.step) == ("Bob", "upkeep")
    assert [item.label() for item in seen.stack] == ["Bob ventures into Undercity"]


def test_unknown_cards_and_unsupported_setups_are_refused() -> None:
    engine = PhaseEngine()
    with pytest.raises(UnknownCard):
        engine.start(_position(hand=("Black Lotus",)))
    with pytest.raises(Unsupported):
        engine.start(_position(battlefield=(PermanentSetup("Treasure", token=True),)))


def test_an_action_phase_rejects_is_illegal(session: Session) -> None:
    session.start(_position(hand=("Craw Wurm",)))  # no mana
    with pytest.raises(IllegalAction):
        session.perform(CastSpell("Alice", "Craw Wurm"))


def test_setup_cost_through_the_adapter_vs_phase_directly() -> None:
    """Measured, not asserted tightly: the adapter's rewrite-and-reload costs a few loads."""
    engine = new_engine()
    position = _position(hand=("Avenging Hunter",), library=("Forest",) * 10, battlefield=FORESTS)
    adapter = PhaseEngine()
    adapter.start(position)  # warm: the card database is built once per process
    runs = 20
    began = time.perf_counter()
    for _ in range(runs):
        adapter.start(position)
    through_adapter = (time.perf_counter() - began) / runs
    began = time.perf_counter()
    for _ in range(runs):
        game = engine.new_game(player=["Forest"] * 16, opponent=["Forest"], seed=0)
        keep_opening_hands(game)
    direct = (time.perf_counter() - began) / runs
    print(f"\nphase setup: adapter {through_adapter * 1000:.1f} ms, direct {direct * 1000:.1f} ms")
    assert through_adapter < 1.0
