"""The checked-in list of equivalent mutants (bench/mutants-equivalent.toml) names mutants that
exist: when the engine changes under an entry, the entry must be judged again, not kept."""
from __future__ import annotations

from pathlib import Path

from bench.mutants.discover import TARGET_PACKAGE, all_mutants, package_modules
from bench.mutants.report import load_equivalents

EQUIVALENTS = Path(__file__).resolve().parents[2] / "bench" / "mutants-equivalent.toml"


def test_every_equivalent_entry_names_a_current_mutant() -> None:
    entries = load_equivalents(EQUIVALENTS)
    assert entries, "the equivalents file is empty or missing"
    known = {m.id for m in all_mutants(package_modules(TARGET_PACKAGE))}
    stale = sorted(set(entries) - known)
    assert not stale, f"stale entries (re-judge the new mutants and re-key them): {stale}"

