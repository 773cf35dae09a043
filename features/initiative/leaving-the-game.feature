Feature: The holder leaving the game passes the initiative on
  If the player who has the initiative leaves the game, the active player takes it at the same
  time; if the active player is the one leaving, or there is no active player, the next player in
  turn order takes it. Taking it this way makes that player venture into Undercity. When a player
  leaves, their abilities on the stack cease to exist and abilities they would control are not
  put on the stack (CR 726.4, CR 800.4a, CR 800.4d).

  @id:LEAVE-001 @cr:726.4:2026-09-25 @cr:800.4a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @ruling:initiative-leaves-game
  Scenario Outline: <leaver> concedes on their own turn with the initiative: <next>, next in turn order, takes it
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is <leaver>'s turn 5, in the precombat main phase
    And <leaver> has the initiative
    And <next>'s library is "Island", "Forest", "Island"
    When <leaver> concedes
    Then <leaver> has left the game
    And <next> has the initiative
    And the stack from top to bottom is "<next> ventures into Undercity"
    When <next> will find "Forest"
    And the stack resolves
    Then <next> is in "Undercity" in room "Secret Entrance"

    Examples:
      | leaver | next  |
      | Alice  | Bob   |
      | Bob    | Carol |
      | Dave   | Alice |

  @id:LEAVE-002 @cr:726.4:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @ruling:initiative-leaves-game
  Scenario Outline: <holder> concedes with the initiative on <active>'s turn: the active player takes it
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is <active>'s turn 6, in the precombat main phase
    And <holder> has the initiative
    And <active>'s library is "Island", "Forest", "Island"
    When <holder> concedes
    Then <holder> has left the game
    And <active> has the initiative
    And the stack from top to bottom is "<active> ventures into Undercity"
    When <active> will find "Forest"
    And the stack resolves
    Then <active> is in "Undercity" in room "Secret Entrance"

    Examples:
      | active | holder |
      | Alice  | Carol  |
      | Carol  | Alice  |
      | Dave   | Bob    |

  @id:LEAVE-003 @cr:726.4:2026-09-25 @cr:726.3:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @ruling:initiative-leaves-game
  Scenario: A player without the initiative leaving doesn't move it
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    When Carol concedes
    Then Carol has left the game
    And Bob has the initiative
    And the stack is empty

  @id:LEAVE-004 @cr:726.4:2026-09-25 @cr:800.4a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @ruling:initiative-leaves-game
  Scenario: Bob concedes with his upkeep venture on the stack: it ceases to exist and Carol takes the initiative
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the end step
    And Bob has the initiative
    And Bob is in "Undercity" in room "Stash"
    And Carol's library is "Island", "Forest", "Island"
    When the game advances to Bob's upkeep
    Then the stack from top to bottom is "Bob ventures into Undercity"
    When Bob concedes
    Then Carol has the initiative
    And the stack from top to bottom is "Carol ventures into Undercity"
    When Carol will find "Forest"
    And the stack resolves
    Then Carol is in "Undercity" in room "Secret Entrance"

  @id:LEAVE-005 @cr:726.4:2026-09-25 @cr:800.4d:2026-09-25 @cr:704.5a:2026-09-25 @card:grizzly-bears
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @requires:event-log
  @ruling:initiative-leaves-game
  Scenario: Combat damage kills the holder: Alice takes the initiative as Bob leaves, and Bob's steal trigger never goes on the stack
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Bob has 2 life
    And Alice controls "Grizzly Bears"
    And Alice's library is "Island", "Forest", "Island"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has left the game
    And Alice has the initiative
    And the stack from top to bottom is "Alice ventures into Undercity"
    When Alice will find "Forest"
    And the stack resolves
    Then Alice took the initiative 1 time
    And Alice ventured 1 time
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:LEAVE-006 @cr:726.4:2026-09-25 @cr:704.5a:2026-09-25 @card:shock @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup
  @ruling:initiative-leaves-game
  Scenario: Alice's Shock makes the holder lose on Alice's turn: Alice, the active player, takes the initiative
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Bob has 2 life
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Alice's library is "Island", "Forest", "Island"
    And Alice will find "Forest"
    When Alice casts "Shock" targeting Bob
    And the stack resolves
    Then Bob has left the game
    And Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:LEAVE-007 @cr:726.4:2026-09-25 @cr:704.5a:2026-09-25 @card:shock @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup
  @ruling:initiative-leaves-game
  Scenario: The active holder loses to Dave's Shock on his own turn: Carol, next in turn order, takes the initiative
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Bob's turn 6, in the precombat main phase
    And Bob has the initiative
    And Bob has 2 life
    And Dave's hand is "Shock"
    And Dave's mana pool is "{R}"
    And Carol's library is "Island", "Forest", "Island"
    And Carol will find "Forest"
    When Bob passes priority
    And Carol passes priority
    And Dave casts "Shock" targeting Bob
    And the stack resolves
    Then Bob has left the game
    And Carol has the initiative
    And Dave does not have the initiative
    And Carol is in "Undercity" in room "Secret Entrance"

  @id:LEAVE-008 @cr:800.4j:2026-09-25 @cr:726.4:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @ruling:initiative-leaves-game
  Scenario: The active holder concedes: her turn goes on without an active player, and Bob, next in turn order, takes the initiative
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 5, in the precombat main phase
    And Alice has the initiative
    And Bob's library is "Island", "Forest", "Island"
    When Alice concedes
    Then Alice has left the game
    And turn 5 goes on without an active player, in the precombat main phase
    And Bob has the initiative
    And the top of the stack is "Bob ventures into Undercity"
    When Bob will find "Forest"
    And the stack resolves
    Then Bob is in "Undercity" in room "Secret Entrance"
    And turn 5 goes on without an active player, in the precombat main phase
    When the game advances to Bob's upkeep
    Then it is Bob's turn 6, in the upkeep
    And the top of the stack is "Bob ventures into Undercity"

  @id:LEAVE-009 @cr:726.4:2026-09-25 @cr:800.4j:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @ruling:initiative-leaves-game @reading:next-in-turn-order
  Scenario: With no active player, the holder concedes: the next player in turn order from the turn's own seat takes the initiative
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the precombat main phase
    And Carol has the initiative
    And Bob's library is "Island", "Forest", "Island"
    When Alice concedes
    Then turn 5 goes on without an active player, in the precombat main phase
    And Carol has the initiative
    When Carol concedes
    Then Carol has left the game
    And Bob has the initiative
    And Dave does not have the initiative
    And the top of the stack is "Bob ventures into Undercity"

  @id:LEAVE-010 @cr:726.4:2026-09-25 @cr:104.2a:2026-09-25 @cr:104.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:leave-game @requires:event-log
  @requires:stack-inspection
  @ruling:initiative-leaves-game
  Scenario Outline: In a two-player game <holder> concedes with the initiative on <active>'s turn: <taker> takes it as <holder> leaves and has won, and nothing more happens
    Given a two-player game between Alice and Bob
    And it is <active>'s turn 4, in the precombat main phase
    And <holder> has the initiative
    And <taker>'s library is "Island", "Forest", "Island"
    When <holder> concedes
    Then <holder> has left the game
    And <taker> is still in the game
    And <taker> has the initiative
    And <taker> took the initiative 1 time
    And nobody has priority
    And the stack is empty
    And <taker> is not in a dungeon
    And <taker>'s library has 3 cards

    Examples:
      | active | holder | taker |
      | Alice  | Bob    | Alice |
      | Alice  | Alice  | Bob   |
