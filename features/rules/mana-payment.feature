Feature: Mana in the pool, and paying a cost from it
  Mana abilities add mana to a player's mana pool (CR 106.4); a basic land's intrinsic ability
  adds one mana of its color (CR 305.6). Casting a spell pays its total cost from the pool
  (CR 601.2g-h): the colored symbols with mana of that color, the generic part with mana of any
  type, colorless included (CR 107.4c, CR 106.1b). Whatever the payment does not use stays in
  the pool. The pools below leave no choice about which mana is left over.

  @id:PWD-001 @cr:601.2h:2026-09-25 @cr:107.4:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: Casting Hill Giant from five red mana leaves exactly one red mana in the pool
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Hill Giant"
    And Alice's mana pool is "{R}{R}{R}{R}{R}"
    When Alice casts "Hill Giant"
    Then Alice's mana pool is "{R}"
    When the stack resolves
    Then "Hill Giant" is on the battlefield
    And Alice's mana pool is "{R}"

  @id:PWD-002 @cr:107.4c:2026-09-25 @cr:106.1b:2026-09-25 @cr:601.2h:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: Colorless mana pays the generic part of Gray Ogre's cost and empties the pool
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Gray Ogre"
    And Alice's mana pool is "{C}{C}{R}"
    When Alice casts "Gray Ogre"
    Then Alice's mana pool is empty
    When the stack resolves
    Then "Gray Ogre" is on the battlefield

  @id:PWD-003 @cr:106.4:2026-09-25 @cr:305.6:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: Tapping a Forest adds one green mana to the colorless mana already in the pool
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Forest"
    And Alice's mana pool is "{2}"
    When Alice taps "Forest" for mana
    Then Alice's mana pool is "{2}{G}"
    And "Forest" is tapped

  @id:PWD-004 @cr:601.2h:2026-09-25 @cr:106.4:2026-09-25
  @requires:two-player @requires:position-setup
  Scenario: The green mana of a tapped Forest and the pool's colorless mana pay for Grizzly Bears exactly
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Forest"
    And Alice's hand is "Grizzly Bears"
    And Alice's mana pool is "{1}"
    When Alice taps "Forest" for mana
    And Alice casts "Grizzly Bears"
    Then Alice's mana pool is empty
