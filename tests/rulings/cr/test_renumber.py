"""`rulings cr renumber`: citations written for CR 2025-07-25 moved to the numbers of the CR the
suite cites, in every form the project writes them; dry run by default, atomic --write."""
from __future__ import annotations

import os

import pytest
from typer.testing import CliRunner

from rulings.cli.main import app
from rulings import RulingsError
from rulings.cr.crversion import CR_VERSION
from rulings.cr.renumber import RenumberError, mapping, renumber_files, renumber_text

OLD = "2025-07-25"

SOURCE = '''"""The initiative (CR 725, version 2025-07-25): the designation and its triggers."""
TIMEOUT = 600.0  # seconds, not a rule


def take(game, player, rule: str = "725.3") -> None:
    """CR 725.3: the player takes it; any other holder ceases to have it (725.5: no second copy)."""
    game.log("took-initiative", player=player, rule="725.2")  # CR 725.2, third ability
    ability = _venture(holder, "725.2")  # CR 701.49d / 725.2
    # CR 800.4a, 725.4 and 810.8a; the monarch is CR 724; restarting the game CR 726.1
    # CR 309.4/309.5, CR 701.49a-d and CR 500-514 stay as they are
'''

EXPECTED = f'''"""The initiative (CR 726, version {CR_VERSION}): the designation and its triggers."""
TIMEOUT = 600.0  # seconds, not a rule


def take(game, player, rule: str = "726.3") -> None:
    """CR 726.3: the player takes it; any other holder ceases to have it (726.5: no second copy)."""
    game.log("took-initiative", player=player, rule="726.2")  # CR 726.2, third ability
    ability = _venture(holder, "726.2")  # CR 701.49d / 726.2
    # CR 800.4a, 726.4 and 810.8a; the monarch is CR 725; restarting the game CR 727.1
    # CR 309.4/309.5, CR 701.49a-d and CR 500-514 stay as they are
'''


def test_every_form_of_citation_moves_and_nothing_else_does():
    assert renumber_text(SOURCE, OLD, mapping(OLD)) == EXPECTED


def test_tags_move_with_their_version_and_other_versions_are_left_alone():
    text = "  @id:X-1 @cr:725.2:2025-07-25 @cr:701.49d:2025-07-25 @cr:723.4:2024-02-06\n"
    assert renumber_text(text, OLD, mapping(OLD)) == \
        f"  @id:X-1 @cr:726.2:{CR_VERSION} @cr:701.49d:{CR_VERSION} @cr:723.4:2024-02-06\n"


def test_the_mapping_covers_every_cited_rule_that_moved():
    new = mapping(OLD)
    assert [new(n) for n in ("725", "725.1", "725.2", "725.3", "725.4", "725.5", "724", "724.4")] \
        == ["726", "726.1", "726.2", "726.3", "726.4", "726.5", "725", "725.4"]
    assert [new(n) for n in ("701.49d", "704.5t", "800.4a", "805.7", "810.9", "509.3c", "721")] \
        == ["701.49d", "704.5t", "800.4a", "805.7", "810.9", "509.3c", "721"]
    assert [new(n) for n in ("722", "732.1", "733")] == ["723", "733.1", "733"]


def test_an_older_version_uses_that_versions_numbers():
    new = mapping("2024-02-06")  # the initiative was 723 then
    assert new("723.4") == "726.4"


def test_an_unknown_version_is_bad_input():
    with pytest.raises(RenumberError, match=r"--from 2025-07-26: not a CR version the project"):
        mapping("2025-07-26")


def test_dry_run_writes_nothing_and_write_rewrites_atomically(tmp_path):
    path = tmp_path / "initiative.py"
    path.write_text(SOURCE, encoding="utf-8")
    os.chmod(path, 0o640)
    changes = renumber_files([tmp_path], OLD)
    assert path.read_text(encoding="utf-8") == SOURCE
    assert [c.line for c in changes] == [1, 5, 6, 7, 8, 9]
    assert changes[0].before.startswith('"""The initiative (CR 725')
    assert changes[0].after.startswith('"""The initiative (CR 726')
    renumber_files([path], OLD, write=True)
    assert path.read_text(encoding="utf-8") == EXPECTED
    assert oct(path.stat().st_mode & 0o777) == "0o640"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_nothing_is_written_when_a_file_cannot_be_read(tmp_path):
    good = tmp_path / "good.py"
    good.write_text(SOURCE, encoding="utf-8")
    with pytest.raises(RulingsError, match="absent.py: no such file"):
        renumber_files([good, tmp_path / "absent.py"], OLD, write=True)
    assert good.read_text(encoding="utf-8") == SOURCE


runner = CliRunner()


def test_the_command_shows_then_writes(tmp_path):
    path = tmp_path / "x.feature"
    path.write_text("Feature: x\n  Something (CR 725.4).\n", encoding="utf-8")
    dry = runner.invoke(app, ["cr", "renumber", "--from", OLD, str(path)])
    assert dry.exit_code == 0, dry.output
    assert dry.stdout.splitlines() == [
        f"{path}:2", "  - Something (CR 725.4).", "  + Something (CR 726.4).",
        "renumber: 1 lines in 1 files would change (--write applies)"]
    assert "725.4" in path.read_text(encoding="utf-8")
    done = runner.invoke(app, ["cr", "renumber", "--from", OLD, "--write", str(path)])
    assert done.exit_code == 0 and done.stdout.endswith("rewritten\n")
    assert path.read_text(encoding="utf-8") == "Feature: x\n  Something (CR 726.4).\n"


def test_the_command_rejects_a_bad_version_in_one_line(tmp_path):
    result = runner.invoke(app, ["cr", "renumber", "--from", "someday", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: --from someday: not a CR version the project knows")
