"""Binds every scenario of every feature file (scenarios/locations.py) as a pytest test."""
from pytest_bdd import scenario
from pytest_bdd.feature import get_features
from pytest_bdd.scenario import get_python_name_generator

from rulings.scenarios.index import build_index
from rulings.scenarios.locations import feature_files

# utf-8-sig: a file saved with a byte-order mark reads like one without, as in the index
# (pytest_bdd.scenarios() does not pass its encoding on to the parser, so bind them here)
ENCODING = "utf-8-sig"

_files = feature_files()
# only files with scenarios: pytest-bdd can't bind one without a Feature (empty, comments only)
_with_scenarios = {entry.path for entry in build_index(_files).entries}
for _feature in get_features([str(p) for p in _files if str(p) in _with_scenarios],
                             encoding=ENCODING):
    for _name in _feature.scenarios:
        _test = scenario(_feature.filename, _name, encoding=ENCODING)(lambda: None)
        _test_name = next(n for n in get_python_name_generator(_name) if n not in globals())
        globals()[_test_name] = _test
