"""rulings protocol-check on the python-mtg adapter: its departures are the ones recorded in
expectations/protocol/python-mtg.toml, and each check leaves the adapter usable for the next."""
from __future__ import annotations

import pytest

pytest.importorskip("mtg", reason="python-mtg is not installed (pip install python-mtg)")

from rulings.adapters.python_mtg import PythonMtgEngine
from tests.support.protocol_departures import departures


def test_python_mtg_departs_from_the_protocol_only_where_recorded() -> None:
    departures(PythonMtgEngine(), "python-mtg")
