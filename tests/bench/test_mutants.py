"""The mutation tool (bench/mutants): operators, ids, sampling, and the forked runner on a tiny
package with tiny suites (the real campaign is not run here)."""
from __future__ import annotations

import ast
import textwrap
import time

import pytest

from bench.mutants.__main__ import main
from bench.mutants.campaign import Task, run_tasks
from bench.mutants.discover import (MutantsError, all_mutants, package_modules, sample,
                                    select_modules)
from bench.mutants.operators import mutants_of_source
from bench.mutants.report import kill_rate, load_equivalents, markdown, summary_counts

SAMPLE = textwrap.dedent('''\
    """A module docstring: 1 < 2 is not code."""
    import logging

    log = logging.getLogger(__name__)
    LIMIT: int = 3


    def check(a: int, b: int = 2) -> bool:
        """Docstring with 5 and True."""
        total = a + b
        if a < b and not b == 0:
            log.debug("a %s", 7)
            return True
        assert a >= 0, "a message 9"
        if a is None or a in (1, 4):
            raise ValueError(f"bad {a + 1}")
        for i in range(a):
            if i != 2:
                continue
            break
        if a == "draw":
            total -= 1
        return total


    class Box:
        size = 4

        def __repr__(self) -> str:
            return f"Box({self.size + 1})"

        def grow(self) -> None:
            self.size += 1
            print("grown")
    ''')


def mutated_lines(source: str, module: str = "pkg.sample") -> dict[tuple[str, str], str]:
    """(operator, description) -> the first changed line of the mutated source, stripped."""
    found = {}
    before = source.splitlines()
    for mutant in mutants_of_source(source.encode(), module, "pkg/sample.py"):
        after = mutant.apply(source.encode()).decode().splitlines()
        changed = next((a for b, a in zip(before, after) if a != b), "<deleted>")
        found.setdefault((mutant.operator, mutant.description), changed.strip())
    return found


def test_each_operator_mutates_the_sample_as_expected() -> None:
    found = mutated_lines(SAMPLE)
    expected = {
        ("comparison", "'<' -> '<='"): "if a <= b and not b == 0:",
        ("comparison", "'==' -> '!='"): "if a <= b and not b != 0:".replace("<=", "<"),
        ("comparison", "'is' -> 'is not'"): "if a is not None or a in (1, 4):",
        ("comparison", "'in' -> 'not in'"): "if a is None or a not in (1, 4):",
        ("comparison", "'!=' -> '=='"): "if i == 2:",
        ("comparison", "'>=' -> '>'"): 'assert a > 0, "a message 9"',
        ("boolean", "'and' -> 'or'"): "if a < b or not b == 0:",
        ("boolean", "'or' -> 'and'"): "if a is None and a in (1, 4):",
        ("not", "'not' removed"): "if a < b and b == 0:",
        ("arithmetic", "'+' -> '-'"): "total = a - b",
        ("arithmetic", "'-=' -> '+='"): "total += 1",
        ("arithmetic", "'+=' -> '-='"): "self.size -= 1",
        ("number", "2 -> 3"): "def check(a: int, b: int = 3) -> bool:",
        ("number", "0 -> -1"): "if a < b and not b == (-1):",
        ("number", "3 -> 4"): "LIMIT: int = 4",
        ("bool", "True -> False"): "return False",
        ("string", "'draw' -> 'XXdrawXX'"): "if a == 'XXdrawXX':",
        ("statement", "statement -> 'pass'"): "pass",
        ("return", "return value -> None"): "return None",
        ("loop", "'continue' -> 'break'"): "break",
        ("loop", "'break' -> 'continue'"): "continue",
    }
    for key, line in expected.items():
        assert found.get(key) == line, (key, found.get(key))


def test_what_is_never_mutated() -> None:
    mutants = mutants_of_source(SAMPLE.encode(), "pkg.sample", "pkg/sample.py")
    lines = {n for m in mutants for n in range(m.line, m.end_line + 1)}
    text = SAMPLE.splitlines()
    never = ['"""A module docstring', '"""Docstring with 5', 'log.debug("a %s", 7)',
             'raise ValueError(f"bad {a + 1}")', 'return f"Box(', "log = logging"]
    for fragment in never:
        number = next(i for i, line in enumerate(text, 1) if fragment in line)
        kinds = {m.operator for m in mutants if m.line <= number <= m.end_line}
        # a raise as a whole may be removed; nothing inside it is touched
        assert kinds <= ({"statement"} if fragment.startswith("raise") else set()), (fragment, kinds)
    assert all("message 9" not in m.description for m in mutants)
    # annotations: `int` / `bool` are never replaced, and no mutant edits inside one
    for m in mutants:
        for start, end, new in m.edits:
            assert b"int" not in SAMPLE.encode()[start:end] or m.operator == "statement"
    # statements at module or class level are not removed (it only breaks the import)
    module_level = {i for i, line in enumerate(text, 1) if not line.startswith(" ")}
    assert not any(m.operator == "statement" and m.line in module_level for m in mutants)
    assert lines  # the sample has mutants at all


def test_every_mutant_parses_and_changes_the_code() -> None:
    original = ast.dump(ast.parse(SAMPLE))
    mutants = mutants_of_source(SAMPLE.encode(), "pkg.sample", "pkg/sample.py")
    assert len(mutants) > 25
    for mutant in mutants:
        assert ast.dump(ast.parse(mutant.apply(SAMPLE.encode()))) != original, mutant


def test_ids_are_unique_and_stable_when_unrelated_lines_move() -> None:
    first = mutants_of_source(SAMPLE.encode(), "pkg.sample", "pkg/sample.py")
    ids = [m.id for m in first]
    assert len(set(ids)) == len(ids)
    moved = SAMPLE.replace("log = logging.getLogger(__name__)\n",
                           "log = logging.getLogger(__name__)\n# CR 726.2\n\n\ndef other(x):\n"
                           "    return x * 2\n")
    second = {m.id: m for m in mutants_of_source(moved.encode(), "pkg.sample", "pkg/sample.py")}
    for mutant in first:
        assert mutant.id in second, mutant
        assert second[mutant.id].line == mutant.line + 5
        assert second[mutant.id].description == mutant.description
    # the id names the module, the function and the operator
    assert any(i.startswith("pkg.sample:Box.grow:arithmetic:") for i in ids)
    assert any(i.startswith("pkg.sample:check:comparison:") for i in ids)


def test_the_same_mutation_twice_in_a_function_gets_two_ids() -> None:
    source = "def f(x):\n    x = x + 1\n    x = x + 1\n    return x\n"
    ids = [m.id for m in mutants_of_source(source.encode(), "m", "m.py") if m.operator == "arithmetic"]
    assert len(ids) == 2 and ids[1] == ids[0] + "~2"


def test_removing_an_unreachable_yield_is_marked_as_mattering_where_it_never_runs() -> None:
    source = "def resolve(game):\n    game.go()\n    return\n    yield\n"
    removals = {m.line: m.compile_time for m in mutants_of_source(source.encode(), "m", "m.py")
                if m.operator == "statement"}
    assert removals == {2: False, 4: True}


def test_sampling_is_deterministic_under_a_seed() -> None:
    mutants = mutants_of_source(SAMPLE.encode(), "pkg.sample", "pkg/sample.py")
    one = [m.id for m in sample(mutants, 8, seed=5)]
    assert one == [m.id for m in sample(mutants, 8, seed=5)]
    assert one != [m.id for m in sample(mutants, 8, seed=6)]
    assert len(sample(mutants, 10_000, seed=5)) == len(mutants)
    with pytest.raises(MutantsError):
        sample(mutants, 0, seed=5)


@pytest.fixture
def tiny_package(tmp_path, monkeypatch):
    """A package with one module, importable by name (a name no other test uses)."""
    name = f"mutpkg_{tmp_path.name.replace('-', '_')}"
    root = tmp_path / name
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "calc.py").write_text(textwrap.dedent('''\
        OFFSET = 0
        assert OFFSET == 0


        def add(a, b):
            return a + b
        '''))
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


def _tasks(package: str) -> list[Task]:
    modules = package_modules(package)
    sources = {m.name: m.path.read_bytes() for m in modules}
    return [Task(i, m, sources[m.module]) for i, m in enumerate(all_mutants(modules))]


def test_a_suite_that_checks_kills_and_a_mutant_that_breaks_the_import_is_reported_apart(tiny_package) -> None:
    package = tiny_package
    tasks = _tasks(package)
    descriptions = {t.index: (t.mutant.description, t.mutant.line) for t in tasks}

    def suite(task: Task) -> dict:
        import importlib
        calc = importlib.import_module(f"{package}.calc")
        return {"status": "survived" if calc.add(2, 3) == 5 else "killed"}

    outcomes = run_tasks(tasks, package=package, suite=suite, jobs=2, timeout=30)
    by = {descriptions[o.index]: o.status for o in outcomes}
    assert by[("'+' -> '-'", 6)] == "killed"
    assert by[("return value -> None", 6)] == "killed"
    assert by[("'==' -> '!='", 2)] == "not_importing"   # the module-level assert fails
    assert by[("0 -> 1", 1)] == "not_importing"
    assert by[("0 -> 1", 2)] == "not_importing"

    def broken(task: Task) -> dict:  # a suite that fails whatever the engine does
        return {"status": "killed", "message": "always"}

    assert {o.status for o in run_tasks(tasks, package=package, suite=broken, jobs=2, timeout=30)
            if descriptions[o.index][1] == 6} == {"killed"}

    def crashes(task: Task) -> dict:  # a suite that raises counts as a kill, with the reason
        raise RuntimeError("boom")

    outcome = run_tasks(tasks[-1:], package=package, suite=crashes, jobs=1, timeout=30)[0]
    assert outcome.status == "killed" and "boom" in outcome.detail["message"]


def test_the_engine_failing_to_start_is_not_importing(tiny_package) -> None:
    tasks = _tasks(tiny_package)[-1:]

    def check(package: str) -> None:
        raise RuntimeError("engine would not start")

    outcome = run_tasks(tasks, package=tiny_package, suite=lambda task: {"status": "survived"},
                        check=check, jobs=1, timeout=30)[0]
    assert outcome.status == "not_importing" and "engine would not start" in outcome.detail["message"]


def test_a_hang_counts_as_timed_out(tiny_package) -> None:
    tasks = _tasks(tiny_package)[-2:]

    def hangs(task: Task) -> dict:
        while True:
            time.sleep(0.05)

    started = time.monotonic()
    outcomes = run_tasks(tasks, package=tiny_package, suite=hangs, jobs=2, timeout=0.5)
    assert [o.status for o in outcomes] == ["timeout", "timeout"]
    assert time.monotonic() - started < 10


def test_the_mutant_is_seen_by_the_child_only(tiny_package) -> None:
    import importlib
    tasks = [t for t in _tasks(tiny_package) if t.mutant.description == "'+' -> '-'"]

    def suite(task: Task) -> dict:
        calc = importlib.import_module(f"{tiny_package}.calc")
        return {"status": "survived", "message": str(calc.add(2, 3))}

    assert run_tasks(tasks, package=tiny_package, suite=suite, jobs=1, timeout=30)[0].detail["message"] == "-1"
    assert importlib.import_module(f"{tiny_package}.calc").add(2, 3) == 5


def test_module_filter_and_bad_input(tiny_package, capsys) -> None:
    modules = package_modules(tiny_package)
    assert [m.name for m in select_modules(modules, ["calc"], tiny_package)] == [f"{tiny_package}.calc"]
    with pytest.raises(MutantsError, match="matches no module"):
        select_modules(modules, ["nothing"], tiny_package)
    assert main(["--package", tiny_package, "--list"]) == 0
    assert "mutants" in capsys.readouterr().out
    assert main(["--package", tiny_package, "--module", "nothing", "--list"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("python -m bench.mutants: --module nothing") and "\n" not in err
    assert main(["--package", "no_such_package_here", "--list"]) == 2
    assert main(["--package", tiny_package, "--id", "no:such:mutant", "--list"]) == 2
    assert "--id: no such mutant no:such:mutant" in capsys.readouterr().err
    assert main(["--package", tiny_package, "--jobs", "0"]) == 2


def test_equivalents_file(tmp_path) -> None:
    good = tmp_path / "eq.toml"
    good.write_text('[[equivalent]]\nid = "p.m:f:number:abc"\nreason = "the value is only logged"\n')
    assert load_equivalents(good) == {"p.m:f:number:abc": "the value is only logged"}
    assert load_equivalents(tmp_path / "missing.toml") == {}
    bad = tmp_path / "bad.toml"
    bad.write_text('[[equivalent]]\nid = "p.m:f:number:abc"\n')
    with pytest.raises(MutantsError, match=r"#1 \(p.m:f:number:abc\): 'reason' must say why"):
        load_equivalents(bad)
    bad.write_text("[[equivalent]\n")
    with pytest.raises(MutantsError, match="not valid TOML"):
        load_equivalents(bad)


def test_kill_rate_leaves_out_equivalent_and_not_importing() -> None:
    entries = ([{"status": "killed"}] * 6 + [{"status": "timeout"}] * 2 + [{"status": "survived"}] * 2
               + [{"status": "survived", "equivalent": True, "reason": "r", "id": "x"}] * 3
               + [{"status": "not_importing"}] * 5)
    counts = summary_counts(entries)
    assert counts == {"killed": 6, "survived": 2, "timeout": 2, "not_importing": 5, "equivalent": 3}
    assert kill_rate(counts) == 0.8
    assert kill_rate(summary_counts([{"status": "not_importing"}])) is None


def test_the_markdown_report_groups_survivors_and_shows_stale_entries() -> None:
    survivor = {"id": "p.m:f:number:abc", "module": "p.m", "function": "f", "path": "p/m.py",
                "line": 3, "operator": "number", "description": "1 -> 2", "status": "survived",
                "covered_by": 0, "diff": "--- a/p/m.py\n+++ b/p/m.py\n"}
    report = {"package": "p", "when": "now", "mutants_run": 1, "mutants_total": 9, "seed": 1,
              "sample": 1, "jobs": 1, "timeout": 5.0, "baseline": {"seconds": 1.0, "scenarios": 2},
              "seconds": 3.0, "counts": summary_counts([survivor]), "kill_rate": 0.0,
              "mutants": [survivor], "stale_equivalents": [{"id": "p.m:g:bool:def", "reason": "gone"}]}
    text = markdown(report)
    assert "### p.m" in text and "#### f (1)" in text and "no scenario executes this line" in text
    assert "`p.m:g:bool:def` matches no mutant any more" in text


def test_a_campaign_on_the_reference_engine_plays_the_mutant(tmp_path) -> None:
    """The real campaign, one mutant: adapter.perform refusing every action when no decision is
    pending breaks nearly every scenario. The runner builds the engine before the session (in the
    parent, unmutated: steps/plugin.py PreparedEngine); a child that played on it saw no mutant,
    and every mutant survived."""
    import json
    import subprocess
    import sys
    mutant = "rulings.reference_engine.adapter:ReferenceEngine.perform:comparison:b25fc1906b"
    done = subprocess.run([sys.executable, "-m", "bench.mutants", "--id", mutant, "--jobs", "1",
                           "--out", str(tmp_path)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    [entry] = json.loads((tmp_path / "mutants.json").read_text())["mutants"]
    assert entry["description"] == "'is not' -> 'is'" and entry["status"] == "killed"


def test_the_protocol_checks_kill_a_mutant_no_scenario_reaches(tmp_path) -> None:
    """setup.py's refusal of negative counters runs in no scenario (the Given-steps cannot write
    one); deleting it survives the scenarios, and rulings protocol-check's PC-008 kills it."""
    import json
    import subprocess
    import sys

    from bench.mutants.scenarios import protocol_failure
    assert protocol_failure("reference") is None
    assert protocol_failure("tests.support.protocol_engines:AcceptsNegativeCounters")[0] == "PC-008"
    mutant = "rulings.reference_engine.setup:_battlefield:statement:e3ef8bcb51"
    statuses = {}
    for extra in ([], ["--no-protocol"]):
        out = tmp_path / (extra[0][2:] if extra else "with")
        done = subprocess.run([sys.executable, "-m", "bench.mutants", "--id", mutant, "--jobs", "1",
                               "--out", str(out), "--equivalents", str(tmp_path / "none.toml"),
                               *extra], capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr
        [entry] = json.loads((out / "mutants.json").read_text())["mutants"]
        statuses[bool(extra)] = (entry["status"], entry.get("scenario"))
    assert statuses == {False: ("killed", "protocol-check PC-008"), True: ("survived", None)}


def test_thin_kills_counts_mutants_killed_by_exactly_one_scenario() -> None:
    from bench.mutants.__main__ import thin_kills
    entries = [
        {"id": "a", "status": "killed", "killers": ["UC-001"]},
        {"id": "b", "status": "killed", "killers": ["UC-001", "UC-002"]},
        {"id": "c", "status": "killed", "killers": ["TURN-003"]},
        {"id": "d", "status": "killed", "scenario": "protocol-check PC-008"},  # no scenario killers
        {"id": "e", "status": "survived"},
    ]
    thin = thin_kills(entries)
    assert (thin["killed"], thin["one"], thin["ids"]) == (3, 2, ["a", "c"])
    assert thin["share"] == 2 / 3 and thin["by_scenario"] == {"UC-001": 1, "TURN-003": 1}
    report = {"package": "p", "when": "now", "mutants_run": 5, "mutants_total": 5, "seed": 1,
              "sample": None, "jobs": 1, "timeout": 20, "baseline": {"seconds": 1, "scenarios": 3},
              "seconds": 1, "counts": summary_counts(entries), "kill_rate": 1.0,
              "mutants": [e for e in entries if e["status"] == "killed"],
              "stale_equivalents": [], "thin_kills": thin}
    assert "Killed by exactly one scenario: 2 of 3 (66.7%)" in markdown(report)
