"""Binds every scenario of the run's feature files as a pytest test: the plugin (steps/plugin.py)
imports this module afresh for each session and calls ``bind`` with the run's one index."""
from pytest_bdd import scenario
from pytest_bdd.feature import get_features
from pytest_bdd.scenario import get_python_name_generator

from rulings.scenarios.index import Index

# utf-8-sig: a file saved with a byte-order mark reads like one without, as in the index
# (pytest_bdd.scenarios() does not pass its encoding on to the parser, so bind them here)
ENCODING = "utf-8-sig"


def bind(index: Index) -> None:
    """A test in this module for each scenario of the files ``index`` holds, file by file."""
    # only files with scenarios: pytest-bdd can't bind one without a Feature (empty, comments only)
    files = list(dict.fromkeys(entry.path for entry in index.entries))
    for feature in get_features(files, encoding=ENCODING):
        for name in feature.scenarios:
            test = scenario(feature.filename, name, encoding=ENCODING)(lambda: None)
            test_name = next(n for n in get_python_name_generator(name) if n not in globals())
            globals()[test_name] = test
