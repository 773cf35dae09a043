"""What the test-only card Test Pathfinder does: takes the initiative as it enters (the seed
cards' trigger, an existing kind)."""
from __future__ import annotations

from rulings.reference_engine.cards.seed import TAKE_ON_ENTER
from rulings.reference_engine.definitions import Abilities

ABILITIES = {"test-pathfinder": Abilities(triggers=(TAKE_ON_ENTER,))}
