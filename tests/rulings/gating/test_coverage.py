"""Ruling coverage (rulings/gating/coverage.py): seed ruling -> scenarios. The last two tests check the
suite's own features: every seed ruling is demonstrated by a scenario, and every @ruling tag
names a seed ruling."""
from __future__ import annotations

import pytest
from tests.support.rulings_fixtures import sample_index

from rulings.gating.coverage import scenarios_by_ruling, uncovered, unknown_tags
from rulings.data import rulings
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR


def test_scenarios_by_ruling(tmp_path):
    index = sample_index(tmp_path)
    mapping = scenarios_by_ruling(index, rulings())
    assert set(mapping) == set(rulings())
    assert mapping["initiative-leaves-game"] == ("LEAVE-001",)
    assert mapping["undercity-in-dungeon"] == ("VEN-010#1", "VEN-010#2", "VEN-011")
    assert mapping["room-forge"] == ()
    assert "room-forge" in uncovered(index, rulings())
    assert "initiative-leaves-game" not in uncovered(index, rulings())


def test_unknown_ruling_tags_are_reported_with_their_place(tmp_path):
    path = tmp_path / "x.feature"
    path.write_text("Feature: x\n  @id:X-001 @ruling:initiative-retake @ruling:made-up\n"
                    "  Scenario: s\n    Given a\n")
    (problem,) = unknown_tags(build_index([path]), rulings())
    assert str(problem) == f"{path}:3: X-001 is tagged @ruling:made-up, which is not a seed ruling"


@pytest.fixture(scope="module")
def suite():
    index = build_index([FEATURES_DIR])
    assert index.entries, f"no scenarios under {FEATURES_DIR}"
    return index


def test_every_seed_ruling_has_a_scenario(suite):
    missing = uncovered(suite, rulings())
    assert not missing, f"seed rulings no scenario demonstrates: {', '.join(missing)}"


def test_every_ruling_tag_names_a_seed_ruling(suite):
    problems = unknown_tags(suite, rulings())
    assert not problems, "\n".join(map(str, problems))
