"""The questions each scenario answers, as judges, players and engine authors ask them, in every
seed language (asked/<folder>/<feature>.toml, one file per feature file; asked/README.md says
how they are written). Lookup indexes them as a field of their scenario (rulings/wordindex.py):
document expansion, written from the scenarios and never from the evaluation sets.
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from . import DATA_DIR, DataError, _parse
from .glossary import LANGUAGES

ASKED_DIR = DATA_DIR / "asked"
_ID = re.compile(r"[A-Z][A-Z0-9]*-\d{3}\Z")


def asked_files() -> tuple[Path, ...]:
    """Every file of questions, in a stable order."""
    return tuple(sorted(ASKED_DIR.glob("*/*.toml")))


@cache
def asked() -> dict[str, tuple[tuple[str, str], ...]]:
    """Scenario id (without an Examples row's ``#n``) -> its questions, each (language, text)."""
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for path in asked_files():
        where = f"{path.relative_to(DATA_DIR)}"
        for sid, table in _parse(path).items():
            if not _ID.match(sid) or not isinstance(table, dict):
                raise DataError(f"{where}: [{sid}] is not a scenario id with a table of "
                                "languages (e.g. [LEAVE-001] en = [...])")
            if sid in out:
                raise DataError(f"{where}: [{sid}] is given a second time")
            texts = []
            for lang, questions in table.items():
                if lang not in LANGUAGES:
                    raise DataError(f"{where}: [{sid}] {lang!r} is not a seed language "
                                    f"({' '.join(LANGUAGES)})")
                if not isinstance(questions, list) or not all(
                        isinstance(q, str) and q.strip() for q in questions):
                    raise DataError(f"{where}: [{sid}] {lang} must be a list of questions")
                texts += [(lang, q) for q in questions]
            out[sid] = tuple(texts)
    return out
