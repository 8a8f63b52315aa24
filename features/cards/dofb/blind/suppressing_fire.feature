@card:25055 @blind
Feature: Suppressing Fire (blind proof)
  "Shootout: Make an opposing booted dude a draw.
  Shootout: Boot one of your dudes or their attached Weapon to make them a stud."

  Pancho Castillo and Clyde Owens are studs; Jake Smiley is a draw. Colt-Patterson Model
  '36 is a Weapon.

  Scenario: An opposing booted dude becomes a draw; an unbooted one cannot be chosen
    Given the board "shootout"
    And Player1's hand is "Suppressing Fire"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
      | Clyde Owens     | Town Square | no     |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clyde Owens"
    When Player1 plays "Suppressing Fire"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clyde Owens"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is a draw
    And "Clyde Owens" is a stud
    And Player2 is asked to "Select a dude"

  Scenario: Booting your dude makes him a stud
    Given the board "shootout"
    And Player1's hand is "Suppressing Fire"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    When Player1 plays "Suppressing Fire (2nd ability)"
    And Player1 selects "Jake Smiley"
    Then the options are:
      """
      Jake Smiley
      """
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    And "Jake Smiley" is booted
    And Player1 is asked to "Select a card"

  Scenario: Booting his Weapon instead leaves the dude unbooted
    Given the board "shootout"
    And Player1's hand is "Suppressing Fire"
    And Player1 has these dudes:
      | dude        | at          | attachments              |
      | Jake Smiley | Town Square | Colt-Patterson Model '36 |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    When Player1 plays "Suppressing Fire (2nd ability)"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Colt-Patterson Model '36"
    Then "Jake Smiley" is a stud
    And "Jake Smiley" is unbooted
    And "Colt-Patterson Model '36" is booted
    And Player1 is asked to "Select a card"
