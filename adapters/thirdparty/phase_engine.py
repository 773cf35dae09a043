"""PhaseEngine: the adapter protocol over phase.rs (PyPI ``phase-python``), in-process.

docs/engines/phase.md describes the mapping and the deviations found while exploring.
"""
from __future__ import annotations

from importlib import metadata
from typing import Any

from adapters.actions import (
    Action, ActivateAbility, AdvanceTo, CastSpell, Concede, DeclareAttackers, DeclareBlockers,
    LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop, TakeInitiative, Venture,
)
from adapters.decisions import Decision
from adapters.engine import EngineInfo
from adapters.errors import EngineError, IllegalAction, InvalidPosition, ProtocolError, Unsupported
from adapters.observation import Event, Observation
from adapters.position import Position

from . import phase_effects
from .phase_cards import new_engine, phase_module
from .phase_events import translate
from .phase_names import STEP_TO_PHASE
from .phase_prompts import Prompt, answer_action, read_prompt
from .phase_setup import Seating, build_game
from .phase_view import object_name, observe, stack_item

CAPABILITIES = (
    "two-player", "multiplayer", "leave-game", "position-setup", "direct-effects",
    "dungeons-afr", "event-log", "stack-inspection",
)
_MAX_STEPS = 2000  # automatic passes one action may take before the adapter calls it a loop


class PhaseEngine:
    """One phase.rs game at a time (see adapters.engine.Engine)."""

    def __init__(self) -> None:
        phase_module()  # fails at once, in one line, when phase-python is missing
        self._engine: Any = None
        self._game: Any = None
        self._seating: Seating | None = None
        self._events: list[Event] = []
        self._stack_labels: dict[int, str] = {}
        self._goal: tuple | None = None

    # -- protocol ---------------------------------------------------------------------------
    def info(self) -> EngineInfo:
        return EngineInfo("phase", metadata.version("phase-python"), CAPABILITIES)

    def start(self, position: Position) -> None:
        if self._engine is None:
            self._engine = new_engine()
        self._game, self._seating = self._call(build_game, self._engine, position)
        self._events, self._stack_labels, self._goal = [], {}, None

    def perform(self, action: Action) -> None:
        game = self._require_game()
        if self.pending() is not None:
            raise IllegalAction(f"a decision is pending: {self.pending()}")
        if isinstance(action, PassPriority):
            self._apply(self._holder(action.player), {"type": "PassPriority"})
        elif isinstance(action, ResolveTop):
            stack = self._state()["stack"]
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
        elif isinstance(action, (TakeInitiative, Venture, LoseLife)):
            self._direct_effect(action)
        else:
            raise Unsupported(f"phase adapter does not implement action {type(action).__name__}")
        del game
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
        action = self._call(answer_action, self._game, self._state(), prompt, tuple(answer),
                            self._seating)
        self._apply(prompt.seat, action)
        self._drive()

    def observe(self) -> Observation:
        self._require_game()
        return observe(self._state(), self._seating, tuple(self._events), self.pending())

    def close(self) -> None:
        self._game = None

    # -- engine access ----------------------------------------------------------------------
    def _require_game(self) -> Any:
        if self._game is None:
            raise ProtocolError("no game: call start() first")
        return self._game

    def _state(self) -> dict:
        return self._require_game().state()["state"]

    def _prompt(self) -> Prompt | None:
        return self._call(read_prompt, self._require_game(), self._state(), self._seating)

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
        before = list(reversed(self._state()["stack"]))
        try:
            result = game.apply(seat, action)
        except ValueError as exc:
            raise IllegalAction(f"phase rejected the action: {exc}") from None
        except BaseException as exc:  # a Rust panic surfaces as pyo3's PanicException
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            raise EngineError(f"phase crashed: {type(exc).__name__}: {exc}") from None
        state = self._state()
        for entry in state["stack"]:
            if entry["kind"]["type"] == "TriggeredAbility":
                self._stack_labels[entry["id"]] = stack_item(state, entry, self._seating).label()
        self._events += translate(result.to_dict()["events"], state, self._seating, before,
                                  self._stack_labels)

    def _seat(self, player: str) -> int:
        return self._seating.seat(player)

    def _holder(self, player: str) -> int:
        """``player``'s seat, if that player may act now (holds priority or must declare)."""
        seat = self._seat(player)
        prompt = self._state().get("waiting_for") or {}
        acting = (prompt.get("data") or {}).get("player")
        if acting != seat:
            who = self._seating.name(acting) if isinstance(acting, int) else "nobody"
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
        oid = self._seating.labels.find(label)
        if oid is None:
            state = self._state()
            for candidate in state["battlefield"]:
                name = state["objects"][str(candidate)]["name"]
                if self._seating.labels.label(candidate, name) == label:
                    oid = candidate
        if oid is None or oid not in self._state()["battlefield"]:
            raise IllegalAction(f"no permanent labelled {label!r} on the battlefield")
        return oid

    def _answer_targets(self, targets: tuple[str, ...]) -> None:
        for target in targets:
            prompt = self._prompt()
            if prompt is None or prompt.decision.kind != "choose-targets":
                raise IllegalAction(f"phase asked for no target, {target!r} was given")
            if target not in prompt.decision.options:
                self._apply(prompt.seat, {"type": "CancelCast"})
                raise IllegalAction(f"{target!r} is not a legal target "
                                    f"(legal: {list(prompt.decision.options)})", rule="601.2c")
            self._apply(prompt.seat, answer_action(self._game, self._state(), prompt,
                                                   (target,), self._seating))

    def _cast(self, action: CastSpell) -> None:
        seat = self._holder(action.player)
        oid = self._card_in_zone(action.player, action.card, action.from_zone)
        kind = "CastSpellForFree" if action.without_paying else "CastSpell"
        self._apply(seat, self._offered(kind, oid))
        self._answer_targets(action.targets)

    def _activate(self, action: ActivateAbility) -> None:
        seat = self._holder(action.player)
        oid = self._permanent(action.source)
        if action.ability == "mana":
            # phase.rs wants a WireSelection for mana abilities the adapter can't build.
            raise Unsupported("phase adapter: activating mana abilities is not translated")
        abilities = self._state()["objects"][str(oid)].get("abilities") or []
        wanted = []
        for offer in self._game.actions():
            data = offer.data or {}
            if offer.kind != "ActivateAbility" or data.get("source_id") != oid:
                continue
            ability = abilities[data["ability_index"]] if data["ability_index"] < len(
                abilities) else {}
            is_equip = str(ability.get("description") or "").startswith("Equip")
            if is_equip == (action.ability == "equip"):
                wanted.append(offer)
        if not wanted:
            raise IllegalAction(f"{action.player} can't activate {action.source!r}'s "
                                f"{action.ability} ability now", rule="602.5")
        self._apply(seat, wanted[0])
        self._answer_targets(action.targets)

    def _pass_until_prompt(self, kind: str, seat: int) -> None:
        for _ in range(_MAX_STEPS):
            prompt = self._state().get("waiting_for") or {}
            if prompt.get("type") == kind and prompt["data"]["player"] == seat:
                return
            if prompt.get("type") != "Priority" or self._state()["stack"] or \
                    self._state()["phase"] not in _BEFORE[kind]:
                raise IllegalAction(f"{self._seating.name(seat)} can't declare now "
                                    f"({prompt.get('type')} in {self._state()['phase']})")
            self._apply(prompt["data"]["player"], {"type": "PassPriority"})
        raise EngineError("phase never reached the declaration")

    def _declare_attackers(self, action: DeclareAttackers) -> None:
        seat = self._seat(action.player)
        self._pass_until_prompt("DeclareAttackers", seat)
        attacks = [[self._permanent(a.attacker), {"type": "Player", "data": self._seat(a.defender)}]
                   for a in action.attacks]
        self._apply(seat, {"type": "DeclareAttackers", "data": {"attacks": attacks}})

    def _declare_blockers(self, action: DeclareBlockers) -> None:
        seat = self._seat(action.player)
        self._pass_until_prompt("DeclareBlockers", seat)
        blocks = [[self._permanent(b.blocker), self._permanent(b.attacker)] for b in action.blocks]
        self._apply(seat, {"type": "DeclareBlockers", "data": {"assignments": blocks}})

    def _direct_effect(self, action: TakeInitiative | Venture | LoseLife) -> None:
        seat = self._seat(action.player)
        self._game = phase_effects.push(self._engine, self._game, seat, action)
        self._goal = ("top", self._state()["stack"][-1]["id"])

    def _advance_goal(self, action: AdvanceTo) -> None:
        if action.step not in STEP_TO_PHASE:
            raise IllegalAction(f"unknown step {action.step!r}")
        state = self._state()
        self._goal = ("advance", STEP_TO_PHASE[action.step], self._seat(action.player),
                      (state["turn_number"], state["phase"]))

    # -- running the game until a player acts -----------------------------------------------
    def _goal_reached(self, state: dict) -> bool:
        goal = self._goal
        if goal is None:
            return True
        prompt = state.get("waiting_for") or {}
        if prompt.get("type") == "GameOver":
            return True
        if goal[0] == "top":
            return all(entry["id"] != goal[1] for entry in state["stack"])
        if goal[0] == "stack":
            return not state["stack"]
        _, phase, seat, start = goal
        here = (state["turn_number"], state["phase"])
        return (here != start and state["phase"] == phase and state["active_player"] == seat
                and prompt.get("type") == "Priority")

    def _drive(self) -> None:
        for _ in range(_MAX_STEPS):
            state = self._state()
            if self._prompt() is not None:
                return
            if self._goal_reached(state):
                self._goal = None
                return
            prompt = state["waiting_for"]
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


# Steps from which a declaration may be reached by passing priority on an empty stack.
_BEFORE: dict[str, frozenset[str]] = {
    "DeclareAttackers": frozenset({"PreCombatMain", "BeginCombat", "DeclareAttackers"}),
    "DeclareBlockers": frozenset({"DeclareAttackers", "DeclareBlockers"}),
}
