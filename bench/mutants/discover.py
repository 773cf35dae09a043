"""Finding the target package's modules and their mutants, and choosing a sample."""
from __future__ import annotations

import fnmatch
import importlib.util
import random
from dataclasses import dataclass
from pathlib import Path

from .operators import Mutant, mutants_of_source

TARGET_PACKAGE = "rulings.reference_engine"  # the package mutated by default (--package overrides)


class MutantsError(Exception):
    """Bad input (an unknown package or module filter, a broken equivalents file): one line."""


@dataclass(frozen=True)
class Module:
    name: str        # dotted
    path: Path       # absolute file
    relative: str    # for display: the path from the package's parent directory


def package_root(package: str) -> Path:
    """The package's directory, found through the import system (not a hard-coded path)."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError) as exc:
        raise MutantsError(f"package {package!r} cannot be found: {exc}") from None
    if spec is None or not spec.submodule_search_locations:
        raise MutantsError(f"package {package!r} is not an importable package")
    return Path(list(spec.submodule_search_locations)[0]).resolve()


def package_modules(package: str) -> list[Module]:
    root = package_root(package)
    base = root.parent
    modules = []
    for path in sorted(root.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules.append(Module(".".join([package, *parts]), path, path.relative_to(base).as_posix()))
    return modules


def select_modules(modules: list[Module], patterns: list[str], package: str) -> list[Module]:
    """``--module`` filters: a dotted name (with or without the package prefix) selects that
    module and its submodules; shell wildcards are allowed."""
    if not patterns:
        return modules
    chosen = []
    for module in modules:
        for pattern in patterns:
            full = pattern if pattern == package or pattern.startswith(package + ".") \
                else f"{package}.{pattern}"
            if module.name == full or module.name.startswith(full + ".") \
                    or fnmatch.fnmatchcase(module.name, full):
                chosen.append(module)
                break
    if not chosen:
        raise MutantsError(f"--module {' '.join(patterns)}: matches no module of {package} "
                           f"(modules: {', '.join(m.name for m in modules)})")
    return chosen


def all_mutants(modules: list[Module]) -> list[Mutant]:
    found: list[Mutant] = []
    for module in modules:
        source = module.path.read_bytes()
        try:
            found += mutants_of_source(source, module.name, module.relative)
        except SyntaxError as exc:
            raise MutantsError(f"{module.relative}:{exc.lineno}: does not parse: {exc.msg}") from None
    return found


def sample(mutants: list[Mutant], count: int | None, seed: int) -> list[Mutant]:
    """``count`` mutants chosen by ``seed`` (all of them without a count), in source order."""
    if count is None or count >= len(mutants):
        return list(mutants)
    if count < 1:
        raise MutantsError(f"--sample: must be 1 or more, got {count}")
    order = {m.id: i for i, m in enumerate(mutants)}
    chosen = random.Random(seed).sample(mutants, count)
    return sorted(chosen, key=lambda m: order[m.id])
