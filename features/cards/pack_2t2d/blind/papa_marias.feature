@card:20014 @blind
Feature: Papa Marias (blind proof)
  Dude, Huckster 0. Noon: Choose your unbooted Huckster at another location and Marias
  makes a Huckster skill check of 7. If successful, move that Huckster to Marias's
  location.

  Steele Archer is a Huckster 2; Papa Marias a Huckster 0: a pull of 7 or more succeeds.

  Background:
    Given the phase is High Noon

  Scenario: A pull of 7 brings the Huckster to Marias
    Given Player1 has these dudes:
      | dude          | at             |
      | Papa Marias   | Town Square    |
      | Steele Archer | Player1's home |
    And Player1's next pull is "7H"
    When Player1 uses "Papa Marias"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Town Square"

  Scenario: A pull of 6 leaves the Huckster where he is
    Given Player1 has these dudes:
      | dude          | at             |
      | Papa Marias   | Town Square    |
      | Steele Archer | Player1's home |
    And Player1's next pull is "6H"
    When Player1 uses "Papa Marias"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Player1's home"

  Scenario: A booted Huckster cannot be chosen
    Given Player1 has these dudes:
      | dude          | at             | booted |
      | Papa Marias   | Town Square    | false  |
      | Steele Archer | Player1's home | true   |
    When Player1 tries to use "Papa Marias"
    Then the play is refused by rule "ability.target"

  Scenario: A Huckster already at Marias's location cannot be chosen
    Given Player1 has these dudes:
      | dude          | at          |
      | Papa Marias   | Town Square |
      | Steele Archer | Town Square |
    When Player1 tries to use "Papa Marias"
    Then the play is refused by rule "ability.target"
