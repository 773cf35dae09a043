Feature: Attackers and blockers are declared only as the rules allow
  Only the active player's untapped creatures attack, each once, each attacking an opponent
  (CR 508.1a-b); attackers are declared in the combat phase, not after it (CR 506.1, 508.1);
  each blocker is an untapped creature of the player its attacker attacks, blocking one
  attacking creature (CR 509.1a), and blockers are declared only in combat (CR 509.1). Each
  scenario tries one forbidden declaration in a position where everything else about it is legal.

  @id:DECL-001 @cr:508.1a:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Alice can't attack with a Forest
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Forest"
    When Alice tries to attack Bob with "Forest"
    Then the action is rejected as illegal
    And "Forest" is untapped

  @id:DECL-002 @cr:508.1a:2026-09-25 @card:hill-giant
  @requires:multiplayer @requires:position-setup
  Scenario: In free-for-all Alice can't attack Carol with Bob's creature
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Hill Giant"
    When Alice tries to attack Carol with "Hill Giant"
    Then the action is rejected as illegal
    And "Hill Giant" is untapped

  @id:DECL-003 @cr:508.1a:2026-09-25 @card:grizzly-bears
  @requires:multiplayer @requires:position-setup
  Scenario: In free-for-all one creature can't attack both Bob and Carol
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    When Alice tries to attack with:
      | attacker      | defender |
      | Grizzly Bears | Bob      |
      | Grizzly Bears | Carol    |
    Then the action is rejected as illegal
    And "Grizzly Bears" is untapped

  @id:DECL-004 @cr:508.1:2026-09-25 @cr:506.1:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Alice can't declare attackers in her postcombat main phase
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the postcombat main phase
    And Alice controls "Grizzly Bears"
    When Alice tries to attack Bob with "Grizzly Bears"
    Then the action is rejected as illegal
    And "Grizzly Bears" is untapped
    And Bob has 20 life

  @id:DECL-005 @cr:509.1a:2026-09-25 @card:grizzly-bears @card:savannah-lions @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Bob can't block a creature that isn't attacking
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice controls "Savannah Lions"
    And Bob controls "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob tries to block "Savannah Lions" with "Hill Giant"
    Then the action is rejected as illegal

  @id:DECL-006 @cr:509.1a:2026-09-25 @card:grizzly-bears @card:savannah-lions @card:hill-giant
  @requires:multiplayer @requires:position-setup
  Scenario: In free-for-all Carol can't block the creature attacking Bob
    Given a free-for-all game between Alice, Bob and Carol
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice controls "Savannah Lions"
    And Carol controls "Hill Giant"
    When Alice attacks with:
      | attacker       | defender |
      | Grizzly Bears  | Bob      |
      | Savannah Lions | Carol    |
    And Carol tries to block "Grizzly Bears" with "Hill Giant"
    Then the action is rejected as illegal

  @id:DECL-007 @cr:509.1a:2026-09-25 @card:grizzly-bears @card:savannah-lions @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: One creature can't block two attackers
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice controls "Savannah Lions"
    And Bob controls "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears", "Savannah Lions"
    And Bob tries to block with:
      | blocker    | attacker       |
      | Hill Giant | Grizzly Bears  |
      | Hill Giant | Savannah Lions |
    Then the action is rejected as illegal

  @id:DECL-008 @cr:509.1:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Bob can't declare blockers before combat
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    When Alice passes priority
    And Bob tries to block "Grizzly Bears" with "Hill Giant"
    Then the action is rejected as illegal

  @id:DECL-010 @cr:509.1:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Once combat damage is dealt, Bob can't declare blockers any more
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    And Alice passes priority
    And Bob tries to block "Grizzly Bears" with "Hill Giant"
    Then the action is rejected as illegal

  @id:DECL-009 @cr:508.1a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Alice can't attack with a creature card in her hand
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Grizzly Bears"
    When Alice tries to attack Bob with "Grizzly Bears"
    Then the action is rejected as illegal
    And Bob has 20 life
