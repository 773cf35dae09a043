"""The Comprehensive Rules version the whole suite cites, re-exported from its home in the protocol
(rulings.adapters.crversion), where the reference engine and the adapters read it too."""
from __future__ import annotations

from rulings.adapters.crversion import CR_VERSION

__all__ = ["CR_VERSION"]
