Feature: The rooms offered at a branch of Lost Mine of Phandelver, Dungeon of the Mad Mage and Tomb of Annihilation
  Venturing from a room with several arrows leading away, the player chooses one of the rooms
  those arrows point to, and only those (CR 309.5a, CR 701.49b). Checking the rooms *offered*,
  not only the room chosen, is what catches an engine that offers a wrong extra room (or too
  few). Undercity's branches are checked in features/undercity/branches.feature (UC-025).
  Lost Mine of Phandelver: Cave Entrance -> Goblin Lair | Mine Tunnels; Goblin Lair -> Storeroom
  | Dark Pool; Mine Tunnels -> Dark Pool | Fungi Cavern. Dungeon of the Mad Mage: Dungeon Level ->
  Goblin Bazaar | Twisted Caverns; Lost Level -> Runestone Caverns | Muiral's Graveyard. Tomb of
  Annihilation: Trapped Entry -> Veils of Fear | Oubliette.

  @id:BRANCH-001 @cr:309.5a:2026-09-25 @cr:701.49b:2026-09-25
  @card:lost-mine-of-phandelver @card:dungeon-of-the-mad-mage @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario Outline: In <dungeon>, <from> offers exactly the two rooms its arrows lead to
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "<dungeon>" in room "<from>"
    And Alice controls "Grizzly Bears"
    And Alice will choose room "<second>"
    When Alice ventures into the dungeon
    Then Alice's last choose-room decision offered exactly "<first>" and "<second>"
    And Alice is in "<dungeon>" in room "<second>"

    Examples:
      | dungeon                 | from          | first             | second             |
      | Lost Mine of Phandelver | Cave Entrance | Goblin Lair       | Mine Tunnels       |
      | Lost Mine of Phandelver | Goblin Lair   | Storeroom         | Dark Pool          |
      | Lost Mine of Phandelver | Mine Tunnels  | Dark Pool         | Fungi Cavern       |
      | Dungeon of the Mad Mage | Dungeon Level | Goblin Bazaar     | Twisted Caverns    |
      | Dungeon of the Mad Mage | Lost Level    | Runestone Caverns | Muiral's Graveyard |
      | Tomb of Annihilation    | Trapped Entry | Veils of Fear     | Oubliette          |
