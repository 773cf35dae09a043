"""rulings protocol-check on the phase.rs adapter: its departures are the ones recorded in
expectations/protocol/phase.toml, and each check leaves the adapter usable for the next."""
from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install phase-python)")

from rulings.adapters.phase import PhaseEngine
from tests.support.protocol_departures import departures


def test_phase_departs_from_the_protocol_only_where_recorded() -> None:
    run = departures(PhaseEngine(), "phase")
    assert {r.id for r in run.results if r.status == "FAIL"} == {"PC-006", "PC-007", "PC-008",
                                                                 "PC-009", "PC-024"}
