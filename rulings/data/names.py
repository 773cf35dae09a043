"""Matching card names as people type them: any printed language, any case, with or without
accents, full- or half-width characters, and partial names ("Wegsucher", "松明")."""
from __future__ import annotations

import unicodedata
from functools import lru_cache

from ..scenarios.record import Record
from . import Card

_APOSTROPHES = "'’‘ʼ`"
_WIDE_SCRIPTS = 0x2E80  # CJK, kana and hangul start here: no spaces between words


# ASCII text folds by one table lookup per character: the same result, without normalising
_ASCII_FOLD = {i: (None if chr(i) in _APOSTROPHES else chr(i).lower() if chr(i).isalnum() else " ")
               for i in range(128)}


@lru_cache(maxsize=8192)  # card names are folded by every matcher of a query
def fold(text: str) -> str:
    """Case-, accent-, width- and punctuation-insensitive form of ``text``."""
    if text.isascii():
        return " ".join(text.translate(_ASCII_FOLD).split())
    text = unicodedata.normalize("NFKC", text).casefold()
    kept: list[str] = []
    for ch in unicodedata.normalize("NFD", text):
        # drop accents on Latin, Greek and Cyrillic letters; keep kana voicing marks
        if unicodedata.combining(ch) and kept and kept[-1] < "\u0530":
            continue
        kept.append(ch)
    out = []
    for ch in unicodedata.normalize("NFC", "".join(kept)):
        if ch in _APOSTROPHES:
            continue
        out.append(ch if ch.isalnum() else " ")
    return " ".join("".join(out).split())


def is_wide(text: str) -> bool:
    """Whether any character of ``text`` is of a script written without spaces (CJK, kana,
    Hangul): its greatest character is (one comparison in C, not one per character)."""
    return bool(text) and not text.isascii() and ord(max(text)) >= _WIDE_SCRIPTS


class NameMatch(Record):
    """A card whose name, in language ``lang``, matched a query."""

    card: Card
    lang: str
    name: str
    strength: int  # 3: the whole name; 2: part of the name; 1: the name is inside the query


def match_names(query: str, cards: tuple[Card, ...], anywhere: bool = False) -> list[NameMatch]:
    """Cards whose name in some language matches ``query``; the best match per card, best first.

    A partial query must start a word of the name ("Wegsucher", "explorateur" in "Sac
    d'explorateur") unless ``anywhere``; names in CJK scripts or Hangul match anywhere.
    """
    q = fold(query)
    if len(q) < (2 if is_wide(q) else 3):
        return []
    best: dict[str, NameMatch] = {}
    for card in cards:
        for lang, name in card.names.items():
            n = fold(name)
            spaced = fold("".join(" " if ch in _APOSTROPHES else ch for ch in name))
            if q == n:
                strength = 3
            elif q in n and (anywhere or is_wide(q) or any(
                f" {form}".find(f" {q}") >= 0 for form in (n, spaced)
            )):
                strength = 2
            elif f" {n} " in f" {q} " or (is_wide(n) and n in q):  # CJK: no spaces around it
                strength = 1
            else:
                continue
            if card.slug not in best or strength > best[card.slug].strength:
                best[card.slug] = NameMatch(card, lang, name, strength)
    return sorted(best.values(), key=lambda m: (-m.strength, m.card.slug))


def slugify(name: str) -> str:
    """The @card tag form of an English card name: "Trailblazer's Torch" -> trailblazers-torch."""
    return "-".join(fold(name).split())
