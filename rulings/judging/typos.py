"""Typo tolerance for lookup, with rapidfuzz (imported only when a correction is tried).

A correction is applied only when it is near-certain: the best candidate scores high and clearly
above the next different one. Lookup then says what it searched for ("showing results for ...").

Most queries need no correction: they name no card, and none of their words is near enough to
a card name's for the name to be a misspelling. That is decided without rapidfuzz (a fast
start for ``rulings lookup``): each score rapidfuzz would compute has an upper bound that plain
Python counts quickly (_ratio_bound), and rapidfuzz is imported only when one of those bounds
reaches the cutoff. The corrections are the same either way.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from ..data import Card
from ..data.names import NameMatch, fold, is_wide
from ..scenarios.record import Record

NAME_CUTOFF = 80.0  # out of 100
NAME_MARGIN = 8.0  # the best card must beat every other card by this much
WORD_CUTOFF = 84.0
MIN_WORD = 5  # shorter words of a query or a name are never corrected


class NameFix(Record):
    """A near-certain correction of a misspelt card name."""

    match: NameMatch  # strength 2: a corrected name is as good as a partial one
    score: float
    whole: bool  # the whole query was the name (else one word of it was)


def _name_score(query: str, name: str) -> float:
    from rapidfuzz import fuzz

    score = fuzz.ratio(query, name)
    if is_wide(name):
        # CJK and Hangul typos often swap or drop characters: compare the characters sorted too
        score = max(score, fuzz.token_sort_ratio(" ".join(query.replace(" ", "")),
                                                 " ".join(name.replace(" ", ""))))
    return score


def _name_score_bound(query: str, name: str) -> float:
    """At least _name_score(query, name), without rapidfuzz."""
    bound = _ratio_bound(query, name)
    if is_wide(name):  # token_sort_ratio compares the tokens sorted, joined by single spaces
        bound = max(bound, _ratio_bound(_sorted_tokens(" ".join(query.replace(" ", ""))),
                                        _sorted_tokens(" ".join(name.replace(" ", "")))))
    return bound


def _sorted_tokens(text: str) -> str:
    return " ".join(sorted(text.split()))


def _ratio_bound(a: str, b: str) -> float:
    """At least rapidfuzz's ``fuzz.ratio(a, b)``, computed in plain Python.

    That ratio is the normalized Indel similarity, 100 * (1 - d / (len(a) + len(b))), where the
    Indel distance d is len(a) + len(b) - 2 * L and L is the length of the longest common
    subsequence; L is at most the number of characters the two strings share (counted with
    repeats), and at most the shorter length, which is counted first because it is cheaper.
    Then, as cheaply (set operations, in C), a looser count: every distinct character of one
    string that the other lacks leaves at least one of its characters unshared. Only when that
    reaches the lowest cutoff are the shared characters counted one by one (the bound of most
    pairs is then never counted: 1 ms of a lookup's start)."""
    total = len(a) + len(b)
    if not total:
        return 100.0
    if 200.0 * min(len(a), len(b)) / total < _LOWEST_CUTOFF:
        return 200.0 * min(len(a), len(b)) / total
    loose = min(len(a) - len(set(a).difference(b)), len(b) - len(set(b).difference(a)))
    if 200.0 * loose / total < _LOWEST_CUTOFF:
        return 200.0 * loose / total
    shared = sum(min(a.count(ch), b.count(ch)) for ch in set(a).intersection(b))
    return 200.0 * shared / total


_LOWEST_CUTOFF = min(NAME_CUTOFF, WORD_CUTOFF)
_ROUNDING = 1e-6  # a bound this close below a cutoff still lets rapidfuzz decide


def correct_name(folded: str, cards: Sequence[Card],
                 unknown: Sequence[str] | None = None) -> NameFix | None:
    """The card name ``folded`` (a folded query) is near-certainly a misspelling of, if any:
    the whole query, or one of its ``unknown`` words (words that are no word: lookup decides;
    every word when None) against one word of a name. A known word is never compared: "while"
    is not a misspelt "White", "dungeon" not a misspelt Italian name's word."""
    if len(folded.replace(" ", "")) < (3 if is_wide(folded) else 5):
        return None
    pool = folded.split() if unknown is None else unknown
    words = [w for w in pool if len(w) >= MIN_WORD and not is_wide(w)]
    if not _name_may_reach(folded, words, cards, NAME_CUTOFF - _ROUNDING):
        return None  # no score below can reach the cutoff: no correction, no rapidfuzz
    from rapidfuzz import fuzz

    best: dict[str, tuple[float, str, str, bool]] = {}  # slug -> (score, lang, name, whole)
    for card in cards:
        for lang, name in card.names.items():
            n = fold(name)
            candidates = [(_name_score(folded, n), True)]
            name_words = [w for w in n.split() if len(w) >= MIN_WORD]
            candidates += [(fuzz.ratio(w, nw), False) for w in words for nw in name_words
                           if len(words) > 1 or len(n.split()) > 1]
            score, whole = max(candidates)
            if score > best.get(card.slug, (0.0,))[0]:
                best[card.slug] = (score, lang, name, whole)
    ranked = sorted(best.items(), key=lambda kv: -kv[1][0])
    if not ranked:
        return None
    slug, (score, lang, name, whole) = ranked[0]
    runner_up = ranked[1][1][0] if len(ranked) > 1 else 0.0
    if score < NAME_CUTOFF or score - runner_up < NAME_MARGIN:
        return None
    card = next(c for c in cards if c.slug == slug)
    return NameFix(NameMatch(card, lang, name, 2), score, whole)


def _name_may_reach(folded: str, words: list[str], cards: Sequence[Card],
                    cutoff: float) -> bool:
    """Whether some score correct_name compares could reach ``cutoff``: the same candidates,
    each scored by its upper bound."""
    for card in cards:
        for name in card.names.values():
            n = fold(name)
            if _name_score_bound(folded, n) >= cutoff:
                return True
            if len(words) > 1 or len(n.split()) > 1:
                for nw in n.split():
                    if len(nw) >= MIN_WORD and any(_ratio_bound(w, nw) >= cutoff for w in words):
                        return True
    return False


def correct_words(folded: str, unknown: Sequence[str],
                  vocabulary: Callable[[], Sequence[str]]) -> str:
    """``folded`` with each word of ``unknown`` (found in no scenario) replaced by the one word
    of ``vocabulary()`` it is near-certainly a misspelling of (the words are listed, and
    rapidfuzz imported, only when some word is long enough to be corrected)."""
    fixes: dict[str, str] = {}
    known: Sequence[str] | None = None
    for word in unknown:
        if len(word) < MIN_WORD:
            continue
        from rapidfuzz import fuzz, process

        if known is None:
            known = vocabulary()
        found = process.extract(word, known, scorer=fuzz.ratio, limit=2,
                                score_cutoff=WORD_CUTOFF)
        if found and (len(found) == 1 or found[0][1] - found[1][1] >= 5):
            fixes[word] = found[0][0]
    return " ".join(fixes.get(w, w) for w in folded.split())
