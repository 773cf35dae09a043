"""The words the step phrases are made of (docs/STEPS.md): players, quoted items and lists,
step names, data tables, read and written back. The phrases themselves are declared in
steps/phrasebook.py (actions, scripted answers) and steps/facts.py (what Then-steps check).

Every function here is pure: it takes words and returns values or raises PhraseError saying
what it could not read.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from rulings.adapters.position import STEPS

PLAYER = r"[A-Z][A-Za-z]*"
QUOTED = r'"[^"]*"'
_ITEM = rf"(?:{QUOTED}|{PLAYER})"
_LIST = re.compile(rf"{_ITEM}(?:(?:, and |, | and ){_ITEM})*")

Table = list[list[str]]


class PhraseError(ValueError):
    """A step's words do not follow docs/STEPS.md."""


def parse_list(text: str, *, players: bool = False) -> tuple[str, ...]:
    """'"A", "B" and "C"' -> ('A', 'B', 'C'); with players=True bare names are items too."""
    text = text.strip()
    if not _LIST.fullmatch(text):
        raise PhraseError(f"expected a list of quoted items like '\"A\", \"B\" and \"C\"', got {text!r}")
    items = re.findall(_ITEM, text)
    if not players and any(not item.startswith('"') for item in items):
        raise PhraseError(f"list items must be in double quotes: {text!r}")
    return tuple(item.strip('"') for item in items)


def parse_names(text: str) -> tuple[str, ...]:
    """'Alice, Bob and Carol' -> player names."""
    names = parse_list(text, players=True)
    if any(f'"{name}"' in text for name in names):
        raise PhraseError(f"player names are written without quotes: {text!r}")
    return names


def parse_step(text: str) -> str:
    """'the precombat main phase' / 'upkeep' / 'combat damage step' -> a name from STEPS."""
    name = re.sub(r"^the ", "", text.strip())
    name = re.sub(r" (step|phase)$", "", name)
    if name not in STEPS:
        raise PhraseError(f"unknown step {text!r}; steps are: {', '.join(STEPS)}")
    return name


def quoted(items: Iterable[str], players: Iterable[str]) -> str:
    """'"A", "B" and C' (player names bare, everything else in double quotes): parse_list's
    inverse."""
    names = set(players)
    parts = [item if item in names else f'"{item}"' for item in items]
    return " and ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " and " + parts[-1]


def step_phrase(step: str) -> str:
    """A step name as the steps write it: "upkeep", "precombat main phase", "end step"
    (parse_step's inverse)."""
    if step.endswith("main"):
        return f"{step} phase"
    return step if step == "upkeep" else f"{step} step"


def table_rows(table: Table | None, columns: set[str], required: set[str]) -> list[dict[str, str]]:
    """A data table as dicts keyed by lower-case header; unknown or missing columns are errors."""
    if not table or len(table) < 2:
        raise PhraseError("this step needs a data table with a header row and at least one row")
    header = [cell.strip().lower() for cell in table[0]]
    unknown = [h for h in header if h not in columns]
    if unknown:
        raise PhraseError(f"unknown table column {unknown[0]!r}; columns: {', '.join(sorted(columns))}")
    missing = sorted(required - set(header))
    if missing:
        raise PhraseError(f"the table needs a {missing[0]!r} column")
    return [{h: cell.strip() for h, cell in zip(header, row, strict=True)} for row in table[1:]]


_SHARE = re.compile(rf"(?P<amount>\d+) to (?P<to>{QUOTED}|{PLAYER})")


def parse_damage_assignment(text: str) -> tuple[str, ...]:
    """'3 to "Grizzly Bears", 2 to Bob' -> one recipient per point of damage, in the order
    written (the answer of an assign-combat-damage decision, docs/PROTOCOL.md)."""
    parts = [p.strip() for p in re.split(r",(?: and)? | and ", text.strip())]
    answer: list[str] = []
    for part in parts:
        m = _SHARE.fullmatch(part)
        if not m:
            raise PhraseError(f"a damage share is written 'N to \"Label\"' or 'N to Player', "
                              f"got {part!r}")
        answer += [m["to"].strip('"')] * int(m["amount"])
    return tuple(answer)
