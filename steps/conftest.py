"""The suite's pytest plugin: engine choice, scenario selection and skips, and result details.

Options: --rulings-engine NAME (default: reference) or --rulings-engine-cmd "CMD" choose the
engine; --rulings-id / --rulings-cr / --rulings-card / --rulings-tag (repeatable) select
scenarios by tag. Every scenario report carries user_properties the runner reads:
rulings_id, rulings_name, rulings_tags (space separated), rulings_file, rulings_line, and on
failure rulings_status and rulings_message (one line).
"""
from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import dataclass

import pytest
from pytest_bdd.parser import Feature, Scenario, Step
from pytest_bdd.scenario import scenario_wrapper_template_registry

from adapters.engine import Engine
from adapters.registry import engine_from_command, load_engine
from rulings.results import classify, one_line

from . import given, then, when
from .game import Game
from .locations import display_path
from .selection import Selection

# pytest-bdd registers each step definition as a fixture in its module; expose them here.
globals().update({name: value for module in (given, when, then) for name, value in vars(module).items()
                  if name.startswith("pytestbdd_")})

OUR_TAG_PREFIXES = ("id:", "cr:", "card:", "requires:", "ruling:")


@dataclass(frozen=True)
class ScenarioMeta:
    id: str
    name: str
    tags: tuple[str, ...]
    file: str
    line: int


META = pytest.StashKey[ScenarioMeta]()
FAILED_STEP = pytest.StashKey[Step]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulings", "initiative rules-conformance suite")
    group.addoption("--rulings-engine", default="reference", help="engine name (entry point)")
    group.addoption("--rulings-engine-cmd", default=None, help="command running a wire engine")
    for kind in ("id", "cr", "card", "tag"):
        group.addoption(f"--rulings-{kind}", action="append", default=[],
                        help=f"run only scenarios with this {kind} (repeatable)")


def pytest_bdd_apply_tag(tag: str, function: object) -> bool | None:
    """Our metadata tags are not pytest markers; any other tag keeps pytest-bdd's behaviour."""
    return True if tag.startswith(OUR_TAG_PREFIXES) else None


def scenario_meta(item: pytest.Item) -> ScenarioMeta | None:
    template = scenario_wrapper_template_registry.get(getattr(item, "function", None))
    if template is None:
        return None
    rule_tags = template.rule.tags if template.rule else set()
    tags = tuple(sorted(template.tags | template.feature.tags | rule_tags))
    ids = [t.removeprefix("id:") for t in tags if t.startswith("id:")]
    scenario_id = ids[0] if ids else item.name
    name = template.name
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "_pytest_bdd_example" in callspec.params:
        scenario_id += f"#{callspec.indices['_pytest_bdd_example'] + 1}"
        name = template.render(callspec.params["_pytest_bdd_example"]).name
    return ScenarioMeta(scenario_id, name, tags, display_path(template.feature.filename),
                        template.line_number)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    selection = Selection(*(tuple(config.getoption(f"rulings_{k}")) for k in ("id", "cr", "card", "tag")))
    keep, drop = [], []
    for item in items:
        meta = scenario_meta(item)
        if meta is None:
            keep.append(item)
            continue
        item.stash[META] = meta
        item.user_properties += [
            ("rulings_id", meta.id), ("rulings_name", meta.name), ("rulings_tags", " ".join(meta.tags)),
            ("rulings_file", meta.file), ("rulings_line", meta.line),
        ]
        (keep if selection.matches(meta.tags) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.fixture(scope="session")
def engine(pytestconfig: pytest.Config) -> Iterator[Engine]:
    command = pytestconfig.getoption("rulings_engine_cmd")
    chosen = engine_from_command(command) if command else load_engine(
        pytestconfig.getoption("rulings_engine"))
    yield chosen
    chosen.close()


@pytest.fixture(scope="session")
def capabilities(engine: Engine) -> frozenset[str]:
    return frozenset(engine.info().capabilities)


@pytest.fixture
def game(engine: Engine) -> Game:
    return Game(engine)


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Feature,
                               scenario: Scenario) -> None:
    meta = request.node.stash.get(META, None)
    required = [t.removeprefix("requires:") for t in (meta.tags if meta else ()) if t.startswith("requires:")]
    have = request.getfixturevalue("capabilities")
    missing = [name for name in required if name not in have]
    if missing:
        engine_name = request.getfixturevalue("engine").info().name
        pytest.skip(f"engine {engine_name} lacks capability {', '.join(missing)}")


def pytest_bdd_after_step(request: pytest.FixtureRequest) -> None:
    request.getfixturevalue("game").steps_done += 1


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Step) -> None:
    request.node.stash[FAILED_STEP] = step


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, scenario: Scenario) -> None:
    """Only a scenario whose every step passed checks for scripted answers left unused."""
    game: Game = request.getfixturevalue("game")
    if game.steps_done == len(scenario.steps):
        game.session.finish()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Generator:
    report = yield
    if call.excinfo is not None and not report.skipped:
        exc = call.excinfo.value
        status = classify(exc)
        message = one_line(str(exc)) or type(exc).__name__
        if status != "FAIL":
            message = f"{type(exc).__name__}: {message}"
        step = item.stash.get(FAILED_STEP, None)
        if step is not None and call.when == "call":
            message += f" [line {step.line_number}: {step.keyword} {step.name}]"
        report.user_properties += [("rulings_status", status), ("rulings_message", message)]
    return report
