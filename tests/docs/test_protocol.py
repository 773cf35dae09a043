"""docs/PROTOCOL.md agrees with the code: its JSON examples, its transcript, its vocabularies."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulings.adapters.actions import ACTION_TYPES, action_from_dict
from rulings.adapters.capabilities import CAPABILITIES
from rulings.adapters.codec import from_dict
from rulings.adapters.decisions import DECISION_KINDS, Decision
from rulings.adapters.engine import PROTOCOL_VERSION, EngineInfo
from rulings.adapters.errors import ERRORS_BY_CODE
from rulings.adapters.observation import EVENT_TYPES, Observation
from rulings.adapters.position import STEPS, Position
from rulings.adapters.wire.messages import OPS, parse_reply, parse_request
from rulings.adapters.wire.schema import schema_problem
from rulings.adapters.wire.schemagen import build_schemas

DOC = (Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
EXAMPLES = [(m.group(1), m.group(2).strip(), DOC.count("\n", 0, m.start()) + 2)
            for m in re.finditer(r"^```json (\S+)\n(.*?)^```", DOC, re.M | re.S)]
RESULT_TYPES = {"handshake": EngineInfo, "pending": Decision, "observe": Observation}


def test_every_message_has_an_example() -> None:
    assert {name for name, _, _ in EXAMPLES} == set(build_schemas())


@pytest.mark.parametrize(("name", "text", "line"), EXAMPLES,
                         ids=[f"{name}@{line}" for name, _, line in EXAMPLES])
def test_example_fits_its_schema_and_decodes(name: str, text: str, line: int) -> None:
    message = json.loads(text)
    assert schema_problem(name, message) is None, f"PROTOCOL.md line {line}"
    op, _, end = name.rpartition("-")
    if end == "request":
        params = parse_request(text.encode()).params
        if op == "start":
            from_dict(Position, params["position"])
        if op == "perform":
            action_from_dict(params["action"])
    elif op == "error":
        assert parse_reply(text.encode(), message["id"] or 0, "observe").ok is False
    else:
        result = parse_reply(text.encode(), message["id"], op).result
        if result is not None and op in RESULT_TYPES:
            from_dict(RESULT_TYPES[op], result)


def test_the_transcript_is_a_valid_exchange() -> None:
    block = re.search(r"^```jsonl transcript\n(.*?)^```", DOC, re.M | re.S)
    assert block is not None
    asked = None
    ops = []
    for line in block.group(1).splitlines():
        direction, _, text = line.partition(" ")
        if direction == ">":
            assert asked is None, "two requests in a row"
            asked = parse_request(text.encode())
            ops.append(asked.op)
        else:
            assert direction == "<" and asked is not None, line
            reply = parse_reply(text.encode(), asked.id, asked.op)
            if reply.ok and reply.result is not None and asked.op in RESULT_TYPES:
                from_dict(RESULT_TYPES[asked.op], reply.result)
            asked = None
    assert asked is None
    assert ops[:3] == ["handshake", "ready", "start"] and ops[-1] == "quit"


def first_column(header: str) -> set[str]:
    """The backticked first cells of the table whose header row starts with ``| header |``."""
    table = re.search(rf"^\| {header} \|.*\n\|[-|]+\|\n((?:\|.*\n)+)", DOC, re.M)
    assert table is not None, f"no table headed {header!r}"
    return set(re.findall(r"^\| `([^`]+)` \|", table.group(1), re.M))


@pytest.mark.parametrize(("header", "vocabulary"), [
    ("capability", set(CAPABILITIES)),
    ("kind", set(DECISION_KINDS)),
    (r"type \| fields", set(ACTION_TYPES)),
    (r"type \| meaning", set(EVENT_TYPES)),
    ("code", {*ERRORS_BY_CODE, "bad-request"}),
])
def test_vocabulary_tables_are_complete(header: str, vocabulary: set[str]) -> None:
    assert first_column(header) == vocabulary


def test_steps_are_all_named() -> None:
    assert all(f"`{step}`" in DOC for step in STEPS)


def test_the_documented_version_is_the_code_version() -> None:
    assert DOC.startswith(f"# The adapter protocol, version {PROTOCOL_VERSION}\n")
    assert all(f"#### {op}" in DOC for op in OPS)
