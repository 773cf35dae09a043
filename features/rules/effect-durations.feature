Feature: How long Arena's goad lasts, and on what
  Arena goads target creature until the goading player's next turn (CR 309.4, CR 701.15a): a
  continuous effect from a resolving ability lasts as long as the ability says (CR 611.2a), and it
  applies only to the creature it goaded. When two players' Arenas goad two creatures, each
  creature is goaded by its own goader until that player's next turn, and a creature no ability
  touched has no effect on it.

  @id:PWA-028 @cr:611.2a:2026-09-25 @cr:701.15a:2026-09-25 @card:undercity @card:hill-giant
  @card:savannah-lions @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:effect-durations
  Scenario: Alice's Arena goads Bob's Hill Giant and Bob's Arena goads Alice's Savannah Lions, each until its goader's next turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob is in "Undercity" in room "Forge"
    And Alice controls "Savannah Lions"
    And Alice controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    And Alice will choose room "Arena"
    And Alice will choose target "Hill Giant"
    And Bob will choose room "Arena"
    And Bob will choose target "Savannah Lions"
    When Alice ventures into Undercity
    And the stack resolves
    And Bob ventures into Undercity
    And the stack resolves
    Then the effects on "Hill Giant" are "goaded by Alice until Alice's next turn"
    And the effects on "Savannah Lions" are "goaded by Bob until Bob's next turn"
    And the effects on "Grizzly Bears" are none
