"""Generate the wire JSON Schemas (adapters/wire/schema/*.json) from the protocol dataclasses.

The dataclasses in adapters/ are the single source of truth; this module turns their type hints
into one self-contained draft 2020-12 schema per message, so an engine written in any language
can validate a message with one file. Run ``python -m rulings.adapters.wire.schemagen`` after changing a
dataclass (``--check`` only reports whether the files are current; a test runs it).
"""
from __future__ import annotations

import dataclasses
import json
import sys
import types
import typing
from pathlib import Path
from typing import Any

from ..actions import Action
from ..capabilities import CAPABILITIES
from ..decisions import Decision
from ..engine import EngineInfo
from ..errors import ERRORS_BY_CODE
from ..observation import Observation
from ..position import Position
from .messages import AfterChange

SCHEMA_DIR = Path(__file__).parent / "schema"
DRAFT = "https://json-schema.org/draft/2020-12/schema"
ERROR_CODES = sorted({*ERRORS_BY_CODE, "bad-request"})

# op: (params: {name: type}, result type, what the op does)
OP_TABLE: dict[str, tuple[dict[str, Any], Any, str]] = {
    "handshake": ({"protocol_version": str}, EngineInfo,
                  "First message: the client's protocol version; the engine describes itself."),
    "ready": ({}, None, "Sent after the handshake; answered once the engine can start games."),
    "start": ({"position": Position, "state": bool}, AfterChange | None,
              "Discard any game and start one from a position."),
    "perform": ({"action": Action, "state": bool}, AfterChange | None,
                "Perform an action; run until a player would get priority or a decision waits."),
    "pending": ({}, Decision | None, "The decision the game waits for, or null."),
    "decide": ({"answer": tuple[str, ...], "state": bool}, AfterChange | None,
               "Answer the pending decision."),
    "observe": ({}, Observation, "A snapshot of the game."),
    "quit": ({}, None, "Answer, then exit with status 0."),
}
# parameters a request may leave out: "state" (protocol 1.2) asks for the game after the change
OPTIONAL_PARAMS = frozenset({"state"})
# fields whose schema is narrower than their Python type
OVERRIDES: dict[tuple[str, str], dict[str, Any]] = {
    ("EngineInfo", "capabilities"): {
        "type": "array", "uniqueItems": True, "items": {"enum": sorted(CAPABILITIES)},
    },
    ("EngineInfo", "players"): {  # protocol 1.3: the player counts the engine seats
        "type": ["array", "null"], "uniqueItems": True,
        "items": {"type": "integer", "minimum": 1},
    },
}


def build_schemas() -> dict[str, dict[str, Any]]:
    """Every message schema by message name (``<op>-request``, ``<op>-reply``, ``error-reply``)."""
    out: dict[str, dict[str, Any]] = {}
    for op, (params, result, doc) in OP_TABLE.items():
        defs: dict[str, Any] = {}
        param_props = {name: _schema(tp, defs) for name, tp in params.items()}
        out[f"{op}-request"] = _document(f"{op}-request", f"{op} request: {doc}", {
            "id": {"type": "integer", "minimum": 0},
            "op": {"const": op},
            "params": _object(param_props, [p for p in params if p not in OPTIONAL_PARAMS]),
        }, ["id", "op"], defs)
        defs = {}
        result_schema = _schema(result, defs) if result is not None else {"type": "null"}
        if result is EngineInfo:  # always sent, so a client can check it first
            info = defs["EngineInfo"]
            info["required"] = sorted({*info["required"], "protocol_version"},
                                      key=list(info["properties"]).index)
        out[f"{op}-reply"] = _document(f"{op}-reply", f"reply to a successful {op} request", {
            "id": {"type": "integer", "minimum": 0},
            "ok": {"const": True},
            "result": result_schema,
        }, ["id", "ok", "result"], defs)
    out["error-reply"] = _document("error-reply", "reply to a request that failed", {
        "id": {"type": ["integer", "null"], "minimum": 0,
               "description": "null only when the request's id could not be read"},
        "ok": {"const": False},
        "error": _object({
            "code": {"enum": ERROR_CODES},
            "message": {"type": "string"},
            "rule": {"type": ["string", "null"],
                     "description": "the CR rule broken, for illegal-action (e.g. 602.5d)"},
        }, ["code", "message"]),
    }, ["id", "ok", "error"], {})
    return out


def _document(name: str, description: str, props: dict[str, Any], required: list[str],
              defs: dict[str, Any]) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "$schema": DRAFT,
        "$id": f"urn:rulings:wire:1:{name}",
        "title": name,
        "description": description,
        **_object(props, required),
    }
    if defs:
        doc["$defs"] = dict(sorted(defs.items()))
    return doc


def _object(props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        out["required"] = required
    out["additionalProperties"] = False
    return out


def _schema(tp: Any, defs: dict[str, Any]) -> dict[str, Any]:
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any:
        return {}
    if origin in (typing.Union, types.UnionType):
        options = [_schema(a, defs) for a in args if a is not type(None)]
        if type(None) in args:
            options.append({"type": "null"})
        kinds = [getattr(a, "KIND", None) for a in args]
        if all(kinds):  # tagged union: dispatch on "type" so errors name the right field
            return {
                "type": "object",
                "required": ["type"],
                "properties": {"type": {"enum": kinds}},
                "allOf": [{"if": {"properties": {"type": {"const": kind}}},
                           "then": option} for kind, option in zip(kinds, options)],
            }
        plain = [o.get("type") for o in options if set(o) == {"type"}]
        if len(plain) == len(options):
            return {"type": plain}
        return {"anyOf": options}
    if origin is tuple:
        return {"type": "array", "items": _schema(args[0], defs)}
    if origin is dict:
        return {"type": "object", "additionalProperties": _schema(args[1], defs)}
    if origin is typing.Literal:
        return {"enum": list(args)}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):  # a dataclass, not an instance
        _define(tp, defs)
        return {"$ref": f"#/$defs/{tp.__name__}"}
    simple = {str: "string", int: "integer", bool: "boolean", float: "number"}
    if tp in simple:
        return {"type": simple[tp]}
    raise TypeError(f"no JSON Schema for {tp!r}")


def _define(cls: type, defs: dict[str, Any]) -> None:
    if cls.__name__ in defs:
        return
    defs[cls.__name__] = {}  # placeholder: stops recursion
    hints = typing.get_type_hints(cls)
    props: dict[str, Any] = {}
    required: list[str] = []
    kind = getattr(cls, "KIND", None)
    if kind:
        props["type"] = {"const": kind}
        required.append("type")
    for f in dataclasses.fields(cls):
        override = OVERRIDES.get((cls.__name__, f.name))
        props[f.name] = override or _schema(hints[f.name], defs)
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            required.append(f.name)
    body = _object(props, required)
    doc = (cls.__doc__ or "").strip()
    if doc and not doc.startswith(f"{cls.__name__}("):  # skip dataclass's generated signature
        body = {"description": " ".join(doc.split("\n\n")[0].split()), **body}
    defs[cls.__name__] = body


def render(schema: dict[str, Any]) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    check = argv == ["--check"]
    if argv and not check:
        print("usage: python -m rulings.adapters.wire.schemagen [--check]", file=sys.stderr)
        return 2
    stale = []
    for name, schema in build_schemas().items():
        path = SCHEMA_DIR / f"{name}.json"
        text = render(schema)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(path.name)
            if not check:
                path.write_text(text, encoding="utf-8")
    known = {f"{name}.json" for name in build_schemas()}
    extra = sorted(p.name for p in SCHEMA_DIR.glob("*.json") if p.name not in known)
    if check and (stale or extra):
        print(f"schemas out of date: {', '.join(stale + extra)}; "
              "run python -m rulings.adapters.wire.schemagen", file=sys.stderr)
        return 1
    for name in extra:
        (SCHEMA_DIR / name).unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
