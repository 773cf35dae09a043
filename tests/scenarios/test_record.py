"""scenarios/record.py: a Record behaves as the frozen dataclass it replaced, field for field."""
from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given, strategies as st

from rulings.scenarios.index import Entry, Index, Step
from rulings.scenarios.record import FrozenInstance, Record


class Rec(Record):
    """Three fields, two with defaults."""

    a: int
    b: str = "x"
    c: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True)
class Rec_:  # the same fields as a frozen dataclass
    a: int
    b: str = "x"
    c: tuple[int, ...] = ()


class Hidden(Record, hidden=("stamp",)):
    name: str
    stamp: int = 0


values = st.tuples(st.integers(-3, 3), st.sampled_from(["x", "y", "é"]),
                   st.lists(st.integers(0, 2), max_size=2).map(tuple))


@given(values, values)
def test_equality_hash_and_repr_are_the_dataclasses(one: tuple, two: tuple) -> None:
    r1, r2, d1, d2 = Rec(*one), Rec(*two), Rec_(*one), Rec_(*two)
    assert (r1 == r2) == (d1 == d2)
    assert (r1 != r2) == (d1 != d2)
    if r1 == r2:
        assert hash(r1) == hash(r2)
    assert repr(r1) == repr(d1).replace("Rec_(", "Rec(")


def test_construction_by_position_keyword_and_default() -> None:
    assert Rec(1) == Rec(a=1) == Rec(1, "x", ()) == Rec(c=(), a=1)
    assert Rec(1, c=(2,)).c == (2,)
    assert Rec(1).b == "x"


@pytest.mark.parametrize("make, message", [
    (lambda: Rec(), "missing required argument(s): 'a'"),
    (lambda: Rec(1, "y", (), 4), "takes 3 arguments but 4 were given"),
    (lambda: Rec(1, a=2), "multiple values for argument 'a'"),
    (lambda: Rec(1, d=2), "unexpected keyword argument 'd'"),
])
def test_wrong_arguments_are_type_errors(make, message: str) -> None:
    with pytest.raises(TypeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        make()


def test_fields_cannot_be_assigned_or_deleted() -> None:
    rec = Rec(1)
    with pytest.raises(FrozenInstance):
        rec.a = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):  # as dataclasses.FrozenInstanceError is
        del rec.a
    assert rec.a == 1


def test_other_classes_are_never_equal() -> None:
    assert Rec(1) != Rec_(1)
    assert Rec(1).__eq__(Rec_(1)) is NotImplemented


def test_hidden_fields_are_neither_compared_nor_shown() -> None:
    assert Hidden("n", 1) == Hidden("n", 2)
    assert hash(Hidden("n", 1)) == hash(Hidden("n", 2))
    assert Hidden("n", 1) != Hidden("m", 1)
    assert repr(Hidden("n", 5)) == "Hidden(name='n')"
    assert Hidden("n", 5).stamp == 5


def test_unhashable_fields_make_an_unhashable_record() -> None:
    class Holder(Record):
        names: dict[str, str]
        size: int = 0

    with pytest.raises(TypeError):
        hash(Holder({"en": "x"}))


def test_pickled_and_copied_records_are_equal_and_still_frozen() -> None:
    rec = Rec(1, "y", (2, 3))
    for again in (pickle.loads(pickle.dumps(rec, protocol=-1)), copy.copy(rec),
                  copy.deepcopy(rec)):
        assert again == rec and again is not rec
        with pytest.raises(FrozenInstance):
            again.b = "z"  # type: ignore[misc]


def test_an_index_pickles_with_its_entries_steps_read_on_first_use() -> None:
    step = Step("Given ", "a game", 3, (("a", "b"),))
    entry = Entry(id="X-001", base_id="X-001", name="n", feature="f", file="f.feature",
                  path="/f.feature", line=2, scenario_line=2, tags=("id:X-001",), steps=(step,))
    index = Index((entry,), ("f.feature",), (("/f.feature", "f.feature", 1, 2),))
    again = pickle.loads(pickle.dumps(index, protocol=-1))
    assert "steps" not in again.entries[0].__dict__  # kept pickled until read
    assert again == index and again.stamps == index.stamps
    assert again.entries[0].steps == (step,)
