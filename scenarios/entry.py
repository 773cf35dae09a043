"""A scenario as the index holds it (scenarios/index.py) and the parser makes it
(scenarios/parse.py): one Entry per scenario or Examples row, with its Steps."""
from __future__ import annotations

from typing import Any

from .cache import dumps, loads
from .errors import RulingsError
from .record import Record  # not dataclasses: 0.5 ms per class at a lookup's start


class FeatureError(RulingsError):
    """A feature file cannot be indexed; the message starts with ``file:line:``."""


class Step(Record):
    """One step of a scenario, as run."""

    keyword: str  # as written: "Given ", "And ", ...
    text: str  # with an outline row's values filled in
    line: int
    table: tuple[tuple[str, ...], ...] = ()  # a data table, header row first
    doc: str | None = None  # a doc string


class Entry(Record):
    """One scenario, or one Examples row of an outline."""

    id: str
    base_id: str  # the scenario's own @id (the same as id unless an outline row)
    name: str
    feature: str
    file: str  # as shown to people: relative to the working directory when inside it
    path: str  # absolute
    line: int  # the scenario's line, or the Examples row's line
    scenario_line: int
    tags: tuple[str, ...]  # without "@", inherited Feature/Rule tags included
    steps: tuple[Step, ...]  # Background steps first
    rule: str | None = None  # the Gherkin Rule it sits in
    example: tuple[tuple[str, str], ...] = ()  # (column, value) of an outline row
    aliases: tuple[str, ...] = ()  # other ids that name this entry ("INIT-010#2")

    # Pickled (the index cache), an entry keeps its steps apart, as bytes unpickled on first
    # use: a lookup reads every entry's id, name and tags, and no step.
    def __reduce__(self) -> tuple[Any, ...]:
        fields = {k: v for k, v in self.__dict__.items() if k not in ("steps", "_steps")}
        steps = self.__dict__.get("_steps")
        if steps is None:
            steps = dumps(self.steps, protocol=-1)
        return (_unpickled_entry, (fields, steps))

    def __getattr__(self, name: str) -> Any:  # only for attributes not set: steps not yet read
        pickled = self.__dict__.get("_steps") if name == "steps" else None
        if pickled is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        steps = loads(pickled)
        object.__setattr__(self, "steps", steps)
        object.__delattr__(self, "_steps")
        return steps

    def tag_values(self, name: str) -> list[str]:
        """Values of ``@name:value`` tags: tag_values("ruling") -> ["initiative-retake"]."""
        prefix = f"{name}:"
        return [t[len(prefix):] for t in self.tags if t.startswith(prefix)]

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


def _unpickled_entry(fields: dict[str, Any], steps: bytes) -> Entry:
    entry = object.__new__(Entry)
    entry.__dict__.update(fields)
    entry.__dict__["_steps"] = steps
    return entry
