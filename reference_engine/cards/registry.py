"""Every card the reference engine knows, by English name."""
from __future__ import annotations

from rulings.adapters.errors import UnknownCard

from ..definitions import CardDef
from ..tokens import TOKENS
from .basics import BASIC_LANDS, SPELLS, VANILLA
from .seed import SEED_CARDS

CARDS: dict[str, CardDef] = {c.name: c for c in (*SEED_CARDS, *BASIC_LANDS, *VANILLA, *SPELLS)}


def card_def(name: str, *, token: bool) -> CardDef:
    """The definition of the card (or token) ``name``; UnknownCard if there is none."""
    found = (TOKENS if token else CARDS).get(name)
    if found is None:
        kind = "token" if token else "card"
        raise UnknownCard(f"unknown {kind} {name!r} (the reference engine knows: "
                          f"{', '.join(sorted(TOKENS if token else CARDS))})")
    return found
