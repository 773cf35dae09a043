"""README's example commands are real: every `rulings ...` line (README and docs/) parses with the
command's options, the shell script is valid bash, and the GitHub Actions job is valid YAML with
the gate step."""
from __future__ import annotations

import re
import shlex
import shutil
import subprocess

import pytest
import typer

from rulings.cli.main import app
from tests.support.paths import REPO_ROOT

README = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
DOCS = [README] + [p.read_text(encoding="utf-8") for p in sorted((REPO_ROOT / "docs").rglob("*.md"))]


def blocks(language: str, texts: list[str] | None = None) -> list[str]:
    return [b for text in (texts or [README]) for b in re.findall(rf"```{language}\n(.*?)```", text, re.S)]


def command_lines(texts: list[str] | None = None) -> list[str]:
    lines = []
    for block in blocks("sh", texts):
        for line in block.replace("\\\n", " ").splitlines():
            line = re.sub(r"^\S*/?rulings ", "rulings ", line.strip().removeprefix(".rulings-venv/bin/"))
            if line.startswith("rulings "):
                lines.append(line.split(" || ")[0].split("  #")[0].strip())
    return lines


def test_the_readme_shows_every_command():
    used = {shlex.split(line)[1] for line in command_lines()}
    assert used >= {"run", "lookup", "show", "explain", "gate", "report", "engines", "serve", "fuzz", "book"}


@pytest.mark.parametrize("line", command_lines(DOCS))
def test_each_example_command_parses(line: str):
    """README's commands and those of docs/ (PROTOCOL.md, INTERPRETING.md, ...)."""
    group = typer.main.get_command(app)
    name, *args = shlex.split(line)[1:]
    if name.startswith("-"):  # an option of `rulings` itself (--version)
        assert name in {opt for param in group.params for opt in param.opts}, name
        return
    command = group.get_command(group.make_context("rulings", [name]), name)
    assert command is not None, f"no command {name!r}"
    command.make_context(name, args)  # raises on an unknown option or a bad value


def test_the_shell_script_is_valid_bash():
    script = next(b for b in blocks("sh") if b.startswith("#!/usr/bin/env bash"))
    checked = subprocess.run([shutil.which("bash") or "bash", "-n"], input=script, text=True,
                             capture_output=True, check=False)
    assert checked.returncode == 0, checked.stderr


def test_the_github_actions_job_gates_and_keeps_the_report():
    yaml = pytest.importorskip("yaml", reason="PyYAML is not installed")
    (block,) = [b for b in blocks("yaml") if "rulings" in yaml.safe_load(b)["jobs"]]
    job = yaml.safe_load(block)["jobs"]["rulings"]
    runs = " ".join(step.get("run", "") for step in job["steps"])
    assert "rulings gate --engine-cmd" in runs and "--expectations" in runs
    assert "pip install ./.rulings" in runs  # the wheel carries the feature files
    assert any(step.get("uses", "").startswith("actions/upload-artifact") for step in job["steps"])
    # the report step runs only when results were written, so it can't fail on a missing file
    (report,) = [step for step in job["steps"] if "rulings report" in step.get("run", "")]
    assert "hashFiles('results/run.json') != ''" in report["if"]


def test_the_shell_script_pins_the_suite_and_reports_only_what_was_written():
    script = next(b for b in blocks("sh") if b.startswith("#!/usr/bin/env bash"))
    # pip clones with the tags, so the installed version is the tag's (not "untagged")
    assert 'pip install --quiet "rulings @ git+$RULINGS_GIT@$RULINGS_REF"' in script
    assert 'export PATH="$PWD/.rulings-venv/bin:$PATH"' in script
    assert "--junit results/junit.xml" in script
    assert "if [ -f results/run.json ]; then\n    rulings report" in script


def test_the_sharded_job_runs_every_shard_and_gates_on_all_of_them():
    """The matrix's shards and the files the gate merges are the same N; every shard's job
    runs (fail-fast off) and a failing scenario does not stop its results from being kept."""
    yaml = pytest.importorskip("yaml", reason="PyYAML is not installed")
    (block,) = [b for b in blocks("yaml") if "shard" in yaml.safe_load(b)["jobs"]]
    jobs = yaml.safe_load(block)["jobs"]
    strategy = jobs["shard"]["strategy"]
    shards = strategy["matrix"]["shard"]
    assert strategy["fail-fast"] is False and shards == list(range(1, len(shards) + 1))
    run = next(s["run"] for s in jobs["shard"]["steps"] if "rulings run" in s.get("run", ""))
    assert f"--shard ${{{{ matrix.shard }}}}/{len(shards)}" in run and "|| [ $? -eq 1 ]" in run
    assert "--json results/shard-${{ matrix.shard }}.json" in run
    assert jobs["gate"]["needs"] == "shard"
    gate = next(s["run"] for s in jobs["gate"]["steps"] if "rulings gate" in s.get("run", ""))
    assert re.findall(r"--results results/shard-(\d+)\.json", gate) == [str(k) for k in shards]
    # the commands themselves parse (matrix values filled in)
    for line in (run, gate):
        text = line.replace("${{ matrix.shard }}", "1").split(" || ")[0]
        test_each_example_command_parses(" ".join(text.split()))
