"""Hypothesis strategies for positions, actions and decision answers.

They wrap the generators of positions.py, actions.py and answers.py with a Chooser that draws
from hypothesis, so failing examples shrink: fewer players and cards, earlier options first.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any, TypeVar

from hypothesis import strategies as st

from rulings.adapters.actions import Action
from rulings.adapters.capabilities import CAPABILITIES
from rulings.adapters.decisions import Decision
from rulings.adapters.observation import Observation
from rulings.adapters.position import Position

from .actions import generate_action
from .answers import random_answer
from .positions import generate_position

T = TypeVar("T")
ALL_CAPABILITIES = frozenset(CAPABILITIES)


class DrawChooser:
    """A Chooser (chooser.py) on a hypothesis ``draw`` function."""

    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any]) -> None:
        self.draw = draw

    def integer(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))

    def chance(self, percent: int) -> bool:
        return self.draw(st.integers(0, 99)) >= 100 - percent  # shrinks to False

    def pick(self, items: Sequence[T]) -> T:
        return self.draw(st.sampled_from(items))

    def sample(self, items: Sequence[T], low: int, high: int) -> list[T]:
        high = min(high, len(items))
        places = self.draw(st.lists(st.integers(0, len(items) - 1), unique=True,
                                    min_size=low, max_size=high)) if items else []
        return [items[i] for i in sorted(places)]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        return list(self.draw(st.permutations(list(items))))


def positions(capabilities: Collection[str] = ALL_CAPABILITIES) -> st.SearchStrategy[Position]:
    """Positions (2-4 players; two-player, free-for-all, Two-Headed Giant) from the card pool."""
    return st.composite(lambda draw: generate_position(DrawChooser(draw), capabilities))()


def actions(obs: Observation, capabilities: Collection[str] = ALL_CAPABILITIES) -> st.SearchStrategy[Action]:
    """An action for the game in ``obs``, mostly a legal one."""
    return st.composite(lambda draw: generate_action(DrawChooser(draw), obs, capabilities))()


def answers(decision: Decision) -> st.SearchStrategy[tuple[str, ...]]:
    """A legal answer to ``decision``."""
    return st.composite(lambda draw: random_answer(DrawChooser(draw), decision))()
