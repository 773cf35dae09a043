Feature: Leaving the game while objects wait on the stack
  When a player leaves a multiplayer game, every object they own leaves the game and their
  abilities on the stack cease to exist; other players' objects stay, even those that target the
  leaver (CR 800.4a); a triggered ability that player would control is never put on the stack
  (CR 800.4d). A spell or ability whose every target is now illegal doesn't resolve (CR 608.2b).
  If the initiative's holder leaves, the active player takes it, or the next player in turn order
  if the active player is the one leaving or there is no active player (CR 726.4, CR 800.4j).

  @id:STACKLEAVE-001 @cr:800.4a:2026-09-25 @card:shock
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: A non-active player concedes with his own spell on the stack: the spell leaves the game with him
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Mountain"
    And Bob's hand is "Shock"
    When Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Shock" targeting Carol
    And Bob concedes
    Then Bob has left the game
    And the stack is empty
    And Carol has 20 life

  @id:STACKLEAVE-002 @cr:800.4a:2026-09-25 @card:hill-giant
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: A non-active player concedes while the active player's spell waits: it stays and resolves
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Hill Giant"
    And Alice's mana pool is "{3}{R}"
    When Alice casts "Hill Giant"
    And Bob concedes
    Then the stack from top to bottom is "Hill Giant"
    When the stack resolves
    Then Alice controls "Hill Giant"

  @id:STACKLEAVE-003 @cr:800.4a:2026-09-25 @cr:608.2b:2026-09-25 @card:shock
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: The target of Alice's Shock concedes: the Shock stays on the stack, then doesn't resolve and goes to the graveyard
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When Alice casts "Shock" targeting Bob
    And Bob concedes
    Then the stack from top to bottom is "Shock"
    When the stack resolves
    Then the stack is empty
    And Alice's graveyard contains "Shock"
    And Alice has 20 life
    And Carol has 20 life

  @id:STACKLEAVE-004 @cr:800.4a:2026-09-25 @cr:726.4:2026-09-25 @card:grizzly-bears
  @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @requires:event-log
  Scenario: The holder concedes while his steal trigger waits: it ceases to exist and the active player takes the initiative once, by leaving's rule
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    And Alice's library is "Island", "Forest", "Island"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then the stack from top to bottom is "Alice takes the initiative"
    When Bob concedes
    Then Alice has the initiative
    And the stack from top to bottom is "Alice ventures into Undercity"
    When Alice will find "Forest"
    And the stack resolves
    Then Alice took the initiative 1 time
    And Alice ventured 1 time

  @id:STACKLEAVE-005 @cr:800.4a:2026-09-25 @cr:800.4j:2026-09-25 @cr:726.2:2026-09-25
  @card:grizzly-bears
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: The active player concedes while the holder's steal trigger for her waits: it stays, does nothing, and the holder keeps the initiative
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    And Alice concedes
    Then the stack from top to bottom is "Alice takes the initiative"
    And "Alice takes the initiative" on the stack is controlled by Bob with no source
    When the stack resolves
    Then Bob has the initiative
    And the stack is empty
    And turn 3 goes on without an active player, in the combat damage step

  @id:STACKLEAVE-006 @cr:800.4a:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  @requires:stack-inspection
  Scenario: Bob concedes while his Trap! ability targeting Carol waits: it ceases to exist and Carol loses nothing
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob is in "Undercity" in room "Forge"
    And Bob will choose room "Trap!"
    And Bob will choose target Carol
    When Bob ventures into Undercity
    Then the stack from top to bottom is "Trap!"
    When Bob concedes
    Then the stack is empty
    And Carol has 20 life

  @id:STACKLEAVE-007 @cr:800.4a:2026-09-25 @cr:608.2b:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:direct-effects
  @requires:stack-inspection
  Scenario: The target of Alice's Trap! concedes: the ability stays on the stack, then doesn't resolve
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Alice will choose room "Trap!"
    And Alice will choose target Bob
    When Alice ventures into Undercity
    And Bob concedes
    Then the stack from top to bottom is "Trap!"
    When the stack resolves
    Then the stack is empty
    And Alice has 20 life
    And Carol has 20 life
    And Alice is in "Undercity" in room "Trap!"

  @id:STACKLEAVE-008 @cr:800.4a:2026-09-25 @cr:800.4j:2026-09-25 @card:hill-giant
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: The active player concedes with her own spell waiting: it leaves, her turn goes on, and the next player in turn order gets priority
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice's hand is "Hill Giant"
    And Alice's mana pool is "{3}{R}"
    When Alice casts "Hill Giant"
    And Alice concedes
    Then the stack is empty
    And turn 3 goes on without an active player, in the precombat main phase
    And Bob has priority
    And Bob has the initiative

  @id:STACKLEAVE-009 @cr:800.4a:2026-09-25 @cr:726.4:2026-09-25 @card:shock @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: The active holder concedes while Bob's Shock waits: Bob takes the initiative and his venture goes on the stack above his Shock
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice has the initiative
    And Bob controls "Mountain"
    And Bob's hand is "Shock"
    When Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Shock" targeting Carol
    And Alice concedes
    Then Bob has the initiative
    And the stack from top to bottom is "Bob ventures into Undercity", "Shock"

  @id:STACKLEAVE-010 @cr:726.4:2026-09-25 @cr:800.4a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: The active holder concedes after the next player in turn order already left: the one after him takes the initiative
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the precombat main phase
    And Alice has the initiative
    When Bob concedes
    Then Alice has the initiative
    When Alice concedes
    Then Carol has the initiative
    And Dave does not have the initiative
    And the stack from top to bottom is "Carol ventures into Undercity"

  @id:STACKLEAVE-011 @cr:726.4:2026-09-25 @cr:800.4j:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  Scenario: With no active player, the holder seated right after the left active player concedes: the player after him takes the initiative
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the precombat main phase
    And Bob has the initiative
    When Alice concedes
    Then turn 5 goes on without an active player, in the precombat main phase
    And Bob has the initiative
    When Bob concedes
    Then Carol has the initiative
    And the stack from top to bottom is "Carol ventures into Undercity"

  @id:STACKLEAVE-012 @cr:800.4k:2026-09-25
  @requires:multiplayer @requires:leave-game @requires:position-setup
  Scenario: After the next player in turn order concedes, the following turn is the next remaining player's
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the end step
    When Bob concedes
    And the game advances to Carol's upkeep
    Then it is Carol's turn 6, in the upkeep

  @id:STACKLEAVE-013 @cr:726.4:2026-09-25 @cr:800.4a:2026-09-25 @card:undercity
  @requires:multiplayer @requires:leave-game @requires:position-setup @requires:stack-inspection
  @requires:event-log
  Scenario: The holder's upkeep venture ceases to exist as he concedes, while the active player's new venture goes on the stack
    Given a free-for-all game between Alice, Bob and Carol
    And it is Carol's turn 4, in the end step
    And Alice has the initiative
    And Bob's library is "Island", "Forest", "Island"
    When the game advances to Alice's upkeep
    Then the stack from top to bottom is "Alice ventures into Undercity"
    When Alice concedes
    Then Bob has the initiative
    And the stack from top to bottom is "Bob ventures into Undercity"
    And Bob ventured 0 times

  @id:STACKLEAVE-014 @cr:800.4a:2026-09-25 @cr:113.7a:2026-09-25 @card:dungeoneers-pack
  @requires:multiplayer @requires:position-setup @requires:leave-game @requires:stack-inspection
  Scenario: Carol, who owns the Dungeoneer's Pack Bob sacrificed, concedes while its ability waits: the ability Bob controls still resolves
    Given a free-for-all game between Alice, Bob and Carol
    And it is Bob's turn 4, in the precombat main phase
    And Bob controls:
      | card              | owner |
      | Dungeoneer's Pack | Carol |
    And Bob's mana pool is "{2}"
    And Bob's library is "Island", "Forest"
    When Bob activates "Dungeoneer's Pack"
    Then Carol's graveyard contains "Dungeoneer's Pack"
    When Carol concedes
    Then Carol has left the game
    And the top of the stack is "Dungeoneer's Pack ability"
    When the top of the stack resolves
    Then Bob has the initiative
    And Bob has 23 life
    And Bob's hand contains "Island"
    And Bob controls 1 "Treasure"
