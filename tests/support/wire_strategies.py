"""Hypothesis strategies for the wire protocol's messages: the results a reply carries and the
params a request carries, per op (tests/adapters/wire/test_messages.py, test_fast_schema.py)."""
from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from rulings.adapters.actions import ACTION_TYPES
from rulings.adapters.capabilities import CAPABILITIES
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import EngineInfo
from rulings.adapters.observation import Observation
from rulings.adapters.position import Position

Strategies = dict[str, st.SearchStrategy[Any]]


def message_strategies(text: st.SearchStrategy[str], protocol_versions: list[str]
                       ) -> tuple[Strategies, Strategies]:
    """(results by op, params by op); ``text`` draws names and answers, ``protocol_versions``
    the versions a handshake reply announces."""
    info = st.builds(
        EngineInfo, name=text, version=text,
        protocol_version=st.sampled_from(protocol_versions),
        capabilities=st.lists(st.sampled_from(sorted(CAPABILITIES)), unique=True).map(tuple),
        cr_version=st.none() | text,
    )
    results: Strategies = {
        "handshake": info,
        "pending": st.none() | st.from_type(Decision),
        "observe": st.from_type(Observation),
    }
    params: Strategies = {
        "handshake": st.fixed_dictionaries({"protocol_version": text}),
        "start": st.builds(lambda p: {"position": p}, st.from_type(Position)),
        "perform": st.builds(lambda a: {"action": a},
                             st.one_of(*map(st.from_type, ACTION_TYPES.values()))),
        "decide": st.builds(lambda a: {"answer": a}, st.lists(text).map(tuple)),
    }
    return results, params
