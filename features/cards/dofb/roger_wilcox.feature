@card:25008
Feature: Roger Wilcox
  Roger cannot attach Gadgets.  Roger gets +2 bullets if there is a Gadget at this
  location.

  Roger prints 0 bullets. Mechanical Horse is a Horse Gadget; Pinto a Horse that is not.

  @rule:noon.shoppin.cannot_have
  Scenario: A Gadget cannot be attached to Roger; other goods can
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Mechanical Horse, Pinto"
    And Player1 has these dudes:
      | dude         | at             |
      | Roger Wilcox | Player1's home |
    When Player1 tries to attach "Mechanical Horse" to "Roger Wilcox"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And "Mechanical Horse" is in Player1's hand
    When Player1 attaches "Pinto" to "Roger Wilcox"
    Then "Pinto" is attached to "Roger Wilcox"

  Scenario: A Gadget at his location gives Roger +2 bullets, wherever else it is it does not
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at             | attachments      |
      | Roger Wilcox | Town Square    |                  |
      | Jake Smiley  | Player1's home | Mechanical Horse |
    And Player2 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square |                  |
      | Olivia Jenks    | Town Square | Mechanical Horse |
    Then "Roger Wilcox" has 2 bullets
    When Player1 moves "Roger Wilcox" to "Player1's home"
    Then "Roger Wilcox" has 2 bullets
    When Player2 moves "Olivia Jenks" to "Player2's home"
    And Player1 moves "Jake Smiley" to "Town Square"
    Then "Roger Wilcox" has 0 bullets
