Feature: Venturing into Undercity
  "Venture into Undercity" is a venture into the dungeon that restricts only which new dungeon
  may be started: a player not in a dungeon must start Undercity; a player already in any
  dungeon moves to its next room, and from a dungeon's last room completes it and starts
  Undercity (CR 701.49a-d, CR 309.7).

  @id:VEN-001 @cr:701.49d:2026-09-25 @cr:701.49a:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:undercity-not-in-dungeon
  Scenario: Venturing into Undercity outside a dungeon starts Undercity at Secret Entrance without a choice of dungeon
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Forest", "Island"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Secret Entrance"
    And the top of the stack is "Secret Entrance"
    And Alice has completed no dungeon

  @id:VEN-002 @cr:701.49d:2026-09-25 @card:undercity @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:event-log
  @requires:dungeons-afr
  @ruling:undercity-only-undercity
  Scenario: Venturing into Undercity can't start another dungeon, even one the player has completed
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has completed "Lost Mine of Phandelver"
    And Alice's library is "Forest", "Island"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Secret Entrance"
    And the last action's events include, in order:
      | event           | player | dungeon   | room            |
      | ventured        | Alice  |           |                 |
      | entered-dungeon | Alice  | Undercity |                 |
      | entered-room    | Alice  | Undercity | Secret Entrance |

  @id:VEN-003 @cr:701.49d:2026-09-25 @cr:701.49b:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:stack-inspection
  @ruling:undercity-in-dungeon
  Scenario: Venturing into Undercity while in Lost Mine of Phandelver moves to the next room of Lost Mine
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Lost Mine of Phandelver" in room "Goblin Lair"
    And Alice will choose room "Dark Pool"
    When Alice ventures into Undercity
    Then Alice is in "Lost Mine of Phandelver" in room "Dark Pool"
    And the top of the stack is "Dark Pool"
    When the stack resolves
    Then Alice has 21 life
    And Bob has 19 life

  @id:VEN-004 @cr:701.49c:2026-09-25 @cr:701.49d:2026-09-25 @card:undercity
  @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:stack-inspection
  @ruling:undercity-in-dungeon
  Scenario: Venturing into Undercity from Tomb of Annihilation's last room completes it and starts Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Tomb of Annihilation" in room "Oubliette"
    And Alice's library is "Forest", "Island"
    When Alice ventures into Undercity
    Then Alice is in "Tomb of Annihilation" in room "Cradle of the Death God"
    When Alice ventures into Undercity
    Then Alice has completed "Tomb of Annihilation"
    And Alice is in "Undercity" in room "Secret Entrance"
    And the stack from top to bottom is "Secret Entrance", "Cradle of the Death God"
    When Alice will find "Forest"
    And the stack resolves
    Then Alice controls "The Atropal"
    And Alice's hand contains "Forest"
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:VEN-005 @cr:701.49c:2026-09-25 @cr:309.7:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:undercity-in-dungeon
  Scenario: Venturing into Undercity from Undercity's last room completes it and starts Undercity again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Catacombs"
    And Alice's library is "Hill Giant", "Island", "Swamp"
    When Alice ventures into Undercity
    And Alice ventures into Undercity
    Then Alice has completed "Undercity"
    And Alice is in "Undercity" in room "Secret Entrance"
    And the stack from top to bottom is "Secret Entrance", "Throne of the Dead Three"
