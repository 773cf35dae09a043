"""JSON form of the protocol's dataclasses: plain dicts, lists, strings, numbers, null.

One generic pair of functions so every message type round-trips the same way in-process and on
the wire. Fields equal to their default are left out of the dict.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")


_SCALARS = frozenset({str, int, float, bool, type(None)})


def to_dict(obj: Any) -> Any:
    kind = type(obj)
    if kind in _SCALARS:
        return obj
    encode = _ENCODERS.get(kind)
    if encode is not None:
        return encode(obj)
    if dataclasses.is_dataclass(kind):
        return _encoder(kind)(obj)
    if isinstance(obj, (list, tuple)):
        return [v if type(v) in _SCALARS else to_dict(v) for v in obj]
    if isinstance(obj, dict):
        return {str(k): to_dict(v) for k, v in obj.items()}
    return obj


@cache
def _plan(cls: type) -> tuple[tuple[tuple[str, bool, Any], ...], str | None]:
    """A dataclass's fields as to_dict writes them: (name, has a default, the default), and
    its ``KIND`` tag. A default factory is called once here (its values are constants)."""
    fields = []
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            fields.append((f.name, True, f.default))
        elif f.default_factory is not dataclasses.MISSING:
            fields.append((f.name, True, f.default_factory()))
        else:
            fields.append((f.name, False, None))
    return tuple(fields), getattr(cls, "KIND", None) or None


_ENCODERS: dict[type, Any] = {}  # dataclass -> its compiled to_dict


def _encoder(cls: type) -> Any:
    """``to_dict`` for one dataclass, generated as Python source from its field plan: the
    fields unrolled, and for each, per its type hint, the dataclass or tuple it should hold
    encoded in line; any value of another type goes through ``to_dict`` (same output)."""
    encode = _ENCODERS.get(cls)
    if encode is not None:
        return encode
    fields, tag = _plan(cls)
    try:
        hints = _hints(cls)
    except Exception:  # an unresolvable annotation: the generic form for every field
        hints = {}
    namespace: dict[str, Any] = {"to_dict": to_dict, "S": _SCALARS}
    nested: dict[str, type] = {}

    def name_of(value: Any, prefix: str) -> str:
        name = f"{prefix}{len(namespace)}"
        namespace[name] = value
        return name

    def value(hint: Any, v: str, depth: int = 0) -> str:
        """An expression encoding the value in ``v``, as to_dict would."""
        options = typing.get_args(hint) if typing.get_origin(hint) in (
            typing.Union, types.UnionType) else (hint,)
        expression = "to_dict(" + v + ")"
        for option in reversed(options):
            origin = typing.get_origin(option)
            if dataclasses.is_dataclass(option) and isinstance(option, type):
                encoder = name_of(None, "e")
                nested[encoder] = option
                expression = (f"{encoder}({v}) if type({v}) is {name_of(option, 't')} "
                              f"else {expression}")
            elif origin is tuple and depth == 0:
                args = typing.get_args(option)
                item = args[0] if args and (len(args) == 1 or args[1] is Ellipsis) else Any
                i = "i"
                expression = (f"[{value(item, i, 1)} for {i} in {v}] if type({v}) is tuple "
                              f"else {expression}")
        return f"{v} if type({v}) in S else {expression}"

    lines = ["def encode(obj):", f"    out = {{'type': {tag!r}}}" if tag else "    out = {}"]
    for name, has_default, default in fields:
        put = f"out[{name!r}] = {value(hints.get(name, Any), 'v')}"
        lines.append(f"    v = obj.{name}")
        if not has_default:
            lines.append(f"    {put}")
            continue
        if default is None:
            lines.append("    if v is not None:")
        else:
            lines.append(f"    if not v == {name_of(default, 'd')}:")
        lines.append(f"        {put}")
    lines.append("    return out")
    exec(compile("\n".join(lines) + "\n", f"<to_dict {cls.__qualname__}>", "exec"), namespace)
    encode = _ENCODERS[cls] = namespace["encode"]
    try:
        for encoder, option in nested.items():  # after: a class may hold itself
            namespace[encoder] = _encoder(option)
    except BaseException:  # no half-bound encoder is kept
        del _ENCODERS[cls]
        raise
    return encode


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_dict(cls: type[T], data: Any, where: str = "") -> T:
    """Build ``cls`` from its JSON form; a ValueError names the offending field path.

    A converter compiled once per type does the work; when it meets anything wrong it gives up
    and the generic walk below runs again to say where (the messages are the walk's)."""
    try:
        # a class is hashable; mypy does not see type[T] of an unbounded T as Hashable
        return _converter(cls)(data)  # type: ignore[arg-type]
    except _Bad:
        pass
    return _convert(cls, data, where or cls.__name__)


class _Bad(Exception):
    """Something a compiled converter does not accept: _convert explains it."""


def _identity(data: Any) -> Any:
    return data


@cache
def _converter(tp: Any) -> Any:
    """``_convert`` for one type, compiled: no field paths, no type inspection per value."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return _identity
    if origin in (typing.Union, types.UnionType):
        nullable = type(None) in args
        options = [_converter(a) for a in args if a is not type(None)]

        def union(data: Any) -> Any:
            if data is None and nullable:
                return None
            for option in options:
                try:
                    return option(data)
                except _Bad:
                    pass
            raise _Bad
        return union
    if origin is tuple:
        item = _converter(args[0] if args else Any)

        def sequence(data: Any) -> Any:
            if not isinstance(data, list | tuple):
                raise _Bad
            return tuple(map(item, data))
        return sequence
    if origin is dict:
        key, value = (_converter(a) for a in (args or (str, Any)))

        def mapping(data: Any) -> Any:
            if not isinstance(data, dict):
                raise _Bad
            return {key(k): value(v) for k, v in data.items()}
        return mapping
    if origin is typing.Literal:
        def literal(data: Any) -> Any:
            if data not in args:
                raise _Bad
            return data
        return literal
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):  # a dataclass, not an instance
        return _dataclass_converter(tp)
    if tp is float:
        def number(data: Any) -> Any:
            if not isinstance(data, int | float) or isinstance(data, bool):
                raise _Bad
            return float(data)
        return number
    if isinstance(tp, type):
        def plain(data: Any) -> Any:
            if tp is int and isinstance(data, bool) or not isinstance(data, tp):
                raise _Bad
            return data
        return plain
    raise ValueError(f"unsupported type {tp!r}")


_BUILDERS: dict[type, Any] = {}  # dataclass -> its compiled converter


def _dataclass_converter(tp: type) -> Any:
    """The converter of one dataclass, generated as Python source: the fields unrolled, exact
    JSON types (str, int, bool, float, null, lists of them, nested dataclasses) converted in
    line; anything else goes to the field type's compiled converter (``_converter``)."""
    built = _BUILDERS.get(tp)
    if built is not None:
        return built
    hints = _hints(tp)
    fields = [f for f in dataclasses.fields(tp) if f.init]
    allowed = frozenset({f.name for f in fields} | {"type"})
    namespace: dict[str, Any] = {"_Bad": _Bad, "tp": tp, "allowed": allowed}
    later: dict[str, Any] = {}  # names bound after exec: converters may refer back to tp

    def name_of(value: Any, prefix: str, bind_later: bool = False) -> str:
        name = f"{prefix}{len(namespace) + len(later)}"
        (later if bind_later else namespace)[name] = value
        return name

    def scalar(hint: Any, x: str) -> str | None:
        """A test that ``x`` holds a valid value of ``hint`` as is, or None."""
        if hint in (str, int, bool):
            return f"type({x}) is {hint.__name__}"
        if typing.get_origin(hint) is typing.Literal and all(type(a) is str for a in
                                                             typing.get_args(hint)):
            return f"type({x}) is str and {x} in {name_of(frozenset(typing.get_args(hint)), 'l')}"
        return None

    def convert(hint: Any, x: str, pad: str) -> list[str]:
        """Statements leaving the converted value of ``x`` in ``x`` (or raising _Bad)."""
        fallback = f"{x} = {name_of(hint, 'c', True)}({x})"
        if hint is Any:
            return []
        options = typing.get_args(hint) if typing.get_origin(hint) in (
            typing.Union, types.UnionType) else (hint,)
        nullable = type(None) in options
        rest = [o for o in options if o is not type(None)]
        lines: list[str] = []
        if len(rest) == 1:
            (one,) = rest
            test = scalar(one, x)
            items = typing.get_args(one)
            if test is not None:
                lines = [f"if not ({test}): {fallback}"]
            elif one is float:
                lines = [f"if type({x}) is float or type({x}) is int: {x} = float({x})",
                         f"else: {fallback}"]
            elif dataclasses.is_dataclass(one) and isinstance(one, type):
                lines = [f"{x} = {name_of(one, 'b', True)}({x})"]
            elif typing.get_origin(one) is tuple and len(items) == 2 and items[1] is Ellipsis:
                item = items[0]
                test = scalar(item, "i")
                if test is not None:
                    lines = [f"if type({x}) is list:",
                             f"    for i in {x}:",
                             f"        if not ({test}): raise _Bad",
                             f"    {x} = tuple({x})",
                             f"else: {fallback}"]
                elif dataclasses.is_dataclass(item) and isinstance(item, type):
                    build = name_of(item, "b", True)
                    lines = [f"if type({x}) is list: {x} = tuple([{build}(i) for i in {x}])",
                             f"else: {fallback}"]
        if not lines:
            return [pad + fallback]
        if nullable:
            return [f"{pad}if {x} is not None:", *(f"{pad}    {line}" for line in lines)]
        return [pad + line for line in lines]

    # A frozen dataclass's __init__ sets each field through object.__setattr__ (2.6 us for an
    # Event of 9 fields, most of a decode): a plain one (generated __init__, no __post_init__,
    # no slots, every field in __init__) gets its __dict__ filled directly, as __init__ would.
    plain = (getattr(tp, "__dataclass_params__").init and not hasattr(tp, "__post_init__")
             and "__slots__" not in tp.__dict__ and tp.__new__ is object.__new__
             and len(fields) == len(dataclasses.fields(tp)))
    namespace["new"] = object.__new__
    lines = ["def build(data):",
             "    if type(data) is not dict or not allowed.issuperset(data): raise _Bad",
             "    kwargs = {}"]
    for f in fields:
        lines.append(f"    if {f.name!r} in data:")
        lines.append(f"        x = data[{f.name!r}]")
        lines += convert(hints[f.name], "x", "        ")
        lines.append(f"        kwargs[{f.name!r}] = x")
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            lines.append("    else: raise _Bad")
        elif plain and f.default is not dataclasses.MISSING:
            lines.append(f"    else: kwargs[{f.name!r}] = {name_of(f.default, 'd')}")
        elif plain:
            lines.append(f"    else: kwargs[{f.name!r}] = {name_of(f.default_factory, 'f')}()")
    if plain:
        lines += ["    obj = new(tp)", "    obj.__dict__.update(kwargs)", "    return obj"]
    else:
        lines.append("    return tp(**kwargs)")
    exec(compile("\n".join(lines) + "\n", f"<from_dict {tp.__qualname__}>", "exec"), namespace)
    built = _BUILDERS[tp] = namespace["build"]
    try:
        for name, value in later.items():  # after: a field's type may be this dataclass
            if name.startswith("b"):
                namespace[name] = _dataclass_converter(value)
            else:
                namespace[name] = _converter(value)
    except BaseException:  # an unsupported field type: no half-bound converter is kept
        del _BUILDERS[tp]
        raise
    return built


def _convert(tp: Any, data: Any, where: str) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _convert(arg, data, where)
            except ValueError as exc:
                errors.append(str(exc))
        raise ValueError(errors[0] if errors else f"{where}: unexpected null")
    if origin is tuple:
        if not isinstance(data, list | tuple):
            raise ValueError(f"{where}: expected a list, got {type(data).__name__}")
        item = args[0] if args else Any
        return tuple(_convert(item, v, f"{where}[{i}]") for i, v in enumerate(data))
    if origin is dict:
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object, got {type(data).__name__}")
        kt, vt = args or (str, Any)
        return {_convert(kt, k, where): _convert(vt, v, f"{where}.{k}") for k, v in data.items()}
    if origin is typing.Literal:
        if data not in args:
            raise ValueError(f"{where}: {data!r} is not one of {', '.join(map(repr, args))}")
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):  # a dataclass, not an instance
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object, got {type(data).__name__}")
        hints = _hints(tp)
        names = {f.name for f in dataclasses.fields(tp) if f.init}
        unknown = set(data) - names - {"type"}
        if unknown:
            raise ValueError(f"{where}: unknown field {sorted(unknown)[0]!r}")
        kwargs = {}
        for f in dataclasses.fields(tp):
            if f.name in data:
                kwargs[f.name] = _convert(hints[f.name], data[f.name], f"{where}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise ValueError(f"{where}: missing field {f.name!r}")
        return tp(**kwargs)
    if tp is float and isinstance(data, int | float) and not isinstance(data, bool):
        return float(data)
    if isinstance(tp, type):
        if tp is int and isinstance(data, bool) or not isinstance(data, tp):
            raise ValueError(f"{where}: expected {tp.__name__}, got {type(data).__name__}")
        return data
    raise ValueError(f"{where}: unsupported type {tp!r}")
