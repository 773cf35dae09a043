"""The mechanic's words in every seed language (glossary.toml), for matching questions."""
from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from ..scenarios.cache import cache_path, load, store
from ..scenarios.record import Record
from . import DATA_DIR, DataError, _load
from .names import fold, is_wide


class Term(Record):
    """One of the mechanic's words, in every seed language it is given in."""

    en: str  # the words the scenarios use
    forms: tuple[tuple[str, str], ...]  # (language, folded form)
    source: str  # "seeds" (printed on the seed cards) or "project" (written by the project)

    def found_in(self, folded_query: str) -> str | None:
        """The language of the first form found in ``folded_query`` (already folded)."""
        spaced = f" {folded_query}"
        for lang, form in self.forms:
            if (form in folded_query) if is_wide(form) else (f" {form}" in spaced):
                return lang
        return None


@cache
def glossary() -> tuple[Term, ...]:
    """Every term, its forms folded: kept in the cache (scenarios/cache.py) while glossary.toml
    and the code that reads and folds it are unchanged (folding every form was a tenth of a
    ``rulings lookup``'s own work)."""
    try:
        key = ("glossary", 1, *((str(p), (s := os.stat(p)).st_mtime_ns, s.st_size)
                                for p in _SOURCES))
    except OSError:
        return _read()
    where = cache_path("glossary", str(DATA_DIR.resolve()))
    stored = load(where, key)
    if isinstance(stored, tuple):
        return stored
    terms = _read()
    store(where, key, terms)
    return terms


_SOURCES = (DATA_DIR / "glossary.toml", Path(__file__), Path(__file__).with_name("names.py"))


def _read() -> tuple[Term, ...]:
    raw = _load("glossary.toml")
    out = []
    for i, entry in enumerate(raw.get("term", [])):
        where = f"glossary.toml term[{i}]"
        en = entry.get("en")
        if not isinstance(en, str) or not en.strip():
            raise DataError(f"{where}: missing field 'en'")
        forms = []
        for lang, values in entry.items():
            if lang in ("en", "source"):
                continue
            if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
                raise DataError(f"{where}.{lang}: expected a list of strings")
            forms.extend((lang, fold(v)) for v in values if fold(v))
        out.append(Term(en, tuple(forms), str(entry.get("source", "seeds"))))
    return tuple(out)
