"""A package's names loaded on first use (PEP 562), for the __init__ of a package whose every
subpackage import runs it: the protocol's (rulings.adapters) and the library's (rulings).

Importing ``rulings.adapters.errors`` runs ``rulings/__init__.py`` and ``adapters/__init__.py``
first; with their names lazy, it loads errors.py alone, not the whole protocol (a lookup's start
never needs the session).
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping


def lazy_names(package: str, homes: Mapping[str, str]) -> Callable[[str], object]:
    """The module ``__getattr__`` of ``package``: ``homes`` maps each name to the module it is
    loaded from (absolute, or relative to ``package``); the value is kept once loaded."""
    def __getattr__(name: str) -> object:
        if name not in homes:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = importlib.import_module(homes[name], package)
        value = getattr(module, name)
        setattr(importlib.import_module(package), name, value)
        return value
    return __getattr__
