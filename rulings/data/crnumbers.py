"""Comprehensive Rules numbers: parsing, sub-rules, and reading a number from an older CR version.

A number is a section (725), a rule (725.4) or a sub-rule (725.4a, 701.49d). A query covers a
number when it is that number or one of its sub-rules: 725 covers 725.4 and 725.4a, 725.4 covers
725.4a, but 725.4 does not cover 725.41.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .. import RulingsError
from . import CrData, Renumbering, Rule

_NUMBER = re.compile(r"(\d{3})(?:\.(\d+)([a-z]*))?")


class RuleNumberError(RulingsError):
    """Not a Comprehensive Rules number."""


@dataclass(frozen=True, order=True)
class RuleNumber:
    section: int
    rule: int | None = None
    letters: str = ""

    def __str__(self) -> str:
        if self.rule is None:
            return str(self.section)
        return f"{self.section}.{self.rule}{self.letters}"

    def covers(self, other: RuleNumber) -> bool:
        if self.section != other.section:
            return False
        if self.rule is None:
            return True
        return self.rule == other.rule and other.letters.startswith(self.letters)

    def depth(self) -> int:
        return 1 + (self.rule is not None) + len(self.letters)


def parse(text: str, field: str = "rule number") -> RuleNumber:
    """``725``, ``725.4``, ``725.4a`` (a trailing dot and a ``CR`` prefix are allowed)."""
    cleaned = text.strip().removeprefix("CR").removeprefix("cr").strip().rstrip(".")
    match = _NUMBER.fullmatch(cleaned)
    if not match:
        raise RuleNumberError(
            f"{field}: {text!r} is not a rule number (expected e.g. 725, 725.4 or 701.49d)"
        )
    section, rule, letters = match.groups()
    return RuleNumber(int(section), int(rule) if rule else None, letters or "")


def rebase(number: RuleNumber, old: RuleNumber, new: RuleNumber) -> RuleNumber:
    """``number`` (covered by ``old``) with ``old``'s part replaced by ``new``: 723.4 -> 725.4."""
    if old.rule is None:
        if new.rule is not None:  # a whole section moved into a rule: keep only the rule's place
            return new
        return RuleNumber(new.section, number.rule, number.letters)
    return RuleNumber(new.section, new.rule, new.letters + number.letters[len(old.letters):])


@dataclass(frozen=True)
class Reading:
    """One way to read a number: as ``number`` in the current CR, with a note if it was moved."""

    number: RuleNumber
    note: str = ""


def _periods(ren: Renumbering) -> list[tuple[str, str | None, str]]:
    """(first version, first version after, number) for every entry of the history."""
    out = []
    for i, (start, number) in enumerate(ren.history):
        end = ren.history[i + 1][0] if i + 1 < len(ren.history) else None
        out.append((start, end, number))
    return out


def _span(start: str, end: str | None) -> str:
    return f"CR {start} until {end}" if end else f"CR {start} on"


def readings(query: RuleNumber, data: CrData) -> list[Reading]:
    """The current-numbering readings of ``query``: itself, then every older numbering it had."""
    out = [Reading(query)]
    for phantom in data.phantoms:
        old = parse(phantom.number)
        if old.covers(query):
            target = rebase(query, old, parse(phantom.meant))
            out.append(Reading(target, f"{query} read as {target}: {phantom.note}"))
    for ren in data.renumbered:
        current = parse(ren.current)
        spans: dict[RuleNumber, list[str]] = {}
        for start, end, number in _periods(ren):
            old = parse(number)
            if old == current:
                continue
            if old.covers(query):
                spans.setdefault(rebase(query, old, current), []).append(_span(start, end))
            elif query.covers(old):
                spans.setdefault(current, []).append(_span(start, end))
        for target, used in spans.items():
            numbers = sorted({str(n) for n in (parse(num) for _, _, num in _periods(ren))
                              if n != current and (n.covers(query) or query.covers(n))})
            out.append(Reading(target, f"{query} read as an older number: {ren.topic} was "
                                       f"{' / '.join(numbers)} in {', '.join(used)}; "
                                       f"now {target} (CR {data.current_version})"))
    return out


def to_current(number: RuleNumber, version: str, data: CrData) -> RuleNumber:
    """``number`` as cited under CR ``version``, in current numbering."""
    if version >= data.current_version:
        return number
    for ren in data.renumbered:
        in_force = [num for start, _, num in _periods(ren) if start <= version]
        if in_force:
            old = parse(in_force[-1])
            if old.covers(number):
                return rebase(number, old, parse(ren.current))
    return number


def rule_for(number: RuleNumber, data: CrData) -> Rule | None:
    """The most specific listed rule that covers ``number`` (725.2a -> 725.2)."""
    best: tuple[int, Rule] | None = None
    for rule in data.rules:
        listed = parse(rule.number)
        if listed.covers(number) and (best is None or listed.depth() > best[0]):
            best = (listed.depth(), rule)
    return best[1] if best else None
