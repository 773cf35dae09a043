"""Then-steps: assertions on the engine's observation, each showing expected against actual."""
from __future__ import annotations

import re
from dataclasses import fields

from .vocabulary import then

from rulings.adapters.observation import Observation, PermanentView, StackItem

from .scenario_state import ScenarioState
from .phrases import PLAYER, PhraseError, Table, parse_list, parse_step, table_rows

P = rf"(?P<player>{PLAYER})"
L = r'"(?P<label>[^"]+)"'


def check(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(message)


def same(what: str, expected: object, actual: object) -> None:
    check(expected == actual, f"{what}: expected {expected!r}, got {actual!r}")


def the_permanent(obs: Observation, label: str) -> PermanentView:
    found = obs.permanents(label)
    check(len(found) == 1, f'expected one permanent "{label}" on the battlefield, found '
          f"{len(found)} (battlefield: {[p.label for p in obs.battlefield]})")
    return found[0]


def stack_item(obs: Observation, label: str) -> StackItem:
    found = [item for item in obs.stack if item.label() == label]
    check(bool(found), f'no "{label}" on the stack (stack, top first: {_labels(obs)})')
    return found[0]


def _labels(obs: Observation) -> list[str]:
    return [item.label() for item in obs.stack]


# --- the action ----------------------------------------------------------------------------

@then("the action is rejected as illegal")
def rejected(state: ScenarioState) -> None:
    if state.attempt is None:
        raise PhraseError("'the action is rejected as illegal' needs an earlier 'tries to' step")
    check(state.attempt.rejection is not None,
          f"expected the engine to reject {state.attempt.action} as illegal, but it performed it")
    before, after = state.attempt.before, state.observe()
    if before is not None:  # docs/PROTOCOL.md: a refused action leaves the game unchanged
        changed = [f.name for f in fields(after) if getattr(before, f.name) != getattr(after, f.name)]
        check(not changed, f"the engine rejected {state.attempt.action} but the game changed: "
              f"{', '.join(changed)} differ from before the attempt")


# --- players -------------------------------------------------------------------------------

@then(rf"{P} has the initiative")
def has_initiative(state: ScenarioState, player: str) -> None:
    same("the initiative", player, state.observe().initiative)


@then(rf"{P} does not have the initiative")
def lacks_initiative(state: ScenarioState, player: str) -> None:
    holder = state.observe().initiative
    check(holder != player, f"expected {player} not to have the initiative, but {player} has it")


@then("nobody has the initiative")
def nobody_has_initiative(state: ScenarioState) -> None:
    same("the initiative", None, state.observe().initiative)


@then(rf'{P} is in "(?P<dungeon>[^"]+)" in room "(?P<room>[^"]+)"')
def in_room(state: ScenarioState, player: str, dungeon: str, room: str) -> None:
    view = state.observe().player(player)
    same(f"{player}'s dungeon and room", (dungeon, room), (view.dungeon, view.room))


@then(rf"{P} is not in a dungeon")
def not_in_dungeon(state: ScenarioState, player: str) -> None:
    view = state.observe().player(player)
    same(f"{player}'s dungeon and room", (None, None), (view.dungeon, view.room))


@then(rf'{P} has completed "(?P<dungeon>[^"]+)"')
def completed(state: ScenarioState, player: str, dungeon: str) -> None:
    done = state.observe().player(player).completed_dungeons
    check(dungeon in done, f"expected {player} to have completed {dungeon!r}; completed: {list(done)}")


@then(rf"{P} has completed (?P<count>no|\d+) dungeons?")
def completed_count(state: ScenarioState, player: str, count: str) -> None:
    done = state.observe().player(player).completed_dungeons
    same(f"{player}'s completed dungeons count ({list(done)})", _number(count), len(done))


@then(rf"{P} has (?P<life>-?\d+) life")
def life(state: ScenarioState, player: str, life: str) -> None:
    same(f"{player}'s life", int(life), state.observe().player(player).life)


@then(rf"{P} has (?P<count>\d+) cards? in hand")
def hand_size(state: ScenarioState, player: str, count: str) -> None:
    hand = state.observe().player(player).hand
    same(f"{player}'s hand size ({list(hand)})", int(count), len(hand))


@then(rf'{P}\'s (?P<zone>hand|library|graveyard|exile) (?P<verb>contains|does not contain) '
                 r'"(?P<card>[^"]+)"')
def zone_contains(state: ScenarioState, player: str, zone: str, verb: str, card: str) -> None:
    view = state.observe().player(player)
    cards = [c.name for c in view.exile] if zone == "exile" else list(getattr(view, zone))
    wanted = verb == "contains"
    check((card in cards) == wanted, f"expected {player}'s {zone} {verb} {card!r}; it is {cards}")


@then(rf"{P}'s (?P<zone>graveyard|exile) has (?P<count>no|\d+) cards?")
def zone_size(state: ScenarioState, player: str, zone: str, count: str) -> None:
    view = state.observe().player(player)
    cards = [c.name for c in view.exile] if zone == "exile" else list(view.graveyard)
    same(f"the number of cards in {player}'s {zone} ({cards})", _number(count), len(cards))


@then(rf"{P} has played (?P<count>no|\d+) lands? this turn")
def lands_played(state: ScenarioState, player: str, count: str) -> None:
    same(f"lands {player} played this turn", _number(count),
         state.observe().player(player).lands_played)


@then(rf'{P}\'s mana pool is (?:empty|"(?P<mana>[^"]*)")')
def mana_pool(state: ScenarioState, player: str, mana: str | None) -> None:
    actual = state.observe().player(player).mana_pool
    same(f"{player}'s mana pool (as mana symbols, in any order)", _mana(mana or ""),
         _mana(actual))


@then(rf"{P}'s library was (?P<negation>not )?shuffled(?: (?P<count>\d+) times?)?")
def shuffled(state: ScenarioState, player: str, negation: str | None, count: str | None) -> None:
    seen = [e for e in state.observe().events if e.type == "shuffled" and e.player == player]
    if negation:
        same(f"'shuffled' events for {player}'s library since the game started", 0, len(seen))
    elif count is None:
        check(bool(seen), f"expected {player}'s library to have been shuffled; no 'shuffled' "
              "event names them")
    else:
        same(f"'shuffled' events for {player}'s library since the game started", int(count),
             len(seen))


@then(rf'{P}\'s library is in another order than (?P<cards>".+")')
def library_reordered(state: ScenarioState, player: str, cards: str) -> None:
    """The same cards, not in the order given (a shuffle changed it, CR 701.24a)."""
    unshuffled = list(parse_list(cards))
    library = list(state.observe().player(player).library)
    same(f"the cards of {player}'s library (in any order)", sorted(unshuffled), sorted(library))
    check(library != unshuffled, f"expected {player}'s library in another order than "
          f"{unshuffled}; it is in that very order")


@then(rf"{P}'s library has (?P<count>\d+) cards?")
def library_size(state: ScenarioState, player: str, count: str) -> None:
    same(f"{player}'s library size", int(count), len(state.observe().player(player).library))


@then(rf'the (?P<end>top|bottom) card of {P}\'s library is "(?P<card>[^"]+)"')
def library_end(state: ScenarioState, end: str, player: str, card: str) -> None:
    library = state.observe().player(player).library
    check(bool(library), f"{player}'s library is empty; expected {card!r} on the {end}")
    same(f"the {end} card of {player}'s library", card, library[0 if end == "top" else -1])


@then(rf'the exiled "(?P<card>[^"]+)" may be played by {P} this turn'
                 r"(?P<free> only without paying its mana cost)?")
def exile_playable(state: ScenarioState, card: str, player: str, free: str | None) -> None:
    exiled = [c for c in state.observe().player(player).exile if c.name == card]
    check(bool(exiled), f"{card!r} is not in {player}'s exile")
    same(f"play permission of the exiled {card!r}", "this-turn-free" if free else "this-turn",
         exiled[0].playable)


@then(r'the exiled "(?P<card>[^"]+)" may not be played')
def exile_not_playable(state: ScenarioState, card: str) -> None:
    exiled = [c for p in state.observe().players for c in p.exile if c.name == card]
    check(bool(exiled), f"{card!r} is in nobody's exile")
    same(f"play permission of the exiled {card!r}", "", exiled[0].playable)


@then(rf"{P}'s last (?P<kind>[a-z-]+) decision offered exactly (?P<options>.+)")
def offered(state: ScenarioState, player: str, kind: str, options: str) -> None:
    state.start()
    asked = [d for d, _ in state.decisions.answered if d.player == player and d.kind == kind]
    check(bool(asked), f"{player} was never asked a {kind} decision")
    same(f"the options of {player}'s last {kind} decision (as a set)",
         sorted(set(parse_list(options, players=True))), sorted(set(asked[-1].options)))


@then(rf"{P} was asked no (?P<kind>[a-z-]+) decisions?")
def never_asked(state: ScenarioState, player: str, kind: str) -> None:
    """No decision of that kind was asked of the player since the game started (an engine that
    never asks that kind, for want of the capability, passes: a rule about not asking)."""
    state.start()
    asked = [d for d, _ in state.decisions.answered if d.player == player and d.kind == kind]
    check(not asked, f"{player} was asked {len(asked)} {kind} decision(s); the last offered "
                     f"{list(asked[-1].options) if asked else []}")


@then(rf"{P}'s last (?P<kind>[a-z-]+) decision was (?P<how>optional|required)"
      r"(?:, (?P<bound>up to|exactly) (?P<count>\d+))?")
def decision_bounds(state: ScenarioState, player: str, kind: str, how: str, bound: str | None,
                    count: str | None) -> None:
    """Optional: the player could choose nothing (min 0); required: at least one choice."""
    state.start()
    asked = [d for d, _ in state.decisions.answered if d.player == player and d.kind == kind]
    check(bool(asked), f"{player} was never asked a {kind} decision")
    last = asked[-1]
    shown = f"{player}'s last {kind} decision asked for {last.min}..{last.max} choice(s)"
    check((last.min == 0) == (how == "optional"), f"expected it {how}; {shown}")
    if bound == "up to":
        check(last.max == int(str(count)), f"expected up to {count}; {shown}")
    elif bound == "exactly":
        check(last.min == last.max == int(str(count)), f"expected exactly {count}; {shown}")


@then(rf"{P} has left the game")
def left_game(state: ScenarioState, player: str) -> None:
    check(state.observe().player(player).left_game, f"expected {player} to have left the game")


@then(rf"{P} is still in the game")
def in_game(state: ScenarioState, player: str) -> None:
    check(not state.observe().player(player).left_game, f"expected {player} in the game; they left")


# --- permanents ----------------------------------------------------------------------------

@then(rf"{L} is (?P<which>tapped|untapped)")
def tapped(state: ScenarioState, label: str, which: str) -> None:
    same(f'"{label}" tapped', which == "tapped", the_permanent(state.observe(), label).tapped)


@then(rf"{L} has (?P<count>\d+) (?P<kind>\S+) counters?")
def counters(state: ScenarioState, label: str, count: str, kind: str) -> None:
    view = the_permanent(state.observe(), label)
    same(f'{kind} counters on "{label}"', int(count), view.counters.get(kind, 0))


@then(rf"{L} is (?P<power>-?\d+)/(?P<toughness>-?\d+)")
def power_toughness(state: ScenarioState, label: str, power: str, toughness: str) -> None:
    view = the_permanent(state.observe(), label)
    same(f'"{label}" power/toughness', (int(power), int(toughness)), (view.power, view.toughness))


@then(rf"{L} (?P<verb>has|does not have) (?P<keyword>[a-z][a-z ]*)")
def keyword(state: ScenarioState, label: str, verb: str, keyword: str) -> None:
    keywords = the_permanent(state.observe(), label).keywords
    check((keyword in keywords) == (verb == "has"),
          f'expected "{label}" {verb} {keyword}; its keywords: {list(keywords)}')


@then(rf"{L} is goaded by {P}")
def goaded(state: ScenarioState, label: str, player: str) -> None:
    goaders = the_permanent(state.observe(), label).goaded_by
    check(player in goaders, f'expected "{label}" goaded by {player}; goaded by: {list(goaders)}')


@then(rf"{L} is not goaded")
def not_goaded(state: ScenarioState, label: str) -> None:
    goaders = the_permanent(state.observe(), label).goaded_by
    same(f'the players goading "{label}"', [], list(goaders))


@then(rf'{L} is attached to "(?P<host>[^"]+)"')
def attached(state: ScenarioState, label: str, host: str) -> None:
    same(f'what "{label}" is attached to', host, the_permanent(state.observe(), label).attached_to)


@then(rf'the effects on {L} are (?:none|(?P<effects>".+))')
def effects_on(state: ScenarioState, label: str, effects: str | None) -> None:
    """Every continuous effect on the permanent with its duration (``until``), as a multiset."""
    wanted = sorted(parse_list(effects)) if effects else []
    same(f'the effects on "{label}"', wanted, sorted(the_permanent(state.observe(), label).until))


@then(rf"{L} is not attached(?: to anything)?")
def not_attached(state: ScenarioState, label: str) -> None:
    same(f'what "{label}" is attached to', None, the_permanent(state.observe(), label).attached_to)


@then(rf"{L} has (?P<amount>\d+) damage")
def damage(state: ScenarioState, label: str, amount: str) -> None:
    same(f'damage marked on "{label}"', int(amount), the_permanent(state.observe(), label).damage)


@then(rf"{L} is (?P<negation>not )?on the battlefield")
def on_battlefield(state: ScenarioState, label: str, negation: str | None) -> None:
    obs = state.observe()
    present = bool(obs.permanents(label))
    check(present != bool(negation), f'expected "{label}" {"not " if negation else ""}on the '
          f"battlefield (battlefield: {[p.label for p in obs.battlefield]})")


@then(rf'{P} controls (?P<count>no |\d+ )?"(?P<card>[^"]+)"')
def controls(state: ScenarioState, player: str, count: str | None, card: str) -> None:
    obs = state.observe()
    mine = [p.label for p in obs.battlefield if p.name == card and p.controller == player]
    if count is None:
        check(bool(mine), f"expected {player} to control a {card!r}; {player} controls "
              f"{[p.label for p in obs.battlefield if p.controller == player]}")
    else:
        same(f"number of {card!r} {player} controls", _number(count.strip()), len(mine))


@then(rf"{L} is a (?P<power>-?\d+)/(?P<toughness>-?\d+) token(?: with (?P<keywords>.+))?")
def token(state: ScenarioState, label: str, power: str, toughness: str,
          keywords: str | None) -> None:
    view = the_permanent(state.observe(), label)
    check(view.token, f'expected "{label}" to be a token')
    same(f'"{label}" power/toughness', (int(power), int(toughness)), (view.power, view.toughness))
    for kw in (k.strip() for k in (keywords or "").replace(" and ", ",").split(",") if k.strip()):
        check(kw in view.keywords, f'expected "{label}" to have {kw}; its keywords: {list(view.keywords)}')


# --- the stack -----------------------------------------------------------------------------

@then("the stack is empty")
def stack_empty(state: ScenarioState) -> None:
    same("the stack (top first)", [], _labels(state.observe()))


@then(r"the stack has (?P<count>\d+) objects?")
def stack_size(state: ScenarioState, count: str) -> None:
    obs = state.observe()
    same(f"the number of objects on the stack ({_labels(obs)})", int(count), len(obs.stack))


@then(r'the top of the stack is "(?P<label>[^"]+)"')
def stack_top(state: ScenarioState, label: str) -> None:
    labels = _labels(state.observe())
    same(f"the top of the stack (stack: {labels})", label, labels[0] if labels else None)


@then(r"the stack from top to bottom is (?P<labels>.+)")
def stack_order(state: ScenarioState, labels: str) -> None:
    same("the stack from top to bottom", list(parse_list(labels)), _labels(state.observe()))


@then(rf'{L} on the stack is controlled by {P} with (?:no source|source "(?P<source>[^"]+)")')
def stack_controller(state: ScenarioState, label: str, player: str, source: str | None) -> None:
    item = stack_item(state.observe(), label)
    same(f'controller and source of "{label}"', (player, source), (item.controller, item.source))


@then(rf'{L} on the stack (?:targets (?P<targets>.+)|has no targets)')
def stack_targets(state: ScenarioState, label: str, targets: str | None) -> None:
    item = stack_item(state.observe(), label)
    wanted = parse_list(targets, players=True) if targets else ()
    same(f'the targets of "{label}" on the stack (in any order)', sorted(wanted),
         sorted(item.targets))


@then(rf"{L} was removed from the stack with no legal target")
def removed_from_stack(state: ScenarioState, label: str) -> None:
    """A removed-from-stack event (CR 603.3d) with that stack label since the game started."""
    removed = [e.text for e in state.observe().events if e.type == "removed-from-stack"]
    check(label in removed, f'expected a removed-from-stack event for "{label}" (CR 603.3d); '
          f"removed since the game started: {removed}")


# --- turn and events -----------------------------------------------------------------------

@then(rf"it is {P}'s turn (?P<turn>\d+), in the (?P<step_name>.+)")
def turn_and_step(state: ScenarioState, player: str, turn: str, step_name: str) -> None:
    obs = state.observe()
    same("the turn (active player, number, step)", (player, int(turn), parse_step(step_name)),
         (obs.active_player, obs.turn, obs.step))


@then(rf"{P} has priority")
def has_priority(state: ScenarioState, player: str) -> None:
    same("who has priority", player, state.observe().priority)


@then("nobody has priority")
def nobody_has_priority(state: ScenarioState) -> None:
    same("who has priority", None, state.observe().priority)


@then(rf"{P} and (?P<other>{PLAYER}) are on (?P<which>the same|different) teams?")
def teams(state: ScenarioState, player: str, other: str, which: str) -> None:
    obs = state.observe()
    mine, theirs = obs.player(player).team, obs.player(other).team
    check(mine is not None and theirs is not None,
          f"expected {player} and {other} to be on teams; their teams are {mine!r} and {theirs!r}")
    same(f"whether {player} and {other} are teammates", which == "the same", mine == theirs)


@then(r"turn (?P<turn>\d+) goes on without an active player, in the (?P<step_name>.+)")
def turn_without_active_player(state: ScenarioState, turn: str, step_name: str) -> None:
    obs = state.observe()
    same("the turn (active player, number, step)", (None, int(turn), parse_step(step_name)),
         (obs.active_player, obs.turn, obs.step))


@then(rf"{P} (?P<what>ventured|took the initiative) (?P<count>\d+) times?")
def event_count(state: ScenarioState, player: str, what: str, count: str) -> None:
    kind = "ventured" if what == "ventured" else "took-initiative"
    seen = [e for e in state.observe().events if e.type == kind and e.player == player]
    same(f"{kind!r} events for {player} since the game started", int(count), len(seen))


_EVENT_COLUMNS = {"event", "player", "dungeon", "room", "source", "target", "amount", "text", "rule"}


@then("the last action's events include, in order:")
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


def _mana(text: str) -> list[str]:
    """'{2}{G}' -> ['C', 'C', 'G']: generic ({N}) counts as colorless here (docs/STEPS.md)."""
    symbols: list[str] = []
    for symbol in re.findall(r"\{([^}]*)\}", text):
        symbols += ["C"] * int(symbol) if symbol.isdecimal() else [symbol]
    if re.sub(r"\{[^}]*\}", "", text).strip():
        raise PhraseError(f"a mana pool is written in mana symbols like {{2}}{{G}}, got {text!r}")
    return sorted(symbols)


def _number(text: str) -> int:
    return 0 if text == "no" else int(text)
