Feature: Cost reductions chosen as a card is played
  Rules digest §8.1 (costs) and §3.5 (shoppin'), with the Weird West Edition's reductions
  of a card's own cost its player chooses as it is played: "reduce the cost to play Eagle
  Woman by the influence of one of your dudes", "you may boot any number of your dudes to
  reduce the cost to play Farnum by the total influence of the dudes booted". The card may
  be played whenever the best choice makes it affordable; then what the player cannot pay
  must come off; the cost never goes below 0.

  E.B. Farnum costs 10 (Morgan Cattle Co. is Entrepreneurs). Steven Wiles and Lane Healey
  print 3 influence, Olivia Jenks and Pancho Castillo 2, Jon Longstride 1.

  Background:
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "E.B. Farnum"

  @rule:cost.chosen_reduction @rule:noon.shoppin.cost
  Scenario: Unaffordable even with the best choice: the card cannot be played
    Given Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | home        |
    When Player1 tries to hire "E.B. Farnum"
    Then the play is refused by rule "noon.shoppin.cost"
    And "Steven Wiles" is unbooted

  @rule:cost.chosen_reduction
  Scenario: Affordable only with the best choice: the player may not stop before enough comes off
    Given Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | home        |
    When Player1 hires "E.B. Farnum"
    And Player1 selects "Olivia Jenks"
    Then the options are:
      """
      Steven Wiles
      """
    When Player1 selects "Steven Wiles"
    Then Player1 has 0 ghost rock
    And "E.B. Farnum" is at "Player1's home"

  @rule:cost.chosen_reduction @rule:cost.modifier
  Scenario: More reduction than the cost: it is played for 0, never less
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Lane Healey     | home        |
      | Olivia Jenks    | home        |
      | Pancho Castillo | home        |
      | Jon Longstride  | home        |
    When Player1 hires "E.B. Farnum"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Lane Healey"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Jon Longstride"
    Then Player1 has 0 ghost rock
    And "Jon Longstride" is booted
    And the log contains "Player1 hires E.B. Farnum for 0 ghost rock"
