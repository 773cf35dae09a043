Feature: Regressions found by fuzzing: Mad Wizard's Lair
  "Draw three cards and reveal them. You may cast one of them without paying its mana cost."
  "One of them" is one of the three cards just drawn: a card that was already in the hand is not
  among them (CR 608.2c, CR 118.9).

  # rulings fuzz --engine phase: seed 404 (example 44), seed 505 (example 76).
  @found-by:fuzz @id:REG-012 @cr:608.2c:2026-09-25 @cr:118.9:2026-09-25
  @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Mad Wizard's Lair offers only the cards it drew, not the Craw Wurm already in Alice's hand
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Dungeon of the Mad Mage" in room "Deep Mines"
    And Alice's hand is "Craw Wurm"
    And Alice's library is "Hill Giant", "Shock", "Forest", "Island"
    And Alice will cast "Hill Giant" for free
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice's last choose-cast decision offered exactly "Hill Giant" and "Shock"
    And "Hill Giant" is on the battlefield
    And Alice's hand contains "Craw Wurm"
    And Alice has completed "Dungeon of the Mad Mage"
