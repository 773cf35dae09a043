Feature: Lethal damage when a blocked creature's combat damage is divided
  A blocked creature divides its combat damage among its blockers; with trample, damage can go to
  the player once each blocker is assigned lethal damage (CR 510.1c, 702.19b). Lethal damage takes
  the damage already marked on the blocker this turn into account (CR 702.19b, 120.6), and any
  amount of damage from a source with deathtouch is lethal (CR 702.2c), so a creature with
  deathtouch needs only 1 damage for each blocker. A creature dealt damage by a source with
  deathtouch is destroyed (CR 702.2b, 704.5h). Where a scenario does not divide the damage itself,
  the engine's own division applies: lethal damage to each blocker in the order they blocked,
  the rest to the last one (docs/INTERPRETING.md).

  @id:PWA-017 @cr:702.2c:2026-09-25 @cr:702.2b:2026-09-25 @cr:510.1c:2026-09-25
  @card:tomb-of-annihilation @card:grizzly-bears @card:hill-giant @card:craw-wurm
  @requires:two-player @requires:position-setup
  Scenario: The Atropal's 4 deathtouch damage is lethal to each of its three blockers
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card        | token |
      | The Atropal | yes   |
    And Bob controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    And Bob controls "Craw Wurm"
    When Alice attacks Bob with "The Atropal"
    And Bob blocks "The Atropal" with "Grizzly Bears", "Hill Giant", "Craw Wurm"
    And the game advances to Alice's combat damage step
    Then "Grizzly Bears" is not on the battlefield
    And "Hill Giant" is not on the battlefield
    And "Craw Wurm" is not on the battlefield
    And Bob has 20 life

  @id:PWA-018 @cr:702.19b:2026-09-25 @cr:120.6:2026-09-25 @cr:509.3c:2026-09-25
  @card:avenging-hunter @card:trailblazers-torch @card:hill-giant
  @requires:two-player @requires:position-setup @requires:combat-damage-assignment
  Scenario: Hill Giant already has 2 damage from Trailblazer's Torch, so 1 more is lethal and Avenging Hunter tramples 4 over it
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | attached to     |
      | Avenging Hunter     |                 |
      | Trailblazer's Torch | Avenging Hunter |
    And Bob controls "Hill Giant"
    And Alice will assign "Avenging Hunter"'s damage: 1 to "Hill Giant", 4 to Bob
    When Alice attacks Bob with "Avenging Hunter"
    And Bob blocks "Avenging Hunter" with "Hill Giant"
    And the top of the stack resolves
    Then "Hill Giant" has 2 damage
    When the game advances to Alice's combat damage step
    Then Bob has 16 life
    And "Hill Giant" is not on the battlefield
    And "Avenging Hunter" has 3 damage
