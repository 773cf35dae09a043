"""PhaseEngine: the adapter protocol over phase.rs (PyPI ``phase-python``), in-process.

docs/engines/phase.md describes the mapping and the deviations found while exploring. Casting and
activating pay from the mana pool only: pool_pays checks that before phase.rs could tap lands.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from importlib import metadata
from typing import Any

from rulings.adapters.actions import (
    Action, ActivateAbility, AdvanceTo, CastSpell, Concede, DeclareAttackers, DeclareBlockers,
    Destroy, LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop, TakeInitiative, Venture,
)
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import EngineError, IllegalAction, InvalidPosition, ProtocolError, Unsupported
from rulings.adapters.observation import Event, Observation
from rulings.adapters.position import Position

from .names import COLORS, STEP_TO_PHASE
from .position import Seating, Templates, build_game, may_need_sbas, new_engine, phase_module
from .prompts import NOT_DECISIONS, Prompt, answer_actions, read_prompt
from .state import LiveState, copy_export, push_effect, reload
from .view import exile_permission, object_name, observe, stack_item, target_names, translate

CAPABILITIES = (
    "two-player", "multiplayer", "leave-game", "position-setup", "direct-effects",
    "dungeons-afr", "event-log", "stack-inspection", "combat-damage-assignment", "shuffle-events",
    "direct-destroy",
)
_MAX_STEPS = 2000  # automatic passes one action may take before the adapter calls it a loop


class PhaseEngine:
    """One phase.rs game at a time (see adapters.engine.Engine)."""

    def __init__(self) -> None:
        self._action_undo: tuple | None = None
        phase_module()  # fails at once, in one line, when phase-python is missing
        self._engine: Any = None
        self._templates: Templates | None = None
        self._check_sbas: Any = None  # phase.rs's "check state-based actions" debug action
        self._game: Any = None
        self._seating: Seating | None = None
        self._events: list[Event] = []
        self._stack_labels: dict[int, str] = {}
        self._goal: tuple | None = None
        self._export: dict | None = None  # _game.state(), read at most once per game state
        self._generation = 0  # counts changes of the game: what was read before is stale
        self._active = 0  # the active player's seat, followed through TurnStarted events
        self._prompt_cache: tuple[int, Prompt | None] | None = None

    # -- protocol ---------------------------------------------------------------------------
    def info(self) -> EngineInfo:
        return EngineInfo("phase", metadata.version("phase-python"), CAPABILITIES,
                          cr_version="2026-09-25")

    def start(self, position: Position) -> None:
        if self._engine is None:
            self._engine = new_engine()
        if self._templates is None:
            self._templates = Templates(self._engine)
            self._check_sbas = phase_module().GameAction.from_dict(
                {"type": "Debug", "data": {"type": "RunStateBasedActions"}})
        game, self._seating = self._call(build_game, self._engine, self._templates, position)
        self._seats().labels.present = lambda: self._state()["battlefield"]
        self._set_game(game)
        self._active = self._seats().seat(position.active_player or position.players[0].name)
        self._events, self._stack_labels, self._goal = [], {}, None
        self._action_undo = None  # the state before the action whose decisions are under way
        if may_need_sbas(position):
            self._apply(self._active, self._check_sbas)
            self._drive()

    def perform(self, action: Action) -> None:
        self._require_game()
        if self.pending() is not None:
            raise IllegalAction(f"a decision is pending: {self.pending()}")
        # Actions that pass priority before they can fail are undone when they do: an illegal
        # action leaves the game as it was.
        undo = self._snapshot() if isinstance(action, _PASS_FIRST + _DECIDES_AFTER) else None
        try:
            self._perform(action)
        except IllegalAction:
            if undo is not None:
                self._restore(undo)
            raise
        # An answer phase.rs refuses to a decision this action led to (a trample assignment,
        # CR 702.19b) makes the action illegal: decide() undoes it (docs/PROTOCOL.md, Decisions).
        self._action_undo = undo if self.pending() is not None else None

    def _perform(self, action: Action) -> None:
        if isinstance(action, PassPriority):
            self._apply(self._holder(action.player), {"type": "PassPriority"})
        elif isinstance(action, ResolveTop):
            stack = self._game.stack()
            if not stack:
                raise IllegalAction("the stack is empty: nothing to resolve", rule="608.1")
            self._goal = ("top", stack[-1]["id"])
        elif isinstance(action, ResolveStack):
            self._goal = ("stack",)
        elif isinstance(action, AdvanceTo):
            self._advance_goal(action)
        elif isinstance(action, CastSpell):
            self._cast(action)
        elif isinstance(action, PlayLand):
            obj = self._card_in_zone(action.player, action.card, action.from_zone)
            self._apply(self._holder(action.player), self._offered("PlayLand", obj))
        elif isinstance(action, ActivateAbility):
            self._activate(action)
        elif isinstance(action, DeclareAttackers):
            self._declare_attackers(action)
        elif isinstance(action, DeclareBlockers):
            self._declare_blockers(action)
        elif isinstance(action, Concede):
            seat = self._seat(action.player)
            self._apply(seat, {"type": "Concede", "data": {"player_id": seat}})
        elif isinstance(action, (TakeInitiative, Venture, LoseLife, Destroy)):
            self._direct_effect(action)
        else:
            raise Unsupported(f"phase adapter does not implement action {type(action).__name__}")
        self._drive()

    def pending(self) -> Decision | None:
        prompt = self._prompt()
        return prompt.decision if prompt else None

    def decide(self, answer: tuple[str, ...]) -> None:
        prompt = self._prompt()
        if prompt is None:
            raise IllegalAction("no decision is pending")
        problem = prompt.decision.check(tuple(answer))
        if problem:
            raise IllegalAction(problem)
        steps = self._call(answer_actions, self._game, self._state(), prompt, tuple(answer),
                           self._seats())
        try:
            for step in steps:
                self._apply(prompt.seat, step)
            self._drive()
        except IllegalAction:
            if self._action_undo is not None:  # the action that led here leaves no trace
                self._restore(self._action_undo)
                self._action_undo = None
            raise
        if self.pending() is None:
            self._action_undo = None

    def observe(self) -> Observation:
        self._require_game()
        return observe(self._exported()["state"], self._seats(), tuple(self._events),
                       self.pending())

    def close(self) -> None:
        self._set_game(None)

    # -- engine access ----------------------------------------------------------------------
    def _require_game(self) -> Any:
        if self._game is None:
            raise ProtocolError("no game: call start() first")
        return self._game

    def _seats(self) -> Seating:
        """Who sits where in the game under way (start() seats the players)."""
        if self._seating is None:
            raise ProtocolError("no game: call start() first")
        return self._seating

    def _set_game(self, game: Any) -> None:
        self._game, self._export, self._prompt_cache = game, None, None
        self._generation += 1

    def _state(self) -> Mapping[str, Any]:
        """The exported state if it is at hand, else the live game read as one (state.LiveState)."""
        if self._export is not None:
            return self._export["state"]
        return LiveState(self._require_game(), lambda: self._exported()["state"])

    def _exported(self) -> dict:
        """The whole export (loadable by load_game); the adapter never changes it."""
        if self._export is None:
            game = self._require_game()
            try:
                self._export = game.state()
            except ValueError as exc:  # phase.rs refusing to export its own game
                raise EngineError(f"phase could not export its game state: {exc}") from None
        return self._export

    def _waiting_for(self) -> dict:
        return self._state().get("waiting_for") or {}

    def _prompt(self) -> Prompt | None:
        if self._waiting_for().get("type") in NOT_DECISIONS:
            return None
        if self._prompt_cache is None or self._prompt_cache[0] != self._generation:
            prompt = self._call(read_prompt, self._require_game(), self._state(), self._seats(),
                                self._lookahead)
            self._prompt_cache = (self._generation, prompt)
        return self._prompt_cache[1]

    def _lookahead(self, seat: int, actions: list[Any]) -> tuple[Any, dict] | None:
        """A copy of the game with ``actions`` applied by ``seat`` (the game itself is untouched)."""
        copy = reload(self._engine, copy_export(self._exported()))
        try:
            for action in actions:
                copy.apply(seat, action)
        except ValueError:
            return None
        return copy, copy.state()["state"]

    @staticmethod
    def _call(fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except ProtocolError:
            raise
        except (KeyError, IndexError, TypeError, StopIteration) as exc:
            raise InvalidPosition(f"phase adapter: {type(exc).__name__}: {exc}") from None
        except ValueError as exc:
            raise EngineError(f"phase: {exc}") from None

    def _apply(self, seat: int, action: Any) -> None:
        game = self._require_game()
        before = list(reversed(game.stack()))
        try:
            result = game.apply(seat, action)
        except ValueError as exc:
            raise IllegalAction(f"phase rejected the action: {exc}") from None
        except BaseException as exc:  # a Rust panic surfaces as pyo3's PanicException
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            raise EngineError(f"phase crashed: {type(exc).__name__}: {exc}") from None
        self._export = None
        raw = result.to_dict()["events"]
        turn_owner = self._active
        for event in raw:
            if event["type"] == "TurnStarted":
                self._active = event["data"]["player_id"]
        self._generation += 1
        fresh = [e for e in game.stack() if e["kind"]["type"] == "TriggeredAbility"
                 and e["id"] not in self._stack_labels]
        state = self._state()
        for entry in fresh:
            self._stack_labels[entry["id"]] = stack_item(state, entry, self._seats()).label()
        self._events += translate(raw, state, self._seats(), before, self._stack_labels,
                                  turn_owner)

    def _snapshot(self) -> tuple[dict, int, dict[int, str], int, tuple | None]:
        return (copy_export(self._exported()), len(self._events), dict(self._stack_labels),
                self._active, self._goal)

    def _restore(self, snapshot: tuple[dict, int, dict[int, str], int, tuple | None]) -> None:
        exported, events, self._stack_labels, self._active, self._goal = snapshot
        self._set_game(reload(self._engine, exported))
        del self._events[events:]

    def _seat(self, player: str) -> int:
        return self._seats().seat(player)

    def _holder(self, player: str) -> int:
        """``player``'s seat, if that player may act now (holds priority or must declare)."""
        seat = self._seat(player)
        prompt = self._waiting_for()
        acting = (prompt.get("data") or {}).get("player")
        if acting != seat:
            who = self._seats().name(acting) if isinstance(acting, int) else "nobody"
            raise IllegalAction(f"{player} can't act now: {who} is to act "
                                f"({prompt.get('type')})", rule="117.1")
        return seat

    def _offered(self, kind: str, object_id: int, **match: Any) -> Any:
        for action in self._game.actions():
            data = action.data or {}
            if action.kind == kind and data.get("object_id", data.get("source_id")) == object_id \
                    and all(data.get(k) == v for k, v in match.items()):
                return action
        name = object_name(self._state(), object_id)
        raise IllegalAction(f"phase does not allow {kind} with {name!r} now")

    # -- actions ----------------------------------------------------------------------------
    def _card_in_zone(self, player: str, card: str, zone: str) -> int:
        state = self._state()
        seat = self._seat(player)
        ids = state["exile"] if zone == "exile" else state["players"][seat][zone]
        for oid in ids:
            obj = state["objects"][str(oid)]
            if obj["name"] == card and obj["owner"] == seat:
                return oid
        raise IllegalAction(f"{player} has no {card!r} in {zone}")

    def _permanent(self, label: str) -> int:
        oid = self._seats().labels.find(label)
        if oid is None:
            state = self._state()
            for candidate in state["battlefield"]:
                name = state["objects"][str(candidate)]["name"]
                if self._seats().labels.label(candidate, name) == label:
                    oid = candidate
        if oid is None or oid not in self._state()["battlefield"]:
            raise IllegalAction(f"no permanent labelled {label!r} on the battlefield")
        return oid

    def _answer_targets(self, targets: tuple[str, ...], snapshot: tuple | None) -> None:
        for i, target in enumerate(targets):
            prompt = self._prompt()
            if prompt is None or prompt.decision.kind != "choose-targets":
                self._check_chosen(targets[i:], snapshot)
                return
            if target not in prompt.decision.options:
                self._apply(prompt.seat, {"type": "CancelCast"})
                raise IllegalAction(f"{target!r} is not a legal target "
                                    f"(legal: {list(prompt.decision.options)})", rule="601.2c")
            for step in answer_actions(self._game, self._state(), prompt, (target,),
                                       self._seats()):
                self._apply(prompt.seat, step)

    def _check_chosen(self, wanted: tuple[str, ...], snapshot: tuple | None) -> None:
        """phase.rs picks a lone legal target itself; it must be the one the action names."""
        stack = self._state()["stack"]
        chosen = target_names(self._state(), stack[-1], self._seats()) if stack else ()
        if tuple(chosen[-len(wanted):]) == tuple(wanted):
            return
        if snapshot is not None:
            self._restore(snapshot)
        raise IllegalAction(f"{list(wanted)} is not a legal target; phase's only legal choice "
                            f"was {list(chosen)}", rule="601.2c")

    def _cast(self, action: CastSpell) -> None:
        seat = self._holder(action.player)
        oid = self._card_in_zone(action.player, action.card, action.from_zone)
        kind = "CastSpellForFree" if action.without_paying else "CastSpell"
        if action.from_zone == "exile":
            # phase.rs casts a card under a free-cast grant for free through plain CastSpell.
            how = exile_permission(self._state()["objects"][str(oid)], seat)
            if how == "this-turn-free" and not action.without_paying:
                raise IllegalAction(f"{action.card} may be cast only without paying its mana cost",
                                    rule="118.9")
            if how != "this-turn-free" and action.without_paying:
                raise IllegalAction(f"nothing lets {action.player} cast {action.card} without "
                                    "paying its mana cost", rule="118.9")
            kind = "CastSpell"
        if not action.without_paying:
            self._check_pool(seat, self._state()["objects"][str(oid)].get("mana_cost"),
                             action.card)
        offer = self._offered(kind, oid)
        snapshot = self._snapshot() if action.targets else None
        self._apply(seat, offer)
        self._answer_targets(action.targets, snapshot)

    def _activate(self, action: ActivateAbility) -> None:
        seat = self._holder(action.player)
        oid = self._permanent(action.source)
        if action.ability == "mana":
            self._tap_for_mana(seat, oid, action)
            return
        abilities = self._state()["objects"][str(oid)].get("abilities") or []
        wanted = []
        for offer in self._game.actions():
            data = offer.data or {}
            if offer.kind != "ActivateAbility" or data.get("source_id") != oid:
                continue
            ability = abilities[data["ability_index"]]
            is_equip = (ability.get("ability_tag") or {}).get("type") == "Equip" or str(
                ability.get("description") or "").startswith("Equip")
            if is_equip == (action.ability == "equip"):
                wanted.append(offer)
        if not wanted:
            raise IllegalAction(f"{action.player} can't activate {action.source!r}'s "
                                f"{action.ability} ability now", rule="602.5")
        ability = abilities[wanted[0].data["ability_index"]]
        self._check_pool(seat, ability.get("cost"), f"{action.source}'s ability")
        snapshot = self._snapshot()
        self._apply(seat, wanted[0])
        self._answer_targets(action.targets, snapshot)
        prompt = self._prompt()
        if prompt is not None and prompt.decision.kind == "choose-targets" and prompt.seat == seat:
            # phase.rs still asks for a target the action doesn't name: the activation as stated
            # (its targets chosen as it is activated) is illegal and leaves no trace (CR 602.2b,
            # 601.2c), as an action found illegal after passing priority is undone (perform()).
            self._restore(snapshot)
            raise IllegalAction(f"{action.source!r}'s ability needs a target the action doesn't "
                                f"name (legal: {list(prompt.decision.options)})", rule="602.2b")

    def _check_pool(self, seat: int, cost: dict | None, what: str) -> None:
        pool = self._state()["players"][seat]["mana_pool"]["mana"]
        if not pool_pays(cost, pool):
            raise IllegalAction(f"{self._seats().name(seat)}'s mana pool can't pay {what}; the "
                                "protocol pays from the pool (tap mana first)", rule="601.2h")

    def _tap_for_mana(self, seat: int, oid: int, action: ActivateAbility) -> None:
        """A mana ability doesn't use the stack (CR 605.3); phase.rs asks for the color of
        "one mana of any color" right away."""
        abilities = self._state()["objects"][str(oid)].get("abilities") or []
        index = next((i for i, a in enumerate(abilities) if a.get("is_mana_ability")), None)
        if index is None:
            raise IllegalAction(f"{action.source!r} has no mana ability", rule="605.1a")
        produced = (abilities[index].get("effect") or {}).get("produced") or {}
        any_color = produced.get("type") == "AnyOneColor"
        if any_color and action.color not in COLORS:
            raise IllegalAction(f"{action.source!r} adds one mana of any color: name one of "
                                f"{' '.join(COLORS)}", rule="106.1")
        self._apply(seat, {"type": "ActivateAbility",
                           "data": {"source_id": oid, "ability_index": index}})
        if self._waiting_for().get("type") == "ChooseManaColor":
            color = COLORS[str(action.color)]
            choice = next((a for a in self._game.actions() if a.kind == "ChooseManaColor"
                           and (a.data.get("choice") or {}).get("data") == color), None)
            if choice is None:
                raise EngineError(f"phase offers no {color} mana from {action.source!r}")
            self._apply(seat, choice)

    def _pass_until_prompt(self, kind: str, seat: int) -> bool:
        """Pass priority until ``seat`` is asked to declare; False if phase made an empty
        declaration itself (no creature could block: phase.rs skips the prompt)."""
        for _ in range(_MAX_STEPS):
            prompt, phase = self._waiting_for(), self._game.phase
            if prompt.get("type") == kind and prompt["data"]["player"] == seat:
                return True
            if kind == "DeclareBlockers" and phase == "DeclareBlockers" and \
                    prompt.get("type") == "Priority":
                return False
            if prompt.get("type") != "Priority" or self._game.stack() or phase not in _BEFORE[kind]:
                raise IllegalAction(f"{self._seats().name(seat)} can't declare now "
                                    f"({prompt.get('type')} in {phase})",
                                    rule="508.1" if kind == "DeclareAttackers" else "509.1")
            self._apply(prompt["data"]["player"], {"type": "PassPriority"})
        raise EngineError("phase never reached the declaration")

    def _declare_attackers(self, action: DeclareAttackers) -> None:
        seat = self._seat(action.player)
        if not self._pass_until_prompt("DeclareAttackers", seat):
            raise IllegalAction(f"{action.player} can't declare attackers now", rule="508.1")
        attacks = [[self._permanent(a.attacker), {"type": "Player", "data": self._seat(a.defender)}]
                   for a in action.attacks]
        self._apply(seat, {"type": "DeclareAttackers", "data": {"attacks": attacks}})

    def _declare_blockers(self, action: DeclareBlockers) -> None:
        seat = self._seat(action.player)
        if not self._pass_until_prompt("DeclareBlockers", seat):
            blocking = any((self._state()["objects"][str(oid)].get("combat_status") or {}).get(
                "blocking") for oid in self._state()["battlefield"])
            if action.blocks or blocking:
                raise IllegalAction(f"{action.player} can't declare blockers now: phase has "
                                    "declared them (none of their creatures could block)",
                                    rule="509.1a")
            return
        blocks = [[self._permanent(b.blocker), self._permanent(b.attacker)] for b in action.blocks]
        self._apply(seat, {"type": "DeclareBlockers", "data": {"assignments": blocks}})

    def _direct_effect(self, action: TakeInitiative | Venture | LoseLife | Destroy) -> None:
        if isinstance(action, Destroy):  # phase.rs's own Destroy effect, targeting it
            target = self._permanent(action.permanent)
            self._set_game(push_effect(self._engine, self._game, self._active, action, target))
        else:
            seat = self._seat(action.player)
            self._set_game(push_effect(self._engine, self._game, seat, action))
        self._goal = ("top", self._game.stack()[-1]["id"])

    def _advance_goal(self, action: AdvanceTo) -> None:
        if action.step not in STEP_TO_PHASE:
            raise IllegalAction(f"unknown step {action.step!r}")
        self._goal = ("advance", STEP_TO_PHASE[action.step], self._seat(action.player),
                      (self._game.turn, self._game.phase), action.step)

    # -- running the game until a player acts -----------------------------------------------
    def _goal_reached(self, prompt: dict) -> bool:
        goal, game = self._goal, self._game
        if goal is None or prompt.get("type") == "GameOver":
            return True
        if goal[0] == "advance" and game.player(goal[2]).get("is_eliminated"):
            if self._active == goal[2]:
                # phase.rs ends the turn of an active player who leaves (it should go on with
                # no active player, CR 800.4j): the step never comes; the observation shows it.
                return True
            raise IllegalAction(f"{self._seats().name(goal[2])} has left the game: their "
                                f"{goal[4]} never comes", rule="500.1")
        if goal[0] == "top":
            return all(entry["id"] != goal[1] for entry in game.stack())
        if goal[0] == "stack":
            return not game.stack()
        _, phase, seat, start, _step = goal
        here = (game.turn, game.phase)
        return (here != start and here[1] == phase and self._active == seat
                and prompt.get("type") == "Priority")

    def _drive(self) -> None:
        for _ in range(_MAX_STEPS):
            prompt = self._waiting_for()
            if self._prompt() is not None:
                return
            if self._goal_reached(prompt):
                self._goal = None
                return
            seat = prompt["data"]["player"]
            if prompt["type"] == "Priority":
                self._apply(seat, {"type": "PassPriority"})
            elif prompt["type"] == "DeclareAttackers":
                self._apply(seat, {"type": "DeclareAttackers", "data": {"attacks": []}})
            elif prompt["type"] == "DeclareBlockers":
                self._apply(seat, {"type": "DeclareBlockers", "data": {"assignments": []}})
            else:
                raise EngineError(f"phase is waiting for {prompt['type']} while the adapter runs")
        raise EngineError(f"phase did not reach {self._goal} within {_MAX_STEPS} passes")


# Actions that may pass priority (changing the game) before they turn out to be illegal.
_PASS_FIRST = (AdvanceTo, DeclareAttackers, DeclareBlockers)
# Actions after which a decision phase.rs may refuse can follow (combat damage assignment).
_DECIDES_AFTER = (PassPriority, ResolveTop, ResolveStack)

# Steps from which a declaration may be reached by passing priority on an empty stack.
_BEFORE: dict[str, frozenset[str]] = {
    "DeclareAttackers": frozenset({"PreCombatMain", "BeginCombat", "DeclareAttackers"}),
    "DeclareBlockers": frozenset({"DeclareAttackers"}),
}


# -- whether the mana pool pays a cost on its own -------------------------------------------------
# The protocol's cast and activate actions pay from the mana pool (docs/STEPS.md); a scenario taps
# its lands with separate actions. phase.rs's own payment would tap lands on its own to make up
# the difference (CR 601.2g lets a player do that), so the adapter checks the pool first.

def mana_cost(cost: dict | None) -> dict | None:
    """The mana part of a phase.rs cost (a spell's mana_cost or an ability's cost)."""
    if not cost:
        return None
    if cost.get("type") == "Cost":
        return cost
    if cost.get("type") == "Mana":
        return mana_cost(cost.get("cost"))
    if cost.get("type") == "Composite":
        for part in cost.get("costs") or []:
            found = mana_cost(part)
            if found:
                return found
    return None


def pool_pays(cost: dict | None, pool: list[dict]) -> bool:
    """True if the units in ``pool`` cover ``cost`` (colored shards first, then generic)."""
    cost = mana_cost(cost)
    if cost is None:
        return True
    colors = Counter(unit["color"] for unit in pool)
    for shard in cost.get("shards") or []:
        if not isinstance(shard, str) or shard not in _COLORS:
            return True  # hybrid, Phyrexian, X...: phase decides
        if colors[shard] == 0:
            return False
        colors[shard] -= 1
    return sum(colors.values()) >= (cost.get("generic") or 0)


_COLORS = frozenset({"White", "Blue", "Black", "Red", "Green", "Colorless"})
