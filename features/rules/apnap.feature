Feature: Simultaneous triggered abilities of different players go on the stack in APNAP order
  When abilities controlled by several players trigger at once, the active player puts theirs on
  the stack first, then each other player in turn order; the last one put on the stack resolves
  first (CR 603.3b, CR 101.4). In Two-Headed Giant the whole active team goes first, then the
  non-active team (CR 805.7 read with 101.4). The initiative's upkeep venture is controlled by its
  holder (CR 726.2), so it takes part in APNAP order like any other trigger. White Plume Adventurer
  triggers at the beginning of each opponent's upkeep, under its controller's control.

  @id:APNAP-001 @cr:603.3b:2026-09-25 @cr:726.2:2026-09-25
  @card:white-plume-adventurer
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: In Bob's upkeep Alice's White Plume trigger goes on the stack above Bob's initiative venture and resolves first
    Given a two-player game between Alice and Bob
    And it is Alice's turn 4, in the end step
    And Bob has the initiative
    And Bob's library is "Island", "Forest", "Island"
    And Alice controls a tapped "White Plume Adventurer"
    When the game advances to Bob's upkeep
    Then the stack from top to bottom is "White Plume Adventurer ability", "Bob ventures into Undercity"
    And "White Plume Adventurer ability" on the stack is controlled by Alice with source "White Plume Adventurer"
    And "Bob ventures into Undercity" on the stack is controlled by Bob with no source
    When the top of the stack resolves
    Then "White Plume Adventurer" is untapped
    And Bob is not in a dungeon
    And the stack from top to bottom is "Bob ventures into Undercity"

  @id:APNAP-002 @cr:603.3b:2026-09-25 @cr:101.4:2026-09-25
  @card:white-plume-adventurer
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  Scenario: In Alice's upkeep the non-active players' triggers follow turn order: Carol's, put on the stack last, resolves before Bob's
    Given a free-for-all game between Alice, Bob and Carol
    And it is Carol's turn 3, in the end step
    And Alice has the initiative
    And Alice's library is "Island", "Forest", "Island"
    And Bob controls:
      | card                   | label   | tapped |
      | White Plume Adventurer | Plume B | yes    |
    And Carol controls:
      | card                   | label   | tapped |
      | White Plume Adventurer | Plume C | yes    |
    When the game advances to Alice's upkeep
    Then the stack from top to bottom is "White Plume Adventurer ability", "White Plume Adventurer ability", "Alice ventures into Undercity"
    When the top of the stack resolves
    Then "Plume C" is untapped
    And "Plume B" is tapped
    When the top of the stack resolves
    Then "Plume B" is untapped
    And the stack from top to bottom is "Alice ventures into Undercity"

  @id:APNAP-003 @cr:603.3b:2026-09-25 @cr:101.4:2026-09-25
  @card:white-plume-adventurer
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  Scenario: In Carol's upkeep turn order starts after Carol and wraps: Bob's trigger, last in that order, resolves first, then Alice's, then Dave's
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Bob's turn 6, in the end step
    And Carol has the initiative
    And Carol's library is "Island", "Forest", "Island"
    And Alice controls:
      | card                   | label   | tapped |
      | White Plume Adventurer | Plume A | yes    |
    And Bob controls:
      | card                   | label   | tapped |
      | White Plume Adventurer | Plume B | yes    |
    And Dave controls:
      | card                   | label   | tapped |
      | White Plume Adventurer | Plume D | yes    |
    When the game advances to Carol's upkeep
    Then the stack has 4 objects
    When the top of the stack resolves
    Then "Plume B" is untapped
    And "Plume A" is tapped
    And "Plume D" is tapped
    When the top of the stack resolves
    Then "Plume A" is untapped
    And "Plume D" is tapped
    When the top of the stack resolves
    Then "Plume D" is untapped
    And the stack from top to bottom is "Carol ventures into Undercity"

  @id:APNAP-004 @cr:603.3b:2026-09-25 @cr:805.7:2026-09-25 @cr:726.2:2026-09-25
  @card:white-plume-adventurer @card:grizzly-bears
  @requires:two-headed-giant @requires:position-setup @requires:stack-inspection
  Scenario: In Two-Headed Giant the active team's initiative venture goes on the stack before the other team's triggers
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Carol's turn 4, in the end step
    And Alice has the initiative
    And Alice's library is "Island", "Forest", "Island"
    And Carol controls:
      | card                   | tapped |
      | White Plume Adventurer | no     |
      | Grizzly Bears          | yes    |
    When the game advances to Alice's upkeep
    Then the stack from top to bottom is "White Plume Adventurer ability", "White Plume Adventurer ability", "Alice ventures into Undercity"
    And "Alice ventures into Undercity" on the stack is controlled by Alice with no source

  @id:APNAP-005 @cr:603.3b:2026-09-25 @cr:805.7:2026-09-25 @cr:101.4:2026-09-25
  @card:white-plume-adventurer @card:grizzly-bears
  @requires:two-headed-giant @requires:position-setup @requires:stack-inspection
  Scenario: In Two-Headed Giant the second player of the active team goes before an earlier-seated player of the other team
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the end step
    And Dave has the initiative
    And Dave's library is "Island", "Forest", "Island"
    And Alice controls:
      | card                   | tapped |
      | White Plume Adventurer | no     |
      | Grizzly Bears          | yes    |
    When the game advances to Carol's upkeep
    Then the stack from top to bottom is "White Plume Adventurer ability", "White Plume Adventurer ability", "Dave ventures into Undercity"
    And "Dave ventures into Undercity" on the stack is controlled by Dave with no source

  @id:APNAP-006 @cr:603.3b:2026-09-25 @cr:726.2:2026-09-25
  @card:white-plume-adventurer @card:grizzly-bears @card:undercity
  @requires:multiplayer @requires:position-setup
  Scenario: The holder's upkeep venture resolves only after every opponent's White Plume trigger
    Given a free-for-all game between Alice, Bob and Carol
    And it is Carol's turn 3, in the end step
    And Alice has the initiative
    And Alice's library is "Island", "Forest", "Island"
    And Bob controls:
      | card                   | tapped |
      | White Plume Adventurer | yes    |
    When the game advances to Alice's upkeep
    And the top of the stack resolves
    Then "White Plume Adventurer" is untapped
    And Alice is not in a dungeon
    When Alice will find "Forest"
    And the stack resolves
    Then Alice is in "Undercity" in room "Secret Entrance"
