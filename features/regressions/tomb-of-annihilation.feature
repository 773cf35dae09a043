Feature: Regressions found by fuzzing: "each player" in Veils of Fear
  Veils of Fear's ability reads "Each player loses 2 life unless they discard a card": every
  player in the game makes that choice, in APNAP order, whoever controls the room ability
  (CR 101.4, CR 608.2c).

  # rulings fuzz --engine phase: seed 23 and seed 42 ("never asked Alice to choose-option").
  @found-by:fuzz @id:REG-008 @cr:608.2c:2026-09-25 @cr:101.4:2026-09-25 @card:tomb-of-annihilation
  @requires:multiplayer @requires:dungeons-afr @requires:position-setup @requires:direct-effects
  Scenario: Every player, not only some, loses 2 life or discards a card for Veils of Fear
    Given a free-for-all game between Alice, Bob and Carol
    And it is Bob's turn 2, in the precombat main phase
    And Alice's hand is "Grizzly Bears"
    And Carol is in "Tomb of Annihilation" in room "Trapped Entry"
    And Carol's hand is "Forest"
    When Carol will choose room "Veils of Fear"
    And Carol ventures into the dungeon
    And Carol will choose "discard a card"
    And Alice will choose "discard a card"
    And the stack resolves
    Then Alice has 0 cards in hand
    And Alice has 20 life
    And Bob has 18 life
    And Carol has 0 cards in hand
    And Carol has 20 life
