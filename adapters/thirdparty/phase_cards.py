"""The phase.rs card database, built in-process from the shipped card pool (no download)."""
from __future__ import annotations

import json
from functools import cache
from typing import Any

from adapters.errors import EngineError

from .cardpool import card_pool
from .optional import require


def phase_module() -> Any:
    return require("phase", "phase-python")


@cache
def card_database() -> str:
    """card-data.json text: each MTGJSON-shaped card turned into a phase.rs CardFace."""
    phase = phase_module()
    faces: dict[str, Any] = {}
    for name, card in card_pool().items():
        # build_oracle_face wants the AtomicCard fields the pool leaves out.
        atomic = {**card, "identifiers": {}, "legalities": {}, "manaValue": 0}
        try:
            faces[name.lower()] = phase.build_oracle_face(atomic, None)
        except ValueError as exc:
            raise EngineError(f"phase could not build card {name!r}: {exc}") from None
    return json.dumps(faces)


def new_engine() -> Any:
    return phase_module().Engine.from_json(card_database())
