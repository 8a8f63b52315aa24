Feature: Adjacency made by cards
  Rules digest §4.1: "Out-of-Town deeds are adjacent to nothing unless a card says so";
  "cards can add or block adjacency". A card in play that says "this location is adjacent
  to ..." links its location (a deed itself, or the location a Totem is planted at) to
  those locations, both ways, for as long as it is in play with its text
  (engine/locations.py, AdjacencyLink). Everything that asks about adjacency sees it:
  moving, joining a posse, "an adjacent location".

  Surveyor's Office: "This deed is adjacent to all Out of Town Deeds."
  Spirit Trail: "This location is adjacent to each other location that has a Spirit Trail
  attached." Bloody Teeth is a Shaman 1.

  @rule:location.adjacency.card
  Scenario: A dude at the Surveyor's Office joins a posse out of town, and the other way round
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          street: [home, Surveyor's Office (Weird West Edition)]
          out_of_town: [Blake Ranch]
          dudes:
            - {card: Pancho Castillo, at: Blake Ranch}
            - {card: Avie Cline, at: Surveyor's Office (Weird West Edition)}
        - name: Player2
          outfit: Law Dogs
          out_of_town: [Jackson's Strike]
          dudes:
            - {card: Olivia Jenks, at: Blake Ranch}
            - {card: Clint Ramsey, at: Surveyor's Office (Weird West Edition)}
            - {card: Jonah Essex, at: Jackson's Strike}
      """
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then the options are:
      """
      done
      join Avie Cline
      """
    When Player1 chooses "join Avie Cline"
    Then the options are:
      """
      done
      join Clint Ramsey
      """

  @rule:location.adjacency.card
  Scenario: A Totem shopped onto a home links it to the other Spirit Trail: moving there from home is free
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: ["Spirit Trail (Weird West Edition) #2"]
          street: [home, General Store]
          out_of_town: [{card: Blake Ranch, attachments: [Spirit Trail (Weird West Edition)]}]
          dudes:
            - {card: Bloody Teeth, at: home}
        - name: Player2
          outfit: Law Dogs
      """
    When Player1 attaches "Spirit Trail (Weird West Edition) #2" to "The Spiritual Society (Weird West Edition)"
    And Player2 passes
    And Player1 moves "Bloody Teeth" to "Blake Ranch"
    Then "Bloody Teeth" is at "Blake Ranch"
    And "Bloody Teeth" is unbooted
    And the last log line is "Player1 moves Bloody Teeth to Blake Ranch without booting"

  @rule:location.adjacency
  Scenario: Without a second Spirit Trail, home and the out-of-town deed are not adjacent
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, General Store]
          out_of_town: [{card: Blake Ranch, attachments: [Spirit Trail (Weird West Edition)]}]
          dudes:
            - {card: Bloody Teeth, at: home}
        - name: Player2
          outfit: Law Dogs
      """
    When Player1 moves "Bloody Teeth" to "Blake Ranch"
    Then "Bloody Teeth" is booted
    And the last log line is "Player1 boots Bloody Teeth to move them to Blake Ranch"

  # Maza Gang Hideout: "This deed is not adjacent to the town square." A card may also
  # block adjacency (AdjacencyLink with cuts): both ways, over what the street says.
  @rule:location.adjacency.card
  Scenario: A card's "not adjacent to the town square" blocks the way both ways
    Given the phase is High Noon
    And Player1's street is "home, Maza Gang Hideout, General Store"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 moves "Olivia Jenks" to "Maza Gang Hideout"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" is at "Maza Gang Hideout"

  @rule:location.adjacency.card
  Scenario: The blocked deed stays adjacent to its street neighbours
    # Home to an adjacent location is a move without booting (§4.2).
    Given the phase is High Noon
    And Player1's street is "home, Maza Gang Hideout, General Store"
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 moves "Olivia Jenks" to "Maza Gang Hideout"
    Then "Olivia Jenks" is unbooted
    And "Olivia Jenks" is at "Maza Gang Hideout"
