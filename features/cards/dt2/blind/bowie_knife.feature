@card:24149 @blind
Feature: Bowie Knife (Weird West Edition) (blind proof)
  You may attach this card to your dude in a posse (paying all costs) as a Shootout play
  (even to a booted dude, or at a location you don't control.)
  This dude is a stud. If there is an unbooted non-Melee Weapon in the opposing posse,
  Bowie Knife provides no bullet bonus and does not make this dude a stud.

  Background:
    Given the board "shootout"

  Scenario: Bowie Knife gives +1 bullet and makes its draw dude a stud
    Given Player1 has these dudes:
      | dude         | at   | attachments                      |
      | Olivia Jenks | home | Bowie Knife (Weird West Edition) |
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a stud

  Scenario: An unbooted non-Melee Weapon in the opposing posse takes away the bullet and the stud
    Given Player1 has these dudes:
      | dude         | at          | attachments                      |
      | Olivia Jenks | Town Square | Bowie Knife (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | attachments          |
      | Steven Wiles | Town Square | Pair of Six-Shooters |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    Then "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" is a draw
    And Player1 is asked to "Select a card"

  Scenario: A booted non-Melee Weapon in the opposing posse does not stop the knife
    Given Player1 has these dudes:
      | dude         | at          | attachments                      |
      | Olivia Jenks | Town Square | Bowie Knife (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | attachments                    |
      | Steven Wiles | Town Square | Pair of Six-Shooters (booted)  |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a stud
    And Player1 is asked to "Select a card"

  Scenario: A non-Melee Weapon outside the opposing posse does not stop the knife
    Given Player1 has these dudes:
      | dude         | at          | attachments                      |
      | Olivia Jenks | Town Square | Bowie Knife (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          | attachments          |
      | Steven Wiles    | Town Square |                      |
      | Pancho Castillo | Town Square | Pair of Six-Shooters |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a stud
    And Player1 is asked to "Select a card"

  Scenario: An unbooted Melee Weapon in the opposing posse does not stop the knife
    Given Player1 has these dudes:
      | dude         | at          | attachments                      |
      | Olivia Jenks | Town Square | Bowie Knife (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | attachments    |
      | Steven Wiles | Town Square | Adler's Needle |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a stud
    And Player1 is asked to "Select a card"

  Scenario: As a Shootout play it attaches to a booted dude in the posse at a deed Player1 does not control
    Given Player1's hand is "Bowie Knife (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at                 | booted |
      | Olivia Jenks | Bank of California | true   |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Bank of California |
    And a shootout at "Bank of California" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 plays "Bowie Knife (Weird West Edition)"
    Then "Bowie Knife (Weird West Edition)" is attached to "Olivia Jenks"
    And Player1 has 4 ghost rock
    And "Olivia Jenks" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: At High Noon it cannot attach to a booted dude
    Given Player1's hand is "Bowie Knife (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   | booted |
      | Olivia Jenks | home | true   |
    When Player1 tries to attach "Bowie Knife (Weird West Edition)" to "Olivia Jenks"
    Then the play is refused by rule "noon.shoppin.attach"
    And "Bowie Knife (Weird West Edition)" is in Player1's hand
