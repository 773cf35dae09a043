Feature: Archives draws a card
  Undercity's Archives room ability makes its controller draw a card (CR 309.4, CR 121.1).

  @id:UC-016 @cr:309.4:2026-09-25 @cr:121.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-archives
  Scenario: Archives reached from Trap! draws the top card of Alice's library
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Trap!"
    And Alice's library is "Island", "Forest"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Archives"
    And Alice's hand contains "Island"
    And Alice has 1 cards in hand
    And the top card of Alice's library is "Forest"
