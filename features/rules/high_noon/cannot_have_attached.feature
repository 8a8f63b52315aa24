Feature: A dude who cannot have some attachments (§3.5)
  Printed "Mason cannot have non-Melee Weapons attached": shoppin' or trading such a card
  onto him is refused; other attachments are not.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock

  @rule:noon.shoppin.cannot_have
  Scenario: A Weapon cannot be traded to him
    Given Player1 has these dudes:
      | dude          | at   | attachments |
      | Mason Adler   | home |             |
      | Steele Archer | home | Shotgun     |
    When Player1 tries to trade "Shotgun" to "Mason Adler"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And "Shotgun" is attached to "Steele Archer"

  Scenario: Goods that are no Weapon attach as usual
    Given Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player1's hand is "Doyle's Hoyle"
    When Player1 attaches "Doyle's Hoyle" to "Mason Adler"
    Then "Doyle's Hoyle" is attached to "Mason Adler"
