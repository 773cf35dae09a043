"""Where the suite's feature files are: features/ in the checkout, plus extra paths (a run's
request holds them: ``rulings run --features``, scenarios/request.py)."""
from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from .index import feature_files as expand

FEATURES_DIR = Path(__file__).resolve().parent.parent / "features"  # the suite's own scenarios


def feature_files(extra: Sequence[str | os.PathLike[str]] = ()) -> list[Path]:
    """Every .feature file to bind (the suite's and those under ``extra``), absolute, without
    repeats; a missing path is a FeatureError."""
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
