@card:22045
Feature: Lethargy
  Noon Hex X, Boot: X is the grit of an unbooted dude at this or an adjacent location. At
  sundown, that dude does not unboot unless their controller pays 1 ghost rock.

  Steele Archer (Huckster 2) casts it from the Town Square.

  Scenario: A successful cast marks the dude for the day
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player1's next pull is "KH"
    When Player1 uses "Lethargy"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    And "Lethargy" is booted
    And the log contains "Player1 keeps Jon Longstride booted at Sundown unless 1 ghost rock is paid"

  Scenario: X is the dude's grit: a pull below it fails
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player1's next pull is "2H"
    When Player1 uses "Lethargy"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has no lasting effects
    And "Lethargy" is booted

  Scenario: A booted dude, or one at a location not adjacent, cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has these dudes:
      | dude           | at          | booted |
      | Jon Longstride | Town Square | yes    |
      | Steven Wiles   | Blake Ranch | no     |
    When Player1 uses "Lethargy"
    And Player1 tries to select "Jon Longstride"
    Then the play is refused by rule "ability.target"
    When Player1 tries to select "Steven Wiles"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a dude"

  Scenario: At Sundown the dude's controller pays 1 ghost rock to unboot him
    Given the board "sundown"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has these dudes:
      | dude           | at          | booted |
      | Jon Longstride | Town Square | yes    |
    And "Jon Longstride" gets "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    When Player1 is done
    And Player2 is done
    Then Player2 is asked to "Select an option"
    When Player2 chooses "pay 1 ghost rock"
    Then "Jon Longstride" is unbooted
    And the log contains "Player2 pays 1 ghost rock to unboot Jon Longstride"

  Scenario: Unpaid, the dude stays booted into the next day
    Given the board "sundown"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has these dudes:
      | dude           | at          | booted |
      | Jon Longstride | Town Square | yes    |
    And "Jon Longstride" gets "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    When Player1 is done
    And Player2 is done
    And Player2 chooses "done"
    Then "Jon Longstride" is booted
    And "Steele Archer" is unbooted
    And the log contains "Player2 leaves Jon Longstride booted"

  Scenario: Without 1 ghost rock to pay, the dude stays booted
    Given the board "sundown"
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has these dudes:
      | dude           | at          | booted |
      | Jon Longstride | Town Square | yes    |
    And "Jon Longstride" gets "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    When Player1 is done
    And Player2 is done
    Then "Jon Longstride" is booted
    And the log contains "Player2 cannot pay 1 ghost rock, so Jon Longstride stays booted"

  Scenario: A dude at an adjacent location may be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Bank of California |
    And Player1's next pull is "KH"
    When Player1 uses "Lethargy"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
