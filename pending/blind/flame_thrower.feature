@card:01091 @blind
Feature: Flame-Thrower (blind proof, pending ruling)
  Weapon, Gadget, Difficulty 8, +1 bullets. This dude is a stud.
  Shootout, Pay 1–3 Ghost Rock, Boot: Raise the bullets on this Gadget by 1 for each
  ghost rock spent. Each round's loser takes 1 extra casualty.

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
