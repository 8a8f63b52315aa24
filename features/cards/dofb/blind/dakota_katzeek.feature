@card:25015 @blind
Feature: Dakota Katzeek (blind proof)
  Noon, Boot: If Dakota is at a deed, discard a card to search your discard pile for a
  Totem, reveal it, and add it to your hand. You may immediately plant it at this deed
  (ignoring unbooted Shaman and control requirements).

  On the main street board Railroad Station is Player2's deed. Red Horse's Tail is a Totem
  costing 1; Bluetick and Roan are not Totems. Dakota is a Shaman 1.

  Background:
    Given the board "main street"
    And Player1 has 5 ghost rock
    And Player1's hand is "Bluetick"
    And Player1's discard pile is "Red Horse's Tail (Weird West Edition), Roan"

  Scenario: At an opponent's deed Dakota finds a Totem and plants it there, booted Shaman or not
    Given Player1 has these dudes:
      | dude           | at               |
      | Dakota Katzeek | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 uses "Dakota Katzeek"
    And Player1 selects "Bluetick"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    And Player1 chooses "plant it at this deed"
    Then "Dakota Katzeek" is booted
    And "Bluetick" is in Player1's discard pile
    And "Roan" is in Player1's discard pile
    And "Red Horse's Tail (Weird West Edition)" is attached to "Railroad Station"
    And Player1 has 4 ghost rock

  Scenario: Dakota may keep the Totem in hand
    Given Player1 has these dudes:
      | dude           | at               |
      | Dakota Katzeek | Railroad Station |
    When Player1 uses "Dakota Katzeek"
    And Player1 selects "Bluetick"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    And Player1 chooses "keep it in hand"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's hand
    And Player1 has 5 ghost rock

  Scenario: Away from a deed the ability does nothing
    Given Player1 has these dudes:
      | dude           | at          |
      | Dakota Katzeek | Town Square |
    When Player1 tries to use "Dakota Katzeek"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's discard pile
    And "Bluetick" is in Player1's hand
