Feature: The initiative at a four-player table
  The initiative is mostly played in Commander, four players at a table. These scenarios check
  the rulings that matter with four seats: the venture waits on the stack for whoever takes it
  (CR 726.2), only one player has it however often it changes hands (CR 726.3), only its holder's
  upkeep makes a player venture (CR 726.2), one attack on the holder takes it once (CR 726.2),
  and when the holder leaves, the active player takes it (CR 726.4).

  @id:FOUR-001 @cr:726.2:2026-09-25 @cr:603.3:2026-09-25 @card:undercity
  @requires:multiplayer @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Dave takes the initiative on Bob's turn: his venture into Undercity waits on the stack
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Bob's turn 4, in the precombat main phase
    And Dave's library is "Island", "Forest", "Island"
    When Dave takes the initiative
    Then Dave has the initiative
    And Dave is not in a dungeon
    And the stack from top to bottom is "Dave ventures into Undercity"
    When Dave will find "Forest"
    And the stack resolves
    Then Dave is in "Undercity" in room "Secret Entrance"

  @id:FOUR-002 @cr:726.3:2026-09-25 @cr:726.2:2026-09-25 @card:undercity
  @requires:multiplayer @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:initiative-only-one
  Scenario: The initiative goes around the table from Alice to Bob, Carol and Dave: only Dave has it, and Bob's upkeep has no venture
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Forge"
    And Bob's library is "Island", "Forest", "Island"
    And Carol's library is "Island", "Forest", "Island"
    And Dave's library is "Island", "Forest", "Island"
    And Bob will find "Forest"
    And Carol will find "Forest"
    And Dave will find "Forest"
    When Bob takes the initiative
    And the stack resolves
    And Carol takes the initiative
    And the stack resolves
    And Dave takes the initiative
    And the stack resolves
    Then Dave has the initiative
    And Alice does not have the initiative
    And Bob does not have the initiative
    And Carol does not have the initiative
    And Alice is in "Undercity" in room "Forge"
    And Bob is in "Undercity" in room "Secret Entrance"
    And Carol is in "Undercity" in room "Secret Entrance"
    And Dave is in "Undercity" in room "Secret Entrance"
    When the game advances to Bob's upkeep
    Then the stack is empty
    And Dave has the initiative

  @id:FOUR-003 @cr:726.2:2026-09-25 @cr:503.1a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:initiative-designation
  Scenario Outline: Dave took the initiative from Carol: <whose> upkeep has <ventures> ventures
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Bob's turn 6, in the end step
    And Carol has the initiative
    And Carol is in "Undercity" in room "Forge"
    And Dave's library is "Island", "Forest", "Island", "Island", "Island"
    And Carol's library is "Island", "Island"
    And Dave will find "Forest"
    When Dave takes the initiative
    And the stack resolves
    And the game advances to <whose>'s upkeep
    Then the stack has <ventures> objects
    And Dave has the initiative

    Examples:
      | whose | ventures |
      | Carol | 0        |
      | Dave  | 1        |

  @id:FOUR-004 @cr:726.2:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Bob attacks Alice, the holder, with two creatures: one trigger, and Bob takes the initiative once
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Bob's turn 6, in the precombat main phase
    And Alice has the initiative
    And Bob controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    When Bob attacks Alice with "Grizzly Bears", "Hill Giant"
    And Alice declares no blockers
    And the game advances to Bob's combat damage step
    Then Alice has 15 life
    And the stack from top to bottom is "Bob takes the initiative"
    And Alice has the initiative

  @id:FOUR-005 @cr:726.4:2026-09-25 @cr:704.5a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  @requires:stack-inspection
  @ruling:initiative-leaves-game
  Scenario: Carol, the holder, loses the game on Dave's turn: Dave, the active player, takes the initiative
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Dave's turn 7, in the precombat main phase
    And Carol has the initiative
    And Carol has 3 life
    When Carol loses 3 life
    Then Carol has left the game
    And Dave has the initiative
    And Alice does not have the initiative
    And the stack from top to bottom is "Dave ventures into Undercity"

  @id:FOUR-006 @cr:726.2:2026-09-25 @card:grizzly-bears
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Alice, the holder, attacks Bob: damage dealt by the holder takes nothing from anyone
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the precombat main phase
    And Alice has the initiative
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has 18 life
    And the stack is empty
    And Alice has the initiative
