"""Mana strings the reference engine reads: costs and positions' mana pools (CR 106, 107.4).

The suite's scenarios never send a malformed mana pool (no step expects a position to be
rejected), so the error paths of mana.parse are checked here."""
from __future__ import annotations

import pytest

from rulings.adapters.errors import IllegalAction, InvalidPosition
from rulings.adapters.position import PlayerSetup, Position
from rulings.reference_engine import mana
from rulings.reference_engine.adapter import ReferenceEngine


def test_parse_counts_generic_colored_and_colorless_symbols() -> None:
    assert mana.parse("{3}{R}{C}{R}") == (3, {"R": 2, "C": 1})
    assert mana.parse("") == (0, {})


@pytest.mark.parametrize("text, message", [
    ("{2}G", "not a mana string: '{2}G'"),
    ("{X}", "unknown mana symbol {X} in '{X}'"),
])
def test_parse_rejects_what_is_not_mana(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("{", r"\{").replace("}", r"\}")):
        mana.parse(text)


def test_a_position_with_an_unknown_mana_symbol_is_invalid_and_names_the_field() -> None:
    engine = ReferenceEngine()
    position = Position(players=(PlayerSetup("Alice", mana_pool="{X}"), PlayerSetup("Bob")))
    with pytest.raises(InvalidPosition, match=r"mana_pool.*unknown mana symbol \{X\}"):
        engine.start(position)


def test_pool_text_writes_colorless_first_then_wubrg_and_nothing_for_an_empty_pool() -> None:
    assert mana.pool_text({"G": 1, "C": 2, "W": 1}) == "{2}{W}{G}"
    assert mana.pool_text({}) == ""


def test_a_cost_the_pool_cannot_pay_leaves_the_pool_untouched() -> None:
    class Payer:
        name, mana = "Alice", {"R": 1, "C": 1}
    player = Payer()
    with pytest.raises(IllegalAction):
        mana.pay(player, "{1}{G}")  # type: ignore[arg-type]
    assert player.mana == {"R": 1, "C": 1}
    mana.pay(player, "{1}{R}")  # type: ignore[arg-type]
    assert player.mana == {}
