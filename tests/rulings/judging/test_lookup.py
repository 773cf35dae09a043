"""Lookup: words, card names in every printed language, rule numbers old and new, cards, tags."""
from __future__ import annotations

import re
from pathlib import Path
import unicodedata

import pytest
from tests.support.rulings_fixtures import sample_index

from rulings import RulingsError
from rulings.cr.crversion import CR_VERSION
from rulings.data import cards, cr_data
from rulings.judging.lookup import NoMatch, lookup

CARD_NAMES = [(c.slug, lang, name) for c in cards() for lang, name in c.names.items()]


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    return sample_index(tmp_path_factory.mktemp("features"))


def _card_of(entry) -> list[str]:
    return entry.tag_values("card")


@pytest.mark.parametrize(("slug", "lang", "name"), CARD_NAMES,
                         ids=[f"{s}-{lang}" for s, lang, _ in CARD_NAMES])
def test_every_printed_name_finds_its_card(index, slug, lang, name):
    hits = lookup(index, name).hits
    assert _card_of(hits[0].entry) == [slug]
    assert all(_card_of(h.entry) == [slug] for h in hits if h.score >= 30)


@pytest.mark.parametrize(("query", "slug"), [
    ("Fackel des Wegsuchers", "trailblazers-torch"),
    ("先駆者の松明", "trailblazers-torch"),
    ("Torche de pionnier", "trailblazers-torch"),
    ("TORCHE DE PIONNIER", "trailblazers-torch"),  # case
    ("torche de pionnier", "trailblazers-torch"),
    ("Gewolbeforscherausrustung", "dungeoneers-pack"),  # accents
    ("WEISSFEDER-ABENTEURERIN", "white-plume-adventurer"),  # ß
    ("Aventuriere du Plumet blanc", "white-plume-adventurer"),
    ("ｆａｃｋｅｌ　ｄｅｓ　ｗｅｇｓｕｃｈｅｒｓ", "trailblazers-torch"),  # full width
    ("ﾄﾗﾝﾌﾟﾙ", None),  # half-width katakana folds but names no card
    ("Wegsucher", "trailblazers-torch"),  # partial
    ("松明", "trailblazers-torch"),
    ("explorateur", "dungeoneers-pack"),
    ("Мстительный", "avenging-hunter"),
    ("混沌の洞窟", "caves-of-chaos-adventurer"),
    ("Trailblazers Torch", "trailblazers-torch"),  # without the apostrophe
])
def test_names_match_insensitively_and_in_part(index, query, slug):
    if slug is None:
        with pytest.raises(NoMatch):
            lookup(index, query)
        return
    assert _card_of(lookup(index, query).hits[0].entry) == [slug]


def test_decomposed_accents_match(index):
    query = unicodedata.normalize("NFD", "Aventurière des Cavernes du Chaos")
    assert _card_of(lookup(index, query).hits[0].entry) == ["caves-of-chaos-adventurer"]


def test_the_note_says_which_card_a_foreign_name_is(index):
    assert '"Fackel des Wegsuchers" (de) is Trailblazer\'s Torch' in \
        lookup(index, "Fackel des Wegsuchers").notes


def test_words_rank_scenarios_matching_more_of_them_first(index):
    hits = lookup(index, "holder concedes active player").hits
    assert hits[0].entry.id == "LEAVE-001"
    assert hits[0].score > hits[1].score


def test_word_forms_match(index):
    assert lookup(index, "blocking triggers").hits[0].entry.id == "BLOCK-001"


def test_a_scenario_id_finds_that_scenario(index):
    assert [h.entry.id for h in lookup(index, "leave-002").hits] == ["LEAVE-002"]
    assert [h.entry.id for h in lookup(index, "VEN-010").hits] == \
        ["VEN-010#1", "VEN-010#2", "VEN-011"]


def test_a_ruling_id_finds_its_scenarios_and_quotes_it(index):
    result = lookup(index, "initiative-leaves-game")
    assert [h.entry.id for h in result.hits] == ["LEAVE-001"]
    assert result.notes[0].startswith("initiative-leaves-game: If the player with the initiative")


INITIATIVE = {f"CARD-00{n}" for n in range(1, 7)} | {"LEAVE-001", "LEAVE-002"}


def test_cr_finds_the_rule_and_its_sub_rules(index):
    assert {h.entry.id for h in lookup(index, cr="726").hits} == INITIATIVE
    assert {h.entry.id for h in lookup(index, cr="701.49").hits} == \
        {"VEN-010#1", "VEN-010#2", "VEN-011"}
    assert [h.entry.id for h in lookup(index, cr="509.3c").hits] == ["BLOCK-001"]


def test_cr_does_not_confuse_neighbours(index):
    with pytest.raises(NoMatch):
        lookup(index, cr="701.4")  # not a prefix of 701.49
    with pytest.raises(NoMatch):
        lookup(index, cr="726.41")


def test_a_tag_citing_an_older_cr_is_read_in_current_numbers(index):
    # LEAVE-002 is tagged @cr:723.4:2024-02-06, which is 726.4 today
    assert [h.entry.id for h in lookup(index, cr="726.4").hits][:2] == ["LEAVE-001", "LEAVE-002"]


def test_a_current_number_is_read_as_the_current_cr_first(index):
    notes = lookup(index, cr="726.4").notes
    assert notes[0].endswith(f"726.4 read as CR {CR_VERSION}: The initiative holder leaves the game")
    # CR 2025-07-25's 726.4 was Restarting the Game (727.4 now): a second reading, said so
    assert any("read as CR 2025-07-25 until 2026-04-17" in n and "it is 727.4" in n for n in notes)


def test_an_ambiguous_number_says_so_and_shows_each_reading(index):
    result = lookup(index, cr="725.4")  # the Monarch today; the initiative in CR 2025-07-25
    assert result.notes[0].startswith("725.4 is ambiguous: it has 2 readings")
    assert f"725.4 read as CR {CR_VERSION}: under 725 The Monarch" in result.notes[0]
    assert any("725.4 read as CR 2025-07-25 until 2026-04-17: The Initiative was 725; "
               f"it is 726.4 in CR {CR_VERSION}" in n for n in result.notes)
    assert [h.entry.id for h in result.hits][:2] == ["LEAVE-001", "LEAVE-002"]


INITIATIVE_HISTORY = [(start, number) for ren in cr_data().renumbered
                      if ren.topic == "The Initiative" for start, number in ren.history]


@pytest.mark.parametrize(("version", "section"), INITIATIVE_HISTORY,
                         ids=[v for v, _ in INITIATIVE_HISTORY])
def test_the_initiative_number_of_every_known_cr_version_finds_its_scenarios(index, version,
                                                                             section):
    result = lookup(index, cr=f"{section}.4")
    assert {"LEAVE-001", "LEAVE-002"} <= {h.entry.id for h in result.hits}
    current = next(r.current for r in cr_data().renumbered if r.topic == "The Initiative")
    said = CR_VERSION if section == current else version  # the current number reads as today's
    assert any(f"CR {said}" in n for n in result.notes), result.notes


def test_no_number_is_ever_said_not_to_exist(index):
    for section in range(719, 729):
        for number in (f"{section}", f"{section}.4", f"{section}.2b"):
            try:
                notes = lookup(index, cr=number).notes
            except NoMatch as exc:
                notes = (str(exc),)
            assert not any("no CR" in n or "exist" in n for n in notes), (number, notes)


@pytest.mark.parametrize(("old", "expected"), [
    ("723.4", {"LEAVE-001", "LEAVE-002"}),  # 2022-11-18 and 2024-02-06 numbering
    ("722.4", {"LEAVE-001", "LEAVE-002"}),
    ("721.4", {"LEAVE-001", "LEAVE-002"}),  # the set's release
    ("724.4", {"LEAVE-001", "LEAVE-002"}),  # 2025-04-04
    ("725.4", {"LEAVE-001", "LEAVE-002"}),  # 2025-07-25; 725 is the Monarch now
    ("701.46c", {"VEN-010#1", "VEN-010#2", "VEN-011"}),
    ("509.5c", {"BLOCK-001"}),
    ("509.5", {"BLOCK-001"}),
])
def test_old_rule_numbers_find_the_same_scenarios(index, old, expected):
    result = lookup(index, cr=old)
    assert {h.entry.id for h in result.hits} == expected
    assert any(re.search(rf"^{re.escape(old)} read as CR \d{{4}}-\d\d-\d\d until .*; it is", n)
               for n in result.notes), result.notes


def test_the_note_names_the_versions_an_old_number_was_used_in(index):
    notes = lookup(index, cr="723.4").notes
    assert any("2022-11-18 until 2023-04-14" in n and "2024-02-06 until 2025-04-04" in n
               and f"it is 726.4 in CR {CR_VERSION}" in n for n in notes)


def test_a_bad_rule_number_is_a_one_line_error(index):
    with pytest.raises(RulingsError, match=r"^--cr: '72x' is not a rule number"):
        lookup(index, cr="72x")


def test_card_option_takes_any_language_or_a_slug(index):
    for value in ("avenging-hunter", "Rachejäger", "復讐する狩人", "rachejager"):
        assert [_card_of(h.entry) for h in lookup(index, card=value).hits] == \
            [["avenging-hunter"]], value
    assert [h.entry.id for h in lookup(index, card="Grizzly Bears").hits] == ["BLOCK-001"]


def test_tags_filter_by_whole_tag_or_by_name(index):
    assert [h.entry.id for h in lookup(index, tags=["requires:leave-game"]).hits] == \
        ["LEAVE-001", "LEAVE-002"]
    assert [h.entry.id for h in lookup(index, tags=["@ruling"]).hits] == \
        ["LEAVE-001", "VEN-010#1", "VEN-010#2", "VEN-011"]


def test_criteria_combine(index):
    assert [h.entry.id for h in lookup(index, "concedes", cr="723.4",
                                       tags=["ruling:initiative-leaves-game"]).hits] == ["LEAVE-001"]
    with pytest.raises(NoMatch, match="no scenario matches all of"):
        lookup(index, card="Grizzly Bears", cr="725")


def test_no_hit_suggests_the_closest_terms(index):
    with pytest.raises(NoMatch) as caught:
        lookup(index, "Fxckl")
    assert "Fackel" in caught.value.suggestions
    assert str(caught.value).startswith("no scenario matches 'Fxckl'; closest: ")
    with pytest.raises(NoMatch) as caught:
        lookup(index, card="Avenging Hunterr")
    assert caught.value.suggestions[0] == "Avenging Hunter"
    with pytest.raises(NoMatch) as caught:
        lookup(index, tags=["requires:leave-gam"])
    assert caught.value.suggestions == ("requires:leave-game",)


def test_no_criteria_is_an_error(index):
    with pytest.raises(RulingsError, match="give words"):
        lookup(index, "  ")


@pytest.mark.parametrize(("query", "slug", "meant"), [
    ("Fakel", "trailblazers-torch", "Fackel des Wegsuchers"),
    ("Fbckel des Wegsuchers", "trailblazers-torch", "Fackel des Wegsuchers"),
    ("Avenging Huntre", "avenging-hunter", "Avenging Hunter"),
    ("Rchejäer", "avenging-hunter", "Rachejäger"),
    ("开者拓炬", "trailblazers-torch", "开拓者火炬"),  # two characters swapped, one dropped
    ("Факел Следопыа", "trailblazers-torch", "Факел Следопыта"),
])
def test_a_near_certain_typo_is_corrected_and_said(index, query, slug, meant):
    result = lookup(index, query)
    said = f'showing results for "{meant}" (you typed "{query}")'
    # said only when the correction changed the results (the other words may find the card
    # alone: "Wegsuchers"); whatever is said names what was meant
    assert said in result.notes or not any(n.startswith("showing") for n in result.notes)
    assert (said in result.notes) or query not in ("Fakel", "开者拓炬")
    assert any(n.startswith(f'"{meant}"') for n in result.notes)  # the card it took it for
    assert _card_of(result.hits[0].entry) == [slug]
    assert result.hits[0].match == "strong"  # not shown as an exact match


def test_a_word_typo_is_corrected_to_a_known_word(index):
    result = lookup(index, "holder cnocedes")
    assert result.notes[0] == 'showing results for "holder concedes" (you typed "holder cnocedes")'
    assert result.hits[0].entry.id == "LEAVE-001"
    # a word the stems already reach is not a typo: nothing to correct, nothing said
    result = lookup(index, "holder conceding")
    assert not any(n.startswith("showing") for n in result.notes)
    assert result.hits[0].entry.id == "LEAVE-001"


def test_an_ambiguous_typo_is_not_corrected(index):
    # as close to "Aventurière du Plumet blanc" as to "Aventurera de la Columna Blanca": neither
    with pytest.raises(NoMatch):
        lookup(index, "Aventurxx")


def test_matches_say_how_well_they_matched(index):
    exact = lookup(index, "Fackel des Wegsuchers").hits[0]
    assert exact.match == "exact" and exact.quality == 1.0
    weak = lookup(index, "holder zzzzqq yyyyxx wwwwvv").hits[0]
    assert weak.match in ("weak", "partial") and weak.quality < 0.5


def test_cjk_text_without_spaces_matches_by_bigrams(index):
    # the ja printed text of an ability, as a sentence: no spaces to split words on
    assert _card_of(lookup(index, "先駆者の松明が戦場に出たとき").hits[0].entry) == \
        ["trailblazers-torch"]
    assert lookup(index, "イニシアチブ").hits  # the word alone finds the initiative's scenarios


def test_a_question_in_another_language_reaches_the_english_words(index):
    # "übernimmst ... Initiative" and "prenez l'initiative": the glossary's English words
    for query in ("Wer übernimmt die Initiative, wenn der Spieler das Spiel verlässt?",
                  "qui prend l'initiative quand un joueur quitte la partie"):
        assert lookup(index, query).hits[0].entry.id in ("LEAVE-001", "LEAVE-002"), query


# -- the postings cache (rulings/judging/lookup.py _prepared): built once per set of feature files ----

def test_postings_are_stored_and_a_changed_feature_file_rebuilds_them(tmp_path, monkeypatch):
    import shutil

    import rulings.judging.wordindex as lookup_module
    from rulings.judging.lookup import lookup as look_up
    from rulings.scenarios.index import build_index

    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path / "cache"))
    features = tmp_path / "features"
    shutil.copytree(Path(__file__).resolve().parents[3] / "features" / "initiative", features)
    built = []
    real_fields = lookup_module.fields
    monkeypatch.setattr(lookup_module, "fields", lambda e: built.append(e.id) or real_fields(e))

    def ids(query: str) -> list[str]:
        lookup_module._PREPARED.clear()  # as a new process would start
        return [hit.entry.id for hit in look_up(build_index([features]), query).hits]

    first = ids("holder leaves the game")
    assert built and list((tmp_path / "cache").glob("postings-*.pickle"))
    built.clear()
    assert ids("holder leaves the game") == first and not built  # read back, not rebuilt
    # every word (and stem, and bigram) found in the stored rows as in the built ones
    queries = ("venturing into the undercity", "ダンジョン イニシアチブ", "prenez l'initiative",
               "holder", "zzzz holder", "the initiative")
    fresh = []
    for query in queries:
        lookup_module._PREPARED.clear()
        fresh.append(look_up(build_index([features]), query))
    assert not built
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path / "other-cache"))  # built again
    for query, result in zip(queries, fresh):
        lookup_module._PREPARED.clear()
        assert look_up(build_index([features]), query) == result, query
    assert built
    built.clear()
    changed = next(features.glob("*.feature"))
    changed.write_text(changed.read_text() + "\n")  # another size: another key
    assert ids("holder leaves the game") == first and built


@pytest.mark.parametrize("query, lang", [
    ("holder leaves the game", "en"),
    ("dungeon", "en"),  # Italian writes "dungeon" too: an English word says nothing
    ("STEAL-001", "en"),
    ("Spieler mit Initiative verlässt das Spiel", "de"),
    ("Fackel des Wegsuchers", "de"),  # a card named in German
    ("el jugador con la iniciativa abandona la partida", "es"),
    ("le joueur qui a l'initiative quitte la partie", "fr"),
    ("il giocatore con l'iniziativa lascia la partita", "it"),
    ("o jogador com a dianteira sai do jogo", "pt"),
    ("Кто получает инициативу", "ru"),
    ("イニシアチブを得たらどうなりますか", "ja"),
    ("이니셔티브를 가진 플레이어가 게임을 떠나면", "ko"),
    ("谁拥有先制", "zhs"),
    ("誰擁有先制", "zht"),
])
def test_the_language_a_query_is_written_in(query, lang):
    from rulings.judging.lookup import query_language

    assert query_language(query) == lang


# -- match labels: a word search is strong only when one scenario leads (lookup.LEAD) --------

LEAD_FEATURE = """\
Feature: Two scenarios that share their words, and one that has its own

  @id:TIE-001 @cr:726.2:2026-09-25
  Scenario: Zephyr quokka marmalade first
    When Alice takes the initiative
    Then Alice has the initiative

  @id:TIE-002 @cr:726.2:2026-09-25
  Scenario: Zephyr quokka marmalade second
    When Alice takes the initiative
    Then Alice has the initiative

  @id:TIE-003 @cr:726.2:2026-09-25
  Scenario: Xylophone walrus
    When Alice takes the initiative
    Then Alice has the initiative
"""


@pytest.fixture(scope="module")
def lead_index(tmp_path_factory):
    from rulings.scenarios.index import build_index

    root = tmp_path_factory.mktemp("lead")
    (root / "lead.feature").write_text(LEAD_FEATURE, encoding="utf-8")
    return build_index([root])


def test_words_shared_equally_by_two_scenarios_are_no_strong_match(lead_index):
    hits = lookup(lead_index, "zephyr quokka marmalade").hits
    assert {h.entry.id for h in hits[:2]} == {"TIE-001", "TIE-002"}
    assert hits[0].match == "partial"  # every word matched, but so did the next scenario's


def test_a_scenario_that_leads_the_rest_is_a_strong_match(lead_index):
    hits = lookup(lead_index, "xylophone walrus").hits
    assert hits[0].entry.id == "TIE-003"
    assert hits[0].match == "strong"


def test_the_lead_is_measured_between_scenarios_not_an_outlines_rows(index):
    from rulings.judging.lookup import _leader
    from rulings.judging.wordindex import prepared

    ready = prepared(index)
    rows = [p for p, e in enumerate(ready.entries) if e.id.startswith("VEN-010")]
    other = next(p for p, e in enumerate(ready.entries) if e.id == "LEAVE-001")
    assert len(rows) == 2
    # two rows of one outline tie: that scenario still leads
    assert _leader(ready.entries, {rows[0]: 10.0, rows[1]: 10.0, other: 7.0}) == "VEN-010"
    assert _leader(ready.entries, {rows[0]: 10.0, other: 9.0}) is None
