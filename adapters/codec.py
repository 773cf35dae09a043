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


def to_dict(obj: Any) -> Any:
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Any] = {}
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            if f.default is not dataclasses.MISSING and value == f.default:
                continue
            if f.default_factory is not dataclasses.MISSING and value == f.default_factory():
                continue
            out[f.name] = to_dict(value)
        kind = getattr(type(obj), "KIND", None)
        if kind:
            out = {"type": kind, **out}
        return out
    if isinstance(obj, (list, tuple)):
        return [to_dict(v) for v in obj]
    if isinstance(obj, dict):
        return {str(k): to_dict(v) for k, v in obj.items()}
    return obj


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_dict(cls: type[T], data: Any, where: str = "") -> T:
    """Build ``cls`` from its JSON form; a ValueError names the offending field path."""
    return _convert(cls, data, where or cls.__name__)


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
