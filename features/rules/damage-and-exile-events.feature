Feature: What the event log shows of damage, life loss and exile
  Damage dealt to a player makes that player lose that much life (CR 120.3a); the log shows the
  damage (its source, target and amount, with the text "combat" only for combat damage, CR 120.2;
  an empty cell asks for no text) and the life change (CR 119.3). A card moved into exile shows as an exile event (CR 701.13a).

  @id:PWD-018 @cr:120.3:2026-09-25 @cr:120.3a:2026-09-25 @cr:119.3:2026-09-25
  @requires:two-player @requires:position-setup @requires:event-log
  Scenario: Shock deals 2 noncombat damage to Bob, and Bob loses 2 life
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Shock"
    And Alice's mana pool is "{R}"
    When Alice casts "Shock" targeting Bob
    And the stack resolves
    Then the last action's events include, in order:
      | event  | source | target | amount | text |
      | damage | Shock  | Bob    | 2      |      |
    And the last action's events include, in order:
      | event | player | amount |
      | life  | Bob    | -2     |
    And Bob has 18 life

  @id:PWD-024 @cr:120.3:2026-09-25 @cr:120.3a:2026-09-25 @card:prodigal-sorcerer
  @requires:two-player @requires:position-setup @requires:event-log
  Scenario: Prodigal Sorcerer deals 1 damage to Bob, and the log shows Bob losing 1 life
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Prodigal Sorcerer"
    When Alice activates "Prodigal Sorcerer" targeting Bob
    And the stack resolves
    Then the last action's events include, in order:
      | event  | source            | target | amount |
      | damage | Prodigal Sorcerer | Bob    | 1      |
    And the last action's events include, in order:
      | event | player | amount |
      | life  | Bob    | -1     |

  @id:PWD-019 @cr:701.13a:2026-09-25 @cr:603.2:2026-09-25 @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup @requires:event-log @requires:card-events
  Scenario: Caves of Chaos Adventurer's attack trigger exiles Alice's top card, and the log shows it
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Caves of Chaos Adventurer"
    And Alice's library is "Hill Giant", "Forest"
    When Alice attacks Bob with "Caves of Chaos Adventurer"
    And the stack resolves
    Then the last action's events include, in order:
      | event  | player | text       |
      | exiled | Alice  | Hill Giant |
    And Alice's exile contains "Hill Giant"
