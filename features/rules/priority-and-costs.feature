Feature: Acting only with priority, and paying what an action costs
  A player casts a spell, activates an ability or plays a land only while holding priority
  (CR 117.1a, 117.1b, 116.2a); passing priority hands it to the next player (CR 117.3d). An
  activated ability's cost is paid in full as it is activated (CR 602.2b, 601.2h), and an ability
  with no target can't be given one (CR 115.1). Equip attaches the Equipment to target creature
  its controller controls (CR 702.6a); if that creature has left the battlefield when the ability
  resolves, the ability doesn't resolve (CR 608.2b), and a new creature with the same name is a
  new object, not its target (CR 400.7). A mana ability that adds mana of any color adds one
  mana of the color its controller chooses (CR 106.1a, 605.3b). Activating a mana ability is an
  action too: its player receives priority afterward (CR 117.3c), and passes made before it don't
  count toward all players passing in succession (CR 117.4).

  @id:PWA-001 @cr:117.1a:2026-09-25 @card:shock
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Bob can't cast Shock while Alice holds priority, and can once she passes it to him
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob's hand is "Shock"
    And Bob's mana pool is "{R}"
    When Bob tries to cast "Shock" targeting Alice
    Then the action is rejected as illegal
    And Bob's hand contains "Shock"
    And the stack is empty
    And Alice has priority
    When Alice passes priority
    And Bob casts "Shock" targeting Alice
    Then the top of the stack is "Shock"
    And Bob has priority

  @id:PWA-002 @cr:116.2a:2026-09-25 @cr:117.3d:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Once Alice passes priority in her main phase, she can't play a land while Bob holds priority
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's hand is "Forest"
    When Alice passes priority
    And Alice tries to play "Forest"
    Then the action is rejected as illegal
    And Alice's hand contains "Forest"
    And Alice has played no lands this turn
    And Bob has priority

  @id:PWA-003 @cr:117.1b:2026-09-25 @cr:117.3d:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  Scenario: Once Alice passes priority in her main phase, she can't activate Dungeoneer's Pack while Bob holds priority
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    When Alice passes priority
    And Alice tries to activate "Dungeoneer's Pack"
    Then the action is rejected as illegal
    And "Dungeoneer's Pack" is on the battlefield
    And "Dungeoneer's Pack" is untapped
    And Alice's mana pool is "{2}"
    And Bob has priority

  @id:PWA-004 @cr:602.2b:2026-09-25 @cr:601.2h:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup @requires:stack-inspection
  Scenario: Activating Dungeoneer's Pack pays its {2} from Alice's mana pool, and leaves the rest
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}{G}"
    When Alice activates "Dungeoneer's Pack"
    Then Alice's mana pool is "{G}"
    And "Dungeoneer's Pack" is not on the battlefield
    And Alice's graveyard contains "Dungeoneer's Pack"
    And the top of the stack is "Dungeoneer's Pack ability"

  @id:PWA-005 @cr:602.2b:2026-09-25 @cr:115.1:2026-09-25 @card:dungeoneers-pack
  @requires:two-player @requires:position-setup
  Scenario: Dungeoneer's Pack's ability has no target, so Alice can't activate it targeting Bob
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Dungeoneer's Pack"
    And Alice's mana pool is "{2}"
    When Alice tries to activate "Dungeoneer's Pack" targeting Bob
    Then the action is rejected as illegal
    And "Dungeoneer's Pack" is on the battlefield
    And Alice's mana pool is "{2}"

  @id:PWA-006 @cr:702.6a:2026-09-25 @card:trailblazers-torch @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Alice can't equip Trailblazer's Torch to a creature Bob controls
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Bob controls "Grizzly Bears"
    And Alice's mana pool is "{1}"
    When Alice tries to equip "Trailblazer's Torch" to "Grizzly Bears"
    Then the action is rejected as illegal
    And Alice's mana pool is "{1}"

  @id:PWA-007 @cr:702.6a:2026-09-25 @cr:602.2b:2026-09-25 @card:trailblazers-torch
  @card:grizzly-bears
  @requires:two-player @requires:position-setup
  Scenario: Alice can't equip Trailblazer's Torch without paying its equip cost
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Alice controls "Grizzly Bears"
    When Alice tries to equip "Trailblazer's Torch" to "Grizzly Bears"
    Then the action is rejected as illegal
    And "Trailblazer's Torch" is not attached to anything

  @id:PWA-008 @cr:608.2b:2026-09-25 @cr:400.7:2026-09-25 @cr:702.6a:2026-09-25
  @card:trailblazers-torch @card:shock @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Equip whose Skeleton died doesn't attach Trailblazer's Torch to the new Skeleton Catacombs made before it resolved
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Alice controls:
      | card     | token |
      | Skeleton | yes   |
    And Alice's mana pool is "{1}"
    And Alice is in "Undercity" in room "Arena"
    And Bob controls "Mountain"
    And Bob's hand is "Shock"
    And Alice will choose room "Catacombs"
    When Alice equips "Trailblazer's Torch" to "Skeleton"
    And Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Shock" targeting "Skeleton"
    And the top of the stack resolves
    Then Alice controls no "Skeleton"
    When Alice ventures into Undercity
    And the top of the stack resolves
    Then Alice controls 1 "Skeleton"
    When the stack resolves
    Then Alice is in "Undercity" in room "Catacombs"
    And "Trailblazer's Torch" is not attached to anything
    And Alice controls 1 "Skeleton"

  @id:PWA-009 @cr:701.3b:2026-09-25 @cr:702.6a:2026-09-25 @card:trailblazers-torch
  @card:grizzly-bears
  @requires:two-player @requires:position-setup @requires:direct-destroy
  Scenario: Equip resolves after Trailblazer's Torch was destroyed: Grizzly Bears stays unequipped
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Alice controls "Grizzly Bears"
    And Alice's mana pool is "{1}"
    When Alice equips "Trailblazer's Torch" to "Grizzly Bears"
    And "Trailblazer's Torch" is destroyed
    And the stack resolves
    Then "Trailblazer's Torch" is not on the battlefield
    And "Grizzly Bears" is on the battlefield
    And Alice's graveyard contains "Trailblazer's Torch"

  @id:PWA-010 @cr:106.1a:2026-09-25 @cr:605.3b:2026-09-25 @card:treasure
  @requires:two-player @requires:position-setup
  Scenario: Alice sacrifices a Treasure for green mana, and green mana is what she gets
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card     | token |
      | Treasure | yes   |
    When Alice taps "Treasure" for "G"
    Then Alice's mana pool is "{G}"
    And Alice controls no "Treasure"

  @id:PWA-011 @cr:106.1a:2026-09-25 @card:treasure
  @requires:two-player @requires:position-setup
  Scenario: A Treasure's mana of any color needs a color: Alice can't tap it for mana without naming one
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls:
      | card     | token |
      | Treasure | yes   |
    When Alice tries to tap "Treasure" for mana
    Then the action is rejected as illegal
    And Alice controls 1 "Treasure"
    And "Treasure" is untapped
    And Alice's mana pool is empty

  @id:PWA-027 @cr:702.6a:2026-09-25 @cr:302.6:2026-09-25 @card:trailblazers-torch
  @card:grizzly-bears @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario: Alice equips Trailblazer's Torch to the Grizzly Bears she cast this turn, though Bob controls a creature too
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "Trailblazer's Torch"
    And Alice's hand is "Grizzly Bears"
    And Alice's mana pool is "{2}{G}"
    And Bob controls "Hill Giant"
    When Alice casts "Grizzly Bears"
    And the stack resolves
    And Alice equips "Trailblazer's Torch" to "Grizzly Bears"
    And the stack resolves
    Then "Trailblazer's Torch" is attached to "Grizzly Bears"
    And Alice's mana pool is empty

  @id:PWA-029 @cr:117.3c:2026-09-25 @cr:117.4:2026-09-25 @cr:605.3a:2026-09-25 @card:forest
  @requires:two-player @requires:position-setup
  Scenario: Bob taps a Forest for mana after Alice passed: his pass doesn't end the step, Alice must pass again
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Bob controls "Forest"
    When Alice passes priority
    And Bob taps "Forest" for mana
    Then Bob has priority
    And Bob's mana pool is "{G}"
    When Bob passes priority
    Then it is Alice's turn 3, in the precombat main phase
    And Alice has priority
