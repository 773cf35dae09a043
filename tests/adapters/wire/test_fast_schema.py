"""The compiled yes/no schema checks (adapters/wire/schema/fast.py) against jsonschema.

The fast check may say no where jsonschema says yes (schema_problem then asks jsonschema, which
decides), never the other way round: a message the fast check passes must be valid. And it must
pass the valid messages the protocol sends, or it saves nothing.
"""
from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.support.wire_strategies import message_strategies

from rulings.adapters.codec import to_dict
from rulings.adapters.wire import schemagen
from rulings.adapters.wire.messages import OPS
from rulings.adapters.wire.schema import fast_check, schema_problem, validator
from rulings.adapters.wire.schema.fast import compile_schema

TEXT = st.text(max_size=8)
RESULTS, PARAMS = message_strategies(TEXT, ["1.0", "1.1", "1.2", "1.3"])
# values put in place of a message's parts: every JSON type, and the ones Python confuses
JUNK = [None, True, False, 0, 1, -1, 1.0, 2.5, "", "x", "take-initiative", [], [1], ["x"], {},
        {"x": 1}, {"type": "pass"}]


def message(data: st.DataObject, op: str, reply: bool) -> tuple[str, dict[str, Any]]:
    if reply:
        result = to_dict(data.draw(RESULTS.get(op, st.none())))
        if op == "handshake":
            result["protocol_version"] = data.draw(st.sampled_from(["1.0", "1.1", "1.2", "1.3"]))
        return f"{op}-reply", {"id": 1, "ok": True, "result": result}
    return f"{op}-request", {"id": 1, "op": op, "params": to_dict(data.draw(PARAMS.get(op, st.just({}))))}


def places(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path into a JSON value (dict keys and list indexes)."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += places(item, (*path, index))
    return out


def mutate(value: Any, path: tuple, how: str, junk: Any) -> Any:
    value = copy.deepcopy(value)
    if not path:
        return junk
    parent = value
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if how == "replace":
        parent[last] = junk
    elif how == "delete":
        del parent[last]
    elif isinstance(parent[last], dict):  # add an unknown field
        parent[last]["surprise"] = junk
    else:
        parent[last] = junk
    return value


def test_every_wire_schema_compiles() -> None:
    for name in schemagen.build_schemas():
        assert fast_check(name) is not None, name


def test_unknown_keywords_are_left_to_jsonschema() -> None:
    assert compile_schema({"type": "object", "patternProperties": {"^x": {}}}) is None
    assert compile_schema({"if": {"type": "string"}, "then": {}}) is None
    assert compile_schema({"type": "string"}) is not None


@settings(max_examples=40, deadline=None)
@given(data=st.data(), op=st.sampled_from(OPS), reply=st.booleans())
def test_valid_messages_pass_the_fast_check(data: st.DataObject, op: str, reply: bool) -> None:
    name, msg = message(data, op, reply)
    assert not list(validator(name).iter_errors(msg))
    assert fast_check(name)(msg), (name, msg)  # type: ignore[misc]


@settings(max_examples=200, deadline=None)
@given(data=st.data(), op=st.sampled_from(OPS), reply=st.booleans(),
       how=st.sampled_from(["replace", "delete", "add"]), junk=st.sampled_from(JUNK))
def test_the_fast_check_is_never_laxer_than_jsonschema(
        data: st.DataObject, op: str, reply: bool, how: str, junk: Any) -> None:
    name, msg = message(data, op, reply)
    path = data.draw(st.sampled_from(places(msg)))
    broken = mutate(msg, path, how, junk)
    errors = list(validator(name).iter_errors(broken))
    if fast_check(name)(broken):  # type: ignore[misc]
        assert not errors, (name, broken, errors[0].message)
    assert (schema_problem(name, broken) is None) == (not errors)  # jsonschema decides


@pytest.mark.parametrize(("value", "ok"), [
    (1, True), (True, False), (1.0, False), ("1", False), (None, False)])
def test_integers_are_strict_and_jsonschema_decides_the_rest(value: Any, ok: bool) -> None:
    check = compile_schema({"type": "integer"})
    assert check is not None and check(value) is ok
    assert compile_schema({"const": True})(1) is False  # type: ignore[misc]
    assert compile_schema({"enum": ["a", 1]})(True) is False  # type: ignore[misc]


# Forms the wire schemas use rarely or not yet, which the source generator still compiles: each
# is compared with jsonschema on arbitrary JSON values and on values built to fit.
FORMS: list[dict[str, Any]] = [
    {"anyOf": [{"type": "array", "items": {"type": "integer", "minimum": 0}}, {"type": "null"},
               {"$ref": "#/$defs/Named"}, {"const": 2}, {"enum": [1, "a", None, True]}],
     "$defs": {"Named": {"type": "object", "properties": {"name": {"type": "string"}},
                         "required": ["name"], "additionalProperties": False}}},
    {"type": "object", "additionalProperties": {"type": ["integer", "null"]}},
    {"properties": {"n": {"type": "number", "minimum": 1.5}, "u": {"uniqueItems": True}},
     "required": ["n"]},
    {"if": {"properties": {"type": {"const": "x"}}}, "then": {"required": ["a"]},
     "allOf": [{"items": {"const": False}}, {"properties": {"a": {"enum": ["p", "q"]}}}]},
    {"type": ["object", "array"], "items": {"anyOf": [{"type": "string"}, {"items": {"type": "integer"}}]},
     "properties": {"k": {"const": "v"}, "z": {"const": None}}, "additionalProperties": False},
]
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 3) | st.sampled_from([1.0, 1.5, 2.5, -0.5])
    | st.sampled_from(["", "a", "p", "q", "v", "x", "type", "name"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["a", "k", "n", "u", "z", "name", "type", "other"]), inner, max_size=4),
    max_leaves=8)


@settings(max_examples=300, deadline=None)
@given(form=st.sampled_from(FORMS), value=JSON_VALUES)
def test_generated_forms_are_never_laxer_than_jsonschema(form: dict[str, Any], value: Any) -> None:
    from jsonschema import Draft202012Validator

    check = compile_schema(form)
    assert check is not None
    valid = Draft202012Validator(form).is_valid(value)
    if check(value):
        assert valid, (form, value)


@pytest.mark.parametrize(("form", "value"), [
    (FORMS[0], [0, 3]), (FORMS[0], None), (FORMS[0], {"name": "x"}), (FORMS[0], 2),
    (FORMS[0], "a"), (FORMS[0], True), (FORMS[1], {"a": 1, "b": None}), (FORMS[1], {}),
    (FORMS[2], {"n": 1.5, "u": [1, True, "1"]}), (FORMS[2], [1]), (FORMS[3], {"type": "y"}),
    (FORMS[3], {"type": "x", "a": "p"}), (FORMS[3], [False]), (FORMS[3], "x"),
    (FORMS[4], {"k": "v", "z": None}), (FORMS[4], ["s", [1, 2], 3]), (FORMS[3], {"type": 1, "a": "q"}),
])
def test_generated_forms_pass_what_fits(form: dict[str, Any], value: Any) -> None:
    from jsonschema import Draft202012Validator

    assert Draft202012Validator(form).is_valid(value)
    assert compile_schema(form)(value) is True  # type: ignore[misc]


@pytest.mark.parametrize(("form", "value"), [
    (FORMS[0], [-1]), (FORMS[0], {"name": 1}), (FORMS[0], 3), (FORMS[0], False),
    (FORMS[1], {"a": "1"}), (FORMS[1], []), (FORMS[2], {"n": 1}), (FORMS[2], {}),
    (FORMS[2], {"n": 2, "u": [1, 1]}), (FORMS[3], {"type": "x"}), (FORMS[3], [True]),
    (FORMS[4], {"k": "w"}), (FORMS[4], {"other": 1}), (FORMS[4], [["s"]]), (FORMS[4], "s"),
])
def test_generated_forms_refuse_what_does_not_fit(form: dict[str, Any], value: Any) -> None:
    from jsonschema import Draft202012Validator

    assert not Draft202012Validator(form).is_valid(value)
    assert compile_schema(form)(value) is False  # type: ignore[misc]


def test_the_generated_source_is_one_function_per_definition() -> None:
    from rulings.adapters.wire.schema import schema
    from rulings.adapters.wire.schema.fast import schema_source

    source = schema_source(schema("observe-reply"))
    defs = schema("observe-reply")["$defs"]
    assert [line for line in source.splitlines() if line.startswith("def d")] == \
        [f"def d{i}(v):" for i in range(len(defs))]
    assert "def check(v):" in source
