"""Mana: pools, costs, and paying them (CR 106, 107.4, 601.2g-h)."""
from __future__ import annotations

import re

from rulings.adapters.errors import IllegalAction

from .game import Player

COLORS = "WUBRG"
_SYMBOL = re.compile(r"\{([^}]*)\}")


def parse(text: str) -> tuple[int, dict[str, int]]:
    """``"{4}{G}"`` -> (4 generic, {"G": 1}); ``{C}`` counts as one colorless."""
    generic = 0
    colored: dict[str, int] = {}
    rest = _SYMBOL.sub("", text).strip()
    if rest:
        raise ValueError(f"not a mana string: {text!r}")
    for symbol in _SYMBOL.findall(text):
        if symbol.isdecimal():
            generic += int(symbol)
        elif symbol in COLORS or symbol == "C":
            colored[symbol] = colored.get(symbol, 0) + 1
        else:
            raise ValueError(f"unknown mana symbol {{{symbol}}} in {text!r}")
    return generic, colored


def pool_from_text(text: str) -> dict[str, int]:
    """A position's mana pool: generic numbers mean colorless mana."""
    generic, colored = parse(text)
    pool = dict(colored)
    if generic:
        pool["C"] = pool.get("C", 0) + generic
    return {k: v for k, v in pool.items() if v}


_SYMBOLS = {c: f"{{{c}}}" for c in COLORS}  # "{W}"...


def pool_text(pool: dict[str, int]) -> str:
    """A mana pool as text: colorless first, then WUBRG."""
    if not pool:
        return ""
    colorless = pool.get("C", 0)
    out = f"{{{colorless}}}" if colorless else ""
    return out + "".join([_SYMBOLS[c] * pool[c] for c in COLORS if c in pool])


def pay(player: Player, cost: str) -> None:
    """Pay ``cost`` from the player's mana pool or raise IllegalAction leaving it untouched."""
    generic, colored = parse(cost)
    pool = dict(player.mana)
    for color, amount in colored.items():
        if pool.get(color, 0) < amount:
            raise IllegalAction(f"{player.name} cannot pay {cost}: mana pool has "
                                f"{pool_text(player.mana) or 'nothing'}", rule="601.2h")
        pool[color] -= amount
    for color in "C" + COLORS:  # generic: colorless first, then colors in WUBRG order
        use = min(generic, pool.get(color, 0))
        pool[color] = pool.get(color, 0) - use
        generic -= use
    if generic:
        raise IllegalAction(f"{player.name} cannot pay {cost}: mana pool has "
                            f"{pool_text(player.mana) or 'nothing'}", rule="601.2h")
    player.mana = {k: v for k, v in pool.items() if v}


def add(player: Player, color: str) -> None:
    """Add one mana of ``color`` to the player's pool."""
    player.mana[color] = player.mana.get(color, 0) + 1
