Feature: Counting cards in zones, lands played, the mana pool, and shuffles
  A player normally plays one land each turn (CR 305.2); the count starts again each turn. Mana
  empties from each player's mana pool at the end of each step and phase (CR 500.4). Cards exiled
  are counted in their owner's exile. Searching a library is followed by a shuffle where the effect
  says so (CR 701.24); looking at cards with scry is not a shuffle (CR 701.22).

  @id:ZONES-001 @cr:305.2:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Playing a land counts one land played this turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Forest", "Island"
    Then Alice has played no lands this turn
    When Alice plays "Forest"
    Then Alice has played 1 land this turn
    And Alice controls "Forest"
    And Alice's hand contains "Island"

  @id:ZONES-004 @cr:305.2:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: The count of lands played starts again on the player's next turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Forest"
    And Alice's library is "Island", "Swamp"
    And Bob's library is "Plains", "Mountain"
    When Alice plays "Forest"
    Then Alice has played 1 land this turn
    When the game advances to Alice's precombat main phase
    Then it is Alice's turn 5, in the precombat main phase
    And Alice has played no lands this turn

  @id:ZONES-002 @cr:601.2h:2026-09-25 @cr:106.4:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Casting a spell spends its cost from the mana pool and leaves the rest there
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's mana pool is "{G}{G}{G}"
    And Alice's hand is "Grizzly Bears", "Forest"
    When Alice casts "Grizzly Bears"
    Then Alice's mana pool is "{G}"
    And it is Alice's turn 3, in the precombat main phase

  @id:ZONES-005 @cr:500.4:2026-09-25 @cr:106.4:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Mana added in the main phase empties from the pool when the phase ends
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Forest"
    Then Alice's mana pool is empty
    When Alice taps "Forest" for mana
    Then Alice's mana pool is "{G}"
    When the game advances to Alice's end step
    Then Alice's mana pool is empty

  @id:ZONES-003 @cr:726.2:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  @ruling:caves-attack
  Scenario: Caves of Chaos Adventurer's attack trigger exiles exactly one card
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Forest", "Island", "Swamp"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    Then Alice's exile has 1 card
    And Alice's exile contains "Forest"
    And Alice's library has 2 cards
    And Alice's graveyard has no cards

  @id:SHUFFLE-001 @cr:701.24a:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:shuffle-events
  @ruling:room-secret-entrance
  Scenario: Secret Entrance's search is followed by one shuffle of the searcher's library
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Forest", "Island", "Swamp"
    And Alice will find "Island"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's hand contains "Island"
    And Alice's library was shuffled 1 time
    And Bob's library was not shuffled

  @id:SHUFFLE-003 @cr:701.24a:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:room-secret-entrance
  Scenario: Secret Entrance's shuffle changes the order of the cards left in the library
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Island", "Forest", "Swamp", "Mountain", "Plains", "Grizzly Bears", "Hill Giant", "Savannah Lions", "Craw Wurm", "Walking Corpse", "Gray Ogre"
    And the shuffle seed is 7
    And Alice will find "Forest"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's hand contains "Forest"
    And Alice's library is in another order than "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears", "Hill Giant", "Savannah Lions", "Craw Wurm", "Walking Corpse", "Gray Ogre"

  @id:SHUFFLE-002 @cr:701.22a:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:shuffle-events
  @ruling:room-lost-well
  Scenario: Lost Well's scry doesn't shuffle the library
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice's library is "Forest", "Island", "Swamp"
    And Alice will choose room "Lost Well"
    And Alice will scry "Forest" to the bottom
    When Alice ventures into Undercity
    And the stack resolves
    Then the top card of Alice's library is "Island"
    And the bottom card of Alice's library is "Forest"
    And Alice's library was not shuffled
