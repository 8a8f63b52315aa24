Feature: What other players' card effects cannot do to a dude
  Rules digest §8.1: "other players' card effects cannot boot them or send them home
  booted" (Strength of the Ancestors) holds against the card effects of every player but
  the dude's controller. His own player's effects still may, and the rules are no card
  effect: a dude joining a posse from another location boots, whatever protects him.
  Bai Yang Chen (value 9, Kung Fu 1) performs techniques on pulls up to 10. Raking Dragons
  boots a dude and gives -2 value; Rabbit's Deception sends its performer home booted and,
  if he was unbooted, may send an opposing dude home booted too.

  @rule:effects.other_players @card:24219
  Scenario: Another player's technique cannot boot the dude; the rest of it still applies
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2's hand is "Raking Dragons (Weird West Edition)"
    And Player2's next pull is "4D"
    And "Steven Wiles" gets "cannot be booted by other players' card effects" from "Steven Wiles" until end of day
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    When Player2 plays "Raking Dragons (Weird West Edition)"
    And Player2 selects "Steven Wiles"
    Then "Steven Wiles" is unbooted
    And "Steven Wiles" has 6 value
    And the log contains "Player2's card effects cannot boot Steven Wiles"
    And Player1 is asked to "Select a casualty"

  @rule:effects.other_players @card:24229
  Scenario: His own player's technique still sends him home booted, and another player's cannot
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And Player1's hand is "Rabbit's Deception (Weird West Edition)"
    And Player1's next pull is "4D"
    And "Bai Yang Chen" gets "cannot be sent home booted by other players' card effects" from "Bai Yang Chen" until end of day
    And "Olivia Jenks" gets "cannot be sent home booted by other players' card effects" from "Olivia Jenks" until end of day
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    When Player1 plays "Rabbit's Deception (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" is at "Player1's home"
    And "Bai Yang Chen" is booted
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    And the log contains "Player1's card effects cannot send Olivia Jenks home booted"
    And Player2 is asked to "Select a dude"

  @rule:effects.other_players @rule:shootout.posse
  Scenario: The rules still boot him: joining a posse from his home
    Given the phase is High Noon
    And it is Player2's turn
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Olivia Jenks    | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Olivia Jenks" gets "cannot be booted by other players' card effects" from "Olivia Jenks" until end of day
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 accepts
    And Player1 adds "Olivia Jenks" to the posse
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And Player1 is asked to "Select a dude"
