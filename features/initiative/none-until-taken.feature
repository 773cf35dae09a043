Feature: There is no initiative until an effect tells a player to take it
  A game starts without the initiative, and none of its inherent abilities can trigger until a
  player takes it (CR 726.1). Venturing into the dungeon doesn't give it (CR 701.49).

  @id:INIT-010 @cr:726.1:2026-09-25
  @requires:two-player
  @ruling:initiative-none-until-taken
  Scenario: Nobody has the initiative when a game begins
    Given a two-player game between Alice and Bob
    Then nobody has the initiative

  @id:INIT-011 @cr:726.1:2026-09-25 @cr:726.2:2026-09-25
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-none-until-taken
  Scenario: Without the initiative nobody ventures at the beginning of an upkeep
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the end step
    And Bob's library is "Island", "Forest"
    When the game advances to Bob's upkeep
    Then it is Bob's turn 4, in the upkeep
    And the stack is empty
    And Bob is not in a dungeon
    And nobody has the initiative

  @id:INIT-012 @cr:726.1:2026-09-25 @cr:726.2:2026-09-25 @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:initiative-none-until-taken
  Scenario: Combat damage to a player takes nothing while nobody has the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob has 18 life
    And the stack is empty
    And nobody has the initiative

  @id:INIT-013 @cr:726.1:2026-09-25 @cr:701.49a:2026-09-25 @card:cloister-gargoyle
  @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:dungeons-afr
  @ruling:initiative-none-until-taken
  Scenario: Venturing into the dungeon with Cloister Gargoyle doesn't give Alice the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Cloister Gargoyle"
    And Alice's mana pool is "{2}{W}"
    And Alice's library is "Island", "Forest"
    And Alice will choose dungeon "Lost Mine of Phandelver"
    And Alice will keep the scried cards on top
    When Alice casts "Cloister Gargoyle"
    And the stack resolves
    Then Alice is in "Lost Mine of Phandelver" in room "Cave Entrance"
    And nobody has the initiative

  @id:INIT-014 @cr:726.1:2026-09-25 @cr:726.3:2026-09-25 @card:avenging-hunter
  @requires:two-player @requires:position-setup
  @ruling:initiative-none-until-taken
  Scenario: Once Alice takes the initiative she keeps it through Bob's turn until someone takes it
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Avenging Hunter"
    And Alice's mana pool is "{4}{G}"
    And Alice's library is "Island", "Forest", "Island"
    And Bob's library is "Plains", "Plains"
    And Alice will find "Forest"
    When Alice casts "Avenging Hunter"
    And the stack resolves
    And the game advances to Bob's end step
    Then it is Bob's turn 4, in the end step
    And Alice has the initiative
    And Bob does not have the initiative
