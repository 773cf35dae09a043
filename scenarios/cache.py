"""What the suite derives from its files, kept between runs in the user's cache directory, so
that a judge's ``rulings lookup`` starts without parsing again what it parsed last time.

A cache file holds one pickled pair (key, value). The key names everything the value was made
from (files with their size and modification time, versions of the code that made it) and is
compared in full: the file name is only a short checksum of it. A file that is missing, cannot
be read or unpickled, or holds another key is a miss, and the caller makes the value again, so
a stale or corrupt cache is rebuilt, never trusted. Writes are atomic (scenarios/atomic.py); a
cache directory that cannot be written makes runs slower, never wrong.

``RULINGS_CACHE_DIR`` chooses the directory (by default ``$XDG_CACHE_HOME/rulings``, or
``~/.cache/rulings``).
"""
from __future__ import annotations

import os
import zlib
from pathlib import Path
from typing import Any

try:  # the C pickler itself: importing pickle.py as well was 3 ms of a lookup's start
    from _pickle import dumps, load as _load, loads
except ImportError:  # another Python than CPython
    from pickle import dumps, load as _load, loads


def cache_dir() -> Path:
    return Path(os.environ.get("RULINGS_CACHE_DIR")
                or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "rulings")


def cache_path(kind: str, name: object) -> Path:
    """The cache file of ``kind`` for ``name`` (any value with a stable repr)."""
    text = repr(name)
    return cache_dir() / f"{kind}-{zlib.crc32(text.encode()):08x}-{len(text)}.pickle"


def load(path: Path, key: object) -> Any:
    """The value stored in ``path`` under ``key`` exactly, or None."""
    try:
        with path.open("rb") as stored:
            stored_key, value = _load(stored)
        if stored_key == key:
            return value
    except Exception:  # missing, unreadable, truncated or from another version: a miss
        pass
    return None


def store(path: Path, key: object, value: object) -> None:
    """Keep ``value`` under ``key`` in ``path`` (atomically); nothing if it cannot be written."""
    from .atomic import write_bytes_atomic  # only on a miss: a fast start for the rest

    try:
        write_bytes_atomic(path, dumps((key, value), protocol=-1))  # the highest
    except OSError:  # a read-only home: work without the cache
        pass
