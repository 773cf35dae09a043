"""The scenario index: every scenario of the feature files, parsed with the official Gherkin parser.

One entry per scenario; a Scenario Outline gives one entry per Examples row. A scenario's id is
its ``@id:`` tag. An outline row's id is the outline's id and the row's place among all its
Examples rows, 1-based (``INIT-010#2``), which is the id runs report. When the row's Examples
block carries its own ``@id:`` tag, that is the row's id instead (numbered ``VEN-011#1``, ... when
the block has several rows) and the ``INIT-010#2`` form stays an alias.
"""
from __future__ import annotations

import os
import re
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cache import cache_path, load, store
from .errors import RulingsError
from .files import read_text

_LOCATION_PREFIX = re.compile(r"^\(\d+:\d+\): ")


class FeatureError(RulingsError):
    """A feature file cannot be indexed; the message starts with ``file:line:``."""


@dataclass(frozen=True)
class Step:
    keyword: str  # as written: "Given ", "And ", ...
    text: str  # with an outline row's values filled in
    line: int
    table: tuple[tuple[str, ...], ...] = ()  # a data table, header row first
    doc: str | None = None  # a doc string


@dataclass(frozen=True)
class Entry:
    id: str
    base_id: str  # the scenario's own @id (the same as id unless an outline row)
    name: str
    feature: str
    file: str  # as shown to people: relative to the working directory when inside it
    path: str  # absolute
    line: int  # the scenario's line, or the Examples row's line
    scenario_line: int
    tags: tuple[str, ...]  # without "@", inherited Feature/Rule tags included
    steps: tuple[Step, ...]  # Background steps first
    rule: str | None = None  # the Gherkin Rule it sits in
    example: tuple[tuple[str, str], ...] = ()  # (column, value) of an outline row
    aliases: tuple[str, ...] = ()  # other ids that name this entry ("INIT-010#2")

    def tag_values(self, name: str) -> list[str]:
        """Values of ``@name:value`` tags: tag_values("ruling") -> ["initiative-retake"]."""
        prefix = f"{name}:"
        return [t[len(prefix):] for t in self.tags if t.startswith(prefix)]

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Index:
    entries: tuple[Entry, ...]
    files: tuple[str, ...] = field(default=())
    # each file's (resolved path, shown path, modification time, size) when it was read: what
    # the entries, and whatever is derived from them, depend on; empty for an index made in memory
    stamps: tuple[tuple[str, str, int, int], ...] = field(default=(), compare=False, repr=False)

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
            out.extend(sorted(path.rglob("*.feature")))
        elif path.is_file():
            out.append(path)
        else:
            raise FeatureError(f"{path}: no such feature file or directory")
    return out


def display_path(path: Path) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive
        return str(path)
    return str(path) if rel.startswith("..") else rel


def build_index(paths: Sequence[str | os.PathLike[str]]) -> Index:
    """Index every scenario under ``paths``; FeatureError names the first bad file:line."""
    files = feature_files(paths)
    keys = [_file_key(path) for path in files]
    # One cache file for the set of paths asked for, holding each file's entries under the
    # file's key: a start reads one file, and a changed feature file alone is parsed again.
    where = cache_path("index", (os.getcwd(), *(str(Path(p).resolve()) for p in paths)))
    stored = load(where, _CACHE_KEY)
    known: dict[tuple, list[Entry]] = stored if isinstance(stored, dict) else {}
    fresh: dict[tuple, list[Entry]] = {}
    try:
        for path, key in zip(files, keys):
            found = known.get(key)
            fresh[key] = found if found is not None else _index_file(path)
    finally:  # a bad file: the good ones are kept for the next run all the same
        if fresh.keys() != known.keys():
            store(where, _CACHE_KEY, fresh)
    entries = [e for key in keys for e in fresh[key]]
    _check_unique(entries)
    return Index(tuple(entries), tuple(display_path(p) for p in files), tuple(keys))


def _file_key(path: Path) -> tuple[str, str, int, int]:
    """What a file's entries depend on: where it is (resolved, and as shown) and its size and
    modification time."""
    stat = path.stat()
    return (str(path.resolve()), display_path(path), stat.st_mtime_ns, stat.st_size)


# the cached entries were made by this module's code
_CODE_VERSION = zlib.crc32(Path(__file__).read_bytes())
_CACHE_KEY = ("index", _CODE_VERSION)


def _index_file(path: Path) -> list[Entry]:
    # the Gherkin parser is imported only when a file is not in the cache
    from gherkin.errors import CompositeParserException, ParserException
    from gherkin.parser import Parser
    from gherkin.pickles.compiler import Compiler

    shown = display_path(path)
    try:
        text = read_text(path, "no such feature file")
    except RulingsError as exc:  # the message names the file as given: show it as the index does
        raise FeatureError(str(exc).replace(str(path), shown, 1)) from None
    try:
        document: dict[str, Any] = Parser().parse(text)
    except CompositeParserException as exc:
        raise _parse_error(shown, exc.errors[0]) from None
    except ParserException as exc:
        raise _parse_error(shown, exc) from None
    feature = document.get("feature")
    if feature is None:
        return []
    for tag in feature.get("tags", []):
        if tag["name"].startswith("@id:"):
            raise FeatureError(f"{shown}:{tag['location']['line']}: an @id tag belongs on a "
                               "scenario, not on the Feature")
    nodes = _Nodes(path, shown)
    nodes.walk(feature.get("children", []), rule=None)
    document["uri"] = shown
    pickles = Compiler().compile(document)
    raw = [nodes.entry(pickle, feature["name"]) for pickle in pickles]
    return raw


def _parse_error(shown: str, exc: BaseException) -> FeatureError:
    location = getattr(exc, "location", None) or {}
    message = _LOCATION_PREFIX.sub("", str(exc)).strip().splitlines()[0]
    line = location.get("line")
    return FeatureError(f"{shown}:{line}: {message}" if line else f"{shown}: {message}")


@dataclass(frozen=True)
class _Row:
    number: int  # 1-based place among all the outline's Examples rows
    block_id: str | None  # the row's own id from its Examples block's @id tag
    values: tuple[tuple[str, str], ...]
    line: int


@dataclass
class _Scenario:
    node: dict[str, Any]
    rule: str | None
    own_id: str | None


class _Nodes:
    """AST lookups for pickles: scenarios, Examples rows and steps by AST node id."""

    def __init__(self, path: Path, shown: str) -> None:
        self.shown = shown
        self.path = str(path.resolve())
        self.scenarios: dict[str, _Scenario] = {}
        self.rows: dict[str, _Row] = {}
        self.steps: dict[str, dict[str, Any]] = {}

    def walk(self, children: list[dict[str, Any]], rule: str | None) -> None:
        for child in children:
            if "background" in child:
                for step in child["background"]["steps"]:
                    self.steps[step["id"]] = step
            elif "rule" in child:
                node = child["rule"]
                for tag in node.get("tags", []):
                    if tag["name"].startswith("@id:"):
                        raise FeatureError(f"{self.shown}:{tag['location']['line']}: an @id tag "
                                           "belongs on a scenario, not on a Rule")
                self.walk(node.get("children", []), rule=node["name"])
            elif "scenario" in child:
                self._scenario(child["scenario"], rule)

    def _scenario(self, node: dict[str, Any], rule: str | None) -> None:
        own_id = self._single_id(node.get("tags", []), node["location"]["line"], "scenario")
        self.scenarios[node["id"]] = _Scenario(node, rule, own_id)
        for step in node["steps"]:
            self.steps[step["id"]] = step
        rows: list[_Row] = []
        for examples in node.get("examples", []):
            block_id = self._single_id(examples.get("tags", []), examples["location"]["line"],
                                       "Examples block")
            header = [c["value"] for c in (examples.get("tableHeader") or {}).get("cells", [])]
            body = examples.get("tableBody", [])
            for place, row in enumerate(body, start=1):
                own = f"{block_id}#{place}" if block_id and len(body) > 1 else block_id
                values = tuple(zip(header, (c["value"] for c in row["cells"])))
                rows.append(_Row(len(rows) + 1, own, values, row["location"]["line"]))
                self.rows[row["id"]] = rows[-1]
        if own_id is None and not (rows and all(row.block_id for row in rows)):
            raise FeatureError(f"{self.shown}:{node['location']['line']}: scenario "
                               f"{node['name']!r} has no @id tag")

    def _single_id(self, tags: list[dict[str, Any]], line: int, what: str) -> str | None:
        ids = [t for t in tags if t["name"].startswith("@id:")]
        if len(ids) > 1:
            raise FeatureError(f"{self.shown}:{ids[1]['location']['line']}: {what} has "
                               f"{len(ids)} @id tags")
        if ids and not ids[0]["name"][4:]:
            raise FeatureError(f"{self.shown}:{ids[0]['location']['line']}: empty @id tag")
        return ids[0]["name"][4:] if ids else None

    def entry(self, pickle: dict[str, Any], feature: str) -> Entry:
        ast_ids = pickle["astNodeIds"]
        scenario = self.scenarios[ast_ids[0]]
        node = scenario.node
        entry_id = str(scenario.own_id)
        example: tuple[tuple[str, str], ...] = ()
        aliases: tuple[str, ...] = ()
        line = node["location"]["line"]
        if len(ast_ids) > 1:
            row = self.rows[ast_ids[1]]
            entry_id = f"{scenario.own_id}#{row.number}"
            if row.block_id:
                entry_id, aliases = row.block_id, ((entry_id,) if scenario.own_id else ())
            example, line = row.values, row.line
        return Entry(
            id=entry_id, base_id=str(scenario.own_id or entry_id.partition("#")[0]),
            name=pickle["name"],
            feature=feature, file=self.shown, path=self.path, line=line,
            scenario_line=node["location"]["line"],
            tags=tuple(dict.fromkeys(
                t["name"].lstrip("@") for t in pickle.get("tags", [])
                if not t["name"].startswith("@id:") or t["name"] == f"@id:{_tag_id(entry_id)}"
            )),
            steps=tuple(self._step(s) for s in pickle["steps"]), rule=scenario.rule,
            example=example, aliases=aliases,
        )

    def _step(self, pickled: dict[str, Any]) -> Step:
        written = self.steps[pickled["astNodeIds"][0]]
        argument = pickled.get("argument") or {}
        table = tuple(
            tuple(cell["value"] for cell in row["cells"])
            for row in (argument.get("dataTable") or {}).get("rows", [])
        )
        doc = (argument.get("docString") or {}).get("content")
        return Step(written["keyword"], pickled["text"], written["location"]["line"], table, doc)


def _tag_id(entry_id: str) -> str:
    return entry_id.partition("#")[0]


def _check_unique(entries: list[Entry]) -> None:
    first: dict[str, Entry] = {}
    for e in entries:
        for key in (e.id, *e.aliases):
            if key.upper() in first:
                raise FeatureError(f"{e.where}: duplicate scenario id {key} "
                                   f"(first used at {first[key.upper()].where})")
            first[key.upper()] = e
