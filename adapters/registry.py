"""Finding an engine: by name (entry points), by ``module:Class`` path, or by command line."""
from __future__ import annotations

import importlib
import shlex
from collections.abc import Sequence

from .engine import Engine
from .errors import ProtocolError

ENTRY_POINT_GROUP = "rulings.engines"
# Works from a source checkout where the package (and so its entry points) is not installed.
BUILTIN: dict[str, str] = {"reference": "rulings.reference_engine:ReferenceEngine"}


class EngineLoadError(Exception):
    """An engine could not be found or built; the message is one line meant for the user."""


def _specs() -> dict[str, str]:
    from importlib.metadata import entry_points  # reads every installed package's metadata

    specs = {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}
    specs.update(BUILTIN)  # the suite's own engine keeps its name
    return specs


def list_engines() -> list[str]:
    """Names accepted by load_engine (besides ``module:Class`` paths), sorted."""
    return sorted(_specs())


def engine_spec(name: str) -> str:
    """The ``module:attribute`` that builds engine ``name``; EngineLoadError if there is none."""
    if name in BUILTIN:  # no need to read the installed packages' metadata (an engine's start)
        return BUILTIN[name]
    spec = _specs().get(name)
    if spec is not None:
        return spec
    if ":" in name:
        return name
    raise EngineLoadError(
        f"unknown engine {name!r}; known engines: {', '.join(list_engines())} "
        "(or give a 'package.module:Class' path)"
    )


def load_engine(name: str) -> Engine:
    """A new engine named ``name`` (an entry point name, or ``package.module:Class``)."""
    spec = engine_spec(name)
    module_name, _, attr = spec.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
        engine = factory()
    except Exception as exc:  # any failure to import or construct is reported the same way
        raise EngineLoadError(f"engine {name!r} ({spec}) failed to load: "
                              f"{type(exc).__name__}: {exc}") from exc
    if not isinstance(engine, Engine):
        raise EngineLoadError(f"engine {name!r} ({spec}) does not implement adapters.engine.Engine")
    return engine


def engine_from_command(cmd: str | Sequence[str], timeout: float | None = None) -> Engine:
    """An engine running as a separate process that speaks the wire protocol on stdin/stdout.

    ``timeout`` bounds the handshake and each request, in seconds (without it, the client's
    defaults); its range is checked where it is chosen (EngineChoice, scenarios/request.py).
    """
    argv = shlex.split(cmd) if isinstance(cmd, str) else list(cmd)
    if not argv:
        raise EngineLoadError("engine command is empty")
    timeouts = {} if timeout is None else {"handshake_timeout": timeout, "request_timeout": timeout}
    try:
        client = importlib.import_module("rulings.adapters.wire.client")
    except ImportError as exc:
        raise EngineLoadError(f"engine commands need adapters.wire.client, which failed to import: "
                              f"{exc}") from exc
    try:
        return client.WireEngine(argv, **timeouts)
    except ProtocolError as exc:  # the process did not start or did not shake hands
        raise EngineLoadError(f"engine command {shlex.join(argv)!r} failed to start: {exc}") from exc
