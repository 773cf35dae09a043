Feature: State-based actions at their edges
  A creature dealt damage by a source with deathtouch is destroyed however little the damage:
  one point is enough (CR 704.5h, 702.2b), and an attacker with deathtouch may divide its damage
  so (CR 510.1c, 702.2c). The legend rule counts each player's legendary permanents apart: a
  player with two of one name chooses one to keep and puts the other into the graveyard, while
  another player's copy stays (CR 704.5j). Players who lose at the same time leave together;
  if they are all the players left, the game is a draw and nobody has the initiative (CR 104.4a,
  704.3, 726.4). A creature destroyed by a state-based action is logged as destroyed.

  @id:PWB-010 @cr:704.5h:2026-09-25 @cr:702.2c:2026-09-25 @cr:510.1c:2026-09-25
  @card:grizzly-bears @card:craw-wurm @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:combat-damage-assignment
  Scenario: The Atropal puts 1 of its 4 deathtouch damage on Grizzly Bears and 3 on Craw Wurm: both blockers are destroyed
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card        | token |
      | The Atropal | yes   |
    And Bob controls "Grizzly Bears"
    And Bob controls "Craw Wurm"
    And Alice will assign "The Atropal"'s damage: 1 to "Grizzly Bears", 3 to "Craw Wurm"
    When Alice attacks Bob with "The Atropal"
    And Bob blocks "The Atropal" with "Grizzly Bears", "Craw Wurm"
    And the game advances to Alice's combat damage step
    Then "Grizzly Bears" is not on the battlefield
    And "Craw Wurm" is not on the battlefield
    And Bob's graveyard contains "Grizzly Bears"
    And Bob's graveyard contains "Craw Wurm"
    And Bob has 20 life

  @id:PWB-011 @cr:704.5g:2026-09-25 @card:shock @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:event-log @requires:card-events
  Scenario: Grizzly Bears dealt 2 damage by Shock is destroyed by the state-based action, and the log says so
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Grizzly Bears"
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When Alice casts "Shock" targeting "Grizzly Bears"
    And the top of the stack resolves
    Then "Grizzly Bears" is not on the battlefield
    And the last action's events include, in order:
      | event     | source        |
      | damage    | Shock         |
      | destroyed | Grizzly Bears |

  @id:PWB-015 @cr:704.5g:2026-09-25 @card:prodigal-sorcerer @card:savannah-lions
  @requires:two-player @requires:position-setup @requires:event-log @requires:card-events
  Scenario: Savannah Lions dealt 1 damage by Prodigal Sorcerer is destroyed by the state-based action, and the log says so
    Given a two-player game between Alice and Bob
    And it is Bob's turn 4, in the precombat main phase
    And Bob controls "Savannah Lions"
    And Alice controls "Prodigal Sorcerer"
    When Bob passes priority
    And Alice activates "Prodigal Sorcerer" targeting "Savannah Lions"
    And the top of the stack resolves
    Then "Savannah Lions" is not on the battlefield
    And the last action's events include, in order:
      | event     | source            |
      | damage    | Prodigal Sorcerer |
      | destroyed | Savannah Lions    |

  @id:PWB-016 @cr:704.5n:2026-09-25 @card:trailblazers-torch @card:grizzly-bears @card:shock
  @requires:two-player @requires:position-setup
  Scenario: The creature Trailblazer's Torch equips dies: the Torch stays on the battlefield, attached to nothing
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | attached to   |
      | Grizzly Bears       |               |
      | Trailblazer's Torch | Grizzly Bears |
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When Alice casts "Shock" targeting "Grizzly Bears"
    And the stack resolves
    Then "Grizzly Bears" is not on the battlefield
    And "Trailblazer's Torch" is on the battlefield
    And "Trailblazer's Torch" is not attached

  @id:PWB-012 @cr:704.5j:2026-09-25 @cr:309.4:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Bob's second The Atropal: he keeps the one he chooses, and Alice's The Atropal is no part of his choice
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card        | token |
      | The Atropal | yes   |
    And Bob controls:
      | card        | token |
      | The Atropal | yes   |
    And Bob is in "Tomb of Annihilation" in room "Sandfall Cell"
    And Bob will choose "The Atropal #3"
    When Bob ventures into the dungeon
    And the stack resolves
    Then Alice controls 1 "The Atropal"
    And Bob controls 1 "The Atropal"
    And "The Atropal" is on the battlefield
    And "The Atropal #3" is on the battlefield
    And "The Atropal #2" is not on the battlefield
    And Bob's last choose-option decision offered exactly "The Atropal #2" and "The Atropal #3"

  @id:PWB-014 @cr:704.5j:2026-09-25 @cr:309.4:2026-09-25 @card:tomb-of-annihilation
  @requires:multiplayer @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Carol's second The Atropal on her turn: she keeps the old one, and Alice's and Bob's single ones stay
    Given a free-for-all game between Alice, Bob and Carol
    And it is Carol's turn 5, in the precombat main phase
    And Alice controls:
      | card        | token |
      | The Atropal | yes   |
    And Bob controls:
      | card        | token |
      | The Atropal | yes   |
    And Carol controls:
      | card        | token |
      | The Atropal | yes   |
    And Carol is in "Tomb of Annihilation" in room "Oubliette"
    And Carol will choose "The Atropal #3"
    When Carol ventures into the dungeon
    And the stack resolves
    Then Alice controls 1 "The Atropal"
    And Bob controls 1 "The Atropal"
    And Carol controls 1 "The Atropal"
    And "The Atropal #3" is on the battlefield
    And "The Atropal #4" is not on the battlefield

  @id:PWB-013 @cr:104.4a:2026-09-25 @cr:704.3:2026-09-25 @cr:704.5a:2026-09-25
  @cr:726.4:2026-09-25 @card:tomb-of-annihilation
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  @requires:leave-game @requires:event-log
  Scenario: Trapped Entry takes both players from 1 life to 0: both lose at once, the game is a draw, and nobody keeps the initiative
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice has 1 life
    And Bob has 1 life
    And Alice has the initiative
    And Alice will choose dungeon "Tomb of Annihilation"
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice has left the game
    And Bob has left the game
    And nobody has the initiative
    And the last action's events include, in order:
      | event     | player | rule   |
      | lost-game | Alice  | 704.5a |
      | lost-game | Bob    | 704.5a |
