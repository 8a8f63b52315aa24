@card:25013
Feature: Ghost Dancers
  Ghost Dancers can have one Totem attached. If Ghost Dancers are at a deed, a Totem
  attached to them is considered to be planted at that deed.
  Noon: If Ghost Dancers are unbooted at a location you control, and you have an unbooted
  Shaman there, attach a Totem to Ghost Dancers.

  Player1 controls General Store, where Ghost Dancers and Bloody Teeth (Shaman 1) stand.
  Red Horse's Tail (cost 1): "Noon Spirit X, Boot: X is the value of a dude at this
  location. Boot that dude." Olivia Jenks (value 2) stands at Bank of California.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: ["Red Horse's Tail (Weird West Edition)", "Red Horse's Tail (Weird West Edition) #2"]
          street: [home, General Store, Bank of California]
          dudes:
            - {card: Ghost Dancers, at: General Store}
            - {card: Bloody Teeth, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
      """

  @ruling:ghost-dancers-plant-a-totem-from-hand
  Scenario: At Noon a Totem from the hand is attached to Ghost Dancers, paying its cost
    When Player1 uses "Ghost Dancers"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    Then "Red Horse's Tail (Weird West Edition)" is attached to "Ghost Dancers"
    And Player1 has 9 ghost rock
    And the log contains in order:
      """
      Player1 uses Ghost Dancers
      Player1 attaches Red Horse's Tail (Weird West Edition) to Ghost Dancers for 1 ghost rock
      """

  Scenario: Their Totem is planted at the deed they stand at
    Given Player1 has these dudes:
      | dude          | at                 | attachments                           |
      | Ghost Dancers | Bank of California | Red Horse's Tail (Weird West Edition) #3 |
      | Bloody Teeth  | Bank of California |                                       |
    And Player1's next pull is "2H"
    When Player1 uses "Red Horse's Tail (Weird West Edition) #3"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And the log contains "Player1 uses Red Horse's Tail (Weird West Edition) #3 to boot Olivia Jenks"

  Scenario: Away from a deed their Totem is planted nowhere
    Given Player1 has these dudes:
      | dude          | at          | attachments                           |
      | Ghost Dancers | Town Square | Red Horse's Tail (Weird West Edition) #3 |
      | Bloody Teeth  | Town Square |                                       |
    When Player1 tries to use "Red Horse's Tail (Weird West Edition) #3"
    Then the play is refused by rule "spell.totem"

  Scenario Outline: Unless they are unbooted at a location you control with your unbooted Shaman, nothing is attached
    Given Player1 has these dudes:
      | dude          | at          | booted    |
      | Ghost Dancers | <location>  | <dancers> |
      | Bloody Teeth  | <location>  | <shaman>  |
    When Player1 uses "Ghost Dancers"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's hand
    And Player1 has 10 ghost rock

    Examples:
      | location         | dancers | shaman |
      | General Store    | false   | true   |
      | General Store    | true    | false  |
      | Town Square      | false   | false  |

  Scenario: The Shaman there must be yours
    Given Player1 has these dudes:
      | dude          | at            | booted |
      | Ghost Dancers | General Store | false  |
      | Bloody Teeth  | General Store | true   |
    And Player2 has these dudes:
      | dude                        | at            |
      | Mazatl (Weird West Edition) | General Store |
    Then Player1 controls "General Store"
    When Player1 uses "Ghost Dancers"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's hand

  @ruling:ghost-dancers-plant-a-totem-from-hand
  Scenario: They hold one Totem only
    Given Player1 has these dudes:
      | dude          | at            | attachments                           |
      | Ghost Dancers | General Store | Red Horse's Tail (Weird West Edition) #3 |
      | Bloody Teeth  | General Store |                                       |
    When Player1 uses "Ghost Dancers"
    Then "Red Horse's Tail (Weird West Edition) #2" is in Player1's hand
    And Player1 has 10 ghost rock

  @rule:noon.shoppin.totem
  Scenario: Shoppin' does not put a Totem on them
    When Player1 tries to attach "Red Horse's Tail (Weird West Edition)" to "Ghost Dancers"
    Then the play is refused by rule "noon.shoppin.totem"
