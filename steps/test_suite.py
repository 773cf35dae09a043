"""Binds every scenario of every feature file (scenarios/locations.py) as a pytest test."""
from pytest_bdd import scenarios

from rulings.scenarios.locations import feature_files

_files = feature_files()
if _files:
    scenarios(*map(str, _files))
