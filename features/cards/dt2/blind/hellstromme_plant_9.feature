@card:24135 @blind
Feature: Hellstromme Plant #9 (Weird West Edition) (blind proof)
  Controller Noon/Shootout, Pay 1 Ghost Rock, boot: Target a dude you own and control.
  Unboot the the target's Horse or Gadget, and you may use one of the abilities on that
  attachment an additional time this turn.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          street: [home, "Hellstromme Plant #9 (Weird West Edition)", General Store]
          dudes:
            - {card: Olivia Jenks, at: home, attachments: [{card: Mustang, booted: true}]}
        - name: Player2
          outfit: Law Dogs
          street: [home]
      used_abilities: [Mustang]
      """

  Scenario: The Plant unboots the dude's Horse for 1 ghost rock, and the Horse may be used again today
    When Player1 uses "Hellstromme Plant #9 (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Mustang"
    Then "Mustang" is unbooted
    And Player1 has 4 ghost rock
    And "Hellstromme Plant #9 (Weird West Edition)" is booted
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 selects "General Store"
    Then "Olivia Jenks" is at "General Store"
    And "Mustang" is booted

  Scenario: Without the Plant the used Horse cannot be used again
    When Player1 tries to use "Mustang"
    Then "Olivia Jenks" is at "Player1's home"

  Scenario: Without 1 ghost rock to pay, the Plant does nothing
    Given Player1 has 0 ghost rock
    When Player1 tries to use "Hellstromme Plant #9 (Weird West Edition)"
    Then "Mustang" is booted
    And "Hellstromme Plant #9 (Weird West Edition)" is unbooted
