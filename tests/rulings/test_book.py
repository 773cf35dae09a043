"""rulings.book: the judge book's files, its search index (lookup's own), its pages (answer first,
every text escaped), atomic writing and bad --out. The browser side is test_book_browser.py."""
from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings import RulingsError, book
from rulings.judging import explain as explain_module
from rulings.judging import wordindex
from rulings.cli.main import app
from rulings.judging.explain import Explanation, outcome, trace_scenario
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR

HOSTILE = """\
Feature: Book fixtures <b>bold</b>

  @id:BOOKX-001 @cr:726.2:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Markup <img src=x onerror="window.__pwned=1"> & </script><script>window.__pwned=2</script>
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative
"""


@pytest.fixture
def no_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """The book without running the suite (pages then say the scenario's name as its answer)."""
    monkeypatch.setattr(explain_module, "trace_all_languages", not_run)


def not_run(langs, features=()) -> dict[str, Explanation]:
    """trace_all_languages without running the suite: no scenario traced, in every language."""
    return {lang: Explanation("reference", "0", "2026-09-25", (), lang) for lang in langs}


def html_files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.html"))


# --- what the book holds ------------------------------------------------------------------

def test_an_index_and_one_page_per_scenario(judge_book: Path):
    index = build_index([FEATURES_DIR])
    pages = {p.name for p in (judge_book / "s").glob("*.html")}
    assert pages == {book.page_name(e.id) for e in index.entries}
    assert len(pages) == len(index.entries) >= 300
    front = (judge_book / "index.html").read_text(encoding="utf-8")
    assert set(re.findall(r'href="s/([^"]+)"', front)) == pages  # every page is linked
    for name in book.ASSETS:
        assert (judge_book / name).read_bytes() == \
            resources.files("rulings.book").joinpath(name).read_bytes()
    assert (judge_book / "search-index.js").read_text(encoding="utf-8").startswith(
        "window.RULINGS_BOOK = {")
    assert (judge_book / book.MARKER).is_file()


def test_nothing_comes_from_the_network(judge_book: Path):
    """Scripts and styles are the book's own files; the only absolute links are to the CR."""
    for path in html_files(judge_book):
        text = path.read_text(encoding="utf-8")
        sources = re.findall(r'<(?:script|link|img)[^>]*(?:src|href)="([^"]+)"', text)
        assert sources and all(not re.match(r"[a-z]+:|//", s) for s in sources), path
        links = re.findall(r'href="(https?:[^"]+)"', text)
        assert all(link.startswith(book.rule_link("")) for link in links), path


def test_a_page_answers_first_then_cards_rules_and_steps(judge_book: Path):
    page = (judge_book / "s" / "STEAL-001.html").read_text(encoding="utf-8")
    headings = re.findall(r"<h2 id=\"[a-z]+\" data-w=\"[a-z.-]+\">([^<]+)</h2>", page)
    assert headings[0] == "Answer"
    assert headings.index("Rules cited") < headings.index("Step by step")
    said = outcome(trace_scenario("STEAL-001").scenarios[0])
    assert said != ""
    assert re.search(r'<p class="outcome" data-k="0">(.*?)</p>', page).group(1) == \
        said.replace("'", "&#x27;")  # the one-line outcome, as `rulings explain` says it
    assert "The project&#x27;s summary, not the rules&#x27; text" in page
    assert 'href="https://yawgatog.com/resources/magic-rules/#R7262"' in page
    assert "None" not in re.sub(r"<[^>]+>", " ", page)  # no Python values


def test_a_card_page_holds_every_seed_language(judge_book: Path):
    page = (judge_book / "s" / "TORCH-001.html").read_text(encoding="utf-8")
    for code, lang in (("de", 'lang="de"'), ("ja", 'lang="ja"'), ("zhs", 'lang="zh-Hans"'),
                       ("zht", 'lang="zh-Hant"')):
        assert f'data-lang="{code}" hidden' in page and lang in page
    assert "Fackel des Wegsuchers" in page and "先駆者の松明" in page


def test_the_search_index_is_lookups_own(judge_book: Path):
    index = build_index([FEATURES_DIR])
    data = book.search_data(index)
    ready = wordindex.prepared(index)
    decoded = {key: {flat[i]: flat[i + 1] for i in range(0, len(flat), 2)}
               for key, flat in data["postings"]}
    assert decoded == dict(ready.postings)
    assert [key for key, _ in data["postings"]] == ready.keys
    assert dict(zip(*data["stems"])) == dict(ready.stems.table)  # one stem table for both
    assert [e[0] for e in data["entries"]] == [e.id for e in index.entries]


def test_markup_in_a_scenario_is_text(tmp_path: Path, no_run):
    (tmp_path / "hostile.feature").write_text(HOSTILE, encoding="utf-8")
    out = book.write_book(tmp_path / "book", features=[tmp_path / "hostile.feature"]).path
    page = (out / "s" / "BOOKX-001.html").read_text(encoding="utf-8")
    assert "<img" not in page and "<script>window" not in page and "<b>bold" not in page
    assert "&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt; &amp; &lt;/script&gt;" in page
    data = (out / "search-index.js").read_text(encoding="utf-8")
    assert "</script>" not in data and "<img" not in data and "\\u003cimg" in data


# --- the reader's language: lang/xx.js -------------------------------------------------------

OTHERS = book.LANG_ORDER[1:]


def lang_data(folder: Path, lang: str) -> dict:
    """lang/<lang>.js's data (the script assigns one JSON object)."""
    import json

    text = (folder / "lang" / f"{lang}.js").read_text(encoding="utf-8")
    head = f'(window.RULINGS_LANG = window.RULINGS_LANG || {{}})["{lang}"] = '
    assert text.startswith(head) and text.endswith(";\n")
    return json.loads(text[len(head):-2])


def page_texts(data: dict, entry_id: str) -> list:
    return [data["texts"][n] for n in data["pages"][entry_id]]


def test_every_page_says_its_answer_in_every_language_with_no_english_left(judge_book: Path):
    # every scenario, in each of the ten other seed languages: the outcome, the title (English,
    # labelled) and the "Afterwards" line, as show --lang says them; only the quoted names and
    # the players' names stay as written (the check show's and explain's tests use)
    from tests.support.english_left import QUOTED, english_left

    from rulings.judging.show import last_checks, said_outcome

    index = build_index([FEATURES_DIR])
    places = {e.id: len(re.findall(r' data-k="\d+"', (judge_book / "s" / book.page_name(e.id))
                                   .read_text(encoding="utf-8"))) for e in index.entries}
    players = {"Alice", "Bob", "Carol", "Dave"}
    left: list[str] = []
    for lang in OTHERS:
        data = lang_data(judge_book, lang)
        assert data["lang"] == lang and data["html"] == book.HTML_LANG.get(lang, lang)
        assert set(data["pages"]) == set(places)
        for entry in index.entries:
            said = page_texts(data, entry.id)
            assert len(said) == places[entry.id] >= 3, (lang, entry.id)  # one text per place
            outcome, title, afterwards = said[:3]
            labelled = title or outcome  # the title, labelled English, is one of the two
            assert isinstance(labelled, list) and labelled[1] == entry.name, (lang, entry.id)
            assert afterwards == (said_outcome(entry, lang) or "")
            assert afterwards or not last_checks(entry), (lang, entry.id)
            names = players | {w for c in last_checks(entry)
                               for w in re.findall(r"\b[A-Z][a-z]+\b", QUOTED.sub(" ", c))}
            texts = [labelled[0], labelled[2], afterwards]
            texts += [outcome] if isinstance(outcome, str) else []
            for text in texts:
                if "[en]" in text or english_left(text, lang, names):
                    left.append(f"{lang} {entry.id}: {text}")
    assert left == []


def test_the_books_words_are_shows_and_explains(judge_book: Path):
    """One path to the words: the page's texts in a language are what ``show --lang`` and
    ``explain --lang`` say (its outcome, its Then checks, every line of what the engine did)."""
    from rulings.judging.describe import say
    from rulings.judging.show import said_outcome

    index = build_index([FEATURES_DIR])
    ids = ["STEAL-001", "TORCH-001", "LEAVE-001#1"]
    for lang in ("ja", "de", "zht"):
        data = lang_data(judge_book, lang)
        traced = {s.id: s for s in explain_module.trace_scenarios(ids, lang=lang).scenarios}
        for entry in (e for e in index.entries if e.id in traced):
            scenario = traced[entry.id]
            said = page_texts(data, entry.id)
            assert said[0] == outcome(scenario, lang) != scenario.name
            assert said[2] == said_outcome(entry, lang)
            expected = [t for step in scenario.steps
                        for t in ([say("label.check", lang, said=step.said).text]
                                  if step.said else []) + [ln.text for ln in step.lines]]
            assert said[3:] == expected, (lang, entry.id)
            assert len(expected) > 5


def test_pages_stay_small_and_english_without_javascript(judge_book: Path):
    """The other languages are in lang/xx.js only, loaded when picked: a page holds its
    English and places for the rest (what a reader without JavaScript sees)."""
    data = lang_data(judge_book, "ja")
    said = page_texts(data, "STEAL-001")
    page = (judge_book / "s" / "STEAL-001.html").read_text(encoding="utf-8")
    assert said[0] not in page and "Alice takes the initiative" in page
    assert not re.search(r"[\u3040-\u30ff]", re.sub(r"<option[^>]*>[^<]*</option>", "", page))
    assert 'src="../book.js"' in page and "lang/ja.js" not in page
    sizes = sorted(p.stat().st_size for p in (judge_book / "s").glob("*.html"))
    assert sizes[-1] < 25_000 and sizes[len(sizes) // 2] < 10_000
    for lang in OTHERS:  # each language's file once for every page, every text written once
        data = lang_data(judge_book, lang)
        keys = [__import__("json").dumps(t, ensure_ascii=False) for t in data["texts"]]
        assert len(set(keys)) == len(keys)
        assert (judge_book / "lang" / f"{lang}.js").stat().st_size < 400_000


def test_the_switch_is_on_every_page_each_language_named_in_itself(judge_book: Path):
    for path in html_files(judge_book):
        text = path.read_text(encoding="utf-8")
        assert text.count('<select id="lang">') == 1, path
        options = re.findall(r'<option value="([a-z]+)" lang="([A-Za-z-]+)">([^<]+)</option>',
                             text)
        assert [o[0] for o in options] == list(book.LANG_ORDER)
        assert ("ja", "ja", "日本語") in options and ("zht", "zh-Hant", "繁體中文") in options


def test_the_title_the_steps_and_the_official_rulings_are_marked_english(judge_book: Path):
    page = (judge_book / "s" / "TORCH-001.html").read_text(encoding="utf-8")
    assert re.search(r'<h1><span class="id">TORCH-001</span> <span lang="en">', page)
    assert '<p class="step" lang="en">' in page
    page = (judge_book / "s" / "GARG-001.html").read_text(encoding="utf-8")
    assert "quoted in English" in page and '<blockquote lang="en">' in page


# --- writing: atomic, and bad --out ------------------------------------------------------------

def test_an_earlier_book_is_replaced_whole(tmp_path: Path, no_run):
    out = tmp_path / "book"
    (tmp_path / "hostile.feature").write_text(HOSTILE, encoding="utf-8")
    book.write_book(out, features=[tmp_path / "hostile.feature"])
    assert (out / "s" / "BOOKX-001.html").is_file()
    book.write_book(out)  # the scenario is gone: so is its page, listed in the manifest
    assert not (out / "s" / "BOOKX-001.html").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book", "hostile.feature"]


def test_the_manifest_lists_every_file_the_book_wrote(tmp_path: Path, no_run):
    import json

    out = book.write_book(tmp_path / "book").path
    listed = set(json.loads((out / book.MARKER).read_text(encoding="utf-8"))["files"])
    on_disk = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert listed == on_disk - {book.MARKER} and len(listed) > 300


def test_a_file_the_book_did_not_write_is_never_deleted(tmp_path: Path, no_run):
    """Issue 26: a folder holding a file named rulings-book.json was taken for an earlier book
    and replaced whole, deleting the user's other files, exit 0."""
    out = tmp_path / "book"
    book.write_book(out)
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    (out / "s" / "STALE-999.html").write_text("mine too", encoding="utf-8")
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    result = CliRunner().invoke(app, ["book", "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert "other files in it (notes.txt, s/STALE-999.html)" in result.stderr
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book"]  # nothing written beside it


def test_a_marker_of_the_same_name_proves_nothing(tmp_path: Path, no_run):
    out = tmp_path / "work"
    out.mkdir()
    (out / book.MARKER).write_text('{"book": "rulings judge book"}', encoding="utf-8")
    (out / "thesis.tex").write_text("years of work", encoding="utf-8")
    with pytest.raises(RulingsError, match="other files in it"):
        book.write_book(out)
    assert (out / "thesis.tex").read_text(encoding="utf-8") == "years of work"
    assert sorted(p.name for p in out.iterdir()) == [book.MARKER, "thesis.tex"]


def test_a_symlinked_out_is_refused_and_its_target_never_made(tmp_path: Path, no_run):
    """Issue 26: a dangling link as --out had the link's target folder tree made, the whole
    book written there."""
    dangling = tmp_path / "book"
    dangling.symlink_to(tmp_path / "elsewhere" / "deep")
    result = CliRunner().invoke(app, ["book", "--out", str(dangling)])
    assert result.exit_code == 2 and "is a symbolic link" in result.stderr, result.output
    assert not (tmp_path / "elsewhere").exists()
    real = book.write_book(tmp_path / "real").path  # a link to an earlier book: refused too
    (tmp_path / "to-real").symlink_to(real)
    with pytest.raises(RulingsError, match="symbolic link"):
        book.write_book(tmp_path / "to-real")


def test_a_link_planted_in_an_earlier_book_is_not_followed(tmp_path: Path, no_run):
    out = book.write_book(tmp_path / "book").path
    victim = tmp_path / "victim.txt"
    victim.write_text("keep", encoding="utf-8")
    page = next((out / "s").iterdir())
    page.unlink()
    page.symlink_to(victim)
    with pytest.raises(RulingsError, match="other files in it"):
        book.write_book(out)
    assert victim.read_text(encoding="utf-8") == "keep" and page.is_symlink()


def test_a_failed_build_leaves_the_earlier_book_as_it_was(tmp_path: Path, no_run, monkeypatch):
    out = tmp_path / "book"
    book.write_book(out)
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    pages = iter(range(1000))

    def breaks_halfway(*args, **kwargs):
        if next(pages) == 100:
            raise OSError(28, "No space left on device")
        return "<!doctype html>"

    monkeypatch.setattr(book, "scenario_page", breaks_halfway)
    with pytest.raises(RulingsError, match="--out: .*No space left on device"):
        book.write_book(out)
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book"]


def bad_outs(tmp_path: Path) -> list[tuple[Path, str]]:
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine", encoding="utf-8")
    others = tmp_path / "others"
    others.mkdir()
    (others / "keep.txt").write_text("mine", encoding="utf-8")
    cases = [(a_file, "is a file, not a folder"), (others, "other files in it"),
             (a_file / "book", "is not a folder")]
    if Path("/proc/self").is_dir():  # writable by no one, root included
        cases.append((Path("/proc/self/book"), "cannot write in"))
    return cases


def test_bad_out_is_one_line_and_writes_nothing(tmp_path: Path, no_run):
    for out, says in bad_outs(tmp_path):
        with pytest.raises(RulingsError, match=re.escape(says)) as raised:
            book.write_book(out)
        assert str(raised.value).startswith(f"--out: {out}") and "\n" not in str(raised.value)
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in (tmp_path / "others").iterdir()) == ["keep.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "others"]


def test_an_empty_folder_is_a_good_out(tmp_path: Path, no_run):
    (tmp_path / "empty").mkdir()
    assert book.write_book(tmp_path / "empty").pages >= 300
    assert (tmp_path / "empty" / "index.html").is_file()


# --- the command ---------------------------------------------------------------------------

def test_the_command_writes_the_book_and_says_where(tmp_path: Path, no_run):
    result = CliRunner().invoke(app, ["book", "--out", str(tmp_path / "b")])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"book: {tmp_path / 'b'}: index.html and ")
    assert (tmp_path / "b" / "index.html").as_uri() in result.stdout


def test_the_command_on_bad_out_exits_2_with_one_line(tmp_path: Path, no_run):
    for out, says in bad_outs(tmp_path):
        result = CliRunner().invoke(app, ["book", "--out", str(out)])
        assert result.exit_code == 2, result.output
        assert result.stdout == "" and "Traceback" not in result.output
        assert result.stderr.startswith("error: --out: ") and result.stderr.count("\n") == 1
        assert says in result.stderr
