"""Reading the files a user names (features, results, expectations): UTF-8 with or without a
byte-order mark, a size cap, and one-line errors naming the file and line."""
from __future__ import annotations

import os
from pathlib import Path

from .errors import RulingsError

MAX_INPUT_BYTES = 64 * 1024 * 1024  # a results, expectation or feature file over this is refused


def read_text(path: Path, missing: str) -> str:
    """A file a user named, as text; RulingsError says ``missing`` or why it can't be read.

    UTF-8, with or without a byte-order mark (editors on Windows add one); at most
    MAX_INPUT_BYTES, so a runaway file is refused before it is read into memory.
    """
    try:
        size = path.stat().st_size
        if size > MAX_INPUT_BYTES:
            raise RulingsError(f"{path}: cannot read: {size} bytes is over the "
                               f"{MAX_INPUT_BYTES >> 20} MiB limit for an input file")
        data = path.read_bytes()
    except FileNotFoundError:
        raise RulingsError(f"{path}: {missing}") from None
    except IsADirectoryError:
        raise RulingsError(f"{path}: cannot read: it is a directory, not a file") from None
    except OSError as exc:
        raise RulingsError(f"{path}: cannot read: {exc.strerror or exc}") from None
    return decode_utf8(data, str(path))


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
