@card:24209 @blind
Feature: Ghostly Communion (blind proof)
  Spell, Spirit. Your outfit is considered a Holy Ground while casting this spell.
  Noon Spirit 5, Boot: Move this dude to a Holy Ground or a location adjacent to one.
  Shootout Spirit 7, Boot: This dude joins your posse at a Holy Ground or a location
  adjacent to one. This dude becomes a stud.

  Black Elk: Shaman 3, a draw with 0 bullets (Noon cast on a pull of 2 or more, Shootout
  cast on 4 or more); he waits out of town at Blake Ranch, adjacent to nothing. Player1's
  street: home, General Store; Player2's: home, 1st Baptist Church (a Holy Ground),
  Railroad Station. The town square is adjacent to every location on both streets.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's out of town deeds are "Blake Ranch"
    And Player2's street is "home, 1st Baptist Church, Railroad Station"
    And Player1 has these dudes:
      | dude         | at          | attachments                            |
      | Black Elk    | Blake Ranch | Ghostly Communion (Weird West Edition) |
      | Clint Ramsey | Town Square |                                        |
    And Player2 has these dudes:
      | dude          | at               |
      | Steven Wiles  | Town Square      |
      | Olivia Jenks  | Railroad Station |

  Scenario: Noon: the dude moves to a Holy Ground, his own home counting as one, or next to one
    Given Player1's next pull is "2H"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then Player1 may choose "Player1's home"
    And Player1 may choose "General Store"
    And Player1 may choose "Town Square"
    And Player1 may choose "1st Baptist Church"
    And Player1 may choose "Railroad Station"
    And Player1 may choose "Player2's home"
    When Player1 chooses "Railroad Station"
    Then "Black Elk" is at "Railroad Station"
    And "Black Elk" is unbooted
    And "Ghostly Communion (Weird West Edition)" is booted

  Scenario: Noon: a location neither a Holy Ground nor next to one is no destination
    Given Player2's street is "home, Railroad Station"
    And Player1's next pull is "2H"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then Player1 may choose "Town Square"
    And Player1 may not choose "Railroad Station"
    And Player1 may not choose "Player2's home"
    And Player1 is asked to "Select a location"

  Scenario: Noon: a failed cast moves nobody
    Given Player1's next pull is "AH"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then "Black Elk" is at "Blake Ranch"
    And "Ghostly Communion (Weird West Edition)" is booted

  Scenario: Shootout: the dude joins the posse in the town square, next to his home, as a stud
    Given a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    And Player1's next pull is "4H"
    When Player1 uses "Ghostly Communion (Weird West Edition) (2nd ability)"
    Then Player1's posse is "Clint Ramsey, Black Elk"
    And "Black Elk" is at "Town Square"
    And "Black Elk" is a stud
    And "Ghostly Communion (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Shootout: a failed cast leaves the dude out of the fight
    Given a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    And Player1's next pull is "3H"
    When Player1 uses "Ghostly Communion (Weird West Edition) (2nd ability)"
    Then Player1's posse is "Clint Ramsey"
    And "Black Elk" is at "Blake Ranch"
    And "Black Elk" is a draw
    And Player2 is asked to "Select a casualty"

  Scenario: Shootout: no joining a fight away from any Holy Ground
    Given Player2's street is "home, Railroad Station"
    And Player1 has these dudes:
      | dude         | at               | attachments                            |
      | Black Elk    | Blake Ranch      | Ghostly Communion (Weird West Edition) |
      | Clint Ramsey | Railroad Station |                                        |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Railroad Station" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's next pull is "9H"
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "use Ghostly Communion (Weird West Edition) (2nd ability)"
