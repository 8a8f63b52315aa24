@card:24172
Feature: Scoop Hound (Weird West Edition)
  Shootout, Boot: Shootout plays cannot send dudes home booted (they remain in the posse
  without booting) or bring dudes into either posse.

  Pistol Whip reads "Shootout: Boot your dude in this posse to send a dude in the other
  posse home booted"; Personal Ornithopter, "Shootout Repeat, Pay 1 Ghost Rock: This dude
  joins your posse (moving if necessary)".

  Background:
    Given the board "shootout"
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude           | at          | attachments                               |
      | Jon Longstride | Town Square | Scoop Hound (Weird West Edition)          |
      | Allie Hensman  | home        | Personal Ornithopter (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"

  Scenario: An opponent's shootout play cannot send the dude home booted
    When Player1 uses "Scoop Hound (Weird West Edition)"
    And Player2 plays "Pistol Whip"
    And Player2 selects "Jon Longstride"
    And Player2 selects "Steven Wiles"
    Then Player1's posse is "Jon Longstride"
    And "Jon Longstride" is at "Town Square"
    And "Jon Longstride" is unbooted
    And "Scoop Hound (Weird West Edition)" is booted
    And the log contains "Jon Longstride remains in the posse without booting"
    And Player1 is asked to "Select a play"

  Scenario: Your own shootout play cannot bring a dude into your posse
    When Player1 uses "Scoop Hound (Weird West Edition)"
    And Player2 passes
    And Player1 uses "Personal Ornithopter (Weird West Edition)"
    Then Player1's posse is "Jon Longstride"
    And "Allie Hensman" is at "Player1's home"
    And the log contains "Allie Hensman cannot join the posse"
    And Player2 is asked to "Select a play"

  Scenario: Your own shootout play cannot send your dude home booted, and says nothing it did not do
    Given Player1 has these dudes:
      | dude           | at          | attachments                               |
      | Jon Longstride | Town Square | Scoop Hound (Weird West Edition)          |
      | Allie Hensman  | Town Square | Personal Ornithopter (Weird West Edition) |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's posse is "Jon Longstride, Allie Hensman"
    When Player1 uses "Scoop Hound (Weird West Edition)"
    And Player2 passes
    And Player1 uses "Personal Ornithopter (Weird West Edition) (2nd ability)"
    Then Player1's posse is "Jon Longstride, Allie Hensman"
    And "Allie Hensman" is unbooted
    And the log contains "Allie Hensman remains in the posse without booting"
    And the log does not contain "Player1 sends Allie Hensman home booted"
    And Player2 is asked to "Select a play"

  Scenario: Without the Scoop Hound the same plays work
    When Player1 uses "Personal Ornithopter (Weird West Edition)"
    And Player2 plays "Pistol Whip"
    And Player2 selects "Jon Longstride"
    And Player2 selects "Steven Wiles"
    Then Player1's posse is "Allie Hensman"
    And "Jon Longstride" is at "Player1's home"
    And Player1 is asked to "Select a play"

  Scenario: The hold ends with the shootout: in the next one a shootout play brings a dude in
    Given Player1 has these dudes:
      | dude           | at          | booted | attachments                               |
      | Jon Longstride | Town Square | no     | Scoop Hound (Weird West Edition)          |
      | Allie Hensman  | home        | yes    | Personal Ornithopter (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC AD AH KS"
    And Player2's next draw hand is "2H 4D 6C 8S TH"
    When Player1 uses "Scoop Hound (Weird West Edition)"
    And Player2 passes
    And Player1 passes
    And Player2 covers the casualties with "ace Steven Wiles"
    And Player1 is done
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 uses "Personal Ornithopter (Weird West Edition)"
    Then Player1's posse is "Jon Longstride, Allie Hensman"
    And "Allie Hensman" is at "Town Square"
    And the log does not contain "Allie Hensman cannot join the posse"
    And Player2 is asked to "Select a play"

  Scenario: The hold lasts the whole shootout: in the next round a play still cannot send the dude home
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 uses "Scoop Hound (Weird West Edition)"
    And Player2 passes
    And Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player2 covers the casualties with "discard Olivia Jenks"
    And Player2 stays
    And Player1 stays
    And Player1 passes
    And Player2 plays "Pistol Whip"
    And Player2 selects "Jon Longstride"
    And Player2 selects "Steven Wiles"
    Then Player1's posse is "Jon Longstride"
    And "Jon Longstride" is unbooted
    And the log contains in order:
      """
      Player1 wins the round by 1 rank
      Jon Longstride remains in the posse without booting
      """
    And Player1 is asked to "Select a play"
