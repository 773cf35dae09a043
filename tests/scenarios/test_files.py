"""scenarios/files.py: the one input-reading path (regular files, the cap counted as read)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulings import RulingsError
from rulings.scenarios import files


def test_a_regular_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"\xef\xbb\xbf{}")
    assert files.read_bytes(path) == b"\xef\xbb\xbf{}" and files.read_text(path, "x") == "{}"


@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "directory", "missing"])
def test_anything_but_a_regular_file_is_one_line(tmp_path: Path, kind: str) -> None:
    path = {"dev-zero": Path("/dev/zero"), "fifo": tmp_path / "fifo",
            "directory": tmp_path, "missing": tmp_path / "none"}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    with pytest.raises(RulingsError) as error:
        files.read_bytes(path, "no such thing")
    message = str(error.value)
    assert message.startswith(f"{path}: ") and "\n" not in message
    assert {"dev-zero": "not a regular file", "fifo": "not a regular file",
            "directory": "is a directory", "missing": "no such thing"}[kind] in message


def test_exactly_the_cap_is_read_and_one_byte_more_is_refused(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(files, "MAX_INPUT_BYTES", 100)
    path = tmp_path / "f"
    path.write_bytes(b"x" * 100)
    assert len(files.read_bytes(path)) == 100
    path.write_bytes(b"x" * 101)
    with pytest.raises(RulingsError, match="limit"):
        files.read_bytes(path)
