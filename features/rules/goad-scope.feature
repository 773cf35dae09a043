Feature: Goad affects only the creature it targets
  Arena goads target creature (CR 309.4, CR 701.15a). Goad is an effect on that one creature: the
  other creatures of its controller, and the goading player's own creatures, are not goaded
  (CR 701.15a, CR 611.2a).

  @id:PWA-012 @cr:701.15a:2026-09-25 @cr:309.4:2026-09-25 @card:undercity @card:hill-giant
  @card:grizzly-bears @card:savannah-lions
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Arena goads Bob's Hill Giant only: Bob's Grizzly Bears and Alice's Savannah Lions are not goaded
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Alice controls "Savannah Lions"
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Alice will choose room "Arena"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    And the stack resolves
    Then "Hill Giant" is goaded by Alice
    And "Grizzly Bears" is not goaded
    And "Savannah Lions" is not goaded

  @id:PWA-019 @cr:701.15b:2026-09-25 @cr:508.1d:2026-09-25 @card:undercity @card:hill-giant
  @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Bob's goaded Hill Giant must attack even when Bob attacks with his other creature
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    And Bob's library is "Forest", "Island"
    And Alice will choose room "Arena"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    And the stack resolves
    And the game advances to Bob's precombat main phase
    And Bob tries to attack Alice with "Grizzly Bears"
    Then the action is rejected as illegal
    And "Hill Giant" is untapped
    And "Grizzly Bears" is untapped

  @id:PWA-030 @cr:701.15b:2026-09-25 @cr:508.1d:2026-09-25 @card:undercity @card:hill-giant
  @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Bob's goaded Hill Giant attacks alone: his Grizzly Bears, not goaded, may stay home
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    And Bob's library is "Forest", "Island"
    And Alice will choose room "Arena"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    And the stack resolves
    And the game advances to Bob's precombat main phase
    And Bob attacks Alice with "Hill Giant"
    Then "Hill Giant" is tapped
    And "Grizzly Bears" is untapped
