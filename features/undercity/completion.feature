Feature: Completing Undercity
  A dungeon whose venture marker is on its bottom room is removed from the game as a
  state-based action once no room ability of it is on the stack, and its owner completes it as
  it is removed (CR 704.5t, CR 309.7). A completed Undercity can be started again.

  @id:UC-021 @cr:704.5t:2026-09-25 @cr:309.7:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:room-throne
  Scenario: Undercity is completed only once the Throne ability has left the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Catacombs"
    And Alice's library is "Forest", "Island", "Plains"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Throne of the Dead Three"
    And the top of the stack is "Throne of the Dead Three"
    And Alice has completed no dungeon
    When the stack resolves
    Then Alice has completed "Undercity"
    And Alice is not in a dungeon
    And the stack is empty

  @id:UC-022 @cr:309.7:2026-09-25 @cr:701.49a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:undercity-not-in-dungeon
  Scenario: After completing Undercity, venturing into Undercity starts it again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Grizzly Bears", "Forest", "Island"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice has completed "Undercity"
    And Alice is not in a dungeon
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Secret Entrance"
    And Alice has completed "Undercity"
    And Alice has completed 1 dungeons
