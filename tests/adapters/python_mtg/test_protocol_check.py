"""rulings protocol-check on the python-mtg adapter: its departures are the ones recorded in
expectations/protocol/python-mtg.toml, and each check leaves the adapter usable for the next."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("mtg", reason="python-mtg is not installed (pip install python-mtg)")

from rulings.adapters.python_mtg import PythonMtgEngine
from rulings.expectations import load
from rulings.gate import compare
from rulings.protocol_check import check_protocol

RECORDED = Path(__file__).resolve().parents[3] / "expectations" / "protocol" / "python-mtg.toml"


def test_python_mtg_departs_from_the_protocol_only_where_recorded() -> None:
    engine = PythonMtgEngine()
    try:
        run = check_protocol(engine)
    finally:
        engine.close()
    comparison = compare(load(RECORDED), run)
    assert not comparison.differences, comparison.differences
