"""Labels for engine objects: the card name, or "Name #2" for a second object of that name."""
from __future__ import annotations

from collections.abc import Hashable


class Labels:
    """Hands out stable labels, keyed by an engine's object id (any hashable)."""

    def __init__(self) -> None:
        self._by_id: dict[Hashable, str] = {}
        self._taken: set[str] = set()

    def fix(self, object_id: Hashable, label: str) -> None:
        """Give ``object_id`` the label a position chose for it."""
        self._by_id[object_id] = label
        self._taken.add(label)

    def label(self, object_id: Hashable, name: str) -> str:
        found = self._by_id.get(object_id)
        if found is not None:
            return found
        label, n = name, 1
        while label in self._taken:
            n += 1
            label = f"{name} #{n}"
        self.fix(object_id, label)
        return label

    def find(self, label: str) -> Hashable | None:
        for object_id, known in self._by_id.items():
            if known == label:
                return object_id
        return None
