"""Tag checks on the suite's feature files beyond tests/features/test_lint.py: id form, rule
numbers that are current (not an older CR's), and card slugs."""
from __future__ import annotations

import re

import pytest

from rulings.data import cr_data
from rulings.data.crnumbers import RuleNumber, RuleNumberError, parse
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

ID = re.compile(r"[A-Z][A-Z0-9]*-\d{3}")
SLUG = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


def _older_numbers() -> list[RuleNumber]:
    """Numbers a moved rule had only in older CRs (723 for the initiative), and phantoms (726)."""
    data = cr_data()
    old = [parse(p.number) for p in data.phantoms]
    for ren in data.renumbered:
        current = parse(ren.current)
        old += [parse(number) for _, number in ren.history if parse(number) != current]
    return old


@pytest.fixture(scope="module")
def entries():
    return build_index([FEATURES_DIR]).entries


def _problems(entries, check) -> list[str]:
    return [f"{e.where}: {e.id}: {problem}" for e in entries for problem in check(e)]


def test_ids_have_the_area_number_form(entries):
    def check(e):
        return [] if ID.fullmatch(e.base_id) else [f"id {e.base_id!r} is not AREA-NNN"]
    assert not (p := _problems(entries, check)), "\n".join(p)


def test_rule_numbers_are_current_ones(entries):
    old = _older_numbers()

    def check(e):
        out = []
        for value in e.tag_values("cr"):
            number = value.partition(":")[0]
            try:
                cited = parse(number)
            except RuleNumberError as exc:
                out.append(str(exc))
                continue
            if any(o.covers(cited) for o in old):
                out.append(f"@cr:{value} is an older CR's number (rulings lookup --cr {number})")
        return out
    assert not (p := _problems(entries, check)), "\n".join(p)


def test_card_tags_are_slugs(entries):
    def check(e):
        return [f"@card:{s} is not a slug" for s in e.tag_values("card") if not SLUG.fullmatch(s)]
    assert not (p := _problems(entries, check)), "\n".join(p)


def _documented_readings() -> set[str]:
    """The reading ids in docs/INTERPRETING.md's Readings table (first column, in backquotes)."""
    from tests.support.paths import REPO_ROOT
    text = (REPO_ROOT / "docs" / "INTERPRETING.md").read_text(encoding="utf-8")
    section = text.split("## Readings", 1)[1]
    return set(re.findall(r"^\| `([a-z0-9-]+)` \|", section, flags=re.M))


def test_every_reading_a_scenario_rests_on_is_documented_and_used(entries):
    """@reading:ID tags and docs/INTERPRETING.md's Readings table name the same readings."""
    used = {tag.split(":", 1)[1] for e in entries for tag in e.tags if tag.startswith("reading:")}
    documented = _documented_readings()
    assert documented, "docs/INTERPRETING.md has no Readings table"
    assert used - documented == set(), "readings used by scenarios but not documented"
    assert documented - used == set(), "readings documented but no scenario rests on them"
