Feature: The holder ventures into Undercity at the beginning of their upkeep
  At the beginning of the upkeep of the player who has the initiative, that player ventures into
  Undercity. The ability has no source and is controlled by the holder; it triggers only in the
  holder's upkeep (CR 726.2, CR 503.1a).

  @id:INIT-040 @cr:726.2:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: Alice's upkeep venture triggers with no source under her control
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the end step
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    When the game advances to Alice's upkeep
    Then it is Alice's turn 5, in the upkeep
    And the stack from top to bottom is "Alice ventures into Undercity"
    And "Alice ventures into Undercity" on the stack is controlled by Alice with no source
    When the stack resolves
    Then Alice is in "Undercity" in room "Catacombs"
    And "Skeleton" is a 4/1 token with menace

  @id:INIT-041 @cr:726.2:2026-09-25
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: The holder doesn't venture in an opponent's upkeep
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    When the game advances to Bob's upkeep
    Then it is Bob's turn 4, in the upkeep
    And the stack is empty
    And Alice is in "Undercity" in room "Stash"
    And Alice has the initiative

  @id:INIT-042 @cr:726.2:2026-09-25
  @requires:multiplayer @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario Outline: With four players only Carol's upkeep makes Carol venture (<whose> upkeep)
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is Dave's turn 8, in the end step
    And Carol has the initiative
    And Carol is in "Undercity" in room "Stash"
    And Alice's library is "Plains", "Plains"
    And Bob's library is "Island", "Island"
    When the game advances to <whose>'s upkeep
    Then the stack has <ventures> objects
    And Carol has the initiative

    Examples:
      | whose | ventures |
      | Alice | 0        |
      | Bob   | 0        |
      | Carol | 1        |

  @id:INIT-043 @cr:726.2:2026-09-25 @cr:701.49a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:initiative-designation
  Scenario: A holder outside any dungeon starts Undercity in their upkeep
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the end step
    And Alice has the initiative
    And Alice's library is "Island", "Forest", "Island"
    And Alice will find "Forest"
    When the game advances to Alice's upkeep
    And the stack resolves
    Then Alice is in "Undercity" in room "Secret Entrance"
    And Alice's hand contains "Forest"

  @id:INIT-044 @cr:726.2:2026-09-25 @cr:726.3:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-designation
  Scenario: After Bob takes the initiative on his turn, Alice's next upkeep has no venture
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    And Bob's hand is "Avenging Hunter"
    And Bob's mana pool is "{4}{G}"
    And Bob's library is "Island", "Forest", "Island"
    And Bob will find "Forest"
    When Bob casts "Avenging Hunter"
    And the stack resolves
    And the game advances to Alice's upkeep
    Then the stack is empty
    And Alice is in "Undercity" in room "Stash"
    And Bob has the initiative

  @id:INIT-045 @cr:726.2:2026-09-25 @cr:701.49c:2026-09-25 @cr:309.7:2026-09-25
  @card:lost-mine-of-phandelver @card:undercity
  @requires:two-player @requires:position-setup @requires:dungeons-afr
  @ruling:undercity-in-dungeon
  Scenario: The upkeep venture from Lost Mine of Phandelver's last room completes it and starts Undercity
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the end step
    And Alice has the initiative
    And Alice is in "Lost Mine of Phandelver" in room "Temple of Dumathoin"
    And Alice's library is "Island", "Forest", "Island"
    And Alice will find "Forest"
    When the game advances to Alice's upkeep
    And the stack resolves
    Then Alice has completed "Lost Mine of Phandelver"
    And Alice is in "Undercity" in room "Secret Entrance"
