Feature: Turn basics the other scenarios rely on
  The starting player (team) skips the draw of the first turn in two-player and Two-Headed Giant
  games but not in other multiplayer games (CR 103.8a-c); the active player untaps only their own
  permanents (CR 502.3); the cleanup step makes the active player discard to seven and removes
  damage (CR 514.1-514.2); state-based actions destroy a creature with lethal damage and make a
  player with 0 or less life, or who drew from an empty library, lose (CR 704.5a, 704.5b, 704.5g).

  @id:TURN-001 @cr:103.8a:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: In a two-player game the starting player doesn't draw on turn 1
    Given a two-player game between Alice and Bob
    And it is Alice's turn 1, in the upkeep
    And Alice's library is "Forest", "Island"
    When the game advances to Alice's precombat main phase
    Then Alice has 0 cards in hand
    And Alice's library has 2 cards

  @id:TURN-002 @cr:504.1:2026-09-25 @cr:103.8a:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: In a two-player game the second player draws on turn 2
    Given a two-player game between Alice and Bob
    And it is Bob's turn 2, in the upkeep
    And Bob's library is "Forest", "Island"
    When the game advances to Bob's precombat main phase
    Then Bob has 1 card in hand
    And Bob's hand contains "Forest"

  @id:TURN-003 @cr:103.8c:2026-09-25 @cr:800.7:2026-09-25 @card:forest
  @requires:multiplayer @requires:position-setup
  Scenario: In a free-for-all game the starting player draws on turn 1
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 1, in the upkeep
    And Alice's library is "Forest", "Island"
    When the game advances to Alice's precombat main phase
    Then Alice has 1 card in hand
    And Alice's library has 1 card

  @id:TURN-004 @cr:103.8b:2026-09-25 @cr:810.6:2026-09-25 @card:forest
  @requires:two-headed-giant @requires:position-setup
  Scenario: In Two-Headed Giant neither player of the starting team draws on turn 1
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 1, in the upkeep
    And Alice's library is "Forest", "Island"
    And Bob's library is "Forest", "Island"
    When the game advances to Alice's precombat main phase
    Then Alice has 0 cards in hand
    And Bob has 0 cards in hand

  @id:TURN-005 @cr:502.3:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: The untap step untaps the active player's permanents only
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the end step
    And Alice controls a tapped "Grizzly Bears"
    And Bob controls a tapped "Hill Giant"
    And Alice's library is "Forest"
    When the game advances to Alice's upkeep
    Then "Grizzly Bears" is untapped
    And "Hill Giant" is tapped

  @id:TURN-006 @cr:514.2:2026-09-25 @card:shock @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Damage marked on a creature is removed in the cleanup step
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob controls "Hill Giant"
    And Bob's library is "Forest"
    When Alice casts "Shock" targeting "Hill Giant"
    And the stack resolves
    Then "Hill Giant" has 2 damage
    When the game advances to Bob's upkeep
    Then "Hill Giant" has 0 damage

  @id:TURN-007 @cr:514.1:2026-09-25 @card:forest @card:island
  @requires:two-player @requires:position-setup
  Scenario: With eight cards in the cleanup step Alice discards down to seven
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the end step
    And Alice's hand is "Forest", "Island", "Island", "Island", "Island", "Island", "Island", "Island"
    And Bob's library is "Plains"
    And Alice will discard "Forest"
    When the game advances to Bob's upkeep
    Then Alice has 7 cards in hand
    And Alice's graveyard contains "Forest"

  @id:TURN-008 @cr:514.1:2026-09-25 @card:island
  @requires:two-player @requires:position-setup
  Scenario: With exactly seven cards in the cleanup step Alice discards nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the end step
    And Alice's hand is "Island", "Island", "Island", "Island", "Island", "Island", "Island"
    And Bob's library is "Plains"
    When the game advances to Bob's upkeep
    Then Alice has 7 cards in hand

  @id:TURN-009 @cr:514.1:2026-09-25 @card:island
  @requires:two-player @requires:position-setup
  Scenario: Only the active player discards to seven in the cleanup step
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the end step
    And Bob's hand is "Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"
    And Bob's library is "Plains"
    When the game advances to Bob's upkeep
    Then Bob has 8 cards in hand

  @id:TURN-010 @cr:704.5g:2026-09-25 @card:shock @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Shock's 2 damage is lethal for a 2/2
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob controls "Grizzly Bears"
    When Alice casts "Shock" targeting "Grizzly Bears"
    And the stack resolves
    Then "Grizzly Bears" is not on the battlefield
    And Bob's graveyard contains "Grizzly Bears"

  @id:TURN-011 @cr:704.5g:2026-09-25 @card:shock @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Shock's 2 damage is not lethal for a 3/3
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob controls "Hill Giant"
    When Alice casts "Shock" targeting "Hill Giant"
    And the stack resolves
    Then "Hill Giant" is on the battlefield
    And "Hill Giant" has 2 damage

  @id:TURN-012 @cr:704.5a:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  Scenario: A player brought to exactly 1 life stays in the game
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    When Bob loses 19 life
    Then Bob has 1 life
    And Bob is still in the game

  @id:TURN-013 @cr:104.3b:2026-09-25 @cr:704.5a:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  Scenario: A player brought below 0 life loses the game
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    When Bob loses 25 life
    Then Bob has left the game
    And Carol is still in the game

  @id:TURN-014 @cr:104.3c:2026-09-25 @cr:704.5b:2026-09-25 @cr:504.1:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: A player who must draw in his draw step from an empty library loses the game
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the end step
    And Bob's library is empty
    When the game advances to Bob's precombat main phase
    Then Bob has left the game
    And Carol is still in the game
