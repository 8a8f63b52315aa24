@card:19028
Feature: Decimator Array
  After you invent this Gadget, unboot one of your Mad Scientists. If this dude is a Mad
  Scientist, they have -1 upkeep, +3 value, and this Gadget gains the Sidekick keyword.

  Resolution, Boot: Choose a card in your draw hand. If it is a heart, change its value;
  otherwise, change its suit to hearts.

  Andreas Andregg is a Mad Scientist 0 of value 5 and upkeep 1; Pancho Castillo no Mad
  Scientist (value 5). Inventing boots the inventor. Andreas is a Law Dog, off-faction for
  Player1's outfit: his upkeep is 1 + his influence, 3 with the Array's +1 influence.

  Scenario: Invented, it unboots a Mad Scientist; on a Mad Scientist it gives -1 upkeep, +3 value and is a Sidekick
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Decimator Array"
    And Player1 has these dudes:
      | dude                              | at   | booted |
      | Andreas Andregg                   | home | no     |
      | Drew Beauman (Weird West Edition) | home | no     |
      | Pancho Castillo                   | home | yes    |
    And Player1's next pull is "6H"
    When Player1 attaches "Decimator Array" to "Andreas Andregg"
    Then "Decimator Array" is attached to "Andreas Andregg"
    And "Andreas Andregg" is booted
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Drew Beauman (Weird West Edition)"
    When Player1 selects "Andreas Andregg"
    Then "Andreas Andregg" is unbooted
    And the log contains "Player1 unboots Andreas Andregg"
    And "Andreas Andregg" has 8 value
    And "Andreas Andregg" has 3 upkeep
    And "Decimator Array" has the keyword "Sidekick"

  Scenario: On a dude who is no Mad Scientist it gives nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments     |
      | Pancho Castillo | home | Decimator Array |
    Then "Pancho Castillo" has 5 value
    And "Decimator Array" does not have the keyword "Sidekick"

  Scenario: A card that is not a heart changes to hearts: four hearts become a flush
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments     |
      | Pancho Castillo | Town Square | Decimator Array |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "2H 4H 6H 8H QS"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 uses "Decimator Array"
    And Player1 chooses "QS"
    Then Player1's draw hand is "2H 4H 6H 8H QH"
    And Player1's hand rank is 6
    And "Decimator Array" is booted
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1 changes QS in their draw hand to QH"

  Scenario: A heart changes value and stays a heart
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments     |
      | Pancho Castillo | Town Square | Decimator Array |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "2H 4C 6D 8S QS"
    And Player2's next draw hand is "AS AC 8D 8C JD"
    When Player1 uses "Decimator Array"
    And Player1 chooses "2H"
    Then Player1 may choose "1"
    And Player1 may choose "13"
    And Player1 may not choose "0"
    And Player1 may not choose "14"
    When Player1 chooses "8"
    Then Player1's draw hand is "8H 4C 6D 8S QS"
    And Player1's hand rank is 2
    And Player1 is asked to "Select a casualty"
