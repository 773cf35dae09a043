"""The wheel carries what an installed `rulings` needs to run the suite on its own: the feature
files, the data files and every package (`pip install rulings` has no checkout to read)."""
from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("adapters", "cli", "features", "reference_engine", "rulings", "scenarios", "steps")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    # build from a copy: setuptools writes build/ and *.egg-info beside the sources
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO / name, source / name)
    for name in PACKAGES:
        shutil.copytree(REPO / name, source / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
                           str(source)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    (built,) = out.glob("rulings-*.whl")
    return zipfile.ZipFile(built)


def _in_checkout(pattern: str) -> set[str]:
    return {p.relative_to(REPO).as_posix() for p in REPO.glob(pattern)}


def test_every_feature_file_is_in_the_wheel(wheel):
    features = _in_checkout("features/**/*.feature")
    assert len(features) >= 10
    assert features <= set(wheel.namelist())


def test_every_file_of_every_package_is_in_the_wheel(wheel):
    """Modules and their data (card and ruling TOML, wire schemas, phase.rs card data)."""
    files = set().union(*(_in_checkout(f"{name}/**/*") for name in PACKAGES))
    files = {f for f in files if "__pycache__" not in f and not (REPO / f).is_dir()}
    assert {f for f in files if not f.endswith((".py", ".feature"))} >= {
        "rulings/data/cards.toml", "adapters/wire/schema/observe-reply.json",
        "adapters/cardpool/cards.json"}
    assert files - set(wheel.namelist()) == set()
