Feature: How much combat damage each creature assigns, and to whom
  Each attacking and blocking creature assigns combat damage equal to its power; a creature that
  would assign 0 damage assigns none at all (CR 510.1a). A creature blocked by exactly one
  creature assigns all its damage to it, with nothing to divide; only a creature blocked by two
  or more creatures divides its damage among them (CR 510.1c). A creature that has left the
  battlefield is removed from combat (CR 506.4), and the other attackers still deal their damage
  (CR 510.2), as combat damage (CR 120.3). Where a scenario does not divide a creature's damage
  itself, the engine's own division applies: lethal damage to each blocker in the order they
  blocked, the rest to the last one (docs/INTERPRETING.md).

  @id:PWA-020 @cr:510.1a:2026-09-25 @card:cloister-gargoyle @card:grizzly-bears
  @card:savannah-lions
  @requires:two-player @requires:position-setup
  Scenario: Cloister Gargoyle with 0 power, blocked by two creatures, assigns no combat damage and divides nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Cloister Gargoyle"
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Cloister Gargoyle"
    And Bob blocks "Cloister Gargoyle" with "Grizzly Bears", "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then "Grizzly Bears" has 0 damage
    And "Savannah Lions" has 0 damage
    And "Cloister Gargoyle" is not on the battlefield
    And Alice was asked no assign-combat-damage decision

  @id:PWA-021 @cr:510.1a:2026-09-25 @cr:510.1c:2026-09-25 @card:eager-cadet
  @card:cloister-gargoyle
  @requires:two-player @requires:position-setup
  Scenario: Eager Cadet blocked by Cloister Gargoyle deals it 1 damage and takes none back
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Eager Cadet"
    And Bob controls "Cloister Gargoyle"
    When Alice attacks Bob with "Eager Cadet"
    And Bob blocks "Eager Cadet" with "Cloister Gargoyle"
    And the game advances to Alice's combat damage step
    Then "Cloister Gargoyle" has 1 damage
    And "Eager Cadet" has 0 damage
    And Bob has 20 life
    And Alice was asked no assign-combat-damage decision

  @id:PWA-022 @cr:506.4:2026-09-25 @cr:510.2:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup @requires:direct-destroy
  Scenario: Grizzly Bears is destroyed after attacking; Hill Giant, attacking beside it, still deals Bob its damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice controls "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears", "Hill Giant"
    And "Grizzly Bears" is destroyed
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has 17 life
    And Alice's graveyard contains "Grizzly Bears"

  @id:PWA-023 @cr:510.1c:2026-09-25 @cr:120.3:2026-09-25 @card:craw-wurm @card:grizzly-bears
  @card:savannah-lions
  @requires:two-player @requires:position-setup @requires:event-log
  Scenario: Craw Wurm blocked by two creatures deals lethal damage to the first and the rest to the last, as combat damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Craw Wurm"
    And Bob blocks "Craw Wurm" with "Grizzly Bears", "Savannah Lions"
    And the game advances to Alice's combat damage step
    Then the last action's events include, in order:
      | event  | source    | target         | amount | text   |
      | damage | Craw Wurm | Grizzly Bears  | 2      | combat |
      | damage | Craw Wurm | Savannah Lions | 4      | combat |
    And "Grizzly Bears" is not on the battlefield
    And "Savannah Lions" is not on the battlefield
    And "Craw Wurm" is not on the battlefield

  @id:PWA-026 @cr:702.111b:2026-09-25 @cr:509.1a:2026-09-25 @card:undercity @card:grizzly-bears
  @card:hill-giant @card:savannah-lions
  @requires:two-player @requires:position-setup
  Scenario: With two attackers, Bob can't block the menacing Skeleton with Hill Giant alone
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card          | token |
      | Skeleton      | yes   |
      | Grizzly Bears | no    |
    And Bob controls "Hill Giant"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Skeleton", "Grizzly Bears"
    And Bob tries to block with:
      | blocker        | attacker      |
      | Hill Giant     | Skeleton      |
      | Savannah Lions | Grizzly Bears |
    Then the action is rejected as illegal
    When Bob blocks with:
      | blocker        | attacker |
      | Hill Giant     | Skeleton |
      | Savannah Lions | Skeleton |
    And the game advances to Alice's combat damage step
    Then "Skeleton" is not on the battlefield
    And Bob has 18 life
