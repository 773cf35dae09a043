"""Explaining one scenario to a judge: the scenario as written in its feature file, the seed
rulings it demonstrates (their text) and the Comprehensive Rules it cites (number and title)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulings.scenarios.index import Entry, Index

from . import RulingsError
from .data import card, cr_data, rulings
from .data.crnumbers import RuleNumberError, parse, rule_for
from .lookup import NoMatch, cited_rule, suggest


@dataclass(frozen=True)
class Line:
    kind: str  # "heading", "source" (the feature file as written) or "text"
    text: str


def describe_scenario(index: Index, entry_id: str) -> list[Line]:
    """Scenario ``entry_id`` (or every row of the outline with that id) as written, with the texts
    of the seed rulings it demonstrates and the number and title of each rule it cites; NoMatch
    names the closest ids when no scenario has that id."""
    family = index.family(entry_id)
    if not family:
        raise NoMatch(f"no scenario has the id {entry_id!r}",
                      suggest(entry_id, [e.id for e in index.entries]))
    first = family[0]
    source = _source(first)
    title = f"{first.id}  {first.name}" if len(family) == 1 else \
        f"{first.base_id}  {_written_name(first)}"
    lines = [Line("heading", title),
             Line("text", f"{first.file}:{first.scenario_line}  (feature: {first.feature}"
                          f"{f', rule: {first.rule}' if first.rule else ''})")]
    lines.append(Line("heading", "As written"))
    lines.extend(Line("source", s) for s in source)
    if any(e.example for e in family):
        lines.append(Line("heading", "Examples rows"))
        for e in family:
            also = f" (also {', '.join(e.aliases)})" if e.aliases else ""
            values = ", ".join(f"{k}={v}" for k, v in e.example)
            lines.append(Line("text", f"{e.id}{also}  line {e.line}: {values}"))
    lines.extend(_rulings_section(first))
    lines.extend(_rules_section(first))
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
    lines = [Line("heading", "Rulings")]
    for rid in ids:
        ruling = rulings().get(rid)
        if ruling is None:
            lines.append(Line("text", f"{rid}: (not a seed ruling)"))
            continue
        names = ", ".join(c.full_name or c.name for c in (card(slug) for slug in ruling.cards) if c)
        lines.append(Line("text", f"{rid} ({ruling.kind}; on {names}; CR {', '.join(ruling.cr)})"))
        lines.append(Line("text", f"  {ruling.text}"))
    return lines


def _rules_section(entry: Entry) -> list[Line]:
    values = entry.tag_values("cr")
    if not values:
        return []
    data = cr_data()
    lines = [Line("heading", f"Rules cited (numbers as in CR {data.current_version})")]
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
            continue
        exact = "" if parse(rule.number) == number else f" (under {rule.number})"
        summary = f": {rule.summary}" if rule.summary else ""
        lines.append(Line("text", f"{number}{moved}{exact} {rule.title}{summary}"))
    return lines
