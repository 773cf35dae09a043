"""The suite's pytest plugin: engine choice, scenario selection and skips, and result details.

Options: --rulings-engine NAME (default: reference) or --rulings-engine-cmd "CMD" choose the
engine; --rulings-id / --rulings-cr / --rulings-card / --rulings-tag (repeatable) select
scenarios by tag; --rulings-shard K/N keeps shard K of N of them (scenarios/shards.py). Every scenario report carries user_properties the runner reads:
rulings_id, rulings_name, rulings_tags (space separated), rulings_file, rulings_line, and on
failure rulings_status and rulings_message (one line).
"""
from __future__ import annotations

import importlib
from collections import defaultdict
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from pytest_bdd.parser import Feature, Scenario, Step
from pytest_bdd.scenario import scenario_wrapper_template_registry

from rulings.adapters.engine import Engine
from rulings.adapters.errors import EngineError
from rulings.adapters.registry import EngineLoadError, engine_from_command, engine_spec, load_engine
from rulings.scenarios.errors import RulingsError
from rulings.scenarios.index import Entry, build_index
from rulings.scenarios.results import classify, one_line
from rulings.scenarios.selection import Selection
from rulings.scenarios.shards import Shard

from . import bridge
from .scenario_state import ScenarioState

# pytest-bdd registers each step definition as a fixture in its module (steps/bridge.py):
# expose them here.
globals().update({name: value for name, value in vars(bridge).items()
                  if name.startswith("pytestbdd_")})

OUR_TAG_PREFIXES = ("id:", "cr:", "card:", "requires:", "ruling:", "found-by:", "reading:")


ENTRY = pytest.StashKey[Entry]()
FAILED_STEP = pytest.StashKey[Step]()


class PreparedEngine:
    """An engine made before the session (the runner's, which it checked by asking for its
    info): the session plays on it instead of starting another. A pytest plugin; the engine
    fixture takes it at most once, and whoever made it closes it if nobody took it."""

    def __init__(self, engine: Engine | None) -> None:
        self.engine = engine

    def take(self) -> Engine | None:
        engine, self.engine = self.engine, None
        return engine

    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[PREPARED] = self


PREPARED = pytest.StashKey[PreparedEngine]()


SUITE_FILE = Path(__file__).with_name("test_suite.py")


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path: Path, parent: pytest.Collector) -> pytest.Module | None:
    """Collect steps/test_suite.py as ``rulings.steps.test_suite``, its one name: importing it by
    path would name it ``steps.test_suite`` in a checkout and load the steps package twice."""
    if module_path != SUITE_FILE:
        return None
    module = pytest.Module.from_parent(parent, path=module_path)
    module._obj = importlib.import_module(f"{__package__}.test_suite")  # noqa: SLF001 - see above
    return module


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulings", "initiative rules-conformance suite")
    group.addoption("--rulings-engine", default="reference", help="engine name (entry point)")
    group.addoption("--rulings-engine-cmd", default=None, help="command running a wire engine")
    for kind in ("id", "cr", "card", "tag"):
        group.addoption(f"--rulings-{kind}", action="append", default=[],
                        help=f"run only scenarios with this {kind} (repeatable)")
    group.addoption("--rulings-shard", default=None,
                    help="K/N: run shard K of N of the selected scenarios")


def pytest_configure(config: pytest.Config) -> None:
    """An unknown engine name or a bad shard is a usage error before anything runs."""
    if config.getoption("rulings_shard"):
        try:
            Shard.parse(config.getoption("rulings_shard"), "--rulings-shard")
        except RulingsError as exc:
            raise pytest.UsageError(str(exc)) from None
    if not config.getoption("rulings_engine_cmd"):
        try:
            engine_spec(config.getoption("rulings_engine"))
        except EngineLoadError as exc:
            raise pytest.UsageError(str(exc)) from None


@pytest.hookimpl(tryfirst=True)  # before pytest-bdd's own, which would make every tag a mark
def pytest_bdd_apply_tag(tag: str, function: object) -> bool | None:
    """Our metadata tags are not pytest markers; any other tag keeps pytest-bdd's behaviour."""
    return True if tag.startswith(OUR_TAG_PREFIXES) else None


def index_entries(items: list[pytest.Item]) -> dict[pytest.Item, Entry]:
    """Each scenario item's entry in the scenario index (scenarios.index), which gives the ids."""
    templates = {item: scenario_wrapper_template_registry.get(getattr(item, "function", None))
                 for item in items}
    templates = {item: t for item, t in templates.items() if t is not None}
    try:
        index = build_index(sorted({Path(t.feature.filename) for t in templates.values()}))
    except RulingsError as exc:
        raise pytest.UsageError(str(exc)) from None
    by_scenario: dict[tuple[str, int], list[Entry]] = defaultdict(list)
    for entry in index.entries:
        by_scenario[(entry.path, entry.scenario_line)].append(entry)
    found = {}
    for item, template in templates.items():
        callspec = getattr(item, "callspec", None)
        row = callspec.indices.get("_pytest_bdd_example", 0) if callspec else 0
        found[item] = by_scenario[(str(Path(template.feature.filename).resolve()),
                                   template.line_number)][row]
    return found


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    selection = Selection(*(tuple(config.getoption(f"rulings_{k}")) for k in ("id", "cr", "card", "tag")))
    entries = index_entries(items)
    keep, drop = [], []
    for item in items:
        entry = entries.get(item)
        if entry is None:  # not a scenario: left alone
            keep.append(item)
        elif not selection.matches(entry.tags, entry.id):
            drop.append(item)
        else:
            keep.append(item)
            item.stash[ENTRY] = entry
            item.user_properties += [
                ("rulings_id", entry.id), ("rulings_name", entry.name),
                ("rulings_tags", " ".join(entry.tags)), ("rulings_file", entry.file),
                ("rulings_line", entry.line),
            ]
    if config.getoption("rulings_shard"):  # the same split in every process: by sorted ids
        shard = Shard.parse(config.getoption("rulings_shard"))
        mine = set(shard.pick(item.stash[ENTRY].id for item in keep if ENTRY in item.stash))
        drop += [item for item in keep if ENTRY in item.stash and item.stash[ENTRY].id not in mine]
        keep = [item for item in keep if ENTRY not in item.stash or item.stash[ENTRY].id in mine]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.fixture(scope="session")
def engine(pytestconfig: pytest.Config) -> Iterator[Engine]:
    prepared = pytestconfig.stash.get(PREPARED, None)
    chosen = prepared.take() if prepared is not None else None
    if chosen is None:
        command = pytestconfig.getoption("rulings_engine_cmd")
        chosen = engine_from_command(command) if command else load_engine(
            pytestconfig.getoption("rulings_engine"))
    yield chosen
    chosen.close()


@pytest.fixture(scope="session")
def capabilities(engine: Engine) -> frozenset[str]:
    return frozenset(engine.info().capabilities)


LAST_SCENARIO = pytest.StashKey[str]()


@pytest.fixture
def state(request: pytest.FixtureRequest, engine: Engine) -> Iterator[ScenarioState]:
    """One scenario's state. An engine process (WireEngine) is checked before the scenario, so
    trouble between two scenarios is reported as such (an incident, engine restarted), and
    after it, so trouble right after the scenario's last reply is charged to that scenario."""
    config, item = request.config, request.node
    entry = item.stash.get(ENTRY, None)
    here = entry.id if entry else item.nodeid
    before = config.stash.get(LAST_SCENARIO, None)
    config.stash[LAST_SCENARIO] = here
    idle_trouble = getattr(engine, "idle_trouble", None)
    trouble = idle_trouble() if idle_trouble else None
    between = f"{'after ' + before + ', ' if before else ''}before {here}"
    if trouble:
        _incident(item, f"{between}: {trouble}")
    yield ScenarioState(engine)
    for found in _drained(engine):  # found by start(): before this scenario's game began
        _incident(item, f"{between}: {found}")
    trouble = idle_trouble() if idle_trouble else None
    if trouble:
        raise EngineError(f"{trouble} (after the scenario's last request)")


def _incident(item: pytest.Item, text: str) -> None:
    item.user_properties.append(("rulings_incident", one_line(text)))


def _drained(engine: Engine) -> list[str]:
    incidents = getattr(engine, "incidents", None)
    if not isinstance(incidents, list):
        return []
    found, incidents[:] = list(incidents), []
    return found


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Feature,
                               scenario: Scenario) -> None:
    entry = request.node.stash.get(ENTRY, None)
    required = entry.tag_values("requires") if entry else []
    have = request.getfixturevalue("capabilities")
    missing = [name for name in required if name not in have]
    if missing:
        engine_name = request.getfixturevalue("engine").info().name
        pytest.skip(f"engine {engine_name} lacks capability {', '.join(missing)}")


def pytest_bdd_after_step(request: pytest.FixtureRequest) -> None:
    request.getfixturevalue("state").steps_done += 1


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Step) -> None:
    request.node.stash[FAILED_STEP] = step


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, scenario: Scenario) -> None:
    """Only a scenario whose every step passed checks for scripted answers left unused."""
    state: ScenarioState = request.getfixturevalue("state")
    if state.steps_done == len(scenario.steps):
        state.session.finish()


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
