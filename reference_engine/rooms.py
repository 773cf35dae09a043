"""Room abilities of the four dungeons (CR 309.4). Each resolves one room's effect."""
from __future__ import annotations

from .choices import Gen, ask, choose_one
from .definitions import CardDef, Resolver, immediate
from .effects import (cast_while_resolving, create_token, discard, draw, enter_battlefield,
                      gain_life, lose_life, put_in_graveyard, scry, shuffle)
from .events import LogEvent
from .game import Effect, Game
from .objects import StackObject
from .tokens import ATROPAL, GOBLIN, SKELETON, SKELETON_MENACE, TREASURE


def _me(game: Game, obj: StackObject):
    return game.player(obj.controller)


def _target(game: Game, obj: StackObject):
    return game.permanent(obj.targets[0]) if obj.targets else None


def _tokens(card: CardDef, count: int = 1) -> Resolver:
    return immediate(lambda game, obj: create_token(game, _me(game, obj), card, count))


def _draw(count: int = 1) -> Resolver:
    return immediate(lambda game, obj: draw(game, _me(game, obj), count))


def _scry(count: int, room: str) -> Resolver:
    def resolve(game: Game, obj: StackObject) -> Gen:
        yield from scry(game, _me(game, obj), count, room)

    return resolve


def _counters(count: int) -> Resolver:
    def effect(game: Game, obj: StackObject) -> None:
        target = _target(game, obj)
        if target is not None:
            target.counters["+1/+1"] = target.counters.get("+1/+1", 0) + count

    return immediate(effect)


def _until_next_turn(kind: str, amount: int = 0) -> Resolver:
    """A continuous effect on the target until the controller's next turn (CR 611.2a)."""
    def effect(game: Game, obj: StackObject) -> None:
        target = _target(game, obj)
        if target is not None:
            game.effects.append(Effect(kind, target.oid, obj.controller, amount,
                                       until="next-turn"))

    return immediate(effect)


# --- Undercity ---------------------------------------------------------------------------
def secret_entrance(game: Game, obj: StackObject) -> Gen:
    """A basic land card from the library into the hand, revealed; then a shuffle."""
    me = _me(game, obj)
    basics = [c.name for c in me.library if "basic" in c.card.supertypes and c.is_type("land")]
    if basics:  # CR 701.23b: a search of a hidden zone may fail to find
        found = yield from ask("search-library", me.name, sorted(set(basics)), least=0, most=1,
                               source="Secret Entrance", prompt="search for a basic land card")
        if found:
            card = next(c for c in me.library if c.name == found[0])
            me.library.remove(card)
            me.hand.append(card)
            game.log(LogEvent.REVEALED, player=me.name, text=card.name, rule="701.20")
    shuffle(game, me)


forge = _counters(2)


lost_well = _scry(2, "Lost Well")


trap = immediate(lambda game, obj: lose_life(game, game.player(obj.targets[0]), 5))


arena = _until_next_turn("goad")  # CR 701.15a: until the goading player's next turn


stash = _tokens(TREASURE)


archives = _draw()


catacombs = _tokens(SKELETON_MENACE)


def throne(game: Game, obj: StackObject) -> Gen:
    """Of the top ten cards, a creature onto the battlefield, bigger and hexproof; then a shuffle."""
    me = _me(game, obj)
    revealed = me.library[:10]
    game.log(LogEvent.REVEALED, player=me.name, text=", ".join(c.name for c in revealed), rule="701.20")
    creatures = [c.name for c in revealed if c.is_type("creature")]
    choice = yield from choose_one("choose-from-reveal", me.name, creatures,
                                   source="Throne of the Dead Three",
                                   prompt="put a creature card onto the battlefield")
    if choice is not None:
        card = next(c for c in revealed if c.name == choice)
        me.library.remove(card)
        card.counters = {"+1/+1": 3}  # CR 122.6: enters with three counters
        enter_battlefield(game, card, me.name)
        game.effects.append(Effect("hexproof", card.oid, me.name, until="next-turn"))
    shuffle(game, me)


# --- Lost Mine of Phandelver -------------------------------------------------------------
cave_entrance = _scry(1, "Cave Entrance")


goblin_lair = _tokens(GOBLIN)


mine_tunnels = _tokens(TREASURE)


storeroom = _counters(1)


@immediate
def dark_pool(game: Game, obj: StackObject) -> None:
    """A life from each opponent, and one more for the controller."""
    me = _me(game, obj)
    for opponent in game.opponents(me.name):
        lose_life(game, opponent, 1)
    gain_life(game, me, 1)


fungi_cavern = _until_next_turn("power", -4)


temple_of_dumathoin = _draw()


# --- Dungeon of the Mad Mage -------------------------------------------------------------
yawning_portal = immediate(lambda game, obj: gain_life(game, _me(game, obj), 1))


dungeon_level = _scry(1, "Dungeon Level")


goblin_bazaar = _tokens(TREASURE)


twisted_caverns = _until_next_turn("cant-attack")


lost_level = _scry(2, "Lost Level")


@immediate
def runestone_caverns(game: Game, obj: StackObject) -> None:
    """The top two cards into exile, playable this turn."""
    me = _me(game, obj)
    for card in me.library[:2]:
        me.library.remove(card)
        card.play_permission, card.permission_holder = "this-turn", me.name
        me.exile.append(card)
        game.log(LogEvent.EXILED, player=me.name, text=card.name, rule="701.13a")


muirals_graveyard = _tokens(SKELETON, 2)


deep_mines = _scry(3, "Deep Mines")


def mad_wizards_lair(game: Game, obj: StackObject) -> Gen:
    """Three cards drawn and revealed; one of them may be cast for free."""
    me = _me(game, obj)
    drawn = me.library[:3]
    draw(game, me, 3)
    game.log(LogEvent.REVEALED, player=me.name, text=", ".join(c.name for c in drawn), rule="701.20")
    castable = [c.name for c in drawn if c in me.hand and not c.is_type("land")]
    if castable:
        chosen = yield from ask("choose-cast", me.name, castable, least=0, most=1,
                                source="Mad Wizard's Lair", prompt="cast one without paying")
        if chosen:
            card = next(c for c in me.hand if c.name == chosen[0])
            yield from cast_while_resolving(game, me, card)


# --- Tomb of Annihilation ----------------------------------------------------------------
@immediate
def trapped_entry(game: Game, obj: StackObject) -> None:
    """A life from every player."""
    for player in game.apnap():
        lose_life(game, player, 1)


def _lose_unless(game: Game, alternative: str, amount: int, source: str) -> Gen:
    """Each player in APNAP order chooses to pay ``alternative`` or lose ``amount`` life."""
    for player in game.apnap():
        if alternative == "discard a card":
            can = bool(player.hand)
        else:
            can = any(p.controller == player.name and _sacrificable(p) for p in game.battlefield)
        choice = f"lose {amount} life"
        if can:
            choice = yield from choose_one("choose-option", player.name,
                                           [alternative, f"lose {amount} life"], source=source)
        if choice == "discard a card":
            yield from discard(game, player, source)
        elif choice == "sacrifice a permanent":
            yield from _sacrifice(game, player.name, _sacrificable, source)
        else:
            lose_life(game, player, amount)


def _sacrificable(obj) -> bool:
    return obj.is_type("artifact") or obj.is_type("creature") or obj.is_type("land")


def _sacrifice(game: Game, player: str, kind, source: str) -> Gen:
    options = [p.label for p in game.battlefield if p.controller == player and kind(p)]
    choice = yield from choose_one("choose-sacrifice", player, options, source=source)
    if choice is not None:
        chosen = game.permanent(str(choice))
        assert chosen is not None  # one of the options: a permanent on the battlefield
        put_in_graveyard(game, chosen)


def veils_of_fear(game: Game, obj: StackObject) -> Gen:
    """Every player discards a card or loses 2 life."""
    yield from _lose_unless(game, "discard a card", 2, "Veils of Fear")


def sandfall_cell(game: Game, obj: StackObject) -> Gen:
    """Every player sacrifices an artifact, creature or land, or loses 2 life."""
    yield from _lose_unless(game, "sacrifice a permanent", 2, "Sandfall Cell")


def oubliette(game: Game, obj: StackObject) -> Gen:
    """A discard, then a sacrifice of an artifact, a creature and a land."""
    me = _me(game, obj)
    yield from discard(game, me, "Oubliette")
    for card_type in ("artifact", "creature", "land"):
        yield from _sacrifice(game, me.name, lambda p, t=card_type: p.is_type(t), "Oubliette")


cradle_of_the_death_god = _tokens(ATROPAL)

