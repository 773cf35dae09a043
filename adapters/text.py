"""Text from an engine made valid Unicode: the one rule, applied where engine text enters.

JSON can carry a lone surrogate (``"\\ud800"``): a string Python holds but no UTF-8 file,
terminal or pipe can take. Left in, it broke every place that wrote it (the run's summary died
with an encode error reported as bad input; ``report`` could not be made from the results).
The wire client replaces each lone surrogate with U+FFFD (REPLACEMENT CHARACTER) in every reply
as it is read; a results file read back gets the same. Control characters and bidi overrides
are kept (they may be what a scenario compares) and escaped by each writer: the terminal
(cli/output.py), GitHub commands and Markdown (rulings/gating/github.py), TOML, JSON and HTML.
"""
from __future__ import annotations

import re
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")
# in a JSON line, a lone surrogate can only come from an escape: \uD800-\uDFFF
ESCAPED_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F]")


def valid_text(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def valid_tree(value: Any) -> Any:
    """A JSON value (dicts, lists, strings, ...) with valid_text applied to every string."""
    if isinstance(value, str):
        return valid_text(value)
    if isinstance(value, list):
        return [valid_tree(v) for v in value]
    if isinstance(value, dict):
        return {valid_text(k): valid_tree(v) for k, v in value.items()}
    return value


# Control characters (C0 but tab, LF and CR; DEL; C1) and bidirectional overrides and isolates:
# written raw they could recolour or rewrite a terminal or a CI log, or reorder what is read.
_UNSAFE = {c: f"\\x{c:02x}" for c in [*range(0x20), *range(0x7f, 0xa0)]
           if c not in (0x09, 0x0a, 0x0d)}
_UNSAFE.update({c: f"\\u{c:04x}" for c in [*range(0x202a, 0x202f), *range(0x2066, 0x206a)]})


def shown(text: str) -> str:
    """valid_text, with control characters and bidi overrides shown as escapes (ESC as
    \\x1b); line ends are left to each writer's own escaping."""
    return valid_text(text).translate(_UNSAFE)
