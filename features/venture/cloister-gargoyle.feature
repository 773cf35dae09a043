Feature: Cloister Gargoyle ventures into the dungeon
  Cloister Gargoyle ({2}{W}, 0/4 artifact creature): "When this creature enters, venture into the
  dungeon. As long as you've completed a dungeon, this creature gets +3/+0 and has flying." Its
  plain venture can't start Undercity (CR 701.49a, CR 701.49d) and its bonus applies as soon as
  a dungeon is completed (CR 309.7, CR 611.3a).

  @id:GARG-001 @cr:701.49a:2026-09-25 @cr:701.49d:2026-09-25 @card:cloister-gargoyle
  @card:dungeon-of-the-mad-mage
  @requires:two-player @requires:position-setup @requires:dungeons-afr
  @ruling:undercity-only-when-instructed
  Scenario: Cloister Gargoyle entering offers only the three dungeons a plain venture may start
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Cloister Gargoyle"
    And Alice's mana pool is "{2}{W}"
    And Alice will choose dungeon "Dungeon of the Mad Mage"
    When Alice casts "Cloister Gargoyle"
    And the stack resolves
    Then Alice's last choose-dungeon decision offered exactly "Lost Mine of Phandelver", "Dungeon of the Mad Mage" and "Tomb of Annihilation"
    And Alice is in "Dungeon of the Mad Mage" in room "Yawning Portal"
    And Alice has 21 life
    And "Cloister Gargoyle" is 0/4

  @id:GARG-002 @cr:701.49b:2026-09-25 @card:cloister-gargoyle @card:undercity
  @requires:two-player @requires:position-setup
  @ruling:undercity-only-when-instructed
  Scenario: Cloister Gargoyle entering while Alice is in Undercity moves her on in Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Lost Well"
    And Alice's hand is "Cloister Gargoyle"
    And Alice's mana pool is "{2}{W}"
    And Alice will choose room "Stash"
    When Alice casts "Cloister Gargoyle"
    And the stack resolves
    Then Alice is in "Undercity" in room "Stash"
    And Alice controls 1 "Treasure"

  @id:GARG-003 @cr:309.7:2026-09-25 @cr:704.5t:2026-09-25 @card:cloister-gargoyle
  @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Cloister Gargoyle gets +3/+0 and flying once the dungeon's last room ability has resolved
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Dark Pool"
    And Alice controls "Cloister Gargoyle"
    And Alice's library is "Island", "Forest"
    When Alice ventures into the dungeon
    Then Alice is in "Lost Mine of Phandelver" in room "Temple of Dumathoin"
    And "Cloister Gargoyle" is 0/4
    And "Cloister Gargoyle" does not have flying
    When the stack resolves
    Then Alice has completed "Lost Mine of Phandelver"
    And "Cloister Gargoyle" is 3/4
    And "Cloister Gargoyle" has flying

  @id:GARG-004 @cr:611.3a:2026-09-25 @card:cloister-gargoyle @card:undercity
  @requires:two-player @requires:position-setup
  Scenario: Cloister Gargoyle is a 3/4 flier for a player who completed a dungeon earlier
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has completed "Undercity"
    And Alice controls "Cloister Gargoyle"
    Then "Cloister Gargoyle" is 3/4
    And "Cloister Gargoyle" has flying
