@card:25005 @blind
Feature: Kassandra Nilsson (blind proof)
  Noon/Shootout: Move Kassandra to the location of one of your Horses. If this is a shootout
  play, the location must be the location of the shootout, and Kassandra joins your posse.

  Pancho Castillo rides Roan (a Horse); Olivia Jenks, at General Store, rides Roan #2.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, General Store]
          dudes:
            - {card: Kassandra Nilsson, at: home}
            - {card: Pancho Castillo, at: Town Square, attachments: [Roan]}
            - {card: Olivia Jenks, at: General Store, attachments: ["Roan #2"]}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          dudes:
            - {card: Steven Wiles, at: Town Square}
      """

  Scenario: At Noon she moves to a Horse's location without booting
    When Player1 uses "Kassandra Nilsson"
    And Player1 selects "General Store"
    Then "Kassandra Nilsson" is at "General Store"
    And "Kassandra Nilsson" is unbooted

  Scenario: In a shootout she goes to the Horse at the fight and joins the posse
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 uses "Kassandra Nilsson"
    Then "Kassandra Nilsson" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Kassandra Nilsson"
    And Player1 is asked to "Select a dude"

  Scenario: In a shootout a Horse away from the fight does not take her there
    Given Player1 has these dudes:
      | dude              | at             | attachments |
      | Kassandra Nilsson | Player1's home |             |
      | Tommy Harden      | Town Square    |             |
      | Olivia Jenks      | General Store  | Roan #2     |
    And a shootout at "Town Square" led by "Tommy Harden" against "Steven Wiles"
    Then the log contains "Player1 has no shootout play and passes"
    And "Kassandra Nilsson" is at "Player1's home"
    And Player1 is asked to "Select a casualty"
