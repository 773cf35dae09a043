Feature: What room abilities reveal, search, offer and shuffle
  Secret Entrance searches for a basic land card, reveals it and shuffles (CR 701.23, CR 701.20,
  CR 701.24); a search of a hidden zone may find nothing (CR 701.23b). Throne of the Dead Three
  reveals the top ten cards, puts a creature card from among them onto the battlefield and
  shuffles. Mad Wizard's Lair draws three cards and reveals them; one of those three may be cast
  without paying its mana cost (CR 608.2g, CR 118.9). The event log shows each reveal and shuffle;
  Runestone Caverns' exile of the top two cards shows as two exile events (CR 701.13a).

  @id:PWD-009 @cr:701.23:2026-09-25 @cr:701.20a:2026-09-25 @cr:701.24a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:event-log
  @requires:shuffle-events @requires:card-events
  Scenario: Secret Entrance reveals the Island Alice finds, then shuffles her library
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Grizzly Bears", "Plains", "Island", "Hill Giant"
    And Alice will find "Island"
    When Alice ventures into Undercity
    And the stack resolves
    Then the last action's events include, in order:
      | event    | player | text   |
      | revealed | Alice  | Island |
      | shuffled | Alice  |        |
    And Alice's hand contains "Island"

  @id:PWD-010 @cr:701.23b:2026-09-25 @cr:701.24a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:shuffle-events
  Scenario: Secret Entrance lets Alice find at most one card, or none, and shuffles even when she finds nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Grizzly Bears", "Plains", "Hill Giant", "Island"
    And Alice will find nothing
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's last search-library decision was optional, up to 1
    And Alice's library was shuffled 1 time
    And Alice has 0 cards in hand

  @id:PWD-011 @cr:309.4:2026-09-25 @cr:701.24a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:shuffle-events
  Scenario: Throne of the Dead Three offers the creature cards among the top ten, the tenth included, then shuffles
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Hill Giant", "Island", "Plains", "Swamp", "Mountain", "Forest", "Island", "Plains", "Swamp", "Grizzly Bears", "Craw Wurm"
    And Alice will choose "Grizzly Bears" from the revealed cards
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's last choose-from-reveal decision offered exactly "Hill Giant" and "Grizzly Bears"
    And "Grizzly Bears" has 3 +1/+1 counters
    And Alice's library has 10 cards
    And Alice's library was shuffled 1 time

  @id:PWD-012 @cr:608.2g:2026-09-25 @cr:118.9:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Mad Wizard's Lair offers the nonland cards among the three it draws, optionally, one at most
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Alice's library is "Forest", "Hill Giant", "Grizzly Bears", "Craw Wurm", "Island"
    And Alice will cast "Grizzly Bears" for free
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice's last choose-cast decision offered exactly "Hill Giant" and "Grizzly Bears"
    And Alice's last choose-cast decision was optional, up to 1
    And "Grizzly Bears" is on the battlefield
    And Alice's hand contains "Hill Giant"
    And Alice's library has 2 cards

  @id:PWD-020 @cr:701.13a:2026-09-25 @cr:309.4:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:event-log @requires:card-events
  Scenario: Runestone Caverns exiles Alice's top two cards, and the log shows each
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Alice's library is "Hill Giant", "Forest", "Island"
    And Alice will choose room "Runestone Caverns"
    When Alice ventures into the dungeon
    And the stack resolves
    Then the last action's events include, in order:
      | event  | player | text       |
      | exiled | Alice  | Hill Giant |
      | exiled | Alice  | Forest     |
    And Alice's exile contains "Hill Giant"
    And the exiled "Forest" may be played by Alice this turn
    And the top card of Alice's library is "Island"

  @id:PWD-025 @cr:701.13a:2026-09-25 @cr:309.4:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:event-log @requires:card-events
  Scenario: Runestone Caverns on Bob's turn with one card left exiles that card, and the log shows it
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Bob is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Bob's library is "Island"
    And Bob will choose room "Runestone Caverns"
    When Bob ventures into the dungeon
    And the stack resolves
    Then the last action's events include, in order:
      | event  | player | text   |
      | exiled | Bob    | Island |
    And Bob's exile contains "Island"

  @id:PWD-021 @cr:309.4:2026-09-25 @cr:701.20a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:event-log
  @requires:card-events
  Scenario: Throne of the Dead Three reveals exactly the top ten cards
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Hill Giant", "Island", "Plains", "Swamp", "Mountain", "Forest", "Island", "Plains", "Swamp", "Grizzly Bears", "Craw Wurm"
    And Alice will choose "Hill Giant" from the revealed cards
    When Alice ventures into Undercity
    And the stack resolves
    Then the last action's events include, in order:
      | event    | player | text                                                                                      |
      | revealed | Alice  | Hill Giant, Island, Plains, Swamp, Mountain, Forest, Island, Plains, Swamp, Grizzly Bears |
    And "Hill Giant" is on the battlefield

  @id:PWD-022 @cr:608.2g:2026-09-25 @cr:701.20a:2026-09-25 @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:event-log @requires:card-events
  Scenario: Mad Wizard's Lair reveals exactly the three cards it draws
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Alice's library is "Forest", "Hill Giant", "Grizzly Bears", "Craw Wurm", "Island"
    And Alice will cast nothing for free
    When Alice ventures into the dungeon
    And the stack resolves
    Then the last action's events include, in order:
      | event    | player | text                              |
      | revealed | Alice  | Forest, Hill Giant, Grizzly Bears |
    And Alice has 3 cards in hand

  @id:PWD-026 @cr:608.2g:2026-09-25 @cr:701.20a:2026-09-25 @card:dungeon-of-the-mad-mage
  @card:shock
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:event-log @requires:card-events
  Scenario: Mad Wizard's Lair on Bob's turn reveals his three drawn cards and not the fourth
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Bob is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Bob's library is "Island", "Shock", "Forest", "Swamp"
    And Bob will cast nothing for free
    When Bob ventures into the dungeon
    And the stack resolves
    Then the last action's events include, in order:
      | event    | player | text                  |
      | revealed | Bob    | Island, Shock, Forest |
    And the top card of Bob's library is "Swamp"
