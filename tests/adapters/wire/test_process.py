"""adapters/wire/process.py: replies waited for awake, then asleep, as the CPUs allow."""
from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from rulings.adapters.wire import process
from rulings.adapters.wire.process import (
    SPIN_FLOOR_SECONDS, SPIN_SECONDS, EngineProcess, StreamClosed, side_by_side,
)

# Echoes each line it reads; a line starting with "slow" is echoed after 20 ms, "quit" ends it.
ECHO = """
import sys, time
for line in sys.stdin:
    if line.startswith("quit"):
        break
    if line.startswith("slow"):
        time.sleep(0.02)
    sys.stdout.write(line)
    sys.stdout.flush()
"""
SILENT = "import sys; sys.stdin.read()"


@contextmanager
def running(script: str) -> Iterator[EngineProcess]:
    engine = EngineProcess([sys.executable, "-c", script], None, 1 << 20)
    try:
        yield engine
    finally:
        engine.kill()


@pytest.fixture
def cpus_to_spare(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on a machine where a client and its engine each have a CPU of their own."""
    monkeypatch.setattr(process.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setattr(process.os, "cpu_count", lambda: 2)


@pytest.fixture
def alone() -> Iterator[None]:
    side_by_side(1)
    yield
    side_by_side(1)


def ask(engine: EngineProcess, line: bytes) -> float:
    """Send a line, read its echo; the seconds it took, send and receive together (at least
    what receive() itself counts)."""
    began = time.perf_counter()
    deadline = time.monotonic() + 10
    engine.send(line + b"\n", deadline)
    assert engine.receive(deadline) == line
    return time.perf_counter() - began


def prompt_replies(engine: EngineProcess, tries: int = 20) -> int:
    """Ask until replies come within SPIN_SECONDS (a loaded machine may delay some); after each
    such reply the next wait awake is whole. How many came in time."""
    prompt = 0
    for n in range(tries):
        if ask(engine, b"ping %d" % n) < SPIN_SECONDS:
            assert engine.spin == SPIN_SECONDS
            prompt += 1
    return prompt


def test_a_prompt_engine_is_waited_for_awake(cpus_to_spare: None, alone: None) -> None:
    with running(ECHO) as engine:
        assert engine.spin == SPIN_SECONDS
        assert prompt_replies(engine) > 0


def test_a_slow_engine_costs_next_to_nothing_and_a_prompt_one_gets_it_back(
        cpus_to_spare: None, alone: None) -> None:
    with running(ECHO) as engine:
        for n in range(12):  # 20 ms each: more than SPIN_SECONDS, so the wait awake shrinks
            ask(engine, b"slow %d" % n)
        assert engine.spin == SPIN_FLOOR_SECONDS
        assert prompt_replies(engine) > 0


@pytest.mark.parametrize("clients", [2, 8])
def test_no_waiting_awake_when_clients_and_engines_share_the_cpus(
        cpus_to_spare: None, alone: None, clients: int) -> None:
    side_by_side(clients)  # 2 CPUs: each client and each engine would not have one of its own
    with running(ECHO) as engine:
        assert engine.spin == 0
        ask(engine, b"ping")  # asleep in poll(), the reply still comes
        assert engine.spin == 0


def test_one_cpu_is_never_spun_on(monkeypatch: pytest.MonkeyPatch, alone: None) -> None:
    monkeypatch.setattr(process.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    with running(ECHO) as engine:
        assert engine.spin == 0  # the engine would wait for the CPU this client spins on


def test_waiting_awake_still_ends_at_the_deadline(cpus_to_spare: None, alone: None) -> None:
    with running(SILENT) as engine:
        engine.send(b"anything\n", time.monotonic() + 10)
        with pytest.raises(TimeoutError):
            engine.receive(time.monotonic() + 0.2)


def test_an_engine_that_exits_while_waited_for_awake_is_seen(cpus_to_spare: None,
                                                             alone: None) -> None:
    with running(ECHO) as engine:
        engine.send(b"quit\n", time.monotonic() + 10)
        with pytest.raises(StreamClosed):
            engine.receive(time.monotonic() + 10)
