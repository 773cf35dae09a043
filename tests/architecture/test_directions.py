"""Which top folder may import which (docs/ARCHITECTURE.md, "The rooms"), read from the sources
with ast, as tests/reference_engine/test_layers.py does for the engine's floors inside it.

Every folder installs under ``rulings`` (rulings/adapters -> ../adapters, ...); ``rulings.X``
for a top folder X is that folder, any other ``rulings.*`` (and ``rulings`` itself) the library.
"""
from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

from tests.support.paths import REPO_ROOT

FOLDERS = ("adapters", "cardpool", "cli", "reference_engine", "scenarios", "steps")
LIBRARY = "rulings"  # rulings/'s own modules: run, lookup, explain, gate, report, ...

# folder -> the folders its modules may import (besides its own). Data flows down: the protocol
# (adapters/) is the bottom and imports nothing of the project; the scenario model (scenarios/)
# sits on it; the card pool reads the model's record, cache and error types; the reference engine
# is an engine (the protocol, and its cards' facts from the pool); steps/ turns Gherkin into
# protocol calls and never imports the library; the library may use everything but the CLI.
ALLOWED: dict[str, set[str]] = {
    "adapters": set(),
    "scenarios": {"adapters"},
    "cardpool": {"scenarios"},
    "reference_engine": {"adapters", "cardpool"},
    "steps": {"adapters", "scenarios"},
    LIBRARY: {"adapters", "cardpool", "reference_engine", "scenarios", "steps"},
    "cli": {"adapters", "cardpool", "reference_engine", "scenarios", "steps", LIBRARY},
}


def _sources(root: Path):
    """(folder, path, the dotted package the file is in) for every module of every folder."""
    for folder in (*FOLDERS, LIBRARY):
        base = root / folder
        prefix = [LIBRARY] if folder == LIBRARY else [LIBRARY, folder]
        for path in sorted(base.rglob("*.py")):  # rglob does not follow rulings/'s links
            package = [*prefix, *path.relative_to(base).parent.parts]
            yield folder, path, package


def _folder_of(module: str) -> str | None:
    """The top folder a dotted name lives in; None outside the project."""
    parts = module.split(".")
    if parts[0] != LIBRARY:
        return parts[0] if parts[0] in FOLDERS else None
    return parts[1] if len(parts) > 1 and parts[1] in FOLDERS else LIBRARY


def _imported(node: ast.Import | ast.ImportFrom, package: list[str]) -> list[str]:
    """The dotted names an import statement loads (``from rulings import cardpool`` loads
    rulings.cardpool, ``from rulings import RulingsError`` the library's __init__)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if node.level:
        up = package[:len(package) - (node.level - 1)]
        base = ".".join([*up, node.module] if node.module else up)
    else:
        base = node.module or ""
    if base == LIBRARY:  # a top folder by name, or a name of the library
        return [f"{base}.{a.name}" if a.name in FOLDERS else base for a in node.names]
    return [base]


def imports(root: Path) -> list[tuple[str, str, str, str]]:
    """(folder, file:line, imported name, its folder) for every import of another folder."""
    found = []
    for folder, path, package in _sources(root):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for name in _imported(node, package):
                    target = _folder_of(name)
                    if target is not None and target != folder:
                        where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
                        found.append((folder, where, name, target))
    return found


def violations(root: Path) -> list[str]:
    """One line per import against ALLOWED, or of a top folder by its bare name (``import
    adapters``: the same files loaded a second time, as other modules)."""
    problems = []
    for folder, where, name, target in imports(root):
        if not name.startswith(LIBRARY):
            problems.append(f"{where}: imports {name}: the folder {target}/ is rulings.{target}")
        elif target not in ALLOWED[folder]:
            problems.append(f"{where}: {folder}/ imports {name} ({target}/): "
                            f"{folder}/ may import only {sorted(ALLOWED[folder]) or 'nothing'}")
    return problems


def test_every_folder_imports_only_what_it_may():
    assert violations(REPO_ROOT) == []


def test_the_reader_sees_the_imports_that_are_there():
    """Not blind: the directions the project has, read back (relative imports resolved)."""
    seen = {(folder, target) for folder, _, _, target in imports(REPO_ROOT)}
    assert {("steps", "adapters"), ("steps", "scenarios"), ("reference_engine", "adapters"),
            ("reference_engine", "cardpool"), ("cardpool", "scenarios"), ("scenarios", "adapters"),
            (LIBRARY, "steps"), ("cli", LIBRARY)} <= seen
    assert "cli" not in {target for _, target in seen}


def _copy(tmp_path: Path) -> Path:
    for folder in (*FOLDERS, LIBRARY):
        shutil.copytree(REPO_ROOT / folder, tmp_path / folder, symlinks=True,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.json", "*.toml",
                                                      "*.feature", "*.md", "*.js", "*.css"))
    return tmp_path


def _plant(root: Path, file: str, line: str) -> None:
    path = root / file
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")


def test_a_planted_wrong_import_fails(tmp_path):
    root = _copy(tmp_path)
    assert violations(root) == []
    lines = {
        "adapters/position.py": "from rulings.scenarios.errors import RulingsError",
        "adapters/wire/client.py": "from ... import RulingsError",  # the library's __init__
        "scenarios/index.py": "from ..steps import phrasebook",
        "steps/then.py": "import rulings.judging.lookup",
        "cardpool/__init__.py": "from rulings import reference_engine",
        "reference_engine/turn.py": "import adapters.position",
        "rulings/gating/gate.py": "from ..cli import main",
    }
    for file, line in lines.items():
        _plant(root, file, line)
    found = violations(root)
    assert [f.split(":")[0] for f in found] == sorted(lines, key=lambda f: (
        [*FOLDERS, LIBRARY].index(f.split("/")[0]), f))
    assert any("adapters/wire/client.py" in f and "adapters/ may import only nothing" in f
               for f in found)
    assert any("reference_engine/turn.py" in f and "the folder adapters/ is rulings.adapters" in f
               for f in found)


# the library's jobs (docs/ARCHITECTURE.md, after the table): job -> the jobs it may import
JOBS: dict[str, set[str]] = {
    "running": set(),
    "cr": set(),
    "judging": {"running"},
    "gating": {"running", "judging"},
    "book": {"running", "judging", "gating", "cr"},
    "fuzz": {"running", "judging", "gating", "cr"},
}


def job_violations(root: Path) -> list[str]:
    """One line per import of one library job by another that may not import it."""
    problems = []
    for folder, path, package in _sources(root):
        if folder != LIBRARY or len(package) < 2 or package[1] not in JOBS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for name in _imported(node, package):
                    parts = name.split(".")
                    if (len(parts) > 1 and parts[0] == LIBRARY and parts[1] in JOBS
                            and parts[1] != package[1] and parts[1] not in JOBS[package[1]]):
                        where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
                        problems.append(f"{where}: rulings/{package[1]}/ imports {name}")
    return problems


def test_each_library_job_imports_only_the_jobs_it_may():
    assert job_violations(REPO_ROOT) == []


def test_a_planted_wrong_job_import_fails(tmp_path):
    root = _copy(tmp_path)
    _plant(root, "rulings/running/runner.py", "from ..gating.gate import gate")
    _plant(root, "rulings/cr/renumber.py", "import rulings.judging.lookup")
    found = job_violations(root)
    assert [f.split(":")[0] for f in found] == ["rulings/cr/renumber.py", "rulings/running/runner.py"]

def test_importing_the_protocol_loads_nothing_above_it():
    """At run time too (rulings/__init__ runs first and is lazy): every module of the protocol
    imported, and neither the scenario model, the library, steps nor an engine loaded. The
    adapters of third-party engines (phase/, python_mtg/) are engines, not the protocol."""
    code = (
        "import pkgutil, sys, importlib, rulings.adapters as a\n"
        "for m in pkgutil.walk_packages(a.__path__, 'rulings.adapters.'):\n"
        "    if not m.name.startswith(('rulings.adapters.phase', 'rulings.adapters.python_mtg')):\n"
        "        importlib.import_module(m.name)\n"
        "print(' '.join(sorted(sys.modules)))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, cwd=REPO_ROOT)
    assert done.returncode == 0, done.stderr
    loaded = {m for m in done.stdout.split() if m.startswith("rulings")}
    assert {"rulings.adapters.session", "rulings.adapters.wire.client"} <= loaded
    assert {m for m in loaded if not m.startswith("rulings.adapters")} == {"rulings"}
