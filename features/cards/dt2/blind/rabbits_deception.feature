@card:24229 @blind
Feature: Rabbit's Deception (blind proof)
  Tao of the Jade Rabbit technique. "Shootout Tao Technique: Send this dude home booted.
  If they were unbooted when you played this card, you may also send an opposing dude
  home booted. Combo if there is a stud in the opposing posse."
  Bai Yang Chen: value 9 + Kung Fu 1, so his test is against 10.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Tommy Harden  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Rabbit's Deception (Weird West Edition)"
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Clint Ramsey"
    And Player1's posse is "Bai Yang Chen, Tommy Harden"
    And Player2's posse is "Clint Ramsey, Olivia Jenks"

  Scenario: An unbooted dude goes home booted and sends an opposing dude home booted
    Given Player1's next pull is "10D"
    When Player1 plays "Rabbit's Deception (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" is at "Player1's home"
    And "Bai Yang Chen" is booted
    And "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is "Clint Ramsey"
    And Player1's posse is "Tommy Harden"
    And Player2 is asked to "Select a play"

  Scenario: A dude booted when the card is played goes home alone
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Bai Yang Chen | Town Square | yes    |
      | Tommy Harden  | Town Square |        |
    And Player1's next pull is "10D"
    When Player1 plays "Rabbit's Deception (Weird West Edition)"
    Then "Bai Yang Chen" is at "Player1's home"
    And "Olivia Jenks" is at "Town Square"
    And "Clint Ramsey" is at "Town Square"
    And Player2's posse is "Clint Ramsey, Olivia Jenks"
    And Player2 is asked to "Select a play"

  Scenario: A failed test (pull 11, above 10) sends nobody home
    Given Player1's next pull is "JD"
    When Player1 plays "Rabbit's Deception (Weird West Edition)"
    Then "Bai Yang Chen" is at "Town Square"
    And "Olivia Jenks" is at "Town Square"
    And Player1's posse is "Bai Yang Chen, Tommy Harden"
    And Player2 is asked to "Select a play"
