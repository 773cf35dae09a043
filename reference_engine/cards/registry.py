"""Every card the reference engine knows, by English name."""
from __future__ import annotations

from adapters.errors import UnknownCard

from .basics import BASIC_LANDS, SPELLS, VANILLA
from .catalog import CardDef
from .seed import SEED_CARDS
from .tokens import TOKENS

CARDS: dict[str, CardDef] = {c.name: c for c in (*SEED_CARDS, *BASIC_LANDS, *VANILLA, *SPELLS)}


def card_def(name: str, *, token: bool = False) -> CardDef:
    found = (TOKENS if token else CARDS).get(name)
    if found is None:
        kind = "token" if token else "card"
        raise UnknownCard(f"unknown {kind} {name!r} (the reference engine knows: "
                          f"{', '.join(sorted(TOKENS if token else CARDS))})")
    return found
