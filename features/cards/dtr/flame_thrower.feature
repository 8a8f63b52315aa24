@card:01091
Feature: Flame-Thrower
  Goods, Weapon, Gadget, +1 bullets. This dude is a stud.
  Shootout, Pay 1–3 Ghost Rock, Boot: Raise the bullets on this Gadget by 1 for each ghost
  rock spent. Each round's loser takes 1 extra casualty.

  Olivia Jenks is a draw with 2 bullets (3 with the Flame-Thrower). The player chooses
  how much to pay, offered only amounts they can pay (§8.1). A Shootout ability's effect
  lasts until the end of the shootout (§8.3); the extra casualty falls on each round's
  loser, whichever side that is (§5.7).

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          | attachments   |
      | Olivia Jenks | Town Square | Flame-Thrower |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: The dude carrying the Flame-Thrower is a stud
    Given Player2 has these dudes:
      | dude         | at          |
      | Allie Hensman | Town Square |
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bullets
    And "Allie Hensman" is a draw

  Scenario: The Flame-Thrower raises its bullets by 1 for each ghost rock spent
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 2 ghost rock"
    Then "Flame-Thrower" has 3 bullets
    And "Olivia Jenks" has 5 bullets
    And "Flame-Thrower" is booted
    And "Olivia Jenks" is unbooted
    And Player1 has 3 ghost rock
    And the log contains "Player1 uses Flame-Thrower to raise its bullets by 2"
    And Player2 is asked to "Select a play"

  Scenario: The player chooses from 1 to 3 ghost rock
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    Then Player1 is asked to "Select an amount"
    And Player1 may not choose "pay 4 ghost rock"
    And the options are:
      """
      pay 1 ghost rock
      pay 2 ghost rock
      pay 3 ghost rock
      """

  Scenario: With 1 ghost rock the amount is no choice: the player pays it
    Given Player1 has 1 ghost rock
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    Then Player1 has 0 ghost rock
    And "Flame-Thrower" has 2 bullets
    And the log contains "Player1 uses Flame-Thrower to raise its bullets by 1"
    And Player2 is asked to "Select a play"

  Scenario: A player with no ghost rock cannot use the Flame-Thrower
    Given Player1 has 0 ghost rock
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 tries to use "Flame-Thrower"
    Then the play is refused because "Player1 has 0 ghost rock and needs at least 1"
    And the play is refused by rule "ability.cost"
    And Player1 is asked to "Select a play"

  Scenario: A booted Flame-Thrower cannot be used
    Given Player1 has these dudes:
      | dude         | at          | attachments             |
      | Olivia Jenks | Town Square | Flame-Thrower (booted) |
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 tries to use "Flame-Thrower"
    Then the play is refused because "Flame-Thrower is booted"
    And the play is refused by rule "ability.cost"
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: The Flame-Thrower is a Shootout ability, not a High Noon action
    When Player1 tries to use "Flame-Thrower"
    Then the play is refused by rule "noon.play_type"
    And Player1 has 5 ghost rock

  Scenario: The round's loser takes 1 extra casualty
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 1 ghost rock"
    And both players pass
    And Player2 picks "Steven Wiles" as shooter
    Then Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 uses Flame-Thrower to raise its bullets by 1
      Player1 wins the round by 1 rank
      """

  Scenario: Without the Flame-Thrower the loser takes only the rank difference
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And both players pass
    And Player2 picks "Steven Wiles" as shooter
    Then Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And the log does not contain "Player1 uses Flame-Thrower"

  Scenario: The extra casualty falls on the Flame-Thrower's own side when it loses
    Given Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Olivia Jenks    | Town Square | Flame-Thrower |
      | Pancho Castillo | Town Square |               |
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 1 ghost rock"
    And both players pass
    And Player1 picks "Olivia Jenks" as shooter
    Then Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: The bullets last until the end of the shootout
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 1 ghost rock"
    And both players pass
    And Player2 picks "Steven Wiles" as shooter
    Then "Olivia Jenks" has 4 bullets
    When Player2 covers the casualties with "Steven Wiles, Steele Archer"
    And Player1 stays
    Then Player1 wins the shootout
    And "Olivia Jenks" has 3 bullets
    And "Flame-Thrower" has no lasting effects
    And "Flame-Thrower" is booted

  Scenario: The raised bullets last into the next round of the shootout
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 1 ghost rock"
    And both players pass
    And Player2 picks "Steven Wiles" as shooter
    And Player2 covers the casualties with "Steven Wiles, Steele Archer"
    And Player2 stays
    And Player1 stays
    Then Player2's posse is "Allie Hensman"
    And "Olivia Jenks" has 4 bullets
    And "Flame-Thrower" has 2 bullets
    And Player1 is asked to "Select a play"

  Scenario: The extra casualty ends with the shootout: a later shootout that day takes only the rank difference
    Given Player1 has these dudes:
      | dude         | at          | attachments   |
      | Olivia Jenks | Town Square | Flame-Thrower |
      | Jake Smiley  | Town Square |               |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Allie Hensman | Town Square |
    # Under the stacked hand: four cards for Olivia's stud bonus (4 bullets once raised),
    # then Jake Smiley's hand in the second shootout.
    And Player1's deck starts with "4S 7D 8H TC 2H 2D 5H 5D JC"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's draw hands are "3H 3D 6C 9S KH" and then "3S 3C 6D 9H KD"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 1 ghost rock"
    And both players pass
    Then Player1 wins the round
    And Player2 takes 2 casualties
    When Player2 aces "Steele Archer"
    And Player1 is done
    Then Player1 wins the shootout
    When Player2 calls out "Jake Smiley" with "Allie Hensman"
    And Player1 accepts
    And Player1 is done
    And both players pass
    # Allie's and Jake's draw bonuses offer redraws; both keep their hands.
    And Player2 is done
    And Player1 is done
    Then Player1 wins the round
    And Player2 takes 1 casualty
    And the log contains in order:
      """
      Player2 reveals 3S 3C 6D 9H KD: One Pair (rank 2)
      Player1 reveals 2H 2D 5H 5D JC: Two Pair (rank 3)
      Player1 wins the round by 1 rank
      """
    And Player2 is asked to "Select a casualty"
