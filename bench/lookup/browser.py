"""The judge book's search (rulings/book/search.js) on the query set, in headless Chromium:
``python -m bench.lookup --browser`` builds a book in a temporary folder, opens its index page
from the file system and runs every query there, as a judge's phone would."""
from __future__ import annotations

import tempfile
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
# every query in the page; the top 3 ids of each
TOP3 = """queries => queries.map(q => RulingsSearch.lookup(q).hits.slice(0, 3)
                                     .map(h => h.entry.id))"""
# the match label of each query's first hit ("none" when nothing is found)
LABEL = """queries => queries.map(q => { const hits = RulingsSearch.lookup(q).hits;
                                     return hits.length ? hits[0].match : "none"; })"""


def evaluate(queries: list[dict], book: Path | None = None) -> list[dict]:
    """bench.lookup.evaluate's rows, from the browser's search on ``book`` (built if None)."""
    from playwright.sync_api import sync_playwright

    from rulings.book import write_book

    with tempfile.TemporaryDirectory() as temp:
        if book is None:
            book = write_book(Path(temp) / "book").path
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                page = browser.new_page()
                page.goto((book / "index.html").as_uri())
                top3 = page.evaluate(TOP3, [q["query"] for q in queries])
                labels = page.evaluate(LABEL, [q["query"] for q in queries])
            finally:
                browser.close()
    out = []
    for q, ids, label in zip(queries, top3, labels):
        rank = next((n for n, i in enumerate(ids, 1) if i in set(q["answers"])), None)
        out.append({**q, "top3": ids, "rank": rank, "label": label})
    return out
