Feature: A boot cost waived while a condition holds
  Rules digest §8.1: an ability's costs must be payable before it is used, so a "Boot:"
  ability of a booted card is refused. A card printed "If <condition>, he ignores the boot
  cost of this ability" (Silas Aims (Exp.1): "If Silas is the mark") is used while the
  condition holds as if it printed no boot: a booted card may use it and an unbooted one
  does not boot. "The mark" is the dude the shootout is against: a job's mark or the dude
  called out (§5, §6). Silas has 3 bounty; Olivia Jenks prints 2 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude               | at          | bounty | booted |
      | Silas Aims (Exp.1) | Town Square | 3      | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |

  @rule:ability.cost
  Scenario: The mark of a job ignores the boot cost even when booted
    Given a job "Kidnappin'" at "Town Square" led by "Steven Wiles" against "Silas Aims (Exp.1)"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1 is the first player
    When Player1 uses "Silas Aims (Exp.1)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Silas Aims (Exp.1)" is booted
    And Player2 is asked to "Select a card"

  @rule:ability.cost
  Scenario: The leader of the shootout is not the mark: a booted Silas cannot pay
    Given a shootout at "Town Square" led by "Silas Aims (Exp.1)" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 is the first player
    When Player1 tries to use "Silas Aims (Exp.1)"
    Then the play is refused by rule "ability.cost"
    And "Olivia Jenks" is at "Town Square"
    And Player1 is asked to "Select a play"
