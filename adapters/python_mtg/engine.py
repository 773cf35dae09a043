"""PythonMtgEngine: the adapter protocol over python-mtg (PyPI ``python-mtg``), in-process.

python-mtg resolves spells and abilities as soon as they are cast (no stack a player can see),
makes sub-choices itself, and models the initiative as a designation only (no venture, no
dungeons). The adapter exposes what it really does and raises Unsupported for the rest
(docs/engines/python-mtg.md).
"""
from __future__ import annotations

import contextlib
import io
from importlib import metadata
from typing import Any

from rulings.adapters.actions import (
    Action, ActivateAbility, AdvanceTo, CastSpell, DeclareAttackers, DeclareBlockers, PassPriority,
    PlayLand, ResolveStack, ResolveTop,
)
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import EngineError, IllegalAction, ProtocolError, Unsupported
from rulings.adapters.observation import Observation, PermanentView, PlayerView
from rulings.adapters.position import Position
from rulings.adapters.labels import Labels
from rulings.adapters.optional import require

from .position import MANA_COLORS, build_game

CAPABILITIES = ("two-player", "position-setup")
_SYMBOLS = {color: "{%s}" % symbol for symbol, color in MANA_COLORS.items() if symbol != "N"}
# Why an action has no python-mtg counterpart (the rest are direct effects, not declared).
_COMBAT = "python-mtg resolves all of combat in one move, with no step in between"
_WHY: dict[type, str] = {
    AdvanceTo: "python-mtg decides only in main phases and combat declarations, and moves on "
               "through a step where nobody has anything to do",
    DeclareAttackers: _COMBAT,
    DeclareBlockers: _COMBAT,
    ActivateAbility: "python-mtg taps every mana source at once and has no equip ability",
}
_STEP_NAMES = {"precombat_main": "precombat main", "postcombat_main": "postcombat main",
               "beginning_of_combat": "beginning of combat", "declare_attackers":
               "declare attackers", "declare_blockers": "declare blockers", "combat_damage":
               "combat damage", "end_of_combat": "end of combat"}


class PythonMtgEngine:
    """One python-mtg game at a time (see adapters.engine.Engine)."""

    def __init__(self) -> None:
        self._mtg = require("mtg", "python-mtg")
        self._driver = require("mtg.driver", "python-mtg")
        self._game: Any = None
        self._labels: Labels[str] = Labels()  # python-mtg's object ids

    def info(self) -> EngineInfo:
        return EngineInfo("python-mtg", metadata.version("python-mtg"), CAPABILITIES)

    def start(self, position: Position) -> None:
        try:
            self._game, self._labels = build_game(self._mtg, self._driver, position)
            self._labels.present = lambda: self._game.battlefield().keys()
        except ProtocolError:
            raise
        except Exception as exc:  # the package reports its own failures as plain exceptions
            raise EngineError(f"python-mtg: {type(exc).__name__}: {exc}") from None

    def perform(self, action: Action) -> None:
        self._require()
        if isinstance(action, ResolveStack):
            return  # python-mtg resolves everything as it is cast: its stack is always empty
        if isinstance(action, ResolveTop):
            raise IllegalAction("the stack is empty: nothing to resolve", rule="608.1")
        if isinstance(action, PassPriority):
            self._push(action.player, ("pass",))
        elif isinstance(action, (CastSpell, PlayLand)):
            if isinstance(action, CastSpell) and (action.targets or action.without_paying):
                raise Unsupported("python-mtg chooses targets itself (its internal policies): the "
                                  "adapter casts only spells without targets, paying the cost")
            if action.from_zone != "hand":
                raise Unsupported("python-mtg adapter plays cards from hand only")
            if isinstance(action, PlayLand):
                self._push(action.player, self._move("play", action.player, action.card))
            else:
                self._cast(action)
        elif isinstance(action, ActivateAbility) and action.ability == "activated":
            self._activate(action)
        else:
            why = _WHY.get(type(action), "not declared")
            raise Unsupported(f"python-mtg adapter does not implement {type(action).__name__}: "
                              f"{why}")

    def pending(self) -> Decision | None:
        return None  # python-mtg makes every sub-choice itself (its internal policies)

    def decide(self, answer: tuple[str, ...]) -> None:
        raise IllegalAction("python-mtg never asks for a decision")

    def observe(self) -> Observation:
        game = self._require()
        state = game.state
        players = tuple(self._player(game, name) for name in game.players)
        holder = next((p for (p,) in state.get("_initiative", set())), None)
        step = next((s for (s,) in state.get("current_step", set())), "")
        return Observation(
            turn=game.turn_number, step=_STEP_NAMES.get(step, step),
            active_player=game.active_player, players=players, initiative=holder,
            battlefield=tuple(self._permanent(game, cid) for cid in sorted(game.battlefield_ids())),
        )

    def close(self) -> None:
        self._game = None

    # -- helpers ----------------------------------------------------------------------------
    def _require(self) -> Any:
        if self._game is None:
            raise ProtocolError("no game: call start() first")
        return self._game

    def _cast(self, action: CastSpell) -> None:
        """The protocol pays from the mana pool (python-mtg's floating mana); python-mtg would
        make up a shortfall from untapped lands, so the adapter checks the pool first."""
        move = self._move("cast", action.player, action.card)
        short = self._shortfall(action.player, move.card.id)
        if short:
            raise IllegalAction(f"{action.player}'s mana pool can't pay for {action.card} "
                                f"(short: {short}); the protocol pays from the pool", rule="601.2h")
        self._push(action.player, move)

    def _shortfall(self, player: str, card_id: str) -> str:
        state = self._game.state
        pool = {c: n for (p, c, n) in state.get("floating_mana", ()) if p == player}
        missing: list[str] = []
        for (cid, color, n) in state.get("mana_pip", ()):
            if cid == card_id:
                paid = min(pool.get(color, 0), n)
                pool[color] = pool.get(color, 0) - paid
                missing += [color] * (n - paid)
        generic = next((n for (cid, n) in state.get("mana_generic", ()) if cid == card_id), 0)
        if sum(pool.values()) < generic:
            missing.append(f"{generic - sum(pool.values())} generic")
        return ", ".join(missing)

    def _activate(self, action: ActivateAbility) -> None:
        cid = self._labels.find(action.source)
        moves = [m for m in self._game.legal_moves if m.kind == "activate"
                 and m.player == action.player and m.card is not None and m.card.id == cid]
        if not moves:
            raise IllegalAction(f"python-mtg offers {action.player} no ability of "
                                f"{action.source!r} now", rule="602.5")
        if len(moves) > 1:
            # Dungeoneer's Pack: one move per effect (take the initiative / gain 3 life / draw /
            # Treasure), each doing only its own part; no move is the whole ability (CR 602.2).
            raise Unsupported(f"python-mtg splits {action.source!r}'s ability into {len(moves)} "
                              "moves, one per effect; none of them is the whole ability")
        # python-mtg's move carries no targets: its policies pick them as it resolves, so neither
        # the targets an action names nor "no target" (CR 601.2c, 602.2b) can be passed on. (With
        # no move offered, the activation is illegal whatever its targets: raised above.)
        target = moves[0].ability[6] if moves[0].ability else None  # its target class
        if action.targets or "target" in str(target):
            raise Unsupported(f"python-mtg chooses an ability's targets itself ({target}): the "
                              f"adapter can't activate {action.source!r} with "
                              f"{list(action.targets) or 'no targets'}")
        self._push(action.player, moves[0])

    def _move(self, kind: str, player: str, card: str) -> Any:
        for move in self._game.legal_moves:
            if move.kind == kind and move.player == player and move.card is not None \
                    and self._game.name(move.card.id) == card:
                return move
        raise IllegalAction(f"python-mtg offers {player} no {kind} of {card!r} now")

    def _push(self, player: str, move: Any) -> None:
        game = self._game
        if game.turn != player:
            raise IllegalAction(f"{player} can't act now: {game.turn} is to move", rule="117.1")
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                game.push(move.raw if hasattr(move, "raw") else move)
        except ValueError as exc:
            raise IllegalAction(f"python-mtg rejected the move: {exc}") from None
        except Exception as exc:
            raise EngineError(f"python-mtg crashed: {type(exc).__name__}: {exc}") from None

    def _player(self, game: Any, name: str) -> PlayerView:
        state = game.state
        library = [game.name(c) for c in state["_lib_order"].get(name, [])]
        pool = {c: n for (p, c, n) in state.get("floating_mana", ()) if p == name}
        return PlayerView(
            name=name, life=game.life().get(name, 0),
            mana_pool="".join(_SYMBOLS[c] * n for c, n in sorted(pool.items())),
            lands_played=int((name,) in state.get("_land_played", ())),
            hand=tuple(sorted(game.name(c) for c in game.hand(name))),
            library=tuple(library),
            graveyard=tuple(game.name(c) for c in game.graveyard(name)),
        )

    def _permanent(self, game: Any, cid: str) -> PermanentView:
        view = game.card(cid)
        name = game.name(cid)
        controller = game.battlefield()[cid]
        types = sorted(t for (c, t) in game.state.get("printed_type", ()) if c == cid)
        creature = "creature" in types
        return PermanentView(
            label=self._labels.label(cid, name), name=name, controller=controller,
            owner=controller, power=view.power if creature else None,
            toughness=view.toughness if creature else None,
            types=tuple(types),
            tapped=(cid,) in game.state.get("tapped", set()),
            # the engine's effective static keywords (models.Permanent.keywords), lower case
            keywords=tuple(sorted(k.lower().replace("_", " ") for k in view.keywords)),
        )
