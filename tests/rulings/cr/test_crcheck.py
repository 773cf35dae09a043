"""`rulings cr check`: small constructed CR text files (the suite keeps no real rule text) -
unchanged, a renumbered section, a changed rule, a removed rule - and bad input."""
from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

import rulings.data
from rulings.cli.main import app
from rulings.cr.crcheck import CrTextError, check, fingerprint, normalise, parse_cr, read_cr
from rulings.cr.crversion import CR_VERSION
from rulings.data import CitedRule, CrCheckData, crcheck_data, cr_data

HEADER = "Comprehensive Rules\n \nThese rules are effective as of September 25, 2026.\n \n"
CONTENTS = "Contents\n \n7. Additional Rules\n725. The Monarch\n726. The Initiative\n \nGlossary\n \n"
RULES = {
    "726.1": "Alpha is a made-up rule for this test.",
    "726.2": "Bravo is another one.\nExample: an example line belongs to its rule.",
    "726.4": "Delta, the last one.",
}


def cr_file(tmp_path, rules=RULES, sections=(("725", "The Monarch"), ("726", "The Initiative")),
            name="cr.txt"):
    body = []
    for number, title in sections:
        body.append(f"{number}. {title}\n \n")
        for rule, text in rules.items():
            if rule.startswith(f"{number}."):
                first, *more = text.split("\n")
                body.append(f"{rule}{'.' if rule[-1].isdigit() else ''} {first}\n")
                body += [f"{line}\n" for line in more]
                body.append(" \n")
                if rule == "726.2":
                    body.append("726.2a A sub-rule is not part of its parent's text.\n \n")
    path = tmp_path / name
    path.write_text(HEADER + CONTENTS + "".join(body) + "Glossary\n \nActive Player\nWords.\n",
                    encoding="utf-8")
    return path


DATA = CrCheckData(
    version=CR_VERSION,
    sections=(("725", "The Monarch"), ("726", "The Initiative")),
    cited=tuple(CitedRule(n, n.replace("726", "725"), fingerprint(t)) for n, t in RULES.items())
    + (CitedRule("726", "725", ""),),
    numbers=frozenset(RULES),
)


def kinds(report) -> dict[str, str]:
    return {f.number: f.kind for f in report.findings}


def test_the_parser_reads_sections_rules_sub_rules_and_their_continuations(tmp_path):
    text = read_cr(cr_file(tmp_path))
    assert text.effective == "2026-09-25"
    assert text.sections == {"725": "The Monarch", "726": "The Initiative"}
    assert set(text.rules) == {"726.1", "726.2", "726.2a", "726.4"}
    assert text.rules["726.2"].endswith("Example: an example line belongs to its rule.")
    assert "sub-rule" not in text.rules["726.2"]
    assert "Words" not in text.rules["726.4"]  # the glossary ends the rules


def test_a_sub_rule_number_with_a_trailing_dot_is_read():
    text = parse_cr("119. Life\n119.1d. In a game.\n119.2 Without a dot.\nGlossary\n")
    assert text.rules == {"119.1d": "In a game.", "119.2": "Without a dot."}


def test_the_fingerprint_ignores_typography_and_spacing_but_not_words():
    assert fingerprint("The player’s “rule” – text") == fingerprint('The player\'s "rule"  - text')
    assert fingerprint("a\n b") == fingerprint("a b")
    assert fingerprint("Delta, the last one.") != fingerprint("Delta, the first one.")
    assert normalise("  x\u00a0 y ") == "x y"
    assert re.fullmatch(r"[0-9a-f]{16}", fingerprint("x"))


def test_nothing_moved_reports_nothing(tmp_path):
    report = check(cr_file(tmp_path), DATA)
    assert report.findings == () and not report.moved
    assert report.checked == 4 and report.effective == "2026-09-25"


def test_a_renumbered_section_is_found_by_its_title(tmp_path):
    moved = {k.replace("726.", "727."): v for k, v in RULES.items()}
    path = cr_file(tmp_path, moved, (("725", "The Monarch"), ("726", "Preparation"),
                                     ("727", "The Initiative")))
    report = check(path, DATA)
    assert report.moved
    messages = [f.message for f in report.findings]
    assert "section 726 The Initiative is now 727 (726 is now Preparation)" in messages
    assert {"726.1 is now 727.1", "726.2 is now 727.2", "726.4 is now 727.4"} <= set(messages)
    assert set(kinds(report).values()) == {"renumbered"}


def test_a_changed_rule_is_reported(tmp_path):
    changed = dict(RULES, **{"726.2": "Bravo now says something else.\nExample: same."})
    report = check(cr_file(tmp_path, changed), DATA)
    assert kinds(report) == {"726.2": "text"}
    assert report.findings[0].message == "726.2: its text changed"


def test_a_removed_rule_is_reported(tmp_path):
    removed = {k: v for k, v in RULES.items() if k != "726.4"}
    report = check(cr_file(tmp_path, removed), DATA)
    assert kinds(report) == {"726.4": "missing"}
    assert report.findings[0].message == "726.4 is gone"


def test_a_rule_renumbered_within_its_section_is_pointed_at(tmp_path):
    renumbered = {"726.1": RULES["726.1"], "726.2": RULES["726.2"], "726.5": RULES["726.4"]}
    report = check(cr_file(tmp_path, renumbered), DATA)
    assert [f.message for f in report.findings] == ["726.4 is gone (the same text is now 726.5)"]


def test_a_retitled_section_is_reported(tmp_path):
    path = cr_file(tmp_path, sections=(("725", "The Monarch"), ("726", "The Initiative Rules")))
    report = check(path, DATA)
    assert [(f.kind, f.message) for f in report.findings] == [
        ("title", "section 726 was The Initiative, now titled The Initiative Rules")]


@pytest.mark.parametrize(("content", "message"), [
    (b"just some notes\nnothing numbered\n", "not a Comprehensive Rules text"),
    (b"\x00\x01binary", "not a text file"),
    (b"", "not a Comprehensive Rules text"),
])
def test_a_file_that_is_not_a_cr_is_bad_input(tmp_path, content, message):
    path = tmp_path / "x.txt"
    path.write_bytes(content)
    with pytest.raises(CrTextError, match=message):
        check(path, DATA)


def test_a_missing_or_unreadable_file_is_bad_input(tmp_path):
    with pytest.raises(CrTextError, match="no such file"):
        check(tmp_path / "absent.txt", DATA)
    with pytest.raises(CrTextError, match="cannot read"):
        check(tmp_path, DATA)  # a directory


def test_the_committed_data_is_facts_of_the_current_cr():
    data = crcheck_data()
    assert data.version == CR_VERSION
    titles = dict(data.sections)
    assert titles["726"] == "The Initiative" and titles["725"] == "The Monarch"
    assert titles["722"] == "Preparation Cards" and titles["727"] == "Restarting the Game"
    for cited in data.cited:
        assert cited.number in data.numbers, cited.number
        assert cited.number.split(".")[0] in titles, cited.number
        assert re.fullmatch(r"([0-9a-f]{16})?", cited.fingerprint), cited
        assert ("." not in cited.number) or cited.fingerprint, f"{cited.number} has no fingerprint"
    moved = {c.was: c.number for c in data.cited if c.was != c.number}
    assert moved == {"724": "725", "725": "726", **{f"725.{i}": f"726.{i}" for i in range(1, 6)}}


def test_every_rule_the_lookup_data_lists_is_fingerprinted():
    cited = {c.number for c in crcheck_data().cited}
    assert {r.number for r in cr_data().rules} <= cited


# --- the command -----------------------------------------------------------------------------

runner = CliRunner()


def test_cr_check_exits_0_when_nothing_moved(tmp_path, monkeypatch):
    monkeypatch.setattr(rulings.data, "crcheck_data", lambda: DATA)
    result = runner.invoke(app, ["cr", "check", str(cr_file(tmp_path))])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip().endswith("4 cited rules checked: nothing moved")


def test_cr_check_exits_1_and_lists_what_moved(tmp_path, monkeypatch):
    monkeypatch.setattr(rulings.data, "crcheck_data", lambda: DATA)
    removed = {k: v for k, v in RULES.items() if k != "726.4"}
    result = runner.invoke(app, ["cr", "check", str(cr_file(tmp_path, removed)), "--all"])
    assert result.exit_code == 1, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "missing     726.4 is gone"
    assert "ok          726.1" in lines
    assert lines[-1].endswith("4 cited rules checked: 1 missing")


def test_cr_check_against_the_project_data_reports_the_rules_a_file_lacks(tmp_path):
    result = runner.invoke(app, ["cr", "check", str(cr_file(tmp_path))])
    assert result.exit_code == 1
    assert "missing     104.2a is gone" in result.stdout.splitlines()


@pytest.mark.parametrize("args", [["cr", "check", "/nonexistent/cr.txt"], ["cr", "check"]])
def test_cr_check_bad_input_exits_2_with_one_line(args):
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: ")
