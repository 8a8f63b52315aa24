@card:22048
Feature: Babble On
  Spell, Miracle. React Miracle 6: After another Miracle boots your dude, unboot that dude.

  Shootout Miracle 7, Boot: Boot this dude to boot an opposing card.

  Ezrael Jones is Blessed 1: a pull of 5 casts Miracle 6, and 6 casts Miracle 7.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          | attachments | booted |
      | Steven Wiles | Town Square | Shotgun     | no     |
      | Jake Smiley  | Town Square |             | yes    |

  Scenario: Shootout: the Blessed boots himself to boot an opposing card
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Babble On   |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Jake Smiley"
    And Player1's next pull is "6H"
    When Player1 uses "Babble On"
    Then the options are:
      """
      Steven Wiles
      Shotgun
      cancel
      """
    When Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Ezrael Jones" is booted
    And "Babble On" is booted
    And "Steven Wiles" is unbooted
    And the log contains "Player1 boots Shotgun"
    And Player2 is asked to "Select a dude"

  Scenario: Shootout: a pull of 5 fails to cast Miracle 7: nothing is booted but the costs
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Babble On   |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's next pull is "5H"
    When Player1 uses "Babble On"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is unbooted
    And "Ezrael Jones" is booted
    And Player1 is asked to "Select a card"

  Scenario: Shootout: a booted Blessed cannot boot himself to pay
    Given Player1 has these dudes:
      | dude         | at          | attachments | booted |
      | Ezrael Jones | Town Square | Babble On   | yes    |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    When Player1 tries to use "Babble On"
    Then the play is refused by rule "ability.cost"
    And "Steven Wiles" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: React: another Babble On boots your dude, and the first one unboots him
    Given Player1 has these dudes:
      | dude         | at          | attachments          |
      | Ezrael Jones | Town Square | Babble On, Babble On |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's deck starts with "6H 5H"
    When Player1 uses "Babble On #2"
    And Player1 selects "Shotgun"
    Then "Ezrael Jones" is booted
    When Player1 reacts with "Babble On"
    Then "Ezrael Jones" is unbooted
    And "Shotgun" is booted
    And "Babble On" is unbooted
    And the log contains "Player1 unboots Ezrael Jones"
    And Player1 is asked to "Select a play"

  Scenario: React: a Miracle booting itself, not your dude, gives nothing to react to
    Given Player1 has these dudes:
      | dude         | at          | attachments                      |
      | Ezrael Jones | Town Square | Babble On, Holy Roller (Weird West Edition) |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's deck starts with "5H 5H"
    When Player1 uses "Holy Roller (Weird West Edition)"
    And Player1 tries to react with "Babble On"
    Then the play is refused by rule "ability.react"
    And "Ezrael Jones" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: React: a pull of 4 fails Miracle 6: the dude stays booted
    Given Player1 has these dudes:
      | dude         | at          | attachments          |
      | Ezrael Jones | Town Square | Babble On, Babble On |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's deck starts with "6H 4H"
    When Player1 uses "Babble On #2"
    And Player1 selects "Shotgun"
    And Player1 reacts with "Babble On"
    Then "Ezrael Jones" is booted
    And Player1 is asked to "Select a card"

  Scenario: React: a card that is no Miracle booting your dude gives nothing to react to
    Given Player1 has these dudes:
      | dude         | at          | attachments                                           |
      | Ezrael Jones | Town Square | Babble On, Winchester Model 1873 (Weird West Edition) |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    When Player1 uses "Winchester Model 1873 (Weird West Edition)"
    Then "Ezrael Jones" is booted
    When Player1 tries to react with "Babble On"
    Then the play is refused by rule "ability.react"
    And "Ezrael Jones" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: React: an opposing Miracle booting your dude is another Miracle too
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Babble On   |
    And Player2 has these dudes:
      | dude           | at          | attachments |
      | Steven Wiles   | Town Square | Shotgun     |
      | Father Diamond | Town Square | Babble On   |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Father Diamond"
    And Player2's next pull is "7H"
    And Player1's next pull is "5H"
    When Player1 passes
    And Player2 uses "Babble On #2"
    And Player2 selects "Ezrael Jones"
    Then "Father Diamond" is booted
    And "Ezrael Jones" is booted
    When Player1 reacts with "Babble On"
    Then "Ezrael Jones" is unbooted
    And "Father Diamond" is booted
    And Player1 is asked to "Select a play"

  Scenario: React: an opposing Miracle booting only its own dude gives nothing to react to
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Babble On   |
    And Player2 has these dudes:
      | dude           | at          | attachments |
      | Steven Wiles   | Town Square | Shotgun     |
      | Father Diamond | Town Square | Babble On   |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Father Diamond"
    And Player2's next pull is "7H"
    When Player1 passes
    And Player2 uses "Babble On #2"
    And Player2 selects "Babble On"
    Then "Father Diamond" is booted
    And "Babble On" is booted
    When Player1 tries to react with "Babble On"
    Then the play is refused by rule "ability.react"
    And "Father Diamond" is booted
    And Player2 is asked to "Select a dude"
