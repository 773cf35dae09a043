"""Lint of every feature file, parsed with the official Gherkin parser (gherkin-official).

pytest-bdd keys scenarios by name within a feature and turns Examples tags into pytest marks, so
those mistakes would otherwise pass silently; ids and rule citations are what results and
reports are keyed on; a step the engine can't skip must declare its capability.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from gherkin.parser import Parser

from rulings.adapters.capabilities import CAPABILITIES
from rulings import CR_VERSION
from rulings.running import preflight
from rulings.scenarios.index import Entry, build_index
from rulings.scenarios.locations import feature_files

FILES = feature_files([])
CR_TAG = re.compile(rf"@cr:\d{{3}}(\.\d+[a-z]?)?:{CR_VERSION}")


@dataclass(frozen=True)
class ParsedScenario:
    where: str
    name: str
    tags: tuple[str, ...]  # its own and the Feature's and Rule's
    examples_tags: tuple[str, ...]


def parsed(path: Path) -> list[ParsedScenario]:
    document = Parser().parse(path.read_text(encoding="utf-8"))
    feature = document.get("feature") or {}
    out: list[ParsedScenario] = []

    def walk(children: list[dict], inherited: tuple[str, ...]) -> None:
        for child in children:
            if "rule" in child:
                rule = child["rule"]
                walk(rule.get("children", []), inherited + tuple(t["name"] for t in rule.get("tags", [])))
            elif "scenario" in child:
                node = child["scenario"]
                out.append(ParsedScenario(
                    f"{path.name}:{node['location']['line']}", node["name"],
                    inherited + tuple(t["name"] for t in node.get("tags", [])),
                    tuple(t["name"] for ex in node.get("examples", []) for t in ex.get("tags", [])),
                ))

    walk(feature.get("children", []), tuple(t["name"] for t in feature.get("tags", [])))
    return out


SCENARIOS = {path: parsed(path) for path in FILES}
ALL = [s for scenarios in SCENARIOS.values() for s in scenarios]


def test_there_are_features() -> None:
    assert FILES and ALL


def test_every_scenario_has_one_id_and_ids_are_unique() -> None:
    problems = [f"{s.where}: {len(ids)} @id tags" for s in ALL
                if len(ids := [t for t in s.tags if t.startswith("@id:")]) != 1]
    counts = Counter(t for s in ALL for t in s.tags if t.startswith("@id:"))
    problems += [f"{tag} is used {n} times" for tag, n in counts.items() if n > 1]
    assert not problems, problems


def test_every_scenario_cites_a_rule_of_our_cr_version() -> None:
    problems = [f"{s.where}: no @cr tag" for s in ALL if not any(t.startswith("@cr:") for t in s.tags)]
    problems += [f"{s.where}: {t} is not @cr:<rule>:{CR_VERSION}" for s in ALL for t in s.tags
                 if t.startswith("@cr:") and not CR_TAG.fullmatch(t)]
    assert not problems, problems


def test_scenario_names_are_unique_within_a_feature() -> None:
    problems = [f"{path.name}: scenario name {name!r} used {n} times"
                for path, scenarios in SCENARIOS.items()
                for name, n in Counter(s.name for s in scenarios).items() if n > 1]
    assert not problems, problems


def test_requires_tags_name_known_capabilities() -> None:
    problems = [f"{s.where}: {t} is not a capability ({', '.join(CAPABILITIES)})" for s in ALL
                for t in s.tags if t.startswith("@requires:") and t[len("@requires:"):] not in CAPABILITIES]
    assert not problems, problems


def test_examples_blocks_carry_no_tags() -> None:
    """pytest-bdd would make them pytest marks (unknown-mark warnings), not scenario tags."""
    problems = [f"{s.where}: Examples tags {list(s.examples_tags)}" for s in ALL if s.examples_tags]
    assert not problems, problems


# --- steps ---------------------------------------------------------------------------------

ENTRIES: list[Entry] = list(build_index(FILES).entries) if FILES else []


def typed_steps(entry: Entry) -> list[tuple[str, str, int]]:
    """(type, text, line) of each step; And/But/* take the type of the step before."""
    return [(kind, step.text, step.line) for kind, step in preflight.typed_steps(entry)]


def test_every_step_matches_exactly_one_definition_and_every_card_exists() -> None:
    preflight.check(ENTRIES)


# A step that only an engine with the capability can run (or check honestly) -> the capability.
IMPLIED: list[tuple[str, re.Pattern]] = [(cap, re.compile(pattern)) for cap, pattern in (
    ("two-player", r"given:a two-player game "),
    ("multiplayer", r"given:a free-for-all game "),
    ("two-headed-giant", r"given:a Two-Headed Giant game"),
    ("leave-game", r"when:\w+ (concedes|tries to concede)$"),
    ("direct-effects", r"when:\w+ (takes the initiative|ventures into |loses \d+ life"
                       r"|tries to (take the initiative|venture into |lose \d+ life))"),
    ("trigger-ordering", r"\w+ will order the triggers"),
    ("stack-inspection", r"then:.*\bthe stack\b"),
    ("event-log", r"then:(\w+ (ventured|took the initiative) \d+ times?|the last action's events"
                  r"|.* was removed from the stack with no legal target$)"),
    ("removal-events", r"then:.* was removed from the stack with no legal target$"),
    ("effect-durations", r"then:the effects on "),
    ("dungeons-afr", r"(Lost Mine of Phandelver|Dungeon of the Mad Mage|Tomb of Annihilation)"),
    ("position-setup", r"given:(?!a two-player game|a free-for-all game|a Two-Headed Giant game"
                       r"|\w+ will )"),
)]


@pytest.mark.parametrize("capability", [cap for cap, _ in IMPLIED])
def test_steps_declare_the_capabilities_they_need(capability: str) -> None:
    pattern = dict(IMPLIED)[capability]
    problems = sorted({
        f"{entry.file}:{entry.scenario_line} ({entry.id}): needs @requires:{capability} for {text!r}"
        for entry in ENTRIES if f"requires:{capability}" not in entry.tags
        for kind, text, _ in typed_steps(entry) if pattern.search(f"{kind}:{text}")
    })
    assert not problems, problems[:20]
