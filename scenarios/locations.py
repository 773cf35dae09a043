"""Where the suite's feature files are: features/ in the checkout, plus extra paths.

Extra files or directories come from the RULINGS_FEATURES environment variable (os.pathsep
separated); the runner sets it for ``rulings run --features``.
"""
from __future__ import annotations

import os
from pathlib import Path

from .index import feature_files as expand

FEATURES_DIR = Path(__file__).resolve().parent.parent / "features"  # the suite's own scenarios
EXTRA_FEATURES_ENV = "RULINGS_FEATURES"


def feature_files(extra: list[str] | None = None) -> list[Path]:
    """Every .feature file to bind, absolute, without repeats; a missing path is a FeatureError."""
    if extra is None:
        extra = [p for p in os.environ.get(EXTRA_FEATURES_ENV, "").split(os.pathsep) if p]
    builtin = [FEATURES_DIR] if FEATURES_DIR.is_dir() else []
    return list(dict.fromkeys(path.resolve() for path in expand([*builtin, *extra])))


def suite_path(file: str) -> str:
    """A scenario's file as a path relative to the suite (``features/cards/x.feature``) when it
    is one of the suite's own, wherever the suite is installed; any other file as given."""
    path = Path(file)
    try:
        return (Path("features") / path.resolve().relative_to(FEATURES_DIR)).as_posix()
    except (ValueError, OSError):
        return file


def features_hash() -> str:
    """``sha256:<hex>`` over the suite's own feature files: each path (relative to features/,
    '/'-separated) and its bytes, in path order. Equal hashes: the same scenarios."""
    import hashlib

    digest = hashlib.sha256()
    files = sorted(expand([FEATURES_DIR]) if FEATURES_DIR.is_dir() else [],
                   key=lambda p: p.relative_to(FEATURES_DIR).as_posix())
    for path in files:
        name = path.relative_to(FEATURES_DIR).as_posix().encode("utf-8")
        data = path.read_bytes()
        digest.update(b"%d:%s%d:" % (len(name), name, len(data)))
        digest.update(data)
    return f"sha256:{digest.hexdigest()}"
