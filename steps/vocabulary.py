"""The steps' vocabulary (docs/STEPS.md): each phrase is a regular expression, matched whole,
and the function that turns its words into adapter-protocol calls.

pytest-bdd sees one catch-all step definition per keyword (steps/bridge.py) that looks the
words up here. Its own lookup scans every registered fixture for every step, so one definition
per phrase made each step cost about three times what it costs with a handful of fixtures.
The pre-flight check (rulings/running/preflight.py) and the fuzzer's tests read the same table.
"""
from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .phrases import PhraseError

StepFunction = Callable[..., None]
KINDS = ("given", "when", "then")


@dataclass(frozen=True)
class Phrase:
    kinds: tuple[str, ...]  # the keywords it may follow (And/But take the one before)
    regex: re.Pattern[str]
    func: StepFunction
    takes_table: bool  # the function has a ``datatable`` parameter
    example: str = ""  # its line in docs/STEPS.md (generated: python -m rulings.judging.stepsdoc)
    meaning: str = ""

    @property
    def id(self) -> str:
        """The phrase's name (its step function's): its describer is ``<kind>.<id>``."""
        return self.func.__name__

    def arguments(self, text: str) -> dict[str, str] | None:
        match = self.regex.fullmatch(text)
        return match.groupdict() if match else None

    def run(self, state: Any, text: str, table: list[list[str]] | None = None) -> None:
        args: dict[str, Any] = self.arguments(text) or {}
        if table is not None and self.takes_table:
            args["datatable"] = table
        self.func(state, **args)


PHRASES: list[Phrase] = []


def _phrase(kinds: tuple[str, ...], pattern: str, example: str, meaning: str
            ) -> Callable[[StepFunction], StepFunction]:
    def register(func: StepFunction) -> StepFunction:
        takes_table = "datatable" in inspect.signature(func).parameters
        PHRASES.append(Phrase(kinds, re.compile(pattern), func, takes_table, example, meaning))
        return func
    return register


def given(pattern: str, example: str = "", meaning: str = "") -> Callable[[StepFunction], StepFunction]:
    return _phrase(("given",), pattern, example, meaning)


def when(pattern: str, example: str = "", meaning: str = "") -> Callable[[StepFunction], StepFunction]:
    return _phrase(("when",), pattern, example, meaning)


def then(pattern: str, example: str = "", meaning: str = "") -> Callable[[StepFunction], StepFunction]:
    return _phrase(("then",), pattern, example, meaning)


def step(pattern: str, example: str = "", meaning: str = "") -> Callable[[StepFunction], StepFunction]:
    """A phrase that may follow any keyword."""
    return _phrase(KINDS, pattern, example, meaning)


def unregister(func: StepFunction) -> None:
    """Take a phrase out of the vocabulary again (tests that declare a test-only phrase)."""
    PHRASES[:] = [p for p in PHRASES if p.func is not func]


def matching(kind: str, text: str) -> list[Phrase]:
    return [p for p in PHRASES if kind in p.kinds and p.regex.fullmatch(text)]


def lookup(kind: str, text: str) -> Phrase:
    """The one phrase for a ``kind`` step with these words; PhraseError if none or several."""
    found = matching(kind, text)
    if len(found) != 1:
        raise PhraseError(f"{kind} step {text!r} matches {len(found)} step definitions "
                          "(see docs/STEPS.md)")
    return found[0]
