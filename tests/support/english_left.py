"""What English is left in a line said in another seed language: the words of the English
templates (a step's own words, the show/explain labels) still there once the quoted names
(any of the seed languages' quotation marks) and the players' bare names are taken out."""
from __future__ import annotations

import re

from rulings.judging.describe import english

QUOTED = re.compile(r'"[^"]*"|„[^“]*“|«[^»]*»|“[^”]*”|「[^」]*」|‘[^’]*’')
_WORD = re.compile(r"[^\W\d_]+")  # a word of any script ("précombat" is one)
_SCRIPTS = ("ja", "ko", "ru", "zhs", "zht")  # no Latin words of their own at all

# Words an English template has that are also ordinary words of a Latin-script seed language
# (checked by hand: German "in", "an", "Hand", "Engine"; French "zone"; Portuguese "resolve"; ...).
SHARED = {
    "de": {"an", "engine", "hand", "illegal", "in", "initiative", "optional", "teams"},
    "es": {"a", "legal", "no"},
    "fr": {"a", "action", "active", "combat", "exile", "initiative", "mana", "source", "zone"},
    "it": {"a", "dungeon", "in", "mana", "scenario"},
    "pt": {"a", "card", "cards", "in", "legal", "mana", "no", "resolve"},
}


def _english_words() -> frozenset[str]:
    words: set[str] = set()
    for describer, template in english().items():
        if describer.startswith(("then.", "label.", "outcome.", "trace.", "event.", "action.",
                                 "decision", "word.")):
            text = re.sub(r"\(\?P<\w+>|\{[^}]*\}|\\[a-zA-Z]|\[[^\]]*\]", " ", template)
            words |= {w.lower() for w in _WORD.findall(text)}
    return frozenset(words)


ENGLISH = _english_words()


def english_left(text: str, lang: str, names: set[str] = frozenset()) -> set[str]:
    """The English words left in ``text`` said in ``lang`` (``names``: bare player names)."""
    rest = QUOTED.sub(" ", text)
    left = set()
    for word in _WORD.findall(rest):
        if word in names or word.lower() in ("s",):  # a name, or its possessive's s
            continue
        if lang in _SCRIPTS:
            if word.isascii() and len(word) > 1:
                left.add(word)
        elif word.lower() in ENGLISH and word.lower() not in SHARED.get(lang, set()):
            left.add(word)
    return left
