"""The report page in a real browser: headless Chromium (Debian's) driven by Playwright.

Filtering hides rows, a failure's message opens, and markup in a scenario name or message shows
as text and never runs. Skipped, with the reason, when chromium or playwright is missing.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.rulings.gating.test_gate import result, run_of
from tests.rulings.gating.test_report import HOSTILE
from tests.support.browser import launched_browser, require_browser

from rulings.gating.report import matrix, render

sync_api = require_browser()


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    ref = run_of(result("INIT-001", "PASS"), result("INIT-002", "PASS"),
                 result("LEAVE-001", "PASS"), result("XSS-001", "PASS"),
                 engine="reference", version="0.1.0")
    ref.results[3].name = HOSTILE + " \u2028 end"
    other = run_of(result("INIT-001", "PASS"),
                   result("INIT-002", "FAIL", "expected Bob to have the initiative, got Alice"),
                   result("LEAVE-001", "TIMEOUT", "no reply within 10 s"),
                   result("XSS-001", "FAIL", "</script><script>window.__pwned=3</script>"),
                   engine="phase", version="0.103.0")
    path = tmp_path_factory.mktemp("report") / "report.html"
    path.write_text(render(*matrix([("ref.json", ref), ("phase.json", other)])), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    yield from launched_browser(sync_api)


@pytest.fixture
def page(browser, page_file: Path):
    context = browser.new_context()
    opened = context.new_page()
    opened.errors = []
    opened.on("pageerror", lambda exc: opened.errors.append(str(exc)))
    opened.on("dialog", lambda dialog: dialog.dismiss())
    opened.goto(page_file.as_uri())
    yield opened
    context.close()


def visible_ids(page) -> list[str]:
    return page.eval_on_selector_all(
        "#matrix tbody tr:not([hidden]) code", "nodes => nodes.map(n => n.textContent)")


def test_all_rows_show_and_the_script_runs(page):
    assert visible_ids(page) == ["INIT-001", "INIT-002", "LEAVE-001", "XSS-001"]
    assert page.text_content("#shown") == "4 of 4 scenarios shown"  # set by the page's script
    assert page.errors == []


def test_the_filter_box_matches_id_name_and_status(page):
    page.fill("#filter", "leave")
    assert visible_ids(page) == ["LEAVE-001"]
    page.fill("#filter", "timeout")
    assert visible_ids(page) == ["LEAVE-001"]
    page.fill("#filter", "scenario init")
    assert visible_ids(page) == ["INIT-001", "INIT-002"]
    page.fill("#filter", "")
    page.select_option("#status", "FAIL")
    assert visible_ids(page) == ["INIT-002", "XSS-001"]
    assert page.text_content("#shown") == "2 of 4 scenarios shown"
    page.select_option("#status", "differs")
    assert visible_ids(page) == ["INIT-002", "LEAVE-001", "XSS-001"]


def test_a_failure_message_opens(page):
    message = page.locator("#matrix tbody tr").nth(1).locator(".message")
    assert not message.is_visible()
    page.locator("#matrix tbody tr").nth(1).locator("summary").click()
    assert message.is_visible()
    assert message.text_content() == "expected Bob to have the initiative, got Alice"


def test_markup_in_names_and_messages_is_text_and_never_runs(page):
    row = page.locator("#matrix tbody tr").nth(3)
    assert HOSTILE in row.locator("th").text_content()
    row.locator("summary").click()
    assert row.locator(".message").text_content() == "</script><script>window.__pwned=3</script>"
    assert page.evaluate("window.__pwned") is None
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    assert page.evaluate("document.scripts.length") == 2
    page.fill("#filter", "pwned")  # the filter reads names from the embedded JSON
    assert visible_ids(page) == ["XSS-001"]
    assert page.errors == []


# --- shareable views (issue 14): the filter and status menu live in the page's URL -----------

def test_the_view_is_in_the_url_and_survives_a_reload(page):
    page.fill("#filter", "init")
    page.select_option("#status", "FAIL")
    assert visible_ids(page) == ["INIT-002"]
    assert page.url.endswith("#filter=init&status=FAIL")
    page.reload()
    assert page.input_value("#filter") == "init" and page.input_value("#status") == "FAIL"
    assert visible_ids(page) == ["INIT-002"]
    assert page.errors == []


def test_a_shared_link_opens_the_view(browser, page_file: Path):
    context = browser.new_context()
    opened = context.new_page()
    opened.goto(page_file.as_uri() + "#status=TIMEOUT")
    assert visible_ids(opened) == ["LEAVE-001"]
    opened.goto(page_file.as_uri() + "#status=no-such-status&filter=xss")
    assert opened.input_value("#status") == "" and visible_ids(opened) == ["XSS-001"]
    context.close()


def test_regressions_are_counted_and_selected(browser, tmp_path: Path):
    from tests.rulings.gating.test_report import expected_phase, expectation_runs

    path = tmp_path / "expectations.html"
    path.write_text(render(*matrix(expectation_runs(), expected_phase())), encoding="utf-8")
    context = browser.new_context()
    opened = context.new_page()
    opened.goto(path.as_uri() + "#status=regression")
    assert visible_ids(opened) == ["A-3", "A-6"]
    assert opened.text_content("#shown") == "2 of 6 scenarios shown"
    opened.select_option("#status", "changed")
    assert visible_ids(opened) == ["A-3", "A-4", "A-5", "A-6"]
    context.close()
