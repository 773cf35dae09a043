"""The ``rulings`` command (console script ``rulings.cli.main:app``): the command table.

cli/app.py makes the app (start-up, the error boundary); each command group's module holds its
commands and their rendering: run.py (run, protocol-check), judge.py (lookup, show, explain,
book), gate.py (gate, report, diff), engines.py (engines, serve), fuzz.py, cr.py (the ``cr``
group). The commands are listed here, in the order ``rulings --help`` shows them.
"""
from __future__ import annotations

from . import cr, engines, fuzz, gate, judge, run
from .app import app

app.command()(run.run)
app.command()(judge.lookup)
app.command()(judge.show)
app.command("explain")(judge.explain_command)
app.command()(judge.book)
app.command()(gate.gate)
app.command()(gate.report)
app.command("diff")(gate.diff_command)
app.command("protocol-check")(run.protocol_check_command)
app.command()(engines.engines)
app.command()(engines.serve)
app.command()(fuzz.fuzz)
app.add_typer(cr.cr_app, name="cr")

__all__ = ["app"]

if __name__ == "__main__":
    app()
