"""The suite's pytest plugin: the run's request, scenario selection and skips, and result details.

What to run is a RunRequest (scenarios/request.py). ``rulings run`` (rulings/running/runner.py) hands it
over as an object: a PreparedRun plugin passed to ``pytest.main``, which puts it in
``config.stash`` with the run's one feature index and the engine it checked (forked workers,
rulings/running/workers.py, inherit the stash). Run as plain pytest, the plugin builds the request
once from its options: --rulings-engine NAME (default: reference) or --rulings-engine-cmd
"CMD" (and --rulings-timeout SECONDS) choose the engine; --rulings-features PATH adds feature
files or directories; --rulings-id / --rulings-cr / --rulings-card / --rulings-tag (repeatable)
select scenarios by tag; --rulings-shard K/N keeps shard K of N of them (scenarios/shards.py).
Every scenario report carries user_properties the runner reads: rulings_id, rulings_name,
rulings_tags (space separated), rulings_file, rulings_line, and on failure rulings_status and
rulings_message (one line).
"""
from __future__ import annotations

import importlib
import sys
from collections import defaultdict
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from pytest_bdd.parser import Feature, Scenario, ScenarioTemplate, Step
from pytest_bdd.scenario import scenario_wrapper_template_registry

from rulings.adapters.engine import Engine
from rulings.adapters.errors import EngineError
from rulings.adapters.registry import EngineLoadError, engine_spec
from rulings.scenarios.errors import RulingsError
from rulings.scenarios.index import Entry, Index, build_index
from rulings.scenarios.locations import feature_files
from rulings.scenarios.request import EngineChoice, RunRequest
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


class PreparedRun:
    """A run as ``rulings run`` prepared it: the request, the feature index it built (None: the
    plugin builds it when the suite is collected) and the engine it checked by asking for its
    info (None: the session starts its own). A pytest plugin that puts itself in the config's
    stash; the engine fixture takes the engine at most once, and whoever made it closes it if
    nobody took it."""

    def __init__(self, request: RunRequest, index: Index | None = None,
                 engine: Engine | None = None) -> None:
        self.request, self.index, self.engine = request, index, engine

    def take(self) -> Engine | None:
        engine, self.engine = self.engine, None
        return engine

    def feature_index(self) -> Index:
        """The run's one index of the feature files (built here at most once)."""
        if self.index is None:
            try:
                self.index = build_index(feature_files([str(p) for p in self.request.features]))
            except RulingsError as exc:
                raise pytest.UsageError(str(exc)) from None
        return self.index

    @pytest.hookimpl(tryfirst=True)  # before the plugin's own, which builds one from options
    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[PREPARED] = self


PREPARED = pytest.StashKey[PreparedRun]()


def prepared_run(config: pytest.Config) -> PreparedRun:
    return config.stash[PREPARED]


# resolved, as every path compared with it: the suite file is reached as steps/test_suite.py
# (`pytest steps`) and as rulings/steps/test_suite.py (through rulings/'s link, `rulings run`)
SUITE_FILE = Path(__file__).resolve().with_name("test_suite.py")
SUITE_MODULE = f"{__package__}.test_suite"


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path: Path, parent: pytest.Collector) -> pytest.Module | None:
    """Collect steps/test_suite.py as ``rulings.steps.test_suite``, its one name: importing it by
    path would name it ``steps.test_suite`` in a checkout and load the steps package twice."""
    if module_path.resolve() != SUITE_FILE:
        return None
    module = pytest.Module.from_parent(parent, path=module_path)
    sys.modules.pop(SUITE_MODULE, None)  # bind this run's feature files, not a previous run's
    suite = importlib.import_module(SUITE_MODULE)
    suite.bind(prepared_run(parent.config).feature_index())
    module._obj = suite  # noqa: SLF001 - see above
    return module


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulings", "initiative rules-conformance suite")
    group.addoption("--rulings-engine", default="reference", help="engine name (entry point)")
    group.addoption("--rulings-engine-cmd", default=None, help="command running a wire engine")
    group.addoption("--rulings-timeout", default=None, type=float,
                    help="seconds an engine command has for its handshake and each request")
    group.addoption("--rulings-features", action="append", default=[],
                    help="extra feature file or directory (repeatable)")
    for kind in ("id", "cr", "card", "tag"):
        group.addoption(f"--rulings-{kind}", action="append", default=[],
                        help=f"run only scenarios with this {kind} (repeatable)")
    group.addoption("--rulings-shard", default=None,
                    help="K/N: run shard K of N of the selected scenarios")


def pytest_configure(config: pytest.Config) -> None:
    """Run as plain pytest: the request from the options, checked once (a bad value, an
    unknown engine name or a bad shard is a usage error before anything runs)."""
    if PREPARED in config.stash:  # rulings run's
        return
    option = config.getoption
    try:
        engine = EngineChoice(option("rulings_engine"), option("rulings_engine_cmd"),
                              option("rulings_timeout"))
        shard = option("rulings_shard")
        request = RunRequest(
            engine=engine, features=tuple(Path(p) for p in option("rulings_features")),
            selection=Selection(*(tuple(option(f"rulings_{k}")) for k in ("id", "cr", "card", "tag"))),
            shard=Shard.parse(shard, "--rulings-shard") if shard else None)
        if not engine.command:
            engine_spec(engine.name)
    except (RulingsError, EngineLoadError) as exc:
        raise pytest.UsageError(str(exc)) from None
    config.stash[PREPARED] = PreparedRun(request)


@pytest.hookimpl(tryfirst=True)  # before pytest-bdd's own, which would make every tag a mark
def pytest_bdd_apply_tag(tag: str, function: object) -> bool | None:
    """Our metadata tags are not pytest markers; any other tag keeps pytest-bdd's behaviour."""
    return True if tag.startswith(OUR_TAG_PREFIXES) else None


def index_entries(items: list[pytest.Item], index: Index) -> dict[pytest.Item, Entry]:
    """Each scenario item's entry in the run's scenario index (scenarios.index), which gives
    the ids."""
    templates: dict[pytest.Item, ScenarioTemplate] = {}
    for item in items:
        function = getattr(item, "function", None)
        template = scenario_wrapper_template_registry.get(function) if function else None
        if template is not None:
            templates[item] = template
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
    run = prepared_run(config)
    selection, shard = run.request.selection, run.request.shard
    if not any(item.path.resolve() == SUITE_FILE for item in items):  # no scenario collected
        return
    entries = index_entries(items, run.feature_index())
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
    if shard is not None:  # the same split in every process: by sorted ids
        mine = set(shard.pick(item.stash[ENTRY].id for item in keep if ENTRY in item.stash))
        drop += [item for item in keep if ENTRY in item.stash and item.stash[ENTRY].id not in mine]
        keep = [item for item in keep if ENTRY not in item.stash or item.stash[ENTRY].id in mine]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.fixture(scope="session")
def engine(pytestconfig: pytest.Config) -> Iterator[Engine]:
    run = prepared_run(pytestconfig)
    chosen = run.take() or run.request.engine.open()  # a forked worker opens its own
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
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
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
