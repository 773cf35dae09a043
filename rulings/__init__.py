"""rulings: the initiative conformance suite's library (run, lookup, explain, gate, report).

Every module reports bad input as a RulingsError whose message is one line naming the file:line
or the field at fault; the command line prints it and exits with code 2.

Importing any subpackage (``rulings.adapters``, the protocol at the bottom) runs this module
first, so it imports nothing of the project: the names below are loaded on first use (PEP 562,
rulings.adapters.lazy), and the protocol never loads the scenario model or the library by being
imported.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["CR_VERSION", "RulingsError", "read_text"]

if TYPE_CHECKING:
    from rulings.adapters.crversion import CR_VERSION  # the CR version every citation uses
    from rulings.scenarios.results import RunResult
    from rulings.scenarios.errors import RulingsError  # the library's root error, the model's
    from rulings.scenarios.files import read_text  # the library's modules read files with it
else:
    from rulings.adapters.lazy import lazy_names

    __getattr__ = lazy_names(__name__, {
        "CR_VERSION": "rulings.adapters.crversion",
        "RulingsError": "rulings.scenarios.errors",
        "read_text": "rulings.scenarios.files",
    })


class RunInterrupted(Exception):
    """SIGINT, SIGTERM or SIGHUP stopped a run (or fuzz, or book): its engines are stopped; ``run`` (a RunResult) holds
    the scenarios finished so far, marked incomplete and written to the --json file, or is None
    when the signal came before any scenario ran. The command exits 128 + the signal number."""

    def __init__(self, signum: int, run: RunResult | None) -> None:
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
