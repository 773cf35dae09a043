"""The base of every deliberately broken engine, and the patching helpers they share.

A broken engine is the reference engine with one rule broken: ``patches`` returns mock patches
of the reference engine's module functions and registries (LISTENERS, DUNGEONS, CARDS, sba
CHECKS, HANDLERS...), applied for the duration of every protocol call. The reference engine's
code is never edited for a broken engine.
"""
from __future__ import annotations

import abc
import contextlib
import dataclasses
from typing import Any, Callable
from unittest import mock

import rulings.reference_engine.actions as actions
import rulings.reference_engine.cards.cloister_gargoyle as cloister_gargoyle
import rulings.reference_engine.dungeons as dungeons
import rulings.reference_engine.initiative as initiative
import rulings.reference_engine.triggers as triggers
from rulings.reference_engine import ReferenceEngine
from rulings.reference_engine.cards.registry import CARDS


class BrokenEngine(ReferenceEngine, abc.ABC):
    """A ReferenceEngine with ``patches`` applied while it works."""

    name = "broken"
    rule = ""

    @abc.abstractmethod
    def patches(self) -> list[contextlib.AbstractContextManager[Any]]:
        """The patches that break this engine's rule."""

    def _wrap(self, call: Callable[..., Any], *args: Any) -> Any:
        with contextlib.ExitStack() as stack:
            for patch in self.patches():
                stack.enter_context(patch)
            return call(*args)

    def info(self):
        return dataclasses.replace(super().info(), name=self.name)

    def start(self, position):
        return self._wrap(super().start, position)

    def perform(self, action):
        return self._wrap(super().perform, action)

    def decide(self, answer):
        return self._wrap(super().decide, answer)

    def pending(self):
        return self._wrap(super().pending)

    def observe(self):  # what the engine shows is computed under its patches too
        return self._wrap(super().observe)


def replace_card(name: str, **changes: Any) -> mock._patch:
    """Card ``name`` with some fields changed (CARDS registry)."""
    return mock.patch.dict(CARDS, {name: dataclasses.replace(CARDS[name], **changes)})


def replace_card_trigger(name: str, effect: str, resolve: Callable[..., Any]) -> mock._patch:
    """Card ``name`` whose triggered abilities with stack effect ``effect`` resolve with ``resolve``."""
    card = CARDS[name]
    trig = tuple(dataclasses.replace(t, resolve=resolve) if t.effect == effect else t
                 for t in card.triggers)
    return replace_card(name, triggers=trig)


def replace_listener(name: str, notice: Callable[..., None]) -> mock._patch:
    """Mechanic ``name`` hears events with ``notice`` instead (the dispatcher's order is kept)."""
    assert name in triggers.LISTENERS, name
    return mock.patch.dict(triggers.LISTENERS, {name: notice})


def replace_room(dungeon: str, room: str, **changes: Any) -> mock._patch:
    """Dungeon ``dungeon`` (DUNGEONS registry) with room ``room``'s fields changed."""
    found = dungeons.DUNGEONS[dungeon]
    assert room in {r.name for r in found.rooms}, room
    broken = dataclasses.replace(found, rooms=tuple(
        dataclasses.replace(r, **changes) if r.name == room else r for r in found.rooms))
    return mock.patch.dict(dungeons.DUNGEONS, {dungeon: broken})


def replace_venture(venture: Callable[..., Any]) -> list[mock._patch]:
    """``venture`` instead of dungeons.venture, under every name the engine calls it by."""
    return [mock.patch.object(dungeons, "venture", venture),
            mock.patch.object(initiative, "venture", venture),
            mock.patch.object(cloister_gargoyle, "venture", venture)]


def replace_handler(action_type: type, handler: Callable[..., Any]) -> mock._patch:
    """The protocol action ``action_type`` performed by ``handler`` (actions.HANDLERS)."""
    return mock.patch.dict(actions.HANDLERS, {action_type: handler})


def extra(game: Any, key: str, default: Any) -> Any:
    """Per-game state a broken engine keeps on the game object itself (so it goes with the
    game; the engine's undo rebuilds the game by replaying the accepted calls, which sets it
    again as it was set the first time)."""
    return game.__dict__.setdefault(f"_broken_{key}", default)
