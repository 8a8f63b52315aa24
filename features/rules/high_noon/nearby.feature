Feature: Nearby (§4.1)
  The Weird West Edition's "nearby": a location is nearby another when it is the same
  location or adjacent to it. On a street that is the location and its neighbours, plus
  the town square; two steps along the street is not nearby, nor is an out-of-town deed.
  The Mayor's Office (Weird West Edition) gives +1 or -1 influence to a nearby dude.

  @rule:location.nearby @card:24105
  Scenario: The deed itself, its street neighbour and the town square are nearby; two steps away is not
    Given the board "shootout"
    And Player1's street is "home, General Store, The Mayor's Office (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at                                      |
      | Pancho Castillo | The Mayor's Office (Weird West Edition) |
      | Steele Archer   | General Store                           |
      | Avie Cline      | Town Square                             |
      | Jonah Essex     | home                                    |
      | Clint Ramsey    | Blake Ranch                             |
    When Player1 uses "The Mayor's Office (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      Steele Archer
      Avie Cline
      cancel
      """
    And Player1 may not choose "Jonah Essex"
