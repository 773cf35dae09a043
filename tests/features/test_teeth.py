"""The suite has teeth: each deliberately broken engine fails the scenarios covering its rule.

Each case runs the covering scenarios twice in a fresh process: on the reference engine (all
must PASS) and on the broken engine (all must FAIL). A scenario that passes on both cannot tell
the rule's right reading from the wrong one.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# broken engine (tests/support/broken_engines.py) -> the scenario ids that must catch it
COVERING = {
    "RetakeDoesNotVenture": ["INIT-030", "INIT-031", "INIT-033"],  # CR 725.5 / seed ruling
    "StealGoesToTeammate": ["THG-002", "THG-003"],  # CR 725.2
    "LeavingPassesToNextPlayer": ["LEAVE-002", "LEAVE-005", "LEAVE-006"],  # CR 725.4
    "PackVenturesFirst": ["PACK-002", "INIT-033"],  # CR 603.3
    "VenturesOnEveryUpkeep": ["INIT-014", "INIT-041", "INIT-042", "INIT-044"],  # CR 725.2
    "OneStealPerCreature": ["STEAL-002", "THG-004"],  # CR 725.2
    "PlainVentureStartsUndercity": ["GARG-001", "UC-026", "VEN-006", "VEN-008"],  # CR 701.49d
    "CavesChecksTooLate": ["CAVES-008"],  # Caves of Chaos ruling: checked on exile
    "ExiledLandPlayedFree": ["CAVES-011"],  # CR 305.1: a land is played, not cast
    "OpponentUpkeepOncePerTurn": ["PLUME-006"],  # CR 805.4: one trigger per opponent
    "LeaverStaysActive": ["LEAVE-008"],  # CR 800.4j: no active player after they leave
    "CountsLeaversPass": ["REG-009"],  # CR 117.4: only the remaining players' passes count
    "PriorityToLeaver": ["REG-010"],  # CR 800.4j: priority skips the player who left
    "LairCastsFromHand": ["REG-012"],  # CR 608.2c: "one of them" is one of the cards drawn
}

RUN = """
import json, sys
from rulings.runner import run_suite
engines, ids = sys.argv[1].split(","), sys.argv[2:]
print(json.dumps({e: {r.id: r.status for r in run_suite(engine=e, ids=ids).results}
                  for e in engines}))
"""


@pytest.fixture(scope="module")
def statuses() -> dict[str, dict[str, str]]:
    """Every engine's status per scenario, from one fresh process (run_suite per engine)."""
    engines = ["reference", *(f"tests.support.broken_engines:{name}" for name in sorted(COVERING))]
    ids = sorted({i for covering in COVERING.values() for i in covering})
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), str(ROOT)])}
    done = subprocess.run([sys.executable, "-c", RUN, ",".join(engines), *ids], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_reference_engine_passes_every_covering_scenario(statuses) -> None:
    reference = statuses["reference"]
    assert reference and set(reference.values()) == {"PASS"}, reference


@pytest.mark.parametrize("broken", sorted(COVERING))
def test_broken_engine_fails_the_covering_scenarios(broken: str, statuses) -> None:
    caught = statuses[f"tests.support.broken_engines:{broken}"]
    for base in COVERING[broken]:
        rows = {k: v for k, v in caught.items() if k.split("#")[0] == base}
        assert rows, f"{base} did not run"
        assert "FAIL" in rows.values(), f"{broken} slipped through {base}: {rows}"
