"""Writing a difference as a ready-to-run .feature file in the step vocabulary (docs/STEPS.md).

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

from rulings.adapters.actions import (
    Action, ActivateAbility, AdvanceTo, CastSpell, Concede, DeclareAttackers, DeclareBlockers,
    LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop, TakeInitiative, Venture,
)
from rulings.adapters.decisions import Decision
from rulings.adapters.text import shown
from rulings.adapters.position import PermanentSetup, Position
from rulings import CR_VERSION
from rulings.scenarios.atomic import write_text_atomic
from rulings.steps.phrases import VERBS, parse_action, parse_decision

from . import facts, pool
from .lockstep import Played, Run, needs

THIRD_PERSON = {infinitive: third for third, infinitive in VERBS.items()}
FORMAT_CAPABILITY = {"two-player": "two-player", "free-for-all": "multiplayer",
                     "two-headed-giant": "two-headed-giant"}
FACT_RULES = {
    "initiative": "726.3", "turn": "500.1", "life": "119.3", "left": "800.4a",
    "dungeon": "701.49", "completed-count": "309.7", "completed": "309.7", "hand": "121.1",
    "library": "121.1", "exile": "601.2", "unplayable": "601.2", "on": "110.1",
    "controls": "110.1", "tapped": "110.5", "counters": "122.1", "stack": "405.1",
    "stack-item": "405.1",
}
DECISION_RULES = {"choose-room": "309.5a", "choose-dungeon": "701.49a",
                  "choose-targets": "601.2c", "order-triggers": "603.3b"}
ACTION_RULES = {
    "cast": "601.2", "play-land": "305.1", "activate": "602.2", "declare-attackers": "508.1",
    "declare-blockers": "509.1", "pass-priority": "117.3d", "resolve-top": "608.2",
    "resolve-stack": "608.2", "advance": "500.1", "concede": "104.3a",
    "take-initiative": "726.3", "venture": "701.49", "lose-life": "119.3",
}
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
    names = [p.name for p in position.players]
    steps = [Step("given", _format_step(position))]
    active = position.active_player or names[0]
    steps.append(Step("given", f"it is {active}'s turn {position.turn}, in the "
                               f"{facts.step_phrase(position.step)}"))
    if position.seed:
        steps.append(Step("given", f"the shuffle seed is {position.seed}"))
    if position.initiative:
        steps.append(Step("given", f"{position.initiative} has the initiative"))
    life_set: set[str] = set()
    for p in position.players:
        if p.life is not None and (p.team or p.name) not in life_set:
            life_set.add(p.team or p.name)
            steps.append(Step("given", f"{p.name} has {p.life} life"))
        if p.dungeon:
            steps.append(Step("given", f'{p.name} is in "{p.dungeon.dungeon}" in room "{p.dungeon.room}"'))
        steps += [Step("given", f'{p.name} has completed "{d}"') for d in p.completed_dungeons]
        if p.battlefield:
            steps.append(Step("given", f"{p.name} controls:", _permanent_table(p.battlefield)))
        for zone in ("library", "hand", "graveyard", "exile"):
            cards = getattr(p, zone)
            if cards:
                steps.append(Step("given", f"{p.name}'s {zone} is {facts.quoted(cards, ())}"))
        if p.mana_pool:
            steps.append(Step("given", f'{p.name}\'s mana pool is "{p.mana_pool}"'))
        if p.lands_played:
            if p.lands_played != 1:
                raise WriterError(f"{p.name}: the steps can only say one land played")
            steps.append(Step("given", f"{p.name} has played a land this turn"))
    return steps


def _format_step(position: Position) -> str:
    names = [p.name for p in position.players]
    if position.format == "two-player":
        return f"a two-player game between {names[0]} and {names[1]}"
    if position.format == "free-for-all":
        return f"a free-for-all game between {', '.join(names[:-1])} and {names[-1]}"
    first, second = f"{names[0]} and {names[1]}", f"{names[2]} and {names[3]}"
    if [p.team for p in position.players] != [first, first, second, second]:
        raise WriterError("Two-Headed Giant teams must be the first two and last two players")
    return f"a Two-Headed Giant game: {first} versus {second}"


def _permanent_table(permanents: tuple[PermanentSetup, ...]) -> Table:
    rows = [["card", "label", "tapped", "counters", "attached to", "sick", "token"]]
    for perm in permanents:
        if perm.owner is not None:
            raise WriterError(f"{perm.card}: the steps can't give a permanent another owner")
        rows.append([perm.card, perm.label or "", _yes(perm.tapped),
                     ", ".join(f"{k}:{v}" for k, v in perm.counters.items()),
                     perm.attached_to or "", _yes(perm.summoning_sick), _yes(perm.token)])
    return rows


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


# --- scripted answers and actions --------------------------------------------------------
def _script(played: Played, players: list[str], kind: str) -> list[Step]:
    return [Step(kind, f"{d.player} will {decision_phrase(d, a, players)}")
            for d, a in played.scripted()]


def decision_phrase(decision: Decision, answer: tuple[str, ...], players: list[str]) -> str:
    phrase = _answer_phrase(decision.kind, answer, players)
    try:
        parsed = parse_decision(phrase)
    except ValueError as exc:
        raise WriterError(f"{decision.kind} answer {list(answer)}: {exc}") from None
    if parsed != (decision.kind, tuple(answer)):
        raise WriterError(f"'{phrase}' reads back as {parsed}, not {decision.kind} {list(answer)}")
    return phrase


def _answer_phrase(kind: str, answer: tuple[str, ...], players: list[str]) -> str:
    if not answer:
        empty = {"search-library": "find nothing", "scry": "keep the scried cards on top",
                 "choose-cast": "cast nothing for free"}
        if kind not in empty:
            raise WriterError(f"no step scripts an empty {kind} answer")
        return empty[kind]
    one, listed = f'"{answer[0]}"', facts.quoted(answer, ())
    phrases = {
        "choose-room": f"choose room {one}",
        "choose-dungeon": f"choose dungeon {one}",
        "choose-targets": f"choose target{'s' if len(answer) > 1 else ''} "
                          f"{facts.quoted(answer, players)}",
        "search-library": f"find {one}",
        "scry": f"scry {listed} to the bottom",
        "choose-from-reveal": f"choose {one} from the revealed cards",
        "choose-untap": f"untap {one}",
        "order-triggers": f"order the triggers to resolve {listed}",
        "choose-discard": f"discard {listed}",
        "choose-sacrifice": f"sacrifice {listed}",
        "choose-option": f"choose {one}",
        "choose-cast": f"cast {one} for free",
    }
    if kind not in phrases:
        raise WriterError(f"no step scripts a {kind} decision")
    return phrases[kind]


def action_step(action: Action | None, players: list[str], *, rejected: bool) -> Step:
    if isinstance(action, ResolveTop):
        return Step("when", "the top of the stack resolves")
    if isinstance(action, ResolveStack):
        return Step("when", "the stack resolves")
    if isinstance(action, AdvanceTo):
        return Step("when", f"the game advances to {action.player}'s {facts.step_phrase(action.step)}")
    if action is None:
        raise WriterError("no action")
    phrase, table = _infinitive(action, players)
    try:
        parsed = parse_action(action.player, phrase, table)  # type: ignore[union-attr]
    except ValueError as exc:
        raise WriterError(f"{action}: {exc}") from None
    if parsed != action:
        raise WriterError(f"'{phrase}' reads back as {parsed}, not {action}")
    player = action.player  # type: ignore[union-attr]
    if rejected:
        return Step("when", f"{player} tries to {phrase}", table)
    verb, _, rest = phrase.partition(" ")
    return Step("when", f"{player} {THIRD_PERSON[verb]} {rest}".rstrip(), table)


def _infinitive(action: Action, players: list[str]) -> tuple[str, Table | None]:
    """The phrase after "<player> tries to"; player names among targets are written bare."""
    if isinstance(action, CastSpell):
        zone = "" if action.from_zone == "hand" else f" from {action.from_zone}"
        free = " without paying its mana cost" if action.without_paying else ""
        targets = f" targeting {facts.quoted(action.targets, players)}" if action.targets else ""
        return f'cast "{action.card}"{zone}{free}{targets}', None
    if isinstance(action, PlayLand):
        zone = "" if action.from_zone == "hand" else f" from {action.from_zone}"
        return f'play "{action.card}"{zone}', None
    if isinstance(action, ActivateAbility):
        if action.ability == "mana":
            return f'tap "{action.source}" for ' + (f'"{action.color}"' if action.color else "mana"), None
        if action.ability == "equip" and len(action.targets) == 1:
            return f'equip "{action.source}" to "{action.targets[0]}"', None
        targets = f" targeting {facts.quoted(action.targets, players)}" if action.targets else ""
        return f'activate "{action.source}"{targets}', None
    if isinstance(action, DeclareAttackers):
        defenders = {a.defender for a in action.attacks}
        if len(defenders) == 1:
            return (f"attack {defenders.pop()} with "
                    f"{facts.quoted([a.attacker for a in action.attacks], ())}", None)
        return "attack with:", [["attacker", "defender"]] + [[a.attacker, a.defender] for a in action.attacks]
    if isinstance(action, DeclareBlockers):
        if not action.blocks:
            return "declare no blockers", None
        attackers = {b.attacker for b in action.blocks}
        if len(attackers) == 1:
            return (f'block "{attackers.pop()}" with '
                    f"{facts.quoted([b.blocker for b in action.blocks], ())}", None)
        return "block with:", [["blocker", "attacker"]] + [[b.blocker, b.attacker] for b in action.blocks]
    if isinstance(action, PassPriority):
        return "pass priority", None
    if isinstance(action, Concede):
        return "concede", None
    if isinstance(action, TakeInitiative):
        return "take the initiative", None
    if isinstance(action, Venture):
        return "venture into " + ("Undercity" if action.into == "undercity" else "the dungeon"), None
    if isinstance(action, LoseLife):
        return f"lose {action.amount} life", None
    raise WriterError(f"no step performs {action}")


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
        rules.append(ACTION_RULES[last.action.KIND])  # type: ignore[union-attr]
    if last.rejected is not None and last.rejected.rule:
        rules.append(last.rejected.rule)
    for key, _ in divergence.steps:
        rules.append(DECISION_RULES.get(key[2], "") if key[0] == "offered" else FACT_RULES[key[0]])
    return [r for r in dict.fromkeys(rules) if RULE.fullmatch(r)] or ["726.1"]


def _one_line(text: str) -> str:
    return " ".join(text.split())
