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

# What people script (README, "Scripting the library"); each name is loaded from its home on first
# use, so ``import rulings`` stays cheap.
__all__ = [
    "CR_VERSION", "EngineChoice", "RulingsError", "RunInterrupted", "RunRequest", "build_index",
    "describe_scenario", "diff_files", "feature_files", "gate", "lookup", "read_text", "run_suite",
    "trace_scenario", "write_report",
]

if TYPE_CHECKING:
    from rulings.adapters.crversion import CR_VERSION  # the CR version every citation uses
    from rulings.gating.diff import diff_files  # rulings diff: what changed between two runs
    from rulings.gating.gate import gate  # rulings gate: a run against the expectations file
    from rulings.gating.report import write_report  # rulings report: the engines' HTML matrix
    from rulings.judging.explain import trace_scenario  # rulings explain: one scenario's trace
    from rulings.judging.lookup import lookup  # rulings lookup: the scenarios for a question
    from rulings.judging.show import describe_scenario  # rulings show: one scenario, said
    from rulings.running.runner import run_suite  # rulings run
    from rulings.scenarios.errors import RulingsError  # the library's root error, the model's
    from rulings.scenarios.files import read_text  # the library's modules read files with it
    from rulings.scenarios.index import build_index  # the scenarios of feature files, indexed
    from rulings.scenarios.locations import feature_files  # the suite's feature files (+ extra)
    from rulings.scenarios.request import EngineChoice, RunRequest  # what run_suite is asked
    from rulings.scenarios.results import RunResult
else:
    from rulings.adapters.lazy import lazy_names

    __getattr__ = lazy_names(__name__, {
        "CR_VERSION": "rulings.adapters.crversion",
        "EngineChoice": "rulings.scenarios.request",
        "RulingsError": "rulings.scenarios.errors",
        "RunRequest": "rulings.scenarios.request",
        "build_index": "rulings.scenarios.index",
        "describe_scenario": "rulings.judging.show",
        "diff_files": "rulings.gating.diff",
        "feature_files": "rulings.scenarios.locations",
        "gate": "rulings.gating.gate",
        "lookup": "rulings.judging.lookup",
        "read_text": "rulings.scenarios.files",
        "run_suite": "rulings.running.runner",
        "trace_scenario": "rulings.judging.explain",
        "write_report": "rulings.gating.report",
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
