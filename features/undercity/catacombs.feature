Feature: Catacombs creates a 4/1 black Skeleton with menace
  Undercity's Catacombs room ability creates a 4/1 black Skeleton creature token with menace
  (CR 309.4, CR 111.1, CR 702.111). Both Arena and Stash lead to it.

  @id:UC-014 @cr:309.4:2026-09-25 @cr:702.111:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-catacombs
  Scenario: Catacombs reached from Arena creates a 4/1 Skeleton with menace
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Arena"
    And Alice will choose room "Catacombs"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Catacombs"
    And Alice controls "Skeleton"
    And "Skeleton" is a 4/1 token with menace

  @id:UC-015 @cr:309.4:2026-09-25 @cr:111.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-catacombs
  Scenario: Catacombs reached from Stash creates the Skeleton for the dungeon's owner
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Alice is in "Undercity" in room "Stash"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Catacombs"
    And Alice controls 1 "Skeleton"
    And Bob controls no "Skeleton"
    And "Skeleton" is a 4/1 token with menace
