Feature: Regressions found by fuzzing: who gets priority, and when a spell resolves
  After a spell or ability resolves, the active player receives priority (CR 117.3b). After a
  player passes, the next player in turn order receives it (CR 117.3d); the step ends only when
  all players pass in succession with an empty stack (CR 117.4, 500.2). A spell is put on the
  stack as it is cast (CR 601.2a) and resolves only after all players pass (CR 608.1).

  # rulings fuzz --engine phase: seed 23 (Alice tries to pass, Bob taps a Forest), seed 11.
  @found-by:fuzz @id:REG-005 @cr:117.3b:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: After Alice's Secret Entrance resolves on Bob's turn, Bob gets priority
    Given a two-player game between Alice and Bob
    And it is Bob's turn 2, in the end step
    And Alice's library is "Swamp", "Grizzly Bears"
    When Alice ventures into Undercity
    And Alice will find "Swamp"
    And the top of the stack resolves
    And Alice tries to pass priority
    Then the action is rejected as illegal
    And Alice's hand contains "Swamp"

  # rulings fuzz --engine python-mtg: seed 3 (example 3).
  @found-by:fuzz @id:REG-006 @cr:117.3d:2026-09-25 @cr:117.4:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: One pass does not end the step: the other player gets priority in it
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    When Alice passes priority
    Then it is Alice's turn 3, in the precombat main phase

  # rulings fuzz --engine python-mtg: seed 3 (examples 0, 9, 14).
  @found-by:fuzz @id:REG-007 @cr:601.2a:2026-09-25 @cr:608.1:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup
  Scenario: A creature spell waits on the stack until both players pass
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    When Alice casts "Avenging Hunter"
    Then "Avenging Hunter" is not on the battlefield
    And Alice's hand does not contain "Avenging Hunter"
    And nobody has the initiative
    And it is Alice's turn 3, in the precombat main phase

  # rulings fuzz --engine phase: seed 202 (example 68), seed 303 (example 52).
  # Triaging it showed the reference engine wrong too: it counted the pass of the player who had
  # left, so the step ended before Alice ever got priority.
  @found-by:fuzz @id:REG-009 @cr:117.4:2026-09-25 @cr:800.4j:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: Bob passes and then concedes: his pass no longer counts, and Alice still gets priority in his main phase
    Given a free-for-all game between Alice, Bob and Carol
    And it is Bob's turn 2, in the precombat main phase
    And Carol controls a tapped "Grizzly Bears"
    When Bob passes priority
    And Bob concedes
    And Carol passes priority
    Then turn 2 goes on without an active player, in the precombat main phase
    When Alice passes priority
    Then turn 2 goes on without an active player, in the beginning of combat step
    And "Grizzly Bears" is tapped

  # rulings fuzz --engine phase: seed 202 (example 19: Alice concedes, Carol loses 1 life, Bob
  # can't pass); shrunk by hand to a spell resolving.
  @found-by:fuzz @id:REG-010 @cr:800.4j:2026-09-25 @cr:117.3b:2026-09-25 @card:shock
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: After the active player concedes, a spell resolves and the next player in turn order receives priority
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 2, in the precombat main phase
    And Bob's hand is "Shock"
    And Bob's mana pool is "{R}"
    When Alice passes priority
    And Bob casts "Shock" targeting Carol
    And Alice concedes
    And the top of the stack resolves
    Then Carol has 18 life
    And Bob has priority
    And turn 2 goes on without an active player, in the precombat main phase
