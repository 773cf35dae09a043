"""The card data the in-process adapters read (adapters/cardpool/: cards.json, derived from the
card pool by rulings.data.cardsjson, and tokens.json)."""
from __future__ import annotations

from rulings import cardpool
from rulings.adapters.cardpool import card_pool


def test_every_card_a_game_can_hold_and_no_dungeon():
    assert set(card_pool()) == {c.name for c in cardpool.cards() if not c.is_dungeon}
    assert "Undercity" not in card_pool()

