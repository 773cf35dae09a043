"""rulings/__init__.py: the names people script (README, "Scripting the library"), lazy."""
from __future__ import annotations

import ast
import re
import subprocess
import sys

import pytest

import rulings
from tests.support.paths import REPO_ROOT


def _readme_section() -> str:
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("## Scripting the library\n", 1)[1].split("\n## ", 1)[0]


def test_the_readme_lists_exactly_the_public_names():
    table = [line for line in _readme_section().splitlines() if line.startswith("| `")]
    listed = {name for line in table
              for name in re.findall(r"[`(]([A-Za-z_]+)(?=[`(])", line.split("|")[1])}
    assert listed == set(rulings.__all__)


@pytest.mark.parametrize("name", rulings.__all__)
def test_every_public_name_loads(name):
    value = getattr(rulings, name)
    assert getattr(value, "__name__", name) == name  # the thing named, not a module of that name


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'runner'"):
        rulings.runner  # noqa: B018 - the old flat module is no public name


def test_importing_the_package_loads_none_of_them():
    code = "import sys, rulings; print(sorted(m for m in sys.modules if m.startswith('rulings')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=REPO_ROOT).stdout
    assert out.strip() == "['rulings', 'rulings.adapters', 'rulings.adapters.lazy']"


def test_the_readme_example_runs():
    example = _readme_section().split("```python\n", 1)[1].split("```", 1)[0]
    out = subprocess.run([sys.executable, "-c", example], capture_output=True, text=True,
                         check=True, cwd=REPO_ROOT, timeout=300).stdout.splitlines()
    counts = ast.literal_eval(out[-1])  # the reference engine passes the whole suite
    assert counts["PASS"] > 400 and counts["FAIL"] == counts["ERROR"] == counts["TIMEOUT"] == 0
    assert re.fullmatch(r"\S+ (exact|strong|partial|weak)", out[0])
