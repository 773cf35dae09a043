"""Position -> a python-mtg game: a real game is dealt, then its relations are rewritten.

python-mtg keeps the game as a dict of relations (in_hand, in_library + _lib_order,
on_battlefield, tapped, life, floating_mana, _turn, ...). ``mtg.Game.from_state`` takes such a
dict, so the adapter deals a game whose decks hold the position's cards (plus filler, since a deck
shorter than the opening hand loses on its first draw), moves every card where the position wants
it and drops the filler. The mana pool is python-mtg's floating mana; the engine's own main-phase
refresh then counts it with the active player's untapped sources, as on entering a main phase.
"""
from __future__ import annotations

import contextlib
import io
import re
from typing import Any

from rulings.adapters.cardpool import card_pool
from rulings.adapters.errors import InvalidPosition, Unsupported, UnknownCard
from rulings.adapters.labels import Labels
from rulings.adapters.position import Position

_FILLER = "Plains"
_FILLER_COUNT = 10
_STEPS = {"precombat main": "precombat_main", "postcombat main": "postcombat_main"}
# Protocol mana symbols -> python-mtg colors ({N} and numbers are colorless, as in the protocol).
MANA_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless",
               "N": "colorless"}


def check_position(position: Position) -> None:
    if position.format != "two-player":
        raise Unsupported("position.format: python-mtg adapter plays two-player games only")
    if position.step not in _STEPS:
        # python-mtg has decisions only in main phases and combat declarations.
        raise Unsupported("position.step: python-mtg adapter starts only in a main phase")
    for p in position.players:
        for what, value in (("graveyard", p.graveyard), ("exile", p.exile), ("dungeon", p.dungeon),
                            ("completed_dungeons", p.completed_dungeons)):
            if value:
                raise Unsupported(f"{p.name}.{what}: python-mtg adapter can't set this up")
        if p.lands_played > 1:
            raise Unsupported(f"{p.name}.lands_played: python-mtg adapter sets up 0 or 1")
        floating(p.mana_pool, f"{p.name}.mana_pool")
        for perm in p.battlefield:
            if perm.token or perm.counters or perm.attached_to or perm.summoning_sick or \
                    (perm.owner and perm.owner != p.name):
                raise Unsupported(f"{p.name}.battlefield: python-mtg adapter sets up only "
                                  "nontoken permanents without counters or attachments that "
                                  "their controller owns and that are not summoning sick")
        for card in (*p.hand, *p.library, *(perm.card for perm in p.battlefield)):
            if card not in card_pool():
                raise UnknownCard(f"{p.name}: python-mtg adapter has no card {card!r}")


def floating(pool: str, where: str) -> dict[str, int]:
    """A protocol mana pool ("{2}{G}") as python-mtg floating mana: {color: amount}."""
    out: dict[str, int] = {}
    for symbol in re.findall(r"\{([^}]*)\}", pool):
        color, amount = ("colorless", int(symbol)) if symbol.isdecimal() else (
            MANA_COLORS.get(symbol), 1)
        if color is None:
            raise InvalidPosition(f"{where}: unknown mana symbol {{{symbol}}}")
        out[color] = out.get(color, 0) + amount
    return out


def build_game(mtg: Any, driver: Any, position: Position) -> tuple[Any, Labels[str]]:
    check_position(position)
    decks = {p.name: [*p.hand, *p.library, *(perm.card for perm in p.battlefield)]
             + [_FILLER] * _FILLER_COUNT for p in position.players}
    with contextlib.redirect_stdout(io.StringIO()):  # the driver narrates on stdout
        game = mtg.Game(decks, seed=position.seed, variant="two-player", explicit_lands=True)
    state = driver.clone_state(game.state)
    labels: Labels[str] = Labels()  # python-mtg's object ids
    free: dict[str, list[str]] = {}
    for p in position.players:
        owned = [c for (who, c) in state["in_hand"] if who == p.name] + state["_lib_order"][p.name]
        free[p.name] = sorted(owned, key=lambda c: int(c.rsplit("_", 1)[1]))
    name_of = {c: game.name(c) for ids in free.values() for c in ids}

    def take(player: str, card: str) -> str:
        for cid in free[player]:
            if name_of[cid] == card:
                free[player].remove(cid)
                return cid
        raise InvalidPosition(f"{player}: python-mtg dealt no {card!r}")

    state["in_hand"], state["in_library"], state["tapped"] = set(), set(), set()
    state["on_battlefield"] = set()
    for p in position.players:
        state["in_hand"] |= {(p.name, take(p.name, c)) for c in p.hand}
        state["_lib_order"][p.name] = [take(p.name, c) for c in p.library]
        state["in_library"] |= {(p.name, c) for c in state["_lib_order"][p.name]}
        for perm in p.battlefield:
            cid = take(p.name, perm.card)
            state["on_battlefield"].add((cid,))
            if perm.tapped:
                state["tapped"].add((cid,))
            if perm.label:
                labels.fix(cid, perm.label)
            else:
                labels.label(cid, perm.card)
        if p.life is not None:
            state["life"] = {(who, n) for (who, n) in state["life"] if who != p.name} | {
                (p.name, p.life)}
    active = position.active_player or position.players[0].name
    state["active_player"] = {(active,)}
    state["current_step"] = {(_STEPS[position.step],)}
    state["_turn"] = position.turn
    state["_land_played"] = {(p.name,) for p in position.players if p.lands_played}
    state["floating_mana"] = {(p.name, color, n) for p in position.players
                              for color, n in floating(p.mana_pool, p.name).items()}
    driver._refresh_mana_pool(state, active)  # what python-mtg does as a main phase begins
    if position.initiative:
        state["_initiative"] = {(position.initiative,)}
    return mtg.Game.from_state(state), labels
