"""The judge's commands: ``lookup``, ``show``, ``explain`` and ``book``, and their rendering."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from rulings import RulingsError
from rulings.judging.lookup import lookup as find  # the benchmarked command's start: imported at once
from rulings.scenarios.index import Index, build_index
from rulings.scenarios.locations import FEATURES_DIR

from .options import (EngineCmdOption, EngineOption, ExtraFeaturesOption, FeaturesOption,
                      TimeoutOption)
from .output import STATUS_STYLE, Line, Printer, one_line

if TYPE_CHECKING:  # the commands import these when they run: a fast start for the others
    from rulings.judging.explain import Explanation, ScenarioTrace


def _index(features: list[Path] | None) -> Index:
    return build_index(features or [FEATURES_DIR])


def lookup(
    query: Annotated[str, typer.Argument(
        help="Words, a card name in any language, a scenario id or a ruling id.")] = "",
    cr: Annotated[str | None, typer.Option(
        help="Rule number of the current CR or of any older one since 2022 (723.4); "
             "sub-rules included; each reading names its CR version.")] = None,
    card: Annotated[str | None, typer.Option(help="Card name (any language) or slug.")] = None,
    tag: Annotated[list[str] | None, typer.Option(help="Tag, e.g. requires:leave-game.")] = None,
    limit: Annotated[int, typer.Option(min=0, help="Show at most this many (0: all).")] = 20,
    features: FeaturesOption = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help="Say the best three's outcomes in this seed language (default: the "
        "language the query is written in; en: none).")] = None,
) -> None:
    """Find scenarios, best match first, each saying how well it matched (exact, strong,
    partial, weak); a near-certain typo is corrected and said (exit 2 with the closest terms
    when nothing matches). A query in another seed language gets the best three's outcomes
    said in that language."""
    from rulings.data.languages import LANGUAGES

    if lang is not None and lang not in LANGUAGES:
        raise RulingsError(f"--lang: {lang!r} is not a seed language "
                           f"({', '.join(LANGUAGES)})")
    result = find(_index(features), query, cr=cr, card=card, tags=tag or [])
    said_in = lang or result.query_lang
    out = Printer()
    for note in result.notes:
        out.print(Line(note, style="dim"))
    shown = result.hits[:limit] if limit else result.hits
    width = max(len(h.entry.id) for h in shown)
    for n, hit in enumerate(shown):
        row = Line()
        row.append(f"{hit.entry.id:<{width}}", style="bold cyan")
        row.append(f"  {hit.match:<7}", style=_MATCH_STYLE[hit.match])
        row.append(f" {hit.entry.name}  ")
        row.append(hit.entry.where, style="dim")
        out.print(row)
        if said_in != "en" and n < 3:
            from rulings.judging.show import said_outcome

            said = said_outcome(hit.entry, said_in)
            if said:
                out.print(Line(f"{'':<{width}}    {said}", style="italic"))
    if len(shown) < len(result.hits):
        out.print(Line(f"... and {len(result.hits) - len(shown)} more (--limit 0 shows all)",
                       style="dim"))
    hint = result.lang or (said_in if said_in != "en" else None)
    if hint and shown:
        out.print(Line(f"rulings show {shown[0].entry.id} --lang {hint}: the ruling, "
                       "with the card as printed in that language", style="dim"))


_MATCH_STYLE = {"exact": "green", "strong": "green", "partial": "yellow", "weak": "dim"}


def show(
    scenario_id: Annotated[str, typer.Argument(metavar="ID", help="Scenario id, e.g. INIT-001.")],
    lang: Annotated[str | None, typer.Option(
        help="Also show the cards as printed in this seed language "
             "(de es fr it ja ko pt ru zhs zht).")] = None,
    features: FeaturesOption = None,
) -> None:
    """Print the ruling a scenario shows, in plain words first; then the cards' Oracle text,
    the official rulings, the rules cited (the project's summary, with links) and the scenario
    as written."""
    out = Printer()
    styles: dict[str, Callable[[str], Line]] = {
        "heading": lambda s: Line(s, style="bold"),
        "source": lambda s: Line(s, style="cyan"),
        "link": lambda s: Line(s, style="blue"),
        "text": Line,
    }
    from rulings.judging.show import describe_scenario

    for line in describe_scenario(_index(features), scenario_id, lang):
        out.print(styles[line.kind](line.text))


def explain_command(
    scenario_id: Annotated[str, typer.Argument(metavar="ID", help="Scenario id, e.g. STEAL-001.")],
    features: ExtraFeaturesOption = None,
    verbose: Annotated[bool, typer.Option(
        "--verbose", "-v", help="Also print each action's raw protocol JSON.")] = False,
    engine: EngineOption = "reference",
    engine_cmd: EngineCmdOption = None,
    timeout: TimeoutOption = None,
    lang: Annotated[str, typer.Option(
        "--lang", help="Say the outcome, the Then steps and what the engine did in this seed "
        "language (de es fr it ja ko pt ru zhs zht; en the default); the steps as written and "
        "the scenario's title stay English.")] = "en",
) -> None:
    """Run one scenario on an engine (the reference engine unless --engine or --engine-cmd
    says another) and print its outcome in one line, then, step by step, what the engine did
    and the rule it cites for each thing, and where it departs from the scenario (exit 1 if
    the scenario does not pass)."""
    from rulings.judging.explain import trace_scenario
    from rulings.scenarios.request import EngineChoice

    explanation = trace_scenario(scenario_id, features=list(features or []),
                                 engine=EngineChoice(engine, engine_cmd, timeout), lang=lang)
    out = Printer()
    for scenario in explanation.scenarios:
        _print_trace(out, explanation, scenario, verbose)
    if any(s.status != "PASS" for s in explanation.scenarios):
        raise typer.Exit(1)


def _print_trace(out: Printer, explanation: Explanation, scenario: ScenarioTrace,
                 verbose: bool = False) -> None:
    from rulings.judging.describe import say
    from rulings.judging.explain import outcome

    lang = explanation.lang

    def label(describer: str, **values: object) -> str:
        return say(f"label.{describer}", lang, **values).text
    said = outcome(scenario, lang)
    if said == scenario.name and lang != "en":  # the title (English) says the outcome: label it
        said = label("title", name=scenario.name).rstrip(".")
    out.print(Line(f"{scenario.id}  {said}", style="bold"))
    if said != scenario.name:
        out.print(Line(label("scenario", name=scenario.name)))
    out.print(Line(label("where", where=scenario.where, engine=explanation.engine,
                         version=explanation.engine_version, cr=explanation.cr_version),
                   style="dim"))
    for step in scenario.steps:
        row = Line(f"{step.keyword} {step.text}", style="bold" if step.lines else "")
        row.append(f"  ({label('line', line=step.line)})", style="dim")
        if step.status == "failed":
            row.append(f"  {label('failed')}", style="bold red")
        elif step.status == "not run":
            row.append(f"  {label('not-run')}", style="dim")
        out.print(row)
        if step.said:
            out.print(Line(f"    {label('check', said=step.said)}", style="italic"))
        widths = [max(len(row[i]) for row in step.table) for i in range(len(step.table[0]))] \
            if step.table else []
        for cells in step.table:
            padded = " | ".join(cell.ljust(width) for cell, width in zip(cells, widths))
            out.print(Line(f"      | {padded} |", style="dim"))
        for line in step.lines:
            text = Line(f"    {line.text}", style=_TRACE_STYLE.get(line.kind, ""))
            if line.rule:
                text.append(f"  {explanation.citation(line.rule)}", style="cyan")
            out.print(text)
            if verbose and line.raw:
                out.print(Line(f"      protocol: {line.raw}", style="dim"))
        if step.error:
            out.print(Line(f"    {label('error', error=step.error)}", style="red"))
    departed = next((step for step in scenario.steps if step.status == "failed"), None)
    if departed is not None:
        out.print(Line(label("departs", line=departed.line,
                             step=f"{departed.keyword} {departed.text}",
                             error=one_line(departed.error)), style="bold red"))
    verdict = Line(label("result", status="").rstrip())
    verdict.append(" " + scenario.status,
                   style=STATUS_STYLE.get(scenario.status, ""))
    if scenario.message:
        verdict.append(f": {one_line(scenario.message)}")
    out.print(verdict)
    out.print()


_TRACE_STYLE = {"start": "italic", "action": "dim", "rejected": "yellow", "decision": "magenta"}


def book(
    out: Annotated[Path, typer.Option(
        "--out", help="The folder to write the book into: a new or empty folder, or an earlier "
        "book holding only the files its manifest lists (replaced whole, atomically); never a "
        "symbolic link.")],
    features: ExtraFeaturesOption = None,
) -> None:
    """Write the judge book: a static site to read offline (file:// or any static host), an
    index page whose search runs in the browser as lookup does, and one page per scenario with
    the answer first, the cards in the reader's language, the rules and the steps in words.
    Exit 0 written, 2 bad input (--out a file, a symbolic link, a folder of other files, or
    not writable: nothing is written); 130/143/129 stopped by a signal (nothing written)."""
    from rulings.book import write_book
    from rulings.running.signals import stopped_by_signals

    with stopped_by_signals():  # stopped: the book is not written, an earlier one stays
        written = write_book(out, features=list(features or []))
    Printer().print(f"book: {written.path}: index.html and {written.pages} scenario pages "
                    f"({written.passed} pass on the reference engine); open "
                    f"{(written.path / 'index.html').resolve().as_uri()}")
    if written.kept is not None:
        typer.echo(f"warning: --out: files the earlier book did not write appeared in it "
                   f"while this one was built; they are kept in {written.kept}", err=True)
