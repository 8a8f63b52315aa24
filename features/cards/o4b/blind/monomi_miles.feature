@card:21015 @blind
Feature: Monomi Miles (blind proof)
  Resolution, Boot: If your hand is legal and your hand rank is higher, boot Miles's
  Sidekick to increase the casualties of both posses by his Kung Fu rating.

  Miles has Kung Fu 1; Bluetick is a Sidekick. One Pair (rank 2) beats high card (rank 1).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Monomi Miles  | Town Square | Bluetick    |
      | Steele Archer | Town Square |             |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
      | Jake Smiley     | Town Square |

  Scenario: With the higher legal hand, both posses take 1 more casualty
    Given Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    And a shootout at "Town Square" led by "Monomi Miles" against "Pancho Castillo"
    And Player1's posse is "Monomi Miles, Steele Archer"
    And Player2's posse is "Pancho Castillo, Olivia Jenks, Jake Smiley"
    When Player1 picks "Steele Archer" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Monomi Miles"
    And Player1 chooses "Bluetick"
    Then "Monomi Miles" is booted
    And "Bluetick" is booted
    When Player2 chooses "discard Olivia Jenks"
    And Player2 chooses "discard Jake Smiley"
    Then "Jake Smiley" is in Player2's discard pile
    And Player1 is asked to "Select a casualty"

  Scenario: With the lower hand there is nothing to increase
    Given Player1's next draw hand is "3H 4D 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5D 8H JS"
    And a shootout at "Town Square" led by "Monomi Miles" against "Pancho Castillo"
    And Player1's posse is "Monomi Miles, Steele Archer"
    And Player2's posse is "Pancho Castillo, Olivia Jenks, Jake Smiley"
    When Player1 picks "Steele Archer" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    Then "Monomi Miles" is unbooted
    And "Bluetick" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A cheatin' hand, though higher, does not allow it
    Given Player1's next draw hand is "2S 2S 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    And a shootout at "Town Square" led by "Monomi Miles" against "Pancho Castillo"
    And Player1's posse is "Monomi Miles, Steele Archer"
    And Player2's posse is "Pancho Castillo, Olivia Jenks, Jake Smiley"
    When Player1 picks "Steele Archer" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 tries to use "Monomi Miles"
    Then the play is refused by rule "noon.play_type"
    And "Bluetick" is unbooted
    And Player2 is asked to "Select a casualty"
