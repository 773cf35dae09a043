"""Styled lines for the terminal, plain text otherwise; the status colours, one-line messages and
the progress bar every command's rendering shares.

A line is built from segments (text and an optional rich style). On a terminal it is printed
with rich, in colour; piped or redirected, it is written as plain text without importing rich,
which keeps a judge's ``rulings lookup | less`` and CI logs fast and free of escape codes.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO


# Control characters (C0 but tab, DEL, C1) and bidirectional overrides: in text from an engine
# or a file they could move the cursor, recolour, retitle the terminal or reorder what is shown.
_UNSAFE = {c: f"\\x{c:02x}" for c in [*range(0x20), *range(0x7f, 0xa0)] if c != 0x09}
_UNSAFE.update({c: f"\\u{c:04x}" for c in [*range(0x202a, 0x202f), *range(0x2066, 0x206a)]})
# a lone surrogate (engine text that is not valid Unicode) would kill the print: U+FFFD
_UNSAFE.update(dict.fromkeys(range(0xd800, 0xe000), "\ufffd"))


def sanitize(text: str) -> str:
    """``text`` with every control character shown as an escape (ESC as \\x1b): safe to print."""
    return text.translate(_UNSAFE)


class Line:
    """Text in styled segments: ``Line("id", style="bold").append("  name")``. Text is
    sanitized (see sanitize): a line prints as one line, whatever it holds."""

    def __init__(self, text: str = "", style: str = "") -> None:
        self.segments: list[tuple[str, str]] = [(sanitize(text), style)] if text else []

    def append(self, text: str, style: str = "") -> Line:
        self.segments.append((sanitize(text), style))
        return self

    @property
    def plain(self) -> str:
        return "".join(text for text, _ in self.segments)


class Printer:
    """Prints Lines on ``stream``: through rich on a terminal (or FORCE_COLOR), else plain."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream or sys.stdout
        self._console: Any = None
        if _styled(self._stream):
            from rich.console import Console

            # soft_wrap: long lines stay whole; highlight off: print text as written
            self._console = Console(file=self._stream, highlight=False, soft_wrap=True)

    def print(self, line: Line | str = "") -> None:
        if isinstance(line, str):
            line = Line(line)
        if self._console is None:
            self._stream.write(line.plain + "\n")
            return
        from rich.text import Text

        self._console.print(Text.assemble(*line.segments))


def _styled(stream: TextIO) -> bool:
    return bool(os.environ.get("FORCE_COLOR")) or is_terminal(stream)


def is_terminal(stream: TextIO) -> bool:
    """Whether ``stream`` is a terminal (a progress bar is shown only there)."""
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


STATUS_STYLE = {"PASS": "green", "FAIL": "red", "ERROR": "red", "TIMEOUT": "yellow",
                "SKIP": "dim"}
FAILING = ("FAIL", "ERROR", "TIMEOUT")  # the statuses that make a run exit 1


def one_line(message: object) -> str:
    """The first non-blank line, with control characters (terminal escapes) made visible."""
    line = next((ln.strip() for ln in str(message).splitlines() if ln.strip()), "unknown error")
    return sanitize(line)


@contextmanager
def progress_bar(what: str) -> Iterator[Callable[[int, int], None] | None]:
    """A progress bar on stderr when it is a terminal; otherwise no callback at all."""
    if not is_terminal(sys.stderr):
        yield None
        return
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                               TimeElapsedColumn)

    with Progress(TextColumn(what), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(what, total=None)
        yield lambda done, total: bar.update(task, completed=done, total=total)
