"""The reference engine's layers: modules import only what stands below them, the core knows no
mechanic (each registers with it), and event names are closed sets."""
from __future__ import annotations

import ast
from pathlib import Path
from unittest import mock

import pytest

from rulings.adapters.observation import EVENT_TYPES, Event
from rulings.adapters.position import PlayerSetup, Position
from rulings.reference_engine import effects, sba, triggers
from rulings.reference_engine.events import LogEvent, TriggerEvent
from rulings.reference_engine.mechanics import MECHANICS
from rulings.reference_engine.setup import build
from rulings.reference_engine.tokens import TREASURE

ENGINE = Path(__file__).resolve().parents[2] / "reference_engine"
PACKAGE = "reference_engine"

# The core: what every game needs, whatever mechanics are plugged in.
CORE = ("triggers", "effects", "sba", "leaving", "combat", "casting", "turn")
MECHANIC_MODULES = {m.__name__.removeprefix(f"{PACKAGE}.") for m in MECHANICS} | {"rooms"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE).with_suffix("").parts
    return ".".join(p for p in parts if p != "__init__") or "__init__"


def _imports() -> dict[str, list[tuple[str, bool]]]:
    """module -> the engine modules it imports, each with whether the import is inside a def."""
    graph: dict[str, list[tuple[str, bool]]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        name = _module_name(path)
        package = name.split(".")[:-1] if path.name != "__init__.py" else name.split(".")
        if name == "__init__":
            package = []
        found: list[tuple[str, bool]] = []
        tree = ast.parse(path.read_text())
        functions = [f for f in ast.walk(tree)
                     if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))]
        nested = {id(n) for f in functions for n in ast.walk(f)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                if node.level == 0:
                    if not (node.module or "").startswith(PACKAGE + "."):
                        continue
                    base = node.module.removeprefix(PACKAGE + ".")
                else:
                    up = package[:len(package) - (node.level - 1)]
                    base = ".".join([*up, node.module] if node.module else up)
                targets = [base] if node.module else []
                targets += [f"{base}.{a.name}".strip(".") for a in node.names]
                known = [t for t in targets if (ENGINE / (t.replace(".", "/") + ".py")).exists()
                         or (ENGINE / t.replace(".", "/") / "__init__.py").exists()]
                found += [(t, id(node) in nested) for t in known if t]
        graph[name] = found
    return graph


GRAPH = _imports()


def test_the_graph_reads_every_module() -> None:
    assert {"triggers", "turn", "casting", "dungeons", "cards.seed", "cards.registry"} <= set(GRAPH)
    assert ("triggers", False) in GRAPH["effects"]


def test_no_import_inside_a_function() -> None:
    deferred = {m: [t for t, inside in ts if inside] for m, ts in GRAPH.items()}
    assert {m: ts for m, ts in deferred.items() if ts} == {}


def test_no_module_imports_one_that_imports_it_back() -> None:
    """The imports form layers: a topological order exists (no circle, however long)."""
    edges = {m: {t for t, _ in ts if t != m and t in GRAPH} for m, ts in GRAPH.items()}
    placed: list[str] = []
    while len(placed) < len(edges):
        ready = [m for m in edges if m not in placed and edges[m] <= set(placed)]
        assert ready, f"an import circle among {sorted(set(edges) - set(placed))}"
        placed += sorted(ready)


def _reach(module: str) -> set[str]:
    seen: set[str] = set()
    todo = [module]
    while todo:
        for target, _ in GRAPH.get(todo.pop(), []):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


@pytest.mark.parametrize("module", CORE)
def test_the_core_imports_no_mechanic_nor_card(module: str) -> None:
    reached = _reach(module)
    assert not reached & MECHANIC_MODULES
    assert not {r for r in reached if r.startswith("cards")}


def test_a_room_ability_does_not_import_casting() -> None:
    assert "casting" not in _reach("rooms")


def test_log_events_are_the_wire_vocabulary() -> None:
    assert {e.value for e in LogEvent} == set(EVENT_TYPES)


def _game():
    return build(Position(players=(PlayerSetup("Alice"), PlayerSetup("Bob"))))


def test_free_strings_are_refused_as_events() -> None:
    game = _game()
    with pytest.raises(TypeError, match="TriggerEvent"):
        triggers.emit(game, "enters", obj=None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="LogEvent"):
        game.log("drew", player="Alice")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="colour"):  # a field Event lacks, as its __init__ would
        game.log(LogEvent.DREW, player="Alice", colour="W")
    game.log(LogEvent.DREW, player="Alice")
    assert type(game.events[-1].type) is str and game.events[-1].type == "drew"
    assert game.events[-1] == Event(type="drew", player="Alice", rule=None)  # every field set
    game.log(LogEvent.DAMAGE, source="x", target="Bob", amount=2, rule="120.3")
    assert vars(game.events[-1]) == vars(Event("damage", source="x", target="Bob", amount=2,
                                               rule="120.3"))


def test_a_new_mechanic_registers_without_editing_the_dispatcher() -> None:
    heard: list[tuple[TriggerEvent, str]] = []

    def notice(game, event, data):
        heard.append((event, data["obj"].name))

    game = _game()
    with mock.patch.dict(triggers.LISTENERS):
        triggers.listener("test-mechanic")(notice)
        effects.create_token(game, game.player("Alice"), TREASURE)
    assert heard == [(TriggerEvent.ENTERS, "Treasure")]
    assert "test-mechanic" not in triggers.LISTENERS
    with pytest.raises(ValueError, match="already registered"):
        triggers.listener("initiative")(notice)


def test_a_mechanic_adds_its_state_based_actions() -> None:
    game = _game()
    calls: list[object] = []
    with mock.patch.object(sba, "CHECKS", [*sba.CHECKS, lambda g: calls.append(g) or False]):
        process = sba.check(game)
        with pytest.raises(StopIteration) as done:
            next(process)
    assert calls == [game] and done.value.value is False
