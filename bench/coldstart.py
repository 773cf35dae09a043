"""Cold start of ``rulings lookup`` (a fresh process) against ``python -c "import typer"``.

``rulings`` is the console script installed beside the interpreter running the benchmark (in a
virtual environment, what a user's ``rulings`` is); otherwise the same entry point (cli.main:app)
run by ``python -c``. Not whatever ``rulings`` is first on PATH: a version manager's shim there
(pyenv's is a shell script) would add its own start-up to one side of the ratio only. A do-nothing typer command with the same kinds of options
(bench/typer_floor.py) shows how much of the cost is typer's own.
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

from .measure import compile_project, median, paired_ratio, round_ratios, run_command, spread

QUERY = "holder leaves the game"
ENTRY_POINT = "import sys; from cli.main import app; sys.argv[0] = 'rulings'; sys.exit(app())"
TYPER_FLOOR = Path(__file__).resolve().parent / "typer_floor.py"


def console_script() -> str | None:
    return shutil.which("rulings", path=str(Path(sys.executable).parent))


def commands() -> dict[str, list[str]]:
    script = console_script()
    rulings = [script] if script else [sys.executable, "-c", ENTRY_POINT]
    return {
        "lookup": [*rulings, "lookup", QUERY],
        "import-typer": [sys.executable, "-c", "import typer"],
        "typer-command": [sys.executable, str(TYPER_FLOOR), QUERY],
    }


def coldstart(repeats: int) -> dict[str, Any]:
    argv = commands()
    walls: dict[str, list[float]] = {name: [] for name in argv}
    cpus: dict[str, list[float]] = {name: [] for name in argv}  # user + system, same runs
    compile_project()  # every side runs from compiled bytecode, as an installed package does
    for name in argv:  # one untimed run each: the files they read are in the page cache
        run_command(argv[name])
    for round_ in range(repeats):
        names = list(argv)
        names = names[round_ % len(names):] + names[:round_ % len(names)]  # rotate the order
        for name in names:
            timed = run_command(argv[name])
            walls[name].append(timed["wall"])
            cpus[name].append(timed["cpu"])
    return {
        "command": f"rulings lookup {QUERY!r}" + (" (console script)" if console_script()
                                                  else " (python -c, cli.main:app)"),
        "seconds": {name: median(values) for name, values in walls.items()},
        "lookup_vs_import_typer": paired_ratio(walls["lookup"], walls["import-typer"]),
        "lookup_vs_import_typer_spread": spread(round_ratios(walls["lookup"], walls["import-typer"])),
        "lookup_vs_import_typer_cpu": paired_ratio(cpus["lookup"], cpus["import-typer"]),
        "lookup_vs_import_typer_cpu_spread": spread(round_ratios(cpus["lookup"],
                                                                 cpus["import-typer"])),
        "cpu_seconds": {name: median(values) for name, values in cpus.items()},
        "lookup_vs_typer_command": paired_ratio(walls["lookup"], walls["typer-command"]),
        "typer_command_vs_import_typer": paired_ratio(walls["typer-command"], walls["import-typer"]),
    }
