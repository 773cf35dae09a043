"""rulings: the initiative conformance suite's library (run, lookup, explain, gate, report).

Every module reports bad input as a RulingsError whose message is one line naming the file:line
or the field at fault; the command line prints it and exits with code 2.
"""
from __future__ import annotations

from pathlib import Path

from rulings.scenarios.errors import RulingsError  # the library's root error; its home is the shared model

from .crversion import CR_VERSION  # the Comprehensive Rules version every citation uses

__all__ = ["CR_VERSION", "RulingsError", "read_text"]


def read_text(path: Path, missing: str) -> str:
    """A file a user named, as text; RulingsError says ``missing`` or why it can't be read."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RulingsError(f"{path}: {missing}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RulingsError(f"{path}: cannot read: {exc}") from None
