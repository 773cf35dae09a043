Feature: Taking the initiative again
  A player who has the initiative may take it again: they venture into Undercity again, but they
  don't get a second initiative designation (CR 726.5, CR 726.2).

  @id:INIT-030 @cr:726.5:2026-09-25 @cr:726.2:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:initiative-retake
  Scenario Outline: Alice, who has the initiative, takes it again with <card> and ventures again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    And Alice's hand is "<card>"
    And Alice's mana pool is "<cost>"
    When Alice casts "<card>"
    And the stack resolves
    Then Alice has the initiative
    And Alice is in "Undercity" in room "Catacombs"
    And Alice controls "Skeleton"

    Examples:
      | card                      | cost    |
      | Avenging Hunter           | {4}{G}  |
      | White Plume Adventurer    | {2}{W}  |
      | Caves of Chaos Adventurer | {3}{R}  |
      | Trailblazer's Torch       | {4}     |

  @id:INIT-031 @cr:726.5:2026-09-25 @cr:726.2:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-retake
  Scenario: Taking the initiative again puts exactly one venture on the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    When Alice casts "Avenging Hunter"
    And the top of the stack resolves
    And the top of the stack resolves
    Then the stack from top to bottom is "Alice ventures into Undercity"
    And Alice has the initiative

  @id:INIT-032 @cr:726.5:2026-09-25 @cr:726.2:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-retake
  Scenario: After taking it again Alice has one designation: one venture at her next upkeep
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    And Bob's library is "Plains", "Plains"
    When Alice casts "Avenging Hunter"
    And the stack resolves
    And the game advances to Alice's upkeep
    Then it is Alice's turn 5, in the upkeep
    And the stack from top to bottom is "Alice ventures into Undercity"

  @id:INIT-033 @cr:726.5:2026-09-25 @cr:726.2:2026-09-25 @card:dungeoneers-pack @card:undercity
  @requires:two-player @requires:position-setup @requires:event-log
  @ruling:initiative-retake
  Scenario: Re-taking the initiative with Dungeoneer's Pack ventures once, after the Pack's other effects
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has the initiative
    And Alice is in "Undercity" in room "Stash"
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    And Alice's library is "Island", "Forest"
    When Alice activates "Dungeoneer's Pack"
    And the stack resolves
    Then the last action's events include, in order:
      | event           | player | dungeon   | room      |
      | took-initiative | Alice  |           |           |
      | life            | Alice  |           |           |
      | drew            | Alice  |           |           |
      | token           | Alice  |           |           |
      | ventured        | Alice  |           |           |
      | entered-room    | Alice  | Undercity | Catacombs |
    And Alice ventured 1 time
    And Alice has 23 life
    And Alice has the initiative
