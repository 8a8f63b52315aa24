@card:24149
Feature: Bowie Knife (Weird West Edition)
  You may attach this card to your dude in a posse (paying all costs) as a Shootout play
  (even to a booted dude, or at a location you don't control.)
  This dude is a stud. If there is an unbooted non-Melee Weapon in the opposing posse, Bowie
  Knife provides no bullet bonus and does not make this dude a stud.

  Jon Longstride prints 2 bullets and is a draw. Shotgun is a Weapon, not Melee. The fight
  is at Bank of California, Player2's deed.

  Background:
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Bowie Knife (Weird West Edition)"
    And Player1 has these dudes:
      | dude           | at                 | booted |
      | Jon Longstride | Bank of California | yes    |

  Scenario: Attached in a shootout to a booted dude away from home, he is a stud with +1 bullets
    Given Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    And a shootout at "Bank of California" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 plays "Bowie Knife (Weird West Edition)"
    Then "Bowie Knife (Weird West Edition)" is attached to "Jon Longstride"
    And "Jon Longstride" is a stud
    And "Jon Longstride" has 3 bullets
    And Player1 has 4 ghost rock
    And Player2 is asked to "Select a card"

  Scenario: An unbooted gun in the opposing posse blunts the knife
    Given Player2 has these dudes:
      | dude         | at                 | attachments |
      | Olivia Jenks | Bank of California | Shotgun     |
    And a shootout at "Bank of California" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 plays "Bowie Knife (Weird West Edition)"
    Then "Bowie Knife (Weird West Edition)" is attached to "Jon Longstride"
    And "Jon Longstride" is a draw
    And "Jon Longstride" has 2 bullets
    And Player2 is asked to "Select a card"

  Scenario: A booted gun does not
    Given Player2 has these dudes:
      | dude         | at                 | attachments      |
      | Olivia Jenks | Bank of California | Shotgun (booted) |
    And a shootout at "Bank of California" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 plays "Bowie Knife (Weird West Edition)"
    Then "Jon Longstride" is a stud
    And "Jon Longstride" has 3 bullets
    And Player2 is asked to "Select a card"
