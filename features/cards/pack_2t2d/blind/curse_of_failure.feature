@card:20055 @blind
Feature: Curse of Failure (blind proof)
  Action, Condition. This dude loses all keywords, traits, and abilities. This dude's
  bullets, influence, and control points are equal to 0 and cannot be modified. This dude
  gets +1 upkeep. This card cannot be discarded by card effects.
  Noon Job, Boot: Mark an opposing dude. If successful, discard all cards attached to the
  mark and send them home booted; attach this card to the mark.

  Steele Archer leads; the mark, Olivia Jenks (a drifter: 2 bullets, 2 influence, upkeep
  1), carries a Shotgun and, booted, does not defend herself.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Curse of Failure"
    And Player1 has these dudes:
      | dude          | at             |
      | Steele Archer | Player1's home |
    And Player2 has these dudes:
      | dude         | at          | attachments | booted |
      | Olivia Jenks | Town Square | Shotgun     | true   |

  Scenario: A successful job strips the mark, sends her home booted and curses her
    When Player1 plays "Curse of Failure"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "done"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Shotgun" is in Player2's discard pile
    And "Curse of Failure" is attached to "Olivia Jenks"
    And "Olivia Jenks" has 0 bullets
    And "Olivia Jenks" has 0 influence
    And "Olivia Jenks" has 2 upkeep

  Scenario: The cursed dude's bullets and influence cannot be modified
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Olivia Jenks, at: Town Square, attachments: [Curse of Failure, Shotgun]}
      """
    And "Olivia Jenks" gets "bullets +2" from "Olivia Jenks" until end of day
    And "Olivia Jenks" gets "influence +1" from "Olivia Jenks" until end of day
    Then "Olivia Jenks" has 0 bullets
    And "Olivia Jenks" has 0 influence
    And "Olivia Jenks" has 2 upkeep

  Scenario: A dude losing his keywords: a Huckster is a Huckster no more
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Steele Archer, at: Town Square, attachments: [Curse of Failure]}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
      """
    Then "Steele Archer" does not have the keyword "Huckster"

  Scenario: A cursed dude's abilities cannot be used
    Joe Vermilion (Noon: at a deed you do not own, pay the owner 1 ghost rock to gain its
    production) is cursed at Player2's Jackson's Strike.
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Joe Vermilion, at: Jackson's Strike, attachments: [Curse of Failure]}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          street: [home, Jackson's Strike]
      """
    When Player1 tries to use "Joe Vermilion"
    Then the play is refused by rule "ability.condition"
    And Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
