Feature: Regressions found by fuzzing: labels of permanents
  A permanent is named by its label (docs/STEPS.md): a new permanent takes its bare name when no
  permanent on the battlefield has that label now. A permanent that left the battlefield would
  come back as a new object (CR 400.7), so its label is free again.

  # rulings fuzz --engine phase: seed 505 (example 59). The phase adapter kept the label of a
  # Treasure that had left and called the next one "Treasure #2" (an adapter bug, fixed).
  @found-by:fuzz @id:REG-011 @cr:400.7:2026-09-25 @cr:111.1:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: After Alice sacrifices her Treasure, the Treasure Stash creates is labelled "Treasure"
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card     | token |
      | Treasure | yes   |
    And Alice is in "Undercity" in room "Lost Well"
    When Alice taps "Treasure" for "G"
    Then Alice controls no "Treasure"
    When Alice will choose room "Stash"
    And Alice ventures into Undercity
    And the stack resolves
    Then Alice controls 1 "Treasure"
    And "Treasure" is on the battlefield
    And "Treasure #2" is not on the battlefield
