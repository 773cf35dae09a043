"""Writing a file: the one path every file the project writes goes through.

A reader sees the old file or the new one, never half of one: the data goes to a temporary file
beside the target, is flushed to disk, then renamed over it (``os.replace``).

The symlink rule: an output is written at the path named, and the last part of that path is
never followed. An output the user names (``--json``, ``--junit``, ``--html``, the
``--expectations`` file of ``--update``, ``book --out``, ``fuzz --out``) that is a symbolic
link is refused before anything runs: name the file (or folder) it points to. Neither writing
through the link nor replacing it is safe: the link's target may be a file of the user's, and
a link such as /dev/stdout is the system's. A file the command names itself inside an output
folder (fuzz's ``fuzz-<hash>.feature``) replaces a link found at that name, never following
it. The folders above the last part are the user's to choose and are followed.

Any error while writing (a full disk, a read-only mount, a folder removed meanwhile) is a
WriteError naming the option and the file; the target is left as it was.
"""
from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Sequence
from pathlib import Path

from .errors import RulingsError


class WriteError(RulingsError):
    """A file could not be written (after the run, or mid-run): names the option and the file.

    ``outcome`` holds what the command had produced (a run's results, a gate's outcome) so the
    command line can still print its summary before the error line."""

    def __init__(self, message: str, outcome: object | None = None) -> None:
        super().__init__(message)
        self.outcome = outcome


def write_text_atomic(path: Path, text: str, what: str | None = None) -> None:
    """Write ``text`` (UTF-8, "\n" line ends) atomically; see write_bytes_atomic."""
    # a lone surrogate (text that is not valid Unicode) is written as U+FFFD, never a crash
    write_bytes_atomic(path, text.encode("utf-8", "replace"), what)


def write_bytes_atomic(path: Path, data: bytes, what: str | None = None) -> None:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, then os.replace it.

    An interruption at any point (an exception, a signal, a crash) leaves ``path`` as it was.
    A symbolic link at ``path`` is replaced, never written through (check_writable refuses
    one the user named before anything runs). The
    file keeps its permissions; a new one gets the usual ones (0666 less the umask). With
    ``what`` (the option, ``--json``) an OSError becomes a WriteError naming it and the file.
    """
    path = Path(path)
    try:
        _write(path, data)
    except OSError as exc:
        if what is None:
            raise
        raise WriteError(f"{what}: {path}: cannot write: {exc.strerror or exc}; "
                         "the file was left as it was") from None


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0),
                 0o666)
    try:
        with os.fdopen(fd, "wb") as out:
            try:
                old = os.lstat(path)  # the link itself, not its target
            except FileNotFoundError:
                old = None
            if old is not None and stat.S_ISREG(old.st_mode):
                os.chmod(temp, stat.S_IMODE(old.st_mode))
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
    bits alone say nothing for root or on a read-only mount. A symbolic link at ``path`` is
    refused (the module's rule), as is a folder, a device, a FIFO or a socket.
    """
    if path.is_symlink():  # the module's rule: never written through, never replaced
        raise RulingsError(f"{what}: {path}: is a symbolic link (to {os.readlink(path)}); name "
                           "the file itself")
    if path.is_dir():
        raise RulingsError(f"{what}: {path}: is a directory; give a file name")
    # a device, FIFO or socket, or a link to one (/dev/stdout): never replaced by a file
    if path.exists() and not stat.S_ISREG(path.stat().st_mode):
        raise RulingsError(f"{what}: {path}: is not a regular file (a device, FIFO or socket); "
                           "give a file name")
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


def check_folder_output(path: Path, what: str) -> None:
    """A folder output (made if missing) must not be a symbolic link (the module's rule)."""
    if path.is_symlink():
        raise RulingsError(f"{what}: {path}: is a symbolic link (to {os.readlink(path)}); "
                           "name the folder itself")


def check_directory_writable(path: Path, what: str) -> None:
    """Like check_writable, for an output directory (made if missing; never a symbolic link)."""
    check_folder_output(path, what)
    if path.exists() and not path.is_dir():
        raise RulingsError(f"{what}: {path}: is not a directory")
    check_parent_writable(path / "probe", path, what)


def location(path: Path) -> str:
    """Where writing ``path`` puts a file: its folder resolved, its last part as named (a link
    there is replaced, not followed)."""
    path = Path(os.path.abspath(path))
    return os.path.join(os.path.realpath(path.parent), path.name)


def check_distinct(outputs: Sequence[tuple[str, Path | None]],
                   inputs: Sequence[tuple[str, Path]] = ()) -> None:
    """RulingsError unless every output is its own file, and none is one of the run's inputs
    (an input is matched by where it is named and by what it points to)."""
    seen: dict[str, str] = {}
    for what, path in inputs:
        for where in {location(path), os.path.realpath(path)}:
            seen.setdefault(where, f"{what} {path}")
    for what, output in outputs:
        if output is None:
            continue
        where = location(output)
        if where in seen:
            raise RulingsError(f"{what}: {output}: is also {seen[where]}; give each output a file "
                               "of its own, never one the command reads")
        seen[where] = f"the {what} output"
