"""The seed data: the cards and their names in every printed language and the seed rulings (read
from the card pool, rulings.cardpool), and the Comprehensive Rules numbers they cite (with where
those rules were in earlier CR versions; cr.toml and crcheck.toml beside this module).
"""
from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import CR_VERSION, RulingsError, cardpool
# The cards and their rulings are the card pool's (rulings.cardpool, one file per card): lookup,
# show and the judge book know the cards whose printed names and texts the pool holds.
from ..cardpool import Card, Room, Ruling
from ..scenarios.cache import cache_path, load, store

if TYPE_CHECKING:
    from .cr import CitedRule, CrCheckData, CrData, Phantom, Renumbering, Rule, Shift  # noqa: F401

DATA_DIR = Path(__file__).parent


class DataError(RulingsError):
    """A data file is malformed; the message names the file and the entry."""


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
    """The cards with printed names and texts (the seed cards and Undercity), in pool order."""
    return tuple(c for c in _pool().cards if c.printed)


def card(slug: str) -> Card | None:
    return next((c for c in cards() if c.slug == slug), None)


def rulings() -> dict[str, Ruling]:
    """Every official ruling by id (the card pool's)."""
    return _pool().rulings


def _pool() -> cardpool.Pool:
    try:
        return cardpool.pool()
    except cardpool.PoolError as exc:
        raise DataError(str(exc)) from None


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
