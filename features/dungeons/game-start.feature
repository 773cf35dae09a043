Feature: The dungeon state at the start of a game
  A game begins with no dungeon in any player's command zone and none completed: a dungeon is put
  there only when a player ventures into the dungeon (CR 309.2a, CR 701.49a), and a dungeon counts
  as completed only when it is removed from the game after its venture marker reached the
  bottommost room (CR 309.7). Nobody has the initiative until a player takes it (CR 726.1).

  @id:DNG-016 @cr:309.2a:2026-09-25 @cr:309.7:2026-09-25 @cr:726.1:2026-09-25
  @requires:two-player
  Scenario: In a new two-player game neither player is in a dungeon or has completed one
    Given a two-player game between Alice and Bob
    Then Alice is not in a dungeon
    And Bob is not in a dungeon
    And Alice has completed no dungeon
    And Bob has completed no dungeon
    And nobody has the initiative

  @id:DNG-017 @cr:309.2a:2026-09-25 @cr:309.7:2026-09-25 @card:undercity
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  Scenario: A turn of a new four-player game goes by without anyone entering or completing a dungeon
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 1, in the precombat main phase
    When the game advances to Bob's upkeep
    Then Alice is not in a dungeon
    And Bob is not in a dungeon
    And Carol is not in a dungeon
    And Dave is not in a dungeon
    And Alice has completed no dungeon
    And Dave has completed no dungeon
    And the stack is empty
