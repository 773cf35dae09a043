"""cli/output.py: styled on a terminal, plain text (and no rich import) when piped; a closed
pipe ends the command quietly."""
from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from rulings.cli.output import Line, Printer


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_piped_output_is_plain(monkeypatch):
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    stream = io.StringIO()
    printer = Printer(stream)
    printer.print(Line("INIT-001", style="bold cyan").append("  name  ").append("f:1", style="dim"))
    printer.print()
    printer.print("[bold]not markup[/bold]")
    assert stream.getvalue() == "INIT-001  name  f:1\n\n[bold]not markup[/bold]\n"


def test_a_terminal_gets_styles(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    stream = _Terminal()
    Printer(stream).print(Line("INIT-001", style="bold cyan").append("  plain"))
    text = stream.getvalue()
    assert "\x1b[" in text and "INIT-001" in text and text.endswith("  plain\n")


def test_force_color_styles_a_pipe(monkeypatch):
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.delenv("NO_COLOR", raising=False)
    stream = io.StringIO()
    Printer(stream).print(Line("x", style="red"))
    assert "\x1b[" in stream.getvalue()


def test_lookup_piped_does_not_import_rich():
    code = ("import sys; from typer.testing import CliRunner; from cli.main import app; "
            "r = CliRunner().invoke(app, ['lookup', 'holder leaves the game', '--limit', '1']); "
            "assert r.exit_code == 0, r.output; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'rich'))")
    env_free = {"FORCE_COLOR": ""}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**_env(), **env_free}, check=True)
    assert done.stdout.strip() == "[]", done.stdout


def test_an_english_lookup_loads_no_step_vocabulary():
    """Its outcomes are not said in another language: the phrase book (148 patterns) stays out
    of lookup's cold start."""
    code = ("import sys; from typer.testing import CliRunner; from cli.main import app; "
            "r = CliRunner().invoke(app, ['lookup', 'holder leaves the game', '--limit', '1']); "
            "assert r.exit_code == 0, r.output; "
            "print(sorted(m for m in sys.modules if m.startswith(('rulings.steps', "
            "'rulings.judging.describe'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=_env(), check=True)
    assert done.stdout.strip() == "[]", done.stdout


@pytest.mark.parametrize("limit", ["1", "0"])
def test_a_closed_pipe_ends_quietly(limit):
    """Like `rulings lookup game | head -1` once head has gone: exit 141, nothing on stderr."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([sys.executable, "-m", "rulings.cli.main", "lookup", "game", "--limit", limit],
                              stdout=write_end, stderr=subprocess.PIPE, env=_env(), timeout=60)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr.decode()) == (141, "")


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "FORCE_COLOR"}
