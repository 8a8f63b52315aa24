@card:01098
Feature: Legendary Holster
  Shootout Pull, Boot: If the pull is lower than this dude's bullets, ace one dude in the
  opposing posse.

  Pancho Castillo has 3 bullets, 5 with the Legendary Holster. He calls out Steven Wiles,
  who brings Olivia Jenks (1 bounty).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments       |
      | Pancho Castillo | Town Square | Legendary Holster |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
      | Olivia Jenks | Town Square | 1      |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: A pull lower than the dude's bullets aces a dude of the opposing posse
    Given Player1's next pull is "4H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Legendary Holster"
    Then the options are:
      """
      Steven Wiles
      Olivia Jenks
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Legendary Holster" is booted
    And "Pancho Castillo" is unbooted
    And "Pancho Castillo" has 5 bullets
    And Player1 has 6 ghost rock
    And Player2's posse is "Steven Wiles"
    And the log contains in order:
      """
      Player1 uses Legendary Holster
      Player1 pulls 4H
      Player1 collects 1 ghost rock bounty on Olivia Jenks
      Player1 uses Legendary Holster to ace Olivia Jenks
      """
    And Player2 is asked to "Select a casualty"

  Scenario: A pull equal to the dude's bullets does nothing
    Given Player1's next pull is "5H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Legendary Holster"
    Then Player2's posse is "Steven Wiles, Olivia Jenks"
    And "Legendary Holster" is booted
    And the log contains in order:
      """
      Player1 pulls 5H
      Player1's pull is not lower than Pancho Castillo's bullets
      """
    And Player2 is asked to "Select a dude"

  @rule:noon.once_per_day
  Scenario: The Holster is used once a day
    Given Player1 has used "Legendary Holster" today
    And Player1's hand is "Pinned Down"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    Then Player1 may choose "play Pinned Down"
    When Player1 tries to use "Legendary Holster"
    Then the play is refused by rule "noon.once_per_day"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1 is asked to "Select a play"

  @rule:shootout.abilities
  Scenario: Only a dude in the posse draws from the Holster
    Given Player1 has these dudes:
      | dude            | at          | attachments       |
      | Pancho Castillo | Town Square | Legendary Holster |
      | Clint Ramsey    | Town Square |                   |
    And Player1's hand is "Pinned Down"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    Then Player1 may choose "play Pinned Down"
    When Player1 tries to use "Legendary Holster"
    Then the play is refused by rule "shootout.abilities"
    And "Legendary Holster" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: An ace that Byron Decker prevents is not logged as an ace
    Byron Decker discards Olivia Jenks from his posse to keep himself from being aced by the
    Shootout ability: he stays, and no line says the Holster aced him.
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Byron Decker | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "4H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Byron Decker" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Legendary Holster"
    And Player1 selects "Byron Decker"
    And Player2 reacts with "Byron Decker"
    And Player2 selects "Olivia Jenks"
    Then "Byron Decker" is in play
    And "Olivia Jenks" is in Player2's discard pile
    And the log contains "Player2 discards Olivia Jenks to keep Byron Decker from being aced"
    And the log does not contain "to ace Byron Decker"
    And Player2 is asked to "Select a dude"
