Feature: Combat damage to the holder takes the initiative
  Whenever one or more creatures a player controls deal combat damage to the player who has the
  initiative, that player takes the initiative. The ability triggers once per controlling player
  however many of their creatures dealt damage, has no source, and is controlled by the player
  who had the initiative (CR 726.2, CR 510.2, CR 702.19b).

  @id:STEAL-001 @cr:726.2:2026-09-25 @cr:510.2:2026-09-25 @card:grizzly-bears @card:undercity
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: An unblocked creature hits the holder: the trigger belongs to the holder and has no source
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    And Alice's library is "Island", "Forest", "Island"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has 18 life
    And the stack from top to bottom is "Alice takes the initiative"
    And "Alice takes the initiative" on the stack is controlled by Bob with no source
    And Bob has the initiative
    When Alice will find "Forest"
    And the stack resolves
    Then Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:STEAL-002 @cr:726.2:2026-09-25 @cr:510.2:2026-09-25 @card:grizzly-bears @card:hill-giant
  @card:savannah-lions
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario Outline: One trigger for Alice however many of her creatures hit the holder (<attackers>)
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls:
      | card           |
      | Grizzly Bears  |
      | Hill Giant     |
      | Savannah Lions |
    When Alice attacks Bob with <attackers>
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has <life> life
    And the stack from top to bottom is "Alice takes the initiative"

    Examples:
      | attackers                                             | life |
      | "Grizzly Bears"                                       | 18   |
      | "Grizzly Bears" and "Hill Giant"                      | 15   |
      | "Grizzly Bears", "Hill Giant" and "Savannah Lions"    | 13   |

  @id:STEAL-003 @cr:726.2:2026-09-25 @cr:702.19b:2026-09-25 @card:avenging-hunter @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Avenging Hunter's trample damage through a blocker takes the initiative, and the trigger has no source
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Grizzly Bears"
    And the game advances to Alice's combat damage step
    Then Bob has 17 life
    And "Grizzly Bears" is not on the battlefield
    And "Alice takes the initiative" on the stack is controlled by Bob with no source

  @id:STEAL-004 @cr:726.2:2026-09-25 @cr:702.19b:2026-09-25 @card:avenging-hunter
  @card:craw-wurm @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario Outline: Trample takes the initiative only if damage reaches the holder (blocked by <blockers>)
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Avenging Hunter"
    And Bob controls "Craw Wurm"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with <blockers>
    And the game advances to Alice's combat damage step
    Then Bob has <life> life
    And the stack has <triggers> objects

    Examples:
      | blockers                         | life | triggers |
      | "Craw Wurm"                      | 19   | 1        |
      | "Craw Wurm" and "Grizzly Bears"  | 20   | 0        |

  @id:STEAL-005 @cr:726.2:2026-09-25 @cr:510.1c:2026-09-25 @card:hill-giant @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: A blocked creature without trample deals no damage to the holder and takes nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Hill Giant"
    And Bob blocks "Hill Giant" with "Grizzly Bears"
    And the game advances to Alice's combat damage step
    Then Bob has 20 life
    And the stack is empty
    And Bob has the initiative

  @id:STEAL-006 @cr:726.2:2026-09-25 @card:grizzly-bears
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Combat damage to a player who doesn't have the initiative takes nothing
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Carol has the initiative
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has 18 life
    And the stack is empty
    And Carol has the initiative

  @id:STEAL-007 @cr:726.2:2026-09-25 @card:shock
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Damage to the holder from Shock is not combat damage and takes nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When Alice casts "Shock" targeting Bob
    And the stack resolves
    Then Bob has 18 life
    And the stack is empty
    And Bob has the initiative

  @id:STEAL-008 @cr:726.2:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Attacking two players at once, only the damage to the holder takes the initiative
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    And Alice controls "Hill Giant"
    When Alice attacks with:
      | attacker      | defender |
      | Grizzly Bears | Bob      |
      | Hill Giant    | Carol    |
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has 18 life
    And Carol has 17 life
    And the stack from top to bottom is "Alice takes the initiative"

  @id:STEAL-009 @cr:726.2:2026-09-25 @card:grizzly-bears @card:shock @card:mountain
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: The trigger has no source, so it still resolves after the creature that dealt the damage dies
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    And Bob controls "Mountain"
    And Bob's hand is "Shock"
    And Alice's library is "Island", "Forest", "Island"
    And Alice will find "Forest"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    And Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Shock" targeting "Grizzly Bears"
    And the stack resolves
    Then "Grizzly Bears" is not on the battlefield
    And Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:STEAL-010 @cr:726.2:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: The holder's own creatures hitting an opponent trigger nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has 18 life
    And the stack is empty
    And Alice is in "Undercity" in room "Stash"

  @id:STEAL-011 @cr:726.2:2026-09-25 @cr:120.2b:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: A creature's ability that damages the holder deals noncombat damage and takes nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Prodigal Sorcerer"
    When Alice activates "Prodigal Sorcerer" targeting Bob
    And the stack resolves
    Then Bob has 19 life
    And the stack is empty
    And Bob has the initiative

  @id:STEAL-012 @cr:726.2:2026-09-25 @cr:120.2b:2026-09-25 @card:prodigal-sorcerer
  @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: In the combat damage step, only the attacker's combat damage takes the initiative, not the Sorcerer's ping
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    And Alice controls "Prodigal Sorcerer"
    And Alice's library is "Island", "Forest", "Island"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    And Alice activates "Prodigal Sorcerer" targeting Bob
    And the top of the stack resolves
    Then Bob has 17 life
    And the stack from top to bottom is "Alice takes the initiative"
    And Bob has the initiative
    When Alice will find "Forest"
    And the stack resolves
    Then Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:STEAL-013 @cr:726.2:2026-09-25 @cr:120.2b:2026-09-25 @card:prodigal-sorcerer
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Another player's creature pinging the holder on the active player's turn takes nothing
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Carol controls "Prodigal Sorcerer"
    When Alice passes priority
    And Bob passes priority
    And Carol activates "Prodigal Sorcerer" targeting Bob
    And the stack resolves
    Then Bob has 19 life
    And the stack is empty
    And Bob has the initiative
