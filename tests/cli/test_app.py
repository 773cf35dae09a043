"""cli/app.py: ``_Rulings`` (run as a program, the app builds only the subcommand its command
line names first, a faster start; what that subcommand prints, and its exit code, must be
exactly what the whole app gives) and the error boundary around every command (bad input exit
2, anything else a bug: exit 3)."""
from __future__ import annotations

import pytest
import typer

from rulings import RulingsError
from rulings.adapters.registry import EngineLoadError
from rulings.cli.app import INTERNAL_ERROR, USAGE_ERROR
from rulings.cli.main import app
from rulings.scenarios.entry import FeatureError

CASES = [
    ["lookup", "--help"],
    ["lookup", "--bogus"],
    ["lookup", "--limit", "x", "initiative"],
    ["lookup", "Fackel des Wegsuchers", "--limit", "2"],
    ["lookup", "no such thing at all zzzq"],
    ["lookup"],
    ["show", "--help"],
    ["show"],
    ["run", "--help"],
    ["run", "--jobs", "zero", "--id", "NOPE-1"],
    ["explain", "--help"],
    ["gate", "--help"],
    ["fuzz", "--help"],
    ["book", "--help"],
    ["report", "--help"],
    ["diff", "--help"],
    ["engines", "--help"],
    ["serve", "--help"],
    ["cr"],
    ["cr", "--help"],
    ["cr", "check", "--help"],
    ["cr", "renumber"],
]


def _run(command, args: list[str], capsys) -> tuple[object, str, str]:
    with pytest.raises(SystemExit) as stopped:
        command(args=args)
    out, err = capsys.readouterr()
    return stopped.value.code, out, err


@pytest.mark.parametrize("args", CASES, ids=[" ".join(a) or "-" for a in CASES])
def test_one_subcommand_acts_as_the_whole_app(args, capsys):
    whole = typer.main.get_command(app)
    assert _run(app, args, capsys) == _run(whole, args, capsys)


@pytest.mark.parametrize("args", [["lookup", "x"], ["cr", "check", "f"], ["run"]])
def test_the_named_subcommand_alone_is_built(args):
    only = app.only(args)
    names = [c.name or c.callback.__name__ for c in only.registered_commands]
    names += [g.name for g in only.registered_groups]
    assert names == [args[0]]
    assert only.registered_callback is app.registered_callback  # --version, the group options
    assert len(app.registered_commands) > 1  # the app itself keeps every command


@pytest.mark.parametrize("args", [[], ["--help"], ["--version"], ["lokup", "x"], ["--", "lookup"]])
def test_anything_else_builds_every_command(args):
    assert app.only(args) is app


def test_the_named_subcommands_annotations_are_evaluated_once():
    """typer evaluates a command's annotations each time it reads its signature (five times);
    the one subcommand built gets them evaluated once, to the same values."""
    import inspect
    import sys
    import typing

    def plain(value: object) -> object:  # typer's Option() objects compare by identity
        if typing.get_args(value):
            return (typing.get_origin(value), tuple(plain(a) for a in typing.get_args(value)))
        return vars(value) if isinstance(value, typer.models.ParameterInfo) else value

    command = next(c.callback for c in app.registered_commands if c.name == "diff")
    texts = {name: text for name, text in command.__annotations__.items()
             if isinstance(text, str)}  # those no earlier test had evaluated
    app.only(["diff", "a.json", "b.json"])
    assert not any(isinstance(a, str) for a in command.__annotations__.values())
    for name, text in texts.items():
        module = vars(sys.modules[command.__module__])  # cli/gate.py, where diff is written
        assert plain(command.__annotations__[name]) == plain(eval(text, module)), name
    assert inspect.signature(command, eval_str=True) == inspect.signature(command)


# --- the error boundary (cli/app.py, errors) -------------------------------------------------

def _failing_command(monkeypatch: pytest.MonkeyPatch, error: BaseException) -> None:
    """``rulings engines`` raising ``error`` from the library."""
    import rulings.running.engines

    def describe_all() -> list[object]:
        raise error

    monkeypatch.setattr(rulings.running.engines, "describe_all", describe_all)


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    from typer.testing import CliRunner

    return CliRunner().invoke(app, args)


@pytest.mark.parametrize("error", [
    RulingsError("features/x.feature:3: bad"),
    EngineLoadError("unknown engine 'nope'; known engines: reference"),
    FeatureError("features/x.feature:4: not Gherkin"),  # a RulingsError of the model's
])
def test_the_projects_own_bad_input_errors_are_exit_2(monkeypatch, error):
    _failing_command(monkeypatch, error)
    result = _invoke(["engines"])
    assert result.exit_code == USAGE_ERROR == 2
    assert result.stderr == f"error: {error}\n"


@pytest.mark.parametrize("error", [
    ValueError("invalid literal for int()"), OSError(5, "Input/output error"),
    KeyError("rules"), ZeroDivisionError("division by zero"),
])
def test_any_other_exception_is_a_bug_one_line_exit_3(monkeypatch, error):
    monkeypatch.delenv("RULINGS_DEBUG", raising=False)
    _failing_command(monkeypatch, error)
    result = _invoke(["engines"])
    assert result.exit_code == INTERNAL_ERROR == 3
    assert result.stderr == (f"rulings: internal error: {type(error).__name__}: "
                             f"{str(error).splitlines()[0]} (set RULINGS_DEBUG=1 for the "
                             "traceback)\n")
    assert "Traceback" not in result.output


def test_rulings_debug_lets_a_bugs_traceback_through(monkeypatch):
    monkeypatch.setenv("RULINGS_DEBUG", "1")
    _failing_command(monkeypatch, ZeroDivisionError("boom"))
    result = _invoke(["engines"])
    assert isinstance(result.exception, ZeroDivisionError)  # raised on: Python prints it
    assert "internal error" not in result.stderr


def test_a_bug_in_a_subgroups_command_is_caught_too(monkeypatch):
    import rulings.cr.crcheck

    monkeypatch.delenv("RULINGS_DEBUG", raising=False)

    def check(path: object) -> None:
        raise AttributeError("'NoneType' object has no attribute 'findings'")

    monkeypatch.setattr(rulings.cr.crcheck, "check", check)
    result = _invoke(["cr", "check", "whatever.txt"])
    assert result.exit_code == 3
    assert result.stderr.startswith("rulings: internal error: AttributeError: ")
