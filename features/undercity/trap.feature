Feature: Trap! makes target player lose 5 life
  Undercity's Trap! room ability targets a player, any player (CR 309.4, CR 115.1), who loses
  5 life as it resolves (CR 119.3).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Alice will choose room "Trap!"

  @id:UC-008 @cr:309.4:2026-09-25 @cr:119.3:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-trap
  Scenario: Trap! makes the targeted opponent lose 5 life
    Given Alice will choose target "Bob"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Trap!"
    And Bob has 15 life
    And Alice has 20 life

  @id:UC-009 @cr:309.4:2026-09-25 @cr:115.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-trap
  Scenario: Trap! targets a player, so Alice may target herself
    Given Alice will choose target "Alice"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice has 15 life
    And Bob has 20 life
