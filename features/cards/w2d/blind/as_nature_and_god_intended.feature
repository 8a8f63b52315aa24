@card:23050 @blind
Feature: As Nature and God Intended (blind proof)
  Shootout: All Weapons lose their bullet bonuses, traits, and Shootout abilities until the
  end of this round of the shootout. Dudes with Kung Fu are studs until the end of this round
  of the shootout.

  Pancho Castillo (3 bullets) carries a Pearl-Handled Revolver (+1 bullets). SuAnne
  Bettelyuon is a draw with Kung Fu 2.

  Background:
    Given the phase is High Noon
    And Player1's hand is "As Nature and God Intended"
    And Player1 has these dudes:
      | dude              | at          |
      | SuAnne Bettelyuon | Town Square |
    And Player2 has these dudes:
      | dude            | at          | attachments            |
      | Pancho Castillo | Town Square | Pearl-Handled Revolver |
    And a shootout at "Town Square" led by "SuAnne Bettelyuon" against "Pancho Castillo"

  Scenario: Weapons lose their bullet bonus and Kung Fu dudes are studs for the round
    Then "Pancho Castillo" has 4 bullets
    And "SuAnne Bettelyuon" is a draw
    When Player1 plays "As Nature and God Intended"
    Then "Pancho Castillo" has 3 bullets
    And "SuAnne Bettelyuon" is a stud

  Scenario: It is a Headline: not a second one in the shootout
    Given a Headline has been played in this shootout
    When Player1 tries to play "As Nature and God Intended"
    Then the play is refused by rule "keyword.headline"
