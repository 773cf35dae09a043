"""Deliberately broken variants of the reference engine, each breaking one rule.

Used only by tests, to prove the suite has teeth: every variant must make the scenarios that
cover its rule FAIL (tests/features/test_teeth.py). Each variant patches pieces of the reference
engine (module functions, registries) for the duration of every protocol call; each class's
docstring gives the rule it breaks (CR 2026-09-25), what the bug does, and the real engine bug it
reproduces (or the one it is modelled on).

One module per area: initiative, venture (dungeons and rooms), durations (and goad), combat,
leaving, priority (and trigger order), two_headed_giant, cards. ``ALL`` lists every engine class.
"""
from __future__ import annotations

import importlib
import inspect

from .base import BrokenEngine
from .cards import *  # noqa: F403
from .combat import *  # noqa: F403
from .durations import *  # noqa: F403
from .initiative import *  # noqa: F403
from .leaving import *  # noqa: F403
from .priority import *  # noqa: F403
from .two_headed_giant import *  # noqa: F403
from .venture import *  # noqa: F403

# (by import: the star imports above bring in names such as ``initiative`` of their own)
_MODULES = tuple(importlib.import_module(f"{__name__}.{area}") for area in (
    "initiative", "venture", "durations", "combat", "leaving", "priority", "two_headed_giant",
    "cards"))

# every broken engine, area by area, in the order each module defines them
ALL: list[type[BrokenEngine]] = [
    obj for module in _MODULES for obj in vars(module).values()
    if inspect.isclass(obj) and issubclass(obj, BrokenEngine) and obj is not BrokenEngine
    and obj.__module__ == module.__name__
]

__all__ = ["ALL", "BrokenEngine", *(cls.__name__ for cls in ALL)]
