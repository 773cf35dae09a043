Feature: Completing a dungeon, and what the event log shows of room abilities
  A dungeon is completed as a state-based action once its owner's venture marker is on its
  bottom room and no ability of that room is waiting to trigger or resolve (CR 704.5t, CR 309.7).
  That holds for each player, whatever the others' dungeons. A room ability that makes a player
  lose life shows as a life event (CR 119.3).

  @id:PWD-016 @cr:704.5t:2026-09-25 @cr:309.7:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:event-log
  Scenario: Bob completes Lost Mine of Phandelver though Alice, before him in turn order, is in no dungeon
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob is in "Lost Mine of Phandelver" in room "Dark Pool"
    And Bob's library is "Island", "Forest"
    When Bob ventures into the dungeon
    And the stack resolves
    Then the last action's events include, in order:
      | event             | player | dungeon                 |
      | completed-dungeon | Bob    | Lost Mine of Phandelver |
    And Bob has completed "Lost Mine of Phandelver"
    And Bob is not in a dungeon
    And Alice is not in a dungeon
    And Bob's hand contains "Island"

  @id:PWD-017 @cr:309.4:2026-09-25 @cr:119.3:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:event-log
  Scenario: Trap! makes Bob lose 5 life, and the log shows Bob's life change
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Alice will choose room "Trap!"
    And Alice will choose target Bob
    When Alice ventures into Undercity
    And the stack resolves
    Then the last action's events include, in order:
      | event | player | amount |
      | life  | Bob    | -5     |
    And Bob has 15 life
