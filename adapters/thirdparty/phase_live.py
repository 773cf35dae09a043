"""Reading a live phase.rs game as if it were its exported state.

``game.state()`` exports the whole game (about 100 KB, 1.5-7 ms). Most of what the adapter reads
between two observations is a few objects, the battlefield or the prompt, which the live game
answers in microseconds. LiveState answers those keys from the game and exports the whole state
(once, through ``export``) only for any other key.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any


class _LiveObjects(Mapping[str, dict]):
    """``state["objects"]``, one object at a time (iterating it exports the whole state)."""

    def __init__(self, game: Any, export: Callable[[], dict]) -> None:
        self._game, self._export = game, export

    def __getitem__(self, key: str) -> dict:
        try:
            return self._game.object(int(key))
        except ValueError:  # phase.rs: "unknown object id"
            raise KeyError(key) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._export()["objects"])

    def __len__(self) -> int:
        return len(self._export()["objects"])


class LiveState(Mapping[str, Any]):
    """An exported state's keys, read from the live game where that is cheap."""

    def __init__(self, game: Any, export: Callable[[], dict]) -> None:
        self._game, self._export = game, export

    def __getitem__(self, key: str) -> Any:
        if key == "objects":
            return _LiveObjects(self._game, self._export)
        if key == "battlefield":
            return [obj["id"] for obj in self._game.battlefield()]
        if key == "waiting_for":
            return self._game.waiting_for()
        return self._export()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._export())

    def __len__(self) -> int:
        return len(self._export())
