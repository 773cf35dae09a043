"""The judge book the book tests read: built once per test session (the build runs the suite on
the reference engine, about 10 s), and where axe-core is (installed from the npm registry by
`make axe` and .ci/run into the git-ignored .axe/, never committed)."""
from __future__ import annotations

import os
from pathlib import Path

from .paths import REPO_ROOT

# The documented place (README, "The judge book"); RULINGS_AXE names another axe.min.js.
AXE_DEFAULT = REPO_ROOT / ".axe" / "node_modules" / "axe-core" / "axe.min.js"


def axe_path() -> Path:
    return Path(os.environ.get("RULINGS_AXE") or AXE_DEFAULT)


def in_ci() -> bool:
    """CI (.ci/run exports CI=true, as GitHub Actions does): a missing tool fails, not skips."""
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")
