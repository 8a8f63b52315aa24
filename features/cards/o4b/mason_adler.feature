@card:21022
Feature: Mason Adler
  Mason cannot have non-Melee Weapons attached.  Noon Job, Boot: Mark the opposing dude
  with the highest grit of 11 or higher (you choose in case of a tie). No other dudes can
  join your posse. If successful, ace the mark.  Repeat Shootout: If an opposing dude with
  the highest grit is in the opposing posse, Mason gains the Abomination keyword and
  becomes a stud. You can use this ability once per shootout.

  Grit is value + bullets + influence: Clyde Owens 15, Lorena Corbett 11, Pancho Castillo
  10, Olivia Jenks 6. Mason is a draw. Shotgun is a Weapon; Bowie Knife a Melee Weapon.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock

  @rule:job.leader_alone
  Scenario: Mason marks the grittiest opposing dude alone and aces him
    Given Player1 has these dudes:
      | dude          | at   |
      | Mason Adler   | home |
      | Steele Archer | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Clyde Owens     | Town Square |
      | Lorena Corbett  | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 uses "Mason Adler"
    Then the options are:
      """
      Clyde Owens
      cancel
      """
    When Player1 selects "Clyde Owens"
    And Player2 is done
    Then the job succeeds
    And "Clyde Owens" is in Player2's Boot Hill
    And "Steele Archer" is unbooted
    And the log contains "Player1 forms a posse of Mason Adler"
    And the log contains "Player1 aces Clyde Owens"

  Scenario: No opposing dude has 11 grit or more: no job
    Given Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Mason Adler"
    Then the play is refused by rule "job.mark"

  @rule:noon.shoppin.cannot_have
  Scenario: Mason cannot have a non-Melee Weapon attached
    Given Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player1's hand is "Shotgun"
    When Player1 tries to attach "Shotgun" to "Mason Adler"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And Player1 has 10 ghost rock

  Scenario: Shoppin' offers no non-Melee Weapon for Mason
    Given Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
      | Jake Smiley | home |
    And Player1's hand is "Shotgun"
    Then Player1 may choose "shop Shotgun on Jake Smiley"
    And Player1 may not choose "shop Shotgun on Mason Adler"

  Scenario: A Melee Weapon attaches to Mason
    Given Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player1's hand is "Bowie Knife (Weird West Edition)"
    When Player1 attaches "Bowie Knife (Weird West Edition)" to "Mason Adler"
    Then "Bowie Knife (Weird West Edition)" is attached to "Mason Adler"

  @ruling:mason-adler-highest-grit-among-opposing-dudes
  Scenario Outline: With the grittiest opposing dude in the opposing posse Mason turns Abomination and stud
    Given Player1 has these dudes:
      | dude        | at          |
      | Mason Adler | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clyde Owens     | <clyde>     |
    And a shootout at "Town Square" led by "Mason Adler" against "Pancho Castillo"
    And Player2's posse is "<posse>"
    When Player1 uses "Mason Adler"
    Then "Mason Adler" <has> the keyword "Abomination"
    And "Mason Adler" is a <shooter>
    And <player> is asked to "<prompt>"
    And the log contains "<log>"

    Examples:
      | clyde          | posse                        | has           | shooter | player  | prompt            | log                                                                  |
      | Town Square    | Pancho Castillo, Clyde Owens | has           | stud    | Player2 | Select a dude     | Player1 makes Mason Adler an Abomination and a stud                  |
      | Player2's home | Pancho Castillo              | does not have | draw    | Player1 | Select a casualty | Player1's opposing posse holds no dude with the highest grit |

  Scenario: The opposing dude with exactly 11 grit may be marked
    Given Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Lorena Corbett  | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 uses "Mason Adler"
    Then the options are:
      """
      Lorena Corbett
      cancel
      """

  Scenario: Once per shootout, and the stud lasts the shootout
    Given Player1 has these dudes:
      | dude           | at          |
      | Mason Adler    | Town Square |
      | Lorena Corbett | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clyde Owens     | Town Square |
    And Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    And a shootout at "Town Square" led by "Mason Adler" against "Pancho Castillo"
    And Player1's posse is "Mason Adler, Lorena Corbett"
    And Player2's posse is "Pancho Castillo, Clyde Owens"
    When Player1 uses "Mason Adler"
    And Player1 tries to use "Mason Adler"
    Then the play is refused by rule "noon.play_type"
    When Player1 passes
    And Player1 picks "Mason Adler" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player2 chooses "discard Pancho Castillo"
    And Player2 chooses "done"
    And Player1 chooses "done"
    Then "Mason Adler" is a stud
    And "Mason Adler" has the keyword "Abomination"
    And Player1 is asked to "Select a play"
    And Player1 may not choose "use Mason Adler"


  Scenario: A Harrowed mark is discarded instead of aced, and no line says he was aced
    Avie Cline is Harrowed (grit 12: value 10, 0 bullets, 2 influence): aced by a card
    effect, she is discarded instead.
    Given Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    When Player1 uses "Mason Adler"
    And Player1 selects "Avie Cline"
    And Player2 is done
    Then the job succeeds
    And "Avie Cline" is in Player2's discard pile
    And the log contains "Avie Cline is Harrowed: discarded instead of aced"
    And the log does not contain "aces Avie Cline"
