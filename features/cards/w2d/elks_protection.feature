@card:23046
Feature: Elk's Protection
  Can only attach to a deed.
  Noon Spirit 8, Boot: Choose a dude without a Weapon. That dude has +X bullets. X is this
  deed's printed production.
  Shootout Spirit 8, Boot: Choose a dude without a Weapon. That dude has +X bullets. X is
  this deed's printed production.

  Planted on Bank of California (production 3), cast by Bloody Teeth (Shaman 1, 1 bullet)
  standing there. Olivia Jenks has 2 bullets; Pancho Castillo carries a Shotgun.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: ["Elk's Protection #2"]
          street: [home, {card: Bank of California, attachments: [Elk's Protection]}]
          dudes:
            - {card: Bloody Teeth, at: Bank of California}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
            - {card: Pancho Castillo, at: home, attachments: [Shotgun]}
      """

  Scenario: At Noon a dude without a Weapon has +X bullets for the day, X the deed's printed production
    Given Player1's next pull is "7H"
    When Player1 uses "Elk's Protection"
    Then the options are:
      """
      Bloody Teeth
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 5 bullets
    And "Olivia Jenks" has "bullets +3" from "Elk's Protection" until end of day
    And "Elk's Protection" is booted
    And the log contains in order:
      """
      Player1's Bloody Teeth casts Elk's Protection on Olivia Jenks
      Player1's Bloody Teeth succeeds by 0 with 7H + 1 = 8 against difficulty 8
      Player1 uses Elk's Protection to give Olivia Jenks +3 bullets
      """

  Scenario: In a shootout the bonus lasts the shootout
    Given Player1's next pull is "7H"
    When Player1 calls out "Olivia Jenks" with "Bloody Teeth"
    And Player2 accepts
    And Player1 uses "Elk's Protection (2nd ability)"
    And Player1 selects "Bloody Teeth"
    Then "Bloody Teeth" has 4 bullets
    And "Bloody Teeth" has "bullets +3" from "Elk's Protection" until end of shootout
    And the log contains "Player1 uses Elk's Protection to give Bloody Teeth +3 bullets"
    And Player2 is asked to "Select a casualty"

  @rule:noon.shoppin.only_attach
  Scenario: It can only attach to a deed
    When Player1 tries to attach "Elk's Protection #2" to "The Spiritual Society (Weird West Edition)"
    Then the play is refused by rule "noon.shoppin.only_attach"
