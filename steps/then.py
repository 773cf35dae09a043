"""Then-steps: each a check of one fact (steps/facts.py), showing expected against actual.

A ``Check`` declares one Then-phrase: its pattern, the fact it reads and with which arguments
(``args``: the pattern's words -> the fact's arguments), the value it expects (``expect``), how
the two compare (``holds``, by default equality, on ``measure`` of the fact's value), what a
failure says (``what``, or a whole message from ``fail``), how a value of the fact is written
back as this phrase (``write``: the fuzzer's Then-steps, None where the phrase cannot say it)
and its line in docs/STEPS.md (``example``, ``meaning``). The fuzzer compares the very same
reads (rulings/fuzz/facts.py). Adding a Then-phrase over an existing fact is one ``Check`` in
CHECKS (and docs/STEPS.md regenerated: ``python -m rulings.judging.stepsdoc``).
"""
from __future__ import annotations

import operator
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import Observation

from .facts import FACTS, Fact, Value
from .phrases import PLAYER, PhraseError, Table, parse_list, parse_step, quoted, step_phrase, table_rows
from .scenario_state import ScenarioState
from .vocabulary import then, unregister

P = rf"(?P<player>{PLAYER})"
L = r'"(?P<label>[^"]+)"'
Words = dict[str, Any]


class StepView:
    """What one Then-step sees of the engine: the observation (asked for once, when first read)
    and the decisions asked so far (the game started first)."""

    def __init__(self, state: ScenarioState) -> None:
        self._state = state
        self._obs: Observation | None = None

    @property
    def obs(self) -> Observation:
        if self._obs is None:
            self._obs = self._state.observe()
        return self._obs

    @property
    def asked(self) -> tuple[Decision, ...]:
        self._state.start()
        return tuple(d for d, _ in self._state.decisions.answered)


def _same(what: str, expected: object, actual: object) -> str:
    return f"{what}: expected {expected!r}, got {actual!r}"


@dataclass(frozen=True)
class Check:
    id: str  # also the step function's name in this module
    pattern: str
    fact: str
    args: Callable[[Words], tuple]
    expect: Callable[[Words], Value]
    what: Callable[[Words, StepView], str] | None = None  # "<what>: expected X, got Y"
    write: Callable[[tuple, Any, Sequence[str]], str | None] | None = None
    example: str = ""
    meaning: str = ""
    holds: Callable[[Any, Any], bool] = operator.eq  # (expected, measured)
    measure: Callable[[Words, Any], Any] = lambda words, value: value
    fail: Callable[[Words, Any, Any, StepView], str] | None = None  # the whole message
    more: Callable[[Words, StepView], None] | None = None  # further checks, once this holds
    regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "regex", re.compile(self.pattern))

    @property
    def of(self) -> Fact:
        return FACTS[self.fact]

    def run(self, state: ScenarioState, words: Words) -> None:
        view = StepView(state)
        expected = self.expect(words)
        actual = self.measure(words, self.of.read(view, *self.args(words)))
        if not self.holds(expected, actual):
            if self.fail is not None:
                raise AssertionError(self.fail(words, expected, actual, view))
            what = self.what(words, view) if self.what else self.fact
            raise AssertionError(_same(what, expected, actual))
        if self.more is not None:
            self.more(words, view)


def _number(text: str) -> int:
    return 0 if text == "no" else int(text)


def _plural(n: int, word: str) -> str:
    return f"{word}{'' if n == 1 else 's'}"


def _mana(text: str) -> list[str]:
    """'{2}{G}' -> ['C', 'C', 'G']: generic ({N}) counts as colorless here (docs/STEPS.md)."""
    symbols: list[str] = []
    for symbol in re.findall(r"\{([^}]*)\}", text):
        symbols += ["C"] * int(symbol) if symbol.isdecimal() else [symbol]
    if re.sub(r"\{[^}]*\}", "", text).strip():
        raise PhraseError(f"a mana pool is written in mana symbols like {{2}}{{G}}, got {text!r}")
    return sorted(symbols)


def _player(w: Words) -> tuple:
    return (w["player"],)


def _label(w: Words) -> tuple:
    return (w["label"],)


def _none(w: Words) -> tuple:
    return ()


def _completed_list(w: Words, view: StepView) -> list[str]:
    return list(FACTS["completed-list"].read(view, w["player"]))


def _battlefield(view: StepView) -> list[str]:
    return [p.label for p in view.obs.battlefield]


def _event_kind(w: Words) -> str:
    return "ventured" if w["what"] == "ventured" else "took-initiative"


def _token_rest(w: Words, view: StepView) -> None:
    """A token's power/toughness and keywords (the facts power-toughness and keywords)."""
    pt = (int(w["power"]), int(w["toughness"]))
    actual = FACTS["power-toughness"].read(view, w["label"])
    if pt != actual:
        raise AssertionError(_same(f'"{w["label"]}" power/toughness', pt, actual))
    keywords = FACTS["keywords"].read(view, w["label"])
    for kw in (k.strip() for k in (w["keywords"] or "").replace(" and ", ",").split(",") if k.strip()):
        if kw not in keywords:
            raise AssertionError(f'expected "{w["label"]}" to have {kw}; its keywords: '
                                 f"{list(keywords)}")


CHECKS: tuple[Check, ...] = (
    # --- players ---
    Check("has_initiative", rf"{P} has the initiative", "initiative", _none,
          lambda w: w["player"], lambda w, v: "the initiative",
          lambda args, value, players: f"{value} has the initiative" if value else None,
          "Alice has the initiative"),
    Check("lacks_initiative", rf"{P} does not have the initiative", "initiative", _none,
          lambda w: w["player"], holds=operator.ne,
          fail=lambda w, e, a, v: f"expected {e} not to have the initiative, but {e} has it",
          example="Alice does not have the initiative"),
    Check("nobody_has_initiative", r"nobody has the initiative", "initiative", _none,
          lambda w: None, lambda w, v: "the initiative",
          lambda args, value, players: "nobody has the initiative" if not value else None,
          "nobody has the initiative"),
    Check("in_room", rf'{P} is in "(?P<dungeon>[^"]+)" in room "(?P<room>[^"]+)"', "dungeon",
          _player, lambda w: (w["dungeon"], w["room"]),
          lambda w, v: f"{w['player']}'s dungeon and room",
          lambda args, value, players: f'{args[0]} is in "{value[0]}" in room "{value[1]}"'
          if value[0] and value[1] else None,
          'Alice is in "Undercity" in room "Forge"'),
    Check("not_in_dungeon", rf"{P} is not in a dungeon", "dungeon", _player,
          lambda w: (None, None), lambda w, v: f"{w['player']}'s dungeon and room",
          lambda args, value, players: f"{args[0]} is not in a dungeon"
          if value == (None, None) else None,
          "Alice is not in a dungeon", "no dungeon in the command zone (completed or never entered)"),
    Check("completed", rf'{P} has completed "(?P<dungeon>[^"]+)"', "completed",
          lambda w: (w["player"], w["dungeon"]), lambda w: True,
          write=lambda args, value, players: f'{args[0]} has completed "{args[1]}"' if value else None,
          fail=lambda w, e, a, v: f"expected {w['player']} to have completed {w['dungeon']!r}; "
                                  f"completed: {_completed_list(w, v)}",
          example='Alice has completed "Undercity"'),
    Check("completed_count", rf"{P} has completed (?P<count>no|\d+) dungeons?", "completed-count",
          _player, lambda w: _number(w["count"]),
          lambda w, v: f"{w['player']}'s completed dungeons count ({_completed_list(w, v)})",
          lambda args, value, players: f"{args[0]} has completed {value or 'no'} "
                                       f"{_plural(value, 'dungeon')}",
          "Alice has completed 2 dungeons", "`no dungeons`; a dungeon completed twice counts twice"),
    Check("life", rf"{P} has (?P<life>-?\d+) life", "life", _player, lambda w: int(w["life"]),
          lambda w, v: f"{w['player']}'s life",
          lambda args, value, players: f"{args[0]} has {value} life", "Alice has 9 life"),
    Check("hand_size", rf"{P} has (?P<count>\d+) cards? in hand", "hand", _player,
          lambda w: int(w["count"]),
          lambda w, v: f"{w['player']}'s hand size ({list(v.obs.player(w['player']).hand)})",
          lambda args, value, players: f"{args[0]} has {value} {_plural(value, 'card')} in hand",
          "Alice has 3 cards in hand"),
    Check("zone_contains", rf'{P}\'s (?P<zone>hand|library|graveyard|exile) '
                           r'(?P<verb>contains|does not contain) "(?P<card>[^"]+)"', "zone",
          lambda w: (w["player"], w["zone"]), lambda w: w["verb"] == "contains",
          measure=lambda w, cards: w["card"] in cards,
          fail=lambda w, e, a, v: f"expected {w['player']}'s {w['zone']} {w['verb']} "
                                  f"{w['card']!r}; it is {list(FACTS['zone'].read(v, w['player'], w['zone']))}",
          example='Alice\'s hand contains "Forest"', meaning="likewise `library`, `graveyard`, "
          "`exile`; `does not contain`"),
    Check("zone_size", rf"{P}'s (?P<zone>graveyard|exile) has (?P<count>no|\d+) cards?", "zone",
          lambda w: (w["player"], w["zone"]), lambda w: _number(w["count"]),
          lambda w, v: f"the number of cards in {w['player']}'s {w['zone']} "
                       f"({list(FACTS['zone'].read(v, w['player'], w['zone']))})",
          measure=lambda w, cards: len(cards), example="Alice's graveyard has 2 cards",
          meaning="likewise `exile`; `no cards`"),
    Check("lands_played", rf"{P} has played (?P<count>no|\d+) lands? this turn", "lands-played",
          _player, lambda w: _number(w["count"]),
          lambda w, v: f"lands {w['player']} played this turn",
          example="Alice has played 1 land this turn"),
    Check("mana_pool", rf'{P}\'s mana pool is (?:empty|"(?P<mana>[^"]*)")', "mana-pool", _player,
          lambda w: _mana(w["mana"] or ""),
          lambda w, v: f"{w['player']}'s mana pool (as mana symbols, in any order)",
          measure=lambda w, pool: _mana(pool), example='Alice\'s mana pool is "{G}"',
          meaning="symbols in any order, {N} generic counted as colorless; `is empty`"),
    Check("shuffled", rf"{P}'s library was (?P<negation>not )?shuffled(?: (?P<count>\d+) times?)?",
          "shuffles", _player,
          lambda w: 0 if w["negation"] else (None if w["count"] is None else int(w["count"])),
          lambda w, v: f"'shuffled' events for {w['player']}'s library since the game started",
          holds=lambda e, a: a >= 1 if e is None else e == a,
          fail=lambda w, e, a, v: (f"expected {w['player']}'s library to have been shuffled; no "
                                   "'shuffled' event names them") if e is None else _same(
              f"'shuffled' events for {w['player']}'s library since the game started", e, a),
          example="Alice's library was shuffled", meaning="`shuffled 2 times`; `was not shuffled`: "
          "`shuffled` events naming Alice since the game started; requires `shuffle-events` (and "
          "`event-log`)"),
    Check("library_reordered", rf'{P}\'s library is in another order than (?P<cards>".+")', "zone",
          lambda w: (w["player"], "library"), lambda w: tuple(parse_list(w["cards"])),
          measure=lambda w, library: tuple(library),
          holds=lambda e, a: sorted(e) == sorted(a) and e != a,
          fail=lambda w, e, a, v: _same(f"the cards of {w['player']}'s library (in any order)",
                                        sorted(e), sorted(a)) if sorted(e) != sorted(a) else
          f"expected {w['player']}'s library in another order than {list(e)}; it is in that very "
          "order",
          example='Alice\'s library is in another order than "Island", "Swamp", "Plains"',
          meaning="the library holds exactly those cards, and not in that order (top first): a "
          "shuffle changed it (CR 701.24a). Use ten or more different cards: a fair shuffle leaves "
          "n different cards in their order once in n! times (docs/INTERPRETING.md)"),
    Check("library_size", rf"{P}'s library has (?P<count>\d+) cards?", "library", _player,
          lambda w: int(w["count"]), lambda w, v: f"{w['player']}'s library size",
          lambda args, value, players: f"{args[0]}'s library has {value} {_plural(value, 'card')}",
          "Alice's library has 5 cards"),
    Check("library_end", rf'the (?P<end>top|bottom) card of {P}\'s library is "(?P<card>[^"]+)"',
          "zone", lambda w: (w["player"], "library"), lambda w: w["card"],
          measure=lambda w, lib: (lib[0 if w["end"] == "top" else -1] if lib else None),
          fail=lambda w, e, a, v: _same(f"the {w['end']} card of {w['player']}'s library", e, a)
          if FACTS["library"].read(v, w["player"]) else
          f"{w['player']}'s library is empty; expected {e!r} on the {w['end']}",
          example='the top card of Alice\'s library is "Forest"', meaning="`bottom` likewise"),
    Check("exile_playable", rf'the exiled "(?P<card>[^"]+)" may be played by {P} this turn'
                            r"(?P<free> only without paying its mana cost)?", "exile",
          lambda w: (w["player"], w["card"]),
          lambda w: "this-turn-free" if w["free"] else "this-turn",
          lambda w, v: f"play permission of the exiled {w['card']!r}",
          lambda args, value, players: f'the exiled "{args[1]}" may be played by {args[0]} this '
          f'turn{" only without paying its mana cost" if value == "this-turn-free" else ""}'
          if value else None,
          'the exiled "Hill Giant" may be played by Alice this turn',
          "`... this turn only without paying its mana cost`"),
    Check("exile_not_playable", r'the exiled "(?P<card>[^"]+)" may not be played', "unplayable",
          lambda w: (w["card"],), lambda w: "",
          lambda w, v: f"play permission of the exiled {w['card']!r}",
          lambda args, value, players: f'the exiled "{args[0]}" may not be played'
          if value == "" else None, 'the exiled "Hill Giant" may not be played'),
    Check("offered", rf"{P}'s last (?P<kind>[a-z-]+) decision offered exactly (?P<options>.+)",
          "offered", lambda w: (w["player"], w["kind"]),
          lambda w: sorted(set(parse_list(w["options"], players=True))),
          lambda w, v: f"the options of {w['player']}'s last {w['kind']} decision (as a set)",
          lambda args, value, players: f"{args[0]}'s last {args[1]} decision offered exactly "
                                       f"{quoted(value, players)}",
          'Alice\'s last choose-room decision offered exactly "Forge" and "Lost Well"',
          "the options as a set (labels quoted, players bare)", measure=lambda w, v: list(v)),
    Check("never_asked", rf"{P} was asked no (?P<kind>[a-z-]+) decisions?", "asked",
          lambda w: (w["player"], w["kind"]), lambda w: 0,
          fail=lambda w, e, a, v: f"{w['player']} was asked {a} {w['kind']} decision(s); the last "
                                  f"offered {list(_asked(v, w)[-1].options)}",
          example="Alice was asked no choose-room decisions",
          meaning="none since the game started, forced ones included (an engine that never "
          "asks that kind passes)"),
    Check("decision_bounds", rf"{P}'s last (?P<kind>[a-z-]+) decision was (?P<how>optional|required)"
                             r"(?:, (?P<bound>up to|exactly) (?P<count>\d+))?", "bounds",
          lambda w: (w["player"], w["kind"]), lambda w: (w["how"], w["bound"], w["count"]),
          holds=lambda wanted, bounds: _bounds_problem(*wanted, *bounds) is None,
          fail=lambda w, e, a, v: f"{_bounds_problem(*e, *a)}; {w['player']}'s last {w['kind']} "
                                  f"decision asked for {a[0]}..{a[1]} choice(s)",
          example="Alice's last search-library decision was optional, up to 1",
          meaning="optional: min 0; required: min ≥ 1; `exactly N`: min = max = N"),
    Check("left_game", rf"{P} has left the game", "left", _player, lambda w: True,
          write=lambda args, value, players: f"{args[0]} has left the game" if value else None,
          fail=lambda w, e, a, v: f"expected {w['player']} to have left the game",
          example="Bob has left the game"),
    Check("in_game", rf"{P} is still in the game", "left", _player, lambda w: False,
          write=lambda args, value, players: f"{args[0]} is still in the game" if not value else None,
          fail=lambda w, e, a, v: f"expected {w['player']} in the game; they left",
          example="Bob is still in the game"),
    # --- permanents ---
    Check("tapped", rf"{L} is (?P<which>tapped|untapped)", "tapped", _label,
          lambda w: w["which"] == "tapped", lambda w, v: f'"{w["label"]}" tapped',
          lambda args, value, players: f'"{args[0]}" is {"tapped" if value else "untapped"}',
          '"Grizzly Bears" is tapped', "`untapped`"),
    Check("counters", rf"{L} has (?P<count>\d+) (?P<kind>\S+) counters?", "counters",
          lambda w: (w["label"], w["kind"]), lambda w: int(w["count"]),
          lambda w, v: f'{w["kind"]} counters on "{w["label"]}"',
          lambda args, value, players: f'"{args[0]}" has {value} {args[1]} '
                                       f'{_plural(value, "counter")}',
          '"Grizzly Bears" has 2 +1/+1 counters'),
    Check("power_toughness", rf"{L} is (?P<power>-?\d+)/(?P<toughness>-?\d+)", "power-toughness",
          _label, lambda w: (int(w["power"]), int(w["toughness"])),
          lambda w, v: f'"{w["label"]}" power/toughness', example='"Grizzly Bears" is 3/3'),
    Check("keyword", rf"{L} (?P<verb>has|does not have) (?P<keyword>[a-z][a-z ]*)", "keywords",
          _label, lambda w: w["verb"] == "has", measure=lambda w, kws: w["keyword"] in kws,
          fail=lambda w, e, a, v: f'expected "{w["label"]}" {w["verb"]} {w["keyword"]}; its '
                                  f"keywords: {list(FACTS['keywords'].read(v, w['label']))}",
          example='"Cloister Gargoyle" has flying', meaning="`does not have`"),
    Check("goaded", rf"{L} is goaded by {P}", "goaded-by", _label, lambda w: True,
          measure=lambda w, goaders: w["player"] in goaders,
          fail=lambda w, e, a, v: f'expected "{w["label"]}" goaded by {w["player"]}; goaded by: '
                                  f"{list(FACTS['goaded-by'].read(v, w['label']))}",
          example='"Grizzly Bears" is goaded by Alice'),
    Check("not_goaded", rf"{L} is not goaded", "goaded-by", _label, lambda w: [],
          lambda w, v: f'the players goading "{w["label"]}"', measure=lambda w, g: list(g),
          example='"Grizzly Bears" is not goaded'),
    Check("attached", rf'{L} is attached to "(?P<host>[^"]+)"', "attached-to", _label,
          lambda w: w["host"], lambda w, v: f'what "{w["label"]}" is attached to',
          example='"Trailblazer\'s Torch" is attached to "Grizzly Bears"'),
    Check("effects_on", rf'the effects on {L} are (?:none|(?P<effects>".+))', "effects", _label,
          lambda w: sorted(parse_list(w["effects"])) if w["effects"] else [],
          lambda w, v: f'the effects on "{w["label"]}"', measure=lambda w, e: list(e),
          example='the effects on "Grizzly Bears" are "+2/+0 until end of turn"',
          meaning="every continuous effect on it with its duration, in any order; `are none`; "
          "requires `effect-durations` (docs/PROTOCOL.md gives the form)"),
    Check("not_attached", rf"{L} is not attached(?: to anything)?", "attached-to", _label,
          lambda w: None, lambda w, v: f'what "{w["label"]}" is attached to',
          example='"Trailblazer\'s Torch" is not attached'),
    Check("damage", rf"{L} has (?P<amount>\d+) damage", "damage", _label,
          lambda w: int(w["amount"]), lambda w, v: f'damage marked on "{w["label"]}"',
          example='"Grizzly Bears" has 2 damage'),
    Check("on_battlefield", rf"{L} is (?P<negation>not )?on the battlefield", "on", _label,
          lambda w: not w["negation"],
          write=lambda args, value, players: f'"{args[0]}" is {"" if value else "not "}on the '
                                             "battlefield",
          fail=lambda w, e, a, v: f'expected "{w["label"]}" {"" if e else "not "}on the '
                                  f"battlefield (battlefield: {_battlefield(v)})",
          example='"Grizzly Bears" is on the battlefield', meaning="`is not on the battlefield`"),
    Check("controls", rf'{P} controls (?P<count>no |\d+ )?"(?P<card>[^"]+)"', "controls",
          lambda w: (w["player"], w["card"]),
          lambda w: None if w["count"] is None else _number(w["count"].strip()),
          holds=lambda e, a: a >= 1 if e is None else e == a,
          write=lambda args, value, players: f'{args[0]} controls {value or "no"} "{args[1]}"',
          fail=lambda w, e, a, v: (f"expected {w['player']} to control a {w['card']!r}; "
                                   f"{w['player']} controls "
                                   f"{list(FACTS['controlled'].read(v, w['player']))}")
          if e is None else _same(f"number of {w['card']!r} {w['player']} controls", e, a),
          example='Alice controls 2 "Treasure"', meaning='by card name; `controls "X"`: at least '
          'one; `controls no "X"`'),
    Check("token", rf"{L} is a (?P<power>-?\d+)/(?P<toughness>-?\d+) token(?: with (?P<keywords>.+))?",
          "token", _label, lambda w: True,
          fail=lambda w, e, a, v: f'expected "{w["label"]}" to be a token', more=_token_rest,
          example='"Skeleton" is a 4/1 token with menace',
          meaning="a token with that power/toughness (and keywords, `with A and B`)"),
    # --- the stack ---
    Check("stack_empty", r"the stack is empty", "stack", _none, lambda w: [],
          lambda w, v: "the stack (top first)",
          lambda args, value, players: "the stack is empty" if not value else None,
          "the stack is empty", measure=lambda w, labels: list(labels)),
    Check("stack_size", r"the stack has (?P<count>\d+) objects?", "stack", _none,
          lambda w: int(w["count"]),
          lambda w, v: f"the number of objects on the stack ({list(FACTS['stack'].read(v))})",
          measure=lambda w, labels: len(labels), example="the stack has 2 objects"),
    Check("stack_top", r'the top of the stack is "(?P<label>[^"]+)"', "stack", _none,
          lambda w: w["label"],
          lambda w, v: f"the top of the stack (stack: {list(FACTS['stack'].read(v))})",
          measure=lambda w, labels: labels[0] if labels else None,
          example='the top of the stack is "Alice ventures into Undercity"',
          meaning="stack label of the top object"),
    Check("stack_order", r"the stack from top to bottom is (?P<labels>.+)", "stack", _none,
          lambda w: list(parse_list(w["labels"])), lambda w, v: "the stack from top to bottom",
          lambda args, value, players: "the stack from top to bottom is " + quoted(value, ())
          if value else None,
          'the stack from top to bottom is "Bob takes the initiative", "Alice takes the initiative"',
          measure=lambda w, labels: list(labels)),
    Check("stack_controller", rf'{L} on the stack is controlled by {P} with '
                              r'(?:no source|source "(?P<source>[^"]+)")', "stack-item", _label,
          lambda w: (w["player"], w["source"]),
          lambda w, v: f'controller and source of "{w["label"]}"',
          lambda args, value, players: f'"{args[0]}" on the stack is controlled by {value[0]} with '
          + (f'source "{value[1]}"' if value[1] else "no source"),
          '"Alice takes the initiative" on the stack is controlled by Alice with no source'),
    Check("stack_targets", rf'{L} on the stack (?:targets (?P<targets>.+)|has no targets)',
          "stack-targets", _label,
          lambda w: sorted(parse_list(w["targets"], players=True)) if w["targets"] else [],
          lambda w, v: f'the targets of "{w["label"]}" on the stack (in any order)',
          example='"Shock" on the stack targets Bob', meaning="in any order; `has no targets`",
          measure=lambda w, targets: list(targets)),
    Check("removed_from_stack", rf"{L} was removed from the stack with no legal target",
          "removed-from-stack", _none, lambda w: True, measure=lambda w, removed: w["label"] in removed,
          fail=lambda w, e, a, v: f'expected a removed-from-stack event for "{w["label"]}" (CR '
                                  f"603.3d); removed since the game started: "
                                  f"{list(FACTS['removed-from-stack'].read(v))}",
          example='"Shock" was removed from the stack with no legal target',
          meaning="a `removed-from-stack` event with that stack label since the game started; "
          "requires `removal-events` (and `event-log`)"),
    # --- turn and events ---
    Check("turn_and_step", rf"it is {P}'s turn (?P<turn>\d+), in the (?P<step_name>.+)", "turn",
          _none, lambda w: (w["player"], int(w["turn"]), parse_step(w["step_name"])),
          lambda w, v: "the turn (active player, number, step)",
          lambda args, value, players: f"it is {value[0]}'s turn {value[1]}, in the "
                                       f"{step_phrase(value[2])}" if value[0] else None,
          "it is Bob's turn 4, in the upkeep"),
    Check("has_priority", rf"{P} has priority", "priority", _none, lambda w: w["player"],
          lambda w, v: "who has priority", example="Alice has priority", meaning="the player who holds priority now"),
    Check("nobody_has_priority", r"nobody has priority", "priority", _none, lambda w: None,
          lambda w, v: "who has priority", example="nobody has priority",
          meaning="no player holds priority (e.g. after the game ended, CR 104.1)"),
    Check("turn_without_active_player", r"turn (?P<turn>\d+) goes on without an active player, "
                                        r"in the (?P<step_name>.+)", "turn", _none,
          lambda w: (None, int(w["turn"]), parse_step(w["step_name"])),
          lambda w, v: "the turn (active player, number, step)",
          lambda args, value, players: f"turn {value[1]} goes on without an active player, in "
                                       f"the {step_phrase(value[2])}" if value[0] is None else None,
          example="turn 4 goes on without an active player, in the end step",
          meaning="the active player left during their turn (CR 800.4j): no active player, the "
          "same turn and step"),
    Check("event_count", rf"{P} (?P<what>ventured|took the initiative) (?P<count>\d+) times?", "events",
          lambda w: (w["player"], _event_kind(w)), lambda w: int(w["count"]),
          lambda w, v: f"{_event_kind(w)!r} events for {w['player']} since the game started",
          example="Alice ventured 2 times", meaning="`took the initiative 1 time`: events since "
          "the game started"),
)


def _asked(view: StepView, w: Words) -> list[Decision]:
    return [d for d in view.asked if d.player == w["player"] and d.kind == w["kind"]]


def _bounds_problem(how: str, bound: str | None, count: str | None, low: int, high: int
                    ) -> str | None:
    """What a decision asking for low..high choices lacks to be ``how`` (optional: min 0), with
    ``bound`` ("up to" / "exactly") ``count`` choices; None if nothing."""
    if (low == 0) != (how == "optional"):
        return f"expected it {how}"
    if bound == "up to" and high != int(str(count)):
        return f"expected up to {count}"
    if bound == "exactly" and not low == high == int(str(count)):
        return f"expected exactly {count}"
    return None


def declare(check: Check, *, first: bool = False) -> None:
    """Put ``check`` in the vocabulary: its Then-step is registered (as ``check.id`` in this
    module) and the fuzzer's writer may write it (``first``: before the fact's other checks)."""
    global CHECKS
    names = list(check.regex.groupindex)

    def step(state: ScenarioState, *args: Any, **words: Any) -> None:
        words.update(zip(names, args))
        for name in names:
            words.setdefault(name, None)
        check.run(state, words)
    step.__name__ = step.__qualname__ = check.id
    step.__doc__ = f"Then {check.example or check.pattern}: checks the fact {check.fact!r}."
    globals()[check.id] = then(check.pattern, check.example, check.meaning)(step)
    if check not in CHECKS:
        CHECKS = (check, *CHECKS) if first else (*CHECKS, check)
    by_fact = BY_FACT.setdefault(check.fact, [])
    if check not in by_fact:
        by_fact.insert(0, check) if first else by_fact.append(check)


def undeclare(check: Check) -> None:
    """Take a declared check out again (a test's test-only phrase)."""
    global CHECKS
    CHECKS = tuple(c for c in CHECKS if c is not check)
    BY_FACT[check.fact] = [c for c in BY_FACT.get(check.fact, []) if c is not check]
    unregister(globals().pop(check.id))


BY_FACT: dict[str, list[Check]] = {}  # the checks over each fact, in the order the writer tries them
for _check in CHECKS:
    declare(_check)


def write_fact(fact: str, args: tuple, value: Any, players: Sequence[str]) -> str | None:
    """The Then-step (without keyword) asserting that ``fact`` of ``args`` has ``value``: the
    first check over the fact that can say it, or None."""
    for check in BY_FACT.get(fact, ()):
        if check.write is not None:
            written = check.write(args, value, players)
            if written is not None:
                return written
    return None


# --- the action, and the events of the last action: not facts of the game's state ----------

@then("the action is rejected as illegal", "the action is rejected as illegal",
      "the last `tries to` raised IllegalAction (fails if it succeeded), and the game is "
      "unchanged: the observation equals the one before the attempt (docs/PROTOCOL.md; not "
      "checked when the refusal came after a decision was answered during the attempt)")
def rejected(state: ScenarioState) -> None:
    if state.attempt is None:
        raise PhraseError("'the action is rejected as illegal' needs an earlier 'tries to' step")
    if state.attempt.rejection is None:
        raise AssertionError(f"expected the engine to reject {state.attempt.action} as illegal, "
                             "but it performed it")
    before, after = state.attempt.before, state.observe()
    if before is not None:  # docs/PROTOCOL.md: a refused action leaves the game unchanged
        changed = [f.name for f in fields(after) if getattr(before, f.name) != getattr(after, f.name)]
        if changed:
            raise AssertionError(f"the engine rejected {state.attempt.action} but the game "
                                 f"changed: {', '.join(changed)} differ from before the attempt")


@then(rf"{P} and (?P<other>{PLAYER}) are on (?P<which>the same|different) teams?",
      "Alice and Bob are on the same team", "the observation's teams (Two-Headed Giant); "
      "`different teams`; fails if either player has no team")
def teams(state: ScenarioState, player: str, other: str, which: str) -> None:
    view = StepView(state)
    mine, theirs = FACTS["team"].read(view, player), FACTS["team"].read(view, other)
    if mine is None or theirs is None:
        raise AssertionError(f"expected {player} and {other} to be on teams; their teams are "
                             f"{mine!r} and {theirs!r}")
    if (which == "the same") != (mine == theirs):
        raise AssertionError(_same(f"whether {player} and {other} are teammates",
                                   which == "the same", mine == theirs))


_EVENT_COLUMNS = {"event", "player", "dungeon", "room", "source", "target", "amount", "text", "rule"}


@then("the last action's events include, in order:", "the last action's events include, in order:",
      "+ table `event`, `player`, `dungeon`, `room`, `source`, `target`, `amount`, `text`, "
      "`rule` (only the given columns compared; an empty cell asks for an event with no value "
      "there): a subsequence of the events the last action produced")
def last_events(state: ScenarioState, datatable: Table | None = None) -> None:
    wanted = table_rows(datatable, _EVENT_COLUMNS, {"event"})
    actual = [{col: _event_field(e, col) for col in _EVENT_COLUMNS} for e in state.last_events]
    remaining = iter(actual)  # each row must match an event after the previous row's match
    for row in wanted:
        if not any(all(event[c] == v for c, v in row.items()) for event in remaining):
            shown = [{c: v for c, v in a.items() if v} for a in actual]
            raise AssertionError(f"the last action's events lack {row} (in order); they are {shown}")


def _event_field(event: object, column: str) -> str:
    value = getattr(event, "type" if column == "event" else column)
    return "" if value is None else str(value)

