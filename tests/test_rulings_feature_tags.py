"""The suite's feature files follow the tagging rules every scenario must obey (README)."""
from __future__ import annotations

import re

import pytest

from adapters.capabilities import CAPABILITIES
from rulings import CR_VERSION, FEATURES_DIR
from rulings.data import cr_data
from rulings.data.crnumbers import RuleNumberError, parse
from rulings.index import build_index

ID = re.compile(r"[A-Z][A-Z0-9]*-\d{3}")
SLUG = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


def _old_only_numbers() -> list:
    """Numbers that are the initiative's (or another moved rule's) in older CRs only."""
    data = cr_data()
    old = []
    for ren in data.renumbered:
        current = parse(ren.current)
        old += [parse(number) for _, number in ren.history if parse(number) != current]
    return old + [parse(p.number) for p in data.phantoms]


@pytest.fixture(scope="module")
def entries():
    return build_index([FEATURES_DIR]).entries


def _problems(entries, check) -> list[str]:
    return [f"{e.where}: {e.id}: {problem}" for e in entries for problem in check(e)]


def test_ids_have_the_area_number_form(entries):
    def check(e):
        return [] if ID.fullmatch(e.base_id) else [f"id {e.base_id!r} is not AREA-NNN"]
    assert not (p := _problems(entries, check)), "\n".join(p)


def test_every_scenario_cites_the_current_cr(entries):
    old = _old_only_numbers()

    def check(e):
        values = e.tag_values("cr")
        if not values:
            return ["no @cr tag"]
        out = []
        for value in values:
            number, _, version = value.partition(":")
            if version != CR_VERSION:
                out.append(f"@cr:{value} must name CR version {CR_VERSION}")
            try:
                parsed = parse(number)
            except RuleNumberError as exc:
                out.append(str(exc))
                continue
            if any(o.covers(parsed) or parsed.covers(o) for o in old
                   if o.section == parsed.section):
                out.append(f"@cr:{value} is an older number (see rulings lookup --cr {number})")
        return out
    assert not (p := _problems(entries, check)), "\n".join(p)


def test_requires_tags_name_capabilities(entries):
    def check(e):
        return [f"@requires:{c} is not a capability" for c in e.tag_values("requires")
                if c not in CAPABILITIES]
    assert not (p := _problems(entries, check)), "\n".join(p)


def test_card_tags_are_slugs(entries):
    def check(e):
        return [f"@card:{s} is not a slug" for s in e.tag_values("card") if not SLUG.fullmatch(s)]
    assert not (p := _problems(entries, check)), "\n".join(p)
