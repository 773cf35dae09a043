Feature: Playing a land from exile
  A player plays a land from their hand, or from another zone only if an effect allows it
  (CR 305.1); playing it is the turn's land play (CR 305.2). A land played from exile leaves
  exile as it enters the battlefield: it is a new object there (CR 400.7), and only the cards
  still in exile remain there.

  @id:PWA-024 @cr:305.1:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Nothing lets Alice play the Forest in her exile
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's exile is "Forest"
    When Alice tries to play "Forest" from exile
    Then the action is rejected as illegal
    And Alice's exile contains "Forest"
    And Alice has played no lands this turn
    And "Forest" is not on the battlefield

  @id:PWA-025 @cr:305.1:2026-09-25 @cr:305.2:2026-09-25 @cr:400.7:2026-09-25
  @card:dungeon-of-the-mad-mage @card:mountain @card:shock
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Alice plays the Mountain Runestone Caverns exiled: it leaves exile, the Shock stays, and her land play is used
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Alice's library is "Mountain", "Shock", "Forest"
    And Alice will choose room "Runestone Caverns"
    When Alice ventures into the dungeon
    And the stack resolves
    And Alice plays "Mountain" from exile
    Then "Mountain" is on the battlefield
    And Alice's exile does not contain "Mountain"
    And Alice's exile has 1 card
    And Alice's exile contains "Shock"
    And Alice has played 1 land this turn
