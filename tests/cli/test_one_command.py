"""cli/main.py ``_Rulings``: run as a program, the app builds only the subcommand its command
line names first (a faster start); what that subcommand prints, and its exit code, must be
exactly what the whole app gives."""
from __future__ import annotations

import pytest
import typer

from rulings.cli.main import app

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
    import typing

    from rulings.cli import main

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
        assert plain(command.__annotations__[name]) == plain(eval(text, vars(main))), name
    assert inspect.signature(command, eval_str=True) == inspect.signature(command)
