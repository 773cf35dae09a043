"""adapters/text.py: engine text made valid Unicode, and shown safely."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rulings.adapters.text import shown, valid_text, valid_tree


def test_lone_surrogates_become_the_replacement_character() -> None:
    assert valid_text("a\ud800b\udfff") == "a\ufffdb\ufffd"
    assert valid_text("plain \U0001f600") == "plain \U0001f600"  # a real pair is kept
    assert valid_tree({"k\ud800": ["x\udc00", 1, None, {"n": "\ud83d"}]}) == \
        {"k\ufffd": ["x\ufffd", 1, None, {"n": "\ufffd"}]}


@given(st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10ffff)))
def test_valid_text_can_always_be_written_and_changes_only_surrogates(text: str) -> None:
    out = valid_text(text)
    out.encode("utf-8")
    assert len(out) == len(text)
    assert all(a == b or 0xd800 <= ord(a) <= 0xdfff for a, b in zip(text, out))


def test_shown_escapes_terminal_controls_and_bidi_but_not_line_ends() -> None:
    assert shown("\x1b]0;t\x07\u202e\u2066x\n\ud800") == "\\x1b]0;t\\x07\\u202e\\u2066x\n\ufffd"
