Feature: Declarations and actions the rules forbid are refused
  An engine must refuse an illegal action and leave the game as it was (CR 508.1a-b, 509.1a-b,
  302.6, 305.2, 307.1, 500.5, 505.6, 601.2, 602.5d, 702.9b, 702.111b). Each scenario tries one forbidden
  action; `tries to` expects it to be rejected.

  @id:ILLEGAL-001 @cr:302.6:2026-09-25 @cr:508.1a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: A creature that came under Alice's control this turn can't attack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card          | sick |
      | Grizzly Bears | yes  |
    When Alice tries to attack Bob with "Grizzly Bears"
    Then the action is rejected as illegal

  @id:ILLEGAL-002 @cr:508.1a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: A tapped creature can't attack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls a tapped "Grizzly Bears"
    When Alice tries to attack Bob with "Grizzly Bears"
    Then the action is rejected as illegal

  @id:ILLEGAL-003 @cr:508.1a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: The non-active player can't declare attackers
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Grizzly Bears"
    When Bob tries to attack Alice with "Grizzly Bears"
    Then the action is rejected as illegal

  @id:ILLEGAL-004 @cr:508.1b:2026-09-25 @cr:810.7:2026-09-25 @card:grizzly-bears
  @requires:two-headed-giant @requires:position-setup
  Scenario: In Two-Headed Giant Alice can't attack her teammate
    Given a Two-Headed Giant game: Alice and Bob versus Carol and Dave
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    When Alice tries to attack Bob with "Grizzly Bears"
    Then the action is rejected as illegal

  @id:ILLEGAL-005 @cr:509.1a:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: A tapped creature can't block
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls a tapped "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob tries to block "Grizzly Bears" with "Hill Giant"
    Then the action is rejected as illegal

  @id:ILLEGAL-006 @cr:509.1a:2026-09-25 @cr:802.4a:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:multiplayer @requires:position-setup
  Scenario: In free-for-all a player who isn't being attacked can't block
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Carol controls "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears"
    And Carol tries to block "Grizzly Bears" with "Hill Giant"
    Then the action is rejected as illegal

  @id:ILLEGAL-007 @cr:702.111b:2026-09-25 @card:undercity @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: The Skeleton with menace can't be blocked by just one creature
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card     | token |
      | Skeleton | yes   |
    And Bob controls "Hill Giant"
    When Alice attacks Bob with "Skeleton"
    And Bob tries to block "Skeleton" with "Hill Giant"
    Then the action is rejected as illegal

  @id:ILLEGAL-008 @cr:702.111b:2026-09-25 @card:undercity @card:hill-giant @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Two creatures may block the Skeleton with menace
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card     | token |
      | Skeleton | yes   |
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Skeleton"
    And Bob blocks "Skeleton" with "Hill Giant", "Grizzly Bears"
    And the game advances to Alice's combat damage step
    Then "Skeleton" is not on the battlefield
    And Bob has 20 life

  @id:ILLEGAL-009 @cr:702.9b:2026-09-25 @cr:702.1:2026-09-25 @card:cloister-gargoyle
  @card:grizzly-bears @card:undercity
  @requires:two-player @requires:position-setup
  Scenario: Cloister Gargoyle flying for a player who completed a dungeon can't be blocked by Grizzly Bears
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has completed "Undercity"
    And Alice controls "Cloister Gargoyle"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Cloister Gargoyle"
    And Bob tries to block "Cloister Gargoyle" with "Grizzly Bears"
    Then the action is rejected as illegal

  @id:ILLEGAL-010 @cr:307.1:2026-09-25 @card:divination
  @requires:two-player @requires:position-setup
  Scenario: Bob can't cast a sorcery during Alice's turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob's hand is "Divination"
    And Bob's mana pool is "{2}{U}"
    When Alice passes priority
    And Bob tries to cast "Divination"
    Then the action is rejected as illegal
    And Bob has 1 card in hand

  @id:ILLEGAL-011 @cr:307.1:2026-09-25 @card:divination @card:hill-giant
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Alice can't cast a sorcery while her own creature spell is on the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Hill Giant", "Divination"
    And Alice's mana pool is "{5}{R}{U}"
    When Alice casts "Hill Giant"
    And Alice tries to cast "Divination"
    Then the action is rejected as illegal
    And the stack from top to bottom is "Hill Giant"

  @id:ILLEGAL-012 @cr:302.1:2026-09-25 @cr:505.6a:2026-09-25 @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: A creature spell can't be cast in the beginning of combat step
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the beginning of combat step
    And Alice's hand is "Hill Giant"
    And Alice's mana pool is "{3}{R}"
    When Alice tries to cast "Hill Giant"
    Then the action is rejected as illegal

  @id:ILLEGAL-013 @cr:305.2:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Alice can't play a second land in a turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has played a land this turn
    And Alice's hand is "Forest"
    When Alice tries to play "Forest"
    Then the action is rejected as illegal
    And Alice's hand contains "Forest"

  @id:ILLEGAL-014 @cr:305.3:2026-09-25 @cr:305.1:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Bob can't play a land during Alice's turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob's hand is "Forest"
    When Alice passes priority
    And Bob tries to play "Forest"
    Then the action is rejected as illegal

  @id:ILLEGAL-015 @cr:601.2h:2026-09-25 @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Alice can't cast Hill Giant with only one red mana
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Hill Giant"
    And Alice's mana pool is "{R}"
    When Alice tries to cast "Hill Giant"
    Then the action is rejected as illegal
    And Alice's hand contains "Hill Giant"

  @id:ILLEGAL-016 @cr:115.4:2026-09-25 @cr:601.2c:2026-09-25 @card:shock @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Shock can't target a land
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob controls "Forest"
    When Alice tries to cast "Shock" targeting "Forest"
    Then the action is rejected as illegal

  @id:ILLEGAL-017 @cr:602.5d:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  Scenario: Bob can't activate Dungeoneer's Pack during Alice's turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Dungeoneer's Pack"
    And Bob's mana pool is "{2}"
    When Alice passes priority
    And Bob tries to activate "Dungeoneer's Pack"
    Then the action is rejected as illegal
    And "Dungeoneer's Pack" is untapped

  @id:ILLEGAL-018 @cr:702.6a:2026-09-25 @card:trailblazers-torch @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Bob can't equip during Alice's turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Trailblazer's Torch"
    And Bob controls "Grizzly Bears"
    And Bob's mana pool is "{1}"
    When Alice passes priority
    And Bob tries to equip "Trailblazer's Torch" to "Grizzly Bears"
    Then the action is rejected as illegal

  @id:ILLEGAL-019 @cr:500.5:2026-09-25 @card:shock
  @requires:two-player @requires:position-setup
  Scenario: Mana empties as a step ends: the red mana of the main phase can't pay for Shock in combat
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When the game advances to Alice's beginning of combat step
    And Alice tries to cast "Shock" targeting Bob
    Then the action is rejected as illegal
    And Bob has 20 life

  @id:ILLEGAL-020 @cr:302.6:2026-09-25 @cr:602.2:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup
  Scenario: A creature that came under Alice's control this turn can't pay a {T} cost of its ability
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card              | sick |
      | Prodigal Sorcerer | yes  |
    When Alice tries to activate "Prodigal Sorcerer" targeting Bob
    Then the action is rejected as illegal

  @id:ILLEGAL-021 @cr:302.6:2026-09-25 @cr:602.2:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup
  Scenario: On Bob's turn, a creature Alice gained control of this turn can't pay a {T} cost either
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the postcombat main phase
    And Alice controls:
      | card              | sick |
      | Prodigal Sorcerer | yes  |
    When Bob passes priority
    And Alice tries to activate "Prodigal Sorcerer" targeting "Prodigal Sorcerer"
    Then the action is rejected as illegal
