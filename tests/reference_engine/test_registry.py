"""The reference engine's card registry: unknown names are refused with the names it knows.

No scenario names a card outside the pool (no step expects a position to be rejected), so the
error path is checked here."""
from __future__ import annotations

import pytest

from rulings.adapters.errors import UnknownCard
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.reference_engine.adapter import ReferenceEngine
from rulings.reference_engine.cards.registry import card_def


def test_cards_and_tokens_are_found_in_their_own_tables() -> None:
    assert card_def("Forest", token=False).name == "Forest"
    assert card_def("Treasure", token=True).name == "Treasure"


@pytest.mark.parametrize("name, token, kind", [("Black Lotus", False, "card"),
                                               ("Forest", True, "token")])
def test_an_unknown_name_is_refused_naming_its_kind(name: str, token: bool, kind: str) -> None:
    with pytest.raises(UnknownCard, match=f"unknown {kind} '{name}'"):
        card_def(name, token=token)


def test_a_position_with_an_unknown_card_names_the_field() -> None:
    position = Position(players=(
        PlayerSetup("Alice", battlefield=(PermanentSetup("Black Lotus"),)), PlayerSetup("Bob")))
    with pytest.raises(UnknownCard, match=r"players\[0\]\.battlefield\[0\]\.card: unknown card"):
        ReferenceEngine().start(position)
