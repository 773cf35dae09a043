"""adapters/codec.py: the compiled converters give what the generic walk gives, and on bad
input the walk's message (the field path)."""
from __future__ import annotations

import dataclasses
import json
import typing

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.adapters.codec import _convert, from_dict, to_dict
from rulings.adapters.actions import ACTION_TYPES
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import EngineInfo
from rulings.adapters.observation import ExiledCard, Observation, PermanentView
from rulings.adapters.position import Position
from rulings.adapters.wire.messages import AfterChange


@settings(max_examples=40, deadline=None)
@given(value=st.from_type(Observation) | st.from_type(Position) | st.from_type(Decision))
def test_round_trip_matches_the_generic_walk(value: object) -> None:
    data = to_dict(value)
    assert from_dict(type(value), data) == value == _convert(type(value), data, "x")
    assert vars(from_dict(type(value), data)) == vars(_convert(type(value), data, "x"))


@dataclasses.dataclass(frozen=True)
class Checked:
    name: str
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:  # a class with its own set-up is built by its __init__
        object.__setattr__(self, "name", self.name.upper())


def test_compiled_converters_keep_post_init_and_fresh_defaults() -> None:
    assert from_dict(Checked, {"name": "a"}) == Checked("a") == Checked("A")
    assert from_dict(Checked, {"name": "a"}).name == "A"
    empty = {"label": "x", "name": "x", "controller": "A", "owner": "A"}
    one, two = from_dict(PermanentView, empty), from_dict(PermanentView, empty)
    assert one.counters == {} and one.counters is not two.counters  # default_factory per object
    assert vars(one) == vars(PermanentView(**empty))


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


# -- to_dict: the compiled per-class encoders against the generic walk they replaced ----------

def generic_to_dict(obj: object) -> object:
    """The generic walk to_dict was before it compiled an encoder per class (the reference)."""
    if type(obj) in (str, int, float, bool, type(None)):
        return obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, object] = {}
        tag = getattr(type(obj), "KIND", None)
        if tag:
            out["type"] = tag
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            if f.default is not dataclasses.MISSING and value == f.default:
                continue
            if f.default_factory is not dataclasses.MISSING and value == f.default_factory():
                continue
            out[f.name] = generic_to_dict(value)
        return out
    if isinstance(obj, (list, tuple)):
        return [generic_to_dict(v) for v in obj]
    if isinstance(obj, dict):
        return {str(k): generic_to_dict(v) for k, v in obj.items()}
    return obj


MESSAGE_TYPES = [Observation, Decision, Position, EngineInfo, AfterChange, *ACTION_TYPES.values()]
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.lists(inner, max_size=3).map(tuple)
    | st.dictionaries(st.text(max_size=3) | st.integers(), inner, max_size=3),
    max_leaves=6)


def wrongly_typed(cls: type) -> st.SearchStrategy[object]:
    """Instances of ``cls`` whose fields hold anything: JSON-ish values, tuples, other
    dataclasses (the types are not enforced, and the encoders must fall back)."""
    anything = JSONISH | st.from_type(Decision) | st.from_type(ExiledCard) \
        | st.lists(st.from_type(ExiledCard), max_size=2).map(tuple)
    fields = {f.name: anything for f in dataclasses.fields(cls) if f.init}
    return st.builds(cls, **fields)  # type: ignore[arg-type]


def dumped(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


@settings(max_examples=150, deadline=None)
@given(value=st.one_of(*map(st.from_type, MESSAGE_TYPES)))
def test_compiled_to_dict_matches_the_generic_walk(value: object) -> None:
    assert dumped(to_dict(value)) == dumped(generic_to_dict(value))


@settings(max_examples=150, deadline=None)
@given(value=st.one_of(*map(wrongly_typed, MESSAGE_TYPES)))
def test_compiled_to_dict_matches_the_generic_walk_on_any_field_value(value: object) -> None:
    assert dumped(to_dict(value)) == dumped(generic_to_dict(value))


@dataclasses.dataclass(frozen=True)
class Odd:
    value: typing.Callable[[], int]  # no JSON form


@dataclasses.dataclass(frozen=True)
class HoldsOdd:
    odd: Odd


def test_an_unsupported_field_type_fails_the_same_way_every_time() -> None:
    for _ in range(2):
        with pytest.raises(ValueError, match="unsupported type"):
            from_dict(HoldsOdd, {"odd": {"value": 1}})
