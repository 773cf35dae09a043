"""rulings: the initiative conformance suite's library (run, lookup, explain, gate, report).

Every module reports bad input as a RulingsError whose message is one line naming the file:line
or the field at fault; the command line prints it and exits with code 2.
"""
from __future__ import annotations

from rulings.scenarios.errors import RulingsError  # the library's root error; its home is the shared model
from rulings.scenarios.files import read_text  # re-exported: the library's modules read files with it

from .crversion import CR_VERSION  # the Comprehensive Rules version every citation uses

__all__ = ["CR_VERSION", "RulingsError", "read_text"]


class RunInterrupted(Exception):
    """SIGINT, SIGTERM or SIGHUP stopped a run (or fuzz, or book): its engines are stopped; ``run`` (a RunResult) holds
    the scenarios finished so far, marked incomplete and written to the --json file, or is None
    when the signal came before any scenario ran. The command exits 128 + the signal number."""

    def __init__(self, signum: int, run: object | None) -> None:
        self.signum, self.run = signum, run
        self.unwritten = ""  # why an output of the finished results could not be written
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
