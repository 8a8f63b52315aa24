@card:24247
Feature: Too Much Attention (Weird West Edition)
  Noon: Boot a wanted dude.
  Noon: Boot a card worth one or more control points.

  Olivia Jenks is booted; Lawrence Blackwood cannot be chosen by opponents, but the card
  selects its target, it does not choose it.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          hand: [Too Much Attention (Weird West Edition)]
          street: [home]
          dudes:
            - card: Jake Smiley
              bounty: 1
        - name: Player2
          outfit: Law Dogs
          street: [home, General Store]
          dudes:
            - card: Marion Seville
              bounty: 2
            - card: Olivia Jenks
              booted: true
              bounty: 1
              control_points: 1
            - card: Steven Wiles
              control_points: 2
            - card: Lawrence Blackwood
              bounty: 1
              control_points: 1
      """
    And "Lawrence Blackwood" gets "cannot be chosen by opponents" from "Lawrence Blackwood" until end of day

  @ruling:too-much-attention-needs-an-unbooted-card
  Scenario: Boot an unbooted wanted dude, yours or an opponent's
    When Player1 plays "Too Much Attention (Weird West Edition)"
    Then the options are:
      """
      Jake Smiley
      Marion Seville
      Lawrence Blackwood
      cancel
      """
    When Player1 selects "Marion Seville"
    Then "Marion Seville" is booted
    And "Too Much Attention (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 plays Too Much Attention (Weird West Edition) to boot Marion Seville"

  @ruling:too-much-attention-needs-an-unbooted-card
  Scenario: Boot a card worth one or more control points: a deed or a dude
    When Player1 plays "Too Much Attention (Weird West Edition) (2nd ability)"
    Then the options are:
      """
      General Store
      Steven Wiles
      Lawrence Blackwood
      cancel
      """
    When Player1 selects "General Store"
    Then "General Store" is booted
    And the log contains "Player1 plays Too Much Attention (Weird West Edition) to boot General Store"
