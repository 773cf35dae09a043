"""The seed data: cards and their names in every printed language, the seed rulings, and the
Comprehensive Rules numbers they cite (with where those rules were in earlier CR versions).

Transcribed into the TOML files beside this module from the project's seed documents.
"""
from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import CR_VERSION, RulingsError
from ..scenarios.cache import cache_path, load, store
from ..scenarios.record import Record  # not dataclasses: 0.5 ms per class at a lookup's start

if TYPE_CHECKING:
    from .cr import CitedRule, CrCheckData, CrData, Phantom, Renumbering, Rule, Shift  # noqa: F401

DATA_DIR = Path(__file__).parent


class DataError(RulingsError):
    """A data file is malformed; the message names the file and the entry."""


class Room(Record):
    """A dungeon's room: its effect and the rooms it leads to."""

    name: str
    effect: str
    leads_to: tuple[str, ...]


class Card(Record):
    """A seed card: its Oracle text, and its names and texts in every printed language."""

    slug: str  # the @card:<slug> tag value
    name: str  # English name
    type_line: str
    oracle: str  # current Oracle text
    names: dict[str, str]  # language code -> printed name
    printed: dict[str, str]  # language code -> printed rules text
    cost: str | None = None
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    printings: tuple[str, ...] = ()
    clb_printed: str | None = None  # English text as printed in Commander Legends: BfBG
    full_name: str | None = None  # "Undercity // The Initiative"
    restriction: str | None = None  # a dungeon's entry restriction
    rooms: tuple[Room, ...] = ()


class Ruling(Record):
    """A seed ruling, with the cards it appears on and the rules it cites."""

    id: str  # the @ruling:<id> tag value
    kind: str  # initiative | card | dungeon | room | oracle
    text: str
    cards: tuple[str, ...]  # slugs of the cards it appears on
    cr: tuple[str, ...]  # rule numbers in CR cr_version


def _load(name: str) -> dict[str, Any]:
    """The TOML file ``name`` of this directory, parsed: from the cache while the file is
    unchanged (its size and modification time), else parsed and kept for the next start. Each
    parsed file has a cache file of its own (scenarios/cache.py): a lookup reads the cards and
    rulings, never the CR's data (one file for all was 0.5 ms more of a lookup's start). Whatever
    is built from them is checked here on every start, as from the file itself."""
    path = DATA_DIR / name
    try:
        stat = os.stat(path)
    except OSError:
        return _parse(path)  # the error names the file, as parsing it does
    stamp = (stat.st_mtime_ns, stat.st_size)
    kept = _parsed(name)
    if kept.get("stamp") == stamp:
        return kept["toml"]
    raw = _parse(path)
    kept.update(stamp=stamp, toml=raw)
    key = (*_PARSED_KEY, name)
    store(cache_path("data", key), key, (stamp, raw))
    return raw


def _parse(path: Path) -> dict[str, Any]:
    import tomllib  # only when a file is not in the cache

    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"{path}: {exc}") from None


_PARSED_KEY = ("toml", 2, str(DATA_DIR.resolve()))


@cache
def _parsed(name: str) -> dict[str, Any]:
    """The file ``name`` as cached: {"stamp": its (modification time, size), "toml": its parsed
    contents}, or {} (which _load fills in)."""
    key = (*_PARSED_KEY, name)
    stored = load(cache_path("data", key), key)
    if isinstance(stored, tuple) and len(stored) == 2:
        return {"stamp": stored[0], "toml": stored[1]}
    return {}


def _get(table: dict[str, Any], key: str, kind: type, where: str, default: Any = ...) -> Any:
    if key not in table:
        if default is ...:
            raise DataError(f"{where}: missing field {key!r}")
        return default
    value = table[key]
    if not isinstance(value, kind):
        raise DataError(f"{where}.{key}: expected {kind.__name__}, got {type(value).__name__}")
    return value


@cache
def cards() -> tuple[Card, ...]:
    out = []
    for i, raw in enumerate(_load("cards.toml").get("card", [])):
        where = f"cards.toml card[{i}]"
        rooms = tuple(
            Room(_get(r, "name", str, f"{where}.rooms[{j}]"), _get(r, "effect", str, where),
                 tuple(_get(r, "leads_to", list, where)))
            for j, r in enumerate(_get(raw, "rooms", list, where, []))
        )
        out.append(Card(
            slug=_get(raw, "slug", str, where), name=_get(raw, "name", str, where),
            type_line=_get(raw, "type_line", str, where), oracle=_get(raw, "oracle", str, where),
            names=dict(_get(raw, "names", dict, where)),
            printed=dict(_get(raw, "printed", dict, where)),
            cost=_get(raw, "cost", str, where, None), power=_get(raw, "power", int, where, None),
            toughness=_get(raw, "toughness", int, where, None),
            keywords=tuple(_get(raw, "keywords", list, where, [])),
            printings=tuple(_get(raw, "printings", list, where, [])),
            clb_printed=_get(raw, "clb_printed", str, where, None),
            full_name=_get(raw, "full_name", str, where, None),
            restriction=_get(raw, "restriction", str, where, None), rooms=rooms,
        ))
    return tuple(out)


def card(slug: str) -> Card | None:
    return next((c for c in cards() if c.slug == slug), None)


@cache
def rulings() -> dict[str, Ruling]:
    out: dict[str, Ruling] = {}
    for i, raw in enumerate(_load("rulings.toml").get("ruling", [])):
        where = f"rulings.toml ruling[{i}]"
        ruling = Ruling(
            id=_get(raw, "id", str, where), kind=_get(raw, "kind", str, where),
            text=_get(raw, "text", str, where), cards=tuple(_get(raw, "cards", list, where)),
            cr=tuple(_get(raw, "cr", list, where)),
        )
        if ruling.id in out:
            raise DataError(f"{where}: duplicate ruling id {ruling.id!r}")
        out[ruling.id] = ruling
    return out


# The Comprehensive Rules' data (cr.toml, crcheck.toml) and its types are in .cr, imported on
# first use: a lookup by words never reads them (a faster start).
_CR_NAMES = frozenset({"Rule", "Renumbering", "Phantom", "Shift", "CrData", "CitedRule",
                       "CrCheckData"})


def __getattr__(name: str) -> Any:
    if name in _CR_NAMES:
        from . import cr

        return getattr(cr, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def cr_data() -> CrData:
    from .cr import cr_data as load

    return load()


def crcheck_data() -> CrCheckData:
    from .cr import crcheck_data as load

    return load()
