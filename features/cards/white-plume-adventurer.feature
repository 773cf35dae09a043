Feature: White Plume Adventurer
  White Plume Adventurer ({2}{W} 3/3 Creature - Orc Cleric): "When this creature enters, you take
  the initiative. At the beginning of each opponent's upkeep, untap a creature you control. If
  you've completed a dungeon, untap all creatures you control instead." The upkeep ability
  triggers in each opponent's upkeep, not its controller's (CR 503.1a); the creature is chosen
  and the completed-dungeon check made as it resolves (CR 608.2).

  @id:PLUME-001 @cr:726.2:2026-09-25 @card:white-plume-adventurer @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:plume-etb
  Scenario: White Plume Adventurer entering takes the initiative and ventures into Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "White Plume Adventurer"
    And Alice's mana pool is "{2}{W}"
    And Alice's library is "Grizzly Bears", "Hill Giant"
    When Alice casts "White Plume Adventurer"
    And the stack resolves
    Then "White Plume Adventurer" is on the battlefield
    And Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:PLUME-002 @cr:503.1a:2026-09-25 @cr:608.2:2026-09-25 @card:white-plume-adventurer
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:plume-upkeep
  Scenario Outline: In <opponent>'s upkeep White Plume Adventurer untaps the one creature Alice chooses
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is <previous>'s turn 5, in the end step
    And Alice controls:
      | card                   | tapped |
      | White Plume Adventurer | yes    |
      | Grizzly Bears          | yes    |
      | Hill Giant             | yes    |
    When the game advances to <opponent>'s upkeep
    Then the top of the stack is "White Plume Adventurer ability"
    And "White Plume Adventurer ability" on the stack is controlled by Alice with source "White Plume Adventurer"
    When Alice will untap "Hill Giant"
    And the stack resolves
    Then "Hill Giant" is untapped
    And "Grizzly Bears" is tapped
    And "White Plume Adventurer" is tapped

    Examples:
      | previous | opponent |
      | Alice    | Bob      |
      | Bob      | Carol    |
      | Carol    | Dave     |

  @id:PLUME-003 @cr:503.1a:2026-09-25 @card:white-plume-adventurer
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:plume-upkeep
  Scenario: White Plume Adventurer does not trigger in its controller's own upkeep
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Dave's turn 4, in the end step
    And Alice controls:
      | card                   | tapped |
      | White Plume Adventurer | yes    |
      | Grizzly Bears          | yes    |
    When the game advances to Alice's upkeep
    Then it is Alice's turn 5, in the upkeep
    And the stack is empty

  @id:PLUME-004 @cr:608.2:2026-09-25 @card:white-plume-adventurer @card:undercity
  @requires:multiplayer @requires:position-setup
  @ruling:plume-upkeep
  Scenario: With a completed dungeon White Plume Adventurer untaps all of Alice's creatures and nothing else
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the end step
    And Alice has completed "Undercity"
    And Alice controls:
      | card                   | tapped |
      | White Plume Adventurer | yes    |
      | Grizzly Bears          | yes    |
      | Hill Giant             | yes    |
      | Plains                 | yes    |
    And Carol controls a tapped "Savannah Lions"
    When the game advances to Bob's upkeep
    And the stack resolves
    Then "White Plume Adventurer" is untapped
    And "Grizzly Bears" is untapped
    And "Hill Giant" is untapped
    And "Plains" is tapped
    And "Savannah Lions" is tapped

  @id:PLUME-005 @cr:608.2:2026-09-25 @cr:309.7:2026-09-25 @card:white-plume-adventurer
  @card:lost-mine-of-phandelver
  @requires:multiplayer @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @ruling:plume-upkeep
  Scenario: White Plume Adventurer checks for a completed dungeon as its upkeep ability resolves
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Alice's turn 5, in the end step
    And Alice is in "Lost Mine of Phandelver" in room "Dark Pool"
    And Alice's library is "Island", "Forest"
    And Alice controls:
      | card                   | tapped |
      | White Plume Adventurer | yes    |
      | Grizzly Bears          | yes    |
      | Hill Giant             | yes    |
    When the game advances to Bob's upkeep
    And Alice ventures into the dungeon
    And the stack resolves
    Then Alice has completed "Lost Mine of Phandelver"
    And "White Plume Adventurer" is untapped
    And "Grizzly Bears" is untapped
    And "Hill Giant" is untapped

  @id:PLUME-006 @cr:503.1a:2026-09-25 @cr:805.4d:2026-09-25 @card:white-plume-adventurer
  @requires:two-headed-giant @requires:position-setup @requires:stack-inspection
  @ruling:plume-upkeep
  Scenario: In Two-Headed Giant the opposing team's shared upkeep is each opponent's upkeep: two untaps
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the end step
    And Alice controls:
      | card                   | tapped |
      | White Plume Adventurer | yes    |
      | Grizzly Bears          | yes    |
      | Hill Giant             | yes    |
    When the game advances to Carol's upkeep
    Then the stack from top to bottom is "White Plume Adventurer ability", "White Plume Adventurer ability"
    And "White Plume Adventurer ability" on the stack is controlled by Alice with source "White Plume Adventurer"
    When Alice will untap "Hill Giant"
    And Alice will untap "Grizzly Bears"
    And the stack resolves
    Then "Hill Giant" is untapped
    And "Grizzly Bears" is untapped
    And "White Plume Adventurer" is tapped
