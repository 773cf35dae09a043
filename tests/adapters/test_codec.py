"""adapters/codec.py: the compiled converters give what the generic walk gives, and on bad
input the walk's message (the field path)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.adapters.codec import _convert, from_dict, to_dict
from rulings.adapters.decisions import Decision
from rulings.adapters.observation import Observation
from rulings.adapters.position import Position


@settings(max_examples=40, deadline=None)
@given(value=st.from_type(Observation) | st.from_type(Position) | st.from_type(Decision))
def test_round_trip_matches_the_generic_walk(value: object) -> None:
    data = to_dict(value)
    assert from_dict(type(value), data) == value == _convert(type(value), data, "x")


@pytest.mark.parametrize(("cls", "data", "message"), [
    (Observation, {"turn": "1", "step": "upkeep", "active_player": None, "players": []},
     "result.turn: expected int, got str"),
    (Observation, {"turn": 1, "step": "upkeep", "active_player": None,
                   "players": [{"name": "A", "life": 2, "mana": "{G}"}]},
     "result.players[0]: unknown field 'mana'"),
    (Decision, {"kind": "choose-room", "player": "A"}, "result: missing field 'options'"),
    (Decision, {"kind": "choose-room", "player": "A", "options": ["x", 3]},
     "result.options[1]: expected str, got int"),
    (Position, {"players": [], "format": "chess"}, "result.format: 'chess' is not one of"),
    (Observation, {"turn": True, "step": "upkeep", "active_player": None, "players": []},
     "result.turn: expected int, got bool"),
])
def test_bad_input_is_named_by_its_path(cls: type, data: dict, message: str) -> None:
    with pytest.raises(ValueError) as info:
        from_dict(cls, data, "result")
    assert str(info.value).startswith(message)
