Feature: Costs that boot dudes for a total
  Rules digest §8.1: "Boot your dudes with a total influence greater than X" is paid by
  booting dudes one at a time until their total exceeds X; each dude counts the influence
  he has as he is booted to pay, so an effect that lowers booted dudes' influence
  afterwards (Hustings: "All dudes not controlled by this deed's controller have -1
  influence while booted at home") does not take back what he paid.

  Law Dogs: "Noon, Boot: Boot your dudes with total influence greater than target dude's
  influence to add 1 bounty to that dude." Steven Wiles has 3 influence, Pancho Castillo 2.

  Scenario: A dude's influence counts as he is booted, whatever it becomes once booted
    Given the phase is High Noon
    And Player1's street is "home, Hustings (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    And it is Player2's turn
    When Player2 uses "Law Dogs"
    And Player2 selects "Pancho Castillo"
    And Player2 selects "Steven Wiles"
    Then "Pancho Castillo" has 1 bounty
    And "Steven Wiles" is booted
    And "Steven Wiles" has 2 influence
