"""A pytest plugin that turns test reports into ScenarioResults (also reports from xdist workers).

The suite's pytest plugin (steps/plugin.py) puts each scenario's id, name, tags, file and line, and
on failure its status and one-line message, in the report's user_properties.
"""
from __future__ import annotations

from typing import Any

import pytest

from rulings.scenarios.results import ScenarioResult, one_line


class ResultCollector:
    def __init__(self) -> None:
        self._by_node: dict[str, ScenarioResult] = {}
        self._finished: set[str] = set()  # scenarios whose last phase (teardown) was reported
        self.incidents: list[str] = []  # engine trouble between scenarios (rulings_incident)

    @property
    def results(self) -> list[ScenarioResult]:
        """The finished scenarios: one a signal stopped halfway has no verdict."""
        return sorted((r for node, r in self._by_node.items() if node in self._finished),
                      key=lambda r: (r.file, r.line, r.id))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props: dict[str, Any] = dict(report.user_properties)  # as steps/plugin.py put them
        for name, value in report.user_properties:
            if name == "rulings_incident" and str(value) not in self.incidents:
                self.incidents.append(str(value))
        if report.when == "teardown":
            self._finished.add(report.nodeid)
        result = self._by_node.get(report.nodeid)
        if result is None:
            path, line, _ = report.location
            result = self._by_node[report.nodeid] = ScenarioResult(
                id=str(props.get("rulings_id", report.nodeid)),
                name=str(props.get("rulings_name", report.nodeid)),
                status="PASS", message="", duration=0.0,
                tags=str(props.get("rulings_tags", "")).split(),
                file=str(props.get("rulings_file", path)),
                line=int(props.get("rulings_line", (line or 0) + 1)),
            )
        result.duration += report.duration
        if result.status != "PASS":  # the first phase that went wrong decides
            return
        if report.skipped:
            result.status, result.message = "SKIP", _skip_reason(report)
        elif report.failed:
            result.status = str(props.get("rulings_status", "ERROR"))
            result.message = str(props.get("rulings_message") or one_line(report.longreprtext))

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        """A file that cannot be collected (a broken feature file, a step module error)."""
        if report.failed:
            self._finished.add(report.nodeid)
            self._by_node[report.nodeid] = ScenarioResult(
                id=report.nodeid, name=f"collecting {report.nodeid}", status="ERROR",
                message=_error_line(report.longreprtext), duration=0.0, tags=[],
                file=report.nodeid.split("::")[0], line=0,
            )


def _skip_reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    return one_line(reason.removeprefix("Skipped: "))


def _error_line(text: str) -> str:
    """The exception line of a pytest traceback (its last 'E   ...' line), else its first line."""
    errors = [line[1:].strip() for line in text.splitlines() if line.startswith("E ")]
    return one_line(errors[-1] if errors else text)
