"""Protocol 1.2 (docs/PROTOCOL.md, "The state after a change"): a start, perform or decide
request may ask for the game as the change left it, so the client needs no pending and observe
requests after it; negotiated in the handshake, so old engines and old clients keep working."""
from __future__ import annotations

import json
import sys

import pytest

from rulings.adapters.actions import LoseLife, TakeInitiative, Venture
from rulings.adapters.codec import to_dict
from rulings.adapters.errors import EngineError, IllegalAction
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.adapters.session import Session
from rulings.adapters.wire.client import WireEngine
from rulings.adapters.wire.server import Server
from rulings.reference_engine import ReferenceEngine
from tests.support.paths import FAKE_ENGINE as FAKE

POSITION = Position(players=(
    PlayerSetup("Alice", battlefield=(PermanentSetup("Grizzly Bears"),)), PlayerSetup("Bob"),
))


def fake(mode: str) -> WireEngine:
    return WireEngine([sys.executable, str(FAKE), mode], request_timeout=5.0,
                      handshake_timeout=5.0)


def sent_ops(engine: WireEngine) -> list[tuple[str, dict]]:
    out = []
    for line in engine.transcript:
        if line.startswith("> "):
            request = json.loads(line[2:])
            out.append((request["op"], request.get("params", {})))
    return out


def play(engine: WireEngine) -> list:
    """A scripted game through a Session, as the steps drive it; every observation it saw."""
    session = Session(engine)
    session.start(POSITION)
    seen = [session.observe()]
    session.perform(TakeInitiative("Bob"))
    seen.append(session.observe())
    session.expect("Bob", "choose-room", ("Lost Well",))
    session.perform(Venture("Bob", "undercity"))
    session.perform(Venture("Bob", "undercity"))
    seen.append(session.observe())
    session.finish()
    with pytest.raises(IllegalAction, match="no decision is pending"):
        engine.decide(("Forge",))  # rejected: the reply carries no state
    seen.append(engine.observe())
    return seen


def test_a_1_2_engine_answers_changes_with_the_state_and_saves_the_requests() -> None:
    with fake("normal") as old, fake("state") as new:
        assert (old.info().protocol_version, old.state_replies) == ("1.1", False)
        assert (new.info().protocol_version, new.state_replies) == ("1.2", True)
        assert play(old) == play(new)  # the same game, whichever way it travelled
        old_ops, new_ops = sent_ops(old), sent_ops(new)
    # the old engine is never sent the 1.2 field
    assert not any("state" in params for _, params in old_ops)
    changes = [params for op, params in new_ops if op in ("start", "perform", "decide")]
    assert changes and all(params["state"] is True for params in changes)
    # 1.1: pending after every change and observe for every Then; 1.2: observe only after the
    # rejected action (an error reply carries no state), pending never
    assert [op for op, _ in new_ops].count("pending") == 0
    assert [op for op, _ in new_ops].count("observe") == 1
    assert len(new_ops) < len(old_ops) - 6


def test_an_engine_that_declines_to_send_the_state_is_asked_as_before() -> None:
    with fake("state") as new, fake("state-declined") as declining:
        assert play(declining) == play(new)
        ops = [op for op, _ in sent_ops(declining)]
    assert ops.count("pending") >= 4 and ops.count("observe") >= 3


def test_a_state_that_breaks_the_schema_names_the_field() -> None:
    with fake("state-schema-break") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match=r"broken reply to perform #4: perform reply: "
                           r"result\.observation\.turn: 'one' is not of type 'integer'"):
            engine.perform(LoseLife("Alice", 1))


def test_a_1_1_engine_sending_a_state_nobody_asked_for_is_refused() -> None:
    with fake("state-unasked") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match="perform reply carries a result the client did "
                           "not ask for"):
            engine.perform(LoseLife("Alice", 1))


def _ask(server: Server, request: dict) -> dict:
    return json.loads(server.handle_line(json.dumps(request).encode() + b"\n"))


@pytest.mark.parametrize("client", ["1.0", "1.1"])
def test_an_older_client_is_never_sent_a_state_and_may_not_ask_for_one(client: str) -> None:
    server = Server(ReferenceEngine())
    info = _ask(server, {"id": 1, "op": "handshake", "params": {"protocol_version": client}})
    assert info["result"]["protocol_version"] == client
    position = to_dict(POSITION)
    assert _ask(server, {"id": 2, "op": "start", "params": {"position": position}}) == {
        "id": 2, "ok": True, "result": None}
    refused = _ask(server, {"id": 3, "op": "start", "params": {"position": position,
                                                                "state": True}})
    assert refused["error"]["code"] == "bad-request"
    assert "params.state is protocol 1.2" in refused["error"]["message"]


def test_the_server_reports_the_state_a_change_left() -> None:
    server, engine = Server(ReferenceEngine()), ReferenceEngine()
    assert _ask(server, {"id": 1, "op": "handshake", "params": {"protocol_version": "1.2"}}
                )["result"]["protocol_version"] == "1.2"
    engine.start(POSITION)
    started = _ask(server, {"id": 2, "op": "start", "params": {"position": to_dict(POSITION),
                                                                "state": True}})["result"]
    assert started == {"pending": None, "observation": to_dict(engine.observe())}
    action = to_dict(TakeInitiative("Bob"))
    engine.perform(TakeInitiative("Bob"))
    after = _ask(server, {"id": 3, "op": "perform", "params": {"action": action,
                                                                "state": True}})["result"]
    assert after == {"pending": None, "observation": to_dict(engine.observe())}
    # no state asked: null, as in 1.1
    assert _ask(server, {"id": 4, "op": "perform", "params": {
        "action": to_dict(LoseLife("Bob", 1))}})["result"] is None
