@card:23044 @blind
Feature: Benediction (blind proof)
  Miracle. Noon Miracle 6: Choose another dude at this or an adjacent location. That dude
  has +2 to each of their skill ratings (the skills are Huckster, Blessed, Shaman, and Mad
  Scientist). If they do not have a skill, this dude has +1 bullets.

  Ezrael Jones (Blessed 1, 1 bullet) casts it: a pull of 5 succeeds, 4 fails. Steele Archer
  is Huckster 2; Olivia Jenks has no skill. No "Boot:" is printed.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"

  Scenario: Another dude with a skill gets +2 to it
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Ezrael Jones  | Town Square | Benediction |
      | Steele Archer | Town Square |             |
    And Player1's next pull is "5H"
    When Player1 uses "Benediction"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 4 huckster skill
    And "Ezrael Jones" has 1 bullets

  Scenario: A dude without a skill: the caster gets +1 bullets
    Given Player1 has these dudes:
      | dude         | at            | attachments |
      | Ezrael Jones | Town Square   | Benediction |
      | Olivia Jenks | General Store |             |
    And Player1's next pull is "5H"
    When Player1 uses "Benediction"
    And Player1 selects "Olivia Jenks"
    Then "Ezrael Jones" has 2 bullets
    And "Olivia Jenks" has 0 huckster skill

  Scenario: The caster himself cannot be chosen
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Ezrael Jones  | Town Square | Benediction |
      | Steele Archer | Town Square |             |
    And Player1's next pull is "5H"
    When Player1 uses "Benediction"
    And Player1 tries to select "Ezrael Jones"
    Then the play is refused by rule "ability.target"
    And "Ezrael Jones" has 1 blessed skill
    And Player1 is asked to "Select a dude"

  Scenario: A failed miracle gives nothing
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Ezrael Jones  | Town Square | Benediction |
      | Steele Archer | Town Square |             |
    And Player1's next pull is "4H"
    When Player1 uses "Benediction"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 2 huckster skill
