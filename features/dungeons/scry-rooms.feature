Feature: How many cards a scry room looks at
  To scry N is to look at the top N cards of one's library, then put any number of them on the
  bottom and the rest on top in any order (CR 701.22a). Cave Entrance scries 1, Lost Well
  scries 2 (CR 309.4). Only the looked-at cards are offered, and the player may put none of them
  on the bottom. Cards with the same name are still different cards: putting one on the bottom
  leaves the other where it was.

  @id:PWD-013 @cr:701.22a:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Lost Well offers only the top two cards, and Alice may keep both on top
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice's library is "Island", "Craw Wurm", "Forest", "Plains"
    And Alice will choose room "Lost Well"
    And Alice will keep the scried cards on top
    When Alice ventures into Undercity
    And the stack resolves
    Then Alice's last scry decision offered exactly "Island" and "Craw Wurm"
    And Alice's last scry decision was optional, up to 2
    And the top card of Alice's library is "Island"
    And the bottom card of Alice's library is "Plains"

  @id:PWD-014 @cr:701.22a:2026-09-25 @cr:309.4:2026-09-25 @card:undercity
  @requires:two-player @requires:position-setup @requires:direct-effects
  Scenario: Lost Well puts one of two scried Islands on the bottom and keeps the other on top
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice's library is "Island", "Island", "Forest"
    And Alice will choose room "Lost Well"
    And Alice will scry "Island" to the bottom
    When Alice ventures into Undercity
    And the stack resolves
    Then the top card of Alice's library is "Island"
    And the bottom card of Alice's library is "Island"
    And Alice's library has 3 cards

  @id:PWD-015 @cr:701.22a:2026-09-25 @cr:701.49a:2026-09-25 @card:lost-mine-of-phandelver
  @requires:two-player @requires:position-setup @requires:direct-effects @requires:dungeons-afr
  Scenario: Cave Entrance looks at the top card only
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Island", "Forest", "Plains"
    And Alice will choose dungeon "Lost Mine of Phandelver"
    And Alice will keep the scried cards on top
    When Alice ventures into the dungeon
    And the stack resolves
    Then Alice is in "Lost Mine of Phandelver" in room "Cave Entrance"
    And Alice's last scry decision offered exactly "Island"
    And Alice's last scry decision was optional, up to 1
    And the top card of Alice's library is "Island"
