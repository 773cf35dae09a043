Feature: Hexproof stops only its own creature being targeted
  A permanent with hexproof can't be the target of spells or abilities an opponent controls
  (CR 702.11b); the controller's other creatures stay legal targets (CR 115.1).

  @id:HEX-001 @cr:702.11b:2026-09-25 @cr:115.1:2026-09-25 @card:undercity @card:shock
  @card:savannah-lions @card:craw-wurm
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Throne's hexproof Craw Wurm doesn't stop Bob's Shock targeting Alice's Savannah Lions that entered after it
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Forest", "Grizzly Bears", "Island", "Craw Wurm", "Plains", "Swamp", "Mountain", "Forest", "Island", "Plains", "Hill Giant"
    And Alice's hand is "Savannah Lions"
    And Alice's mana pool is "{W}"
    And Bob's hand is "Shock"
    And Bob's mana pool is "{R}"
    And Alice will choose "Craw Wurm" from the revealed cards
    When Alice ventures into Undercity
    And the stack resolves
    Then "Craw Wurm" has hexproof
    When Alice casts "Savannah Lions"
    And the stack resolves
    And Alice passes priority
    And Bob casts "Shock" targeting "Savannah Lions"
    And the stack resolves
    Then "Savannah Lions" is not on the battlefield
    And "Craw Wurm" is on the battlefield
