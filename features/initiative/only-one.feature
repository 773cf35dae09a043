Feature: Only one player has the initiative
  As a player takes the initiative, any other player who had it ceases to have it (CR 726.3).

  @id:INIT-020 @cr:726.3:2026-09-25 @card:white-plume-adventurer @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:initiative-only-one
  Scenario: Bob takes the initiative from Alice with White Plume Adventurer
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Forge"
    And Bob's hand is "White Plume Adventurer"
    And Bob's mana pool is "{2}{W}"
    And Bob's library is "Island", "Plains", "Island"
    And Bob will find "Plains"
    When Bob casts "White Plume Adventurer"
    And the stack resolves
    Then Bob has the initiative
    And Alice does not have the initiative
    And Bob is in "Undercity" in room "Secret Entrance"
    And Alice is in "Undercity" in room "Forge"

  @id:INIT-021 @cr:726.3:2026-09-25 @card:avenging-hunter
  @requires:multiplayer @requires:position-setup
  @ruling:initiative-only-one
  Scenario Outline: In a four-player game <taker> takes the initiative from <holder>
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And it is <taker>'s turn 5, in the precombat main phase
    And <holder> has the initiative
    And <taker>'s hand is "Avenging Hunter"
    And <taker>'s mana pool is "{4}{G}"
    And <taker>'s library is "Island", "Forest", "Island"
    And <taker> will find "Forest"
    When <taker> casts "Avenging Hunter"
    And the stack resolves
    Then <taker> has the initiative
    And <holder> does not have the initiative

    Examples:
      | taker | holder |
      | Alice | Carol  |
      | Bob   | Dave   |
      | Dave  | Alice  |

  @id:INIT-022 @cr:726.3:2026-09-25 @card:avenging-hunter @card:undercity
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-only-one
  Scenario: Alice stops having the initiative as Bob takes it, before Bob's venture resolves
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Alice has the initiative
    And Bob's hand is "Avenging Hunter"
    And Bob's mana pool is "{4}{G}"
    And Bob's library is "Island", "Forest", "Island"
    When Bob casts "Avenging Hunter"
    And the top of the stack resolves
    And the top of the stack resolves
    Then Bob has the initiative
    And Alice does not have the initiative
    And the stack from top to bottom is "Bob ventures into Undercity"
