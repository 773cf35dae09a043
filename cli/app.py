"""The ``rulings`` app: the typer app, its start-up (only the named subcommand is built; closed
standard streams are /dev/null) and the error boundary every command runs inside.

Bad input ends with one line on stderr (``error: <file:line or field>: <message>``) and exit
code 2, never a traceback; any other exception is a bug: one line (``rulings: internal error:
...``) and exit 3. The commands are listed in cli/main.py; each command group's module holds
its commands and their rendering (docs/ARCHITECTURE.md, "The command line").
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from rulings import RulingsError, RunInterrupted

from .output import one_line


USAGE_ERROR = 2  # bad input: the project's own errors (RulingsError, EngineLoadError)
INTERNAL_ERROR = 3  # anything else: a bug of the suite's
SIGINT_EXIT = 130  # 128 + SIGINT: Ctrl-C
SIGPIPE_EXIT = 141  # what a shell reports for a tool that a closed pipe stopped
DEBUG_ENV = "RULINGS_DEBUG"  # set: a bug's traceback instead of its one line


class _OneLineUsageErrors(TyperGroup):
    """Reports a wrong command, option or argument as one line (``error: ...``), exit 2."""

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:  # click's, as it is
        called = (args, prog_name, complete_var)
        if not standalone_mode:
            return super().main(*called, False, windows_expand_args, **extra)
        try:
            code = super().main(*called, False, windows_expand_args, **extra)
        except typer.TyperException as exc:
            ctx = getattr(exc, "ctx", None)
            hint = f" (try '{ctx.command_path} --help')" if ctx is not None else ""
            typer.echo(f"error: {one_line(exc.format_message())}{hint}", err=True)
            sys.exit(USAGE_ERROR)
        except typer.Abort as exc:
            if isinstance(exc.__cause__ or exc.__context__, KeyboardInterrupt):  # Ctrl-C
                typer.echo("interrupted", err=True)
                sys.exit(SIGINT_EXIT)
            typer.echo("aborted", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

    def invoke(self, ctx: Any) -> Any:  # a click.Context (typer vendors click since 0.23)
        with errors():  # around the command the line names: its every exception passes here
            return super().invoke(ctx)


class _Rulings(typer.Typer):
    """The ``rulings`` app. Run as a program, it builds the click command of the one subcommand
    its command line names first (``rulings lookup ...`` builds ``lookup``, ``rulings cr ...``
    the ``cr`` group): typer makes every command's options from its function's signature, and
    making them for all the commands was a tenth of a ``rulings lookup``'s start. Anything else
    (``rulings --help``, ``rulings --version``, a misspelt command) builds them all, as does
    ``typer.main.get_command(app)``. A subcommand shows and parses the same either way (its
    help, usage and errors name only itself and the ``rulings`` group's options)."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        _open_closed_streams()
        argv = kwargs.get("args", args[0] if args else None)
        return typer.Typer.__call__(self.only(sys.argv[1:] if argv is None else argv),
                                    *args, **kwargs)

    def only(self, argv: Sequence[str]) -> typer.Typer:
        """This app with only the subcommand ``argv`` starts with, or itself."""
        import copy

        from typer.main import get_command_name

        first = argv[0] if argv else None
        commands = [c for c in self.registered_commands if c.callback is not None
                    and (c.name or get_command_name(c.callback.__name__)) == first]
        groups = [g for g in self.registered_groups if g.name == first]
        if len(commands) + len(groups) != 1:
            return self
        pruned = copy.copy(self)
        pruned.registered_commands, pruned.registered_groups = commands, groups
        for function in (*(c.callback for c in commands), getattr(self.registered_callback,
                                                                  "callback", None)):
            if function is not None:
                _evaluate_annotations(function)
        return pruned


def _open_closed_streams() -> None:
    """A closed stdout or stderr (``rulings run >&-``) is /dev/null: the command runs, writes
    its files and exits with its usual code, its output discarded (README, exit codes). Also
    stdin: an engine's pipes must never land on descriptors 0-2."""
    import io

    for fd, name, mode in ((0, "stdin", os.O_RDONLY), (1, "stdout", os.O_WRONLY),
                           (2, "stderr", os.O_WRONLY)):
        try:
            os.fstat(fd)
            taken = True
        except OSError:
            taken = False
        if not taken:  # closed: /dev/null in its place
            null = os.open(os.devnull, mode)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
        if fd and getattr(sys, name) is None:  # closed when Python started
            # the descriptor may be another file by now (opened at start-up): never write there
            target = fd if not taken else os.open(os.devnull, mode)
            setattr(sys, name, io.TextIOWrapper(io.FileIO(target, "w", closefd=taken),
                                                 encoding="utf-8", errors="replace",
                                                 line_buffering=True))


def _evaluate_annotations(function: Callable[..., Any]) -> None:
    """``function``'s annotations evaluated, in place of their text (this module's are text:
    ``from __future__ import annotations``). typer reads a command's signature five times as it
    builds it and evaluated every annotation each time (1.5 ms of a ``rulings lookup``); the
    values are the same, evaluated once."""
    import inspect

    function.__annotations__ = inspect.get_annotations(function, eval_str=True)


app = _Rulings(
    name="rulings", cls=_OneLineUsageErrors, add_completion=False,
    pretty_exceptions_enable=False, rich_markup_mode=None,
    help="Rules-conformance suite and judge tool for the initiative (Magic: The Gathering).",
)


def _print_version(value: bool) -> None:
    if value:
        from rulings.running.suiteversion import describe, suite_version

        found = suite_version()
        typer.echo(f"rulings {found} ({describe(found)})")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option(
        "--version", callback=_print_version, is_eager=True,
        help="Print the suite's version (from its git tag, docs/RELEASING.md) and exit.")] = False,
          ) -> None:
    """Rules-conformance suite and judge tool for the initiative (Magic: The Gathering)."""


@contextmanager
def errors() -> Iterator[None]:
    """The CLI boundary, around every command: the project's own bad-input errors are one line
    and exit 2; any other exception is a bug: one line and exit 3 (its traceback with
    RULINGS_DEBUG=1). Click's own exceptions (usage errors, exits) pass through."""
    try:
        try:
            yield
        except typer.Exit:
            sys.stdout.flush()  # a closed pipe is found here, not at exit
            raise
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped reading (`rulings lookup x | head -1`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no error at exit
        raise typer.Exit(SIGPIPE_EXIT) from None
    except (typer.Exit, typer.TyperException, typer.Abort):  # typer's own: exits, usage errors
        raise
    except RunInterrupted as exc:  # SIGINT/SIGTERM: the engines are stopped already
        run = exc.run
        done = f": {len(run.results)} scenarios finished" if run is not None else ""
        typer.echo(f"{exc}{done}; the run is incomplete", err=True)
        if exc.unwritten:
            typer.echo(f"error: {one_line(exc.unwritten)}", err=True)
        raise typer.Exit(exc.exit_code) from None
    except (RulingsError, _engine_load_error()) as exc:
        typer.echo(f"error: {one_line(exc)}", err=True)
        raise typer.Exit(USAGE_ERROR) from None
    except Exception as exc:  # noqa: BLE001 - the boundary: no traceback unless asked for
        if os.environ.get(DEBUG_ENV):
            raise
        typer.echo(f"rulings: internal error: {type(exc).__name__}: {one_line(exc)} "
                   f"(set {DEBUG_ENV}=1 for the traceback)", err=True)
        raise typer.Exit(INTERNAL_ERROR) from None


def _engine_load_error() -> type[Exception]:
    from rulings.adapters.registry import EngineLoadError  # imported only when something failed

    return EngineLoadError
