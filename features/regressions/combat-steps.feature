Feature: Regressions found by fuzzing: the declare attackers step without attackers
  The declare attackers step happens even when no creature attacks, and the active player gets
  priority in it (CR 508.2); only the declare blockers and combat damage steps are skipped
  (CR 508.8).

  # rulings fuzz --engine phase: seed 7 (example 4), seed 23, seed 42.
  @found-by:fuzz @id:REG-004 @cr:508.2:2026-09-25 @cr:508.8:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: Players get priority in a declare attackers step with no attackers
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the beginning of combat step
    When Alice passes priority
    And Bob passes priority
    Then it is Alice's turn 3, in the declare attackers step
