Feature: The arrows between Undercity's rooms
  Venturing while in a dungeon moves the venture marker along an arrow to an adjacent room; when
  several arrows lead away, the player chooses one (CR 309.5, CR 701.49b). Moving into a room
  triggers that room's ability (CR 309.4). Undercity: Secret Entrance -> Forge | Lost Well;
  Forge -> Trap! | Arena; Lost Well -> Arena | Stash; Trap! -> Archives; Arena -> Archives |
  Catacombs; Stash -> Catacombs; Archives and Catacombs -> Throne of the Dead Three.

  @id:UC-023 @cr:309.5:2026-09-25 @cr:701.49b:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:undercity-in-dungeon
  Scenario Outline: Venturing into Undercity from <from> follows the chosen arrow to <to>
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "<from>"
    And Alice controls "Grizzly Bears"
    And Alice will choose room "<to>"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "<to>"
    And the top of the stack is "<to>"
    And the stack has 1 objects

    Examples:
      | from            | to        |
      | Secret Entrance | Forge     |
      | Secret Entrance | Lost Well |
      | Forge           | Arena     |
      | Lost Well       | Arena     |
      | Lost Well       | Stash     |
      | Arena           | Archives  |
      | Arena           | Catacombs |

  @id:UC-024 @cr:309.5:2026-09-25 @cr:701.49b:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:stack-inspection
  @ruling:undercity-in-dungeon
  Scenario Outline: Venturing into Undercity from <from> moves to its only next room <to>
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "<from>"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "<to>"
    And the top of the stack is "<to>"
    And Alice has completed no dungeon

    Examples:
      | from      | to                       |
      | Trap!     | Archives                 |
      | Stash     | Catacombs                |
      | Archives  | Throne of the Dead Three |
      | Catacombs | Throne of the Dead Three |

  @id:UC-025 @cr:309.5:2026-09-25 @cr:701.49b:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  @ruling:undercity-in-dungeon
  Scenario Outline: <from> offers exactly the two rooms its arrows lead to
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "<from>"
    And Alice controls "Grizzly Bears"
    And Alice will choose room "<first>"
    When Alice ventures into Undercity
    Then Alice's last choose-room decision offered exactly "<first>" and "<second>"

    Examples:
      | from            | first    | second    |
      | Secret Entrance | Forge    | Lost Well |
      | Forge           | Arena    | Trap!     |
      | Lost Well       | Arena    | Stash     |
      | Arena           | Archives | Catacombs |
