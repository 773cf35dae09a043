Feature: Dungeoneer's Pack
  Dungeoneer's Pack ({3} Artifact): "Dungeoneer's Pack enters tapped. {2}, {T}, Sacrifice
  Dungeoneer's Pack: You take the initiative, gain 3 life, draw a card, and create a Treasure
  token. Activate only as a sorcery." It enters tapped (CR 614.1d); its ability is activated only
  in its controller's main phase with an empty stack (CR 602.5d); the venture that taking the
  initiative triggers goes on the stack only after the whole ability has resolved (CR 603.3,
  CR 726.2).

  @id:PACK-001 @cr:614.1d:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  @ruling:pack-enters-tapped
  Scenario: Dungeoneer's Pack enters tapped, so its ability can't be activated right away
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Dungeoneer's Pack"
    And Alice's mana pool is "{5}"
    When Alice casts "Dungeoneer's Pack"
    And the stack resolves
    Then "Dungeoneer's Pack" is on the battlefield
    And "Dungeoneer's Pack" is tapped
    When Alice tries to activate "Dungeoneer's Pack"
    Then the action is rejected as illegal
    And nobody has the initiative

  @id:PACK-002 @cr:603.3:2026-09-25 @cr:726.2:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:pack-ability
  Scenario: Dungeoneer's Pack gives life, a card and a Treasure before the venture trigger is put on the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    And Alice's library is "Island", "Forest"
    When Alice activates "Dungeoneer's Pack"
    Then "Dungeoneer's Pack" is not on the battlefield
    And Alice's graveyard contains "Dungeoneer's Pack"
    And the top of the stack is "Dungeoneer's Pack ability"
    When the top of the stack resolves
    Then Alice has the initiative
    And Alice has 23 life
    And Alice's hand contains "Island"
    And Alice controls 1 "Treasure"
    And the stack has 1 objects
    And the top of the stack is "Alice ventures into Undercity"
    And Alice is not in a dungeon

  @id:PACK-003 @cr:602.5d:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  @ruling:pack-ability
  Scenario: Dungeoneer's Pack's ability can't be activated during combat
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the beginning of combat step
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    When Alice tries to activate "Dungeoneer's Pack"
    Then the action is rejected as illegal
    And "Dungeoneer's Pack" is on the battlefield
    And "Dungeoneer's Pack" is untapped

  @id:PACK-004 @cr:602.5d:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  @ruling:pack-ability
  Scenario: Dungeoneer's Pack's ability can't be activated while a spell is on the stack
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Dungeoneer's Pack"
    And Alice's hand is "Shock"
    And Alice's mana pool is "{2}{R}"
    And Alice's library is "Island", "Forest"
    When Alice casts "Shock" targeting "Bob"
    And Alice tries to activate "Dungeoneer's Pack"
    Then the action is rejected as illegal
    When the stack resolves
    And Alice activates "Dungeoneer's Pack"
    And the top of the stack resolves
    Then Bob has 18 life
    And Alice has 23 life
    And Alice has the initiative

  @id:PACK-005 @cr:726.3:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  @ruling:pack-ability
  Scenario: Dungeoneer's Pack takes the initiative from the opponent who has it
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob has the initiative
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    And Alice's library is "Island", "Forest"
    When Alice activates "Dungeoneer's Pack"
    And the top of the stack resolves
    Then Alice has the initiative
    And Bob does not have the initiative
