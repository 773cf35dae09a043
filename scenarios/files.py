"""Reading the files a user names (features, results, expectations): UTF-8 with or without a
byte-order mark, a size cap, and one-line errors naming the file and line."""
from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import RulingsError

MAX_INPUT_BYTES = 64 * 1024 * 1024  # a results, expectation or feature file over this is refused


def read_text(path: Path, missing: str) -> str:
    """A file a user named, as text; RulingsError says ``missing`` or why it can't be read.

    UTF-8, with or without a byte-order mark (editors on Windows add one); see read_bytes.
    """
    return decode_utf8(read_bytes(path, missing), str(path))


def read_bytes(path: Path, missing: str = "no such file") -> bytes:
    """The bytes of a file a user named: the one input-reading path.

    Only a regular file is read (a device such as /dev/zero, a FIFO or a socket could be
    endless or block forever), and at most MAX_INPUT_BYTES of it: the cap counts the bytes
    actually read, so a file that grows while it is read is refused too, never read until
    memory runs out. Every refusal is a RulingsError of one line naming the file.
    """
    path = Path(path)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # before opening: a FIFO's open blocks
            raise _not_regular(path)
        # O_NONBLOCK: a file swapped for a FIFO after the check opens without blocking
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise _not_regular(path)
            chunks, total = [], 0
            while True:
                chunk = os.read(fd, min(1 << 20, MAX_INPUT_BYTES + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
                if total > MAX_INPUT_BYTES:
                    raise RulingsError(f"{path}: cannot read: over the {MAX_INPUT_BYTES >> 20} "
                                       "MiB limit for an input file")
        finally:
            os.close(fd)
    except FileNotFoundError:
        raise RulingsError(f"{path}: {missing}") from None
    except IsADirectoryError:
        raise RulingsError(f"{path}: cannot read: it is a directory, not a file") from None
    except OSError as exc:
        raise RulingsError(f"{path}: cannot read: {exc.strerror or exc}") from None
    return b"".join(chunks)


def _not_regular(path: Path) -> RulingsError:
    if os.path.isdir(path):
        return RulingsError(f"{path}: cannot read: it is a directory, not a file")
    return RulingsError(f"{path}: cannot read: not a regular file (a device, FIFO or socket); "
                        "give a file")


def decode_utf8(data: bytes, where: str) -> str:
    """``data`` as UTF-8 text (a leading byte-order mark dropped); RulingsError names the line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RulingsError(f"{where}:{line}: cannot read: not UTF-8 text (byte "
                           f"0x{data[exc.start]:02x} at offset {exc.start}); save the file "
                           "as UTF-8") from None


def display_path(path: Path) -> str:
    """A path as shown to people: relative to the working directory when inside it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive
        return str(path)
    return str(path) if rel.startswith("..") else rel
