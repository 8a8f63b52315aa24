@card:01091 @blind
Feature: Flame-Thrower (blind proof)
  Weapon, Gadget, Difficulty 8, +1 bullets. This dude is a stud.
  Shootout, Pay 1–3 Ghost Rock, Boot: Raise the bullets on this Gadget by 1 for each
  ghost rock spent. Each round's loser takes 1 extra casualty.

  Olivia Jenks is printed as a 2-bullet draw. Player1 has 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments   |
      | Olivia Jenks | Town Square | Flame-Thrower |
    And Player2 has these dudes:
      | dude          | at          |
      | Clyde Owens   | Town Square |
      | Steele Archer | Town Square |
      | Avie Cline    | Town Square |

  Scenario: The dude is a stud with the bullet bonus
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bullets

  Scenario: Each ghost rock spent raises the bullets by 1
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 2 ghost rock"
    Then "Olivia Jenks" has 5 bullets
    And Player1 has 3 ghost rock
    And "Flame-Thrower" is booted
    And Player1 is asked to "Select a card"

  Scenario: The round's loser takes 1 extra casualty
    Player1's full house beats Player2's three of a kind by 3 ranks: 4 casualties.
    Given Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "3S 3D 3C 9S QS"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 adds "Avie Cline" to the posse
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 1 ghost rock"
    And Player2 picks "Clyde Owens" as shooter
    Then Player1 wins the round
    And Player2 takes 4 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: The extra casualty falls on the Flame-Thrower's own side when it loses
    Player2's two pair beats Player1's pair by 1 rank: Player1 takes 2 casualties.
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 5C 5S QS"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 1 ghost rock"
    Then Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Only 1 to 3 ghost rock can be paid
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    Then Player1 is asked to "Select an amount"
    And the options are:
      """
      pay 1 ghost rock
      pay 2 ghost rock
      pay 3 ghost rock
      """

  Scenario: The raised bullets last until the end of the shootout
    Given Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 2D 5C 5S QS"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 2 ghost rock"
    And Player2 aces "Clyde Owens"
    And Player1 stays
    Then Player1 wins the shootout
    And "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a stud

  @ruling:flame-thrower-extra-casualty-needs-the-ability
  Scenario: Without using the ability the loser takes only the rank difference
    Given Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "3S 3D 3C 9S QS"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 adds "Avie Cline" to the posse
    And Player1 passes
    And Player2 picks "Clyde Owens" as shooter
    Then Player1 wins the round
    And Player2 takes 3 casualties
    And Player2 is asked to "Select a casualty"
