"""Describers: the phrase book's steps, protocol calls, events, decisions and facts in plain
words, in any seed language, for ``show``, ``explain`` and the judge book.

A describer is an id and a template. English is written once, beside what it describes: a
step's own Gherkin words (``given.<name>``, ``when.<id>``, ``will.<id>``, ``then.<id>``: steps/
given.py, steps/phrasebook.py, steps/then.py), an action's ``says`` (``action.<kind>``,
steps/phrasebook.py), a fact's ``says`` (``fact.<name>``, steps/facts.py), and the events and
decisions below (``event.<type>``, ``decision.*``). Every other language is data:
rulings/data/words.toml holds, per seed language, ``templates`` keyed by describer id and
``terms`` (the rules glossary's words, rulings/data/glossary.toml, as that language writes
them), used in a template as ``{term:initiative}``. A describer a language lacks falls back to
English, labelled (``Said.fallback``). docs/STEPS.md "Describing in other languages" lists every
id with its placeholders (generated: ``python -m rulings.judging.stepsdoc``).
"""
from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rulings.steps.facts import FACTS
from rulings.steps import phrasebook, then as checks
from rulings.steps.phrasebook import ACTION_KINDS, ACTION_PARTS
from rulings.steps.vocabulary import PHRASES

from .. import RulingsError
from ..data.languages import LANGUAGES

WORDS = Path(__file__).parents[1] / "data" / "words.toml"

# Events (adapters/observation.py EVENT_TYPES) and decisions, in English. Placeholders: the
# event's fields (player, dungeon, room, source, target, amount, text); "unknown" where missing.
EVENT_TEMPLATES: dict[str, str] = {
    "took-initiative": "{player} takes the {term:initiative}",
    "ventured": "{player} ventures {text}",
    "ventured.plain": "{player} ventures",
    "entered-dungeon": "{player} puts {dungeon} into the command zone",
    "entered-room": "{player} moves the venture marker into {room} ({dungeon})",
    "completed-dungeon": "{player} completes {dungeon}",
    "trigger": 'triggers: "{text}", controlled by {player}, source {source}',
    "trigger.no-source": 'triggers: "{text}", controlled by {player}, no source',
    "resolved": 'resolves: "{text}"',
    "damage": "{source} deals {amount} damage to {target}",
    "damage.combat": "{source} deals {amount} combat damage to {target}",
    "life": "{player} loses {amount} life",
    "life.gains": "{player} gains {amount} life",
    "drew": "{player} draws a card",
    "token": "{player} creates a {text} token",
    "left-game": "{player} leaves the game{why}",
    "lost-game": "{player} loses the game{why}",
    "step": "{player}'s turn: {text} begins",
    "cast": "{player} casts {text}",
    "activated": "{player} activates an ability of {source}",
    "attacked": "{source} attacks {target}",
    "blocked": "{source} blocks {target}",
    "destroyed": "{source} is put into its owner's graveyard",
    "revealed": "{player} reveals {text}",
    "exiled": "{player} exiles {text}",
    "shuffled": "{player} shuffles their library",
    "fizzled": '"{text}" does not resolve: all its targets are illegal',
    "removed-from-stack": '"{text}" is removed from the stack: no legal target',
    "state-based": "state-based action: {said}",
    "why": " ({text})",
    "why.lost": " (lost)",  # the reason an engine gives: it lost the game (CR 800.4a)
}
DECISION_TEMPLATES: dict[str, str] = {
    "decision": "{player} decides {kind}{source} among {options}: {answer} ({how})",
    "decision.source": " for {source}",
    "decision.scripted": "scripted",
    "decision.forced": "forced",
    "decision.no-pending": "answer {answer} given with no decision pending",
    "nothing": "nothing",
}
# The words around the outcome in ``show`` and ``explain``: headings and labels.
LABEL_TEMPLATES: dict[str, str] = {
    "ruling": "Ruling",
    "afterwards": "Afterwards: {checks}.",
    "sep": "; ",  # between two checks
    "title": "{name}.",  # the scenario's title (English; a language labels it so)
    "outcome": "Outcome: {said}",
    "scenario": "scenario: {name}",  # explain's title line (English; labelled likewise)
    "where": "{where}  engine {engine} {version}; rules as numbered in CR {cr}",
    "departs": "departs from the scenario at line {line}: {step}: {error}",
    "result": "result: {status}",
    "error": "error: {error}",
    "failed": "FAILED",
    "not-run": "not run",
    "line": "line {line}",
    "check": "= {said}",  # a Then step said in the reader's language, under the step as written
}
# explain's trace lines and its one-line outcome, in English.
TRACE_TEMPLATES: dict[str, str] = {
    "start": "the game starts ({format}: {players}); {player}'s turn {turn}, {step}; {holder}",
    "format.two-player": "two-player",
    "format.free-for-all": "free-for-all",
    "format.two-headed-giant": "Two-Headed Giant",
    "holder": "{player} has the initiative",
    "no-holder": "no one has the initiative",
    "rejected": "the engine rejects the action ({code}): {message}",
    "asks": "asks: {said}",
}
OUTCOME_TEMPLATES: dict[str, str] = {
    "player": "{player} {said}",
    "initiative": "takes the initiative{times}",
    "ventures": "ventures{times}: {rooms}",
    "completes": "completes {dungeons}",
    "leaves": "leaves the game",
    "loses": "loses the game",
    "once": " once",
    "twice": " twice",
    "times": " {n} times",
    "and": " and ",
    "sep": "; ",
}
_FIELD = re.compile(r"\{(?P<name>[a-z_:-]+)\}")


@dataclass(frozen=True)
class Said:
    """A describer's words: in ``lang``, or in English when that language lacks the describer
    (``fallback``; ``labelled`` marks it so a reader knows)."""

    text: str
    lang: str
    fallback: bool = False

    @property
    def labelled(self) -> str:
        return f"[en] {self.text}" if self.fallback else self.text


@cache
def english() -> dict[str, str]:
    """Every describer id with its English template."""
    out: dict[str, str] = {}
    for phrase in PHRASES:  # the steps: their own words are the English
        for kind in phrase.kinds:
            out[f"{kind}.{phrase.id}"] = phrase.regex.pattern
    out.update({f"when.{p.id}": p.pattern for p in phrasebook.ACTION_PHRASES})
    out.update({f"will.{p.id}": p.pattern for p in phrasebook.DECISION_PHRASES})
    out.update({f"then.{c.id}": c.pattern for c in checks.CHECKS})
    out.update({f"action.{a.kind}": a.says for a in ACTION_KINDS.values()})
    out.update({f"action.part.{k}": v for k, v in ACTION_PARTS.items()})
    out.update({f"fact.{f.name}": f.says for f in FACTS.values()})
    out.update({f"event.{k}": v for k, v in EVENT_TEMPLATES.items()})
    out.update({k if k.startswith("decision") else f"word.{k}": v
                for k, v in DECISION_TEMPLATES.items()})
    out.update({f"label.{k}": v for k, v in LABEL_TEMPLATES.items()})
    out.update({f"trace.{k}": v for k, v in TRACE_TEMPLATES.items()})
    out.update({f"outcome.{k}": v for k, v in OUTCOME_TEMPLATES.items()})
    return out


def placeholders(describer: str) -> list[str]:
    """The names a template of ``describer`` may use (the English template's, or a step's
    pattern groups)."""
    template = english()[describer]
    if describer.split(".")[0] in ("given", "when", "will", "then"):
        names = list(re.compile(template).groupindex)
        return (["player"] if describer.startswith("when.") and "player" not in names
                and _by_player(describer) else []) + names
    return list(dict.fromkeys(m["name"] for m in _FIELD.finditer(template)))


def _by_player(describer: str) -> bool:
    name = describer.partition(".")[2]
    return any(p.id == name and p.by_player for p in phrasebook.ACTION_PHRASES)


@cache
def _words() -> dict[str, Any]:
    try:
        data = tomllib.loads(WORDS.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise RulingsError(f"{WORDS.name}: cannot read: {exc}") from None
    unknown = sorted(set(data) - set(LANGUAGES))
    if unknown:
        raise RulingsError(f"{WORDS.name}: [{unknown[0]}] is not a seed language "
                           f"({', '.join(LANGUAGES)})")
    return data


def translations(lang: str) -> tuple[Mapping[str, str], Mapping[str, str]]:
    """(templates, terms) a language's data gives (English gives none: it is written in the code)."""
    section = _words().get(lang, {})
    return section.get("templates", {}), section.get("terms", {})


def step_values(lang: str) -> Mapping[str, str]:
    """A language's words for a step's closed-set English words (``[<lang>.values]``): a zone,
    "not ", "tapped", a step name, a keyword, a decision kind... keyed ``<group>=<value>`` or,
    for one step only, ``<phrase id>.<group>=<value>``; ``<group>=`` is the word when the step
    leaves the group out, and ``<phrase id>.<group>`` a template for any other value (``{<group>}``
    in it is the value). ``step=<name>`` is a step's name alone (explain's events), ``and`` the
    word between the last two items of a list."""
    return _words().get(lang, {}).get("values", {})


_STEP_SUFFIX = re.compile(r" (?:step|phase)$")


_LISTS = ("options", "labels", "targets", "effects", "keywords")  # quoted items, ", " and " and "


def _step_word(values: Mapping[str, str], phrase_id: str, group: str, raw: Any) -> Any:
    value = "" if raw is None else str(raw).strip()
    if group in _LISTS and value and "and" in values:
        if group == "keywords":  # bare words: each said as the language says the keyword
            items = [values.get(f"keyword={k}", k) for k in re.split(r", | and ", value)]
            value = items[0] if len(items) == 1 else \
                ", ".join(items[:-1]) + values["and"] + items[-1]
        else:  # " and " outside the quoted items
            value = "".join(part if n % 2 else part.replace(" and ", values["and"])
                            for n, part in enumerate(re.split(r'("[^"]*")', value)))
    if group == "count" and value == "no":
        value = "0"
    keys = [f"{phrase_id}.{group}={value}", f"{group}={value}"]
    if group == "step_name":  # "the upkeep", "the combat damage step": the step's name
        keys.append(f"{group}={_STEP_SUFFIX.sub('', value)}")
    for key in keys:
        if key in values:
            return values[key]
    if value and f"{phrase_id}.{group}" in values:
        return values[f"{phrase_id}.{group}"].replace("{" + group + "}", value)
    return value


def say(describer: str, lang: str = "en", /, **values: Any) -> Said:
    """``describer``'s template in ``lang`` (English, labelled, if the language lacks it) with
    ``values`` filled in; ``{term:x}`` takes the language's word for glossary term x."""
    if lang not in LANGUAGES:
        raise RulingsError(f"lang: {lang!r} is not a seed language ({', '.join(LANGUAGES)})")
    templates, terms = translations(lang)
    template, fallback = templates.get(describer), False
    if template is None:
        template, fallback = english()[describer], lang != "en"
        terms = {}

    def fill(m: re.Match) -> str:
        name = m["name"]
        if name.startswith("term:"):
            return str(terms.get(name[5:], name[5:]))
        return str(values.get(name, "")) if name in values else m.group(0)
    text = _FIELD.sub(fill, template)
    if not fallback and lang in _ELISIONS:
        pattern, replacement = _ELISIONS[lang]
        text = pattern.sub(replacement, text)
    return Said(text, lang if not fallback else "en", fallback)


# French elides "de", "que" before a vowel: "la main d'Alice" (a name filled into "de {player}")
_ELISIONS = {"fr": (re.compile(r"\b(d|qu)e (?=[AEIOUYÉ])"), r"\1'")}


def say_step(kind: str, phrase_id: str, text: str, words: Mapping[str, Any], lang: str) -> Said:
    """A step of the scenario in ``lang``: its translation filled with the step's own words,
    or the step as written (English), labelled."""
    describer = f"{kind}.{phrase_id}"
    templates, _ = translations(lang) if lang in LANGUAGES else ({}, {})
    if lang == "en" or describer not in templates:
        return Said(text, "en", lang != "en")
    values = step_values(lang)
    names = placeholders(describer)
    filled = {name: _step_word(values, phrase_id, name, words.get(name)) for name in names}
    return say(describer, lang, **filled)


def check_templates() -> list[str]:
    """What is wrong in rulings/data/words.toml: an id no describer has, or a placeholder its
    describer does not fill (a test keeps this empty)."""
    problems = []
    known = english()
    for lang in LANGUAGES:
        templates, _ = translations(lang)
        for describer, template in templates.items():
            if describer not in known:
                problems.append(f"[{lang}.templates] {describer!r}: no such describer")
                continue
            allowed = set(placeholders(describer))
            used = {m["name"] for m in _FIELD.finditer(template) if not m["name"].startswith("term:")}
            problems += [f"[{lang}.templates] {describer!r}: unknown placeholder {{{name}}}"
                         for name in sorted(used - allowed)]
        groups = {name for d in known if d.split(".")[0] in ("given", "when", "will", "then")
                  for name in placeholders(d)}
        for key in step_values(lang):
            group = key.partition("=")[0].rpartition(".")[2]
            if group not in groups and key != "and" and not key.startswith("step="):
                problems.append(f"[{lang}.values] {key!r}: no step has the words {{{group}}}")
    return problems

