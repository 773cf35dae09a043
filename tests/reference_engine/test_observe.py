"""observe.py builds its frozen views without their generated __init__ (observe._view): every
view must have exactly its class's fields and equal the one the class's own __init__ builds."""
from __future__ import annotations

import dataclasses
import random

import pytest

from rulings.adapters.errors import IllegalAction
from rulings.fuzz.actions import generate_action
from rulings.fuzz.answers import random_answer
from rulings.fuzz.chooser import RandomChooser
from rulings.fuzz.facts import game_over
from rulings.fuzz.positions import generate_position
from rulings.fuzz.strategies import ALL_CAPABILITIES
from rulings.reference_engine import ReferenceEngine
from rulings.reference_engine.observe import observe


def _rebuilt(value: object) -> object:
    """``value`` built again through the generated __init__ of every dataclass in it."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = {f.name for f in dataclasses.fields(value)}
        assert set(vars(value)) == names, f"{type(value).__name__}: {sorted(vars(value))}"
        return type(value)(**{n: _rebuilt(getattr(value, n)) for n in names})
    if isinstance(value, tuple):
        return tuple(_rebuilt(v) for v in value)
    return value


@pytest.mark.parametrize("seed", range(8))
def test_every_view_is_the_one_its_class_builds(seed: int) -> None:
    chooser = RandomChooser(random.Random(seed))
    engine = ReferenceEngine()
    engine.start(generate_position(chooser, ALL_CAPABILITIES))
    seen = set()
    for _ in range(25):
        while (decision := engine.pending()) is not None:
            obs = observe(engine._game, decision)
            assert _rebuilt(obs) == obs and repr(_rebuilt(obs)) == repr(obs)
            engine.decide(random_answer(chooser, decision))
        obs = engine.observe()
        assert _rebuilt(obs) == obs and repr(_rebuilt(obs)) == repr(obs)
        seen |= {type(v).__name__ for v in (*obs.players, *obs.battlefield, *obs.stack)}
        seen |= {"ExiledCard" for p in obs.players if p.exile}
        if game_over(obs):
            break
        try:
            engine.perform(generate_action(chooser, obs, ALL_CAPABILITIES))
        except IllegalAction:
            pass
    assert "PlayerView" in seen
