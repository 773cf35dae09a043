"""The card pool: every card's facts, written once, one TOML file per card in ``cards/``.

A card's file holds its characteristics (cost, colors, types, power and toughness, keywords), its
Oracle text and, for the cards the seed documents print, its names and rules texts in every
printed language, the English text as first printed, and the official rulings printed with it
(``[[ruling]]``; rulings printed with several cards are in ``rulings.toml`` by group, and a card's
``printed_with`` names the groups printed with it). A dungeon card also lists its rooms.

Everything else reads the pool from here: the reference engine's cards (reference_engine/cards/
holds only what their abilities do), the fuzzer's and preflight's card pool, lookup, show and the
judge book (rulings.data), and the adapters' card data, derived from it by
``python -m rulings.data.cardsjson`` (adapters/cardpool/).

This package sits below both the engine and the library: it imports only the standard library and
the shared model's record and error types (rulings.scenarios), so the reference engine reads the
pool without importing the library above it (docs/ARCHITECTURE.md, "The card pool").
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from rulings.scenarios.cache import cache_path, load, store
from rulings.scenarios.errors import RulingsError
from rulings.scenarios.record import Record

POOL_DIR = Path(__file__).parent
# Where the card files are: this package's cards/ (a test adds a folder of its own).
CARD_DIRS: tuple[Path, ...] = (POOL_DIR / "cards",)
SHARED_RULINGS = POOL_DIR / "rulings.toml"

LANGUAGES = ("de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht", "en")
CARD_TYPES = ("artifact", "battle", "creature", "dungeon", "enchantment", "instant", "land",
              "planeswalker", "sorcery")  # CR 300.1 (dungeon: CR 309)
RULING_KINDS = ("initiative", "card", "dungeon", "room", "oracle")


class PoolError(RulingsError):
    """A card file is malformed; the message names the file and the field."""


class Room(Record):
    """A dungeon's room: its effect and the rooms it leads to (CR 309.4)."""

    name: str
    effect: str
    leads_to: tuple[str, ...]


class Card(Record):
    """One card's facts: characteristics, texts in every printed language, its rulings' ids."""

    slug: str  # the file's name and the @card:<slug> tag value
    name: str  # English name
    types: tuple[str, ...]  # card types, lower case ("artifact", "creature")
    oracle: str  # current Oracle text
    cost: str = ""  # mana cost, "" for none
    colors: tuple[str, ...] = ()  # W U B R G
    supertypes: tuple[str, ...] = ()  # lower case ("basic", "legendary")
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()  # keyword abilities (CR 702), lower case
    subject: bool = False  # scenarios are about it (tagged @card:<slug>); else positions' filler
    seed: str | None = None  # its own seed document, which its names, texts, rulings come from
    names: dict[str, str] = {}  # language code -> printed name
    printed: dict[str, str] = {}  # language code -> printed rules text
    printings: tuple[str, ...] = ()
    clb_printed: str | None = None  # English text as printed in Commander Legends: BfBG
    full_name: str | None = None  # "Undercity // The Initiative"
    restriction: str | None = None  # a dungeon's entry restriction
    rooms: tuple[Room, ...] = ()
    printed_with: tuple[str, ...] = ()  # groups of shared rulings printed with it (rulings.toml)

    @property
    def type_line(self) -> str:
        """"Artifact Creature — Gargoyle", "Basic Land — Forest" (CR 205.1)."""
        words = " ".join(w.capitalize() for w in (*self.supertypes, *self.types))
        return f"{words} — {' '.join(self.subtypes)}" if self.subtypes else words

    @property
    def is_dungeon(self) -> bool:
        """A dungeon card starts outside the game, in no deck (CR 309.2a)."""
        return "dungeon" in self.types


class Ruling(Record):
    """An official ruling, with the cards it is printed with and the rules it cites."""

    id: str  # the @ruling:<id> tag value
    kind: str  # initiative | card | dungeon | room | oracle
    text: str
    cards: tuple[str, ...]  # slugs of the cards it appears on, in pool order
    cr: tuple[str, ...]  # rule numbers in the CR the suite cites


class Pool(Record):
    """The cards (seed cards in their documents' order, then by slug) and every ruling by id."""

    cards: tuple[Card, ...]
    rulings: dict[str, Ruling]


# --- reading ------------------------------------------------------------------------------------

_CARD_FIELDS = {
    "name": str, "types": list, "oracle": str, "cost": str, "colors": list, "supertypes": list,
    "subtypes": list, "power": int, "toughness": int, "keywords": list, "subject": bool,
    "seed": str, "names": dict, "printed": dict, "printings": list, "clb_printed": str,
    "full_name": str, "restriction": str, "room": list, "printed_with": list, "ruling": list,
}
_RULING_FIELDS = {"id": str, "kind": str, "text": str, "cr": list, "group": str}
_ROOM_FIELDS = {"name": str, "effect": str, "leads_to": list}


def card_files(dirs: tuple[Path, ...] | None = None) -> tuple[Path, ...]:
    """Every card file, by slug (a slug in two folders is refused when read). (A directory scan,
    not Path.glob: glob's pattern matching imports re and fnmatch, 2 ms of a lookup's start.)"""
    found = [(name[:-5], Path(d, name)) for d in (CARD_DIRS if dirs is None else dirs)
             for name in os.listdir(d) if name.endswith(".toml")]
    return tuple(path for _, path in sorted(found, key=lambda f: (f[0], str(f[1]))))


def _order(card: Card) -> tuple[int, str, str]:
    """The pool's order: the seed cards in their seed documents' order, then the rest by slug."""
    return (0, card.seed, card.slug) if card.seed else (1, "", card.slug)


def _parse(path: Path) -> dict[str, Any]:
    import tomllib  # only when the pool is not in the cache

    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise PoolError(f"{path}: {exc}") from None


def _fields(table: dict[str, Any], kinds: Mapping[str, type], where: str,
            required: tuple[str, ...]) -> dict[str, Any]:
    for key, value in table.items():
        kind = kinds.get(key)
        if kind is None:
            raise PoolError(f"{where}: unknown field {key!r} (fields: {', '.join(kinds)})")
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise PoolError(f"{where}.{key}: expected {kind.__name__}, got {type(value).__name__}")
    for key in required:
        if key not in table:
            raise PoolError(f"{where}: missing field {key!r}")
    return table


def _strings(value: list, where: str) -> tuple[str, ...]:
    if not all(isinstance(v, str) for v in value):
        raise PoolError(f"{where}: expected a list of strings")
    return tuple(value)


def _ruling(raw: Any, where: str, cards: tuple[str, ...]) -> Ruling:
    if not isinstance(raw, dict):
        raise PoolError(f"{where}: expected a table")
    _fields(raw, _RULING_FIELDS, where, ("id", "kind", "text", "cr"))
    if raw["kind"] not in RULING_KINDS:
        raise PoolError(f"{where}.kind: {raw['kind']!r} is none of {', '.join(RULING_KINDS)}")
    return Ruling(raw["id"], raw["kind"], raw["text"], cards, _strings(raw["cr"], f"{where}.cr"))


def _card(path: Path, raw: dict[str, Any]) -> tuple[Card, list[dict[str, Any]]]:
    where = str(path)
    _fields(raw, _CARD_FIELDS, where, ("name", "types", "oracle"))
    lists = {key: _strings(raw[key], f"{where}.{key}") for key in
             ("types", "colors", "supertypes", "subtypes", "keywords", "printings", "printed_with")
             if key in raw}
    for kind in lists["types"]:
        if kind not in CARD_TYPES:
            raise PoolError(f"{where}.types: {kind!r} is not a card type ({', '.join(CARD_TYPES)})")
    for key in ("names", "printed"):
        for lang, text in raw.get(key, {}).items():
            if lang not in LANGUAGES or not isinstance(text, str) or not text.strip():
                raise PoolError(f"{where}.{key}.{lang}: expected a text in one of the languages "
                                f"{', '.join(LANGUAGES)}")
    names = dict(raw.get("names", {}))
    if names and names.get("en") != raw["name"]:
        raise PoolError(f"{where}.names.en: must be the card's name {raw['name']!r}")
    if ("power" in raw) != ("toughness" in raw):
        raise PoolError(f"{where}: power and toughness go together")
    rooms = []
    for j, room in enumerate(raw.get("room", [])):
        here = f"{where}.room[{j}]"
        if not isinstance(room, dict):
            raise PoolError(f"{here}: expected a table")
        _fields(room, _ROOM_FIELDS, here, tuple(_ROOM_FIELDS))
        rooms.append(Room(room["name"], room["effect"], _strings(room["leads_to"], here)))
    card = Card(
        slug=path.stem, name=raw["name"], types=lists["types"], oracle=raw["oracle"],
        cost=raw.get("cost", ""), colors=lists.get("colors", ()),
        supertypes=lists.get("supertypes", ()), subtypes=lists.get("subtypes", ()),
        power=raw.get("power"), toughness=raw.get("toughness"),
        keywords=lists.get("keywords", ()), subject=raw.get("subject", False),
        seed=raw.get("seed"), names=names, printed=dict(raw.get("printed", {})),
        printings=lists.get("printings", ()), clb_printed=raw.get("clb_printed"),
        full_name=raw.get("full_name"), restriction=raw.get("restriction"), rooms=tuple(rooms),
        printed_with=lists.get("printed_with", ()),
    )
    return card, list(raw.get("ruling", []))


def build(raws: list[tuple[Path, dict[str, Any]]], shared: dict[str, Any],
          shared_path: Path = SHARED_RULINGS) -> Pool:
    """The pool from parsed card files (path, contents) and the shared rulings' file."""
    cards: list[Card] = []
    own: list[tuple[Card, list[dict[str, Any]]]] = []
    seen: dict[str, Path] = {}
    names: dict[str, Path] = {}
    for path, raw in raws:
        card, rulings = _card(path, raw)
        for key, table in ((card.slug, seen), (card.name, names)):
            if key in table:
                raise PoolError(f"{path}: {key!r} is also {table[key]}")
            table[key] = path
        cards.append(card)
        own.append((card, rulings))
    cards.sort(key=_order)
    own.sort(key=lambda pair: _order(pair[0]))
    out: dict[str, Ruling] = {}

    def add(ruling: Ruling, where: str) -> None:
        if ruling.id in out:
            raise PoolError(f"{where}: duplicate ruling id {ruling.id!r}")
        out[ruling.id] = ruling

    known_groups = set()
    for i, raw in enumerate(shared.get("ruling", [])):
        where = f"{shared_path} ruling[{i}]"
        group = raw.get("group") if isinstance(raw, dict) else None
        if not isinstance(group, str):
            raise PoolError(f"{where}: missing field 'group'")
        known_groups.add(group)
        add(_ruling(raw, where, tuple(c.slug for c in cards if group in c.printed_with)), where)
    for card, rulings in own:
        for i, raw in enumerate(rulings):
            where = f"{seen[card.slug]} ruling[{i}]"
            if isinstance(raw, dict) and "group" in raw:
                raise PoolError(f"{where}.group: a card's own ruling has no group "
                                f"(shared rulings are in {shared_path.name})")
            add(_ruling(raw, where, (card.slug,)), where)
    for card in cards:
        for group in card.printed_with:
            if group not in known_groups:
                raise PoolError(f"{seen[card.slug]}.printed_with: no ruling of group {group!r} "
                                f"in {shared_path.name}")
    # by kind (RULING_KINDS' order), then by their first card's place in the pool, then as written
    place = {c.slug: i for i, c in enumerate(cards)}
    ordered = sorted(out.values(), key=lambda r: (RULING_KINDS.index(r.kind),
                                                  min((place[s] for s in r.cards), default=0)))
    return Pool(tuple(cards), {r.id: r for r in ordered})


# The pool read is kept in the user's cache (rulings.scenarios.cache) while every file's size and
# modification time are unchanged: a lookup's start reads one cache file (the pool as built, so
# already checked), not 20 TOML files.
_CACHE_VERSION = 3


def _stamp(paths: tuple[Path, ...]) -> tuple:
    out = []
    for path in paths:
        try:
            stat = os.stat(path)
        except OSError:
            return ()
        out.append((str(path), stat.st_mtime_ns, stat.st_size))
    return tuple(out)


def read(dirs: tuple[Path, ...] | None = None, shared_path: Path | None = None) -> Pool:
    """The pool read from ``dirs`` (default CARD_DIRS) and the shared rulings' file."""
    shared_path = SHARED_RULINGS if shared_path is None else shared_path
    files = card_files(dirs)
    sources = (*files, shared_path, Path(__file__))  # this loader's code: what a Card is
    key = ("cardpool", _CACHE_VERSION, _stamp(sources))
    where = cache_path("cardpool", key)
    kept = load(where, key) if key[2] else None
    if isinstance(kept, Pool):
        return kept
    built = build([(p, _parse(p)) for p in files], _parse(shared_path), shared_path)
    if key[2]:
        store(where, key, built)
    return built


@cache
def pool() -> Pool:
    """The card pool (read once per process)."""
    return read()


def cards() -> tuple[Card, ...]:
    """Every card: the seed cards in their seed documents' order, then the others by slug."""
    return pool().cards


@cache
def _by(attr: str) -> dict[str, Card]:
    return {getattr(c, attr): c for c in cards()}


def card(slug: str) -> Card | None:
    """The card whose @card tag is ``slug``, or None."""
    return _by("slug").get(slug)


def named(name: str) -> Card | None:
    """The card whose English name is ``name``, or None."""
    return _by("name").get(name)


def rulings() -> dict[str, Ruling]:
    """Every ruling by id."""
    return pool().rulings


def reload() -> None:
    """Forget the pool read so far (after CARD_DIRS changes)."""
    pool.cache_clear()
    _by.cache_clear()
