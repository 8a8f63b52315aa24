@card:22029 @blind
Feature: QUATERMAN PRIME
  QUATERMAN PRIME must be invented, and enters play at the Mad Scientist's location.
  QUATERMAN PRIME'S bullets cannot be modified except by his attached goods. Cards cannot
  boot or move QUATERMAN PRIME.
  Each time a player reveals a cheatin' hand in QUATERMAN PRIME'S shootout, that player
  takes an additional casualty.

  QUATERMAN PRIME prints 2 bullets. Steele Archer (Huckster 2, influence 2) casts Bolts o'
  Doom (Shootout Hex 7: reduce an opposing dude's bullets by the caster's influence).

  Scenario: A Hex cannot lower his bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Bolts o' Doom |
    And Player2 has these dudes:
      | dude            | at          |
      | QUATERMAN PRIME | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "QUATERMAN PRIME"
    And Player1's next pull is "KH"
    When Player1 uses "Bolts o' Doom"
    And Player1 selects "QUATERMAN PRIME"
    Then "QUATERMAN PRIME" has 2 bullets
    And Player2 is asked to "Select a card"

  Scenario: His attached goods modify his bullets
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | QUATERMAN PRIME | Town Square | Shotgun     |
    Then "QUATERMAN PRIME" has 3 bullets
