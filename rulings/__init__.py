"""rulings: the initiative conformance suite's library (run, lookup, explain, gate, report).

Every module reports bad input as a RulingsError whose message is one line naming the file:line
or the field at fault; the command line prints it and exits with code 2.
"""
from __future__ import annotations

from pathlib import Path

CR_VERSION = "2025-07-25"  # the Comprehensive Rules version every citation in the suite uses
REPO_ROOT = Path(__file__).resolve().parent.parent
FEATURES_DIR = REPO_ROOT / "features"


class RulingsError(Exception):
    """Bad input a user can fix: a malformed file, an unknown id, a query with no answer."""


class RunInterrupted(Exception):
    """SIGINT or SIGTERM stopped a run: its engines are stopped; ``run`` (a RunResult) holds
    the scenarios finished so far, marked incomplete and written to the --json file, or is None
    when the signal came before any scenario ran. The command exits 128 + the signal number."""

    def __init__(self, signum: int, run: object | None) -> None:
        self.signum, self.run = signum, run
        super().__init__(f"interrupted by {signal_name(signum)}")

    @property
    def exit_code(self) -> int:
        return 128 + self.signum


def signal_name(signum: int) -> str:
    import signal

    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


MAX_INPUT_BYTES = 64 * 1024 * 1024  # a results, expectation or feature file over this is refused


def read_text(path: Path, missing: str) -> str:
    """A file a user named, as text; RulingsError says ``missing`` or why it can't be read.

    UTF-8, with or without a byte-order mark (editors on Windows add one); at most
    MAX_INPUT_BYTES, so a runaway file is refused before it is read into memory.
    """
    try:
        size = path.stat().st_size
        if size > MAX_INPUT_BYTES:
            raise RulingsError(f"{path}: cannot read: {size} bytes is over the "
                               f"{MAX_INPUT_BYTES >> 20} MiB limit for an input file")
        data = path.read_bytes()
    except FileNotFoundError:
        raise RulingsError(f"{path}: {missing}") from None
    except IsADirectoryError:
        raise RulingsError(f"{path}: cannot read: it is a directory, not a file") from None
    except OSError as exc:
        raise RulingsError(f"{path}: cannot read: {exc.strerror or exc}") from None
    return decode_utf8(data, str(path))


def decode_utf8(data: bytes, where: str) -> str:
    """``data`` as UTF-8 text (a leading byte-order mark dropped); RulingsError names the line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RulingsError(f"{where}:{line}: cannot read: not UTF-8 text (byte "
                           f"0x{data[exc.start]:02x} at offset {exc.start}); save the file "
                           "as UTF-8") from None
