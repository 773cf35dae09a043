"""The reference engine over the wire behaves exactly as it does in-process."""
from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.adapters.actions import (
    Action, AdvanceTo, CastSpell, Concede, LoseLife, PassPriority, ResolveStack, ResolveTop,
    TakeInitiative, Venture,
)
from rulings.adapters.engine import Engine
from rulings.adapters.errors import ProtocolError
from rulings.adapters.position import DungeonSetup, PermanentSetup, PlayerSetup, Position
from rulings.adapters.session import Session
from rulings.adapters.wire.client import WireEngine
from rulings.reference_engine import ReferenceEngine

LIBRARY = ("Forest", "Island", "Plains", "Grizzly Bears", "Hill Giant", "Mountain")
TWO = Position(players=(
    PlayerSetup("Alice", hand=("Avenging Hunter", "Shock"), mana_pool="{4}{G}{R}",
                library=LIBRARY, battlefield=(PermanentSetup("Grizzly Bears"),)),
    PlayerSetup("Bob", library=LIBRARY, battlefield=(PermanentSetup("Hill Giant"),)),
))
FOUR = Position(format="free-for-all", players=tuple(
    PlayerSetup(name, library=LIBRARY, dungeon=DungeonSetup("Undercity", "Forge"))
    if name == "Carol" else PlayerSetup(name, library=LIBRARY)
    for name in ("Alice", "Bob", "Carol", "Dave")
))


@pytest.fixture(scope="module")
def wire() -> Iterator[WireEngine]:
    with WireEngine([sys.executable, "-m", "rulings.adapters.wire.serve", "reference"]) as engine:
        yield engine


def play(engine: Engine, position: Position, actions: list[Action],
         script: list[tuple[str, str, tuple[str, ...]]]) -> list[object]:
    """What the engine shows after each action: an observation, or the error it raised."""
    session = Session(engine)
    for player, kind, answer in script:
        session.expect(player, kind, answer)
    seen: list[object] = []
    session.start(position)
    seen.append(session.observe())
    for action in actions:
        try:
            session.perform(action)
        except ProtocolError as exc:  # the same rejection, with the same words and rule
            seen.append((type(exc).__name__, exc.message, exc.rule))
        except AssertionError as exc:  # e.g. an unscripted decision
            seen.append(("ScenarioFailure", str(exc)))
            return seen
        seen.append(session.observe())
    session.finish()
    return seen


def test_info_is_the_same(wire: WireEngine) -> None:
    assert wire.info() == ReferenceEngine().info()


SEQUENCES = {
    "hunter enters, Alice takes the initiative and ventures": (TWO, [
        CastSpell("Alice", "Avenging Hunter"), ResolveTop(), ResolveStack(),
    ], [("Alice", "search-library", ("Forest",))]),
    "illegal requests are rejected alike, with the same rule": (TWO, [
        CastSpell("Bob", "Shock", targets=("Alice",)), PassPriority("Bob"),
        CastSpell("Alice", "Shock", targets=("Bob",)), ResolveStack(),
    ], []),
    "the initiative changes hands and the holder's upkeep ventures": (TWO, [
        TakeInitiative("Bob"), ResolveStack(), TakeInitiative("Alice"), ResolveStack(),
        AdvanceTo("upkeep", "Bob"), AdvanceTo("upkeep", "Alice"), ResolveStack(),
    ], [("Bob", "search-library", ("Forest",)), ("Alice", "search-library", ("Island",)),
        ("Alice", "choose-room", ("Lost Well",)), ("Alice", "scry", ("Forest",))]),
    "a holder leaves a four-player game": (FOUR, [
        TakeInitiative("Carol"), ResolveStack(), Concede("Carol"), ResolveStack(),
        LoseLife("Dave", 25),
    ], [("Carol", "choose-room", ("Trap!",)), ("Carol", "choose-targets", ("Dave",)),
        ("Alice", "search-library", ()),
        ]),
}


@pytest.mark.parametrize("name", SEQUENCES)
def test_scripted_sequences_match(wire: WireEngine, name: str) -> None:
    position, actions, script = SEQUENCES[name]
    local = play(ReferenceEngine(), position, actions, script)
    remote = play(wire, position, actions, script)
    assert len(local) == len(actions) + 1 + sum(isinstance(s, tuple) for s in local)
    assert remote == local


ACTIONS = st.one_of(
    st.builds(TakeInitiative, st.sampled_from(["Alice", "Bob"])),
    st.builds(Venture, st.sampled_from(["Alice", "Bob"]), st.sampled_from(["dungeon", "undercity"])),
    st.builds(LoseLife, st.sampled_from(["Alice", "Bob"]), st.integers(0, 8)),
    st.just(ResolveTop()), st.just(ResolveStack()),
    st.builds(PassPriority, st.sampled_from(["Alice", "Bob"])),
    st.builds(AdvanceTo, st.sampled_from(["upkeep", "draw", "end"]), st.sampled_from(["Alice", "Bob"])),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(actions=st.lists(ACTIONS, max_size=6))
def test_random_sequences_match(wire: WireEngine, actions: list[Action]) -> None:
    # decisions are left unscripted: the session stops alike in both (forced ones answer)
    assert play(wire, TWO, actions, []) == play(ReferenceEngine(), TWO, actions, [])
