"""The questions each scenario answers (rulings/data/asked/): one file per feature file, a table
per scenario with every seed language, and nothing for a scenario the suite lacks."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulings.data import DataError
from rulings.data import asked as module
from rulings.data.asked import ASKED_DIR, asked, asked_files, questions
from rulings.data.glossary import LANGUAGES
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

ENTRIES = build_index([FEATURES_DIR]).entries
BASE_IDS = {e.base_id: e for e in ENTRIES}


def test_every_scenario_has_its_questions_in_every_language():
    missing = sorted({e.base_id for e in ENTRIES if not questions(e.path, e.base_id)})
    assert not missing, f"scenarios without questions in rulings/data/asked: {missing}"
    for e in ENTRIES:
        texts = questions(e.path, e.base_id)
        counts = {lang: sum(1 for lg, _ in texts if lg == lang) for lang in LANGUAGES}
        assert 10 <= counts["en"] <= 14, (e.base_id, counts)
        short = [lang for lang in LANGUAGES if counts[lang] < 4]
        assert not short, f"{e.base_id}: fewer than four questions in {short}"


def test_each_file_mirrors_its_feature_file_and_holds_only_its_scenarios():
    for rel, tables in asked().items():
        feature = FEATURES_DIR / f"{rel}.feature"
        assert feature.is_file(), f"rulings/data/asked/{rel}.toml: no feature file {feature}"
        here = {e.base_id for e in ENTRIES if Path(e.path).resolve() == feature.resolve()}
        assert set(tables) <= here, (rel, sorted(set(tables) - here))


def test_a_scenario_outside_the_suite_has_none_of_its_questions(tmp_path):
    # the same id in a user's own feature file is another scenario
    copy = tmp_path / "leaving-the-game.feature"
    copy.write_text((FEATURES_DIR / "initiative/leaving-the-game.feature").read_text("utf-8"),
                    encoding="utf-8")
    entry = next(e for e in build_index([copy]).entries if e.base_id == "LEAVE-001")
    assert questions(entry.path, "LEAVE-001") == ()
    assert questions(BASE_IDS["LEAVE-001"].path, "LEAVE-001")


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
