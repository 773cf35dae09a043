"""The scenario index: every scenario of the feature files, parsed with the official Gherkin parser.

One entry per scenario; a Scenario Outline gives one entry per Examples row. A scenario's id is
its ``@id:`` tag. An outline row's id is the outline's id and the row's place among all its
Examples rows, 1-based (``INIT-010#2``), which is the id runs report. When the row's Examples
block carries its own ``@id:`` tag, that is the row's id instead (numbered ``VEN-011#1``, ... when
the block has several rows) and the ``INIT-010#2`` form stays an alias.
"""
from __future__ import annotations

import os
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from stat import S_ISLNK

from .cache import cache_path, load, store
from .entry import Entry, FeatureError, Step
from .files import display_path
from .record import Record  # not dataclasses: 0.5 ms per class at a lookup's start

__all__ = ["Entry", "FeatureError", "Index", "Step", "build_index", "display_path", "feature_files"]

class Index(Record, hidden=("stamps",)):
    """Every scenario of some feature files, in file order."""

    entries: tuple[Entry, ...]
    files: tuple[str, ...] = ()
    # each file's (resolved path, shown path, modification time, size) when it was read: what
    # the entries, and whatever is derived from them, depend on; empty for an index made in memory
    stamps: tuple[tuple[str, str, int, int], ...] = ()  # hidden: not compared, not shown

    def get(self, entry_id: str) -> Entry | None:
        """The entry with this id or alias (case-insensitive, "@id:" prefix allowed)."""
        wanted = _clean_id(entry_id)
        return next((e for e in self.entries
                     if wanted in (e.id.upper(), *(a.upper() for a in e.aliases))), None)

    def family(self, entry_id: str) -> list[Entry]:
        """The entry with this id, or every row of the outline (or Examples block) with it."""
        exact = self.get(entry_id)
        if exact:
            return [exact]
        wanted = _clean_id(entry_id)
        return [e for e in self.entries
                if wanted in (e.base_id.upper(), e.id.upper().partition("#")[0])]


def _clean_id(entry_id: str) -> str:
    return entry_id.strip().lstrip("@").removeprefix("id:").upper()


def feature_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The .feature files named by ``paths`` (files, or directories searched recursively)."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            out.extend(_features_under(path))
        elif path.is_file():
            out.append(path)
        elif path.exists():  # a FIFO or a device: never opened (scenarios/files.py)
            raise FeatureError(f"{path}: cannot read: not a regular file (a device, FIFO or "
                               "socket); give a file")
        else:
            raise FeatureError(f"{path}: no such feature file or directory")
    return out


def _features_under(folder: Path) -> list[Path]:
    """``sorted(folder.rglob("*.feature"))``, read with os.scandir: rglob scans each directory
    twice and makes a Path of every entry (1 ms of a lookup's start). As rglob does, it enters
    no symbolic link to a directory, matches hidden names too, skips a directory it may not
    read, and the files are in the order Paths sort in (component by component)."""
    found: list[tuple[tuple[str, ...], str]] = []  # (components under folder, path)
    pending: list[tuple[str, tuple[str, ...]]] = [(str(folder), ())]
    while pending:
        where, parts = pending.pop()
        try:
            with os.scandir(where) as listing:
                entries = list(listing)
        except PermissionError:
            continue
        for entry in entries:
            name = os.path.normcase(entry.name)  # as pathlib compares: folded on Windows
            if name.endswith(".feature"):
                found.append(((*parts, name), entry.path))
            try:
                inside = entry.is_dir(follow_symlinks=False)
            except OSError:
                inside = False
            if inside:
                pending.append((entry.path, (*parts, name)))
    return [Path(path) for _, path in sorted(found)]


def build_index(paths: Sequence[str | os.PathLike[str]]) -> Index:
    """Index every scenario under ``paths``; FeatureError names the first bad file:line."""
    keys: list[tuple[str, str, int, int]] = []
    by_file: dict[tuple, list[Entry]] = {}
    found = [feature_files([path]) for path in paths]  # a missing path before any parsing
    for path, under in zip(paths, found):
        keys += _cached_entries(path, under, by_file)
    entries = [e for key in keys for e in by_file[key]]
    _check_unique(entries)
    # each file as shown is in its key (display_path of each file again was 1 ms of a lookup)
    return Index(tuple(entries), tuple(shown for _, shown, _, _ in keys), tuple(keys))


def _cached_entries(path: str | os.PathLike[str], files: list[Path],
                    into: dict[tuple, list[Entry]]) -> list[tuple[str, str, int, int]]:
    """The keys of ``files`` (found under ``path``), with each one's entries put ``into``.

    One cache file per path given (the suite's features directory, or an extra one), holding
    each feature file's entries under that file's key: a start reads one file, and a changed
    feature file alone is parsed again."""
    keys = _file_keys(files)
    where = cache_path("index", (os.getcwd(), str(Path(path).resolve())))
    stored = load(where, _CACHE_KEY)
    known: dict[tuple, list[Entry]] = stored if isinstance(stored, dict) else {}
    fresh: dict[tuple, list[Entry]] = {}
    try:
        for file, key in zip(files, keys):
            found = known.get(key)
            fresh[key] = found if found is not None else _index_file(file)
    finally:  # a bad file: the good ones are kept for the next run all the same
        if fresh.keys() != known.keys():
            store(where, _CACHE_KEY, fresh)
    into.update(fresh)
    return keys


def _file_keys(files: Sequence[Path]) -> list[tuple[str, str, int, int]]:
    """What each file's entries depend on: where it is (resolved, and as shown) and its size and
    modification time. A file that is no symbolic link resolves to its resolved directory and
    its name, and is shown relative to the working directory as its directory is, with its name
    added: each directory is resolved once (a faster start)."""
    # directory -> its resolved path and its path relative to the working directory, each
    # ending in a separator ("" for the working directory itself)
    folders: dict[str, tuple[str, str]] = {}
    keys = []
    for path in files:
        text = str(path)  # strings, not Paths, below: a Path per file was 1 ms of a lookup
        folder, name = os.path.split(text)
        stat = os.lstat(text)
        if S_ISLNK(stat.st_mode) or name.startswith(".."):
            stat = path.stat()
            keys.append((str(path.resolve()), display_path(path), stat.st_mtime_ns,
                         stat.st_size))
            continue
        if folder not in folders:
            place = Path(folder or os.curdir)
            try:
                relative = os.path.relpath(place)
            except ValueError:  # another drive: shown as given
                relative = ".."
            folders[folder] = (os.path.join(place.resolve(), ""),
                               "" if relative == "." else os.path.join(relative, ""))
        resolved, relative = folders[folder]
        rel = relative + name
        keys.append((resolved + name, text if rel.startswith("..") else rel,
                     stat.st_mtime_ns, stat.st_size))
    return keys


# the cached entries were made by this module's code and scenarios/parse.py's, in entry.py's form
_CODE_VERSION = zlib.crc32(b"".join(Path(__file__).with_name(name).read_bytes()
                                    for name in ("index.py", "parse.py", "entry.py")))
_CACHE_KEY = ("index", _CODE_VERSION)


def _index_file(path: Path) -> list[Entry]:
    # the Gherkin parser, and the code that reads its output, only when a file is not cached
    from .parse import index_file

    return index_file(path)


def _check_unique(entries: list[Entry]) -> None:
    first: dict[str, Entry] = {}
    for e in entries:
        for key in (e.id, *e.aliases):
            if key.upper() in first:
                raise FeatureError(f"{e.where}: duplicate scenario id {key} "
                                   f"(first used at {first[key.upper()].where})")
            first[key.upper()] = e
