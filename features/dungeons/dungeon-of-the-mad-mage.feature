Feature: Dungeon of the Mad Mage
  A plain venture may start Dungeon of the Mad Mage (CR 701.49a). Rooms: Yawning Portal (gain 1
  life) -> Dungeon Level (scry 1) -> Goblin Bazaar (Treasure) | Twisted Caverns (target creature
  can't attack until your next turn) -> Lost Level (scry 2) -> Runestone Caverns (exile the top
  two cards, you may play them) | Muiral's Graveyard (two 1/1 black Skeletons) -> Deep Mines
  (scry 3) -> Mad Wizard's Lair (draw three, reveal them, you may cast one without paying its
  mana cost), whose resolution completes the dungeon (CR 309.4, CR 704.5t).

  @id:DNG-006 @cr:701.49a:2026-09-25 @cr:119.3:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Entering Dungeon of the Mad Mage at Yawning Portal gains 1 life
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice will choose dungeon "Dungeon of the Mad Mage"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Dungeon of the Mad Mage" in room "Yawning Portal"
    And Alice has 21 life

  @id:DNG-007 @cr:309.4:2026-09-25 @cr:508.1c:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: A creature targeted by Twisted Caverns can't attack on its controller's next turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Dungeon Level"
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    And Bob's library is "Forest", "Island"
    And Alice will choose room "Twisted Caverns"
    And Alice will choose target "Hill Giant"
    When Alice ventures into the dungeon
    And the stack resolves
    And the game advances to Bob's precombat main phase
    And Bob tries to attack Alice with "Hill Giant"
    Then the action is rejected as illegal
    When Bob attacks Alice with "Grizzly Bears"
    Then "Grizzly Bears" is tapped
    And "Hill Giant" is untapped

  @id:DNG-008 @cr:309.4:2026-09-25 @cr:111.1:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Muiral's Graveyard creates two 1/1 Skeletons without menace
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Alice will choose room "Muiral's Graveyard"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice controls 2 "Skeleton"
    And "Skeleton" is 1/1
    And "Skeleton #2" is 1/1
    And "Skeleton" does not have menace

  @id:DNG-009 @cr:309.4:2026-09-25 @cr:701.18:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Runestone Caverns exiles the top two cards and Alice may play them
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Alice's library is "Mountain", "Shock", "Forest"
    And Alice will choose room "Runestone Caverns"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice's exile contains "Mountain"
    And Alice's exile contains "Shock"
    And the top card of Alice's library is "Forest"
    And the exiled "Mountain" may be played by Alice this turn
    When Alice plays "Mountain" from exile
    Then "Mountain" is on the battlefield

  @id:DNG-018 @cr:608.2g:2026-09-25 @cr:704.5t:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Mad Wizard's Lair draws three lands: there is nothing to cast, and the dungeon is completed
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Alice's library is "Forest", "Island", "Swamp", "Hill Giant"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice has 3 cards in hand
    And Alice's hand contains "Swamp"
    And the top card of Alice's library is "Hill Giant"
    And Alice has completed "Dungeon of the Mad Mage"

  @id:DNG-010 @cr:704.5t:2026-09-25 @cr:118.9:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Mad Wizard's Lair draws three, casts one of them for free and completes the dungeon
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Alice's library is "Hill Giant", "Shock", "Forest", "Island"
    And Alice will cast "Hill Giant" for free
    When Alice ventures into the dungeon
    And the stack resolves
    Then "Hill Giant" is on the battlefield
    And Alice's hand contains "Shock"
    And Alice's hand contains "Forest"
    And Alice has 2 cards in hand
    And the top card of Alice's library is "Island"
    And Alice has completed "Dungeon of the Mad Mage"

  @id:DNG-019 @cr:608.2g:2026-09-25 @cr:118.9:2026-09-25 @cr:601.2c:2026-09-25
  @card:dungeon-of-the-mad-mage @card:shock
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Mad Wizard's Lair casts Shock for free from the three drawn: it leaves the hand, deals its damage and goes to the graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Alice's library is "Shock", "Island", "Forest", "Plains"
    And Alice will cast "Shock" for free
    And Alice will choose target Bob
    When Alice ventures into the dungeon
    And the stack resolves
    Then Bob has 18 life
    And Alice's graveyard contains "Shock"
    And Alice has 2 cards in hand
    And Alice's hand contains "Island"
    And Alice's hand contains "Forest"
    And the top card of Alice's library is "Plains"
