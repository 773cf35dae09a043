"""The pytest-bdd floor: the suite's feature files bound to one step that does nothing.

Not named test_*.py, so only the benchmark (which passes this file explicitly) collects it.
"""
from __future__ import annotations

from pytest_bdd import parsers, scenarios, step

from rulings.scenarios.locations import feature_files

scenarios(*map(str, feature_files()))


@step(parsers.re(r"(?s).*"))
def any_step() -> None:
    """Every Given/When/Then step of every scenario matches here and does nothing."""
