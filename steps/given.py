"""Given-steps: the position (docs/STEPS.md, "Given: the position"), and a position written
back as these steps (write_position, the fuzzer's reproductions)."""
from __future__ import annotations

from .vocabulary import given

from rulings.adapters.position import PermanentSetup, Position

from .scenario_state import ScenarioState
from .phrases import (PLAYER, PhraseError, Table, parse_list, parse_names, parse_step, quoted,
                      step_phrase, table_rows)

P = rf"(?P<player>{PLAYER})"


@given(rf"a two-player game between (?P<a>{PLAYER}) and (?P<b>{PLAYER})",
       "a two-player game between Alice and Bob", "format two-player, turn order as written")
def two_player_game(state: ScenarioState, a: str, b: str) -> None:
    state.draft.new_game("two-player", (a, b))


@given(r"a free-for-all game between (?P<names>.+)",
       "a free-for-all game between Alice, Bob, Carol and Dave",
       "free-for-all (three or more players), turn order as written")
def free_for_all_game(state: ScenarioState, names: str) -> None:
    players = parse_names(names)
    if len(players) < 3:
        raise PhraseError("a free-for-all game needs three or more players")
    state.draft.new_game("free-for-all", players)


@given(rf"a Two-Headed Giant game: (?P<a>{PLAYER}) and (?P<b>{PLAYER}) "
       rf"versus (?P<c>{PLAYER}) and (?P<d>{PLAYER})",
       "a Two-Headed Giant game: Alice and Bob versus Carol and Dave",
       "teams; turn order Alice, Bob, Carol, Dave; team life 30")
def two_headed_giant_game(state: ScenarioState, a: str, b: str, c: str, d: str) -> None:
    first, second = f"{a} and {b}", f"{c} and {d}"
    state.draft.new_game("two-headed-giant", (a, b, c, d), (first, first, second, second))


@given(rf"it is {P}'s turn (?P<turn>\d+), in the (?P<step>.+)",
       "it is Alice's turn 3, in the precombat main phase",
       "active player, turn number, step (step names below)")
def turn_and_step(state: ScenarioState, player: str, turn: str, step: str) -> None:
    state.draft.player(player)
    state.draft.active_player = player
    state.draft.turn = int(turn)
    state.draft.step = parse_step(step)


@given(rf"{P} has (?P<life>-?\d+) life", "Alice has 12 life", "life (in 2HG: the team's life)")
def life(state: ScenarioState, player: str, life: str) -> None:
    state.draft.set_life(player, int(life))


@given(rf"{P} has the initiative", "Alice has the initiative", "the position's initiative holder")
def has_initiative(state: ScenarioState, player: str) -> None:
    state.draft.player(player)
    state.draft.initiative = player


@given(rf'{P} is in "(?P<dungeon>[^"]+)" in room "(?P<room>[^"]+)"',
       'Alice is in "Undercity" in room "Forge"',
       "dungeon in the command zone and venture-marker room")
def in_dungeon(state: ScenarioState, player: str, dungeon: str, room: str) -> None:
    state.draft.enter_dungeon(player, dungeon, room)


@given(rf'{P} has completed "(?P<dungeon>[^"]+)"', 'Alice has completed "Tomb of Annihilation"',
       "adds to completed dungeons (repeat the step for more)")
def has_completed(state: ScenarioState, player: str, dungeon: str) -> None:
    state.draft.add_completed(player, dungeon)


@given(rf'{P} controls (?P<tapped>a tapped )?"(?P<card>[^"]+)"(?: as "(?P<label>[^"]+)")?',
       'Alice controls "Grizzly Bears"', 'an untapped, non-sick permanent; `as "Bear 2"`: with a '
       'label; `controls a tapped "Grizzly Bears"`: tapped')
def controls(state: ScenarioState, player: str, tapped: str | None, card: str,
             label: str | None) -> None:
    state.draft.add_permanent(player, PermanentSetup(card=card, label=label, tapped=bool(tapped)))


_PERMANENT_COLUMNS = {"card", "label", "tapped", "counters", "attached to", "sick", "token",
                      "owner"}


@given(rf"{P} controls:", "Alice controls:", "+ table; columns (all but `card` optional): "
       "`card`, `label`, `tapped` (yes/no), `counters` (e.g. `+1/+1:2`, or the keyword counter "
       "`lifelink:1`, CR 122.1b), `attached to` (label), `sick` (yes/no: came under control "
       "this turn), `token` (yes/no), `owner` (a player: another player owns it; default the "
       "controller)")
def controls_table(state: ScenarioState, player: str, datatable: Table | None = None) -> None:
    for row in table_rows(datatable, _PERMANENT_COLUMNS, {"card"}):
        state.draft.add_permanent(player, PermanentSetup(
            card=row["card"],
            label=row.get("label") or None,
            tapped=_yes(row, "tapped"),
            counters=_counters(row.get("counters", "")),
            attached_to=row.get("attached to") or None,
            summoning_sick=_yes(row, "sick"),
            token=_yes(row, "token"),
            owner=row.get("owner") or None,  # another player who owns it (CR 108.3)
        ))


def _yes(row: dict[str, str], column: str) -> bool:
    value = row.get(column, "").lower()
    if value not in ("", "yes", "no"):
        raise PhraseError(f"column {column!r} takes yes or no, got {value!r}")
    return value == "yes"


def _counters(text: str) -> dict[str, int]:
    """'+1/+1:2, lore:1' -> {'+1/+1': 2, 'lore': 1}."""
    counters: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        kind, _, count = part.rpartition(":")
        if not kind or not count.isdecimal():
            raise PhraseError(f"counters are written kind:count (e.g. +1/+1:2), got {part!r}")
        counters[kind] = counters.get(kind, 0) + int(count)
    return counters


@given(rf"{P}'s (?P<zone>library|hand|graveyard|exile) is (?P<cards>.+)",
       'Alice\'s library is "Forest", "Island"', "top card first; likewise `hand`, `graveyard`, "
       "`exile`; `... is empty` for any of them")
def zone_contents(state: ScenarioState, player: str, zone: str, cards: str) -> None:
    state.draft.update(player, **{zone: () if cards == "empty" else parse_list(cards)})


@given(rf'{P}\'s mana pool is "(?P<mana>[^"]*)"', 'Alice\'s mana pool is "{4}{G}"',
       "mana in pool ({C} or {N} generic = colorless)")
def mana_pool(state: ScenarioState, player: str, mana: str) -> None:
    state.draft.update(player, mana_pool=mana)


@given(rf"{P} has played a land this turn", "Alice has played a land this turn", "lands played = 1")
def played_land(state: ScenarioState, player: str) -> None:
    state.draft.update(player, lands_played=1)


@given(r"the shuffle seed is (?P<seed>\d+)", "the shuffle seed is 7", "the position's seed")
def shuffle_seed(state: ScenarioState, seed: str) -> None:
    state.draft.seed = int(seed)


# --- written back: a position as the Given-steps above say it (the fuzzer's reproductions) ----

Written = tuple[str, "Table | None"]


def write_position(position: Position) -> list[Written]:
    """The Given-steps (text, table) that set up ``position``, each written in the words of the
    phrase above that reads it; PhraseError if no phrase can say a part of it."""
    names = [p.name for p in position.players]
    steps: list[Written] = [(_format_step(position), None)]
    active = position.active_player or names[0]
    steps.append((f"it is {active}'s turn {position.turn}, in the {step_phrase(position.step)}",
                  None))
    if position.seed:
        steps.append((f"the shuffle seed is {position.seed}", None))
    if position.initiative:
        steps.append((f"{position.initiative} has the initiative", None))
    life_set: set[str] = set()
    for p in position.players:
        if p.life is not None and (p.team or p.name) not in life_set:
            life_set.add(p.team or p.name)  # in 2HG the team's life: said once
            steps.append((f"{p.name} has {p.life} life", None))
        if p.dungeon:
            steps.append((f'{p.name} is in "{p.dungeon.dungeon}" in room "{p.dungeon.room}"', None))
        steps += [(f'{p.name} has completed "{d}"', None) for d in p.completed_dungeons]
        if p.battlefield:
            steps.append((f"{p.name} controls:", _permanent_table(p.battlefield)))
        for zone in ("library", "hand", "graveyard", "exile"):
            cards = getattr(p, zone)
            if cards:
                steps.append((f"{p.name}'s {zone} is {quoted(cards, ())}", None))
        if p.mana_pool:
            steps.append((f'{p.name}\'s mana pool is "{p.mana_pool}"', None))
        if p.lands_played:
            if p.lands_played != 1:
                raise PhraseError(f"{p.name}: the steps can only say one land played")
            steps.append((f"{p.name} has played a land this turn", None))
    return steps


def _format_step(position: Position) -> str:
    names = [p.name for p in position.players]
    if position.format == "two-player":
        return f"a two-player game between {names[0]} and {names[1]}"
    if position.format == "free-for-all":
        return f"a free-for-all game between {', '.join(names[:-1])} and {names[-1]}"
    first, second = f"{names[0]} and {names[1]}", f"{names[2]} and {names[3]}"
    if [p.team for p in position.players] != [first, first, second, second]:
        raise PhraseError("Two-Headed Giant teams must be the first two and last two players")
    return f"a Two-Headed Giant game: {first} versus {second}"


def _permanent_table(permanents: tuple[PermanentSetup, ...]) -> Table:
    rows = [["card", "label", "tapped", "counters", "attached to", "sick", "token"]]
    for perm in permanents:
        if perm.owner is not None:
            raise PhraseError(f"{perm.card}: the steps can't give a permanent another owner")
        rows.append([perm.card, perm.label or "", _yes_no(perm.tapped),
                     ", ".join(f"{k}:{v}" for k, v in perm.counters.items()),
                     perm.attached_to or "", _yes_no(perm.summoning_sick), _yes_no(perm.token)])
    return rows


def _yes_no(flag: bool) -> str:
    return "yes" if flag else "no"
