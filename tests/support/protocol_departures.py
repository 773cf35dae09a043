"""One adapter's `rulings protocol-check` run, held against the departures recorded for it in
expectations/protocol/ (tests/adapters/<name>/test_protocol_check.py)."""
from __future__ import annotations

from pathlib import Path

from rulings.adapters.engine import Engine
from rulings.gating.expectations import load
from rulings.gating.gate import compare
from rulings.running.protocol_check import check_protocol
from rulings.scenarios.results import RunResult

RECORDED = Path(__file__).resolve().parents[2] / "expectations" / "protocol"


def departures(engine: Engine, name: str) -> RunResult:
    """Run every protocol check on ``engine`` (closed afterwards) and assert that its results
    are exactly those expectations/protocol/<name>.toml records; returns the run."""
    try:
        run = check_protocol(engine)
    finally:
        engine.close()
    comparison = compare(load(RECORDED / f"{name}.toml"), run)
    assert not comparison.differences, comparison.differences
    return run
