Feature: Bullets modified only by attached goods
  Rules digest §1.3: "QUATERMAN PRIME'S bullets cannot be modified except by his attached
  goods" — read with his bullets, every other effect on them is left out, whenever made;
  his attached goods' bullets still add (Shotgun +1). QUATERMAN prints 2 bullets. Sun in
  Yer Eyes: "That dude gets -2 bullets (minimum 0) and becomes a draw" — the draw is no
  bullet modifier and applies.

  @rule:effect.only_attached_goods
  Scenario: Sun in Yer Eyes lowers nothing; Shotgun still adds
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | QUATERMAN PRIME | Town Square | Shotgun     |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Clint Ramsey" against "QUATERMAN PRIME"
    When Player1 plays "Sun in Yer Eyes"
    And Player1 selects "QUATERMAN PRIME"
    Then "QUATERMAN PRIME" has 3 bullets
    And "QUATERMAN PRIME" is a draw
    And Player1 is asked to "Select a card"
