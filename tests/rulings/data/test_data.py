"""The seed data files: complete, consistent, and loadable."""
from __future__ import annotations

import re

import pytest

from rulings import CR_VERSION
from rulings.data import crcheck_data, card, cards, cr_data, rulings
from rulings.data.crnumbers import parse, rule_for

ALL_LANGUAGES = {"de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht", "en"}
SEED_SLUGS = ["trailblazers-torch", "dungeoneers-pack", "avenging-hunter",
              "white-plume-adventurer", "caves-of-chaos-adventurer"]
RULING_IDS = {
    "initiative-designation", "initiative-none-until-taken", "initiative-only-one",
    "initiative-retake", "initiative-leaves-game", "initiative-2hg-order",
    "undercity-not-in-dungeon", "undercity-in-dungeon", "undercity-only-undercity",
    "undercity-only-when-instructed", "caves-check-on-exile", "caves-free-only",
    "undercity-restriction", "room-secret-entrance", "room-forge", "room-lost-well", "room-trap",
    "room-arena", "room-stash", "room-archives", "room-catacombs", "room-throne",
    "torch-etb", "torch-block", "torch-equip", "pack-enters-tapped", "pack-ability",
    "hunter-trample", "hunter-etb", "plume-etb", "plume-upkeep", "caves-trample", "caves-etb",
    "caves-attack",
}


def test_seed_cards_and_undercity_are_all_there():
    """First, in their seed documents' order; a new card with printed texts comes after them."""
    slugs = [c.slug for c in cards()]
    assert slugs[:len(SEED_SLUGS)] == SEED_SLUGS and "undercity" in slugs


@pytest.mark.parametrize("slug", SEED_SLUGS)
def test_every_printed_language_has_a_name_and_a_text(slug):
    c = card(slug)
    expected = {"de", "fr", "ja", "en"} if slug == "caves-of-chaos-adventurer" else ALL_LANGUAGES
    assert set(c.names) == expected
    assert set(c.printed) == expected
    assert all(c.names[lang].strip() and c.printed[lang].strip() for lang in expected)
    assert c.printed["en"] == c.oracle
    assert c.clb_printed and "enters the battlefield" in c.clb_printed
    assert "Commander Legends: Battle for Baldur's Gate" in c.printings


def test_characteristics():
    hunter, caves, torch = card("avenging-hunter"), card("caves-of-chaos-adventurer"), \
        card("trailblazers-torch")
    assert (hunter.cost, hunter.power, hunter.toughness, hunter.keywords) == \
        ("{4}{G}", 5, 4, ("trample",))
    assert (caves.cost, caves.power, caves.toughness) == ("{3}{R}", 5, 3)
    assert torch.type_line == "Artifact — Equipment" and torch.power is None
    assert card("dungeoneers-pack").cost == "{3}"
    assert card("white-plume-adventurer").type_line == "Creature — Orc Cleric"


def test_undercity_rooms_form_the_dungeon():
    undercity = card("undercity")
    rooms = {r.name: r for r in undercity.rooms}
    assert list(rooms)[0] == "Secret Entrance"
    assert rooms["Secret Entrance"].leads_to == ("Forge", "Lost Well")
    assert rooms["Catacombs"].effect.startswith("Create a 4/1 black Skeleton")
    for room in undercity.rooms:
        assert set(room.leads_to) <= set(rooms)
    bottom = [r.name for r in undercity.rooms if not r.leads_to]
    assert bottom == ["Throne of the Dead Three"]
    assert "venture into Undercity" in undercity.restriction


def test_every_seed_ruling_is_there_once():
    """(Once: the card pool refuses an id twice; a new card's rulings come beside these.)"""
    assert set(rulings()) >= RULING_IDS


def test_ruling_ids_are_single_words():
    """An id is an @ruling: tag's value; lookup looks a query up as a ruling id only when it
    is one word."""
    assert all(rid.split() == [rid] for rid in rulings())


def test_rulings_name_known_cards_and_current_rule_numbers():
    slugs = {c.slug for c in cards()}
    for ruling in rulings().values():
        assert ruling.text.strip()
        assert set(ruling.cards) <= slugs, ruling.id
        assert ruling.cr, ruling.id
        for number in ruling.cr:
            assert rule_for(parse(number), cr_data()) is not None, (ruling.id, number)


def test_initiative_rulings_appear_on_every_seed_card():
    for ruling in rulings().values():
        if ruling.kind == "initiative":
            assert list(ruling.cards)[:len(SEED_SLUGS)] == SEED_SLUGS


def test_oracle_rulings_are_the_oracle_lines():
    for slug in SEED_SLUGS:
        lines = card(slug).oracle.splitlines()
        mine = [r.text for r in rulings().values() if r.kind == "oracle" and r.cards == (slug,)]
        assert mine == lines


def test_room_rulings_match_the_rooms():
    for room in card("undercity").rooms:
        slug = "room-" + re.sub(r"[^a-z]+", "-", room.name.lower()).strip("-")
        slug = {"room-throne-of-the-dead-three": "room-throne"}.get(slug, slug)
        assert rulings()[slug].text.startswith(f"{room.name} — {room.effect}")


def test_cr_data_is_for_the_cited_version():
    data = cr_data()
    assert data.current_version == CR_VERSION
    numbers = [r.number for r in data.rules]
    assert len(numbers) == len(set(numbers))
    assert {"726", "726.4", "701.49d", "701.15", "509.3c", "704.5t", "800.4a"} <= set(numbers)
    # every listed rule is a number of the CR the suite cites, titled under the right section
    assert set(numbers) <= crcheck_data().numbers
    assert dict(crcheck_data().sections)["726"] == "The Initiative"
    assert not data.phantoms  # 726 is the initiative now: no number is "cited by mistake"
