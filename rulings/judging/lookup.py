"""Finding scenarios: by words (ranked), by card name in any printed language, by rule number
(old numbers too), by card and by tag. Criteria given together must all match.

No hit raises NoMatch, whose one-line message lists the closest known terms (difflib).
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import CR_VERSION, RulingsError
from ..data import cards, cr_data, rulings
from ..data.names import fold, is_wide, match_names, slugify
from .wordindex import (_PREPARED, analyze, fold_both, grams, natural_order, prepared, score,
                        score_asked, words)
from rulings.scenarios.index import Entry, Index
from rulings.scenarios.record import Record  # not dataclasses: 0.5 ms per class at start

if TYPE_CHECKING:  # rule numbers are read only by --cr and cited_rule: a faster judge's start
    from ..data.crnumbers import RuleNumber

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
        return next((label for label, least in LABELS if q >= least), "weak")


class Result(Record):
    """The scenarios found, best first, with notes for the reader."""

    hits: tuple[Hit, ...]
    notes: tuple[str, ...] = ()
    lang: str | None = None  # the seed language the query named a card in, if not English
    query_lang: str = "en"  # the seed language the query is written in (query_language)


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
    named_in = next((s.lang for _, s in criteria if s.lang), None)
    return Result(tuple(hits), notes, named_in, query_language(query) if query.strip() else
                  (named_in or "en"))


_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def query_language(query: str) -> str:
    """The seed language ``query`` is written in: by its script (kana: Japanese, Hangul: Korean,
    Cyrillic: Russian), else by the rules glossary's words and the card names it holds in a
    language (the most letters found wins); English when nothing says otherwise."""
    if _KANA.search(query):
        return "ja"
    if _HANGUL.search(query):
        return "ko"
    if _CYRILLIC.search(query):
        return "ru"
    from ..data.glossary import glossary

    folded = fold(query)
    spaced = f" {folded} "
    votes: dict[str, int] = {}
    english = {w for t in glossary() for w in fold(t.en).split()}  # "dungeon" is Italian too
    for term in glossary():
        found: dict[str, int] = {}  # per term, a language's longest form found
        for lang, form in term.forms:
            if form in english:
                continue
            if (form in folded) if is_wide(form) else f" {form}" in spaced:  # a word's start
                found[lang] = max(found.get(lang, 0), len(form))
        for lang, n in found.items():
            votes[lang] = votes.get(lang, 0) + n
    for match in match_names(query, cards()):  # a whole card name, or one inside the query
        if match.lang != "en" and match.strength != 2:
            votes[match.lang] = votes.get(match.lang, 0) + len(match.name)
    english_words = sum(len(t.en) for t in glossary() if f" {fold(t.en)} " in spaced)
    best = max(votes, key=lambda lang: votes[lang], default=None)
    return best if best and votes[best] > english_words else "en"


def _natural_ranks(index: Index) -> dict[str, int]:
    """Each entry id's place in natural order ("X-2" before "X-10"): as a word search keeps it
    with its postings (_prepared), or sorted here."""
    cached = _PREPARED.get(id(index))
    if cached and cached[0] is index:
        return cached[1].ranks
    return {entry_id: n for n, entry_id in enumerate(natural_order(index))}


def _natural(text: str) -> list[object]:
    return [int(p) if p.isdecimal() else p for p in re.split(r"(\d+)", text)]


# --- rule numbers ---------------------------------------------------------------------------

def cited_rule(tag_value: str) -> tuple[RuleNumber, str]:
    """A ``cr`` tag's value (``726.2:2026-09-25``) as (number in current numbering, version)."""
    from ..data.crnumbers import parse, to_current

    number, _, version = tag_value.partition(":")
    version = version or CR_VERSION
    return to_current(parse(number, f"@cr:{tag_value}"), version, cr_data()), version


def _by_cr(index: Index, text: str) -> _Scores:
    from ..data.crnumbers import RuleNumberError, parse, readings

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
# A scenario is found by its words, ranked by BM25F over its fields (rulings/judging/wordindex.py: the
# fields, the analysis, the stems). The question's words in other languages also bring in the
# English words of the glossary's terms they are (rulings/data/glossary.toml). A card name in the
# question (any printed language, whole or in part) brings in that card's scenarios; a word
# that is not a word (of the scenarios, of the glossary or of the common words of some seed
# language: rulings/data/common.toml) may be a misspelt card name or word (rulings/judging/typos.py).

def _expansion(folded: str, stems) -> tuple[str, list[list[str]]]:
    """The glossary's terms found in the (folded) query in another language, each one group of
    keys (its English words' and the foreign words' own), and the query without those words."""
    from ..data.glossary import glossary

    groups: list[list[str]] = []
    for term in glossary():
        lang = term.found_in(folded)
        if not lang or lang == "en":
            continue
        keys = analyze(fold(term.en), stems)
        for _, form in term.forms:
            if is_wide(form):
                if form in folded:
                    keys += grams(form.replace(" ", ""))
                    folded = folded.replace(form, " ")
                continue
            tokens = folded.split()
            first = form.split()[0]
            for token in [t for t in tokens if t.startswith(first)]:
                keys += analyze(token, stems)
                if " " not in form:
                    tokens.remove(token)
            folded = " ".join(tokens)
        groups.append(list(dict.fromkeys(keys)))
    return folded, groups


def _known(word: str, ready) -> bool:
    """Whether ``word`` (folded, one word) is a word: of the scenarios, of some seed language's
    common words, or of the glossary (a form it starts with)."""
    if ready.knows(word):
        return True
    from ..data.common import all_common

    if word in all_common():
        return True
    from ..data.glossary import glossary

    # a form reads its inflections ("ubernimm" finds "ubernimmst"), not a compound built on it
    # ("gewolbe" is not "gewolbeforscherausustung", a misspelt card name)
    return any(not is_wide(form) and " " not in form and word.startswith(form)
               and len(word) - len(form) <= _INFLECTION for term in glossary()
               for _, form in term.forms)


_INFLECTION = 4  # letters an inflection adds to a glossary form, at most


def _card_matches(query: str, folded: str) -> list:
    """Cards the query names: whole names, or a part of one (match_names). A query that is one
    word, or only common words, is a card match only when it names one card and is not a
    common word itself: "Wegsucher" names Trailblazer's Torch, "dungeon" (a word of the Italian
    Dungeoneer's Pack) names nothing."""
    matches = match_names(query, cards())
    partial = [m for m in matches if m.strength == 2]
    if partial:
        from ..data.common import all_common

        plain = [w for w in folded.split() if not is_wide(w)]
        common = all(w in all_common() for w in folded.split())
        single = len(plain) == 1 or (is_wide(folded) and " " not in folded)
        if common or (single and len({m.card.slug for m in partial}) > 1):
            matches = [m for m in matches if m.strength != 2]
    return matches


def _search(index: Index, ready, folded: str, matches: list, found: _Scores) -> None:
    tagged = _card_tags(index) if matches else {}  # most questions name no card
    for match in matches:
        for entry in tagged.get(match.card.slug, []):
            found.add(entry, NAME_BOOST * match.strength, f"card {match.name} ({match.lang})")
            found.quality[entry.id] = max(found.quality.get(entry.id, 0.0),
                                          _NAME_QUALITY[match.strength])
        found.notes.append(f'"{match.name}" ({match.lang}) is {match.card.name}')
        if match.lang != "en" and found.lang is None:
            found.lang = match.lang
    whole = folded  # the question as asked, card names and all: what asked questions say too
    for match in matches:
        if match.strength == 1:  # the name says which card, counted above; the rest asks
            folded = f" {folded} ".replace(f" {fold(match.name)} " if not is_wide(folded)
                                           else fold(match.name), " ").strip()
    rest, groups = _expansion(folded, ready.stems)
    keys = analyze(rest, ready.stems)
    scored, covered, possible = score(ready, keys, groups)
    asked_rest, asked_groups = _expansion(whole, ready.stems) if whole != folded \
        else (rest, groups)
    for place, value in score_asked(ready, analyze(asked_rest, ready.stems),
                                    asked_groups).items():
        scored[place] = scored.get(place, 0.0) + ASKED_WEIGHT * value
    leader = _leader(ready.entries, scored)
    for place, value in scored.items():
        entry = ready.entries[place]
        coverage = WORDS_QUALITY * covered.get(place, 0.0) / (possible or 1.0)
        if _family(entry.id) != leader:
            coverage = min(coverage, UNLED_QUALITY)
        found.add(entry, value, f"{coverage:.0%} of the words")
        found.quality[entry.id] = max(found.quality.get(entry.id, 0.0), coverage)


def _family(scenario_id: str) -> str:
    return scenario_id.split("#", 1)[0]  # an outline's rows are one scenario


def _leader(entries: Sequence[Entry], scored: dict[int, float]) -> str | None:
    """The scenario whose word score leads every other scenario's by LEAD of its own, if one
    does: sharing the question's words with several scenarios equally well is no answer yet."""
    best: dict[str, float] = {}
    for place, value in scored.items():
        family = _family(entries[place].id)
        best[family] = max(best.get(family, 0.0), value)
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    if not ranked or ranked[0][1] <= 0:
        return None
    if len(ranked) > 1 and ranked[1][1] > (1.0 - LEAD) * ranked[0][1]:
        return None
    return ranked[0][0]


def _top(found: _Scores, ranks: dict[str, int], n: int = 3) -> list[str]:
    return sorted(found.score, key=lambda i: (-found.score[i], ranks[i]))[:n]


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
    ready = prepared(index)
    folded = fold_both(query)
    matches = _card_matches(query, folded)
    # only a word that is no word (of the scenarios, the glossary, or any seed language's
    # common words) may be a typo; CJK text has no words to tell, so only a whole CJK query
    # may be a misspelt name
    unknown = [w for w in words(folded) if not _known(w, ready)]
    wide_query = is_wide(folded) and not matches
    fixed_query, fixed_matches = folded, matches
    if not matches and (unknown or wide_query):
        from .typos import correct_name

        fix = correct_name(folded, cards(), unknown)
        if fix:
            fixed_matches = [fix.match]
            fixed_query = fold_both(fix.match.name) if fix.whole else folded
            shown = fix.match.name
    if fixed_matches is matches and unknown:
        from .typos import correct_words

        fixed_query = correct_words(folded, unknown, lambda: ready.vocabulary)
        shown = fixed_query
    _search(index, ready, fixed_query, fixed_matches, found)
    if fixed_query != folded or fixed_matches is not matches:
        # say so only when the correction changed what is shown
        plain = _Scores()
        _search(index, ready, folded, matches, plain)
        ranks = ready.ranks
        if _top(plain, ranks) != _top(found, ranks):
            found.notes.insert(0, f'showing results for "{shown}" (you typed "{query}")')
    if not found.score:
        raise NoMatch(f"no scenario matches {query!r}", suggest(query, _vocabulary(index)))
    if max(found.quality.get(i, 1.0) for i in found.score) < LABELS[-1][1]:
        found.notes.append(NO_GOOD_MATCH)
    return found


NAME_BOOST = 30.0
# said when even the best hit is weak: a guess is shown as a guess, never as an answer
NO_GOOD_MATCH = "no good match: the scenarios below share only a few of the question's words"
_NAME_QUALITY = {3: 1.0, 2: 0.8, 1: 0.6}
# A hit's label from its quality, the greatest that it reaches ("weak" below them all). Exact:
# a whole card name, id or ruling id; a word search's quality (the share of the question's
# weight a scenario matched) is at most WORDS_QUALITY, so it is never exact. The others are
# calibrated on the development half of the evaluation sets (bench/lookup, bench/README.md).
LABELS = (("exact", 0.99), ("strong", 0.75), ("partial", 0.4))
WORDS_QUALITY = 0.95
# A word search's hit is strong only when its scenario leads the next one's score by LEAD of
# its own; otherwise its quality is at most UNLED_QUALITY (partial). On the development half,
# the share of the question's words alone put 69% right above the strong line; with the lead,
# about 19 in 20 (bench/README.md, "Match labels").
LEAD = 0.2
# The weight of a scenario's asked-question score (wordindex.score_asked: its best questions,
# decayed) added to its BM25F score: tuned on the development half (bench/README.md, "Question
# to question").
ASKED_WEIGHT = 0.8
UNLED_QUALITY = 0.7


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
