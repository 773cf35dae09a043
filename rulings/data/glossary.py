"""The rules glossary (glossary.toml): the initiative's rules words and names in every seed
language, each with the term to write, the forms to read and where the term comes from.

``glossary()`` is what rulings.judging.lookup reads questions with (``Term.en``, ``Term.forms``,
``Term.found_in``, as before); ``Term.write(lang)`` is the canonical term an answer writes in
a language, ``Term.source_of(lang)`` where it comes from, ``Term.gap(lang)`` why a language has
none. The file's schema is described at its top.
"""
from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

from ..scenarios.cache import cache_path, load, store
from ..scenarios.record import Record
from . import DATA_DIR, DataError, _load
from .names import fold, is_wide

# The seed languages, English first (rulings/data/cards.toml prints the cards in these).
LANGUAGES = ("en", "de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht")
KINDS = ("rule", "name")
_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
_PROJECT = "project:"


class Term(Record):
    """One of the mechanic's words, in every seed language it is given in."""

    en: str  # the English words the scenarios use (lookup adds them to a foreign question)
    forms: tuple[tuple[str, str], ...]  # (language, folded form to read), English left out
    source: str  # "seeds" (every source a seed document), "project" (every one written by the
    #             project) or "sources" (published pages and documents among them)
    id: str = ""
    kind: str = "rule"
    writes: tuple[tuple[str, str], ...] = ()  # (language, canonical term to write)
    sources: tuple[tuple[str, str], ...] = ()  # (language, source keys or "project: reason")
    gaps: tuple[tuple[str, str], ...] = ()  # (language, why the language has no term)

    def found_in(self, folded_query: str) -> str | None:
        """The language of the first form found in ``folded_query`` (already folded)."""
        spaced = f" {folded_query}"
        for lang, form in self.forms:
            if (form in folded_query) if is_wide(form) else (f" {form}" in spaced):
                return lang
        return None

    def write(self, lang: str, english_if_missing: bool = False) -> str | None:
        """The term to write in ``lang``: None where the language has a gap, or the English
        term with ``english_if_missing`` (an answer in that language then names it in English,
        as the gap's reason says a judge there does)."""
        written = dict(self.writes)
        return written.get(lang) or (written.get("en") if english_if_missing else None)

    def reads(self, lang: str) -> tuple[str, ...]:
        """The folded forms read in ``lang`` (English: the English words, folded)."""
        if lang == "en":
            return tuple(fold(w) for w in self.en.split())
        return tuple(form for form_lang, form in self.forms if form_lang == lang)

    def source_of(self, lang: str) -> str | None:
        return dict(self.sources).get(lang)

    def gap(self, lang: str) -> str | None:
        return dict(self.gaps).get(lang)


@cache
def glossary() -> tuple[Term, ...]:
    """The rules words (kind "rule"), what lookup reads a question with: a card's, dungeon's or
    room's name is matched by lookup's own name search (rulings/data/names.py), and reading it
    here as well would count it twice. ``entries()`` has the names too."""
    return tuple(t for t in entries() if t.kind == "rule")


@cache
def entries() -> tuple[Term, ...]:
    """Every term, its forms folded: kept in the cache (scenarios/cache.py) while glossary.toml
    and the code that reads and folds it are unchanged (folding every form was a tenth of a
    ``rulings lookup``'s own work)."""
    try:
        key = ("glossary", 2, *((str(p), (s := os.stat(p)).st_mtime_ns, s.st_size)
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


@cache
def source_keys() -> dict[str, str]:
    """The glossary's sources: key -> what it is (a seed document, a URL or a document)."""
    raw = _load("glossary.toml").get("source", {})
    if not isinstance(raw, dict) or not all(isinstance(v, str) and v.strip()
                                            for v in raw.values()):
        raise DataError("glossary.toml [source]: expected key = \"description\" lines")
    return dict(raw)


def term(term_id: str) -> Term | None:
    """The term with that id."""
    return next((t for t in entries() if t.id == term_id), None)


_SOURCES = (DATA_DIR / "glossary.toml", Path(__file__), Path(__file__).with_name("names.py"))


def _read() -> tuple[Term, ...]:
    raw = _load("glossary.toml")
    known = raw.get("source", {})
    out = []
    seen: set[str] = set()
    for i, entry in enumerate(raw.get("term", [])):
        where = f"glossary.toml term[{i}]"
        tid = entry.get("id", "")
        if tid:
            where = f"glossary.toml term {tid!r}"
            if not isinstance(tid, str) or not _ID.match(tid):
                raise DataError(f"{where}: 'id' must be lower-case words joined by '-'")
            if tid in seen:
                raise DataError(f"{where}: a second term with this id")
            seen.add(tid)
        kind = entry.get("kind", "rule")
        if kind not in KINDS:
            raise DataError(f"{where}: 'kind' must be one of {', '.join(KINDS)}")
        en = entry.get("en")
        forms: list[tuple[str, str]] = []
        writes: list[tuple[str, str]] = []
        sources: list[tuple[str, str]] = []
        gaps: list[tuple[str, str]] = []
        if isinstance(en, dict):
            _language(where, "en", en, known, writes, sources, gaps, [])
            en = " ".join(en.get("read", []))
        if not isinstance(en, str) or not en.strip():
            raise DataError(f"{where}: missing field 'en'")
        for lang, values in entry.items():
            if lang in ("en", "source", "id", "kind"):
                continue
            if isinstance(values, dict):
                _language(where, lang, values, known, writes, sources, gaps, forms)
                continue
            if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
                raise DataError(f"{where}.{lang}: expected a list of strings")
            forms.extend((lang, fold(v)) for v in values if fold(v))  # the older form
            sources.append((lang, str(entry.get("source", "seeds"))))
        out.append(Term(en, tuple(forms), _overall(entry, sources), tid, kind, tuple(writes),
                        tuple(sources), tuple(gaps)))
    return tuple(out)


def _language(where: str, lang: str, table: dict, known: dict, writes: list, sources: list,
              gaps: list, forms: list) -> None:
    """One language's table: {write, read, source} or {gap}."""
    here = f"{where}.{lang}"
    if lang not in LANGUAGES:
        raise DataError(f"{here}: not a seed language ({' '.join(LANGUAGES)})")
    unknown = set(table) - {"write", "read", "source", "gap"}
    if unknown:
        raise DataError(f"{here}: unknown field {sorted(unknown)[0]!r}")
    if "gap" in table:
        if set(table) != {"gap"} or not isinstance(table["gap"], str) or not table["gap"].strip():
            raise DataError(f"{here}: a gap is a reason alone: gap = \"why\"")
        gaps.append((lang, table["gap"].strip()))
        return
    write, read, source = table.get("write"), table.get("read"), table.get("source")
    if not isinstance(write, str) or not write.strip():
        raise DataError(f"{here}: missing 'write' (the term to write) or 'gap'")
    if (not isinstance(read, list) or not read
            or not all(isinstance(v, str) and fold(v) for v in read)):
        raise DataError(f"{here}: 'read' must be a list of forms to read")
    if not isinstance(source, str) or not source.strip():
        raise DataError(f"{here}: missing 'source'")
    source = source.strip()
    if source.startswith(_PROJECT):
        if not source[len(_PROJECT):].strip():
            raise DataError(f"{here}: 'project:' needs a reason")
    else:
        for key in source.split():
            if key not in known:
                raise DataError(f"{here}: source {key!r} is not in [source]")
    writes.append((lang, write.strip()))
    sources.append((lang, source))
    if lang != "en":
        forms.extend((lang, fold(v)) for v in read)


def _overall(entry: dict, sources: list[tuple[str, str]]) -> str:
    if "source" in entry and isinstance(entry["source"], str):
        return entry["source"]  # the older form: the whole entry's source
    kinds = {"project" if s.startswith(_PROJECT) else
             "seeds" if all(k.startswith("seed-") for k in s.split()) else "sources"
             for lang, s in sources if lang != "en"}
    return kinds.pop() if len(kinds) == 1 else "sources" if kinds else "seeds"
