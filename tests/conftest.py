"""Shared by every test: the tests run the same on a loaded machine and under GitHub Actions as
anywhere else."""
from __future__ import annotations

import pytest
from hypothesis import settings

# The properties are about what the code does, not how fast: a loaded machine (CI, or several
# test runs at once) must not fail them on hypothesis's default 200 ms deadline.
settings.register_profile("rulings", deadline=None)
settings.load_profile("rulings")


@pytest.fixture(autouse=True)
def _not_under_github_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    # `rulings run` and `gate` add annotations and a job summary when GITHUB_ACTIONS=true
    # (rulings/gating/github.py); a test that wants them sets these itself
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
