"""Every ``python -m X`` the project tells a reader to run names a module that is there and runs.

Docs (README.md, docs/, bench/README.md), docstrings, comments, usage lines and the code that
starts a module (``[sys.executable, "-m", "X"]``) are all read: a module moved or renamed
leaves no stale line behind. A top folder by its bare name (``python -m adapters.wire.serve``)
is stale too: it loads a second copy of the files beside ``rulings.adapters`` (one installed
name: every top folder is ``rulings.<folder>``). CHANGELOG.md is history and is not read;
bench/lookup/ is never opened (its evaluation sets stay unseen), so ``bench.lookup`` lines are
taken as written.
"""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from tests.support.paths import REPO_ROOT

# "python -m X", "python3 -m X", "{sys.executable} -m X", and [sys.executable, "-m", "X"]
RUNS = re.compile(r"""(?:\bpython3?|\bexecutable\}?)\s+-m\s+([A-Za-z_][\w.]*)"""
                  r"""|["']-m["']\s*,\s*["']([A-Za-z_][\w.]*)["']""")
PROJECT = ("rulings", "bench", "tools", "tests")  # importable project names; others are tools'
FOLDERS = ("adapters", "cardpool", "cli", "features", "reference_engine", "scenarios", "steps")
UNSEEN = "bench/lookup"  # never read (see above)
TEXT_FILES = ("README.md", "Makefile", ".ci/run", "pyproject.toml", "bench/README.md")


def _files() -> list[Path]:
    found = [REPO_ROOT / name for name in TEXT_FILES]
    found += sorted((REPO_ROOT / "docs").rglob("*.md"))
    for folder in (*FOLDERS, "rulings", "bench", "tools", "tests"):
        for path in sorted((REPO_ROOT / folder).rglob("*.py")):  # rglob: rulings/'s links not followed
            if not path.relative_to(REPO_ROOT).as_posix().startswith(UNSEEN + "/") \
                    and path != Path(__file__).resolve():  # this file's planted stale lines
                found.append(path)
    return found


def module_runs(files: list[Path]) -> dict[str, list[str]]:
    """module -> the file:line of each place that runs it with ``-m``."""
    runs: dict[str, list[str]] = {}
    for path in files:
        shown = path.relative_to(REPO_ROOT).as_posix() if path.is_relative_to(REPO_ROOT) else path
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in RUNS.finditer(line):
                name = (match[1] or match[2]).rstrip(".")
                runs.setdefault(name, []).append(f"{shown}:{number}")
    return runs


def _problem(module: str) -> str | None:
    """Why ``python -m module`` would not run the module meant, or None."""
    top = module.split(".")[0]
    if top in FOLDERS:
        return f"a top folder by its bare name: the module is rulings.{module}"
    if top not in PROJECT or module == "bench.lookup" or module.startswith("bench.lookup."):
        return None  # pip, pytest, ...; bench.lookup is not opened
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        return "no such module"
    if spec.submodule_search_locations is not None:  # a package: it runs its __main__
        return None if importlib.util.find_spec(f"{module}.__main__") else "a package without __main__.py"
    if "__main__" not in Path(spec.origin).read_text(encoding="utf-8"):
        return "a module that does nothing when run (no `if __name__ == \"__main__\"`)"
    return None


RUNS_FOUND = module_runs(_files())


def test_the_reader_finds_the_lines_there_are():
    assert {"rulings.judging.stepsdoc", "rulings.data.cardsjson", "rulings.adapters.wire.serve",
            "rulings.adapters.wire.schemagen", "bench", "pip"} <= set(RUNS_FOUND)
    assert any(w.startswith("tests/") for w in RUNS_FOUND["rulings.adapters.wire.serve"])


@pytest.mark.parametrize("module", sorted(RUNS_FOUND))
def test_every_module_run_with_python_m_is_there(module):
    problem = _problem(module)
    assert problem is None, f"{', '.join(RUNS_FOUND[module])}: python -m {module}: {problem}"


def test_a_stale_path_is_found(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text("run `python -m rulings.adapters.cardpool.derive` then\n"
                   'argv = [sys.executable, "-m", "adapters.wire.serve"]\n'
                   "and `python -m rulings.cr.crversion` (a module that only holds a constant)\n"
                   "and python -m rulings.judging.stepsdoc --check\n", encoding="utf-8")
    runs = module_runs([doc])
    assert set(runs) == {"rulings.adapters.cardpool.derive", "adapters.wire.serve",
                         "rulings.cr.crversion", "rulings.judging.stepsdoc"}
    assert _problem("rulings.adapters.cardpool.derive") == "no such module"
    assert "bare name" in str(_problem("adapters.wire.serve"))
    assert "does nothing when run" in str(_problem("rulings.cr.crversion"))
    assert _problem("rulings.judging.stepsdoc") is None
