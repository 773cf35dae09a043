Feature: Every room's exact effect, numbers and boundaries
  Each room ability is a triggered ability "When you move your venture marker into this room,
  [effect]", controlled by the dungeon's owner (CR 309.4). These scenarios check the rooms the
  other dungeon features don't reach, and the edges of the rest: how many cards a scry looks at
  when the library is short (CR 701.22), drawing from an empty library (CR 704.5b), life totals
  at exactly 0 (CR 704.5a), "each opponent" and "each player" in Two-Headed Giant, where each
  player's life change is a change of the team's shared total (CR 810.9), and the legend rule on
  The Atropal (CR 704.5j).

  @id:ROOM-001 @cr:309.4:2026-09-25 @cr:111.10a:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Mine Tunnels creates exactly one Treasure
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Cave Entrance"
    And Alice will choose room "Mine Tunnels"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Lost Mine of Phandelver" in room "Mine Tunnels"
    And Alice controls 1 "Treasure"
    And Bob controls no "Treasure"

  @id:ROOM-002 @cr:309.4:2026-09-25 @cr:122.1a:2026-09-25 @card:lost-mine-of-phandelver
  @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Storeroom puts exactly one +1/+1 counter on the target creature
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Goblin Lair"
    And Alice controls "Grizzly Bears"
    And Alice will choose room "Storeroom"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Lost Mine of Phandelver" in room "Storeroom"
    And "Grizzly Bears" has 1 +1/+1 counter
    And "Grizzly Bears" is 3/3

  @id:ROOM-003 @cr:309.4:2026-09-25 @cr:701.22a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Dungeon Level scries 1: it looks at the top card only
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Yawning Portal"
    And Alice's library is "Island", "Forest", "Plains"
    And Alice will scry "Island" to the bottom
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Dungeon of the Mad Mage" in room "Dungeon Level"
    And Alice's last scry decision offered exactly "Island"
    And the top card of Alice's library is "Forest"
    And the bottom card of Alice's library is "Island"

  @id:ROOM-004 @cr:309.4:2026-09-25 @cr:111.10a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Goblin Bazaar creates exactly one Treasure
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Dungeon Level"
    And Alice will choose room "Goblin Bazaar"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Dungeon of the Mad Mage" in room "Goblin Bazaar"
    And Alice controls 1 "Treasure"

  @id:ROOM-005 @cr:309.4:2026-09-25 @cr:701.22a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Lost Level scries 2: it looks at the top two cards, so the third can end up on top
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Goblin Bazaar"
    And Alice's library is "Island", "Forest", "Plains"
    And Alice will scry "Island", "Forest" to the bottom
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Alice's last scry decision offered exactly "Island" and "Forest"
    And the top card of Alice's library is "Plains"

  @id:ROOM-020 @cr:309.4:2026-09-25 @cr:701.22a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Lost Level, reached from Twisted Caverns on Bob's turn, scries 2 for Bob as well
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Bob is in "Dungeon of the Mad Mage" in room "Twisted Caverns"
    And Bob's library is "Plains", "Swamp", "Island"
    And Bob will scry "Swamp" to the bottom
    When Bob ventures into the dungeon
    And the stack resolves
    Then Bob is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Bob's last scry decision offered exactly "Plains" and "Swamp"
    And the top card of Bob's library is "Plains"
    And Bob's library has 3 cards

  @id:ROOM-006 @cr:309.4:2026-09-25 @cr:701.22a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Deep Mines scries 3: it looks at the top three cards and not the fourth
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Muiral's Graveyard"
    And Alice's library is "Island", "Forest", "Plains", "Swamp"
    And Alice will scry "Island", "Forest", "Plains" to the bottom
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Alice's last scry decision offered exactly "Island", "Forest" and "Plains"
    And the top card of Alice's library is "Swamp"
    And Alice's library has 4 cards

  @id:ROOM-021 @cr:309.4:2026-09-25 @cr:701.22a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Deep Mines, reached from Runestone Caverns on Bob's turn, scries 3 for Bob as well
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Bob is in "Dungeon of the Mad Mage" in room "Runestone Caverns"
    And Bob's library is "Plains", "Swamp", "Island", "Mountain"
    And Bob will scry "Swamp" to the bottom
    When Bob ventures into the dungeon
    And the stack resolves
    Then Bob is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Bob's last scry decision offered exactly "Plains", "Swamp" and "Island"
    And the top card of Bob's library is "Plains"

  @id:ROOM-022 @cr:611.2a:2026-09-25 @cr:309.4:2026-09-25 @card:dungeon-of-the-mad-mage
  @card:hill-giant
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:effect-durations
  Scenario: Twisted Caverns' "can't attack" on Bob's Hill Giant lasts until Alice's next turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Dungeon Level"
    And Bob controls "Hill Giant"
    And Alice will choose room "Twisted Caverns"
    When Alice ventures into the dungeon
    And the stack resolves
    Then the effects on "Hill Giant" are "can't attack until Alice's next turn"

  @id:ROOM-007 @cr:701.22a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Deep Mines with two cards in the library scries just those two
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Runestone Caverns"
    And Alice's library is "Island", "Forest"
    And Alice will scry "Island" to the bottom
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice's last scry decision offered exactly "Island" and "Forest"
    And the top card of Alice's library is "Forest"
    And the bottom card of Alice's library is "Island"
    And Alice's library has 2 cards

  @id:ROOM-008 @cr:701.22a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Lost Well with one card in the library scries just that card
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice's library is "Island"
    And Alice will choose room "Lost Well"
    And Alice will keep the scried cards on top
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's last scry decision offered exactly "Island"
    And Alice's library has 1 card
    And Alice has 0 cards in hand

  @id:ROOM-009 @cr:608.2d:2026-09-25 @cr:309.4:2026-09-25 @cr:701.21a:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Sandfall Cell: Alice sacrifices a land instead of losing 2, and Bob, with nothing to sacrifice, loses 2
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Veils of Fear"
    And Alice controls "Forest"
    And Alice will choose "sacrifice a permanent"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Tomb of Annihilation" in room "Sandfall Cell"
    And Alice has 20 life
    And "Forest" is not on the battlefield
    And Alice's graveyard contains "Forest"
    And Bob has 18 life

  @id:ROOM-010 @cr:309.4:2026-09-25 @card:tomb-of-annihilation @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Sandfall Cell: a player may choose to lose 2 life even with a permanent to sacrifice
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Veils of Fear"
    And Bob controls "Grizzly Bears"
    And Bob will choose "lose 2 life"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Bob has 18 life
    And "Grizzly Bears" is on the battlefield
    And Alice has 18 life

  @id:ROOM-011 @cr:608.2d:2026-09-25 @cr:309.4:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Veils of Fear with empty hands: each player loses 2 life
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Trapped Entry"
    And Alice will choose room "Veils of Fear"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice has 18 life
    And Bob has 18 life

  @id:ROOM-012 @cr:104.3c:2026-09-25 @cr:121.4:2026-09-25 @cr:704.5b:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  Scenario: Archives with an empty library: Alice draws from it and loses the game
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Trap!"
    And Alice's library is empty
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice has left the game
    And Bob is still in the game

  @id:ROOM-013 @cr:704.5b:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Temple of Dumathoin draws Alice's last card: an empty library alone doesn't lose the game
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Dark Pool"
    And Alice's library is "Island"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice has 1 card in hand
    And Alice's library has 0 cards
    And Alice is still in the game
    And Alice has completed "Lost Mine of Phandelver"

  @id:ROOM-014 @cr:104.3b:2026-09-25 @cr:704.5a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  Scenario: Trap! on a player with exactly 5 life brings him to 0, and he loses
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob has 5 life
    And Alice will choose room "Trap!"
    And Alice will choose target Bob
    When Alice ventures into Undercity
    And the stack resolves
    Then Bob has left the game

  @id:ROOM-015 @cr:704.5a:2026-09-25 @cr:119.3:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  Scenario: Trap! on a player with 6 life leaves him at 1, still in the game
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob has 6 life
    And Alice will choose room "Trap!"
    And Alice will choose target Bob
    When Alice ventures into Undercity
    And the stack resolves
    Then Bob has 1 life
    And Bob is still in the game

  @id:ROOM-016 @cr:810.9:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-headed-giant @requires:position-setup @requires:direct-effects
  @requires:dungeons-afr
  Scenario: Dark Pool in Two-Headed Giant: both opponents lose 1, so their team loses 2, and Alice's team gains 1
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Mine Tunnels"
    And Alice will choose room "Dark Pool"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Carol has 28 life
    And Dave has 28 life
    And Alice has 31 life
    And Bob has 31 life

  @id:ROOM-017 @cr:810.9:2026-09-25 @card:tomb-of-annihilation
  @requires:two-headed-giant @requires:position-setup @requires:direct-effects
  @requires:dungeons-afr
  Scenario: Trapped Entry in Two-Headed Giant: each of the four players loses 1, so each team loses 2
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Alice will choose dungeon "Tomb of Annihilation"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Tomb of Annihilation" in room "Trapped Entry"
    And Alice has 28 life
    And Carol has 28 life

  @id:ROOM-018 @cr:704.5j:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: A second The Atropal from Cradle of the Death God: the legend rule leaves Alice one
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Sandfall Cell"
    And Alice controls:
      | card        | token |
      | The Atropal | yes   |
    And Alice will choose "The Atropal"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice controls 1 "The Atropal"
    And Alice has completed "Tomb of Annihilation"

  @id:ROOM-019 @cr:309.4:2026-09-25 @cr:107.1b:2026-09-25 @card:lost-mine-of-phandelver
  @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Fungi Cavern on a 2/2 makes its power -2, not 0
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Mine Tunnels"
    And Bob controls "Grizzly Bears"
    And Alice will choose room "Fungi Cavern"
    When Alice ventures into the dungeon
    And the stack resolves
    Then "Grizzly Bears" is -2/2
