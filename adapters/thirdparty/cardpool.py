"""The card pool shipped with the adapters (data/cards.json, MTGJSON AtomicCard shape)."""
from __future__ import annotations

import json
from functools import cache
from importlib import resources


@cache
def card_pool() -> dict[str, dict]:
    """Card name -> MTGJSON-shaped dict."""
    text = resources.files("adapters.thirdparty").joinpath("data/cards.json").read_text("utf-8")
    return {card["name"]: card for card in json.loads(text)["cards"]}


@cache
def token_pool() -> dict[str, dict]:
    """Token name -> characteristics for tokens a position may start with."""
    text = resources.files("adapters.thirdparty").joinpath("data/tokens.json").read_text("utf-8")
    return {token["name"]: token for token in json.loads(text)["tokens"]}
