Feature: Declaring no attackers, goad, dividing combat damage among blockers, and destroying a permanent
  A player may declare no attackers, unless a requirement such as goad makes a creature attack
  (CR 508.1d, CR 701.15b); goad lasts until the goading player's next turn (CR 701.15a). A blocked
  creature's controller divides its combat damage among its blockers as they choose (CR 510.1c);
  with trample, damage reaches the player only once every blocker is assigned lethal damage, and
  the controller need not assign any to the player (CR 702.19b); an illegal assignment is undone
  (CR 510.1e). A destroyed permanent goes to its owner's graveyard (CR 701.8a), a token ceases to
  exist there (CR 704.5d), and a creature that leaves the battlefield is removed from combat
  (CR 506.4).

  @id:NOATK-001 @cr:508.1:2026-09-25 @cr:508.8:2026-09-25 @cr:726.2:2026-09-25
  @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Alice declares no attackers: nothing is tapped and the holder keeps the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    When Alice declares no attackers
    Then it is Alice's turn 3, in the declare attackers step
    And "Grizzly Bears" is untapped
    When the game advances to Alice's end step
    Then Bob has 20 life
    And Bob has the initiative

  @id:NOATK-002 @cr:701.15b:2026-09-25 @cr:508.1d:2026-09-25 @card:undercity @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-arena
  Scenario: A creature goaded by Arena must attack: declaring no attackers is illegal
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Bob is in "Undercity" in room "Forge"
    And Alice controls "Grizzly Bears"
    And Alice's library is "Forest", "Island"
    And Bob will choose room "Arena"
    When Bob ventures into Undercity
    And the stack resolves
    And the game advances to Alice's precombat main phase
    Then "Grizzly Bears" is goaded by Bob
    When Alice tries to declare no attackers
    Then the action is rejected as illegal
    When Alice attacks Bob with "Grizzly Bears"
    Then "Grizzly Bears" is tapped

  @id:NOATK-003 @cr:701.15a:2026-09-25 @card:undercity @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-arena
  Scenario: Goad lasts through the goaded creature's controller's turn and ends as the goading player's next turn begins
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Bob is in "Undercity" in room "Forge"
    And Alice controls "Grizzly Bears"
    And Alice's library is "Forest", "Island"
    And Bob's library is "Plains", "Swamp"
    And Bob will choose room "Arena"
    When Bob ventures into Undercity
    And the stack resolves
    And the game advances to Alice's precombat main phase
    And Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's end step
    Then "Grizzly Bears" is goaded by Bob
    And Bob has 18 life
    When the game advances to Bob's upkeep
    Then "Grizzly Bears" is not goaded

  @id:CDA-001 @cr:510.1c:2026-09-25 @cr:702.19b:2026-09-25 @cr:726.2:2026-09-25
  @card:avenging-hunter @card:grizzly-bears @card:savannah-lions
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @requires:combat-damage-assignment
  Scenario: Avenging Hunter may put all 5 damage on its two blockers, and then takes nothing from the holder
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    And Alice will assign "Avenging Hunter"'s damage: 3 to "Grizzly Bears", 2 to "Savannah Lions"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Grizzly Bears", "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then Bob has 20 life
    And the stack is empty
    And Bob has the initiative
    And "Grizzly Bears" is not on the battlefield
    And "Savannah Lions" is not on the battlefield
    And Alice's last assign-combat-damage decision offered exactly "Grizzly Bears", "Savannah Lions" and Bob

  @id:CDA-002 @cr:510.1c:2026-09-25 @card:hill-giant @card:grizzly-bears @card:savannah-lions
  @requires:two-player @requires:position-setup @requires:combat-damage-assignment
  Scenario: A creature without trample blocked by two divides its damage as its controller chooses, here all to the second blocker
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    And Alice will assign "Hill Giant"'s damage: 3 to "Savannah Lions"
    When Alice attacks Bob with "Hill Giant"
    And Bob blocks "Hill Giant" with "Grizzly Bears", "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then "Savannah Lions" is not on the battlefield
    And "Grizzly Bears" has 0 damage
    And "Hill Giant" is not on the battlefield
    And Bob has 20 life
    And Alice's last assign-combat-damage decision offered exactly "Grizzly Bears" and "Savannah Lions"

  @id:CDA-003 @cr:702.19b:2026-09-25 @cr:726.2:2026-09-25 @card:avenging-hunter @card:hill-giant
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @requires:combat-damage-assignment
  Scenario: A trampler need not assign any damage to the player: all 5 to its one blocker, and the holder keeps the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Bob controls "Hill Giant"
    And Alice will assign "Avenging Hunter"'s damage: 5 to "Hill Giant"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Hill Giant"
    And the game advances to Alice's combat damage step
    Then Bob has 20 life
    And Bob has the initiative
    And the stack is empty
    And "Hill Giant" is not on the battlefield
    And Alice's last assign-combat-damage decision offered exactly "Hill Giant" and Bob

  @id:CDA-004 @cr:702.19b:2026-09-25 @cr:510.1e:2026-09-25 @card:avenging-hunter @card:hill-giant
  @requires:two-player @requires:position-setup @requires:combat-damage-assignment
  Scenario: A trampler can't assign damage to the player before lethal damage to its blocker: the assignment is illegal
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Bob controls "Hill Giant"
    And Alice will assign "Avenging Hunter"'s damage: 2 to "Hill Giant", 3 to Bob
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Hill Giant"
    And Alice passes priority
    And Bob tries to pass priority
    Then the action is rejected as illegal
    And Bob has 20 life
    And "Hill Giant" has 0 damage

  @id:CDA-005 @cr:510.1c:2026-09-25 @cr:702.19b:2026-09-25 @card:avenging-hunter @card:hill-giant
  @requires:two-player @requires:position-setup @requires:combat-damage-assignment
  Scenario: After an illegal trample assignment is refused, a legal one still deals the combat damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Avenging Hunter"
    And Bob controls "Hill Giant"
    And Alice will assign "Avenging Hunter"'s damage: 2 to "Hill Giant", 3 to Bob
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Hill Giant"
    And Alice passes priority
    And Bob tries to pass priority
    Then the action is rejected as illegal
    And Bob has 20 life
    When Alice will assign "Avenging Hunter"'s damage: 3 to "Hill Giant", 2 to Bob
    And Bob passes priority
    Then Bob has 18 life
    And "Hill Giant" is not on the battlefield
    And "Avenging Hunter" is on the battlefield

  @id:DESTROY-001 @cr:701.8a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-destroy
  Scenario: A destroyed creature goes to its owner's graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Grizzly Bears"
    When "Grizzly Bears" is destroyed
    Then "Grizzly Bears" is not on the battlefield
    And Bob's graveyard contains "Grizzly Bears"
    And Bob's graveyard has 1 card
    And Alice's graveyard has no cards

  @id:DESTROY-002 @cr:701.8a:2026-09-25 @cr:704.5d:2026-09-25 @card:treasure
  @requires:two-player @requires:position-setup @requires:direct-destroy
  Scenario: A destroyed token ceases to exist: it stays in no graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card     | token |
      | Treasure | yes   |
    When "Treasure" is destroyed
    Then Alice controls no "Treasure"
    And Alice's graveyard has no cards

  @id:DESTROY-003 @cr:506.4:2026-09-25 @cr:726.2:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-destroy
  Scenario: An unblocked attacker destroyed before combat damage deals none, so the holder keeps the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And "Grizzly Bears" is destroyed
    And the game advances to Alice's end step
    Then Bob has 20 life
    And Bob has the initiative
    And Alice's graveyard has 1 card
