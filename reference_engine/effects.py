"""One-shot effects shared by cards and rooms: life, cards, damage, tokens, counters (CR 120-122)."""
from __future__ import annotations

from typing import Callable

from .characteristics import keywords
from .choices import Gen, ask, choose_one
from .definitions import CardDef
from .events import LogEvent, TriggerEvent
from .game import Game, Player
from .objects import GameObject
from . import triggers


def gain_life(game: Game, player: Player, amount: int) -> None:
    """The player (their team) gains ``amount`` life."""
    player.team.life += amount  # CR 810.9: in 2HG the team's life changes
    game.log(LogEvent.LIFE, player=player.name, amount=amount, rule="119.3")


def lose_life(game: Game, player: Player, amount: int) -> None:
    """The player (their team) loses ``amount`` life."""
    player.team.life -= amount
    game.log(LogEvent.LIFE, player=player.name, amount=-amount, rule="119.3")


def draw(game: Game, player: Player, count: int = 1) -> None:
    """The player draws ``count`` cards; from an empty library they lose at the next check."""
    for _ in range(count):
        if not player.library:
            player.drew_from_empty = True  # CR 704.5b
            continue
        card = player.library.pop(0)
        player.hand.append(card)
        game.log(LogEvent.DREW, player=player.name, rule="121.1")


def shuffle(game: Game, player: Player) -> None:
    """Shuffle the player's library."""
    game.rng.shuffle(player.library)  # seeded, so deterministic
    game.log(LogEvent.SHUFFLED, player=player.name, rule="701.24")


def deal_damage(game: Game, source: GameObject | None, source_name: str, target: str,
                amount: int, *, combat: bool = False) -> None:
    """Damage to a permanent (by label) or a player (by name) (CR 120.3). ``amount`` is positive:
    every caller deals a fixed 2 or skips 0 itself (combat, CR 510.1a)."""
    deathtouch = source is not None and "deathtouch" in keywords(game, source)
    game.log(LogEvent.DAMAGE, source=source.label if source else source_name, target=target,
             amount=amount, text="combat" if combat else None, rule="120.3")
    obj = game.permanent(target)
    if obj is not None:
        obj.damage += amount
        obj.deathtouched = obj.deathtouched or deathtouch
    else:
        lose_life_from_damage(game, game.player(target), amount)
    if source is not None and "lifelink" in keywords(game, source):
        # CR 702.15b: the source's controller gains that much life, combat damage or not
        gain_life(game, game.player(source.controller), amount)


def lose_life_from_damage(game: Game, player: Player, amount: int) -> None:
    """Damage dealt to a player makes them lose that much life."""
    player.team.life -= amount  # CR 120.3a
    game.log(LogEvent.LIFE, player=player.name, amount=-amount, rule="120.3a")


def new_object(game: Game, card: CardDef, owner: str, *, token: bool = False) -> GameObject:
    """A new object of ``card`` with the next object id, in no zone yet."""
    oid = game.next_oid
    game.next_oid += 1
    return GameObject(oid=oid, card=card, owner=owner, controller=owner, label=card.name,
                      token=token)


def enter_battlefield(game: Game, obj: GameObject, controller: str, *, tapped: bool = False) -> None:
    """The object enters the battlefield under ``controller``'s control."""
    obj.controller = controller
    obj.label = game.new_label(obj.name)
    obj.tapped = tapped or obj.card.enters_tapped  # CR 614.1d replacement "enters tapped"
    obj.sick = True
    game.battlefield.append(obj)
    triggers.emit(game, TriggerEvent.ENTERS, obj=obj)


def create_token(game: Game, player: Player, card: CardDef, count: int = 1) -> None:
    """Create ``count`` tokens of ``card`` under the player's control."""
    for _ in range(count):
        obj = new_object(game, card, player.name, token=True)
        game.log(LogEvent.TOKEN, player=player.name, text=card.name, rule="111.1")
        enter_battlefield(game, obj, player.name)


def put_in_graveyard(game: Game, obj: GameObject) -> None:
    """Move a permanent to its owner's graveyard; tokens cease to exist there (CR 704.5d).
    Equipment attached to it stays on the battlefield; the state-based action of CR 704.5n
    (sba.py) unattaches it."""
    if obj in game.battlefield:
        game.battlefield.remove(obj)
    obj.leave_battlefield()
    game.effects = [e for e in game.effects if e.oid != obj.oid]
    if not obj.token:
        game.player(obj.owner).graveyard.append(obj)


def destroy(game: Game, obj: GameObject) -> None:
    """CR 701.8a: destroying a permanent moves it to its owner's graveyard."""
    game.log(LogEvent.DESTROYED, player=obj.controller, source=obj.label, rule="701.8a")
    put_in_graveyard(game, obj)


def scry(game: Game, player: Player, count: int, source: str) -> Gen:
    """CR 701.22: look at the top cards, put any number on the bottom, the rest back on top."""
    seen = player.library[:count]
    if not seen:
        return
    names = [c.name for c in seen]
    bottom = yield from ask("scry", player.name, names, least=0, most=len(names), source=source,
                            prompt=f"scry {count}: choose the cards to put on the bottom")
    remaining = list(bottom)
    to_bottom = []
    for card in list(seen):
        if card.name in remaining:
            remaining.remove(card.name)
            to_bottom.append(card)
    for card in to_bottom:
        player.library.remove(card)
        player.library.append(card)


def discard(game: Game, player: Player, source: str) -> Gen:
    """The player discards a card of their choice."""
    names = [c.name for c in player.hand]
    choice = yield from choose_one("choose-discard", player.name, names, source=source)
    if choice is None:
        return
    card = next(c for c in player.hand if c.name == choice)
    player.hand.remove(card)
    player.graveyard.append(card)


# --- casting a card while another object resolves (CR 608.2g) ------------------------------
# Casting lives a floor above (casting.py, which needs these effects); it hands its way of doing
# this in as it loads, so that the cards and rooms which cast a card never import it.
CastWhileResolving = Callable[[Game, Player, GameObject], Gen]
_casting: list[CastWhileResolving] = []


def provide_casting(cast: CastWhileResolving) -> None:
    """Register how a card is cast while another object resolves (casting.py does, once)."""
    _casting[:] = [cast]


def cast_while_resolving(game: Game, player: Player, card: GameObject) -> Gen:
    """The player casts ``card`` from their hand without paying its mana cost, now."""
    if not _casting:
        raise RuntimeError("no casting registered: reference_engine.casting is not loaded")
    yield from _casting[0](game, player, card)
