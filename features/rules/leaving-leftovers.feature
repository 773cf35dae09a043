Feature: What a player leaving the game leaves behind
  When a player leaves a multiplayer game, everything they own leaves with them, and if they held
  priority it passes to the next player in turn order still in the game; a player who did not
  hold priority takes nothing from the one who does (CR 800.4a). An Equipment whose creature left
  stays on the battlefield and becomes unattached as a state-based action (CR 704.5n); one
  attached to a creature still there stays attached. Creatures declared as attackers keep the
  combat's declare blockers step even after they are gone: it is skipped only when no creature
  was declared as an attacker (CR 508.8), and the turn of an active player who left goes on
  without one (CR 800.4j). A player who concedes loses the game (CR 104.3a). A permanent the
  leaver controlled but another player owns is exiled, and a token exiled so ceases to exist
  (CR 800.4a, 111.7).

  @id:PWB-001 @cr:800.4a:2026-09-25 @cr:104.3a:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: Bob concedes while he holds priority: priority passes to Carol, the next player in turn order, not back to Alice
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    When Alice passes priority
    Then Bob has priority
    When Bob concedes
    Then Bob has left the game
    And Carol has priority
    And it is Alice's turn 3, in the precombat main phase

  @id:PWB-002 @cr:800.4a:2026-09-25 @cr:104.3a:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: Carol concedes while Bob holds priority: Bob keeps it
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    When Alice passes priority
    And Carol concedes
    Then Carol has left the game
    And Bob has priority

  @id:PWB-003 @cr:104.3a:2026-09-25 @cr:800.4a:2026-09-25 @card:grizzly-bears @card:forest
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:event-log
  Scenario: A player who concedes loses the game, then leaves it, and his cards leave with him
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Grizzly Bears"
    And Bob's hand is "Forest"
    And Bob's library is "Island", "Swamp"
    When Bob concedes
    Then "Grizzly Bears" is not on the battlefield
    And Bob has 0 cards in hand
    And Bob's library has 0 cards
    And the last action's events include, in order:
      | event     | player |
      | lost-game | Bob    |
      | left-game | Bob    |

  @id:PWB-004 @cr:704.5n:2026-09-25 @cr:800.4a:2026-09-25 @card:trailblazers-torch
  @card:grizzly-bears @card:hill-giant
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: Bob concedes while Alice's Torch is attached to his creature: it stays on the battlefield unattached, and her other Torch stays on her Bears
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Hill Giant"
    And Alice controls:
      | card                | label   | attached to   |
      | Grizzly Bears       |         |               |
      | Trailblazer's Torch | Torch A | Grizzly Bears |
      | Trailblazer's Torch | Torch B | Hill Giant    |
    When Bob concedes
    Then "Hill Giant" is not on the battlefield
    And Alice controls 2 "Trailblazer's Torch"
    And "Torch B" is not attached
    And "Torch A" is attached to "Grizzly Bears"

  @id:PWB-005 @cr:508.8:2026-09-25 @cr:800.4j:2026-09-25 @cr:800.4a:2026-09-25
  @card:grizzly-bears
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: Alice concedes after declaring her attacker: her turn goes on into the declare blockers step, as a creature was declared
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    Then it is Alice's turn 3, in the declare attackers step
    When Alice concedes
    Then turn 3 goes on without an active player, in the declare attackers step
    And Bob has priority
    When Bob passes priority
    And Carol passes priority
    Then turn 3 goes on without an active player, in the declare blockers step
    And Bob has 20 life

  @id:PWB-006 @cr:800.4a:2026-09-25 @cr:111.7:2026-09-25 @cr:704.5d:2026-09-25
  @card:grizzly-bears
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: Bob concedes while he controls Alice's Grizzly Bears and her Treasure: the Bears are exiled to Alice's exile, and the token ceases to exist
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls:
      | card          | owner | token |
      | Grizzly Bears | Alice | no    |
      | Treasure      | Alice | yes   |
    When Bob concedes
    Then "Grizzly Bears" is not on the battlefield
    And "Treasure" is not on the battlefield
    And Alice's exile contains "Grizzly Bears"
    And Alice's exile has 1 card
    And Alice's graveyard has no cards
    And the exiled "Grizzly Bears" may not be played
