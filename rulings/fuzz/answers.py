"""Answers to an engine's decisions: drawn at random, or a fixed default for replays."""
from __future__ import annotations

from rulings.adapters.decisions import Decision

from .chooser import Chooser


def random_answer(c: Chooser, decision: Decision) -> tuple[str, ...]:
    """A legal answer (Decision.check accepts it)."""
    if decision.kind == "order-triggers":
        return tuple(c.shuffled(decision.options))
    most = min(decision.max, len(decision.options))
    return tuple(c.sample(decision.options, decision.min, most))


def default_answer(decision: Decision) -> tuple[str, ...]:
    """The simplest legal answer: the options in order, or the fewest of them allowed."""
    if decision.kind == "order-triggers":
        return tuple(decision.options)
    return tuple(decision.options[: decision.min])
