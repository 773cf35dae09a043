"""Where the suite's feature files are: features/ in the checkout, plus extra paths.

Extra files or directories come from the RULINGS_FEATURES environment variable (os.pathsep
separated); the runner sets it for ``rulings run --features``.
"""
from __future__ import annotations

import os
from pathlib import Path

from rulings import FEATURES_DIR, REPO_ROOT

EXTRA_FEATURES_ENV = "RULINGS_FEATURES"


def feature_files(extra: list[str] | None = None) -> list[Path]:
    """Every .feature file to bind, absolute, without repeats, in a stable order."""
    if extra is None:
        extra = [p for p in os.environ.get(EXTRA_FEATURES_ENV, "").split(os.pathsep) if p]
    builtin = [FEATURES_DIR] if FEATURES_DIR.is_dir() else []
    files: dict[Path, None] = {}
    for root in builtin + [Path(p).resolve() for p in extra]:
        if root.is_dir():
            files.update(dict.fromkeys(sorted(root.rglob("*.feature"))))
        elif root.suffix == ".feature" and root.is_file():
            files[root] = None
        else:
            raise FileNotFoundError(f"no feature file or directory at {root}")
    return list(files)


def display_path(path: str | Path) -> str:
    """A path relative to the checkout when it is inside it, else absolute."""
    path = Path(path).resolve()
    return str(path.relative_to(REPO_ROOT)) if path.is_relative_to(REPO_ROOT) else str(path)
