"""Rewriting rule citations written for an older CR into the numbers of the CR the suite cites.

``rulings cr renumber --from 2025-07-25 FILES...`` reads each file, finds its rule citations and
shows (dry run, the default) or applies (``--write``, each file written atomically) the new
numbers. A citation is:

- a ``CR`` followed by one or more numbers: ``CR 725.4``, ``CR 725.4, 800.4a``, ``CR 309.4/309.5``,
  ``(CR 725, version 2025-07-25)``, ``CR 701.49a-d``;
- a ``rule="725.3"`` / ``rule = "725.3"`` literal (engine traces, expectation files);
- an ``@cr:725.2:2025-07-25`` tag (its version becomes the current one too);
- a bare dotted number such as ``(725.5: no second copy)`` or ``810.8a`` - only when the mapping
  moves it, so a number the mapping keeps (or a float like ``600.0``) is never touched.

On a line that has a citation or says "Comprehensive Rules", the old version's date becomes the
current one ("version 2025-07-25" -> "version 2026-09-25").

Where the numbers come from: ``to_current`` over the project's CR data (each cited topic's
history and the section shifts between versions, ``rulings/data/cr.toml``), checked against the
per-rule table of every cited rule (``rulings/data/crcheck.toml``: ``number`` and ``was``).
Run it once per file: the mapping is from the old numbering, and numbers already moved would move
again (a dry run shows what would change).
"""
from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from .. import CR_VERSION, RulingsError, read_text
from rulings.scenarios.atomic import write_text_atomic

_NUM = r"(?<!\d)\d{3}(?:\.\d+[a-z]*)?(?!\d)"
_SEP = r"\s*(?:,|/|-|–|\band\b|\bor\b)\s*"
_CITATION = re.compile(rf"\bCR\s+({_NUM}(?:{_SEP}{_NUM})*)")
_RULE_LITERAL = re.compile(rf"""(\brule\s*(?::\s*[\w| ]+?\s*)?=\s*["'])({_NUM})(["'])""")
_TAG = re.compile(rf"@cr:({_NUM}):(\d{{4}}-\d{{2}}-\d{{2}})")
_BARE = re.compile(r"(?<![\w.@:])(\d{3}\.\d+[a-z]*)(?!\w|\.\d)")
_ONE = re.compile(_NUM)


class RenumberError(RulingsError):
    """A bad --from version or an unreadable file."""


@dataclass(frozen=True)
class Change:
    path: Path
    line: int  # 1-based
    before: str
    after: str


def mapping(version: str) -> Callable[[str], str]:
    """The current number (CR_VERSION) of a rule number written for CR ``version``."""
    from ..data import cr_data, crcheck_data
    from ..data.crnumbers import parse, to_current

    data = cr_data()
    known = {v for ren in data.renumbered for v, _ in ren.history} | {s.since for s in data.shifts}
    known |= {s.start for s in data.shifts} | {CR_VERSION}
    if version not in known:
        raise RenumberError(f"--from {version}: not a CR version the project knows "
                            f"(known: {', '.join(sorted(known))})")
    explicit = {c.was: c.number for c in crcheck_data().cited} if version == data.previous else {}

    def current(text: str) -> str:
        if text in explicit:
            return explicit[text]
        return str(to_current(parse(text), version, data))

    return current


def renumber_text(text: str, version: str, new: Callable[[str], str]) -> str:
    """``text`` with every citation moved by ``new``; lines keep their ends."""
    out = []
    for line in text.splitlines(keepends=True):
        out.append(_renumber_line(line, version, new))
    return "".join(out)


def _renumber_line(line: str, version: str, new: Callable[[str], str]) -> str:
    cited = bool(_CITATION.search(line) or _RULE_LITERAL.search(line) or _TAG.search(line))
    spans: list[tuple[int, int, str]] = []  # (start, end, replacement), no overlaps
    for match in _CITATION.finditer(line):
        base = match.start(1)
        for num in _ONE.finditer(match.group(1)):
            spans.append((base + num.start(), base + num.end(), new(num.group())))
    for match in _RULE_LITERAL.finditer(line):
        spans.append((match.start(2), match.end(2), new(match.group(2))))
    for match in _TAG.finditer(line):
        if match.group(2) == version:
            spans.append((match.start(), match.end(), f"@cr:{new(match.group(1))}:{CR_VERSION}"))
    taken = [(s, e) for s, e, _ in spans]
    for match in _BARE.finditer(line):
        if any(s <= match.start() < e for s, e in taken):
            continue
        moved = new(match.group(1))
        if moved != match.group(1):
            spans.append((match.start(1), match.end(1), moved))
            cited = True
    for start, end, text in sorted(spans, reverse=True):
        line = line[:start] + text + line[end:]
    if version != CR_VERSION and (cited or "Comprehensive Rules" in line
                                  or f"CR {version}" in line or "cr_version" in line):
        line = line.replace(version, CR_VERSION)
    return line


def renumber_files(paths: Sequence[Path], version: str, *, write: bool = False) -> list[Change]:
    """The changed lines of every file (a directory: its .py, .feature, .toml and .md files);
    ``write`` rewrites the changed files atomically. Nothing is written if any file can't be read."""
    new = mapping(version)
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += sorted(p for p in path.rglob("*")
                            if p.suffix in (".py", ".feature", ".toml", ".md") and p.is_file())
        else:
            files.append(path)
    texts = {path: read_text(path, "no such file") for path in files}
    changes: list[Change] = []
    rewritten: dict[Path, str] = {}
    for path, text in texts.items():
        after = renumber_text(text, version, new)
        if after == text:
            continue
        rewritten[path] = after
        for i, (old, line) in enumerate(zip(text.splitlines(), after.splitlines(), strict=True)):
            if old != line:
                changes.append(Change(path, i + 1, old, line))
    if write:
        linked = [str(p) for p in rewritten if p.is_symlink()]
        if linked:  # never written through nor replaced (scenarios/atomic.py): nothing written
            raise RulingsError(f"--write: {linked[0]}: is a symbolic link (to "
                               f"{os.readlink(linked[0])}); name the file itself (nothing was "
                               "written)")
        for path, after in rewritten.items():
            write_text_atomic(path, after, "--write")
    return changes
