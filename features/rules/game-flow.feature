Feature: The game's flow around what the other scenarios rely on
  Nothing more happens once a game is over (CR 104.1); a spell that resolves does what it says
  and goes to its owner's graveyard (CR 608.2, 608.2n); a creature with 0 power assigns no combat
  damage and does not stop the others' (CR 510.1a); a player who left the game is dealt no damage
  (CR 800.4a), while the other players still are; a goaded creature attacks even when its
  controller declares nothing (CR 508.1d, 701.15b); an ability with no legal target is removed
  from the stack (CR 603.3d).

  @id:FLOW-001 @cr:104.1:2026-09-25 @cr:704.5a:2026-09-25 @card:shock @card:forest
  @requires:two-player @requires:position-setup @requires:leave-game
  Scenario: Once Bob has lost, the game is over and Alice can't play a land
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has 2 life
    And Alice's hand is "Shock", "Forest"
    And Alice's mana pool is "{R}"
    When Alice casts "Shock" targeting Bob
    And the stack resolves
    Then Bob has left the game
    When Alice tries to play "Forest"
    Then the action is rejected as illegal
    And Alice's hand contains "Forest"

  @id:FLOW-002 @cr:608.2:2026-09-25 @cr:608.2n:2026-09-25 @cr:121.1:2026-09-25 @card:divination
  @requires:two-player @requires:position-setup
  Scenario: Divination draws exactly two cards, then goes to the graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Divination"
    And Alice's library is "Forest", "Island", "Mountain"
    And Alice's mana pool is "{2}{U}"
    When Alice casts "Divination"
    And the stack resolves
    Then Alice has 2 cards in hand
    And Alice's hand contains "Forest"
    And Alice's hand contains "Island"
    And Alice's library has 1 card
    And Alice's graveyard contains "Divination"

  @id:FLOW-003 @cr:510.1a:2026-09-25 @card:cloister-gargoyle @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: A 0-power attacker deals no damage, and the creature declared after it still does
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Cloister Gargoyle"
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Cloister Gargoyle", "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's postcombat main phase
    Then Bob has 18 life

  @id:FLOW-004 @cr:800.4a:2026-09-25 @cr:510.2:2026-09-25 @card:grizzly-bears @card:savannah-lions
  @requires:multiplayer @requires:position-setup @requires:leave-game
  Scenario: Bob leaves after attackers are declared: Carol is still dealt combat damage
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice controls "Savannah Lions"
    When Alice attacks with:
      | attacker       | defender |
      | Grizzly Bears  | Bob      |
      | Savannah Lions | Carol    |
    And Bob concedes
    And the game advances to Alice's postcombat main phase
    Then Bob has left the game
    And Carol has 18 life

  @id:FLOW-005 @cr:508.1d:2026-09-25 @cr:701.15b:2026-09-25 @card:undercity @card:hill-giant
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Bob's goaded Hill Giant attacks Alice when Bob passes through the beginning of combat
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob controls "Hill Giant"
    And Bob's library is "Forest", "Island"
    And Alice will choose room "Arena"
    When Alice ventures into Undercity
    And the stack resolves
    Then "Hill Giant" is goaded by Alice
    When the game advances to Bob's beginning of combat step
    And Bob passes priority
    And Alice passes priority
    Then it is Bob's turn 4, in the declare attackers step
    And "Hill Giant" is tapped
    When the game advances to Bob's postcombat main phase
    Then Alice has 17 life

  @id:FLOW-006 @cr:307.1:2026-09-25 @cr:800.4j:2026-09-25 @card:divination
  @requires:multiplayer @requires:position-setup @requires:leave-game
  Scenario: With no active player left in the turn, Bob still can't cast a sorcery
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 5, in the precombat main phase
    And Bob's hand is "Divination"
    And Bob's mana pool is "{2}{U}"
    When Alice concedes
    Then turn 5 goes on without an active player, in the precombat main phase
    And Bob has priority
    When Bob tries to cast "Divination"
    Then the action is rejected as illegal
    And Bob's hand contains "Divination"

  @id:FLOW-007 @cr:309.4:2026-09-25 @cr:800.4j:2026-09-25 @card:undercity
  @requires:multiplayer @requires:position-setup @requires:leave-game @requires:direct-effects
  @requires:stack-inspection
  Scenario: With no active player left in the turn, Bob's room ability still goes on the stack
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 5, in the precombat main phase
    When Alice concedes
    And Bob ventures into Undercity
    Then Bob is in "Undercity" in room "Secret Entrance"
    And the top of the stack is "Secret Entrance"

  @id:FLOW-008 @cr:603.3d:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  Scenario: Arena's ability, with no creature to goad, is removed from the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Alice will choose room "Arena"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Arena"
    And the stack is empty

  @id:FLOW-009 @cr:111.1:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  Scenario: A third Treasure is labelled "Treasure #3"
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card              | token |
      | Treasure          | yes   |
      | Treasure          | yes   |
      | Dungeoneer's Pack | no    |
    And Alice's library is "Forest"
    And Alice's mana pool is "{2}"
    When Alice activates "Dungeoneer's Pack"
    And the stack resolves
    Then Alice controls 3 "Treasure"
    And "Treasure #3" is untapped

  @id:FLOW-010 @cr:800.4j:2026-09-25 @cr:117.3a:2026-09-25 @cr:117.3b:2026-09-25
  @requires:multiplayer @requires:position-setup @requires:leave-game
  Scenario: With no active player after Bob leaves on his turn, priority in the next step goes to Carol, next after Bob's seat, not to the first seat
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Bob's turn 6, in the upkeep
    When Bob concedes
    Then turn 6 goes on without an active player, in the upkeep
    And Carol has priority
    When Carol passes priority
    And Dave passes priority
    And Alice passes priority
    Then turn 6 goes on without an active player, in the draw step
    And Carol has priority
