"""Running chosen scenarios on many engines in ONE suite run (one pytest collection).

``run_on_engines({engine: [ids]})`` runs each engine's scenario ids on that engine and returns
``{engine: {scenario id: status}}`` (an outline's rows are "ID#n"). Collecting the suite once
instead of once per engine is what keeps tests/features/test_teeth.py fast with sixty engines.

How: the suite runs on the ``Switchboard`` engine, which passes every protocol call on to the
engine chosen for the scenario being run. After the suite's own plugin (steps/plugin.py) has
selected the scenarios by id, ``EnginesPlugin`` copies each selected scenario once per engine
that asked for it, and switches the Switchboard before each copy runs. The suite's plugin still
skips and classifies every scenario (PASS / FAIL / ERROR ...) as it always does.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from rulings.adapters.engine import Engine
from rulings.adapters.registry import load_engine
from tests.support.runs import suite_run
from rulings.steps.plugin import ENTRY

ENGINE_PROPERTY = "teeth_engine"
_current: list[Engine] = []  # the engine the Switchboard passes calls to


class Switchboard:
    """An engine that is whichever engine EnginesPlugin chose for the running scenario."""

    def _engine(self) -> Engine:
        if not _current:
            raise RuntimeError("no engine chosen: the Switchboard runs under EnginesPlugin only")
        return _current[0]

    def info(self) -> Any:
        return self._engine().info()

    def start(self, position: Any) -> None:
        self._engine().start(position)

    def perform(self, action: Any) -> None:
        self._engine().perform(action)

    def pending(self) -> Any:
        return self._engine().pending()

    def decide(self, answer: tuple[str, ...]) -> None:
        self._engine().decide(answer)

    def observe(self) -> Any:
        return self._engine().observe()

    def close(self) -> None:
        """The engines are EnginesPlugin's: it closes them."""


class EnginesPlugin:
    """Copies each selected scenario once per engine that wants it, and runs each copy on it."""

    def __init__(self, wanted: Mapping[str, Sequence[str]]) -> None:
        self.wanted = {name: set(ids) for name, ids in wanted.items()}
        self.engines = {name: load_engine(name) for name in self.wanted}
        self.statuses: dict[str, dict[str, str]] = defaultdict(dict)
        self._engine_of: dict[str, str] = {}  # copy's node id -> engine name

    @pytest.hookimpl(trylast=True)  # after the suite's plugin has selected and tagged the items
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        copies = []
        for name, ids in self.wanted.items():
            for item in items:
                entry = item.stash.get(ENTRY, None)
                if entry is None or not ({entry.id, entry.id.split("#")[0]} & ids):
                    continue
                copy = pytest.Function.from_parent(
                    item.parent, name=f"{item.name}@{name}", callspec=getattr(item, "callspec", None),
                    callobj=item.obj, fixtureinfo=item._fixtureinfo,  # noqa: SLF001
                    originalname=f"{item.originalname}@{name}", keywords=item.keywords)
                copy.stash[ENTRY] = entry
                copy.user_properties[:] = [*item.user_properties, (ENGINE_PROPERTY, name)]
                self._engine_of[copy.nodeid] = name
                copies.append(copy)
        items[:] = copies

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        _current[:] = [self.engines[self._engine_of[item.nodeid]]]

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        name, scenario = props.get(ENGINE_PROPERTY), props.get("rulings_id")
        if name is None or scenario is None:
            return
        mine = self.statuses[str(name)]
        if mine.get(str(scenario), "PASS") != "PASS":
            return  # the first phase that went wrong decides
        if report.skipped:
            mine[str(scenario)] = "SKIP"
        elif report.failed:
            mine[str(scenario)] = str(props.get("rulings_status", "ERROR"))
        else:
            mine[str(scenario)] = "PASS"

    def pytest_sessionfinish(self) -> None:
        _current.clear()
        for engine in self.engines.values():
            engine.close()


def run_on_engines(wanted: Mapping[str, Sequence[str]]) -> dict[str, dict[str, str]]:
    """Each engine's status per scenario it asked for, from one suite run."""
    plugin = EnginesPlugin(wanted)
    # the run asks the engine's info (and capabilities, once) before any scenario: the first
    # engine answers; every engine here is a ReferenceEngine with the same capabilities
    _current[:] = [next(iter(plugin.engines.values()))]
    ids = sorted({i for chosen in wanted.values() for i in chosen})
    suite_run(engine=f"{__name__}:Switchboard", ids=ids, plugins=[plugin])
    return {name: dict(plugin.statuses.get(name, {})) for name in wanted}
