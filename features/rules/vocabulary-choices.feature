Feature: Optional and required choices, and the targets of objects on the stack
  A search of a hidden zone may find nothing (CR 701.23b), so Secret Entrance's search can be
  declined; White Plume Adventurer's untap names no "up to", so its controller must untap a
  creature. A spell or ability's targets are chosen as it is put on the stack (CR 601.2c,
  CR 603.3d); the initiative's own abilities target nothing (CR 726.2).

  @id:DECLINE-001 @cr:701.23b:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-secret-entrance
  Scenario: Alice declines Secret Entrance's optional search: no card is put into her hand
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Forest", "Island"
    And Alice will choose nothing
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Secret Entrance"
    And Alice has 0 cards in hand
    And Alice's library has 2 cards
    And Alice's last search-library decision was optional, up to 1

  @id:DECLINE-002 @cr:603.3:2026-09-25 @card:white-plume-adventurer @card:grizzly-bears
  @card:hill-giant
  @requires:two-player @requires:position-setup
  @ruling:plume-upkeep
  Scenario: White Plume Adventurer's untap is required: Alice must untap exactly one creature
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the end step
    And Alice controls "White Plume Adventurer"
    And Alice controls a tapped "Grizzly Bears"
    And Alice controls a tapped "Hill Giant"
    And Alice will untap "Hill Giant"
    When the game advances to Bob's upkeep
    And the stack resolves
    Then "Hill Giant" is untapped
    And "Grizzly Bears" is tapped
    And Alice's last choose-untap decision was required, exactly 1

  @id:STACKTGT-001 @cr:601.2c:2026-09-25 @card:shock @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Shock on the stack targets the creature chosen as it was cast
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's mana pool is "{R}"
    And Alice's hand is "Shock"
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    When Alice casts "Shock" targeting "Grizzly Bears"
    Then "Shock" on the stack targets "Grizzly Bears"
    When the stack resolves
    Then "Grizzly Bears" is not on the battlefield
    And "Savannah Lions" is on the battlefield

  @id:STACKTGT-002 @cr:603.3d:2026-09-25 @cr:309.4:2026-09-25 @card:undercity @card:grizzly-bears
  @card:hill-giant
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:room-forge
  Scenario: Forge's room ability on the stack targets the creature chosen as it triggered
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice controls "Grizzly Bears"
    And Alice controls "Hill Giant"
    And Alice will choose room "Forge"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    Then "Forge" on the stack targets "Hill Giant"
    When the stack resolves
    Then "Hill Giant" has 2 +1/+1 counters
    And "Grizzly Bears" has 0 +1/+1 counters

  @id:STACKTGT-003 @cr:603.3d:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:room-trap
  Scenario: Trap! on the stack targets the player chosen as it triggered
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Alice will choose room "Trap!"
    And Alice will choose target Bob
    When Alice ventures into Undercity
    Then "Trap!" on the stack targets Bob
    When the stack resolves
    Then Bob has 15 life
    And Alice has 20 life

  @id:STACKTGT-004 @cr:726.2:2026-09-25 @requires:two-player @requires:position-setup
  @requires:direct-effects @requires:stack-inspection
  Scenario: The initiative's venture trigger on the stack has no targets
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    When Bob takes the initiative
    Then "Bob ventures into Undercity" on the stack has no targets
