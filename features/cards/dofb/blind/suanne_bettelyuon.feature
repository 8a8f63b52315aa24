@card:25014 @blind
Feature: SuAnne Bettelyuon (blind proof)
  SuAnne cannot leave a shootout due to card effects.

  Repeat Shootout: Discard a card to make SuAnne a stud. If you discarded a Technique, give
  SuAnne +1 bullets and +1 value. You can use this ability once per shootout.

  SuAnne prints as a draw with 1 bullet and value 3, plus her Kung Fu 2 in play (value 5,
  §1.3). Zhu's Ferocity is a Technique; Bluetick is not. Pistol Whip: "Shootout: Boot your
  dude in this posse to send a dude in the other posse home booted."

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at          |
      | SuAnne Bettelyuon | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "SuAnne Bettelyuon" against "Olivia Jenks"

  Scenario: Discarding a card that is no Technique makes her a stud, no more
    Given Player1's hand is "Bluetick, Zhu's Ferocity"
    When Player1 uses "SuAnne Bettelyuon"
    And Player1 chooses "discard Bluetick"
    Then "SuAnne Bettelyuon" is a stud
    And "SuAnne Bettelyuon" has 1 bullets
    And "SuAnne Bettelyuon" has 5 value
    And Player2 is asked to "Select a casualty"

  Scenario: Discarding a Technique also gives her +1 bullets and +1 value
    Given Player1's hand is "Bluetick, Zhu's Ferocity"
    When Player1 uses "SuAnne Bettelyuon"
    And Player1 chooses "discard Zhu's Ferocity"
    Then "SuAnne Bettelyuon" is a stud
    And "SuAnne Bettelyuon" has 2 bullets
    And "SuAnne Bettelyuon" has 6 value
    And Player2 is asked to "Select a casualty"

  Scenario: She uses it once per shootout
    Given Player1's hand is "Bluetick, Zhu's Ferocity"
    When Player1 uses "SuAnne Bettelyuon"
    And Player1 chooses "discard Bluetick"
    Then the log contains in order:
      """
      Player2 has no shootout play and passes
      Player1 has no shootout play and passes
      """
    And Player2 is asked to "Select a casualty"

  Scenario: An opposing card effect cannot send her home from the shootout
    Given Player2's hand is "Pistol Whip"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player2 plays "Pistol Whip"
    And Player2 selects "SuAnne Bettelyuon"
    And Player2 selects "Olivia Jenks"
    Then "SuAnne Bettelyuon" is at "Town Square"
    And Player1's posse is "SuAnne Bettelyuon"
    And "Olivia Jenks" is booted
    And Player2 is asked to "Select a card"
