"""The suite has teeth: each deliberately broken engine fails the scenarios covering its rule.

Every engine of tests/support/broken_engines/ (its ``ALL``) has an entry in COVERING: the
scenario ids that must catch it. One suite run in a fresh process (tests/support/teeth.py: one
pytest collection, each scenario copied once per engine that lists it) runs each engine's ids on
that engine, and the union on the reference engine. Every covering scenario must PASS on the
reference engine and FAIL (a wrong observation, not an error) on the broken engine: a scenario
that passes on both cannot tell the rule's right reading from the wrong one.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.broken_engines import ALL

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "tests.support.broken_engines"

# broken engine -> the scenario ids that must catch it (CR 2026-09-25 numbers)
COVERING = {
    # the initiative (initiative.py)
    "RetakeDoesNotVenture": ["INIT-030", "INIT-031", "INIT-033"],  # 726.5
    "VenturesOnEveryUpkeep": ["INIT-014", "INIT-041", "INIT-042", "INIT-044", "FOUR-003"],  # 726.2
    "OneStealPerCreature": ["STEAL-002", "THG-004", "FOUR-004"],  # 726.2
    "TakeVenturesInline": ["INIT-002", "PACK-002", "INIT-022", "HUNTER-001", "FOUR-001"],  # 726.2, 603.3
    "TakeDoesNotVenture": ["INIT-001", "INIT-003", "TORCH-001", "CAVES-001", "PLUME-001"],  # 726.2
    "DesignationPerCard": ["THG-002", "THG-003"],  # 726.5
    "UpkeepVentureOnlyTurnOwner": ["THG-007"],  # 726.2, 805.4
    "StealFirstControllerOnly": ["THG-001", "THG-002", "THG-003"],  # 726.2
    "StealOnAnyPlayersDamage": ["STEAL-006", "FOUR-006"],  # 726.2
    "StealControlledByAttacker": ["STEAL-001", "STEAL-003", "THG-001"],  # 726.2
    "StealHasCreatureSource": ["STEAL-001", "STEAL-003", "STEAL-009"],  # 726.2
    "StealRequiresDamagedPlayerStillHolder": ["THG-002", "THG-003"],  # 726.2
    "NoncombatCreatureDamageSteals": ["STEAL-011", "STEAL-012", "STEAL-013"],  # 726.2
    "StealGoesToTeammate": ["THG-002", "THG-003"],  # 726.2
    "VentureTriggerFromCard": ["INIT-002", "HUNTER-001"],  # 726.2
    "InitiativeNotExclusive": ["INIT-044", "FOUR-002"],  # 726.3
    "UpkeepVentureWhenTakenDuringUpkeep": ["TEETH-001"],  # 726.2, 503.1a
    "UpkeepVentureFollowsCurrentHolder": ["TEETH-002"],  # 726.2
    "LeavingDropsInitiative": ["LEAVE-001", "LEAVE-002", "LEAVE-008", "LEAVE-010", "FOUR-005"],  # 726.4
    "LeaveTakeSilent": ["LEAVE-001", "LEAVE-008"],  # 726.4
    "LeavingPassesToNextPlayer": ["LEAVE-002", "LEAVE-005", "LEAVE-006"],  # 726.4
    # venturing, dungeons and rooms (venture.py)
    "PlainVentureStartsUndercity": ["GARG-001", "UC-026", "VEN-006", "VEN-008"],  # 701.49d
    "UndercityVentureOffersAllDungeons": ["VEN-001", "VEN-002", "UC-027"],  # 701.49d
    "UndercityVentureSwitchesDungeon": ["VEN-003"],  # 701.49d
    "BottomVentureStopsAfterCompleting": ["VEN-004", "VEN-005", "VEN-008"],  # 701.49c
    "BottomVentureRestartsSameDungeon": ["VEN-004"],  # 701.49c
    "UndercityOnlyOnce": ["UC-022", "VEN-005"],  # 701.49d
    "RoomChoiceOffersAnyRoom": ["UC-025", "BRANCH-001"],  # 309.5
    "BranchOffersOneRoom": ["UC-025", "BRANCH-001"],  # 309.5a
    "NoDungeonMeansTopRoom": ["DNG-016", "DNG-017"],  # 309.2a
    "ShuffleOnlyLogs": ["SHUFFLE-003"],  # 701.24a
    "StashLeadsNowhere": ["UC-015", "UC-024", "THG-007"],  # 309.5
    "ThroneOneCounter": ["UC-017"],  # 309.4
    "ThroneRevealsWholeLibrary": ["UC-018"],  # 309.4
    "ForgeOneCounter": ["UC-004", "UC-005"],  # 309.4
    "LostWellScryOne": ["UC-007"],  # 701.22
    "CatacombsSkeletonNoMenace": ["UC-014", "UC-015"],  # 111.1
    "TrapTargetsOpponentOnly": ["UC-009"],  # 115.1
    "DarkPoolDrainsOneOpponent": ["DNG-003"],  # 101.4
    "LairCastsFromHand": ["REG-012"],  # 608.2c
    "RoomTriggerOrphaned": ["INIT-003"],  # 309.4
    "RoomAbilityWithoutStack": ["UC-001", "UC-021"],  # 309.4
    "CompletionOnlyByVenturing": ["DNG-005", "DNG-010", "DNG-014", "DNG-018", "UC-021", "GARG-003"],  # 704.5t
    "CompletionIgnoresPendingRoomTrigger": ["UC-021", "GARG-003"],  # 704.5t
    "CompletionBlockedByAnyRoomAbility": ["TEETH-007"],  # 704.5t
    "CompletedDungeonsAsSet": ["REG-001"],  # 309.7
    "CompletedCheckUsesBottomRoom": ["GARG-003"],  # 309.7
    "RoomAbilityControlledByActivePlayer": ["UC-001", "REG-005"],  # 309.4
    # durations and goad (durations.py)
    "UntilNextTurnEndsAtEndOfTurn": ["UC-011", "UC-019", "DNG-007"],  # 611.2a
    "UntilNextTurnEndsAtAnyTurn": ["UC-011", "UC-019", "DNG-007"],  # 611.2a
    "UntilNextTurnNeverEnds": ["UC-020"],  # 611.2a
    "GoadLetsAttackGoader": ["UC-012"],  # 701.15b
    "GoadNeverAttacksGoader": ["UC-011"],  # 701.15b
    "ThroneHexproofAsShroud": ["TEETH-006"],  # 702.11b
    # combat damage (combat.py)
    "StealOnZeroPowerHit": ["TEETH-003"],  # 510.1a
    "BlockedCreatureHitsAfterBlockerDies": ["CDMG-003", "CDMG-004", "TORCH-008"],  # 509.1h
    "StealNeedsLivingCreature": ["CDMG-001", "CDMG-010", "STEAL-004"],  # 726.2, 603.10
    "RefusedAssignmentSkipsDamage": ["CDA-005"],  # 510.2, 702.19b
    # leaving the game (leaving.py)
    "LeaverStaysActive": ["LEAVE-008"],  # 800.4j
    "LeaverAbilitiesStay": ["LEAVE-004"],  # 800.4a
    "LeaverSpellResolves": ["STACKLEAVE-001", "STACKLEAVE-008"],  # 800.4a
    "LeaverPendingTriggerStacked": ["LEAVE-005"],  # 800.4d
    "LeaverKeepsDungeon": ["REG-002", "REG-003"],  # 800.4a
    "LeaverPermanentsRemain": ["TEETH-005"],  # 800.4a
    "TurnEndsWhenActiveConcedes": ["LEAVE-008", "REG-010"],  # 800.4j
    "LeaverBeginsTurn": ["STACKLEAVE-012"],  # 800.4k
    "LeaverOwnedSourcesAbilitiesCease": ["STACKLEAVE-014"],  # 800.4a
    "GameOverStillTriggers": ["LEAVE-010"],  # 104.1
    # priority and trigger order (priority.py)
    "TriggerOrderNotAsked": ["THG-001", "THG-003"],  # 603.3b
    "ActivePlayerOrdersAllTriggers": ["THG-001"],  # 603.3b
    "ApnapActiveThenSeatOrder": ["APNAP-003", "APNAP-005"],  # 101.4
    "ApnapReversed": ["APNAP-001", "APNAP-002", "APNAP-003", "APNAP-004"],  # 603.3b
    "PriorityToResolvedController": ["REG-005"],  # 117.3b
    "CountsLeaversPass": ["REG-009"],  # 117.4
    "PriorityToLeaver": ["REG-010"],  # 800.4j
    "NoActivePriorityToFirstSeat": ["FLOW-010"],  # 800.4j, 117.3a
    # Two-Headed Giant (two_headed_giant.py)
    "OpponentUpkeepOncePerTurn": ["PLUME-006"],  # 805.4
    "TwoHGBothTeammatesVenture": ["THG-007"],  # 726.2, 805.4
    "TwoHGDamageToTeamSteals": ["THG-005"],  # 726.2
    "TwoHGSeparateLifeTotals": ["THG-001", "THG-005", "THG-006"],  # 810.9
    "TeammateSurvivesTeamLoss": ["TEETH-004"],  # 810.8a
    # the seed cards (cards.py)
    "PackVenturesFirst": ["PACK-002", "INIT-033"],  # 603.3
    "CavesChecksTooLate": ["CAVES-008"],  # Caves of Chaos ruling: checked on exile
    "ExiledLandPlayedFree": ["CAVES-011"],  # 305.1
    "TorchDamageFromTheTorch": ["TORCH-008", "TORCH-009"],  # 608.2c, 702.15b
}

RUN = """
import json, sys
from tests.support.teeth import run_on_engines
wanted = json.loads(sys.argv[1])
print(json.dumps(run_on_engines(wanted)))
"""


def test_every_broken_engine_has_covering_scenarios() -> None:
    assert sorted(COVERING) == sorted(cls.__name__ for cls in ALL)
    assert all(COVERING.values())


def test_every_broken_engine_documents_its_rule_and_source() -> None:
    names = [cls.name for cls in ALL]
    assert len(set(names)) == len(names), "two broken engines share a name"
    for cls in ALL:
        doc = cls.__doc__ or ""
        assert "Breaks CR" in doc or "ruling" in doc, f"{cls.__name__}: which rule does it break?"
        assert "Source:" in doc, f"{cls.__name__}: where does the bug come from?"


@pytest.fixture(scope="module")
def statuses() -> dict[str, dict[str, str]]:
    """Every engine's status per scenario, from one fresh process and one suite run."""
    wanted = {f"{PACKAGE}:{name}": ids for name, ids in sorted(COVERING.items())}
    wanted["reference"] = sorted({i for ids in COVERING.values() for i in ids})
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", RUN, json.dumps(wanted)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    print(f"teeth: {len(COVERING)} broken engines in {time.perf_counter() - started:.1f} s")
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_reference_engine_passes_every_covering_scenario(statuses) -> None:
    reference = statuses["reference"]
    ran = {k.split("#")[0] for k in reference}
    assert ran == {i for ids in COVERING.values() for i in ids}, "some covering ids did not run"
    assert set(reference.values()) == {"PASS"}, {k: v for k, v in reference.items() if v != "PASS"}


@pytest.mark.parametrize("broken", sorted(COVERING))
def test_broken_engine_fails_the_covering_scenarios(broken: str, statuses) -> None:
    caught = statuses[f"{PACKAGE}:{broken}"]
    for base in COVERING[broken]:
        rows = {k: v for k, v in caught.items() if k.split("#")[0] == base}
        assert rows, f"{base} did not run"
        assert "FAIL" in rows.values(), f"{broken} slipped through {base}: {rows}"
