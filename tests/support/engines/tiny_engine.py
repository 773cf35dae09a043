"""A toy in-process engine for the wire tests (not a rules engine: just enough state to move).

It knows the initiative holder, life totals, a venture marker that asks a choose-room decision
from Secret Entrance, conceding, and a few permanents; everything else is ``unsupported``.
"""
from __future__ import annotations

from dataclasses import replace

from rulings.adapters.actions import Action, Concede, LoseLife, TakeInitiative, Venture
from rulings.adapters.crversion import CR_VERSION
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import PROTOCOL_VERSION, EngineInfo
from rulings.adapters.errors import IllegalAction, InvalidPosition, UnknownCard, Unsupported
from rulings.adapters.observation import Event, Observation, PermanentView, PlayerView
from rulings.adapters.position import Position

CARDS = {"Grizzly Bears": (2, 2), "Hill Giant": (3, 3), "Forest": (None, None)}
NEXT_ROOMS = {"Secret Entrance": ("Forge", "Lost Well")}


class TinyEngine:
    def __init__(self, capabilities: tuple[str, ...] = ("two-player", "direct-effects",
                                                        "leave-game", "event-log"),
                 protocol_version: str = PROTOCOL_VERSION) -> None:
        self.capabilities = capabilities
        self.protocol_version = protocol_version
        self.obs: Observation | None = None
        self.decision: Decision | None = None

    def info(self) -> EngineInfo:
        return EngineInfo("tiny", "0.1", self.capabilities, cr_version=CR_VERSION,
                          protocol_version=self.protocol_version)

    def start(self, position: Position) -> None:
        if not position.players:
            raise InvalidPosition("position.players: no players")
        players, battlefield = [], []
        for p in position.players:
            players.append(PlayerView(p.name, 20 if p.life is None else p.life, hand=p.hand,
                                      library=p.library))
            for perm in p.battlefield:
                if perm.card not in CARDS:
                    raise UnknownCard(f"unknown card {perm.card!r}")
                power, toughness = CARDS[perm.card]
                battlefield.append(PermanentView(perm.label or perm.card, perm.card, p.name,
                                                 p.name, power, toughness, tapped=perm.tapped))
        active = position.active_player or position.players[0].name
        self.obs = Observation(position.turn, position.step, active, tuple(players),
                               position.initiative, active, tuple(battlefield))
        self.decision = None

    def perform(self, action: Action) -> None:
        obs = self._game()
        if self.decision:
            raise IllegalAction("a decision is pending")
        if isinstance(action, TakeInitiative):
            self._event(Event("took-initiative", player=action.player, rule="726.3"))
            self.obs = replace(self._game(), initiative=action.player)
        elif isinstance(action, LoseLife):
            self._set_player(action.player, life=obs.player(action.player).life - action.amount)
        elif isinstance(action, Venture):
            self._venture(action.player)
        elif isinstance(action, Concede):
            self._set_player(action.player, left_game=True)
            if obs.initiative == action.player:  # CR 726.4: the active player takes it
                self.obs = replace(self._game(), initiative=obs.active_player)
        else:
            raise Unsupported(f"tiny engine does not do {type(action).__name__}")

    def pending(self) -> Decision | None:
        return self.decision

    def decide(self, answer: tuple[str, ...]) -> None:
        if self.decision is None:
            raise IllegalAction("no decision is pending")
        problem = self.decision.check(answer)
        if problem:
            raise IllegalAction(problem)
        self._set_player(self.decision.player, room=answer[0])
        self._event(Event("entered-room", player=self.decision.player, dungeon="Undercity",
                          room=answer[0], rule="309.5"))
        self.decision = None

    def observe(self) -> Observation:
        return replace(self._game(), pending=self.decision)

    def close(self) -> None:
        self.obs = None

    def _venture(self, name: str) -> None:
        player = self._game().player(name)
        if player.dungeon is None:
            self._set_player(name, dungeon="Undercity", room="Secret Entrance")
        elif player.room in NEXT_ROOMS:
            self.decision = Decision("choose-room", name, NEXT_ROOMS[player.room],
                                     source="Undercity")
        else:
            raise Unsupported(f"tiny engine cannot leave {player.room}")

    def _game(self) -> Observation:
        if self.obs is None:
            raise IllegalAction("no game has started")
        return self.obs

    def _set_player(self, name: str, **changes: object) -> None:
        obs = self._game()
        players = tuple(replace(p, **changes) if p.name == name else p for p in obs.players)
        self.obs = replace(obs, players=players)

    def _event(self, event: Event) -> None:
        self.obs = replace(self._game(), events=self._game().events + (event,))


class ChattyTinyEngine(TinyEngine):
    """Prints to stdout as careless engines do: ``serve`` must keep that off the protocol."""

    def perform(self, action: Action) -> None:
        print(f"debug: performing {action}")
        super().perform(action)


class CardListingTinyEngine(TinyEngine):
    """Protocol 1.3: declares the cards it knows, and one more (Savannah Lions) that it does not
    know, so that both outcomes of an unknown-card refusal can be tested."""

    def info(self) -> EngineInfo:
        return replace(super().info(), name="tiny-cards",
                       cards=(*CARDS, "Savannah Lions"))
