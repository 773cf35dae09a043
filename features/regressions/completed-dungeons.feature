Feature: Regressions found by fuzzing: completing the same dungeon again
  Completed dungeons are counted, not collected as a set: a player who completes Undercity a
  second time has completed two dungeons (CR 309.7, CR 704.5t).

  # rulings fuzz --engine phase: seed 7 (example 1), seed 11 (example 0), seed 23 (examples 0, 5),
  # seed 42; shrunk by hand to a second completion of Undercity.
  @found-by:fuzz @id:REG-001 @cr:309.7:2026-09-25 @cr:704.5t:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Completing Undercity a second time makes two completed dungeons
    Given a two-player game between Alice and Bob
    And it is Alice's turn 5, in the precombat main phase
    And Alice has completed "Undercity"
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is not in a dungeon
    And Alice has completed 2 dungeons
