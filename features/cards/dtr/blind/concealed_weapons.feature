@card:01120 @blind
Feature: Concealed Weapons (blind proof)
  Noon: Your dudes may attach goods and spells (as Shoppin') at any location, and as
  Shootout plays.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Town Square        |
      | Steele Archer   | Bank of California |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1 has 10 ghost rock
    And Player2 has 10 ghost rock

  Scenario: Without Concealed Weapons, goods cannot go on a dude in the town square
    Given Player1's hand is "Concealed Weapons, Shotgun"
    When Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused by rule "noon.shoppin.attach"

  Scenario: Your dudes may attach goods at any location
    Given Player1's hand is "Concealed Weapons, Shotgun"
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "Pancho Castillo" has 4 bullets
    And Player1 has 7 ghost rock

  Scenario: Your dudes may attach spells at a deed the opponent controls
    Given Player1's hand is "Concealed Weapons, Soul Blast"
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
      | Clyde Owens  | Bank of California |
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 attaches "Soul Blast" to "Steele Archer"
    Then "Soul Blast" is attached to "Steele Archer"
    And Player1 has 9 ghost rock

  Scenario: The opponent's dudes do not benefit
    Given Player1's hand is "Concealed Weapons"
    And Player2's hand is "Shotgun"
    When Player1 plays "Concealed Weapons"
    And Player2 tries to attach "Shotgun" to "Olivia Jenks"
    Then the play is refused by rule "noon.shoppin.attach"

  Scenario: Your dudes may attach goods as a Shootout play
    Given Player1's hand is "Concealed Weapons, Shotgun"
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "Pancho Castillo" has 4 bullets
    And Player1 has 7 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: Without Concealed Weapons, goods cannot be attached as a Shootout play
    Given Player1's hand is "Shotgun, Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused by rule "shootout.shoppin"
    And "Shotgun" is in Player1's hand
    And Player1 is asked to "Select a play"
