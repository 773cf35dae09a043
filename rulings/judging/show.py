"""Explaining one scenario to a judge: the scenario as written in its feature file, the seed
rulings it demonstrates (their text) and the Comprehensive Rules it cites (number and title)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulings.scenarios.index import Entry, Index

from .. import RulingsError
from ..data import card, cr_data, rulings
from .describe import LANGUAGES, say, say_step
from ..data.crnumbers import RuleNumberError, parse, rule_for
from .lookup import NoMatch, cited_rule, suggest


@dataclass(frozen=True)
class Line:
    kind: str  # "heading", "source" (the feature file as written), "link" or "text"
    text: str


CR_LINK = "https://yawgatog.com/resources/magic-rules/#R{}"  # a public hyperlinked CR
_OFFICIAL = ("initiative", "card")  # ruling kinds printed as rulings with the cards


def rule_link(number: str) -> str:
    """The rule in a public hyperlinked Comprehensive Rules (it follows the current CR)."""
    return CR_LINK.format(number.replace(".", ""))


def describe_scenario(index: Index, entry_id: str, lang: str | None = None) -> list[Line]:
    """Scenario ``entry_id`` (or every row of the outline with that id) for a judge: the ruling
    in plain words first, the cards' Oracle text (and printed text in ``lang``), the seed
    rulings it demonstrates, the rules it cites (the project's summary, with a link), then the
    scenario as written. NoMatch names the closest ids when no scenario has that id."""
    if lang is not None and lang not in LANGUAGES:
        raise RulingsError(f"--lang: {lang!r} is not a seed language "
                           f"({', '.join(LANGUAGES)})")
    family = index.family(entry_id)
    if not family:
        raise NoMatch(f"no scenario has the id {entry_id!r}",
                      suggest(entry_id, [e.id for e in index.entries]))
    first = family[0]
    source = _source(first)
    title = f"{first.id}  {first.name}" if len(family) == 1 else \
        f"{first.base_id}  {_written_name(first)}"
    lines = [Line("heading", title)]
    lines.extend(_answer(first, lang))
    lines.extend(_cards_section(first, lang))
    lines.extend(_rulings_section(first))
    lines.extend(_rules_section(first))
    lines.append(Line("heading", "As written"))
    lines.append(Line("text", f"{first.file}:{first.scenario_line}  (feature: {first.feature}"
                              f"{f', rule: {first.rule}' if first.rule else ''})"))
    lines.extend(Line("source", s) for s in source)
    if any(e.example for e in family):
        lines.append(Line("heading", "Examples rows"))
        for e in family:
            also = f" (also {', '.join(e.aliases)})" if e.aliases else ""
            values = ", ".join(f"{k}={v}" for k, v in e.example)
            lines.append(Line("text", f"{e.id}{also}  line {e.line}: {values}"))
    return lines


def last_checks(entry: Entry) -> list[str]:
    """The texts of the scenario's last Then block (with its And/But steps): its final outcome."""
    checks: list[str] = []
    in_then = False
    for step in entry.steps:
        keyword = step.keyword.strip()
        if keyword == "Then":
            checks, in_then = [step.text], True
        elif keyword in ("And", "But", "*") and in_then:
            checks.append(step.text)
        else:
            in_then = False
    return checks


def _answer(entry: Entry, lang: str | None = None) -> list[Line]:
    """The ruling in plain words: the scenario's name, and what its Then steps check (said in
    ``lang`` by the describers, rulings/judging/describe.py; English, labelled, where it lacks one)."""
    lang = lang or "en"
    lines = [Line("heading", say("label.ruling", lang).labelled),
             Line("text", say("label.title", lang, name=entry.name).labelled)]
    checks = last_checks(entry)
    if checks and lang != "en":
        checks = [_said_check(text, lang) for text in checks]
    if checks:
        lines.append(Line("text", say("label.afterwards", lang,
                                      checks=say("label.sep", lang).text.join(checks)).labelled))
    return lines


def said_outcome(entry: Entry, lang: str) -> str | None:
    """The scenario's outcome ("Afterwards": its last Then block's checks) said in ``lang``, as
    ``show`` says it (None for a scenario without checks)."""
    lines = _answer(entry, lang)
    return lines[2].text if len(lines) > 2 else None


def _said_check(text: str, lang: str) -> str:
    from rulings.steps import given, then, when  # noqa: F401 - the vocabulary's phrases
    from rulings.steps.phrases import PhraseError
    from rulings.steps.vocabulary import lookup

    try:
        phrase = lookup("then", text)
    except PhraseError:
        return text
    return say_step("then", phrase.id, text, phrase.arguments(text) or {}, lang).labelled


def _cards_section(entry: Entry, lang: str | None) -> list[Line]:
    seeds = [c for c in (card(slug) for slug in entry.tag_values("card")) if c and c.printed]
    if not seeds:
        return []
    lines = [Line("heading", "Cards")]
    for c in seeds:
        name = c.full_name or c.name
        lines.append(Line("text", f"{name}  ({c.type_line})"))
        lines.extend(Line("text", f"  {t}") for t in c.oracle.strip().splitlines())
        if lang and lang != "en":
            if lang in c.names and lang in c.printed:
                lines.append(Line("text", f"  Printed in {LANGUAGES[lang]}: {c.names[lang]}"))
                lines.extend(Line("text", f"    {t}") for t in c.printed[lang].strip().splitlines())
            else:
                lines.append(Line("text", f"  (not printed in {LANGUAGES[lang]})"))
    return lines


def as_text(lines: list[Line]) -> str:
    return "\n".join(line.text for line in lines)


def _written_name(entry: Entry) -> str:
    """The scenario's name as written (an outline's name keeps its <placeholders>)."""
    line = Path(entry.path).read_text(encoding="utf-8-sig").splitlines()[entry.scenario_line - 1]
    return line.partition(":")[2].strip()


def _source(entry: Entry) -> list[str]:
    """Numbered lines of the file: the Background steps, then the scenario from its tags on."""
    try:
        text = Path(entry.path).read_text(encoding="utf-8-sig").splitlines()
    except OSError as exc:
        raise RulingsError(f"{entry.file}: cannot read: {exc}") from None
    start = entry.scenario_line - 1
    while start > 0 and text[start - 1].strip().startswith(("@", "#")):
        start -= 1
    end = entry.scenario_line
    while end < len(text) and not _starts_block(text, end):
        end += 1
    while end > start and (not text[end - 1].strip() or text[end - 1].strip().startswith("#")):
        end -= 1
    background = [n for s in entry.steps if s.line < entry.scenario_line
                  for n in _step_lines(text, s.line - 1)]
    numbers = background + (["..."] if background else []) + list(range(start, end))
    width = len(str(end))
    return [f"{n + 1:>{width}}  {text[n]}" if isinstance(n, int) else f"{'':>{width}}  ..."
            for n in numbers]


_BLOCKS = ("Scenario", "Example:", "Rule:", "Background:", "Feature:")


def _starts_block(text: list[str], n: int) -> bool:
    """Line ``n`` begins the next scenario, Rule or Background (or the tags above one)."""
    line = text[n].strip()
    if line.startswith("@"):
        following = next((x.strip() for x in text[n + 1:] if x.strip()
                          and not x.strip().startswith(("@", "#"))), "")
        return following.startswith(_BLOCKS) and not following.startswith("Scenarios:")
    return line.startswith(_BLOCKS) and not line.startswith("Scenarios:")


def _step_lines(text: list[str], n: int) -> list[int]:
    """A step's line and the lines of its data table or doc string."""
    out, n = [n], n + 1
    fence: str | None = None
    while n < len(text):
        line = text[n].strip()
        if fence:
            out.append(n)
            fence = None if line.startswith(fence) else fence
        elif line.startswith(('"""', "```")):
            out.append(n)
            fence = line[:3]
        elif line.startswith("|"):
            out.append(n)
        else:
            break
        n += 1
    return out


def _rulings_section(entry: Entry) -> list[Line]:
    ids = entry.tag_values("ruling")
    if not ids:
        return []
    official = [rid for rid in ids if rid in rulings() and rulings()[rid].kind in _OFFICIAL]
    text = [rid for rid in ids if rid in rulings() and rid not in official]
    lines: list[Line] = []
    if official:
        lines.append(Line("heading", "Official rulings (printed with the cards)"))
        for rid in official:
            ruling = rulings()[rid]
            names = ", ".join(c.full_name or c.name
                              for c in (card(slug) for slug in ruling.cards) if c)
            lines.append(Line("text", ruling.text))
            lines.append(Line("text", f"  ({rid}; printed with {names}; the seed documents give "
                                      "no date)"))
    if text:
        lines.append(Line("heading", "Card text it demonstrates"))
        for rid in text:
            lines.append(Line("text", f"{rulings()[rid].text}  ({rid})"))
    for rid in ids:
        if rid not in rulings():
            lines.append(Line("text", f"{rid}: not a seed ruling"))
    return lines


def _rules_section(entry: Entry) -> list[Line]:
    values = entry.tag_values("cr")
    if not values:
        return []
    data = cr_data()
    lines = [Line("heading", f"Rules cited: the project's summary, not the rules' text "
                             f"(numbers as in CR {data.current_version})")]
    for value in values:
        try:
            number, version = cited_rule(value)
        except RuleNumberError as exc:
            lines.append(Line("text", f"@cr:{value}: {exc}"))
            continue
        written = value.partition(":")[0]
        moved = f" (cited as {written} of CR {version})" if str(number) != written else ""
        rule = rule_for(number, data)
        if rule is None:
            lines.append(Line("text", f"{number}{moved}"))
        else:
            exact = "" if parse(rule.number) == number else f" (under {rule.number})"
            summary = f": {rule.summary}" if rule.summary else ""
            lines.append(Line("text", f"{number}{moved}{exact} {rule.title}{summary}"))
        lines.append(Line("link", f"  {rule_link(str(number))}"))
    return lines
