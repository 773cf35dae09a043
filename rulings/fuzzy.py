"""Typo tolerance for lookup, with rapidfuzz (imported only when a query needs correcting).

A correction is applied only when it is near-certain: the best candidate scores high and clearly
above the next different one. Lookup then says what it searched for ("showing results for ...").
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from .data import Card
from .data.names import NameMatch, fold, is_wide

NAME_CUTOFF = 80.0  # out of 100
NAME_MARGIN = 8.0  # the best card must beat every other card by this much
WORD_CUTOFF = 84.0


@dataclass(frozen=True)
class NameFix:
    match: NameMatch  # strength 2: a corrected name is as good as a partial one
    score: float
    whole: bool  # the whole query was the name (else one word of it was)


def _name_score(query: str, name: str) -> float:
    score = fuzz.ratio(query, name)
    if is_wide(name):
        # CJK and Hangul typos often swap or drop characters: compare the characters sorted too
        score = max(score, fuzz.token_sort_ratio(" ".join(query.replace(" ", "")),
                                                 " ".join(name.replace(" ", ""))))
    return score


def correct_name(folded: str, cards: Sequence[Card]) -> NameFix | None:
    """The card name ``folded`` (a folded query) is near-certainly a misspelling of, if any:
    the whole query, or one of its words against one word of a name."""
    if len(folded.replace(" ", "")) < (3 if is_wide(folded) else 5):
        return None
    best: dict[str, tuple[float, str, str, bool]] = {}  # slug -> (score, lang, name, whole)
    words = [w for w in folded.split() if len(w) >= 5 and not is_wide(w)]
    for card in cards:
        for lang, name in card.names.items():
            n = fold(name)
            candidates = [(_name_score(folded, n), True)]
            name_words = [w for w in n.split() if len(w) >= 5]
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


def correct_words(folded: str, unknown: Sequence[str], vocabulary: Sequence[str]) -> str:
    """``folded`` with each word of ``unknown`` (found in no scenario) replaced by the one word
    of ``vocabulary`` it is near-certainly a misspelling of."""
    fixes: dict[str, str] = {}
    for word in unknown:
        if len(word) < 5:
            continue
        found = process.extract(word, vocabulary, scorer=fuzz.ratio, limit=2,
                                score_cutoff=WORD_CUTOFF)
        if found and (len(found) == 1 or found[0][1] - found[1][1] >= 5):
            fixes[word] = found[0][0]
    return " ".join(fixes.get(w, w) for w in folded.split())
