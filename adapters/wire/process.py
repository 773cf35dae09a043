"""An engine child process: line I/O with deadlines, a bounded stderr tail, a sure kill.

The engine runs in its own process group (its own session), so a kill also ends whatever it
spawned. Two daemon threads drain stdout (into a small queue of lines) and stderr (into a tail of
recent lines), so a chatty engine never blocks on a full pipe.
"""
from __future__ import annotations

import os
import queue
import selectors
import signal
import subprocess
import threading
import time
from collections import deque

STDERR_TAIL_LINES = 40
STDERR_LINE_CHARS = 400


class StreamClosed(Exception):
    """The engine closed its stdout (it exited or crashed)."""


class LineTooLong(Exception):
    """The engine wrote a line over the size limit."""


_EOF = object()
_TOO_LONG = object()


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
        self._lines: queue.Queue[object] = queue.Queue(maxsize=16)
        self._stopped = threading.Event()
        self._threads = [
            threading.Thread(target=self._read_stdout, name="engine-stdout", daemon=True),
            threading.Thread(target=self._read_stderr, name="engine-stderr", daemon=True),
        ]
        for thread in self._threads:
            thread.start()

    @property
    def pid(self) -> int:
        return self.proc.pid

    def send(self, data: bytes, deadline: float) -> None:
        """Write all of ``data`` to stdin; TimeoutError at the deadline, OSError if it is closed."""
        assert self.proc.stdin
        fd = self.proc.stdin.fileno()
        view = memoryview(data)
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
        try:
            item = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise TimeoutError from None
        if item is _EOF:
            self._lines.put(_EOF)  # stays closed for later calls
            raise StreamClosed
        if item is _TOO_LONG:
            raise LineTooLong
        assert isinstance(item, bytes)
        return item

    def exit_code(self, wait: float) -> int | None:
        """The exit code (negative: killed by that signal), waiting up to ``wait`` seconds."""
        try:
            return self.proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        """Kill the whole process group and release the pipes (idempotent)."""
        if self._stopped.is_set():
            return
        self._stopped.set()
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        if self.proc.returncode is None:
            self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream:
                stream.close()
        for thread in self._threads:
            if thread is not threading.current_thread():
                thread.join(timeout=1.0)

    def _put(self, item: object) -> None:
        while not self._stopped.is_set():
            try:
                self._lines.put(item, timeout=0.1)
                return
            except queue.Full:
                continue

    def _read_stdout(self) -> None:
        assert self.proc.stdout
        # our own buffered descriptor: kill() may close theirs while we read
        reader = os.fdopen(os.dup(self.proc.stdout.fileno()), "rb")
        with reader:
            while not self._stopped.is_set():
                try:
                    line = reader.readline(self.max_line_bytes + 2)
                except (OSError, ValueError):
                    line = b""
                if not line:
                    self._put(_EOF)
                    return
                content = line.rstrip(b"\r\n")
                if len(content) > self.max_line_bytes or (
                        len(line) == self.max_line_bytes + 2 and not line.endswith(b"\n")):
                    self._put(_TOO_LONG)
                    return
                self._put(content)

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
