Feature: The printed characteristics of the pool's cards
  Every card the scenarios use is observed at least once with its printed power and toughness
  (CR 208.1) and its printed keywords (CR 702.1). A permanent's characteristics are its card's,
  as modified by effects; these positions have none.

  @id:PRINT-001 @cr:208.1:2026-09-25 @card:grizzly-bears @card:hill-giant @card:savannah-lions
  @card:craw-wurm @card:walking-corpse @card:gray-ogre @card:eager-cadet @card:avenging-hunter
  @card:white-plume-adventurer @card:caves-of-chaos-adventurer @card:cloister-gargoyle
  @requires:two-player @requires:position-setup
  Scenario Outline: <card> has its printed power and toughness, <pt>
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "<card>"
    Then "<card>" is <pt>

    Examples:
      | card                      | pt  |
      | Grizzly Bears             | 2/2 |
      | Hill Giant                | 3/3 |
      | Savannah Lions            | 2/1 |
      | Craw Wurm                 | 6/4 |
      | Walking Corpse            | 2/2 |
      | Gray Ogre                 | 2/2 |
      | Eager Cadet               | 1/1 |
      | Avenging Hunter           | 5/4 |
      | White Plume Adventurer    | 3/3 |
      | Caves of Chaos Adventurer | 5/3 |
      | Cloister Gargoyle         | 0/4 |

  @id:PRINT-002 @cr:702.19a:2026-09-25 @card:avenging-hunter @card:caves-of-chaos-adventurer
  @requires:two-player @requires:position-setup
  Scenario Outline: <card> has trample
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "<card>"
    Then "<card>" has trample

    Examples:
      | card                      |
      | Avenging Hunter           |
      | Caves of Chaos Adventurer |

  @id:PRINT-003 @cr:702.1:2026-09-25 @card:grizzly-bears @card:white-plume-adventurer
  @card:cloister-gargoyle @card:hill-giant
  @requires:two-player @requires:position-setup
  Scenario Outline: <card> has no trample, flying or menace of its own
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice controls "<card>"
    Then "<card>" does not have trample
    And "<card>" does not have flying
    And "<card>" does not have menace

    Examples:
      | card                   |
      | Grizzly Bears          |
      | Hill Giant             |
      | White Plume Adventurer |
      | Cloister Gargoyle      |
