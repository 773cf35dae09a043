"""adapters/registry.py: engines by name, by module:Class path, and by command."""
from __future__ import annotations

import sys

import pytest

from rulings.adapters.engine import Engine
from rulings.adapters.registry import EngineLoadError, engine_from_command, list_engines, load_engine


def test_reference_is_always_known() -> None:
    assert "reference" in list_engines()
    engine = load_engine("reference")
    assert isinstance(engine, Engine) and engine.info().name == "reference"


def test_module_class_path() -> None:
    engine = load_engine("tests.support.recording_engine:RecordingEngine")
    assert engine.info().name == "recording"


@pytest.mark.parametrize(("name", "message"), [
    ("nope", r"^unknown engine 'nope'; known engines: .*reference.* \(or give a 'package.module:Class' path\)$"),
    ("no_such_module:Engine", r"^engine 'no_such_module:Engine' .*failed to load: ModuleNotFoundError"),
    ("builtins:object", r"does not implement adapters.engine.Engine$"),
])
def test_bad_names_are_one_line_errors(name: str, message: str) -> None:
    with pytest.raises(EngineLoadError, match=message) as caught:
        load_engine(name)
    assert "\n" not in str(caught.value)


def test_engine_command_runs_a_wire_engine() -> None:
    engine = engine_from_command([sys.executable, "-m", "rulings.adapters.wire.serve",
                                  "tests.support.recording_engine:RecordingEngine"])
    try:
        assert engine.info().name == "recording"
    finally:
        engine.close()


@pytest.mark.parametrize("command", ["", f"{sys.executable} -c 'import sys; sys.exit(3)'"])
def test_bad_engine_commands_are_one_line_errors(command: str) -> None:
    with pytest.raises(EngineLoadError):
        engine_from_command(command)
