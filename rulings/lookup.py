"""Finding scenarios: by words (ranked), by card name in any printed language, by rule number
(old numbers too), by card and by tag. Criteria given together must all match.

No hit raises NoMatch, whose one-line message lists the closest known terms (difflib).
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import CR_VERSION, RulingsError
from .data import cards, cr_data, rulings
from .data.names import fold, is_wide, match_names, slugify
from rulings.scenarios.index import Entry, Index

if TYPE_CHECKING:  # rule numbers are read only by --cr and cited_rule: a faster judge's start
    from .data.crnumbers import RuleNumber

_STOP_WORDS = frozenset(
    "a an and are as at be by do does for from has have how in is it its of on or that the this "
    "to what when who with".split()
)
_SUFFIXES = ("ing", "ed", "es", "s")
_WEIGHTS = {"name": 3.0, "tags": 2.0, "feature": 1.5, "steps": 1.0, "context": 0.5}


class NoMatch(RulingsError):
    """Nothing matched; ``suggestions`` are the closest known terms."""

    def __init__(self, what: str, suggestions: Sequence[str] = ()) -> None:
        self.suggestions = tuple(suggestions)
        tail = "; closest: " + ", ".join(f'"{s}"' for s in self.suggestions) if suggestions else ""
        super().__init__(f"{what}{tail}")


@dataclass(frozen=True)
class Hit:
    entry: Entry
    score: float
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class Result:
    hits: tuple[Hit, ...]
    notes: tuple[str, ...] = ()


@dataclass
class _Scores:
    """Scores of the entries one criterion matched, with why, and notes for the reader."""

    score: dict[str, float] = field(default_factory=dict)
    why: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def add(self, entry: Entry, score: float, reason: str) -> None:
        self.score[entry.id] = self.score.get(entry.id, 0.0) + score
        reasons = self.why.setdefault(entry.id, [])
        if reason not in reasons:
            reasons.append(reason)


def lookup(index: Index, query: str = "", *, cr: str | None = None, card: str | None = None,
           tags: Sequence[str] = ()) -> Result:
    """Scenarios matching every criterion given, best first."""
    criteria: list[tuple[str, _Scores]] = []
    if query.strip():
        criteria.append((f'"{query}"', _by_query(index, query)))
    if cr:
        criteria.append((f"--cr {cr}", _by_cr(index, cr)))
    if card:
        criteria.append((f"--card {card}", _by_card(index, card)))
    for tag in tags:
        criteria.append((f"--tag {tag}", _by_tag(index, tag)))
    if not criteria:
        raise RulingsError("lookup: give words to search for, or --cr, --card or --tag")
    ids = set.intersection(*(set(s.score) for _, s in criteria))
    if not ids:
        raise NoMatch("no scenario matches all of " + ", ".join(name for name, _ in criteria))
    by_id = {e.id: e for e in index.entries}
    hits = [
        Hit(by_id[i], sum(s.score[i] for _, s in criteria),
            tuple(r for _, s in criteria for r in s.why[i]))
        for i in ids
    ]
    hits.sort(key=lambda h: (-h.score, _natural(h.entry.id)))
    notes = tuple(dict.fromkeys(n for _, s in criteria for n in s.notes))
    return Result(tuple(hits), notes)


def _natural(text: str) -> list[object]:
    return [int(p) if p.isdecimal() else p for p in re.split(r"(\d+)", text)]


# --- rule numbers ---------------------------------------------------------------------------

def cited_rule(tag_value: str) -> tuple[RuleNumber, str]:
    """A ``cr`` tag's value (``726.2:2026-09-25``) as (number in current numbering, version)."""
    from .data.crnumbers import parse, to_current

    number, _, version = tag_value.partition(":")
    version = version or CR_VERSION
    return to_current(parse(number, f"@cr:{tag_value}"), version, cr_data()), version


def _by_cr(index: Index, text: str) -> _Scores:
    from .data.crnumbers import RuleNumberError, parse, readings

    data = cr_data()
    query = parse(text, "--cr")
    found = _Scores()
    cited: set[str] = set()
    options = readings(query, data)
    for entry in index.entries:
        for value in entry.tag_values("cr"):
            try:
                number, _ = cited_rule(value)
            except RuleNumberError:
                continue
            cited.add(str(number))
            for rank, reading in enumerate(options):
                if reading.number.covers(number):
                    exact = 3.0 if number == reading.number else 2.0
                    found.add(entry, exact - 0.5 * (rank > 0), f"@cr:{value}")
    found.notes.extend(r.note for r in options)  # which version each reading read it as
    if not found.score:
        numbers = " or ".join(dict.fromkeys(str(r.number) for r in options))
        raise NoMatch(f"no scenario cites CR {numbers} (numbered as in CR {data.current_version})",
                      difflib.get_close_matches(str(query), sorted(cited), n=5, cutoff=0.5))
    return found


# --- cards ----------------------------------------------------------------------------------

def _card_tags(index: Index) -> dict[str, list[Entry]]:
    out: dict[str, list[Entry]] = {}
    for entry in index.entries:
        for slug in entry.tag_values("card"):
            out.setdefault(slug, []).append(entry)
    return out


def _by_card(index: Index, text: str) -> _Scores:
    tagged = _card_tags(index)
    strength = {m.card.slug: m.strength for m in match_names(text, cards(), anywhere=True)}
    wanted = slugify(text)
    for slug in tagged:
        if slug == wanted:
            strength[slug] = 3
        elif len(wanted) >= 3 and wanted in slug:
            strength.setdefault(slug, 2)
    if not strength:
        raise NoMatch(f"no card named {text!r}", suggest(text, _card_vocabulary(index)))
    found = _Scores()
    for slug, power in strength.items():
        for entry in tagged.get(slug, []):
            found.add(entry, float(power), f"@card:{slug}")
    if not found.score:
        raise NoMatch("no scenario is tagged " + ", ".join(f"@card:{s}" for s in sorted(strength)))
    return found


def _card_vocabulary(index: Index) -> list[str]:
    """Card names in every language, their longer words ("Fackel"), and card tags in use."""
    names = [name for c in cards() for name in c.names.values()]
    words = [w for name in names for w in name.split() if len(w) >= 4 and w not in names]
    return names + words + sorted(_card_tags(index))


# --- tags -----------------------------------------------------------------------------------

def _by_tag(index: Index, text: str) -> _Scores:
    wanted = text.strip().lstrip("@")
    found = _Scores()
    for entry in index.entries:
        for tag in entry.tags:
            if tag == wanted or tag.startswith(f"{wanted}:"):
                found.add(entry, 1.0, f"@{tag}")
    if not found.score:
        vocabulary = sorted({t for e in index.entries for t in e.tags})
        raise NoMatch(f"no scenario is tagged @{wanted}", suggest(wanted, vocabulary))
    return found


# --- words ----------------------------------------------------------------------------------

def _stem(term: str) -> str:
    for suffix in _SUFFIXES:
        if term.endswith(suffix) and len(term) - len(suffix) >= 4:
            return term[: -len(suffix)]
    return term


@dataclass(frozen=True)
class _Term:
    """One word of a query, prepared once: wide-script terms match anywhere in the text, others
    match a whole word or, by their stem, the start of a word."""

    text: str
    wide: bool
    stem: str  # " stem", or "" when the stem is too short to match a word's start

    @classmethod
    def of(cls, term: str) -> _Term:
        stem = _stem(term)
        return cls(term, is_wide(term), f" {stem}" if len(stem) >= 4 else "")

    def matches(self, words: set[str], spaced: str) -> bool:
        """``spaced``: the folded field with a leading space (folded text has single spaces)."""
        if self.wide:
            return self.text in spaced
        return self.text in words or bool(self.stem and self.stem in spaced)


def _fields(entry: Entry) -> dict[str, str]:
    context = [rulings()[r].text for r in entry.tag_values("ruling") if r in rulings()]
    steps = [s.text for s in entry.steps] + [c for s in entry.steps for row in s.table for c in row]
    return {
        "name": fold(entry.name),
        "tags": fold(" ".join(entry.tags)),
        "feature": fold(f"{entry.feature} {entry.rule or ''}"),
        "steps": fold(" ".join(steps)),
        "context": fold(" ".join(context)),
    }


def _by_query(index: Index, query: str) -> _Scores:
    found = _Scores()
    family = index.family(query)
    if family:
        for entry in family:
            found.add(entry, 1000.0, f"id {entry.id}")
        return found
    ruling_id = query.strip().lstrip("@").removeprefix("ruling:")
    if ruling_id in rulings():
        for entry in index.entries:
            if ruling_id in entry.tag_values("ruling"):
                found.add(entry, 500.0, f"@ruling:{ruling_id}")
        found.notes.append(f"{ruling_id}: {rulings()[ruling_id].text}")
        if not found.score:
            raise NoMatch(f"no scenario demonstrates the ruling {ruling_id} yet")
        return found
    tagged = _card_tags(index)
    for match in match_names(query, cards()):
        for entry in tagged.get(match.card.slug, []):
            found.add(entry, 30.0 * match.strength, f"card {match.name} ({match.lang})")
        found.notes.append(f'"{match.name}" ({match.lang}) is {match.card.name}')
    terms = [_Term.of(t) for t in fold(query).split()
             if t not in _STOP_WORDS and (len(t) > 1 or t.isdigit())]
    for entry in index.entries:
        fields = [(_WEIGHTS[name], set(text.split()), f" {text}")
                  for name, text in _fields(entry).items()]
        matched, weight = 0, 0.0
        for term in terms:
            best = max((w for w, words, spaced in fields if term.matches(words, spaced)),
                       default=0.0)
            if best:
                matched += 1
                weight += best
        if matched:
            bonus = 5.0 if matched == len(terms) else 0.0
            found.add(entry, 10.0 * matched + weight + bonus,
                      f"{matched}/{len(terms)} words")
    if not found.score:
        raise NoMatch(f"no scenario matches {query!r}", suggest(query, _vocabulary(index)))
    return found


def _vocabulary(index: Index) -> list[str]:
    words = {w for e in index.entries for w in fold(e.name).split() if len(w) > 3}
    ids = {e.id for e in index.entries}
    return _card_vocabulary(index) + sorted(ids) + sorted(rulings()) + sorted(words)


def suggest(text: str, vocabulary: Sequence[str], n: int = 5) -> list[str]:
    """The closest entries of ``vocabulary`` to ``text``, compared in folded form."""
    folded: dict[str, str] = {}
    for item in vocabulary:
        folded.setdefault(fold(item), item)
    close = difflib.get_close_matches(fold(text), list(folded), n=n, cutoff=0.7)
    return [folded[c] for c in close]
