"""Fast yes/no checks for the wire schemas: each schema compiled once into Python source.

``jsonschema`` explains an invalid message well (which field, what is wrong) but walks the whole
schema and builds its error objects even for a valid one: half of a wire client's time went
into checking replies. ``compile_schema`` turns a schema into the source of a function that only
answers "valid?" (one function per ``$defs`` entry, straight-line checks, compiled with ``exec``
once, at first use) and is far cheaper; ``schema_problem`` asks it first and calls
``jsonschema`` for the message only when the answer is no. The check is never laxer than
``jsonschema``: where the two could disagree (a float where an integer is wanted, equality of
``1`` and ``true``, duplicates of unhashable items) it says no and lets ``jsonschema`` decide
(tests/adapters/wire/test_fast_schema.py compares the two on mutated messages).

Only the keywords the generated schemas use (schemagen.py) are compiled; a schema with any
other keyword gets no fast check (``compile_schema`` returns None) and is checked by
``jsonschema`` alone. ``schema_source`` shows the generated code.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

IGNORED = frozenset({"$schema", "$id", "title", "description", "$defs"})
KEYWORDS = frozenset({
    "type", "properties", "additionalProperties", "required", "const", "enum", "items",
    "uniqueItems", "minimum", "$ref", "if", "then", "anyOf", "allOf",
}) | IGNORED
DICT_KEYWORDS = ("required", "additionalProperties", "properties")
LIST_KEYWORDS = ("items", "uniqueItems")

# JSON types by Python type (json.loads gives exactly these); bool is not an integer, and an
# integral float (1.0), which jsonschema counts as an integer, is left to jsonschema.
_TYPES: dict[str, tuple[str, ...]] = {
    "object": ("dict",), "array": ("list",), "string": ("str",), "integer": ("int",),
    "number": ("int", "float"), "boolean": ("bool",), "null": ("None",),
}


class Unsupported(Exception):
    """A keyword or form this module does not compile."""


def compile_schema(schema: dict[str, Any]) -> Check | None:
    """A function telling whether a message fits ``schema``; None if it uses other keywords."""
    try:
        source, constants = _Generator(schema).module()
    except Unsupported:
        return None
    namespace: dict[str, Any] = {"_unique": _unique, "_in_enum": _in_enum, **constants}
    exec(compile(source, f"<schema {schema.get('title', '?')}>", "exec"), namespace)
    return namespace["check"]


def schema_source(schema: dict[str, Any]) -> str:
    """The Python source ``compile_schema`` runs for ``schema`` (Unsupported if none)."""
    return _Generator(schema).module()[0]


def _unique(value: list[Any]) -> bool:
    try:
        # (type, value) keeps 1 and true apart; an unhashable item is left to jsonschema
        return len({(type(v), v) for v in value}) == len(value)
    except TypeError:
        return False


def _in_enum(options: frozenset[tuple[type, Any]], value: Any) -> bool:
    try:
        return (type(value), value) in options
    except TypeError:  # unhashable: a list or object is in no enum of scalars
        return False


class _Generator:
    """Python source for one schema: ``check(v)``, and ``d<N>(v)`` per ``$defs`` entry."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema
        self.defs: dict[str, Any] = schema.get("$defs", {})
        self.def_names = {name: f"d{i}" for i, name in enumerate(self.defs)}
        self.functions: list[list[str]] = []
        self.constants: dict[str, Any] = {}
        self.count = 0

    def module(self) -> tuple[str, dict[str, Any]]:
        if not isinstance(self.defs, dict):
            raise Unsupported("$defs")
        for name, definition in self.defs.items():
            self.function(self.def_names[name], definition)
        self.function("check", self.schema)
        return "\n".join(line for lines in self.functions for line in lines) + "\n", \
            self.constants

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def constant(self, value: Any) -> str:
        name = self.fresh("c")
        self.constants[name] = value
        return name

    def function(self, name: str, node: Any) -> None:
        body: list[str] = []
        self.emit(node, "v", body, 1, None)
        self.functions.append([f"def {name}(v):", *body, "    return True", ""])

    # -- statements: each appends "if <wrong>: return False" lines ------------------------

    def emit(self, node: Any, x: str, out: list[str], depth: int, known: str | None) -> None:
        """Checks of ``node`` on the value in variable ``x``; ``known``: its Python type, when
        an enclosing check already made sure of it."""
        if node is True or node == {}:
            return
        if not isinstance(node, dict):
            raise Unsupported(repr(node))
        unknown = set(node) - KEYWORDS
        if unknown:
            raise Unsupported(sorted(unknown)[0])
        pad = "    " * depth
        if "type" in node:
            out.append(f"{pad}if {self.wrong_type(node['type'], x)}: return False")
            python = self.python_types(node["type"])
            if len(python) == 1 and python[0] != "None":
                known = python[0]
        if "const" in node:
            out.append(f"{pad}if {self.wrong_const(node['const'], x)}: return False")
        if "enum" in node:
            out.append(f"{pad}if {self.wrong_enum(node['enum'], x)}: return False")
        if "minimum" in node:
            bound = node["minimum"]
            if type(bound) not in (int, float) or bound != bound:
                raise Unsupported(f"minimum {bound!r}")
            number = "" if known in ("int", "float") else \
                f"(type({x}) is int or type({x}) is float) and "
            out.append(f"{pad}if {number}{x} < {self.constant(bound)}: return False")
        if "$ref" in node:
            out.append(f"{pad}if not {self.ref(node['$ref'])}({x}): return False")
        if any(key in node for key in DICT_KEYWORDS):
            self.block(out, depth, known, "dict", x, lambda body, d: self.emit_object(node, x, body, d))
        if "if" in node:
            self.emit_if(node, x, out, depth, known)
        if any(key in node for key in LIST_KEYWORDS):
            self.block(out, depth, known, "list", x, lambda body, d: self.emit_array(node, x, body, d))
        if "anyOf" in node:
            options = node["anyOf"]
            if not isinstance(options, list):
                raise Unsupported("anyOf")
            wrong = " and ".join(f"({self.wrong(option, x)})" for option in options) or "True"
            out.append(f"{pad}if {wrong}: return False")
        if "allOf" in node:
            if not isinstance(node["allOf"], list):
                raise Unsupported("allOf")
            for option in node["allOf"]:
                self.emit(option, x, out, depth, known)

    def block(self, out: list[str], depth: int, known: str | None, kind: str, x: str,
              fill: Callable[[list[str], int], None]) -> None:
        """Checks that apply only to a dict (or list): under an ``if type(x) is ...``."""
        if known == kind:
            fill(out, depth)
            return
        body: list[str] = []
        fill(body, depth + 1)
        if body:
            out.append(f"{'    ' * depth}if type({x}) is {kind}:")
            out.extend(body)

    def emit_object(self, node: dict[str, Any], x: str, out: list[str], depth: int) -> None:
        pad = "    " * depth
        properties = node.get("properties", {})
        if not isinstance(properties, dict):
            raise Unsupported("properties")
        required = node.get("required", [])
        if not isinstance(required, list) or not all(isinstance(r, str) for r in required):
            raise Unsupported("required")
        if required:
            wrong = " or ".join(f"{name!r} not in {x}" for name in required)
            out.append(f"{pad}if {wrong}: return False")
        if "additionalProperties" in node:
            rest = node["additionalProperties"]
            known = self.constant(frozenset(properties))
            if rest is False:
                out.append(f"{pad}if not {known}.issuperset({x}): return False")
            else:
                key, item = self.fresh("k"), self.fresh("x")
                body: list[str] = []
                self.emit(rest, item, body, depth + 2, None)
                if body:
                    out.append(f"{pad}for {key}, {item} in {x}.items():")
                    out.append(f"{pad}    if {key} not in {known}:")
                    out.extend(body)
        for name, sub in properties.items():
            item = self.fresh("x")
            body = []
            if name in required:
                self.emit(sub, item, body, depth, None)
                if body:
                    out.append(f"{pad}{item} = {x}[{name!r}]")
                    out.extend(body)
            else:
                self.emit(sub, item, body, depth + 1, None)
                if body:
                    out.append(f"{pad}if {name!r} in {x}:")
                    out.append(f"{pad}    {item} = {x}[{name!r}]")
                    out.extend(body)

    def emit_array(self, node: dict[str, Any], x: str, out: list[str], depth: int) -> None:
        pad = "    " * depth
        if "items" in node:
            if not isinstance(node["items"], dict):
                raise Unsupported("items")
            item = self.fresh("x")
            body: list[str] = []
            self.emit(node["items"], item, body, depth + 1, None)
            if body:
                out.append(f"{pad}for {item} in {x}:")
                out.extend(body)
        if node.get("uniqueItems"):
            out.append(f"{pad}if not _unique({x}): return False")

    def emit_if(self, node: dict[str, Any], x: str, out: list[str], depth: int,
                known: str | None) -> None:
        """An ``if``: only ``{"properties": {NAME: {"const": "text"}}}`` (a tagged union's test),
        where this check and jsonschema always agree; a stricter ``if`` would skip a ``then``."""
        condition = node["if"]
        try:
            ((name, test),) = condition["properties"].items()
            wanted = test["const"] if set(test) == {"const"} else None  # None: not a str, below
        except (KeyError, TypeError, ValueError, AttributeError):
            raise Unsupported(f"if {condition!r}") from None
        if set(condition) != {"properties"} or type(wanted) is not str or type(name) is not str:
            raise Unsupported(f"if {condition!r}")
        body: list[str] = []
        self.emit(node.get("then", {}), x, body, depth + 1, known)
        if not body:
            return
        holds = f"{name!r} not in {x} or type({x}[{name!r}]) is str and {x}[{name!r}] == {wanted!r}"
        if known != "dict":
            holds = f"type({x}) is not dict or {holds}"
        out.append(f"{'    ' * depth}if {holds}:")
        out.extend(body)

    # -- expressions: true when the value in ``x`` is wrong ----------------------------------

    def wrong(self, node: Any, x: str) -> str:
        """An expression true when ``x`` breaks ``node`` (an anyOf option)."""
        if node is True or node == {}:
            return "False"
        if isinstance(node, dict) and len(set(node) - IGNORED) == 1:
            (key,) = set(node) - IGNORED
            if key == "type":
                return self.wrong_type(node["type"], x)
            if key == "$ref":
                return f"not {self.ref(node['$ref'])}({x})"
            if key == "const":
                return self.wrong_const(node["const"], x)
            if key == "enum":
                return self.wrong_enum(node["enum"], x)
        name = self.fresh("a")
        self.function(name, node)
        return f"not {name}({x})"

    def python_types(self, names: Any) -> tuple[str, ...]:
        wanted = (names,) if isinstance(names, str) else names
        if not isinstance(wanted, (list, tuple)) or not all(n in _TYPES for n in wanted):
            raise Unsupported(f"type {names!r}")
        return tuple(dict.fromkeys(t for name in wanted for t in _TYPES[name]))

    def wrong_type(self, names: Any, x: str) -> str:
        tests = [f"{x} is not None" if t == "None" else f"type({x}) is not {t}"
                 for t in self.python_types(names)]  # exact types: True is a bool, not an int
        return " and ".join(tests) or "True"

    def wrong_const(self, wanted: Any, x: str) -> str:
        if wanted is None or type(wanted) is bool:
            return f"{x} is not {wanted!r}"
        if type(wanted) in (str, int, float):
            return f"type({x}) is not {type(wanted).__name__} or {x} != {self.constant(wanted)}"
        raise Unsupported("const of a container")

    def wrong_enum(self, options: Any, x: str) -> str:
        if not isinstance(options, list) or \
                any(type(o) not in (str, int, bool, type(None)) for o in options):
            raise Unsupported("enum of containers or floats")
        if options and all(type(o) is str for o in options):
            return f"type({x}) is not str or {x} not in {self.constant(frozenset(options))}"
        return f"not _in_enum({self.constant(frozenset((type(o), o) for o in options))}, {x})"

    def ref(self, target: Any) -> str:
        prefix = "#/$defs/"
        if not isinstance(target, str) or not target.startswith(prefix) \
                or target[len(prefix):] not in self.defs:
            raise Unsupported(repr(target))
        return self.def_names[target[len(prefix):]]
