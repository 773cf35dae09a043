"""The Comprehensive Rules' data: the rules the suite cites (cr.toml, with renumberings and
shifts between CR versions) and what ``rulings cr check`` compares a CR text with
(crcheck.toml). Imported on first use (``rulings.data.cr_data()``, or one of these types from
``rulings.data``)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .. import CR_VERSION
from . import _get, _load


@dataclass(frozen=True)
class Rule:
    number: str
    title: str
    summary: str = ""


@dataclass(frozen=True)
class Renumbering:
    topic: str
    current: str
    history: tuple[tuple[str, str], ...]  # (first CR version, number in force from then on)


@dataclass(frozen=True)
class Phantom:
    number: str  # a number cited by mistake
    meant: str
    note: str


@dataclass(frozen=True)
class Shift:
    """Sections ``first``..``last`` as numbered from CR ``since`` are ``by`` higher from CR
    ``start`` on (a section was inserted before them)."""

    since: str
    start: str
    first: int
    last: int
    by: int
    note: str


@dataclass(frozen=True)
class CrData:
    current_version: str  # always CR_VERSION (rulings/cr/crversion.py): the one definition
    previous: str  # the version the suite cited before the current one
    rules: tuple[Rule, ...]
    renumbered: tuple[Renumbering, ...]
    phantoms: tuple[Phantom, ...]
    shifts: tuple[Shift, ...] = ()
    sections: dict[str, str] | None = None  # section number -> title, in CR current_version
    numbers: frozenset[str] = frozenset()  # rule numbers attested in CR current_version


@cache
def cr_data() -> CrData:
    raw = _load("cr.toml")
    rules = tuple(
        Rule(_get(r, "number", str, where), _get(r, "title", str, where),
             _get(r, "summary", str, where, ""))
        for i, r in enumerate(raw.get("rule", [])) if (where := f"cr.toml rule[{i}]")
    )
    renumbered = tuple(
        Renumbering(
            _get(r, "topic", str, f"cr.toml renumbered[{i}]"),
            _get(r, "current", str, f"cr.toml renumbered[{i}]"),
            tuple((_get(h, "from", str, f"cr.toml renumbered[{i}].history"),
                   _get(h, "number", str, f"cr.toml renumbered[{i}].history"))
                  for h in _get(r, "history", list, f"cr.toml renumbered[{i}]")),
        )
        for i, r in enumerate(raw.get("renumbered", []))
    )
    phantoms = tuple(
        Phantom(_get(p, "number", str, f"cr.toml phantom[{i}]"),
                _get(p, "meant", str, f"cr.toml phantom[{i}]"),
                _get(p, "note", str, f"cr.toml phantom[{i}]"))
        for i, p in enumerate(raw.get("phantom", []))
    )
    shifts = tuple(
        Shift(_get(r, "since", str, f"cr.toml shift[{i}]"), _get(r, "from", str, f"cr.toml shift[{i}]"),
              _get(r, "first", int, f"cr.toml shift[{i}]"), _get(r, "last", int, f"cr.toml shift[{i}]"),
              _get(r, "by", int, f"cr.toml shift[{i}]"), _get(r, "note", str, f"cr.toml shift[{i}]"))
        for i, r in enumerate(raw.get("shift", []))
    )
    return CrData(CR_VERSION, _get(raw, "previous_version", str, "cr.toml"), rules, renumbered,
                  phantoms, shifts, dict(crcheck_data().sections), crcheck_data().numbers)


@dataclass(frozen=True)
class CitedRule:
    number: str  # in CR crcheck version
    was: str  # the same rule in CR previous_version
    fingerprint: str  # of its own text (see rulings.cr.crcheck.fingerprint); "" when not kept


@dataclass(frozen=True)
class CrCheckData:
    """What ``rulings cr check`` compares a CR text file with: facts (numbers, section titles)
    and fingerprints of the cited rules' text, never the text itself."""

    version: str
    sections: tuple[tuple[str, str], ...]  # (number, title) of every section
    cited: tuple[CitedRule, ...]
    numbers: frozenset[str]  # every rule number attested in that CR's text


@cache
def crcheck_data() -> CrCheckData:
    raw = _load("crcheck.toml")
    sections = tuple((_get(s, "number", str, f"crcheck.toml section[{i}]"),
                      _get(s, "title", str, f"crcheck.toml section[{i}]"))
                     for i, s in enumerate(raw.get("section", [])))
    cited = tuple(CitedRule(_get(c, "number", str, f"crcheck.toml cited[{i}]"),
                            _get(c, "was", str, f"crcheck.toml cited[{i}]"),
                            _get(c, "fingerprint", str, f"crcheck.toml cited[{i}]", ""))
                  for i, c in enumerate(raw.get("cited", [])))
    numbers = frozenset(str(n) for n in _get(raw, "numbers", list, "crcheck.toml"))
    return CrCheckData(_get(raw, "version", str, "crcheck.toml"), sections, cited, numbers)
