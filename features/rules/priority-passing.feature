Feature: Priority passes one player at a time, and steps end only when all have passed
  A player who casts a spell receives priority again, and the other players must pass anew before
  it resolves (CR 117.3c, 117.4); after a resolution the active player receives priority (117.3b).
  A step ends when all players pass in succession with an empty stack (CR 500.2); nobody receives
  priority in the untap step (502.4) or, normally, the cleanup step (514.3); with no attackers the
  declare blockers and combat damage steps are skipped (508.8). These scenarios pass priority one
  player at a time instead of advancing the game in one action.

  @id:PWC-001 @cr:500.2:2026-09-25 @cr:117.4:2026-09-25 @cr:502.4:2026-09-25 @cr:514.3:2026-09-25
  @cr:117.3a:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Both players pass in Alice's end step: Bob's turn begins, and in his upkeep both must pass again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the end step
    And Bob's library is "Forest", "Forest"
    When Alice passes priority
    And Bob passes priority
    Then it is Bob's turn 4, in the upkeep
    And Bob has priority
    When Bob passes priority
    Then Alice has priority
    And it is Bob's turn 4, in the upkeep
    When Alice passes priority
    Then it is Bob's turn 4, in the draw step
    And Bob has 1 card in hand

  @id:PWC-002 @cr:117.3c:2026-09-25 @cr:117.4:2026-09-25 @cr:117.3b:2026-09-25 @card:shock
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Bob casts Shock after Alice passed: he keeps priority, and Alice must pass again before it resolves
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob's hand is "Shock"
    And Bob's mana pool is "{R}"
    When Alice passes priority
    And Bob casts "Shock" targeting Alice
    Then Bob has priority
    When Bob passes priority
    Then Alice has priority
    And the top of the stack is "Shock"
    And Alice has 20 life
    When Alice passes priority
    Then the stack is empty
    And Alice has 18 life
    And Alice has priority
    And it is Alice's turn 3, in the precombat main phase

  @id:PWC-003 @cr:508.8:2026-09-25 @cr:508.2:2026-09-25 @cr:507.1:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Alice declares no attackers from the beginning of combat: after the declare attackers step comes the end of combat
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the beginning of combat step
    And Alice controls "Grizzly Bears"
    When Alice declares no attackers
    Then it is Alice's turn 3, in the declare attackers step
    And Alice has priority
    When Alice passes priority
    And Bob passes priority
    Then it is Alice's turn 3, in the end of combat step
    And Alice has priority

  @id:PWC-004 @cr:508.8:2026-09-25 @cr:500.2:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: A game set up in the declare blockers step with no attacking creature skips the combat damage step
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the declare blockers step
    When Alice passes priority
    And Bob passes priority
    Then it is Alice's turn 3, in the end of combat step

  @id:PWC-005 @cr:302.6:2026-09-25 @cr:502.3:2026-09-25 @cr:305.2:2026-09-25 @cr:514.2:2026-09-25
  @cr:704.5g:2026-09-25 @card:grizzly-bears @card:hill-giant @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Two turns later Alice's new creature can attack, her land count is reset, and the blocker keeps its non-lethal damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the postcombat main phase
    And Alice controls:
      | card          | sick |
      | Grizzly Bears | yes  |
    And Alice has played a land this turn
    And Bob controls "Hill Giant"
    And Alice's library is "Forest", "Forest"
    And Bob's library is "Forest", "Forest"
    When the game advances to Alice's precombat main phase
    Then it is Alice's turn 5, in the precombat main phase
    And Alice has played no lands this turn
    When Alice attacks Bob with "Grizzly Bears"
    And Bob blocks "Grizzly Bears" with "Hill Giant"
    And the game advances to Alice's postcombat main phase
    Then "Grizzly Bears" is not on the battlefield
    And "Hill Giant" is on the battlefield
    And "Hill Giant" has 2 damage

  @id:PWC-006 @cr:117.3b:2026-09-25 @cr:117.4:2026-09-25 @card:shock
  @requires:two-player @requires:direct-effects @requires:position-setup @requires:stack-inspection
  Scenario: After an effect makes Alice lose life while Shock waits, passing starts over: Bob must pass again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob's hand is "Shock"
    And Bob's mana pool is "{R}"
    When Alice passes priority
    And Bob casts "Shock" targeting Alice
    And Bob passes priority
    And Alice loses 1 life
    Then Alice has priority
    When Alice passes priority
    Then Bob has priority
    And the top of the stack is "Shock"
    And Alice has 19 life

  @id:PWC-007 @cr:500.1:2026-09-25 @cr:502.4:2026-09-25 @cr:514.3:2026-09-25
  @requires:two-player @requires:event-log @requires:position-setup
  Scenario: The cleanup and untap steps happen, in order, though nobody receives priority in them
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the end step
    And Bob's library is "Forest", "Forest"
    When Alice passes priority
    And Bob passes priority
    Then the last action's events include, in order:
      | event | player | text    |
      | step  | Alice  | cleanup |
      | step  | Bob    | untap   |
      | step  | Bob    | upkeep  |
