@card:19035
Feature: Censure
  Spell, Miracle. Cheatin' Resolution Miracle 6, Boot: You may increase a player's hand rank
  by 2. If this is a shootout, reduce your casualties by 3 and you may send an opposing dude
  home booted.

  Ezrael Jones is a Blessed 1: a pull of 5 or more casts it. Player1's High Card (rank 1)
  loses to Player2's cheatin' Full House (3H 3H, rank 7) by 6.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Censure     |
    And Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Pancho Castillo"

  Scenario: Against a cheatin' hand: +2 hand rank, 3 fewer casualties, an opposing dude sent home booted
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Censure"
    And Player1 chooses "Player1"
    And Player1 selects "Pancho Castillo"
    Then Player1's hand rank is 3
    And "Censure" is booted
    And "Pancho Castillo" is booted
    And "Pancho Castillo" is at "Player2's home"
    And Player2's posse is "Olivia Jenks"
    And the log contains in order:
      """
      Player1 raises Player1's hand rank by 2
      Player1 reduces their casualties this round by 3
      Player1 sends Pancho Castillo home booted
      Player1 reduces their casualties from 4 to 1
      """
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: The increase may go to the other player, or to nobody, and the send-home may be declined
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Censure"
    And Player1 chooses "pass"
    And Player1 chooses "done"
    Then Player1's hand rank is 1
    And Player2's hand rank is 7
    And Player2's posse is "Olivia Jenks, Pancho Castillo"
    And the log contains "Player1 reduces their casualties from 6 to 3"
    And Player1 is asked to "Select a casualty"

  Scenario: A failed pull does nothing but boot the spell
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Censure"
    Then "Censure" is booted
    And Player1's hand rank is 1
    And Player1 takes 6 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand Censure cannot be cast
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3S KC KS KD"
    When Player2 picks "Olivia Jenks" as shooter
    Then Player1 takes 6 casualties
    And "Censure" is unbooted
    And Player1 is asked to "Select a casualty"
