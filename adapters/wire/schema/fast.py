"""Fast yes/no checks for the wire schemas: each schema compiled once into nested closures.

``jsonschema`` explains an invalid message well (which field, what is wrong) but walks the whole
schema and builds its error objects even for a valid one: half of a wire client's time went
into checking replies. ``compile_schema`` turns a schema into a function that only answers
"valid?" and is about 20x cheaper; ``schema_problem`` asks it first and calls ``jsonschema`` for
the message only when the answer is no. The check is never laxer than ``jsonschema``: where
the two could disagree (a float where an integer is wanted, equality of ``1`` and ``true``,
duplicates of unhashable items) it says no and lets ``jsonschema`` decide
(tests/adapters/wire/test_fast_schema.py compares the two on mutated messages).

Only the keywords the generated schemas use (schemagen.py) are compiled; a schema with any
other keyword gets no fast check (``compile_schema`` returns None) and is checked by
``jsonschema`` alone.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

IGNORED = frozenset({"$schema", "$id", "title", "description", "$defs"})


class Unsupported(Exception):
    """A keyword or form this module does not compile."""


def compile_schema(schema: dict[str, Any]) -> Check | None:
    """A function telling whether a message fits ``schema``; None if it uses other keywords."""
    defs = schema.get("$defs", {})
    compiled: dict[str, Check] = {}

    def ref(target: str) -> Check:
        prefix = "#/$defs/"
        if not target.startswith(prefix) or target[len(prefix):] not in defs:
            raise Unsupported(target)
        name = target[len(prefix):]

        def check(value: Any) -> bool:  # bound late: definitions may refer to each other
            return compiled[name](value)
        return check

    def build(node: Any) -> Check:
        if node is True or node == {}:
            return _always
        if not isinstance(node, dict):
            raise Unsupported(repr(node))
        checks: list[Check] = []
        for key, value in node.items():
            if key in IGNORED or key in ("then",):
                continue
            if key == "type":
                checks.append(_type(value))
            elif key == "properties":
                checks.append(_properties({k: build(v) for k, v in value.items()}))
            elif key == "additionalProperties":
                known = frozenset(node.get("properties", {}))
                checks.append(_additional(known, False if value is False else build(value)))
            elif key == "required":
                checks.append(_required(tuple(value)))
            elif key == "const":
                checks.append(_const(value))
            elif key == "enum":
                checks.append(_enum(value))
            elif key == "items" and isinstance(value, dict):
                checks.append(_items(build(value)))
            elif key == "uniqueItems":
                if value:
                    checks.append(_unique)
            elif key == "minimum":
                checks.append(_minimum(value))
            elif key == "$ref":
                checks.append(ref(value))
            elif key == "if":
                checks.append(_if_then(_condition(value), build(node.get("then", {}))))
            elif key == "anyOf":
                checks.append(_any_of([build(option) for option in value]))
            elif key == "allOf":
                checks.extend(build(option) for option in value)
            else:
                raise Unsupported(key)
        if not checks:
            return _always
        if len(checks) == 1:
            return checks[0]
        return _all(checks)

    try:
        for name, definition in defs.items():
            compiled[name] = build(definition)
        return build(schema)
    except Unsupported:
        return None


def _always(value: Any) -> bool:
    return True


def _all(checks: list[Check]) -> Check:
    def check(value: Any) -> bool:
        for one in checks:
            if not one(value):
                return False
        return True
    return check


# JSON types by Python type (json.loads gives exactly these); bool is not an integer, and an
# integral float (1.0), which jsonschema counts as an integer, is left to jsonschema.
_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,), "array": (list,), "string": (str,), "integer": (int,),
    "number": (int, float), "boolean": (bool,), "null": (type(None),),
}


def _type(names: str | list[str]) -> Check:
    wanted = (names,) if isinstance(names, str) else tuple(names)
    if any(name not in _TYPES for name in wanted):
        raise Unsupported(f"type {names!r}")
    python = frozenset(t for name in wanted for t in _TYPES[name])

    def check(value: Any) -> bool:
        return type(value) in python  # exact types: True is a bool, not an int
    return check


def _properties(checks: dict[str, Check]) -> Check:
    items = tuple(checks.items())

    def check(value: Any) -> bool:
        if type(value) is not dict:
            return True
        for name, one in items:
            if name in value and not one(value[name]):
                return False
        return True
    return check


def _additional(known: frozenset[str], rest: Check | bool) -> Check:
    def check(value: Any) -> bool:
        if type(value) is not dict:
            return True
        for name in value:
            if name not in known:
                if rest is False or not rest(value[name]):  # type: ignore[operator]
                    return False
        return True
    return check


def _required(names: tuple[str, ...]) -> Check:
    def check(value: Any) -> bool:
        if type(value) is not dict:
            return True
        for name in names:
            if name not in value:
                return False
        return True
    return check


def _same(value: Any, wanted: Any) -> bool:
    """Equal as JSON values, strictly: only for the scalars consts and enums hold here."""
    return type(value) is type(wanted) and value == wanted


def _const(wanted: Any) -> Check:
    if isinstance(wanted, (dict, list)):
        raise Unsupported("const of a container")

    def check(value: Any) -> bool:
        return _same(value, wanted)
    return check


def _enum(options: list[Any]) -> Check:
    if any(isinstance(option, (dict, list, float)) for option in options):
        raise Unsupported("enum of containers or floats")
    by_type = {(type(option), option) for option in options}

    def check(value: Any) -> bool:
        try:
            return (type(value), value) in by_type
        except TypeError:  # unhashable: a list or object is in no enum of scalars
            return False
    return check


def _items(item: Check) -> Check:
    def check(value: Any) -> bool:
        if type(value) is not list:
            return True
        for one in value:
            if not item(one):
                return False
        return True
    return check


def _unique(value: Any) -> bool:
    if type(value) is not list:
        return True
    try:
        # (type, value) keeps 1 and true apart; an unhashable item is left to jsonschema
        return len({(type(v), v) for v in value}) == len(value)
    except TypeError:
        return False


def _minimum(bound: float) -> Check:
    def check(value: Any) -> bool:
        if type(value) not in (int, float):
            return True
        return value >= bound
    return check


def _condition(node: Any) -> Check:
    """An ``if``: only ``{"properties": {NAME: {"const": "text"}}}`` (a tagged union's test),
    where this check and jsonschema always agree; a stricter ``if`` would skip a ``then``."""
    try:
        ((name, test),) = node["properties"].items()
        (wanted,) = (test["const"],) if set(test) == {"const"} else ()
    except (KeyError, TypeError, ValueError, AttributeError):
        raise Unsupported(f"if {node!r}") from None
    if set(node) != {"properties"} or type(wanted) is not str:
        raise Unsupported(f"if {node!r}")

    def check(value: Any) -> bool:
        return type(value) is not dict or name not in value or _same(value[name], wanted)
    return check


def _if_then(condition: Check, then: Check) -> Check:
    def check(value: Any) -> bool:
        return not condition(value) or then(value)
    return check


def _any_of(options: list[Check]) -> Check:
    def check(value: Any) -> bool:
        for option in options:
            if option(value):
                return True
        return False
    return check
