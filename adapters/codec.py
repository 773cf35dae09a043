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
    for encoder, option in nested.items():  # after: a class may hold itself
        namespace[encoder] = _encoder(option)
    return encode


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_dict(cls: type[T], data: Any, where: str = "") -> T:
    """Build ``cls`` from its JSON form; a ValueError names the offending field path.

    A converter compiled once per type does the work; when it meets anything wrong it gives up
    and the generic walk below runs again to say where (the messages are the walk's)."""
    try:
        return _converter(cls)(data)
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
    if dataclasses.is_dataclass(tp):
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


def _dataclass_converter(tp: type) -> Any:
    hints = _hints(tp)
    fields = dataclasses.fields(tp)
    allowed = frozenset({f.name for f in fields if f.init} | {"type"})
    plan: list[tuple[str, Any, bool]] = []

    def build(data: Any) -> Any:
        if not plan:  # filled on first use: a field's type may be this dataclass (recursion)
            plan.extend((f.name, _converter(hints[f.name]),
                         f.default is dataclasses.MISSING
                         and f.default_factory is dataclasses.MISSING) for f in fields)
        if type(data) is not dict:
            raise _Bad
        for name in data:
            if name not in allowed:
                raise _Bad
        kwargs = {}
        for name, convert, required in plan:
            if name in data:
                kwargs[name] = convert(data[name])
            elif required:
                raise _Bad
        return tp(**kwargs)
    return build


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
    if dataclasses.is_dataclass(tp):
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
