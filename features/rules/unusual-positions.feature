Feature: Games set up in unusual positions start where the position says
  A position names only what a scenario cares about: without a turn it is the first player's
  turn 1 and they receive priority (CR 103.1, 117.3a); in Two-Headed Giant a life total given is
  the team's shared one (CR 810.4) and the observation shows the teams (810.1); +1/+1 counters set
  up on a permanent count like any others (CR 122.1a), and a count of none is no counter. An effect
  that makes a player lose no life is legal and changes nothing (CR 119.3). Venturing into a room
  with two exits the player must choose exactly one (CR 309.5, 701.49b).
  A permanent Alice controls but Bob owns attacks for Alice and dies into Bob's graveyard
  (CR 108.3, 400.3).

  @id:PWC-020 @cr:103.1:2026-09-25 @cr:117.3a:2026-09-25
  @requires:multiplayer @requires:position-setup
  Scenario: A free-for-all game set up without a turn is the first player's turn 1, in the precombat main phase
    Given a free-for-all game between Alice, Bob and Carol
    Then it is Alice's turn 1, in the precombat main phase
    And Alice has priority

  @id:PWC-021 @cr:810.4:2026-09-25 @cr:810.1:2026-09-25 @cr:119.3:2026-09-25
  @requires:two-headed-giant @requires:direct-effects @requires:position-setup
  Scenario: In Two-Headed Giant a team set up with 7 life loses it together
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Alice has 7 life
    Then Alice and Bob are on the same team
    And Alice and Carol are on different teams
    And Bob has 7 life
    And Carol has 30 life
    When Bob loses 3 life
    Then Alice has 4 life
    And Bob has 4 life
    And Dave has 30 life

  @id:PWC-022 @cr:122.1a:2026-09-25 @cr:309.5:2026-09-25 @cr:701.49b:2026-09-25
  @card:grizzly-bears @card:undercity
  @requires:two-player @requires:direct-effects @requires:position-setup
  Scenario: Alice must choose exactly one of Secret Entrance's two exits, and Forge adds to the counters her creature already has
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card          | counters |
      | Grizzly Bears | +1/+1:1  |
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice will choose room "Forge"
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice is in "Undercity" in room "Forge"
    And Alice's last choose-room decision offered exactly "Forge" and "Lost Well"
    And Alice's last choose-room decision was required, exactly 1
    And "Grizzly Bears" has 3 +1/+1 counters
    And "Grizzly Bears" is 5/5

  @id:PWC-023 @cr:122.1a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: A permanent set up with a count of zero +1/+1 counters has its printed power and toughness
    Given a two-player game between Alice and Bob
    And Alice controls:
      | card          | counters |
      | Grizzly Bears | +1/+1:0  |
    Then "Grizzly Bears" is 2/2
    And "Grizzly Bears" has 0 +1/+1 counters

  @id:PWC-024 @cr:119.3:2026-09-25
  @requires:two-player @requires:direct-effects @requires:position-setup
  Scenario: Losing 0 life is a legal effect that leaves Alice's life total as it was
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has 5 life
    When Alice loses 0 life
    Then Alice has 5 life
    And Alice is still in the game
    And Alice has priority

  @id:PWC-025 @cr:108.3:2026-09-25 @cr:508.1a:2026-09-25 @cr:400.3:2026-09-25
  @card:grizzly-bears @card:hill-giant
  @requires:multiplayer @requires:position-setup
  Scenario: Alice attacks with a Grizzly Bears Bob owns, and when it dies it goes to Bob's graveyard
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card          | owner |
      | Grizzly Bears | Bob   |
    And Carol controls "Hill Giant"
    Then Alice controls "Grizzly Bears"
    When Alice attacks Carol with "Grizzly Bears"
    And Carol blocks "Grizzly Bears" with "Hill Giant"
    And the game advances to Alice's postcombat main phase
    Then "Grizzly Bears" is not on the battlefield
    And Bob's graveyard contains "Grizzly Bears"
    And Alice's graveyard has no cards
