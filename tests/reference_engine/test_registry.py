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


# --- the card pool's facts joined with the card modules' abilities (cards/registry.py) ---------

def test_a_card_is_its_pool_facts_and_its_modules_abilities() -> None:
    from rulings import cardpool
    from rulings.reference_engine.cards import registry

    for card in cardpool.cards():
        if card.is_dungeon:
            assert card.name not in registry.CARDS  # CR 309.2a: no game object of a deck
            continue
        made = registry.CARDS[card.name]
        assert (made.types, made.cost, made.colors, made.power, made.toughness, made.subtypes) \
            == (card.types, card.cost, card.colors, card.power, card.toughness, card.subtypes)
        assert bool(made.triggers or made.activated or made.spell or made.statics) \
            == (card.slug in registry.ABILITIES_BY_SLUG)
    assert registry.CARDS["Forest"].produces == "G"  # CR 305.6
    torch = registry.CARDS["Trailblazer's Torch"]
    assert (torch.keywords, torch.equip) == ((), "{1}")  # equip: an activated ability (702.6a)


def test_every_card_with_rules_text_has_abilities_and_every_ability_a_card() -> None:
    from tests.support.card_checks import claimed_twice, lacking_abilities, unknown_slugs

    from rulings import cardpool
    from rulings.reference_engine.cards import registry

    assert lacking_abilities(cardpool.cards(), registry.ABILITIES_BY_SLUG) == []
    assert unknown_slugs(cardpool.cards(), registry.ABILITIES_BY_SLUG) == []
    assert claimed_twice(registry.CARD_PACKAGES) == []


def test_the_checks_can_fail() -> None:
    from tests.support.card_checks import lacking_abilities, unknown_slugs

    from rulings import cardpool
    from rulings.reference_engine.cards import registry
    from rulings.reference_engine.definitions import Abilities

    without_shock = {k: v for k, v in registry.ABILITIES_BY_SLUG.items() if k != "shock"}
    assert lacking_abilities(cardpool.cards(), without_shock) == ["Shock"]
    assert lacking_abilities([cardpool.card("forest"), cardpool.card("grizzly-bears")], {}) == []
    assert unknown_slugs(cardpool.cards(), {"black-lotus": Abilities()}) == ["black-lotus"]
