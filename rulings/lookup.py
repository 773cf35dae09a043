"""Finding scenarios: by words (ranked), by card name in any printed language, by rule number
(old numbers too), by card and by tag. Criteria given together must all match.

No hit raises NoMatch, whose one-line message lists the closest known terms (difflib).
"""
from __future__ import annotations

import difflib
import itertools
import marshal
import math
import os
import re
import sys
from collections.abc import Iterator, Mapping, Sequence
from bisect import bisect_left
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from . import CR_VERSION, RulingsError
from . import cardpool
from .data import cards, cr_data, rulings
from .data.names import fold, is_wide, match_names, slugify
from rulings.scenarios.cache import cache_path, load, store
from rulings.scenarios.index import Entry, Index
from rulings.scenarios.record import Record  # not dataclasses: 0.5 ms per class at start

if TYPE_CHECKING:  # rule numbers are read only by --cr and cited_rule: a faster judge's start
    from .data.crnumbers import RuleNumber

_STOP_WORDS = frozenset(
    # English, then the most common function words of the other Latin and Cyrillic seed
    # languages (de es fr it pt ru), so "quand" or "wenn" do not match a card's printed text
    "a an and are as at be by do does for from has have how in is it its of on or that the this "
    "to what when who with happen happens "
    "was wenn ich die der das den dem ein eine und ist ich du mit von zu im "
    "que qu quoi se il je la le les de du des un une et en quand si est "
    "qué pasa cuando el los las del una y es "
    "cosa succede quando di il una e se "
    "o acontece você voce do da um uma "
    "что когда вы если и в на с".split()
)
_SUFFIXES = ("ing", "ed", "es", "s")
_WEIGHTS = {"name": 3.0, "tags": 2.0, "feature": 1.5, "printed": 1.5, "steps": 1.0,
            "context": 1.0}


class NoMatch(RulingsError):
    """Nothing matched; ``suggestions`` are the closest known terms."""

    def __init__(self, what: str, suggestions: Sequence[str] = ()) -> None:
        self.suggestions = tuple(suggestions)
        tail = "; closest: " + ", ".join(f'"{s}"' for s in self.suggestions) if suggestions else ""
        super().__init__(f"{what}{tail}")


class Hit(Record):
    """A scenario found, with its score and why it matched."""

    entry: Entry
    score: float
    reasons: tuple[str, ...]
    quality: float = 1.0  # how well it matched, 0-1: 1 an exact name or id, less for fewer words

    def __init__(self, entry: Entry, score: float, reasons: tuple[str, ...],
                 quality: float = 1.0) -> None:  # by hand: a lookup makes hundreds
        self.__dict__.update(entry=entry, score=score, reasons=reasons, quality=quality)

    @property
    def match(self) -> str:
        """How well it matched, in a word: exact, strong, partial or weak."""
        q = self.quality
        return "exact" if q >= 0.99 else "strong" if q >= 0.7 else "partial" if q >= 0.4 \
            else "weak"


class Result(Record):
    """The scenarios found, best first, with notes for the reader."""

    hits: tuple[Hit, ...]
    notes: tuple[str, ...] = ()
    lang: str | None = None  # the seed language the query named a card in, if not English


class _Scores:
    """Scores of the entries one criterion matched, with why, and notes for the reader."""

    def __init__(self) -> None:
        self.score: dict[str, float] = {}
        self.why: dict[str, list[str]] = {}
        self.notes: list[str] = []
        self.quality: dict[str, float] = {}  # absent: 1.0
        self.lang: str | None = None

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
    if len(criteria) == 1:  # the usual case, the same hits without three sums per entry
        only = criteria[0][1]
        hits = [Hit(by_id[i], only.score[i], tuple(only.why[i]), only.quality.get(i, 1.0))
                for i in ids]
    else:
        hits = [
            Hit(by_id[i], sum(s.score[i] for _, s in criteria),
                tuple(r for _, s in criteria for r in s.why[i]),
                min(s.quality.get(i, 1.0) for _, s in criteria))
            for i in ids
        ]
    ranks = _natural_ranks(index)
    hits.sort(key=lambda h: (-h.score, ranks[h.entry.id]))
    notes = tuple(dict.fromkeys(n for _, s in criteria for n in s.notes))
    return Result(tuple(hits), notes, next((s.lang for _, s in criteria if s.lang), None))


def _natural_ranks(index: Index) -> dict[str, int]:
    """Each entry id's place in natural order ("X-2" before "X-10"): as a word search keeps it
    with its postings (_prepared), or sorted here."""
    cached = _PREPARED.get(id(index))
    if cached and cached[0] is index:
        return cached[1].ranks
    return {entry_id: n for n, entry_id in enumerate(_natural_order(index))}


def _natural_order(index: Index) -> list[str]:
    return sorted((e.id for e in index.entries), key=_natural)


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
    for entry in index.entries:  # entry.tag_values("card"), inlined: once per entry per query
        for tag in entry.tags:
            if tag.startswith("card:"):
                out.setdefault(tag[5:], []).append(entry)
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


# --- words ---------------------------------------------------------------------------------
#
# A scenario is found by its words in every field below, each with a weight. Words of scripts
# written with spaces match whole, or by their stem at the start of a word ("blocking" finds
# "blocked"). Japanese, Chinese and Korean are matched by character bigrams: each pair of
# adjacent characters is a term (as Lucene's CJK analyzer does). Bigrams need no dictionary, so
# they work alike for the three scripts (a segmenter covers one language each: jieba Chinese,
# MeCab/fugashi Japanese with a large dictionary to load) and cost nothing at start-up; a word
# that a segmenter would cut differently in the query and in the text still shares its bigrams.
# Rare terms count more than common ones (inverse document frequency). The question's words in
# other languages also bring in their English words (rulings/data/glossary.toml), and each
# scenario carries the printed text, in every seed language, of the card abilities it
# demonstrates.

def _stem(term: str) -> str:
    for suffix in _SUFFIXES:
        if term.endswith(suffix) and len(term) - len(suffix) >= 4:
            return term[: -len(suffix)]
    return term


_PREFIX = "\u2026"  # marks a prefix key: "block…" is the start of some word of the field


def _grams(token: str) -> list[str]:
    """Character bigrams of a CJK or Hangul token; a one-character token is a term only when it
    is an ideograph (抽 "draw"), not a lone kana or Hangul syllable (a particle: を, 를)."""
    if len(token) == 1:
        return [token] if "\u3400" <= token <= "\u9fff" else []
    return [token[i:i + 2] for i in range(len(token) - 1)]


@lru_cache(maxsize=4096)  # many scenarios share a ruling's or a card's text
def _keys(folded: str) -> frozenset[str]:
    """What a folded field offers to match: its words and, for CJK and Hangul, bigrams."""
    out: set[str] = set()
    for token in folded.split():
        if not token.isascii() and is_wide(token):
            out.update(_grams(token))
        else:
            out.add(token)
    return frozenset(out)


class _Term:
    """One term of a query: the keys that match it (its word, or its stem as a word's start)."""

    __slots__ = ("text", "keys")

    def __init__(self, text: str, keys: tuple[str, ...]) -> None:
        self.text = text
        self.keys = keys

    @classmethod
    def of(cls, token: str) -> list[_Term]:
        if is_wide(token):
            return [cls(g, (g,)) for g in _grams(token)]
        stem = _stem(token)
        return [cls(token, (token, stem + _PREFIX) if len(stem) >= 4 else (token,))]


class _Rows(Mapping[str, dict[int, float]]):
    """Postings as stored in the cache: each row marshalled apart, and unmarshalled when first
    read (a query reads a few rows of over a thousand: a faster start). The rows are stored
    end to end in one bytes object, the n-th word's row ending at ``ends[n]`` (unsigned 64-bit
    integers, in bytes too): three such objects unpickle five times faster than a dict of
    2,000 words to 2,000 rows (0.5 ms of a lookup's start)."""

    def __init__(self, words: list[str], ends: bytes, packed: bytes) -> None:
        self._words = words  # sorted: a word's row is found by bisection
        self._ends = memoryview(ends).cast("Q")  # not the array module: 0.3 ms to import
        self._packed = packed
        self._rows: dict[str, dict[int, float]] = {}

    @staticmethod
    def pack(words: list[str], postings: Mapping[str, dict[int, float]]) -> tuple[bytes, bytes]:
        """(ends, packed) of ``postings`` (by sorted ``words``), for the cache."""
        rows = [marshal.dumps(postings[word]) for word in words]
        ends = itertools.accumulate(len(row) for row in rows)  # as unsigned 64-bit, "Q"
        return b"".join(end.to_bytes(8, sys.byteorder) for end in ends), b"".join(rows)

    def __getitem__(self, key: str) -> dict[int, float]:
        row = self._rows.get(key)
        if row is None:
            at = bisect_left(self._words, key)
            if at == len(self._words) or self._words[at] != key:
                raise KeyError(key)
            start = self._ends[at - 1] if at else 0
            row = self._rows[key] = marshal.loads(self._packed[start:self._ends[at]])
        return row

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


class _Prepared:
    """An index made ready for word search once: where each word and bigram occurs, and the
    entries' ids in natural order (kept with the postings: sorting them was 1 ms of a lookup)."""

    def __init__(self, entries: list[Entry], postings: Mapping[str, dict[int, float]],
                 words: list[str], ids: list[str]) -> None:
        self.entries = entries
        self.postings = postings  # key -> {entry's place: its best field's weight}
        self.words = words  # sorted: the words starting with a stem are a slice
        self.ranks = {entry_id: n for n, entry_id in enumerate(ids)}  # id -> place in order

    def matching(self, key: str) -> dict[int, float]:
        """Entries (place -> best field weight) with ``key``: a word or bigram, or a stem
        ending in _PREFIX that matches the start of a word."""
        if not key.endswith(_PREFIX):
            return self.postings.get(key, {})
        stem = key[:-1]
        out: dict[int, float] = {}
        at = bisect_left(self.words, stem)
        while at < len(self.words) and self.words[at].startswith(stem):
            for place, weight in self.postings[self.words[at]].items():
                if out.get(place, 0.0) < weight:
                    out[place] = weight
            at += 1
        return out

    @property
    def vocabulary(self) -> list[str]:
        return [w for w in self.words if len(w) >= 4 and not is_wide(w)]


_PREPARED: dict[int, tuple[Index, _Prepared]] = {}


def _prepared(index: Index) -> _Prepared:
    cached = _PREPARED.get(id(index))
    if cached and cached[0] is index:
        return cached[1]
    key = _prepared_key(index)
    # one cache file per set of feature files, holding the postings of their latest versions
    where = cache_path("postings", [f[0] for f in key[4:]]) if key is not None else None
    stored = load(where, key) if where is not None else None
    if isinstance(stored, tuple) and len(stored) == 4:
        # the words and ids each one string (neither holds a newline: they are parts of
        # folded text split at white space, and tags' values)
        joined, ends, packed, ids = stored
        words = joined.split("\n") if joined else []
        ready = _Prepared(list(index.entries), _Rows(words, ends, packed), words,
                          ids.split("\n") if ids else [])
    else:
        postings: dict[str, dict[int, float]] = {}
        for place, entry in enumerate(index.entries):
            for name, text in _fields(entry).items():
                weight = _WEIGHTS[name]
                for word in _keys(text):
                    row = postings.setdefault(word, {})
                    if row.get(place, 0.0) < weight:
                        row[place] = weight
        words = sorted(postings)
        ids = _natural_order(index)
        ready = _Prepared(list(index.entries), postings, words, ids)
        if where is not None:
            store(where, key, ("\n".join(words), *_Rows.pack(words, postings), "\n".join(ids)))
    _PREPARED.clear()
    _PREPARED[id(index)] = (index, ready)
    return ready


# What the postings are made of besides the feature files: this module's folding and fields,
# and the data they read (rulings' and cards' texts: the card pool's files).
_PREPARED_SOURCES = (*(Path(__file__).parent / name for name in (
    "lookup.py", "data/names.py", "data/__init__.py")), *cardpool.card_files(),
    cardpool.SHARED_RULINGS)


def _prepared_key(index: Index) -> tuple | None:
    """What the postings of ``index`` depend on: every feature file it was built from and every
    source above (path, size, modification time), with the indexer's code version; None when
    the index has no files (built in memory) or one is gone. The feature files are as they were
    when the index read them (``index.stamps``), when it says."""
    from rulings.scenarios.index import _CODE_VERSION

    if not index.files:
        return None
    try:
        stats = [(str(Path(p).resolve()), (s := os.stat(p)).st_mtime_ns, s.st_size)
                 for p in ((*index.files, *_PREPARED_SOURCES) if not index.stamps
                           else _PREPARED_SOURCES)]
    except OSError:
        return None
    files = [(path, mtime, size) for path, _, mtime, size in index.stamps]
    return ("postings", 4, len(index.entries), _CODE_VERSION, *files, *stats)


@cache
def _printed_lines() -> dict[str, str]:
    """Ruling id -> the ability's printed text in every seed language (Oracle rulings only)."""
    out: dict[str, str] = {}
    oracle = {r.id: r for r in rulings().values() if r.kind == "oracle"}
    for c in cards():
        lines = c.oracle.strip().splitlines()
        for rid, ruling in oracle.items():
            if c.slug in ruling.cards and ruling.text in lines:
                n = lines.index(ruling.text)
                out[rid] = " ".join(t.strip().splitlines()[n] for t in c.printed.values()
                                    if len(t.strip().splitlines()) == len(lines))
    return out


_ELISION = str.maketrans(dict.fromkeys("'’‘ʼ`", " "))  # not a regex: 0.3 ms to compile


@lru_cache(maxsize=4096)  # a ruling's or a card's text recurs in many scenarios
def _fold_both(text: str) -> str:
    """``text`` folded, and again with apostrophes as spaces when that differs: "l'initiative"
    gives "linitiative initiative", "Trailblazer's" gives "trailblazers" ("s" is too short)."""
    joined = fold(text)
    apart = fold(text.translate(_ELISION))
    return joined if apart == joined else f"{joined} {apart}"


def _fields(entry: Entry) -> dict[str, str]:
    ids = entry.tag_values("ruling")
    context = [rulings()[r].text for r in ids if r in rulings()]
    printed = [_printed_lines()[r] for r in ids if r in _printed_lines()]
    steps = [s.text for s in entry.steps] + [c for s in entry.steps for row in s.table for c in row]
    return {
        "name": _fold_both(entry.name),
        "tags": fold(" ".join(entry.tags)),
        "feature": _fold_both(f"{entry.feature} {entry.rule or ''}"),
        "printed": _fold_both(" ".join(printed)),
        "steps": _fold_both(" ".join(steps)),
        "context": _fold_both(" ".join(context)),
    }


def _terms(folded: str) -> list[_Term]:
    out: dict[str, _Term] = {}
    for token in folded.split():
        if token in _STOP_WORDS or (len(token) < 2 and not token.isdigit() and not is_wide(token)):
            continue
        for term in _Term.of(token):
            out.setdefault(term.text, term)
    return list(out.values())


def _translate(folded: str) -> tuple[str, list[_Term]]:
    """The glossary terms found in the (folded) query in another language, each one term that
    matches its English words or the foreign word itself (counted once), and the query without
    those words."""
    from .data.glossary import glossary

    found: list[_Term] = []
    for term in glossary():
        lang = term.found_in(folded)
        if not lang or lang == "en":
            continue
        keys = [k for t in _terms(fold(term.en)) for k in t.keys]
        for form_lang, form in term.forms:
            if is_wide(form):
                if form in folded:
                    keys += _grams(form.replace(" ", ""))
                    folded = folded.replace(form, " ")
                continue
            words = folded.split()
            for word in [w for w in words if w.startswith(form.split()[0])]:
                keys += [k for t in _Term.of(word) for k in t.keys]
                if " " not in form:
                    words.remove(word)
            folded = " ".join(words)
        found.append(_Term(term.en, tuple(dict.fromkeys(keys))))
    return folded, found


def _by_query(index: Index, query: str) -> _Scores:
    found = _Scores()
    # ids (scenarios', rulings') are tags' values, which hold no space: a query of several
    # words is neither, and is not looked up as one (427 entries compared, the rulings read)
    one_word = len(query.split()) == 1
    family = index.family(query) if one_word else []
    if family:
        for entry in family:
            found.add(entry, 1000.0, f"id {entry.id}")
            found.quality[entry.id] = 1.0
        return found
    ruling_id = query.strip().lstrip("@").removeprefix("ruling:")
    if one_word and ruling_id in rulings():
        for entry in index.entries:
            if ruling_id in entry.tag_values("ruling"):
                found.add(entry, 500.0, f"@ruling:{ruling_id}")
                found.quality[entry.id] = 1.0
        found.notes.append(f"{ruling_id}: {rulings()[ruling_id].text}")
        if not found.score:
            raise NoMatch(f"no scenario demonstrates the ruling {ruling_id} yet")
        return found
    ready = _prepared(index)
    folded = _fold_both(query)
    matches = match_names(query, cards())
    corrected: list[str] = []
    if not matches:
        from .fuzzy import correct_name

        fix = correct_name(folded, cards())
        if fix:
            matches = [fix.match]
            corrected.append(fix.match.name)
            folded = _fold_both(fix.match.name) if fix.whole else folded
    tagged = _card_tags(index) if matches else {}  # most questions name no card
    for match in matches:
        for entry in tagged.get(match.card.slug, []):
            found.add(entry, 30.0 * match.strength, f"card {match.name} ({match.lang})")
            found.quality[entry.id] = max(found.quality.get(entry.id, 0.0),
                                          _NAME_QUALITY[match.strength])
        found.notes.append(f'"{match.name}" ({match.lang}) is {match.card.name}')
        if match.lang != "en" and found.lang is None:
            found.lang = match.lang
    terms = _terms(folded)
    if not corrected:
        from .fuzzy import correct_words

        fixed = correct_words(folded, [t.text for t in terms if not is_wide(t.text)
                                       and not any(ready.matching(k) for k in t.keys)],
                              lambda: ready.vocabulary)
        if fixed != folded:
            corrected.append(fixed)
            folded = fixed
            terms = _terms(folded)
    if corrected:
        found.notes.insert(0, f'showing results for "{corrected[0]}" (you typed "{query}")')
    rest, concepts = _translate(folded)
    if concepts:
        terms = _terms(rest) + concepts
    total = len(ready.entries) + 1
    found_by: list[dict[int, float]] = []
    weights = []
    for term in terms:
        best: dict[int, float] = {}
        for key in term.keys:
            for place, weight in ready.matching(key).items():
                if best.get(place, 0.0) < weight:
                    best[place] = weight
        found_by.append(best)
        idf = math.log(1 + total / (len(best) + 0.5))
        # a CJK word gives a bigram per character: together they weigh about one word
        weights.append(idf * _BIGRAM_WEIGHT if is_wide(term.text) else idf)
    possible = sum(weights) or 1.0  # words found nowhere lower every match
    matched: dict[int, int] = {}
    scored: dict[int, float] = {}
    covered: dict[int, float] = {}
    for best, idf in zip(found_by, weights):
        for place, weight in best.items():
            matched[place] = matched.get(place, 0) + 1
            scored[place] = scored.get(place, 0.0) + idf * weight
            covered[place] = covered.get(place, 0.0) + idf
    for place, count in matched.items():
        entry = ready.entries[place]
        coverage = covered[place] / possible
        found.add(entry, 3.0 * scored[place] + 20.0 * coverage, f"{count}/{len(terms)} words")
        found.quality[entry.id] = max(found.quality.get(entry.id, 0.0), coverage)
    if not found.score:
        raise NoMatch(f"no scenario matches {query!r}", suggest(query, _vocabulary(index)))
    return found


_BIGRAM_WEIGHT = 0.4
_NAME_QUALITY = {3: 1.0, 2: 0.8, 1: 0.6}


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
