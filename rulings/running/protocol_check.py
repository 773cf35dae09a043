"""Protocol conformance: bad requests an engine must refuse with the documented error.

Each check sends one bad request (a malformed or inconsistent position, an unknown card, a
decision nobody asked for, an action out of turn) and passes when the engine raises the error
docs/PROTOCOL.md documents for it and is still usable afterwards: it starts a good position and
observes it. A check whose request needs a capability the engine lacks is SKIPPED. Results are
a RunResult (scenarios/results.py), so they are written as the same JSON as `rulings run`
(and as JUnit XML by ``junit_xml``).
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from rulings.adapters.actions import LoseLife, PassPriority
from rulings.adapters.engine import Engine, EngineInfo, seats
from rulings.adapters.errors import (EngineTimeout, IllegalAction, InvalidPosition, ProtocolError,
                                     UnknownCard)
from rulings.adapters.position import DungeonSetup, PermanentSetup, PlayerSetup, Position
from rulings.scenarios.request import EngineChoice
from rulings.scenarios.results import RunResult, ScenarioResult, one_line

WHERE = "docs/PROTOCOL.md"
GOOD = Position((PlayerSetup("Alice", library=("Forest",) * 3), PlayerSetup("Bob")))
# A check that sends a two-player game (GOOD or a variant) needs an engine that seats two.
TWO_PLAYER = ("two-player",)
NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank")


def _with(permanents: tuple[PermanentSetup, ...], **position: Any) -> Position:  # its fields
    return replace(GOOD, players=(replace(GOOD.players[0], battlefield=permanents),
                                  GOOD.players[1]), **position)


@dataclass(frozen=True)
class Check:
    id: str
    what: str  # what is sent, and what must come back
    section: str  # the PROTOCOL.md section that documents the error
    error: type[ProtocolError]
    send: Callable[[Engine], None]
    needs: tuple[str, ...] = ()  # capabilities the request needs


def _start(position: Position) -> Callable[[Engine], None]:
    return lambda engine: engine.start(position)


def _decide_with_nothing_pending(engine: Engine) -> None:
    engine.start(GOOD)
    engine.decide(("Forest",))


def _pass_by_stranger(engine: Engine) -> None:
    engine.start(GOOD)
    engine.perform(PassPriority("Zed"))


def _lose_negative_life(engine: Engine) -> None:
    engine.start(GOOD)
    engine.perform(LoseLife("Alice", -1))


def _pass_out_of_turn(engine: Engine) -> None:
    engine.start(GOOD)  # Alice, the active player, has priority
    engine.perform(PassPriority("Bob"))


CHECKS: tuple[Check, ...] = (
    Check("PC-001", "a library card the engine does not know -> unknown-card", "Position",
          UnknownCard, _start(replace(GOOD, players=(
              replace(GOOD.players[0], library=("No Such Card",)), GOOD.players[1]))),
          needs=TWO_PLAYER),
    Check("PC-002", "a permanent the engine does not know -> unknown-card", "Position",
          UnknownCard, _start(_with((PermanentSetup("No Such Card"),))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-003", "the initiative held by a player not in the game -> invalid-position",
          "Position", InvalidPosition, _start(replace(GOOD, initiative="Zed")), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-004", "two permanents with one label -> invalid-position", "Position",
          InvalidPosition, _start(_with((PermanentSetup("Grizzly Bears", label="Bear"),
                                        PermanentSetup("Hill Giant", label="Bear")))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-005", "an attachment to no permanent -> invalid-position", "Position",
          InvalidPosition, _start(_with((PermanentSetup("Trailblazer's Torch",
                                                        attached_to="Nobody"),))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-006", "a creature (not an Equipment) attached to a creature -> invalid-position",
          "Position", InvalidPosition, _start(_with((
              PermanentSetup("Hill Giant"),
              PermanentSetup("Grizzly Bears", attached_to="Hill Giant")))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-007", "an Equipment attached to a land (not a creature) -> invalid-position",
          "Position", InvalidPosition, _start(_with((
              PermanentSetup("Forest"),
              PermanentSetup("Trailblazer's Torch", attached_to="Forest")))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-008", "a negative number of counters -> invalid-position", "Position",
          InvalidPosition, _start(_with((PermanentSetup("Grizzly Bears",
                                                        counters={"+1/+1": -1}),))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-009", "a two-player game of three players -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, players=GOOD.players + (PlayerSetup("Carol"),))),
          needs=TWO_PLAYER),
    Check("PC-010", "Two-Headed Giant teams that are not two of two -> invalid-position",
          "Position", InvalidPosition, _start(Position(
              (PlayerSetup("Alice", team="A"), PlayerSetup("Bob", team="A"),
               PlayerSetup("Carol", team="A"), PlayerSetup("Dave", team="B")),
              format="two-headed-giant")), needs=("two-headed-giant",)),
    Check("PC-011", "a room its dungeon does not have -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, players=(
              replace(GOOD.players[0], dungeon=DungeonSetup("Undercity", "Nowhere")),
              GOOD.players[1]))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-012", "a step that does not exist -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, step="tea time")), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-015", "a free-for-all game of one player -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, players=GOOD.players[:1], format="free-for-all"))),
    Check("PC-016", "two players with one name -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, players=(GOOD.players[0], PlayerSetup("Alice")))),
          needs=TWO_PLAYER),
    Check("PC-017", "a mana pool that is not mana symbols -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, players=(
              replace(GOOD.players[0], mana_pool="{Q}"), GOOD.players[1]))),
          needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-018", "a dungeon that does not exist -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, players=(
              replace(GOOD.players[0], dungeon=DungeonSetup("Nowhere Keep", "Hall")),
              GOOD.players[1]))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-019", "a completed dungeon that does not exist -> invalid-position", "Position",
          InvalidPosition, _start(replace(GOOD, players=(
              replace(GOOD.players[0], completed_dungeons=("Nowhere Keep",)),
              GOOD.players[1]))), needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-020", "Two-Headed Giant players with no team -> invalid-position", "Position",
          InvalidPosition, _start(Position(
              (PlayerSetup("Alice", team="A"), PlayerSetup("Bob", team="A"),
               PlayerSetup("Carol"), PlayerSetup("Dave")),
              format="two-headed-giant")), needs=("two-headed-giant",)),
    Check("PC-021", "Two-Headed Giant teammates with two life totals -> invalid-position",
          "Position", InvalidPosition, _start(Position(
              (PlayerSetup("Alice", team="A", life=20), PlayerSetup("Bob", team="A", life=25),
               PlayerSetup("Carol", team="B"), PlayerSetup("Dave", team="B")),
              format="two-headed-giant")), needs=("two-headed-giant",)),
    Check("PC-022", "a permanent owned by a player not in the game -> invalid-position",
          "Position", InvalidPosition, _start(_with((PermanentSetup("Grizzly Bears",
                                                                    owner="Zed"),))),
          needs=TWO_PLAYER + ("position-setup",)),
    Check("PC-023", "an action by a player not in the game -> invalid-position", "Actions",
          InvalidPosition, _pass_by_stranger, needs=TWO_PLAYER),
    Check("PC-024", "a lose-life action with a negative amount -> illegal-action", "Actions",
          IllegalAction, _lose_negative_life, needs=TWO_PLAYER + ("direct-effects",)),
    Check("PC-013", "decide() with no decision pending -> illegal-action", "Decisions",
          IllegalAction, _decide_with_nothing_pending, needs=TWO_PLAYER),
    Check("PC-014", "a pass by a player who does not have priority -> illegal-action",
          "Actions", IllegalAction, _pass_out_of_turn, needs=TWO_PLAYER),
)


def good_position(info: EngineInfo) -> Position:
    """The good position that shows an engine still usable: GOOD, or for an engine that does not
    seat two players (protocol 1.3, EngineInfo.players) a free-for-all of the fewest it seats."""
    if "two-player" in info.capabilities and seats(info, 2):
        return GOOD
    count = min((n for n in info.players or (3,) if 3 <= n <= len(NAMES)), default=3)
    return Position(tuple(PlayerSetup(name) for name in NAMES[:count]), format="free-for-all")


def _usable(engine: Engine, good: Position) -> str | None:
    """Why the engine is not usable after a refused request, or None when it is."""
    want = [p.name for p in good.players]
    try:
        engine.start(good)
        observed = engine.observe()
    except ProtocolError as exc:
        return f"a good position then fails: {type(exc).__name__}: {one_line(exc.message)}"
    names = [p.name for p in observed.players]
    if names != want:
        return f"a good position of {', '.join(want)} is observed with players {names}"
    return None


def run_check(engine: Engine, check: Check, info: EngineInfo) -> ScenarioResult:
    started = time.perf_counter()
    missing = [c for c in check.needs if c not in info.capabilities]
    status, message = "PASS", ""
    if missing:
        status, message = "SKIP", f"engine {info.name} lacks capability {', '.join(missing)}"
    else:
        try:
            check.send(engine)
        except check.error:
            problem = _usable(engine, good_position(info))
            if problem:
                status, message = "FAIL", f"refused as documented, but then {problem}"
        except EngineTimeout as exc:
            status, message = "TIMEOUT", one_line(exc.message)
        except ProtocolError as exc:
            status, message = "FAIL", (f"expected {check.error.code}, got {exc.code}: "
                                       f"{one_line(exc.message)}")
        except Exception as exc:  # noqa: BLE001  (an engine in process that crashes instead)
            status, message = "ERROR", f"crashed: {type(exc).__name__}: {one_line(str(exc))}"
        else:
            problem = _usable(engine, good_position(info))
            status, message = "FAIL", (f"expected {check.error.code}, the engine accepted it"
                                       + (f"; then {problem}" if problem else ""))
    return ScenarioResult(check.id, check.what, status, message, time.perf_counter() - started,
                          [f"protocol:{check.section}"], WHERE, 0)


def check_protocol(engine: Engine, info: EngineInfo | None = None) -> RunResult:
    """Every check on ``engine``, in order; the caller closes the engine."""
    info = info or engine.info()
    started = time.perf_counter()
    results = [run_check(engine, check, info) for check in CHECKS]
    from rulings.running.suiteversion import suite_version

    return RunResult(info.name, info.version, info.protocol_version, suite_version(), results,
                     time.perf_counter() - started)


def junit_xml(run: RunResult) -> str:
    """The checks as JUnit XML: one testcase each, failures and skips as JUnit shows them."""
    counts = run.counts()
    cases = []
    for r in run.results:
        body = ""
        if r.status == "SKIP":
            body = f"<skipped message={quoteattr(r.message)}/>"
        elif r.status == "FAIL":
            body = f"<failure message={quoteattr(r.message)}>{escape(r.message)}</failure>"
        elif r.status in ("ERROR", "TIMEOUT"):
            body = f"<error message={quoteattr(r.message)}>{escape(r.message)}</error>"
        cases.append(f'  <testcase classname="protocol-check" name={quoteattr(f"{r.id} {r.name}")} '
                     f'time="{r.duration:.3f}">{body}</testcase>')
    return (f'<?xml version="1.0" encoding="utf-8"?>\n<testsuite name="protocol-check" '
            f'tests="{len(run.results)}" failures="{counts["FAIL"]}" '
            f'errors="{counts["ERROR"] + counts["TIMEOUT"]}" skipped="{counts["SKIP"]}" '
            f'time="{run.duration:.3f}">\n' + "\n".join(cases) + "\n</testsuite>\n")


def protocol_check(engine: EngineChoice = EngineChoice(), *, json_path=None,
                   junit_path=None) -> RunResult:
    """`rulings protocol-check`: open the engine (as `rulings run` does), run every check, write
    the results (atomically) as JSON and JUnit XML when asked, close the engine."""
    from pathlib import Path

    from rulings.running.runner import open_engine, write_json
    from rulings.scenarios.atomic import check_writable, write_text_atomic

    for what, path in (("--json", json_path), ("--junit", junit_path)):
        if path is not None:
            check_writable(Path(path), what)
    checked = open_engine(engine)
    try:
        run = check_protocol(checked.engine, checked.info)
    finally:
        checked.engine.close()
    if json_path is not None:
        write_json(Path(json_path), run.to_json())
    if junit_path is not None:
        write_text_atomic(Path(junit_path), junit_xml(run))
    return run
