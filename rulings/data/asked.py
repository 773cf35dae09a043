"""The questions each scenario answers, as judges, players and engine authors ask them, in every
seed language (asked/<folder>/<feature>.toml, one file per feature file; asked/README.md says
how they are written). Lookup indexes them as a field of their scenario (rulings/judging/wordindex.py):
document expansion, written from the scenarios and never from the evaluation sets.
"""
from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

from . import DATA_DIR, DataError, _parse
from .glossary import LANGUAGES

ASKED_DIR = DATA_DIR / "asked"
_ID = re.compile(r"[A-Z][A-Z0-9]*-\d{3}\Z")


def asked_files() -> tuple[Path, ...]:
    """Every file of questions, in a stable order. (A directory scan, not Path.glob: lookup's
    start reads this list to know whether its index is still current.)"""
    return tuple(sorted(Path(ASKED_DIR, folder, name) for folder in os.listdir(ASKED_DIR)
                        if os.path.isdir(os.path.join(ASKED_DIR, folder))
                        for name in os.listdir(os.path.join(ASKED_DIR, folder))
                        if name.endswith(".toml")))


@cache
def asked() -> dict[str, dict[str, tuple[tuple[str, str], ...]]]:
    """Feature file (its path under features/, without ``.feature``: "initiative/upkeep") ->
    scenario id (without an Examples row's ``#n``) -> its questions, each (language, text)."""
    out: dict[str, dict[str, tuple[tuple[str, str], ...]]] = {}
    for path in asked_files():
        where = f"{path.relative_to(DATA_DIR)}"
        tables: dict[str, tuple[tuple[str, str], ...]] = {}
        for sid, table in _parse(path).items():
            if not _ID.match(sid) or not isinstance(table, dict):
                raise DataError(f"{where}: [{sid}] is not a scenario id with a table of "
                                "languages (e.g. [LEAVE-001] en = [...])")
            texts = []
            for lang, questions in table.items():
                if lang not in LANGUAGES:
                    raise DataError(f"{where}: [{sid}] {lang!r} is not a seed language "
                                    f"({' '.join(LANGUAGES)})")
                if not isinstance(questions, list) or not all(
                        isinstance(q, str) and q.strip() for q in questions):
                    raise DataError(f"{where}: [{sid}] {lang} must be a list of questions")
                texts += [(lang, q) for q in questions]
            tables[sid] = tuple(texts)
        out[path.relative_to(ASKED_DIR).with_suffix("").as_posix()] = tables
    return out


def questions(feature_path: str, base_id: str) -> tuple[tuple[str, str], ...]:
    """The questions of scenario ``base_id`` of the feature file at ``feature_path`` (absolute,
    as Entry.path): only the suite's own feature files have them (a scenario of another file
    that happens to share an id is another scenario)."""
    from ..scenarios.locations import suite_path  # "features/<path>" for the suite's own files

    rel = suite_path(feature_path)
    if not rel.startswith("features/"):
        return ()
    return asked().get(rel.removeprefix("features/").removesuffix(".feature"), {}).get(
        base_id, ())
