Feature: A dude who cannot leave a shootout due to card effects
  Rules digest §8.3 (restrictions), §4.2 and §5.9 (leaving a posse): "cannot leave a
  shootout due to card effects" keeps the dude in his posse against every card effect that
  would send him home, move him away or take him out of it — anyone's, his own player's
  included — while the shootout lasts (engine/restrictions.py). SuAnne Bettelyuon (25014)
  prints it. Soul Blast: "Choose a dude in this shootout. X is that dude's grit. If
  successful, send the dude home booted." Steele Archer is a Huckster 2.

  Background:
    Given the phase is High Noon

  @rule:effect.restriction @ruling:suanne-stays-unbooted-when-she-cannot-go-home
  Scenario: An opposing Soul Blast cannot send her home from the shootout
    Given Player1 has these dudes:
      | dude              | at          |
      | SuAnne Bettelyuon | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2's next pull is "5H"
    And a shootout at "Town Square" led by "SuAnne Bettelyuon" against "Steele Archer"
    When Player2 uses "Soul Blast"
    And Player2 selects "SuAnne Bettelyuon"
    Then "SuAnne Bettelyuon" is at "Town Square"
    And "SuAnne Bettelyuon" is unbooted
    And Player1's posse is "SuAnne Bettelyuon"
    And the log contains "SuAnne Bettelyuon cannot leave the shootout"
    And Player1 is asked to "Select a casualty"

  @rule:effect.restriction
  Scenario: Her own player's card effect cannot take her out either
    Given Player1 has these dudes:
      | dude              | at          | attachments |
      | SuAnne Bettelyuon | Town Square |             |
      | Steele Archer     | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "5H"
    And a shootout at "Town Square" led by "SuAnne Bettelyuon" against "Olivia Jenks"
    And Player1's posse is "SuAnne Bettelyuon, Steele Archer"
    When Player1 uses "Soul Blast"
    And Player1 selects "SuAnne Bettelyuon"
    Then "SuAnne Bettelyuon" is at "Town Square"
    And Player1's posse is "SuAnne Bettelyuon, Steele Archer"
    And Player1 is asked to "Select a dude"

  @rule:effect.restriction
  Scenario: A card effect may still bring her into the posse from elsewhere: moving to the fight is not leaving it
    Given Player1 has these dudes:
      | dude              | at          |
      | Jake Smiley       | Town Square |
      | SuAnne Bettelyuon | home        |
    And Player1's hand is "The Stakes Just Rose"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    When Player1 plays "The Stakes Just Rose"
    And Player1 selects "SuAnne Bettelyuon"
    Then "SuAnne Bettelyuon" is at "Town Square"
    And Player1's posse is "Jake Smiley, SuAnne Bettelyuon"
    And the log does not contain "SuAnne Bettelyuon cannot leave the shootout"
    And the log contains "Player1 moves SuAnne Bettelyuon to Town Square without booting"
    And Player1 is asked to "Select a dude"
