"""Every rule number for an action, a decision kind or a fact is written once, and is a rule of
the CR in force (issue 23): the places that cite one read it from its one place."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from rulings.adapters.actions import ACTION_TYPES
from rulings.adapters.decisions import DECISION_KINDS, DECISION_RULES, RESOLVING_CHOICE, Decision
from rulings.judging.explain import decision_line
from rulings.steps.facts import FACTS
from rulings.steps.phrasebook import ACTION_KINDS, ACTION_PHRASES, DECISION_PHRASES

REPO = Path(__file__).resolve().parents[2]
CR_NUMBERS = set(tomllib.loads((REPO / "rulings" / "data" / "crcheck.toml").read_text("utf-8"))["numbers"])
KINDS = sorted(set(DECISION_RULES) | set(ACTION_KINDS) | set(FACTS))
# a kind (quoted) followed by a rule number: a mapping from a kind to a rule written out
_WRITTEN = re.compile(r"""["'](?P<kind>[a-z][a-z-]+)["']\s*:\s*["']\d{3}\.\d""")


def test_every_cited_number_is_a_rule_of_the_cr_in_force() -> None:
    cited = {**{f"action {k}": a.rule for k, a in ACTION_KINDS.items()},
             **{f"decision {k}": r for k, r in DECISION_RULES.items()},
             **{f"fact {k}": f.rule for k, f in FACTS.items() if f.rule}}
    unknown = {what: rule for what, rule in cited.items() if rule not in CR_NUMBERS}
    assert not unknown


def test_every_action_and_phrase_kind_has_its_rule() -> None:
    assert set(ACTION_TYPES) == set(ACTION_KINDS)
    assert {p.kind for p in ACTION_PHRASES} <= set(ACTION_KINDS)
    assert {p.kind for p in DECISION_PHRASES} - {"*"} <= set(DECISION_RULES)
    assert set(DECISION_KINDS) == set(DECISION_RULES)


def test_no_other_place_writes_a_rule_number_for_a_kind() -> None:
    """Only adapters/decisions.py maps a decision kind to a number; the action kinds' numbers
    are in steps/phrasebook.py's ACTION_KINDS and the facts' in steps/facts.py, each once."""
    found = []
    for folder in ("rulings", "steps", "adapters", "cli"):
        for path in sorted((REPO / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for m in _WRITTEN.finditer(text):
                where = path.relative_to(REPO).as_posix()
                if m["kind"] in KINDS and where != "adapters/decisions.py":
                    found.append(f"{where}: {m.group(0)}")
    assert not found
    phrasebook = (REPO / "steps" / "phrasebook.py").read_text(encoding="utf-8")
    for kind in ACTION_KINDS:
        assert len(re.findall(rf'ActionKind\("{kind}", "', phrasebook)) == 1, kind


@pytest.mark.parametrize("kind", sorted(k for k, r in DECISION_RULES.items() if r != RESOLVING_CHOICE))
def test_the_descriptions_cite_the_one_number(kind: str) -> None:
    rule = DECISION_RULES[kind]
    assert re.search(r"CR (\d{3}\.\d+[a-z]?)", DECISION_KINDS[kind])[1] == rule
    protocol = (REPO / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    row = re.search(rf"^\| `{kind}` \|.*$", protocol, re.M)
    assert row is not None and re.search(r"CR (\d{3}\.\d+[a-z]?)", row.group(0))[1] == rule


@pytest.mark.parametrize("kind", sorted(DECISION_RULES))
def test_explain_cites_the_decisions_rule(kind: str) -> None:
    line = decision_line(Decision(kind, "Alice", ("A", "B")), ("A",))
    assert line.rule == DECISION_RULES[kind]
