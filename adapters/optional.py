"""Lazy import of an optional third-party engine package, with a one-line error if it is missing."""
from __future__ import annotations

import importlib
from types import ModuleType

from rulings.adapters.errors import EngineError


class EngineNotInstalled(EngineError):
    """The third-party package an adapter drives is not installed."""


def require(module: str, distribution: str) -> ModuleType:
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise EngineNotInstalled(
            f"the {distribution} package is not installed ({exc.msg}); "
            f"install it with: pip install {distribution}"
        ) from None
