"""docs/STEPS.md's tables are generated from the phrase book (rulings/judging/stepsdoc.py): the file is
current, and every phrase of the vocabulary is in it."""
from __future__ import annotations

from rulings.judging import stepsdoc
from rulings.steps.phrasebook import ACTION_PHRASES, DECISION_PHRASES, infinitive, parse_action, parse_decision
from rulings.steps.vocabulary import PHRASES, lookup


def test_the_generated_tables_are_current() -> None:
    current = stepsdoc.DOC.read_text(encoding="utf-8")
    assert stepsdoc.render(current) == current, "run: python -m rulings.judging.stepsdoc"
    assert stepsdoc.main(["--check"]) == 0


def test_every_phrase_is_documented_with_an_example_it_reads() -> None:
    text = stepsdoc.DOC.read_text(encoding="utf-8")
    for phrase in PHRASES:
        assert phrase.example, phrase.id
        assert f"`{phrase.example}`".replace("|", "\\|") in text, phrase.id
        if "<" not in phrase.example:  # the example is read by the phrase it documents
            assert lookup(phrase.kinds[0], phrase.example) is phrase, phrase.example
    for action in ACTION_PHRASES:
        if action.by_player:
            assert action.example.startswith("Alice ") or action.example.startswith("Bob ")
            player, _, words = action.example.partition(" ")
            assert action.regex.fullmatch(infinitive(words)), action.example
            if not words.endswith(":"):  # a table's phrase needs its table
                assert parse_action(player, infinitive(words)).KIND == action.kind, action.example
    for decision in DECISION_PHRASES:
        assert parse_decision(decision.example.partition(" will ")[2])[0] == decision.kind


def test_a_stale_table_is_found(tmp_path, monkeypatch) -> None:
    stale = stepsdoc.DOC.read_text(encoding="utf-8").replace("| `Alice has 9 life` |", "| `Alice has nine life` |")
    doc = tmp_path / "STEPS.md"
    doc.write_text(stale, encoding="utf-8")
    monkeypatch.setattr(stepsdoc, "DOC", doc)
    assert stepsdoc.main(["--check"]) == 1
    assert stepsdoc.main([]) == 0 and stepsdoc.main(["--check"]) == 0
