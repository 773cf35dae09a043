Feature: Turn actions refused at the wrong moment, by the wrong player, or after the game
  Only the active player declares attackers (CR 508.1) and only a defending player declares
  blockers (509.1); each declaration is made as its step begins, after all players passed with an
  empty stack (CR 500.2), so a spell still on the stack must resolve first and the active player
  then receives priority (117.3b). A player who has left the game takes no more actions and an
  effect can no longer give them anything (CR 800.4a); once the game is over nobody acts
  (CR 104.1). A refused action leaves the game as it was.

  @id:PWC-010 @cr:508.1:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Bob can't declare that no creatures attack in Alice's turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the beginning of combat step
    And Alice controls "Grizzly Bears"
    When Bob tries to declare no attackers
    Then the action is rejected as illegal
    And it is Alice's turn 3, in the beginning of combat step
    And Alice has priority

  @id:PWC-011 @cr:500.2:2026-09-25 @cr:117.3b:2026-09-25 @cr:508.1:2026-09-25
  @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: With her creature spell on the stack Alice can't declare attackers yet
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Hill Giant"
    And Alice's hand is "Grizzly Bears"
    And Alice's mana pool is "{1}{G}"
    When Alice casts "Grizzly Bears"
    And Alice tries to attack Bob with "Hill Giant"
    Then the action is rejected as illegal
    And the top of the stack is "Grizzly Bears"
    And it is Alice's turn 3, in the precombat main phase
    And "Hill Giant" is untapped

  @id:PWC-012 @cr:509.1:2026-09-25 @cr:506.2:2026-09-25 @card:grizzly-bears
  @requires:multiplayer @requires:position-setup
  Scenario: In free-for-all Carol, who isn't attacked, can't declare that no creatures block
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Carol tries to declare no blockers
    Then the action is rejected as illegal
    And it is Alice's turn 3, in the declare attackers step

  @id:PWC-013 @cr:509.1:2026-09-25 @cr:500.2:2026-09-25 @cr:603.3:2026-09-25
  @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: While Caves of Chaos Adventurer's attack trigger is on the stack Bob can't declare blockers
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Hill Giant", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And Bob tries to declare no blockers
    Then the action is rejected as illegal
    And the top of the stack is "Caves of Chaos Adventurer ability"
    And it is Alice's turn 3, in the declare attackers step

  @id:PWC-014 @cr:800.4a:2026-09-25 @cr:104.3a:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:direct-effects @requires:position-setup
  @requires:stack-inspection
  Scenario: Carol, who conceded, can no longer take the initiative: refused or not, nobody has it
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    When Carol concedes
    And Carol tries to take the initiative
    Then nobody has the initiative
    And Carol has left the game
    And the stack is empty

  @id:PWC-015 @cr:104.1:2026-09-25 @cr:104.2a:2026-09-25 @cr:104.3a:2026-09-25
  @requires:two-player @requires:leave-game @requires:direct-effects @requires:position-setup
  Scenario: After Bob concedes the game is over: nobody has priority and Alice can't take the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    When Bob concedes
    Then Bob has left the game
    And nobody has priority
    When Alice tries to take the initiative
    Then the action is rejected as illegal
    And nobody has the initiative

  @id:PWC-016 @cr:104.3a:2026-09-25 @cr:117.4:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: Carol concedes while Bob holds priority: Bob keeps it, and his pass ends the step
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    When Alice passes priority
    And Carol concedes
    Then Bob has priority
    When Bob passes priority
    Then it is Alice's turn 3, in the beginning of combat step
    And Alice has priority
