@card:01025
Feature: Irving Patterson
  When Irving joins a posse, gain 1 ghost rock.

  A trait: it needs no choice and fires each time Irving joins a posse, whether he
  leads it, is its mark, is added while the posses form or is brought in later by a
  card. Both players start with 5 ghost rock on the "shootout" board; Player1 holds a
  Pinned Down, so the shootout stops at its first play window.

  Background:
    Given the board "shootout"
    And Player1's hand is "Pinned Down"
    And Player1 has these dudes:
      | dude             | at          |
      | Jake Smiley      | Town Square |
      | Irving Patterson | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:ability.trait @rule:shootout.posse
  Scenario: Irving joins a posse from an adjacent location and his player gains 1 ghost rock
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Irving Patterson" to the posse
    Then Player1's posse is "Jake Smiley, Irving Patterson"
    And Player1 has 6 ghost rock
    And Player2 has 5 ghost rock
    And Player1 is asked to "Select a play"
    And the log contains in order:
      """
      Player1 boots Irving Patterson to move them to Town Square
      Player1 gains 1 ghost rock as Irving Patterson joins the posse
      """

  @rule:ability.trait @rule:callout.accept
  Scenario: Leading the posse is joining it
    Given Player1 has these dudes:
      | dude             | at          |
      | Irving Patterson | Town Square |
    When Player1 calls out "Steven Wiles" with "Irving Patterson"
    And Player2 accepts
    Then Player1's posse is "Irving Patterson"
    And Player1 has 6 ghost rock
    And Player1 is asked to "Select a play"
    And the log contains "Player1 gains 1 ghost rock as Irving Patterson joins the posse"

  @rule:ability.trait @rule:callout.accept
  Scenario: As the mark of a call out he joins his posse too
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude             | at          |
      | Irving Patterson | Town Square |
    When Player2 calls out "Irving Patterson" with "Steven Wiles"
    And Player1 accepts
    Then Player1's posse is "Irving Patterson"
    And Player1 has 6 ghost rock
    And Player2 has 5 ghost rock
    And Player1 is asked to "Select a play"
    And the log contains "Player1 gains 1 ghost rock as Irving Patterson joins the posse"

  @rule:ability.trait @rule:shootout.join
  Scenario: Brought into the posse later by a card, he still gains 1 ghost rock
    Given Player1's hand is "The Stakes Just Rose"
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 is done
    And Player1 plays "The Stakes Just Rose"
    And Player1 selects "Irving Patterson"
    Then Player1's posse is "Jake Smiley, Irving Patterson"
    And Player1 has 6 ghost rock
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 plays The Stakes Just Rose to move Irving Patterson into their posse
      Player1 moves Irving Patterson to Town Square without booting
      Player1 gains 1 ghost rock as Irving Patterson joins the posse
      """

  @rule:ability.trait @rule:shootout.posse
  Scenario: A posse without Irving gains nothing
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 is done
    Then Player1's posse is "Jake Smiley"
    And "Irving Patterson" is at "Player1's home"
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"
    And the log contains "Player1 forms a posse of Jake Smiley"
    And the log does not contain "Player1 gains 1 ghost rock as Irving Patterson joins the posse"

  @rule:ability.trait @rule:job.posse
  Scenario: A job's posse is a posse too
    Given Player1's hand is "A Coach Comes to Town"
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Irving Patterson"
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And Player1 has 10 ghost rock
    And the log contains in order:
      """
      Player1 starts the job A Coach Comes to Town led by Irving Patterson, marking Town Square
      Player1 gains 1 ghost rock as Irving Patterson joins the posse
      Player1's job A Coach Comes to Town succeeds
      Player1 gains 4 ghost rock from A Coach Comes to Town
      """
