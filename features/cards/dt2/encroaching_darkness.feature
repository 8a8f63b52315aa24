@card:24005
Feature: Encroaching Darkness (Weird West Edition)
  Reduce the cost of the first Abomination you play from your hand each turn by 1.
  Noon, Boot: Boot your dude to target an opposing dude in their location with lower
  value. Reduce the target's influence by 1. If your dude is an Abomination, reduce the
  target's bullet rating by 1.

  Tyxarglenak (cost 4, value 11) and Bobo (cost 1) are Abominations; Kevin Wainwright
  (cost 5, value 11) is not. Andreas Andregg prints value 5, 1 bullets and 2 influence; Ramiro Mendoza value 3, 3
  bullets and 1 influence; Steele Archer value 4.

  Background:
    Given a game between "Encroaching Darkness" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock

  Scenario: The first Abomination of the day costs 1 less, the next its full cost
    Given Player1's hand is "Tyxarglenak, Bobo"
    When Player1 hires "Tyxarglenak"
    And Player2 passes
    And Player1 hires "Bobo"
    Then Player1 has 6 ghost rock
    And the log contains in order:
      """
      Player1 hires Tyxarglenak for 3 ghost rock
      Player1 hires Bobo for 1 ghost rock
      """

  Scenario: A dude who is not an Abomination pays full and leaves the reduction unused
    Given Player1's hand is "Kevin Wainwright, Tyxarglenak"
    When Player1 hires "Kevin Wainwright"
    And Player2 passes
    And Player1 hires "Tyxarglenak"
    Then Player1 has 2 ghost rock
    And the log contains "Player1 hires Tyxarglenak for 3 ghost rock"

  Scenario: An Abomination darkens a lower-value dude: -1 influence and -1 bullets
    Given Player1 has these dudes:
      | dude          | at          |
      | Tyxarglenak   | Town Square |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude             | at             |
      | Ramiro Mendoza   | Town Square    |
      | Kevin Wainwright | Town Square    |
      | Olivia Jenks     | Player2's home |
    When Player1 uses "Encroaching Darkness"
    Then Player1 may choose "Ramiro Mendoza"
    And Player1 may not choose "Kevin Wainwright"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    When Player1 selects "Ramiro Mendoza"
    And Player1 selects "Tyxarglenak"
    Then "Ramiro Mendoza" has 0 influence
    And "Ramiro Mendoza" has 2 bullets
    And "Ramiro Mendoza" has "influence -1, bullets -1" from "Encroaching Darkness" until end of day
    And "Tyxarglenak" is booted
    And "Encroaching Darkness" is booted
    And the log contains "Player1 uses Encroaching Darkness to give Ramiro Mendoza -1 influence and -1 bullets"

  Scenario: Another player's Abomination pays its full cost
    Given Player2's hand is "Bobo"
    And Player2 has 5 ghost rock
    And it is Player2's turn
    When Player2 hires "Bobo"
    Then Player2 has 4 ghost rock

  Scenario: A dude who is not an Abomination takes only influence
    Given Player1 has these dudes:
      | dude             | at          |
      | Kevin Wainwright | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    When Player1 uses "Encroaching Darkness"
    And Player1 selects "Andreas Andregg"
    And Player1 selects "Kevin Wainwright"
    Then "Andreas Andregg" has 1 influence
    And "Andreas Andregg" has 1 bullets
    And the log contains "Player1 uses Encroaching Darkness to give Andreas Andregg -1 influence"
