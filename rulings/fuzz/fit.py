"""Fitting a generated position to an engine that can't set all of it up.

An engine may reject a position as Unsupported (or a card as unknown). Rather than skip the
example, cut the position down (shrink.big_cuts) until the engine starts it.
"""
from __future__ import annotations

from rulings.adapters.engine import Engine
from rulings.adapters.errors import InvalidPosition, UnknownCard, Unsupported
from rulings.adapters.position import Position

from .shrink import big_cuts

FIT_BUDGET = 100  # start attempts per example


def fit_position(engine: Engine, position: Position, budget: int = FIT_BUDGET) -> Position | None:
    """``position`` or a cut-down version of it that ``engine`` starts, or None.

    Progress is a cut the engine starts or refuses for another reason. Each round takes the
    first cut that makes progress; if none does alone, cuts pile up, biggest first, until
    together they do.
    """
    refusal = _refusal(engine, position)
    while refusal is not None:
        found = None
        for cut in big_cuts(position):
            if budget <= 0:
                return None
            budget -= 1
            if (why := _refusal(engine, cut)) != refusal:
                found = (cut, why)
                break
        piled = position  # the cuts piled up so far
        while found is None:
            bigger = next(big_cuts(piled), None)
            if bigger is None or budget <= 0:
                return None
            piled = bigger
            budget -= 1
            if (why := _refusal(engine, piled)) != refusal:
                found = (piled, why)
        position, refusal = found
    return position


def _refusal(engine: Engine, position: Position) -> str | None:
    """Why the engine won't set the position up, or None if it starts it (or fails otherwise:
    that is for the comparison to report)."""
    try:
        engine.start(position)
    except (Unsupported, UnknownCard, InvalidPosition) as exc:
        return f"{type(exc).__name__}: {exc}"
    except Exception:  # noqa: BLE001 - a crash is a difference, found when the game is played
        return None
    return None
