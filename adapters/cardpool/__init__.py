"""The card pool shipped with the in-process adapters: the card pool's cards (rulings.cardpool) in
MTGJSON AtomicCard shape (cards.json, derived by ``python -m rulings.data.cardsjson``:
never edited by hand) and the tokens a position may start with (tokens.json).

Adapters whose engine reads card data (phase.rs builds its card database from it) or checks card
names (python-mtg) read it from here, so no adapter downloads anything.
"""
from __future__ import annotations

import json
from functools import cache
from importlib import resources


@cache
def card_pool() -> dict[str, dict]:
    """Card name -> MTGJSON-shaped dict."""
    text = resources.files(__name__).joinpath("cards.json").read_text("utf-8")
    return {card["name"]: card for card in json.loads(text)["cards"]}


@cache
def token_pool() -> dict[str, dict]:
    """Token name -> characteristics for tokens a position may start with."""
    text = resources.files(__name__).joinpath("tokens.json").read_text("utf-8")
    return {token["name"]: token for token in json.loads(text)["tokens"]}
