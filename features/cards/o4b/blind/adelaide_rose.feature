@card:21029 @blind
Feature: Adelaide Rose (blind proof)
  Shootout: Boot Adelaide's Gadget to give an opposing dude -1 bullets. If that Gadget is
  Experimental, give your dude +1 bullets.

  Vitality Tonic is an Experimental Gadget; Mechanical Horse a Gadget that is not. Adelaide
  prints 1 bullet, Steven Wiles 3.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Booting a plain Gadget gives an opposing dude -1 bullets for the shootout
    Given Player1 has these dudes:
      | dude          | at          | attachments      |
      | Adelaide Rose | Town Square | Mechanical Horse |
    And a shootout at "Town Square" led by "Adelaide Rose" against "Steven Wiles"
    When Player1 uses "Adelaide Rose"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Mechanical Horse"
    Then "Steven Wiles" has 2 bullets
    And "Adelaide Rose" has 1 bullets
    And "Mechanical Horse" is booted
    And Player1 is asked to "Select a card"

  Scenario: Booting an Experimental Gadget also gives your dude +1 bullets
    Given Player1 has these dudes:
      | dude          | at          | attachments    |
      | Adelaide Rose | Town Square | Vitality Tonic |
    And a shootout at "Town Square" led by "Adelaide Rose" against "Steven Wiles"
    When Player1 uses "Adelaide Rose"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Vitality Tonic"
    And Player1 selects "Adelaide Rose"
    Then "Steven Wiles" has 2 bullets
    And "Adelaide Rose" has 2 bullets
    And "Vitality Tonic" is booted
    And Player1 is asked to "Select a card"

  Scenario: Without an unbooted Gadget she cannot use it
    Given Player1 has these dudes:
      | dude          | at          | attachments               |
      | Adelaide Rose | Town Square | Mechanical Horse (booted) |
    And a shootout at "Town Square" led by "Adelaide Rose" against "Steven Wiles"
    When Player1 tries to use "Adelaide Rose"
    Then the play is refused by rule "noon.play_type"
    And "Steven Wiles" has 3 bullets
    And Player1 is asked to "Select a card"
