@card:25006 @blind
Feature: Obadiah Angstrom (blind proof)
  Noon Job, Boot: Mark an In Town deed an opponent owns. If successful, pull; if the pull
  is red, discard the deed from play.

  Player2 owns Railroad Station, with no dude to defend it.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, General Store]
          dudes:
            - {card: Obadiah Angstrom, at: Town Square}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Railroad Station]
      """

  Scenario: A successful job and a red pull discard the deed
    Given Player1's next pull is "5H"
    When Player1 uses "Obadiah Angstrom"
    And Player1 selects "Railroad Station"
    Then the job succeeds
    And "Railroad Station" is in Player2's discard pile

  Scenario: A black pull leaves the deed in play
    Given Player1's next pull is "5S"
    When Player1 uses "Obadiah Angstrom"
    And Player1 selects "Railroad Station"
    Then the job succeeds
    And "Railroad Station" is in play

  Scenario: His own player's deed is no mark
    When Player1 uses "Obadiah Angstrom"
    Then the options are:
      """
      Railroad Station
      cancel
      """
