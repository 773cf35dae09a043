"""Protocol 1.3 (docs/PROTOCOL.md, "Versioning"): an engine may list the cards it knows in its
handshake reply. A scenario whose position names a card outside that list, and that the engine
refuses as unknown-card, is SKIPPED; a declared card refused, or a refusal from an engine that
listed nothing, stays an ERROR."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import EngineError
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position, lacked_cards
from rulings.adapters.wire.client import WireEngine
from rulings.adapters.wire.server import Server
from rulings.scenarios.results import RunResult
from tests.support.engines.tiny_engine import CardListingTinyEngine
from tests.support.paths import REPO_ROOT

FEATURE = """\
Feature: Cards an engine lacks

  @id:CARDS-001 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A known card plays
    Given a two-player game between Alice and Bob
    And Alice controls "Grizzly Bears"
    When Alice takes the initiative
    Then Alice has the initiative

  @id:CARDS-002 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A card the engine did not declare
    Given a two-player game between Alice and Bob
    And Alice controls "Craw Wurm"
    When Alice takes the initiative
    Then Alice has the initiative

  @id:CARDS-003 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A card the engine declared but refuses
    Given a two-player game between Alice and Bob
    And Alice controls "Savannah Lions"
    When Alice takes the initiative
    Then Alice has the initiative
"""


def _run(engine: str, tmp: Path) -> RunResult:
    (tmp / "features").mkdir(exist_ok=True)
    (tmp / "features" / "cards.feature").write_text(FEATURE, encoding="utf-8")
    out = tmp / f"{engine.rsplit(':', 1)[-1]}.json"
    subprocess.run([sys.executable, "-m", "rulings.cli", "run", "--engine", engine,
                    "--features", str(tmp / "features"), "--json", str(out),
                    *(a for i in ("CARDS-001", "CARDS-002", "CARDS-003") for a in ("--id", i))],
                   cwd=REPO_ROOT, env={**os.environ, "NO_COLOR": "1"}, capture_output=True,
                   text=True, timeout=300, check=False)
    return RunResult.from_json(json.loads(out.read_text("utf-8")))


def test_an_undeclared_card_skips_and_a_declared_one_refused_errors(tmp_path: Path) -> None:
    run = _run("tests.support.engines.tiny_engine:CardListingTinyEngine", tmp_path)
    got = {r.id: (r.status, r.message) for r in run.results}
    assert got["CARDS-001"][0] == "PASS"
    assert got["CARDS-002"] == ("SKIP", "the engine lacks Craw Wurm"), got
    assert got["CARDS-003"][0] == "ERROR" and "Savannah Lions" in got["CARDS-003"][1], got


def test_without_a_card_list_an_unknown_card_stays_an_error(tmp_path: Path) -> None:
    run = _run("tests.support.engines.tiny_engine:TinyEngine", tmp_path)
    got = {r.id: r.status for r in run.results}
    assert got == {"CARDS-001": "PASS", "CARDS-002": "ERROR", "CARDS-003": "ERROR"}


def test_lacked_cards_are_the_positions_cards_outside_the_list() -> None:
    position = Position(players=(
        PlayerSetup("Alice", library=("Forest", "Island"), hand=("Forest",),
                    battlefield=(PermanentSetup("Treasure", token=True),)),
        PlayerSetup("Bob", graveyard=("Shock",)),
    ))
    assert position.card_names() == ("Forest", "Island", "Treasure", "Shock")
    assert lacked_cards(position, ("Forest", "Treasure")) == ("Island", "Shock")
    assert lacked_cards(position, None) == ()


def _handshake(server: Server, version: str) -> dict:
    line = json.dumps({"id": 1, "op": "handshake", "params": {"protocol_version": version}})
    return json.loads(server.handle_line(line.encode()))["result"]


def test_the_wire_server_sends_the_list_to_1_3_clients_only() -> None:
    server = Server(CardListingTinyEngine())
    assert "Savannah Lions" in _handshake(server, "1.3")["cards"]
    older = _handshake(Server(CardListingTinyEngine()), "1.2")
    assert older["protocol_version"] == "1.2" and "cards" not in older


def test_the_client_refuses_a_card_list_from_an_engine_older_than_1_3(tmp_path: Path) -> None:
    script = tmp_path / "old.py"
    reply = {"name": "old", "version": "1", "capabilities": ["two-player"],
             "protocol_version": "1.2", "cards": ["Forest"]}
    script.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    r = json.loads(line)\n"
        f"    res = {reply!r} if r['op'] == 'handshake' else None\n"
        "    print(json.dumps({'id': r['id'], 'ok': True, 'result': res}), flush=True)\n",
        encoding="utf-8")
    with pytest.raises(EngineError, match="cards is protocol 1.3"):
        WireEngine([sys.executable, str(script)], handshake_timeout=5.0)


def test_engine_info_declares_no_list_by_default() -> None:
    assert EngineInfo("e", "1", ("two-player",)).cards is None
