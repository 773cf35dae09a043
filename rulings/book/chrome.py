"""The judge book's own words (its chrome): the headings, labels, buttons, notes and fixed
sentences of its pages, in the 11 seed languages (words.toml, one entry per text).

A page is written in English (``en``, what a reader without JavaScript sees); each text of the
chrome is an element marked ``data-w="<key>"`` (an attribute, ``data-wp``: the search box's
placeholder), its placeholders' values in ``data-a`` (JSON). ``rulings book`` puts the other
languages' words into lang/xx.js (``said``) and book.js says them when the reader picks one.
"""
from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from html import escape
from importlib import resources

WORDS_FILE = "words.toml"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Code:
    """A placeholder's value written as code (a command, a file): the same in every language."""

    text: str


Value = str | int | Code


@dataclass(frozen=True)
class Words:
    """One text of the chrome: its English, its translations, and the placeholder (if any) that
    names the reader's own language, which the translations write out (``own``)."""

    key: str
    said: Mapping[str, str]  # language -> template, "en" among them
    own: str | None = None

    @property
    def en(self) -> str:
        return self.said["en"]


@cache
def book_words() -> dict[str, Words]:
    """Every text of the book's chrome, by key (words.toml)."""
    raw = tomllib.loads(resources.files(__package__).joinpath(WORDS_FILE).read_text("utf-8"))
    return {key: Words(key, {k: v for k, v in entry.items() if k != "own"}, entry.get("own"))
            for key, entry in raw.items()}


def placeholders(template: str) -> list[str]:
    return PLACEHOLDER.findall(template)


def english(key: str, **args: Value) -> str:
    """The English of ``key`` with its placeholders filled, as plain text."""
    return PLACEHOLDER.sub(lambda m: _plain(args[m.group(1)]), book_words()[key].en)


def _plain(value: Value) -> str:
    return value.text if isinstance(value, Code) else str(value)


def tag(key: str, element: str = "span", attrs: str = "", **args: Value) -> str:
    """``key``'s English in an ``element`` marked for book.js (``attrs``: its other
    attributes, written as is), each placeholder's value escaped (a Code as <code>)."""

    def value(name: str) -> str:
        v = args[name]
        return f"<code>{escape(v.text)}</code>" if isinstance(v, Code) else escape(str(v))

    # split on the placeholders: text at even places, a placeholder's name at odd ones
    parts = PLACEHOLDER.split(book_words()[key].en)
    inner = "".join(value(part) if n % 2 else escape(part) for n, part in enumerate(parts))
    extra = f' data-a="{escape(_args_json(args))}"' if args else ""
    return (f'<{element}{" " + attrs if attrs else ""} data-w="{key}"{extra}>{inner}'
            f"</{element}>")


def _args_json(args: Mapping[str, Value]) -> str:
    return json.dumps({k: (["code", v.text] if isinstance(v, Code) else str(v))
                       for k, v in args.items()}, ensure_ascii=False, separators=(",", ":"))


def said(lang: str, filled: Mapping[str, Mapping[str, str]] = {}) -> dict[str, str]:
    """Every text of the chrome in ``lang`` (its template), for lang/xx.js; ``filled``: per
    key, the placeholders whose value depends on the language, filled in at build time."""
    out = {}
    for key, words in book_words().items():
        text = words.said[lang]
        for name, value in filled.get(key, {}).items():
            text = text.replace("{" + name + "}", value)
        out[key] = text
    return out


__all__ = ["Code", "Words", "book_words", "english", "placeholders", "said", "tag"]
