"""The scenario index: ids, outline rows, steps, tags, and one-line errors for bad files."""
from __future__ import annotations

import pytest
from tests.support.rulings_fixtures import sample_index

from rulings.scenarios.index import FeatureError, build_index


def test_plain_scenarios(tmp_path):
    index = sample_index(tmp_path)
    entry = index.get("LEAVE-001")
    assert entry.name == "The holder concedes and the active player takes the initiative"
    assert entry.feature == "The initiative in multiplayer"
    assert entry.line == 5 and entry.file.endswith("other.feature")
    assert entry.tags == ("id:LEAVE-001", "cr:726.4:2026-09-25",
                          "ruling:initiative-leaves-game", "requires:leave-game")
    assert [s.keyword + s.text for s in entry.steps] == [
        "Given a free-for-all game between Alice, Bob and Carol",
        "And Bob has the initiative", "When Bob concedes", "Then Alice has the initiative",
    ]


def test_background_steps_and_feature_tags_are_inherited(tmp_path):
    entry = sample_index(tmp_path).get("CARD-001")
    assert entry.steps[0].text == "a two-player game between Alice and Bob"
    assert entry.steps[0].line == 4
    assert "area:cards" in entry.tags


def test_outline_rows_are_entries_numbered_like_runs(tmp_path):
    index = sample_index(tmp_path)
    rows = index.family("VEN-010")
    assert [e.id for e in rows] == ["VEN-010#1", "VEN-010#2", "VEN-011"]
    first = rows[0]
    assert first.name == "Venture from Trap! completes nothing yet"
    assert first.example == (("room", "Trap!"), ("next", "Archives"))
    assert first.line == 29 and first.rule == "venturing from the bottom room"
    assert first.steps[0].text == 'Alice is in "Undercity" in room "Archives"'  # Rule Background
    assert first.steps[-1].text == 'Alice is in "Undercity" in room "Archives"'


def test_a_tagged_examples_block_gives_its_rows_their_own_id(tmp_path):
    index = sample_index(tmp_path)
    own = index.get("VEN-011")
    assert own.aliases == ("VEN-010#3",) and index.get("ven-010#3") is own
    assert own.base_id == "VEN-010"
    assert "id:VEN-011" in own.tags and "id:VEN-010" not in own.tags


def test_data_tables_are_kept(tmp_path):
    entry = sample_index(tmp_path).get("BLOCK-001")
    assert entry.steps[1].table == (("card", "tapped"), ("Grizzly Bears", "no"))


def test_lookup_by_id_is_case_insensitive_and_takes_the_tag_form(tmp_path):
    index = sample_index(tmp_path)
    assert index.get("@id:leave-002").id == "LEAVE-002"
    assert index.get("NOPE-001") is None


def _error(tmp_path, text: str, name: str = "bad.feature") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FeatureError) as caught:
        build_index([path])
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_malformed_file_names_its_line(tmp_path):
    message = _error(tmp_path, "Feature: x\n  @id:A-001\n  Scenario: y\n    Given a\n  Nonsense here\n")
    assert message.startswith(f"{tmp_path / 'bad.feature'}:5: ")
    assert "Nonsense here" in message


def test_a_scenario_without_an_id_is_an_error(tmp_path):
    message = _error(tmp_path, "Feature: x\n\n  Scenario: no id\n    Given a\n")
    assert message.endswith(":3: scenario 'no id' has no @id tag")


def test_two_ids_on_one_scenario_are_an_error(tmp_path):
    message = _error(tmp_path, "Feature: x\n  @id:A-001\n  @id:A-002\n  Scenario: y\n    Given a\n")
    assert ":3: scenario has 2 @id tags" in message


def test_an_id_on_the_feature_is_an_error(tmp_path):
    message = _error(tmp_path, "@id:A-001\nFeature: x\n  Scenario: y\n    Given a\n")
    assert ":1: an @id tag belongs on a scenario" in message


def test_duplicate_ids_name_both_places(tmp_path):
    text = "Feature: x\n  @id:A-001\n  Scenario: y\n    Given a\n\n  @id:a-001\n  Scenario: z\n    Given b\n"
    message = _error(tmp_path, text)
    assert message.endswith(f"bad.feature:7: duplicate scenario id a-001 (first used at "
                            f"{tmp_path / 'bad.feature'}:3)")


def test_a_missing_path_is_an_error(tmp_path):
    with pytest.raises(FeatureError, match="no such feature file or directory"):
        build_index([tmp_path / "missing.feature"])


def test_an_undecodable_file_is_an_error(tmp_path):
    path = tmp_path / "latin1.feature"
    path.write_bytes("Feature: café\n".encode("latin-1"))
    with pytest.raises(FeatureError, match="latin1.feature:1: cannot read: not UTF-8"):
        build_index([path])


def test_a_directory_is_searched_recursively_in_order(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "two.feature").write_text("Feature: b\n  @id:B-001\n  Scenario: s\n    Given a\n")
    (tmp_path / "a.feature").write_text("Feature: a\n  @id:A-001\n  Scenario: s\n    Given a\n")
    index = build_index([tmp_path])
    assert [e.id for e in index.entries] == ["A-001", "B-001"]


def test_an_outline_may_take_its_ids_from_every_examples_block(tmp_path):
    path = tmp_path / "o.feature"
    path.write_text("Feature: o\n  Scenario Outline: s <n>\n    Given <n>\n"
                    "    @id:O-001\n    Examples:\n      | n |\n      | 1 |\n"
                    "    @id:O-002\n    Examples:\n      | n |\n      | 2 |\n      | 3 |\n")
    assert [(e.id, e.aliases) for e in build_index([path]).entries] == \
        [("O-001", ()), ("O-002#1", ()), ("O-002#2", ())]


def test_an_outline_with_an_untagged_row_and_no_id_is_an_error(tmp_path):
    message = _error(tmp_path, "Feature: o\n  Scenario Outline: s <n>\n    Given <n>\n"
                               "    @id:O-001\n    Examples:\n      | n |\n      | 1 |\n"
                               "    Examples:\n      | n |\n      | 2 |\n")
    assert message.endswith(":2: scenario 's <n>' has no @id tag")


def test_feature_files_are_sorted_rglob_of_each_directory(tmp_path, monkeypatch):
    """feature_files reads directories with os.scandir: the same files, in the same order, as
    sorted(Path.rglob("*.feature")), which it replaced (links to directories not entered)."""
    from pathlib import Path

    from rulings.scenarios.index import feature_files

    for name in ("z.feature", "a/b.feature", "a-b/c.feature", "a/b/deep/d.feature",
                 ".hidden.feature", "a/notes.txt", "A/upper.feature", "a/x.Feature",
                 "dir.feature/in.feature"):
        (tmp_path / "suite" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "suite" / name).write_text("Feature: x\n")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "e.feature").write_text("Feature: x\n")
    (tmp_path / "suite" / "link").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    (tmp_path / "suite" / "linked.feature").symlink_to(tmp_path / "suite" / "z.feature")
    monkeypatch.chdir(tmp_path)
    for base in (tmp_path / "suite", Path("suite"), Path("suite/a")):
        assert feature_files([base]) == sorted(base.rglob("*.feature"))
    monkeypatch.chdir(tmp_path / "suite")
    assert feature_files([Path(".")]) == sorted(Path(".").rglob("*.feature"))
    assert Path("link/e.feature") not in feature_files([Path(".")])
