@card:19039
Feature: Disarm
  Action. Cheatin' Resolution: Choose an opposing dude. Boot one of their attachments. If
  this is a shootout, ace the attachment or discard it if it is Unique instead. You ignore
  all casualties this round. If your hand is legal, one of your dudes gets +2 bullets and
  becomes a stud until after Sundown.

  Player1's High Card (rank 1) loses to Player2's cheatin' Full House (3H 3H) by 6. Olivia
  Jenks rides a Mustang and carries a Shotgun, or the Legendary Holster, a Unique goods. Steele Archer is a draw
  with 0 bullets.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Disarm"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Jake Smiley   | Town Square |
    And Player2's next draw hand is "3H 3H KC KS KD"

  Scenario: With a legal hand: the attachment is aced, no casualties, and a dude becomes a stud until the day ends
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2 has these dudes:
      | dude         | at          | attachments      |
      | Olivia Jenks | Town Square | Shotgun, Mustang |
      | Pancho Castillo | Town Square |              |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player1 plays "Disarm"
    Then Player1 may not choose "Steele Archer"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    And Player1 selects "Jake Smiley"
    Then "Shotgun" is in Player2's boot hill
    And "Jake Smiley" is a stud
    And "Jake Smiley" has 3 bullets
    And Player1 takes 0 casualties
    And the log contains in order:
      """
      Player1 plays Disarm on Olivia Jenks
      Player1 aces Shotgun
      Player1 ignores all casualties this round
      Player1 gives Jake Smiley +2 bullets and makes them a stud
      """
    When Player1 chooses "flee Steele Archer"
    Then "Steele Archer" is at "Player1's home"
    And "Jake Smiley" is a stud
    And "Jake Smiley" has 3 bullets
    When the game advances to Sundown
    Then "Jake Smiley" is a draw
    And "Jake Smiley" has 1 bullets

  Scenario: A Unique attachment is discarded instead
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2 has these dudes:
      | dude         | at          | attachments                |
      | Olivia Jenks | Town Square | Legendary Holster, Mustang |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player2 passes
    And Player1 plays "Disarm"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Legendary Holster"
    And Player1 selects "Steele Archer"
    Then "Legendary Holster" is in Player2's discard pile
    And "Mustang" is attached to "Olivia Jenks"
    And the log contains "Player1 discards Legendary Holster"
    And Player1 is asked to "Select a dude"

  Scenario: With a cheatin' hand of your own there is no stud, but casualties are still ignored
    Given Player1's next draw hand is "2S 2S 6S 8C JD"
    And Player2 has these dudes:
      | dude         | at          | attachments      |
      | Olivia Jenks | Town Square | Shotgun, Mustang |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player1 plays "Disarm"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    Then "Steele Archer" is a draw
    And "Jake Smiley" is a draw
    And Player1 takes 0 casualties
    And the log does not contain "Player1 gives Steele Archer +2 bullets and makes them a stud"
    And the log contains "Player1 reduces their casualties from 5 to 0"
    And Player1 is asked to "Select a dude"

  Scenario: Against a legal hand Disarm is no play
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3S KC KS KD"
    And Player2 has these dudes:
      | dude         | at          | attachments      |
      | Olivia Jenks | Town Square | Shotgun, Mustang |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    Then "Disarm" is in Player1's hand
    And "Shotgun" is attached to "Olivia Jenks"
    And Player1 is asked to "Select a casualty"

  Scenario: At gamblin' the attachment is only booted, and there are no casualties to ignore
    Given the phase is Gamblin'
    And Player1's hand is "Disarm"
    And Player1 has these dudes:
      | dude          | at             |
      | Steele Archer | Player1's home |
    And Player2 has these dudes:
      | dude            | at             | attachments      |
      | Olivia Jenks    | Player2's home | Shotgun, Mustang |
    And Player1's deck starts with "2S 4C 6S 8C JD"
    And Player2's deck starts with "3H 3H 5C 9S KD"
    When Player1 plays "Disarm"
    Then Player1 may not choose "Steele Archer"
    When Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    And Player1 selects "Steele Archer"
    Then "Shotgun" is booted
    And "Shotgun" is attached to "Olivia Jenks"
    And "Steele Archer" is a stud
    And "Steele Archer" has 2 bullets
    And the log contains in order:
      """
      Player1 plays Disarm on Olivia Jenks
      Player1 boots Shotgun
      Player1 gives Steele Archer +2 bullets and makes them a stud
      """
    And the log does not contain "Player1 ignores all casualties this round"
