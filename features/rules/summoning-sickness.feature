Feature: A creature that has just come under its controller's control can't attack
  A creature can attack only if its controller has controlled it continuously since their most
  recent turn began (CR 302.6, CR 508.1a). A creature spell that resolves this turn, or a token
  created this turn, has not.

  @id:PWD-005 @cr:302.6:2026-09-25 @cr:508.1a:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: Grizzly Bears cast in Alice's precombat main phase can't attack that turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Grizzly Bears"
    And Alice's mana pool is "{1}{G}"
    When Alice casts "Grizzly Bears"
    And the stack resolves
    Then "Grizzly Bears" is on the battlefield
    When Alice tries to attack Bob with "Grizzly Bears"
    Then the action is rejected as illegal

  @id:PWD-006 @cr:302.6:2026-09-25 @cr:111.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: The Skeleton token Catacombs creates this turn can't attack this turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Arena"
    And Alice will choose room "Catacombs"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice controls "Skeleton"
    When Alice tries to attack Bob with "Skeleton"
    Then the action is rejected as illegal
