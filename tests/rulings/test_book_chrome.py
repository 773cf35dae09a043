"""rulings.book.chrome: the judge book's own words (headings, labels, buttons, the search's
notes) in all 11 seed languages, each fixed text of a page one of them; lang/xx.js carries them.
The browser side (a page switched to German) is in test_book_browser.py."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

from rulings import book
from rulings.judging import lookup
from rulings.book import chrome
from rulings.data import card

LANGS = set(book.LANG_ORDER)
# the same word in English and in a seed language: Portuguese says "card" (the glossary's "compra
# um card", as printed); Italian "scenario" is Italian
SAME = {("cards.heading", "pt"), ("search.count.one", "it")}
# a run of Latin letters that is a word (not an id such as TORCH-001 or CR, not a number)
WORD = re.compile(r"\b(?![A-Z0-9-]+\b)[A-Za-z][a-z]+")


def lang_data(folder: Path, lang: str) -> dict:
    text = (folder / "lang" / f"{lang}.js").read_text(encoding="utf-8")
    head = f'(window.RULINGS_LANG = window.RULINGS_LANG || {{}})["{lang}"] = '
    assert text.startswith(head) and text.endswith(";\n")
    return json.loads(text[len(head):-2])


class Fixed(HTMLParser):
    """The English words a page writes outside the book's words (data-w), the texts said in
    other languages (data-k) and the parts marked with their language (lang= below <html>: a
    name or a quote kept English, a card as printed): a template's English that no language
    can say. Also every data-w's key and arguments."""

    # noscript: read only without JavaScript; code: a command, a file, an id (no language's)
    SKIP = {"script", "style", "option", "noscript", "code"}
    VOID = {"meta", "link", "input", "br", "img"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, bool]] = []  # (tag, inside an exempt part)
        self.left: list[str] = []
        self.keys: list[tuple[str, dict | None]] = []
        self.noscript: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-w" in a:
            self.keys.append((a["data-w"], json.loads(a.get("data-a") or "{}")))
        if "data-wp" in a:
            self.keys.append((a["data-wp"], None))  # its values filled in at build time
        exempt = bool(self.stack and self.stack[-1][1]) or tag in self.SKIP or "data-w" in a \
            or "data-k" in a or ("lang" in a and tag != "html")
        if tag not in self.VOID:
            self.stack.append((tag, exempt))

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        if any(t == "noscript" for t, _ in self.stack):
            self.noscript.append(data)
        if self.stack and self.stack[-1][1]:
            return
        self.left += WORD.findall(data)


def fixed(page: str) -> Fixed:
    parser = Fixed()
    parser.feed(page)
    return parser


def test_every_word_of_the_book_is_in_every_seed_language():
    words = chrome.book_words()
    assert len(words) > 30
    for key, w in words.items():
        assert set(w.said) == LANGS, key
        assert all(text.strip() for text in w.said.values()), key
        wanted = set(chrome.placeholders(w.en)) - {w.own}
        assert w.own is None or w.own in chrome.placeholders(w.en), key
        for lang, text in w.said.items():
            if lang != "en":
                assert set(chrome.placeholders(text)) == wanted, (key, lang, text)
                assert text != w.en or (key, lang) in SAME, (key, lang)  # said, not copied


def test_the_search_says_lookups_words():
    assert chrome.english("note.no-good-match") == lookup.NO_GOOD_MATCH
    assert {f"match.{label}" for label, _ in lookup.LABELS} | {"match.weak"} <= \
        set(chrome.book_words())


def test_every_fixed_word_of_every_page_is_one_of_the_books(judge_book: Path):
    pages = sorted(judge_book.rglob("*.html"))
    assert len(pages) > 400
    words = chrome.book_words()
    left, seen, noscript = [], set(), 0
    for path in pages:
        found = fixed(path.read_text(encoding="utf-8"))
        left += [f"{path.name}: {w}" for w in found.left]
        for key, args in found.keys:
            assert key in words, (path.name, key)
            assert args is None or set(args) == set(chrome.placeholders(words[key].en)), \
                (path.name, key)
            seen.add(key)
        if found.noscript:
            assert "".join(found.noscript) == chrome.english("search.noscript")
            noscript += 1
    assert left == [] and noscript == 1
    assert {"verdict.agrees", "rules.heading", "card.printed"} <= seen


def test_every_word_of_the_book_is_said_somewhere():
    """No entry of words.toml that no page or note says (the search's labels are "match." and
    the label's name in book.js)."""
    from importlib import resources

    source = "".join(resources.files("rulings.book").joinpath(name).read_text("utf-8")
                     for name in ("__init__.py", "book.js"))
    for key in chrome.book_words():
        assert f'"{key}"' in source or key.startswith("match."), key


def test_the_check_finds_an_english_sentence_no_language_can_say(judge_book: Path):
    page = (judge_book / "s" / "TORCH-001.html").read_text(encoding="utf-8")
    assert fixed(page).left == []
    for added in ("<p>Printed on the card</p>", '<h2 id="x">See also</h2>',
                  '<button type="button">Copy the link</button>'):
        assert fixed(page.replace("</main>", added + "</main>")).left
    assert fixed(page.replace('data-w="answer.heading"', "")).left == ["Answer"]


def test_an_english_page_writes_each_word_as_words_toml_has_it(judge_book: Path):
    page = (judge_book / "index.html").read_text(encoding="utf-8")
    assert '<h2 id="all" data-w="index.all">All scenarios</h2>' in page
    example = card(book.EXAMPLE_CARD).names["de"]
    assert f'placeholder="e.g. {example}" data-wp="search.placeholder"' in page
    page = (judge_book / "s" / "TORCH-001.html").read_text(encoding="utf-8")
    assert '<p class="engine"><span data-w="verdict.agrees">The reference engine plays it and ' \
           'agrees.</span>' in page
    assert 'data-w="footer" data-a="{&quot;tool&quot;:[&quot;code&quot;,&quot;rulings book' \
           '&quot;]}">Written by <code>rulings book</code> from' in page


def test_each_languages_file_carries_the_books_words(judge_book: Path):
    for lang in book.LANG_ORDER[1:]:
        said = lang_data(judge_book, lang)["book"]
        assert set(said) == set(chrome.book_words())
        assert said["search.placeholder"].endswith(card(book.EXAMPLE_CARD).names[lang])
        assert "{example}" not in said["search.placeholder"]
        assert said["answer.heading"] == chrome.book_words()["answer.heading"].said[lang]
    assert lang_data(judge_book, "de")["book"]["cards.heading"] == "Karten"
    index = (judge_book / "search-index.js").read_text(encoding="utf-8")
    assert '"match.exact": "exact match"' in index or '"match.exact":"exact match"' in index
