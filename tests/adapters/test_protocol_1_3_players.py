"""Protocol 1.3 (docs/PROTOCOL.md, Versioning): an engine may declare the numbers of players it
seats (``EngineInfo.players``); a scenario with another number is SKIPPED on it, and
``rulings protocol-check`` sends its two-player requests only to an engine that seats two."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulings.adapters.engine import EngineInfo, seats
from rulings.adapters.errors import EngineError
from rulings.adapters.wire.client import WireEngine
from rulings.adapters.wire.server import Server
from rulings.running.protocol_check import check_protocol
from rulings.scenarios.results import RunResult
from tests.support.engines.four_seats import FourSeats

REPO = Path(__file__).resolve().parents[2]
FOUR_SEATS = REPO / "tests" / "support" / "engines" / "four_seats.py"


def test_seats_reads_the_declared_counts_and_none_means_any() -> None:
    assert seats(EngineInfo("e", "1", ()), 3)
    assert seats(EngineInfo("e", "1", (), players=(4,)), 4)
    assert not seats(EngineInfo("e", "1", (), players=(4,)), 2)
    assert not seats(EngineInfo("e", "1", (), players=(2, 4)), 3)


def _handshake(server: Server, version: str) -> dict:
    line = json.dumps({"id": 1, "op": "handshake", "params": {"protocol_version": version}})
    return json.loads(server.handle_line(line.encode()))["result"]


@pytest.mark.parametrize("client", ["1.0", "1.1", "1.2"])
def test_an_older_client_is_never_sent_the_player_counts(client: str) -> None:
    reply = _handshake(Server(FourSeats()), client)
    assert reply["protocol_version"] == client
    assert "players" not in reply


def test_a_1_3_client_is_told_the_player_counts() -> None:
    reply = _handshake(Server(FourSeats()), "1.3")
    assert (reply["protocol_version"], reply["players"]) == ("1.3", [4])
    assert "players" not in _handshake(Server(FourSeats.__mro__[1]()), "1.3")  # the reference: any


def test_the_client_reads_the_counts_and_refuses_them_from_an_older_version() -> None:
    with WireEngine([sys.executable, str(FOUR_SEATS)], handshake_timeout=10.0) as engine:
        assert engine.info().players == (4,)
    with pytest.raises(EngineError, match="protocol 1.2 but sends players, a 1.3 field"):
        WireEngine([sys.executable, str(FOUR_SEATS), "1.2"], handshake_timeout=10.0)


def test_a_scenario_with_a_number_of_players_the_engine_does_not_seat_is_skipped(
        tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    done = subprocess.run(
        [sys.executable, "-m", "rulings.cli", "run", "--engine-cmd",
         f"{sys.executable} {FOUR_SEATS}", "--id", "INIT-021", "--id", "STEAL-006",
         "--id", "INIT-020", "--json", str(out)],
        cwd=REPO, env={**os.environ, "NO_COLOR": "1"}, capture_output=True, text=True,
        timeout=300, check=False)
    run = RunResult.from_json(json.loads(out.read_text("utf-8")))
    by_id: dict[str, list] = {}
    for r in run.results:
        by_id.setdefault(r.id.split("#")[0], []).append(r)
    assert {r.status for r in by_id["INIT-021"]} == {"PASS"}, done.stdout  # four players: played
    (three,) = by_id["STEAL-006"]
    assert (three.status, three.message) == (
        "SKIP", "engine four-seats seats 4 players, not 3"), done.stdout
    (two,) = by_id["INIT-020"]
    assert (two.status, two.message) == ("SKIP", "engine four-seats lacks capability two-player")


def test_protocol_check_sends_no_two_player_request_to_an_engine_that_seats_four() -> None:
    run = check_protocol(FourSeats())
    status = {r.id: (r.status, r.message) for r in run.results}
    one_player, teams = status.pop("PC-015"), [status.pop(i) for i in ("PC-010", "PC-020", "PC-021")]
    # refused, then shown usable with a four-player free-for-all (not a two-player game)
    assert one_player == ("PASS", "")
    assert all(t == ("PASS", "") for t in teams)
    assert status and all(s == ("SKIP", "engine four-seats lacks capability two-player")
                          for s in status.values()), status
