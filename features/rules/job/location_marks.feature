Feature: A job that marks a location
  Rules digest §6.1, §6.3: a job may mark a location — the town square, a deed or a home
  ("Mark another in-town location", Maggie Harris). The leader's posse goes to that
  location; the opposing side is the controller of the deed (or the owner of the home),
  or the other player for the town square or a location of your own; an opposed job is a
  shootout there. Cancelling at the choice of location refunds the job.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player2's street is "home, Telegraph Office"

  @rule:job.mark @rule:job.opposing
  Scenario: A job marking the opponent's deed goes there, and its controller may oppose
    Given Player1 has these dudes:
      | dude                               | at   |
      | Maggie Harris (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Telegraph Office |
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 chooses "Telegraph Office"
    Then "Maggie Harris (Weird West Edition)" is at "Telegraph Office"
    And Player2 is asked to "Select a dude"
    And Player2 may choose "join Steven Wiles"
    And the log contains "Player1's Maggie Harris (Weird West Edition) leads a job marking Telegraph Office"

  @rule:job.mark @rule:job.unopposed
  Scenario: A job marking the opponent's home goes there; with nobody to oppose it succeeds
    Given Player1 has these dudes:
      | dude                               | at   |
      | Maggie Harris (Weird West Edition) | home |
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 chooses "Player2's home"
    Then the job succeeds
    And the log contains "Player1's Maggie Harris (Weird West Edition) leads a job marking Player2's home"

  @rule:job.cancel
  Scenario: Cancelling at the choice of location refunds the job
    Given Player1 has these dudes:
      | dude                               | at   |
      | Maggie Harris (Weird West Edition) | home |
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 chooses "cancel"
    Then "Maggie Harris (Weird West Edition)" is unbooted
    And "Maggie Harris (Weird West Edition)" is at "Player1's home"
