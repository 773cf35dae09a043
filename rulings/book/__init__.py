"""``rulings book``: the judge book, a static site to read offline (a phone at the table).

``write_book(out)`` writes, into a new folder, an index page whose search runs in the browser
(search.js, the same matching as ``rulings.judging.lookup``: every seed language, Japanese, Chinese and
Korean without spaces, typo correction said as "showing results for ...", how well each result
matched) on an index prebuilt here (search-index.js), and one page per scenario: the answer
first (the one-line outcome ``rulings explain`` gives, from a run on the reference engine), the
cards in the reader's language, the official rulings, the rules cited (the project's summary,
linked to a public hyperlinked CR) and the steps in plain words with what the engine did.

Every page is written in English (what a reader without JavaScript sees). The reader's language
(one switch in every page's header, book.js) says each page's outcome, "Afterwards" line and what
the engine did in that language: the same describers ``show --lang`` and ``explain --lang`` use
(rulings/judging/describe.py), said at build time from the same run, one file per language (lang/xx.js,
``Told``) loaded only when that language is picked. The book's own words (headings, labels,
buttons, the search's notes: its chrome, chrome.py and words.toml) are in the same file. Titles,
the steps as written, card names and Oracle text, the rules' summaries and the official rulings
stay English and are marked ``lang="en"``.

No server and no network: the data is a script file, not fetched JSON, so the book works opened
from the file system (file://) as from any static host. Every text is HTML-escaped. The book is
built in a temporary folder beside ``out`` and renamed into place: a reader (or an interrupted
build) sees the old book or the new one, never half of one. Its manifest (MARKER) lists every
file it wrote: only a folder holding nothing else is replaced, and only those files are ever
removed (check_out).
"""
from __future__ import annotations

import json
import os
import re
import secrets
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from rulings.scenarios.atomic import WriteError, check_parent_writable
from rulings.scenarios.index import Entry, Index, build_index
from rulings.scenarios.locations import feature_files

from .. import CR_VERSION, RulingsError
from ..data import Card, card, cards, cr_data, rulings
from ..data.crnumbers import RuleNumberError, parse, rule_for
from ..data.names import fold
from ..judging.show import LANGUAGES, rule_link
from . import chrome
from .chrome import Code, english, tag

MARKER = "rulings-book.json"  # the book's manifest: every file it wrote (check_out, _replace)
ASSETS = ("search.js", "book.js", "book.css")
LANG_ORDER = ("en", "de", "es", "fr", "it", "pt", "ru", "ja", "ko", "zhs", "zht")
# seed language codes as HTML lang attributes (BCP 47)
HTML_LANG = {"zhs": "zh-Hans", "zht": "zh-Hant"}
# each language's name in itself, as the switch offers it (marked with that language)
AUTONYMS = {"en": "English", "de": "Deutsch", "es": "Español", "fr": "Français",
            "it": "Italiano", "pt": "Português", "ru": "Русский", "ja": "日本語", "ko": "한국어",
            "zhs": "简体中文", "zht": "繁體中文"}

# a step's status other than "passed" as the page says it (words.toml)
STEP_STATUS = {"failed": "step.failed", "not run": "step.not-run"}
# the search box's example: a card's name as printed in the reader's language; on the English
# page its German name (a name in any seed language finds the card)
EXAMPLE_CARD = "trailblazers-torch"
SEARCH_WORDS = ("match.", "search.count", "search.none", "note.")  # the words search results say

if TYPE_CHECKING:  # explain (and pytest with it) is imported only when a book is written
    from ..judging.explain import Explanation, ScenarioTrace

# A text of a page said in a language: words, or (words, a name kept in English, words)
Piece = str | tuple[str, str, str]


@dataclass(frozen=True)
class Book:
    path: Path
    pages: int  # scenario pages
    passed: int  # scenarios that pass on the reference engine
    index_bytes: int  # the size of the search index
    kept: Path | None = None  # files found in the earlier book that it did not write, kept here


@dataclass(frozen=True)
class Told:
    """What one scenario's page says in one language, at build time, from the describers
    ``show --lang`` and ``explain --lang`` use (rulings/judging/describe.py) on one run's trace."""

    outcome: Piece  # explain's one-line outcome; the title (English, labelled) when it is that
    title: Piece  # the scenario's title (English, labelled), "" when the outcome is the title
    afterwards: str  # show's "Afterwards" line (the last Then block's checks), "" without one
    steps: tuple[tuple[str, tuple[str, ...]], ...] = ()  # per step: its check said, the trace

    @classmethod
    def of(cls, entry: Entry, trace: ScenarioTrace | None, lang: str) -> Told:
        from ..judging.explain import outcome
        from ..judging.show import said_outcome

        said = outcome(trace, lang) if trace is not None else entry.name
        title = _labelled_title(entry.name, lang)
        is_title = said == entry.name  # nothing the outcome names happened: the title says it
        first: Piece = (entry.name if lang == "en" else title) if is_title else said
        steps = tuple(((_check_said(s.said, lang) if s.said else ""),
                       tuple(line.text for line in s.lines))
                      for s in trace.steps) if trace is not None else ()
        return cls(first, "" if is_title else title, said_outcome(entry, lang) or "", steps)

    def pieces(self, checks: Sequence[bool]) -> list[Piece]:
        """The page's texts in page order (``data-k`` 0, 1, 2...): outcome, title, afterwards,
        then per step its check said (where ``checks`` says the page has a place for one) and
        what the engine did."""
        out: list[Piece] = [self.outcome, self.title, self.afterwards]
        for n, (check, lines) in enumerate(self.steps):
            if n < len(checks) and checks[n]:
                out.append(check)
            out.extend(lines)
        return out


def _labelled_title(name: str, lang: str) -> Piece:
    """The title as ``show --lang`` labels it (label.title: "Titel des Szenarios (englisch):
    {name}."), the name apart so the page marks it English."""
    from ..judging.describe import say

    mark = "\x00"
    before, _, after = say("label.title", lang, name=mark).labelled.partition(mark)
    return (before, name, after) if lang != "en" else f"{name}{after}"


def _check_said(said: str, lang: str) -> str:
    """A Then step said in ``lang`` as ``explain --lang`` prints it under the step."""
    from ..judging.describe import say

    return say("label.check", lang, said=said).labelled


def told_all(entries: Sequence[Entry],
             said: Mapping[str, Explanation]) -> dict[str, dict[str, Told]]:
    """Every scenario's Told in every language of ``said`` (one Explanation per language)."""
    traced = {lang: {s.id: s for s in told.scenarios} for lang, told in said.items()}
    return {e.id: {lang: Told.of(e, traced[lang].get(e.id), lang) for lang in said}
            for e in entries}


def check_places(told: Mapping[str, Told]) -> list[bool]:
    """Per step, whether the page has a place for its check said in another language."""
    most = max((len(t.steps) for t in told.values()), default=0)
    return [any(n < len(t.steps) and t.steps[n][0] for t in told.values()) for n in range(most)]


def lang_script(lang: str, entries: Sequence[Entry], told: Mapping[str, Mapping[str, Told]]) -> str:
    """lang/<lang>.js: every page's texts in ``lang`` (Told.pieces), keyed by scenario id, as a
    script (a file:// page may load a script, not fetch JSON) that book.js loads when the
    reader picks the language. A text said on many pages ("Alice takes the initiative") is
    written once: ``texts`` holds each text, a page the places of its texts there."""
    texts: dict[str, int] = {}
    table: list[Piece] = []
    pages: dict[str, list[int]] = {}
    for e in entries:
        places = pages[e.id] = []
        for piece in told[e.id][lang].pieces(check_places(told[e.id])):
            key = json.dumps(piece, ensure_ascii=False)
            if key not in texts:
                texts[key] = len(table)
                table.append(piece)
            places.append(texts[key])
    book = chrome.said(lang, {"search.placeholder": {"example": _example(lang)}})
    data = {"lang": lang, "html": _lang_attr(lang), "texts": table, "pages": pages,
            "book": book}
    return (f"(window.RULINGS_LANG = window.RULINGS_LANG || {{}})[{json.dumps(lang)}] = "
            + _json_for_script(data) + ";\n")


def page_name(entry_id: str) -> str:
    """A scenario page's file name: ``INIT-010#2`` -> ``INIT-010_2.html``."""
    return re.sub(r"[^A-Za-z0-9-]", "_", entry_id) + ".html"


def check_out(out: Path) -> None:
    """RulingsError, one line naming --out, unless a book can be written at ``out``: a new
    folder, an empty one or an earlier book, in a folder we can write in.

    An earlier book is proven by its manifest (MARKER lists every file the book wrote), not by
    a marker's name: a folder holding any file the manifest does not list (or a symbolic link,
    which a book never writes) is not a book, and nothing is written. ``out`` itself must not be
    a symbolic link (scenarios/atomic.py: a folder output is never written through one)."""
    if out.is_symlink():
        raise RulingsError(f"--out: {out}: is a symbolic link (to {os.readlink(out)}); name the "
                           "folder itself")
    if out.exists() and not out.is_dir():
        raise RulingsError(f"--out: {out}: is a file, not a folder")
    if out.is_dir() and any(out.iterdir()):
        owned = _owned(out)
        if owned is None:
            raise RulingsError(f"--out: {out}: is a folder with other files in it (not a judge "
                               "book); give a new or empty folder")
        others = _others(out, owned)
        if others:
            shown = ", ".join(others[:3]) + (f" and {len(others) - 3} more" if len(others) > 3
                                             else "")
            raise RulingsError(f"--out: {out}: is a judge book with other files in it ({shown}), "
                               "which replacing it would delete; nothing was written: move them "
                               "out, or give a new or empty folder")
    # the book is built beside ``out`` and renamed in: its parent must take new files
    check_parent_writable(out, _folder_of(out), "--out", folder="folder")


def _folder_of(out: Path) -> Path:
    """The folder ``out`` is in, resolved (``out`` itself is never followed)."""
    return Path(os.path.realpath(Path(os.path.abspath(out)).parent))


def _owned(folder: Path) -> set[str] | None:
    """The files (relative, '/'-separated) the book in ``folder`` says it wrote, MARKER among
    them; None when ``folder`` holds no book. A book written before manifests were kept is
    owned by the files every book has."""
    marker = folder / MARKER
    if marker.is_symlink() or not marker.is_file():
        return None
    try:
        from rulings.scenarios.files import read_bytes

        data = json.loads(read_bytes(marker).decode("utf-8"))
    except (RulingsError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("book") != "rulings judge book":
        return None
    files = data.get("files")
    if files is None:  # an earlier version's book: its fixed layout
        found = {*ASSETS, "index.html", "search-index.js", MARKER}
        found |= {f"s/{p.name}" for p in (folder / "s").glob("*.html")
                  if re.fullmatch(r"[A-Za-z0-9_-]+\.html", p.name)}
        return found
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        return None
    return {*files, MARKER}


def _others(folder: Path, owned: set[str]) -> list[str]:
    """What ``folder`` holds that the book did not write: unlisted files, symbolic links,
    folders other than those of its files."""
    folders = {str(Path(f).parent.as_posix()) for f in owned} - {"."}
    found = []
    for root, dirs, files in os.walk(folder):
        base = Path(root).relative_to(folder)
        for name in dirs:
            rel = (base / name).as_posix()
            if (Path(root) / name).is_symlink() or rel not in folders:
                found.append(rel + "/")
        dirs[:] = [d for d in dirs if not (Path(root) / d).is_symlink()
                   and (base / d).as_posix() in folders]
        for name in files:
            rel = (base / name).as_posix()
            if rel not in owned or (Path(root) / name).is_symlink():
                found.append(rel)
    return sorted(found)


def write_book(out: str | os.PathLike[str], *,
               features: Sequence[str | os.PathLike[str]] = ()) -> Book:
    """Write the judge book for the suite's scenarios (and ``features``, as for ``rulings run``)
    into the folder ``out``, replacing an earlier book there atomically."""
    out = Path(out)
    check_out(out)
    extra = [str(Path(p).resolve()) for p in features]
    index = build_index(feature_files(extra))
    from ..judging.explain import trace_all_languages  # runs the suite on the reference engine

    said = trace_all_languages(LANG_ORDER, features=extra)
    traces = said["en"]
    by_id = {s.id: s for s in traces.scenarios}
    told = told_all(index.entries, said)
    parent = _folder_of(out)
    target = parent / out.name
    try:
        parent.mkdir(parents=True, exist_ok=True)
        temp = parent / f".{out.name}.{secrets.token_hex(6)}.tmp"
        temp.mkdir()  # a new folder of ours: nothing in it is a link planted by anyone
    except OSError as exc:
        raise WriteError(f"--out: {out}: cannot write: {exc.strerror or exc}") from None
    written: list[str] = []

    def put(name: str, data: bytes) -> None:
        (temp / name).write_bytes(data)
        written.append(name)

    try:
        (temp / "s").mkdir()
        (temp / "lang").mkdir()
        for name in ASSETS:
            put(name, resources.files(__name__).joinpath(name).read_bytes())
        data = search_data(index)
        script = "window.RULINGS_BOOK = " + _json_for_script(data) + ";\n"
        put("search-index.js", script.encode("utf-8"))
        put("index.html", index_page(index).encode("utf-8", "replace"))
        for entry in index.entries:
            put(f"s/{page_name(entry.id)}", scenario_page(
                entry, by_id.get(entry.id), traces.engine_version,
                told[entry.id]).encode("utf-8", "replace"))
        for lang in LANG_ORDER[1:]:
            put(f"lang/{lang}.js", lang_script(lang, index.entries, told).encode("utf-8"))
        # the manifest: what proves the folder is this book's, and all a later book may delete
        (temp / MARKER).write_text(json.dumps(
            {"book": "rulings judge book", "cr_version": CR_VERSION,
             "scenarios": len(index.entries), "files": sorted(written)}, indent=1) + "\n",
            encoding="utf-8")
        check_out(out)  # again, just before: a file added meanwhile is never deleted
        kept = _replace(temp, target)
    except OSError as exc:
        shutil.rmtree(temp, ignore_errors=True)
        raise WriteError(f"--out: {out}: cannot write: {exc.strerror or exc}; nothing was "
                         "written (an earlier book stays as it was)") from None
    except BaseException:
        shutil.rmtree(temp, ignore_errors=True)
        raise
    passed = sum(1 for s in traces.scenarios if s.status == "PASS")
    return Book(out, len(index.entries), passed, len(script.encode("utf-8")), kept)


def _replace(new: Path, out: Path) -> Path | None:
    """Put the folder ``new`` at ``out``: an earlier book is moved aside, then only the files
    its manifest lists are removed. What else it holds (added in the moment between the last
    check and the move) is kept in the moved folder, whose path is returned."""
    if not out.exists():
        os.replace(new, out)
        return None
    owned = _owned(out) or set()
    old = out.parent / f".{out.name}.{secrets.token_hex(6)}.old"
    os.replace(out, old)
    try:
        os.replace(new, out)
    except BaseException:
        os.replace(old, out)  # the earlier book stays as it was
        raise
    for name in sorted(owned, key=lambda n: -n.count("/")):
        path = old / name
        if path.is_file() and not path.is_symlink():
            path.unlink()
    for folder in sorted({Path(n).parent for n in owned if "/" in n}, key=lambda p: -len(p.parts)):
        try:
            (old / folder).rmdir()
        except OSError:
            pass
    try:
        old.rmdir()
    except OSError:  # something the book did not write is in it: kept, never deleted
        return old
    return None


def _json_for_script(data: object) -> str:
    """JSON that is also safe inside any HTML or JS context: no <, >, & or line separators."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for ch, code in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"),
                     ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(ch, code)
    return text


# --- the search index: what rulings.judging.lookup prepares, written for search.js ---------------------

def search_data(index: Index) -> dict[str, object]:
    """Everything search.js needs to search as rulings.judging.lookup does, prepared once at build time:
    the BM25F postings of every key (rulings/judging/wordindex.py: each entry's pseudo term frequency)
    and the stem table, the cards' names in every language (folded), the card tags, the
    glossary, the common words and lookup's constants. Queries are folded in the browser
    (search.js ``fold`` is lookup's ``fold``; a test compares them)."""
    from ..judging import lookup, typos, wordindex
    from ..data.common import all_common
    from ..data.glossary import glossary

    ready = wordindex.prepared(index)
    places = {e.id: n for n, e in enumerate(index.entries)}
    postings = [[key, [x for place, tf in ready.postings[key].items() for x in (place, tf)]]
                for key in ready.keys]
    # each key's questions, a question written once per occurrence (most occur once)
    asked = [[key, [q for q, n in ready.asked[key].items() for _ in range(n)]]
             for key in sorted(ready.asked)]
    card_rows = []
    for c in cards():
        names = []
        for lang, name in c.names.items():
            spaced = fold("".join(" " if ch in "'’‘ʼ`" else ch for ch in name))
            names.append([lang, name, fold(name), spaced])
        card_rows.append([c.slug, c.name, names])
    tags = {slug: [places[e.id] for e in found]
            for slug, found in lookup._card_tags(index).items()}
    terms = [[t.en, wordindex.analyze(fold(t.en), ready.stems), [list(f) for f in t.forms]]
             for t in glossary()]
    ruling_rows = {rid: [r.text, [places[e.id] for e in index.entries
                                  if rid in e.tag_values("ruling")]]
                   for rid, r in rulings().items()}
    words = sorted(ready.stems.table)
    return {
        "cr_version": CR_VERSION,
        "entries": [[e.id, e.base_id, e.name, page_name(e.id), list(e.aliases), e.feature]
                    for e in index.entries],
        "postings": postings,
        "asked": asked,
        "asked_norms": list(ready.asked_norms),
        "asked_places": list(ready.asked_places),
        "asked_weight": lookup.ASKED_WEIGHT,
        "asked_top": wordindex.ASKED_TOP,
        "asked_decay": wordindex.ASKED_DECAY,
        "stems": [words, [ready.stems.table[w] for w in words]],
        "cards": card_rows,
        "card_tags": tags,
        "glossary": terms,
        "rulings": ruling_rows,
        "stop_words": sorted(wordindex.STOP_WORDS),
        "common_words": sorted(all_common()),
        "k1": wordindex.K1,
        "prefix_slack": wordindex._PREFIX_SLACK,
        "prefix_min": wordindex._PREFIX_MIN,
        "name_boost": lookup.NAME_BOOST,
        "name_quality": {str(k): v for k, v in lookup._NAME_QUALITY.items()},
        "labels": [list(pair) for pair in lookup.LABELS],
        "words_quality": lookup.WORDS_QUALITY,
        "lead": lookup.LEAD,
        "unled_quality": lookup.UNLED_QUALITY,
        "no_good_match": lookup.NO_GOOD_MATCH,
        "inflection": lookup._INFLECTION,
        "name_cutoff": typos.NAME_CUTOFF,
        "name_margin": typos.NAME_MARGIN,
        "word_cutoff": typos.WORD_CUTOFF,
        "languages": {code: LANGUAGES[code] for code in LANG_ORDER},
        # the search's own words in English (its labels and notes; lang/xx.js: the others')
        "words": {k: v for k, v in chrome.said("en").items() if k.startswith(SEARCH_WORDS)},
    }


# --- pages ------------------------------------------------------------------------------------

def _head(title: str, root: str) -> str:
    """The page's head and header; ``title`` "": the book's own (said in the reader's language)."""
    titled = (f'<title lang="en">{escape(title)}</title>' if title  # a scenario's id and name
              else tag("book.title", "title"))
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"{titled}\n"
        f'<link rel="stylesheet" href="{root}book.css">\n</head>\n<body>\n'
        + tag("top.skip", "a", 'class="skip" href="#main"') + "\n"
        + '<header class="top">' + tag("book.title", "a", f'href="{root}index.html"')
        + f'<span class="crv">CR {escape(CR_VERSION)}</span>{_switch()}</header>\n'
    )


def _switch() -> str:
    """The reader's language, one control on every page (book.js remembers it): each page's
    answer and what the engine did, the cards as printed, the search's outcome lines."""
    options = "".join(f'<option value="{code}" lang="{_lang_attr(code)}">'
                      f"{escape(AUTONYMS[code])}</option>" for code in LANG_ORDER)
    return ('<span class="pick">' + tag("top.language", "label", 'for="lang"') + " "
            f'<select id="lang">{options}</select></span>')


def _foot(root: str, scripts: Sequence[str]) -> str:
    tags = "".join(f'<script src="{root}{s}"></script>\n' for s in scripts)
    return (f'<footer>{tag("footer", "p", tool=Code("rulings book"))}</footer>\n'
            f"{tags}</body>\n</html>\n")


def index_page(index: Index) -> str:
    features: dict[str, list[Entry]] = {}
    for entry in index.entries:
        features.setdefault(entry.feature, []).append(entry)
    example = english("search.placeholder", example=_example("en"))
    parts = [_head("", ""), '<main id="main">\n', tag("book.title", "h1"), "\n",
             tag("index.intro", "p", count=len(index.entries)), "\n",
             '<form id="search" role="search" action="index.html" method="get">\n',
             tag("search.label", "label", 'for="q"'), "\n",
             '<div class="row"><input id="q" name="q" type="search" autocomplete="off" '
             f'spellcheck="false" placeholder="{escape(example)}" data-wp="search.placeholder">',
             tag("search.button", "button", 'type="submit"'), "</div>\n</form>\n",
             # seen only without JavaScript, so only in English
             "<noscript><p>" + escape(english("search.noscript")) + "</p></noscript>\n",
             '<div id="found" aria-live="polite"><p id="notes"></p><ol id="results"></ol></div>\n',
             tag("index.all", "h2", 'id="all"'), "\n"]
    for n, (feature, entries) in enumerate(features.items()):
        parts.append(f'<details><summary><span lang="en">{escape(feature)}</span> '
                     f"({len(entries)})</summary>\n<ul>\n")
        for e in entries:
            parts.append(f'<li><a href="s/{page_name(e.id)}"><span class="id">{escape(e.id)}'
                         f'</span> <span lang="en">{escape(e.name)}</span></a></li>\n')
        parts.append("</ul></details>\n")
    parts.append("</main>\n")
    parts.append(_foot("", ("search-index.js", "search.js", "book.js")))
    return "".join(parts)


def scenario_page(entry: Entry, trace: ScenarioTrace | None, engine_version: str,
                  told: Mapping[str, Told] | None = None) -> str:
    """One scenario's page: the answer, the cards, the rulings, the rules, the steps. The texts
    ``told`` says in other languages each have a place (``data-k``, Told.pieces) that book.js
    fills from lang/xx.js."""
    english = (told or {}).get("en") or Told.of(entry, trace, "en")
    checks = check_places(told or {"en": english})
    places = _Places()
    parts = [_head(f"{entry.id}: {entry.name}", "../"),
             f'<main id="main" data-id="{escape(entry.id)}">\n',
             f'<h1><span class="id">{escape(entry.id)}</span> <span lang="en">{escape(entry.name)}'
             "</span></h1>\n",
             '<section class="answer" aria-labelledby="answer">\n',
             tag("answer.heading", "h2", 'id="answer"'), "\n",
             places.put("p", english.outcome, "outcome"), places.put("p", english.title),
             places.put("p", english.afterwards)]
    if trace is not None:
        status = trace.status
        verdict = (tag("verdict.agrees") if status == "PASS" else
                   tag("verdict.ended", status=Code(status)))
        parts.append(f'<p class="engine">{verdict} '
                     f'{tag("verdict.engine", version=engine_version)}</p>\n')
    parts.append("</section>\n")
    parts.append(_cards_html(entry))
    parts.append(_rulings_html(entry))
    parts.append(_rules_html(entry))
    parts.append(_steps_html(entry, trace, english, checks, places))
    where = Code(f"{entry.file}:{entry.line}")
    parts.append(tag("where.rule", "p", 'class="where"', feature=entry.feature, rule=entry.rule,
                     file=where) if entry.rule else
                 tag("where", "p", 'class="where"', feature=entry.feature, file=where))
    parts.append("\n")
    parts.append("</main>\n")
    parts.append(_foot("../", ("book.js",)))
    return "".join(parts)


def _example(lang: str) -> str:
    """The card name the search box offers as an example on a page in ``lang``."""
    c = card(EXAMPLE_CARD)
    return c.names.get("de" if lang == "en" else lang, c.name) if c else ""


def _lang_attr(code: str) -> str:
    return HTML_LANG.get(code, code)


class _Places:
    """The places of a page's texts said in other languages, numbered in page order."""

    def __init__(self) -> None:
        self.count = 0

    def put(self, tag: str, piece: Piece, cls: str = "") -> str:
        """``piece`` (its English) in a ``tag`` element numbered for book.js; empty: hidden."""
        n, self.count = self.count, self.count + 1
        if isinstance(piece, tuple):
            before, name, after = piece
            inner = f'{escape(before)}<span lang="en">{escape(name)}</span>{escape(after)}'
        else:
            inner = escape(piece)
        attrs = (f' class="{cls}"' if cls else "") + f' data-k="{n}"' + ("" if piece else " hidden")
        return f"<{tag}{attrs}>{inner}</{tag}>" + ("\n" if tag == "p" else "")


def _lines_html(text: str) -> str:
    return "".join(f"<p>{escape(line)}</p>" for line in text.strip().splitlines() if line.strip())


def _cards_html(entry: Entry) -> str:
    seeds = [c for c in (card(slug) for slug in entry.tag_values("card")) if c and c.printed]
    if not seeds:
        return ""
    parts = ['<section class="cards" aria-labelledby="cards">\n',
             tag("cards.heading", "h2", 'id="cards"'), "\n",
             tag("cards.note", "p", 'class="note"'), "\n"]
    for c in seeds:
        parts.append(_card_html(c))
    parts.append("</section>\n")
    return "".join(parts)


def _card_html(c: Card) -> str:
    name = c.full_name or c.name
    parts = [f'<article class="card">\n<h3 lang="en">{escape(name)}</h3>\n'
             f'<p class="type" lang="en">{escape(c.type_line)}</p>\n'
             '<div class="oracle">' + tag("card.oracle", "p", 'class="label"')
             + f'<div lang="en">{_lines_html(c.oracle)}</div></div>\n']
    for code in LANG_ORDER:
        if code == "en":
            continue
        if code in c.printed and code in c.names:
            parts.append(f'<div class="printed" data-lang="{code}" hidden>'
                         + tag("card.printed", "p", 'class="label"', language=LANGUAGES[code]) +
                         f'<div lang="{_lang_attr(code)}"><p class="pname">'
                         f"{escape(c.names[code])}</p>{_lines_html(c.printed[code])}</div></div>\n")
        else:
            parts.append(f'<div class="printed" data-lang="{code}" hidden>'
                         + tag("card.unprinted", "p", 'class="label"', language=LANGUAGES[code])
                         + "</div>\n")
    parts.append("</article>\n")
    return "".join(parts)


def _rulings_html(entry: Entry) -> str:
    ids = [rid for rid in entry.tag_values("ruling") if rid in rulings()]
    if not ids:
        return ""
    official = [rid for rid in ids if rulings()[rid].kind in ("initiative", "card")]
    text = [rid for rid in ids if rid not in official]
    parts = []
    if official:
        parts.append('<section aria-labelledby="official">'
                     + tag("rulings.official", "h2", 'id="official"') + "\n<ul>\n")
        for rid in official:
            ruling = rulings()[rid]
            names = ", ".join(c.full_name or c.name for c in (card(s) for s in ruling.cards) if c)
            parts.append(f'<li><blockquote lang="en"><p>{escape(ruling.text)}</p></blockquote>'
                         + tag("rulings.source", "p", 'class="src"', ruling=Code(rid), cards=names)
                         + "</li>\n")
        parts.append("</ul></section>\n")
    if text:
        parts.append('<section aria-labelledby="demo">'
                     + tag("rulings.demonstrates", "h2", 'id="demo"') + "\n<ul>\n")
        for rid in text:
            parts.append(f'<li><span lang="en">{escape(rulings()[rid].text)}</span> '
                         f'<span class="src">(<code>{escape(rid)}</code>)</span></li>\n')
        parts.append("</ul></section>\n")
    return "".join(parts)


def _rules_html(entry: Entry) -> str:
    from ..judging.lookup import cited_rule

    values = entry.tag_values("cr")
    if not values:
        return ""
    data = cr_data()
    parts = ['<section class="rules" aria-labelledby="rules">',
             tag("rules.heading", "h2", 'id="rules"'), "\n",
             tag("rules.note", "p", 'class="note"', version=data.current_version), "\n<ul>\n"]
    for value in values:
        try:
            number, version = cited_rule(value)
        except RuleNumberError as exc:
            parts.append(f'<li>{escape(value)}: <span lang="en">{escape(str(exc))}</span></li>\n')
            continue
        written = value.partition(":")[0]
        moved = (" " + tag("rules.cited-as", number=written, version=version)
                 if str(number) != written else "")
        rule = rule_for(number, data)
        words = ""
        if rule is not None:  # the project's summary, in English
            under = ("" if parse(rule.number) == number else
                     " " + tag("rules.under", number=rule.number))
            summary = f": {rule.summary}" if rule.summary else ""
            words = f'{under} <span lang="en">{escape(rule.title + summary)}</span>'
        parts.append(f'<li><a href="{escape(rule_link(str(number)))}">CR {escape(str(number))}'
                     f"</a>{moved}{words}</li>\n")
    parts.append("</ul></section>\n")
    return "".join(parts)


def _steps_html(entry: Entry, trace: ScenarioTrace | None, english: Told,
                checks: Sequence[bool], places: _Places) -> str:
    steps = list(trace.steps) if trace is not None else []
    parts = ['<section class="steps" aria-labelledby="steps">',
             tag("steps.heading", "h2", 'id="steps"'), "\n",
             tag("steps.note", "p", 'class="note"'), "\n<ol>\n"]
    for n, step in enumerate(entry.steps):
        done = steps[n] if n < len(steps) else None
        parts.append(f'<li><p class="step" lang="en"><b>{escape(step.keyword.strip())}</b> '
                     f"{escape(step.text)}")
        if done is not None and done.status != "passed":
            key = STEP_STATUS.get(done.status)
            parts.append(" " + (tag(key, "span", 'class="bad"') if key else
                                f'<span class="bad">({escape(done.status)})</span>'))
        parts.append("</p>\n")
        if step.table:
            head, *rows = step.table
            parts.append('<table lang="en"><thead><tr>'
                         + "".join(f'<th scope="col">{escape(c)}</th>' for c in head)
                         + "</tr></thead><tbody>")
            for row in rows:
                parts.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>")
            parts.append("</tbody></table>\n")
        if n < len(checks) and checks[n]:  # a Then step: said in the reader's language
            parts.append(places.put("p", english.steps[n][0] if n < len(english.steps) else "",
                                    "said"))
        lines = list(done.lines) if done is not None else []
        if lines:
            parts.append('<ul class="trace">')
            for line in lines:
                cite = (f' <a class="cr" href="{escape(rule_link(_first_rule(line.rule)))}">'
                        f"CR {escape(line.rule)}</a>") if line.rule else ""
                parts.append(f'<li class="{escape(line.kind)}">{places.put("span", line.text)}'
                             f"{cite}</li>")
            parts.append("</ul>\n")
        if done is not None and done.error:
            parts.append(f'<p class="bad">{escape(done.error)}</p>\n')
        parts.append("</li>\n")
    parts.append("</ol></section>\n")
    return "".join(parts)


def _first_rule(rule: str) -> str:
    """``601.2c/603.3d`` -> ``601.2c``: the link goes to the first rule named."""
    return rule.split("/")[0].strip()


__all__ = ["Book", "MARKER", "check_out", "page_name", "search_data", "write_book"]
