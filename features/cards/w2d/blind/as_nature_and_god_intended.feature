@card:23050 @blind
Feature: As Nature and God Intended (blind proof)
  Shootout: All Weapons lose their bullet bonuses, traits, and Shootout abilities until the
  end of this round of the shootout. Dudes with Kung Fu are studs until the end of this round
  of the shootout.

  Pancho Castillo (3 bullets) carries a Shotgun (+1 bullets); Olivia Jenks, a draw, carries
  a Pearl-Handled Revolver ("This dude is a stud."). SuAnne Bettelyuon is a draw with Kung
  Fu 2.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "As Nature and God Intended"
    And Player1 has these dudes:
      | dude              | at          |
      | SuAnne Bettelyuon | Town Square |
    And Player2 has these dudes:
      | dude            | at          | attachments            |
      | Pancho Castillo | Town Square | Shotgun                |
      | Olivia Jenks    | Town Square | Pearl-Handled Revolver |
    And a shootout at "Town Square" led by "SuAnne Bettelyuon" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"

  Scenario: Weapons lose their bullet bonus and traits, and Kung Fu dudes are studs, for the round
    Then "Pancho Castillo" has 4 bullets
    And "Olivia Jenks" is a stud
    And "SuAnne Bettelyuon" is a draw
    When Player1 plays "As Nature and God Intended"
    Then "Pancho Castillo" has 3 bullets
    And "Olivia Jenks" is a draw
    And "SuAnne Bettelyuon" is a stud
    And Player2 is asked to "Select a dude"

  Scenario: It is a Headline: not a second one in the shootout
    Given a Headline has been played in this shootout
    When Player1 tries to play "As Nature and God Intended"
    Then the play is refused by rule "keyword.headline"
    And Player1 is asked to "Select a play"
