Feature: Test Pathfinder (a test-only card)
  Test Pathfinder ({1}{W} 2/1 Creature - Human Scout): "When this creature enters, you take the
  initiative." (tests/support/cards/: not a real card, and not in the suite)

  @id:TESTCARD-001 @cr:726.2:2026-09-25 @cr:726.3:2026-09-25 @card:test-pathfinder
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:test-pathfinder-etb
  Scenario: Test Pathfinder entering takes the initiative from Bob
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice's hand is "Test Pathfinder"
    And Alice's mana pool is "{1}{W}"
    When Alice casts "Test Pathfinder"
    And the top of the stack resolves
    Then "Test Pathfinder" is on the battlefield
    And "Alice takes the initiative" on the stack is controlled by Alice with source "Test Pathfinder"
    When the top of the stack resolves
    Then Alice has the initiative
    And Bob does not have the initiative
