Feature: Casting, playing and activating only as the rules allow
  A spell is cast from where a rule or effect allows (CR 601.2a, 601.3), with exactly the targets
  it asks for (CR 115.1, 601.2c) and its mana cost paid unless an effect says otherwise
  (CR 118.9); a land is played, not cast, and only from where a rule allows (CR 305.1); only an
  ability's controller activates it, and only abilities the object has (CR 602.1-602.2, 605.1a);
  a tapped permanent can't pay {T} again (CR 107.5). Each scenario tries one forbidden action in a
  position where everything else about it is legal.

  @id:CAST-001 @cr:601.2a:2026-09-25 @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Alice can't cast a card she doesn't have
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Grizzly Bears"
    And Alice's mana pool is "{3}{R}"
    When Alice tries to cast "Hill Giant"
    Then the action is rejected as illegal
    And Alice's hand contains "Grizzly Bears"

  @id:CAST-002 @cr:601.3:2026-09-25 @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Alice can't cast an exiled card nothing lets her play
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's exile is "Hill Giant"
    And Alice's mana pool is "{3}{R}"
    When Alice tries to cast "Hill Giant" from exile
    Then the action is rejected as illegal
    And Alice's exile contains "Hill Giant"

  @id:CAST-003 @cr:601.3:2026-09-25 @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Alice can't cast a creature card from her graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's graveyard is "Hill Giant"
    And Alice's mana pool is "{3}{R}"
    When Alice tries to cast "Hill Giant" from graveyard
    Then the action is rejected as illegal
    And Alice's graveyard contains "Hill Giant"

  @id:CAST-004 @cr:118.9:2026-09-25 @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Nothing lets Alice cast Hill Giant from her hand without paying its mana cost
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Hill Giant"
    When Alice tries to cast "Hill Giant" without paying its mana cost
    Then the action is rejected as illegal
    And Alice's hand contains "Hill Giant"

  @id:CAST-005 @cr:115.1:2026-09-25 @cr:601.2c:2026-09-25 @card:divination
  @requires:two-player @requires:position-setup
  Scenario: Divination has no target, so Alice can't cast it targeting Bob
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Divination"
    And Alice's mana pool is "{2}{U}"
    When Alice tries to cast "Divination" targeting Bob
    Then the action is rejected as illegal
    And Alice's hand contains "Divination"

  @id:CAST-006 @cr:601.2c:2026-09-25 @cr:115.1:2026-09-25 @card:shock
  @requires:two-player @requires:position-setup
  Scenario: Shock has one target, so Alice can't cast it targeting both Bob and herself
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When Alice tries to cast "Shock" targeting Bob, Alice
    Then the action is rejected as illegal
    And Alice's hand contains "Shock"

  @id:CAST-007 @cr:305.1:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: A land is played, not cast
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Forest"
    When Alice tries to cast "Forest"
    Then the action is rejected as illegal
    And Alice's hand contains "Forest"

  @id:CAST-008 @cr:305.1:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Alice can't play Grizzly Bears as a land
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Grizzly Bears"
    When Alice tries to play "Grizzly Bears"
    Then the action is rejected as illegal
    And Alice's hand contains "Grizzly Bears"

  @id:CAST-009 @cr:305.1:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Alice can't play a land from her graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's graveyard is "Forest"
    When Alice tries to play "Forest" from graveyard
    Then the action is rejected as illegal
    And Alice's graveyard contains "Forest"

  @id:CAST-019 @cr:305.1:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Alice can't play a land from the top of her library
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Forest", "Island"
    When Alice tries to play "Forest" from library
    Then the action is rejected as illegal
    And the top card of Alice's library is "Forest"

  @id:CAST-010 @cr:602.2:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  Scenario: Alice can't activate Bob's Dungeoneer's Pack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    When Alice tries to activate "Dungeoneer's Pack"
    Then the action is rejected as illegal
    And "Dungeoneer's Pack" is on the battlefield
    And nobody has the initiative

  @id:CAST-011 @cr:602.2:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  Scenario: Alice can't activate a Dungeoneer's Pack that isn't on the battlefield
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    When Alice tries to activate "Dungeoneer's Pack"
    Then the action is rejected as illegal

  @id:CAST-020 @cr:602.2:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup
  Scenario: Alice can't activate a Prodigal Sorcerer that is in her graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's graveyard is "Prodigal Sorcerer"
    When Alice tries to activate "Prodigal Sorcerer" targeting Bob
    Then the action is rejected as illegal
    And Bob has 20 life

  @id:CAST-012 @cr:602.1:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Grizzly Bears has no activated ability to activate
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice's mana pool is "{2}"
    When Alice tries to activate "Grizzly Bears"
    Then the action is rejected as illegal

  @id:CAST-013 @cr:605.1a:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Grizzly Bears has no mana ability
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    When Alice tries to tap "Grizzly Bears" for mana
    Then the action is rejected as illegal
    And "Grizzly Bears" is untapped

  @id:CAST-014 @cr:107.5:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: A tapped Forest can't be tapped for mana again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls a tapped "Forest"
    When Alice tries to tap "Forest" for mana
    Then the action is rejected as illegal

  @id:CAST-017 @cr:107.5:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup
  Scenario: A tapped Prodigal Sorcerer can't pay the {T} of its ability again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls a tapped "Prodigal Sorcerer"
    When Alice tries to activate "Prodigal Sorcerer" targeting Bob
    Then the action is rejected as illegal

  @id:CAST-018 @cr:602.1:2026-09-25 @cr:702.6a:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup
  Scenario: Trailblazer's Torch has only its equip ability, so it has nothing else to activate
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Alice's mana pool is "{1}"
    When Alice tries to activate "Trailblazer's Torch"
    Then the action is rejected as illegal

  @id:CAST-015 @cr:702.6a:2026-09-25 @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Grizzly Bears isn't an Equipment, so it can't equip
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice controls "Hill Giant"
    And Alice's mana pool is "{1}"
    When Alice tries to equip "Grizzly Bears" to "Hill Giant"
    Then the action is rejected as illegal

  @id:CAST-016 @cr:305.2:2026-09-25 @card:forest @card:island
  @requires:two-player @requires:position-setup
  Scenario: After playing Forest, Alice can't play Island in the same turn
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Forest", "Island"
    When Alice plays "Forest"
    And Alice tries to play "Island"
    Then the action is rejected as illegal
    And Alice's hand contains "Island"
    And "Forest" is on the battlefield

  @id:CAST-021 @cr:602.2b:2026-09-25 @cr:107.5:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Activating Prodigal Sorcerer pays its {T}: the Sorcerer is tapped while its ability waits on the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Prodigal Sorcerer"
    When Alice activates "Prodigal Sorcerer" targeting Bob
    Then "Prodigal Sorcerer" is tapped
    And the stack has 1 objects
    And Bob has 20 life

  @id:CAST-022 @cr:602.2b:2026-09-25 @cr:601.2c:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup
  Scenario: Prodigal Sorcerer's ability targets, so Alice can't activate it without a target
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Prodigal Sorcerer"
    When Alice tries to activate "Prodigal Sorcerer"
    Then the action is rejected as illegal
    And "Prodigal Sorcerer" is untapped

  @id:CAST-023 @cr:602.2b:2026-09-25 @cr:601.2h:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  Scenario: Bob activates his Dungeoneer's Pack on his turn and pays its {2} with {U}{B}: his mana pool is empty
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the postcombat main phase
    And Bob controls "Dungeoneer's Pack"
    And Bob's mana pool is "{U}{B}"
    When Bob activates "Dungeoneer's Pack"
    Then Bob's mana pool is empty
    And Bob's graveyard contains "Dungeoneer's Pack"

  @id:CAST-024 @cr:602.2b:2026-09-25 @cr:107.5:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup
  Scenario: On Bob's turn Alice pings Bob with Prodigal Sorcerer once; tapped by that, it can't ping again
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the postcombat main phase
    And Alice controls "Prodigal Sorcerer"
    When Bob passes priority
    And Alice activates "Prodigal Sorcerer" targeting Bob
    And the stack resolves
    Then Bob has 19 life
    When Bob passes priority
    And Alice tries to activate "Prodigal Sorcerer" targeting Bob
    Then the action is rejected as illegal
    And Bob has 19 life
