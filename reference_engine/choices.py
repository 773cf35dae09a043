"""Asking a player to decide: a generator yields a Decision and receives the answer."""
from __future__ import annotations

from typing import Any, Generator

from rulings.adapters.decisions import Decision

Gen = Generator[Decision, tuple[str, ...], Any]


def ask(kind: str, player: str, options: list[str] | tuple[str, ...], *, least: int = 1,
        most: int = 1, source: str | None = None, prompt: str = "") -> Gen:
    """Yield a decision; returns the answer (a tuple of option strings)."""
    answer = yield Decision(kind=kind, player=player, options=tuple(options), min=least,
                            max=most, source=source, prompt=prompt)
    return tuple(answer)


def choose_one(kind: str, player: str, options: list[str], *, source: str | None = None,
               prompt: str = "") -> Gen:
    """A mandatory single choice; asked only when there is more than one option."""
    if not options:
        return None
    if len(set(options)) == 1:
        return options[0]
    answer = yield from ask(kind, player, options, source=source, prompt=prompt)
    return answer[0]
