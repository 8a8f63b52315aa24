@card:21006 @blind
Feature: Jonah's Alliance (blind proof)
  Noon, Boot: Boot your dude at a non-home location. That dude becomes a stud, uses bullets
  instead of influence to control deeds, and gains 2 bounty, to a maximum of 4 bounty. You
  may boot your Hex (at any location) to remove all traits, abilities, and bonuses from an
  attachment at that dude's location.

  Olivia Jenks is a draw with 2 bullets and 2 influence; Clyde Owens has 3 bullets and 2
  influence. Pearly's Palace belongs to Player2. With Shotgun Olivia has 3 bullets; Andreas Andregg has
  2 influence and 0 bullets: by influence they tie and the owner keeps the deed.

  Background:
    Given a game between "Jonah's Alliance" and "The Sloane Gang"
    And the phase is High Noon
    And Player2's street is "home, Pearly's Palace"

  Scenario: The dude boots, becomes a stud, gains 2 bounty and controls by bullets
    Given Player1 has these dudes:
      | dude         | at              | bounty | attachments |
      | Olivia Jenks | Pearly's Palace | 0      | Shotgun     |
    And Player2 has these dudes:
      | dude            | at              |
      | Andreas Andregg | Pearly's Palace |
    Then Player2 controls "Pearly's Palace"
    When Player1 uses "Jonah's Alliance"
    And Player1 chooses "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" has 2 bounty
    And Player1 controls "Pearly's Palace"

  Scenario: The bounty goes no higher than 4
    Given Player1 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 3      |
    When Player1 uses "Jonah's Alliance"
    And Player1 chooses "Olivia Jenks"
    Then "Olivia Jenks" has 4 bounty
    And "Olivia Jenks" is a stud
    When the game advances to the Gambling phase of day 2
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 4 bounty

  Scenario: A dude at home cannot be chosen
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 tries to use "Jonah's Alliance"
    Then the play is refused by rule "ability.cost"

  Scenario: Booting your Hex strips an attachment at that dude's location of its bonuses
    Given Player1 has these dudes:
      | dude          | at              | attachments |
      | Olivia Jenks  | Pearly's Palace |             |
      | Steele Archer | home            | Blood Curse |
    And Player2 has these dudes:
      | dude            | at              | attachments |
      | Pancho Castillo | Pearly's Palace | Shotgun     |
    Then "Pancho Castillo" has 4 bullets
    When Player1 uses "Jonah's Alliance"
    And Player1 chooses "Olivia Jenks"
    And Player1 chooses "Blood Curse"
    And Player1 chooses "Shotgun"
    Then "Blood Curse" is booted
    And "Pancho Castillo" has 3 bullets
