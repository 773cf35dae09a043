"""An engine's expectation file for ``rulings gate``: which scenarios it is known not to pass.

TOML; every scenario not listed is expected to PASS::

    [engine]
    name = "phase"
    version = "0.103.0"

    [suite]
    version = "0.4.0"   # the suite version the file was written against (gate --update); optional

    [scenarios."INIT-003"]
    status = "FAIL"     # FAIL | ERROR | TIMEOUT | SKIP
    rule = "726.2"      # the rule the engine breaks (numbered as in CR_VERSION); optional
    reason = "one line" # optional

A malformed file raises RulingsError naming the file, the line when it can be found, and the
field. ``save`` replaces the file atomically.
"""
from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulings.scenarios.atomic import write_text_atomic

from rulings.scenarios.files import read_bytes

from .. import CR_VERSION, RulingsError, read_text
from ..data.crnumbers import RuleNumberError, parse

EXPECTABLE = ("FAIL", "ERROR", "TIMEOUT", "SKIP")
# how a result differs from its expectation (rulings gate, rulings report --expectations)
REGRESSION, UNEXPECTED_PASS, CHANGED = "regression", "unexpected pass", "changed"
EXPECTED = "expected"  # the result is the expected one (a PASS, or a listed failure)
_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_AT_END = " (at end of document)"
_HEADER = f"""\
# Expected results of the rulings suite for one engine (`rulings gate`).
# Scenarios not listed are expected to PASS. status: FAIL | ERROR | TIMEOUT | SKIP;
# rule: the rule the engine breaks (CR {CR_VERSION}); reason: one line.
# [suite] version: the suite version the file was written against (`rulings --version`).
# `rulings gate --update` rewrites this file: reasons of entries that still apply are kept,
# comments are not.
"""


@dataclass(frozen=True)
class Expected:
    status: str
    rule: str | None = None
    reason: str = ""


@dataclass(frozen=True)
class Expectations:
    engine: str
    version: str
    scenarios: dict[str, Expected] = field(default_factory=dict)
    # the suite version the file was written against ("" in files written before it was kept)
    suite_version: str = ""

    def status(self, scenario_id: str) -> str:
        entry = self.scenarios.get(scenario_id)
        return entry.status if entry else "PASS"


def verdict(expected: str, actual: str) -> str:
    """EXPECTED when ``actual`` is ``expected``; else the kind of difference: an unexpected
    pass, a regression (an expected PASS that is not one) or a failure that CHANGED kind."""
    if actual == expected:
        return EXPECTED
    return UNEXPECTED_PASS if actual == "PASS" else REGRESSION if expected == "PASS" else CHANGED


def load(path: Path) -> Expectations:
    """The expectations in ``path``; RulingsError names the file, line and field at fault."""
    text = read_text(path, "no such expectation file (create it with --update)")
    return loads(text, str(path))


def loads(text: str, where: str = "<expectations>") -> Expectations:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        position = _TOML_POSITION.search(message)
        if position:
            line, column = position[1], f"column {position[2]}"
        elif message.endswith(_AT_END):
            line, column = str(max(1, len(text.splitlines()))), "at the end of the file"
        else:
            raise RulingsError(f"{where}: not valid TOML: {message}; is the file complete?") from None
        message = _TOML_POSITION.sub("", message).removesuffix(_AT_END)
        raise RulingsError(f"{where}:{line}: not valid TOML: {message} ({column}); "
                           "is the file complete?") from None
    except RecursionError:  # 'a = [[[[...' thousands deep: not an expectation file
        raise RulingsError(f"{where}: not an expectation file: TOML nested too deeply") from None
    return _Reader(text, where).read(data)


class _Reader:
    """Checks the parsed TOML field by field; errors carry the line of the table at fault."""

    def __init__(self, text: str, where: str) -> None:
        self.lines = text.splitlines()
        self.where = where

    def fail(self, field_name: str, message: str, table: str | None = None) -> RulingsError:
        line = self._line_of(table) if table else None
        place = f"{self.where}:{line}" if line else self.where
        return RulingsError(f"{place}: {field_name}: {message}")

    def read(self, data: dict[str, Any]) -> Expectations:
        self._keys(data, "", {"engine", "suite", "scenarios"}, None)
        engine = data.get("engine")
        if not isinstance(engine, dict):
            raise self.fail("engine", "missing table [engine] with name and version"
                            if engine is None else "must be a table")
        self._keys(engine, "engine.", {"name", "version"}, "engine")
        name = self._string(engine, "name", "engine.name", "engine", required=True)
        version = self._string(engine, "version", "engine.version", "engine", required=True)
        if not name.strip():
            raise self.fail("engine.name", "must not be empty", "engine")
        suite = data.get("suite", {})
        if not isinstance(suite, dict):
            raise self.fail("suite", "must be a table with the suite's version")
        self._keys(suite, "suite.", {"version"}, "suite")
        suite_version = self._string(suite, "version", "suite.version", "suite")
        scenarios = data.get("scenarios", {})
        if not isinstance(scenarios, dict):
            raise self.fail("scenarios", "must be a table of [scenarios.\"ID\"] tables")
        return Expectations(name, version, {sid: self._entry(sid, value)
                                            for sid, value in scenarios.items()}, suite_version)

    def _entry(self, sid: str, value: Any) -> Expected:
        table = f'scenarios."{sid}"'
        if not sid.strip():
            raise self.fail(table, "the scenario id is empty", sid)
        if not isinstance(value, dict):
            raise self.fail(table, "must be a table with status, rule and reason", sid)
        self._keys(value, f"{table}.", {"status", "rule", "reason"}, sid)
        status = self._string(value, "status", f"{table}.status", sid, required=True)
        if status == "PASS":
            raise self.fail(f"{table}.status", "PASS is what every unlisted scenario is expected "
                            "to do; remove the entry", sid)
        if status not in EXPECTABLE:
            raise self.fail(f"{table}.status", f"{status!r} is not one of {' | '.join(EXPECTABLE)}",
                            sid)
        rule = self._string(value, "rule", f"{table}.rule", sid) or None
        if rule is not None:
            try:
                parse(rule, f"{table}.rule")
            except RuleNumberError as exc:
                raise self.fail(f"{table}.rule", str(exc).partition(": ")[2], sid) from None
        reason = self._string(value, "reason", f"{table}.reason", sid)
        return Expected(status, rule, reason)

    def _keys(self, table: dict[str, Any], prefix: str, allowed: set[str], where: str | None) -> None:
        for key in table:
            if key not in allowed:
                raise self.fail(f"{prefix}{key}", f"unknown field (expected one of "
                                f"{', '.join(sorted(allowed))})", where)

    def _string(self, table: dict[str, Any], key: str, name: str, where: str,
                required: bool = False) -> str:
        if key not in table:
            if required:
                raise self.fail(name, "missing", where)
            return ""
        value = table[key]
        if not isinstance(value, str):
            raise self.fail(name, f"must be a string, got {type(value).__name__}", where)
        return value

    def _line_of(self, table: str) -> int | None:
        """The line of the header ``[engine]`` or ``[scenarios."ID"]``, if written that way."""
        if table in ("engine", "suite"):
            pattern = re.compile(rf"\s*\[\s*{table}\s*\]")
        else:
            key = re.escape(table)
            pattern = re.compile(rf"""\s*\[\s*scenarios\s*\.\s*(?:"{key}"|'{key}'|{key})\s*\]""")
        return next((n for n, line in enumerate(self.lines, start=1) if pattern.match(line)), None)


def dumps(expectations: Expectations) -> str:
    """The TOML text of ``expectations``, scenarios in natural id order."""
    out = [_HEADER, "[engine]", f"name = {_string(expectations.engine)}",
           f"version = {_string(expectations.version)}"]
    if expectations.suite_version:
        out += ["", "[suite]", f"version = {_string(expectations.suite_version)}"]
    for sid in sorted(expectations.scenarios, key=natural_key):
        entry = expectations.scenarios[sid]
        out += ["", f"[scenarios.{_string(sid)}]", f"status = {_string(entry.status)}"]
        if entry.rule:
            out.append(f"rule = {_string(entry.rule)}")
        if entry.reason:
            out.append(f"reason = {_string(entry.reason)}")
    return "\n".join(out) + "\n"


_UNREAD = object()


def save(path: Path, expectations: Expectations, read: bytes | None | object = _UNREAD) -> None:
    """Replace ``path`` atomically: an interruption leaves the old file as it was.

    Compare and swap: with ``read`` (the bytes the file held when it was read, None when it did
    not exist) the file is read again just before it is replaced, and a file that changed
    meanwhile (edited and saved while the run went on) is never replaced: RulingsError, nothing
    written. A WriteError (a full disk) names --expectations and the file."""
    if read is not _UNREAD:
        try:
            now: bytes | None = read_bytes(path, "no such file")
        except RulingsError:
            now = None if not os.path.lexists(path) else b"\0unreadable"
        if now != read:
            said = "was created" if read is None else "was removed" if now is None else "changed"
            raise RulingsError(f"--expectations: {path}: {said} since the gate read it at the "
                               "start of the run (edited meanwhile?); nothing was written: run "
                               "the gate again")
    write_text_atomic(path, dumps(expectations), "--expectations")


def natural_key(text: str) -> list[Any]:
    """'INIT-2' sorts before 'INIT-10'."""
    return [(0, int(p)) if p.isdecimal() else (1, p) for p in re.split(r"(\d+)", text)]


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
            "\r": "\\r"}


def _string(value: str) -> str:
    """A TOML basic string."""
    body = "".join(
        _ESCAPES.get(ch) or (f"\\u{ord(ch):04X}" if ord(ch) < 0x20 or ord(ch) == 0x7F else ch)
        for ch in value
    )
    return f'"{body}"'
