Feature: Forge puts two +1/+1 counters on target creature
  Undercity's Forge room ability targets any creature, chosen as the ability is put on the stack
  (CR 309.4, CR 603.3d), and puts two +1/+1 counters on it as it resolves (CR 122.1).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice controls "Grizzly Bears"
    And Bob controls "Hill Giant"

  @id:UC-004 @cr:309.4:2026-09-25 @cr:122.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-forge
  Scenario: Forge puts two +1/+1 counters on a creature Alice controls
    Given Alice will choose room "Forge"
    And Alice will choose target "Grizzly Bears"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Forge"
    And "Grizzly Bears" has 2 +1/+1 counters
    And "Grizzly Bears" is 4/4
    And "Hill Giant" is 3/3

  @id:UC-005 @cr:309.4:2026-09-25 @cr:115.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-forge
  Scenario: Forge may target a creature an opponent controls
    Given Alice will choose room "Forge"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    And the stack resolves
    Then "Hill Giant" has 2 +1/+1 counters
    And "Hill Giant" is 5/5
    And "Grizzly Bears" is 2/2
