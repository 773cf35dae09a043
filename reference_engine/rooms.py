"""Room abilities of the four dungeons (CR 309.4). Each resolves one room's effect."""
from __future__ import annotations

from .cards.tokens import ATROPAL, GOBLIN, SKELETON, SKELETON_MENACE, TREASURE
from .choices import Gen, ask, choose_one
from .effects import (create_token, discard, draw, enter_battlefield, gain_life,
                      lose_life, put_in_graveyard, scry, shuffle)
from .game import Effect, Game
from .objects import StackObject


def _me(game: Game, obj: StackObject):
    return game.player(obj.controller)


def _target(game: Game, obj: StackObject):
    return game.permanent(obj.targets[0]) if obj.targets else None


# --- Undercity ---------------------------------------------------------------------------
def secret_entrance(game: Game, obj: StackObject) -> Gen:
    me = _me(game, obj)
    basics = [c.name for c in me.library if "basic" in c.card.supertypes and c.is_type("land")]
    if basics:  # CR 701.23b: a search of a hidden zone may fail to find
        found = yield from ask("search-library", me.name, sorted(set(basics)), least=0, most=1,
                               source="Secret Entrance", prompt="search for a basic land card")
        if found:
            card = next(c for c in me.library if c.name == found[0])
            me.library.remove(card)
            me.hand.append(card)
            game.log("revealed", player=me.name, text=card.name, rule="701.20")
    shuffle(game, me)


def forge(game: Game, obj: StackObject) -> Gen:
    target = _target(game, obj)
    if target is not None:
        target.counters["+1/+1"] = target.counters.get("+1/+1", 0) + 2
    return
    yield


def lost_well(game: Game, obj: StackObject) -> Gen:
    yield from scry(game, _me(game, obj), 2, "Lost Well")


def trap(game: Game, obj: StackObject) -> Gen:
    lose_life(game, game.player(obj.targets[0]), 5)
    return
    yield


def arena(game: Game, obj: StackObject) -> Gen:
    target = _target(game, obj)
    if target is not None:  # CR 701.15a: goaded until the goading player's next turn
        game.effects.append(Effect("goad", target.oid, obj.controller, until="next-turn"))
    return
    yield


def stash(game: Game, obj: StackObject) -> Gen:
    create_token(game, _me(game, obj), TREASURE)
    return
    yield


def archives(game: Game, obj: StackObject) -> Gen:
    draw(game, _me(game, obj))
    return
    yield


def catacombs(game: Game, obj: StackObject) -> Gen:
    create_token(game, _me(game, obj), SKELETON_MENACE)
    return
    yield


def throne(game: Game, obj: StackObject) -> Gen:
    me = _me(game, obj)
    revealed = me.library[:10]
    game.log("revealed", player=me.name, text=", ".join(c.name for c in revealed), rule="701.20")
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
def cave_entrance(game: Game, obj: StackObject) -> Gen:
    yield from scry(game, _me(game, obj), 1, "Cave Entrance")


def goblin_lair(game: Game, obj: StackObject) -> Gen:
    create_token(game, _me(game, obj), GOBLIN)
    return
    yield


def mine_tunnels(game: Game, obj: StackObject) -> Gen:
    create_token(game, _me(game, obj), TREASURE)
    return
    yield


def storeroom(game: Game, obj: StackObject) -> Gen:
    target = _target(game, obj)
    if target is not None:
        target.counters["+1/+1"] = target.counters.get("+1/+1", 0) + 1
    return
    yield


def dark_pool(game: Game, obj: StackObject) -> Gen:
    me = _me(game, obj)
    for opponent in game.opponents(me.name):
        lose_life(game, opponent, 1)
    gain_life(game, me, 1)
    return
    yield


def fungi_cavern(game: Game, obj: StackObject) -> Gen:
    target = _target(game, obj)
    if target is not None:
        game.effects.append(Effect("power", target.oid, obj.controller, -4, until="next-turn"))
    return
    yield


def temple_of_dumathoin(game: Game, obj: StackObject) -> Gen:
    draw(game, _me(game, obj))
    return
    yield


# --- Dungeon of the Mad Mage -------------------------------------------------------------
def yawning_portal(game: Game, obj: StackObject) -> Gen:
    gain_life(game, _me(game, obj), 1)
    return
    yield


def dungeon_level(game: Game, obj: StackObject) -> Gen:
    yield from scry(game, _me(game, obj), 1, "Dungeon Level")


def goblin_bazaar(game: Game, obj: StackObject) -> Gen:
    create_token(game, _me(game, obj), TREASURE)
    return
    yield


def twisted_caverns(game: Game, obj: StackObject) -> Gen:
    target = _target(game, obj)
    if target is not None:
        game.effects.append(Effect("cant-attack", target.oid, obj.controller, until="next-turn"))
    return
    yield


def lost_level(game: Game, obj: StackObject) -> Gen:
    yield from scry(game, _me(game, obj), 2, "Lost Level")


def runestone_caverns(game: Game, obj: StackObject) -> Gen:
    me = _me(game, obj)
    for card in me.library[:2]:
        me.library.remove(card)
        card.play_permission, card.permission_holder = "this-turn", me.name
        me.exile.append(card)
    return
    yield


def muirals_graveyard(game: Game, obj: StackObject) -> Gen:
    create_token(game, _me(game, obj), SKELETON, count=2)
    return
    yield


def deep_mines(game: Game, obj: StackObject) -> Gen:
    yield from scry(game, _me(game, obj), 3, "Deep Mines")


def mad_wizards_lair(game: Game, obj: StackObject) -> Gen:
    from .casting import cast_during_resolution

    me = _me(game, obj)
    drawn = me.library[:3]
    draw(game, me, 3)
    game.log("revealed", player=me.name, text=", ".join(c.name for c in drawn), rule="701.20")
    castable = [c.name for c in drawn if c in me.hand and not c.is_type("land")]
    if castable:
        chosen = yield from ask("choose-cast", me.name, castable, least=0, most=1,
                                source="Mad Wizard's Lair", prompt="cast one without paying")
        if chosen:
            card = next(c for c in me.hand if c.name == chosen[0])
            yield from cast_during_resolution(game, me, card)


# --- Tomb of Annihilation ----------------------------------------------------------------
def trapped_entry(game: Game, obj: StackObject) -> Gen:
    for player in game.apnap():
        lose_life(game, player, 1)
    return
    yield


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
        put_in_graveyard(game, game.permanent(str(choice)))


def veils_of_fear(game: Game, obj: StackObject) -> Gen:
    yield from _lose_unless(game, "discard a card", 2, "Veils of Fear")


def sandfall_cell(game: Game, obj: StackObject) -> Gen:
    yield from _lose_unless(game, "sacrifice a permanent", 2, "Sandfall Cell")


def oubliette(game: Game, obj: StackObject) -> Gen:
    me = _me(game, obj)
    yield from discard(game, me, "Oubliette")
    for card_type in ("artifact", "creature", "land"):
        yield from _sacrifice(game, me.name, lambda p, t=card_type: p.is_type(t), "Oubliette")


def cradle_of_the_death_god(game: Game, obj: StackObject) -> Gen:
    create_token(game, _me(game, obj), ATROPAL)
    return
    yield

