Feature: Combat damage edge cases, and the initiative's steal trigger
  Combat damage is assigned and dealt at once (CR 510.1-510.2). A blocked creature stays blocked
  when its blockers leave combat; without trample it then assigns no combat damage, with trample
  it assigns all of it to the player (CR 509.1h, CR 510.1c, CR 702.19d). Damage marked on a
  creature stays until the cleanup step, and a creature with lethal damage, or any damage from a
  source with deathtouch, is destroyed (CR 704.5g, CR 704.5h). The initiative's second ability
  triggers once for each player whose creatures dealt combat damage to the holder (CR 726.2).
  Where a trampler's damage is divided, the suite assumes just lethal damage to each blocker
  (docs/INTERPRETING.md).

  @id:CDMG-001 @cr:702.19b:2026-09-25 @cr:726.2:2026-09-25 @cr:704.5g:2026-09-25
  @card:avenging-hunter @card:grizzly-bears @card:savannah-lions
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Avenging Hunter blocked by two creatures tramples over both, steals the initiative, and dies from their combined damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Grizzly Bears", "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then Bob has 18 life
    And "Grizzly Bears" is not on the battlefield
    And "Savannah Lions" is not on the battlefield
    And "Avenging Hunter" is not on the battlefield
    And the stack from top to bottom is "Alice takes the initiative"

  @id:CDMG-002 @cr:702.19d:2026-09-25 @cr:726.2:2026-09-25 @card:avenging-hunter @card:shock
  @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: A trampler whose only blocker was destroyed assigns all its damage to the holder and steals the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Alice controls "Mountain"
    And Alice's hand is "Shock"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Grizzly Bears"
    And Alice taps "Mountain" for mana
    And Alice casts "Shock" targeting "Grizzly Bears"
    And the stack resolves
    Then "Grizzly Bears" is not on the battlefield
    When the game advances to Alice's combat damage step
    Then Bob has 15 life
    And the stack from top to bottom is "Alice takes the initiative"

  @id:CDMG-003 @cr:509.1h:2026-09-25 @cr:510.1c:2026-09-25 @cr:726.2:2026-09-25
  @card:hill-giant @card:shock @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: A creature without trample whose blocker was destroyed stays blocked, deals no damage and takes nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Hill Giant"
    And Alice controls "Mountain"
    And Alice's hand is "Shock"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Hill Giant"
    And Bob blocks "Hill Giant" with "Grizzly Bears"
    And Alice taps "Mountain" for mana
    And Alice casts "Shock" targeting "Grizzly Bears"
    And the stack resolves
    And the game advances to Alice's combat damage step
    Then Bob has 20 life
    And the stack is empty
    And Bob has the initiative

  @id:CDMG-004 @cr:509.3c:2026-09-25 @cr:509.1h:2026-09-25 @cr:726.2:2026-09-25
  @card:trailblazers-torch @card:hill-giant @card:savannah-lions
  @requires:two-player @requires:position-setup
  Scenario: Trailblazer's Torch kills the only blocker, so the equipped creature stays blocked and deals the holder nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls:
      | card                | attached to   |
      | Hill Giant          |               |
      | Trailblazer's Torch | Hill Giant    |
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Hill Giant"
    And Bob blocks "Hill Giant" with "Savannah Lions"
    And the stack resolves
    Then "Savannah Lions" is not on the battlefield
    When the game advances to Alice's end of combat step
    Then Bob has 20 life
    And Bob has the initiative

  @id:CDMG-005 @cr:510.2:2026-09-25 @cr:704.5g:2026-09-25
  @card:hill-giant @card:grizzly-bears @card:savannah-lions
  @requires:two-player @requires:position-setup
  Scenario: Two blockers' damage is dealt together: a 3/3 blocked by two 2-power creatures dies
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Hill Giant"
    And Bob blocks "Hill Giant" with "Grizzly Bears", "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then "Hill Giant" is not on the battlefield
    And Bob has 20 life

  @id:CDMG-006 @cr:702.2b:2026-09-25 @cr:704.5h:2026-09-25 @card:tomb-of-annihilation
  @card:craw-wurm
  @requires:two-player @requires:position-setup
  Scenario: The Atropal's deathtouch destroys an 8/6 blocker with 4 damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card        | token |
      | The Atropal | yes   |
    And Bob controls:
      | card      | counters |
      | Craw Wurm | +1/+1:2  |
    When Alice attacks Bob with "The Atropal"
    And Bob blocks "The Atropal" with "Craw Wurm"
    And the game advances to Alice's combat damage step
    Then "Craw Wurm" is not on the battlefield
    And "The Atropal" is not on the battlefield

  @id:CDMG-007 @cr:704.5g:2026-09-25 @cr:120.6:2026-09-25 @card:shock @card:hill-giant
  @card:savannah-lions
  @requires:two-player @requires:position-setup
  Scenario: Damage marked earlier in the turn counts: a Shocked 3/3 dies to 2 more combat damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Savannah Lions"
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob controls "Hill Giant"
    When Alice casts "Shock" targeting "Hill Giant"
    And the stack resolves
    Then "Hill Giant" has 2 damage
    When Alice attacks Bob with "Savannah Lions"
    And Bob blocks "Savannah Lions" with "Hill Giant"
    And the game advances to Alice's combat damage step
    Then "Hill Giant" is not on the battlefield
    And "Savannah Lions" is not on the battlefield

  @id:CDMG-008 @cr:726.2:2026-09-25 @cr:810.4:2026-09-25
  @card:grizzly-bears @card:savannah-lions @card:hill-giant
  @requires:two-headed-giant @requires:position-setup @requires:stack-inspection
  @requires:trigger-ordering
  Scenario: Three creatures of two teammates hit the holder: exactly two steal triggers, one per controller
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Carol has the initiative
    And Alice controls "Grizzly Bears"
    And Alice controls "Savannah Lions"
    And Bob controls "Hill Giant"
    And Carol will order the triggers to resolve "Alice takes the initiative", "Bob takes the initiative"
    When Alice attacks with:
      | attacker       | defender |
      | Grizzly Bears  | Carol    |
      | Savannah Lions | Carol    |
      | Hill Giant     | Carol    |
    And Carol declares no blockers
    And the game advances to Alice's combat damage step
    Then Carol has 23 life
    And the stack from top to bottom is "Alice takes the initiative", "Bob takes the initiative"

  @id:CDMG-009 @cr:506.4:2026-09-25 @cr:726.2:2026-09-25 @card:grizzly-bears @card:shock
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: An unblocked attacker destroyed before combat damage deals none, so the holder keeps the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    And Bob controls "Mountain"
    And Bob's hand is "Shock"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Shock" targeting "Grizzly Bears"
    And the stack resolves
    And the game advances to Alice's end of combat step
    Then Bob has 20 life
    And Bob has the initiative
    And the stack is empty

  @id:CDMG-010 @cr:702.19b:2026-09-25 @cr:726.2:2026-09-25 @card:caves-of-chaos-adventurer
  @card:craw-wurm
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Caves of Chaos Adventurer assigns lethal 4 to a 6/4 blocker and tramples 1 over to the holder, stealing the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Island", "Forest"
    And Bob controls "Craw Wurm"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    And Bob blocks "Caves of Chaos Adventurer" with "Craw Wurm"
    And the game advances to Alice's combat damage step
    Then Bob has 19 life
    And "Craw Wurm" is not on the battlefield
    And "Caves of Chaos Adventurer" is not on the battlefield
    And the stack from top to bottom is "Alice takes the initiative"
