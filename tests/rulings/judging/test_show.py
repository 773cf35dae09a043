"""show: the scenario as written, its rulings' texts and its rule citations."""
from __future__ import annotations

import pytest
from tests.support.rulings_fixtures import sample_index

from rulings.judging.lookup import NoMatch
from rulings.judging.show import as_text, describe_scenario


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    return sample_index(tmp_path_factory.mktemp("features"))


def test_the_scenario_as_written_with_its_tags_and_comment(index):
    lines = describe_scenario(index, "LEAVE-001")
    text = as_text(lines)
    assert lines[0].text == \
        "LEAVE-001  The holder concedes and the active player takes the initiative"
    assert any(ln.text.endswith("other.feature:5  (feature: The initiative in multiplayer)")
               for ln in lines)
    source = [ln.text for ln in lines if ln.kind == "source"]
    assert source[0] == "3    # the holder leaves"
    assert source[1].startswith("4    @id:LEAVE-001 @cr:726.4:2026-09-25")
    assert source[-1] == "9      Then Alice has the initiative"
    assert "LEAVE-002" not in text


def test_the_ruling_in_plain_words_comes_first(index):
    lines = describe_scenario(index, "LEAVE-001")
    assert [ln.text for ln in lines[1:4]] == [
        "Ruling", "The holder concedes and the active player takes the initiative.",
        "Afterwards: Alice has the initiative."]


def test_the_official_ruling_text_and_its_cards(index):
    text = as_text(describe_scenario(index, "LEAVE-001"))
    assert "Official rulings (printed with the cards)\nIf the player with the initiative leaves" \
        in text
    assert "(initiative-leaves-game; printed with Trailblazer's Torch, Dungeoneer's Pack" in text


def test_rules_are_labelled_as_the_projects_summary_and_linked(index):
    lines = describe_scenario(index, "LEAVE-001")
    text = as_text(lines)
    assert "Rules cited: the project's summary, not the rules' text" in text
    links = [ln.text.strip() for ln in lines if ln.kind == "link"]
    assert links == ["https://yawgatog.com/resources/magic-rules/#R7264"]


def test_the_cards_oracle_text_and_printed_text_in_the_asked_language(index):
    text = as_text(describe_scenario(index, "CARD-001", lang="de"))
    assert "Trailblazer's Torch  (Artifact — Equipment)\n  When this Equipment enters" in text
    assert "  Printed in German: Fackel des Wegsuchers\n    Wenn die Fackel des Wegsuchers" in text
    assert "Printed in" not in as_text(describe_scenario(index, "CARD-001"))


def test_an_unknown_language_is_one_clear_error(index):
    from rulings import RulingsError

    with pytest.raises(RulingsError, match="--lang: 'xx' is not a seed language"):
        describe_scenario(index, "CARD-001", lang="xx")


def test_no_python_values_in_any_line(index):
    for entry in index.entries:
        text = as_text(describe_scenario(index, entry.id, lang="ja"))
        assert "None" not in text and "['" not in text, entry.id


def test_rule_citations_have_titles(index):
    text = as_text(describe_scenario(index, "LEAVE-001"))
    assert "726.4 The initiative holder leaves the game: The active player takes" in text


def test_an_older_citation_is_shown_in_current_numbers(index):
    text = as_text(describe_scenario(index, "LEAVE-002"))
    assert "726.4 (cited as 723.4 of CR 2024-02-06) The initiative holder leaves the game" in text


def test_a_sub_rule_uses_its_parent_title_when_not_listed(tmp_path):
    feature = tmp_path / "x.feature"
    feature.write_text("Feature: x\n  @id:X-001 @cr:726.2b:2026-09-25\n  Scenario: s\n    Given a\n")
    from rulings.scenarios.index import build_index
    text = as_text(describe_scenario(build_index([feature]), "X-001"))
    assert "726.2b (under 726.2) The initiative's inherent triggered abilities" in text


def test_an_outline_shows_background_source_and_every_row(index):
    lines = describe_scenario(index, "VEN-010")
    text = as_text(lines)
    assert lines[0].text == "VEN-010  Venture from <room> completes nothing yet"
    source = [ln.text for ln in lines if ln.kind == "source"]
    assert 'Given Alice is in "Undercity" in room "Archives"' in source[0]  # the Rule Background
    assert source[1].strip() == "..."
    assert any("| Archives | Throne of the Dead Three |" in s for s in source)
    assert not any("BLOCK-001" in s for s in source)
    assert "VEN-010#2  line 30: room=Stash, next=Catacombs" in text
    assert "VEN-011 (also VEN-010#3)  line 35: room=Archives, next=Throne of the Dead Three" in text
    assert "(undercity-in-dungeon; printed with" in text


def test_a_data_table_in_the_background_is_shown(index):
    source = [ln.text for ln in describe_scenario(index, "BLOCK-001") if ln.kind == "source"]
    assert any("| Grizzly Bears | no     |" in s for s in source)


def test_an_unknown_id_suggests_close_ids(index):
    with pytest.raises(NoMatch) as caught:
        describe_scenario(index, "LEAVE-01")
    assert caught.value.suggestions[:2] == ("LEAVE-001", "LEAVE-002")


def test_every_scenario_says_its_outcome_in_every_seed_language_with_no_english_left():
    # the suite's own scenarios: the ruling heading and the "Afterwards" line (the last Then
    # block's checks) in each of the ten other seed languages, from the describers; only the
    # quoted names (cards, rooms, stack labels) and the players' names stay as written
    import re

    from tests.support.english_left import QUOTED, english_left

    from rulings.judging.describe import LANGUAGES
    from rulings.scenarios.index import build_index
    from rulings.scenarios.locations import feature_files
    from rulings.judging.show import last_checks

    suite = build_index(feature_files([]))
    assert len(suite.entries) > 400
    left: dict[str, list[str]] = {}
    for lang in sorted(set(LANGUAGES) - {"en"}):
        for entry in suite.entries:
            names = {w for c in last_checks(entry)
                     for w in re.findall(r"\b[A-Z][a-z]+\b", QUOTED.sub(" ", c))}
            lines = describe_scenario(suite, entry.id, lang)
            ruling, title, after = lines[1].text, lines[2].text, lines[3].text
            assert entry.name in title and title != f"{entry.name}.", (lang, entry.id, title)
            for text in (ruling, after):
                if "[en]" in text or english_left(text, lang, names):
                    left.setdefault(lang, []).append(f"{entry.id}: {text}")
    assert left == {}


def test_the_english_left_check_can_fail():
    from tests.support.english_left import english_left

    assert english_left("Danach: „Forest“ ist getappt.", "de") == set()
    assert english_left("Danach: Alice has 9 Lebenspunkte.", "de", {"Alice"}) == {"has"}
    assert english_left("その後：Alice has 9 ライフ", "ja", {"Alice"}) == {"has"}
    assert english_left("Después: Alice tiene 20 vidas", "es", {"Alice"}) == set()
