"""The XMage adapter (engines/xmage/, docs/engines/xmage.md), a Java wire engine of our own.

Without XMage: the Java protocol layer's own test (plain javac/java), and the adapter behind a
toy game (``xmage-adapter --fake``) run through ``rulings run --engine-cmd`` on a few scenarios,
one of which must FAIL. With XMage (XMAGE_CLASSPATH set): a few suite scenarios on XMage itself,
which must give the results expectations/xmage.toml records.
"""
from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from rulings.scenarios.results import RunResult
from tests.support.runs import cli_run

REPO = Path(__file__).resolve().parents[2]
ADAPTER = REPO / "engines" / "xmage" / "xmage-adapter"
NO_JDK = shutil.which("javac") is None or shutil.which("java") is None
needs_jdk = pytest.mark.skipif(NO_JDK, reason="javac/java not found: the XMage adapter is Java "
                               "(JDK 17); CI installs it")

FEATURE = """\
Feature: The XMage adapter's protocol layer behind a toy game

  @id:XFAKE-001 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Taking the initiative over the Java wire layer
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative

  @id:XFAKE-002 @cr:119.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Losing life over the Java wire layer
    Given a two-player game between Alice and Bob
    And Bob has 12 life
    When Bob loses 3 life
    Then Bob has 9 life

  @id:XFAKE-003 @cr:309.5a:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A scripted room choice answers the Java layer's decision
    Given a two-player game between Alice and Bob
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice will choose room "Lost Well"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Lost Well"

  @id:XFAKE-004 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A wrong expectation fails (the run can fail)
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Bob has the initiative

  @id:XFAKE-005 @cr:726.2:2026-09-25 @requires:two-player @requires:stack-inspection
  Scenario: What the adapter does not declare is skipped
    Given a two-player game between Alice and Bob
    Then the stack is empty
"""
WANT = {"XFAKE-001": "PASS", "XFAKE-002": "PASS", "XFAKE-003": "PASS", "XFAKE-004": "FAIL",
        "XFAKE-005": "SKIP"}


@needs_jdk
def test_the_java_protocol_layer_passes_its_own_test() -> None:
    done = subprocess.run([str(REPO / "engines" / "xmage" / "test-protocol")], capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "checks passed" in done.stdout


@needs_jdk
def test_the_fake_backed_adapter_runs_scenarios_through_rulings_run(tmp_path: Path) -> None:
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "xfake.feature").write_text(FEATURE, encoding="utf-8")
    engine = shlex.join([str(ADAPTER), "--fake"])
    done, run = cli_run(engine, ["--features", str(tmp_path / "features"), "--timeout", "60",
                              *(a for i in WANT for a in ("--id", i))], tmp_path,
                     env={"XMAGE_ADAPTER_HOME": str(tmp_path / "home")})
    assert run is not None, done.stderr
    got = {r.id: r.status for r in run.results}
    assert got == WANT, (got, done.stdout[-2000:], done.stderr[-2000:])
    assert run.engine.startswith("xmage-fake")
    failed = next(r for r in run.results if r.id == "XFAKE-004")
    assert "Bob" in failed.message and "Alice" in failed.message


def test_the_adapter_refuses_to_start_without_xmage(tmp_path: Path) -> None:
    if NO_JDK:
        pytest.skip("javac/java not found: the XMage adapter is Java (JDK 17); CI installs it")
    env = {k: v for k, v in os.environ.items() if k != "XMAGE_CLASSPATH"}
    env["XMAGE_ADAPTER_HOME"] = str(tmp_path)
    done = subprocess.run([str(ADAPTER)], input="", capture_output=True, text=True, env=env,
                          timeout=300, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "XMAGE_CLASSPATH" in done.stderr


XMAGE_IDS = ("INIT-001", "INIT-002", "LEAVE-001", "PWC-007", "PWB-003", "PWA-023", "DECL-005",
             "PWC-025", "LEAVE-010", "STACKLEAVE-005", "CDA-002", "CDA-005", "SHUFFLE-001", "PWA-014",
             "PWD-021", "PWB-020", "PWA-028", "PWC-004", "UC-012", "THG-001")


@pytest.mark.skipif(not os.environ.get("XMAGE_CLASSPATH"),
                    reason="XMAGE_CLASSPATH is not set: these run the suite on XMage's own jars, "
                    "which the user builds (docs/engines/xmage.md)")
@needs_jdk
def test_xmage_gives_the_recorded_results(tmp_path: Path) -> None:
    expected = tomllib.loads((REPO / "expectations" / "xmage.toml").read_text("utf-8"))
    entries = expected.get("scenarios", {})
    done, run = cli_run(shlex.quote(str(ADAPTER)), ["--timeout", "120",
                                                 *(a for i in XMAGE_IDS for a in ("--id", i))],
                     tmp_path, timeout=1800)
    assert run is not None, done.stderr
    for result in run.results:
        want = entries.get(result.id, {}).get("status", "PASS")
        assert result.status == want, (result.id, result.status, result.message)


# XMage's two combat damage steps (CR 510.4, 702.7b, 702.4b) through the adapter's division
# questions. No card of the pool has first or double strike and the reference engine has one
# combat damage step, so these are the adapter's scenarios, not the suite's: keyword counters
# (CR 122.1b) give the keywords. Before the adapter asked in the first of two damage steps, it
# gave the default division there: XFS-001, -002, -004 and -005 failed.
TWO_DAMAGE_STEPS = """\
Feature: XMage's two combat damage steps through the adapter (first and double strike)

  @id:XFS-001 @cr:510.4:2026-09-25 @cr:702.7b:2026-09-25 @requires:two-player @requires:position-setup
  @requires:combat-damage-assignment
  Scenario: A first-striking trampler divides its damage in the first combat damage step
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card            | counters       |
      | Avenging Hunter | first strike:1 |
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    And Alice will assign "Avenging Hunter"'s damage: 3 to "Grizzly Bears", 2 to "Savannah Lions"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Grizzly Bears", "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then Bob has 20 life
    And "Grizzly Bears" is not on the battlefield
    And "Savannah Lions" is not on the battlefield
    And "Avenging Hunter" has 0 damage
    And Alice's last assign-combat-damage decision offered exactly "Grizzly Bears", "Savannah Lions" and Bob

  @id:XFS-002 @cr:510.4:2026-09-25 @cr:702.4b:2026-09-25 @requires:two-player @requires:position-setup
  @requires:combat-damage-assignment
  Scenario: A double-striking trampler divides its damage again in the second step, the damage marked in the first counted
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card            | counters        |
      | Avenging Hunter | double strike:1 |
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Alice will assign "Avenging Hunter"'s damage: 4 to "Hill Giant", 1 to "Grizzly Bears"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Hill Giant", "Grizzly Bears"
    And the game advances to Alice's combat damage step
    Then "Hill Giant" is not on the battlefield
    And "Grizzly Bears" has 1 damage
    And "Avenging Hunter" has 0 damage
    And Bob has 20 life
    When Alice will assign "Avenging Hunter"'s damage: 2 to "Grizzly Bears", 3 to Bob
    And the game advances to Alice's end of combat step
    Then Bob has 17 life
    And "Grizzly Bears" is not on the battlefield
    And "Avenging Hunter" has 2 damage
    And Alice's last assign-combat-damage decision offered exactly "Grizzly Bears" and Bob

  @id:XFS-003 @cr:510.4:2026-09-25 @cr:702.7b:2026-09-25 @requires:two-player @requires:position-setup
  Scenario: A first-striking blocker kills its attacker before the attacker deals damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls:
      | card           | counters       |
      | Savannah Lions | first strike:1 |
    When Alice attacks Bob with "Grizzly Bears"
    And Bob blocks "Grizzly Bears" with "Savannah Lions"
    And the game advances to Alice's end of combat step
    Then "Grizzly Bears" is not on the battlefield
    And "Savannah Lions" is on the battlefield
    And "Savannah Lions" has 0 damage

  @id:XFS-004 @cr:702.19b:2026-09-25 @cr:510.1e:2026-09-25 @requires:two-player @requires:position-setup
  @requires:combat-damage-assignment
  Scenario: In the second combat damage step, a trampler still can't assign damage to the player before lethal damage to its blocker
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card            | counters        |
      | Avenging Hunter | double strike:1 |
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Alice will assign "Avenging Hunter"'s damage: 4 to "Hill Giant", 1 to "Grizzly Bears"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Hill Giant", "Grizzly Bears"
    And the game advances to Alice's combat damage step
    And Alice will assign "Avenging Hunter"'s damage: 5 to Bob
    And Alice passes priority
    And Bob tries to pass priority
    Then the action is rejected as illegal
    And Bob has 20 life
    And "Grizzly Bears" has 1 damage

  @id:XFS-005 @cr:510.4:2026-09-25 @cr:510.1c:2026-09-25 @requires:two-player @requires:position-setup
  @requires:combat-damage-assignment
  Scenario: An attacker without first strike divides its damage in the second step, after a first-striking blocker dealt its damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Hill Giant"
    And Bob controls:
      | card           | counters       |
      | Savannah Lions | first strike:1 |
    And Bob controls "Grizzly Bears"
    And Alice will assign "Hill Giant"'s damage: 3 to "Grizzly Bears"
    When Alice attacks Bob with "Hill Giant"
    And Bob blocks "Hill Giant" with "Savannah Lions", "Grizzly Bears"
    And the game advances to Alice's combat damage step
    Then "Hill Giant" has 2 damage
    And "Savannah Lions" has 0 damage
    When the game advances to Alice's end of combat step
    Then "Grizzly Bears" is not on the battlefield
    And "Savannah Lions" is on the battlefield
    And "Hill Giant" is not on the battlefield
    And Alice's last assign-combat-damage decision offered exactly "Savannah Lions" and "Grizzly Bears"
"""


@pytest.mark.skipif(not os.environ.get("XMAGE_CLASSPATH"),
                    reason="XMAGE_CLASSPATH is not set: these run on XMage's own jars, which the user "
                    "builds (docs/engines/xmage.md)")
@needs_jdk
def test_xmage_divides_combat_damage_in_both_damage_steps(tmp_path: Path) -> None:
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "xfs.feature").write_text(TWO_DAMAGE_STEPS, encoding="utf-8")
    ids = ("XFS-001", "XFS-002", "XFS-003", "XFS-004", "XFS-005")
    done, run = cli_run(shlex.quote(str(ADAPTER)), ["--features", str(tmp_path / "features"),
                                                 "--timeout", "120", *(a for i in ids for a in ("--id", i))],
                     tmp_path, timeout=900)
    assert run is not None, done.stderr
    got = {r.id: (r.status, r.message) for r in run.results}
    assert sorted(got) == sorted(ids) and all(s == "PASS" for s, _ in got.values()), got


@needs_jdk
def test_protocol_check_on_the_fake_backed_adapter_gives_the_recorded_departures(tmp_path: Path) -> None:
    from rulings.gating.expectations import load
    from rulings.gating.gate import compare

    out = tmp_path / "protocol.json"
    engine = shlex.join([str(ADAPTER), "--fake"])
    done = subprocess.run([sys.executable, "-m", "rulings.cli", "protocol-check", "--engine-cmd",
                           engine, "--timeout", "60", "--json", str(out)], cwd=REPO,
                          env={**os.environ, "NO_COLOR": "1",
                               "XMAGE_ADAPTER_HOME": str(tmp_path / "home")},
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 1, done.stdout + done.stderr  # the toy game departs: exit 1
    run = RunResult.from_json(json.loads(out.read_text("utf-8")))
    recorded = load(REPO / "expectations" / "protocol" / "xmage-fake.toml")
    assert not compare(recorded, run).differences, done.stdout


# ---------------------------------------------------------------- the launcher's classpath

def test_relative_classpath_entries_are_read_against_the_callers_directory(tmp_path: Path) -> None:
    if NO_JDK:
        pytest.skip("javac/java not found: the XMage adapter is Java (JDK 17); CI installs it")
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "a.jar").write_bytes(b"")
    (tmp_path / "classes").mkdir()
    env = {**os.environ, "XMAGE_ADAPTER_HOME": str(tmp_path / "home"),
           "XMAGE_CLASSPATH": f"lib/a.jar:classes:{tmp_path}/lib/a.jar:lib/*"}
    done = subprocess.run([str(ADAPTER), "--classpath"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().split(":") == [
        f"{tmp_path}/lib/a.jar", f"{tmp_path}/classes", f"{tmp_path}/lib/a.jar", f"{tmp_path}/lib/*"]


@pytest.mark.parametrize("classpath, says", [
    ("lib/missing.jar", "entry 'lib/missing.jar' names nothing: no file or folder {tmp}/lib/missing.jar"),
    ("nodir/*", "entry 'nodir/*' names nothing: no folder {tmp}/nodir"),
    (":lib", "an empty entry"),
    ("lib::lib", "an empty entry"),
])
def test_a_classpath_entry_that_names_nothing_is_refused_naming_it(tmp_path: Path, classpath: str,
                                                                    says: str) -> None:
    if NO_JDK:
        pytest.skip("javac/java not found: the XMage adapter is Java (JDK 17); CI installs it")
    (tmp_path / "lib").mkdir()
    env = {**os.environ, "XMAGE_ADAPTER_HOME": str(tmp_path / "home"), "XMAGE_CLASSPATH": classpath}
    done = subprocess.run([str(ADAPTER)], cwd=tmp_path, env=env, input="", capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0, done.stderr
    assert says.format(tmp=tmp_path) in done.stderr, done.stderr
    assert not (tmp_path / "home" / "work").exists()  # refused before anything ran


# ---------------------------------------------------------------- build-classpath

BUILD = REPO / "engines" / "xmage" / "build-classpath"
POM = """<?xml version="1.0"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.mage</groupId>
  <artifactId>mage-root</artifactId>
  <version>9.9.9</version>
</project>
"""
PLUGINS = "Mage.Server.Plugins"
BUILD_SOURCES = (f"{PLUGINS}/Mage.Game.TwoPlayerDuel/src/mage/game/TwoPlayerDuel.java",
                 f"{PLUGINS}/Mage.Game.FreeForAll/src/mage/game/FreeForAll.java",
                 f"{PLUGINS}/Mage.Player.AI/src/mage/player/ai/ComputerPlayer.java")


def _fake_checkout(root: Path) -> Path:
    """The folders of an XMage checkout, no source in them (no git: a copy of the files)."""
    for folder in ("Mage/src/main/java", "Mage.Common", "repository", "Mage.Sets/src",
                   *(s.split("/src/")[0] + "/src" for s in BUILD_SOURCES)):
        (root / folder).mkdir(parents=True, exist_ok=True)
    (root / "pom.xml").write_text(POM, "utf-8")
    return root


def _build(checkout: Path, *args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(BUILD), str(checkout), "--cache", str(cache), *args],
                          capture_output=True, text=True, timeout=300, check=False)


@needs_jdk
def test_build_classpath_takes_its_card_list_from_the_suites_card_data(tmp_path: Path) -> None:
    checkout = _fake_checkout(tmp_path / "mage")
    done = _build(checkout, "--cards", cache=tmp_path / "cache")
    assert done.returncode == 0, done.stderr
    rows = [line.split("\t") for line in done.stdout.splitlines()]
    pool = json.loads((REPO / "adapters" / "cardpool" / "cards.json").read_text("utf-8"))["cards"]
    tokens = json.loads((REPO / "adapters" / "cardpool" / "tokens.json").read_text("utf-8"))["tokens"]
    assert [(r[0], r[1]) for r in rows] == ([(c["name"], "card") for c in pool]
                                             + [(t["name"], "token") for t in tokens])
    by_name = {r[0]: r for r in rows}
    for card in pool:  # basic lands are XMage framework classes, the other cards Mage.Sets ones
        _, _, cls, source, state = by_name[card["name"]]
        assert source.endswith(cls.replace(".", "/") + ".java")
        want = "Mage/src/main/java/mage/cards/basiclands/" if "Basic" in card["supertypes"] \
            else "Mage.Sets/src/mage/cards/"
        assert source.startswith(want), (card["name"], source)
        assert state == "missing"
    assert by_name["Avenging Hunter"][2] == "mage.cards.a.AvengingHunter"
    assert by_name["Trailblazer's Torch"][2] == "mage.cards.t.TrailblazersTorch"
    assert by_name["Skeleton"][2:4] == ["mage.game.permanent.token.SkeletonMenaceToken",
                                        "Mage/src/main/java/mage/game/permanent/token/SkeletonMenaceToken.java"]
    assert by_name["Treasure"][2] == "mage.game.permanent.token.TreasureToken"


@needs_jdk
def test_build_classpath_names_the_card_class_the_checkout_lacks(tmp_path: Path) -> None:
    checkout = _fake_checkout(tmp_path / "mage")
    listed = _build(checkout, "--cards", cache=tmp_path / "cache")
    sources = [line.split("\t")[3] for line in listed.stdout.splitlines()]
    for source in (*sources, *BUILD_SOURCES):
        (checkout / source).parent.mkdir(parents=True, exist_ok=True)
        (checkout / source).write_text("// stand-in\n", "utf-8")
    (checkout / "Mage.Sets/src/mage/cards/a/AvengingHunter.java").unlink()
    done = _build(checkout, cache=tmp_path / "cache")
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stdout == ""  # no XMAGE_CLASSPATH line for a classpath that would lack a card
    warning, error = done.stderr.strip().split("\n")  # a copy of the files, not a git checkout
    assert "warning: not a git checkout" in warning
    assert ("the card 'Avenging Hunter' needs XMage's class mage.cards.a.AvengingHunter, but "
            "Mage.Sets/src/mage/cards/a/AvengingHunter.java is not in the checkout") in error
    again = _build(checkout, "--cards", cache=tmp_path / "cache")
    assert [r.split("\t")[4] for r in again.stdout.splitlines() if "Avenging" in r] == ["missing"]
    assert sum(r.endswith("\tpresent") for r in again.stdout.splitlines()) == len(sources) - 1
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").iterdir())


@pytest.mark.parametrize("layout, says", [
    ("nothing", "no such folder"),
    ("no-pom", "no pom.xml: not the root of an XMage checkout"),
    ("other-pom", "artifactId is not mage-root"),
    ("no-sets", "no Mage.Sets/src/ folder"),
])
def test_build_classpath_refuses_what_is_not_an_xmage_checkout(tmp_path: Path, layout: str,
                                                               says: str) -> None:
    checkout = tmp_path / "mage"
    if layout != "nothing":
        _fake_checkout(checkout)
    if layout == "no-pom":
        (checkout / "pom.xml").unlink()
    elif layout == "other-pom":
        (checkout / "pom.xml").write_text(POM.replace("mage-root", "something-else"), "utf-8")
    elif layout == "no-sets":
        shutil.rmtree(checkout / "Mage.Sets")
    done = _build(checkout, cache=tmp_path / "cache")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().count("\n") == 0 and says in done.stderr, done.stderr


@needs_jdk
@pytest.mark.skipif(shutil.which("git") is None, reason="git not found")
def test_build_classpath_says_what_changed_since_the_expected_commit(tmp_path: Path) -> None:
    """A checkout at another commit than expectations/xmage.toml's: a warning with the commits
    since and the suite's files among those changed (here the checkout's history holds neither
    commit of the suite's, so it says the expected one is not in its history)."""
    checkout = _fake_checkout(tmp_path / "mage")
    (checkout / "Mage/src/main/java/README").write_text("x\n", "utf-8")
    git = ["git", "-C", str(checkout), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "fake"], check=True)
    head = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=True).stdout.strip()
    done = _build(checkout, cache=tmp_path / "cache")
    assert done.returncode == 2  # the fake checkout has no card sources
    lines = done.stderr.strip().split("\n")
    recorded = tomllib.loads((REPO / "expectations" / "xmage.toml").read_text("utf-8"))
    want = recorded["engine"]["version"].split("(")[1].rstrip(")")
    assert f"warning: the checkout is at {head[:12]}, expectations/xmage.toml was written for {want}" \
        in lines[0], lines
    assert f"({want} is not in this checkout's history" in lines[1], lines
    assert "needs XMage's class" in lines[2], lines


@needs_jdk
@pytest.mark.skipif(shutil.which("git") is None, reason="git not found")
def test_build_classpath_says_when_the_checkout_is_incomplete(tmp_path: Path) -> None:
    """A card source the commit has but the work tree lacks (a clone whose checkout failed
    part way): a local change to what the build reads, and the refusal says the checkout is
    incomplete, not that XMage lacks the card."""
    checkout = _fake_checkout(tmp_path / "mage")
    listed = _build(checkout, "--cards", cache=tmp_path / "cache")
    for source in (*(line.split("\t")[3] for line in listed.stdout.splitlines()), *BUILD_SOURCES):
        (checkout / source).parent.mkdir(parents=True, exist_ok=True)
        (checkout / source).write_text("// stand-in\n", "utf-8")
    git = ["git", "-C", str(checkout), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "fake"], check=True)
    hunter = "Mage.Sets/src/mage/cards/a/AvengingHunter.java"
    (checkout / hunter).unlink()
    done = _build(checkout, cache=tmp_path / "cache")
    assert done.returncode == 2 and done.stdout == "", done.stderr
    lines = done.stderr.strip().split("\n")
    assert "warning: the checkout has local changes to the files the build reads" in lines[0], lines
    assert f"{hunter} is not in the checkout; the commit has it: the checkout is incomplete" \
        in lines[-1], lines
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").iterdir())


FAKE_MVN = """\
#!/usr/bin/env python3
# a stand-in for Maven: XMage's two jars and a dependency classpath, each call counted
import pathlib, sys, zipfile
calls = pathlib.Path(sys.argv[0]).parent / "calls"
calls.write_text(calls.read_text() + "mvn\\n" if calls.exists() else "mvn\\n")
dep = pathlib.Path(sys.argv[0]).parent / "dep.jar"
for jar in ("Mage/target/mage-9.9.9.jar", "Mage.Common/target/mage-common-9.9.9.jar", str(dep)):
    pathlib.Path(jar).parent.mkdir(parents=True, exist_ok=True)
    zipfile.ZipFile(jar, "w").close()
pathlib.Path("Mage.Common/target/rulings-classpath.txt").write_text(str(dep))
"""


@needs_jdk
def test_build_classpath_runs_maven_once_per_commit_not_per_card_list(tmp_path: Path) -> None:
    """Maven's part is cached by commit alone: a card list that changes (a card added to the
    pool) costs javac only; a Maven entry removed from the cache is built again."""
    repo = tmp_path / "repo"  # the script reads the card list from its own checkout
    shutil.copytree(REPO / "engines" / "xmage", repo / "engines" / "xmage")
    (repo / "engines" / "xmage" / "xmage-adapter").write_text("#!/bin/sh\nexit 0\n", "utf-8")
    for rel in ("adapters/cardpool/cards.json", "adapters/cardpool/tokens.json",
                "expectations/xmage.toml"):
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, repo / rel)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "mvn").write_text(FAKE_MVN, "utf-8")
    (bin_dir / "mvn").chmod(0o755)
    checkout = _fake_checkout(tmp_path / "mage")
    listed = _build(checkout, "--cards", cache=tmp_path / "cache")
    for source in (*(line.split("\t")[3] for line in listed.stdout.splitlines()), *BUILD_SOURCES):
        (checkout / source).parent.mkdir(parents=True, exist_ok=True)
        (checkout / source).write_text("// stand-in\n", "utf-8")
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}

    def build() -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, str(repo / "engines" / "xmage" / "build-classpath"),
                               str(checkout), "--cache", str(tmp_path / "cache")], env=env,
                              capture_output=True, text=True, timeout=300, check=False)

    def calls() -> int:
        return (bin_dir / "calls").read_text().count("mvn")

    first = build()
    assert first.returncode == 0 and calls() == 1, first.stderr
    assert "1/3 Maven: XMage's Mage and Mage.Common" in first.stderr and "2/3 javac" in first.stderr
    cards = json.loads((repo / "adapters/cardpool/cards.json").read_text("utf-8"))
    cards["cards"] = cards["cards"][:-1]
    (repo / "adapters/cardpool/cards.json").write_text(json.dumps(cards), "utf-8")
    second = build()
    assert second.returncode == 0 and calls() == 1, second.stderr
    assert "1/3 Maven: reused" in second.stderr and "2/3 javac" in second.stderr, second.stderr
    assert second.stdout != first.stdout  # another card list: another entry, the same jars
    jars = [e for e in first.stdout.split("\n")[0].split(":") if e.endswith("mage-9.9.9.jar")]
    assert len(jars) == 1 and jars[0] in second.stdout
    again = build()
    assert again.returncode == 0 and again.stdout == second.stdout and "1/3" not in again.stderr
    shutil.rmtree(Path(jars[0]).parents[1])  # the Maven entry, gone from the cache
    rebuilt = build()
    assert rebuilt.returncode == 0 and calls() == 2, rebuilt.stderr
    assert rebuilt.stdout == second.stdout
