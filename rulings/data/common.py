"""The common words of every seed language (common.toml), folded: what lookup never corrects."""
from __future__ import annotations

from functools import cache

from . import DataError, _load
from .names import fold

LANGS = ("en", "de", "es", "fr", "it", "pt", "ru", "ja", "ko", "zhs", "zht")


@cache
def common_words() -> dict[str, frozenset[str]]:
    """Language code -> its common words, folded."""
    raw = _load("common.toml")
    out = {}
    for lang in LANGS:
        text = raw.get(lang)
        if not isinstance(text, str):
            raise DataError(f"common.toml: missing the words of language {lang!r}")
        out[lang] = frozenset(w for word in text.split() if (w := fold(word)))
    return out


@cache
def all_common() -> frozenset[str]:
    """Every language's common words together (folded; a folded word may be two words)."""
    return frozenset(part for words in common_words().values() for w in words
                     for part in w.split())
