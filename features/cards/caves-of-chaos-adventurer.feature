Feature: Caves of Chaos Adventurer
  Caves of Chaos Adventurer ({3}{R} 5/3 Creature - Human Barbarian): "Trample. When this creature
  enters, you take the initiative. Whenever this creature attacks, exile the top card of your
  library. If you've completed a dungeon, you may play that card this turn without paying its
  mana cost. Otherwise, you may play that card this turn." Playing the card follows the normal
  timing and land-drop rules (CR 701.18, CR 305.2); the completed-dungeon check is
  made as the card is exiled, and a free card can't be cast by paying its cost (CR 118.9).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase

  @id:CAVES-001 @cr:726.2:2026-09-25 @card:caves-of-chaos-adventurer @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:caves-etb
  Scenario: Caves of Chaos Adventurer entering takes the initiative and ventures into Undercity
    Given Alice's hand is "Caves of Chaos Adventurer"
    And Alice's mana pool is "{3}{R}"
    And Alice's library is "Hill Giant", "Grizzly Bears"
    When Alice casts "Caves of Chaos Adventurer"
    And the stack resolves
    Then "Caves of Chaos Adventurer" is on the battlefield
    And Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:CAVES-002 @cr:702.19b:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  @ruling:caves-trample
  Scenario: Caves of Chaos Adventurer tramples over a 2/1 blocker for 4 damage
    Given Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Forest", "Island"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And Bob blocks "Caves of Chaos Adventurer" with "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then Bob has 16 life
    And "Savannah Lions" is not on the battlefield

  @id:CAVES-003 @cr:603.2:2026-09-25 @cr:701.18:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:caves-attack
  Scenario: Caves of Chaos Adventurer attacking exiles the top card, which Alice may play this turn
    Given Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Hill Giant", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    Then the top of the stack is "Caves of Chaos Adventurer ability"
    When the stack resolves
    Then Alice's exile contains "Hill Giant"
    And the exiled "Hill Giant" may be played by Alice this turn
    And the top card of Alice's library is "Forest"
    And Alice's library has 1 cards

  @id:CAVES-004 @cr:701.18:2026-09-25 @cr:305.1:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  @ruling:caves-attack
  Scenario: Caves of Chaos Adventurer exiles a land that Alice can play in her main phase but not during combat
    Given Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Mountain", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And Alice tries to play "Mountain" from exile
    Then the action is rejected as illegal
    When the game advances to Alice's postcombat main phase
    And Alice plays "Mountain" from exile
    Then "Mountain" is on the battlefield
    And Bob has 15 life

  @id:CAVES-005 @cr:305.2:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  @ruling:caves-attack
  Scenario: A land exiled by Caves of Chaos Adventurer can't be played after Alice's land drop is used
    Given Alice controls "Caves of Chaos Adventurer"
    And Alice has played a land this turn
    And Alice's library is "Mountain", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And the game advances to Alice's postcombat main phase
    And Alice tries to play "Mountain" from exile
    Then the action is rejected as illegal
    And Alice's exile contains "Mountain"

  @id:CAVES-006 @cr:701.18:2026-09-25 @cr:601.2:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  @ruling:caves-attack
  Scenario: Alice casts an instant exiled by Caves of Chaos Adventurer during combat, paying its cost
    Given Alice controls "Caves of Chaos Adventurer"
    And Alice controls "Mountain"
    And Alice's library is "Shock", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And Alice taps "Mountain" for mana
    And Alice casts "Shock" from exile targeting "Bob"
    And the stack resolves
    Then Bob has 18 life
    And Alice's graveyard contains "Shock"
    And "Mountain" is tapped

  @id:CAVES-007 @cr:701.18:2026-09-25 @cr:601.2:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  @ruling:caves-attack
  Scenario: Without a completed dungeon the exiled creature card is cast paying its mana cost
    Given Alice controls:
      | card                      | label      |
      | Caves of Chaos Adventurer |            |
      | Mountain                  | Mountain A |
      | Mountain                  | Mountain B |
      | Mountain                  | Mountain C |
      | Mountain                  | Mountain D |
    And Alice's library is "Hill Giant", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And the game advances to Alice's postcombat main phase
    And Alice tries to cast "Hill Giant" from exile without paying its mana cost
    Then the action is rejected as illegal
    When Alice taps "Mountain A" for mana
    And Alice taps "Mountain B" for mana
    And Alice taps "Mountain C" for mana
    And Alice taps "Mountain D" for mana
    And Alice casts "Hill Giant" from exile
    And the stack resolves
    Then "Hill Giant" is on the battlefield

  @id:CAVES-008 @cr:118.9:2026-09-25 @card:caves-of-chaos-adventurer @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:caves-free-only
  Scenario: With a completed dungeon the exiled card may be cast only without paying its mana cost
    Given Alice has completed "Undercity"
    And Alice controls:
      | card                      | label      |
      | Caves of Chaos Adventurer |            |
      | Mountain                  | Mountain A |
      | Mountain                  | Mountain B |
      | Mountain                  | Mountain C |
      | Mountain                  | Mountain D |
    And Alice's library is "Hill Giant", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    Then the exiled "Hill Giant" may be played by Alice this turn only without paying its mana cost
    When the game advances to Alice's postcombat main phase
    And Alice taps "Mountain A" for mana
    And Alice taps "Mountain B" for mana
    And Alice taps "Mountain C" for mana
    And Alice taps "Mountain D" for mana
    And Alice tries to cast "Hill Giant" from exile
    Then the action is rejected as illegal
    When Alice casts "Hill Giant" from exile without paying its mana cost
    And the stack resolves
    Then "Hill Giant" is on the battlefield

  @id:CAVES-009 @cr:118.9:2026-09-25 @cr:309.7:2026-09-25 @card:caves-of-chaos-adventurer
  @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @ruling:caves-check-on-exile
  Scenario: Completing a dungeon after Caves of Chaos Adventurer exiled the card doesn't make it free
    Given Alice is in "Lost Mine of Phandelver" in room "Dark Pool"
    And Alice controls:
      | card                      | label      |
      | Caves of Chaos Adventurer |            |
      | Mountain                  | Mountain A |
      | Mountain                  | Mountain B |
      | Mountain                  | Mountain C |
      | Mountain                  | Mountain D |
    And Alice's library is "Hill Giant", "Island", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And Alice ventures into the dungeon
    And the stack resolves
    Then Alice has completed "Lost Mine of Phandelver"
    And the exiled "Hill Giant" may be played by Alice this turn
    When the game advances to Alice's postcombat main phase
    And Alice tries to cast "Hill Giant" from exile without paying its mana cost
    Then the action is rejected as illegal
    When Alice taps "Mountain A" for mana
    And Alice taps "Mountain B" for mana
    And Alice taps "Mountain C" for mana
    And Alice taps "Mountain D" for mana
    And Alice casts "Hill Giant" from exile
    And the stack resolves
    Then "Hill Giant" is on the battlefield

  @id:CAVES-010 @cr:611.2a:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  @ruling:caves-attack
  Scenario: The permission to play the card Caves of Chaos Adventurer exiled ends with the turn
    Given Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Hill Giant", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And the game advances to Bob's upkeep
    Then the exiled "Hill Giant" may not be played
    And Alice's exile contains "Hill Giant"

  @id:CAVES-011 @cr:305.1:2026-09-25 @cr:118.9:2026-09-25 @card:caves-of-chaos-adventurer
  @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:caves-attack
  Scenario: With a completed dungeon an exiled land is simply played: a land has no cost to skip
    Given Alice has completed "Undercity"
    And Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Forest", "Island"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    Then the exiled "Forest" may be played by Alice this turn
    When the game advances to Alice's postcombat main phase
    And Alice plays "Forest" from exile
    Then "Forest" is on the battlefield
