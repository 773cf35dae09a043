Feature: Venturing into the dungeon never starts Undercity
  A plain "venture into the dungeon" outside a dungeon chooses among dungeons that may be
  entered that way, which excludes Undercity; a player already in Undercity moves on in
  Undercity (CR 701.49a-c, CR 701.49d).

  @id:VEN-006 @cr:701.49a:2026-09-25 @cr:701.49d:2026-09-25 @card:undercity
  @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @ruling:undercity-only-when-instructed
  Scenario: Venturing into the dungeon outside a dungeon offers only the three other dungeons
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice will choose dungeon "Tomb of Annihilation"
    When Alice ventures into the dungeon
    Then Alice's last choose-dungeon decision offered exactly "Lost Mine of Phandelver", "Dungeon of the Mad Mage" and "Tomb of Annihilation"
    And Alice is in "Tomb of Annihilation" in room "Trapped Entry"

  @id:VEN-007 @cr:701.49b:2026-09-25 @cr:701.49d:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:undercity-only-when-instructed
  Scenario: Venturing into the dungeon while in Undercity advances in Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Trap!"
    And Alice's library is "Island", "Forest"
    When Alice ventures into the dungeon
    Then Alice is in "Undercity" in room "Archives"
    And the top of the stack is "Archives"
    When the stack resolves
    Then Alice's hand contains "Island"

  @id:VEN-008 @cr:701.49c:2026-09-25 @cr:701.49d:2026-09-25 @card:undercity
  @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @ruling:undercity-only-when-instructed
  Scenario: Venturing into the dungeon from Undercity's last room completes it and can't restart Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Archives"
    And Alice's library is "Forest", "Island", "Swamp"
    And Alice will choose dungeon "Lost Mine of Phandelver"
    When Alice ventures into Undercity
    And Alice ventures into the dungeon
    Then Alice's last choose-dungeon decision offered exactly "Lost Mine of Phandelver", "Dungeon of the Mad Mage" and "Tomb of Annihilation"
    And Alice has completed "Undercity"
    And Alice is in "Lost Mine of Phandelver" in room "Cave Entrance"
