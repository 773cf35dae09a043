"""WireEngine against a scripted engine process that misbehaves on purpose (tests/support/engines)."""
from __future__ import annotations

import sys
import time
from pathlib import Path

from rulings.cr.crversion import CR_VERSION
import pytest

from rulings.adapters.actions import LoseLife, PassPriority, TakeInitiative, Venture
from rulings.adapters.decisions import Decision
from rulings.adapters.errors import EngineError, EngineTimeout, IllegalAction, Unsupported
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.adapters.session import Session
from rulings.adapters.wire.client import WireEngine
from tests.support.processes import gone
from tests.support.paths import FAKE_ENGINE as FAKE

POSITION = Position(players=(
    PlayerSetup("Alice", battlefield=(PermanentSetup("Grizzly Bears"),)), PlayerSetup("Bob"),
))


def fake(mode: str, *extra: str, **kwargs: float) -> WireEngine:
    kwargs.setdefault("request_timeout", 5.0)
    kwargs.setdefault("handshake_timeout", 5.0)
    return WireEngine([sys.executable, str(FAKE), mode, *extra], **kwargs)


def test_normal_exchange_runs_a_game() -> None:
    with fake("normal") as engine:
        info = engine.info()
        assert (info.name, info.protocol_version, info.cr_version) == ("tiny", "1.1", CR_VERSION)
        assert "direct-effects" in info.capabilities
        engine.start(POSITION)
        engine.perform(TakeInitiative("Bob"))
        engine.perform(Venture("Bob", "undercity"))
        engine.perform(Venture("Bob", "undercity"))
        assert engine.pending() == Decision("choose-room", "Bob", ("Forge", "Lost Well"),
                                            source="Undercity")
        engine.decide(("Lost Well",))
        assert engine.pending() is None
        obs = engine.observe()
        assert obs.initiative == "Bob"
        assert (obs.player("Bob").dungeon, obs.player("Bob").room) == ("Undercity", "Lost Well")
        assert [e.type for e in obs.events] == ["took-initiative", "entered-room"]
        assert obs.permanents("Grizzly Bears")[0].power == 2
        assert any(line.startswith("> ") and '"op":"decide"' in line for line in engine.transcript)


def test_error_replies_raise_the_matching_error_and_the_engine_lives_on() -> None:
    with fake("normal") as engine:
        engine.start(POSITION)
        with pytest.raises(IllegalAction, match="no decision is pending"):
            engine.decide(("Forge",))
        with pytest.raises(Unsupported, match="PassPriority"):
            engine.perform(PassPriority("Alice"))
        engine.perform(LoseLife("Alice", 3))
        assert engine.observe().player("Alice").life == 17


def test_a_session_drives_decisions_over_the_wire() -> None:
    with fake("normal") as engine:
        session = Session(engine)
        session.start(POSITION)
        session.expect("Alice", "choose-room", ("Forge",))
        session.perform(Venture("Alice", "undercity"))
        session.perform(Venture("Alice", "undercity"))
        session.finish()
        assert engine.observe().player("Alice").room == "Forge"


def test_close_sends_quit_and_the_process_exits() -> None:
    engine = fake("normal")
    process = engine._process
    assert process is not None
    engine.close()
    assert process.proc.returncode == 0  # it quit by itself, before the kill
    assert any('"op":"quit"' in line for line in engine.transcript)
    engine.close()  # idempotent
    with pytest.raises(EngineError, match="closed"):
        engine.start(POSITION)


def test_crash_at_start() -> None:
    with pytest.raises(EngineError) as info:
        fake("crash-at-start")
    message = str(info.value)
    assert "exited with status 3 before answering handshake #1" in message
    assert "card database missing" in message
    assert "\n" not in message
    assert "fatal: card database missing" in info.value.transcript  # type: ignore[attr-defined]


def test_missing_program() -> None:
    with pytest.raises(EngineError, match="cannot run engine .*no-such-engine"):
        WireEngine("/nonexistent/no-such-engine --flag")


def test_silent_engine_times_out_at_handshake() -> None:
    began = time.monotonic()
    with pytest.raises(EngineTimeout, match=r"did not answer handshake #1 within 0.5 s"):
        fake("silent-at-start", handshake_timeout=0.5)
    assert time.monotonic() - began < 5


def test_crash_mid_game_then_restart_at_next_start() -> None:
    with fake("crash-mid-game") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError) as info:
            engine.perform(TakeInitiative("Alice"))
        message = str(info.value)
        assert "exited with status 1 before answering perform #4" in message
        assert "RuntimeError: internal engine bug: stack underflow" in message
        transcript = info.value.transcript  # type: ignore[attr-defined]
        assert '> {"id":4,"op":"perform"' in transcript and "Traceback" in transcript
        with pytest.raises(EngineError, match="not running .*next start"):
            engine.observe()
        engine.start(POSITION)  # a fresh process
        assert engine.observe().player("Alice").life == 20


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
def test_hang_times_out_and_kills_the_process_group(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    with fake("hang-with-child", str(pidfile), request_timeout=0.5) as engine:
        engine.start(POSITION)
        process = engine._process
        assert process is not None
        began = time.monotonic()
        with pytest.raises(EngineTimeout, match=r"did not answer perform #4 within 0.5 s"):
            engine.perform(TakeInitiative("Alice"))
        assert time.monotonic() - began < 3
        assert process.proc.returncode is not None
        child = int(pidfile.read_text())
        assert gone(child), "the engine's child survived the kill"
        engine.start(POSITION)
        assert engine.observe().turn == 1


def test_plain_hang_is_a_timeout() -> None:
    with fake("hang", request_timeout=0.5) as engine:
        engine.start(POSITION)
        with pytest.raises(EngineTimeout):
            engine.perform(TakeInitiative("Alice"))


def test_close_does_not_wait_for_an_engine_that_ignores_quit() -> None:
    engine = fake("hang", request_timeout=0.5)
    process = engine._process
    assert process is not None
    began = time.monotonic()
    engine.close()
    assert time.monotonic() - began < 3
    assert process.proc.returncode == -9  # killed: it never answered quit


def test_garbage_on_stdout() -> None:
    with fake("garbage") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match=r"broken reply to perform #4: line is not JSON: "
                           r"'Alice casts Grizzly Bears\.\.\. done!'"):
            engine.perform(TakeInitiative("Alice"))
        assert engine._process is None  # killed; restarted by the next start()


def test_wrong_id() -> None:
    with fake("wrong-id") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match="reply id 45 does not match request id 4"):
            engine.perform(TakeInitiative("Alice"))


def test_enormous_reply() -> None:
    with fake("enormous") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match="reply to observe #4 is over the 8388608-byte"):
            engine.observe()
        engine.start(POSITION)
        engine.perform(TakeInitiative("Alice"))


def test_schema_breaking_reply() -> None:
    with fake("schema-break") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match=r"broken reply to observe #4: observe reply: "
                           r"result\.turn: 'one' is not of type 'integer'"):
            engine.observe()


def test_stderr_flood_does_not_block_and_the_tail_is_bounded() -> None:
    with fake("stderr-flood") as engine:
        engine.start(POSITION)
        for _ in range(5):
            engine.perform(LoseLife("Bob", 1))
        assert engine.observe().player("Bob").life == 15
        process = engine._process
        assert process is not None
        assert process.stderr_bytes > 5 << 20
        assert len(process.stderr_tail) <= 40


def test_exit_by_signal() -> None:
    with fake("signal") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match="was killed by SIGTERM before answering perform #4"):
            engine.perform(TakeInitiative("Alice"))


def test_capability_claimed_then_unsupported() -> None:
    with fake("unsupported-claimed") as engine:
        engine.start(POSITION)
        with pytest.raises(EngineError, match="declares capability 'direct-effects' but answered "
                           "perform #4 with unsupported: not yet"):
            engine.perform(TakeInitiative("Alice"))
        engine.perform(LoseLife("Alice", 1))  # not a protocol break: the engine lives on


def test_unknown_capability_is_refused_at_handshake() -> None:
    with pytest.raises(EngineError, match=r"handshake reply: result\.capabilities\[2\]: "
                       r"'flying' is not one of"):
        fake("bad-capability")


def test_a_reply_with_too_many_values_is_refused_before_it_is_read() -> None:
    """Reading a reply costs CPU per JSON value: over MAX_REPLY_VALUES it is not even parsed."""
    from rulings.adapters.wire.client import MAX_REPLY_VALUES

    with fake("many-values") as engine:
        engine.start(POSITION)
        started = time.monotonic()
        with pytest.raises(EngineError, match=f"over {MAX_REPLY_VALUES} JSON values"):
            engine.observe()
        assert time.monotonic() - started < 5.0


def test_idle_trouble_is_found_and_the_engine_restarted(tmp_path: Path) -> None:
    """A stray line after the last reply is trouble between games: reported, not raised, and
    the next game runs on a fresh process."""
    pidfile = tmp_path / "child.pid"
    with fake("stray-line", str(pidfile)) as engine:
        engine.start(POSITION)
        engine.perform(TakeInitiative("Bob"))
        engine.observe()  # the engine answers, then writes a stray line
        deadline = time.monotonic() + 10
        trouble = None
        while trouble is None and time.monotonic() < deadline:
            trouble = engine.idle_trouble()
            time.sleep(0.01)
        assert trouble and "debug: observe done" in trouble and "observe #" in trouble
        assert engine.idle_trouble() is None  # reported once
        engine.start(POSITION)  # a fresh process
        assert engine.observe().initiative is None
        assert engine.incidents == []


def test_text_that_is_not_valid_unicode_is_made_valid_where_it_enters() -> None:
    """Issue 26: a lone surrogate ("\\ud800" in the JSON) from an engine reached the summary,
    which died writing it. The client replaces it with U+FFFD in every reply."""
    from rulings.adapters.errors import IllegalAction

    with fake("surrogate") as engine:
        assert engine.info().name == "tiny\ufffd"
        engine.start(POSITION)
        with pytest.raises(IllegalAction) as error:
            engine.perform(TakeInitiative("Bob"))
        assert error.value.message == "no \ufffd way"
        (str(error.value) + engine.info().name).encode("utf-8")  # valid: no UnicodeEncodeError
