Feature: Lost Mine of Phandelver
  A plain venture may start Lost Mine of Phandelver (CR 701.49a). Rooms: Cave Entrance (scry 1)
  -> Goblin Lair (1/1 red Goblin) | Mine Tunnels (Treasure); Goblin Lair -> Storeroom | Dark
  Pool; Mine Tunnels -> Dark Pool | Fungi Cavern; Dark Pool: each opponent loses 1 life and you
  gain 1; Fungi Cavern: target creature gets -4/-0 until your next turn; all three lead to
  Temple of Dumathoin (draw a card), whose resolution completes the dungeon (CR 309.4, 704.5t).

  @id:DNG-001 @cr:701.49a:2026-09-25 @cr:701.22:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Entering Lost Mine of Phandelver at Cave Entrance scries 1
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Island", "Forest", "Plains"
    And Alice will choose dungeon "Lost Mine of Phandelver"
    And Alice will scry "Island" to the bottom
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Lost Mine of Phandelver" in room "Cave Entrance"
    And the top card of Alice's library is "Forest"
    And the bottom card of Alice's library is "Island"

  @id:DNG-002 @cr:309.4:2026-09-25 @cr:111.1:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Goblin Lair creates a 1/1 Goblin token
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Cave Entrance"
    And Alice will choose room "Goblin Lair"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Lost Mine of Phandelver" in room "Goblin Lair"
    And Alice controls 1 "Goblin"
    And "Goblin" is 1/1

  @id:DNG-003 @cr:309.4:2026-09-25 @cr:119.3:2026-09-25 @card:lost-mine-of-phandelver
  @requires:multiplayer @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Dark Pool makes each opponent lose 1 life and Alice gain 1 life
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Mine Tunnels"
    And Alice will choose room "Dark Pool"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice has 21 life
    And Bob has 19 life
    And Carol has 19 life

  @id:DNG-004 @cr:309.4:2026-09-25 @cr:611.2a:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Fungi Cavern gives the target creature -4/-0
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Mine Tunnels"
    And Bob controls "Craw Wurm"
    And Bob controls "Hill Giant"
    And Alice will choose room "Fungi Cavern"
    And Alice will choose target "Craw Wurm"
    When Alice ventures into the dungeon
    And the stack resolves
    Then "Craw Wurm" is 2/4
    And "Hill Giant" is 3/3

  @id:DNG-015 @cr:309.4:2026-09-25 @cr:611.2a:2026-09-25 @cr:510.1:2026-09-25
  @card:lost-mine-of-phandelver @card:craw-wurm @card:hill-giant
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Creatures deal combat damage equal to their power as Fungi Cavern left it
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Mine Tunnels"
    And Alice controls "Craw Wurm"
    And Alice controls "Hill Giant"
    And Alice will choose room "Fungi Cavern"
    And Alice will choose target "Craw Wurm"
    When Alice ventures into the dungeon
    And the stack resolves
    And Alice attacks Bob with "Craw Wurm", "Hill Giant"
    And the game advances to Alice's combat damage step
    Then Bob has 15 life

  @id:DNG-005 @cr:704.5t:2026-09-25 @cr:309.7:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Temple of Dumathoin draws a card and completes Lost Mine of Phandelver
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Storeroom"
    And Alice's library is "Island", "Forest"
    When Alice ventures into the dungeon
    Then Alice is in "Lost Mine of Phandelver" in room "Temple of Dumathoin"
    And Alice has completed no dungeon
    When the stack resolves
    Then Alice's hand contains "Island"
    And Alice has completed "Lost Mine of Phandelver"
    And Alice is not in a dungeon
