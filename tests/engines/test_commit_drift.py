"""engines/commit-drift: what council4's and scutemob's build scripts say about a checkout at
another commit than the engine's expectation file was written for (issue 28)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.support.paths import REPO_ROOT

SCRIPT = REPO_ROOT / "engines" / "commit-drift"


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True,
                          check=True).stdout.strip()


def _checkout(tmp_path: Path) -> tuple[Path, str, str]:
    repo = tmp_path / "engine"
    (repo / "rules").mkdir(parents=True)
    _git(repo, "init", "-q")
    _git(repo, "config", "user.email", "t@example.org")
    _git(repo, "config", "user.name", "t")
    (repo / "rules" / "initiative.go").write_text("v1\n")
    (repo / "README").write_text("v1\n")
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "one")
    first = _git(repo, "rev-parse", "HEAD")
    (repo / "rules" / "initiative.go").write_text("v2\n")
    (repo / "README").write_text("v2\n")
    _git(repo, "commit", "-qam", "two")
    return repo, first, _git(repo, "rev-parse", "HEAD")


def _drift(expected: str, repo: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    expectations = tmp_path / "engine.toml"
    expectations.write_text(f'[engine]\nname = "engine"\nversion = "{expected}"\n')
    return subprocess.run([sys.executable, str(SCRIPT), "--expectations", str(expectations),
                           "engine", str(repo), "rules"], capture_output=True, text=True,
                          check=False)


def test_a_newer_checkout_is_said_with_how_far_and_which_watched_files_changed(tmp_path):
    repo, first, second = _checkout(tmp_path)
    done = _drift(first[:8], repo, tmp_path)
    assert done.returncode == 0
    assert f"the checkout is at {second[:12]}" in done.stderr
    assert "1 commits after" in done.stderr
    assert "1 files differ: rules/initiative.go" in done.stderr  # README is not watched


def test_the_expected_commit_says_nothing(tmp_path):
    repo, _, second = _checkout(tmp_path)
    done = _drift(second[:12], repo, tmp_path)
    assert (done.returncode, done.stderr) == (0, "")


def test_a_commit_the_checkout_lacks_is_said_as_such(tmp_path):
    repo, _, _ = _checkout(tmp_path)
    done = _drift("0123abcd", repo, tmp_path)
    assert done.returncode == 0
    assert "0123abcd is not in this checkout's history" in done.stderr


def test_a_version_that_ends_with_its_commit_in_parentheses_is_read(tmp_path):
    """XMage's expectations say "1.4.61 (bb9895f)": the commit is the part in parentheses."""
    repo, first, _ = _checkout(tmp_path)
    done = _drift(f"1.4.61 ({first[:7]})", repo, tmp_path)
    assert f"written for {first[:7]}" in done.stderr
    assert "1 commits after" in done.stderr
