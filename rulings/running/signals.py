"""Stopping a long command on a signal: the one handling ``run``, ``gate``, ``fuzz`` and ``book``
share, and the one every forked worker of ``--jobs`` uses.

SIGINT (Ctrl-C), SIGTERM (``timeout``, CI cancellation) and SIGHUP (the terminal closed) all
stop the command the same way: every engine process this process started is killed with its
whole tree (its process group, and the descendants that left it with ``setsid``), then the
command stops as Ctrl-C stops Python (KeyboardInterrupt), keeps what it finished, and exits
128 + the signal (130, 143, 129: ``RunInterrupted``). A second signal while stopping exits at
once, the engines killed first.

Under ``--jobs`` a signal sent to the whole process group (Ctrl-C on a terminal) reaches the
workers as well as the session. A worker used to die of it at once, by the default action, and
its engine (in a session of its own, so the signal never reached it) was left to init before
the session's handler could find it below itself in the process tree: about one trial in two
left an engine running. Now a worker kills its own engines' trees before it exits
(``worker_handlers``), and the session is the child subreaper of its workers (Linux), so an
engine whose worker died anyway is re-parented to the session, where its sweep finds it.
"""
from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from .. import RunInterrupted

STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                     if hasattr(signal, name))


@dataclass
class Stop:
    signum: int | None = None  # the signal that stopped the command, once one did


def kill_engines() -> None:
    """Kill every engine of this process, and every process below it (what --jobs' workers and
    their engines started), with their trees: safe in a signal handler."""
    from rulings.adapters.wire.process import descendants, kill_all, kill_processes

    kill_all()
    kill_processes(descendants(os.getpid()))


@contextmanager
def stopped_by_signals() -> Iterator[Stop]:
    """While the block lasts, a stop signal kills the engines, then raises KeyboardInterrupt
    in the main thread; the block ends in RunInterrupted (the command exits 128 + signal), also
    when something inside (pytest) caught the KeyboardInterrupt and returned. A RunInterrupted
    raised inside (with the finished results) passes through. Only in the main thread, where
    Python can handle signals."""
    stop = Stop()
    if threading.current_thread() is not threading.main_thread():
        yield stop
        return

    def handler(signum: int, frame: object) -> None:
        kill_engines()
        if stop.signum is not None:
            os._exit(128 + signum)
        stop.signum = signum
        raise KeyboardInterrupt

    old = {signum: signal.signal(signum, handler) for signum in STOP_SIGNALS}
    try:
        yield stop
    except KeyboardInterrupt:
        if stop.signum is None:
            raise
        raise RunInterrupted(stop.signum, None) from None
    finally:
        for signum, previous in old.items():
            signal.signal(signum, previous)
    if stop.signum is not None:  # caught inside and returned from: still an interrupted run
        raise RunInterrupted(stop.signum, None)


def worker_handlers() -> None:
    """In a forked worker: a stop signal kills the worker's engines with their trees, then ends
    the worker at once (the session reports what it finished)."""
    def handler(signum: int, frame: object) -> None:
        try:
            kill_engines()
        finally:
            os._exit(128 + signum)

    for signum in STOP_SIGNALS:
        signal.signal(signum, handler)


def become_subreaper(on: bool = True) -> bool:
    """Make this process (Linux) the reaper of orphans below it: a process whose parent dies
    is re-parented here, not to init, and so is still found below us. False elsewhere."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_CHILD_SUBREAPER = 36
        return libc.prctl(PR_SET_CHILD_SUBREAPER, int(on), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False
