"""Fixtures shared by the judge book's tests (test_book.py, test_book_browser.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulings.book import write_book


@pytest.fixture(scope="session")
def judge_book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The suite's judge book, written once per session by the library function."""
    out = tmp_path_factory.mktemp("book") / "judge-book"
    write_book(out)
    return out
