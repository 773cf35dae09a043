"""Every rule the suite cites exists in the CR it cites: each scenario's @cr tags and the rules
named in its feature's description ("(CR 726.4, ...)") and in the expectation files must name
CR_VERSION and be numbers of that CR (rulings/data/crcheck.toml keeps the list, numbers only)."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.support.paths import REPO_ROOT
from rulings.scenarios.locations import FEATURES_DIR
from rulings.cr.crversion import CR_VERSION
from rulings.data import crcheck_data

_TAG = re.compile(r"@cr:(\S*)")
_PROSE = re.compile(r"\bCR\s+((?:\d{3}(?:\.\d+[a-z]*)?(?:\s*(?:,|/|-|\band\b|\bor\b)\s*)?)+)")
_NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]*)?")


def citation_problems(features: list[Path], numbers: frozenset[str]) -> list[str]:
    """file:line: what is wrong, for every citation not of CR_VERSION or not in ``numbers``."""
    problems = []
    for path in features:
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            where = f"{path.name}:{i}"
            for value in _TAG.findall(line):
                number, _, version = value.partition(":")
                if version != CR_VERSION:
                    problems.append(f"{where}: @cr:{value} cites CR {version or '(none)'}, "
                                    f"not CR {CR_VERSION}")
                elif number not in numbers:
                    problems.append(f"{where}: @cr:{value}: CR {CR_VERSION} has no {number}")
            if line.lstrip().startswith("@"):
                continue
            for cited in _PROSE.findall(line):
                for number in _NUMBER.findall(cited):
                    if number not in numbers:
                        problems.append(f"{where}: CR {number}: CR {CR_VERSION} has no {number}")
    return problems


def test_every_scenario_cites_rules_of_the_current_cr():
    features = sorted(FEATURES_DIR.rglob("*.feature"))
    assert len(features) > 30
    assert citation_problems(features, crcheck_data().numbers) == []


def test_every_expected_failure_names_a_rule_of_the_current_cr():
    numbers = crcheck_data().numbers
    for path in sorted((REPO_ROOT / "expectations").glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for sid, entry in data.get("scenarios", {}).items():
            if "rule" in entry:
                assert entry["rule"] in numbers, f"{path.name} {sid}: rule {entry['rule']}"


@pytest.mark.parametrize(("line", "problem"), [
    ("  @id:X-001 @cr:725.2:2025-07-25", "@cr:725.2:2025-07-25 cites CR 2025-07-25, not CR"),
    ("  @id:X-001 @cr:726.9:2026-09-25", "@cr:726.9:2026-09-25: CR 2026-09-25 has no 726.9"),
    ("  @id:X-001 @cr:726.2", "@cr:726.2 cites CR (none)"),
    ("  The holder leaves (CR 726.4, 726.17).", "CR 726.17: CR 2026-09-25 has no 726.17"),
])
def test_the_check_catches_a_wrong_version_or_number(tmp_path, line, problem):
    path = tmp_path / "x.feature"
    path.write_text(f"Feature: x\n{line}\n  Scenario: s\n    Given a\n", encoding="utf-8")
    problems = citation_problems([path], crcheck_data().numbers)
    assert len(problems) == 1 and problems[0].startswith("x.feature:2: ")
    assert problem in problems[0]


def test_the_list_is_the_current_crs():
    numbers = crcheck_data().numbers
    assert {"726", "726.1", "726.5", "725.4", "701.49d", "704.5t", "800.4j", "810.9"} <= numbers
    assert "726.6" not in numbers and "725.6" not in numbers
