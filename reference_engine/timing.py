"""When a player may act (CR 117.1, 307.1, 505.6b, 602.5d)."""
from __future__ import annotations

from rulings.adapters.errors import IllegalAction

from .game import Game

MAIN_PHASES = ("precombat main", "postcombat main")


def require_priority(game: Game, player: str) -> None:
    """IllegalAction unless ``player`` holds priority. Every caller is an action, and
    actions.perform has already refused actions once the game is over (CR 104.1) and
    actions._player those of a player who left (CR 800.4a)."""
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority ({game.priority or 'nobody'} "
                            "has it)", rule="117.1")


def require_sorcery_timing(game: Game, player: str, what: str, rule: str) -> None:
    """Own turn, a main phase, empty stack (CR 307.1; 602.5d; 505.6b for lands)."""
    if player not in {p.name for p in game.active_players()}:
        raise IllegalAction(f"{what}: only during {player}'s own turn", rule=rule)
    if game.step not in MAIN_PHASES:
        raise IllegalAction(f"{what}: only in a main phase (it is the {game.step} step)",
                            rule=rule)
    if game.stack:
        raise IllegalAction(f"{what}: only while the stack is empty", rule=rule)
