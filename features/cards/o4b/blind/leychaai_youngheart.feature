@card:21014 @blind
Feature: Leychaa'i Youngheart (blind proof)
  Noon/Shootout: Move a non-Spirit Sidekick from your dude at this or an adjacent location
  to another of your dudes at this or an adjacent location.

  Bluetick is a Sidekick, not a Spirit.

  Scenario: At Noon a Sidekick moves from one of your dudes to another
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          | attachments |
      | Leychaa'i Youngheart | Town Square |             |
      | Steele Archer       | Town Square | Bluetick    |
      | Olivia Jenks        | Town Square |             |
    When Player1 uses "Leychaa'i Youngheart"
    And Player1 chooses "Bluetick"
    And Player1 chooses "Olivia Jenks"
    Then "Bluetick" is attached to "Olivia Jenks"

  Scenario: From an adjacent location, in a shootout
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                 | at             | attachments |
      | Leychaa'i Youngheart | Town Square    |             |
      | Steele Archer        | Player1's home | Bluetick    |
      | Olivia Jenks         | Town Square    |             |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Leychaa'i Youngheart" against "Pancho Castillo"
    When Player1 uses "Leychaa'i Youngheart"
    And Player1 chooses "Bluetick"
    And Player1 chooses "Olivia Jenks"
    Then "Bluetick" is attached to "Olivia Jenks"
    And Player1 is asked to "Select a casualty"
