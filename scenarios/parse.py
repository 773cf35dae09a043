"""Reading one feature file into index entries with the official Gherkin parser (imported by
scenarios/index.py only for a file its cache does not hold)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler, GherkinDocumentWithURI, Pickle, PickleStep

from .errors import RulingsError
from .entry import Entry, FeatureError, Step
from .files import display_path, read_text

_LOCATION_PREFIX = re.compile(r"^\(\d+:\d+\): ")


def index_file(path: Path) -> list[Entry]:
    """The entries of one feature file; FeatureError names the file and line of a problem."""
    shown = display_path(path)
    try:
        text = read_text(path, "no such feature file")
    except RulingsError as exc:  # the message names the file as given: show it as the index does
        raise FeatureError(str(exc).replace(str(path), shown, 1)) from None
    try:
        # read as plain JSON: gherkin's GherkinDocument requires "feature", which an empty file lacks
        document = cast("dict[str, Any]", Parser().parse(text))
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
    pickles = Compiler().compile(cast(GherkinDocumentWithURI, document))
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

    def entry(self, pickle: Pickle, feature: str) -> Entry:
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

    def _step(self, pickled: PickleStep) -> Step:
        written = self.steps[pickled["astNodeIds"][0]]
        # gherkin types the argument as an envelope with no fields: read it as its JSON
        argument = cast("dict[str, Any]", pickled.get("argument") or {})
        table = tuple(
            tuple(cell["value"] for cell in row["cells"])
            for row in (argument.get("dataTable") or {}).get("rows", [])
        )
        doc = (argument.get("docString") or {}).get("content")
        return Step(written["keyword"], pickled["text"], written["location"]["line"], table, doc)


def _tag_id(entry_id: str) -> str:
    return entry_id.partition("#")[0]
