Feature: Triggered abilities going on the stack, or not
  A triggered ability is put on the stack the next time a player would receive priority (CR
  603.3); one that needs a target and has no legal one is removed from the stack instead (CR
  603.3d), and its room is still entered (CR 309.4).

  @id:PWB-020 @cr:603.3d:2026-09-25 @cr:309.4:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:stack-inspection @requires:event-log @requires:removal-events
  Scenario: Fungi Cavern's ability, with no creature on the battlefield to target, is removed from the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Mine Tunnels"
    And Alice will choose room "Fungi Cavern"
    When Alice ventures into the dungeon
    Then Alice is in "Lost Mine of Phandelver" in room "Fungi Cavern"
    And the stack is empty
    And "Fungi Cavern" was removed from the stack with no legal target

  @id:PWB-021 @cr:603.3:2026-09-25 @cr:726.2:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:event-log
  @requires:stack-inspection
  Scenario: Taking the initiative logs the venture trigger as it goes on the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    When Alice takes the initiative
    Then the stack from top to bottom is "Alice ventures into Undercity"
    And the last action's events include, in order:
      | event   | text                          |
      | trigger | Alice ventures into Undercity |
