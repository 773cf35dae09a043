"""Running a suite against each mutant in a forked child process.

The parent imports everything once (pytest, pytest-bdd, the steps, the runner). For each mutant
it forks; the child drops the target package from ``sys.modules``, installs a meta path finder
that serves the mutated source of one module, imports the package (a failure here, or an
engine that cannot be built, is "not importing"), runs the suite and writes one JSON line to a
pipe. The parent SIGKILLs a child that outlives the time limit ("timeout").

A suite is a callable run in the child after the mutant is imported: ``suite(task)`` returns a
dict with ``status`` ("killed" or "survived") and optional ``scenario``, ``message``,
``scenarios_run``. ``task`` carries what the parent knew when it forked (the scenarios to run,
in which order).
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import json
import os
import resource
import selectors
import signal
import sys
import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .operators import Mutant

STATUSES = ("killed", "survived", "timeout", "not_importing")
MEMORY_LIMIT = 4 << 30  # bytes of address space per child: a runaway mutant must not eat the box


class MutantLoader(importlib.machinery.SourceFileLoader):
    """Loads a module from a code object or a source given (never from bytecode on disk)."""

    def __init__(self, fullname: str, path: str, code: Any) -> None:
        super().__init__(fullname, path)
        self._code = code

    def get_code(self, fullname: str):  # type: ignore[override]
        if isinstance(self._code, bytes):  # a mutated source: compiled here, in the child
            return compile(self._code, self.path, "exec", dont_inherit=True)
        return self._code


class MutantFinder(importlib.abc.MetaPathFinder):
    """Serves the mutated module compiled from its mutated source, and the package's other
    modules from code the parent compiled once (where PYTHONDONTWRITEBYTECODE is set, each
    child would otherwise compile them all again)."""

    def __init__(self, codes: dict[str, Any]) -> None:
        self.codes = codes

    def find_spec(self, fullname, path, target=None):  # type: ignore[override]
        code = self.codes.get(fullname)
        if code is None:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.origin is None:
            return None
        spec.loader = MutantLoader(fullname, spec.origin, code)
        return spec


_COMPILED: dict[str, dict[str, Any]] = {}  # package -> module name -> code, in the parent


def compiled(package: str) -> dict[str, Any]:
    """The package's modules compiled once (call in the parent, before forking)."""
    if package not in _COMPILED:
        from .discover import package_modules
        _COMPILED[package] = {m.name: compile(m.path.read_bytes(), str(m.path), "exec", dont_inherit=True)
                              for m in package_modules(package)}
    return _COMPILED[package]


def forget_package(package: str) -> None:
    for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
        del sys.modules[name]
    importlib.invalidate_caches()


def install(package: str, mutant: Mutant | None, source: bytes | None) -> None:
    """In the child: the package is imported afresh, with ``mutant`` applied to ``source``."""
    forget_package(package)
    codes = dict(_COMPILED.get(package, {}))
    if mutant is not None and source is not None:
        codes[mutant.module] = mutant.apply(source)
    if codes:
        sys.meta_path.insert(0, MutantFinder(codes))


@dataclass
class Task:
    index: int
    mutant: Mutant | None
    source: bytes | None              # the original source of the mutant's module
    data: dict[str, Any] = field(default_factory=dict)  # for the suite (scenario order, ...)


@dataclass
class Outcome:
    index: int
    status: str
    duration: float
    detail: dict[str, Any]


Suite = Callable[[Task], dict[str, Any]]
Check = Callable[[str], None]  # builds the engine: raising means "the engine crashes at start"


def _child(task: Task, package: str, suite: Suite, check: Check | None, fd: int) -> None:
    def send(payload: dict[str, Any]) -> None:
        os.write(fd, (json.dumps(payload) + "\n").encode())

    try:
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0), os.dup2(null, 1), os.dup2(null, 2)
        try:
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        except (ValueError, OSError):
            pass
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        install(package, task.mutant, task.source)
        try:
            importlib.import_module(package)
            if task.mutant is not None:
                importlib.import_module(task.mutant.module)
            if check is not None:
                check(package)
        except BaseException as exc:  # noqa: BLE001 - anything at all means it did not start
            send({"status": "not_importing", "message": _one_line(exc)})
            return
        try:
            result = suite(task)
        except BaseException as exc:  # noqa: BLE001 - the suite itself crashed: the mutant did it
            result = {"status": "killed", "message": "the suite crashed: " + _one_line(exc)}
        send(result)
    except BaseException:  # noqa: BLE001
        try:
            send({"status": "killed", "message": "child failed: " + traceback.format_exc(limit=1)})
        except OSError:
            pass
    finally:
        os._exit(0)


def _one_line(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}".splitlines()
    return text[0][:300] if text else type(exc).__name__


def run_tasks(tasks: Iterable[Task], *, package: str, suite: Suite, jobs: int, timeout: float,
              check: Check | None = None, prepare: Callable[[Task], None] | None = None,
              done: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    """Run ``suite`` once per task, ``jobs`` children at a time; outcomes in task order.

    ``prepare(task)`` runs in the parent just before the fork (to fill ``task.data`` from what
    earlier outcomes taught); ``done(outcome)`` as each child finishes.
    """
    pending = list(tasks)
    pending.reverse()
    outcomes: dict[int, Outcome] = {}
    selector = selectors.DefaultSelector()
    running: dict[int, tuple[int, Task, float, float, bytearray]] = {}  # fd -> ...

    def finish(fd: int, status: str | None, detail: dict[str, Any] | None) -> None:
        pid, task, started, _deadline, buffer = running.pop(fd)
        selector.unregister(fd)
        os.close(fd)
        if status == "timeout":
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        _, wait_status = os.waitpid(pid, 0)
        if status is None:
            line = bytes(buffer).split(b"\n", 1)[0]
            try:
                detail = json.loads(line) if line else None
            except ValueError:
                detail = None
            if not isinstance(detail, dict) or detail.get("status") not in STATUSES:
                detail = {"status": "killed",
                          "message": f"the child died without a result (wait status {wait_status})"}
            status = detail["status"]
        outcome = Outcome(task.index, status, time.monotonic() - started, detail or {})
        outcomes[task.index] = outcome
        if done:
            done(outcome)

    try:
        while pending or running:
            while pending and len(running) < jobs:
                task = pending.pop()
                if prepare:
                    prepare(task)
                read_fd, write_fd = os.pipe()
                sys.stdout.flush(), sys.stderr.flush()
                pid = os.fork()
                if pid == 0:  # the child never returns
                    os.close(read_fd)
                    _child(task, package, suite, check, write_fd)
                os.close(write_fd)
                os.set_blocking(read_fd, False)
                now = time.monotonic()
                running[read_fd] = (pid, task, now, now + timeout, bytearray())
                selector.register(read_fd, selectors.EVENT_READ)
            wait = max(0.0, min(entry[3] for entry in running.values()) - time.monotonic())
            for key, _ in selector.select(timeout=wait):
                fd = key.fd
                try:
                    chunk = os.read(fd, 65536)
                except BlockingIOError:
                    continue
                if chunk:
                    running[fd][4].extend(chunk)
                else:
                    finish(fd, None, None)
            now = time.monotonic()
            for fd in [fd for fd, entry in running.items() if entry[3] <= now]:
                finish(fd, "timeout", {"status": "timeout",
                                       "message": f"no result within {timeout:g} s"})
    finally:
        for fd, (pid, *_rest) in list(running.items()):
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
            os.close(fd)
        selector.close()
    return [outcomes[i] for i in sorted(outcomes)]
