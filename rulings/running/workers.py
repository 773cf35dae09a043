"""``rulings run --jobs N``: the collected suite played by N forked workers.

The run's own pytest session imports the steps and collects the scenarios once; then, in
place of pytest's loop over the items, it forks N workers, which inherit all of it (imports,
parsed feature files, collected items, and the run's request in the config's stash: the same
object, not re-parsed) instead of each building it again as a fresh
interpreter would (pytest-xdist's workers did: a second of start-up each). Each worker asks
for the next scenario by reading its number from a shared pipe (so a slow engine's long
scenarios do not leave one worker idle), plays it with its own engine (the session fixture,
made in the worker), and sends the scenario's reports back, serialised as pytest-xdist sends
them. The session logs every report itself (``pytest_runtest_logreport``), so the result
collector, the progress bar and JUnit XML see one ordinary run. A worker logs nothing.

A worker that dies (a crash, a kill) fails the scenario it was playing with one line saying
so, and the others take the scenarios left; what no worker could take, the session plays
itself. Workers need ``os.fork`` (Linux, macOS): elsewhere a run with ``--jobs`` over 1 is
refused (scenarios/request.py, RunRequest).

Forking copies no thread: a lock another thread of the session held at that moment (the
progress bar's refresh thread, writing to stderr) stays held in the worker. So a worker never
writes to the streams it inherited: it first restarts pytest's capture on files of its own
(``_own_capture``), and everything shown to the user is logged by the session.
"""
from __future__ import annotations

import gc
import json
import os
import selectors
import signal
import struct
import sys
from collections.abc import Callable
from typing import Any, Literal

import pytest
from _pytest.runner import runtestprotocol

from rulings.adapters.wire.process import _process_table, descendants, kill_processes, side_by_side
from rulings.scenarios.request import can_fork as available

from .signals import become_subreaper, worker_handlers

_INDEX = struct.Struct("<I")  # a scenario's number in the session's item list
_BATCH = 4096  # numbers written at a time to the shared pipe


class ForkedWorkers:
    """A pytest plugin: plays the session's items in ``jobs`` forked workers."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool | None:
        if session.config.option.collectonly or len(session.items) < 2:
            return None  # pytest's own loop
        if session.testsfailed and not session.config.option.continue_on_collection_errors:
            return None  # pytest's own loop stops the run
        _Session(session, min(self.jobs, len(session.items))).run()
        return True


class _Session:
    def __init__(self, session: pytest.Session, jobs: int) -> None:
        self.session, self.items, self.jobs = session, session.items, jobs
        self.config = session.config
        self.hook = session.config.hook
        self.playing: dict[int, int | None] = {}  # worker pid -> the item it plays, if any
        self.finished: set[int] = set()  # items whose teardown report came
        self.numbers: int | None = None  # the shared pipe's write end, until all are handed out

    def run(self) -> None:
        numbers_read, numbers_write = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        # what the session built stays out of the workers' garbage collections: a collection
        # writes to every object it visits, which would copy the session's memory into each
        gc.freeze()
        readers: dict[int, int] = {}  # result pipe fd -> worker pid
        self.numbers = numbers_write
        # an engine whose worker died is re-parented here, and so still found below us
        before = _children()
        reaper = become_subreaper()
        try:
            for _ in range(self.jobs):
                results_read, results_write = os.pipe()
                pid = os.fork()
                if pid == 0:  # the worker: never returns
                    os.close(numbers_write)
                    os.close(results_read)
                    for fd in readers:  # the pipes of the workers forked before it
                        os.close(fd)
                    side_by_side(self.jobs)  # a wire engine's replies share the CPUs with theirs
                    _worker(self.session, numbers_read, results_write)
                os.close(results_write)
                readers[results_read] = pid
                self.playing[pid] = None
            os.close(numbers_read)
            numbers_read = -1
            self._loop(readers)
        finally:
            gc.unfreeze()
            if numbers_read >= 0:  # a fork failed
                os.close(numbers_read)
            for fd in readers:
                os.close(fd)
            self._close_numbers()
            for pid in list(self.playing):  # stopped early: no worker, nor its engine, outlives us
                kill_processes(descendants(pid))  # its engines run in sessions of their own
                _kill(pid)
                _reap(pid)
            if reaper:
                _kill_orphans(before)
                become_subreaper(False)
        left = [i for i in range(len(self.items)) if i not in self.finished]
        for place, index in enumerate(left):  # no worker took them (every one died): play here
            nextitem = self.items[left[place + 1]] if place + 1 < len(left) else None
            self.hook.pytest_runtest_protocol(item=self.items[index], nextitem=nextitem)

    def _loop(self, readers: dict[int, int]) -> None:
        assert self.numbers is not None
        os.set_blocking(self.numbers, False)
        unsent = memoryview(b"".join(_INDEX.pack(i) for i in range(len(self.items))))
        partial = {fd: b"" for fd in readers}
        with selectors.DefaultSelector() as selector:
            for fd in readers:
                selector.register(fd, selectors.EVENT_READ)
            selector.register(self.numbers, selectors.EVENT_WRITE)
            while readers:
                for key, _ in selector.select():
                    fd = key.fd
                    if fd == self.numbers:
                        unsent = unsent[_write_some(fd, unsent[:_BATCH * _INDEX.size]):]
                        if not unsent:  # all handed out: workers read the end after the last
                            selector.unregister(fd)
                            self._close_numbers()
                        continue
                    chunk = os.read(fd, 1 << 16)
                    if not chunk:
                        selector.unregister(fd)
                        os.close(fd)
                        self._worker_ended(readers.pop(fd), partial.pop(fd))
                        continue
                    *lines, partial[fd] = (partial[fd] + chunk).split(b"\n")
                    for line in lines:
                        self._message(readers[fd], json.loads(line))

    def _close_numbers(self) -> None:
        if self.numbers is not None:
            os.close(self.numbers)
            self.numbers = None

    def _message(self, pid: int, message: dict[str, Any]) -> None:
        if "start" in message:
            index = message["start"]
            self.playing[pid] = index
            item = self.items[index]
            self.hook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
        else:
            report = self.hook.pytest_report_from_serializable(config=self.config,
                                                               data=message["report"])
            self.hook.pytest_runtest_logreport(report=report)
            if report.when == "teardown":
                index = self.playing[pid]
                assert index is not None
                self.finished.add(index)
                self.playing[pid] = None
                item = self.items[index]
                self.hook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)

    def _worker_ended(self, pid: int, last: bytes) -> None:
        index = self.playing.pop(pid, None)
        status = _reap(pid)
        if index is None or index in self.finished:
            return
        # it died playing this scenario: the scenario fails, the run goes on
        item = self.items[index]
        self.finished.add(index)
        why = f"the worker playing this scenario {_death(status)}"
        if last.startswith(b"crash: "):  # its own last words (an error outside the scenario)
            why += f" ({last[7:].decode('utf-8', 'replace')})"
        phases: tuple[tuple[Literal["call", "teardown"], Callable[[], None]], ...] = (
            ("call", lambda: _raise(WorkerDied(why))), ("teardown", lambda: None))
        for when, call in phases:
            report = self.hook.pytest_runtest_makereport(
                item=item, call=pytest.CallInfo.from_call(call, when))
            self.hook.pytest_runtest_logreport(report=report)
        self.hook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)


class WorkerDied(Exception):
    """The worker playing a scenario died before its end."""


def _raise(error: Exception) -> None:
    raise error


def _worker(session: pytest.Session, numbers: int, results: int) -> None:
    """A forked worker: play the scenarios whose numbers it reads, send back their reports."""
    code = 0
    try:
        # a signal ends a worker at once, its engines killed first (rulings/running/signals.py); the
        # session it came from reports what it finished
        worker_handlers()
        config, items = session.config, session.items
        _own_capture(config)
        send = _Sender(results)
        index = _next(numbers)
        while index is not None:
            following = _next(numbers)
            send({"start": index})
            nextitem = items[following] if following is not None else None
            for report in runtestprotocol(items[index], log=False, nextitem=nextitem):
                send({"report": config.hook.pytest_report_to_serializable(config=config,
                                                                          report=report)})
            index = following
    except BaseException as exc:  # noqa: BLE001  (a worker never returns into its parent's code)
        code = 70
        try:  # an unfinished line: the session reads it as the worker's last words
            os.write(results, f"crash: {type(exc).__name__}: {exc}"[:300].encode())
        except OSError:
            pass
    finally:
        os._exit(code)


def _own_capture(config: pytest.Config) -> None:
    """Capture the worker's output in files of its own: the ones it inherited are shared with
    the session and every other worker (one file position for all)."""
    capman = config.pluginmanager.getplugin("capturemanager")
    if capman is None or getattr(capman, "_global_capturing", None) is None:
        return
    capman._global_capturing.stop_capturing()
    capman._global_capturing = None
    capman.start_global_capturing()


class _Sender:
    def __init__(self, fd: int) -> None:
        self.fd = fd

    def __call__(self, message: dict[str, Any]) -> None:
        data = memoryview(json.dumps(message).encode() + b"\n")
        while data:
            data = data[os.write(self.fd, data):]


def _next(numbers: int) -> int | None:
    """The next scenario's number from the shared pipe; None when all were taken. Every write
    and read is one whole number (4 bytes, under the pipe's atomic size)."""
    data = os.read(numbers, _INDEX.size)
    return _INDEX.unpack(data)[0] if data else None


def _write_some(fd: int, data: memoryview) -> int:
    try:
        return os.write(fd, data)
    except BlockingIOError:
        return 0


def _death(status: int) -> str:
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            return f"was killed by {signal.Signals(number).name}"
        except ValueError:
            return f"was killed by signal {number}"
    return f"exited with status {os.WEXITSTATUS(status)}"


def _reap(pid: int) -> int:
    try:
        return os.waitpid(pid, 0)[1]
    except ChildProcessError:
        return 0


def _children() -> set[int]:
    own = os.getpid()
    return {pid for pid, (ppid, _, _) in _process_table().items() if ppid == own}


def _kill_orphans(before: set[int]) -> None:
    """Kill (and reap) what was re-parented to the session while it was the workers' reaper:
    engines (and their children) whose worker died before it could stop them. Children the
    session had before it forked the workers are left alone."""
    table = _process_table()
    own = os.getpid()
    for pid, (ppid, _, started) in table.items():
        if ppid != own or pid in before:
            continue
        kill_processes({(pid, started)} | descendants(pid, table))
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
