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
    """One way to read a number: as ``number`` in the current CR, with a note saying which CR
    version(s) it was read as and what it is there."""

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


def describe(number: RuleNumber, data: CrData) -> str:
    """What ``number`` is in the current CR, as far as the project knows: the listed rule that
    covers it, else its section's title; "" when neither is known."""
    listed = rule_for(number, data)
    if listed:
        under = "" if parse(listed.number) == number else f"under {listed.number} "
        return f"{under}{listed.title}"
    title = (data.sections or {}).get(str(number.section))
    return f"in section {number.section} {title}" if title else ""


def readings(query: RuleNumber, data: CrData) -> list[Reading]:
    """Every reading of ``query``: as a number of the current CR first, then as a number of each
    older CR version the project knows (where it meant something else), each saying the version."""
    current = data.current_version
    what = describe(query, data)
    known = what and (rule_for(query, data) is not None or str(query) in data.numbers)
    kept = "" if known else " (not among the numbers this project keeps for it)"
    out = [Reading(query, f"{query} read as CR {current}" + (f": {what}" if what else "") + kept)]
    for phantom in data.phantoms:
        old = parse(phantom.number)
        if old.covers(query):
            target = rebase(query, old, parse(phantom.meant))
            out.append(Reading(target, f"{query} read as {target}: {phantom.note}"))
    spans: dict[RuleNumber, list[str]] = {}
    topics: dict[RuleNumber, str] = {}
    for ren in data.renumbered:
        now = parse(ren.current)
        for start, end, number in _periods(ren):
            old = parse(number)
            if old == now:
                continue
            if old.covers(query):
                target = rebase(query, old, now)
            elif query.covers(old):
                target = now
            else:
                continue
            spans.setdefault(target, []).append(_span(start, end))
            topics.setdefault(target, f"{ren.topic} was {old}")
    for shift in data.shifts:
        if shift.first <= query.section <= shift.last:
            target = RuleNumber(query.section + shift.by, query.rule, query.letters)
            spans.setdefault(target, []).append(_span(shift.since, shift.start))
            topics.setdefault(target, f"section {query.section} of that numbering (sections "
                                      f"{shift.first}-{shift.last} moved up {shift.by} when "
                                      f"{shift.note})")
    for target, used in spans.items():
        if target == query:
            continue
        what = describe(target, data)
        out.append(Reading(target, f"{query} read as {', '.join(dict.fromkeys(used))}: "
                                   f"{topics[target]}; it is {target} in CR {current}"
                                   + (f" ({what})" if what else "")))
    if len(out) > 1 and known:
        numbers = ", ".join(str(r.number) for r in out)
        out[0] = Reading(out[0].number, f"{query} is ambiguous: it has {len(out)} readings "
                                        f"(CR {current} numbers {numbers}); scenarios citing any "
                                        f"of them are listed. " + out[0].note)
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
    for shift in data.shifts:
        if shift.since <= version < shift.start and shift.first <= number.section <= shift.last:
            return RuleNumber(number.section + shift.by, number.rule, number.letters)
    return number


def rule_for(number: RuleNumber, data: CrData) -> Rule | None:
    """The most specific listed rule that covers ``number`` (725.2a -> 725.2)."""
    best: tuple[int, Rule] | None = None
    for rule in data.rules:
        listed = parse(rule.number)
        if listed.covers(number) and (best is None or listed.depth() > best[0]):
            best = (listed.depth(), rule)
    return best[1] if best else None
