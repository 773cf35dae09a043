"""Writing a difference as a ready-to-run .feature file in the step vocabulary (docs/STEPS.md),
in the words the phrase book writes (steps/given.py, steps/phrasebook.py, steps/then.py).

The Given-steps rebuild the position, "will" steps script the reference's answers before the
action that asks them, When-steps replay the actions (a rejected one as "tries to", followed by
"the action is rejected as illegal") and the Then-steps assert the reference's observation at
the first step where the engines differ. Every action and answer is checked by parsing it back
with the suite's own phrase parser, so the file says exactly what was played.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from rulings.adapters.actions import Action
from rulings.adapters.decisions import Decision, decision_rule
from rulings.adapters.position import Position
from rulings.adapters.text import shown
from rulings import CR_VERSION
from rulings.scenarios.atomic import write_text_atomic
from rulings.steps.facts import FACTS
from rulings.steps.given import write_position
from rulings.steps.phrasebook import action_rule, write_action, write_decision
from rulings.steps.phrases import PhraseError

from . import facts, pool
from .lockstep import Played, Run, needs

FORMAT_CAPABILITY = {"two-player": "two-player", "free-for-all": "multiplayer",
                     "two-headed-giant": "two-headed-giant"}
MAX_CHANGED = 10  # Then-steps describing what a failed action did on the reference
RULE = re.compile(r"\d{3}(\.\d+[a-z]?)?")
Table = list[list[str]]


class WriterError(Exception):
    """The writer could not say something in the step vocabulary (a bug in rulings.fuzz)."""


@dataclass(frozen=True)
class Step:
    kind: str  # "given", "when" or "then"
    text: str
    table: Table | None = None


@dataclass(frozen=True)
class Written:
    path: Path
    id: str
    step: str  # the first diverging step, as written ("the game start" for the position)


def write_feature(run: Run, out_dir: Path, *, engine: str, origin: str) -> Written:
    """Write ``run`` (which has a divergence) as out_dir/fuzz-<hash>.feature."""
    assert run.divergence is not None
    players = [p.name for p in run.position.players]
    steps = given_steps(run.position) + _script(run.played[0], players, "given")
    for played in run.played[1:]:
        steps += _script(played, players, "when")
        steps.append(action_step(played.action, players, rejected=played.rejected is not None))
        if played.rejected is not None:
            steps.append(Step("then", "the action is rejected as illegal"))
    last = run.played[-1]
    steps += _then_steps(run)
    body = _render_steps(steps)
    digest = hashlib.sha1("\n".join(body).encode()).hexdigest()[:8].upper()
    scenario_id = f"FUZZ-{digest}"
    where = "the game start" if last.action is None else _keyword_text(action_step(
        last.action, players, rejected=last.rejected is not None))
    tags = _tags(run, scenario_id, "\n".join(body))
    text = "\n".join([
        # engine text in a comment: one line, control characters escaped (adapters/text.py)
        f"# Found by rulings fuzz ({origin}) against engine {shown(_one_line(engine))}.",
        f"# First difference at: {where}",
        f"# The engine: {shown(_one_line(run.divergence.detail))}",
        "# The Then-steps assert what the reference engine observes there.",
        f"Feature: Fuzz difference {scenario_id}",
        "",
        "  " + " ".join(f"@{t}" for t in tags),
        f"  Scenario: {run.divergence.kind} difference at {where}",
        *body, "",
    ])
    path = out_dir / f"fuzz-{digest.lower()}.feature"
    write_text_atomic(path, text, "--out")  # atomic; a link planted there is replaced, not followed
    return Written(path, scenario_id, where)


# --- Given: the position -----------------------------------------------------------------
def given_steps(position: Position) -> list[Step]:
    """The Given-steps that set up ``position``, written by the Given-phrases (steps/given.py)."""
    try:
        return [Step("given", text, table) for text, table in write_position(position)]
    except PhraseError as exc:
        raise WriterError(str(exc)) from None


# --- scripted answers and actions (the phrase book writes them: steps/phrasebook.py) ------
def _script(played: Played, players: list[str], kind: str) -> list[Step]:
    return [Step(kind, f"{d.player} will {decision_phrase(d, a, players)}")
            for d, a in played.scripted()]


def decision_phrase(decision: Decision, answer: tuple[str, ...], players: list[str]) -> str:
    try:
        return write_decision(decision.kind, answer, players)
    except PhraseError as exc:
        raise WriterError(f"{decision.kind} answer {list(answer)}: {exc}") from None


def action_step(action: Action | None, players: list[str], *, rejected: bool) -> Step:
    if action is None:
        raise WriterError("no action")
    try:
        text, table = write_action(action, players, rejected=rejected)
    except PhraseError as exc:
        raise WriterError(f"{action}: {exc}") from None
    return Step("when", text, table)


# --- Then: the reference's observation at the difference ---------------------------------
def _then_steps(run: Run) -> list[Step]:
    divergence, last = run.divergence, run.played[-1]
    assert divergence is not None
    if divergence.kind == "observation":
        return [Step("then", text) for _, text in divergence.steps]
    if last.rejected is not None:
        return []  # "the action is rejected as illegal" is already written
    if len(run.played) < 2:  # the engine failed to start: a Then-step starts the game
        view = last.after
        return [Step("then", str(facts.render(("turn",), facts.evaluate(("turn",), view), ())))]
    # The engine failed the action itself; say what it did on the reference, for the reader.
    changed = facts.differences(last.after, run.played[-2].after, stack=True)
    return [Step("then", text) for _, text in changed[:MAX_CHANGED]]


# --- rendering -----------------------------------------------------------------------------
def _keyword_text(step: Step) -> str:
    return f"{step.kind.capitalize()} {step.text}"


def _render_steps(steps: list[Step]) -> list[str]:
    lines, current = [], None
    for step in steps:
        keyword = "And" if step.kind == current else step.kind.capitalize()
        current = step.kind
        lines.append(f"    {keyword} {step.text}")
        if step.table:
            widths = [max(len(row[i]) for row in step.table) for i in range(len(step.table[0]))]
            lines += ["      | " + " | ".join(cell.ljust(w) for cell, w in zip(row, widths)) + " |"
                      for row in step.table]
    return lines


def _tags(run: Run, scenario_id: str, body: str) -> list[str]:
    requires = {FORMAT_CAPABILITY[run.position.format], "position-setup"}
    for played in run.played:
        requires |= needs(played.action, played)
    if re.search(r"^    (Then|And) .*\bthe stack\b", body, re.M):
        requires.add("stack-inspection")
    if "will order the triggers" in body:
        requires.add("trigger-ordering")
    if any(name in body for name in pool.AFR_DUNGEONS):
        requires.add("dungeons-afr")
    rules = _rules(run)
    cards = sorted({pool.slug(name) for name in pool.TAGGED if name in body})
    return (["found-by:fuzz", f"id:{scenario_id}"] + [f"cr:{r}:{CR_VERSION}" for r in rules]
            + [f"card:{c}" for c in cards] + [f"requires:{r}" for r in sorted(requires)])


def _rules(run: Run) -> list[str]:
    divergence, last = run.divergence, run.played[-1]
    assert divergence is not None
    rules = []
    if last.action is not None:
        rules.append(action_rule(last.action.KIND))
    if last.rejected is not None and last.rejected.rule:
        rules.append(last.rejected.rule)
    for key, _ in divergence.steps:
        rules.append(decision_rule(key[2]) or "" if key[0] == "offered" else FACTS[key[0]].rule)
    return [r for r in dict.fromkeys(rules) if RULE.fullmatch(r)] or ["726.1"]


def _one_line(text: str) -> str:
    return " ".join(text.split())
