@card:24207
Feature: Spirit Trail (Weird West Edition)
  This location is adjacent to each other location that has a Spirit Trail attached.
  Noon Spirit 6, Boot: Move your dude from this location (without booting, and even if booted).

  One Spirit Trail is planted on General Store (Player1's street), another on Blake Ranch,
  out of town: the two become adjacent; Jackson's Strike, out of town without one, stays
  adjacent to nothing. Bloody Teeth is a Shaman 1.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Spirit Trail (Weird West Edition)]}]
          out_of_town: [{card: Blake Ranch, attachments: ["Spirit Trail (Weird West Edition) #2"]}, Jackson's Strike]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Pancho Castillo, at: Blake Ranch}
            - {card: Avie Cline, at: Jackson's Strike}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """

  @rule:location.adjacency.card
  Scenario: A dude at the other Spirit Trail's location is adjacent and joins the posse
    Given it is Player2's turn
    When Player2 calls out "Bloody Teeth" with "Olivia Jenks"
    And Player1 accepts
    Then the options are:
      """
      done
      join Pancho Castillo
      """
    When Player1 chooses "join Pancho Castillo"
    Then "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is booted
    And Player1 is asked to "Select a dude"

  @ruling:spirit-trail-moves-the-dude-anywhere
  Scenario: The Totem moves its player's dude away without booting him
    Given Player1's next pull is "5H"
    When Player1 uses "Spirit Trail (Weird West Edition)"
    Then the options are:
      """
      Bloody Teeth
      cancel
      """
    When Player1 selects "Bloody Teeth"
    And Player1 chooses "Town Square"
    Then "Bloody Teeth" is at "Town Square"
    And "Bloody Teeth" is unbooted
    And "Spirit Trail (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Bloody Teeth succeeds by 0 with 5H + 1 = 6 against difficulty 6
      Player1 moves Bloody Teeth to Town Square without booting
      """
