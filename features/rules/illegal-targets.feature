Feature: Spells and abilities whose targets became illegal
  As a spell or ability resolves, its targets are checked again; if every target is now illegal,
  it doesn't resolve: it is removed from the stack and a spell goes to its owner's graveyard
  (CR 608.2b). A permanent that left the battlefield is gone: a new permanent is a new object,
  even with the same name (CR 400.7), so it is not the target.

  @id:TGT-001 @cr:608.2b:2026-09-25 @card:shock @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Alice's Shock at a creature Bob destroyed in response doesn't resolve, and goes to Alice's graveyard
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob controls "Grizzly Bears"
    And Bob controls "Mountain"
    And Bob's hand is "Shock"
    When Alice casts "Shock" targeting "Grizzly Bears"
    And Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Shock" targeting "Grizzly Bears"
    And the stack resolves
    Then "Grizzly Bears" is not on the battlefield
    And the stack is empty
    And Alice's graveyard contains "Shock"
    And Alice's graveyard has 1 card
    And Bob's graveyard contains "Shock"
    And Bob's graveyard has 2 cards
    And Alice has 20 life
    And Bob has 20 life

  @id:TGT-002 @cr:608.2b:2026-09-25 @cr:400.7:2026-09-25 @card:shock @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: A Shock whose Skeleton died doesn't hit the new Skeleton that Catacombs created before it resolved
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock", "Shock"
    And Alice's mana pool is "{R}{R}"
    And Bob is in "Undercity" in room "Arena"
    And Bob controls:
      | card     | token |
      | Skeleton | yes   |
    And Bob will choose room "Catacombs"
    When Alice casts "Shock" targeting "Skeleton"
    And Alice casts "Shock" targeting "Skeleton"
    And the top of the stack resolves
    Then Bob controls no "Skeleton"
    When Bob ventures into Undercity
    And the top of the stack resolves
    Then Bob controls 1 "Skeleton"
    When the stack resolves
    Then Bob controls 1 "Skeleton"
    And "Skeleton" is a 4/1 token with menace
    And "Skeleton" has 0 damage

  @id:TGT-003 @cr:608.2b:2026-09-25 @cr:400.7:2026-09-25 @card:undercity @card:shock
  @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Forge's target Goblin dies in response: the new Goblin that Goblin Lair creates gets no counters
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    And Bob is in "Lost Mine of Phandelver" in room "Cave Entrance"
    And Bob controls:
      | card   | token |
      | Goblin | yes   |
    And Alice will choose room "Forge"
    And Bob will choose room "Goblin Lair"
    When Alice ventures into Undercity
    And Alice casts "Shock" targeting "Goblin"
    And the top of the stack resolves
    Then Bob controls no "Goblin"
    When Bob ventures into the dungeon
    And the top of the stack resolves
    Then Bob controls 1 "Goblin"
    When the stack resolves
    Then Alice is in "Undercity" in room "Forge"
    And "Goblin" has 0 +1/+1 counters
    And "Goblin" is 1/1
