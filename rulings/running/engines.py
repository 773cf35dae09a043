"""``rulings engines``: every registered engine, described by itself, or why it fails to load."""
from __future__ import annotations

from dataclasses import dataclass

from rulings.adapters.registry import list_engines, load_engine

from rulings.scenarios.results import one_line


@dataclass(frozen=True)
class ListedEngine:
    name: str  # the registered name (rulings run --engine NAME)
    version: str = ""
    protocol_version: str = ""
    capabilities: tuple[str, ...] = ()
    error: str = ""  # one line, when the engine could not be built or described


def describe_all() -> list[ListedEngine]:
    return [describe(name) for name in list_engines()]


def describe(name: str) -> ListedEngine:
    """Build the engine, ask for its info, close it; any failure becomes ``error``."""
    try:
        engine = load_engine(name)
    except Exception as exc:  # noqa: BLE001 - a broken engine is listed, not fatal
        return ListedEngine(name, error=one_line(str(exc)) or type(exc).__name__)
    try:
        info = engine.info()
    except Exception as exc:  # noqa: BLE001
        return ListedEngine(name, error=f"info() failed: {type(exc).__name__}: {one_line(str(exc))}")
    finally:
        try:
            engine.close()
        except Exception:  # noqa: BLE001, S110 - closing a broken engine must not hide the listing
            pass
    return ListedEngine(name, info.version, info.protocol_version, tuple(info.capabilities))
