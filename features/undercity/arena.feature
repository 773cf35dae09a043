Feature: Arena goads target creature
  Undercity's Arena room ability goads target creature (CR 309.4, CR 701.15). Until the goading
  player's next turn the creature attacks each combat if able, and attacks a player other than
  the goading player if able (CR 701.15a-b).

  @id:UC-010 @cr:309.4:2026-09-25 @cr:701.15a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-arena
  Scenario: Arena goads the creature Alice targets
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Alice will choose room "Arena"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Arena"
    And "Hill Giant" is goaded by Alice

  @id:UC-011 @cr:701.15b:2026-09-25 @cr:508.1d:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-arena
  Scenario: A creature goaded by Arena must attack on its controller's next turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Bob's library is "Forest", "Island"
    And Alice will choose room "Arena"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    And the stack resolves
    And the game advances to Bob's precombat main phase
    Then "Hill Giant" is goaded by Alice
    When Bob tries to attack Alice with "Grizzly Bears"
    Then the action is rejected as illegal
    When Bob attacks Alice with "Hill Giant", "Grizzly Bears"
    Then "Hill Giant" is tapped
    And "Grizzly Bears" is tapped

  @id:UC-012 @cr:701.15b:2026-09-25 @card:undercity
  @requires:multiplayer @requires:position-setup @requires:direct-effects
  @ruling:room-arena
  Scenario: A creature goaded by Arena can't attack Alice while another opponent can be attacked
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob controls "Hill Giant"
    And Bob's library is "Forest", "Island"
    And Alice will choose room "Arena"
    When Alice ventures into Undercity
    And the stack resolves
    And the game advances to Bob's precombat main phase
    And Bob tries to attack Alice with "Hill Giant"
    Then the action is rejected as illegal
    When Bob attacks Carol with "Hill Giant"
    Then "Hill Giant" is tapped
    And "Hill Giant" is goaded by Alice

  @id:UC-028 @cr:701.15b:2026-09-25 @card:undercity @card:grizzly-bears
  @requires:multiplayer @requires:position-setup @requires:direct-effects
  @ruling:room-arena
  Scenario: Alice's creature goaded by Carol's Arena can't attack Carol on Alice's turn while Bob can be attacked
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Carol is in "Undercity" in room "Forge"
    And Alice controls "Grizzly Bears"
    And Carol will choose room "Arena"
    When Carol ventures into Undercity
    And the stack resolves
    And Alice tries to attack Carol with "Grizzly Bears"
    Then the action is rejected as illegal
    When Alice attacks Bob with "Grizzly Bears"
    Then "Grizzly Bears" is tapped
    And "Grizzly Bears" is goaded by Carol
