@card:21050
Feature: Malison
  Shootout Hex 9, Boot: Choose an opposing dude. Your posse gets a +1 draw hand bonus of that
  dude's bullet type while that dude is in the shootout. If that dude is aced or discarded
  during this shootout, give this dude a permanent +1 influence.

  Steele Archer is a Huckster 2 draw with 0 bullets and 2 influence; Pancho Castillo a stud
  with 3 bullets; Clyde Owens a stud, Olivia Jenks a draw.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Malison     |
      | Pancho Castillo | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player2's posse is "Clyde Owens, Olivia Jenks"

  Scenario: Your posse gets +1 bonus of the chosen dude's type; discarded, he gives the Huckster +1 influence for good
    Given Player1's next draw hand is "KH KC 3D 5D 9C"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    And Player1's next pull is "7H"
    When Player1 uses "Malison"
    Then the options are:
      """
      Clyde Owens
      Olivia Jenks
      cancel
      """
    When Player1 selects "Clyde Owens"
    Then "Clyde Owens" has "gives the opposing posse +1 bonus of its bullet type" from "Malison" until end of shootout
    And "Malison" is booted
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with 7H + 2 = 9 against difficulty 9
      Player1 uses Malison on Clyde Owens: their posse gets +1 bonus of Clyde Owens's bullet type
      """
    When Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Clyde Owens" as shooter
    Then the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 1"
    When Player2 covers the casualties with "discard Clyde Owens"
    Then "Steele Archer" has 3 influence
    And the log contains "Player1 gives Steele Archer a permanent +1 influence"
    And Player2 is asked to "Select a dude"
