"""scenarios/atomic.py: the one writing path (atomic, never through a link, no output over an
input or another output, errors naming the option and the file)."""
from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from rulings import RulingsError
from rulings.scenarios import atomic
from rulings.scenarios.atomic import (WriteError, check_distinct, check_writable,
                                      write_text_atomic)


def test_a_named_link_is_refused_and_a_found_link_is_replaced_not_followed(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("keep", encoding="utf-8")
    link = tmp_path / "link"
    link.symlink_to(victim)
    with pytest.raises(RulingsError, match="--json: .*is a symbolic link"):
        check_writable(link, "--json")
    write_text_atomic(link, "new", "--out")  # a name of the command's own (fuzz's files)
    assert victim.read_text(encoding="utf-8") == "keep"
    assert not link.is_symlink() and link.read_text(encoding="utf-8") == "new"


def test_a_write_error_names_the_option_and_the_file_and_leaves_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "run.json"
    path.write_text("old", encoding="utf-8")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(WriteError, match=f"--json: {path}: cannot write: No space left"):
        write_text_atomic(path, "new", "--json")
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.json"]  # no temporary left


def test_outputs_must_be_distinct_from_each_other_and_from_inputs(tmp_path: Path) -> None:
    feature = tmp_path / "a.feature"
    feature.write_text("x", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    with pytest.raises(RulingsError, match="--junit: .*is also the --json output"):
        check_distinct([("--json", tmp_path / "o"), ("--junit", tmp_path / "sub" / ".." / "o")])
    with pytest.raises(RulingsError, match="--json: .*is also the feature file"):
        check_distinct([("--json", feature)], [("the feature file", feature)])
    link = tmp_path / "link"
    link.symlink_to(feature)
    with pytest.raises(RulingsError, match="is also the feature file"):  # an input's link
        check_distinct([("--json", link)], [("the feature file", link)])
    check_distinct([("--json", tmp_path / "o"), ("--junit", tmp_path / "j")],
                   [("the feature file", feature)])


def test_the_new_file_keeps_the_old_ones_permissions(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_text("old", encoding="utf-8")
    os.chmod(path, 0o640)
    write_text_atomic(path, "new")
    assert (path.stat().st_mode & 0o777) == 0o640
