@card:24029 @blind
Feature: Seamus O'Toole (blind proof)
  Dude, Mad Scientist 2. "Shootout: Target your dude with a Weapon Gadget in this
  shootout. Pull. If the pull is a club, reduce that dude to a zero draw. Otherwise,
  that Gadget gets +2 bullets."
  Flame-Thrower: Weapon Gadget, +1 bullets, "This dude is a stud". Clint Ramsey: 2-bullet
  stud, so 3 with the Flame-Thrower.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments   |
      | Seamus O'Toole | Town Square |               |
      | Clint Ramsey   | Town Square | Flame-Thrower |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Seamus O'Toole, Clint Ramsey"

  Scenario: A pull that is not a club gives the Gadget +2 bullets
    Given Player1's next pull is "5D"
    When Player1 uses "Seamus O'Toole"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 5 bullets
    And "Clint Ramsey" is a stud
    And Player1 is asked to "Select a play"

  Scenario: A club makes the dude a draw despite the Flame-Thrower's "This dude is a stud"
    Given Player1's next pull is "5C"
    When Player1 uses "Seamus O'Toole"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is a draw
    And Player1 is asked to "Select a play"

  Scenario: A dude with a non-Gadget Weapon cannot be targeted
    Given Player1 has these dudes:
      | dude           | at          | attachments |
      | Seamus O'Toole | Town Square |             |
      | Clint Ramsey   | Town Square | Shotgun     |
    When Player1 tries to use "Seamus O'Toole"
    Then the play is refused by rule "ability.target"
    And "Clint Ramsey" has 3 bullets
    And Player1 is asked to "Select a play"

  @ruling:seamus-zero-draw-is-zero
  Scenario: A club reduces the dude to a zero draw: 0 bullets, the Gadget's bonus included
    Given Player1's next pull is "5C"
    When Player1 uses "Seamus O'Toole"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 bullets
    And "Clint Ramsey" is a draw
    And Player1 is asked to "Select a play"
