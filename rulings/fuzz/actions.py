"""Actions worth trying next, read off an observation: mostly legal ones, some not.

Only the observation is read (what any engine reports), plus the card pool's costs. A few
choices are deliberately off (a player without priority, an unpayable spell) so that engines
also meet actions they must reject.
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Literal

from rulings.adapters.actions import (
    Action, ActivateAbility, AdvanceTo, Attack, Block, CastSpell, Concede, DeclareAttackers,
    DeclareBlockers, LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop, TakeInitiative,
    Venture,
)
from rulings.adapters.observation import Observation, PermanentView
from rulings.adapters.position import STEPS

from . import pool
from .chooser import Chooser, weighted

# Steps an AdvanceTo can stop in: a player gets priority (not untap, cleanup: CR 502.4, 514.3)
# and nobody attacks on the way, so there is no declare blockers or combat damage step.
ADVANCE_STEPS = tuple(s for s in STEPS if s not in ("untap", "cleanup", "declare blockers",
                                                    "combat damage"))
MAIN_PHASES = ("precombat main", "postcombat main")
BEFORE_COMBAT = ("precombat main", "beginning of combat")  # attackers can be declared from here
COMBAT_UNDER_WAY = ("declare attackers", "declare blockers", "combat damage")
Builder = Callable[[Chooser], Action]


def team_of(obs: Observation, player: str) -> str:
    return obs.player(player).team or player


def living(obs: Observation) -> list[str]:
    return [p.name for p in obs.players if not p.left_game]


def generate_action(c: Chooser, obs: Observation, capabilities: Collection[str]) -> Action:
    """One action for the game in ``obs`` (which must not be over)."""
    names = living(obs)
    actor = obs.priority if obs.priority in names else names[0]
    if c.chance(4):  # sometimes a player who does not hold priority (CR 117.1)
        actor = c.pick([p.name for p in obs.players])
    return weighted(c, _options(obs, actor, capabilities))(c)


def sorcery_time(obs: Observation, player: str) -> bool:
    """The player's own main phase with an empty stack (CR 307.1, 505.6b, 602.5d)."""
    active = obs.active_player
    return (active is not None and team_of(obs, player) == team_of(obs, active)
            and obs.step in MAIN_PHASES and not obs.stack)


def _options(obs: Observation, actor: str, caps: Collection[str]) -> list[tuple[int, Builder]]:
    """(relative weight, builder) of every kind of action that makes sense now."""
    names = living(obs)
    out: list[tuple[int, Builder]] = [(10, lambda c: PassPriority(actor))]
    if obs.stack:
        out += [(16, lambda c: ResolveTop()), (8, lambda c: ResolveStack())]
    out.append((4, lambda c: AdvanceTo(c.pick(ADVANCE_STEPS), c.pick(names))))
    out += _card_options(obs, actor, sorcery_time(obs, actor))
    out += _combat_options(obs, actor)
    if "leave-game" in caps:  # rare while it would end the game (CR 104.2a), else less so
        out.append((1 if len(names) < 3 else 4, lambda c: Concede(c.pick(names))))
    if "direct-effects" in caps:
        into: tuple[Literal["undercity", "dungeon"], ...] = \
            ("undercity", "dungeon") if "dungeons-afr" in caps else ("undercity",)
        out += [(5, lambda c: TakeInitiative(c.pick(names))),
                (5, lambda c: Venture(c.pick(names), c.pick(into))),
                (2, lambda c: LoseLife(c.pick(names), c.integer(0, 30 if c.chance(20) else 8)))]
    return out


def _targets(c: Chooser, obs: Observation, card: str) -> tuple[str, ...]:
    if not pool.has_target(card):
        return ()
    creatures = [p.label for p in obs.battlefield if "creature" in p.types]
    return (c.pick(creatures + living(obs)),)


def _card_options(obs: Observation, actor: str, sorcery: bool) -> list[tuple[int, Builder]]:
    """Casting, playing lands, and the permanents' abilities; what the timing rules forbid now
    stays possible, but rare."""
    me = obs.player(actor)
    out: list[tuple[int, Builder]] = []
    spells = [n for n in me.hand if not pool.is_land(n) and (sorcery or pool.is_instant(n))]
    payable = [n for n in spells if pool.payable(me.mana_pool, pool.cost(n))]
    if payable:
        out.append((24, lambda c: _cast(c, obs, actor, c.pick(payable))))
    if me.hand:
        out.append((2, lambda c: _cast(c, obs, actor, c.pick(me.hand))))
    lands = [n for n in me.hand if pool.is_land(n)]
    if lands:
        out.append((12 if sorcery and not me.lands_played else 2,
                    lambda c: PlayLand(actor, c.pick(lands))))
    exiled = [e for e in me.exile if e.playable]
    if exiled:
        def from_exile(c: Chooser) -> Action:
            card = c.pick(exiled)
            if pool.is_land(card.name):
                return PlayLand(actor, card.name, "exile")
            free = (card.playable == "this-turn-free") != c.chance(10)
            return CastSpell(actor, card.name, "exile", _targets(c, obs, card.name), free)
        out.append((16, from_exile))
    mine = [p for p in obs.battlefield if p.controller == actor]
    return out + _ability_options(actor, mine, sorcery)


def _cast(c: Chooser, obs: Observation, actor: str, card: str) -> Action:
    return CastSpell(actor, card, "hand", _targets(c, obs, card))


def _ability_options(actor: str, mine: list[PermanentView], sorcery: bool,
                     ) -> list[tuple[int, Builder]]:
    out: list[tuple[int, Builder]] = []
    sources = [p for p in mine if pool.makes_mana(p.name) and not p.tapped]
    if sources:
        def tap(c: Chooser) -> Action:
            source = c.pick(sources)
            color = c.pick("WUBRG") if pool.makes_mana(source.name) == "any" else None
            return ActivateAbility(actor, source.label, "mana", color=color)
        out.append((12, tap))
    packs = [p.label for p in mine if pool.has_activated(p.name)]
    if packs:  # Dungeoneer's Pack: activate only as a sorcery
        out.append((16 if sorcery else 2, lambda c: ActivateAbility(actor, c.pick(packs))))
    equipment = [p.label for p in mine if pool.is_equipment(p.name)]
    creatures = [p.label for p in mine if "creature" in p.types]
    if equipment and creatures:  # equip only as a sorcery (CR 702.6a)
        out.append((8 if sorcery else 1, lambda c: ActivateAbility(
            actor, c.pick(equipment), "equip", (c.pick(creatures),))))
    return out


def current_attacks(obs: Observation) -> list[tuple[str, str]]:
    """(attacker label, defending player) of the combat under way (read from the event log)."""
    if obs.step not in COMBAT_UNDER_WAY:  # checked first: most steps are not, and the log is long
        return []
    events = obs.events
    start = next((i for i in range(len(events) - 1, -1, -1)  # the last one: read from the end
                  if events[i].type == "step" and events[i].text == "declare attackers"), None)
    if start is None:
        return []
    on_battlefield = {p.label for p in obs.battlefield}
    return [(str(e.source), str(e.target)) for e in events[start:]
            if e.type == "attacked" and e.source in on_battlefield]


def _combat_options(obs: Observation, actor: str) -> list[tuple[int, Builder]]:
    out: list[tuple[int, Builder]] = []
    names = living(obs)
    active_team = team_of(obs, obs.active_player) if obs.active_player in names else None
    if active_team == team_of(obs, actor) and obs.step in BEFORE_COMBAT and not obs.stack:
        attackers = [p.label for p in obs.battlefield if "creature" in p.types and not p.tapped
                     and team_of(obs, p.controller) == active_team]
        defenders = [n for n in names if team_of(obs, n) != active_team]
        if attackers and defenders:
            out.append((20, lambda c: DeclareAttackers(actor, tuple(
                Attack(a, c.pick(defenders)) for a in c.sample(attackers, 1, len(attackers))))))
    attacks = current_attacks(obs)
    if attacks and obs.active_player in names:  # CR 510: on to the damage of this combat
        out.append((12, lambda c: AdvanceTo(c.pick(("combat damage", "end of combat")),
                                           str(obs.active_player))))
    if attacks and obs.step == "declare attackers":
        def block(c: Chooser) -> Action:
            defender = c.pick([d for _, d in attacks])
            team = team_of(obs, defender)
            blocks = []
            for blocker in obs.battlefield:
                facing = [a for a, d in attacks if team_of(obs, d) == team]
                if ("creature" in blocker.types and not blocker.tapped and facing
                        and team_of(obs, blocker.controller) == team and c.chance(50)):
                    blocks.append(Block(blocker.label, c.pick(facing)))
            return DeclareBlockers(defender, tuple(blocks))
        out.append((20, block))
    return out
