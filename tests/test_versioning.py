"""The suite's version comes from git tags (setuptools-scm with pyproject.toml's settings): a tag
vX.Y.Z is the release X.Y.Z in a clean clone; commits after it, an untagged history and a copy
without git each give a version that says so (docs/RELEASING.md)."""
from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings.running import suiteversion
from rulings.cli.main import app
from rulings.running.suiteversion import FALLBACK, describe

REPO = Path(__file__).resolve().parents[1]
setuptools_scm = pytest.importorskip("setuptools_scm")


def _settings() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools_scm"]


def _git(cwd: Path, *args: str) -> str:
    done = subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid",
                           *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    """A clean clone of this repository's HEAD without its tags."""
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout")
    path = tmp_path_factory.mktemp("clone") / "rulings"
    _git(REPO.parent, "clone", "-q", "--no-tags", str(REPO), str(path))
    for tag in _git(path, "tag", "--list").split():
        _git(path, "tag", "-d", tag)
    return path


def _version(root: Path) -> str:
    return setuptools_scm.get_version(root=str(root), **_settings())


def test_the_version_is_not_written_in_pyproject_but_taken_from_git():
    project = tomllib.loads((REPO / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert "setuptools-scm>=8" in project["build-system"]["requires"]
    assert _settings()["fallback_version"] == FALLBACK


def test_a_tag_is_the_release_and_commits_after_it_say_how_many(clone: Path):
    """A tag decides the version, not a file: tag, commit after it, tag again."""
    untagged = _version(clone)
    assert describe(untagged).startswith("untagged: no release tag in the history (commit "), untagged
    _git(clone, "tag", "-a", "v9.8.7", "-m", "release 9.8.7")
    _git(clone, "commit", "-q", "--allow-empty", "-m", "after the release")
    after = _version(clone)
    assert after.startswith("9.8.7.post1.dev1+g"), after
    assert describe(after).startswith("1 commit after release v9.8.7 (commit ")
    _git(clone, "tag", "-a", "v9.8.8", "-m", "release 9.8.8")
    assert _version(clone) == "9.8.8"
    assert describe("9.8.8") == "release v9.8.8"
    (clone / "README.md").write_text("changed\n")
    try:
        dirty = _version(clone)
        assert describe(dirty).endswith("with uncommitted changes)"), dirty
        assert dirty.startswith("9.8.8"), dirty
    finally:
        _git(clone, "checkout", "--", "README.md")
        _git(clone, "tag", "-d", "v9.8.7", "v9.8.8")
        _git(clone, "reset", "-q", "--hard", "HEAD~1")


def test_without_git_the_version_is_the_fallback_that_says_so(tmp_path: Path, clone: Path):
    copy = tmp_path / "copy"
    shutil.copytree(clone, copy, ignore=shutil.ignore_patterns(".git"))
    assert _version(copy) == FALLBACK
    assert describe(FALLBACK).startswith("unknown: built without git metadata")


def test_not_installed_is_the_fallback_too(monkeypatch: pytest.MonkeyPatch):
    def missing(name: str) -> str:
        raise suiteversion.PackageNotFoundError(name)

    monkeypatch.setattr(suiteversion, "version", missing)
    assert suiteversion.suite_version() == FALLBACK


@pytest.mark.parametrize(("text", "said"), [
    ("0.4.0", "release v0.4.0"),
    ("0.4.0.post1.dev3+gabc1234", "3 commits after release v0.4.0 (commit abc1234)"),
    ("0.4.0.post1.dev1+gabc1234.d20260925",
     "1 commit after release v0.4.0 (commit abc1234 with uncommitted changes)"),
    ("0.4.0.post1.dev0+gabc1234.d20260925", "release v0.4.0 (commit abc1234 with uncommitted changes)"),
    ("0.0.post1.dev227+gb0dae97", "untagged: no release tag in the history (commit b0dae97); "
     "fetch the tags to name the release"),
    ("0.0.0.post1.dev227+unknown.gb0dae97", "untagged: no release tag in the history (commit "
     "b0dae97); fetch the tags to name the release"),
    ("unknown (not installed)", "not a version this suite writes"),
])
def test_each_form_of_version_is_said_in_words(text: str, said: str):
    assert describe(text) == said


def test_rulings_version_prints_the_version_and_what_it_is():
    outcome = CliRunner().invoke(app, ["--version"])
    assert outcome.exit_code == 0, outcome.output
    found = suiteversion.suite_version()
    assert outcome.stdout == f"rulings {found} ({describe(found)})\n"
