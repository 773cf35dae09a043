"""The protocol's and the library's package names load on first use (adapters/lazy.py)."""
from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import rulings
import rulings.adapters
from tests.support.paths import REPO_ROOT


@pytest.mark.parametrize("package", [rulings.adapters, rulings])
def test_every_name_of_the_package_is_its_module_s(package):
    for name in package.__all__:
        value = getattr(package, name)
        homes = [m for m in sys.modules.values() if m is not package and getattr(
            m, "__name__", "").startswith(package.__name__ + ".") and getattr(m, name, None) is value]
        assert homes, f"{package.__name__}.{name} is no module's {name}"


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="has no attribute 'Nope'"):
        rulings.adapters.Nope  # noqa: B018
    assert not hasattr(rulings, "Nope")


def test_a_submodule_is_still_imported_by_from_import():
    """``from rulings.adapters import codec``: not a lazy name, the submodule."""
    codec = importlib.import_module("rulings.adapters.codec")
    from rulings.adapters import codec as imported
    assert imported is codec


def test_one_module_of_the_protocol_loads_alone():
    code = ("import sys, rulings.adapters.errors\n"
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('rulings'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, cwd=REPO_ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["rulings", "rulings.adapters", "rulings.adapters.errors",
                                   "rulings.adapters.lazy"]
