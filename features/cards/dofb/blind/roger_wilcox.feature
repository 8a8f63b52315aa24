@card:25008 @blind
Feature: Roger Wilcox (blind proof)
  Roger cannot attach Gadgets.
  Roger gets +2 bullets if there is a Gadget at this location.

  Roger prints 0 bullets. Whistle Stop is a Gadget goods.

  Background:
    Given the board "shootout"

  Scenario: A Gadget at his location gives Roger +2 bullets; away from it he has none
    Given Player1 has these dudes:
      | dude           | at          | attachments  |
      | Roger Wilcox   | Town Square |              |
      | Jon Longstride | Town Square | Whistle Stop |
    Then "Roger Wilcox" has 2 bullets
    When Player1 moves "Roger Wilcox" to "General Store"
    Then "Roger Wilcox" has 0 bullets

  Scenario: An opponent's Gadget at his location counts too
    Given Player1 has these dudes:
      | dude         | at          |
      | Roger Wilcox | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments  |
      | Steven Wiles | Town Square | Whistle Stop |
    Then "Roger Wilcox" has 2 bullets

  Scenario: A Gadget cannot be traded to Roger
    Given Player1 has these dudes:
      | dude           | at   | attachments  |
      | Roger Wilcox   | home |              |
      | Jon Longstride | home | Whistle Stop |
    When Player1 tries to trade "Whistle Stop" to "Roger Wilcox"
    Then "Whistle Stop" is attached to "Jon Longstride"
