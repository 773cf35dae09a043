"""rulings: the initiative conformance suite's library (run, lookup, explain, gate, report).

Every module reports bad input as a RulingsError whose message is one line naming the file:line
or the field at fault; the command line prints it and exits with code 2.
"""
from __future__ import annotations

from pathlib import Path

CR_VERSION = "2025-07-25"  # the Comprehensive Rules version every citation in the suite uses
REPO_ROOT = Path(__file__).resolve().parent.parent
FEATURES_DIR = REPO_ROOT / "features"


class RulingsError(Exception):
    """Bad input a user can fix: a malformed file, an unknown id, a query with no answer."""
