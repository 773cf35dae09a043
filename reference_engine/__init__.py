"""The reference engine: a pure-Python model of the rules the initiative suite needs.

Citations are to the Comprehensive Rules of 2026-09-25 (initiative = CR 726).
"""
from .adapter import ReferenceEngine

__all__ = ["ReferenceEngine"]
