Feature: Trailblazer's Torch
  Trailblazer's Torch ({4} Artifact - Equipment): "When this Equipment enters, you take the
  initiative. Whenever equipped creature becomes blocked, it deals 2 damage to each creature
  blocking it. Equip {1}." The blocked trigger fires once per combat however many creatures
  block (CR 509.3c) and the equipped creature is the source of the damage; equip is activated
  only as a sorcery (CR 702.6a, CR 602.5d).

  @id:TORCH-001 @cr:726.2:2026-09-25 @cr:603.2:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:torch-etb
  Scenario: Trailblazer's Torch entering makes Alice take the initiative, then venture
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Trailblazer's Torch"
    And Alice's mana pool is "{4}"
    When Alice casts "Trailblazer's Torch"
    And the top of the stack resolves
    Then "Trailblazer's Torch" is on the battlefield
    And the top of the stack is "Alice takes the initiative"
    And "Alice takes the initiative" on the stack is controlled by Alice with source "Trailblazer's Torch"
    And nobody has the initiative
    When the top of the stack resolves
    Then Alice has the initiative
    And the top of the stack is "Alice ventures into Undercity"
    And "Alice ventures into Undercity" on the stack is controlled by Alice with no source
    And Alice is not in a dungeon

  @id:TORCH-002 @cr:702.6a:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup
  @ruling:torch-equip
  Scenario: Equip attaches Trailblazer's Torch to a creature Alice controls in her main phase
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Alice controls "Grizzly Bears"
    And Alice's mana pool is "{1}"
    When Alice equips "Trailblazer's Torch" to "Grizzly Bears"
    And the stack resolves
    Then "Trailblazer's Torch" is attached to "Grizzly Bears"

  @id:TORCH-003 @cr:702.6a:2026-09-25 @cr:602.5d:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup
  @ruling:torch-equip
  Scenario: Equip can't be activated during combat
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the beginning of combat step
    And Alice controls "Trailblazer's Torch"
    And Alice controls "Grizzly Bears"
    And Alice's mana pool is "{1}"
    When Alice tries to equip "Trailblazer's Torch" to "Grizzly Bears"
    Then the action is rejected as illegal

  @id:TORCH-004 @cr:702.6a:2026-09-25 @cr:602.5d:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup
  @ruling:torch-equip
  Scenario: Equip can't be activated while a spell is on the stack, only once the stack is empty
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Alice controls "Grizzly Bears"
    And Alice's hand is "Shock"
    And Alice's mana pool is "{1}{R}"
    When Alice casts "Shock" targeting "Bob"
    And Alice tries to equip "Trailblazer's Torch" to "Grizzly Bears"
    Then the action is rejected as illegal
    When the stack resolves
    And Alice equips "Trailblazer's Torch" to "Grizzly Bears"
    And the stack resolves
    Then Bob has 18 life
    And "Trailblazer's Torch" is attached to "Grizzly Bears"

  @id:TORCH-005 @cr:509.3c:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:torch-block
  Scenario: Trailblazer's Torch does not trigger when the equipped creature is not blocked
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | attached to   |
      | Grizzly Bears       |               |
      | Trailblazer's Torch | Grizzly Bears |
    And Bob controls "Hill Giant"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    Then the stack is empty
    When the game advances to Alice's combat damage step
    Then Bob has 18 life
    And "Hill Giant" has 0 damage

  @id:TORCH-006 @cr:509.3c:2026-09-25 @cr:120.3:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:torch-block
  Scenario: Trailblazer's Torch damages only the creature blocking the equipped creature
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | attached to   |
      | Grizzly Bears       |               |
      | Gray Ogre           |               |
      | Trailblazer's Torch | Grizzly Bears |
    And Bob controls "Hill Giant"
    And Bob controls "Craw Wurm"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Grizzly Bears", "Gray Ogre"
    And Bob blocks with:
      | blocker    | attacker      |
      | Hill Giant | Grizzly Bears |
      | Craw Wurm  | Gray Ogre     |
    Then the stack has 1 objects
    And the top of the stack is "Trailblazer's Torch ability"
    When the top of the stack resolves
    Then "Hill Giant" has 2 damage
    And "Craw Wurm" has 0 damage
    And "Savannah Lions" has 0 damage
    And "Grizzly Bears" has 0 damage

  @id:TORCH-007 @cr:509.3c:2026-09-25 @card:trailblazers-torch
  @requires:two-player @requires:position-setup @requires:stack-inspection
  @ruling:torch-block
  Scenario: Trailblazer's Torch triggers once and damages each of two blockers
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | attached to   |
      | Grizzly Bears       |               |
      | Trailblazer's Torch | Grizzly Bears |
    And Bob controls "Hill Giant"
    And Bob controls "Craw Wurm"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob blocks "Grizzly Bears" with "Hill Giant", "Craw Wurm"
    Then the stack has 1 objects
    When the top of the stack resolves
    Then the stack is empty
    And "Hill Giant" has 2 damage
    And "Craw Wurm" has 2 damage

  @id:TORCH-008 @cr:509.3c:2026-09-25 @cr:702.2b:2026-09-25 @cr:509.1h:2026-09-25
  @card:trailblazers-torch
  @requires:two-player @requires:position-setup
  @ruling:torch-block
  Scenario: The equipped creature is the source of Trailblazer's Torch's damage, so its deathtouch applies
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | token | attached to |
      | The Atropal         | yes   |             |
      | Trailblazer's Torch | no    | The Atropal |
    And Bob controls "Craw Wurm"
    When Alice attacks Bob with "The Atropal"
    And Bob blocks "The Atropal" with "Craw Wurm"
    And the top of the stack resolves
    Then "Craw Wurm" is not on the battlefield
    When the game advances to Alice's combat damage step
    Then Bob has 20 life

  @id:TORCH-009 @cr:702.15b:2026-09-25 @cr:122.1b:2026-09-25 @cr:509.3c:2026-09-25
  @card:trailblazers-torch @card:grizzly-bears @card:hill-giant @card:savannah-lions
  @requires:two-player @requires:position-setup
  @ruling:torch-block
  Scenario: The equipped creature with lifelink deals Trailblazer's Torch's damage, so its controller gains that life
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | counters   | attached to   |
      | Grizzly Bears       | lifelink:1 |               |
      | Trailblazer's Torch |            | Grizzly Bears |
    And Bob controls "Hill Giant"
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob blocks "Grizzly Bears" with "Hill Giant", "Savannah Lions"
    And the top of the stack resolves
    Then Alice has 24 life
    And Bob has 20 life
    And "Hill Giant" has 2 damage
    And "Savannah Lions" is not on the battlefield
    And "Grizzly Bears" has lifelink

  @id:TORCH-010 @cr:702.15b:2026-09-25 @cr:122.1b:2026-09-25 @card:trailblazers-torch
  @card:grizzly-bears @card:savannah-lions
  @requires:two-player @requires:position-setup
  @ruling:torch-block
  Scenario: A +1/+1 counter is no keyword counter: the equipped creature with one gains its controller no life from Trailblazer's Torch's damage
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card                | counters | attached to   |
      | Grizzly Bears       | +1/+1:1  |               |
      | Trailblazer's Torch |          | Grizzly Bears |
    And Bob controls "Savannah Lions"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob blocks "Grizzly Bears" with "Savannah Lions"
    And the top of the stack resolves
    Then Alice has 20 life
    And "Savannah Lions" is not on the battlefield
    And "Grizzly Bears" does not have lifelink
    And "Grizzly Bears" is 3/3
