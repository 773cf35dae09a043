"""Frozen records: what ``@dataclass(frozen=True)`` gave the types a ``rulings lookup`` loads
(Entry, Index, Card, Hit, ...), for a fraction of its cost at import.

A frozen dataclass compiles six generated methods when its class is made: 0.5-0.7 ms per
class, and a lookup's start made 14 of them (a fifth of its own time). A Record declares its
fields the same way (annotations, defaults as class attributes) and gets the same behaviour
from the methods below, written once: construction by position or keyword, with defaults and
the same TypeErrors for a missing or unknown field; equality (same class, equal fields) and a
hash over the compared fields; a ``Name(field=value, ...)`` repr; no assignment or deletion
(``FrozenInstance``, an AttributeError as dataclasses' FrozenInstanceError is). Pickling and
copying keep working: the state is the instance ``__dict__``, restored without ``__setattr__``.

``class Index(Record, hidden=("stamps",))``: fields left out of equality, hash and repr (a
dataclass ``field(compare=False, repr=False)``).
"""
from __future__ import annotations

from operator import attrgetter
from typing import Any, ClassVar, dataclass_transform


class FrozenInstance(AttributeError):
    """An assignment to, or deletion of, a Record's field."""


@dataclass_transform(eq_default=True, frozen_default=True)  # type checkers: a dataclass
class Record:
    __slots__ = ()  # the subclasses keep their fields in __dict__ (pickled as it is)

    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}
    _compared: ClassVar[Any]  # attrgetter of the compared fields: self -> tuple
    _shown: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, hidden: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # with `from __future__ import annotations` every annotation is a string
        cls._fields = tuple(name for name, kind in cls.__dict__.get("__annotations__", {}).items()
                            if not str(kind).startswith(("ClassVar", "typing.ClassVar")))
        cls._defaults = {name: cls.__dict__[name] for name in cls._fields if name in cls.__dict__}
        shown = tuple(name for name in cls._fields if name not in hidden)
        cls._shown = shown
        cls._compared = attrgetter(*shown)  # a tuple of the values (of one name: the value)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._fields
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__}() takes {len(fields)} arguments "
                            f"but {len(args)} were given")
        values = dict(zip(fields, args))
        for name, value in kwargs.items():
            if name not in fields:
                raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument "
                                f"{name!r}")
            if name in values:
                raise TypeError(f"{type(self).__name__}() got multiple values for argument "
                                f"{name!r}")
            values[name] = value
        if len(values) < len(fields):
            missing = [name for name in fields if name not in values]
            absent = [name for name in missing if name not in self._defaults]
            if absent:
                raise TypeError(f"{type(self).__name__}() missing required argument(s): "
                                + ", ".join(repr(name) for name in absent))
            values.update((name, self._defaults[name]) for name in missing)
        self.__dict__.update(values)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._compared(self) == other._compared(other)

    def __hash__(self) -> int:
        return hash(self._compared(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._shown)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstance(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstance(f"cannot delete field {name!r}")
