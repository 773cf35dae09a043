"""Property-based and differential testing of engines (``rulings fuzz``).

fuzz() plays random positions and actions on an engine and on the reference engine side by
side and writes each difference as a .feature file; strategies.py offers the same generators
as hypothesis strategies; invariants.py checks rules every game must keep.
"""
from .run import Difference, FuzzError, FuzzReport, Progress, fuzz

__all__ = ["Difference", "FuzzError", "FuzzReport", "Progress", "fuzz"]
