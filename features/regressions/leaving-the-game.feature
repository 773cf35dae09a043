Feature: Regressions found by fuzzing: a player who leaves the game leaves their dungeon too
  When a player leaves a multiplayer game, all objects they own leave the game with them
  (CR 800.4a), including the dungeon card in their command zone.

  # rulings fuzz --engine phase: seed 11 (example 5), seed 23, seed 42 (Dave concedes).
  @found-by:fuzz @id:REG-002 @cr:800.4a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: A player who concedes in Undercity is no longer in a dungeon
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob is in "Undercity" in room "Archives"
    When Bob concedes
    Then Bob has left the game
    And Bob is not in a dungeon

  # rulings fuzz --engine phase: seed 11 (example 13), Bob loses at 0 life (CR 704.5a).
  @found-by:fuzz @id:REG-003 @cr:800.4a:2026-09-25 @cr:704.5a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  Scenario: A player who loses the game in Undercity is no longer in a dungeon
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has 5 life
    And Bob is in "Undercity" in room "Secret Entrance"
    When Bob loses 5 life
    Then Bob has left the game
    And Bob is not in a dungeon
