@card:25014
Feature: SuAnne Bettelyuon
  SuAnne cannot leave a shootout due to card effects.
  Repeat Shootout: Discard a card to make SuAnne a stud. If you discarded a Technique, give
  SuAnne +1 bullets and +1 value. You can use this ability once per shootout.

  SuAnne is a draw with 1 bullet and value 3. Zhu's Ferocity is a Technique; Pistol Whip
  sends a dude in the other posse home booted.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Zhu's Ferocity, Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude              | at          |
      | SuAnne Bettelyuon | Town Square |
    And Player2's hand is "Pistol Whip"
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "SuAnne Bettelyuon" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Steele Archer"

  Scenario: Discarding a Technique makes her a stud with +1 bullets and +1 value, once per shootout
    When Player1 uses "SuAnne Bettelyuon"
    And Player1 chooses "discard Zhu's Ferocity"
    Then "SuAnne Bettelyuon" is a stud
    And "SuAnne Bettelyuon" has 2 bullets
    And "SuAnne Bettelyuon" has "bullets +1, value +1" from "SuAnne Bettelyuon" until end of shootout
    And "Zhu's Ferocity" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 uses SuAnne Bettelyuon
      Player1 discards Zhu's Ferocity to make SuAnne Bettelyuon a stud
      Player1 gives SuAnne Bettelyuon +1 bullets and +1 value
      """
    When Player2 passes
    And Player1 tries to use "SuAnne Bettelyuon"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 is asked to "Select a play"

  Scenario: Discarding another card makes her a stud only
    When Player1 uses "SuAnne Bettelyuon"
    And Player1 chooses "discard Sun in Yer Eyes"
    Then "SuAnne Bettelyuon" is a stud
    And "SuAnne Bettelyuon" has 1 bullets
    And "SuAnne Bettelyuon" has "stud" from "SuAnne Bettelyuon" until end of shootout
    And Player2 is asked to "Select a play"

  Scenario: A card effect cannot send her home from the shootout
    When Player1 passes
    And Player2 plays "Pistol Whip"
    And Player2 selects "SuAnne Bettelyuon"
    And Player2 selects "Steele Archer"
    Then "SuAnne Bettelyuon" is at "Town Square"
    And Player1's posse is "SuAnne Bettelyuon"
    And the log contains "SuAnne Bettelyuon cannot leave the shootout"
    And Player1 is asked to "Select a play"
