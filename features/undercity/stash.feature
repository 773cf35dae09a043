Feature: Stash creates a Treasure token
  Undercity's Stash room ability creates a Treasure token, an artifact with "{T}, Sacrifice this
  artifact: Add one mana of any color" (CR 309.4, CR 111.10a).

  @id:UC-013 @cr:309.4:2026-09-25 @cr:111.10a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-stash
  Scenario: Stash gives Alice a Treasure she can sacrifice for mana
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Lost Well"
    And Alice will choose room "Stash"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Stash"
    And Alice controls 1 "Treasure"
    When Alice taps "Treasure" for "G"
    Then Alice controls no "Treasure"
