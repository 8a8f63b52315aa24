@card:25013 @blind
Feature: Ghost Dancers (blind proof)
  Ghost Dancers can have one Totem attached. If Ghost Dancers are at a deed, a Totem
  attached to them is considered to be planted at that deed.

  Noon: If Ghost Dancers are unbooted at a location you control, and you have an unbooted
  Shaman there, attach a Totem to Ghost Dancers.

  On the main street board General Store is Player1's deed. Black Elk is a Shaman 3. Red
  Horse's Tail (cost 1): "Noon Spirit X, Boot: X is the value of a dude at this location.
  Boot that dude." Clint Ramsey has value 11.

  Background:
    Given the board "main street"
    And Player1 has 5 ghost rock
    And Player1's hand is "Red Horse's Tail (Weird West Edition), Mountain Lion's Den"

  Scenario: With an unbooted Shaman at a deed they control, a Totem from hand goes on Ghost Dancers
    Given Player1 has these dudes:
      | dude          | at            |
      | Ghost Dancers | General Store |
      | Black Elk     | General Store |
    When Player1 uses "Ghost Dancers"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    Then "Red Horse's Tail (Weird West Edition)" is attached to "Ghost Dancers"
    And Player1 has 4 ghost rock

  Scenario: Without an unbooted Shaman there no Totem is attached
    Given Player1 has these dudes:
      | dude          | at            | booted |
      | Ghost Dancers | General Store | no     |
      | Black Elk     | General Store | yes    |
    When Player1 tries to use "Ghost Dancers"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's hand
    And Player1 has 5 ghost rock

  Scenario: At a location Player1 does not control no Totem is attached
    Given Player1 has these dudes:
      | dude          | at          |
      | Ghost Dancers | Town Square |
      | Black Elk     | Town Square |
    When Player1 tries to use "Ghost Dancers"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's hand
    And Player1 has 5 ghost rock

  Scenario: Their Totem is planted at the deed they stand at, and cast from there
    Given Player1 has these dudes:
      | dude          | at            |
      | Ghost Dancers | General Store |
      | Black Elk     | General Store |
      | Clint Ramsey  | General Store |
    And Player1's next pull is "KH"
    When Player1 uses "Ghost Dancers"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    And Player2 passes
    And Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
