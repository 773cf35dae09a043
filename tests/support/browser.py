"""Headless Chromium (Debian's) driven by Playwright, for the tests of pages in a real browser
(the report, the judge book). ``require_browser()`` at a test module's top skips the module,
with the reason, when playwright or chromium is missing."""
from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


def require_browser() -> ModuleType:
    """playwright.sync_api; skips the calling module when it or chromium is missing."""
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="playwright is not installed (pip install playwright)")
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.skip(f"chromium is not installed at {CHROMIUM} (apt-get install chromium)",
                    allow_module_level=True)
    return sync_api


def launched_browser(sync_api: ModuleType) -> Iterator[object]:
    """A launched headless Chromium for the time of a fixture."""
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()
