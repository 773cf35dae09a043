Feature: The initiative is a player designation with inherent triggered abilities
  The initiative is a designation a player can have (CR 726.1). It carries triggered abilities
  that have no source and are controlled by the player who had the initiative when they
  triggered: whenever a player takes the initiative, and at the beginning of the holder's
  upkeep, that player ventures into Undercity; whenever creatures a player controls deal combat
  damage to the holder, that player takes the initiative (CR 726.2).

  @id:INIT-001 @cr:726.2:2026-09-25 @cr:701.49a:2026-09-25 @card:avenging-hunter @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:initiative-designation
  Scenario: Taking the initiative from Avenging Hunter makes Alice venture into Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    And Alice's library is "Island", "Forest", "Island"
    And Alice will find "Forest"
    When Alice casts "Avenging Hunter"
    And the stack resolves
    Then Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice's hand contains "Forest"
    And "Avenging Hunter" is on the battlefield

  @id:INIT-002 @cr:726.2:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: The venture is a separate trigger, controlled by the new holder, with no source
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    And Alice's library is "Island", "Forest", "Island"
    When Alice casts "Avenging Hunter"
    And the top of the stack resolves
    Then "Alice takes the initiative" on the stack is controlled by Alice with source "Avenging Hunter"
    And nobody has the initiative
    When the top of the stack resolves
    Then Alice has the initiative
    And the stack from top to bottom is "Alice ventures into Undercity"
    And "Alice ventures into Undercity" on the stack is controlled by Alice with no source
    And Alice is not in a dungeon

  @id:INIT-003 @cr:726.2:2026-09-25 @cr:726.3:2026-09-25 @card:avenging-hunter @card:undercity
  @requires:two-player @requires:position-setup @requires:event-log
  @ruling:initiative-designation
  Scenario: Alice takes the initiative first and then ventures, entering Undercity's first room
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    And Alice's library is "Island", "Forest", "Island"
    And Alice will find "Forest"
    When Alice casts "Avenging Hunter"
    And the stack resolves
    Then the last action's events include, in order:
      | event           | player | dungeon   | room            |
      | took-initiative | Alice  |           |                 |
      | ventured        | Alice  |           |                 |
      | entered-dungeon | Alice  | Undercity |                 |
      | entered-room    | Alice  | Undercity | Secret Entrance |
    And Alice took the initiative 1 time
    And Alice ventured 1 time

  @id:INIT-004 @cr:726.1:2026-09-25 @cr:726.2:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  @ruling:initiative-designation
  Scenario: The initiative belongs to the player, not to the card: Alice keeps it after sacrificing Dungeoneer's Pack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    And Alice's library is "Island", "Forest", "Island", "Swamp"
    And Alice will find "Forest"
    When Alice activates "Dungeoneer's Pack"
    And the stack resolves
    Then "Dungeoneer's Pack" is not on the battlefield
    And Alice's graveyard contains "Dungeoneer's Pack"
    And Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:INIT-005 @cr:726.2:2026-09-25 @card:avenging-hunter @card:undercity @card:shock
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Alice keeps the initiative and its upkeep venture after Avenging Hunter dies
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    And Alice controls "Avenging Hunter"
    And Bob's hand is "Shock", "Shock"
    And Bob's mana pool is "{R}{R}"
    And Alice's library is "Island", "Forest", "Island"
    When Bob casts "Shock" targeting "Avenging Hunter"
    And Bob casts "Shock" targeting "Avenging Hunter"
    And the stack resolves
    Then "Avenging Hunter" is not on the battlefield
    And Alice has the initiative
    When the game advances to Alice's upkeep
    Then the top of the stack is "Alice ventures into Undercity"
    When the stack resolves
    Then Alice is in "Undercity" in room "Catacombs"
