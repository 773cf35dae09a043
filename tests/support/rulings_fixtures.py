"""Small feature files for the rulings library tests (written to a temporary directory)."""
from __future__ import annotations

from pathlib import Path

from rulings.data import cards
from rulings.scenarios.index import Index, build_index

CARD_FEATURE_HEAD = """\
@area:cards
Feature: One scenario per seed card
  Background:
    Given a two-player game between Alice and Bob
"""

OTHER_FEATURE = """\
Feature: The initiative in multiplayer

  # the holder leaves
  @id:LEAVE-001 @cr:726.4:2026-09-25 @ruling:initiative-leaves-game @requires:leave-game
  Scenario: The holder concedes and the active player takes the initiative
    Given a free-for-all game between Alice, Bob and Carol
    And Bob has the initiative
    When Bob concedes
    Then Alice has the initiative

  @id:LEAVE-002 @cr:723.4:2024-02-06 @requires:leave-game
  Scenario: A scenario written against an older CR
    Given a two-player game between Alice and Bob
    When Alice concedes
    Then Bob has the initiative

  Rule: venturing from the bottom room
    Background:
      Given Alice is in "Undercity" in room "Archives"

    @id:VEN-010 @cr:701.49c:2026-09-25 @card:undercity @ruling:undercity-in-dungeon
    Scenario Outline: Venture from <room> completes nothing yet
      Given Alice is in "Undercity" in room "<room>"
      When Alice ventures into Undercity
      Then Alice is in "Undercity" in room "<next>"

      Examples:
        | room  | next      |
        | Trap! | Archives  |
        | Stash | Catacombs |

      @id:VEN-011
      Examples: the last step
        | room     | next                     |
        | Archives | Throne of the Dead Three |

    @id:BLOCK-001 @cr:509.3c:2026-09-25 @card:grizzly-bears
    Scenario: Blocked by two creatures, the trigger happens once
      Given Alice controls:
        | card          | tapped |
        | Grizzly Bears | no     |
      When Alice attacks Bob with "Grizzly Bears"
      Then the stack has 1 objects
"""


def card_feature() -> str:
    """One scenario per seed card, tagged with its slug and its first ruling."""
    parts = [CARD_FEATURE_HEAD]
    for number, card in enumerate(cards(), start=1):
        parts.append(f"""
  @id:CARD-{number:03d} @cr:726.2:2026-09-25 @card:{card.slug}
  Scenario: Scenario number {number} about one card
    When Alice takes the initiative
    Then Alice has the initiative
""")
    return "".join(parts)


def write_features(root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "cards.feature").write_text(card_feature(), encoding="utf-8")
    (root / "other.feature").write_text(OTHER_FEATURE, encoding="utf-8")
    return root


def sample_index(root: Path) -> Index:
    return build_index([write_features(root)])
