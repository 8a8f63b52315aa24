@card:24094 @blind
Feature: Rattler Young 'Un (blind proof)
  While Rattler Young 'Un is at a deed, he uses his bullet rating to determine control of
  the deed instead of his influence.
  Shootout: If there is only one dude in the opposing posse, Rattler Young 'Un becomes a
  stud

  Scenario: At an opposing deed his 2 bullets take control from nobody
    Given the board "main street"
    And Player1 has these dudes:
      | dude              | at               |
      | Rattler Young 'Un | Railroad Station |
    Then Player1 controls "Railroad Station"

  Scenario: His 2 bullets beat 1 opposing influence at the deed
    Given the board "main street"
    And Player1 has these dudes:
      | dude              | at               |
      | Rattler Young 'Un | Railroad Station |
    And Player2 has these dudes:
      | dude                                | at               |
      | Asakichi Cooke (Weird West Edition) | Railroad Station |
    Then Player1 controls "Railroad Station"

  Scenario: His 2 bullets only tie 2 opposing influence: the owner keeps the deed
    Given the board "main street"
    And Player1 has these dudes:
      | dude              | at               |
      | Rattler Young 'Un | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    Then Player2 controls "Railroad Station"

  Scenario: Against a posse of one he becomes a stud
    Given the board "shootout"
    And Player1 has these dudes:
      | dude              | at          |
      | Rattler Young 'Un | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Rattler Young 'Un" against "Olivia Jenks"
    When Player1 uses "Rattler Young 'Un"
    Then "Rattler Young 'Un" is a stud
    And Player1 is asked to "Select a card"

  Scenario: Against a posse of two he stays a draw
    Given the board "shootout"
    And Player1 has these dudes:
      | dude              | at          |
      | Rattler Young 'Un | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Rattler Young 'Un" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    When Player1 tries to use "Rattler Young 'Un"
    Then "Rattler Young 'Un" is a draw
    And Player2 is asked to "Select a dude"
