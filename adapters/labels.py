"""Labels for engine objects: the card name, or "Name #2" for a second object of that name.

As the suite's steps name permanents (docs/STEPS.md): a new permanent gets its name if no
permanent on the battlefield has that label now, otherwise "<name> #k" with the smallest free
k >= 2. A permanent that has left gives its label up (CR 400.7: it would be a new object).
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from typing import Generic, TypeVar

Id = TypeVar("Id", bound=Hashable)  # an engine's object id: phase.rs's ints, python-mtg's objects


class Labels(Generic[Id]):
    """Hands out stable labels, keyed by an engine's object id (any hashable).

    ``present`` gives the ids on the battlefield now; without it every label ever given counts
    as taken.
    """

    def __init__(self) -> None:
        self._by_id: dict[Id, str] = {}
        self.present: Callable[[], Collection[Id]] | None = None

    def fix(self, object_id: Id, label: str) -> None:
        """Give ``object_id`` the label a position chose for it."""
        for other in [o for o, known in self._by_id.items() if known == label and o != object_id]:
            del self._by_id[other]  # it left the battlefield: its label is free again
        self._by_id[object_id] = label

    def label(self, object_id: Id, name: str) -> str:
        found = self._by_id.get(object_id)
        if found is not None:
            return found
        taken = self._taken()
        label, n = name, 1
        while label in taken:
            n += 1
            label = f"{name} #{n}"
        self.fix(object_id, label)
        return label

    def find(self, label: str) -> Id | None:
        for object_id, known in self._by_id.items():
            if known == label:
                return object_id
        return None

    def _taken(self) -> set[str]:
        if self.present is None:
            return set(self._by_id.values())
        return {self._by_id[o] for o in self.present() if o in self._by_id}
