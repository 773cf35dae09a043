"""Writing a file atomically: a reader sees the old file or the new one, never half of one."""
from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

from .errors import RulingsError


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8, "\n" line ends) atomically; see write_bytes_atomic."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, then os.replace it.

    An interruption at any point (an exception, a signal, a crash) leaves ``path`` as it was.
    The file keeps its permissions; a new one gets the usual ones (0666 less the umask).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as out:
            if path.exists():
                os.chmod(temp, stat.S_IMODE(path.stat().st_mode))
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def check_writable(path: Path, what: str) -> None:
    """RulingsError (naming ``what``, the option) unless a file can be written at ``path``.

    Called before a run starts, so a bad output path is found in a second, not after the run.
    The nearest existing directory is tried by creating (and removing) a file in it: permission
    bits alone say nothing for root or on a read-only mount.
    """
    if path.is_dir():
        raise RulingsError(f"{what}: {path}: is a directory; give a file name")
    if path.exists() and not os.access(path, os.W_OK):
        raise RulingsError(f"{what}: {path}: the file is not writable")
    check_parent_writable(path, path.parent, what)


def check_parent_writable(path: Path, parent: Path, what: str, folder: str = "directory") -> None:
    """RulingsError (naming ``what`` and ``path``) unless a file can be made in ``parent``, or in
    its nearest existing ancestor: tried by creating and removing a file there."""
    while not parent.exists():
        if parent == parent.parent:
            break
        parent = parent.parent
    if not parent.is_dir():
        raise RulingsError(f"{what}: {path}: {parent} is not a {folder}")
    probe = parent / f".{path.name}.{secrets.token_hex(6)}.probe"
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        probe.unlink()
    except OSError as exc:
        raise RulingsError(f"{what}: {path}: cannot write in {parent}: "
                           f"{exc.strerror or exc}") from None


def check_directory_writable(path: Path, what: str) -> None:
    """Like check_writable, for an output directory (made if missing)."""
    if path.exists() and not path.is_dir():
        raise RulingsError(f"{what}: {path}: is not a directory")
    check_writable(path / "probe", what)
