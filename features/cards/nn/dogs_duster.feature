@card:08013
Feature: Dog's Duster
  Goods, Attire. While they are not wanted, this dude gets +1 influence. If this dude is a
  Deputy, they do not become wanted for joining a posse at a private location.
  Noon, Boot: If this dude is unbooted, call out a wanted dude (at this location).

  Wylie Jenks is a Deputy (2 influence); Olivia Jenks is not (2 influence). Blake Ranch is
  a Private deed.

  Background:
    Given the board "shootout"

  Scenario: Not wanted, the dude gets +1 influence; wanted, he does not
    Given Player1 has these dudes:
      | dude         | at          | bounty | attachments  |
      | Olivia Jenks | Town Square | 0      | Dog's Duster |
      | Wylie Jenks  | Town Square | 1      | Dog's Duster |
    Then "Olivia Jenks" has 3 influence
    And "Wylie Jenks" has 2 influence

  Scenario: Noon, Boot: the dude calls out a wanted dude at his location
    Given Player1 has these dudes:
      | dude         | at          | attachments  |
      | Olivia Jenks | Town Square | Dog's Duster |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steven Wiles    | Town Square | 0      |
    When Player1 uses "Dog's Duster"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Dog's Duster" is booted
    And Player2 is asked to "Select an option"

  Scenario: A booted dude calls nobody out
    Given Player1 has these dudes:
      | dude         | at          | booted | attachments  |
      | Olivia Jenks | Town Square | yes    | Dog's Duster |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    When Player1 uses "Dog's Duster"
    And Player1 selects "Pancho Castillo"
    Then "Dog's Duster" is booted
    And the log does not contain "Player1's Olivia Jenks calls out Pancho Castillo"

  Scenario: A Deputy wearing it gains no bounty for breakin' and enterin'; another dude does
    # Blake Ranch is Player1's Private deed.
    Given Player2 has these dudes:
      | dude         | at          | attachments  |
      | Wylie Jenks  | Blake Ranch | Dog's Duster |
      | Olivia Jenks | Blake Ranch | Dog's Duster |
    And Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Blake Ranch |
    When Player1 calls out "Wylie Jenks" with "Clyde Owens"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    Then "Wylie Jenks" has 0 bounty
    And "Olivia Jenks" has 1 bounty
    And "Clyde Owens" has 0 bounty
    And the log contains "Player2's Olivia Jenks gains 1 bounty for breakin' and enterin' Blake Ranch"
    And the log does not contain "Player2's Wylie Jenks gains 1 bounty for breakin' and enterin' Blake Ranch"
    And Player2 is asked to "Select a dude"
