@card:24177 @blind
Feature: Guide Horse (blind proof)
  Horse. "Noon, Boot: Move this dude to town square."

  Background:
    Given the board "main street"

  Scenario: The horse takes its dude to the town square, the dude stays unbooted
    Given Player1 has these dudes:
      | dude         | at            | attachments                      |
      | Clint Ramsey | General Store | Guide Horse (Weird West Edition) |
    When Player1 uses "Guide Horse (Weird West Edition)"
    Then "Clint Ramsey" is at "Town Square"
    And "Clint Ramsey" is unbooted
    And "Guide Horse (Weird West Edition)" is booted

  Scenario: A booted dude is moved too (the Horse boots, not the dude)
    Given Player1 has these dudes:
      | dude         | at            | booted | attachments                      |
      | Clint Ramsey | Blake Ranch   | yes    | Guide Horse (Weird West Edition) |
    When Player1 uses "Guide Horse (Weird West Edition)"
    Then "Clint Ramsey" is at "Town Square"
    And "Clint Ramsey" is booted

  Scenario: Once per day
    Given Player1 has these dudes:
      | dude         | at            | attachments                      |
      | Clint Ramsey | General Store | Guide Horse (Weird West Edition) |
    And Player1 has used "Guide Horse (Weird West Edition)" today
    When Player1 tries to use "Guide Horse (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
