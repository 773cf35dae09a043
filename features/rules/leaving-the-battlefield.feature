Feature: A creature leaving the battlefield takes only its own things with it
  A permanent that leaves the battlefield becomes a new object (CR 400.7): effects that applied
  to it stop applying, and Equipment attached to it becomes unattached as a state-based action
  (CR 704.5n). Effects on other permanents, and Equipment attached to other creatures, stay.

  @id:PWD-007 @cr:400.7:2026-09-25 @cr:701.15a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Hill Giant stays goaded when Savannah Lions dies to Shock
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Forge"
    And Bob controls "Hill Giant"
    And Bob controls "Savannah Lions"
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Alice will choose room "Arena"
    And Alice will choose target "Hill Giant"
    When Alice ventures into Undercity
    And the stack resolves
    Then "Hill Giant" is goaded by Alice
    When Alice casts "Shock" targeting "Savannah Lions"
    And the stack resolves
    Then "Savannah Lions" is not on the battlefield
    And "Hill Giant" is goaded by Alice

  @id:PWD-008 @cr:704.5n:2026-09-25 @cr:400.7:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup
  Scenario: Trailblazer's Torch stays on Grizzly Bears when Savannah Lions dies to Shock
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | attached to   |
      | Grizzly Bears       |               |
      | Trailblazer's Torch | Grizzly Bears |
      | Savannah Lions      |               |
    And Bob's hand is "Shock"
    And Bob's mana pool is "{R}"
    When Alice passes priority
    And Bob casts "Shock" targeting "Savannah Lions"
    And the stack resolves
    Then "Savannah Lions" is not on the battlefield
    And "Trailblazer's Torch" is attached to "Grizzly Bears"

  @id:PWD-023 @cr:701.8a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-destroy @requires:event-log
  @requires:card-events
  Scenario: Destroying Grizzly Bears puts it into its owner's graveyard, and the log shows it destroyed
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Grizzly Bears"
    When "Grizzly Bears" is destroyed
    Then the last action's events include, in order:
      | event     | source        |
      | destroyed | Grizzly Bears |
    And "Grizzly Bears" is not on the battlefield
    And Bob's graveyard contains "Grizzly Bears"
