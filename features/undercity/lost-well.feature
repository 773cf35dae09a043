Feature: Lost Well scries 2
  Undercity's Lost Well room ability makes its controller scry 2: look at the top two cards of
  the library and put any number of them on the bottom, the rest on top (CR 309.4, CR 701.22).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice's library is "Island", "Craw Wurm", "Forest", "Plains"
    And Alice will choose room "Lost Well"

  @id:UC-006 @cr:309.4:2026-09-25 @cr:701.22:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-lost-well
  Scenario: Lost Well puts one scried card on the bottom and keeps the other on top
    Given Alice will scry "Island" to the bottom
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Lost Well"
    And the top card of Alice's library is "Craw Wurm"
    And the bottom card of Alice's library is "Island"
    And Alice's library has 4 cards

  @id:UC-007 @cr:309.4:2026-09-25 @cr:701.22:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-lost-well
  Scenario: Lost Well looks at exactly two cards, so the third card can end up on top
    Given Alice will scry "Island", "Craw Wurm" to the bottom
    When Alice ventures into Undercity
    And the stack resolves
    Then the top card of Alice's library is "Forest"
    And Alice's library has 4 cards
    And Alice has 0 cards in hand
