Feature: Secret Entrance, the first room of Undercity
  Venturing into Undercity while not in a dungeon puts Undercity into the command zone with the
  venture marker on its top room, Secret Entrance (CR 701.49a). Its room ability is a triggered
  ability controlled by the dungeon's owner (CR 309.4): it searches for a basic land card, puts it
  into the hand, then shuffles (CR 701.23).

  @id:UC-001 @cr:309.4:2026-09-25 @cr:701.49a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:room-secret-entrance
  Scenario: The Secret Entrance ability triggers on Bob's turn and Alice controls it
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Alice's library is "Forest", "Island"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Secret Entrance"
    And the top of the stack is "Secret Entrance"
    And "Secret Entrance" on the stack is controlled by Alice with source "Undercity"
    And Alice's hand does not contain "Forest"
    And Alice's library has 2 cards

  @id:UC-002 @cr:309.4:2026-09-25 @cr:701.23:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-secret-entrance
  Scenario: Secret Entrance puts the basic land card Alice finds into her hand
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Grizzly Bears", "Plains", "Island", "Hill Giant"
    And Alice will find "Island"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's hand contains "Island"
    And Alice's hand does not contain "Plains"
    And Alice has 1 cards in hand
    And Alice's library has 3 cards
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:UC-003 @cr:309.4:2026-09-25 @cr:701.23:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-secret-entrance
  Scenario: Secret Entrance offers only basic land cards and may find nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Grizzly Bears", "Plains", "Island", "Hill Giant"
    And Alice will find nothing
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's last search-library decision offered exactly "Plains" and "Island"
    And Alice has 0 cards in hand
    And Alice's library has 4 cards
