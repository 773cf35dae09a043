"""Wire messages: total parsing of junk, round trips of every message type, schema agreement."""
from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from tests.support.wire_strategies import message_strategies

from rulings.adapters.actions import action_from_dict
from rulings.adapters.codec import from_dict, to_dict
from rulings.adapters.errors import ERRORS_BY_CODE
from rulings.adapters.position import Position
from rulings.adapters.wire import schemagen
from rulings.adapters.wire.messages import (
    OPS, MessageError, Reply, Request, encode_reply, encode_request, parse_reply, parse_request,
)
from rulings.adapters.wire.schema import schema_problem, validator

# -- parsing junk: MessageError and nothing else ---------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
FIELD = st.one_of(JSON, st.sampled_from([*OPS, "bogus"]), st.integers(-2, 5))
NEAR_MESSAGES = st.fixed_dictionaries({}, optional={
    "id": FIELD, "op": FIELD, "params": FIELD, "ok": st.booleans() | FIELD, "result": FIELD,
    "error": st.fixed_dictionaries({}, optional={"code": FIELD, "message": FIELD, "rule": FIELD})
    | FIELD,
    "extra": FIELD,
})
LINES = st.one_of(
    st.binary(), st.text(), JSON.map(json.dumps), NEAR_MESSAGES.map(json.dumps),
    NEAR_MESSAGES.map(lambda m: json.dumps(m).encode()),
)
NASTY = [
    b"", b"\n", b"\xff\xfe{}", "{\"id\": 1, \"op\": \"\ud800\"}", b"[" * 100_000, b"{\"a\":" * 50_000,
    b"NaN", b"{\"id\": NaN}", b"{\"id\": 1e999}", b"1" * 5000, b"{\"id\": " + b"9" * 5000 + b"}",
    b"{\"id\": true, \"ok\": true, \"result\": null}", b"{\"id\": 1.0, \"ok\": true, \"result\": null}",
    b"{\"id\": 1, \"ok\": true, \"result\": " + b"[" * 900 + b"]" * 900 + b"}",
    b"{\"id\": 1, \"op\": \"decide\", \"params\": {\"answer\": " + b"[" * 900 + b"]" * 900 + b"}}",
]


def only_message_errors(parse: Any, line: bytes | str) -> None:
    try:
        parse(line)
    except MessageError as exc:
        assert str(exc) and "\n" not in str(exc)


@settings(max_examples=400)
@given(line=LINES)
def test_parse_request_raises_only_message_error(line: bytes | str) -> None:
    only_message_errors(parse_request, line)


@settings(max_examples=400)
@given(line=LINES, expected=st.integers(0, 3), op=st.sampled_from(OPS))
def test_parse_reply_raises_only_message_error(line: bytes | str, expected: int, op: str) -> None:
    only_message_errors(lambda text: parse_reply(text, expected, op), line)


@pytest.mark.parametrize("line", NASTY, ids=range(len(NASTY)))
def test_nasty_lines(line: bytes | str) -> None:
    only_message_errors(parse_request, line)
    for op in OPS:
        only_message_errors(lambda text: parse_reply(text, 1, op), line)


def test_line_size_cap() -> None:
    line = encode_request(Request(1, "decide", {"answer": ["x" * 200]}))
    assert parse_request(line, max_bytes=len(line)).params == {"answer": ["x" * 200]}
    with pytest.raises(MessageError, match=r"line of \d+ bytes is over the 100-byte limit"):
        parse_request(line, max_bytes=100)
    with pytest.raises(MessageError, match="over the 100-byte limit"):
        parse_reply(b"{" + b" " * 200 + b"}", 1, "quit", max_bytes=100)


@pytest.mark.parametrize(("line", "problem"), [
    (b"hello", "line is not JSON: 'hello'"),
    (b"[1, 2]", "line is JSON but not an object"),
    (b'{"id": 1, "ok": true, "result": null}', None),
    (b'{"id": 2, "ok": true, "result": null}', "reply id 2 does not match request id 1"),
    (b'{"id": "1", "ok": true, "result": null}', "reply id '1' does not match request id 1"),
    (b'{"id": true, "ok": true, "result": null}', "reply id True does not match"),
    (b'{"id": 1, "ok": "yes", "result": null}', "'ok' must be true or false"),
    (b'{"id": 1, "ok": true}', "quit reply: message: 'result' is a required property"),
    (b'{"id": 1, "ok": true, "result": 5}', "quit reply: result: 5 is not of type 'null'"),
    (b'{"id": 1, "ok": false, "error": {"code": "oops", "message": "m"}}',
     "quit reply: error.code: 'oops' is not one of"),
])
def test_reply_problems_are_named(line: bytes, problem: str | None) -> None:
    if problem is None:
        assert parse_reply(line, 1, "quit") == Reply(1, True)
        return
    with pytest.raises(MessageError) as info:
        parse_reply(line, 1, "quit")
    assert problem in str(info.value)


def test_error_reply_to_an_unreadable_request_is_accepted() -> None:
    line = b'{"id": null, "ok": false, "error": {"code": "bad-request", "message": "not JSON"}}'
    assert parse_reply(line, 7, "observe") == Reply(
        None, False, error={"code": "bad-request", "message": "not JSON"})


@pytest.mark.parametrize(("line", "problem", "request_id"), [
    (b'{"op": "ready"}', "'id' must be a non-negative integer", None),
    (b'{"id": -1, "op": "ready"}', "'id' must be a non-negative integer", None),
    (b'{"id": 3, "op": "dance"}', "unknown op 'dance'", 3),
    (b'{"id": 3, "op": "decide", "params": {"answer": [1]}}',
     "decide request: params.answer[0]: 1 is not of type 'string'", 3),
    (b'{"id": 3, "op": "ready", "params": {"x": 1}}', "Additional properties", 3),
    (b'{"id": 4, "op": "perform", "params": {"action": {"type": "fly", "player": "A"}}}',
     "params.action.type: 'fly' is not one of ['cast'", 4),
])
def test_request_problems_are_named(line: bytes, problem: str, request_id: int | None) -> None:
    with pytest.raises(MessageError) as info:
        parse_request(line)
    assert problem in str(info.value)
    assert info.value.request_id == request_id


# -- round trips of every message type -------------------------------------------------------

TEXT = st.text(max_size=12)
RESULTS, PARAMS = message_strategies(TEXT, ["1.0"])


@settings(max_examples=60)
@given(data=st.data(), op=st.sampled_from(OPS), request_id=st.integers(0, 2**53))
def test_requests_round_trip(data: st.DataObject, op: str, request_id: int) -> None:
    params = data.draw(PARAMS.get(op, st.just({})))
    wire = to_dict(params)
    line = encode_request(Request(request_id, op, wire))
    assert line.endswith(b"\n") and line.count(b"\n") == 1 and line.isascii()
    parsed = parse_request(line)
    assert parsed == Request(request_id, op, wire)
    if op == "start":
        assert from_dict(Position, parsed.params["position"]) == params["position"]
    if op == "perform":
        assert action_from_dict(parsed.params["action"]) == params["action"]


@settings(max_examples=60)
@given(data=st.data(), op=st.sampled_from(OPS), request_id=st.integers(0, 2**53))
def test_replies_round_trip(data: st.DataObject, op: str, request_id: int) -> None:
    result = data.draw(RESULTS.get(op, st.none()))
    wire = to_dict(result)
    if op == "handshake":
        wire["protocol_version"] = result.protocol_version  # always sent
    parsed = parse_reply(encode_reply(Reply(request_id, True, result=wire)), request_id, op)
    assert parsed.result == wire
    if result is not None:
        assert from_dict(type(result), parsed.result) == result


@given(code=st.sampled_from(sorted({*ERRORS_BY_CODE, "bad-request"})), message=st.text(),
       rule=st.none() | st.text(max_size=8), request_id=st.none() | st.integers(0, 99))
def test_error_replies_round_trip(code: str, message: str, rule: str | None,
                                  request_id: int | None) -> None:
    error = {"code": code, "message": message, **({"rule": rule} if rule else {})}
    line = encode_reply(Reply(request_id, False, error=error))
    assert parse_reply(line, 0 if request_id is None else request_id, "observe") == Reply(
        request_id, False, error=error)


# -- the schema files ------------------------------------------------------------------------

def test_schema_files_are_current_and_valid() -> None:
    assert schemagen.main(["--check"]) == 0, "run python -m rulings.adapters.wire.schemagen"
    names = {path.stem for path in schemagen.SCHEMA_DIR.glob("*.json")}
    assert names == {f"{op}-{end}" for op in OPS for end in ("request", "reply")} | {"error-reply"}
    for name in names:
        Draft202012Validator.check_schema(validator(name).schema)


@pytest.mark.parametrize(("name", "message", "problem"), [
    ("handshake-reply", {"id": 1, "ok": True, "result": {"name": "x", "version": "1",
                                                         "capabilities": []}},
     "'protocol_version' is a required property"),
    ("handshake-reply", {"id": 1, "ok": True, "result": {
        "name": "x", "version": "1", "protocol_version": "1.0", "capabilities": ["fly"]}},
     "result.capabilities[0]: 'fly' is not one of"),
    ("observe-reply", {"id": 1, "ok": True, "result": {
        "turn": 1, "step": "upkeep", "active_player": None, "players": [{"name": "A", "life": 2,
                                                                         "mana": "{G}"}]}},
     "result.players[0]: Additional properties are not allowed ('mana' was unexpected)"),
    ("start-request", {"id": 1, "op": "start", "params": {"position": {
        "players": [], "format": "chess"}}}, "params.position.format: 'chess' is not one of"),
    ("pending-reply", {"id": 1, "ok": True, "result": {"kind": "scry", "player": "A"}},
     "'options' is a required property"),
])
def test_schemas_reject_what_the_codec_rejects(name: str, message: dict, problem: str) -> None:
    assert problem in (schema_problem(name, message) or "")
