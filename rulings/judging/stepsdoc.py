"""docs/STEPS.md's tables, generated from the phrase book: ``python -m rulings.judging.stepsdoc``
rewrites them (``--check``: exit 1 if the file is not current; tests/docs/test_steps_doc.py
fails then too).

Each generated table sits between ``<!-- phrasebook:NAME -->`` and ``<!-- /phrasebook:NAME -->``
in docs/STEPS.md; the prose around them is written by hand. The tables list every phrase of
the vocabulary (steps/given.py, steps/phrasebook.py, steps/then.py), each with the rule it
cites, and every describer id with its placeholders (rulings/judging/describe.py).
"""
from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from rulings.adapters.decisions import decision_rule
from rulings.steps import given as _given_steps, when as _when_steps  # noqa: F401 - register
from rulings.steps.facts import FACTS
from rulings.steps import phrasebook, then as checks
from rulings.steps.phrasebook import action_rule
from rulings.steps.vocabulary import PHRASES

from .describe import english, placeholders

DOC = Path(__file__).resolve().parents[2] / "docs" / "STEPS.md"
_BLOCK = re.compile(r"(<!-- phrasebook:(?P<name>[a-z]+) -->\n).*?(<!-- /phrasebook:(?P=name) -->)",
                    re.S)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _code(text: str) -> str:
    return f"`{text}`" if text else ""


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _given() -> str:
    rows = [[_code(p.example), p.meaning] for p in PHRASES if p.kinds == ("given",)]
    return _table(["step", "meaning"], rows)


def _will() -> str:
    rows = [[_code(p.example), "", "", p.meaning] for p in PHRASES if p.id == "will"]
    rows += [[_code(p.example), p.kind if p.kind != "*" else "any kind",
             (decision_rule(p.kind) or "") if p.kind != "*" else "", p.meaning]
            for p in phrasebook.DECISION_PHRASES]
    return _table(["step", "decision kind", "CR", "answer"], rows)


def _when() -> str:
    generic = [p for p in PHRASES if "when" in p.kinds and p.id in ("acts", "tries_to")]
    rows = [[_code(p.example), "", "", p.meaning] for p in generic]
    rows += [[_code(p.example), p.kind, action_rule(p.kind), p.meaning] for p in phrasebook.ACTION_PHRASES]
    return _table(["step", "action", "CR", "meaning"], rows)


def _then() -> str:
    rows = [[_code(c.example), c.fact, FACTS[c.fact].rule or "", c.meaning] for c in checks.CHECKS]
    checked = {c.id for c in checks.CHECKS}
    rows += [[_code(p.example), "", "", p.meaning] for p in PHRASES
             if p.kinds == ("then",) and p.id not in checked]
    return _table(["step", "fact", "CR", "checks"], rows)


def _describers() -> str:
    rows = [[_code(d), ", ".join(_code(n) for n in placeholders(d)),
             _code(t) if not d.split(".")[0] in ("given", "when", "will", "then") else "the step's own words"]
            for d, t in sorted(english().items())]
    return _table(["describer id", "placeholders", "English"], rows)


SECTIONS: dict[str, Callable[[], str]] = {
    "given": _given, "will": _will, "when": _when, "then": _then, "describers": _describers,
}


def render(text: str) -> str:
    """``text`` (docs/STEPS.md) with every generated table rewritten."""
    def table(m: re.Match) -> str:
        name = m["name"]
        if name not in SECTIONS:
            raise ValueError(f"docs/STEPS.md: unknown generated section {name!r}")
        return m.group(1) + SECTIONS[name]() + m.group(3)
    return _BLOCK.sub(table, text)


def main(argv: list[str]) -> int:
    current = DOC.read_text(encoding="utf-8")
    wanted = render(current)
    if "--check" in argv:
        if wanted != current:
            print(f"{DOC}: not current; run python -m rulings.judging.stepsdoc", file=sys.stderr)
            return 1
        return 0
    if wanted != current:
        DOC.write_text(wanted, encoding="utf-8")
        print(f"wrote {DOC}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
