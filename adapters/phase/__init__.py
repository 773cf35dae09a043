"""The adapter protocol over phase.rs, in-process (docs/engines/phase.md).

Engine: phase.rs, a rules engine written in Rust, driven through its Python binding
``phase-python`` (PyPI; explored with 0.103.0). ``EngineInfo.version`` is the installed
distribution's version.

Installed with the ``phase`` extra: ``pip install 'rulings[phase]'``. The binding is imported
lazily (adapters.optional), so the project works without it; building the engine without it is
one line naming the package to install.

Entry point: ``PhaseEngine`` (``rulings.engines`` name ``phase``, ``rulings run --engine phase``).

Capabilities declared, each shown by passing scenarios:
  two-player, multiplayer   phase.rs plays Standard and FreeForAll games
  leave-game                its Concede action, and players losing (state-based actions)
  position-setup            a position is written into an exported state phase.rs made itself
                            and loaded back (position.py)
  direct-effects            phase.rs has no "perform this effect" call: the effect goes on the
                            exported stack as a sourceless trigger and resolves there (state.py)
  dungeons-afr              all four dungeons and their rooms are phase.rs's own
  event-log                 phase.rs's GameEvents, translated (view.py)
  stack-inspection          the exported stack: controller, source, effect and targets of each object
  direct-destroy            (1.1) phase.rs's own Destroy effect, targeting the permanent, as a
                            sourceless trigger like the other direct effects
  combat-damage-assignment  (1.1) phase.rs's AssignCombatDamage prompt is the protocol decision
  shuffle-events            (1.1) phase.rs reports every shuffle (PlayerPerformedAction ShuffledLibrary)

What it cannot do: two-headed-giant is not declared (phase.rs gives each player their own life);
trigger-ordering is not declared (phase.rs orders one player's simultaneous triggers itself);
removal-events is not declared (the translated GameEvents have no destroyed or removed-from-stack
event).
A phase.rs prompt outside the protocol's decisions is Unsupported, naming it.
The rules it gets wrong are the deviations in docs/engines/phase.md, each with its scenarios;
expectations/phase.toml holds the expected result of every scenario.

Modules: engine (PhaseEngine: actions, priority passing, the mana pool check), position (a
Position -> a phase.rs game, and the card database built from adapters.cardpool), prompts
(phase.rs prompts <-> protocol decisions), view (the exported state -> Observation, GameEvents ->
events), state (reading the live game, reloading exports, direct effects), names (protocol names
<-> phase.rs names).
"""
from .engine import PhaseEngine

__all__ = ["PhaseEngine"]
