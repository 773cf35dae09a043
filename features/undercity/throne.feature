Feature: Throne of the Dead Three
  Undercity's last room reveals the top ten cards of its controller's library, puts a creature
  card from among them onto the battlefield with three +1/+1 counters, gives it hexproof until
  that player's next turn, then shuffles (CR 309.4, CR 702.11, CR 611.2a).

  @id:UC-017 @cr:309.4:2026-09-25 @cr:122.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-throne
  Scenario: Throne puts the chosen creature card onto the battlefield with three +1/+1 counters
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Forest", "Grizzly Bears", "Island", "Craw Wurm", "Plains", "Swamp", "Mountain", "Forest", "Island", "Plains", "Hill Giant"
    And Alice will choose "Craw Wurm" from the revealed cards
    When Alice ventures into Undercity
    And the stack resolves
    Then "Craw Wurm" is on the battlefield
    And Alice controls "Craw Wurm"
    And "Craw Wurm" has 3 +1/+1 counters
    And "Craw Wurm" is 9/7
    And "Craw Wurm" has hexproof
    And "Grizzly Bears" is not on the battlefield
    And Alice's library has 10 cards
    And Alice has 0 cards in hand

  @id:UC-018 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-throne
  Scenario: Throne reveals only ten cards, so a creature eleventh from the top stays in the library
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Forest", "Island", "Plains", "Swamp", "Mountain", "Forest", "Island", "Plains", "Swamp", "Mountain", "Craw Wurm"
    When Alice ventures into Undercity
    And the stack resolves
    Then "Craw Wurm" is not on the battlefield
    And Alice's library has 11 cards
    And Alice has completed "Undercity"

  @id:UC-019 @cr:702.11b:2026-09-25 @cr:611.2a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-throne
  Scenario: The creature Throne puts onto the battlefield can't be targeted by Bob during his turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Catacombs"
    And Alice's library is "Craw Wurm", "Forest", "Island", "Plains"
    And Bob controls "Mountain"
    And Bob's hand is "Shock"
    And Bob's library is "Swamp", "Island"
    When Alice ventures into Undercity
    And the stack resolves
    And the game advances to Bob's precombat main phase
    Then "Craw Wurm" has hexproof
    When Bob taps "Mountain" for mana
    And Bob tries to cast "Shock" targeting "Craw Wurm"
    Then the action is rejected as illegal
    When Bob casts "Shock" targeting "Alice"
    And the stack resolves
    Then Alice has 18 life
    And "Craw Wurm" has 0 damage

  @id:UC-020 @cr:702.11:2026-09-25 @cr:611.2a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-throne
  Scenario: The hexproof Throne grants ends as Alice's next turn begins
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Catacombs"
    And Alice's library is "Craw Wurm", "Forest", "Island", "Plains"
    And Bob's library is "Swamp", "Island"
    When Alice ventures into Undercity
    And the stack resolves
    And the game advances to Bob's upkeep
    Then "Craw Wurm" has hexproof
    When the game advances to Alice's upkeep
    Then it is Alice's turn 5, in the upkeep
    And "Craw Wurm" does not have hexproof
    And "Craw Wurm" is 9/7
