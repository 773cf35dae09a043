"""An engine child process: line I/O with deadlines, a bounded stderr tail, a sure kill.

The engine runs in its own process group (its own session), so a kill also ends whatever it
spawned. Replies are read from stdout by the caller itself, with a deadline (a thread passing
lines on would add a thread switch to every reply); a daemon thread drains stderr into a tail of
recent lines, so a chatty engine never blocks on a full pipe there. Another records the engine's
process tree every TREE_SWEEP_SECONDS (Linux /proc), so a descendant that left the group (it
called setsid) is killed too, even after its parent exited; one that detaches and loses its
parent within one sweep can escape. ``kill_all()`` stops every live engine of this process (the
runner's SIGINT/SIGTERM handler calls it).

A reply is first waited for awake (reading without blocking, up to SPIN_SECONDS), and only
then asleep in poll(): on a virtual machine, waking a process that sleeps on another CPU costs
tens of microseconds each way (a round trip between two processes here: 100 us asleep, 5 us
awake), about what the reference engine spends on a request. The wait adapts: it halves after
each reply that took longer than SPIN_SECONDS (down to SPIN_FLOOR_SECONDS, so a slow engine
costs next to nothing), and is whole again after one that did not. It is only used while this
client and its engine can each have a CPU of their own (``side_by_side``): a client awake on
the CPU its engine needs would only delay the reply.
"""
from __future__ import annotations

import os
import select
import selectors
import signal
import subprocess
import threading
import time
import weakref
from collections import deque

STDERR_TAIL_LINES = 40
STDERR_LINE_CHARS = 400
TREE_SWEEP_SECONDS = 0.5
SPIN_SECONDS = 0.001  # the longest a reply is waited for awake
SPIN_FLOOR_SECONDS = 0.00002

_LIVE: weakref.WeakSet[EngineProcess] = weakref.WeakSet()  # engines not yet killed
_side_by_side = 1  # clients of this run waiting on their engines at the same time


def side_by_side(clients: int) -> None:
    """This process is one of ``clients`` processes playing at the same time, each with its own
    engine (the runner's forked workers): replies are waited for awake only if the CPUs this
    process may use give every client and every engine one of its own."""
    global _side_by_side
    _side_by_side = clients


def _spin_allowed() -> bool:
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    return cpus >= 2 * _side_by_side


def kill_all() -> None:
    """Kill every engine this process started and has not killed yet, with its process tree."""
    for process in list(_LIVE):
        process.kill(wait=False)


def _process_table() -> dict[int, tuple[int, int, int]]:
    """pid -> (parent pid, process group, start time) for every process (empty off Linux)."""
    table: dict[int, tuple[int, int, int]] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return table
    for name in names:
        if not name.isdecimal():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue  # gone meanwhile
        # after the command: state ppid pgrp session ... starttime (the 20th field after it)
        table[int(name)] = (int(fields[1]), int(fields[2]), int(fields[19]))
    return table


def descendants(root: int, table: dict[int, tuple[int, int, int]] | None = None
                ) -> set[tuple[int, int]]:
    """(pid, start time) of every process below ``root`` in the process tree."""
    table = _process_table() if table is None else table
    children: dict[int, list[int]] = {}
    for pid, (ppid, _, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    found, todo = set(), list(children.get(root, ()))
    while todo:
        pid = todo.pop()
        found.add((pid, table[pid][2]))
        todo.extend(children.get(pid, ()))
    return found


def kill_processes(processes: set[tuple[int, int]]) -> None:
    """SIGKILL each (pid, start time) still running as that same process (a pid can be reused),
    and the process group it leads, unless that is ours."""
    table = _process_table()
    own_group = os.getpgrp()
    for pid, started in processes:
        entry = table.get(pid)
        if entry is None or entry[2] != started:
            continue
        try:
            if entry[1] == pid and pid != own_group:
                os.killpg(pid, signal.SIGKILL)
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


class StreamClosed(Exception):
    """The engine closed its stdout (it exited or crashed)."""


class LineTooLong(Exception):
    """The engine wrote a line over the size limit."""



class EngineProcess:
    def __init__(self, argv: list[str], env: dict[str, str] | None, max_line_bytes: int) -> None:
        self.max_line_bytes = max_line_bytes
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=env, bufsize=0, start_new_session=True,
        )
        assert self.proc.stdin and self.proc.stdout and self.proc.stderr
        os.set_blocking(self.proc.stdin.fileno(), False)
        self.stderr_tail: deque[str] = deque(maxlen=STDERR_TAIL_LINES)
        self.stderr_bytes = 0
        self._stdout = self.proc.stdout.fileno()
        os.set_blocking(self._stdout, False)
        self._received = bytearray()  # read from stdout, not yet returned as a line
        self._closed = False  # stdout reached its end
        self._poll = select.poll()
        self._poll.register(self._stdout, select.POLLIN)
        self.spin = SPIN_SECONDS if _spin_allowed() else 0.0  # the next wait awake, in seconds
        self._stopped = threading.Event()
        self._tree: set[tuple[int, int]] = set()  # (pid, start time) of every descendant seen
        self._stderr_reader = threading.Thread(target=self._read_stderr, name="engine-stderr",
                                               daemon=True)
        self._threads = [
            self._stderr_reader,
            threading.Thread(target=self._sweep_tree, name="engine-tree", daemon=True),
        ]
        _LIVE.add(self)
        for thread in self._threads:
            thread.start()

    @property
    def pid(self) -> int:
        return self.proc.pid

    def send(self, data: bytes, deadline: float) -> None:
        """Write all of ``data`` to stdin; TimeoutError at the deadline, OSError if it is closed."""
        assert self.proc.stdin
        fd = self.proc.stdin.fileno()
        try:  # a request fits in the pipe's buffer, unless the engine stopped reading
            view = memoryview(data)[os.write(fd, data):]
        except BlockingIOError:
            view = memoryview(data)
        if not view:
            return
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_WRITE)
            while view:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError
                if not selector.select(remaining):
                    continue
                try:
                    view = view[os.write(fd, view):]
                except BlockingIOError:
                    continue

    def receive(self, deadline: float) -> bytes:
        """The next stdout line without its line ending; TimeoutError, StreamClosed, LineTooLong."""
        began = time.perf_counter()
        try:
            while True:
                line = self._line()
                if line is not None:
                    return line
                if self._closed:
                    raise StreamClosed
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError
                if self.spin and self._awake(min(self.spin, remaining)):
                    continue
                if self._poll.poll(min(remaining, 3600.0) * 1000 + 1):
                    self._read()
        finally:
            if self.spin:  # adapt the next wait awake (the module's docstring)
                late = time.perf_counter() - began > SPIN_SECONDS
                self.spin = max(SPIN_FLOOR_SECONDS, self.spin / 2) if late else SPIN_SECONDS

    def _awake(self, seconds: float) -> bool:
        """Read without blocking for up to ``seconds``: True if anything came, or stdout ended."""
        had, end = len(self._received), time.perf_counter() + seconds
        while True:
            self._read()
            if len(self._received) != had or self._closed:
                return True
            if time.perf_counter() >= end:
                return False

    def _line(self) -> bytes | None:
        """A whole line from what was read, if there is one; LineTooLong past the limit."""
        end = self._received.find(b"\n", 0, self.max_line_bytes + 2)
        if end < 0:
            if len(self._received) > self.max_line_bytes + 1:
                raise LineTooLong
            return None
        line = bytes(self._received[:end])
        del self._received[:end + 1]
        if line.endswith(b"\r"):
            line = line[:-1]
        if len(line) > self.max_line_bytes:
            raise LineTooLong
        return line

    def _read(self) -> None:
        """What stdout has now (never blocks); its end sets _closed."""
        if self._stopped.is_set():  # killed: the descriptor is closed (or another file's now)
            self._closed = True
        while not self._closed:
            try:
                chunk = os.read(self._stdout, 1 << 16)
            except BlockingIOError:
                return
            except OSError:  # closed by kill()
                chunk = b""
            if not chunk:
                self._closed = True
                return
            self._received += chunk
            if len(chunk) < 1 << 16 or len(self._received) > self.max_line_bytes + 1:
                return

    def settle_stderr(self, wait: float = 0.5) -> None:
        """Once the engine exited: wait (up to ``wait`` seconds) for the rest of what it wrote
        to stderr, so the tail a report quotes has its last words. Its stdout is read without
        a thread: an exit is seen as soon as stdout ends, maybe before stderr was read."""
        self._stderr_reader.join(timeout=wait)

    def exit_code(self, wait: float) -> int | None:
        """The exit code (negative: killed by that signal), waiting up to ``wait`` seconds."""
        try:
            return self.proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            return None

    def idle_trouble(self) -> str | None:
        """Between requests: a line nobody asked for, or an exit; None when all is quiet (or
        when it was killed on purpose: kill(), kill_all())."""
        if self._stopped.is_set():
            return None
        self._read()
        try:
            item = self._line()
        except LineTooLong:
            return "wrote a line nobody asked for (over the line limit)"
        if item is not None:
            text = item.decode("utf-8", "replace")
            shown = repr(text[:80]) + (f"... ({len(item)} bytes)" if len(text) > 80 else "")
            return f"wrote a line nobody asked for: {shown}"
        code = self.proc.poll()
        if self._closed or code is not None:
            code = self.exit_code(wait=1.0)
            if code is None:
                return "closed its stdout"
            return f"exited with status {code}" if code >= 0 else f"was killed by signal {-code}"
        return None

    def kill(self, wait: bool = True) -> None:
        """Kill the whole process group, and every descendant seen that left it, and release
        the pipes (idempotent). ``wait=False`` only sends the signals (in a signal handler)."""
        if self._stopped.is_set():
            return
        self._stopped.set()
        _LIVE.discard(self)
        tree = self._tree | descendants(self.proc.pid)
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        kill_processes(tree)
        if self.proc.returncode is None:
            self.proc.kill()
        if not wait:
            return
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream:
                stream.close()
        for thread in self._threads:
            if thread is not threading.current_thread():
                thread.join(timeout=1.0)

    def record_tree(self) -> None:
        """Remember the engine's descendants now (while it lives): kill() stops them later, even
        those that left its process group and lost their parent in between."""
        if self.proc.poll() is None:
            self._tree |= descendants(self.proc.pid)

    def _sweep_tree(self) -> None:
        while not self._stopped.wait(TREE_SWEEP_SECONDS):
            self.record_tree()

    def _read_stderr(self) -> None:
        assert self.proc.stderr
        fd = os.dup(self.proc.stderr.fileno())  # our own descriptor: kill() may close theirs
        partial = b""
        try:
            while not self._stopped.is_set():
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    break
                self.stderr_bytes += len(chunk)
                *lines, partial = (partial + chunk).split(b"\n")
                for line in lines:
                    self._keep(line)
                if len(partial) > STDERR_LINE_CHARS * 4:  # a line without end: keep its start
                    self._keep(partial)
                    partial = b""
        finally:
            os.close(fd)
        if partial:
            self._keep(partial)

    def _keep(self, line: bytes) -> None:
        text = line.decode("utf-8", "replace").rstrip("\r")
        if len(text) > STDERR_LINE_CHARS:
            text = text[:STDERR_LINE_CHARS] + f"... ({len(text)} chars)"
        self.stderr_tail.append(text)
