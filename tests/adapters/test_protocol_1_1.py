"""Protocol 1.1 (docs/PROTOCOL.md, Versioning): the destroy action, the assign-combat-damage
decision with its default, the new capabilities, and a 1.0 client still served."""
from __future__ import annotations

import json

import pytest

from rulings.adapters.actions import (
    Attack, Block, DeclareAttackers, DeclareBlockers, Destroy, PassPriority, action_from_dict,
)
from rulings.adapters.capabilities import ADDED_IN, CAPABILITIES, known_in
from rulings.adapters.codec import from_dict, to_dict
from rulings.adapters.decisions import DECISION_KINDS, Decision
from rulings.adapters.errors import IllegalAction
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.adapters.wire.server import Server
from rulings.reference_engine import ReferenceEngine

# Avenging Hunter (5/4 trample) attacks Bob, who blocks with Grizzly Bears (2/2).
TRAMPLE = Position(turn=3, players=(
    PlayerSetup("Alice", battlefield=(PermanentSetup("Avenging Hunter"),)),
    PlayerSetup("Bob", battlefield=(PermanentSetup("Grizzly Bears"),
                                    PermanentSetup("Savannah Lions"))),
))


def _to_damage(engine: ReferenceEngine, blockers: tuple[str, ...]) -> Decision | None:
    engine.start(TRAMPLE)
    engine.perform(DeclareAttackers("Alice", (Attack("Avenging Hunter", "Bob"),)))
    engine.perform(DeclareBlockers("Bob", tuple(Block(b, "Avenging Hunter") for b in blockers)))
    engine.perform(PassPriority("Alice"))
    engine.perform(PassPriority("Bob"))
    return engine.pending()


def test_the_new_vocabulary_is_declared_with_its_version() -> None:
    assert set(ADDED_IN) <= set(CAPABILITIES)
    assert "assign-combat-damage" in DECISION_KINDS
    assert not set(ADDED_IN) & known_in("1.0") and set(ADDED_IN) <= known_in("1.1")
    assert action_from_dict({"type": "destroy", "permanent": "Bear 2"}) == Destroy("Bear 2")
    decision = Decision("assign-combat-damage", "Alice", ("A", "A", "Bob", "Bob"), min=2, max=2,
                        source="Avenging Hunter", default=("A", "Bob"))
    assert from_dict(Decision, json.loads(json.dumps(to_dict(decision)))) == decision


def test_the_reference_engine_asks_the_attacking_player_to_divide_trample_damage() -> None:
    engine = ReferenceEngine()
    asked = _to_damage(engine, ("Grizzly Bears", "Savannah Lions"))
    assert asked is not None and asked.kind == "assign-combat-damage"
    assert (asked.player, asked.source, asked.min, asked.max) == ("Alice", "Avenging Hunter", 5, 5)
    assert sorted(set(asked.options)) == ["Bob", "Grizzly Bears", "Savannah Lions"]
    assert all(asked.options.count(o) == 5 for o in set(asked.options))
    # the default: lethal to each blocker in the order they blocked, the rest to Bob (702.19b)
    assert asked.default == ("Grizzly Bears",) * 2 + ("Savannah Lions",) + ("Bob",) * 2
    engine.decide(("Savannah Lions",) * 5)  # any division among the blockers (CR 510.1c)
    bob = engine.observe().player("Bob")
    labels = [p.label for p in engine.observe().battlefield]
    assert bob.life == 20 and "Grizzly Bears" in labels and "Savannah Lions" not in labels


def test_damage_to_the_player_before_lethal_to_every_blocker_is_illegal() -> None:
    engine = ReferenceEngine()
    _to_damage(engine, ("Grizzly Bears", "Savannah Lions"))
    with pytest.raises(IllegalAction) as caught:
        engine.decide(("Grizzly Bears",) * 2 + ("Bob",) * 3)  # the Lions got nothing
    assert caught.value.rule == "702.19b"
    assert engine.observe().player("Bob").life == 20  # undone (CR 510.1e)


def test_one_blocker_without_trample_is_not_asked() -> None:
    engine = ReferenceEngine()
    engine.start(Position(turn=3, players=(
        PlayerSetup("Alice", battlefield=(PermanentSetup("Hill Giant"),)),
        PlayerSetup("Bob", battlefield=(PermanentSetup("Grizzly Bears"),)))))
    engine.perform(DeclareAttackers("Alice", (Attack("Hill Giant", "Bob"),)))
    engine.perform(DeclareBlockers("Bob", (Block("Grizzly Bears", "Hill Giant"),)))
    engine.perform(PassPriority("Alice"))
    engine.perform(PassPriority("Bob"))
    assert engine.pending() is None  # CR 510.1c: all of it to its one blocker
    assert "Grizzly Bears" not in [p.label for p in engine.observe().battlefield]


def test_destroy_moves_the_permanent_and_an_unknown_label_is_illegal() -> None:
    engine = ReferenceEngine()
    engine.start(TRAMPLE)
    engine.perform(Destroy("Grizzly Bears"))
    obs = engine.observe()
    assert obs.player("Bob").graveyard == ("Grizzly Bears",)
    assert obs.events[-1].type == "destroyed" and obs.events[-1].rule == "701.8a"
    with pytest.raises(IllegalAction, match="no permanent labelled 'Gray Ogre'"):
        engine.perform(Destroy("Gray Ogre"))


def _ask(server: Server, request: dict) -> dict:
    return json.loads(server.handle_line(json.dumps(request).encode() + b"\n"))


@pytest.mark.parametrize("client", ["1.0", "1.1"])
def test_the_server_speaks_the_clients_minor_version(client: str) -> None:
    server = Server(ReferenceEngine())
    info = _ask(server, {"id": 1, "op": "handshake", "params": {"protocol_version": client}})
    assert info["result"]["protocol_version"] == client
    assert set(info["result"]["capabilities"]) == known_in(client)
    _ask(server, {"id": 2, "op": "start", "params": {"position": to_dict(TRAMPLE)}})
    for i, action in enumerate([
            DeclareAttackers("Alice", (Attack("Avenging Hunter", "Bob"),)),
            DeclareBlockers("Bob", (Block("Grizzly Bears", "Avenging Hunter"),)),
            PassPriority("Alice"), PassPriority("Bob")]):
        assert _ask(server, {"id": 3 + i, "op": "perform", "params": {"action": to_dict(action)}})["ok"]
    pending = _ask(server, {"id": 9, "op": "pending"})["result"]
    if client == "1.0":  # never asked: the server gave the engine's own default
        assert pending is None
        observed = _ask(server, {"id": 10, "op": "observe"})["result"]
        assert next(p for p in observed["players"] if p["name"] == "Bob")["life"] == 17
    else:
        assert pending["kind"] == "assign-combat-damage" and pending["default"]
