"""The scenarios' word index for lookup: BM25F over the fields of each scenario (Robertson and
Zaragoza, "The Probabilistic Relevance Framework: BM25 and Beyond", 2009), built once per set of
feature files and kept in the cache.

Fields, each with a weight and its own length normalisation: the title (scenario, rule and
feature names), the outcome (its Then steps), the official ruling text of its @ruling tags,
the cited rules' titles (@cr tags, rulings/data/cr.toml), its cards' names in every printed
language and those abilities' printed text in every seed language, the other steps in words,
its tags' words, and the questions it answers as people ask them, in every seed language
(rulings/data/asked: document expansion).

Text is analysed alike in every field and in the query (``analyze``): folded
(rulings.data.names.fold), split at spaces; Japanese, Chinese and Korean cut into character
bigrams (as Lucene's CJK analyzer does: no dictionary, the three scripts alike, and a word cut
differently in question and text still shares its bigrams); stop words dropped; every other word
reduced to its Snowball stem (snowballstemmer: English for the suite's own text, the field's
language for printed text and names). The stems are computed here, at build time, for every
word of the index, and kept as a table (word -> stem): lookup and the judge book's search in
the browser (rulings/book/search.js) read the same table, so they stem alike without a Snowball
port in JavaScript. A query word the table lacks is stemmed to the longest stem of the index
it starts with (at most three letters shorter, and at least four long), or kept whole.

Each posting holds BM25F's pseudo term frequency of a key in an entry (the fields' weighted,
length-normalised counts summed), rounded to 4 places, so the query side only adds idf-weighted
saturated frequencies, in Python or in JavaScript, the same way.
"""
from __future__ import annotations

import itertools
import marshal
import math
import os
import sys
from bisect import bisect_left
from collections.abc import Iterator, Mapping, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import TypeVar

from ..data import cards, cr_data, rulings
from ..data.asked import asked_files, questions
from ..data.names import fold, is_wide
from rulings.scenarios.cache import cache_path, load, store
from rulings.scenarios.index import Entry, Index

# BM25F: field weights, and b (length normalisation) per field; k1 for the saturation
WEIGHTS = {"title": 3.0, "outcome": 1.5, "ruling": 3.0, "rules": 1.0, "cards": 1.5,
           "steps": 0.5, "tags": 1.0, "asked": 1.0}
B = {"title": 0.5, "outcome": 0.75, "ruling": 0.5, "rules": 0.5, "cards": 0.75,
     "steps": 0.75, "tags": 0.5, "asked": 0.75}
K1 = 2.0  # tuned on the development half with the asked questions (bench/README.md)
# A scenario's asked questions (score_asked): the best counts whole, the next ASKED_TOP - 1 each
# ASKED_DECAY times the one before (several of its questions near the query say more than one;
# CombSUM with a decay, tuned on the development half: bench/README.md, "Issue 24, round 4")
ASKED_TOP = 3
ASKED_DECAY = 0.3

# The snowball stemmer of each seed language written with spaces (ja, ko, zh: bigrams instead)
SNOWBALL = {"en": "english", "de": "german", "es": "spanish", "fr": "french", "it": "italian",
            "pt": "portuguese", "ru": "russian"}
# when a word occurs in several languages, its stem is the first language's of this order
_STEM_ORDER = ("en", "de", "fr", "es", "it", "pt", "ru")

STOP_WORDS = frozenset(
    # the most frequent function words of the seed languages written with spaces (en de es fr
    # it pt ru): they match everywhere and say nothing about a ruling
    "a an and are as at be by do does did for from has have how in is it its of on or that the "
    "this to what when who with was were if can i my me you your will would should then there "
    "happen happens happened passiert geschieht succede accade acontece происходит "
    "der die das den dem des ein eine einen einem einer und ist ich du er sie es mit von zu im "
    "auf an wenn was wie wer ob oder aber auch nicht noch so nur dann hat habe sind wird werden "
    "el la los las lo del al un una unos y o que es en de se si su sus por para con como "
    "qué cuando cuál quién pasa "
    "le les un une des du de et ou que qui quoi est en se si son sa ses pour par avec dans sur "
    "au aux ce cette quand il elle je on "
    "il lo la i gli le un una uno e o che di del della dei delle da in su per con se si suo "
    "sua quando cosa chi come "
    "o a os as um uma e ou que de do da dos das em no na nos nas se seu sua por para com como "
    "quando quem "
    "и в во на с со что как кто когда если не ли а или его ее её их по к у о об за из от".split()
)

_ELISION = str.maketrans(dict.fromkeys("'’‘ʼ`", " "))  # not a regex: 0.3 ms to compile
_PREFIX_SLACK = 3  # a word the table lacks: a stem of the index at most this much shorter
_PREFIX_MIN = 4


@lru_cache(maxsize=4096)  # a ruling's or a card's text recurs in many scenarios
def fold_both(text: str) -> str:
    """``text`` folded, and again with apostrophes as spaces when that differs: "l'initiative"
    gives "linitiative initiative", "Trailblazer's" gives "trailblazers trailblazer s"."""
    joined = fold(text)
    apart = fold(text.translate(_ELISION))
    return joined if apart == joined else f"{joined} {apart}"


def grams(token: str) -> list[str]:
    """Character bigrams of a CJK or Hangul token; a one-character token is a term only when it
    is an ideograph (抽 "draw"), not a lone kana or Hangul syllable (a particle: を, 를)."""
    if len(token) == 1:
        return [token] if "\u3400" <= token <= "\u9fff" else []
    return [token[i:i + 2] for i in range(len(token) - 1)]


def words(folded: str) -> list[str]:
    """The words of folded text that are terms: not stop words, not single letters, not CJK
    (cut into bigrams instead)."""
    return [t for t in folded.split() if not is_wide(t) and t not in STOP_WORDS
            and (len(t) >= 2 or t.isdigit())]


class Stems:
    """The stem table: every word of the index and its stem; a word it lacks is stemmed to the
    longest stem of the index it starts with (``_PREFIX_SLACK`` letters shorter at most)."""

    def __init__(self, table: Mapping[str, str], keys: frozenset[str] | set[str]) -> None:
        self.table = table
        self.keys = keys

    def stem(self, word: str) -> str:
        found = self.table.get(word)
        if found is not None:
            return found
        for size in range(len(word) - 1, max(_PREFIX_MIN, len(word) - _PREFIX_SLACK) - 1, -1):
            if word[:size] in self.keys:
                return word[:size]
        return word


def analyze(folded: str, stems: Stems) -> list[str]:
    """The keys of folded query text, in order, each once: word stems and CJK bigrams."""
    out: dict[str, None] = {}
    for token in folded.split():
        if is_wide(token):
            out.update(dict.fromkeys(grams(token)))
        elif token not in STOP_WORDS and (len(token) >= 2 or token.isdigit()):
            out[stems.stem(token)] = None
    return list(out)


# --- the fields ------------------------------------------------------------------------------

@cache
def _printed_lines() -> dict[str, list[tuple[str, str]]]:
    """Ruling id -> (language, the ability's printed text) in every seed language (Oracle
    rulings only)."""
    out: dict[str, list[tuple[str, str]]] = {}
    oracle = {r.id: r for r in rulings().values() if r.kind == "oracle"}
    for c in cards():
        lines = c.oracle.strip().splitlines()
        for rid, ruling in oracle.items():
            if c.slug in ruling.cards and ruling.text in lines:
                n = lines.index(ruling.text)
                out[rid] = [(lang, t.strip().splitlines()[n]) for lang, t in c.printed.items()
                            if len(t.strip().splitlines()) == len(lines)]
    return out


@cache
def _rule_titles() -> dict[str, str]:
    return {r.number: r.title for r in cr_data().rules}


def _rule_title(number: str) -> str | None:
    titles = _rule_titles()
    while number:  # a sub-rule inherits its parent's title (cr.toml)
        if number in titles:
            return titles[number]
        number = number[:-1].rstrip(".") if number[-1].isalpha() else number.rpartition(".")[0]
    return None


def fields(entry: Entry) -> dict[str, list[tuple[str, str]]]:
    """Each field of ``entry``: its texts, each with its language."""
    ids = entry.tag_values("ruling")
    known = rulings()
    outcome: list[str] = []
    steps: list[str] = []
    then = False
    for s in entry.steps:
        kw = s.keyword.strip()
        if kw in ("Then", "When", "Given"):
            then = kw == "Then"
        texts = [s.text] + [c for row in s.table for c in row]
        (outcome if then else steps).extend(texts)
    card_texts: list[tuple[str, str]] = []
    by_slug = {c.slug: c for c in cards()}
    for slug in entry.tag_values("card"):
        if slug in by_slug:
            card_texts += [(lang, name) for lang, name in by_slug[slug].names.items()]
    for rid in ids:
        card_texts += _printed_lines().get(rid, [])
    titles = [t for v in entry.tag_values("cr") if (t := _rule_title(v.partition(":")[0]))]
    tags = [t.replace(":", " ").replace("-", " ") for t in entry.tags
            if not t.startswith(("id:", "cr:", "requires:"))]
    return {
        "title": [("en", f"{entry.name} {entry.rule or ''} {entry.feature}")],
        "outcome": [("en", " ".join(outcome))],
        "ruling": [("en", known[r].text) for r in ids if r in known],
        "rules": [("en", " ".join(dict.fromkeys(titles)))],
        "cards": card_texts,
        "steps": [("en", " ".join(steps))],
        "tags": [("en", " ".join(tags))],
        "asked": list(questions(entry.path, entry.base_id)),
    }


# --- the prepared index ----------------------------------------------------------------------

N = TypeVar("N", int, float)  # a row's numbers: BM25F frequencies, or the asked questions' counts


class _Rows(Mapping[str, dict[int, N]]):
    """Postings as stored in the cache: each row marshalled apart, and unmarshalled when first
    read (a query reads a few rows of thousands: a faster start). The rows are stored end to
    end in one bytes object, the n-th key's row ending at ``ends[n]`` (unsigned 64-bit
    integers, in bytes too): three such objects unpickle five times faster than a dict of
    thousands of keys to rows."""

    def __init__(self, keys: list[str], ends: bytes, packed: bytes) -> None:
        self._keys = keys  # sorted: a key's row is found by bisection
        self._ends = memoryview(ends).cast("Q")  # not the array module: 0.3 ms to import
        self._packed = packed
        self._rows: dict[str, dict[int, N]] = {}

    @staticmethod
    def pack(keys: list[str], postings: Mapping[str, dict[int, N]]) -> tuple[bytes, bytes]:
        rows = [marshal.dumps(postings[key]) for key in keys]
        ends = itertools.accumulate(len(row) for row in rows)
        return b"".join(end.to_bytes(8, sys.byteorder) for end in ends), b"".join(rows)

    def __getitem__(self, key: str) -> dict[int, N]:
        row = self._rows.get(key)
        if row is None:
            at = bisect_left(self._keys, key)
            if at == len(self._keys) or self._keys[at] != key:
                raise KeyError(key)
            start = self._ends[at - 1] if at else 0
            row = self._rows[key] = marshal.loads(self._packed[start:self._ends[at]])
        return row

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


class Prepared:
    """An index made ready for word search: each key's postings (entry's place -> BM25F pseudo
    term frequency), the stem table, and the entries' ids in natural order."""

    def __init__(self, entries: list[Entry], postings: Mapping[str, dict[int, float]],
                 keys: list[str], table: Mapping[str, str], ids: list[str],
                 asked: Mapping[str, dict[int, int]] | None = None,
                 asked_norms: list[float] | None = None,
                 asked_places: list[int] | None = None) -> None:
        self.entries = entries
        self.postings = postings
        self.keys = keys  # sorted
        self.stems = Stems(table, frozenset(keys))
        self.ranks = {entry_id: n for n, entry_id in enumerate(ids)}
        self.asked = asked if asked is not None else {}  # key -> question -> count
        self.asked_norms = asked_norms or []  # each question's length norm
        self.asked_places = asked_places or []  # each question's entry place
        self._asked_rows: dict[str, dict[int, float]] = {}

    def row(self, key: str) -> dict[int, float]:
        return self.postings.get(key, {})

    def asked_row(self, key: str) -> dict[int, float]:
        """Question -> length-normalised frequency of ``key``."""
        row = self._asked_rows.get(key)
        if row is None:
            norms = self.asked_norms
            row = self._asked_rows[key] = {q: n / norms[q]
                                           for q, n in self.asked.get(key, {}).items()}
        return row

    def idf(self, df: int, n: int | None = None) -> float:
        n = len(self.entries) if n is None else n
        return math.log(1.0 + (n - df + 0.5) / (df + 0.5))

    def knows(self, word: str) -> bool:
        """Whether ``word`` (folded) occurs in some field of some scenario."""
        return word in self.stems.table

    @property
    def vocabulary(self) -> list[str]:
        """The index's words of four letters or more (not CJK), sorted: what a typo may be."""
        return sorted(w for w in self.stems.table if len(w) >= 4 and not is_wide(w))


def score(ready: Prepared, keys: list[str], groups: Sequence[Sequence[str]] = ()
          ) -> tuple[dict[int, float], dict[int, float], float]:
    """BM25F scores of the entries that a query matches: ``keys`` each a term, and each of
    ``groups`` one term (a glossary term's keys in every language: a synonym set, as Lucene's
    SynonymQuery, its frequency in an entry the greatest of its keys', its document frequency
    the entries with any). (place -> score, place -> idf of the terms it matched, the idf of
    all the terms.)"""
    return _bm25(ready.row, len(ready.entries), ready, keys, groups)


def score_asked(ready: Prepared, keys: list[str], groups: Sequence[Sequence[str]] = ()
                ) -> dict[int, float]:
    """Each entry's score over the asked questions it answers, each question a BM25 document
    (place -> score): its best question's score, plus the next ``ASKED_TOP - 1`` best, each
    ``ASKED_DECAY`` times the weight of the one before: how close the query is to what people
    ask of it."""
    by_question, _, _ = _bm25(ready.asked_row, len(ready.asked_places), ready, keys, groups)
    tops: dict[int, list[float]] = {}
    for question, value in by_question.items():
        tops.setdefault(ready.asked_places[question], []).append(value)
    best: dict[int, float] = {}
    for place, values in tops.items():
        values.sort(reverse=True)
        total, weight = 0.0, 1.0
        for value in values[:ASKED_TOP]:
            total += weight * value
            weight *= ASKED_DECAY
        best[place] = total
    return best


def _bm25(row_of, n: int, ready: Prepared, keys: list[str], groups
          ) -> tuple[dict[int, float], dict[int, float], float]:
    scored: dict[int, float] = {}
    covered: dict[int, float] = {}
    possible = 0.0
    rows = [row_of(key) for key in keys]
    for group in groups:
        merged: dict[int, float] = {}
        for key in group:
            for place, tf in row_of(key).items():
                if merged.get(place, 0.0) < tf:
                    merged[place] = tf
        rows.append(merged)
    for row in rows:
        idf = ready.idf(len(row), n)
        possible += idf
        for place, tf in row.items():
            scored[place] = scored.get(place, 0.0) + idf * tf / (K1 + tf)
            covered[place] = covered.get(place, 0.0) + idf
    return scored, covered, possible


def build(entries: list[Entry]) -> tuple[dict[str, dict[int, float]], dict[str, str],
                                         dict[str, dict[int, int]], list[float], list[int]]:
    """(postings, stem table, and the asked questions' postings, length norms and entry places:
    _question_postings) of ``entries``."""
    import snowballstemmer  # only here: the index is built once and kept in the cache

    analysed: list[dict[str, list[tuple[str, str]]]] = []
    asked: list[list[list[str]]] = []  # each entry's asked questions, each as its tokens
    seen: dict[str, set[str]] = {}
    for entry in entries:
        per_field = {}
        questions_of: list[list[str]] = []
        for name, texts in fields(entry).items():
            tokens = []
            for lang, text in texts:
                folded = fold_both(text).split()
                if name == "asked":
                    questions_of.append(folded)
                for token in folded:
                    tokens.append((lang, token))
                    if not is_wide(token):
                        seen.setdefault(token, set()).add(lang if lang in SNOWBALL else "en")
            per_field[name] = tokens
        analysed.append(per_field)
        asked.append(questions_of)
    stemmers = {lang: snowballstemmer.stemmer(algo) for lang, algo in SNOWBALL.items()}
    # a card name's words are names, not inflected words: kept whole ("dungeoneer" is not
    # "dungeon", whatever English Snowball says)
    names = {w for c in cards() for n in c.names.values() for w in fold_both(n).split()}
    table = {}
    for word, langs in seen.items():
        if word in STOP_WORDS or (len(word) < 2 and not word.isdigit()):
            continue
        lang = next(code for code in _STEM_ORDER if code in langs)
        table[word] = word if word.isdigit() or word in names else stemmers[lang].stemWord(word)
    counts: list[dict[str, dict[str, int]]] = []
    lengths: dict[str, list[int]] = {name: [] for name in WEIGHTS}
    for per_field in analysed:
        entry_counts: dict[str, dict[str, int]] = {}
        for name, tokens in per_field.items():
            tf: dict[str, int] = {}
            size = 0
            for _, token in tokens:
                keys = grams(token) if is_wide(token) else \
                    ([table[token]] if token in table else [])
                for key in keys:
                    tf[key] = tf.get(key, 0) + 1
                    size += 1
            entry_counts[name] = tf
            lengths[name].append(size)
        counts.append(entry_counts)
    average = {name: (sum(v) / len(v) if v and sum(v) else 1.0) for name, v in lengths.items()}
    postings: dict[str, dict[int, float]] = {}
    for place, entry_counts in enumerate(counts):
        pseudo: dict[str, float] = {}
        for name, tf in entry_counts.items():
            norm = 1.0 - B[name] + B[name] * lengths[name][place] / average[name]
            for key, n in tf.items():
                pseudo[key] = pseudo.get(key, 0.0) + WEIGHTS[name] * n / norm
        for key, value in pseudo.items():
            postings.setdefault(key, {})[place] = round(value, 4)
    return (postings, table, *_question_postings(asked, table))


def _question_postings(asked: list[list[list[str]]], table: Mapping[str, str]
                       ) -> tuple[dict[str, dict[int, int]], list[float], list[int]]:
    """Each asked question as a document of its own (BM25, b ``B["asked"]``): key -> question
    number -> count, each question's length norm (rounded: the browser divides by the same
    number) and its entry's place. A query close to one question a scenario answers is a
    stronger sign than its words spread over the scenario's many (FAQ retrieval's
    query-question similarity: Sakata et al., SIGIR 2019)."""
    docs: list[tuple[int, dict[str, int], int]] = []
    for place, questions_of in enumerate(asked):
        for question in questions_of:
            tf: dict[str, int] = {}
            for token in question:
                for key in grams(token) if is_wide(token) else \
                        ([table[token]] if token in table else []):
                    tf[key] = tf.get(key, 0) + 1
            if tf:
                docs.append((place, tf, sum(tf.values())))
    average = (sum(size for _, _, size in docs) / len(docs)) if docs else 1.0
    b = B["asked"]
    postings: dict[str, dict[int, int]] = {}
    for number, (_, tf, _) in enumerate(docs):
        for key, n in tf.items():
            postings.setdefault(key, {})[number] = n
    norms = [round(1.0 - b + b * size / average, 4) for _, _, size in docs]
    return postings, norms, [place for place, _, _ in docs]


_PREPARED: dict[int, tuple[Index, Prepared]] = {}


def prepared(index: Index) -> Prepared:
    cached = _PREPARED.get(id(index))
    if cached and cached[0] is index:
        return cached[1]
    key = _prepared_key(index)
    where = cache_path("postings", [f[0] for f in key[4:]]) if key is not None else None
    stored = load(where, key) if where is not None else None
    if isinstance(stored, tuple) and len(stored) == 11:
        # words, stems and ids each one string (none holds a newline: parts of folded text
        # split at white space, and tags' values)
        joined, ends, packed, table_words, table_stems, ids, a_joined, a_ends, a_packed, \
            a_norms, a_places = stored
        keys = joined.split("\n") if joined else []
        a_keys = a_joined.split("\n") if a_joined else []
        table = dict(zip(table_words.split("\n"), table_stems.split("\n"))) if table_words \
            else {}
        rows: _Rows[float] = _Rows(keys, ends, packed)
        asked_rows: _Rows[int] = _Rows(a_keys, a_ends, a_packed)
        ready = Prepared(list(index.entries), rows, keys, table,
                         ids.split("\n") if ids else [], asked_rows,
                         a_norms, a_places)
    else:
        postings, table, asked, asked_norms, asked_places = build(list(index.entries))
        keys = sorted(postings)
        a_keys = sorted(asked)
        ids = natural_order(index)
        ready = Prepared(list(index.entries), postings, keys, table, ids, asked, asked_norms,
                         asked_places)
        if where is not None:
            words = sorted(table)
            store(where, key, ("\n".join(keys), *_Rows.pack(keys, postings), "\n".join(words),
                               "\n".join(table[w] for w in words), "\n".join(ids),
                               "\n".join(a_keys), *_Rows.pack(a_keys, asked), asked_norms,
                               asked_places))
    _PREPARED.clear()
    _PREPARED[id(index)] = (index, ready)
    return ready


def natural_order(index: Index) -> list[str]:
    import re

    def natural(text: str) -> list[object]:
        return [int(p) if p.isdecimal() else p for p in re.split(r"(\d+)", text)]

    return sorted((e.id for e in index.entries), key=natural)


# What the postings are made of besides the feature files: this module's analysis and fields,
# and the data they read (rulings', cards' and rules' texts).
def _sources() -> tuple[Path, ...]:
    from .. import cardpool  # the cards' and rulings' texts: the card pool's files

    library = Path(__file__).parents[1]
    return (Path(__file__), *(library / name for name in (
        "data/names.py", "data/__init__.py", "data/cr.toml")),
        *cardpool.card_files(), cardpool.SHARED_RULINGS, *asked_files())


def _prepared_key(index: Index) -> tuple | None:
    """What the postings of ``index`` depend on: every feature file it was built from and every
    source above (path, size, modification time), with the indexer's code version; None when
    the index has no files (built in memory) or one is gone."""
    from rulings.scenarios.index import _CODE_VERSION

    if not index.files:
        return None
    try:
        # the sources' paths are absolute already (built from this package's folder): only
        # the feature files, as given, are resolved (a resolve is 0.3 ms; there are 100 sources)
        given = [str(Path(p).resolve()) for p in index.files] if not index.stamps else []
        stats = [(path, (s := os.stat(path)).st_mtime_ns, s.st_size)
                 for path in (*given, *map(str, _sources()))]
    except OSError:
        return None
    files = [(path, mtime, size) for path, _, mtime, size in index.stamps]
    return ("postings", 6, len(index.entries), _CODE_VERSION, *files, *stats)
