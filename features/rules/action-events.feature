Feature: What the event log says a player's action did
  The event log reports the game's actions as they happen: a spell cast (CR 601.2) and resolving
  (CR 608.2), or not resolving because its only target is gone (CR 608.2b); an activated ability
  (CR 602.2); each attacking creature and the player it attacks (CR 508.1); each blocking creature
  and the creature it blocks (CR 509.1). A scenario reads these to tell which object did what.

  @id:PWA-013 @cr:601.2:2026-09-25 @cr:608.2:2026-09-25 @cr:120.3:2026-09-25 @card:shock
  @requires:two-player @requires:position-setup @requires:event-log @requires:action-events
  Scenario: Alice casts Shock at Bob: the log shows the cast, then the damage and the resolution
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When Alice casts "Shock" targeting Bob
    Then the last action's events include, in order:
      | event | player | text  |
      | cast  | Alice  | Shock |
    When the top of the stack resolves
    Then the last action's events include, in order:
      | event  | source | target | amount |
      | damage | Shock  | Bob    | 2      |
    And the last action's events include, in order:
      | event    | text  |
      | resolved | Shock |
    And Bob has 18 life

  @id:PWA-014 @cr:608.2b:2026-09-25 @cr:701.8a:2026-09-25 @card:shock @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:event-log @requires:direct-destroy @requires:action-events
  Scenario: Alice's Shock at Grizzly Bears, destroyed before it resolves, is logged as not resolving
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob controls "Grizzly Bears"
    When Alice casts "Shock" targeting "Grizzly Bears"
    And "Grizzly Bears" is destroyed
    And the top of the stack resolves
    Then the last action's events include, in order:
      | event   | text  |
      | fizzled | Shock |
    And Alice's graveyard contains "Shock"
    And Bob has 20 life

  @id:PWA-015 @cr:602.2:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup @requires:event-log @requires:action-events
  Scenario: Alice activates Dungeoneer's Pack: the log names her and the Pack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    When Alice activates "Dungeoneer's Pack"
    Then the last action's events include, in order:
      | event     | player | source            |
      | activated | Alice  | Dungeoneer's Pack |

  @id:PWA-016 @cr:508.1:2026-09-25 @cr:509.1:2026-09-25 @card:grizzly-bears @card:gray-ogre
  @card:savannah-lions @card:hill-giant
  @requires:two-player @requires:position-setup @requires:event-log @requires:action-events
  Scenario: Two attackers, each blocked by its own creature: the log pairs each blocker with the attacker it blocks
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice controls "Gray Ogre"
    And Bob controls "Savannah Lions"
    And Bob controls "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears", "Gray Ogre"
    Then the last action's events include, in order:
      | event    | player | source        | target |
      | attacked | Alice  | Grizzly Bears | Bob    |
    And the last action's events include, in order:
      | event    | player | source    | target |
      | attacked | Alice  | Gray Ogre | Bob    |
    When Bob blocks with:
      | blocker        | attacker      |
      | Savannah Lions | Grizzly Bears |
      | Hill Giant     | Gray Ogre     |
    Then the last action's events include, in order:
      | event   | player | source         | target        |
      | blocked | Bob    | Savannah Lions | Grizzly Bears |
    And the last action's events include, in order:
      | event   | player | source     | target    |
      | blocked | Bob    | Hill Giant | Gray Ogre |
