"""The root of every bad-input error: a malformed file, an unknown id, a query with no answer.

Its message is one line naming the file:line or the field at fault; the command line prints it
and exits with code 2. The rulings library re-exports it as ``rulings.RulingsError``.
"""
from __future__ import annotations


class RulingsError(Exception):
    """Bad input a user can fix: a malformed file, an unknown id, a query with no answer."""
