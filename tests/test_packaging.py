"""The wheel carries what an installed `rulings` needs to run the suite on its own: the feature
files, the data files and every package (`pip install rulings` has no checkout to read)."""
from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("adapters", "cardpool", "cli", "features", "reference_engine", "rulings", "scenarios",
            "steps")


def _installed(path: str) -> str:
    """Where a checkout file lands in the wheel: every top folder installs under rulings/."""
    return path if path.startswith("rulings/") else f"rulings/{path}"


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
    assert {_installed(f) for f in features} <= set(wheel.namelist())


def test_every_file_of_every_package_is_in_the_wheel(wheel):
    """Modules and their data (card and ruling TOML, wire schemas, phase.rs card data)."""
    files = set().union(*(_in_checkout(f"{name}/**/*") for name in PACKAGES))
    files = {f for f in files if "__pycache__" not in f and not (REPO / f).is_dir()}
    assert {f for f in files if not f.endswith((".py", ".feature"))} >= {
        "cardpool/cards/trailblazers-torch.toml", "adapters/wire/schema/observe-reply.json",
        "adapters/cardpool/cards.json"}
    assert {_installed(f) for f in files} - set(wheel.namelist()) == set()


def test_the_wheel_installs_one_name(wheel):
    """Nothing but rulings/ (and its metadata) at the top of site-packages (issue 11)."""
    tops = {name.split("/")[0] for name in wheel.namelist()}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"rulings"}


def test_every_package_folder_is_listed_in_pyproject():
    """pyproject.toml lists the packages by hand (the folders map under rulings.): a new folder
    that is not listed would be left out of the wheel."""
    import tomllib
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    mapping = {folder: name for name, folder in config["package-dir"].items()}
    expected = set()
    for folder, name in mapping.items():
        for path in [REPO / folder, *(REPO / folder).rglob("*")]:
            if path.is_dir() and "__pycache__" not in path.parts and any(
                    f.is_file() and not f.name.endswith(".pyc") for f in path.iterdir()):
                expected.add(".".join([name, *path.relative_to(REPO / folder).parts]))
    assert set(config["packages"]) == expected


def test_a_wheel_built_without_git_carries_the_fallback_version(wheel):
    """Built from a copy of the files (no .git, no sdist metadata): the version says it is
    unknown rather than failing the build (tests/test_versioning.py has the tagged forms)."""
    from rulings.suiteversion import FALLBACK

    (metadata,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    assert f"\nVersion: {FALLBACK}\n" in wheel.read(metadata).decode()
