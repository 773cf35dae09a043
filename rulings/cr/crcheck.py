"""``rulings cr check PATH``: what a newer Comprehensive Rules text changes for the suite.

The user downloads the CR as a text file (the project never fetches it). For every rule the
suite cites (``rulings/data/crcheck.toml``) the check reports whether the number still exists,
whether its section's title moved (or the section now has another number), and whether the rule's
own text changed - by comparing a fingerprint (sha256 of the normalised text) with the one the
project keeps. The project keeps numbers, section titles and fingerprints, never the rules' text.

A CR text file is read as: section headings ``726. The Initiative``, rules ``726.4. Text`` and
sub-rules ``726.4a Text`` (a trailing dot after a sub-rule's number is allowed), each followed
by its continuation lines (``Example: ...``); the rules end at the ``Glossary`` heading that
follows them. A rule's own text is its paragraph and continuation lines, not its sub-rules.
"""
from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from typing import TYPE_CHECKING

from .. import CR_VERSION, RulingsError

if TYPE_CHECKING:
    from ..data import CrCheckData

_SECTION = re.compile(r"(\d{3})\.\s+(\S.*)")
_RULE = re.compile(r"(\d{3}\.\d+[a-z]*)\.?(?:\s+(.*))?")
_EFFECTIVE = re.compile(r"effective as of (\w+) (\d{1,2}), (\d{4})")
_MONTHS = {m: i for i, m in enumerate(
    "January February March April May June July August September October November December"
    .split(), start=1)}
_QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-",
                         "−": "-", " ": " "})
FINGERPRINT_CHARS = 16  # hex digits of sha256 kept: 64 bits


class CrTextError(RulingsError):
    """The file is not a Comprehensive Rules text the check can read (exit 2)."""


@dataclass
class CrText:
    """The numbered rules of a CR text file."""

    effective: str | None  # "2026-09-25", from "These rules are effective as of ..."
    sections: dict[str, str] = field(default_factory=dict)  # "726" -> "The Initiative"
    rules: dict[str, str] = field(default_factory=dict)  # "726.4" -> its own text, as written


def normalise(text: str) -> str:
    """The text a fingerprint is taken of: NFKC, typographic quotes and dashes made plain,
    whitespace runs made one space, no leading or trailing space."""
    return " ".join(unicodedata.normalize("NFKC", text).translate(_QUOTES).split())


def fingerprint(text: str) -> str:
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:FINGERPRINT_CHARS]


def parse_cr(text: str, where: str = "CR text") -> CrText:
    """The sections and rules of ``text``; CrTextError if it has none (not a CR)."""
    match = _EFFECTIVE.search(text[:2000])
    effective = None
    if match and match.group(1) in _MONTHS:
        effective = f"{match.group(3)}-{_MONTHS[match.group(1)]:02d}-{int(match.group(2)):02d}"
    out = CrText(effective)
    texts: dict[str, list[str]] = {}  # each rule's lines, joined into out.rules at the end
    current: list[str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line == "Glossary" and texts:
            break
        rule = _RULE.fullmatch(line)
        if rule:
            current = [rule.group(2) or ""]
            texts[rule.group(1)] = current
            continue
        section = _SECTION.fullmatch(line)
        if section:
            out.sections[section.group(1)] = section.group(2).strip()
            current = None
            continue
        if current is not None:
            current.append(line)  # Example: ..., or a paragraph of the same rule
    out.rules = {n: "\n".join(parts) for n, parts in texts.items()}
    if len(out.rules) < 1 or not out.sections:
        raise CrTextError(f"{where}: not a Comprehensive Rules text (no numbered rules such as "
                          f"'726.4. ...' under section headings such as '726. The Initiative')")
    return out


def read_cr(path: Path) -> CrText:
    from rulings.scenarios.files import read_bytes

    try:  # a regular file of at most 64 MiB (the one input-reading path)
        data = read_bytes(path, "no such file")
    except RulingsError as exc:
        raise CrTextError(str(exc)) from None
    for encoding in ("utf-8-sig", "cp1252"):  # the published file has been either
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:  # pragma: no cover - cp1252 decodes almost anything
        raise CrTextError(f"{path}: not a text file")
    if "\x00" in text:
        raise CrTextError(f"{path}: not a text file (it has NUL bytes)")
    return parse_cr(text, str(path))


@dataclass(frozen=True)
class Finding:
    number: str  # the cited number (CR_VERSION numbering)
    kind: str  # "missing" | "renumbered" | "title" | "text" | "unchecked"
    message: str


@dataclass(frozen=True)
class CheckReport:
    path: Path
    effective: str | None
    checked: int
    findings: tuple[Finding, ...]

    @property
    def moved(self) -> bool:
        return any(f.kind != "unchecked" for f in self.findings)


def _section_of(number: str) -> str:
    return number.split(".")[0]


def check(path: Path, data: CrCheckData | None = None) -> CheckReport:
    """Compare the CR text at ``path`` with what the suite cites (``data``: the project's
    ``rulings/data/crcheck.toml`` unless given)."""
    if data is None:
        from ..data import crcheck_data

        data = crcheck_data()
    text = read_cr(path)
    titles = dict(data.sections)
    by_title: dict[str, list[str]] = {}
    for number, heading in text.sections.items():
        by_title.setdefault(heading.casefold(), []).append(number)
    findings: list[Finding] = []
    moved_sections: dict[str, str] = {}
    for section in sorted({_section_of(c.number) for c in data.cited}):
        title = titles.get(section)
        if title is None:
            continue
        now = text.sections.get(section)
        if now is not None and now.casefold() == title.casefold():
            continue
        elsewhere = [n for n in by_title.get(title.casefold(), []) if n != section]
        if elsewhere:
            moved_sections[section] = elsewhere[0]
            findings.append(Finding(section, "renumbered",
                                    f"section {section} {title} is now {elsewhere[0]}"
                                    + (f" ({section} is now {now})" if now else "")))
        elif now is not None:
            findings.append(Finding(section, "title",
                                    f"section {section} was {title}, now titled {now}"))
        else:
            findings.append(Finding(section, "missing", f"section {section} {title} is gone"))
    for cited in data.cited:
        number = cited.number
        section = _section_of(number)
        if "." not in number:
            continue  # a whole section: its title was checked above
        if section in moved_sections:
            new = f"{moved_sections[section]}{number[len(section):]}"
            if new in text.rules:
                changed = (cited.fingerprint and fingerprint(text.rules[new]) != cited.fingerprint)
                findings.append(Finding(number, "renumbered", f"{number} is now {new}"
                                        + (" and its text changed" if changed else "")))
            else:
                findings.append(Finding(number, "missing",
                                        f"{number} is gone (its section is now {new.split('.')[0]},"
                                        f" which has no {new})"))
            continue
        if number not in text.rules:
            findings.append(Finding(number, "missing", f"{number} is gone"
                                    + _moved_text_hint(cited.fingerprint, text)))
            continue
        if not cited.fingerprint:
            findings.append(Finding(number, "unchecked",
                                    f"{number} exists; no fingerprint kept, its text is unchecked"))
        elif fingerprint(text.rules[number]) != cited.fingerprint:
            findings.append(Finding(number, "text", f"{number}: its text changed"))
    return CheckReport(path, text.effective, len(data.cited), tuple(findings))


def _moved_text_hint(print_: str, text: CrText) -> str:
    """Where the same text now is, if anywhere (a rule renumbered within its section)."""
    if not print_:
        return ""
    same = [n for n, body in text.rules.items() if fingerprint(body) == print_]
    return f" (the same text is now {same[0]})" if same else ""


def summary(report: CheckReport) -> str:
    counts: dict[str, int] = {}
    for finding in report.findings:
        counts[finding.kind] = counts.get(finding.kind, 0) + 1
    parts = ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())) or "nothing moved"
    version = f"effective {report.effective}" if report.effective else "effective date not found"
    return (f"{report.path}: CR {version}; the suite cites CR {CR_VERSION}; "
            f"{report.checked} cited rules checked: {parts}")
