"""Shared by every test: the tests run the same under GitHub Actions as anywhere else."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _not_under_github_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    # `rulings run` and `gate` add annotations and a job summary when GITHUB_ACTIONS=true
    # (rulings/github.py); a test that wants them sets these itself
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
