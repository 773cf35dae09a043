Feature: The initiative in Two-Headed Giant
  Teammates share a life total of 30 and their turns, but each is a separate player: each
  teammate whose creatures deal combat damage to the holder gets a trigger of their own. The
  holder controls both and chooses their order; as they resolve, each teammate takes the
  initiative and ventures, and the last one keeps it (CR 726.2, CR 810.4, CR 810.9, CR 805.7,
  CR 603.3b).

  @id:THG-001 @cr:726.2:2026-09-25 @cr:603.3b:2026-09-25 @cr:805.7:2026-09-25
  @card:grizzly-bears @card:hill-giant
  @requires:two-headed-giant @requires:position-setup @requires:trigger-ordering
  @requires:stack-inspection
  @ruling:initiative-2hg-order
  Scenario: Both teammates hit the holder: two triggers, both controlled by the holder, in the order she chooses
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Carol has the initiative
    And Alice controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    And Carol will order the triggers to resolve "Bob takes the initiative", "Alice takes the initiative"
    When Alice attacks with:
      | attacker      | defender |
      | Grizzly Bears | Carol    |
      | Hill Giant    | Carol    |
    And Carol declares no blockers
    And the game advances to Alice's combat damage step
    Then Carol has 25 life
    And the stack from top to bottom is "Bob takes the initiative", "Alice takes the initiative"
    And "Alice takes the initiative" on the stack is controlled by Carol with no source
    And "Bob takes the initiative" on the stack is controlled by Carol with no source

  @id:THG-002 @cr:726.2:2026-09-25 @cr:726.3:2026-09-25
  @card:grizzly-bears @card:hill-giant @card:undercity
  @requires:two-headed-giant @requires:position-setup @requires:trigger-ordering
  @requires:event-log
  @ruling:initiative-2hg-order
  Scenario: Each teammate takes the initiative and ventures in turn, and the last one keeps it
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Carol has the initiative
    And Alice controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    And Alice's library is "Island", "Forest", "Island"
    And Bob's library is "Island", "Plains", "Island"
    And Carol will order the triggers to resolve "Alice takes the initiative", "Bob takes the initiative"
    And Alice will find "Forest"
    And Bob will find "Plains"
    When Alice attacks with:
      | attacker      | defender |
      | Grizzly Bears | Carol    |
      | Hill Giant    | Carol    |
    And Carol declares no blockers
    And the game advances to Alice's combat damage step
    And the stack resolves
    Then the last action's events include, in order:
      | event           | player |
      | took-initiative | Alice  |
      | ventured        | Alice  |
      | took-initiative | Bob    |
      | ventured        | Bob    |
    And Bob has the initiative
    And Alice does not have the initiative
    And Alice is in "Undercity" in room "Secret Entrance"
    And Bob is in "Undercity" in room "Secret Entrance"

  @id:THG-003 @cr:726.2:2026-09-25 @cr:603.3b:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:two-headed-giant @requires:position-setup @requires:trigger-ordering
  @requires:stack-inspection
  @ruling:initiative-2hg-order
  Scenario Outline: The holder's order decides which teammate keeps the initiative (<first> first, <last> last)
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Carol has the initiative
    And Alice controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    And Alice's library is "Island", "Forest", "Island"
    And Bob's library is "Island", "Forest", "Island"
    And Carol will order the triggers to resolve "<first> takes the initiative", "<last> takes the initiative"
    And Alice will find "Forest"
    And Bob will find "Forest"
    When Alice attacks with:
      | attacker      | defender |
      | Grizzly Bears | Carol    |
      | Hill Giant    | Carol    |
    And Carol declares no blockers
    And the game advances to Alice's combat damage step
    And the top of the stack resolves
    Then <first> has the initiative
    And the top of the stack is "<first> ventures into Undercity"
    When the stack resolves
    Then <last> has the initiative
    And <first> does not have the initiative

    Examples:
      | first | last  |
      | Alice | Bob   |
      | Bob   | Alice |

  @id:THG-004 @cr:726.2:2026-09-25 @cr:805.10b:2026-09-25 @card:grizzly-bears @card:savannah-lions
  @requires:two-headed-giant @requires:position-setup @requires:stack-inspection
  @ruling:initiative-2hg-order
  Scenario: Only one teammate's creatures hit the holder: one trigger, however many creatures
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Carol has the initiative
    And Alice controls "Grizzly Bears"
    And Alice controls "Savannah Lions"
    When Alice attacks Carol with "Grizzly Bears" and "Savannah Lions"
    And Carol declares no blockers
    And the game advances to Alice's combat damage step
    Then Carol has 26 life
    And the stack from top to bottom is "Alice takes the initiative"

  @id:THG-005 @cr:726.2:2026-09-25 @cr:810.9:2026-09-25 @card:grizzly-bears
  @requires:two-headed-giant @requires:position-setup @requires:stack-inspection
  @ruling:initiative-2hg-order
  Scenario: Combat damage to the holder's teammate lowers their shared life but takes nothing
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Carol has the initiative
    And Alice controls "Grizzly Bears"
    When Alice attacks Dave with "Grizzly Bears"
    And Carol declares no blockers
    And the game advances to Alice's combat damage step
    Then Dave has 28 life
    And Carol has 28 life
    And the stack is empty
    And Carol has the initiative

  @id:THG-006 @cr:810.4:2026-09-25
  @requires:two-headed-giant
  Scenario: Each team starts with a shared life total of 30
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    Then Alice has 30 life
    And Bob has 30 life
    And Carol has 30 life
    And Dave has 30 life
    And nobody has the initiative

  @id:THG-007 @cr:726.2:2026-09-25 @cr:805.4:2026-09-25 @card:undercity
  @requires:two-headed-giant @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: In the team's shared upkeep only the teammate with the initiative ventures
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Carol's turn 2, in the end step
    And Bob has the initiative
    And Bob is in "Undercity" in room "Stash"
    When the game advances to Alice's upkeep
    Then the stack from top to bottom is "Bob ventures into Undercity"
    And "Bob ventures into Undercity" on the stack is controlled by Bob with no source
    When the stack resolves
    Then Bob is in "Undercity" in room "Catacombs"
    And Alice is not in a dungeon
