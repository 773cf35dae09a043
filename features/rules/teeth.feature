Feature: Rules that real engines got wrong, each pinned by one scenario
  Each scenario here pins a rule that a real engine broke (XMage, Forge, phase) and that no other
  scenario of the suite exercised: who ventures when the initiative is taken during its holder's
  upkeep or changes hands with the upkeep venture on the stack (CR 726.2), that a creature
  dealing no combat damage steals nothing (CR 510.1a), that in Two-Headed Giant the whole team
  loses when one player does (CR 810.8a), that a player's permanents leave the game with them
  (CR 800.4a), that hexproof stops only opponents (CR 702.11b), and that a dungeon's completion
  waits only for its own room abilities (CR 704.5t). tests/support/broken_engines/ holds an
  engine with each of these bugs.

  @id:TEETH-001 @cr:726.2:2026-09-25 @cr:503.1a:2026-09-25 @card:undercity @requires:event-log
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  Scenario: Taking the initiative during your own upkeep makes you venture once, not also "at the beginning of" the upkeep
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the upkeep
    And Alice's library is empty
    When Alice takes the initiative
    Then the stack from top to bottom is "Alice ventures into Undercity"
    When the stack resolves
    Then Alice is in "Undercity" in room "Secret Entrance"
    And Alice ventured 1 times

  @id:TEETH-002 @cr:726.2:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  Scenario: The upkeep venture is the player's who had the initiative when it triggered, even after another player took it
    Given a two-player game between Alice and Bob
    And it is Bob's turn 2, in the end step
    And Alice has the initiative
    And Alice's library is empty
    And Bob's library is empty
    When the game advances to Alice's upkeep
    Then the stack from top to bottom is "Alice ventures into Undercity"
    When Bob takes the initiative
    Then the stack from top to bottom is "Bob ventures into Undercity", "Alice ventures into Undercity"
    When the stack resolves
    Then Bob has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"
    And Bob is in "Undercity" in room "Secret Entrance"

  @id:TEETH-003 @cr:510.1a:2026-09-25 @cr:726.2:2026-09-25 @card:cloister-gargoyle
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: An unblocked attacker with 0 power deals no combat damage to the holder, so it steals nothing
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Alice has the initiative
    And Bob controls "Cloister Gargoyle"
    When Bob attacks Alice with "Cloister Gargoyle"
    And Alice declares no blockers
    And the game advances to Bob's combat damage step
    Then the stack is empty
    And Alice has the initiative
    And Alice has 20 life

  @id:TEETH-004 @cr:810.8a:2026-09-25 @cr:704.5b:2026-09-25
  @requires:two-headed-giant @requires:position-setup @requires:leave-game
  Scenario: In Two-Headed Giant a player who draws from an empty library makes the whole team lose
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the end step
    And Carol's library is empty
    And Dave's library is "Forest", "Island"
    When the game advances to Carol's precombat main phase
    Then Carol has left the game
    And Dave has left the game
    And Alice is still in the game

  @id:TEETH-005 @cr:800.4a:2026-09-25 @card:grizzly-bears
  @requires:multiplayer @requires:position-setup @requires:leave-game
  Scenario: A player's permanents, tokens included, leave the game with them
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls:
      | card          | token |
      | Grizzly Bears | no    |
      | Treasure      | yes   |
    When Bob concedes
    Then Bob has left the game
    And "Grizzly Bears" is not on the battlefield
    And Bob controls no "Treasure"

  @id:TEETH-006 @cr:702.11b:2026-09-25 @card:undercity @card:shock @card:craw-wurm
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  Scenario: Throne of the Dead Three's hexproof doesn't stop its controller from targeting the creature
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Craw Wurm", "Hill Giant", "Forest"
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Alice will choose "Craw Wurm" from the revealed cards
    When Alice ventures into Undercity
    And the stack resolves
    Then "Craw Wurm" has hexproof
    When Alice tries to cast "Shock" targeting "Craw Wurm"
    Then the top of the stack is "Shock"

  @id:TEETH-007 @cr:704.5t:2026-09-25 @card:undercity @card:craw-wurm @card:hill-giant
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  Scenario: A dungeon is completed once its own last room ability has resolved, whatever other player's room ability is still on the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Bob is in "Undercity" in room "Lost Well"
    And Alice's library is "Craw Wurm", "Hill Giant", "Forest"
    And Bob will choose room "Stash"
    And Alice will choose "Craw Wurm" from the revealed cards
    When Bob ventures into Undercity
    And Alice ventures into Undercity
    Then the stack from top to bottom is "Throne of the Dead Three", "Stash"
    When the top of the stack resolves
    Then Alice has completed "Undercity"
    And Alice is not in a dungeon
    And the stack from top to bottom is "Stash"
