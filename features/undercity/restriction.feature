Feature: Undercity can be entered only by venturing into Undercity
  Undercity reads "You can't enter this dungeon unless you 'venture into Undercity.'" A plain
  venture into the dungeon chooses among the other dungeons, even for a player who has completed
  Undercity before (CR 701.49a, CR 701.49d); taking the initiative ventures into Undercity
  (CR 726.2).

  @id:UC-026 @cr:701.49a:2026-09-25 @cr:701.49d:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @ruling:undercity-restriction
  Scenario: A player who completed Undercity can't choose it when venturing into the dungeon
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has completed "Undercity"
    And Alice will choose dungeon "Dungeon of the Mad Mage"
    When Alice ventures into the dungeon
    Then Alice's last choose-dungeon decision offered exactly "Lost Mine of Phandelver", "Dungeon of the Mad Mage" and "Tomb of Annihilation"
    And Alice is in "Dungeon of the Mad Mage" in room "Yawning Portal"

  @id:UC-027 @cr:726.2:2026-09-25 @cr:701.49d:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:undercity-restriction
  Scenario: Taking the initiative is an instruction to venture into Undercity, so it enters Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Grizzly Bears", "Hill Giant"
    When Alice takes the initiative
    And the top of the stack resolves
    Then Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"
