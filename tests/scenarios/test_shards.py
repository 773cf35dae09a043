"""scenarios/shards.py: --shard K/N parsing and the split itself (sorted ids, every N-th)."""
from __future__ import annotations

import pytest

from rulings.scenarios.errors import RulingsError
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR
from rulings.scenarios.shards import Shard, natural_key


@pytest.mark.parametrize(("text", "shard"), [("1/1", Shard(1, 1)), ("2/3", Shard(2, 3)),
                                             (" 7 / 7 ", Shard(7, 7))])
def test_a_good_shard(text: str, shard: Shard):
    assert Shard.parse(text) == shard and str(shard) == text.replace(" ", "")


@pytest.mark.parametrize(("text", "error"), [
    ("0/3", "--shard: '0/3': K must be from 1 to N (3)"),
    ("4/3", "--shard: '4/3': K must be from 1 to N (3)"),
    ("1/0", "--shard: '1/0': N must be from 1 to 1000"),
    ("x/y", "--shard: 'x/y' is not K/N (shard K of N, e.g. 2/3)"),
    ("2", "--shard: '2' is not K/N (shard K of N, e.g. 2/3)"),
    ("-1/3", "--shard: '-1/3' is not K/N (shard K of N, e.g. 2/3)"),
    ("١/٣", "--shard: '١/٣' is not K/N (shard K of N, e.g. 2/3)"),  # Arabic-Indic digits
])
def test_a_bad_shard_is_one_line(text: str, error: str):
    with pytest.raises(RulingsError) as caught:
        Shard.parse(text)
    assert str(caught.value) == error


@pytest.mark.parametrize("count", range(1, 8))
def test_shards_partition_the_suite_exactly(count: int):
    """Every scenario (outline rows included) in exactly one shard; sizes differ by at most 1."""
    ids = [entry.id for entry in build_index([FEATURES_DIR]).entries]
    assert len(ids) == len(set(ids)) > 300
    picked = [Shard(k, count).pick(ids) for k in range(1, count + 1)]
    flat = [sid for part in picked for sid in part]
    assert sorted(flat) == sorted(ids)  # none lost, none twice
    assert max(map(len, picked)) - min(map(len, picked)) <= 1
    # the split depends on the ids alone, not on the order they come in
    assert [Shard(k, count).pick(reversed(ids)) for k in range(1, count + 1)] == picked


def test_the_order_is_natural():
    assert sorted(["A-10", "A-2", "A-2#10", "A-2#2"], key=natural_key) == \
        ["A-2", "A-2#2", "A-2#10", "A-10"]
    assert Shard(1, 2).pick(["A-10", "A-2", "A-1"]) == ["A-1", "A-10"]
