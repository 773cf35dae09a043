Feature: Avenging Hunter
  Avenging Hunter ({4}{G} 5/4 Creature - Dragon Ranger): "Trample. When this creature enters, you
  take the initiative." Taking the initiative triggers the venture into Undercity, an ability
  with no source (CR 726.2, CR 726.3); trample assigns damage beyond lethal to the defending
  player (CR 702.19b), and combat damage to the player with the initiative steals it (CR 726.2).

  @id:HUNTER-001 @cr:726.2:2026-09-25 @cr:726.3:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:hunter-etb
  Scenario: Avenging Hunter entering takes the initiative from Bob and triggers a sourceless venture
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    When Alice casts "Avenging Hunter"
    And the top of the stack resolves
    Then "Avenging Hunter" is on the battlefield
    And "Avenging Hunter" is untapped
    And the top of the stack is "Alice takes the initiative"
    And "Alice takes the initiative" on the stack is controlled by Alice with source "Avenging Hunter"
    And Bob has the initiative
    When the top of the stack resolves
    Then Alice has the initiative
    And Bob does not have the initiative
    And the top of the stack is "Alice ventures into Undercity"
    And "Alice ventures into Undercity" on the stack is controlled by Alice with no source

  @id:HUNTER-002 @cr:702.19b:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup
  @ruling:hunter-trample
  Scenario: Avenging Hunter tramples over a 2/2 blocker for 3 damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Avenging Hunter"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Grizzly Bears"
    And the game advances to Alice's combat damage step
    Then Bob has 17 life
    And "Grizzly Bears" is not on the battlefield
    And "Avenging Hunter" has 2 damage

  @id:HUNTER-003 @cr:702.19b:2026-09-25 @cr:726.2:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:hunter-trample
  Scenario: Trample damage from a blocked Avenging Hunter to the initiative holder steals the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Grizzly Bears"
    And the game advances to Alice's combat damage step
    Then Bob has 17 life
    And the top of the stack is "Alice takes the initiative"
    And "Alice takes the initiative" on the stack is controlled by Bob with no source
    When the top of the stack resolves
    Then Alice has the initiative
