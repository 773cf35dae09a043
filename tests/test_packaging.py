"""The wheel carries what an installed `rulings` needs to run the suite on its own: the feature
files, the data files and every package (`pip install rulings` has no checkout to read). In a
checkout, each top folder is linked under rulings/ (rulings/adapters -> ../adapters, ...): the
tree itself says where `rulings.adapters` lives, for setuptools, type checkers and editors alike."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FOLDERS = ("adapters", "cardpool", "cli", "features", "reference_engine", "scenarios", "steps")
PACKAGES = (*FOLDERS, "rulings")


def _installed(path: str) -> str:
    """Where a checkout file lands in the wheel: every top folder installs under rulings/."""
    return path if path.startswith("rulings/") else f"rulings/{path}"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    # build from a copy: setuptools writes build/ and *.egg-info beside the sources
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO / name, source / name)
    for name in PACKAGES:  # rulings/'s links to the folders copied as links
        shutil.copytree(REPO / name, source / name, symlinks=True,
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


def test_the_wheel_holds_each_file_once(wheel):
    """A folder is reached as itself and through its link: the wheel has it once, under rulings/."""
    names = [n for n in wheel.namelist() if not n.endswith("/")]
    assert len(names) == len(set(names))
    assert "rulings/adapters/session.py" in names and "adapters/session.py" not in names


def test_every_top_folder_is_linked_under_rulings():
    for name in FOLDERS:
        link = REPO / "rulings" / name
        assert link.is_symlink() and os.readlink(link) == f"../{name}", link
    links = {p.name for p in (REPO / "rulings").iterdir() if p.is_symlink()}
    assert links == set(FOLDERS)


def test_a_checkout_imports_without_the_install():
    """`python -c "import rulings"` in a checkout, with no site-packages (-S: no editable
    install's finder): every subpackage is found through its link."""
    done = subprocess.run(
        [sys.executable, "-S", "-c", "import rulings, rulings.adapters.session, "
         "rulings.scenarios.index, rulings.cardpool; print(rulings.adapters.session.__file__)"],
        cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).resolve() == REPO / "adapters" / "session.py"


def test_the_wheel_installs_one_name(wheel):
    """Nothing but rulings/ (and its metadata) at the top of site-packages (issue 11)."""
    tops = {name.split("/")[0] for name in wheel.namelist()}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"rulings"}


def test_every_package_folder_is_listed_in_pyproject():
    """pyproject.toml lists the packages by hand (the folders reached through rulings/'s links): a
    new folder that is not listed would be left out of the wheel."""
    import tomllib
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    expected = set()
    for where, folders, files in os.walk(REPO / "rulings", followlinks=True):
        folders[:] = [f for f in folders if f != "__pycache__"]
        if any(not f.endswith(".pyc") for f in files):
            expected.add(".".join(Path(where).relative_to(REPO).parts))
    assert set(config["packages"]) == expected


def test_a_wheel_built_without_git_carries_the_fallback_version(wheel):
    """Built from a copy of the files (no .git, no sdist metadata): the version says it is
    unknown rather than failing the build (tests/test_versioning.py has the tagged forms)."""
    from rulings.running.suiteversion import FALLBACK

    (metadata,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    assert f"\nVersion: {FALLBACK}\n" in wheel.read(metadata).decode()
