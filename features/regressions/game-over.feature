Feature: Regressions found by fuzzing: the game ends in the middle of things
  A player who draws from an empty library loses the game when state-based actions are next
  checked (CR 704.5b); in a two-player game the game is then over (CR 104.2a). An engine must
  still describe that finished game.

  # rulings fuzz --engine phase: seed 606 (example 86). phase.rs fails to export its state after
  # the game ended with Runestone Caverns' "you may play them" still pending: "top frame
  # OptionalEffect does not match waiting prompt GameOver".
  @found-by:fuzz @id:REG-013 @cr:704.5b:2026-09-25 @cr:104.2a:2026-09-25
  @card:dungeon-of-the-mad-mage @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:leave-game
  Scenario: Bob draws from his empty library after Runestone Caverns exiled his last cards: he loses
    Given a two-player game between Alice and Bob
    And it is Bob's turn 1, in the draw step
    And Bob has the initiative
    And Alice's library is "Caves of Chaos Adventurer" and "Forest"
    And Bob is in "Dungeon of the Mad Mage" in room "Lost Level"
    And Bob's library is "Avenging Hunter", "Avenging Hunter" and "Swamp"
    When the game advances to Alice's upkeep
    And Bob will choose room "Runestone Caverns"
    And Bob ventures into Undercity
    And Bob will keep the scried cards on top
    And the game advances to Bob's postcombat main phase
    And the game advances to Bob's draw step
    Then Bob has left the game
