Feature: Tomb of Annihilation
  A plain venture may start Tomb of Annihilation (CR 701.49a). Rooms: Trapped Entry (each player
  loses 1 life) -> Veils of Fear (each player loses 2 life unless they discard a card) ->
  Sandfall Cell | Oubliette (discard a card and sacrifice an artifact, a creature and a land);
  both lead to Cradle of the Death God (create The Atropal, a legendary 4/4 black God Horror
  token with deathtouch), whose resolution completes the dungeon (CR 309.4, CR 704.5t).

  @id:DNG-011 @cr:701.49a:2026-09-25 @cr:119.3:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Entering Tomb of Annihilation at Trapped Entry makes each player lose 1 life
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice will choose dungeon "Tomb of Annihilation"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Tomb of Annihilation" in room "Trapped Entry"
    And Alice has 19 life
    And Bob has 19 life

  @id:DNG-012 @cr:309.4:2026-09-25 @cr:701.9:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Veils of Fear lets each player discard a card instead of losing 2 life
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Trapped Entry"
    And Alice's hand is "Forest"
    And Alice will choose room "Veils of Fear"
    And Alice will choose "discard a card"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice has 20 life
    And Alice's graveyard contains "Forest"
    And Alice has 0 cards in hand
    And Bob has 18 life

  @id:DNG-013 @cr:309.4:2026-09-25 @cr:701.21:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Oubliette discards a card and sacrifices an artifact, a creature and a land
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Trapped Entry"
    And Alice's hand is "Island"
    And Alice controls:
      | card          | token |
      | Grizzly Bears | no    |
      | Hill Giant    | no    |
      | Treasure      | yes   |
      | Plains        | no    |
    And Alice will choose room "Oubliette"
    And Alice will sacrifice "Hill Giant"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice's graveyard contains "Island"
    And Alice's graveyard contains "Hill Giant"
    And Alice's graveyard contains "Plains"
    And "Grizzly Bears" is on the battlefield
    And Alice controls no "Treasure"
    And "Plains" is not on the battlefield

  @id:DNG-014 @cr:704.5t:2026-09-25 @cr:309.7:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Cradle of the Death God creates The Atropal and completes Tomb of Annihilation
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Oubliette"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice controls "The Atropal"
    And "The Atropal" is a 4/4 token with deathtouch
    And Alice has completed "Tomb of Annihilation"
    And Alice is not in a dungeon
