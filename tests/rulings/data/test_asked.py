"""The questions each scenario answers (rulings/data/asked/): one file per feature file, a table
per scenario with every seed language, and nothing for a scenario the suite lacks."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulings.data import DataError
from rulings.data import asked as module
from rulings.data.asked import ASKED_DIR, asked, asked_files
from rulings.data.glossary import LANGUAGES
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

ENTRIES = build_index([FEATURES_DIR]).entries
BASE_IDS = {e.base_id: e for e in ENTRIES}


def test_every_scenario_has_its_questions_in_every_language():
    table = asked()
    missing = sorted(set(BASE_IDS) - set(table))
    assert not missing, f"scenarios without questions in rulings/data/asked: {missing}"
    for sid in BASE_IDS:
        counts = {lang: sum(1 for lg, _ in table[sid] if lg == lang) for lang in LANGUAGES}
        assert 3 <= counts["en"] <= 14, (sid, counts)
        short = [lang for lang in LANGUAGES if counts[lang] < 2]
        assert not short, f"{sid}: fewer than two questions in {short}"


def test_no_questions_for_a_scenario_the_suite_lacks():
    assert not sorted(set(asked()) - set(BASE_IDS))


def test_each_file_mirrors_its_feature_file_and_holds_its_scenarios():
    for path in asked_files():
        feature = FEATURES_DIR / path.relative_to(ASKED_DIR).with_suffix(".feature")
        assert feature.is_file(), f"{path}: no feature file {feature}"
        here = {e.base_id for e in ENTRIES if Path(e.path).resolve() == feature.resolve()}
        assert set(module._parse(path)) <= here, path


@pytest.mark.parametrize("text, message", [
    ('[init-1]\nen = ["x"]\n', "is not a scenario id"),
    ('[INIT-001]\nxx = ["x"]\n', "'xx' is not a seed language"),
    ('[INIT-001]\nen = "x"\n', "en must be a list of questions"),
    ('[INIT-001]\nen = [""]\n', "en must be a list of questions"),
])
def test_a_malformed_file_is_named_with_its_entry(tmp_path, monkeypatch, text, message):
    folder = tmp_path / "rules"
    folder.mkdir()
    (folder / "x.toml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(module, "ASKED_DIR", tmp_path)
    monkeypatch.setattr(module, "DATA_DIR", tmp_path)
    module.asked.cache_clear()
    try:
        with pytest.raises(DataError, match=message) as caught:
            module.asked()
        assert "rules/x.toml" in str(caught.value)
    finally:
        module.asked.cache_clear()


def test_the_same_scenario_twice_is_refused(tmp_path, monkeypatch):
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "x.toml").write_text('[INIT-001]\nen = ["x"]\n', encoding="utf-8")
    monkeypatch.setattr(module, "ASKED_DIR", tmp_path)
    monkeypatch.setattr(module, "DATA_DIR", tmp_path)
    module.asked.cache_clear()
    try:
        with pytest.raises(DataError, match=r"b/x.toml: \[INIT-001\] is given a second time"):
            module.asked()
    finally:
        module.asked.cache_clear()
