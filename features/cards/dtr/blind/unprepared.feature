@card:01134 @blind
Feature: Unprepared (blind proof)
  Shootout: Choose a dude. Boot that dude and their attached cards. That dude gets –1
  bullets and cannot use their abilities. Their attached cards lose all traits,
  abilities, and bullet bonuses.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's hand is "Unprepared"

  Scenario: The dude and his goods boot; he loses a bullet and the goods' bonus
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 accepts
    Then "Pancho Castillo" has 4 bullets
    When Player1 plays "Unprepared"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Shotgun" is booted
    And "Pancho Castillo" has 2 bullets
    And "Unprepared" is in Player1's discard pile
    And Player1 is asked to "Select a card"

  Scenario: An attached card's trait is lost too
    Given Player2 has these dudes:
      | dude         | at          | attachments   |
      | Olivia Jenks | Town Square | Flame-Thrower |
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bullets
    When Player1 plays "Unprepared"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 1 bullets
    And Player1 is asked to "Select a card"

  Scenario: The effects end with the shootout
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Olivia Jenks    | Town Square |             |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Unprepared"
    And Player1 selects "Pancho Castillo"
    And Player1 aces "Clint Ramsey"
    And Player2 stays
    Then Player2 wins the shootout
    And "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is booted

  Scenario: The dude cannot use his own abilities
    Given Player2 has these dudes:
      | dude          | at          |
      | Rémy LaPointe | Town Square |
    And Player2's hand is "Missed!"
    When Player1 calls out "Rémy LaPointe" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "Unprepared"
    And Player1 selects "Rémy LaPointe"
    Then "Rémy LaPointe" has 0 bullets
    And Player2 is asked to "Select a play"
    When Player2 tries to use "Rémy LaPointe"
    Then the play is refused by rule "ability.condition"
    And Player2 has 5 ghost rock
    And Player2 is asked to "Select a play"
